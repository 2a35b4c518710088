//! The laws every game and solver keeps (the `# Laws` sections of `Game`, `Hooks`,
//! `Solver` and `Grundy`), each closed form against the search, sums, and a game defined
//! outside the crate.
//!
//! One test binary of a few, each a folder of modules: every binary links the crate and
//! proptest again, so fewer binaries build faster.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod custom_game;
mod exhaustive;
mod laws;
mod play_rule;
mod speed_hooks;
mod stored;
mod sum;
