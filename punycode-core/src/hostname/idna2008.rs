//! IDNA2008 registration (RFC 5891 section 4), the processing of a label
//! under [`Options::registration`]: no mapping of any kind, every code point
//! permitted by its derived property (RFC 5892), the contextual rules of
//! RFC 5892 appendix A, NFC, the hyphen rules, no leading combining mark,
//! and the Bidi rule (RFC 5893) on a label with right-to-left text. An
//! A-label is decoded, checked as a U-label, and must be what encoding
//! that U-label gives. The rules shared with UTS #46 (hyphens, the leading
//! mark, the joiners, NFC, Bidi) are the same functions.

use super::data::{self, Entry, Props, any_non_ascii};
use super::error::{Error, ErrorKind};
use super::form::{Form, Label, char_of, has_ace_prefix};
use super::inert::Inert;
use super::options::Options;
use super::work::Work;
use super::{bidi, joiners, validity};
use crate::punycode::bounds::{head_mut, split_mut};
use crate::punycode::encode::SHORT;
use crate::punycode::utf8;

/// IDNA2008's derived property of a code point (RFC 5892 section 3): what
/// registration ([`Options::registration`]) permits of it.
///
/// ```
/// use punycode_core::hostname::{derived_property, DerivedProperty};
///
/// assert_eq!(derived_property('\u{FC}'), DerivedProperty::Pvalid);
/// assert_eq!(derived_property('\u{DC}'), DerivedProperty::Disallowed);
/// assert_eq!(derived_property('\u{B7}'), DerivedProperty::ContextO);
/// assert_eq!(derived_property('\u{200D}'), DerivedProperty::ContextJ);
/// assert_eq!(derived_property('\u{50000}'), DerivedProperty::Unassigned);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DerivedProperty {
    /// Permitted.
    Pvalid,
    /// Permitted where its joiner rule of RFC 5892 appendix A holds (the
    /// zero width joiner and non-joiner).
    ContextJ,
    /// Permitted where its rule of RFC 5892 appendix A holds (middle dot,
    /// Greek keraia, Hebrew geresh and gershayim, katakana middle dot,
    /// Arabic-Indic digits).
    ContextO,
    /// Never permitted.
    Disallowed,
    /// Not assigned in this crate's Unicode version (18.0): not permitted.
    Unassigned,
}

/// The derived property of `c` (RFC 5892 section 3), at this crate's
/// Unicode version, computed by the RFC's algorithm when the tables are
/// generated.
///
/// ```
/// use punycode_core::hostname::{derived_property, DerivedProperty};
///
/// // Emoji and symbols: not for registration (UTS #46 keeps them).
/// assert_eq!(derived_property('\u{1F600}'), DerivedProperty::Disallowed);
/// // Sharp s and final sigma: permitted as they are.
/// assert_eq!(derived_property('\u{DF}'), DerivedProperty::Pvalid);
/// ```
pub const fn derived_property(c: char) -> DerivedProperty {
    property(c as u32)
}

use DerivedProperty as Property;

/// The derived property of `cp` (RFC 5892 section 3, computed by the
/// generator from the Unicode data): every code point that IDNA2008
/// permits is valid in UTS #46, so a valid one's properties say which;
/// every other is DISALLOWED, or UNASSIGNED.
const fn property(cp: u32) -> Property {
    of_entry(Entry::of(cp))
}

/// [`property`] of the code point whose entry is `entry`.
#[inline(always)]
const fn of_entry(entry: Entry) -> Property {
    // A plain character (the bulk) is PVALID: the generator makes it so.
    if entry.is_pass() {
        return Property::Pvalid;
    }
    if entry.is_valid() {
        return match entry.props().idna2008() {
            0 => Property::Pvalid,
            1 => Property::ContextJ,
            2 => Property::ContextO,
            _ => Property::Disallowed,
        };
    }
    if entry.is_unassigned() {
        Property::Unassigned
    } else {
        Property::Disallowed
    }
}

/// A label beyond ASCII (`label`, at byte `start` of the input) for
/// registration that `label::inert`'s route did not take (UTS #46 would
/// not leave it alone, or it breaks a rule): a U-label checked. (An ASCII
/// label is an LDH label, taken as it is, in any case, as the DNS compares
/// ASCII without it, by the check UTS #46 makes of one; an A-label is
/// decoded by `label` and checked by [`a_label`].)
#[inline(never)]
pub(super) const fn process(
    label: &[u8],
    start: usize,
    options: Options,
    work: &mut Work<'_>,
    short: &mut [u32; SHORT],
) -> Label {
    if has_ace_prefix(label) {
        return failed(ErrorKind::NonAsciiALabel, start);
    }
    // A U-label: its code points, short ones on the stack; a longer one
    // (never a DNS label) is decoded again into the working space.
    let (mut n, mut at, mut long) = (0, 0, false);
    let mut into: &mut [u32] = short;
    while at < label.len() {
        let (cp, len) = utf8::decode(label, at);
        if n < into.len() {
            into[n] = cp;
        } else if !long {
            (n, at, long) = (0, 0, true);
            into = &mut *work.cps;
            continue;
        }
        n += 1;
        at += len;
    }
    let form = Form::Inert {
        decoded: if n <= SHORT { n } else { 0 },
    };
    // The checks need space beyond the code points (NFC's copy).
    if n > SHORT && 2 * n > work.cps.len() {
        return refused(form, ErrorKind::WorkspaceExceeded, start, None);
    }
    let (cps, scratch) = if n <= SHORT {
        (head_mut(short, n), &mut *work.cps)
    } else {
        split_mut(work.cps, n)
    };
    match u_label::<true>(cps, scratch, options, false) {
        Ok(()) => Label::ok(form, false),
        Err((kind, k)) => {
            let at = utf8::offset_of(label, 0, 0, k);
            let c = if k < cps.len() {
                char_of(kind, cps[k])
            } else {
                None
            };
            refused(form, kind, start + at, c)
        }
    }
}

/// `label::inert`'s answer for registration on a label that UTS #46
/// leaves alone (so in NFC, with no leading mark and no joiner, lowercase
/// LDH for ASCII) but has right-to-left text (`rtl`) or
/// characters that are not PVALID (`idna2008`, their derived properties
/// or'd): `cps`, its code points (empty past 64). Such a label of PVALID
/// and CONTEXTO characters that keeps the contextual rules and, with
/// right-to-left text, the Bidi rule needs only the hyphen rules: `Some`,
/// not right-to-left (registration holds a label to the Bidi rule by
/// itself, not the name); any other, `None`, for [`process`] to find what
/// it breaks (or, without [`Options::check_bidi`], to take one that breaks
/// only the Bidi rule).
#[inline(never)]
pub(super) const fn inert(cps: &[u32], idna2008: u16, rtl: bool) -> Option<(bool, usize)> {
    // (PVALID, or CONTEXTO too: 0 or 2.)
    if idna2008 & 1 != 0 || cps.is_empty() {
        return None;
    }
    if idna2008 != 0 && contexto(cps).is_err() {
        return None;
    }
    if rtl && bidi::check(cps).is_err() {
        return None;
    }
    Some((false, cps.len()))
}

/// A decoded A-label (`decoded`, of `form`, with `scratch` for the NFC
/// check; the label at byte `start`) for registration: checked as a
/// U-label. `label` decodes it, as it does for UTS #46. Inline in its
/// check (`check_a_label`), which spares every A-label a call.
#[inline(always)]
pub(super) const fn a_label(
    form: Form,
    decoded: &mut [u32],
    scratch: &mut [u32],
    start: usize,
    options: Options,
) -> Label {
    // (`u_label`'s first pass lowercases the basic code points, which keep
    // the A-label's case, as the U-label has them: uppercase is
    // DISALLOWED.)
    if let Err((kind, k)) = u_label::<true>(decoded, scratch, options, true) {
        if let ErrorKind::DecodesToAscii = kind {
            return failed(kind, start);
        }
        let e = Error::new(kind, 0, start)
            .with_character(char_of(kind, decoded[k]))
            .in_a_label(k);
        return Label::failed(form, false, e);
    }
    // RFC 5891 section 4.1 wants the A-label to be its U-label's: RFC 3492
    // decoding is one to one but for the case of letters (which the
    // output lowercases), so that holds of every A-label that decodes
    // (`xn---bbk`, which lenient decoders take for `xn--bbk`, does not: a
    // delimiter with no basic code point before it is not consumed). A
    // test holds decoding and encoding to it.
    Label::ok(form, false)
}

/// A label refused by `kind`, at its `start`.
const fn failed(kind: ErrorKind, start: usize) -> Label {
    refused(Form::Ascii, kind, start, None)
}

/// A label of `form` refused by `kind` at byte `position`, for the
/// character `c`. Out of line: one copy of the error's making for every
/// way a label fails.
#[inline(never)]
const fn refused(form: Form, kind: ErrorKind, position: usize, c: Option<char>) -> Label {
    Label::failed(form, false, Error::new(kind, 0, position).with_character(c))
}

/// The checks on a U-label's code points (RFC 5891 sections 4.2.1 to
/// 4.2.3.4), with `scratch` for the NFC check: the first broken rule and
/// the index where it breaks.
const fn u_label<const FIRST_PASS: bool>(
    cps: &mut [u32],
    scratch: &mut [u32],
    options: Options,
    a_label: bool,
) -> Result<(), (ErrorKind, usize)> {
    // 4.2.2: every code point PVALID, or CONTEXTJ / CONTEXTO with its rule;
    // in the same pass, one lookup a code point, whether UTS #46 would
    // leave the label alone but for its joiners (`Inert`: then it is in
    // NFC, with no leading mark, and its right-to-left text is known), as
    // far as it does.
    // For a decoded A-label (`a_label`), that pass also lowercases the
    // basic code points, and a label of nothing else is `DecodesToAscii`,
    // whatever else it breaks. (Without `FIRST_PASS`, the checks that the
    // pass stands for: a test holds one to the other.)
    let (mut context, mut joiner) = (false, false);
    let mut state = Inert::new();
    let mut inert = FIRST_PASS;
    // Whether every code point so far is basic (ASCII).
    let mut basic = true;
    let mut k = 0;
    while FIRST_PASS && k < cps.len() {
        let cp = cps[k];
        if cp < 0x80 {
            let lower = if a_label {
                (cp as u8).to_ascii_lowercase()
            } else {
                cp as u8
            };
            if !is_ldh(lower) {
                return Err(if a_label && !any_non_ascii(cps) {
                    (ErrorKind::DecodesToAscii, 0)
                } else {
                    (ErrorKind::NotPermitted, k)
                });
            }
            cps[k] = lower as u32;
            // (Which UTS #46 leaves alone.)
            state.plain(lower as u32);
            k += 1;
            continue;
        }
        basic = false;
        let entry = Entry::of(cp);
        if entry.is_pass() {
            // PVALID, and inert (the bulk: one test for both).
            state.plain(cp);
            k += 1;
            continue;
        }
        match permit(of_entry(entry), k) {
            Ok(kinds) => (joiner, context) = (joiner | kinds.0, context | kinds.1),
            Err(e) => return Err(e),
        }
        if joiners::is_joiner(cp) {
            // Class 0, composing with nothing, not a mark: as NFC goes,
            // plain (its own rule comes with the other checks).
            state.plain(cp);
            k += 1;
            continue;
        }
        let previous = state.previous();
        if !state.next_entry(cp, entry) && (k == 0 || !state.second_mark(previous, cp, entry)) {
            inert = false;
            break;
        }
        k += 1;
    }
    let rtl = if inert {
        if a_label && basic {
            return Err((ErrorKind::DecodesToAscii, 0));
        }
        state.rtl
    } else {
        // From there, 4.2.2 and 4.2.1 (NFC) in one pass, UTS #46's
        // (`valid_and_nfc`), which also ORs the property words of the
        // characters that are not plain: their IDNA2008 properties say
        // whether any is CONTEXTJ (1) or CONTEXTO (2) when none is
        // DISALLOWED (3, also what both of those give). When they cannot
        // say, or that pass finds a rule broken, the code points one by
        // one: the first not permitted comes first. (ASCII must be LDH in
        // lowercase, which that pass would lowercase, first.)
        // (Taken up where the first pass stopped: before `k`, every code
        // point is permitted, LDH if ASCII, and the label in NFC.)
        let found = if ldh(split_mut(cps, k).1, a_label) {
            let (class, marks) = state.marks();
            validity::valid_and_nfc_from(cps, scratch, options, k, class, marks)
        } else {
            Ok(Err((ErrorKind::NotPermitted, 0)))
        };
        let bits = match &found {
            Ok(Ok(found)) => Props::idna2008_of_bits(found.combos),
            _ => 3,
        };
        if bits == 3 {
            match permitted(cps) {
                Ok((j, c)) => (joiner, context) = (j, c),
                Err(e) => return Err(e),
            }
        } else {
            joiner |= bits & 1 != 0;
            context |= bits & 2 != 0;
        }
        match found {
            Ok(Ok(found)) => found.rtl | state.rtl,
            Ok(Err((ErrorKind::DecodesToAscii, _))) => false,
            Ok(Err(e)) => return Err(e),
            Err(_) => return Err((ErrorKind::WorkspaceExceeded, 0)),
        }
    };
    // 4.2.3.1 hyphens, 4.2.3.2 leading combining mark, and with a joiner
    // its rule (RFC 5892 A.1, A.2) as UTS #46 has it; an inert label has
    // no leading mark, and one without a joiner needs only the first.
    let checked = if inert && !joiner {
        validity::hyphens(cps, options, false)
    } else {
        validity::check(cps, options, false, joiner)
    };
    if let Err(e) = checked {
        return Err(e);
    }
    // 4.2.3.3: the other contextual rules.
    if context {
        if let Err(e) = contexto(cps) {
            return Err(e);
        }
    }
    // 4.2.3.4: the Bidi rule, on a label with right-to-left text.
    if rtl && options.check_bidi {
        return bidi::check(cps);
    }
    Ok(())
}

/// Whether an ASCII code point is PVALID: a lowercase letter, a digit or
/// `-` (every other ASCII is DISALLOWED).
const fn is_ldh(b: u8) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'
}

/// Whether every ASCII code point of `cps` is PVALID ([`is_ldh`]); with
/// `lower`, lowercasing them first.
const fn ldh(cps: &mut [u32], lower: bool) -> bool {
    let mut k = 0;
    while k < cps.len() {
        if cps[k] < 0x80 {
            let mut b = cps[k] as u8;
            if lower {
                b = b.to_ascii_lowercase();
                cps[k] = b as u32;
            }
            if !is_ldh(b) {
                return false;
            }
        }
        k += 1;
    }
    true
}

/// RFC 5891 4.2.2 code point by code point: the first that is neither
/// PVALID nor CONTEXTJ / CONTEXTO; else whether a CONTEXTJ and whether a
/// CONTEXTO one is there.
const fn permitted(cps: &[u32]) -> Result<(bool, bool), (ErrorKind, usize)> {
    let (mut joiner, mut context) = (false, false);
    let mut k = 0;
    while k < cps.len() {
        let cp = cps[k];
        let property = if cp >= 0x80 {
            property(cp)
        } else if is_ldh(cp as u8) {
            Property::Pvalid
        } else {
            Property::Disallowed
        };
        match permit(property, k) {
            Ok(kinds) => (joiner, context) = (joiner | kinds.0, context | kinds.1),
            Err(e) => return Err(e),
        }
        k += 1;
    }
    Ok((joiner, context))
}

/// RFC 5891 4.2.2 on the `k`th code point, of `property`: whether it is
/// CONTEXTJ and whether CONTEXTO (both false for PVALID), or the error
/// that refuses it.
#[inline(always)]
const fn permit(property: Property, k: usize) -> Result<(bool, bool), (ErrorKind, usize)> {
    match property {
        Property::Pvalid => Ok((false, false)),
        Property::ContextJ => Ok((true, false)),
        Property::ContextO => Ok((false, true)),
        Property::Disallowed => Err((ErrorKind::NotPermitted, k)),
        Property::Unassigned => Err((ErrorKind::Unassigned, k)),
    }
}

/// The script groups of RFC 5892 appendix A.
const GREEK: u8 = 1;
const HEBREW: u8 = 2;
const HIRAGANA_KATAKANA_HAN: u8 = 3;

/// The rules of RFC 5892 appendix A.3 to A.9 (CONTEXTO), on each code
/// point of the label that has one: the first broken.
pub(crate) const fn contexto(cps: &[u32]) -> Result<(), (ErrorKind, usize)> {
    let mut k = 0;
    while k < cps.len() {
        if let Err(kind) = contexto_at(cps, k) {
            return Err((kind, k));
        }
        k += 1;
    }
    Ok(())
}

/// The rule of RFC 5892 appendix A.3 to A.9 for the code point at index
/// `k` of `cps`, if it has one (any other is taken as permitted here: a
/// test holds every CONTEXTO code point of the tables to a rule); the
/// error names the rule it breaks.
pub(crate) const fn contexto_at(cps: &[u32], k: usize) -> Result<(), ErrorKind> {
    const fn has(cps: &[u32], first: u32, last: u32) -> bool {
        let mut k = 0;
        while k < cps.len() {
            if cps[k] >= first && cps[k] <= last {
                return true;
            }
            k += 1;
        }
        false
    }
    let len = cps.len();
    let cp = cps[k];
    let (ok, kind) = match cp {
        // A.3 MIDDLE DOT: between two 'l'.
        0x00B7 => (
            k > 0 && k + 1 < len && cps[k - 1] == 0x6C && cps[k + 1] == 0x6C,
            ErrorKind::MiddleDot,
        ),
        // A.4 GREEK LOWER NUMERAL SIGN (KERAIA): before Greek.
        0x0375 => (
            k + 1 < len && data::script_group(cps[k + 1]) == GREEK,
            ErrorKind::GreekKeraia,
        ),
        // A.5 HEBREW PUNCTUATION GERESH, A.6 GERSHAYIM: after Hebrew.
        0x05F3 | 0x05F4 => (
            k > 0 && data::script_group(cps[k - 1]) == HEBREW,
            ErrorKind::HebrewPunctuation,
        ),
        // A.7 KATAKANA MIDDLE DOT: in a label with Hiragana, Katakana or
        // Han.
        0x30FB => {
            let mut found = false;
            let mut j = 0;
            while j < len && !found {
                found = data::script_group(cps[j]) == HIRAGANA_KATAKANA_HAN;
                j += 1;
            }
            (found, ErrorKind::KatakanaMiddleDot)
        }
        // A.8 ARABIC-INDIC DIGITS: none of the extended ones with them.
        0x0660..=0x0669 => (!has(cps, 0x06F0, 0x06F9), ErrorKind::MixedArabicIndicDigits),
        // A.9 EXTENDED ARABIC-INDIC DIGITS: none of the others.
        0x06F0..=0x06F9 => (!has(cps, 0x0660, 0x0669), ErrorKind::MixedArabicIndicDigits),
        // No other code point is CONTEXTO (RFC 5892 section 2.6, the
        // exceptions; a test holds the tables to it).
        _ => (true, ErrorKind::NotPermitted),
    };
    if ok { Ok(()) } else { Err(kind) }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::string::String;
    use std::vec;
    use std::vec::Vec;

    /// `count` labels beyond ASCII of 1 to 5 pieces: plain, right-to-left,
    /// marked, contextual, joining, disallowed and uppercase characters,
    /// hyphens, a composition's second character, and a run of 40 letters.
    pub(crate) fn labels(count: usize) -> Vec<String> {
        let long = "\u{5d0}".repeat(40);
        let pieces = [
            "a",
            "l",
            "7",
            "-",
            "--",
            "\u{fc}",
            "\u{df}",
            "\u{3c2}",
            "\u{3b1}",
            "\u{5d0}",
            "\u{5d1}",
            "\u{627}",
            "\u{644}",
            "\u{663}",
            "\u{6f3}",
            "1",
            "\u{b7}",
            "\u{375}",
            "\u{5f3}",
            "\u{30fb}",
            "\u{30ab}",
            "\u{4e2d}",
            "\u{915}",
            "\u{94d}",
            "\u{200d}",
            "\u{200c}",
            "\u{301}",
            "u\u{308}",
            "\u{1f600}",
            "\u{dc}",
            "A",
            "\u{1100}",
            "\u{e44}",
            "\u{780}",
            "\u{7c0}",
            "\u{dc1}",
            "\u{dd9}",
            "\u{dca}",
            "\u{323}",
            "\u{654}",
            "\u{1100}\u{1161}",
            "_",
            &long,
        ];
        let mut seed = 0x0BAD_5EED_1234_5678_u64;
        let mut out = Vec::new();
        while out.len() < count {
            let mut text = String::new();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut pick = seed;
            for _ in 0..=pick % 5 {
                pick /= 5;
                text.push_str(pieces[(pick % pieces.len() as u64) as usize]);
                pick /= pieces.len() as u64;
            }
            if !text.is_ascii() {
                out.push(text);
            }
        }
        out
    }

    /// The first pass of [`u_label`], which every label off UTS #46's
    /// route takes (the derived property and whether NFC and the joiner
    /// and leading-mark rules would leave the label alone, in one lookup a
    /// code point; an A-label's basic code points lowercased; the rest
    /// taken up where it stops), is held to the checks without it (UTS
    /// #46's NFC pass giving the derived properties, and a property pass
    /// where those cannot say): as a U-label, on the label as it is; as an
    /// A-label, on the label lowercased, or `DecodesToAscii` for a label of
    /// basic code points. The same answer, rule, index and code points, on
    /// generated labels and their lowercase, in three profiles.
    #[test]
    fn the_first_pass_agrees_with_the_general_checks() {
        let profiles = [
            Options::registration(),
            Options::registration().check_bidi(false),
            Options::registration().check_joiners(false),
        ];
        let (mut valid, mut refused) = (0, 0);
        for text in labels(20_000) {
            for text in [text.clone(), text.to_lowercase()] {
                let cps: Vec<u32> = text.chars().map(u32::from).collect();
                for options in profiles {
                    let mut scratch = vec![0u32; 4 * cps.len() + 64];
                    // A U-label: as it is.
                    let mut first = cps.clone();
                    let with = u_label::<true>(&mut first, &mut scratch, options, false);
                    let mut general = cps.clone();
                    let without = u_label::<false>(&mut general, &mut scratch, options, false);
                    assert_eq!(with, without, "U-label {text:?} {options:?}");
                    // An A-label's: basic code points lowercased, a label of
                    // nothing else refused as such, then the checks.
                    let mut first = cps.clone();
                    let with = u_label::<true>(&mut first, &mut scratch, options, true);
                    let mut general: Vec<u32> = text
                        .chars()
                        .map(|c| u32::from(c.to_ascii_lowercase()))
                        .collect();
                    let without = if text.is_ascii() {
                        Err((ErrorKind::DecodesToAscii, 0))
                    } else {
                        u_label::<false>(&mut general, &mut scratch, options, false)
                    };
                    assert_eq!(with, without, "A-label {text:?} {options:?}");
                    if with.is_ok() {
                        assert_eq!(first, general, "{text:?}");
                    }
                    valid += usize::from(with.is_ok());
                    refused += usize::from(with.is_err());
                }
            }
        }
        assert!(valid > 10_000 && refused > 10_000, "{valid} {refused}");
    }

    /// `contexto` takes every code point it has no rule for as permitted:
    /// right only while every CONTEXTO code point of the tables has a rule
    /// there. Each, first in a label with both kinds of Arabic-Indic
    /// digits after it, breaks its own rule (no `l` before, no Greek,
    /// Hebrew or Japanese around, mixed digits).
    #[test]
    fn every_contexto_code_point_has_its_rule() {
        let mut count = 0;
        for cp in 0..=0x10_FFFF {
            if matches!(property(cp), Property::ContextO) {
                let result = contexto(&[cp, 0x06F0, 0x0660]);
                assert!(matches!(result, Err((_, 0))), "U+{cp:04X}: {result:?}");
                count += 1;
            }
        }
        assert_eq!(count, 25);
    }
}
