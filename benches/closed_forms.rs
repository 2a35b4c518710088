//! Each closed form against the generic search on the same positions, in one group per game,
//! so the speed-up is a ratio taken in one run.
//!
//! `cargo bench --bench closed_forms`

use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use impartial::prelude::*;

/// Every position of `heaps` heaps of up to `max_heap` stones.
fn every_nim_position(heaps: usize, max_heap: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut position = vec![0; heaps];
    loop {
        all.push(position.clone());
        let Some(i) = position.iter().position(|&h| h < max_heap) else {
            return all;
        };
        position[i] += 1;
        position[..i].fill(0);
    }
}

fn nim_closed_form_against_search(c: &mut Criterion) {
    let positions = every_nim_position(4, 7);
    let mut group = c.benchmark_group("nim_outcome");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(positions.len() as u64));
    for nim in [Nim::normal(), Nim::misere()] {
        let name = format!("{:?}", nim.convention()).to_lowercase();
        group.bench_function(format!("closed_form_{name}"), |b| {
            b.iter(|| {
                for heaps in &positions {
                    black_box(nim.outcome(black_box(heaps)));
                }
            });
        });
        group.bench_function(format!("search_{name}"), |b| {
            b.iter_batched(
                || Search::new(nim),
                |search| {
                    for heaps in &positions {
                        black_box(search.outcome(black_box(heaps)));
                    }
                    search
                },
                BatchSize::LargeInput,
            );
        });
    }
    group.finish();
}

criterion_group!(benches, nim_closed_form_against_search);
criterion_main!(benches);
