//! The loopy solver on ten million positions: positions solved per second, and the bytes it
//! keeps per position and per move.
//!
//! `cargo bench -p impartial-benches --bench loopy`
//!
//! Each benchmark solves a whole graph with a fresh `LoopySearch`: exploring it, the
//! retrograde analysis (outcomes and remoteness) and, for the values, the generalised
//! Sprague–Grundy labelling. Before the timings, each prints the solver's memory: its own
//! arrays and hash table, per position and per move, and the process's peak resident memory.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use impartial::prelude::*;

const POSITIONS: usize = 10_000_000;

/// A graph on `POSITIONS` vertices: vertex `v` moves to `v + 1` (so every vertex is reached
/// from 0, and the last has no moves) and to two vertices anywhere, picked by a fixed
/// xorshift generator: loops of every length.
fn random_graph() -> Digraph {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % POSITIONS as u64) as usize
    };
    let mut edges = Vec::with_capacity(3 * POSITIONS);
    for v in 0..POSITIONS {
        if v + 1 < POSITIONS {
            edges.push((v, v + 1));
        }
        edges.push((v, next()));
        edges.push((v, next()));
    }
    Digraph::new(POSITIONS, &edges).expect("edges within the graph")
}

/// The peak resident memory of this process, from Linux's `/proc/self/status`.
fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    Some(line.trim_start_matches("VmHWM:").trim().to_owned())
}

/// Solves `position` once with `solve`, prints the memory, and benchmarks solving afresh.
fn bench_solve<G: Game + Clone>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    game: &G,
    position: &G::Position,
    solve: fn(&LoopySearch<G>, &G::Position),
) {
    let search = LoopySearch::new(game.clone());
    solve(&search, position);
    let positions = search.explored_positions();
    let moves = search.explored_moves();
    let bytes = search.memory_bytes();
    // Hundredths of a byte, in integers: the counts are far below 2^52 anyway.
    let per = |total: usize| {
        let hundredths = total * 100 / positions;
        format!("{}.{:02}", hundredths / 100, hundredths % 100)
    };
    eprintln!(
        "{name}: {positions} positions, {moves} moves, {bytes} bytes kept: {} bytes a position, \
         or {} a position and 4 a move; peak resident memory so far {}",
        per(bytes),
        per(bytes - 4 * moves),
        peak_memory().unwrap_or_else(|| "unknown".into()),
    );
    drop(search);
    group.throughput(Throughput::Elements(positions as u64));
    group.bench_function(BenchmarkId::new(name, positions), |b| {
        b.iter(|| {
            let search = LoopySearch::new(game.clone());
            solve(&search, black_box(position));
        });
    });
}

fn outcomes<G: Game>(search: &LoopySearch<G>, position: &G::Position) {
    black_box(search.try_outcome(position).expect("within the limits"));
}

fn values<G: Game>(search: &LoopySearch<G>, position: &G::Position) {
    black_box(
        search
            .try_generalized_grundy(position)
            .expect("normal play, within the limits"),
    );
}

fn ten_million_positions(c: &mut Criterion) {
    let mut group = c.benchmark_group("loopy");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5));

    // Take 1, 3 or 4, put back 2, up to ten million stones: 4 moves a position.
    let cap = POSITIONS as u64 - 1;
    let put_back = PutBack::new(&[1, 3, 4], &[2], cap).expect("valid amounts");
    bench_solve(&mut group, "put_back_outcomes", &put_back, &cap, outcomes);
    bench_solve(&mut group, "put_back_values", &put_back, &cap, values);

    let graph = random_graph();
    let start = graph.vertex(0).expect("a vertex of the graph");
    bench_solve(
        &mut group,
        "random_digraph_outcomes",
        &graph,
        &start,
        outcomes,
    );
    bench_solve(&mut group, "random_digraph_values", &graph, &start, values);
    group.finish();
}

criterion_group!(benches, ten_million_positions);
criterion_main!(benches);
