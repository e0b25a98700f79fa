//! The checked decoder (RFC 3492 section 6.2), which every input the fast
//! decoder does not vouch for goes through, so that every error, its kind
//! and its position, comes from one place; and the decoding functions of
//! [`Bootstring`].

use super::basic::{CodePoints, find_delimiter, insert};
#[cfg(test)]
use super::fast::FAST_DIGITS;
use super::fast::decode_fast;
use crate::punycode::bounds::{at, head};
use crate::punycode::div::div_rem;
use crate::punycode::encode::SHORT;
use crate::punycode::error::{Error, ErrorKind};
use crate::punycode::params::{Bias, Bootstring, NOT_A_DIGIT};
use crate::punycode::utf8;

/// The state of one decoding: section 6.2's variables and the read position.
pub(crate) struct Decoder<'a> {
    params: &'a Bootstring,
    input: &'a [u8],
    /// The number of basic code points (bytes) copied from before the last
    /// delimiter.
    basic: usize,
    /// The byte offset of the next digit.
    at: usize,
    n: u32,
    i: u32,
    bias: Bias,
    /// The number of code points in the output so far.
    out_len: u32,
}

impl<'a> Decoder<'a> {
    /// Finds the last delimiter and checks that everything before it is
    /// basic.
    #[inline(always)]
    pub(crate) const fn new(params: &'a Bootstring, bytes: &'a [u8]) -> Result<Decoder<'a>, Error> {
        if bytes.len() >= u32::MAX as usize {
            // out_len + 1 must fit in u32 (section 6.4).
            return Err(Error::new(ErrorKind::Overflow, 0));
        }
        let basic = find_delimiter(params, bytes);
        let mut k = 0;
        while k < basic {
            if at(bytes, k) >= 0x80 {
                return Err(Error::at_char(ErrorKind::NonBasicBeforeDelimiter, bytes, k));
            }
            k += 1;
        }
        Ok(Decoder {
            params,
            input: bytes,
            basic,
            at: if basic > 0 { basic + 1 } else { 0 },
            n: params.initial_n,
            i: 0,
            bias: params.initial_bias(),
            out_len: basic as u32,
        })
    }

    /// The basic code points, as bytes of the input.
    #[inline]
    pub(crate) const fn basic(&self) -> &'a [u8] {
        head(self.input, self.basic)
    }

    /// The next code point, the index (in code points) where it is
    /// inserted, and whether its last digit is uppercase (its case flag,
    /// appendix A); `None` at the end of the input.
    #[inline(always)]
    pub(crate) const fn next(&mut self) -> Result<Option<(u32, u32, bool)>, Error> {
        let params = self.params;
        let input = self.input;
        let mut at = self.at;
        if at >= input.len() {
            return Ok(None);
        }
        let start = at;
        let oldi = self.i;
        // The delta is summed apart from i, so that the next bias (which
        // depends on the delta alone) does not wait for the division that
        // made oldi. It and w are kept in 64 bits and compared with the
        // 32-bit maxint of section 6.4 (digit < 36 and base - t <= 36 keep
        // them far from 64-bit overflow between two checks). i only grows,
        // so a check of both after each non-final digit and of i after the
        // final one fails at the same digit as section 6.2's two checks.
        let mut delta: u64 = 0;
        let mut w: u64 = 1;
        let mut j = 0;
        let last = loop {
            if at >= input.len() {
                return Err(Error::new(ErrorKind::UnexpectedEnd, input.len()));
            }
            let byte = input[at];
            let digit = params.digit_values[byte as usize] as u32;
            if digit == NOT_A_DIGIT as u32 {
                return Err(Error::at_char(ErrorKind::InvalidDigit, input, at));
            }
            delta += digit as u64 * w;
            let t = params.threshold(j, self.bias);
            if digit < t {
                break byte;
            }
            w *= (params.base - t) as u64;
            if ((oldi as u64 + delta) | w) > u32::MAX as u64 {
                return Err(Error::new(ErrorKind::Overflow, at));
            }
            j += 1;
            at += 1;
        };
        if oldi as u64 + delta > u32::MAX as u64 {
            return Err(Error::new(ErrorKind::Overflow, at));
        }
        let delta = delta as u32;
        let i = oldi + delta;
        self.at = at + 1;
        let points = self.out_len + 1;
        self.bias = params.adapt(delta, points, oldi == 0);
        let (steps, index) = div_rem(i, points);
        self.n = match self.n.checked_add(steps) {
            Some(n) => n,
            None => return Err(Error::new(ErrorKind::Overflow, at)),
        };
        if !utf8::is_scalar(self.n) {
            return Err(Error::new(ErrorKind::NotScalarValue, start));
        }
        self.i = index + 1;
        self.out_len = points;
        Ok(Some((self.n, index, last.is_ascii_uppercase())))
    }
}

/// What [`decode_short`] decoded, besides the code points themselves.
#[derive(Debug)]
pub(crate) struct ShortOutput {
    /// The number of code points.
    pub(crate) len: usize,
    /// Bit k: the case flag of code point k (appendix A).
    pub(crate) upper: u64,
}

/// Decodes into `cps` (with case flags when `want_flags`); `Ok(None)` when
/// the output has more than [`SHORT`] code points (the input may still be
/// invalid further on).
///
/// Valid input without case flags takes [`decode_fast`]; anything it does
/// not vouch for (errors, case flags, long outputs) is decoded again by
/// [`decode_checked`], so every error comes from one place.
#[inline(always)]
pub(crate) const fn decode_short(
    params: &Bootstring,
    input: &[u8],
    want_flags: bool,
    cps: &mut CodePoints,
) -> Result<Option<ShortOutput>, Error> {
    if !want_flags {
        if let Some(len) = decode_fast(params, input, cps) {
            return Ok(Some(ShortOutput { len, upper: 0 }));
        }
    }
    decode_checked(params, input, want_flags, cps)
}

/// The general path of [`decode_short`], through [`Decoder`]: every check
/// with its error, and case flags. Kept out of line, so the fast path has
/// the registers to itself.
#[inline(never)]
const fn decode_checked(
    params: &Bootstring,
    input: &[u8],
    want_flags: bool,
    cps: &mut CodePoints,
) -> Result<Option<ShortOutput>, Error> {
    let mut dec = match Decoder::new(params, input) {
        Ok(dec) => dec,
        Err(e) => return Err(e),
    };
    let basic = dec.basic();
    if basic.len() > SHORT {
        return Ok(None);
    }
    let mut upper = 0u64;
    let mut k = 0;
    while k < basic.len() {
        cps[k] = basic[k] as u32;
        if want_flags {
            upper |= (basic[k].is_ascii_uppercase() as u64) << k;
        }
        k += 1;
    }
    loop {
        // The number of code points before this one.
        let len = dec.out_len as usize;
        let (cp, index, cp_upper) = match dec.next() {
            Ok(Some(next)) => next,
            Ok(None) => return Ok(Some(ShortOutput { len, upper })),
            Err(e) => return Err(e),
        };
        if len >= SHORT {
            return Ok(None);
        }
        // index <= len < SHORT: the mask only tells the compiler so.
        let index = index as usize % SHORT;
        insert(cps, len, index, cp);
        if want_flags {
            // Insert the flag at bit `index`.
            let below = upper & ((1u64 << index) - 1);
            let above = match (upper >> index).checked_shl(index as u32 + 1) {
                Some(above) => above,
                None => 0,
            };
            upper = below | above | (cp_upper as u64) << index;
        }
    }
}

impl Bootstring {
    /// The length in bytes of the UTF-8 decoding of `input`. It reads the
    /// input once and checks all of it, so `Ok` means decoding succeeds.
    ///
    /// ```
    /// use punycode_core::PUNYCODE;
    ///
    /// assert_eq!(PUNYCODE.decoded_len("bcher-kva"), Ok(7)); // "bücher"
    /// ```
    pub const fn decoded_len(&self, input: &str) -> Result<usize, Error> {
        let mut dec = match Decoder::new(self, input.as_bytes()) {
            Ok(dec) => dec,
            Err(e) => return Err(e),
        };
        let mut len = dec.basic().len();
        loop {
            match dec.next() {
                Ok(Some((cp, _, _))) => len += utf8::len(cp),
                Ok(None) => return Ok(len),
                Err(e) => return Err(e),
            }
        }
    }

    /// Decodes `input` into `out` as UTF-8, returning the number of bytes
    /// written. Digits are accepted in either case. When `out` is too short
    /// the error says how long it must be, and its contents are unspecified.
    ///
    /// ```
    /// use punycode_core::PUNYCODE;
    ///
    /// let mut out = [0u8; 16];
    /// let len = PUNYCODE.decode_to_slice("bcher-KVA", &mut out)?;
    /// assert_eq!(&out[..len], "bücher".as_bytes());
    /// # Ok::<(), punycode_core::Error>(())
    /// ```
    #[inline]
    pub const fn decode_to_slice(&self, input: &str, out: &mut [u8]) -> Result<usize, Error> {
        match self.decode_flagged(input, out, &mut [], false) {
            Ok((len, _)) => Ok(len),
            Err(e) => Err(e),
        }
    }

    /// Decodes with mixed-case annotation (RFC 3492 appendix A): writes the
    /// UTF-8 to `out` and the case flag of each code point to `flags`
    /// (basic code points: whether the letter is uppercase; others: whether
    /// the last digit of their delta is), and returns the number of bytes
    /// and of code points. `flags` must have room for every code point,
    /// else the error is [`ErrorKind::CaseFlagsMismatch`].
    ///
    /// ```
    /// use punycode_core::PUNYCODE;
    ///
    /// let (mut out, mut flags) = ([0u8; 16], [false; 8]);
    /// let (len, count) = PUNYCODE.decode_with_case_to_slice("Bcher-kvA", &mut out, &mut flags)?;
    /// assert_eq!(&out[..len], "Bücher".as_bytes());
    /// assert_eq!(&flags[..count], &[true, true, false, false, false, false]);
    /// # Ok::<(), punycode_core::Error>(())
    /// ```
    pub const fn decode_with_case_to_slice(
        &self,
        input: &str,
        out: &mut [u8],
        flags: &mut [bool],
    ) -> Result<(usize, usize), Error> {
        self.decode_flagged(input, out, flags, true)
    }

    #[inline(always)]
    const fn decode_flagged(
        &self,
        input: &str,
        out: &mut [u8],
        flags: &mut [bool],
        want_flags: bool,
    ) -> Result<(usize, usize), Error> {
        let mut cps = [0; SHORT];
        match decode_short(self, input.as_bytes(), want_flags, &mut cps) {
            Ok(Some(short)) => {
                if want_flags {
                    if short.len > flags.len() {
                        return Err(Error::new(ErrorKind::CaseFlagsMismatch, 0));
                    }
                    let mut k = 0;
                    while k < short.len {
                        flags[k] = (short.upper >> k) & 1 == 1;
                        k += 1;
                    }
                }
                match utf8::encode_all(head(&cps, short.len), out) {
                    Ok(len) => Ok((len, short.len)),
                    Err(needed) => Err(Error::buffer_too_small(needed)),
                }
            }
            Ok(None) => self.decode_long(input, out, flags, want_flags),
            Err(e) => Err(e),
        }
    }

    /// Decodes an output of more than [`SHORT`] code points: measures, then
    /// inserts UTF-8 (and flags) in place. Quadratic in the worst case.
    const fn decode_long(
        &self,
        input: &str,
        out: &mut [u8],
        flags: &mut [bool],
        want_flags: bool,
    ) -> Result<(usize, usize), Error> {
        let needed = match self.decoded_len(input) {
            Ok(len) => len,
            Err(e) => return Err(e),
        };
        if needed > out.len() {
            return Err(Error::buffer_too_small(needed));
        }
        let mut dec = match Decoder::new(self, input.as_bytes()) {
            Ok(dec) => dec,
            Err(e) => return Err(e),
        };
        let basic = dec.basic();
        if want_flags && basic.len() > flags.len() {
            return Err(Error::new(ErrorKind::CaseFlagsMismatch, 0));
        }
        let mut len = 0;
        while len < basic.len() {
            out[len] = basic[len];
            if want_flags {
                flags[len] = basic[len].is_ascii_uppercase();
            }
            len += 1;
        }
        let mut count = basic.len();
        // A cursor (code point index, byte offset) just after the last
        // insertion: the next one is often near it.
        let mut cursor = (0usize, 0usize);
        loop {
            let (cp, index, upper) = match dec.next() {
                Ok(Some(next)) => next,
                Ok(None) => return Ok((len, count)),
                Err(e) => return Err(e),
            };
            let index = index as usize;
            let at = if index >= cursor.0 {
                utf8::offset_of(head(out, len), cursor.1, cursor.0, index)
            } else {
                utf8::offset_of(head(out, len), 0, 0, index)
            };
            let l = utf8::len(cp);
            let mut k = len;
            while k > at {
                k -= 1;
                out[k + l] = out[k];
            }
            utf8::encode(cp, out, at);
            len += l;
            if want_flags {
                if count >= flags.len() {
                    return Err(Error::new(ErrorKind::CaseFlagsMismatch, 0));
                }
                let mut k = count;
                while k > index {
                    flags[k] = flags[k - 1];
                    k -= 1;
                }
                flags[index] = upper;
            }
            count += 1;
            cursor = (index + 1, at + l);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use proptest::prelude::*;

    /// The fast path either gives up or gives exactly what the checked
    /// path gives, and gives up on everything the checked path rejects (so
    /// every error, kind and position, comes from the checked path).
    fn fast_agrees_with_checked(input: &str) {
        let mut fast = [0; SHORT];
        let mut checked = [0; SHORT];
        let got = decode_fast(
            &crate::punycode::params::PUNYCODE,
            input.as_bytes(),
            &mut fast,
        );
        let want = decode_checked(
            &crate::punycode::params::PUNYCODE,
            input.as_bytes(),
            false,
            &mut checked,
        );
        match (got, want) {
            (Some(len), Ok(Some(short))) => {
                assert_eq!(len, short.len, "{input:?}");
                assert_eq!(fast[..len], checked[..len], "{input:?}");
            }
            (None, _) => {}
            (Some(len), other) => panic!("{input:?}: fast {len}, checked {other:?}"),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]

        /// Inputs made of digits (either case), delimiters and a few
        /// other bytes: mostly invalid, some valid, of every length up to
        /// past the 16 code points kept in a register and the 64 of SHORT.
        #[test]
        fn fast_path_agrees_on_random_input(
            input in "[a-z0-9A-Z]{0,4}(-[a-z0-9]{0,6})?[a-z0-9A-Z\\-.\u{e9}]{0,90}"
        ) {
            fast_agrees_with_checked(&input);
        }
    }

    /// No delta of a valid short output needs more than `FAST_DIGITS`
    /// Punycode digits, for any bias that `adapt` makes.
    #[test]
    fn short_deltas_fit_the_fast_digit_limit() {
        let p = crate::punycode::params::PUNYCODE;
        let largest = 0x11_0000 * (SHORT as u32 + 1);
        let mut biases = vec![p.initial_bias()];
        for delta in (0..100_000).chain((0..=u32::MAX).step_by(9973)) {
            biases.push(p.adapt(delta, 2, false));
            biases.push(p.adapt(delta, 1, true));
        }
        for bias in biases {
            let mut q = largest;
            let mut digits = 1;
            let mut j = 0;
            loop {
                let t = p.threshold(j, bias);
                if q < t {
                    break;
                }
                q = (q - t) / (p.base - t);
                digits += 1;
                j += 1;
            }
            assert!(digits <= FAST_DIGITS, "{bias:?}: {digits}");
        }
    }

    #[test]
    fn fast_path_agrees_at_its_edges() {
        let mut inputs = vec![
            "",
            "-",
            "a-",
            "-a",
            "a",
            "99999999",
            "999999999",
            "zzzzzzzzzzzz",
            "a-9",
            "bcher-kva",
            "BCHER-KVA",
            "\u{e9}-a",
        ];
        // Labels of 15 to 18 code points (around the 16 kept in a register)
        // and of 63 to 66 (around SHORT), in several scripts.
        let mut owned = vec![];
        for len in (14..=18).chain(62..=66) {
            for base in [0x61, 0xE0, 0x4E00, 0x1F600] {
                let label: alloc::string::String = (0..len)
                    .map(|k| char::from_u32(base + (k * 7) % 23).unwrap())
                    .collect();
                let mut buf = [0u8; 1024];
                let n = crate::punycode::params::PUNYCODE
                    .encode_to_slice(&label, &mut buf)
                    .unwrap();
                let encoded = alloc::string::String::from_utf8(buf[..n].to_vec()).unwrap();
                owned.push((encoded, len));
            }
        }
        // 15 to 17 and 30 basic code points (around the slots they fill),
        // then a few others among them.
        for basic in [15, 16, 17, 30] {
            for others in [1, 3] {
                let mut label: alloc::string::String = (0..basic)
                    .map(|k| char::from(b'a' + (k % 26) as u8))
                    .collect();
                for k in 0..others {
                    label.insert(k * 5, char::from_u32(0xE9 + k as u32).unwrap());
                }
                let mut buf = [0u8; 1024];
                let n = crate::punycode::params::PUNYCODE
                    .encode_to_slice(&label, &mut buf)
                    .unwrap();
                let encoded = alloc::string::String::from_utf8(buf[..n].to_vec()).unwrap();
                owned.push((encoded, (basic + others) as u32));
            }
        }
        inputs.extend(owned.iter().map(|(s, _)| s.as_str()));
        for input in inputs {
            fast_agrees_with_checked(input);
        }
        // Valid labels of up to 64 code points are all taken by the fast
        // path (none needs a delta of more than FAST_DIGITS digits).
        for (s, count) in &owned {
            let count = *count as usize;
            let fast = decode_fast(
                &crate::punycode::params::PUNYCODE,
                s.as_bytes(),
                &mut [0; SHORT],
            );
            assert_eq!(fast, (count <= SHORT).then_some(count), "{s}");
        }
    }

    #[test]
    fn the_last_delimiter_is_found_across_words() {
        for len in 0..40 {
            for at in 0..len {
                let mut input = vec![b'a'; len];
                input[at] = b'-';
                let s = core::str::from_utf8(&input).unwrap();
                let dec = Decoder::new(&crate::punycode::params::PUNYCODE, s.as_bytes()).unwrap();
                assert_eq!(dec.basic().len(), at, "{s}");
            }
        }
    }
}
