//! The genus of each heap of Kayles (0.77), one group: heaps `0..n` for growing `n`, each
//! from scratch (no sum of heaps shared between runs).
//!
//! The issue's goal was 1,000 heaps; the search is exponential in the heap (it stores the
//! genus of every sum of heaps it meets, and a misère sum's genus does not follow from its
//! parts'), so the group stops where a run still takes about a second: 30, 40 and 50 heaps
//! (heap 70 takes seconds and 70 MB, heap 80 passes 2^20 sums). With
//! `IMPARTIAL_LONG_BENCHES=1` it measures 60 heaps too.
//!
//! ```text
//! cargo bench --bench genus
//! ```
//!
//! Reading the results: the throughput is heaps per second; it falls as `n` grows, which is
//! the exponential cost. Every result is checked off the clock (the first genera against
//! *Winning Ways*' Kayles table, the normal values against the nim-sequence).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use impartial::prelude::*;

/// Set to measure 60 heaps as well.
const LONG_BENCHES: &str = "IMPARTIAL_LONG_BENCHES";

fn check(genera: &[Genus]) {
    let first: Vec<String> = genera.iter().take(6).map(ToString::to_string).collect();
    assert_eq!(first, ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]);
    let values = TakeAndBreak::kayles()
        .nim_sequence(genera.len() as u64)
        .unwrap();
    assert!(genera.iter().map(Genus::normal).eq(values.values()));
}

fn kayles_genus(c: &mut Criterion) {
    let mut group = c.benchmark_group("kayles_genus");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    let mut sizes = vec![30, 40, 50];
    if std::env::var_os(LONG_BENCHES).is_some() {
        sizes.push(60);
    }
    for heaps in sizes {
        group.throughput(Throughput::Elements(heaps));
        group.bench_function(BenchmarkId::new("heaps", heaps), |b| {
            b.iter_custom(|runs| {
                let mut spent = Duration::ZERO;
                for _ in 0..runs {
                    let start = Instant::now();
                    let genera = TakeAndBreak::kayles()
                        .genus_sequence(black_box(heaps))
                        .unwrap();
                    spent += start.elapsed();
                    check(&genera);
                }
                spent
            });
        });
    }
    group.finish();
}

criterion_group!(benches, kayles_genus);
criterion_main!(benches);
