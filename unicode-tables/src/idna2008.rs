//! IDNA2008's derived property of each code point (RFC 5892 section 3),
//! computed by the RFC's own algorithm from ICU4X's Unicode data, and the
//! scripts that the contextual rules of RFC 5892 appendix A look at.
//!
//! The property goes into the UTS #46 tables as two bits of a valid code
//! point's properties (every code point that IDNA2008 permits is valid in
//! UTS #46: asserted by the generator) and one bit of a disallowed one's
//! (unassigned or not); the scripts are a short list of ranges.

use icu_properties::props::{
    Block, ChangesWhenNfkcCasefolded, DefaultIgnorableCodePoint, GeneralCategory,
    HangulSyllableType, JoinControl, NoncharacterCodePoint, Script, WhiteSpace,
};
use icu_properties::{CodePointMapData, CodePointSetData};

/// RFC 5892's derived property values, as the tables number them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Property {
    Pvalid = 0,
    ContextJ = 1,
    ContextO = 2,
    Disallowed = 3,
    Unassigned = 4,
}

/// RFC 5892 section 2.6, Exceptions (F): the code points whose value the
/// RFC fixes by hand, as it lists them.
fn exception(cp: u32) -> Option<Property> {
    Some(match cp {
        // PVALID: sharp s, final sigma, Arabic and Tibetan marks, the
        // ideographic number zero.
        0x00DF | 0x03C2 | 0x06FD | 0x06FE | 0x0F0B | 0x3007 => Property::Pvalid,
        // CONTEXTO: middle dot, Greek lower numeral sign, Hebrew geresh and
        // gershayim, katakana middle dot, the two sets of Arabic-Indic
        // digits.
        0x00B7 | 0x0375 | 0x05F3 | 0x05F4 | 0x30FB | 0x0660..=0x0669 | 0x06F0..=0x06F9 => {
            Property::ContextO
        }
        // DISALLOWED: tatweel, N'Ko lajanyalan, Hangul tone marks, the
        // vertical kana repeat marks, the vertical ideographic iteration
        // mark.
        0x0640 | 0x07FA | 0x302E | 0x302F | 0x3031..=0x3035 | 0x303B => Property::Disallowed,
        _ => return None,
    })
}

/// The derived property of `c` by RFC 5892 section 3's algorithm, whose
/// categories are tried in its order. `BackwardCompatible` (G) is empty.
pub(crate) fn property(c: char) -> Property {
    let cp = u32::from(c);
    let gc = CodePointMapData::<GeneralCategory>::new().get(c);
    if let Some(p) = exception(cp) {
        return p;
    }
    // Unassigned (J): no General_Category but Cn, and not a noncharacter.
    if gc == GeneralCategory::Unassigned
        && !CodePointSetData::new::<NoncharacterCodePoint>().contains(c)
    {
        return Property::Unassigned;
    }
    // LDH (K).
    if matches!(c, '-' | '0'..='9' | 'a'..='z') {
        return Property::Pvalid;
    }
    // JoinControl (H).
    if CodePointSetData::new::<JoinControl>().contains(c) {
        return Property::ContextJ;
    }
    // Unstable (B): toNFKC(toCaseFold(toNFKC(cp))) != cp. Unicode's
    // Changes_When_NFKC_Casefolded is that, and also true of the default
    // ignorable code points (which NFKC_Casefold removes); those are
    // DISALLOWED by (C) below all the same, and the join controls, the
    // only ones the RFC treats otherwise, are taken above.
    if CodePointSetData::new::<ChangesWhenNfkcCasefolded>().contains(c) {
        return Property::Disallowed;
    }
    // IgnorableProperties (C).
    if CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c)
        || CodePointSetData::new::<WhiteSpace>().contains(c)
        || CodePointSetData::new::<NoncharacterCodePoint>().contains(c)
    {
        return Property::Disallowed;
    }
    // IgnorableBlocks (D).
    let block = CodePointMapData::<Block>::new().get(c);
    if [
        Block::CombiningDiacriticalMarksForSymbols,
        Block::MusicalSymbols,
        Block::AncientGreekMusicalNotation,
    ]
    .contains(&block)
    {
        return Property::Disallowed;
    }
    // OldHangulJamo (I).
    let hst = CodePointMapData::<HangulSyllableType>::new().get(c);
    if [
        HangulSyllableType::LeadingJamo,
        HangulSyllableType::VowelJamo,
        HangulSyllableType::TrailingJamo,
    ]
    .contains(&hst)
    {
        return Property::Disallowed;
    }
    // LetterDigits (A).
    if [
        GeneralCategory::LowercaseLetter,
        GeneralCategory::UppercaseLetter,
        GeneralCategory::OtherLetter,
        GeneralCategory::DecimalNumber,
        GeneralCategory::ModifierLetter,
        GeneralCategory::NonspacingMark,
        GeneralCategory::SpacingMark,
    ]
    .contains(&gc)
    {
        return Property::Pvalid;
    }
    Property::Disallowed
}

/// The scripts the contextual rules name, as the tables number them:
/// Greek (A.4), Hebrew (A.5, A.6), and Hiragana, Katakana or Han (A.7,
/// which does not tell them apart).
fn script_group(c: char) -> u8 {
    match CodePointMapData::<Script>::new().get(c) {
        Script::Greek => 1,
        Script::Hebrew => 2,
        Script::Hiragana | Script::Katakana | Script::Han => 3,
        _ => 0,
    }
}

/// The ranges of code points in a script group: `(first, last, group)`,
/// sorted, for a binary search. Every code point counts, those that
/// registration does not permit too: `hostname::rules` takes text as it
/// is given, and a rule of appendix A looks at the characters around its
/// own whatever they are (`・` beside `㎏`, which is Common, is out of
/// context, though registration refuses `㎏` anyway).
pub(crate) fn script_ranges() -> Vec<(u32, u32, u8)> {
    let mut ranges: Vec<(u32, u32, u8)> = Vec::new();
    for c in super::all_chars() {
        let group = script_group(c);
        if group == 0 {
            continue;
        }
        let cp = u32::from(c);
        match ranges.last_mut() {
            Some(last) if last.2 == group && last.1 + 1 == cp => last.1 = cp,
            _ => ranges.push((cp, cp, group)),
        }
    }
    ranges
}
