//! The reader of the generated tables (`tables.rs`): a code point's
//! UTS #39 properties by binary search over ranges, its script names, and
//! its confusable skeleton.

use super::tables as t;

/// What the tables say about one code point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Props {
    bits: u16,
    /// The first code point of its range: for a decimal digit, the zero of
    /// its run of ten, which names the digit system.
    start: u32,
}

impl Props {
    /// The properties of `cp`.
    pub(super) fn of(cp: u32) -> Props {
        // The last range that starts at or before `cp`.
        let key = cp << t::PROPS_BITS | ((1 << t::PROPS_BITS) - 1);
        let k = t::RANGES.partition_point(|&r| r <= key);
        // RANGES[0] starts at U+0000, so k >= 1.
        let range = t::RANGES[k.saturating_sub(1)];
        Props {
            bits: (range & ((1 << t::PROPS_BITS) - 1)) as u16,
            start: range >> t::PROPS_BITS,
        }
    }

    /// Whether it is in UTS #39's General Security Profile
    /// (`Identifier_Status=Allowed`).
    pub(super) fn is_allowed(self) -> bool {
        self.bits != t::NOT_ALLOWED
    }

    /// Its augmented script set (every script for Common and Inherited);
    /// none for a code point outside the profile.
    pub(super) fn scripts(self) -> ScriptSet {
        if !self.is_allowed() {
            return ScriptSet(0);
        }
        ScriptSet(t::SCRIPT_SETS[usize::from(self.bits & t::SET_MASK)])
    }

    /// For a decimal digit, the zero of its digit system.
    pub(super) fn digit_zero(self) -> Option<u32> {
        (self.is_allowed() && self.bits & t::DIGIT != 0).then_some(self.start)
    }

    /// Not Latin, and made of what ASCII letters and digits are made of
    /// in skeletons (Cyrillic `а` and `ӏ`, not `п`).
    pub(super) fn looks_latin(self) -> bool {
        self.is_allowed() && self.bits & t::LATIN_LOOKALIKE != 0
    }

    /// Punctuation (`General_Category` P).
    pub(super) fn is_punctuation(self) -> bool {
        self.is_allowed() && self.bits & t::PUNCTUATION != 0
    }

    /// Not a digit, and the skeleton of an ASCII digit (Cyrillic `б`).
    pub(super) fn looks_like_digit(self) -> bool {
        self.is_allowed() && self.bits & t::DIGIT_LOOKALIKE != 0
    }
}

/// A set of scripts, augmented as UTS #39 section 5.1 says (Han is also
/// Japanese, Korean and Han with Bopomofo; Hiragana and Katakana are
/// Japanese; Hangul is Korean; Bopomofo is Han with Bopomofo).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ScriptSet(pub(super) u64);

impl ScriptSet {
    pub(super) const ALL: ScriptSet = ScriptSet(u64::MAX);

    pub(super) fn is_all(self) -> bool {
        self.0 == u64::MAX
    }

    pub(super) fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub(super) fn has(self, bit: u32) -> bool {
        self.0 & 1 << bit != 0
    }

    pub(super) fn and(self, other: ScriptSet) -> ScriptSet {
        ScriptSet(self.0 & other.0)
    }

    /// The name of its first real script (not an augmented one), if any.
    pub(super) fn first_name(self) -> Option<&'static str> {
        let real = self.0 & ((1 << t::JAPANESE) - 1);
        if real == 0 {
            return None;
        }
        t::SCRIPT_NAMES.get(real.trailing_zeros() as usize).copied()
    }

    /// Whether it has Latin.
    pub(super) fn has_latin(self) -> bool {
        self.has(t::LATIN)
    }

    /// Whether it has Japanese, Korean, or Han with Bopomofo: what a label
    /// mixing Latin with Han, Kana, Hangul or Bopomofo must keep to be
    /// "highly restrictive".
    pub(super) fn has_cjk_writing_system(self) -> bool {
        self.has(t::JAPANESE) || self.has(t::KOREAN) || self.has(t::HAN_WITH_BOPOMOFO)
    }

    /// Whether it has Hiragana, Katakana or Han (not as Common does).
    pub(super) fn has_kana_or_han(self) -> bool {
        !self.is_all() && (self.has(t::HIRAGANA) || self.has(t::KATAKANA) || self.has(t::HAN))
    }

    /// Whether it has Greek (not as Common does).
    pub(super) fn is_greek(self) -> bool {
        !self.is_all() && self.has(t::GREEK)
    }

    /// Whether it has Hebrew (not as Common does).
    pub(super) fn is_hebrew(self) -> bool {
        !self.is_all() && self.has(t::HEBREW)
    }

    /// Whether it has Hiragana or Katakana (not as Common does).
    pub(super) fn is_kana(self) -> bool {
        !self.is_all() && (self.has(t::HIRAGANA) || self.has(t::KATAKANA))
    }

    /// Whether it has Hiragana (not as Common does).
    pub(super) fn is_hiragana(self) -> bool {
        !self.is_all() && self.has(t::HIRAGANA)
    }

    /// Whether it has Katakana (not as Common does).
    pub(super) fn is_katakana(self) -> bool {
        !self.is_all() && self.has(t::KATAKANA)
    }

    /// Whether it has Latin, Greek or Cyrillic (not as Common does).
    #[inline(never)]
    pub(super) fn is_lgc(self) -> bool {
        !self.is_all() && (self.has_latin() || self.has(t::GREEK) || self.has(t::CYRILLIC))
    }

    /// Whether it has Bopomofo (not as Common does).
    pub(super) fn is_bopomofo(self) -> bool {
        !self.is_all() && self.has(t::BOPOMOFO)
    }

    /// The set of one named script (none if the tables do not know it).
    pub(super) fn named(name: &str) -> ScriptSet {
        match t::SCRIPT_NAMES.iter().position(|&n| n == name) {
            Some(bit) => ScriptSet(1 << bit),
            None => ScriptSet(0),
        }
    }
}

/// The ASCII characters that have a skeleton entry (`m`, `0`, `1`, ...),
/// one bit each, so that ASCII needs no search.
const ASCII_WITH_SKELETON: u128 = {
    let mut bits = 0u128;
    let mut k = 0;
    while k < t::SKELETON_CHARS.len() && t::SKELETON_CHARS[k] < 0x80 {
        bits |= 1 << t::SKELETON_CHARS[k];
        k += 1;
    }
    bits
};

/// The skeleton of `cp`, which NFD leaves alone and UTS #46 leaves valid,
/// when it is not `cp` itself (empty for a default ignorable).
#[inline(never)]
pub(super) fn skeleton_of(cp: u32) -> Option<&'static str> {
    if cp < 0x80 && ASCII_WITH_SKELETON & 1 << cp == 0 {
        return None;
    }
    let k = t::SKELETON_CHARS.binary_search(&cp).ok()?;
    let (from, to) = (
        usize::from(t::SKELETON_AT[k]),
        usize::from(t::SKELETON_AT[k + 1]),
    );
    t::SKELETON_POOL.get(from..to)
}

/// Whether `cp` is in one of the sorted, inclusive `ranges`.
fn in_ranges(ranges: &[(u32, u32)], cp: u32) -> bool {
    let k = ranges.partition_point(|&(from, _)| from <= cp);
    k > 0 && cp <= ranges[k - 1].1
}

/// What browsers add to UTS #39 (`unicode-tables/src/browser.rs` says
/// where each set comes from).
pub(super) mod browser {
    use super::{in_ranges, t};

    /// In the browsers' identifier set, not in UTS #39's (Bopomofo, the
    /// Kana voiced sound marks, ...).
    pub(in super::super) fn admitted(cp: u32) -> bool {
        in_ranges(&t::BROWSER_ADMITTED, cp)
    }

    /// A rare letter that browsers take out of the identifier set.
    pub(in super::super) fn rare(cp: u32) -> bool {
        in_ranges(&t::RARE_LETTERS, cp)
    }

    /// A letter of its script that looks like a Latin one, by the
    /// browsers' lists.
    pub(in super::super) fn looks_latin(cp: u32) -> bool {
        t::LATIN_LOOKALIKE_LETTERS.binary_search(&cp).is_ok()
    }

    /// A character that looks like a digit, by the browsers' list.
    pub(in super::super) fn looks_like_digit(cp: u32) -> bool {
        t::DIGIT_LOOKALIKE_CHARS.binary_search(&cp).is_ok()
    }

    /// What `cp` reads as, by the browsers' mappings on top of UTS #39's:
    /// one or two ASCII bytes (the second 0 when there is one).
    #[inline(never)]
    pub(in super::super) fn extra_skeleton(cp: u32) -> Option<[u8; 2]> {
        let k = t::EXTRA_SKELETONS.partition_point(|&e| e >> 16 < u64::from(cp));
        let e = *t::EXTRA_SKELETONS.get(k)?;
        (e >> 16 == u64::from(cp)).then_some([(e >> 8) as u8, e as u8])
    }

    /// A letter whose diacritic is part of it (`ł`), without it.
    pub(in super::super) fn without_diacritic(cp: u32) -> Option<u8> {
        t::DIACRITICS
            .iter()
            .find(|&&d| d >> 8 == cp)
            .map(|&d| d as u8)
    }

    /// The two readings of a character that reads as two things (ASCII
    /// bytes, 0 for none).
    pub(in super::super) fn alternatives(cp: u32) -> Option<([u8; 2], [u8; 2])> {
        let e = *t::ALTERNATIVES.iter().find(|&&e| (e >> 32) as u32 == cp)?;
        let b = |shift: u32| (e >> shift) as u8;
        Some(([b(24), b(16)], [b(8), b(0)]))
    }
}

/// The version of the Unicode data of the display rules (UTS #39's
/// identifier profile and confusables, `Script_Extensions`).
///
/// ```
/// assert_eq!(punycode_core::display::UNICODE_VERSION, "18.0.0");
/// ```
pub const UNICODE_VERSION: &str = t::UNICODE_VERSION;
