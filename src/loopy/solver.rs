//! [`LoopySearch`]: solves any game with finitely many reachable positions, loops and all.

use core::cell::RefCell;
use core::fmt;

#[cfg(doc)]
use crate::Solver;
use crate::fallible::{TrySolver, law_abiding};
use crate::limits::{Limited, Limits};
use crate::loopy::graph::{Graph, MAX_POSITIONS};
use crate::loopy::retrograde::Outcomes;
use crate::loopy::value::{LoopyValue, Values};
use crate::solver::moves_keeping;
use crate::{Error, Game, Outcome};

/// Solves any [`Game`] whose moves may return to earlier positions, as long as finitely many
/// positions can be reached: the outcome with [`Outcome::Draw`] for endless play, Smith's
/// remoteness, and the generalised Sprague–Grundy value.
///
/// The first question about a position explores every position reachable from it, breadth
/// first, and stores them compactly (see [`memory_bytes`](LoopySearch::memory_bytes)). Then a
/// retrograde analysis from the positions without moves resolves them all at once: a position
/// is a `Win` when a move leads to a `Loss`, a `Loss` when all its moves lead to `Win`s, and
/// what is left when nothing more resolves is a `Draw`: either player can keep play from ever
/// reaching a position the other wins. Later questions about any of these positions are
/// answered from the tables; a question about a position not reached yet explores what is new
/// from it, and solves it with the old positions as they are.
///
/// - [`remoteness`](LoopySearch::remoteness) (C. A. B. Smith, "Graphs and composite games",
///   J. Combin. Theory 1 (1966)) is how long the game lasts when the winner hurries and the
///   loser delays, and [`best_move`](Solver::best_move) plays that way: the fastest win, else
///   a move that keeps the draw, else the slowest loss. (A winner who does not hurry in a
///   loopy game may go round in circles for ever.)
/// - [`generalized_grundy`](LoopySearch::generalized_grundy) gives the [`LoopyValue`] of
///   normal play, which decides sums: see [`LoopySum`](crate::LoopySum). It is labelled on the
///   first question that needs it.
///
/// On a game whose play always ends, the outcomes and remoteness are those of
/// [`Search`](crate::Search), and every value is finite and equal to the Grundy value.
///
/// # Complexity
///
/// Exploring: one generation of each reachable position's moves, and one hash-table lookup a
/// move. Solving: linear in the positions and moves. Values: a linear pass per value, up to
/// the largest. Memory: the positions themselves, a hash-table slot (4 bytes and a control
/// byte, at most 7/8 full) and 9 bytes each, 4 bytes a move, plus 4 bytes each once values
/// are asked; while a layer is solved, about 8 more bytes a position and 4 a move (17 and 4
/// while it is labelled). BENCHMARKS.md gives the measured figures.
///
/// # Errors and panics
///
/// The `try_` methods return [`Error::LimitReached`] when the positions reachable from the
/// one asked about are more than the [position limit](Limited::with_position_limit)
/// (by default, and at most, `u32::MAX − 2` in all) or their moves more than `u32::MAX`, or
/// when the exploration takes longer than a [time limit](Limited::with_time_limit);
/// [`Error::Cancelled`] when a [cancel handle](Limited::cancel_handle) stops it; the
/// error of [`Game::play`] when it rejects a move that [`Game::moves`] gave, and for values
/// [`Error::NotNormalPlay`]. Nothing of a failed exploration is kept. The [`Solver`] methods,
/// [`remoteness`](LoopySearch::remoteness) and
/// [`generalized_grundy`](LoopySearch::generalized_grundy) are the twins of the `try_`
/// methods of the same name, and panic with the error's message instead, as
/// [`Search`](crate::Search)'s do; they also panic if the game's own methods call back into
/// this `LoopySearch`. If the game's own methods panic, the solver is left half-way
/// through its work: [`clear`](LoopySearch::clear) it before asking again.
///
/// # Example
///
/// A token on a directed graph: 0 has no moves; 1 moves to 0; 2 and 3 move to each other, and
/// 3 also to 1.
///
/// ```
/// use std::collections::BTreeSet;
/// use impartial::prelude::*;
///
/// let graph = Digraph::new(4, &[(1, 0), (2, 3), (3, 2), (3, 1)])?;
/// let v: Vec<_> = graph.vertices().collect(); // the positions: v[0] to v[3]
/// let search = LoopySearch::new(graph);
/// assert_eq!(search.outcome(&v[1]), Outcome::Win);
/// // From 2 the only move is to 3, whose player must not move to 1: back to 2, for ever.
/// assert_eq!(search.outcome(&v[2]), Outcome::Draw);
/// assert_eq!(search.outcome(&v[3]), Outcome::Draw);
/// assert_eq!(search.best_move(&v[3]), Some(v[2]));
/// assert_eq!(search.remoteness(&v[1]), Some(1));
/// assert_eq!(search.remoteness(&v[2]), None);
/// assert_eq!(search.generalized_grundy(&v[1]), LoopyValue::Finite(1));
/// assert_eq!(search.generalized_grundy(&v[3]), LoopyValue::Infinite(BTreeSet::from([1])));
/// # Ok::<(), impartial::Error>(())
/// ```
pub struct LoopySearch<G: Game> {
    game: G,
    /// Its position limit counts as at most [`MAX_POSITIONS`].
    limits: Limits,
    solved: RefCell<Solved<G::Position>>,
}

/// The explored graph with what is known of its positions.
#[derive(Clone)]
struct Solved<P> {
    graph: Graph<P>,
    /// Every explored position's outcome and remoteness.
    outcomes: Outcomes,
    /// The values of the first positions, once asked for.
    values: Values,
}

impl<P> Default for Solved<P> {
    fn default() -> Self {
        Solved {
            graph: Graph::default(),
            outcomes: Outcomes::default(),
            values: Values::default(),
        }
    }
}

impl<G: Game> LoopySearch<G> {
    /// A solver for `game`, knowing no positions yet.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 2, or put 1 back, never holding more than 10.
    /// let search = LoopySearch::new(PutBack::new(&[1, 2], &[1], 10)?);
    /// assert_eq!(search.outcome(&2), Outcome::Win);
    /// assert_eq!(search.outcome(&3), Outcome::Draw);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn new(game: G) -> Self {
        LoopySearch {
            game,
            limits: Limits::new(),
            solved: RefCell::new(Solved::default()),
        }
    }

    /// How many positions have been explored and stored.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = LoopySearch::new(Subtraction::bash(2)?);
    /// assert_eq!(search.explored_positions(), 0);
    /// assert_eq!(search.outcome(&10), Outcome::Win);
    /// assert_eq!(search.explored_positions(), 11); // 0 to 10
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn explored_positions(&self) -> usize {
        self.solved.borrow().graph.len()
    }

    /// How many moves between the explored positions are stored.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = LoopySearch::new(Subtraction::bash(2)?);
    /// assert_eq!(search.outcome(&10), Outcome::Win);
    /// assert_eq!(search.explored_moves(), 9 * 2 + 1); // two from 2 to 10, one from 1
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn explored_moves(&self) -> usize {
        self.solved.borrow().graph.moves()
    }

    /// The bytes held by the solver's own arrays and hash table: the positions (their inline
    /// size, not what they own on the heap, such as a `Vec`'s elements), their ids, their
    /// moves, outcomes, remoteness and values.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = LoopySearch::new(Subtraction::bash(3)?);
    /// assert_eq!(search.memory_bytes(), 4); // nothing stored but one offset
    /// let _ = search.outcome(&1000);
    /// // 1001 heaps of 8 bytes, 2997 moves, and the tables.
    /// assert!(search.memory_bytes() > 1001 * 8 + 2997 * 4);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        let solved = self.solved.borrow();
        solved.graph.memory_bytes() + solved.outcomes.memory_bytes() + solved.values.memory_bytes()
    }

    /// Forgets every position explored so far.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mut search = LoopySearch::new(Subtraction::bash(2)?);
    /// assert_eq!(search.outcome(&10), Outcome::Win);
    /// search.clear();
    /// assert_eq!(search.explored_positions(), 0);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn clear(&mut self) {
        *self.solved.get_mut() = Solved::default();
    }

    /// The game being solved, given back.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = LoopySearch::new(Subtraction::bash(3)?);
    /// assert_eq!(search.into_game().max_take(), 3);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn into_game(self) -> G {
        self.game
    }

    /// The id of `position`, explored and solved.
    fn solve(
        &self,
        solved: &mut Solved<G::Position>,
        position: &G::Position,
    ) -> Result<u32, Error> {
        let mut meter = self.limits.meter();
        let limit = self.position_limit();
        let id = solved
            .graph
            .explore(&self.game, position, limit, &mut meter)?;
        solved.outcomes.extend(&self.game, &solved.graph);
        Ok(id)
    }

    /// The most positions it may store in all: its position limit, at most
    /// [`MAX_POSITIONS`].
    fn position_limit(&self) -> usize {
        self.limits
            .position_limit()
            .map_or(MAX_POSITIONS, |limit| limit.min(MAX_POSITIONS))
    }

    /// The outcome and the remoteness of `position`.
    fn try_judge(&self, position: &G::Position) -> Result<(Outcome, Option<u64>), Error> {
        let mut solved = self.solved.borrow_mut();
        let id = self.solve(&mut solved, position)?;
        Ok((solved.outcomes.outcome(id), solved.outcomes.remoteness(id)))
    }

    /// The value of `position` for the player to move: `Draw` when neither player can force a
    /// win, so that best play goes on for ever (or ends in a drawn position).
    ///
    /// # Errors
    ///
    /// See [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 3, put back 1: a put-back stone is taken with two more.
    /// let search = LoopySearch::new(PutBack::new(&[1, 3], &[1], 100)?);
    /// assert_eq!(search.try_outcome(&50), Ok(Outcome::Loss));
    /// assert_eq!(search.explored_positions(), 101); // 0 to 100
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_outcome(&self, position: &G::Position) -> Result<Outcome, Error> {
        self.try_judge(position).map(|(outcome, _)| outcome)
    }

    /// Smith's remoteness of `position`: how many moves the game lasts when the winner
    /// hurries and the loser delays; `None` for a draw.
    ///
    /// A position without moves has remoteness 0, whatever its terminal outcome; a `Win` has
    /// one more than the least remoteness among its moves to a `Loss`, a `Loss` one more than
    /// the greatest among its moves, all to `Win`s. Under normal play a `Win`'s remoteness is
    /// odd and a `Loss`'s even.
    ///
    /// # Errors
    ///
    /// See [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 0 has no moves, 1 moves to 0, 2 to 1 or to itself.
    /// let graph = Digraph::new(3, &[(1, 0), (2, 1), (2, 2)])?;
    /// let search = LoopySearch::new(graph.clone());
    /// assert_eq!(search.try_remoteness(&graph.vertex(1)?), Ok(Some(1)));
    /// assert_eq!(search.try_remoteness(&graph.vertex(2)?), Ok(None)); // it passes for ever
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_remoteness(&self, position: &G::Position) -> Result<Option<u64>, Error> {
        self.try_judge(position).map(|(_, remoteness)| remoteness)
    }

    /// The remoteness of `position`, as [`try_remoteness`](LoopySearch::try_remoteness)
    /// gives it.
    ///
    /// # Panics
    ///
    /// See [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = LoopySearch::new(PutBack::new(&[1, 2], &[1], 10)?);
    /// assert_eq!(search.remoteness(&2), Some(1)); // take both
    /// assert_eq!(search.remoteness(&3), None); // a draw
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn remoteness(&self, position: &G::Position) -> Option<u64> {
        law_abiding(self.try_remoteness(position))
    }

    /// The generalised Sprague–Grundy value of `position` under normal play: a nimber, or
    /// `∞_K`; see [`LoopyValue`].
    ///
    /// The first question after an exploration labels every new position, by the algorithm
    /// of A. S. Fraenkel and Y. Yesha (J. Combin. Theory A 43 (1986)), in rounds `m = 0, 1,
    /// 2, …`: label `m` every unlabelled position that has no option labelled `m` and whose
    /// unlabelled or `∞` options all have an option labelled `m`, until no more can be; then
    /// label `∞` every unlabelled position without an option labelled `m`. Each round is a
    /// retrograde pass like the one for outcomes, and the positions asked about before keep
    /// their values.
    ///
    /// # Complexity
    ///
    /// Each round is linear in the positions not labelled with a nimber yet and their moves,
    /// and the rounds go up to one past the largest nimber `d`: `O((V + E) · d)` for `V`
    /// positions and `E` moves, and `d` is small in most games. Later questions look the value
    /// up, and collect `K` from the position's moves.
    ///
    /// # Errors
    ///
    /// [`Error::NotNormalPlay`], naming the position, when a position without moves that is
    /// not lost for the player to move can be reached; and see [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use std::collections::BTreeSet;
    /// use impartial::prelude::*;
    ///
    /// // 0 has no moves; 1 moves to 0; 2 to 0 and 3; 3 to 1 and 2; 4 to 0 and to itself.
    /// let edges = [(1, 0), (2, 0), (2, 3), (3, 1), (3, 2), (4, 0), (4, 4)];
    /// let graph = Digraph::new(5, &edges)?;
    /// let v: Vec<_> = graph.vertices().collect();
    /// let search = LoopySearch::new(graph);
    /// // 2 and 3 form a cycle, yet have nimbers: each move from 3 allows a move to 0, so 3 is
    /// // worth 0, and 2, with options worth 0 and 0, is worth 1.
    /// assert_eq!(search.try_generalized_grundy(&v[3]), Ok(LoopyValue::Finite(0)));
    /// assert_eq!(search.try_generalized_grundy(&v[2]), Ok(LoopyValue::Finite(1)));
    /// // 4 wins by moving to 0, but its move to itself never reverses: ∞, with a 0 option.
    /// let value = search.try_generalized_grundy(&v[4])?;
    /// assert_eq!(value, LoopyValue::Infinite(BTreeSet::from([0])));
    /// assert_eq!(value.outcome(), Outcome::Win);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_generalized_grundy(&self, position: &G::Position) -> Result<LoopyValue, Error> {
        let mut solved = self.solved.borrow_mut();
        let id = self.solve(&mut solved, position)?;
        let Solved { graph, values, .. } = &mut *solved;
        values.extend(&self.game, graph);
        values.value(graph, id).ok_or_else(|| Error::NotNormalPlay {
            position: format!("{:?}", graph.position(values.not_normal_end(graph, id))),
        })
    }

    /// The generalised Sprague–Grundy value of `position`, as
    /// [`try_generalized_grundy`](LoopySearch::try_generalized_grundy) gives it.
    ///
    /// # Panics
    ///
    /// See [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 2 moves to 1 and to 0; 1 moves to 0.
    /// let graph = Digraph::new(3, &[(1, 0), (2, 1), (2, 0)])?;
    /// let search = LoopySearch::new(graph.clone());
    /// assert_eq!(search.generalized_grundy(&graph.vertex(2)?), LoopyValue::Finite(2));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn generalized_grundy(&self, position: &G::Position) -> LoopyValue {
        law_abiding(self.try_generalized_grundy(position))
    }

    /// Every move from `position` that leaves the opponent in a `Loss`, in the order of
    /// [`Game::moves`].
    ///
    /// # Errors
    ///
    /// See [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = LoopySearch::new(PutBack::new(&[1, 3], &[1], 100)?);
    /// assert_eq!(
    ///     search.try_winning_moves(&51),
    ///     Ok(vec![PutBackMove::Take(1), PutBackMove::Take(3), PutBackMove::Add(1)])
    /// );
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_winning_moves(&self, position: &G::Position) -> Result<Vec<G::Move>, Error> {
        self.try_judge(position)?;
        moves_keeping(&self.game, position, |next| {
            Ok(self.try_outcome(next)? == Outcome::Loss)
        })
    }

    /// The move that wins fastest from `position`; else the first, in the order of
    /// [`Game::moves`], that keeps a draw; else the one that loses slowest; `None` when there
    /// is no move. Among moves equally fast or slow, the first.
    ///
    /// # Errors
    ///
    /// See [`LoopySearch`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 2 from 8: taking 2 leaves 6, a loss, in 5 moves rather than 7 via 7.
    /// let search = LoopySearch::new(Subtraction::bash(2)?);
    /// assert_eq!(search.try_best_move(&8), Ok(Some(2)));
    /// // From the loss 6 the loser takes 1, so the game lasts as long as it can.
    /// assert_eq!(search.try_best_move(&6), Ok(Some(1)));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_best_move(&self, position: &G::Position) -> Result<Option<G::Move>, Error> {
        self.try_judge(position)?;
        // Ranked from the mover's side: a loss left to the opponent, the nearer the better;
        // then a draw; then a win left to the opponent, the farther the better.
        let mut best: Option<((u8, u64), G::Move)> = None;
        for mv in self.game.moves(position) {
            let next = self.game.play(position, &mv)?;
            let rank = match self.try_judge(&next)? {
                (Outcome::Loss, remoteness) => (2, u64::MAX - remoteness.unwrap_or(0)),
                (Outcome::Draw, _) => (1, 0),
                (Outcome::Win, remoteness) => (0, remoteness.unwrap_or(0)),
            };
            if best.as_ref().is_none_or(|(kept, _)| rank > *kept) {
                best = Some((rank, mv));
            }
        }
        Ok(best.map(|(_, mv)| mv))
    }
}

/// The [`Solver`] methods are the `try_` methods, panicking on an error: the fastest win,
/// else a move that keeps the draw, else the slowest loss, for
/// [`best_move`](Solver::best_move).
impl<G: Game> TrySolver for LoopySearch<G> {
    type Game = G;

    fn rules(&self) -> &G {
        &self.game
    }

    fn try_outcome(&self, position: &G::Position) -> Result<Outcome, Error> {
        LoopySearch::try_outcome(self, position)
    }

    fn try_best_move(&self, position: &G::Position) -> Result<Option<G::Move>, Error> {
        LoopySearch::try_best_move(self, position)
    }

    /// The exploration from `position`, as [`try_winning_moves`](LoopySearch::try_winning_moves)
    /// makes it first.
    fn try_prepare_moves(&self, position: &G::Position) -> Result<(), Error> {
        self.try_judge(position).map(drop)
    }
}

/// The position limit bounds the positions stored in all (at most `u32::MAX − 2`, to which
/// a larger limit is lowered), and the time limit each question's exploration (the passes
/// that solve the explored positions are linear in them and are not timed); a question
/// that reaches one returns [`Error::LimitReached`] and keeps nothing of its exploration. A
/// game with infinitely many reachable positions has no answer here: a limit turns the
/// endless exploration into an error. A question answered from the positions explored
/// already does not explore, so a cancellation waits for the next question that does.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::Limit;
///
/// let search = LoopySearch::new(Subtraction::bash(2)?).with_position_limit(100);
/// assert_eq!(search.try_outcome(&99), Ok(Outcome::Loss));
/// assert_eq!(
///     search.try_outcome(&100),
///     Err(Error::LimitReached { limit: Limit::Positions, allowed: 100, reached: 101 })
/// );
/// assert_eq!(search.explored_positions(), 100);
/// # Ok::<(), impartial::Error>(())
/// ```
impl<G: Game> Limited for LoopySearch<G> {
    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn with_limits(self, limits: Limits) -> Self {
        LoopySearch { limits, ..self }
    }
}

impl<G: Game + Clone> Clone for LoopySearch<G> {
    fn clone(&self) -> Self {
        LoopySearch {
            game: self.game.clone(),
            limits: self.limits.with_own_cancel(),
            solved: self.solved.clone(),
        }
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for LoopySearch<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut debug = f.debug_struct("LoopySearch");
        debug.field("game", &self.game);
        debug.field("position_limit", &self.position_limit());
        if let Some(time) = self.limits.time_limit() {
            debug.field("time_limit", &time);
        }
        match self.solved.try_borrow() {
            Ok(solved) => debug.field("explored_positions", &solved.graph.len()),
            Err(_) => debug.field("explored_positions", &format_args!("<being solved>")),
        };
        debug.finish()
    }
}
