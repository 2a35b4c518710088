//! The misère form of any game: [`Misere`], and [`MisereForm`], which gives every game one.

use core::fmt;

use crate::search::{Hooks, MiserePlay, PackedOption};
use crate::{Error, Game, Outcome};

/// A game played under misère play: the same positions and the same moves as `G`, but the
/// player who cannot move wins (whoever makes the last move loses).
///
/// Every game has one, a user's own included: `Misere::new(game)`, or `game.misere()`
/// ([`MisereForm`]). [`Search`](crate::Search) answers its outcomes and winning moves;
/// the crate's misère closed forms and engines are the solvers of the misère forms of their
/// games: `Nim::misere()` is `Misere<Nim>`, with Bouton's misère rule as its
/// [`Solver`](crate::Solver), and so are `Wythoff::normal().misere()`,
/// `Subtraction::new(..)?.misere()`, `TacTix::square().misere()`,
/// `EveryHeapNim::normal().misere()` and, for take-and-break codes,
/// [`genus_sequence`](Misere::genus_sequence) and
/// [`misere_quotient`](Misere::misere_quotient).
///
/// # What misère play does not have
///
/// A misère game has no Sprague–Grundy value and no [`parts`](Game::parts): a misère sum is
/// not decided by its parts' values (J. H. Conway, *On Numbers and Games*, chapter 12;
/// *Winning Ways*, chapter 13). Misère Nim on two heaps of one has nim-sum 0, yet the player
/// to move wins. So [`Grundy`](crate::Grundy) is implemented for no `Misere<_>`, a misère
/// game cannot be a component of a [`Sum`](crate::Sum), and its search has no `grundy`:
/// each of these is a compile error, not a wrong answer.
///
/// ```compile_fail
/// use impartial::prelude::*;
///
/// let value = Nim::misere().grundy(&vec![1, 1]); // no Grundy value under misère play
/// ```
///
/// ```compile_fail
/// use impartial::prelude::*;
///
/// let sum = Sum::searched(vec![Kayles::new().misere()]); // a misère sum has no parts' values
/// ```
///
/// # Rule
///
/// A position without moves has the opposite of `G`'s [terminal
/// outcome](Game::terminal_outcome): a `Win` where `G`'s is a `Loss` (normal play turned
/// round), a `Loss` where `G`'s is a `Win`, a `Draw` where `G`'s is a `Draw`. Everything
/// else is `G`'s: [`moves`](Game::moves), [`play`](Game::play),
/// [`representative_moves`](Game::representative_moves) and
/// [`canonicalize`](Game::canonicalize), since symmetric positions stay symmetric.
///
/// # Complexity
///
/// Each method costs what `G`'s costs.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Any game, here take 1 or 2 from one heap, searched under misère play.
/// let misere = Misere::new(Subtraction::bash(2)?);
/// let search = Search::new(misere);
/// // Whoever takes the last stone loses: 1, 4, 7, ... are lost.
/// let lost: Vec<u64> = (0..10).filter(|&n| search.outcome(&n) == Outcome::Loss).collect();
/// assert_eq!(lost, vec![1, 4, 7]);
/// // The closed form agrees.
/// let closed = Subtraction::bash(2)?.misere();
/// assert!((0..10).all(|n| closed.outcome(&n) == search.outcome(&n)));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Misere<G> {
    game: G,
}

impl<G> Misere<G> {
    /// `game` under misère play.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Misere::new(Nim::normal()), Nim::misere());
    /// assert_eq!(Misere::new(Nim::normal()).outcome(&vec![1]), Outcome::Loss);
    /// ```
    #[must_use]
    pub const fn new(game: G) -> Self {
        Misere { game }
    }

    /// The game under normal play, whose moves these are.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(*Nim::misere().normal_play(), Nim::normal());
    /// ```
    #[must_use]
    pub const fn normal_play(&self) -> &G {
        &self.game
    }

    /// The game under normal play, given back.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TakeAndBreak::kayles().misere().into_normal_play(), TakeAndBreak::kayles());
    /// ```
    #[must_use]
    pub fn into_normal_play(self) -> G {
        self.game
    }
}

/// `G`'s name, then `, misère`.
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(TakeAndBreak::kayles().misere().to_string(), "0.77, misère");
/// ```
impl<G: fmt::Display> fmt::Display for Misere<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, misère", self.game)
    }
}

impl<G: Game> Game for Misere<G> {
    type Position = G::Position;
    type Move = G::Move;

    /// `G`'s moves.
    #[inline]
    fn moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move> {
        self.game.moves(position)
    }

    /// `G`'s play.
    #[inline]
    fn play(&self, position: &G::Position, mv: &G::Move) -> Result<G::Position, Error> {
        self.game.play(position, mv)
    }

    /// `G`'s representative moves: a symmetry of the rules is one under either convention.
    #[inline]
    fn representative_moves<'a>(
        &'a self,
        position: &'a G::Position,
    ) -> impl Iterator<Item = G::Move> {
        self.game.representative_moves(position)
    }

    /// The opposite of `G`'s: a `Win` for a normal-play game.
    #[inline]
    fn terminal_outcome(&self, position: &G::Position) -> Outcome {
        match self.game.terminal_outcome(position) {
            Outcome::Loss => Outcome::Win,
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
        }
    }

    /// `G`'s canonical form.
    #[inline]
    fn canonicalize(&self, position: &mut G::Position) {
        self.game.canonicalize(position);
    }
}

/// The misère form of a game, for every game: `game.misere()` is `Misere::new(game)`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(Nim::normal().misere(), Nim::misere());
/// let game = Wythoff::normal().misere();
/// assert_eq!(game.outcome(&(0, 1)), Outcome::Loss); // the last stone must be taken
/// let bash = Subtraction::bash(3)?.misere();
/// assert_eq!(bash.outcome(&5), Outcome::Loss); // 5 mod 4 = 1
/// # Ok::<(), impartial::Error>(())
/// ```
pub trait MisereForm: Game + Sized {
    /// The same game under misère play: whoever makes the last move loses.
    #[must_use]
    fn misere(self) -> Misere<Self> {
        Misere::new(self)
    }
}

impl<G: Game> MisereForm for G {}

/// The hooks of `G`, but its parts: a misère position is searched whole.
impl<G: Hooks> Hooks<MiserePlay> for Misere<G> {
    #[inline]
    fn pack(&self, position: &G::Position) -> Option<u64> {
        self.game.pack(position)
    }

    #[inline]
    fn unpack(&self, word: u64, into: &mut G::Position) {
        self.game.unpack(word, into);
    }

    #[inline]
    fn play_into(
        &self,
        position: &G::Position,
        mv: &G::Move,
        into: &mut G::Position,
    ) -> Result<(), Error> {
        self.game.play_into(position, mv, into)
    }

    /// None: a misère position has no parts.
    #[inline]
    fn packed_parts(&self, _: &G::Position, _: &mut Vec<u64>) -> bool {
        false
    }

    const PACKS_OPTIONS: bool = G::PACKS_OPTIONS;

    #[inline]
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        self.game.find_map_packed_options(word, resume, visit)
    }
}
