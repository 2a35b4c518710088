//! Rows of stones where a move removes adjacent stones from one row, possibly splitting it
//! in two: the moves and positions shared by Kayles, line erasing and circular Nim.

use core::fmt;

use crate::Error;

/// A move on rows of stones: remove `count` adjacent stones from the row at index `row`,
/// starting `start` stones from its left end. What is left of the row on either side stays
/// as separate rows.
///
/// Displays as `take 2 from row 0 at 3`.
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

/// The rule of a row game: how many adjacent stones a move may remove.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Rows {
    /// The most a move may remove; `u64::MAX` for any number.
    pub(crate) most: u64,
    /// What a row is called in messages.
    pub(crate) noun: &'static str,
    /// What its items are called in messages, in the plural.
    pub(crate) items: &'static str,
}

impl Rows {
    /// Row by row, then by count, then from the left.
    pub(crate) fn moves(self, rows: &[u64]) -> impl Iterator<Item = RowMove> + '_ {
        rows.iter().enumerate().flat_map(move |(row, &length)| {
            (1..=length.min(self.most)).flat_map(move |count| {
                (0..=length - count).map(move |start| RowMove { row, start, count })
            })
        })
    }

    /// The rows after `mv`: sorted, without empty rows.
    pub(crate) fn play(self, rows: &[u64], mv: &RowMove) -> Result<Vec<u64>, Error> {
        let Some(&length) = rows.get(mv.row) else {
            return Err(Error::IllegalMove {
                mv: mv.to_string(),
                reason: format!(
                    "there is no {} {}: the position has {}",
                    self.noun,
                    mv.row,
                    rows.len()
                ),
            });
        };
        if mv.count == 0 {
            return Err(Error::TakesNothing { mv: mv.to_string() });
        }
        if mv.count > self.most {
            return Err(Error::IllegalMove {
                mv: mv.to_string(),
                reason: format!("a move takes at most {} adjacent {}", self.most, self.items),
            });
        }
        let Some(right) = length
            .checked_sub(mv.start)
            .and_then(|rest| rest.checked_sub(mv.count))
        else {
            return Err(Error::IllegalMove {
                mv: mv.to_string(),
                reason: format!(
                    "{} {} holds {length} {}, so {} from {} on go past its end",
                    self.noun, mv.row, self.items, mv.count, mv.start
                ),
            });
        };
        let mut next: Vec<u64> = rows
            .iter()
            .enumerate()
            .filter(|&(index, &other)| index != mv.row && other > 0)
            .map(|(_, &other)| other)
            .chain([mv.start, right].into_iter().filter(|&part| part > 0))
            .collect();
        next.sort_unstable();
        Ok(next)
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
