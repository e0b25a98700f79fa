//! The `String` API (feature `alloc`). Labels of up to 64 code points (all
//! real DNS labels) go through the allocation-free engine into a stack
//! buffer and are copied once; longer inputs take the O(n log n) method of
//! [`fenwick`].

use alloc::string::String;
use alloc::vec::Vec;

use crate::decode::{CodePoints, decode_short};
use crate::encode::{Flags, Out, SHORT, SHORT_OUTPUT_MAX, encode_short};
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
    let mut stack = [0u8; SHORT_OUTPUT_MAX];
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
