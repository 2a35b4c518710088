//! A short tour of the crate: each game's rule, its first losing positions, a best move,
//! and an answer far beyond what a search could reach.
//!
//! `cargo run --example tour`

use impartial::games::circular::{CircularMove, CircularPosition};
use impartial::games::nim::count_p_positions;
use impartial::games::tac_tix::Board;
use impartial::games::wythoff::pair;
use impartial::prelude::*;

fn main() -> Result<(), Error> {
    nim()?;
    subtraction()?;
    fibonacci()?;
    wythoff()?;
    parity()?;
    die()?;
    sums()?;
    line_erasing()?;
    kayles()?;
    circular_nim()?;
    grundy_game()?;
    tac_tix()?;
    Ok(())
}

/// The first heaps up to `end` that lose for the player to move, as text.
fn losing_heaps(game: &Subtraction, end: u64) -> String {
    let losing: Vec<String> = (0..=end)
        .filter(|heap| game.outcome(heap) == Outcome::Loss)
        .map(|heap| heap.to_string())
        .collect();
    losing.join(", ")
}

fn nim() -> Result<(), Error> {
    println!("== Nim ==");
    println!("Rule: take any number of stones from one heap; whoever takes the last stone wins.");
    println!("Closed form (Bouton 1901): the player to move loses iff the nim-sum (xor) is 0.");

    let losing: Vec<String> = (1..=7u64)
        .flat_map(|a| (a..=7).flat_map(move |b| (b..=7).map(move |c| [a, b, c])))
        .filter(|heaps| Nim::normal().outcome(&heaps.to_vec()) == Outcome::Loss)
        .map(|[a, b, c]| format!("{a}-{b}-{c}"))
        .collect();
    println!("Losing 3-heap positions up to 7: {}", losing.join(", "));

    let heaps = vec![3, 4, 5];
    let nim = Nim::normal();
    if let Some(mv) = nim.best_move(&heaps) {
        let after = nim.play(&heaps, &mv)?;
        println!("From 3-4-5: {mv}, leaving {after:?} (nim-sum 0).");
    }
    let misere = Nim::misere();
    let endgame = vec![1, 1, 6];
    if let Some(mv) = misere.best_move(&endgame) {
        println!(
            "Misère, from 1-1-6: {mv}, leaving {:?} (an odd number of single stones).",
            misere.play(&endgame, &mv)?
        );
    }

    let huge = vec![u64::MAX, u64::MAX - 1, 12_345_678_901_234_567_890];
    if let Some(mv) = nim.best_move(&huge) {
        println!("From {huge:?}: {mv}.");
    }

    println!("Chance that the second player wins a random start of 3 heaps of 1..=2^n - 1:");
    for n in 2..=8u32 {
        let max_heap = (1u64 << n) - 1;
        let second_player_wins = count_p_positions(3, max_heap)?;
        let starts = u128::from(max_heap).pow(3);
        #[allow(clippy::cast_precision_loss)] // for display only
        let percent = 100.0 * second_player_wins as f64 / starts as f64;
        println!("  n = {n}: {second_player_wins} / {starts} = {percent:.3}%");
    }
    println!();
    Ok(())
}

fn subtraction() -> Result<(), Error> {
    println!("== Subtraction games ==");
    println!("Rule: one heap; a move takes an amount from a fixed set; the last stone wins.");
    let bash = Subtraction::bash(3)?;
    println!(
        "Bash's game, take 1 to 3 (Bachet 1612): losing heaps {} ...",
        losing_heaps(&bash, 20)
    );
    let misere = bash.clone().misere();
    println!(
        "  misère (the \"21 game\"): losing heaps {} ...",
        losing_heaps(&misere, 21)
    );
    let hundred = Subtraction::bash(10)?;
    if let Some(take) = hundred.best_move(&100) {
        println!(
            "  The 100 game (add 1 to 10, reach 100 to win): say {take}, then keep the total 1 more than a multiple of 11."
        );
    }

    let game = Subtraction::new(&[1, 3, 4])?;
    println!(
        "Take 1, 3 or 4: losing heaps {} ... (period {} from {}, certified)",
        losing_heaps(&game, 30),
        game.period(),
        game.preperiod()
    );
    let far = u64::MAX;
    println!(
        "  heap {far}: {:?}, winning moves {:?}",
        game.outcome(&far),
        game.winning_moves(&far).collect::<Vec<_>>()
    );
    println!();
    Ok(())
}

fn fibonacci() -> Result<(), Error> {
    println!("== Fibonacci Nim ==");
    println!(
        "Rule: one heap; the first player may not take it all; then each may take up to twice the last take."
    );
    println!(
        "Closed form (Whinihan 1963): the mover wins iff the smallest Zeckendorf term of the heap is allowed."
    );
    let game = FibonacciNim::new();
    let losing: Vec<String> = (1..=100)
        .filter(|&heap| game.outcome(&FibonacciNim::start(heap)) == Outcome::Loss)
        .map(|heap| heap.to_string())
        .collect();
    println!("Losing starts up to 100: {}", losing.join(", "));
    let start = FibonacciNim::start(100);
    println!(
        "From 100 = 89 + 8 + 3: best move {:?}; all winning moves {:?}",
        game.best_move(&start),
        game.winning_moves(&start).collect::<Vec<_>>()
    );
    let far = FibonacciNim::start(1_000_000_000_000_000_000);
    if let Some(take) = game.best_move(&far) {
        let after = game.play(&far, &take)?;
        println!(
            "From 10^18: take {take}, leaving {} with at most {} to take: {:?} for the opponent",
            after.heap,
            after.max_take,
            game.outcome(&after)
        );
    }
    println!();
    Ok(())
}

fn wythoff() -> Result<(), Error> {
    println!("== Wythoff's game ==");
    println!("Rule: two heaps; take any number from one heap, or the same number from both.");
    println!(
        "Closed form (Wythoff 1907): the losing pairs are (⌊kφ⌋, ⌊kφ²⌋), found in exact integers."
    );
    let game = Wythoff::normal();
    let size = 13;
    println!("Losing cells (#) for heaps 0..{size}:");
    print!("      ");
    for second in 0..size {
        print!("{second:>3}");
    }
    println!();
    for first in 0..size {
        print!("  {first:>3} ");
        for second in 0..size {
            let cell = if game.outcome(&(first, second)) == Outcome::Loss {
                '#'
            } else {
                '.'
            };
            print!("{cell:>3}");
        }
        println!();
    }
    let pairs: Vec<String> = (0..9)
        .filter_map(pair)
        .map(|(a, b)| format!("({a}, {b})"))
        .collect();
    println!("First losing pairs: {}", pairs.join(", "));
    if let Some(mv) = game.best_move(&(4, 9)) {
        println!("From (4, 9): {mv}, leaving {:?}.", game.play(&(4, 9), &mv)?);
    }
    let far = (u64::MAX, u64::MAX - 12_345);
    let winning: Vec<String> = game
        .winning_moves(&far)
        .collect::<Vec<_>>()
        .iter()
        .map(ToString::to_string)
        .collect();
    println!("From {far:?}: {}", winning.join("; "));
    println!();
    Ok(())
}

fn parity() -> Result<(), Error> {
    println!("== The parity game ==");
    println!(
        "Rule: one heap; take 1 to k and keep them; at the end an even (or odd) holding wins."
    );
    println!(
        "Closed form: draws exactly when the stones in play are even; otherwise periodic, period k + 2 or 2(k + 1)."
    );
    let game = Parity::even_wins(4)?;
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
    println!(
        "Even wins, k = 4, mover holding even: losing heaps {} ...",
        losing.join(", ")
    );
    let start = Parity::start(27);
    println!(
        "Kordemsky's 27 matches: {:?} for the first player; winning moves {:?}.",
        game.outcome(&start),
        game.winning_moves(&start).collect::<Vec<_>>()
    );
    let far = Parity::start(u64::MAX);
    if let Some(take) = game.best_move(&far) {
        println!(
            "From {} matches: {:?}, by taking {take}.",
            far.remaining,
            game.outcome(&far)
        );
    }
    println!();
    Ok(())
}

fn die() -> Result<(), Error> {
    println!("== The tipping-die game ==");
    println!("Rule: tip the die a quarter turn and take the number on top; who cannot move loses.");
    println!("Closed form: period 9 in the heap for each top face (one exception at heap 1).");
    let game = Die::new();
    for top in 1..=3 {
        let losing: Vec<String> = (0..=27)
            .filter(|&n| Die::position(n, top).is_ok_and(|p| game.outcome(&p) == Outcome::Loss))
            .map(|n| n.to_string())
            .collect();
        println!(
            "Top {top} (or {}): losing heaps {} ...",
            7 - top,
            losing.join(", ")
        );
    }
    println!(
        "Race to 31 with a free first face: open with {:?}.",
        game.winning_moves(&Die::start(31)).collect::<Vec<_>>()
    );
    if let Some(chance) = Die::roller_win_chance(31) {
        println!("Rolling for the first face instead, the roller wins with chance {chance}.");
    }
    let far = Die::position(u64::MAX, 2)?;
    if let Some(face) = game.best_move(&far) {
        println!(
            "From {far}: {:?}, by tipping to {face}.",
            game.outcome(&far)
        );
    }
    println!();
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

fn sums() -> Result<(), Error> {
    println!("== Sums of games (Sprague–Grundy) ==");
    println!(
        "Every normal-play game is worth a Nim heap; a sum of games, the nim-sum of the heaps."
    );
    let sum = Sum::new(vec![
        Subtraction::new(&[1, 3, 4])?,
        Subtraction::bash(2)?,
        Subtraction::bash(u64::MAX)?,
    ]);
    let position = vec![5, 7, 6];
    let values: Vec<u64> = sum
        .components()
        .iter()
        .zip(&position)
        .map(|(game, heap)| game.grundy(heap))
        .collect();
    println!(
        "Take 1, 3 or 4 from 5, take 1 or 2 from 7, and a Nim heap of 6: values {}, nim-sum {}.",
        listed(values),
        sum.grundy(&position)
    );
    if let Some(mv) = sum.winning_move(&position) {
        println!(
            "Winning move: take {} in component {}, leaving {:?}.",
            mv.mv,
            mv.component,
            sum.play(&position, &mv)?
        );
    }
    println!(
        "(Misère sums are not decided this way: misère Nim on 1, 1 has nim-sum 0 and is won.)"
    );
    println!();
    Ok(())
}

fn line_erasing() -> Result<(), Error> {
    println!("== Line erasing ==");
    println!("Rule: erase any number of adjacent segments of one line; the last segment wins.");
    let search = Search::new(LineErasing::new());
    println!(
        "Search: lines of 0..=10 are worth {} (a line of n is a Nim heap of n).",
        listed((0..=10).map(|n| search.grundy(&vec![n])))
    );
    let game = LineErasing::new();
    if let Some(mv) = game.best_move(&vec![6]) {
        println!(
            "From a line of 6: {mv}, leaving {:?}.",
            game.play(&vec![6], &mv)?
        );
    }
    let far = vec![1_000_000_000_000_000_000, 123_456_789];
    if let Some(mv) = game.best_move(&far) {
        println!("From lines {far:?}: {mv}.");
    }
    println!();
    Ok(())
}

fn kayles() -> Result<(), Error> {
    println!("== Kayles ==");
    println!("Rule: knock down one pin or two adjacent pins from a row; the last pin wins.");
    println!(
        "Row values 0..=23: {} ... (period {} from row {}, certified)",
        listed((0..=23).map(Kayles::row_value)),
        Kayles::period(),
        Kayles::preperiod()
    );
    let kayles = Kayles::new();
    if let Some(mv) = kayles.best_move(&vec![7]) {
        println!(
            "From a row of 7: {mv}, leaving {:?}: mirror from there.",
            kayles.play(&vec![7], &mv)?
        );
    }
    let far = vec![u64::MAX, 1_000_000_000_007];
    if let Some(mv) = kayles.best_move(&far) {
        println!("From rows {far:?}: {mv}.");
    }
    println!();
    Ok(())
}

fn circular_nim() -> Result<(), Error> {
    println!("== Circular Nim ==");
    println!("Rule: stones in a circle; take 1, 2 or 3 adjacent; the first move leaves a row.");
    let losing: Vec<u64> = (0..=12)
        .filter(|&n| CircularNim::circle_outcome(n) == Outcome::Loss)
        .collect();
    println!(
        "Circles lost for the first player: {} ... (the second answers by symmetry)",
        listed(losing)
    );
    let game = CircularNim::new();
    let row = game.play(&CircularPosition::Circle(12), &CircularMove::Circle(3))?;
    let answer = CircularMove::Row(RowMove {
        row: 0,
        start: 4,
        count: 1,
    });
    println!(
        "Circle of 12, the first player takes 3; the second answers: {}, leaving {:?}.",
        RowMove {
            row: 0,
            start: 4,
            count: 1
        },
        game.play(&row, &answer)?
    );
    println!("Rows have no known period (octal game 0.777): ask the search.");
    println!(
        "Circle of {}: {:?} for the first player.",
        u64::MAX,
        CircularNim::circle_outcome(u64::MAX)
    );
    println!();
    Ok(())
}

fn grundy_game() -> Result<(), Error> {
    println!("== Grundy's game ==");
    println!("Rule: split a heap into two heaps of different sizes; who cannot move loses.");
    let values = GrundyGame::values(30)?;
    println!(
        "Heap values 0..30: {} ... (no period known)",
        listed(values.iter().copied())
    );
    let losing: Vec<u64> = (0..30u64).filter(|&n| values[n as usize] == 0).collect();
    println!(
        "Single heaps lost for the player to move: {}",
        listed(losing)
    );
    let search = Search::new(GrundyGame::new());
    if let Some(split) = search.best_move(&vec![9]) {
        println!(
            "From a heap of 9: {split}, leaving {:?}.",
            GrundyGame::new().play(&vec![9], &split)?
        );
    }
    println!();
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

fn tac_tix() -> Result<(), Error> {
    println!("== Tac Tix ==");
    println!(
        "Rule: take one stone, or adjacent stones in one line; solved by search up to symmetry."
    );
    for game in [
        TacTix::square(),
        TacTix::square().misere(),
        TacTix::triangle(),
        TacTix::triangle().misere(),
    ] {
        let solver = TacTixSolver::new(game);
        let winner = match solver.outcome(&game.start()) {
            Outcome::Win => "first player wins",
            _ => "second player wins",
        };
        println!(
            "  {:?}, {:?}: {winner} ({} positions up to symmetry)",
            game.board(),
            game.convention(),
            solver.solved_positions()
        );
    }
    let triangle = TacTix::triangle();
    let solver = TacTixSolver::new(triangle);
    if let Some(best) = solver.best_move(&triangle.start()) {
        println!("Triangle, normal play, after the first player's best move:");
        println!(
            "{}",
            draw_tac_tix(triangle, triangle.play(&triangle.start(), &best)?)
        );
    }
    println!();
    Ok(())
}
