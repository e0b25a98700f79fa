//! Division by small run-time divisors without a hardware divide.
//!
//! The divisors of Punycode are small and vary at run time (`base - t` for
//! each digit, `numpoints` and `delta + skew` in `adapt`, `out_len + 1` when
//! decoding), so the compiler cannot turn them into multiplications; a
//! hardware `div` was the largest cost of encoding a label. For `2 <= d <
//! RECIPROCALS.len()` and any `u32` n, `n / d == (c * n) >> 64` with
//! `c = ceil(2^64 / d)` (Lemire, Kaser and Kurz, "Faster Remainder by Direct
//! Computation", 2019: 64 fractional bits suffice for 32-bit numerators).

/// `ceil(2^64 / d)`, for `d >= 2`.
pub(crate) const fn reciprocal(d: u32) -> u64 {
    u64::MAX / d as u64 + 1
}

/// `ceil(2^64 / d)` for `d` in `2..128`; entries 0 and 1 are unused. The
/// divisors of labels of up to 64 code points (every DNS label) are below
/// 128; larger ones, of longer inputs, take a hardware divide. A `static`:
/// a `const` is copied into every codegen unit that reads it.
static RECIPROCALS: [u64; 128] = {
    let mut table = [0u64; 128];
    let mut d = 2;
    while d < table.len() {
        table[d] = reciprocal(d as u32);
        d += 1;
    }
    table
};

/// `(n / d, n % d)`. `d` must not be 0.
#[inline(always)]
pub(crate) const fn div_rem(n: u32, d: u32) -> (u32, u32) {
    if d >= 2 && (d as usize) < RECIPROCALS.len() {
        let q = div_by_reciprocal(n, RECIPROCALS[d as usize]);
        (q, n - q * d)
    } else {
        (n / d, n % d)
    }
}

/// `n / d` for the `d` whose [`reciprocal`] is `c` (`d >= 2`).
#[inline(always)]
pub(crate) const fn div_by_reciprocal(n: u32, c: u64) -> u32 {
    ((c as u128 * n as u128) >> 64) as u32
}

/// `(n / d, n % d)` for `2 <= d < 128`, without testing `d`.
#[inline(always)]
pub(crate) const fn div_rem_small(n: u32, d: u32) -> (u32, u32) {
    let q = div_by_reciprocal(n, RECIPROCALS[d as usize % RECIPROCALS.len()]);
    (q, n - q * d)
}

/// `n / d`. `d` must not be 0.
#[inline(always)]
pub(crate) const fn div(n: u32, d: u32) -> u32 {
    div_rem(n, d).0
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_divisor_at_the_edges() {
        for d in 1..600u32 {
            for n in [
                0,
                1,
                d - 1,
                d,
                d + 1,
                12_345,
                u32::MAX / d * d,
                u32::MAX - 1,
                u32::MAX,
            ] {
                assert_eq!(div_rem(n, d), (n / d, n % d), "{n} / {d}");
            }
        }
    }

    proptest! {
        #[test]
        fn agrees_with_hardware_division(n in any::<u32>(), d in 1u32..600) {
            prop_assert_eq!(div_rem(n, d), (n / d, n % d));
        }

        #[test]
        fn small_divisors_agree_with_hardware_division(n in any::<u32>(), d in 2u32..128) {
            prop_assert_eq!(div_rem_small(n, d), (n / d, n % d));
        }
    }
}
