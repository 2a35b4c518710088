//! Closed forms against the generic search on every small position, not only sampled ones
//! (the sampled ones, and every game, are in `laws`).

use crate::common;

use common::{agrees_with_search, moves_are_legal_and_distinct};
use impartial::prelude::*;

/// Every position of up to three heaps of up to 7, not only the sampled ones.
#[test]
fn nim_matches_search_on_every_small_position() {
    for nim in [Nim::normal(), Nim::misere()] {
        let search = Search::new(nim).without_decomposition();
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

/// Every Wythoff position up to 40 × 40, in both conventions.
#[test]
fn wythoff_matches_search_up_to_40_by_40() {
    for game in [Wythoff::normal(), Wythoff::normal().misere()] {
        let search = Search::new(game);
        for first in 0..=40 {
            for second in 0..=40 {
                agrees_with_search(&game, &search, &(first, second)).unwrap();
            }
        }
        moves_are_legal_and_distinct(&game, &(7, 4)).unwrap();
    }
}

/// Every parity-game position up to 30 stones, for every k from 1 to 8, both variants.
#[test]
fn parity_game_matches_search_everywhere_small() {
    for k in 1..=8 {
        for game in [Parity::odd_wins(k).unwrap(), Parity::even_wins(k).unwrap()] {
            let search = Search::new(game);
            for remaining in 0..=30 {
                for (mover_odd, opponent_odd) in
                    [(false, false), (false, true), (true, false), (true, true)]
                {
                    let position = ParityPosition {
                        remaining,
                        mover_odd,
                        opponent_odd,
                    };
                    agrees_with_search(&game, &search, &position).unwrap();
                }
            }
        }
    }
}

/// Every Kayles position of up to three rows of up to 6, and every heap up to 40 of the
/// subtraction games on `{2}` and `{1, 3, 4}` in both conventions: the cases the sampled
/// tests once shrank to, and their neighbours.
#[test]
fn kayles_and_subtraction_match_search_on_every_small_position() {
    let kayles = Kayles::new();
    let search = Search::new(kayles).without_decomposition();
    for size in 0..=3 {
        let mut rows = vec![0; size];
        loop {
            agrees_with_search(&kayles, &search, &rows).unwrap();
            let Some(i) = rows.iter().position(|&r| r < 6) else {
                break;
            };
            rows[i] += 1;
            rows[..i].fill(0);
        }
    }
    for set in [&[2][..], &[1, 3, 4]] {
        let normal = Subtraction::new(set).unwrap();
        for game in [normal.clone(), normal.misere()] {
            let search = Search::new(game.clone());
            for heap in 0..=40 {
                agrees_with_search(&game, &search, &heap).unwrap();
            }
        }
    }
}
