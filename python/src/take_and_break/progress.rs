//! `Progress`: what a nim-sequence's computation reports to a Python callback.

use pyo3::prelude::*;

use crate::running::{Report, run_with_callback};

/// What a long computation reports, every 65,536 heaps and at the end.
#[pyclass(frozen, get_all, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct Progress {
    /// Heaps whose values are known: `0..heaps`.
    heaps: u64,
    /// The heaps asked for.
    limit: u64,
    /// The largest value so far.
    largest_value: u64,
    /// Heaps the sparse-space method counts as rare.
    rare_heaps: u64,
}

#[pymethods]
impl Progress {
    fn __repr__(&self) -> String {
        format!(
            "Progress(heaps={}, limit={}, largest_value={}, rare_heaps={})",
            self.heaps, self.limit, self.largest_value, self.rare_heaps
        )
    }
}

impl From<&impartial::take_and_break::Progress> for Progress {
    fn from(progress: &impartial::take_and_break::Progress) -> Self {
        Progress {
            heaps: progress.heaps,
            limit: progress.limit,
            largest_value: progress.largest_value,
            rare_heaps: progress.rare_heaps,
        }
    }
}

/// Runs `work` with the GIL released, taking it again at each report to check for Ctrl-C
/// (which raises `KeyboardInterrupt`) and to call `callback` with a [`Progress`]:
/// returning `False` stops the work (its result so far is kept), raising stops it and
/// raises.
pub(crate) fn run_reporting<T: Send>(
    py: Python<'_>,
    callback: Option<Py<PyAny>>,
    work: impl FnOnce(Report<'_, impartial::take_and_break::Progress>) -> Result<T, impartial::Error>
    + Send,
) -> PyResult<T> {
    run_with_callback(py, callback, |progress| Progress::from(progress), work)
}
