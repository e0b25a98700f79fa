//! The `String` API (feature `alloc`): the allocation-free engine, run into
//! a stack buffer and copied once, or into an exact-size heap buffer when
//! the output is longer.

use alloc::string::String;
use alloc::vec;

use crate::error::{Error, ErrorKind};

/// Large enough for every DNS label, encoded or decoded.
const STACK: usize = 256;

/// Runs `f` into a stack buffer, or into a heap buffer of the size it asks
/// for, and returns the bytes written as a `String`.
fn run(f: impl Fn(&mut [u8]) -> Result<usize, Error>) -> Result<String, Error> {
    let mut stack = [0u8; STACK];
    let bytes = match f(&mut stack) {
        Ok(len) => &stack[..len],
        Err(e) => match e.kind() {
            ErrorKind::BufferTooSmall { needed } => {
                let mut heap = vec![0u8; needed];
                let len = f(&mut heap)?;
                heap.truncate(len);
                return String::from_utf8(heap).map_err(|_| invalid_utf8());
            }
            _ => return Err(e),
        },
    };
    core::str::from_utf8(bytes)
        .map(String::from)
        .map_err(|_| invalid_utf8())
}

/// The engine writes only valid UTF-8; this stands for a broken invariant
/// rather than a panic.
#[cold]
fn invalid_utf8() -> Error {
    Error::new(ErrorKind::NotScalarValue, 0)
}

/// Encodes `input` as Punycode.
///
/// ```
/// assert_eq!(punycode_core::encode("bücher")?, "bcher-kva");
/// assert_eq!(punycode_core::encode("abc")?, "abc-");
/// assert_eq!(punycode_core::encode("")?, "");
/// # Ok::<(), punycode_core::Error>(())
/// ```
pub fn encode(input: &str) -> Result<String, Error> {
    run(|out| crate::encode_to_slice(input, out))
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
    run(|out| crate::decode_to_slice(input, out))
}
