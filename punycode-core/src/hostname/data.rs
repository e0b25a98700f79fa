//! The Unicode data that UTS #46 needs, read from our own generated tables
//! (`tables.rs`, written by `cargo run -p punycode-unicode-tables` from
//! ICU4X's data and tested against ICU4X for every code point): each code
//! point's UTS #46 status and mapping (in canonical decomposition), its
//! `Bidi_Class` group (RFC 5893), `Joining_Type` (RFC 5892), whether it is
//! a Mark, its `Canonical_Combining_Class`, and the canonical compositions.
//!
//! A lookup is three array reads (`word`); everything here is `const fn`.

use super::tables as t;
use crate::punycode::bounds;

/// The `Bidi_Class` groups that RFC 5893 tells apart; `Other` is every
/// class that no rule allows (B, S, WS, the embeddings, overrides and
/// isolates).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[allow(clippy::upper_case_acronyms, reason = "the class names of UAX #9")]
pub(crate) enum BidiClass {
    Other,
    L,
    R,
    AL,
    AN,
    EN,
    ES,
    CS,
    ET,
    ON,
    BN,
    NSM,
}

/// The `Joining_Type` values of RFC 5892 appendix A.1; `Other` is U and C.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum JoiningType {
    Other,
    Transparent,
    Left,
    Right,
    Dual,
}

/// U+FFFD, which UTS #46 puts in place of a disallowed character.
pub(crate) const REPLACEMENT: u32 = 0xFFFD;

/// The table word of a code point: its kind in the top bits, and a
/// payload (properties, or an index into a side table). Four stages, each
/// an offset into the next (`unicode-tables/src/lib.rs` has the layout).
#[inline(always)]
pub(crate) const fn word(cp: u32) -> u16 {
    if cp >= t::TRIE_END {
        return beyond(cp);
    }
    stages(cp >> TOP, cp)
}

/// The bits of a code point that the stages below `index0` take.
const TOP: u32 = t::SHIFT0 + t::SHIFT1 + t::SHIFT2;

/// The word from `index0`'s entry `top` down, for the code point `cp`
/// (whose low bits choose in the stages below).
#[inline(always)]
const fn stages(top: u32, cp: u32) -> u16 {
    const fn mask(bits: u32) -> usize {
        (1 << bits) - 1
    }
    /// `table[at]`, or the word of a disallowed code point past its end
    /// (never, for the generated tables: no panic path to carry).
    const fn at<T: Copy>(table: &[T], at: usize, or: T) -> T {
        match table.split_at_checked(at) {
            Some((_, [value, ..])) => *value,
            _ => or,
        }
    }
    let i1 = at(&t::TRIE.index0, top as usize, 0) as usize;
    let i2 = at(
        &t::TRIE.index1,
        i1 + ((cp >> (t::SHIFT0 + t::SHIFT1)) as usize & mask(t::SHIFT2)),
        0,
    ) as usize;
    let i3 = at(
        &t::TRIE.index2,
        i2 + ((cp >> t::SHIFT0) as usize & mask(t::SHIFT1)),
        0,
    ) as usize;
    at(
        &t::TRIE.data,
        i3 + (cp as usize & mask(t::SHIFT0)),
        t::DISALLOWED << t::CLASS_SHIFT,
    )
}

/// [`word`] from `TRIE_END` on: in plane 14's window, from the stages
/// (`index0`'s entries for it follow those below `TRIE_END`); else the
/// word of the tail of the code space, unassigned, but the noncharacters
/// and private use (and anything past U+10FFFF) disallowed, which the
/// generator checks for every code point. Out of line: the rare path.
#[inline(never)]
const fn beyond(cp: u32) -> u16 {
    const DISALLOWED: u16 = t::DISALLOWED << t::CLASS_SHIFT;
    if cp >= t::WINDOW_START && cp < t::WINDOW_END {
        stages((t::TRIE_END + cp - t::WINDOW_START) >> TOP, cp)
    } else if cp >= 0xF_0000 || cp & 0xFFFE == 0xFFFE {
        DISALLOWED
    } else {
        DISALLOWED | t::UNASSIGNED
    }
}

/// A code point's entry in the tables.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Entry(u16);

impl Entry {
    #[inline(always)]
    pub(crate) const fn of(cp: u32) -> Entry {
        Entry(word(cp))
    }

    /// The kind, in the top three bits; kind `PROPS` has classes.
    #[inline(always)]
    const fn kind(self) -> u16 {
        self.0 >> t::KIND_SHIFT
    }

    /// The class of a word of kind `PROPS`, in the top five bits (for any
    /// other kind, a number above every class).
    #[inline(always)]
    const fn class(self) -> u16 {
        self.0 >> t::CLASS_SHIFT
    }

    #[inline(always)]
    const fn payload(self) -> usize {
        (self.0 & ((1 << t::KIND_SHIFT) - 1)) as usize
    }

    /// Plain, with a decomposition or without: valid, inert (see
    /// [`Entry::is_inert`]), combining class 0, not a mark, not
    /// right-to-left, and PVALID in IDNA2008. Two comparisons, for the
    /// bulk of characters.
    #[inline(always)]
    pub(crate) const fn is_pass(self) -> bool {
        self.0 < t::PASS_LIMIT || (self.kind() == t::DECOMPOSES && self.0 & t::DECOMPOSES_PASS != 0)
    }

    /// The properties, of a word of kind `PROPS`.
    #[inline(always)]
    const fn props_payload(self) -> u16 {
        self.0 & ((1 << t::CLASS_SHIFT) - 1)
    }

    /// Disallowed: UTS #46 refuses it wherever it is.
    #[cfg(feature = "alloc")]
    #[inline(always)]
    pub(crate) const fn is_disallowed(self) -> bool {
        self.class() == t::DISALLOWED
    }

    /// Valid (deviations included): UTS #46 keeps it.
    #[inline(always)]
    pub(crate) const fn is_valid(self) -> bool {
        matches!(self.class(), t::VALID | t::SPECIAL) || self.kind() == t::DECOMPOSES
    }

    /// Valid, and NFC leaves it alone in any label of such code points
    /// whose marks are in canonical order: plain, or with a canonical
    /// decomposition (which composes back, as nothing after it composes)
    /// whose first code point composes with nothing before it.
    #[inline(always)]
    pub(crate) const fn is_inert(self) -> bool {
        self.class() == t::VALID || (self.kind() == t::DECOMPOSES && !self.joins())
    }

    /// Valid, with no canonical decomposition (plain or special).
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(crate) const fn is_undecomposed(self) -> bool {
        self.class() <= t::SPECIAL
    }

    /// Valid, with a canonical decomposition whose first code point is a
    /// composition's second character: NFC may compose it with the code
    /// point before (U+1611E U+16124 is U+16127).
    #[inline(always)]
    pub(crate) const fn joins(self) -> bool {
        self.kind() == t::DECOMPOSES && self.0 & t::DECOMPOSES_JOINS != 0
    }

    /// Valid, and a composition's second character or a joiner.
    #[inline(always)]
    pub(crate) const fn is_special(self) -> bool {
        self.class() == t::SPECIAL
    }

    /// The properties of a valid code point (of any other, those of
    /// nothing: `Other`, not a mark, combining class 0).
    #[inline(always)]
    pub(crate) const fn props(self) -> Props {
        match self.class() {
            t::VALID | t::SPECIAL => Props(self.props_payload()),
            _ if self.kind() == t::DECOMPOSES => Props(self.props_payload()),
            _ => Props(0),
        }
    }

    #[cfg(feature = "idna2008")]
    /// Not valid, and unassigned (IDNA2008's UNASSIGNED).
    #[inline(always)]
    pub(crate) const fn is_unassigned(self) -> bool {
        self.class() == t::DISALLOWED && self.props_payload() & t::UNASSIGNED != 0
    }

    /// Whether a name with this code point is a bidi domain name: its
    /// `Bidi_Class` is R, AL or AN (also for a disallowed code point, which
    /// is refused, but still makes the name one).
    #[inline(always)]
    pub(crate) const fn is_rtl(self) -> bool {
        if self.class() == t::DISALLOWED {
            return self.props_payload() & 1 != 0;
        }
        matches!(
            self.props().bidi(),
            BidiClass::R | BidiClass::AL | BidiClass::AN
        )
    }

    /// What UTS #46 mapping makes of `cp` (whose entry this is), in NFC:
    /// a valid code point itself.
    #[inline(always)]
    pub(crate) const fn mapping(self, cp: u32) -> Mapping {
        match self.class() {
            t::VALID | t::SPECIAL => return Mapping::One(cp),
            t::DISALLOWED => return Mapping::One(REPLACEMENT),
            _ => {}
        }
        match self.kind() {
            t::DECOMPOSES => Mapping::One(cp),
            t::MAPPED => {
                Mapping::One(cp.wrapping_add_signed(bounds::at(&t::DELTAS, self.payload())))
            }
            t::EXPANDS => expansion(self.payload()),
            t::EXPANDS1 => Mapping::Pool {
                start: self.payload(),
                end: self.payload() + 1,
            },
            t::EXPANDS2 => Mapping::Pool {
                start: self.payload(),
                end: self.payload() + 2,
            },
            t::EXPANDS3 => Mapping::Pool {
                start: self.payload(),
                end: self.payload() + 3,
            },
            _ => Mapping::One(REPLACEMENT),
        }
    }

    /// Whether the code point is valid and has a canonical decomposition
    /// (see [`decomposition`]).
    #[inline(always)]
    pub(crate) const fn decomposes(self) -> bool {
        self.kind() == t::DECOMPOSES
    }

    /// Whether NFC may change something around this code point: a valid
    /// one of nonzero combining class, a composition's second character
    /// (or a joiner), or one whose decomposition starts with such a second
    /// ([`Entry::joins`]). Anything else in a mapped label leaves it in NFC.
    #[inline(always)]
    pub(crate) const fn may_compose(self) -> bool {
        if self.0 < t::PASS_LIMIT {
            return false;
        }
        self.is_special() || self.joins() || self.props().ccc() != 0
    }
}

/// The canonical decomposition of a valid code point that has one (not
/// Hangul syllables, which composition handles by algorithm): its
/// composition pair, the first decomposed again (the generator checks that
/// this gives NFD for every such code point). At most four code points.
/// For normalization's rare path only: it searches the pairs.
#[inline(never)]
pub(crate) const fn decomposition(cp: u32) -> ([u32; 4], usize) {
    let mut seconds = [0u32; 3];
    let mut n = 0;
    let mut first = cp;
    while n < seconds.len() {
        let Some((a, b)) = pair_of(first) else {
            break;
        };
        seconds[n] = b;
        n += 1;
        first = a;
    }
    let mut out = [first, 0, 0, 0];
    let mut k = 0;
    while k < n {
        out[k + 1] = seconds[n - 1 - k];
        k += 1;
    }
    (out, n + 1)
}

/// [`decomposition`] by binary search, for callers that decompose often
/// (display's skeletons): the same result for every code point (held by a
/// test), with an index (two bytes a pair) that only such callers link.
#[cfg(feature = "display")]
pub(crate) fn decomposition_indexed(cp: u32) -> ([u32; 4], usize) {
    let mut seconds = [0u32; 3];
    let mut n = 0;
    let mut first = cp;
    while n < seconds.len() {
        let Some((a, b)) = pair_indexed(first) else {
            break;
        };
        seconds[n] = b;
        n += 1;
        first = a;
    }
    let mut out = [first, 0, 0, 0];
    for k in 0..n {
        out[k + 1] = seconds[n - 1 - k];
    }
    (out, n + 1)
}

/// `PAIRS`' indices in the order of their composites (made by the
/// compiler: a heap sort).
#[cfg(feature = "display")]
static PAIRS_BY_COMPOSITE: [u16; t::PAIRS.len()] = {
    const N: usize = t::PAIRS.len();
    const fn key(i: u16) -> u16 {
        t::PAIRS[i as usize][1]
    }
    const fn sift(a: &mut [u16; N], mut root: usize, end: usize) {
        while 2 * root + 1 < end {
            let mut child = 2 * root + 1;
            if child + 1 < end && key(a[child]) < key(a[child + 1]) {
                child += 1;
            }
            if key(a[root]) >= key(a[child]) {
                return;
            }
            let t = a[root];
            a[root] = a[child];
            a[child] = t;
            root = child;
        }
    }
    let mut a = [0u16; N];
    let mut i = 0;
    while i < N {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "PAIRS has fewer than 65,536"
        )]
        {
            a[i] = i as u16;
        }
        i += 1;
    }
    let mut start = N / 2;
    while start > 0 {
        start -= 1;
        sift(&mut a, start, N);
    }
    let mut end = N;
    while end > 1 {
        end -= 1;
        let t = a[0];
        a[0] = a[end];
        a[end] = t;
        sift(&mut a, 0, end);
    }
    a
};

/// [`pair_of`] by binary search over [`PAIRS_BY_COMPOSITE`].
#[cfg(feature = "display")]
fn pair_indexed(composite: u32) -> Option<(u32, u32)> {
    if composite > 0xFFFF {
        return pair_of(composite);
    }
    let at =
        PAIRS_BY_COMPOSITE.partition_point(|&k| u32::from(t::PAIRS[k as usize][1]) < composite);
    let k = usize::from(*PAIRS_BY_COMPOSITE.get(at)?);
    if u32::from(t::PAIRS[k][1]) != composite {
        return None;
    }
    let group = t::SECOND_STARTS.partition_point(|&s| usize::from(s) <= k) - 1;
    Some((u32::from(t::PAIRS[k][0]), t::SECONDS[group]))
}

/// The pair that composes to `composite`, if one does: a scan of the
/// pairs (rare path; out of line).
#[inline(never)]
const fn pair_of(composite: u32) -> Option<(u32, u32)> {
    if composite > 0xFFFF {
        let mut k = 0;
        while k < t::ASTRAL_PAIRS.len() {
            let [a, b, c] = t::ASTRAL_PAIRS[k];
            if c == composite {
                return Some((a, b));
            }
            k += 1;
        }
        return None;
    }
    let mut k = 0;
    while k < t::PAIRS.len() && t::PAIRS[k][1] as u32 != composite {
        k += 1;
    }
    if k == t::PAIRS.len() {
        return None;
    }
    // The group of pair k: the last that starts at or before it.
    let mut group = 0;
    while bounds::at(&t::SECOND_STARTS, group + 1) as usize <= k {
        group += 1;
    }
    Some((t::PAIRS[k][0] as u32, bounds::at(&t::SECONDS, group)))
}

/// An entry of `EXPANSIONS`, as a run of the pool.
#[inline(always)]
const fn expansion(index: usize) -> Mapping {
    let e = bounds::at(&t::EXPANSIONS, index);
    Mapping::Pool {
        start: (e & 0xFFFF) as usize,
        end: (e & 0xFFFF) as usize + ((e >> 16) & 0x1F) as usize,
    }
}

/// What a code point maps to, in canonical decomposition: one code point,
/// or a run of the pool (UTF-16; empty for an ignored code point).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mapping {
    One(u32),
    Pool { start: usize, end: usize },
}

impl Mapping {
    /// The code point at `*at` of a pool run, moving `*at` past it.
    #[inline(always)]
    pub(crate) const fn pool_char(at: &mut usize) -> u32 {
        let unit = bounds::at(&t::POOL, *at) as u32;
        *at += 1;
        if unit & 0xFC00 == 0xD800 {
            let low = bounds::at(&t::POOL, *at) as u32;
            *at += 1;
            return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
        }
        unit
    }
}

/// The properties of a valid code point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Props(u16);

impl Props {
    #[inline(always)]
    const fn combo(self) -> u16 {
        t::COMBOS[self.0 as usize]
    }

    /// `Canonical_Combining_Class`.
    #[inline(always)]
    pub(crate) const fn ccc(self) -> u8 {
        t::CCC[self.0 as usize]
    }

    /// The combination of properties, as a word to OR with those of other
    /// code points (for [`Props::idna2008_of_bits`]).
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(crate) const fn combo_bits(self) -> u16 {
        self.combo()
    }

    /// The IDNA2008 bits of an OR of [`Props::combo_bits`]: 0 when every
    /// one of those code points is PVALID (0), else which properties
    /// (CONTEXTJ 1, CONTEXTO 2, DISALLOWED 3) or'd.
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(crate) const fn idna2008_of_bits(bits: u16) -> u16 {
        (bits >> t::IDNA2008_SHIFT) & 3
    }

    #[cfg(feature = "idna2008")]
    /// The IDNA2008 derived property (RFC 5892) of a valid code point:
    /// PVALID 0, CONTEXTJ 1, CONTEXTO 2, DISALLOWED 3.
    #[inline(always)]
    pub(crate) const fn idna2008(self) -> u16 {
        (self.combo() >> t::IDNA2008_SHIFT) & 3
    }

    #[inline(always)]
    pub(crate) const fn bidi(self) -> BidiClass {
        match self.combo() & 0xF {
            1 => BidiClass::L,
            2 => BidiClass::R,
            3 => BidiClass::AL,
            4 => BidiClass::AN,
            5 => BidiClass::EN,
            6 => BidiClass::ES,
            7 => BidiClass::CS,
            8 => BidiClass::ET,
            9 => BidiClass::ON,
            10 => BidiClass::BN,
            11 => BidiClass::NSM,
            _ => BidiClass::Other,
        }
    }

    #[inline(always)]
    pub(crate) const fn joining(self) -> JoiningType {
        match (self.combo() >> 4) & 7 {
            1 => JoiningType::Transparent,
            2 => JoiningType::Left,
            3 => JoiningType::Right,
            4 => JoiningType::Dual,
            _ => JoiningType::Other,
        }
    }

    /// `General_Category` is Mark (Mn, Mc, Me).
    #[inline(always)]
    pub(crate) const fn is_mark(self) -> bool {
        self.combo() & 0x80 != 0
    }

    /// `Canonical_Combining_Class`=Virama (9).
    #[inline(always)]
    pub(crate) const fn is_virama(self) -> bool {
        self.ccc() == 9
    }
}

/// The script group of `cp` that RFC 5892 appendix A's rules look at: 1
/// Greek, 2 Hebrew, 3 Hiragana, Katakana or Han, 0 any other (`Script`).
/// A binary search of the ranges; only labels with such a rule's code
/// point ask.
#[cfg(feature = "idna2008")]
#[inline(never)]
pub(crate) const fn script_group(cp: u32) -> u8 {
    let (mut lo, mut hi) = (0, t::SCRIPTS.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let [first, last_group] = t::SCRIPTS[mid];
        if cp < first {
            hi = mid;
        } else if cp > last_group & 0xFF_FFFF {
            lo = mid + 1;
        } else {
            return (last_group >> 24) as u8;
        }
    }
    0
}

/// The properties of `cp`, through its entry.
#[inline(always)]
pub(crate) const fn props(cp: u32) -> Props {
    Entry::of(cp).props()
}

// Hangul syllables, composed by the algorithm of Unicode section 3.12.
const S_BASE: u32 = 0xAC00;
const L_BASE: u32 = 0x1100;
const V_BASE: u32 = 0x1161;
const T_BASE: u32 = 0x11A7;
const L_COUNT: u32 = 19;
const V_COUNT: u32 = 21;
const T_COUNT: u32 = 28;
const S_COUNT: u32 = L_COUNT * V_COUNT * T_COUNT;

/// The canonical decomposition of a Hangul syllable (Unicode section
/// 3.12, by algorithm): its two or three jamo, or `None` for any other
/// code point.
#[cfg(feature = "display")]
#[inline(always)]
pub(crate) const fn decompose_hangul(cp: u32) -> Option<([u32; 3], usize)> {
    let s = cp.wrapping_sub(S_BASE);
    if s >= S_COUNT {
        return None;
    }
    let (l, v, t) = (
        s / (V_COUNT * T_COUNT),
        s % (V_COUNT * T_COUNT) / T_COUNT,
        s % T_COUNT,
    );
    if t == 0 {
        Some(([L_BASE + l, V_BASE + v, 0], 2))
    } else {
        Some(([L_BASE + l, V_BASE + v, T_BASE + t], 3))
    }
}

/// The primary composite of `first` and `second`, if there is one (not
/// excluded from composition).
pub(crate) const fn compose(first: u32, second: u32) -> Option<u32> {
    // Hangul: a leading consonant and a vowel, or an LV syllable and a
    // trailing consonant.
    if first.wrapping_sub(L_BASE) < L_COUNT && second.wrapping_sub(V_BASE) < V_COUNT {
        let (l, v) = (first - L_BASE, second - V_BASE);
        return Some(S_BASE + (l * V_COUNT + v) * T_COUNT);
    }
    let s = first.wrapping_sub(S_BASE);
    if s < S_COUNT && s % T_COUNT == 0 && second > T_BASE && second - T_BASE < T_COUNT {
        return Some(first + (second - T_BASE));
    }
    // The few pairs outside the BMP.
    if first > 0xFFFF {
        let mut k = 0;
        while k < t::ASTRAL_PAIRS.len() {
            let [a, b, c] = t::ASTRAL_PAIRS[k];
            if a == first && b == second {
                return Some(c);
            }
            k += 1;
        }
        return None;
    }
    // The pairs whose second character is `second`, sorted by the first.
    let Some(group) = search(&t::SECONDS, second) else {
        return None;
    };
    let (mut lo, mut hi) = (
        bounds::at(&t::SECOND_STARTS, group) as usize,
        bounds::at(&t::SECOND_STARTS, group + 1) as usize,
    );
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let [a, c] = bounds::at(&t::PAIRS, mid);
        let a = a as u32;
        if a == first {
            return Some(c as u32);
        }
        if a < first {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    None
}

/// What normalizing any text needs of a code point that UTS #46 does not
/// keep (mapped or disallowed), for `rules`, whose text is as it is given:
/// whether it is a mark, a composition's second character, its combining
/// class and its canonical decomposition. A code point with none of these
/// has no entry (`None`).
#[derive(Clone, Copy)]
pub(crate) struct Other {
    word: u32,
    index: usize,
}

impl Other {
    /// The entry of `cp` (which is not valid), if it has one.
    pub(crate) const fn of(cp: u32) -> Option<Other> {
        let (mut lo, mut hi) = (0, t::OTHERS.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let word = bounds::at(&t::OTHERS, mid);
            let at = word >> 11;
            if at == cp {
                return Some(Other { word, index: mid });
            }
            if at < cp {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        None
    }

    /// `General_Category` is a Mark.
    #[cfg(feature = "alloc")]
    pub(crate) const fn is_mark(self) -> bool {
        self.word & 1 << 10 != 0
    }

    /// A composition's second character.
    pub(crate) const fn is_second(self) -> bool {
        self.word & 1 << 9 != 0
    }

    pub(crate) const fn ccc(self) -> u8 {
        self.word as u8
    }

    /// Its full canonical decomposition, if it has one.
    pub(crate) const fn decomposition(self) -> Option<([u32; 4], usize)> {
        if self.word & 1 << 8 == 0 {
            return None;
        }
        let at = bounds::at(&t::OTHER_NFD, self.index);
        let (offset, len) = ((at >> 3) as usize, (at & 7) as usize);
        let mut out = [0; 4];
        let mut k = 0;
        while k < len && k < 4 {
            out[k] = bounds::at(&t::OTHER_POOL, offset + k);
            k += 1;
        }
        Some((out, len))
    }
}

/// The primary composite of `first` and `second` where either (or the
/// composite) is a code point UTS #46 does not keep (`compose` has the
/// others).
pub(crate) const fn compose_other(first: u32, second: u32) -> Option<u32> {
    let (mut lo, mut hi) = (0, t::OTHER_PAIRS.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let [a, b, c] = bounds::at(&t::OTHER_PAIRS, mid);
        if a == first && b == second {
            return Some(c);
        }
        if b < second || (b == second && a < first) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    None
}

/// The index of `x` in the sorted `values`.
const fn search(values: &[u32], x: u32) -> Option<usize> {
    let (mut lo, mut hi) = (0, values.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let value = bounds::at(values, mid);
        if value == x {
            return Some(mid);
        }
        if value < x {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    None
}

/// Whether any of `cps` is beyond ASCII.
pub(crate) const fn any_non_ascii(cps: &[u32]) -> bool {
    let mut k = 0;
    while k < cps.len() {
        if cps[k] >= 0x80 {
            return true;
        }
        k += 1;
    }
    false
}

/// The version of Unicode whose data the hostname functions apply
/// (mapping, normalization and properties), from the tables generated from
/// ICU4X.
///
/// ```
/// assert_eq!(punycode_core::hostname::UNICODE_VERSION, "18.0.0");
/// ```
pub const UNICODE_VERSION: &str = t::UNICODE_VERSION;
