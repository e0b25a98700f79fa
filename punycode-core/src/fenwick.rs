//! The O(n log n) method for long inputs (feature `alloc`), over a Fenwick
//! tree of positions.
//!
//! The textbook loops of RFC 3492 are quadratic on long inputs: encoding
//! rescans the input once per distinct code point (section 6.3), decoding
//! shifts the output at every insertion (section 6.2). Both reduce to one
//! question about positions, which a Fenwick tree answers in O(log n):
//! - encoding: with the non-basic code points sorted by (code point,
//!   position), the delta of each is `(m - n) * (h + 1) + idx - i`, where
//!   `idx` counts the positions before it already present (basic, or coded
//!   earlier);
//! - decoding: the insertions, replayed last to first, each take the
//!   `idx`-th position still free in the final output; the basic code
//!   points fill the positions left over, in order.
//!
//! Both give exactly what the textbook loops give (property tests compare
//! them).

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::decode::Decoder;
use crate::encode::{Deltas, Out};
use crate::error::{Error, ErrorKind};
use crate::params::Bootstring;
use crate::utf8;

/// Counts over positions `0..len`: how many are marked before a position,
/// and which is the k-th marked one.
struct Fenwick {
    /// 1-based: `tree[j]` sums positions `j - lowbit(j) .. j`.
    tree: Vec<u32>,
}

impl Fenwick {
    /// A tree with `marked(p)` for each position, built in O(n).
    fn from_marks(len: usize, marked: impl Fn(usize) -> bool) -> Fenwick {
        let mut tree = vec![0u32; len + 1];
        for j in 1..=len {
            tree[j] += u32::from(marked(j - 1));
            let parent = j + (j & j.wrapping_neg());
            if parent <= len {
                tree[parent] += tree[j];
            }
        }
        Fenwick { tree }
    }

    /// Marks (`+1`) or unmarks (`-1`) position `pos`.
    fn add(&mut self, pos: usize, mark: bool) {
        let mut j = pos + 1;
        while j < self.tree.len() {
            if mark {
                self.tree[j] += 1;
            } else {
                self.tree[j] -= 1;
            }
            j += j & j.wrapping_neg();
        }
    }

    /// The number of marked positions before `pos`.
    fn before(&self, pos: usize) -> u32 {
        let mut sum = 0;
        let mut j = pos;
        while j > 0 {
            sum += self.tree[j];
            j &= j - 1;
        }
        sum
    }

    /// The position of the marked one with `k` marked ones before it; there
    /// must be more than `k` marked positions.
    fn nth(&self, mut k: u32) -> usize {
        let len = self.tree.len() - 1;
        let mut pos = 0;
        let mut step = if len == 0 { 0 } else { 1 << len.ilog2() };
        while step > 0 {
            let next = pos + step;
            if next <= len && self.tree[next] <= k {
                pos = next;
                k -= self.tree[next];
            }
            step >>= 1;
        }
        pos
    }
}

/// Encodes `input` (any length) in O(n log n), appending to `out`.
pub(crate) fn encode(params: &Bootstring, input: &str, out: &mut Vec<u8>) -> Result<(), Error> {
    let len = input.chars().count();
    if len >= u32::MAX as usize {
        return Err(Error::new(ErrorKind::Overflow, 0));
    }
    // (code point << 32 | position) of each non-basic code point.
    let mut keys: Vec<u64> = Vec::new();
    let mut is_basic: Vec<bool> = Vec::with_capacity(len);
    let mut basic = 0;
    for (pos, (at, c)) in input.char_indices().enumerate() {
        let cp = c as u32;
        is_basic.push(cp < 0x80);
        if cp < 0x80 {
            out.push(cp as u8);
            basic += 1;
        } else if cp < params.initial_n {
            return Err(Error::at_char(
                ErrorKind::BelowInitialN,
                input.as_bytes(),
                at,
            ));
        } else {
            keys.push((u64::from(cp) << 32) | pos as u64);
        }
    }
    if basic > 0 {
        out.push(params.delimiter);
    }
    keys.sort_unstable();
    let mut present = Fenwick::from_marks(len, |pos| is_basic[pos]);
    drop(is_basic);
    let mut deltas = Deltas::new(params, basic);
    let (mut n, mut i) = (params.initial_n, 0u32);
    let mut digits = [0u8; 64];
    for key in keys {
        let cp = (key >> 32) as u32;
        let pos = key as u32 as usize;
        let idx = present.before(pos);
        let delta = u64::from(cp - n) * (u64::from(deltas.h) + 1) + u64::from(idx) - u64::from(i);
        let mut digits_out = Out::new(&mut digits);
        if !deltas.write(params, delta, false, &mut digits_out) {
            return Err(Error::new(
                ErrorKind::Overflow,
                utf8::offset_of(input.as_bytes(), 0, 0, pos),
            ));
        }
        let written = digits_out.len;
        out.extend_from_slice(&digits[..written]);
        present.add(pos, true);
        n = cp;
        i = idx + 1;
    }
    Ok(())
}

/// Decodes `input` (any length) in O(n log n).
pub(crate) fn decode(params: &Bootstring, input: &str) -> Result<String, Error> {
    let mut dec = Decoder::new(params, input)?;
    let basic = dec.basic();
    let mut inserts: Vec<(u32, u32)> = Vec::new();
    while let Some((cp, index, _)) = dec.next()? {
        inserts.push((cp, index));
    }
    let len = basic.len() + inserts.len();
    // Replay the insertions last to first; u32::MAX marks a free position.
    let mut free = Fenwick::from_marks(len, |_| true);
    let mut cps = vec![u32::MAX; len];
    let mut utf8_len = basic.len();
    for &(cp, idx) in inserts.iter().rev() {
        let pos = free.nth(idx);
        free.add(pos, false);
        cps[pos] = cp;
        utf8_len += utf8::len(cp);
    }
    let mut out = String::with_capacity(utf8_len);
    let mut basic = basic.iter();
    for cp in cps {
        let c = if cp == u32::MAX {
            basic.next().map(|&b| char::from(b))
        } else {
            char::from_u32(cp)
        };
        // The decoder checked every value (NotScalarValue, with its place),
        // and leaves exactly as many free positions as basic code points,
        // so this never replaces anything.
        out.push(c.unwrap_or(char::REPLACEMENT_CHARACTER));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fenwick_counts_and_finds() {
        let marks = [true, false, true, true, false, false, true];
        let mut f = Fenwick::from_marks(marks.len(), |p| marks[p]);
        let before: Vec<u32> = (0..=marks.len()).map(|p| f.before(p)).collect();
        assert_eq!(before, [0, 1, 1, 2, 3, 3, 3, 4]);
        assert_eq!((0..4).map(|k| f.nth(k)).collect::<Vec<_>>(), [0, 2, 3, 6]);
        f.add(2, false);
        f.add(4, true);
        assert_eq!((0..4).map(|k| f.nth(k)).collect::<Vec<_>>(), [0, 3, 4, 6]);
        assert_eq!(f.before(5), 3);
    }
}
