//! The tipping-die game: the race to 31, the first roll, the u64 range, errors.

use impartial::games::die::Fraction;
use impartial::prelude::*;

/// Whether the player who just moved to `position` wins against every reply, answering each
/// with the closed form's winning move.
fn answers_every_reply(game: Die, position: DiePosition) -> bool {
    game.moves(&position).all(|reply| {
        let after = game.play(&position, &reply).expect("a legal reply");
        match game.winning_move(&after) {
            None => false,
            Some(answer) => {
                let next = game.play(&after, &answer).expect("a legal answer");
                next.remaining() == 0 || answers_every_reply(game, next)
            }
        }
    })
}

#[test]
fn the_race_to_31_is_won_only_by_opening_with_4() {
    // Running-total form: add the face tipped to a total; reaching 31 wins; passing it is
    // not allowed. The heap is what is left to 31.
    let game = Die::new();
    let start = Die::start(31);
    assert_eq!(game.outcome(&start), Outcome::Win);
    assert_eq!(game.winning_moves(&start).collect::<Vec<_>>(), vec![4]);
    // After opening with 4, the closed form's answers beat every line of replies.
    assert!(answers_every_reply(game, game.play(&start, &4).unwrap()));
    // Any other opening can be beaten.
    for opening in [1, 2, 3, 5, 6] {
        let after = game.play(&start, &opening).unwrap();
        assert_eq!(game.outcome(&after), Outcome::Win, "opening {opening}");
    }
}

#[test]
fn starts_lose_exactly_on_multiples_of_nine() {
    let game = Die::new();
    let losing: Vec<u64> = (0..=60)
        .filter(|&n| game.outcome(&Die::start(n)) == Outcome::Loss)
        .collect();
    assert_eq!(losing, vec![0, 9, 18, 27, 36, 45, 54]);
}

#[test]
fn the_exception_at_one_stone() {
    let game = Die::new();
    for top in [1, 6] {
        let one = Die::position(1, top).unwrap();
        assert_eq!(game.outcome(&one), Outcome::Loss, "top {top}");
        assert_eq!(game.best_move(&one), None);
        // Ten stones is 1 mod 9 but not an exception.
        assert_eq!(game.outcome(&Die::position(10, top).unwrap()), Outcome::Win);
    }
    for top in 2..=5 {
        assert_eq!(
            game.outcome(&Die::position(1, top).unwrap()),
            Outcome::Win,
            "top {top}"
        );
    }
}

#[test]
fn the_first_roll() {
    // 14 stones: rolling 5 leaves 9 with 5 on top, which loses for the opponent.
    assert_eq!(
        Die::first_roll_wins(14),
        [
            Some(false),
            Some(false),
            Some(false),
            Some(false),
            Some(true),
            Some(false)
        ]
    );
    assert_eq!(
        Die::roller_win_chance(14),
        Some(Fraction {
            numerator: 1,
            denominator: 6
        })
    );
    // Three stones: only 1, 2 and 3 fit.
    assert_eq!(&Die::first_roll_wins(3)[3..], &[None, None, None]);
    assert_eq!(Die::roller_win_chance(0), None);
    // Every chance agrees with the outcomes it counts.
    for n in 1..=100u64 {
        let rolls = Die::first_roll_wins(n);
        let fitting = rolls.iter().flatten().count() as u64;
        let wins = rolls.iter().flatten().filter(|&&w| w).count() as u64;
        let chance = Die::roller_win_chance(n).unwrap();
        assert_eq!(chance.numerator * fitting, wins * chance.denominator, "{n}");
        for (index, roll) in rolls.iter().enumerate() {
            let face = index as u8 + 1;
            if let Some(wins) = roll {
                let after = Die::position(n - u64::from(face), face).unwrap();
                assert_eq!(*wins, Die::new().outcome(&after) == Outcome::Loss);
            }
        }
    }
    assert_eq!(format!("{}", Die::roller_win_chance(14).unwrap()), "1/6");
}

#[test]
fn heaps_near_u64_max_answer_without_overflow() {
    let game = Die::new();
    for remaining in [u64::MAX, u64::MAX - 1, u64::MAX - 5] {
        for top in 0..=6u8 {
            let position = if top == 0 {
                Die::start(remaining)
            } else {
                Die::position(remaining, top).unwrap()
            };
            let winning = game.winning_moves(&position).collect::<Vec<_>>();
            assert_eq!(!winning.is_empty(), game.outcome(&position) == Outcome::Win);
            for face in winning {
                let after = game.play(&position, &face).unwrap();
                assert_eq!(game.outcome(&after), Outcome::Loss);
            }
        }
    }
    // 2^64 ≡ 7 (mod 9), so u64::MAX is 6 past a multiple of 9: a win from the start.
    assert_eq!(u64::MAX % 9, 6);
    assert_eq!(game.outcome(&Die::start(u64::MAX)), Outcome::Win);
}

#[test]
fn bad_faces_and_illegal_tips_are_errors() {
    assert_eq!(
        Die::position(10, 7).unwrap_err().to_string(),
        "invalid top face (7): a die's faces are 1 to 6"
    );
    assert!(Die::position(10, 0).is_err());
    let game = Die::new();
    let position = Die::position(10, 3).unwrap();
    assert_eq!(
        game.play(&position, &4).unwrap_err().to_string(),
        "illegal move (tip to 4): 4 is opposite 3, on the bottom"
    );
    assert_eq!(
        game.play(&position, &3).unwrap_err().to_string(),
        "illegal move (tip to 3): 3 is already on top"
    );
    assert!(game.play(&position, &0).is_err());
    assert!(game.play(&position, &9).is_err());
    assert!(matches!(
        game.play(&Die::position(4, 3).unwrap(), &5),
        Err(Error::TakesTooMany { .. })
    ));
    let after = game.play(&position, &5).unwrap();
    assert_eq!((after.remaining(), after.top()), (5, Some(5)));
    assert_eq!(after.to_string(), "5 stones, 5 on top");
    assert_eq!(Die::start(7).to_string(), "7 stones, die not yet placed");
}

/// A position's stones agree with their count in number (issue 28, defect 8).
#[test]
fn a_position_names_its_stones_in_number() {
    assert_eq!(Die::start(1).to_string(), "1 stone, die not yet placed");
    assert_eq!(Die::start(0).to_string(), "0 stones, die not yet placed");
    assert_eq!(
        Die::position(1, 3).unwrap().to_string(),
        "1 stone, 3 on top"
    );
    assert_eq!(
        Die::position(2, 3).unwrap().to_string(),
        "2 stones, 3 on top"
    );
}
