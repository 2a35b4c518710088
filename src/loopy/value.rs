//! The generalised Sprague–Grundy function of loopy games under normal play, and Smith's rule
//! for the value of a sum.

use core::fmt;
use core::iter::Sum;
use core::mem::size_of;
use core::ops::Add;
use std::collections::BTreeSet;

use crate::loopy::graph::{Graph, Predecessors, reserve};
use crate::{Game, Outcome};

/// The generalised Sprague–Grundy value γ of a position of a loopy game under normal play: a
/// nimber, or `∞` with the set of the nimbers among its options.
///
/// C. A. B. Smith ("Graphs and composite games", J. Combin. Theory 1 (1966)) extended the
/// Sprague–Grundy function to games whose play can loop; A. S. Fraenkel and Y. Yesha ("The
/// generalized Sprague–Grundy function and its invariance under certain mappings", J. Combin.
/// Theory A 43 (1986)) showed it unique and gave the algorithm
/// [`LoopySearch`](crate::LoopySearch) uses; A. N. Siegel's *Combinatorial Game Theory* (AMS
/// 2013) treats it with loopy impartial games. A position `u` has the finite value `m` when `m`
/// is the mex of its options' finite values and every option of a larger or infinite value
/// has an option of value `m` (it *reverses* to `m`), well-founded so that the reversals end;
/// every other position has the value `∞_K`, `K` the finite values of its options.
///
/// # The outcome and the sum rule
///
/// The value decides the outcome for the player to move ([`outcome`](LoopyValue::outcome)):
/// `0` is a `Loss`, a nonzero nimber a `Win` (move to a 0), `∞_K` a `Win` when `0 ∈ K` and a
/// `Draw` otherwise. And it decides sums, by Smith's rule ([`Add`]): for nimbers `a` and `b`,
/// `a + b = a ⊕ b` (their nim-sum), `a + ∞_K = ∞_{K ⊕ a}` (each element of `K` nim-added to
/// `a`), and `∞_K + ∞_L = ∞_∅`, a draw. So a sum of loopy games is decided from its parts'
/// values, without exploring the product of their graphs ([`LoopySum`](crate::LoopySum)).
///
/// # Example
///
/// ```
/// use std::collections::BTreeSet;
/// use impartial::prelude::*;
///
/// let star_two = LoopyValue::Finite(2);
/// let wins = LoopyValue::Infinite(BTreeSet::from([0, 3])); // a win: it can move to a 0
/// assert_eq!(wins.outcome(), Outcome::Win);
/// assert_eq!(star_two.clone() + LoopyValue::Finite(3), LoopyValue::Finite(1));
/// // Beside a *2, the ∞ can no longer move to a 0: the sum is a draw.
/// let sum = wins.clone() + star_two;
/// assert_eq!(sum, LoopyValue::Infinite(BTreeSet::from([1, 2])));
/// assert_eq!(sum.outcome(), Outcome::Draw);
/// assert_eq!((wins.clone() + wins).outcome(), Outcome::Draw);
/// assert_eq!(sum.to_string(), "∞_{1,2}");
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LoopyValue {
    /// A nimber: the position is equivalent to a Nim heap of this size.
    Finite(u64),
    /// `∞_K`, with `K` the finite values among the position's options.
    Infinite(BTreeSet<u64>),
}

impl LoopyValue {
    /// The outcome for the player to move: `0` a `Loss`, another nimber a `Win`, `∞_K` a `Win`
    /// when `0 ∈ K` and a `Draw` otherwise.
    ///
    /// # Complexity
    ///
    /// `O(log |K|)`.
    ///
    /// # Example
    ///
    /// ```
    /// use std::collections::BTreeSet;
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(LoopyValue::Finite(0).outcome(), Outcome::Loss);
    /// assert_eq!(LoopyValue::Infinite(BTreeSet::from([1])).outcome(), Outcome::Draw);
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(0) => Outcome::Loss,
            LoopyValue::Finite(_) => Outcome::Win,
            LoopyValue::Infinite(options) if options.contains(&0) => Outcome::Win,
            LoopyValue::Infinite(_) => Outcome::Draw,
        }
    }

    /// The nimber, or `None` for an `∞`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(LoopyValue::Finite(3).finite(), Some(3));
    /// ```
    #[must_use]
    pub fn finite(&self) -> Option<u64> {
        match self {
            LoopyValue::Finite(value) => Some(*value),
            LoopyValue::Infinite(_) => None,
        }
    }
}

/// Smith's sum rule: the value of the sum of two games from the values of the two.
///
/// # Complexity
///
/// `O(|K| log |K|)` for a nimber beside an `∞_K`, `O(1)` otherwise.
impl Add for LoopyValue {
    type Output = LoopyValue;

    // The nim-sum is the sum of nimbers.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn add(self, other: LoopyValue) -> LoopyValue {
        match (self, other) {
            (LoopyValue::Finite(a), LoopyValue::Finite(b)) => LoopyValue::Finite(a ^ b),
            (LoopyValue::Finite(a), LoopyValue::Infinite(options))
            | (LoopyValue::Infinite(options), LoopyValue::Finite(a)) => {
                LoopyValue::Infinite(options.into_iter().map(|value| value ^ a).collect())
            }
            (LoopyValue::Infinite(_), LoopyValue::Infinite(_)) => {
                LoopyValue::Infinite(BTreeSet::new())
            }
        }
    }
}

/// The value of the sum of many games; `0` for none.
impl Sum for LoopyValue {
    fn sum<I: Iterator<Item = LoopyValue>>(values: I) -> LoopyValue {
        values.fold(LoopyValue::Finite(0), Add::add)
    }
}

/// A nimber as its number, `∞_K` as `∞_{0,2}`, and `∞_∅` as `∞`.
impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Finite(value) => write!(f, "{value}"),
            LoopyValue::Infinite(options) if options.is_empty() => f.write_str("∞"),
            LoopyValue::Infinite(options) => {
                f.write_str("∞_{")?;
                for (i, value) in options.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{value}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// A value of [`Values`]: a nimber below these markers, or one of them.
const INFINITE: u32 = u32::MAX;
/// The position can reach a position without moves that is not lost for the player to move:
/// not normal play, so it has no value.
const UNDEFINED: u32 = u32::MAX - 1;
/// Not labelled yet, while a layer is labelled.
const UNLABELLED: u32 = u32::MAX - 2;

/// The generalised Sprague–Grundy value of each position of a [`Graph`], by id, for the
/// positions labelled so far (the first ones).
///
/// # The labelling
///
/// Fraenkel and Yesha's algorithm, for `m = 0, 1, 2, …` in turn: label `m` every unlabelled
/// position `u` that has no option labelled `m` and whose options that are unlabelled or
/// labelled `∞` all have an option labelled `m`, until no more can be; then label `∞` every
/// unlabelled position without an option labelled `m`. A position still unlabelled after
/// round `m` has options of every value up to `m`, so the rounds stop before `m` passes the
/// largest number of moves.
///
/// A round is a retrograde analysis: the positions labelled `m` play the part of the losses,
/// those with an option labelled `m` the part of the wins, over the unlabelled and `∞`
/// positions. Positions of earlier layers have their values: in round `m`, one of value `m`
/// is labelled `m`, one of a larger value has an option labelled `m`, and one of value `∞_K`
/// has one exactly when `m ∈ K`.
#[derive(Clone, Default)]
pub(crate) struct Values {
    value: Vec<u32>,
}

/// What a position of an earlier layer tells a position of the layer in one round.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Hint {
    /// An option labelled with the round's value.
    Labelled,
    /// An `∞` option with an option labelled with the round's value.
    Reverses,
}

/// A position of the layer learns `hint` in round `round`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Border {
    round: u32,
    hint: Hint,
    to: u32,
}

/// In a round, a position of the layer has not shown a state, has an option labelled `m`, or
/// is labelled `m`.
const QUIET: u8 = 0;
const REVERSIBLE: u8 = 1;
const LABELLED: u8 = 2;

impl Values {
    /// How many positions are labelled: the first ones of the graph.
    pub(crate) fn len(&self) -> usize {
        self.value.len()
    }

    /// The bytes held by the array.
    pub(crate) fn memory_bytes(&self) -> usize {
        self.value.capacity() * size_of::<u32>()
    }

    /// The value of `id`, or `None` when it can reach a position without moves that is not
    /// lost for the player to move.
    pub(crate) fn value<P>(&self, graph: &Graph<P>, id: u32) -> Option<LoopyValue> {
        match self.value[id as usize] {
            UNDEFINED => None,
            INFINITE => Some(LoopyValue::Infinite(
                graph
                    .successors(id)
                    .iter()
                    .map(|&next| self.value[next as usize])
                    .filter(|&value| value < UNLABELLED)
                    .map(u64::from)
                    .collect(),
            )),
            value => Some(LoopyValue::Finite(u64::from(value))),
        }
    }

    /// A position without moves that is not lost for the player to move, reachable from
    /// `id`, whose value is undefined.
    pub(crate) fn not_normal_end<P>(&self, graph: &Graph<P>, id: u32) -> u32 {
        let mut seen = vec![false; graph.len()];
        seen[id as usize] = true;
        let mut stack = vec![id];
        while let Some(at) = stack.pop() {
            let moves = graph.successors(at);
            if moves.is_empty() {
                // An undefined position without moves is one of those.
                return at;
            }
            for &next in moves {
                if self.value[next as usize] == UNDEFINED && !seen[next as usize] {
                    seen[next as usize] = true;
                    stack.push(next);
                }
            }
        }
        id
    }

    /// Labels the positions of `graph` not labelled yet, which form a layer.
    ///
    /// # Complexity
    ///
    /// Each round is linear in the layer's unlabelled and `∞` positions and their moves, and
    /// there is at most one round more than the largest number of moves of a position:
    /// `O((V + E) · d)` for `V` positions, `E` moves and `d` the largest value found, which
    /// is small in most games. It holds 17 bytes a position and 4 a move while it runs,
    /// besides the values (4 bytes a position), plus the hints from the earlier layers.
    pub(crate) fn extend<G: Game>(&mut self, game: &G, graph: &Graph<G::Position>) {
        let start = self.len();
        let end = graph.len();
        if start == end {
            return;
        }
        reserve(&mut self.value, end - start);
        self.value.resize(end, UNLABELLED);
        let predecessors = graph.predecessors(start);
        self.mark_undefined(game, graph, &predecessors, start);
        let mut layer = Layer::new(self, graph, start);
        let mut unlabelled = layer.active.len();
        let most_moves = (start as u32..end as u32)
            .map(|id| graph.successors(id).len())
            .max()
            .unwrap_or(0);
        // Every round labels the positions that have no option labelled with its value, so
        // the rounds end by the round numbered `most_moves`.
        for round in 0..=most_moves as u32 {
            if unlabelled == 0 {
                break;
            }
            unlabelled -= layer.round(self, graph, &predecessors, round);
        }
        debug_assert_eq!(unlabelled, 0, "every position is labelled");
    }

    /// Marks undefined every position of the layer that can reach a position without moves
    /// that is not lost for the player to move.
    fn mark_undefined<G: Game>(
        &mut self,
        game: &G,
        graph: &Graph<G::Position>,
        predecessors: &Predecessors,
        start: usize,
    ) {
        let mut stack: Vec<u32> = (start as u32..graph.len() as u32)
            .filter(|&id| {
                let moves = graph.successors(id);
                if moves.is_empty() {
                    game.terminal_outcome(graph.position(id)) != Outcome::Loss
                } else {
                    moves
                        .iter()
                        .any(|&next| self.value[next as usize] == UNDEFINED)
                }
            })
            .collect();
        for &id in &stack {
            self.value[id as usize] = UNDEFINED;
        }
        while let Some(id) = stack.pop() {
            for &from in predecessors.of(id) {
                if self.value[from as usize] != UNDEFINED {
                    self.value[from as usize] = UNDEFINED;
                    stack.push(from);
                }
            }
        }
    }

    /// Whether `id` takes part in the rounds still to come: unlabelled or `∞`.
    fn active(&self, id: u32) -> bool {
        matches!(self.value[id as usize], UNLABELLED | INFINITE)
    }
}

/// The state of the labelling of one layer, from round to round.
struct Layer {
    start: usize,
    /// The unlabelled and `∞` positions of the layer.
    active: Vec<u32>,
    /// What the earlier layers tell, sorted by round.
    border: Vec<Border>,
    /// How many of the earlier layers' borders have been used, all of earlier rounds.
    border_used: usize,
    /// For each position of the layer, how many of its options in earlier layers are `∞`.
    infinite_options: Vec<u32>,
    /// Per position of the layer, in the current round: its state, and how many of its `∞`
    /// options in earlier layers reverse to the round's value.
    state: Vec<u8>,
    reversing: Vec<u32>,
    /// Per unlabelled position: how many of its active options have no option labelled with
    /// the round's value yet, plus one if it has an `∞` option in an earlier layer that never
    /// will.
    waiting: Vec<u32>,
    queue: Vec<u32>,
}

impl Layer {
    fn new<P>(values: &Values, graph: &Graph<P>, start: usize) -> Self {
        let end = graph.len();
        let active: Vec<u32> = (start as u32..end as u32)
            .filter(|&id| values.active(id))
            .collect();
        let mut border = Vec::new();
        let mut infinite_options = vec![0; end - start];
        let mut reversed_to = Vec::new();
        for &to in &active {
            for &next in graph.successors(to) {
                if next as usize >= start {
                    continue;
                }
                let value = values.value[next as usize];
                if value != INFINITE {
                    border.push(Border {
                        round: value,
                        hint: Hint::Labelled,
                        to,
                    });
                    continue;
                }
                infinite_options[to as usize - start] += 1;
                reversed_to.clear();
                reversed_to.extend(
                    graph
                        .successors(next)
                        .iter()
                        .map(|&after| values.value[after as usize])
                        .filter(|&value| value < UNLABELLED),
                );
                reversed_to.sort_unstable();
                reversed_to.dedup();
                border.extend(reversed_to.iter().map(|&round| Border {
                    round,
                    hint: Hint::Reverses,
                    to,
                }));
            }
        }
        border.sort_unstable();
        let layer = end - start;
        Layer {
            start,
            active,
            border,
            border_used: 0,
            infinite_options,
            state: vec![QUIET; layer],
            reversing: vec![0; layer],
            waiting: vec![0; layer],
            queue: Vec::new(),
        }
    }

    fn local(&self, id: u32) -> usize {
        id as usize - self.start
    }

    /// Round `m`: labels `m` or `∞` the positions that take it, and returns how many were
    /// unlabelled before and are labelled now.
    fn round<P>(
        &mut self,
        values: &mut Values,
        graph: &Graph<P>,
        predecessors: &Predecessors,
        m: u32,
    ) -> usize {
        for &id in &self.active {
            let local = self.local(id);
            self.state[local] = QUIET;
            self.reversing[local] = 0;
        }
        let hints_end = self.border_used
            + self.border[self.border_used..].partition_point(|hint| hint.round <= m);
        for hint in &self.border[self.border_used..hints_end] {
            let local = hint.to as usize - self.start;
            match hint.hint {
                Hint::Labelled => self.state[local] = REVERSIBLE,
                Hint::Reverses => self.reversing[local] += 1,
            }
        }
        self.border_used = hints_end;

        self.queue.clear();
        for &id in &self.active {
            let local = id as usize - self.start;
            if self.state[local] == REVERSIBLE {
                self.queue.push(id);
                continue;
            }
            if values.value[id as usize] != UNLABELLED {
                continue;
            }
            let within = graph
                .successors(id)
                .iter()
                .filter(|&&next| next as usize >= self.start && values.active(next))
                .count() as u32;
            let stuck = u32::from(self.infinite_options[local] > self.reversing[local]);
            self.waiting[local] = within + stuck;
            if self.waiting[local] == 0 {
                self.state[local] = LABELLED;
                self.queue.push(id);
            }
        }

        while let Some(id) = self.queue.pop() {
            let labelled = self.state[self.local(id)] == LABELLED;
            for &from in predecessors.of(id) {
                let local = self.local(from);
                if !values.active(from) || self.state[local] != QUIET {
                    continue;
                }
                if labelled {
                    self.state[local] = REVERSIBLE;
                    self.queue.push(from);
                } else if values.value[from as usize] == UNLABELLED {
                    self.waiting[local] -= 1;
                    if self.waiting[local] == 0 {
                        self.state[local] = LABELLED;
                        self.queue.push(from);
                    }
                }
            }
        }

        let mut newly = 0;
        for &id in &self.active {
            let value = &mut values.value[id as usize];
            if *value == UNLABELLED {
                match self.state[id as usize - self.start] {
                    LABELLED => *value = m,
                    QUIET => *value = INFINITE,
                    _ => continue,
                }
                newly += 1;
            }
        }
        self.active.retain(|&id| values.active(id));
        newly
    }
}
