//! `PyPI`'s `idna`: its API on the engine: `encode`, `decode`, `alabel`,
//! `ulabel`, `uts46_remap` and the single rules, with its arguments, its
//! answers and its exceptions.
//!
//! Every rule is punycode-core's (`hostname::rules`, and registration,
//! `Options::registration`, for a whole name). What is here is what
//! `idna`'s API adds around them: the order in which its `check_label`
//! reports the rules (NFC, hyphens, a leading mark, code points, Bidi),
//! its limits on input (1,024 characters, and 254 for a name before it is
//! converted), the case it keeps in ASCII labels, the separators of its
//! non-strict mode, and its exceptions: class, `code`, `text`, `codepoint`,
//! `position` and message.
//!
//! **Fast path.** `encode` and `decode` first hand the whole name to the
//! engine's registration profile, one pass; what it takes, `idna` takes,
//! with the same output (but for the case of ASCII labels, which `encode`
//! keeps from the input). Only a name it refuses goes through `idna`'s
//! steps, label by label and rule by rule, to find the error `idna`
//! reports. `python/tests/test_fast_path.py` holds the two to each other.

use std::borrow::Cow;

use punycode_core::hostname::{self, AsciiDenyList, ErrorKind, Options, rules};
use pyo3::exceptions::PyDeprecationWarning;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyString, PyType};

use crate::errors;
use crate::text::{self, Arg};

/// `idna`'s limit on any input, in characters.
pub(crate) const MAX_INPUT: usize = 1024;
/// `idna`'s limit on a name before it is converted, and on a label, in
/// characters: 253 and a root dot.
const MAX_NAME_CHARS: usize = 254;

/// The exception classes of `idna.core`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Idna,
    Bidi,
    Codepoint,
    Context,
}

/// What an error says about where it is: the text looked at, the code
/// point, and its position (from 1).
#[derive(Debug)]
struct Detail {
    text: String,
    codepoint: u32,
    position: usize,
}

/// An error as `idna` raises it. `message` has `\0` where `idna` writes
/// the `repr` of the detail's text.
#[derive(Debug)]
struct Fail {
    class: Class,
    message: String,
    code: &'static str,
    detail: Option<Detail>,
}

type Result<T> = std::result::Result<T, Fail>;

fn fail(message: &str, code: &'static str) -> Fail {
    Fail {
        class: Class::Idna,
        message: message.to_owned(),
        code,
        detail: None,
    }
}

fn fail_at(class: Class, message: String, code: &'static str, text: &str, position: usize) -> Fail {
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
    }
}

/// `U+XXXX`, as `idna` writes a code point (a lone surrogate's stand-in
/// as the surrogate).
fn unot(cp: u32) -> String {
    let cp = if cp >= SURROGATE_STAND_IN {
        0xD800 + (cp - SURROGATE_STAND_IN)
    } else {
        cp
    };
    format!("U+{cp:04X}")
}

/// Whether `s` has more than `n` characters (`idna`'s limits count
/// characters; a text of at most `n` bytes has at most `n`).
fn longer_than(s: &str, n: usize) -> bool {
    s.len() > n && chars(s) > n
}

fn chars(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

// The exceptions, made on the Python side (`punycode_rs.idna.core`).
static IDNA_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static BIDI_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_CODEPOINT: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_CONTEXT: PyOnceLock<Py<PyType>> = PyOnceLock::new();

const CORE: &str = "punycode_rs.idna.core";

/// Lone surrogates, which have no UTF-8, stand in the text as code points
/// of plane 16's private use (disallowed everywhere, as surrogates are,
/// and neither marks nor composing): this is where they start.
const SURROGATE_STAND_IN: u32 = 0x10_F800;

/// The text of a `str` with lone surrogates, each as its stand-in.
fn with_stand_ins(cps: &[u32]) -> String {
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
fn py_text<'py>(py: Python<'py>, text: &str, surrogates: bool) -> Bound<'py, PyString> {
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

impl Fail {
    fn into_py(self, py: Python<'_>, surrogates: bool) -> PyErr {
        // (A text with stand-ins came from a lone surrogate: from the
        // input, or from an A-label that decodes to one.)
        let surrogates = surrogates
            || self
                .detail
                .as_ref()
                .is_some_and(|d| d.text.chars().any(|c| u32::from(c) >= SURROGATE_STAND_IN));
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
                text = given.into_any();
                codepoint = cp.into_pyobject(py)?.into_any();
                position = detail.position.into_pyobject(py)?.into_any();
            }
            errors::instance(
                &class,
                &message,
                &[
                    (intern!(py, "code"), self.code.into_pyobject(py)?.into_any()),
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

/// A label as `idna`'s label functions take it: text, or bytes.
enum Label<'a> {
    Text(&'a str),
    Bytes(&'a [u8]),
}

/// `idna`'s `check_label`: the rules, reported in its order.
fn check_label(label: &str) -> Result<()> {
    if longer_than(label, MAX_INPUT) {
        return Err(fail("Label too long", "input_too_long"));
    }
    if label.is_empty() {
        return Err(fail("Empty Label", "empty_label"));
    }
    if longer_than(label, MAX_NAME_CHARS) {
        return Err(fail("Label too long", "label_too_long"));
    }
    check_nfc(label)?;
    check_hyphen_ok(label)?;
    check_initial_combiner(label)?;
    if let Err(e) = rules::check_code_points(label) {
        let position = text::char_index(label, e.position()) + 1;
        let cp = e.character().map_or(0, u32::from);
        return Err(match e.kind() {
            ErrorKind::ZeroWidthJoiner | ErrorKind::ZeroWidthNonJoiner => fail_at(
                Class::Context,
                format!(
                    "Joiner {} not allowed at position {position} in \0",
                    unot(cp)
                ),
                "contextj",
                label,
                position,
            ),
            ErrorKind::NotPermitted | ErrorKind::Unassigned => fail_at(
                Class::Codepoint,
                format!(
                    "Codepoint {} at position {position} of \0 not allowed",
                    unot(cp)
                ),
                "disallowed_codepoint",
                label,
                position,
            ),
            _ => fail_at(
                Class::Context,
                format!(
                    "Codepoint {} not allowed at position {position} in \0",
                    unot(cp)
                ),
                "contexto",
                label,
                position,
            ),
        });
    }
    check_bidi(label, false)
}

/// `idna`'s `check_nfc`.
fn check_nfc(label: &str) -> Result<()> {
    if longer_than(label, MAX_INPUT) {
        return Err(fail("Label too long", "input_too_long"));
    }
    match rules::is_nfc(label) {
        Ok(true) => Ok(()),
        Ok(false) => Err(fail("Label must be in Normalization Form C", "not_nfc")),
        Err(_) => Err(too_many_marks()),
    }
}

/// A run of more than 128 combining marks, which the engine refuses (its
/// canonical ordering is quadratic in a run; Unicode's stream-safe text
/// has at most 30): a limit of ours, reported as `idna` reports its own
/// limits on input.
fn too_many_marks() -> Fail {
    fail(
        "More than 128 combining marks in a row (a limit of punycode-rs)",
        "input_too_long",
    )
}

/// `idna`'s `check_hyphen_ok`: the third and fourth first, then the ends.
fn check_hyphen_ok(label: &str) -> Result<()> {
    let places = rules::hyphen_places(label);
    if places.third_and_fourth {
        return Err(fail(
            "Label has disallowed hyphens in 3rd and 4th position",
            "hyphen_3_4",
        ));
    }
    if places.first || places.last {
        return Err(fail(
            "Label must not start or end with a hyphen",
            "hyphen_start_end",
        ));
    }
    Ok(())
}

/// `idna`'s `check_initial_combiner`.
fn check_initial_combiner(label: &str) -> Result<()> {
    if rules::starts_with_mark(label) {
        return Err(fail_at(
            Class::Idna,
            "Label begins with an illegal combining character".to_owned(),
            "leading_combiner",
            label,
            1,
        ));
    }
    Ok(())
}

/// `idna`'s `check_bidi`: the Bidi rule on a label with right-to-left
/// text (or any, with `check_ltr`).
fn check_bidi(label: &str, check_ltr: bool) -> Result<()> {
    if longer_than(label, MAX_INPUT) {
        return Err(fail("Label too long", "input_too_long"));
    }
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
            "bidi_rule_1",
        ),
        ErrorKind::BidiRtlCharacter => (
            format!(
                "Invalid direction for codepoint at position {position} in a right-to-left label"
            ),
            "bidi_rule_2",
        ),
        ErrorKind::BidiMixedNumbers => (
            "Can not mix numeral types in a right-to-left label".to_owned(),
            "bidi_rule_4",
        ),
        ErrorKind::BidiLtrCharacter => (
            format!(
                "Invalid direction for codepoint at position {position} in a left-to-right label"
            ),
            "bidi_rule_5",
        ),
        ErrorKind::BidiRtlEnd => (
            "Label ends with illegal codepoint directionality".to_owned(),
            "bidi_rule_3",
        ),
        _ => (
            "Label ends with illegal codepoint directionality".to_owned(),
            "bidi_rule_6",
        ),
    };
    Err(fail_at(Class::Bidi, message, code, label, position))
}

/// Punycode's encoding of `label`, as `str.encode("punycode")` gives it.
fn punycode(label: &str) -> Result<String> {
    punycode_core::encode(label).map_err(|_| fail("Label too long", "label_too_long"))
}

/// What an A-label's Punycode decodes to.
enum Decoded {
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
fn decode_punycode(rest: &str) -> Decoded {
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
fn punycode_of_stand_ins(text: &str) -> Option<String> {
    Python::attach(|py| {
        py_text(py, text, true)
            .call_method1("encode", ("punycode",))
            .ok()
            .and_then(|b| b.cast_into::<PyBytes>().ok())
            .map(|b| String::from_utf8_lossy(b.as_bytes()).into_owned())
    })
}

/// `idna`'s `ulabel`.
fn ulabel(label: &Label<'_>) -> Result<String> {
    let text = match *label {
        Label::Text(text) => {
            if longer_than(text, MAX_INPUT) {
                return Err(fail("Label too long", "input_too_long"));
            }
            if !text.is_ascii() {
                check_label(text)?;
                return Ok((*text).to_owned());
            }
            text
        }
        Label::Bytes(bytes) => {
            if bytes.len() > MAX_INPUT {
                return Err(fail("Label too long", "input_too_long"));
            }
            match core::str::from_utf8(bytes) {
                Ok(text) if text.is_ascii() => text,
                _ => return Err(fail("Invalid ASCII in A-label", "invalid_ascii")),
            }
        }
    };
    let lower = text.to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("xn--") else {
        check_label(&lower)?;
        return Ok(lower);
    };
    if rest.is_empty() {
        return Err(fail(
            "Malformed A-label, no Punycode eligible content found",
            "invalid_alabel",
        ));
    }
    if rest.ends_with('-') {
        return Err(fail("A-label must not end with a hyphen", "invalid_alabel"));
    }
    let (decoded, canonical) = match decode_punycode(rest) {
        Decoded::Text(text) => {
            let canonical = punycode(&text)? == rest;
            (text, canonical)
        }
        Decoded::Surrogates(text) => {
            let canonical = punycode_of_stand_ins(&text).as_deref() == Some(rest);
            (text, canonical)
        }
        Decoded::Invalid => return Err(fail("Invalid A-label", "invalid_alabel")),
    };
    if !canonical {
        return Err(fail(
            "A-label is not the canonical Punycode encoding of its U-label",
            "non_canonical_alabel",
        ));
    }
    check_label(&decoded)?;
    Ok(decoded)
}

/// `idna`'s `alabel`.
fn alabel(label: &str) -> Result<Vec<u8>> {
    if longer_than(label, MAX_INPUT) {
        return Err(fail("Label too long", "input_too_long"));
    }
    if label.is_ascii() {
        ulabel(&Label::Bytes(label.as_bytes()))?;
        if label.len() > rules::MAX_LABEL_LENGTH {
            return Err(fail("Label too long", "label_too_long"));
        }
        return Ok(label.as_bytes().to_vec());
    }
    check_label(label)?;
    let a_label = format!("xn--{}", punycode(label)?);
    if a_label.len() > rules::MAX_LABEL_LENGTH {
        return Err(fail("Label too long", "label_too_long"));
    }
    Ok(a_label.into_bytes())
}

/// `idna`'s `uts46_remap`: the engine's mapping; where it refuses, the
/// error `idna` reports, whose loop checks the ASCII rules on a run of
/// unchanged characters only when a mapped or ignored one ends it, so that
/// a disallowed character after such a run is reported first.
fn uts46_remap(domain: &str, std3_rules: bool) -> Result<Cow<'_, str>> {
    if longer_than(domain, MAX_INPUT) {
        return Err(fail("Domain too long", "input_too_long"));
    }
    let deny = if std3_rules {
        AsciiDenyList::STD3
    } else {
        AsciiDenyList::EMPTY
    };
    match rules::map(domain, deny) {
        Ok(mapped) => Ok(mapped),
        Err(e) if e.kind() == ErrorKind::TooManyMarks => Err(too_many_marks()),
        Err(_) => Err(remap_error(domain, deny)),
    }
}

/// The error `idna`'s `uts46_remap` reports on `domain`, which the
/// engine's mapping refuses.
fn remap_error(domain: &str, deny: AsciiDenyList) -> Fail {
    let denied = |c: char| c.is_ascii() && deny.denies(c);
    let at = |code: &'static str, k: usize| {
        fail_at(
            Class::Codepoint,
            format!(
                "Codepoint {} not allowed at position {} in \0",
                unot(domain.chars().nth(k).map_or(0, u32::from)),
                k + 1
            ),
            code,
            domain,
            k + 1,
        )
    };
    let all: Vec<char> = domain.chars().collect();
    let mut start = 0;
    for (k, &c) in all.iter().enumerate() {
        match rules::status(c) {
            rules::Status::Valid => continue,
            rules::Status::Disallowed => return at("uts46_disallowed", k),
            rules::Status::Mapped | rules::Status::Ignored => {}
        }
        if let Some(j) = all[start..k].iter().position(|&c| denied(c)) {
            return at("uts46_std3", start + j);
        }
        let mut one = [0u8; 4];
        let mapping = rules::map(c.encode_utf8(&mut one), AsciiDenyList::EMPTY);
        if mapping.is_ok_and(|m| m.chars().any(denied)) {
            return at("uts46_std3", k);
        }
        start = k + 1;
    }
    if let Some(j) = all[start..].iter().position(|&c| denied(c)) {
        return at("uts46_std3", start + j);
    }
    // (Unreachable: the engine refuses only where one of these is.)
    fail("Domain could not be mapped", "uts46_disallowed")
}

/// The labels of `name` as `idna` splits them: at `.` (strict), or also
/// at U+3002, U+FF0E and U+FF61 (the separators of UTS #46, which the
/// engine's `labels` splits at).
fn split(name: &str, strict: bool) -> Vec<&str> {
    if strict {
        name.split('.').collect()
    } else {
        hostname::labels(name).collect()
    }
}

/// `name` with U+3002, U+FF0E and U+FF61 written as `.` (for the engine's
/// registration profile, where only `.` separates), borrowed if it has
/// none.
fn dots(name: &str) -> Cow<'_, str> {
    // (Every other separator is beyond ASCII; where the engine's labels
    // are each followed by `.`, there is none.)
    if name.is_ascii() {
        return Cow::Borrowed(name);
    }
    let mut at = 0;
    for label in hostname::labels(name) {
        at += label.len();
        match name.as_bytes().get(at) {
            None => return Cow::Borrowed(name),
            Some(b'.') => at += 1,
            Some(_) => break,
        }
    }
    Cow::Owned(hostname::labels(name).collect::<Vec<_>>().join("."))
}

/// The name the fast path hands the registration profile: with `uts46`,
/// mapped (`None` where mapping refuses: the general path reports it);
/// strict, as it is (only `.` separates, as in the registration profile);
/// else with the other separators written `.` (mapping makes them so).
/// An ASCII name goes as it is: mapping would lowercase it, which the
/// registration profile does (its output is the mapped name's), and what
/// it takes has only letters, digits, `-` and `.`, which STD3 allows.
fn fast_name(text: &str, strict: bool, uts46: bool, std3_rules: bool) -> Option<Cow<'_, str>> {
    // (`idna`'s limit on input holds before mapping, which may shorten.)
    if longer_than(text, MAX_INPUT) {
        return None;
    }
    if uts46 && !text.is_ascii() {
        let deny = if std3_rules {
            AsciiDenyList::STD3
        } else {
            AsciiDenyList::EMPTY
        };
        rules::map(text, deny).ok()
    } else if strict || text.is_ascii() {
        Some(Cow::Borrowed(text))
    } else {
        Some(dots(text))
    }
}

/// The name `idna`'s `encode` and `decode` convert: `s` within the limit
/// on input, mapped with `uts46` (`mapped`, if the caller has it), within
/// the limit on a name.
fn name_of<'a>(
    s: &'a str,
    uts46: bool,
    std3_rules: bool,
    mapped: Option<&'a str>,
) -> Result<Cow<'a, str>> {
    if longer_than(s, MAX_INPUT) {
        return Err(fail("Domain too long", "input_too_long"));
    }
    let s = if let (true, Some(mapped)) = (uts46, mapped) {
        Cow::Borrowed(mapped)
    } else if uts46 {
        uts46_remap(s, std3_rules)?
    } else {
        Cow::Borrowed(s)
    };
    if longer_than(&s, MAX_NAME_CHARS) {
        return Err(fail("Domain too long", "domain_too_long"));
    }
    Ok(s)
}

/// The labels of `name` as `idna`'s `encode` and `decode` take them: not
/// none, and a root dot aside (`true`).
fn labels_of(name: &str, strict: bool) -> Result<(Vec<&str>, bool)> {
    let mut labels = split(name, strict);
    if labels == [""] {
        return Err(fail("Empty domain", "empty_domain"));
    }
    let trailing_dot = labels.last() == Some(&"");
    if trailing_dot {
        labels.pop();
    }
    Ok((labels, trailing_dot))
}

/// `idna`'s `encode`, label by label.
fn encode_general(
    s: &str,
    strict: bool,
    uts46: bool,
    std3_rules: bool,
    mapped: Option<&str>,
) -> Result<Vec<u8>> {
    let s = name_of(s, uts46, std3_rules, mapped)?;
    let (labels, trailing_dot) = labels_of(&s, strict)?;
    let mut out = Vec::with_capacity(s.len() + 8);
    for (k, label) in labels.iter().enumerate() {
        let a = alabel(label)?;
        if a.is_empty() {
            return Err(fail("Empty label", "empty_label"));
        }
        if k > 0 {
            out.push(b'.');
        }
        out.extend_from_slice(&a);
    }
    if trailing_dot {
        out.push(b'.');
    }
    if out.len() > rules::MAX_NAME_LENGTH + usize::from(trailing_dot) {
        return Err(fail("Domain too long", "domain_too_long"));
    }
    Ok(out)
}

/// The engine's registration profile: what `idna` takes (the fast path).
const REGISTRATION: Options = Options::registration();

/// `idna`'s `encode` of a name the engine's registration profile takes,
/// or `None` for one it refuses. Without mapping (`keep_case`), `idna`
/// keeps an ASCII label as it is given, which the engine writes in
/// lowercase: an ASCII label with an uppercase letter comes from the
/// input.
fn encode_fast<'py>(py: Python<'py>, s: &str, keep_case: bool) -> Option<Bound<'py, PyBytes>> {
    if longer_than(s, MAX_INPUT) {
        return None;
    }
    let mut buf = [0u8; 256];
    let len = hostname::to_ascii_to_slice(s, REGISTRATION, &mut buf).ok()?;
    let out = buf.get(..len)?;
    if !keep_case || !s.bytes().any(|b| b.is_ascii_uppercase()) {
        return Some(PyBytes::new(py, out));
    }
    if s.is_ascii() {
        return Some(PyBytes::new(py, s.as_bytes()));
    }
    let mut spliced = Vec::with_capacity(len);
    for (k, (given, made)) in s.split('.').zip(out.split(|&b| b == b'.')).enumerate() {
        if k > 0 {
            spliced.push(b'.');
        }
        spliced.extend_from_slice(if given.is_ascii() {
            given.as_bytes()
        } else {
            made
        });
    }
    Some(PyBytes::new(py, &spliced))
}

/// `idna`'s `decode` of a name the engine's registration profile takes
/// without the DNS lengths (`idna` decodes a label of any length, and
/// checks only its limit on input), or `None`. Without `VerifyDnsLength`
/// the engine takes empty labels, which `idna` refuses: a name with one
/// (but a root) goes to the general path.
fn decode_fast(s: &str) -> Option<Cow<'_, str>> {
    const ANY_LENGTH: Options = REGISTRATION.verify_dns_length(false);
    if longer_than(s, MAX_NAME_CHARS) {
        return None;
    }
    let mut labels = hostname::labels(s).peekable();
    while let Some(label) = labels.next() {
        if label.is_empty() && (labels.peek().is_some() || s.is_empty()) {
            return None;
        }
    }
    hostname::to_unicode_cow(s, ANY_LENGTH).ok()
}

/// `idna`'s `decode`, label by label.
#[allow(clippy::fn_params_excessive_bools, reason = "idna's flags")]
fn decode_general(
    s: &str,
    strict: bool,
    uts46: bool,
    std3_rules: bool,
    display: bool,
    mapped: Option<&str>,
) -> Result<String> {
    let s = name_of(s, uts46, std3_rules, mapped)?;
    let (labels, trailing_dot) = labels_of(&s, strict)?;
    let mut out = String::with_capacity(s.len());
    for (k, label) in labels.iter().enumerate() {
        let u = match ulabel(&Label::Text(label)) {
            Ok(u) => u,
            Err(_)
                if display
                    && label
                        .get(..4)
                        .is_some_and(|p| p.eq_ignore_ascii_case("xn--")) =>
            {
                label.to_lowercase()
            }
            Err(e) => return Err(e),
        };
        if u.is_empty() {
            return Err(fail("Empty label", "empty_label"));
        }
        if k > 0 {
            out.push('.');
        }
        out.push_str(&u);
    }
    if trailing_dot {
        out.push('.');
    }
    Ok(out)
}

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
            _ => Err(fail(message, "invalid_ascii").into_py(py, false)),
        },
        Arg::Other => {
            // `str(s, "ascii")`, for any other object with the buffer
            // protocol (memoryview, array).
            let text = py
                .get_type::<PyString>()
                .call1((s, "ascii"))
                .and_then(|t| t.extract::<String>());
            text.map(|t| (t, false))
                .map_err(|_| fail(message, "invalid_ascii").into_py(py, false))
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
            if bytes.len() > MAX_INPUT {
                return Err(fail("Label too long", "input_too_long").into_py(py, false));
            }
            match String::from_utf8(bytes) {
                Ok(text) => (text, false),
                Err(_) => {
                    return Err(fail("Invalid UTF-8 in label", "invalid_utf8").into_py(py, false));
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
    let n = chars(&text);
    if n > MAX_INPUT {
        return Err(fail("Label too long", "input_too_long").into_py(py, false));
    }
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
pub(crate) fn labels<'py>(s: &Bound<'py, PyString>) -> Vec<Bound<'py, PyString>> {
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

/// The code points of each IDNA2008 class that permits (`PVALID`,
/// `CONTEXTJ`, `CONTEXTO`), as runs `(start, end)`, for `idna.idnadata`.
#[pyfunction]
pub(crate) fn codepoint_classes() -> Vec<(&'static str, Vec<(u32, u32)>)> {
    use hostname::DerivedProperty as P;
    let mut classes: Vec<(&'static str, Vec<(u32, u32)>)> = vec![
        ("PVALID", Vec::new()),
        ("CONTEXTJ", Vec::new()),
        ("CONTEXTO", Vec::new()),
    ];
    for cp in 0..=0x10_FFFF_u32 {
        let Some(c) = char::from_u32(cp) else {
            continue;
        };
        let slot = match hostname::derived_property(c) {
            P::Pvalid => 0,
            P::ContextJ => 1,
            P::ContextO => 2,
            P::Disallowed | P::Unassigned => continue,
        };
        let runs = &mut classes[slot].1;
        match runs.last_mut() {
            Some(last) if last.1 == cp => last.1 = cp + 1,
            _ => runs.push((cp, cp + 1)),
        }
    }
    classes
}

/// UTS #46's mapping table as `idna.uts46data` holds it: the first code
/// point of each row (one row a code point below 256), its status (`V`,
/// `M`, `I` or `X`; the deviations are `V`, as nontransitional processing
/// keeps them) and its mapping.
#[pyfunction]
pub(crate) fn uts46_table() -> (Vec<u32>, Vec<u8>, Vec<Option<String>>) {
    let (mut starts, mut statuses, mut mappings) = (Vec::new(), Vec::new(), Vec::new());
    for cp in 0..=0x10_FFFF_u32 {
        let c = char::from_u32(cp);
        let (status, mapping) = match c.map(rules::status) {
            Some(rules::Status::Valid) => (b'V', None),
            Some(rules::Status::Mapped) => {
                let mut one = [0u8; 4];
                let text = c.unwrap_or_default().encode_utf8(&mut one);
                (
                    b'M',
                    rules::map(text, AsciiDenyList::EMPTY)
                        .ok()
                        .map(Cow::into_owned),
                )
            }
            Some(rules::Status::Ignored) => (b'I', None),
            Some(rules::Status::Disallowed) | None => (b'X', None),
        };
        let same = cp >= 256
            && mapping.is_none()
            && statuses.last() == Some(&status)
            && mappings.last() == Some(&None);
        if !same {
            starts.push(cp);
            statuses.push(status);
            mappings.push(mapping);
        }
    }
    (starts, statuses, mappings)
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
