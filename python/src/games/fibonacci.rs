//! `FibonacciNim`.

use impartial::games::FibPosition;
use impartial::{Game, Solver};
use pyo3::prelude::*;

use super::moves::Take;
use crate::convert::{Whole, position_items};
use crate::error::raise;
use crate::outcome::Outcome;

/// Fibonacci Nim: one heap; the first move may not take it all, then each takes at most
/// twice the last. Positions are pairs `(heap, max_take)`; `FibonacciNim.start(n)` is the
/// start. Whinihan (1963): the mover wins iff the smallest Zeckendorf term of the heap is
/// allowed, and taking it wins.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct FibonacciNim {
    game: impartial::games::FibonacciNim,
}

/// A position `(heap, max_take)`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Position(FibPosition);

impl<'a, 'py> FromPyObject<'a, 'py> for Position {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        let items = position_items(&obj, 2, "(heap, max_take)")?;
        Ok(Position(FibPosition {
            heap: items[0].extract::<Whole>()?.0,
            max_take: items[1].extract::<Whole>()?.0,
        }))
    }
}

fn position(position: Position) -> FibPosition {
    position.0
}

#[pymethods]
impl FibonacciNim {
    #[new]
    fn new() -> Self {
        FibonacciNim {
            game: impartial::games::FibonacciNim::new(),
        }
    }

    /// The start with `heap` stones: `(heap, heap - 1)`.
    #[staticmethod]
    fn start(heap: Whole) -> (u64, u64) {
        let start = impartial::games::FibonacciNim::start(heap.0);
        (start.heap, start.max_take)
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

    fn play(&self, position: Position, r#move: Take) -> PyResult<(u64, u64)> {
        self.game
            .play(&self::position(position), &r#move.amount)
            .map(|after| (after.heap, after.max_take))
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> &'static str {
        "FibonacciNim()"
    }
}
