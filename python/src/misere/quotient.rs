//! `MisereQuotient` and `QuotientProgress`: `TakeAndBreak.misere_quotient`, computed
//! without the GIL, reporting to a callback that may stop it, Ctrl-C stopping it too.

use std::sync::Arc;

use impartial::Misere;
use pyo3::prelude::*;

use super::solver::MisereQuotientSolver;
use crate::convert::{Heaps, Whole};
use crate::error::raise;
use crate::outcome::Outcome;
use crate::running::run_with_callback;
use crate::take_and_break::TakeAndBreak;

/// How far a misère quotient's computation has gone, reported after each heap and between
/// the candidates of a heap that enlarges the quotient.
#[pyclass(frozen, get_all, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct QuotientProgress {
    /// Heaps covered so far: `0..heaps`.
    heaps: u64,
    /// The last heap asked for.
    limit: u64,
    /// The quotient's order so far.
    order: usize,
    /// Its `|P|` so far.
    p_count: usize,
}

#[pymethods]
impl QuotientProgress {
    fn __repr__(&self) -> String {
        format!(
            "QuotientProgress(heaps={}, limit={}, order={}, p_count={})",
            self.heaps, self.limit, self.order, self.p_count
        )
    }
}

impl From<&impartial::take_and_break::QuotientProgress> for QuotientProgress {
    fn from(progress: &impartial::take_and_break::QuotientProgress) -> Self {
        QuotientProgress {
            heaps: progress.heaps,
            limit: progress.limit,
            order: progress.order,
            p_count: progress.p_count,
        }
    }
}

/// The quotient of `game`'s heaps `0..=limit` with at most `bound` elements, reporting
/// each heap to `callback` (returning `False` stops: the quotient of the heaps done is
/// returned).
pub(crate) fn misere_quotient(
    py: Python<'_>,
    game: &Misere<impartial::TakeAndBreak>,
    limit: u64,
    bound: u64,
    callback: Option<Py<PyAny>>,
) -> PyResult<MisereQuotient> {
    let bound = usize::try_from(bound).unwrap_or(usize::MAX);
    run_with_callback(
        py,
        callback,
        |progress| QuotientProgress::from(progress),
        |report| game.misere_quotient_with(limit, bound, |progress| report(progress)),
    )
    .map(MisereQuotient::from)
}

/// The misère quotient (Plambeck and Siegel) of a take-and-break game's positions made of
/// heaps `0..known_heaps` (every heap once `period` is certified): elements numbered
/// `0..order`, `0` the identity; `element(heap)` is the pretending function, `name` writes
/// an element as a word in the generators, and `str()` is the presentation.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct MisereQuotient {
    pub(crate) quotient: Arc<impartial::MisereQuotient>,
}

impl From<impartial::MisereQuotient> for MisereQuotient {
    fn from(quotient: impartial::MisereQuotient) -> Self {
        MisereQuotient {
            quotient: Arc::new(quotient),
        }
    }
}

#[pymethods]
impl MisereQuotient {
    /// The game.
    #[getter]
    fn game(&self) -> TakeAndBreak {
        self.quotient.game().clone().into()
    }

    /// `|Q|`, the number of elements.
    #[getter]
    fn order(&self) -> usize {
        self.quotient.order()
    }

    /// `|P|`, the number of elements that are classes of misère P-positions.
    #[getter]
    fn p_count(&self) -> usize {
        self.quotient.p_count()
    }

    /// Whether it is one of misère Nim's quotients (trivial, `T1`, `T2`, …): the game is
    /// tame.
    #[getter]
    fn is_tame(&self, py: Python<'_>) -> bool {
        let quotient = &self.quotient;
        py.detach(|| quotient.is_tame())
    }

    /// `(preperiod, period)` of the pretending function once certified, else `None`.
    #[getter]
    fn period(&self) -> Option<(u64, u64)> {
        self.quotient
            .period()
            .map(|period| (period.preperiod, period.period))
    }

    /// How many heaps were computed: heaps `0..known_heaps`.
    #[getter]
    fn known_heaps(&self) -> u64 {
        self.quotient.known_heaps()
    }

    /// The presentation by generators and relations, and `P`, as `str()` writes it.
    #[getter]
    fn presentation(&self, py: Python<'_>) -> String {
        let quotient = &self.quotient;
        py.detach(|| quotient.to_string())
    }

    /// `Φ(heap)`, the element of a heap: any heap once the period is certified, else heaps
    /// below `known_heaps`; `None` beyond.
    fn element(&self, heap: Whole) -> Option<usize> {
        self.quotient.element(heap.0)
    }

    /// The pretending function over the heaps computed: `Φ(0), Φ(1), …`.
    fn elements(&self) -> Vec<usize> {
        self.quotient.elements().collect()
    }

    /// `element` written as a word in the generators (`1`, `a`, `ab²`); `None` for a
    /// number that is not an element.
    fn name(&self, py: Python<'_>, element: Whole) -> Option<String> {
        let element = usize::try_from(element.0).ok()?;
        let quotient = &self.quotient;
        py.detach(|| quotient.name(element))
    }

    /// Every element written as a word in the generators, in order: `names()[x]` is
    /// `name(x)`, worked out once for all of them.
    fn names(&self, py: Python<'_>) -> Vec<String> {
        let quotient = &self.quotient;
        py.detach(|| quotient.names())
    }

    /// `x·y`, or `None` when either is not an element.
    fn product(&self, x: Whole, y: Whole) -> Option<usize> {
        self.quotient
            .product(usize::try_from(x.0).ok()?, usize::try_from(y.0).ok()?)
    }

    /// Whether `element` is in `P` (its positions are lost by the player to move); `False`
    /// for a number that is not an element.
    fn is_in_p(&self, element: Whole) -> bool {
        usize::try_from(element.0).is_ok_and(|element| self.quotient.is_in_p(element))
    }

    /// The misère outcome of the sum of `heaps`, for the player to move; `impartial.Error`
    /// for a heap the quotient does not cover.
    fn outcome(&self, heaps: Heaps) -> PyResult<Outcome> {
        self.quotient
            .outcome(&heaps.0)
            .map(Outcome::from)
            .map_err(|error| raise(&error))
    }

    /// A solver for misère positions of several heaps, on this quotient.
    fn solver(&self) -> MisereQuotientSolver {
        MisereQuotientSolver::new(&self.quotient)
    }

    fn __str__(&self, py: Python<'_>) -> String {
        self.presentation(py)
    }

    fn __repr__(&self) -> String {
        let period = match self.quotient.period() {
            Some(period) => format!("({}, {})", period.preperiod, period.period),
            None => "None".into(),
        };
        format!(
            "<MisereQuotient of {}: order {}, |P| {}, {} heaps, period {period}>",
            self.quotient.game(),
            self.quotient.order(),
            self.quotient.p_count(),
            self.quotient.known_heaps()
        )
    }
}
