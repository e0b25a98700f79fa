//! The engine's own API in Python's idiom: hostnames to ASCII and to
//! Unicode in a profile with each UTS #46 flag as a keyword, Punycode, the
//! batch forms, and the errors as the Rust ones say them (kind, code,
//! label, position, character), with positions counted in characters.

use std::borrow::Cow;

use punycode_core::hostname::{self, AsciiDenyList, Hyphens, Options, Unit};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyModule, PyString, PyType};

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

/// What a `HostnameError` says, made without the GIL (the message and the
/// character index are most of an error's cost in a batch).
struct Refusal {
    kind: &'static str,
    code: &'static str,
    label: usize,
    position: usize,
    character: Option<char>,
    decoded_index: Option<usize>,
    message: String,
}

impl Refusal {
    fn of(input: &str, e: &hostname::Error) -> Refusal {
        // The place in characters, as Python indexes the string, in the
        // message as in `position` (counted once for both).
        let shown = e.display_in(input, Unit::Char);
        Refusal {
            kind: e.kind().name(),
            code: e.code(),
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
            kind: "lone_surrogate",
            code: "A3",
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
    fn not_a_str(index: usize, type_name: &str) -> Refusal {
        Refusal {
            kind: "not_a_str",
            code: "TYPE",
            label: 0,
            position: 0,
            character: None,
            decoded_index: None,
            message: format!("item {index} of the batch is a {type_name}, not a str"),
        }
    }
}

/// The `Refusal` of a `str` with a lone surrogate.
fn surrogate_refusal(name: &Bound<'_, PyString>) -> Refusal {
    let at = text::code_points(name)
        .iter()
        .position(|&cp| (0xD800..0xE000).contains(&cp))
        .unwrap_or(0);
    Refusal::lone_surrogate(at)
}

/// The `HostnameError` of `refusal`.
fn hostname_error_of<'py>(py: Python<'py>, refusal: &Refusal) -> PyResult<Bound<'py, PyAny>> {
    let class = errors::class(py, &HOSTNAME_ERROR, ERRORS, "HostnameError")?;
    let r = refusal;
    errors::instance(
        &class,
        &r.message,
        &[
            (intern!(py, "kind"), r.kind.into_pyobject(py)?.into_any()),
            (intern!(py, "code"), r.code.into_pyobject(py)?.into_any()),
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
fn options(
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
fn same_or_new<'py>(value: &Bound<'py, PyString>, out: Cow<'_, str>) -> Bound<'py, PyString> {
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
enum Direction {
    ToAscii,
    ToUnicode,
}

impl Direction {
    fn run(self, text: &str, options: Options) -> Result<Cow<'_, str>, hostname::Error> {
        match self {
            Direction::ToAscii => hostname::to_ascii_cow(text, options),
            Direction::ToUnicode => hostname::to_unicode_cow(text, options),
        }
    }
}

/// A batch: every name of `names` (any iterable of `str`, or `None`, as
/// a column with missing values has) converted with the GIL released,
/// each result a `str`, `None` for `None`, or for a name refused its
/// `HostnameError` (not raised).
fn many<'py>(
    names: &Bound<'py, PyAny>,
    options: Options,
    direction: Direction,
) -> PyResult<Bound<'py, PyList>> {
    let py = names.py();
    if names.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "names must be an iterable of str, not a str (a str would be taken a character at a time)",
        ));
    }
    // Each item: a `str` with its UTF-8, `None`, or what it is refused for
    // (a lone surrogate, another type), each a value of its own.
    let mut held: Vec<Item<'py>> = Vec::new();
    for (k, name) in names.try_iter()?.enumerate() {
        let name = name?;
        held.push(if name.is_none() {
            Item::None
        } else {
            match name.cast_into::<PyString>() {
                Ok(name) => match text::utf8(&name) {
                    Some(_) => Item::Name(name),
                    None => Item::Refused(surrogate_refusal(&name)),
                },
                Err(e) => {
                    let type_name = e.into_inner().get_type().name()?.to_string();
                    Item::Refused(Refusal::not_a_str(k, &type_name))
                }
            }
        });
    }
    let texts: Vec<Option<&str>> = held
        .iter()
        .map(|item| match item {
            Item::Name(name) => text::utf8(name),
            _ => None,
        })
        .collect();
    // (Borrowed results point into the names, which `held` keeps alive.)
    // (What a refused name's error says is made here too.)
    let results: Vec<Option<Result<Cow<'_, str>, Refusal>>> = py.detach(|| {
        texts
            .iter()
            .map(|text| {
                text.map(|text| {
                    direction
                        .run(text, options)
                        .map_err(|e| Refusal::of(text, &e))
                })
            })
            .collect()
    });
    let none = py.None().into_bound(py);
    let mut out: Vec<Bound<'py, PyAny>> = Vec::with_capacity(held.len());
    // The errors are objects the collector tracks, made by the hundred
    // thousand in a large batch, where its passes over everything alive
    // cost more than the errors: it is paused while they are made (they
    // hold no cycle; BENCHMARKS.md has the gain), and put back as it was.
    let pause = GcPause::new(py)?;
    for (item, result) in held.iter().zip(results) {
        out.push(match (item, result) {
            (Item::Name(name), Some(Ok(converted))) => same_or_new(name, converted).into_any(),
            (_, Some(Err(refusal))) => hostname_error_of(py, &refusal)?,
            (Item::Refused(refusal), _) => hostname_error_of(py, refusal)?,
            _ => none.clone(),
        });
    }
    pause.end()?;
    PyList::new(py, out)
}

/// A batch's item as read.
enum Item<'py> {
    Name(Bound<'py, PyString>),
    None,
    Refused(Refusal),
}

/// The cyclic garbage collector paused (if it was on) until `end` (or
/// drop, on an error).
struct GcPause<'py> {
    gc: Option<Bound<'py, PyModule>>,
}

impl<'py> GcPause<'py> {
    fn new(py: Python<'py>) -> PyResult<GcPause<'py>> {
        let gc = py.import(intern!(py, "gc"))?;
        if gc.call_method0(intern!(py, "isenabled"))?.is_truthy()? {
            gc.call_method0(intern!(py, "disable"))?;
            return Ok(GcPause { gc: Some(gc) });
        }
        Ok(GcPause { gc: None })
    }

    fn end(mut self) -> PyResult<()> {
        match self.gc.take() {
            Some(gc) => gc.call_method0(intern!(gc.py(), "enable")).map(drop),
            None => Ok(()),
        }
    }
}

impl Drop for GcPause<'_> {
    fn drop(&mut self) {
        if let Some(gc) = self.gc.take() {
            drop(gc.call_method0(intern!(gc.py(), "enable")));
        }
    }
}

conversion! {
    /// `to_ascii` of every name of `names` (any iterable of `str`, such
    /// as a list or a column), converted with the GIL released: a list of
    /// the same length, each item the name's ASCII form, `None` for
    /// `None`, or, not raised, the `HostnameError` of a name refused, of a
    /// `str` with a lone surrogate, or of an item that is no `str`. The
    /// profile and flags are `to_ascii`'s.
    ///
    /// Raises `TypeError` for a `str` given as the whole batch (it would
    /// be taken a character at a time) or for `names` that is not
    /// iterable; `ValueError` for an unknown profile.
    to_ascii_many(names: PyAny) -> PyList, many(ToAscii)
}

conversion! {
    /// `to_unicode` of every name of `names`, as `to_ascii_many` does:
    /// each item the name's Unicode form, `None` for `None`, or its
    /// `HostnameError`, not raised.
    ///
    /// Raises `TypeError` for a `str` given as the whole batch or for
    /// `names` that is not iterable; `ValueError` for an unknown profile.
    to_unicode_many(names: PyAny) -> PyList, many(ToUnicode)
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
