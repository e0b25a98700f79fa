//! The `String` API (feature `alloc`). Labels of up to 64 code points (all
//! real DNS labels) go through the allocation-free engine into a stack
//! buffer and are copied once; longer inputs take the O(n log n) method of
//! [`fenwick`].

use alloc::string::String;
use alloc::vec::Vec;

use crate::decode::{CodePoints, decode_short};
use crate::encode::{Flags, LABEL_OUTPUT, Out, SHORT, encode_short};
use crate::error::Error;
use crate::{PUNYCODE, fenwick};

/// Encodes `input` as Punycode.
///
/// ```
/// assert_eq!(punycode_core::encode("bücher")?, "bcher-kva");
/// assert_eq!(punycode_core::encode("abc")?, "abc-");
/// assert_eq!(punycode_core::encode("")?, "");
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub fn encode(input: &str) -> Result<String, Error> {
    let mut stack = [0u8; LABEL_OUTPUT];
    let mut out = Out::new(&mut stack);
    if encode_short(&PUNYCODE, input, Flags::None, &mut out)? {
        if let Ok(len) = out.finish() {
            // The encoder writes ASCII; the lossy conversion never replaces.
            return Ok(String::from_utf8_lossy(&stack[..len]).into_owned());
        }
    }
    let mut out = Vec::with_capacity(input.len() + input.len() / 2 + 1);
    fenwick::encode(&PUNYCODE, input, &mut out)?;
    Ok(String::from_utf8(out)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
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
    match decode_short(&PUNYCODE, input, false, &mut cps)? {
        Some(short) => {
            let cps = &cps[..short.len];
            let mut out = String::with_capacity(cps.iter().map(|&cp| crate::utf8::len(cp)).sum());
            for &cp in cps {
                // The decoder yields only scalar values.
                // The decoder checked every value (NotScalarValue, with its
                // place), so this never replaces anything.
                out.push(char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER));
            }
            Ok(out)
        }
        None => fenwick::decode(&PUNYCODE, input),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A label of at most 64 code points whose Punycode outgrows the stack
    /// buffer takes the fallback and still gives the allocation-free
    /// encoder's output.
    #[test]
    fn encodings_longer_than_the_stack_buffer() {
        for len in [16, 40, 64] {
            let label: String = (0..len)
                .map(|k| char::from_u32(0x1F600 - 997 * k).unwrap())
                .collect();
            let mut buf = [0u8; crate::encode::SHORT_OUTPUT_MAX];
            let n = crate::encode_to_slice(&label, &mut buf).unwrap();
            let encoded = encode(&label).unwrap();
            assert_eq!(encoded.as_bytes(), &buf[..n]);
            assert_eq!(decode(&encoded).unwrap(), label);
            if len == 64 {
                assert!(n > LABEL_OUTPUT, "{n}");
            }
        }
    }
}
