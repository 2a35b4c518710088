//! Each closed form against the generic search on the same positions, in one group per game,
//! so the speed-up is a ratio taken in one run.
//!
//! `cargo bench --bench closed_forms`

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use impartial::prelude::*;
use proptest::prelude::RngCore;
use proptest::test_runner::{RngAlgorithm, TestRng};

/// Benchmarks the outcome of every one of `positions`, by `game`'s closed form and by a
/// fresh `Search`, in one group named `name`.
fn closed_form_against_search<G>(c: &mut Criterion, name: &str, game: &G, positions: &[G::Position])
where
    G: Game + Solver<G> + Clone,
{
    let mut group = c.benchmark_group(name);
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("closed_form", |b| {
        b.iter(|| {
            for position in positions {
                black_box(game.outcome(black_box(position)));
            }
        });
    });
    group.bench_function("search", |b| {
        b.iter(|| {
            let search = Search::new(game.clone());
            for position in positions {
                black_box(search.outcome(black_box(position)));
            }
        });
    });
    group.finish();
}

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

fn nim(c: &mut Criterion) {
    let positions = every_nim_position(4, 7);
    closed_form_against_search(c, "nim_outcome", &Nim::normal(), &positions);
    closed_form_against_search(c, "misere_nim_outcome", &Nim::misere(), &positions);
}

fn subtraction(c: &mut Criterion) {
    let heaps: Vec<u64> = (0..10_000).collect();
    let game = Subtraction::new(&[1, 3, 4]).expect("a valid set");
    closed_form_against_search(c, "subtraction_1_3_4_outcome", &game, &heaps);
    let bash = Subtraction::bash(10).expect("k > 0");
    closed_form_against_search(c, "bash_10_outcome", &bash, &heaps);
}

fn fibonacci(c: &mut Criterion) {
    let positions: Vec<FibPosition> = (0..=100)
        .flat_map(|heap| (0..=100).map(move |max_take| FibPosition { heap, max_take }))
        .collect();
    closed_form_against_search(c, "fibonacci_nim_outcome", &FibonacciNim::new(), &positions);
}

/// The textbook formula in floating point: lost iff the smaller heap is ⌊dφ⌋. Fast, and
/// wrong from d = F(40) = 102,334,155 on.
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss
)]
fn wythoff_loss_by_f64((first, second): (u64, u64)) -> bool {
    let phi = f64::midpoint(1.0, 5f64.sqrt());
    let (low, high) = (first.min(second), first.max(second));
    ((high - low) as f64 * phi).floor() as u64 == low
}

fn wythoff(c: &mut Criterion) {
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let random: Vec<(u64, u64)> = (0..4096)
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    let game = Wythoff::normal();
    let mut group = c.benchmark_group("wythoff_outcome_random_u64");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(random.len() as u64));
    group.bench_function("closed_form", |b| {
        b.iter(|| {
            for position in &random {
                black_box(game.outcome(black_box(position)));
            }
        });
    });
    group.bench_function("naive_f64", |b| {
        b.iter(|| {
            for &position in &random {
                black_box(wythoff_loss_by_f64(black_box(position)));
            }
        });
    });
    group.finish();

    let board: Vec<(u64, u64)> = (0..=40)
        .flat_map(|first| (0..=40).map(move |second| (first, second)))
        .collect();
    closed_form_against_search(c, "wythoff_outcome_40x40", &game, &board);
    closed_form_against_search(
        c,
        "misere_wythoff_outcome_40x40",
        &Wythoff::misere(),
        &board,
    );
}

fn parity_and_die(c: &mut Criterion) {
    let holdings = [(false, false), (false, true), (true, false), (true, true)];
    let positions: Vec<ParityPosition> = (0..2500)
        .flat_map(|remaining| {
            holdings.map(|(mover_odd, opponent_odd)| ParityPosition {
                remaining,
                mover_odd,
                opponent_odd,
            })
        })
        .collect();
    let game = Parity::even_wins(4).expect("k > 0");
    closed_form_against_search(c, "parity_even_wins_4_outcome", &game, &positions);

    let positions: Vec<DiePosition> = (0..1500)
        .flat_map(|remaining| {
            (1..=6)
                .map(move |top| Die::position(remaining, top).expect("a face"))
                .chain([Die::start(remaining)])
        })
        .collect();
    closed_form_against_search(c, "die_outcome", &Die::new(), &positions);
}

fn kayles(c: &mut Criterion) {
    let mut group = c.benchmark_group("kayles_row_values");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(100_000));
    group.bench_function("closed_form_0_to_100000", |b| {
        b.iter(|| {
            for length in 0..100_000u64 {
                black_box(Kayles::row_value(black_box(length)));
            }
        });
    });
    group.finish();
}

/// A full solve of the 4×4 square from the start, with a fresh solver each time.
fn tac_tix(c: &mut Criterion) {
    let mut group = c.benchmark_group("tac_tix_4x4_full_solve");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sample_size(20);
    for game in [TacTix::square(), TacTix::square().misere()] {
        let name = format!("{:?}", game.convention()).to_lowercase();
        let reduced = TacTixSolver::new(game);
        let _ = reduced.outcome(&game.start());
        group.throughput(Throughput::Elements(reduced.solved_positions() as u64));
        group.bench_function(format!("up_to_symmetry_{name}"), |b| {
            b.iter(|| black_box(TacTixSolver::new(game).outcome(&game.start())));
        });
        let plain = Search::new(game);
        let _ = plain.outcome(&game.start());
        group.throughput(Throughput::Elements(plain.solved_positions() as u64));
        group.bench_function(format!("plain_search_{name}"), |b| {
            b.iter(|| black_box(Search::new(game).outcome(&game.start())));
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    nim,
    subtraction,
    fibonacci,
    wythoff,
    parity_and_die,
    kayles,
    tac_tix
);
criterion_main!(benches);
