//! `idna`'s label functions: `check_label` and its rules in `idna`'s
//! order (NFC, hyphens, a leading mark, code points, Bidi), `alabel` and
//! `ulabel`. Every rule is the engine's (`hostname::rules`).

use punycode_core::hostname::{self, ErrorKind, rules};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

use super::errors::{Class, Code, Result, fail, fail_at, too_many_marks};
use super::limits::{Input, MAX_NAME_CHARS, check_input, longer_than};
use super::surrogates::{py_text, with_stand_ins};
use crate::text;

/// A label as `idna`'s label functions take it: text, or bytes.
pub(super) enum Label<'a> {
    Text(&'a str),
    Bytes(&'a [u8]),
}

/// `idna`'s `check_label`: the rules, reported in its order.
pub(super) fn check_label(label: &str) -> Result<()> {
    check_input(label, Input::Label)?;
    if label.is_empty() {
        return Err(fail("Empty Label", Code::EmptyLabel));
    }
    if longer_than(label, MAX_NAME_CHARS) {
        return Err(fail("Label too long", Code::LabelTooLong));
    }
    check_nfc(label)?;
    check_hyphen_ok(label)?;
    check_initial_combiner(label)?;
    if let Err(e) = rules::check_code_points(label) {
        let position = text::char_index(label, e.position()) + 1;
        return Err(match e.kind() {
            ErrorKind::ZeroWidthJoiner | ErrorKind::ZeroWidthNonJoiner => fail_at(
                Class::Context,
                format!("Joiner \u{1} not allowed at position {position} in \0"),
                Code::Contextj,
                label,
                position,
            ),
            ErrorKind::NotPermitted | ErrorKind::Unassigned => fail_at(
                Class::Codepoint,
                format!("Codepoint \u{1} at position {position} of \0 not allowed"),
                Code::DisallowedCodepoint,
                label,
                position,
            ),
            _ => fail_at(
                Class::Context,
                format!("Codepoint \u{1} not allowed at position {position} in \0"),
                Code::Contexto,
                label,
                position,
            ),
        });
    }
    check_bidi(label, false)
}

/// `idna`'s `check_nfc`.
pub(super) fn check_nfc(label: &str) -> Result<()> {
    check_input(label, Input::Label)?;
    match rules::is_nfc(label) {
        Ok(true) => Ok(()),
        Ok(false) => Err(fail("Label must be in Normalization Form C", Code::NotNfc)),
        Err(_) => Err(too_many_marks()),
    }
}

/// `idna`'s `check_hyphen_ok`: the third and fourth first, then the ends.
pub(super) fn check_hyphen_ok(label: &str) -> Result<()> {
    let places = rules::hyphen_places(label);
    if places.third_and_fourth {
        return Err(fail(
            "Label has disallowed hyphens in 3rd and 4th position",
            Code::Hyphen34,
        ));
    }
    if places.first || places.last {
        return Err(fail(
            "Label must not start or end with a hyphen",
            Code::HyphenStartEnd,
        ));
    }
    Ok(())
}

/// `idna`'s `check_initial_combiner`.
pub(super) fn check_initial_combiner(label: &str) -> Result<()> {
    if rules::starts_with_mark(label) {
        return Err(fail_at(
            Class::Idna,
            "Label begins with an illegal combining character".to_owned(),
            Code::LeadingCombiner,
            label,
            1,
        ));
    }
    Ok(())
}

/// `idna`'s `check_bidi`: the Bidi rule on a label with right-to-left
/// text (or any, with `check_ltr`).
pub(super) fn check_bidi(label: &str, check_ltr: bool) -> Result<()> {
    check_input(label, Input::Label)?;
    if !check_ltr && !hostname::is_bidi_domain_name(label) {
        return Ok(());
    }
    let Err(e) = rules::check_bidi(label) else {
        return Ok(());
    };
    let position = text::char_index(label, e.position()) + 1;
    let (message, code) = match e.kind() {
        ErrorKind::BidiFirstCharacter => (
            "First codepoint in label \0 must be directionality L, R or AL".to_owned(),
            Code::BidiRule1,
        ),
        ErrorKind::BidiRtlCharacter => (
            format!(
                "Invalid direction for codepoint at position {position} in a right-to-left label"
            ),
            Code::BidiRule2,
        ),
        ErrorKind::BidiMixedNumbers => (
            "Can not mix numeral types in a right-to-left label".to_owned(),
            Code::BidiRule4,
        ),
        ErrorKind::BidiLtrCharacter => (
            format!(
                "Invalid direction for codepoint at position {position} in a left-to-right label"
            ),
            Code::BidiRule5,
        ),
        ErrorKind::BidiRtlEnd => (
            "Label ends with illegal codepoint directionality".to_owned(),
            Code::BidiRule3,
        ),
        _ => (
            "Label ends with illegal codepoint directionality".to_owned(),
            Code::BidiRule6,
        ),
    };
    Err(fail_at(Class::Bidi, message, code, label, position))
}

/// Punycode's encoding of `label`, as `str.encode("punycode")` gives it.
pub(super) fn punycode(label: &str) -> Result<String> {
    punycode_core::encode(label).map_err(|_| fail("Label too long", Code::LabelTooLong))
}

/// What an A-label's Punycode decodes to.
pub(super) enum Decoded {
    Text(String),
    /// Code points with a lone surrogate, which has no UTF-8: each as its
    /// stand-in.
    Surrogates(String),
    Invalid,
}

/// The U-label of an A-label's Punycode (`rest`, lowercase ASCII), as
/// `bytes.decode("punycode")` reads it: RFC 3492's decoding, but that
/// `CPython`'s codec takes a lone delimiter at the start for the delimiter
/// (RFC 3492 takes it for a digit, which it is not), so that `-bbk` reads
/// as `bbk`, whose re-encoding then differs (`idna`'s canonical check);
/// and that it decodes a surrogate code point, which is no character (our
/// decoder refuses it; then the codec itself decodes, for `idna`'s answer,
/// which refuses the surrogate as a disallowed code point).
pub(super) fn decode_punycode(rest: &str) -> Decoded {
    let rest = match rest.strip_prefix('-') {
        Some(tail) if !tail.contains('-') => tail,
        _ => rest,
    };
    match punycode_core::decode(rest) {
        Ok(text) => Decoded::Text(text),
        Err(e) if e.kind() == punycode_core::ErrorKind::NotScalarValue => Python::attach(|py| {
            let decoded = PyBytes::new(py, rest.as_bytes())
                .call_method1("decode", ("punycode",))
                .ok()
                .and_then(|s| s.cast_into::<PyString>().ok());
            match decoded {
                Some(s) => Decoded::Surrogates(with_stand_ins(&text::code_points(&s))),
                None => Decoded::Invalid,
            }
        }),
        Err(_) => Decoded::Invalid,
    }
}

/// `CPython`'s Punycode encoding of text with stand-ins (for the canonical
/// check of a label that decodes to a surrogate).
pub(super) fn punycode_of_stand_ins(text: &str) -> Option<String> {
    Python::attach(|py| {
        py_text(py, text, true)
            .call_method1("encode", ("punycode",))
            .ok()
            .and_then(|b| b.cast_into::<PyBytes>().ok())
            .map(|b| String::from_utf8_lossy(b.as_bytes()).into_owned())
    })
}

/// `idna`'s `ulabel`.
pub(super) fn ulabel(label: &Label<'_>) -> Result<String> {
    let text = match *label {
        Label::Text(text) => {
            check_input(text, Input::Label)?;
            if !text.is_ascii() {
                check_label(text)?;
                return Ok((*text).to_owned());
            }
            text
        }
        Label::Bytes(bytes) => {
            check_input(bytes, Input::Label)?;
            match core::str::from_utf8(bytes) {
                Ok(text) if text.is_ascii() => text,
                _ => return Err(fail("Invalid ASCII in A-label", Code::InvalidAscii)),
            }
        }
    };
    let lower = text.to_ascii_lowercase();
    let Some(rest) = rules::a_label_punycode(&lower) else {
        check_label(&lower)?;
        return Ok(lower);
    };
    if rest.is_empty() {
        return Err(fail(
            "Malformed A-label, no Punycode eligible content found",
            Code::InvalidAlabel,
        ));
    }
    if rest.ends_with('-') {
        return Err(fail(
            "A-label must not end with a hyphen",
            Code::InvalidAlabel,
        ));
    }
    let (decoded, canonical, stand_ins) = match decode_punycode(rest) {
        Decoded::Text(text) => {
            let canonical = punycode(&text)? == rest;
            (text, canonical, false)
        }
        Decoded::Surrogates(text) => {
            let canonical = punycode_of_stand_ins(&text).as_deref() == Some(rest);
            (text, canonical, true)
        }
        Decoded::Invalid => return Err(fail("Invalid A-label", Code::InvalidAlabel)),
    };
    if !canonical {
        return Err(fail(
            "A-label is not the canonical Punycode encoding of its U-label",
            Code::NonCanonicalAlabel,
        ));
    }
    // (A U-label with stand-ins says so, so that its error names the
    // surrogates.)
    check_label(&decoded).map_err(|e| e.with_stand_ins(stand_ins))?;
    Ok(decoded)
}

/// `idna`'s `alabel`.
pub(super) fn alabel(label: &str) -> Result<Vec<u8>> {
    check_input(label, Input::Label)?;
    if label.is_ascii() {
        ulabel(&Label::Bytes(label.as_bytes()))?;
        if label.len() > rules::MAX_LABEL_LENGTH {
            return Err(fail("Label too long", Code::LabelTooLong));
        }
        return Ok(label.as_bytes().to_vec());
    }
    check_label(label)?;
    let a_label = format!("{}{}", rules::ACE_PREFIX, punycode(label)?);
    if a_label.len() > rules::MAX_LABEL_LENGTH {
        return Err(fail("Label too long", Code::LabelTooLong));
    }
    Ok(a_label.into_bytes())
}
