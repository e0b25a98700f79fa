//! One label: UTS #46's mapping, the conversion of A-labels, and the
//! validity criteria (section 4.1) with `CheckJoiners`; the Bidi rule, which
//! looks at the whole name, is applied by the caller.

use alloc::string::String;
use alloc::vec::Vec;

use super::ascii::check_ascii;
use super::data::Entry;
use super::{Error, ErrorKind, Form, Hyphens, Options, data, joiners, mapping};

/// The character to quote in a message about `kind`.
pub(super) fn char_of(kind: ErrorKind, c: char) -> Option<char> {
    match kind {
        ErrorKind::Std3Ascii
        | ErrorKind::Disallowed
        | ErrorKind::ZeroWidthJoiner
        | ErrorKind::ZeroWidthNonJoiner
        | ErrorKind::LeadingCombiningMark
        | ErrorKind::BidiRtlCharacter
        | ErrorKind::BidiLtrCharacter
        | ErrorKind::BidiFirstCharacter
        | ErrorKind::FullStop
        | ErrorKind::NonAsciiALabel
            if c != '\u{FFFD}' =>
        {
            Some(c)
        }
        _ => None,
    }
}

/// Maps one non-empty-in-the-input label onto `unicode`, decodes it if it
/// is an A-label, and checks it. Errors carry the byte offset in the input;
/// their label index is filled in by the caller.
pub(super) fn map_label(
    label: &str,
    start: usize,
    options: Options,
    unicode: &mut String,
) -> Result<(Form, bool), Error> {
    let unicode_start = unicode.len();
    if label.is_ascii() {
        unicode.push_str(label);
        unicode[unicode_start..].make_ascii_lowercase();
    } else if let Some(rtl) = (!label.starts_with("xn--"))
        .then(|| is_inert_label(label.chars()))
        .flatten()
    {
        // Already in UTS #46 form, not an A-label, and only the hyphen
        // rules (and, for the name, the Bidi rule) apply.
        unicode.push_str(label);
        return match check_hyphens(label, options, false) {
            Ok(()) => Ok((Form::Unicode, rtl)),
            Err((kind, at)) => Err(Error::new(kind, 0, start + at)),
        };
    } else if let Err(at) = mapping::map_normalize(label, unicode) {
        return Err(Error::new(ErrorKind::TooManyMarks, 0, start + at));
    }
    let mapped = &unicode[unicode_start..];
    // An error at byte `at` of the mapped label, traced back to the input.
    let fail = |kind: ErrorKind, at: usize| {
        let c = mapped[at..].chars().next().unwrap_or('\u{FFFD}');
        let (position, c) = locate(label, start, false, mapped, at, c);
        Error::new(kind, 0, position).with_character(char_of(kind, c))
    };
    if mapped.len() >= 4 && mapped.as_bytes()[..4] == *b"xn--" {
        if let Some(at) = mapped.find(|c: char| !c.is_ascii()) {
            return Err(fail(ErrorKind::NonAsciiALabel, at));
        }
        return map_a_label(label, start, options, unicode, unicode_start);
    }
    if mapped.is_empty() {
        return Ok((Form::Ascii, false));
    }
    let form = if mapped.is_ascii() {
        check_ascii(mapped, options).map_err(|(kind, at)| fail(kind, at))?;
        (Form::Ascii, false)
    } else {
        check_label(mapped, options, false).map_err(|(kind, at)| fail(kind, at))?;
        (Form::Unicode, true)
    };
    Ok(form)
}

/// The rest of [`map_label`] for a label that is an A-label after mapping
/// (ASCII, starting with `xn--`, at `unicode[unicode_start..]`): decoded,
/// validated, and replaced there by its Unicode form.
fn map_a_label(
    label: &str,
    start: usize,
    options: Options,
    unicode: &mut String,
    unicode_start: usize,
) -> Result<(Form, bool), Error> {
    // A Punycode error at its offset in the mapped label, traced back.
    let punycode_error = |unicode: &String, kind: ErrorKind, e: Option<crate::Error>| {
        let mapped = &unicode[unicode_start..];
        let at = e.map_or(0, |e| (4 + e.position()).min(mapped.len()));
        let c = mapped[at..].chars().next().unwrap_or('\u{FFFD}');
        let (position, c) = locate(label, start, false, mapped, at, c);
        let err = Error::new(kind, 0, position).with_character(char_of(kind, c));
        e.map_or(err, |e| err.with_punycode(e))
    };
    // From an ASCII label, the mapped Punycode is the input's, up to case.
    let mut cps = [0; crate::encode::SHORT];
    let short = if label.is_ascii() {
        decode_short_a_label(&label.as_bytes()[4..], &mut cps)
    } else {
        Ok(None)
    };
    match short {
        Ok(Some(len)) => {
            let decoded_start = unicode.len();
            unicode.extend(chars(&cps[..len]));
            let decoded = &unicode[decoded_start..];
            let (checked, rtl) = if let Some(rtl) = is_inert_label(chars(&cps[..len])) {
                encodes_back(decoded, &label[4..]);
                (check_hyphens(decoded, options, true), rtl)
            } else {
                let checked = validate_decoded(decoded, &label[4..])
                    .map_err(|(kind, _)| (kind, 0))
                    .and_then(|()| check_label(decoded, options, true));
                (checked, true)
            };
            if let Err((kind, at)) = checked {
                let c = decoded[at..].chars().next().unwrap_or('\u{FFFD}');
                return Err(Error::new(kind, 0, start).with_character(char_of(kind, c)));
            }
            unicode.replace_range(unicode_start..decoded_start, "");
            return Ok((Form::ALabel, rtl));
        }
        Ok(None) => {}
        Err((kind, e)) => return Err(punycode_error(unicode, kind, e)),
    }
    // Long Punycode, or a label that mapping made an A-label.
    let decoded = match decode_a_label(&unicode[unicode_start + 4..]) {
        Ok(decoded) => decoded,
        Err((kind, e)) => return Err(punycode_error(unicode, kind, e)),
    };
    if let Err((kind, at)) = check_label(&decoded, options, true) {
        let c = decoded[at..].chars().next().unwrap_or('\u{FFFD}');
        return Err(Error::new(kind, 0, start).with_character(char_of(kind, c)));
    }
    unicode.truncate(unicode_start);
    unicode.push_str(&decoded);
    Ok((Form::ALabel, true))
}

/// Whether UTS #46 leaves every character of a label alone and no rule but
/// the hyphen rules and the Bidi rule can fail: lowercase letters, digits
/// and `-` in ASCII, and what the generated table passes (valid,
/// NFC-inert, not a joiner; a mark not first; combining marks in canonical
/// order). Such a label needs no mapping, no NFC, no validity or joiner
/// check. `Some(true)` when it has right-to-left text (so the name is a bidi
/// domain name), `None` when it is not inert.
pub(super) fn is_inert_label(chars: impl Iterator<Item = char>) -> Option<bool> {
    let mut first = true;
    let mut rtl = false;
    // The combining class of the previous character: marks must not go
    // down in class, or NFC would reorder them.
    let mut previous_class = 0;
    for c in chars {
        let class = if c.is_ascii() {
            (c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-').then_some(0)
        } else {
            let entry = Entry::of(c as u32);
            if !entry.is_inert() {
                return None;
            }
            rtl |= entry.is_rtl();
            let props = entry.props();
            match props.ccc() {
                0 if props.is_mark() && first => None,
                0 => Some(0),
                ccc => (!first && ccc >= previous_class).then_some(ccc),
            }
        };
        previous_class = class?;
        first = false;
    }
    Some(rtl)
}

/// Code points from the decoder as characters (it yields scalar values
/// only).
pub(super) fn chars(cps: &[u32]) -> impl Iterator<Item = char> + Clone + '_ {
    cps.iter()
        .map(|&cp| char::from_u32(cp).unwrap_or('\u{FFFD}'))
}

/// The Punycode of an ASCII A-label (the bytes after `xn--`, in any case:
/// mapping lowercases them), decoded into `cps` without allocating when it
/// has at most 64 code points (every real label): their number, or `None`
/// for longer Punycode. Decoding to nothing or to plain ASCII is an error
/// here.
pub(super) fn decode_short_a_label(
    punycode: &[u8],
    cps: &mut crate::decode::CodePoints,
) -> Result<Option<usize>, (ErrorKind, Option<crate::Error>)> {
    let mut lower = [0u8; 256];
    let Some(copy) = lower.get_mut(..punycode.len()) else {
        return Ok(None);
    };
    copy.copy_from_slice(punycode);
    copy.make_ascii_lowercase();
    let Ok(punycode) = core::str::from_utf8(copy) else {
        return Ok(None);
    };
    let len = match crate::decode::decode_short(&crate::PUNYCODE, punycode, false, cps) {
        Ok(Some(short)) => short.len,
        Ok(None) => return Ok(None),
        Err(e) => return Err((ErrorKind::InvalidPunycode, Some(e))),
    };
    if cps[..len].iter().all(|&cp| cp < 0x80) {
        return Err((ErrorKind::DecodesToAscii, None));
    }
    Ok(Some(len))
}

/// That `decoded` encodes back to exactly `punycode` (up to ASCII case),
/// the round trip that CVE-2019-12290 taught. The engine guarantees it:
/// Punycode decoding is one-to-one (whatever decodes re-encodes to its
/// input with lowercase digits; a property test and the `decode` fuzz
/// target hold it to that), and the Punycode here is mapped, so lowercase.
/// So the check runs in debug builds (every test, every conformance row)
/// and costs nothing in release, where it took a fifth of an A-label's
/// time.
pub(super) fn encodes_back(decoded: &str, punycode: &str) {
    debug_assert!(
        crate::encode(decoded).is_ok_and(|e| e.eq_ignore_ascii_case(punycode)),
        "{punycode:?} decodes to {decoded:?}, which does not encode back"
    );
    let _ = (decoded, punycode);
}

/// What UTS #46 asks of a decoded A-label before the validity criteria
/// that [`check_label`] applies: every character valid and the whole in
/// NFC (by ICU4X's data), and the round trip.
fn validate_decoded(
    decoded: &str,
    punycode: &str,
) -> Result<(), (ErrorKind, Option<crate::Error>)> {
    match mapping::validate(decoded) {
        Ok(()) => {}
        Err(true) => return Err((ErrorKind::Disallowed, None)),
        Err(false) => return Err((ErrorKind::NotNfc, None)),
    }
    encodes_back(decoded, punycode);
    Ok(())
}

/// The hyphen rules (`V2`, `V3`) and, for a decoded label with
/// `CheckHyphens` off, `V4`, on a label in UTF-8: the first broken one in
/// the label, with its byte offset.
#[inline]
pub(super) fn check_hyphens(
    label: &str,
    options: Options,
    decoded: bool,
) -> Result<(), (ErrorKind, usize)> {
    let bytes = label.as_bytes();
    // The third code point: byte 2 when the first two are ASCII.
    let third = match bytes {
        [a, b, ..] if a.is_ascii() && b.is_ascii() => 2,
        _ => label
            .char_indices()
            .nth(2)
            .map_or(bytes.len(), |(at, _)| at),
    };
    hyphen_rules(bytes, third, options, decoded)
}

/// The hyphen rules themselves, the one place they are written, on a
/// label's bytes with `third` the byte offset of its third code point (2
/// in ASCII, where the ASCII pass calls this directly).
#[inline(always)]
pub(super) fn hyphen_rules(
    bytes: &[u8],
    third: usize,
    options: Options,
    decoded: bool,
) -> Result<(), (ErrorKind, usize)> {
    let ends = options.hyphens != Hyphens::Allow;
    if ends && bytes.first() == Some(&b'-') {
        return Err((ErrorKind::LeadingHyphen, 0));
    }
    if decoded && options.hyphens != Hyphens::Check && bytes.starts_with(b"xn--") {
        return Err((ErrorKind::DecodedALabelPrefix, 0));
    }
    if options.hyphens == Hyphens::Check && bytes.get(third..third + 2) == Some(b"--") {
        return Err((ErrorKind::HyphensAt3And4, third));
    }
    if ends && bytes.last() == Some(&b'-') {
        return Err((ErrorKind::TrailingHyphen, bytes.len() - 1));
    }
    Ok(())
}

/// Decodes the Punycode of an A-label of any length and checks it with
/// [`validate_decoded`]: not empty, not ASCII, valid, NFC, the round trip.
fn decode_a_label(punycode: &str) -> Result<String, (ErrorKind, Option<crate::Error>)> {
    let decoded = crate::decode(punycode).map_err(|e| (ErrorKind::InvalidPunycode, Some(e)))?;
    if decoded.is_ascii() {
        return Err((ErrorKind::DecodesToAscii, None));
    }
    validate_decoded(&decoded, punycode)?;
    Ok(decoded)
}

/// The validity criteria of UTS #46 section 4.1 that apply to a label's
/// Unicode form (`decoded`: it came from an A-label), with `CheckJoiners`:
/// the first broken rule in the label, with the byte offset in `label`.
fn check_label(label: &str, options: Options, decoded: bool) -> Result<(), (ErrorKind, usize)> {
    let mut found: Option<(usize, ErrorKind)> = None;
    let mut earlier = |at: usize, kind: ErrorKind| {
        if found.is_none_or(|(f, _)| at < f) {
            found = Some((at, kind));
        }
    };
    if let Some(first) = label.chars().next() {
        if data::props(first as u32).is_mark() {
            earlier(0, ErrorKind::LeadingCombiningMark);
        }
    }
    if let Err((kind, at)) = check_hyphens(label, options, decoded) {
        earlier(at, kind);
    }
    let mut joiners = false;
    for (at, c) in label.char_indices() {
        let kind = match c {
            '\u{FFFD}' => ErrorKind::Disallowed,
            '.' => ErrorKind::FullStop,
            '\u{200C}' | '\u{200D}' => {
                joiners = true;
                continue;
            }
            c if c.is_ascii() && options.deny.denies(c as u8) => ErrorKind::Std3Ascii,
            _ => continue,
        };
        earlier(at, kind);
        break;
    }
    if joiners && options.check_joiners {
        let chars: Vec<char> = label.chars().collect();
        if let Err((kind, k)) = joiners::check(&chars) {
            let at = chars[..k].iter().map(|c| c.len_utf8()).sum();
            earlier(at, kind);
        }
    }
    match found {
        Some((at, kind)) => Err((kind, at)),
        None => Ok(()),
    }
}

/// Where in the input the character at byte `at` of a label's Unicode form
/// `text` came from, and which input character that is: traced by mapping
/// the `source` label's characters one by one. When that does not
/// reproduce `text` (NFC joined characters across them) or the label was an
/// A-label, the answer is the label's `start` and `c` itself.
pub(super) fn locate(
    source: &str,
    start: usize,
    a_label: bool,
    text: &str,
    at: usize,
    c: char,
) -> (usize, char) {
    if a_label {
        return (start, c);
    }
    // Unchanged by mapping, or ASCII (which mapping only lowercases): the
    // same offsets.
    if source == text || (source.is_ascii() && source.len() == text.len()) {
        let c = source[at.min(source.len())..].chars().next().unwrap_or(c);
        return (start + at, c);
    }
    let mut found = None;
    let mut rebuilt = String::with_capacity(text.len());
    for (offset, src) in source.char_indices() {
        let _ = mapping::map_normalize(src.encode_utf8(&mut [0; 4]), &mut rebuilt);
        if found.is_none() && rebuilt.len() > at {
            found = Some((start + offset, src));
        }
    }
    match found {
        Some(hit) if rebuilt == text => hit,
        _ => (start, c),
    }
}
