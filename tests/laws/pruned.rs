//! The search's pruned nimbers against a plain mex recursion.
//!
//! [`Search::try_grundy`] proves a value with the pruning of Beling and Rogalski: it asks
//! whether the value is 0, then 1, and so on, and asks each option only whether its value
//! lies among the candidates still open, so that most options never get an exact value.
//! Here each of its answers is checked against the mex of the options' values, found by a
//! recursion over `moves` and `play` that knows nothing of parts, symmetry or words: on
//! random acyclic game graphs of our own, each of the hooks given or not, and on random
//! small positions of every game of the crate that the search solves. Each search is
//! asked in one of its views (by canonical form or not, by parts or not, with a small end
//! table or none), the outcome and the value in either order, and then the values of the
//! position's first options, so that what one question leaves in the table is read by
//! the next.

use core::cell::RefCell;
use core::fmt;
use std::collections::HashMap;

use crate::common::{
    small_die_position, small_fib_position, small_parity_position, small_rows,
    small_subtraction_set,
};
use impartial::prelude::*;
use impartial::search::{Hooks, PackedOption};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------
// The plain recursion, and the check.
// ---------------------------------------------------------------------------------------

/// The rules alone: a position's value is the mex of its options' values, and it is won
/// when some option is lost; each position solved once, by [`Game::moves`] and
/// [`Game::play`].
struct Plain<G: Game> {
    game: G,
    /// What a position is stored by: itself, or, for a game whose positions this test knows
    /// to be multisets, its tokens sorted.
    key: fn(&G::Position) -> G::Position,
    values: HashMap<G::Position, u64>,
    outcomes: HashMap<G::Position, Outcome>,
}

impl<G: Game> Plain<G> {
    fn new(game: G) -> Self {
        Plain::keyed(game, Clone::clone)
    }

    fn keyed(game: G, key: fn(&G::Position) -> G::Position) -> Self {
        Plain {
            game,
            key,
            values: HashMap::new(),
            outcomes: HashMap::new(),
        }
    }

    /// Every position one move from `position`.
    fn options(&self, position: &G::Position) -> Vec<G::Position> {
        self.game
            .moves(position)
            .map(|mv| self.game.play(position, &mv).expect("every move is legal"))
            .collect()
    }

    /// The Grundy value of `position`.
    fn value(&mut self, position: &G::Position) -> u64 {
        let key = (self.key)(position);
        if let Some(&value) = self.values.get(&key) {
            return value;
        }
        let values: Vec<u64> = self
            .options(position)
            .iter()
            .map(|option| self.value(option))
            .collect();
        let value = mex(&values);
        self.values.insert(key, value);
        value
    }

    /// The outcome of `position`, under the game's own rules for the end.
    fn outcome(&mut self, position: &G::Position) -> Outcome {
        let key = (self.key)(position);
        if let Some(&outcome) = self.outcomes.get(&key) {
            return outcome;
        }
        let options = self.options(position);
        let outcomes: Vec<Outcome> = options.iter().map(|option| self.outcome(option)).collect();
        let outcome = if options.is_empty() {
            self.game.terminal_outcome(position)
        } else if outcomes.contains(&Outcome::Loss) {
            Outcome::Win
        } else if outcomes.contains(&Outcome::Draw) {
            Outcome::Draw
        } else {
            Outcome::Loss
        };
        self.outcomes.insert(key, outcome);
        outcome
    }
}

/// The least value not among `values`.
fn mex(values: &[u64]) -> u64 {
    (0..=values.len() as u64)
        .find(|value| !values.contains(value))
        .unwrap_or(0)
}

/// How a search is made and asked.
#[derive(Debug, Clone, Copy)]
struct View {
    /// Positions stored by canonical form ([`Search::without_symmetry`] when not).
    symmetry: bool,
    /// Positions split into parts ([`Search::without_decomposition`] when not).
    parts: bool,
    /// The size of its end table, 0 for none.
    end_table: u64,
    /// Whether it is asked the outcome before the value.
    outcome_first: bool,
}

impl View {
    fn search<G: Hooks>(self, game: G) -> Search<G> {
        let mut search = Search::new(game).with_end_table(self.end_table);
        if !self.symmetry {
            search = search.without_symmetry();
        }
        if !self.parts {
            search = search.without_decomposition();
        }
        search
    }
}

fn view() -> impl Strategy<Value = View> {
    (
        any::<bool>(),
        any::<bool>(),
        prop_oneof![3 => Just(0u64), 1 => 1u64..=8],
        any::<bool>(),
    )
        .prop_map(|(symmetry, parts, end_table, outcome_first)| View {
            symmetry,
            parts,
            end_table,
            outcome_first,
        })
}

/// How many options of a position are asked their values after it.
const OPTIONS: usize = 6;

/// A fresh search in `view` answers for `position` the value and the outcome of the plain
/// recursion, and then for its first options their values.
fn agrees<G: Hooks + Clone>(
    plain: &mut Plain<G>,
    view: View,
    position: &G::Position,
) -> Result<(), TestCaseError> {
    let search = view.search(plain.game.clone());
    let value = plain.value(position);
    let outcome = if value == 0 {
        Outcome::Loss
    } else {
        Outcome::Win
    };
    if view.outcome_first {
        prop_assert_eq!(
            search.try_outcome(position),
            Ok(outcome),
            "outcome of {:?}",
            position
        );
    }
    prop_assert_eq!(
        search.try_grundy(position),
        Ok(value),
        "value of {:?}",
        position
    );
    if !view.outcome_first {
        prop_assert_eq!(
            search.try_outcome(position),
            Ok(outcome),
            "outcome of {:?}",
            position
        );
    }
    for next in plain.options(position).iter().take(OPTIONS) {
        prop_assert_eq!(
            search.try_grundy(next),
            Ok(plain.value(next)),
            "value of {:?}, an option of {:?}",
            next,
            position
        );
    }
    Ok(())
}

/// As [`agrees`], for a game whose ends are not all lost: its outcomes only.
fn outcomes_agree<G: Hooks + Clone>(
    plain: &mut Plain<G>,
    view: View,
    position: &G::Position,
) -> Result<(), TestCaseError> {
    let search = view.search(plain.game.clone());
    prop_assert_eq!(
        search.try_outcome(position),
        Ok(plain.outcome(position)),
        "outcome of {:?}",
        position
    );
    for next in plain.options(position).iter().take(OPTIONS) {
        prop_assert_eq!(
            search.try_outcome(next),
            Ok(plain.outcome(next)),
            "outcome of {:?}",
            next
        );
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// A game of our own: tokens on a random acyclic graph.
// ---------------------------------------------------------------------------------------

/// Tokens on the vertices of a random acyclic graph: a move takes one token along an edge of
/// its vertex, to no vertex (the token leaves), to one vertex below it, or to two (the token
/// splits in two) whose numbers add up to less than its own. A position is the tokens'
/// vertices, in any order: the sum of its tokens.
///
/// Every fact of [`Game`] and every hook of [`Hooks`] the game gives or not, as its
/// [`DagHooks`] say, each keeping its laws; a position whose tokens split at most 15 ways
/// packs into a word of 4 bits a token, and the graphs made here have at most 11 vertices
/// and positions at most 3 tokens, so that every option of a position that packs packs too.
#[derive(Debug, Clone)]
struct Dag {
    /// `edges[v]`: the moves of a token on `v`, each the vertices it goes to.
    edges: Vec<Vec<Vec<u8>>>,
    hooks: DagHooks,
    /// For each vertex, the bounds on its value `value_bounds` gives.
    bounds: Vec<(u64, u64)>,
}

/// Which facts and hooks a [`Dag`] gives.
#[derive(Debug, Clone, Copy)]
#[allow(clippy::struct_excessive_bools)] // independent switches, one a hook
struct DagHooks {
    /// `parts`: each token a part.
    split: bool,
    /// `canonicalize` sorts the tokens, and `representative_moves` moves one token of each
    /// vertex.
    symmetry: bool,
    /// `pack`, `unpack`, `find_map_packed_options`, `small_parts`.
    pack: bool,
    /// `dense_index`: a token's vertex.
    dense: bool,
    /// `find_map_packed_option_parts`, from a position of one token.
    option_parts: bool,
    /// `difficulty`: 0 for every position, the sum of the vertices, or the reverse order.
    difficulty: u8,
}

/// A move of [`Dag`]: the token at `token` along the `edge`th edge of its vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct DagMove {
    token: usize,
    edge: usize,
}

impl fmt::Display for DagMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "token {} along edge {}", self.token, self.edge)
    }
}

/// A position's tokens (or heaps, or rows) sorted: the plain recursion's key for a game
/// whose positions are multisets, where a move changes one token and the others wait.
#[allow(clippy::ptr_arg)] // the shape of `Plain::key`: a position in, a position out
fn sorted<T: Ord + Clone>(tokens: &Vec<T>) -> Vec<T> {
    let mut sorted = tokens.clone();
    sorted.sort_unstable();
    sorted
}

/// [`sorted`], for circular Nim: its rows sorted once the circle is broken.
fn rows_sorted(position: &CircularPosition) -> CircularPosition {
    match position {
        CircularPosition::Rows(rows) => CircularPosition::Rows(sorted(rows)),
        circle @ CircularPosition::Circle(_) => circle.clone(),
    }
}

/// [`sorted`], for a sum of games of rows: each component's rows sorted.
#[allow(clippy::ptr_arg)] // the shape of `Plain::key`
fn components_sorted(components: &Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    components.iter().map(sorted).collect()
}

impl Dag {
    /// The graph whose vertex `v` has an edge for each `(kind, x, y)` of `raw[v]`: to no
    /// vertex (kind 0), to one below it (kind 1), or to two (kind 2); `bounds[v]` chooses the
    /// bounds its value is given, around its true value.
    fn new(raw: &[Vec<(u8, u8, u8)>], bounds: &[(u8, u64, u64)], hooks: DagHooks) -> Self {
        let edges: Vec<Vec<Vec<u8>>> = raw
            .iter()
            .enumerate()
            .map(|(vertex, edges)| {
                let v = vertex as u8;
                edges
                    .iter()
                    .map(|&(kind, x, y)| match kind {
                        2 if v >= 3 => {
                            let first = 1 + x % (v - 2);
                            vec![first, 1 + y % (v - 1 - first)]
                        }
                        1 | 2 if v >= 1 => vec![x % v],
                        _ => vec![],
                    })
                    .collect()
            })
            .collect();
        // The true values, by the mex over the graph: only to choose bounds that hold.
        let mut values: Vec<u64> = Vec::new();
        for edges in &edges {
            let options: Vec<u64> = edges
                .iter()
                .map(|to| to.iter().fold(0, |sum, &t| sum ^ values[usize::from(t)]))
                .collect();
            values.push(mex(&options));
        }
        let bounds = values
            .iter()
            .zip(bounds)
            .map(|(&value, &(kind, below, above))| match kind {
                0 => (value, value),
                1 => (value.saturating_sub(below), value + above),
                2 => (0, value + above),
                _ => (0, u64::MAX),
            })
            .collect();
        Dag {
            edges,
            hooks,
            bounds,
        }
    }

    fn edges_of(&self, vertex: u8) -> &[Vec<u8>] {
        self.edges
            .get(usize::from(vertex))
            .map_or(&[], Vec::as_slice)
    }

    /// Writes the position `mv` leads to from `tokens` over `into`.
    fn play_over(&self, tokens: &[u8], mv: &DagMove, into: &mut Vec<u8>) -> Result<(), Error> {
        let Some(&vertex) = tokens.get(mv.token) else {
            return Err(Error::illegal(mv, "there is no such token"));
        };
        let Some(to) = self.edges_of(vertex).get(mv.edge) else {
            return Err(Error::illegal(mv, "its vertex has no such edge"));
        };
        into.clear();
        into.extend_from_slice(tokens);
        match to.as_slice() {
            [] => {
                into.remove(mv.token);
            }
            [one] => into[mv.token] = *one,
            [first, second] => {
                into[mv.token] = *first;
                into.push(*second);
            }
            _ => unreachable!("an edge goes to at most two vertices"),
        }
        Ok(())
    }
}

impl Game for Dag {
    type Position = Vec<u8>;
    type Move = DagMove;

    fn moves<'a>(&'a self, tokens: &'a Vec<u8>) -> impl Iterator<Item = DagMove> {
        tokens.iter().enumerate().flat_map(|(token, &vertex)| {
            (0..self.edges_of(vertex).len()).map(move |edge| DagMove { token, edge })
        })
    }

    fn play(&self, tokens: &Vec<u8>, mv: &DagMove) -> Result<Vec<u8>, Error> {
        let mut next = Vec::new();
        self.play_over(tokens, mv, &mut next)?;
        Ok(next)
    }

    /// The moves of the first token on each vertex: another token on the same vertex
    /// reaches the same sorted tokens.
    fn representative_moves<'a>(&'a self, tokens: &'a Vec<u8>) -> impl Iterator<Item = DagMove> {
        self.moves(tokens).filter(move |mv| {
            !self.hooks.symmetry || !tokens[..mv.token].contains(&tokens[mv.token])
        })
    }

    fn parts(&self, tokens: &Vec<u8>) -> Option<Vec<Vec<u8>>> {
        self.hooks
            .split
            .then(|| tokens.iter().map(|&vertex| vec![vertex]).collect())
    }

    fn canonicalize(&self, tokens: &mut Vec<u8>) {
        if self.hooks.symmetry {
            tokens.sort_unstable();
        }
    }
}

impl Hooks for Dag {
    /// Each token's vertex plus one, 4 bits a token, the first token lowest.
    fn pack(&self, tokens: &Vec<u8>) -> Option<u64> {
        if !self.hooks.pack || tokens.len() > 16 || tokens.iter().any(|&vertex| vertex >= 15) {
            return None;
        }
        Some(
            tokens
                .iter()
                .rev()
                .fold(0, |word, &vertex| word << 4 | u64::from(vertex + 1)),
        )
    }

    fn unpack(&self, word: u64, tokens: &mut Vec<u8>) {
        tokens.clear();
        let mut rest = word;
        while rest & 15 != 0 {
            tokens.push((rest & 15) as u8 - 1);
            rest >>= 4;
        }
    }

    fn play_into(&self, tokens: &Vec<u8>, mv: &DagMove, into: &mut Vec<u8>) -> Result<(), Error> {
        self.play_over(tokens, mv, into)
    }

    fn dense_index(&self, word: u64) -> Option<usize> {
        (self.hooks.dense && word < 16).then_some(word as usize)
    }

    const PACKS_OPTIONS: bool = true;

    /// Options resume after the `resume`th move.
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        let mut tokens = Vec::new();
        self.unpack(word, &mut tokens);
        let moves: Vec<DagMove> = self.moves(&tokens).collect();
        let mut next = Vec::new();
        for (at, mv) in (1..).zip(&moves) {
            if at <= resume || self.play_over(&tokens, mv, &mut next).is_err() {
                continue;
            }
            if let Some(word) = self.pack(&next) {
                if let Some(found) = visit(PackedOption { word, resume: at }) {
                    return Some(found);
                }
            }
        }
        None
    }

    fn packs_option_parts(&self, word: u64) -> bool {
        let hooks = self.hooks;
        hooks.option_parts && hooks.split && hooks.pack && (1..16).contains(&word)
    }

    /// From a position of one token: each option's tokens, in canonical order, each a part.
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let mut tokens = Vec::new();
        self.unpack(word, &mut tokens);
        let moves: Vec<DagMove> = self.representative_moves(&tokens).collect();
        let mut words = Vec::new();
        for (at, mv) in (1..).zip(&moves) {
            let Ok(mut next) = self.play(&tokens, mv) else {
                continue;
            };
            self.canonicalize(&mut next);
            if at > resume && self.packed_parts(&next, &mut words) {
                if let Some(found) = visit(&words, at) {
                    return Some(found);
                }
            }
        }
        None
    }

    fn difficulty(&self, tokens: &Vec<u8>) -> u64 {
        let n = self.edges.len() as u64;
        match self.hooks.difficulty {
            1 => tokens.iter().map(|&vertex| u64::from(vertex)).sum(),
            2 => tokens
                .iter()
                .map(|&vertex| n.saturating_sub(u64::from(vertex)))
                .sum(),
            _ => 0,
        }
    }

    fn value_bounds(&self, tokens: &Vec<u8>) -> (u64, u64) {
        match tokens.as_slice() {
            [vertex] => self
                .bounds
                .get(usize::from(*vertex))
                .copied()
                .unwrap_or((0, u64::MAX)),
            _ => (0, u64::MAX),
        }
    }

    fn small_parts(&self, size: u64) -> impl Iterator<Item = Vec<u8>> {
        let parts: Vec<Vec<u8>> = if self.hooks.pack {
            (0..self.edges.len() as u8)
                .map(|vertex| vec![vertex])
                .filter(|part| self.difficulty(part) <= size)
                .collect()
        } else {
            Vec::new()
        };
        parts.into_iter()
    }
}

fn dag_hooks() -> impl Strategy<Value = DagHooks> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0u8..3,
    )
        .prop_map(
            |(split, symmetry, pack, dense, option_parts, difficulty)| DagHooks {
                split,
                symmetry,
                pack,
                dense,
                option_parts,
                difficulty,
            },
        )
}

/// A graph of 1 to 11 vertices, each with up to 4 edges, and a position of up to 3 tokens.
fn dag_and_position() -> impl Strategy<Value = (Dag, Vec<u8>)> {
    (1usize..=11)
        .prop_flat_map(|n| {
            let edge = (0u8..3, any::<u8>(), any::<u8>());
            (
                prop::collection::vec(prop::collection::vec(edge, 0..=4), n),
                prop::collection::vec((0u8..4, 0u64..3, 0u64..3), n),
                dag_hooks(),
                prop::collection::vec(0..n as u8, 0..=3),
            )
        })
        .prop_map(|(raw, bounds, hooks, tokens)| (Dag::new(&raw, &bounds, hooks), tokens))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Values and outcomes, and the winning moves: those to a position of value 0.
    #[test]
    fn random_graphs((game, tokens) in dag_and_position(), view in view()) {
        let mut plain = Plain::keyed(game.clone(), sorted);
        agrees(&mut plain, view, &tokens)?;
        let winning: Vec<DagMove> = game
            .moves(&tokens)
            .filter(|mv| plain.value(&game.play(&tokens, mv).expect("a legal move")) == 0)
            .collect();
        prop_assert_eq!(view.search(game).try_winning_moves(&tokens), Ok(winning));
    }
}

// ---------------------------------------------------------------------------------------
// The games of the crate.
// ---------------------------------------------------------------------------------------

thread_local! {
    // One plain recursion per game, shared by the cases: each position solved once.
    static NIM: RefCell<Plain<Nim>> = RefCell::new(Plain::keyed(Nim::normal(), sorted));
    static KAYLES: RefCell<Plain<Kayles>> = RefCell::new(Plain::keyed(Kayles::new(), sorted));
    static GRUNDY_GAME: RefCell<Plain<GrundyGame>> = RefCell::new(Plain::keyed(GrundyGame::new(), sorted));
    static LINE_ERASING: RefCell<Plain<LineErasing>> =
        RefCell::new(Plain::keyed(LineErasing::new(), sorted));
    static CIRCULAR_NIM: RefCell<Plain<CircularNim>> =
        RefCell::new(Plain::keyed(CircularNim::new(), rows_sorted));
    static WYTHOFF: RefCell<Plain<Wythoff>> = RefCell::new(Plain::new(Wythoff::normal()));
    static FIBONACCI_NIM: RefCell<Plain<FibonacciNim>> =
        RefCell::new(Plain::new(FibonacciNim::new()));
    static DIE: RefCell<Plain<Die>> = RefCell::new(Plain::new(Die::new()));
    static TAC_TIX: [RefCell<Plain<TacTix>>; 2] = [
        RefCell::new(Plain::new(TacTix::square())),
        RefCell::new(Plain::new(TacTix::triangle())),
    ];
    static EVERY_HEAP_NIM: RefCell<Plain<EveryHeapNim>> =
        RefCell::new(Plain::keyed(EveryHeapNim::normal(), sorted));
    static SUBTRACT_A_SQUARE: RefCell<Plain<SubtractASquare>> =
        RefCell::new(Plain::new(SubtractASquare::new()));
    static CHOMP: RefCell<Plain<Chomp>> =
        RefCell::new(Plain::new(Chomp::new(5, 6).expect("a bar")));
    static KAYLES_SUM: RefCell<Plain<Sum<Kayles>>> = RefCell::new(Plain::keyed(
        Sum::new(vec![Kayles::new(); 2]).with_empty_position(vec![]).expect("no row"),
        components_sorted,
    ));
    static MIXED_SUM: RefCell<Plain<Sum<AnyGame>>> = RefCell::new(Plain::new(
        Sum::mixed()
            .and(Nim::normal())
            .and(Kayles::new())
            .and(Search::new(Cram::new(2, 3).expect("a board"))),
    ));
}

/// The codes of the take-and-break games asked: named ones, and any of up to three octal
/// digits.
fn code() -> impl Strategy<Value = TakeAndBreak> {
    prop_oneof![
        prop::sample::select(vec![
            "0.07", "0.137", "0.77", "0.3033", "0.6", "4.", "0.[7]", "0.16"
        ])
        .prop_map(String::from),
        prop::collection::vec(0u8..8, 1..=3).prop_map(|digits| {
            let digits: String = digits
                .iter()
                .map(|digit| char::from(b'0' + digit))
                .collect();
            format!("0.{digits}")
        }),
    ]
    .prop_filter_map("a code", |code| TakeAndBreak::new(&code).ok())
}

/// A board of Cram: up to 4 × 5 (stride 8), or 1 or 2 rows of 9 to 11 (stride the width),
/// each cell empty or not.
fn cram_board() -> impl Strategy<Value = (Cram, CramBoard)> {
    prop_oneof![(1usize..=4, 1usize..=5), (1usize..=2, 9usize..=11)]
        .prop_flat_map(|(rows, cols)| {
            (
                Just((rows, cols)),
                prop::collection::vec(prop::bool::weighted(0.75), rows * cols),
            )
        })
        .prop_map(|((rows, cols), empty)| {
            let cram = Cram::new(rows, cols).expect("a board");
            let picture: Vec<String> = empty
                .chunks(cols)
                .map(|row| {
                    row.iter()
                        .map(|&empty| if empty { '.' } else { '#' })
                        .collect()
                })
                .collect();
            let board = cram
                .position(&picture.join("/"))
                .expect("the board's shape");
            (cram, board)
        })
}

/// A graph of Node Kayles: a random one of up to 10 vertices, or a grid of up to 4 × 4,
/// with any of its vertices left.
fn node_kayles_graph() -> impl Strategy<Value = (NodeKayles, NodeKaylesPosition)> {
    let random = (1usize..=10).prop_flat_map(|n| {
        let edges = prop::collection::vec((0..n, 0..n), 0..=2 * n).prop_map(move |edges| {
            let edges: Vec<(usize, usize)> =
                edges.into_iter().filter(|(from, to)| from != to).collect();
            NodeKayles::new(n, &edges).expect("a simple graph")
        });
        (edges, any::<u64>())
    });
    let grid = (1usize..=4, 1usize..=4, any::<u64>())
        .prop_map(|(rows, cols, left)| (NodeKayles::grid(rows, cols).expect("a grid"), left));
    prop_oneof![random, grid].prop_map(|(game, left)| {
        let position = NodeKaylesPosition(left & game.start().0);
        (game, position)
    })
}

/// A staircase of Chomp within 5 × 6: rows that do not grow going up.
fn staircase() -> impl Strategy<Value = ChompPosition> {
    prop::collection::vec(1usize..=6, 1..=5).prop_map(|mut rows| {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        ChompPosition::from_rows(&rows).expect("a staircase")
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Small heaps, or one of 60 to 70 (and a small one), whose values of 64 and more the search finds
    /// by the plain mex, past the 64 values its pruned questions ask about.
    #[test]
    fn nim(
        heaps in prop_oneof![
            prop::collection::vec(0u64..=6, 0..=4),
            (60u64..=70, 0u64..=3).prop_map(|(large, small)| vec![large, small]),
        ],
        view in view(),
    ) {
        NIM.with_borrow_mut(|plain| agrees(plain, view, &heaps))?;
    }

    #[test]
    fn kayles(rows in small_rows(8), view in view()) {
        KAYLES.with_borrow_mut(|plain| agrees(plain, view, &rows))?;
    }

    #[test]
    fn grundy_game(heaps in prop::collection::vec(0u64..=9, 0..=3), view in view()) {
        GRUNDY_GAME.with_borrow_mut(|plain| agrees(plain, view, &heaps))?;
    }

    #[test]
    fn line_erasing(lines in small_rows(7), view in view()) {
        LINE_ERASING.with_borrow_mut(|plain| agrees(plain, view, &lines))?;
    }

    #[test]
    fn take_and_break(code in code(), heaps in small_rows(7), view in view()) {
        agrees(&mut Plain::keyed(code, sorted), view, &heaps)?;
    }

    #[test]
    fn subtraction(
        game in prop_oneof![
            small_subtraction_set().prop_map(|set| Subtraction::new(&set).expect("a set")),
            (1u64..=5).prop_map(|k| Subtraction::bash(k).expect("k > 0")),
        ],
        heap in 0u64..=40,
        view in view(),
    ) {
        agrees(&mut Plain::new(game), view, &heap)?;
    }

    #[test]
    fn circular_nim(
        position in prop_oneof![
            (0u64..=12).prop_map(CircularPosition::Circle),
            prop::collection::vec(0u64..=9, 0..=2).prop_map(CircularPosition::Rows),
        ],
        view in view(),
    ) {
        CIRCULAR_NIM.with_borrow_mut(|plain| agrees(plain, view, &position))?;
    }

    #[test]
    fn wythoff(first in 0u64..=24, second in 0u64..=24, view in view()) {
        WYTHOFF.with_borrow_mut(|plain| agrees(plain, view, &(first, second)))?;
    }

    #[test]
    fn fibonacci_nim(position in small_fib_position(), view in view()) {
        FIBONACCI_NIM.with_borrow_mut(|plain| agrees(plain, view, &position))?;
    }

    #[test]
    fn die(position in small_die_position(), view in view()) {
        DIE.with_borrow_mut(|plain| agrees(plain, view, &position))?;
    }

    /// Its ends are won, lost or drawn by the stones held: outcomes only.
    #[test]
    fn parity(
        k in 1u64..=5,
        odd_wins in any::<bool>(),
        position in small_parity_position(),
        view in view(),
    ) {
        let game = if odd_wins { Parity::odd_wins(k) } else { Parity::even_wins(k) };
        outcomes_agree(&mut Plain::new(game.expect("k ≥ 1")), view, &position)?;
    }

    /// Sparse boards, the stones of two boards taken together.
    #[test]
    fn tac_tix(triangle in any::<bool>(), stones in any::<u16>(), mask in any::<u16>(), view in view()) {
        TAC_TIX.with(|games| {
            let mut plain = games[usize::from(triangle)].borrow_mut();
            let board = stones & mask & plain.game.start();
            agrees(&mut plain, view, &board)
        })?;
    }

    #[test]
    fn every_heap_nim(heaps in prop::collection::vec(0u64..=5, 0..=4), view in view()) {
        EVERY_HEAP_NIM.with_borrow_mut(|plain| agrees(plain, view, &heaps))?;
    }

    #[test]
    fn subtract_a_square(heap in 0u64..=80, view in view()) {
        SUBTRACT_A_SQUARE.with_borrow_mut(|plain| agrees(plain, view, &heap))?;
    }

    #[test]
    fn cram((game, board) in cram_board(), view in view()) {
        agrees(&mut Plain::new(game), view, &board)?;
    }

    #[test]
    fn chomp(position in staircase(), view in view()) {
        CHOMP.with_borrow_mut(|plain| agrees(plain, view, &position))?;
    }

    #[test]
    fn node_kayles((game, position) in node_kayles_graph(), view in view()) {
        agrees(&mut Plain::new(game), view, &position)?;
    }

    /// Two subtraction games, split into parts by their empty position.
    #[test]
    fn subtraction_sums(
        sets in (small_subtraction_set(), small_subtraction_set()),
        heaps in (0u64..=20, 0u64..=20),
        view in view(),
    ) {
        let subtraction = |set: &[u64]| Subtraction::new(set).expect("a set");
        let sum = Sum::new(vec![subtraction(&sets.0), subtraction(&sets.1)])
            .with_empty_position(0)
            .expect("0 has no move");
        agrees(&mut Plain::new(sum), view, &vec![heaps.0, heaps.1])?;
    }

    /// Two games of Kayles, split into parts by their empty position.
    #[test]
    fn kayles_sums(
        rows in (
            prop::collection::vec(0u64..=5, 0..=2),
            prop::collection::vec(0u64..=5, 0..=2),
        ),
        view in view(),
    ) {
        KAYLES_SUM.with_borrow_mut(|plain| agrees(plain, view, &vec![rows.0, rows.1]))?;
    }

    /// Nim, a row of Kayles and a board of Cram, each valued by its own solver.
    #[test]
    fn mixed_sums(
        heaps in prop::collection::vec(0u64..=3, 0..=2),
        row in 0u64..=4,
        empty in any::<u8>(),
        view in view(),
    ) {
        let cram = Cram::new(2, 3).expect("a board");
        let picture: String = (0..6)
            .map(|cell| if empty >> cell & 1 == 1 { '.' } else { '#' })
            .collect();
        let board = cram
            .position(&format!("{}/{}", &picture[..3], &picture[3..]))
            .expect("a 2×3 board");
        let position = vec![
            AnyPosition::new(heaps),
            AnyPosition::new(vec![row]),
            AnyPosition::new(board),
        ];
        MIXED_SUM.with_borrow_mut(|plain| agrees(plain, view, &position))?;
    }
}
