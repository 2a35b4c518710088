//! Tac Tix: Piet Hein's game of taking stones in a line, on the 4×4 square and the triangle
//! of 15.

use core::fmt;
use std::sync::OnceLock;

use crate::search::Hooks;
use crate::{Error, Game};

/// Which board [`TacTix`] is played on.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::games::tac_tix::Board;
///
/// assert_eq!(TacTix::triangle().board(), Board::Triangle);
/// // Row 2, column 1: bit 4·2 + 1 on the square, bit 2·3/2 + 1 on the triangle.
/// assert_eq!(TacTix::square().stone(2, 1), Some(1 << 9));
/// assert_eq!(TacTix::triangle().stone(2, 1), Some(1 << 4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Board {
    /// The 4×4 square of 16 stones. Stone `4·row + column` is bit `4·row + column`; lines
    /// are rows and columns.
    Square,
    /// The triangle of 15 stones in rows of 1 to 5. Stone `column` of `row` (with
    /// `column ≤ row`) is bit `row·(row + 1)/2 + column`; lines run in the triangle's three
    /// directions.
    Triangle,
}

/// Tac Tix (Piet Hein): a board of stones; a move takes one stone, or several adjacent
/// stones in one straight line with no gap; under normal play whoever takes the last stone
/// wins, under misère play (Hein's own rule) whoever takes it loses.
///
/// A position is a bitboard: bit `i` is set while stone `i` is on the board (see [`Board`]
/// for the numbering). A move is the bitboard of the stones it takes.
///
/// # Solution
///
/// No closed form is known; [`Search`](crate::Search) solves the game, treating boards that differ by a
/// symmetry (8 for the square, 6 for the triangle) as one position
/// ([`canonicalize`](Game::canonicalize) turns a board to the least of its images), and its
/// misère form, `TacTix::square().misere()`, likewise. From the full board:
///
/// | board | normal play | misère play |
/// |-------|-------------|-------------|
/// | 4×4 square | second player wins | second player wins |
/// | triangle of 15 | first player wins, e.g. by taking a central stone | second player wins |
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let square = TacTix::square();
/// let solver = Search::new(square);
/// assert_eq!(solver.outcome(&square.start()), Outcome::Loss);
/// // A row of four, nothing else: take the middle two (leaving two single stones), or all.
/// assert_eq!(solver.winning_moves(&0b1111).collect::<Vec<_>>(), vec![0b0110, 0b1111]);
/// assert_eq!(solver.grundy(&0b1), 1); // one stone
///
/// let triangle = TacTix::triangle();
/// assert_eq!(Search::new(triangle).outcome(&triangle.start()), Outcome::Win);
/// // Under misère play the second player wins the triangle.
/// let misere = Search::new(triangle.misere());
/// assert_eq!(misere.outcome(&triangle.start()), Outcome::Loss);
/// // The apex and the stone below it, in one line: take either, and the opponent must take
/// // the last stone. Taking both would leave the opponent no move, a win for them.
/// assert_eq!(misere.winning_moves(&0b011).collect::<Vec<_>>(), vec![0b001, 0b010]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TacTix {
    board: Board,
}

/// A symmetry of the square, as a map of (row, column).
type Symmetry = fn(usize, usize) -> (usize, usize);

/// What a board is made of: its stones, its moves and its symmetries.
#[derive(Debug)]
struct BoardData {
    /// Every stone on the board.
    full: u16,
    /// Every move on a full board: one stone, or a run of adjacent stones in a line; fewer
    /// stones first.
    moves: Vec<u16>,
    /// For each symmetry, the image of each low byte (first 256 entries) and each high byte
    /// (last 256) of a bitboard.
    symmetries: Vec<[u16; 512]>,
}

impl BoardData {
    fn new(cells: &[(usize, usize)], lines: &[Vec<usize>], symmetries: &[Vec<usize>]) -> Self {
        let full = cells
            .iter()
            .enumerate()
            .fold(0u16, |board, (i, _)| board | 1 << i);
        let mut moves: Vec<u16> = (0..cells.len()).map(|cell| 1 << cell).collect();
        for line in lines {
            for first in 0..line.len() {
                for last in first + 1..line.len() {
                    moves.push(
                        line[first..=last]
                            .iter()
                            .fold(0, |run, &cell| run | 1 << cell),
                    );
                }
            }
        }
        moves.sort_unstable_by_key(|&run| (run.count_ones(), run));
        moves.dedup();
        let symmetries = symmetries
            .iter()
            .map(|image| {
                let mut table = [0u16; 512];
                for byte in 0..256 {
                    for bit in 0..8 {
                        if byte >> bit & 1 == 1 {
                            if let Some(&to) = image.get(bit) {
                                table[byte] |= 1 << to;
                            }
                            if let Some(&to) = image.get(bit + 8) {
                                table[256 + byte] |= 1 << to;
                            }
                        }
                    }
                }
                table
            })
            .collect();
        BoardData {
            full,
            moves,
            symmetries,
        }
    }

    fn square() -> Self {
        let cells: Vec<(usize, usize)> = (0..16).map(|i| (i / 4, i % 4)).collect();
        let index = |(row, column): (usize, usize)| 4 * row + column;
        let lines: Vec<Vec<usize>> = (0..4)
            .map(|row| (0..4).map(|column| index((row, column))).collect())
            .chain((0..4).map(|column| (0..4).map(|row| index((row, column))).collect()))
            .collect();
        let maps: [Symmetry; 8] = [
            |r, c| (r, c),
            |r, c| (c, 3 - r),
            |r, c| (3 - r, 3 - c),
            |r, c| (3 - c, r),
            |r, c| (r, 3 - c),
            |r, c| (3 - r, c),
            |r, c| (c, r),
            |r, c| (3 - c, 3 - r),
        ];
        let symmetries: Vec<Vec<usize>> = maps
            .iter()
            .map(|map| cells.iter().map(|&(r, c)| index(map(r, c))).collect())
            .collect();
        BoardData::new(&cells, &lines, &symmetries)
    }

    fn triangle() -> Self {
        let cells: Vec<(usize, usize)> = (0..5)
            .flat_map(|row| (0..=row).map(move |column| (row, column)))
            .collect();
        let index = |(row, column): (usize, usize)| row * (row + 1) / 2 + column;
        // Three coordinates that sum to 4: the distances to the three sides.
        let coordinates = |(row, column): (usize, usize)| [column, row - column, 4 - row];
        let cells_ref = &cells;
        let lines: Vec<Vec<usize>> = (0..3)
            .flat_map(|axis| {
                (0..5).map(move |fixed| {
                    cells_ref
                        .iter()
                        .filter(|&&cell| coordinates(cell)[axis] == fixed)
                        .map(|&cell| index(cell))
                        .collect()
                })
            })
            .collect();
        let permutations = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let symmetries: Vec<Vec<usize>> = permutations
            .iter()
            .map(|order| {
                cells
                    .iter()
                    .map(|&cell| {
                        let old = coordinates(cell);
                        let new = order.map(|axis| old[axis]);
                        index((4 - new[2], new[0]))
                    })
                    .collect()
            })
            .collect();
        BoardData::new(&cells, &lines, &symmetries)
    }

    fn get(board: Board) -> &'static BoardData {
        static SQUARE: OnceLock<BoardData> = OnceLock::new();
        static TRIANGLE: OnceLock<BoardData> = OnceLock::new();
        match board {
            Board::Square => SQUARE.get_or_init(BoardData::square),
            Board::Triangle => TRIANGLE.get_or_init(BoardData::triangle),
        }
    }

    /// The least image of `position` under the board's symmetries.
    fn canonical(&self, position: u16) -> u16 {
        let (low, high) = (usize::from(position as u8), usize::from(position >> 8));
        self.symmetries
            .iter()
            .map(|table| table[low] | table[256 + high])
            .min()
            .unwrap_or(position)
    }
}

/// A move's stones, written as their bit numbers.
struct Stones(u16);

impl fmt::Display for Stones {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let numbers: Vec<String> = (0..16)
            .filter(|bit| self.0 >> bit & 1 == 1)
            .map(|bit: u32| bit.to_string())
            .collect();
        write!(f, "take stones {}", numbers.join(", "))
    }
}

impl TacTix {
    /// Tac Tix on the 4×4 square, normal play.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let square = TacTix::square();
    /// assert_eq!(square.start().count_ones(), 16);
    /// // Two stones side by side in the top row: take one, the other, or both.
    /// assert_eq!(square.moves(&0b0011).collect::<Vec<_>>(), vec![0b0001, 0b0010, 0b0011]);
    /// ```
    #[must_use]
    pub const fn square() -> Self {
        TacTix {
            board: Board::Square,
        }
    }

    /// Tac Tix on the triangle of 15, normal play.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let triangle = TacTix::triangle();
    /// assert_eq!(triangle.start(), (1 << 15) - 1); // 15 stones
    /// assert_eq!(triangle.stone(0, 0), Some(1)); // the apex
    /// ```
    #[must_use]
    pub const fn triangle() -> Self {
        TacTix {
            board: Board::Triangle,
        }
    }

    /// The board.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::games::tac_tix::Board;
    ///
    /// assert_eq!(TacTix::square().board(), Board::Square);
    /// ```
    #[must_use]
    pub const fn board(self) -> Board {
        self.board
    }

    /// The full board.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TacTix::square().start(), u16::MAX); // all 16 stones
    /// assert_eq!(TacTix::triangle().start().count_ones(), 15);
    /// ```
    #[must_use]
    pub fn start(self) -> u16 {
        BoardData::get(self.board).full
    }

    /// The bit of the stone at `row` and `column`, if the board has one there.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let square = TacTix::square();
    /// assert_eq!(square.stone(1, 2), Some(1 << 6)); // bit 4·1 + 2
    /// assert_eq!(square.stone(4, 0), None);
    /// // On the triangle, row 1 has columns 0 and 1 only.
    /// assert_eq!(TacTix::triangle().stone(1, 2), None);
    /// ```
    #[must_use]
    pub fn stone(self, row: usize, column: usize) -> Option<u16> {
        // The bounds first: the index of a stone far off the board would overflow.
        let index = match self.board {
            Board::Square => (row < 4 && column < 4).then(|| 4 * row + column)?,
            Board::Triangle => (row < 5 && column <= row).then(|| row * (row + 1) / 2 + column)?,
        };
        Some(1 << index)
    }
}

impl Game for TacTix {
    type Position = u16;
    type Move = u16;

    /// Single stones first, then longer runs.
    fn moves<'a>(&'a self, position: &'a u16) -> impl Iterator<Item = u16> {
        let position = *position;
        BoardData::get(self.board)
            .moves
            .iter()
            .copied()
            .filter(move |&run| run & position == run)
    }

    fn play(&self, position: &u16, stones: &u16) -> Result<u16, Error> {
        let data = BoardData::get(self.board);
        if *stones == 0 {
            return Err(Error::takes_nothing(Stones(*stones)));
        }
        if data
            .moves
            .binary_search_by_key(&(stones.count_ones(), *stones), |&run| {
                (run.count_ones(), run)
            })
            .is_err()
        {
            return Err(Error::illegal(
                Stones(*stones),
                "a move takes one stone or adjacent stones in one line",
            ));
        }
        if stones & position != *stones {
            return Err(Error::illegal(
                Stones(*stones),
                "some of these stones are no longer on the board",
            ));
        }
        Ok(position & !stones)
    }

    /// The least of the board's images under the board's symmetries.
    fn canonicalize(&self, position: &mut u16) {
        *position = BoardData::get(self.board).canonical(*position);
    }
}

impl Hooks for TacTix {
    /// The board's 16 bits.
    fn pack(&self, position: &u16) -> Option<u64> {
        Some(u64::from(*position))
    }

    fn unpack(&self, word: u64, position: &mut u16) {
        *position = word as u16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_have_their_stones_lines_and_symmetries() {
        let square = BoardData::get(Board::Square);
        assert_eq!(square.full, u16::MAX);
        // 16 single stones and, in each of 8 lines of 4, 3 + 2 + 1 longer runs.
        assert_eq!(square.moves.len(), 16 + 8 * 6);
        assert_eq!(square.symmetries.len(), 8);
        let triangle = BoardData::get(Board::Triangle);
        assert_eq!(triangle.full, (1 << 15) - 1);
        // 15 single stones and, in 3 directions, lines of 2 to 5 with 1 + 3 + 6 + 10 runs.
        assert_eq!(triangle.moves.len(), 15 + 3 * 20);
        assert_eq!(triangle.symmetries.len(), 6);
    }

    #[test]
    fn symmetries_map_moves_to_moves_and_boards_to_boards() {
        for board in [Board::Square, Board::Triangle] {
            let data = BoardData::get(board);
            for table in &data.symmetries {
                let image = |bits: u16| {
                    table[usize::from(bits as u8)] | table[256 + usize::from(bits >> 8)]
                };
                assert_eq!(image(data.full), data.full);
                for &run in &data.moves {
                    assert!(data.moves.contains(&image(run)), "{board:?} {run:#x}");
                }
            }
        }
    }
}
