//! `NodeKayles` and `NodeKaylesMove`.

use impartial::games::NodeKaylesPosition;
use pyo3::prelude::*;

use super::searcher::Searcher;
use super::{move_of, side};
use crate::convert::{MOST_ITEMS, Text, Whole, Wholes};
use crate::error::raise;
use crate::outcome::Outcome;

/// A move of Node Kayles: pick `vertex`, which goes with its neighbours. `str()` writes it
/// as `pick vertex 7`, and [`NodeKaylesMove::parse`] reads that (or `"7"`) back.
#[pyclass(frozen, eq, hash, from_py_object, module = "impartial")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct NodeKaylesMove {
    #[pyo3(get)]
    vertex: usize,
}

impl From<NodeKaylesMove> for impartial::games::NodeKaylesMove {
    fn from(mv: NodeKaylesMove) -> Self {
        impartial::games::NodeKaylesMove { vertex: mv.vertex }
    }
}

impl From<impartial::games::NodeKaylesMove> for NodeKaylesMove {
    fn from(mv: impartial::games::NodeKaylesMove) -> Self {
        NodeKaylesMove { vertex: mv.vertex }
    }
}

#[pymethods]
impl NodeKaylesMove {
    #[new]
    fn new(vertex: Whole) -> Self {
        NodeKaylesMove {
            vertex: side(vertex.0),
        }
    }

    /// The move written as `str()` writes it, `pick vertex 7`, or as `"7"`.
    #[staticmethod]
    fn parse(text: Text) -> PyResult<Self> {
        text.0
            .parse::<impartial::games::NodeKaylesMove>()
            .map(NodeKaylesMove::from)
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        format!("NodeKaylesMove({})", self.vertex)
    }

    fn __str__(&self) -> String {
        impartial::games::NodeKaylesMove::from(*self).to_string()
    }
}

/// The edges of a graph from Python: pairs of vertices, at most [`MOST_ITEMS`] of them.
fn edges(obj: &Bound<'_, PyAny>) -> PyResult<Vec<(usize, usize)>> {
    let wrong_type = || {
        pyo3::exceptions::PyTypeError::new_err(format!(
            "expected a list of edges (pairs of vertices), not {}",
            crate::convert::type_name(obj)
        ))
    };
    let mut edges = Vec::new();
    for edge in obj.try_iter().map_err(|_| wrong_type())? {
        if edges.len() == MOST_ITEMS {
            return Err(raise(&impartial::Error::InvalidParameter {
                parameter: "edges",
                value: format!("more than {MOST_ITEMS}"),
                reason: format!("at most {MOST_ITEMS} (2^20) edges are taken"),
            }));
        }
        let edge = edge?;
        let mut ends = Vec::new();
        for end in edge.try_iter().map_err(|_| wrong_type())? {
            ends.push(end?.extract::<Whole>()?.0);
            if ends.len() > 2 {
                break;
            }
        }
        let [from, to] = ends[..] else {
            return Err(raise(&impartial::Error::InvalidParameter {
                parameter: "edge",
                value: edge
                    .repr()
                    .map_or_else(|_| "?".into(), |repr| repr.to_string()),
                reason: "an edge is a pair of vertices".into(),
            }));
        };
        edges.push((side(from), side(to)));
    }
    Ok(edges)
}

/// Node Kayles: a simple graph of at most 64 vertices; a move picks a vertex and removes it
/// with its neighbours; whoever cannot pick one loses (with `misere=True`, whoever picks
/// the last one loses). `NodeKayles(vertices, edges)` for any graph, `NodeKayles.path(n)`
/// (Dawson's chess, OEIS A002187) and `NodeKayles.grid(rows, columns)` (vertex
/// `row * columns + column`). Solved by the memoized search, a position by its connected
/// components, those of paths and grids up to symmetry; it remembers what it proved between
/// questions, and stops on Ctrl-C.
///
/// A position is the list (or set, or any iterable) of the vertices left, as `start()` and
/// `play` give it (sorted); `None` (the default) is every vertex.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug)]
pub(crate) struct NodeKayles {
    searcher: Searcher<impartial::games::NodeKayles>,
    /// How it was made, for `repr()`: `NodeKayles.grid(3, 8)`.
    made: String,
}

impl NodeKayles {
    /// `game` under the convention chosen, made by the call `made` (without `misere=`).
    fn made(game: impartial::games::NodeKayles, misere: bool, made: &str) -> Self {
        let made = match made.strip_suffix(')') {
            Some(call) if misere => format!("{call}, misere=True)"),
            _ => made.to_string(),
        };
        NodeKayles {
            searcher: Searcher::new(game, misere),
            made,
        }
    }

    /// The set of `position`'s vertices, or every vertex; a vertex the graph does not have
    /// is an error.
    fn left(&self, position: Option<Wholes>) -> PyResult<NodeKaylesPosition> {
        let game = self.searcher.game();
        let Some(Wholes(vertices)) = position else {
            return Ok(game.start());
        };
        let mut left = 0u64;
        for vertex in vertices {
            if vertex >= game.vertices() as u64 {
                return Err(raise(&impartial::Error::InvalidParameter {
                    parameter: "vertex",
                    value: vertex.to_string(),
                    reason: format!(
                        "the graph has vertices 0 to {}",
                        game.vertices().saturating_sub(1)
                    ),
                }));
            }
            left |= 1 << vertex;
        }
        Ok(NodeKaylesPosition(left))
    }
}

#[pymethods]
impl NodeKayles {
    #[new]
    #[pyo3(signature = (vertices, edges, misere = false))]
    fn new(vertices: Whole, edges: &Bound<'_, PyAny>, misere: bool) -> PyResult<Self> {
        let list = self::edges(edges)?;
        let game = impartial::games::NodeKayles::new(side(vertices.0), &list)
            .map_err(|error| raise(&error))?;
        let made = format!("NodeKayles({}, {list:?})", vertices.0);
        Ok(NodeKayles::made(game, misere, &made))
    }

    /// The path of `vertices` vertices: Dawson's chess.
    #[staticmethod]
    #[pyo3(signature = (vertices, misere = false))]
    fn path(vertices: Whole, misere: bool) -> PyResult<Self> {
        let game =
            impartial::games::NodeKayles::path(side(vertices.0)).map_err(|error| raise(&error))?;
        Ok(NodeKayles::made(
            game,
            misere,
            &format!("NodeKayles.path({})", vertices.0),
        ))
    }

    /// The grid of `rows × columns` vertices, each joined to its neighbours up, down, left
    /// and right; vertex `row * columns + column`.
    #[staticmethod]
    #[pyo3(signature = (rows, columns, misere = false))]
    fn grid(rows: Whole, columns: Whole, misere: bool) -> PyResult<Self> {
        let game = impartial::games::NodeKayles::grid(side(rows.0), side(columns.0))
            .map_err(|error| raise(&error))?;
        Ok(NodeKayles::made(
            game,
            misere,
            &format!("NodeKayles.grid({}, {})", rows.0, columns.0),
        ))
    }

    /// How many vertices the graph has.
    #[getter]
    fn vertices(&self) -> usize {
        self.searcher.game().vertices()
    }

    /// Whether picking the last vertex loses.
    #[getter]
    fn misere(&self) -> bool {
        self.searcher.is_misere()
    }

    /// The vertex at `row` and `column` of a grid (of a path: row 0); `None` off the grid
    /// or on a graph that is no grid.
    fn vertex_at(&self, row: Whole, column: Whole) -> Option<usize> {
        self.searcher.game().vertex_at(side(row.0), side(column.0))
    }

    /// The neighbours of `vertex`, in increasing order (none for a vertex the graph does
    /// not have).
    fn neighbours(&self, vertex: Whole) -> Vec<usize> {
        self.searcher
            .game()
            .neighbours(side(vertex.0))
            .vertices()
            .collect()
    }

    /// Every vertex, in increasing order.
    fn start(&self) -> Vec<usize> {
        self.searcher.game().start().vertices().collect()
    }

    #[pyo3(signature = (position = None))]
    fn outcome(&self, py: Python<'_>, position: Option<Wholes>) -> PyResult<Outcome> {
        self.searcher.outcome(py, &self.left(position)?)
    }

    #[pyo3(signature = (position = None))]
    fn grundy(&self, py: Python<'_>, position: Option<Wholes>) -> PyResult<u64> {
        self.searcher
            .grundy(py, &self.left(position)?, "Node Kayles")
    }

    #[pyo3(signature = (position = None))]
    fn winning_moves(
        &self,
        py: Python<'_>,
        position: Option<Wholes>,
    ) -> PyResult<Vec<NodeKaylesMove>> {
        let moves = self.searcher.winning_moves(py, &self.left(position)?)?;
        Ok(moves.into_iter().map(NodeKaylesMove::from).collect())
    }

    #[pyo3(signature = (position = None))]
    fn best_move(
        &self,
        py: Python<'_>,
        position: Option<Wholes>,
    ) -> PyResult<Option<NodeKaylesMove>> {
        let best = self.searcher.best_move(py, &self.left(position)?)?;
        Ok(best.map(NodeKaylesMove::from))
    }

    /// The vertices left after `move`, a `NodeKaylesMove` or its text (`"pick vertex 7"`,
    /// `"7"`).
    fn play(&self, position: Option<Wholes>, r#move: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        let mv = move_of::<NodeKaylesMove, _>(
            r#move,
            "a NodeKaylesMove or a str like \"pick vertex 7\"",
        )?;
        let after = self.searcher.play(&self.left(position)?, &mv)?;
        Ok(after.vertices().collect())
    }

    fn __repr__(&self) -> String {
        self.made.clone()
    }
}
