//! Outcomes and remoteness of every explored position, by retrograde analysis from the
//! positions without moves.

use core::mem::size_of;

use crate::loopy::graph::{Graph, reserve};
use crate::{Game, Outcome};

/// The outcome and the remoteness of each position of a [`Graph`], by id.
///
/// Retrograde analysis (as in endgame tables; for impartial games C. A. B. Smith, "Graphs and
/// composite games", J. Combin. Theory 1 (1966)): a position without moves takes its terminal
/// outcome; a position with a move to a `Loss` is a `Win`; a position whose moves all lead to
/// `Win`s is a `Loss`; whatever is left when nothing more resolves is a `Draw`, for neither
/// player can be forced into a resolved loss, and play goes on for ever.
///
/// Positions resolve in the order of their remoteness, breadth first: a `Win` when the first
/// of its moves to a `Loss` is processed, which is the nearest, and a `Loss` when the last of
/// its moves to a `Win` is, which is the farthest. So each gets Smith's remoteness on the way.
#[derive(Clone, Default)]
pub(crate) struct Outcomes {
    outcome: Vec<Outcome>,
    /// The remoteness of a resolved position (0 for a draw). While a layer is solved, an
    /// unresolved position's entry counts its moves not yet known to lead to a `Win`.
    remoteness: Vec<u32>,
}

/// A position of an earlier layer, resolved, with a move to it from the layer being solved.
struct Border {
    remoteness: u32,
    outcome: Outcome,
    /// The position of the layer that has the move.
    from: u32,
}

impl Outcomes {
    /// How many positions are solved: the first ones of the graph.
    pub(crate) fn len(&self) -> usize {
        self.outcome.len()
    }

    pub(crate) fn outcome(&self, id: u32) -> Outcome {
        self.outcome[id as usize]
    }

    /// The remoteness of `id`, `None` for a draw.
    pub(crate) fn remoteness(&self, id: u32) -> Option<u64> {
        let id = id as usize;
        (self.outcome[id] != Outcome::Draw).then(|| u64::from(self.remoteness[id]))
    }

    /// The bytes held by the two arrays.
    pub(crate) fn memory_bytes(&self) -> usize {
        self.outcome.capacity() * size_of::<Outcome>()
            + self.remoteness.capacity() * size_of::<u32>()
    }

    /// Solves the positions of `graph` not solved yet, which form a layer.
    ///
    /// # Complexity
    ///
    /// Linear in the layer's positions and moves, plus sorting the moves from the layer to
    /// earlier ones by their targets' remoteness. Besides the results (5 bytes a position), it
    /// holds the layer's moves reversed (4 bytes a position and a move) and a queue (4 bytes a
    /// position) while it runs.
    pub(crate) fn extend<G: Game>(&mut self, game: &G, graph: &Graph<G::Position>) {
        let start = self.len();
        let end = graph.len();
        if start == end {
            return;
        }
        reserve(&mut self.outcome, end - start);
        reserve(&mut self.remoteness, end - start);
        // `Draw` marks a position unresolved until the end: a drawn end has no moves, so it is
        // never the source of a move that could resolve it.
        let mut queue = Vec::new();
        let mut border = Vec::new();
        for id in start as u32..end as u32 {
            let moves = graph.successors(id);
            let (outcome, remoteness) = if moves.is_empty() {
                (game.terminal_outcome(graph.position(id)), 0)
            } else {
                (Outcome::Draw, moves.len() as u32)
            };
            self.outcome.push(outcome);
            self.remoteness.push(remoteness);
            if moves.is_empty() && outcome != Outcome::Draw {
                queue.push(id);
            }
            for &next in moves.iter().filter(|&&next| (next as usize) < start) {
                let outcome = self.outcome(next);
                if outcome != Outcome::Draw {
                    border.push(Border {
                        remoteness: self.remoteness[next as usize],
                        outcome,
                        from: id,
                    });
                }
            }
        }
        border.sort_unstable_by_key(|known| known.remoteness);
        let predecessors = graph.predecessors(start);

        // Process the resolved positions in order of remoteness: the layer's from the queue
        // (whose remoteness never decreases along it), the earlier layers' from `border`.
        let mut head = 0;
        let mut border = border.into_iter().peekable();
        loop {
            let next_in_layer = queue
                .get(head)
                .map(|&id| (self.remoteness[id as usize], id));
            match (next_in_layer, border.peek()) {
                (None, None) => break,
                (Some((remoteness, _)), Some(known)) if known.remoteness <= remoteness => {}
                (Some((remoteness, id)), _) => {
                    head += 1;
                    let outcome = self.outcome(id);
                    for &from in predecessors.of(id) {
                        self.learn(from, outcome, remoteness, &mut queue);
                    }
                    continue;
                }
                (None, Some(_)) => {}
            }
            if let Some(known) = border.next() {
                self.learn(known.from, known.outcome, known.remoteness, &mut queue);
            }
        }
        for id in start..end {
            if self.outcome[id] == Outcome::Draw {
                self.remoteness[id] = 0;
            }
        }
    }

    /// Tells the position `from` that one of its moves leads to a position resolved as
    /// `outcome` with `remoteness`, which is at least that of every position resolved before.
    fn learn(&mut self, from: u32, outcome: Outcome, remoteness: u32, queue: &mut Vec<u32>) {
        let from_index = from as usize;
        if self.outcome[from_index] != Outcome::Draw {
            return;
        }
        let left = &mut self.remoteness[from_index];
        let resolved = match outcome {
            Outcome::Loss => Outcome::Win,
            Outcome::Win if *left == 1 => Outcome::Loss,
            Outcome::Win => {
                *left -= 1;
                return;
            }
            Outcome::Draw => return,
        };
        self.outcome[from_index] = resolved;
        *left = remoteness.saturating_add(1);
        queue.push(from);
    }
}
