//! Rows of stones where a move removes adjacent stones from one row, possibly splitting it
//! in two: the moves and positions shared by Kayles, line erasing and circular Nim.

use core::fmt;

use crate::Error;
use crate::heaps::{break_heap, heaps_after, repeats_the_heap_before};

/// A move on rows of stones: remove `count` adjacent stones from the row at index `row`,
/// starting `start` stones from its left end. What is left of the row on either side stays
/// as separate rows.
///
/// Displays as `take 2 from row 0 at 3`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Knock down the middle pin of a Kayles row of 5: rows of 2 and 2 are left.
/// let mv = RowMove { row: 0, start: 2, count: 1 };
/// assert_eq!(mv.to_string(), "take 1 from row 0 at 2");
/// assert_eq!(Kayles::new().play(&vec![5], &mv)?, vec![2, 2]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RowMove {
    /// Index of the row in the position.
    pub row: usize,
    /// How many stones are left of the removed ones.
    pub start: u64,
    /// How many adjacent stones are removed.
    pub count: u64,
}

impl fmt::Display for RowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "take {} from row {} at {}",
            self.count, self.row, self.start
        )
    }
}

/// The moves of [`Rows::moves`], in its order: a loop on three counters, which a search
/// runs through faster than nested iterators.
struct RowMoves<'a> {
    rule: Rows,
    rows: &'a [u64],
    /// The move to yield next, if it is legal; else the walk moves on from it.
    next: RowMove,
    /// Whether to yield only one move of each pair of mirror images (the one whose left
    /// part is no longer than its right), and no move from a row as long as the one before.
    representative: bool,
}

impl Iterator for RowMoves<'_> {
    type Item = RowMove;

    fn next(&mut self) -> Option<RowMove> {
        loop {
            let length = *self.rows.get(self.next.row)?;
            let row = self.next.row;
            if self.representative && repeats_the_heap_before(self.rows, row) {
                self.next.row += 1;
                continue;
            }
            let fits = self.next.count <= length.min(self.rule.most) && {
                let rest = length - self.next.count;
                let last_start = if self.representative { rest / 2 } else { rest };
                self.next.start <= last_start
            };
            if fits {
                let mv = self.next;
                self.next.start += 1;
                return Some(mv);
            }
            if self.next.count < length.min(self.rule.most) {
                self.next.count += 1;
            } else {
                self.next.row += 1;
                self.next.count = 1;
            }
            self.next.start = 0;
        }
    }
}

/// The rule of a row game: how many adjacent stones a move may remove.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rows {
    /// The most a move may remove; `u64::MAX` for any number.
    pub(crate) most: u64,
    /// What a row is called in messages.
    pub(crate) noun: &'static str,
    /// What its items are called in messages, in the singular (`count` makes the plural).
    pub(crate) item: &'static str,
}

impl Rows {
    /// Row by row, then by count, then from the left.
    pub(crate) fn moves(self, rows: &[u64]) -> impl Iterator<Item = RowMove> + '_ {
        self.moves_from(rows, false)
    }

    /// The moves of [`moves`](Rows::moves) up to mirror image and to rows of equal length,
    /// for [`Game::representative_moves`](crate::Game::representative_moves): from each row
    /// not as long as the row before it, the moves whose left part is no longer than the
    /// right. A row of `n` has about half the moves.
    pub(crate) fn representative_moves(self, rows: &[u64]) -> impl Iterator<Item = RowMove> + '_ {
        self.moves_from(rows, true)
    }

    fn moves_from(self, rows: &[u64], representative: bool) -> RowMoves<'_> {
        RowMoves {
            rule: self,
            rows,
            next: RowMove {
                row: 0,
                start: 0,
                count: 1,
            },
            representative,
        }
    }

    /// The rows after `mv`, by the rule of [`games`](crate::games): what is left of the row
    /// on its left takes its place (or on its right, when nothing is left on the left), a
    /// second row goes to the end.
    pub(crate) fn play(self, rows: &[u64], mv: &RowMove) -> Result<Vec<u64>, Error> {
        let right = self.right_of(rows, mv)?;
        Ok(heaps_after(rows, mv.row, [mv.start, right]))
    }

    /// The rows after `mv`, sorted and without empty rows (the search's canonical form of
    /// [`play`](Rows::play)'s), written over `next`.
    #[inline]
    pub(crate) fn play_into(
        self,
        rows: &[u64],
        mv: &RowMove,
        next: &mut Vec<u64>,
    ) -> Result<(), Error> {
        let right = self.right_of(rows, mv)?;
        break_heap(rows, mv.row, [mv.start, right], next);
        Ok(())
    }

    /// What `mv` leaves of its row right of the stones it takes, or why it is not a move.
    #[inline]
    fn right_of(self, rows: &[u64], mv: &RowMove) -> Result<u64, Error> {
        rows.get(mv.row)
            .filter(|_| (1..=self.most).contains(&mv.count))
            .and_then(|&length| length.checked_sub(mv.start)?.checked_sub(mv.count))
            .ok_or_else(|| self.illegal_move(rows, mv))
    }

    /// Why `mv` is not a move from `rows`. Out of line, and cold: a search inlines the play
    /// of every move, and the messages would weigh on it.
    #[cold]
    #[inline(never)]
    fn illegal_move(self, rows: &[u64], mv: &RowMove) -> Error {
        let Some(&length) = rows.get(mv.row) else {
            return Error::illegal(
                mv,
                format!(
                    "there is no {} {}: the position has {}",
                    self.noun,
                    mv.row,
                    crate::error::count(rows.len(), self.noun)
                ),
            );
        };
        if mv.count == 0 {
            return Error::takes_nothing(mv);
        }
        if mv.count > self.most {
            return Error::illegal(
                mv,
                format!(
                    "a move takes at most {}",
                    crate::error::count(self.most, &format!("adjacent {}", self.item))
                ),
            );
        }
        Error::illegal(
            mv,
            format!(
                "{} {} holds {}, so taking {} from {} on goes past its end",
                self.noun,
                mv.row,
                crate::error::count(length, self.item),
                mv.count,
                mv.start
            ),
        )
    }

    /// Every move to a position of nim-sum `target`, lazily, where `value` gives a row's
    /// Grundy value, and `splits(length, wanted)` yields the `(start, count)` that split a
    /// row into parts of value `wanted`.
    pub(crate) fn moves_to_value<'a, S: Iterator<Item = (u64, u64)> + 'a>(
        rows: &'a [u64],
        value: impl Fn(u64) -> u64 + 'a,
        splits: impl Fn(u64, u64) -> S + 'a,
        target: u64,
    ) -> impl Iterator<Item = RowMove> + 'a {
        let change = rows.iter().fold(target, |sum, &length| sum ^ value(length));
        rows.iter().enumerate().flat_map(move |(row, &length)| {
            splits(length, value(length) ^ change).map(move |(start, count)| RowMove {
                row,
                start,
                count,
            })
        })
    }

    /// One stone from the left end of the first non-empty row: the least a move can take.
    pub(crate) fn smallest_move(rows: &[u64]) -> Option<RowMove> {
        let row = rows.iter().position(|&length| length > 0)?;
        Some(RowMove {
            row,
            start: 0,
            count: 1,
        })
    }
}
