//! The moves of a take-and-break game, from its code: [`Game`] on heaps.

use core::fmt;

use super::code::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, TakeAndBreak};
use crate::heaps::{break_heap, distinct_heaps, heaps_after, heaps_as_parts};
use crate::search::Packed;
use crate::search::packed::{heap_part_words, heaps_in_any_order, heaps_packed};
use crate::{Convention, Error, Game, Outcome};

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
        // A repeating digit lets a move take any number from the digits' end to the heap.
        let tail_takes = (finite..=size).take_while(|_| self.tail().is_some());
        let takes = (0..finite.min(size.saturating_add(1))).chain(tail_takes);
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

    /// The game's [convention](TakeAndBreak::convention): a loss under normal play, a win
    /// under misère play.
    fn terminal_outcome(&self, _heaps: &Vec<u64>) -> Outcome {
        self.convention.terminal_outcome()
    }

    /// Under normal play, each non-empty heap alone: a move takes from one heap and leaves
    /// heaps of its own, so a position is the sum of its heaps. Under misère play `None`: a
    /// misère sum is not decided by its parts' values (*On Numbers and Games*, chapter 12).
    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        (self.convention == Convention::Normal).then(|| heaps_as_parts(heaps))
    }

    /// The heaps after `mv`, by the rule of [`games`](crate::games): the first heap left
    /// takes the heap's place (0 when none is left), the others go to the end.
    fn play(&self, heaps: &Vec<u64>, mv: &BreakMove) -> Result<Vec<u64>, Error> {
        self.check(heaps, mv)?;
        Ok(heaps_after(heaps, mv.heap, mv.parts))
    }

    heaps_in_any_order!(empty_heaps_gone);
}

impl Packed for TakeAndBreak {
    heaps_packed!();

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
        self.convention == Convention::Normal && heap_part_words(heaps, words)
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
