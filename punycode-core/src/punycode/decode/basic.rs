//! What both decoders share: the output's fixed room, the search for the
//! last delimiter (RFC 3492 section 6.2: basic code points before it), and
//! the insertion of a code point (section 6.2's "insert n into output at
//! position i").

use crate::punycode::bounds::{at_mut, tail};
use crate::punycode::encode::SHORT;
use crate::punycode::params::Bootstring;

/// The positions of `byte` in the little-endian word `word`: bit 7 of each
/// byte that equals it. Exact (no carry between bytes): a byte of the XOR
/// is zero exactly when adding 0x7F to its low seven bits leaves bit 7
/// clear and its own bit 7 is clear.
#[inline(always)]
const fn byte_matches(word: u64, byte: u8) -> u64 {
    let x = word ^ (0x0101_0101_0101_0101 * byte as u64);
    let low = 0x7F7F_7F7F_7F7F_7F7F;
    !(((x & low) + low) | x | low)
}

/// The offset in `bytes[at..at + 8]` of the last `byte` among its first
/// `before` bytes, if any (`at + 8 <= bytes.len()`).
#[inline(always)]
const fn last_in_word(bytes: &[u8], at: usize, before: usize, byte: u8) -> Option<usize> {
    let word = match tail(bytes, at).first_chunk::<8>() {
        Some(word) => u64::from_le_bytes(*word),
        None => return None,
    };
    let mut matches = byte_matches(word, byte);
    if before < 8 {
        matches &= (1u64 << (8 * before)) - 1;
    }
    if matches == 0 {
        None
    } else {
        Some((63 - matches.leading_zeros() as usize) / 8)
    }
}

/// Room for a decoded output of at most [`SHORT`] code points.
pub(crate) type CodePoints = [u32; SHORT];

/// The offset of the last delimiter when it ends a non-empty run of
/// basic code points, else 0. A delimiter at 0 (or none) leaves no basic
/// code points, and is not consumed: "-abc" fails on its first byte
/// (section 6.2). The input is searched a word (8 bytes) at a time from
/// the end; the first word may overlap the last one searched.
#[inline(always)]
pub(crate) const fn find_delimiter(params: &Bootstring, input: &[u8]) -> usize {
    let mut end = input.len();
    if end >= 8 {
        loop {
            let at = end.saturating_sub(8);
            if let Some(k) = last_in_word(input, at, end - at, params.delimiter) {
                return at + k;
            }
            if at == 0 {
                return 0;
            }
            end = at;
        }
    }
    while end > 0 {
        end -= 1;
        if input[end] == params.delimiter {
            return end;
        }
    }
    0
}

/// Inserts `cp` at `index` into the first `len` code points of `cps`
/// (`index <= len < SHORT`): the code points after it move up four at a
/// time, then one at a time. Out of line: the fast path reaches it only
/// past 16 code points.
#[inline(never)]
pub(crate) const fn insert(cps: &mut CodePoints, len: usize, index: usize, cp: u32) {
    let mut k = len % SHORT;
    while k >= index + 4 {
        // cps[k - 4..k] to cps[k - 3..=k]; k < SHORT.
        let four = [cps[k - 4], cps[k - 3], cps[k - 2], cps[k - 1]];
        cps[k - 3] = four[0];
        cps[k - 2] = four[1];
        cps[k - 1] = four[2];
        cps[k] = four[3];
        k -= 4;
    }
    while k > index {
        cps[k] = cps[k - 1];
        k -= 1;
    }
    *at_mut(cps, index) = cp;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_last_byte_in_a_word_wherever_it_is() {
        for at in 0..8 {
            let mut word = *b"abcdefgh";
            assert_eq!(last_in_word(&word, 0, 8, b'-'), None);
            word[at] = b'-';
            assert_eq!(last_in_word(&word, 0, 8, b'-'), Some(at), "{at}");
            // Only the first `before` bytes count.
            assert_eq!(last_in_word(&word, 0, at, b'-'), None, "{at}");
            assert_eq!(last_in_word(&word, 0, at + 1, b'-'), Some(at), "{at}");
            // The last of two.
            word[0] = b'-';
            assert_eq!(last_in_word(&word, 0, 8, b'-'), Some(at), "{at}");
        }
        // Bytes next to the delimiter's value, and high bytes, are no match,
        // whatever their neighbours (no carry between bytes).
        for bytes in [
            [b',', b'.', 0x2C, 0x2E, 0xAD, 0xFF, 0x00, 0x2D ^ 0x80],
            [0x00, 0x2D, 0x2C, 0x00, 0x01, 0x2E, 0x80, 0xAD],
        ] {
            let want = bytes.iter().rposition(|&b| b == b'-');
            assert_eq!(last_in_word(&bytes, 0, 8, b'-'), want, "{bytes:?}");
        }
        for byte in 0..=255u8 {
            let bytes = [byte, b'-', byte, 0, 0xFF, byte, b'-', byte];
            let want = bytes
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'-')
                .fold(0u64, |m, (k, _)| m | 0x80 << (8 * k));
            assert_eq!(
                byte_matches(u64::from_le_bytes(bytes), b'-'),
                want,
                "{byte}"
            );
        }
    }
}
