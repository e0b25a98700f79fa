//! Whether UTS #46 leaves a label alone, one code point at a time
//! ([`Inert`]): every character valid and its own mapping, and the label
//! in NFC (no composition's second character that composes with the
//! character before it, no joiner, no mark first, marks in canonical
//! order). Such a label needs no mapping and no NFC pass: the quick check
//! of the pipeline, for UTS #46's route and registration's first pass.

use super::data::Entry;
use super::{joiners, mapping};

/// `label::inert`, one code point at a time.
pub(super) struct Inert {
    first: bool,
    /// Whether a character was right-to-left.
    pub(super) rtl: bool,
    /// The combining class of the previous character: marks must not go
    /// down in class, or NFC would reorder them.
    previous_class: u8,
    /// The previous character.
    previous: u32,
    /// The length of the run of marks (nonzero class) that ends with the
    /// previous character, while `previous_class` is not 0.
    marks: usize,
    /// The combinations of properties of the characters that are not
    /// plain, or'd ([`Props::combo_bits`](super::data::Props::combo_bits)): for registration, whether each
    /// is PVALID.
    #[cfg(feature = "idna2008")]
    pub(crate) combos: u16,
}

impl Inert {
    pub(super) const fn new() -> Inert {
        Inert {
            first: true,
            rtl: false,
            previous_class: 0,
            previous: 0,
            marks: 0,
            #[cfg(feature = "idna2008")]
            combos: 0,
        }
    }

    /// Whether the label is still inert with `cp` next.
    #[inline]
    pub(super) const fn next(&mut self, cp: u32) -> bool {
        if cp < 0x80 {
            self.first = false;
            self.previous = cp;
            self.previous_class = 0;
            let b = cp as u8;
            return b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
        }
        self.next_entry(cp, Entry::of(cp))
    }

    /// [`Inert::next`] for an ASCII code point that mapping keeps (any but
    /// an uppercase letter), whatever the label rules say of it: for
    /// `rules::map`, which asks only whether mapping and NFC leave the text
    /// alone.
    #[cfg(feature = "alloc")]
    pub(super) const fn ascii(&mut self, cp: u32) {
        self.first = false;
        self.previous = cp;
        self.previous_class = 0;
    }

    /// The combining class of the last code point and the run of marks
    /// that ends there: where [`validity::valid_and_nfc_from`](super::validity::valid_and_nfc_from) takes up a
    /// label that this pass found inert so far.
    #[cfg(feature = "idna2008")]
    pub(super) const fn marks(&self) -> (u8, usize) {
        (self.previous_class, self.marks)
    }

    /// The previous code point.
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(super) const fn previous(&self) -> u32 {
        self.previous
    }

    /// [`Inert::next_entry`] of a code point whose entry
    /// [`is_pass`](Entry::is_pass).
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(super) const fn plain(&mut self, cp: u32) {
        self.first = false;
        self.previous = cp;
        self.previous_class = 0;
    }

    /// [`Inert::next`] for `cp` beyond ASCII, whose entry is `entry`.
    ///
    /// (Inline in registration's pass too, which keeps the state in
    /// registers so: measured in BENCHMARKS.md, registration.)
    #[cfg_attr(not(feature = "idna2008"), inline)]
    #[cfg_attr(feature = "idna2008", inline(always))]
    pub(super) const fn next_entry(&mut self, cp: u32, entry: Entry) -> bool {
        let first = self.first;
        self.first = false;
        let previous = self.previous;
        self.previous = cp;
        if entry.is_pass() {
            self.previous_class = 0;
            return true;
        }
        if !entry.is_inert() && !self.stays(entry, cp, previous) {
            return false;
        }
        self.rtl |= entry.is_rtl();
        let props = entry.props();
        #[cfg(feature = "idna2008")]
        {
            self.combos |= props.combo_bits();
        }
        let class = props.ccc();
        if (first && (class != 0 || props.is_mark())) || (class != 0 && class < self.previous_class)
        {
            return false;
        }
        if class != 0 {
            // A run of more marks than NFC's ordering takes is refused
            // (`TooManyMarks`), by the mapped path.
            self.marks = if self.previous_class == 0 {
                1
            } else {
                self.marks + 1
            };
            if self.marks > mapping::MAX_MARKS {
                return false;
            }
        }
        self.previous_class = class;
        true
    }

    /// For registration, after [`Inert::next_entry`] refused `cp` (of
    /// `entry`) after `previous`, not first in the label: whether NFC
    /// leaves it alone all the same as a composition's second character
    /// with a combining class right after a starter, and then takes it as
    /// the start of a run of marks. It does when the starter has no
    /// decomposition (whose marks NFC could reorder with it) and does not
    /// compose with it: the only starter NFC would try it with, as the
    /// starter blocks every one before. (The Sinhala al-lakuna after a
    /// consonant, which UTS #46's checks send through a whole NFC pass.)
    #[cfg(feature = "idna2008")]
    #[inline(always)]
    pub(super) const fn second_mark(&mut self, previous: u32, cp: u32, entry: Entry) -> bool {
        if !entry.is_special() || self.previous_class != 0 {
            return false;
        }
        let props = entry.props();
        let class = props.ccc();
        if class == 0
            || (previous >= 0x80 && !Entry::of(previous).is_undecomposed())
            || !mapping::second_stays(previous, 0, cp)
        {
            return false;
        }
        self.rtl |= entry.is_rtl();
        self.combos |= props.combo_bits();
        self.previous_class = class;
        self.marks = 1;
        true
    }

    /// Whether NFC leaves alone a valid character that is not inert by
    /// itself (a composition's second character, or a joiner) after
    /// `previous` in an inert label: a second character of combining class
    /// 0 (the vowel signs of Indic scripts, Hangul vowels and trailing
    /// consonants) that does not compose with the character before it. A
    /// character of class 0 is blocked from every starter but the one just
    /// before it, and that one (in NFC already, as the label is so far) is
    /// what NFC would try it with (first in the label, it has none: 0
    /// composes with nothing). A joiner, which has rules of its own, or a
    /// second character with a class is not inert.
    const fn stays(&self, entry: Entry, cp: u32, previous: u32) -> bool {
        if !entry.is_special() || joiners::is_joiner(cp) || entry.props().ccc() != 0 {
            return false;
        }
        mapping::second_stays(previous, self.previous_class, cp)
    }
}
