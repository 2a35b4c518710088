//! The games, one module each, with their rules and closed forms together.
//!
//! Every game type, and its position and move types, is also re-exported here and in the
//! [`prelude`](crate::prelude). Sums of games live in [`sum`](crate::sum), and the games
//! whose play can loop beside their engine in [`loopy`](crate::loopy).
//!
//! # One way to ask
//!
//! * **Misère.** A game that has a misère form gets it from [`MisereForm::misere`] on the
//!   game: `Nim::normal().misere()`, `Subtraction::bash(3)?.misere()`,
//!   `TacTix::square().misere()` (`Nim::misere()` is the shorthand for the first).
//! * **Partial closed forms.** A game whose closed form answers only some of its positions
//!   says so with `known_outcome(&position) -> Option<Outcome>`
//!   ([`EveryHeapNim::known_outcome`], [`CircularNim::known_outcome`]); `None` sends the
//!   position to [`Search`](crate::Search). A closed form for every position is the game's
//!   [`Solver`](crate::Solver) and [`Grundy`](crate::Grundy) (Kayles' row values are
//!   `Kayles::new().grundy(&vec![n])`).
//! * **Periods.** A game whose outcomes or values are periodic tells its certified
//!   [`Period`](crate::take_and_break::Period) with `period(&self)`: [`Kayles::period`],
//!   [`Subtraction::period`] and [`Die::period`] (of the outcomes), and
//!   [`NimSequence::period`](crate::take_and_break::NimSequence::period), `None` until
//!   certified. ([`Parity::period`] stays a `u128`: its period, `2(k + 1)`, outgrows `u64`.)
//! * **`try_`** names the fallible twin of an infallible method: `try_outcome(heap)` on
//!   [`SubtractASquareSolver`] is [`outcome`](crate::Solver::outcome) on a heap that may
//!   lie beyond its table.
//!
//! # Positions after a move
//!
//! The games of heaps (or rows, or lines) treat a position as a multiset: the order of the
//! heaps, and empty heaps, never change an answer, and
//! [`canonicalize`](crate::Game::canonicalize) sorts them so that the search meets each
//! multiset once. What [`play`](crate::Game::play) returns keeps what the moves need:
//!
//! * [`Nim`] keeps every heap in its place, empty ones included, so a move's heap index
//!   names the same heap before and after, as a person playing it expects.
//! * The games whose moves split a heap ([`Kayles`], [`LineErasing`], circular Nim's rows,
//!   [`TakeAndBreak`](crate::TakeAndBreak)) return the heaps sorted, without empty ones:
//!   a split has no place of its own to keep, and sorted heaps are the search's canonical
//!   form already. [`GrundyGame`] and [`EveryHeapNim`] return them sorted too, keeping
//!   empty heaps given to them.
//!
//! A move's heap index counts from 0, as `Vec` does, and `Display` writes it so
//! (`take 2 from heap 0`); the command line counts heaps from 1 for the people who type
//! them, and says so in its help.

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
