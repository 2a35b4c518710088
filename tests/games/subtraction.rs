//! Subtraction games and Bash's game: published values, periods, counting games, errors.

use impartial::prelude::*;

/// Heaps from 0 to `end` that lose for the player to move.
fn losses(game: &Subtraction, end: u64) -> Vec<u64> {
    (0..=end)
        .filter(|heap| game.outcome(heap) == Outcome::Loss)
        .collect()
}

/// Grundy values by the definition, for comparison with the certified table.
fn grundy_by_mex(set: &[u64], end: usize) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for n in 0..=end as u64 {
        let options: Vec<u64> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| values[(n - s) as usize])
            .collect();
        // The mex: the least value no option has; at most the number of options.
        let mex = (0..=options.len() as u64).find(|g| !options.contains(g));
        values.push(mex.unwrap());
    }
    values
}

#[test]
fn one_three_four_loses_at_0_and_2_mod_7() {
    let game = Subtraction::new(&[1, 3, 4]).unwrap();
    assert_eq!((game.period().preperiod, game.period().period), (0, 7));
    assert_eq!(losses(&game, 30), vec![0, 2, 7, 9, 14, 16, 21, 23, 28, 30]);
    for heap in [u64::MAX, u64::MAX - 1, 7 * 1_000_000_000_007 + 2] {
        let lost = matches!(heap % 7, 0 | 2);
        assert_eq!(game.outcome(&heap) == Outcome::Loss, lost, "{heap}");
    }
    // Order and repeats in the set do not matter.
    assert_eq!(Subtraction::new(&[4, 1, 3, 3]).unwrap(), game);
}

#[test]
fn one_four_loses_at_0_and_2_mod_5() {
    let game = Subtraction::new(&[1, 4]).unwrap();
    assert_eq!((game.period().preperiod, game.period().period), (0, 5));
    assert_eq!(losses(&game, 17), vec![0, 2, 5, 7, 10, 12, 15, 17]);
}

#[test]
fn certified_tables_agree_with_the_search_over_many_periods() {
    for set in [
        vec![2, 5, 6],
        vec![1, 4],
        vec![3, 4, 7],
        vec![2, 7, 9],
        vec![1, 5, 8, 9],
        vec![6, 13],
    ] {
        let most = Subtraction::new(&set).unwrap().max_take();
        for_both!(game in [Subtraction::new(&set).unwrap(), Subtraction::new(&set).unwrap().misere()] {
            let search = Search::new(game.clone());
            let end = game.period().preperiod + 6 * game.period().period + most;
            for heap in 0..=end {
                assert_eq!(game.outcome(&heap), search.outcome(&heap), "{game}, {heap}");
                assert_eq!(
                    game.winning_moves(&heap).collect::<Vec<_>>(),
                    search.winning_moves(&heap).collect::<Vec<_>>(),
                    "{game}, {heap}"
                );
            }
            // The period is the least one: no smaller shift repeats from the preperiod on.
            let outcomes: Vec<Outcome> = (0..=end).map(|heap| search.outcome(&heap)).collect();
            let repeats = |shift: u64| {
                (game.period().preperiod..=end - shift)
                    .all(|n| outcomes[n as usize] == outcomes[(n + shift) as usize])
            };
            assert!(repeats(game.period().period), "{game}");
            assert!(
                !(1..game.period().period).any(repeats),
                "{game}: a smaller period"
            );
            if game.period().preperiod > 0 {
                let n = game.period().preperiod - 1;
                assert_ne!(
                    outcomes[n as usize],
                    outcomes[(n + game.period().period) as usize],
                    "{game}: the preperiod could be shorter"
                );
            }
        });
    }
}

#[test]
fn two_five_six_has_a_preperiod() {
    let game = Subtraction::new(&[2, 5, 6]).unwrap();
    let search = Search::new(game.clone());
    for heap in (0..200).chain([u64::MAX - 3, u64::MAX]) {
        let reference = heap.min(
            game.period().preperiod
                + (heap.saturating_sub(game.period().preperiod)) % game.period().period,
        );
        assert_eq!(game.outcome(&heap), search.outcome(&reference), "{heap}");
    }
}

#[test]
fn grundy_values_follow_the_mex_rule() {
    for set in [vec![1, 3, 4], vec![2, 5, 6], vec![1, 4], vec![3, 5, 9, 10]] {
        let game = Subtraction::new(&set).unwrap();
        let expected = grundy_by_mex(&set, 300);
        let actual: Vec<u64> = (0..=300).map(|heap| game.grundy(&heap)).collect();
        assert_eq!(actual, expected, "{set:?}");
        // Normal play: lost exactly where the Grundy value is 0.
        for heap in 0..=300 {
            assert_eq!(
                game.outcome(&heap) == Outcome::Loss,
                game.grundy(&heap) == 0
            );
        }
    }
    let bash = Subtraction::bash(4).unwrap();
    assert_eq!(
        (0..=12).map(|heap| bash.grundy(&heap)).collect::<Vec<_>>(),
        grundy_by_mex(&[1, 2, 3, 4], 12)
    );
}

#[test]
fn the_100_game_is_won_by_saying_1_then_12_23_up_to_89() {
    // Players add 1 to 10 to a running total; whoever reaches 100 wins. The heap is what
    // remains to 100.
    let game = Subtraction::bash(10).unwrap();
    assert_eq!(game.outcome(&100), Outcome::Win);
    assert_eq!(game.winning_moves(&100).collect::<Vec<_>>(), vec![1]);
    // Whatever the opponent adds, the first player's answer reaches the next of 12, ..., 100.
    for opponent in 1..=10 {
        let mut total = 1;
        let mut totals = vec![];
        while total < 100 {
            total += opponent;
            total += game.best_move(&(100 - total)).unwrap();
            totals.push(total);
        }
        let expected: Vec<u64> = (1..=9).map(|i| 1 + 11 * i).collect();
        assert_eq!(totals, expected, "opponent always adds {opponent}");
    }
}

#[test]
fn the_21_game_is_misere_bash_and_the_second_player_wins() {
    // Players add 1 to 3; whoever says 21 loses.
    let game = Subtraction::bash(3).unwrap().misere();
    assert_eq!(game.outcome(&21), Outcome::Loss);
    for first in 1..=3 {
        let answer = game.best_move(&(21 - first)).unwrap();
        assert_eq!(first + answer, 4, "answer to {first}");
    }
    // From 20 said, the first player must say 21.
    assert_eq!(game.outcome(&1), Outcome::Loss);
    assert_eq!(game.winning_moves(&2).collect::<Vec<_>>(), vec![1]);
    assert_eq!(game.best_move(&1), Some(1));
}

#[test]
fn bash_answers_the_whole_u64_range() {
    let max = u64::MAX;
    let bash = Subtraction::bash(3).unwrap();
    assert_eq!(bash.winning_move(&max), Some(3)); // u64::MAX ≡ 3 (mod 4)
    assert_eq!(bash.clone().misere().winning_move(&max), Some(2));
    let huge = Subtraction::bash(max).unwrap();
    assert_eq!(huge.winning_moves(&max).collect::<Vec<_>>(), vec![max]);
    assert_eq!(huge.grundy(&max), max);
    assert_eq!((huge.period().preperiod, huge.period().period), (1, 1));
    assert_eq!(huge.moves(&max).nth(2), Some(3)); // lazily
    let huge_misere = huge.misere();
    assert_eq!(
        huge_misere.winning_moves(&max).collect::<Vec<_>>(),
        vec![max - 1]
    );
    assert_eq!(huge_misere.outcome(&1), Outcome::Loss);
    assert_eq!(
        (huge_misere.period().preperiod, huge_misere.period().period),
        (2, 1)
    );
    let almost = Subtraction::bash(max - 1).unwrap();
    assert_eq!(almost.period().period, max);
    assert_eq!(almost.outcome(&max), Outcome::Loss);
}

#[test]
fn a_set_of_one_to_k_is_bash() {
    assert_eq!(
        Subtraction::new(&[3, 1, 2]).unwrap(),
        Subtraction::bash(3).unwrap()
    );
    assert_eq!(Subtraction::bash(3).unwrap().set(), None);
    assert_eq!(Subtraction::new(&[1, 3]).unwrap().set(), Some(&[1, 3][..]));
}

#[test]
fn bad_parameters_are_errors() {
    assert_eq!(
        Subtraction::bash(0).unwrap_err().to_string(),
        "invalid k (0): Bash's game needs k ≥ 1: a move takes 1 to k stones"
    );
    assert!(matches!(
        Subtraction::new(&[]),
        Err(Error::InvalidParameter { .. })
    ));
    assert_eq!(
        Subtraction::new(&[0, 2]).unwrap_err().to_string(),
        "invalid subtraction set ([0, 2]): a move must take at least one stone, so 0 is not allowed"
    );
}

#[test]
fn a_period_beyond_the_bound_is_an_error_not_a_hang() {
    // Refused at once, before any computation, saying what the caller can do.
    let error = Subtraction::new(&[1, 1 << 40]).unwrap_err();
    assert!(matches!(error, Error::InvalidParameter { .. }), "{error}");
    assert!(
        error
            .to_string()
            .contains("Search answers single positions"),
        "{error}"
    );
    assert!(Subtraction::new(&[3, u64::MAX]).is_err());
    // After computing, the message says how far it went and what else there is.
    let error = Error::PeriodNotFound {
        game: "the subtraction game on [5, 7]".into(),
        positions: 1 << 20,
    };
    assert_eq!(
        error.to_string(),
        "no period of the subtraction game on [5, 7] could be certified within its first \
         1048576 positions, the most computed; Search answers single positions without one"
    );
}

/// The Grundy values of heaps `0..count` of the subtraction game on `set`, by a mex loop.
fn mex_values(set: &[u64], count: u64) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for heap in 0..count {
        let options: Vec<u64> = set
            .iter()
            .filter(|&&take| take <= heap)
            .map(|&take| values[(heap - take) as usize])
            .collect();
        // The mex of k options is at most k.
        let most = options.len() as u64;
        values.push(
            (0..=most)
                .find(|value| !options.contains(value))
                .unwrap_or(most),
        );
    }
    values
}

#[test]
fn sets_with_a_common_divisor_are_solved_as_the_set_divided() {
    // Regression: {524287} computed a million positions and gave up; its period is 2s.
    let s = 524_287;
    let single = Subtraction::new(&[s]).unwrap();
    assert_eq!(
        (single.period().preperiod, single.period().period),
        (0, 2 * s)
    );
    for heap in [0, 1, s - 1, s, 2 * s - 1, 2 * s, 5 * s + 3, u64::MAX] {
        assert_eq!(single.grundy(&heap), (heap / s) % 2, "{heap}");
        assert_eq!(single.outcome(&heap) == Outcome::Loss, (heap / s) % 2 == 0);
    }
    assert_eq!(single.winning_moves(&(3 * s)).collect::<Vec<_>>(), vec![s]);
    // Sets sharing a divisor, against a mex loop, in both conventions' losing heaps.
    for set in [
        vec![2, 4, 6],
        vec![3, 9, 12],
        vec![6, 10],
        vec![5],
        vec![4, 8, 20],
    ] {
        let game = Subtraction::new(&set).unwrap();
        let expected = mex_values(&set, 400);
        let search = Search::new(game.clone().misere());
        for heap in 0..400u64 {
            assert_eq!(
                game.grundy(&heap),
                expected[heap as usize],
                "{set:?} {heap}"
            );
            assert_eq!(
                game.clone().misere().outcome(&heap),
                search.outcome(&heap),
                "{set:?} misère {heap}"
            );
        }
    }
}

#[test]
fn illegal_moves_are_named() {
    let game = Subtraction::new(&[1, 3, 4]).unwrap();
    assert_eq!(
        game.play(&10, &2).unwrap_err().to_string(),
        "illegal move (take 2): the subtraction game on [1, 3, 4] does not allow taking 2"
    );
    assert_eq!(
        game.play(&3, &4),
        Err(Error::TakesTooMany {
            mv: "take 4".into(),
            take: 4,
            available: 3
        })
    );
    assert!(matches!(game.play(&3, &0), Err(Error::TakesNothing { .. })));
    let bash = Subtraction::bash(3).unwrap();
    assert!(matches!(bash.play(&10, &4), Err(Error::IllegalMove { .. })));
    assert_eq!(bash.play(&10, &3), Ok(7));
}

#[test]
fn lost_positions_take_the_least() {
    let game = Subtraction::new(&[2, 5, 6]).unwrap();
    for heap in 0..100 {
        if game.outcome(&heap) == Outcome::Loss {
            assert_eq!(game.best_move(&heap), game.moves(&heap).next(), "{heap}");
        }
    }
}
