//! `Subtraction`: one heap, take an amount in a set (or 1 to `k`, Bash's game).

use impartial::{Game, Grundy, Solver};
use pyo3::prelude::*;

use super::moves::Take;
use super::{Played, by_convention};
use crate::convert::{Whole, Wholes};
use crate::error::{no_misere_grundy, raise};
use crate::outcome::Outcome;

/// A subtraction game: one heap, take an amount in `amounts`; the last stone wins (with
/// `misere=True`, loses). Positions are heap sizes. The outcomes are ultimately periodic
/// (*Winning Ways*, ch. 4): the period is found and certified at construction.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct Subtraction {
    game: Played<impartial::games::Subtraction>,
}

impl Subtraction {
    fn with(game: impartial::games::Subtraction, misere: bool) -> Self {
        Subtraction {
            game: Played::new(game, misere),
        }
    }
}

#[pymethods]
impl Subtraction {
    #[new]
    #[pyo3(signature = (amounts, misere = false))]
    fn new(amounts: Wholes, misere: bool) -> PyResult<Self> {
        let game = impartial::games::Subtraction::new(&amounts.0).map_err(|error| raise(&error))?;
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
        self.game.is_misere()
    }

    /// `(preperiod, period)` of the outcomes.
    #[getter]
    fn period(&self) -> (u64, u64) {
        let period = by_convention!(&self.game, game => game.period());
        (period.preperiod, period.period)
    }

    fn outcome(&self, position: Whole) -> Outcome {
        by_convention!(&self.game, game => game.outcome(&position.0)).into()
    }

    fn winning_moves(&self, position: Whole) -> Vec<Take> {
        by_convention!(&self.game, game => game
            .winning_moves(&position.0)
            .map(Take::from)
            .collect())
    }

    fn best_move(&self, position: Whole) -> Option<Take> {
        by_convention!(&self.game, game => game.best_move(&position.0)).map(Take::from)
    }

    fn play(&self, position: Whole, r#move: Take) -> PyResult<u64> {
        self.game
            .normal_play()
            .play(&position.0, &r#move.amount)
            .map_err(|error| raise(&error))
    }

    /// The Sprague–Grundy value of a heap (normal play only).
    fn grundy(&self, position: Whole) -> PyResult<u64> {
        match &self.game {
            Played::Normal(game) => Ok(game.grundy(&position.0)),
            Played::Misere(_) => Err(no_misere_grundy("subtraction game")),
        }
    }

    fn __repr__(&self) -> String {
        let misere = if self.misere() { ", misere=True" } else { "" };
        let game = self.game.normal_play();
        match game.set() {
            Some(amounts) => format!("Subtraction({amounts:?}{misere})"),
            None => format!("Subtraction.bash({}{misere})", game.max_take()),
        }
    }
}
