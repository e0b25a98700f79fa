//! Text that comes in from Python: a `str`'s UTF-8 read in place, and the
//! bytes of `bytes` and `bytearray`.

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

/// The UTF-8 of `s`, read in place: `CPython` keeps a `str`'s UTF-8 with
/// it (for an ASCII `str`, its own characters), so no copy is made
/// (`PyUnicode_AsUTF8AndSize`, in the stable ABI from 3.10). `None` for a
/// `str` with a lone surrogate, which has no UTF-8.
pub(crate) fn utf8<'a>(s: &'a Bound<'_, PyString>) -> Option<&'a str> {
    s.to_str().ok()
}

/// An argument that may be text or bytes, as Python's `idna` takes it.
pub(crate) enum Arg<'a> {
    /// A `str` with its UTF-8.
    Str(&'a str),
    /// A `str` with a lone surrogate: its code points.
    Surrogates(Vec<u32>),
    /// `bytes` or `bytearray`.
    Bytes(Vec<u8>),
    /// Anything else.
    Other,
}

/// What `value` holds, as an [`Arg`].
pub(crate) fn arg<'a>(value: &'a Bound<'_, PyAny>) -> Arg<'a> {
    if let Ok(s) = value.cast::<PyString>() {
        return match utf8(s) {
            Some(text) => Arg::Str(text),
            None => Arg::Surrogates(code_points(s)),
        };
    }
    if let Ok(b) = value.cast::<PyBytes>() {
        return Arg::Bytes(b.as_bytes().to_vec());
    }
    if let Ok(b) = value.cast::<PyByteArray>() {
        return Arg::Bytes(b.to_vec());
    }
    Arg::Other
}

/// The code points of a `str`, lone surrogates included.
pub(crate) fn code_points(s: &Bound<'_, PyString>) -> Vec<u32> {
    // UTF-32 with surrogatepass keeps every code point as it is.
    s.call_method1("encode", ("utf-32-le", "surrogatepass"))
        .ok()
        .and_then(|b| b.cast::<PyBytes>().ok().map(|b| b.as_bytes().to_vec()))
        .map(|bytes| {
            bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .unwrap_or_default()
}

/// The index of the character at byte `position` of `text` (counting
/// characters from 0), as Python counts positions in a `str`.
pub(crate) fn char_index(text: &str, position: usize) -> usize {
    text.get(..position)
        .map_or_else(|| text.chars().count(), |head| head.chars().count())
}
