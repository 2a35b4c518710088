//! Disjunctive sums of games: several games side by side, a move being a move in one of them.

use core::fmt;

use crate::game::outcome_of_value;
use crate::games::nim::nim_sum;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// The disjunctive sum of games: several components side by side; a move is a move in one
/// component, and under normal play whoever makes the last move anywhere wins.
///
/// A position holds one position per component; a move is a [`SumMove`]. The components
/// may differ in their parameters (a subtraction game on `{1, 3, 4}` beside Bash's game with
/// `k = 5`), not in their type. Nim heaps can join any sum of subtraction games as Bash's
/// game with `k = u64::MAX`, which lets a move take any number of stones.
///
/// # Closed form
///
/// The Sprague–Grundy theorem: a sum is equivalent to the Nim heap of the nim-sum of its
/// components' Grundy values, so the player to move loses exactly when that nim-sum `s` is
/// 0. The winning moves are the moves that change a component's value `g` to `g ^ s`: one
/// always exists that lowers it (in a component where `g ^ s < g`), but a move that raises a
/// component to `g ^ s` wins just as well (in Bash's game, say, where larger values can be
/// reached).
///
/// A sum is always played under normal play: the components' own conventions are ignored.
/// Misère sums are *not* decided by Grundy values: misère Nim on `[1, 1]` has nim-sum 0 and is
/// won by the player to move (take one, leave one). Ask [`Search`](crate::Search) for those.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome): one Grundy value per component.
/// [`winning_moves`](Solver::winning_moves): one `moves_to_value` per component.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // A subtraction game on {1, 3, 4}, Bash's game with k = 2, and a Nim heap.
/// let sum = Sum::new(vec![
///     Subtraction::new(&[1, 3, 4])?,
///     Subtraction::bash(2)?,
///     Subtraction::bash(u64::MAX)?,
/// ]);
/// let position = vec![5, 7, 6]; // values 3, 1, 6: nim-sum 4
/// assert_eq!(sum.grundy(&position), 4);
/// assert_eq!(sum.outcome(&position), Outcome::Win);
/// let mv = sum.winning_move(&position).unwrap();
/// assert_eq!(mv, SumMove { component: 2, mv: 4 }); // the heap of 6 down to 2
/// assert_eq!(sum.outcome(&sum.play(&position, &mv)?), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Sum<G> {
    components: Vec<G>,
}

/// A move in a [`Sum`]: the move `mv` in the component at index `component`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SumMove<M> {
    /// Index of the component the move is made in.
    pub component: usize,
    /// The move in that component.
    pub mv: M,
}

impl<M: fmt::Debug> fmt::Display for SumMove<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} in component {}", self.mv, self.component)
    }
}

impl<G> Sum<G> {
    /// The sum of `components`, in this order.
    #[must_use]
    pub fn new(components: Vec<G>) -> Self {
        Sum { components }
    }

    /// The components.
    #[must_use]
    pub fn components(&self) -> &[G] {
        &self.components
    }
}

impl<G: Game> Game for Sum<G> {
    type Position = Vec<G::Position>;
    type Move = SumMove<G::Move>;

    /// Component by component, each in its own order.
    fn moves(&self, position: &Vec<G::Position>) -> impl Iterator<Item = SumMove<G::Move>> {
        self.components
            .iter()
            .zip(position)
            .enumerate()
            .flat_map(|(component, (game, part))| {
                game.moves(part).map(move |mv| SumMove { component, mv })
            })
    }

    fn play(
        &self,
        position: &Vec<G::Position>,
        mv: &SumMove<G::Move>,
    ) -> Result<Vec<G::Position>, Error> {
        let described = || format!("{:?} in component {}", mv.mv, mv.component);
        if position.len() != self.components.len() {
            return Err(Error::IllegalMove {
                mv: described(),
                reason: format!(
                    "the position has {} parts but the sum has {} components",
                    position.len(),
                    self.components.len()
                ),
            });
        }
        let (Some(game), Some(part)) = (
            self.components.get(mv.component),
            position.get(mv.component),
        ) else {
            return Err(Error::IllegalMove {
                mv: described(),
                reason: format!(
                    "there is no component {}: the sum has {}",
                    mv.component,
                    self.components.len()
                ),
            });
        };
        let mut next = position.clone();
        next[mv.component] = game.play(part, &mv.mv)?;
        Ok(next)
    }
}

impl<G: Game + Grundy<G>> Sum<G> {
    /// Each component's Grundy value.
    fn values(&self, position: &[G::Position]) -> Vec<u64> {
        self.components
            .iter()
            .zip(position)
            .map(|(game, part)| game.grundy(part))
            .collect()
    }

    /// Every move that changes the nim-sum by `change`, given each component's value: a move
    /// in a component of value `v` to a position of value `v ^ change`.
    fn moves_changing(
        &self,
        position: &[G::Position],
        values: Vec<u64>,
        change: u64,
    ) -> Vec<SumMove<G::Move>> {
        self.components
            .iter()
            .zip(position)
            .zip(values)
            .enumerate()
            .flat_map(|(component, ((game, part), value))| {
                game.moves_to_value(part, value ^ change)
                    .into_iter()
                    .map(move |mv| SumMove { component, mv })
            })
            .collect()
    }
}

impl<G: Game + Grundy<G>> Solver<Sum<G>> for Sum<G> {
    fn game(&self) -> &Sum<G> {
        self
    }

    fn outcome(&self, position: &Vec<G::Position>) -> Outcome {
        outcome_of_value(self.grundy(position))
    }

    /// Component by component: the moves to nim-sum 0.
    fn winning_moves(&self, position: &Vec<G::Position>) -> Vec<SumMove<G::Move>> {
        let values = self.values(position);
        let total = nim_sum(&values);
        if total == 0 {
            return Vec::new();
        }
        self.moves_changing(position, values, total)
    }

    /// In the first component whose value can be lowered to make the nim-sum 0.
    fn winning_move(&self, position: &Vec<G::Position>) -> Option<SumMove<G::Move>> {
        let values = self.values(position);
        let total = nim_sum(&values);
        if total == 0 {
            return None;
        }
        self.components
            .iter()
            .zip(position)
            .zip(values)
            .enumerate()
            .filter(|&(_, (_, value))| value ^ total < value)
            .find_map(|(component, ((game, part), value))| {
                let mv = game
                    .moves_to_value(part, value ^ total)
                    .into_iter()
                    .next()?;
                Some(SumMove { component, mv })
            })
    }

    /// A winning move when there is one; otherwise the first legal move.
    fn best_move(&self, position: &Vec<G::Position>) -> Option<SumMove<G::Move>> {
        self.winning_move(position)
            .or_else(|| self.moves(position).next())
    }
}

impl<G: Game + Grundy<G>> Grundy<Sum<G>> for Sum<G> {
    /// The nim-sum of the components' values.
    fn grundy(&self, position: &Vec<G::Position>) -> u64 {
        nim_sum(&self.values(position))
    }

    fn moves_to_value(&self, position: &Vec<G::Position>, value: u64) -> Vec<SumMove<G::Move>> {
        let values = self.values(position);
        let change = nim_sum(&values) ^ value;
        self.moves_changing(position, values, change)
    }
}
