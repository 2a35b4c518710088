//! Checks shared by the integration tests: a closed form against the search, the laws of
//! `Game` and `Solver`, and a search cancelled from another thread while it runs.

// Each test file uses the part of this module it needs.
#![allow(dead_code)]

use impartial::prelude::*;
use proptest::prelude::*;

/// Runs the block once with `$game` bound to each of the two games, which may be of
/// different types: a game and its misère form, say.
#[allow(unused_macros)]
macro_rules! for_both {
    ($game:ident in [$first:expr, $second:expr] $body:block) => {{
        {
            let $game = $first;
            $body
        }
        {
            let $game = $second;
            $body
        }
    }};
}

/// Nim positions small enough for the search: up to 4 heaps of up to 7 stones.
pub fn small_nim_position() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0u64..=7, 0..=4)
}

/// Small subtraction sets: up to 4 amounts from 1 to 10.
pub fn small_subtraction_set() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::btree_set(1u64..=10, 1..=4).prop_map(|set| set.into_iter().collect())
}

/// Fibonacci Nim positions small enough for the search.
pub fn small_fib_position() -> impl Strategy<Value = FibPosition> {
    (0u64..=40, 0u64..=45).prop_map(|(heap, max_take)| FibPosition { heap, max_take })
}

/// Parity-game positions small enough for the search, with any holdings.
pub fn small_parity_position() -> impl Strategy<Value = ParityPosition> {
    (0u64..=40, any::<bool>(), any::<bool>()).prop_map(|(remaining, mover_odd, opponent_odd)| {
        ParityPosition {
            remaining,
            mover_odd,
            opponent_odd,
        }
    })
}

/// Die positions small enough for the search: any top face, or none yet.
pub fn small_die_position() -> impl Strategy<Value = DiePosition> {
    (0u64..=60, 0u8..=6).prop_map(|(remaining, top)| {
        if top == 0 {
            Die::start(remaining)
        } else {
            Die::position(remaining, top).expect("a face")
        }
    })
}

/// Sums of one to three subtraction games (general sets, Bash's game, or a Nim heap as
/// Bash's game with no limit), with a small heap in each.
pub fn small_sum() -> impl Strategy<Value = (Sum<Subtraction>, Vec<u64>)> {
    let component = prop_oneof![
        small_subtraction_set().prop_map(|set| Subtraction::new(&set).expect("a valid set")),
        (1u64..=4).prop_map(|k| Subtraction::bash(k).expect("k > 0")),
        Just(Subtraction::bash(u64::MAX).expect("k > 0")),
    ];
    prop::collection::vec((component, 0u64..=12), 1..=3).prop_map(|parts| {
        let (games, heaps): (Vec<Subtraction>, Vec<u64>) = parts.into_iter().unzip();
        (Sum::new(games), heaps)
    })
}

/// Rows of pins (or segments) small enough for the search.
pub fn small_rows(longest: u64) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0..=longest, 0..=3)
}

/// The closed form's Grundy value equals the search's, and so do the moves to each value up
/// to a little past it.
pub fn grundy_agrees_with_search<G, S>(
    solver: &S,
    search: &impl Grundy<G>,
    position: &G::Position,
) -> Result<(), TestCaseError>
where
    G: Game,
    S: Grundy<G>,
{
    let value = search.grundy(position);
    prop_assert_eq!(
        solver.grundy(position),
        value,
        "Grundy value of {:?}",
        position
    );
    for target in 0..=value + 2 {
        let claimed = solver.moves_to_value(position, target).collect::<Vec<_>>();
        let found = search.moves_to_value(position, target).collect::<Vec<_>>();
        prop_assert!(
            same_moves(&claimed, &found),
            "moves from {:?} to value {}: closed form {:?}, search {:?}",
            position,
            target,
            claimed,
            found
        );
    }
    Ok(())
}

/// Whether `a` and `b` hold the same moves, each once.
fn same_moves<M: PartialEq>(a: &[M], b: &[M]) -> bool {
    a.len() == b.len() && a.iter().all(|mv| b.contains(mv))
}

/// The closed form `solver` agrees with `search` on `position`: same outcome, same set of
/// winning moves, a winning move exactly when there are any, and a best move that keeps
/// `Solver`'s contract.
pub fn agrees_with_search<G, S>(
    solver: &S,
    search: &impl Solver<G>,
    position: &G::Position,
) -> Result<(), TestCaseError>
where
    G: Game,
    S: Solver<G>,
{
    let outcome = search.outcome(position);
    prop_assert_eq!(
        solver.outcome(position),
        outcome,
        "outcome of {:?}",
        position
    );

    let winning = search.winning_moves(position).collect::<Vec<_>>();
    let claimed = solver.winning_moves(position).collect::<Vec<_>>();
    prop_assert!(
        same_moves(&claimed, &winning),
        "winning moves from {:?}: closed form {:?}, search {:?}",
        position,
        claimed,
        winning
    );

    let one = solver.winning_move(position);
    prop_assert_eq!(
        one.is_some(),
        !winning.is_empty(),
        "winning_move at {:?}",
        position
    );
    if let Some(mv) = &one {
        prop_assert!(
            winning.contains(mv),
            "{:?} does not win from {:?}",
            mv,
            position
        );
    }

    best_move_keeps_contract(solver, search, position)
}

/// `best_move` wins when it can, else draws when it can, else is legal; `None` only when no
/// move is legal. Values are taken from `search`.
pub fn best_move_keeps_contract<G, S>(
    solver: &S,
    search: &impl Solver<G>,
    position: &G::Position,
) -> Result<(), TestCaseError>
where
    G: Game,
    S: Solver<G>,
{
    let game = search.game();
    let results: Vec<Outcome> = game
        .moves(position)
        .map(|mv| search.outcome(&game.play(position, &mv).expect("legal move")))
        .collect();
    let best = solver.best_move(position);
    let Some(best) = best else {
        prop_assert!(results.is_empty(), "no best move from {:?}", position);
        return Ok(());
    };
    let after = game.play(position, &best);
    prop_assert!(
        after.is_ok(),
        "best move {:?} from {:?} is illegal",
        best,
        position
    );
    let after = search.outcome(&after.expect("checked"));
    let wanted = if results.contains(&Outcome::Loss) {
        Some(Outcome::Loss)
    } else if results.contains(&Outcome::Draw) {
        Some(Outcome::Draw)
    } else {
        None
    };
    if let Some(wanted) = wanted {
        prop_assert_eq!(after, wanted, "best move {:?} from {:?}", best, position);
    }
    Ok(())
}

/// The laws of `Game` that can be checked from one position: every move is accepted by
/// `play`, and none is yielded twice.
pub fn moves_are_legal_and_distinct<G: Game>(
    game: &G,
    position: &G::Position,
) -> Result<(), TestCaseError> {
    let moves: Vec<G::Move> = game.moves(position).collect();
    for (i, mv) in moves.iter().enumerate() {
        prop_assert!(
            game.play(position, mv).is_ok(),
            "{:?} from {:?} is rejected",
            mv,
            position
        );
        prop_assert!(!moves[..i].contains(mv), "{:?} yielded twice", mv);
    }
    Ok(())
}

/// Runs `question`, long enough to be running when another thread cancels `handle` 20 ms
/// after the start, and gives its result.
pub fn cancelled_while_running<T>(
    handle: impartial::CancelHandle,
    question: impl FnOnce() -> T,
) -> T {
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(20));
        handle.cancel();
    });
    let result = question();
    canceller.join().unwrap();
    result
}

/// What an infallible method gives: its answer, or the message it panics with.
fn answer<T>(question: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(question)).map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .unwrap_or_default()
    })
}

/// What the infallible twin of a `try_` method should give: its answer, or a panic with the
/// error's message.
fn as_twin<T>(result: Result<T, impartial::Error>) -> Result<T, String> {
    result.map_err(|error| format!("the search cannot answer: {error}"))
}

/// The `Solver` methods of a solver made by `fresh` answer at `position` what its `try_`
/// twins answer on another one made by `fresh`, and panic with the error's message where
/// the twins return an error; `winning_move`, which has no twin, is the first of
/// `winning_moves`.
pub fn solver_methods_are_try_twins<G, S>(
    fresh: impl Fn() -> S,
    position: &G::Position,
    try_outcome: impl Fn(&S, &G::Position) -> Result<Outcome, impartial::Error>,
    try_winning_moves: impl Fn(&S, &G::Position) -> Result<Vec<G::Move>, impartial::Error>,
    try_best_move: impl Fn(&S, &G::Position) -> Result<Option<G::Move>, impartial::Error>,
) -> Result<(), TestCaseError>
where
    G: Game,
    S: Solver<G>,
{
    prop_assert_eq!(
        answer(|| fresh().outcome(position)),
        as_twin(try_outcome(&fresh(), position))
    );
    let winning = as_twin(try_winning_moves(&fresh(), position));
    prop_assert_eq!(
        answer(|| fresh().winning_moves(position).collect::<Vec<_>>()),
        winning.clone()
    );
    // The first winning move needs no look at the others, which may reach a limit.
    let first = answer(|| fresh().winning_move(position));
    prop_assert_eq!(&first, &answer(|| fresh().winning_moves(position).next()));
    if let Ok(moves) = winning {
        prop_assert_eq!(first, Ok(moves.into_iter().next()));
    }
    prop_assert_eq!(
        answer(|| fresh().best_move(position)),
        as_twin(try_best_move(&fresh(), position))
    );
    Ok(())
}
