//! Nim-sequences computed with a progress bar on a terminal (heaps done, rate, time left)
//! and nothing at all when stderr is piped.

use core::ops::ControlFlow;
use std::io::IsTerminal;
use std::path::Path;
use std::time::Duration;

use impartial::prelude::*;
use impartial::take_and_break::Progress;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::failure::Failure;

/// A progress bar on stderr when it is a terminal; nothing otherwise.
#[derive(Debug)]
pub struct Bar(Option<ProgressBar>);

impl Bar {
    /// A bar for a computation of `limit` heaps of `what`, drawn only on a terminal.
    pub fn new(limit: u64, what: &str) -> Bar {
        if !std::io::stderr().is_terminal() {
            return Bar(None);
        }
        let bar = ProgressBar::with_draw_target(Some(limit), ProgressDrawTarget::stderr());
        let style = ProgressStyle::with_template(
            "{msg} [{bar:30}] {human_pos}/{human_len} heaps, {rate}, {eta} left",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = write!(out, "{:.0} heaps/s", state.per_sec());
            },
        )
        .progress_chars("=> ");
        bar.set_style(style);
        bar.set_message(what.to_string());
        bar.enable_steady_tick(Duration::from_millis(200));
        Bar(Some(bar))
    }

    /// Shows a report of the library's computation; never stops it.
    pub fn report(&self, progress: &Progress) -> ControlFlow<()> {
        if let Some(bar) = &self.0 {
            bar.set_position(progress.heaps);
        }
        ControlFlow::Continue(())
    }

    /// Takes the bar off the terminal.
    pub fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
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
