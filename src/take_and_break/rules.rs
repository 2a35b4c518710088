//! The moves of a take-and-break game, from its code: [`Game`] on heaps.

use core::fmt;

use super::code::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, TakeAndBreak};
use crate::heaps::{break_heap, distinct_heaps, heaps_after, heaps_as_parts};
use crate::search::Hooks;
use crate::search::heap_words::{heap_part_words, heaps_in_any_order, heaps_packed};
use crate::{Error, Game};

/// A move in a [`TakeAndBreak`] game: take `take` tokens from the heap at index `heap` and
/// leave the heaps `parts`, largest first, `0` standing for no heap.
///
/// Displays as `take 1 from heap 0, leaving 3 and 3`, `split heap 2 into 5 and 2` (a move
/// that takes nothing), or `take all 3 from heap 1`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Kayles: knock down the second pin of a row of 4, leaving rows of 2 and 1.
/// let mv = BreakMove { heap: 0, take: 1, parts: [2, 1, 0] };
/// assert_eq!(mv.to_string(), "take 1 from heap 0, leaving 2 and 1");
/// assert_eq!(TakeAndBreak::kayles().play(&vec![4], &mv)?, vec![2, 1]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BreakMove {
    /// Index of the heap in the position.
    pub heap: usize,
    /// How many tokens the move takes.
    pub take: u64,
    /// The sizes of the heaps left, in non-increasing order; `0` for none.
    pub parts: [u64; 3],
}

impl BreakMove {
    /// How many heaps the move leaves.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(BreakMove { heap: 0, take: 2, parts: [0, 0, 0] }.heaps_left(), 0);
    /// // From a Kayles row of 4, two moves leave two rows: one pin, leaving 2 and 1, and the
    /// // middle two, leaving 1 and 1.
    /// let kayles = TakeAndBreak::kayles();
    /// assert_eq!(kayles.moves(&vec![4]).filter(|mv| mv.heaps_left() == 2).count(), 2);
    /// ```
    #[must_use]
    pub fn heaps_left(&self) -> usize {
        self.parts.iter().filter(|&&part| part > 0).count()
    }
}

impl fmt::Display for BreakMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .parts
            .iter()
            .filter(|&&part| part > 0)
            .map(u64::to_string)
            .collect();
        let listed = match parts.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        };
        match (self.take, parts.len()) {
            (take, 0) => write!(f, "take all {take} from heap {}", self.heap),
            (0, _) => write!(f, "split heap {} into {listed}", self.heap),
            (take, _) => write!(f, "take {take} from heap {}, leaving {listed}", self.heap),
        }
    }
}

impl TakeAndBreak {
    /// Every move from one heap of `size`: by `take` growing, then by the heaps left (none,
    /// one, two, three), the smallest part growing.
    pub(crate) fn heap_moves(&self, heap: usize, size: u64) -> impl Iterator<Item = BreakMove> {
        self.heap_moves_splitting(heap, size, |_, largest| 1..=largest)
    }

    /// The moves of [`heap_moves`](Self::heap_moves), except that the moves leaving two heaps
    /// are only those whose smaller part `smaller(rest, largest)` yields, ascending, for a
    /// remainder `rest` split into parts of at most `largest` and the rest.
    pub(crate) fn heap_moves_splitting<I: Iterator<Item = u64>>(
        &self,
        heap: usize,
        size: u64,
        smaller: impl Fn(u64, u64) -> I + Clone,
    ) -> impl Iterator<Item = BreakMove> {
        let finite = self.digits().len() as u64;
        let takes = (0..finite.min(size.saturating_add(1))).chain(self.tail_takes(size));
        let unequal = self.has_unequal_splits();
        takes.flat_map(move |take| {
            let digit = self.digit(take);
            let rest = size - take;
            let none = (digit & LEAVE_NONE != 0 && rest == 0 && take > 0).then_some([0, 0, 0]);
            let one = (digit & LEAVE_ONE != 0 && rest > 0 && take > 0).then_some([rest, 0, 0]);
            // The smaller part is at most half, short of it when equal parts are not allowed.
            let largest = rest / 2 - u64::from(unequal && rest % 2 == 0 && rest > 0);
            let two = (digit & LEAVE_TWO != 0 && rest >= 2)
                .then(|| smaller(rest, largest))
                .into_iter()
                .flatten()
                .map(move |small| [rest - small, small, 0]);
            let three = (1..=if digit & LEAVE_THREE != 0 {
                rest / 3
            } else {
                0
            })
                .flat_map(move |small| {
                    let others = rest - small;
                    (small..=others / 2).map(move |middle| [others - middle, middle, small])
                });
            none.into_iter()
                .chain(one)
                .chain(two)
                .chain(three)
                .map(move |parts| BreakMove { heap, take, parts })
        })
    }

    /// The amounts past the finite digits that a move from a heap of `size` may take under
    /// the repeating digit, ascending: only those from which the digit allows some move, so
    /// that no amount is visited in vain. The digit is the same for every amount, so the
    /// amounts that leave at least one heap form a range ending where too little is left
    /// (one token for one heap, two for two, three for two unequal heaps or for three), and
    /// taking the whole heap is one amount more; `0.[1]` from a heap of `2^62` has the one
    /// move that takes it all, found at once.
    fn tail_takes(&self, size: u64) -> impl Iterator<Item = u64> + use<> {
        let finite = self.digits().len() as u64;
        let (least_left, whole) = match self.tail() {
            Some((_, digit)) => {
                let two = if self.has_unequal_splits() { 3 } else { 2 };
                let least_left = [(LEAVE_ONE, 1), (LEAVE_TWO, two), (LEAVE_THREE, 3)]
                    .into_iter()
                    .filter(|&(bit, _)| digit & bit != 0)
                    .map(|(_, left)| left)
                    .min();
                (least_left, digit & LEAVE_NONE != 0)
            }
            None => (None, false),
        };
        // Up to the last amount that leaves enough (it leaves at least one token, so the
        // end does not overflow); empty when the digit leaves no heap or the heap is small.
        let end = least_left
            .and_then(|left| size.checked_sub(left))
            .map_or(0, |last| last + 1);
        let leaving_heaps = finite..end;
        let taking_all = (whole && size >= finite).then_some(size);
        leaving_heaps.chain(taking_all)
    }

    /// Why `mv` is not a move from a heap of `size`, or `None` when it is.
    fn refusal(&self, mv: &BreakMove, size: u64) -> Option<String> {
        let left = mv.heaps_left();
        let [first, second, third] = mv.parts;
        if !(first >= second && second >= third) || mv.parts[..left].contains(&0) {
            return Some("list the heaps left largest first, 0 for none after them".into());
        }
        let total = mv
            .parts
            .iter()
            .try_fold(mv.take, |sum, &part| sum.checked_add(part));
        if total != Some(size) {
            return Some(format!(
                "the tokens taken and the heaps left must add up to the heap's {size}"
            ));
        }
        let bit = [LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, LEAVE_THREE][left];
        let digit = self.digit(mv.take);
        if digit & bit == 0 || (mv.take == 0 && left < 2) {
            let heaps = ["no heap", "one heap", "two heaps", "three heaps"][left];
            return Some(format!(
                "the code {self} does not let a move that takes {} leave {heaps}",
                mv.take
            ));
        }
        if self.has_unequal_splits() && left == 2 && first == second {
            return Some("the two heaps left must differ in size".into());
        }
        None
    }
}

impl Game for TakeAndBreak {
    type Position = Vec<u64>;
    type Move = BreakMove;

    /// Heap by heap, each by [`BreakMove::take`] growing.
    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = BreakMove> {
        heaps
            .iter()
            .enumerate()
            .flat_map(|(heap, &size)| self.heap_moves(heap, size))
    }

    /// The moves from one of each run of equal heaps ([`BreakMove::parts`] already lists
    /// each way to break a heap once).
    fn representative_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = BreakMove> {
        distinct_heaps(heaps).flat_map(|(heap, size)| self.heap_moves(heap, size))
    }

    /// Each non-empty heap alone: a move takes from one heap and leaves heaps of its own,
    /// so a position is the sum of its heaps. (Its misère form, [`Misere`](crate::Misere),
    /// has no parts: a misère sum is not decided by its parts' values.)
    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(heaps_as_parts(heaps))
    }

    /// The heaps after `mv`, by the rule of [`games`](crate::games): the first heap left
    /// takes the heap's place (0 when none is left), the others go to the end.
    fn play(&self, heaps: &Vec<u64>, mv: &BreakMove) -> Result<Vec<u64>, Error> {
        self.check(heaps, mv)?;
        Ok(heaps_after(heaps, mv.heap, mv.parts))
    }

    heaps_in_any_order!(empty_heaps_gone);
}

impl Hooks for TakeAndBreak {
    heaps_packed!();

    /// The stones (or pins) in play: what there is to search.
    #[inline]
    fn difficulty(&self, heaps: &Vec<u64>) -> u64 {
        heaps
            .iter()
            .fold(0, |total, &heap| total.saturating_add(heap))
    }

    /// The heaps of 1 to `size`.
    fn small_parts(&self, size: u64) -> impl Iterator<Item = Vec<u64>> {
        (1..=size).map(|heap| vec![heap])
    }

    /// The heaps after `mv`, sorted, without empty heaps: the search's form of `play`'s.
    #[inline]
    fn play_into(
        &self,
        heaps: &Vec<u64>,
        mv: &BreakMove,
        next: &mut Vec<u64>,
    ) -> Result<(), Error> {
        self.check(heaps, mv)?;
        break_heap(heaps, mv.heap, mv.parts, next);
        Ok(())
    }

    #[inline]
    fn packed_parts(&self, heaps: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        heap_part_words(heaps, words)
    }
}

impl TakeAndBreak {
    /// `Ok` when `mv` is a move from `heaps`, else the error saying why not.
    #[inline]
    fn check(&self, heaps: &[u64], mv: &BreakMove) -> Result<(), Error> {
        let Some(&size) = heaps.get(mv.heap) else {
            return Err(Error::no_such_heap(mv, mv.heap, heaps.len()));
        };
        if let Some(reason) = self.refusal(mv, size) {
            return Err(Error::illegal(mv, reason));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_of_kayles_from_a_row_of_four() {
        let kayles = TakeAndBreak::kayles();
        let shown: Vec<String> = kayles.heap_moves(0, 4).map(|mv| mv.to_string()).collect();
        assert_eq!(
            shown,
            [
                "take 1 from heap 0, leaving 3",
                "take 1 from heap 0, leaving 2 and 1",
                "take 2 from heap 0, leaving 2",
                "take 2 from heap 0, leaving 1 and 1",
            ]
        );
    }

    /// Every move `refusal` accepts from a heap of `size`, by brute force over every amount
    /// and every way to leave up to three heaps.
    fn every_legal_move(game: &TakeAndBreak, size: u64) -> Vec<BreakMove> {
        let mut moves = Vec::new();
        for take in 0..=size {
            let rest = size - take;
            let mut parts = vec![[rest, 0, 0], [0, 0, 0]];
            for small in 1..=rest / 2 {
                parts.push([rest - small, small, 0]);
            }
            for small in 1..=rest / 3 {
                for middle in small..=(rest - small) / 2 {
                    parts.push([rest - small - middle, middle, small]);
                }
            }
            parts.dedup();
            moves.extend(
                parts
                    .into_iter()
                    .map(|parts| BreakMove {
                        heap: 0,
                        take,
                        parts,
                    })
                    .filter(|mv| game.refusal(mv, size).is_none()),
            );
        }
        moves
    }

    /// The amounts under a repeating digit that cannot move are skipped, and no move is lost:
    /// the moves are those the rules accept, each once, by amount growing.
    #[test]
    fn repeating_digits_skip_only_amounts_without_a_move() {
        let codes = [
            "0.[1]", "0.[2]", "0.[3]", "0.[4]", "0.[5]", "0.[7]", "0.7[1]", "0.7[3]", "0.1[4]",
            "4.[1]", "0.[8]", "0.[9]", "0.[F]", "0.3[C]", "0.[4]≠", "0.[6]≠", "0.0[1]",
        ];
        for code in codes {
            let game = TakeAndBreak::new(code).unwrap();
            for size in 0..=24 {
                let moves: Vec<BreakMove> = game.heap_moves(0, size).collect();
                let mut sorted = moves.clone();
                sorted.sort_unstable();
                let mut legal = every_legal_move(&game, size);
                legal.sort_unstable();
                assert_eq!(sorted, legal, "{code}, heap {size}");
                assert!(
                    moves.windows(2).all(|pair| pair[0].take <= pair[1].take),
                    "{code}, heap {size}: by amount growing"
                );
            }
        }
    }

    /// The amounts under a repeating digit end where too little would be left, whatever
    /// the heap (the walk over a heap of 2^62 is tested in `tests/engines`).
    #[test]
    fn tail_amounts_end_where_too_little_is_left() {
        let take_all = TakeAndBreak::new("0.[1]").unwrap();
        assert_eq!(
            take_all.tail_takes(u64::MAX).collect::<Vec<_>>(),
            [u64::MAX]
        );
        // Leaving one heap or two: every amount up to the last that leaves enough.
        let two = TakeAndBreak::new("0.[4]≠").unwrap();
        assert_eq!(two.tail_takes(u64::MAX).last(), Some(u64::MAX - 3));
        assert_eq!(two.tail_takes(3).collect::<Vec<_>>(), Vec::<u64>::new());
        let nim = TakeAndBreak::new("0.[3]").unwrap();
        assert_eq!(nim.tail_takes(5).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
        assert_eq!(nim.tail_takes(0).count(), 0);
    }

    #[test]
    fn grundys_game_splits_unequally() {
        let game = TakeAndBreak::grundys_game();
        let shown: Vec<String> = game.heap_moves(3, 6).map(|mv| mv.to_string()).collect();
        assert_eq!(
            shown,
            ["split heap 3 into 5 and 1", "split heap 3 into 4 and 2"]
        );
    }
}
