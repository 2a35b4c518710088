//! `MixedSum` of different games (Kayles, Nim, a subtraction set, Bash's game, Grundy's game
//! from the take-and-break engine, a game of this file's own solved by `Search`, and Dawson's
//! chess as the code 0.137), against `Search` over the sum's own rules on small random
//! positions; the display of its moves; and its errors.

mod common;

use core::any::type_name;
use std::sync::LazyLock;

use common::{agrees_with_search, grundy_agrees_with_search, moves_are_legal_and_distinct};
use impartial::games::grundy_game::Split;
use impartial::prelude::*;
use impartial::take_and_break::Heaps;
use proptest::prelude::*;

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
    fn add_to(self, sum: MixedSum) -> MixedSum {
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

fn sum_of(kinds: &[Kind]) -> MixedSum {
    kinds
        .iter()
        .fold(MixedSum::new(), |sum, kind| kind.add_to(sum))
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
        prop_assert_eq!(sum.len(), kinds.len());
        prop_assert_eq!(sum.is_empty(), kinds.is_empty());

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
    sum: &MixedSum,
    search: &Search<MixedSum>,
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
fn example() -> (MixedSum, Vec<AnyPosition>) {
    let sum = MixedSum::new()
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
fn the_documented_example_wins_in_the_nim_part() {
    let (sum, position) = example();
    let value = sum.grundy(&position);
    assert_eq!(value, 1); // 4 ^ 6 ^ 2 ^ 1
    let mv = sum.winning_move(&position).unwrap();
    assert_eq!(mv.to_string(), "take 1 from heap 0 in part 1");
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
        "illegal move (1 in part 4): there is no part 4: the sum has 4 parts"
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
    let empty = MixedSum::new();
    assert!(empty.is_empty());
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
    let custom = Kind::Custom.add_to(MixedSum::new());
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
