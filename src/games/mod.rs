//! The games, one module each, with their rules and closed forms together.
//!
//! Every game type, and its position and move types, is also re-exported here and in the
//! [`prelude`](crate::prelude).

pub mod all_heaps;
pub mod circular;
pub mod die;
pub mod digraph;
pub mod fibonacci;
pub mod grundy_game;
pub mod kayles;
pub mod line_erasing;
pub mod mixed_sum;
pub mod nim;
pub mod parity;
pub mod put_back;
mod rows;
pub mod subtract_a_square;
pub mod subtraction;
pub mod sum;
pub mod tac_tix;
pub mod wythoff;

pub use all_heaps::{EveryHeapMove, EveryHeapNim};
pub use circular::{CircularMove, CircularNim, CircularPosition};
pub use die::{Die, DiePosition, Fraction};
pub use digraph::Digraph;
pub use fibonacci::{FibPosition, FibonacciNim};
pub use grundy_game::{GrundyGame, Split};
pub use kayles::Kayles;
pub use line_erasing::LineErasing;
pub use mixed_sum::{AnyMove, AnyPosition, MixedSum};
pub use nim::{Nim, NimMove};
pub use parity::{Parity, ParityPosition};
pub use put_back::{PutBack, PutBackMove};
pub use rows::RowMove;
pub use subtract_a_square::{KnownHeap, SubtractASquare, SubtractASquareSolver};
pub use subtraction::Subtraction;
pub use sum::{Sum, SumMove};
pub use tac_tix::{Board, TacTix, TacTixSolver};
pub use wythoff::{Wythoff, WythoffMove};
