//! Bootstring parameters (RFC 3492 sections 4 and 5) and the helpers that
//! depend on them: bias adaptation (section 6.1) and the digit alphabet
//! (section 5).

/// The number of digit values, `base` (RFC 3492 section 5).
///
/// ```
/// assert_eq!(punycode_core::BASE, punycode_core::PUNYCODE.base());
/// ```
pub const BASE: u32 = 36;
/// The smallest threshold `t` (RFC 3492 section 5).
///
/// ```
/// assert!(punycode_core::TMIN <= punycode_core::TMAX);
/// ```
pub const TMIN: u32 = 1;
/// The largest threshold `t` (RFC 3492 section 5).
///
/// ```
/// assert!(punycode_core::TMAX < punycode_core::BASE);
/// ```
pub const TMAX: u32 = 26;
/// Skew of the bias adaptation (RFC 3492 section 5).
///
/// ```
/// assert_eq!(punycode_core::SKEW, 38);
/// ```
pub const SKEW: u32 = 38;
/// Damping of the first bias adaptation (RFC 3492 section 5).
///
/// ```
/// assert_eq!(punycode_core::DAMP, 700);
/// ```
pub const DAMP: u32 = 700;
/// The bias before the first delta (RFC 3492 section 5).
///
/// ```
/// assert_eq!(punycode_core::INITIAL_BIAS % punycode_core::BASE, 0);
/// ```
pub const INITIAL_BIAS: u32 = 72;
/// The code point that the first delta counts from (RFC 3492 section 5).
///
/// ```
/// assert_eq!(char::from_u32(punycode_core::INITIAL_N), Some('\u{80}'));
/// ```
pub const INITIAL_N: u32 = 0x80;
/// The separator between basic code points and deltas (RFC 3492 section 5).
///
/// ```
/// assert_eq!(punycode_core::DELIMITER, b'-');
/// ```
pub const DELIMITER: u8 = b'-';
/// Punycode's digits for the values 0 to 35, as written by the encoder.
/// Decoders accept either case (RFC 3492 section 5).
///
/// ```
/// assert_eq!(punycode_core::DIGITS[35], b'9');
/// ```
pub const DIGITS: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";

use crate::div::div;

/// Marks a byte that is not a digit in [`Bootstring::digit_values`].
const NOT_A_DIGIT: u8 = u8::MAX;

/// One instance of the Bootstring algorithm: the parameters of RFC 3492
/// section 4, checked.
///
/// Basic code points are ASCII (`U+0000..=U+007F`), as in Punycode. Digits are
/// ASCII lowercase letters and decimal digits, read in either case; that is
/// what lets decoders accept `XN--BCHER-KVA` and what the mixed-case
/// annotation of appendix A relies on.
///
/// The engine works for any value built by [`Bootstring::new`]; the crate's
/// top-level functions use [`PUNYCODE`].
///
/// ```
/// use punycode_core::{Bootstring, PUNYCODE};
///
/// const MY_PUNYCODE: Bootstring = Bootstring::new(36, 1, 26, 38, 700, 72, 0x80, b'-', b"abcdefghijklmnopqrstuvwxyz0123456789");
/// assert_eq!(MY_PUNYCODE, PUNYCODE);
/// assert_eq!(MY_PUNYCODE.encode_to_slice("bücher", &mut [0; 9]), Ok(9));
/// ```
///
/// Parameters that break a constraint of section 4 fail to compile when the
/// value is a `const`:
///
/// ```compile_fail
/// use punycode_core::Bootstring;
///
/// // tmin must not exceed tmax
/// const BAD: Bootstring = Bootstring::new(36, 27, 26, 38, 700, 72, 0x80, b'-', b"abcdefghijklmnopqrstuvwxyz0123456789");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bootstring {
    pub(crate) base: u32,
    pub(crate) tmin: u32,
    pub(crate) tmax: u32,
    pub(crate) skew: u32,
    pub(crate) damp: u32,
    pub(crate) initial_bias: u32,
    pub(crate) initial_n: u32,
    pub(crate) delimiter: u8,
    /// Digit values 0..base, lowercase; padded so that any index `& 63` is
    /// in bounds.
    pub(crate) digits: [u8; 64],
    /// For each threshold `t`, the reciprocal of `base - t`, for
    /// `Bootstring::div_rem_base_minus`.
    pub(crate) base_minus_recip: [u64; 64],
    /// The last step of `adapt` for each delta it can see:
    /// `((base - tmin + 1) * delta) / (delta + skew)` for
    /// `delta <= ((base - tmin) * tmax) / 2`, which is at most 630.
    pub(crate) adapt_tail: [u8; 631],
    /// For every ASCII byte, its digit value, or [`NOT_A_DIGIT`].
    pub(crate) digit_values: [u8; 128],
}

/// Punycode: the Bootstring instance of RFC 3492 section 5.
///
/// ```
/// use punycode_core::PUNYCODE;
///
/// assert_eq!(PUNYCODE.base(), 36);
/// assert_eq!(PUNYCODE.delimiter(), '-');
/// ```
pub const PUNYCODE: Bootstring = Bootstring::new(
    BASE,
    TMIN,
    TMAX,
    SKEW,
    DAMP,
    INITIAL_BIAS,
    INITIAL_N,
    DELIMITER,
    DIGITS,
);

impl Bootstring {
    /// Checks the constraints of RFC 3492 section 4 and builds the instance.
    ///
    /// `digits` gives the digit for each value `0..base`; only its first
    /// `base` bytes are used.
    ///
    /// # Panics
    ///
    /// When a constraint does not hold, with a message naming it; in a
    /// `const` item that is a compile error. The constraints are:
    /// `2 <= base <= 36`; `tmin <= tmax <= base - 1`; `skew >= 1`;
    /// `damp >= 2`; `initial_bias % base <= base - tmin`;
    /// `0x80 <= initial_n <= 0x10FFFF`; the `base` digits are distinct ASCII
    /// lowercase letters or decimal digits; the delimiter is ASCII and not a
    /// digit in either case.
    ///
    /// ```
    /// use punycode_core::Bootstring;
    ///
    /// // A base-16 instance using the hexadecimal digits.
    /// const HEX: Bootstring = Bootstring::new(16, 1, 10, 38, 700, 72, 0x80, b'_', b"0123456789abcdefghijklmnopqrstuvwxyz");
    /// let mut out = [0u8; 32];
    /// let len = HEX.encode_to_slice("añb", &mut out).unwrap();
    /// let mut back = [0u8; 8];
    /// let back_len = HEX.decode_to_slice(core::str::from_utf8(&out[..len]).unwrap(), &mut back).unwrap();
    /// assert_eq!(&back[..back_len], "añb".as_bytes());
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        base: u32,
        tmin: u32,
        tmax: u32,
        skew: u32,
        damp: u32,
        initial_bias: u32,
        initial_n: u32,
        delimiter: u8,
        digits: &[u8; 36],
    ) -> Bootstring {
        assert!(
            base >= 2 && base <= 36,
            "bootstring: base must be between 2 and 36"
        );
        assert!(tmin <= tmax, "bootstring: tmin must not exceed tmax");
        assert!(tmax < base, "bootstring: tmax must be less than base");
        assert!(skew >= 1, "bootstring: skew must be at least 1");
        assert!(damp >= 2, "bootstring: damp must be at least 2");
        assert!(
            initial_bias % base <= base - tmin,
            "bootstring: initial_bias mod base must not exceed base - tmin"
        );
        assert!(
            initial_n >= 0x80 && initial_n <= 0x10_FFFF,
            "bootstring: initial_n must be a non-basic code point (0x80..=0x10FFFF)"
        );
        assert!(delimiter < 0x80, "bootstring: the delimiter must be ASCII");

        let mut digit_values = [NOT_A_DIGIT; 128];
        let mut own_digits = [0u8; 64];
        let mut v = 0;
        while v < base as usize {
            let d = digits[v];
            assert!(
                d.is_ascii_lowercase() || d.is_ascii_digit(),
                "bootstring: digits must be ASCII lowercase letters or decimal digits"
            );
            assert!(
                digit_values[d as usize] == NOT_A_DIGIT,
                "bootstring: digits must be distinct"
            );
            digit_values[d as usize] = v as u8;
            digit_values[d.to_ascii_uppercase() as usize] = v as u8;
            own_digits[v] = d;
            v += 1;
        }
        assert!(
            digit_values[delimiter as usize] == NOT_A_DIGIT,
            "bootstring: the delimiter must not be a digit"
        );
        Bootstring {
            base,
            tmin,
            tmax,
            skew,
            damp,
            initial_bias,
            initial_n,
            delimiter,
            digits: own_digits,
            base_minus_recip: base_minus_reciprocals(base),
            adapt_tail: adapt_tail(base, tmin, tmax, skew),
            digit_values,
        }
    }

    /// The number of digit values.
    ///
    /// ```
    /// assert_eq!(punycode_core::PUNYCODE.base(), 36);
    /// ```
    pub const fn base(&self) -> u32 {
        self.base
    }

    /// The delimiter between the basic code points and the deltas.
    ///
    /// ```
    /// assert_eq!(punycode_core::PUNYCODE.delimiter(), '-');
    /// ```
    pub const fn delimiter(&self) -> char {
        self.delimiter as char
    }

    /// The digit for value `d` (lowercase). `d` must be less than `base`.
    #[inline(always)]
    pub(crate) const fn digit(&self, d: u32) -> u8 {
        self.digits[d as usize & 63]
    }

    /// `(q / (base - t), q % (base - t))` for a threshold `t < base`: the step
    /// of a variable-length integer (section 3.3), by multiplication with a
    /// reciprocal made for this `base` (see [`crate::div`]).
    #[inline(always)]
    pub(crate) const fn div_rem_base_minus(&self, q: u32, t: u32) -> (u32, u32) {
        let d = self.base - t;
        // base - t == 1 has no 64-bit reciprocal; its entry is 0 and the
        // quotient is q itself.
        let c = self.base_minus_recip[t as usize & 63];
        let quotient = ((c as u128 * q as u128) >> 64) as u32 | if d == 1 { q } else { 0 };
        (quotient, q - quotient * d)
    }

    /// The value of digit byte `b` in either case, or `None` when `b` is not a
    /// digit.
    #[inline]
    pub(crate) const fn digit_value(&self, b: u8) -> Option<u32> {
        if b >= 0x80 {
            return None;
        }
        match self.digit_values[b as usize] {
            NOT_A_DIGIT => None,
            v => Some(v as u32),
        }
    }

    /// The threshold `t` for the digit at `k` (RFC 3492 section 3.3): `k - bias`
    /// clamped to `tmin..=tmax`.
    #[inline(always)]
    pub(crate) const fn threshold(&self, k: u32, bias: u32) -> u32 {
        // Written as two selects rather than branches: k - bias varies from
        // digit to digit, and the compiler turns these into conditional moves.
        let t = k.saturating_sub(bias);
        let t = if t < self.tmin { self.tmin } else { t };
        if t > self.tmax { self.tmax } else { t }
    }

    /// Bias adaptation (RFC 3492 section 6.1).
    #[inline(always)]
    pub(crate) const fn adapt(&self, delta: u32, numpoints: u32, firsttime: bool) -> u32 {
        let mut delta = if firsttime {
            div(delta, self.damp)
        } else {
            delta / 2
        };
        delta += div(delta, numpoints);
        let mut k = 0;
        while delta > ((self.base - self.tmin) * self.tmax) / 2 {
            delta = div(delta, self.base - self.tmin);
            k += self.base;
        }
        // delta <= ((base - tmin) * tmax) / 2 <= 630 here.
        k + self.adapt_tail[delta as usize % 631] as u32
    }
}

/// `adapt`'s last step, `((base - tmin + 1) * delta) / (delta + skew)`, for
/// every delta up to `((base - tmin) * tmax) / 2`; each value is below
/// `base - tmin + 1 <= 37`.
const fn adapt_tail(base: u32, tmin: u32, tmax: u32, skew: u32) -> [u8; 631] {
    let mut table = [0u8; 631];
    let mut delta = 0;
    while delta <= ((base - tmin) * tmax) / 2 {
        table[delta as usize] = (((base - tmin + 1) * delta) / (delta + skew)) as u8;
        delta += 1;
    }
    table
}

/// `ceil(2^64 / (base - t))` for each `t < base - 1`, 0 elsewhere.
const fn base_minus_reciprocals(base: u32) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut t = 0;
    while t + 1 < base {
        table[t as usize] = crate::div::reciprocal(base - t);
        t += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_decode_in_either_case() {
        assert_eq!(PUNYCODE.digit_value(b'a'), Some(0));
        assert_eq!(PUNYCODE.digit_value(b'Z'), Some(25));
        assert_eq!(PUNYCODE.digit_value(b'0'), Some(26));
        assert_eq!(PUNYCODE.digit_value(b'9'), Some(35));
        assert_eq!(PUNYCODE.digit_value(b'-'), None);
        assert_eq!(PUNYCODE.digit_value(0xC3), None);
        assert_eq!(PUNYCODE.digit(35), b'9');
    }

    #[test]
    fn division_by_base_minus_t() {
        for base in [2, 3, 16, 36] {
            let tmax = base - 1;
            let p = Bootstring::new(base, 0, tmax, 38, 700, 72, 0x80, b'-', DIGITS);
            for t in 0..base {
                for q in [0, 1, 2, 35, 36, 1000, 123_456_789, u32::MAX] {
                    let d = base - t;
                    assert_eq!(
                        p.div_rem_base_minus(q, t),
                        (q / d, q % d),
                        "{q} / ({base} - {t})"
                    );
                }
            }
        }
    }

    #[test]
    fn threshold_clamps() {
        // k - bias clamped to [tmin, tmax] (section 3.3).
        assert_eq!(PUNYCODE.threshold(36, 72), TMIN);
        assert_eq!(PUNYCODE.threshold(36, 0), TMAX);
        assert_eq!(PUNYCODE.threshold(36, 20), 16);
        assert_eq!(PUNYCODE.threshold(36, 35), TMIN);
    }

    #[test]
    fn adapt_agrees_with_python() {
        // Python's encodings.punycode.adapt(delta, first, numchars), for a
        // spread of deltas, first or not, and numpoints.
        let cases = [
            (0, true, 1, 0),
            (745, true, 1, 1),
            (1_000_000, false, 10, 105),
            (454, false, 1, 33),
            (455, false, 1, 33),
            (456, false, 1, 45),
            (u32::MAX, false, 2, 202),
            (u32::MAX, true, 1, 139),
        ];
        for (delta, first, numpoints, want) in cases {
            assert_eq!(
                PUNYCODE.adapt(delta, numpoints, first),
                want,
                "adapt({delta}, {numpoints}, {first})"
            );
        }
    }

    #[test]
    fn adapt_matches_hand_computation() {
        // First delta of sample (A) is 745 with one code point so far:
        // 745 / 700 = 1; 1 + 1/1 = 2; (36 * 2) / (2 + 38) = 1.
        assert_eq!(PUNYCODE.adapt(745, 1, true), 1);
        // A large delta goes through the loop: 1_000_000 / 2 = 500_000,
        // + 500_000/10 = 550_000; /35 twice -> 448, k = 72;
        // 72 + 36*448/486 = 105 (Python's encodings.punycode.adapt agrees).
        assert_eq!(PUNYCODE.adapt(1_000_000, 10, false), 105);
    }
}
