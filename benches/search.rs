//! Positions the generic search solves per second: on the longest possible line of play
//! (one heap, take exactly one stone), and on Nim, where every position has many moves.
//!
//! `cargo bench --bench search`

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use impartial::prelude::*;

/// Solves `position` with a fresh search each iteration, counting the positions it solves.
fn bench_fresh_solve<G: Game + Clone>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: BenchmarkId,
    game: &G,
    position: &G::Position,
) {
    let solved = {
        let search = Search::new(game.clone());
        let _ = search.outcome(position);
        search.solved_positions()
    };
    group.throughput(Throughput::Elements(solved as u64));
    // Creating an empty search allocates nothing; dropping it is part of the cost.
    group.bench_function(id, |b| {
        b.iter(|| {
            let search = Search::new(game.clone());
            black_box(search.outcome(black_box(position)));
        });
    });
}

fn positions_solved_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .sample_size(20);
    bench_fresh_solve(
        &mut group,
        BenchmarkId::new("deep_chain", 1_000_000),
        &Subtraction::bash(1).expect("k > 0"),
        &1_000_000,
    );
    for heaps in [vec![7u64; 4], vec![15; 4]] {
        bench_fresh_solve(
            &mut group,
            BenchmarkId::new("nim", format!("{heaps:?}")),
            &Nim::normal(),
            &heaps,
        );
    }
    group.finish();
}

criterion_group!(benches, positions_solved_per_second);
criterion_main!(benches);
