//! `Search`: the generic memoized search on positions of a take-and-break game, under
//! either convention, bounded by a position limit and a time limit and stopped by Ctrl-C;
//! an answer independent of the nim-sequence engine.

use std::sync::Mutex;
use std::time::Duration;

use impartial::search::MiserePlay;
use impartial::{CancelHandle, Game, Limited, Limits, Misere, MisereForm};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use super::game::TakeAndBreak;
use super::solver::BreakMove;
use crate::convert::Heaps;
use crate::error::{no_misere_grundy, raise};
use crate::outcome::Outcome;
use crate::running::watched;

/// The search of a game under normal play, or of its misère form.
#[derive(Debug)]
enum Searched {
    Normal(impartial::Search<impartial::TakeAndBreak>),
    Misere(impartial::Search<Misere<impartial::TakeAndBreak>, MiserePlay>),
}

/// Asks `$search` (a [`Searched`]) the same question under either convention, the search
/// being bound to `$name` in `$question`.
macro_rules! either {
    ($search:expr, $name:ident => $question:expr) => {
        match $search {
            Searched::Normal($name) => $question,
            Searched::Misere($name) => $question,
        }
    };
}

impl Searched {
    /// The same search within `limits`, keeping what it solved.
    fn with_limits(self, limits: Limits) -> Self {
        match self {
            Searched::Normal(search) => Searched::Normal(search.with_limits(limits)),
            Searched::Misere(search) => Searched::Misere(search.with_limits(limits)),
        }
    }
}

/// The generic memoized search (`impartial::Search`) on positions (lists of heaps) of a
/// take-and-break game, by its moves alone: under normal play each heap is searched as a
/// part of its own, under misère play a position is searched whole. It stores at most
/// `max_positions` positions and spends at most `max_seconds` a question; past either it
/// raises `impartial.Error`, and on Ctrl-C `KeyboardInterrupt`, and stays usable. What it
/// solved is remembered between questions.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug)]
pub(crate) struct Search {
    /// The search, taken out while a question runs on a thread of its own; `None` only if
    /// that thread panicked.
    searched: Mutex<Option<Searched>>,
    /// The limits of every question, each with a cancel handle of its own.
    limits: Limits,
    game: TakeAndBreak,
}

impl Search {
    pub(crate) fn new(
        game: &TakeAndBreak,
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
        let searched = if game.misere {
            Searched::Misere(impartial::Search::new(game.game.clone().misere()))
        } else {
            Searched::Normal(impartial::Search::new(game.game.clone()))
        };
        Ok(Search {
            searched: Mutex::new(Some(searched)),
            limits,
            game: game.clone(),
        })
    }

    /// Runs `question` on the search, on a thread of its own and without the GIL, stopped
    /// by Ctrl-C (`KeyboardInterrupt`) through a cancel handle of its own. The search is
    /// locked without the GIL, so that a question waiting for another's never holds it.
    fn ask<T: Send>(
        &self,
        py: Python<'_>,
        question: impl FnOnce(&Searched) -> Result<T, impartial::Error> + Send,
    ) -> PyResult<T> {
        let (answer, interrupted) = py.detach(|| {
            let mut slot = self.searched.lock().map_err(|_| failed())?;
            let handle = CancelHandle::new();
            let search = slot
                .take()
                .ok_or_else(failed)?
                .with_limits(self.limits.clone().cancelled_by(&handle));
            let (answered, interrupted) = watched(&handle, move || {
                let answer = question(&search);
                (search, answer)
            });
            let (search, answer) = answered.ok_or_else(failed)?;
            *slot = Some(search);
            Ok::<_, PyErr>((answer, interrupted))
        })?;
        if let Some(interrupt) = interrupted {
            return Err(interrupt);
        }
        answer.map_err(|error| raise(&error))
    }
}

/// The error of a search whose thread panicked.
fn failed() -> PyErr {
    PyRuntimeError::new_err("the search failed in another thread")
}

#[pymethods]
impl Search {
    /// Win or loss for the player to move, under the game's convention.
    fn outcome(&self, py: Python<'_>, position: Heaps) -> PyResult<Outcome> {
        self.ask(
            py,
            |searched| either!(searched, search => search.try_outcome(&position.0)),
        )
        .map(Outcome::from)
    }

    /// The Sprague–Grundy value, by the mex of the options' values (normal play only).
    fn grundy(&self, py: Python<'_>, position: Heaps) -> PyResult<u64> {
        if self.game.misere {
            return Err(no_misere_grundy(&self.game.game.to_string()));
        }
        self.ask(py, |searched| match searched {
            Searched::Normal(search) => search.try_grundy(&position.0),
            Searched::Misere(_) => Err(impartial::Error::NotNormalPlay {
                position: format!("{:?}", position.0),
            }),
        })
    }

    /// Every winning move, in the game's order.
    fn winning_moves(&self, py: Python<'_>, position: Heaps) -> PyResult<Vec<BreakMove>> {
        self.ask(
            py,
            |searched| either!(searched, search => search.try_winning_moves(&position.0)),
        )
        .map(|moves| moves.into_iter().map(BreakMove::from).collect())
    }

    /// A winning move if there is one, else the first legal move, else `None`.
    fn best_move(&self, py: Python<'_>, position: Heaps) -> PyResult<Option<BreakMove>> {
        self.ask(
            py,
            |searched| either!(searched, search => search.try_best_move(&position.0)),
        )
        .map(|mv| mv.map(BreakMove::from))
    }

    /// The position after `move`.
    fn play(&self, position: Heaps, r#move: BreakMove) -> PyResult<Vec<u64>> {
        self.game
            .game
            .play(&position.0, &r#move.into())
            .map_err(|error| raise(&error))
    }

    /// How many positions it has solved.
    #[getter]
    fn solved_positions(&self, py: Python<'_>) -> PyResult<usize> {
        py.detach(|| {
            let slot = self.searched.lock().map_err(|_| failed())?;
            let searched = slot.as_ref().ok_or_else(failed)?;
            Ok(either!(searched, search => search.solved_positions()))
        })
    }

    fn __repr__(&self) -> String {
        if self.game.misere {
            format!("<Search of {} (misère)>", self.game.game)
        } else {
            format!("<Search of {}>", self.game.game)
        }
    }
}
