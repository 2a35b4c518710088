//! Misère Kayles: outcomes and winning moves by the generic search, the genus of each row,
//! which says how a row behaves in misère sums, and the misère quotient, which answers any
//! sum of rows at once.
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

    // The quotient: computed heap by heap until its period is certified, then any sum of
    // rows, however long, is answered by multiplying one element a row.
    let quotient = TakeAndBreak::kayles().misere().misere_quotient(1000)?;
    println!(
        "misère Kayles' quotient: order {}, |P| = {}, {}",
        quotient.order(),
        quotient.p_count(),
        if quotient.is_tame() { "tame" } else { "wild" }
    );
    if let Some(period) = quotient.period() {
        println!(
            "pretending function: period {} from row {}",
            period.period, period.preperiod
        );
    }
    let solver = quotient.into_solver();
    for position in [vec![2, 5, 7], vec![1_000_000, 999_999, 3]] {
        let outcome = solver.try_outcome(&position)?;
        println!(
            "{position:?}: {outcome:?}, best move {:?}",
            solver.best_move(&position).map(|mv| mv.to_string())
        );
        if position == [2, 5, 7] {
            // The quotient agrees with the search.
            assert_eq!(outcome, search.try_outcome(&position)?);
        }
    }
    Ok(())
}
