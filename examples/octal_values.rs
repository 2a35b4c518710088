//! The nim-sequence of a take-and-break code, and its period when one is certified.
//!
//! `cargo run --example octal_values -- 0.137 1000`

use impartial::prelude::*;

fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let code = args.next().unwrap_or_else(|| "0.137".into());
    let limit: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);

    let game = TakeAndBreak::new(&code)?;
    // Stops early once a period is certified.
    let values = game.nim_sequence(limit)?;
    let first: Vec<String> = values.values().take(30).map(|v| v.to_string()).collect();
    println!("{game}: {} ...", first.join(" "));
    match values.period() {
        Some(Period { preperiod, period }) => {
            println!("period {period} from heap {preperiod}, certified");
            // Every heap has a value now, however large.
            let far = 1_000_000_000_000_000_000;
            println!("a heap of {far} is worth {:?}", values.value(far));
        }
        None => println!("no period certified in the first {} heaps", values.len()),
    }
    Ok(())
}
