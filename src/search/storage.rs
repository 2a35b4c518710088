//! How a [`Search`](super::Search) reaches a game's [`Hooks`]: the sealed trait
//! [`Store`](sealed::Store) its walks are generic over, implemented once, by [`Hooked`].

use core::marker::PhantomData;

use super::hooks::{Hooks, PackedOption};
use super::play::Play;
use crate::{Error, Game};

/// The storage of a search under the convention `P`: positions as the words the game's
/// [`Hooks::pack`] gives, whole where it gives none, and moves played by its hooks.
pub(super) struct Hooked<P>(PhantomData<P>);

pub(super) mod sealed {
    use super::{Error, Game, PackedOption};

    /// What the search's walks ask of a game: its [`Hooks`](super::Hooks) under one
    /// convention.
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

impl<P: Play, G: Hooks<P>> sealed::Store<G> for Hooked<P> {
    const PACKS_OPTIONS: bool = <G as Hooks<P>>::PACKS_OPTIONS;

    #[inline]
    fn pack(game: &G, position: &G::Position) -> Option<u64> {
        Hooks::<P>::pack(game, position)
    }

    #[inline]
    fn unpack(game: &G, word: u64, into: &mut G::Position) {
        Hooks::<P>::unpack(game, word, into);
    }

    #[inline]
    fn play_into(
        game: &G,
        position: &G::Position,
        mv: &G::Move,
        into: &mut G::Position,
    ) -> Result<(), Error> {
        Hooks::<P>::play_into(game, position, mv, into)
    }

    #[inline]
    fn packed_parts(game: &G, position: &G::Position, words: &mut Vec<u64>) -> bool {
        Hooks::<P>::packed_parts(game, position, words)
    }

    #[inline]
    fn dense_index(game: &G, word: u64) -> Option<usize> {
        Hooks::<P>::dense_index(game, word)
    }

    const PACKS_OPTION_PARTS: bool = true;

    #[inline]
    fn packs_option_parts(game: &G, word: u64) -> bool {
        Hooks::<P>::packs_option_parts(game, word)
    }

    #[inline]
    fn find_map_packed_option_parts<T>(
        game: &G,
        word: u64,
        resume: u64,
        visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        Hooks::<P>::find_map_packed_option_parts(game, word, resume, visit)
    }

    #[inline]
    fn find_map_packed_options<T>(
        game: &G,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        Hooks::<P>::find_map_packed_options(game, word, resume, visit)
    }
}
