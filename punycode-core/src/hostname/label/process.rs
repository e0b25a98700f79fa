//! One label: the route it takes (ASCII, an A-label, a label that UTS #46
//! leaves alone, or one to map), UTS #46's mapping (steps 1 and 2), the
//! conversion of A-labels (step 4) and the validity criteria; for
//! registration, RFC 5891's checks (`idna2008`). Errors carry the byte
//! offset in the input; a mapped label's are traced back to it
//! ([`locate`]).

use crate::hostname::data::Entry;
#[cfg(feature = "idna2008")]
use crate::hostname::data::Props;
use crate::hostname::error::{Error, ErrorKind};
use crate::hostname::form::{
    Form, Label, ascii_error, char_of, has_ace_prefix, has_mapped_ace_prefix,
};
#[cfg(feature = "idna2008")]
use crate::hostname::idna2008;
use crate::hostname::inert::Inert;
use crate::hostname::mapping::{self, CodePoints, NoRoom, Trouble};
use crate::hostname::options::Options;
use crate::hostname::validity;
use crate::hostname::work::Work;
use crate::punycode::bounds::{at, at_mut, head, head_mut, split_mut, tail};
use crate::punycode::encode::SHORT;
use crate::punycode::params::PUNYCODE;
use crate::punycode::{fenwick, utf8};

/// Whether `options` are registration's ([`Options::registration`]).
#[inline(always)]
pub(crate) const fn registration(options: Options) -> bool {
    #[cfg(feature = "idna2008")]
    return options.idna2008;
    #[cfg(not(feature = "idna2008"))]
    {
        let _ = options;
        false
    }
}

/// Maps, decodes and checks one label (`label`, at byte `start` of the
/// input). Errors carry the byte offset in the input.
#[inline(always)]
pub(crate) const fn process(
    label: &[u8],
    start: usize,
    options: Options,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Label {
    if label.is_ascii() {
        if has_ace_prefix(label) {
            // (Registration's too: `check_a_label` sends it on.)
            return a_label(tail(label, 4), start, 0, options, short, work.cps);
        }
        // (Registration takes an LDH label in any case, by the same check.)
        return ascii_label(label, start, options);
    }
    // A label that is already in UTS #46 form needs no mapping, no NFC, no
    // validity or joiner check: only the hyphen rules (and the name's
    // Bidi rule). One that starts with "xn--" is an A-label to refuse.
    // Registration takes the same route for such a label of PVALID and
    // CONTEXTO characters (`inert` holds it to the contextual rules and,
    // with right-to-left text, the Bidi rule, and answers for it as for a
    // left-to-right one); any other label beyond ASCII is for
    // registration's general path.
    // (A screen, not the ACE rule: a label that starts with `Xn--` is not
    // inert, since uppercase is mapped, and the general path judges it.
    // `has_ace_prefix` here, on every label beyond ASCII, cost IDN names
    // instructions, by the hostname figures of BENCHMARKS.md.)
    let xn = label.len() >= 4 && label[0] == b'x' && label[1] == b'n' && label[2] == b'-';
    // Transitional processing maps the deviation characters, which the
    // inert route would keep.
    let maps_deviation = options.transitional && has_deviation(label);
    if !(maps_deviation || xn && label[3] == b'-') {
        if let Some((rtl, decoded)) = inert(label, short, registration(options)) {
            let form = Form::Inert { decoded };
            return match validity::hyphens_utf8(label, options) {
                Ok(()) => Label::ok(form, rtl),
                Err((kind, at)) => Label::failed(form, rtl, Error::new(kind, 0, start + at)),
            };
        }
    }
    #[cfg(feature = "idna2008")]
    if options.idna2008 {
        return idna2008::process(label, start, options, work, short);
    }
    mapped(label, start, options, work, short)
}

/// Whether `label` (UTF-8) has a character that transitional processing
/// maps ([`mapping::transitional`]).
const fn has_deviation(label: &[u8]) -> bool {
    let mut at = 0;
    while at < label.len() {
        if label[at] < 0x80 {
            at += 1;
            continue;
        }
        let (cp, len) = utf8::decode(label, at);
        if mapping::transitional(cp).is_some() {
            return true;
        }
        at += len;
    }
    false
}

/// An ASCII label that is not an A-label (the label at byte `start`), by
/// the deny list and the hyphen rules; the same in registration (LDH in
/// either case). Out of line: both paths call it.
#[inline(never)]
pub(crate) const fn ascii_label(label: &[u8], start: usize, options: Options) -> Label {
    match validity::check_ascii(label, options) {
        Ok(()) => Label::ok(Form::Ascii, false),
        Err((kind, at)) => Label::failed(Form::Ascii, false, ascii_error(kind, label, at, start)),
    }
}

/// Whether UTS #46 leaves every character of a (non-empty) label alone and
/// no rule but the hyphen rules and the Bidi rule can fail: lowercase
/// letters, digits and `-` in ASCII, and valid characters that NFC leaves
/// alone in such a label (no composition's second character that composes
/// with the character before it, no joiner, no mark first, combining marks
/// in canonical order). `None` when it is not
/// inert; else whether it has right-to-left text, and how many code points
/// it has, which are then in `short` (0 past 64: not kept). For
/// `registration`, also `None` for a label with a character that is
/// neither PVALID nor CONTEXTO, one whose contextual rule fails, or
/// right-to-left text that breaks the Bidi rule or is not kept; a label it
/// takes is then answered as not right-to-left
/// ([`registration::inert`](idna2008::inert)).
pub(crate) const fn inert(
    label: &[u8],
    short: &mut [u32; SHORT],
    registration: bool,
) -> Option<(bool, usize)> {
    let mut state = Inert::new();
    let mut at = 0;
    let mut n = 0;
    while at < label.len() {
        let (cp, len) = utf8::decode(label, at);
        if !state.next(cp) {
            return None;
        }
        if n < SHORT {
            short[n] = cp;
        }
        n += 1;
        at += len;
    }
    let decoded = if n <= SHORT { n } else { 0 };
    #[cfg(feature = "idna2008")]
    if registration && (state.rtl || Props::idna2008_of_bits(state.combos) != 0) {
        let idna2008 = Props::idna2008_of_bits(state.combos);
        return idna2008::inert(head(short, decoded), idna2008, state.rtl);
    }
    let _ = registration;
    Some((state.rtl, decoded))
}

/// A label that is not inert: mapped and normalized into `work.cps`,
/// then, if mapping made it an A-label, decoded; else checked.
const fn mapped(
    label: &[u8],
    start: usize,
    options: Options,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Label {
    let mut out = CodePoints::new(work.cps);
    let (mut nfc, mut rtl) = (false, false);
    let mut pos = 0;
    while pos < label.len() {
        if label[pos] < 0x80 {
            // ASCII maps to its lowercase, which NFC leaves alone (the oracle
            // test `ascii_maps_to_its_lowercase` holds it): no lookup.
            out.push(label[pos].to_ascii_lowercase() as u32);
            pos += 1;
            continue;
        }
        let (cp, len) = utf8::decode(label, pos);
        // (Transitional processing, rare, on a branch of its own.)
        let pushed = if options.transitional {
            mapping::push_mapping_in(cp, Entry::of(cp), true, &mut out)
        } else {
            mapping::push_mapping(cp, Entry::of(cp), &mut out)
        };
        nfc |= pushed.nfc;
        rtl |= pushed.rtl;
        pos += len;
    }
    let mut len = out.len;
    if len > work.cps.len() {
        let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
        return Label::failed(Form::Mapped(0), false, e);
    }
    if nfc {
        len = match mapping::normalize(work.cps, 0, len) {
            Ok(len) => len,
            Err(Trouble::Marks(pos)) => {
                let e = Error::new(
                    ErrorKind::TooManyMarks,
                    0,
                    locate(label, start, None, pos, options.transitional).0,
                );
                return Label::failed(Form::Mapped(0), false, e);
            }
            Err(Trouble::NoRoom) => {
                let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
                return Label::failed(Form::Mapped(0), false, e);
            }
        };
    }
    let cps = head(work.cps, len);
    // Whether it is right-to-left, from what mapping wrote, unless NFC
    // changed that.
    let rtl = if nfc { any_rtl(cps) } else { rtl };
    let form = Form::Mapped(len);
    if has_mapped_ace_prefix(cps) {
        // An A-label after mapping: it must be ASCII, and is decoded from
        // its mapped (so lowercase) form.
        let mut k = 0;
        while k < len {
            if cps[k] >= 0x80 {
                let e = mapped_error(
                    label,
                    start,
                    cps,
                    ErrorKind::NonAsciiALabel,
                    k,
                    options.transitional,
                );
                return Label::failed(form, rtl, e);
            }
            k += 1;
        }
        if len > work.bytes.len() {
            let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
            return Label::failed(form, rtl, e);
        }
        let mut k = 0;
        while k < len {
            *at_mut(work.bytes, k) = at(work.cps, k) as u8;
            k += 1;
        }
        let staged = head(work.bytes, len);
        return a_label(tail(staged, 4), start, len, options, short, work.cps);
    }
    if len == 0 {
        return Label::ok(form, false);
    }
    match validity::check(cps, options, false, true) {
        Ok(()) => Label::ok(form, rtl),
        Err((kind, k)) => Label::failed(
            form,
            rtl,
            mapped_error(label, start, cps, kind, k, options.transitional),
        ),
    }
}

/// An error at the `k`th code point of a label's mapped form, traced back
/// to the input.
pub(crate) const fn mapped_error(
    label: &[u8],
    start: usize,
    mapped: &[u32],
    kind: ErrorKind,
    k: usize,
    transitional: bool,
) -> Error {
    let (position, cp) = locate(label, start, Some(mapped), k, transitional);
    Error::new(kind, 0, position).with_character(char_of(kind, cp))
}

/// Whether any of `cps` is right-to-left (`Bidi_Class` R, AL or AN).
const fn any_rtl(cps: &[u32]) -> bool {
    let mut k = 0;
    while k < cps.len() {
        if cps[k] >= 0x80 {
            let entry = Entry::of(cps[k]);
            // A plain character is left-to-right: two compares.
            if !entry.is_pass() && entry.is_rtl() {
                return true;
            }
        }
        k += 1;
    }
    false
}

/// An A-label's Punycode (after `xn--`; the input's, or when `staged` is
/// not 0 the mapped label's), decoded into `cps` and checked: it decodes,
/// not to nothing or plain ASCII, every character valid, NFC, and the
/// validity criteria. Errors are at the label's `start`, naming the
/// decoded character where the rule is about one.
const fn a_label(
    punycode: &[u8],
    start: usize,
    staged: usize,
    options: Options,
    short: &mut [u32; SHORT],
    cps: &mut [u32],
) -> Label {
    // Valid and short (every real label): on the stack. Anything else by
    // the O(n log n) method in the working space, which also finds the
    // exact error (the engine's `Decoder`, as every decoding path).
    if let Some(len) = decode_fast(punycode, short) {
        let form = Form::ALabel {
            len,
            staged,
            local: true,
        };
        return check_a_label(form, head_mut(short, len), cps, start, options);
    }
    let at = if punycode.len() < cps.len() {
        punycode.len()
    } else {
        cps.len()
    };
    let (out, space) = split_mut(cps, at);
    match fenwick::decode(&PUNYCODE, punycode, out, space) {
        Ok(Ok(len)) => {
            let form = Form::ALabel {
                len,
                staged,
                local: false,
            };
            let (decoded, scratch) = split_mut(cps, len);
            check_a_label(form, decoded, scratch, start, options)
        }
        Ok(Err(NoRoom)) => {
            let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
            Label::failed(Form::Mapped(0), false, e)
        }
        Err(e) => {
            // Where in the input: in the label's own Punycode, or (for a
            // label that mapping made an A-label) the label's start.
            let position = if staged == 0 {
                start + 4 + e.position()
            } else {
                start
            };
            let err = Error::new(ErrorKind::InvalidPunycode, 0, position).with_punycode(e);
            Label::failed(Form::Mapped(0), false, err)
        }
    }
}

/// The checks on a decoded A-label (`decoded`, with `scratch` for an NFC
/// check): not plain ASCII, every character valid, NFC, the validity
/// criteria. Errors are at the label's `start`, naming the decoded
/// character where the rule is about one.
#[inline(always)]
const fn check_a_label(
    form: Form,
    decoded: &mut [u32],
    scratch: &mut [u32],
    start: usize,
    options: Options,
) -> Label {
    #[cfg(feature = "idna2008")]
    if options.idna2008 {
        return idna2008::a_label(form, decoded, scratch, start, options);
    }
    let (checked, rtl) = match validity::valid_and_nfc(decoded, scratch, options) {
        Ok(Ok(found)) => (
            validity::check(decoded, options, true, found.scan),
            found.rtl,
        ),
        Ok(Err(e)) => (Err(e), any_rtl(decoded)),
        Err(NoRoom) => {
            let e = Error::new(ErrorKind::WorkspaceExceeded, 0, start);
            return Label::failed(form, any_rtl(decoded), e);
        }
    };
    match checked {
        Ok(()) => Label::ok(form, rtl),
        // Plain ASCII: nothing right-to-left, no character to name.
        Err((ErrorKind::DecodesToAscii, _)) => {
            Label::failed(form, false, Error::new(ErrorKind::DecodesToAscii, 0, start))
        }
        Err((kind, k)) => {
            let e = Error::new(kind, 0, start).with_character(char_of(kind, at(decoded, k)));
            // Every other rule but NFC's points at a character of the
            // decoded label.
            let e = if matches!(kind, ErrorKind::NotNfc) {
                e
            } else {
                e.in_a_label(k)
            };
            Label::failed(form, rtl, e)
        }
    }
}

/// The engine's fast decoder (valid Punycode of up to 64 code points, else
/// `None`), in one place for every hostname path.
#[inline(never)]
pub(crate) const fn decode_fast(punycode: &[u8], cps: &mut [u32; SHORT]) -> Option<usize> {
    crate::punycode::decode::decode_fast(&PUNYCODE, punycode, cps)
}

/// Where in the input the `k`th code point of a label's mapped form
/// `mapped` came from, and which input character that is: traced by
/// mapping the `label`'s characters one by one, up to the one that gives
/// the `k`th code point. When that does not give `mapped` so far (NFC
/// joined or reordered characters there), the answer is the label's
/// `start` and the mapped code point itself. Characters after that one
/// cannot change the answer: NFC joins a later character only to a
/// starter, whose code point then differs from its own mapping, and
/// reorders only marks of one run, which then differ at `k` or before.
/// Without `mapped`, `k` counts the code points of the mapping before NFC.
/// `transitional`: the label was mapped with transitional processing.
pub(crate) const fn locate(
    label: &[u8],
    start: usize,
    mapped: Option<&[u32]>,
    k: usize,
    transitional: bool,
) -> (usize, u32) {
    let fallback = match mapped {
        Some(mapped) if k < mapped.len() => (start, mapped[k]),
        _ => (start, 0xFFFD),
    };
    let mut pos = 0;
    let mut at = 0;
    // The mapping of one character alone (18 code points at most):
    // written from the start for each character.
    let mut one = [0u32; 32];
    while at < label.len() {
        let b = label[at];
        if b < 0x80 {
            // ASCII: its lowercase, as in `mapped`.
            if let Some(mapped) = mapped {
                if pos >= mapped.len() || mapped[pos] != b.to_ascii_lowercase() as u32 {
                    return fallback;
                }
            }
            if k == pos {
                return (start + at, b as u32);
            }
            pos += 1;
            at += 1;
            continue;
        }
        let (cp, len) = utf8::decode(label, at);
        // The mapping of a character alone is in NFC as it comes (the
        // tables store it so; a test holds it for every code point).
        let entry = Entry::of(cp);
        let n = if entry.is_valid() && !(transitional && mapping::transitional(cp).is_some()) {
            // The bulk, and every other valid character: itself.
            one[0] = cp;
            1
        } else {
            let mut out = CodePoints::new(&mut one);
            mapping::push_mapping_in(cp, entry, transitional, &mut out);
            out.len
        };
        if n > one.len() {
            return fallback;
        }
        if let Some(mapped) = mapped {
            let mut j = 0;
            while j < n {
                if pos + j >= mapped.len() || mapped[pos + j] != one[j] {
                    return fallback;
                }
                j += 1;
            }
        }
        if k < pos + n {
            return (start + at, cp);
        }
        pos += n;
        at += len;
    }
    fallback
}

#[cfg(all(test, feature = "idna2008"))]
mod tests {
    use super::*;
    use crate::hostname::idna2008::tests::labels;
    use crate::hostname::options::Hyphens;
    use std::format;
    use std::vec;

    /// The fast route for registration (a label that UTS #46 leaves alone,
    /// through [`inert`] and `idna2008::inert`) is held to the general path
    /// (`idna2008::process`): over generated labels of plain, right-to-left,
    /// marked, contextual, joining, disallowed and uppercase characters,
    /// hyphens and long runs, in four profiles, the same error (kind,
    /// position, character), the same form, and never right-to-left for
    /// the name.
    #[test]
    fn the_inert_route_agrees_with_the_general_path() {
        let profiles = [
            Options::registration(),
            Options::registration().check_bidi(false),
            Options::registration().hyphens(Hyphens::Allow),
            Options::registration().check_joiners(false),
        ];
        let (mut taken, mut refused) = (0, 0);
        for text in labels(35_000) {
            let label = text.as_bytes();
            for options in profiles {
                let (mut cps, mut bytes) = (vec![0u32; Work::CODE_POINTS], vec![0u8; Work::BYTES]);
                let mut work = Work {
                    cps: &mut cps,
                    bytes: &mut bytes,
                    last: true,
                };
                let mut short = [0u32; SHORT];
                let routed = inert(label, &mut short, true).is_some();
                let fast = process(label, 3, options, &mut work, &mut short);
                let (mut cps2, mut bytes2) =
                    (vec![0u32; Work::CODE_POINTS], vec![0u8; Work::BYTES]);
                let mut work2 = Work {
                    cps: &mut cps2,
                    bytes: &mut bytes2,
                    last: true,
                };
                let mut short2 = [0u32; SHORT];
                let general = idna2008::process(label, 3, options, &mut work2, &mut short2);
                let what = format!("{text:?} {options:?}");
                assert_eq!(fast.error, general.error, "{what}");
                assert!(!fast.rtl && !general.rtl, "{what}");
                assert_eq!(
                    format!("{:?}", fast.form),
                    format!("{:?}", general.form),
                    "{what}"
                );
                if routed {
                    taken += 1;
                    refused += usize::from(fast.error.is_some());
                }
            }
        }
        // The route takes many labels, and some of those are refused
        // (hyphens, or the Bidi rule).
        assert!(taken > 20_000 && refused > 1_000, "{taken} {refused}");
    }
}
