//! The engine's own API in Python's idiom: hostnames to ASCII and to
//! Unicode in a profile with each UTS #46 flag as a keyword, Punycode, and
//! the errors as the Rust ones say them (kind, code,
//! label, position, character), with positions counted in characters.

use std::borrow::Cow;

use punycode_core::hostname::{self, AsciiDenyList, Hyphens, Options, Unit};
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyString, PyType};

use crate::errors;
use crate::text;

static HOSTNAME_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static PUNYCODE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

const ERRORS: &str = "punycode_rs._errors";

/// A `HostnameError` for `e`, found in `input`.
pub(crate) fn hostname_error<'py>(
    py: Python<'py>,
    input: &str,
    e: &hostname::Error,
) -> PyResult<Bound<'py, PyAny>> {
    hostname_error_of(py, &Refusal::of(input, e))
}

/// What a `HostnameError` says: its fields and message (`kind` and
/// `code` owned only when unpickled).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub(crate) kind: Cow<'static, str>,
    pub(crate) code: Cow<'static, str>,
    pub(crate) label: usize,
    pub(crate) position: usize,
    pub(crate) character: Option<char>,
    pub(crate) decoded_index: Option<usize>,
    pub(crate) message: String,
}

impl Refusal {
    pub(crate) fn of(input: &str, e: &hostname::Error) -> Refusal {
        // The place in characters, as Python indexes the string, in the
        // message as in `position` (counted once for both).
        let shown = e.display_in(input, Unit::Char);
        Refusal {
            kind: Cow::Borrowed(e.kind().name()),
            code: Cow::Borrowed(e.code()),
            label: e.label(),
            position: shown.position(),
            character: e.character(),
            decoded_index: e.decoded_index(),
            message: shown.to_string(),
        }
    }

    /// A `str` with a lone surrogate at character `position`: no name can
    /// hold one (Unicode's conformance file marks such sources `A3`).
    fn lone_surrogate(position: usize) -> Refusal {
        Refusal {
            kind: Cow::Borrowed("lone_surrogate"),
            code: Cow::Borrowed("A3"),
            label: 0,
            position,
            character: None,
            decoded_index: None,
            message: format!(
                "character {position}: a lone surrogate, which is no character (the str \
                 cannot be encoded as UTF-8)"
            ),
        }
    }

    /// Item `index` of a batch, of type `type_name`, is not a `str`.
    pub(crate) fn not_a_str(index: usize, type_name: &str) -> Refusal {
        Refusal {
            kind: Cow::Borrowed("not_a_str"),
            code: Cow::Borrowed("TYPE"),
            label: 0,
            position: 0,
            character: None,
            decoded_index: None,
            message: format!("item {index} of the batch is a {type_name}, not a str"),
        }
    }
}

/// The `Refusal` of a `str` with a lone surrogate.
pub(crate) fn surrogate_refusal(name: &Bound<'_, PyString>) -> Refusal {
    let at = text::code_points(name)
        .iter()
        .position(|&cp| (0xD800..0xE000).contains(&cp))
        .unwrap_or(0);
    Refusal::lone_surrogate(at)
}

/// The `HostnameError` of `refusal`.
pub(crate) fn hostname_error_of<'py>(
    py: Python<'py>,
    refusal: &Refusal,
) -> PyResult<Bound<'py, PyAny>> {
    let class = errors::class(py, &HOSTNAME_ERROR, ERRORS, "HostnameError")?;
    let r = refusal;
    errors::instance(
        &class,
        &r.message,
        &[
            (
                intern!(py, "kind"),
                r.kind.as_ref().into_pyobject(py)?.into_any(),
            ),
            (
                intern!(py, "code"),
                r.code.as_ref().into_pyobject(py)?.into_any(),
            ),
            (intern!(py, "label"), r.label.into_pyobject(py)?.into_any()),
            (
                intern!(py, "position"),
                r.position.into_pyobject(py)?.into_any(),
            ),
            (
                intern!(py, "character"),
                r.character.map(String::from).into_pyobject(py)?.into_any(),
            ),
            (
                intern!(py, "decoded_index"),
                r.decoded_index.into_pyobject(py)?.into_any(),
            ),
        ],
    )
}

fn raise_hostname(py: Python<'_>, input: &str, e: &hostname::Error) -> PyErr {
    match hostname_error(py, input, e) {
        Ok(instance) => PyErr::from_value(instance),
        Err(err) => err,
    }
}

/// A `PunycodeError` for `e`, found in `input`.
fn raise_punycode(py: Python<'_>, input: &str, e: &punycode_core::Error) -> PyErr {
    let made = (|| {
        let class = errors::class(py, &PUNYCODE_ERROR, ERRORS, "PunycodeError")?;
        errors::instance(
            &class,
            &e.to_string(),
            &[
                (
                    intern!(py, "kind"),
                    format!("{:?}", e.kind()).into_pyobject(py)?.into_any(),
                ),
                (
                    intern!(py, "position"),
                    text::char_index(input, e.position())
                        .into_pyobject(py)?
                        .into_any(),
                ),
            ],
        )
    })();
    match made {
        Ok(instance) => PyErr::from_value(instance),
        Err(err) => err,
    }
}

/// A profile by name, with the flags given as keywords (`None`: the
/// profile's own).
#[allow(clippy::fn_params_excessive_bools, reason = "UTS #46's flags")]
pub(crate) fn options(
    profile: &str,
    check_hyphens: Option<bool>,
    check_bidi: Option<bool>,
    check_joiners: Option<bool>,
    use_std3_ascii_rules: Option<bool>,
    verify_dns_length: Option<bool>,
) -> PyResult<Options> {
    let mut options = match profile {
        "lookup" => Options::lookup(),
        "url" => Options::url(),
        "registration" => Options::registration(),
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown profile {profile:?}: use \"lookup\", \"url\" or \"registration\""
            )));
        }
    };
    if let Some(on) = check_hyphens {
        options = options.hyphens(if on { Hyphens::Check } else { Hyphens::Allow });
    }
    if let Some(on) = check_bidi {
        options = options.check_bidi(on);
    }
    if let Some(on) = check_joiners {
        options = options.check_joiners(on);
    }
    if let Some(on) = use_std3_ascii_rules {
        options = options.ascii_deny_list(if on {
            AsciiDenyList::STD3
        } else {
            AsciiDenyList::EMPTY
        });
    }
    if let Some(on) = verify_dns_length {
        options = options.verify_dns_length(on);
    }
    Ok(options)
}

/// A `str` argument's text; a lone surrogate is refused as a
/// `UnicodeEncodeError` would be.
fn str_arg<'a>(value: &'a Bound<'_, PyString>) -> PyResult<&'a str> {
    text::utf8(value).ok_or_else(|| {
        match hostname_error_of(value.py(), &surrogate_refusal(value)) {
            Ok(error) => PyErr::from_value(error),
            Err(err) => err,
        }
    })
}

/// `value` unchanged when `out` is its own text, else a new `str`.
pub(crate) fn same_or_new<'py>(
    value: &Bound<'py, PyString>,
    out: Cow<'_, str>,
) -> Bound<'py, PyString> {
    match out {
        Cow::Borrowed(_) => value.clone(),
        Cow::Owned(s) => PyString::new(value.py(), &s),
    }
}

/// A conversion with the profile and each UTS #46 flag as keywords
/// (`None`: the profile's own): `$name($arg, profile="lookup", *,
/// check_hyphens=None, check_bidi=None, check_joiners=None,
/// use_std3_ascii_rules=None, verify_dns_length=None)`, which runs `$run`
/// on the argument, the options and the direction.
macro_rules! conversion {
    ($(#[$doc:meta])* $name:ident($arg:ident: $ty:ty) -> $out:ident, $run:ident($direction:ident)) => {
        $(#[$doc])*
        #[pyfunction]
        #[pyo3(signature = ($arg, profile = "lookup", *, check_hyphens = None, check_bidi = None,
            check_joiners = None, use_std3_ascii_rules = None, verify_dns_length = None))]
        #[allow(clippy::fn_params_excessive_bools, reason = "UTS #46's flags")]
        pub(crate) fn $name<'py>(
            $arg: &Bound<'py, $ty>,
            profile: &str,
            check_hyphens: Option<bool>,
            check_bidi: Option<bool>,
            check_joiners: Option<bool>,
            use_std3_ascii_rules: Option<bool>,
            verify_dns_length: Option<bool>,
        ) -> PyResult<Bound<'py, $out>> {
            let options = options(
                profile,
                check_hyphens,
                check_bidi,
                check_joiners,
                use_std3_ascii_rules,
                verify_dns_length,
            )?;
            $run($arg, options, Direction::$direction)
        }
    };
}
pub(crate) use conversion;

conversion! {
    /// Converts a hostname to ASCII (UTS #46 `ToASCII`): mapped (case,
    /// width, compatibility forms), in NFC, checked, and each label beyond
    /// ASCII written as an A-label: `to_ascii("Bücher.example")` is
    /// `"xn--bcher-kva.example"`. A name that is its own ASCII form is
    /// returned as the same `str`.
    ///
    /// `profile` is `"lookup"` (UTS #46 for names sent to DNS, every check
    /// on), `"url"` (the URL Standard's: `_` and `--` pass, no length
    /// limits) or `"registration"` (IDNA2008 registration: nothing mapped).
    /// Each keyword flag is a UTS #46 flag: `None` (the default) keeps the
    /// profile's own value, `True` or `False` sets it: `check_hyphens`
    /// (`CheckHyphens`), `check_bidi` (`CheckBidi`, RFC 5893), `check_joiners`
    /// (`CheckJoiners`, RFC 5892), `use_std3_ascii_rules` (only letters,
    /// digits and `-` in ASCII), `verify_dns_length` (labels of 1 to 63
    /// bytes, names of at most 253).
    ///
    /// Raises `HostnameError` (a `ValueError`) for a name the profile
    /// refuses, with `kind`, `code` (Unicode's conformance code), `label`,
    /// `position` (a character index into `name`) and `character`; a
    /// lone surrogate is such an error (`kind` `"lone_surrogate"`).
    /// Raises `ValueError` for an unknown profile.
    to_ascii(name: PyString) -> PyString, one(ToAscii)
}

conversion! {
    /// Converts a hostname to Unicode (UTS #46 `ToUnicode`): mapped, in
    /// NFC, checked, and each A-label decoded and checked:
    /// `to_unicode("xn--bcher-kva.example")` is `"bücher.example"`. A name
    /// that is its own Unicode form is returned as the same `str`.
    ///
    /// `profile` is `"lookup"` (UTS #46 for names sent to DNS, every check
    /// on), `"url"` (the URL Standard's: `_` and `--` pass, no length
    /// limits) or `"registration"` (IDNA2008 registration: nothing mapped).
    /// Each keyword flag is a UTS #46 flag: `None` (the default) keeps the
    /// profile's own value, `True` or `False` sets it: `check_hyphens`
    /// (`CheckHyphens`), `check_bidi` (`CheckBidi`, RFC 5893), `check_joiners`
    /// (`CheckJoiners`, RFC 5892), `use_std3_ascii_rules` (only letters,
    /// digits and `-` in ASCII), `verify_dns_length` (labels of 1 to 63
    /// bytes, names of at most 253).
    ///
    /// Raises `HostnameError` (a `ValueError`) for a name the profile
    /// refuses, as `to_ascii` does; `ValueError` for an unknown profile.
    to_unicode(name: PyString) -> PyString, one(ToUnicode)
}

/// One name converted.
fn one<'py>(
    name: &Bound<'py, PyString>,
    options: Options,
    direction: Direction,
) -> PyResult<Bound<'py, PyString>> {
    let text = str_arg(name)?;
    match direction.run(text, options) {
        Ok(out) => Ok(same_or_new(name, out)),
        Err(e) => Err(raise_hostname(name.py(), text, &e)),
    }
}

/// Which conversion runs.
#[derive(Clone, Copy)]
pub(crate) enum Direction {
    ToAscii,
    ToUnicode,
}

impl Direction {
    pub(crate) fn run(self, text: &str, options: Options) -> Result<Cow<'_, str>, hostname::Error> {
        match self {
            Direction::ToAscii => hostname::to_ascii_cow(text, options),
            Direction::ToUnicode => hostname::to_unicode_cow(text, options),
        }
    }
}

/// RFC 3492 Punycode encoding of one label, without `xn--` and without
/// any mapping: `encode("bücher")` is `"bcher-kva"`. Raises
/// `PunycodeError` (a `ValueError`) for a label it cannot encode (too
/// long, or a lone surrogate), with `kind` and `position`.
#[pyfunction]
pub(crate) fn encode<'py>(label: &Bound<'py, PyString>) -> PyResult<Bound<'py, PyString>> {
    let text = str_arg(label)?;
    punycode_core::encode(text)
        .map(|out| PyString::new(label.py(), &out))
        .map_err(|e| raise_punycode(label.py(), text, &e))
}

/// RFC 3492 Punycode decoding of one label, given without `xn--`:
/// `decode("bcher-kva")` is `"bücher"`. Raises `PunycodeError` (a
/// `ValueError`) for text that is not Punycode, with `kind` and
/// `position` (a character index).
#[pyfunction]
pub(crate) fn decode<'py>(label: &Bound<'py, PyString>) -> PyResult<Bound<'py, PyString>> {
    let text = str_arg(label)?;
    punycode_core::decode(text)
        .map(|out| PyString::new(label.py(), &out))
        .map_err(|e| raise_punycode(label.py(), text, &e))
}
