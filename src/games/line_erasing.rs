//! Line erasing: lines of unit segments; a move erases adjacent segments of one line.

use crate::games::nim::nim_sum;
use crate::games::rows::{RowMove, Rows};
use crate::heaps::heaps_as_parts;
use crate::search::Packed;
use crate::search::packed::{heap_part_words, heaps_in_any_order, heaps_packed};
use crate::solver::outcome_of_value;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// The rule: a move erases any number of adjacent segments.
const RULE: Rows = Rows {
    most: u64::MAX,
    noun: "line",
    item: "segment",
};

/// Line erasing: lines of unit segments drawn on paper; a move erases any number of adjacent
/// segments of one line, which may split it in two; whoever erases the last segment wins.
///
/// A position is a `Vec<u64>` of line lengths; a move is a [`RowMove`] (`row` names the
/// line, `start` the segments left of the erased ones). [`play`](Game::play) returns the
/// lines sorted, without empty ones.
///
/// # Closed form
///
/// A line of `n` segments is worth a Nim heap of `n`: erasing leaves two lines `a` and `b`
/// with `a + b < n`, worth `a ^ b ≤ a + b < n`, and erasing from one end reaches every value
/// below `n`. (The tests also check it against the search for every line up to 40.) So a
/// position is lost exactly when the nim-sum of its line lengths is 0, like Nim.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome), [`winning_move`](Solver::winning_move): `O(lines)` for every
/// `u64` length. [`winning_moves`](Solver::winning_moves) lists every winning move, lazily:
/// the first at once, and each next one in `O(64)`, so `O(lines + 64·m)` for `m` of them
/// (up to about `n` for a line of `n`, even near `u64::MAX`).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = LineErasing::new();
/// assert_eq!(game.grundy(&vec![5]), 5);
/// assert_eq!(game.outcome(&vec![3, 5, 6]), Outcome::Loss); // 3 ^ 5 ^ 6 = 0
/// // From one line of 6: erase the middle 2, leaving lines of 2 and 2.
/// let winning: Vec<RowMove> = game.winning_moves(&vec![6]).collect();
/// assert!(winning.contains(&RowMove { row: 0, start: 2, count: 2 }));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct LineErasing;

impl LineErasing {
    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = LineErasing::new();
    /// // A line of 3: erase 1 segment at 3 places, 2 at 2 places, or all 3.
    /// assert_eq!(game.moves(&vec![3]).count(), 6);
    /// assert_eq!(game.play(&vec![3], &RowMove { row: 0, start: 1, count: 1 })?, vec![1, 1]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        LineErasing
    }

    /// Every `(start, count)` leaving parts `a` and `b` with `a ^ b = wanted`, lazily, from
    /// the left, in time bounded by the number of splits: `O(64)` from one to the next.
    ///
    /// Since `a + (a ^ wanted) = wanted + 2·(a & !wanted)`, a part `a` fits a row of
    /// `length` (at least one segment erased) exactly when `wanted < length` and the bits of
    /// `a` outside `wanted` are worth at most `(length − 1 − wanted) / 2`; its bits inside
    /// `wanted` are free. [`next_fit`] steps from one such `a` to the next.
    fn splits(length: u64, wanted: u64) -> impl Iterator<Item = (u64, u64)> {
        let most = (wanted < length).then(|| (length - 1 - wanted) / 2);
        core::iter::successors(most.map(|_| 0), move |&left| next_fit(left, !wanted, most?))
            .map(move |left| (left, length - wanted - 2 * (left & !wanted)))
    }
}

/// The least number above `after` whose bits in `mask` are worth at most `most`, if any.
///
/// The answer, if not `after + 1` itself, is `after + 1` with one of its 0 bits, at `i`,
/// set and every bit below `i` cleared: the least such `i` that fits gives the least
/// answer, since clearing bits never makes a fit fail.
fn next_fit(after: u64, mask: u64, most: u64) -> Option<u64> {
    let candidate = after.checked_add(1)?;
    if candidate & mask <= most {
        return Some(candidate);
    }
    (0..u64::BITS)
        .filter(|&bit| candidate >> bit & 1 == 0)
        .map(|bit| (candidate >> bit | 1) << bit)
        .find(|&raised| raised & mask <= most)
}

impl Game for LineErasing {
    type Position = Vec<u64>;
    type Move = RowMove;

    /// Line by line; fewer segments first; from the left.
    fn moves<'a>(&'a self, lines: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        RULE.moves(lines)
    }

    /// One of each pair of mirror-image moves, from one of each set of equal lines.
    fn representative_moves<'a>(&'a self, lines: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        RULE.representative_moves(lines)
    }

    /// Each non-empty line alone: a position is the sum of its lines.
    fn parts(&self, lines: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(heaps_as_parts(lines))
    }

    heaps_in_any_order!();
}

impl Packed for LineErasing {
    heaps_packed!();

    #[inline]
    fn play_into(&self, lines: &Vec<u64>, mv: &RowMove, next: &mut Vec<u64>) -> Result<(), Error> {
        RULE.play_into(lines, mv, next)
    }

    #[inline]
    fn packed_parts(&self, lines: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        heap_part_words(lines, words)
    }
}

impl Solver<LineErasing> for LineErasing {
    fn game(&self) -> &LineErasing {
        self
    }

    fn outcome(&self, lines: &Vec<u64>) -> Outcome {
        outcome_of_value(nim_sum(lines))
    }

    /// Line by line, from the left, lazily.
    fn winning_moves<'a>(&'a self, lines: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        Rows::moves_to_value(lines, |length| length, LineErasing::splits, 0)
    }

    /// Erase from the right end of the first line that can be reduced to the nim-sum
    /// of the others.
    fn winning_move(&self, lines: &Vec<u64>) -> Option<RowMove> {
        let total = nim_sum(lines);
        let (row, &length) = lines
            .iter()
            .enumerate()
            .find(|&(_, &length)| length ^ total < length)?;
        let keep = length ^ total;
        Some(RowMove {
            row,
            start: keep,
            count: length - keep,
        })
    }

    /// A winning move when there is one; otherwise one segment from the left of the first
    /// line.
    fn best_move(&self, lines: &Vec<u64>) -> Option<RowMove> {
        self.winning_move(lines)
            .or_else(|| Rows::smallest_move(lines))
    }
}

impl Grundy<LineErasing> for LineErasing {
    fn grundy(&self, lines: &Vec<u64>) -> u64 {
        nim_sum(lines)
    }

    fn moves_to_value<'a>(
        &'a self,
        lines: &'a Vec<u64>,
        value: u64,
    ) -> impl Iterator<Item = RowMove>
    where
        LineErasing: 'a,
    {
        Rows::moves_to_value(lines, |length| length, LineErasing::splits, value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_are_every_fit_in_order() {
        for length in 0..130u64 {
            for wanted in 0..140u64 {
                let plain: Vec<(u64, u64)> = (0..length)
                    .filter_map(|left| {
                        let count = length.checked_sub(left)?.checked_sub(left ^ wanted)?;
                        (count > 0).then_some((left, count))
                    })
                    .collect();
                let direct: Vec<(u64, u64)> = LineErasing::splits(length, wanted).collect();
                assert_eq!(direct, plain, "line {length}, value {wanted}");
            }
        }
    }

    #[test]
    fn next_fit_near_the_top() {
        assert_eq!(next_fit(u64::MAX, 0, 0), None);
        assert_eq!(next_fit(u64::MAX - 1, !0, u64::MAX), Some(u64::MAX));
        // Bits outside the mask are free, bits in it must stay 0 here: after 0b0111 nothing
        // up to 0b1111 fits, since each has bit 3 set.
        assert_eq!(next_fit(0b0111, 0b1000, 0), Some(0b1_0000));
    }
}
