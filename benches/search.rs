//! The generic search: positions solved per second on the longest possible line of play
//! (one heap, take exactly one stone) and on Nim, where every position has many moves, with
//! positions solved whole (`search`); what splitting positions into parts and storing them
//! up to symmetry saves on the same starts (`search_split`); and Grundy values of Grundy's
//! game heaps by the search beside the peer crate `igs` (`grundys_game_values`).
//!
//! `cargo bench --bench search`

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use igs::game::DecomposableGame;
use impartial::prelude::*;

/// Solves `position` with a fresh search from `make` each iteration, counting the positions
/// it solves.
fn bench_fresh_solve<G: Game>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: BenchmarkId,
    make: impl Fn() -> Search<G>,
    position: &G::Position,
) {
    let solved = {
        let search = make();
        let _ = search.outcome(position);
        search.solved_positions()
    };
    group.throughput(Throughput::Elements(solved as u64));
    // Creating an empty search allocates nothing; dropping it is part of the cost.
    group.bench_function(id, |b| {
        b.iter(|| {
            let search = make();
            black_box(search.outcome(black_box(position)));
        });
    });
}

/// A search that solves every position whole and stores it as it is.
fn plain<G: Game>(game: G) -> Search<G> {
    Search::new(game).without_decomposition().without_symmetry()
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
        || plain(Subtraction::bash(1).expect("k > 0")),
        &1_000_000,
    );
    for heaps in [vec![7u64; 4], vec![15; 4]] {
        bench_fresh_solve(
            &mut group,
            BenchmarkId::new("nim", format!("{heaps:?}")),
            || plain(Nim::normal()),
            &heaps,
        );
    }
    group.finish();
}

/// The same starts with a search that splits and uses symmetry, beside the plain one: time
/// per solve (the positions solved differ, so the throughput is one solve).
fn split_against_plain(c: &mut Criterion) {
    let mut group = c.benchmark_group("search_split");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .throughput(Throughput::Elements(1));
    let heaps = vec![15u64; 4];
    group.bench_function("nim_[15;4]/plain", |b| {
        b.iter(|| black_box(plain(Nim::normal()).outcome(black_box(&heaps))));
    });
    group.bench_function("nim_[15;4]/split", |b| {
        b.iter(|| black_box(Search::new(Nim::normal()).outcome(black_box(&heaps))));
    });
    let rows = vec![9u64, 8, 7];
    group.bench_function("kayles_[9,8,7]/plain", |b| {
        b.iter(|| black_box(plain(Kayles::new()).grundy(black_box(&rows))));
    });
    group.bench_function("kayles_[9,8,7]/split", |b| {
        b.iter(|| black_box(Search::new(Kayles::new()).grundy(black_box(&rows))));
    });
    group.finish();
}

/// The Grundy values of Grundy's game heaps `1..=n`, each by a fresh solver of ours (a
/// `Search` that splits positions into their heaps) and of `igs` (its default solver, which
/// splits them too); the values are compared off the clock.
fn grundys_game_against_igs(c: &mut Criterion) {
    let mut group = c.benchmark_group("grundys_game_values");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .sample_size(10);
    for n in [100u16, 400] {
        let ours = |n: u16| {
            let search = Search::new(GrundyGame::new());
            (1..=u64::from(n))
                .map(|heap| search.grundy(&vec![heap]))
                .collect::<Vec<u64>>()
        };
        let peer = |n: u16| {
            let game = igs::games::grundy_game::GrundyGame(n);
            let mut solver = game.solver();
            // igs numbers a heap of h as the position h − 2 (heaps of 1 and 2 cannot move).
            (1..=n)
                .map(|heap| u64::from(solver.nimber_of_component(heap.saturating_sub(2))))
                .collect::<Vec<u64>>()
        };
        assert_eq!(ours(n), peer(n), "the values of heaps 1..={n}");
        group.throughput(Throughput::Elements(u64::from(n)));
        group.bench_with_input(BenchmarkId::new("ours", n), &n, |b, &n| {
            b.iter(|| black_box(ours(n)));
        });
        group.bench_with_input(BenchmarkId::new("igs", n), &n, |b, &n| {
            b.iter(|| black_box(peer(n)));
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    positions_solved_per_second,
    split_against_plain,
    grundys_game_against_igs
);
criterion_main!(benches);
