//! `idna`'s exceptions: the class, `code`, `text`, `codepoint`, `position`
//! and message of each error, made as `idna.core`'s classes.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

use super::surrogates::{SURROGATE_STAND_IN, py_text};
use crate::errors;

/// The rules an `IDNAError` reports, by `idna`'s names (its `code`): the
/// one list, which `core.py` exports as `_ERROR_CODES` and the stubs'
/// `_ErrorCode` is held to (`tests/test_types.py`).
macro_rules! codes {
    ($($variant:ident = $name:literal,)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[allow(
            dead_code,
            reason = "the whole list: some codes are raised on the Python side (unsupported_errors) or by rules the engine's data never meets"
        )]
        pub(super) enum Code {
            $($variant,)*
        }

        impl Code {
            /// Every code, in `idna`'s order.
            pub(crate) const NAMES: &[&str] = &[$($name,)*];

            /// `idna`'s name of the code.
            pub(super) const fn name(self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)*
                }
            }
        }
    };
}

codes! {
    InputTooLong = "input_too_long",
    LabelTooLong = "label_too_long",
    DomainTooLong = "domain_too_long",
    EmptyLabel = "empty_label",
    EmptyDomain = "empty_domain",
    NotNfc = "not_nfc",
    Hyphen34 = "hyphen_3_4",
    HyphenStartEnd = "hyphen_start_end",
    LeadingCombiner = "leading_combiner",
    DisallowedCodepoint = "disallowed_codepoint",
    Contextj = "contextj",
    Contexto = "contexto",
    UnknownCodepoint = "unknown_codepoint",
    BidiRule1 = "bidi_rule_1",
    BidiRule2 = "bidi_rule_2",
    BidiRule3 = "bidi_rule_3",
    BidiRule4 = "bidi_rule_4",
    BidiRule5 = "bidi_rule_5",
    BidiRule6 = "bidi_rule_6",
    BidiUnknownDirection = "bidi_unknown_direction",
    InvalidAlabel = "invalid_alabel",
    NonCanonicalAlabel = "non_canonical_alabel",
    InvalidAscii = "invalid_ascii",
    InvalidUtf8 = "invalid_utf8",
    Uts46Disallowed = "uts46_disallowed",
    Uts46Std3 = "uts46_std3",
    UnsupportedErrors = "unsupported_errors",
}

/// The exception classes of `idna.core`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    Idna,
    Bidi,
    Codepoint,
    Context,
}

/// What an error says about where it is: the text looked at, the code
/// point, and its position (from 1).
#[derive(Debug)]
pub(super) struct Detail {
    text: String,
    codepoint: u32,
    position: usize,
}

/// An error as `idna` raises it. `message` has `\0` where `idna` writes
/// the `repr` of the detail's text and `\u{1}` where it writes the
/// detail's code point (`U+XXXX`), each written when the error is raised,
/// once it is known whether the text's plane-16 private use stands for
/// lone surrogates (`stand_ins`, or the caller's `surrogates`).
#[derive(Debug)]
pub(super) struct Fail {
    class: Class,
    message: String,
    code: Code,
    detail: Option<Detail>,
    stand_ins: bool,
}

pub(super) type Result<T> = std::result::Result<T, Fail>;

pub(super) fn fail(message: &str, code: Code) -> Fail {
    Fail {
        class: Class::Idna,
        message: message.to_owned(),
        code,
        detail: None,
        stand_ins: false,
    }
}

pub(super) fn fail_at(
    class: Class,
    message: String,
    code: Code,
    text: &str,
    position: usize,
) -> Fail {
    let codepoint = text.chars().nth(position - 1).map_or(0, u32::from);
    Fail {
        class,
        message,
        code,
        detail: Some(Detail {
            text: text.to_owned(),
            codepoint,
            position,
        }),
        stand_ins: false,
    }
}

/// `U+XXXX`, as `idna` writes a code point.
fn unot(cp: u32) -> String {
    format!("U+{cp:04X}")
}

/// A run of more than 128 combining marks, which the engine refuses (its
/// canonical ordering is quadratic in a run; Unicode's stream-safe text
/// has at most 30): a limit of ours, reported as `idna` reports its own
/// limits on input.
pub(super) fn too_many_marks() -> Fail {
    fail(
        "More than 128 combining marks in a row (a limit of punycode-rs)",
        Code::InputTooLong,
    )
}

// The exceptions, made on the Python side (`punycode_rs.idna.core`).
static IDNA_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static BIDI_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_CODEPOINT: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_CONTEXT: PyOnceLock<Py<PyType>> = PyOnceLock::new();

const CORE: &str = "punycode_rs.idna.core";

impl Fail {
    /// The error of a text whose plane-16 private use stands for lone
    /// surrogates (`on`): a U-label that an A-label decodes to.
    pub(super) fn with_stand_ins(mut self, on: bool) -> Fail {
        self.stand_ins |= on;
        self
    }

    /// The exception, with the detail's text and code point as Python has
    /// them: with `surrogates` (the input had lone surrogates) or
    /// `stand_ins`, plane 16's last 2,048 code points are the surrogates
    /// they stand for; else they are themselves.
    pub(super) fn into_py(self, py: Python<'_>, surrogates: bool) -> PyErr {
        let surrogates = surrogates || self.stand_ins;
        let (cell, name) = match self.class {
            Class::Idna => (&IDNA_ERROR, "IDNAError"),
            Class::Bidi => (&BIDI_ERROR, "IDNABidiError"),
            Class::Codepoint => (&INVALID_CODEPOINT, "InvalidCodepoint"),
            Class::Context => (&INVALID_CONTEXT, "InvalidCodepointContext"),
        };
        let class = match errors::class(py, cell, CORE, name) {
            Ok(class) => class,
            Err(e) => return e,
        };
        let made = (|| -> PyResult<Bound<'_, PyAny>> {
            let mut message = self.message;
            let none = py.None().into_bound(py);
            let (mut text, mut codepoint, mut position) = (none.clone(), none.clone(), none);
            if let Some(detail) = &self.detail {
                let given = py_text(py, &detail.text, surrogates);
                if message.contains('\0') {
                    message = message.replace('\0', &given.repr()?.to_cow()?);
                }
                let cp = match detail.codepoint {
                    cp @ SURROGATE_STAND_IN..=0x10_FFFF if surrogates => {
                        0xD800 + (cp - SURROGATE_STAND_IN)
                    }
                    cp => cp,
                };
                if message.contains('\u{1}') {
                    message = message.replace('\u{1}', &unot(cp));
                }
                text = given.into_any();
                codepoint = cp.into_pyobject(py)?.into_any();
                position = detail.position.into_pyobject(py)?.into_any();
            }
            errors::instance(
                &class,
                &message,
                &[
                    (
                        intern!(py, "code"),
                        self.code.name().into_pyobject(py)?.into_any(),
                    ),
                    (intern!(py, "text"), text),
                    (intern!(py, "codepoint"), codepoint),
                    (intern!(py, "position"), position),
                ],
            )
        })();
        match made {
            Ok(instance) => PyErr::from_value(instance),
            Err(e) => e,
        }
    }
}
