//! Every closed form against the generic search, on random small positions.

mod common;

use common::{agrees_with_search, moves_are_legal_and_distinct, small_nim_position};
use impartial::prelude::*;
use proptest::prelude::*;

thread_local! {
    // One search per convention, shared by the cases, so each position is solved once.
    static NORMAL_NIM: Search<Nim> = Search::new(Nim::normal());
    static MISERE_NIM: Search<Nim> = Search::new(Nim::misere());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn normal_nim_matches_search(heaps in small_nim_position()) {
        NORMAL_NIM.with(|search| agrees_with_search(&Nim::normal(), search, &heaps))?;
    }

    #[test]
    fn misere_nim_matches_search(heaps in small_nim_position()) {
        MISERE_NIM.with(|search| agrees_with_search(&Nim::misere(), search, &heaps))?;
    }

    #[test]
    fn nim_moves_keep_the_laws(heaps in small_nim_position()) {
        moves_are_legal_and_distinct(&Nim::normal(), &heaps)?;
    }
}

/// Every position of up to three heaps of up to 7, not only the sampled ones.
#[test]
fn nim_matches_search_on_every_small_position() {
    for nim in [Nim::normal(), Nim::misere()] {
        let search = Search::new(nim);
        for size in 0..=3 {
            let mut heaps = vec![0; size];
            loop {
                agrees_with_search(&nim, &search, &heaps).unwrap();
                let Some(i) = heaps.iter().position(|&h| h < 7) else {
                    break;
                };
                heaps[i] += 1;
                heaps[..i].fill(0);
            }
        }
    }
}
