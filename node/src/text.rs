//! JavaScript strings in and out. A JavaScript string is UTF-16 and may
//! hold a lone surrogate, which no Rust string can: Node-API writes U+FFFD
//! in its place when it gives UTF-8, so a name with U+FFFD is read again as
//! UTF-16 to tell a lone surrogate (refused as the name's error, where it
//! is) from a real U+FFFD. ASCII output goes back as Latin-1, which V8
//! stores as it is.

use napi::bindgen_prelude::{Either, Latin1String};
use napi::{JsString, Result};

/// A name read from JavaScript: its text, or the index (in UTF-16 units)
/// of its first lone surrogate.
pub(crate) enum Input {
    Text(String),
    LoneSurrogate(usize),
}

/// Reads `value` as UTF-8, telling lone surrogates apart.
pub(crate) fn read(value: JsString<'_>) -> Result<Input> {
    let utf8 = value.into_utf8()?;
    let text = utf8.as_str()?;
    if text.contains(char::REPLACEMENT_CHARACTER)
        && let Some(at) = lone_surrogate(value)?
    {
        return Ok(Input::LoneSurrogate(at));
    }
    Ok(Input::Text(text.to_owned()))
}

/// The index of the first lone surrogate of `value`, if any.
fn lone_surrogate(value: JsString<'_>) -> Result<Option<usize>> {
    let utf16 = value.into_utf16()?;
    // (Node-API's buffer has the terminating NUL after the text.)
    let units = utf16.as_slice();
    let units = &units[..units.len().saturating_sub(1)];
    let mut at = 0;
    for c in char::decode_utf16(units.iter().copied()) {
        match c {
            Ok(c) => at += c.len_utf16(),
            Err(_) => return Ok(Some(at)),
        }
    }
    Ok(None)
}

/// A string for JavaScript: Latin-1 when it is ASCII (no decoding on
/// V8's side), else UTF-8.
pub(crate) type Output = Either<Latin1String, String>;

/// `text` as an [`Output`].
pub(crate) fn output(text: String) -> Output {
    if text.is_ascii() {
        Either::A(Latin1String::from(text))
    } else {
        Either::B(text)
    }
}
