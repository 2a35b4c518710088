//! Cram: players in turn place a domino on two empty adjacent cells of a board.

use core::fmt;

use super::grid::{Grid, stride};
use crate::search::Hooks;
use crate::{Error, Game};

/// Cram: players in turn place a domino on two empty cells side by side, across or down;
/// whoever cannot place one loses (normal play). The board is any rectangle of up to 64
/// cells, some of which may be blocked from the start.
///
/// A position is a [`CramBoard`], the set of empty cells; a move is a [`Domino`].
///
/// # Solution
///
/// No closed form is known. The empty cells split into regions that no domino joins, and a
/// position is worth the nim-sum of its regions' values (Sprague–Grundy), so
/// [`Search`](crate::Search) solves Cram by its regions: each kept in one form for all
/// its translations and reflections ([`canonicalize`](Game::canonicalize)), each valued with
/// the pruning of P. Beling and M. Rogalski ("On pruning search trees of impartial games",
/// *Artificial Intelligence* 283 (2020) 103262), who published the values of the empty
/// boards up to 9×7 and 15×4: 4×4 is 0, 4×5 is 2, 4×6 is 0, 4×7 is 3, 5×5 is 0, 5×6 is 2,
/// 5×7 is 1 and 6×6 is 0. By symmetry, an even×even board is a loss for the first player
/// (the second answers every domino with its image through the centre) and an even×odd one
/// a win (the first takes the two middle cells); the name Cram is from M. Gardner, *Mathematical
/// Games*, *Scientific American* (1974), after the partisan Domineering.
///
/// # Complexity
///
/// A move costs `O(1)` on the bitboard; splitting a position into its regions
/// `O(cells · regions)` word operations; normalising a region a few dozen.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let cram = Cram::new(4, 4)?;
/// let search = Search::new(cram);
/// assert_eq!(search.try_grundy(&cram.start())?, 0); // 4×4: a second-player win
/// assert_eq!(search.outcome(&Cram::new(3, 3)?.start()), Outcome::Loss); // 3×3 too
/// // A domino across the top left of a 3×3 board, shown as people write it.
/// let three = Cram::new(3, 3)?;
/// let mv = Domino::across(0, 0);
/// assert_eq!(mv.to_string(), "a1-b1");
/// let after = three.play(&three.start(), &mv)?;
/// assert_eq!(after.to_string(), "##.\n...\n...");
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cram {
    grid: Grid,
    /// The cells blocked from the start.
    blocked: u64,
}

/// A position of [`Cram`]: the empty cells of its board, and the board's shape, so that it
/// shows itself as a grid (`.` empty, `#` filled, a row a line).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let board = Cram::new(2, 3)?.start();
/// assert_eq!(board.empty_cells(), 6);
/// assert_eq!(board.to_string(), "...\n...");
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CramBoard {
    /// The empty cells, cell `row · stride + col` at that bit (the stride 8 on a board
    /// within 8 × 8, else the width).
    empty: u64,
    rows: u8,
    cols: u8,
}

impl CramBoard {
    /// How many cells are empty.
    ///
    /// # Example
    ///
    /// See [`CramBoard`].
    #[must_use]
    pub const fn empty_cells(&self) -> u32 {
        self.empty.count_ones()
    }

    /// Whether the cell at `row` and `col` (from 0, the top left) is empty; `false` off the
    /// board.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let cram = Cram::new(2, 2)?;
    /// let board = cram.play(&cram.start(), &Domino::down(0, 1))?;
    /// assert!(board.is_empty(0, 0) && !board.is_empty(1, 1));
    /// assert!(!board.is_empty(5, 5));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self, row: usize, col: usize) -> bool {
        row < self.rows as usize
            && col < self.cols as usize
            && self.empty >> (row * stride(self.rows as u32, self.cols as u32) as usize + col) & 1
                != 0
    }
}

impl fmt::Display for CramBoard {
    /// `.` for an empty cell, `#` for a filled one, the rows on lines of their own.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..usize::from(self.rows) {
            if row > 0 {
                writeln!(f)?;
            }
            for col in 0..usize::from(self.cols) {
                f.write_str(if self.is_empty(row, col) { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for CramBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CramBoard(")?;
        for row in 0..usize::from(self.rows) {
            if row > 0 {
                f.write_str("/")?;
            }
            for col in 0..usize::from(self.cols) {
                f.write_str(if self.is_empty(row, col) { "." } else { "#" })?;
            }
        }
        write!(f, ")")
    }
}

/// A move of [`Cram`]: a domino on the cell at `row` and `col` (from 0, the top left) and its
/// neighbour to the right (`down == false`) or below (`down == true`).
///
/// Displays as people write the two cells, the column a letter (`a`, `b`, … `z`, `aa`, …)
/// and the row a number from 1: `a1-b1` across the top left, `a1-a2` down it.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(Domino::across(1, 2).to_string(), "c2-d2");
/// assert_eq!(Domino::down(0, 0).to_string(), "a1-a2");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Domino {
    /// The row of its top (or left) cell, from 0.
    pub row: u8,
    /// The column of its left (or top) cell, from 0.
    pub col: u8,
    /// Whether it lies down the board (else across).
    pub down: bool,
}

impl Domino {
    /// The domino across the cells `(row, col)` and `(row, col + 1)`.
    ///
    /// # Example
    ///
    /// See [`Domino`].
    #[must_use]
    pub const fn across(row: u8, col: u8) -> Self {
        Domino {
            row,
            col,
            down: false,
        }
    }

    /// The domino down the cells `(row, col)` and `(row + 1, col)`.
    ///
    /// # Example
    ///
    /// See [`Domino`].
    #[must_use]
    pub const fn down(row: u8, col: u8) -> Self {
        Domino {
            row,
            col,
            down: true,
        }
    }
}

/// The column's letters: `a` … `z`, then `aa`, `ab`, ….
fn column_name(col: u8) -> String {
    let mut name = Vec::new();
    let mut rest = u32::from(col) + 1;
    while rest > 0 {
        rest -= 1;
        name.push(b'a' + (rest % 26) as u8);
        rest /= 26;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

impl fmt::Display for Domino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, col) = (u32::from(self.row) + 1, self.col);
        let (other_row, other_col) = if self.down {
            (row + 1, col)
        } else {
            (row, col.saturating_add(1))
        };
        write!(
            f,
            "{}{row}-{}{other_row}",
            column_name(col),
            column_name(other_col)
        )
    }
}

impl Cram {
    /// Cram on the empty board of `rows × cols` cells.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for a zero side or more than 64 cells.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Cram::new(5, 7)?.start().empty_cells(), 35);
    /// assert!(Cram::new(9, 8).is_err()); // 72 cells
    /// assert!(Cram::new(0, 4).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(rows: usize, cols: usize) -> Result<Cram, Error> {
        let grid = u32::try_from(rows)
            .ok()
            .zip(u32::try_from(cols).ok())
            .and_then(|(rows, cols)| Grid::new(rows, cols))
            .ok_or_else(|| {
                Error::invalid(
                    "board",
                    format!("{rows}x{cols}"),
                    "a Cram board has at least one row and one column, and at most 64 cells",
                )
            })?;
        Ok(Cram { grid, blocked: 0 })
    }

    /// The same board with the cells `blocked` (row and column, from 0) filled from the
    /// start.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] naming a cell off the board.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A 3×3 board without its centre: a ring of eight cells.
    /// let ring = Cram::new(3, 3)?.with_blocked(&[(1, 1)])?;
    /// assert_eq!(ring.start().to_string(), "...\n.#.\n...");
    /// assert_eq!(Search::new(ring).try_grundy(&ring.start())?, 0);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn with_blocked(self, blocked: &[(usize, usize)]) -> Result<Cram, Error> {
        let mut set = self.blocked;
        for &(row, col) in blocked {
            let cell = u32::try_from(row)
                .ok()
                .zip(u32::try_from(col).ok())
                .and_then(|(row, col)| self.grid.cell(row, col))
                .ok_or_else(|| {
                    Error::invalid(
                        "blocked cell",
                        format!("({row}, {col})"),
                        format!(
                            "the board has rows 0 to {} and columns 0 to {}",
                            self.grid.rows() - 1,
                            self.grid.cols() - 1
                        ),
                    )
                })?;
            set |= cell;
        }
        Ok(Cram {
            blocked: set,
            ..self
        })
    }

    /// Rows of the board.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!((Cram::new(4, 9)?.rows(), Cram::new(4, 9)?.cols()), (4, 9));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn rows(&self) -> usize {
        self.grid.rows() as usize
    }

    /// Columns of the board.
    ///
    /// # Example
    ///
    /// See [`rows`](Cram::rows).
    #[must_use]
    pub const fn cols(&self) -> usize {
        self.grid.cols() as usize
    }

    /// The board before the first move: every cell empty but the blocked ones.
    ///
    /// # Example
    ///
    /// See [`Cram`].
    #[must_use]
    pub const fn start(&self) -> CramBoard {
        self.board(self.grid.cells() & !self.blocked)
    }

    /// The position drawn by `picture`: a row a line (or rows split by `/`), `.` for an
    /// empty cell, `#` (or `x`) for a filled one.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when the picture is not of this board's shape or holds
    /// another character.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let cram = Cram::new(2, 3)?;
    /// let board = cram.position(".#./...")?;
    /// assert_eq!(board.empty_cells(), 5);
    /// assert_eq!(cram.position("..../...").unwrap_err().to_string(),
    ///     "invalid position (..../...): row 1 has 4 cells, not 3");
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn position(&self, picture: &str) -> Result<CramBoard, Error> {
        let invalid = |reason: String| Error::invalid("position", picture, reason);
        let lines: Vec<&str> = picture
            .split(['/', '\n'])
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .collect();
        if lines.len() != self.rows() {
            return Err(invalid(format!(
                "it has {} rows, not {}",
                lines.len(),
                self.rows()
            )));
        }
        let mut empty = 0;
        for (row, line) in lines.iter().enumerate() {
            let cells: Vec<char> = line.chars().collect();
            if cells.len() != self.cols() {
                return Err(invalid(format!(
                    "row {} has {} cells, not {}",
                    row + 1,
                    cells.len(),
                    self.cols()
                )));
            }
            for (col, cell) in cells.into_iter().enumerate() {
                match cell {
                    '.' => empty |= 1 << (row * self.grid.stride() as usize + col),
                    '#' | 'x' | 'X' => {}
                    other => {
                        return Err(invalid(format!(
                            "`{other}` is neither `.` (empty) nor `#` (filled)"
                        )));
                    }
                }
            }
        }
        Ok(self.board(empty))
    }

    /// The position of the empty cells `empty`.
    const fn board(&self, empty: u64) -> CramBoard {
        CramBoard {
            empty,
            rows: self.grid.rows() as u8,
            cols: self.grid.cols() as u8,
        }
    }

    /// The two cells of `domino`, when both lie on the board.
    fn cells(&self, domino: Domino) -> Option<u64> {
        let (row, col) = (u32::from(domino.row), u32::from(domino.col));
        let first = self.grid.cell(row, col)?;
        let second = if domino.down {
            self.grid.cell(row + 1, col)?
        } else {
            self.grid.cell(row, col + 1)?
        };
        Some(first | second)
    }

    /// The move that fills the cells of `pair` (the lower bit the top or left cell).
    fn domino(&self, first: u32, down: bool) -> Domino {
        let (row, col) = self.grid.place(first);
        Domino {
            row: row as u8,
            col: col as u8,
            down,
        }
    }

    /// The normal forms of the regions of `empty` that hold a move, into `words`, in the
    /// order [`Grid::regions`] finds them.
    #[inline]
    fn regions_into(&self, empty: u64, words: &mut Vec<u64>) {
        words.clear();
        self.grid.regions(empty, |region| {
            // A single cell holds no move: it is worth 0 and need not be kept.
            if region & (region - 1) != 0 {
                words.push(self.grid.normal(region));
            }
        });
    }
}

impl Game for Cram {
    type Position = CramBoard;
    type Move = Domino;

    /// Every domino across, from the top left, then every domino down.
    fn moves<'a>(&'a self, board: &'a CramBoard) -> impl Iterator<Item = Domino> {
        let empty = board.empty & self.grid.cells();
        let across = bits(self.grid.horizontal_pairs(empty)).map(|cell| self.domino(cell, false));
        let down = bits(self.grid.vertical_pairs(empty)).map(|cell| self.domino(cell, true));
        across.chain(down)
    }

    fn play(&self, board: &CramBoard, domino: &Domino) -> Result<CramBoard, Error> {
        let Some(cells) = self.cells(*domino) else {
            return Err(Error::illegal(
                domino,
                format!(
                    "it does not fit the {}×{} board",
                    self.grid.rows(),
                    self.grid.cols()
                ),
            ));
        };
        if board.empty & cells != cells {
            return Err(Error::illegal(domino, "one of its cells is not empty"));
        }
        Ok(self.board(board.empty & !cells))
    }

    /// The regions of empty cells that no domino joins, each with a move (a single cell is
    /// no part: it has no move and is worth 0).
    fn parts(&self, board: &CramBoard) -> Option<Vec<CramBoard>> {
        let mut parts = Vec::new();
        self.grid
            .regions(board.empty & self.grid.cells(), |region| {
                if region & (region - 1) != 0 {
                    parts.push(self.board(region));
                }
            });
        Some(parts)
    }

    /// The empty cells moved to the top-left corner, then the least of their images under
    /// the reflections (and, when they fit, the turns) of the rectangle that bounds them.
    fn canonicalize(&self, board: &mut CramBoard) {
        board.empty = self.grid.normal(board.empty & self.grid.cells());
    }
}

/// The set bits of `set`, lowest first, by index.
fn bits(set: u64) -> impl Iterator<Item = u32> {
    let mut rest = set;
    core::iter::from_fn(move || {
        (rest != 0).then(|| {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            bit
        })
    })
}

/// A position is its empty cells: the search walks it by its word, its options' regions
/// found and normalised from the word alone.
impl Hooks for Cram {
    #[inline]
    fn pack(&self, board: &CramBoard) -> Option<u64> {
        Some(board.empty & self.grid.cells())
    }

    #[inline]
    fn unpack(&self, word: u64, board: &mut CramBoard) {
        *board = self.board(word);
    }

    #[inline]
    fn play_into(
        &self,
        board: &CramBoard,
        domino: &Domino,
        into: &mut CramBoard,
    ) -> Result<(), Error> {
        *into = self.play(board, domino)?;
        Ok(())
    }

    #[inline]
    fn packed_parts(&self, board: &CramBoard, words: &mut Vec<u64>) -> bool {
        self.regions_into(board.empty & self.grid.cells(), words);
        true
    }

    /// The square of the empty cells: an option that splits the board into small regions
    /// comes before one that leaves a large region, as in Beling and Rogalski's Cram
    /// ("smaller components first").
    #[inline]
    fn difficulty(&self, board: &CramBoard) -> u64 {
        let cells = u64::from(board.empty.count_ones());
        cells * cells
    }

    #[inline]
    fn packs_option_parts(&self, _word: u64) -> bool {
        true
    }

    /// Each domino across, then each down, from the top left: the normal forms of the
    /// regions left. An option resumes at the index of its domino's cell, plus 64 for one
    /// down, plus one.
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let empty = word & self.grid.cells();
        let mut parts = [0u64; 32];
        for (down, pairs, other) in [
            (false, self.grid.horizontal_pairs(empty), 1),
            (true, self.grid.vertical_pairs(empty), self.grid.stride()),
        ] {
            let offset = if down { 64 } else { 0 };
            for cell in bits(pairs) {
                let at = u64::from(cell) + offset + 1;
                if at <= resume {
                    continue;
                }
                let left = empty & !(1 << cell | 1 << (cell + other));
                let mut count = 0;
                self.grid.regions(left, |region| {
                    if region & (region - 1) != 0 && count < parts.len() {
                        parts[count] = self.grid.normal(region);
                        count += 1;
                    }
                });
                if let Some(found) = visit(&parts[..count], at) {
                    return Some(found);
                }
            }
        }
        None
    }
}
