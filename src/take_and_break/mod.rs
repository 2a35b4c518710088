//! Take-and-break games from their codes: one engine for every octal and hexadecimal game
//! and Grundy's game.
//!
//! * [`TakeAndBreak`] holds a game's rules, parsed from its code (`0.77`, `4.`, `0.[7]`),
//!   and plays them ([`Game`](crate::Game) on heaps, moves [`BreakMove`]).
//! * [`TakeAndBreak::nim_sequence`] computes the values of single heaps, by the sparse-space
//!   method, stopping once a [`Period`] is certified; a [`NimSequence`] stores them, saves
//!   and resumes.
//! * [`TakeAndBreak::census`] counts the values of heaps far past what memory holds, on
//!   every core, and goes on from a checkpoint: a [`Census`].
//! * [`TakeAndBreakSolver`] answers positions of several heaps ([`Heaps`]) from them.
//! * [`misere`](crate::MisereForm::misere) plays the same code under misère play, for
//!   [`Search`](crate::Search); [`genus_sequence`](crate::Misere::genus_sequence) gives each
//!   heap's [`Genus`], and [`misere_quotient`](crate::Misere::misere_quotient) the
//!   [`MisereQuotient`].
//!
//! Kayles, circular Nim's rows and Grundy's game in [`games`](crate::games) take their
//! values from this engine.

mod census;
mod code;
mod engine;
mod file;
mod genus;
mod misere;
mod period;
mod quotient;
mod rules;
mod sequence;
mod solver;

pub use crate::math::Period;
pub use census::{Census, CensusOptions, CensusProgress, DEFAULT_MEMORY};
pub use code::TakeAndBreak;
pub use genus::Genus;
pub use quotient::{DEFAULT_ELEMENT_BOUND, MisereQuotient, MisereQuotientSolver, QuotientProgress};
pub use rules::BreakMove;
pub use sequence::{NimSequence, Progress};
pub use solver::{Heaps, TakeAndBreakSolver};
