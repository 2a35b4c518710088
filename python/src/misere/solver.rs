//! `MisereQuotientSolver`: misère outcomes, winning moves and play of positions of several
//! heaps, from a quotient.

use std::sync::Arc;

use impartial::Game;
use impartial::take_and_break::BreakMove as RustMove;
use pyo3::prelude::*;

use super::quotient::MisereQuotient;
use crate::convert::{Heaps, Most};
use crate::error::raise;
use crate::outcome::Outcome;
use crate::take_and_break::BreakMove;

/// Positions of several heaps (lists of heap sizes) of a take-and-break game under misère
/// play, answered from its misère quotient: a position is lost for the player to move
/// exactly when the product of its heaps' elements is in `P`. A heap the quotient does not
/// cover raises `impartial.Error`.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct MisereQuotientSolver {
    solver: Arc<impartial::MisereQuotientSolver>,
}

impl MisereQuotientSolver {
    pub(crate) fn new(quotient: &impartial::MisereQuotient) -> Self {
        MisereQuotientSolver {
            solver: Arc::new(impartial::MisereQuotientSolver::new(quotient.clone())),
        }
    }
}

#[pymethods]
impl MisereQuotientSolver {
    /// The quotient it answers from.
    #[getter]
    fn quotient(&self) -> MisereQuotient {
        MisereQuotient {
            quotient: Arc::new(self.solver.quotient().clone()),
        }
    }

    /// Win or loss for the player to move, under misère play.
    fn outcome(&self, position: Heaps) -> PyResult<Outcome> {
        self.solver
            .try_outcome(&position.0)
            .map(Outcome::from)
            .map_err(|error| raise(&error))
    }

    /// The winning moves (to a position whose element is in `P`), at most `most` of them
    /// (at most 2^20), in the game's order: heap by heap, by tokens taken, then by the heaps
    /// left.
    #[pyo3(
        signature = (position, most = Most(1000)),
        text_signature = "($self, position, most=1000)"
    )]
    fn winning_moves(
        &self,
        py: Python<'_>,
        position: Heaps,
        most: Most,
    ) -> PyResult<Vec<BreakMove>> {
        let Most(most) = most;
        let solver = &*self.solver;
        py.detach(|| winning_moves(solver, &position.0, most))
            .map(|moves| moves.into_iter().map(BreakMove::from).collect())
            .map_err(|error| raise(&error))
    }

    /// A winning move if there is one, else the first legal move, else `None`.
    fn best_move(&self, py: Python<'_>, position: Heaps) -> PyResult<Option<BreakMove>> {
        let solver = &*self.solver;
        let heaps = position.0;
        let winning = py
            .detach(|| winning_moves(solver, &heaps, 1))
            .map_err(|error| raise(&error))?;
        Ok(winning
            .into_iter()
            .next()
            .or_else(|| solver.quotient().game().moves(&heaps).next())
            .map(BreakMove::from))
    }

    /// The position after `move`, for a position the quotient covers.
    #[pyo3(name = "play")]
    fn play_move(&self, position: Heaps, r#move: BreakMove) -> PyResult<Vec<u64>> {
        self.solver
            .try_outcome(&position.0)
            .and_then(|_| {
                self.solver
                    .quotient()
                    .game()
                    .play(&position.0, &r#move.into())
            })
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        format!(
            "<MisereQuotientSolver of {} from {} heaps>",
            self.solver.quotient().game(),
            self.solver.quotient().known_heaps()
        )
    }
}

/// The first `most` winning moves from `heaps`, in the game's order (the library's
/// `Solver::winning_moves`, which walks a heap past the period by the period); none from a
/// P-position; [`impartial::Error::UnknownQuotientHeap`] for a heap the quotient does not cover.
fn winning_moves(
    solver: &impartial::MisereQuotientSolver,
    heaps: &[u64],
    most: usize,
) -> Result<Vec<RustMove>, impartial::Error> {
    solver.try_outcome(heaps)?;
    let heaps = heaps.to_vec();
    Ok(impartial::Solver::winning_moves(solver, &heaps)
        .take(most)
        .collect())
}
