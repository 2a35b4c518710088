//! `Cram` and `Domino`.

use impartial::games::CramBoard;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

use super::searcher::Searcher;
use super::{move_of, side};
use crate::convert::{MOST_ITEMS, Text, Whole, type_name};
use crate::error::raise;
use crate::outcome::Outcome;

/// A move of Cram: a domino on the cell at `row` and `col` (from 0, the top left) and the
/// cell to its right, or below it when `down`. `str()` writes it as people do, `a1-b1`
/// (columns by letters, rows by numbers from 1), and [`Domino::parse`] reads it back.
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Domino {
    domino: impartial::games::Domino,
}

impl From<Domino> for impartial::games::Domino {
    fn from(domino: Domino) -> Self {
        domino.domino
    }
}

impl From<impartial::games::Domino> for Domino {
    fn from(domino: impartial::games::Domino) -> Self {
        Domino { domino }
    }
}

/// A row or column of a domino: a cell of a board of at most 64 cells.
fn coordinate(value: Whole, parameter: &'static str) -> PyResult<u8> {
    u8::try_from(value.0)
        .ok()
        .filter(|&coordinate| coordinate < 64)
        .ok_or_else(|| {
            raise(&impartial::Error::InvalidParameter {
                parameter,
                value: value.0.to_string(),
                reason: "a Cram board has at most 64 rows and 64 columns, numbered from 0".into(),
            })
        })
}

#[pymethods]
impl Domino {
    #[new]
    #[pyo3(signature = (row, col, down = false))]
    fn new(row: Whole, col: Whole, down: bool) -> PyResult<Self> {
        let (row, col) = (coordinate(row, "row")?, coordinate(col, "col")?);
        Ok(Domino {
            domino: impartial::games::Domino { row, col, down },
        })
    }

    /// The domino written as `str()` writes it: `a1-b1` across, `a1-a2` down.
    #[staticmethod]
    fn parse(text: Text) -> PyResult<Self> {
        text.0
            .parse()
            .map(|domino| Domino { domino })
            .map_err(|error| raise(&error))
    }

    /// The row of its top (or left) cell, from 0.
    #[getter]
    fn row(&self) -> u8 {
        self.domino.row
    }

    /// The column of its left (or top) cell, from 0.
    #[getter]
    fn col(&self) -> u8 {
        self.domino.col
    }

    /// Whether it lies down the board (else across).
    #[getter]
    fn down(&self) -> bool {
        self.domino.down
    }

    fn __repr__(&self) -> String {
        let down = if self.domino.down { "True" } else { "False" };
        format!(
            "Domino(row={}, col={}, down={down})",
            self.domino.row, self.domino.col
        )
    }

    fn __str__(&self) -> String {
        self.domino.to_string()
    }
}

/// A position of Cram as Python gives it: a picture, one string with the rows on lines of
/// their own or split by `/` (`.` an empty cell, `#` or `x` a filled one), or a list of the
/// rows' strings; `None` for the start.
#[derive(Debug, Clone)]
pub(crate) struct Picture(String);

impl<'a, 'py> FromPyObject<'a, 'py> for Picture {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        if obj.is_instance_of::<PyString>() {
            let Text(picture) = obj.extract()?;
            return Ok(Picture(picture));
        }
        let wrong_type = || {
            pyo3::exceptions::PyTypeError::new_err(format!(
                "expected a picture of a Cram board (a str, or a list of the rows' str), not {}",
                type_name(&obj)
            ))
        };
        if obj.is_instance_of::<PyBytes>() {
            return Err(wrong_type());
        }
        let mut rows = Vec::new();
        for row in obj.try_iter().map_err(|_| wrong_type())? {
            if rows.len() == MOST_ITEMS {
                return Err(raise(&impartial::Error::InvalidParameter {
                    parameter: "position",
                    value: format!("more than {MOST_ITEMS} rows"),
                    reason: "a Cram board has at most 64 rows".into(),
                }));
            }
            let Text(row) = row?.extract()?;
            rows.push(row);
        }
        Ok(Picture(rows.join("/")))
    }
}

/// Cram: players in turn place a domino on two empty cells side by side, across or down,
/// on a board of `rows × cols` cells (at most 64); whoever cannot place one loses (with
/// `misere=True`, whoever places the last one loses). Solved by the memoized search, by the
/// regions no domino joins, each up to symmetry; it remembers what it proved between
/// questions, and stops on Ctrl-C.
///
/// A position is a picture of the board: a `str` with a row a line (or rows split by `/`),
/// `.` an empty cell, `#` (or `x`) a filled one, as `start()` and `play` give it, or a list
/// of the rows' strings; `None` (the default) is the empty board.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug)]
pub(crate) struct Cram {
    searcher: Searcher<impartial::games::Cram>,
}

impl Cram {
    /// The board drawn by `position`, or the start.
    fn board(&self, position: Option<Picture>) -> PyResult<CramBoard> {
        let game = self.searcher.game();
        match position {
            None => Ok(game.start()),
            Some(Picture(picture)) => game.position(&picture).map_err(|error| raise(&error)),
        }
    }

    fn name(&self) -> String {
        let game = self.searcher.game();
        format!("Cram {}×{}", game.rows(), game.cols())
    }
}

#[pymethods]
impl Cram {
    #[new]
    #[pyo3(signature = (rows, cols, misere = false))]
    fn new(rows: Whole, cols: Whole, misere: bool) -> PyResult<Self> {
        let game = impartial::games::Cram::new(side(rows.0), side(cols.0))
            .map_err(|error| raise(&error))?;
        Ok(Cram {
            searcher: Searcher::new(game, misere),
        })
    }

    #[getter]
    fn rows(&self) -> usize {
        self.searcher.game().rows()
    }

    #[getter]
    fn cols(&self) -> usize {
        self.searcher.game().cols()
    }

    /// Whether the last domino loses.
    #[getter]
    fn misere(&self) -> bool {
        self.searcher.is_misere()
    }

    /// The empty board, as a picture.
    fn start(&self) -> String {
        self.searcher.game().start().to_string()
    }

    #[pyo3(signature = (position = None))]
    fn outcome(&self, py: Python<'_>, position: Option<Picture>) -> PyResult<Outcome> {
        self.searcher.outcome(py, &self.board(position)?)
    }

    #[pyo3(signature = (position = None))]
    fn grundy(&self, py: Python<'_>, position: Option<Picture>) -> PyResult<u64> {
        self.searcher
            .grundy(py, &self.board(position)?, &self.name())
    }

    #[pyo3(signature = (position = None))]
    fn winning_moves(&self, py: Python<'_>, position: Option<Picture>) -> PyResult<Vec<Domino>> {
        let moves = self.searcher.winning_moves(py, &self.board(position)?)?;
        Ok(moves.into_iter().map(Domino::from).collect())
    }

    #[pyo3(signature = (position = None))]
    fn best_move(&self, py: Python<'_>, position: Option<Picture>) -> PyResult<Option<Domino>> {
        let best = self.searcher.best_move(py, &self.board(position)?)?;
        Ok(best.map(Domino::from))
    }

    /// The board after `move`, a `Domino` or its text (`"a1-b1"`), as a picture.
    fn play(&self, position: Option<Picture>, r#move: &Bound<'_, PyAny>) -> PyResult<String> {
        let domino = move_of::<Domino, _>(r#move, "a Domino or a str like \"a1-b1\"")?;
        let after = self.searcher.play(&self.board(position)?, &domino)?;
        Ok(after.to_string())
    }

    fn __repr__(&self) -> String {
        let game = self.searcher.game();
        if self.misere() {
            format!("Cram({}, {}, misere=True)", game.rows(), game.cols())
        } else {
            format!("Cram({}, {})", game.rows(), game.cols())
        }
    }
}
