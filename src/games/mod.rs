//! The games, one module each, with their rules and closed forms together.
//!
//! Every game type, and its position and move types, is also re-exported here and in the
//! [`prelude`](crate::prelude).

pub mod die;
pub mod fibonacci;
pub mod nim;
pub mod parity;
pub mod subtraction;
pub mod wythoff;

pub use die::{Die, DiePosition};
pub use fibonacci::{FibPosition, FibonacciNim};
pub use nim::{Nim, NimMove};
pub use parity::{Parity, ParityPosition};
pub use subtraction::Subtraction;
pub use wythoff::{Wythoff, WythoffMove};
