//! Board games against `igs`: the value of an empty board solved from nothing, by this
//! crate's search and by igs 0.1.4's own solver of the same game, in one group per game so
//! that the ratio is taken in one run.
//!
//! * `cram`: `Search::new(Cram::new(r, c)?).try_grundy(&start)` beside igs's `Cram` and its
//!   default solver (Beling and Rogalski's pruning with aspiration sets, regions apart), on
//!   the boards 4×8, 4×9, 5×7 and 6×6 (a few seconds a run at most), and 5×8 and 6×7 with
//!   `IMPARTIAL_BENCH_LARGE=1` (many seconds a run). igs is asked for the value of its
//!   initial position as of any position (`solver.nimber(cram.initial_position())`), not by
//!   its `nimber_of_initial_*` methods, which answer every even × even board 0 from the
//!   game's `is_initial_position_winning` (the mirror strategy) without a search: both
//!   solvers search every board, 6×6 too.
//! * `chomp`: `Search::new(Chomp::new(r, c)?).try_grundy(&start)` beside igs's two models
//!   of Chomp (`Chomp`, rows as lengths, and `ChompSkyline`, the staircase's lattice path),
//!   each with its default solver (the mex of every move, memoised in a `HashMap`), on the
//!   bars 6×6, 8×8, 10×10 and 11×11 (igs: under half a second each), and 8×16 and 12×12
//!   with `IMPARTIAL_BENCH_LARGE=1` (igs: seconds; ours: tens of seconds a run). 13×13
//!   takes igs half a minute and this crate more than a minute and a half: run it once,
//!   with `board_once`.
//!
//! Each solver is `boards/solve.rs`, which the example `board_once` runs once for its peak
//! memory. Each value is checked off the clock: the solvers agree, and with the values
//! Beling and Rogalski published where the bench has them (Cram 5×7 is 1, 6×6 is 0).
//!
//! ```text
//! cargo bench -p impartial-benches --bench boards
//! cargo bench -p impartial-benches --bench boards -- 4x8
//! IMPARTIAL_BENCH_LARGE=1 cargo bench -p impartial-benches --bench boards -- '5x8|6x7|8x16|12x12'
//! ```
//!
//! Each board is timed in ten samples of one run each (flat sampling) after a warm-up of one
//! run, so the default run takes a few minutes; criterion warns that it cannot finish in
//! its target time, which is expected.

use std::cell::Cell;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};

#[path = "boards/solve.rs"]
mod solve;

use solve::{Board, By};

/// Whether `IMPARTIAL_BENCH_LARGE` asks for the large boards too.
fn large() -> bool {
    std::env::var_os("IMPARTIAL_BENCH_LARGE").is_some_and(|value| value != "0")
}

/// The boards of a group: `default`, then `more` when the large boards are asked for.
fn boards(default: &[(u8, u8)], more: &[(u8, u8)]) -> Vec<(u8, u8)> {
    let mut boards = default.to_vec();
    if large() {
        boards.extend_from_slice(more);
    }
    boards
}

/// One group named after `board`: every solver of `solvers` on every board of `sizes`, a
/// fresh solver each run, each value checked off the clock against the others' and
/// against `known` (the published values).
fn against_igs(
    c: &mut Criterion,
    board: Board,
    sizes: &[(u8, u8)],
    solvers: &[By],
    known: &[((u8, u8), u64)],
) {
    let name = format!("{board:?}").to_lowercase();
    let mut group = c.benchmark_group(&name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_secs(1));
    for &(rows, columns) in sizes {
        // The first value found, by whichever solver the filter lets run first.
        let value = Cell::new(
            known
                .iter()
                .find(|&&(size, _)| size == (rows, columns))
                .map(|&(_, value)| value),
        );
        for &by in solvers {
            group.bench_function(format!("{}/{rows}x{columns}", by.name()), |b| {
                b.iter_custom(|iters| {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        let start = Instant::now();
                        let found = black_box(solve::grundy(board, by, rows, columns));
                        total += start.elapsed();
                        let expected = value.get().unwrap_or(found);
                        assert_eq!(found, expected, "{name} {rows}x{columns} by {}", by.name());
                        value.set(Some(expected));
                    }
                    total
                });
            });
        }
    }
    group.finish();
}

fn cram(c: &mut Criterion) {
    let sizes = boards(&[(4, 8), (4, 9), (5, 7), (6, 6)], &[(5, 8), (6, 7)]);
    let known = [((5, 7), 1), ((6, 6), 0)];
    against_igs(c, Board::Cram, &sizes, &[By::Ours, By::Igs], &known);
}

fn chomp(c: &mut Criterion) {
    let sizes = boards(&[(6, 6), (8, 8), (10, 10), (11, 11)], &[(8, 16), (12, 12)]);
    let solvers = [By::Ours, By::Igs, By::IgsSkyline];
    against_igs(c, Board::Chomp, &sizes, &solvers, &[]);
}

criterion_group!(benches, cram, chomp);
criterion_main!(benches);
