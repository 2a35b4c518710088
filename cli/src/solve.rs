//! `impartial solve GAME POSITION…`: the outcome, the winning moves, the best move and the
//! Grundy value of one position.

use std::time::Duration;

use clap::Args;
use impartial::prelude::*;
use impartial::take_and_break::Heaps;
use impartial::{Limit, Limits};
use serde_json::json;

use crate::describe::{self, numbers};
use crate::failure::Failure;
use crate::games::{GameName, GameOptions, count, number, spaced};
use crate::genus::genus_json;
use crate::progress::{self, Files};

/// The most heaps of a take-and-break code computed to answer a position, when the code has
/// no certified period.
pub const MOST_HEAPS: u64 = 1 << 22;

/// The heaps searched for a period, unless `--period-search` says otherwise, to answer a heap
/// of [`MOST_HEAPS`] or more, which only a certified period answers: a fraction of a second
/// for any code, and enough for most certificates (Kayles after a few hundred heaps);
/// the long ones known need `--period-search 1048576` (0.16 after 509,622 heaps, 0.56
/// after 653,570).
pub const PERIOD_SEARCH: u64 = 1 << 16;

/// The most positions the search of a misère position of a code stores (about 100 MB), and
/// the most sums of heaps the genus search stores (about 250 MB for Kayles).
pub const MISERE_POSITIONS: usize = 1 << 20;

/// The most time the search of a misère position of a code, or the genus of its heaps, may
/// take.
pub const MISERE_TIME: Duration = Duration::from_secs(20);

/// How many winning moves are counted before the count says "at least".
const MOST_COUNTED: usize = 1000;

pub const EXAMPLES: &str = "\
Examples:
  impartial solve nim 3 4 5                  Bouton's game: take 2 from heap 1
  impartial solve nim --misere 1 1 6         whoever takes the last stone loses
  impartial solve wythoff 1000000 1618034    two heaps, far beyond any search
  impartial solve 0.137 20 31                Dawson's chess on heaps of 20 and 31
  impartial solve kayles 7 12                rows of pins
  impartial solve subtraction --set 1,3,4 1000000000
  impartial solve bash --k 3 --misere 21     the 21 game
  impartial solve fibonacci 100              a start of 100 (or `100 6`: 6 may be taken)
  impartial solve parity --k 4 27            Kordemsky's 27 matches
  impartial solve parity 25 odd even         25 left, the mover holds an odd number
  impartial solve die 31                     race to 31 (or `31 4`: 4 on top)
  impartial solve circular-nim 12            a circle; `circular-nim rows 5 3` for rows
  impartial solve grundy 9 20                Grundy's game
  impartial solve 0.77 5 7 --misere          misère Kayles, with the genus of each heap
  impartial solve tac-tix oooo/o.oo/oooo/oooo
  impartial solve tac-tix --board triangle   the full triangle
  impartial solve --json nim 3 4 5           one JSON object, for scripts

Positions: heaps, rows and lines are numbers, numbered from 1 in the answer (the
library's moves count from 0, as Rust indexes a vector; a person counts from 1). Wythoff's
game takes two heaps; bash, subtraction, fibonacci, parity and die one heap, then what
the game keeps besides (the most that may be taken, each player's parity, the face on
top). A take-and-break code without a certified period answers heaps below 2^22; a
larger heap needs a period certified in the first 2^16 heaps (--period-search N looks in
the first N), and is refused at once when the code has no certificate at all
(hexadecimal codes, Grundy's game). Under --misere a code's position is searched whole
(a misère sum is not decided by its heaps' values), within 2^20 positions and 20 seconds,
and each heap's genus is shown when it is found within the same bounds.";

/// The arguments of `impartial solve`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct SolveArgs {
    /// The game: nim, wythoff, bash, subtraction, fibonacci, parity, die, kayles,
    /// line-erasing, circular-nim, grundy, tac-tix, or a take-and-break code such as 0.137
    /// (--misere for nim, wythoff, bash, subtraction, tac-tix, grundy and codes)
    #[arg(value_name = "GAME")]
    game: String,
    /// The position: heap sizes, as in the examples
    #[arg(value_name = "POSITION")]
    position: Vec<String>,
    #[command(flatten)]
    options: GameOptions,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Show at most this many winning moves
    #[arg(long, value_name = "N", default_value_t = 10)]
    max_moves: usize,
    /// For a take-and-break heap of 2^22 or more: look for a certified period in the
    /// first N heaps (a long search for a code without one: 2^20 heaps of 0.6 take seconds)
    #[arg(long, value_name = "N", default_value_t = PERIOD_SEARCH)]
    period_search: u64,
    /// For a code under --misere: the most positions searched, and sums of heaps stored
    /// for the genus
    #[arg(long, value_name = "N", default_value_t = MISERE_POSITIONS)]
    max_positions: usize,
}

/// What `solve` finds out about a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    game: String,
    position: String,
    outcome: Outcome,
    grundy: Option<u64>,
    /// Why there is no Grundy value, when there is none.
    no_grundy: &'static str,
    winning_moves: Vec<String>,
    /// How many winning moves there are, up to [`MOST_COUNTED`].
    winning_count: usize,
    /// Whether there are more than [`MOST_COUNTED`].
    more: bool,
    best_move: Option<String>,
    after_best_move: Option<String>,
    /// The genus of each heap, for a code under misère play: `Ok` with the heaps and their
    /// genera, or why they were not found; `None` for every other game.
    genera: Option<Result<Vec<(u64, Genus)>, String>>,
}

/// Runs `impartial solve`.
pub fn run(args: &SolveArgs) -> Result<String, Failure> {
    let game = GameName::parse(&args.game)?;
    args.options.check(&game)?;
    let report = if args.options.misere && matches!(game, GameName::Code(_) | GameName::Grundy) {
        let code = match &game {
            GameName::Code(code) => code.clone(),
            _ => TakeAndBreak::grundys_game(),
        };
        let heaps = heaps(&args.position, None, "0.77 5 7 --misere")?;
        misere_code_report(&game, &code, &heaps, args.max_moves, args.max_positions)?
    } else {
        solve(
            &game,
            &args.options,
            &args.position,
            args.max_moves,
            args.period_search,
        )?
    };
    Ok(if args.json {
        json(&report)
    } else {
        text(&report)
    })
}

/// How a move from a position is worded.
type Describe<P, M> = Box<dyn Fn(&P, &M) -> String>;

/// How a position is shown, how a move is worded, and the Grundy value, for one game.
struct Words<P, M> {
    show: Box<dyn Fn(&P) -> String>,
    describe: Describe<P, M>,
    grundy: Result<u64, &'static str>,
}

/// The report of `position` by `solver`.
fn report<G: Game, S: Solver<G>>(
    game: &GameName,
    solver: &S,
    position: &G::Position,
    words: &Words<G::Position, G::Move>,
    shown: usize,
) -> Report {
    let mut winning_moves = Vec::new();
    let mut winning_count = 0;
    for mv in solver.winning_moves(position).take(MOST_COUNTED + 1) {
        if winning_moves.len() < shown {
            winning_moves.push((words.describe)(position, &mv));
        }
        winning_count += 1;
    }
    let more = winning_count > MOST_COUNTED;
    let best = solver.best_move(position);
    let after_best_move = best.as_ref().and_then(|mv| {
        let next = solver.game().play(position, mv).ok()?;
        Some((words.show)(&next))
    });
    Report {
        game: game.name(),
        position: (words.show)(position),
        outcome: solver.outcome(position),
        grundy: words.grundy.ok(),
        no_grundy: words.grundy.err().unwrap_or_default(),
        winning_moves,
        winning_count: winning_count.min(MOST_COUNTED),
        more,
        best_move: best.map(|mv| (words.describe)(position, &mv)),
        after_best_move,
        genera: None,
    }
}

/// The position's numbers, exactly `wanted` of them (any number, at least one, for `None`).
fn heaps(position: &[String], wanted: Option<usize>, example: &str) -> Result<Vec<u64>, Failure> {
    let heaps = numbers(position, "a heap size")?;
    let fits = match wanted {
        Some(count) => heaps.len() == count,
        None => !heaps.is_empty(),
    };
    if fits {
        Ok(heaps)
    } else {
        let needed =
            wanted.map_or_else(|| "at least one heap".into(), |n| count(n as u64, "number"));
        Err(Failure::Usage(format!(
            "this position needs {needed}, not {}: like `{example}`",
            position.len()
        )))
    }
}

/// One heap, then up to `extra` more words that the game reads itself.
fn one_heap<'a>(
    position: &'a [String],
    extra: usize,
    example: &str,
) -> Result<(u64, &'a [String]), Failure> {
    match position {
        [heap, rest @ ..] if rest.len() <= extra => Ok((number(heap, "a heap size")?, rest)),
        _ => Err(Failure::Usage(format!(
            "this game is played on one heap: give its size{}, like `{example}`",
            if extra > 0 {
                " and what the game keeps besides"
            } else {
                ""
            }
        ))),
    }
}

fn nim_words(grundy: Result<u64, &'static str>) -> Words<Vec<u64>, NimMove> {
    Words {
        show: Box::new(|heaps| spaced(heaps)),
        describe: Box::new(|_, mv| describe::nim_move(mv)),
        grundy,
    }
}

fn row_words(grundy: u64, noun: &'static str) -> Words<Vec<u64>, RowMove> {
    Words {
        show: Box::new(|rows| spaced(rows)),
        describe: Box::new(move |rows, mv| describe::row_move(rows, mv, noun)),
        grundy: Ok(grundy),
    }
}

fn single_heap_words(game: &Subtraction, heap: u64) -> Words<u64, u64> {
    Words {
        show: Box::new(u64::to_string),
        describe: Box::new(|_, take| format!("take {take}")),
        grundy: match game.convention() {
            Convention::Normal => Ok(game.grundy(&heap)),
            Convention::Misere => Err("Grundy values are for normal play"),
        },
    }
}

const NO_CLOSED_FORM: &str = "no closed form is known for its Grundy values";

/// Solves the position `words` of `game`.
#[allow(clippy::too_many_lines)] // one arm per game
fn solve(
    game: &GameName,
    options: &GameOptions,
    words: &[String],
    shown: usize,
    period_search: u64,
) -> Result<Report, Failure> {
    Ok(match game {
        GameName::Nim => {
            let nim = options.nim();
            let position = heaps(words, None, "nim 3 4 5")?;
            let grundy = match nim.convention() {
                Convention::Normal => Ok(nim.grundy(&position)),
                Convention::Misere => Err("Grundy values are for normal play"),
            };
            report(game, &nim, &position, &nim_words(grundy), shown)
        }
        GameName::Wythoff => {
            let wythoff = options.wythoff();
            let position = heaps(words, Some(2), "wythoff 4 9")?;
            let words = Words {
                show: Box::new(|&(a, b): &(u64, u64)| format!("{a} {b}")),
                describe: Box::new(|_, mv: &WythoffMove| mv.to_string()),
                grundy: Err(NO_CLOSED_FORM),
            };
            report(game, &wythoff, &(position[0], position[1]), &words, shown)
        }
        GameName::Bash | GameName::Subtraction => {
            let subtraction = if *game == GameName::Bash {
                options.bash()?
            } else {
                options.subtraction()?
            };
            let (heap, _) = one_heap(words, 0, "subtraction 20")?;
            let words = single_heap_words(&subtraction, heap);
            report(game, &subtraction, &heap, &words, shown)
        }
        GameName::Fibonacci => {
            let (heap, rest) = one_heap(words, 1, "fibonacci 100 6")?;
            let position = match rest {
                [most] => FibPosition {
                    heap,
                    max_take: number(most, "the most that may be taken")?,
                },
                _ => FibonacciNim::start(heap),
            };
            let words = Words {
                show: Box::new(describe::fibonacci_position),
                describe: Box::new(|_, take: &u64| format!("take {take}")),
                grundy: Err(NO_CLOSED_FORM),
            };
            report(game, &FibonacciNim::new(), &position, &words, shown)
        }
        GameName::Parity => {
            let parity = options.parity()?;
            let (remaining, rest) = one_heap(words, 2, "parity 25 odd even")?;
            let position = match rest {
                [] => Parity::start(remaining),
                [mine, theirs] => ParityPosition {
                    remaining,
                    mover_odd: odd(mine)?,
                    opponent_odd: odd(theirs)?,
                },
                _ => {
                    return Err(Failure::Usage(
                        "give both holdings, the mover's then the other's, like `parity 25 odd even`"
                            .into(),
                    ));
                }
            };
            let words = Words {
                show: Box::new(describe::parity_position),
                describe: Box::new(|_, take: &u64| format!("take {take}")),
                grundy: Err("the parity game has draws, so no Grundy values"),
            };
            report(game, &parity, &position, &words, shown)
        }
        GameName::Die => {
            let (remaining, rest) = one_heap(words, 1, "die 31 4")?;
            let position = match rest {
                [top] => {
                    let face = u8::try_from(number(top, "a face of the die")?).unwrap_or(0);
                    Die::position(remaining, face).map_err(Failure::usage)?
                }
                _ => Die::start(remaining),
            };
            let words = Words {
                show: Box::new(|position: &DiePosition| position.to_string()),
                describe: Box::new(|_, face: &u8| format!("tip to {face}")),
                grundy: Err(NO_CLOSED_FORM),
            };
            report(game, &Die::new(), &position, &words, shown)
        }
        GameName::Kayles => {
            let rows = heaps(words, None, "kayles 7 12")?;
            let words = row_words(Kayles::new().grundy(&rows), "row");
            report(game, &Kayles::new(), &rows, &words, shown)
        }
        GameName::LineErasing => {
            let lines = heaps(words, None, "line-erasing 6 9")?;
            let words = row_words(LineErasing::new().grundy(&lines), "line");
            report(game, &LineErasing::new(), &lines, &words, shown)
        }
        GameName::CircularNim => match words {
            [first, rows @ ..] if first == "rows" => {
                let rows = heaps(rows, None, "circular-nim rows 5 3")?;
                code_report(
                    game,
                    &TakeAndBreak::circular_nim_rows(),
                    rows,
                    "row",
                    shown,
                    period_search,
                )?
            }
            _ => {
                let (circle, _) = one_heap(words, 0, "circular-nim 12")?;
                circle_report(game, circle, shown)?
            }
        },
        GameName::Grundy => {
            let heaps = heaps(words, None, "grundy 9 20")?;
            code_report(
                game,
                &TakeAndBreak::grundys_game(),
                heaps,
                "heap",
                shown,
                period_search,
            )?
        }
        GameName::Code(code) => {
            let heaps = heaps(words, None, "0.137 20 31")?;
            code_report(game, code, heaps, "heap", shown, period_search)?
        }
        GameName::TacTix => {
            let tac_tix = options.tac_tix();
            let position = match words {
                [] => tac_tix.start(),
                [board] => describe::parse_tac_tix(tac_tix, board)?,
                _ => {
                    return Err(Failure::Usage(
                        "draw the board as one word, like `oooo/o.oo/oooo/oooo`".into(),
                    ));
                }
            };
            let grundy = match tac_tix.convention() {
                Convention::Normal => Ok(Search::packed(tac_tix).grundy(&position)),
                Convention::Misere => Err("Grundy values are for normal play"),
            };
            let words = Words {
                show: Box::new(move |&board: &u16| describe::tac_tix_board(tac_tix, board)),
                describe: Box::new(move |_, &stones: &u16| describe::tac_tix_move(tac_tix, stones)),
                grundy,
            };
            report(game, &TacTixSolver::new(tac_tix), &position, &words, shown)
        }
    })
}

/// Reads a holding in the parity game: `odd`, `even`, or a number of stones.
fn odd(word: &str) -> Result<bool, Failure> {
    match word {
        "odd" => Ok(true),
        "even" => Ok(false),
        number => number
            .parse::<u64>()
            .map(|held| held % 2 == 1)
            .map_err(|_| {
                Failure::Usage(format!(
                    "`{word}` is not a holding: type `odd`, `even` or the number of stones held"
                ))
            }),
    }
}

/// Why a heap of `code` (called `name`) is beyond this command: `searched` heaps gave no
/// certified period, or the code has no certificate at all (`None`).
fn beyond(name: &str, heap: u64, searched: Option<u64>) -> Failure {
    let why = match searched {
        Some(heaps) => format!(
            "no period was certified in its first {heaps} heaps (--period-search N looks in \
             the first N)"
        ),
        None => "it has no certified period".into(),
    };
    Failure::Usage(format!(
        "heap {heap} is beyond what this command computes for {name}: {why}, and values are \
         computed for heaps below {MOST_HEAPS} (2^22)"
    ))
}

/// How many heaps of `code` to compute to answer `heaps`, decided before any is computed:
/// to the largest heap below [`MOST_HEAPS`] (fewer once a period is certified); for a
/// larger heap, `period_search` heaps (at most [`MOST_HEAPS`]) to look for a period when
/// the code can have a certified one, and a refusal naming the heap when it cannot.
///
/// # Errors
///
/// [`Failure::Usage`] for a heap of [`MOST_HEAPS`] or more of a code without a certificate.
pub fn heaps_to_compute(
    name: &str,
    code: &TakeAndBreak,
    heaps: &[u64],
    period_search: u64,
) -> Result<u64, Failure> {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    if largest < MOST_HEAPS {
        Ok(largest + 1)
    } else if code.can_certify_period() {
        Ok(period_search.clamp(1, MOST_HEAPS))
    } else {
        Err(beyond(name, largest, None))
    }
}

/// The solver of `code` for `heaps`: values computed as [`heaps_to_compute`] says.
pub fn code_solver(
    name: &str,
    code: &TakeAndBreak,
    heaps: &[u64],
    period_search: u64,
) -> Result<TakeAndBreakSolver, Failure> {
    let limit = heaps_to_compute(name, code, heaps, period_search)?;
    let values = progress::sequence(name, code, limit, Files::default())?;
    let solver = TakeAndBreakSolver::new(values);
    match solver.position(heaps.to_vec()) {
        Ok(_) => Ok(solver),
        Err(Error::UnknownHeap { size, .. }) => Err(beyond(name, size, Some(limit))),
        Err(other) => Err(Failure::usage(other)),
    }
}

fn code_report(
    game: &GameName,
    code: &TakeAndBreak,
    heaps: Vec<u64>,
    noun: &'static str,
    shown: usize,
    period_search: u64,
) -> Result<Report, Failure> {
    let solver = code_solver(&game.name(), code, &heaps, period_search)?;
    let position = solver.position(heaps).map_err(Failure::usage)?;
    let words = Words {
        show: Box::new(|heaps: &Heaps| spaced(heaps)),
        describe: Box::new(move |_, mv: &BreakMove| describe::break_move(mv, noun)),
        grundy: Ok(solver.grundy(&position)),
    };
    Ok(report(game, &solver, &position, &words, shown))
}

/// A position of `code` under misère play: searched whole by [`Search`] within
/// `most_positions` and [`MISERE_TIME`] (refused past them), with the genus of each
/// heap when the genus search finishes within the same bounds.
fn misere_code_report(
    game: &GameName,
    code: &TakeAndBreak,
    heaps: &[u64],
    shown: usize,
    most_positions: usize,
) -> Result<Report, Failure> {
    let position = heaps.to_vec();
    let limits = || Limits::new().positions(most_positions).time(MISERE_TIME);
    let search = Search::packed(code.clone().misere()).with_limits(limits());
    let beyond = |error: Error| match error {
        Error::LimitReached { limit, allowed, .. } => {
            let what = match limit {
                Limit::Time => format!("{} seconds", allowed / 1000),
                _ => format!("{allowed} positions"),
            };
            Failure::Usage(format!(
                "the misère position {} of {} is beyond what this command searches: it needs \
                 more than {what} (a misère position is searched whole)",
                spaced(heaps),
                game.name()
            ))
        }
        other => Failure::usage(other),
    };
    // Solved here within the limits, so that the report's questions are answered from
    // what is stored.
    search.try_outcome(&position).map_err(beyond)?;
    search.try_winning_moves(&position).map_err(beyond)?;
    search.try_best_move(&position).map_err(beyond)?;
    let words = Words {
        show: Box::new(|heaps: &Vec<u64>| spaced(heaps)),
        describe: Box::new(|_, mv: &BreakMove| describe::break_move(mv, "heap")),
        grundy: Err("Grundy values are for normal play"),
    };
    let mut report = report(game, &search, &position, &words, shown);
    let largest = heaps.iter().copied().max().unwrap_or(0);
    report.genera = Some(
        code.genus_sequence_with(largest.saturating_add(1), &limits())
            .map(|genera| {
                heaps
                    .iter()
                    .map(|&heap| (heap, genera[heap as usize].clone()))
                    .collect()
            })
            .map_err(|error| match error {
                Error::LimitReached { .. } => format!(
                    "not found within {most_positions} sums of heaps and {} seconds",
                    MISERE_TIME.as_secs()
                ),
                other => other.to_string(),
            }),
    );
    Ok(report)
}

/// A circle of circular Nim: the library's closed form, and the Grundy value from the rows'
/// values when they are computed that far.
fn circle_report(game: &GameName, circle: u64, shown: usize) -> Result<Report, Failure> {
    let winning = CircularNim::circle_winning_moves(circle);
    let best = winning
        .first()
        .copied()
        .or((circle > 0).then_some(CircularMove::Circle(1)));
    let position = CircularPosition::Circle(circle);
    let after = best.and_then(|mv| CircularNim::new().play(&position, &mv).ok());
    let grundy = if circle < MOST_HEAPS {
        let rows = code_solver(
            &game.name(),
            &TakeAndBreak::circular_nim_rows(),
            &[circle],
            PERIOD_SEARCH,
        )?;
        let row = |length: u64| rows.sequence().value(length).unwrap_or(0);
        let options: Vec<u64> = (1..=circle.min(3)).map(|take| row(circle - take)).collect();
        // At most three options: the mex is at most 3.
        Ok((0..=3).find(|value| !options.contains(value)).unwrap_or(3))
    } else {
        Err("the rows' values are computed for rows below 2^22")
    };
    Ok(Report {
        game: game.name(),
        position: describe::circular_position(&position),
        // A circle's outcome is always known.
        outcome: CircularNim::new()
            .known_outcome(&position)
            .unwrap_or(Outcome::Loss),
        grundy: grundy.ok(),
        no_grundy: grundy.err().unwrap_or_default(),
        winning_count: winning.len(),
        winning_moves: winning
            .iter()
            .take(shown)
            .map(|mv| describe::circular_move(&position, mv))
            .collect(),
        more: false,
        best_move: best.map(|mv| describe::circular_move(&position, &mv)),
        after_best_move: after.as_ref().map(describe::circular_position),
        genera: None,
    })
}

fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "win",
        Outcome::Loss => "loss",
        Outcome::Draw => "draw",
    }
}

/// The report for a person.
fn text(report: &Report) -> String {
    let outcome = match report.outcome {
        Outcome::Win => "win: the player to move wins",
        Outcome::Loss => "loss: the player to move loses against best play",
        Outcome::Draw => "draw: best play ends in a draw",
    };
    let mut lines = vec![
        format!("{} {}", report.game, report.position),
        format!("outcome:       {outcome}"),
    ];
    lines.push(match report.grundy {
        Some(value) => format!("grundy value:  {value}"),
        None => format!("grundy value:  none here ({})", report.no_grundy),
    });
    let counted = if report.more {
        format!("at least {MOST_COUNTED}")
    } else {
        report.winning_count.to_string()
    };
    let listed = if report.winning_moves.len() < report.winning_count {
        format!(" (the first {} shown)", report.winning_moves.len())
    } else {
        String::new()
    };
    lines.push(format!("winning moves: {counted}{listed}"));
    lines.extend(report.winning_moves.iter().map(|mv| format!("  {mv}")));
    lines.push(match &report.best_move {
        Some(mv) => format!("best move:     {mv}"),
        None => "best move:     none: there is no legal move".into(),
    });
    if let Some(after) = &report.after_best_move {
        lines.push(format!("after it:      {after}"));
    }
    match &report.genera {
        Some(Ok(genera)) => {
            lines.push("genus of each heap:".into());
            lines.extend(genera.iter().map(|(heap, genus)| {
                let tame = if genus.is_tame() { "tame" } else { "not tame" };
                format!("  {heap}: {genus} ({tame})")
            }));
        }
        Some(Err(why)) => lines.push(format!("genus:         {why}")),
        None => {}
    }
    lines.join("\n")
}

/// The report as one JSON object.
fn json(report: &Report) -> String {
    let count = if report.more {
        json!(format!("at least {MOST_COUNTED}"))
    } else {
        json!(report.winning_count)
    };
    let mut object = json!({
        "game": report.game,
        "position": report.position,
        "outcome": outcome_word(report.outcome),
        "grundy": report.grundy,
        "winning_moves": report.winning_moves,
        "winning_move_count": count,
        "best_move": report.best_move,
        "after_best_move": report.after_best_move,
    });
    if let Some(genera) = &report.genera {
        object["misere"] = json!(true);
        object["genera"] = match genera {
            Ok(genera) => genera
                .iter()
                .map(|(heap, genus)| genus_json(*heap, genus))
                .collect(),
            Err(why) => json!({ "error": why }),
        };
    }
    object.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(game: &str, position: &str) -> Report {
        let words: Vec<String> = position.split_whitespace().map(String::from).collect();
        solve(
            &GameName::parse(game).unwrap(),
            &GameOptions::default(),
            &words,
            10,
            PERIOD_SEARCH,
        )
        .unwrap()
    }

    #[test]
    fn bouton() {
        let report = solved("nim", "3 4 5");
        assert_eq!(report.outcome, Outcome::Win);
        assert_eq!(report.grundy, Some(2));
        assert_eq!(report.winning_moves, ["take 2 from heap 1"]);
        assert_eq!(report.after_best_move.as_deref(), Some("1 4 5"));
    }

    #[test]
    fn codes_beyond_their_values_are_refused() {
        let words = vec!["5".to_string(), (MOST_HEAPS + 1).to_string()];
        let error = solve(
            &GameName::Grundy,
            &GameOptions::default(),
            &words,
            10,
            PERIOD_SEARCH,
        )
        .unwrap_err();
        assert!(error.to_string().contains("no certified period"), "{error}");
        // A certified period answers any heap.
        let far = solved("0.137", "20 1000000000000");
        assert_eq!(far.position, "20 1000000000000");
    }

    /// A heap beyond what is computed is refused before any value is computed when the code
    /// has no certificate, and only a period search of `PERIOD_SEARCH` heaps is made when
    /// it has one (issue 28, defect 6: `solve 0.6 5000000` computed 2^22 values first).
    #[test]
    fn far_heaps_are_decided_before_computing() {
        let far = [5, 5_000_000];
        let grundy = heaps_to_compute("grundy", &TakeAndBreak::grundys_game(), &far, PERIOD_SEARCH);
        let refusal = grundy.unwrap_err().to_string();
        assert!(refusal.starts_with("heap 5000000 is beyond"), "{refusal}");
        assert!(refusal.contains("it has no certified period"), "{refusal}");
        let six = TakeAndBreak::new("0.6").unwrap();
        let search = PERIOD_SEARCH;
        assert_eq!(
            heaps_to_compute("0.6", &six, &far, search),
            Ok(PERIOD_SEARCH)
        );
        const { assert!(PERIOD_SEARCH < MOST_HEAPS / 16) };
        assert_eq!(heaps_to_compute("0.6", &six, &far, 1 << 20), Ok(1 << 20));
        assert_eq!(
            heaps_to_compute("0.6", &six, &far, u64::MAX),
            Ok(MOST_HEAPS)
        );
        assert_eq!(heaps_to_compute("0.6", &six, &[3, 100], search), Ok(101));
        assert_eq!(
            heaps_to_compute("0.6", &six, &[MOST_HEAPS - 1], search),
            Ok(MOST_HEAPS)
        );
        assert_eq!(heaps_to_compute("0.6", &six, &[], search), Ok(1));
    }

    #[test]
    fn circles_and_rows() {
        assert_eq!(
            solved("circular-nim", "3").winning_moves,
            ["take 3 from the circle"]
        );
        assert_eq!(solved("circular-nim", "12").outcome, Outcome::Loss);
        assert_eq!(solved("circular-nim", "rows 4 4").outcome, Outcome::Loss);
    }
}
