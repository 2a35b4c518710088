//! `Wythoff` and `WythoffMove`.

use impartial::{Game, Solver};
use pyo3::prelude::*;

use super::{Played, by_convention};
use crate::convert::{Heaps, Text, Whole};
use crate::error::raise;
use crate::outcome::Outcome;

/// A move of Wythoff's game: take `take` stones from the `"first"` heap, the `"second"`
/// or `"both"`.
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct WythoffMove {
    mv: impartial::games::WythoffMove,
}

#[pymethods]
impl WythoffMove {
    #[new]
    fn new(heaps: Text, take: Whole) -> PyResult<Self> {
        let Text(heaps) = heaps;
        let mv = match heaps.as_str() {
            "first" => impartial::games::WythoffMove::First(take.0),
            "second" => impartial::games::WythoffMove::Second(take.0),
            "both" => impartial::games::WythoffMove::Both(take.0),
            _ => {
                return Err(raise(&impartial::Error::InvalidParameter {
                    parameter: "heaps",
                    value: heaps,
                    reason: "a Wythoff move takes from \"first\", \"second\" or \"both\"".into(),
                }));
            }
        };
        Ok(WythoffMove { mv })
    }

    /// `"first"`, `"second"` or `"both"`.
    #[getter]
    fn heaps(&self) -> &'static str {
        match self.mv {
            impartial::games::WythoffMove::First(_) => "first",
            impartial::games::WythoffMove::Second(_) => "second",
            impartial::games::WythoffMove::Both(_) => "both",
        }
    }

    /// How many stones it takes from each heap it touches.
    #[getter]
    fn take(&self) -> u64 {
        self.mv.take()
    }

    fn __repr__(&self) -> String {
        format!("WythoffMove('{}', {})", self.heaps(), self.take())
    }

    fn __str__(&self) -> String {
        self.mv.to_string()
    }
}

/// The position `(a, b)` from two heap sizes.
fn pair(position: &Heaps) -> PyResult<(u64, u64)> {
    match position.0[..] {
        [first, second] => Ok((first, second)),
        _ => Err(raise(&impartial::Error::InvalidParameter {
            parameter: "position",
            value: format!("{:?}", position.0),
            reason: "a position of Wythoff's game is two heaps, (a, b)".into(),
        })),
    }
}

/// Wythoff's game: two heaps; take from one heap, or the same from both; the last stone
/// wins (with `misere=True`, loses). Positions are pairs `(a, b)`. Wythoff (1907): lost
/// iff `(a, b)` is `(⌊kφ⌋, ⌊kφ²⌋)`, in exact integers.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct Wythoff {
    game: Played<impartial::games::Wythoff>,
}

#[pymethods]
impl Wythoff {
    #[new]
    #[pyo3(signature = (misere = false))]
    fn new(misere: bool) -> Self {
        Wythoff {
            game: Played::new(impartial::games::Wythoff::normal(), misere),
        }
    }

    /// Whether the last stone loses.
    #[getter]
    fn misere(&self) -> bool {
        self.game.is_misere()
    }

    fn outcome(&self, position: Heaps) -> PyResult<Outcome> {
        let position = pair(&position)?;
        Ok(by_convention!(&self.game, game => game.outcome(&position)).into())
    }

    fn winning_moves(&self, position: Heaps) -> PyResult<Vec<WythoffMove>> {
        let position = pair(&position)?;
        Ok(by_convention!(&self.game, game => game
            .winning_moves(&position)
            .map(|mv| WythoffMove { mv })
            .collect()))
    }

    fn best_move(&self, position: Heaps) -> PyResult<Option<WythoffMove>> {
        let position = pair(&position)?;
        Ok(
            by_convention!(&self.game, game => game.best_move(&position))
                .map(|mv| WythoffMove { mv }),
        )
    }

    fn play(&self, position: Heaps, r#move: WythoffMove) -> PyResult<(u64, u64)> {
        self.game
            .normal_play()
            .play(&pair(&position)?, &r#move.mv)
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        if self.misere() {
            "Wythoff(misere=True)".into()
        } else {
            "Wythoff()".into()
        }
    }
}
