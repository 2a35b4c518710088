//! `Nim` and `NimMove`.

use impartial::{Game, Grundy, Solver};
use pyo3::prelude::*;

use super::{Played, by_convention};
use crate::convert::{Heaps, Whole, index};
use crate::error::{no_misere_grundy, raise};
use crate::outcome::Outcome;

/// A move of Nim: take `take` stones from the heap at index `heap`.
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct NimMove {
    #[pyo3(get)]
    heap: usize,
    #[pyo3(get)]
    take: u64,
}

impl From<impartial::games::NimMove> for NimMove {
    fn from(mv: impartial::games::NimMove) -> Self {
        NimMove {
            heap: mv.heap,
            take: mv.take,
        }
    }
}

impl From<NimMove> for impartial::games::NimMove {
    fn from(mv: NimMove) -> Self {
        impartial::games::NimMove {
            heap: mv.heap,
            take: mv.take,
        }
    }
}

#[pymethods]
impl NimMove {
    #[new]
    fn new(heap: Whole, take: Whole) -> PyResult<Self> {
        Ok(NimMove {
            heap: index(heap.0)?,
            take: take.0,
        })
    }

    fn __repr__(&self) -> String {
        format!("NimMove(heap={}, take={})", self.heap, self.take)
    }

    fn __str__(&self) -> String {
        impartial::games::NimMove::from(*self).to_string()
    }
}

/// Nim: take any number of stones from one heap; the last stone wins (with `misere=True`,
/// loses). Positions are lists of heap sizes. Bouton (1901): lost iff the nim-sum is 0.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct Nim {
    game: Played<impartial::games::Nim>,
}

#[pymethods]
impl Nim {
    #[new]
    #[pyo3(signature = (misere = false))]
    fn new(misere: bool) -> Self {
        Nim {
            game: Played::new(impartial::games::Nim::normal(), misere),
        }
    }

    /// Whether the last stone loses.
    #[getter]
    fn misere(&self) -> bool {
        self.game.is_misere()
    }

    fn outcome(&self, position: Heaps) -> Outcome {
        by_convention!(&self.game, game => game.outcome(&position.0)).into()
    }

    fn winning_moves(&self, position: Heaps) -> Vec<NimMove> {
        by_convention!(&self.game, game => game
            .winning_moves(&position.0)
            .map(NimMove::from)
            .collect())
    }

    fn best_move(&self, position: Heaps) -> Option<NimMove> {
        by_convention!(&self.game, game => game.best_move(&position.0)).map(NimMove::from)
    }

    fn play(&self, position: Heaps, r#move: NimMove) -> PyResult<Vec<u64>> {
        self.game
            .normal_play()
            .play(&position.0, &r#move.into())
            .map_err(|error| raise(&error))
    }

    /// The nim-sum of the heaps (normal play only).
    fn grundy(&self, position: Heaps) -> PyResult<u64> {
        match &self.game {
            Played::Normal(game) => Ok(game.grundy(&position.0)),
            Played::Misere(_) => Err(no_misere_grundy("Nim")),
        }
    }

    fn __repr__(&self) -> String {
        if self.misere() {
            "Nim(misere=True)".into()
        } else {
            "Nim()".into()
        }
    }
}
