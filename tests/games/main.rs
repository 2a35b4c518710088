//! The named games: published values, edge cases and error messages, one module a game.
//!
//! One test binary of a few, each a folder of modules: every binary links the crate and
//! proptest again, so fewer binaries build faster.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod chomp;
mod circular;
mod cram;
mod die;
mod every_heap_nim;
mod fibonacci;
mod grundy_game;
mod kayles;
mod line_erasing;
mod nim;
mod node_kayles;
mod parity;
mod subtract_a_square;
mod subtraction;
mod tac_tix;
mod wythoff;
