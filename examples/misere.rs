//! Misère Kayles: outcomes and winning moves by the generic search, and the genus of each
//! row, which says how a row behaves in misère sums.
//!
//! Run with `cargo run --example misere`.

use impartial::prelude::*;

fn main() -> Result<(), Error> {
    let kayles = TakeAndBreak::kayles().misere();
    let search = Search::new(kayles.clone());
    for position in [vec![1], vec![1, 1], vec![3], vec![4, 4], vec![2, 5, 7]] {
        let outcome = search.try_outcome(&position)?;
        let winning: Vec<String> = search
            .try_winning_moves(&position)?
            .iter()
            .map(ToString::to_string)
            .collect();
        println!("{position:?}: {outcome:?}; winning moves: {winning:?}");
    }
    let genera = kayles.genus_sequence(
        std::env::args()
            .nth(1)
            .map_or(Ok(20), |n| n.parse())
            .unwrap_or(20),
    )?;
    for (heap, genus) in genera.iter().enumerate() {
        let tame = if genus.is_tame() { "tame" } else { "not tame" };
        println!("{heap:>2}: {genus} ({tame})");
    }
    Ok(())
}
