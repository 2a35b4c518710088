//! `impartial census CODE --to N`: the statistics of a nim-sequence far past memory, on
//! every core, with a progress bar and a checkpoint to resume from.

use core::ops::ControlFlow;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::Args;
use impartial::prelude::*;
use impartial::take_and_break::{Census, CensusOptions, CensusProgress, DEFAULT_MEMORY};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::json;

use crate::failure::Failure;
use crate::games::Chosen;
use crate::options::GameOptions;
use crate::values::engine_code;

pub const EXAMPLES: &str = "\
Examples:
  impartial census 0.161 --to 2^20                     the counts of each value, heaps 1 to 2^20
  impartial census 0.161 --to 2^32 --threads 2 --checkpoint run.census
  impartial census 0.161 --to 2^32 --threads 2 --checkpoint run.census --resume
  impartial census grundy --to 2^24 --json             Grundy's game, for scripts
  impartial census 0.6 --to 2^30 --memory 256M         Officers, in 256 MiB

The histogram is written as `value count` lines for heaps 1 to N, the format of
M. Rogalski's published tables, after `#` lines that sum up: the largest value and its
first heap, the rare heaps of the sparse-space method with their values, its masks, and
the period when one is certified. A census keeps only the first heaps and a window of
the most recent ones, in the memory given (48M by default); a heap that needs a value
it dropped stops it (exit status 1), saying how much memory goes on: run it again with
--resume and that --memory. The checkpoint is saved every --every seconds, on Ctrl-C,
and at the end.";

/// The arguments of `impartial census`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct CensusArgs {
    /// A take-and-break code such as 0.161, or kayles, grundy, circular-nim (its rows)
    #[arg(value_name = "CODE")]
    game: String,
    /// The last heap: count heaps 1 to N (a number, or 2^k)
    #[arg(long, value_name = "N", value_parser = heap_count)]
    to: u64,
    /// Threads to compute on [default: every core]
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// The most memory to hold, in bytes, or with K, M or G (KiB, MiB, GiB)
    #[arg(long, value_name = "BYTES", value_parser = bytes)]
    memory: Option<u64>,
    /// Save the census's state to FILE, to resume it
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Go on from the --checkpoint file
    #[arg(long, requires = "checkpoint")]
    resume: bool,
    /// Save the checkpoint every this many seconds
    #[arg(long, value_name = "SECONDS", default_value_t = 600)]
    every: u64,
    /// Write one JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// Reads `N` or `2^k`.
fn heap_count(text: &str) -> Result<u64, String> {
    let text = text.trim();
    if let Some(power) = text.strip_prefix("2^") {
        let power: u32 = power
            .parse()
            .map_err(|_| format!("`{text}`: the power of 2^k is a whole number"))?;
        return 1u64
            .checked_shl(power)
            .filter(|_| power < 64)
            .ok_or_else(|| format!("`{text}`: 2^k counts up to 2^63 heaps"));
    }
    text.parse()
        .map_err(|_| format!("`{text}` is not a number of heaps (a number, or 2^k)"))
}

/// Reads bytes, with an optional K, M or G (powers of 1024).
fn bytes(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let (digits, unit) = match text.char_indices().last() {
        Some((at, 'K' | 'k')) => (&text[..at], 1u64 << 10),
        Some((at, 'M' | 'm')) => (&text[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&text[..at], 1 << 30),
        _ => (text, 1),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|number| number.checked_mul(unit))
        .ok_or_else(|| format!("`{text}` is not a memory size (bytes, or a number with K, M or G)"))
}

/// A progress bar on stderr when it is a terminal; nothing otherwise.
struct Bar(Option<ProgressBar>);

impl Bar {
    fn new(limit: u64, what: &str) -> Bar {
        if !std::io::stderr().is_terminal() {
            return Bar(None);
        }
        let bar = ProgressBar::with_draw_target(Some(limit), ProgressDrawTarget::stderr());
        let style = ProgressStyle::with_template(
            "{prefix} [{bar:30}] {human_pos}/{human_len} heaps, {msg}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
        bar.set_style(style);
        bar.set_prefix(what.to_string());
        bar.enable_steady_tick(Duration::from_millis(200));
        Bar(Some(bar))
    }

    fn report(&self, progress: &CensusProgress) {
        if let Some(bar) = &self.0 {
            bar.set_position(progress.heaps);
            let eta = progress.eta.map_or_else(
                || "?".into(),
                |eta| indicatif::HumanDuration(eta).to_string(),
            );
            bar.set_message(format!(
                "{:.0} heaps/s, {eta} left, largest value {}, {} rare",
                progress.heaps_per_second, progress.largest_value, progress.rare_heaps
            ));
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}

/// A failure of the census: stops for memory are failures of the work (status 1), with
/// the command that goes on.
fn census_failure(error: Error, args: &CensusArgs) -> Failure {
    match error {
        Error::CensusMemory { enough, .. } => {
            let again = match &args.checkpoint {
                Some(path) => format!(
                    " (the checkpoint {} is saved: run again with --resume --memory {enough})",
                    path.display()
                ),
                None => format!(" (run again with --memory {enough})"),
            };
            Failure::Failed(format!("{error}{again}"))
        }
        other => Failure::usage(other),
    }
}

/// The census read from `path`, refused when it is not of `game`.
fn resumed(path: &Path, game: &TakeAndBreak) -> Result<Census, Failure> {
    let census = Census::resume(path).map_err(|error| match error {
        Error::Io { .. } | Error::OutOfMemory { .. } => Failure::Failed(error.to_string()),
        other => Failure::Usage(format!("{}: {other}", path.display())),
    })?;
    if census.game() != game {
        return Err(Failure::Usage(format!(
            "{} holds a census of {}, not of {game}",
            path.display(),
            census.game()
        )));
    }
    Ok(census)
}

/// Runs `impartial census`.
pub fn run(args: &CensusArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let name = Chosen::parse(&args.game)?;
    let game = engine_code(&name, &GameOptions::default())?;
    let heaps = args.to.checked_add(1).ok_or_else(|| {
        Failure::Usage(format!(
            "--to {}: heaps 0 to N must be fewer than 2^64",
            args.to
        ))
    })?;
    let mut options = CensusOptions::default()
        .memory(args.memory.unwrap_or(DEFAULT_MEMORY))
        .checkpoint_every(Duration::from_secs(args.every));
    if let Some(threads) = args.threads {
        if threads == 0 {
            return Err(Failure::Usage(
                "--threads 0: a census needs a thread".into(),
            ));
        }
        options = options.threads(threads);
    }
    if let Some(path) = &args.checkpoint {
        options = options.checkpoint(path);
    }
    let mut census = match (&args.checkpoint, args.resume) {
        (Some(path), true) => resumed(path, &game)?,
        _ => game
            .census(0, &CensusOptions::default().memory(options.memory_bytes()))
            .map_err(|error| census_failure(error, args))?,
    };
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        // Without a handler (another one already set), Ctrl-C ends the process as usual,
        // and the last checkpoint saved is the one to resume from.
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst));
    }
    let bar = Bar::new(heaps, &name.name());
    let done = census.extend(heaps, &options, |progress| {
        bar.report(progress);
        if stop.load(Ordering::SeqCst) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    bar.finish();
    done.map_err(|error| census_failure(error, args))?;
    if census.heaps() < heaps {
        let saved = args.checkpoint.as_ref().map_or_else(String::new, |path| {
            format!(": {} is saved, --resume goes on", path.display())
        });
        return Err(Failure::Failed(format!(
            "the census was stopped at heap {}{saved}",
            census.heaps()
        )));
    }
    write_census(&census, &name, args, out).map_err(|error| Failure::write(&error))
}

/// The counts of heaps `1..=to`: the census's, less heap 0.
fn counts_from_one(census: &Census) -> Vec<u64> {
    let mut counts = census.histogram().to_vec();
    if let Some(first) = counts.first_mut() {
        *first -= 1;
    }
    counts
}

fn write_census(
    census: &Census,
    name: &Chosen,
    args: &CensusArgs,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let counts = counts_from_one(census);
    let rare = census.rare_heaps();
    let masks = census.masks();
    let period = census.period();
    if args.json {
        let object = json!({
            "game": name.name(),
            "code": census.game().to_string(),
            "to": args.to,
            "histogram": counts,
            "largest_value": census.largest_value(),
            "largest_value_heap": census.largest_value_heap(),
            "rare_heaps": rare,
            "masks": masks,
            "period": period.map(|p| json!({"preperiod": p.preperiod, "period": p.period})),
            "computed": census.computed(),
        });
        return writeln!(out, "{object}");
    }
    let code = census.game().to_string();
    let named = if code == name.name() {
        code
    } else {
        format!("{} ({code})", name.name())
    };
    writeln!(
        out,
        "# census of {named}: the count of each value of heaps 1 to {}",
        args.to
    )?;
    writeln!(
        out,
        "# largest value {}, first at heap {}",
        census.largest_value(),
        census.largest_value_heap()
    )?;
    let mask =
        |mask: Option<u64>| mask.map_or_else(|| "none".to_string(), |mask| format!("{mask:#x}"));
    writeln!(
        out,
        "# masks: {} (even takes), {} (odd takes)",
        mask(masks[0]),
        mask(masks[1])
    )?;
    let listed: Vec<String> = rare
        .iter()
        .map(|(heap, value)| format!("{heap}:{value}"))
        .collect();
    writeln!(
        out,
        "# {} (heap:value): {}",
        crate::describe::count(rare.len() as u64, "rare heap"),
        listed.join(" ")
    )?;
    match period {
        Some(Period { preperiod, period }) => writeln!(
            out,
            "# period {period} from heap {preperiod}, certified after {}",
            crate::describe::count(census.computed(), "heap")
        )?,
        None => writeln!(out, "# no period certified")?,
    }
    for (value, count) in counts.iter().enumerate() {
        writeln!(out, "{value} {count}")?;
    }
    Ok(())
}
