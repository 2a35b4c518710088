//! The take-and-break engine under normal play: the class of a game given by its code
//! (its data; its methods are in `crate::code`), its nim-sequences with certified periods,
//! the solver for positions of several heaps, and the generic search (either convention).

mod census;
mod game;
mod progress;
mod search;
mod sequence;
mod solver;

pub(crate) use census::{Census, CensusProgress, census};
pub(crate) use game::TakeAndBreak;
pub(crate) use progress::{Progress, run_reporting};
pub(crate) use search::Search;
pub(crate) use sequence::{NimSequence, NimSequenceIterator};
pub(crate) use solver::{BreakMove, TakeAndBreakSolver};
