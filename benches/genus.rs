//! The genus of each heap `0..n`, each run from scratch, one group per method:
//!
//! - `kayles_genus`: Kayles (0.77) by the search over sums of heaps, for 30, 40 and 50
//!   heaps (60 with `IMPARTIAL_LONG_BENCHES=1`). The issue's goal was 1,000 heaps; the
//!   search is exponential in the heap, and the quotient that keeps misère values passes
//!   its bound for Kayles, so the group stops where a run still takes about a second.
//! - `genus_by_quotient`: 0.75 and 0.71 to 1,000 and 100,000 heaps, read off the quotient
//!   that keeps misère values (orders 8 and 36 there), certified periodic.
//!
//! ```text
//! cargo bench -p impartial-benches --bench genus
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
                        .misere()
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

fn genus_by_quotient(c: &mut Criterion) {
    let mut group = c.benchmark_group("genus_by_quotient");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    for code in ["0.75", "0.71"] {
        let game = TakeAndBreak::new(code).expect("a code").misere();
        for heaps in [1_000u64, 100_000] {
            group.throughput(Throughput::Elements(heaps));
            group.bench_function(BenchmarkId::new(code, heaps), |b| {
                b.iter_custom(|runs| {
                    let mut spent = Duration::ZERO;
                    for _ in 0..runs {
                        let start = Instant::now();
                        let genera = game.genus_sequence(black_box(heaps)).expect("genera");
                        spent += start.elapsed();
                        let values = game.normal_play().nim_sequence(heaps).expect("values");
                        let normal = (0..heaps).map(|heap| values.value(heap));
                        assert!(genera.iter().map(|genus| Some(genus.normal())).eq(normal));
                    }
                    spent
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, kayles_genus, genus_by_quotient);
criterion_main!(benches);
