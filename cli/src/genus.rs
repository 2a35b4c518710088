//! `impartial genus GAME --to N`: the genus of each heap of a take-and-break game, which
//! says how the heap plays in misère sums.

use clap::Args;
use impartial::prelude::*;
use impartial::{Limit, Limits};
use serde_json::json;

use crate::failure::Failure;
use crate::games::Chosen;
use crate::options::GameOptions;
use crate::report::{SEARCH_POSITIONS, SEARCH_TIME, genus_json};

pub const EXAMPLES: &str = "\
Examples:
  impartial genus 0.07 --to 40               Dawson's Kayles, heaps 0 to 40
  impartial genus kayles --to 20             Kayles' rows (0.77)
  impartial genus 0.77 --to 30 --json        one JSON object, for scripts

The genus g^γ0γ1… of a heap (Winning Ways, chapter 13): g is its normal-play value, γj
the misère value of the heap plus j Nim heaps of two, written up to where the γs start
alternating. A tame genus is a Nim position's. The search is exponential in the heap:
it stops past 2^20 sums of heaps (--max-positions) or 20 seconds (Kayles: about 70
heaps).";

/// The arguments of `impartial genus`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct GenusArgs {
    /// The game: nim, bash, subtraction, kayles, line-erasing, circular-nim, grundy, or a
    /// take-and-break code such as 0.07
    #[arg(value_name = "GAME|CODE")]
    game: String,
    /// The last heap: the genera of heaps 0 to N
    #[arg(long, value_name = "N")]
    to: u64,
    #[command(flatten)]
    options: GameOptions,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// The most sums of heaps stored
    #[arg(long, value_name = "N", default_value_t = SEARCH_POSITIONS)]
    max_positions: usize,
}

/// Runs `impartial genus`.
pub fn run(args: &GenusArgs) -> Result<String, Failure> {
    let game = Chosen::parse(&args.game)?;
    // A heap's genus is the same under either convention.
    let options = GameOptions {
        misere: false,
        ..args.options.clone()
    };
    game.check(&options)?;
    let code = game.code(&options)?;
    let limits = Limits::new()
        .positions(args.max_positions)
        .time(SEARCH_TIME);
    let genera = code
        .clone()
        .misere()
        .genus_sequence_with(args.to.saturating_add(1), &limits)
        .map_err(|error| match error {
            Error::LimitReached { limit, allowed, .. } => {
                let what = match limit {
                    Limit::Time => format!("{} seconds", allowed / 1000),
                    _ => format!("{allowed} sums of heaps"),
                };
                Failure::Usage(format!(
                    "the genera of {} to heap {} need more than {what}: the genus search is \
                     exponential in the heap, so ask for fewer heaps",
                    game.name(),
                    args.to
                ))
            }
            other => Failure::usage(other),
        })?;
    Ok(if args.json {
        let genera: Vec<_> = genera
            .iter()
            .enumerate()
            .map(|(heap, genus)| genus_json(heap as u64, genus))
            .collect();
        json!({ "game": game.name(), "code": code.to_string(), "genera": genera }).to_string()
    } else {
        let mut lines = vec![format!(
            "genus of {} ({code}), heaps 0 to {}",
            game.name(),
            args.to
        )];
        lines.extend(genera.iter().enumerate().map(|(heap, genus)| {
            let tame = if genus.is_tame() { "tame" } else { "not tame" };
            format!("{heap:>5}  {genus}  ({tame})")
        }));
        lines.join("\n")
    })
}
