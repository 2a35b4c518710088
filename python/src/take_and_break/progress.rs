//! `Progress`, and running a long computation without the GIL while reporting to a Python
//! callback that may stop it; Ctrl-C stops it too.

use core::ops::ControlFlow;

use pyo3::prelude::*;
use pyo3::types::PyBool;

use crate::error::raise;

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

/// The closure a computation reports to.
pub(crate) type Report<'a, R = impartial::take_and_break::Progress> =
    &'a mut dyn FnMut(&R) -> ControlFlow<()>;

/// Runs `work` with the GIL released, taking it again at each report to check for Ctrl-C
/// (which raises `KeyboardInterrupt`) and to call `callback` with a [`Progress`]:
/// returning `False` stops the work (its result so far is kept), raising stops it and
/// raises.
pub(crate) fn run_reporting<T: Send>(
    py: Python<'_>,
    callback: Option<Py<PyAny>>,
    work: impl FnOnce(Report<'_>) -> Result<T, impartial::Error> + Send,
) -> PyResult<T> {
    run_with_callback(py, callback, |progress| Progress::from(progress), work)
}

/// As [`run_reporting`], for a computation that reports an `R`, which `argument` turns
/// into what the callback is given.
pub(crate) fn run_with_callback<R, A, T>(
    py: Python<'_>,
    callback: Option<Py<PyAny>>,
    argument: impl Fn(&R) -> A + Send,
    work: impl FnOnce(Report<'_, R>) -> Result<T, impartial::Error> + Send,
) -> PyResult<T>
where
    A: for<'py> IntoPyObject<'py>,
    T: Send,
{
    let (result, failure) = py.detach(move || {
        let mut failure: Option<PyErr> = None;
        let result = {
            let mut report = |progress: &R| {
                Python::attach(|py| {
                    if let Err(error) = py.check_signals() {
                        failure = Some(error);
                        return ControlFlow::Break(());
                    }
                    let Some(callback) = &callback else {
                        return ControlFlow::Continue(());
                    };
                    match callback.call1(py, (argument(progress),)) {
                        Err(error) => {
                            failure = Some(error);
                            ControlFlow::Break(())
                        }
                        Ok(answer) => {
                            let answer = answer.bind(py);
                            if answer.is_instance_of::<PyBool>()
                                && !answer.is_truthy().unwrap_or(true)
                            {
                                ControlFlow::Break(())
                            } else {
                                ControlFlow::Continue(())
                            }
                        }
                    }
                })
            };
            work(&mut report)
        };
        (result, failure)
    });
    if let Some(error) = failure {
        return Err(error);
    }
    result.map_err(|error| raise(&error))
}
