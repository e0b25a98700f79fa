//! Whether a hostname may be shown to a person in Unicode: `Policy`,
//! `to_display`, `to_display_many` and `check`, on punycode-core's
//! `display`.

use punycode_core::display;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString};

use crate::engine::hostname_error;
use crate::text;

/// The rules a name is shown by. ``Policy()`` (or ``Policy("chromium")``)
/// decides as Chromium's address bar; ``Policy("firefox")`` as Firefox's
/// (its moderately restrictive profile and blocklist); ``Policy("uts39")``
/// is UTS #39 alone. Each method returns a new policy.
#[pyclass(frozen, module = "punycode_rs", name = "Policy")]
#[derive(Clone)]
pub(crate) struct Policy {
    inner: display::Policy,
    /// The scripts and TLDs given to `expect_script`, in order (for
    /// pickling and equality; the engine's policy keeps them too).
    expected: Vec<(String, String)>,
}

/// The default policy, made once.
static DEFAULT: PyOnceLock<Py<Policy>> = PyOnceLock::new();

#[pymethods]
impl Policy {
    #[new]
    #[pyo3(signature = (name = "chromium"))]
    fn new(name: &str) -> PyResult<Policy> {
        match display::Policy::named(name) {
            Some(inner) => Ok(Policy {
                inner,
                expected: Vec::new(),
            }),
            None => Err(PyValueError::new_err(format!(
                "unknown policy {name:?}: use {}",
                one_of(&display::Policy::NAMES)
            ))),
        }
    }

    /// A policy that also shows in ASCII a name whose skeleton is that of
    /// one of `domains` (a `str`, or an iterable of them) without being it
    /// or under it. A domain that is no hostname in DNS's sense (letters,
    /// digits and hyphens, no empty label, DNS's lengths) raises
    /// `HostnameError`.
    fn protect(&self, py: Python<'_>, domains: &Bound<'_, PyAny>) -> PyResult<Policy> {
        // One domain as a `str`, or any iterable of them.
        let domains: Vec<String> = match domains.cast::<PyString>() {
            Ok(one) => vec![one.to_str()?.to_owned()],
            Err(_) => domains.extract()?,
        };
        match self.inner.clone().protect(&domains) {
            Ok(inner) => Ok(Policy {
                inner,
                ..self.clone()
            }),
            Err(e) => Err(PyErr::from_value(hostname_error(
                py,
                e.domain(),
                e.error(),
            )?)),
        }
    }

    /// A policy for which `tld` is a top-level domain of `script` (a
    /// whole-script confusable of it is shown under it). `script` is a
    /// Unicode script name (``"Cyrillic"``, in any case); another raises
    /// ``ValueError``.
    fn expect_script(&self, script: &str, tld: &str) -> PyResult<Policy> {
        match self.inner.clone().expect_script(script, tld) {
            Ok(inner) => {
                let mut expected = self.expected.clone();
                expected.push((script.to_owned(), tld.to_owned()));
                Ok(Policy { inner, expected })
            }
            Err(e) => Err(PyValueError::new_err(e.to_string())),
        }
    }

    /// The policy's name: ``"chromium"``, ``"firefox"`` or ``"uts39"``.
    #[getter]
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    /// The Unicode version of the policy's data (``"16.0.0"`` for
    /// Chromium's).
    #[getter]
    fn unicode_version(&self) -> &'static str {
        self.inner.unicode_version()
    }

    /// The protected names, in their Unicode form.
    #[getter]
    fn protected(&self) -> Vec<String> {
        self.inner.protected().map(str::to_owned).collect()
    }

    fn __repr__(&self) -> String {
        let protected = self.inner.protected().count();
        format!("Policy({:?}, protected={protected})", self.inner.name())
    }

    /// Equal policies: the same rules, the same protected names and the
    /// same expected scripts.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Policy>().is_ok_and(|other| {
            let other = other.get();
            self.inner.name() == other.inner.name()
                && self.expected == other.expected
                && self.inner.protected().eq(other.inner.protected())
        })
    }

    /// Pickling and `copy`: the policy made again from its name, its
    /// protected names and its expected scripts.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Py<PyAny>)> {
        let restore = py.import("punycode_rs._native")?.getattr("_policy")?;
        let protected: Vec<String> = self.inner.protected().map(str::to_owned).collect();
        let args = (self.inner.name(), protected, self.expected.clone()).into_pyobject(py)?;
        Ok((restore, args.into_any().unbind()))
    }
}

/// `names` for a message: `"a", "b" or "c"`.
fn one_of(names: &[&str]) -> String {
    let mut out = String::new();
    for (k, name) in names.iter().enumerate() {
        if k > 0 {
            out.push_str(if k + 1 == names.len() { " or " } else { ", " });
        }
        out.push('"');
        out.push_str(name);
        out.push('"');
    }
    out
}

/// A policy from what `Policy.__reduce__` gives (pickling).
#[pyfunction]
#[pyo3(name = "_policy")]
fn restore_policy(
    py: Python<'_>,
    name: &str,
    protected: Vec<String>,
    expected: Vec<(String, String)>,
) -> PyResult<Policy> {
    let mut policy = Policy::new(name)?;
    if !protected.is_empty() {
        policy = policy.protect(py, &protected.into_pyobject(py)?.into_any())?;
    }
    for (script, tld) in expected {
        policy = policy.expect_script(&script, &tld)?;
    }
    Ok(policy)
}

/// The policy given, or the default one.
fn policy_or_default<'py>(
    py: Python<'py>,
    policy: Option<&Bound<'py, Policy>>,
) -> PyResult<Bound<'py, Policy>> {
    match policy {
        Some(policy) => Ok(policy.clone()),
        None => DEFAULT
            .get_or_try_init(py, || Py::new(py, Policy::new("chromium")?))
            .map(|p| p.bind(py).clone()),
    }
}

/// A reason a label is not shown in Unicode: `code` (stable, such as
/// `"mixed-scripts"`) and `message`.
#[pyclass(
    frozen,
    eq,
    hash,
    from_py_object,
    module = "punycode_rs",
    name = "Reason",
    get_all
)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Reason {
    code: String,
    message: String,
}

#[pymethods]
impl Reason {
    #[new]
    fn new(code: String, message: String) -> Reason {
        Reason { code, message }
    }

    fn __getnewargs__(&self) -> (String, String) {
        (self.code.clone(), self.message.clone())
    }

    fn __repr__(&self) -> String {
        format!("Reason({:?}, {:?})", self.code, self.message)
    }
}

/// One label's verdict: its Unicode and ASCII forms, whether it is shown
/// in Unicode, the form shown, and the reasons it is not.
#[pyclass(
    frozen,
    eq,
    from_py_object,
    module = "punycode_rs",
    name = "Label",
    get_all
)]
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Label {
    unicode: String,
    ascii: String,
    shown: bool,
    display: String,
    reasons: Vec<Reason>,
}

#[pymethods]
impl Label {
    #[new]
    fn new(
        unicode: String,
        ascii: String,
        shown: bool,
        display: String,
        reasons: Vec<Reason>,
    ) -> Label {
        Label {
            unicode,
            ascii,
            shown,
            display,
            reasons,
        }
    }

    fn __getnewargs__(&self) -> (String, String, bool, String, Vec<Reason>) {
        (
            self.unicode.clone(),
            self.ascii.clone(),
            self.shown,
            self.display.clone(),
            self.reasons.clone(),
        )
    }

    fn __repr__(&self) -> String {
        format!(
            "Label({:?}, shown={})",
            self.unicode,
            if self.shown { "True" } else { "False" }
        )
    }
}

/// A name's verdict: its labels', whether all are shown, and the form to
/// show (`str(verdict)`).
#[pyclass(frozen, eq, module = "punycode_rs", name = "Verdict", get_all)]
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Verdict {
    labels: Vec<Label>,
    shown: bool,
    display: String,
}

#[pymethods]
impl Verdict {
    #[new]
    fn new(labels: Vec<Label>, shown: bool, display: String) -> Verdict {
        Verdict {
            labels,
            shown,
            display,
        }
    }

    fn __getnewargs__(&self) -> (Vec<Label>, bool, String) {
        (self.labels.clone(), self.shown, self.display.clone())
    }

    fn __str__(&self) -> String {
        self.display.clone()
    }

    fn __repr__(&self) -> String {
        format!(
            "Verdict({:?}, shown={})",
            self.display,
            if self.shown { "True" } else { "False" }
        )
    }
}

/// A name's UTF-8; a name with a lone surrogate (no hostname) is a
/// `ValueError`.
fn name_text<'a>(name: &'a Bound<'_, PyString>) -> PyResult<&'a str> {
    text::utf8(name).ok_or_else(|| PyValueError::new_err("a name has a lone surrogate"))
}

/// `to_display(name, policy=None)`: `name` with each label in Unicode
/// where `policy` lets a person see it so, else as its A-label.
#[pyfunction]
#[pyo3(signature = (name, policy = None))]
fn to_display<'py>(
    name: &Bound<'py, PyString>,
    policy: Option<&Bound<'py, Policy>>,
) -> PyResult<String> {
    let py = name.py();
    let policy = policy_or_default(py, policy)?;
    let text = name_text(name)?;
    Ok(display::to_display(text, &policy.get().inner))
}

/// `to_display_many(names, policy=None)`: `to_display` of each of `names`
/// (any iterable of `str`), with the GIL released. `None` gives `None`, as
/// in `to_ascii_many`; a `str` given as the whole batch, or an item of
/// another type, raises `TypeError`, and a name with a lone surrogate
/// `ValueError`, each naming the item.
#[pyfunction]
#[pyo3(signature = (names, policy = None))]
fn to_display_many<'py>(
    names: &Bound<'py, PyAny>,
    policy: Option<&Bound<'py, Policy>>,
) -> PyResult<Bound<'py, PyList>> {
    let py = names.py();
    if names.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "to_display_many takes an iterable of names, not one str: use to_display",
        ));
    }
    let policy = policy_or_default(py, policy)?;
    let mut held: Vec<Option<Bound<'py, PyString>>> = Vec::new();
    for (k, name) in names.try_iter()?.enumerate() {
        let name = name?;
        if name.is_none() {
            held.push(None);
            continue;
        }
        let Ok(name) = name.cast_into::<PyString>() else {
            return Err(PyTypeError::new_err(format!(
                "to_display_many: item {k} is not a str"
            )));
        };
        held.push(Some(name));
    }
    let mut texts: Vec<Option<&str>> = Vec::with_capacity(held.len());
    for (k, name) in held.iter().enumerate() {
        texts.push(match name {
            Some(name) => Some(text::utf8(name).ok_or_else(|| {
                PyValueError::new_err(format!("to_display_many: item {k} has a lone surrogate"))
            })?),
            None => None,
        });
    }
    let inner = &policy.get().inner;
    let out: Vec<Option<String>> = py.detach(|| {
        texts
            .iter()
            .map(|t| t.map(|t| display::to_display(t, inner)))
            .collect()
    });
    PyList::new(py, out)
}

/// `check(name, policy=None)`: each label's verdict, with its reasons. A
/// name that is no hostname raises `HostnameError`.
#[pyfunction]
#[pyo3(signature = (name, policy = None))]
fn check<'py>(
    name: &Bound<'py, PyString>,
    policy: Option<&Bound<'py, Policy>>,
) -> PyResult<Verdict> {
    let py = name.py();
    let policy = policy_or_default(py, policy)?;
    let text = name_text(name)?;
    let verdict = match display::check(text, &policy.get().inner) {
        Ok(verdict) => verdict,
        Err(e) => return Err(PyErr::from_value(hostname_error(py, text, &e)?)),
    };
    let labels = verdict
        .labels()
        .iter()
        .map(|label| {
            let reasons = label
                .reasons()
                .iter()
                .map(|r| Reason {
                    code: r.code().to_owned(),
                    message: r.to_string(),
                })
                .collect();
            Label {
                unicode: label.unicode().to_owned(),
                ascii: label.ascii().to_owned(),
                shown: label.is_shown(),
                display: label.display().to_owned(),
                reasons,
            }
        })
        .collect();
    Ok(Verdict {
        labels,
        shown: verdict.is_shown(),
        display: verdict.to_string(),
    })
}

/// Adds the display API to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Policy>()?;
    m.add_class::<Reason>()?;
    m.add_class::<Label>()?;
    m.add_class::<Verdict>()?;
    m.add_function(wrap_pyfunction!(to_display, m)?)?;
    m.add_function(wrap_pyfunction!(to_display_many, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(restore_policy, m)?)?;
    Ok(())
}
