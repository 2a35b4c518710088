//! The rules of a game: [`Game`], with [`Outcome`].

use core::fmt::{Debug, Display};
use core::hash::Hash;

use crate::Error;

/// The value of a position for the player about to move, with perfect play on both sides.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // In Bouton's 3-4-5 game the player to move wins; from 1-2-3 the player to move loses.
/// assert_eq!(Nim::normal().outcome(&vec![3, 4, 5]), Outcome::Win);
/// assert_eq!(Nim::normal().outcome(&vec![1, 2, 3]), Outcome::Loss);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses against best play (a P-position: the previous player wins).
    Loss,
    /// Neither player can force a win: best play ends in a drawn terminal position, or goes on
    /// for ever (endless play, in a game whose moves can return to an earlier position: see
    /// [`LoopySearch`](crate::LoopySearch)).
    Draw,
}

/// The rules of a two-player game with perfect information and no chance: its moves, the
/// position a move leads to, and who wins when nobody can move.
///
/// Both players have the same moves from every position (the game is *impartial*), so a
/// position alone determines the game's value for the player to move.
///
/// # Laws
///
/// Every implementation keeps these; the crate's property tests check them for its games,
/// and [`Search`](crate::Search) relies on them.
///
/// 1. **Moves are legal.** Every move yielded by `moves(p)` is accepted by `play(p, _)`.
/// 2. **Nothing else is.** `play(p, m)` returns `Err`, naming `m`, for every `m` that
///    `moves(p)` does not yield.
/// 3. **No repeats.** `moves(p)` yields each move once.
/// 4. **Finite play, for [`Search`](crate::Search).** From every position, every sequence of
///    moves ends: the game graph has no cycle. Then `Search` terminates; on a cycle it reports
///    [`Error::Cycle`](crate::Error::Cycle). [`LoopySearch`](crate::LoopySearch) does not
///    need this law, only that finitely many positions can be reached: a game whose play can
///    loop is solved with draws for endless play.
/// 5. **Terminal outcomes.** `terminal_outcome(p)` is consulted only for a position with no
///    moves, and gives its value for the player to move.
///
/// Only [`moves`](Game::moves) and [`play`](Game::play) are required.
/// [`terminal_outcome`](Game::terminal_outcome) is the rest of the rules, normal play by
/// default. The other three are facts a solver may use: each states its own laws, has a
/// default that keeps them, and never changes a [`Search`](crate::Search)'s answers when
/// they hold, only makes it smaller:
///
/// | method | the fact | default |
/// |--------|----------|---------|
/// | [`parts`](Game::parts) | a position is a sum of independent parts | no parts |
/// | [`canonicalize`](Game::canonicalize) | symmetric positions have one canonical form | every position its own |
/// | [`representative_moves`](Game::representative_moves) | which moves reach every option up to symmetry | every move |
///
/// How a search stores positions and plays moves fast is not a rule of the game: that is
/// the search's own extension trait, [`Hooks`](crate::search::Hooks).
///
/// # Example
///
/// A game needs nothing but its rules to be solved. Here one heap loses 1 or 2 stones a
/// move, and whoever takes the last stone wins:
///
/// ```
/// use impartial::prelude::*;
///
/// struct TakeOneOrTwo;
///
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     type Move = u64;
///
///     fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
///         (1..=2).filter(move |take| take <= heap)
///     }
///
///     fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
///         if !(1..=2).contains(take) {
///             return Err(Error::illegal(take, "a move takes 1 or 2 stones"));
///         }
///         heap.checked_sub(*take).ok_or_else(|| Error::takes_too_many(take, *take, *heap))
///     }
/// }
///
/// // The search's hooks are all optional: this game gives none.
/// impl impartial::search::Hooks for TakeOneOrTwo {}
///
/// let search = Search::new(TakeOneOrTwo);
/// assert_eq!(search.outcome(&9), Outcome::Loss); // multiples of 3 lose
/// assert_eq!(search.best_move(&10), Some(1));    // leave 9
/// assert_eq!(
///     TakeOneOrTwo.play(&1, &2).unwrap_err().to_string(),
///     "illegal move (2): it takes 2 stones but the heap holds only 1"
/// );
/// ```
pub trait Game {
    /// A position of the game, as the player to move sees it.
    type Position: Clone + Eq + Hash + Debug;
    /// A move, as the player who makes it would state it: its `Display` is how messages and
    /// programs show it (`take 2 from heap 1`).
    type Move: Clone + Eq + Debug + Display;

    /// Every legal move from `position`, each once.
    ///
    /// The iterator is lazy, so a position with astronomically many moves (a Nim heap of
    /// `u64::MAX` stones) costs nothing until the moves are walked.
    fn moves<'a>(&'a self, position: &'a Self::Position) -> impl Iterator<Item = Self::Move>;

    /// The position that `mv` leads to from `position`.
    ///
    /// # Errors
    ///
    /// An [`Error`] naming `mv` when the rules do not allow it from `position`.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Result<Self::Position, Error>;

    /// Enough of the moves from `position` to reach every position that
    /// [`moves`](Game::moves) reaches, up to [canonical form](Game::canonicalize): a
    /// [`Search`](crate::Search) that stores positions by their canonical forms examines
    /// only these. The default yields every move; a game whose moves come in mirror images
    /// (knocking down the first pin of a Kayles row or the last) yields one of each.
    ///
    /// # Laws
    ///
    /// Every move it yields, `moves(p)` yields too, and it yields each once. For every move
    /// `m` of `moves(p)` it yields a move `r` whose position has the same canonical form as
    /// `m`'s. So it yields a move exactly when `moves(p)` does.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = Kayles::new();
    /// // A row of 5: knock down one pin at 5 places or two at 4; up to mirror image,
    /// // one pin at 3 places and two at 2.
    /// assert_eq!(kayles.moves(&vec![5]).count(), 9);
    /// assert_eq!(kayles.representative_moves(&vec![5]).count(), 5);
    /// ```
    fn representative_moves<'a>(
        &'a self,
        position: &'a Self::Position,
    ) -> impl Iterator<Item = Self::Move> {
        self.moves(position)
    }

    /// The value, for the player to move, of a `position` that has no moves.
    ///
    /// The default is [`Outcome::Loss`]: normal play, where whoever cannot move loses.
    fn terminal_outcome(&self, position: &Self::Position) -> Outcome {
        let _ = position;
        Outcome::Loss
    }

    /// The independent parts of `position`, when the game knows it to be their sum: a move
    /// is a move in exactly one part, and under normal play the position is worth the
    /// nim-sum of its parts' values. `None`, the default, for a game that does not split its
    /// positions; a game that does returns `Some` for every position, with the position
    /// itself as its one part when it does not split (and no part at all when it is empty).
    ///
    /// [`Search`](crate::Search) solves each part once, by its Grundy value, and a position
    /// by the nim-sum of its parts'. Only a game played under normal play may split: under
    /// misère play a sum is not decided by its parts' values (misère Nim on two heaps of one
    /// has nim-sum 0 and is won by the player to move), so a misère game returns `None`.
    ///
    /// # Laws
    ///
    /// Each part is a position of the game, smaller than the position unless it is the only
    /// part, and splitting a part gives that part back.
    fn parts(&self, position: &Self::Position) -> Option<Vec<Self::Position>> {
        let _ = position;
        None
    }

    /// Turns `position` into its canonical form under the game's symmetries (heaps sorted, a
    /// board turned to the least of its images). The default leaves every position as it is.
    /// [`Search`](crate::Search) stores one entry per class of symmetric positions.
    ///
    /// # Laws
    ///
    /// The canonical form has the same value, and is its own canonical form.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mut heaps = vec![5, 1, 3];
    /// Nim::normal().canonicalize(&mut heaps);
    /// assert_eq!(heaps, vec![1, 3, 5]);
    /// ```
    fn canonicalize(&self, position: &mut Self::Position) {
        let _ = position;
    }
}
