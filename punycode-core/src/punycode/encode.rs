//! Encoding (RFC 3492 section 6.3).
//!
//! Every method of finding the deltas of section 6.3 writes them through
//! [`Deltas`]: as a generalized variable-length integer (section 3.3), then
//! bias adaptation (section 3.4). Everything that encodes, `const` or not,
//! goes through it.
//!
//! Two ways to find the deltas give the same values (a third, O(n log n),
//! is in `fenwick`):
//! - [`encode_short`], for up to [`SHORT`] code points (all DNS labels): the
//!   non-basic code points are sorted once by (code point, position), and a
//!   64-bit mask marks the positions already "present" (below `n`, or equal
//!   and already coded), so each delta is `(m - n) * (h + 1) + idx - i`,
//!   with `idx` a `count_ones` instead of a rescan of the label;
//! - [`Textbook`], for longer inputs without allocating: the section 6.3
//!   loop as written, which rescans the input once per distinct code point.
//!
//! Deltas are computed in `u64` and checked against `u32::MAX` when they are
//! written. Every intermediate value of the section 6.3 loop is at most the
//! delta written next, so this fails exactly where section 6.4's checks do.

use super::error::{Error, ErrorKind};
use super::params::{Bias, Bootstring};
use super::utf8;

/// The most code points handled by the sorted, bit-mask method.
pub(crate) const SHORT: usize = 64;

/// The longest Punycode encoding of a short input: at most 8 digits for
/// each of 64 code points (a delta below 0x110000 * 65, and base - t >= 10),
/// and the delimiter.
pub(crate) const SHORT_OUTPUT_MAX: usize = 8 * SHORT + 1;

/// Stack room for the Punycode of a label where the caller has a way out
/// when it does not fit: every label DNS allows (63 bytes) and most longer
/// ones fit, and zeroing it costs a quarter of [`SHORT_OUTPUT_MAX`].
#[cfg_attr(
    not(feature = "alloc"),
    allow(dead_code, reason = "for the String functions")
)]
pub(crate) const LABEL_OUTPUT: usize = 128;

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

/// Mixed-case annotation for encoding (RFC 3492 appendix A): one flag per
/// code point; a flagged (uppercase) code point's delta ends in an
/// uppercase digit, and a flagged basic letter is written in uppercase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseFlags<'a> {
    /// A flag for every code point of the input, basic or not.
    PerCodePoint(&'a [bool]),
    /// A flag for every non-basic code point, in input order; basic code
    /// points keep their own case (and their flag is that case).
    NonBasic(&'a [bool]),
}

/// The flags an encoding uses: none (the plain encoder), or the caller's.
#[derive(Clone, Copy)]
pub(crate) enum Flags<'a> {
    None,
    Given(CaseFlags<'a>),
}

impl Flags<'_> {
    /// The byte to write for basic code point `byte`, the `k`-th code point.
    #[inline(always)]
    const fn basic(self, byte: u8, k: usize) -> u8 {
        match self {
            Flags::Given(CaseFlags::PerCodePoint(flags)) if k < flags.len() => {
                if flags[k] {
                    byte.to_ascii_uppercase()
                } else {
                    byte.to_ascii_lowercase()
                }
            }
            _ => byte,
        }
    }

    /// The flag of the non-basic code point that is the `k`-th code point
    /// and the `nb`-th non-basic one.
    #[inline(always)]
    const fn non_basic(self, k: usize, nb: usize) -> bool {
        match self {
            Flags::None => false,
            Flags::Given(CaseFlags::PerCodePoint(flags)) => k < flags.len() && flags[k],
            Flags::Given(CaseFlags::NonBasic(flags)) => nb < flags.len() && flags[nb],
        }
    }

    /// Whether the flags count matches `len` code points, `nonbasic` of them
    /// non-basic.
    const fn fit(self, len: usize, nonbasic: usize) -> bool {
        match self {
            Flags::None => true,
            Flags::Given(CaseFlags::PerCodePoint(flags)) => flags.len() == len,
            Flags::Given(CaseFlags::NonBasic(flags)) => flags.len() == nonbasic,
        }
    }
}

/// Section 6.3's state for writing deltas: `bias`, `h` and `b`. Every
/// method of finding the deltas writes them through it.
pub(crate) struct Deltas {
    bias: Bias,
    /// The number of code points coded so far.
    pub(crate) h: u32,
    b: u32,
}

impl Deltas {
    #[inline(always)]
    pub(crate) const fn new(params: &Bootstring, b: u32) -> Deltas {
        Deltas {
            bias: params.initial_bias(),
            h: b,
            b,
        }
    }

    /// Writes `delta` (its last digit uppercase when `upper`, appendix A)
    /// and adapts the bias; `false` (writing nothing) when it exceeds
    /// `u32::MAX` (section 6.4).
    #[inline(always)]
    pub(crate) const fn write(
        &mut self,
        params: &Bootstring,
        delta: u64,
        upper: bool,
        out: &mut Out<'_>,
    ) -> bool {
        if delta > u32::MAX as u64 {
            return false;
        }
        let delta = delta as u32;
        write_vli(params, delta, self.bias, upper, out);
        self.bias = params.adapt(delta, self.h + 1, self.h == self.b);
        self.h += 1;
        true
    }
}

/// Encodes an input of at most [`SHORT`] code points into `out` by the
/// sorted, bit-mask method; `Ok(false)`, with `out` emptied, for a longer
/// input.
#[inline(always)]
pub(crate) const fn encode_short(
    params: &Bootstring,
    bytes: &[u8],
    flags: Flags<'_>,
    out: &mut Out<'_>,
) -> Result<bool, Error> {
    // (code point << 7 | position << 1 | case flag) of each non-basic code
    // point, which sorts by (code point, position), and a mask of the
    // positions present: basic, or non-basic and already coded.
    let mut keys = [0u32; SHORT];
    let mut nkeys = 0;
    let mut mask = 0u64;
    let mut b = 0u32;
    let mut k = 0;
    let mut at = 0;
    while at < bytes.len() {
        if k == SHORT {
            out.len = 0;
            return Ok(false);
        }
        let byte = bytes[at];
        if byte < 0x80 {
            out.push(flags.basic(byte, k));
            mask |= 1 << k;
            b += 1;
            at += 1;
        } else {
            let (cp, l) = utf8::decode(bytes, at);
            if cp < params.initial_n {
                return Err(Error::at_char(ErrorKind::BelowInitialN, bytes, at));
            }
            keys[nkeys] = (cp << 7) | (k as u32) << 1 | flags.non_basic(k, nkeys) as u32;
            nkeys += 1;
            at += l;
        }
        k += 1;
    }
    if !flags.fit(k, nkeys) {
        return Err(Error::new(ErrorKind::CaseFlagsMismatch, 0));
    }
    match emit_short(params, &mut keys, nkeys, mask, b, flags, out) {
        Ok(()) => Ok(true),
        Err(pos) => Err(Error::new(
            ErrorKind::Overflow,
            utf8::offset_of(bytes, 0, 0, pos),
        )),
    }
}

/// [`encode_short`] for code points given as such (scalar values, at least
/// `initial_n` when not basic): `Ok(false)`, with `out` emptied, for more
/// than [`SHORT`]; an error's position is a code point index.
#[inline(always)]
pub(crate) const fn encode_short_cps(
    params: &Bootstring,
    cps: &[u32],
    out: &mut Out<'_>,
) -> Result<bool, Error> {
    if cps.len() > SHORT {
        return Ok(false);
    }
    let mut keys = [0u32; SHORT];
    let mut nkeys = 0;
    let mut mask = 0u64;
    let mut b = 0u32;
    let mut k = 0;
    while k < cps.len() {
        let cp = cps[k];
        if cp < 0x80 {
            out.push(cp as u8);
            mask |= 1 << k;
            b += 1;
        } else if cp < params.initial_n {
            return Err(Error::new(ErrorKind::BelowInitialN, k));
        } else {
            keys[nkeys] = (cp << 7) | (k as u32) << 1;
            nkeys += 1;
        }
        k += 1;
    }
    match emit_short(params, &mut keys, nkeys, mask, b, Flags::None, out) {
        Ok(()) => Ok(true),
        Err(pos) => Err(Error::new(ErrorKind::Overflow, pos)),
    }
}

/// The deltas of a short input, once its basic code points are written:
/// `keys[..nkeys]` are `(code point << 7 | position << 1 | case flag)` of
/// the non-basic ones, `mask` the positions of the basic ones, `b` their
/// number. `Err` with the position of a delta that overflows.
#[inline(always)]
const fn emit_short(
    params: &Bootstring,
    keys: &mut [u32; SHORT],
    nkeys: usize,
    mut mask: u64,
    b: u32,
    flags: Flags<'_>,
    out: &mut Out<'_>,
) -> Result<(), usize> {
    if b > 0 {
        out.push(params.delimiter);
    }
    insertion_sort(keys, nkeys);
    let mut deltas = Deltas::new(params, b);
    let mut n = params.initial_n;
    let mut i = 0u32;
    let mut j = 0;
    while j < nkeys {
        let cp = keys[j] >> 7;
        let pos = (keys[j] >> 1) & 63;
        // Known false for the plain encoder, so it costs nothing there.
        let upper = !matches!(flags, Flags::None) && keys[j] & 1 == 1;
        // Present code points before this one: where the decoder inserts it.
        let idx = ones(mask & ((1u64 << pos) - 1));
        // From state (n, i) to (cp, idx): each step of n passes h + 1
        // positions (section 6.3; cp >= n, and idx >= i when cp == n).
        let delta = (cp - n) as u64 * (deltas.h as u64 + 1) + idx as u64 - i as u64;
        if !deltas.write(params, delta, upper, out) {
            // Unreachable for short inputs (each delta is below
            // 0x110000 * 65), but checked all the same.
            return Err(pos as usize);
        }
        n = cp;
        i = idx + 1;
        mask |= 1 << pos;
        j += 1;
    }
    Ok(())
}

/// The loop of section 6.3 as written, for inputs of any length, resumable
/// one delta at a time. It rescans the input once per distinct code point:
/// quadratic, but it needs no memory beyond its own state.
pub(crate) struct Textbook<'a> {
    params: &'a Bootstring,
    input: &'a [u8],
    flags: Flags<'a>,
    n: u32,
    deltas: Deltas,
    /// The number of code points in the input.
    len: u32,
    delta: u64,
    /// Whether a scan for the current `n` is under way, and where it is:
    /// its byte offset, and the code point and non-basic code point it is
    /// at.
    scanning: bool,
    scan_at: usize,
    scan_k: usize,
    scan_nb: usize,
}

impl<'a> Textbook<'a> {
    /// Writes the basic code points and the delimiter to `out`.
    pub(crate) const fn new(
        params: &'a Bootstring,
        input: &'a str,
        flags: Flags<'a>,
        out: &mut Out<'_>,
    ) -> Result<Textbook<'a>, Error> {
        let bytes = input.as_bytes();
        if bytes.len() >= u32::MAX as usize {
            // h + 1 must fit in u32 (section 6.4).
            return Err(Error::new(ErrorKind::Overflow, 0));
        }
        let mut b = 0u32;
        let mut len = 0u32;
        let mut at = 0;
        while at < bytes.len() {
            let (cp, l) = utf8::decode(bytes, at);
            if cp < 0x80 {
                out.push(flags.basic(cp as u8, len as usize));
                b += 1;
            } else if cp < params.initial_n {
                return Err(Error::at_char(ErrorKind::BelowInitialN, bytes, at));
            }
            len += 1;
            at += l;
        }
        if !flags.fit(len as usize, (len - b) as usize) {
            return Err(Error::new(ErrorKind::CaseFlagsMismatch, 0));
        }
        if b > 0 {
            out.push(params.delimiter);
        }
        Ok(Textbook {
            params,
            input: bytes,
            flags,
            n: params.initial_n,
            deltas: Deltas::new(params, b),
            len,
            delta: 0,
            scanning: false,
            scan_at: 0,
            scan_k: 0,
            scan_nb: 0,
        })
    }

    /// Writes the next delta's digits to `out`; `Ok(false)` when all code
    /// points are coded.
    pub(crate) const fn write_next(&mut self, out: &mut Out<'_>) -> Result<bool, Error> {
        let Some((delta, at, upper)) = self.next() else {
            return Ok(false);
        };
        if self.deltas.write(self.params, delta, upper, out) {
            Ok(true)
        } else {
            Err(Error::new(ErrorKind::Overflow, at))
        }
    }

    /// The next delta, the byte offset of its code point, and its flag.
    const fn next(&mut self) -> Option<(u64, usize, bool)> {
        loop {
            if !self.scanning {
                if self.deltas.h == self.len {
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
                self.delta += (m - self.n) as u64 * (self.deltas.h as u64 + 1);
                self.n = m;
                self.scanning = true;
                self.scan_at = 0;
                self.scan_k = 0;
                self.scan_nb = 0;
            }
            while self.scan_at < self.input.len() {
                let at = self.scan_at;
                let (k, nb) = (self.scan_k, self.scan_nb);
                let (c, l) = utf8::decode(self.input, at);
                self.scan_at += l;
                self.scan_k += 1;
                self.scan_nb += (c >= 0x80) as usize;
                if c < self.n {
                    self.delta += 1;
                } else if c == self.n {
                    let delta = self.delta;
                    self.delta = 0;
                    return Some((delta, at, self.flags.non_basic(k, nb)));
                }
            }
            self.delta += 1;
            self.n += 1;
            self.scanning = false;
        }
    }
}

/// Writes `q` as a generalized variable-length integer (section 3.3), with
/// lowercase digits but for the last when `upper` (appendix A).
///
/// The digits come in three runs (see [`Bias`]): threshold `tmin` before
/// digit `c`, `tc` at it, `tmax` after it. Written run by run, the
/// thresholds of the first and last runs are the instance's own, which
/// for a `const` instance such as `PUNYCODE` makes their divisions ones by
/// constants.
#[inline(always)]
pub(crate) const fn write_vli(
    params: &Bootstring,
    mut q: u32,
    bias: Bias,
    upper: bool,
    out: &mut Out<'_>,
) {
    let mut j = 0;
    while j < bias.c && q >= params.tmin {
        let (quotient, remainder) = params.div_rem_base_minus(q - params.tmin, params.tmin);
        out.push(params.digit(params.tmin + remainder));
        q = quotient;
        j += 1;
    }
    if j == bias.c && q >= bias.tc {
        let (quotient, remainder) = params.div_rem_base_minus(q - bias.tc, bias.tc);
        out.push(params.digit(bias.tc + remainder));
        q = quotient;
        while q >= params.tmax {
            let (quotient, remainder) = params.div_rem_base_minus(q - params.tmax, params.tmax);
            out.push(params.digit(params.tmax + remainder));
            q = quotient;
        }
    }
    let last = params.digit(q);
    out.push(if upper {
        last.to_ascii_uppercase()
    } else {
        last
    });
}

/// The number of bits set in `x`. Baseline x86-64 has no instruction for
/// it, and `count_ones` is a dozen and a half; below 256 (the positions of
/// a label of up to eight code points, most labels) two multiplies do:
/// the first spreads the bits into nibbles of their own, the second sums
/// the nibbles into the top one.
#[inline(always)]
const fn ones(x: u64) -> u32 {
    if x < 256 {
        (((((x * 0x0804_0201) >> 3) & 0x1111_1111) * 0x1111_1111) >> 28) as u32 & 0xF
    } else {
        x.count_ones()
    }
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
        self.encode_flagged(input, Flags::None, out)
    }

    /// Encodes with mixed-case annotation (RFC 3492 appendix A) into `out`.
    ///
    /// ```
    /// use punycode_core::{CaseFlags, PUNYCODE};
    ///
    /// // "Bücher" with B and ü flagged uppercase: "Bcher-KVA"'s last digit.
    /// let mut out = [0u8; 16];
    /// let flags = [true, true, false, false, false, false];
    /// let len = PUNYCODE.encode_with_case_to_slice("bücher", CaseFlags::PerCodePoint(&flags), &mut out)?;
    /// assert_eq!(&out[..len], b"Bcher-kvA");
    /// # Ok::<(), punycode_core::Error>(())
    /// ```
    pub const fn encode_with_case_to_slice(
        &self,
        input: &str,
        flags: CaseFlags<'_>,
        out: &mut [u8],
    ) -> Result<usize, Error> {
        self.encode_flagged(input, Flags::Given(flags), out)
    }

    #[inline(always)]
    const fn encode_flagged(
        &self,
        input: &str,
        flags: Flags<'_>,
        out: &mut [u8],
    ) -> Result<usize, Error> {
        let mut out = Out::new(out);
        match encode_short(self, input.as_bytes(), flags, &mut out) {
            Ok(true) => return out.finish(),
            Ok(false) => {}
            Err(e) => return Err(e),
        }
        let mut textbook = match Textbook::new(self, input, flags, &mut out) {
            Ok(textbook) => textbook,
            Err(e) => return Err(e),
        };
        loop {
            match textbook.write_next(&mut out) {
                Ok(true) => {}
                Ok(false) => return out.finish(),
                Err(e) => return Err(e),
            }
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
    use crate::punycode::params::PUNYCODE;

    /// Encodes by the short method when `short` (and the input allows it),
    /// else by the textbook loop.
    fn encode_with(input: &str, short: bool) -> Result<([u8; 1024], usize), Error> {
        let mut buf = [0u8; 1024];
        let mut out = Out::new(&mut buf);
        if !(short && encode_short(&PUNYCODE, input.as_bytes(), Flags::None, &mut out)?) {
            let mut textbook = Textbook::new(&PUNYCODE, input, Flags::None, &mut out)?;
            while textbook.write_next(&mut out)? {}
        }
        let len = out.finish()?;
        Ok((buf, len))
    }

    /// The multiply count of set bits below 256, and the rest, are
    /// `count_ones` on every byte and on words of every bit position.
    #[test]
    fn ones_counts_every_bit() {
        for x in 0..256u64 {
            assert_eq!(ones(x), x.count_ones(), "{x:#x}");
        }
        for k in 0..64 {
            for x in [1u64 << k, (1u64 << k) | 0xA5, u64::MAX >> k, u64::MAX << k] {
                assert_eq!(ones(x), x.count_ones(), "{x:#x}");
            }
        }
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
