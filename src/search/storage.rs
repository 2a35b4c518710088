//! How a [`Search`](super::Search) stores and walks positions: [`Whole`], for any game, or
//! [`Words`], for a game that is [`Packed`].

use super::packed::{Packed, PackedOption};
use crate::{Error, Game};

/// How a [`Search`](super::Search) stores the positions of a game `G` and plays its moves:
/// [`Whole`] (what [`Search::new`](super::Search::new) takes) or [`Words`] (what
/// [`Search::packed`](super::Search::packed) takes). Sealed: the crate implements it for
/// these two only.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::{Whole, Words};
///
/// let whole: Search<Nim, Whole> = Search::new(Nim::normal());
/// let words: Search<Nim, Words> = Search::packed(Nim::normal());
/// assert_eq!(whole.outcome(&vec![3, 4, 5]), words.outcome(&vec![3, 4, 5]));
/// ```
pub trait Storage<G: Game>: sealed::Store<G> {}

/// Positions stored whole, as the game gives them, and every move played by
/// [`Game::play`]: a [`Search`](super::Search) of any game, as [`Search::new`](super::Search::new)
/// makes it.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Whole;
///
/// let search: Search<Kayles, Whole> = Search::new(Kayles::new());
/// assert_eq!(search.grundy(&vec![7]), Kayles::new().grundy(&vec![7]));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Whole;

/// Positions stored as the words a [`Packed`] game packs them into, moves played into
/// reused buffers, and, where the game gives them, a position's options taken from its
/// word: a [`Search`](super::Search) as [`Search::packed`](super::Search::packed) makes it.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Words;
///
/// let search: Search<Kayles, Words> = Search::packed(Kayles::new());
/// assert_eq!(search.grundy(&vec![7]), Kayles::new().grundy(&vec![7]));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Words;

impl<G: Game> Storage<G> for Whole {}

impl<G: Packed> Storage<G> for Words {}

pub(super) mod sealed {
    use super::{Error, Game, PackedOption};

    /// What the search's walks ask of a [`Storage`](super::Storage): [`Packed`](super::Packed)'s
    /// methods, with a game's defaults for [`Whole`](super::Whole).
    pub trait Store<G: Game> {
        const PACKS_OPTIONS: bool;

        fn pack(game: &G, position: &G::Position) -> Option<u64>;

        fn unpack(game: &G, word: u64, into: &mut G::Position);

        fn play_into(
            game: &G,
            position: &G::Position,
            mv: &G::Move,
            into: &mut G::Position,
        ) -> Result<(), Error>;

        fn packed_parts(game: &G, position: &G::Position, words: &mut Vec<u64>) -> bool;

        fn dense_index(game: &G, word: u64) -> Option<usize>;

        const PACKS_OPTION_PARTS: bool;

        fn packs_option_parts(game: &G, word: u64) -> bool;

        fn find_map_packed_option_parts<T>(
            game: &G,
            word: u64,
            resume: u64,
            visit: impl FnMut(&[u64], u64) -> Option<T>,
        ) -> Option<T>;

        fn find_map_packed_options<T>(
            game: &G,
            word: u64,
            resume: u64,
            visit: impl FnMut(PackedOption) -> Option<T>,
        ) -> Option<T>;
    }
}

impl<G: Game> sealed::Store<G> for Whole {
    const PACKS_OPTIONS: bool = false;

    #[inline]
    fn pack(_: &G, _: &G::Position) -> Option<u64> {
        None
    }

    #[inline]
    fn unpack(_: &G, _: u64, _: &mut G::Position) {}

    #[inline]
    fn play_into(
        game: &G,
        position: &G::Position,
        mv: &G::Move,
        into: &mut G::Position,
    ) -> Result<(), Error> {
        *into = game.play(position, mv)?;
        Ok(())
    }

    #[inline]
    fn packed_parts(_: &G, _: &G::Position, _: &mut Vec<u64>) -> bool {
        false
    }

    #[inline]
    fn dense_index(_: &G, _: u64) -> Option<usize> {
        None
    }

    const PACKS_OPTION_PARTS: bool = false;

    #[inline]
    fn packs_option_parts(_: &G, _: u64) -> bool {
        false
    }

    #[inline]
    fn find_map_packed_option_parts<T>(
        _: &G,
        _: u64,
        _: u64,
        _: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        None
    }

    #[inline]
    fn find_map_packed_options<T>(
        _: &G,
        _: u64,
        _: u64,
        _: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        None
    }
}

impl<G: Packed> sealed::Store<G> for Words {
    const PACKS_OPTIONS: bool = G::PACKS_OPTIONS;

    #[inline]
    fn pack(game: &G, position: &G::Position) -> Option<u64> {
        game.pack(position)
    }

    #[inline]
    fn unpack(game: &G, word: u64, into: &mut G::Position) {
        game.unpack(word, into);
    }

    #[inline]
    fn play_into(
        game: &G,
        position: &G::Position,
        mv: &G::Move,
        into: &mut G::Position,
    ) -> Result<(), Error> {
        game.play_into(position, mv, into)
    }

    #[inline]
    fn packed_parts(game: &G, position: &G::Position, words: &mut Vec<u64>) -> bool {
        game.packed_parts(position, words)
    }

    #[inline]
    fn dense_index(game: &G, word: u64) -> Option<usize> {
        game.dense_index(word)
    }

    const PACKS_OPTION_PARTS: bool = true;

    #[inline]
    fn packs_option_parts(game: &G, word: u64) -> bool {
        game.packs_option_parts(word)
    }

    #[inline]
    fn find_map_packed_option_parts<T>(
        game: &G,
        word: u64,
        resume: u64,
        visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        game.find_map_packed_option_parts(word, resume, visit)
    }

    #[inline]
    fn find_map_packed_options<T>(
        game: &G,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        game.find_map_packed_options(word, resume, visit)
    }
}
