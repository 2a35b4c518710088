//! The mathematics the engines share: the mex of a set of values, certificates of periodic
//! sequences, and Fibonacci numbers with Zeckendorf digits.

pub(crate) mod mex;
pub(crate) mod periodic;
pub mod zeckendorf;
