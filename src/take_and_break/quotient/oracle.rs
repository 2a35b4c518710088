//! Exact misère outcomes of positions of heaps `0..=n`, for the computation's second
//! opinion: positions of heaps below `n` from the quotient already proved for them, the
//! others by their options. The oracle also says what each heap's moves leave.
//!
//! Heaps are numbered: with no Nim heaps, heap `n` is the game's heap of `n` tokens; with
//! `k` of them (for the genus), `1..=k` are the Nim heaps `*1 … *k` and `k + n` the game's
//! heap of `n`. Either way a move replaces a heap by smaller-numbered ones.

use rustc_hash::FxHashMap;

use super::monoid::{Monoid, Rule};
use crate::take_and_break::TakeAndBreak;
use crate::{Error, Limit};

/// The most positions with heap `n` whose outcomes are stored while heap `n` is added.
pub(crate) const MOST_POSITIONS: usize = 1 << 20;

/// The most tokens of a position whose outcome is searched: a line of play from it is at
/// most twice as long (a move takes a token or adds a heap), and the search recurses along
/// it, so this bounds the stack it takes.
const MOST_TOKENS: u64 = 1 << 10;

/// The labels (misère outcomes, or misère Grundy values, as the rule says) of positions of
/// heaps `0..=n`. A position is a sorted list of heaps, each with a move (a heap without a
/// move is the empty game and changes nothing).
#[derive(Debug)]
pub(crate) struct Oracle<'g> {
    game: &'g TakeAndBreak,
    /// The heap being added.
    newest: u64,
    /// The quotient of the positions of heaps below `newest`, proved, and the image of
    /// each of those heaps in it.
    below: Option<(Monoid, Vec<u32>)>,
    /// Labels of positions that hold heap `newest`.
    memo: FxHashMap<Vec<u64>, u32>,
    /// Whether each heap `0..=newest` has a move.
    moving: Vec<bool>,
    /// How many Nim heaps come before the game's heaps.
    nim_heaps: u64,
    /// What the labels are.
    rule: Rule,
}

impl<'g> Oracle<'g> {
    /// The oracle of the Nim heaps `*1 … *nim_heaps` (numbered `1..=nim_heaps`), then the
    /// game's heaps (heap `n` numbered `nim_heaps + n`), labelled by `rule`.
    pub(crate) fn new(game: &'g TakeAndBreak, nim_heaps: u64, rule: Rule) -> Self {
        Oracle {
            game,
            newest: 0,
            below: None,
            memo: FxHashMap::default(),
            moving: vec![false],
            nim_heaps,
            rule,
        }
    }

    /// What each move of heap `heap` (a number, as above) leaves: up to three heaps, by
    /// number, 0 standing for none.
    pub(crate) fn moves_of(&self, heap: u64) -> impl Iterator<Item = [u64; 3]> + use<'g> {
        let (game, nim_heaps) = (self.game, self.nim_heaps);
        let nim = (heap <= nim_heaps).then_some(0..heap);
        let code = (heap > nim_heaps).then(|| game.heap_moves(0, heap - nim_heaps));
        let number = move |size: u64| if size == 0 { 0 } else { nim_heaps + size };
        nim.into_iter()
            .flatten()
            .map(|smaller| [smaller, 0, 0])
            .chain(
                code.into_iter()
                    .flatten()
                    .map(move |mv| mv.parts.map(number)),
            )
    }

    /// Whether a heap of `size` (at most the newest heap) has a move: if not, it is the
    /// empty game, and positions leave it out.
    pub(crate) fn moves_in(&self, size: u64) -> bool {
        self.moving.get(size as usize).copied().unwrap_or(false)
    }

    /// Notes whether heap `size`, the next one, has a move.
    pub(crate) fn note_heap(&mut self, size: u64) -> Result<bool, Error> {
        let moves = size > 0 && self.moves_of(size).next().is_some();
        self.moving.try_reserve(1).map_err(|_| {
            Error::out_of_memory(format!("room for {} heaps", self.moving.len() + 1))
        })?;
        self.moving.push(moves);
        Ok(moves)
    }

    /// The game.
    pub(crate) fn game(&self) -> &'g TakeAndBreak {
        self.game
    }

    /// The options of `position` (sorted heaps, each with a move), each sorted, with the
    /// heaps without a move left out.
    pub(crate) fn options_of(&self, position: &[u64]) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (index, &heap) in position.iter().enumerate() {
            if index > 0 && position[index - 1] == heap {
                continue;
            }
            for parts in self.moves_of(heap) {
                let mut option: Vec<u64> = position[..index]
                    .iter()
                    .chain(&position[index + 1..])
                    .copied()
                    .chain(parts.into_iter().filter(|&part| self.moves_in(part)))
                    .collect();
                option.sort_unstable();
                options.push(option);
            }
        }
        options
    }

    /// The elements of the options of a heap of `heap`, sorted, each once, where
    /// `element_of` gives the element of the heaps a move leaves (those with a move).
    pub(crate) fn option_elements<E: Ord>(
        &self,
        heap: u64,
        mut element_of: impl FnMut(&[u64]) -> E,
    ) -> Vec<E> {
        let mut elements: Vec<E> = self
            .moves_of(heap)
            .map(|left| {
                let mut parts = [0u64; 3];
                let mut count = 0;
                for part in left.into_iter().filter(|&part| self.moves_in(part)) {
                    parts[count] = part;
                    count += 1;
                }
                element_of(&parts[..count])
            })
            .collect();
        elements.sort_unstable();
        elements.dedup();
        elements
    }

    /// Moves on to heap `newest`, the positions below it answered by `quotient` (whose
    /// images of heaps `0..newest` are `images`).
    pub(crate) fn advance(&mut self, newest: u64, quotient: Monoid, images: Vec<u32>) {
        self.newest = newest;
        self.below = Some((quotient, images));
        self.memo.clear();
    }

    /// The label of `position` (sorted, heaps `≤ newest`, each with a move): for outcomes,
    /// 0 when it is a misère P-position (a player to move there loses), else 1.
    pub(crate) fn label(&mut self, position: &[u64]) -> Result<u32, Error> {
        if position.last().is_none_or(|&largest| largest < self.newest) {
            return Ok(self.by_quotient(position));
        }
        if let Some(&known) = self.memo.get(position) {
            return Ok(known);
        }
        let tokens = position
            .iter()
            .fold(0u64, |sum, &heap| sum.saturating_add(heap));
        if tokens > MOST_TOKENS {
            return Err(Error::LimitReached {
                limit: Limit::Positions,
                allowed: MOST_TOKENS,
                reached: tokens,
            });
        }
        let label = self.by_options(position)?;
        if self.memo.len() >= MOST_POSITIONS {
            return Err(Error::LimitReached {
                limit: Limit::Positions,
                allowed: MOST_POSITIONS as u64,
                reached: self.memo.len() as u64 + 1,
            });
        }
        self.memo.insert(position.to_vec(), label);
        Ok(label)
    }

    /// The label of `position`, which holds heap `newest`, from its options' by the rule
    /// (it has a move: under misère play whoever cannot move wins).
    fn by_options(&mut self, position: &[u64]) -> Result<u32, Error> {
        let mut option = Vec::new();
        let mut labels = Vec::new();
        // Moves in the largest heaps first: they leave fewer heaps of `newest`, down to
        // positions the quotient below answers at once, and one winning move settles it.
        'moves: for (index, &heap) in position.iter().enumerate().rev() {
            if index + 1 < position.len() && position[index + 1] == heap {
                continue;
            }
            for parts in self.moves_of(heap) {
                option.clear();
                option.extend(position[..index].iter().copied());
                option.extend(position[index + 1..].iter().copied());
                let moving = &self.moving;
                option.extend(
                    parts
                        .into_iter()
                        .filter(|&part| moving.get(part as usize).copied().unwrap_or(false)),
                );
                option.sort_unstable();
                let label = self.label(&option)?;
                labels.push(label);
                // For outcomes, one lost option settles it.
                if self.rule == Rule::Outcomes && label == 0 {
                    break 'moves;
                }
            }
        }
        Ok(self.rule.label(true, labels))
    }

    /// The label of a position of heaps below `newest`, from their quotient.
    fn by_quotient(&self, position: &[u64]) -> u32 {
        match &self.below {
            // Before heap 1 there are only empty positions, which have no move.
            None => 1,
            Some((quotient, _)) => quotient.label(self.element_below(position)),
        }
    }

    /// The element of a position of heaps below `newest` in their quotient.
    fn element_below(&self, position: &[u64]) -> u32 {
        match &self.below {
            None => 0,
            Some((quotient, images)) => quotient.element_of(images, position),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position of more tokens than the search may recurse through is refused, and a
    /// smaller one is answered.
    #[test]
    fn a_position_too_large_to_search_is_refused() {
        let kayles = TakeAndBreak::kayles();
        let mut oracle = Oracle::new(&kayles, 0, Rule::Outcomes);
        for heap in 1..=600 {
            assert!(oracle.note_heap(heap).unwrap());
        }
        let trivial = Monoid::from_products(1, vec![1], Rule::Outcomes, |_, _| 0).unwrap();
        oracle.advance(600, trivial, vec![0; 600]);
        assert!(matches!(
            oracle.label(&[600, 600]),
            Err(Error::LimitReached {
                allowed: MOST_TOKENS,
                reached: 1200,
                ..
            })
        ));
        assert!(oracle.label(&[1, 600]).is_ok());
    }
}
