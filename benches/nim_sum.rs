//! The nim-sum core against the memory-read roofline: a plain wrapping sum over the same
//! heaps, in the same group, so the ratio is taken in one run. Once on one position of many
//! heaps, asked again and again (`nim_sum`), and once on many positions of a few heaps, each
//! asked once per pass (`nim_1Mi_positions_of_8_heaps`).
//!
//! `cargo bench -p impartial-benches --bench nim_sum`

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use impartial::nim_sum;
use impartial::prelude::*;
use proptest::prelude::RngCore;
use proptest::test_runner::{RngAlgorithm, TestRng};

/// The baseline: one add per heap, the least any pass over the heaps can do.
///
/// Written with the same eight lanes as `nim_sum`: a plain fold compiles to a loop whose
/// speed, on the machine BENCHMARKS.md names, changed twofold with its alignment in the
/// binary, which would make the ratio a measure of luck.
fn wrapping_sum(heaps: &[u64]) -> u64 {
    const LANES: usize = 8;
    let mut lanes = [0u64; LANES];
    let mut chunks = heaps.chunks_exact(LANES);
    for chunk in &mut chunks {
        for (lane, &heap) in lanes.iter_mut().zip(chunk) {
            *lane = lane.wrapping_add(heap);
        }
    }
    lanes
        .iter()
        .chain(chunks.remainder())
        .fold(0, |sum, &heap| sum.wrapping_add(heap))
}

fn nim_sum_against_plain_sum(c: &mut Criterion) {
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let mut group = c.benchmark_group("nim_sum");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for size in [1usize << 10, 1 << 16, 1 << 20, 1 << 24] {
        let heaps: Vec<u64> = (0..size).map(|_| rng.next_u64()).collect();
        group.throughput(Throughput::Bytes(size as u64 * 8));
        group.sample_size(if size >= 1 << 20 { 20 } else { 100 });
        group.bench_with_input(
            BenchmarkId::new("wrapping_sum", size),
            &heaps,
            |b, heaps| {
                b.iter(|| wrapping_sum(black_box(heaps)));
            },
        );
        group.bench_with_input(BenchmarkId::new("nim_sum", size), &heaps, |b, heaps| {
            b.iter(|| nim_sum(black_box(heaps)));
        });
        group.bench_with_input(
            BenchmarkId::new("winning_move_normal", size),
            &heaps,
            |b, heaps| b.iter(|| Nim::normal().winning_move(black_box(heaps))),
        );
        group.bench_with_input(
            BenchmarkId::new("winning_move_misere", size),
            &heaps,
            |b, heaps| b.iter(|| Nim::misere().winning_move(black_box(heaps))),
        );
    }
    group.finish();
}

/// Many positions of a few heaps, as a program that meets many positions has them: 1 Mi
/// positions of 8 random heaps, each its own `Vec`, read in order. They take 88 MiB, more than
/// the L3 cache, and where the scan for a winning move stops is new for every position, so
/// neither the caches nor the branch predictor learn them between passes.
fn many_small_positions(c: &mut Criterion) {
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let positions: Vec<Vec<u64>> = (0..1 << 20)
        .map(|_| (0..8).map(|_| rng.next_u64()).collect())
        .collect();
    let mut group = c.benchmark_group("nim_1Mi_positions_of_8_heaps");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("wrapping_sum", |b| {
        b.iter(|| {
            for heaps in &positions {
                black_box(wrapping_sum(black_box(heaps)));
            }
        });
    });
    group.bench_function("nim_sum", |b| {
        b.iter(|| {
            for heaps in &positions {
                black_box(nim_sum(black_box(heaps)));
            }
        });
    });
    group.bench_function("winning_move_normal", |b| {
        b.iter(|| {
            for heaps in &positions {
                black_box(Nim::normal().winning_move(black_box(heaps)));
            }
        });
    });
    group.bench_function("winning_move_misere", |b| {
        b.iter(|| {
            for heaps in &positions {
                black_box(Nim::misere().winning_move(black_box(heaps)));
            }
        });
    });
    group.finish();
}

criterion_group!(benches, nim_sum_against_plain_sum, many_small_positions);
criterion_main!(benches);
