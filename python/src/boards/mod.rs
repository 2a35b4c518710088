//! The board games, solved by the memoized search: `Cram`, `Chomp` and `NodeKayles`, each
//! with its move class. A game holds a search of itself under the convention chosen
//! (`misere=`), which keeps what it proves from one question to the next; every question
//! runs without the GIL on a thread of its own and stops on Ctrl-C
//! ([`Searcher`](searcher::Searcher)).

mod chomp;
mod cram;
mod node_kayles;
mod searcher;

use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::convert::{Text, type_name};
use crate::error::raise;

/// Adds the board games and their moves to the module.
pub(crate) fn add_classes(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<cram::Cram>()?;
    module.add_class::<cram::Domino>()?;
    module.add_class::<chomp::Chomp>()?;
    module.add_class::<chomp::ChompMove>()?;
    module.add_class::<node_kayles::NodeKayles>()?;
    module.add_class::<node_kayles::NodeKaylesMove>()?;
    Ok(())
}

/// A move given as its class (`M`, turned into the library's move `R`) or as text the
/// library reads (`"a1-b1"`); `expected` names both in a `TypeError`.
fn move_of<'py, M, R>(obj: &Bound<'py, PyAny>, expected: &str) -> PyResult<R>
where
    M: for<'a> FromPyObject<'a, 'py> + Into<R>,
    R: core::str::FromStr<Err = impartial::Error>,
{
    if let Ok(mv) = obj.extract::<M>() {
        return Ok(mv.into());
    }
    if obj.is_instance_of::<PyString>() {
        let Text(text) = obj.extract()?;
        return text.parse().map_err(|error| raise(&error));
    }
    Err(pyo3::exceptions::PyTypeError::new_err(format!(
        "expected {expected}, not {}",
        type_name(obj)
    )))
}

/// A side of a board, from a Python `int` that may not fit a `usize` (then `usize::MAX`,
/// which every game refuses with its own message).
fn side(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}
