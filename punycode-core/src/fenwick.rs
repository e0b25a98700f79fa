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

use crate::decode::Decoder;
use crate::encode::{Deltas, Out};
use crate::error::{Error, ErrorKind};
use crate::params::Bootstring;

/// The space [`encode`] needs besides the code points: for `len` of them.
pub(crate) const fn encode_space(len: usize) -> usize {
    2 * len + 1
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
        tree[j] = 0;
        j += 1;
    }
    let mut j = 1;
    while j <= len {
        tree[j] += match cps {
            Some(cps) => (cps[j - 1] < 0x80) as u32,
            None => 1,
        };
        let parent = j + (j & j.wrapping_neg());
        if parent <= len {
            tree[parent] += tree[j];
        }
        j += 1;
    }
}

/// Marks (`+1`) or unmarks (`-1`) position `pos` of the tree over `len`.
const fn add(tree: &mut [u32], len: usize, pos: usize, mark: bool) {
    let mut j = pos + 1;
    while j <= len {
        if mark {
            tree[j] += 1;
        } else {
            tree[j] -= 1;
        }
        j += j & j.wrapping_neg();
    }
}

/// The number of marked positions before `pos`.
const fn before(tree: &[u32], pos: usize) -> u32 {
    let mut sum = 0;
    let mut j = pos;
    while j > 0 {
        sum += tree[j];
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
        if next <= len && tree[next] <= k {
            pos = next;
            k -= tree[next];
        }
        step >>= 1;
    }
    pos
}

/// Whether position `a` sorts before `b`: by code point, then position.
const fn key_less(cps: &[u32], a: u32, b: u32) -> bool {
    let (ca, cb) = (cps[a as usize], cps[b as usize]);
    ca < cb || (ca == cb && a < b)
}

/// Heapsort of the positions `keys` by [`key_less`]: O(n log n), in place.
const fn sort_positions(keys: &mut [u32], cps: &[u32]) {
    let n = keys.len();
    let mut start = n / 2;
    while start > 0 {
        start -= 1;
        sift_down(keys, cps, start, n);
    }
    let mut end = n;
    while end > 1 {
        end -= 1;
        let top = keys[0];
        keys[0] = keys[end];
        keys[end] = top;
        sift_down(keys, cps, 0, end);
    }
}

const fn sift_down(keys: &mut [u32], cps: &[u32], mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && key_less(cps, keys[child], keys[child + 1]) {
            child += 1;
        }
        if !key_less(cps, keys[root], keys[child]) {
            return;
        }
        let t = keys[root];
        keys[root] = keys[child];
        keys[child] = t;
        root = child;
    }
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
    let len = cps.len();
    if len >= u32::MAX as usize {
        return Err(Error::new(ErrorKind::Overflow, 0));
    }
    let (keys, tree) = space.split_at_mut(len);
    let mut nkeys = 0;
    let mut basic = 0;
    let mut pos = 0;
    while pos < len {
        let cp = cps[pos];
        if cp < 0x80 {
            out.push(cp as u8);
            basic += 1;
        } else if cp < params.initial_n {
            return Err(Error::new(ErrorKind::BelowInitialN, pos));
        } else {
            keys[nkeys] = pos as u32;
            nkeys += 1;
        }
        pos += 1;
    }
    if basic > 0 {
        out.push(params.delimiter);
    }
    let (keys, _) = keys.split_at_mut(nkeys);
    sort_positions(keys, cps);
    build(tree, len, Some(cps));
    let mut deltas = Deltas::new(params, basic);
    let (mut n, mut i) = (params.initial_n, 0u32);
    let mut k = 0;
    while k < keys.len() {
        let pos = keys[k] as usize;
        let cp = cps[pos];
        let idx = before(tree, pos);
        let delta = (cp - n) as u64 * (deltas.h as u64 + 1) + idx as u64 - i as u64;
        if !deltas.write(params, delta, false, out) {
            return Err(Error::new(ErrorKind::Overflow, pos));
        }
        add(tree, len, pos, true);
        n = cp;
        i = idx + 1;
        k += 1;
    }
    Ok(())
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
                space[2 * inserts] = cp;
                space[2 * inserts + 1] = index;
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
    let (pairs, tree) = space.split_at_mut(2 * inserts);
    // Replay the insertions last to first; u32::MAX marks a free position.
    build(tree, len, None);
    let mut k = 0;
    while k < len {
        cps[k] = u32::MAX;
        k += 1;
    }
    let mut j = inserts;
    while j > 0 {
        j -= 1;
        let pos = nth(tree, len, pairs[2 * j + 1]);
        add(tree, len, pos, false);
        cps[pos] = pairs[2 * j];
    }
    // The decoder leaves exactly as many free positions as basic code
    // points.
    let mut b = 0;
    let mut k = 0;
    while k < len {
        if cps[k] == u32::MAX && b < basic.len() {
            cps[k] = basic[b] as u32;
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
    fn heapsort_sorts_by_code_point_then_position() {
        let cps = [5, 3, 5, 1, 3, 9, 1];
        let mut keys = [0, 1, 2, 3, 4, 5, 6];
        sort_positions(&mut keys, &cps);
        assert_eq!(keys, [3, 6, 1, 4, 0, 2, 5]);
    }
}
