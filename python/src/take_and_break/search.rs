//! `Search`: the generic memoized search on positions of a take-and-break game, bounded by
//! a position limit and a time limit; an answer independent of the nim-sequence engine.

use std::sync::Mutex;
use std::time::Duration;

use impartial::{Game, Limited, Limits};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use super::solver::BreakMove;
use crate::error::{Heaps, raise};
use crate::outcome::Outcome;

/// The generic memoized search (`impartial::Search`) on positions (lists of heaps) of a
/// take-and-break game, by its moves alone: each heap is searched as a part of its own. It
/// stores at most `max_positions` positions and spends at most `max_seconds` a question;
/// past either it raises `impartial.Error` and stays usable. What it solved is remembered
/// between questions.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug)]
pub(crate) struct Search {
    search: Mutex<impartial::Search<impartial::TakeAndBreak>>,
    game: impartial::TakeAndBreak,
}

impl Search {
    pub(crate) fn new(
        game: impartial::TakeAndBreak,
        max_positions: usize,
        max_seconds: Option<f64>,
    ) -> PyResult<Self> {
        let mut limits = Limits::new().positions(max_positions);
        if let Some(seconds) = max_seconds {
            let time = Duration::try_from_secs_f64(seconds).map_err(|_| {
                raise(&impartial::Error::InvalidParameter {
                    parameter: "max_seconds",
                    value: seconds.to_string(),
                    reason: "a time limit is a finite number of seconds, 0 or more".into(),
                })
            })?;
            limits = limits.time(time);
        }
        Ok(Search {
            search: Mutex::new(impartial::Search::new(game.clone()).with_limits(limits)),
            game,
        })
    }

    /// Runs `question` on the search, without the GIL.
    fn ask<T: Send>(
        &self,
        py: Python<'_>,
        question: impl FnOnce(
            &impartial::Search<impartial::TakeAndBreak>,
        ) -> Result<T, impartial::Error>
        + Send,
    ) -> PyResult<T> {
        let search = &self.search;
        let answer = py.detach(|| {
            search
                .lock()
                .map(|search| question(&search))
                .map_err(|_| ())
        });
        answer
            .map_err(|()| PyRuntimeError::new_err("the search failed in another thread"))?
            .map_err(|error| raise(&error))
    }
}

#[pymethods]
impl Search {
    /// Win or loss for the player to move (normal play).
    fn outcome(&self, py: Python<'_>, position: Heaps) -> PyResult<Outcome> {
        self.ask(py, |search| search.try_outcome(&position.0))
            .map(Outcome::from)
    }

    /// The Sprague–Grundy value, by the mex of the options' values.
    fn grundy(&self, py: Python<'_>, position: Heaps) -> PyResult<u64> {
        self.ask(py, |search| search.try_grundy(&position.0))
    }

    /// Every winning move, in the game's order.
    fn winning_moves(&self, py: Python<'_>, position: Heaps) -> PyResult<Vec<BreakMove>> {
        self.ask(py, |search| search.try_winning_moves(&position.0))
            .map(|moves| moves.into_iter().map(BreakMove::from).collect())
    }

    /// A winning move if there is one, else the first legal move, else `None`.
    fn best_move(&self, py: Python<'_>, position: Heaps) -> PyResult<Option<BreakMove>> {
        self.ask(py, |search| search.try_best_move(&position.0))
            .map(|mv| mv.map(BreakMove::from))
    }

    /// The position after `move`.
    fn play(&self, position: Heaps, r#move: BreakMove) -> PyResult<Vec<u64>> {
        self.game
            .play(&position.0, &r#move.into())
            .map_err(|error| raise(&error))
    }

    /// How many positions it has solved.
    #[getter]
    fn solved_positions(&self) -> PyResult<usize> {
        self.search
            .lock()
            .map(|search| search.solved_positions())
            .map_err(|_| PyRuntimeError::new_err("the search failed in another thread"))
    }

    fn __repr__(&self) -> String {
        match self.game.convention() {
            impartial::Convention::Normal => format!("<Search of {}>", self.game),
            impartial::Convention::Misere => format!("<Search of {} (misère)>", self.game),
        }
    }
}
