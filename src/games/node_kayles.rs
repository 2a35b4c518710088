//! Node Kayles: a graph; a move picks a vertex and removes it with its neighbours.

use core::fmt;
use core::str::FromStr;

use crate::search::{Hooks, PackedOption};
use crate::{Error, Game};

/// The most vertices a graph may have: a position is the set of those left, one bit each in
/// a `u64`.
const MOST_VERTICES: usize = 64;

/// Node Kayles (T. J. Schaefer, "On the computational complexity of some two-person
/// perfect-information games", *J. Comput. System Sci.* 16 (1978) 185–225, who showed it
/// PSPACE-complete): a simple graph; a move picks a vertex and removes it together with its
/// neighbours; whoever cannot move loses.
///
/// Any graph of up to 64 vertices ([`new`](NodeKayles::new)), and two families with their
/// symmetries: the path of `n` vertices ([`path`](NodeKayles::path)) and the `rows ×
/// columns` grid of 4-neighbours ([`grid`](NodeKayles::grid)). A position is a
/// [`NodeKaylesPosition`], the set of vertices left; a move is a [`NodeKaylesMove`], the
/// vertex picked.
///
/// # Solution
///
/// A position is the sum of the connected components of the graph its vertices induce
/// ([`parts`](Game::parts)), so its Grundy value is the nim-sum of theirs
/// (Sprague–Grundy). On a path, picking a vertex takes it and its one or two neighbours
/// and may split the path in two: Node Kayles on a path is Dawson's chess, the octal game
/// `0.137`, and the path of `n` vertices is worth OEIS A002187(n), periodic with period 34
/// from 52 (R. K. Guy and C. A. B. Smith, "The G-values of various games", *Proc.
/// Cambridge Philos. Soc.* 52 (1956) 514–526; [`TakeAndBreak::dawsons_chess`](crate::TakeAndBreak::dawsons_chess)
/// computes them). Grids and other graphs have no known closed form (S. Brown et al.,
/// "Nimber sequences of Node-Kayles games", *J. Integer Seq.* 23 (2020) 20.3.5, treat some
/// families): [`Search`](crate::Search) solves them, each component once, by the
/// pruned nimber search, a component of a path or a grid turned to one canonical image
/// (moved to the top-left corner, then the least of its mirror images) so that equal
/// components meet in one table entry.
///
/// # Complexity
///
/// [`moves`](Game::moves) yields each next move in `O(1)` and [`play`](Game::play) takes
/// `O(1)`; [`parts`](Game::parts) takes `O(vertices)` bit operations a component on paths
/// and grids, `O(edges)` on other graphs; [`canonicalize`](Game::canonicalize) `O(vertices)`
/// on grids.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Dawson's chess: the path of 5 vertices is worth A002187(5) = 3.
/// let path = NodeKayles::path(5)?;
/// assert_eq!(Search::new(path.clone()).try_grundy(&path.start())?, 3);
/// // The 3×3 grid: picking the centre leaves the four corners, worth 1 each: a loss.
/// let grid = NodeKayles::grid(3, 3)?;
/// let centre = NodeKaylesMove { vertex: grid.vertex_at(1, 1).unwrap() };
/// let corners = grid.play(&grid.start(), &centre)?;
/// assert_eq!(corners.to_string(), "{0, 2, 6, 8}");
/// let search = Search::new(grid.clone());
/// assert_eq!(search.try_outcome(&corners)?, Outcome::Loss);
/// assert_eq!(search.try_outcome(&grid.start())?, Outcome::Win);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct NodeKayles {
    vertices: usize,
    /// Each vertex's closed neighbourhood: itself and its neighbours.
    closed: [u64; MOST_VERTICES],
    shape: Shape,
}

/// What a graph is, for its symmetries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Shape {
    /// Any graph: no symmetry used.
    Graph,
    /// The grid of `rows × columns` 4-neighbours, vertex `row · columns + column`; a path
    /// is the grid of one row.
    Grid {
        rows: usize,
        columns: usize,
        masks: GridMasks,
    },
}

/// A position of [`NodeKayles`]: the set of vertices left, vertex `v` in bit `v`. Bits for
/// no vertex of the graph are ignored (and dropped by [`play`](Game::play) and
/// [`canonicalize`](Game::canonicalize)). Its `Display` lists the vertices as a set.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let position = NodeKaylesPosition(0b10110);
/// assert_eq!(position.to_string(), "{1, 2, 4}");
/// assert_eq!(position.len(), 3);
/// assert!(position.contains(4) && !position.contains(0));
/// assert_eq!(position.vertices().collect::<Vec<_>>(), vec![1, 2, 4]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NodeKaylesPosition(pub u64);

/// A move of [`NodeKayles`]: the vertex picked, removed with its neighbours. On a grid,
/// vertex `row · columns + column` ([`NodeKayles::vertex_at`]).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(NodeKaylesMove { vertex: 7 }.to_string(), "pick vertex 7");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NodeKaylesMove {
    /// The vertex picked.
    pub vertex: usize,
}

impl fmt::Display for NodeKaylesMove {
    /// `pick vertex 7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pick vertex {}", self.vertex)
    }
}

impl FromStr for NodeKaylesMove {
    type Err = Error;

    /// Reads a move as [`Display`](fmt::Display) writes it, `pick vertex 7`, or as
    /// `vertex 7` or the vertex alone, `7`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] naming the text when it is not a whole number after an
    /// optional `pick` and `vertex`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mv = NodeKaylesMove { vertex: 7 };
    /// assert_eq!("pick vertex 7".parse::<NodeKaylesMove>()?, mv);
    /// assert_eq!(" 7 ".parse::<NodeKaylesMove>()?, mv);
    /// assert_eq!(
    ///     "pick 7b".parse::<NodeKaylesMove>().unwrap_err().to_string(),
    ///     "invalid move (pick 7b): `7b` is not a vertex: write its number, like `pick vertex 7` or `7`"
    /// );
    /// # Ok::<(), impartial::Error>(())
    /// ```
    fn from_str(text: &str) -> Result<NodeKaylesMove, Error> {
        let vertex = text.trim();
        let vertex = vertex.strip_prefix("pick").unwrap_or(vertex).trim_start();
        let vertex = vertex.strip_prefix("vertex").unwrap_or(vertex).trim_start();
        vertex
            .parse()
            .map(|vertex| NodeKaylesMove { vertex })
            .map_err(|_| Error::InvalidParameter {
                parameter: "move",
                value: text.to_string(),
                reason: format!(
                    "`{vertex}` is not a vertex: write its number, like `pick vertex 7` or `7`"
                ),
            })
    }
}

impl NodeKaylesPosition {
    /// Whether vertex `vertex` is left.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(NodeKaylesPosition(0b100).contains(2));
    /// assert!(!NodeKaylesPosition(u64::MAX).contains(64));
    /// ```
    #[must_use]
    pub const fn contains(self, vertex: usize) -> bool {
        vertex < MOST_VERTICES && self.0 >> vertex & 1 == 1
    }

    /// How many vertices are left.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(NodeKaylesPosition(0b1011).len(), 3);
    /// ```
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether no vertex is left.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(NodeKaylesPosition(0).is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The vertices left, in increasing order.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let left: Vec<usize> = NodeKaylesPosition(0b1001).vertices().collect();
    /// assert_eq!(left, vec![0, 3]);
    /// ```
    pub fn vertices(self) -> impl Iterator<Item = usize> {
        bits(self.0).map(|bit| bit as usize)
    }
}

impl fmt::Display for NodeKaylesPosition {
    /// The vertices left as a set: `{0, 2, 5}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (index, vertex) in self.vertices().enumerate() {
            if index > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{vertex}")?;
        }
        f.write_str("}")
    }
}

/// The set bits of `word`, lowest first.
#[inline]
fn bits(mut word: u64) -> impl Iterator<Item = u32> {
    core::iter::from_fn(move || {
        (word != 0).then(|| {
            let bit = word.trailing_zeros();
            word &= word - 1;
            bit
        })
    })
}

/// The word of the vertices `0..vertices`.
#[inline]
fn all(vertices: usize) -> u64 {
    match vertices {
        0 => 0,
        n => u64::MAX >> (MOST_VERTICES - n.min(MOST_VERTICES)),
    }
}

impl NodeKayles {
    /// Node Kayles on the graph of `vertices` vertices, numbered from 0, with the
    /// undirected `edges` (an edge given twice, or both ways, is one edge).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for more than 64 vertices, an edge with an end that is
    /// not a vertex, or a loop (an edge from a vertex to itself: the graph is simple).
    ///
    /// # Complexity
    ///
    /// `O(vertices + edges)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A star: the centre and three leaves. Picking the centre empties the graph.
    /// let star = NodeKayles::new(4, &[(0, 1), (0, 2), (0, 3)])?;
    /// let search = Search::new(star.clone());
    /// // Every move empties it or leaves two single leaves, 1 + 1 = 0: the star is worth 1.
    /// assert_eq!(search.try_grundy(&star.start())?, 1);
    /// assert!(NodeKayles::new(3, &[(0, 3)]).is_err());
    /// assert!(NodeKayles::new(3, &[(1, 1)]).is_err());
    /// assert!(NodeKayles::new(65, &[]).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(vertices: usize, edges: &[(usize, usize)]) -> Result<NodeKayles, Error> {
        if vertices > MOST_VERTICES {
            return Err(Error::invalid(
                "vertices",
                vertices,
                format!(
                    "a graph has at most {MOST_VERTICES} vertices: a position is a set of them in a u64"
                ),
            ));
        }
        let mut closed = [0u64; MOST_VERTICES];
        for (vertex, neighbourhood) in closed.iter_mut().enumerate().take(vertices) {
            *neighbourhood = 1 << vertex;
        }
        for &(from, to) in edges {
            let edge = || format!("({from}, {to})");
            if from >= vertices || to >= vertices {
                return Err(Error::invalid(
                    "edge",
                    edge(),
                    format!("the vertices are 0 to {}", vertices.saturating_sub(1)),
                ));
            }
            if from == to {
                return Err(Error::invalid(
                    "edge",
                    edge(),
                    "a loop: the graph of Node Kayles is simple",
                ));
            }
            closed[from] |= 1 << to;
            closed[to] |= 1 << from;
        }
        Ok(NodeKayles {
            vertices,
            closed,
            shape: Shape::Graph,
        })
    }

    /// Node Kayles on the path of `vertices` vertices, each joined to the next: Dawson's
    /// chess (octal game `0.137`), whose positions are stored up to reversal.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for more than 64 vertices.
    ///
    /// # Complexity
    ///
    /// `O(vertices)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // OEIS A002187: 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, ...
    /// let values: Vec<u64> = (0..=10)
    ///     .map(|n| {
    ///         let path = NodeKayles::path(n)?;
    ///         Search::new(path.clone()).try_grundy(&path.start())
    ///     })
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(values, vec![0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    /// assert!(NodeKayles::path(65).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn path(vertices: usize) -> Result<NodeKayles, Error> {
        let edges: Vec<(usize, usize)> = (1..vertices.min(MOST_VERTICES))
            .map(|vertex| (vertex - 1, vertex))
            .collect();
        let mut path = NodeKayles::new(vertices, &edges)?;
        if vertices > 0 {
            path.shape = Shape::grid(1, vertices);
        }
        Ok(path)
    }

    /// Node Kayles on the grid graph of `rows × columns` vertices, each joined to its
    /// neighbours up, down, left and right; vertex `row · columns + column`. Positions are
    /// stored up to the grid's symmetries: its mirror images, and on a square grid its
    /// turns.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for a side of 0 or more than 64 vertices.
    ///
    /// # Complexity
    ///
    /// `O(rows · columns)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let grid = NodeKayles::grid(2, 3)?;
    /// assert_eq!(grid.vertices(), 6);
    /// assert_eq!(grid.vertex_at(1, 2), Some(5));
    /// // A corner takes itself and two neighbours.
    /// let after = grid.play(&grid.start(), &NodeKaylesMove { vertex: 0 })?;
    /// assert_eq!(after.to_string(), "{2, 4, 5}");
    /// assert!(NodeKayles::grid(8, 9).is_err());
    /// assert!(NodeKayles::grid(0, 3).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn grid(rows: usize, columns: usize) -> Result<NodeKayles, Error> {
        let invalid = |reason: String| Error::invalid("grid", format!("{rows}×{columns}"), reason);
        if rows == 0 || columns == 0 {
            return Err(invalid("a grid has at least one row and one column".into()));
        }
        let vertices = rows
            .checked_mul(columns)
            .filter(|&vertices| vertices <= MOST_VERTICES)
            .ok_or_else(|| {
                invalid(format!(
                    "a grid has at most {MOST_VERTICES} vertices: a position is a set of them in a u64"
                ))
            })?;
        let mut edges = Vec::with_capacity(2 * vertices);
        for row in 0..rows {
            for column in 0..columns {
                let vertex = row * columns + column;
                if column + 1 < columns {
                    edges.push((vertex, vertex + 1));
                }
                if row + 1 < rows {
                    edges.push((vertex, vertex + columns));
                }
            }
        }
        let mut grid = NodeKayles::new(vertices, &edges)?;
        grid.shape = Shape::grid(rows, columns);
        Ok(grid)
    }

    /// The number of vertices.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(NodeKayles::grid(4, 5)?.vertices(), 20);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn vertices(&self) -> usize {
        self.vertices
    }

    /// The neighbours of `vertex`, as a set (empty for a vertex the graph does not have).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let path = NodeKayles::path(4)?;
    /// assert_eq!(path.neighbours(1), NodeKaylesPosition(0b0101));
    /// assert_eq!(path.neighbours(9), NodeKaylesPosition(0));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn neighbours(&self, vertex: usize) -> NodeKaylesPosition {
        let closed = self.closed.get(vertex).copied().unwrap_or(0);
        NodeKaylesPosition(closed & !(1u64 << (vertex % MOST_VERTICES)))
    }

    /// The vertex at `row` and `column` of a grid (of a path: row 0), `None` off the grid
    /// or for a graph built by [`new`](NodeKayles::new).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let grid = NodeKayles::grid(3, 4)?;
    /// assert_eq!(grid.vertex_at(2, 1), Some(9));
    /// assert_eq!(grid.vertex_at(3, 0), None);
    /// assert_eq!(NodeKayles::path(5)?.vertex_at(0, 4), Some(4));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn vertex_at(&self, row: usize, column: usize) -> Option<usize> {
        match self.shape {
            Shape::Grid { rows, columns, .. } if row < rows && column < columns => {
                Some(row * columns + column)
            }
            _ => None,
        }
    }

    /// Every vertex: the start of the game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(NodeKayles::path(3)?.start(), NodeKaylesPosition(0b111));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> NodeKaylesPosition {
        NodeKaylesPosition(all(self.vertices))
    }

    /// The vertices of the graph.
    #[inline]
    fn full(&self) -> u64 {
        all(self.vertices)
    }

    /// The connected component of `within` that holds the vertices of `seed` (a subset of
    /// `within`, connected).
    #[inline]
    fn component(&self, seed: u64, within: u64) -> u64 {
        match self.shape {
            Shape::Grid { masks, .. } => {
                let mut component = seed;
                loop {
                    let grown = masks.spread(component) & within;
                    if grown == component {
                        return component;
                    }
                    component = grown;
                }
            }
            Shape::Graph => {
                let mut component = seed;
                let mut frontier = seed;
                while frontier != 0 {
                    let reached = bits(frontier)
                        .fold(0, |reached, vertex| reached | self.closed[vertex as usize]);
                    frontier = reached & within & !component;
                    component |= frontier;
                }
                component
            }
        }
    }

    /// The connected components of the vertices of `word`, each with its canonical form,
    /// written over the start of `parts` in increasing order of canonical form; how many.
    #[inline]
    fn split(&self, word: u64, parts: &mut [(u64, u64); MOST_VERTICES]) -> usize {
        let mut left = word & self.full();
        let mut count = 0;
        while left != 0 {
            let component = self.component(left & left.wrapping_neg(), left);
            left &= !component;
            // Insertion by canonical form: a position has few components.
            let part = (self.canonical(component), component);
            let mut at = count;
            while at > 0 && parts[at - 1].0 > part.0 {
                parts[at] = parts[at - 1];
                at -= 1;
            }
            parts[at] = part;
            count += 1;
        }
        count
    }

    /// The canonical form of the vertices of `word`: on a grid, moved to the top-left
    /// corner and turned to the least of its images; else the vertices as they are.
    #[inline]
    fn canonical(&self, word: u64) -> u64 {
        let word = word & self.full();
        match self.shape {
            Shape::Grid { rows, columns, .. } => Placed::new(word, columns).least_image(rows),
            Shape::Graph => word,
        }
    }

    /// The vertices of `word` whose moves represent all of them up to symmetry: those that
    /// no symmetry of the position maps to a lower vertex.
    #[inline]
    fn representatives(&self, word: u64) -> u64 {
        let word = word & self.full();
        match self.shape {
            Shape::Grid { rows, columns, .. } if word != 0 => {
                let placed = Placed::new(word, columns);
                placed.orbit_least(rows) << placed.offset
            }
            _ => word,
        }
    }
}

impl NodeKayles {
    /// Every connected set of at most `size` vertices of a path or a grid, each once, in
    /// its canonical form: by size, then by word. None for other graphs.
    fn small_components(&self, size: u64) -> Vec<u64> {
        let Shape::Grid { rows, columns, .. } = self.shape else {
            return Vec::new();
        };
        let size = size.min(self.vertices as u64) as usize;
        let mut all = Vec::new();
        let mut last: Vec<u64> = if size == 0 { Vec::new() } else { vec![1] };
        for _ in 1..size {
            all.extend_from_slice(&last);
            let mut next = Vec::new();
            for &word in &last {
                grow(word, rows, columns, |grown| {
                    next.push(self.canonical(grown));
                });
            }
            next.sort_unstable();
            next.dedup();
            last = next;
        }
        all.extend_from_slice(&last);
        all
    }
}

/// Calls `each` with every set of cells of a `rows × columns` grid made of the cells of
/// `word` (connected, in the top-left corner) and one of their neighbours, moved to the
/// corner, that fits the grid.
fn grow(word: u64, rows: usize, columns: usize, mut each: impl FnMut(u64)) {
    // In a frame one row down and one column right, where every neighbour has a place.
    let cells: Vec<(usize, usize)> = bits(word)
        .map(|cell| (cell as usize / columns + 1, cell as usize % columns + 1))
        .collect();
    for &(row, column) in &cells {
        for added in [
            (row - 1, column),
            (row + 1, column),
            (row, column - 1),
            (row, column + 1),
        ] {
            if cells.contains(&added) {
                continue;
            }
            // The cells' first row and column are 1, the added cell's may be 0.
            let (top, left) = (added.0.min(1), added.1.min(1));
            let placed = || {
                cells
                    .iter()
                    .chain([&added])
                    .map(move |&(row, column)| (row - top, column - left))
            };
            let fits = placed().all(|(row, column)| row < rows && column < columns);
            if fits {
                each(placed().fold(0, |grown, (row, column)| {
                    grown | 1 << (row * columns + column)
                }));
            }
        }
    }
}

impl fmt::Debug for NodeKayles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let edges: Vec<(u32, u32)> = (0..self.vertices)
            .flat_map(|from| {
                bits(self.closed[from] >> from >> 1)
                    .map(move |gap| (from as u32, from as u32 + 1 + gap))
            })
            .collect();
        let mut debug = f.debug_struct("NodeKayles");
        debug.field("vertices", &self.vertices);
        match self.shape {
            Shape::Grid { rows, columns, .. } => debug.field("grid", &(rows, columns)),
            Shape::Graph => debug.field("edges", &edges),
        };
        debug.finish()
    }
}

// -----------------------------------------------------------------------------------------
// Grids: a set of cells in a row-major bitboard of `columns` a row.
// -----------------------------------------------------------------------------------------

/// The masks that move a grid's cells to their neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct GridMasks {
    columns: usize,
    /// Every cell but those of the first column, and of the last.
    not_first: u64,
    not_last: u64,
}

impl GridMasks {
    #[inline]
    fn new(columns: usize) -> GridMasks {
        let first = (0..MOST_VERTICES)
            .step_by(columns)
            .fold(0u64, |mask, cell| mask | 1 << cell);
        GridMasks {
            columns,
            not_first: !first,
            not_last: !(first << (columns - 1)),
        }
    }

    /// `cells` and their neighbours.
    #[inline]
    fn spread(self, cells: u64) -> u64 {
        cells
            | (cells << 1 & self.not_first)
            | (cells >> 1 & self.not_last)
            | cells.checked_shl(self.columns as u32).unwrap_or(0)
            | cells.checked_shr(self.columns as u32).unwrap_or(0)
    }
}

impl Shape {
    /// The grid of `rows × columns`, `columns > 0`.
    fn grid(rows: usize, columns: usize) -> Shape {
        Shape::Grid {
            rows,
            columns,
            masks: GridMasks::new(columns),
        }
    }
}

/// A non-empty set of cells moved to the top-left corner of its grid: the cells, the rows
/// and columns of their bounding box, and how far they were moved.
#[derive(Debug, Clone, Copy)]
struct Placed {
    cells: u64,
    columns: usize,
    height: usize,
    width: usize,
    offset: u32,
}

impl Placed {
    /// `word` (not empty) moved to the top-left corner of a grid of `columns` a row.
    #[inline]
    fn new(word: u64, columns: usize) -> Placed {
        if word == 0 {
            return Placed {
                cells: 0,
                columns,
                height: 0,
                width: 0,
                offset: 0,
            };
        }
        let row_mask = all(columns);
        // The columns any cell is in: every row folded onto the first.
        let mut folded = word;
        let mut shift = columns;
        while shift < MOST_VERTICES {
            folded |= folded >> shift;
            shift *= 2;
        }
        folded &= row_mask;
        let first_column = folded.trailing_zeros() as usize;
        let first_row = word.trailing_zeros() as usize / columns;
        let offset = (first_row * columns + first_column) as u32;
        let cells = word >> offset;
        let last = cells.ilog2() as usize;
        Placed {
            cells,
            columns,
            height: last / columns + 1,
            width: (64 - (folded >> first_column).leading_zeros()) as usize,
            offset,
        }
    }

    /// The images of the cell at `row` and `column` of the box under its symmetries: the
    /// identity, the mirror images left to right and top to bottom, the half turn, then,
    /// for a square grid, the four that swap rows and columns.
    #[inline]
    fn images_of(&self, row: usize, column: usize) -> [(usize, usize); 8] {
        let (down, across) = (self.height - 1 - row, self.width - 1 - column);
        [
            (row, column),
            (row, across),
            (down, column),
            (down, across),
            (column, row),
            (column, down),
            (across, row),
            (across, down),
        ]
    }

    /// How many of the [images](Placed::images_of) are symmetries of a grid of `rows`.
    #[inline]
    fn symmetries(&self, rows: usize) -> usize {
        if rows == self.columns { 8 } else { 4 }
    }

    /// The images of the cells under the box's symmetries (those of a grid of `rows`), in
    /// the order of [`images_of`](Placed::images_of), row by row: a row reversed is its
    /// mirror image; on a square grid, of at most 8 columns, the columns read as rows turn
    /// it.
    #[inline]
    fn images(&self, rows: usize) -> ([u64; 8], usize) {
        let (height, width, columns) = (self.height, self.width, self.columns);
        let count = self.symmetries(rows);
        let mut images = [0u64; 8];
        let mut turned = [0u64; 8];
        let row_mask = all(width);
        for row in 0..height {
            let cells = self.cells >> (row * columns) & row_mask;
            let mirrored = cells.reverse_bits() >> (64 - width);
            let (at, down) = (row * columns, (height - 1 - row) * columns);
            images[0] |= cells << at;
            images[1] |= mirrored << at;
            images[2] |= cells << down;
            images[3] |= mirrored << down;
            if count == 8 {
                for column in bits(cells) {
                    turned[column as usize] |= 1 << row;
                }
            }
        }
        if count == 8 {
            for (column, &cells) in turned.iter().enumerate().take(width) {
                let mirrored = cells.reverse_bits() >> (64 - height);
                let (at, across) = (column * columns, (width - 1 - column) * columns);
                images[4] |= cells << at;
                images[5] |= mirrored << at;
                images[6] |= cells << across;
                images[7] |= mirrored << across;
            }
        }
        (images, count)
    }

    /// The least image of the cells, in the corner.
    #[inline]
    fn least_image(&self, rows: usize) -> u64 {
        let (images, count) = self.images(rows);
        images[..count].iter().copied().min().unwrap_or(0)
    }

    /// The cells (in the corner) that no symmetry of the cells maps to a lower cell.
    #[inline]
    fn orbit_least(&self, rows: usize) -> u64 {
        let (images, count) = self.images(rows);
        let mut least = self.cells;
        for (symmetry, &image) in images.iter().enumerate().take(count).skip(1) {
            if image != self.cells {
                continue;
            }
            for cell in bits(self.cells) {
                let cell = cell as usize;
                let (row, column) =
                    self.images_of(cell / self.columns, cell % self.columns)[symmetry];
                if row * self.columns + column < cell {
                    least &= !(1 << cell);
                }
            }
        }
        least
    }
}

impl Game for NodeKayles {
    type Position = NodeKaylesPosition;
    type Move = NodeKaylesMove;

    /// Every vertex left, in increasing order.
    fn moves<'a>(
        &'a self,
        position: &'a NodeKaylesPosition,
    ) -> impl Iterator<Item = NodeKaylesMove> {
        bits(position.0 & self.full()).map(|vertex| NodeKaylesMove {
            vertex: vertex as usize,
        })
    }

    /// Removes the vertex and its neighbours (and any bit for no vertex).
    fn play(
        &self,
        position: &NodeKaylesPosition,
        mv: &NodeKaylesMove,
    ) -> Result<NodeKaylesPosition, Error> {
        if mv.vertex >= self.vertices {
            return Err(Error::illegal(
                mv,
                format!(
                    "the graph has vertices 0 to {}",
                    self.vertices.saturating_sub(1)
                ),
            ));
        }
        if !position.contains(mv.vertex) {
            return Err(Error::illegal(mv, "the vertex has been removed"));
        }
        Ok(NodeKaylesPosition(
            position.0 & self.full() & !self.closed[mv.vertex],
        ))
    }

    /// The vertices no symmetry of the position (on a path or a grid) maps to a lower
    /// vertex, in increasing order.
    fn representative_moves<'a>(
        &'a self,
        position: &'a NodeKaylesPosition,
    ) -> impl Iterator<Item = NodeKaylesMove> {
        bits(self.representatives(position.0)).map(|vertex| NodeKaylesMove {
            vertex: vertex as usize,
        })
    }

    /// The connected components of the graph the vertices left induce, in increasing order
    /// of their canonical forms (so that symmetric positions list their parts alike).
    fn parts(&self, position: &NodeKaylesPosition) -> Option<Vec<NodeKaylesPosition>> {
        let mut parts = [(0, 0); MOST_VERTICES];
        let count = self.split(position.0, &mut parts);
        Some(
            parts[..count]
                .iter()
                .map(|&(_, component)| NodeKaylesPosition(component))
                .collect(),
        )
    }

    /// On a path or a grid, the vertices moved to the top-left corner and turned to the
    /// least of their images under the grid's symmetries; on any other graph, the vertices
    /// as they are. Bits for no vertex are dropped.
    fn canonicalize(&self, position: &mut NodeKaylesPosition) {
        position.0 = self.canonical(position.0);
    }
}

impl Hooks for NodeKayles {
    /// The set's bits.
    #[inline]
    fn pack(&self, position: &NodeKaylesPosition) -> Option<u64> {
        Some(position.0)
    }

    #[inline]
    fn unpack(&self, word: u64, into: &mut NodeKaylesPosition) {
        into.0 = word;
    }

    /// The vertices left.
    #[inline]
    fn difficulty(&self, position: &NodeKaylesPosition) -> u64 {
        u64::from((position.0 & self.full()).count_ones())
    }

    /// Exact for no vertex (0) and for a clique (1: every move empties it); else none.
    #[inline]
    fn value_bounds(&self, position: &NodeKaylesPosition) -> (u64, u64) {
        let left = position.0 & self.full();
        if left == 0 {
            return (0, 0);
        }
        if bits(left).all(|vertex| self.closed[vertex as usize] & left == left) {
            return (1, 1);
        }
        (0, u64::MAX)
    }

    /// The canonical components, flood-filled on the word, without allocating.
    #[inline]
    fn packed_parts(&self, position: &NodeKaylesPosition, words: &mut Vec<u64>) -> bool {
        let mut parts = [(0, 0); MOST_VERTICES];
        let count = self.split(position.0, &mut parts);
        words.clear();
        words.extend(parts[..count].iter().map(|&(canonical, _)| canonical));
        true
    }

    /// On a path or a grid, every connected set of at most `size` vertices, each once, in
    /// its canonical form (on the 8 × 8 grid: the free polyominoes of at most `size` cells,
    /// 1, 1, 2, 5, 12, 35, 108, 369 of 1 to 8); by size, then by word. None on other graphs.
    fn small_parts(&self, size: u64) -> impl Iterator<Item = NodeKaylesPosition> {
        self.small_components(size)
            .into_iter()
            .map(NodeKaylesPosition)
    }

    const PACKS_OPTIONS: bool = true;

    /// Vertex by vertex, in increasing order; an option resumes at its vertex + 1.
    #[inline]
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        let from = u64::MAX.checked_shl(resume.min(64) as u32).unwrap_or(0);
        let word = word & self.full();
        for vertex in bits(word & from) {
            let option = PackedOption {
                word: word & !self.closed[vertex as usize],
                resume: u64::from(vertex) + 1,
            };
            if let Some(found) = visit(option) {
                return Some(found);
            }
        }
        None
    }

    /// Every word: a position's options always split into packed parts.
    #[inline]
    fn packs_option_parts(&self, _: u64) -> bool {
        true
    }

    /// The representative vertices in increasing order, each option as its canonical
    /// components in increasing order, found on the word; an option resumes at its
    /// vertex + 1.
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let from = u64::MAX.checked_shl(resume.min(64) as u32).unwrap_or(0);
        let word = word & self.full();
        let mut parts = [(0, 0); MOST_VERTICES];
        let mut words = [0u64; MOST_VERTICES];
        for vertex in bits(self.representatives(word) & from) {
            let count = self.split(word & !self.closed[vertex as usize], &mut parts);
            for (word, &(canonical, _)) in words.iter_mut().zip(&parts[..count]) {
                *word = canonical;
            }
            if let Some(found) = visit(&words[..count], u64::from(vertex) + 1) {
                return Some(found);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_back_as_they_are_written() {
        for vertex in 0..100 {
            let mv = NodeKaylesMove { vertex };
            assert_eq!(mv.to_string().parse::<NodeKaylesMove>(), Ok(mv));
            assert_eq!(format!("vertex {vertex}").parse::<NodeKaylesMove>(), Ok(mv));
        }
        for bad in ["", "pick", "pick vertex", "vertex -1", "7 8", "seven"] {
            assert!(bad.parse::<NodeKaylesMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn grid_masks_move_cells_to_their_neighbours() {
        let grid = NodeKayles::grid(3, 4).unwrap();
        let masks = GridMasks::new(4);
        assert!(matches!(grid.shape, Shape::Grid { masks: inside, .. } if inside == masks));
        for vertex in 0..12 {
            let closed = masks.spread(1 << vertex) & grid.full();
            assert_eq!(closed, grid.closed[vertex], "vertex {vertex}");
        }
    }

    #[test]
    fn placing_moves_cells_to_the_corner() {
        // Cells (1, 2), (2, 1), (2, 2) of a 4-wide grid: box 2×2 at offset 4 + 1.
        let placed = Placed::new(1 << 6 | 1 << 9 | 1 << 10, 4);
        assert_eq!((placed.height, placed.width, placed.offset), (2, 2, 5));
        assert_eq!(placed.cells, 1 << 1 | 1 << 4 | 1 << 5);
    }

    #[test]
    fn small_components_are_the_free_polyominoes() {
        // OEIS A000105: free polyominoes of 1 to 8 cells, all of which fit the 8 × 8 grid.
        let grid = NodeKayles::grid(8, 8).unwrap();
        let parts = grid.small_components(8);
        let mut counts = [0; 9];
        for &part in &parts {
            counts[part.count_ones() as usize] += 1;
            assert_eq!(grid.canonical(part), part);
            let placed = Placed::new(part, 8);
            assert_eq!(placed.offset, 0);
            assert_eq!(grid.component(part & part.wrapping_neg(), part), part);
        }
        assert_eq!(counts, [0, 1, 1, 2, 5, 12, 35, 108, 369]);
        // Those that fit a 2 × 3 grid, which does not turn: a cell; a domino across or
        // down; an L or a row of 3; a square, an L, an S or a T of 4; a P or a U of 5; the
        // whole grid.
        let small = NodeKayles::grid(2, 3).unwrap().small_components(6);
        let mut counts = [0; 7];
        for &part in &small {
            counts[part.count_ones() as usize] += 1;
        }
        assert_eq!(counts, [0, 1, 2, 2, 4, 2, 1]);
        let path = NodeKayles::path(5).unwrap().small_components(9);
        assert_eq!(path, vec![0b1, 0b11, 0b111, 0b1111, 0b1_1111]);
        assert!(
            NodeKayles::new(3, &[(0, 1)])
                .unwrap()
                .small_components(3)
                .is_empty()
        );
    }

    #[test]
    fn canonical_forms_are_least_images() {
        // A path: the run 2..=3 of 6 moves to the start; {0, 2} and {0, 3}... up to reversal.
        let path = NodeKayles::path(6).unwrap();
        assert_eq!(path.canonical(0b00_1100), 0b11);
        assert_eq!(path.canonical(0b11_0100), 0b1011);
        assert_eq!(path.canonical(0b10_1100), 0b1011);
        // An L in a 3×3 grid, turned every way: one canonical form.
        let grid = NodeKayles::grid(3, 3).unwrap();
        let ells = [
            0b000_001_111u64,
            0b100_100_110,
            0b111_100_000,
            0b011_001_001,
        ];
        let forms: Vec<u64> = ells.iter().map(|&ell| grid.canonical(ell)).collect();
        assert!(forms.iter().all(|&form| form == forms[0]), "{forms:?}");
    }
}
