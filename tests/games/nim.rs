//! Nim: published positions, edge cases, errors, and the count of P-positions.

use crate::common;

use impartial::games::nim::count_p_positions;
use impartial::prelude::*;
use proptest::prelude::*;

fn take(heap: usize, take: u64) -> NimMove {
    NimMove { heap, take }
}

#[test]
fn bouton_3_4_5_has_one_winning_move_in_both_conventions() {
    for_both!(nim in [Nim::normal(), Nim::misere()] {
        let heaps = vec![3, 4, 5];
        assert_eq!(nim.outcome(&heaps), Outcome::Win);
        assert_eq!(
            nim.winning_moves(&heaps).collect::<Vec<_>>(),
            vec![take(0, 2)]
        );
        assert_eq!(nim.best_move(&heaps), Some(take(0, 2)));
        assert_eq!(nim.play(&heaps, &take(0, 2)), Ok(vec![1, 4, 5]));
    });
}

#[test]
fn game_7_9_12_15_has_exactly_three_winning_moves() {
    for_both!(nim in [Nim::normal(), Nim::misere()] {
        let heaps = vec![7, 9, 12, 15];
        // 9 -> 4, 12 -> 1, 15 -> 2, in heap order.
        assert_eq!(
            nim.winning_moves(&heaps).collect::<Vec<_>>(),
            vec![take(1, 5), take(2, 11), take(3, 13)]
        );
        for mv in nim.winning_moves(&heaps).collect::<Vec<_>>() {
            let after = nim.play(&heaps, &mv).unwrap();
            assert_eq!(nim.outcome(&after), Outcome::Loss, "after {mv}");
        }
    });
}

#[test]
fn one_two_three_is_lost_in_both_conventions() {
    for_both!(nim in [Nim::normal(), Nim::misere()] {
        assert_eq!(nim.outcome(&vec![1, 2, 3]), Outcome::Loss);
        assert_eq!(nim.winning_move(&vec![1, 2, 3]), None);
        assert!(
            nim.winning_moves(&vec![1, 2, 3])
                .collect::<Vec<_>>()
                .is_empty()
        );
        // Lost, so the best move takes as little as possible.
        assert_eq!(nim.best_move(&vec![1, 2, 3]), Some(take(0, 1)));
    });
}

#[test]
fn one_two_four_wins_by_taking_one_from_the_four() {
    assert_eq!(
        Nim::normal()
            .winning_moves(&vec![1, 2, 4])
            .collect::<Vec<_>>(),
        vec![take(2, 1)]
    );
    assert_eq!(
        Nim::misere()
            .winning_moves(&vec![1, 2, 4])
            .collect::<Vec<_>>(),
        vec![take(2, 1)]
    );
}

#[test]
fn empty_positions_follow_the_convention() {
    for heaps in [vec![], vec![0], vec![0, 0, 0]] {
        assert_eq!(Nim::normal().outcome(&heaps), Outcome::Loss);
        assert_eq!(Nim::misere().outcome(&heaps), Outcome::Win);
        for_both!(nim in [Nim::normal(), Nim::misere()] {
            assert_eq!(nim.best_move(&heaps), None);
            assert_eq!(nim.winning_move(&heaps), None);
            assert!(nim.winning_moves(&heaps).collect::<Vec<_>>().is_empty());
        });
    }
}

#[test]
fn misere_endgames_leave_an_odd_number_of_single_stones() {
    let misere = Nim::misere();
    assert_eq!(misere.outcome(&vec![1]), Outcome::Loss);
    assert_eq!(misere.outcome(&vec![1, 1, 1]), Outcome::Loss);
    assert_eq!(
        misere.winning_moves(&vec![1, 0, 1]).collect::<Vec<_>>(),
        vec![take(0, 1), take(2, 1)]
    );
    // One large heap: keep one stone when the others hold an even number of 1-heaps,
    // take all when they hold an odd number.
    assert_eq!(
        misere.winning_moves(&vec![2]).collect::<Vec<_>>(),
        vec![take(0, 1)]
    );
    assert_eq!(
        misere.winning_moves(&vec![1, 6]).collect::<Vec<_>>(),
        vec![take(1, 6)]
    );
    assert_eq!(
        misere.winning_moves(&vec![1, 1, 6]).collect::<Vec<_>>(),
        vec![take(2, 5)]
    );
    // Normal play differs exactly there.
    assert_eq!(
        Nim::normal()
            .winning_moves(&vec![1, 1, 6])
            .collect::<Vec<_>>(),
        vec![take(2, 6)]
    );
}

#[test]
fn illegal_moves_are_named_in_the_error() {
    let nim = Nim::normal();
    let heaps = vec![3, 4];
    assert_eq!(
        nim.play(&heaps, &take(2, 1)),
        Err(Error::NoSuchHeap {
            mv: "take 1 from heap 2".into(),
            heap: 2,
            heaps: 2
        })
    );
    assert_eq!(
        nim.play(&heaps, &take(0, 0)).unwrap_err().to_string(),
        "illegal move (take 0 from heap 0): a move must take at least one stone"
    );
    assert_eq!(
        nim.play(&heaps, &take(1, 5)),
        Err(Error::TakesTooMany {
            mv: "take 5 from heap 1".into(),
            take: 5,
            available: 4
        })
    );
    assert!(nim.play(&heaps, &take(usize::MAX, u64::MAX)).is_err());
    assert_eq!(nim.play(&heaps, &take(1, 4)), Ok(vec![3, 0]));
}

#[test]
fn heaps_near_u64_max_answer_without_overflow() {
    let max = u64::MAX;
    for_both!(nim in [Nim::normal(), Nim::misere()] {
        assert_eq!(nim.outcome(&vec![max, max]), Outcome::Loss);
        assert_eq!(nim.outcome(&vec![max, max, max]), Outcome::Win);
        assert_eq!(
            nim.winning_moves(&vec![max, max, max])
                .collect::<Vec<_>>()
                .len(),
            3
        );
        assert_eq!(nim.best_move(&vec![max, max]), Some(take(0, 1)));
        assert_eq!(nim.play(&vec![max], &take(0, max)), Ok(vec![0]));
        // The moves are lazy: asking for a few of 2^64 costs nothing.
        assert_eq!(nim.moves(&vec![max]).nth(2), Some(take(0, 3)));
    });
    assert_eq!(
        Nim::normal()
            .winning_moves(&vec![max, 1])
            .collect::<Vec<_>>(),
        vec![take(0, max - 1)]
    );
    assert_eq!(
        Nim::misere()
            .winning_moves(&vec![max, 1])
            .collect::<Vec<_>>(),
        vec![take(0, max)]
    );
    assert_eq!(
        Nim::misere().winning_moves(&vec![max]).collect::<Vec<_>>(),
        vec![take(0, max - 1)]
    );
    assert_eq!(
        Nim::misere()
            .winning_moves(&vec![1, max])
            .collect::<Vec<_>>(),
        vec![take(1, max)]
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// On positions far beyond the search: every winning move leads to a loss, a winning
    /// move exists exactly when the position is a win, and the best move is legal.
    #[test]
    fn closed_form_is_consistent_on_huge_heaps(
        heaps in prop::collection::vec(any::<u64>(), 0..=6),
    ) {
        for_both!(nim in [Nim::normal(), Nim::misere()] {
        let outcome = nim.outcome(&heaps);
            let winning = nim.winning_moves(&heaps).collect::<Vec<_>>();
            for mv in &winning {
                let after = nim.play(&heaps, mv).unwrap();
                prop_assert_eq!(nim.outcome(&after), Outcome::Loss);
            }
            let has_move = heaps.iter().any(|&h| h > 0);
            prop_assert_eq!(!winning.is_empty(), outcome == Outcome::Win && has_move);
            prop_assert_eq!(nim.winning_move(&heaps), winning.first().copied());
            if let Some(best) = nim.best_move(&heaps) {
                prop_assert!(nim.play(&heaps, &best).is_ok());
            } else {
                prop_assert!(!has_move);
            }
        });
    }

    /// Without a winning move, the best move takes a single stone.
    #[test]
    fn best_move_from_a_loss_takes_one_stone(heaps in common::small_nim_position()) {
        for_both!(nim in [Nim::normal(), Nim::misere()] {
            if nim.outcome(&heaps) == Outcome::Loss {
                if let Some(best) = nim.best_move(&heaps) {
                    prop_assert_eq!(best.take, 1);
                }
            }
        });
    }
}

#[test]
fn three_heap_p_positions_are_as_bouton_counted() {
    // Heaps of 1 to 2^n - 1: the third heap must equal the nim-sum of two different heaps.
    for n in 1..=64u32 {
        let max_heap = u64::MAX >> (64 - n);
        let expected = u128::from(max_heap) * (u128::from(max_heap) - 1);
        assert_eq!(count_p_positions(3, max_heap), Ok(expected), "n = {n}");
    }
}

#[test]
fn p_position_counts_match_listing_every_position() {
    for heaps in 1..=4usize {
        for max_heap in 1..=9u64 {
            let mut listed = 0u128;
            let total = max_heap.pow(heaps as u32);
            for index in 0..total {
                let position: Vec<u64> = (0..heaps as u32)
                    .map(|place| index / max_heap.pow(place) % max_heap + 1)
                    .collect();
                if Nim::normal().outcome(&position) == Outcome::Loss {
                    listed += 1;
                }
            }
            assert_eq!(count_p_positions(heaps, max_heap), Ok(listed));
        }
    }
}

#[test]
fn p_position_counts_at_the_edges() {
    assert_eq!(count_p_positions(0, 0), Ok(1)); // the empty position
    assert_eq!(count_p_positions(5, 0), Ok(0));
    assert_eq!(count_p_positions(usize::MAX, 1), Ok(0));
    assert_eq!(count_p_positions(usize::MAX - 1, 1), Ok(1));
    assert_eq!(count_p_positions(usize::MAX, 2), Ok(0));
    assert_eq!(count_p_positions(128, 2), Ok(1 << 127));
    assert!(count_p_positions(130, 2).is_err());
    // Heaps of 1 to 3: (3^m + 3(-1)^m) / 4, which fits in u128 up to m = 82.
    let three_to_80 = 3u128.pow(80);
    assert_eq!(
        count_p_positions(82, 3),
        Ok(3 * (3 * ((three_to_80 - 1) / 4) + 1))
    );
    assert_eq!(
        count_p_positions(83, 3).unwrap_err().to_string(),
        "count_p_positions(83, 3) does not fit in u128"
    );
    assert!(count_p_positions(usize::MAX, u64::MAX).is_err());
    assert_eq!(count_p_positions(2, u64::MAX), Ok(u128::from(u64::MAX)));
}

/// Every count in a message agrees with its noun in number (issue 28, defect 8).
#[test]
fn messages_with_a_count_agree_in_number() {
    let nim = Nim::normal();
    assert_eq!(
        nim.play(&vec![0], &NimMove { heap: 0, take: 1 })
            .unwrap_err()
            .to_string(),
        "illegal move (take 1 from heap 0): it takes 1 stone but the heap holds only 0"
    );
    assert_eq!(
        nim.play(&vec![1], &NimMove { heap: 0, take: 2 })
            .unwrap_err()
            .to_string(),
        "illegal move (take 2 from heap 0): it takes 2 stones but the heap holds only 1"
    );
    assert_eq!(
        nim.play(&vec![5], &NimMove { heap: 1, take: 1 })
            .unwrap_err()
            .to_string(),
        "illegal move (take 1 from heap 1): there is no heap 1, the position has 1 heap"
    );
    assert_eq!(
        nim.play(&vec![5, 5], &NimMove { heap: 2, take: 1 })
            .unwrap_err()
            .to_string(),
        "illegal move (take 1 from heap 2): there is no heap 2, the position has 2 heaps"
    );
}
