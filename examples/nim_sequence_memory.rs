//! The nim-sequence of a take-and-break code to a limit, with the time it took: run it
//! under `/usr/bin/time -v` for the engine's peak memory.
//!
//! ```text
//! cargo run --release --example nim_sequence_memory -- 0.1777 16777216
//! ```

use std::time::Instant;

use impartial::prelude::*;

fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let code = args.next().unwrap_or_else(|| "0.1777".into());
    let limit: u64 = args
        .next()
        .and_then(|limit| limit.parse().ok())
        .unwrap_or(1 << 24);
    let start = Instant::now();
    let values = TakeAndBreak::new(&code)?.nim_sequence(limit)?;
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{code}: {} heaps in {seconds:.1} s, largest value {}, {} bytes a value, period {:?}",
        values.len(),
        values.largest_value(),
        values.bytes_per_value(),
        values.period()
    );
    Ok(())
}
