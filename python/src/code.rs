//! The Python methods of `TakeAndBreak` (the class is in `take_and_break::game`): they
//! reach both engines, the nim-sequence's (`take_and_break`) and misère play's
//! (`misere`), which is why they are here, above both, and neither engine imports the
//! other's.

use std::path::PathBuf;

use impartial::MisereForm;
use pyo3::prelude::*;

use crate::convert::{Text, Whole, Wholes};
use crate::error::raise;
use crate::misere::{Genus, MisereQuotient};
use crate::take_and_break::{
    Census, NimSequence, Search, TakeAndBreak, TakeAndBreakSolver, census, run_reporting,
};

#[pymethods]
impl TakeAndBreak {
    #[new]
    fn new(code: Text) -> PyResult<Self> {
        impartial::TakeAndBreak::new(&code.0)
            .map(Self::from)
            .map_err(|error| raise(&error))
    }

    /// Only an octal code: a hexadecimal digit is an error.
    #[staticmethod]
    fn octal(code: Text) -> PyResult<Self> {
        impartial::TakeAndBreak::octal(&code.0)
            .map(Self::from)
            .map_err(|error| raise(&error))
    }

    /// Kayles, `0.77`.
    #[staticmethod]
    fn kayles() -> Self {
        impartial::TakeAndBreak::kayles().into()
    }

    /// Dawson's Kayles, `0.07`.
    #[staticmethod]
    fn dawsons_kayles() -> Self {
        impartial::TakeAndBreak::dawsons_kayles().into()
    }

    /// Dawson's chess, `0.137`.
    #[staticmethod]
    fn dawsons_chess() -> Self {
        impartial::TakeAndBreak::dawsons_chess().into()
    }

    /// Double Kayles, `0.7777`.
    #[staticmethod]
    fn double_kayles() -> Self {
        impartial::TakeAndBreak::double_kayles().into()
    }

    /// Officers, `0.6`.
    #[staticmethod]
    fn officers() -> Self {
        impartial::TakeAndBreak::officers().into()
    }

    /// The rows of circular Nim, `0.777`.
    #[staticmethod]
    fn circular_nim_rows() -> Self {
        impartial::TakeAndBreak::circular_nim_rows().into()
    }

    /// Line erasing, `0.[7]`.
    #[staticmethod]
    fn line_erasing() -> Self {
        impartial::TakeAndBreak::line_erasing().into()
    }

    /// Grundy's game: split a heap into two unequal heaps (`4.` with unequal splits).
    #[staticmethod]
    fn grundys_game() -> Self {
        impartial::TakeAndBreak::grundys_game().into()
    }

    /// The subtraction game on `amounts`, as its octal code.
    #[staticmethod]
    fn subtraction(amounts: Wholes) -> PyResult<Self> {
        impartial::TakeAndBreak::subtraction(&amounts.0)
            .map(Self::from)
            .map_err(|error| raise(&error))
    }

    /// The same code, with the two heaps a move leaves required to differ.
    fn unequal_splits(&self) -> Self {
        TakeAndBreak {
            game: self.game.clone().unequal_splits(),
            misere: self.misere,
        }
    }

    /// The code, as `TakeAndBreak(code)` reads it.
    #[getter]
    fn code(&self) -> String {
        self.game.to_string().trim_end_matches('≠').to_string()
    }

    /// Whether the two heaps a move leaves must differ.
    #[getter]
    fn has_unequal_splits(&self) -> bool {
        self.game.has_unequal_splits()
    }

    /// The same game under misère play: whoever makes the last move loses. `search()` then
    /// answers misère outcomes; what rests on nim-values (`nim_sequence`, `solver`) raises
    /// `impartial.Error`.
    fn misere(&self) -> Self {
        TakeAndBreak {
            game: self.game.clone(),
            misere: true,
        }
    }

    /// The same game under normal play (every code is read so): undoes `misere()`.
    fn normal(&self) -> Self {
        self.game.clone().into()
    }

    /// Whether the game is played under misère play (after `misere()`).
    #[getter]
    fn is_misere(&self) -> bool {
        self.misere
    }

    /// The genus of each heap `0..limit`, whatever the convention, bounded by
    /// `max_positions` sums of heaps stored and `max_seconds`.
    #[pyo3(
        signature = (limit, max_positions = Whole(1 << 20), max_seconds = None),
        text_signature = "($self, limit, max_positions=1048576, max_seconds=None)"
    )]
    fn genus_sequence(
        &self,
        py: Python<'_>,
        limit: Whole,
        max_positions: Whole,
        max_seconds: Option<f64>,
    ) -> PyResult<Vec<Genus>> {
        let game = self.game.clone().misere();
        crate::misere::genus_sequence(py, &game, limit.0, max_positions.0, max_seconds)
    }

    /// The misère quotient of the positions made of heaps `0..=limit`, stopping earlier
    /// once the pretending function's period is certified, with at most `bound` elements.
    #[pyo3(
        signature = (limit, bound = Whole(4096), progress = None),
        text_signature = "($self, limit, bound=4096, progress=None)"
    )]
    fn misere_quotient(
        &self,
        py: Python<'_>,
        limit: Whole,
        bound: Whole,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<MisereQuotient> {
        let game = self.game.clone().misere();
        crate::misere::misere_quotient(py, &game, limit.0, bound.0, progress)
    }

    /// Whether every digit is octal (no move leaves three heaps).
    #[getter]
    fn is_octal(&self) -> bool {
        self.game.is_octal()
    }

    /// Whether a period can be certified from finitely many values (Guy and Smith's theorem).
    #[getter]
    fn can_certify_period(&self) -> bool {
        self.game.can_certify_period()
    }

    /// The values of heaps `0..limit`, stopping early once a period is certified.
    #[pyo3(signature = (limit, progress = None))]
    fn nim_sequence(
        &self,
        py: Python<'_>,
        limit: Whole,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<NimSequence> {
        let game = self.normal_play()?;
        run_reporting(py, progress, |report| {
            game.nim_sequence_with(limit.0, report)
        })
        .map(NimSequence::from)
    }

    /// The census of heaps `0..heaps`: the count of each value, in bounded memory, on
    /// `threads` threads (every core by default), saving `checkpoint` as it goes.
    #[pyo3(signature = (heaps, threads = None, memory = None, checkpoint = None, progress = None))]
    fn census(
        &self,
        py: Python<'_>,
        heaps: Whole,
        threads: Option<Whole>,
        memory: Option<Whole>,
        checkpoint: Option<PathBuf>,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<Census> {
        census(
            py, &self.game, heaps.0, threads, memory, checkpoint, progress,
        )
    }

    /// A solver for positions of several heaps, from the values up to `limit`.
    #[pyo3(signature = (limit, progress = None))]
    fn solver(
        &self,
        py: Python<'_>,
        limit: Whole,
        progress: Option<Py<PyAny>>,
    ) -> PyResult<TakeAndBreakSolver> {
        self.nim_sequence(py, limit, progress)
            .map(|values| values.solver())
    }

    /// The generic memoized search on positions of this game, bounded by `max_positions`
    /// stored and `max_seconds` a question (no time limit by default).
    #[pyo3(
        signature = (max_positions = Whole(10_000_000), max_seconds = None),
        text_signature = "($self, max_positions=10000000, max_seconds=None)"
    )]
    fn search(&self, max_positions: Whole, max_seconds: Option<f64>) -> PyResult<Search> {
        let max_positions = usize::try_from(max_positions.0).unwrap_or(usize::MAX);
        Search::new(self, max_positions, max_seconds)
    }

    /// A sequence saved with `NimSequence.save`; with `verify=True`, every value is computed
    /// again and checked.
    #[staticmethod]
    #[pyo3(signature = (path, verify = false))]
    fn load(py: Python<'_>, path: PathBuf, verify: bool) -> PyResult<NimSequence> {
        let values = py
            .detach(|| impartial::NimSequence::load(&path))
            .map_err(|error| raise(&error))?;
        let values = NimSequence::from(values);
        if verify {
            values.verify(py)?;
        }
        Ok(values)
    }

    fn __repr__(&self) -> String {
        let mut repr = format!("TakeAndBreak('{}')", self.code());
        if self.game.has_unequal_splits() {
            repr.push_str(".unequal_splits()");
        }
        if self.is_misere() {
            repr.push_str(".misere()");
        }
        repr
    }

    fn __str__(&self) -> String {
        self.game.to_string()
    }
}
