//! Sums of games: the nim-sum rule, moves that raise a component, misère, errors.

use impartial::prelude::*;

#[test]
fn a_sum_of_nim_games_is_nim_on_all_their_heaps() {
    let sum = Sum::new(vec![Nim::normal(), Nim::normal()]);
    let position = vec![vec![3, 4], vec![5]];
    assert_eq!(sum.grundy(&position), 3 ^ 4 ^ 5);
    assert_eq!(
        sum.winning_moves(&position).collect::<Vec<_>>(),
        vec![SumMove {
            component: 0,
            mv: NimMove { heap: 0, take: 2 }
        }]
    );
}

#[test]
fn a_winning_move_may_raise_a_component() {
    // Bash's game with k = 3: from 5 (value 1) a move reaches values 0, 3 and 2.
    // Beside a Nim heap of 3 the nim-sum is 2; raising the Bash heap to value 3 wins too.
    let sum = Sum::new(vec![
        Subtraction::bash(3).unwrap(),
        Subtraction::bash(u64::MAX).unwrap(),
    ]);
    let position = vec![5, 3];
    let winning = sum.winning_moves(&position).collect::<Vec<_>>();
    assert!(winning.contains(&SumMove {
        component: 0,
        mv: 2
    })); // 5 -> 3, value 3
    assert!(winning.contains(&SumMove {
        component: 1,
        mv: 2
    })); // heap 3 -> 1
    let search = Search::new(sum.clone());
    assert_eq!(winning, search.winning_moves(&position).collect::<Vec<_>>());
    // The single winning move lowers a component, as the theory guarantees one can.
    assert_eq!(
        sum.winning_move(&position),
        Some(SumMove {
            component: 1,
            mv: 2
        })
    );
}

#[test]
fn misere_sums_are_not_decided_by_grundy_values() {
    // Misère Nim on two single stones: nim-sum 0, yet the player to move wins.
    let misere = Search::new(Nim::misere());
    assert_eq!(Nim::misere().grundy(&vec![1, 1]), 0);
    assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win);
    // A sum plays its components under normal play, whatever their convention.
    let sum = Sum::new(vec![Nim::misere(), Nim::misere()]);
    assert_eq!(sum.outcome(&vec![vec![1], vec![1]]), Outcome::Loss);
    assert_eq!(
        Search::new(sum).outcome(&vec![vec![1], vec![1]]),
        Outcome::Loss
    );
}

#[test]
fn components_near_u64_max() {
    let nim_heap = Subtraction::bash(u64::MAX).unwrap();
    let sum = Sum::new(vec![nim_heap.clone(), nim_heap.clone(), nim_heap]);
    let position = vec![u64::MAX, u64::MAX - 1, 12_345];
    let heaps = position.clone();
    assert_eq!(sum.outcome(&position), Nim::normal().outcome(&heaps));
    let mv = sum.winning_move(&position).unwrap();
    assert_eq!(
        sum.outcome(&sum.play(&position, &mv).unwrap()),
        Outcome::Loss
    );
}

#[test]
fn malformed_moves_and_positions_are_errors() {
    let sum = Sum::new(vec![Subtraction::bash(2).unwrap(); 2]);
    assert_eq!(
        sum.play(
            &vec![3, 3],
            &SumMove {
                component: 2,
                mv: 1
            }
        )
        .unwrap_err()
        .to_string(),
        "illegal move (1 in part 2): there is no part 2: the sum has 2 components"
    );
    assert!(
        sum.play(
            &vec![3],
            &SumMove {
                component: 0,
                mv: 1
            }
        )
        .is_err()
    );
    assert!(
        sum.play(
            &vec![3, 3],
            &SumMove {
                component: 0,
                mv: 3
            }
        )
        .is_err()
    );
    assert_eq!(
        sum.play(
            &vec![3, 3],
            &SumMove {
                component: 1,
                mv: 2
            }
        ),
        Ok(vec![3, 1])
    );
    assert_eq!(sum.components().len(), 2);
}

#[test]
fn messages_name_parts_and_count_in_the_plural_they_need() {
    // Regression: `the position has 1 heaps`, `the sum has 1 components`, inner moves in
    // `Debug` form, and errors inside a sum that lost their part.
    let nim = Nim::normal();
    assert_eq!(
        nim.play(&vec![3], &NimMove { heap: 2, take: 1 })
            .unwrap_err()
            .to_string(),
        "illegal move (take 1 from heap 2): there is no heap 2, the position has 1 heap"
    );
    let sum = Sum::new(vec![Nim::normal()]);
    let mv = SumMove {
        component: 0,
        mv: NimMove { heap: 1, take: 2 },
    };
    assert_eq!(mv.to_string(), "take 2 from heap 1 in part 0");
    assert_eq!(
        sum.play(&vec![vec![1], vec![2]], &mv)
            .unwrap_err()
            .to_string(),
        "wrong shape: the position has 2 parts, but the sum has 1 component"
    );
    let error = sum.play(&vec![vec![5, 1]], &mv).unwrap_err();
    assert_eq!(
        error.to_string(),
        "in part 0: illegal move (take 2 from heap 1): it takes 2 stones but the heap holds only 1"
    );
    assert!(matches!(error, Error::InPart { part: 0, .. }));
}

#[test]
fn a_position_of_the_wrong_shape_has_no_moves() {
    // Regression: with one component and two parts, `outcome` said Win and `winning_move`
    // offered a move that `play` then refused.
    let sum = Sum::new(vec![Subtraction::bash(3).unwrap()]);
    let position = vec![5, 5];
    assert_eq!(sum.outcome(&position), Outcome::Loss);
    assert_eq!(sum.winning_move(&position), None);
    assert_eq!(sum.moves(&position).count(), 0);
    assert_eq!(sum.grundy(&position), 0);
    assert_eq!(
        sum.try_grundy(&position),
        Err(Error::WrongShape {
            parts: 2,
            components: 1
        })
    );
    let two = Sum::new(vec![Subtraction::bash(3).unwrap(); 2]);
    assert!(two.try_grundy(&[5]).is_err());
    assert_eq!(two.grundy(&vec![5]), 0);
}
