//! UTS #46 processing steps 1 and 2, Map and Normalize, on code points in
//! a caller's buffer: each code point is replaced by its mapping, in NFC
//! (one table lookup); the result is in NFC already unless a combining mark
//! or a composition's second character came out, and then it is
//! decomposed, put in canonical order and composed (Unicode section 3.11).
//! Everything is `const fn` and allocation-free; a buffer that is too
//! small is counted past, so one run tells how much room is needed.

use super::data::{self, Entry, Mapping, Other};
use super::joiners;
use crate::punycode::bounds::{at, at_mut};
pub(crate) use crate::punycode::fenwick::NoRoom;

/// The longest run of combining marks (code points of nonzero
/// `Canonical_Combining_Class`) that canonical ordering sorts: sorting is
/// quadratic in a run's length, so a longer run is refused. UAX #15's
/// stream-safe text has at most 30; no script needs more than a handful.
pub(crate) const MAX_MARKS: usize = 128;

/// Code points written to a buffer that counts past its end.
pub(crate) struct CodePoints<'a> {
    pub(crate) buf: &'a mut [u32],
    pub(crate) len: usize,
}

impl<'a> CodePoints<'a> {
    pub(crate) const fn new(buf: &'a mut [u32]) -> CodePoints<'a> {
        CodePoints { buf, len: 0 }
    }

    #[inline]
    pub(crate) const fn push(&mut self, cp: u32) {
        if self.len < self.buf.len() {
            self.buf[self.len] = cp;
        }
        self.len += 1;
    }
}

/// What [`push_mapping`] wrote.
#[derive(Clone, Copy)]
pub(crate) struct Pushed {
    /// NFC may change something it wrote with what comes before or after
    /// it (see [`Entry::may_compose`]).
    pub(crate) nfc: bool,
    /// Something it wrote is right-to-left (as [`Entry::is_rtl`]).
    pub(crate) rtl: bool,
}

/// Appends the mapping of `cp` (with its `entry`), in NFC, to `out`, and
/// says what it wrote.
#[inline(never)]
pub(crate) const fn push_mapping(cp: u32, entry: Entry, out: &mut CodePoints<'_>) -> Pushed {
    match entry.mapping(cp) {
        Mapping::One(m) if m == cp => {
            out.push(cp);
            let pushed = Pushed::of(entry);
            Pushed {
                // The joiners (U+200C, U+200D) are special for their
                // context rules only: NFC leaves them alone.
                nfc: pushed.nfc && !joiners::is_joiner(cp),
                rtl: pushed.rtl,
            }
        }
        Mapping::One(m) => {
            out.push(m);
            Pushed::of(Entry::of(m))
        }
        Mapping::Pool { start, end } => {
            let mut pushed = Pushed {
                nfc: false,
                rtl: false,
            };
            let mut at = start;
            while at < end {
                let m = Mapping::pool_char(&mut at);
                let one = Pushed::of(Entry::of(m));
                pushed.nfc |= one.nfc;
                pushed.rtl |= one.rtl;
                out.push(m);
            }
            pushed
        }
    }
}

/// UTS #46 `Transitional_Processing` (section 4, step 1): what a deviation
/// character maps to in its place, `ß` to `ss`, `ς` to `σ`, U+200C and
/// U+200D to nothing, and `ẞ` (which maps to `ß`) to `ss`; `None` for any
/// other code point, which maps as in nontransitional processing.
#[inline(always)]
pub(crate) const fn transitional(cp: u32) -> Option<&'static [u32]> {
    match cp {
        0xDF | 0x1E9E => Some(&[b's' as u32, b's' as u32]),
        0x3C2 => Some(&[0x3C3]),
        0x200C | 0x200D => Some(&[]),
        _ => None,
    }
}

/// [`push_mapping`], or under `transitional` a deviation character's
/// [`transitional`] mapping: one function for the conversions and for
/// tracing an error back to the input.
#[inline(always)]
pub(crate) const fn push_mapping_in(
    cp: u32,
    entry: Entry,
    transitional_processing: bool,
    out: &mut CodePoints<'_>,
) -> Pushed {
    if transitional_processing {
        if let Some(cps) = transitional(cp) {
            let mut k = 0;
            while k < cps.len() {
                out.push(cps[k]);
                k += 1;
            }
            // `s` and `σ` may compose with a mark after them.
            return Pushed {
                nfc: !cps.is_empty(),
                rtl: false,
            };
        }
    }
    push_mapping(cp, entry, out)
}

impl Pushed {
    /// What writing the code point of `entry` is.
    #[inline(never)]
    const fn of(entry: Entry) -> Pushed {
        Pushed {
            nfc: entry.may_compose(),
            rtl: entry.is_rtl(),
        }
    }
}

/// Why [`normalize`] could not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Trouble {
    /// A run of more than [`MAX_MARKS`] marks starts at this index.
    Marks(usize),
    /// The buffer has no room for the canonical decomposition.
    NoRoom,
}

/// NFC of `buf[start..end]` (valid code points), in place: canonical
/// decomposition (into the room after `end`), canonical ordering, then
/// canonical composition. Returns the new end.
pub(crate) const fn normalize(buf: &mut [u32], start: usize, end: usize) -> Result<usize, Trouble> {
    normalize_in::<false>(buf, start, end)
}

/// [`normalize`] of any code points, those UTS #46 does not keep too: for
/// showing a name that is refused as its processing left it.
#[cfg(feature = "alloc")]
pub(crate) const fn normalize_any(
    buf: &mut [u32],
    start: usize,
    end: usize,
) -> Result<usize, Trouble> {
    normalize_in::<true>(buf, start, end)
}

/// [`normalize`] of any code points (`ANY`), those UTS #46 does not keep
/// too (with their data from [`Other`]), or of valid ones only: one
/// algorithm, and for the conversions (`ANY` false) not a look more.
const fn normalize_in<const ANY: bool>(
    buf: &mut [u32],
    start: usize,
    end: usize,
) -> Result<usize, Trouble> {
    let end = match decompose::<ANY>(buf, start, end) {
        Ok(end) => end,
        Err(NoRoom) => return Err(Trouble::NoRoom),
    };
    if let Err(at) = reorder::<ANY>(buf, start, end) {
        return Err(Trouble::Marks(at));
    }
    Ok(compose::<ANY>(buf, start, end))
}

/// The canonical decomposition of `cp`, if it has one: a valid code
/// point's from its entry; with `ANY`, another's from [`Other`].
#[inline(always)]
const fn decomposition<const ANY: bool>(cp: u32) -> Option<([u32; 4], usize)> {
    let entry = Entry::of(cp);
    if entry.decomposes() {
        return Some(data::decomposition(cp));
    }
    if ANY && !entry.is_valid() {
        if let Some(other) = Other::of(cp) {
            return other.decomposition();
        }
    }
    None
}

/// Canonical decomposition of `buf[start..end]` in place, from the back
/// (a decomposition only lengthens, so nothing unread is overwritten).
/// Returns the new end.
const fn decompose<const ANY: bool>(
    buf: &mut [u32],
    start: usize,
    end: usize,
) -> Result<usize, NoRoom> {
    // The length it will have.
    let mut total = 0;
    let mut any = false;
    let mut k = start;
    while k < end {
        total += match decomposition::<ANY>(at(buf, k)) {
            Some((_, n)) => {
                any = true;
                n
            }
            None => 1,
        };
        k += 1;
    }
    if !any {
        // Nothing decomposes: as it is.
        return Ok(end);
    }
    if start + total > buf.len() {
        return Err(NoRoom);
    }
    let mut w = start + total;
    let mut r = end;
    while r > start {
        r -= 1;
        let cp = at(buf, r);
        if let Some((cps, n)) = decomposition::<ANY>(cp) {
            w -= n;
            let mut j = 0;
            while j < n {
                *at_mut(buf, w + j) = at(&cps, j);
                j += 1;
            }
        } else {
            w -= 1;
            *at_mut(buf, w) = cp;
        }
    }
    Ok(start + total)
}

/// `Canonical_Combining_Class`, out of line for the ordering loops (NFC's
/// rare path); with `ANY`, of any code point.
#[inline(never)]
const fn ccc<const ANY: bool>(cp: u32) -> u8 {
    let entry = Entry::of(cp);
    if ANY && !entry.is_valid() {
        return match Other::of(cp) {
            Some(other) => other.ccc(),
            None => 0,
        };
    }
    entry.props().ccc()
}

/// Canonical ordering: each run of code points of nonzero combining class
/// sorted by class, stably (insertion sort, over runs of at most
/// [`MAX_MARKS`]). Each code point's class is looked up once as the run
/// grows; only one that goes before others looks theirs up again.
pub(crate) const fn reorder<const ANY: bool>(
    buf: &mut [u32],
    start: usize,
    end: usize,
) -> Result<(), usize> {
    let mut i = start;
    while i < end {
        let mut class = ccc::<ANY>(at(buf, i));
        if class == 0 {
            i += 1;
            continue;
        }
        // A run of marks from `run`; `buf[run..i]` is in order, and the
        // last of it has class `last`.
        let run = i;
        let mut last = 0;
        while class != 0 {
            if i - run == MAX_MARKS {
                return Err(run);
            }
            if class >= last {
                last = class;
            } else {
                // Insert buf[i] after the last of buf[run..i] of a class
                // not above its own.
                let cp = at(buf, i);
                let mut j = i;
                while j > run && ccc::<ANY>(at(buf, j - 1)) > class {
                    *at_mut(buf, j) = at(buf, j - 1);
                    j -= 1;
                }
                *at_mut(buf, j) = cp;
            }
            i += 1;
            if i == end {
                return Ok(());
            }
            class = ccc::<ANY>(at(buf, i));
        }
        // buf[i], of class 0, ends the run.
        i += 1;
    }
    Ok(())
}

/// Canonical composition of `buf[start..end]` (in canonical order), in
/// place; returns the new end. A code point composes with the last starter
/// when nothing between them blocks it: nothing at all, or only code points
/// of a lower nonzero class.
const fn compose<const ANY: bool>(buf: &mut [u32], start: usize, end: usize) -> usize {
    let mut out = start;
    let mut starter: Option<usize> = None;
    // The combining class of buf[out - 1].
    let mut last_class = 0;
    let mut i = start;
    while i < end {
        let cp = at(buf, i);
        i += 1;
        let entry = Entry::of(cp);
        let (class, second) = if ANY && !entry.is_valid() {
            match Other::of(cp) {
                Some(other) => (other.ccc(), other.is_second()),
                None => (0, false),
            }
        } else {
            (entry.props().ccc(), entry.is_special())
        };
        if let Some(s) = starter {
            // Only a composition's second character (or a Hangul vowel or
            // trailing consonant) is special; try no other.
            let unblocked = out == s + 1 || (last_class != 0 && last_class < class);
            if unblocked && second {
                let first = at(buf, s);
                let composite = match data::compose(first, cp) {
                    None if ANY => data::compose_other(first, cp),
                    found => found,
                };
                if let Some(composite) = composite {
                    *at_mut(buf, s) = composite;
                    continue;
                }
            }
        }
        if class == 0 {
            starter = Some(out);
        }
        last_class = class;
        *at_mut(buf, out) = cp;
        out += 1;
    }
    out
}

/// Whether NFC leaves `cp`, a composition's second character of combining
/// class 0 (an Indic vowel sign, a Hangul vowel or trailing consonant),
/// where it is after `previous`, of class `previous_class`, in text that is
/// in NFC up to it. A character of class 0 is blocked from every starter
/// but the one just before it, so only a `previous` of class 0 that
/// composes with it changes anything (and before the first character,
/// `previous` 0 composes with nothing).
pub(crate) const fn second_stays(previous: u32, previous_class: u8, cp: u32) -> bool {
    previous_class != 0 || data::compose(previous, cp).is_none()
}

/// Whether the code points `cps`, all valid, are in NFC: a copy in
/// `scratch` normalizes back to them.
pub(crate) const fn is_nfc(cps: &[u32], scratch: &mut [u32]) -> Result<bool, Trouble> {
    is_nfc_in::<false>(cps, scratch)
}

/// Whether any code points `cps` are in NFC (`scratch` as for [`is_nfc`]).
#[cfg(feature = "alloc")]
pub(crate) const fn is_nfc_any(cps: &[u32], scratch: &mut [u32]) -> Result<bool, Trouble> {
    is_nfc_in::<true>(cps, scratch)
}

/// [`is_nfc`], of any code points with `ANY`.
const fn is_nfc_in<const ANY: bool>(cps: &[u32], scratch: &mut [u32]) -> Result<bool, Trouble> {
    if cps.len() > scratch.len() {
        return Err(Trouble::NoRoom);
    }
    let mut k = 0;
    while k < cps.len() {
        scratch[k] = cps[k];
        k += 1;
    }
    let len = match normalize_in::<ANY>(scratch, 0, cps.len()) {
        Ok(len) => len,
        Err(trouble) => return Err(trouble),
    };
    if len != cps.len() {
        return Ok(false);
    }
    let mut k = 0;
    while k < len {
        if scratch[k] != cps[k] {
            return Ok(false);
        }
        k += 1;
    }
    Ok(true)
}
