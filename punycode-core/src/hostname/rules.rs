//! Each rule a hostname is held to, as a function of its own (feature
//! `alloc`): for a caller that composes the rules in an order of its own,
//! as Python's `idna` package does (its `check_label` checks NFC, then the
//! hyphens, then a leading mark, then each code point, then the Bidi rule,
//! and reports the first that fails). The conversions (`to_ascii` and the
//! rest) apply the same rules, written once in the modules below; these
//! functions only take a label as text and say what each rule finds.
//!
//! Positions in errors are byte offsets into the text given, as everywhere
//! in this crate; a function that takes a position takes the index of a
//! character (counting characters from 0), as a caller that composes rules
//! holds them.
//!
//! ```
//! use punycode_core::hostname::rules;
//!
//! assert_eq!(rules::is_nfc("bücher"), Ok(true));
//! assert_eq!(rules::is_nfc("bu\u{308}cher"), Ok(false));
//! assert!(rules::hyphen_places("ab--cd").third_and_fourth);
//! assert!(rules::starts_with_mark("\u{301}a"));
//! let err = rules::check_bidi("\u{5D0}a").unwrap_err();
//! assert_eq!((err.code(), err.position()), ("B2", 2));
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::data::{Entry, Mapping, Other};
use super::error::{Error, ErrorKind};
use super::form::{self, has_ace_prefix};
use super::inert::Inert;
use super::mapping::{self, CodePoints, Trouble};
use super::options::AsciiDenyList;
use super::{bidi, joiners, name};

/// The longest label in ASCII form that `VerifyDnsLength` (and RFC 1034
/// section 3.1) allows, in bytes.
pub const MAX_LABEL_LENGTH: usize = name::MAX_LABEL;

/// The longest name in ASCII form that `VerifyDnsLength` (and RFC 1034
/// section 3.1) allows, in bytes, not counting a root dot.
pub const MAX_NAME_LENGTH: usize = name::MAX_NAME;

/// `xn--`, the ACE prefix that an A-label starts with, in any case (RFC
/// 5890 section 2.3.2.5); written in lowercase.
///
/// ```
/// use punycode_core::hostname::rules::ACE_PREFIX;
///
/// let label = format!("{ACE_PREFIX}{}", punycode_core::encode("bücher")?);
/// assert_eq!(label, "xn--bcher-kva");
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub const ACE_PREFIX: &str = form::ACE_PREFIX;

/// The Punycode of an A-label: what follows `xn--` (in any case), the ACE
/// prefix that marks a label as one (RFC 5890 section 2.3.2.5, UTS #46
/// processing step 4); `None` for a label without it. Nothing after the
/// prefix is checked: decode it with [`decode`](crate::decode).
///
/// ```
/// use punycode_core::hostname::rules;
///
/// assert_eq!(rules::a_label_punycode("XN--bcher-kva"), Some("bcher-kva"));
/// assert_eq!(rules::a_label_punycode("xn--"), Some(""));
/// assert_eq!(rules::a_label_punycode("xn-bcher"), None);
/// assert_eq!(rules::a_label_punycode("bücher"), None);
/// ```
pub fn a_label_punycode(label: &str) -> Option<&str> {
    if has_ace_prefix(label.as_bytes()) {
        // (Four ASCII bytes: a character boundary.)
        label.get(4..)
    } else {
        None
    }
}

/// A label's code points, and the byte offset of each in the text.
fn code_points(label: &str) -> (Vec<u32>, Vec<usize>) {
    label.char_indices().map(|(at, c)| (c as u32, at)).unzip()
}

/// The error of `kind` at the `k`th code point of `label`, whose code
/// points and offsets are `cps` and `offsets`.
fn at_index(kind: ErrorKind, cps: &[u32], offsets: &[usize], k: usize) -> Error {
    let position = offsets.get(k).copied().unwrap_or(0);
    Error::new(kind, 0, position).with_character(cps.get(k).copied().and_then(char::from_u32))
}

/// What UTS #46's mapping table (section 5) does with a code point, with
/// processing nontransitional (the deviations are valid).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Kept as it is.
    Valid,
    /// Replaced by one or more other code points ([`map`] gives them).
    Mapped,
    /// Removed.
    Ignored,
    /// Refused.
    Disallowed,
}

/// What UTS #46's mapping table does with `c`.
///
/// ```
/// use punycode_core::hostname::rules::{status, Status};
///
/// assert_eq!(status('a'), Status::Valid);
/// assert_eq!(status('ß'), Status::Valid);
/// assert_eq!(status('A'), Status::Mapped);
/// assert_eq!(status('\u{AD}'), Status::Ignored);
/// assert_eq!(status('\u{FFFD}'), Status::Disallowed);
/// ```
pub fn status(c: char) -> Status {
    let cp = c as u32;
    let entry = Entry::of(cp);
    if entry.is_valid() && cp != super::data::REPLACEMENT {
        return Status::Valid;
    }
    match entry.mapping(cp) {
        Mapping::One(m) if m == super::data::REPLACEMENT => Status::Disallowed,
        Mapping::Pool { start, end } if start == end => Status::Ignored,
        _ => Status::Mapped,
    }
}

/// UTS #46 processing steps 1 and 2 on a whole name: each code point
/// mapped by the table (nontransitional), then Normalization Form C.
/// Separators are mapped (U+3002 to `.`) but labels are not looked at:
/// no validity criterion, A-label or length is checked. Refused: the first
/// disallowed code point, or the first whose mapping holds an ASCII
/// character that `deny` refuses (`UseSTD3ASCIIRules` with
/// [`AsciiDenyList::STD3`]; a character the mapping leaves alone counts
/// too); and a run of more than 128 combining marks. Borrowed when mapping
/// and NFC change nothing.
///
/// ```
/// use punycode_core::hostname::{rules, AsciiDenyList, ErrorKind};
///
/// assert_eq!(rules::map("Bücher。DE", AsciiDenyList::STD3)?, "bücher.de");
/// assert_eq!(rules::map("a_b", AsciiDenyList::EMPTY)?, "a_b");
/// let err = rules::map("a_b", AsciiDenyList::STD3).unwrap_err();
/// assert_eq!((err.kind(), err.position(), err.character()), (ErrorKind::Std3Ascii, 1, Some('_')));
/// # Ok::<(), punycode_core::hostname::Error>(())
/// ```
pub fn map(input: &str, deny: AsciiDenyList) -> Result<Cow<'_, str>, Error> {
    if input.is_ascii() {
        map_ascii(input, deny)
    } else {
        map_general(input, deny)
    }
}

/// [`map`] of ASCII text. Fast path: UTS #46 maps an ASCII character to
/// itself but an uppercase letter to its lowercase (which NFC leaves
/// alone), so that mapping is lowercasing, and the deny list looks at the
/// input; `map_ascii_is_the_general_map` holds it to [`map_general`].
fn map_ascii(input: &str, deny: AsciiDenyList) -> Result<Cow<'_, str>, Error> {
    let bytes = input.as_bytes();
    if deny != AsciiDenyList::EMPTY {
        if let Some(at) = bytes.iter().position(|&b| deny.denies(b as char)) {
            let label = input[..at].matches('.').count();
            return Err(
                Error::new(ErrorKind::Std3Ascii, label, at).with_character(Some(bytes[at] as char))
            );
        }
    }
    if bytes.iter().any(u8::is_ascii_uppercase) {
        Ok(Cow::Owned(input.to_ascii_lowercase()))
    } else {
        Ok(Cow::Borrowed(input))
    }
}

/// [`map`], code point by code point. Fast path: a name whose labels
/// UTS #46 leaves alone (`Inert`: every character valid and its own
/// mapping, in NFC), with only ASCII that mapping keeps and `deny`
/// allows, is its own mapping, with nothing written;
/// `map_general_is_the_mapping` holds it to [`map_each`].
fn map_general(input: &str, deny: AsciiDenyList) -> Result<Cow<'_, str>, Error> {
    let mut state = Inert::new();
    let changed = input.char_indices().find(|&(_, c)| {
        let cp = c as u32;
        if c == '.' {
            state = Inert::new();
            false
        } else if cp < 0x80 {
            state.ascii(cp);
            c.is_ascii_uppercase() || deny.denies(c)
        } else {
            !state.next_entry(cp, Entry::of(cp))
        }
    });
    match changed {
        None => Ok(Cow::Borrowed(input)),
        // (Before it, every character is its own mapping.)
        Some((at, _)) => map_each(input, deny, at),
    }
}

/// [`map`] of each code point from byte `from` (before it, each is its
/// own mapping and NFC leaves it alone by itself), written out as it is
/// mapped, then NFC when a character that NFC may change came out.
fn map_each(input: &str, deny: AsciiDenyList, from: usize) -> Result<Cow<'_, str>, Error> {
    let mut out = String::with_capacity(input.len() + 8);
    out.push_str(&input[..from]);
    let check = deny != AsciiDenyList::EMPTY;
    let mut nfc = false;
    let mut one = [0u32; 18];
    for (at, c) in input[from..].char_indices() {
        let at = from + at;
        let cp = c as u32;
        if cp < 0x80 {
            // (ASCII maps to itself, but for uppercase letters: see
            // `map_ascii`.)
            if check && deny.denies(c) {
                let label = out.matches('.').count();
                return Err(Error::new(ErrorKind::Std3Ascii, label, at).with_character(Some(c)));
            }
            out.push(c.to_ascii_lowercase());
            continue;
        }
        let mut written = CodePoints::new(&mut one);
        let pushed = mapping::push_mapping(cp, Entry::of(cp), &mut written);
        let n = written.len.min(18);
        // (A disallowed code point maps to U+FFFD, itself disallowed.)
        if one[..n] == [super::data::REPLACEMENT] {
            let label = out.matches('.').count();
            return Err(Error::new(ErrorKind::Disallowed, label, at).with_character(Some(c)));
        }
        for &m in &one[..n] {
            if check && m < 0x80 && deny.denies(m as u8 as char) {
                let label = out.matches('.').count();
                return Err(Error::new(ErrorKind::Std3Ascii, label, at).with_character(Some(c)));
            }
            out.push(char::from_u32(m).unwrap_or(char::REPLACEMENT_CHARACTER));
        }
        nfc |= pushed.nfc;
    }
    if nfc {
        // Room for the canonical decomposition NFC may need (at most four
        // code points of one).
        let mut buf: Vec<u32> = out.chars().map(u32::from).collect();
        let len = buf.len();
        buf.resize(4 * len, 0);
        let len = match mapping::normalize(&mut buf, 0, len) {
            Ok(len) => len,
            Err(Trouble::Marks(k)) => {
                // (The run starts at the `k`th character of the mapped
                // text: the `k`th of the input where mapping kept the
                // length, else near it.)
                let at = input.char_indices().nth(k).map_or(0, |(at, _)| at);
                let label = input[..at].matches('.').count();
                return Err(Error::new(ErrorKind::TooManyMarks, label, at));
            }
            Err(Trouble::NoRoom) => unreachable_room(),
        };
        out = buf[..len]
            .iter()
            .map(|&cp| char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect();
    }
    if out == input {
        return Ok(Cow::Borrowed(input));
    }
    Ok(Cow::Owned(out))
}

/// Four code points of room for each is more than any canonical
/// decomposition takes (the generator checks it), so NFC never runs out.
#[cold]
fn unreachable_room() -> ! {
    unreachable!("canonical decomposition takes at most four code points of one")
}

/// Whether `label` is in Normalization Form C, whatever its characters
/// (those UTS #46 maps or disallows too). A run of more than 128
/// combining marks is refused as [`ErrorKind::TooManyMarks`], as the
/// conversions refuse it.
///
/// ```
/// use punycode_core::hostname::rules::is_nfc;
///
/// assert_eq!(is_nfc("é"), Ok(true));
/// assert_eq!(is_nfc("e\u{301}"), Ok(false));
/// ```
pub fn is_nfc(label: &str) -> Result<bool, Error> {
    // ASCII and characters that NFC leaves alone whatever is around them
    // (valid, class 0, composing with nothing) need no normalization.
    if label
        .chars()
        .all(|c| c.is_ascii() || Entry::of(c as u32).is_pass())
    {
        return Ok(true);
    }
    let cps: Vec<u32> = label.chars().map(u32::from).collect();
    let mut scratch = alloc::vec![0; 4 * cps.len()];
    match mapping::is_nfc_any(&cps, &mut scratch) {
        Ok(nfc) => Ok(nfc),
        Err(Trouble::Marks(k)) => {
            let at = label.char_indices().nth(k).map_or(0, |(at, _)| at);
            Err(Error::new(ErrorKind::TooManyMarks, 0, at))
        }
        Err(Trouble::NoRoom) => unreachable_room(),
    }
}

/// Where a label has hyphens that the hyphen rules look at (RFC 5891
/// section 4.2.3.1; UTS #46 `CheckHyphens`, V2 and V3): first, third and
/// fourth, last. Each is a rule of its own; a caller says which it checks
/// first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(clippy::struct_excessive_bools, reason = "one fact a rule")]
pub struct HyphenPlaces {
    /// The label starts with `-` (V3).
    pub first: bool,
    /// The third and fourth characters are `-` (V2).
    pub third_and_fourth: bool,
    /// The label ends with `-` (V3).
    pub last: bool,
}

/// Where `label` has hyphens that the hyphen rules refuse.
///
/// ```
/// use punycode_core::hostname::rules::{hyphen_places, HyphenPlaces};
///
/// assert_eq!(hyphen_places("bücher"), HyphenPlaces::default());
/// assert!(hyphen_places("-a").first && hyphen_places("a-").last);
/// assert!(hyphen_places("xn--a").third_and_fourth);
/// ```
pub fn hyphen_places(label: &str) -> HyphenPlaces {
    let mut chars = label.chars();
    HyphenPlaces {
        first: label.starts_with('-'),
        third_and_fourth: chars.nth(2) == Some('-') && chars.next() == Some('-'),
        last: label.ends_with('-'),
    }
}

/// Whether `label` starts with a combining mark (`General_Category` Mark;
/// RFC 5891 section 4.2.3.2, UTS #46 validity criterion 6), whatever the
/// character (one UTS #46 maps or disallows too).
///
/// ```
/// use punycode_core::hostname::rules::starts_with_mark;
///
/// assert!(starts_with_mark("\u{301}a"));
/// assert!(!starts_with_mark("a\u{301}"));
/// ```
pub fn starts_with_mark(label: &str) -> bool {
    label.chars().next().is_some_and(|c| {
        let entry = Entry::of(c as u32);
        if entry.is_valid() {
            entry.props().is_mark()
        } else {
            Other::of(c as u32).is_some_and(Other::is_mark)
        }
    })
}

/// Whether the character at index `index` of `label` (counting characters
/// from 0) is a joiner in a context that RFC 5892 appendix A.1 (U+200C ZERO
/// WIDTH NON-JOINER) or A.2 (U+200D ZERO WIDTH JOINER) permits; `false`
/// for any other character, and past the end.
///
/// ```
/// use punycode_core::hostname::rules::joiner_allowed;
///
/// assert!(joiner_allowed("\u{915}\u{94D}\u{200D}", 2)); // after a virama
/// assert!(!joiner_allowed("a\u{200D}", 1));
/// assert!(!joiner_allowed("ab", 1));
/// ```
pub fn joiner_allowed(label: &str, index: usize) -> bool {
    let (cps, _) = code_points(label);
    index < cps.len() && joiners::is_joiner(cps[index]) && joiners::in_context(&cps, index).is_ok()
}

/// Whether the character at index `index` of `label` (counting characters
/// from 0) is CONTEXTO (RFC 5892) in a context its rule of appendix A.3 to
/// A.9 permits; `false` for any other character, and past the end.
///
/// ```
/// use punycode_core::hostname::rules::contexto_allowed;
///
/// assert!(contexto_allowed("l\u{B7}l", 1));
/// assert!(!contexto_allowed("a\u{B7}b", 1));
/// assert!(!contexto_allowed("ab", 1));
/// ```
#[cfg(feature = "idna2008")]
#[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
pub fn contexto_allowed(label: &str, index: usize) -> bool {
    use super::idna2008::{DerivedProperty, contexto_at, derived_property};
    let (cps, _) = code_points(label);
    index < cps.len()
        && char::from_u32(cps[index]).map(derived_property) == Some(DerivedProperty::ContextO)
        && contexto_at(&cps, index).is_ok()
}

/// RFC 5891 section 4.2.2 with the contextual rules (4.2.3.3), code point
/// by code point: the first code point of `label` that is neither PVALID
/// nor CONTEXTJ or CONTEXTO in a context its rule permits. The error names
/// the rule: [`ErrorKind::NotPermitted`] or [`ErrorKind::Unassigned`], a
/// joiner's, or a CONTEXTO rule's.
///
/// ```
/// use punycode_core::hostname::{rules, ErrorKind};
///
/// assert!(rules::check_code_points("bücher").is_ok());
/// let err = rules::check_code_points("a\u{B7}b").unwrap_err();
/// assert_eq!((err.kind(), err.position()), (ErrorKind::MiddleDot, 1));
/// let err = rules::check_code_points("Bücher").unwrap_err();
/// assert_eq!((err.kind(), err.position()), (ErrorKind::NotPermitted, 0));
/// ```
#[cfg(feature = "idna2008")]
#[cfg_attr(docsrs, doc(cfg(feature = "idna2008")))]
pub fn check_code_points(label: &str) -> Result<(), Error> {
    use super::idna2008::{DerivedProperty, contexto_at, derived_property};
    // Up to the first code point with a contextual rule, which needs the
    // label's code points, each is PVALID or refused by itself.
    for (at, c) in label.char_indices() {
        let kind = match derived_property(c) {
            DerivedProperty::Pvalid => continue,
            DerivedProperty::ContextJ | DerivedProperty::ContextO => break,
            DerivedProperty::Disallowed => ErrorKind::NotPermitted,
            DerivedProperty::Unassigned => ErrorKind::Unassigned,
        };
        return Err(Error::new(kind, 0, at)
            .with_character(Some(c))
            .in_registration());
    }
    if !label.chars().any(|c| {
        matches!(
            derived_property(c),
            DerivedProperty::ContextJ | DerivedProperty::ContextO
        )
    }) {
        return Ok(());
    }
    let (cps, offsets) = code_points(label);
    for (k, c) in label.chars().enumerate() {
        let found = match derived_property(c) {
            DerivedProperty::Pvalid => Ok(()),
            DerivedProperty::ContextJ => joiners::in_context(&cps, k),
            DerivedProperty::ContextO => contexto_at(&cps, k),
            DerivedProperty::Disallowed => Err(ErrorKind::NotPermitted),
            DerivedProperty::Unassigned => Err(ErrorKind::Unassigned),
        };
        if let Err(kind) = found {
            return Err(at_index(kind, &cps, &offsets, k).in_registration());
        }
    }
    Ok(())
}

/// The Bidi rule of RFC 5893 section 2 on one label, whatever its
/// direction: rule 1 on its first character, then rules 2 and 4 (or 5) at
/// the first character that breaks one, then rule 3 (or 6) at the last
/// character that is not a nonspacing mark. A caller that applies it only
/// to labels of a bidi domain name asks [`is_bidi_domain_name`]
/// first. An empty label passes.
///
/// [`is_bidi_domain_name`]: super::bidi::is_bidi_domain_name
///
/// ```
/// use punycode_core::hostname::rules::check_bidi;
///
/// assert!(check_bidi("\u{5D0}\u{5D1}").is_ok());
/// assert_eq!(check_bidi("1\u{5D0}").unwrap_err().code(), "B1");
/// assert_eq!(check_bidi("a-").unwrap_err().code(), "B6");
/// ```
pub fn check_bidi(label: &str) -> Result<(), Error> {
    let (cps, offsets) = code_points(label);
    bidi::check(&cps).map_err(|(kind, k)| at_index(kind, &cps, &offsets, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ASCII fast path of `map` is the general mapping: on every
    /// string of up to two ASCII characters between letters, with and
    /// without the STD3 deny list, the same output or the same error.
    #[test]
    fn map_ascii_is_the_general_map() {
        let mut count = 0;
        for a in 0..0x80u8 {
            for b in 0..0x80u8 {
                let text = alloc::format!("x{}{}Y.z", a as char, b as char);
                for deny in [
                    AsciiDenyList::STD3,
                    AsciiDenyList::URL,
                    AsciiDenyList::EMPTY,
                ] {
                    assert_eq!(map_ascii(&text, deny), map_general(&text, deny), "{text:?}");
                    count += 1;
                }
            }
        }
        assert_eq!(count, 3 * 128 * 128);
    }

    /// The fast path of `map_general` (a name it keeps as it is) is the
    /// mapping of each code point: on every code point alone, after `a`,
    /// before a mark, and between upper- and lowercase ASCII, with and
    /// without the STD3 deny list, the same answer.
    #[test]
    fn map_general_is_the_mapping() {
        let mut kept = 0;
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            for text in [
                alloc::format!("{c}"),
                alloc::format!("a{c}"),
                alloc::format!("{c}\u{301}"),
                alloc::format!("A{c}z"),
            ] {
                for deny in [AsciiDenyList::STD3, AsciiDenyList::EMPTY] {
                    let fast = map_general(&text, deny);
                    assert_eq!(fast, map_each(&text, deny, 0), "{text:?}");
                    kept += usize::from(matches!(fast, Ok(Cow::Borrowed(_))));
                }
            }
        }
        assert!(kept > 100_000, "{kept}");
    }

    /// `map` is the mapping the conversions apply: on names that the
    /// lookup profile takes, what `map` gives converts to the same name,
    /// and mapping it again changes nothing.
    #[test]
    fn map_agrees_with_the_conversion() {
        use crate::hostname::options::Options;
        use crate::hostname::string::to_ascii;
        for name in [
            "Bücher.DE",
            "ＧＯＯＧＬＥ.com",
            "faß.de",
            "a\u{2460}b",
            "u\u{308}\u{323}x",
            "例え。jp",
        ] {
            let mapped = map(name, AsciiDenyList::STD3).unwrap();
            assert_eq!(
                to_ascii(&mapped, Options::lookup()),
                to_ascii(name, Options::lookup()),
                "{name}"
            );
            assert!(matches!(
                map(&mapped, AsciiDenyList::STD3),
                Ok(Cow::Borrowed(_))
            ));
        }
    }
}
