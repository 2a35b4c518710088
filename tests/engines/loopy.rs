//! The loopy solver against a brute force written here, on thousands of random directed
//! graphs with and without cycles: outcomes, remoteness, generalised Sprague–Grundy values,
//! best moves, and sums against their product graphs. On games that end, against `Search`.

use crate::common;

use std::collections::BTreeSet;

use impartial::loopy::Vertex;
use impartial::prelude::*;
use impartial::search::Hooks;
use impartial::{Limit, Limits};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------
// The brute force: each quantity by iterating its definition to a fixed point.
// ---------------------------------------------------------------------------------------

/// A game graph as the brute force sees it: each vertex's options, each once, and the
/// outcome of each vertex that has none.
#[derive(Debug, Clone)]
struct Brute {
    options: Vec<Vec<usize>>,
    ends: Vec<Outcome>,
}

impl Brute {
    fn normal(vertices: usize, edges: &[(usize, usize)]) -> Self {
        Brute::with_ends(vertices, edges, vec![Outcome::Loss; vertices])
    }

    fn with_ends(vertices: usize, edges: &[(usize, usize)], ends: Vec<Outcome>) -> Self {
        let mut options = vec![BTreeSet::new(); vertices];
        for &(from, to) in edges {
            options[from].insert(to);
        }
        Brute {
            options: options
                .into_iter()
                .map(|set| set.into_iter().collect())
                .collect(),
            ends,
        }
    }

    fn len(&self) -> usize {
        self.options.len()
    }

    /// Outcomes: resolve a `Win` (a move to a `Loss`) or a `Loss` (every move to a `Win`)
    /// until nothing changes; the rest draw.
    fn outcomes(&self) -> Vec<Outcome> {
        let mut known: Vec<Option<Outcome>> = (0..self.len())
            .map(|v| self.options[v].is_empty().then_some(self.ends[v]))
            .collect();
        loop {
            let mut changed = false;
            for v in 0..self.len() {
                if known[v].is_some() {
                    continue;
                }
                let options = &self.options[v];
                if options.iter().any(|&w| known[w] == Some(Outcome::Loss)) {
                    known[v] = Some(Outcome::Win);
                    changed = true;
                } else if options.iter().all(|&w| known[w] == Some(Outcome::Win)) {
                    known[v] = Some(Outcome::Loss);
                    changed = true;
                }
            }
            if !changed {
                return known
                    .into_iter()
                    .map(|o| o.unwrap_or(Outcome::Draw))
                    .collect();
            }
        }
    }

    /// Remoteness, level by level: at level `r`, a `Win` with a move to a `Loss` of remoteness
    /// `r − 1`, and a `Loss` whose moves all lead to `Win`s, the farthest at `r − 1`.
    fn remoteness(&self) -> Vec<Option<(Outcome, u64)>> {
        let mut known: Vec<Option<(Outcome, u64)>> = (0..self.len())
            .map(|v| {
                let end = self.ends[v];
                (self.options[v].is_empty() && end != Outcome::Draw).then_some((end, 0))
            })
            .collect();
        for level in 1..=2 * self.len() as u64 + 2 {
            let before = known.clone();
            for v in 0..self.len() {
                let options = &self.options[v];
                if before[v].is_some() || options.is_empty() {
                    continue;
                }
                if options
                    .iter()
                    .any(|&w| before[w] == Some((Outcome::Loss, level - 1)))
                {
                    known[v] = Some((Outcome::Win, level));
                } else if options
                    .iter()
                    .all(|&w| matches!(before[w], Some((Outcome::Win, _))))
                    && options
                        .iter()
                        .any(|&w| before[w] == Some((Outcome::Win, level - 1)))
                {
                    known[v] = Some((Outcome::Loss, level));
                }
            }
        }
        known
    }

    /// Generalised Sprague–Grundy values, by stages: a vertex takes the value `m`, the mex of
    /// its options' known values, once every option that is unknown or larger has an option
    /// of value `m`; the vertices never valued are `∞` with the values of their options.
    /// `None` for a vertex that can reach an end not lost for the player to move.
    fn values(&self) -> Vec<Option<LoopyValue>> {
        let defined = self.normal_play_vertices();
        let mut value: Vec<Option<u64>> = vec![None; self.len()];
        loop {
            let mut changed = false;
            for v in 0..self.len() {
                if !defined[v] || value[v].is_some() {
                    continue;
                }
                let known: BTreeSet<u64> =
                    self.options[v].iter().filter_map(|&w| value[w]).collect();
                let m = (0..=known.len() as u64)
                    .find(|m| !known.contains(m))
                    .expect("a mex");
                let reversible = self.options[v].iter().all(|&w| match value[w] {
                    Some(x) if x < m => true,
                    _ => self.options[w].iter().any(|&x| value[x] == Some(m)),
                });
                if reversible {
                    value[v] = Some(m);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        (0..self.len())
            .map(|v| {
                defined[v].then(|| match value[v] {
                    Some(m) => LoopyValue::Finite(m),
                    None => LoopyValue::Infinite(
                        self.options[v].iter().filter_map(|&w| value[w]).collect(),
                    ),
                })
            })
            .collect()
    }

    /// Whether some line of play leads from `from` to `to`.
    fn reaches(&self, from: usize, to: usize) -> bool {
        let mut seen = vec![false; self.len()];
        let mut stack = vec![from];
        while let Some(v) = stack.pop() {
            if v == to {
                return true;
            }
            if !std::mem::replace(&mut seen[v], true) {
                stack.extend(&self.options[v]);
            }
        }
        false
    }

    /// The vertices from which no end that is not a loss can be reached.
    fn normal_play_vertices(&self) -> Vec<bool> {
        let mut bad: Vec<bool> = (0..self.len())
            .map(|v| self.options[v].is_empty() && self.ends[v] != Outcome::Loss)
            .collect();
        loop {
            let mut changed = false;
            for v in 0..self.len() {
                if !bad[v] && self.options[v].iter().any(|&w| bad[w]) {
                    bad[v] = true;
                    changed = true;
                }
            }
            if !changed {
                return bad.into_iter().map(|b| !b).collect();
            }
        }
    }

    /// The product graph of `parts`: a vertex is a tuple, numbered with the first part's
    /// vertex most significant; a move is a move in one part.
    fn product(parts: &[Brute]) -> (Brute, Vec<Vec<usize>>) {
        let tuples: Vec<Vec<usize>> = parts.iter().fold(vec![vec![]], |tuples, part| {
            tuples
                .iter()
                .flat_map(|tuple| {
                    (0..part.len()).map(move |v| {
                        let mut longer = tuple.clone();
                        longer.push(v);
                        longer
                    })
                })
                .collect()
        });
        let index = |tuple: &[usize]| {
            tuple
                .iter()
                .zip(parts)
                .fold(0, |index, (&v, part)| index * part.len() + v)
        };
        let mut edges = Vec::new();
        for tuple in &tuples {
            for (i, part) in parts.iter().enumerate() {
                for &w in &part.options[tuple[i]] {
                    let mut after = tuple.clone();
                    after[i] = w;
                    edges.push((index(tuple), index(&after)));
                }
            }
        }
        (Brute::normal(tuples.len(), &edges), tuples)
    }
}

/// A game on a table of options, with the given outcome at each end.
#[derive(Debug, Clone)]
struct Table(Brute);

impl Game for Table {
    type Position = usize;
    type Move = usize;

    fn moves(&self, from: &usize) -> impl Iterator<Item = usize> {
        self.0.options[*from].iter().copied()
    }

    fn play(&self, from: &usize, to: &usize) -> Result<usize, Error> {
        if self.0.options[*from].contains(to) {
            Ok(*to)
        } else {
            Err(Error::IllegalMove {
                mv: format!("{from} -> {to}"),
                reason: "no such edge".into(),
            })
        }
    }

    fn terminal_outcome(&self, end: &usize) -> Outcome {
        self.0.ends[*end]
    }
}

impl Hooks for Table {}

/// A game whose positions and moves are the brute force's numbered vertices.
trait Numbered: Game {
    /// The position of vertex `v`.
    fn at(&self, v: usize) -> Self::Position;
    /// The vertex a move goes to.
    fn number(mv: &Self::Move) -> usize;
}

impl Numbered for Table {
    fn at(&self, v: usize) -> usize {
        v
    }
    fn number(mv: &usize) -> usize {
        *mv
    }
}

impl Numbered for Digraph {
    fn at(&self, v: usize) -> Vertex {
        self.vertex(v).expect("a vertex of the graph")
    }
    fn number(mv: &Vertex) -> usize {
        mv.index()
    }
}

// ---------------------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------------------

/// A random graph on 1 to `most` vertices with up to `2n + 2` edges (loops allowed), and an
/// order to ask about its vertices in. With `acyclic`, every edge goes to a smaller vertex.
fn graph(
    most: usize,
    acyclic: bool,
) -> impl Strategy<Value = (usize, Vec<(usize, usize)>, Vec<usize>)> {
    (1..=most).prop_flat_map(move |n| {
        let edges = prop::collection::vec((0..n, 0..n), 0..=2 * n + 2).prop_map(move |edges| {
            if acyclic {
                edges
                    .into_iter()
                    .filter(|(a, b)| a != b)
                    .map(|(a, b)| (a.max(b), a.min(b)))
                    .collect()
            } else {
                edges
            }
        });
        let order = Just((0..n).collect::<Vec<usize>>()).prop_shuffle();
        (Just(n), edges, order)
    })
}

fn end_outcome() -> impl Strategy<Value = Outcome> {
    prop_oneof![
        6 => Just(Outcome::Loss),
        2 => Just(Outcome::Win),
        1 => Just(Outcome::Draw),
    ]
}

// ---------------------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------------------

/// Everything the solver says of `v` agrees with the brute force.
fn check_vertex<G: Numbered>(
    search: &LoopySearch<G>,
    brute: &Brute,
    outcomes: &[Outcome],
    remoteness: &[Option<(Outcome, u64)>],
    v: usize,
) -> Result<(), TestCaseError> {
    let position = search.game().at(v);
    prop_assert_eq!(
        search.try_outcome(&position),
        Ok(outcomes[v]),
        "outcome of {}",
        v
    );
    prop_assert_eq!(
        search.try_remoteness(&position),
        Ok(remoteness[v].map(|(_, r)| r)),
        "remoteness of {}",
        v
    );
    let winning: Vec<usize> = brute.options[v]
        .iter()
        .copied()
        .filter(|&w| outcomes[w] == Outcome::Loss)
        .collect();
    let numbers = |moves: Vec<G::Move>| moves.iter().map(G::number).collect::<Vec<_>>();
    prop_assert_eq!(
        search.try_winning_moves(&position).map(numbers),
        Ok(winning.clone())
    );
    prop_assert_eq!(
        search.winning_move(&position).as_ref().map(G::number),
        winning.first().copied()
    );

    // The best move wins fastest, else keeps the draw, else loses slowest.
    let best = search.try_best_move(&position)?.as_ref().map(G::number);
    let options = &brute.options[v];
    let rank = |w: usize| match remoteness[w] {
        Some((Outcome::Loss, r)) => (2, u64::MAX - r),
        Some((_, r)) => (0, r),
        None => (1, 0),
    };
    let wanted = options.iter().map(|&w| rank(w)).max();
    prop_assert_eq!(best.map(rank), wanted, "best move from {}: {:?}", v, best);
    if let Some(best) = best {
        prop_assert!(options.contains(&best));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// Outcomes, remoteness, moves and values of random graphs with cycles, the vertices asked
    /// about in a random order (so that each question may explore a new layer that leans on
    /// the earlier ones), by two solvers asking in different orders.
    #[test]
    fn random_graphs_agree_with_the_brute_force(
        (n, edges, order) in graph(8, false),
        limit in prop::option::of(1usize..=8),
    ) {
        let brute = Brute::normal(n, &edges);
        let outcomes = brute.outcomes();
        let remoteness = brute.remoteness();
        let values = brute.values();
        for v in 0..n {
            // The two brute forces agree with each other and with the values.
            prop_assert_eq!(remoteness[v].map_or(Outcome::Draw, |(o, _)| o), outcomes[v]);
            let value = values[v].as_ref().expect("normal play");
            prop_assert_eq!(value.outcome(), outcomes[v], "value {} of {}", value, v);
        }

        let digraph = Digraph::new(n, &edges)?;
        // The `Solver` methods are the `try_` methods, within a position limit or without;
        // the only error is the limit, named.
        let limits = limit.map_or_else(Limits::new, |limit| Limits::new().positions(limit));
        let fresh = || LoopySearch::new(digraph.clone()).with_limits(limits.clone());
        for v in digraph.vertices() {
            common::solver_methods_are_try_twins(
                fresh,
                &v,
                LoopySearch::try_outcome,
                LoopySearch::try_winning_moves,
                LoopySearch::try_best_move,
            )?;
            if let (Err(error), Some(limit)) = (fresh().try_outcome(&v), limit) {
                let limit = limit as u64;
                prop_assert_eq!(
                    error,
                    Error::LimitReached { limit: Limit::Positions, allowed: limit, reached: limit + 1 }
                );
            }
        }
        let outcomes_first = LoopySearch::new(digraph.clone());
        for &v in &order {
            check_vertex(&outcomes_first, &brute, &outcomes, &remoteness, v)?;
        }
        for &v in order.iter().rev() {
            let value = values[v].clone().expect("normal play");
            prop_assert_eq!(outcomes_first.try_generalized_grundy(&digraph.vertex(v)?), Ok(value));
        }
        let values_first = LoopySearch::new(digraph.clone());
        for &v in &order {
            let value = values[v].clone().expect("normal play");
            let vertex = digraph.vertex(v)?;
            prop_assert_eq!(values_first.generalized_grundy(&vertex), value, "value of {}", v);
            prop_assert_eq!(values_first.outcome(&vertex), outcomes[v]);
        }
        prop_assert_eq!(values_first.explored_positions(), n);
    }

    /// Ends that are wins or draws: the outcomes and remoteness respect them, and the values
    /// are refused exactly where such an end can be reached.
    #[test]
    fn ends_that_win_or_draw(
        (n, edges, order) in graph(7, false),
        ends in prop::collection::vec(end_outcome(), 7),
    ) {
        let brute = Brute::with_ends(n, &edges, ends[..n].to_vec());
        let outcomes = brute.outcomes();
        let remoteness = brute.remoteness();
        let values = brute.values();
        let search = LoopySearch::new(Table(brute.clone()));
        for &v in &order {
            prop_assert_eq!(remoteness[v].map_or(Outcome::Draw, |(o, _)| o), outcomes[v]);
            check_vertex(&search, &brute, &outcomes, &remoteness, v)?;
            let found = search.try_generalized_grundy(&v);
            if let Some(value) = &values[v] {
                prop_assert_eq!(found, Ok(value.clone()));
            } else {
                let Err(Error::NotNormalPlay { position }) = found else {
                    return Err(TestCaseError::fail(format!("{found:?} for {v}")));
                };
                // It names an end that is not lost, reachable from v.
                let end: usize = position.parse().expect("a vertex");
                prop_assert!(brute.options[end].is_empty() && brute.ends[end] != Outcome::Loss);
                prop_assert!(brute.reaches(v, end), "{} from {}", end, v);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// Sums of two or three random graphs: Smith's rule on the parts' brute-force values gives
    /// the product graph's brute-force value; `LoopySum` gives it from the parts; and
    /// `LoopySearch` on the `Sum` itself, exploring the product, agrees on everything.
    #[test]
    fn sums_agree_with_the_product_graph(
        parts in prop::collection::vec(graph(4, false), 2..=3),
        start in prop::collection::vec(0usize..4, 3),
        limit in prop::option::of(1usize..=4),
    ) {
        let brutes: Vec<Brute> =
            parts.iter().map(|(n, edges, _)| Brute::normal(*n, edges)).collect();
        let graphs: Vec<Digraph> = parts
            .iter()
            .map(|(n, edges, _)| Digraph::new(*n, edges))
            .collect::<Result<_, _>>()?;
        let (product, tuples) = Brute::product(&brutes);
        let outcomes = product.outcomes();
        let remoteness = product.remoteness();
        let values = product.values();
        let part_values: Vec<Vec<Option<LoopyValue>>> = brutes.iter().map(Brute::values).collect();

        let positions = |tuple: &[usize]| -> Vec<Vertex> {
            tuple.iter().zip(&graphs).map(|(&v, graph)| graph.at(v)).collect()
        };
        let sum = Sum::new(graphs.clone());
        let by_parts = LoopySum::new(sum.clone());
        let by_product = LoopySearch::new(sum);
        for (index, numbers) in tuples.iter().enumerate() {
            let tuple = &positions(numbers);
            let smith: LoopyValue = tuple
                .iter()
                .zip(&part_values)
                .map(|(v, values)| values[v.index()].clone().expect("normal play"))
                .sum();
            let value = values[index].clone().expect("normal play");
            prop_assert_eq!(&smith, &value, "Smith's rule at {:?}", tuple);
            prop_assert_eq!(by_parts.try_generalized_grundy(tuple), Ok(value.clone()));
            prop_assert_eq!(by_parts.outcome(tuple), outcomes[index]);
            prop_assert_eq!(by_product.try_generalized_grundy(tuple), Ok(value));
            prop_assert_eq!(by_product.outcome(tuple), outcomes[index]);
            prop_assert_eq!(by_product.remoteness(tuple), remoteness[index].map(|(_, r)| r));
        }

        // Winning and best moves from one start, by the parts and by the product.
        let numbers: Vec<usize> =
            start.iter().zip(&brutes).map(|(&v, part)| v % part.len()).collect();
        let index = tuples.iter().position(|t| *t == numbers).expect("a vertex");
        let tuple = positions(&numbers);
        // The `Solver` methods are the `try_` methods, each component within a position
        // limit or without one.
        let limits = limit.map_or_else(Limits::new, |limit| Limits::new().positions(limit));
        common::solver_methods_are_try_twins(
            || LoopySum::new(by_parts.sum().clone()).with_limits(limits.clone()),
            &tuple,
            |sum: &LoopySum<Digraph>, at: &Vec<Vertex>| sum.try_outcome(at),
            |sum: &LoopySum<Digraph>, at: &Vec<Vertex>| sum.try_winning_moves(at),
            |sum: &LoopySum<Digraph>, at: &Vec<Vertex>| sum.try_best_move(at),
        )?;
        let winning_by_product = by_product.winning_moves(&tuple).collect::<Vec<_>>();
        prop_assert_eq!(by_parts.winning_moves(&tuple).collect::<Vec<_>>(), winning_by_product.clone());
        prop_assert_eq!(winning_by_product.is_empty(), outcomes[index] != Outcome::Win);
        let game = by_parts.game();
        match by_parts.best_move(&tuple) {
            None => prop_assert!(product.options[index].is_empty()),
            Some(mv) => {
                let after = game.play(&tuple, &mv)?;
                let wanted = match outcomes[index] {
                    Outcome::Win => Some(Outcome::Loss),
                    Outcome::Draw => Some(Outcome::Draw),
                    Outcome::Loss => None,
                };
                if let Some(wanted) = wanted {
                    prop_assert_eq!(by_product.outcome(&after), wanted);
                }
            }
        }
    }

    /// On graphs without cycles, `LoopySearch` and `Search` agree on outcomes, remoteness
    /// and values, which are all finite and equal to the Grundy values.
    #[test]
    fn acyclic_graphs_agree_with_search((n, edges, order) in graph(10, true)) {
        let digraph = Digraph::new(n, &edges)?;
        let loopy = LoopySearch::new(digraph.clone());
        let search = Search::new(digraph.clone());
        for &v in &order {
            let v = digraph.vertex(v)?;
            prop_assert_eq!(loopy.outcome(&v), search.outcome(&v));
            prop_assert_eq!(loopy.remoteness(&v), search.remoteness(&v));
            prop_assert_eq!(loopy.generalized_grundy(&v), LoopyValue::Finite(search.grundy(&v)));
        }
    }

    /// The same on the crate's games that end: Nim in both conventions, and subtraction games.
    #[test]
    fn games_that_end_agree_with_search(
        heaps in common::small_nim_position(),
        (set, heap) in (common::small_subtraction_set(), 0u64..=60),
    ) {
        for_both!(nim in [Nim::normal(), Nim::misere()] {
            let loopy = LoopySearch::new(nim);
            let search = Search::new(nim);
            prop_assert_eq!(loopy.outcome(&heaps), search.outcome(&heaps));
            prop_assert_eq!(loopy.remoteness(&heaps), search.remoteness(&heaps));
            common::best_move_keeps_contract(&loopy, &search, &heaps)?;
        });
        let loopy = LoopySearch::new(Nim::normal());
        let value = LoopyValue::Finite(impartial::nim_sum(&heaps));
        prop_assert_eq!(loopy.generalized_grundy(&heaps), value);

        let game = Subtraction::new(&set)?;
        let loopy = LoopySearch::new(game.clone());
        let search = Search::new(game);
        prop_assert_eq!(loopy.outcome(&heap), search.outcome(&heap));
        prop_assert_eq!(loopy.remoteness(&heap), search.remoteness(&heap));
        prop_assert_eq!(loopy.generalized_grundy(&heap), LoopyValue::Finite(search.grundy(&heap)));
        prop_assert_eq!(loopy.winning_moves(&heap).collect::<Vec<_>>(), search.winning_moves(&heap).collect::<Vec<_>>());
    }
}

// ---------------------------------------------------------------------------------------
// The example games' documented values.
// ---------------------------------------------------------------------------------------

fn infinite(options: &[u64]) -> LoopyValue {
    LoopyValue::Infinite(options.iter().copied().collect())
}

#[test]
fn the_digraph_example_has_its_documented_values() {
    use LoopyValue::Finite;
    use Outcome::{Draw, Loss, Win};

    let edges = [
        (1, 0),
        (2, 1),
        (3, 2),
        (3, 4),
        (4, 3),
        (4, 0),
        (5, 5),
        (5, 1),
        (6, 5),
        (6, 2),
    ];
    let graph = Digraph::new(7, &edges).unwrap();
    let search = LoopySearch::new(graph.clone());
    let values: Vec<LoopyValue> = graph
        .vertices()
        .map(|v| search.generalized_grundy(&v))
        .collect();
    assert_eq!(
        values,
        vec![
            Finite(0),
            Finite(1),
            Finite(0),
            infinite(&[0]),
            infinite(&[0]),
            infinite(&[1]),
            Finite(1)
        ]
    );
    let brute = Brute::normal(7, &edges).values();
    assert_eq!(
        values,
        brute.into_iter().map(Option::unwrap).collect::<Vec<_>>()
    );
    let outcomes: Vec<Outcome> = graph.vertices().map(|v| search.outcome(&v)).collect();
    assert_eq!(outcomes, vec![Loss, Win, Loss, Win, Win, Draw, Win]);
    // Tokens on 6 and 1: worth 1 + 1 = 0, a loss; the product graph agrees.
    let tokens = vec![graph.at(6), graph.at(1)];
    let search = LoopySearch::new(Sum::new(vec![graph.clone(), graph]));
    assert_eq!(search.outcome(&tokens), Loss);
    assert_eq!(search.generalized_grundy(&tokens), Finite(0));
}

#[test]
fn digraph_edges_must_name_vertices_of_the_graph() {
    let error = Digraph::new(3, &[(0, 1), (2, 3)]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid edge ((2, 3) in a graph of 3 vertices): an edge joins two vertices of the graph"
    );
    let graph = Digraph::new(3, &[(0, 2), (0, 1), (0, 2), (1, 1)]).unwrap();
    assert_eq!(graph.edge_count(), 3);
    assert_eq!(graph.vertex_count(), 3);
    let [zero, one, two] = [0, 1, 2].map(|v| graph.at(v));
    assert_eq!(graph.moves(&zero).collect::<Vec<_>>(), vec![one, two]);
    assert_eq!(
        graph.play(&zero, &zero).unwrap_err().to_string(),
        "illegal move (0 -> 0): vertex 0 has edges only to [1, 2]"
    );
    assert!(graph.play(&two, &zero).is_err());
    assert_eq!(graph.play(&one, &one), Ok(one));
    assert!(Digraph::new(0, &[]).is_ok());
    let error = Digraph::new(1, &[(0, 1)]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid edge ((0, 1) in a graph of 1 vertex): an edge joins two vertices of the graph"
    );
}

/// A token cannot stand outside the graph: the vertex is refused before any solver sees it
/// (issue 28, defect 7: `try_outcome(&7)` on a path of 3 vertices answered `Loss`).
#[test]
fn a_vertex_outside_the_graph_is_refused() {
    let graph = Digraph::new(3, &[(0, 1), (1, 2)]).unwrap();
    assert_eq!(
        graph.vertex(7).unwrap_err().to_string(),
        "invalid vertex (7): the graph has 3 vertices, 0 to 2"
    );
    assert!(graph.vertex(3).is_err());
    assert_eq!(
        Digraph::new(1, &[])
            .unwrap()
            .vertex(1)
            .unwrap_err()
            .to_string(),
        "invalid vertex (1): the graph has 1 vertex, 0"
    );
    assert_eq!(
        Digraph::new(0, &[])
            .unwrap()
            .vertex(0)
            .unwrap_err()
            .to_string(),
        "invalid vertex (0): the graph has no vertices"
    );
    // Every vertex inside is a position, and both searches answer it alike.
    let numbers: Vec<usize> = graph.vertices().map(Vertex::index).collect();
    assert_eq!(numbers, [0, 1, 2]);
    let loopy = LoopySearch::new(graph.clone());
    let search = Search::new(graph.clone());
    for v in graph.vertices() {
        assert_eq!(loopy.try_outcome(&v), search.try_outcome(&v));
        assert_eq!(graph.vertex(v.index()), Ok(v));
        assert_eq!(v.to_string(), v.index().to_string());
    }
    assert_eq!(loopy.try_outcome(&graph.at(0)), Ok(Outcome::Loss));
    assert_eq!(loopy.try_outcome(&graph.at(1)), Ok(Outcome::Win));
}

/// A pass is a cycle of one move, which `Search` refuses in the singular (issue 28, defect 8).
#[test]
fn a_pass_is_a_cycle_of_one_move() {
    let graph = Digraph::new(2, &[(0, 0), (1, 0), (1, 1)]).unwrap();
    let error = Search::new(graph.clone())
        .try_outcome(&graph.at(0))
        .unwrap_err();
    assert!(
        error.to_string().contains("is reached again after 1 move;"),
        "{error}"
    );
}

#[test]
fn take_one_or_three_put_back_one_is_worth_the_heap_mod_2() {
    for cap in [0, 1, 2, 3, 10, 40] {
        let search = LoopySearch::new(PutBack::new(&[1, 3], &[1], cap).unwrap());
        for heap in 0..50 {
            assert_eq!(
                search.generalized_grundy(&heap),
                LoopyValue::Finite(heap % 2),
                "heap {heap}, cap {cap}"
            );
        }
    }
}

#[test]
fn bash_with_put_back_draws_above_k() {
    for k in 1..=5u64 {
        let take: Vec<u64> = (1..=k).collect();
        for cap in k + 2..k + 8 {
            let game = PutBack::new(&take, &[1], cap).unwrap();
            let search = LoopySearch::new(game);
            assert_eq!(search.generalized_grundy(&0), LoopyValue::Finite(0));
            for heap in 1..=k {
                assert_eq!(search.generalized_grundy(&heap), infinite(&[0]));
                assert_eq!(search.remoteness(&heap), Some(1));
            }
            for heap in k + 1..cap + 5 {
                assert_eq!(
                    search.generalized_grundy(&heap),
                    infinite(&[]),
                    "k {k} cap {cap} heap {heap}"
                );
                assert_eq!(search.outcome(&heap), Outcome::Draw);
                assert_eq!(search.remoteness(&heap), None);
            }
        }
    }
    // With the cap at k + 1, the heap k + 1 cannot grow: it is lost, as in Bash's game.
    let search = LoopySearch::new(PutBack::new(&[1, 2], &[1], 3).unwrap());
    assert_eq!(search.generalized_grundy(&3), LoopyValue::Finite(0));
}

#[test]
fn nim_with_put_back_draws_with_two_heaps() {
    for cap in 2..=6 {
        let search = LoopySearch::new(PutBack::nim(cap));
        assert_eq!(search.generalized_grundy(&0), LoopyValue::Finite(0));
        for heap in 1..=cap {
            assert_eq!(search.generalized_grundy(&heap), infinite(&[0]));
            assert_eq!(search.best_move(&heap), Some(PutBackMove::Take(heap)));
        }
        let sum = Sum::new(vec![PutBack::nim(cap); 3]);
        let by_parts = LoopySum::new(sum.clone());
        let by_product = LoopySearch::new(sum);
        for a in 0..=cap {
            for b in 0..=cap {
                let heaps = vec![a, b, 0];
                let non_empty = heaps.iter().filter(|&&h| h > 0).count();
                let expected = match non_empty {
                    0 => Outcome::Loss,
                    1 => Outcome::Win,
                    _ => Outcome::Draw,
                };
                assert_eq!(by_parts.outcome(&heaps), expected, "{heaps:?}");
                assert_eq!(by_product.outcome(&heaps), expected, "{heaps:?}");
            }
        }
    }
    // With the cap at 1 nothing goes back: Nim on heaps of 0 and 1.
    let search = LoopySearch::new(PutBack::nim(1));
    assert_eq!(search.generalized_grundy(&1), LoopyValue::Finite(1));
}

#[test]
fn put_back_moves_and_errors() {
    let game = PutBack::new(&[3, 1, 3], &[2], 6).unwrap();
    assert_eq!(
        game.moves(&4).collect::<Vec<_>>(),
        vec![
            PutBackMove::Take(1),
            PutBackMove::Take(3),
            PutBackMove::Add(2)
        ]
    );
    assert_eq!(game.moves(&0).count(), 0); // nothing goes back on an empty heap
    assert_eq!(
        game.moves(&5).collect::<Vec<_>>(),
        vec![PutBackMove::Take(1), PutBackMove::Take(3)]
    );
    assert_eq!(game.play(&4, &PutBackMove::Add(2)), Ok(6));
    assert_eq!(
        game.play(&5, &PutBackMove::Add(2)).unwrap_err().to_string(),
        "illegal move (put back 2): stones go back only on a heap that is not empty, \
         up to 6 in all; the heap holds 5"
    );
    assert_eq!(
        game.play(&5, &PutBackMove::Take(2))
            .unwrap_err()
            .to_string(),
        "illegal move (take 2): the amounts are [1, 3] to take and [2] to put back"
    );
    assert!(matches!(
        game.play(&2, &PutBackMove::Take(3)),
        Err(Error::TakesTooMany { .. })
    ));
    assert!(PutBack::new(&[], &[1], 5).is_err());
    assert!(PutBack::new(&[1, 0], &[1], 5).is_err());
    assert!(PutBack::new(&[1], &[0], 5).is_err());
    assert_eq!(PutBack::nim(4).cap(), 4);
    assert_eq!(PutBack::nim(4).moves(&2).count(), 4); // take 1 or 2, put back 1 or 2
    assert_eq!(PutBackMove::Add(1).to_string(), "put back 1");
}

// ---------------------------------------------------------------------------------------
// The solver's own behaviour: limits, errors, layers, memory.
// ---------------------------------------------------------------------------------------

#[test]
fn the_position_limit_is_an_error_that_keeps_nothing() {
    // A chain 9 -> 8 -> ... -> 0.
    let edges: Vec<(usize, usize)> = (1..10).map(|v| (v, v - 1)).collect();
    let graph = Digraph::new(10, &edges).unwrap();
    let v: Vec<Vertex> = graph.vertices().collect();
    let search = LoopySearch::new(graph).with_position_limit(6);
    assert_eq!(search.try_outcome(&v[4]), Ok(Outcome::Loss));
    assert_eq!(search.explored_positions(), 5);
    let error = search.try_outcome(&v[9]).unwrap_err();
    assert_eq!(
        error,
        Error::LimitReached {
            limit: Limit::Positions,
            allowed: 6,
            reached: 7
        }
    );
    assert_eq!(
        error.to_string(),
        "position limit reached: 6 positions allowed, and the work stopped at 7"
    );
    assert_eq!(search.explored_positions(), 5);
    assert_eq!(search.explored_moves(), 4);
    assert!(search.try_generalized_grundy(&v[8]).is_err());
    assert_eq!(search.try_outcome(&v[5]), Ok(Outcome::Win));
    assert_eq!(search.try_remoteness(&v[5]), Ok(Some(5)));
    assert_eq!(
        search.try_generalized_grundy(&v[5]),
        Ok(LoopyValue::Finite(1))
    );
    // A sum's components each keep the limit.
    let chain = Digraph::new(10, &edges).unwrap();
    let sum = LoopySum::new(Sum::new(vec![chain.clone(), chain])).with_position_limit(6);
    assert_eq!(sum.try_outcome(&[v[4], v[5]]), Ok(Outcome::Win));
    assert_eq!(
        sum.try_outcome(&[v[4], v[9]]),
        Err(Error::LimitReached {
            limit: Limit::Positions,
            allowed: 6,
            reached: 7
        })
    );
    assert_eq!(sum.limits().position_limit(), Some(6));
}

#[test]
fn a_time_limit_trips_and_keeps_nothing() {
    let limit = std::time::Duration::from_millis(1);
    let search = LoopySearch::new(Subtraction::bash(1).unwrap()).with_time_limit(limit);
    // Exploring down from u64::MAX never ends: only the clock stops it.
    let error = search.try_outcome(&u64::MAX).unwrap_err();
    assert!(
        matches!(
            error,
            Error::LimitReached {
                limit: Limit::Time,
                allowed: 1,
                ..
            }
        ),
        "{error}"
    );
    assert_eq!(search.explored_positions(), 0);
    assert_eq!(search.explored_moves(), 0);
    // Small questions still fit the time, and agree with the closed form.
    assert_eq!(search.try_outcome(&3), Ok(Outcome::Win));
    assert_eq!(search.try_remoteness(&4), Ok(Some(4)));
    assert!(format!("{search:?}").contains("time_limit: 1ms"));
    // A sum's components keep the limit.
    let heaps = Sum::new(vec![Subtraction::bash(1).unwrap(); 2]);
    let sum = LoopySum::new(heaps).with_time_limit(limit);
    assert!(matches!(
        sum.try_outcome(&[2, u64::MAX]),
        Err(Error::LimitReached {
            limit: Limit::Time,
            ..
        })
    ));
    assert_eq!(sum.try_outcome(&[2, 3]), Ok(Outcome::Win));
}

#[test]
fn a_loopy_search_is_cancelled_from_another_thread() {
    let search = LoopySearch::new(Subtraction::bash(1).unwrap());
    let result =
        common::cancelled_while_running(search.cancel_handle(), || search.try_outcome(&u64::MAX));
    assert!(matches!(result, Err(Error::Cancelled { .. })), "{result:?}");
    assert!(!search.cancel_handle().is_cancelled()); // spent
    assert_eq!(search.explored_positions(), 0);
    assert_eq!(search.try_outcome(&10), Ok(Outcome::Loss));
}

#[test]
fn a_loopy_sum_position_of_the_wrong_shape_has_no_moves_but_is_an_error_to_try() {
    let graph = Digraph::new(2, &[(1, 0)]).unwrap();
    let wrong = vec![graph.vertex(1).unwrap()];
    let sum = LoopySum::new(Sum::new(vec![graph.clone(), graph]));
    assert_eq!(sum.outcome(&wrong), Outcome::Loss);
    assert_eq!(sum.winning_moves(&wrong).count(), 0);
    assert_eq!(sum.best_move(&wrong), None);
    let shape = Error::WrongShape {
        parts: 1,
        components: 2,
    };
    assert_eq!(sum.try_outcome(&wrong), Err(shape.clone()));
    assert_eq!(sum.try_winning_moves(&wrong), Err(shape.clone()));
    assert_eq!(sum.try_best_move(&wrong), Err(shape));
}

#[test]
fn a_loopy_sum_is_cancelled_in_any_component() {
    let heaps = Sum::new(vec![Subtraction::bash(1).unwrap(); 2]);
    let sum = LoopySum::new(heaps);
    let copy = sum.clone();
    // The second component never ends; the first is answered before the cancellation.
    let result =
        common::cancelled_while_running(sum.cancel_handle(), || sum.try_outcome(&[3, u64::MAX]));
    assert!(matches!(result, Err(Error::Cancelled { .. })), "{result:?}");
    assert_eq!(sum.try_outcome(&[3, 2]), Ok(Outcome::Win));
    // A clone has a handle of its own: cancelling it leaves the original alone.
    copy.cancel_handle().cancel();
    assert!(!sum.cancel_handle().is_cancelled());
    assert!(matches!(
        copy.try_outcome(&[1, 1]),
        Err(Error::Cancelled { .. })
    ));
    assert_eq!(copy.try_outcome(&[1, 1]), Ok(Outcome::Loss));
}

#[test]
#[should_panic(expected = "position limit reached: 2 positions allowed")]
fn the_solver_methods_panic_with_the_error() {
    let search = LoopySearch::new(Subtraction::bash(1).unwrap()).with_position_limit(2);
    let _ = search.outcome(&5);
}

/// A game whose `play` rejects a move that `moves` gives, after a few good ones.
#[derive(Debug, Clone, Copy)]
struct BrokenBelow(u64);

impl Game for BrokenBelow {
    type Position = u64;
    type Move = u64;

    fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
        (*heap > 0).then_some(1).into_iter()
    }

    fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
        if *heap <= self.0 {
            Err(Error::IllegalMove {
                mv: format!("take {take}"),
                reason: "broken".into(),
            })
        } else {
            Ok(heap - take)
        }
    }
}

impl Hooks for BrokenBelow {}

#[test]
fn a_move_rejected_by_play_is_reported_and_nothing_kept() {
    let search = LoopySearch::new(BrokenBelow(3));
    assert!(matches!(
        search.try_outcome(&10),
        Err(Error::IllegalMove { .. })
    ));
    assert_eq!(search.explored_positions(), 0);
    assert_eq!(search.try_outcome(&0), Ok(Outcome::Loss));
}

#[test]
fn misere_ends_have_no_values_but_outcomes_and_remoteness() {
    let search = LoopySearch::new(Nim::misere());
    assert_eq!(search.try_outcome(&vec![1, 1]), Ok(Outcome::Win));
    // [1] must take the last stone; [2] leaves it so, and the game lasts two moves.
    assert_eq!(search.remoteness(&vec![1]), Some(1));
    assert_eq!(search.remoteness(&vec![2]), Some(2));
    assert_eq!(search.remoteness(&vec![]), Some(0));
    assert_eq!(
        search.try_generalized_grundy(&vec![1]),
        Err(Error::NotNormalPlay {
            position: "[0]".into()
        })
    );
}

#[test]
fn layers_lean_on_the_earlier_ones() {
    // Ask about heaps of take-1-or-2 from small to large: each question explores one new
    // position, solved from the old ones.
    let search = LoopySearch::new(Subtraction::bash(2).unwrap());
    for heap in 0..300u64 {
        assert_eq!(
            search.remoteness(&heap),
            Some(if heap % 3 == 0 {
                heap / 3 * 2
            } else {
                heap / 3 * 2 + 1
            })
        );
        assert_eq!(
            search.generalized_grundy(&heap),
            LoopyValue::Finite(heap % 3)
        );
        assert_eq!(search.explored_positions(), heap as usize + 1);
    }
}

#[test]
fn solver_bookkeeping() {
    let mut search = LoopySearch::new(PutBack::new(&[1, 2], &[1], 5).unwrap());
    assert_eq!(search.outcome(&4), Outcome::Draw);
    assert_eq!(search.explored_positions(), 6);
    assert_eq!(search.explored_moves(), 2 + 3 + 3 + 3 + 2); // from 5, 4, 3, 2, 1
    assert!(search.memory_bytes() > 6 * 8);
    assert_eq!(
        format!("{search:?}"),
        "LoopySearch { game: PutBack { take: Set([1, 2]), add: Set([1]), cap: 5 }, \
         position_limit: 4294967293, explored_positions: 6 }"
    );
    let copy = search.clone();
    search.clear();
    assert_eq!(search.explored_positions(), 0);
    assert_eq!(copy.explored_positions(), 6);
    assert_eq!(copy.into_game().cap(), 5);
    // A draw's best move keeps the draw; a lost position's best move loses slowest.
    assert_eq!(search.best_move(&4), Some(PutBackMove::Take(1)));
    assert_eq!(search.best_move(&0), None);
}

#[test]
fn search_points_to_the_loopy_solver_on_a_cycle() {
    let game = PutBack::new(&[1, 2], &[1], 5).unwrap();
    let error = Search::new(game).try_outcome(&4).unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with("; LoopySearch solves games whose play can loop"),
        "{error}"
    );
}
