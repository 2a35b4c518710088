//! The table of games: each game the command line knows, with the options it takes, how
//! `solve` reads, shows and answers its positions, how `play` plays it, and its
//! take-and-break code. A game joins the command line here: its [`Entry`] in [`GAMES`], and
//! the few lines below that say how its position is typed and answered.
//!
//! A game solved by the search (Tac Tix) answers through [`by_search`] under either
//! convention, within `--max-positions` and 20 seconds; a closed form through [`either`]
//! (with its misère form) or [`closed_form`]; `play` takes a [`Playable`] game (and its
//! [`MiserePlayable`] misère form) with its solver.
//!
//! [`Playable`]: crate::session::Playable
//! [`MiserePlayable`]: crate::session::MiserePlayable

use impartial::games::{RowGame, RowValues};
use impartial::prelude::*;

use super::position::{heaps, odd, one_heap};
use super::{Chosen, Entry, Playing, Solving};
use crate::codes::{self, MOST_HEAPS, PERIOD_SEARCH};
use crate::describe::{self, number, spaced};
use crate::failure::Failure;
use crate::options::{GameOptions, Shape};
use crate::report::{NO_CLOSED_FORM, Report, Words, by_search, closed_form, either, search_limits};

/// Every game named on the command line, in the order the messages list them.
pub static GAMES: &[Entry] = &[
    Entry {
        name: "nim",
        options: &[Shape::Misere],
        solve: nim,
        play: Some(Playing {
            heaps: None,
            start: &[3, 4, 5],
            play: |options, heaps, session| {
                session.either(Nim::normal(), options.misere, heaps.to_vec())
            },
        }),
        code: Some(|_, _| TakeAndBreak::new("0.[3]").map_err(Failure::usage)),
    },
    Entry {
        name: "wythoff",
        options: &[Shape::Misere],
        solve: wythoff,
        play: Some(Playing {
            heaps: Some(2),
            start: &[5, 9],
            play: |options, heaps, session| {
                session.either(Wythoff::normal(), options.misere, pair(heaps)?)
            },
        }),
        code: None,
    },
    Entry {
        name: "bash",
        options: &[Shape::K, Shape::Misere],
        solve: subtraction,
        play: Some(Playing {
            heaps: Some(1),
            start: &[21],
            play: |options, heaps, session| {
                session.either(options.bash()?, options.misere, single(heaps)?)
            },
        }),
        code: Some(bash_code),
    },
    Entry {
        name: "subtraction",
        options: &[Shape::Set, Shape::Misere],
        solve: subtraction,
        play: Some(Playing {
            heaps: Some(1),
            start: &[20],
            play: |options, heaps, session| {
                session.either(options.subtraction()?, options.misere, single(heaps)?)
            },
        }),
        code: Some(subtraction_code),
    },
    Entry {
        name: "fibonacci",
        options: &[],
        solve: fibonacci,
        play: Some(Playing {
            heaps: Some(1),
            start: &[20],
            play: |_, heaps, session| {
                session.normal(&FibonacciNim::new(), FibonacciNim::start(single(heaps)?))
            },
        }),
        code: None,
    },
    Entry {
        name: "parity",
        options: &[Shape::K, Shape::Parity],
        solve: parity,
        play: Some(Playing {
            heaps: Some(1),
            start: &[27],
            play: |options, heaps, session| {
                session.normal(&options.parity()?, Parity::start(single(heaps)?))
            },
        }),
        code: None,
    },
    Entry {
        name: "die",
        options: &[],
        solve: die,
        play: Some(Playing {
            heaps: Some(1),
            start: &[31],
            play: |_, heaps, session| session.normal(&Die::new(), Die::start(single(heaps)?)),
        }),
        code: None,
    },
    Entry {
        name: "kayles",
        options: &[],
        solve: |s| rows(s, Kayles::new(), "row", "kayles 7 12"),
        play: None,
        code: Some(|_, _| Ok(TakeAndBreak::kayles())),
    },
    Entry {
        name: "line-erasing",
        options: &[],
        solve: |s| rows(s, LineErasing::new(), "line", "line-erasing 6 9"),
        play: None,
        code: Some(|_, _| Ok(TakeAndBreak::line_erasing())),
    },
    Entry {
        name: "circular-nim",
        options: &[],
        solve: circular_nim,
        play: None,
        code: Some(|_, _| Ok(TakeAndBreak::circular_nim_rows())),
    },
    Entry {
        name: "grundy",
        options: &[Shape::Misere],
        solve: |s| take_and_break(s, &TakeAndBreak::grundys_game(), "grundy 9 20"),
        play: None,
        code: Some(|_, _| Ok(TakeAndBreak::grundys_game())),
    },
    Entry {
        name: "tac-tix",
        options: &[Shape::Misere, Shape::Board],
        solve: tac_tix,
        play: None,
        code: None,
    },
];

/// Every take-and-break game given by its code (`0.137`), named `codes` in the messages
/// that list which games take an option.
pub static CODE: Entry = Entry {
    name: "codes",
    options: &[Shape::Misere],
    solve: |s| match &s.game.code {
        Some(code) => take_and_break(s, code, "0.137 20 31"),
        None => Err(no_code(s.game)),
    },
    play: None,
    code: Some(|game, _| game.code.clone().ok_or_else(|| no_code(game))),
};

/// A game of [`CODE`] without a code: not made by [`Chosen::parse`].
fn no_code(game: &Chosen) -> Failure {
    Failure::Usage(format!("{} is not a take-and-break code", game.name()))
}

/// The one heap `play` was given.
fn single(heaps: &[u64]) -> Result<u64, Failure> {
    match heaps {
        [heap] => Ok(*heap),
        _ => Err(Failure::Usage(format!(
            "this game is played on one heap, not {}",
            heaps.len()
        ))),
    }
}

/// The two heaps `play` was given.
fn pair(heaps: &[u64]) -> Result<(u64, u64), Failure> {
    match heaps {
        [first, second] => Ok((*first, *second)),
        _ => Err(Failure::Usage(format!(
            "this game is played on two heaps, not {}",
            heaps.len()
        ))),
    }
}

fn nim(s: &Solving<'_>) -> Result<Report, Failure> {
    let position = heaps(s.words, None, "nim 3 4 5")?;
    let words = Words::new(
        |heaps: &Vec<u64>| spaced(heaps),
        |_, mv: &NimMove| describe::nim_move(mv),
    );
    let asked = s.asked(&position, &words);
    Ok(either(
        &asked,
        Nim::normal(),
        s.options.misere,
        |nim, heaps| Ok(nim.grundy(heaps)),
    ))
}

fn wythoff(s: &Solving<'_>) -> Result<Report, Failure> {
    let position = heaps(s.words, Some(2), "wythoff 4 9")?;
    let position = pair(&position)?;
    let words = Words::new(
        |&(a, b): &(u64, u64)| format!("{a} {b}"),
        |_, mv: &WythoffMove| mv.to_string(),
    );
    let asked = s.asked(&position, &words);
    Ok(either(
        &asked,
        Wythoff::normal(),
        s.options.misere,
        |_, _| Err(NO_CLOSED_FORM),
    ))
}

/// Bash's game and the subtraction games.
fn subtraction(s: &Solving<'_>) -> Result<Report, Failure> {
    let game = match s.game.entry.name {
        "bash" => s.options.bash()?,
        _ => s.options.subtraction()?,
    };
    let (heap, _) = one_heap(s.words, 0, "subtraction 20")?;
    let words = Words::new(u64::to_string, |_, take: &u64| format!("take {take}"));
    let asked = s.asked(&heap, &words);
    Ok(either(&asked, game, s.options.misere, |game, heap| {
        Ok(game.grundy(heap))
    }))
}

/// The values of heaps of bash's game, as the subtraction code of `1..=k`.
fn bash_code(_: &Chosen, options: &GameOptions) -> Result<TakeAndBreak, Failure> {
    let k = options.k.unwrap_or(3);
    if k == 0 || k > 255 {
        return Err(Failure::Usage(format!(
            "invalid --k {k}: a nim-sequence is computed here for k from 1 to 255"
        )));
    }
    subtraction_amounts(&(1..=k).collect::<Vec<_>>())
}

/// The values of heaps of the subtraction game of `--set`, as its code.
fn subtraction_code(_: &Chosen, options: &GameOptions) -> Result<TakeAndBreak, Failure> {
    // The library's checks first, for their messages (0, an empty set).
    options.subtraction()?;
    subtraction_amounts(options.subtraction_set())
}

/// The code of the subtraction game on `set`, or why the engine has none.
fn subtraction_amounts(set: &[u64]) -> Result<TakeAndBreak, Failure> {
    TakeAndBreak::subtraction(set).map_err(|_| {
        Failure::Usage(
            "a nim-sequence is computed here for amounts of 1 to 255: the engine's codes \
             have at most 255 digits"
                .into(),
        )
    })
}

fn fibonacci(s: &Solving<'_>) -> Result<Report, Failure> {
    let (heap, rest) = one_heap(s.words, 1, "fibonacci 100 6")?;
    let position = match rest {
        [most] => FibPosition {
            heap,
            max_take: number(most, "the most that may be taken")?,
        },
        _ => FibonacciNim::start(heap),
    };
    let words = Words::new(describe::fibonacci_position, |_, take: &u64| {
        format!("take {take}")
    });
    let asked = s.asked(&position, &words);
    Ok(closed_form(
        &asked,
        &FibonacciNim::new(),
        Err(NO_CLOSED_FORM),
    ))
}

fn parity(s: &Solving<'_>) -> Result<Report, Failure> {
    let game = s.options.parity()?;
    let (remaining, rest) = one_heap(s.words, 2, "parity 25 odd even")?;
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
    let words = Words::new(describe::parity_position, |_, take: &u64| {
        format!("take {take}")
    });
    let asked = s.asked(&position, &words);
    let no_values = "the parity game has draws, so no Grundy values";
    Ok(closed_form(&asked, &game, Err(no_values)))
}

fn die(s: &Solving<'_>) -> Result<Report, Failure> {
    let (remaining, rest) = one_heap(s.words, 1, "die 31 4")?;
    let position = match rest {
        [top] => {
            let face = u8::try_from(number(top, "a face of the die")?).unwrap_or(0);
            Die::position(remaining, face).map_err(Failure::usage)?
        }
        _ => Die::start(remaining),
    };
    let words = Words::new(
        |position: &DiePosition| position.to_string(),
        |_, face: &u8| format!("tip to {face}"),
    );
    let asked = s.asked(&position, &words);
    Ok(closed_form(&asked, &Die::new(), Err(NO_CLOSED_FORM)))
}

/// Kayles and line erasing: rows (`noun`s) of a row game.
fn rows<V: RowValues>(
    s: &Solving<'_>,
    game: RowGame<V>,
    noun: &'static str,
    example: &str,
) -> Result<Report, Failure> {
    let rows = heaps(s.words, None, example)?;
    let words = Words::new(
        |rows: &Vec<u64>| spaced(rows),
        move |rows: &Vec<u64>, mv: &RowMove| describe::row_move(rows, mv, noun),
    );
    let asked = s.asked(&rows, &words);
    Ok(closed_form(&asked, &game, Ok(game.grundy(&rows))))
}

/// A take-and-break game: from its nim-sequence under normal play, by the search of the
/// whole position (and each heap's genus) under misère play.
fn take_and_break(s: &Solving<'_>, code: &TakeAndBreak, example: &str) -> Result<Report, Failure> {
    if s.options.misere {
        let heaps = heaps(s.words, None, "0.77 5 7 --misere")?;
        codes::misere_report(&s.name, code, &heaps, s.shown, s.max_positions)
    } else {
        let heaps = heaps(s.words, None, example)?;
        codes::normal_report(&s.name, code, heaps, "heap", s.shown, s.period_search)
    }
}

/// Circular Nim: a circle (`12`), by the library's closed form, or rows (`rows 5 3`), by
/// the nim-sequence of its rows.
fn circular_nim(s: &Solving<'_>) -> Result<Report, Failure> {
    match s.words {
        [first, rows @ ..] if first == "rows" => {
            let rows = heaps(rows, None, "circular-nim rows 5 3")?;
            let code = TakeAndBreak::circular_nim_rows();
            codes::normal_report(&s.name, &code, rows, "row", s.shown, s.period_search)
        }
        _ => {
            let (circle, _) = one_heap(s.words, 0, "circular-nim 12")?;
            circle_report(s, circle)
        }
    }
}

/// A circle of circular Nim: the library's closed form, and the Grundy value from the rows'
/// values when they are computed that far.
fn circle_report(s: &Solving<'_>, circle: u64) -> Result<Report, Failure> {
    let winning = CircularNim::circle_winning_moves(circle);
    let best = winning
        .first()
        .copied()
        .or((circle > 0).then_some(CircularMove::Circle(1)));
    let position = CircularPosition::Circle(circle);
    let after = best.and_then(|mv| CircularNim::new().play(&position, &mv).ok());
    let grundy = if circle < MOST_HEAPS {
        let rows = codes::code_solver(
            &s.name,
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
        game: s.name.clone(),
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
            .take(s.shown)
            .map(|mv| describe::circular_move(&position, mv))
            .collect(),
        more: false,
        best_move: best.map(|mv| describe::circular_move(&position, &mv)),
        after_best_move: after.as_ref().map(describe::circular_position),
        genera: None,
    })
}

/// Tac Tix, solved by the search under either convention.
fn tac_tix(s: &Solving<'_>) -> Result<Report, Failure> {
    let game = s.options.tac_tix();
    let position = match s.words {
        [] => game.start(),
        [board] => describe::parse_tac_tix(game, board)?,
        _ => {
            return Err(Failure::Usage(
                "draw the board as one word, like `oooo/o.oo/oooo/oooo`".into(),
            ));
        }
    };
    let words = Words::new(
        move |&board: &u16| describe::tac_tix_board(game, board),
        move |_, &stones: &u16| describe::tac_tix_move(game, stones),
    );
    let asked = s.asked(&position, &words);
    by_search(
        &asked,
        game,
        s.options.misere,
        &search_limits(s.max_positions),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_and_not_codes() {
        for (index, entry) in GAMES.iter().enumerate() {
            assert!(
                GAMES[index + 1..]
                    .iter()
                    .all(|other| other.name != entry.name),
                "{} twice",
                entry.name
            );
            assert!(
                !entry
                    .name
                    .starts_with(|c: char| c.is_ascii_digit() || c == '.')
            );
            if let Some(playing) = &entry.play {
                let fits = playing
                    .heaps
                    .is_none_or(|count| count == playing.start.len());
                assert!(fits, "{}'s start", entry.name);
            }
        }
    }
}
