//! Exact misère outcomes of positions of heaps `0..=n`, for the computation: positions of
//! heaps below `n` from the quotient already proved for them, the others by their options.

use rustc_hash::{FxHashMap, FxHashSet};

use super::monoid::Monoid;
use crate::take_and_break::TakeAndBreak;
use crate::{Error, Limit};

/// The most positions with heap `n` whose outcomes are stored while heap `n` is added.
pub(crate) const MOST_POSITIONS: usize = 1 << 20;

/// The misère outcomes of positions of heaps `0..=n`. A position is a sorted list of
/// heaps, each with a move (a heap without a move is the empty game and changes nothing).
#[derive(Debug)]
pub(crate) struct Oracle<'g> {
    game: &'g TakeAndBreak,
    /// The heap being added.
    newest: u64,
    /// The quotient of the positions of heaps below `newest`, proved, and the image of
    /// each of those heaps in it.
    below: Option<(Monoid, Vec<u32>)>,
    /// Outcomes (`true` for a P-position) of positions that hold heap `newest`.
    memo: FxHashMap<Vec<u64>, bool>,
    /// Whether each heap `0..=newest` has a move.
    moving: Vec<bool>,
    /// How to answer a position `Y + k·newest`: by `Y` itself ([`Guess::Exact`]), or by
    /// `k` and what the quotient below says of `Y` (a guess, right when adding heap
    /// `newest` does not split those classes of positions).
    guessing: Guess,
    /// The guesses: `(k, what is known of Y)` to the outcome, and those being worked out.
    guessed: FxHashMap<(usize, u32, Vec<u64>), bool>,
    guessing_now: FxHashSet<(usize, u32, Vec<u64>)>,
    /// For the guesses by kind: each heap's option elements below `newest`, and for each
    /// element `x` the set of `z` with `x·z ∈ P`, as bits.
    options_below: Vec<Vec<u32>>,
    reaches_p: Vec<Vec<u64>>,
}

impl<'g> Oracle<'g> {
    pub(crate) fn new(game: &'g TakeAndBreak) -> Self {
        Oracle {
            game,
            newest: 0,
            below: None,
            memo: FxHashMap::default(),
            moving: vec![false],
            guessing: Guess::Exact,
            guessed: FxHashMap::default(),
            guessing_now: FxHashSet::default(),
            options_below: Vec::new(),
            reaches_p: Vec::new(),
        }
    }

    /// Answers by guesses ([`Oracle::guessing`]) or exactly from now on, forgetting the
    /// guesses made so far.
    pub(crate) fn guess(&mut self, guessing: Guess) {
        self.guessing = guessing;
        self.guessed.clear();
        self.guessing_now.clear();
    }

    /// Whether a heap of `size` (at most the newest heap) has a move: if not, it is the
    /// empty game, and positions leave it out.
    pub(crate) fn moves_in(&self, size: u64) -> bool {
        self.moving.get(size as usize).copied().unwrap_or(false)
    }

    /// Notes whether heap `size`, the next one, has a move.
    pub(crate) fn note_heap(&mut self, size: u64) -> Result<bool, Error> {
        let moves = has_move(self.game, size);
        self.moving.try_reserve(1).map_err(|_| Error::OutOfMemory {
            what: format!("room for {} heaps", self.moving.len() + 1),
        })?;
        self.moving.push(moves);
        Ok(moves)
    }

    /// The game.
    pub(crate) fn game(&self) -> &'g TakeAndBreak {
        self.game
    }

    /// Moves on to heap `newest`, the positions below it answered by `quotient` (whose
    /// images of heaps `0..newest` are `images`).
    pub(crate) fn advance(&mut self, newest: u64, quotient: Monoid, images: Vec<u32>) {
        self.newest = newest;
        let order = quotient.order();
        self.reaches_p = (0..order as u32)
            .map(|x| {
                let mut set = vec![0u64; order.div_ceil(64)];
                for z in 0..order {
                    if quotient.in_p(quotient.product(x, z as u32)) {
                        set[z / 64] |= 1 << (z % 64);
                    }
                }
                set
            })
            .collect();
        self.options_below = (0..newest)
            .map(|heap| {
                let mut options: Vec<u32> = self
                    .game
                    .heap_moves(0, heap)
                    .map(|mv| {
                        mv.parts
                            .iter()
                            .filter(|&&part| self.moves_in(part))
                            .fold(0, |x, &part| quotient.product(x, images[part as usize]))
                    })
                    .collect();
                options.sort_unstable();
                options.dedup();
                options
            })
            .collect();
        self.below = Some((quotient, images));
        self.memo.clear();
        self.guessed.clear();
        self.guessing_now.clear();
    }

    /// Whether `position` (sorted, heaps `≤ newest`, each with a move) is a misère
    /// P-position: a player to move there loses.
    pub(crate) fn is_p(&mut self, position: &[u64]) -> Result<bool, Error> {
        if position.last().is_none_or(|&largest| largest < self.newest) {
            return Ok(self.by_quotient(position));
        }
        if self.guessing != Guess::Exact {
            let newest = position.partition_point(|&heap| heap < self.newest);
            let (element, meets) = self.kind_below(&position[..newest]);
            let key = (position.len() - newest, element, meets);
            if let Some(&known) = self.guessed.get(&key) {
                return Ok(known);
            }
            if self.guessing_now.insert(key.clone()) {
                let outcome = self.by_options(position)?;
                self.guessing_now.remove(&key);
                self.guessed.insert(key, outcome);
                return Ok(outcome);
            }
            // Being worked out higher up: from this position's own options.
            return self.by_options(position);
        }
        if let Some(&known) = self.memo.get(position) {
            return Ok(known);
        }
        let all_lose = self.by_options(position)?;
        if self.memo.len() >= MOST_POSITIONS {
            return Err(Error::LimitReached {
                limit: Limit::Positions,
                allowed: MOST_POSITIONS as u64,
                reached: self.memo.len() as u64 + 1,
            });
        }
        self.memo.insert(position.to_vec(), all_lose);
        Ok(all_lose)
    }

    /// Whether `position`, which holds heap `newest`, is a P-position, from its options:
    /// it has a move (under misère play whoever cannot move wins), and every move leads to
    /// an N-position.
    fn by_options(&mut self, position: &[u64]) -> Result<bool, Error> {
        let mut option = Vec::new();
        let mut all_lose = true;
        // Moves in the largest heaps first: they leave fewer heaps of `newest`, down to
        // positions the quotient below answers at once, and one winning move settles it.
        'moves: for (index, &heap) in position.iter().enumerate().rev() {
            if index + 1 < position.len() && position[index + 1] == heap {
                continue;
            }
            for mv in self.game.heap_moves(index, heap) {
                option.clear();
                option.extend(position[..index].iter().copied());
                option.extend(position[index + 1..].iter().copied());
                let moving = &self.moving;
                option.extend(
                    mv.parts
                        .iter()
                        .copied()
                        .filter(|&part| moving.get(part as usize).copied().unwrap_or(false)),
                );
                option.sort_unstable();
                if self.is_p(&option)? {
                    all_lose = false;
                    break 'moves;
                }
            }
        }
        Ok(all_lose)
    }

    /// The outcome of a position of heaps below `newest`, from their quotient.
    fn by_quotient(&self, position: &[u64]) -> bool {
        match &self.below {
            // Before heap 1 there are only empty positions, which the player to move wins.
            None => false,
            Some((quotient, _)) => quotient.in_p(self.element_below(position)),
        }
    }

    /// The element of a position of heaps below `newest`, with, when guessing by kind,
    /// the set of `z` such that some option's element times `z` is in `P` (empty bits
    /// when guessing by element).
    fn kind_below(&self, position: &[u64]) -> (u32, Vec<u64>) {
        let Some((quotient, images)) = &self.below else {
            return (0, Vec::new());
        };
        if self.guessing != Guess::ByKind {
            return (self.element_below(position), Vec::new());
        }
        let order = quotient.order();
        let words = order.div_ceil(64);
        let mut x = 0u32;
        let mut meets = vec![0u64; words];
        for &heap in position {
            let g = images[heap as usize];
            let mut next = vec![0u64; words];
            for z in 0..order {
                let gz = quotient.product(g, z as u32) as usize;
                if meets[gz / 64] >> (gz % 64) & 1 == 1 {
                    next[z / 64] |= 1 << (z % 64);
                }
            }
            for &s in &self.options_below[heap as usize] {
                for (word, &reach) in next
                    .iter_mut()
                    .zip(&self.reaches_p[quotient.product(x, s) as usize])
                {
                    *word |= reach;
                }
            }
            meets = next;
            x = quotient.product(x, g);
        }
        (x, meets)
    }

    /// The element of a position of heaps below `newest` in their quotient.
    fn element_below(&self, position: &[u64]) -> u32 {
        match &self.below {
            None => 0,
            Some((quotient, images)) => position
                .iter()
                .fold(0, |x, &heap| quotient.product(x, images[heap as usize])),
        }
    }
}

/// How an [`Oracle`] answers positions with the newest heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Guess {
    /// By the position itself: exact.
    Exact,
    /// By the count of the newest heap and the element of the rest below it.
    ByElement,
    /// By the count of the newest heap and the kind of the rest below it: its element and
    /// which elements its options' elements reach `P` with (see the module `verify`).
    ByKind,
}

/// Whether a heap of `size` has a move: if not, it is the empty game.
fn has_move(game: &TakeAndBreak, size: u64) -> bool {
    size > 0 && game.heap_moves(0, size).next().is_some()
}
