//! The engines: the generic search, the take-and-break engine and its files, and the
//! loopy solvers, each against a brute force written here and published values.
//!
//! One test binary of a few, each a folder of modules: every binary links the crate and
//! proptest again, so fewer binaries build faster.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod census;
mod hostile_inputs;
mod loopy;
mod misere;
mod misere_quotient;
mod search;
mod take_and_break;
