//! Closed forms against the generic search on every small position, not only sampled ones
//! (the sampled ones, and every game, are in `laws`).

use crate::common;

use common::{agrees_with_search, moves_are_legal_and_distinct};
use impartial::prelude::*;
use impartial::search::{Hooks, Play};

/// Calls `check` on every list of at most `heaps` heaps of at most `largest` each, in
/// every order.
fn every_position(heaps: usize, largest: u64, mut check: impl FnMut(&Vec<u64>)) {
    for size in 0..=heaps {
        let mut position = vec![0; size];
        loop {
            check(&position);
            let Some(i) = position.iter().position(|&heap| heap < largest) else {
                break;
            };
            position[i] += 1;
            position[..i].fill(0);
        }
    }
}

/// Every position of up to three heaps of up to 7, not only the sampled ones.
#[test]
fn nim_matches_search_on_every_small_position() {
    fn check<G: Hooks<P> + Solver<G> + Game<Position = Vec<u64>> + Copy, P: Play>(nim: G) {
        let search = Search::new(nim).without_decomposition();
        every_position(3, 7, |heaps| {
            agrees_with_search(&nim, &search, heaps).unwrap();
        });
    }
    check(Nim::normal());
    check(Nim::misere());
}

/// Every Wythoff position up to 40 × 40, in both conventions.
#[test]
fn wythoff_matches_search_up_to_40_by_40() {
    fn check<G, P>(game: G)
    where
        G: Hooks<P> + Solver<G> + Game<Position = (u64, u64)> + Copy,
        P: Play,
    {
        let search = Search::new(game);
        for first in 0..=40 {
            for second in 0..=40 {
                agrees_with_search(&game, &search, &(first, second)).unwrap();
            }
        }
        moves_are_legal_and_distinct(&game, &(7, 4)).unwrap();
    }
    check(Wythoff::normal());
    check(Wythoff::normal().misere());
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
    fn check<G, P>(game: &G)
    where
        G: Hooks<P> + Solver<G> + Game<Position = u64> + Clone,
        P: Play,
    {
        let search = Search::new(game.clone());
        for heap in 0..=40 {
            agrees_with_search(game, &search, &heap).unwrap();
        }
    }
    let kayles = Kayles::new();
    let search = Search::new(kayles).without_decomposition();
    every_position(3, 6, |rows| {
        agrees_with_search(&kayles, &search, rows).unwrap();
    });
    for set in [&[2][..], &[1, 3, 4]] {
        let normal = Subtraction::new(set).unwrap();
        check(&normal);
        check(&normal.misere());
    }
}
