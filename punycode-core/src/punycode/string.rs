//! The `String` API (feature `alloc`). Labels of up to 64 code points (all
//! real DNS labels) go through the allocation-free engine into a stack
//! buffer and are copied once; longer inputs take the O(n log n) method of
//! [`fenwick`], in space allocated here.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::decode::{CodePoints, decode_short};
use super::encode::{Flags, LABEL_OUTPUT, Out, SHORT, encode_short};
use super::error::{Error, ErrorKind};
use super::params::PUNYCODE;
use super::{fenwick, utf8};

/// Encodes `input` as Punycode.
///
/// ```
/// assert_eq!(punycode_core::encode("bücher")?, "bcher-kva");
/// assert_eq!(punycode_core::encode("abc")?, "abc-");
/// assert_eq!(punycode_core::encode("")?, "");
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub fn encode(input: &str) -> Result<String, Error> {
    let mut out = String::new();
    encode_onto(&mut out, input)?;
    Ok(out)
}

/// [`encode`] onto the end of `string` (unchanged on an error), for a
/// caller that builds a name: a label's Punycode goes there from the stack,
/// with nothing allocated for it alone.
pub(crate) fn encode_onto(string: &mut String, input: &str) -> Result<(), Error> {
    let mut stack = [0u8; LABEL_OUTPUT];
    let mut out = Out::new(&mut stack);
    if encode_short(&PUNYCODE, input.as_bytes(), Flags::None, &mut out)? {
        if let Ok(len) = out.finish() {
            string.push_str(made(&stack[..len])?);
            return Ok(());
        }
    }
    let cps: Vec<u32> = input.chars().map(u32::from).collect();
    let mut space = vec![0u32; fenwick::encode_space(cps.len())];
    // The error's position is a code point index; callers get a byte offset.
    let at = |e: Error| {
        let bytes = input.as_bytes();
        let at = utf8::offset_of(bytes, 0, 0, e.position());
        match e.kind() {
            ErrorKind::BelowInitialN => Error::at_char(e.kind(), bytes, at),
            kind => Error::new(kind, at),
        }
    };
    // Find the deltas once; count, then write into exactly that much.
    let mut count = Out::new(&mut []);
    let coded = fenwick::deltas(&PUNYCODE, &cps, &mut space).map_err(at)?;
    fenwick::write(&PUNYCODE, &cps, coded, &mut count);
    let mut bytes = vec![0u8; count.len];
    fenwick::write(&PUNYCODE, &cps, coded, &mut Out::new(&mut bytes));
    string.push_str(made(&bytes)?);
    Ok(())
}

/// The encoder's output as the `str` it is, or, should it not be UTF-8
/// (which no input is known to make), refused ([`ErrorKind::Internal`]).
fn made(output: &[u8]) -> Result<&str, Error> {
    core::str::from_utf8(output).map_err(|_| Error::new(ErrorKind::Internal, 0))
}

/// Decodes the Punycode `input`. Digits are accepted in either case.
///
/// ```
/// use punycode_core::{decode, ErrorKind};
///
/// assert_eq!(decode("bcher-kva")?, "bücher");
/// assert_eq!(decode("abc-")?, "abc");
///
/// let err = decode("-abc").unwrap_err();
/// assert_eq!((err.kind(), err.position()), (ErrorKind::InvalidDigit, 0));
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub fn decode(input: &str) -> Result<String, Error> {
    let mut cps: CodePoints = [0; SHORT];
    let Some(short) = decode_short(&PUNYCODE, input.as_bytes(), false, &mut cps)? else {
        return decode_long(input);
    };
    chars(&cps[..short.len])
}

/// The decoded code points as a `String` of exactly their length. The
/// decoder checked every value (`NotScalarValue`, with its place), so none
/// is refused here ([`ErrorKind::Internal`]: never replaced).
fn chars(cps: &[u32]) -> Result<String, Error> {
    let mut out = String::with_capacity(cps.iter().map(|&cp| utf8::len(cp)).sum());
    for &cp in cps {
        match char::from_u32(cp) {
            Some(c) => out.push(c),
            None => return Err(Error::new(ErrorKind::Internal, 0)),
        }
    }
    Ok(out)
}

/// [`decode`] for more than 64 code points.
fn decode_long(input: &str) -> Result<String, Error> {
    let mut cps = vec![0u32; input.len()];
    let mut space = vec![0u32; fenwick::decode_space(input.len())];
    let len = match fenwick::decode(&PUNYCODE, input.as_bytes(), &mut cps, &mut space)? {
        Ok(len) => len,
        // Unreachable: an input of n bytes decodes to at most n code
        // points, and the space is sized for that.
        Err(fenwick::NoRoom) => return Err(Error::new(ErrorKind::Internal, 0)),
    };
    chars(&cps[..len])
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Output that is not UTF-8 (which the encoder never makes), or a
    /// decoded value that is not a character (which the decoder refuses
    /// first), is refused with its own kind, never returned; UTF-8 and
    /// characters are returned as they are.
    #[test]
    fn output_that_is_not_utf8_is_refused() {
        assert_eq!(chars(&[0x62, 0xFC]), Ok(String::from("bü")));
        for cps in [&[0xD800][..], &[0x61, 0x11_0000]] {
            assert_eq!(chars(cps).unwrap_err().kind(), ErrorKind::Internal);
        }
        assert_eq!(made(b"bcher-kva"), Ok("bcher-kva"));
        for bytes in [&b"\xff"[..], b"abc\x80", b"\xed\xa0\x80"] {
            let e = made(bytes).unwrap_err();
            assert_eq!(
                (e.kind(), e.kind().name()),
                (ErrorKind::Internal, "internal")
            );
            // (No place in the input: the output is what failed.)
            assert!(!e.to_string().contains(" at byte "), "{e}");
        }
    }

    /// A label of at most 64 code points whose Punycode outgrows the stack
    /// buffer takes the fallback and still gives the allocation-free
    /// encoder's output.
    #[test]
    fn encodings_longer_than_the_stack_buffer() {
        for len in [16, 40, 64] {
            let label: String = (0..len)
                .map(|k| char::from_u32(0x1F600 - 997 * k).unwrap())
                .collect();
            let mut buf = [0u8; crate::punycode::encode::SHORT_OUTPUT_MAX];
            let n = crate::punycode::params::PUNYCODE
                .encode_to_slice(&label, &mut buf)
                .unwrap();
            let encoded = encode(&label).unwrap();
            assert_eq!(encoded.as_bytes(), &buf[..n]);
            assert_eq!(decode(&encoded).unwrap(), label);
            if len == 64 {
                assert!(n > LABEL_OUTPUT, "{n}");
            }
        }
    }
}
