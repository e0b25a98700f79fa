//! The O(n log n) method for long inputs, over a Fenwick tree of
//! positions, in space the caller gives (`const`, no allocation).
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

use super::bounds::{at, at_mut, head, split_mut};
use super::decode::Decoder;
use super::encode::{Deltas, Out};
use super::error::{Error, ErrorKind};
use super::params::Bootstring;

/// The space [`encode`] needs besides the code points: for `len` of them.
pub(crate) const fn encode_space(len: usize) -> usize {
    4 * len + 1
}

/// The space [`decode`] needs besides the code points, for an input of
/// `len` bytes (which decodes to at most `len` code points).
#[cfg_attr(
    not(feature = "alloc"),
    allow(dead_code, reason = "for the String functions")
)]
pub(crate) const fn decode_space(len: usize) -> usize {
    3 * len + 1
}

/// Builds in `tree[..=len]` the counts of the positions `0..len` for which
/// `marked` holds: all of them, or those of a basic code point in `cps`.
const fn build(tree: &mut [u32], len: usize, cps: Option<&[u32]>) {
    let mut j = 0;
    while j <= len {
        *at_mut(tree, j) = 0;
        j += 1;
    }
    let mut j = 1;
    while j <= len {
        *at_mut(tree, j) += match cps {
            Some(cps) => (at(cps, j - 1) < 0x80) as u32,
            None => 1,
        };
        let parent = j + (j & j.wrapping_neg());
        if parent <= len {
            *at_mut(tree, parent) += at(tree, j);
        }
        j += 1;
    }
}

/// Marks (`+1`) or unmarks (`-1`) position `pos` of the tree over `len`.
const fn add(tree: &mut [u32], len: usize, pos: usize, mark: bool) {
    let mut j = pos + 1;
    while j <= len {
        if mark {
            *at_mut(tree, j) += 1;
        } else {
            *at_mut(tree, j) -= 1;
        }
        j += j & j.wrapping_neg();
    }
}

/// The number of marked positions before `pos`.
const fn before(tree: &[u32], pos: usize) -> u32 {
    let mut sum = 0;
    let mut j = pos;
    while j > 0 {
        sum += at(tree, j);
        j &= j - 1;
    }
    sum
}

/// The position of the marked one with `k` marked ones before it, in a
/// tree over `len` positions; there must be more than `k` marked ones.
const fn nth(tree: &[u32], len: usize, mut k: u32) -> usize {
    let mut pos = 0;
    let mut step = if len == 0 { 0 } else { 1 << len.ilog2() };
    while step > 0 {
        let next = pos + step;
        if next <= len && at(tree, next) <= k {
            pos = next;
            k -= at(tree, next);
        }
        step >>= 1;
    }
    pos
}

/// Sorts the non-basic code points of `cps` by code point, then position,
/// as pairs `[code point, position]` in `pairs`, in O(n): made in position
/// order, then a least-significant-digit radix sort on their offsets from
/// the smallest, a byte a pass, through `scratch` (as long as `pairs`).
/// Each pass is stable, so positions of one code point stay in order; a
/// byte that is the same in every code point takes no pass (16,000
/// distinct CJK code points, a span of 15 bits, take two). Pairs, not
/// positions alone: a pass reads its input in order, where looking up each
/// position's code point is a cache miss on long inputs. Returns whether
/// the sorted pairs ended in `scratch`.
const fn sort_pairs(cps: &[u32], pairs: &mut [u32], scratch: &mut [u32]) -> bool {
    let (mut min, mut max) = (u32::MAX, 0);
    let mut n = 0;
    let mut pos = 0;
    while pos < cps.len() {
        let cp = cps[pos];
        if cp >= 0x80 {
            *at_mut(pairs, 2 * n) = cp;
            *at_mut(pairs, 2 * n + 1) = pos as u32;
            n += 1;
            if cp < min {
                min = cp;
            }
            if cp > max {
                max = cp;
            }
        }
        pos += 1;
    }
    let span = if n == 0 { 0 } else { max - min };
    let mut in_scratch = false;
    let mut shift = 0;
    while shift < 32 && span >> shift != 0 {
        let moved = if in_scratch {
            radix_pass(scratch, pairs, n, min, shift)
        } else {
            radix_pass(pairs, scratch, n, min, shift)
        };
        in_scratch ^= moved;
        shift += 8;
    }
    in_scratch
}

/// One stable pass of [`sort_pairs`]: the `n` pairs of `src` into `dst` by
/// the byte at `shift` of each code point's offset from `min`. Returns
/// `false`, and moves nothing, when every pair has the same byte there.
const fn radix_pass(src: &[u32], dst: &mut [u32], n: usize, min: u32, shift: u32) -> bool {
    // Counts, then each byte's first index; `u32`, as `n` is below
    // `u32::MAX`, to keep the stack small.
    let mut start = [0u32; 256];
    let mut k = 0;
    while k < n {
        start[((at(src, 2 * k) - min) >> shift) as usize & 0xFF] += 1;
        k += 1;
    }
    let mut sum = 0;
    let mut b = 0;
    while b < 256 {
        let count = start[b];
        if count as usize == n {
            return false;
        }
        start[b] = sum;
        sum += count;
        b += 1;
    }
    let mut k = 0;
    while k < n {
        let cp = at(src, 2 * k);
        let b = ((cp - min) >> shift) as usize & 0xFF;
        let to = 2 * start[b] as usize;
        *at_mut(dst, to) = cp;
        *at_mut(dst, to + 1) = at(src, 2 * k + 1);
        start[b] += 1;
        k += 1;
    }
    true
}

/// Encodes the code points `cps` (any number below `u32::MAX`, each a
/// scalar value) into `out`, using `space` (at least [`encode_space`]`(cps.len())`
/// entries). An error's position is a code point index.
pub(crate) const fn encode(
    params: &Bootstring,
    cps: &[u32],
    space: &mut [u32],
    out: &mut Out<'_>,
) -> Result<(), Error> {
    match deltas(params, cps, space) {
        Ok(coded) => {
            write(params, cps, coded, out);
            Ok(())
        }
        Err(e) => Err(e),
    }
}

/// The deltas of an encoding, found by [`deltas`] and kept in its space:
/// what [`write`](fn@write) writes, as often as the caller needs (to
/// count, then to write into exactly that much).
#[derive(Clone, Copy)]
pub(crate) struct Coded<'a> {
    /// The deltas of the non-basic code points, in the order written.
    deltas: &'a [u32],
    /// The number of basic code points.
    basic: u32,
}

/// Finds the deltas of section 6.3 for `cps` in O(n log n), into `space` (at
/// least [`encode_space`]`(cps.len())` entries), checking each against
/// `u32::MAX` (section 6.4). An error's position is a code point index.
pub(crate) const fn deltas<'a>(
    params: &Bootstring,
    cps: &[u32],
    space: &'a mut [u32],
) -> Result<Coded<'a>, Error> {
    let len = cps.len();
    if len >= u32::MAX as usize {
        return Err(Error::new(ErrorKind::Overflow, 0));
    }
    let mut nkeys = 0;
    let mut basic = 0;
    let mut pos = 0;
    while pos < len {
        let cp = cps[pos];
        if cp < 0x80 {
            basic += 1;
        } else if cp < params.initial_n {
            return Err(Error::new(ErrorKind::BelowInitialN, pos));
        } else {
            nkeys += 1;
        }
        pos += 1;
    }
    // Two halves of 2 * len (and one more): the sorted pairs in one, the
    // sort's scratch and then the tree (len + 1) in the other.
    let (a, b) = split_mut(space, 2 * len);
    let (pairs, tree) = if sort_pairs(cps, a, b) {
        (b, a)
    } else {
        (a, b)
    };
    build(tree, len, Some(cps));
    // Each delta is written over the pairs already read: the k-th at k.
    let (mut n, mut i, mut h) = (params.initial_n, 0u32, basic);
    let mut k = 0;
    while k < nkeys {
        let cp = at(pairs, 2 * k);
        let pos = at(pairs, 2 * k + 1) as usize;
        let idx = before(tree, pos);
        let delta = (cp - n) as u64 * (h as u64 + 1) + idx as u64 - i as u64;
        if delta > u32::MAX as u64 {
            return Err(Error::new(ErrorKind::Overflow, pos));
        }
        *at_mut(pairs, k) = delta as u32;
        add(tree, len, pos, true);
        n = cp;
        i = idx + 1;
        h += 1;
        k += 1;
    }
    Ok(Coded {
        deltas: head(pairs, nkeys),
        basic,
    })
}

/// Writes the encoding whose deltas [`deltas`] found: the basic code points
/// of `cps`, the delimiter when there are any, then the deltas.
pub(crate) const fn write(params: &Bootstring, cps: &[u32], coded: Coded<'_>, out: &mut Out<'_>) {
    let mut pos = 0;
    while pos < cps.len() {
        if cps[pos] < 0x80 {
            out.push(cps[pos] as u8);
        }
        pos += 1;
    }
    if coded.basic > 0 {
        out.push(params.delimiter);
    }
    let mut state = Deltas::new(params, coded.basic);
    let mut k = 0;
    while k < coded.deltas.len() {
        // Checked against u32::MAX by `deltas`: always written.
        state.write(params, coded.deltas[k] as u64, false, out);
        k += 1;
    }
}

/// What [`decode`] found that the space it was given cannot hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NoRoom;

/// Decodes `input` into the code points `cps`, using `space` (at least
/// [`decode_space`]`(input.len())` entries); returns their number, or
/// `Ok(Err(NoRoom))` when `cps` or `space` is too small.
pub(crate) const fn decode(
    params: &Bootstring,
    input: &[u8],
    cps: &mut [u32],
    space: &mut [u32],
) -> Result<Result<usize, NoRoom>, Error> {
    let mut dec = match Decoder::new(params, input) {
        Ok(dec) => dec,
        Err(e) => return Err(e),
    };
    let basic = dec.basic();
    // The insertions, as (code point, index) pairs.
    let mut inserts = 0;
    loop {
        match dec.next() {
            Ok(Some((cp, index, _))) => {
                if 2 * inserts + 1 >= space.len() {
                    return Ok(Err(NoRoom));
                }
                *at_mut(space, 2 * inserts) = cp;
                *at_mut(space, 2 * inserts + 1) = index;
                inserts += 1;
            }
            Ok(None) => break,
            Err(e) => return Err(e),
        }
    }
    let len = basic.len() + inserts;
    if len > cps.len() || 2 * inserts + len + 1 > space.len() {
        return Ok(Err(NoRoom));
    }
    let (pairs, tree) = split_mut(space, 2 * inserts);
    // Replay the insertions last to first; u32::MAX marks a free position.
    build(tree, len, None);
    let mut k = 0;
    while k < len {
        *at_mut(cps, k) = u32::MAX;
        k += 1;
    }
    let mut j = inserts;
    while j > 0 {
        j -= 1;
        let pos = nth(tree, len, at(pairs, 2 * j + 1));
        add(tree, len, pos, false);
        *at_mut(cps, pos) = at(pairs, 2 * j);
    }
    // The decoder leaves exactly as many free positions as basic code
    // points.
    let mut b = 0;
    let mut k = 0;
    while k < len {
        if at(cps, k) == u32::MAX && b < basic.len() {
            *at_mut(cps, k) = basic[b] as u32;
            b += 1;
        }
        k += 1;
    }
    Ok(Ok(len))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fenwick_counts_and_finds() {
        let cps = [0x61, 0x100, 0x62, 0x63, 0x100, 0x100, 0x64];
        let len = cps.len();
        let mut tree = [0u32; 8];
        build(&mut tree, len, Some(&cps));
        let counts: alloc::vec::Vec<u32> = (0..=len).map(|p| before(&tree, p)).collect();
        assert_eq!(counts, [0, 1, 1, 2, 3, 3, 3, 4]);
        assert_eq!(
            (0..4)
                .map(|k| nth(&tree, len, k))
                .collect::<alloc::vec::Vec<_>>(),
            [0, 2, 3, 6]
        );
        add(&mut tree, len, 2, false);
        add(&mut tree, len, 4, true);
        assert_eq!(
            (0..4)
                .map(|k| nth(&tree, len, k))
                .collect::<alloc::vec::Vec<_>>(),
            [0, 3, 4, 6]
        );
        assert_eq!(before(&tree, 5), 3);
    }

    #[test]
    fn radix_sort_sorts_by_code_point_then_position() {
        // Offsets from the smallest (0x80) that differ in each of the three
        // bytes, with ASCII left out.
        let cps = [
            0x10080,
            0x180,
            0x10080,
            0x80,
            b'a'.into(),
            0x180,
            0x181,
            0x80,
            0x10000,
        ];
        let (mut pairs, mut scratch) = ([0; 16], [0; 16]);
        let sorted = if sort_pairs(&cps, &mut pairs, &mut scratch) {
            scratch
        } else {
            pairs
        };
        let positions: alloc::vec::Vec<u32> = sorted.chunks(2).map(|p| p[1]).collect();
        assert_eq!(positions, [3, 7, 1, 5, 6, 8, 0, 2]);
        assert!(sorted.chunks(2).all(|p| cps[p[1] as usize] == p[0]));
    }
}
