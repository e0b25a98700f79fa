//! The exception classes, which the Python side defines (so that they
//! pickle, subclass and compare as any Python class does), looked up once
//! by name and cached.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyType};

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

/// An exception of `class`, made as `class(message, **kwargs)`.
pub(crate) fn raise(class: &Bound<'_, PyType>, message: &str, kwargs: &Bound<'_, PyDict>) -> PyErr {
    match class.call((message,), Some(kwargs)) {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}
