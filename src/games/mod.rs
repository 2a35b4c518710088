//! The games, one module each, with their rules and closed forms together.
//!
//! Every game type, and its position and move types, is also re-exported here and in the
//! [`prelude`](crate::prelude). Sums of games live in [`sum`](crate::sum), and the games
//! whose play can loop beside their engine in [`loopy`](crate::loopy).
//!
//! # One way to ask
//!
//! * **Misère.** Every game has a misère form, [`Misere<G>`](crate::Misere), from
//!   [`misere`](crate::MisereForm::misere) on the game: `Nim::normal().misere()`,
//!   `Subtraction::bash(3)?.misere()`, `TacTix::square().misere()` (`Nim::misere()` is the
//!   shorthand for the first). A game with a misère closed form has it as the
//!   [`Solver`](crate::Solver) of its `Misere<_>`; any other is solved by
//!   [`Search`](crate::Search).
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
//! multiset once. [`play`](crate::Game::play) follows one rule in all of them ([`Nim`],
//! [`Kayles`], [`LineErasing`], circular Nim's rows, [`GrundyGame`], [`EveryHeapNim`],
//! [`TakeAndBreak`](crate::TakeAndBreak)): **only the heap the move names changes.** What
//! the move leaves of it takes its place (an emptied heap stays, as 0); when a move breaks
//! it into two or three heaps, the first the move names takes its place and the others go
//! to the end, in order. Every other heap keeps its place, so a heap's index
//! names the same heap before and after a move, as a person playing expects. The search
//! plays into its own buffers ([`Hooks::play_into`](crate::search::Hooks::play_into)),
//! which may write the heaps sorted and without empty ones: its canonical form.
//!
//! ```
//! use impartial::prelude::*;
//!
//! let nim = Nim::normal().play(&vec![3, 4, 5], &NimMove { heap: 0, take: 3 })?;
//! assert_eq!(nim, vec![0, 4, 5]);
//! // Knock down the third pin of the row of 5: rows of 2 (in its place) and 2 (at the end).
//! let kayles = Kayles::new().play(&vec![5, 1], &RowMove { row: 0, start: 2, count: 1 })?;
//! assert_eq!(kayles, vec![2, 1, 2]);
//! let split = impartial::games::grundy_game::Split { heap: 0, smaller: 2 };
//! assert_eq!(GrundyGame::new().play(&vec![7, 4], &split)?, vec![2, 4, 5]);
//! # Ok::<(), impartial::Error>(())
//! ```
//!
//! A move's heap index counts from 0, as `Vec` does, and `Display` writes it so
//! (`take 2 from heap 0`); the command line counts heaps from 1 for the people who type
//! them, and says so in its help.

pub mod chomp;
pub mod circular;
pub mod cram;
pub mod die;
pub mod every_heap_nim;
pub mod fibonacci;
mod grid;
pub mod grundy_game;
pub mod kayles;
pub mod line_erasing;
pub mod nim;
pub mod node_kayles;
pub mod parity;
pub mod row_game;
mod rows;
pub mod subtract_a_square;
pub mod subtraction;
pub mod tac_tix;
pub mod wythoff;

pub use chomp::{Chomp, ChompMove, ChompPosition};
pub use circular::{CircularMove, CircularNim, CircularPosition};
pub use cram::{Cram, CramBoard, Domino};
pub use die::{Die, DiePosition, Fraction};
pub use every_heap_nim::{EveryHeapMove, EveryHeapNim};
pub use fibonacci::{FibPosition, FibonacciNim};
pub use grundy_game::{GrundyGame, Split};
pub use kayles::{Kayles, KaylesRows};
pub use line_erasing::{ErasedLines, LineErasing};
pub use nim::{Nim, NimMove};
pub use node_kayles::{NodeKayles, NodeKaylesMove, NodeKaylesPosition};
pub use parity::{Parity, ParityPosition};
pub use row_game::{RowGame, RowValues};
pub use rows::RowMove;
pub use subtract_a_square::{KnownHeap, SubtractASquare, SubtractASquareSolver};
pub use subtraction::Subtraction;
pub use tac_tix::{Board, TacTix};
pub use wythoff::{Wythoff, WythoffMove};
