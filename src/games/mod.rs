//! The games, one module each, with their rules and closed forms together.
//!
//! Every game type, and its position and move types, is also re-exported here and in the
//! [`prelude`](crate::prelude). Sums of games live in [`sum`](crate::sum), and the games
//! whose play can loop beside their engine in [`loopy`](crate::loopy).

pub mod circular;
pub mod die;
pub mod every_heap_nim;
pub mod fibonacci;
pub mod grundy_game;
pub mod kayles;
pub mod line_erasing;
mod misere;
pub mod nim;
pub mod parity;
mod rows;
pub mod subtract_a_square;
pub mod subtraction;
pub mod tac_tix;
pub mod wythoff;

pub use circular::{CircularMove, CircularNim, CircularPosition};
pub use die::{Die, DiePosition, Fraction};
pub use every_heap_nim::{EveryHeapMove, EveryHeapNim};
pub use fibonacci::{FibPosition, FibonacciNim};
pub use grundy_game::{GrundyGame, Split};
pub use kayles::Kayles;
pub use line_erasing::LineErasing;
pub use misere::MisereForm;
pub use nim::{Nim, NimMove};
pub use parity::{Parity, ParityPosition};
pub use rows::RowMove;
pub use subtract_a_square::{KnownHeap, SubtractASquare, SubtractASquareSolver};
pub use subtraction::Subtraction;
pub use tac_tix::{Board, TacTix, TacTixSolver};
pub use wythoff::{Wythoff, WythoffMove};
