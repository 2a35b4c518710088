//! Disjunctive sums of games: several games side by side, a move being a move in one of
//! them, decided by the nim-sum of the components' Grundy values (Sprague–Grundy).
//!
//! One type, [`Sum`], for components of one game type ([`Sum::new`] for games with a closed
//! form, [`Sum::searched`] for games solved by a search, [`Sum::solved`] for games with a
//! solver of their own) and of different ones ([`Sum::mixed`], whose components are
//! [`AnyGame`]s, with positions and moves of erased types).

mod any;
mod disjunctive;
mod solved;

pub use any::{AnyGame, AnyMove, AnyPosition};
pub use disjunctive::{Sum, SumMove};
pub use solved::Solved;
