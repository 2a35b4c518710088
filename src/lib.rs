#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs, missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod budget;
mod error;
mod game;
pub mod games;
mod loopy;
mod mex;
mod packing;
mod periodic;
mod search;
pub mod take_and_break;
pub mod zeckendorf;

pub use crate::budget::CancelHandle;
pub use crate::error::Error;
pub use crate::game::{Convention, Game, Grundy, Outcome, PackedOption, Solver};
pub use crate::games::nim::nim_sum;
pub use crate::loopy::{LoopySearch, LoopySum, LoopyValue};
pub use crate::search::Search;
pub use crate::take_and_break::{NimSequence, TakeAndBreak, TakeAndBreakSolver};

/// The traits, the searches, the error type and every game, for `use impartial::prelude::*`.
pub mod prelude {
    pub use crate::games::{
        AnyMove, AnyPosition, Board, CircularMove, CircularNim, CircularPosition, Die, DiePosition,
        Digraph, FibPosition, FibonacciNim, Fraction, GrundyGame, Kayles, LineErasing, MixedSum,
        Nim, NimMove, Parity, ParityPosition, PutBack, PutBackMove, RowMove, Split, Subtraction,
        Sum, SumMove, TacTix, TacTixSolver, Wythoff, WythoffMove,
    };
    pub use crate::games::{
        EveryHeapMove, EveryHeapNim, KnownHeap, SubtractASquare, SubtractASquareSolver,
    };
    pub use crate::take_and_break::{
        BreakMove, Heaps, NimSequence, Period, Progress, TakeAndBreak, TakeAndBreakSolver,
    };
    pub use crate::{
        Convention, Error, Game, Grundy, LoopySearch, LoopySum, LoopyValue, Outcome, PackedOption,
        Search, Solver,
    };
}
