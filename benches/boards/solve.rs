//! The solvers that `boards.rs` times and `examples/board_once.rs` runs once, each on the
//! empty rectangle of `rows × columns` cells from nothing (a fresh solver every call),
//! returning its Sprague–Grundy value.
//!
//! `igs` is asked for the value of its initial position as of any position
//! (`SolverForDecomposableGame::nimber` and `SolverForSimpleGame::nimber`), never through its
//! `nimber_of_initial_*` methods: those first ask the game's `is_initial_position_winning`,
//! which for Cram answers every even × even board lost (value 0, by the mirror strategy)
//! without a search. Asked this way, igs searches every board.

use igs::game::{DecomposableGame as _, Game as _, SimpleGame as _};
use impartial::prelude::*;

/// A game of the bench.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// Cram: a domino across or down on two empty cells.
    Cram,
    /// Chomp: eat a square and every square above it and to its right.
    Chomp,
}

/// Who solves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    /// This crate: `Search::new(game).try_grundy(&start)`.
    Ours,
    /// igs 0.1.4's own solver of the game, `game.solver()`: for Cram, Beling and Rogalski's
    /// pruning with aspiration sets, regions apart, a `HashMap` transposition table; for
    /// Chomp, the plain mex over every move, memoised in a `HashMap`, on igs's `Chomp` (rows
    /// as lengths, a staircase stored once with its transpose).
    Igs,
    /// igs 0.1.4's second model of Chomp, `ChompSkyline` (the staircase as its lattice path,
    /// the same solver); Chomp only.
    IgsSkyline,
}

impl By {
    /// The name a bench and the example give it: `ours`, `igs`, `igs_skyline`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            By::Ours => "ours",
            By::Igs => "igs",
            By::IgsSkyline => "igs_skyline",
        }
    }
}

/// The value of the empty `rows × columns` board of `board`, solved from nothing by `by`.
///
/// # Panics
///
/// For a board the solver does not take (more than 64 cells for Cram, more than 64 rows
/// and columns together for Chomp, Cram by `By::IgsSkyline`), or a search of ours that
/// runs out of its memory.
#[must_use]
pub fn grundy(board: Board, by: By, rows: u8, columns: u8) -> u64 {
    let (r, c) = (usize::from(rows), usize::from(columns));
    match (board, by) {
        (Board::Cram, By::Ours) => {
            let cram = Cram::new(r, c).expect("a Cram board of at most 64 cells");
            Search::new(cram)
                .try_grundy(&cram.start())
                .expect("the search's memory holds the board")
        }
        (Board::Cram, By::Igs) => {
            // igs takes the columns first.
            let cram = igs::games::Cram::new(columns, rows);
            u64::from(cram.solver().nimber(cram.initial_position()))
        }
        (Board::Chomp, By::Ours) => {
            let chomp = Chomp::new(r, c).expect("a Chomp bar of at most 64 rows and columns");
            Search::new(chomp)
                .try_grundy(&chomp.start())
                .expect("the search's memory holds the bar")
        }
        (Board::Chomp, By::Igs) => {
            let chomp = igs::games::Chomp::new(columns, rows);
            u64::from(chomp.solver().nimber(chomp.initial_position()))
        }
        (Board::Chomp, By::IgsSkyline) => {
            let chomp = igs::games::ChompSkyline::new(columns, rows);
            u64::from(chomp.solver().nimber(chomp.initial_position()))
        }
        (Board::Cram, By::IgsSkyline) => panic!("igs's skyline model is Chomp's"),
    }
}
