//! Each closed form against the generic search on the same positions, in one group per game,
//! so the speed-up is a ratio taken in one run; and Wythoff's exact test against the textbook
//! floating-point formula, on data no cache or branch predictor has learned.
//!
//! `cargo bench -p impartial-benches --bench closed_forms`

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use impartial::games::wythoff;
use impartial::prelude::*;
use impartial::search::{Hooks, Play};
use impartial::zeckendorf::Zeckendorf;
use proptest::test_runner::{RngAlgorithm, TestRng};
use rand::Rng;
use rand::seq::SliceRandom;

/// The size of the fresh sets: 1 Mi positions, far more outcomes than a branch predictor can
/// learn; 1 Mi Wythoff positions take 16 MiB, sixteen times the L2 cache of a core of the
/// machine BENCHMARKS.md names.
const FRESH: usize = 1 << 20;

/// Benchmarks the outcome of every one of `positions`, by `game`'s closed form and by a
/// fresh `Search`, in one group named `name`; and by the closed form on 1 Mi of them drawn at random, so that
/// no branch predictor learns the order (`closed_form_random_order`).
fn closed_form_against_search<G, P>(
    c: &mut Criterion,
    name: &str,
    game: &G,
    positions: &[G::Position],
) where
    G: Hooks<P> + Solver<G> + Clone,
    P: Play,
{
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let drawn: Vec<&G::Position> = (0..FRESH)
        .map(|_| &positions[rng.random_range(0..positions.len())])
        .collect();
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
            // Whole positions, as stored: the search these figures have always measured.
            let search = Search::new(game.clone())
                .without_decomposition()
                .without_symmetry();
            for position in positions {
                black_box(search.outcome(black_box(position)));
            }
        });
    });
    group.throughput(Throughput::Elements(FRESH as u64));
    group.bench_function("closed_form_random_order", |b| {
        b.iter(|| {
            for &position in &drawn {
                black_box(game.outcome(black_box(position)));
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

/// The textbook formula in floating point: lost iff the smaller heap is ⌊dφ⌋. Wrong from
/// d = F(40) = 102,334,155 on.
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

/// The last `k` whose losing pair of Wythoff's game fits in a `u64`.
const WYTHOFF_LAST_K: u64 = 7_046_029_254_386_353_130;

/// Asks the exact outcome of each of `positions`: the loop every `exact` benchmark times.
fn ask_exact<'a>(game: Wythoff, positions: impl Iterator<Item = &'a (u64, u64)>) {
    for position in positions {
        black_box(game.outcome(black_box(position)));
    }
}

/// Asks the `f64` formula about each of `positions`: the loop every `f64_formula` benchmark
/// times.
fn ask_f64_formula<'a>(positions: impl Iterator<Item = &'a (u64, u64)>) {
    for &position in positions {
        black_box(wythoff_loss_by_f64(black_box(position)));
    }
}

/// A group named `name` for Wythoff's outcome on `count` positions a pass.
fn wythoff_group<'c>(
    c: &'c mut Criterion,
    name: &str,
    count: usize,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(count as u64));
    group
}

/// The exact outcome against the textbook `f64` formula, on the `count` positions that
/// `visit` yields, in one group named `name`.
fn wythoff_against_f64<'a, I>(c: &mut Criterion, name: &str, count: usize, visit: impl Fn() -> I)
where
    I: Iterator<Item = &'a (u64, u64)>,
{
    let game = Wythoff::normal();
    let mut group = wythoff_group(c, name, count);
    group.bench_function("exact", |b| b.iter(|| ask_exact(game, visit())));
    group.bench_function("f64_formula", |b| b.iter(|| ask_f64_formula(visit())));
    group.finish();
}

/// The time `ask` takes over `passes` passes, each on a new set of random pairs drawn from
/// `sets` into `positions` before the pass starts, off the clock.
fn time_on_new_sets(
    sets: &mut TestRng,
    positions: &mut [(u64, u64)],
    passes: u64,
    ask: impl Fn(&[(u64, u64)]),
) -> Duration {
    let mut timed = Duration::ZERO;
    for _ in 0..passes {
        positions.fill_with(|| sets.random());
        let start = Instant::now();
        ask(positions);
        timed += start.elapsed();
    }
    timed
}

/// The exact outcome against the textbook `f64` formula, in one group named `name`, each
/// timed pass on `count` random pairs that no pass has seen: a new set is drawn before every
/// pass, off the clock, into a buffer of `count` pairs that each function keeps. Both
/// functions draw from copies of `sets`, so they see the same sets in the same order.
fn wythoff_against_f64_on_new_sets(c: &mut Criterion, name: &str, count: usize, sets: &TestRng) {
    let game = Wythoff::normal();
    let mut group = wythoff_group(c, name, count);
    let (mut exact_sets, mut exact_positions) = (sets.clone(), vec![(0, 0); count]);
    group.bench_function("exact", |b| {
        b.iter_custom(|passes| {
            time_on_new_sets(&mut exact_sets, &mut exact_positions, passes, |positions| {
                ask_exact(game, positions.iter());
            })
        });
    });
    let (mut f64_sets, mut f64_positions) = (sets.clone(), vec![(0, 0); count]);
    group.bench_function("f64_formula", |b| {
        b.iter_custom(|passes| {
            time_on_new_sets(&mut f64_sets, &mut f64_positions, passes, |positions| {
                ask_f64_formula(positions.iter());
            })
        });
    });
    group.finish();
}

/// `count` positions in a random order: losing pairs `(a_k, b_k)` with `k` random up to the
/// last that fits, and their neighbours `(a_k ± 1, b_k)` and `(a_k, b_k ± 1)`, each with its
/// heaps in a random order.
///
/// The `f64` formula is wrong on 211,359 of the 1,048,576 positions the bench makes (counted
/// once, outside the timing): it calls 208,923 of the 209,716 losing pairs wins, and 2,436 of
/// their neighbours losses.
fn wythoff_losing_and_neighbours(rng: &mut TestRng, count: usize) -> Vec<(u64, u64)> {
    let mut positions = Vec::with_capacity(count);
    while positions.len() < count {
        let k = rng.random_range(1..=WYTHOFF_LAST_K);
        let (a, b) = wythoff::pair(k).expect("k fits");
        let around = [
            Some((a, b)),
            a.checked_sub(1).map(|a| (a, b)),
            a.checked_add(1).map(|a| (a, b)),
            b.checked_sub(1).map(|b| (a, b)),
            b.checked_add(1).map(|b| (a, b)),
        ];
        for (first, second) in around.into_iter().flatten() {
            positions.push(if rng.random() {
                (first, second)
            } else {
                (second, first)
            });
        }
    }
    positions.truncate(count);
    positions.shuffle(rng);
    positions
}

/// The old texts' rule for the partner of a heap, in Zeckendorf digits: how `partner` worked
/// before its fixed-point form.
fn partner_by_zeckendorf(n: u64) -> Option<u64> {
    let digits = Zeckendorf::of(n);
    match digits.trailing_zeros() {
        None => Some(0),
        Some(zeros) if zeros % 2 == 0 => digits.shift_left()?.value(),
        Some(_) => digits.shift_right()?.value(),
    }
}

/// The partner of each first heap of `positions`, by the fixed point and by Zeckendorf digits,
/// and a winning move from each position.
fn wythoff_moves(c: &mut Criterion, positions: &[(u64, u64)]) {
    let game = Wythoff::normal();
    let mut group = c.benchmark_group("wythoff_moves_1Mi_random");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("partner", |b| {
        b.iter(|| {
            for &(heap, _) in positions {
                black_box(wythoff::partner(black_box(heap)));
            }
        });
    });
    group.bench_function("partner_by_zeckendorf", |b| {
        b.iter(|| {
            for &(heap, _) in positions {
                black_box(partner_by_zeckendorf(black_box(heap)));
            }
        });
    });
    group.bench_function("winning_move", |b| {
        b.iter(|| {
            for position in positions {
                black_box(game.winning_move(black_box(position)));
            }
        });
    });
    group.finish();
}

/// The seed of the new sets of `1Mi_new_each_iteration`: a generator of their own, so that
/// the other sets stay the ones BENCHMARKS.md counts, and the new sets are not those again.
const NEW_SETS_SEED: &[u8; 32] = b"wythoff: a new set for each pass";

/// Wythoff's exact outcome against the `f64` formula, on five sets:
///
/// - `4Ki_repeated`: 4,096 random pairs, asked in the same order every pass, so that the
///   branch predictor and the L1 cache learn them: the flattering setup, kept to compare;
/// - `1Mi_random`: 1 Mi random `u64` pairs, read in order, each pass a stream from memory;
/// - `1Mi_new_each_iteration`: 1 Mi random `u64` pairs, read in order, a new set for every
///   timed pass, drawn before it off the clock: data no pass has seen, though just written, so
///   much of it is still in the last-level cache;
/// - `1Mi_losing_and_neighbours`: the same number of losing pairs and their neighbours, in a
///   random order;
/// - `1Mi_random_scattered`: the random pairs visited in a random permutation, so that every
///   position is a cache miss, as when the positions are scattered in memory.
fn wythoff(c: &mut Criterion) {
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let repeated: Vec<(u64, u64)> = (0..4096).map(|_| rng.random()).collect();
    wythoff_against_f64(c, "wythoff_outcome_4Ki_repeated", repeated.len(), || {
        repeated.iter()
    });

    let random: Vec<(u64, u64)> = (0..FRESH).map(|_| rng.random()).collect();
    wythoff_against_f64(c, "wythoff_outcome_1Mi_random", FRESH, || random.iter());

    let new_sets = TestRng::from_seed(RngAlgorithm::ChaCha, NEW_SETS_SEED);
    wythoff_against_f64_on_new_sets(
        c,
        "wythoff_outcome_1Mi_new_each_iteration",
        FRESH,
        &new_sets,
    );

    let losing = wythoff_losing_and_neighbours(&mut rng, FRESH);
    wythoff_against_f64(
        c,
        "wythoff_outcome_1Mi_losing_and_neighbours",
        FRESH,
        || losing.iter(),
    );

    let mut order: Vec<u32> = (0..FRESH as u32).collect();
    order.shuffle(&mut rng);
    wythoff_against_f64(c, "wythoff_outcome_1Mi_random_scattered", FRESH, || {
        order.iter().map(|&i| &random[i as usize])
    });

    wythoff_moves(c, &random);

    let game = Wythoff::normal();
    let board: Vec<(u64, u64)> = (0..=40)
        .flat_map(|first| (0..=40).map(move |second| (first, second)))
        .collect();
    closed_form_against_search(c, "wythoff_outcome_40x40", &game, &board);
    closed_form_against_search(
        c,
        "misere_wythoff_outcome_40x40",
        &Wythoff::normal().misere(),
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

/// Kayles row values from the certified table: every length from 0 to 99,999 in order, and
/// 1 Mi random `u64` lengths, whose reduction modulo the period is a full-width division.
fn kayles(c: &mut Criterion) {
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let random: Vec<u64> = (0..FRESH).map(|_| rng.random()).collect();
    let kayles = Kayles::new();
    // One row, its length written over: the position's value is the row's.
    let mut row = vec![0];
    let mut group = c.benchmark_group("kayles_row_values");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(100_000));
    group.bench_function("closed_form_0_to_100000", |b| {
        b.iter(|| {
            for length in 0..100_000u64 {
                row[0] = black_box(length);
                black_box(kayles.grundy(&row));
            }
        });
    });
    group.throughput(Throughput::Elements(FRESH as u64));
    group.bench_function("closed_form_1Mi_random_u64", |b| {
        b.iter(|| {
            for &length in &random {
                row[0] = black_box(length);
                black_box(kayles.grundy(&row));
            }
        });
    });
    group.finish();
}

/// A full solve of the 4×4 square from the start, with a fresh solver each time.
/// The full square of `game` solved up to symmetry and plainly, in `group`.
fn tac_tix_full_solve<G, P>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    game: G,
    name: &str,
) where
    G: Hooks<P, Position = u16> + Copy,
    P: Play,
{
    let start = TacTix::square().start();
    let reduced = Search::new(game);
    let _ = reduced.outcome(&start);
    group.throughput(Throughput::Elements(reduced.solved_positions() as u64));
    group.bench_function(format!("up_to_symmetry_{name}"), |b| {
        b.iter(|| black_box(Search::new(game).outcome(&start)));
    });
    let plain = Search::new(game).without_symmetry();
    let _ = plain.outcome(&start);
    group.throughput(Throughput::Elements(plain.solved_positions() as u64));
    group.bench_function(format!("plain_search_{name}"), |b| {
        b.iter(|| black_box(Search::new(game).without_symmetry().outcome(&start)));
    });
}

fn tac_tix(c: &mut Criterion) {
    let mut group = c.benchmark_group("tac_tix_4x4_full_solve");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sample_size(20);
    tac_tix_full_solve(&mut group, TacTix::square(), "normal");
    tac_tix_full_solve(&mut group, TacTix::square().misere(), "misere");
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
