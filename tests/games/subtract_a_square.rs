//! Subtract-a-square: the table against OEIS A030193, against published counts of its losing
//! heaps, and against the search; the rules, and every error.

use core::ops::ControlFlow;

use impartial::prelude::*;
use proptest::prelude::*;

use crate::common;

/// The data section of OEIS A030193, "Let S = squares; a(0)=0; a(n) = smallest m such that
/// m - a(i) is not in S for any i < n": the losing heaps of subtract-a-square
/// (<https://oeis.org/A030193>).
const A030193: [u64; 49] = [
    0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109, 119, 124,
    127, 130, 132, 137, 142, 147, 150, 170, 177, 180, 182, 187, 192, 197, 204, 210, 215, 238, 243,
    249, 255, 257, 260, 262, 267,
];

/// Pairs `(count, heap)`: `heap` is a losing heap, and `count` losing heaps (0 among them)
/// are at most `heap`. From the table in D. Eppstein, "A better-behaved subtraction game",
/// blog post, 16 November 2016
/// (<https://11011110.github.io/blog/2016/11/16/better-behaved-subtraction-game.html>),
/// which goes on to 358,248 losses up to 104,857,942.
const EPPSTEIN_COUNTS: [(u64, u64); 17] = [
    (22, 109),
    (39, 204),
    (66, 425),
    (99, 827),
    (158, 1_625),
    (255, 3_209),
    (419, 6_414),
    (682, 12_812),
    (1_087, 25_647),
    (1_752, 51_202),
    (2_821, 102_517),
    (4_497, 204_817),
    (7_436, 409_687),
    (12_068, 819_267),
    (19_659, 1_638_632),
    (31_742, 3_276_892),
    (51_489, 6_553_775),
];

#[test]
fn the_losing_heaps_are_oeis_a030193() {
    let solver = SubtractASquare::new().solver(268).unwrap();
    let losses: Vec<u64> = solver.losses().collect();
    assert_eq!(losses, A030193);
    for heap in 0..268 {
        let lost = A030193.contains(&heap);
        assert_eq!(
            solver.try_outcome(heap),
            Ok(if lost { Outcome::Loss } else { Outcome::Win }),
            "{heap}"
        );
    }
}

#[test]
fn the_counts_of_losing_heaps_match_eppsteins_table() {
    let limit = 6_553_776;
    let solver = SubtractASquare::new().solver(limit).unwrap();
    assert_eq!(solver.len(), limit);
    let losses: Vec<u64> = solver.losses().collect();
    for (count, heap) in EPPSTEIN_COUNTS {
        let index = usize::try_from(count - 1).unwrap();
        assert_eq!(losses[index], heap, "loss number {count}");
    }
    assert_eq!(losses.len(), 51_489);
    // "Out of all the over 180,000 cold numbers less than 40 million, only one ends in a 6:
    // 11,356" (Wikipedia, "Subtract a square").
    let ending_in_6: Vec<u64> = losses.iter().copied().filter(|n| n % 10 == 6).collect();
    assert_eq!(ending_in_6, [11_356]);
}

#[test]
fn the_table_agrees_with_the_search_up_to_4000() {
    let solver = SubtractASquare::new().solver(4_000).unwrap();
    let search = Search::new(SubtractASquare::new());
    for heap in 0..4_000 {
        let position = solver.position(heap).unwrap();
        assert_eq!(solver.outcome(&position), search.outcome(&heap), "{heap}");
        assert_eq!(
            solver.winning_moves(&position).collect::<Vec<_>>(),
            search.winning_moves(&heap).collect::<Vec<_>>(),
            "{heap}"
        );
        let best = solver.best_move(&position);
        match search.outcome(&heap) {
            Outcome::Win => assert_eq!(best, search.winning_move(&heap), "{heap}"),
            _ if heap == 0 => assert_eq!(best, None),
            _ => assert_eq!(best, Some(1), "{heap}"),
        }
    }
}

#[test]
fn the_solver_keeps_the_solver_laws_against_a_search_of_itself() {
    let solver = SubtractASquare::new().solver(600).unwrap();
    let search = Search::new(solver.clone());
    for heap in (0..600).step_by(7) {
        let position = solver.position(heap).unwrap();
        common::agrees_with_search(&solver, &search, &position).unwrap();
        common::moves_are_legal_and_distinct(&solver, &position).unwrap();
    }
}

/// The data section of OEIS A014586, "Nim-Grundy function for Take-a-Square (or
/// Subtract-a-Square) game" (<https://oeis.org/A014586>): the values of heaps 0 to 98.
const A014586: [u64; 99] = [
    0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 3, 2,
    3, 4, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1,
    3, 0, 1, 0, 1, 2, 4, 3, 0, 1, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1, 6, 3, 2, 4, 2, 6, 4, 5, 0,
    1, 6, 4,
];

#[test]
fn grundy_values_come_from_the_search_and_are_oeis_a014586() {
    let search = Search::new(SubtractASquare::new());
    let values: Vec<u64> = (0..99).map(|heap| search.grundy(&heap)).collect();
    assert_eq!(values, A014586);
    // Zero exactly at the losing heaps.
    let solver = SubtractASquare::new().solver(2_000).unwrap();
    for heap in 0..2_000 {
        assert_eq!(
            search.grundy(&heap) == 0,
            solver.try_outcome(heap) == Ok(Outcome::Loss),
            "{heap}"
        );
    }
}

#[test]
fn moves_are_the_squares_up_to_the_heap() {
    let game = SubtractASquare::new();
    assert_eq!(game.moves(&0).count(), 0);
    assert_eq!(game.moves(&3).collect::<Vec<_>>(), [1]);
    assert_eq!(game.moves(&16).collect::<Vec<_>>(), [1, 4, 9, 16]);
    assert_eq!(game.moves(&24).collect::<Vec<_>>(), [1, 4, 9, 16]);
    // Lazy, and exact at the top of u64: 4,294,967,295² is the largest square that fits, so
    // a heap of u64::MAX has 4,294,967,295 moves and one less has one move fewer. The
    // iterator's size hint counts them exactly: walking 2^32 moves would take most of a
    // minute in the unoptimised test build.
    let largest = 4_294_967_295u64 * 4_294_967_295;
    assert_eq!(game.moves(&u64::MAX).take(3).collect::<Vec<_>>(), [1, 4, 9]);
    let count = |heap: u64| game.moves(&heap).size_hint();
    assert_eq!(count(u64::MAX), (4_294_967_295, Some(4_294_967_295)));
    assert_eq!(count(largest), (4_294_967_295, Some(4_294_967_295)));
    assert_eq!(count(largest - 1), (4_294_967_294, Some(4_294_967_294)));
    assert_eq!(game.play(&u64::MAX, &largest), Ok(u64::MAX - largest));
    for heap in 0..200 {
        let moves: Vec<u64> = game.moves(&heap).collect();
        for take in 0..=heap + 2 {
            assert_eq!(
                game.play(&heap, &take).is_ok(),
                moves.contains(&take),
                "take {take} from {heap}"
            );
        }
    }
}

#[test]
fn illegal_moves_are_refused_with_what_was_wrong() {
    let game = SubtractASquare::new();
    assert_eq!(
        game.play(&10, &0),
        Err(Error::TakesNothing {
            mv: "take 0".into()
        })
    );
    assert_eq!(
        game.play(&10, &16),
        Err(Error::TakesTooMany {
            mv: "take 16".into(),
            take: 16,
            available: 10
        })
    );
    let error = game.play(&10, &8).unwrap_err();
    assert_eq!(
        error.to_string(),
        "illegal move (take 8): 8 is not a square: a move takes 1, 4, 9, 16, ... stones \
         (2² = 4 and 3² = 9 are the nearest)"
    );
    // Near u64::MAX the next square does not fit in u64, and the message still says it.
    let error = game.play(&u64::MAX, &u64::MAX).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("4294967296² = 18446744073709551616"),
        "{error}"
    );
}

#[test]
fn heaps_beyond_the_table_are_refused() {
    let solver = SubtractASquare::new().solver(1_000).unwrap();
    assert_eq!(solver.len(), 1_000);
    assert!(!solver.is_empty());
    assert!(solver.position(999).is_ok());
    let refused = Error::UnknownHeap {
        heap: 0,
        size: 1_000,
        known: 1_000,
    };
    assert_eq!(solver.position(1_000), Err(refused.clone()));
    assert_eq!(solver.try_outcome(1_000), Err(refused));
    assert!(solver.position(u64::MAX).is_err());

    let empty = SubtractASquareSolver::new(0).unwrap();
    assert!(empty.is_empty());
    assert_eq!(empty.losses().count(), 0);
    assert!(empty.position(0).is_err());

    // A position carries its own table, so a solver with a smaller table answers it rightly.
    let large = SubtractASquare::new().solver(100_000).unwrap();
    let small = SubtractASquare::new().solver(10).unwrap();
    let far = large.position(99_999).unwrap();
    assert_eq!(small.outcome(&far), large.outcome(&far));
    assert_eq!(
        small.winning_moves(&far).collect::<Vec<_>>(),
        large.winning_moves(&far).collect::<Vec<_>>()
    );
    let next = small.play(&far, &1).unwrap();
    assert_eq!(next.heap(), 99_998);
    assert_eq!(
        small.outcome(&next),
        large.outcome(&large.position(99_998).unwrap())
    );
}

#[test]
fn the_sieve_reports_progress_and_can_stop() {
    let mut reports = Vec::new();
    let solver = SubtractASquare::new()
        .solver_with(1 << 20, |heaps| {
            reports.push(heaps);
            if heaps >= 3 << 17 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert_eq!(reports, [1 << 17, 2 << 17, 3 << 17]);
    assert_eq!(solver.len(), 3 << 17);
    let full = SubtractASquare::new().solver(3 << 17).unwrap();
    assert!(solver.losses().eq(full.losses()));
    // The last report is the end, even within a block.
    let mut last = 0;
    SubtractASquare::new()
        .solver_with(1_000, |heaps| {
            last = heaps;
            ControlFlow::Continue(())
        })
        .unwrap();
    assert_eq!(last, 1_000);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn play_accepts_exactly_the_moves(heap in 0u64..=u64::MAX, take in 0u64..=u64::MAX) {
        let game = SubtractASquare::new();
        let root = take.isqrt();
        let legal = take > 0 && root * root == take && take <= heap;
        prop_assert_eq!(game.play(&heap, &take).is_ok(), legal);
        let square = (heap.isqrt() / 2).pow(2).max(1);
        prop_assert_eq!(game.play(&heap, &square).is_ok(), heap >= 1);
    }
}
