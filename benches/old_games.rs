//! The two games from the old texts with no closed form to lean on, one group per question:
//!
//! * `subtract_a_square_<n>`: the outcomes of heaps `0..n` of subtract-a-square, by the
//!   segmented sieve of [`SubtractASquare::solver`] (`sieve`), against the textbook table,
//!   which looks back from each heap at its squares until one leads to a loss
//!   (`looking_back`), and, for 10^4 heaps, against a fresh `Search` asked every heap in
//!   order (`search`). Throughput: heaps per second. 10^7 heaps has the sieve alone: the
//!   textbook table takes seconds a run there.
//! * `every_heap_nim_search`: a fresh `Search` solving Nim with a move on every heap from
//!   `[10, 12, 14]` (a win: the search stops at the first winning move it proves), from
//!   `[6, 10, 12]` and from `[7, 8, 10, 11]` (losses: every move must be refuted), with the
//!   heaps sorted by `play` (`sorted`, the game as the crate gives it) against the same rules
//!   without sorting (`unsorted`), which meets every order of the same heaps. Throughput:
//!   positions solved per second, counted once before the runs (and printed), so each
//!   function's rate is per position it solves; the time per iteration is the comparison
//!   that counts.
//!
//! ```text
//! cargo bench -p impartial-benches --bench old_games
//! ```

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use impartial::prelude::*;
use impartial::search::Hooks;

/// The textbook table: heap `n` is lost when no square leads from it to a lost heap, looking
/// back at the squares smallest first and stopping at the first that does.
fn losses_by_looking_back(limit: u64) -> Vec<bool> {
    let mut lost = Vec::with_capacity(usize::try_from(limit).expect("a table that fits"));
    for heap in 0..limit {
        let mut root = 1;
        let mut wins = false;
        while root * root <= heap {
            if lost[(heap - root * root) as usize] {
                wins = true;
                break;
            }
            root += 1;
        }
        lost.push(!wins);
    }
    lost
}

fn subtract_a_square(c: &mut Criterion) {
    for (name, limit, baselines) in [
        ("subtract_a_square_10^4", 10_000u64, 2),
        ("subtract_a_square_10^6", 1_000_000, 1),
        ("subtract_a_square_10^7", 10_000_000, 0),
    ] {
        // The three agree, off the clock.
        let sieved = SubtractASquare::new().solver(limit).expect("a table");
        if baselines > 0 {
            let looked = losses_by_looking_back(limit);
            assert!(
                sieved
                    .losses()
                    .eq((0..limit).filter(|&heap| looked[heap as usize]))
            );
        }
        let mut group = c.benchmark_group(name);
        group
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(3))
            .sample_size(10)
            .throughput(Throughput::Elements(limit));
        group.bench_function("sieve", |b| {
            b.iter(|| SubtractASquare::new().solver(black_box(limit)));
        });
        if baselines >= 1 {
            group.bench_function("looking_back", |b| {
                b.iter(|| losses_by_looking_back(black_box(limit)));
            });
        }
        if baselines >= 2 {
            group.bench_function("search", |b| {
                b.iter(|| {
                    let search = Search::new(SubtractASquare::new());
                    for heap in 0..limit {
                        black_box(search.outcome(black_box(&heap)));
                    }
                });
            });
        }
        group.finish();
    }
}

/// The rules of [`EveryHeapNim`] with the heaps left in their order: the baseline for the
/// sorting that `play` does. Like the game, it plays into a buffer and packs its heaps into a
/// word (they pack in any order), so that the two differ only in the sorting.
#[derive(Debug, Clone, Copy)]
struct Unsorted(EveryHeapNim);

impl Game for Unsorted {
    type Position = Vec<u64>;
    type Move = EveryHeapMove;

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = EveryHeapMove> {
        self.0.moves(heaps)
    }

    fn play(&self, heaps: &Vec<u64>, mv: &EveryHeapMove) -> Result<Vec<u64>, Error> {
        let mut next = Vec::new();
        self.play_into(heaps, mv, &mut next)?;
        Ok(next)
    }
}

impl Hooks for Unsorted {
    fn play_into(
        &self,
        heaps: &Vec<u64>,
        mv: &EveryHeapMove,
        next: &mut Vec<u64>,
    ) -> Result<(), Error> {
        next.clone_from(heaps);
        let legal = match *mv {
            EveryHeapMove::One { heap, take } => next.get_mut(heap).is_some_and(|size| {
                let fits = take > 0 && take <= *size;
                if fits {
                    *size -= take;
                }
                fits
            }),
            EveryHeapMove::Every { take } => {
                let fits = take > 0 && !next.is_empty() && next.iter().all(|&size| size >= take);
                if fits {
                    for size in next.iter_mut() {
                        *size -= take;
                    }
                }
                fits
            }
        };
        if legal {
            Ok(())
        } else {
            Err(Error::IllegalMove {
                mv: mv.to_string(),
                reason: "not a move from this position".into(),
            })
        }
    }

    fn pack(&self, heaps: &Vec<u64>) -> Option<u64> {
        self.0.pack(heaps)
    }

    fn unpack(&self, word: u64, heaps: &mut Vec<u64>) {
        self.0.unpack(word, heaps);
    }
}

/// How many positions a fresh search of `game` by words solves from `start`, and the
/// outcome.
fn solve<G: Hooks<Position = Vec<u64>>>(game: G, start: &Vec<u64>) -> (usize, Outcome) {
    let search = Search::new(game);
    let outcome = search.outcome(start);
    (search.solved_positions(), outcome)
}

fn every_heap_nim(c: &mut Criterion) {
    let mut group = c.benchmark_group("every_heap_nim_search");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(10);
    for start in [vec![10, 12, 14], vec![6, 10, 12], vec![7, 8, 10, 11]] {
        let label = format!("{start:?}");
        let (sorted_count, sorted_outcome) = solve(EveryHeapNim::normal(), &start);
        let (unsorted_count, unsorted_outcome) = solve(Unsorted(EveryHeapNim::normal()), &start);
        assert_eq!(sorted_outcome, unsorted_outcome);
        println!(
            "from {label}: {sorted_count} positions solved sorted, {unsorted_count} unsorted, \
             outcome {sorted_outcome:?}"
        );
        group.throughput(Throughput::Elements(sorted_count as u64));
        group.bench_with_input(BenchmarkId::new("sorted", &label), &start, |b, start| {
            b.iter(|| solve(EveryHeapNim::normal(), black_box(start)));
        });
        group.throughput(Throughput::Elements(unsorted_count as u64));
        group.bench_with_input(BenchmarkId::new("unsorted", &label), &start, |b, start| {
            b.iter(|| solve(Unsorted(EveryHeapNim::normal()), black_box(start)));
        });
    }
    group.finish();
}

criterion_group!(benches, subtract_a_square, every_heap_nim);
criterion_main!(benches);
