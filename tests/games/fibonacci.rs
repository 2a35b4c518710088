//! Fibonacci Nim and Zeckendorf digits: published values, the u64 range, errors.

use impartial::prelude::*;
use impartial::zeckendorf::{FIBONACCI, Zeckendorf};

#[test]
fn fibonacci_numbers_are_the_losing_starts() {
    let game = FibonacciNim::new();
    let losing: Vec<u64> = (1..=100)
        .filter(|&heap| game.outcome(&FibonacciNim::start(heap)) == Outcome::Loss)
        .collect();
    assert_eq!(losing, vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
}

#[test]
fn every_fibonacci_number_to_f93_loses_and_its_neighbours_win() {
    let game = FibonacciNim::new();
    assert_eq!(FIBONACCI[93], 12_200_160_415_121_876_738);
    for (i, &f) in FIBONACCI.iter().enumerate().skip(2) {
        assert_eq!(
            game.outcome(&FibonacciNim::start(f)),
            Outcome::Loss,
            "F({i})"
        );
        assert_eq!(game.winning_move(&FibonacciNim::start(f)), None, "F({i})");
        if i >= 5 {
            for neighbour in [f - 1, f + 1] {
                let start = FibonacciNim::start(neighbour);
                assert_eq!(game.outcome(&start), Outcome::Win, "F({i}) ± 1");
                let mv = game.winning_move(&start).unwrap();
                let after = game.play(&start, &mv).unwrap();
                assert_eq!(game.outcome(&after), Outcome::Loss, "F({i}) ± 1");
            }
        }
    }
}

#[test]
fn a_hundred_has_two_winning_moves() {
    let game = FibonacciNim::new();
    let start = FibPosition {
        heap: 100,
        max_take: 99,
    };
    assert_eq!(game.winning_moves(&start).collect::<Vec<_>>(), vec![3, 11]);
    // Allowed to take everything, taking everything wins too.
    let all = FibPosition {
        heap: 100,
        max_take: 100,
    };
    assert_eq!(
        game.winning_moves(&all).collect::<Vec<_>>(),
        vec![3, 11, 100]
    );
    // With at most 2, nothing wins: the smallest term is 3.
    let tight = FibPosition {
        heap: 100,
        max_take: 2,
    };
    assert_eq!(game.outcome(&tight), Outcome::Loss);
    assert_eq!(game.best_move(&tight), Some(1));
}

#[test]
fn closed_form_matches_search_on_every_small_position() {
    let game = FibonacciNim::new();
    let search = Search::new(game);
    for heap in 0..=70 {
        for max_take in 0..=72 {
            let position = FibPosition { heap, max_take };
            assert_eq!(
                game.outcome(&position),
                search.outcome(&position),
                "{position:?}"
            );
            assert_eq!(
                game.winning_moves(&position).collect::<Vec<_>>(),
                search.winning_moves(&position).collect::<Vec<_>>(),
                "{position:?}"
            );
        }
    }
}

#[test]
fn heaps_near_u64_max_answer_without_overflow() {
    let game = FibonacciNim::new();
    for heap in [
        u64::MAX,
        u64::MAX - 1,
        FIBONACCI[93] + 1,
        FIBONACCI[92] + FIBONACCI[90],
    ] {
        for max_take in [u64::MAX, heap / 2, 1] {
            let position = FibPosition { heap, max_take };
            let winning = game.winning_moves(&position).collect::<Vec<_>>();
            assert_eq!(!winning.is_empty(), game.outcome(&position) == Outcome::Win);
            for mv in winning {
                let after = game.play(&position, &mv).unwrap();
                assert_eq!(
                    game.outcome(&after),
                    Outcome::Loss,
                    "{position:?} take {mv}"
                );
            }
            let best = game.best_move(&position).unwrap();
            assert!(game.play(&position, &best).is_ok());
        }
    }
    // Taking u64::MAX / 2 + 1 would allow the next player more than u64::MAX: capped.
    let position = FibPosition {
        heap: u64::MAX,
        max_take: u64::MAX,
    };
    let after = game.play(&position, &(u64::MAX / 2 + 1)).unwrap();
    assert_eq!(after.max_take, after.heap);
}

#[test]
fn positions_without_moves_are_lost() {
    let game = FibonacciNim::new();
    for position in [
        FibonacciNim::start(0),
        FibonacciNim::start(1),
        FibPosition {
            heap: 5,
            max_take: 0,
        },
    ] {
        assert_eq!(game.outcome(&position), Outcome::Loss);
        assert_eq!(game.best_move(&position), None);
        assert_eq!(game.moves(&position).count(), 0);
    }
}

#[test]
fn illegal_moves_are_named() {
    let game = FibonacciNim::new();
    let position = FibPosition {
        heap: 10,
        max_take: 4,
    };
    assert_eq!(
        game.play(&position, &5).unwrap_err().to_string(),
        "illegal move (take 5): at most 4 may be taken now"
    );
    assert!(matches!(
        game.play(&position, &0),
        Err(Error::TakesNothing { .. })
    ));
    assert!(matches!(
        game.play(&FibonacciNim::start(10), &10),
        Err(Error::IllegalMove { .. })
    ));
    assert!(matches!(
        game.play(&position, &11),
        Err(Error::TakesTooMany { .. })
    ));
    assert_eq!(
        game.play(&position, &3),
        Ok(FibPosition {
            heap: 7,
            max_take: 6
        })
    );
}

#[test]
fn zeckendorf_digits_of_the_extremes() {
    let max = Zeckendorf::of(u64::MAX);
    assert_eq!(max.value(), Some(u64::MAX));
    assert_eq!(max.indices().last(), Some(93));
    assert_eq!(Zeckendorf::of(0).smallest_term(), None);
    assert!(Zeckendorf::of(0).is_zero());
    for (i, &f) in FIBONACCI.iter().enumerate().skip(2) {
        assert_eq!(Zeckendorf::of(f).indices().collect::<Vec<_>>(), vec![i]);
    }
}
