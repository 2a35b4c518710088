//! The census of a nim-sequence: the statistics of the values of heaps `0..n` for `n`
//! far past what memory could hold, on every core, resumable.
//!
//! A [`Census`] computes the values heap after heap with the engine of
//! [`nim_sequence`](TakeAndBreak::nim_sequence) (the sparse-space method), and keeps only
//! what later heaps can need: the first heaps, among them the rare heaps and the smaller
//! parts of the splits a walk goes through, and a window of the most recent ones, which
//! hold the larger parts. Memory is set by [`CensusOptions::memory`], not by `n`
//! (M. Rogalski's `octal` bounds its memory the same way, but assumes that no value it
//! dropped is needed again). A value that is needed and no longer held stops the census
//! with [`Error::CensusMemory`], naming the heap and the memory that holds it; the census
//! goes on from there with more. Heaps are computed in blocks on several threads
//! ([`NimSequence::extend_on`](super::NimSequence::extend_on)), with the results of one.
//!
//! [`store`] lays the values out, [`report`] is what a census tells, [`checkpoint`] its
//! file, [`options`] how it runs.

mod checkpoint;
mod options;
mod report;
mod store;

use core::ops::ControlFlow;
use std::time::Instant;

pub use options::{CensusOptions, DEFAULT_MEMORY};
pub use report::{Census, CensusProgress};

use self::checkpoint::{Parts, corrupt};
use self::store::{Held, Layout};
use super::code::{LEAVE_THREE, LEAVE_TWO, TakeAndBreak};
use super::engine::{self, Engine, Halt, Store};
use super::period::certificate;
use crate::Error;
use crate::math::Period;
use crate::math::periodic::{check, next_checkpoint};

/// How many heaps are computed between two progress reports.
const REPORT_EVERY: u64 = 1 << 16;
/// The first length at which a period is looked for.
const FIRST_CHECK: usize = 64;
/// How many of the last heaps of a read census's window are computed again.
const VERIFIED: usize = 4096;

/// Whether the options of `game` reach every heap, so that a census must hold every value:
/// moves that leave three heaps, or a repeating digit that splits.
fn keeps_all(game: &TakeAndBreak) -> bool {
    game.digits().iter().any(|&digit| digit & LEAVE_THREE != 0)
        || game
            .tail()
            .is_some_and(|(_, digit)| digit & (LEAVE_TWO | LEAVE_THREE) != 0)
}

/// The most a move of `game` takes, and the heap a repeating digit's options read from.
fn most_taken(game: &TakeAndBreak) -> usize {
    game.digits().len() + 1
}

/// The layout of `memory` bytes for `game`: three quarters for values of two bytes.
fn layout(game: &TakeAndBreak, memory: u64) -> Option<Layout> {
    let capacity = usize::try_from(memory / 8 * 3).unwrap_or(usize::MAX / 4);
    if keeps_all(game) {
        return (capacity > 0).then_some(Layout {
            capacity,
            prefix: capacity,
            window: 0,
        });
    }
    Layout::new(capacity, most_taken(game))
}

/// A memory, in whole mebibytes, whose layout for `game` keeps the first `prefix` heaps
/// (every heap up to `prefix` for a code whose options reach every heap): the least, or
/// a little more.
fn memory_for(game: &TakeAndBreak, prefix: usize) -> u64 {
    const MIB: u64 = 1 << 20;
    let capacity = if keeps_all(game) {
        prefix
    } else {
        Layout::capacity_for(prefix, most_taken(game))
    };
    let mut memory = (capacity as u64)
        .saturating_mul(8)
        .div_ceil(3)
        .div_ceil(MIB)
        .max(1)
        * MIB;
    // The rounding of the layout may ask for a little more: a step that doubles keeps the
    // loop short whatever the numbers.
    let mut step = MIB;
    while layout(game, memory).is_none_or(|layout| layout.prefix < prefix) && memory < u64::MAX / 2
    {
        memory = memory.saturating_add(step);
        step = step.saturating_mul(2);
    }
    memory
}

/// The values of heaps `0..count` of `game`, computed afresh on `threads` threads, and
/// the engine after them.
fn compute_first(
    game: &TakeAndBreak,
    count: usize,
    threads: usize,
) -> Result<(Vec<u16>, Engine), Error> {
    let mut values: Vec<u16> = Vec::new();
    values
        .try_reserve_exact(count)
        .map_err(|_| Error::out_of_memory(format!("room for the first {count} values")))?;
    let mut engine = Engine::new(game);
    engine::run(&mut engine, &mut values, count, threads).map_err(|halt| match halt {
        Halt::OutOfMemory => {
            Error::out_of_memory(format!("the engine's sets for the first {count} heaps"))
        }
        // A census holds values below 2^16: its first heaps cannot have larger ones.
        _ => corrupt(format!(
            "its first {count} heaps have values a census cannot hold"
        )),
    })?;
    Ok((values, engine))
}

impl TakeAndBreak {
    /// The census of heaps `0..heaps`: the count of each value, the largest value and its
    /// first heap, the rare heaps and masks of the sparse-space method, and the period
    /// where the census certifies one; in the memory of `options`, on its threads. See
    /// [`Census`].
    ///
    /// # Complexity
    ///
    /// The time of [`nim_sequence`](Self::nim_sequence) for the heaps computed (all, or
    /// up to a certified period), shared by the threads
    /// ([`NimSequence::extend_on`](super::NimSequence::extend_on)); memory at most
    /// [`CensusOptions::memory`], whatever `heaps`.
    ///
    /// # Errors
    ///
    /// [`Error::CensusMemory`] when a heap needs a value the census no longer holds, or its
    /// memory is too small for its sets and counts (it names the heap and the memory that
    /// would hold them: [`Census::extend`] goes on with it, and so does
    /// [`Census::resume`] from the checkpoint saved then); [`Error::Overflow`] for a value
    /// of `2^16` or more (a census holds two bytes a value); [`Error::Io`] when the
    /// checkpoint cannot be saved.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::new("0.161")?.census(1 << 16, &CensusOptions::default())?;
    /// assert_eq!(census.histogram().iter().sum::<u64>(), 1 << 16);
    /// assert_eq!(census.largest_value(), census.histogram().len() as u64 - 1);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn census(&self, heaps: u64, options: &CensusOptions) -> Result<Census, Error> {
        self.census_with(heaps, options, |_| ControlFlow::Continue(()))
    }

    /// As [`census`](Self::census), reporting [`CensusProgress`] every 65,536 heaps and at
    /// the end; returning [`ControlFlow::Break`] stops the census, which is returned as
    /// far as it got (and saved, with a checkpoint file), to go on later.
    ///
    /// # Errors
    ///
    /// As [`census`](Self::census).
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let options = CensusOptions::default();
    /// let mut census = TakeAndBreak::officers().census_with(1 << 20, &options, |progress| {
    ///     if progress.heaps >= 1 << 17 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// })?;
    /// assert_eq!(census.heaps(), 1 << 17);
    /// census.extend(1 << 18, &options, |_| ControlFlow::Continue(()))?;
    /// assert_eq!(census, TakeAndBreak::officers().census(1 << 18, &options)?);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn census_with(
        &self,
        heaps: u64,
        options: &CensusOptions,
        progress: impl FnMut(&CensusProgress) -> ControlFlow<()>,
    ) -> Result<Census, Error> {
        let mut census = Census {
            game: self.clone(),
            heaps: 0,
            period: None,
            next_check: FIRST_CHECK,
            engine: Engine::new(self),
            held: Held::counts_only(Vec::new(), (0, 0)),
            memory: 0,
        };
        census.extend(heaps, options, progress)?;
        Ok(census)
    }
}

impl Census {
    /// Goes on to `heaps` heaps, in the memory and on the threads of `options` (laid out
    /// again, its first heaps computed again, when the memory is not the one it had),
    /// saving checkpoints as they say; reports [`CensusProgress`] as
    /// [`TakeAndBreak::census_with`] does. Nothing to do when it already counts `heaps`.
    /// The results are those of a census run to `heaps` without a stop.
    ///
    /// # Complexity
    ///
    /// As [`TakeAndBreak::census`], for the heaps added.
    ///
    /// # Errors
    ///
    /// As [`TakeAndBreak::census`]; the census keeps every heap computed before the error,
    /// and goes on from there when called again.
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let game = TakeAndBreak::new("0.161")?;
    /// let small = CensusOptions::default().memory(1 << 20);
    /// let mut census = game.census(300_000, &small)?;
    /// census.extend(400_000, &small.clone().memory(4 << 20), |_| ControlFlow::Continue(()))?;
    /// assert_eq!(census, game.census(400_000, &small)?);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn extend(
        &mut self,
        heaps: u64,
        options: &CensusOptions,
        mut progress: impl FnMut(&CensusProgress) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        let outcome = self.run(heaps, options, &mut progress);
        let Some(path) = options.checkpoint_path() else {
            return outcome;
        };
        match outcome {
            Ok(()) => self.save(path),
            Err(stop @ Error::CensusMemory { .. }) => match self.save(path) {
                Ok(()) => Err(stop),
                Err(Error::Io { action, source }) => Err(Error::Io {
                    action: format!("{action} after the census stopped ({stop})"),
                    source,
                }),
                Err(other) => Err(other),
            },
            Err(other) => Err(other),
        }
    }

    fn run(
        &mut self,
        target: u64,
        options: &CensusOptions,
        progress: &mut dyn FnMut(&CensusProgress) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        let threads = options.thread_count().max(1);
        self.lay_out(options.memory_bytes(), threads)?;
        let certificate = certificate(&self.game);
        let began = Instant::now();
        let from = self.heaps;
        let mut saved = Instant::now();
        loop {
            if self.period.is_some() {
                self.count_period(target);
            }
            if self.heaps >= target {
                // Nothing new when there was nothing to do.
                if self.heaps > from || from == 0 {
                    let _ = progress(&self.progress(target, began, from));
                }
                return Ok(());
            }
            let len = self.held.len();
            let report_at = (self.heaps / REPORT_EVERY + 1) * REPORT_EVERY;
            let mut end = usize::try_from(report_at.min(target)).unwrap_or(usize::MAX);
            if certificate.is_some() && self.held.all().is_some() {
                end = end.min(self.next_check.max(len + 1));
            }
            self.budget()?;
            let run = engine::run(&mut self.engine, &mut self.held, end, threads);
            self.heaps = self.held.len() as u64;
            run.map_err(|halt| self.halt_error(halt, target))?;
            if let (Some(certificate), Some(all)) = (certificate, self.held.all()) {
                if all.len() >= self.next_check {
                    match check(all, certificate) {
                        Ok((preperiod, period)) => {
                            self.period = Some(Period {
                                preperiod: preperiod as u64,
                                period: period as u64,
                            });
                        }
                        Err(needed) => self.next_check = next_checkpoint(all.len(), needed),
                    }
                }
            }
            if self.period.is_some() {
                continue;
            }
            if self.heaps % REPORT_EVERY == 0 && self.heaps < target {
                if progress(&self.progress(target, began, from)).is_break() {
                    return Ok(());
                }
                if let Some(path) = options.checkpoint_path() {
                    if saved.elapsed() >= options.checkpoint_interval() {
                        self.save(path)?;
                        saved = Instant::now();
                    }
                }
            }
        }
    }

    /// What to report now, of a run toward `limit` begun at `began` from `from` heaps.
    // A rate and a time left are estimates: a count past 2^52 may round.
    #[allow(clippy::cast_precision_loss)]
    fn progress(&self, limit: u64, began: Instant, from: u64) -> CensusProgress {
        let seconds = began.elapsed().as_secs_f64();
        let done = self.heaps.saturating_sub(from) as f64;
        let rate = if seconds > 0.0 { done / seconds } else { 0.0 };
        let left = limit.saturating_sub(self.heaps);
        let eta = if left == 0 {
            Some(std::time::Duration::ZERO)
        } else if rate > 0.0 {
            std::time::Duration::try_from_secs_f64(left as f64 / rate).ok()
        } else {
            None
        };
        CensusProgress {
            heaps: self.heaps,
            limit,
            largest_value: self.held.largest.0,
            rare_heaps: self.engine.rare_heaps(),
            heaps_per_second: rate,
            eta,
        }
    }

    /// Counts heaps up to `target` by the certified period.
    fn count_period(&mut self, target: u64) {
        let Some(period) = self.period else {
            return;
        };
        if self.heaps >= target || self.held.all().is_none() {
            return;
        }
        self.held
            .count_period((period.preperiod, period.period), self.heaps, target);
        self.heaps = target;
    }

    /// Checks that the census's sets and counts fit beside its values, even once its
    /// values need one more bit, and lets its rare heaps have the rest (32 bytes each: 16,
    /// in lists that may double). The threads beyond the first hold a set each and a
    /// block's sets beside (see [`CensusOptions::memory`]).
    fn budget(&mut self) -> Result<(), Error> {
        let values = 2 * self.held.layout().capacity as u64;
        let bits = self.engine.bits() + 1;
        let others = (self.engine.most_bytes_but_rare()
            + 8 * self.held.counts.capacity().max(1 << bits)) as u64;
        let used = values + others;
        if used > self.memory {
            return Err(Error::CensusMemory {
                heap: self.heaps,
                reason: format!(
                    "its sets and counts may need {others} bytes beside the {values} of its values"
                ),
                memory: self.memory,
                enough: used
                    .saturating_mul(2)
                    .div_ceil(1 << 20)
                    .saturating_mul(1 << 20),
            });
        }
        let rare = usize::try_from((self.memory - used) / 32).unwrap_or(usize::MAX);
        self.engine.limit_rare(rare);
        Ok(())
    }

    /// The error for a halt of the engine toward `target` heaps.
    fn halt_error(&self, halt: Halt, target: u64) -> Error {
        let heap = self.heaps;
        match halt {
            Halt::Missing(missing) => {
                let prefix = missing
                    .cover
                    .max(missing.needs + 1)
                    .max(2 * self.held.layout().prefix);
                Error::CensusMemory {
                    heap,
                    reason: format!(
                        "it needs the value of heap {}, which it no longer holds",
                        missing.needs
                    ),
                    memory: self.memory,
                    enough: memory_for(&self.game, prefix),
                }
            }
            Halt::OutOfMemory if self.held.full() => Error::CensusMemory {
                heap,
                reason: "it must hold every value, as the options of its code reach every heap (it leaves three heaps, or its repeating digit splits), and they do not fit".into(),
                memory: self.memory,
                enough: memory_for(&self.game, usize::try_from(target).unwrap_or(usize::MAX)),
            },
            Halt::OutOfMemory => Error::out_of_memory(format!("the census's sets at heap {heap}")),
            Halt::RareLimit => Error::CensusMemory {
                heap,
                reason: format!(
                    "its {} rare heaps and one more do not fit",
                    self.engine.rare_listed()
                ),
                memory: self.memory,
                enough: self.memory.saturating_mul(2).div_ceil(1 << 20) << 20,
            },
            Halt::Widen(_) => Error::Overflow {
                quantity: format!("the value of heap {heap}"),
                type_name: "a census's two-byte values",
            },
            Halt::TooLarge => Error::Overflow {
                quantity: format!("the value of heap {heap}"),
                type_name: "the engine's 30-bit option sets",
            },
        }
    }

    /// Lays the values out for `memory` bytes, when they are not already: the first heaps
    /// the layout keeps (computed again when they are not held), and the window.
    fn lay_out(&mut self, memory: u64, threads: usize) -> Result<(), Error> {
        if memory == self.memory && self.held.layout().capacity > 0 {
            return Ok(());
        }
        let layout = layout(&self.game, memory).ok_or_else(|| Error::CensusMemory {
            heap: self.heaps,
            reason: "its first heaps and a window do not fit".into(),
            memory,
            enough: memory_for(&self.game, 1),
        })?;
        let (start, window) = self.held.window();
        let keep_all = keeps_all(&self.game);
        let first_count = if keep_all {
            start
        } else {
            start.min(layout.prefix)
        };
        let computed;
        let first = if let Some(first) = self.held.first(first_count) {
            first
        } else {
            computed = compute_first(&self.game, first_count, threads)?.0;
            self.check_first(&computed)?;
            &computed[..]
        };
        let (counts, largest) = (self.held.counts.clone(), self.held.largest);
        let held = Held::assembled(layout, keep_all, counts, largest, first, start, window)
            .map_err(|_| Error::out_of_memory(format!("the census's {memory} bytes")))?;
        self.held = held;
        self.memory = memory;
        Ok(())
    }

    /// Checks first heaps computed again against what the census says of them.
    fn check_first(&self, first: &[u16]) -> Result<(), Error> {
        for &(heap, value) in self.engine.rare_of_classes() {
            if first
                .get(heap)
                .is_some_and(|&held| u64::from(held) != value)
            {
                return Err(corrupt(format!(
                    "its rare heap {heap} is given the value {value}, but its value is {}",
                    first[heap]
                )));
            }
        }
        let (largest, heap) = self.held.largest;
        let first_of_largest = usize::try_from(heap).ok().and_then(|heap| first.get(heap));
        if first_of_largest.is_some_and(|&value| u64::from(value) != largest)
            || first.iter().any(|&value| u64::from(value) > largest)
        {
            return Err(corrupt(format!(
                "its largest value {largest}, first at heap {heap}, is not that of its first heaps"
            )));
        }
        Ok(())
    }

    /// A census from a file's parts: laid out in its memory, and checked against the
    /// game's rules.
    fn assemble(parts: Parts) -> Result<Census, Error> {
        let layout = layout(&parts.game, parts.memory)
            .ok_or_else(|| corrupt("its memory cannot hold a census"))?;
        let keep_all = keeps_all(&parts.game);
        if keep_all && parts.start != 0 {
            return Err(corrupt(
                "a census of its code holds every value, but it does not",
            ));
        }
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let mut census = Census {
            game: parts.game,
            heaps: parts.heaps,
            period: parts.period,
            next_check: parts.next_check,
            engine: parts.engine,
            held: Held::counts_only(Vec::new(), parts.largest),
            memory: parts.memory,
        };
        if parts.start == 0 {
            // Every value: all of them computed again, and the state they give.
            let (values, engine) = compute_first(&census.game, parts.window.len(), threads)?;
            if let Some(heap) = (0..values.len()).find(|&heap| values[heap] != parts.window[heap]) {
                return Err(corrupt(format!(
                    "heap {heap} is stored as worth {}, but its value is {}",
                    parts.window[heap], values[heap]
                )));
            }
            let (mut given, mut found) = (Vec::new(), Vec::new());
            census.engine.write_state(&mut given);
            engine.write_state(&mut found);
            if given != found {
                return Err(corrupt("its engine's state is not the one its values give"));
            }
            let mut held = Held::new(layout, keep_all);
            for &value in &values {
                held.push(value)
                    .map_err(|_| corrupt("its values do not fit its memory"))?;
            }
            if let Some(period) = parts.period {
                let computed = values.len() as u64;
                held.count_period((period.preperiod, period.period), computed, parts.heaps);
            }
            if held.counts != parts.counts || held.largest != parts.largest {
                return Err(corrupt("its counts are not those of its values"));
            }
            census.held = held;
            return Ok(census);
        }
        let first_count = parts.start.min(layout.prefix);
        let (first, _) = compute_first(&census.game, first_count, threads)?;
        census.held = Held::counts_only(Vec::new(), parts.largest);
        census.held.counts = parts.counts;
        census.check_first(&first)?;
        let (counts, largest) = census.held.take_tally();
        census.held = Held::assembled(
            layout,
            keep_all,
            counts,
            largest,
            &first,
            parts.start,
            &parts.window,
        )
        .map_err(|_| Error::out_of_memory(format!("the census's {} bytes", parts.memory)))?;
        census.verify_last()?;
        Ok(census)
    }

    /// Computes the last heaps of the window again, from the values before them, when the
    /// engine's state can go back to them (its masks frozen).
    fn verify_last(&self) -> Result<(), Error> {
        if !self.engine.can_go_back() {
            return Ok(());
        }
        let view = self.held.view();
        let computed = view.len();
        let from = computed - VERIFIED.min(view.window.len());
        let mut engine = self.engine.clone();
        engine.forget_rare_from(from);
        for heap in from..computed {
            let before = engine::View {
                window: &view.window[..heap - view.start],
                ..view
            };
            let Ok(value) = engine.next_value(before) else {
                // A value this heap needed is no longer held: the rest are left as given.
                return Ok(());
            };
            let stored = view.window[heap - view.start];
            if value != u64::from(stored) {
                return Err(corrupt(format!(
                    "heap {heap} is stored as worth {stored}, but its value is {value}"
                )));
            }
            engine
                .record(before, value)
                .map_err(|_| Error::out_of_memory(format!("the engine's sets at heap {heap}")))?;
        }
        if engine.rare_list() != self.engine.rare_list() {
            return Err(corrupt("its rare heaps are not those of its values"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_named_keeps_what_it_names_and_is_found_at_once() {
        let game = TakeAndBreak::new("0.161").unwrap();
        for prefix in [1, 7305, 1 << 20, 1 << 40, usize::MAX / 64, usize::MAX] {
            let memory = memory_for(&game, prefix);
            let kept = layout(&game, memory).map_or(0, |layout| layout.prefix);
            assert!(
                kept >= prefix || memory >= u64::MAX / 2,
                "{prefix}: {memory}"
            );
        }
        let everything = TakeAndBreak::new("0.0[4]").unwrap();
        assert!(memory_for(&everything, usize::MAX) >= u64::MAX / 2);
        assert_eq!(memory_for(&everything, 3000), 1 << 20);
    }
}
