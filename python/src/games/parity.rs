//! `Parity`: take 1 to `k` and keep them; the parity of a holding decides.

use impartial::games::ParityPosition;
use impartial::{Game, Solver};
use pyo3::prelude::*;

use super::moves::Take;
use crate::convert::{Whole, position_items};
use crate::error::raise;
use crate::outcome::Outcome;

/// The parity game: one heap; take 1 to `k` stones and keep them; at the end the player
/// holding an odd (`Parity.odd_wins(k)`) or even (`Parity.even_wins(k)`) number wins.
/// Positions are `(remaining, mover_odd, opponent_odd)`; `Parity.start(n)` is the start.
/// Outcomes can be `draw`.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct Parity {
    game: impartial::games::Parity,
}

/// A position `(remaining, mover_odd, opponent_odd)`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Position(ParityPosition);

impl<'a, 'py> FromPyObject<'a, 'py> for Position {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        let items = position_items(&obj, 3, "(remaining, mover_odd, opponent_odd)")?;
        Ok(Position(ParityPosition {
            remaining: items[0].extract::<Whole>()?.0,
            mover_odd: items[1].extract::<bool>()?,
            opponent_odd: items[2].extract::<bool>()?,
        }))
    }
}

fn position(position: Position) -> ParityPosition {
    position.0
}

#[pymethods]
impl Parity {
    /// Whoever holds an odd number at the end wins.
    #[staticmethod]
    fn odd_wins(k: Whole) -> PyResult<Self> {
        impartial::games::Parity::odd_wins(k.0)
            .map(|game| Parity { game })
            .map_err(|error| raise(&error))
    }

    /// Whoever holds an even number at the end wins.
    #[staticmethod]
    fn even_wins(k: Whole) -> PyResult<Self> {
        impartial::games::Parity::even_wins(k.0)
            .map(|game| Parity { game })
            .map_err(|error| raise(&error))
    }

    /// The start with `remaining` stones: `(remaining, False, False)`.
    #[staticmethod]
    fn start(remaining: Whole) -> (u64, bool, bool) {
        (remaining.0, false, false)
    }

    /// The most a move takes.
    #[getter]
    fn k(&self) -> u64 {
        self.game.k()
    }

    fn outcome(&self, position: Position) -> Outcome {
        self.game.outcome(&self::position(position)).into()
    }

    fn winning_moves(&self, position: Position) -> Vec<Take> {
        self.game
            .winning_moves(&self::position(position))
            .map(Take::from)
            .collect()
    }

    fn best_move(&self, position: Position) -> Option<Take> {
        self.game
            .best_move(&self::position(position))
            .map(Take::from)
    }

    fn play(&self, position: Position, r#move: Take) -> PyResult<(u64, bool, bool)> {
        self.game
            .play(&self::position(position), &r#move.amount)
            .map(|after| (after.remaining, after.mover_odd, after.opponent_odd))
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        if self.game.odd_holding_wins() {
            format!("Parity.odd_wins({})", self.game.k())
        } else {
            format!("Parity.even_wins({})", self.game.k())
        }
    }
}
