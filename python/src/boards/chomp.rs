//! `Chomp` and `ChompMove`.

use impartial::games::ChompPosition;
use pyo3::prelude::*;

use super::searcher::Searcher;
use super::{move_of, side};
use crate::convert::{Text, Whole, Wholes};
use crate::error::raise;
use crate::outcome::Outcome;

/// A move of Chomp: eat the square at `row` and `column`, counted up and right from the
/// poison at `(0, 0)`, with every square above it and to its right. `str()` writes it as
/// `eat (1, 2)`, and [`ChompMove::parse`] reads that (or `"1 2"`) back.
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct ChompMove {
    #[pyo3(get)]
    row: usize,
    #[pyo3(get)]
    column: usize,
}

impl From<ChompMove> for impartial::games::ChompMove {
    fn from(mv: ChompMove) -> Self {
        impartial::games::ChompMove {
            row: mv.row,
            column: mv.column,
        }
    }
}

impl From<impartial::games::ChompMove> for ChompMove {
    fn from(mv: impartial::games::ChompMove) -> Self {
        ChompMove {
            row: mv.row,
            column: mv.column,
        }
    }
}

#[pymethods]
impl ChompMove {
    #[new]
    fn new(row: Whole, column: Whole) -> Self {
        ChompMove {
            row: side(row.0),
            column: side(column.0),
        }
    }

    /// The move written as `str()` writes it, `eat (1, 2)`, or as `"1 2"`.
    #[staticmethod]
    fn parse(text: Text) -> PyResult<Self> {
        text.0
            .parse::<impartial::games::ChompMove>()
            .map(ChompMove::from)
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        format!("ChompMove(row={}, column={})", self.row, self.column)
    }

    fn __str__(&self) -> String {
        impartial::games::ChompMove::from(*self).to_string()
    }
}

/// Chomp: a bar of `rows × columns` squares whose bottom-left square is poisoned; a move
/// eats a square with every square above it and to its right, never the poison; whoever is
/// left with the poison alone loses (with `misere=True`, whoever eats the last square
/// besides the poison loses). Every bar but 1×1 is a first-player win (Gale), though no
/// rule names the winning move: solved by the memoized search, a staircase and its
/// transpose stored as one; it remembers what it proved between questions, and stops on
/// Ctrl-C.
///
/// A position is the list of the squares left in each row, the poison's row first
/// (`[6, 6, 3, 1]`), as `start()` and `play` give it; `None` (the default) is the whole
/// bar.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug)]
pub(crate) struct Chomp {
    searcher: Searcher<impartial::games::Chomp>,
}

impl Chomp {
    /// The staircase of `position`'s rows, or the whole bar.
    fn staircase(&self, position: Option<Wholes>) -> PyResult<ChompPosition> {
        match position {
            None => Ok(self.searcher.game().start()),
            Some(Wholes(rows)) => {
                let rows: Vec<usize> = rows.into_iter().map(side).collect();
                ChompPosition::from_rows(&rows).map_err(|error| raise(&error))
            }
        }
    }

    fn name(&self) -> String {
        let game = self.searcher.game();
        format!("Chomp {}×{}", game.rows(), game.columns())
    }
}

#[pymethods]
impl Chomp {
    #[new]
    #[pyo3(signature = (rows, columns, misere = false))]
    fn new(rows: Whole, columns: Whole, misere: bool) -> PyResult<Self> {
        let game = impartial::games::Chomp::new(side(rows.0), side(columns.0))
            .map_err(|error| raise(&error))?;
        Ok(Chomp {
            searcher: Searcher::new(game, misere),
        })
    }

    #[getter]
    fn rows(&self) -> usize {
        self.searcher.game().rows()
    }

    #[getter]
    fn columns(&self) -> usize {
        self.searcher.game().columns()
    }

    /// Whether eating the last square besides the poison loses.
    #[getter]
    fn misere(&self) -> bool {
        self.searcher.is_misere()
    }

    /// The whole bar, as its rows.
    fn start(&self) -> Vec<usize> {
        self.searcher.game().start().rows()
    }

    #[pyo3(signature = (position = None))]
    fn outcome(&self, py: Python<'_>, position: Option<Wholes>) -> PyResult<Outcome> {
        self.searcher.outcome(py, &self.staircase(position)?)
    }

    #[pyo3(signature = (position = None))]
    fn grundy(&self, py: Python<'_>, position: Option<Wholes>) -> PyResult<u64> {
        self.searcher
            .grundy(py, &self.staircase(position)?, &self.name())
    }

    #[pyo3(signature = (position = None))]
    fn winning_moves(&self, py: Python<'_>, position: Option<Wholes>) -> PyResult<Vec<ChompMove>> {
        let moves = self
            .searcher
            .winning_moves(py, &self.staircase(position)?)?;
        Ok(moves.into_iter().map(ChompMove::from).collect())
    }

    #[pyo3(signature = (position = None))]
    fn best_move(&self, py: Python<'_>, position: Option<Wholes>) -> PyResult<Option<ChompMove>> {
        let best = self.searcher.best_move(py, &self.staircase(position)?)?;
        Ok(best.map(ChompMove::from))
    }

    /// The rows after `move`, a `ChompMove` or its text (`"eat (1, 2)"`, `"1 2"`).
    fn play(&self, position: Option<Wholes>, r#move: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        let mv = move_of::<ChompMove, _>(r#move, "a ChompMove or a str like \"eat (1, 2)\"")?;
        let after = self.searcher.play(&self.staircase(position)?, &mv)?;
        Ok(after.rows())
    }

    fn __repr__(&self) -> String {
        let game = self.searcher.game();
        if self.misere() {
            format!("Chomp({}, {}, misere=True)", game.rows(), game.columns())
        } else {
            format!("Chomp({}, {})", game.rows(), game.columns())
        }
    }
}
