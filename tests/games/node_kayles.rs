//! Node Kayles: paths against OEIS A002187 (Dawson's chess) and the take-and-break engine,
//! grids and random graphs against a plain mex recursion written here, and the laws of the
//! rules: moves, parts, canonical forms.

use std::collections::HashMap;

use impartial::prelude::*;
use proptest::prelude::*;

/// OEIS A002187, the Sprague–Grundy values of Dawson's chess (octal game 0.137), from 0.
const PUBLISHED: [u64; 52] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
];

/// A graph as the test sees it: each vertex's closed neighbourhood.
struct Plain {
    closed: Vec<u64>,
    memo: HashMap<u64, u64>,
}

impl Plain {
    fn new(vertices: usize, edges: &[(usize, usize)]) -> Plain {
        let mut closed: Vec<u64> = (0..vertices).map(|vertex| 1 << vertex).collect();
        for &(from, to) in edges {
            closed[from] |= 1 << to;
            closed[to] |= 1 << from;
        }
        Plain {
            closed,
            memo: HashMap::new(),
        }
    }

    /// The Grundy value of the vertices of `left`, by a plain mex over every move.
    fn grundy(&mut self, left: u64) -> u64 {
        if let Some(&value) = self.memo.get(&left) {
            return value;
        }
        let values: Vec<u64> = (0..self.closed.len())
            .filter(|&vertex| left >> vertex & 1 == 1)
            .map(|vertex| self.grundy(left & !self.closed[vertex]))
            .collect();
        let value = (0..=values.len() as u64)
            .find(|value| !values.contains(value))
            .unwrap();
        self.memo.insert(left, value);
        value
    }
}

/// The edges of the `rows × columns` grid, vertex `row · columns + column`.
fn grid_edges(rows: usize, columns: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
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
    edges
}

fn grundy_of(game: &NodeKayles) -> u64 {
    Search::new(game.clone()).grundy(&game.start())
}

#[test]
fn paths_are_dawsons_chess_oeis_a002187() {
    let values: Vec<u64> = (0..PUBLISHED.len())
        .map(|n| grundy_of(&NodeKayles::path(n).unwrap()))
        .collect();
    assert_eq!(values, PUBLISHED);
    // Beyond, to the longest path, against the take-and-break engine's nim-sequence of 0.137.
    let engine = TakeAndBreak::dawsons_chess().nim_sequence(65).unwrap();
    let search = Search::new(NodeKayles::path(64).unwrap());
    for n in 0..=64u32 {
        let path = NodeKaylesPosition(u64::MAX.checked_shr(64 - n).unwrap_or(0));
        assert_eq!(
            Some(search.grundy(&path)),
            engine.value(u64::from(n)),
            "{n}"
        );
    }
    for (n, &value) in PUBLISHED.iter().enumerate() {
        assert_eq!(engine.value(n as u64), Some(value), "{n}");
    }
}

#[test]
fn three_row_grids_against_a_plain_recursion() {
    for columns in 1..=8 {
        let grid = NodeKayles::grid(3, columns).unwrap();
        let mut plain = Plain::new(3 * columns, &grid_edges(3, columns));
        let start = grid.start();
        assert_eq!(grundy_of(&grid), plain.grundy(start.0), "3×{columns}");
        // And turned: the columns × 3 grid has the same value.
        let turned = NodeKayles::grid(columns, 3).unwrap();
        assert_eq!(grundy_of(&turned), plain.grundy(start.0), "{columns}×3");
    }
}

#[test]
fn four_row_grids_against_a_plain_recursion() {
    for columns in 4..=5 {
        let grid = NodeKayles::grid(4, columns).unwrap();
        let mut plain = Plain::new(4 * columns, &grid_edges(4, columns));
        assert_eq!(
            grundy_of(&grid),
            plain.grundy(grid.start().0),
            "4×{columns}"
        );
    }
}

#[test]
fn the_pinned_calls_compile_and_answer() -> Result<(), Error> {
    let (r, c) = (3, 3);
    let value =
        Search::new(NodeKayles::grid(r, c)?).try_grundy(&NodeKayles::grid(r, c)?.start())?;
    let mut plain = Plain::new(9, &grid_edges(3, 3));
    assert_eq!(value, plain.grundy((1 << 9) - 1));
    Ok(())
}

#[test]
fn bad_graphs_are_refused() {
    let refused = [
        NodeKayles::new(65, &[]),
        NodeKayles::new(3, &[(0, 3)]),
        NodeKayles::new(3, &[(usize::MAX, 0)]),
        NodeKayles::new(3, &[(2, 2)]),
        NodeKayles::path(65),
        NodeKayles::grid(0, 4),
        NodeKayles::grid(4, 0),
        NodeKayles::grid(5, 13),
        NodeKayles::grid(usize::MAX, 2),
    ];
    for result in refused {
        let error = result.unwrap_err();
        assert!(matches!(error, Error::InvalidParameter { .. }), "{error}");
    }
    assert_eq!(
        NodeKayles::new(3, &[(1, 1)]).unwrap_err().to_string(),
        "invalid edge ((1, 1)): a loop: the graph of Node Kayles is simple"
    );
    assert!(NodeKayles::new(64, &[(0, 63)]).is_ok());
    assert!(NodeKayles::grid(8, 8).is_ok());
    assert!(NodeKayles::grid(1, 64).is_ok());
    assert!(NodeKayles::new(0, &[]).is_ok());
}

#[test]
fn moves_and_positions_are_written_as_people_write_them() {
    let grid = NodeKayles::grid(2, 2).unwrap();
    assert_eq!(grid.start().to_string(), "{0, 1, 2, 3}");
    assert_eq!(NodeKaylesPosition(0).to_string(), "{}");
    assert_eq!(NodeKaylesMove { vertex: 3 }.to_string(), "pick vertex 3");
    let after = grid
        .play(&grid.start(), &NodeKaylesMove { vertex: 0 })
        .unwrap();
    assert_eq!(after, NodeKaylesPosition(0b1000));
    assert_eq!(
        grid.play(&after, &NodeKaylesMove { vertex: 1 })
            .unwrap_err()
            .to_string(),
        "illegal move (pick vertex 1): the vertex has been removed"
    );
    assert_eq!(
        grid.play(&after, &NodeKaylesMove { vertex: 4 })
            .unwrap_err()
            .to_string(),
        "illegal move (pick vertex 4): the graph has vertices 0 to 3"
    );
}

/// A random graph of up to 10 vertices.
fn small_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..=10).prop_flat_map(|vertices| {
        let edges = prop::collection::vec((0..vertices, 0..vertices), 0..=20)
            .prop_map(|edges| edges.into_iter().filter(|(from, to)| from != to).collect());
        (Just(vertices), edges)
    })
}

/// The games whose positions the laws are checked on, with their vertices: a path, grids
/// square and not, and a graph.
fn games() -> Vec<NodeKayles> {
    vec![
        NodeKayles::path(12).unwrap(),
        NodeKayles::grid(4, 4).unwrap(),
        NodeKayles::grid(3, 5).unwrap(),
        NodeKayles::grid(2, 7).unwrap(),
        NodeKayles::new(
            12,
            &[
                (0, 1),
                (1, 2),
                (2, 0),
                (3, 4),
                (5, 6),
                (6, 7),
                (7, 8),
                (8, 5),
                (9, 0),
                (10, 11),
            ],
        )
        .unwrap(),
    ]
}

thread_local! {
    /// For each game of [`games`]: a plain search and the test's own recursion.
    static PLAIN: Vec<(Search<NodeKayles>, std::cell::RefCell<Plain>)> = games()
        .into_iter()
        .map(|game| {
            let edges: Vec<(usize, usize)> = (0..game.vertices())
                .flat_map(|from| {
                    game.neighbours(from)
                        .vertices()
                        .filter(move |&to| to > from)
                        .map(move |to| (from, to))
                })
                .collect();
            let plain = Plain::new(game.vertices(), &edges);
            (
                Search::new(game).without_symmetry().without_decomposition(),
                std::cell::RefCell::new(plain),
            )
        })
        .collect();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// A search of any small graph gives the values of the plain recursion, for the whole
    /// graph and a random position of it.
    #[test]
    fn random_graphs_against_a_plain_recursion(
        (vertices, edges) in small_graph(),
        left in any::<u64>(),
    ) {
        let game = NodeKayles::new(vertices, &edges).unwrap();
        let mut plain = Plain::new(vertices, &edges);
        let search = Search::new(game.clone());
        let start = game.start();
        prop_assert_eq!(search.grundy(&start), plain.grundy(start.0));
        let position = NodeKaylesPosition(left & start.0);
        prop_assert_eq!(search.grundy(&position), plain.grundy(position.0));
    }

    /// Moves are the vertices left, each accepted by `play` and leaving what the rule says;
    /// every other vertex is refused. Parts are the connected components. The canonical
    /// form keeps the value, by a plain search, and the search by parts and symmetry agrees.
    #[test]
    fn the_laws_of_the_rules(which in 0usize..5, bits in any::<u64>(), other in 0usize..70) {
        let game = &games()[which];
        let position = NodeKaylesPosition(bits & game.start().0);
        let moves: Vec<NodeKaylesMove> = game.moves(&position).collect();
        let vertices: Vec<usize> = position.vertices().collect();
        prop_assert_eq!(moves.iter().map(|mv| mv.vertex).collect::<Vec<_>>(), vertices);
        for mv in &moves {
            let closed = game.neighbours(mv.vertex).0 | 1 << mv.vertex;
            prop_assert_eq!(game.play(&position, mv).unwrap().0, position.0 & !closed);
        }
        let candidate = NodeKaylesMove { vertex: other };
        prop_assert_eq!(game.play(&position, &candidate).is_ok(), moves.contains(&candidate));

        let parts = game.parts(&position).unwrap();
        let union = parts.iter().fold(0u64, |union, part| {
            assert_eq!(union & part.0, 0, "parts overlap");
            union | part.0
        });
        prop_assert_eq!(union, position.0);
        for (index, part) in parts.iter().enumerate() {
            prop_assert!(!part.is_empty());
            // Connected: a walk from its lowest vertex reaches all of it.
            let mut reached = part.0 & part.0.wrapping_neg();
            loop {
                let grown = reached
                    | NodeKaylesPosition(reached)
                        .vertices()
                        .fold(0, |grown, vertex| grown | game.neighbours(vertex).0);
                let grown = grown & part.0;
                if grown == reached {
                    break;
                }
                reached = grown;
            }
            prop_assert_eq!(reached, part.0, "part {} is connected", part);
            // And apart: no edge to another part.
            for other in &parts[index + 1..] {
                let touching = part
                    .vertices()
                    .any(|vertex| game.neighbours(vertex).0 & other.0 != 0);
                prop_assert!(!touching, "{} touches {}", part, other);
            }
            prop_assert_eq!(game.parts(part).unwrap(), vec![*part]);
        }

        let mut canonical = position;
        game.canonicalize(&mut canonical);
        prop_assert_eq!(canonical.len(), position.len());
        let mut again = canonical;
        game.canonicalize(&mut again);
        prop_assert_eq!(again, canonical);
        // Small enough for the plain search and the recursion: up to 10 vertices.
        if position.len() <= 10 {
            PLAIN.with(|plain| -> Result<(), TestCaseError> {
                let (search, recursion) = &plain[which];
                let value = recursion.borrow_mut().grundy(position.0);
                prop_assert_eq!(search.grundy(&position), value);
                prop_assert_eq!(search.grundy(&canonical), value);
                prop_assert_eq!(Search::new(game.clone()).grundy(&position), value);
                Ok(())
            })?;
        }
    }
}
