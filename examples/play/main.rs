//! A person against the computer, at any of the crate's games, in the terminal.
//!
//! `cargo run --example play` plays Nim on 3, 4, 5 with you moving first;
//! `cargo run --example play -- --help` lists the games and options.

mod args;
mod playable;
mod session;

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use impartial::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::args::{GameName, HELP};
use crate::session::{Ending, Settings, play};

/// Why the example stopped before or during a game.
#[derive(Debug)]
enum Failure {
    /// The command line cannot be used: exit status 2.
    Usage(String),
    /// Reading or writing the terminal failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}

/// A usage failure from a library error (a bad `--k`, a bad `--set`).
#[allow(clippy::needless_pass_by_value)] // used as `map_err(usage)`
fn usage(error: Error) -> Failure {
    Failure::Usage(error.to_string())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut input = io::stdin().lock();
    let mut output = io::stdout().lock();
    match run(&args, &mut input, &mut output) {
        Ok(_) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            eprintln!("Run `cargo run --example play -- --help` for the options.");
            ExitCode::from(2)
        }
        Err(Failure::Io(error)) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Reads the command line, then plays one game; `None` when only the help was asked for.
fn run(
    args: &[String],
    input: &mut impl BufRead,
    output: &mut impl Write,
) -> Result<Option<Ending>, Failure> {
    let options = args::parse(args).map_err(Failure::Usage)?;
    if options.help {
        write!(output, "{HELP}")?;
        return Ok(None);
    }
    let seed = options.seed.unwrap_or_else(rand::random);
    let mut rng = StdRng::seed_from_u64(seed);
    let settings = Settings {
        person_first: !options.second,
        level: options.level,
    };
    if options.level < 10 {
        writeln!(
            output,
            "Level {} (seed {seed}: replay with --seed {seed}).",
            options.level
        )?;
    }
    let heaps = |default: &[u64], rng: &mut StdRng| {
        args::starting_heaps(&options, default, rng).map_err(Failure::Usage)
    };
    let mut game = |rng: &mut StdRng| -> Result<Ending, Failure> {
        match options.game {
            GameName::Nim | GameName::MisereNim => {
                let nim = if options.game == GameName::Nim {
                    Nim::normal()
                } else {
                    Nim::misere()
                };
                let start = heaps(&[3, 4, 5], rng)?;
                Ok(play(&nim, start, settings, rng, input, output)?)
            }
            GameName::Wythoff => {
                let start = heaps(&[5, 9], rng)?;
                let (game, start) = (Wythoff::normal(), (start[0], start[1]));
                Ok(play(&game, start, settings, rng, input, output)?)
            }
            GameName::Bash => {
                let bash = Subtraction::bash(options.k.unwrap_or(3)).map_err(usage)?;
                let start = heaps(&[21], rng)?[0];
                Ok(play(&bash, start, settings, rng, input, output)?)
            }
            GameName::Subtraction => {
                let set = options.set.clone().unwrap_or_else(|| vec![1, 3, 4]);
                let game = Subtraction::new(&set).map_err(usage)?;
                let start = heaps(&[20], rng)?[0];
                Ok(play(&game, start, settings, rng, input, output)?)
            }
            GameName::Fibonacci => {
                let (game, start) = (FibonacciNim::new(), heaps(&[20], rng)?[0]);
                Ok(play(
                    &game,
                    FibonacciNim::start(start),
                    settings,
                    rng,
                    input,
                    output,
                )?)
            }
            GameName::Parity => {
                let k = options.k.unwrap_or(4);
                let game = if options.odd_wins {
                    Parity::odd_wins(k)
                } else {
                    Parity::even_wins(k)
                }
                .map_err(usage)?;
                let start = Parity::start(heaps(&[27], rng)?[0]);
                Ok(play(&game, start, settings, rng, input, output)?)
            }
            GameName::Die => {
                let start = Die::start(heaps(&[31], rng)?[0]);
                Ok(play(&Die::new(), start, settings, rng, input, output)?)
            }
        }
    };
    game(&mut rng).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playable::Playable;

    /// The person's moves for a whole game against the computer at level 10, whose replies
    /// are its best moves, typed in the game's notation.
    fn script<G: Playable>(
        game: &G,
        start: G::Position,
        person_first: bool,
        person: impl Fn(&G::Position) -> G::Move,
        notation: impl Fn(&G::Move) -> String,
    ) -> String {
        let mut lines = String::new();
        let mut position = start;
        let mut person_to_move = person_first;
        while game.moves(&position).next().is_some() {
            let mv = if person_to_move {
                let mv = person(&position);
                lines.push_str(&notation(&mv));
                lines.push('\n');
                mv
            } else {
                game.best_move(&position).expect("a move")
            };
            position = game.play(&position, &mv).expect("a legal move");
            person_to_move = !person_to_move;
        }
        lines
    }

    /// Plays a game with `input` typed; the ending and everything written.
    fn session<G: Playable>(
        game: &G,
        start: G::Position,
        person_first: bool,
        input: &str,
    ) -> (Ending, String) {
        let mut output = Vec::new();
        let settings = Settings {
            person_first,
            level: 10,
        };
        let mut rng = StdRng::seed_from_u64(0);
        let ending = play(
            game,
            start,
            settings,
            &mut rng,
            &mut input.as_bytes(),
            &mut output,
        )
        .expect("writing to a Vec");
        (ending, String::from_utf8(output).expect("UTF-8"))
    }

    fn nim_notation(mv: &NimMove) -> String {
        format!("{} {}", mv.heap + 1, mv.take)
    }

    #[test]
    fn a_person_playing_best_moves_wins() {
        let nim = Nim::normal();
        let best = |heaps: &Vec<u64>| nim.best_move(heaps).expect("a move");
        let input = script(&nim, vec![3, 4, 5], true, best, nim_notation);
        assert!(input.starts_with("1 2\n")); // Bouton's move
        let (ending, output) = session(&nim, vec![3, 4, 5], true, &input);
        assert_eq!(ending, Ending::PersonWon);
        assert!(output.trim_end().ends_with("You win!"), "{output}");
        assert!(output.contains("  heap 1: ● 1"), "{output}");
        assert!(output.contains("Your move (heap and stones, like `1 2` to take 2 from heap 1"));
    }

    #[test]
    fn a_person_taking_one_stone_at_a_time_loses() {
        let nim = Nim::normal();
        let timid = |heaps: &Vec<u64>| NimMove {
            heap: heaps.iter().position(|&h| h > 0).expect("a stone"),
            take: 1,
        };
        let input = script(&nim, vec![3, 4, 5], true, timid, nim_notation);
        let (ending, output) = session(&nim, vec![3, 4, 5], true, &input);
        assert_eq!(ending, Ending::ComputerWon);
        assert!(output.trim_end().ends_with("The computer wins."));
        assert!(output.contains("(leaves nim-sum 0)"), "{output}");
    }

    #[test]
    fn an_illegal_move_is_explained_and_asked_again() {
        let (ending, output) = session(&Nim::normal(), vec![3, 4, 5], true, "1 9\nx 1\n4 1\nq\n");
        assert_eq!(ending, Ending::Abandoned);
        assert!(
            output.contains("Not allowed: that heap holds only 3 stones, so you cannot take 9.")
        );
        assert!(output.contains("Cannot read that: `x` is not a heap number."));
        assert!(
            output.contains("Cannot read that: there is no heap 4: the heaps are numbered 1 to 3.")
        );
        assert_eq!(output.matches("Your move").count(), 4);
        assert!(output.trim_end().ends_with("Game abandoned."));
    }

    #[test]
    fn the_end_of_input_ends_the_game_cleanly() {
        let (ending, output) = session(&Nim::normal(), vec![3, 4, 5], true, "1 2\n");
        assert_eq!(ending, Ending::Abandoned);
        assert!(output.contains("The computer takes"), "{output}");
        assert!(output.trim_end().ends_with("Game abandoned."));
    }

    #[test]
    fn a_hint_names_the_best_move_and_why() {
        let (_, output) = session(&Nim::normal(), vec![3, 4, 5], true, "hint\n");
        assert!(
            output.contains("Hint: takes 2 from heap 1 (leaves nim-sum 0)"),
            "{output}"
        );
    }

    /// Plays `game` from `start` with the person typing the closed form's best moves.
    fn best_play<G: Playable>(
        game: &G,
        start: G::Position,
        person_first: bool,
        notation: impl Fn(&G::Move) -> String,
    ) -> (Ending, String) {
        let best = |position: &G::Position| game.best_move(position).expect("a move");
        let input = script(game, start.clone(), person_first, best, notation);
        session(game, start, person_first, &input)
    }

    #[test]
    fn every_game_plays_to_the_end() {
        let wythoff_notation = |mv: &WythoffMove| match mv {
            WythoffMove::First(take) => format!("1 {take}"),
            WythoffMove::Second(take) => format!("2 {take}"),
            WythoffMove::Both(take) => format!("b {take}"),
        };
        let number = u64::to_string;
        let misere_bash = Subtraction::bash(3).unwrap().misere();
        let set = Subtraction::new(&[1, 3, 4]).unwrap();
        let parity = Parity::even_wins(4).unwrap();
        let fibonacci = FibonacciNim::start(20);
        let endings = [
            best_play(&Wythoff::normal(), (5, 9), true, wythoff_notation),
            best_play(&misere_bash, 21, false, number),
            best_play(&set, 20, true, number),
            best_play(&FibonacciNim::new(), fibonacci, true, number),
            best_play(&parity, Parity::start(27), true, number),
            best_play(&Die::new(), Die::start(31), true, ToString::to_string),
        ];
        for (ending, output) in &endings {
            assert_eq!(*ending, Ending::PersonWon, "{output}");
        }
        assert!(
            endings[4]
                .1
                .contains("you hold an even number; the computer holds an even number")
        );
        let (drawn, output) = best_play(&parity, Parity::start(26), true, number);
        assert_eq!(drawn, Ending::Draw);
        assert!(output.trim_end().ends_with("A draw: neither of you wins."));
    }

    #[test]
    fn bad_arguments_are_usage_failures() {
        let run_with = |line: &str| {
            let args: Vec<String> = line.split_whitespace().map(String::from).collect();
            run(&args, &mut "".as_bytes(), &mut Vec::new())
        };
        let usage_message = |line: &str| match run_with(line) {
            Err(Failure::Usage(message)) => message,
            other => panic!("{line}: expected a usage failure, got {other:?}"),
        };
        assert!(usage_message("--game chess").contains("unknown game `chess`"));
        assert_eq!(
            usage_message("--game bash --k 0"),
            "invalid k (0): Bash's game needs k ≥ 1: a move takes 1 to k stones"
        );
        assert_eq!(
            usage_message("--heaps 3,four"),
            "--heaps needs a number, not `four`"
        );
        assert!(usage_message("--game subtraction --set 0,2").contains("0 is not allowed"));
        assert!(usage_message("--game wythoff --heaps 1").contains("2 heaps"));
        assert!(matches!(run_with("--help"), Ok(None)));
        assert!(matches!(
            run_with("--game die --heaps 0"),
            Ok(Some(Ending::ComputerWon))
        ));
    }
}
