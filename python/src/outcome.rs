//! `Outcome`: who wins, for the player about to move.

use pyo3::prelude::*;

/// The outcome of a position for the player about to move; `str()` gives `win`, `loss`
/// or `draw`.
#[pyclass(eq, eq_int, frozen, hash, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Outcome {
    /// The player to move wins with best play.
    Win,
    /// The player to move loses against best play.
    Loss,
    /// Neither can force a win: play goes on forever (loopy games) or ends even.
    Draw,
}

#[pymethods]
impl Outcome {
    fn __str__(&self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
        }
    }
}

impl From<impartial::Outcome> for Outcome {
    fn from(outcome: impartial::Outcome) -> Self {
        match outcome {
            impartial::Outcome::Win => Outcome::Win,
            impartial::Outcome::Loss => Outcome::Loss,
            impartial::Outcome::Draw => Outcome::Draw,
        }
    }
}
