//! Loopy games: games whose moves can return to an earlier position, solved with draws for
//! endless play, Smith's remoteness, and the generalised Sprague–Grundy function.
//!
//! The engine runs in stages, each in its own file: the reachable graph explored and stored
//! compactly (`graph`), outcomes and remoteness by retrograde analysis (`retrograde`), the
//! generalised Sprague–Grundy values and Smith's sum rule (`value`), the solver for positions
//! ([`LoopySearch`]), and sums decided from their parts ([`LoopySum`]). The loopy games
//! live beside it: a token on a directed graph ([`Digraph`]) and heaps with put-back moves
//! ([`PutBack`]).

mod digraph;
mod graph;
mod put_back;
mod retrograde;
mod solver;
mod sum;
mod value;

pub use digraph::{Digraph, Vertex};
pub use put_back::{PutBack, PutBackMove};
pub use solver::LoopySearch;
pub use sum::LoopySum;
pub use value::LoopyValue;
