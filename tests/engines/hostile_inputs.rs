//! The library's defects found by issue 37's hostile-input campaign (point 8), each with a
//! test that failed before its fix. Where a broken fix would hang (a walk over a heap of
//! 2^62, a FIFO that waits for a writer), the work runs on a thread of its own, and the test
//! fails after a minute instead of hanging; the work itself answers at once.

use core::ops::ControlFlow;
use std::collections::HashMap;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use impartial::prelude::*;
use impartial::{Limit, Limits};

/// What `work` returns, from a thread of its own; fails the test if it has not answered
/// within a minute (so that a fix that breaks fails the test rather than hanging it).
fn answers<T: Send + 'static>(what: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        // The receiver is gone only when the test has already failed.
        let _ = sender.send(work());
    });
    receiver
        .recv_timeout(Duration::from_secs(60))
        .unwrap_or_else(|error| panic!("{what}: no answer ({error})"))
}

// ---------------------------------------------------------------------------------------
// A move generator that walked the heap.
// ---------------------------------------------------------------------------------------

/// `0.[1]` takes a whole heap, of any size: its moves walked every amount up to the heap
/// (39 s for 2^32) before they found that one; a search of it never heard its limits.
#[test]
fn a_repeating_digit_gives_its_moves_without_walking_the_heap() {
    let (first, all) = answers("the moves of 0.[1]", || {
        let game = TakeAndBreak::new("0.[1]").unwrap();
        let first = game.moves(&vec![1 << 32]).next();
        let all: Vec<BreakMove> = game.moves(&vec![u64::MAX, 1 << 62]).collect();
        (first, all)
    });
    let take_all = |heap, take| BreakMove {
        heap,
        take,
        parts: [0, 0, 0],
    };
    assert_eq!(first, Some(take_all(0, 1 << 32)));
    assert_eq!(all, [take_all(0, u64::MAX), take_all(1, 1 << 62)]);
    // 0.0[1] takes 2 or more, and only a whole heap; 0.[2] leaves one heap, never none.
    let (late, leaving) = answers("the moves of 0.0[1] and 0.[2]", || {
        let late = TakeAndBreak::new("0.0[1]").unwrap();
        let leaving = TakeAndBreak::new("0.[2]").unwrap();
        let heaps = vec![1, 1 << 62];
        let late: Vec<BreakMove> = late.moves(&heaps).collect();
        (late, leaving.moves(&heaps).next())
    });
    assert_eq!(late, [take_all(1, 1 << 62)]);
    assert_eq!(
        leaving,
        Some(BreakMove {
            heap: 1,
            take: 1,
            parts: [(1 << 62) - 1, 0, 0]
        })
    );
    // Its misère search: the one move leaves nothing, and the player who cannot move wins.
    let outcome = answers("the misère search of 0.[1]", || {
        let game = TakeAndBreak::new("0.[1]").unwrap().misere();
        Search::new(game)
            .with_limits(Limits::new().positions(1 << 10))
            .try_outcome(&vec![1 << 62])
    });
    assert_eq!(outcome, Ok(Outcome::Loss));
}

// ---------------------------------------------------------------------------------------
// `best_move` that walked every move of a lost position.
// ---------------------------------------------------------------------------------------

/// A lost position of heaps near 2^62: the quotient's solver and a mixed sum's component
/// walked every move looking for a draw, which a game without draws never has.
#[test]
fn best_move_of_a_lost_position_comes_at_once() {
    let (lost, best, after) = answers("the quotient solver's best move", || {
        let solver = TakeAndBreak::new("0.75")
            .unwrap()
            .misere()
            .misere_quotient(1000)
            .unwrap()
            .into_solver();
        let far = 1u64 << 62;
        let lost = (0..8)
            .flat_map(|a| (0..8).map(move |b| vec![far + a, far + b]))
            .find(|heaps| solver.try_outcome(heaps) == Ok(Outcome::Loss))
            .expect("a lost position");
        let best = solver.best_move(&lost).expect("a move");
        let after = solver.play(&lost, &best).map(|next| solver.outcome(&next));
        (lost, best, after)
    });
    assert_eq!(after, Ok(Outcome::Win), "{lost:?}: {best}");

    let (best, wanted, legal) = answers("a mixed sum's component's best move", || {
        let heaps = vec![1u64 << 62, 1 << 62];
        let sum = Sum::mixed().and(Nim::normal());
        let nim = &sum.components()[0];
        let position = AnyPosition::new(heaps.clone());
        let best = nim.best_move(&position).expect("a move");
        let legal = nim.play(&position, &best).is_ok();
        let wanted = Nim::normal().best_move(&heaps).map(AnyMove::new);
        // An `AnyMove` stays on its thread: compared there, written for this one.
        (best.to_string(), Some(best) == wanted, legal)
    });
    assert!(wanted, "the closed form's own best move, not {best}");
    assert!(legal);
}

/// For a heap the quotient does not cover, its solver listed the game's moves, which its
/// `play` refused (law 1 of `Game`); now it lists none, and such a position is drawn.
#[test]
fn the_quotient_solver_lists_only_moves_play_accepts() {
    let solver = TakeAndBreak::kayles()
        .misere()
        .misere_quotient(10)
        .unwrap()
        .into_solver();
    for heaps in [vec![13], vec![3, 13], vec![11, 2]] {
        assert_eq!(solver.moves(&heaps).count(), 0, "{heaps:?}");
        assert_eq!(solver.best_move(&heaps), None, "{heaps:?}");
        assert_eq!(solver.outcome(&heaps), Outcome::Draw, "{heaps:?}");
        assert_eq!(solver.terminal_outcome(&heaps), Outcome::Draw, "{heaps:?}");
    }
    for heaps in [vec![10], vec![3, 4], vec![1, 1, 1]] {
        assert!(solver.moves(&heaps).count() > 0);
        for mv in solver.moves(&heaps) {
            assert!(solver.play(&heaps, &mv).is_ok(), "{heaps:?}: {mv}");
        }
    }
    assert_eq!(solver.terminal_outcome(&vec![]), Outcome::Win);
    // A search of the solver's own game answers as the solver does.
    let search = Search::new(solver);
    assert_eq!(search.try_outcome(&vec![3, 13]), Ok(Outcome::Draw));
    assert_eq!(search.try_outcome(&vec![2, 2]), Ok(Outcome::Loss));
}

/// Six positions with every kind of end: 0 is lost, 1 drawn and 2 won for the player who
/// cannot move; 3 moves to 2, 1 or 0, 4 to 2 or 1, and 5 to 2.
#[derive(Debug)]
struct Ends;

impl Game for Ends {
    type Position = u8;
    type Move = u8;

    fn moves(&self, position: &u8) -> impl Iterator<Item = u8> {
        let to: &[u8] = match position {
            3 => &[2, 1, 0],
            4 => &[2, 1],
            5 => &[2],
            _ => &[],
        };
        to.iter().copied()
    }

    fn play(&self, position: &u8, mv: &u8) -> Result<u8, Error> {
        if self.moves(position).any(|to| to == *mv) {
            Ok(*mv)
        } else {
            Err(Error::illegal(mv, "no such move"))
        }
    }

    fn terminal_outcome(&self, position: &u8) -> Outcome {
        match position {
            0 => Outcome::Loss,
            1 => Outcome::Draw,
            _ => Outcome::Win,
        }
    }
}

/// The outcomes of [`Ends`], by its rules; `best_move` is the trait's default.
impl Solver<Ends> for Ends {
    fn game(&self) -> &Ends {
        self
    }

    fn outcome(&self, position: &u8) -> Outcome {
        match position {
            0 | 5 => Outcome::Loss,
            1 | 4 => Outcome::Draw,
            _ => Outcome::Win,
        }
    }

    fn winning_moves<'a>(&'a self, position: &'a u8) -> impl Iterator<Item = u8> {
        self.moves(position)
            .filter(|to| self.outcome(to) == Outcome::Loss)
    }
}

/// The default `best_move` asks the outcome first: it wins when it can, keeps a draw (the
/// only case that walks the moves), and otherwise takes the first legal move.
#[test]
fn the_default_best_move_wins_keeps_a_draw_or_moves() {
    let best: Vec<Option<u8>> = (0..=5).map(|position| Ends.best_move(&position)).collect();
    assert_eq!(best, [None, None, None, Some(0), Some(1), Some(2)]);
}

// ---------------------------------------------------------------------------------------
// A sum that panicked where a component failed.
// ---------------------------------------------------------------------------------------

/// Nim whose values are known below heap 100 only: beyond, `grundy` panics, as a search
/// past its limits does, and `try_grundy` says why.
#[derive(Debug, Clone)]
struct KnownBelow100;

/// The error of [`KnownBelow100`] past heap 99.
fn beyond() -> Error {
    Error::LimitReached {
        limit: Limit::Positions,
        allowed: 100,
        reached: 101,
    }
}

impl Solver<Nim> for KnownBelow100 {
    fn game(&self) -> &Nim {
        &Nim
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        if self.grundy(heaps) == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        Nim::normal()
            .winning_moves(heaps)
            .collect::<Vec<_>>()
            .into_iter()
    }
}

impl Grundy<Nim> for KnownBelow100 {
    fn grundy(&self, heaps: &Vec<u64>) -> u64 {
        self.try_grundy(heaps)
            .unwrap_or_else(|error| panic!("the solver cannot answer: {error}"))
    }

    fn try_grundy(&self, heaps: &Vec<u64>) -> Result<u64, Error> {
        if heaps.iter().all(|&heap| heap < 100) {
            Ok(Nim::normal().grundy(heaps))
        } else {
            Err(beyond())
        }
    }
}

/// `Sum::try_grundy` returns a component's error, in the part it came from, where it
/// panicked (`fallible.rs:91`, for a searched component past its limits).
#[test]
fn a_sums_try_grundy_returns_a_components_error() {
    let in_part = |part| Error::InPart {
        part,
        error: Box::new(beyond()),
    };
    let sum = Sum::solved(vec![KnownBelow100, KnownBelow100]);
    assert_eq!(sum.try_grundy(&[vec![3], vec![5]]), Ok(3 ^ 5));
    assert_eq!(sum.try_grundy(&[vec![3], vec![500]]), Err(in_part(1)));
    // The sum is a Grundy solver too, with the same fallible twin: a sum in a sum.
    assert_eq!(
        Grundy::try_grundy(&sum, &vec![vec![500], vec![3]]),
        Err(in_part(0))
    );
    let outer = Sum::solved(vec![sum]);
    let nested = Error::InPart {
        part: 0,
        error: Box::new(in_part(1)),
    };
    assert_eq!(outer.try_grundy(&[vec![vec![1], vec![500]]]), Err(nested));

    let mixed = Sum::mixed().and(Nim::normal()).and(KnownBelow100);
    let position = |second: u64| vec![AnyPosition::new(vec![3u64]), AnyPosition::new(vec![second])];
    assert_eq!(mixed.try_grundy(&position(5)), Ok(3 ^ 5));
    assert_eq!(mixed.try_grundy(&position(500)), Err(in_part(1)));
    let component = &mixed.components()[1];
    assert_eq!(
        component.try_grundy(&AnyPosition::new(5u8)),
        Err(Error::PositionType {
            expected: "alloc::vec::Vec<u64>"
        })
    );
}

// ---------------------------------------------------------------------------------------
// A quotient's bound, checked late and without progress.
// ---------------------------------------------------------------------------------------

/// 0.3F's candidate at heap 12 has 144 elements: the refinement that reduces it tells 96
/// apart in a round, past the bound of 64, and the candidate is refused there, before it is
/// refined further and its table built (243,896 elements were built for the bound of 4,096).
#[test]
fn a_quotient_refuses_a_candidate_as_soon_as_it_passes_the_bound() {
    let game = TakeAndBreak::new("0.3F").unwrap().misere();
    let refused = game
        .misere_quotient_with(200, 64, |_| ControlFlow::Continue(()))
        .map(|quotient| quotient.order());
    assert_eq!(
        refused,
        Err(Error::LimitReached {
            limit: Limit::Elements,
            allowed: 64,
            reached: 96,
        })
    );
}

/// The progress callback is called while a heap's candidates are built, not only between
/// them, so a `Break` is heard there: before, 0.3F's heaps each heard at most four calls,
/// and a Break asked at the eleventh call of one heap was never heard.
#[test]
fn a_quotient_hears_a_break_while_a_heap_is_worked_on() {
    let game = TakeAndBreak::new("0.3F").unwrap().misere();
    let mut calls: HashMap<u64, u32> = HashMap::new();
    let stopped = game.misere_quotient_with(200, 64, |progress| {
        let at_this_heap = calls.entry(progress.heaps).or_default();
        *at_this_heap += 1;
        if *at_this_heap > 10 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    let quotient = stopped.expect("stopped, with the quotient of the heaps done");
    assert!(quotient.known_heaps() < 200);
    assert!(quotient.order() <= 64);
}

/// A bound of 0 was reported as 1.
#[test]
fn a_quotient_bound_of_0_is_reported_as_0() {
    let dawson = TakeAndBreak::dawsons_kayles().misere();
    let error = dawson
        .misere_quotient_with(20, 0, |_| ControlFlow::Continue(()))
        .unwrap_err();
    assert_eq!(
        error,
        Error::LimitReached {
            limit: Limit::Elements,
            allowed: 0,
            reached: 1,
        }
    );
    assert_eq!(
        error.to_string(),
        "element limit reached: 0 elements allowed, and the work stopped at 1"
    );
}

// ---------------------------------------------------------------------------------------
// A file that is not a regular file.
// ---------------------------------------------------------------------------------------

/// Loading a FIFO waited for a writer forever: it is refused, naming the path, and so is
/// saving onto one (which would wait for a reader), and loading a directory.
#[cfg(unix)]
#[test]
fn a_fifo_is_refused_not_waited_on() {
    let folder = tempfile::tempdir().unwrap();
    let fifo = folder.path().join("values.nims");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let refusal = |path: &std::path::Path, kind: &str| {
        Error::io(
            format!("open {}", path.display()),
            std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!("it is {kind}, not a regular file: only a regular file is read or written"),
            ),
        )
    };
    let path = fifo.clone();
    let loaded = answers("loading a FIFO", move || NimSequence::load(path));
    assert_eq!(loaded, Err(refusal(&fifo, "a FIFO (named pipe)")));
    let path = fifo.clone();
    let saved = answers("saving onto a FIFO", move || {
        TakeAndBreak::kayles().nim_sequence(10).unwrap().save(path)
    });
    assert_eq!(saved, Err(refusal(&fifo, "a FIFO (named pipe)")));
    assert_eq!(
        NimSequence::load(folder.path()),
        Err(refusal(folder.path(), "a directory"))
    );
    // A regular file still loads.
    let file = folder.path().join("kayles.nims");
    let values = TakeAndBreak::kayles().nim_sequence(10).unwrap();
    values.save(&file).unwrap();
    assert_eq!(NimSequence::load(&file), Ok(values));
}

// ---------------------------------------------------------------------------------------
// Messages.
// ---------------------------------------------------------------------------------------

/// "1 positions allowed" and "1 elements allowed": the count now agrees with its noun,
/// and every other count reads as before.
#[test]
fn a_limit_of_one_is_singular() {
    let one = Search::new(Nim::normal())
        .with_limits(Limits::new().positions(1))
        .try_outcome(&vec![5])
        .unwrap_err();
    assert_eq!(
        one.to_string(),
        "position limit reached: 1 position allowed, and the work stopped at 2"
    );
    let dawson = TakeAndBreak::dawsons_kayles().misere();
    let element = dawson
        .misere_quotient_with(20, 1, |_| ControlFlow::Continue(()))
        .unwrap_err();
    assert_eq!(
        element.to_string(),
        "element limit reached: 1 element allowed, and the work stopped at 2"
    );
    let limit = |limit, allowed| Error::LimitReached {
        limit,
        allowed,
        reached: allowed + 1,
    };
    assert_eq!(
        limit(Limit::Time, 1).to_string(),
        "time limit reached: 1 millisecond allowed, and the work stopped at 2"
    );
    assert_eq!(
        limit(Limit::Positions, 1000).to_string(),
        "position limit reached: 1000 positions allowed, and the work stopped at 1001"
    );
    assert_eq!(
        limit(Limit::Candidates, 400).to_string(),
        "candidate limit reached: 400 candidates allowed, and the work stopped at 401"
    );
}

/// The quotient's unknown heap said "compute the nim-sequence further"; it says what
/// computes a quotient further. The nim-sequence's message is as before.
#[test]
fn an_unknown_heap_of_a_quotient_says_to_compute_the_quotient_further() {
    let kayles = TakeAndBreak::kayles().misere().misere_quotient(10).unwrap();
    let error = kayles.outcome(&[4, 30]).unwrap_err();
    assert_eq!(
        error,
        Error::UnknownQuotientHeap {
            heap: 1,
            size: 30,
            known: 11
        }
    );
    assert_eq!(
        error.to_string(),
        "heap 1 holds 30, but the quotient covers only heaps below 11: compute the quotient \
         further, with misere_quotient(n) for an n of 30 or more"
    );
    let values = TakeAndBreak::grundys_game().solver(10).unwrap();
    assert_eq!(
        values.try_grundy(&[30]).unwrap_err().to_string(),
        "heap 0 holds 30, but the values are known only for heaps below 10: compute the \
         nim-sequence further"
    );
}

/// `genus_sequence(u64::MAX)` reported the heaps asked for as positions.
#[test]
fn too_many_genera_name_the_heaps() {
    let error = TakeAndBreak::kayles()
        .misere()
        .genus_sequence(u64::MAX)
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid number of heaps (18446744073709551615): the genus of each heap is stored, and \
         at most 1048576 positions may be (the position limit): ask for fewer heaps, or raise \
         the limit"
    );
    let small = Limits::new().positions(100);
    let refused = TakeAndBreak::kayles()
        .misere()
        .genus_sequence_with(101, &small);
    assert!(matches!(
        refused,
        Err(Error::InvalidParameter {
            parameter: "number of heaps",
            ..
        })
    ));
}

// ---------------------------------------------------------------------------------------
// A search its limits did not bound, and one that aborted where memory ran out.
// ---------------------------------------------------------------------------------------

#[test]
fn a_sum_of_searched_parts_returns_a_parts_limit() {
    let part = Search::new(GrundyGame::new()).with_limits(Limits::new().positions(4));
    let sum = Sum::solved(vec![part]);
    assert!(matches!(
        sum.try_grundy(&[vec![40]]),
        Err(Error::InPart { part: 0, .. })
    ));
}

/// On a single huge heap of Grundy's game under misère play, each level of the line adds a
/// heap: the position limit counts the line and the options listed, and stops it at once.
#[test]
fn a_misere_search_of_a_huge_heap_keeps_its_limits() {
    let result = answers("the misère search of u64::MAX", || {
        Search::new(TakeAndBreak::grundys_game().misere())
            .with_limits(
                Limits::new()
                    .positions(1 << 20)
                    .time(Duration::from_secs(20)),
            )
            .try_outcome(&vec![u64::MAX])
    });
    assert!(
        matches!(
            result,
            Err(Error::LimitReached {
                limit: Limit::Positions,
                ..
            })
        ),
        "{result:?}"
    );
    // Within a memory limit alone, the memory limit stops it.
    let result = answers("the misère search of u64::MAX, within 16 MiB", || {
        Search::new(TakeAndBreak::grundys_game().misere())
            .with_limits(Limits::new().memory(16 << 20))
            .try_outcome(&vec![u64::MAX])
    });
    assert!(
        matches!(
            result,
            Err(Error::LimitReached {
                limit: Limit::Memory,
                allowed: 16_777_216,
                ..
            })
        ),
        "{result:?}"
    );
}

/// The environment variable that makes the next test the child it runs.
const CHILD: &str = "IMPARTIAL_MEMORY_CAP_CHILD";

/// A search that would need far more memory than the process may have returns an error, in
/// a child process whose address space is capped at 1 GiB (with `ulimit -v`): it must not
/// abort as an allocation that cannot be had would make it.
#[test]
fn a_search_under_an_address_space_cap_returns_an_error() {
    if std::env::var_os(CHILD).is_some() {
        // The child: default limits, whatever the machine has.
        let result =
            Search::new(TakeAndBreak::grundys_game().misere()).try_outcome(&vec![u64::MAX]);
        assert!(
            matches!(
                result,
                Err(Error::LimitReached {
                    limit: Limit::Memory,
                    ..
                } | Error::OutOfMemory { .. })
            ),
            "{result:?}"
        );
        return;
    }
    let exe = std::env::current_exe().expect("the test binary");
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576 && exec \"$0\" --exact hostile_inputs::a_search_under_an_address_space_cap_returns_an_error --test-threads 1")
        .arg(exe)
        .env(CHILD, "1")
        .output()
        .expect("sh runs");
    assert!(
        status.status.success(),
        "the child failed: {}\n{}",
        status.status,
        String::from_utf8_lossy(&status.stdout)
    );
    assert!(String::from_utf8_lossy(&status.stdout).contains("1 passed"));
}
