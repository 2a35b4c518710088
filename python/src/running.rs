//! Long computations: run without the GIL, and stopped by Ctrl-C. A computation that
//! reports its progress calls back into Python at each report ([`run_with_callback`]),
//! where Ctrl-C is seen and a callback may stop it; a search, which reports nothing, runs
//! on a thread of its own while this one looks for Ctrl-C and cancels it through its
//! [`CancelHandle`] ([`watching`]).

use core::ops::ControlFlow;
use std::sync::mpsc;
use std::time::Duration;

use impartial::CancelHandle;
use pyo3::prelude::*;
use pyo3::types::PyBool;

use crate::error::raise;

/// How often the thread that waits for a search looks for Ctrl-C.
const SIGNAL_CHECKS: Duration = Duration::from_millis(50);

/// The closure a computation reports to.
pub(crate) type Report<'a, R> = &'a mut dyn FnMut(&R) -> ControlFlow<()>;

/// Runs `work` with the GIL released, taking it again at each report to check for Ctrl-C
/// (which raises `KeyboardInterrupt`) and to call `callback` with what `argument` makes of
/// the report: returning `False` stops the work (its result so far is kept), raising stops
/// it and raises.
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

/// Runs `work` on a thread of its own while this one, without the GIL, looks for Ctrl-C
/// every 50 ms and, when it comes, cancels the work through `handle` (again every 50 ms,
/// until it stops) and waits for it to stop. Gives back what the work returned (`None` if
/// it panicked) and the `KeyboardInterrupt` to raise, if Ctrl-C came.
pub(crate) fn watching<T: Send>(
    py: Python<'_>,
    handle: &CancelHandle,
    work: impl FnOnce() -> T + Send,
) -> (Option<T>, Option<PyErr>) {
    py.detach(|| watched(handle, work))
}

/// As [`watching`], called without the GIL (it takes it to look for Ctrl-C).
pub(crate) fn watched<T: Send>(
    handle: &CancelHandle,
    work: impl FnOnce() -> T + Send,
) -> (Option<T>, Option<PyErr>) {
    let mut interrupted: Option<PyErr> = None;
    let result = std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        let worker = scope.spawn(move || {
            // The receiver outlives the worker: the send cannot fail.
            let _ = sender.send(work());
        });
        let result = loop {
            match receiver.recv_timeout(SIGNAL_CHECKS) {
                Ok(result) => break Some(result),
                Err(mpsc::RecvTimeoutError::Disconnected) => break None,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if interrupted.is_some() {
                        // Asked again until the work stops: a cancellation is spent by the
                        // question that meets it, and the work may ask another.
                        handle.cancel();
                    } else {
                        // The method alone does not take every lifetime `attach` gives.
                        #[allow(clippy::redundant_closure_for_method_calls)]
                        let signals = Python::attach(|py| py.check_signals());
                        if let Err(error) = signals {
                            interrupted = Some(error);
                            handle.cancel();
                        }
                    }
                }
            }
        };
        // The worker has sent or stopped: joining does not wait.
        let _ = worker.join();
        result
    });
    (result, interrupted)
}
