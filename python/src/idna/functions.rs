//! The Python functions of `punycode_rs.idna.core`: each reads its
//! arguments as `idna` does, calls `labels` or `names`, and raises what
//! `idna` raises.

use std::borrow::Cow;

use punycode_core::hostname::{self, rules};
use pyo3::exceptions::PyDeprecationWarning;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

use super::errors::{Code, fail};
use super::labels::{
    Label, alabel, check_bidi, check_hyphen_ok, check_initial_combiner, check_label, check_nfc,
    ulabel,
};
use super::limits::{Input, check_input};
use super::names::{
    decode_fast, decode_general, encode_fast, encode_general, fast_name, uts46_remap,
};
use super::surrogates::{py_text, with_stand_ins};
use crate::text::{self, Arg};

/// `transitional`, deprecated in `idna` and without effect: its warning.
fn warn_transitional(py: Python<'_>) -> PyResult<()> {
    PyErr::warn(
        py,
        &py.get_type::<PyDeprecationWarning>(),
        c"Transitional processing is deprecated in UTS #46 and has no effect. The transitional argument will be removed in a future version.",
        1,
    )
}

fn truthy(flag: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
    flag.map_or(Ok(false), PyAnyMethods::is_truthy)
}

/// The text of a name given to `encode` or `decode`: a `str`, or ASCII
/// `bytes` or `bytearray` (any other is refused with `invalid_ascii` and
/// `message`, as `idna`'s `str(s, "ascii")` fails on it). Lone surrogates
/// are stand-ins (`true`).
fn name_text(s: &Bound<'_, PyAny>, message: &str) -> PyResult<(String, bool)> {
    let py = s.py();
    match text::arg(s) {
        Arg::Str(text) => Ok((text.to_owned(), false)),
        Arg::Surrogates(cps) => Ok((with_stand_ins(&cps), true)),
        Arg::Bytes(bytes) => match String::from_utf8(bytes) {
            Ok(text) if text.is_ascii() => Ok((text, false)),
            _ => Err(fail(message, Code::InvalidAscii).into_py(py, false)),
        },
        Arg::Other => {
            // `str(s, "ascii")`, for any other object with the buffer
            // protocol (memoryview, array).
            let text = py
                .get_type::<PyString>()
                .call1((s, "ascii"))
                .and_then(|t| t.extract::<String>());
            text.map(|t| (t, false))
                .map_err(|_| fail(message, Code::InvalidAscii).into_py(py, false))
        }
    }
}

/// `idna.encode`.
#[pyfunction]
#[pyo3(signature = (s, strict = None, uts46 = None, std3_rules = None, transitional = None))]
#[allow(clippy::needless_pass_by_value, reason = "PyO3's signature")]
pub(crate) fn encode<'py>(
    s: &Bound<'py, PyAny>,
    strict: Option<&Bound<'py, PyAny>>,
    uts46: Option<&Bound<'py, PyAny>>,
    std3_rules: Option<&Bound<'py, PyAny>>,
    transitional: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyBytes>> {
    let py = s.py();
    let (strict, uts46, std3_rules) = (truthy(strict)?, truthy(uts46)?, truthy(std3_rules)?);
    if truthy(transitional)? {
        warn_transitional(py)?;
    }
    // The common case: a str, read in place.
    if let Ok(text) = s.cast::<PyString>()
        && let Some(text) = text::utf8(text)
    {
        return encode_text(py, text, strict, uts46, std3_rules, false);
    }
    let (text, surrogates) = name_text(
        s,
        "should pass a unicode string to the function rather than a byte string.",
    )?;
    encode_text(py, &text, strict, uts46, std3_rules, surrogates)
}

/// [`encode`] of a name's text: the fast path, then `idna`'s steps
/// (lone surrogates, as stand-ins, only through them).
#[allow(clippy::fn_params_excessive_bools, reason = "idna's flags")]
fn encode_text<'py>(
    py: Python<'py>,
    text: &str,
    strict: bool,
    uts46: bool,
    std3_rules: bool,
    surrogates: bool,
) -> PyResult<Bound<'py, PyBytes>> {
    // (Mapped, an ASCII name is in lowercase: as the engine writes it.)
    let name = if surrogates {
        None
    } else {
        fast_name(text, strict, uts46, std3_rules)
    };
    if let Some(out) = name
        .as_deref()
        .and_then(|name| encode_fast(py, name, !uts46))
    {
        return Ok(out);
    }
    encode_general(
        text,
        strict,
        uts46,
        std3_rules,
        mapped(text, uts46, name.as_deref()),
    )
    .map(|out| PyBytes::new(py, &out))
    .map_err(|e| e.into_py(py, surrogates))
}

/// What [`fast_name`] gave for `text` (`name`), if it is `text`'s UTS #46
/// mapping (with `uts46`, of a name beyond ASCII), for the general path
/// to take up rather than map again.
fn mapped<'a>(text: &str, uts46: bool, name: Option<&'a str>) -> Option<&'a str> {
    if uts46 && !text.is_ascii() {
        name
    } else {
        None
    }
}

/// `idna.decode`.
#[pyfunction]
#[pyo3(signature = (s, strict = None, uts46 = None, std3_rules = None, display = None))]
#[allow(clippy::needless_pass_by_value, reason = "PyO3's signature")]
pub(crate) fn decode<'py>(
    s: &Bound<'py, PyAny>,
    strict: Option<&Bound<'py, PyAny>>,
    uts46: Option<&Bound<'py, PyAny>>,
    std3_rules: Option<&Bound<'py, PyAny>>,
    display: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyString>> {
    let py = s.py();
    let (strict, uts46, std3_rules, display) = (
        truthy(strict)?,
        truthy(uts46)?,
        truthy(std3_rules)?,
        truthy(display)?,
    );
    let flags = (strict, uts46, std3_rules, display);
    if let Ok(given) = s.cast::<PyString>()
        && let Some(text) = text::utf8(given)
    {
        return decode_text(py, text, Some(given), flags, false);
    }
    let (text, surrogates) = name_text(s, "Invalid ASCII in A-label")?;
    decode_text(py, &text, None, flags, surrogates)
}

/// [`decode`] of a name's text (`given`, the `str` it is, if it is one):
/// the fast path, then `idna`'s steps (lone surrogates, as stand-ins,
/// only through them).
fn decode_text<'py>(
    py: Python<'py>,
    text: &str,
    given: Option<&Bound<'py, PyString>>,
    (strict, uts46, std3_rules, display): (bool, bool, bool, bool),
    surrogates: bool,
) -> PyResult<Bound<'py, PyString>> {
    let name = if surrogates {
        None
    } else {
        fast_name(text, strict, uts46, std3_rules)
    };
    if let Some(out) = name.as_deref().and_then(decode_fast) {
        return Ok(match given {
            Some(given) if out == text => given.clone(),
            _ => PyString::new(py, &out),
        });
    }
    let mapped = mapped(text, uts46, name.as_deref());
    decode_general(text, strict, uts46, std3_rules, display, mapped)
        .map(|out| py_text(py, &out, surrogates))
        .map_err(|e| e.into_py(py, surrogates))
}

/// The text of a label given to a function that takes `str` only.
fn label_text(label: &Bound<'_, PyAny>) -> PyResult<(String, bool)> {
    match text::arg(label) {
        Arg::Str(text) => Ok((text.to_owned(), false)),
        Arg::Surrogates(cps) => Ok((with_stand_ins(&cps), true)),
        _ => Ok((label.str()?.to_cow()?.into_owned(), false)),
    }
}

/// `idna.alabel`.
#[pyfunction]
#[pyo3(name = "alabel")]
pub(crate) fn alabel_py<'py>(label: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyBytes>> {
    let py = label.py();
    let (text, surrogates) = label_text(label)?;
    alabel(&text)
        .map(|out| PyBytes::new(py, &out))
        .map_err(|e| e.into_py(py, surrogates))
}

/// `idna.ulabel`.
#[pyfunction]
#[pyo3(name = "ulabel")]
pub(crate) fn ulabel_py<'py>(label: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyString>> {
    let py = label.py();
    let result = match text::arg(label) {
        Arg::Str(text) => ulabel(&Label::Text(text)).map_err(|e| e.into_py(py, false)),
        Arg::Surrogates(cps) => {
            let text = with_stand_ins(&cps);
            return ulabel(&Label::Text(&text))
                .map(|u| py_text(py, &u, true))
                .map_err(|e| e.into_py(py, true));
        }
        Arg::Bytes(bytes) => ulabel(&Label::Bytes(&bytes)).map_err(|e| e.into_py(py, false)),
        Arg::Other => {
            let (text, _) = label_text(label)?;
            ulabel(&Label::Text(&text)).map_err(|e| e.into_py(py, false))
        }
    };
    result.map(|u| PyString::new(py, &u))
}

/// `idna.check_label`.
#[pyfunction]
#[pyo3(name = "check_label")]
pub(crate) fn check_label_py(label: &Bound<'_, PyAny>) -> PyResult<()> {
    let py = label.py();
    let (text, surrogates) = match text::arg(label) {
        Arg::Bytes(bytes) => {
            check_input(bytes.as_slice(), Input::Label).map_err(|e| e.into_py(py, false))?;
            match String::from_utf8(bytes) {
                Ok(text) => (text, false),
                Err(_) => {
                    return Err(
                        fail("Invalid UTF-8 in label", Code::InvalidUtf8).into_py(py, false)
                    );
                }
            }
        }
        _ => label_text(label)?,
    };
    check_label(&text).map_err(|e| e.into_py(py, surrogates))
}

/// `idna.check_bidi`.
#[pyfunction]
#[pyo3(name = "check_bidi")]
#[pyo3(signature = (label, check_ltr = false))]
pub(crate) fn check_bidi_py(label: &Bound<'_, PyAny>, check_ltr: bool) -> PyResult<bool> {
    let (text, surrogates) = label_text(label)?;
    check_bidi(&text, check_ltr)
        .map(|()| true)
        .map_err(|e| e.into_py(label.py(), surrogates))
}

/// `idna.check_nfc`.
#[pyfunction]
#[pyo3(name = "check_nfc")]
pub(crate) fn check_nfc_py(label: &Bound<'_, PyAny>) -> PyResult<()> {
    let (text, surrogates) = label_text(label)?;
    check_nfc(&text).map_err(|e| e.into_py(label.py(), surrogates))
}

/// `idna.check_hyphen_ok`.
#[pyfunction]
#[pyo3(name = "check_hyphen_ok")]
pub(crate) fn check_hyphen_ok_py(label: &Bound<'_, PyAny>) -> PyResult<bool> {
    let (text, surrogates) = label_text(label)?;
    check_hyphen_ok(&text)
        .map(|()| true)
        .map_err(|e| e.into_py(label.py(), surrogates))
}

/// `idna.check_initial_combiner`.
#[pyfunction]
#[pyo3(name = "check_initial_combiner")]
pub(crate) fn check_initial_combiner_py(label: &Bound<'_, PyAny>) -> PyResult<bool> {
    let (text, surrogates) = label_text(label)?;
    check_initial_combiner(&text)
        .map(|()| true)
        .map_err(|e| e.into_py(label.py(), surrogates))
}

/// The text of `label` and the index `pos` as `idna`'s context functions
/// take them (a negative `pos` counts from the end, as Python indexes).
fn at_index(label: &Bound<'_, PyAny>, pos: isize) -> PyResult<(String, usize)> {
    let py = label.py();
    let (text, _) = label_text(label)?;
    check_input(text.as_str(), Input::Label).map_err(|e| e.into_py(py, false))?;
    let n = text.chars().count();
    let index = if pos < 0 {
        n.checked_sub(pos.unsigned_abs())
    } else {
        Some(pos.unsigned_abs())
    };
    match index {
        Some(index) if index < n => Ok((text, index)),
        _ => Err(pyo3::exceptions::PyIndexError::new_err(
            "string index out of range",
        )),
    }
}

/// `idna.valid_contextj`.
#[pyfunction]
#[pyo3(name = "valid_contextj")]
pub(crate) fn valid_contextj_py(label: &Bound<'_, PyAny>, pos: isize) -> PyResult<bool> {
    let (text, index) = at_index(label, pos)?;
    Ok(rules::joiner_allowed(&text, index))
}

/// `idna.valid_contexto`.
#[pyfunction]
#[pyo3(name = "valid_contexto")]
#[pyo3(signature = (label, pos, exception = false))]
pub(crate) fn valid_contexto_py(
    label: &Bound<'_, PyAny>,
    pos: isize,
    exception: bool,
) -> PyResult<bool> {
    let _ = exception;
    let (text, index) = at_index(label, pos)?;
    Ok(rules::contexto_allowed(&text, index))
}

/// `idna.uts46_remap`.
#[pyfunction]
#[pyo3(name = "uts46_remap")]
#[pyo3(signature = (domain, std3_rules = true, transitional = false))]
pub(crate) fn uts46_remap_py<'py>(
    domain: &Bound<'py, PyAny>,
    std3_rules: bool,
    transitional: bool,
) -> PyResult<Bound<'py, PyString>> {
    let py = domain.py();
    if transitional {
        warn_transitional(py)?;
    }
    let (text, surrogates) = label_text(domain)?;
    match uts46_remap(&text, std3_rules) {
        Ok(Cow::Borrowed(_)) if domain.is_instance_of::<PyString>() => {
            Ok(domain.cast::<PyString>()?.clone())
        }
        Ok(mapped) => Ok(py_text(py, &mapped, surrogates)),
        Err(e) => Err(e.into_py(py, surrogates)),
    }
}

/// The labels of `s`, split at the separators of UTS #46 (`.`, U+3002,
/// U+FF0E, U+FF61), for the codec and the command (lone surrogates
/// kept).
#[pyfunction]
#[pyo3(name = "labels")]
pub(crate) fn labels_py<'py>(s: &Bound<'py, PyString>) -> Vec<Bound<'py, PyString>> {
    let py = s.py();
    if let Some(text) = text::utf8(s) {
        return hostname::labels(text)
            .map(|l| PyString::new(py, l))
            .collect();
    }
    let text = with_stand_ins(&text::code_points(s));
    hostname::labels(&text)
        .map(|l| py_text(py, l, true))
        .collect()
}

/// `encode` without its fast path: `idna`'s steps, label by label, for
/// the test that holds the fast path to them.
#[pyfunction]
#[pyo3(name = "_encode_general", signature = (s, strict = false, uts46 = false, std3_rules = false))]
pub(crate) fn encode_general_py<'py>(
    s: &Bound<'py, PyString>,
    strict: bool,
    uts46: bool,
    std3_rules: bool,
) -> PyResult<Bound<'py, PyBytes>> {
    let py = s.py();
    let (text, surrogates) = label_text(s)?;
    encode_general(&text, strict, uts46, std3_rules, None)
        .map(|out| PyBytes::new(py, &out))
        .map_err(|e| e.into_py(py, surrogates))
}

/// `decode` without its fast path, as [`encode_general_py`].
#[pyfunction]
#[pyo3(name = "_decode_general", signature = (s, strict = false, uts46 = false, std3_rules = false))]
pub(crate) fn decode_general_py<'py>(
    s: &Bound<'py, PyString>,
    strict: bool,
    uts46: bool,
    std3_rules: bool,
) -> PyResult<Bound<'py, PyString>> {
    let py = s.py();
    let (text, surrogates) = label_text(s)?;
    decode_general(&text, strict, uts46, std3_rules, false, None)
        .map(|out| py_text(py, &out, surrogates))
        .map_err(|e| e.into_py(py, surrogates))
}
