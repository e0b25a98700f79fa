//! Text that comes in from Python: a `str`'s UTF-8 read in place, and the
//! bytes of `bytes` and `bytearray`. The one `unsafe` of the package is
//! here, at `CPython`'s C API.

use std::ffi::c_char;

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

// `CPython`'s `PyUnicode_AsUTF8AndSize`: part of the limited API from 3.10,
// and exported by every `CPython` 3 (3.9's too), so an abi3 module built for
// 3.9 may call it. PyO3 leaves it out of a build for 3.9's limited API.
unsafe extern "C" {
    fn PyUnicode_AsUTF8AndSize(
        unicode: *mut ffi::PyObject,
        size: *mut ffi::Py_ssize_t,
    ) -> *const c_char;
}

/// The UTF-8 of `s`, read in place: `CPython` keeps a `str`'s UTF-8 with it
/// (for an ASCII `str`, its own characters), so no copy is made. `None`
/// for a `str` with a lone surrogate, which has no UTF-8 (the error
/// `CPython` raised is cleared).
pub(crate) fn utf8<'a>(s: &'a Bound<'_, PyString>) -> Option<&'a str> {
    let mut size: ffi::Py_ssize_t = 0;
    // SAFETY: `s` is a live `str` (the `Bound` holds a reference and the
    // GIL is held), and `size` a valid place for the length. `CPython`
    // returns NULL with an exception set, or a pointer to `size` bytes of
    // UTF-8 that it owns with the object and never changes (a `str` is
    // immutable), so they live as long as `s` is borrowed here.
    let data = unsafe { PyUnicode_AsUTF8AndSize(s.as_ptr(), &raw mut size) };
    if data.is_null() {
        // (A lone surrogate: the UnicodeEncodeError is ours to clear.)
        drop(PyErr::take(s.py()));
        return None;
    }
    let len = usize::try_from(size).ok()?;
    // SAFETY: as above, `data` points to `len` bytes owned by `s`, which
    // outlives the borrow `'a`.
    let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) };
    // `CPython`'s UTF-8 of a `str` without surrogates is valid UTF-8; it is
    // checked all the same (one pass, and a wrong answer is worse).
    std::str::from_utf8(bytes).ok()
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
