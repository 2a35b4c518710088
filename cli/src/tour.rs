//! `impartial tour`: each game's rule, its first losing positions, a best move, and an
//! answer far beyond what a search could reach.

use std::io::{self, Write};

use impartial::games::nim::count_p_positions;
use impartial::games::tac_tix::Board;
use impartial::games::wythoff::pair;
use impartial::prelude::*;

use crate::describe;
use crate::describe::amounts;

pub const EXAMPLES: &str = "\
Examples:
  impartial tour                 the whole tour
  impartial tour | less          page through it

Each game of the library in turn: its rule, its closed form and where it comes from, its
first losing positions, a best move, and a position far beyond any search. Heaps and rows
are numbered from 1.";

/// A line of the tour.
macro_rules! say {
    ($out:expr) => { writeln!($out)? };
    ($out:expr, $($arg:tt)*) => { writeln!($out, $($arg)*)? };
}

/// Part of a line of the tour.
macro_rules! put {
    ($out:expr, $($arg:tt)*) => { write!($out, $($arg)*)? };
}

/// A library error in the tour, which uses only valid games and moves: reported as an I/O
/// error, which it cannot be.
fn broken(error: &Error) -> io::Error {
    io::Error::other(error.to_string())
}

/// The library's answer, or the tour's failure.
fn ok<T>(result: Result<T, Error>) -> io::Result<T> {
    result.map_err(|error| broken(&error))
}

/// Runs `impartial tour`.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    nim(out)?;
    subtraction(out)?;
    fibonacci(out)?;
    wythoff(out)?;
    parity(out)?;
    die(out)?;
    sums(out)?;
    line_erasing(out)?;
    kayles(out)?;
    circular_nim(out)?;
    grundy_game(out)?;
    tac_tix(out)?;
    Ok(())
}

/// Numbers joined by `-`: `1-4-5`.
fn dashed(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

fn outcome_words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "a win",
        Outcome::Loss => "a loss",
        Outcome::Draw => "a draw",
    }
}

/// The first heaps up to `end` that lose for the player to move, as text.
fn losing_heaps<G: Game<Position = u64> + Solver<G>>(game: &G, end: u64) -> String {
    let losing: Vec<String> = (0..=end)
        .filter(|heap| game.outcome(heap) == Outcome::Loss)
        .map(|heap| heap.to_string())
        .collect();
    losing.join(", ")
}

fn nim(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Nim ==");
    say!(
        out,
        "Rule: take any number of stones from one heap; whoever takes the last stone wins."
    );
    say!(
        out,
        "Closed form (Bouton 1901): the player to move loses iff the nim-sum (xor) is 0."
    );

    let losing: Vec<String> = (1..=7u64)
        .flat_map(|a| (a..=7).flat_map(move |b| (b..=7).map(move |c| [a, b, c])))
        .filter(|heaps| Nim::normal().outcome(&heaps.to_vec()) == Outcome::Loss)
        .map(|[a, b, c]| format!("{a}-{b}-{c}"))
        .collect();
    say!(
        out,
        "Losing 3-heap positions up to 7: {}",
        losing.join(", ")
    );

    let heaps = vec![3, 4, 5];
    let nim = Nim::normal();
    if let Some(mv) = nim.best_move(&heaps) {
        let after = ok(nim.play(&heaps, &mv))?;
        say!(
            out,
            "From 3-4-5: {}, leaving {} (nim-sum 0).",
            describe::nim_move(&mv),
            dashed(&after)
        );
    }
    let misere = Nim::misere();
    let endgame = vec![1, 1, 6];
    if let Some(mv) = misere.best_move(&endgame) {
        say!(
            out,
            "Misère, from 1-1-6: {}, leaving {} (an odd number of single stones).",
            describe::nim_move(&mv),
            dashed(&ok(misere.play(&endgame, &mv))?)
        );
    }

    let huge = vec![u64::MAX, u64::MAX - 1, 12_345_678_901_234_567_890];
    if let Some(mv) = nim.best_move(&huge) {
        say!(
            out,
            "From heaps {}: {}.",
            listed(huge.iter().copied()),
            describe::nim_move(&mv)
        );
    }

    say!(
        out,
        "Chance that the second player wins a random start of 3 heaps of 1..=2^n - 1:"
    );
    for n in 2..=8u32 {
        let max_heap = (1u64 << n) - 1;
        let second_player_wins = ok(count_p_positions(3, max_heap))?;
        let starts = u128::from(max_heap).pow(3);
        #[allow(clippy::cast_precision_loss)] // for display only
        let percent = 100.0 * second_player_wins as f64 / starts as f64;
        say!(
            out,
            "  n = {n}: {second_player_wins} / {starts} = {percent:.3}%"
        );
    }
    say!(out);
    Ok(())
}

fn subtraction(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Subtraction games ==");
    say!(
        out,
        "Rule: one heap; a move takes an amount from a fixed set; the last stone wins."
    );
    let bash = ok(Subtraction::bash(3))?;
    say!(
        out,
        "Bash's game, take 1 to 3 (Bachet 1612): losing heaps {} ...",
        losing_heaps(&bash, 20)
    );
    let misere = bash.clone().misere();
    say!(
        out,
        "  misère (the \"21 game\"): losing heaps {} ...",
        losing_heaps(&misere, 21)
    );
    let hundred = ok(Subtraction::bash(10))?;
    if let Some(take) = hundred.best_move(&100) {
        say!(
            out,
            "  The 100 game (add 1 to 10, reach 100 to win): say {take}, then keep the total 1 more than a multiple of 11."
        );
    }

    let game = ok(Subtraction::new(&[1, 3, 4]))?;
    say!(
        out,
        "Take 1, 3 or 4: losing heaps {} ... (period {} from {}, certified)",
        losing_heaps(&game, 30),
        game.period().period,
        game.period().preperiod
    );
    let far = u64::MAX;
    say!(
        out,
        "  heap {far}: {}; winning moves: take {}",
        outcome_words(game.outcome(&far)),
        amounts(&game.winning_moves(&far).collect::<Vec<_>>())
    );
    say!(out);
    Ok(())
}

fn fibonacci(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Fibonacci Nim ==");
    say!(
        out,
        "Rule: one heap; the first player may not take it all; then each may take up to twice the last take."
    );
    say!(
        out,
        "Closed form (Whinihan 1963): the mover wins iff the smallest Zeckendorf term of the heap is allowed."
    );
    let game = FibonacciNim::new();
    let losing: Vec<String> = (1..=100)
        .filter(|&heap| game.outcome(&FibonacciNim::start(heap)) == Outcome::Loss)
        .map(|heap| heap.to_string())
        .collect();
    say!(out, "Losing starts up to 100: {}", losing.join(", "));
    let start = FibonacciNim::start(100);
    say!(
        out,
        "From 100 = 89 + 8 + 3: best move: take {}; all winning moves: take {}",
        game.best_move(&start).unwrap_or(0),
        amounts(&game.winning_moves(&start).collect::<Vec<_>>())
    );
    let far = FibonacciNim::start(1_000_000_000_000_000_000);
    if let Some(take) = game.best_move(&far) {
        let after = ok(game.play(&far, &take))?;
        say!(
            out,
            "From 10^18: take {take}, leaving {} with at most {} to take: {} for the opponent",
            after.heap,
            after.max_take,
            outcome_words(game.outcome(&after))
        );
    }
    say!(out);
    Ok(())
}

fn wythoff(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Wythoff's game ==");
    say!(
        out,
        "Rule: two heaps; take any number from one heap, or the same number from both."
    );
    say!(
        out,
        "Closed form (Wythoff 1907): the losing pairs are (⌊kφ⌋, ⌊kφ²⌋), found in exact integers."
    );
    let game = Wythoff::normal();
    let size = 13;
    say!(out, "Losing cells (#) for heaps 0..{size}:");
    put!(out, "      ");
    for second in 0..size {
        put!(out, "{second:>3}");
    }
    say!(out);
    for first in 0..size {
        put!(out, "  {first:>3} ");
        for second in 0..size {
            let cell = if game.outcome(&(first, second)) == Outcome::Loss {
                '#'
            } else {
                '.'
            };
            put!(out, "{cell:>3}");
        }
        say!(out);
    }
    let pairs: Vec<String> = (0..9)
        .filter_map(pair)
        .map(|(a, b)| format!("({a}, {b})"))
        .collect();
    say!(out, "First losing pairs: {}", pairs.join(", "));
    if let Some(mv) = game.best_move(&(4, 9)) {
        let (first, second) = ok(game.play(&(4, 9), &mv))?;
        say!(out, "From (4, 9): {mv}, leaving ({first}, {second}).");
    }
    let far = (u64::MAX, u64::MAX - 12_345);
    let winning: Vec<String> = game
        .winning_moves(&far)
        .collect::<Vec<_>>()
        .iter()
        .map(ToString::to_string)
        .collect();
    say!(out, "From ({}, {}): {}", far.0, far.1, winning.join("; "));
    say!(out);
    Ok(())
}

fn parity(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== The parity game ==");
    say!(
        out,
        "Rule: one heap; take 1 to k and keep them; at the end an even (or odd) holding wins."
    );
    say!(
        out,
        "Closed form: draws exactly when the stones in play are even; otherwise periodic, period k + 2 or 2(k + 1)."
    );
    let game = ok(Parity::even_wins(4))?;
    let losing: Vec<String> = (0..=30)
        .filter(|&n| {
            let first = ParityPosition {
                remaining: n,
                mover_odd: false,
                opponent_odd: n % 2 == 0,
            };
            game.outcome(&first) == Outcome::Loss
        })
        .map(|n| n.to_string())
        .collect();
    say!(
        out,
        "Even wins, k = 4, mover holding even: losing heaps {} ...",
        losing.join(", ")
    );
    let start = Parity::start(27);
    say!(
        out,
        "Kordemsky's 27 matches: {} for the first player; winning moves: take {}.",
        outcome_words(game.outcome(&start)),
        amounts(&game.winning_moves(&start).collect::<Vec<_>>())
    );
    let far = Parity::start(u64::MAX);
    if let Some(take) = game.best_move(&far) {
        say!(
            out,
            "From {} matches: {}, by taking {take}.",
            far.remaining,
            outcome_words(game.outcome(&far))
        );
    }
    say!(out);
    Ok(())
}

fn die(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== The tipping-die game ==");
    say!(
        out,
        "Rule: tip the die a quarter turn and take the number on top; who cannot move loses."
    );
    say!(
        out,
        "Closed form: period 9 in the heap for each top face (one exception at heap 1)."
    );
    let game = Die::new();
    for top in 1..=3 {
        let losing: Vec<String> = (0..=27)
            .filter(|&n| Die::position(n, top).is_ok_and(|p| game.outcome(&p) == Outcome::Loss))
            .map(|n| n.to_string())
            .collect();
        say!(
            out,
            "Top {top} (or {}): losing heaps {} ...",
            7 - top,
            losing.join(", ")
        );
    }
    say!(
        out,
        "Race to 31 with a free first face: open with {}.",
        amounts(
            &game
                .winning_moves(&Die::start(31))
                .map(u64::from)
                .collect::<Vec<_>>()
        )
    );
    if let Some(chance) = Die::roller_win_chance(31) {
        say!(
            out,
            "Rolling for the first face instead, the roller wins with chance {chance}."
        );
    }
    let far = ok(Die::position(u64::MAX, 2))?;
    if let Some(face) = game.best_move(&far) {
        say!(
            out,
            "From {far}: {}, by tipping to {face}.",
            outcome_words(game.outcome(&far))
        );
    }
    say!(out);
    Ok(())
}

/// Values as a comma-separated list.
fn listed(values: impl IntoIterator<Item = u64>) -> String {
    values
        .into_iter()
        .map(|value| value.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn sums(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Sums of games (Sprague–Grundy) ==");
    say!(
        out,
        "Every normal-play game is worth a Nim heap; a sum of games, the nim-sum of the heaps."
    );
    let sum = Sum::new(vec![
        ok(Subtraction::new(&[1, 3, 4]))?,
        ok(Subtraction::bash(2))?,
        ok(Subtraction::bash(u64::MAX))?,
    ]);
    let position = vec![5, 7, 6];
    let values: Vec<u64> = sum
        .components()
        .iter()
        .zip(&position)
        .map(|(game, heap)| game.grundy(heap))
        .collect();
    say!(
        out,
        "Take 1, 3 or 4 from 5, take 1 or 2 from 7, and a Nim heap of 6: values {}, nim-sum {}.",
        listed(values),
        sum.grundy(&position)
    );
    if let Some(mv) = sum.winning_move(&position) {
        say!(
            out,
            "Winning move: take {} from component {}, leaving {}.",
            mv.mv,
            mv.component + 1,
            dashed(&ok(sum.play(&position, &mv))?)
        );
    }
    say!(
        out,
        "(Misère sums are not decided this way: misère Nim on 1, 1 has nim-sum 0 and is won.)"
    );
    say!(out);
    Ok(())
}

fn line_erasing(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Line erasing ==");
    say!(
        out,
        "Rule: erase any number of adjacent segments of one line; the last segment wins."
    );
    let search = Search::new(LineErasing::new());
    say!(
        out,
        "Search: lines of 0..=10 are worth {} (a line of n is a Nim heap of n).",
        listed((0..=10).map(|n| search.grundy(&vec![n])))
    );
    let game = LineErasing::new();
    if let Some(mv) = game.best_move(&vec![6]) {
        say!(
            out,
            "From a line of 6: {}, and nothing is left.",
            describe::row_move(&[6], &mv, "line")
        );
    }
    let far = vec![1_000_000_000_000_000_000, 123_456_789];
    if let Some(mv) = game.best_move(&far) {
        say!(
            out,
            "From lines {}: {}.",
            listed(far.iter().copied()),
            describe::row_move(&far, &mv, "line")
        );
    }
    say!(out);
    Ok(())
}

fn kayles(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Kayles ==");
    say!(
        out,
        "Rule: knock down one pin or two adjacent pins from a row; the last pin wins."
    );
    say!(
        out,
        "Row values 0..=23: {} ... (period {} from row {}, certified)",
        listed((0..=23).map(|length| Kayles::new().grundy(&vec![length]))),
        Kayles::new().period().period,
        Kayles::new().period().preperiod
    );
    let kayles = Kayles::new();
    if let Some(mv) = kayles.best_move(&vec![7]) {
        say!(
            out,
            "From a row of 7: {}; then mirror the opponent's moves.",
            describe::row_move(&[7], &mv, "row")
        );
    }
    let far = vec![u64::MAX, 1_000_000_000_007];
    if let Some(mv) = kayles.best_move(&far) {
        say!(
            out,
            "From rows {}: {}.",
            listed(far.iter().copied()),
            describe::row_move(&far, &mv, "row")
        );
    }
    say!(out);
    Ok(())
}

fn circular_nim(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Circular Nim ==");
    say!(
        out,
        "Rule: stones in a circle; take 1, 2 or 3 adjacent; the first move leaves a row."
    );
    let losing: Vec<u64> = (0..=12)
        .filter(|&n| {
            CircularNim::new().known_outcome(&CircularPosition::Circle(n)) == Some(Outcome::Loss)
        })
        .collect();
    say!(
        out,
        "Circles lost for the first player: {} ... (the second answers by symmetry)",
        listed(losing)
    );
    let game = CircularNim::new();
    let row = ok(game.play(&CircularPosition::Circle(12), &CircularMove::Circle(3)))?;
    let answer = CircularMove::Row(RowMove {
        row: 0,
        start: 4,
        count: 1,
    });
    say!(
        out,
        "Circle of 12, the first player takes 3; the second answers: {}; then mirrors.",
        describe::circular_move(&row, &answer)
    );
    say!(
        out,
        "Rows have no known period (octal game 0.777): ask the search."
    );
    say!(
        out,
        "Circle of {}: {} for the first player.",
        u64::MAX,
        outcome_words(
            CircularNim::new()
                .known_outcome(&CircularPosition::Circle(u64::MAX))
                .unwrap_or(Outcome::Loss)
        )
    );
    say!(out);
    Ok(())
}

fn grundy_game(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Grundy's game ==");
    say!(
        out,
        "Rule: split a heap into two heaps of different sizes; who cannot move loses."
    );
    let values = ok(GrundyGame::values(30))?;
    say!(
        out,
        "Heap values 0..30: {} ... (no period known)",
        listed(values.iter().copied())
    );
    let losing: Vec<u64> = (0..30u64).filter(|&n| values[n as usize] == 0).collect();
    say!(
        out,
        "Single heaps lost for the player to move: {}",
        listed(losing)
    );
    let search = Search::new(GrundyGame::new());
    if let Some(split) = search.best_move(&vec![9]) {
        say!(
            out,
            "From a heap of 9: split it into {} and {}.",
            9 - split.smaller,
            split.smaller
        );
    }
    say!(out);
    Ok(())
}

/// The board of `game` at `position`, stones as `o` and empty places as `.`.
fn draw_tac_tix(game: TacTix, position: u16) -> String {
    let (rows, indent) = match game.board() {
        Board::Square => (4, false),
        Board::Triangle => (5, true),
    };
    (0..rows)
        .map(|row| {
            let cells: Vec<&str> = (0..rows)
                .filter_map(|column| game.stone(row, column))
                .map(|stone| if position & stone == 0 { "." } else { "o" })
                .collect();
            let pad = if indent {
                " ".repeat(rows - 1 - row)
            } else {
                String::new()
            };
            format!("    {pad}{}", cells.join(" "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One line of the tour's Tac Tix: who wins from the full `game` under `convention`.
fn tac_tix_line(
    out: &mut dyn Write,
    game: TacTix,
    convention: &str,
    outcome: Outcome,
    positions: usize,
) -> io::Result<()> {
    let winner = match outcome {
        Outcome::Win => "first player wins",
        _ => "second player wins",
    };
    let board = match game.board() {
        Board::Square => "the 4×4 square",
        Board::Triangle => "the triangle of 15",
    };
    say!(
        out,
        "  {board}, {convention}: {winner} ({positions} positions up to symmetry)"
    );
    Ok(())
}

fn tac_tix(out: &mut dyn Write) -> io::Result<()> {
    say!(out, "== Tac Tix ==");
    say!(
        out,
        "Rule: take one stone, or adjacent stones in one line; solved by search up to symmetry."
    );
    for board in [TacTix::square(), TacTix::triangle()] {
        let normal = Search::new(board);
        let outcome = normal.outcome(&board.start());
        tac_tix_line(
            out,
            board,
            "normal play",
            outcome,
            normal.solved_positions(),
        )?;
        let misere = Search::new(board.misere());
        let outcome = misere.outcome(&board.start());
        tac_tix_line(
            out,
            board,
            "misère play",
            outcome,
            misere.solved_positions(),
        )?;
    }
    let triangle = TacTix::triangle();
    let solver = Search::new(triangle);
    if let Some(best) = solver.best_move(&triangle.start()) {
        say!(
            out,
            "Triangle, normal play, after the first player's best move ({}):",
            describe::tac_tix_move(triangle, best)
        );
        say!(
            out,
            "{}",
            draw_tac_tix(triangle, ok(triangle.play(&triangle.start(), &best))?)
        );
    }
    say!(out);
    Ok(())
}
