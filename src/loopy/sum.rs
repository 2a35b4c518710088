//! [`LoopySum`]: sums of loopy games, decided from their parts by Smith's rule.

use crate::fallible::{TrySolver, law_abiding};
use crate::limits::{Limited, Limits};
use crate::loopy::solver::LoopySearch;
use crate::loopy::value::LoopyValue;
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
/// [position](Limited::with_position_limit) and [time](Limited::with_time_limit) limits,
/// and [`Error::Cancelled`] when the sum's [cancel handle](Limited::cancel_handle) stops
/// one), and [`Error::WrongShape`] for a position without one part per component. The
/// [`Solver`] methods and [`generalized_grundy`](LoopySum::generalized_grundy) are the twins
/// of the `try_` methods of the same name, and panic with the error's message instead;
/// but the [`Solver`] methods treat a position of the wrong shape as one without moves, as
/// [`Sum`] does.
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
    /// The limits of every part, whose cancel handle they share.
    limits: Limits,
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
        let limits = Limits::new();
        let parts = sum
            .components()
            .iter()
            .map(|component| {
                LoopySearch::new(NormalPlay(component.clone())).with_limits(limits.clone())
            })
            .collect();
        LoopySum { sum, parts, limits }
    }
}

impl<G: Game> LoopySum<G> {
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

/// The [`Solver`] methods are the `try_` methods, panicking on an error, for a position
/// with one part per component; another has no moves.
impl<G: Game> TrySolver for LoopySum<G> {
    type Game = Sum<G>;

    fn rules(&self) -> &Sum<G> {
        &self.sum
    }

    fn try_outcome(&self, position: &Vec<G::Position>) -> Result<Outcome, Error> {
        LoopySum::try_outcome(self, position)
    }

    fn try_best_move(
        &self,
        position: &Vec<G::Position>,
    ) -> Result<Option<SumMove<G::Move>>, Error> {
        LoopySum::try_best_move(self, position)
    }

    /// Every part's value, as [`try_winning_moves`](LoopySum::try_winning_moves) finds them
    /// first.
    fn try_prepare_moves(&self, position: &Vec<G::Position>) -> Result<(), Error> {
        self.values(position).map(drop)
    }

    fn fits(&self, position: &Vec<G::Position>) -> bool {
        self.sum.check(position).is_ok()
    }
}

/// Each component works within the limits, as a [`LoopySearch`] does: it stores at most
/// the position limit, and explores for at most the time limit. The components share the
/// cancel handle, which stops whichever is exploring.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::Limit;
///
/// let heaps = Sum::new(vec![Subtraction::bash(2)?; 2]);
/// let sum = LoopySum::new(heaps).with_position_limit(10);
/// assert_eq!(sum.try_outcome(&[4, 5]), Ok(Outcome::Win));
/// // The second heap alone needs 21 positions.
/// assert!(matches!(
///     sum.try_outcome(&[4, 20]),
///     Err(Error::LimitReached { limit: Limit::Positions, allowed: 10, .. })
/// ));
/// # Ok::<(), impartial::Error>(())
/// ```
impl<G: Game> Limited for LoopySum<G> {
    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn with_limits(self, limits: Limits) -> Self {
        let parts = self
            .parts
            .into_iter()
            .map(|part| part.with_limits(limits.clone()))
            .collect();
        LoopySum {
            parts,
            limits,
            ..self
        }
    }
}

/// A clone has a cancel handle of its own, shared by its parts.
impl<G: Game + Clone> Clone for LoopySum<G> {
    fn clone(&self) -> Self {
        let limits = self.limits.with_own_cancel();
        LoopySum {
            sum: self.sum.clone(),
            parts: self
                .parts
                .iter()
                .map(|part| part.clone().with_limits(limits.clone()))
                .collect(),
            limits,
        }
    }
}

impl<G: Game + core::fmt::Debug> core::fmt::Debug for LoopySum<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("LoopySum")
            .field("sum", &self.sum)
            .field("components", &self.parts)
            .field("limits", &self.limits)
            .finish()
    }
}
