//! The named games with closed forms: each answers every position at once.

mod die;
mod fibonacci;
mod moves;
mod nim;
mod parity;
mod subtract_a_square;
mod subtraction;
mod wythoff;

use impartial::{Misere, MisereForm};
use pyo3::prelude::*;

/// Adds the games and their moves to the module.
pub(crate) fn add_classes(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<moves::Take>()?;
    module.add_class::<nim::Nim>()?;
    module.add_class::<nim::NimMove>()?;
    module.add_class::<wythoff::Wythoff>()?;
    module.add_class::<wythoff::WythoffMove>()?;
    module.add_class::<subtraction::Subtraction>()?;
    module.add_class::<subtract_a_square::SubtractASquare>()?;
    module.add_class::<subtract_a_square::SubtractASquareSolver>()?;
    module.add_class::<fibonacci::FibonacciNim>()?;
    module.add_class::<parity::Parity>()?;
    module.add_class::<die::Die>()?;
    Ok(())
}

/// A game under the convention chosen in Python (`misere=`): the game under normal play,
/// or its misère form, each its own closed form.
#[derive(Debug, Clone, Copy)]
enum Played<G> {
    Normal(G),
    Misere(Misere<G>),
}

impl<G> Played<G> {
    /// `game`, or its misère form when `misere`.
    fn new(game: G, misere: bool) -> Self
    where
        G: MisereForm,
    {
        if misere {
            Played::Misere(game.misere())
        } else {
            Played::Normal(game)
        }
    }

    /// The game under normal play, whose moves these are.
    fn normal_play(&self) -> &G {
        match self {
            Played::Normal(game) => game,
            Played::Misere(game) => game.normal_play(),
        }
    }

    /// Whether the last move loses.
    fn is_misere(&self) -> bool {
        matches!(self, Played::Misere(_))
    }
}

/// Asks `$played` (a [`Played`]) the same question under either convention, the game
/// being bound to `$game` in `$question`.
macro_rules! by_convention {
    ($played:expr, $game:ident => $question:expr) => {
        match $played {
            crate::games::Played::Normal($game) => $question,
            crate::games::Played::Misere($game) => $question,
        }
    };
}
use by_convention;
