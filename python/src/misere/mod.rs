//! Misère play of take-and-break games: the genus of each heap, and misère quotients with
//! their solver for positions of several heaps. Built on the engine (`take_and_break`),
//! which does not import this module.

mod genus;
mod quotient;
mod solver;

pub(crate) use genus::{Genus, genus_sequence};
pub(crate) use quotient::{MisereQuotient, QuotientProgress, misere_quotient};
pub(crate) use solver::MisereQuotientSolver;
