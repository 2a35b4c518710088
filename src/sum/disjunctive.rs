//! [`Sum`]: the disjunctive sum of games, several games side by side, a move being a move in
//! one of them.

use core::any::Any;
use core::fmt;
use core::hash::{Hash, Hasher};

use crate::error::count;
use crate::math::nim_sum::nim_sum;
use crate::search::Hooks;
use crate::solver::outcome_of_value;
use crate::sum::any::AnyGame;
use crate::sum::solved::Solved;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// The disjunctive sum of games: several components side by side; a move is a move in one
/// component, and under normal play whoever makes the last move anywhere wins.
///
/// A position holds one part per component; a move is a [`SumMove`]. The components are
/// games of one type `G`, each knowing its Grundy values:
///
/// | components | made by | a position |
/// |------------|---------|------------|
/// | games with a closed form (Nim, Kayles, subtraction games, a [`TakeAndBreakSolver`](crate::TakeAndBreakSolver)), which may differ in their parameters | [`Sum::new`] | `Vec<G::Position>` |
/// | games without one (Wythoff's game, Grundy's game, a game of yours), each solved by a [`Search`](crate::Search) | [`Sum::searched`] | `Vec<G::Position>` |
/// | games each solved by a solver given ([`Solved`]) | [`Sum::solved`] | `Vec<G::Position>` |
/// | games of different types ([`AnyGame`]) | [`Sum::mixed`], then [`and`](Sum::and) for each | `Vec<AnyPosition>` |
///
/// A sum implements [`Solver`] and [`Grundy`] when its components are their own Grundy
/// solvers (`G: Grundy<G>`): every kind above. `Sum::new` takes any game, so that a sum of
/// loopy games, which have no Grundy values, is still a game to play and to hand to
/// [`LoopySum`](crate::LoopySum) or [`LoopySearch`](crate::LoopySearch). Nim heaps can join
/// any sum of subtraction games as Bash's game with `k = u64::MAX`, which lets a move take
/// any number of stones.
///
/// # Closed form
///
/// The Sprague–Grundy theorem (R. P. Sprague, *Tôhoku Mathematical Journal* 41 (1935–36);
/// P. M. Grundy, *Eureka* 2 (1939)): a sum is equivalent to the Nim heap of the nim-sum of
/// its components' Grundy values, so the player to move loses exactly when that nim-sum `s`
/// is 0. The winning moves are the moves that change a component's value `g` to `g ^ s`: one
/// always exists that lowers it (in a component where `g ^ s < g`), but a move that raises a
/// component to `g ^ s` wins just as well (in Bash's game, say, where larger values can be
/// reached).
///
/// A sum is always played under normal play: the components' own conventions are ignored.
/// Misère sums are *not* decided by Grundy values: misère Nim on `[1, 1]` has nim-sum 0 and is
/// won by the player to move (take one, leave one). Ask [`Search`](crate::Search) for those.
///
/// A position of the wrong shape ([`check`](Sum::check): the wrong number of parts, or in a
/// mixed sum a part of the wrong type) has no moves: [`play`](Game::play) refuses every move
/// from it with the error `check` gives, and the solver methods treat it as a position
/// without moves, lost and worth 0.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome): one Grundy value per component, at the component's own cost
/// (for a searched component, the search of the positions below its part, once).
/// [`winning_moves`](Solver::winning_moves): lazily, one `moves_to_value` per component.
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
///
/// // Two games of Wythoff's, searched: (1, 2) is worth 0 and (2, 2) is worth 1.
/// let queens = Sum::searched(vec![Wythoff::normal(), Wythoff::normal()]);
/// assert_eq!(queens.grundy(&vec![(1, 2), (2, 2)]), 1);
///
/// // A Kayles row beside Nim heaps beside Wythoff's game.
/// let mixed = Sum::mixed()
///     .and(Kayles::new())
///     .and(Nim::normal())
///     .and(Search::new(Wythoff::normal()));
/// let position = vec![
///     AnyPosition::new(vec![5u64]),    // a row of 5: worth 4
///     AnyPosition::new(vec![3u64, 5]), // worth 6
///     AnyPosition::new((2u64, 2u64)),  // worth 1
/// ];
/// assert_eq!(mixed.grundy(&position), 4 ^ 6 ^ 1);
/// let mv = mixed.winning_move(&position).unwrap();
/// assert_eq!(mv.to_string(), "take 3 from heap 0 in part 1"); // Nim's heaps to 0 and 5
/// assert_eq!(mixed.outcome(&mixed.play(&position, &mv)?), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
pub struct Sum<G: Game> {
    components: Vec<G>,
    /// The position every component holds when it has nothing left, when it is known: it
    /// lets a position split into its components' parts ([`Game::parts`]).
    empty: Option<G::Position>,
    /// How a part's type is checked, for components whose positions are of an erased type
    /// (a mixed sum's [`AnyGame`]s); `None` for components whose type says it all.
    check_part: Option<PartCheck<G>>,
}

/// Checks that a part is of the type its component takes.
type PartCheck<G> = fn(&G, &<G as Game>::Position) -> Result<(), Error>;

impl<G: Game + Clone> Clone for Sum<G> {
    fn clone(&self) -> Self {
        Sum {
            components: self.components.clone(),
            empty: self.empty.clone(),
            check_part: self.check_part,
        }
    }
}

/// Two sums are equal when their components and their empty positions are.
impl<G: Game + PartialEq> PartialEq for Sum<G> {
    fn eq(&self, other: &Self) -> bool {
        self.components == other.components && self.empty == other.empty
    }
}

impl<G: Game + Eq> Eq for Sum<G> {}

impl<G: Game + Hash> Hash for Sum<G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.components.hash(state);
        self.empty.hash(state);
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for Sum<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sum")
            .field("components", &self.components)
            .field("empty", &self.empty)
            .finish_non_exhaustive()
    }
}

/// A move in a [`Sum`]: the move `mv` in the component at index `component`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let sum = Sum::new(vec![Nim::normal(), Nim::normal()]);
/// let mv = SumMove { component: 1, mv: NimMove { heap: 0, take: 2 } };
/// assert_eq!(mv.to_string(), "take 2 from heap 0 in part 1");
/// assert_eq!(sum.play(&vec![vec![1], vec![3]], &mv)?, vec![vec![1], vec![1]]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SumMove<M> {
    /// Index of the component the move is made in.
    pub component: usize,
    /// The move in that component.
    pub mv: M,
}

impl<M: fmt::Display> fmt::Display for SumMove<M> {
    /// The inner move, then its part: `take 2 from heap 1 in part 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} in part {}", self.mv, self.component)
    }
}

impl<G: Hooks> Sum<G> {
    /// The sum of `components`, in this order: a game for any components played under
    /// normal play, and a solver when they are their own Grundy solvers (a closed form, or a
    /// [`TakeAndBreakSolver`](crate::TakeAndBreakSolver)). It has no empty position: its
    /// positions do not split ([`Game::parts`] is `None`) until one is given by
    /// [`with_empty_position`](Sum::with_empty_position).
    ///
    /// A misère game is no component: a misère sum is not decided by its components (*On
    /// Numbers and Games*, chapter 12), so a [`Misere`](crate::Misere) component does not
    /// compile. The misère form of a sum is `Misere::new(sum)`.
    ///
    /// ```compile_fail
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Nim::misere(), Nim::misere()]);
    /// ```
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 from a heap of 1 (worth 1), or 1 or 2 from a heap of 3 (worth 0).
    /// let sum = Sum::new(vec![Subtraction::bash(1)?, Subtraction::bash(2)?]);
    /// assert_eq!(sum.grundy(&vec![1, 3]), 1);
    /// assert_eq!(sum.parts(&vec![1, 3]), None); // no empty position given
    /// // Misère play of the whole sum: whoever takes the last stone loses.
    /// let misere = Search::new(Misere::new(sum));
    /// assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win); // leave the last stone
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn new(components: Vec<G>) -> Self {
        Sum {
            components,
            empty: None,
            check_part: None,
        }
    }
}

impl<G: Game> Sum<G> {
    /// The same sum, knowing `empty` as the position each component holds when it has
    /// nothing left: `vec![]` for Nim or Kayles, `0` for a subtraction game.
    ///
    /// With it the sum splits its positions ([`Game::parts`]), so that
    /// [`Search`](crate::Search) solves each component's parts once, by their Grundy values,
    /// instead of the product of the components' positions. A part of a sum's position must
    /// itself be a position of the sum, one position per component: the part of one
    /// component, with every other component empty. The empty position is what fills them,
    /// and a game cannot make one for a component type it knows nothing about.
    ///
    /// # Complexity
    ///
    /// One look at the first move from `empty` in each component.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `empty` has a move in some component, naming the
    /// first such component and its move, or, in a [mixed](Sum::mixed) sum, when it is not
    /// of the type some component takes (a mixed sum has an empty position only when its
    /// components all take one type).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Subtraction::new(&[1, 3, 4])?, Subtraction::bash(2)?])
    ///     .with_empty_position(0)?;
    /// assert_eq!(sum.empty_position(), Some(&0));
    /// // 17 and 8 are worth 1 and 2: the search solves each heap alone.
    /// assert_eq!(sum.parts(&vec![17, 8]), Some(vec![vec![17, 0], vec![0, 8]]));
    /// assert_eq!(Search::new(sum.clone()).grundy(&vec![17, 8]), 3);
    /// assert_eq!(sum.grundy(&vec![17, 8]), 3);
    ///
    /// // A heap of 1 is not empty in Bash's game: it has a move.
    /// let refused = Sum::new(vec![Subtraction::bash(2)?]).with_empty_position(1);
    /// let Err(Error::InvalidParameter { parameter, reason, .. }) = refused else { panic!() };
    /// assert_eq!(parameter, "empty position");
    /// assert!(reason.starts_with("component 0 has a move"));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn with_empty_position(self, empty: G::Position) -> Result<Self, Error> {
        let refused = |reason| Error::invalid("empty position", format!("{empty:?}"), reason);
        if let Some(check_part) = self.check_part {
            let misfit = self
                .components
                .iter()
                .enumerate()
                .find_map(|(component, game)| Some((component, check_part(game, &empty).err()?)));
            if let Some((component, error)) = misfit {
                return Err(refused(format!(
                    "component {component} does not take it: {error}"
                )));
            }
        }
        let moving = self
            .components
            .iter()
            .enumerate()
            .find_map(|(component, game)| Some((component, game.moves(&empty).next()?)));
        if let Some((component, mv)) = moving {
            return Err(refused(format!(
                "component {component} has a move from it ({mv}): an empty component has none"
            )));
        }
        Ok(Sum {
            empty: Some(empty),
            ..self
        })
    }

    /// The position each component holds when it has nothing left, if the sum was given one
    /// by [`with_empty_position`](Sum::with_empty_position).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Nim::normal(), Nim::normal()]);
    /// assert_eq!(sum.empty_position(), None);
    /// let sum = sum.with_empty_position(vec![])?;
    /// assert_eq!(sum.empty_position(), Some(&vec![]));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn empty_position(&self) -> Option<&G::Position> {
        self.empty.as_ref()
    }

    /// The components.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Subtraction::bash(3)?, Subtraction::bash(5)?]);
    /// assert_eq!(sum.components().len(), 2);
    /// assert_eq!(sum.components()[1].max_take(), 5);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn components(&self) -> &[G] {
        &self.components
    }

    /// The position with `part` in the component at `index` and the empty position
    /// everywhere else.
    fn alone(&self, empty: &G::Position, index: usize, part: G::Position) -> Vec<G::Position> {
        let mut position = vec![empty.clone(); self.components.len()];
        position[index] = part;
        position
    }
}

impl<G: Game> Sum<G> {
    /// Whether `position` is of the sum's shape: one part per component, and, in a
    /// [mixed](Sum::mixed) sum, each part of the type its component takes.
    ///
    /// # Errors
    ///
    /// [`Error::WrongShape`] naming both counts; [`Error::InPart`] holding
    /// [`Error::PositionType`] for the first part of the wrong type.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Kayles::new(), Kayles::new()]);
    /// assert_eq!(sum.check(&[vec![3], vec![]]), Ok(()));
    /// assert_eq!(sum.check(&[vec![3]]), Err(Error::WrongShape { parts: 1, components: 2 }));
    ///
    /// let mixed = Sum::mixed().and(Kayles::new()).and(Subtraction::bash(2)?);
    /// let position = [AnyPosition::new(vec![3u64]), AnyPosition::new(vec![3u64])];
    /// let Err(Error::InPart { part: 1, error }) = mixed.check(&position) else { panic!() };
    /// assert_eq!(*error, Error::PositionType { expected: "u64" });
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn check(&self, position: &[G::Position]) -> Result<(), Error> {
        if position.len() != self.components.len() {
            return Err(Error::WrongShape {
                parts: position.len(),
                components: self.components.len(),
            });
        }
        if let Some(check_part) = self.check_part {
            for (part, (game, at)) in self.components.iter().zip(position).enumerate() {
                check_part(game, at).map_err(|error| Error::InPart {
                    part,
                    error: Box::new(error),
                })?;
            }
        }
        Ok(())
    }

    /// The components paired with the parts of `position`; none when it has the wrong
    /// shape, which is then a position without moves.
    fn paired<'a>(
        &'a self,
        position: &'a [G::Position],
    ) -> impl Iterator<Item = (usize, (&'a G, &'a G::Position))> {
        let parts = if self.check(position).is_ok() {
            position
        } else {
            &[]
        };
        self.components.iter().zip(parts).enumerate()
    }
}

impl<G: Hooks> Sum<Solved<G>> {
    /// The sum of `games`, each solved by a [`Search`](crate::Search) of its own: for games
    /// without a closed form for their values, such as Wythoff's game or Grundy's game. Its
    /// positions and moves are the games' own, as for [`Sum::new`].
    ///
    /// # Complexity
    ///
    /// Each component's search solves the positions below its part once, and keeps them for
    /// later questions.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::games::grundy_game::Split;
    /// use impartial::prelude::*;
    ///
    /// // Grundy's game: heaps of 3, 5 and 6 are worth 1, 2 and 1.
    /// let sum = Sum::searched(vec![GrundyGame::new(), GrundyGame::new()]);
    /// assert_eq!(sum.grundy(&vec![vec![3, 5], vec![6]]), 1 ^ 2 ^ 1);
    /// let mv = sum.winning_move(&vec![vec![3, 5], vec![6]]).unwrap();
    /// assert_eq!(mv, SumMove { component: 0, mv: Split { heap: 1, smaller: 1 } });
    /// ```
    #[must_use]
    pub fn searched(games: Vec<G>) -> Self {
        Sum::new(games.into_iter().map(Solved::searched).collect())
    }
}

impl<G: Hooks, S: Grundy<G>> Sum<Solved<G, S>> {
    /// The sum of the games that `solvers` solve, each with its values from its solver.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let board = Search::new(TacTix::square());
    /// let sum = Sum::solved(vec![board.clone(), board]);
    /// // One stone is worth 1, two in a row 2.
    /// assert_eq!(sum.grundy(&vec![0b1, 0b11]), 1 ^ 2);
    /// ```
    #[must_use]
    pub fn solved(solvers: Vec<S>) -> Self {
        Sum::new(solvers.into_iter().map(Solved::new).collect())
    }
}

impl Sum<AnyGame> {
    /// A sum of different games, with no component yet: add each with
    /// [`and`](Sum::and). Its positions hold one [`AnyPosition`](crate::sum::AnyPosition)
    /// per component, and its moves are [`SumMove`]s of
    /// [`AnyMove`](crate::sum::AnyMove)s.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::mixed();
    /// assert!(sum.components().is_empty());
    /// // With no part there is no move: the player to move loses.
    /// assert_eq!(sum.outcome(&vec![]), Outcome::Loss);
    /// ```
    #[must_use]
    pub fn mixed() -> Self {
        Sum {
            components: Vec::new(),
            empty: None,
            check_part: Some(AnyGame::check),
        }
    }

    /// The sum with one more component: the game `G` that `solver` solves, its values from
    /// `solver`. A game with a closed form is its own solver (`Nim::normal()`); another
    /// comes with a [`Search`](crate::Search) (`Search::new(Wythoff::normal())`) or a solver
    /// of its own. Its part of a position is `AnyPosition::new(p)` for a position `p` of
    /// `G`, and its moves are `AnyMove::new(m)` for a move `m` of `G`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::mixed().and(Nim::normal()).and(Kayles::new());
    /// assert_eq!(sum.components().len(), 2);
    /// // Nim heaps of 1 and 2 are worth 3, and so is a Kayles row of 3: nim-sum 0.
    /// let position = vec![AnyPosition::new(vec![1u64, 2]), AnyPosition::new(vec![3u64])];
    /// assert_eq!(sum.outcome(&position), Outcome::Loss);
    /// ```
    #[must_use]
    pub fn and<G, S>(mut self, solver: S) -> Self
    where
        G: Game + 'static,
        G::Position: Any,
        G::Move: Any,
        S: Grundy<G> + fmt::Debug + 'static,
    {
        self.components.push(AnyGame::new(solver));
        self.check_part = Some(AnyGame::check);
        self
    }
}

/// A position of the wrong shape ([`Sum::check`]) has no moves: [`play`](Game::play) refuses
/// every move from it with the error `check` gives, so the solvers treat it as a position
/// without moves (lost for the player to move, value 0) and never offer a move from it.
impl<G: Game> Game for Sum<G> {
    type Position = Vec<G::Position>;
    type Move = SumMove<G::Move>;

    /// Component by component, each in its own order.
    fn moves<'a>(
        &'a self,
        position: &'a Vec<G::Position>,
    ) -> impl Iterator<Item = SumMove<G::Move>> {
        self.paired(position).flat_map(|(component, (game, part))| {
            game.moves(part).map(move |mv| SumMove { component, mv })
        })
    }

    fn play(
        &self,
        position: &Vec<G::Position>,
        mv: &SumMove<G::Move>,
    ) -> Result<Vec<G::Position>, Error> {
        self.check(position)?;
        let (Some(game), Some(part)) = (
            self.components.get(mv.component),
            position.get(mv.component),
        ) else {
            return Err(Error::illegal(
                mv,
                format!(
                    "there is no part {}: the sum has {}",
                    mv.component,
                    count(self.components.len(), "component")
                ),
            ));
        };
        let mut next = position.clone();
        next[mv.component] = game.play(part, &mv.mv).map_err(|error| Error::InPart {
            part: mv.component,
            error: Box::new(error),
        })?;
        Ok(next)
    }

    /// With an [empty position](Sum::with_empty_position), the parts of every component,
    /// each alone: for the component at `i`, each of its own [`parts`](Game::parts), or its
    /// position whole when its game does not split, held at `i` with every other component
    /// empty. A component's part without a move (the empty position itself) is worth 0 and
    /// left out, so a position with every component empty has no part. `None` without an
    /// empty position, or for a position of the wrong shape.
    ///
    /// A sum is always played under normal play (its
    /// [`terminal_outcome`](Game::terminal_outcome) is the default, a loss for the player who
    /// cannot move, whatever its components' conventions), so it may split even when its
    /// components are misère games: a misère component, which does not split its own
    /// positions, is then one part, whole.
    ///
    /// # Complexity
    ///
    /// The components' own `parts`, and one position of the sum per part.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Kayles::new(), Kayles::new()]).with_empty_position(vec![])?;
    /// let position = vec![vec![3, 5], vec![4]];
    /// let parts = sum.parts(&position).unwrap();
    /// let alone = |at: usize, rows: Vec<u64>| {
    ///     let mut part = vec![vec![]; 2];
    ///     part[at] = rows;
    ///     part
    /// };
    /// assert_eq!(parts, vec![alone(0, vec![3]), alone(0, vec![5]), alone(1, vec![4])]);
    /// // Each part splits into itself, and the values add up by the nim-sum.
    /// assert!(parts.iter().all(|part| sum.parts(part) == Some(vec![part.clone()])));
    /// let value = parts.iter().fold(0, |total, part| total ^ sum.grundy(part));
    /// assert_eq!(value, sum.grundy(&position));
    /// // Without an empty position, or for a position of the wrong shape, nothing splits.
    /// assert_eq!(Sum::new(vec![Kayles::new()]).parts(&vec![vec![3, 5]]), None);
    /// assert_eq!(sum.parts(&vec![vec![3, 5]]), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    fn parts(&self, position: &Vec<G::Position>) -> Option<Vec<Vec<G::Position>>> {
        let empty = self.empty.as_ref()?;
        self.check(position).ok()?;
        let mut parts = Vec::new();
        for (index, (game, at)) in self.components.iter().zip(position).enumerate() {
            let own = game.parts(at).unwrap_or_else(|| vec![at.clone()]);
            parts.extend(
                own.into_iter()
                    .filter(|part| game.moves(part).next().is_some())
                    .map(|part| self.alone(empty, index, part)),
            );
        }
        Some(parts)
    }

    /// Each component's position in its own canonical form
    /// ([`canonicalize`](Game::canonicalize)); a position of the wrong shape is left as it
    /// is. A component's canonical form comes from its symmetries (heaps sorted, a board
    /// turned), which map its moves onto its moves: it keeps the value under normal play,
    /// the sum's convention, whatever the component's own.
    fn canonicalize(&self, position: &mut Vec<G::Position>) {
        if self.check(position).is_ok() {
            for (game, at) in self.components.iter().zip(position.iter_mut()) {
                game.canonicalize(at);
            }
        }
    }
}

impl<G: Hooks> Hooks for Sum<G> {}

impl<G: Game + Grundy<G>> Sum<G> {
    /// Each component's Grundy value (none for a position of the wrong shape).
    fn values(&self, position: &[G::Position]) -> Vec<u64> {
        self.paired(position)
            .map(|(_, (game, part))| game.grundy(part))
            .collect()
    }

    /// The Grundy value of `position`, refusing one of the wrong shape, and failing where a
    /// component fails (each component asked by its [`Grundy::try_grundy`]).
    ///
    /// # Errors
    ///
    /// As [`check`](Sum::check); [`Error::InPart`] holding the error of a component's
    /// [`try_grundy`](Grundy::try_grundy), such as a limit its solver reached.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::new(vec![Subtraction::bash(3)?, Subtraction::bash(5)?]);
    /// // 5 mod 4 = 1 and 7 mod 6 = 1: nim-sum 0.
    /// assert_eq!(sum.try_grundy(&[5, 7])?, 0);
    /// assert_eq!(sum.try_grundy(&[5]), Err(Error::WrongShape { parts: 1, components: 2 }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_grundy(&self, position: &[G::Position]) -> Result<u64, Error> {
        self.check(position)?;
        let mut total = 0;
        for (part, (game, at)) in self.components.iter().zip(position).enumerate() {
            let value = game.try_grundy(at).map_err(|error| Error::InPart {
                part,
                error: Box::new(error),
            })?;
            total ^= value;
        }
        Ok(total)
    }

    /// Every move that changes the nim-sum by `change`, lazily: a move in a component of
    /// value `v` to a position of value `v ^ change`.
    fn moves_changing<'a>(
        &'a self,
        position: &'a [G::Position],
        change: u64,
    ) -> impl Iterator<Item = SumMove<G::Move>> {
        self.paired(position)
            .flat_map(move |(component, (game, part))| {
                game.moves_to_value(part, game.grundy(part) ^ change)
                    .map(move |mv| SumMove { component, mv })
            })
    }
}

impl<G: Game + Grundy<G>> Solver<Sum<G>> for Sum<G> {
    fn game(&self) -> &Sum<G> {
        self
    }

    fn outcome(&self, position: &Vec<G::Position>) -> Outcome {
        outcome_of_value(self.grundy(position))
    }

    /// Component by component: the moves to nim-sum 0, lazily.
    fn winning_moves<'a>(
        &'a self,
        position: &'a Vec<G::Position>,
    ) -> impl Iterator<Item = SumMove<G::Move>> {
        let total = self.grundy(position);
        // With a nim-sum of 0 there is none: no move keeps a component's value.
        let position: &[G::Position] = if total == 0 { &[] } else { position };
        self.moves_changing(position, total)
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
                let mv = game.moves_to_value(part, value ^ total).next()?;
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

    /// [`Sum::try_grundy`]: a component's error in [`Error::InPart`].
    fn try_grundy(&self, position: &Vec<G::Position>) -> Result<u64, Error> {
        Sum::try_grundy(self, position)
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a Vec<G::Position>,
        value: u64,
    ) -> impl Iterator<Item = SumMove<G::Move>>
    where
        Sum<G>: 'a,
    {
        self.moves_changing(position, self.grundy(position) ^ value)
    }
}
