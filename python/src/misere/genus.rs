//! `Genus`, and `TakeAndBreak.genus_sequence`: run on a thread of its own, bounded, and
//! stopped by Ctrl-C through the search's cancel handle.

use std::time::Duration;

use impartial::{CancelHandle, Limits, Misere};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::convert::Whole;
use crate::error::raise;
use crate::outcome::Outcome;
use crate::running::watching;

/// The genus `g^γ0γ1…` of a game (Conway, *On Numbers and Games*, chapter 12): `g` its
/// normal-play Grundy value, `γj` the misère Grundy value of the game plus `j` Nim heaps
/// of two. `str()` writes it as Winning Ways does (`4^146`, `12^(12,14)`).
#[pyclass(frozen, eq, hash, module = "impartial")]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Genus {
    genus: impartial::take_and_break::Genus,
}

#[pymethods]
impl Genus {
    /// `g`: the normal-play Grundy value.
    #[getter]
    fn normal(&self) -> u64 {
        self.genus.normal()
    }

    /// `γj` for any `j` from 0 (past the written digits, the final alternation goes on).
    fn gamma(&self, j: Whole) -> u64 {
        // Reduced to the written digits first, so that the alternation's parity holds for
        // every `j` whatever the width of `usize`.
        let written = self.genus.written_gammas().len() as u64;
        let start = written - 2;
        let j = if j.0 < written {
            j.0
        } else {
            start + (j.0 - start) % 2
        };
        self.genus.gamma(usize::try_from(j).unwrap_or(0))
    }

    /// `γ0 … γ(k + 1)`: the digits as written, up to where the alternation starts.
    #[getter]
    fn gammas(&self) -> Vec<u64> {
        self.genus.written_gammas().to_vec()
    }

    /// Whether the genus is the genus of some position of Nim (`0^120`, `1^031`,
    /// `g^g(g⊕2)`); a game whose genus is not tame is not tame.
    #[getter]
    fn is_tame(&self) -> bool {
        self.genus.is_tame()
    }

    /// The misère outcome of the game alone: a loss exactly when `γ0` is 0.
    #[getter]
    fn misere_outcome(&self) -> Outcome {
        self.genus.misere_outcome().into()
    }

    fn __str__(&self) -> String {
        self.genus.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<Genus {}>", self.genus)
    }
}

/// `max_seconds` as a duration, or `impartial.Error` naming it.
pub(crate) fn seconds(max_seconds: f64) -> PyResult<Duration> {
    Duration::try_from_secs_f64(max_seconds).map_err(|_| {
        raise(&impartial::Error::InvalidParameter {
            parameter: "max_seconds",
            value: max_seconds.to_string(),
            reason: "a time limit is a finite number of seconds, 0 or more".into(),
        })
    })
}

/// The genera of heaps `0..limit` of `game`, within the limits: computed on a thread of
/// its own while this one, without the GIL, looks for Ctrl-C and cancels the search when
/// it comes (raising `KeyboardInterrupt`).
pub(crate) fn genus_sequence(
    py: Python<'_>,
    game: &Misere<impartial::TakeAndBreak>,
    limit: u64,
    max_positions: u64,
    max_seconds: Option<f64>,
) -> PyResult<Vec<Genus>> {
    let handle = CancelHandle::new();
    let mut limits = Limits::new()
        .positions(usize::try_from(max_positions).unwrap_or(usize::MAX))
        .cancelled_by(&handle);
    if let Some(max_seconds) = max_seconds {
        limits = limits.time(seconds(max_seconds)?);
    }
    let limits = &limits;
    let (result, interrupted) = watching(py, &handle, || game.genus_sequence_with(limit, limits));
    if let Some(error) = interrupted {
        return Err(error);
    }
    match result {
        Some(Ok(genera)) => Ok(genera.into_iter().map(|genus| Genus { genus }).collect()),
        Some(Err(error)) => Err(raise(&error)),
        None => Err(PyRuntimeError::new_err(
            "the genus computation stopped without an answer",
        )),
    }
}
