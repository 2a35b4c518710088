//! One solver, once, on one empty board: the value and the time on one line, so that
//! `/usr/bin/time -f %M` gives the solver's peak memory (the bench `boards` times the same
//! calls, `boards/solve.rs`).
//!
//! ```text
//! cargo build --release -p impartial-benches --features examples --example board_once
//! /usr/bin/time -f '%M KiB' target/release/examples/board_once ours cram 5 7
//! /usr/bin/time -f '%M KiB' target/release/examples/board_once igs cram 5 7
//! /usr/bin/time -f '%M KiB' target/release/examples/board_once igs_skyline chomp 10 10
//! ```
//!
//! The feature `examples` keeps this program, and with it the peers and criterion, out of
//! `cargo test --workspace`, which builds every example it can.

use std::process::ExitCode;
use std::time::Instant;

#[path = "../boards/solve.rs"]
mod solve;

use solve::{Board, By};

const USAGE: &str = "usage: board_once ours|igs|igs_skyline cram|chomp ROWS COLUMNS";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((by, board, rows, columns)) = parse(&args) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    if board == Board::Cram && by == By::IgsSkyline {
        eprintln!("error: igs_skyline is a model of Chomp only\n{USAGE}");
        return ExitCode::from(2);
    }
    let start = Instant::now();
    let value = solve::grundy(board, by, rows, columns);
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{} {board:?} {rows}x{columns}: value {value} in {seconds:.3} s",
        by.name()
    );
    ExitCode::SUCCESS
}

/// The solver, the game, the rows and the columns; `None` for anything else.
fn parse(args: &[String]) -> Option<(By, Board, u8, u8)> {
    let [by, board, rows, columns] = args else {
        return None;
    };
    let by = [By::Ours, By::Igs, By::IgsSkyline]
        .into_iter()
        .find(|solver| solver.name() == by)?;
    let board = match board.as_str() {
        "cram" => Board::Cram,
        "chomp" => Board::Chomp,
        _ => return None,
    };
    let rows: u8 = rows.parse().ok().filter(|&rows| rows > 0)?;
    let columns: u8 = columns.parse().ok().filter(|&columns| columns > 0)?;
    let fits = match board {
        Board::Cram => u16::from(rows) * u16::from(columns) <= 64,
        Board::Chomp => u16::from(rows) + u16::from(columns) <= 64,
    };
    fits.then_some((by, board, rows, columns))
}
