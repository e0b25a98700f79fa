//! What each of libidn2's conversions means here, in safe Rust on
//! punycode-core: lookup (UTS #46 `ToASCII`, or IDNA2008 without mapping),
//! registration of one label, and back to Unicode; then libidn2's limits
//! on the result. The C entry points (`ffi.rs`) only move bytes in and
//! out of these.

use alloc::string::String;
use alloc::vec::Vec;

use punycode_core::hostname::{self, AsciiDenyList, ErrorKind, Options, rules};

use crate::flags::{Mode, Processing};
use crate::rc::{self, Rc};
use crate::utf8;

/// The longest label (`IDN2_LABEL_MAX_LENGTH`).
pub(crate) const LABEL_MAX: usize = 63;
/// The longest domain name, with its terminating NUL
/// (`IDN2_DOMAIN_MAX_LENGTH`).
pub(crate) const DOMAIN_MAX: usize = 255;

/// `idn2_lookup_u8`: the ASCII form of `src` (UTF-8) by `flags`.
///
/// - Nontransitional (the default) and transitional: UTS #46 `ToASCII`
///   with `CheckHyphens`, `CheckBidi` and `CheckJoiners`,
///   `UseSTD3ASCIIRules` as the flag says; transitional refuses a name
///   with a deviation character, which it would map to another name (see
///   [`has_deviation`]).
/// - `IDN2_NO_TR46`: IDNA2008's checks without mapping, label by label
///   (see `idna2008`).
///
/// Then libidn2's limits: a label of at most 63 bytes, a name of at most
/// 253 (254 with a root dot).
pub fn lookup(src: &[u8], flags: i32) -> Result<String, Rc> {
    let mut buf = [0u8; LOOKUP_ROOM];
    let n = lookup_to_slice(src, flags, &mut buf)?;
    // The engine writes ASCII only, so this never fails.
    core::str::from_utf8(&buf[..n])
        .map(String::from)
        .map_err(|_| rc::ENCODING_ERROR)
}

/// Room for a lookup's result: more than libidn2's limits allow, so that
/// a result that does not fit is refused by them, with their code.
pub(crate) const LOOKUP_ROOM: usize = 512;

/// [`lookup`] into `out` (without allocating, but for `IDN2_NO_TR46`); the
/// number of bytes written.
pub(crate) fn lookup_to_slice(
    src: &[u8],
    flags: i32,
    out: &mut [u8; LOOKUP_ROOM],
) -> Result<usize, Rc> {
    let mode = Mode::of(flags)?;
    let text = utf8::to_str(src).ok_or(rc::ENCODING_ERROR)?;
    lookup_text(text, mode, out)
}

/// [`lookup_to_slice`] of text already checked as UTF-8 (from the locale's
/// character set, or from UCS-4).
pub(crate) fn lookup_str_to_slice(
    text: &str,
    flags: i32,
    out: &mut [u8; LOOKUP_ROOM],
) -> Result<usize, Rc> {
    lookup_text(text, Mode::of(flags)?, out)
}

/// The lookup itself, once the flags and the text are known good (in
/// each of its two callers' bodies: the C entry points' hot path).
#[allow(
    clippy::inline_always,
    reason = "measured: out of line, every name of the C entry points paid a call more"
)]
#[inline(always)]
fn lookup_text(text: &str, mode: Mode, out: &mut [u8; LOOKUP_ROOM]) -> Result<usize, Rc> {
    if text.is_empty() {
        return Ok(0);
    }
    let n = match mode.processing {
        Processing::Nontransitional | Processing::Transitional => {
            if surely_too_big(text, mode.std3) {
                return Err(rc::TOO_BIG_DOMAIN);
            }
            let options = Options::lookup()
                .ascii_deny_list(ascii_deny_list(mode.std3))
                .verify_dns_length(false);
            if mode.processing == Processing::Transitional && has_deviation(text) {
                return Err(rc::INVALID_TRANSITIONAL);
            }
            match hostname::to_ascii_to_slice(text, options, out) {
                Ok(n) => n,
                // Longer than the room, or a label beyond the engine's
                // working space: a name far beyond libidn2's limits. (Its
                // first check is the same: a mapped name of 255 code
                // points or more is too big, before any label is looked
                // at.)
                Err(e)
                    if matches!(
                        e.kind(),
                        ErrorKind::BufferTooSmall { .. } | ErrorKind::WorkspaceExceeded
                    ) =>
                {
                    return Err(rc::TOO_BIG_DOMAIN);
                }
                Err(e) => return Err(rc::of(&e)),
            }
        }
        Processing::Idna2008 => {
            let ascii = idna2008(text)?;
            within_limits(ascii.as_bytes())?;
            if ascii.len() > out.len() {
                return Err(rc::TOO_BIG_DOMAIN);
            }
            out[..ascii.len()].copy_from_slice(ascii.as_bytes());
            ascii.len()
        }
    };
    within_limits(&out[..n])?;
    Ok(n)
}

/// libidn2's first check (`_tr46` in lookup.c), where it gives a name's
/// ASCII characters: a name whose mapped form has 255 code points or more
/// is too big, before any label is looked at. Each ASCII character maps to
/// one code point, which libidn2 counts (with `UseSTD3ASCIIRules`, only
/// letters, digits, `-` and `.`: it counts the others as none); a name
/// with 255 of them is too big whatever its other characters map to.
///
/// Fast path: such a name would be refused anyway (its ASCII form keeps
/// each of those characters, and is longer than the 254 bytes that
/// [`within_limits`] allows), only after a whole conversion; the test
/// `surely_too_big_names_are_too_big` holds it to that path. Names with
/// fewer are left to the conversion and to `within_limits`.
fn surely_too_big(text: &str, std3: bool) -> bool {
    text.len() >= DOMAIN_MAX
        && text
            .bytes()
            .filter(|&b| {
                if std3 {
                    b.is_ascii_alphanumeric() || b == b'-' || b == b'.'
                } else {
                    b.is_ascii()
                }
            })
            .count()
            >= DOMAIN_MAX
}

/// `IDN2_NO_TR46`, label by label as libidn2 does it: an ASCII label that
/// is not an A-label passes as it is (`_tcp`, any case: IDNA2008 leaves
/// non-IDN labels to DNS), unless it has a code point that the URL
/// Standard forbids in a host (as without `IDN2_NO_TR46`); any other is checked by IDNA2008's rules
/// (RFC 5891 section 5.4, punycode-core's registration profile) and
/// given as its A-label. No mapping, and no normalization: a label not in
/// NFC is refused.
fn idna2008(text: &str) -> Result<String, Rc> {
    let options = Options::registration().verify_dns_length(false);
    let mut out = String::with_capacity(text.len() + 8);
    for (k, label) in text.split('.').enumerate() {
        if k > 0 {
            out.push('.');
        }
        let a_label = rules::a_label_punycode(label).is_some();
        if label.is_ascii() && !a_label {
            // Case and `_` stay; what no host can have does not.
            if label.contains(|c| AsciiDenyList::URL.denies(c)) {
                return Err(rc::DISALLOWED);
            }
            out.push_str(label);
        } else {
            out.push_str(&hostname::to_ascii(label, options).map_err(|e| rc::of(&e))?);
        }
    }
    Ok(out)
}

/// The ASCII a lookup refuses: with `IDN2_USE_STD3_ASCII_RULES`, all but
/// letters, digits and `-` (STD3); without, the URL Standard's forbidden
/// domain code points (controls, space, `#`, `%`, `/`, `:`, `<`, `>`,
/// `?`, `@`, `[`, `\`, `]`, `^`, `|`), which no name that a resolver can
/// look up has (libidn2 refuses them too, in a label with non-ASCII, by
/// its round trip; `_` passes, as libidn2 lets it).
fn ascii_deny_list(std3: bool) -> AsciiDenyList {
    if std3 {
        AsciiDenyList::STD3
    } else {
        AsciiDenyList::URL
    }
}

/// Whether `text` has a deviation character of UTS #46 (section 6), or
/// one that mapping makes one (`ẞ`, which maps to `ß`). Transitional
/// processing (UTS #46 up to 15.1; libidn2's `IDN2_TRANSITIONAL`) would
/// map it to another name (`faß.de` to `fass.de`, a joiner to nothing),
/// which UTS #46 since Unicode 16 no longer does and which may be another
/// owner's: a transitional lookup of such a name is refused
/// (`IDN2_INVALID_TRANSITIONAL`), and of any other gives what a
/// nontransitional one gives.
pub fn has_deviation(text: &str) -> bool {
    text.contains(['\u{DF}', '\u{1E9E}', '\u{3C2}', '\u{200C}', '\u{200D}'])
}

/// libidn2's limits on a lookup's ASCII form: each label at most 63 bytes
/// (an encoded label beyond that is Punycode that does not fit), the name
/// at most 253 bytes, or 254 with a root dot.
///
/// Fast path: a name of at most 63 bytes is within both, so only a longer
/// one is read label by label (most names are short). The test
/// `short_names_are_within_limits` holds it to [`within_limits_by_label`].
fn within_limits(ascii: &[u8]) -> Result<(), Rc> {
    if ascii.len() <= LABEL_MAX {
        return Ok(());
    }
    within_limits_by_label(ascii)
}

/// [`within_limits`], label by label: the first label in order that breaks
/// a limit gives the code.
fn within_limits_by_label(ascii: &[u8]) -> Result<(), Rc> {
    let mut length = 0;
    let mut labels = ascii.split(|&b| b == b'.').peekable();
    while let Some(label) = labels.next() {
        let last = labels.peek().is_none();
        if label.len() > LABEL_MAX {
            // (ASCII: what conversion gave.)
            let encoded = utf8::to_str(label)
                .and_then(rules::a_label_punycode)
                .is_some();
            return Err(if encoded {
                rc::PUNYCODE_BIG_OUTPUT
            } else {
                rc::TOO_BIG_LABEL
            });
        }
        let room = DOMAIN_MAX - if last && label.is_empty() { 1 } else { 2 };
        if length + label.len() > room {
            return Err(rc::TOO_BIG_DOMAIN);
        }
        length += label.len() + usize::from(!last);
    }
    Ok(())
}

/// `idn2_register_u8`: the A-label to register for a U-label, an A-label,
/// or both (which must match), by IDNA2008's registration rules (RFC 5891
/// section 4). `None` when neither is given.
pub fn register(
    ulabel: Option<&[u8]>,
    alabel: Option<&[u8]>,
    flags: i32,
) -> Result<Option<String>, Rc> {
    // The flags before the text, as the order of the codes has been.
    Mode::of(flags)?;
    let ulabel = ulabel
        .map(|u| utf8::to_str(u).ok_or(rc::ENCODING_ERROR))
        .transpose()?;
    register_text(ulabel, alabel, flags)
}

/// [`register`] of a U-label already checked as UTF-8 (from the locale's
/// character set).
pub(crate) fn register_text(
    ulabel: Option<&str>,
    alabel: Option<&[u8]>,
    flags: i32,
) -> Result<Option<String>, Rc> {
    Mode::of(flags)?;
    let options = Options::registration().verify_dns_length(false);
    if let Some(alabel) = alabel {
        if alabel.len() > LABEL_MAX {
            return Err(rc::TOO_BIG_LABEL);
        }
        if alabel.len() <= 4 || !alabel.starts_with(b"xn--") || !alabel.is_ascii() {
            return Err(rc::INVALID_ALABEL);
        }
        let alabel = utf8::to_str(alabel).ok_or(rc::INVALID_ALABEL)?;
        let decoded = hostname::to_unicode(alabel, options).map_err(|e| rc::of(&e))?;
        if ulabel.is_some_and(|u| u != decoded) {
            return Err(rc::UALABEL_MISMATCH);
        }
        if hostname::to_ascii(&decoded, options).map_err(|e| rc::of(&e))? != alabel {
            return Err(rc::UALABEL_MISMATCH);
        }
        return Ok(Some(String::from(alabel)));
    }
    let Some(ulabel) = ulabel else {
        return Ok(None);
    };
    if ulabel.is_ascii() {
        if ulabel.len() > LABEL_MAX {
            return Err(rc::TOO_BIG_LABEL);
        }
        return Ok(Some(String::from(ulabel)));
    }
    let alabel = hostname::to_ascii(ulabel, options).map_err(|e| rc::of(&e))?;
    if alabel.len() > LABEL_MAX {
        return Err(rc::PUNYCODE_BIG_OUTPUT);
    }
    Ok(Some(alabel))
}

/// `idn2_to_unicode_8z8z` and the others: the Unicode form of `input`
/// (UTF-8), UTS #46 `ToUnicode` (nontransitional, `CheckHyphens`,
/// `CheckBidi`, `CheckJoiners`), within libidn2's limits (a label of at
/// most 63 code points, a name of at most 255). libidn2 decodes each
/// A-label without checking what it decodes to; here a name that does not
/// convert is refused, with the rule's code.
pub fn to_unicode(input: &[u8], flags: i32) -> Result<String, Rc> {
    to_unicode_str(utf8::to_str(input).ok_or(rc::ENCODING_ERROR)?, flags)
}

/// [`to_unicode`] of text already checked as UTF-8 (from the locale's
/// character set, or from UCS-4).
pub(crate) fn to_unicode_str(text: &str, flags: i32) -> Result<String, Rc> {
    // libidn2 reads no flag here; the same flags are accepted.
    let _ = flags;
    if text.is_empty() {
        return Ok(String::new());
    }
    let options = Options::lookup()
        .ascii_deny_list(ascii_deny_list(false))
        .verify_dns_length(false);
    let unicode = hostname::to_unicode(text, options).map_err(|e| rc::of(&e))?;
    let mut length = 0;
    let mut labels = unicode.split('.').peekable();
    while let Some(label) = labels.next() {
        let count = label.chars().count();
        if count > LABEL_MAX {
            return Err(rc::TOO_BIG_LABEL);
        }
        length += count + usize::from(labels.peek().is_some());
        if length > DOMAIN_MAX {
            return Err(rc::TOO_BIG_DOMAIN);
        }
    }
    Ok(unicode)
}

/// `idn2_punycode_encode`: the Punycode of `input` (code points), RFC
/// 3492, into at most `room` bytes.
pub fn punycode_encode(input: &[u32], room: usize) -> Result<Vec<u8>, Rc> {
    let text: String = input
        .iter()
        .map(|&cp| char::from_u32(cp).ok_or(rc::PUNYCODE_BAD_INPUT))
        .collect::<Result<_, _>>()?;
    let encoded = punycode_core::encode(&text).map_err(|e| match e.kind() {
        punycode_core::ErrorKind::Overflow => rc::PUNYCODE_OVERFLOW,
        _ => rc::PUNYCODE_BAD_INPUT,
    })?;
    if encoded.len() > room {
        return Err(rc::PUNYCODE_BIG_OUTPUT);
    }
    Ok(encoded.into_bytes())
}

/// `idn2_punycode_decode`: the code points of `input` (Punycode, RFC
/// 3492), at most `room` of them.
pub fn punycode_decode(input: &[u8], room: usize) -> Result<Vec<u32>, Rc> {
    let text = utf8::to_str(input).ok_or(rc::PUNYCODE_BAD_INPUT)?;
    if !text.is_ascii() {
        return Err(rc::PUNYCODE_BAD_INPUT);
    }
    let decoded = punycode_core::decode(text).map_err(|e| match e.kind() {
        punycode_core::ErrorKind::Overflow => rc::PUNYCODE_OVERFLOW,
        _ => rc::PUNYCODE_BAD_INPUT,
    })?;
    let out: Vec<u32> = decoded.chars().map(u32::from).collect();
    if out.len() > room {
        return Err(rc::PUNYCODE_BIG_OUTPUT);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags;

    #[test]
    fn lookup_is_uts46_nontransitional_by_default() {
        assert_eq!(
            lookup("Bücher.example".as_bytes(), 0).as_deref(),
            Ok("xn--bcher-kva.example")
        );
        assert_eq!(
            lookup("faß.de".as_bytes(), 0).as_deref(),
            Ok("xn--fa-hia.de")
        );
        assert_eq!(
            lookup("faß.de".as_bytes(), flags::TRANSITIONAL),
            Err(rc::INVALID_TRANSITIONAL)
        );
        assert_eq!(
            lookup("Bücher.example".as_bytes(), flags::TRANSITIONAL).as_deref(),
            Ok("xn--bcher-kva.example")
        );
        assert_eq!(
            lookup("ＭÜＮＣＨＥＮ。de".as_bytes(), 0).as_deref(),
            Ok("xn--mnchen-3ya.de")
        );
        assert_eq!(lookup(b"a_b.example", 0).as_deref(), Ok("a_b.example"));
        assert_eq!(
            lookup(b"a_b.example", flags::USE_STD3_ASCII_RULES),
            Err(rc::DISALLOWED)
        );
        assert_eq!(lookup(b"\xff", 0), Err(rc::ENCODING_ERROR));
        assert_eq!(lookup(b"", 0).as_deref(), Ok(""));
        assert_eq!(
            lookup(b"_443._TCP.example", flags::NO_TR46).as_deref(),
            Ok("_443._TCP.example")
        );
        assert_eq!(lookup(b"a b.example", flags::NO_TR46), Err(rc::DISALLOWED));
        assert_eq!(
            lookup(b"x", flags::TRANSITIONAL | flags::NONTRANSITIONAL),
            Err(rc::INVALID_FLAGS)
        );
    }

    #[test]
    fn libidn2s_limits() {
        let label = "a".repeat(63);
        assert!(lookup(label.as_bytes(), 0).is_ok());
        assert_eq!(lookup("a".repeat(64).as_bytes(), 0), Err(rc::TOO_BIG_LABEL));
        // 253 bytes, and 254 with a root dot.
        let name = [label.as_str(); 4].join(".");
        let name = &name[..253];
        assert!(lookup(name.as_bytes(), 0).is_ok());
        assert!(lookup(format!("{name}.").as_bytes(), 0).is_ok());
        assert_eq!(
            lookup(format!("{name}a").as_bytes(), 0),
            Err(rc::TOO_BIG_DOMAIN)
        );
        assert_eq!(
            lookup("ü".repeat(60).as_bytes(), 0),
            Err(rc::PUNYCODE_BIG_OUTPUT)
        );
    }

    #[test]
    fn surely_too_big_names_are_too_big() {
        // Names with 255 counted ASCII characters: refused before the
        // conversion, and refused by it too (whichever code it gives).
        let label = "a".repeat(60);
        let long = [label.as_str(); 5].join(".");
        let names = [
            long[..255].to_owned(),
            format!("{}!x", &long[..254]),
            format!("ü.{}", &long[..255]),
            format!("{}.Bücher", &long[..255]),
            format!("xn--bcher-kva.{}", &long[..250]),
            format!("{}.", &long[..254]),
            "a.".repeat(128),
        ];
        for name in &names {
            for std3 in [false, true] {
                assert!(surely_too_big(name, std3), "{name}");
                let flags = if std3 { flags::USE_STD3_ASCII_RULES } else { 0 };
                assert_eq!(lookup(name.as_bytes(), flags), Err(rc::TOO_BIG_DOMAIN));
                let options = Options::lookup()
                    .ascii_deny_list(ascii_deny_list(std3))
                    .verify_dns_length(false);
                let mut out = [0u8; LOOKUP_ROOM];
                if let Ok(n) = hostname::to_ascii_to_slice(name, options, &mut out) {
                    assert!(within_limits(&out[..n]).is_err(), "{name}");
                }
            }
        }
        // Fewer than 255: left to the conversion. With UseSTD3ASCIIRules,
        // other ASCII does not count, as libidn2 counts it.
        assert!(!surely_too_big(&long[..254], false));
        assert!(!surely_too_big(&"ü".repeat(200), false));
        let spaced = format!("{} !", &long[..253]);
        assert!(surely_too_big(&spaced, false));
        assert!(!surely_too_big(&spaced, true));
    }

    #[test]
    fn short_names_are_within_limits() {
        // `within_limits`'s fast path against the general one, on every
        // length it takes and labels of every length up to it (with and
        // without a root dot, and empty labels).
        for len in 0..=LABEL_MAX {
            for label in 0..=len {
                let name: Vec<u8> = (0..len)
                    .map(|i| {
                        if (i + 1) % (label + 1) == 0 {
                            b'.'
                        } else {
                            b'a'
                        }
                    })
                    .collect();
                assert_eq!(within_limits_by_label(&name), Ok(()), "{name:?}");
                assert_eq!(within_limits(&name), Ok(()), "{name:?}");
            }
        }
        // Past the fast path, the general one decides.
        assert_eq!(within_limits(&[b'a'; 64]), Err(rc::TOO_BIG_LABEL));
    }

    #[test]
    fn every_code_point_that_maps_to_a_deviation_is_one() {
        // `has_deviation` finds every code point that UTS #46 maps to a
        // text with a deviation character (else transitional processing
        // would take it as nontransitional processing does).
        let deviations = ['\u{DF}', '\u{3C2}', '\u{200C}', '\u{200D}'];
        let options = Options::lookup()
            .ascii_deny_list(AsciiDenyList::EMPTY)
            .verify_dns_length(false)
            .check_joiners(false)
            .check_bidi(false)
            .check_hyphens(false);
        let mut reached = 0;
        for c in (0..=0x10_FFFFu32).filter_map(char::from_u32) {
            let text = alloc::format!("a{c}");
            let Ok(mapped) = hostname::to_unicode(&text, options) else {
                continue;
            };
            if mapped.contains(deviations) {
                reached += 1;
                assert!(has_deviation(&text), "U+{:04X}", u32::from(c));
            }
        }
        // The four, and capital sharp s.
        assert_eq!(reached, 5);
    }

    #[test]
    fn register_gives_the_a_label() {
        assert_eq!(
            register(Some("bücher".as_bytes()), None, 0),
            Ok(Some("xn--bcher-kva".into()))
        );
        assert_eq!(
            register(None, Some(b"xn--bcher-kva"), 0),
            Ok(Some("xn--bcher-kva".into()))
        );
        assert_eq!(
            register(Some("bucher".as_bytes()), Some(b"xn--bcher-kva"), 0),
            Err(rc::UALABEL_MISMATCH)
        );
        assert_eq!(register(None, Some(b"xn--"), 0), Err(rc::INVALID_ALABEL));
        assert_eq!(register(None, None, 0), Ok(None));
        assert_eq!(
            register(Some("Bücher".as_bytes()), None, 0),
            Err(rc::DISALLOWED)
        );
    }

    #[test]
    fn to_unicode_decodes_and_checks() {
        assert_eq!(
            to_unicode(b"xn--bcher-kva.example", 0).as_deref(),
            Ok("bücher.example")
        );
        assert_eq!(to_unicode(b"example.com", 0).as_deref(), Ok("example.com"));
        assert_eq!(to_unicode(b"xn--abc-", 0), Err(rc::INVALID_ALABEL));
    }

    #[test]
    fn punycode_both_ways() {
        let u: Vec<u32> = "bücher".chars().map(u32::from).collect();
        assert_eq!(punycode_encode(&u, 63), Ok(b"bcher-kva".to_vec()));
        assert_eq!(punycode_encode(&u, 5), Err(rc::PUNYCODE_BIG_OUTPUT));
        assert_eq!(punycode_encode(&[0xD800], 63), Err(rc::PUNYCODE_BAD_INPUT));
        assert_eq!(punycode_decode(b"bcher-kva", 63), Ok(u.clone()));
        assert_eq!(
            punycode_decode(b"bcher-kva", 3),
            Err(rc::PUNYCODE_BIG_OUTPUT)
        );
        assert_eq!(punycode_decode(b"b\xffa", 63), Err(rc::PUNYCODE_BAD_INPUT));
    }
}
