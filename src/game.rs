//! The rules of a game: [`Game`], with [`Outcome`] and [`Convention`].

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

/// Who wins when the player to move has no move.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(Convention::Normal.terminal_outcome(), Outcome::Loss);
/// assert_eq!(Convention::Misere.terminal_outcome(), Outcome::Win);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Convention {
    /// Normal play: whoever makes the last move wins, so the player who cannot move loses.
    #[default]
    Normal,
    /// Misère play: whoever makes the last move loses, so the player who cannot move wins.
    Misere,
}

impl Convention {
    /// The outcome, for the player to move, of a position with no moves.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Under misère play, whoever faces empty heaps has just watched the last stone go.
    /// assert_eq!(Convention::Misere.terminal_outcome(), Outcome::Win);
    /// assert_eq!(Nim::misere().outcome(&vec![0, 0]), Outcome::Win);
    /// ```
    #[must_use]
    pub const fn terminal_outcome(self) -> Outcome {
        match self {
            Convention::Normal => Outcome::Loss,
            Convention::Misere => Outcome::Win,
        }
    }
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
/// The optional methods state their own laws. They make [`Search`](crate::Search) faster
/// or smaller, never change its answers when they hold, and each has a default that holds:
///
/// | method | tells the search | default |
/// |--------|------------------|---------|
/// | [`parts`](Game::parts), [`packed_parts`](Game::packed_parts) | a position is a sum of independent parts | no parts |
/// | [`canonicalize`](Game::canonicalize) | symmetric positions have one canonical form | every position its own |
/// | [`representative_moves`](Game::representative_moves) | which moves reach every option up to symmetry | every move |
/// | [`play_into`](Game::play_into) | how to play into a buffer without allocating | [`play`](Game::play) |
/// | [`pack`](Game::pack), [`unpack`](Game::unpack) | a position fits one machine word | it does not |
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
///             return Err(Error::IllegalMove {
///                 mv: format!("take {take}"),
///                 reason: "a move takes 1 or 2 stones".into(),
///             });
///         }
///         heap.checked_sub(*take).ok_or(Error::TakesTooMany {
///             mv: format!("take {take}"),
///             take: *take,
///             available: *heap,
///         })
///     }
/// }
///
/// let search = Search::new(TakeOneOrTwo);
/// assert_eq!(search.outcome(&9), Outcome::Loss); // multiples of 3 lose
/// assert_eq!(search.best_move(&10), Some(1));    // leave 9
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

    /// The position `mv` leads to from `position`, written over `into`: what
    /// [`play`](Game::play) returns, without allocating when `into` has room. The default
    /// calls `play`; a game whose positions own memory (a `Vec` of heaps) overrides it, and
    /// [`Search`](crate::Search) then plays every move into the same buffer.
    ///
    /// # Errors
    ///
    /// As [`play`](Game::play); `into` is then left in some valid state of its type.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = Nim::normal();
    /// let mut next = Vec::with_capacity(3);
    /// nim.play_into(&vec![3, 4, 5], &NimMove { heap: 0, take: 2 }, &mut next)?;
    /// assert_eq!(next, vec![1, 4, 5]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    fn play_into(
        &self,
        position: &Self::Position,
        mv: &Self::Move,
        into: &mut Self::Position,
    ) -> Result<(), Error> {
        *into = self.play(position, mv)?;
        Ok(())
    }

    /// `position` packed into one machine word, when it fits one: `None`, the default, for
    /// a game that does not pack its positions or a position too large. A search stores a
    /// packed position in 8 bytes instead of a whole one, and compares and hashes it as a
    /// number. The search stores a word below 2^60 as a word, and a position whose word is
    /// larger whole. The crate's games of heaps pack up to 15 heaps whose sizes fit 50 bits
    /// together.
    ///
    /// # Laws
    ///
    /// Two positions with the same word are equal, and [`unpack`](Game::unpack) gives the
    /// position back from its word.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = Nim::normal();
    /// let word = nim.pack(&vec![15, 15, 15, 15]).unwrap();
    /// let mut heaps = Vec::new();
    /// nim.unpack(word, &mut heaps);
    /// assert_eq!(heaps, vec![15, 15, 15, 15]);
    /// assert_eq!(nim.pack(&vec![u64::MAX]), None); // stored whole
    /// ```
    fn pack(&self, position: &Self::Position) -> Option<u64> {
        let _ = position;
        None
    }

    /// Writes the position whose word is `word` (a word [`pack`](Game::pack) gave) over
    /// `into`. The default, for games that do not pack, leaves `into` as it is.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let wythoff = Wythoff::normal();
    /// let word = wythoff.pack(&(3, 5)).unwrap();
    /// let mut position = (0, 0);
    /// wythoff.unpack(word, &mut position);
    /// assert_eq!(position, (3, 5));
    /// ```
    fn unpack(&self, word: u64, into: &mut Self::Position) {
        let _ = (word, into);
    }

    /// Whether the game gives the words of a position's options from its word alone
    /// ([`packed_options`](Game::packed_options)). `false`, the default.
    const PACKS_OPTIONS: bool = false;

    /// The options of the position whose word ([`pack`](Game::pack)) is `word`, after the
    /// option that `resume` names (0: from the first), each by its word and by where to
    /// resume after it, found from the word alone. The default, for a game whose
    /// [`PACKS_OPTIONS`](Game::PACKS_OPTIONS) is `false`, gives none.
    ///
    /// A game whose move changes a few bits of the word (Nim lowers one heap's field) gives
    /// them, and a [`Search`](crate::Search) that neither splits positions into parts nor
    /// stores them by canonical form (`without_decomposition().without_symmetry()`) then
    /// walks a position by its word alone: it writes out a position only where play ends,
    /// and plays no move.
    ///
    /// # Laws
    ///
    /// When `PACKS_OPTIONS` is `true` and `word` is `pack(p)`, `packed_options(word, 0)` gives
    /// the words `pack(play(p, mv))` for the moves `mv` of [`moves(p)`](Game::moves), in that
    /// order (every option of a position that packs packs too); and
    /// `packed_options(word, option.resume)` gives those after `option`. For any other
    /// `word` or `resume`: finitely many options, and no panic.
    ///
    /// # Complexity
    ///
    /// A search takes one option for each move it examines; Nim gives each in `O(1)`, but
    /// for those that make every heap narrower than the word's fields, `O(heaps)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = Nim::normal();
    /// let heaps = vec![2, 1];
    /// let word = nim.pack(&heaps).unwrap();
    /// let options: Vec<PackedOption> = nim.packed_options(word, 0).collect();
    /// let words: Vec<u64> = options.iter().map(|option| option.word).collect();
    /// let after = [vec![1, 1], vec![0, 1], vec![2, 0]].map(|next| nim.pack(&next).unwrap());
    /// assert_eq!(words, after);
    /// // Resumed after the first option: the other two.
    /// assert_eq!(nim.packed_options(word, options[0].resume).count(), 2);
    /// ```
    fn packed_options(&self, word: u64, resume: u64) -> impl Iterator<Item = PackedOption> {
        let _ = (word, resume);
        core::iter::empty()
    }

    /// The first answer `visit` gives to the [packed options](Game::packed_options) of the
    /// position whose word is `word`, after the option that `resume` names, in their order:
    /// `packed_options(word, resume).find_map(visit)`, the default. A
    /// [`Search`](crate::Search) that walks positions by their words takes their options
    /// so, stopping at the first it cannot pass.
    ///
    /// A game whose options come from nested loops gives them here from the loops
    /// themselves, without an iterator's state: Nim loops over the heaps, then over the
    /// takes from one, and from one option to the next keeps only the take, the heap and
    /// the word live. The search of Nim's `[15; 4]` so executes 3% fewer instructions than
    /// by Nim's iterator.
    ///
    /// # Laws
    ///
    /// For every `word` and `resume`, and every `visit`: the default's answer, `visit` being
    /// given the same options in the same order, up to the one it answers; and no panic.
    ///
    /// # Complexity
    ///
    /// That of [`packed_options`](Game::packed_options), up to the option `visit` answers.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = Nim::normal();
    /// let word = nim.pack(&vec![2, 1]).unwrap();
    /// let emptied = nim.pack(&vec![0, 1]).unwrap();
    /// // Where to resume after the option that empties the first heap.
    /// let resume = nim.find_map_packed_options(word, 0, |option| {
    ///     (option.word == emptied).then_some(option.resume)
    /// });
    /// let by_iterator = nim.packed_options(word, 0).find(|option| option.word == emptied);
    /// assert_eq!(resume, by_iterator.map(|option| option.resume));
    /// // Resumed after it: only the option that takes from the second heap is left.
    /// let rest = nim.find_map_packed_options(word, resume.unwrap(), |option| Some(option.word));
    /// assert_eq!(rest, nim.pack(&vec![2, 0]));
    /// ```
    #[inline]
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        self.packed_options(word, resume).find_map(visit)
    }

    /// The words ([`pack`](Game::pack)) of the canonical forms
    /// ([`canonicalize`](Game::canonicalize)) of the [`parts`](Game::parts) of `position`,
    /// written over `words`; `false` when the game does not split `position` or a part does
    /// not pack. The default computes it from those three methods, and answers `false` at
    /// once for a position that does not pack itself (a game that packs nothing, such as a
    /// [`Sum`](crate::sum::Sum), then builds its parts once, by `parts`, not twice); a game
    /// of heaps, whose parts are its heaps, finds the words without building the parts.
    /// With it, [`Search`](crate::Search) splits an option into parts without allocating.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = Kayles::new();
    /// let mut words = Vec::new();
    /// assert!(kayles.packed_parts(&vec![4, 0, 7], &mut words));
    /// let rows = [kayles.pack(&vec![4]), kayles.pack(&vec![7])];
    /// assert_eq!(words, rows.map(Option::unwrap));
    /// ```
    fn packed_parts(&self, position: &Self::Position, words: &mut Vec<u64>) -> bool {
        if self.pack(position).is_none() {
            return false;
        }
        let Some(parts) = self.parts(position) else {
            return false;
        };
        words.clear();
        for mut part in parts {
            self.canonicalize(&mut part);
            let Some(word) = self.pack(&part) else {
                return false;
            };
            words.push(word);
        }
        true
    }
}

/// An option of a position, as [`Game::packed_options`] gives it: the word of the position a
/// move leads to, and where the options resume after it.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let nim = Nim::normal();
/// let word = nim.pack(&vec![3]).unwrap();
/// let first = nim.packed_options(word, 0).next().unwrap();
/// assert_eq!(first.word, nim.pack(&vec![2]).unwrap());
/// let second = nim.packed_options(word, first.resume).next().unwrap();
/// assert_eq!(second.word, nim.pack(&vec![1]).unwrap());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PackedOption {
    /// The option's word ([`Game::pack`]).
    pub word: u64,
    /// Where to resume: [`Game::packed_options`] from it gives the options after this one.
    pub resume: u64,
}
