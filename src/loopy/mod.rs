//! Loopy games: games whose moves can return to an earlier position, solved with draws for
//! endless play, Smith's remoteness, and the generalised Sprague–Grundy function.
//!
//! The engine runs in stages, each in its own file: the reachable graph explored and stored
//! compactly (`graph`), outcomes and remoteness by retrograde analysis (`retrograde`), the
//! generalised Sprague–Grundy values and Smith's sum rule (`value`), the solver for positions
//! ([`LoopySearch`]), and sums decided from their parts ([`LoopySum`]).

mod graph;
mod retrograde;
mod solver;
mod sum;
mod value;

pub use solver::LoopySearch;
pub use sum::LoopySum;
pub use value::LoopyValue;
