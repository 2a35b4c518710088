//! How a solver whose answers can fail answers [`Solver`]'s questions: its `try_` methods
//! are the fallible twins of [`Solver`]'s, and the infallible methods are made from them
//! once, here, for [`Search`](crate::Search), [`LoopySearch`](crate::LoopySearch) and
//! [`LoopySum`](crate::LoopySum).

use crate::{Error, Game, Outcome, Solver};

/// A solver whose answers can fail: it reaches one of its [`Limits`](crate::Limits), or the
/// game breaks the laws of [`Game`]. It gets [`Solver`] from its `try_` methods: each
/// [`Solver`] method answers what its `try_` twin answers, and panics with the error's
/// message (see [`law_abiding`]) where the twin returns an error.
///
/// The game is an associated type, not a parameter, so that a borrow of the solver borrows
/// the game for as long (which the lazy [`Solver::winning_moves`] needs).
pub trait TrySolver {
    /// The game whose positions this solves.
    type Game: Game;

    /// The game: [`Solver::game`].
    fn rules(&self) -> &Self::Game;

    /// The value of `position` for the player to move, or why it cannot be had.
    fn try_outcome(&self, position: &Pos<Self>) -> Result<Outcome, Error>;

    /// The move to make from `position`, as [`Solver::best_move`] asks, or why it cannot
    /// be had.
    fn try_best_move(&self, position: &Pos<Self>) -> Result<Option<Mv<Self>>, Error>;

    /// What the twin of [`Solver::winning_moves`] asks of `position` itself before it looks
    /// at the moves (an exploration from it, say), so that the lazy moves fail where the
    /// twin does. Nothing by default.
    fn try_prepare_moves(&self, position: &Pos<Self>) -> Result<(), Error> {
        let _ = position;
        Ok(())
    }

    /// Whether `position` fits the game at all: the [`Solver`] methods treat a position that
    /// does not (a sum's position without one part per component) as one without moves,
    /// as the game does, where the `try_` methods say what is wrong with it.
    fn fits(&self, position: &Pos<Self>) -> bool {
        let _ = position;
        true
    }
}

/// A position of the game of `S`.
type Pos<S> = <<S as TrySolver>::Game as Game>::Position;
/// A move of the game of `S`.
type Mv<S> = <<S as TrySolver>::Game as Game>::Move;

impl<S: TrySolver> Solver<S::Game> for S {
    fn game(&self) -> &S::Game {
        self.rules()
    }

    fn outcome(&self, position: &Pos<Self>) -> Outcome {
        if !self.fits(position) {
            return self.rules().terminal_outcome(position);
        }
        law_abiding(self.try_outcome(position))
    }

    /// In the order of [`Game::moves`], lazily: each move is played and its outcome solved
    /// as the iterator reaches it.
    fn winning_moves<'a>(&'a self, position: &'a Pos<Self>) -> impl Iterator<Item = Mv<Self>> {
        let game = self.rules();
        let fits = self.fits(position);
        if fits {
            law_abiding(self.try_prepare_moves(position));
        }
        fits.then(|| game.moves(position))
            .into_iter()
            .flatten()
            .filter(move |mv| {
                let next = law_abiding(game.play(position, mv));
                self.outcome(&next) == Outcome::Loss
            })
    }

    fn best_move(&self, position: &Pos<Self>) -> Option<Mv<Self>> {
        if !self.fits(position) {
            return None;
        }
        law_abiding(self.try_best_move(position))
    }
}

/// Unwraps the answer of a `try_` method for its infallible twin: panics with the error's
/// message, as the solvers' `# Panics` sections say.
pub(crate) fn law_abiding<T>(result: Result<T, Error>) -> T {
    result.unwrap_or_else(|error| panic!("the search cannot answer: {error}"))
}
