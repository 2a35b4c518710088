//! [`Solved`]: a game together with the solver that knows its Grundy values, so that a
//! [`Sum`](crate::sum::Sum) can take it as a component.

use core::fmt;
use core::marker::PhantomData;

use crate::search::{Hooks, PackedOption};
use crate::{Error, Game, Grundy, Outcome, Search, Solver};

/// A game `G` together with the solver `S` that knows its Grundy values: the game's own
/// rules, and its own [`Solver`] and [`Grundy`]. This is how a game without a closed form
/// joins a [`Sum`](crate::sum::Sum): `Solved<G>`, the default, finds the values by a
/// [`Search`] of the game's rules; `Solved<G, S>` asks a solver given for them, such as a
/// [`Search`] with limits of its own.
///
/// A game with a closed form (Nim, Kayles, a subtraction game, a
/// [`TakeAndBreakSolver`](crate::TakeAndBreakSolver)) is its own solver, and joins a sum as
/// it is.
///
/// Its positions and moves are the game's, and every method of [`Game`], [`Solver`] and
/// [`Grundy`] is the game's or the solver's.
///
/// # Complexity
///
/// The solver's: for a search, every position below the one asked, once; the search keeps
/// what it found for later questions.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::sum::Solved;
///
/// // Wythoff's game has no known closed form for its values: a search finds them.
/// let wythoff = Solved::searched(Wythoff::normal());
/// assert_eq!(wythoff.grundy(&(1, 2)), 0);
/// assert_eq!(wythoff.grundy(&(2, 2)), 1);
/// assert_eq!(wythoff.moves(&(1, 2)).count(), 4);
/// ```
pub struct Solved<G: Game, S = Search<G>> {
    solver: S,
    game: PhantomData<fn() -> G>,
}

impl<G: Hooks> Solved<G> {
    /// The game `game`, its values found by a [`Search`] of its rules.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::sum::Solved;
    ///
    /// // Grundy's game: the heaps of 3 and 5 are worth 1 and 2.
    /// let grundy = Solved::searched(GrundyGame::new());
    /// assert_eq!(grundy.grundy(&vec![3, 5]), 1 ^ 2);
    /// ```
    #[must_use]
    pub fn searched(game: G) -> Self {
        Solved::new(Search::new(game))
    }
}

impl<G: Game, S: Solver<G>> Solved<G, S> {
    /// The game that `solver` solves, its values asked of `solver`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::sum::Solved;
    ///
    /// let board = Solved::new(Search::new(TacTix::square()));
    /// assert_eq!(board.grundy(&0b1), 1); // one stone: take it
    /// assert_eq!(board.grundy(&0b11), 2); // two in a row: take one, or both
    /// ```
    #[must_use]
    pub fn new(solver: S) -> Self {
        Solved {
            solver,
            game: PhantomData,
        }
    }

    /// The solver that finds the values.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::sum::Solved;
    ///
    /// let wythoff = Solved::searched(Wythoff::normal());
    /// assert_eq!(wythoff.grundy(&(3, 4)), 2);
    /// assert!(wythoff.solver().solved_positions() > 0);
    /// ```
    #[must_use]
    pub fn solver(&self) -> &S {
        &self.solver
    }

    /// The solver, given back.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::sum::Solved;
    ///
    /// let search = Solved::searched(Wythoff::normal()).into_solver();
    /// assert_eq!(search.outcome(&(1, 2)), Outcome::Loss);
    /// ```
    #[must_use]
    pub fn into_solver(self) -> S {
        self.solver
    }
}

impl<G: Game, S: Clone> Clone for Solved<G, S> {
    fn clone(&self) -> Self {
        Solved {
            solver: self.solver.clone(),
            game: PhantomData,
        }
    }
}

impl<G: Game, S: fmt::Debug> fmt::Debug for Solved<G, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Solved").field(&self.solver).finish()
    }
}

/// The game's own rules, every method passed on.
impl<G: Game, S: Solver<G>> Game for Solved<G, S> {
    type Position = G::Position;
    type Move = G::Move;

    fn moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move> {
        self.solver.game().moves(position)
    }

    fn play(&self, position: &G::Position, mv: &G::Move) -> Result<G::Position, Error> {
        self.solver.game().play(position, mv)
    }

    fn representative_moves<'a>(
        &'a self,
        position: &'a G::Position,
    ) -> impl Iterator<Item = G::Move> {
        self.solver.game().representative_moves(position)
    }

    fn terminal_outcome(&self, position: &G::Position) -> Outcome {
        self.solver.game().terminal_outcome(position)
    }

    fn parts(&self, position: &G::Position) -> Option<Vec<G::Position>> {
        self.solver.game().parts(position)
    }

    fn canonicalize(&self, position: &mut G::Position) {
        self.solver.game().canonicalize(position);
    }
}

/// The game's packing, passed on, so that a [`Search`] of a solved game is as fast
/// as one of the game.
impl<G: Hooks, S: Solver<G>> Hooks for Solved<G, S> {
    fn play_into(
        &self,
        position: &G::Position,
        mv: &G::Move,
        into: &mut G::Position,
    ) -> Result<(), Error> {
        self.solver.game().play_into(position, mv, into)
    }

    fn pack(&self, position: &G::Position) -> Option<u64> {
        self.solver.game().pack(position)
    }

    fn unpack(&self, word: u64, into: &mut G::Position) {
        self.solver.game().unpack(word, into);
    }

    const PACKS_OPTIONS: bool = G::PACKS_OPTIONS;

    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        self.solver
            .game()
            .find_map_packed_options(word, resume, visit)
    }

    fn packed_parts(&self, position: &G::Position, words: &mut Vec<u64>) -> bool {
        self.solver.game().packed_parts(position, words)
    }
}

/// The solver's answers.
impl<G: Game, S: Solver<G>> Solver<Solved<G, S>> for Solved<G, S> {
    fn game(&self) -> &Solved<G, S> {
        self
    }

    fn outcome(&self, position: &G::Position) -> Outcome {
        self.solver.outcome(position)
    }

    fn winning_moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move> {
        self.solver.winning_moves(position)
    }

    fn winning_move(&self, position: &G::Position) -> Option<G::Move> {
        self.solver.winning_move(position)
    }

    fn best_move(&self, position: &G::Position) -> Option<G::Move> {
        self.solver.best_move(position)
    }
}

/// The solver's values.
impl<G: Game, S: Grundy<G>> Grundy<Solved<G, S>> for Solved<G, S> {
    fn grundy(&self, position: &G::Position) -> u64 {
        self.solver.grundy(position)
    }

    /// The solver's [`try_grundy`](Grundy::try_grundy): its error, where it fails.
    fn try_grundy(&self, position: &G::Position) -> Result<u64, Error> {
        self.solver.try_grundy(position)
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a G::Position,
        value: u64,
    ) -> impl Iterator<Item = G::Move>
    where
        Solved<G, S>: 'a,
    {
        self.solver.moves_to_value(position, value)
    }
}
