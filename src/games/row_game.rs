//! One row game: rows of stones, a move removes adjacent stones from one row and may split
//! it in two; Kayles and line erasing are its two instances, told apart by their values.

use crate::games::rows::{RowMove, Rows};
use crate::heaps::heaps_as_parts;
use crate::search::Hooks;
use crate::search::heap_words::{
    heap_index, heap_part_words, heaps_in_any_order, heaps_packed, one_heap, pack_heap,
};
use crate::solver::outcome_of_value;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// A row game: rows of stones; a move removes from one row up to a fixed number of adjacent
/// stones ([`RowMove`]), which may split it in two; whoever removes the last stone wins.
/// Its instances are [`Kayles`](crate::games::Kayles) (at most two pins, octal code `0.77`,
/// values from the [take-and-break engine](crate::take_and_break)) and
/// [`LineErasing`](crate::games::LineErasing) (any number of segments, code `0.[7]`, values
/// in closed form); `V` holds the values of single rows and the splits that reach a value.
///
/// A position is a `Vec<u64>` of row lengths (in any order), the sum of its rows; its
/// Grundy value is the nim-sum of theirs (Sprague–Grundy). [`play`](Game::play) follows
/// the rule of [`games`](crate::games): what is left of the row takes its place, a second
/// row goes to the end.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome), [`grundy`](Grundy::grundy),
/// [`winning_move`](Solver::winning_move): `O(rows)` for every `u64` length.
/// [`winning_moves`](Solver::winning_moves) lists the winning moves lazily, each next one
/// in time bounded by the instance (a period of Kayles' values; 64 steps for line erasing).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let kayles = Kayles::new();
/// let lines = LineErasing::new();
/// // One game, two rules: Kayles knocks down at most two pins, line erasing any segments.
/// assert_eq!(kayles.moves(&vec![4]).count(), 7);
/// assert_eq!(lines.moves(&vec![4]).count(), 10);
/// assert_eq!((kayles.grundy(&vec![4]), lines.grundy(&vec![4])), (1, 4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RowGame<V> {
    pub(crate) values: V,
}

/// The values of single rows of a [`RowGame`], and its rule: what tells Kayles from line
/// erasing. Sealed: the crate's instances are the row games there are.
pub trait RowValues: sealed::RowRule {}

pub(crate) mod sealed {
    use crate::games::rows::Rows;

    /// What a [`RowGame`](super::RowGame) asks of its values.
    pub trait RowRule: Copy {
        /// How many stones a move may remove, and what rows and stones are called.
        const RULE: Rows;

        /// The Grundy value of a single row of `length`.
        fn row_value(length: u64) -> u64;

        /// Every `(start, count)` that splits a row of `length` into parts of nim-sum
        /// `wanted`, lazily, in [`Rows::moves`](crate::games::rows::Rows::moves)' order
        /// within the row.
        fn splits(length: u64, wanted: u64) -> impl Iterator<Item = (u64, u64)>;
    }
}

impl<V: RowValues> RowGame<V> {
    /// The Grundy value of a single row of `length` stones.
    fn row_value(length: u64) -> u64 {
        V::row_value(length)
    }
}

impl<V: RowValues> Game for RowGame<V> {
    type Position = Vec<u64>;
    type Move = RowMove;

    /// Row by row; fewer stones first; from the left.
    fn moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        V::RULE.moves(rows)
    }

    /// What is left of the row takes its place, a second row goes to the end
    /// ([`games`](crate::games)' rule).
    fn play(&self, rows: &Vec<u64>, mv: &RowMove) -> Result<Vec<u64>, Error> {
        V::RULE.play(rows, mv)
    }

    /// One of each pair of mirror-image moves, from one of each set of equal rows.
    fn representative_moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        V::RULE.representative_moves(rows)
    }

    /// Each non-empty row alone: a position is the sum of its rows.
    fn parts(&self, rows: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(heaps_as_parts(rows))
    }

    heaps_in_any_order!(empty_heaps_gone);
}

impl<V: RowValues> Hooks for RowGame<V> {
    heaps_packed!();

    /// The stones (or pins) in play: what there is to search.
    #[inline]
    fn difficulty(&self, heaps: &Vec<u64>) -> u64 {
        heaps
            .iter()
            .fold(0, |total, &heap| total.saturating_add(heap))
    }

    /// The rows of 1 to `size`.
    fn small_parts(&self, size: u64) -> impl Iterator<Item = Vec<u64>> {
        (1..=size).map(|row| vec![row])
    }

    #[inline]
    fn play_into(&self, rows: &Vec<u64>, mv: &RowMove, next: &mut Vec<u64>) -> Result<(), Error> {
        V::RULE.play_into(rows, mv, next)
    }

    #[inline]
    fn packed_parts(&self, rows: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        heap_part_words(rows, words)
    }

    /// The length of a position of one row.
    #[inline]
    fn dense_index(&self, word: u64) -> Option<usize> {
        heap_index(word)
    }

    /// For a position of one row shorter than 2^32, so that a move's count and start fit
    /// where it resumes.
    #[inline]
    fn packs_option_parts(&self, word: u64) -> bool {
        one_row(word).is_some()
    }

    /// The moves of one row, as [`representative_moves`](Game::representative_moves) gives
    /// them (fewer stones first, from the left, up to the middle): the words of the rows
    /// left on either side, without empty ones, the left (shorter) first. An option
    /// resumes at `count << 32 | start + 1`.
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let row = one_row(word)?;
        let most = row.min(V::RULE.most);
        let mut count = (resume >> 32).max(1);
        let mut start = resume & u64::from(u32::MAX);
        while count <= most {
            let rest = row - count;
            while start <= rest / 2 {
                let right = rest - start;
                let resume = count << 32 | (start + 1);
                // Both shorter than a row that packs.
                let found = match (start, right) {
                    (0, 0) => visit(&[], resume),
                    (0, _) => visit(&[pack_heap(right)?], resume),
                    _ => visit(&[pack_heap(start)?, pack_heap(right)?], resume),
                };
                if found.is_some() {
                    return found;
                }
                start += 1;
            }
            count += 1;
            start = 0;
        }
        None
    }
}

/// The length of the one row of `word`, when it is shorter than 2^32: the positions whose
/// options' parts [`RowGame`] gives from their word.
#[inline]
fn one_row(word: u64) -> Option<u64> {
    one_heap(word).filter(|&row| row < 1 << 32)
}

impl<V: RowValues> Solver<RowGame<V>> for RowGame<V> {
    fn game(&self) -> &RowGame<V> {
        self
    }

    fn outcome(&self, rows: &Vec<u64>) -> Outcome {
        outcome_of_value(self.grundy(rows))
    }

    /// Row by row, then by the number of stones, then from the left; lazily.
    fn winning_moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        let rows: &[u64] = if self.grundy(rows) == 0 { &[] } else { rows };
        Rows::moves_to_value(rows, Self::row_value, V::splits, 0)
    }

    /// The first winning move of the first row whose value can fall to the nim-sum of the
    /// others, without walking the rows before it.
    fn winning_move(&self, rows: &Vec<u64>) -> Option<RowMove> {
        let total = self.grundy(rows);
        if total == 0 {
            return None;
        }
        rows.iter().enumerate().find_map(|(row, &length)| {
            let value = Self::row_value(length);
            if value ^ total >= value {
                return None;
            }
            let (start, count) = V::splits(length, value ^ total).next()?;
            Some(RowMove { row, start, count })
        })
    }

    /// A winning move when there is one; otherwise one stone from the left of the first row.
    fn best_move(&self, rows: &Vec<u64>) -> Option<RowMove> {
        self.winning_move(rows)
            .or_else(|| Rows::smallest_move(rows))
    }
}

impl<V: RowValues> Grundy<RowGame<V>> for RowGame<V> {
    fn grundy(&self, rows: &Vec<u64>) -> u64 {
        rows.iter()
            .fold(0, |sum, &length| sum ^ Self::row_value(length))
    }

    fn moves_to_value<'a>(&'a self, rows: &'a Vec<u64>, value: u64) -> impl Iterator<Item = RowMove>
    where
        RowGame<V>: 'a,
    {
        Rows::moves_to_value(rows, Self::row_value, V::splits, value)
    }
}
