//! `impartial solve GAME POSITION…`: the outcome, the winning moves, the best move and the
//! Grundy value of one position, as text or JSON. Each game's answer comes from its entry in
//! the table of games ([`crate::games`]).

use clap::Args;
use impartial::prelude::*;
use serde_json::json;

use crate::codes::PERIOD_SEARCH;
use crate::failure::Failure;
use crate::games::{Chosen, Solving};
use crate::options::GameOptions;
use crate::report::{MOST_COUNTED, Report, SEARCH_POSITIONS, genus_json};

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
    /// For a game solved by search (tac-tix, a code under --misere): the most positions
    /// stored, and sums of heaps stored for the genus
    #[arg(long, value_name = "N", default_value_t = SEARCH_POSITIONS)]
    max_positions: usize,
}

/// Runs `impartial solve`.
pub fn run(args: &SolveArgs) -> Result<String, Failure> {
    let game = Chosen::parse(&args.game)?;
    game.check(&args.options)?;
    let report = solve(
        &game,
        &args.options,
        &args.position,
        args.max_moves,
        args.period_search,
        args.max_positions,
    )?;
    Ok(if args.json {
        json(&report)
    } else {
        text(&report)
    })
}

/// The report of the position `words` of `game`, by its entry in the table.
fn solve(
    game: &Chosen,
    options: &GameOptions,
    words: &[String],
    shown: usize,
    period_search: u64,
    max_positions: usize,
) -> Result<Report, Failure> {
    (game.entry.solve)(&Solving {
        game,
        name: game.name(),
        options,
        words,
        shown,
        period_search,
        max_positions,
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
    use crate::codes::MOST_HEAPS;

    fn solved(game: &str, position: &str) -> Report {
        let words: Vec<String> = position.split_whitespace().map(String::from).collect();
        let game = Chosen::parse(game).unwrap();
        let options = GameOptions::default();
        solve(&game, &options, &words, 10, PERIOD_SEARCH, SEARCH_POSITIONS).unwrap()
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
        let grundy = Chosen::parse("grundy").unwrap();
        let options = GameOptions::default();
        let error = solve(
            &grundy,
            &options,
            &words,
            10,
            PERIOD_SEARCH,
            SEARCH_POSITIONS,
        )
        .unwrap_err();
        assert!(error.to_string().contains("no certified period"), "{error}");
        // A certified period answers any heap.
        let far = solved("0.137", "20 1000000000000");
        assert_eq!(far.position, "20 1000000000000");
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
