//! Nim-sequences of take-and-break games: the engine against the peer crate `ogs` (0.0.6)
//! on the same codes and the same number of heaps, one group per question.
//!
//! * `certify_0.16`: the values of 0.16 until its period (preperiod 105,351, period 149,459)
//!   is certified, at 509,622 heaps. `ogs` computes as many heaps, then calls its `period()`
//!   once.
//! * `officers_2^20`: the values of Officers (0.6), heaps `0..2^20`; no period is known.
//! * `grundys_game`: the values of Grundy's game, heaps `0..2^20`; `ogs` cannot express
//!   Grundy's game (its codes have no unequal splits), so there is no baseline. The goal is
//!   2^22 heaps in under a minute; one run of that takes tens of seconds and criterion
//!   wants at least eleven (a warm-up and ten samples), so the 2^22 function runs only with
//!   `IMPARTIAL_LONG_BENCHES=1` set. The bytes the values take (the peak memory, less the
//!   engine's small working state) are printed after the group.
//!
//! ```text
//! cargo bench -p impartial-benches --bench take_and_break
//! IMPARTIAL_LONG_BENCHES=1 cargo bench -p impartial-benches --bench take_and_break -- grundys_game
//! ```
//!
//! Reading the results: the throughput is heaps per second; within a group, `ogs_rc` time
//! divided by `ours` time (and `ogs_rc2` by `ours`) is how many times faster the engine is,
//! above 1 when it wins. `ogs` has two sparse-space solvers, `RCSolver` (one common class)
//! and `RC2Solver` (a class per parity of tokens taken): both are measured, and the ratio
//! that counts is against the faster.
//!
//! The runs of Officers and Grundy's game are seconds long, so their groups take ten samples
//! of one run each (flat sampling) after a one-run warm-up; criterion warns that it cannot
//! finish in the target time and says what it would need, which is expected. The runs of
//! 0.16 are shorter and get a second of warm-up and a few runs a sample. Every result is
//! checked off the clock (the period found, the values against the engine's, the first
//! values of Grundy's game against OEIS A002188), with `iter_custom`, which also leaves the
//! result's deallocation off the clock.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group,
    criterion_main, measurement::WallTime,
};
use impartial::prelude::*;

/// Grundy's game, heaps 0 to 104: the data section of OEIS A002188, "Sprague-Grundy values
/// for Grundy's game" (<https://oeis.org/A002188>).
const A002188: [u64; 105] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
];

/// The period of 0.16 (A. Flammenkamp's table of octal games; `ogs` finds it too).
const PERIOD_0_16: Period = Period {
    preperiod: 105_351,
    period: 149_459,
};

/// Set to run Grundy's game to 2^22 heaps as well.
const LONG_BENCHES: &str = "IMPARTIAL_LONG_BENCHES";

/// The time of `iters` runs of `compute`; `check` looks at each result, and the result is
/// dropped, off the clock.
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

/// A group for runs of seconds: ten samples of one run, after a warm-up of one run.
fn long_runs<'a>(
    c: &'a mut Criterion,
    name: &str,
    measurement: Duration,
) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(measurement);
    group
}

/// The values of heaps `0..heaps` of `game` by an `ogs` solver, and when `certify` its
/// `period()` of them, as one timed run.
fn ogs_run<S: ogs::Solver<Stats = ()>>(
    game: &ogs::Game,
    heaps: usize,
    certify: bool,
) -> (S, Option<(usize, usize)>) {
    let mut solver = S::with_capacity(game.clone(), heaps);
    for _ in 0..heaps {
        solver.next();
    }
    let period = if certify { solver.period() } else { None };
    (solver, period)
}

/// Benchmarks one `ogs` solver as `name`; `check` gets its values and period off the clock.
fn bench_ogs_solver<S: ogs::Solver<Stats = ()>>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    (game, heaps, certify): (&ogs::Game, usize, bool),
    check: &impl Fn(&[u16], Option<(usize, usize)>),
) {
    group.bench_function(name, |b| {
        b.iter_custom(|iters| {
            timed(
                iters,
                || ogs_run::<S>(game, heaps, certify),
                |(solver, period)| check(solver.nimbers(), *period),
            )
        });
    });
}

/// Benchmarks `ogs`'s `RCSolver` (as `ogs_rc`) and `RC2Solver` (as `ogs_rc2`) on heaps
/// `0..heaps` of `code`, calling `period()` at the end when `certify`.
fn bench_ogs(
    group: &mut BenchmarkGroup<'_, WallTime>,
    code: &str,
    heaps: usize,
    certify: bool,
    check: impl Fn(&[u16], Option<(usize, usize)>),
) {
    let game: ogs::Game = code.parse().expect("an octal code ogs reads");
    let run = (&game, heaps, certify);
    bench_ogs_solver::<ogs::RCSolver<true, ()>>(group, "ogs_rc", run, &check);
    bench_ogs_solver::<ogs::RC2Solver<true, ()>>(group, "ogs_rc2", run, &check);
}

fn certify_0_16(c: &mut Criterion) {
    let game = TakeAndBreak::new("0.16").expect("a valid code");
    let limit = 1 << 20;
    let heaps = game.nim_sequence(limit).expect("fits in memory").len();
    let mut group = long_runs(c, "certify_0.16", Duration::from_secs(4));
    group
        .warm_up_time(Duration::from_secs(1))
        .throughput(Throughput::Elements(heaps));
    group.bench_function("ours", |b| {
        b.iter_custom(|iters| {
            timed(
                iters,
                || game.nim_sequence(black_box(limit)),
                |values| {
                    let values = values.as_ref().expect("fits in memory");
                    assert_eq!((values.len(), values.period()), (heaps, Some(PERIOD_0_16)));
                },
            )
        });
    });
    let period = (PERIOD_0_16.preperiod as usize, PERIOD_0_16.period as usize);
    bench_ogs(
        &mut group,
        "0.16",
        heaps as usize,
        true,
        |nimbers, found| {
            assert_eq!((nimbers.len(), found), (heaps as usize, Some(period)));
        },
    );
    group.finish();
}

fn officers(c: &mut Criterion) {
    let game = TakeAndBreak::officers();
    let heaps: u64 = 1 << 20;
    let reference: Vec<u64> = game
        .nim_sequence(heaps)
        .expect("fits in memory")
        .values()
        .collect();
    assert_eq!(reference.len() as u64, heaps, "no period is known");
    let mut group = long_runs(c, "officers_2^20", Duration::from_secs(10));
    group.throughput(Throughput::Elements(heaps));
    group.bench_function("ours", |b| {
        b.iter_custom(|iters| {
            timed(
                iters,
                || game.nim_sequence(black_box(heaps)),
                |values| {
                    let values = values.as_ref().expect("fits in memory");
                    assert!(values.values().eq(reference.iter().copied()));
                },
            )
        });
    });
    bench_ogs(&mut group, "0.6", heaps as usize, false, |nimbers, _| {
        assert!(
            nimbers
                .iter()
                .map(|&v| u64::from(v))
                .eq(reference.iter().copied()),
            "ogs and the engine disagree on 0.6"
        );
    });
    group.finish();
}

/// Grundy's game alone: `ogs` reads octal codes, whose splits may be equal, and cannot
/// express the rule that the two heaps differ.
fn grundys_game(c: &mut Criterion) {
    let game = TakeAndBreak::grundys_game();
    let mut sizes = vec![1u64 << 20];
    if std::env::var_os(LONG_BENCHES).is_some() {
        sizes.push(1 << 22);
    }
    let mut group = long_runs(c, "grundys_game", Duration::from_secs(10));
    let mut held = Vec::new();
    for heaps in sizes {
        let mut last = None;
        group.throughput(Throughput::Elements(heaps));
        group.bench_with_input(BenchmarkId::new("ours", heaps), &heaps, |b, &heaps| {
            b.iter_custom(|iters| {
                timed(
                    iters,
                    || game.nim_sequence(black_box(heaps)),
                    |values| {
                        let values = values.as_ref().expect("fits in memory");
                        assert_eq!(values.len(), heaps);
                        assert!(values.values().take(A002188.len()).eq(A002188));
                        last = Some((values.bytes_per_value(), values.largest_value()));
                    },
                )
            });
        });
        if let Some(memory) = last {
            held.push((heaps, memory));
        }
    }
    group.finish();
    // The peak memory is the values, one per heap, plus the engine's working state: the
    // lists of rare heaps (one `usize` each) and a histogram of values, at most 2^16 counts.
    for (heaps, (bytes_per_value, largest)) in held {
        println!(
            "grundys_game: {heaps} values of {bytes_per_value} bytes hold {} KiB; largest \
             value {largest}, so the histogram holds at most {} counts",
            heaps * bytes_per_value as u64 / 1024,
            2u64 << (u64::BITS - largest.leading_zeros()),
        );
    }
}

criterion_group!(benches, certify_0_16, officers, grundys_game);
criterion_main!(benches);
