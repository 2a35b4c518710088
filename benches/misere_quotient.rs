//! Misère quotients of take-and-break games (issue 29, point 6), one group:
//!
//! * `0.75`: the quotient `R8` to its certified period (heap 21);
//! * `kayles`: misère Kayles' quotient to its certified period (heap 167: order 40);
//! * `dawsons_kayles_N`: misère Dawson's Kayles' partial quotient of heaps 0 to `N`, for
//!   `N` = 24, 25, 30 and 33 (orders 24, 144, 360 and 638).
//!
//! ```text
//! cargo bench -p impartial-benches --bench misere_quotient
//! ```
//!
//! The throughput is heaps per second; each result's order is checked.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use impartial::prelude::*;

fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere_quotient");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    for (name, code, limit, order) in [
        ("0.75", "0.75", 1000, 8),
        ("kayles", "0.77", 1000, 40),
        ("dawsons_kayles_24", "0.07", 24, 24),
        ("dawsons_kayles_25", "0.07", 25, 144),
        ("dawsons_kayles_30", "0.07", 30, 360),
        ("dawsons_kayles_33", "0.07", 33, 638),
    ] {
        let game = TakeAndBreak::new(code).expect("a code").misere();
        let heaps = game
            .misere_quotient(limit)
            .expect("a quotient")
            .known_heaps();
        group.throughput(Throughput::Elements(heaps));
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter_custom(|runs| {
                let mut total = Duration::ZERO;
                for _ in 0..runs {
                    let start = Instant::now();
                    let quotient = black_box(&game).misere_quotient(limit).expect("a quotient");
                    total += start.elapsed();
                    assert_eq!(quotient.order(), order, "{name}");
                }
                total
            });
        });
    }
    group.finish();
}

criterion_group!(benches, quotients);
criterion_main!(benches);
