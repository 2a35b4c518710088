//! The laws of `Solver` and `Grundy` (the `# Laws` sections of `src/game.rs`), for every game
//! and every solver in the crate, on random positions of three kinds:
//!
//! * small ones, where each solver is also checked against `Search` on the same game;
//! * huge ones, heaps up to `u64::MAX`, for the closed forms that answer any `u64`;
//! * positions of the wrong shape, where the type allows them: sums with too few or too many
//!   parts, a part of the wrong type, empty positions, stones off the board, heaps whose
//!   values are not known.
//!
//! Nothing is wrapped: a panic anywhere fails the test, which is the first law ("no panic").

use crate::common;

use core::any::type_name;
use std::sync::LazyLock;

use common::{
    agrees_with_search, grundy_agrees_with_search, small_die_position, small_fib_position,
    small_nim_position, small_parity_position, small_rows, small_subtraction_set, small_sum,
};
use impartial::games::grundy_game::Split;
use impartial::prelude::*;
use impartial::search::MiserePlay;
use impartial::take_and_break::Heaps;
use proptest::prelude::*;

/// How many moves of a kind are walked from one position: a heap of `u64::MAX` has
/// astronomically many moves, and winning moves.
const WALK: usize = 50;

/// The laws of [`Solver`] that can be checked from one position, walking at most [`WALK`]
/// moves of each kind. Returns the outcome.
///
/// 1. A position without moves has the game's terminal outcome.
/// 2. The first moves are legal, distinct, and agree with the outcome: from a `Loss` every
///    move leads to a `Win`, from a `Draw` none leads to a `Loss`.
/// 3. `winning_moves` yields a move exactly when the position is a `Win` with a move; each is
///    accepted by `play`, leads to a `Loss`, and comes once.
/// 4. `winning_move` is `Some` exactly then, and wins.
/// 5. `best_move` is `None` exactly when there is no move; it is legal, and leads to a `Loss`
///    from a `Win`, to a `Draw` from a `Draw` (and to a `Win` from a `Loss`, like every move).
fn check_laws<G, S>(solver: &S, position: &G::Position) -> Result<Outcome, TestCaseError>
where
    G: Game,
    S: Solver<G>,
{
    let game = solver.game();
    let outcome = solver.outcome(position);
    let has_move = game.moves(position).next().is_some();
    if !has_move {
        prop_assert_eq!(
            outcome,
            game.terminal_outcome(position),
            "{:?} has no move, so its outcome is the terminal one",
            position
        );
    }

    let first: Vec<G::Move> = game.moves(position).take(WALK).collect();
    for (index, mv) in first.iter().enumerate() {
        prop_assert!(
            !first[..index].contains(mv),
            "{:?} yielded twice from {:?}",
            mv,
            position
        );
        let next = game.play(position, mv);
        prop_assert!(
            next.is_ok(),
            "move {:?} from {:?} refused: {:?}",
            mv,
            position,
            next
        );
        let after = solver.outcome(&next.expect("checked"));
        match outcome {
            Outcome::Loss => prop_assert_eq!(
                after,
                Outcome::Win,
                "{:?} is a Loss, but {} leads to a {:?}",
                position,
                mv,
                after
            ),
            Outcome::Draw => prop_assert_ne!(
                after,
                Outcome::Loss,
                "{:?} is a Draw, but {} leads to a Loss",
                position,
                mv
            ),
            Outcome::Win => {}
        }
    }

    let winning: Vec<G::Move> = solver.winning_moves(position).take(WALK).collect();
    prop_assert_eq!(
        !winning.is_empty(),
        outcome == Outcome::Win && has_move,
        "winning moves {:?} from {:?}, a {:?}",
        winning,
        position,
        outcome
    );
    for (index, mv) in winning.iter().enumerate() {
        prop_assert!(
            !winning[..index].contains(mv),
            "winning move {:?} yielded twice from {:?}",
            mv,
            position
        );
        leads_to(solver, position, mv, Outcome::Loss, "winning move")?;
    }

    let one = solver.winning_move(position);
    prop_assert_eq!(
        one.is_some(),
        !winning.is_empty(),
        "winning_move {:?} from {:?}, whose winning moves start {:?}",
        one,
        position,
        winning
    );
    if let Some(mv) = &one {
        leads_to(solver, position, mv, Outcome::Loss, "winning_move")?;
    }

    let best = solver.best_move(position);
    prop_assert_eq!(
        best.is_some(),
        has_move,
        "best move {:?} from {:?}",
        best,
        position
    );
    if let Some(mv) = &best {
        let wanted = match outcome {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        };
        leads_to(solver, position, mv, wanted, "best move")?;
    }
    Ok(outcome)
}

/// `mv` is accepted from `position` and leads to `wanted`.
fn leads_to<G, S>(
    solver: &S,
    position: &G::Position,
    mv: &G::Move,
    wanted: Outcome,
    what: &str,
) -> Result<(), TestCaseError>
where
    G: Game,
    S: Solver<G>,
{
    let next = solver.game().play(position, mv);
    prop_assert!(
        next.is_ok(),
        "{} {:?} from {:?} is refused: {:?}",
        what,
        mv,
        position,
        next
    );
    let next = next.expect("checked");
    let after = solver.outcome(&next);
    prop_assert_eq!(
        after,
        wanted,
        "{} {} from {:?} leads to {:?}, a {:?}",
        what,
        mv,
        position,
        next,
        after
    );
    Ok(())
}

/// The laws of [`Grundy`] that can be checked from one position, with at most [`WALK`] moves
/// of each kind, and those of [`Solver`]. `normal_play` says whether the game is played
/// under normal play, where the value decides the outcome.
///
/// 1. Under normal play, the value is 0 exactly on a `Loss`.
/// 2. A position without moves is worth 0; no move keeps the value (the mex), and every
///    smaller value among `0..4` and `value ^ 1` is reached by some move.
/// 3. `moves_to_value(p, v)` yields distinct legal moves to positions of value `v`; none for
///    `v = grundy(p)`.
fn check_grundy_laws<G, S>(solver: &S, position: &G::Position) -> Result<u64, TestCaseError>
where
    G: Game,
    S: Grundy<G>,
{
    let outcome = check_laws(solver, position)?;
    let game = solver.game();
    let value = solver.grundy(position);
    prop_assert_eq!(
        value == 0,
        outcome == Outcome::Loss,
        "{:?} is worth {} but is a {:?}",
        position,
        value,
        outcome
    );
    if game.moves(position).next().is_none() {
        prop_assert_eq!(
            value,
            0,
            "{:?} has no move but is worth {}",
            position,
            value
        );
    }
    for mv in game.moves(position).take(WALK) {
        let next = game.play(position, &mv).expect("checked by check_laws");
        prop_assert_ne!(
            solver.grundy(&next),
            value,
            "{} keeps the value {} of {:?}",
            mv,
            value,
            position
        );
    }

    let mut targets = vec![0, 1, 2, 3, value ^ 1, value];
    targets.sort_unstable();
    targets.dedup();
    for target in targets {
        let moves: Vec<G::Move> = solver.moves_to_value(position, target).take(WALK).collect();
        if target == value {
            prop_assert!(
                moves.is_empty(),
                "{:?} from {:?} keep its value {}",
                moves,
                position,
                value
            );
        } else if target < value {
            prop_assert!(
                !moves.is_empty(),
                "{:?} is worth {}, but no move reaches {}",
                position,
                value,
                target
            );
        }
        for (index, mv) in moves.iter().enumerate() {
            prop_assert!(
                !moves[..index].contains(mv),
                "{:?} yielded twice to value {} from {:?}",
                mv,
                target,
                position
            );
            let next = game.play(position, mv);
            prop_assert!(
                next.is_ok(),
                "{:?} to value {} from {:?} is refused: {:?}",
                mv,
                target,
                position,
                next
            );
            let reached = solver.grundy(&next.expect("checked"));
            prop_assert_eq!(
                reached,
                target,
                "{} from {:?} reaches {}, not {}",
                mv,
                position,
                reached,
                target
            );
        }
    }
    Ok(value)
}

/// The laws, and the same outcome, winning moves and best move as the search.
fn check_small<G, S>(
    solver: &S,
    search: &impl Solver<G>,
    position: &G::Position,
) -> Result<Outcome, TestCaseError>
where
    G: Game,
    S: Solver<G>,
{
    let outcome = check_laws(solver, position)?;
    let searched = check_laws(search, position)?;
    prop_assert_eq!(
        outcome,
        searched,
        "outcome of {:?}: the solver against the search",
        position
    );
    // Small enough to compare every winning move, and the best move's value.
    agrees_with_search(solver, search, position)?;
    Ok(outcome)
}

/// The Grundy laws for the solver and for `search` (a search of the same game under normal
/// play), and the same value and moves to each value from both.
fn check_small_grundy<G, S>(
    solver: &S,
    search: &impl Grundy<G>,
    position: &G::Position,
) -> Result<u64, TestCaseError>
where
    G: Game,
    S: Grundy<G>,
{
    let value = check_grundy_laws(solver, position)?;
    let searched = check_grundy_laws(search, position)?;
    prop_assert_eq!(
        value,
        searched,
        "Grundy value of {:?}: the solver against the search",
        position
    );
    // Small enough to compare every move to each value up to a little past it.
    grundy_agrees_with_search(solver, search, position)?;
    Ok(value)
}

/// `play` refuses every one of `moves` from `position`.
fn refuses_all<G: Game>(
    game: &G,
    position: &G::Position,
    moves: impl IntoIterator<Item = G::Move>,
) -> Result<(), TestCaseError> {
    for mv in moves {
        let played = game.play(position, &mv);
        prop_assert!(
            played.is_err(),
            "{:?} from {:?}, which has no moves, is accepted: {:?}",
            mv,
            position,
            played
        );
    }
    Ok(())
}

/// `Game`'s first two laws on candidate moves: `play` accepts exactly the moves that `moves`
/// yields.
fn play_accepts_exactly_the_moves<G: Game>(
    game: &G,
    position: &G::Position,
    candidates: impl IntoIterator<Item = G::Move>,
) -> Result<(), TestCaseError> {
    let moves: Vec<G::Move> = game.moves(position).collect();
    for mv in candidates {
        let played = game.play(position, &mv);
        prop_assert_eq!(
            played.is_ok(),
            moves.contains(&mv),
            "{:?} from {:?}: play gives {:?}",
            mv,
            position,
            played
        );
    }
    Ok(())
}

/// Any `u64`, with the edges likely: small values, the ends of preperiods, powers of two and
/// the numbers just below them, and the values just below `u64::MAX`.
fn huge() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..=40,
        // Around the preperiods of the certified codes (Kayles' is 71) and twice them.
        41u64..=300,
        any::<u64>(),
        (u64::MAX - 40)..=u64::MAX,
        (0u32..64).prop_map(|bit| 1u64 << bit),
        (1u32..=64).prop_map(|bits| u64::MAX >> (64 - bits)),
    ]
}

/// Up to four heaps (or rows) of any size, none at all included.
fn huge_heaps() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(huge(), 0..=4)
}

fn parity(k: u64, odd_wins: bool) -> Parity {
    if odd_wins {
        Parity::odd_wins(k)
    } else {
        Parity::even_wins(k)
    }
    .expect("k ≥ 1")
}

/// A search under misère play.
type MisereSearch<G> = Search<Misere<G>, MiserePlay>;

/// The codes whose period the engine certifies, so that their solvers answer every heap.
const CERTIFIED: [&str; 4] = ["0.07", "0.137", "0.77", "0.3033"];

/// Solvers of the certified codes, computed once.
static CERTIFIED_SOLVERS: LazyLock<Vec<TakeAndBreakSolver>> = LazyLock::new(|| {
    CERTIFIED
        .iter()
        .map(|code| {
            let solver = TakeAndBreak::new(code)
                .expect("a code")
                .solver(1 << 12)
                .expect("the values fit");
            assert!(solver.sequence().period().is_some(), "{code} is certified");
            solver
        })
        .collect()
});

/// Every code the small tests solve: the certified ones, then Grundy's game, Officers and
/// circular Nim's rows, which have no period and are known only up to [`UNCERTIFIED_LIMIT`]
/// heaps.
fn small_codes() -> Vec<TakeAndBreak> {
    CERTIFIED
        .iter()
        .map(|code| TakeAndBreak::new(code).expect("a code"))
        .chain([
            TakeAndBreak::grundys_game(),
            TakeAndBreak::officers(),
            TakeAndBreak::circular_nim_rows(),
        ])
        .collect()
}

const UNCERTIFIED_LIMIT: u64 = 64;

thread_local! {
    // One search per game, shared by the cases, so each position is solved once. The games
    // that split into parts are searched whole: the search is the brute force the closed
    // forms answer to, and must not rest on the Sprague–Grundy theorem they use.
    static NIM: Search<Nim> = Search::new(Nim::normal()).without_decomposition();
    static MISERE_NIM: Search<Misere<Nim>, MiserePlay> = Search::new(Nim::misere());
    static FIBONACCI_NIM: Search<FibonacciNim> = Search::new(FibonacciNim::new());
    static WYTHOFF: Search<Wythoff> = Search::new(Wythoff::normal());
    static MISERE_WYTHOFF: Search<Misere<Wythoff>, MiserePlay> =
        Search::new(Wythoff::normal().misere());
    static DIE: Search<Die> = Search::new(Die::new());
    static KAYLES: Search<Kayles> = Search::new(Kayles::new()).without_decomposition();
    static LINE_ERASING: Search<LineErasing> =
        Search::new(LineErasing::new()).without_decomposition();
    static CIRCULAR_NIM: Search<CircularNim> = Search::new(CircularNim::new());
    static GRUNDY_GAME: Search<GrundyGame> = Search::new(GrundyGame::new());
    // Each board searched up to symmetry, against a search of every board as it is.
    static TAC_TIX: Vec<(Search<TacTix>, Search<TacTix>)> = [TacTix::square(), TacTix::triangle()]
        .into_iter()
        .map(|game| (Search::new(game), Search::new(game).without_symmetry()))
        .collect();
    static MISERE_TAC_TIX: Vec<(MisereSearch<TacTix>, MisereSearch<TacTix>)> =
        [TacTix::square(), TacTix::triangle()]
            .into_iter()
            .map(|game| (Search::new(game.misere()), Search::new(game.misere()).without_symmetry()))
            .collect();
    /// For each code: its solver, a search of its rules on heaps, and a search of the
    /// solver's own game on `Heaps`.
    static CODES: Vec<(TakeAndBreakSolver, Search<TakeAndBreak>, Search<TakeAndBreakSolver>)> =
        small_codes()
            .into_iter()
            .enumerate()
            .map(|(index, game)| {
                let limit = if index < CERTIFIED.len() { 1 << 12 } else { UNCERTIFIED_LIMIT };
                let solver = game.solver(limit).expect("the values fit");
                (solver.clone(), Search::new(game), Search::new(solver))
            })
            .collect();
}

// ---------------------------------------------------------------------------------------
// Small positions: every solver, and the search, against the search.
// ---------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn nim_small(heaps in small_nim_position(), misere in any::<bool>()) {
        let moves = (0..=heaps.len()).flat_map(|heap| (0..=8).map(move |take| NimMove { heap, take }));
        if misere {
            let game = Nim::misere();
            MISERE_NIM.with(|search| check_small(&game, search, &heaps))?;
            play_accepts_exactly_the_moves(&game, &heaps, moves)?;
        } else {
            let game = Nim::normal();
            NIM.with(|search| -> Result<(), TestCaseError> {
                check_small(&game, search, &heaps)?;
                check_small_grundy(&game, search, &heaps)?;
                Ok(())
            })?;
            play_accepts_exactly_the_moves(&game, &heaps, moves)?;
        }
    }

    #[test]
    fn bash_small(k in 1u64..=6, heap in 0u64..=40) {
        let game = Subtraction::bash(k).unwrap();
        check_small(&game, &Search::new(game.clone()), &heap)?;
        check_small_grundy(&game, &Search::new(game.clone()), &heap)?;
        play_accepts_exactly_the_moves(&game, &heap, 0..=k + 2)?;
        let misere = game.misere();
        check_small(&misere, &Search::new(misere.clone()), &heap)?;
        play_accepts_exactly_the_moves(&misere, &heap, 0..=k + 2)?;
    }

    /// Sets with a common divisor too, which are solved as the set divided by it.
    #[test]
    fn subtraction_sets_small(
        set in small_subtraction_set(),
        scale in 1u64..=3,
        heap in 0u64..=60,
    ) {
        let set: Vec<u64> = set.iter().map(|amount| amount * scale).collect();
        let game = Subtraction::new(&set).unwrap();
        check_small(&game, &Search::new(game.clone()), &heap)?;
        check_small_grundy(&game, &Search::new(game.clone()), &heap)?;
        play_accepts_exactly_the_moves(&game, &heap, 0..=31)?;
        let misere = game.misere();
        check_small(&misere, &Search::new(misere.clone()), &heap)?;
        play_accepts_exactly_the_moves(&misere, &heap, 0..=31)?;
    }

    #[test]
    fn fibonacci_nim_small(position in small_fib_position()) {
        let game = FibonacciNim::new();
        FIBONACCI_NIM.with(|search| check_small(&game, search, &position))?;
        play_accepts_exactly_the_moves(&game, &position, 0..=50)?;
    }

    #[test]
    fn wythoff_small(first in 0u64..=20, second in 0u64..=20) {
        let position = (first, second);
        WYTHOFF.with(|search| check_small(&Wythoff::normal(), search, &position))?;
        MISERE_WYTHOFF.with(|search| check_small(&Wythoff::normal().misere(), search, &position))?;
        let candidates = (0..=22).flat_map(|take| {
            [WythoffMove::First(take), WythoffMove::Second(take), WythoffMove::Both(take)]
        });
        play_accepts_exactly_the_moves(&Wythoff::normal(), &position, candidates.clone())?;
        play_accepts_exactly_the_moves(&Wythoff::normal().misere(), &position, candidates)?;
    }

    #[test]
    fn parity_small(k in 1u64..=6, odd_wins in any::<bool>(), position in small_parity_position()) {
        let game = parity(k, odd_wins);
        check_small(&game, &Search::new(game), &position)?;
        play_accepts_exactly_the_moves(&game, &position, 0..=k + 2)?;
    }

    #[test]
    fn die_small(position in small_die_position()) {
        let game = Die::new();
        DIE.with(|search| check_small(&game, search, &position))?;
        play_accepts_exactly_the_moves(&game, &position, 0..=8)?;
    }

    #[test]
    fn kayles_small(rows in small_rows(8)) {
        let game = Kayles::new();
        KAYLES.with(|search| check_small_grundy(&game, search, &rows))?;
        let candidates = (0..=rows.len()).flat_map(|row| {
            (0..=9).flat_map(move |start| (0..=3).map(move |count| RowMove { row, start, count }))
        });
        play_accepts_exactly_the_moves(&game, &rows, candidates)?;
    }

    #[test]
    fn line_erasing_small(lines in small_rows(8)) {
        let game = LineErasing::new();
        LINE_ERASING.with(|search| check_small_grundy(&game, search, &lines))?;
        let candidates = (0..=lines.len()).flat_map(|row| {
            (0..=9).flat_map(move |start| (0..=9).map(move |count| RowMove { row, start, count }))
        });
        play_accepts_exactly_the_moves(&game, &lines, candidates)?;
    }

    /// No solver of its own: the search, whose circle agrees with the closed form.
    #[test]
    fn circular_nim_small(
        circle in prop::option::of(0u64..=12),
        rows in prop::collection::vec(0u64..=9, 0..=2),
    ) {
        let game = CircularNim::new();
        let position = match circle {
            Some(stones) => CircularPosition::Circle(stones),
            None => CircularPosition::Rows(rows.clone()),
        };
        CIRCULAR_NIM.with(|search| -> Result<(), TestCaseError> {
            let value = check_grundy_laws(search, &position)?;
            if let Some(stones) = circle {
                prop_assert_eq!(
                    Some(search.outcome(&position)),
                    CircularNim::new().known_outcome(&CircularPosition::Circle(stones)),
                    "circle of {}",
                    stones
                );
                let winning: Vec<CircularMove> = search.winning_moves(&position).collect();
                prop_assert_eq!(winning, CircularNim::circle_winning_moves(stones));
                prop_assert_eq!(value == 0, search.outcome(&position) == Outcome::Loss);
            }
            Ok(())
        })?;
        let candidates = (0..=4).map(CircularMove::Circle).chain((0..=rows.len()).flat_map(
            |row| {
                (0..=10).flat_map(move |start| {
                    (0..=4).map(move |count| CircularMove::Row(RowMove { row, start, count }))
                })
            },
        ));
        play_accepts_exactly_the_moves(&game, &position, candidates)?;
    }

    /// The search, against the engine's values of Grundy's game.
    #[test]
    fn grundy_game_small(heaps in prop::collection::vec(0u64..=10, 0..=3)) {
        let game = GrundyGame::new();
        GRUNDY_GAME.with(|search| -> Result<(), TestCaseError> {
            let value = check_grundy_laws(search, &heaps)?;
            CODES.with(|codes| -> Result<(), TestCaseError> {
                let solver = &codes[CERTIFIED.len()].0;
                prop_assert_eq!(
                    solver.try_grundy(&heaps),
                    Ok(value),
                    "Grundy's game on {:?}",
                    heaps
                );
                Ok(())
            })
        })?;
        let candidates = (0..=heaps.len())
            .flat_map(|heap| (0..=6).map(move |smaller| Split { heap, smaller }));
        play_accepts_exactly_the_moves(&game, &heaps, candidates)?;
    }

    /// Any bitboard, for each board and convention: on the triangle, bit 15 is a stone off
    /// the board, which no move takes.
    #[test]
    fn tac_tix_any_board(variant in 0usize..4, board in any::<u16>(), stones in any::<u16>()) {
        let triangle = variant % 2 == 1;
        let off_board = board | 1 << 15;
        let candidates = [stones, stones & board, 0, 1 << 15];
        if variant < 2 {
            TAC_TIX.with(|variants| -> Result<(), TestCaseError> {
                let (solver, search) = &variants[variant % 2];
                check_small(solver, search, &board)?;
                play_accepts_exactly_the_moves(solver.game(), &board, candidates)?;
                if triangle {
                    prop_assert_eq!(solver.outcome(&off_board), solver.outcome(&(board & !(1 << 15))));
                    check_small(solver, search, &off_board)?;
                }
                Ok(())
            })?;
        } else {
            MISERE_TAC_TIX.with(|variants| -> Result<(), TestCaseError> {
                let (solver, search) = &variants[variant % 2];
                check_small(solver, search, &board)?;
                play_accepts_exactly_the_moves(solver.game(), &board, candidates)?;
                if triangle {
                    prop_assert_eq!(solver.outcome(&off_board), solver.outcome(&(board & !(1 << 15))));
                    check_small(solver, search, &off_board)?;
                }
                Ok(())
            })?;
        }
    }

    #[test]
    fn sums_of_subtraction_games_small((sum, heaps) in small_sum()) {
        check_small_grundy(&sum, &Search::new(sum.clone()), &heaps)?;
        prop_assert_eq!(sum.try_grundy(&heaps), Ok(sum.grundy(&heaps)));
    }

    #[test]
    fn sums_of_kayles_and_nim_small(
        rows in prop::collection::vec(small_rows(4), 1..=2),
        heaps in prop::collection::vec(prop::collection::vec(0u64..=3, 0..=2), 1..=2),
    ) {
        let kayles = Sum::new(vec![Kayles::new(); rows.len()]);
        check_small_grundy(&kayles, &Search::new(kayles.clone()), &rows)?;
        let nim = Sum::new(vec![Nim::normal(); heaps.len()]);
        check_small_grundy(&nim, &Search::new(nim.clone()), &heaps)?;
    }

    /// The engine's solver against the search of its rules, and against a search of its own
    /// game on `Heaps`; the search of the rules keeps the laws too.
    #[test]
    fn take_and_break_small(code in 0usize..7, heaps in prop::collection::vec(0u64..=10, 0..=3)) {
        CODES.with(|codes| -> Result<(), TestCaseError> {
            let (solver, rules, own) = &codes[code];
            let position = solver.position(heaps.clone())?;
            let value = check_small_grundy(solver, own, &position)?;
            let searched = check_grundy_laws(rules, &heaps)?;
            prop_assert_eq!(value, searched, "{} on {:?}", rules.game(), heaps);
            Ok(())
        })?;
    }
}

// ---------------------------------------------------------------------------------------
// Huge positions: the closed forms that answer any u64.
// ---------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn nim_huge(heaps in huge_heaps()) {
        check_grundy_laws(&Nim::normal(), &heaps)?;
        check_laws(&Nim::misere(), &heaps)?;
    }

    #[test]
    fn bash_huge(
        k in prop_oneof![1u64..=10, huge().prop_map(|k| k.max(1))],
        heap in huge(),
    ) {
        let game = Subtraction::bash(k).unwrap();
        check_grundy_laws(&game, &heap)?;
        check_laws(&game.misere(), &heap)?;
    }

    /// Sets with a common divisor up to the largest that keeps the amounts in `u64`.
    #[test]
    fn subtraction_sets_huge(
        set in small_subtraction_set(),
        scale in huge(),
        heap in huge(),
    ) {
        let largest = *set.last().unwrap();
        let scale = scale.clamp(1, u64::MAX / largest);
        let set: Vec<u64> = set.iter().map(|amount| amount * scale).collect();
        let game = Subtraction::new(&set).unwrap();
        check_grundy_laws(&game, &heap)?;
        check_laws(&game.misere(), &heap)?;
    }

    /// `max_take` anything, above the heap or 0 included.
    #[test]
    fn fibonacci_nim_huge(heap in huge(), max_take in huge(), start in any::<bool>()) {
        let position = if start {
            FibonacciNim::start(heap)
        } else {
            FibPosition { heap, max_take }
        };
        check_laws(&FibonacciNim::new(), &position)?;
    }

    #[test]
    fn wythoff_huge(first in huge(), second in huge()) {
        check_laws(&Wythoff::normal(), &(first, second))?;
        check_laws(&Wythoff::normal().misere(), &(first, second))?;
    }

    #[test]
    fn parity_huge(
        k in prop_oneof![1u64..=10, huge().prop_map(|k| k.max(1))],
        odd_wins in any::<bool>(),
        remaining in huge(),
        mover_odd in any::<bool>(),
        opponent_odd in any::<bool>(),
    ) {
        let position = ParityPosition { remaining, mover_odd, opponent_odd };
        check_laws(&parity(k, odd_wins), &position)?;
    }

    #[test]
    fn die_huge(remaining in huge(), top in 0u8..=6) {
        let position = if top == 0 {
            Die::start(remaining)
        } else {
            Die::position(remaining, top).unwrap()
        };
        check_laws(&Die::new(), &position)?;
    }

    /// Kayles, also against the engine's solver of its code 0.77.
    #[test]
    fn kayles_huge(rows in huge_heaps()) {
        let value = check_grundy_laws(&Kayles::new(), &rows)?;
        let engine = &CERTIFIED_SOLVERS[2];
        prop_assert_eq!(engine.try_grundy(&rows), Ok(value));
    }

    #[test]
    fn line_erasing_huge(lines in huge_heaps()) {
        let value = check_grundy_laws(&LineErasing::new(), &lines)?;
        prop_assert_eq!(value, impartial::nim_sum(&lines));
    }

    /// Every heap is known to a certified code's solver.
    #[test]
    fn take_and_break_huge(code in 0usize..CERTIFIED.len(), heaps in huge_heaps()) {
        let solver = &CERTIFIED_SOLVERS[code];
        let position = solver.position(heaps.clone())?;
        let value = check_grundy_laws(solver, &position)?;
        if CERTIFIED[code] == "0.3033" {
            // The subtraction game on {1, 3, 4}, as a code.
            let heap_values = heaps.iter().map(|heap| {
                Subtraction::new(&[1, 3, 4]).unwrap().grundy(heap)
            });
            prop_assert_eq!(value, heap_values.fold(0, |sum, heap| sum ^ heap));
        }
        // A position keeps the game and values that made it: another code's solver answers
        // it by them, and a solver of the same game made apart takes it as its own.
        let other = &CERTIFIED_SOLVERS[(code + 1) % CERTIFIED.len()];
        prop_assert_eq!(check_grundy_laws(other, &position)?, value);
        let apart = TakeAndBreak::new(CERTIFIED[code]).unwrap().solver(1 << 12).unwrap();
        prop_assert_eq!(&apart.position(heaps.clone())?, &position);
        if !heaps.is_empty() {
            prop_assert_ne!(&other.position(heaps.clone())?, &position);
        }
    }

    #[test]
    fn sums_huge(
        components in prop::collection::vec(
            (prop_oneof![
                small_subtraction_set().prop_map(|set| Subtraction::new(&set).unwrap()),
                huge().prop_map(|k| Subtraction::bash(k.max(1)).unwrap()),
            ], huge()),
            0..=4,
        ),
        nim in prop::collection::vec(huge_heaps(), 0..=3),
        rows in prop::collection::vec(huge_heaps(), 0..=3),
        codes in prop::collection::vec((0usize..CERTIFIED.len(), huge_heaps()), 0..=3),
    ) {
        let (games, heaps): (Vec<Subtraction>, Vec<u64>) = components.into_iter().unzip();
        check_grundy_laws(&Sum::new(games), &heaps)?;
        check_grundy_laws(&Sum::new(vec![Nim::normal(); nim.len()]), &nim)?;
        check_grundy_laws(&Sum::new(vec![Kayles::new(); rows.len()]), &rows)?;
        let (solvers, positions): (Vec<TakeAndBreakSolver>, Vec<Heaps>) = codes
            .into_iter()
            .map(|(code, heaps)| {
                let solver = CERTIFIED_SOLVERS[code].clone();
                let position = solver.position(heaps).unwrap();
                (solver, position)
            })
            .unzip();
        check_grundy_laws(&Sum::new(solvers), &positions)?;
    }

    #[test]
    fn mixed_sums_huge(position in huge_mixed_position()) {
        check_grundy_laws(&huge_mix(), &position)?;
    }
}

/// A mixed `Sum` of closed forms that answer any `u64`.
fn huge_mix() -> Sum<AnyGame> {
    Sum::mixed()
        .and(Kayles::new())
        .and(Nim::normal())
        .and(Subtraction::new(&[2, 5, 6]).unwrap())
        .and(Subtraction::bash(7).unwrap())
        .and(LineErasing::new())
        .and(CERTIFIED_SOLVERS[1].clone())
        .and(Subtraction::new(&[1 << 40, 5 << 40]).unwrap())
}

/// The type each part of [`huge_mix`] takes.
fn huge_mix_types() -> [&'static str; 7] {
    [
        type_name::<Vec<u64>>(),
        type_name::<Vec<u64>>(),
        type_name::<u64>(),
        type_name::<u64>(),
        type_name::<Vec<u64>>(),
        type_name::<Heaps>(),
        type_name::<u64>(),
    ]
}

fn huge_mixed_position() -> impl Strategy<Value = Vec<AnyPosition>> {
    let rows = || prop::collection::vec(huge(), 0..=2);
    (rows(), rows(), huge(), huge(), rows(), rows(), huge()).prop_map(
        |(kayles, nim, set, bash, lines, chess, far)| {
            vec![
                AnyPosition::new(kayles),
                AnyPosition::new(nim),
                AnyPosition::new(set),
                AnyPosition::new(bash),
                AnyPosition::new(lines),
                AnyPosition::new(CERTIFIED_SOLVERS[1].position(chess).unwrap()),
                AnyPosition::new(far),
            ]
        },
    )
}

// ---------------------------------------------------------------------------------------
// Wrong shapes: no panic, no move, `play` refuses everything, a Loss worth 0.
// ---------------------------------------------------------------------------------------

/// A position the type allows but the game cannot have: checked to be a position without
/// moves, lost under normal play, worth 0, from which `play` refuses every candidate.
fn check_no_moves<G, S>(
    solver: &S,
    position: &G::Position,
    candidates: impl IntoIterator<Item = G::Move>,
) -> Result<(), TestCaseError>
where
    G: Game,
    S: Grundy<G>,
{
    let game = solver.game();
    prop_assert!(
        game.moves(position).next().is_none(),
        "{:?} has moves",
        position
    );
    prop_assert_eq!(solver.outcome(position), Outcome::Loss);
    prop_assert_eq!(check_grundy_laws(solver, position)?, 0);
    refuses_all(game, position, candidates)
}

/// A part of any type but those of [`huge_mix`]'s parts (`u32` is not `u64`).
fn wrong_part() -> impl Strategy<Value = AnyPosition> {
    prop_oneof![
        Just(AnyPosition::new(())),
        any::<u32>().prop_map(AnyPosition::new),
        prop::collection::vec(any::<u32>(), 0..=2).prop_map(AnyPosition::new),
        huge().prop_map(|heap| AnyPosition::new(FibonacciNim::start(heap))),
        Just(AnyPosition::new(String::from("heap"))),
    ]
}

/// Moves of every type the parts of [`huge_mix`] take, in parts `0..=parts`.
fn mixed_candidates(parts: usize) -> Vec<SumMove<AnyMove>> {
    let moves = || {
        [
            AnyMove::new(RowMove {
                row: 0,
                start: 0,
                count: 1,
            }),
            AnyMove::new(NimMove { heap: 0, take: 1 }),
            AnyMove::new(1u64),
            AnyMove::new(2u64),
            AnyMove::new(3u64),
            AnyMove::new(BreakMove {
                heap: 0,
                take: 2,
                parts: [1, 0, 0],
            }),
            AnyMove::new(BreakMove {
                heap: 0,
                take: 3,
                parts: [0, 0, 0],
            }),
        ]
    };
    (0..=parts)
        .flat_map(|component| moves().into_iter().map(move |mv| SumMove { component, mv }))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Too few or too many parts.
    #[test]
    fn sums_of_the_wrong_shape(
        components in prop::collection::vec(small_subtraction_set(), 0..=3),
        heaps in prop::collection::vec(huge(), 0..=5),
        rows in prop::collection::vec(huge_heaps(), 0..=4),
        kayles in 0usize..=3,
    ) {
        prop_assume!(components.len() != heaps.len() || kayles != rows.len());
        let games: Vec<Subtraction> =
            components.iter().map(|set| Subtraction::new(set).unwrap()).collect();
        let sum = Sum::new(games);
        if sum.components().len() != heaps.len() {
            let candidates = (0..=heaps.len() + 1)
                .flat_map(|component| (0..=11).map(move |mv| SumMove { component, mv }));
            check_no_moves(&sum, &heaps, candidates.clone())?;
            check_no_moves(&Search::new(sum.clone()), &heaps, [])?;
            let wrong = Error::WrongShape { parts: heaps.len(), components: sum.components().len() };
            prop_assert_eq!(sum.try_grundy(&heaps), Err(wrong.clone()));
            for mv in candidates {
                prop_assert_eq!(sum.play(&heaps, &mv), Err(wrong.clone()));
            }
        }
        let sum = Sum::new(vec![Kayles::new(); kayles]);
        if kayles != rows.len() {
            let candidates = (0..=rows.len()).map(|component| SumMove {
                component,
                mv: RowMove { row: 0, start: 0, count: 1 },
            });
            check_no_moves(&sum, &rows, candidates)?;
            check_no_moves(&Search::new(sum.clone()), &rows, [])?;
            prop_assert_eq!(
                sum.try_grundy(&rows),
                Err(Error::WrongShape { parts: rows.len(), components: kayles })
            );
        }
    }

    /// A part dropped, a part too many, or a part of the wrong type.
    #[test]
    fn mixed_sums_of_the_wrong_shape(
        position in huge_mixed_position(),
        wrong in wrong_part(),
        index in 0usize..7,
        how in 0u8..3,
    ) {
        let sum = huge_mix();
        let mut position = position;
        let expected = match how {
            0 => {
                position.remove(index);
                Error::WrongShape { parts: 6, components: 7 }
            }
            1 => {
                position.insert(index, wrong);
                Error::WrongShape { parts: 8, components: 7 }
            }
            _ => {
                position[index] = wrong;
                Error::InPart {
                    part: index,
                    error: Box::new(Error::PositionType { expected: huge_mix_types()[index] }),
                }
            }
        };
        prop_assert_eq!(sum.try_grundy(&position), Err(expected.clone()));
        check_no_moves(&sum, &position, mixed_candidates(position.len()))?;
        check_no_moves(&Search::new(huge_mix()), &position, [])?;
        for mv in mixed_candidates(position.len()) {
            prop_assert_eq!(sum.play(&position, &mv), Err(expected.clone()));
        }
    }

    /// Empty positions, and positions of empty heaps only.
    #[test]
    fn empty_positions(zeros in 0usize..=3) {
        let empty = vec![0u64; zeros];
        let rows = (0..=zeros).map(|row| RowMove { row, start: 0, count: 1 });
        check_no_moves(&Kayles::new(), &empty, rows.clone())?;
        check_no_moves(&LineErasing::new(), &empty, rows)?;
        let takes = (0..=zeros).map(|heap| NimMove { heap, take: 1 });
        check_no_moves(&Nim::normal(), &empty, takes.clone())?;
        // Misère: the player to move has no move and wins.
        let misere = Nim::misere();
        prop_assert_eq!(check_laws(&misere, &empty)?, Outcome::Win);
        refuses_all(&misere, &empty, takes)?;
        for solver in CERTIFIED_SOLVERS.iter() {
            let position = solver.position(empty.clone())?;
            let candidates = (0..=zeros)
                .map(|heap| BreakMove { heap, take: 1, parts: [0, 0, 0] });
            check_no_moves(solver, &position, candidates)?;
        }
        let splits = (0..=zeros).map(|heap| Split { heap, smaller: 1 });
        GRUNDY_GAME.with(|search| check_no_moves(search, &empty, splits))?;
    }

    /// An uncertified code's solver refuses a heap beyond its values, naming the first; a
    /// certified code's takes any heap.
    #[test]
    fn unknown_heaps_are_refused(
        code in 0usize..7,
        heaps in prop::collection::vec(prop_oneof![0u64..=80, huge()], 0..=4),
    ) {
        CODES.with(|codes| -> Result<(), TestCaseError> {
            let solver = &codes[code].0;
            let known = solver.sequence().len();
            let certified = code < CERTIFIED.len();
            prop_assert_eq!(certified, solver.sequence().period().is_some());
            let unknown = heaps.iter().position(|&heap| heap >= known);
            let made = solver.position(heaps.clone());
            match unknown {
                Some(heap) if !certified => {
                    let refusal = Error::UnknownHeap { heap, size: heaps[heap], known };
                    prop_assert_eq!(made.clone().err(), Some(refusal.clone()));
                    prop_assert_eq!(solver.try_grundy(&heaps), Err(refusal));
                }
                _ => {
                    prop_assert!(made.is_ok(), "{:?} refused: {:?}", heaps, made);
                    let position = made.expect("checked");
                    prop_assert_eq!(&*position, &heaps[..]);
                    if certified && unknown.is_some() {
                        check_grundy_laws(solver, &position)?;
                    }
                }
            }
            Ok(())
        })?;
    }
}

/// Every position a move leads to from a known position is known: a walk of random play
/// from each uncertified code's largest known heaps never leaves them.
#[test]
fn moves_from_known_heaps_stay_known() {
    CODES.with(|codes| {
        for (solver, _, _) in &codes[CERTIFIED.len()..] {
            let top = solver.sequence().len() - 1;
            let mut position = solver.position(vec![top, top - 1]).unwrap();
            while let Some(mv) = solver.best_move(&position) {
                let next = solver.play(&position, &mv).unwrap();
                assert!(
                    solver.position(next.to_vec()).is_ok(),
                    "{next:?} after {mv}"
                );
                check_laws(solver, &next).unwrap();
                position = next;
            }
            assert_eq!(solver.outcome(&position), Outcome::Loss);
        }
    });
}

#[test]
fn the_certified_codes_are_certified_and_the_others_are_not() {
    for solver in CERTIFIED_SOLVERS.iter() {
        assert!(solver.sequence().period().is_some());
    }
    CODES.with(|codes| {
        for (solver, _, _) in &codes[CERTIFIED.len()..] {
            assert_eq!(solver.sequence().period(), None);
            assert_eq!(solver.sequence().len(), UNCERTIFIED_LIMIT);
        }
    });
}

// ---------------------------------------------------------------------------------------
// The loopy solvers: `LoopySearch` on any game, loops and all, and `LoopySum` on sums.
// ---------------------------------------------------------------------------------------

/// A random directed graph on up to 8 vertices, loops and cycles allowed, and two of its
/// vertices (a vertex outside the graph cannot be made).
fn small_digraph()
-> impl Strategy<Value = (Digraph, impartial::loopy::Vertex, impartial::loopy::Vertex)> {
    (1usize..=8)
        .prop_flat_map(|n| {
            (
                Just(n),
                prop::collection::vec((0..n, 0..n), 0..=16),
                0..n,
                0..n,
            )
        })
        .prop_map(|(n, edges, first, second)| {
            let graph = Digraph::new(n, &edges).expect("edges in the graph");
            let first = graph.vertex(first).expect("a vertex of the graph");
            let second = graph.vertex(second).expect("a vertex of the graph");
            (graph, first, second)
        })
}

/// Take-away with put-back: small sets, a small cap, heaps up to a little above it; or Nim
/// with put-back.
fn small_put_back() -> impl Strategy<Value = PutBack> {
    prop_oneof![
        (
            prop::collection::btree_set(1u64..=4, 1..=3),
            prop::collection::btree_set(1u64..=3, 0..=2),
            0u64..=10,
        )
            .prop_map(|(take, put_back, cap)| {
                let take: Vec<u64> = take.into_iter().collect();
                let put_back: Vec<u64> = put_back.into_iter().collect();
                PutBack::new(&take, &put_back, cap).expect("valid amounts")
            }),
        (0u64..=6).prop_map(PutBack::nim),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Tokens on a graph: one token by the loopy search, two by Smith's rule (`LoopySum`) and
    /// by the loopy search of the product, which must agree.
    #[test]
    fn digraph_tokens((graph, first, second) in small_digraph()) {
        check_laws(&LoopySearch::new(graph.clone()), &first)?;
        play_accepts_exactly_the_moves(&graph, &first, graph.vertices())?;
        let sum = Sum::new(vec![graph.clone(); 2]);
        let position = vec![first, second];
        let by_parts = check_laws(&LoopySum::new(sum.clone()), &position)?;
        let by_product = check_laws(&LoopySearch::new(sum), &position)?;
        prop_assert_eq!(by_parts, by_product, "tokens on {:?} of {:?}", position, graph);
    }

    #[test]
    fn put_back_small(game in small_put_back(), first in 0u64..=12, second in 0u64..=12) {
        check_laws(&LoopySearch::new(game.clone()), &first)?;
        let candidates = (0..=5).flat_map(|amount| [PutBackMove::Take(amount), PutBackMove::Add(amount)]);
        play_accepts_exactly_the_moves(&game, &first, candidates)?;
        let sum = Sum::new(vec![game; 2]);
        let position = vec![first, second];
        let by_parts = check_laws(&LoopySum::new(sum.clone()), &position)?;
        let by_product = check_laws(&LoopySearch::new(sum), &position)?;
        prop_assert_eq!(by_parts, by_product, "heaps {:?}", position);
    }

    /// On games whose play ends, the loopy search is one more solver: against the search.
    #[test]
    fn loopy_search_on_games_that_end(
        heaps in small_nim_position(),
        misere in any::<bool>(),
        wythoff in (0u64..=12, 0u64..=12),
        k in 1u64..=4,
        odd_wins in any::<bool>(),
        holdings in small_parity_position(),
        rows in small_rows(6),
    ) {
        if misere {
            MISERE_NIM.with(|search| check_small(&LoopySearch::new(Nim::misere()), search, &heaps))?;
            MISERE_WYTHOFF.with(|search| {
                check_small(&LoopySearch::new(Wythoff::normal().misere()), search, &wythoff)
            })?;
        } else {
            NIM.with(|search| check_small(&LoopySearch::new(Nim::normal()), search, &heaps))?;
            WYTHOFF.with(|search| check_small(&LoopySearch::new(Wythoff::normal()), search, &wythoff))?;
        }
        let game = parity(k, odd_wins);
        check_small(&LoopySearch::new(game), &Search::new(game), &holdings)?;
        KAYLES.with(|search| check_small(&LoopySearch::new(Kayles::new()), search, &rows))?;
    }

    /// On sums of games whose play ends, Smith's rule is the nim-sum.
    #[test]
    fn loopy_sums_of_games_that_end((sum, heaps) in small_sum()) {
        let loopy = LoopySum::new(sum.clone());
        prop_assert_eq!(check_laws(&loopy, &heaps)?, sum.outcome(&heaps));
        prop_assert_eq!(loopy.generalized_grundy(&heaps), LoopyValue::Finite(sum.grundy(&heaps)));
    }
}

/// A `LoopySum`'s position with the wrong number of parts is, by the rules of `Sum`, a
/// position without moves: a `Loss`, as `Sum`, `Search` and `LoopySearch` all answer. The
/// `Solver` methods must not panic on it.
#[test]
fn a_loopy_sum_of_the_wrong_shape_is_a_position_without_moves() {
    let sum = Sum::new(vec![Subtraction::bash(2).unwrap(); 2]);
    let position = vec![5];
    assert_eq!(sum.outcome(&position), Outcome::Loss);
    assert_eq!(Search::new(sum.clone()).outcome(&position), Outcome::Loss);
    assert_eq!(
        LoopySearch::new(sum.clone()).outcome(&position),
        Outcome::Loss
    );
    let loopy = LoopySum::new(sum);
    assert_eq!(check_laws(&loopy, &position).unwrap(), Outcome::Loss);
}
