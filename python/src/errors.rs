//! The exception classes, which the Python side defines (so that they
//! pickle, subclass and compare as any Python class does), looked up once
//! by name and cached.

use pyo3::exceptions::PyBaseException;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyString, PyType};

/// `module.name`, cached in `cell`.
pub(crate) fn class<'py>(
    py: Python<'py>,
    cell: &'static PyOnceLock<Py<PyType>>,
    module: &str,
    name: &str,
) -> PyResult<Bound<'py, PyType>> {
    cell.get_or_try_init(py, || {
        let class = py.import(module)?.getattr(name)?;
        Ok::<_, PyErr>(class.cast_into::<PyType>()?.unbind())
    })
    .map(|class| class.bind(py).clone())
}

/// An exception of `class` (a subclass of `BaseException` whose
/// `__init__` takes the message and sets each of `attributes`, as the
/// classes of `idna.core` do), made as that `__init__` makes it, without
/// running it: `BaseException.__new__` (which sets `args`), then each
/// attribute set. Raising is the common path of `idna`'s API on names it
/// refuses, and a Python `__init__` was much of its time (BENCHMARKS.md).
pub(crate) fn instance<'py>(
    class: &Bound<'py, PyType>,
    message: &str,
    attributes: &[(&Bound<'py, PyString>, Bound<'py, PyAny>)],
) -> PyResult<Bound<'py, PyAny>> {
    let py = class.py();
    let new = py
        .get_type::<PyBaseException>()
        .getattr(intern!(py, "__new__"))?;
    let instance = new.call1((class, message))?;
    for (name, value) in attributes {
        instance.setattr(*name, value)?;
    }
    Ok(instance)
}
