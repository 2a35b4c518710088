#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs, missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod error;
mod game;
pub mod games;
mod periodic;
mod search;
pub mod zeckendorf;

pub use crate::error::Error;
pub use crate::game::{Convention, Game, Outcome, Solver};
pub use crate::games::nim::nim_sum;
pub use crate::search::Search;

/// The traits, the search, the error type and every game, for `use impartial::prelude::*`.
pub mod prelude {
    pub use crate::games::{
        Die, DiePosition, FibPosition, FibonacciNim, Nim, NimMove, Parity, ParityPosition,
        Subtraction, Wythoff, WythoffMove,
    };
    pub use crate::{Convention, Error, Game, Outcome, Search, Solver};
}
