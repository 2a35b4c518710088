//! `Subtraction`: one heap, take an amount in a set (or 1 to `k`, Bash's game).

use impartial::games::MisereForm;
use impartial::{Game, Grundy, Solver};
use pyo3::prelude::*;

use super::moves::Take;
use super::no_misere_grundy;
use crate::error::{Whole, raise};
use crate::outcome::Outcome;

/// A subtraction game: one heap, take an amount in `amounts`; the last stone wins (with
/// `misere=True`, loses). Positions are heap sizes. The outcomes are ultimately periodic
/// (*Winning Ways*, ch. 4): the period is found and certified at construction.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct Subtraction {
    game: impartial::games::Subtraction,
}

impl Subtraction {
    fn with(game: impartial::games::Subtraction, misere: bool) -> Self {
        Subtraction {
            game: if misere { game.misere() } else { game },
        }
    }
}

#[pymethods]
impl Subtraction {
    #[new]
    #[pyo3(signature = (amounts, misere = false))]
    fn new(amounts: Vec<Whole>, misere: bool) -> PyResult<Self> {
        let amounts: Vec<u64> = amounts.into_iter().map(|Whole(amount)| amount).collect();
        let game = impartial::games::Subtraction::new(&amounts).map_err(|error| raise(&error))?;
        Ok(Self::with(game, misere))
    }

    /// Bash's game: take 1 to `k` (Bachet, 1612): lost iff the heap is a multiple of `k + 1`.
    #[staticmethod]
    #[pyo3(signature = (k, misere = false))]
    fn bash(k: Whole, misere: bool) -> PyResult<Self> {
        let game = impartial::games::Subtraction::bash(k.0).map_err(|error| raise(&error))?;
        Ok(Self::with(game, misere))
    }

    /// Whether the last stone loses.
    #[getter]
    fn misere(&self) -> bool {
        self.game.convention() == impartial::Convention::Misere
    }

    /// `(preperiod, period)` of the outcomes.
    #[getter]
    fn period(&self) -> (u64, u64) {
        let period = self.game.period();
        (period.preperiod, period.period)
    }

    fn outcome(&self, position: Whole) -> Outcome {
        self.game.outcome(&position.0).into()
    }

    fn winning_moves(&self, position: Whole) -> Vec<Take> {
        self.game
            .winning_moves(&position.0)
            .map(Take::from)
            .collect()
    }

    fn best_move(&self, position: Whole) -> Option<Take> {
        self.game.best_move(&position.0).map(Take::from)
    }

    fn play(&self, position: Whole, r#move: Take) -> PyResult<u64> {
        self.game
            .play(&position.0, &r#move.amount)
            .map_err(|error| raise(&error))
    }

    /// The Sprague–Grundy value of a heap (normal play only).
    fn grundy(&self, position: Whole) -> PyResult<u64> {
        if self.misere() {
            return Err(no_misere_grundy("subtraction game"));
        }
        Ok(self.game.grundy(&position.0))
    }

    fn __repr__(&self) -> String {
        let misere = if self.misere() { ", misere=True" } else { "" };
        match self.game.set() {
            Some(amounts) => format!("Subtraction({amounts:?}{misere})"),
            None => format!("Subtraction.bash({}{misere})", self.game.max_take()),
        }
    }
}
