//! Lone surrogates, which Python's `str` may hold and UTF-8 cannot: in
//! the text the engine reads, each stands as a code point of its own.

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

/// Lone surrogates, which have no UTF-8, stand in the text as code points
/// of plane 16's private use (disallowed everywhere, as surrogates are,
/// and neither marks nor composing): this is where they start.
pub(super) const SURROGATE_STAND_IN: u32 = 0x10_F800;

/// The text of a `str` with lone surrogates, each as its stand-in.
pub(super) fn with_stand_ins(cps: &[u32]) -> String {
    cps.iter()
        .map(|&cp| {
            let cp = if (0xD800..0xE000).contains(&cp) {
                SURROGATE_STAND_IN + (cp - 0xD800)
            } else {
                cp
            };
            char::from_u32(cp).unwrap_or('\u{FFFD}')
        })
        .collect()
}

/// `text` as a Python `str`, its stand-ins (if `surrogates`) the lone
/// surrogates again.
pub(super) fn py_text<'py>(py: Python<'py>, text: &str, surrogates: bool) -> Bound<'py, PyString> {
    if !surrogates {
        return PyString::new(py, text);
    }
    let units: Vec<u32> = text
        .chars()
        .map(|c| match u32::from(c) {
            cp @ SURROGATE_STAND_IN..=0x10_FFFF => 0xD800 + (cp - SURROGATE_STAND_IN),
            cp => cp,
        })
        .collect();
    let bytes: Vec<u8> = units.iter().flat_map(|cp| cp.to_le_bytes()).collect();
    PyBytes::new(py, &bytes)
        .call_method1("decode", ("utf-32-le", "surrogatepass"))
        .and_then(|s| s.cast_into::<PyString>().map_err(Into::into))
        .unwrap_or_else(|_| PyString::new(py, text))
}
