//! `impartial quotient CODE --to N`: the misère quotient of a take-and-break code's heaps
//! `0..=N`: order, `|P|`, tame or wild, presentation, pretending function and period.

use core::fmt::Write as _;
use std::io::Write;

use clap::Args;
use impartial::prelude::*;
use serde_json::json;

use crate::failure::Failure;
use crate::progress::Bar;

pub const EXAMPLES: &str = "\
Examples:
  impartial quotient 0.75 --to 60          R8, of order 8; period 2, certified
  impartial quotient 0.[3] --to 7          misère Nim on heaps 0 to 7: T3
  impartial quotient 0.77 --to 20 --json   misère Kayles' partial quotient, for scripts
  impartial quotient 0.07 --to 30 --bound 100

Two positions are indistinguishable when adding any position to each leaves two
positions with the same misère outcome (whoever moves last loses); the classes form a
commutative monoid Q, and P holds the classes of the positions the player to move loses.
Each heap's class is its pretending function's value; a sum of heaps is lost exactly
when the product of their classes is in P (Plambeck and Siegel, 2008). For octal codes
the misère periodicity theorem certifies the pretending function's period, and the
computation stops there. A quotient that grows past --bound elements stops with an
error (exit status 1). On a terminal, a bar on stderr shows the heaps covered and the
order and |P| so far.";

/// The arguments of `impartial quotient`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct QuotientArgs {
    /// A take-and-break code, such as 0.77 (Kayles) or 0.07 (Dawson's Kayles)
    #[arg(value_name = "CODE")]
    code: String,
    /// The last heap: the quotient of the positions made of heaps 0 to N
    #[arg(long, value_name = "N")]
    to: u64,
    /// The most elements the quotient may have
    #[arg(long, value_name = "ELEMENTS", default_value_t = impartial::take_and_break::DEFAULT_ELEMENT_BOUND)]
    bound: usize,
    /// One JSON object: the code, order, |P|, tameness, presentation, pretending function, period
    #[arg(long)]
    json: bool,
}

/// The misère quotient of `game`'s heaps `0..=to` with at most `bound` elements, each
/// report of the computation shown on `bar`.
fn compute(
    game: &TakeAndBreak,
    to: u64,
    bound: usize,
    bar: &Bar,
) -> Result<MisereQuotient, Failure> {
    let quotient = game
        .clone()
        .misere()
        .misere_quotient_with(to, bound, |progress| bar.report_quotient(progress));
    bar.finish();
    quotient.map_err(|error| match error {
        Error::LimitReached { .. } => Failure::Failed(error.to_string()),
        other => Failure::usage(other),
    })
}

/// Computes the quotient, with a progress bar on a terminal, and writes it to `out`.
pub fn run(args: &QuotientArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let game = TakeAndBreak::new(&args.code).map_err(Failure::usage)?;
    let bar = Bar::quotient(args.to, &game.to_string());
    let quotient = compute(&game, args.to, args.bound, &bar)?;
    let names = quotient.names();
    let pretending: Vec<&str> = quotient.elements().map(|x| names[x].as_str()).collect();
    let p: Vec<&str> = (0..quotient.order())
        .filter(|&x| quotient.is_in_p(x))
        .map(|x| names[x].as_str())
        .collect();
    let text = if args.json {
        json!({
            "code": game.to_string(),
            "heaps": quotient.known_heaps(),
            "order": quotient.order(),
            "p_count": quotient.p_count(),
            "tame": quotient.is_tame(),
            "presentation": quotient.to_string(),
            "p": p,
            "pretending_function": pretending,
            "period": quotient.period().map(|period| json!({
                "preperiod": period.preperiod,
                "period": period.period,
            })),
        })
        .to_string()
    } else {
        let last = quotient.known_heaps().saturating_sub(1);
        let mut text = format!(
            "misère quotient of {game}, heaps 0 to {last}\norder {}, |P| = {}, {}\n{quotient}\n",
            quotient.order(),
            quotient.p_count(),
            if quotient.is_tame() { "tame" } else { "wild" },
        );
        text.push_str("pretending function:");
        for (row, chunk) in pretending.chunks(10).enumerate() {
            let _ = write!(text, "\n  {:>4}: {}", row * 10, chunk.join(" "));
        }
        text.push('\n');
        let _ = match quotient.period() {
            Some(period) => write!(
                text,
                "period {} from heap {}, certified by the misère periodicity theorem: every heap is covered",
                period.period, period.preperiod
            ),
            None => write!(text, "no certified period: heaps 0 to {last} only"),
        };
        text
    };
    writeln!(out, "{text}").map_err(|e| Failure::write(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A long quotient shows its progress, as `values` does (issue 37, point 8: `quotient
    /// 4.7 --to 100` ran for minutes with nothing on the screen): each report moves the bar
    /// to the heaps covered and shows the order so far.
    #[test]
    fn the_computation_reports_to_the_bar() {
        let game = TakeAndBreak::new("4.7").unwrap();
        let bar = Bar::hidden_quotient(12, "4.7");
        let quotient = compute(&game, 12, 4096, &bar).unwrap();
        let (heaps, message) = bar.shown();
        assert_eq!(heaps, quotient.known_heaps());
        assert_eq!(heaps, 13);
        let order = quotient.order();
        let p = quotient.p_count();
        assert_eq!(
            message,
            format!("misère quotient of 4.7: order {order}, |P| = {p}")
        );
    }
}
