//! `Die`: tip a die and take the number on top.

use impartial::games::DiePosition;
use impartial::{Game, Solver};
use pyo3::prelude::*;

use super::moves::Take;
use crate::convert::{Whole, position_items};
use crate::error::raise;
use crate::outcome::Outcome;

/// The die game: tip a die a quarter turn and take the number now on top; whoever cannot
/// move loses. Positions are `(remaining, top)`, `top` the face on top, or `None` before
/// the first move (`Die.start(n)`). Period 9 in the heap for each top face, one exception
/// at heap 1 (the race to 31, Dudeney).
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone, Copy)]
pub(crate) struct Die {
    game: impartial::games::Die,
}

/// A position `(remaining, top)`, `top` a face or `None`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Position(Whole, Option<Whole>);

impl<'a, 'py> FromPyObject<'a, 'py> for Position {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        let items = position_items(&obj, 2, "(remaining, top), top a face or None")?;
        Ok(Position(items[0].extract()?, items[1].extract()?))
    }
}

fn position(Position(remaining, top): Position) -> PyResult<DiePosition> {
    match top {
        None => Ok(impartial::games::Die::start(remaining.0)),
        Some(Whole(top)) => {
            let face = u8::try_from(top).unwrap_or(u8::MAX);
            impartial::games::Die::position(remaining.0, face).map_err(|error| raise(&error))
        }
    }
}

fn from_position(position: DiePosition) -> (u64, Option<u8>) {
    (position.remaining(), position.top())
}

#[pymethods]
impl Die {
    #[new]
    fn new() -> Self {
        Die {
            game: impartial::games::Die::new(),
        }
    }

    /// The start with `remaining` stones: `(remaining, None)`, any face may be chosen.
    #[staticmethod]
    fn start(remaining: Whole) -> (u64, Option<u8>) {
        (remaining.0, None)
    }

    fn outcome(&self, position: Position) -> PyResult<Outcome> {
        Ok(self.game.outcome(&self::position(position)?).into())
    }

    fn winning_moves(&self, position: Position) -> PyResult<Vec<Take>> {
        Ok(self
            .game
            .winning_moves(&self::position(position)?)
            .map(|face| Take::from(u64::from(face)))
            .collect())
    }

    fn best_move(&self, position: Position) -> PyResult<Option<Take>> {
        Ok(self
            .game
            .best_move(&self::position(position)?)
            .map(|face| Take::from(u64::from(face))))
    }

    /// The position after tipping the die to show `move.amount` on top and taking it.
    fn play(&self, position: Position, r#move: Take) -> PyResult<(u64, Option<u8>)> {
        let position = self::position(position)?;
        let face = u8::try_from(r#move.amount).map_err(|_| {
            raise(&impartial::Error::illegal(
                format!("take {}", r#move.amount),
                "a die's faces are 1 to 6",
            ))
        })?;
        self.game
            .play(&position, &face)
            .map(from_position)
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> &'static str {
        "Die()"
    }
}
