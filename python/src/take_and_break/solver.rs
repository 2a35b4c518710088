//! `TakeAndBreakSolver`: positions of several heaps, answered from a nim-sequence; its
//! moves, `BreakMove`.

use impartial::{Game, Grundy, Solver};
use pyo3::prelude::*;

use super::sequence::NimSequence;
use crate::convert::{Heaps, Most, Whole, Wholes, index};
use crate::error::raise;
use crate::outcome::Outcome;

/// A move of a take-and-break game: take `take` tokens from the heap at index `heap`,
/// leaving the heaps `parts` (non-increasing, without zeros).
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct BreakMove {
    #[pyo3(get)]
    heap: usize,
    #[pyo3(get)]
    take: u64,
    parts: [u64; 3],
}

impl From<impartial::take_and_break::BreakMove> for BreakMove {
    fn from(mv: impartial::take_and_break::BreakMove) -> Self {
        BreakMove {
            heap: mv.heap,
            take: mv.take,
            parts: mv.parts,
        }
    }
}

impl From<BreakMove> for impartial::take_and_break::BreakMove {
    fn from(mv: BreakMove) -> Self {
        impartial::take_and_break::BreakMove {
            heap: mv.heap,
            take: mv.take,
            parts: mv.parts,
        }
    }
}

#[pymethods]
impl BreakMove {
    /// `parts`: up to three heap sizes left by the move, in any order.
    #[new]
    #[pyo3(signature = (heap, take, parts = Wholes(Vec::new())))]
    fn new(heap: Whole, take: Whole, parts: Wholes) -> PyResult<Self> {
        let Wholes(parts) = parts;
        if parts.len() > 3 {
            return Err(raise(&impartial::Error::InvalidParameter {
                parameter: "parts",
                value: format!("{parts:?}"),
                reason: "a move leaves at most three heaps".into(),
            }));
        }
        let mut sorted = [0; 3];
        for (slot, part) in sorted.iter_mut().zip(&parts) {
            *slot = *part;
        }
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        Ok(BreakMove {
            heap: index(heap.0)?,
            take: take.0,
            parts: sorted,
        })
    }

    /// The heaps left, without zeros.
    #[getter]
    fn parts(&self) -> Vec<u64> {
        self.parts
            .iter()
            .copied()
            .filter(|&part| part > 0)
            .collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "BreakMove(heap={}, take={}, parts={:?})",
            self.heap,
            self.take,
            self.parts()
        )
    }

    fn __str__(&self) -> String {
        impartial::take_and_break::BreakMove::from(*self).to_string()
    }
}

/// Positions of several heaps (lists of heap sizes) of a take-and-break game, answered
/// from its nim-sequence: every heap once the period is certified, else heaps below the
/// values' length (`impartial.Error` beyond).
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct TakeAndBreakSolver {
    solver: impartial::TakeAndBreakSolver,
}

impl From<impartial::TakeAndBreakSolver> for TakeAndBreakSolver {
    fn from(solver: impartial::TakeAndBreakSolver) -> Self {
        TakeAndBreakSolver { solver }
    }
}

impl TakeAndBreakSolver {
    fn position(&self, heaps: Heaps) -> PyResult<impartial::take_and_break::Heaps> {
        self.solver.position(heaps.0).map_err(|error| raise(&error))
    }
}

#[pymethods]
impl TakeAndBreakSolver {
    /// The values it answers from.
    #[getter]
    fn sequence(&self) -> NimSequence {
        self.solver.sequence().clone().into()
    }

    /// Win or loss for the player to move (normal play).
    fn outcome(&self, position: Heaps) -> PyResult<Outcome> {
        Ok(self.solver.outcome(&self.position(position)?).into())
    }

    /// The Grundy value: the nim-sum of the heaps' values.
    fn grundy(&self, position: Heaps) -> PyResult<u64> {
        Ok(self.solver.grundy(&self.position(position)?))
    }

    /// The winning moves, at most `most` of them (a heap of 10^18 has about as many
    /// winning splits as it has tokens), heap by heap; `most` is at most 2^20.
    #[pyo3(
        signature = (position, most = Most(1000)),
        text_signature = "($self, position, most=1000)"
    )]
    fn winning_moves(&self, position: Heaps, most: Most) -> PyResult<Vec<BreakMove>> {
        let position = self.position(position)?;
        Ok(self
            .solver
            .winning_moves(&position)
            .take(most.0)
            .map(BreakMove::from)
            .collect())
    }

    /// A winning move if there is one, else the first legal move, else `None`.
    fn best_move(&self, position: Heaps) -> PyResult<Option<BreakMove>> {
        Ok(self
            .solver
            .best_move(&self.position(position)?)
            .map(BreakMove::from))
    }

    /// The position after `move`, heaps sorted as the game keeps them.
    #[pyo3(name = "play")]
    fn play_move(&self, position: Heaps, r#move: BreakMove) -> PyResult<Vec<u64>> {
        let position = self.position(position)?;
        self.solver
            .play(&position, &r#move.into())
            .map(impartial::take_and_break::Heaps::into_vec)
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        format!(
            "<TakeAndBreakSolver of {} from {} values>",
            self.solver.sequence().game(),
            self.solver.sequence().len()
        )
    }
}
