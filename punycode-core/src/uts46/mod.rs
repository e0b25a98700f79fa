//! Hostnames by UTS #46 (Unicode IDNA Compatibility Processing), the
//! processing that browsers and the `idna` crate apply: mapping (case
//! folding, width, compatibility forms), NFC, then the validity criteria,
//! the hyphen, bidi (RFC 5893) and joiner (RFC 5892) rules, and DNS
//! lengths. Feature `uts46`; the Unicode data is ICU4X's.
//!
//! ```
//! use punycode_core::uts46::{to_ascii, to_unicode, Options};
//!
//! assert_eq!(to_ascii("BÜCHER.de", Options::dns())?, "xn--bcher-kva.de");
//! assert_eq!(to_ascii("ＧＯＯＧＬＥ.com", Options::dns())?, "google.com");
//! assert_eq!(to_ascii("bu\u{308}cher.de", Options::dns())?, "xn--bcher-kva.de");
//! assert_eq!(to_unicode("xn--e1afmkfd.xn--p1ai", Options::dns())?, "пример.рф");
//!
//! // Refused, with the rule and the place:
//! let err = to_ascii("exa\u{200D}mple.com", Options::dns()).unwrap_err();
//! assert_eq!((err.code(), err.label(), err.position()), ("C2", 0, 3));
//! assert!(to_unicode("xn--bcher-2pa.de", Options::dns()).is_err()); // "bÜcher"
//! # Ok::<(), punycode_core::uts46::Error>(())
//! ```
//!
//! Labels are separated by `.`, U+3002, U+FF0E and U+FF61; output uses
//! `.`. The work is linear in the input, apart from Punycode, which is
//! O(n log n); nothing panics.

mod bidi;
pub(crate) mod data;
mod error;
mod joiners;
mod options;

use alloc::string::String;
use alloc::vec::Vec;

pub use self::error::{Error, ErrorKind};
pub use self::options::{AsciiDenyList, Hyphens, Options};

use crate::domain::table::Class;

/// Converts a hostname to ASCII: UTS #46 `ToASCII`, nontransitional, with
/// the flags of `options`.
///
/// ```
/// use punycode_core::uts46::{to_ascii, Options};
///
/// assert_eq!(to_ascii("Bücher.example", Options::dns())?, "xn--bcher-kva.example");
/// assert_eq!(to_ascii("faß.de", Options::dns())?, "xn--fa-hia.de");
/// assert_eq!(to_ascii("XN--BCHER-KVA.example", Options::dns())?, "xn--bcher-kva.example");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_ascii(input: &str, options: Options) -> Result<String, Error> {
    let mut out = String::with_capacity(input.len() + 8);
    to_ascii_into(input, options, &mut out)?;
    Ok(out)
}

/// Like [`to_ascii`], appending to `out`, so that a caller converting many
/// names can reuse one buffer. On error `out` is left as it was.
///
/// ```
/// use punycode_core::uts46::{to_ascii_into, Options};
///
/// let mut out = String::new();
/// for name in ["Bücher.example", "example.com"] {
///     out.clear();
///     to_ascii_into(name, Options::dns(), &mut out)?;
/// }
/// assert_eq!(out, "example.com");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_ascii_into(input: &str, options: Options, out: &mut String) -> Result<(), Error> {
    if let Some(result) = ascii_name(input, options, true, out) {
        return result;
    }
    let base = out.len();
    let result = {
        let mut unicode = String::with_capacity(input.len() + 8);
        process(input, options, &mut unicode, Some(&mut *out))
    };
    if result.is_err() {
        out.truncate(base);
    }
    result
}

/// Converts a hostname to Unicode: UTS #46 `ToUnicode`, nontransitional,
/// with the flags of `options` (lengths are never checked; empty labels
/// are refused when `VerifyDnsLength` is on).
///
/// ```
/// use punycode_core::uts46::{to_unicode, Options};
///
/// assert_eq!(to_unicode("xn--bcher-kva.example", Options::dns())?, "bücher.example");
/// assert_eq!(to_unicode("Bücher.Example", Options::dns())?, "bücher.example");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_unicode(input: &str, options: Options) -> Result<String, Error> {
    let mut out = String::with_capacity(input.len());
    to_unicode_into(input, options, &mut out)?;
    Ok(out)
}

/// Like [`to_unicode`], appending to `out`. On error `out` is left as it
/// was.
///
/// ```
/// use punycode_core::uts46::{to_unicode_into, Options};
///
/// let mut out = String::from("host: ");
/// to_unicode_into("xn--bcher-kva.example", Options::dns(), &mut out)?;
/// assert_eq!(out, "host: bücher.example");
/// # Ok::<(), punycode_core::uts46::Error>(())
/// ```
pub fn to_unicode_into(input: &str, options: Options, out: &mut String) -> Result<(), Error> {
    if let Some(result) = ascii_name(input, options, false, out) {
        return result.map_err(Error::in_to_unicode);
    }
    let base = out.len();
    let mut unicode = core::mem::take(out);
    let result = process(input, options, &mut unicode, None).map_err(Error::in_to_unicode);
    if result.is_err() {
        unicode.truncate(base);
    }
    *out = unicode;
    result
}

/// `-` checks on an ASCII label (as bytes, already lowercase): the first
/// broken rule, with its byte offset.
fn check_ascii(label: &[u8], options: Options) -> Result<(), (ErrorKind, usize)> {
    let denied = label.iter().position(|&b| options.deny.denies(b));
    let mut found = denied.map(|at| (at, ErrorKind::Std3Ascii));
    let mut earlier = |at: usize, kind: ErrorKind| {
        if found.is_none_or(|(f, _)| at < f) {
            found = Some((at, kind));
        }
    };
    if options.hyphens != Hyphens::Allow {
        if label.last() == Some(&b'-') {
            earlier(label.len() - 1, ErrorKind::TrailingHyphen);
        }
        if options.hyphens == Hyphens::Check && label.get(2..4) == Some(b"--") {
            earlier(2, ErrorKind::HyphensAt3And4);
        }
        if label.first() == Some(&b'-') {
            earlier(0, ErrorKind::LeadingHyphen);
        }
    }
    match found {
        Some((at, kind)) => Err((kind, at)),
        None => Ok(()),
    }
}

/// The bytes of an ASCII name, for its one pass: 0 for letters, digits
/// and `-` (the bytes of a plain label, in either case), then `.`, other
/// ASCII, and non-ASCII.
const BYTE_CLASS: [u8; 256] = {
    let mut table = [OTHER; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' => LDH,
            b'.' => DOT,
            0x80..=0xFF => NON_ASCII,
            _ => OTHER,
        };
        b += 1;
    }
    table
};
const LDH: u8 = 0;
const DOT: u8 = 1;
const OTHER: u8 = 2;
const NON_ASCII: u8 = 3;

/// An all-ASCII name without A-labels, in one pass over its bytes: no
/// Unicode data is touched. `None`, with nothing written, when the name
/// needs the general path (a non-ASCII byte, or a label starting with
/// `xn--`). `to_ascii`: the name is for `to_ascii`, which checks DNS
/// lengths (with `VerifyDnsLength`) and refuses an empty name.
fn ascii_name(
    input: &str,
    options: Options,
    to_ascii: bool,
    out: &mut String,
) -> Option<Result<(), Error>> {
    let lengths = to_ascii && options.verify_dns_length;
    let bytes = input.as_bytes();
    // A trailing dot after at least one label is the root.
    let name = match bytes.strip_suffix(b".") {
        Some(rest) if !rest.is_empty() => rest,
        _ => bytes,
    };
    let mut start = 0;
    let mut index = 0;
    let mut failed = None;
    loop {
        let mut end = start;
        let mut plain = true;
        loop {
            // Letters, digits and hyphens, the bulk of the name.
            while end < name.len() && BYTE_CLASS[name[end] as usize] == LDH {
                end += 1;
            }
            match name.get(end).map(|&b| BYTE_CLASS[b as usize]) {
                None | Some(DOT) => break,
                Some(NON_ASCII) => return None,
                _ => {
                    plain = false;
                    end += 1;
                }
            }
        }
        let label = &name[start..end];
        let a_label = label.len() >= 4
            && label[2] == b'-'
            && label[3] == b'-'
            && label[..2].eq_ignore_ascii_case(b"xn");
        if a_label {
            // For ASCII output, an A-label that decodes to an inert,
            // left-to-right label passing the hyphen rules stays as it is;
            // any other goes to the general path, which has the exact error.
            if !to_ascii || !plain_a_label(label, options) {
                return None;
            }
            if failed.is_none() && lengths {
                failed = length_error(label.len(), end).map(|kind| (kind, index, start));
            }
        } else if failed.is_none() {
            let inner_hyphens = !label.is_empty()
                && label[0] != b'-'
                && label[label.len() - 1] != b'-'
                && (label.len() < 4 || label[2] != b'-' || label[3] != b'-');
            if !(plain
                && (inner_hyphens || (options.hyphens == Hyphens::Allow && !label.is_empty())))
            {
                failed = check_ascii_label(label, options)
                    .err()
                    .map(|(kind, at)| (kind, index, start + at));
            }
            if failed.is_none() && lengths {
                failed = length_error(label.len(), end).map(|kind| (kind, index, start));
            }
        }
        if end >= name.len() {
            break;
        }
        start = end + 1;
        index += 1;
    }
    if let Some((kind, index, at)) = failed {
        let c = bytes.get(at).map(|&b| char::from(b.to_ascii_lowercase()));
        return Some(Err(
            Error::new(kind, index, at).with_character(c.and_then(|c| char_of(kind, c)))
        ));
    }
    if bytes.is_empty() && to_ascii {
        return Some(Err(Error::new(ErrorKind::EmptyName, 0, 0)));
    }
    let base = out.len();
    out.push_str(input);
    out[base..].make_ascii_lowercase();
    Some(Ok(()))
}

/// `VerifyDnsLength` on a label of `len` ASCII bytes that ends the name
/// at byte `end` (not counting a root dot).
const fn length_error(len: usize, end: usize) -> Option<ErrorKind> {
    if len > 63 {
        Some(ErrorKind::LabelTooLong)
    } else if end > 253 {
        Some(ErrorKind::NameTooLong)
    } else {
        None
    }
}

/// Whether an ASCII label starting with `xn--` (in any case) is an A-label
/// that needs nothing from the general path: its Punycode (up to 64 code
/// points) decodes, on the stack, to an inert label (see
/// [`is_inert_label`]) without right-to-left text, which passes the hyphen
/// rules.
fn plain_a_label(label: &[u8], options: Options) -> bool {
    let mut lower = [0u8; 256];
    let Some(punycode) = lower.get_mut(..label.len() - 4) else {
        return false;
    };
    punycode.copy_from_slice(&label[4..]);
    punycode.make_ascii_lowercase();
    let Ok(punycode) = core::str::from_utf8(punycode) else {
        return false;
    };
    let mut cps: crate::decode::CodePoints = [0; crate::encode::SHORT];
    let Ok(Some(short)) = crate::decode::decode_short(&crate::PUNYCODE, punycode, false, &mut cps)
    else {
        return false;
    };
    let cps = &cps[..short.len];
    if cps.iter().all(|&cp| cp < 0x80) {
        return false;
    }
    let chars = cps
        .iter()
        .map(|&cp| char::from_u32(cp).unwrap_or('\u{FFFD}'));
    if is_inert_label(chars.clone()) != Some(false) {
        return false;
    }
    let mut utf8 = [0u8; 4 * crate::encode::SHORT];
    let mut len = 0;
    for c in chars {
        len += c.encode_utf8(&mut utf8[len..]).len();
    }
    let Ok(decoded) = core::str::from_utf8(&utf8[..len]) else {
        return false;
    };
    encodes_back(decoded, punycode);
    check_hyphens(decoded, options, true).is_ok()
}

/// All checks on a lowercase ASCII label that is not an A-label: empty
/// labels (with `VerifyDnsLength`), the ASCII deny list and hyphens; the
/// first broken rule with its offset.
fn check_ascii_label(label: &[u8], options: Options) -> Result<(), (ErrorKind, usize)> {
    if label.is_empty() {
        return if options.verify_dns_length {
            Err((ErrorKind::EmptyLabel, 0))
        } else {
            Ok(())
        };
    }
    check_ascii(label, options)
}

/// The character to quote in a message about `kind`.
fn char_of(kind: ErrorKind, c: char) -> Option<char> {
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

/// `VerifyDnsLength` on a label of `label_len` ASCII bytes that brings the
/// name to `name_len` bytes (not counting a root dot).
fn check_lengths(
    label_len: usize,
    name_len: usize,
    index: usize,
    start: usize,
) -> Result<(), Error> {
    match length_error(label_len, name_len) {
        Some(kind) => Err(Error::new(kind, index, start)),
        None => Ok(()),
    }
}

/// How a label arrived: its Unicode form is in the `unicode` buffer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// ASCII, not an A-label.
    Ascii,
    /// An A-label (after mapping); its ASCII form is the mapped label.
    ALabel,
    /// Non-ASCII after mapping.
    Unicode,
}

/// One label of the input, for the bidi pass and for error positions.
#[derive(Clone, Copy)]
struct Span {
    /// Where the label is in the input.
    start: usize,
    end: usize,
    /// Where its Unicode form is in the `unicode` buffer.
    unicode_start: usize,
    unicode_end: usize,
    form: Form,
}

/// The spans of a name's labels: the first eight inline, the rest on the
/// heap.
#[derive(Default)]
struct Spans {
    inline: [Option<Span>; 8],
    heap: Vec<Span>,
    len: usize,
}

impl Spans {
    fn push(&mut self, span: Span) {
        match self.inline.get_mut(self.len) {
            Some(slot) => *slot = Some(span),
            None => self.heap.push(span),
        }
        self.len += 1;
    }

    fn len(&self) -> usize {
        self.len
    }

    fn iter(&self) -> impl Iterator<Item = &Span> {
        self.inline.iter().flatten().chain(&self.heap)
    }
}

/// The general path: every label mapped, decoded and checked; the Unicode
/// form goes to `unicode`, and with `ascii` the ASCII form there.
fn process(
    input: &str,
    options: Options,
    unicode: &mut String,
    mut ascii: Option<&mut String>,
) -> Result<(), Error> {
    let ascii_base = ascii.as_deref().map_or(0, String::len);
    let mut spans = Spans::default();
    let mut first_error: Option<Error> = None;
    let mut bidi_domain = false;
    let mut start = 0;
    let mut index = 0;
    loop {
        let (end, sep_len) = crate::domain::next_separator(input.as_bytes(), start);
        let label = &input[start..end];
        let last = sep_len == 0;
        if label.is_empty() && last && index > 0 {
            // The root: keep the dot that is already written.
            break;
        }
        let unicode_start = unicode.len();
        let result = map_label(label, start, options, unicode);
        let (form, maybe_rtl) = match result {
            Ok(form) => form,
            Err(e) => {
                first_error.get_or_insert(e.at_label(index));
                (Form::Unicode, true)
            }
        };
        let unicode_end = unicode.len();
        let text = &unicode[unicode_start..unicode_end];
        bidi_domain |= maybe_rtl && text.chars().any(data::is_rtl);
        // An empty label; for `ToUnicode`, a last label that mapping
        // empties is the root (X4_2 is only for the others), while `ToASCII`
        // takes the root only from the input.
        let root = last && index > 0 && ascii.is_none();
        if text.is_empty() && !root && options.verify_dns_length && first_error.is_none() {
            first_error = Some(Error::new(ErrorKind::EmptyLabel, index, start));
        }
        if let (Some(out), None) = (ascii.as_deref_mut(), first_error) {
            let written = out.len();
            match form {
                Form::Ascii => out.push_str(text),
                // An A-label's ASCII form is the mapped label, kept apart
                // from its decoded form.
                Form::ALabel => push_ascii_form(label, out),
                Form::Unicode => {
                    out.push_str("xn--");
                    if let Err(e) = push_punycode(text, out) {
                        first_error = Some(
                            Error::new(ErrorKind::InvalidPunycode, index, start).with_punycode(e),
                        );
                    }
                }
            }
            if options.verify_dns_length && first_error.is_none() {
                if let Err(e) =
                    check_lengths(out.len() - written, out.len() - ascii_base, index, start)
                {
                    first_error = Some(e);
                }
            }
        }
        spans.push(Span {
            start,
            end,
            unicode_start,
            unicode_end,
            form,
        });
        if last {
            break;
        }
        unicode.push('.');
        if let Some(out) = ascii.as_deref_mut() {
            out.push('.');
        }
        start = end + sep_len;
        index += 1;
    }
    // The Bidi rule, on every label of a bidi domain name, up to the label
    // of the first other error (the first error in the input wins).
    if options.check_bidi && bidi_domain {
        let limit = first_error.map_or(spans.len(), |e| e.label());
        for (index, span) in spans.iter().enumerate().take(limit) {
            let text = &unicode[span.unicode_start..span.unicode_end];
            if let Err((kind, at)) = bidi::check(text) {
                let c = text[at..].chars().next().unwrap_or('\u{FFFD}');
                let source = &input[span.start..span.end];
                let (position, c) =
                    locate(source, span.start, span.form == Form::ALabel, text, at, c);
                return Err(Error::new(kind, index, position).with_character(char_of(kind, c)));
            }
        }
    }
    if let Some(e) = first_error {
        return Err(e);
    }
    if let Some(out) = ascii {
        if out.len() == ascii_base {
            return Err(Error::new(ErrorKind::EmptyName, 0, 0));
        }
    }
    Ok(())
}

/// The ASCII form of a label that is an A-label after mapping, onto `out`.
fn push_ascii_form(label: &str, out: &mut String) {
    if label.is_ascii() {
        out.extend(label.bytes().map(|b| char::from(b.to_ascii_lowercase())));
    } else {
        out.extend(data::MAPPER.map_normalize(label.chars()));
    }
}

/// Encodes a Unicode label as Punycode onto `out`.
fn push_punycode(label: &str, out: &mut String) -> Result<(), crate::Error> {
    let mut buf = [0u8; crate::encode::SHORT_OUTPUT_MAX];
    if let Ok(len) = crate::encode_to_slice(label, &mut buf) {
        out.extend(buf[..len].iter().map(|&b| char::from(b)));
    } else {
        out.push_str(&crate::encode(label)?);
    }
    Ok(())
}

/// Maps one non-empty-in-the-input label onto `unicode`, decodes it if it
/// is an A-label, and checks it. Errors carry the byte offset in the input;
/// their label index is filled in by the caller.
fn map_label(
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
    } else {
        unicode.extend(data::MAPPER.map_normalize(label.chars()));
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
        check_ascii(mapped.as_bytes(), options).map_err(|(kind, at)| fail(kind, at))?;
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
    let punycode_start = unicode.len();
    // From an ASCII label, the mapped Punycode is the input's, lowercased
    // (a copy: the mapped label is in the buffer written to).
    let mut lower = [0u8; 256];
    let punycode = &label.as_bytes()[4..];
    let short = match lower.get_mut(..punycode.len()) {
        Some(copy) if label.is_ascii() => {
            copy.copy_from_slice(punycode);
            copy.make_ascii_lowercase();
            match core::str::from_utf8(copy) {
                Ok(punycode) => decode_short_a_label(punycode, unicode),
                Err(_) => Ok(None),
            }
        }
        _ => Ok(None),
    };
    match short {
        Ok(Some(found)) => {
            let decoded = &unicode[punycode_start..];
            let (checked, rtl) = if let Decoded::Inert { rtl } = found {
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
            unicode.replace_range(unicode_start..punycode_start, "");
            return Ok((Form::ALabel, rtl));
        }
        Ok(None) => {}
        Err((kind, e)) => {
            unicode.truncate(punycode_start);
            return Err(punycode_error(unicode, kind, e));
        }
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
fn is_inert_label(chars: impl Iterator<Item = char>) -> Option<bool> {
    let mut first = true;
    let mut hint = 0;
    let mut rtl = false;
    // The combining class of the previous character: marks must not go
    // down in class, or NFC would reorder them.
    let mut previous_class = 0;
    for c in chars {
        let class = if c.is_ascii() {
            (c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-').then_some(0)
        } else {
            match crate::domain::table::class_near(c as u32, &mut hint) {
                Class::Pass => Some(0),
                Class::Mark => (!first).then_some(0),
                Class::Rtl => {
                    rtl = true;
                    Some(0)
                }
                Class::NonStarter => {
                    let ccc = data::combining_class(c);
                    (!first && ccc >= previous_class).then_some(ccc)
                }
                Class::Refuse => None,
            }
        };
        previous_class = class?;
        first = false;
    }
    Some(rtl)
}

/// What [`decode_short_a_label`] found.
#[derive(Clone, Copy)]
enum Decoded {
    /// An inert label (see [`is_inert_label`]): only the hyphen rules (and
    /// the Bidi rule, with right-to-left text) remain.
    Inert { rtl: bool },
    /// Any other: it still needs [`validate_decoded`] and [`check_label`].
    Other,
}

/// An A-label's Punycode of up to 64 code points (every real one), decoded
/// onto `unicode` without allocating; `None`, with nothing written, for
/// longer Punycode.
fn decode_short_a_label(
    punycode: &str,
    unicode: &mut String,
) -> Result<Option<Decoded>, (ErrorKind, Option<crate::Error>)> {
    let mut cps: crate::decode::CodePoints = [0; crate::encode::SHORT];
    let count = match crate::decode::decode_short(&crate::PUNYCODE, punycode, false, &mut cps) {
        Ok(Some(short)) => short.len,
        Ok(None) => return Ok(None),
        Err(e) => return Err((ErrorKind::InvalidPunycode, Some(e))),
    };
    let cps = &cps[..count];
    if cps.iter().all(|&cp| cp < 0x80) {
        return Err((ErrorKind::DecodesToAscii, None));
    }
    // The decoder yields scalar values only.
    let chars = cps
        .iter()
        .map(|&cp| char::from_u32(cp).unwrap_or('\u{FFFD}'));
    let start = unicode.len();
    unicode.extend(chars.clone());
    let Some(rtl) = is_inert_label(chars) else {
        return Ok(Some(Decoded::Other));
    };
    encodes_back(&unicode[start..], punycode);
    Ok(Some(Decoded::Inert { rtl }))
}

/// That `decoded` encodes back to exactly `punycode` (up to ASCII case),
/// the round trip that CVE-2019-12290 taught. The engine guarantees it:
/// Punycode decoding is one-to-one (whatever decodes re-encodes to its
/// input with lowercase digits; a property test and the `decode` fuzz
/// target hold it to that), and the Punycode here is mapped, so lowercase.
/// So the check runs in debug builds (every test, every conformance row)
/// and costs nothing in release, where it took a fifth of an A-label's
/// time.
fn encodes_back(decoded: &str, punycode: &str) {
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
    if !data::MAPPER
        .normalize_validate(decoded.chars())
        .eq(decoded.chars())
    {
        // Which: a character that is not valid alone, or else NFC.
        let invalid = decoded.chars().any(|c| {
            !data::MAPPER
                .normalize_validate(core::iter::once(c))
                .eq(core::iter::once(c))
        });
        let kind = if invalid {
            ErrorKind::Disallowed
        } else {
            ErrorKind::NotNfc
        };
        return Err((kind, None));
    }
    encodes_back(decoded, punycode);
    Ok(())
}

/// The hyphen rules (`V2`, `V3`) and, for a decoded label with
/// `CheckHyphens` off, `V4`: the first broken one, with its byte offset.
fn check_hyphens(label: &str, options: Options, decoded: bool) -> Result<(), (ErrorKind, usize)> {
    let bytes = label.as_bytes();
    if options.hyphens != Hyphens::Allow {
        if bytes.first() == Some(&b'-') {
            return Err((ErrorKind::LeadingHyphen, 0));
        }
        if options.hyphens == Hyphens::Check {
            let mut chars = label.char_indices().skip(2);
            if let (Some((at, '-')), Some((_, '-'))) = (chars.next(), chars.next()) {
                return Err((ErrorKind::HyphensAt3And4, at));
            }
        }
        if bytes.last() == Some(&b'-') {
            return Err((ErrorKind::TrailingHyphen, bytes.len() - 1));
        }
    }
    if decoded && options.hyphens != Hyphens::Check && bytes.starts_with(b"xn--") {
        return Err((ErrorKind::DecodedALabelPrefix, 0));
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
    let bytes = label.as_bytes();
    if let Some(first) = label.chars().next() {
        if data::is_mark(first) {
            earlier(0, ErrorKind::LeadingCombiningMark);
        }
    }
    if options.hyphens != Hyphens::Allow {
        if bytes.last() == Some(&b'-') {
            earlier(bytes.len() - 1, ErrorKind::TrailingHyphen);
        }
        if options.hyphens == Hyphens::Check {
            let mut chars = label.char_indices().skip(2);
            if let (Some((at, '-')), Some((_, '-'))) = (chars.next(), chars.next()) {
                earlier(at, ErrorKind::HyphensAt3And4);
            }
        }
        if bytes.first() == Some(&b'-') {
            earlier(0, ErrorKind::LeadingHyphen);
        }
    }
    if decoded && options.hyphens != Hyphens::Check && bytes.starts_with(b"xn--") {
        earlier(0, ErrorKind::DecodedALabelPrefix);
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
fn locate(
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
        rebuilt.extend(data::map_one(src));
        if found.is_none() && rebuilt.len() > at {
            found = Some((start + offset, src));
        }
    }
    match found {
        Some(hit) if rebuilt == text => hit,
        _ => (start, c),
    }
}

#[cfg(test)]
mod tests {
    use super::data;
    use alloc::vec::Vec;

    /// Splitting the input at the four separators before mapping is the
    /// same as splitting after it: no other code point maps to something
    /// with a full stop (checked on ICU4X's data, every code point).
    #[test]
    fn only_the_separators_map_to_a_full_stop() {
        let dots: Vec<char> = (0..=u32::from(char::MAX))
            .filter_map(char::from_u32)
            .filter(|&c| data::map_one(c).any(|m| m == '.'))
            .collect();
        assert_eq!(dots, ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}']);
    }
}
