//! [`Searcher`]: a board game and its memoized search under one convention, asked without
//! the GIL on a thread of its own and stopped by Ctrl-C, as `Search` is.

use std::sync::Mutex;

use impartial::search::{Hooks, MiserePlay};
use impartial::{CancelHandle, Limited, Limits, Misere, MisereForm, Search};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::error::{no_misere_grundy, raise};
use crate::outcome::Outcome;
use crate::running::watched;

/// The search of a game under normal play, or of its misère form.
enum Searched<G: Hooks> {
    Normal(Search<G>),
    Misere(Search<Misere<G>, MiserePlay>),
}

/// Asks `$searched` (a [`Searched`]) the same question under either convention, the search
/// being bound to `$search` in `$question`.
macro_rules! either {
    ($searched:expr, $search:ident => $question:expr) => {
        match $searched {
            Searched::Normal($search) => $question,
            Searched::Misere($search) => $question,
        }
    };
}

impl<G: Hooks> Searched<G> {
    /// The same search within `limits`, keeping what it proved.
    fn with_limits(self, limits: Limits) -> Self {
        match self {
            Searched::Normal(search) => Searched::Normal(search.with_limits(limits)),
            Searched::Misere(search) => Searched::Misere(search.with_limits(limits)),
        }
    }
}

/// A game, and the search of it under the convention chosen, which remembers what it
/// proved between questions. The search is taken out while a question runs on a thread of
/// its own; `None` only if that thread panicked.
pub(crate) struct Searcher<G: Hooks> {
    game: G,
    searched: Mutex<Option<Searched<G>>>,
    misere: bool,
}

impl<G: Hooks + core::fmt::Debug> core::fmt::Debug for Searcher<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Searcher")
            .field("game", &self.game)
            .field("misere", &self.misere)
            .finish_non_exhaustive()
    }
}

impl<G> Searcher<G>
where
    G: Hooks + Clone + Send + Sync,
    G::Position: Send + Sync,
    G::Move: Send,
{
    /// `game` under normal play, or under misère play when `misere`, knowing nothing yet.
    pub(crate) fn new(game: G, misere: bool) -> Self {
        let searched = if misere {
            Searched::Misere(Search::new(game.clone().misere()))
        } else {
            Searched::Normal(Search::new(game.clone()))
        };
        Searcher {
            game,
            searched: Mutex::new(Some(searched)),
            misere,
        }
    }

    /// The game, under normal play: its moves are the misère form's too.
    pub(crate) fn game(&self) -> &G {
        &self.game
    }

    /// Whether the last move loses.
    pub(crate) fn is_misere(&self) -> bool {
        self.misere
    }

    /// Runs `question` on the search, on a thread of its own and without the GIL, stopped
    /// by Ctrl-C (`KeyboardInterrupt`) through a cancel handle of its own. The search is
    /// locked without the GIL, so that a question waiting for another's never holds it.
    fn ask<T: Send>(
        &self,
        py: Python<'_>,
        question: impl FnOnce(&Searched<G>) -> Result<T, impartial::Error> + Send,
    ) -> PyResult<T> {
        let (answer, interrupted) = py.detach(|| {
            let mut slot = self.searched.lock().map_err(|_| failed())?;
            let handle = CancelHandle::new();
            let search = slot
                .take()
                .ok_or_else(failed)?
                .with_limits(Limits::new().cancelled_by(&handle));
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

    /// Win or loss for the player to move, under the game's convention.
    pub(crate) fn outcome(&self, py: Python<'_>, position: &G::Position) -> PyResult<Outcome> {
        self.ask(
            py,
            |searched| either!(searched, search => search.try_outcome(position)),
        )
        .map(Outcome::from)
    }

    /// The Sprague–Grundy value under normal play; `impartial.Error` under misère play,
    /// naming the game as `name`.
    pub(crate) fn grundy(
        &self,
        py: Python<'_>,
        position: &G::Position,
        name: &str,
    ) -> PyResult<u64> {
        if self.misere {
            return Err(no_misere_grundy(name));
        }
        self.ask(py, |searched| match searched {
            Searched::Normal(search) => search.try_grundy(position),
            Searched::Misere(_) => Err(impartial::Error::NotNormalPlay {
                position: format!("{position:?}"),
            }),
        })
    }

    /// Every winning move, in the order of the game's moves.
    pub(crate) fn winning_moves(
        &self,
        py: Python<'_>,
        position: &G::Position,
    ) -> PyResult<Vec<G::Move>> {
        self.ask(
            py,
            |searched| either!(searched, search => search.try_winning_moves(position)),
        )
    }

    /// The first winning move, else the first legal move, else `None`.
    pub(crate) fn best_move(
        &self,
        py: Python<'_>,
        position: &G::Position,
    ) -> PyResult<Option<G::Move>> {
        self.ask(
            py,
            |searched| either!(searched, search => search.try_best_move(position)),
        )
    }

    /// The position after `mv`.
    pub(crate) fn play(&self, position: &G::Position, mv: &G::Move) -> PyResult<G::Position> {
        self.game.play(position, mv).map_err(|error| raise(&error))
    }
}

/// The error of a search whose thread panicked.
fn failed() -> PyErr {
    PyRuntimeError::new_err("the search failed in another thread")
}
