//! The generic search, one `benchmark_group` per question:
//!
//! - `search`: positions solved per second on the longest possible line of play (one heap,
//!   take exactly one stone) and on Nim, where every position has many moves, with positions
//!   solved whole.
//! - `search_split`: what splitting positions into parts and storing them up to symmetry
//!   saves on the same starts.
//! - `search_against_hashmap`: the plain search beside the baseline a Rust user writes first,
//!   a recursion memoized in a std `HashMap` ([`wins`]), on Nim from `[7; 4]` and
//!   `[15; 4]`; both solve the same positions, so the ratio of times is the speed-up.
//! - `search_floor`: the plain search beside hand-written recursions that do only what any
//!   memoized search of Nim from `[15; 4]` must ([`FloorMemo`]): the same moves in the same
//!   order, a position a 16-bit word, no frames, no game behind a trait; with the search's
//!   own memo layout, with 4-byte entries, and with an array indexed by the word.
//! - `grundys_game_values`: Grundy values of Grundy's game heaps `1..=n` by the search beside
//!   the peer crate `igs`.
//! - `kayles_values`: Grundy values of Kayles rows `1..=n` by the search beside `igs`, which
//!   has no Kayles of its own: [`igs_kayles`] writes it for igs as igs writes Grundy's game.
//!
//! `cargo bench -p impartial-benches --bench search [-- <group>]`

use std::collections::HashMap;
use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use hashbrown::HashTable;
use igs::game::{DecomposableGame, Game as _};
use impartial::prelude::*;
use impartial::search::Hooks;

/// Solves `position` with a fresh search from `make` each iteration, counting the positions
/// it solves.
fn bench_fresh_solve<G: Hooks>(
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

/// A search that solves every position whole (unsplit) and stores it as it is (not by its
/// canonical form).
fn plain<G: Hooks>(game: G) -> Search<G> {
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

/// The baseline: whether the player to move wins Nim from `heaps` (normal play), by the
/// recursion a Rust user writes first. A position is a `Vec<u64>`, remembered in a std
/// `HashMap` with its default hasher (`SipHash`); for each heap and each take, in the order
/// `Nim::moves` gives them, the child is a new `Vec`; the first child that loses decides.
///
/// It visits the children in the same order as the search and stops at the same one, so
/// it stores exactly the positions the plain search solves.
fn wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut win = false;
    'moves: for heap in 0..heaps.len() {
        for take in 1..=heaps[heap] {
            let mut child = heaps.to_vec();
            child[heap] -= take;
            if !wins(&child, memo) {
                win = true;
                break 'moves;
            }
        }
    }
    memo.insert(heaps.to_vec(), win);
    win
}

/// The plain search beside the `HashMap` baseline on the same Nim starts, each with a fresh
/// memo per iteration. Each row's throughput is the positions it solves (checked off the
/// clock to give the same outcome): the search lists a position's options before it takes
/// them, easiest first, so it does not stop where the baseline's first losing child does.
/// The ratio of the rows' times is the ratio of the two ways' times for one answer.
fn search_against_hashmap(c: &mut Criterion) {
    let mut group = c.benchmark_group("search_against_hashmap");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(8))
        .sample_size(20);
    for heaps in [vec![7u64; 4], vec![15; 4]] {
        let search = plain(Nim::normal());
        let outcome = search.outcome(&heaps);
        let mut memo = HashMap::new();
        let win = wins(&heaps, &mut memo);
        assert_eq!(outcome == Outcome::Win, win, "the outcome of {heaps:?}");
        let start = format!("{heaps:?}");
        group.throughput(Throughput::Elements(search.solved_positions() as u64));
        group.bench_with_input(BenchmarkId::new("search", &start), &heaps, |b, heaps| {
            b.iter(|| {
                let search = plain(Nim::normal());
                black_box(search.outcome(black_box(heaps)));
            });
        });
        group.throughput(Throughput::Elements(memo.len() as u64));
        group.bench_with_input(BenchmarkId::new("hashmap", &start), &heaps, |b, heaps| {
            b.iter(|| {
                let mut memo = HashMap::new();
                black_box(wins(black_box(heaps), &mut memo));
            });
        });
    }
    group.finish();
}

/// A memo for [`wins_by_word`]: whether each solved word wins.
trait FloorMemo: Default {
    fn get(&self, word: u64) -> Option<bool>;
    fn insert(&mut self, word: u64, win: bool);
    fn len(&self) -> usize;
}

/// The layout of the search's memo: a hashbrown table of `u32` ids, hashed as the search
/// hashes a word ([`word_hash`]), and the entries, each the word and its mark in a `u64`
/// (or, with `E` of `u32`, in 4 bytes).
struct IdsAndEntries<E> {
    ids: HashTable<u32>,
    entries: Vec<E>,
}

impl<E> Default for IdsAndEntries<E> {
    fn default() -> Self {
        IdsAndEntries {
            ids: HashTable::new(),
            entries: Vec::new(),
        }
    }
}

impl<E: Copy + Into<u64> + TryFrom<u64>> FloorMemo for IdsAndEntries<E> {
    fn get(&self, word: u64) -> Option<bool> {
        let wanted = word << 1;
        let hash = word_hash(word);
        let id = self
            .ids
            .find(hash, |&id| self.entries[id as usize].into() & !1 == wanted)?;
        Some(self.entries[*id as usize].into() & 1 != 0)
    }

    fn insert(&mut self, word: u64, win: bool) {
        let id = u32::try_from(self.entries.len()).expect("fewer than 2^32 positions");
        let entry = E::try_from(word << 1 | u64::from(win))
            .ok()
            .expect("the entry fits");
        self.entries.push(entry);
        let entries = &self.entries;
        self.ids.insert_unique(word_hash(word), id, |&known| {
            word_hash(entries[known as usize].into() >> 1)
        });
    }

    fn len(&self) -> usize {
        self.entries.len()
    }
}

/// The search's hash of a word: the halves of its 128-bit product with 2^64 over the golden
/// ratio, xored.
fn word_hash(word: u64) -> u64 {
    let product = u128::from(word) * 0x9E37_79B9_7F4A_7C15;
    (product as u64) ^ (product >> 64) as u64
}

/// A mark for each of the 2^16 words: 0 unknown, 1 loses, 2 wins.
struct Direct {
    marks: Vec<u8>,
    solved: usize,
}

impl Default for Direct {
    fn default() -> Self {
        Direct {
            marks: vec![0; 1 << 16],
            solved: 0,
        }
    }
}

impl FloorMemo for Direct {
    fn get(&self, word: u64) -> Option<bool> {
        match self.marks[word as usize] {
            0 => None,
            mark => Some(mark == 2),
        }
    }

    fn insert(&mut self, word: u64, win: bool) {
        self.marks[word as usize] = 1 + u8::from(win);
        self.solved += 1;
    }

    fn len(&self) -> usize {
        self.solved
    }
}

/// Whether the player to move wins Nim from the four heaps of up to 15 packed in `word`,
/// heap `i` in bits `4i..4i + 4`: the moves in `Nim::moves`' order, the first losing child
/// deciding, so that it solves exactly the positions the plain search solves. The floor
/// under the search: what remains is the memo's work.
fn wins_by_word<M: FloorMemo>(word: u64, memo: &mut M) -> bool {
    for heap in 0..4 {
        let shift = 4 * heap;
        for take in 1..=(word >> shift) & 15 {
            let child = word - (take << shift);
            let child_wins = match memo.get(child) {
                Some(known) => known,
                None => wins_by_word(child, memo),
            };
            if !child_wins {
                memo.insert(word, true);
                return true;
            }
        }
    }
    memo.insert(word, false);
    false
}

/// The plain search from Nim's `[15; 4]` beside [`wins_by_word`] with three memos, each
/// fresh per iteration. Each row's throughput is the positions it solves: the recursion
/// stops at the first losing child in the order of the moves, the search takes a position's
/// options easiest first, so they store different counts.
fn search_floor(c: &mut Criterion) {
    fn floor<M: FloorMemo>(
        group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
        name: &str,
    ) {
        let mut memo = M::default();
        assert!(!wins_by_word(0xFFFF, &mut memo), "[15; 4] loses");
        group.throughput(Throughput::Elements(memo.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut memo = M::default();
                black_box(wins_by_word(black_box(0xFFFF), &mut memo));
            });
        });
    }

    let mut group = c.benchmark_group("search_floor");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .sample_size(20);
    let heaps = vec![15u64; 4];
    let search = plain(Nim::normal());
    assert_eq!(search.outcome(&heaps), Outcome::Loss);
    let solved = search.solved_positions();
    group.throughput(Throughput::Elements(solved as u64));
    group.bench_function("search", |b| {
        b.iter(|| black_box(plain(Nim::normal()).outcome(black_box(&heaps))));
    });
    floor::<IdsAndEntries<u64>>(&mut group, "words_ids_and_8_byte_entries");
    floor::<IdsAndEntries<u32>>(&mut group, "words_ids_and_4_byte_entries");
    floor::<Direct>(&mut group, "words_array");
    group.finish();
}

/// The values of heaps `1..=n` for `n` of 100 and 400, by `ours` and by `peer` (each with a
/// fresh solver every call), in one group named `name`, after `check` has seen that they
/// agree, off the clock.
fn values_against_igs(
    c: &mut Criterion,
    name: &str,
    ours: impl Fn(u16) -> Vec<u64>,
    peer: impl Fn(u16) -> Vec<u64>,
    check: impl Fn(u16, &[u64]),
) {
    let mut group = c.benchmark_group(name);
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .sample_size(10);
    for n in [100u16, 400] {
        let values = ours(n);
        assert_eq!(values, peer(n), "{name}: the values of heaps 1..={n}");
        check(n, &values);
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

/// The Grundy values of Grundy's game heaps `1..=n`, each by a fresh solver of ours (a
/// `Search::new` that splits positions into their heaps) and of `igs` (its default solver, which
/// splits them too).
fn grundys_game_against_igs(c: &mut Criterion) {
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
    values_against_igs(c, "grundys_game_values", ours, peer, |_, _| {});
}

/// Kayles for `igs`, which has none: written the way igs writes its own Grundy's game
/// (`igs::games::grundy_game`), so the comparison is fair to igs. A component is one row, its
/// length a `u16`; a move leaves at most two rows, `[u16; 2]`, empty ones left out (0 is
/// the terminal row). Like igs's Grundy's game it lists each move once up to mirror image
/// (the left part no longer than the right) and solves by igs's default solver (mex by
/// definition, Sprague–Grundy on the parts, a std `HashMap` as transposition table).
mod igs_kayles {
    use std::collections::HashMap;

    use igs::game::{DecomposableGame, Game};
    use igs::solver::dedicated::DefSolver;
    use igs::solver::{Solver, SolverForDecomposableGame, StatsCollector};

    /// Kayles with a row of `.0` pins as its initial position.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct Kayles(pub u16);

    impl Game for Kayles {
        type Position = u16;
        // Kayles' values never exceed 8.
        type NimberSet = u64;

        fn moves_count(&self, row: &u16) -> u16 {
            // Knocking `take` pins leaves `row − take` split as `left ≤ right`.
            let row = *row;
            (1..=row.min(2)).map(|take| (row - take) / 2 + 1).sum()
        }

        fn initial_position(&self) -> u16 {
            self.0
        }
    }

    impl DecomposableGame for Kayles {
        type DecomposablePosition = [u16; 2];
        type Successors<'s> = Moves;
        type HeuristicallyOrderedSuccessors<'s> = Moves;
        type Components<'s> = Rows;

        fn successors(&self, row: &u16) -> Moves {
            Moves::new(*row)
        }

        fn successors_in_heuristic_ordered(&self, row: &u16) -> Moves {
            Moves::new(*row)
        }

        fn decompose(&self, rows: &[u16; 2]) -> Self::Components<'_> {
            Rows(*rows)
        }

        fn solver_with_stats<'s, STATS: 's + StatsCollector>(
            &'s self,
            stats: STATS,
        ) -> Box<dyn SolverForDecomposableGame<Game = Self, StatsCollector = STATS> + 's> {
            Box::new(DefSolver {
                solver: Solver::new(self, HashMap::new(), (), (), stats),
            })
        }
    }

    /// The rows a move leaves, without the empty ones.
    pub struct Rows([u16; 2]);

    impl Iterator for Rows {
        type Item = u16;

        fn next(&mut self) -> Option<u16> {
            let [first, second] = self.0;
            self.0 = [second, 0];
            if first != 0 {
                Some(first)
            } else if second != 0 {
                self.0 = [0, 0];
                Some(second)
            } else {
                None
            }
        }
    }

    /// The moves from a row: knock down one pin, then two, each leaving `[left, right]`
    /// with `left` from 0 up to `right`.
    pub struct Moves {
        row: u16,
        take: u16,
        left: u16,
    }

    impl Moves {
        fn new(row: u16) -> Self {
            Moves {
                row,
                take: 1,
                left: 0,
            }
        }
    }

    impl Iterator for Moves {
        type Item = [u16; 2];

        fn next(&mut self) -> Option<[u16; 2]> {
            while self.take <= self.row.min(2) {
                let rest = self.row - self.take;
                if self.left <= rest / 2 {
                    let left = self.left;
                    self.left += 1;
                    return Some([left, rest - left]);
                }
                self.take += 1;
                self.left = 0;
            }
            None
        }
    }
}

/// Kayles' values from row 71 on, by the row's remainder mod 12 (OEIS A002186; Guy, 1949).
const KAYLES_PERIOD: [u64; 12] = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7];

/// The Grundy values of Kayles rows `1..=n`, each by a fresh solver of ours (a
/// `Search::new` that splits positions into their rows) and of `igs` (its default solver on
/// [`igs_kayles::Kayles`], which splits them too); the values are compared off the clock,
/// with each other and with Kayles' period.
fn kayles_against_igs(c: &mut Criterion) {
    let ours = |n: u16| {
        let search = Search::new(Kayles::new());
        (1..=u64::from(n))
            .map(|row| search.grundy(&vec![row]))
            .collect::<Vec<u64>>()
    };
    let peer = |n: u16| {
        let game = igs_kayles::Kayles(n);
        let mut solver = game.solver();
        (1..=n)
            .map(|row| u64::from(solver.nimber_of_component(row)))
            .collect::<Vec<u64>>()
    };
    let check = |n: u16, values: &[u64]| {
        let game = igs_kayles::Kayles(n);
        for row in 0..=n {
            let moves = game.successors(&row).count();
            assert_eq!(
                moves,
                usize::from(game.moves_count(&row)),
                "moves of row {row}"
            );
        }
        for (row, &value) in (1u64..).zip(values).skip(70) {
            assert_eq!(value, KAYLES_PERIOD[(row % 12) as usize], "row {row}");
        }
    };
    values_against_igs(c, "kayles_values", ours, peer, check);
}

criterion_group!(
    benches,
    positions_solved_per_second,
    split_against_plain,
    search_against_hashmap,
    search_floor,
    grundys_game_against_igs,
    kayles_against_igs
);
criterion_main!(benches);
