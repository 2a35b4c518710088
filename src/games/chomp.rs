//! Chomp: a bar of chocolate whose corner square is poisoned; a move eats a square and
//! every square above it and to its right.

use core::fmt;
use core::str::FromStr;

use crate::search::{Hooks, PackedOption};
use crate::{Error, Game};

/// The most rows and columns a board has together: a staircase inside an `r × c` board is
/// a lattice path of at most `r + c` steps, one bit each in a `u64`.
const MOST_STEPS: usize = 64;

/// Chomp (D. Gale, "A curious Nim-type game", *Amer. Math. Monthly* 81 (1974) 876–879;
/// first played as a game of divisors by F. Schuh, 1952): a rectangular bar of squares, the
/// square at its bottom-left corner poisoned; a move eats one square together with every
/// square above it and to its right; whoever must eat the poisoned square loses.
///
/// The poisoned square is no move: a position of the poison alone has no moves and is lost
/// for the player to move, so Chomp is played under normal play. A position is a
/// [`ChompPosition`], any staircase; a move is a [`ChompMove`], the square eaten, with rows
/// counted up from the poison's row and columns right from the poison's column, both from
/// 0: the poison is `(0, 0)`. The misère form, `Chomp::new(r, c)?.misere()`
/// ([`Misere`](crate::Misere)), is the game in which whoever eats the last square besides
/// the poison loses.
///
/// # Solution
///
/// No closed form is known beyond a few families; [`Search`](crate::Search) solves
/// positions, storing a staircase and its transpose (which has the same value) as one.
/// Gale's strategy-stealing argument shows that every rectangle larger than `1 × 1` is a
/// first-player win, though it names no winning move: if eating the top-right square lost,
/// the reply that wins against it would have been a winning first move. Winning moves are
/// known for
///
/// - the `n × n` square: eat `(1, 1)`, leaving an L of two arms of `n − 1`, then answer
///   every move in one arm by the same move in the other;
/// - two rows (`2 × n`): eat `(1, n − 1)`, leaving rows of `n` and `n − 1`, and restore that
///   shape after every move;
/// - one row (`1 × n`): a Nim heap of `n − 1`, won by eating `(0, 1)`.
///
/// # Complexity
///
/// [`moves`](Game::moves) yields each next move in `O(1)`, [`play`](Game::play) and
/// [`canonicalize`](Game::canonicalize) take `O(r + c)` at most, by bit operations on the
/// staircase's word.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let chomp = Chomp::new(4, 4)?;
/// let start = chomp.start();
/// let search = Search::new(chomp);
/// assert_eq!(search.try_outcome(&start)?, Outcome::Win);
/// // The square is won by eating (1, 1), which leaves an L of equal arms.
/// let l = chomp.play(&start, &ChompMove { row: 1, column: 1 })?;
/// assert_eq!(l.to_string(), "#\n#\n#\nx###");
/// assert_eq!(search.outcome(&l), Outcome::Loss);
/// assert_eq!(search.try_grundy(&start)?, 6);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chomp {
    rows: usize,
    columns: usize,
}

/// A position of [`Chomp`]: a staircase of squares, the rows non-increasing from the
/// poison's row up, the poison at the bottom-left.
///
/// It is kept as the word of its lattice path: the boundary of the staircase walked from
/// its top-left corner to its bottom-right one, a step right a 1 bit and a step down a 0
/// bit, the first step in the highest set bit (always a step right, over the top row) and
/// the last in bit 0 (always a step down, beside the bottom row). A staircase of `h` rows
/// whose bottom row holds `w` squares has `h + w ≤ 64` steps. Its `Display` draws it as
/// people do, the top row first, the poison `x` and every other square `#`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let position = ChompPosition::from_rows(&[3, 2, 2])?;
/// assert_eq!(position.to_string(), "##\n##\nx##");
/// assert_eq!(position.rows(), vec![3, 2, 2]);
/// assert_eq!(position.squares(), 7);
/// // Rows must not grow going up, and the poison's row must be there.
/// assert!(ChompPosition::from_rows(&[2, 3]).is_err());
/// assert!(ChompPosition::from_rows(&[]).is_err());
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Vec<usize>", into = "Vec<usize>"))]
pub struct ChompPosition {
    word: u64,
}

/// A move of [`Chomp`]: the square eaten, with every square above it and to its right.
/// Rows count up from the poison's row, columns right from the poison's column, both
/// from 0; the poison itself, `(0, 0)`, is never eaten.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let mv = ChompMove { row: 2, column: 3 };
/// assert_eq!(mv.to_string(), "eat (2, 3)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChompMove {
    /// The square's row, counted up from the poison's row (0).
    pub row: usize,
    /// The square's column, counted right from the poison's column (0).
    pub column: usize,
}

impl fmt::Display for ChompMove {
    /// `eat (row, column)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "eat ({}, {})", self.row, self.column)
    }
}

impl FromStr for ChompMove {
    type Err = Error;

    /// Reads a move as [`Display`](fmt::Display) writes it, `eat (2, 3)`, or as its row
    /// and column alone: `(2, 3)`, `2, 3`, `2 3`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] naming the text when it is not two whole numbers, the
    /// row then the column, after an optional `eat`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mv = ChompMove { row: 2, column: 3 };
    /// assert_eq!("eat (2, 3)".parse::<ChompMove>()?, mv);
    /// assert_eq!("2 3".parse::<ChompMove>()?, mv);
    /// assert_eq!(mv.to_string().parse::<ChompMove>()?, mv);
    /// assert_eq!(
    ///     "eat (2)".parse::<ChompMove>().unwrap_err().to_string(),
    ///     "invalid move (eat (2)): write the square's row and column, like `eat (2, 3)` or `2 3`"
    /// );
    /// assert!("eat (-1, 2)".parse::<ChompMove>().is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    fn from_str(text: &str) -> Result<ChompMove, Error> {
        let invalid = |reason: String| Error::InvalidParameter {
            parameter: "move",
            value: text.to_string(),
            reason,
        };
        let square = text.trim();
        let square = square.strip_prefix("eat").unwrap_or(square).trim();
        let square = square
            .strip_prefix('(')
            .and_then(|inner| inner.strip_suffix(')'))
            .unwrap_or(square);
        let numbers: Vec<&str> = square
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|word| !word.is_empty())
            .collect();
        let [row, column] = numbers[..] else {
            return Err(invalid(
                "write the square's row and column, like `eat (2, 3)` or `2 3`".into(),
            ));
        };
        let number = |word: &str, what: &str| {
            word.parse::<usize>().map_err(|_| {
                invalid(format!(
                    "`{word}` is not a {what}: rows and columns are whole numbers from 0"
                ))
            })
        };
        Ok(ChompMove {
            row: number(row, "row")?,
            column: number(column, "column")?,
        })
    }
}

impl Chomp {
    /// Chomp on a bar of `rows × columns` squares.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for a side of 0 (the bar holds at least the poison), or
    /// when `rows + columns` exceeds 64: a staircase is kept as a path of `rows + columns`
    /// steps, one bit each in a `u64`.
    ///
    /// # Complexity
    ///
    /// `O(1)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let chomp = Chomp::new(3, 5)?;
    /// assert_eq!((chomp.rows(), chomp.columns()), (3, 5));
    /// assert!(Chomp::new(0, 5).is_err());
    /// assert!(Chomp::new(32, 32).is_ok());
    /// assert!(Chomp::new(32, 33).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(rows: usize, columns: usize) -> Result<Chomp, Error> {
        let value = || format!("{rows}×{columns}");
        if rows == 0 || columns == 0 {
            return Err(Error::invalid(
                "board",
                value(),
                "a bar of Chomp holds at least one row and one column: the poison",
            ));
        }
        if rows.saturating_add(columns) > MOST_STEPS {
            return Err(Error::invalid(
                "board",
                value(),
                format!(
                    "rows + columns must be at most {MOST_STEPS}: a staircase is kept as a path of that many steps in a u64"
                ),
            ));
        }
        Ok(Chomp { rows, columns })
    }

    /// The number of rows of the bar.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Chomp::new(2, 7)?.rows(), 2);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns of the bar.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Chomp::new(2, 7)?.columns(), 7);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn columns(&self) -> usize {
        self.columns
    }

    /// The whole bar: every square of the `rows × columns` rectangle.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let start = Chomp::new(2, 3)?.start();
    /// assert_eq!(start.to_string(), "###\nx##");
    /// assert_eq!(start.rows(), vec![3, 3]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> ChompPosition {
        // rows + columns ≤ 64 with both positive: the shifts stay below 64.
        let right = u64::MAX >> (64 - self.columns);
        ChompPosition {
            word: right << self.rows,
        }
    }
}

impl ChompPosition {
    /// The staircase whose rows, from the poison's row up, hold `rows[0]`, `rows[1]`, …
    /// squares; rows of 0 at the end are no rows.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when the rows grow going up, when there is no square in
    /// the poison's row (the poison is never eaten), or when the rows and the squares of
    /// the poison's row number more than 64 together.
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
    /// let l = ChompPosition::from_rows(&[4, 1, 1, 1, 0])?;
    /// assert_eq!(l, ChompPosition::from_rows(&[4, 1, 1, 1])?);
    /// assert_eq!(l.to_string(), "#\n#\n#\nx###");
    /// assert!(ChompPosition::from_rows(&[0]).is_err());
    /// assert!(ChompPosition::from_rows(&[1, 0, 1]).is_err());
    /// assert!(ChompPosition::from_rows(&[63, 1]).is_err()); // 2 rows + 63 columns
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn from_rows(rows: &[usize]) -> Result<ChompPosition, Error> {
        let invalid = |reason: &str| Error::invalid("rows", format!("{rows:?}"), reason);
        let height = rows.iter().take_while(|&&row| row > 0).count();
        if height == 0 {
            return Err(invalid(
                "the poison's row holds at least the poison: the first row is not empty",
            ));
        }
        if rows.windows(2).any(|pair| pair[1] > pair[0]) {
            return Err(invalid(
                "the rows of a staircase do not grow going up, away from the poison",
            ));
        }
        if height.saturating_add(rows[0]) > MOST_STEPS {
            return Err(invalid(
                "the rows and the squares of the poison's row number at most 64 together",
            ));
        }
        // From the top row down: its steps right, then the step down beside it. At most 64
        // steps in all, so no step is shifted out.
        let mut word = 0u64;
        for (index, &row) in rows[..height].iter().enumerate().rev() {
            let above = rows.get(index + 1).copied().unwrap_or(0);
            let right = (row - above) as u32;
            if right > 0 {
                word = word << right | u64::MAX >> (64 - right);
            }
            word <<= 1;
        }
        Ok(ChompPosition { word })
    }

    /// The squares of each row, from the poison's row up.
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
    /// assert_eq!(Chomp::new(3, 2)?.start().rows(), vec![2, 2, 2]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn rows(&self) -> Vec<usize> {
        let mut downs = down_steps(self.word);
        let mut rows = Vec::with_capacity(downs.count_ones() as usize);
        while downs != 0 {
            let step = downs.trailing_zeros();
            downs &= downs - 1;
            rows.push((self.word >> step).count_ones() as usize);
        }
        rows
    }

    /// The squares left, the poison included.
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
    /// assert_eq!(Chomp::new(4, 5)?.start().squares(), 20);
    /// assert_eq!(ChompPosition::from_rows(&[1])?.squares(), 1); // the poison alone
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn squares(&self) -> u64 {
        squares(self.word)
    }

    /// The staircase turned over its diagonal: rows become columns. It has the same value,
    /// and [`canonicalize`](Game::canonicalize) keeps the lesser word of the two.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let position = ChompPosition::from_rows(&[3, 1])?;
    /// assert_eq!(position.transpose(), ChompPosition::from_rows(&[2, 1, 1])?);
    /// assert_eq!(position.transpose().transpose(), position);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn transpose(&self) -> ChompPosition {
        ChompPosition {
            word: transpose(self.word),
        }
    }
}

impl TryFrom<Vec<usize>> for ChompPosition {
    type Error = Error;

    /// [`ChompPosition::from_rows`].
    fn try_from(rows: Vec<usize>) -> Result<Self, Error> {
        ChompPosition::from_rows(&rows)
    }
}

impl From<ChompPosition> for Vec<usize> {
    /// [`ChompPosition::rows`].
    fn from(position: ChompPosition) -> Self {
        position.rows()
    }
}

impl fmt::Display for ChompPosition {
    /// The top row first, one line a row: the poison `x`, every other square `#`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows = self.rows();
        for (index, &row) in rows.iter().enumerate().rev() {
            if index == 0 {
                f.write_str("x")?;
                for _ in 1..row {
                    f.write_str("#")?;
                }
            } else {
                for _ in 0..row {
                    f.write_str("#")?;
                }
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for ChompPosition {
    /// The rows, from the poison's row up: `ChompPosition([3, 2, 2])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ChompPosition").field(&self.rows()).finish()
    }
}

// -----------------------------------------------------------------------------------------
// The staircase's word.
// -----------------------------------------------------------------------------------------

/// The path's steps: the bits up to the highest set one.
#[inline]
fn path(word: u64) -> u64 {
    match word.leading_zeros() {
        64 => 0,
        zeros => u64::MAX >> zeros,
    }
}

/// The path's steps down, one a row: its 0 bits below the highest set one, the poison's
/// row lowest.
#[inline]
fn down_steps(word: u64) -> u64 {
    !word & path(word)
}

/// The staircase turned over its diagonal: its path reversed, right and down swapped.
#[inline]
fn transpose(word: u64) -> u64 {
    match word.leading_zeros() {
        64 => 0,
        zeros => (!word).reverse_bits() >> zeros,
    }
}

/// The canonical word: the lesser of the staircase's and its transpose's.
#[inline]
fn canonical(word: u64) -> u64 {
    word.min(transpose(word))
}

/// The squares: for each row, its step down, the steps right above it.
#[inline]
fn squares(word: u64) -> u64 {
    let mut downs = down_steps(word);
    let mut squares = 0;
    while downs != 0 {
        let step = downs.trailing_zeros();
        downs &= downs - 1;
        squares += u64::from((word >> step).count_ones());
    }
    squares
}

/// The word after eating the square of the step down `low` (its row) and the step right
/// `high` (its column), `low < high`: the path between the two, both included, becomes its
/// steps down, then its steps right; then steps right at the end (columns left empty) are
/// dropped, as steps down at the start (rows left empty) drop by themselves.
#[inline]
fn eat(word: u64, low: u32, high: u32) -> u64 {
    let between = (u64::MAX >> (63 - high)) & (u64::MAX << low);
    let right = (word & between).count_ones();
    let filled = match right {
        0 => 0,
        right => (u64::MAX >> (64 - right)) << low,
    };
    let next = word & !between | filled;
    next.checked_shr(next.trailing_ones()).unwrap_or(0)
}

/// A square of a staircase: its row and column, and the bits of its row's step down and its
/// column's step right.
#[derive(Debug, Clone, Copy)]
struct Square {
    row: usize,
    column: usize,
    low: u32,
    high: u32,
}

impl Square {
    /// Whether it is the poison, which no move eats.
    #[inline]
    fn is_poison(self) -> bool {
        self.row == 0 && self.column == 0
    }

    /// Where [`Hooks::find_map_packed_options`] resumes after it.
    #[inline]
    fn resume(self) -> u64 {
        ((self.row as u64) << 32 | self.column as u64) + 1
    }
}

/// The squares of a staircase, row by row from the poison's up, each from the left: the
/// order of [`Chomp`]'s moves.
#[derive(Debug, Clone)]
struct Squares {
    word: u64,
    /// The steps down of the rows after the current one.
    downs: u64,
    /// The current row (one past it: 0 before the first), and its step down.
    next_row: usize,
    low: u32,
    /// The steps right above `low` not yet given, highest (leftmost) first.
    rights: u64,
    column: usize,
}

impl Squares {
    /// Every square of `word`.
    #[inline]
    fn new(word: u64) -> Squares {
        Squares {
            word,
            downs: down_steps(word),
            next_row: 0,
            low: 0,
            rights: 0,
            column: 0,
        }
    }

    /// The squares of `word` after the one whose [`Square::resume`] is `resume` (0: every
    /// square).
    #[inline]
    fn resumed(word: u64, resume: u64) -> Squares {
        match resume {
            0 => Squares::new(word),
            after => Squares::after(word, (after - 1) >> 32, (after - 1) & u64::from(u32::MAX)),
        }
    }

    /// The squares of `word` after the one at `row` and `column`; none past the last. At
    /// most 64 steps for any `row` and `column`.
    fn after(word: u64, row: u64, column: u64) -> Squares {
        let mut squares = Squares::new(word);
        let mut row_left = row;
        while row_left > 0 && squares.downs != 0 {
            squares.downs &= squares.downs - 1;
            squares.next_row += 1;
            row_left -= 1;
        }
        if row_left > 0 || !squares.enter_row() {
            squares.downs = 0;
            return squares;
        }
        let mut skip = column.saturating_add(1);
        while skip > 0 && squares.rights != 0 {
            squares.rights &= !(1 << squares.rights.ilog2());
            squares.column += 1;
            skip -= 1;
        }
        squares
    }

    /// Enters the next row; `false` past the last.
    #[inline]
    fn enter_row(&mut self) -> bool {
        if self.downs == 0 {
            return false;
        }
        self.low = self.downs.trailing_zeros();
        self.downs &= self.downs - 1;
        // A step down lies below the highest set bit, so `low + 1 < 64`.
        self.rights = self.word >> (self.low + 1) << (self.low + 1);
        self.column = 0;
        self.next_row += 1;
        true
    }
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        loop {
            if self.rights != 0 {
                let high = self.rights.ilog2();
                self.rights &= !(1 << high);
                let square = Square {
                    row: self.next_row - 1,
                    column: self.column,
                    low: self.low,
                    high,
                };
                self.column += 1;
                return Some(square);
            }
            if !self.enter_row() {
                return None;
            }
        }
    }
}

/// The bits of the step down of `row` and the step right of `column` in `word`, when the
/// staircase has a square there.
fn locate(word: u64, row: usize, column: usize) -> Option<(u32, u32)> {
    let mut downs = down_steps(word);
    for _ in 0..row.min(64) {
        downs &= downs.wrapping_sub(1);
    }
    if downs == 0 || row >= 64 {
        return None;
    }
    let low = downs.trailing_zeros();
    let mut rights = word >> (low + 1) << (low + 1);
    for _ in 0..column.min(64) {
        if rights == 0 {
            return None;
        }
        rights &= !(1 << rights.ilog2());
    }
    if rights == 0 || column >= 64 {
        return None;
    }
    Some((low, rights.ilog2()))
}

impl Game for Chomp {
    type Position = ChompPosition;
    type Move = ChompMove;

    /// Row by row from the poison's up, each from the left; never the poison.
    fn moves<'a>(&'a self, position: &'a ChompPosition) -> impl Iterator<Item = ChompMove> {
        Squares::new(position.word)
            .filter(|square| !square.is_poison())
            .map(|square| ChompMove {
                row: square.row,
                column: square.column,
            })
    }

    fn play(&self, position: &ChompPosition, mv: &ChompMove) -> Result<ChompPosition, Error> {
        if mv.row == 0 && mv.column == 0 {
            return Err(Error::illegal(
                mv,
                "the poison is never eaten: the game ends when it is left alone",
            ));
        }
        let Some((low, high)) = locate(position.word, mv.row, mv.column) else {
            return Err(Error::illegal(
                mv,
                format!(
                    "no square is left there: the rows hold {:?} squares from the poison's up",
                    position.rows()
                ),
            ));
        };
        Ok(ChompPosition {
            word: eat(position.word, low, high),
        })
    }

    /// Every move, but from a staircase that is its own transpose only those on or below
    /// the diagonal (`row ≤ column`): eating `(i, j)` there leaves the transpose of what
    /// eating `(j, i)` leaves.
    fn representative_moves<'a>(
        &'a self,
        position: &'a ChompPosition,
    ) -> impl Iterator<Item = ChompMove> {
        let symmetric = transpose(position.word) == position.word;
        self.moves(position)
            .filter(move |mv| !symmetric || mv.row <= mv.column)
    }

    /// The lesser word of the staircase and its transpose: a staircase and its transpose
    /// have the same value.
    fn canonicalize(&self, position: &mut ChompPosition) {
        position.word = canonical(position.word);
    }

    /// A staircase does not split: it is its one part, and the poison alone, which has no
    /// move, is none (worth 0, the nim-sum of no part). Given so that the search walks
    /// staircases by their words alone ([`Hooks::find_map_packed_option_parts`]).
    fn parts(&self, position: &ChompPosition) -> Option<Vec<ChompPosition>> {
        Some(if position.word == POISON_ALONE {
            Vec::new()
        } else {
            vec![*position]
        })
    }
}

/// The word of the poison alone: one step right, then one down.
const POISON_ALONE: u64 = 0b10;

impl Hooks for Chomp {
    /// The staircase's word (see [`ChompPosition`]).
    #[inline]
    fn pack(&self, position: &ChompPosition) -> Option<u64> {
        Some(position.word)
    }

    #[inline]
    fn unpack(&self, word: u64, into: &mut ChompPosition) {
        into.word = word;
    }

    /// The squares left.
    #[inline]
    fn difficulty(&self, position: &ChompPosition) -> u64 {
        squares(position.word)
    }

    /// Exact for an *L*, a staircase whose rows above the poison's hold one square each:
    /// eating shortens its row or its column, two Nim heaps of the squares beside the
    /// poison, so it is worth `(rows − 1) ⊕ (columns − 1)` (as Beling and Rogalski's Chomp
    /// solver answers it). No bounds for other staircases.
    #[inline]
    fn value_bounds(&self, position: &ChompPosition) -> (u64, u64) {
        let word = position.word;
        let downs = down_steps(word);
        if downs == 0 {
            return (0, 0);
        }
        let bottom = u64::from((word >> downs.trailing_zeros()).count_ones());
        let above = downs & (downs - 1);
        if above != 0 && (word >> above.trailing_zeros()).count_ones() > 1 {
            return (0, u64::MAX);
        }
        let value = (u64::from(downs.count_ones()) - 1) ^ bottom.saturating_sub(1);
        (value, value)
    }

    /// The canonical word, or none for the poison alone ([`Game::parts`]).
    #[inline]
    fn packed_parts(&self, position: &ChompPosition, words: &mut Vec<u64>) -> bool {
        words.clear();
        if position.word != POISON_ALONE {
            words.push(canonical(position.word));
        }
        true
    }

    /// The staircase's word itself: below `2^(rows + columns)` for a staircase of the bar
    /// or its transpose, so that the search keeps the values of every staircase of a bar of
    /// up to 28 rows and columns together in an array, a byte each, rather than in the
    /// table. `O(1)`.
    #[inline]
    fn dense_index(&self, word: u64) -> Option<usize> {
        usize::try_from(word).ok()
    }

    #[inline]
    fn packs_option_parts(&self, _word: u64) -> bool {
        true
    }

    /// In the order of [`representative_moves`](Game::representative_moves), each option in
    /// `O(r + c)` at most (its transpose); resumed as
    /// [`find_map_packed_options`](Hooks::find_map_packed_options).
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let symmetric = transpose(word) == word;
        for square in Squares::resumed(word, resume) {
            if square.is_poison() || (symmetric && square.row > square.column) {
                continue;
            }
            let next = canonical(eat(word, square.low, square.high));
            let parts: &[u64] = if next == POISON_ALONE { &[] } else { &[next] };
            if let Some(found) = visit(parts, square.resume()) {
                return Some(found);
            }
        }
        None
    }

    const PACKS_OPTIONS: bool = true;

    /// A staircase's search meets nearly every smaller staircase, with values in the tens:
    /// the plain mex asks each one question.
    const PLAIN_MEX: bool = true;

    /// In the order of [`moves`](Game::moves), each option in `O(1)`; an option resumes at
    /// `(row << 32 | column) + 1`.
    #[inline]
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        for square in Squares::resumed(word, resume) {
            if square.is_poison() {
                continue;
            }
            let option = PackedOption {
                word: eat(word, square.low, square.high),
                resume: square.resume(),
            };
            if let Some(found) = visit(option) {
                return Some(found);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every staircase of at most `rows` rows and `columns` columns.
    fn staircases(rows: usize, columns: usize) -> Vec<Vec<usize>> {
        let mut all = vec![vec![]];
        for _ in 0..rows {
            let mut longer = Vec::new();
            for stairs in &all {
                let most = stairs.last().copied().unwrap_or(columns);
                for row in 1..=most {
                    let mut next = stairs.clone();
                    next.push(row);
                    longer.push(next);
                }
            }
            all.extend(longer);
            all.sort();
            all.dedup();
        }
        all.retain(|stairs| !stairs.is_empty());
        all
    }

    #[test]
    fn every_staircase_of_a_bar_has_its_own_number_below_its_steps() {
        for (rows, columns) in [(1, 1), (1, 6), (6, 1), (3, 4), (4, 3), (5, 5)] {
            let chomp = Chomp::new(rows, columns).unwrap();
            let mut seen = std::collections::HashSet::new();
            for stairs in staircases(rows, columns) {
                let position = ChompPosition::from_rows(&stairs).unwrap();
                for word in [position.word, position.transpose().word] {
                    let index = chomp.dense_index(word).unwrap();
                    assert!(
                        index < 1 << (rows + columns),
                        "{stairs:?} in {rows} x {columns}"
                    );
                    seen.insert((index, word));
                }
            }
            let numbers: std::collections::HashSet<usize> =
                seen.iter().map(|&(index, _)| index).collect();
            assert_eq!(numbers.len(), seen.len(), "two words share a number");
        }
    }

    #[test]
    fn the_poison_alone_is_no_part_and_a_staircase_is_its_own() {
        let chomp = Chomp::new(3, 3).unwrap();
        let poison = ChompPosition::from_rows(&[1]).unwrap();
        assert_eq!(poison.word, POISON_ALONE);
        assert_eq!(chomp.parts(&poison), Some(vec![]));
        let l = ChompPosition::from_rows(&[3, 1]).unwrap();
        assert_eq!(chomp.parts(&l), Some(vec![l]));
    }

    #[test]
    fn words_round_trip_and_eat_as_the_rule_says() {
        for rows in staircases(4, 5) {
            let position = ChompPosition::from_rows(&rows).unwrap();
            assert_eq!(position.rows(), rows);
            assert_eq!(position.word & 1, 0, "{rows:?} ends with a step down");
            let transposed: Vec<usize> = (0..rows[0])
                .map(|column| rows.iter().filter(|&&row| row > column).count())
                .collect();
            assert_eq!(position.transpose().rows(), transposed);
            for square in Squares::new(position.word) {
                let eaten: Vec<usize> = rows
                    .iter()
                    .enumerate()
                    .map(|(row, &length)| {
                        if row >= square.row {
                            length.min(square.column)
                        } else {
                            length
                        }
                    })
                    .collect();
                assert!(square.column < rows[square.row]);
                assert_eq!(
                    locate(position.word, square.row, square.column),
                    Some((square.low, square.high))
                );
                if square.is_poison() {
                    continue;
                }
                let expected = ChompPosition::from_rows(&eaten).unwrap();
                assert_eq!(
                    eat(position.word, square.low, square.high),
                    expected.word,
                    "{rows:?} eat {square:?}"
                );
            }
            let count: usize = rows.iter().sum();
            assert_eq!(Squares::new(position.word).count(), count);
            assert_eq!(position.squares(), count as u64);
        }
    }

    #[test]
    fn moves_read_back_as_they_are_written() {
        for row in 0..40 {
            for column in 0..40 {
                let mv = ChompMove { row, column };
                assert_eq!(mv.to_string().parse::<ChompMove>(), Ok(mv));
                assert_eq!(format!("{row},{column}").parse::<ChompMove>(), Ok(mv));
            }
        }
        for bad in [
            "",
            "eat",
            "eat ()",
            "1",
            "1 2 3",
            "eat (1, x)",
            "(1, 2",
            "eat(1.5, 2)",
        ] {
            assert!(bad.parse::<ChompMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_widest_boards_fit() {
        for rows in 1..64 {
            let columns = 64 - rows;
            let start = Chomp::new(rows, columns).unwrap().start();
            assert_eq!(start.rows(), vec![columns; rows]);
            assert_eq!(start.transpose().rows(), vec![rows; columns]);
            assert_eq!(start.squares(), (rows * columns) as u64);
        }
    }
}
