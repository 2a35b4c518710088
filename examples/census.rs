//! A census of a take-and-break code to a number of heaps, with its time and figures:
//! a long run like those of BENCHMARKS.md (0.161, Officers and Grundy's game to 2^30 heaps,
//! timed there through `impartial census`, the same computation). Run it
//! under `/usr/bin/time -v` for the peak memory (maximum resident set size).
//!
//! ```text
//! cargo run --release --example census -- 0.161 30 2 48
//! ```
//!
//! The arguments: the code, the power of two of the heaps (`0..2^k`), the threads (the
//! machine's cores when left out), and the memory in MiB (48 when left out). A report goes
//! to stderr every 2^24 heaps; the summary to stdout at the end.

use core::ops::ControlFlow;
use std::time::Instant;

use impartial::prelude::*;
use impartial::take_and_break::CensusOptions;

// The rate printed is an estimate: heaps past 2^52 may round.
#[allow(clippy::cast_precision_loss)]
fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let code = args.next().unwrap_or_else(|| "0.161".into());
    let power: u32 = args
        .next()
        .and_then(|power| power.parse().ok())
        .unwrap_or(24);
    let mut options = CensusOptions::default();
    if let Some(threads) = args.next().and_then(|threads| threads.parse().ok()) {
        options = options.threads(threads);
    }
    let mebibytes: u64 = args
        .next()
        .and_then(|memory| memory.parse().ok())
        .unwrap_or(48);
    let options = options.memory(mebibytes << 20);
    let game = TakeAndBreak::new(&code)?;
    let heaps = 1u64 << power.min(63);
    let start = Instant::now();
    let census = game.census_with(heaps, &options, |progress| {
        if progress.heaps % (1 << 24) == 0 {
            eprintln!(
                "{code}: {} heaps, {:.0} heaps/s, largest value {}, {} rare heaps",
                progress.heaps,
                progress.heaps_per_second,
                progress.largest_value,
                progress.rare_heaps
            );
        }
        ControlFlow::Continue(())
    })?;
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{code}: heaps 0..2^{power} in {seconds:.1} s on {} threads in {mebibytes} MiB ({:.0} heaps/s); largest value {} first at heap {}; {} rare heaps; masks {:?}; period {:?}",
        options.thread_count(),
        heaps as f64 / seconds,
        census.largest_value(),
        census.largest_value_heap(),
        census.rare_heaps().len(),
        census.masks(),
        census.period()
    );
    Ok(())
}
