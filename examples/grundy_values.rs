//! The Rust side of `python/bench/numpy_values.py`: the values of Grundy's game for heaps
//! `0..2^k` (k = 22 unless given), timed in Rust alone, the baseline of the Python call.
//!
//! `cargo run --release --example grundy_values -- 22`

use std::time::Instant;

use impartial::TakeAndBreak;

fn main() -> Result<(), impartial::Error> {
    let bits: u32 = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .filter(|&bits| bits < 40)
        .unwrap_or(22);
    let start = Instant::now();
    let values = TakeAndBreak::grundys_game().nim_sequence(1 << bits)?;
    let seconds = start.elapsed().as_secs_f64();
    // The same line the Python script prints, for one to read beside the other.
    println!(
        "rust: {} values of Grundy's game in {seconds:.3} s (largest value {})",
        values.len(),
        values.largest_value()
    );
    Ok(())
}
