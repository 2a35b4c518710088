//! A token on a directed graph: the general impartial game, loops allowed.

use core::fmt;

use crate::search::Hooks;
use crate::{Error, Game};

/// A token on a directed graph given by its edges: a move slides the token along an edge, and
/// whoever cannot move loses (normal play). Several tokens are a [`Sum`](crate::sum::Sum):
/// a move slides one of them.
///
/// Every impartial game is a game of this kind on its graph of positions; the graph here may
/// have cycles and loops (an edge from a vertex to itself is a pass), so play can go on for
/// ever and [`LoopySearch`](crate::LoopySearch) solves it, with draws.
///
/// A position is a [`Vertex`], made by [`vertex`](Digraph::vertex), which refuses a number
/// outside the graph; a move is the vertex the token moves to. So a solver is never given a
/// vertex the graph does not have.
///
/// # Values
///
/// C. A. B. Smith ("Graphs and composite games", J. Combin. Theory 1 (1966)) gave each vertex
/// a generalised Sprague–Grundy value (see [`LoopyValue`](crate::LoopyValue)). On the graph
/// of the example below, with edges 1→0, 2→1, 3→2, 3→4, 4→3, 4→0, 5→5, 5→1, 6→5, 6→2:
///
/// | vertex | 0 | 1 | 2 | 3 | 4 | 5 | 6 |
/// |--------|---|---|---|---|---|---|---|
/// | value  | 0 | 1 | 0 | `∞_{0}` | `∞_{0}` | `∞_{1}` | 1 |
/// | outcome | Loss | Win | Loss | Win | Win | Draw | Win |
///
/// 3 and 4 win by moving to 2 and to 0, but their move to each other never reverses, so
/// their values are infinite. 5 can pass for ever and never has to move to 1, which loses: a
/// draw. Yet 6 is worth 1: its option 5, infinite, has an option worth 1, so moving there
/// gains nothing; and so a token on 6 beside a token on 1 is a loss for the player to move
/// (the tests check this table against a brute force, and the sum against the product graph).
///
/// # Complexity
///
/// Building: `O(V + E log E)` for `V` vertices and `E` edges, stored in 4 bytes a vertex and
/// a move. A vertex's moves: `O(1)` each.
///
/// # Example
///
/// ```
/// use std::collections::BTreeSet;
/// use impartial::prelude::*;
///
/// let edges = [(1, 0), (2, 1), (3, 2), (3, 4), (4, 3), (4, 0), (5, 5), (5, 1), (6, 5), (6, 2)];
/// let graph = Digraph::new(7, &edges)?;
/// let [one, three, five, six] = [1, 3, 5, 6].map(|v| graph.vertex(v)).map(Result::unwrap);
/// assert_eq!(graph.moves(&three).map(|v| v.index()).collect::<Vec<_>>(), vec![2, 4]);
/// let search = LoopySearch::new(graph.clone());
/// assert_eq!(search.outcome(&five), Outcome::Draw);
/// assert_eq!(search.generalized_grundy(&five), LoopyValue::Infinite(BTreeSet::from([1])));
/// assert_eq!(search.generalized_grundy(&six), LoopyValue::Finite(1));
///
/// // Two tokens, on 6 and on 1: values 1 and 1, a loss for the player to move.
/// let tokens = LoopySum::new(Sum::new(vec![graph.clone(), graph.clone()]));
/// assert_eq!(tokens.outcome(&vec![six, one]), Outcome::Loss);
///
/// assert!(graph.vertex(7).is_err()); // there is no vertex 7
/// assert!(Digraph::new(3, &[(0, 3)]).is_err()); // nor an edge to one
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Digraph {
    /// The moves from vertex `v` are `targets[offsets[v]..offsets[v + 1]]`, ascending.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Digraph {
    /// The graph on the vertices `0..vertex_count` with the given `edges`, each a pair
    /// `(from, to)`. An edge given twice is one edge; an edge `(v, v)` lets the token pass.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for an edge that names a vertex outside the graph, and for
    /// more than `u32::MAX` vertices or edges.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A path 0 → 1 → 2, with the edge 0 → 1 given twice.
    /// let graph = Digraph::new(3, &[(0, 1), (1, 2), (0, 1)])?;
    /// assert_eq!(graph.edge_count(), 2);
    /// // The token goes from 0 to 1, then to 2: the second player makes the last move.
    /// assert_eq!(Search::new(graph.clone()).outcome(&graph.vertex(0)?), Outcome::Loss);
    /// assert!(Digraph::new(2, &[(0, 2)]).is_err()); // there is no vertex 2
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(vertex_count: usize, edges: &[(usize, usize)]) -> Result<Self, Error> {
        let vertices = u32::try_from(vertex_count).map_err(|_| {
            Error::invalid(
                "vertex count",
                vertex_count,
                "a graph has at most u32::MAX vertices",
            )
        })?;
        if u32::try_from(edges.len()).is_err() {
            return Err(Error::invalid(
                "edges",
                format!("{} edges", edges.len()),
                "a graph has at most u32::MAX edges",
            ));
        }
        let mut offsets = vec![0u32; vertex_count + 1];
        for &(from, to) in edges {
            if from >= vertex_count || to >= vertex_count {
                return Err(Error::invalid(
                    "edge",
                    if vertices == 1 {
                        format!("({from}, {to}) in a graph of 1 vertex")
                    } else {
                        format!("({from}, {to}) in a graph of {vertices} vertices")
                    },
                    "an edge joins two vertices of the graph",
                ));
            }
            offsets[from + 1] += 1;
        }
        for v in 1..=vertex_count {
            offsets[v] += offsets[v - 1];
        }
        let mut targets = vec![0u32; edges.len()];
        let mut next = offsets.clone();
        for &(from, to) in edges {
            targets[next[from] as usize] = to as u32;
            next[from] += 1;
        }
        // Sort and deduplicate each vertex's moves, compacting the rows in place.
        let mut kept = 0;
        for v in 0..vertex_count {
            let row = offsets[v] as usize..offsets[v + 1] as usize;
            targets[row.clone()].sort_unstable();
            offsets[v] = kept as u32;
            let mut last = None;
            for i in row {
                let to = targets[i];
                if last != Some(to) {
                    targets[kept] = to;
                    kept += 1;
                    last = Some(to);
                }
            }
        }
        offsets[vertex_count] = kept as u32;
        targets.truncate(kept);
        Ok(Digraph { offsets, targets })
    }

    /// The vertex numbered `index`, a position of this graph.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when the graph has no vertex `index`: a token cannot stand
    /// outside the graph.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let graph = Digraph::new(3, &[(0, 1), (1, 2)])?;
    /// let start = graph.vertex(0)?;
    /// assert_eq!(start.index(), 0);
    /// assert_eq!(LoopySearch::new(graph.clone()).outcome(&start), Outcome::Loss);
    /// assert_eq!(
    ///     graph.vertex(7).unwrap_err().to_string(),
    ///     "invalid vertex (7): the graph has 3 vertices, 0 to 2"
    /// );
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn vertex(&self, index: usize) -> Result<Vertex, Error> {
        if index < self.vertex_count() {
            // At most u32::MAX vertices: the index fits.
            Ok(Vertex(index as u32))
        } else {
            let count = self.vertex_count();
            Err(Error::invalid(
                "vertex",
                index,
                match count {
                    0 => "the graph has no vertices".into(),
                    1 => "the graph has 1 vertex, 0".into(),
                    _ => format!("the graph has {count} vertices, 0 to {}", count - 1),
                },
            ))
        }
    }

    /// Every vertex of the graph, ascending.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let graph = Digraph::new(3, &[(1, 0), (2, 1)])?;
    /// let search = LoopySearch::new(graph.clone());
    /// let outcomes: Vec<Outcome> = graph.vertices().map(|v| search.outcome(&v)).collect();
    /// assert_eq!(outcomes, [Outcome::Loss, Outcome::Win, Outcome::Loss]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn vertices(&self) -> impl Iterator<Item = Vertex> + use<> {
        // At most u32::MAX vertices: the count fits.
        (0..self.vertex_count() as u32).map(Vertex)
    }

    /// How many vertices the graph has.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let graph = Digraph::new(4, &[(0, 1)])?;
    /// assert_eq!(graph.vertex_count(), 4); // vertices without edges count too
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }

    /// How many edges the graph has, each counted once.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A pass (1, 1) is an edge; an edge given twice counts once.
    /// let graph = Digraph::new(2, &[(0, 1), (1, 1), (0, 1)])?;
    /// assert_eq!(graph.edge_count(), 2);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The vertices `vertex` has an edge to, ascending; none for a vertex outside the graph.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let graph = Digraph::new(3, &[(0, 2), (0, 1)])?;
    /// assert_eq!(graph.successors(0), &[1, 2]);
    /// assert!(graph.successors(2).is_empty());
    /// assert!(graph.successors(7).is_empty()); // not a vertex of the graph
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn successors(&self, vertex: usize) -> &[u32] {
        match (self.offsets.get(vertex), self.offsets.get(vertex + 1)) {
            (Some(&from), Some(&to)) => &self.targets[from as usize..to as usize],
            _ => &[],
        }
    }
}

impl Game for Digraph {
    type Position = Vertex;
    type Move = Vertex;

    /// The vertices the token can move to, ascending.
    fn moves(&self, vertex: &Vertex) -> impl Iterator<Item = Vertex> {
        self.successors(vertex.index()).iter().map(|&to| Vertex(to))
    }

    fn play(&self, vertex: &Vertex, to: &Vertex) -> Result<Vertex, Error> {
        let moves = self.successors(vertex.index());
        if moves.binary_search(&to.0).is_ok() {
            Ok(*to)
        } else {
            Err(Error::illegal(
                format!("{vertex} -> {to}"),
                format!("vertex {vertex} has edges only to {moves:?}"),
            ))
        }
    }
}

/// A vertex is its own word.
impl Hooks for Digraph {
    fn pack(&self, vertex: &Vertex) -> Option<u64> {
        Some(u64::from(vertex.0))
    }

    fn unpack(&self, word: u64, vertex: &mut Vertex) {
        *vertex = Vertex(word as u32);
    }
}

/// A vertex of a [`Digraph`]: where its token stands, and a move (the vertex it moves to).
///
/// Only a graph makes one: [`Digraph::vertex`] checks the number against the graph, and the
/// graph's moves lead to its own vertices. A vertex is a number, and a graph given the
/// vertex of another graph reads it as its own vertex of that number; one beyond it has no
/// moves there.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let graph = Digraph::new(2, &[(1, 0)])?;
/// let one = graph.vertex(1)?;
/// assert_eq!((one.index(), one.to_string()), (1, "1".to_string()));
/// assert_eq!(graph.moves(&one).collect::<Vec<_>>(), vec![graph.vertex(0)?]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Vertex(u32);

impl Vertex {
    /// Its number in the graph, `0..vertex_count`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Digraph::new(5, &[])?.vertex(4)?.index(), 4);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
