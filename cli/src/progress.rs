//! Long computations with a progress bar on a terminal (heaps done, rate, time left, and a
//! misère quotient's order) and nothing at all when stderr is piped: nim-sequences, and the
//! bar that `quotient` shows.

use core::ops::ControlFlow;
use std::io::IsTerminal;
use std::path::Path;
use std::time::Duration;

use impartial::prelude::*;
use impartial::take_and_break::{Progress, QuotientProgress};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::failure::Failure;

/// A progress bar on stderr when it is a terminal; hidden otherwise (it still counts).
#[derive(Debug)]
pub struct Bar {
    bar: ProgressBar,
    /// What is computed, shown before the bar.
    what: String,
}

impl Bar {
    /// A bar for a computation of `limit` heaps of `what`, drawn only on a terminal.
    pub fn new(limit: u64, what: &str) -> Bar {
        let style = ProgressStyle::with_template(
            "{msg} [{bar:30}] {human_pos}/{human_len} heaps, {rate}, {eta} left",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = write!(out, "{:.0} heaps/s", state.per_sec());
            },
        );
        Bar::on_terminal(limit, what, style)
    }

    /// A bar for the misère quotient of `code`'s heaps `0..=last`, drawn only on a
    /// terminal: the heaps covered, and the quotient's order and `|P|` so far (a heap that
    /// enlarges the quotient can take long, and the order says why).
    pub fn quotient(last: u64, code: &str) -> Bar {
        let what = format!("misère quotient of {code}");
        Bar::on_terminal(last.saturating_add(1), &what, Bar::quotient_style())
    }

    /// A quotient's bar drawn nowhere, which still counts: for tests.
    #[cfg(test)]
    pub fn hidden_quotient(last: u64, code: &str) -> Bar {
        let bar = ProgressBar::with_draw_target(
            Some(last.saturating_add(1)),
            ProgressDrawTarget::hidden(),
        );
        bar.set_style(Bar::quotient_style());
        let what = format!("misère quotient of {code}");
        bar.set_message(what.clone());
        Bar { bar, what }
    }

    fn quotient_style() -> ProgressStyle {
        ProgressStyle::with_template("{msg} [{bar:30}] heap {pos}/{len}, {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
    }

    /// A bar of `limit` steps with `style`, showing `what`, on stderr when it is a
    /// terminal.
    fn on_terminal(limit: u64, what: &str, style: ProgressStyle) -> Bar {
        let what = what.to_string();
        if !std::io::stderr().is_terminal() {
            return Bar {
                bar: ProgressBar::hidden(),
                what,
            };
        }
        let bar = ProgressBar::with_draw_target(Some(limit), ProgressDrawTarget::stderr());
        bar.set_style(style.progress_chars("=> "));
        bar.set_message(what.clone());
        bar.enable_steady_tick(Duration::from_millis(200));
        Bar { bar, what }
    }

    /// Shows a report of the library's computation; never stops it.
    pub fn report(&self, progress: &Progress) -> ControlFlow<()> {
        self.bar.set_position(progress.heaps);
        ControlFlow::Continue(())
    }

    /// Shows a report of a misère quotient's computation; never stops it.
    pub fn report_quotient(&self, progress: &QuotientProgress) -> ControlFlow<()> {
        self.bar.set_position(progress.heaps);
        self.bar.set_message(format!(
            "{}: order {}, |P| = {}",
            self.what, progress.order, progress.p_count
        ));
        ControlFlow::Continue(())
    }

    /// The heaps reported so far, and the message shown.
    #[cfg(test)]
    pub fn shown(&self) -> (u64, String) {
        (self.bar.position(), self.bar.message())
    }

    /// Takes the bar off the terminal.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Where a sequence comes from and goes to.
#[derive(Debug, Clone, Copy, Default)]
pub struct Files<'a> {
    /// A file saved before, to go on from.
    pub resume: Option<&'a Path>,
    /// Where to save the values once computed.
    pub save: Option<&'a Path>,
}

/// The nim-sequence of `game` (called `name`) for heaps `0..limit` (fewer once a period is
/// certified), resumed from and saved to `files`, with a bar on a terminal.
pub fn sequence(
    name: &str,
    game: &TakeAndBreak,
    limit: u64,
    files: Files<'_>,
) -> Result<NimSequence, Failure> {
    let mut values = match files.resume {
        Some(path) => {
            let values = NimSequence::load(path).map_err(Failure::usage)?;
            if values.game() != game {
                return Err(Failure::Usage(format!(
                    "{} holds the values of {}, not of {game}",
                    path.display(),
                    values.game()
                )));
            }
            values
        }
        None => game.nim_sequence(0).map_err(Failure::usage)?,
    };
    let bar = Bar::new(limit, name);
    let done = values.extend(limit, |progress| bar.report(progress));
    bar.finish();
    done.map_err(Failure::usage)?;
    if let Some(path) = files.save {
        values.save(path).map_err(Failure::usage)?;
    }
    Ok(values)
}
