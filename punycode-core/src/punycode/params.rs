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

use super::div::{div, div_by_reciprocal};

/// Marks a byte that is not a digit in [`Bootstring::digit_values`].
pub(crate) const NOT_A_DIGIT: u8 = u8::MAX;

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
/// use punycode_core::{Bootstring, Parameters, PUNYCODE};
///
/// const MY_PUNYCODE: Bootstring = Bootstring::new(Parameters::PUNYCODE);
/// assert_eq!(MY_PUNYCODE, PUNYCODE);
/// assert_eq!(MY_PUNYCODE.encode_to_slice("bücher", &mut [0; 9]), Ok(9));
/// ```
///
/// Parameters that break a constraint of section 4 fail to compile when the
/// value is a `const`:
///
/// ```compile_fail
/// use punycode_core::{Bootstring, Parameters};
///
/// // tmin must not exceed tmax
/// const BAD: Bootstring = Bootstring::new(Parameters::PUNYCODE.tmin(27));
/// ```
///
/// ```compile_fail
/// use punycode_core::{Bootstring, Parameters};
///
/// // base - tmin == 1: adapt would divide by 1 forever
/// const HANGS: Bootstring =
///     Bootstring::new(Parameters::PUNYCODE.tmin(35).tmax(35).initial_bias(36));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bootstring {
    pub(crate) base: u32,
    pub(crate) tmin: u32,
    pub(crate) tmax: u32,
    pub(crate) skew: u32,
    pub(crate) damp: u32,
    /// The reciprocal of `damp`, for `adapt`: an instance built at run
    /// time would otherwise divide by it in hardware (for a `const`
    /// instance such as `PUNYCODE` the compiler folds either way).
    pub(crate) damp_reciprocal: u64,
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
    /// `delta <= ((base - tmin) * tmax) / 2`, which is at most 630. Only
    /// the tests read it (for `Bias::value`); the code needs the
    /// thresholds that `adapt_threshold` makes of it.
    #[cfg(test)]
    pub(crate) adapt_tail: [u8; 631],
    /// For each entry `r` of `adapt_tail`, the threshold it gives: `base -
    /// r` clamped to `tmin..=tmax` (see [`Bias`]).
    pub(crate) adapt_threshold: [u8; 631],
    /// For every byte, its digit value, or [`NOT_A_DIGIT`].
    pub(crate) digit_values: [u8; 256],
}

/// Punycode: the Bootstring instance of RFC 3492 section 5.
///
/// ```
/// use punycode_core::PUNYCODE;
///
/// assert_eq!(PUNYCODE.base(), 36);
/// assert_eq!(PUNYCODE.delimiter(), '-');
/// ```
pub const PUNYCODE: Bootstring = Bootstring::new(Parameters::PUNYCODE);

/// The parameters of a Bootstring instance (RFC 3492 section 4), each named
/// at the call site, for [`Bootstring::new`]. Start from
/// [`Parameters::PUNYCODE`] (section 5's values) and change what differs;
/// every method is `const`.
///
/// ```
/// use punycode_core::{Bootstring, Parameters};
///
/// const BASE_16: Bootstring = Bootstring::new(
///     Parameters::PUNYCODE
///         .base(16)
///         .tmax(10)
///         .digits(b"0123456789abcdefghijklmnopqrstuvwxyz"),
/// );
/// assert_eq!(BASE_16.base(), 16);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Parameters {
    base: u32,
    tmin: u32,
    tmax: u32,
    skew: u32,
    damp: u32,
    initial_bias: u32,
    initial_n: u32,
    delimiter: u8,
    digits: [u8; 36],
}

impl Parameters {
    /// Punycode's values (RFC 3492 section 5): base 36, tmin 1, tmax 26,
    /// skew 38, damp 700, `initial_bias` 72, `initial_n` 0x80, delimiter `-`,
    /// digits `a`-`z` then `0`-`9`.
    ///
    /// ```
    /// use punycode_core::{Bootstring, Parameters, PUNYCODE};
    ///
    /// assert_eq!(Bootstring::new(Parameters::PUNYCODE), PUNYCODE);
    /// ```
    pub const PUNYCODE: Parameters = Parameters {
        base: BASE,
        tmin: TMIN,
        tmax: TMAX,
        skew: SKEW,
        damp: DAMP,
        initial_bias: INITIAL_BIAS,
        initial_n: INITIAL_N,
        delimiter: DELIMITER,
        digits: *DIGITS,
    };
}

/// One `const` setter per parameter.
macro_rules! setters {
    ($($(#[$doc:meta])* $name:ident: $ty:ty;)*) => {
        impl Parameters {
            $(
                $(#[$doc])*
                #[must_use]
                pub const fn $name(mut self, $name: $ty) -> Parameters {
                    self.$name = $name;
                    self
                }
            )*
        }
    };
}

setters! {
    /// The number of digit values, 2 to 36.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.base(16).tmax(10);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    base: u32;
    /// The least threshold, at most `base - 2`.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.tmin(2);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    tmin: u32;
    /// The greatest threshold, from `tmin` to `base - 1`.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.tmax(20);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    tmax: u32;
    /// The bias adaptation's skew, at least 1.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.skew(10);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    skew: u32;
    /// The first delta's damping factor, at least 2.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.damp(2);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    damp: u32;
    /// The first bias; `initial_bias % base` at most `base - tmin`.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.initial_bias(36);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    initial_bias: u32;
    /// The first non-basic code point, `0x80` to `0x10FFFF`.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.initial_n(0x100);
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    initial_n: u32;
    /// The delimiter: ASCII, and not a digit in either case.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.delimiter(b'_');
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    delimiter: u8;
}

impl Parameters {
    /// The digit for each value `0..base`: distinct ASCII lowercase letters
    /// or decimal digits; only the first `base` are used.
    ///
    /// ```
    /// # use punycode_core::Parameters;
    /// let p = Parameters::PUNYCODE.base(16).tmax(10).digits(b"0123456789abcdefghijklmnopqrstuvwxyz");
    /// # let _ = punycode_core::Bootstring::new(p);
    /// ```
    #[must_use]
    pub const fn digits(mut self, digits: &[u8; 36]) -> Parameters {
        self.digits = *digits;
        self
    }
}

impl Bootstring {
    /// Checks the constraints of RFC 3492 section 4 on `parameters` and
    /// builds the instance.
    ///
    /// # Panics
    ///
    /// When a constraint does not hold, with a message naming it; in a
    /// `const` item that is a compile error. The constraints are:
    /// `2 <= base <= 36`; `tmin <= tmax <= base - 1`; `tmin <= base - 2`
    /// (not in section 4's list, but with `base - tmin == 1` the loop of
    /// `adapt` in section 6.1 never ends); `skew >= 1`;
    /// `damp >= 2`; `initial_bias % base <= base - tmin`;
    /// `0x80 <= initial_n <= 0x10FFFF`; the `base` digits are distinct ASCII
    /// lowercase letters or decimal digits; the delimiter is ASCII and not a
    /// digit in either case.
    ///
    /// ```
    /// use punycode_core::{Bootstring, Parameters};
    ///
    /// // A base-16 instance using the hexadecimal digits.
    /// const HEX: Bootstring = Bootstring::new(
    ///     Parameters::PUNYCODE
    ///         .base(16)
    ///         .tmax(10)
    ///         .delimiter(b'_')
    ///         .digits(b"0123456789abcdefghijklmnopqrstuvwxyz"),
    /// );
    /// let mut out = [0u8; 32];
    /// let len = HEX.encode_to_slice("añb", &mut out).unwrap();
    /// let mut back = [0u8; 8];
    /// let back_len = HEX.decode_to_slice(core::str::from_utf8(&out[..len]).unwrap(), &mut back).unwrap();
    /// assert_eq!(&back[..back_len], "añb".as_bytes());
    /// ```
    pub const fn new(parameters: Parameters) -> Bootstring {
        let Parameters {
            base,
            tmin,
            tmax,
            skew,
            damp,
            initial_bias,
            initial_n,
            delimiter,
            digits,
        } = parameters;
        let digits = &digits;
        assert!(
            base >= 2 && base <= 36,
            "bootstring: base must be between 2 and 36"
        );
        assert!(tmin <= tmax, "bootstring: tmin must not exceed tmax");
        assert!(tmax < base, "bootstring: tmax must be less than base");
        // Not in section 4's list, but with base - tmin == 1 the loop of
        // adapt (section 6.1) divides by 1 forever.
        assert!(
            base - tmin >= 2,
            "bootstring: tmin must be at most base - 2 (adapt divides by base - tmin)"
        );
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

        let mut digit_values = [NOT_A_DIGIT; 256];
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
            damp_reciprocal: crate::punycode::div::reciprocal(damp),
            initial_bias,
            initial_n,
            delimiter,
            digits: own_digits,
            base_minus_recip: base_minus_reciprocals(base),
            #[cfg(test)]
            adapt_tail: adapt_tail(base, tmin, tmax, skew),
            adapt_threshold: adapt_threshold(base, tmax, &adapt_tail(base, tmin, tmax, skew)),
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
    /// reciprocal made for this `base` (see [`crate::punycode::div`]).
    #[inline(always)]
    pub(crate) const fn div_rem_base_minus(&self, q: u32, t: u32) -> (u32, u32) {
        let d = self.base - t;
        // base - t == 1 has no 64-bit reciprocal; its entry is 0 and the
        // quotient is q itself.
        let c = self.base_minus_recip[t as usize & 63];
        let quotient = ((c as u128 * q as u128) >> 64) as u32 | if d == 1 { q } else { 0 };
        (quotient, q - quotient * d)
    }

    /// The bias before the first delta.
    #[inline(always)]
    pub(crate) const fn initial_bias(&self) -> Bias {
        let r = self.initial_bias % self.base;
        let t = self.base - r;
        Bias {
            c: self.initial_bias / self.base,
            #[cfg(test)]
            r,
            tc: if t > self.tmax { self.tmax } else { t },
        }
    }

    /// The threshold `t` of digit `j` (counting from 0) of a delta
    /// (RFC 3492 section 3.3): `k - bias` clamped to `tmin..=tmax`, where
    /// `k = base * (j + 1)`; see [`Bias`] for why this is the same.
    #[inline(always)]
    pub(crate) const fn threshold(&self, j: u32, bias: Bias) -> u32 {
        if j < bias.c {
            self.tmin
        } else if j == bias.c {
            bias.tc
        } else {
            self.tmax
        }
    }

    /// Bias adaptation (RFC 3492 section 6.1).
    #[inline(always)]
    pub(crate) const fn adapt(&self, delta: u32, numpoints: u32, firsttime: bool) -> Bias {
        let mut delta = if firsttime {
            div_by_reciprocal(delta, self.damp_reciprocal)
        } else {
            delta / 2
        };
        delta += div(delta, numpoints);
        let mut c = 0;
        while delta > ((self.base - self.tmin) * self.tmax) / 2 {
            delta = div(delta, self.base - self.tmin);
            c += 1;
        }
        // delta <= ((base - tmin) * tmax) / 2 <= 630 here.
        Bias {
            c,
            #[cfg(test)]
            r: self.adapt_tail[delta as usize % 631] as u32,
            tc: self.adapt_threshold[delta as usize % 631] as u32,
        }
    }
}

/// A bias, `base * c + r` with `r <= base - tmin` (true of the initial
/// bias, by section 4's constraint on it, and of every bias that `adapt`
/// makes, whose last step is below `base - tmin + 1`), kept as the
/// thresholds that it gives the digits of a delta. The threshold of digit
/// `j` is `base * (j + 1) - bias` clamped to `tmin..=tmax`:
/// - for `j < c` it is at most `-r <= 0`, so `tmin`;
/// - for `j == c` it is `base - r >= tmin`, so `min(base - r, tmax)`, `tc`;
/// - for `j > c` it is at least `2 * base - r >= base + tmin > tmax`, so
///   `tmax`.
///
/// Deciding a digit's threshold is then a compare of `j` with `c`, and the
/// clamp is done once per delta by a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bias {
    pub(crate) c: u32,
    /// Only for `Bias::value` (tests): the code needs the thresholds alone,
    /// and a value kept for nothing took a register or a spill per delta.
    #[cfg(test)]
    pub(crate) r: u32,
    pub(crate) tc: u32,
}

impl Bias {
    /// The bias as section 6.1 writes it.
    #[cfg(test)]
    pub(crate) const fn value(self, params: &Bootstring) -> u32 {
        params.base * self.c + self.r
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

/// For each entry `r` of [`adapt_tail`], `base - r` capped at `tmax` (it is
/// at least `tmin`, as `r <= base - tmin`).
const fn adapt_threshold(base: u32, tmax: u32, tail: &[u8; 631]) -> [u8; 631] {
    let mut table = [0u8; 631];
    let mut delta = 0;
    while delta < table.len() {
        let t = base - tail[delta] as u32;
        table[delta] = if t > tmax { tmax } else { t } as u8;
        delta += 1;
    }
    table
}

/// `ceil(2^64 / (base - t))` for each `t < base - 1`, 0 elsewhere.
const fn base_minus_reciprocals(base: u32) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut t = 0;
    while t + 1 < base {
        table[t as usize] = crate::punycode::div::reciprocal(base - t);
        t += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_decode_in_either_case() {
        let value = |b: u8| PUNYCODE.digit_values[usize::from(b)];
        assert_eq!(value(b'a'), 0);
        assert_eq!(value(b'Z'), 25);
        assert_eq!(value(b'0'), 26);
        assert_eq!(value(b'9'), 35);
        assert_eq!(value(b'-'), NOT_A_DIGIT);
        assert_eq!(value(0xC3), NOT_A_DIGIT);
        assert_eq!((0..=255).filter(|&b| value(b) != NOT_A_DIGIT).count(), 62);
        assert_eq!(PUNYCODE.digit(35), b'9');
    }

    #[test]
    fn division_by_base_minus_t() {
        for base in [2, 3, 16, 36] {
            let tmax = base - 1;
            let p = Bootstring::new(Parameters::PUNYCODE.base(base).tmin(0).tmax(tmax));
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
        // k - bias clamped to [tmin, tmax] (section 3.3), with the initial
        // bias 72 = 2 * 36 + 0 and a bias of 20 = 0 * 36 + 20.
        let initial = PUNYCODE.initial_bias();
        assert_eq!(initial.value(&PUNYCODE), 72);
        assert_eq!(PUNYCODE.threshold(0, initial), TMIN); // k = 36
        assert_eq!(PUNYCODE.threshold(2, initial), TMAX); // k = 108
        let twenty = Bias {
            c: 0,
            r: 20,
            tc: 16,
        };
        assert_eq!(PUNYCODE.threshold(0, twenty), 16);
        assert_eq!(PUNYCODE.threshold(1, twenty), TMAX);
    }

    /// Every bias that `adapt` makes, for several instances, gives each
    /// digit the threshold of section 3.3's formula.
    #[test]
    fn thresholds_of_the_bias_parts_are_the_clamped_k_minus_bias() {
        let instances = [
            PUNYCODE,
            Bootstring::new(
                Parameters::PUNYCODE
                    .base(16)
                    .tmax(10)
                    .delimiter(b'_')
                    .digits(b"0123456789abcdefghijklmnopqrstuvwxyz"),
            ),
            Bootstring::new(
                Parameters::PUNYCODE
                    .base(2)
                    .tmin(0)
                    .tmax(1)
                    .skew(1)
                    .damp(2)
                    .initial_bias(0),
            ),
            Bootstring::new(
                Parameters::PUNYCODE
                    .tmin(0)
                    .tmax(35)
                    .skew(5)
                    .damp(2)
                    .initial_bias(34),
            ),
            Bootstring::new(Parameters::PUNYCODE.tmin(20).tmax(20).initial_bias(16)),
        ];
        let deltas = (0..3000).chain([12_345, 1 << 20, 1 << 30, u32::MAX - 1, u32::MAX]);
        for p in instances {
            let mut biases = alloc::vec![p.initial_bias()];
            for delta in deltas.clone() {
                for numpoints in [1, 2, 7, 64, 1000] {
                    biases.push(p.adapt(delta, numpoints, true));
                    biases.push(p.adapt(delta, numpoints, false));
                }
            }
            for bias in biases {
                let value = bias.value(&p);
                for j in 0..40 {
                    let k = p.base * (j + 1);
                    let want = k.saturating_sub(value).clamp(p.tmin, p.tmax);
                    assert_eq!(p.threshold(j, bias), want, "bias {value}, k {k}");
                }
            }
        }
    }

    /// Section 6.1's `adapt`, as written.
    fn adapt_as_written(p: &Bootstring, delta: u32, numpoints: u32, firsttime: bool) -> u32 {
        let mut delta = u64::from(delta);
        delta /= if firsttime { u64::from(p.damp) } else { 2 };
        delta += delta / u64::from(numpoints);
        let mut k = 0;
        while delta > u64::from(((p.base - p.tmin) * p.tmax) / 2) {
            delta /= u64::from(p.base - p.tmin);
            k += p.base;
        }
        k + u32::try_from((u64::from(p.base - p.tmin + 1) * delta) / (delta + u64::from(p.skew)))
            .unwrap()
    }

    /// `adapt` (its table and reciprocals) gives section 6.1's bias for
    /// several instances, around each change in its loop count and across
    /// the range.
    #[test]
    fn adapt_agrees_with_section_6_1() {
        let instances = [
            PUNYCODE,
            Bootstring::new(Parameters::PUNYCODE.base(2).tmin(0).tmax(1).initial_bias(0)),
            Bootstring::new(Parameters::PUNYCODE.base(3).tmin(1).tmax(2).initial_bias(0)),
            Bootstring::new(Parameters::PUNYCODE.tmin(0).tmax(35).skew(5).damp(2)),
            Bootstring::new(Parameters::PUNYCODE.tmin(20).tmax(20).initial_bias(16)),
        ];
        for p in instances {
            let mut deltas: alloc::vec::Vec<u32> = (0..5000).collect();
            // Around each delta where the loop runs once more, as adapt
            // sees it (about delta / 2 or delta / damp): (limit + 1) times
            // powers of base - tmin, times 1, 2 and damp.
            let mut bound = u64::from(((p.base - p.tmin) * p.tmax) / 2 + 1);
            while u32::try_from(bound).is_ok() {
                for scale in [1, 2, u64::from(p.damp)] {
                    let at = bound * scale;
                    for d in at.saturating_sub(3)..=at + 3 {
                        deltas.extend(u32::try_from(d).ok());
                    }
                }
                bound *= u64::from(p.base - p.tmin);
            }
            let mut x = 0x9E37_79B9u32;
            for _ in 0..20_000 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                deltas.push(x);
            }
            deltas.extend([u32::MAX - 1, u32::MAX]);
            for &delta in &deltas {
                for numpoints in [1, 2, 3, 64, 65, 1000, u32::MAX] {
                    for first in [true, false] {
                        assert_eq!(
                            p.adapt(delta, numpoints, first).value(&p),
                            adapt_as_written(&p, delta, numpoints, first),
                            "adapt({delta}, {numpoints}, {first}), base {}",
                            p.base
                        );
                    }
                }
            }
        }
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
                PUNYCODE.adapt(delta, numpoints, first).value(&PUNYCODE),
                want,
                "adapt({delta}, {numpoints}, {first})"
            );
        }
    }

    #[test]
    fn adapt_matches_hand_computation() {
        // First delta of sample (A) is 745 with one code point so far:
        // 745 / 700 = 1; 1 + 1/1 = 2; (36 * 2) / (2 + 38) = 1.
        assert_eq!(PUNYCODE.adapt(745, 1, true).value(&PUNYCODE), 1);
        // A large delta goes through the loop: 1_000_000 / 2 = 500_000,
        // + 500_000/10 = 550_000; /35 twice -> 448, k = 72;
        // 72 + 36*448/486 = 105 (Python's encodings.punycode.adapt agrees).
        assert_eq!(PUNYCODE.adapt(1_000_000, 10, false).value(&PUNYCODE), 105);
    }
}
