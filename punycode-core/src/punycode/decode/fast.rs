//! The fast path of decoding: section 6.2's loop for valid Punycode of at
//! most [`SHORT`] code points, without error bookkeeping.
//!
//! **Contract.** [`decode_fast`] accepts valid Punycode whose output has at
//! most [`SHORT`] code points and whose every delta has at most
//! [`FAST_DIGITS`] digits (every valid short output; a test in `mod.rs`
//! proves the bound for every bias `adapt` makes), and writes exactly what
//! the checked [`Decoder`](super::Decoder) would. On anything else (an
//! invalid digit, a truncated delta, an overflow, a surrogate or a value
//! above U+10FFFF, a longer output) it returns `None`, and the caller
//! decodes the input again on the checked path, which finds the error, its
//! kind and its position. A property test (`fast_agrees_with_checked` and
//! its edges around 16 and 64 code points) holds the two equal.
//!
//! **What makes it fast.**
//! - No overflow check per digit: a delta of at most [`FAST_DIGITS`]
//!   digits stays far below `u64::MAX` (`36 * 35^8 < 2^47`); one compare
//!   per delta covers it.
//! - The output order of the first [`ORDER_SLOTS`] code points is a `u64`
//!   of 4-bit indices ([`IDENTITY_ORDER`] to start), so an insertion is a
//!   few shifts, not a move of the code points after it; the code points
//!   themselves sit in their own array, gathered in order at the end.
//! - Bounds hints: indices are reduced modulo the array sizes (`% SHORT`,
//!   `% ORDER_SLOTS`), which are powers of two, so the compiler drops the
//!   bounds checks (the values are in range anyway: the modulo never
//!   changes them).

use super::basic::{CodePoints, find_delimiter, insert};
use crate::punycode::bounds::at;
use crate::punycode::div::{div_rem, div_rem_small};
use crate::punycode::encode::SHORT;
use crate::punycode::params::{Bias, Bootstring, NOT_A_DIGIT};

/// The order of the register-kept code points before any insertion: nibble
/// p holds p (each code point at its arrival index).
const IDENTITY_ORDER: u64 = 0xFEDC_BA98_7654_3210;

/// The most digits [`decode_fast`] reads for one delta. Its sums stay far
/// below `u64::MAX` (`36 * 35^8 < 2^47`), so it needs no overflow check per
/// digit. Every delta of a valid output of at most [`SHORT`] code points
/// is below `0x110000 * 65` and has at most 8 Punycode digits, whatever the
/// bias (a test checks it); a longer one goes to the general path.
pub(super) const FAST_DIGITS: u32 = 8;

/// Code points whose output order [`decode_fast`] keeps in a register.
const ORDER_SLOTS: usize = 16;

/// Decodes valid input into `cps` and returns the number of code points;
/// `None`, with `cps` in an unspecified state, for anything else: an
/// error, an output of more than [`SHORT`] code points, or a delta of more
/// than [`FAST_DIGITS`] digits. It gives up instead of reporting, which
/// keeps its loop free of error bookkeeping: the digit loop has no overflow
/// check (one compare per delta covers it) and no failure position.
///
/// Up to [`ORDER_SLOTS`] code points are kept in the order they are
/// decoded, and their order in the output as a `u64` of 4-bit indices, so
/// an insertion is a few shifts instead of a move of the code points after
/// it; past that they are inserted into `cps` as usual.
#[inline(always)]
pub(crate) const fn decode_fast(
    params: &Bootstring,
    input: &[u8],
    cps: &mut CodePoints,
) -> Option<usize> {
    let basic = find_delimiter(params, input);
    if basic > SHORT {
        return None;
    }
    let mut state = FastState {
        n: params.initial_n as u64,
        i: 0,
        bias: params.initial_bias(),
        order: IDENTITY_ORDER,
        len: basic,
        arrival: [0; ORDER_SLOTS],
    };
    // The basic code points go where the first code points are kept: to
    // `arrival` (written in place: a copy of the array after these stores
    // would stall on them), or straight to `cps` when they alone fill more
    // than the register-kept slots.
    let mut k = 0;
    while k < basic {
        if at(input, k) >= 0x80 {
            return None;
        }
        if basic <= ORDER_SLOTS {
            state.arrival[k % ORDER_SLOTS] = input[k] as u32;
        } else {
            cps[k] = input[k] as u32;
        }
        k += 1;
    }
    let mut at = if basic > 0 { basic + 1 } else { 0 };
    // The first delta apart (damped, and the only one that may divide by
    // one), so that the loop's steps test neither.
    if at < input.len() {
        let Some((delta, next)) = read_delta(params, input, at, state.bias) else {
            return None;
        };
        at = next;
        if !state.add_delta(params, delta, true, cps) {
            return None;
        }
    }
    while at < input.len() {
        let Some((delta, next)) = read_delta(params, input, at, state.bias) else {
            return None;
        };
        at = next;
        if !state.add_delta(params, delta, false, cps) {
            return None;
        }
    }
    if state.n > 0x10_FFFF {
        return None;
    }
    if state.len <= ORDER_SLOTS {
        apply_order(cps, &state.arrival, state.order, state.len);
    }
    Some(state.len)
}

/// Section 6.2's state in [`decode_fast`].
struct FastState {
    /// n only grows (by less than 2^32 per delta, so u64 cannot
    /// overflow): one check after the last delta finds any code point
    /// above U+10FFFF, and each is checked for a surrogate on its own.
    n: u64,
    i: u32,
    bias: Bias,
    /// Nibble p: the arrival index of the code point at output position p
    /// (arrival and output order agree for the basic code points).
    order: u64,
    /// The number of code points so far.
    len: usize,
    /// The first [`ORDER_SLOTS`] code points in arrival order, kept apart
    /// from `cps`: gathering them with scalar loads right after scalar
    /// stores forwards each store, where a block copy of `cps` stalled on
    /// every store it spanned.
    arrival: [u32; ORDER_SLOTS],
}

impl FastState {
    /// Takes the next delta: the new code point, its place, the new bias;
    /// `false` for anything [`decode_fast`] gives up on. `first` must be
    /// true for the first delta only.
    #[inline(always)]
    const fn add_delta(
        &mut self,
        params: &Bootstring,
        delta: u64,
        first: bool,
        cps: &mut CodePoints,
    ) -> bool {
        let sum = self.i as u64 + delta;
        if sum > u32::MAX as u64 {
            return false;
        }
        let points = self.len as u32 + 1;
        self.bias = params.adapt(delta as u32, points, first);
        // After the first delta there are at least two points.
        let (steps, index) = if first {
            div_rem(sum as u32, points)
        } else {
            div_rem_small(sum as u32, points)
        };
        self.n += steps as u64;
        if self.n >> 11 == 0xD800 >> 11 {
            return false;
        }
        self.i = index + 1;
        let index = index as usize % SHORT;
        let len = self.len;
        if len < ORDER_SLOTS {
            self.arrival[len] = self.n as u32;
            let below = (1u64 << (4 * index)) - 1;
            self.order =
                (self.order & below) | ((self.order & !below) << 4) | (len as u64) << (4 * index);
        } else {
            if len == SHORT {
                return false;
            }
            if len == ORDER_SLOTS {
                apply_order(cps, &self.arrival, self.order, ORDER_SLOTS);
            }
            insert(cps, len, index, self.n as u32);
        }
        self.len = len + 1;
        true
    }
}

/// Puts the first `len` code points of `arrival` (at most
/// [`ORDER_SLOTS`]) into `cps` in output order: position p gets the one
/// whose index is nibble p of `order`.
#[inline(always)]
const fn apply_order(cps: &mut CodePoints, arrival: &[u32; ORDER_SLOTS], order: u64, len: usize) {
    let mut order = order;
    let mut p = 0;
    while p < len {
        cps[p] = arrival[order as usize % ORDER_SLOTS];
        order >>= 4;
        p += 1;
    }
}

/// Reads the delta whose first digit is at `at` (section 6.2's inner
/// loop): the delta and the offset after its last digit; `None` for an
/// invalid digit, the end of the input, or more than [`FAST_DIGITS`]
/// digits.
#[inline(always)]
const fn read_delta(
    params: &Bootstring,
    input: &[u8],
    mut at: usize,
    bias: Bias,
) -> Option<(u64, usize)> {
    let mut delta = 0u64;
    let mut w = 1u64;
    let mut j = 0;
    while j < FAST_DIGITS && at < input.len() {
        let digit = params.digit_values[input[at] as usize] as u32;
        if digit == NOT_A_DIGIT as u32 {
            return None;
        }
        at += 1;
        delta += digit as u64 * w;
        let t = params.threshold(j, bias);
        if digit < t {
            return Some((delta, at));
        }
        w *= (params.base - t) as u64;
        j += 1;
    }
    None
}
