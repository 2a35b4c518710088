//! `impartial.Error`, and the crate's errors raised as it.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

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

/// The error for a Grundy value (or what rests on one) asked of `game` under misère play.
pub(crate) fn no_misere_grundy(game: &str) -> PyErr {
    raise(&impartial::Error::InvalidParameter {
        parameter: "convention",
        value: format!("misère {game}"),
        reason: "Sprague–Grundy values are for normal play; ask outcome() instead".into(),
    })
}
