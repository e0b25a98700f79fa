//! The allocation-free API on RFC 3492's parameters ([`PUNYCODE`]): into
//! your buffer, usable in `const`, or into any `core::fmt::Write` sink.

use core::fmt;

use super::encode::{self, CaseFlags};
use super::error::{Error, ErrorKind};
use super::params::{DELIMITER, PUNYCODE};

/// The length in bytes of the Punycode encoding of `input`.
///
/// ```
/// assert_eq!(punycode_core::encoded_len("bücher"), Ok(9)); // "bcher-kva"
/// assert_eq!(punycode_core::encoded_len(""), Ok(0));
/// ```
pub const fn encoded_len(input: &str) -> Result<usize, Error> {
    PUNYCODE.encoded_len(input)
}

/// The length in bytes of the UTF-8 decoding of the Punycode `input`; `Ok`
/// means the whole input decodes.
///
/// ```
/// assert_eq!(punycode_core::decoded_len("bcher-kva"), Ok(7)); // "bücher"
/// assert!(punycode_core::decoded_len("bcher-k!a").is_err());
/// ```
pub const fn decoded_len(input: &str) -> Result<usize, Error> {
    PUNYCODE.decoded_len(input)
}

/// Encodes `input` as Punycode into `out`, returning the number of bytes
/// written. Allocation-free, and usable in `const`.
///
/// When `out` is too short, the error is
/// [`ErrorKind::BufferTooSmall`] with the length needed.
///
/// ```
/// use punycode_core::{encode_to_slice, ErrorKind};
///
/// let mut buf = [0u8; 63];
/// let len = encode_to_slice("bücher", &mut buf)?;
/// assert_eq!(&buf[..len], b"bcher-kva");
///
/// let err = encode_to_slice("bücher", &mut [0u8; 4]).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::BufferTooSmall { needed: 9 });
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub const fn encode_to_slice(input: &str, out: &mut [u8]) -> Result<usize, Error> {
    PUNYCODE.encode_to_slice(input, out)
}

/// Decodes the Punycode `input` into `out` as UTF-8, returning the number of
/// bytes written. Allocation-free, and usable in `const`.
///
/// ```
/// use punycode_core::decode_to_slice;
///
/// let mut buf = [0u8; 64];
/// let len = decode_to_slice("bcher-kva", &mut buf)?;
/// assert_eq!(core::str::from_utf8(&buf[..len]), Ok("bücher"));
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub const fn decode_to_slice(input: &str, out: &mut [u8]) -> Result<usize, Error> {
    PUNYCODE.decode_to_slice(input, out)
}

/// `input` itself when it is at most `max_bytes` long, else a
/// [`ErrorKind::TooLong`] error at `max_bytes`: an optional cap, for callers
/// that want to bound their work (and allocation) before they convert.
///
/// No cap is needed for safety: the `String` functions take O(n log n)
/// time and O(n) memory on any input, the allocation-free ones O(n²) time
/// on inputs longer than 64 code points and no memory, and none panics.
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use punycode_core::{decode, limit, ErrorKind};
///
/// // A DNS label is at most 63 bytes.
/// assert_eq!(decode(limit("bcher-kva", 63)?)?, "bücher");
///
/// let long = "a".repeat(100);
/// let err = limit(&long, 63).unwrap_err();
/// assert_eq!((err.kind(), err.position()), (ErrorKind::TooLong, 63));
/// # }
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub const fn limit(input: &str, max_bytes: usize) -> Result<&str, Error> {
    if input.len() <= max_bytes {
        Ok(input)
    } else {
        Err(Error::new(ErrorKind::TooLong, max_bytes))
    }
}

/// Encodes `input` with mixed-case annotation (RFC 3492 appendix A) into
/// `out`: a flagged code point's delta ends in an uppercase digit, and a
/// flagged basic letter is written in uppercase. Allocation-free, and usable
/// in `const`.
///
/// ```
/// use punycode_core::{encode_with_case_to_slice, CaseFlags};
///
/// // RFC 3492 sample (L), "3<nen>B<gumi><kinpachi><sensei>", B flagged.
/// let input = "3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}";
/// let mut out = [0u8; 32];
/// let len = encode_with_case_to_slice(input, CaseFlags::NonBasic(&[false; 6]), &mut out)?;
/// assert_eq!(&out[..len], b"3B-ww4c5e180e575a65lsy2b");
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub const fn encode_with_case_to_slice(
    input: &str,
    flags: CaseFlags<'_>,
    out: &mut [u8],
) -> Result<usize, Error> {
    PUNYCODE.encode_with_case_to_slice(input, flags, out)
}

/// Decodes Punycode with mixed-case annotation (RFC 3492 appendix A) into
/// `out`, and the case flag of each code point into `flags`; returns the
/// number of bytes and of code points written. Allocation-free, and usable
/// in `const`.
///
/// ```
/// use punycode_core::decode_with_case_to_slice;
///
/// // RFC 3492 sample (I) as the RFC prints it: "D" flags a Cyrillic letter.
/// let (mut out, mut flags) = ([0u8; 64], [false; 32]);
/// let (len, count) = decode_with_case_to_slice("b1abfaaepdrnnbgefbaDotcwatmq2g4l", &mut out, &mut flags)?;
/// assert_eq!(count, 28);
/// assert_eq!(flags.iter().filter(|&&f| f).count(), 1);
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub const fn decode_with_case_to_slice(
    input: &str,
    out: &mut [u8],
    flags: &mut [bool],
) -> Result<(usize, usize), Error> {
    PUNYCODE.decode_with_case_to_slice(input, out, flags)
}

/// Encodes `input` as Punycode into any [`core::fmt::Write`] sink, without
/// allocating. On error, part of the output may have been written.
///
/// ```
/// use core::fmt::Write;
///
/// struct Buf { bytes: [u8; 32], len: usize }
/// impl Write for Buf {
///     fn write_str(&mut self, s: &str) -> core::fmt::Result {
///         let end = self.len + s.len();
///         self.bytes.get_mut(self.len..end).ok_or(core::fmt::Error)?.copy_from_slice(s.as_bytes());
///         self.len = end;
///         Ok(())
///     }
/// }
///
/// let mut buf = Buf { bytes: [0; 32], len: 0 };
/// punycode_core::encode_to_fmt("bücher", &mut buf)?;
/// assert_eq!(&buf.bytes[..buf.len], b"bcher-kva");
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub fn encode_to_fmt<W: fmt::Write + ?Sized>(input: &str, w: &mut W) -> Result<(), Error> {
    let failed = |_| Error::new(ErrorKind::WriterFailed, 0);
    // Short inputs: encoded whole into a stack buffer that always fits them.
    let mut stack = [0u8; encode::SHORT_OUTPUT_MAX];
    let mut out = encode::Out::new(&mut stack);
    if encode::encode_short(&PUNYCODE, input.as_bytes(), encode::Flags::None, &mut out)? {
        let len = out.finish()?;
        return write_ascii(w, &stack[..len]);
    }
    // Longer ones: the textbook loop, one delta at a time. Its own copy of
    // the basic code points goes to a buffer that only counts; the sink gets
    // them as runs of the input.
    let mut textbook = encode::Textbook::new(
        &PUNYCODE,
        input,
        encode::Flags::None,
        &mut encode::Out::new(&mut []),
    )?;
    let mut basic = false;
    for run in input.split(|c: char| !c.is_ascii()) {
        w.write_str(run).map_err(failed)?;
        basic |= !run.is_empty();
    }
    if basic {
        w.write_char(DELIMITER as char).map_err(failed)?;
    }
    loop {
        // Punycode's base - t >= 10, so a u32 delta takes at most 11 digits.
        let mut digits = [0u8; 16];
        let mut out = encode::Out::new(&mut digits);
        if !textbook.write_next(&mut out)? {
            return Ok(());
        }
        let len = out.finish()?;
        write_ascii(w, &digits[..len])?;
    }
}

/// Writes the encoder's output, which is ASCII, in one call.
fn write_ascii<W: fmt::Write + ?Sized>(w: &mut W, bytes: &[u8]) -> Result<(), Error> {
    core::str::from_utf8(bytes)
        .map_err(|_| fmt::Error)
        .and_then(|s| w.write_str(s))
        .map_err(|_| Error::new(ErrorKind::WriterFailed, 0))
}
