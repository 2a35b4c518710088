//! `Census`: the statistics of a nim-sequence far past memory, on every core, resumable;
//! and `CensusProgress`, what it reports as it goes.

use std::path::PathBuf;
use std::sync::Arc;

use pyo3::exceptions::PyImportError;
use pyo3::prelude::*;
use pyo3::types::PyByteArray;

use super::game::TakeAndBreak;
use crate::convert::Whole;
use crate::error::raise;
use crate::running::run_with_callback;
use impartial::take_and_break::CensusOptions;

/// What a census reports, every 65,536 heaps and at the end.
#[pyclass(frozen, get_all, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct CensusProgress {
    /// Heaps counted: `0..heaps`.
    heaps: u64,
    /// The heaps asked for.
    limit: u64,
    /// The largest value so far.
    largest_value: u64,
    /// Heaps the sparse-space method counts as rare.
    rare_heaps: u64,
    /// Heaps computed a second since the run began.
    heaps_per_second: f64,
    /// Seconds left at that rate, or `None` when it cannot be told.
    eta: Option<f64>,
}

#[pymethods]
impl CensusProgress {
    fn __repr__(&self) -> String {
        format!(
            "CensusProgress(heaps={}, limit={}, largest_value={}, rare_heaps={}, heaps_per_second={:.0}, eta={})",
            self.heaps,
            self.limit,
            self.largest_value,
            self.rare_heaps,
            self.heaps_per_second,
            self.eta
                .map_or_else(|| "None".into(), |eta| format!("{eta:.1}"))
        )
    }
}

impl From<&impartial::take_and_break::CensusProgress> for CensusProgress {
    fn from(progress: &impartial::take_and_break::CensusProgress) -> Self {
        CensusProgress {
            heaps: progress.heaps,
            limit: progress.limit,
            largest_value: progress.largest_value,
            rare_heaps: progress.rare_heaps,
            heaps_per_second: progress.heaps_per_second,
            eta: progress.eta.map(|eta| eta.as_secs_f64()),
        }
    }
}

/// The count of each value of a nim-sequence over heaps `0..heaps`, the largest value and
/// its first heap, the rare heaps and masks of the sparse-space method, and the period when
/// one is certified; computed in bounded memory. Immutable: `extended` returns a census that
/// goes further.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct Census {
    census: Arc<impartial::take_and_break::Census>,
}

/// The options of a census from Python's arguments: the machine's cores and the library's
/// memory unless given.
fn options(
    threads: Option<Whole>,
    memory: Option<Whole>,
    checkpoint: Option<PathBuf>,
) -> CensusOptions {
    let mut options = CensusOptions::default();
    if let Some(Whole(threads)) = threads {
        options = options.threads(usize::try_from(threads).unwrap_or(usize::MAX));
    }
    if let Some(Whole(memory)) = memory {
        options = options.memory(memory);
    }
    if let Some(path) = checkpoint {
        options = options.checkpoint(path);
    }
    options
}

/// Runs `census` on to `heaps` without the GIL, reporting to `progress`.
fn go_on(
    py: Python<'_>,
    mut census: impartial::take_and_break::Census,
    heaps: u64,
    options: &CensusOptions,
    progress: Option<Py<PyAny>>,
) -> PyResult<Census> {
    run_with_callback(
        py,
        progress,
        |progress: &_| CensusProgress::from(progress),
        |report| {
            census.extend(heaps, options, report)?;
            Ok(census)
        },
    )
    .map(|census| Census {
        census: Arc::new(census),
    })
}

/// `TakeAndBreak.census`: a census of `game` to `heaps`.
pub(crate) fn census(
    py: Python<'_>,
    game: &impartial::TakeAndBreak,
    heaps: u64,
    threads: Option<Whole>,
    memory: Option<Whole>,
    checkpoint: Option<PathBuf>,
    progress: Option<Py<PyAny>>,
) -> PyResult<Census> {
    let options = options(threads, memory, checkpoint);
    let empty = game
        .census(0, &CensusOptions::default().memory(options.memory_bytes()))
        .map_err(|error| raise(&error))?;
    go_on(py, empty, heaps, &options, progress)
}

#[pymethods]
impl Census {
    /// The game counted.
    #[getter]
    fn game(&self) -> TakeAndBreak {
        self.census.game().clone().into()
    }

    /// Heaps counted: `0..heaps`.
    #[getter]
    fn heaps(&self) -> u64 {
        self.census.heaps()
    }

    /// Heaps whose values were computed (fewer once a period counts the rest).
    #[getter]
    fn computed(&self) -> u64 {
        self.census.computed()
    }

    /// The count of each value, as a numpy array of `uint64`: `histogram[v]` heaps have
    /// value `v`, up to the largest value.
    #[getter]
    fn histogram<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let numpy = py.import("numpy").map_err(|error| {
            PyImportError::new_err(format!(
                "Census.histogram needs numpy, which could not be imported ({error}): pip install numpy"
            ))
        })?;
        let counts = self.census.histogram();
        let buffer = PyByteArray::new_with(py, counts.len() * 8, |buffer| {
            for (bytes, count) in buffer.chunks_exact_mut(8).zip(counts) {
                bytes.copy_from_slice(&count.to_ne_bytes());
            }
            Ok(())
        })?;
        numpy.call_method1("frombuffer", (buffer, numpy.getattr("uint64")?))
    }

    /// The largest value.
    #[getter]
    fn largest_value(&self) -> u64 {
        self.census.largest_value()
    }

    /// The first heap with the largest value.
    #[getter]
    fn largest_value_heap(&self) -> u64 {
        self.census.largest_value_heap()
    }

    /// The heaps the sparse-space method counts as rare, with their values, ascending.
    #[getter]
    fn rare_heaps(&self) -> Vec<(u64, u64)> {
        self.census.rare_heaps()
    }

    /// The masks of the sparse-space method: for the moves that split after taking an even
    /// number, then an odd number (`None` for a class without such moves).
    #[getter]
    fn masks(&self) -> (Option<u64>, Option<u64>) {
        let [even, odd] = self.census.masks();
        (even, odd)
    }

    /// `(preperiod, period)` once certified, else `None`.
    #[getter]
    fn period(&self) -> Option<(u64, u64)> {
        self.census
            .period()
            .map(|period| (period.preperiod, period.period))
    }

    /// The memory the census holds at most, in bytes.
    #[getter]
    fn memory(&self) -> u64 {
        self.census.memory()
    }

    /// A copy gone on to `heaps` heaps (with more memory, after a stop for memory).
    #[pyo3(signature = (heaps, threads = None, memory = None, checkpoint = None, progress = None))]
    fn extended(
        &self,
        py: Python<'_>,
        heaps: Whole,
        threads: Option<Whole>,
        memory: Option<Whole>,
        checkpoint: Option<PathBuf>,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<Census> {
        let mut options = options(threads, memory, checkpoint);
        if memory.is_none() {
            options = options.memory(self.census.memory());
        }
        go_on(py, (*self.census).clone(), heaps.0, &options, progress)
    }

    /// Saves the census to `path`; `Census.resume` reads it back.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let census = &self.census;
        py.detach(|| census.save(&path))
            .map_err(|error| raise(&error))
    }

    /// The census saved at `path` (by `save`, or as a checkpoint), checked; `extended`
    /// goes on from it.
    #[staticmethod]
    fn resume(py: Python<'_>, path: PathBuf) -> PyResult<Census> {
        py.detach(|| impartial::take_and_break::Census::resume(&path))
            .map(|census| Census {
                census: Arc::new(census),
            })
            .map_err(|error| raise(&error))
    }

    fn __eq__(&self, other: &Census) -> bool {
        self.census == other.census
    }

    fn __repr__(&self) -> String {
        format!(
            "<Census of {}: {} heaps, largest value {}, {} rare heaps>",
            self.census.game(),
            self.census.heaps(),
            self.census.largest_value(),
            self.census.rare_heaps().len()
        )
    }
}
