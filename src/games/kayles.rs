//! Kayles: rows of pins; a move knocks down one pin or two adjacent pins.

use std::sync::OnceLock;

use crate::games::nim::nim_sum;
use crate::games::rows::{RowMove, Rows};
use crate::heaps::heaps_as_parts;
use crate::math::periodic;
use crate::search::Packed;
use crate::search::packed::{heap_part_words, heaps_in_any_order, heaps_packed};
use crate::solver::outcome_of_value;
use crate::take_and_break::{NimSequence, Period, TakeAndBreak};
use crate::{Error, Game, Grundy, Outcome, Solver};

/// The rule: a move removes one pin or two adjacent pins.
const RULE: Rows = Rows {
    most: 2,
    noun: "row",
    item: "pin",
};

/// Kayles (H. E. Dudeney, 1908; octal game 0.77): rows of pins; a move knocks down one pin
/// or two adjacent pins from a row, which may split it in two; whoever knocks down the last
/// pin wins.
///
/// A position is a `Vec<u64>` of row lengths (in any order); a move is a [`RowMove`] with
/// `count` 1 or 2. [`play`](Game::play) returns the rows sorted, without empty ones.
///
/// # Closed form
///
/// A position's Grundy value is the nim-sum of its rows' values (Sprague–Grundy), and the
/// values of single rows, OEIS A002186, are periodic with period 12 from row 71 on
/// (R. K. Guy, 1949; the exceptions are the values before 71). Kayles is the octal game
/// `0.77`: the values come from the [take-and-break engine](crate::take_and_break), which
/// certifies the period by Guy and Smith's theorem (the values at `n` and `n + 12` agree for
/// every `n` from 71 to `2·71 + 12 + 2`, so they agree forever).
///
/// # Complexity
///
/// [`outcome`](Solver::outcome), [`winning_move`](Solver::winning_move): `O(rows)` for every
/// `u64` row. [`winning_moves`](Solver::winning_moves) lists every winning move: up to about
/// `4n` for a row of `n` pins, so `O(n)`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let kayles = Kayles::new();
/// assert_eq!(kayles.grundy(&vec![5]), 4);
/// // Two rows of 3: the second player mirrors and wins.
/// assert_eq!(kayles.outcome(&vec![3, 3]), Outcome::Loss);
/// // One row: knock down the middle one or two pins, then mirror.
/// let mv = kayles.winning_move(&vec![7]).unwrap();
/// assert_eq!(kayles.play(&vec![7], &mv)?, vec![3, 3]);
/// assert_eq!(kayles.outcome(&vec![u64::MAX, 1_000_000_007]), Outcome::Win);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Kayles;

/// The Grundy values of single rows, with their certified period.
fn values() -> &'static NimSequence {
    static VALUES: OnceLock<NimSequence> = OnceLock::new();
    // The unit tests show the period is certified by row 168, far within the limit.
    VALUES.get_or_init(|| {
        TakeAndBreak::kayles()
            .nim_sequence(1 << 12)
            .expect("Kayles' 4,096 values fit in memory")
    })
}

/// The certified period of the row values.
fn certified_period() -> Period {
    values().period().unwrap_or(Period {
        preperiod: 0,
        period: 1,
    })
}

impl Kayles {
    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A row of 3: one pin at 3 places, or two at 2.
    /// assert_eq!(Kayles::new().moves(&vec![3]).count(), 5);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Kayles
    }

    /// The certified period of the row values (OEIS A002186): period 12 from row 71 on
    /// (Guy and Smith), so a position's value, [`grundy`](Grundy::grundy), is known for
    /// every row.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = Kayles::new();
    /// assert_eq!(kayles.period(), Period { preperiod: 71, period: 12 });
    /// // Row 70 is the last exception: it differs from row 82, while 71 and 83 agree.
    /// assert_ne!(kayles.grundy(&vec![70]), kayles.grundy(&vec![70 + 12]));
    /// assert_eq!(kayles.grundy(&vec![71]), kayles.grundy(&vec![71 + 12]));
    /// // 71 + 12·10^6 is worth what 71 is, 7.
    /// assert_eq!(kayles.grundy(&vec![71 + 12 * 1_000_000]), 7);
    /// ```
    #[must_use]
    pub fn period(&self) -> Period {
        certified_period()
    }

    /// The Grundy value of a single row of `length` pins (OEIS A002186), from the certified
    /// period.
    fn row_value(length: u64) -> u64 {
        // Certified periodic, so every row has a value.
        values().value(length).unwrap_or(0)
    }

    /// Every `(start, count)` that splits a row of `length` into parts of value `wanted`,
    /// lazily, by count and then from the left; past the preperiod the fits repeat with the
    /// period, so the walk skips from one to the next.
    fn splits(length: u64, wanted: u64) -> impl Iterator<Item = (u64, u64)> {
        let Period { preperiod, period } = certified_period();
        let period = Some((preperiod, period));
        (1..=length.min(2)).flat_map(move |count| {
            let sum = length - count;
            periodic::splits(Kayles::row_value, period, (0, sum), sum, wanted)
                .map(move |start| (start, count))
        })
    }
}

impl Game for Kayles {
    type Position = Vec<u64>;
    type Move = RowMove;

    /// Row by row; one pin before two; from the left.
    fn moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        RULE.moves(rows)
    }

    /// One of each pair of mirror-image moves, from one of each set of equal rows.
    fn representative_moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        RULE.representative_moves(rows)
    }

    /// Each non-empty row alone: a position is the sum of its rows.
    fn parts(&self, rows: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(heaps_as_parts(rows))
    }

    heaps_in_any_order!();
}

impl Packed for Kayles {
    heaps_packed!();

    #[inline]
    fn play_into(&self, rows: &Vec<u64>, mv: &RowMove, next: &mut Vec<u64>) -> Result<(), Error> {
        RULE.play_into(rows, mv, next)
    }

    #[inline]
    fn packed_parts(&self, rows: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        heap_part_words(rows, words)
    }
}

impl Solver<Kayles> for Kayles {
    fn game(&self) -> &Kayles {
        self
    }

    fn outcome(&self, rows: &Vec<u64>) -> Outcome {
        outcome_of_value(self.grundy(rows))
    }

    /// Row by row, then by the number of pins, then from the left; lazily, and never more
    /// than a period (12 pins) of walking from one to the next.
    fn winning_moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        let rows: &[u64] = if self.grundy(rows) == 0 { &[] } else { rows };
        Rows::moves_to_value(rows, Kayles::row_value, Kayles::splits, 0)
    }

    fn winning_move(&self, rows: &Vec<u64>) -> Option<RowMove> {
        let total = self.grundy(rows);
        if total == 0 {
            return None;
        }
        rows.iter().enumerate().find_map(|(row, &length)| {
            let value = Kayles::row_value(length);
            if value ^ total >= value {
                return None;
            }
            let (start, count) = Kayles::splits(length, value ^ total).next()?;
            Some(RowMove { row, start, count })
        })
    }

    /// A winning move when there is one; otherwise one pin from the left of the first row.
    fn best_move(&self, rows: &Vec<u64>) -> Option<RowMove> {
        self.winning_move(rows)
            .or_else(|| Rows::smallest_move(rows))
    }
}

impl Grundy<Kayles> for Kayles {
    fn grundy(&self, rows: &Vec<u64>) -> u64 {
        let values: Vec<u64> = rows
            .iter()
            .map(|&length| Kayles::row_value(length))
            .collect();
        nim_sum(&values)
    }

    fn moves_to_value<'a>(&'a self, rows: &'a Vec<u64>, value: u64) -> impl Iterator<Item = RowMove>
    where
        Kayles: 'a,
    {
        Rows::moves_to_value(rows, Kayles::row_value, Kayles::splits, value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_period_is_guys() {
        assert_eq!(
            values().period(),
            Some(Period {
                preperiod: 71,
                period: 12
            })
        );
        assert_eq!(values().len(), 168); // certified at 2·71 + 2·12 + 2
    }

    #[test]
    fn splits_are_every_fit_in_order() {
        for length in (0..300).chain(1000..1030) {
            for wanted in 0..10 {
                let plain: Vec<(u64, u64)> = (1..=length.min(2))
                    .flat_map(|count| (0..=length - count).map(move |start| (start, count)))
                    .filter(|&(start, count)| {
                        Kayles::row_value(start) ^ Kayles::row_value(length - count - start)
                            == wanted
                    })
                    .collect();
                let lazy: Vec<(u64, u64)> = Kayles::splits(length, wanted).collect();
                assert_eq!(lazy, plain, "row {length}, value {wanted}");
            }
        }
    }
}
