//! Sums of games: the nim-sum rule, moves that raise a component, misère, errors, and
//! sums that split into their components' parts.

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

// Sums that split: with an empty position, a sum's position is the sum of its components'
// parts, each alone beside empty components, and the search solves it part by part.

use proptest::prelude::*;

/// The search that splits positions into parts and the one that takes them whole, without
/// symmetry either, agree on the Grundy value and the outcome of `position`, and so does the
/// sum's closed form.
fn split_and_whole_agree<G>(sum: &Sum<G>, position: &Vec<G::Position>) -> Result<(), TestCaseError>
where
    G: Game + Grundy<G> + Clone,
{
    let split = Search::new(sum.clone());
    let whole = Search::new(sum.clone())
        .without_decomposition()
        .without_symmetry();
    let value = sum.grundy(position);
    prop_assert_eq!(split.grundy(position), value, "split, {:?}", position);
    prop_assert_eq!(whole.grundy(position), value, "whole, {:?}", position);
    let outcome = sum.outcome(position);
    prop_assert_eq!(split.outcome(position), outcome, "split, {:?}", position);
    prop_assert_eq!(
        Search::new(sum.clone())
            .without_decomposition()
            .without_symmetry()
            .outcome(position),
        outcome,
        "whole, {:?}",
        position
    );
    Ok(())
}

/// The laws of `Game::parts` for `position`: every part is a position of the sum, alone in
/// one component, that splits into itself; the parts' moves are the position's moves; and
/// the nim-sum of the parts' values, by the search, is the position's value.
fn parts_keep_the_laws<G>(sum: &Sum<G>, position: &Vec<G::Position>) -> Result<(), TestCaseError>
where
    G: Game + Grundy<G> + Clone,
{
    let empty = sum.empty_position().expect("a sum that splits").clone();
    let parts = sum
        .parts(position)
        .expect("a position of the right shape splits");
    let search = Search::new(sum.clone());
    let mut value = 0;
    let mut moves = 0;
    for part in &parts {
        prop_assert!(sum.check(part).is_ok(), "part {:?} of {:?}", part, position);
        let held = part.iter().filter(|&at| *at != empty).count();
        prop_assert_eq!(held, 1, "part {:?} of {:?}", part, position);
        prop_assert_eq!(sum.parts(part), Some(vec![part.clone()]), "part {:?}", part);
        value ^= search.grundy(part);
        moves += sum.moves(part).count();
    }
    prop_assert_eq!(
        value,
        search.grundy(position),
        "{:?} into {:?}",
        position,
        parts
    );
    prop_assert_eq!(value, sum.grundy(position));
    prop_assert_eq!(
        moves,
        sum.moves(position).count(),
        "{:?} into {:?}",
        position,
        parts
    );
    if parts.len() == 1 {
        // The only part is the position itself, or a smaller one with the same value.
        prop_assert_eq!(sum.grundy(&parts[0]), sum.grundy(position));
    }
    Ok(())
}

/// Two or three Kayles components, each with up to 2 rows of up to 6 pins.
fn kayles_sum() -> impl Strategy<Value = (Sum<Kayles>, Vec<Vec<u64>>)> {
    prop::collection::vec(prop::collection::vec(0u64..=6, 0..=2), 2..=3).prop_map(|rows| {
        let sum = Sum::new(vec![Kayles::new(); rows.len()])
            .with_empty_position(vec![])
            .expect("no row, no move");
        (sum, rows)
    })
}

/// Two or three subtraction games on different sets, each with a heap of up to 20.
fn subtraction_sum() -> impl Strategy<Value = (Sum<Subtraction>, Vec<u64>)> {
    let component = prop_oneof![
        Just(Subtraction::new(&[1, 3, 4]).expect("a valid set")),
        Just(Subtraction::new(&[2, 5]).expect("a valid set")),
        (1u64..=4).prop_map(|k| Subtraction::bash(k).expect("k > 0")),
        Just(Subtraction::bash(u64::MAX).expect("k > 0")),
    ];
    prop::collection::vec((component, 0u64..=20), 2..=3).prop_map(|parts| {
        let (games, heaps): (Vec<Subtraction>, Vec<u64>) = parts.into_iter().unzip();
        let sum = Sum::new(games)
            .with_empty_position(0)
            .expect("an empty heap has no move");
        (sum, heaps)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn kayles_sums_split_as_they_are_played((sum, rows) in kayles_sum()) {
        split_and_whole_agree(&sum, &rows)?;
        parts_keep_the_laws(&sum, &rows)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn subtraction_sums_split_as_they_are_played((sum, heaps) in subtraction_sum()) {
        split_and_whole_agree(&sum, &heaps)?;
        parts_keep_the_laws(&sum, &heaps)?;
    }

    #[test]
    fn canonical_forms_keep_the_value((sum, rows) in kayles_sum()) {
        let mut canonical = rows.clone();
        sum.canonicalize(&mut canonical);
        let mut again = canonical.clone();
        sum.canonicalize(&mut again);
        prop_assert_eq!(&again, &canonical);
        prop_assert_eq!(sum.grundy(&canonical), sum.grundy(&rows));
        for (component, at) in canonical.iter().enumerate() {
            let mut alone = rows[component].clone();
            Kayles::new().canonicalize(&mut alone);
            prop_assert_eq!(at, &alone);
        }
    }
}

#[test]
fn a_sum_splits_into_its_components_parts() {
    let sum = Sum::new(vec![Kayles::new(), Kayles::new(), Kayles::new()])
        .with_empty_position(vec![])
        .unwrap();
    assert_eq!(sum.empty_position(), Some(&vec![]));
    assert_eq!(
        sum.parts(&vec![vec![2, 0, 3], vec![], vec![1]]),
        Some(vec![
            vec![vec![2], vec![], vec![]],
            vec![vec![3], vec![], vec![]],
            vec![vec![], vec![], vec![1]],
        ])
    );
    // One row alone is its own only part; an empty sum has none.
    let alone = vec![vec![], vec![5], vec![]];
    assert_eq!(sum.parts(&alone), Some(vec![alone.clone()]));
    assert_eq!(sum.parts(&vec![vec![]; 3]), Some(vec![]));
    assert_eq!(sum.parts(&vec![vec![0], vec![], vec![0, 0]]), Some(vec![]));
}

#[test]
fn a_component_that_does_not_split_is_one_part() {
    let sum = Sum::new(vec![
        Subtraction::new(&[1, 3, 4]).unwrap(),
        Subtraction::bash(2).unwrap(),
    ])
    .with_empty_position(0)
    .unwrap();
    assert_eq!(sum.parts(&vec![9, 0]), Some(vec![vec![9, 0]]));
    assert_eq!(sum.parts(&vec![9, 4]), Some(vec![vec![9, 0], vec![0, 4]]));
    assert_eq!(sum.parts(&vec![0, 0]), Some(vec![]));
}

#[test]
fn misere_components_split_whole_under_the_sums_normal_play() {
    // Misère Nim does not split its own positions; in a sum, played under normal play,
    // each component's position is one part.
    let sum = Sum::new(vec![Nim::misere(), Nim::misere()])
        .with_empty_position(vec![])
        .unwrap();
    let position = vec![vec![1, 1], vec![2]];
    assert_eq!(
        sum.parts(&position),
        Some(vec![vec![vec![1, 1], vec![]], vec![vec![], vec![2]]])
    );
    let split = Search::new(sum.clone());
    let whole = Search::new(sum.clone()).without_decomposition();
    assert_eq!(split.grundy(&position), 2);
    assert_eq!(whole.grundy(&position), 2);
    assert_eq!(split.outcome(&position), Outcome::Win);
    assert_eq!(split.outcome(&vec![vec![1], vec![1]]), Outcome::Loss);
    assert_eq!(whole.outcome(&vec![vec![1], vec![1]]), Outcome::Loss);
}

#[test]
fn an_empty_position_with_a_move_is_refused_naming_its_component() {
    let error = Sum::new(vec![Subtraction::bash(2).unwrap()])
        .with_empty_position(1)
        .unwrap_err();
    assert!(matches!(
        error,
        Error::InvalidParameter {
            parameter: "empty position",
            ..
        }
    ));
    // A heap of 1 has no move in the game on {2, 5}, but has one in Bash's game.
    let error = Sum::new(vec![
        Subtraction::new(&[2, 5]).unwrap(),
        Subtraction::bash(2).unwrap(),
    ])
    .with_empty_position(1)
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid empty position (1): component 1 has a move from it (1): \
         an empty component has none"
    );
    // A sum of no components takes any empty position.
    assert!(
        Sum::<Kayles>::new(vec![])
            .with_empty_position(vec![3])
            .is_ok()
    );
}

#[test]
fn without_an_empty_position_or_in_the_wrong_shape_nothing_splits() {
    let sum = Sum::new(vec![Kayles::new(), Kayles::new()]);
    assert_eq!(sum.empty_position(), None);
    assert_eq!(sum.parts(&vec![vec![3, 4], vec![2]]), None);
    let sum = sum.with_empty_position(vec![]).unwrap();
    assert_eq!(sum.parts(&vec![vec![3, 4]]), None);
    assert_eq!(sum.parts(&vec![vec![3], vec![4], vec![]]), None);
    // A position of the wrong shape has no moves, split search or not.
    assert_eq!(
        Search::new(sum.clone()).outcome(&vec![vec![3, 4]]),
        Outcome::Loss
    );
    assert_eq!(Search::new(sum).grundy(&vec![vec![3, 4]]), 0);
}

#[test]
fn canonical_forms_are_taken_component_by_component() {
    let sum = Sum::new(vec![Kayles::new(), Kayles::new()]);
    let mut position = vec![vec![5, 0, 2], vec![4, 1]];
    sum.canonicalize(&mut position);
    let mut first = vec![5, 0, 2];
    Kayles::new().canonicalize(&mut first);
    let mut second = vec![4, 1];
    Kayles::new().canonicalize(&mut second);
    assert_eq!(position, vec![first, second]);
    // The wrong shape is left as it is.
    let mut wrong = vec![vec![5, 0, 2]];
    sum.canonicalize(&mut wrong);
    assert_eq!(wrong, vec![vec![5, 0, 2]]);
}

#[test]
fn an_empty_position_is_part_of_the_sums_identity() {
    let plain = Sum::new(vec![Kayles::new()]);
    let splitting = plain.clone().with_empty_position(vec![]).unwrap();
    assert_ne!(plain, splitting);
    assert_eq!(splitting.clone(), splitting);
    assert_eq!(splitting.components(), plain.components());
}
