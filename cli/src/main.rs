//! `impartial`: solve, compute, plot and play impartial games from a shell.
//!
//! The command line of the [`impartial`] library, in a package of its own so that the
//! library's users never compile clap. Each subcommand is a module: [`tour`], [`solve`],
//! [`values`], [`plot`] and [`play`]. Every error is one line on stderr; the exit status is
//! 2 for bad usage or bad input and 1 for a failure of the work itself (a file, memory), as
//! [`EXIT_STATUS`] tells in `impartial --help`.

mod census;
mod codes;
mod describe;
mod failure;
mod games;
mod genus;
mod options;
mod play;
mod plot;
mod progress;
mod quotient;
mod report;
mod session;
mod solve;
mod tour;
mod values;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand};

use crate::failure::Failure;

const EXAMPLES: &str = "\
Examples:
  impartial tour                                 each game, its rule and its closed form
  impartial solve nim 3 4 5                      the winning move from Bouton's 3-4-5
  impartial solve 0.137 20 31 --json             Dawson's chess, for scripts
  impartial values 0.137 --to 1000               a nim-sequence and its period
  impartial plot 0.16 --to 20000 -o 016.svg      the same, as a picture
  impartial solve 0.77 5 7 --misere              misère Kayles, with each heap's genus
  impartial genus 0.07 --to 40                   Dawson's Kayles' genera
  impartial play wythoff --heaps 5,9             play against the computer
  impartial quotient 0.75 --to 60                a misère quotient and its period
  impartial census 0.161 --to 2^32 --threads 2 --checkpoint run.census
                                                 value counts far past memory, resumable

Run `impartial help SUBCOMMAND` or `impartial SUBCOMMAND --help` for each one's options.";

/// The exit statuses, shown after the examples by `impartial --help` (not by `-h`).
const EXIT_STATUS: &str = "\
Exit status:
  0  done (also when whoever reads the output closes it early, as `| head` does)
  1  the work failed: a file could not be read or written (a missing folder, a folder
     given for a file, a full disk), memory ran out, or the computation was stopped
  2  bad usage or bad input: an unknown subcommand, option, game or code, a position the
     game does not have, a heap beyond what the command computes, a file that is not a
     saved nim-sequence of the game
Every error is one line on stderr.";

/// Solve, compute, plot and play impartial games exactly.
#[derive(Debug, Parser)]
#[command(
    name = "impartial",
    version,
    after_help = EXAMPLES,
    after_long_help = format!("{EXAMPLES}\n\n{EXIT_STATUS}")
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// A tour of the games: each rule, its losing positions, a best move, a huge position
    #[command(after_help = tour::EXAMPLES)]
    Tour,
    /// The outcome, every winning move, the best move and the Grundy value of a position
    Solve(solve::SolveArgs),
    /// The nim-sequence of a heap game or a take-and-break code, and its period
    Values(values::ValuesArgs),
    /// The nim-sequence as an SVG picture: value against heap, the period shaded
    Plot(plot::PlotArgs),
    /// The genus of each heap of a take-and-break game: how it plays in misère sums
    Genus(genus::GenusArgs),
    /// Play a game against the computer in the terminal
    Play(play::PlayArgs),
    /// The misère quotient of a take-and-break code: order, |P|, presentation, period
    Quotient(quotient::QuotientArgs),
    /// The count of each value of a code's nim-sequence far past memory, on every core
    Census(census::CensusArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return clap_failure(&error),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result =
        run(cli.command, &mut out).and_then(|()| out.flush().map_err(|e| Failure::write(&e)));
    match result {
        Ok(()) | Err(Failure::Closed) => ExitCode::SUCCESS,
        Err(failure) => {
            drop(out.flush());
            eprintln!("error: {failure}");
            ExitCode::from(failure.status())
        }
    }
}

/// Runs one subcommand, writing to `out`.
fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    let line =
        |out: &mut dyn Write, text: String| writeln!(out, "{text}").map_err(|e| Failure::write(&e));
    match command {
        Command::Tour => tour::run(out).map_err(|e| Failure::write(&e)),
        Command::Solve(args) => line(out, solve::run(&args)?),
        Command::Values(args) => values::run(&args, out),
        Command::Plot(args) => line(out, plot::run(&args)?),
        Command::Genus(args) => line(out, genus::run(&args)?),
        Command::Play(args) => play::run(&args, out),
        Command::Quotient(args) => quotient::run(&args, out),
        Command::Census(args) => census::run(&args, out),
    }
}

/// Help and version on stdout; a usage error as one line on stderr, with exit status 2.
fn clap_failure(error: &clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            print!("{error}");
            ExitCode::SUCCESS
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            eprintln!(
                "error: a subcommand is needed: tour, solve, values, plot, genus, quotient, census or play (see `impartial --help`)"
            );
            ExitCode::from(2)
        }
        _ => {
            // The first paragraph of clap's message, in one line.
            let rendered = error.to_string();
            let first: Vec<&str> = rendered
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            let first = first.join(" ");
            let first = first.strip_prefix("error: ").unwrap_or(&first);
            let subcommand = std::env::args()
                .nth(1)
                .filter(|word| {
                    [
                        "tour", "solve", "values", "plot", "genus", "quotient", "census", "play",
                    ]
                    .contains(&word.as_str())
                })
                .map_or_else(String::new, |word| format!(" {word}"));
            eprintln!("error: {first} (see `impartial{subcommand} --help`)");
            ExitCode::from(2)
        }
    }
}
