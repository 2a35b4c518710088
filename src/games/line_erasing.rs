//! Line erasing: lines of unit segments; a move erases adjacent segments of one line.

use crate::games::row_game::{RowGame, RowValues, sealed::RowRule};
use crate::games::rows::Rows;

/// The rule: a move erases any number of adjacent segments.
const RULE: Rows = Rows {
    most: u64::MAX,
    noun: "line",
    item: "segment",
};

/// Line erasing: lines of unit segments drawn on paper; a move erases any number of adjacent
/// segments of one line, which may split it in two; whoever erases the last segment wins.
///
/// A position is a `Vec<u64>` of line lengths; a move is a
/// [`RowMove`](crate::games::RowMove) (`row` names the line, `start` the segments left of
/// the erased ones). Line erasing is the [`RowGame`] whose values are [`ErasedLines`]: its
/// rules, moves and solver are those of every row game, and it is the take-and-break game
/// `0.[7]`, whose values the engine's would be.
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
/// [`outcome`](crate::Solver::outcome), [`winning_move`](crate::Solver::winning_move):
/// `O(lines)` for every `u64` length. [`winning_moves`](crate::Solver::winning_moves) lists
/// every winning move, lazily: the first at once, and each next one in `O(64)`, so
/// `O(lines + 64·m)` for `m` of them (up to about `n` for a line of `n`, even near
/// `u64::MAX`).
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
pub type LineErasing = RowGame<ErasedLines>;

/// The values of line erasing's lines: a line of `n` is worth `n` (see [`LineErasing`]);
/// what makes a [`RowGame`] line erasing.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::games::{ErasedLines, RowGame};
///
/// assert_eq!(LineErasing::new(), RowGame::<ErasedLines>::default());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ErasedLines;

impl RowValues for ErasedLines {}

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
        RowGame {
            values: ErasedLines,
        }
    }
}

impl RowRule for ErasedLines {
    const RULE: Rows = RULE;

    /// The line's length.
    fn row_value(length: u64) -> u64 {
        length
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
                let direct: Vec<(u64, u64)> = ErasedLines::splits(length, wanted).collect();
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
