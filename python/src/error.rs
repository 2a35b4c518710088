//! `impartial.Error`, and the conversion of the crate's errors and of Python arguments
//! that do not fit the crate's types.

use pyo3::create_exception;
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

create_exception!(
    impartial,
    Error,
    PyValueError,
    "Bad input for the engines: its message is the Rust library's, naming the offending value."
);

/// The Python exception for one of the crate's errors.
pub(crate) fn raise(error: &impartial::Error) -> PyErr {
    Error::new_err(error.to_string())
}

/// A Python `int` from 0 to 2^64 - 1: a heap, a limit, an amount.
///
/// Anything with `__index__` is taken (numpy's integers too); a negative or larger int is an
/// `impartial.Error` naming it, any other type a `TypeError`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Whole(pub u64);

impl<'a, 'py> FromPyObject<'a, 'py> for Whole {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        match obj.extract::<u64>() {
            Ok(value) => Ok(Whole(value)),
            Err(error) if error.is_instance_of::<PyOverflowError>(obj.py()) => {
                Err(raise(&impartial::Error::InvalidParameter {
                    parameter: "whole number",
                    value: obj
                        .str()
                        .map_or_else(|_| "?".into(), |text| text.to_string()),
                    reason: format!("must be from 0 to {}", u64::MAX),
                }))
            }
            Err(_) => Err(PyTypeError::new_err(format!(
                "expected an int from 0 to {}, not {}",
                u64::MAX,
                type_name(&obj)
            ))),
        }
    }
}

/// A list (or any iterable but a string) of [`Whole`]s: a position of heaps.
#[derive(Debug, Clone)]
pub(crate) struct Heaps(pub Vec<u64>);

impl<'a, 'py> FromPyObject<'a, 'py> for Heaps {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
            return Err(PyTypeError::new_err(format!(
                "expected a list of heap sizes, not {}",
                type_name(&obj)
            )));
        }
        let items = obj.try_iter().map_err(|_| {
            PyTypeError::new_err(format!(
                "expected a list of heap sizes, not {}",
                type_name(&obj)
            ))
        })?;
        let mut heaps = Vec::new();
        heaps.try_reserve(obj.len().unwrap_or(0)).map_err(|_| {
            raise(&impartial::Error::OutOfMemory {
                what: "room for the heaps of the position".into(),
            })
        })?;
        for item in items {
            heaps.push(item?.extract::<Whole>()?.0);
        }
        Ok(Heaps(heaps))
    }
}

/// `usize` from a [`Whole`], for heap indices.
pub(crate) fn index(value: u64) -> PyResult<usize> {
    usize::try_from(value).map_err(|_| {
        raise(&impartial::Error::Overflow {
            quantity: format!("heap index {value}"),
            type_name: "usize",
        })
    })
}

/// The name of an object's type, for messages.
pub(crate) fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map_or_else(|_| "an object".into(), |name| name.to_string())
}

/// The `count` items of a position given as a tuple or list (any iterable but a string),
/// or an `impartial.Error` that says what a position of the game is.
pub(crate) fn position_items<'py>(
    obj: &Bound<'py, PyAny>,
    count: usize,
    shape: &str,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let wrong_type = || {
        PyTypeError::new_err(format!(
            "expected a position {shape}, not {}",
            type_name(obj)
        ))
    };
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Err(wrong_type());
    }
    let mut items = Vec::new();
    for item in obj.try_iter().map_err(|_| wrong_type())? {
        items.push(item?);
        if items.len() > count {
            break;
        }
    }
    if items.len() != count {
        return Err(raise(&impartial::Error::InvalidParameter {
            parameter: "position",
            value: obj
                .repr()
                .map_or_else(|_| "?".into(), |text| text.to_string()),
            reason: format!("a position of this game is {shape}"),
        }));
    }
    Ok(items)
}
