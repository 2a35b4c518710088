//! Cram: the published values of the empty boards, every small board and random positions
//! against a brute force over cell sets, misère Cram against a plain misère recursion, and
//! the errors of the board and its moves.

use std::collections::HashMap;

use impartial::prelude::*;
use impartial::search::MiserePlay;
use proptest::prelude::*;

/// A brute force with nothing of the crate's: the board a row-major set of empty cells,
/// each value the mex of the values after every domino, each position met once.
struct Brute {
    rows: usize,
    cols: usize,
    normal: HashMap<u64, u64>,
    /// Whether the player to move wins under misère play.
    misere: HashMap<u64, bool>,
}

impl Brute {
    fn new(rows: usize, cols: usize) -> Self {
        Brute {
            rows,
            cols,
            normal: HashMap::new(),
            misere: HashMap::new(),
        }
    }

    /// The empty cells of `board`, cell `row · cols + col` at that bit.
    fn cells(&self, board: &CramBoard) -> u64 {
        let mut set = 0;
        for row in 0..self.rows {
            for col in 0..self.cols {
                if board.is_empty(row, col) {
                    set |= 1 << (row * self.cols + col);
                }
            }
        }
        set
    }

    /// Every position one domino from `empty`.
    fn options(&self, empty: u64) -> Vec<u64> {
        let mut options = Vec::new();
        for row in 0..self.rows {
            for col in 0..self.cols {
                let here = 1u64 << (row * self.cols + col);
                if col + 1 < self.cols && empty & (here | here << 1) == here | here << 1 {
                    options.push(empty & !(here | here << 1));
                }
                let below = here << self.cols;
                if row + 1 < self.rows && empty & (here | below) == here | below {
                    options.push(empty & !(here | below));
                }
            }
        }
        options
    }

    fn grundy(&mut self, empty: u64) -> u64 {
        if let Some(&value) = self.normal.get(&empty) {
            return value;
        }
        let seen: Vec<u64> = self
            .options(empty)
            .into_iter()
            .map(|option| self.grundy(option))
            .collect();
        let value = (0..=seen.len() as u64)
            .find(|value| !seen.contains(value))
            .expect("the mex is at most the count of options");
        self.normal.insert(empty, value);
        value
    }

    /// Misère: whoever places the last domino loses, so a player without a move wins.
    fn misere_wins(&mut self, empty: u64) -> bool {
        if let Some(&wins) = self.misere.get(&empty) {
            return wins;
        }
        let options = self.options(empty);
        let wins = options.is_empty() || options.into_iter().any(|o| !self.misere_wins(o));
        self.misere.insert(empty, wins);
        wins
    }
}

#[test]
fn the_published_values_of_the_empty_boards() {
    // P. Beling's table (github.com/beling/impartial-games, "The results obtained so far"),
    // first computed by Glop (Lemoine and Viennot) and M. Schneider (2009).
    for (rows, cols, value) in [
        (4, 4, 0),
        (4, 5, 2),
        (4, 6, 0),
        (4, 7, 3),
        (5, 5, 0),
        (5, 6, 2),
    ] {
        let cram = Cram::new(rows, cols).unwrap();
        let search = Search::new(cram);
        assert_eq!(search.try_grundy(&cram.start()), Ok(value), "{rows}×{cols}");
        // The transposed board is the same game.
        let turned = Cram::new(cols, rows).unwrap();
        assert_eq!(
            Search::new(turned).try_grundy(&turned.start()),
            Ok(value),
            "{cols}×{rows}"
        );
    }
}

#[test]
fn every_board_of_up_to_sixteen_cells_matches_the_brute_force() {
    for rows in 1..=16 {
        for cols in 1..=16 / rows {
            let cram = Cram::new(rows, cols).unwrap();
            let mut brute = Brute::new(rows, cols);
            let start = cram.start();
            let expected = brute.grundy(brute.cells(&start));
            let search = Search::new(cram);
            assert_eq!(search.try_grundy(&start), Ok(expected), "{rows}×{cols}");
            // Every winning move leads to a loss, and the search finds all of them.
            let winning: Vec<Domino> = search.winning_moves(&start).collect();
            let by_brute: Vec<Domino> = cram
                .moves(&start)
                .filter(|domino| {
                    let after = cram.play(&start, domino).unwrap();
                    brute.grundy(brute.cells(&after)) == 0
                })
                .collect();
            assert_eq!(winning, by_brute, "{rows}×{cols}");
        }
    }
}

#[test]
fn even_by_even_boards_are_lost_and_even_by_odd_ones_won() {
    // The symmetry strategies: the second player mirrors through the centre, or the first
    // takes the two middle cells and then mirrors.
    for (rows, cols) in [(2, 2), (2, 6), (4, 4), (2, 3), (2, 7), (4, 3), (6, 3)] {
        let cram = Cram::new(rows, cols).unwrap();
        let expected = if rows % 2 == 0 && cols % 2 == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        };
        assert_eq!(
            Search::new(cram).outcome(&cram.start()),
            expected,
            "{rows}×{cols}"
        );
    }
}

#[test]
fn misere_cram_matches_a_plain_misere_recursion() {
    for (rows, cols) in [(1, 7), (2, 4), (2, 5), (3, 3), (3, 4), (3, 5), (4, 4)] {
        let cram = Cram::new(rows, cols).unwrap();
        let mut brute = Brute::new(rows, cols);
        let search: Search<Misere<Cram>, MiserePlay> = Search::new(cram.misere());
        let start = cram.start();
        let expected = if brute.misere_wins(brute.cells(&start)) {
            Outcome::Win
        } else {
            Outcome::Loss
        };
        assert_eq!(search.outcome(&start), expected, "misère {rows}×{cols}");
        for domino in cram.moves(&start) {
            let after = cram.play(&start, &domino).unwrap();
            let wins = brute.misere_wins(brute.cells(&after));
            assert_eq!(
                search.outcome(&after) == Outcome::Win,
                wins,
                "misère {rows}×{cols} after {domino}"
            );
        }
    }
}

#[test]
fn blocked_cells_make_other_shapes() {
    // A 3×3 ring: its two halves mirror each other through the centre.
    let ring = Cram::new(3, 3).unwrap().with_blocked(&[(1, 1)]).unwrap();
    let mut brute = Brute::new(3, 3);
    let start = ring.start();
    assert_eq!(
        Search::new(ring).try_grundy(&start),
        Ok(brute.grundy(brute.cells(&start)))
    );
    // A plus sign of five cells: one domino leaves three single cells.
    let plus = Cram::new(3, 3)
        .unwrap()
        .with_blocked(&[(0, 0), (0, 2), (2, 0), (2, 2)])
        .unwrap();
    assert_eq!(Search::new(plus).try_grundy(&plus.start()), Ok(1));
}

/// A loose square (four empty cells, two opposite corners of which have no other empty
/// neighbour) splits a region in two; every position of the 4×4 board, many with loose
/// squares, keeps the brute force's value, and so do its parts and its images' parts.
#[test]
fn loose_squares_split_regions_and_keep_their_values() {
    let cram = Cram::new(5, 5).unwrap();
    let board = cram.position("##.../#..../...##/..###/..###").unwrap();
    let parts = cram.parts(&board).unwrap();
    assert_eq!(parts.len(), 2, "{parts:?}");
    assert!(parts.iter().all(|part| part.empty_cells() == 7));
    let mut brute = Brute::new(5, 5);
    let expected = brute.grundy(brute.cells(&board));
    let search = Search::new(cram);
    assert_eq!(search.try_grundy(&board), Ok(expected));
    let sum = parts
        .iter()
        .fold(0, |sum, part| sum ^ brute.grundy(brute.cells(part)));
    assert_eq!(sum, expected);

    let square = Cram::new(4, 4).unwrap();
    let search = Search::new(square);
    let mut brute = Brute::new(4, 4);
    for cells in 0u32..1 << 16 {
        let blocked: Vec<(usize, usize)> = (0..16)
            .filter(|cell| cells & 1 << cell == 0)
            .map(|cell| (cell / 4, cell % 4))
            .collect();
        let board = square.with_blocked(&blocked).unwrap().start();
        let expected = brute.grundy(brute.cells(&board));
        assert_eq!(search.try_grundy(&board), Ok(expected), "{board}");
        // Its parts are worth its value together, and its images (turned, mirrored) split
        // into parts of the same values.
        let mut values = |board: &CramBoard| {
            let mut values: Vec<u64> = square
                .parts(board)
                .unwrap()
                .iter()
                .map(|part| brute.grundy(brute.cells(part)))
                .collect();
            values.sort_unstable();
            values
        };
        let here = values(&board);
        for image in [|(row, col)| (col, row), |(row, col)| (row, 3 - col)] {
            let image: Vec<(usize, usize)> = blocked.iter().copied().map(image).collect();
            let image = square.with_blocked(&image).unwrap().start();
            assert_eq!(here, values(&image), "{board}");
        }
        assert_eq!(
            here.iter().fold(0, |sum, value| sum ^ value),
            expected,
            "{board}"
        );
    }
}

#[test]
fn bad_boards_positions_and_moves_are_refused() {
    assert!(matches!(
        Cram::new(0, 5),
        Err(Error::InvalidParameter { .. })
    ));
    assert!(matches!(
        Cram::new(5, 13),
        Err(Error::InvalidParameter { .. })
    ));
    assert!(matches!(
        Cram::new(usize::MAX, 2),
        Err(Error::InvalidParameter { .. })
    ));
    let cram = Cram::new(3, 4).unwrap();
    let message = cram.with_blocked(&[(3, 0)]).unwrap_err().to_string();
    assert!(message.contains("(3, 0)"), "{message}");
    assert!(cram.position("..../..../...").is_err());
    assert!(cram.position("..../..../..../....").is_err());
    assert!(cram.position("..../..o./....").is_err());
    let board = cram.position("#.../..../....").unwrap();
    assert_eq!(board.empty_cells(), 11);
    for domino in [
        Domino::across(0, 0), // its first cell is filled
        Domino::across(0, 3), // off the right edge
        Domino::down(2, 0),   // off the bottom
        Domino::down(200, 200),
    ] {
        assert!(
            matches!(cram.play(&board, &domino), Err(Error::IllegalMove { .. })),
            "{domino}"
        );
    }
    // A board of another shape is a position the game cannot have: its cells are read
    // within this board only, and the search answers for them.
    let search = Search::new(cram);
    let other = Cram::new(8, 8).unwrap().start();
    assert!(search.try_grundy(&other).is_ok());
}

#[test]
fn moves_and_boards_read_as_people_write_them() {
    let cram = Cram::new(2, 28).unwrap();
    assert_eq!(Domino::across(1, 26).to_string(), "aa2-ab2");
    assert_eq!(Domino::down(0, 27).to_string(), "ab1-ab2");
    let board = cram.play(&cram.start(), &Domino::down(0, 27)).unwrap();
    assert!(!board.is_empty(1, 27) && board.is_empty(1, 26));
    let small = Cram::new(2, 3).unwrap();
    let board = small.play(&small.start(), &Domino::down(0, 1)).unwrap();
    assert_eq!(board.to_string(), ".#.\n.#.");
    assert_eq!(format!("{board:?}"), "CramBoard(.#./.#.)");
    assert_eq!(small.position(&board.to_string()), Ok(board));
}

thread_local! {
    static SEARCH: Search<Cram> = Search::new(Cram::new(4, 5).unwrap());
    static BRUTE: core::cell::RefCell<Brute> = core::cell::RefCell::new(Brute::new(4, 5));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random positions of a 4×5 board: the search's value is the brute force's, and so
    /// is its outcome under misère play.
    #[test]
    fn random_positions_match_the_brute_force(filled in prop::collection::vec((0usize..4, 0usize..5), 0..12)) {
        let cram = Cram::new(4, 5).unwrap().with_blocked(&filled).unwrap();
        let board = cram.start();
        let expected = BRUTE.with(|brute| {
            let mut brute = brute.borrow_mut();
            let cells = brute.cells(&board);
            (brute.grundy(cells), brute.misere_wins(cells))
        });
        prop_assert_eq!(SEARCH.with(|search| search.try_grundy(&board)), Ok(expected.0));
        let misere: Search<Misere<Cram>, MiserePlay> = Search::new(Cram::new(4, 5).unwrap().misere());
        prop_assert_eq!(misere.outcome(&board) == Outcome::Win, expected.1);
    }
}
