//! Encoding (RFC 3492 section 6.3).
//!
//! [`Encoder`] produces the deltas of section 6.3 one at a time and writes
//! each as a generalized variable-length integer (section 3.3), adapting the
//! bias after each (section 3.4). Everything that encodes, `const` or not,
//! drives it.
//!
//! Two ways to find the deltas give the same values:
//! - labels of up to [`SHORT`] code points (all real DNS labels): the
//!   non-basic code points are sorted once by (code point, position), and a
//!   64-bit mask marks the positions already "present" (below `n`, or equal
//!   and already coded), so each delta is `(m - n) * (h + 1) + idx - i`,
//!   with `idx` a `count_ones` instead of a rescan of the label;
//! - longer inputs: the section 6.3 loop as written, which rescans the
//!   input once per distinct code point.
//!
//! Deltas are computed in `u64` and checked against `u32::MAX` when they are
//! written. Every intermediate value of the section 6.3 loop is at most the
//! delta written next, so this fails exactly where section 6.4's checks do.

use crate::div::div_rem;
use crate::error::{Error, ErrorKind};
use crate::params::Bootstring;
use crate::utf8;

/// The most code points handled by the sorted, bit-mask method.
pub(crate) const SHORT: usize = 64;

/// An output buffer that counts past its end instead of writing, so one run
/// tells both whether the output fits and how long it is.
pub(crate) struct Out<'a> {
    pub(crate) buf: &'a mut [u8],
    pub(crate) len: usize,
}

impl<'a> Out<'a> {
    #[inline(always)]
    pub(crate) const fn new(buf: &'a mut [u8]) -> Out<'a> {
        Out { buf, len: 0 }
    }

    #[inline(always)]
    pub(crate) const fn push(&mut self, b: u8) {
        if self.len < self.buf.len() {
            self.buf[self.len] = b;
        }
        self.len += 1;
    }

    /// The number of bytes written, or `BufferTooSmall` when they did not fit.
    #[inline]
    pub(crate) const fn finish(&self) -> Result<usize, Error> {
        if self.len <= self.buf.len() {
            Ok(self.len)
        } else {
            Err(Error::buffer_too_small(self.len))
        }
    }
}

/// Section 6.3's state for writing deltas: `bias`, `h` and `b`. Every
/// method of finding the deltas writes them through it.
pub(crate) struct Deltas {
    bias: u32,
    h: u32,
    b: u32,
}

impl Deltas {
    #[inline(always)]
    pub(crate) const fn new(params: &Bootstring, b: u32) -> Deltas {
        Deltas {
            bias: params.initial_bias,
            h: b,
            b,
        }
    }

    /// `h`, the number of code points coded so far.
    #[inline(always)]
    pub(crate) const fn h(&self) -> u32 {
        self.h
    }

    /// Writes `delta` and adapts the bias; `false` (writing nothing) when it
    /// exceeds `u32::MAX` (section 6.4).
    #[inline(always)]
    pub(crate) const fn write(
        &mut self,
        params: &Bootstring,
        delta: u64,
        out: &mut Out<'_>,
    ) -> bool {
        if delta > u32::MAX as u64 {
            return false;
        }
        let delta = delta as u32;
        write_vli(params, delta, self.bias, out);
        self.bias = params.adapt(delta, self.h + 1, self.h == self.b);
        self.h += 1;
        true
    }
}

/// The state of one encoding: section 6.3's `n` and [`Deltas`], plus the
/// state of the method that finds the deltas.
pub(crate) struct Encoder<'a> {
    params: &'a Bootstring,
    input: &'a [u8],
    n: u32,
    deltas: Deltas,
    /// The number of code points in the input.
    len: u32,
    short: bool,
    // The short method: (code point << 6 | position) of each non-basic code
    // point, sorted; the next one to code; positions present; the position
    // after the last one coded, counted in present code points.
    keys: [u32; SHORT],
    nkeys: usize,
    next_key: usize,
    mask: u64,
    i: u32,
    // The textbook method: `delta` and where the scan of the current `n` is.
    delta: u64,
    scanning: bool,
    scan_at: usize,
}

impl<'a> Encoder<'a> {
    /// Reads the input once: writes the basic code points and the delimiter
    /// to `out`, counts code points, and for short inputs collects and sorts
    /// the non-basic ones.
    #[inline(always)]
    pub(crate) const fn new(
        params: &'a Bootstring,
        input: &'a str,
        out: &mut Out<'_>,
    ) -> Result<Encoder<'a>, Error> {
        let bytes = input.as_bytes();
        if bytes.len() >= u32::MAX as usize {
            // h + 1 must fit in u32 (section 6.4).
            return Err(Error::new(ErrorKind::Overflow, 0));
        }
        let mut keys = [0u32; SHORT];
        let mut nkeys = 0;
        let mut mask = 0u64;
        let mut b = 0u32;
        let mut k = 0usize;
        let mut at = 0;
        while at < bytes.len() {
            let byte = bytes[at];
            if byte < 0x80 {
                out.push(byte);
                if k < SHORT {
                    mask |= 1 << k;
                }
                b += 1;
                at += 1;
            } else {
                let (cp, l) = utf8::decode(bytes, at);
                if cp < params.initial_n {
                    return Err(Error::at_char(ErrorKind::BelowInitialN, bytes, at));
                }
                if k < SHORT {
                    keys[nkeys] = (cp << 6) | k as u32;
                    nkeys += 1;
                }
                at += l;
            }
            k += 1;
        }
        if b > 0 {
            out.push(params.delimiter);
        }
        let short = k <= SHORT;
        if short {
            insertion_sort(&mut keys, nkeys);
        }
        Ok(Encoder {
            params,
            input: bytes,
            n: params.initial_n,
            deltas: Deltas::new(params, b),
            len: k as u32,
            short,
            keys,
            nkeys,
            next_key: 0,
            mask,
            i: 0,
            delta: 0,
            scanning: false,
            scan_at: 0,
        })
    }

    /// Whether the input is short enough for the sorted, bit-mask method.
    #[inline(always)]
    pub(crate) const fn is_short(&self) -> bool {
        self.short
    }

    /// Writes the next delta's digits to `out`; `Ok(false)` when all code
    /// points are coded.
    #[inline]
    pub(crate) const fn write_next(&mut self, out: &mut Out<'_>) -> Result<bool, Error> {
        let next = if self.short {
            self.next_short()
        } else {
            self.next_textbook()
        };
        let Some((delta, cp_index)) = next else {
            return Ok(false);
        };
        if self.deltas.write(self.params, delta, out) {
            return Ok(true);
        }
        let at = if self.short {
            utf8::offset_of(self.input, 0, 0, cp_index as usize)
        } else {
            cp_index as usize
        };
        Err(Error::new(ErrorKind::Overflow, at))
    }

    /// Writes all the deltas to `out`.
    #[inline(always)]
    pub(crate) const fn write_all(&mut self, out: &mut Out<'_>) -> Result<(), Error> {
        loop {
            match self.write_next(out) {
                Ok(true) => {}
                Ok(false) => return Ok(()),
                Err(e) => return Err(e),
            }
        }
    }

    /// The next (delta, position) by the sorted, bit-mask method.
    #[inline(always)]
    const fn next_short(&mut self) -> Option<(u64, u32)> {
        if self.next_key == self.nkeys {
            return None;
        }
        let key = self.keys[self.next_key];
        self.next_key += 1;
        let cp = key >> 6;
        let pos = key & 63;
        // Present code points before this one: where the decoder inserts it.
        let idx = (self.mask & ((1u64 << pos) - 1)).count_ones();
        // From state (n, i) to (cp, idx): each step of n passes h + 1
        // positions (section 6.3; cp >= n, and idx >= i when cp == n).
        let delta =
            (cp - self.n) as u64 * (self.deltas.h() as u64 + 1) + idx as u64 - self.i as u64;
        self.n = cp;
        self.i = idx + 1;
        self.mask |= 1 << pos;
        Some((delta, pos))
    }

    /// The next (delta, byte offset) by the loop of section 6.3 as written.
    const fn next_textbook(&mut self) -> Option<(u64, u32)> {
        loop {
            if !self.scanning {
                if self.deltas.h() == self.len {
                    return None;
                }
                // m = the minimum code point >= n in the input.
                let mut m = u32::MAX;
                let mut at = 0;
                while at < self.input.len() {
                    let (c, l) = utf8::decode(self.input, at);
                    if c >= self.n && c < m {
                        m = c;
                    }
                    at += l;
                }
                self.delta += (m - self.n) as u64 * (self.deltas.h() as u64 + 1);
                self.n = m;
                self.scanning = true;
                self.scan_at = 0;
            }
            while self.scan_at < self.input.len() {
                let at = self.scan_at;
                let (c, l) = utf8::decode(self.input, at);
                self.scan_at += l;
                if c < self.n {
                    self.delta += 1;
                } else if c == self.n {
                    let delta = self.delta;
                    self.delta = 0;
                    return Some((delta, at as u32));
                }
            }
            self.delta += 1;
            self.n += 1;
            self.scanning = false;
        }
    }
}

/// Writes `q` as a generalized variable-length integer (section 3.3), with
/// lowercase digits.
#[inline(always)]
pub(crate) const fn write_vli(params: &Bootstring, mut q: u32, bias: u32, out: &mut Out<'_>) {
    let mut k = params.base;
    loop {
        let t = params.threshold(k, bias);
        if q < t {
            break;
        }
        let (quotient, remainder) = div_rem(q - t, params.base - t);
        out.push(params.digit(t + remainder));
        q = quotient;
        k += params.base;
    }
    out.push(params.digit(q));
}

/// Sorts `keys[..len]` ascending; few keys, often nearly sorted.
const fn insertion_sort(keys: &mut [u32; SHORT], len: usize) {
    let mut j = 1;
    while j < len {
        let key = keys[j];
        let mut k = j;
        while k > 0 && keys[k - 1] > key {
            keys[k] = keys[k - 1];
            k -= 1;
        }
        keys[k] = key;
        j += 1;
    }
}

impl Bootstring {
    /// Encodes `input` into `out`, returning the number of bytes written.
    ///
    /// Basic code points are copied as they are, followed by the delimiter
    /// when there is at least one, then the deltas with lowercase digits.
    ///
    /// ```
    /// use punycode_core::PUNYCODE;
    ///
    /// let mut out = [0u8; 16];
    /// let len = PUNYCODE.encode_to_slice("bücher", &mut out)?;
    /// assert_eq!(&out[..len], b"bcher-kva");
    /// # Ok::<(), punycode_core::Error>(())
    /// ```
    #[inline]
    pub const fn encode_to_slice(&self, input: &str, out: &mut [u8]) -> Result<usize, Error> {
        let mut out = Out::new(out);
        let mut enc = match Encoder::new(self, input, &mut out) {
            Ok(enc) => enc,
            Err(e) => return Err(e),
        };
        match enc.write_all(&mut out) {
            Ok(()) => out.finish(),
            Err(e) => Err(e),
        }
    }

    /// The length in bytes of the encoding of `input`.
    ///
    /// ```
    /// use punycode_core::PUNYCODE;
    ///
    /// assert_eq!(PUNYCODE.encoded_len("bücher"), Ok(9));
    /// ```
    pub const fn encoded_len(&self, input: &str) -> Result<usize, Error> {
        match self.encode_to_slice(input, &mut []) {
            Ok(len) => Ok(len),
            Err(e) => match e.kind() {
                ErrorKind::BufferTooSmall { needed } => Ok(needed),
                _ => Err(e),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PUNYCODE;

    /// Encodes with the method chosen by `short` (when the input allows it).
    fn encode_with(input: &str, short: bool) -> Result<([u8; 1024], usize), Error> {
        let mut buf = [0u8; 1024];
        let mut out = Out::new(&mut buf);
        let mut enc = Encoder::new(&PUNYCODE, input, &mut out)?;
        enc.short &= short;
        enc.write_all(&mut out)?;
        let len = out.finish()?;
        Ok((buf, len))
    }

    #[test]
    fn sorted_keys() {
        let mut keys = [0u32; SHORT];
        keys[..5].copy_from_slice(&[5, 3, 9, 1, 3]);
        insertion_sort(&mut keys, 5);
        assert_eq!(&keys[..5], &[1, 3, 3, 5, 9]);
    }

    #[test]
    fn short_and_textbook_methods_agree() {
        let inputs = [
            "",
            "abc",
            "b\u{fc}cher",
            "\u{fc}\u{fc}a\u{fc}",
            "\u{10ffff}\u{80}\u{10ffff}",
            "\u{4ed6}\u{4eec}\u{4e3a}\u{4ec0}\u{4e48}\u{4e0d}\u{8bf4}\u{4e2d}\u{6587}",
            "a\u{e9}b\u{e9}c\u{e8}d\u{1f600}\u{e9}",
        ];
        for input in inputs {
            let short = encode_with(input, true).map(|(b, l)| b[..l].to_vec());
            let textbook = encode_with(input, false).map(|(b, l)| b[..l].to_vec());
            assert_eq!(short, textbook, "{input:?}");
        }
        // 64 code points, the most the short method takes. (No short input
        // can overflow: each delta is below 0x110000 * 65.)
        let mut s = alloc::string::String::new();
        for k in 0..64u32 {
            s.push(char::from_u32(0x4E00 + (k * 7919) % 64).unwrap());
        }
        let short = encode_with(&s, true).map(|(b, l)| b[..l].to_vec());
        assert_eq!(short, encode_with(&s, false).map(|(b, l)| b[..l].to_vec()));
    }
}
