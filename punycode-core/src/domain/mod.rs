//! Hostnames without Unicode data: A-labels (`xn--` + Punycode) and
//! U-labels (RFC 5890), for builds without the `uts46` feature and for
//! `const` (`to_ascii_const!`, `to_unicode_const!`).
//!
//! **This layer never returns a name that UTS #46 would not give.** Full
//! UTS #46 maps and checks names with Unicode data (`punycode_core::uts46`, feature
//! `uts46`, or `punycode_macros::idna!` at compile time); this layer has no
//! such data, so where it cannot be sure that a label is already in UTS #46
//! form it refuses it ([`DomainErrorKind::NeedsUts46`]) rather than
//! encoding a different name. Whatever it accepts, `uts46::to_ascii` and
//! `uts46::to_unicode` with `Options::dns()` accept with the same result
//! (tested on Unicode's conformance file, a hostname corpus and random
//! mixes).
//!
//! - Labels are separated by `.` and, on input, also by U+3002, U+FF0E and
//!   U+FF61; output uses `.`. A trailing root dot is kept.
//! - ASCII letters are lowercased. Other ASCII than letters, digits and `-`
//!   is refused (STD3 rules, [`DomainErrorKind::Std3Ascii`]).
//! - Refused as needing UTS #46: every non-ASCII character that UTS #46
//!   maps, ignores or disallows (uppercase letters such as `Ü`, `İ`, `Ж`;
//!   fullwidth and halfwidth forms; compatibility characters such as `Ⅸ`
//!   or `ﬁ`; soft hyphens, variation selectors, zero-width spaces), every
//!   character that NFC could combine or reorder (combining marks of
//!   nonzero combining class, such as U+0308 or a virama, and conjoining
//!   jamo vowels and finals), right-to-left characters (their bidi rules
//!   need data), and the joiners U+200C and U+200D. The table of what
//!   passes is generated from ICU4X's data and tested against it.
//! - A label must not start with a combining mark (UTS #46 criterion 6).
//! - Checked: empty labels (except the root); labels longer than 63 bytes
//!   and names longer than 253 bytes in ASCII form (`VerifyDnsLength`, on
//!   by default, see [`Options`]); a leading or trailing hyphen, and `--`
//!   in positions 3 and 4 (`CheckHyphens`), on the Unicode form of each
//!   label; and for each A-label: that it has Punycode after `xn--`, that
//!   the Punycode decodes, that it does not decode to plain ASCII
//!   (RUSTSEC-2024-0421) or to a label separator, that its Unicode form
//!   passes the checks above (so `xn--bcher-2pa`, "bÜcher", is refused),
//!   and that it encodes back to exactly the same label (CVE-2019-12290).
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use punycode_core::domain::{to_ascii, to_unicode, DomainErrorKind};
//!
//! assert_eq!(to_ascii("bücher.Example")?, "xn--bcher-kva.example");
//! assert_eq!(to_ascii("BÜCHER.example").unwrap_err().kind(), DomainErrorKind::NeedsUts46);
//! assert_eq!(to_unicode("xn--bcher-2pa").unwrap_err().kind(), DomainErrorKind::NeedsUts46);
//! # }
//! # Ok::<(), punycode_core::domain::DomainError>(())
//! ```

pub(crate) mod table;

use core::fmt;

use self::table::Class;

use crate::decode::{CodePoints, decode_short};
use crate::encode::{Flags, Out, SHORT, SHORT_OUTPUT_MAX, encode_short};
use crate::error::{Error, Message};
use crate::{PUNYCODE, utf8};

/// Which checks the hostname functions apply.
///
/// Labels of more than 64 code points are rejected whatever the options: no
/// hostname has them, and the limit keeps every check allocation-free and
/// linear in the label.
///
/// ```
/// use punycode_core::domain::{to_ascii_to_slice, Options};
///
/// let long = "a".repeat(70);
/// let mut buf = [0u8; 128];
/// assert!(to_ascii_to_slice(&long, &mut buf, Options::new()).is_err());
/// let lenient = Options::new().verify_dns_length(false);
/// assert_eq!(to_ascii_to_slice(&long, &mut buf, lenient), Ok(70));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    verify_dns_length: bool,
}

impl Options {
    /// The defaults: DNS lengths are checked.
    ///
    /// ```
    /// assert_eq!(punycode_core::domain::Options::new(), Default::default());
    /// ```
    pub const fn new() -> Options {
        Options {
            verify_dns_length: true,
        }
    }

    /// Whether to check DNS lengths (UTS #46 `VerifyDnsLength`): labels of at
    /// most 63 bytes and names of at most 253 bytes in ASCII form, not
    /// counting a trailing root dot. On by default; turn it off for hosts
    /// that are not DNS names (as URL parsers do).
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::domain::{to_ascii_with, Options};
    ///
    /// let host = format!("{}.example", "x".repeat(64));
    /// assert!(to_ascii_with(&host, Options::new()).is_err());
    /// assert!(to_ascii_with(&host, Options::new().verify_dns_length(false)).is_ok());
    /// # }
    /// ```
    #[must_use]
    pub const fn verify_dns_length(self, on: bool) -> Options {
        Options {
            verify_dns_length: on,
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::new()
    }
}

/// What is wrong with a hostname.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DomainErrorKind {
    /// A label is empty (`a..b`, `.a`, or an empty name). A single trailing
    /// dot, the root, is allowed.
    EmptyLabel,
    /// A label is longer than 63 bytes in ASCII form.
    LabelTooLong,
    /// The name is longer than 253 bytes in ASCII form, not counting a
    /// trailing root dot.
    NameTooLong,
    /// A label starts with `-`.
    LeadingHyphen,
    /// A label ends with `-`.
    TrailingHyphen,
    /// A label that is not an A-label has `--` in positions 3 and 4
    /// (reserved for prefixes like `xn--`).
    HyphensAt3And4,
    /// An A-label has nothing after `xn--`.
    EmptyPunycode,
    /// An A-label's Punycode does not decode; the inner error's position is
    /// relative to the start of the Punycode (after `xn--`).
    Punycode(Error),
    /// An A-label decodes to plain ASCII, which must never be written as an
    /// A-label (RUSTSEC-2024-0421).
    DecodesToAscii,
    /// An A-label does not encode back to itself (CVE-2019-12290). Kept as
    /// a guard, but not seen in practice: this crate's decoding is
    /// one-to-one (whatever decodes re-encodes to its input, digits in
    /// lowercase; a property test and a fuzz target hold it to that), so no
    /// input is known to produce it.
    NotRoundTrip,
    /// An A-label decodes to a label separator (U+3002, U+FF0E or U+FF61),
    /// so that its Unicode form would read as two labels.
    SeparatorInLabel,
    /// A character that UTS #46 might map, normalize or reject: telling
    /// which takes Unicode data, so this layer refuses it rather than
    /// return a name that UTS #46 would not give (see the [module
    /// documentation](self) for the list). For an A-label, the position is
    /// the label's start.
    NeedsUts46,
    /// An ASCII character other than letters, digits and `-` (STD3 rules).
    Std3Ascii,
    /// A label starts with a combining mark.
    LeadingCombiningMark,
    /// The caller's output buffer is too short.
    BufferTooSmall {
        /// How many bytes the whole output takes.
        needed: usize,
    },
}

/// A hostname error: what is wrong, in which label (counting from 0), and
/// at which byte offset of the input.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::domain::{to_ascii, DomainErrorKind};
///
/// let err = to_ascii("example.-bad.com").unwrap_err();
/// assert_eq!(err.kind(), DomainErrorKind::LeadingHyphen);
/// assert_eq!((err.label(), err.position()), (1, 8));
/// assert_eq!(err.to_string(), "label 1 at byte 8: label starts with '-'");
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DomainError {
    kind: DomainErrorKind,
    label: usize,
    position: usize,
}

impl DomainError {
    const fn new(kind: DomainErrorKind, label: usize, position: usize) -> DomainError {
        DomainError {
            kind,
            label,
            position,
        }
    }

    /// What is wrong.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use punycode_core::domain::{to_unicode, DomainErrorKind};
    ///
    /// let err = to_unicode("xn--abc-.example").unwrap_err();
    /// assert_eq!(err.kind(), DomainErrorKind::DecodesToAscii);
    /// # }
    /// ```
    pub const fn kind(&self) -> DomainErrorKind {
        self.kind
    }

    /// The index of the label, counting from 0.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// let err = punycode_core::domain::to_ascii("a..b").unwrap_err();
    /// assert_eq!(err.label(), 1);
    /// # }
    /// ```
    pub const fn label(&self) -> usize {
        self.label
    }

    /// The byte offset in the input: the start of the label, or for a
    /// hyphen or a Punycode error, the offending byte.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// let err = punycode_core::domain::to_unicode("ok.xn--bcher-k!a").unwrap_err();
    /// assert_eq!(err.position(), 14);
    /// # }
    /// ```
    pub const fn position(&self) -> usize {
        self.position
    }

    /// Panics with this error's kind; for the const macros, where it becomes
    /// a compile error.
    #[doc(hidden)]
    #[track_caller]
    pub const fn __const_panic(self) -> ! {
        let mut msg = Message::new();
        msg.push_str("punycode: ");
        self.push_message(&mut msg);
        panic!("{}", msg.as_str())
    }

    /// The message, for both `Display` and the const panic, so that they
    /// say the same. Every offset in it is into the input: a Punycode
    /// error is told without its own offset (which counts from after
    /// `xn--`).
    const fn push_message(&self, msg: &mut Message) {
        msg.push_str("label ");
        msg.push_num(self.label as u64, 10, 1);
        msg.push_str(" at byte ");
        msg.push_num(self.position as u64, 10, 1);
        msg.push_str(": ");
        match self.kind {
            DomainErrorKind::Punycode(e) => {
                msg.push_str("invalid punycode: ");
                msg.push_error_at(&e, false);
            }
            DomainErrorKind::BufferTooSmall { needed } => {
                msg.push_str("output buffer too small: ");
                msg.push_num(needed as u64, 10, 1);
                msg.push_str(" bytes needed");
            }
            kind => msg.push_str(kind_description(kind)),
        }
    }
}

impl DomainErrorKind {
    /// A stable `snake_case` name for the kind, for logs and JSON.
    ///
    /// ```
    /// use punycode_core::domain::DomainErrorKind;
    ///
    /// assert_eq!(DomainErrorKind::NeedsUts46.name(), "needs_uts46");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            DomainErrorKind::EmptyLabel => "empty_label",
            DomainErrorKind::LabelTooLong => "label_too_long",
            DomainErrorKind::NameTooLong => "name_too_long",
            DomainErrorKind::LeadingHyphen => "leading_hyphen",
            DomainErrorKind::TrailingHyphen => "trailing_hyphen",
            DomainErrorKind::HyphensAt3And4 => "hyphens_at_3_and_4",
            DomainErrorKind::EmptyPunycode => "empty_punycode",
            DomainErrorKind::Punycode(_) => "invalid_punycode",
            DomainErrorKind::DecodesToAscii => "decodes_to_ascii",
            DomainErrorKind::NotRoundTrip => "not_round_trip",
            DomainErrorKind::SeparatorInLabel => "separator_in_label",
            DomainErrorKind::NeedsUts46 => "needs_uts46",
            DomainErrorKind::Std3Ascii => "std3_ascii",
            DomainErrorKind::LeadingCombiningMark => "leading_combining_mark",
            DomainErrorKind::BufferTooSmall { .. } => "buffer_too_small",
        }
    }
}

const fn kind_description(kind: DomainErrorKind) -> &'static str {
    match kind {
        DomainErrorKind::EmptyLabel => "empty label",
        DomainErrorKind::LabelTooLong => "label longer than 63 bytes in ASCII form",
        DomainErrorKind::NameTooLong => "name longer than 253 bytes in ASCII form",
        DomainErrorKind::LeadingHyphen => "label starts with '-'",
        DomainErrorKind::TrailingHyphen => "label ends with '-'",
        DomainErrorKind::HyphensAt3And4 => {
            "'--' in positions 3 and 4 of a label that is not an A-label"
        }
        DomainErrorKind::EmptyPunycode => "nothing after 'xn--'",
        DomainErrorKind::Punycode(_) => "invalid punycode",
        DomainErrorKind::DecodesToAscii => "A-label decodes to plain ASCII",
        DomainErrorKind::NotRoundTrip => "A-label does not encode back to itself",
        DomainErrorKind::SeparatorInLabel => "A-label decodes to a label separator",
        DomainErrorKind::NeedsUts46 => {
            "UTS #46 may map or reject this character, which takes Unicode data: use \
             punycode_core::uts46 (feature `uts46`) or idna!"
        }
        DomainErrorKind::Std3Ascii => "hostnames have only letters, digits and '-' in ASCII",
        DomainErrorKind::LeadingCombiningMark => "label starts with a combining mark",
        DomainErrorKind::BufferTooSmall { .. } => "output buffer too small",
    }
}

impl fmt::Display for DomainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut msg = Message::new();
        self.push_message(&mut msg);
        f.write_str(msg.as_str())
    }
}

impl core::error::Error for DomainError {}

/// The end of the label starting at `from`, and the length of the separator
/// after it (0 at the end of the input).
pub(crate) const fn next_separator(bytes: &[u8], from: usize) -> (usize, usize) {
    let mut at = from;
    while at < bytes.len() {
        let b = bytes[at];
        if b == b'.' {
            return (at, 1);
        }
        // U+3002 (E3 80 82), U+FF0E (EF BC 8E), U+FF61 (EF BD A1).
        if (b == 0xE3 || b == 0xEF) && at + 2 < bytes.len() {
            let (b1, b2) = (bytes[at + 1], bytes[at + 2]);
            if (b == 0xE3 && b1 == 0x80 && b2 == 0x82)
                || (b == 0xEF && b1 == 0xBC && b2 == 0x8E)
                || (b == 0xEF && b1 == 0xBD && b2 == 0xA1)
            {
                return (at, 3);
            }
        }
        at += 1;
    }
    (at, 0)
}

/// `bytes[start..end]`.
const fn sub(bytes: &[u8], start: usize, end: usize) -> &[u8] {
    bytes.split_at(end).0.split_at(start).1
}

/// Whether the label starts with `xn--` in any case.
const fn has_ace_prefix(label: &[u8]) -> bool {
    label.len() >= 4
        && label[0].eq_ignore_ascii_case(&b'x')
        && label[1].eq_ignore_ascii_case(&b'n')
        && label[2] == b'-'
        && label[3] == b'-'
}

/// The hyphen rules of UTS #46 (`CheckHyphens`) on a label's code points:
/// `first`, `last`, and the third and fourth.
const fn check_hyphens(cp3: u32, cp4: u32, first: u32, last: u32) -> Option<DomainErrorKind> {
    if cp3 == b'-' as u32 && cp4 == b'-' as u32 {
        Some(DomainErrorKind::HyphensAt3And4)
    } else if first == b'-' as u32 {
        Some(DomainErrorKind::LeadingHyphen)
    } else if last == b'-' as u32 {
        Some(DomainErrorKind::TrailingHyphen)
    } else {
        None
    }
}

/// The hyphen rules on a label given as UTF-8; the position of the error is
/// the offending hyphen's offset within the label.
const fn check_label_hyphens(label: &[u8]) -> Option<(DomainErrorKind, usize)> {
    let mut cps = [0u32; 4];
    let mut at = 0;
    let mut k = 0;
    while at < label.len() && k < 4 {
        let (cp, l) = utf8::decode(label, at);
        cps[k] = cp;
        k += 1;
        at += l;
    }
    let last = if label.is_empty() {
        0
    } else {
        label[label.len() - 1] as u32
    };
    match check_hyphens(cps[2], cps[3], cps[0], last) {
        Some(DomainErrorKind::HyphensAt3And4) => Some((
            DomainErrorKind::HyphensAt3And4,
            utf8::offset_of(label, 0, 0, 2),
        )),
        Some(DomainErrorKind::TrailingHyphen) => {
            Some((DomainErrorKind::TrailingHyphen, label.len() - 1))
        }
        Some(kind) => Some((kind, 0)),
        None => None,
    }
}

/// Checks an A-label (`xn--` in any case, then ASCII) and writes its
/// Unicode form with ASCII letters lowercased to `cps`, returning the number
/// of code points; errors carry the offset within the label.
const fn check_a_label(
    label: &[u8],
    cps: &mut CodePoints,
) -> Result<usize, (DomainErrorKind, usize)> {
    let punycode = sub(label, 4, label.len());
    if punycode.is_empty() {
        return Err((DomainErrorKind::EmptyPunycode, 0));
    }
    let Ok(punycode_str) = core::str::from_utf8(punycode) else {
        // Unreachable: the caller passes ASCII labels only.
        return Err((DomainErrorKind::NotRoundTrip, 0));
    };
    let count = match decode_short(&PUNYCODE, punycode_str, false, cps) {
        Ok(Some(short)) => short.len,
        // More than 64 code points: no DNS label is that long.
        Ok(None) => return Err((DomainErrorKind::LabelTooLong, 0)),
        Err(e) => {
            let position = 4 + e.position();
            return Err((DomainErrorKind::Punycode(e), position));
        }
    };
    // Lowercase, and note whether anything is not ASCII. A separator would
    // make the Unicode form read as two labels (found by fuzzing).
    let mut non_ascii = false;
    let mut k = 0;
    while k < count {
        let cp = cps[k];
        if matches!(cp, 0x3002 | 0xFF0E | 0xFF61) {
            return Err((DomainErrorKind::SeparatorInLabel, 0));
        }
        if cp < 0x80 {
            cps[k] = (cp as u8).to_ascii_lowercase() as u32;
            if !is_std3(cps[k] as u8) {
                return Err((DomainErrorKind::Std3Ascii, 0));
            }
        } else {
            non_ascii = true;
            // What UTS #46 would change or reject makes this no U-label.
            if let Some(kind) = refused(cp, k == 0) {
                return Err((kind, 0));
            }
        }
        k += 1;
    }
    if !non_ascii {
        return Err((DomainErrorKind::DecodesToAscii, 0));
    }
    // Re-encode the Unicode form and compare with the label, ignoring ASCII
    // case.
    let mut unicode = [0u8; 4 * crate::encode::SHORT];
    // Four bytes a code point always fit.
    let Ok(len) = utf8::encode_all(cps.split_at(count).0, &mut unicode) else {
        return Err((DomainErrorKind::NotRoundTrip, 0));
    };
    let Ok(unicode_str) = core::str::from_utf8(unicode.split_at(len).0) else {
        return Err((DomainErrorKind::NotRoundTrip, 0));
    };
    let mut encoded = [0u8; SHORT_OUTPUT_MAX];
    let mut out = Out::new(&mut encoded);
    let same = match encode_short(&PUNYCODE, unicode_str, Flags::None, &mut out) {
        Ok(true) => out.len == punycode.len() && eq_ignore_ascii_case(&encoded, punycode),
        _ => false,
    };
    if !same {
        return Err((DomainErrorKind::NotRoundTrip, 0));
    }
    let first = cps[0];
    let last = cps[count - 1];
    let (cp3, cp4) = if count >= 4 { (cps[2], cps[3]) } else { (0, 0) };
    match check_hyphens(cp3, cp4, first, last) {
        Some(kind) => Err((kind, 0)),
        None => Ok(count),
    }
}

/// Whether `a` starts with `b`'s bytes, ignoring ASCII case.
const fn eq_ignore_ascii_case(a: &[u8], b: &[u8]) -> bool {
    if a.len() < b.len() {
        return false;
    }
    let mut k = 0;
    while k < b.len() {
        if !a[k].eq_ignore_ascii_case(&b[k]) {
            return false;
        }
        k += 1;
    }
    true
}

/// Which way [`convert`] goes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    ToAscii,
    ToUnicode,
}

/// Both directions: split into labels, check and convert each.
const fn convert(
    input: &str,
    out: &mut [u8],
    options: Options,
    direction: Direction,
) -> Result<usize, DomainError> {
    let bytes = input.as_bytes();
    let mut out = Out::new(out);
    let mut start = 0;
    let mut index = 0;
    loop {
        let (end, sep_len) = next_separator(bytes, start);
        let label = sub(bytes, start, end);
        if label.is_empty() {
            // The root: one trailing separator after at least one label.
            if sep_len == 0 && index > 0 {
                break;
            }
            return Err(DomainError::new(DomainErrorKind::EmptyLabel, index, start));
        }
        let label_start = out.len;
        if let Err((kind, offset)) = convert_label(label, &mut out, direction) {
            return Err(DomainError::new(kind, index, start + offset));
        }
        let verify = options.verify_dns_length && matches!(direction, Direction::ToAscii);
        if verify && out.len - label_start > 63 {
            return Err(DomainError::new(
                DomainErrorKind::LabelTooLong,
                index,
                start,
            ));
        }
        if verify && out.len > 253 {
            return Err(DomainError::new(DomainErrorKind::NameTooLong, index, start));
        }
        if sep_len == 0 {
            break;
        }
        out.push(b'.');
        start = end + sep_len;
        index += 1;
    }
    match out.finish() {
        Ok(len) => Ok(len),
        Err(_) => Err(DomainError::new(
            DomainErrorKind::BufferTooSmall { needed: out.len },
            0,
            0,
        )),
    }
}

/// Why this layer refuses the non-ASCII code point `cp` (`first` in its
/// label), if it does: UTS #46 might change or reject it, or it is a mark
/// at the start of a label.
const fn refused(cp: u32, first: bool) -> Option<DomainErrorKind> {
    match table::class(cp) {
        Class::Mark if first => Some(DomainErrorKind::LeadingCombiningMark),
        Class::Pass | Class::Mark => None,
        Class::Refuse | Class::Rtl | Class::NonStarter => Some(DomainErrorKind::NeedsUts46),
    }
}

/// STD3 rules, after lowercasing: letters, digits and `-`.
const fn is_std3(b: u8) -> bool {
    matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'-')
}

/// The first character of a label (not an A-label) that this layer cannot
/// pass through unchanged, with its offset: ASCII outside STD3 rules, a
/// character that UTS #46 might change or reject, or a leading mark.
const fn check_characters(label: &[u8]) -> Option<(DomainErrorKind, usize)> {
    let mut at = 0;
    while at < label.len() {
        let b = label[at];
        if b < 0x80 {
            if !is_std3(b.to_ascii_lowercase()) {
                return Some((DomainErrorKind::Std3Ascii, at));
            }
            at += 1;
            continue;
        }
        let (cp, len) = utf8::decode(label, at);
        if let Some(kind) = refused(cp, at == 0) {
            return Some((kind, at));
        }
        at += len;
    }
    None
}

/// Converts one non-empty label, writing it to `out`.
const fn convert_label(
    label: &[u8],
    out: &mut Out<'_>,
    direction: Direction,
) -> Result<(), (DomainErrorKind, usize)> {
    let mut ascii = true;
    let mut k = 0;
    while k < label.len() {
        ascii &= label[k] < 0x80;
        k += 1;
    }
    if ascii && has_ace_prefix(label) {
        let mut cps: CodePoints = [0; SHORT];
        let count = match check_a_label(label, &mut cps) {
            Ok(count) => count,
            Err(e) => return Err(e),
        };
        match direction {
            Direction::ToAscii => push_lowercase(label, out),
            Direction::ToUnicode => {
                let mut k = 0;
                while k < count {
                    let mut utf8 = [0u8; 4];
                    let l = utf8::encode(cps[k], &mut utf8, 0);
                    let mut j = 0;
                    while j < l {
                        out.push(utf8[j]);
                        j += 1;
                    }
                    k += 1;
                }
            }
        }
        return Ok(());
    }
    if let Some(e) = check_label_hyphens(label) {
        return Err(e);
    }
    if let Some(e) = check_characters(label) {
        return Err(e);
    }
    if ascii || matches!(direction, Direction::ToUnicode) {
        push_lowercase(label, out);
        return Ok(());
    }
    // A U-label to encode. The deltas do not depend on the case of the basic
    // code points (they only count as below n), so encode as given and
    // lowercase the output afterwards.
    out.push(b'x');
    out.push(b'n');
    out.push(b'-');
    out.push(b'-');
    let start = out.len;
    let Ok(label) = core::str::from_utf8(label) else {
        // Unreachable: labels are cut from a &str at ASCII or whole
        // separators.
        return Err((DomainErrorKind::NotRoundTrip, 0));
    };
    // Encode into the rest of `out`, or only count when it is too short.
    let (_, rest) = out.buf.split_at_mut(if start < out.buf.len() {
        start
    } else {
        out.buf.len()
    });
    let mut tail = Out::new(rest);
    match encode_short(&PUNYCODE, label, Flags::None, &mut tail) {
        Ok(true) => {}
        // Longer than 64 code points: no DNS label is that long (see
        // `Options`).
        Ok(false) => return Err((DomainErrorKind::LabelTooLong, 0)),
        Err(e) => return Err((DomainErrorKind::Punycode(e), 0)),
    }
    let written = tail.len;
    // The digits are already lowercase, so lowercasing everything written
    // lowercases exactly the basic code points.
    let mut k = 0;
    while k < written && start + k < out.buf.len() {
        out.buf[start + k] = out.buf[start + k].to_ascii_lowercase();
        k += 1;
    }
    out.len = start + written;
    Ok(())
}

const fn push_lowercase(label: &[u8], out: &mut Out<'_>) {
    let mut k = 0;
    while k < label.len() {
        out.push(label[k].to_ascii_lowercase());
        k += 1;
    }
}

/// Converts a hostname to ASCII into `out`, returning the number of bytes
/// written. Allocation-free, and usable in `const`.
///
/// ```
/// use punycode_core::domain::{to_ascii_to_slice, Options};
///
/// let mut buf = [0u8; 253];
/// let len = to_ascii_to_slice("Bücher.example", &mut buf, Options::new())?;
/// assert_eq!(&buf[..len], b"xn--bcher-kva.example");
/// # Ok::<(), punycode_core::domain::DomainError>(())
/// ```
pub const fn to_ascii_to_slice(
    input: &str,
    out: &mut [u8],
    options: Options,
) -> Result<usize, DomainError> {
    convert(input, out, options, Direction::ToAscii)
}

/// Converts a hostname to Unicode into `out`, returning the number of bytes
/// written. Allocation-free, and usable in `const`.
///
/// ```
/// use punycode_core::domain::{to_unicode_to_slice, Options};
///
/// let mut buf = [0u8; 253];
/// let len = to_unicode_to_slice("XN--BCHER-KVA.example", &mut buf, Options::new())?;
/// assert_eq!(&buf[..len], "bücher.example".as_bytes());
/// # Ok::<(), punycode_core::domain::DomainError>(())
/// ```
pub const fn to_unicode_to_slice(
    input: &str,
    out: &mut [u8],
    options: Options,
) -> Result<usize, DomainError> {
    convert(input, out, options, Direction::ToUnicode)
}

/// The length in bytes of [`to_ascii_to_slice`]'s output.
///
/// ```
/// use punycode_core::domain::{to_ascii_len, Options};
///
/// assert_eq!(to_ascii_len("bücher.example", Options::new()), Ok(21));
/// ```
pub const fn to_ascii_len(input: &str, options: Options) -> Result<usize, DomainError> {
    length(convert(input, &mut [], options, Direction::ToAscii))
}

/// The length in bytes of [`to_unicode_to_slice`]'s output.
///
/// ```
/// use punycode_core::domain::{to_unicode_len, Options};
///
/// assert_eq!(to_unicode_len("xn--bcher-kva.example", Options::new()), Ok(15));
/// ```
pub const fn to_unicode_len(input: &str, options: Options) -> Result<usize, DomainError> {
    length(convert(input, &mut [], options, Direction::ToUnicode))
}

const fn length(result: Result<usize, DomainError>) -> Result<usize, DomainError> {
    match result {
        Ok(len) => Ok(len),
        Err(e) => match e.kind {
            DomainErrorKind::BufferTooSmall { needed } => Ok(needed),
            _ => Err(e),
        },
    }
}

#[cfg(feature = "alloc")]
mod string {
    use alloc::string::String;
    use alloc::vec;

    use super::{DomainError, DomainErrorKind, Options};

    fn run(
        input: &str,
        f: impl Fn(&str, &mut [u8]) -> Result<usize, DomainError>,
    ) -> Result<String, DomainError> {
        let mut stack = [0u8; 256];
        match f(input, &mut stack) {
            Ok(len) => Ok(String::from_utf8_lossy(&stack[..len]).into_owned()),
            Err(e) => match e.kind() {
                DomainErrorKind::BufferTooSmall { needed } => {
                    let mut heap = vec![0u8; needed];
                    let len = f(input, &mut heap)?;
                    heap.truncate(len);
                    Ok(String::from_utf8(heap)
                        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
                }
                _ => Err(e),
            },
        }
    }

    /// Converts a hostname to ASCII (A-labels), with the default
    /// [`Options`].
    ///
    /// ```
    /// use punycode_core::domain::to_ascii;
    ///
    /// assert_eq!(to_ascii("Bücher.example")?, "xn--bcher-kva.example");
    /// assert_eq!(to_ascii("bücher。example.")?, "xn--bcher-kva.example.");
    /// assert_eq!(to_ascii("XN--BCHER-KVA.Example")?, "xn--bcher-kva.example");
    /// # Ok::<(), punycode_core::domain::DomainError>(())
    /// ```
    pub fn to_ascii(input: &str) -> Result<String, DomainError> {
        to_ascii_with(input, Options::new())
    }

    /// Converts a hostname to ASCII with the given [`Options`].
    ///
    /// ```
    /// use punycode_core::domain::{to_ascii_with, Options};
    ///
    /// let host = to_ascii_with("münchen.example", Options::new().verify_dns_length(false))?;
    /// assert_eq!(host, "xn--mnchen-3ya.example");
    /// # Ok::<(), punycode_core::domain::DomainError>(())
    /// ```
    pub fn to_ascii_with(input: &str, options: Options) -> Result<String, DomainError> {
        run(input, |input, out| {
            super::to_ascii_to_slice(input, out, options)
        })
    }

    /// Converts a hostname to Unicode (U-labels), with the default
    /// [`Options`].
    ///
    /// ```
    /// use punycode_core::domain::to_unicode;
    ///
    /// assert_eq!(to_unicode("xn--bcher-kva.example")?, "bücher.example");
    /// # Ok::<(), punycode_core::domain::DomainError>(())
    /// ```
    pub fn to_unicode(input: &str) -> Result<String, DomainError> {
        to_unicode_with(input, Options::new())
    }

    /// Converts a hostname to Unicode with the given [`Options`].
    ///
    /// ```
    /// use punycode_core::domain::{to_unicode_with, Options};
    ///
    /// assert_eq!(to_unicode_with("Example.COM", Options::new())?, "example.com");
    /// # Ok::<(), punycode_core::domain::DomainError>(())
    /// ```
    pub fn to_unicode_with(input: &str, options: Options) -> Result<String, DomainError> {
        run(input, |input, out| {
            super::to_unicode_to_slice(input, out, options)
        })
    }
}

#[cfg(feature = "alloc")]
pub use string::{to_ascii, to_ascii_with, to_unicode, to_unicode_with};
