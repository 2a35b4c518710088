//! The named games with closed forms: each answers every position at once.

mod die;
mod fibonacci;
mod moves;
mod nim;
mod parity;
mod subtract_a_square;
mod subtraction;
mod wythoff;

use pyo3::prelude::*;

use crate::error::raise;

/// Adds the games and their moves to the module.
pub(crate) fn add_classes(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<moves::Take>()?;
    module.add_class::<nim::Nim>()?;
    module.add_class::<nim::NimMove>()?;
    module.add_class::<wythoff::Wythoff>()?;
    module.add_class::<wythoff::WythoffMove>()?;
    module.add_class::<subtraction::Subtraction>()?;
    module.add_class::<subtract_a_square::SubtractASquare>()?;
    module.add_class::<subtract_a_square::SubtractASquareSolver>()?;
    module.add_class::<fibonacci::FibonacciNim>()?;
    module.add_class::<parity::Parity>()?;
    module.add_class::<die::Die>()?;
    Ok(())
}

/// The error for a Grundy value asked of a misère game.
fn no_misere_grundy(game: &str) -> PyErr {
    raise(&impartial::Error::InvalidParameter {
        parameter: "convention",
        value: format!("misère {game}"),
        reason: "Sprague–Grundy values are for normal play; ask outcome() instead".into(),
    })
}
