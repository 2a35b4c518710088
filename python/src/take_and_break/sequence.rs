//! `NimSequence`: the values of single heaps, with a certified period when there is one.

use std::path::PathBuf;
use std::sync::Arc;

use pyo3::exceptions::{PyImportError, PyIndexError, PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyInt, PySlice};

use super::game::TakeAndBreak;
use super::progress::run_reporting;
use super::solver::TakeAndBreakSolver;
use crate::convert::{Whole, type_name};
use crate::error::raise;

/// The Grundy values `G(0), G(1), …` of single heaps of a take-and-break game, as far as
/// computed, and the certified period if one is proved. Immutable: `extended` returns a
/// longer copy.
///
/// `s[n]` answers every heap once a period is certified (any int from 0 to 2^64 - 1), else
/// heaps below `len(s)`; beyond, and for negative indices, it raises `IndexError` (a
/// certified sequence has no last value to count back from). A slice `s[a:b]` is a list of
/// the values computed, with Python's slice rules over `range(len(s))`. Iteration yields
/// the values computed.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct NimSequence {
    pub(crate) values: Arc<impartial::NimSequence>,
}

impl From<impartial::NimSequence> for NimSequence {
    fn from(values: impartial::NimSequence) -> Self {
        NimSequence {
            values: Arc::new(values),
        }
    }
}

impl NimSequence {
    fn index_error(&self, index: &str) -> PyErr {
        PyIndexError::new_err(format!(
            "heap {index} is not known: the values go from heap 0 to heap {} and no period is certified; compute the nim-sequence further",
            self.values.len().saturating_sub(1)
        ))
    }
}

#[pymethods]
impl NimSequence {
    /// The game whose values these are.
    #[getter]
    fn game(&self) -> TakeAndBreak {
        self.values.game().clone().into()
    }

    /// `(preperiod, period)` once certified, else `None`.
    #[getter]
    fn period(&self) -> Option<(u64, u64)> {
        self.values
            .period()
            .map(|period| (period.preperiod, period.period))
    }

    /// Bytes a value takes: 2, 4 or 8; `to_numpy` gives `uint16`, `uint32` or `uint64`.
    #[getter]
    fn bytes_per_value(&self) -> usize {
        self.values.bytes_per_value()
    }

    /// The largest value computed.
    #[getter]
    fn largest_value(&self) -> u64 {
        self.values.largest_value()
    }

    fn __len__(&self) -> usize {
        // A sequence in memory has fewer values than `usize::MAX`.
        usize::try_from(self.values.len()).unwrap_or(usize::MAX)
    }

    fn __getitem__(&self, py: Python<'_>, index: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        if let Ok(slice) = index.cast::<PySlice>() {
            let len = isize::try_from(self.values.len()).unwrap_or(isize::MAX);
            let range = slice.indices(len)?;
            let mut taken = Vec::new();
            taken.try_reserve(range.slicelength).map_err(|_| {
                raise(&impartial::Error::OutOfMemory {
                    what: format!("a list of {} values", range.slicelength),
                })
            })?;
            let mut at = range.start;
            for _ in 0..range.slicelength {
                // `indices` keeps `at` in `0..len`.
                let heap = u64::try_from(at).unwrap_or(u64::MAX);
                taken.extend(self.values.value(heap));
                at += range.step;
            }
            return Ok(taken.into_pyobject(py)?.into_any().unbind());
        }
        match index.extract::<u64>() {
            Ok(heap) => match self.values.value(heap) {
                Some(value) => Ok(value.into_pyobject(py)?.into_any().unbind()),
                None => Err(self.index_error(&heap.to_string())),
            },
            Err(error)
                if error.is_instance_of::<PyOverflowError>(py)
                    || index.is_instance_of::<PyInt>() =>
            {
                let index = index.str()?.to_string();
                Err(PyIndexError::new_err(if index.starts_with('-') {
                    format!(
                        "heap {index} is negative: a nim-sequence counts heaps from 0 and, once periodic, has no end to count back from"
                    )
                } else {
                    format!("heap {index} is beyond the largest heap, {}", u64::MAX)
                }))
            }
            Err(_) => Err(PyTypeError::new_err(format!(
                "a nim-sequence is indexed by an int or a slice, not {}",
                type_name(index)
            ))),
        }
    }

    fn __iter__(slf: Py<Self>) -> NimSequenceIterator {
        let end = slf.get().values.len();
        NimSequenceIterator {
            values: slf,
            next: 0,
            end,
        }
    }

    /// The values computed, as a numpy array of `uint16`, `uint32` or `uint64` (by
    /// `bytes_per_value`): one copy, writable, owned by the array.
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let numpy = py.import("numpy").map_err(|error| {
            PyImportError::new_err(format!(
                "NimSequence.to_numpy needs numpy, which could not be imported ({error}): pip install numpy"
            ))
        })?;
        let width = self.values.bytes_per_value();
        let len = usize::try_from(self.values.len()).unwrap_or(usize::MAX);
        let bytes = len.checked_mul(width).ok_or_else(|| {
            raise(&impartial::Error::Overflow {
                quantity: format!("{len} values of {width} bytes"),
                type_name: "usize",
            })
        })?;
        let values = &self.values;
        let buffer = PyByteArray::new_with(py, bytes, |buffer| {
            fill(buffer, width, values);
            Ok(())
        })?;
        let dtype = numpy.getattr(match width {
            2 => "uint16",
            4 => "uint32",
            _ => "uint64",
        })?;
        numpy.call_method1("frombuffer", (buffer, dtype))
    }

    /// Checks every value against the game's rules, computing each again (a loaded file's
    /// values are only as good as the file); raises `impartial.Error` naming the first wrong
    /// heap.
    pub(crate) fn verify(&self, py: Python<'_>) -> PyResult<()> {
        let values = &self.values;
        py.detach(|| values.verify()).map_err(|error| raise(&error))
    }

    /// A copy computed on to `limit` heaps (resuming), stopping once a period is certified.
    #[pyo3(signature = (limit, progress = None))]
    fn extended(
        &self,
        py: Python<'_>,
        limit: Whole,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<NimSequence> {
        let mut values = (*self.values).clone();
        run_reporting(py, progress, |report| {
            values.extend(limit.0, report)?;
            Ok(values)
        })
        .map(NimSequence::from)
    }

    /// Saves the game's code and the values to `path`; `TakeAndBreak.load` reads it back.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let values = &self.values;
        py.detach(|| values.save(&path))
            .map_err(|error| raise(&error))
    }

    /// A solver for positions of several heaps, from these values.
    pub(crate) fn solver(&self) -> TakeAndBreakSolver {
        TakeAndBreakSolver::from(impartial::TakeAndBreakSolver::new((*self.values).clone()))
    }

    fn __repr__(&self) -> String {
        let period = match self.values.period() {
            Some(period) => format!("({}, {})", period.preperiod, period.period),
            None => "None".into(),
        };
        format!(
            "<NimSequence of {}: {} values, period {period}>",
            self.values.game(),
            self.values.len()
        )
    }
}

/// Writes the values into `buffer`, `width` bytes each, in the machine's byte order.
fn fill(buffer: &mut [u8], width: usize, values: &impartial::NimSequence) {
    match width {
        2 => {
            for (bytes, value) in buffer.chunks_exact_mut(2).zip(values.values()) {
                bytes.copy_from_slice(&(value as u16).to_ne_bytes());
            }
        }
        4 => {
            for (bytes, value) in buffer.chunks_exact_mut(4).zip(values.values()) {
                bytes.copy_from_slice(&(value as u32).to_ne_bytes());
            }
        }
        _ => {
            for (bytes, value) in buffer.chunks_exact_mut(8).zip(values.values()) {
                bytes.copy_from_slice(&value.to_ne_bytes());
            }
        }
    }
}

/// Iterates over the values computed of a [`NimSequence`].
#[pyclass(module = "impartial")]
#[derive(Debug)]
pub(crate) struct NimSequenceIterator {
    values: Py<NimSequence>,
    next: u64,
    end: u64,
}

#[pymethods]
impl NimSequenceIterator {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> Option<u64> {
        if self.next >= self.end {
            return None;
        }
        let value = self.values.get().values.value(self.next);
        self.next += 1;
        value
    }
}
