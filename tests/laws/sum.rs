//! Sums of games: the nim-sum rule, moves that raise a component, misère, errors, and
//! sums that split into their components' parts; sums of games without a closed form
//! (Wythoff's game, Grundy's game), solved by a search of each component, against a brute
//! force written here; and sums of different games (Kayles, Nim, a subtraction set, Bash's
//! game, Grundy's game from the take-and-break engine, a game of this file's own solved by
//! `Search`, and Dawson's chess as the code 0.137), against `Search` over the sum's own
//! rules, with the display of their moves and their errors.

use crate::common;

use core::any::type_name;
use std::collections::HashMap;
use std::sync::LazyLock;

use common::{agrees_with_search, grundy_agrees_with_search, moves_are_legal_and_distinct};
use impartial::games::grundy_game::Split;
use impartial::prelude::*;
use impartial::take_and_break::Heaps;

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
    assert_eq!(Nim::normal().grundy(&vec![1, 1]), 0);
    assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win);
    // The misère form of a sum is the sum under misère play, searched whole.
    let sum = Misere::new(Sum::new(vec![Nim::normal(), Nim::normal()]));
    let position = vec![vec![1], vec![1]];
    assert_eq!(Search::new(sum).outcome(&position), Outcome::Win);
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

use impartial::search::Hooks;
use proptest::prelude::*;

/// The search that splits positions into parts and the one that takes them whole, without
/// symmetry either, agree on the Grundy value and the outcome of `position`, and so does the
/// sum's closed form.
fn split_and_whole_agree<G>(sum: &Sum<G>, position: &Vec<G::Position>) -> Result<(), TestCaseError>
where
    G: Hooks + Grundy<G> + Clone,
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
    G: Hooks + Grundy<G> + Clone,
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
    // The whole search without symmetry meets every order of every row, so it grows as the
    // product of the components' positions: 12 pins in all keep it under a second.
    let rows = prop::collection::vec(prop::collection::vec(0u64..=6, 0..=2), 2..=3)
        .prop_filter("at most 12 pins", |rows| {
            rows.iter().flatten().sum::<u64>() <= 12
        });
    rows.prop_map(|rows| {
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

// ---------------------------------------------------------------------------------------
// Sums of different games.
// ---------------------------------------------------------------------------------------

/// One heap; a move takes 1 or 4 stones. (The subtraction game on {1, 4}, written from its
/// rules alone.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct TakeOneOrFour;

impl Game for TakeOneOrFour {
    type Position = u64;
    type Move = u64;

    fn moves<'a>(&'a self, heap: &'a u64) -> impl Iterator<Item = u64> {
        [1, 4].into_iter().filter(move |take| take <= heap)
    }

    fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
        if ![1, 4].contains(take) {
            return Err(Error::IllegalMove {
                mv: format!("take {take}"),
                reason: "a move takes 1 or 4 stones".into(),
            });
        }
        heap.checked_sub(*take).ok_or(Error::TakesTooMany {
            mv: format!("take {take}"),
            take: *take,
            available: *heap,
        })
    }
}

impl Hooks for TakeOneOrFour {}

/// The subtraction set of the [`Kind::SubtractionSet`] parts.
const SET: [u64; 3] = [2, 5, 6];
/// The `k` of the [`Kind::Bash`] parts.
const BASH: u64 = 3;

/// Grundy's game, known up to heaps of 63: no period is certified.
static GRUNDYS_GAME: LazyLock<TakeAndBreakSolver> = LazyLock::new(|| {
    TakeAndBreak::grundys_game()
        .solver(64)
        .expect("64 values fit")
});

/// Dawson's chess, 0.137, certified: every heap is known.
static DAWSONS_CHESS: LazyLock<TakeAndBreakSolver> = LazyLock::new(|| {
    TakeAndBreak::dawsons_chess()
        .solver(1 << 12)
        .expect("the values fit")
});

/// The games a part can be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Kayles,
    Nim,
    SubtractionSet,
    Bash,
    GrundysGame,
    Custom,
    DawsonsChess,
}

impl Kind {
    /// `sum` with one more part of this kind: a fresh solver each time.
    fn add_to(self, sum: Sum<AnyGame>) -> Sum<AnyGame> {
        match self {
            Kind::Kayles => sum.and(Kayles::new()),
            Kind::Nim => sum.and(Nim::normal()),
            Kind::SubtractionSet => sum.and(Subtraction::new(&SET).expect("a valid set")),
            Kind::Bash => sum.and(Subtraction::bash(BASH).expect("k > 0")),
            Kind::GrundysGame => sum.and(GRUNDYS_GAME.clone()),
            Kind::Custom => sum.and(Search::new(TakeOneOrFour)),
            Kind::DawsonsChess => sum.and(DAWSONS_CHESS.clone()),
        }
    }

    /// The type of position a part of this kind takes.
    fn position_type(self) -> &'static str {
        match self {
            Kind::Kayles | Kind::Nim => type_name::<Vec<u64>>(),
            Kind::SubtractionSet | Kind::Bash | Kind::Custom => type_name::<u64>(),
            Kind::GrundysGame | Kind::DawsonsChess => type_name::<Heaps>(),
        }
    }

    /// The value of `position` in a part of this kind, from a solver of its own (a search
    /// of the rules, for the games of the engine and this file's own).
    fn value(self, position: &AnyPosition) -> u64 {
        let heaps = || position.downcast_ref::<Vec<u64>>().expect("heaps");
        let heap = || *position.downcast_ref::<u64>().expect("a heap");
        let known = || {
            position
                .downcast_ref::<Heaps>()
                .expect("known heaps")
                .to_vec()
        };
        match self {
            Kind::Kayles => Kayles::new().grundy(heaps()),
            Kind::Nim => Nim::normal().grundy(heaps()),
            Kind::SubtractionSet => Search::new(Subtraction::new(&SET).unwrap()).grundy(&heap()),
            Kind::Bash => heap() % (BASH + 1),
            Kind::GrundysGame => Search::new(GrundyGame::new()).grundy(&known()),
            Kind::Custom => Search::new(TakeOneOrFour).grundy(&heap()),
            Kind::DawsonsChess => Search::new(TakeAndBreak::dawsons_chess()).grundy(&known()),
        }
    }
}

fn sum_of(kinds: &[Kind]) -> Sum<AnyGame> {
    kinds
        .iter()
        .fold(Sum::mixed(), |sum, kind| kind.add_to(sum))
}

/// A part and a small position of it.
fn part() -> impl Strategy<Value = (Kind, AnyPosition)> {
    let heaps = |largest: u64| prop::collection::vec(0..=largest, 0..=2);
    prop_oneof![
        heaps(6).prop_map(|rows| (Kind::Kayles, AnyPosition::new(rows))),
        heaps(4).prop_map(|heaps| (Kind::Nim, AnyPosition::new(heaps))),
        (0u64..=16).prop_map(|heap| (Kind::SubtractionSet, AnyPosition::new(heap))),
        (0u64..=16).prop_map(|heap| (Kind::Bash, AnyPosition::new(heap))),
        heaps(9).prop_map(|heaps| {
            let position = GRUNDYS_GAME.position(heaps).expect("known heaps");
            (Kind::GrundysGame, AnyPosition::new(position))
        }),
        (0u64..=16).prop_map(|heap| (Kind::Custom, AnyPosition::new(heap))),
        heaps(8).prop_map(|heaps| {
            let position = DAWSONS_CHESS.position(heaps).expect("known heaps");
            (Kind::DawsonsChess, AnyPosition::new(position))
        }),
    ]
}

/// Up to three parts, none included, with a small position each.
fn mixed() -> impl Strategy<Value = (Vec<Kind>, Vec<AnyPosition>)> {
    prop::collection::vec(part(), 0..=3).prop_map(|parts| parts.into_iter().unzip())
}

/// A part of none of the kinds' types (`u32` is not `u64`).
fn wrong_part() -> impl Strategy<Value = AnyPosition> {
    prop_oneof![
        Just(AnyPosition::new(())),
        (0u32..=9).prop_map(AnyPosition::new),
        prop::collection::vec(0u32..=9, 0..=2).prop_map(AnyPosition::new),
        (0u64..=9).prop_map(|heap| AnyPosition::new(FibonacciNim::start(heap))),
        (0u64..=9).prop_map(|heap| AnyPosition::new(Some(heap))),
    ]
}

/// Moves of every kind's type, legal or not, for a part at `component`.
fn inner_candidates(component: usize) -> impl Iterator<Item = SumMove<AnyMove>> {
    let rows = (0..=2).flat_map(|row| {
        (0..=5).flat_map(move |start| (0..=3).map(move |count| RowMove { row, start, count }))
    });
    let takes = (0..=2).flat_map(|heap| (0..=5).map(move |take| NimMove { heap, take }));
    let breaks = (0..=2).flat_map(|heap| {
        (0..=4).flat_map(move |take| {
            [
                [2, 1, 0],
                [4, 0, 0],
                [3, 3, 0],
                [0, 0, 0],
                [5, 2, 0],
                [1, 2, 0],
            ]
            .map(|parts| BreakMove { heap, take, parts })
        })
    });
    rows.map(AnyMove::new)
        .chain(takes.map(AnyMove::new))
        .chain((0..=7u64).map(AnyMove::new))
        .chain(breaks.map(AnyMove::new))
        .chain([
            AnyMove::new(7u32),
            AnyMove::new(Split {
                heap: 0,
                smaller: 1,
            }),
        ])
        .map(move |mv| SumMove { component, mv })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Outcome, Grundy value, the moves to each value, the winning moves as a set (by
    /// equality and by their display), and that each of them leaves a `Loss`: the sum's
    /// closed form against the search of its own rules.
    #[test]
    fn mixed_sums_agree_with_search((kinds, position) in mixed()) {
        let sum = sum_of(&kinds);
        let search = Search::new(sum_of(&kinds));
        prop_assert_eq!(sum.components().len(), kinds.len());

        agrees_with_search(&sum, &search, &position)?;
        grundy_agrees_with_search(&sum, &search, &position)?;
        moves_are_legal_and_distinct(&sum, &position)?;

        let value = sum.grundy(&position);
        prop_assert_eq!(sum.try_grundy(&position), Ok(value));
        let parts = kinds
            .iter()
            .zip(&position)
            .fold(0, |total, (kind, part)| total ^ kind.value(part));
        prop_assert_eq!(value, parts, "the nim-sum of the parts' own values");
        prop_assert_eq!(sum.outcome(&position), search.outcome(&position));

        let winning: Vec<SumMove<AnyMove>> = sum.winning_moves(&position).collect();
        let searched: Vec<SumMove<AnyMove>> = search.winning_moves(&position).collect();
        let shown = |moves: &[SumMove<AnyMove>]| {
            let mut shown: Vec<String> = moves.iter().map(ToString::to_string).collect();
            shown.sort();
            shown
        };
        prop_assert_eq!(shown(&winning), shown(&searched));
        prop_assert_eq!(winning.is_empty(), value == 0);
        for mv in &winning {
            let next = sum.play(&position, mv)?;
            prop_assert_eq!(sum.outcome(&next), Outcome::Loss, "{} from {:?}", mv, position);
            prop_assert_eq!(search.outcome(&next), Outcome::Loss, "{} from {:?}", mv, position);
        }
    }

    /// Every move displays as `<inner move> in part <index>`, and holds a move of its part's
    /// type.
    #[test]
    fn moves_display_with_their_part((kinds, position) in mixed()) {
        let sum = sum_of(&kinds);
        for mv in sum.moves(&position) {
            prop_assert_eq!(mv.to_string(), format!("{} in part {}", mv.mv, mv.component));
            let inner = &mv.mv;
            let typed = match kinds[mv.component] {
                Kind::Kayles => inner.downcast_ref::<RowMove>().map(ToString::to_string),
                Kind::Nim => inner.downcast_ref::<NimMove>().map(ToString::to_string),
                Kind::SubtractionSet | Kind::Bash | Kind::Custom => {
                    inner.downcast_ref::<u64>().map(ToString::to_string)
                }
                Kind::GrundysGame | Kind::DawsonsChess => {
                    inner.downcast_ref::<BreakMove>().map(ToString::to_string)
                }
            };
            prop_assert_eq!(typed, Some(inner.to_string()), "{:?}", mv);
        }
    }

    /// `play` accepts exactly the moves that `moves` yields; it refuses an illegal one in a
    /// part with `Error::InPart` naming the part, and one in a part the sum does not have
    /// with `Error::IllegalMove`.
    #[test]
    fn illegal_moves_are_refused_in_their_part((kinds, position) in mixed()) {
        let sum = sum_of(&kinds);
        let moves: Vec<SumMove<AnyMove>> = sum.moves(&position).collect();
        for component in 0..=kinds.len() + 1 {
            for mv in inner_candidates(component) {
                let played = sum.play(&position, &mv);
                if moves.contains(&mv) {
                    prop_assert!(played.is_ok(), "{} refused: {:?}", mv, played);
                    continue;
                }
                let error = played.expect_err("not a move of the sum");
                if component < kinds.len() {
                    prop_assert!(
                        matches!(&error, Error::InPart { part, .. } if *part == component),
                        "{} from {:?}: {:?}",
                        mv,
                        position,
                        error
                    );
                    let message = error.to_string();
                    prop_assert!(
                        message.starts_with(&format!("in part {component}: ")),
                        "{}",
                        message
                    );
                } else {
                    prop_assert!(
                        matches!(&error, Error::IllegalMove { .. }),
                        "{} from {:?}: {:?}",
                        mv,
                        position,
                        error
                    );
                    let missing = format!("there is no part {component}");
                    prop_assert!(error.to_string().contains(&missing), "{}", error);
                }
            }
        }
    }

    /// A part of the wrong type: `try_grundy` and `play` name it; the solver and the search
    /// see a position without moves, lost and worth 0.
    #[test]
    fn a_part_of_the_wrong_type_is_named(
        (kinds, position) in mixed(),
        wrong in wrong_part(),
        index in any::<prop::sample::Index>(),
    ) {
        prop_assume!(!kinds.is_empty());
        let index = index.index(kinds.len());
        let sum = sum_of(&kinds);
        let mut position = position;
        position[index] = wrong;
        let expected = Error::InPart {
            part: index,
            error: Box::new(Error::PositionType { expected: kinds[index].position_type() }),
        };
        prop_assert_eq!(sum.try_grundy(&position), Err(expected.clone()));
        for component in 0..=kinds.len() {
            for mv in inner_candidates(component) {
                prop_assert_eq!(sum.play(&position, &mv), Err(expected.clone()));
            }
        }
        no_moves(&sum, &Search::new(sum_of(&kinds)), &position)?;
    }

    /// Too few or too many parts: `Error::WrongShape` with both counts.
    #[test]
    fn the_wrong_number_of_parts_is_named(
        (kinds, position) in mixed(),
        extra in prop::collection::vec(part(), 0..=2),
        drop in 0usize..=3,
    ) {
        let mut position = position;
        let drop = drop.min(position.len());
        position.truncate(position.len() - drop);
        position.extend(extra.into_iter().map(|(_, part)| part));
        prop_assume!(position.len() != kinds.len());
        let sum = sum_of(&kinds);
        let expected = Error::WrongShape { parts: position.len(), components: kinds.len() };
        prop_assert_eq!(sum.try_grundy(&position), Err(expected.clone()));
        for component in 0..=position.len() {
            for mv in inner_candidates(component) {
                prop_assert_eq!(sum.play(&position, &mv), Err(expected.clone()));
            }
        }
        no_moves(&sum, &Search::new(sum_of(&kinds)), &position)?;
    }
}

/// `position` has no move for `sum` nor for a search of it: lost, worth 0, no winning move,
/// no best move.
fn no_moves(
    sum: &Sum<AnyGame>,
    search: &Search<Sum<AnyGame>>,
    position: &Vec<AnyPosition>,
) -> Result<(), TestCaseError> {
    prop_assert!(sum.moves(position).next().is_none());
    prop_assert_eq!(sum.outcome(position), Outcome::Loss);
    prop_assert_eq!(sum.grundy(position), 0);
    prop_assert!(sum.winning_moves(position).next().is_none());
    prop_assert!(sum.winning_move(position).is_none());
    prop_assert!(sum.best_move(position).is_none());
    for value in 0..4 {
        prop_assert!(sum.moves_to_value(position, value).next().is_none());
    }
    prop_assert_eq!(search.outcome(position), Outcome::Loss);
    prop_assert_eq!(search.grundy(position), 0);
    Ok(())
}

/// The sum of the documentation: a Kayles row, Nim heaps, a subtraction game and a heap of
/// Grundy's game, each with its position.
fn example() -> (Sum<AnyGame>, Vec<AnyPosition>) {
    let sum = Sum::mixed()
        .and(Kayles::new())
        .and(Nim::normal())
        .and(Subtraction::new(&[1, 3, 4]).unwrap())
        .and(GRUNDYS_GAME.clone());
    let position = vec![
        AnyPosition::new(vec![5u64]),
        AnyPosition::new(vec![3u64, 5]),
        AnyPosition::new(6u64),
        AnyPosition::new(GRUNDYS_GAME.position(vec![9]).unwrap()),
    ];
    (sum, position)
}

#[test]
fn a_move_displays_as_its_inner_move_in_its_part() {
    let mv = SumMove {
        component: 1,
        mv: AnyMove::new(NimMove { heap: 0, take: 1 }),
    };
    assert_eq!(mv.to_string(), "take 1 from heap 0 in part 1");
    let mv = SumMove {
        component: 3,
        mv: AnyMove::new(BreakMove {
            heap: 0,
            take: 0,
            parts: [5, 4, 0],
        }),
    };
    assert_eq!(mv.to_string(), "split heap 0 into 5 and 4 in part 3");
    let mv = SumMove {
        component: 0,
        mv: AnyMove::new(RowMove {
            row: 0,
            start: 2,
            count: 1,
        }),
    };
    assert_eq!(mv.to_string(), "take 1 from row 0 at 2 in part 0");
    assert_eq!(
        format!("{:?}", AnyMove::new(4u64)),
        format!("{:?}", 4u64),
        "an AnyMove debugs as the move it holds"
    );
}

#[test]
fn the_example_wins_by_lowering_a_part_or_raising_one() {
    let (sum, position) = example();
    let value = sum.grundy(&position);
    assert_eq!(value, 1); // 4 ^ 6 ^ 2 ^ 1
    // The one winning move picks a part whose value it lowers: Grundy's game, 1 to 0.
    let mv = sum.winning_move(&position).unwrap();
    assert_eq!(mv.to_string(), "split heap 0 into 7 and 2 in part 3");
    // Raising Nim's 6 to 7 wins as well.
    let winning: Vec<String> = sum
        .winning_moves(&position)
        .map(|mv| mv.to_string())
        .collect();
    assert!(
        winning.contains(&"take 1 from heap 0 in part 1".to_string()),
        "{winning:?}"
    );
    assert!(winning.contains(&mv.to_string()), "{winning:?}");
    let next = sum.play(&position, &mv).unwrap();
    assert_eq!(sum.outcome(&next), Outcome::Loss);
    let search = Search::new(example().0);
    assert_eq!(search.outcome(&next), Outcome::Loss);
}

#[test]
fn a_move_in_a_missing_part_is_refused() {
    let (sum, position) = example();
    let mv = SumMove {
        component: 4,
        mv: AnyMove::new(1u64),
    };
    let error = sum.play(&position, &mv).unwrap_err();
    assert!(matches!(error, Error::IllegalMove { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "illegal move (1 in part 4): there is no part 4: the sum has 4 components"
    );
}

#[test]
fn a_part_of_the_wrong_type_is_refused_by_try_grundy_and_play() {
    let (sum, mut position) = example();
    position[1] = AnyPosition::new(7u64); // Nim takes a Vec<u64>
    let expected = Error::InPart {
        part: 1,
        error: Box::new(Error::PositionType {
            expected: type_name::<Vec<u64>>(),
        }),
    };
    assert_eq!(sum.try_grundy(&position), Err(expected.clone()));
    let mv = SumMove {
        component: 0,
        mv: AnyMove::new(RowMove {
            row: 0,
            start: 0,
            count: 1,
        }),
    };
    assert_eq!(sum.play(&position, &mv), Err(expected.clone()));
    assert_eq!(
        expected.to_string(),
        format!(
            "in part 1: a position of this part is a {}",
            type_name::<Vec<u64>>()
        )
    );
    no_moves(&sum, &Search::new(example().0), &position).unwrap();
}

#[test]
fn the_wrong_number_of_parts_is_refused() {
    let (sum, position) = example();
    let mv = SumMove {
        component: 1,
        mv: AnyMove::new(NimMove { heap: 0, take: 1 }),
    };
    let short = position[..3].to_vec();
    let expected = Error::WrongShape {
        parts: 3,
        components: 4,
    };
    assert_eq!(sum.try_grundy(&short), Err(expected.clone()));
    assert_eq!(sum.play(&short, &mv), Err(expected.clone()));
    assert_eq!(
        expected.to_string(),
        "wrong shape: the position has 3 parts, but the sum has 4 components"
    );
    no_moves(&sum, &Search::new(example().0), &short).unwrap();

    let mut long = position.clone();
    long.push(AnyPosition::new(1u64));
    let expected = Error::WrongShape {
        parts: 5,
        components: 4,
    };
    assert_eq!(sum.try_grundy(&long), Err(expected.clone()));
    assert_eq!(sum.play(&long, &mv), Err(expected));
    no_moves(&sum, &Search::new(example().0), &long).unwrap();

    // The empty sum takes only the empty position.
    let empty = Sum::mixed();
    assert!(empty.components().is_empty());
    assert_eq!(empty.try_grundy(&[]), Ok(0));
    assert_eq!(
        empty.try_grundy(&position),
        Err(Error::WrongShape {
            parts: 4,
            components: 0
        })
    );
}

#[test]
fn an_illegal_inner_move_is_refused_in_its_part() {
    let (sum, position) = example();
    let too_many = SumMove {
        component: 1,
        mv: AnyMove::new(NimMove { heap: 1, take: 9 }),
    };
    let error = sum.play(&position, &too_many).unwrap_err();
    assert_eq!(
        error,
        Error::InPart {
            part: 1,
            error: Box::new(Error::TakesTooMany {
                mv: "take 9 from heap 1".into(),
                take: 9,
                available: 5,
            }),
        }
    );
    assert_eq!(
        error.to_string(),
        "in part 1: illegal move (take 9 from heap 1): it takes 9 stones but the heap holds only 5"
    );

    // A move of another game's type.
    let wrong_type = SumMove {
        component: 2,
        mv: AnyMove::new(NimMove { heap: 0, take: 1 }),
    };
    let error = sum.play(&position, &wrong_type).unwrap_err();
    assert!(
        matches!(&error, Error::InPart { part: 2, error } if matches!(**error, Error::IllegalMove { .. })),
        "{error:?}"
    );
    assert!(error.to_string().starts_with("in part 2: "), "{error}");

    // Grundy's game: a heap of 9 does not split into 6 and 3 and 1.
    let bad_split = SumMove {
        component: 3,
        mv: AnyMove::new(BreakMove {
            heap: 0,
            take: 0,
            parts: [6, 3, 1],
        }),
    };
    let error = sum.play(&position, &bad_split).unwrap_err();
    assert!(matches!(error, Error::InPart { part: 3, .. }), "{error:?}");
    assert!(error.to_string().starts_with("in part 3: "), "{error}");

    // This file's own game, solved by the search: its own error, in its part.
    let custom = Kind::Custom.add_to(Sum::mixed());
    let error = custom
        .play(
            &vec![AnyPosition::new(3u64)],
            &SumMove {
                component: 0,
                mv: AnyMove::new(4u64),
            },
        )
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "in part 0: illegal move (take 4): it takes 4 stones but the heap holds only 3"
    );
}

// ---------------------------------------------------------------------------------------
// Sums of games without a closed form: each component solved by a search of its own,
// against a brute force of the whole sum written here.
// ---------------------------------------------------------------------------------------

/// The least value not in `values`.
fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(at, &value)| at as u64 != value)
        .map_or(seen.len() as u64, |(at, _)| at as u64)
}

/// The positions one move of Wythoff's game leads to from `(x, y)`: take from one pile, or
/// the same from both.
fn wythoff_options(&(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut options: Vec<(u64, u64)> = (1..=x).map(|take| (x - take, y)).collect();
    options.extend((1..=y).map(|take| (x, y - take)));
    options.extend((1..=x.min(y)).map(|take| (x - take, y - take)));
    options
}

/// The heaps one move of Grundy's game leads to from `heaps`: one heap split into two
/// heaps of different sizes.
fn grundy_game_options(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (at, &heap) in heaps.iter().enumerate() {
        for smaller in 1..heap {
            let larger = heap - smaller;
            if smaller < larger {
                let mut next = heaps.to_vec();
                next[at] = smaller;
                next.push(larger);
                next.sort_unstable();
                options.push(next);
            }
        }
    }
    options
}

/// The Grundy value of a sum's position by the mex rule over the whole sum, every option
/// of every component, memoized: no nim-sum, no decomposition.
fn brute_sum<P: Clone + Eq + std::hash::Hash>(
    position: &[P],
    options: &impl Fn(&P) -> Vec<P>,
    memo: &mut HashMap<Vec<P>, u64>,
) -> u64 {
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let mut values = Vec::new();
    for (component, part) in position.iter().enumerate() {
        for next_part in options(part) {
            let mut next = position.to_vec();
            next[component] = next_part;
            values.push(brute_sum(&next, options, memo));
        }
    }
    let value = mex(values);
    memo.insert(position.to_vec(), value);
    value
}

#[test]
fn the_brute_force_knows_published_values() {
    // Wythoff's P-positions (1, 2), (3, 5), (4, 7); Grundy's game, OEIS A002188.
    let mut memo = HashMap::new();
    let wythoff =
        |position: (u64, u64)| brute_sum(&[position], &wythoff_options, &mut HashMap::new());
    assert_eq!([(1, 2), (3, 5), (4, 7), (0, 0)].map(wythoff), [0; 4]);
    assert_eq!(wythoff((2, 2)), 1);
    let heaps: Vec<u64> = (0..10)
        .map(|heap| {
            brute_sum(
                &[vec![heap]],
                &|heaps: &Vec<u64>| grundy_game_options(heaps),
                &mut memo,
            )
        })
        .collect();
    assert_eq!(heaps, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
}

/// Two or three Wythoff positions with piles up to 4.
fn wythoff_positions() -> impl Strategy<Value = Vec<(u64, u64)>> {
    prop::collection::vec((0u64..=4, 0u64..=4), 2..=3)
}

/// Two or three positions of Grundy's game: up to two heaps of up to 8.
fn grundy_game_positions() -> impl Strategy<Value = Vec<Vec<u64>>> {
    prop::collection::vec(prop::collection::vec(0u64..=8, 0..=2), 2..=3)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// A sum of Wythoff's games is worth the nim-sum of its components' values, and that is
    /// the value the brute force finds for the whole sum.
    #[test]
    fn sums_of_wythoff_games_are_worth_the_nim_sum(position in wythoff_positions()) {
        let sum = Sum::searched(vec![Wythoff::normal(); position.len()]);
        let mut memo = HashMap::new();
        let whole = brute_sum(&position, &wythoff_options, &mut memo);
        let parts = position.iter().fold(0, |total, &part| {
            total ^ brute_sum(&[part], &wythoff_options, &mut HashMap::new())
        });
        prop_assert_eq!(whole, parts, "Sprague–Grundy, by brute force");
        prop_assert_eq!(sum.grundy(&position), whole, "{:?}", position);
        prop_assert_eq!(sum.try_grundy(&position), Ok(whole));
        prop_assert_eq!(sum.outcome(&position) == Outcome::Loss, whole == 0);
        for mv in sum.winning_moves(&position) {
            let next = sum.play(&position, &mv)?;
            let after = brute_sum(&next, &wythoff_options, &mut memo);
            prop_assert_eq!(after, 0, "{} from {:?}", mv, position);
        }
    }

    /// A sum of Grundy's games, likewise.
    #[test]
    fn sums_of_grundy_games_are_worth_the_nim_sum(position in grundy_game_positions()) {
        let sum = Sum::searched(vec![GrundyGame::new(); position.len()]);
        let options = |heaps: &Vec<u64>| grundy_game_options(heaps);
        let mut memo = HashMap::new();
        let whole = brute_sum(&position, &options, &mut memo);
        prop_assert_eq!(sum.grundy(&position), whole, "{:?}", position);
        prop_assert_eq!(sum.winning_move(&position).is_some(), whole != 0);
        for mv in sum.winning_moves(&position) {
            let mut next = sum.play(&position, &mv)?;
            for heaps in &mut next {
                heaps.sort_unstable();
            }
            prop_assert_eq!(brute_sum(&next, &options, &mut memo), 0, "{} from {:?}", mv, position);
        }
    }

    /// Wythoff's game beside Grundy's game, in a mixed sum, against the brute force of each
    /// and their nim-sum.
    #[test]
    fn mixed_sums_of_wythoff_and_grundy_games_are_worth_the_nim_sum(
        queen in (0u64..=4, 0u64..=4),
        heaps in prop::collection::vec(0u64..=8, 0..=2),
    ) {
        let sum = Sum::mixed()
            .and(Search::new(Wythoff::normal()))
            .and(Search::new(GrundyGame::new()));
        let position = vec![AnyPosition::new(queen), AnyPosition::new(heaps.clone())];
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let options = |heaps: &Vec<u64>| grundy_game_options(heaps);
        let expected = brute_sum(&[queen], &wythoff_options, &mut HashMap::new())
            ^ brute_sum(&[sorted], &options, &mut HashMap::new());
        prop_assert_eq!(sum.grundy(&position), expected);
        prop_assert_eq!(sum.try_grundy(&position), Ok(expected));
    }

    /// The law the sum keeps as a solver: its outcome, value and winning moves are those of
    /// a `Search` over the sum's own rules.
    #[test]
    fn searched_sums_agree_with_a_search_of_the_sum(
        queens in wythoff_positions(),
        heaps in grundy_game_positions(),
    ) {
        let wythoff = Sum::searched(vec![Wythoff::normal(); queens.len()]);
        let search = Search::new(wythoff.clone());
        prop_assert_eq!(wythoff.outcome(&queens), search.outcome(&queens));
        agrees_with_search(&wythoff, &search, &queens)?;
        grundy_agrees_with_search(&wythoff, &search, &queens)?;
        let grundy = Sum::searched(vec![GrundyGame::new(); heaps.len()]);
        let search = Search::new(grundy.clone());
        prop_assert_eq!(grundy.outcome(&heaps), search.outcome(&heaps));
        agrees_with_search(&grundy, &search, &heaps)?;
        grundy_agrees_with_search(&grundy, &search, &heaps)?;
    }
}

#[test]
fn a_searched_sum_keeps_the_games_positions_and_moves() {
    let sum = Sum::searched(vec![Wythoff::normal(), Wythoff::normal()]);
    // (1, 2) is lost and (2, 2) is worth 1: the winning move takes (2, 2) to a loss.
    let position = vec![(1, 2), (2, 2)];
    assert_eq!(sum.grundy(&position), 1);
    let mv = sum.winning_move(&position).unwrap();
    assert_eq!(mv.component, 1);
    let next = sum.play(&position, &mv).unwrap();
    assert_eq!(next[0], (1, 2));
    assert!([(1, 2), (2, 1), (0, 0)].contains(&next[1]), "{next:?}");
    assert_eq!(mv.to_string(), format!("{} in part 1", mv.mv));
    // The wrong number of parts, and an illegal move in a part.
    assert_eq!(
        sum.try_grundy(&[(1, 2)]),
        Err(Error::WrongShape {
            parts: 1,
            components: 2
        })
    );
    assert_eq!(
        sum.play(&vec![(1, 2)], &mv),
        Err(Error::WrongShape {
            parts: 1,
            components: 2
        })
    );
    assert_eq!(sum.grundy(&vec![(1, 2)]), 0);
    assert_eq!(sum.moves(&vec![(1, 2)]).count(), 0);
    let too_far = SumMove {
        component: 0,
        mv: WythoffMove::Both(2),
    };
    assert!(matches!(
        sum.play(&position, &too_far),
        Err(Error::InPart { part: 0, .. })
    ));
}

#[test]
fn a_sum_of_solvers_given_asks_them() {
    // Grundy's game by the take-and-break engine (its own game, with `Heaps`), and Tac Tix
    // by its solver.
    let engine = GrundyGame::solver(64).unwrap();
    let heaps = Sum::new(vec![engine.clone(), engine.clone()]);
    let position = vec![
        engine.position(vec![9]).unwrap(),
        engine.position(vec![5, 3]).unwrap(),
    ];
    assert_eq!(heaps.grundy(&position), 1 ^ (2 ^ 1));
    let by_search = Sum::searched(vec![GrundyGame::new(); 2]);
    assert_eq!(
        by_search.grundy(&vec![vec![9], vec![3, 5]]),
        heaps.grundy(&position)
    );

    let board = Search::new(TacTix::square());
    let sum = Sum::solved(vec![board.clone(), board]);
    let stones = vec![0b1, 0b111];
    let search = Search::new(sum.clone());
    assert_eq!(sum.grundy(&stones), search.grundy(&stones));
    assert_eq!(sum.outcome(&stones), search.outcome(&stones));
}

#[test]
fn a_mixed_sum_takes_an_empty_position_only_of_every_components_type() {
    // Kayles and Grundy's game both take heaps as a `Vec<u64>`: `vec![]` empties both, and
    // the search then splits a position into each component's own parts.
    let sum = Sum::mixed()
        .and(Kayles::new())
        .and(Search::new(GrundyGame::new()))
        .with_empty_position(AnyPosition::new(Vec::<u64>::new()))
        .unwrap();
    let position = vec![
        AnyPosition::new(vec![3u64, 4]),
        AnyPosition::new(vec![9u64]),
    ];
    let parts = sum.parts(&position).unwrap();
    assert_eq!(parts.len(), 3);
    let value = Kayles::new().grundy(&vec![3]) ^ Kayles::new().grundy(&vec![4]) ^ 1;
    assert_eq!(sum.grundy(&position), value);
    assert_eq!(Search::new(sum.clone()).grundy(&position), value);
    assert_eq!(
        Search::new(sum).without_decomposition().grundy(&position),
        value
    );
    // A subtraction game takes a `u64`: no one empty position fits both.
    let error = Sum::mixed()
        .and(Kayles::new())
        .and(Subtraction::bash(2).unwrap())
        .with_empty_position(AnyPosition::new(Vec::<u64>::new()))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid empty position ([]): component 1 does not take it: \
         a position of this part is a u64"
    );
}
