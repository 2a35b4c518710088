//! The mathematics the engines and the games share: the mex of a set of values, the
//! nim-sum, certificates of periodic sequences and the [`Period`] they certify, and Fibonacci
//! numbers with Zeckendorf digits.

pub(crate) mod mex;
pub(crate) mod nim_sum;
pub(crate) mod period;
pub(crate) mod periodic;
pub mod zeckendorf;

pub use period::Period;
