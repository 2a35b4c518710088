//! What a search by words (`Search::new`) allocates: nothing a move for the games that
//! pack their positions, and at most 24 bytes a stored position; and what a census holds
//! at its peak (`census`). `dhat` counts every allocation of this test binary,
//! from every thread, while a profiler runs, so the tests run one at a time: each holds
//! `SERIAL` throughout.

use std::cell::Cell;
use std::sync::Mutex;

use impartial::prelude::*;
use impartial::search::Hooks;

mod census;

#[global_allocator]
static ALLOCATOR: dhat::Alloc = dhat::Alloc;

/// One test at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// Waits for the other tests to finish, and keeps them waiting while the guard lives.
fn alone() -> std::sync::MutexGuard<'static, ()> {
    SERIAL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// How many allocations `work` makes, and how many bytes it leaves in use, counted by a
/// profiler that runs only while it works.
fn measure<T>(work: impl FnOnce() -> T) -> (T, u64, u64) {
    let _profiler = dhat::Profiler::builder().testing().build();
    let result = work();
    let stats = dhat::HeapStats::get();
    (result, stats.total_blocks, stats.curr_bytes as u64)
}

/// Nim that counts the moves played from it.
struct CountingNim {
    nim: Nim,
    played: Cell<usize>,
}

impl Game for CountingNim {
    type Position = Vec<u64>;
    type Move = NimMove;

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        self.nim.moves(heaps)
    }

    fn play(&self, heaps: &Vec<u64>, mv: &NimMove) -> Result<Vec<u64>, Error> {
        self.played.set(self.played.get() + 1);
        self.nim.play(heaps, mv)
    }
}

/// The same order of moves as Nim's, so that the same positions are met.
impl Hooks for CountingNim {
    fn difficulty(&self, heaps: &Vec<u64>) -> u64 {
        self.nim.difficulty(heaps)
    }
}

/// A plain search of Nim from `heaps`: its outcome and its stored positions, counted by
/// `measure` with the search still alive, so that what it keeps is what it holds.
fn plain_nim(heaps: &[u64]) -> ((Outcome, usize), u64, u64) {
    let heaps = heaps.to_vec();
    let mut kept = None;
    let measured = measure(|| {
        let search = Search::new(Nim::normal())
            .without_decomposition()
            .without_symmetry();
        let outcome = search.outcome(&heaps);
        let stored = search.stored_positions();
        kept = Some(search);
        (outcome, stored)
    });
    drop(kept);
    measured
}

#[test]
fn plain_nim_allocates_nothing_a_move() {
    let _alone = alone();
    let heaps = [15u64; 4];
    let ((outcome, stored), allocations, _) = plain_nim(&heaps);
    assert_eq!(outcome, Outcome::Loss);

    // The same search of a Nim that counts its moves (and allocates for each).
    let counting = Search::new(CountingNim {
        nim: Nim::normal(),
        played: Cell::new(0),
    })
    .without_symmetry();
    assert_eq!(counting.outcome(&heaps.to_vec()), Outcome::Loss);
    assert_eq!(counting.stored_positions(), stored);
    let moves = counting.into_game().played.get();
    assert!(moves > 400_000, "{moves} moves");

    // The memo's vectors and table grow a few dozen times each, the walk's line a few more.
    assert!(
        allocations < 200,
        "{allocations} allocations for {moves} moves and {stored} positions"
    );
}

#[test]
fn tables_of_every_size_take_at_most_48_bytes_a_position() {
    let _alone = alone();
    // Heaps from [6; 4] to [15; 4]: tables of 1,600 to 42,462 positions, at many stages of
    // their growth: 16 bytes a slot, the table more than 45 % full once it has doubled,
    // and the line's buffers besides (which weigh most in the smallest).
    for size in 6..=15u64 {
        let ((_, stored), _, kept) = plain_nim(&[size; 4]);
        let stored = stored as u64;
        assert!(
            kept <= 48 * stored,
            "[{size}; 4]: {kept} bytes for {stored} positions: {} a position",
            kept / stored
        );
    }
}

#[test]
fn a_search_holds_its_memory_limit() {
    let _alone = alone();
    // Plain Nim on [15; 4] proves 41,261 positions, about 1 MB of table: within 512 KiB
    // the table replaces its entries instead, and the answer is the same.
    let budget = 512 << 10;
    let (outcome, _, _) = measure(|| {
        let search = Search::new(Nim::normal())
            .without_decomposition()
            .without_symmetry()
            .with_limits(impartial::Limits::new().memory(budget));
        search.outcome(&vec![15; 4])
    });
    assert_eq!(outcome, Outcome::Loss);
    let _profiler = dhat::Profiler::builder().testing().build();
    let search = Search::new(Nim::normal())
        .without_decomposition()
        .without_symmetry()
        .with_limits(impartial::Limits::new().memory(budget));
    assert_eq!(search.outcome(&vec![15; 4]), Outcome::Loss);
    let peak = dhat::HeapStats::get().max_bytes as u64;
    // The search's own memory, and the few positions the game allocates itself.
    assert!(
        peak <= budget + 4096,
        "{peak} bytes at the peak, for a limit of {budget}"
    );
    // Without the limit the table holds every position: more than the budget holds.
    let unlimited = Search::new(Nim::normal())
        .without_decomposition()
        .without_symmetry();
    assert_eq!(unlimited.outcome(&vec![15; 4]), Outcome::Loss);
    assert!(unlimited.stored_positions() * 16 > budget as usize);
}

#[test]
fn grundy_values_by_parts_allocate_nothing_a_move_or_a_question() {
    let _alone = alone();
    let rows = 1..=300u64;
    let (kayles, kayles_allocations, _) = measure(|| {
        let search = Search::new(Kayles::new());
        rows.clone()
            .map(|row| search.grundy(&vec![row]))
            .collect::<Vec<u64>>()
    });
    let (grundy, grundy_allocations, _) = measure(|| {
        let search = Search::new(GrundyGame::new());
        rows.clone()
            .map(|heap| search.grundy(&vec![heap]))
            .collect::<Vec<u64>>()
    });
    // Kayles' values repeat with period 12 from row 71 (Guy and Smith, 1956).
    assert_eq!(kayles[299], kayles[299 - 12]);
    assert_eq!(grundy[..8], [0, 0, 1, 0, 2, 1, 0, 2]);
    // About 90,000 moves for Kayles' rows and 22,000 for Grundy's heaps. Each question's
    // `vec![row]` is an allocation of this test's; the search adds its memo's growth, and
    // the buffers of its first question, which it keeps for the next.
    for (game, allocations) in [
        ("Kayles", kayles_allocations),
        ("Grundy's game", grundy_allocations),
    ] {
        assert!(
            allocations < 300 + 100,
            "{game}: {allocations} allocations for 300 questions"
        );
    }
}
