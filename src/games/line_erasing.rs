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
/// `u64` length. [`winning_moves`](Solver::winning_moves) lists every winning move, up to
/// about `n` of them for a line of `n`: `O(n)`.
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
    /// the left. Since `a + b ≥ 2a − wanted`, no part `a` beyond `(length + wanted) / 2` fits,
    /// and none at all unless `wanted < length`.
    fn splits(length: u64, wanted: u64) -> impl Iterator<Item = (u64, u64)> {
        let last = if wanted < length {
            u64::midpoint(length, wanted)
        } else {
            0
        };
        (0..=last).filter_map(move |left| {
            let right = left ^ wanted;
            let count = length.checked_sub(left)?.checked_sub(right)?;
            (count > 0).then_some((left, count))
        })
    }
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
