//! Solve a Nim position: who wins, and the move that wins.
//!
//! `cargo run --example best_move`

use impartial::nim_sum;
use impartial::prelude::*;

fn main() {
    let nim = Nim::normal();
    let heaps = vec![3, 4, 5];
    println!(
        "Nim on 3, 4, 5: {:?} for the player to move",
        nim.outcome(&heaps)
    );
    if let Some(mv) = nim.best_move(&heaps) {
        // Heaps are numbered from 0 here: the move takes 2 from the heap of 3.
        println!("Best move: {mv}");
        match nim.play(&heaps, &mv) {
            Ok(after) => println!("Leaves {after:?}, nim-sum {}", nim_sum(&after)),
            Err(error) => println!("Refused: {error}"),
        }
    }
    // Every winning move, lazily: a position may have astronomically many.
    let far = vec![u64::MAX, 12_345, 678];
    for mv in nim.winning_moves(&far).take(3) {
        println!("From {far:?}: {mv}");
    }
}
