//! The batch forms, `to_ascii_many` and `to_unicode_many`: every name
//! converted with the GIL released, and each name refused given as a
//! `Refused`, a light value whose message and place are made only when
//! read, and which becomes a `HostnameError` only when asked to.

use std::borrow::Cow;
use std::hash::{Hash, Hasher};

use punycode_core::hostname::{self, Options, Unit};
use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyModule, PyString};

use crate::engine::{
    Direction, Refusal, conversion, hostname_error_of, options, same_or_new, surrogate_refusal,
};
use crate::text;

/// What a batch gives for a name it refuses (or an item that is no name):
/// a `HostnameError`'s fields, `kind`, `code`, `label`, `position`,
/// `character`, `decoded_index` and `message` (also `str(refused)`),
/// each made when read; `exception()` is the `HostnameError` itself, to
/// raise. Equal when every field is, hashable, pickles.
#[pyclass(frozen, module = "punycode_rs", name = "Refused")]
pub(crate) struct Refused {
    what: What,
}

/// What a [`Refused`] holds.
enum What {
    /// The engine's error, and the name it was found in (read again, for
    /// the place in characters and the message, only when asked).
    Engine {
        error: hostname::Error,
        name: Py<PyString>,
    },
    /// Made whole: an item that is no name (a lone surrogate, another
    /// type), or one unpickled.
    Made(Refusal),
}

impl Refused {
    /// Every field, as a `HostnameError` has them.
    fn refusal(&self, py: Python<'_>) -> Refusal {
        match &self.what {
            What::Engine { error, name } => {
                Refusal::of(text::utf8(name.bind(py)).unwrap_or_default(), error)
            }
            What::Made(refusal) => refusal.clone(),
        }
    }
}

#[pymethods]
impl Refused {
    /// The rule, a stable name in lowercase (``"std3_ascii"``).
    #[getter]
    fn kind(&self) -> Cow<'static, str> {
        match &self.what {
            What::Engine { error, .. } => Cow::Borrowed(error.kind().name()),
            What::Made(refusal) => refusal.kind.clone(),
        }
    }

    /// The rule's status code in Unicode's conformance file (``"U1"``).
    #[getter]
    fn code(&self) -> Cow<'static, str> {
        match &self.what {
            What::Engine { error, .. } => Cow::Borrowed(error.code()),
            What::Made(refusal) => refusal.code.clone(),
        }
    }

    /// The index of the label, from 0.
    #[getter]
    fn label(&self) -> usize {
        match &self.what {
            What::Engine { error, .. } => error.label(),
            What::Made(refusal) => refusal.label,
        }
    }

    /// The index of the character in the name, from 0.
    #[getter]
    fn position(&self, py: Python<'_>) -> usize {
        match &self.what {
            What::Engine { error, name } => error
                .display_in(text::utf8(name.bind(py)).unwrap_or_default(), Unit::Char)
                .position(),
            What::Made(refusal) => refusal.position,
        }
    }

    /// The character, or ``None``.
    #[getter]
    fn character(&self) -> Option<char> {
        match &self.what {
            What::Engine { error, .. } => error.character(),
            What::Made(refusal) => refusal.character,
        }
    }

    /// For an error inside an A-label, the index of the character in what
    /// it decodes to, else ``None``.
    #[getter]
    fn decoded_index(&self) -> Option<usize> {
        match &self.what {
            What::Engine { error, .. } => error.decoded_index(),
            What::Made(refusal) => refusal.decoded_index,
        }
    }

    /// What and where, as ``str(exception())`` says it.
    #[getter]
    fn message(&self, py: Python<'_>) -> String {
        self.refusal(py).message
    }

    /// The ``HostnameError`` of this name, to raise.
    fn exception<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        hostname_error_of(py, &self.refusal(py))
    }

    fn __str__(&self, py: Python<'_>) -> String {
        self.refusal(py).message
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        // (The fields alone: no message is made.)
        format!(
            "Refused(kind={:?}, code={:?}, label={}, position={})",
            self.kind(),
            self.code(),
            self.label(),
            self.position(py)
        )
    }

    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Refused>()
            .is_ok_and(|other| self.refusal(py) == other.get().refusal(py))
    }

    fn __hash__(&self, py: Python<'_>) -> u64 {
        let r = self.refusal(py);
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (r.kind, r.code, r.label, r.position, r.message).hash(&mut hasher);
        hasher.finish()
    }

    /// Pickling and `copy`: made again from its fields.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Py<PyAny>)> {
        let restore = py.import("punycode_rs._native")?.getattr("_refused")?;
        let r = self.refusal(py);
        let args = (
            r.message,
            r.kind,
            r.code,
            r.label,
            r.position,
            r.character,
            r.decoded_index,
        );
        Ok((restore, args.into_pyobject(py)?.into_any().unbind()))
    }
}

/// A `Refused` from what `Refused.__reduce__` gives (unpickling).
#[pyfunction]
#[pyo3(name = "_refused")]
pub(crate) fn restore_refused(
    message: String,
    kind: String,
    code: String,
    label: usize,
    position: usize,
    character: Option<char>,
    decoded_index: Option<usize>,
) -> Refused {
    Refused {
        what: What::Made(Refusal {
            kind: Cow::Owned(kind),
            code: Cow::Owned(code),
            label,
            position,
            character,
            decoded_index,
            message,
        }),
    }
}

/// A batch: every name of `names` (any iterable of `str`, or `None`, as
/// a column with missing values has) converted with the GIL released,
/// each result a `str`, `None` for `None`, or for a name refused its
/// [`Refused`].
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
    let results: Vec<Option<Result<Cow<'_, str>, hostname::Error>>> = py.detach(|| {
        texts
            .iter()
            .map(|text| text.map(|text| direction.run(text, options)))
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
            (Item::Name(name), Some(Err(error))) => Bound::new(
                py,
                Refused {
                    what: What::Engine {
                        error,
                        name: name.clone().unbind(),
                    },
                },
            )?
            .into_any(),
            (Item::Refused(refusal), _) => Bound::new(
                py,
                Refused {
                    what: What::Made(refusal.clone()),
                },
            )?
            .into_any(),
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
    /// `None`, or a `Refused` (not raised) for a name refused, a `str`
    /// with a lone surrogate, or an item that is no `str`: its fields are
    /// a `HostnameError`'s, made when read, and `exception()` gives the
    /// `HostnameError` to raise. The profile and flags are `to_ascii`'s.
    ///
    /// Raises `TypeError` for a `str` given as the whole batch (it would
    /// be taken a character at a time) or for `names` that is not
    /// iterable; `ValueError` for an unknown profile.
    to_ascii_many(names: PyAny) -> PyList, many(ToAscii)
}

conversion! {
    /// `to_unicode` of every name of `names`, as `to_ascii_many` does:
    /// each item the name's Unicode form, `None` for `None`, or its
    /// `Refused`, not raised.
    ///
    /// Raises `TypeError` for a `str` given as the whole batch or for
    /// `names` that is not iterable; `ValueError` for an unknown profile.
    to_unicode_many(names: PyAny) -> PyList, many(ToUnicode)
}
