//! Kayles: rows of pins; a move knocks down one pin or two adjacent pins.

use std::sync::OnceLock;

use crate::games::row_game::{RowGame, RowValues, sealed::RowRule};
use crate::games::rows::Rows;
use crate::math::Period;
use crate::math::periodic;
use crate::take_and_break::{NimSequence, TakeAndBreak};

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
/// A position is a `Vec<u64>` of row lengths (in any order); a move is a
/// [`RowMove`](crate::games::RowMove) with `count` 1 or 2. Kayles is the [`RowGame`] whose
/// values are [`KaylesRows`]: its rules, moves and solver are those of every row game.
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
/// [`outcome`](crate::Solver::outcome), [`winning_move`](crate::Solver::winning_move):
/// `O(rows)` for every `u64` row. [`winning_moves`](crate::Solver::winning_moves) lists every
/// winning move: up to about `4n` for a row of `n` pins, so `O(n)`.
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
pub type Kayles = RowGame<KaylesRows>;

/// The values of Kayles' rows (OEIS A002186), from the take-and-break engine's certified
/// nim-sequence of `0.77`: what makes a [`RowGame`] Kayles.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::games::{KaylesRows, RowGame};
///
/// assert_eq!(Kayles::new(), RowGame::<KaylesRows>::default());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KaylesRows;

impl RowValues for KaylesRows {}

impl RowRule for KaylesRows {
    const RULE: Rows = RULE;

    /// From the certified period.
    fn row_value(length: u64) -> u64 {
        // Certified periodic, so every row has a value.
        values().value(length).unwrap_or(0)
    }

    /// By count and then from the left; past the preperiod the fits repeat with the
    /// period, so the walk skips from one to the next.
    fn splits(length: u64, wanted: u64) -> impl Iterator<Item = (u64, u64)> {
        let Period { preperiod, period } = certified_period();
        let period = Some((preperiod, period));
        (1..=length.min(2)).flat_map(move |count| {
            let sum = length - count;
            periodic::splits(KaylesRows::row_value, period, (0, sum), sum, wanted)
                .map(move |start| (start, count))
        })
    }
}

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
        RowGame { values: KaylesRows }
    }

    /// The certified period of the row values (OEIS A002186): period 12 from row 71 on
    /// (Guy and Smith), so a position's value, [`grundy`](crate::Grundy::grundy), is known for
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
                        KaylesRows::row_value(start) ^ KaylesRows::row_value(length - count - start)
                            == wanted
                    })
                    .collect();
                let lazy: Vec<(u64, u64)> = KaylesRows::splits(length, wanted).collect();
                assert_eq!(lazy, plain, "row {length}, value {wanted}");
            }
        }
    }
}
