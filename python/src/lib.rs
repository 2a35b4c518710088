//! The Python package `impartial`: the extension module `impartial._impartial`, which the
//! pure-Python package beside it (`python/impartial/`) re-exports with its type stubs.
//!
//! Every class wraps the library's type of the same name; every error of the library is
//! raised as `impartial.Error` (a `ValueError`) with the library's message. Long
//! computations release the GIL and take it again at each progress report, to call the
//! Python callback and to let Ctrl-C stop them.
//!
//! The modules go one way: `convert` (the arguments), `error`, `outcome` and `running`
//! (long computations, Ctrl-C) at the bottom; the closed forms (`games`); the
//! take-and-break engine (`take_and_break`, with the class `TakeAndBreak`'s data); misère
//! play of it (`misere`, `TakeAndBreak.genus_sequence` and `.misere_quotient`), which
//! builds on the engine; and `TakeAndBreak`'s methods (`code`), which reach both.

// PyO3 decides these signatures: methods take `&self` (even of a zero-sized game),
// arguments arrive by value, and `__repr__` of a game without parameters ignores `self`.
#![allow(
    clippy::trivially_copy_pass_by_ref,
    clippy::needless_pass_by_value,
    clippy::unused_self
)]

mod code;
mod convert;
mod error;
mod games;
mod misere;
mod outcome;
mod running;
mod take_and_break;

use pyo3::prelude::*;

/// The extension module, re-exported by `impartial/__init__.py`.
#[pymodule]
fn _impartial(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("Error", module.py().get_type::<error::Error>())?;
    module.add_class::<outcome::Outcome>()?;
    module.add_class::<take_and_break::TakeAndBreak>()?;
    module.add_class::<take_and_break::NimSequence>()?;
    module.add_class::<take_and_break::NimSequenceIterator>()?;
    module.add_class::<take_and_break::Progress>()?;
    module.add_class::<take_and_break::Census>()?;
    module.add_class::<take_and_break::CensusProgress>()?;
    module.add_class::<take_and_break::TakeAndBreakSolver>()?;
    module.add_class::<take_and_break::BreakMove>()?;
    module.add_class::<take_and_break::Search>()?;
    module.add_class::<misere::Genus>()?;
    module.add_class::<misere::MisereQuotient>()?;
    module.add_class::<misere::QuotientProgress>()?;
    module.add_class::<misere::MisereQuotientSolver>()?;
    games::add_classes(module)?;
    Ok(())
}
