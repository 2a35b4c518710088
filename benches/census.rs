//! The census against `nim_sequence`, and on one thread against two: one group per
//! question, the baseline in the same group, the throughput in heaps per second.
//!
//! * `census_<code>`: heaps `0..2^20` of 0.161, 0.167, Officers (0.6) and Grundy's game
//!   (4.≠): `nim_sequence` (one thread, every value kept), the census on one thread in its
//!   default memory (48 MiB: every value held at this size), and on one thread in 4 MiB
//!   (the first heaps and a window: values dropped). The issue's goal: a census on one
//!   thread at least 0.95 times as fast as `nim_sequence`.
//! * `threads_0.161`: heaps `0..2^22` of 0.161, the census and `nim_sequence_on` on one
//!   thread and on two. The goal: two threads at least 1.7 times as fast as one at 2^24.
//!
//! `IMPARTIAL_CENSUS_HEAPS=24` sets the power of two of both groups' heaps (2^24 for the
//! figures of BENCHMARKS.md: minutes a group).
//!
//! ```text
//! cargo bench -p impartial-benches --bench census
//! IMPARTIAL_CENSUS_HEAPS=24 cargo bench -p impartial-benches --bench census -- threads
//! ```
//!
//! Each run is seconds long: ten samples of one run each (flat sampling) after a one-run
//! warm-up; criterion warns that it cannot finish in the target time, which is expected.
//! Every census is checked off the clock against the histogram of `nim_sequence`'s values.

use core::ops::ControlFlow;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
    measurement::WallTime,
};
use impartial::prelude::*;
use impartial::take_and_break::CensusOptions;

/// The power of two of the heaps counted, from `IMPARTIAL_CENSUS_HEAPS` when set.
fn power(default: u32) -> u32 {
    std::env::var("IMPARTIAL_CENSUS_HEAPS")
        .ok()
        .and_then(|power| power.parse().ok())
        .filter(|&power: &u32| power < 40)
        .unwrap_or(default)
}

/// A group for runs of seconds: ten samples of one run, after a warm-up of one run.
fn long_runs<'a>(c: &'a mut Criterion, name: &str, heaps: u64) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_secs(20))
        .throughput(Throughput::Elements(heaps));
    group
}

/// The time of `iters` runs of `compute`; `check` looks at each result off the clock.
fn timed<T>(iters: u64, mut compute: impl FnMut() -> T, mut check: impl FnMut(&T)) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let start = Instant::now();
        let result = black_box(compute());
        total += start.elapsed();
        check(&result);
    }
    total
}

/// The count of each value of `values`.
fn histogram(values: &NimSequence) -> Vec<u64> {
    let mut counts = vec![0; values.largest_value() as usize + 1];
    for value in values.values() {
        counts[value as usize] += 1;
    }
    counts
}

fn census_against_nim_sequence(c: &mut Criterion) {
    let heaps = 1u64 << power(20);
    for code in ["0.161", "0.167", "0.6", "4.≠"] {
        let game = TakeAndBreak::new(code).expect("a valid code");
        let expected = histogram(&game.nim_sequence(heaps).expect("fits in memory"));
        let mut group = long_runs(c, &format!("census_{code}"), heaps);
        group.bench_function("nim_sequence", |b| {
            b.iter_custom(|iters| {
                timed(
                    iters,
                    || game.nim_sequence(heaps).expect("fits in memory"),
                    |values| assert_eq!(values.len(), heaps),
                )
            });
        });
        for (name, memory) in [
            ("census_1_thread", None),
            ("census_1_thread_4MiB", Some(4 << 20)),
        ] {
            let mut options = CensusOptions::default().threads(1);
            if let Some(memory) = memory {
                options = options.memory(memory);
            }
            group.bench_function(name, |b| {
                b.iter_custom(|iters| {
                    timed(
                        iters,
                        || game.census(heaps, &options).expect("fits in its memory"),
                        |census| assert_eq!(census.histogram(), &expected[..], "{code}"),
                    )
                });
            });
        }
        group.finish();
    }
}

fn threads(c: &mut Criterion) {
    let heaps = 1u64 << power(22);
    let game = TakeAndBreak::new("0.161").expect("a valid code");
    let values = game.nim_sequence(heaps).expect("fits in memory");
    let expected = histogram(&values);
    let mut group = long_runs(c, "threads_0.161", heaps);
    for threads in [1, 2] {
        let options = CensusOptions::default().threads(threads);
        group.bench_function(format!("census_{threads}_threads"), |b| {
            b.iter_custom(|iters| {
                timed(
                    iters,
                    || game.census(heaps, &options).expect("fits in its memory"),
                    |census| assert_eq!(census.histogram(), &expected[..]),
                )
            });
        });
        group.bench_function(format!("nim_sequence_{threads}_threads"), |b| {
            b.iter_custom(|iters| {
                timed(
                    iters,
                    || {
                        game.nim_sequence_on(heaps, threads, |_| ControlFlow::Continue(()))
                            .expect("fits in memory")
                    },
                    |sequence| assert!(sequence == &values),
                )
            });
        });
    }
    group.finish();
}

criterion_group!(benches, census_against_nim_sequence, threads);
criterion_main!(benches);
