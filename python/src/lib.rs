//! `punycode_rs._native`: the extension module of the Python package
//! `punycode-rs` (`PyPI`), built by maturin. It holds no rule of its own:
//! it converts Python's types and calls punycode-core.
//!
//! - `engine`: the engine's API in Python's idiom (`punycode_rs`);
//! - `batch`: its batch forms, with each error a light value;
//! - `idna`: `PyPI`'s `idna`'s API and answers (`punycode_rs.idna`);
//! - `display`: whether a name may be shown to a person.

mod errors;
mod text;

mod batch;
mod display;
mod engine;
mod idna;

use pyo3::prelude::*;

/// The module: the engine's functions at its top, `idna`'s in a module of
/// their own (`punycode_rs.idna.core` takes them from there).
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("UNICODE_VERSION", punycode_core::hostname::UNICODE_VERSION)?;
    m.add_function(wrap_pyfunction!(engine::to_ascii, m)?)?;
    m.add_function(wrap_pyfunction!(engine::to_unicode, m)?)?;
    m.add_function(wrap_pyfunction!(batch::to_ascii_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::to_unicode_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::restore_refused, m)?)?;
    m.add_class::<batch::Refused>()?;
    m.add_function(wrap_pyfunction!(engine::encode, m)?)?;
    m.add_function(wrap_pyfunction!(engine::decode, m)?)?;
    display::register(m)?;

    let idna = PyModule::new(m.py(), "idna")?;
    idna.add("MAX_INPUT_LENGTH", idna::MAX_INPUT)?;
    idna.add("ERROR_CODES", idna::ERROR_CODES)?;
    idna.add(
        "MAX_LABEL_LENGTH",
        punycode_core::hostname::rules::MAX_LABEL_LENGTH,
    )?;
    idna.add(
        "MAX_NAME_LENGTH",
        punycode_core::hostname::rules::MAX_NAME_LENGTH,
    )?;
    idna.add_function(wrap_pyfunction!(idna::encode, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::decode, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::alabel_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::ulabel_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::check_label_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::check_bidi_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::check_nfc_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::check_hyphen_ok_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::check_initial_combiner_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::valid_contextj_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::valid_contexto_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::uts46_remap_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::labels_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::codepoint_classes, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::uts46_table, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::encode_general_py, &idna)?)?;
    idna.add_function(wrap_pyfunction!(idna::decode_general_py, &idna)?)?;
    m.add_submodule(&idna)?;
    Ok(())
}
