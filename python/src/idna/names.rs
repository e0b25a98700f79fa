//! `idna`'s `encode` and `decode` of a whole name: the fast path (the
//! engine's registration profile, one pass) and, for a name it refuses,
//! `idna`'s steps label by label, to find the error `idna` reports.

use std::borrow::Cow;

use punycode_core::hostname::{self, AsciiDenyList, ErrorKind, Options, rules};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use super::errors::{Class, Code, Fail, Result, fail, fail_at, too_many_marks};
use super::labels::{Label, alabel, ulabel};
use super::limits::{Input, MAX_NAME_CHARS, check_input, longer_than};

/// `idna`'s `uts46_remap`: the engine's mapping; where it refuses, the
/// error `idna` reports, whose loop checks the ASCII rules on a run of
/// unchanged characters only when a mapped or ignored one ends it, so that
/// a disallowed character after such a run is reported first.
pub(super) fn uts46_remap(domain: &str, std3_rules: bool) -> Result<Cow<'_, str>> {
    check_input(domain, Input::Domain)?;
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
pub(super) fn remap_error(domain: &str, deny: AsciiDenyList) -> Fail {
    let denied = |c: char| c.is_ascii() && deny.denies(c);
    let at = |code: Code, k: usize| {
        fail_at(
            Class::Codepoint,
            format!("Codepoint \u{1} not allowed at position {} in \0", k + 1),
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
            rules::Status::Disallowed => return at(Code::Uts46Disallowed, k),
            rules::Status::Mapped | rules::Status::Ignored => {}
        }
        if let Some(j) = all[start..k].iter().position(|&c| denied(c)) {
            return at(Code::Uts46Std3, start + j);
        }
        let mut one = [0u8; 4];
        let mapping = rules::map(c.encode_utf8(&mut one), AsciiDenyList::EMPTY);
        if mapping.is_ok_and(|m| m.chars().any(denied)) {
            return at(Code::Uts46Std3, k);
        }
        start = k + 1;
    }
    if let Some(j) = all[start..].iter().position(|&c| denied(c)) {
        return at(Code::Uts46Std3, start + j);
    }
    // (Unreachable: the engine refuses only where one of these is.)
    fail("Domain could not be mapped", Code::Uts46Disallowed)
}

/// The labels of `name` as `idna` splits them: at `.` (strict), or also
/// at U+3002, U+FF0E and U+FF61 (the separators of UTS #46, which the
/// engine's `labels` splits at).
pub(super) fn split(name: &str, strict: bool) -> Vec<&str> {
    if strict {
        name.split('.').collect()
    } else {
        hostname::labels(name).collect()
    }
}

/// `name` with U+3002, U+FF0E and U+FF61 written as `.` (for the engine's
/// registration profile, where only `.` separates), borrowed if it has
/// none.
pub(super) fn dots(name: &str) -> Cow<'_, str> {
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
pub(super) fn fast_name(
    text: &str,
    strict: bool,
    uts46: bool,
    std3_rules: bool,
) -> Option<Cow<'_, str>> {
    // (`idna`'s limit on input holds before mapping, which may shorten.)
    check_input(text, Input::Domain).ok()?;
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
pub(super) fn name_of<'a>(
    s: &'a str,
    uts46: bool,
    std3_rules: bool,
    mapped: Option<&'a str>,
) -> Result<Cow<'a, str>> {
    check_input(s, Input::Domain)?;
    let s = if let (true, Some(mapped)) = (uts46, mapped) {
        Cow::Borrowed(mapped)
    } else if uts46 {
        uts46_remap(s, std3_rules)?
    } else {
        Cow::Borrowed(s)
    };
    if longer_than(&s, MAX_NAME_CHARS) {
        return Err(fail("Domain too long", Code::DomainTooLong));
    }
    Ok(s)
}

/// The labels of `name` as `idna`'s `encode` and `decode` take them: not
/// none, and a root dot aside (`true`).
pub(super) fn labels_of(name: &str, strict: bool) -> Result<(Vec<&str>, bool)> {
    let mut labels = split(name, strict);
    if labels == [""] {
        return Err(fail("Empty domain", Code::EmptyDomain));
    }
    let trailing_dot = labels.last() == Some(&"");
    if trailing_dot {
        labels.pop();
    }
    Ok((labels, trailing_dot))
}

/// `idna`'s `encode`, label by label.
pub(super) fn encode_general(
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
            return Err(fail("Empty label", Code::EmptyLabel));
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
        return Err(fail("Domain too long", Code::DomainTooLong));
    }
    Ok(out)
}

/// The engine's registration profile: what `idna` takes (the fast path).
pub(super) const REGISTRATION: Options = Options::registration();

/// `idna`'s `encode` of a name the engine's registration profile takes,
/// or `None` for one it refuses. Without mapping (`keep_case`), `idna`
/// keeps an ASCII label as it is given, which the engine writes in
/// lowercase: an ASCII label with an uppercase letter comes from the
/// input.
pub(super) fn encode_fast<'py>(
    py: Python<'py>,
    s: &str,
    keep_case: bool,
) -> Option<Bound<'py, PyBytes>> {
    check_input(s, Input::Domain).ok()?;
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
pub(super) fn decode_fast(s: &str) -> Option<Cow<'_, str>> {
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
pub(super) fn decode_general(
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
            Err(_) if display && rules::a_label_punycode(label).is_some() => label.to_lowercase(),
            Err(e) => return Err(e),
        };
        if u.is_empty() {
            return Err(fail("Empty label", Code::EmptyLabel));
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
