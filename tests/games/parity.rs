//! The parity game: Kordemsky's puzzle, draws, the u64 range, errors.

use impartial::prelude::*;

#[test]
fn kordemsky_27_matches_take_up_to_4_even_wins() {
    let game = Parity::even_wins(4).unwrap();
    let start = Parity::start(27);
    assert_eq!(game.outcome(&start), Outcome::Win);
    // Only by taking 2.
    assert_eq!(game.winning_moves(&start).collect::<Vec<_>>(), vec![2]);
    // Then: leave a multiple of 6, or one more, while holding an even number; one less than
    // a multiple of 6 while holding an odd number. Check it as the position the opponent
    // faces after the first player's move.
    for left in 0..=200u64 {
        for held_odd in [false, true] {
            // The opponent holds whatever parity makes the total odd.
            let opponent_odd = (left % 2 == 1) == held_odd;
            let position = ParityPosition {
                remaining: left,
                mover_odd: opponent_odd,
                opponent_odd: held_odd,
            };
            let lost_for_opponent = game.outcome(&position) == Outcome::Loss;
            let rule = if held_odd {
                left % 6 == 5
            } else {
                left % 6 == 0 || left % 6 == 1
            };
            assert_eq!(
                lost_for_opponent, rule,
                "left {left}, holding odd: {held_odd}"
            );
        }
    }
}

#[test]
fn an_even_number_of_stones_in_play_is_a_draw() {
    for k in [1, 2, 3, 7, u64::MAX] {
        for game in [Parity::odd_wins(k).unwrap(), Parity::even_wins(k).unwrap()] {
            for remaining in [0, 2, 10, 1_000_000, u64::MAX - 1] {
                let start = Parity::start(remaining);
                assert_eq!(game.outcome(&start), Outcome::Draw, "{game:?} {remaining}");
                assert!(game.winning_moves(&start).collect::<Vec<_>>().is_empty());
                // Every move keeps the draw; the best move is still a legal one.
                if remaining > 0 {
                    assert_eq!(game.best_move(&start), Some(1));
                }
            }
        }
    }
    // The end with equal parities is a draw, not an error.
    let game = Parity::odd_wins(3).unwrap();
    let end = ParityPosition {
        remaining: 0,
        mover_odd: true,
        opponent_odd: true,
    };
    assert_eq!(game.outcome(&end), Outcome::Draw);
    assert_eq!(game.terminal_outcome(&end), Outcome::Draw);
    assert_eq!(game.best_move(&end), None);
}

#[test]
fn the_end_rewards_the_winning_parity() {
    let end = |mover_odd, opponent_odd| ParityPosition {
        remaining: 0,
        mover_odd,
        opponent_odd,
    };
    let odd = Parity::odd_wins(2).unwrap();
    let even = Parity::even_wins(2).unwrap();
    assert_eq!(odd.outcome(&end(true, false)), Outcome::Win);
    assert_eq!(odd.outcome(&end(false, true)), Outcome::Loss);
    assert_eq!(even.outcome(&end(true, false)), Outcome::Loss);
    assert_eq!(even.outcome(&end(false, true)), Outcome::Win);
}

#[test]
fn periods_follow_the_parity_of_k() {
    assert_eq!(Parity::odd_wins(4).unwrap().period(), 6);
    assert_eq!(Parity::odd_wins(3).unwrap().period(), 8);
    assert_eq!(
        Parity::odd_wins(u64::MAX).unwrap().period(),
        2 * (u128::from(u64::MAX) + 1)
    );
    // The outcome repeats with the period, far out.
    let game = Parity::even_wins(5).unwrap();
    for remaining in 0..100u64 {
        for (mover_odd, opponent_odd) in [(false, false), (true, false), (false, true)] {
            let near = ParityPosition {
                remaining,
                mover_odd,
                opponent_odd,
            };
            let shifted = 1_000_000_000_000 * 12 + remaining;
            let far = ParityPosition {
                remaining: shifted,
                ..near
            };
            assert_eq!(game.outcome(&near), game.outcome(&far));
        }
    }
}

#[test]
fn positions_near_u64_max_answer_without_overflow() {
    for k in [1, 2, 3, 4, u64::MAX - 1, u64::MAX, 1 << 63] {
        for game in [Parity::odd_wins(k).unwrap(), Parity::even_wins(k).unwrap()] {
            for remaining in [u64::MAX, u64::MAX - 1, u64::MAX - 2] {
                for (mover_odd, opponent_odd) in
                    [(false, false), (true, false), (false, true), (true, true)]
                {
                    let position = ParityPosition {
                        remaining,
                        mover_odd,
                        opponent_odd,
                    };
                    let outcome = game.outcome(&position);
                    let winning = game.winning_moves(&position).collect::<Vec<_>>();
                    assert_eq!(
                        !winning.is_empty(),
                        outcome == Outcome::Win,
                        "{game:?} {position:?}"
                    );
                    for take in winning {
                        let after = game.play(&position, &take).unwrap();
                        assert_eq!(
                            game.outcome(&after),
                            Outcome::Loss,
                            "{game:?} {position:?} take {take}"
                        );
                    }
                    assert!(game.best_move(&position).is_some());
                }
            }
        }
    }
}

#[test]
fn bad_parameters_and_illegal_moves_are_errors() {
    assert_eq!(
        Parity::odd_wins(0).unwrap_err().to_string(),
        "invalid k (0): the parity game needs k ≥ 1: a move takes 1 to k stones"
    );
    assert!(Parity::even_wins(0).is_err());
    let game = Parity::odd_wins(3).unwrap();
    let start = Parity::start(5);
    assert_eq!(
        game.play(&start, &4).unwrap_err().to_string(),
        "illegal move (take 4): a move takes at most 3 stones"
    );
    assert!(matches!(
        game.play(&start, &0),
        Err(Error::TakesNothing { .. })
    ));
    assert!(matches!(
        game.play(&Parity::start(2), &3),
        Err(Error::TakesTooMany { .. })
    ));
    assert_eq!(
        game.play(&start, &3),
        Ok(ParityPosition {
            remaining: 2,
            mover_odd: false,
            opponent_odd: true
        })
    );
}

/// The most a move takes agrees with "stone" in number (issue 28, defect 8).
#[test]
fn the_most_a_move_takes_agrees_in_number() {
    let one = Parity::even_wins(1).unwrap();
    assert_eq!(
        one.play(&Parity::start(5), &2).unwrap_err().to_string(),
        "illegal move (take 2): a move takes at most 1 stone"
    );
    let two = Parity::even_wins(2).unwrap();
    assert_eq!(
        two.play(&Parity::start(5), &3).unwrap_err().to_string(),
        "illegal move (take 3): a move takes at most 2 stones"
    );
}
