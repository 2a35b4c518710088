//! The take-and-break engine: games from their codes, their nim-sequences with certified
//! periods, and the solver for positions of several heaps.

mod census;
mod code;
mod progress;
mod search;
mod sequence;
mod solver;

pub(crate) use census::{Census, CensusProgress};
pub(crate) use code::TakeAndBreak;
pub(crate) use progress::{Progress, run_with_callback};
pub(crate) use search::Search;
pub(crate) use sequence::{NimSequence, NimSequenceIterator};
pub(crate) use solver::{BreakMove, TakeAndBreakSolver};
