//! JavaScript strings in and out. A JavaScript string is UTF-16 and may
//! hold a lone surrogate, which no Rust string can: Node-API writes U+FFFD
//! in its place when it gives UTF-8, so a name with U+FFFD is read again as
//! UTF-16 to tell a lone surrogate (refused as the name's error, where it
//! is) from a real U+FFFD. Each function takes the name twice from
//! `index.js`: as a Rust `String` (one conversion) and as the JavaScript
//! value, which is given back as it is when the output is the input (most
//! ASCII names), and read as UTF-16 only when needed. ASCII output goes
//! back as Latin-1, which V8 stores as it is.

use std::borrow::Cow;

use napi::bindgen_prelude::{Either, Either3, Latin1String};
use napi::{JsString, Result};

/// A name read from JavaScript: its text, or the index (in UTF-16 units)
/// of its first lone surrogate.
pub(crate) enum Input {
    Text(String),
    LoneSurrogate(usize),
}

/// Reads a name: `text` as Node-API gave it, `value` the string itself.
pub(crate) fn read(text: String, value: JsString<'_>) -> Result<Input> {
    if text.contains(char::REPLACEMENT_CHARACTER)
        && let Some(at) = lone_surrogate(value)?
    {
        return Ok(Input::LoneSurrogate(at));
    }
    Ok(Input::Text(text))
}

/// The UTF-16 units of `value`.
pub(crate) fn units(value: JsString<'_>) -> Result<Vec<u16>> {
    let utf16 = value.into_utf16()?;
    // (Node-API's buffer has the terminating NUL after the text.)
    let units = utf16.as_slice();
    Ok(units[..units.len().saturating_sub(1)].to_vec())
}

/// The index of the first lone surrogate of `value`, if any.
fn lone_surrogate(value: JsString<'_>) -> Result<Option<usize>> {
    let units = units(value)?;
    let mut at = 0;
    for c in char::decode_utf16(units.iter().copied()) {
        match c {
            Ok(c) => at += c.len_utf16(),
            Err(_) => return Ok(Some(at)),
        }
    }
    Ok(None)
}

/// A string for JavaScript: the input itself, Latin-1 (ASCII), or UTF-8.
pub(crate) type Output<'a> = Either3<JsString<'a>, Latin1String, String>;

/// `text` as an [`Output`].
pub(crate) fn output<'a>(text: String) -> Output<'a> {
    match owned(text) {
        Either::A(latin1) => Either3::B(latin1),
        Either::B(utf8) => Either3::C(utf8),
    }
}

/// A string for JavaScript made from Rust's alone, to send between
/// threads: Latin-1 (ASCII) or UTF-8.
pub(crate) type Owned = Either<Latin1String, String>;

/// `text` as an [`Owned`].
pub(crate) fn owned(text: String) -> Owned {
    if text.is_ascii() {
        Either::A(Latin1String::from(text))
    } else {
        Either::B(text)
    }
}

/// A conversion's `Cow` as an [`Output`]: borrowed, the input `value`.
pub(crate) fn output_cow<'a>(cow: Cow<'_, str>, value: JsString<'a>) -> Output<'a> {
    match cow {
        Cow::Borrowed(_) => Either3::A(value),
        Cow::Owned(text) => output(text),
    }
}
