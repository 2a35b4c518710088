//! `SubtractASquare`: one heap, take a positive square; its solver, from a sieve.

use impartial::{Game, Solver};
use pyo3::prelude::*;

use super::moves::Take;
use crate::convert::Whole;
use crate::error::raise;
use crate::outcome::Outcome;
use crate::running::run_with_callback;

/// Subtract-a-square: one heap, take a positive square; the last stone wins. No closed
/// form is known (Golomb, 1966): `SubtractASquare().solver(limit)` sieves the losing heaps
/// below `limit` (OEIS A030193) in `limit / 8` bytes.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct SubtractASquare;

#[pymethods]
impl SubtractASquare {
    #[new]
    fn new() -> Self {
        SubtractASquare
    }

    /// The outcomes of heaps `0..limit`. `progress`, if given, is called with the number
    /// of heaps known every 2^17 heaps and at the end; returning `False` stops the sieve
    /// (the solver then knows the heaps done so far); Ctrl-C raises `KeyboardInterrupt`.
    #[pyo3(signature = (limit, progress = None))]
    fn solver(
        &self,
        py: Python<'_>,
        limit: Whole,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<SubtractASquareSolver> {
        run_with_callback(
            py,
            progress,
            |heaps: &u64| *heaps,
            |report| {
                impartial::games::SubtractASquare::new()
                    .solver_with(limit.0, |heaps| report(&heaps))
            },
        )
        .map(|solver| SubtractASquareSolver { solver })
    }

    fn __repr__(&self) -> &'static str {
        "SubtractASquare()"
    }
}

/// The outcomes of subtract-a-square for the heaps below `len(solver)`; a larger heap is
/// an `impartial.Error`.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct SubtractASquareSolver {
    solver: impartial::games::SubtractASquareSolver,
}

impl SubtractASquareSolver {
    fn position(&self, heap: Whole) -> PyResult<impartial::games::KnownHeap> {
        self.solver.position(heap.0).map_err(|error| raise(&error))
    }
}

#[pymethods]
impl SubtractASquareSolver {
    fn __len__(&self) -> usize {
        usize::try_from(self.solver.len()).unwrap_or(usize::MAX)
    }

    fn outcome(&self, position: Whole) -> PyResult<Outcome> {
        Ok(self.solver.outcome(&self.position(position)?).into())
    }

    fn winning_moves(&self, position: Whole) -> PyResult<Vec<Take>> {
        Ok(self
            .solver
            .winning_moves(&self.position(position)?)
            .map(Take::from)
            .collect())
    }

    fn best_move(&self, position: Whole) -> PyResult<Option<Take>> {
        Ok(self
            .solver
            .best_move(&self.position(position)?)
            .map(Take::from))
    }

    fn play(&self, position: Whole, r#move: Take) -> PyResult<u64> {
        self.solver
            .play(&self.position(position)?, &r#move.amount)
            .map(|after| after.heap())
            .map_err(|error| raise(&error))
    }

    /// The losing heaps known, ascending.
    fn losses(&self) -> Vec<u64> {
        self.solver.losses().collect()
    }

    fn __repr__(&self) -> String {
        format!("<SubtractASquareSolver of {} heaps>", self.solver.len())
    }
}
