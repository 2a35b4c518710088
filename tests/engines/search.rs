//! The generic search: deep lines, draws, cycles, and games that break the laws of `Game`.

use crate::common;

use impartial::prelude::*;
use impartial::search::{Hooks, Play};
use impartial::{CancelHandle, Limit, Limits};
use proptest::prelude::*;

#[test]
fn a_line_of_ten_million_moves_does_not_overflow_the_stack() {
    // The test thread's stack is a few MiB: a recursive search would overflow it.
    let take_one = Subtraction::bash(1).unwrap();
    let search = Search::new(take_one);
    assert_eq!(search.outcome(&10_000_000), Outcome::Loss);
    assert_eq!(search.solved_positions(), 10_000_001);
    assert_eq!(search.outcome(&9_999_999), Outcome::Win);
}

/// Positions are 0..size on a circle; a move steps forward by one. Every line loops.
#[derive(Debug, Clone, Copy)]
struct Circle {
    size: u8,
}

/// The one move of [`Circle`]: a step forward.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Step;

impl core::fmt::Display for Step {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("step")
    }
}

impl Game for Circle {
    type Position = u8;
    type Move = Step;

    fn moves(&self, _: &u8) -> impl Iterator<Item = Step> {
        core::iter::once(Step)
    }

    fn play(&self, at: &u8, Step: &Step) -> Result<u8, Error> {
        Ok((at + 1) % self.size)
    }
}

impl Hooks for Circle {}

#[test]
fn a_cycle_is_an_error_naming_it() {
    let search = Search::new(Circle { size: 3 });
    let error = search.try_outcome(&1).unwrap_err();
    assert_eq!(
        error,
        Error::Cycle {
            position: "1".into(),
            length: 3
        }
    );
    assert_eq!(
        error.to_string(),
        "the moves form a cycle: position 1 is reached again after 3 moves; LoopySearch solves games whose play can loop"
    );
    // Nothing half-solved is kept, and asking again gives the same answer.
    assert_eq!(search.solved_positions(), 0);
    assert_eq!(search.try_outcome(&1), Err(error));
    assert!(search.try_winning_moves(&0).is_err());
    assert!(search.try_best_move(&0).is_err());
}

#[test]
fn a_move_to_itself_is_a_cycle_of_length_one() {
    let search = Search::new(Circle { size: 1 });
    assert_eq!(
        search.try_outcome(&0),
        Err(Error::Cycle {
            position: "0".into(),
            length: 1
        })
    );
}

#[test]
#[should_panic(expected = "the moves form a cycle: position 0 is reached again after 2 moves")]
fn solver_methods_panic_with_the_cycle_named() {
    let _ = Search::new(Circle { size: 2 }).outcome(&0);
}

/// A small game graph given by a table, with drawn and lost ends.
#[derive(Debug, Clone)]
struct Table {
    /// `edges[p]` lists the positions reachable from `p`.
    edges: Vec<Vec<usize>>,
    /// Ends that are drawn; other ends are lost for the player to move.
    drawn_ends: Vec<usize>,
}

impl Game for Table {
    type Position = usize;
    type Move = usize;

    fn moves(&self, from: &usize) -> impl Iterator<Item = usize> {
        self.edges[*from].iter().copied()
    }

    fn play(&self, from: &usize, to: &usize) -> Result<usize, Error> {
        if self.edges[*from].contains(to) {
            Ok(*to)
        } else {
            Err(Error::IllegalMove {
                mv: format!("{from} -> {to}"),
                reason: format!("{from} leads only to {:?}", self.edges[*from]),
            })
        }
    }

    fn terminal_outcome(&self, end: &usize) -> Outcome {
        if self.drawn_ends.contains(end) {
            Outcome::Draw
        } else {
            Outcome::Loss
        }
    }
}

impl Hooks for Table {}

/// 0: lost end. 1: drawn end. 2 -> {1}: draw. 3 -> {2, 4}, 4 -> {0}: 4 wins, so 3 draws.
/// 5 -> {3, 0}: wins by moving to the lost end. 6 -> {4}: loss.
fn drawn_and_lost_ends() -> Table {
    Table {
        edges: vec![
            vec![],
            vec![],
            vec![1],
            vec![4, 2],
            vec![0],
            vec![3, 0],
            vec![4],
        ],
        drawn_ends: vec![1],
    }
}

#[test]
fn draws_come_from_drawn_ends_and_are_kept_when_nothing_wins() {
    use Outcome::{Draw, Loss, Win};
    let search = Search::new(drawn_and_lost_ends());
    let outcomes: Vec<Outcome> = (0..7).map(|p| search.outcome(&p)).collect();
    assert_eq!(outcomes, vec![Loss, Draw, Draw, Draw, Win, Win, Loss]);
    assert_eq!(search.best_move(&3), Some(2)); // the draw, not the loss
    assert_eq!(search.best_move(&5), Some(0));
    assert_eq!(search.best_move(&6), Some(4)); // lost anyway: a legal move
    assert_eq!(search.best_move(&0), None);
    assert!(search.game().play(&0, &1).is_err());
    assert_eq!(
        search.winning_moves(&3).collect::<Vec<_>>(),
        Vec::<usize>::new()
    );
    assert_eq!(search.winning_move(&5), Some(0));
}

/// A game whose `play` rejects the moves its `moves` gives.
#[derive(Debug, Clone, Copy)]
struct Broken;

impl Game for Broken {
    type Position = u8;
    type Move = u8;

    fn moves(&self, _: &u8) -> impl Iterator<Item = u8> {
        [7].into_iter()
    }

    fn play(&self, _: &u8, mv: &u8) -> Result<u8, Error> {
        Err(Error::IllegalMove {
            mv: format!("move {mv}"),
            reason: "this game rejects every move".into(),
        })
    }
}

impl Hooks for Broken {}

#[test]
fn a_move_rejected_by_play_is_reported() {
    let search = Search::new(Broken);
    assert_eq!(
        search.try_outcome(&0),
        Err(Error::IllegalMove {
            mv: "move 7".into(),
            reason: "this game rejects every move".into(),
        })
    );
    assert_eq!(search.solved_positions(), 0);
}

#[test]
fn the_memo_is_kept_between_questions_and_can_be_cleared() {
    let mut search = Search::new(Nim::normal());
    assert_eq!(search.outcome(&vec![2, 2]), Outcome::Loss);
    let solved = search.solved_positions();
    assert!(solved > 1);
    assert_eq!(search.outcome(&vec![2, 1]), Outcome::Win);
    assert_eq!(search.solved_positions(), solved); // already known
    search.clear();
    assert_eq!(search.solved_positions(), 0);
    assert_eq!(search.game(), &Nim::normal());
    assert_eq!(
        format!("{search:?}"),
        "Search { game: Nim, solved_positions: 0, stored_positions: 0, limits: Limits { cancelled: false }, view: PositionView { symmetry: true, parts: true }, .. }"
    );
    assert_eq!(search.into_game(), Nim::normal());
}

#[test]
fn misere_nim_by_search_alone() {
    let search = Search::new(Nim::misere());
    assert_eq!(search.outcome(&vec![]), Outcome::Win);
    assert_eq!(search.best_move(&vec![]), None);
    assert_eq!(search.outcome(&vec![1, 1, 1]), Outcome::Loss);
    assert_eq!(
        search.winning_moves(&vec![3, 4, 5]).collect::<Vec<_>>(),
        vec![NimMove { heap: 0, take: 2 }]
    );
}

#[test]
fn grundy_values_need_no_call_stack_either() {
    let take_one = Subtraction::bash(1).unwrap();
    let search = Search::new(take_one);
    assert_eq!(search.grundy(&1_000_000), 0);
    assert_eq!(search.grundy(&999_999), 1);
}

#[test]
fn grundy_values_take_the_mex_over_repeated_values() {
    // 0: end. 1 -> {0}: 1. 2 -> {0, 1}: 2. 3 -> {1}: 0.
    // 4 -> {3, 2, 1, 0}, worth 0, 2, 1, 0 (0 twice): 3.
    let table = Table {
        edges: vec![vec![], vec![0], vec![0, 1], vec![1], vec![3, 2, 1, 0]],
        drawn_ends: vec![],
    };
    let search = Search::new(table);
    let values: Vec<u64> = (0..5).map(|p| search.grundy(&p)).collect();
    assert_eq!(values, vec![0, 1, 2, 0, 3]);
    assert_eq!(search.moves_to_value(&4, 0).collect::<Vec<_>>(), vec![3, 0]);
    // The outcome and the value agree: lost exactly at value 0.
    for (position, &value) in values.iter().enumerate() {
        assert_eq!(search.outcome(&position) == Outcome::Loss, value == 0);
    }
}

#[test]
fn grundy_values_refuse_drawn_ends() {
    // A misère search has no `try_grundy` at all; its outcomes are there.
    let search = Search::new(Nim::misere());
    assert_eq!(search.outcome(&vec![1]), Outcome::Loss);
    let drawn = Table {
        edges: vec![vec![]],
        drawn_ends: vec![0],
    };
    assert!(Search::new(drawn).try_grundy(&0).is_err());
}

#[test]
fn grundy_values_report_cycles() {
    let search = Search::new(Circle { size: 3 });
    assert!(matches!(
        search.try_grundy(&0),
        Err(Error::Cycle { length: 3, .. })
    ));
    assert!(matches!(search.try_grundy(&0), Err(Error::Cycle { .. })));
}

#[test]
fn grundy_work_is_counted_and_settles_outcomes() {
    // Regression: `solved_positions` counted only outcome work, so it said 0 here.
    let search = Search::new(Nim::normal())
        .without_decomposition()
        .without_symmetry();
    assert_eq!(search.grundy(&vec![3, 4]), 3 ^ 4);
    // Every position of two heaps of at most 3 and 4 stones.
    assert_eq!(search.solved_positions(), 4 * 5);
    // The values decide the outcomes, so asking for one solves nothing new.
    assert_eq!(search.outcome(&vec![2, 2]), Outcome::Loss);
    assert_eq!(search.outcome(&vec![1, 3]), Outcome::Win);
    assert_eq!(search.solved_positions(), 4 * 5);
}

#[test]
fn remoteness_hurries_to_win_and_delays_to_lose() {
    use Outcome::Draw;
    let search = Search::new(drawn_and_lost_ends());
    let remoteness: Vec<Option<u64>> = (0..7).map(|p| search.remoteness(&p)).collect();
    assert_eq!(
        remoteness,
        vec![Some(0), None, None, None, Some(1), Some(1), Some(2)]
    );
    assert_eq!(search.outcome(&3), Draw);
    // Take 1 or 2 from 7: take 1, leaving 6; the loser then takes 1 each time it can.
    let search = Search::new(Subtraction::bash(2).unwrap());
    assert_eq!(search.try_remoteness(&7), Ok(Some(5)));
    // Misère: the end is a win with remoteness 0, and the last stone must be taken.
    let search = Search::new(Nim::misere());
    assert_eq!(search.remoteness(&vec![]), Some(0));
    assert_eq!(search.remoteness(&vec![1]), Some(1));
    assert_eq!(search.remoteness(&vec![3]), Some(2));
}

#[test]
fn remoteness_needs_no_call_stack_and_reports_cycles() {
    let search = Search::new(Subtraction::bash(1).unwrap());
    assert_eq!(search.remoteness(&1_000_000), Some(1_000_000));
    let search = Search::new(Circle { size: 3 });
    assert!(matches!(
        search.try_remoteness(&0),
        Err(Error::Cycle { length: 3, .. })
    ));
}

#[test]
fn a_position_limit_trips_and_leaves_a_usable_search() {
    let search = Search::new(Nim::normal()).with_position_limit(50);
    // Far more than 50 positions lie below a heap of u64::MAX: refused, not a runaway.
    let error = search.try_outcome(&vec![u64::MAX]).unwrap_err();
    assert_eq!(
        error,
        Error::LimitReached {
            limit: Limit::Positions,
            allowed: 50,
            reached: 51
        }
    );
    assert!(search.try_grundy(&vec![1 << 40]).is_err());
    // Within the limit the search still answers, and agrees with the closed form.
    let fresh = Search::new(Nim::normal()).with_position_limit(50);
    for heaps in [vec![1, 2, 3], vec![2, 2], vec![3, 4]] {
        assert_eq!(
            fresh.try_outcome(&heaps),
            Ok(Nim::normal().outcome(&heaps)),
            "{heaps:?}"
        );
    }
    assert!(fresh.solved_positions() <= 50);
    // The search that tripped answers what fits in what is left.
    assert_eq!(search.try_outcome(&vec![0]), Ok(Outcome::Loss));
}

#[test]
fn a_time_limit_trips() {
    let search = Search::new(Subtraction::bash(1).unwrap())
        .with_time_limit(std::time::Duration::from_millis(1));
    let error = search.try_outcome(&50_000_000).unwrap_err();
    assert!(
        matches!(
            error,
            Error::LimitReached {
                limit: Limit::Time,
                allowed: 1,
                ..
            }
        ),
        "{error}"
    );
    // Nothing of the line it was walking is kept, and small questions still fit the time.
    assert_eq!(search.solved_positions(), 0);
    assert_eq!(search.try_outcome(&3), Ok(Outcome::Win));
}

#[test]
fn a_search_is_cancelled_from_another_thread() {
    let search = Search::new(Subtraction::bash(1).unwrap());
    // Long enough to be running when the other thread cancels it.
    let result =
        common::cancelled_while_running(search.cancel_handle(), || search.try_outcome(&u64::MAX));
    assert!(matches!(result, Err(Error::Cancelled { .. })), "{result:?}");
    assert!(!search.cancel_handle().is_cancelled()); // spent
    assert_eq!(search.try_outcome(&10), Ok(Outcome::Loss));
}

#[test]
fn limits_given_at_once_are_the_limits_given_one_by_one() {
    let search = Search::new(Nim::normal()).with_limits(Limits::new().positions(50));
    assert_eq!(
        search.try_outcome(&vec![u64::MAX]),
        Err(Error::LimitReached {
            limit: Limit::Positions,
            allowed: 50,
            reached: 51
        })
    );
    // A limit set afterwards keeps the others.
    let minute = std::time::Duration::from_secs(60);
    let search = search.with_time_limit(minute);
    assert_eq!(search.limits().position_limit(), Some(50));
    assert_eq!(search.limits().time_limit(), Some(minute));
    // The one-limit builders keep the cancel handle; new limits bring their own.
    let handle = search.cancel_handle();
    let search = search.with_position_limit(40);
    handle.cancel();
    assert!(matches!(
        search.try_outcome(&vec![5, 6]),
        Err(Error::Cancelled { .. })
    ));
    let cleared = search.with_limits(Limits::new());
    handle.cancel();
    assert_eq!(cleared.limits().position_limit(), None);
    assert_eq!(cleared.try_outcome(&vec![200, 300]), Ok(Outcome::Win));
}

#[test]
fn one_cancel_handle_stops_the_searches_given_it_and_a_clone_has_its_own() {
    let handle = CancelHandle::new();
    let limits = Limits::new().cancelled_by(&handle);
    let search = Search::new(Subtraction::bash(1).unwrap()).with_limits(limits.clone());
    let loopy = LoopySearch::new(Subtraction::bash(1).unwrap()).with_limits(limits);
    let (search_copy, loopy_copy) = (search.clone(), loopy.clone());
    handle.cancel();
    assert!(search.cancel_handle().is_cancelled());
    assert!(loopy.cancel_handle().is_cancelled());
    assert!(!search_copy.cancel_handle().is_cancelled());
    assert!(!loopy_copy.cancel_handle().is_cancelled());
    assert_eq!(search_copy.try_outcome(&10), Ok(Outcome::Loss));
    assert_eq!(loopy_copy.try_outcome(&10), Ok(Outcome::Loss));
    // The first question to meet the cancellation spends it.
    assert!(matches!(
        search.try_outcome(&10),
        Err(Error::Cancelled { positions: 1 })
    ));
    assert_eq!(loopy.try_outcome(&10), Ok(Outcome::Loss));
    handle.cancel();
    assert!(matches!(
        loopy.try_outcome(&20),
        Err(Error::Cancelled { .. })
    ));
    assert_eq!(search.try_outcome(&20), Ok(Outcome::Loss));
}

#[test]
#[should_panic(
    expected = "the search cannot answer: position limit reached: 5 positions allowed, and the work stopped at 6"
)]
fn the_solver_methods_panic_at_a_limit() {
    // A line of 10 positions does not fit a limit of 5.
    let search = Search::new(Subtraction::bash(1).unwrap()).with_position_limit(5);
    let _ = search.outcome(&10);
}

/// Small acyclic tables: up to 7 positions, each move to a smaller one, some ends drawn.
fn acyclic_table() -> impl Strategy<Value = Table> {
    (1usize..=7).prop_flat_map(|n| {
        (
            prop::collection::vec((0..n, 0..n), 0..=2 * n),
            prop::collection::vec(any::<bool>(), n),
        )
            .prop_map(move |(pairs, drawn)| {
                let mut edges = vec![Vec::new(); n];
                for (a, b) in pairs {
                    let (from, to) = (a.max(b), a.min(b));
                    if from != to && !edges[from].contains(&to) {
                        edges[from].push(to);
                    }
                }
                let drawn_ends = (0..n).filter(|&p| drawn[p]).collect();
                Table { edges, drawn_ends }
            })
    })
}

/// The outcome of every position of an acyclic table, by the rules, from the smallest up.
fn brute_outcomes(table: &Table) -> Vec<Outcome> {
    let mut outcomes = Vec::new();
    for (from, options) in table.edges.iter().enumerate() {
        let of = |wanted| options.iter().any(|&to: &usize| outcomes[to] == wanted);
        outcomes.push(if options.is_empty() {
            table.terminal_outcome(&from)
        } else if of(Outcome::Loss) {
            Outcome::Win
        } else if of(Outcome::Draw) {
            Outcome::Draw
        } else {
            Outcome::Loss
        });
    }
    outcomes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The `Solver` methods answer what the `try_` methods do, within a position limit or
    /// without one; the answers are the rules', and the only error is the limit, named.
    #[test]
    fn solver_methods_are_the_try_methods(
        table in acyclic_table(),
        limit in prop::option::of(1usize..=8),
    ) {
        let outcomes = brute_outcomes(&table);
        let limits = limit.map_or_else(Limits::new, |limit| Limits::new().positions(limit));
        let fresh = || Search::new(table.clone()).with_limits(limits.clone());
        for position in 0..table.edges.len() {
            common::solver_methods_are_try_twins(
                fresh,
                &position,
                Search::try_outcome,
                Search::try_winning_moves,
                Search::try_best_move,
            )?;
            match fresh().try_outcome(&position) {
                Ok(outcome) => prop_assert_eq!(outcome, outcomes[position]),
                Err(error) => prop_assert_eq!(
                    error,
                    Error::LimitReached {
                        limit: Limit::Positions,
                        allowed: limit.unwrap_or(usize::MAX) as u64,
                        reached: limit.unwrap_or(usize::MAX) as u64 + 1,
                    }
                ),
            }
            let winning: Vec<usize> = table.edges[position]
                .iter()
                .copied()
                .filter(|&to| outcomes[to] == Outcome::Loss)
                .collect();
            if let Ok(found) = fresh().try_winning_moves(&position) {
                prop_assert_eq!(found, winning);
            }
        }
    }
}

#[test]
fn positions_split_into_parts_are_solved_part_by_part() {
    // Nim splits into its heaps: the heaps of 1 to 4 are solved once each, not the 20
    // positions of two heaps.
    let search = Search::new(Nim::normal());
    assert_eq!(search.grundy(&vec![3, 4]), 3 ^ 4);
    assert_eq!(search.outcome(&vec![2, 2]), Outcome::Loss);
    assert_eq!(search.solved_positions(), 4); // heaps of 1 to 4: an empty heap is no part
    // Winning moves come from the parts' values.
    let winning: Vec<NimMove> = search.winning_moves(&vec![3, 4, 5]).collect();
    assert_eq!(winning, vec![NimMove { heap: 0, take: 2 }]);
    // Misère Nim does not split: a sum is not decided by its parts' values there.
    let misere = Search::new(Nim::misere());
    assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win);
    assert_eq!(misere.outcome(&vec![1, 1, 1]), Outcome::Loss);
    // Kayles rows: each row once, up to the longest.
    let kayles = Search::new(Kayles::new());
    assert_eq!(
        kayles.grundy(&vec![30, 30, 7]),
        Kayles::new().grundy(&vec![7])
    );
    assert!(kayles.solved_positions() <= 31);
}

#[test]
fn symmetric_positions_are_stored_once() {
    let search = Search::new(Nim::normal()).without_decomposition();
    let plain = Search::new(Nim::normal())
        .without_decomposition()
        .without_symmetry();
    for heaps in [vec![3, 1, 2], vec![4, 4, 1], vec![5, 0, 3, 2]] {
        assert_eq!(search.outcome(&heaps), plain.outcome(&heaps), "{heaps:?}");
        assert_eq!(search.grundy(&heaps), plain.grundy(&heaps), "{heaps:?}");
    }
    // A third fewer at least: the positions of three heaps come in up to six orders.
    assert!(search.solved_positions() * 3 < plain.solved_positions() * 2);
}

/// Checks that the search that splits positions and stores them up to symmetry answers as
/// the plain one does: outcome, Grundy value and winning moves.
fn split_agrees_with_plain<G: Hooks + Clone>(
    game: &G,
    position: &G::Position,
) -> Result<(), TestCaseError> {
    let split = Search::new(game.clone());
    let plain = Search::new(game.clone())
        .without_decomposition()
        .without_symmetry();
    prop_assert_eq!(split.try_outcome(position), plain.try_outcome(position));
    prop_assert_eq!(split.try_grundy(position), plain.try_grundy(position));
    let winning: Vec<G::Move> = split.winning_moves(position).collect();
    let expected: Vec<G::Move> = plain.winning_moves(position).collect();
    prop_assert_eq!(winning, expected);
    Ok(())
}

/// Nim without its packed options: a plain search of it plays every move, as a search of a
/// game that only packs its positions does.
#[derive(Debug, Clone, Copy)]
struct NimByMoves(Nim);

impl Game for NimByMoves {
    type Position = Vec<u64>;
    type Move = NimMove;

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        self.0.moves(heaps)
    }

    fn play(&self, heaps: &Vec<u64>, mv: &NimMove) -> Result<Vec<u64>, Error> {
        self.0.play(heaps, mv)
    }

    fn terminal_outcome(&self, heaps: &Vec<u64>) -> Outcome {
        self.0.terminal_outcome(heaps)
    }
}

impl Hooks for NimByMoves {
    fn difficulty(&self, heaps: &Vec<u64>) -> u64 {
        self.0.difficulty(heaps)
    }

    fn play_into(&self, heaps: &Vec<u64>, mv: &NimMove, next: &mut Vec<u64>) -> Result<(), Error> {
        self.0.play_into(heaps, mv, next)
    }

    fn pack(&self, heaps: &Vec<u64>) -> Option<u64> {
        self.0.pack(heaps)
    }

    fn unpack(&self, word: u64, heaps: &mut Vec<u64>) {
        self.0.unpack(word, heaps);
    }
}

/// Checks that a plain search of Nim, which walks positions by their words alone, answers
/// as one that plays every move, and solves and stores the same positions: outcome,
/// remoteness and winning moves, under either convention (`by_words` and `by_moves` are
/// Nim and [`NimByMoves`], or their misère forms).
fn words_agree_with_moves<A, B, P>(
    by_words: A,
    by_moves: B,
    heaps: &Vec<u64>,
) -> Result<(), TestCaseError>
where
    A: Hooks<P> + Game<Position = Vec<u64>, Move = NimMove>,
    B: Hooks<P> + Game<Position = Vec<u64>, Move = NimMove>,
    P: Play,
{
    let by_words = Search::new(by_words)
        .without_decomposition()
        .without_symmetry();
    let by_moves = Search::new(by_moves)
        .without_decomposition()
        .without_symmetry();
    prop_assert_eq!(by_words.try_outcome(heaps), by_moves.try_outcome(heaps));
    prop_assert_eq!(by_words.solved_positions(), by_moves.solved_positions());
    prop_assert_eq!(by_words.stored_positions(), by_moves.stored_positions());
    prop_assert_eq!(
        by_words.try_remoteness(heaps),
        by_moves.try_remoteness(heaps)
    );
    let winning: Vec<NimMove> = by_words.winning_moves(heaps).collect();
    let expected: Vec<NimMove> = by_moves.winning_moves(heaps).collect();
    prop_assert_eq!(winning, expected);
    Ok(())
}

/// As [`words_agree_with_moves`] under normal play, Grundy values too.
fn values_by_words_agree_with_moves(heaps: &Vec<u64>) -> Result<(), TestCaseError> {
    let plain = |search: Search<_>| search.without_decomposition().without_symmetry();
    let by_words = plain(Search::new(Nim::normal()));
    let by_moves = Search::new(NimByMoves(Nim::normal()))
        .without_decomposition()
        .without_symmetry();
    prop_assert_eq!(by_words.try_grundy(heaps), by_moves.try_grundy(heaps));
    prop_assert_eq!(by_words.stored_positions(), by_moves.stored_positions());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Heaps small, or one just past 16 or 256, so that moves make the words' fields
    /// narrower.
    #[test]
    fn a_search_by_words_agrees_with_one_by_moves(
        heaps in prop_oneof![
            prop::collection::vec(0u64..=6, 0..=4),
            (prop::collection::vec(0u64..=3, 0..=2), prop_oneof![16u64..=19, 256u64..=258])
                .prop_map(|(mut heaps, large)| { heaps.push(large); heaps }),
        ],
    ) {
        words_agree_with_moves(Nim::normal(), NimByMoves(Nim::normal()), &heaps)?;
        words_agree_with_moves(Nim::misere(), NimByMoves(Nim::normal()).misere(), &heaps)?;
        values_by_words_agree_with_moves(&heaps)?;
    }

    #[test]
    fn split_search_agrees_with_plain_search(
        heaps in prop::collection::vec(0u64..=6, 0..=3),
        rows in prop::collection::vec(0u64..=7, 0..=3),
        code in prop::sample::select(vec!["0.77", "0.137", "0.6", "4.", "0.[7]", "0.16"]),
    ) {
        split_agrees_with_plain(&Nim::normal(), &heaps)?;
        split_agrees_with_plain(&Kayles::new(), &rows)?;
        split_agrees_with_plain(&LineErasing::new(), &rows)?;
        split_agrees_with_plain(&GrundyGame::new(), &rows)?;
        split_agrees_with_plain(&TakeAndBreak::new(code).unwrap(), &rows)?;
    }
}
