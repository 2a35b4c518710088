//! Circular Nim: stones in a circle; a move takes 1, 2 or 3 adjacent stones.

use core::fmt;

use crate::games::rows::{RowMove, Rows};
use crate::search::Hooks;
use crate::search::heap_words::{heap_index, heap_part_words, pack_heaps, unpack_heaps};
use crate::take_and_break::{TakeAndBreak, TakeAndBreakSolver};
use crate::{Error, Game, Outcome};

/// The rule once the circle is broken: a move takes 1, 2 or 3 adjacent stones of a row
/// (octal game 0.777).
const RULE: Rows = Rows {
    most: 3,
    noun: "row",
    item: "stone",
};

/// The most row values [`CircularNim::row_values`] computes.
const MOST_ROW_VALUES: usize = 1 << 16;

/// Circular Nim: stones laid in a circle; a move takes 1, 2 or 3 adjacent stones; whoever
/// takes the last stone wins. The first move breaks the circle into a row; from then on a
/// move takes 1 to 3 adjacent stones of a row, which may split it in two.
///
/// A position is a [`CircularPosition`]; a move is a [`CircularMove`].
///
/// # Closed form
///
/// From a circle of `n ≥ 4` stones the *second* player wins, by symmetry: whatever the first
/// player takes leaves a row, and the second takes 1 or 2 stones from its middle to leave two
/// equal rows, then answers every move in one row with the same move in the other. With
/// 1 to 3 stones the first player takes them all. In Grundy values: a circle of `n` is worth
/// `n` for `n ≤ 3` and 0 from 4 on, since every row is worth more than 0.
///
/// The rows after the first move have no known closed form: their Grundy values (octal game
/// 0.777, [`row_values`](CircularNim::row_values)) show no period in the first 4,000 and
/// keep growing. So this game has no [`Solver`](crate::Solver) of its own: the circle is
/// answered by [`known_outcome`](CircularNim::known_outcome) and
/// [`circle_winning_moves`](CircularNim::circle_winning_moves), and rows by
/// [`Search`](crate::Search).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = CircularNim::new();
/// assert_eq!(game.known_outcome(&CircularPosition::Circle(3)), Some(Outcome::Win));
/// assert_eq!(game.known_outcome(&CircularPosition::Circle(12)), Some(Outcome::Loss));
/// // After the first player takes 2 of 12, the second answers in the middle of the row.
/// let row = game.play(&CircularPosition::Circle(12), &CircularMove::Circle(2))?;
/// assert_eq!(row, CircularPosition::Rows(vec![10]));
/// let search = Search::new(game);
/// let answer = CircularMove::Row(RowMove { row: 0, start: 4, count: 2 });
/// assert_eq!(search.outcome(&game.play(&row, &answer)?), Outcome::Loss); // rows of 4 and 4
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CircularNim;

/// A position of [`CircularNim`]: the unbroken circle, or the rows it broke into.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = CircularNim::new();
/// // Taking 2 of a circle of 6 leaves a row of 4.
/// let rows = game.play(&CircularPosition::Circle(6), &CircularMove::Circle(2))?;
/// assert_eq!(rows, CircularPosition::Rows(vec![4]));
/// // The circle is gone: no move takes from it now.
/// assert!(game.play(&rows, &CircularMove::Circle(1)).is_err());
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CircularPosition {
    /// A circle of this many stones, before the first move.
    Circle(u64),
    /// Rows of stones, after the first move.
    Rows(Vec<u64>),
}

/// A move in [`CircularNim`].
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = CircularNim::new();
/// // From a row of 5, take the middle stone: rows of 2 and 2 are left.
/// let mv = CircularMove::Row(RowMove { row: 0, start: 2, count: 1 });
/// assert_eq!(mv.to_string(), "take 1 from row 0 at 2");
/// let rows = game.play(&CircularPosition::Rows(vec![5]), &mv)?;
/// assert_eq!(rows, CircularPosition::Rows(vec![2, 2]));
/// assert_eq!(CircularMove::Circle(3).to_string(), "take 3 from the circle");
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CircularMove {
    /// Take this many adjacent stones (1 to 3) from the circle; where does not matter.
    Circle(u64),
    /// Take adjacent stones from a row.
    Row(RowMove),
}

impl fmt::Display for CircularMove {
    /// `take 2 from the circle`, or the row move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CircularMove::Circle(take) => write!(f, "take {take} from the circle"),
            CircularMove::Row(row_move) => row_move.fmt(f),
        }
    }
}

impl CircularNim {
    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = CircularNim::new();
    /// let moves: Vec<_> = game.moves(&CircularPosition::Circle(2)).collect();
    /// assert_eq!(moves, vec![CircularMove::Circle(1), CircularMove::Circle(2)]);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        CircularNim
    }

    /// The outcome of `position` for the player to move, where a closed form gives it (see
    /// the type's documentation): a circle is a win with 1 to 3 stones and a loss with none
    /// or 4 or more; a single row is a win (take 1 or 2 stones from its middle, then mirror);
    /// no rows at all a loss. `None` for two rows or more: ask [`Search`](crate::Search) or
    /// [`row_solver`](CircularNim::row_solver).
    ///
    /// # Complexity
    ///
    /// `O(rows)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = CircularNim::new();
    /// assert_eq!(game.known_outcome(&CircularPosition::Circle(0)), Some(Outcome::Loss)); // no move
    /// assert_eq!(game.known_outcome(&CircularPosition::Circle(2)), Some(Outcome::Win)); // take both
    /// // The second player mirrors.
    /// assert_eq!(game.known_outcome(&CircularPosition::Circle(4)), Some(Outcome::Loss));
    /// assert_eq!(game.known_outcome(&CircularPosition::Rows(vec![9])), Some(Outcome::Win));
    /// assert_eq!(game.known_outcome(&CircularPosition::Rows(vec![4, 5])), None);
    /// ```
    #[must_use]
    pub fn known_outcome(self, position: &CircularPosition) -> Option<Outcome> {
        match position {
            CircularPosition::Circle(1..=3) => Some(Outcome::Win),
            CircularPosition::Circle(_) => Some(Outcome::Loss),
            CircularPosition::Rows(rows) => match rows.iter().filter(|&&row| row > 0).count() {
                0 => Some(Outcome::Loss),
                1 => Some(Outcome::Win),
                _ => None,
            },
        }
    }

    /// The winning moves from a circle of `stones`: take them all, when there are 1 to 3.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(CircularNim::circle_winning_moves(3), vec![CircularMove::Circle(3)]);
    /// assert!(CircularNim::circle_winning_moves(5).is_empty());
    /// ```
    #[must_use]
    pub fn circle_winning_moves(stones: u64) -> Vec<CircularMove> {
        if matches!(stones, 1..=3) {
            vec![CircularMove::Circle(stones)]
        } else {
            Vec::new()
        }
    }

    /// A convenience: the Grundy values of rows of `0..count` stones once the circle is
    /// broken, as a vector (positions go through [`CircularNim::row_solver`]): the
    /// nim-sequence of the octal game 0.777 ([`TakeAndBreak::circular_nim_rows`], which
    /// computes further, reports progress and can be stopped).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `count` exceeds 65,536: the values keep growing, so
    /// the sparse-space method does not apply and the cost is `O(count²)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // No move from a row of 5 leaves a value of 1: its options are worth 0, 2, 3 and 4.
    /// assert_eq!(CircularNim::row_values(6)?, vec![0, 1, 2, 3, 4, 1]);
    /// assert!(CircularNim::row_values(65_537).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn row_values(count: usize) -> Result<Vec<u64>, Error> {
        if count > MOST_ROW_VALUES {
            return Err(Error::invalid(
                "count",
                count,
                "row values are computed here up to 65,536 rows: ask \
                         TakeAndBreak::circular_nim_rows() for more",
            ));
        }
        let sequence = TakeAndBreak::circular_nim_rows().nim_sequence(count as u64)?;
        Ok(sequence.values().collect())
    }
}

impl CircularNim {
    /// A solver for the rows left once the circle is broken (octal game 0.777, by the
    /// take-and-break engine): it knows the rows of `0..limit` stones, refuses a longer one
    /// with [`Error::UnknownHeap`], and implements [`Solver`](crate::Solver) and
    /// [`Grundy`](crate::Grundy), its moves taking 1 to 3 stones from a row and leaving its
    /// two ends. The circle itself is worth `n` for 1 to 3 stones and 0 otherwise
    /// ([`known_outcome`](CircularNim::known_outcome)).
    ///
    /// # Complexity
    ///
    /// `O(limit²)` for the values (they keep growing, so the sparse-space method does not
    /// apply); then `O(rows)` for a position's value.
    ///
    /// # Errors
    ///
    /// As [`TakeAndBreak::nim_sequence`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let rows = CircularNim::row_solver(100)?;
    /// // After 2 of a circle of 12, the row of 10 is a win; the answer leaves 4 and 4.
    /// let position = rows.position(vec![10])?;
    /// assert_eq!(rows.outcome(&position), Outcome::Win);
    /// assert_eq!(rows.outcome(&rows.position(vec![4, 4])?), Outcome::Loss);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn row_solver(limit: u64) -> Result<TakeAndBreakSolver, Error> {
        TakeAndBreak::circular_nim_rows().solver(limit)
    }
}

impl Game for CircularNim {
    type Position = CircularPosition;
    type Move = CircularMove;

    /// From the circle: 1, 2 or 3 stones. From rows: as [`RowMove`]s, row by row.
    fn moves<'a>(&'a self, position: &'a CircularPosition) -> impl Iterator<Item = CircularMove> {
        let (circle, rows): (u64, &[u64]) = match position {
            CircularPosition::Circle(stones) => (*stones, &[]),
            CircularPosition::Rows(rows) => (0, rows),
        };
        (1..=circle.min(3))
            .map(CircularMove::Circle)
            .chain(RULE.moves(rows).map(CircularMove::Row))
    }

    fn play(
        &self,
        position: &CircularPosition,
        mv: &CircularMove,
    ) -> Result<CircularPosition, Error> {
        match (position, mv) {
            (CircularPosition::Circle(stones), CircularMove::Circle(take)) => {
                let described = || format!("take {take} from the circle");
                if *take == 0 {
                    return Err(Error::takes_nothing(described()));
                }
                if *take > 3 {
                    return Err(Error::illegal(
                        described(),
                        "a move takes 1, 2 or 3 adjacent stones",
                    ));
                }
                let rest = stones
                    .checked_sub(*take)
                    .ok_or_else(|| Error::takes_too_many(described(), *take, *stones))?;
                Ok(CircularPosition::Rows(if rest > 0 {
                    vec![rest]
                } else {
                    Vec::new()
                }))
            }
            (CircularPosition::Rows(rows), CircularMove::Row(row_move)) => {
                Ok(CircularPosition::Rows(RULE.play(rows, row_move)?))
            }
            (CircularPosition::Circle(_), CircularMove::Row(row_move)) => Err(Error::illegal(
                row_move,
                "the circle is not broken yet: take from the circle",
            )),
            (CircularPosition::Rows(_), CircularMove::Circle(take)) => Err(Error::illegal(
                format!("take {take} from the circle"),
                "the circle is already broken into rows",
            )),
        }
    }

    /// From the circle, every move (they differ only in how many are taken); from rows,
    /// one of each pair of mirror-image moves, from one of each set of equal rows.
    fn representative_moves<'a>(
        &'a self,
        position: &'a CircularPosition,
    ) -> impl Iterator<Item = CircularMove> {
        let (circle, rows): (u64, &[u64]) = match position {
            CircularPosition::Circle(stones) => (*stones, &[]),
            CircularPosition::Rows(rows) => (0, rows),
        };
        (1..=circle.min(3))
            .map(CircularMove::Circle)
            .chain(RULE.representative_moves(rows).map(CircularMove::Row))
    }

    /// The circle is one part (none when empty); rows are a sum of their rows, each
    /// non-empty row alone.
    fn parts(&self, position: &CircularPosition) -> Option<Vec<CircularPosition>> {
        Some(match position {
            CircularPosition::Circle(0) => Vec::new(),
            CircularPosition::Circle(_) => vec![position.clone()],
            CircularPosition::Rows(rows) => rows
                .iter()
                .filter(|&&row| row > 0)
                .map(|&row| CircularPosition::Rows(vec![row]))
                .collect(),
        })
    }

    /// Rows sorted, the empty ones gone: their order and the empty ones never change an
    /// answer. The circle is its own form.
    fn canonicalize(&self, position: &mut CircularPosition) {
        if let CircularPosition::Rows(rows) = position {
            if !rows.is_sorted() {
                rows.sort_unstable();
            }
            if rows.first() == Some(&0) {
                rows.retain(|&row| row > 0);
            }
        }
    }
}

/// The top bit of the word of a circle: below it, its stones; rows pack as the row games'
/// heaps do, below 2^60.
const CIRCLE: u64 = 1 << 63;

/// Positions as words: a circle of fewer than 2^63 stones as `2^63 + n`, up to 15 rows that
/// fit 50 bits as the row games pack them.
impl Hooks for CircularNim {
    fn pack(&self, position: &CircularPosition) -> Option<u64> {
        match position {
            CircularPosition::Circle(stones) => (*stones < CIRCLE).then_some(CIRCLE | stones),
            CircularPosition::Rows(rows) => pack_heaps(rows),
        }
    }

    fn unpack(&self, word: u64, position: &mut CircularPosition) {
        if word & CIRCLE != 0 {
            *position = CircularPosition::Circle(word & !CIRCLE);
        } else {
            match position {
                CircularPosition::Rows(rows) => unpack_heaps(word, rows),
                CircularPosition::Circle(_) => {
                    let mut rows = Vec::new();
                    unpack_heaps(word, &mut rows);
                    *position = CircularPosition::Rows(rows);
                }
            }
        }
    }

    /// The stones left: what there is to search.
    fn difficulty(&self, position: &CircularPosition) -> u64 {
        match position {
            CircularPosition::Circle(stones) => *stones,
            CircularPosition::Rows(rows) => {
                rows.iter().fold(0, |total, &row| total.saturating_add(row))
            }
        }
    }

    /// The words of the non-empty rows, or the circle's own.
    fn packed_parts(&self, position: &CircularPosition, words: &mut Vec<u64>) -> bool {
        match position {
            CircularPosition::Circle(0) => {
                words.clear();
                true
            }
            CircularPosition::Circle(_) => match self.pack(position) {
                Some(word) => {
                    words.clear();
                    words.push(word);
                    true
                }
                None => false,
            },
            CircularPosition::Rows(rows) => heap_part_words(rows, words),
        }
    }

    /// The length of a position of one row.
    fn dense_index(&self, word: u64) -> Option<usize> {
        if word & CIRCLE == 0 {
            heap_index(word)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_show_no_period_in_the_first_4000() {
        let sequence = TakeAndBreak::circular_nim_rows()
            .nim_sequence(4000)
            .unwrap();
        assert_eq!((sequence.len(), sequence.period()), (4000, None));
        let values = CircularNim::row_values(4000).unwrap();
        // Every row is worth more than 0: the player to move takes its middle.
        assert!(values[1..].iter().all(|&value| value > 0));
    }
}
