//! The reader of the generated tables (`tables.rs`): a code point's
//! properties in each policy's data, by binary search over ranges (UTS
//! #39's on Unicode 18, Chromium's on Unicode 16), its script names, its
//! confusable skeleton in each, and Chromium's sets.

use super::firefox_tables as ft;
use super::tables as t;
use super::verdict::Reason;

/// What the UTS #39 policy's tables say about one code point.
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
        self.bits != t::NOT_ALLOWED && self.bits != t::NONSPACING_ONLY
    }

    /// Its augmented script set (every script for Common and Inherited);
    /// none for a code point outside the profile.
    pub(super) fn scripts(self) -> ScriptSet {
        if !self.is_allowed() {
            return ScriptSet(0);
        }
        ScriptSet(t::SCRIPT_SETS[usize::from(self.bits & t::SET_MASK)])
    }

    /// A nonspacing mark (`General_Category=Mn`), in the profile or in
    /// the decomposition of something in it.
    pub(super) fn is_nonspacing(self) -> bool {
        self.bits == t::NONSPACING_ONLY || (self.is_allowed() && self.bits & t::NONSPACING != 0)
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
}

/// What the browser policy's tables say about one code point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct BrowserProps {
    bits: u64,
    start: u32,
}

impl BrowserProps {
    /// The properties of `cp`.
    #[inline]
    pub(super) fn of(cp: u32) -> BrowserProps {
        if let Some(&ascii) = BROWSER_ASCII.get(cp as usize) {
            return BrowserProps::from_range(ascii);
        }
        // In the BMP, only the ranges that start in `cp`'s block of 64
        // (and the one before them) are searched, not the whole table.
        let k = BROWSER_BLOCKS.count_from(&t::BROWSER_RANGES, cp);
        BrowserProps::from_range(t::BROWSER_RANGES[k.saturating_sub(1)])
    }

    const fn from_range(range: u64) -> BrowserProps {
        BrowserProps {
            bits: range & u32::MAX as u64,
            start: (range >> 32) as u32,
        }
    }

    /// Whether it is in Chromium's identifier set: Unicode 16's General
    /// Security Profile, less what Chromium takes out of it.
    pub(super) fn is_allowed(self) -> bool {
        self.bits & t::B_ALLOWED != 0
    }

    /// Its augmented script set (every script for Common and Inherited);
    /// none outside the set.
    pub(super) fn scripts(self) -> ScriptSet {
        if !self.is_allowed() {
            return ScriptSet(0);
        }
        ScriptSet(t::SCRIPT_SETS[(self.bits & u64::from(t::SET_MASK)) as usize])
    }

    /// Its `Script` among Chromium's whole-script scripts (one more than
    /// its index in [`t::WHOLE_SCRIPT`]), [`t::CLASS_LATIN`] for Latin, 0
    /// for any other.
    pub(super) fn class(self) -> u32 {
        (self.bits >> t::CLASS_SHIFT & 0x1F) as u32
    }

    /// Whether its `Script` is Latin, Greek or Cyrillic.
    pub(super) fn is_lgc(self) -> bool {
        matches!(
            self.class(),
            t::CLASS_LATIN | t::CLASS_GREEK | t::CLASS_CYRILLIC
        )
    }

    /// For a decimal digit, the zero of its digit system.
    pub(super) fn digit_zero(self) -> Option<u32> {
        let offset = (self.bits >> t::DIGIT_OFFSET_SHIFT & 0xF) as u32;
        (self.bits & t::B_DIGIT != 0).then_some(self.start - offset)
    }

    /// A nonspacing mark (`General_Category=Mn`), in the set or in the
    /// decomposition of something in it.
    pub(super) fn is_nonspacing(self) -> bool {
        self.bits & t::B_NONSPACING != 0
    }

    /// Whether a dot above it (U+0307) would be hidden: `i`, `j`, `ı`,
    /// `ȷ`, `l`, a `Soft_Dotted` letter, or one whose confusable
    /// prototype ends in one (ICU's `isIllegalCombiningDotLeadCharacter`).
    pub(super) fn is_dot_lead(self) -> bool {
        self.bits & t::B_DOT_LEAD != 0
    }
}

/// The range of each ASCII character, looked up once by the compiler
/// (IDN labels are often mostly ASCII).
static BROWSER_ASCII: [u64; 128] = {
    let mut ascii = [0u64; 128];
    let (mut cp, mut k) = (0, 0);
    while cp < 128 {
        while k + 1 < t::BROWSER_RANGES.len() && (t::BROWSER_RANGES[k + 1] >> 32) <= cp as u64 {
            k += 1;
        }
        ascii[cp] = t::BROWSER_RANGES[k];
        cp += 1;
    }
    ascii
};

/// The size of a block of a [`Blocks`] index: 64 code points.
const BLOCK_BITS: u32 = 6;
/// The blocks of the BMP.
const BLOCKS: usize = 0x10000 >> BLOCK_BITS;

/// An index into a table of ranges sorted by their first code point
/// (from bit `SHIFT` of each entry up): for each block of 64 code points
/// of the BMP, the index of the first range that starts in it or after it
/// (and, last, the first beyond the BMP). The range a code point of a
/// block is in is the last that starts at or before it: the one before
/// the block's first, or one of the block's.
pub(super) struct Blocks<const SHIFT: u32>([u16; BLOCKS + 1]);

impl<const SHIFT: u32> Blocks<SHIFT> {
    /// The index of `ranges`. Made by the compiler from the table.
    pub(super) const fn of(ranges: &[u64]) -> Blocks<SHIFT> {
        assert!(ranges.len() <= u16::MAX as usize);
        let mut blocks = [0u16; BLOCKS + 1];
        let (mut block, mut k) = (0, 0);
        while block <= BLOCKS {
            while k < ranges.len() && (ranges[k] >> (SHIFT + BLOCK_BITS)) < block as u64 {
                k += 1;
            }
            #[allow(clippy::cast_possible_truncation, reason = "checked above")]
            {
                blocks[block] = k as u16;
            }
            block += 1;
        }
        Blocks(blocks)
    }

    /// How many ranges of `ranges` (the table indexed) start at or before
    /// `cp`, counted among those that start in its block (beyond the BMP,
    /// in any): the one `cp` is in, if any, is the one before that count.
    #[inline]
    pub(super) fn count_from(&self, ranges: &[u64], cp: u32) -> usize {
        let block = (cp >> BLOCK_BITS) as usize;
        let (low, high) = match self.0.get(block..=block + 1) {
            Some(&[low, high]) => (usize::from(low), usize::from(high)),
            _ => (usize::from(self.0[BLOCKS]), ranges.len()),
        };
        // (Those whose first code point is at most `cp`.)
        let key = (u64::from(cp) + 1) << SHIFT;
        low + ranges[low..high].partition_point(|&r| r < key)
    }
}

/// [`Blocks`] of [`t::BROWSER_RANGES`].
static BROWSER_BLOCKS: Blocks<32> = Blocks::of(&t::BROWSER_RANGES);

/// [`Blocks`] of Firefox's ranges (`firefox_tables::RANGES`).
static FIREFOX_BLOCKS: Blocks<{ ft::FIRST_SHIFT }> = Blocks::of(&ft::RANGES);

/// What Firefox's tables (`firefox_tables.rs`, Unicode 17) say of one
/// allowed code point: a word of its `RANGES`, read by the layout the
/// generator writes beside it.
#[derive(Clone, Copy)]
pub(super) struct FirefoxProps(u64);

/// The low `bits` bits.
const fn low(bits: u32) -> u64 {
    (1 << bits) - 1
}

impl FirefoxProps {
    /// `cp`'s properties; `None` when it is Restricted.
    #[inline]
    pub(super) fn of(cp: u32) -> Option<FirefoxProps> {
        let k = FIREFOX_BLOCKS.count_from(&ft::RANGES, cp);
        let w = *ft::RANGES.get(k.checked_sub(1)?)?;
        let last = (w >> ft::LAST_SHIFT) & low(ft::CODE_POINT_BITS);
        (last >= u64::from(cp)).then_some(FirefoxProps(w))
    }

    /// The word, for the test that holds the block index to a search.
    #[cfg(test)]
    pub(super) fn word(self) -> u64 {
        self.0
    }

    /// The script's index into `firefox_tables::SCRIPTS`.
    pub(super) fn script(self) -> u8 {
        #[allow(clippy::cast_possible_truncation, reason = "SCRIPT_BITS bits")]
        {
            ((self.0 >> ft::SCRIPT_SHIFT) & low(ft::SCRIPT_BITS)) as u8
        }
    }

    fn kind(self) -> u64 {
        (self.0 >> ft::KIND_SHIFT) & low(ft::KIND_BITS)
    }

    fn extra(self) -> usize {
        #[allow(clippy::cast_possible_truncation, reason = "EXTRA_BITS bits")]
        {
            (self.0 & low(ft::EXTRA_BITS)) as usize
        }
    }

    /// A nonspacing mark (`Mn`).
    pub(super) fn is_nonspacing(self) -> bool {
        self.kind() == ft::KIND_MARK
    }

    /// For a decimal digit, the zero of its system.
    pub(super) fn digit_zero(self) -> Option<u32> {
        (self.kind() == ft::KIND_DIGIT).then(|| ft::ZEROS[self.extra()])
    }

    /// A mark's `Script_Extensions`, a bit a script index.
    pub(super) fn extensions(self) -> u64 {
        match ft::EXTENSIONS[self.extra()] {
            0 => 1 << self.script(),
            set => set,
        }
    }
}

/// A set of scripts, augmented as UTS #39 section 5.1 says (Han is also
/// Japanese, Korean and Han with Bopomofo; Hiragana and Katakana are
/// Japanese; Hangul is Korean; Bopomofo is Han with Bopomofo).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ScriptSet(pub(super) u128);

impl ScriptSet {
    pub(super) const ALL: ScriptSet = ScriptSet(u128::MAX);

    pub(super) fn is_all(self) -> bool {
        self.0 == u128::MAX
    }

    pub(super) fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether it has the script of `bit` as a script of its own (not as
    /// Common and Inherited have every script).
    pub(super) fn has(self, bit: u32) -> bool {
        !self.is_all() && self.0 & 1 << bit != 0
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

    /// Whether it has Latin (Common and Inherited have it too).
    pub(super) fn has_latin(self) -> bool {
        self.0 & 1 << t::LATIN != 0
    }

    /// Whether it has Japanese, Korean, or Han with Bopomofo: what a label
    /// mixing Latin with Han, Kana, Hangul or Bopomofo must keep to be
    /// "highly restrictive".
    pub(super) fn has_cjk_writing_system(self) -> bool {
        self.0 & (1 << t::JAPANESE | 1 << t::KOREAN | 1 << t::HAN_WITH_BOPOMOFO) != 0
    }

    /// The name of the tables' script that `name` names, matched as
    /// Unicode matches property values (UAX #44 LM3: case, spaces, `_`
    /// and `-` aside): `"cyrillic"` and `"Old-Italic"` name `Cyrillic` and
    /// `Old_Italic`.
    pub(super) fn script_named(name: &str) -> Option<&'static str> {
        fn loose(text: &str) -> impl Iterator<Item = char> + '_ {
            text.chars()
                .filter(|c| !matches!(c, ' ' | '_' | '-'))
                .flat_map(char::to_lowercase)
        }
        t::SCRIPT_NAMES
            .iter()
            .copied()
            .find(|n| loose(n).eq(loose(name)))
    }

    /// The set of one named script (none if the tables do not know it).
    pub(super) fn named(name: &str) -> ScriptSet {
        match t::SCRIPT_NAMES.iter().position(|&n| n == name) {
            Some(bit) => ScriptSet(1 << bit),
            None => ScriptSet(0),
        }
    }
}

/// UTS #39's "highly restrictive" (section 5.2), fed a label's
/// characters' script sets one at a time: the intersection of all, and of
/// those without Latin. A label breaks it when the first is empty and the
/// second has none of the CJK writing systems that may mix with Latin.
#[derive(Clone, Copy, Debug)]
pub(super) struct Restriction {
    scripts: ScriptSet,
    without_latin: ScriptSet,
}

impl Restriction {
    pub(super) const NEW: Restriction = Restriction {
        scripts: ScriptSet::ALL,
        without_latin: ScriptSet::ALL,
    };

    /// Takes the next character's set.
    #[inline(always)]
    pub(super) fn feed(&mut self, set: ScriptSet) {
        self.scripts = self.scripts.and(set);
        // (A set with Latin leaves the second alone: a choice of values,
        // not a branch.)
        let other = if set.has_latin() { ScriptSet::ALL } else { set };
        self.without_latin = self.without_latin.and(other);
    }

    /// The intersection of the sets so far.
    pub(super) fn scripts(self) -> ScriptSet {
        self.scripts
    }

    /// Where the label breaks the restriction, if it does, from its sets
    /// `sets` (those fed, again, in order): [`Reason::MixedScripts`] of the
    /// intersection before the set that emptied it, and of that set. A
    /// label that keeps to it reads none of `sets`; one that breaks it, up
    /// to that set.
    pub(super) fn conflict(self, sets: impl Iterator<Item = ScriptSet>) -> Option<Reason> {
        if self.scripts.is_empty() && !self.without_latin.has_cjk_writing_system() {
            Restriction::emptied_by(sets)
        } else {
            None
        }
    }

    /// The reason of the intersection of `sets` before the first that
    /// empties it, and of that one. Out of line: few labels mix scripts.
    #[cold]
    #[inline(never)]
    fn emptied_by(sets: impl Iterator<Item = ScriptSet>) -> Option<Reason> {
        let mut scripts = ScriptSet::ALL;
        for set in sets {
            let joined = scripts.and(set);
            if joined.is_empty() {
                return Some(Reason::mixed_scripts(
                    scripts.first_name(),
                    set.first_name(),
                ));
            }
            scripts = joined;
        }
        None
    }
}

/// The bits of the scripts the rules name.
pub(super) mod script {
    pub(in super::super) use super::t::{
        BOPOMOFO, CYRILLIC, GREEK, HAN, HIRAGANA, KATAKANA, LATIN,
    };
}

/// The skeleton of `cp` in a policy's data (the browser's, Unicode 16, or
/// the UTS #39 policy's, Unicode 18), where `cp` is a code point that NFD
/// leaves alone and UTS #46 leaves valid, or one of that policy's profile,
/// and its skeleton is not `cp` itself (empty for a default ignorable).
#[inline(never)]
pub(super) fn skeleton_of(cp: u32, browser: bool) -> Option<&'static str> {
    if cp < 0x80 && ASCII_WITH_SKELETON & 1 << cp == 0 {
        return None;
    }
    let version = if browser { 2 } else { 1 };
    // The entries of `cp`: one for both versions, or one for either.
    let first = t::SKELETON_CHARS.partition_point(|&e| e >> 2 < cp);
    let k = (first..t::SKELETON_CHARS.len().min(first + 2))
        .find(|&k| t::SKELETON_CHARS[k] >> 2 == cp && t::SKELETON_CHARS[k] & version != 0)?;
    let (from, to) = (
        usize::from(t::SKELETON_AT[k]),
        usize::from(t::SKELETON_AT[k + 1]),
    );
    t::SKELETON_POOL.get(from..to)
}

/// The ASCII characters that have a skeleton entry (`m`, `0`, `1`, ...),
/// one bit each, so that ASCII needs no search.
const ASCII_WITH_SKELETON: u128 = {
    let mut bits = 0u128;
    let mut k = 0;
    while k < t::SKELETON_CHARS.len() && t::SKELETON_CHARS[k] >> 2 < 0x80 {
        bits |= 1 << (t::SKELETON_CHARS[k] >> 2);
        k += 1;
    }
    bits
};

/// Chromium's sets (`unicode-tables/src/browser.rs` says where each comes
/// from).
pub(super) mod browser {
    use super::t;

    /// The combining diacritics U+0300-U+0339 that both browsers' patterns
    /// look at (Chromium's `combining_diacritics_exceptions_`, and what its
    /// `ShouldRemoveDiacriticsFromLabel` removes).
    #[inline]
    pub(in super::super) const fn is_diacritic(cp: u32) -> bool {
        matches!(cp, 0x300..=0x339)
    }

    /// A letter of its script that looks like a Latin one, by Chromium's
    /// whole-script sets.
    pub(in super::super) fn looks_latin(cp: u32) -> bool {
        t::LATIN_LOOKALIKE_LETTERS.binary_search(&cp).is_ok()
    }

    /// A character that is, or looks like, a digit, by Chromium's list.
    pub(in super::super) fn looks_like_digit(cp: u32) -> bool {
        t::DIGIT_LOOKALIKE_CHARS.binary_search(&cp).is_ok()
    }

    /// The whole-script script of class `class`, and the ASCII TLDs where
    /// it is expected.
    pub(in super::super) fn whole_script(
        class: u32,
    ) -> Option<(&'static str, &'static [&'static str])> {
        let k = usize::try_from(class).ok()?.checked_sub(1)?;
        t::WHOLE_SCRIPT.get(k).copied()
    }

    /// Whether `label` is one of the words Chromium exempts from the
    /// whole-script rule.
    pub(in super::super) fn allowed_word(label: &str) -> bool {
        t::ALLOWED_WORDS.contains(&label)
    }

    /// What `cp` reads as, by Chromium's mappings on top of UTS #39's:
    /// one or two ASCII bytes (the second 0 when there is one).
    #[inline(never)]
    pub(in super::super) fn extra_skeleton(cp: u32) -> Option<[u8; 2]> {
        let k = t::EXTRA_SKELETONS.partition_point(|&e| e >> 16 < u64::from(cp));
        let e = *t::EXTRA_SKELETONS.get(k)?;
        (e >> 16 == u64::from(cp)).then_some([(e >> 8) as u8, e as u8])
    }

    /// Beyond the last character that reads as two things, made by the
    /// compiler from the table: the characters of most scripts are not
    /// searched for.
    const ALTERNATIVES_END: u32 = {
        let (mut end, mut k) = (0, 0);
        while k < t::ALTERNATIVES.len() {
            let cp = (t::ALTERNATIVES[k] >> 32) as u32;
            if cp >= end {
                end = cp + 1;
            }
            k += 1;
        }
        end
    };

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
        if cp >= ALTERNATIVES_END {
            return None;
        }
        let e = *t::ALTERNATIVES.iter().find(|&&e| (e >> 32) as u32 == cp)?;
        let b = |shift: u32| (e >> shift) as u8;
        Some(([b(24), b(16)], [b(8), b(0)]))
    }
}

/// The version of the Unicode data of [`Policy::uts39`](super::Policy::uts39)
/// (UTS #39's identifier profile and confusables, `Script_Extensions`).
///
/// ```
/// assert_eq!(punycode_core::display::UNICODE_VERSION, "18.0.0");
/// ```
pub const UNICODE_VERSION: &str = t::UNICODE_VERSION;

/// The version of the Unicode data of the default, browser policy
/// ([`Policy::default`](super::Policy::default)): that of the ICU that
/// Chromium's IDN spoof checker decides on, whose identifier profile
/// allows many characters that Unicode 17 restricted.
///
/// ```
/// assert_eq!(punycode_core::display::BROWSER_UNICODE_VERSION, "16.0.0");
/// ```
pub const BROWSER_UNICODE_VERSION: &str = t::BROWSER_UNICODE_VERSION;

/// The version of the Unicode data of Firefox's policy
/// ([`Policy::firefox`](super::Policy::firefox)): that of the ICU Firefox
/// vendors (ICU 78), whose identifier statuses its own tests expect
/// (Bopomofo and U+309A are Restricted from Unicode 17 on).
///
/// ```
/// assert_eq!(punycode_core::display::FIREFOX_UNICODE_VERSION, "17.0.0");
/// ```
pub const FIREFOX_UNICODE_VERSION: &str = super::firefox_tables::UNICODE_VERSION;

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast paths of the browser's properties (ASCII's table, the
    /// ranges of a code point's block of [`BROWSER_BLOCKS`]) give what a
    /// search of the whole table gives, for every code point.
    #[test]
    fn browser_blocks_as_the_whole_table() {
        for cp in 0..=0x10_FFFF {
            let key = u64::from(cp) << 32 | u64::from(u32::MAX);
            let k = t::BROWSER_RANGES.partition_point(|&r| r <= key);
            let whole = BrowserProps::from_range(t::BROWSER_RANGES[k - 1]);
            assert_eq!(BrowserProps::of(cp), whole, "U+{cp:04X}");
        }
    }
}
