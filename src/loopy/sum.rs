//! [`LoopySum`]: sums of loopy games, decided from their parts by Smith's rule.

use std::time::Duration;

use crate::limits::CancelHandle;
use crate::loopy::solver::LoopySearch;
use crate::loopy::value::LoopyValue;
use crate::search::{law_abiding, moves_to_losses};
use crate::sum::{Sum, SumMove};
use crate::{Error, Game, Outcome, Solver};

/// Solves a [`Sum`] of loopy games under normal play from its components alone: each
/// component's generalised Sprague–Grundy value by its own [`LoopySearch`], and the sum's by
/// Smith's rule (see [`LoopyValue`]), without exploring the product of their graphs.
///
/// A sum of `k` components of `n` positions each has `n^k` positions; a `LoopySum` explores
/// `k · n`. Like [`Sum`] itself, it plays every component under normal play, whatever the
/// component's own convention, and a position with the wrong number of parts has no moves.
///
/// The winning moves are the moves in one component to a value that makes the sum 0. Smith's
/// rule does not give a sum's remoteness, so [`best_move`](Solver::best_move) wins, or keeps
/// a draw, but not necessarily fastest; [`LoopySearch`] on the `Sum` itself plays fastest, at
/// the cost of its product graph.
///
/// # Complexity
///
/// A value or an outcome: one value per component, and the sum of their values. Winning and
/// best moves: also the value of every move of every component.
///
/// # Errors and panics
///
/// The `try_` methods return the errors of the components' [`LoopySearch`]es (with their
/// [position](LoopySum::with_position_limit) and [time](LoopySum::with_time_limit) limits,
/// and [`Error::Cancelled`] when the sum's [cancel handle](LoopySum::cancel_handle) stops
/// one), and
/// [`Error::WrongShape`] for a position without one part per component. The [`Solver`]
/// methods treat a position of the wrong shape as one without moves, as [`Sum`] does; they
/// and [`generalized_grundy`](LoopySum::generalized_grundy) panic with the message of any
/// other error.
///
/// # Example
///
/// Tokens on a directed graph, where a move takes one token along an edge: several tokens are
/// a sum.
///
/// ```
/// use std::collections::BTreeSet;
/// use impartial::prelude::*;
///
/// // 0 has no moves; 1 moves to 0; 2 and 3 move to each other and to 0.
/// let graph = Digraph::new(4, &[(1, 0), (2, 3), (2, 0), (3, 2), (3, 0)])?;
/// let v: Vec<_> = graph.vertices().collect(); // the positions: v[0] to v[3]
/// let tokens = LoopySum::new(Sum::new(vec![graph.clone(), graph]));
/// assert_eq!(tokens.generalized_grundy(&[v[1], v[1]]), LoopyValue::Finite(0));
/// // One token on the cycle, which is ∞ with an option of value 0, and one on 1, worth 1.
/// assert_eq!(tokens.generalized_grundy(&[v[2], v[1]]), LoopyValue::Infinite(BTreeSet::from([1])));
/// assert_eq!(tokens.outcome(&vec![v[2], v[1]]), Outcome::Draw);
/// // Two tokens on the cycle: ∞ + ∞ is a draw too.
/// assert_eq!(tokens.outcome(&vec![v[2], v[3]]), Outcome::Draw);
/// // From 2 and 0, move the token to 0 and win.
/// let winning: Vec<_> = tokens.winning_moves(&vec![v[2], v[0]]).collect();
/// assert_eq!(winning, vec![SumMove { component: 0, mv: v[0] }]);
/// # Ok::<(), impartial::Error>(())
/// ```
pub struct LoopySum<G: Game> {
    sum: Sum<G>,
    parts: Vec<LoopySearch<NormalPlay<G>>>,
    /// Stops every part.
    cancel: CancelHandle,
}

/// A component as the sum plays it: under normal play, whatever its own convention.
#[derive(Debug, Clone)]
struct NormalPlay<G>(G);

impl<G: Game> Game for NormalPlay<G> {
    type Position = G::Position;
    type Move = G::Move;

    fn moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move> {
        self.0.moves(position)
    }

    fn play(&self, position: &G::Position, mv: &G::Move) -> Result<G::Position, Error> {
        self.0.play(position, mv)
    }
}

impl<G: Game + Clone> LoopySum<G> {
    /// A solver for `sum`, with a [`LoopySearch`] for each of its components.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let graph = Digraph::new(2, &[(1, 0)])?;
    /// let (zero, one) = (graph.vertex(0)?, graph.vertex(1)?);
    /// let tokens = LoopySum::new(Sum::new(vec![graph.clone(), graph]));
    /// assert_eq!(tokens.outcome(&vec![one, one]), Outcome::Loss);
    /// assert_eq!(tokens.outcome(&vec![one, zero]), Outcome::Win);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn new(sum: Sum<G>) -> Self {
        let cancel = CancelHandle::fresh();
        let parts = sum
            .components()
            .iter()
            .map(|component| LoopySearch::new(NormalPlay(component.clone())).cancelled_by(&cancel))
            .collect();
        LoopySum { sum, parts, cancel }
    }
}

impl<G: Game> LoopySum<G> {
    /// The same solver, each component storing at most `limit` positions; see
    /// [`LoopySearch::with_position_limit`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let heaps = Sum::new(vec![Subtraction::bash(2)?; 2]);
    /// let sum = LoopySum::new(heaps).with_position_limit(10);
    /// assert_eq!(sum.try_outcome(&[4, 5]), Ok(Outcome::Win));
    /// // The second heap alone needs 21 positions.
    /// assert!(matches!(sum.try_outcome(&[4, 20]), Err(Error::LimitReached { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn with_position_limit(self, limit: usize) -> Self {
        self.map_parts(|part| part.with_position_limit(limit))
    }

    /// The same solver, each component's exploration taking at most about `limit`; see
    /// [`LoopySearch::with_time_limit`].
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use impartial::prelude::*;
    ///
    /// let heaps = Sum::new(vec![Subtraction::bash(2)?; 2]);
    /// let sum = LoopySum::new(heaps).with_time_limit(Duration::ZERO);
    /// let error = sum.try_outcome(&[1_000_000, 3]).unwrap_err();
    /// assert!(matches!(error, Error::LimitReached { what: "milliseconds", .. }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn with_time_limit(self, limit: Duration) -> Self {
        self.map_parts(|part| part.with_time_limit(limit))
    }

    /// A handle that stops this solver from another thread, in whichever component it is
    /// exploring; see [`CancelHandle`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let heaps = Sum::new(vec![Subtraction::bash(2)?; 2]);
    /// let sum = LoopySum::new(heaps);
    /// let handle = sum.cancel_handle();
    /// std::thread::spawn(move || handle.cancel()).join().unwrap();
    /// assert!(matches!(sum.try_outcome(&[1_000_000, 3]), Err(Error::Cancelled { .. })));
    /// // The cancellation is spent: the next question runs.
    /// assert_eq!(sum.try_outcome(&[4, 1]), Ok(Outcome::Loss));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn cancel_handle(&self) -> CancelHandle {
        self.cancel.clone()
    }

    /// The same solver with `change` made to each component's search.
    fn map_parts(
        self,
        change: impl Fn(LoopySearch<NormalPlay<G>>) -> LoopySearch<NormalPlay<G>>,
    ) -> Self {
        LoopySum {
            parts: self.parts.into_iter().map(change).collect(),
            ..self
        }
    }

    /// The sum it solves.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let heaps = Sum::new(vec![Subtraction::bash(2)?; 3]);
    /// assert_eq!(LoopySum::new(heaps).sum().components().len(), 3);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn sum(&self) -> &Sum<G> {
        &self.sum
    }

    /// Each part's value, checking that there is one part per component.
    fn values(&self, position: &[G::Position]) -> Result<Vec<LoopyValue>, Error> {
        self.sum.check(position)?;
        self.parts
            .iter()
            .zip(position)
            .map(|(part, at)| part.try_generalized_grundy(at))
            .collect()
    }

    /// The generalised Sprague–Grundy value of `position`: the sum of its parts' values.
    ///
    /// # Errors
    ///
    /// See [`LoopySum`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 2: a heap is worth its size modulo 3.
    /// let sum = LoopySum::new(Sum::new(vec![Subtraction::bash(2)?; 2]));
    /// assert_eq!(sum.try_generalized_grundy(&[4, 5])?, LoopyValue::Finite(1 ^ 2));
    /// assert!(matches!(sum.try_generalized_grundy(&[4]), Err(Error::WrongShape { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_generalized_grundy(&self, position: &[G::Position]) -> Result<LoopyValue, Error> {
        Ok(self.values(position)?.into_iter().sum())
    }

    /// The value of `position`, as
    /// [`try_generalized_grundy`](LoopySum::try_generalized_grundy) gives it.
    ///
    /// # Panics
    ///
    /// See [`LoopySum`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = LoopySum::new(Sum::new(vec![Subtraction::bash(2)?; 2]));
    /// assert_eq!(sum.generalized_grundy(&[3, 6]), LoopyValue::Finite(0));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn generalized_grundy(&self, position: &[G::Position]) -> LoopyValue {
        law_abiding(self.try_generalized_grundy(position))
    }

    /// The outcome of `position` for the player to move, from its value.
    ///
    /// # Errors
    ///
    /// See [`LoopySum`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = LoopySum::new(Sum::new(vec![Subtraction::bash(2)?; 2]));
    /// assert_eq!(sum.try_outcome(&[4, 5]), Ok(Outcome::Win));
    /// assert_eq!(sum.try_outcome(&[4, 7]), Ok(Outcome::Loss));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_outcome(&self, position: &[G::Position]) -> Result<Outcome, Error> {
        self.try_generalized_grundy(position)
            .map(|value| value.outcome())
    }

    /// Every move from `position` with the outcome its result leaves the opponent, component
    /// by component, each in its own order; `until` stops the walk early at a move it accepts.
    fn judge_moves(
        &self,
        position: &[G::Position],
        mut until: impl FnMut(&SumMove<G::Move>, Outcome) -> bool,
    ) -> Result<(), Error> {
        let values = self.values(position)?;
        for (component, (part, at)) in self.parts.iter().zip(position).enumerate() {
            // The value of all the other components together.
            let others: LoopyValue = values
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != component)
                .map(|(_, value)| value.clone())
                .sum();
            let game = part.game();
            for mv in game.moves(at) {
                let next = game.play(at, &mv)?;
                let after = part.try_generalized_grundy(&next)? + others.clone();
                let mv = SumMove { component, mv };
                if until(&mv, after.outcome()) {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// Every move from `position` that leaves the opponent in a `Loss`: the moves in one
    /// component to a value that makes the sum 0.
    ///
    /// # Errors
    ///
    /// See [`LoopySum`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Heaps worth 1 and 2: make them equal, from either side.
    /// let sum = LoopySum::new(Sum::new(vec![Subtraction::bash(2)?; 2]));
    /// let winning = sum.try_winning_moves(&[4, 5])?;
    /// assert_eq!(winning, vec![SumMove { component: 0, mv: 2 }, SumMove { component: 1, mv: 1 }]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_winning_moves(
        &self,
        position: &[G::Position],
    ) -> Result<Vec<SumMove<G::Move>>, Error> {
        let mut winning = Vec::new();
        self.judge_moves(position, |mv, outcome| {
            if outcome == Outcome::Loss {
                winning.push(mv.clone());
            }
            false
        })?;
        Ok(winning)
    }

    /// The first winning move from `position`, else the first that keeps a draw, else the
    /// first legal move; `None` when there is no move.
    ///
    /// # Errors
    ///
    /// See [`LoopySum`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = LoopySum::new(Sum::new(vec![Subtraction::bash(2)?; 2]));
    /// assert_eq!(sum.try_best_move(&[4, 5])?, Some(SumMove { component: 0, mv: 2 }));
    /// assert_eq!(sum.try_best_move(&[0, 0])?, None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_best_move(
        &self,
        position: &[G::Position],
    ) -> Result<Option<SumMove<G::Move>>, Error> {
        let mut first_draw = None;
        let mut first_legal = None;
        let mut winning = None;
        self.judge_moves(position, |mv, outcome| {
            match outcome {
                Outcome::Loss => winning = Some(mv.clone()),
                Outcome::Draw if first_draw.is_none() => first_draw = Some(mv.clone()),
                _ if first_legal.is_none() => first_legal = Some(mv.clone()),
                _ => {}
            }
            winning.is_some()
        })?;
        Ok(winning.or(first_draw).or(first_legal))
    }
}

impl<G: Game> Solver<Sum<G>> for LoopySum<G> {
    fn game(&self) -> &Sum<G> {
        &self.sum
    }

    /// A position of the wrong shape has no moves: a `Loss`, as for [`Sum`].
    fn outcome(&self, position: &Vec<G::Position>) -> Outcome {
        if self.sum.check(position).is_err() {
            return Outcome::Loss;
        }
        law_abiding(self.try_outcome(position))
    }

    /// In the order of [`Game::moves`], lazily.
    fn winning_moves<'a>(
        &'a self,
        position: &'a Vec<G::Position>,
    ) -> impl Iterator<Item = SumMove<G::Move>> {
        moves_to_losses(&self.sum, position, |next| self.try_outcome(next))
    }

    fn best_move(&self, position: &Vec<G::Position>) -> Option<SumMove<G::Move>> {
        if self.sum.check(position).is_err() {
            return None;
        }
        law_abiding(self.try_best_move(position))
    }
}

/// A clone has a cancel handle of its own, shared by its parts.
impl<G: Game + Clone> Clone for LoopySum<G> {
    fn clone(&self) -> Self {
        let cancel = CancelHandle::fresh();
        LoopySum {
            sum: self.sum.clone(),
            parts: self
                .parts
                .iter()
                .map(|part| part.clone().cancelled_by(&cancel))
                .collect(),
            cancel,
        }
    }
}

impl<G: Game + core::fmt::Debug> core::fmt::Debug for LoopySum<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("LoopySum")
            .field("sum", &self.sum)
            .field("components", &self.parts)
            .field("cancelled", &self.cancel.is_cancelled())
            .finish()
    }
}
