//! The Python arguments the crate's types are read from: whole numbers, sequences of them
//! (a position's heaps, a set of amounts, a move's parts) of at most [`MOST_ITEMS`] items,
//! counts of at most as many, text without lone surrogates, and the fixed-size positions of
//! the one-heap games. What does not fit raises `impartial.Error` naming it (or `TypeError`
//! for a wrong type), never an abort of the interpreter.

use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

use crate::error::raise;

/// The most items a sequence argument may have (a position's heaps, a set of amounts), and
/// the most a `most` argument may ask for: 2^20 = 1,048,576. An argument that never ends
/// (`itertools.repeat(1)`, `range(2**63)`) is refused once it passes this, before memory
/// runs out.
pub(crate) const MOST_ITEMS: usize = 1 << 20;

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

/// A list (or any iterable but a string) of heap sizes: a position of heaps, at most
/// [`MOST_ITEMS`] of them.
#[derive(Debug, Clone)]
pub(crate) struct Heaps(pub Vec<u64>);

impl<'a, 'py> FromPyObject<'a, 'py> for Heaps {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        wholes(&obj, "a list of heap sizes", "heaps of a position").map(Heaps)
    }
}

/// A list (or any iterable but a string) of whole numbers: a set of amounts, the heaps a
/// move leaves; at most [`MOST_ITEMS`] of them.
#[derive(Debug, Clone)]
pub(crate) struct Wholes(pub Vec<u64>);

impl<'a, 'py> FromPyObject<'a, 'py> for Wholes {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        wholes(&obj, "a list of whole numbers", "numbers").map(Wholes)
    }
}

/// The [`Whole`]s of `obj`, any iterable but a string (`expected` says what in a
/// `TypeError`), refused past [`MOST_ITEMS`] items (`items` names them in the error).
fn wholes(obj: &Bound<'_, PyAny>, expected: &str, items: &str) -> PyResult<Vec<u64>> {
    let wrong_type =
        || PyTypeError::new_err(format!("expected {expected}, not {}", type_name(obj)));
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Err(wrong_type());
    }
    let items_of = obj.try_iter().map_err(|_| wrong_type())?;
    let mut values = Vec::new();
    let length = obj.len().unwrap_or(0);
    if length > MOST_ITEMS {
        return Err(too_many(items, &length.to_string()));
    }
    values.try_reserve(length).map_err(|_| {
        raise(&impartial::Error::OutOfMemory {
            what: format!("room for {length} {items}"),
        })
    })?;
    for item in items_of {
        if values.len() == MOST_ITEMS {
            return Err(too_many(items, &format!("more than {MOST_ITEMS}")));
        }
        values.push(item?.extract::<Whole>()?.0);
    }
    Ok(values)
}

/// The error for a sequence of `count` items, past [`MOST_ITEMS`].
fn too_many(items: &str, count: &str) -> PyErr {
    raise(&impartial::Error::InvalidParameter {
        parameter: "length",
        value: count.into(),
        reason: format!("at most {MOST_ITEMS} (2^20) {items} are taken"),
    })
}

/// How many items to give back (`most=`), at most [`MOST_ITEMS`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Most(pub usize);

impl<'a, 'py> FromPyObject<'a, 'py> for Most {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        let Whole(most) = obj.extract()?;
        match usize::try_from(most) {
            Ok(most) if most <= MOST_ITEMS => Ok(Most(most)),
            _ => Err(raise(&impartial::Error::InvalidParameter {
                parameter: "most",
                value: most.to_string(),
                reason: format!("at most {MOST_ITEMS} (2^20) moves are given back at once"),
            })),
        }
    }
}

/// A Python `str` that is text: a lone surrogate (`'0.7\udcff'`) is an `impartial.Error`
/// naming it, where reading it as UTF-8 would raise `UnicodeEncodeError`.
#[derive(Debug, Clone)]
pub(crate) struct Text(pub String);

impl<'a, 'py> FromPyObject<'a, 'py> for Text {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        let text = obj.cast::<PyString>().map_err(|_| {
            PyTypeError::new_err(format!("expected a str, not {}", type_name(&obj)))
        })?;
        match text.to_cow() {
            Ok(text) => Ok(Text(text.to_string())),
            Err(_) => Err(raise(&impartial::Error::InvalidParameter {
                parameter: "string",
                value: obj
                    .repr()
                    .map_or_else(|_| "?".into(), |repr| repr.to_string()),
                reason: "it holds a lone surrogate, which is not a character".into(),
            })),
        }
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
