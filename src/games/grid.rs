//! Boards of cells in a machine word: a rectangle of `rows × cols ≤ 64` cells, cell
//! `row · stride + col` at that bit, as chess programs keep their boards. The shared
//! geometry of the board games whose positions are sets of cells (Cram's empty cells, Node
//! Kayles' vertices of a grid): neighbours, connected regions, and one form for the regions
//! that are alike.
//!
//! A board of at most 8 × 8 takes the chess board's stride, 8, whatever its width; a wider
//! one the least power of two that the word holds (16 for four rows of 9 to 16 cells). Then
//! its regions move and reflect by a few word operations (each row's bits reversed, the rows
//! reversed, the 8 × 8 transposition of chess programs). Any other board takes its width as
//! its stride: its regions of at most 8 × 8 cells are packed into bytes for those tricks,
//! and its larger ones turn cell by cell.
//!
//! # One form for alike regions
//!
//! A region of a board is worth what any translation or reflection of it is worth: nothing in
//! the rules of these games depends on where it lies. So a region is kept in its *normal form*:
//! moved to the top-left corner, then the least, as a word, of its images under the symmetries
//! of the rectangle that bounds it (reflections in the middle row and column, and, when the
//! transposed region fits the board, the transposition and its compositions). Two regions that
//! are images of each other have the same normal form; regions met in different places of a
//! board meet in one table entry.

use core::cmp::Ordering;

/// A board of `rows × cols` cells in a `u64`, with the masks its moves and regions use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Grid {
    rows: u32,
    cols: u32,
    /// The bits from one row to the next: see [`stride`].
    stride: u32,
    /// Every cell of the board.
    cells: u64,
    /// The cells of the first (leftmost) column.
    first_col: u64,
    /// The cells of the last (rightmost) column.
    last_col: u64,
    /// The cells of the first (top) row.
    first_row: u64,
    /// The row of each bit (`bit / stride`): a division by a stride read at run time is slow.
    row_of: [u8; 64],
}

/// The stride of a board of `rows × cols`: the least power of two of at least 8 and `cols`
/// at which the word holds every row (8 within 8 × 8, 16 for 4 rows of 9 to 16 cells), else
/// the least power of two of at least `cols` that does (4 for 16 rows of 4), else `cols`.
pub(crate) const fn stride(rows: u32, cols: u32) -> u32 {
    let lane = if cols <= 8 {
        8
    } else {
        cols.next_power_of_two()
    };
    if rows * lane <= u64::BITS {
        return lane;
    }
    let lane = cols.next_power_of_two();
    if rows * lane <= u64::BITS { lane } else { cols }
}

impl Grid {
    /// The board of `rows × cols` cells; `None` for a zero side or more than 64 cells.
    pub(crate) const fn new(rows: u32, cols: u32) -> Option<Grid> {
        if rows == 0 || cols == 0 || rows > 64 || cols > 64 || rows * cols > 64 {
            return None;
        }
        let stride = stride(rows, cols);
        let first_row = if cols == 64 {
            u64::MAX
        } else {
            (1 << cols) - 1
        };
        let mut first_col = 0;
        let mut cells = 0;
        let mut row = 0;
        while row < rows {
            first_col |= 1 << (row * stride);
            cells |= first_row << (row * stride);
            row += 1;
        }
        let mut row_of = [0; 64];
        let mut bit = 0;
        while bit < 64 {
            // Below 64: the stride is at least 1.
            row_of[bit] = (bit as u32 / stride) as u8;
            bit += 1;
        }
        Some(Grid {
            rows,
            cols,
            stride,
            cells,
            first_col,
            last_col: first_col << (cols - 1),
            first_row,
            row_of,
        })
    }

    /// Rows of the board.
    pub(crate) const fn rows(&self) -> u32 {
        self.rows
    }

    /// Columns of the board.
    pub(crate) const fn cols(&self) -> u32 {
        self.cols
    }

    /// The bits from one row to the next.
    pub(crate) const fn stride(&self) -> u32 {
        self.stride
    }

    /// Every cell.
    pub(crate) const fn cells(&self) -> u64 {
        self.cells
    }

    /// The cell at `row`, `col` (from 0, the top left), as a bit; `None` off the board.
    pub(crate) const fn cell(&self, row: u32, col: u32) -> Option<u64> {
        if row < self.rows && col < self.cols {
            Some(1 << (row * self.stride + col))
        } else {
            None
        }
    }

    /// The row and column of the cell at bit `index`.
    pub(crate) const fn place(&self, index: u32) -> (u32, u32) {
        (index / self.stride, index % self.stride)
    }

    /// The cells of `set` whose right neighbour is in `set` too: each the left cell of a
    /// horizontal pair.
    #[inline]
    pub(crate) const fn horizontal_pairs(&self, set: u64) -> u64 {
        set & !self.last_col & (set >> 1)
    }

    /// The cells of `set` whose lower neighbour is in `set` too: each the upper cell of a
    /// vertical pair.
    #[inline]
    pub(crate) const fn vertical_pairs(&self, set: u64) -> u64 {
        if self.rows == 1 {
            0
        } else {
            set & (set >> self.stride)
        }
    }

    /// The cells of `set` moved one cell right; those in the last column leave the board.
    #[inline]
    pub(crate) const fn right(&self, set: u64) -> u64 {
        (set & !self.last_col) << 1
    }

    /// The cells of `set` moved one cell left; those in the first column leave the board.
    #[inline]
    pub(crate) const fn left(&self, set: u64) -> u64 {
        (set & !self.first_col) >> 1
    }

    /// The cells of `set` moved one row down; those in the last row leave the board.
    #[inline]
    pub(crate) const fn down(&self, set: u64) -> u64 {
        if self.rows == 1 {
            0
        } else {
            (set << self.stride) & self.cells
        }
    }

    /// The cells of `set` moved one row up; those in the first row leave the board.
    #[inline]
    pub(crate) const fn up(&self, set: u64) -> u64 {
        if self.rows == 1 {
            0
        } else {
            set >> self.stride
        }
    }

    /// The cells next to a cell of `set` (left, right, above, below), on the board.
    #[inline]
    pub(crate) const fn neighbours(&self, set: u64) -> u64 {
        let sideways = ((set & !self.last_col) << 1) | ((set & !self.first_col) >> 1);
        let upright = if self.rows == 1 {
            0
        } else {
            (set << self.stride) | (set >> self.stride)
        };
        (sideways | upright) & self.cells
    }

    /// The region of `set` connected to `seed` (one of its cells) by neighbours, but that a
    /// cell of `cut` is not joined to its right neighbour.
    #[inline]
    fn region(&self, set: u64, seed: u64, cut: u64) -> u64 {
        // The cells that may join their neighbour to the right, and those to the left.
        let (rightward, leftward) = (!(self.last_col | cut), !(self.first_col | cut << 1));
        let mut region = seed;
        loop {
            // The neighbours within `set`, which lies on the board: a shift up or down off
            // it leaves `set` and needs no mask (on a board of one row, stride 64 or its
            // width, a wrapping shift of 64 is no shift and a shorter one leaves the row).
            let grown = (region
                | (region & rightward) << 1
                | (region & leftward) >> 1
                | region.wrapping_shl(self.stride)
                | region.wrapping_shr(self.stride))
                & set;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// Gives each connected region of `set` to `visit`, from the one holding the lowest cell
    /// on, but that a cell of `cut` is not joined to its right neighbour.
    #[inline]
    pub(crate) fn regions(&self, set: u64, cut: u64, mut visit: impl FnMut(u64)) {
        let mut rest = set;
        while rest != 0 {
            let region = self.region(rest, rest & rest.wrapping_neg(), cut);
            visit(region);
            rest &= !region;
        }
    }

    /// `set` moved to the top-left corner: its first row and first column not empty.
    #[inline]
    pub(crate) fn to_corner(self, set: u64) -> u64 {
        if set == 0 {
            return 0;
        }
        by_lanes!(self.stride, L => return L::to_corner(set));
        // Whole rows up, then whole columns left: the lowest cell's row, the least column.
        let row = u32::from(self.row_of[set.trailing_zeros() as usize]);
        let mut moved = set >> (row * self.stride);
        while moved & self.first_col == 0 {
            moved >>= 1;
        }
        moved
    }

    /// The height and width of a set in the corner.
    #[inline]
    fn extent(&self, set: u64) -> (u32, u32) {
        by_lanes!(self.stride, L => return L::extent(set));
        let height = match (u64::BITS - set.leading_zeros()).checked_sub(1) {
            Some(last) => u32::from(self.row_of[last as usize]) + 1,
            None => 0,
        };
        let mut width = 0;
        let mut rest = set;
        while rest != 0 {
            let row = rest & self.first_row;
            width = width.max(u64::BITS - row.leading_zeros());
            rest = if self.stride == 64 {
                0
            } else {
                rest >> self.stride
            };
        }
        (height, width)
    }

    /// The normal form of `set` (see the [module](self)): in the corner, the least of its
    /// images.
    #[inline]
    pub(crate) fn normal(&self, set: u64) -> u64 {
        by_lanes!(self.stride, L => return L::normal(set, self.rows, self.cols));
        let set = self.to_corner(set);
        if set == 0 {
            return 0;
        }
        let (height, width) = self.extent(set);
        let turns = width <= self.rows && height <= self.cols;
        if height <= 8 && width <= 8 {
            return normal_by_8(set, self.stride, height, width, turns);
        }
        let least_of = |set: u64, height: u32, width: u32| {
            let upside = self.upside_down(set, height);
            set.min(self.mirror(set, height, width))
                .min(upside)
                .min(self.mirror(upside, height, width))
        };
        // As in `Lanes::normal`: the images fewer rows high are the lesser words.
        match (turns, height.cmp(&width)) {
            (true, Ordering::Greater) => least_of(self.transpose(set), width, height),
            (true, Ordering::Equal) => {
                least_of(set, height, width).min(least_of(self.transpose(set), width, height))
            }
            _ => least_of(set, height, width),
        }
    }

    /// The cells of row `row`.
    #[cfg(test)]
    fn row_cells(&self, row: u32) -> u64 {
        self.first_row << (row * self.stride)
    }

    /// Whether `set` pairs its cells by a half turn: it is its own image under the half
    /// turn of the rectangle that bounds it, and no cell is its own image or a side
    /// neighbour of it. Then the second player answers every move by its image (the
    /// *Tweedledum and Tweedledee* strategy of *Winning Ways*, ch. 2), in Cram as in Node
    /// Kayles on the grid: the image of a domino (of a vertex with its neighbours) is free
    /// after it, and the board is again its own image. So the position is lost for the
    /// player to move, its Grundy value 0. `O(rows)` at most.
    pub(crate) fn pairs_by_half_turn(&self, set: u64) -> bool {
        let set = self.to_corner(set);
        if set == 0 {
            return true;
        }
        let (height, width) = self.extent(set);
        let turned = by_lanes!(
            self.stride,
            L => L::mirror(L::upside_down(set, height), width),
            _ => self.mirror(self.upside_down(set, height), height, width)
        );
        if turned != set {
            return false;
        }
        // The centre: a fixed cell when both sides are odd, one of a pair of cells that are
        // each other's images and neighbours when one side is (the other then there too);
        // nothing when both are even.
        if height % 2 == 0 && width % 2 == 0 {
            return true;
        }
        let (middle_row, middle_col) = ((height - 1) / 2, (width - 1) / 2);
        set >> (middle_row * self.stride + middle_col) & 1 == 0
    }

    /// `set` (in the corner, `width` wide) reflected in its middle column.
    fn mirror(&self, set: u64, height: u32, width: u32) -> u64 {
        let mut mirrored = 0;
        for row in 0..height {
            let shift = row * self.stride;
            let line = (set >> shift) & self.first_row;
            let reflected = line.reverse_bits() >> (u64::BITS - width);
            mirrored |= reflected << shift;
        }
        mirrored
    }

    /// `set` (in the corner, `height` high) reflected in its middle row.
    fn upside_down(&self, set: u64, height: u32) -> u64 {
        let mut turned = 0;
        for row in 0..height {
            let line = (set >> (row * self.stride)) & self.first_row;
            turned |= line << ((height - 1 - row) * self.stride);
        }
        turned
    }

    /// `set` (in the corner, and within the board once turned) transposed: row and column
    /// swapped, cell by cell.
    fn transpose(&self, set: u64) -> u64 {
        let mut transposed = 0;
        let mut rest = set;
        while rest != 0 {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let row = u32::from(self.row_of[bit as usize]);
            let col = bit - row * self.stride;
            transposed |= 1 << (col * self.stride + row);
        }
        transposed
    }
}

/// Runs `$fast` with `$lanes` the [`Lanes`] of `$stride` when it is a power of two (the
/// function monomorphised for each), else `$slow` (nothing, in the one-armed form).
macro_rules! by_lanes {
    ($stride:expr, $lanes:ident => $fast:expr) => {
        by_lanes!($stride, $lanes => $fast, _ => ())
    };
    ($stride:expr, $lanes:ident => $fast:expr, _ => $slow:expr) => {
        match $stride {
            1 => { type $lanes = Lanes<1>; $fast }
            2 => { type $lanes = Lanes<2>; $fast }
            4 => { type $lanes = Lanes<4>; $fast }
            8 => { type $lanes = Lanes<8>; $fast }
            16 => { type $lanes = Lanes<16>; $fast }
            32 => { type $lanes = Lanes<32>; $fast }
            64 => { type $lanes = Lanes<64>; $fast }
            _ => $slow,
        }
    };
}
use by_lanes;

/// A board whose stride `S` is a power of two: each row a lane of `S` bits of the word, so
/// that whole rows and columns move, and reflect, by shifts and swaps of bit blocks (as
/// chess programs reflect their 8 × 8 boards), whatever the board's height.
struct Lanes<const S: u32>;

impl<const S: u32> Lanes<S> {
    /// The columns a set occupies, as the bits of one lane.
    #[inline]
    const fn columns(set: u64) -> u64 {
        let mut columns = set;
        let mut block = 32;
        while block >= S {
            columns |= columns >> block;
            block /= 2;
        }
        if S == 64 {
            columns
        } else {
            columns & ((1 << S) - 1)
        }
    }

    /// `set` moved to the top-left corner: the lowest cell's lane, the least column.
    #[inline]
    const fn to_corner(set: u64) -> u64 {
        if set == 0 {
            return 0;
        }
        let moved = set >> (set.trailing_zeros() & !(S - 1));
        moved >> Self::columns(moved).trailing_zeros()
    }

    /// The height and width of a set in the corner.
    #[inline]
    const fn extent(set: u64) -> (u32, u32) {
        (
            (u64::BITS - set.leading_zeros()).div_ceil(S),
            u64::BITS - Self::columns(set).leading_zeros(),
        )
    }

    /// `set` (in the corner, `width` wide) reflected in its middle column: each lane's bits
    /// reversed (the blocks of 1, 2, … `S / 2` bits swapped), brought back to the corner.
    #[inline]
    const fn mirror(set: u64, width: u32) -> u64 {
        let mut set = set;
        let mut block = 1;
        while block < S {
            set = swap_blocks(set, block);
            block *= 2;
        }
        set >> (S - width)
    }

    /// `set` (in the corner, `height` high) reflected in its middle row: the lanes in the
    /// reverse order (the blocks of `S`, `2 S`, … 32 bits swapped), brought back to the top.
    #[inline]
    const fn upside_down(set: u64, height: u32) -> u64 {
        let mut set = set;
        if S <= 8 {
            // The bytes reversed by one instruction, then the lanes within each byte.
            set = set.swap_bytes();
            let mut block = S;
            while block < 8 {
                set = swap_blocks(set, block);
                block *= 2;
            }
        } else {
            let mut block = S;
            while block < 64 {
                set = swap_blocks(set, block);
                block *= 2;
            }
        }
        set >> (S * (u64::BITS / S - height))
    }

    /// [`Grid::normal`] on a board of `rows × cols` and this stride.
    #[inline]
    fn normal(set: u64, rows: u32, cols: u32) -> u64 {
        let set = Self::to_corner(set);
        if set == 0 {
            return 0;
        }
        let (height, width) = Self::extent(set);
        let turns = width <= rows && height <= cols;
        if S == 8 {
            return normal_8(set, height, width, turns);
        }
        if turns {
            // Then `height, width ≤ min(rows, cols) ≤ 8`.
            return normal_by_8(set, S, height, width, true);
        }
        Self::least_reflection(set, height, width)
    }

    /// The least of the four images of `set` (in the corner, `height × width`) under the
    /// reflections in its middle row and column.
    #[inline]
    fn least_reflection(set: u64, height: u32, width: u32) -> u64 {
        let upside_down = Self::upside_down(set, height);
        set.min(Self::mirror(set, width))
            .min(upside_down)
            .min(Self::mirror(upside_down, width))
    }
}

/// [`normal_8`] of `set` (in the corner, `height × width`, each at most 8, of stride
/// `stride`), packed to stride 8 and spread back: the least image there is the least here,
/// the strides keeping the order of cells.
#[inline]
fn normal_by_8(set: u64, stride: u32, height: u32, width: u32, turns: bool) -> u64 {
    let packed = to_stride_8(set, stride, height);
    from_stride_8(normal_8(packed, height, width, turns), stride)
}

/// `set` (in the corner, `height` high, at most 8 high and 8 wide, of stride `stride`) with
/// a stride of 8: the rows one after the other, at most `height` of them.
#[inline]
fn to_stride_8(set: u64, stride: u32, height: u32) -> u64 {
    let lane = if stride >= 8 { 0xFF } else { (1 << stride) - 1 };
    (0..height).fold(0, |packed, row| {
        packed | ((set >> (row * stride)) & lane) << (row * 8)
    })
}

/// A set of stride 8 (at most as wide as `stride`, and within the board once spread) with a
/// stride of `stride`.
#[inline]
fn from_stride_8(set: u64, stride: u32) -> u64 {
    let height = (u64::BITS - set.leading_zeros()).div_ceil(8);
    (0..height).fold(0, |spread, row| {
        spread | ((set >> (row * 8)) & 0xFF) << (row * stride)
    })
}

/// `set` with each pair of neighbouring blocks of `block` bits (1, 2, … 32) swapped.
#[inline]
const fn swap_blocks(set: u64, block: u32) -> u64 {
    let low = match block {
        1 => 0x5555_5555_5555_5555,
        2 => 0x3333_3333_3333_3333,
        4 => 0x0F0F_0F0F_0F0F_0F0F,
        8 => 0x00FF_00FF_00FF_00FF,
        16 => 0x0000_FFFF_0000_FFFF,
        _ => 0x0000_0000_FFFF_FFFF,
    };
    (set >> block) & low | (set & low) << block
}

/// The 8 × 8 board transposed (the flip in the diagonal of chess programs, by three delta
/// swaps).
#[inline]
const fn transpose_8(set: u64) -> u64 {
    let mut set = set;
    let swap = (set ^ (set << 28)) & 0x0F0F_0F0F_0000_0000;
    set ^= swap ^ (swap >> 28);
    let swap = (set ^ (set << 14)) & 0x3333_0000_3333_0000;
    set ^= swap ^ (swap >> 14);
    let swap = (set ^ (set << 7)) & 0x5500_5500_5500_5500;
    set ^= swap ^ (swap >> 7);
    set
}

/// [`Grid::normal`] for a board of stride 8: `set` in the corner, `height × width`, its
/// transposed images too when `turns` (they fit the board).
#[inline]
fn normal_8(set: u64, height: u32, width: u32, turns: bool) -> u64 {
    let least_of = Lanes::<8>::least_reflection;
    // An image fewer rows high is the lesser word (its highest cell is in a lower row), so
    // the turned images count only when they are as low or lower.
    match (turns, height.cmp(&width)) {
        (true, Ordering::Greater) => least_of(transpose_8(set), width, height),
        (true, Ordering::Equal) => {
            least_of(set, height, width).min(least_of(transpose_8(set), width, height))
        }
        _ => least_of(set, height, width),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_refuse_what_a_word_cannot_hold() {
        assert!(Grid::new(8, 8).is_some());
        assert!(Grid::new(1, 64).is_some());
        assert!(Grid::new(0, 3).is_none());
        assert!(Grid::new(5, 13).is_none());
        assert_eq!(Grid::new(8, 8).map(|grid| grid.cells()), Some(u64::MAX));
    }

    #[test]
    fn regions_are_connected_by_sides_only() {
        let grid = Grid::new(3, 3).unwrap();
        let cell = |row, col| grid.cell(row, col).unwrap();
        // X . X
        // . X .
        // X . X  — five regions: no two cells share a side.
        let board = cell(0, 0) | cell(0, 2) | cell(1, 1) | cell(2, 0) | cell(2, 2);
        let mut regions = Vec::new();
        grid.regions(board, 0, |region| regions.push(region));
        assert_eq!(regions.len(), 5);
        // A row does not wrap round to the next.
        let wide = Grid::new(3, 12).unwrap();
        let wrap = wide.cell(0, 11).unwrap() | wide.cell(1, 0).unwrap();
        let mut count = 0;
        wide.regions(wrap, 0, |_| count += 1);
        assert_eq!(count, 2);
        // A board of one row of 64 cells: bits 0, 2 and 3, and 63 are three regions.
        let line = Grid::new(1, 64).unwrap();
        let mut regions = Vec::new();
        line.regions(0b1101 | 1 << 63, 0, |region| regions.push(region));
        assert_eq!(regions, [0b1, 0b1100, 1 << 63]);
        // A square of four cells, its joins across cut (from its left column): two regions.
        let square = cell(0, 0) | cell(0, 1) | cell(1, 0) | cell(1, 1);
        let left = cell(0, 0) | cell(1, 0);
        let mut regions = Vec::new();
        grid.regions(square, left, |region| regions.push(region));
        assert_eq!(regions, [left, square & !left]);
    }

    #[test]
    fn alike_regions_have_one_normal_form() {
        let grid = Grid::new(4, 5).unwrap();
        // An L of three cells, in its eight orientations and places.
        let cell = |row, col| grid.cell(row, col).unwrap();
        let shapes = [
            cell(0, 0) | cell(1, 0) | cell(1, 1),
            cell(0, 1) | cell(1, 1) | cell(1, 0),
            cell(0, 0) | cell(0, 1) | cell(1, 0),
            cell(0, 0) | cell(0, 1) | cell(1, 1),
            cell(2, 3) | cell(3, 3) | cell(3, 4),
            cell(1, 2) | cell(2, 2) | cell(1, 3),
        ];
        let normal = grid.normal(shapes[0]);
        for shape in shapes {
            assert_eq!(grid.normal(shape), normal, "{shape:#b}");
        }
        // A 1×3 bar and a 3×1 bar are alike on a board where both fit.
        let bar = cell(0, 0) | cell(0, 1) | cell(0, 2);
        let upright = cell(0, 0) | cell(1, 0) | cell(2, 0);
        assert_eq!(grid.normal(bar), grid.normal(upright));
        // A bar of 5 fits across this board but not down it: its own image is its form.
        let long = (0..5).fold(0, |set, col| set | cell(2, col));
        assert_eq!(grid.normal(long), 0b11111);
    }

    /// The normal form of every region of a few boards, by the word tricks and cell by cell,
    /// and the images agree.
    #[test]
    fn word_tricks_agree_with_cell_by_cell_images() {
        for (rows, cols) in [
            (3, 5),
            (4, 4),
            (5, 3),
            (2, 8),
            (8, 8),
            (6, 7),
            (3, 12),
            (5, 11),
            (4, 9),
            (4, 16),
            (2, 20),
            (1, 40),
            (9, 4),
            (16, 2),
            (12, 5),
            (40, 1),
        ] {
            let fast = Grid::new(rows, cols).unwrap();
            // The images row by row and cell by cell, whatever the stride.
            let slow = fast;
            let mut state = 0x9E37_79B9_7F4A_7C15u64;
            for round in 0..4000 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let mut set = state & fast.cells();
                if round % 2 == 1 {
                    // Mostly within a box of at most 4 × 3 cells, so that it may turn.
                    let (top, left) = ((state >> 40) as u32 % rows, (state >> 48) as u32 % cols);
                    let (high, wide) = (1 + (state >> 56) as u32 % 4, 1 + (state >> 60) as u32 % 3);
                    let (high, wide) = match round % 8 {
                        1 | 5 => (high, wide),
                        3 => (wide, high),
                        // Up to 6 × 9: rows of 8 cells and more on the wide boards.
                        _ => (1 + (state >> 56) as u32 % 6, 1 + (state >> 60) as u32 % 9),
                    };
                    let rows_in = (top..(top + high).min(rows)).map(|row| fast.row_cells(row));
                    let box_rows = rows_in.fold(0, |cells, row| cells | row);
                    let box_cols = (left..(left + wide).min(cols))
                        .map(|col| fast.first_col << col)
                        .fold(0, |cells, col| cells | col);
                    set &= box_rows & box_cols;
                }
                let corner = fast.to_corner(set);
                let (height, width) = fast.extent(corner);
                if set == 0 {
                    continue;
                }
                let turns = width <= rows && height <= cols;
                let by_cells = {
                    let flipped = slow.mirror(corner, height, width);
                    let upside = slow.upside_down(corner, height);
                    let both = slow.mirror(upside, height, width);
                    let mut least = corner.min(flipped).min(upside).min(both);
                    if turns {
                        let turned = cell_by_cell_transpose(&slow, corner, height, width);
                        least = least
                            .min(turned)
                            .min(slow.mirror(turned, width, height))
                            .min(slow.upside_down(turned, width))
                            .min(slow.mirror(slow.upside_down(turned, width), width, height));
                    }
                    least
                };
                assert_eq!(fast.normal(set), by_cells, "{rows}x{cols} {set:#x}");
            }
        }
    }

    /// The half-turn pairing by its definition, cell by cell, on every set of small boards
    /// (of stride 8 and of a wider stride); and every set it pairs is lost in Cram, by a
    /// plain recursion over the dominoes.
    #[test]
    fn half_turn_pairing_is_its_definition_and_loses_cram() {
        for (rows, cols) in [(3, 4), (4, 3), (4, 4), (1, 10), (2, 9), (9, 2), (3, 5)] {
            let grid = Grid::new(rows, cols).unwrap();
            let cells: Vec<(u32, u32)> = (0..rows)
                .flat_map(|row| (0..cols).map(move |col| (row, col)))
                .collect();
            let mut lost = std::collections::HashMap::new();
            let mut pairs = 0;
            for subset in 0u64..1 << cells.len() {
                let set = cells
                    .iter()
                    .enumerate()
                    .filter(|&(at, _)| subset >> at & 1 != 0)
                    .fold(0, |set, (_, &(row, col))| {
                        set | grid.cell(row, col).unwrap()
                    });
                let inside: Vec<&(u32, u32)> = cells
                    .iter()
                    .filter(|&&(row, col)| set & grid.cell(row, col).unwrap() != 0)
                    .collect();
                let by_cells = inside.is_empty() || {
                    let top = inside.iter().map(|cell| cell.0).min().unwrap();
                    let bottom = inside.iter().map(|cell| cell.0).max().unwrap();
                    let left = inside.iter().map(|cell| cell.1).min().unwrap();
                    let right = inside.iter().map(|cell| cell.1).max().unwrap();
                    inside.iter().all(|&&(row, col)| {
                        let image = (top + bottom - row, left + right - col);
                        let apart = row.abs_diff(image.0) + col.abs_diff(image.1);
                        inside.contains(&&image) && apart > 1
                    })
                };
                assert_eq!(
                    grid.pairs_by_half_turn(set),
                    by_cells,
                    "{rows}x{cols} {set:#x}"
                );
                if by_cells {
                    pairs += 1;
                    assert!(cram_lost(&grid, set, &mut lost), "{rows}x{cols} {set:#x}");
                }
            }
            assert!(pairs > 2, "{rows}x{cols} has pairing sets");
        }
    }

    /// `set` (in the corner, `height × width`) transposed, cell by cell.
    fn cell_by_cell_transpose(grid: &Grid, set: u64, height: u32, width: u32) -> u64 {
        let mut transposed = 0;
        for row in 0..height {
            for col in 0..width {
                if set >> (row * grid.stride + col) & 1 != 0 {
                    transposed |= 1 << (col * grid.stride + row);
                }
            }
        }
        transposed
    }

    /// Whether Cram on the empty cells `set` is lost for the player to move.
    fn cram_lost(grid: &Grid, set: u64, memo: &mut std::collections::HashMap<u64, bool>) -> bool {
        if let Some(&known) = memo.get(&set) {
            return known;
        }
        let dominoes = [
            (grid.horizontal_pairs(set), 1),
            (grid.vertical_pairs(set), grid.stride()),
        ];
        let lost = dominoes.iter().all(|&(pairs, other)| {
            (0..64)
                .filter(|cell| pairs >> cell & 1 != 0)
                .all(|cell| !cram_lost(grid, set & !(1 << cell | 1 << (cell + other)), memo))
        });
        memo.insert(set, lost);
        lost
    }
}
