//! Cram: players in turn place a domino on two empty adjacent cells of a board.

use core::fmt;
use core::str::FromStr;

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
/// its translations and reflections ([`canonicalize`](Game::canonicalize)), cut smaller where
/// cells or joins do not change the game ([`parts`](Game::parts)), each valued with
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
    /// The order in which the search tries dominoes: each its top or left cell, plus
    /// [`DOWN`] for one down; the first `dominoes` are the board's.
    order: [u8; 128],
    dominoes: u8,
    /// The place in `order` of the domino across (down) whose top or left cell is the
    /// index: the search takes a position's dominoes by their places, in order.
    across_at: [u8; 64],
    down_at: [u8; 64],
}

/// The flag of a domino down in [`Cram`]'s order.
const DOWN: u8 = 64;

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

/// The most rows or columns a cell of a [`Domino`] read from text may have: a board holds at
/// most 64 cells.
const MOST_SIDE: usize = 64;

impl FromStr for Domino {
    type Err = Error;

    /// Reads a domino as [`Display`](fmt::Display) writes it: its two cells joined by `-`,
    /// each a column's letters (`a` … `z`, `aa`, …) and a row's number from 1; either cell
    /// may come first, capitals read as small letters and spaces around the cells are
    /// ignored.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] naming the text: without a `-` between two cells, with a
    /// cell that is not letters then a number from 1 (or lies past the 64th row or column,
    /// where no board of 64 cells reaches), or with cells that are not side by side.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!("c2-d2".parse::<Domino>()?, Domino::across(1, 2));
    /// assert_eq!("A2 - a1".parse::<Domino>()?, Domino::down(0, 0));
    /// let far = Domino::down(3, 27);
    /// assert_eq!(far.to_string().parse::<Domino>()?, far);
    /// assert_eq!(
    ///     "a1-c1".parse::<Domino>().unwrap_err().to_string(),
    ///     "invalid domino (a1-c1): its cells a1 and c1 are not side by side"
    /// );
    /// assert!("a0-a1".parse::<Domino>().is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    fn from_str(text: &str) -> Result<Domino, Error> {
        let invalid = |reason: String| Error::InvalidParameter {
            parameter: "domino",
            value: text.to_string(),
            reason,
        };
        let Some((first, second)) = text.split_once('-') else {
            return Err(invalid(
                "write its two cells joined by `-`, like `a1-b1`".into(),
            ));
        };
        let (first, second) = (first.trim(), second.trim());
        let cell = |cell: &str| {
            parse_cell(cell).ok_or_else(|| {
                invalid(format!(
                    "`{cell}` is not a cell: a column's letters then a row's number from 1, \
                     like `c2`, within 64 rows and 64 columns"
                ))
            })
        };
        let (a, b) = (cell(first)?, cell(second)?);
        let ((row, col), (other_row, other_col)) = (a.min(b), a.max(b));
        let domino = if row == other_row && col + 1 == other_col {
            Domino::across(row, col)
        } else if col == other_col && row + 1 == other_row {
            Domino::down(row, col)
        } else {
            return Err(invalid(format!(
                "its cells {first} and {second} are not side by side"
            )));
        };
        Ok(domino)
    }
}

/// The row and column (from 0) of a cell written as a column's letters and a row's number
/// from 1 (`c2`), within [`MOST_SIDE`] of each.
fn parse_cell(cell: &str) -> Option<(u8, u8)> {
    let digits = cell.find(|c: char| c.is_ascii_digit())?;
    let (letters, number) = cell.split_at(digits);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    // Bijective base 26: `a` is 1, `z` 26, `aa` 27; at most 64 once done.
    let mut column = 0usize;
    for letter in letters.bytes() {
        column = column * 26 + usize::from(letter.to_ascii_lowercase() - b'a') + 1;
        if column > MOST_SIDE {
            return None;
        }
    }
    if !number.chars().all(|c| c.is_ascii_digit()) || number.len() > 3 {
        return None;
    }
    let row: usize = number.parse().ok()?;
    if row == 0 || row > MOST_SIDE {
        return None;
    }
    Some(((row - 1) as u8, (column - 1) as u8))
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
        let mut order = [0; 128];
        let (mut across_at, mut down_at) = ([0; 64], [0; 64]);
        let mut dominoes = 0;
        for (cell, down) in centre_first(grid) {
            order[dominoes] = cell as u8 | if down { DOWN } else { 0 };
            let at = if down { &mut down_at } else { &mut across_at };
            at[cell as usize] = dominoes as u8;
            dominoes += 1;
        }
        Ok(Cram {
            grid,
            blocked: 0,
            order,
            dominoes: dominoes as u8,
            across_at,
            down_at,
        })
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

    /// `empty` less the cells that do not change the game, as P. Beling and M. Rogalski's
    /// Cram solver removes them (*Artificial Intelligence* 283 (2020)), until none is left:
    ///
    /// - A *tuft* is an empty cell with one empty neighbour, its *centre*. Of the tufts of one
    ///   centre all but one go: a domino on any of them and the centre leaves the others
    ///   with no neighbour, so each leads where the one kept leads.
    /// - A *bridge* is an empty cell, neither tuft nor centre, whose empty neighbours are all
    ///   centres. It goes: a domino on it and a centre leads where the domino on that centre
    ///   and its tuft leads, once the bridge left behind goes too; and no other move makes it
    ///   anything but a bridge, a tuft of a centre that has one, or a lone cell.
    ///
    /// Each step keeps the game's options up to positions that are alike in the same way,
    /// so the positions are equal games under either convention. About 30 word operations a
    /// pass; a pass that removes nothing ends it.
    ///
    /// With it, the top-left cells of the *loose squares* of the cells left: squares of four
    /// empty cells two opposite corners of which have no empty neighbour outside the square.
    /// Two joins of a loose square do not change the game (the rule by which P. Beling's
    /// Cram solver in `igs` splits regions): say `a` and `b` are those corners, `c` right of
    /// `a` and `d` below it, and cut the joins `a c` and `d b`. The domino `a c` leaves `b`
    /// hanging on `d`, as `c b`, a domino still played, leaves `a` hanging on `d`: the same
    /// position up to the place of one cell; `d b` and `a d` likewise. A move elsewhere
    /// keeps the square loose or takes `c` or `d`, after which `a` and `b` are both tufts of
    /// the cell left, one of which goes. So the game is the same with those joins cut, and
    /// where cutting them splits a region, its parts are played apart.
    #[inline]
    fn reduced(&self, mut empty: u64) -> (u64, u64) {
        let grid = &self.grid;
        loop {
            // The cells with an empty neighbour to their right, left, below and above.
            let right = empty & grid.left(empty);
            let left = empty & grid.right(empty);
            let below = empty & grid.up(empty);
            let above = empty & grid.down(empty);
            let some = right | left | below | above;
            let two = (right & (left | below | above)) | (left & (below | above)) | (below & above);
            let tufts = some & !two;
            // Each centre keeps the first of its tufts: on its left, its right, above it, below.
            let (on_left, on_right) = (tufts & right, tufts & left);
            let (on_top, on_bottom) = (tufts & below, tufts & above);
            let mut centres = grid.right(on_left);
            let mut extra = on_right & grid.right(centres);
            centres |= grid.left(on_right);
            extra |= on_top & grid.up(centres);
            centres |= grid.down(on_top);
            extra |= on_bottom & grid.down(centres);
            centres |= grid.up(on_bottom);
            let bridges = some & !tufts & !centres & !grid.neighbours(empty & !centres);
            let gone = extra | bridges;
            if gone == 0 {
                // The corners with their two neighbours in one square: top left and bottom
                // right, top right and bottom left; each pair of one square found from its
                // top-left cell.
                let (top_left, bottom_right) = (
                    right & below & !(left | above),
                    left & above & !(right | below),
                );
                let (top_right, bottom_left) = (
                    left & below & !(right | above),
                    right & above & !(left | below),
                );
                let squares = top_left & grid.up(grid.left(bottom_right))
                    | grid.left(top_right & grid.up(grid.right(bottom_left)));
                return (empty, squares);
            }
            empty &= !gone;
        }
    }

    /// Gives the parts of `empty` that hold a move, with their normal forms, to `visit`: its
    /// regions once the cells that do not change the game are gone and the joins of loose
    /// squares cut (see [`reduced`](Self::reduced)).
    #[inline]
    fn split(&self, empty: u64, mut visit: impl FnMut(u64, u64)) {
        let (set, squares) = self.reduced(empty);
        self.grid.regions(set, 0, |region| {
            if region & squares != 0 {
                self.split_loose(region, &mut visit);
            } else if region & (region - 1) != 0 {
                // A single cell holds no move: it is worth 0 and need not be kept.
                visit(region, self.part_normal(region));
            }
        });
    }

    /// The normal form of `region`, of two cells or more: a lone domino's is the one across
    /// in the corner, on a board two columns wide or more (one down turns to it).
    #[inline]
    fn part_normal(&self, region: u64) -> u64 {
        let rest = region & (region - 1);
        // The test by a subtraction: `is_power_of_two` counts the bits, a loop without the
        // processor's popcount on the default target.
        #[allow(clippy::manual_is_power_of_two)]
        let lone_domino = rest & (rest - 1) == 0;
        if lone_domino && self.grid.cols() >= 2 {
            0b11
        } else {
            self.grid.normal(region)
        }
    }

    /// The parts of the reduced connected `region`, which has loose squares, to `visit`
    /// (see [`split`](Self::split)): the region in its normal form, its squares' joins
    /// across cut, each piece split again (it may have cells or squares that do not count
    /// either). The parts are those of the normal form, in its place, so that a
    /// region and its images, which reduce their parts alike only in one orientation, split
    /// alike. Time: a split of `region`, each part smaller than `region`.
    #[cold]
    fn split_loose(&self, region: u64, visit: &mut dyn FnMut(u64, u64)) {
        let grid = &self.grid;
        let normal = grid.normal(region);
        // The normal form of a reduced region is reduced, and has its squares' images.
        let (set, squares) = self.reduced(normal);
        grid.regions(set, squares | grid.down(squares), |piece| {
            if piece == set {
                // The cuts leave it whole: its first piece is all of it.
                visit(region, normal);
            } else {
                self.split(piece, &mut *visit);
            }
        });
    }

    /// The normal forms of the parts of `empty` that hold a move, into `words`, least first.
    #[inline]
    fn regions_into(&self, empty: u64, words: &mut Vec<u64>) {
        words.clear();
        self.split(empty, |_, word| words.push(word));
        words.sort_unstable();
    }
}

impl Game for Cram {
    type Position = CramBoard;
    type Move = Domino;

    /// Every domino that fits the empty cells, nearest the board's middle first (down before
    /// across at one distance): the order in which the search tries them.
    fn moves<'a>(&'a self, board: &'a CramBoard) -> impl Iterator<Item = Domino> {
        let empty = board.empty & self.grid.cells();
        let (across, down) = (
            self.grid.horizontal_pairs(empty),
            self.grid.vertical_pairs(empty),
        );
        self.order[..usize::from(self.dominoes)]
            .iter()
            .filter_map(move |&domino| {
                let cell = u32::from(domino & !DOWN);
                let is_down = domino & DOWN != 0;
                let pairs = if is_down { down } else { across };
                (pairs & 1 << cell != 0).then(|| self.domino(cell, is_down))
            })
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
    /// no part: it has no move and is worth 0), once the cells that do not change the game
    /// are gone (the extra tufts of a centre and the bridges between centres) and the
    /// regions that a loose square joins are cut apart (a square of four empty cells, two
    /// opposite corners of which have no other empty neighbour: cutting its two joins
    /// across, or its two joins down, changes nothing), as [`Cram`]'s search does.
    fn parts(&self, board: &CramBoard) -> Option<Vec<CramBoard>> {
        let mut parts = Vec::new();
        self.split(board.empty & self.grid.cells(), |region, word| {
            parts.push((word, self.board(region)));
        });
        // In the order of their normal forms, so that a board and its images list alike
        // parts alike.
        parts.sort_by_key(|&(word, _)| word);
        Some(parts.into_iter().map(|(_, part)| part).collect())
    }

    /// The empty cells less those that do not change the game (the extra tufts of a centre,
    /// the bridges between centres), moved to the top-left corner, then the least of their
    /// images under the reflections (and, when they fit, the turns) of the rectangle that
    /// bounds them.
    fn canonicalize(&self, board: &mut CramBoard) {
        board.empty = self
            .grid
            .normal(self.reduced(board.empty & self.grid.cells()).0);
    }
}

/// Every domino of `grid` as its top or left cell and whether it lies down, nearest the
/// board's middle first: by the distance of the domino's middle from the board's, along the
/// rows plus along the columns, a domino down before one across at the same distance, then
/// by its cell. A domino in the middle of a board most often splits it, and a split board
/// is decided soonest (the idea of Beling and Rogalski's Cram solver, which tries those down
/// from the middle column outwards first, then those across; one order by distance enters a
/// third fewer positions on the boards of 5 × 6 to 5 × 8, and transposed boards alike).
fn centre_first(grid: Grid) -> Vec<(u32, bool)> {
    let (rows, cols) = (grid.rows(), grid.cols());
    // Distances from the middle in half cells: a cell `at` has its middle at `2 at + 1`,
    // a domino from `at` to `at + 1` at `2 at + 2`, and a side of `n` cells at `n`.
    let (cell, domino) = (
        |at: u32, side: u32| (2 * at + 1).abs_diff(side),
        |at: u32, side: u32| (2 * at + 2).abs_diff(side),
    );
    // (distance, across, cell): sorted, the order.
    let mut dominoes: Vec<(u32, bool, u32)> = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            let at = row * grid.stride() + col;
            if row + 1 < rows {
                dominoes.push((cell(col, cols) + domino(row, rows), false, at));
            }
            if col + 1 < cols {
                dominoes.push((cell(row, rows) + domino(col, cols), true, at));
            }
        }
    }
    dominoes.sort_unstable();
    dominoes
        .into_iter()
        .map(|(_, across, cell)| (cell, !across))
        .collect()
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

    /// Exactly 0 for a board whose empty cells pair by a half turn (the second player
    /// answers every domino by its image: an even × even board, say); else none.
    #[inline]
    fn value_bounds(&self, board: &CramBoard) -> (u64, u64) {
        if self
            .grid
            .pairs_by_half_turn(board.empty & self.grid.cells())
        {
            (0, 0)
        } else {
            (0, u64::MAX)
        }
    }

    /// A region whose word is below 2^16 (after its normal form, one of two rows at most
    /// on a board of stride 8, of one row on a wider stride) is its own number: the search
    /// keeps its value in an array, not in the table.
    #[inline]
    fn dense_index(&self, word: u64) -> Option<usize> {
        (word < 1 << 16).then_some(word as usize)
    }

    #[inline]
    fn packs_option_parts(&self, _word: u64) -> bool {
        true
    }

    /// Each domino, nearest the board's middle first (down before across at one distance):
    /// the normal forms of the regions left, reduced, least first. An option resumes at its
    /// place in that order, plus one.
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let empty = word & self.grid.cells();
        let (across, down) = (
            self.grid.horizontal_pairs(empty),
            self.grid.vertical_pairs(empty),
        );
        let mut parts = [0u64; 32];
        // The places in the order of the dominoes that fit, as bits: taken lowest first,
        // the dominoes come in the order, and none that does not fit is looked at.
        let mut places = [0u64; 2];
        for (pairs, at) in [(across, &self.across_at), (down, &self.down_at)] {
            let mut pairs = pairs;
            while pairs != 0 {
                let place = at[pairs.trailing_zeros() as usize];
                pairs &= pairs - 1;
                places[usize::from(place >> 6)] |= 1 << (place & 63);
            }
        }
        // Past the option `resume - 1`.
        let from = resume.min(128);
        for (half, places) in places.iter().enumerate() {
            let start = (half as u64) * 64;
            let mut places = match from.checked_sub(start) {
                Some(skip) if skip >= 64 => 0,
                Some(skip) => places & (u64::MAX << skip),
                None => *places,
            };
            while places != 0 {
                let at = start + u64::from(places.trailing_zeros());
                places &= places - 1;
                let domino = self.order[at as usize];
                let cell = u32::from(domino & !DOWN);
                let other = if domino & DOWN == 0 {
                    1
                } else {
                    self.grid.stride()
                };
                let mut count = 0;
                self.split(empty & !(1 << cell | 1 << (cell + other)), |_, word| {
                    if count < parts.len() {
                        parts[count] = word;
                        count += 1;
                    }
                });
                parts[..count].sort_unstable();
                if let Some(found) = visit(&parts[..count], at + 1) {
                    return Some(found);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The options' parts from the word are the parts of the options played, on the boards
    /// where a lone domino's normal form is or is not the one across (one column).
    #[test]
    fn options_parts_from_the_word_on_narrow_boards() {
        for (rows, cols) in [(4, 1), (5, 1), (9, 1), (1, 5), (2, 2), (3, 2), (2, 5)] {
            let cram = Cram::new(rows, cols).unwrap();
            let start = cram.start();
            let word = cram.pack(&start).unwrap();
            let mut options = Vec::new();
            cram.find_map_packed_option_parts(word, 0, |parts, _| {
                options.push(parts.to_vec());
                None::<()>
            });
            let played: Vec<Vec<u64>> = cram
                .moves(&start)
                .map(|domino| {
                    let mut next = cram.play(&start, &domino).unwrap();
                    cram.canonicalize(&mut next);
                    let mut words = Vec::new();
                    assert!(cram.packed_parts(&next, &mut words));
                    words
                })
                .collect();
            assert_eq!(options, played, "{rows}x{cols}");
        }
    }

    #[test]
    fn dominoes_read_back_as_they_are_written() {
        for row in 0..MOST_SIDE as u8 - 1 {
            for col in 0..MOST_SIDE as u8 - 1 {
                for domino in [Domino::across(row, col), Domino::down(row, col)] {
                    assert_eq!(domino.to_string().parse::<Domino>(), Ok(domino));
                }
            }
        }
        // A cell past 64 rows or columns is on no board.
        assert!(parse_cell("bl64").is_some());
        assert!(parse_cell("bm1").is_none());
        assert!(parse_cell("a65").is_none());
        for bad in [
            "", "a1", "a1-", "1a-1b", "a1-b2", "a1-a1", "a1-b1-c1", "é1-a1", "a01x-a2",
        ] {
            assert!(bad.parse::<Domino>().is_err(), "{bad}");
        }
    }
}
