//! A short tour of the crate: each game's rule, its first losing positions, a best move,
//! and an answer far beyond what a search could reach.
//!
//! `cargo run --example tour`

use impartial::games::nim::count_p_positions;
use impartial::prelude::*;

fn main() -> Result<(), Error> {
    nim()?;
    Ok(())
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
