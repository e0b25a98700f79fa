//! An error as a plain object, which `index.js` makes a `HostnameError` or
//! a `PunycodeError` (both subclasses of `Error`): made only when a name
//! fails. Places count UTF-16 units, as JavaScript indexes a string.

use napi_derive::napi;
use punycode_core::hostname::{self, Unit};

/// What failed, and where.
#[napi(object)]
pub struct ErrorInfo {
    /// A stable `snake_case` name of the rule (`hyphen_3_4`, ...).
    pub kind: String,
    /// The code of Unicode's conformance file (`V2`, `P1`, ...).
    pub code: String,
    /// The label it is in (0 first).
    pub label: u32,
    /// Its index in the input, in UTF-16 units.
    pub position: u32,
    /// The character at fault, if the rule is about one.
    pub character: Option<String>,
    /// The message, with the place in UTF-16 units.
    pub message: String,
}

/// `e`, an error of `input`.
pub(crate) fn hostname(e: &hostname::Error, input: &str) -> ErrorInfo {
    let shown = e.display_in(input, Unit::Utf16);
    ErrorInfo {
        kind: e.kind().name().to_owned(),
        code: e.code().to_owned(),
        label: e.label() as u32,
        position: shown.position() as u32,
        character: e.character().map(String::from),
        message: shown.to_string(),
    }
}

/// A lone surrogate at index `at` of the input: no name can hold one
/// (Unicode's conformance file marks such sources `A3`).
pub(crate) fn lone_surrogate(at: usize) -> ErrorInfo {
    ErrorInfo {
        kind: "lone_surrogate".to_owned(),
        code: "A3".to_owned(),
        label: 0,
        position: at as u32,
        character: None,
        message: format!(
            "index {at}: a lone surrogate (half of a UTF-16 pair), which is no character; \
             the string is not well-formed UTF-16"
        ),
    }
}

/// A Punycode error of `input`: its place in UTF-16 units.
pub(crate) fn punycode(e: &punycode_core::Error, input: &str) -> ErrorInfo {
    let position = input
        .get(..e.position().min(input.len()))
        .map_or(0, |head| head.encode_utf16().count());
    ErrorInfo {
        kind: e.kind().name().to_owned(),
        code: "PUNYCODE".to_owned(),
        label: 0,
        position: position as u32,
        character: None,
        message: format!("{} at index {position}", e.kind().description()),
    }
}
