#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs, missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod error;
mod fallible;
mod game;
pub mod games;
mod heaps;
mod limits;
pub mod loopy;
mod math;
mod misere;
pub mod search;
mod solver;
pub mod sum;
pub mod take_and_break;

pub use crate::error::{Error, IoError};
pub use crate::game::{Game, Outcome};
pub use crate::games::nim::nim_sum;
pub use crate::limits::{CancelHandle, Limit, Limited, Limits};
pub use crate::loopy::{LoopySearch, LoopySum, LoopyValue};
pub use crate::math::zeckendorf;
pub use crate::misere::{Misere, MisereForm};
pub use crate::search::Search;
pub use crate::solver::{Grundy, Solver};
pub use crate::sum::Sum;
pub use crate::take_and_break::{MisereQuotient, MisereQuotientSolver};
pub use crate::take_and_break::{NimSequence, TakeAndBreak, TakeAndBreakSolver};

/// The traits, the searches, the error type and every game, for `use impartial::prelude::*`.
///
/// Nothing here has a generic name that another crate also uses: `Board`
/// ([`games::tac_tix`]), `Fraction` ([`games::die`]), `Split` ([`games::grundy_game`]),
/// `Heaps` and `Progress` ([`take_and_break`]) stay in their modules.
pub mod prelude {
    pub use crate::games::{Chomp, ChompMove, ChompPosition};
    pub use crate::games::{
        CircularMove, CircularNim, CircularPosition, Cram, CramBoard, Die, DiePosition, Domino,
        FibPosition, FibonacciNim, GrundyGame, Kayles, LineErasing, Nim, NimMove, Parity,
        ParityPosition, RowMove, Subtraction, TacTix, Wythoff, WythoffMove,
    };
    pub use crate::games::{
        EveryHeapMove, EveryHeapNim, KnownHeap, SubtractASquare, SubtractASquareSolver,
    };
    pub use crate::games::{NodeKayles, NodeKaylesMove, NodeKaylesPosition};
    pub use crate::loopy::{Digraph, PutBack, PutBackMove};
    pub use crate::sum::{AnyGame, AnyMove, AnyPosition, Sum, SumMove};
    pub use crate::take_and_break::Genus;
    pub use crate::take_and_break::{
        BreakMove, NimSequence, Period, TakeAndBreak, TakeAndBreakSolver,
    };
    pub use crate::take_and_break::{MisereQuotient, MisereQuotientSolver};
    pub use crate::{
        Error, Game, Grundy, Limited, LoopySearch, LoopySum, LoopyValue, Misere, MisereForm,
        Outcome, Search, Solver,
    };
}
