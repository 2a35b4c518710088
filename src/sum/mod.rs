//! Disjunctive sums of games: several games side by side, a move being a move in one of
//! them, decided by the nim-sum of the components' Grundy values (Sprague–Grundy).

mod mixed;
mod same;

pub use mixed::{AnyMove, AnyPosition, MixedSum};
pub use same::{Sum, SumMove};
