//! Cram written by hand: a board game of your own, made fast for [`Search`] with nothing but
//! the crate's public traits, [`Game`] and [`Hooks`].
//!
//! `cargo run --release --example cram_by_hand -- 4 8`
//!
//! Cram: two players in turn place a domino on two empty cells side by side, across or
//! down; whoever cannot place one loses. The crate has Cram already
//! ([`impartial::games::Cram`]); this file writes it again as a user would write a game the
//! crate does not know, in five steps, and then solves the empty board of the size asked
//! with both, prints the two nimbers and times, and fails when the nimbers differ.
//!
//! 1. **A position is a word.** The empty cells are the bits of a `u64`, row `r` in the
//!    `r`th *lane* of `lane` bits, whose width is a power of two (8 for 4 × 8, 5 × 6 and
//!    5 × 7, 16 for 4 × 9): shifting a word by 1 moves every cell sideways, by `lane` up or
//!    down a row, and a row is turned end for end by reversing bits.
//! 2. **The rules,** [`Game::moves`] and [`Game::play`], with bit tricks: the cells whose
//!    right neighbour is empty too are `empty & empty >> 1`, one domino a bit.
//! 3. **The facts a solver may use.** [`Game::parts`]: the empty cells fall apart into
//!    regions that no domino joins, and a position is worth the nim-sum of its regions.
//!    [`Game::canonicalize`]: a region is worth what its translations, reflections and turns
//!    are worth, so each is kept in one *normal form*, and the search meets it once.
//! 4. **The search's hooks** ([`Hooks`]): [`pack`](Hooks::pack) the word is the position;
//!    [`packed_parts`](Hooks::packed_parts) and
//!    [`find_map_packed_option_parts`](Hooks::find_map_packed_option_parts) the normal forms
//!    of the regions of a position and of each of its options, from the word alone, so that
//!    the search plays no move and builds no position; [`difficulty`](Hooks::difficulty)
//!    the small regions first.
//! 5. **Five tricks of the game itself**, none of which changes a value:
//!    - *Centre first.* The search tries the options in the order of [`Game::moves`], then
//!      sorts them by [`difficulty`](Hooks::difficulty) (a stable sort: equals keep that
//!      order). Listing the dominoes nearest the middle of the board first (down before
//!      across at one distance) puts first those that cut the board in two, and a cut
//!      board is decided soonest. An order is never wrong, only slower or faster.
//!    - *Fewer cells* ([`HandCram::reduced`]). A cell with one empty neighbour (a *tuft*)
//!      can only be covered with that neighbour (its *centre*); of several tufts of one
//!      centre all but one can go, and a cell whose empty neighbours are all centres (a
//!      *bridge*) can go too: every move they allow leads where another move leads (see
//!      there). Fewer cells, smaller regions, and more regions that meet as one.
//!    - *Loose squares* ([`HandCram::loose_squares`]). A square of four empty cells, two
//!      opposite corners of which have no other empty neighbour, plays the same with its
//!      two joins across cut: a region it joins splits in two.
//!    - *Small regions by number.* The parts are listed least normal form first, so that
//!      a position and its images list alike parts alike; and a region whose normal form
//!      is below 2¹⁶ (within two rows of 8-bit lanes, one of 16-bit lanes) is its own
//!      [`dense_index`](Hooks::dense_index): the search keeps its value in an array, not
//!      in its hash table.
//!    - *Mirror boards* ([`value_bounds`](Hooks::value_bounds)). A board whose empty
//!      cells are their own image under a half turn, with no cell its own image or beside
//!      it, is lost for the player to move: the other answers every domino by its image
//!      (*Winning Ways*' Tweedledum and Tweedledee). Every even × even board is such a one.
//!
//! What is left out: [`play_into`](Hooks::play_into), since [`play`](Game::play) returns a
//! `u64` and allocates nothing; [`representative_moves`](Game::representative_moves), since
//! options found from the word are turned to normal form anyway and few regions are
//! symmetric; an end table ([`small_parts`](Hooks::small_parts)), which the crate's own
//! Cram does without too.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use impartial::prelude::*;
use impartial::search::Hooks;

/// Cram on a board of `rows × cols` cells, each row in a lane of `lane` bits of the word.
#[derive(Debug, Clone)]
struct HandCram {
    rows: u32,
    cols: u32,
    /// The bits from one row to the next: a power of two, at least `cols`.
    lane: u32,
    /// Every cell of the board.
    cells: u64,
    /// Every cell but those of the first column, and of the last.
    not_first_col: u64,
    not_last_col: u64,
    /// Every domino of the board, in the order the search is to try them
    /// ([`HandCram::centre_out`]).
    order: Vec<HandDomino>,
}

/// A domino: on the cell at bit `cell` and its neighbour to the right, or below when `down`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HandDomino {
    cell: u32,
    down: bool,
    /// The board's lane, to name the cells.
    lane: u32,
}

impl std::fmt::Display for HandDomino {
    /// As people write it: `a1-b1` across the top left, `a1-a2` down it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (row, col) = (self.cell / self.lane, self.cell % self.lane);
        let (row2, col2) = if self.down {
            (row + 1, col)
        } else {
            (row, col + 1)
        };
        let letter = |col: u32| char::from(b'a' + col as u8);
        write!(f, "{}{}-{}{}", letter(col), row + 1, letter(col2), row2 + 1)
    }
}

/// The set bits of `set`, lowest first.
fn bits(set: u64) -> impl Iterator<Item = u32> {
    let mut rest = set;
    std::iter::from_fn(move || {
        let bit = (rest != 0).then(|| rest.trailing_zeros())?;
        rest &= rest - 1;
        Some(bit)
    })
}

/// The masks of the bit-reversal ladder: swapping the halves of each block of `2 · shift`
/// bits, for shift 32, 16, …, 1, reverses a word; stopped early, it reverses the order of
/// the blocks (lanes) and leaves each whole.
const LADDER: [(u32, u64); 6] = [
    (32, 0x0000_0000_FFFF_FFFF),
    (16, 0x0000_FFFF_0000_FFFF),
    (8, 0x00FF_00FF_00FF_00FF),
    (4, 0x0F0F_0F0F_0F0F_0F0F),
    (2, 0x3333_3333_3333_3333),
    (1, 0x5555_5555_5555_5555),
];

impl HandCram {
    /// The empty board of `rows × cols`: `None` when its rows do not fit lanes of a
    /// power-of-two width up to 32 in 64 bits (4 × 9 fits in 16-bit lanes; 6 × 10 does not).
    fn new(rows: u32, cols: u32) -> Option<HandCram> {
        if rows == 0 || cols == 0 || cols > 32 {
            return None;
        }
        let lane = cols.next_power_of_two();
        if rows * lane > 64 {
            return None;
        }
        let row = u64::MAX >> (64 - cols);
        let cells = (0..rows).fold(0, |cells, r| cells | row << (r * lane));
        let first_col = (0..rows).fold(0, |col, r| col | 1 << (r * lane));
        let mut cram = HandCram {
            rows,
            cols,
            lane,
            cells,
            not_first_col: cells & !first_col,
            not_last_col: cells & !(first_col << (cols - 1)),
            order: Vec::new(),
        };
        cram.order = cram.centre_out();
        Some(cram)
    }

    fn start(&self) -> u64 {
        self.cells
    }

    /// Every domino of the board, nearest the middle first: by how far the domino's middle
    /// lies from the board's, along the rows plus along the columns; at one distance those
    /// down first, and among equals in reading order. A domino in the middle most often
    /// cuts the board in two.
    fn centre_out(&self) -> Vec<HandDomino> {
        // How far from the middle of a side of `side` cells lie the middle of the cell
        // `at`, and the seam between the cells `at` and `at + 1`, in half cells.
        let cell_off = |at: u32, side: u32| (2 * at + 1).abs_diff(side);
        let seam_off = |at: u32, side: u32| (2 * at + 2).abs_diff(side);
        let mut dominoes = Vec::new();
        for row in 0..self.rows {
            for col in 0..self.cols {
                let (cell, lane) = (row * self.lane + col, self.lane);
                if row + 1 < self.rows {
                    let off = cell_off(col, self.cols) + seam_off(row, self.rows);
                    let down = true;
                    dominoes.push(((off, !down), HandDomino { cell, down, lane }));
                }
                if col + 1 < self.cols {
                    let off = cell_off(row, self.rows) + seam_off(col, self.cols);
                    let down = false;
                    dominoes.push(((off, !down), HandDomino { cell, down, lane }));
                }
            }
        }
        // A stable sort: equals stay in reading order.
        dominoes.sort_by_key(|&(key, _)| key);
        dominoes.into_iter().map(|(_, domino)| domino).collect()
    }

    /// The left cells of the empty pairs across, and the upper cells of those down.
    fn pairs(&self, empty: u64) -> (u64, u64) {
        (
            empty & self.not_last_col & empty >> 1,
            empty & empty >> self.lane,
        )
    }

    /// Whether `domino` lies on two empty cells, given `pairs(empty)`.
    fn fits(domino: HandDomino, (across, down): (u64, u64)) -> bool {
        let pairs = if domino.down { down } else { across };
        pairs >> domino.cell & 1 != 0
    }

    /// The two cells of a domino.
    fn domino_cells(&self, cell: u32, down: bool) -> u64 {
        1 << cell | 1 << (cell + if down { self.lane } else { 1 })
    }

    // -- Neighbours: `set` moved one cell each way, what falls off the board dropped. -----

    fn east(&self, set: u64) -> u64 {
        (set & self.not_last_col) << 1
    }

    fn west(&self, set: u64) -> u64 {
        (set & self.not_first_col) >> 1
    }

    fn south(&self, set: u64) -> u64 {
        set << self.lane & self.cells
    }

    fn north(&self, set: u64) -> u64 {
        set >> self.lane
    }

    /// The cells next to a cell of `set`.
    fn around(&self, set: u64) -> u64 {
        self.east(set) | self.west(set) | self.south(set) | self.north(set)
    }

    /// `empty` less the cells that do not change the game, until none is left (the
    /// reduction of P. Beling and M. Rogalski's Cram solver, *Artificial Intelligence* 283
    /// (2020)):
    ///
    /// - A *tuft* is an empty cell with one empty neighbour, its *centre*: the one domino
    ///   that covers it covers the centre too, and leaves every other tuft of that centre
    ///   alone, a cell worth nothing. So a domino on one tuft of a centre leads where a
    ///   domino on another leads, and all tufts of a centre but one can go.
    /// - A *bridge* is an empty cell, neither tuft nor centre, whose empty neighbours are all
    ///   centres. A domino on it and a centre leads where the domino on that centre and its
    ///   tuft leads, once the bridge left there goes too; and no other move makes it
    ///   anything but a bridge, a spare tuft or a lone cell. So it can go.
    ///
    /// Either way the options left are those there were, up to positions alike in the same
    /// way: the reduced position is the same game, worth the same. Some 30 word operations
    /// a pass; a pass that removes nothing ends it.
    fn reduced(&self, mut empty: u64) -> u64 {
        loop {
            // The empty cells with an empty neighbour to the east, west, south and north.
            let to_east = empty & self.west(empty);
            let to_west = empty & self.east(empty);
            let to_south = empty & self.north(empty);
            let to_north = empty & self.south(empty);
            let one = to_east | to_west | to_south | to_north;
            let two = to_east & (to_west | to_south | to_north)
                | to_west & (to_south | to_north)
                | to_south & to_north;
            let tufts = one & !two;
            // A centre keeps the first of its tufts met: west of it, east, north, south; a
            // tuft whose centre kept one already is spare.
            let mut centres = 0;
            let mut spare = 0;
            let west_of = tufts & to_east;
            centres |= self.east(west_of);
            let east_of = tufts & to_west;
            spare |= east_of & self.east(centres);
            centres |= self.west(east_of);
            let north_of = tufts & to_south;
            spare |= north_of & self.north(centres);
            centres |= self.south(north_of);
            let south_of = tufts & to_north;
            spare |= south_of & self.south(centres);
            centres |= self.north(south_of);
            // Next to an empty cell, but to none that is not a centre.
            let bridges = one & !tufts & !centres & !self.around(empty & !centres);
            let gone = spare | bridges;
            if gone == 0 {
                return empty;
            }
            empty &= !gone;
        }
    }

    /// The top-left cells of the *loose squares* of `empty`: four empty cells in a square,
    /// two opposite corners of which have no empty neighbour outside it. Two joins of a
    /// loose square change nothing (the rule by which P. Beling's Cram solver in `igs`
    /// splits regions): with `a` and `b` those corners, `c` east of `a` and `d` south of
    /// it, the domino `a c` leaves `b` hanging on `d` as the domino `c b` leaves `a` hanging
    /// on `d`, the same position up to the place of one cell, and `d b` is `a d` likewise;
    /// a move elsewhere keeps the square loose, or takes `c` or `d` and leaves `a` and `b`
    /// two tufts of one centre. So the joins `a c` and `d b` can be cut, and where that
    /// splits a region, its parts are played apart.
    fn loose_squares(&self, empty: u64) -> u64 {
        let to_east = empty & self.west(empty);
        let to_west = empty & self.east(empty);
        let to_south = empty & self.north(empty);
        let to_north = empty & self.south(empty);
        // The corners whose two empty neighbours lie in one square.
        let north_west = to_east & to_south & !(to_west | to_north);
        let south_east = to_west & to_north & !(to_east | to_south);
        let north_east = to_west & to_south & !(to_east | to_north);
        let south_west = to_east & to_north & !(to_west | to_south);
        // Each square by its top-left cell, from the corner one row down and one across.
        north_west & self.north(self.west(south_east))
            | self.west(north_east & self.north(self.east(south_west)))
    }

    /// Gives each region of `empty` (cells joined by sides, but no cell of `cut` to its
    /// east neighbour) of two cells or more to `visit`: a single cell holds no domino, is
    /// worth 0, and is no part.
    fn regions(&self, empty: u64, cut: u64, mut visit: impl FnMut(u64)) {
        let mut rest = empty;
        while rest != 0 {
            let mut region = rest & rest.wrapping_neg();
            loop {
                let grown = (region
                    | self.east(region & !cut)
                    | self.west(region) & !cut
                    | self.south(region)
                    | self.north(region))
                    & rest;
                if grown == region {
                    break;
                }
                region = grown;
            }
            rest &= !region;
            if region & (region - 1) != 0 {
                visit(region);
            }
        }
    }

    /// Gives each part of `empty` to `visit`: its regions of two cells or more once
    /// reduced, each that loose squares join cut apart and its pieces split again (they
    /// may reduce further). A region is cut in its normal form, so that its images, which
    /// reduce alike only in one orientation, split alike.
    fn each_part(&self, empty: u64, visit: &mut dyn FnMut(u64)) {
        let empty = self.reduced(empty);
        let squares = self.loose_squares(empty);
        self.regions(empty, 0, |region| {
            if region & squares == 0 {
                visit(region);
                return;
            }
            let normal = self.normal(region);
            let squares = self.loose_squares(normal);
            self.regions(normal, squares | self.south(squares), |piece| {
                if piece == normal {
                    visit(region);
                } else {
                    self.each_part(piece, visit);
                }
            });
        });
    }

    /// The normal forms of the parts of `empty`, least first, over `words`; its return is
    /// the number of parts.
    fn normal_regions(&self, empty: u64, words: &mut [u64; 32]) -> usize {
        let mut count = 0;
        self.each_part(empty, &mut |part| {
            words[count] = self.normal(part);
            count += 1;
        });
        words[..count].sort_unstable();
        count
    }

    // -- The normal form: a set moved to the corner, then the least of its images. --------

    /// The lanes of `x` (rows) in reverse order, each left as it is.
    fn reverse_rows(&self, x: u64) -> u64 {
        LADDER
            .iter()
            .take_while(|&&(shift, _)| shift >= self.lane)
            .fold(x, |x, &(shift, mask)| {
                (x >> shift) & mask | (x & mask) << shift
            })
    }

    /// Each lane of `x` reversed: the whole word reversed, then the lanes put back in order.
    fn reverse_cols(&self, x: u64) -> u64 {
        self.reverse_rows(x.reverse_bits())
    }

    /// `set` moved up and left until its first row and first column hold a cell.
    fn in_corner(&self, set: u64) -> u64 {
        let up = set >> (set.trailing_zeros() / self.lane * self.lane);
        up >> self.columns(up).trailing_zeros()
    }

    /// The columns `set` has a cell in, as the bits of one lane: its lanes or-ed together,
    /// folded in halves.
    fn columns(&self, set: u64) -> u64 {
        let mut fold = set;
        let mut half = 32;
        while half >= self.lane {
            fold |= fold >> half;
            half /= 2;
        }
        fold & (u64::MAX >> (64 - self.lane))
    }

    /// The images of `set` (in the corner, `height × width`) reflected in its middle
    /// column, its middle row, and both; the least of them and `set`.
    fn least_reflection(&self, set: u64, height: u32, width: u32) -> u64 {
        let mirrored = self.reverse_cols(set) >> (self.lane - width);
        let rows_up = 64 - height * self.lane;
        let flipped = self.reverse_rows(set) >> rows_up;
        let both = self.reverse_rows(mirrored) >> rows_up;
        set.min(mirrored).min(flipped).min(both)
    }

    /// `set` (in the corner) with rows and columns swapped, cell by cell.
    fn transposed(&self, set: u64) -> u64 {
        let shift = self.lane.trailing_zeros();
        bits(set).fold(0, |turned, bit| {
            let (row, col) = (bit >> shift, bit & (self.lane - 1));
            turned | 1 << (col * self.lane + row)
        })
    }

    /// The normal form of `set`: in the corner, the least of its images under the
    /// reflections of the rectangle that bounds it, and under the transposition and its
    /// reflections when the transposed set fits the board. Two sets that are images of each
    /// other have one normal form.
    fn normal(&self, set: u64) -> u64 {
        if set == 0 {
            return 0;
        }
        let set = self.in_corner(set);
        let height = (64 - set.leading_zeros()).div_ceil(self.lane);
        let width = 64 - self.columns(set).leading_zeros();
        let least = self.least_reflection(set, height, width);
        if width <= self.rows && height <= self.cols {
            least.min(self.least_reflection(self.transposed(set), width, height))
        } else {
            least
        }
    }
}

impl Game for HandCram {
    /// The empty cells.
    type Position = u64;
    type Move = HandDomino;

    /// Every domino that fits, in the board's order: nearest its middle first.
    fn moves<'a>(&'a self, empty: &'a u64) -> impl Iterator<Item = HandDomino> {
        let pairs = self.pairs(*empty & self.cells);
        self.order
            .iter()
            .copied()
            .filter(move |&domino| Self::fits(domino, pairs))
    }

    fn play(&self, empty: &u64, domino: &HandDomino) -> Result<u64, Error> {
        let pairs = self.pairs(*empty & self.cells);
        if domino.cell >= 64 || domino.lane != self.lane || !Self::fits(*domino, pairs) {
            return Err(Error::illegal(domino, "its two cells are not both empty"));
        }
        Ok(empty & !self.domino_cells(domino.cell, domino.down))
    }

    /// The parts (regions of two cells or more of the reduced empty cells, loose squares
    /// cut), least normal form first: a position and its images list alike parts alike.
    fn parts(&self, empty: &u64) -> Option<Vec<u64>> {
        let mut parts = Vec::new();
        self.each_part(*empty & self.cells, &mut |part| parts.push(part));
        parts.sort_by_cached_key(|&part| self.normal(part));
        Some(parts)
    }

    /// The normal form of the reduced empty cells.
    fn canonicalize(&self, empty: &mut u64) {
        *empty = self.normal(self.reduced(*empty & self.cells));
    }
}

impl Hooks for HandCram {
    fn pack(&self, empty: &u64) -> Option<u64> {
        Some(empty & self.cells)
    }

    fn unpack(&self, word: u64, empty: &mut u64) {
        *empty = word;
    }

    /// The normal forms of the regions, least first, as `parts` lists them and
    /// `find_map_packed_option_parts` gives them.
    fn packed_parts(&self, empty: &u64, words: &mut Vec<u64>) -> bool {
        let mut regions = [0; 32];
        let count = self.normal_regions(empty & self.cells, &mut regions);
        words.clear();
        words.extend_from_slice(&regions[..count]);
        true
    }

    /// A region within the first 16 bits (two rows of an 8-bit lane, one of a 16-bit lane)
    /// is its own number: its value is kept in an array of 2¹⁶ entries at most.
    fn dense_index(&self, word: u64) -> Option<usize> {
        (word < 1 << 16).then_some(word as usize)
    }

    fn packs_option_parts(&self, _word: u64) -> bool {
        true
    }

    /// For each domino, in the order of `moves`, the normal forms of the regions it leaves,
    /// as `packed_parts` gives them; an option resumes at its domino's place in the board's
    /// order, plus 1.
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let empty = word & self.cells;
        let pairs = self.pairs(empty);
        let mut regions = [0; 32];
        let from = usize::try_from(resume).unwrap_or(usize::MAX);
        for (at, &domino) in self.order.iter().enumerate().skip(from) {
            if !Self::fits(domino, pairs) {
                continue;
            }
            let left = empty & !self.domino_cells(domino.cell, domino.down);
            let count = self.normal_regions(left, &mut regions);
            if let Some(found) = visit(&regions[..count], at as u64 + 1) {
                return Some(found);
            }
        }
        None
    }

    /// Exactly 0 when the empty cells pair by a half turn (in the corner, the word is its
    /// own image reflected in both middles), with no cell its own image or beside it (the
    /// cell at the centre, one of two when one side is even, is empty); else none.
    fn value_bounds(&self, empty: &u64) -> (u64, u64) {
        let set = self.in_corner(empty & self.cells);
        if set == 0 {
            return (0, 0);
        }
        let height = (64 - set.leading_zeros()).div_ceil(self.lane);
        let width = 64 - self.columns(set).leading_zeros();
        let turned = self.reverse_rows(self.reverse_cols(set) >> (self.lane - width))
            >> (64 - height * self.lane);
        let centre = 1 << ((height - 1) / 2 * self.lane + (width - 1) / 2);
        let paired = height % 2 == 0 && width % 2 == 0 || set & centre == 0;
        if turned == set && paired {
            (0, 0)
        } else {
            (0, u64::MAX)
        }
    }

    /// The square of the empty cells: of an option's regions, whose difficulties add up,
    /// one that splits the board into small regions comes before one that leaves a large
    /// one (Beling and Rogalski's "smaller components first").
    fn difficulty(&self, empty: &u64) -> u64 {
        u64::from(empty.count_ones()).pow(2)
    }
}

/// Solves the empty board of `game` (`name`), prints its nimber, time and the positions
/// its search stored, and gives the nimber and the time.
fn solve<G: Hooks>(name: &str, game: G, start: &G::Position) -> (Result<u64, Error>, Duration) {
    let search = Search::new(game);
    let clock = Instant::now();
    let value = search.try_grundy(start);
    let time = clock.elapsed();
    match &value {
        Ok(value) => println!(
            "{name}: nimber {value} in {time:.2?} ({} positions stored)",
            search.stored_positions()
        ),
        Err(error) => println!("{name}: {error}"),
    }
    (value, time)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sides: Option<Vec<u32>> = args.iter().map(|arg| arg.parse().ok()).collect();
    let (rows, cols) = match sides.as_deref() {
        Some([]) => (4, 8),
        Some(&[rows, cols]) => (rows, cols),
        _ => {
            eprintln!("usage: cram_by_hand [ROWS COLS]  (the empty board; 4 8 by default)");
            return ExitCode::from(2);
        }
    };
    let Some(hand) = HandCram::new(rows, cols) else {
        eprintln!("error: a {rows}×{cols} board does not fit this example's lanes");
        return ExitCode::from(2);
    };
    let cram = match Cram::new(rows as usize, cols as usize) {
        Ok(cram) => cram,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    let start = hand.start();
    let (mine, mine_time) = solve(&format!("cram_by_hand {rows}×{cols}"), hand, &start);
    let (theirs, their_time) = solve(&format!("games::Cram  {rows}×{cols}"), cram, &cram.start());
    match (mine, theirs) {
        (Ok(mine), Ok(theirs)) if mine == theirs => {
            let ratio = mine_time.as_secs_f64() / their_time.as_secs_f64();
            println!("by hand / crate: {ratio:.2} of the time");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("error: the two searches do not give one nimber");
            ExitCode::FAILURE
        }
    }
}
