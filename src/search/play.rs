//! The convention a search plays a game under, as a type: [`NormalPlay`] or [`MiserePlay`].

use core::fmt::Debug;

/// The convention under which a [`Search`](crate::Search) plays a game, as a type
/// parameter of [`Hooks`](super::Hooks) and of `Search`: [`NormalPlay`] or [`MiserePlay`].
/// Sealed: these two are all there is.
///
/// It decides what the search can be asked at compile time: a search under normal play
/// gives Grundy values ([`Grundy`](crate::Grundy), `try_grundy`), one under misère play
/// does not, since misère play has none.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::{MiserePlay, NormalPlay};
///
/// let normal: Search<Nim, NormalPlay> = Search::new(Nim::normal());
/// let misere: Search<Misere<Nim>, MiserePlay> = Search::new(Nim::misere());
/// assert_eq!(normal.grundy(&vec![1, 1]), 0);
/// assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win);
/// ```
pub trait Play: sealed::Sealed + Debug + Copy + Default + 'static {}

/// Normal play: the player who cannot move loses, and positions have Grundy values. What
/// `impl Hooks for MyGame {}` means.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::NormalPlay;
///
/// let search: Search<Kayles, NormalPlay> = Search::new(Kayles::new());
/// assert_eq!(search.grundy(&vec![4]), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct NormalPlay;

/// Misère play, the convention of [`Misere<G>`](crate::Misere): the player who cannot move
/// wins, and positions have outcomes but no Grundy values.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::MiserePlay;
///
/// let search: Search<Misere<Kayles>, MiserePlay> = Search::new(Kayles::new().misere());
/// assert_eq!(search.outcome(&vec![1]), Outcome::Loss);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MiserePlay;

impl Play for NormalPlay {}
impl Play for MiserePlay {}

pub(super) mod sealed {
    /// What the search reads off a convention.
    pub trait Sealed {
        /// Whether it is normal play, under which positions may split into parts.
        const NORMAL: bool;
    }
    impl Sealed for super::NormalPlay {
        const NORMAL: bool = true;
    }
    impl Sealed for super::MiserePlay {
        const NORMAL: bool = false;
    }
}
