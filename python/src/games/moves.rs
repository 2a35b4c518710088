//! `Take`: the move of the one-heap games, take `amount` stones.

use pyo3::prelude::*;

use crate::convert::Whole;

/// A move of a one-heap game (`Subtraction`, `FibonacciNim`, `Parity`, `Die`): take
/// `amount` stones (in `Die`, the face tipped to the top).
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Take {
    #[pyo3(get)]
    pub(crate) amount: u64,
}

#[pymethods]
impl Take {
    #[new]
    fn new(amount: Whole) -> Self {
        Take { amount: amount.0 }
    }

    fn __repr__(&self) -> String {
        format!("Take({})", self.amount)
    }

    fn __str__(&self) -> String {
        format!("take {}", self.amount)
    }
}

impl From<u64> for Take {
    fn from(amount: u64) -> Self {
        Take { amount }
    }
}
