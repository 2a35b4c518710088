//! Nim with a move on every heap: Wythoff's game on two heaps, Nim on one heap and whenever a
//! heap is empty, an independent brute force on three and four heaps, the laws of `Game`, and
//! every error.

use core::fmt;
use std::collections::HashMap;

use impartial::prelude::*;
use impartial::search::{Hooks, Play};
use proptest::prelude::*;

use crate::common;

fn one(heap: usize, take: u64) -> EveryHeapMove {
    EveryHeapMove::One { heap, take }
}

fn every(take: u64) -> EveryHeapMove {
    EveryHeapMove::Every { take }
}

/// Whether the player to move loses at `heaps`, by the rules alone: no sorting, no use of the
/// crate's moves or play, every order of the heaps kept apart.
fn lost_by_brute_force(heaps: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&lost) = memo.get(heaps) {
        return lost;
    }
    let mut options: Vec<Vec<u64>> = Vec::new();
    for i in 0..heaps.len() {
        for take in 1..=heaps[i] {
            let mut next = heaps.to_vec();
            next[i] -= take;
            options.push(next);
        }
    }
    let smallest = heaps.iter().copied().min().unwrap_or(0);
    for take in 1..=smallest {
        options.push(heaps.iter().map(|&h| h - take).collect());
    }
    let lost = if options.is_empty() {
        // No move: the player to move loses under normal play, wins under misère play.
        !misere
    } else {
        options
            .iter()
            .all(|next| !lost_by_brute_force(next, misere, memo))
    };
    memo.insert(heaps.to_vec(), lost);
    lost
}

/// Every position of `count` heaps of 0 to `max` stones, in every order.
fn every_position(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut position = vec![0; count];
    loop {
        all.push(position.clone());
        let Some(i) = position.iter().position(|&h| h < max) else {
            return all;
        };
        position[i] += 1;
        position[..i].fill(0);
    }
}

fn outcome_of(lost: bool) -> Outcome {
    if lost { Outcome::Loss } else { Outcome::Win }
}

/// The Wythoff move with the same effect on two heaps.
fn as_wythoff(mv: EveryHeapMove) -> WythoffMove {
    match mv {
        EveryHeapMove::One { heap: 0, take } => WythoffMove::First(take),
        EveryHeapMove::One { take, .. } => WythoffMove::Second(take),
        EveryHeapMove::Every { take } => WythoffMove::Both(take),
    }
}

/// Every position of two heaps up to 40 of `game` against Wythoff's closed form `wythoff`.
fn is_wythoff<G, W, P>(game: G, wythoff: &W)
where
    G: Hooks<P> + Game<Position = Vec<u64>, Move = EveryHeapMove> + fmt::Debug,
    W: Solver<W> + Game<Position = (u64, u64), Move = WythoffMove>,
    P: Play,
{
    let search = Search::new(game);
    for a in 0..=40 {
        for b in 0..=40 {
            let heaps = vec![a, b];
            assert_eq!(
                search.outcome(&heaps),
                wythoff.outcome(&(a, b)),
                "({a}, {b}), {search:?}"
            );
            let mut ours: Vec<WythoffMove> = search.winning_moves(&heaps).map(as_wythoff).collect();
            let mut theirs: Vec<WythoffMove> = wythoff.winning_moves(&(a, b)).collect();
            ours.sort_unstable();
            theirs.sort_unstable();
            assert_eq!(ours, theirs, "({a}, {b}), {search:?}");
        }
    }
}

#[test]
fn two_heaps_are_wythoffs_game_up_to_40_by_40() {
    is_wythoff(EveryHeapNim::normal(), &Wythoff::normal());
    is_wythoff(EveryHeapNim::normal().misere(), &Wythoff::normal().misere());
}

/// `game`'s outcomes are `nim`'s on `positions`.
fn is_nim<G, N, P>(game: G, nim: &N, positions: impl IntoIterator<Item = Vec<u64>>)
where
    G: Hooks<P> + Game<Position = Vec<u64>> + fmt::Debug,
    N: Solver<N> + Game<Position = Vec<u64>>,
    P: Play,
{
    let search = Search::new(game);
    for heaps in positions {
        assert_eq!(
            search.outcome(&heaps),
            nim.outcome(&heaps),
            "{heaps:?}, {search:?}"
        );
    }
}

#[test]
fn two_heaps_have_wythoffs_grundy_values() {
    let ours = Search::new(EveryHeapNim::normal());
    let wythoff = Search::new(Wythoff::normal());
    for a in 0..=15 {
        for b in 0..=15 {
            assert_eq!(
                ours.grundy(&vec![a, b]),
                wythoff.grundy(&(a, b)),
                "({a}, {b})"
            );
        }
    }
    // Wythoff's Grundy values along the first row are the heap itself: (0, n) is Nim.
    assert_eq!(ours.grundy(&vec![0, 9]), 9);
}

#[test]
fn one_heap_is_nim() {
    let heaps = || (0..=60).map(|heap| vec![heap]);
    is_nim(EveryHeapNim::normal(), &Nim::normal(), heaps());
    is_nim(EveryHeapNim::normal().misere(), &Nim::misere(), heaps());
    // Taking the whole heap wins, from the heap or from "every" heap alike.
    let search = Search::new(EveryHeapNim::normal());
    assert_eq!(
        search.winning_moves(&vec![7]).collect::<Vec<_>>(),
        vec![one(0, 7), every(7)]
    );
}

#[test]
fn a_position_with_an_empty_heap_is_nim() {
    let positions = || {
        every_position(3, 9)
            .into_iter()
            .chain(every_position(4, 5))
            .filter(|heaps| heaps.contains(&0))
    };
    is_nim(EveryHeapNim::normal(), &Nim::normal(), positions());
    is_nim(EveryHeapNim::normal().misere(), &Nim::misere(), positions());
}

#[test]
fn three_heaps_agree_with_a_brute_force_in_every_order() {
    let normal = Search::new(EveryHeapNim::normal());
    let misere = Search::new(EveryHeapNim::normal().misere());
    let (mut normal_memo, mut misere_memo) = (HashMap::new(), HashMap::new());
    for heaps in every_position(3, 10) {
        let lost = lost_by_brute_force(&heaps, false, &mut normal_memo);
        assert_eq!(normal.outcome(&heaps), outcome_of(lost), "{heaps:?}");
        let lost = lost_by_brute_force(&heaps, true, &mut misere_memo);
        assert_eq!(
            misere.outcome(&heaps),
            outcome_of(lost),
            "{heaps:?}, misère"
        );
    }
}

#[test]
fn four_heaps_agree_with_a_brute_force() {
    let search = Search::new(EveryHeapNim::normal());
    let mut memo = HashMap::new();
    for heaps in every_position(4, 5) {
        let lost = lost_by_brute_force(&heaps, false, &mut memo);
        assert_eq!(search.outcome(&heaps), outcome_of(lost), "{heaps:?}");
    }
}

#[test]
fn odd_numbers_of_heaps_have_nims_outcomes() {
    let positions = || {
        every_position(1, 30)
            .into_iter()
            .chain(every_position(3, 10))
            .chain(every_position(5, 3))
    };
    is_nim(EveryHeapNim::normal(), &Nim::normal(), positions());
    is_nim(EveryHeapNim::normal().misere(), &Nim::misere(), positions());
}

#[test]
fn known_outcomes_agree_with_the_search_and_are_none_only_for_even_counts() {
    let normal = Search::new(EveryHeapNim::normal());
    let misere = Search::new(EveryHeapNim::normal().misere());
    let positions = (0..=5).flat_map(|count| every_position(count, [9, 9, 9, 6, 4, 3][count]));
    for heaps in positions {
        let unknown = heaps.len() >= 4 && heaps.len() % 2 == 0 && !heaps.contains(&0);
        let known = [
            (
                EveryHeapNim::normal().known_outcome(&heaps),
                normal.outcome(&heaps),
            ),
            (
                EveryHeapNim::normal().misere().known_outcome(&heaps),
                misere.outcome(&heaps),
            ),
        ];
        for (known, searched) in known {
            assert_eq!(known.is_none(), unknown, "{heaps:?}");
            if let Some(outcome) = known {
                assert_eq!(outcome, searched, "{heaps:?}");
            }
        }
    }
}

#[test]
fn the_losing_four_heap_positions_up_to_7() {
    // Sorted, none empty (those are Nim's): checked against the brute force, and listed so
    // that a change shows. Not one has a nim-sum of 0.
    let search = Search::new(EveryHeapNim::normal());
    let mut memo = HashMap::new();
    let mut losing = Vec::new();
    for a in 1..=7 {
        for b in a..=7 {
            for c in b..=7 {
                for d in c..=7 {
                    let heaps = vec![a, b, c, d];
                    let lost = lost_by_brute_force(&heaps, false, &mut memo);
                    assert_eq!(search.outcome(&heaps), outcome_of(lost), "{heaps:?}");
                    if lost {
                        assert_ne!(a ^ b ^ c ^ d, 0, "{heaps:?}");
                        losing.push([a, b, c, d]);
                    }
                }
            }
        }
    }
    assert_eq!(losing, LOSING_FOUR_UP_TO_7);
}

/// The losing positions `[a, b, c, d]`, `1 ≤ a ≤ b ≤ c ≤ d ≤ 7`, of the normal-play game.
const LOSING_FOUR_UP_TO_7: [[u64; 4]; 19] = [
    [1, 1, 1, 2],
    [1, 1, 3, 4],
    [1, 1, 5, 6],
    [1, 2, 2, 2],
    [1, 2, 4, 4],
    [1, 2, 5, 5],
    [1, 2, 6, 6],
    [1, 2, 7, 7],
    [1, 3, 3, 3],
    [2, 2, 3, 4],
    [2, 2, 5, 6],
    [2, 3, 3, 5],
    [3, 3, 4, 6],
    [3, 4, 4, 5],
    [3, 5, 5, 7],
    [3, 6, 6, 6],
    [3, 6, 7, 7],
    [4, 4, 4, 6],
    [4, 5, 6, 6],
];

#[test]
fn symmetry_lets_the_search_meet_each_multiset_of_heaps_once() {
    let search = Search::new(EveryHeapNim::normal());
    let _ = search.outcome(&vec![8, 8, 8]);
    // Sorted triples of heaps up to 8: C(11, 3) = 165, against 9³ = 729 ordered ones.
    assert!(
        search.solved_positions() <= 165,
        "{}",
        search.solved_positions()
    );
    // A position given out of order is solved as given: one more position at most.
    let _ = search.outcome(&vec![8, 3, 5]);
    assert!(search.solved_positions() <= 166);
    // Exactly: a lost position given out of order has the options of its sorted form, each
    // met sorted (the search's canonical form), so its proof
    // solves as many positions; every option is searched, so the order of the moves does
    // not change which.
    let game = EveryHeapNim::normal();
    let (unsorted, sorted) = (Search::new(game), Search::new(game));
    assert_eq!(unsorted.outcome(&vec![6, 3, 5]), Outcome::Loss);
    assert_eq!(sorted.outcome(&vec![3, 5, 6]), Outcome::Loss);
    assert_eq!(unsorted.solved_positions(), sorted.solved_positions());
}

#[test]
fn moves_are_lazy_and_exact_at_the_top_of_u64() {
    let game = EveryHeapNim::normal();
    let huge = vec![u64::MAX, u64::MAX, u64::MAX];
    assert_eq!(
        game.moves(&huge).take(2).collect::<Vec<_>>(),
        vec![one(0, 1), one(0, 2)]
    );
    assert_eq!(game.play(&huge, &every(u64::MAX)), Ok(vec![0, 0, 0]));
    assert_eq!(
        game.play(&huge, &one(1, u64::MAX)),
        Ok(vec![u64::MAX, 0, u64::MAX])
    );
    assert_eq!(game.moves(&vec![]).count(), 0);
    assert_eq!(game.moves(&vec![0, 0]).count(), 0);
    assert_eq!(
        game.moves(&vec![2, 1]).collect::<Vec<_>>(),
        vec![one(0, 1), one(0, 2), one(1, 1), every(1)]
    );
}

#[test]
fn moves_display_as_a_player_would_say_them() {
    assert_eq!(one(1, 3).to_string(), "take 3 from heap 1");
    assert_eq!(every(2).to_string(), "take 2 from every heap");
    assert_eq!(one(0, 5).take(), 5);
    assert_eq!(every(4).take(), 4);
}

#[test]
fn illegal_moves_are_refused_naming_what_was_wrong() {
    let game = EveryHeapNim::normal();
    let heaps = vec![4, 2, 6];
    assert_eq!(
        game.play(&heaps, &one(3, 1)),
        Err(Error::NoSuchHeap {
            mv: "take 1 from heap 3".into(),
            heap: 3,
            heaps: 3
        })
    );
    assert_eq!(
        game.play(&heaps, &one(0, 0)),
        Err(Error::TakesNothing {
            mv: "take 0 from heap 0".into()
        })
    );
    assert_eq!(
        game.play(&heaps, &every(0)),
        Err(Error::TakesNothing {
            mv: "take 0 from every heap".into()
        })
    );
    assert_eq!(
        game.play(&heaps, &one(1, 3)),
        Err(Error::TakesTooMany {
            mv: "take 3 from heap 1".into(),
            take: 3,
            available: 2
        })
    );
    assert_eq!(
        game.play(&heaps, &every(3)).unwrap_err().to_string(),
        "illegal move (take 3 from every heap): heap 1 holds only 2 stones"
    );
    assert_eq!(
        game.play(&vec![5, 0], &every(1)).unwrap_err().to_string(),
        "illegal move (take 1 from every heap): heap 1 holds only 0 stones"
    );
    assert_eq!(
        game.play(&vec![], &every(1)).unwrap_err().to_string(),
        "illegal move (take 1 from every heap): the position has no heaps"
    );
}

#[test]
fn the_conventions_are_kept() {
    assert_eq!(
        EveryHeapNim::normal().misere(),
        Misere::new(EveryHeapNim::normal())
    );
    assert_eq!(
        EveryHeapNim::normal()
            .misere()
            .terminal_outcome(&vec![0, 0]),
        Outcome::Win
    );
    assert_eq!(
        EveryHeapNim::normal().terminal_outcome(&vec![]),
        Outcome::Loss
    );
}

/// Small positions: up to 4 heaps of up to 6 stones, in any order.
fn small_position() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0u64..=6, 0..=4)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn every_listed_move_is_accepted_and_nothing_else(heaps in small_position()) {
        let game = EveryHeapNim::normal();
        common::moves_are_legal_and_distinct(&game, &heaps)?;
        let moves: Vec<EveryHeapMove> = game.moves(&heaps).collect();
        let most = heaps.iter().copied().max().unwrap_or(0) + 1;
        let candidates = (0..=heaps.len())
            .flat_map(|heap| (0..=most).map(move |take| one(heap, take)))
            .chain((0..=most).map(every));
        for mv in candidates {
            let played = game.play(&heaps, &mv);
            prop_assert_eq!(played.is_ok(), moves.contains(&mv), "{} from {:?}", mv, heaps);
            if let Ok(next) = played {
                // The plain result of the move: every heap in its place.
                let mut plain = heaps.clone();
                match mv {
                    EveryHeapMove::One { heap, take } => plain[heap] -= take,
                    EveryHeapMove::Every { take } => plain.iter_mut().for_each(|h| *h -= take),
                }
                prop_assert_eq!(next, plain);
            }
        }
    }

    #[test]
    fn the_search_keeps_the_solver_laws(heaps in prop::collection::vec(0u64..=5, 0..=3)) {
        let search = Search::new(EveryHeapNim::normal());
        common::best_move_keeps_contract(&search, &search, &heaps)?;
        for mv in search.winning_moves(&heaps) {
            let next = search.game().play(&heaps, &mv).unwrap();
            prop_assert_eq!(search.outcome(&next), Outcome::Loss);
        }
    }
}
