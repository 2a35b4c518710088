//! `impartial play`: a person against the computer, at any game with a closed form for
//! every position, in the terminal.

use std::collections::BTreeSet;
use std::io::{self, BufRead, Write};

use clap::Args;

use crate::describe::count;
use crate::failure::Failure;
use crate::games::{Chosen, Playing};
use crate::options::GameOptions;
use crate::session::{Ending, Rng, Session, Settings};
#[cfg(test)]
use crate::session::{Playable, play};

pub const EXAMPLES: &str = "\
Examples:
  impartial play                                   Nim on 3, 4, 5; you move first
  impartial play nim --misere --stones 20 --heaps-count 4
  impartial play wythoff --heaps 5,9
  impartial play bash --k 3 --heaps 21             the 21 game
  impartial play bash --misere --heaps 21          whoever takes the last stone loses
  impartial play subtraction --set 1,3,4 --heaps 20
  impartial play fibonacci --heaps 20
  impartial play parity --k 4 --heaps 27           Kordemsky's 27 matches
  impartial play die --heaps 31 --second           race to 31, the computer first
  impartial play --level 5 --seed 7                a weaker computer, a game to replay

The games: nim, wythoff, bash, subtraction, fibonacci, parity, die; --misere for nim,
wythoff, bash and subtraction. While playing, type a move in the notation the prompt shows, `hint` for the
best move, or `q` to quit. Heaps are numbered from 1 (the library's moves count from 0,
as Rust indexes a vector; a person counts from 1).";

/// The arguments of `impartial play`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct PlayArgs {
    /// The game: nim, wythoff, bash, subtraction, fibonacci, parity or die
    #[arg(value_name = "GAME", default_value = "nim")]
    game: String,
    /// The starting heaps (one number for the one-heap games, two for wythoff)
    #[arg(
        long,
        value_name = "3,4,5",
        value_delimiter = ',',
        conflicts_with = "stones"
    )]
    heaps: Option<Vec<u64>>,
    /// Deal N stones at random: into --heaps-count heaps for nim and wythoff; for the
    /// one-heap games, the heap
    #[arg(long, value_name = "N")]
    stones: Option<u64>,
    /// nim, wythoff: how many heaps --stones are dealt into
    #[arg(long, value_name = "M")]
    heaps_count: Option<usize>,
    #[command(flatten)]
    options: GameOptions,
    /// Let the computer move first
    #[arg(long)]
    second: bool,
    /// 10: the computer always plays its best move; each level lower, it plays a random
    /// move one time in ten more often
    #[arg(long, value_name = "0..10", default_value_t = 10,
          value_parser = clap::value_parser!(u8).range(0..=10))]
    level: u8,
    /// The random seed, to replay a game
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
}

/// Runs `impartial play` on stdin and `out`.
pub fn run(args: &PlayArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    run_with(args, &mut input, out).map(|_| ())
}

/// Checks the command line and plays one game.
fn run_with(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Ending, Failure> {
    let game = Chosen::parse(&args.game)?;
    let playing = game.playing()?;
    game.check(&args.options)?;
    if let Some(count) = args.heaps_count {
        if args.stones.is_none() {
            return Err(Failure::Usage(format!(
                "--heaps-count {count} needs --stones: it says into how many heaps the stones \
                 are dealt"
            )));
        }
        if playing.heaps == Some(1) {
            return Err(Failure::Usage(format!(
                "--heaps-count does not apply to {}: it is played on one heap",
                game.name()
            )));
        }
    }
    let seed = args.seed.unwrap_or_else(Rng::fresh_seed);
    let mut rng = Rng::new(seed);
    let start = starting_heaps(args, &game, playing, &mut rng)?;
    if args.level < 10 {
        writeln!(
            out,
            "Level {} (seed {seed}: replay with --seed {seed}).",
            args.level
        )
        .map_err(|error| Failure::write(&error))?;
    }
    let mut session = Session {
        settings: Settings {
            person_first: !args.second,
            level: args.level,
        },
        rng: &mut rng,
        input,
        output: out,
    };
    (playing.play)(&args.options, &start, &mut session)
}

/// The starting heaps: given, dealt at random, or the game's default.
fn starting_heaps(
    args: &PlayArgs,
    game: &Chosen,
    playing: &Playing,
    rng: &mut Rng,
) -> Result<Vec<u64>, Failure> {
    let wanted = playing.heaps;
    let heaps = match (&args.heaps, args.stones) {
        (Some(heaps), _) => heaps.clone(),
        (None, Some(stones)) if wanted != Some(1) => {
            let count = args.heaps_count.or(wanted).unwrap_or(3);
            deal(stones, count, rng)?
        }
        (None, Some(stones)) => vec![stones],
        (None, None) => playing.start.to_vec(),
    };
    match wanted {
        Some(wanted) if heaps.len() != wanted => Err(Failure::Usage(format!(
            "{} is played on {}, not {}",
            game.name(),
            count(wanted as u64, "heap"),
            heaps.len()
        ))),
        _ if heaps.is_empty() => Err(Failure::Usage("give at least one heap".into())),
        _ => Ok(heaps),
    }
}

/// Deals `stones` stones into `count` non-empty heaps at random.
fn deal(stones: u64, count: usize, rng: &mut Rng) -> Result<Vec<u64>, Failure> {
    const MOST_HEAPS: usize = 1000;
    if count == 0 || count > MOST_HEAPS {
        return Err(Failure::Usage(format!(
            "--heaps-count goes from 1 to {MOST_HEAPS}, not {count}"
        )));
    }
    if stones < count as u64 {
        return Err(Failure::Usage(format!(
            "{} cannot make {} of at least one stone",
            crate::describe::count(stones, "stone"),
            crate::describe::count(count as u64, "heap")
        )));
    }
    // Cut the row of stones at count − 1 distinct places.
    let mut cuts = BTreeSet::new();
    while cuts.len() < count - 1 {
        cuts.insert(rng.between(1, stones - 1));
    }
    let mut previous = 0;
    let mut heaps: Vec<u64> = cuts
        .into_iter()
        .map(|cut| {
            let heap = cut - previous;
            previous = cut;
            heap
        })
        .collect();
    heaps.push(stones - previous);
    Ok(heaps)
}

/// Plays `game` on `input` with the settings of a scripted test (level 10, seed 0).
#[cfg(test)]
fn session<G: Playable + impartial::Solver<G>>(
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
    let ending = play(
        game,
        start,
        settings,
        &mut Rng::new(0),
        &mut input.as_bytes(),
        &mut output,
    )
    .expect("writing to a Vec");
    (ending, String::from_utf8(output).expect("UTF-8"))
}

#[cfg(test)]
mod tests;
