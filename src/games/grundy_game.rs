//! Grundy's game: split a heap into two unequal heaps.

use core::fmt;

use crate::heaps::{copy_heaps, distinct_heaps, heaps_as_parts};
use crate::search::Hooks;
use crate::search::heap_words::{
    heap_index, heap_part_words, heaps_in_any_order, heaps_packed, one_heap, pack_heap,
};
use crate::take_and_break::{TakeAndBreak, TakeAndBreakSolver};
use crate::{Error, Game};

/// The most single-heap values [`GrundyGame::values`] computes.
const MOST_VALUES: usize = 1 << 24;

/// Grundy's game (P. M. Grundy, *Eureka* 2 (1939)): heaps of stones; a move splits one heap
/// into two heaps of different sizes; whoever cannot move loses. Heaps of 1 and 2 can never
/// be split.
///
/// A position is a `Vec<u64>` of heaps; a move is a [`Split`]. [`play`](Game::play) returns
/// the heaps sorted.
///
/// # Values
///
/// A heap's Grundy value is the mex of `g(a) ^ g(n − a)` over the splits `a < n − a`; the
/// values (OEIS A002188) are known far out but no period has been found, so there is no
/// closed form: [`values`](GrundyGame::values) computes them with the
/// [take-and-break engine](crate::take_and_break) ([`TakeAndBreak::grundys_game`], the code
/// `4.` with unequal splits), and [`Search`](crate::Search) solves positions from the rules
/// alone.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let values = GrundyGame::values(10)?;
/// assert_eq!(values, vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// let search = Search::new(GrundyGame::new());
/// assert_eq!(search.grundy(&vec![9]), 1);
/// assert_eq!(search.outcome(&vec![7]), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct GrundyGame;

/// A move in [`GrundyGame`]: split the heap at index `heap`, leaving `smaller` stones in one
/// part and the rest, more than `smaller`, in the other.
///
/// Displays as `split heap 0, one part 2`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::games::grundy_game::Split;
///
/// let game = GrundyGame::new();
/// let split = Split { heap: 1, smaller: 2 };
/// assert_eq!(split.to_string(), "split heap 1, one part 2");
/// // The part named stays in the heap's place, the other goes to the end.
/// assert_eq!(game.play(&vec![3, 7], &split)?, vec![3, 2, 5]);
/// // A heap of 4 cannot split into 2 and 2.
/// assert!(game.play(&vec![4], &Split { heap: 0, smaller: 2 }).is_err());
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Split {
    /// Index of the heap to split.
    pub heap: usize,
    /// The size of the smaller part, at least 1.
    pub smaller: u64,
}

impl fmt::Display for Split {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "split heap {}, one part {}", self.heap, self.smaller)
    }
}

impl GrundyGame {
    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A heap of 6 splits into 1 and 5 or 2 and 4, not 3 and 3.
    /// assert_eq!(GrundyGame::new().moves(&vec![6]).count(), 2);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        GrundyGame
    }

    /// A convenience: the Grundy values of heaps of `0..count` stones, as a vector (the
    /// values of positions come through [`GrundyGame::solver`]), by the take-and-break engine's
    /// sparse-space method (BENCHMARKS.md, in the repository, has its times).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `count` exceeds 2^24 (ask
    /// [`TakeAndBreak::grundys_game`] for more: it reports progress and can be stopped).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 3 splits only into 1 and 2 (worth 0 ^ 0); 4 only into 1 and 3 (worth 0 ^ 1).
    /// assert_eq!(GrundyGame::values(5)?, vec![0, 0, 0, 1, 0]);
    /// assert!(GrundyGame::values((1 << 24) + 1).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn values(count: usize) -> Result<Vec<u64>, Error> {
        if count > MOST_VALUES {
            return Err(Error::invalid(
                "count",
                count,
                "Grundy's game values are computed here up to 2^24 heaps: ask \
                         TakeAndBreak::grundys_game() for more",
            ));
        }
        let sequence = TakeAndBreak::grundys_game().nim_sequence(count as u64)?;
        Ok(sequence.values().collect())
    }
}

impl GrundyGame {
    /// A solver for positions of several heaps, by the take-and-break engine (Grundy's game is
    /// the code `4.` with unequal splits): it knows the values of heaps `0..limit`, refuses a
    /// larger heap with [`Error::UnknownHeap`], and implements [`Solver`](crate::Solver) and
    /// [`Grundy`](crate::Grundy) with moves as [`BreakMove`](crate::take_and_break::BreakMove)s
    /// (`split heap 0 into 7 and 2`).
    ///
    /// # Complexity
    ///
    /// The values first, by the sparse-space method (BENCHMARKS.md, in the repository, has its
    /// times); then `O(heaps)` for a position's value.
    ///
    /// # Errors
    ///
    /// As [`TakeAndBreak::nim_sequence`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = GrundyGame::solver(1000)?;
    /// let position = solver.position(vec![7, 9, 20])?;
    /// assert_eq!(solver.grundy(&position), 0 ^ 1 ^ 0);
    /// let mv = solver.winning_move(&position).unwrap();
    /// assert_eq!(mv.to_string(), "split heap 1 into 7 and 2");
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn solver(limit: u64) -> Result<TakeAndBreakSolver, Error> {
        TakeAndBreak::grundys_game().solver(limit)
    }
}

/// Why `split` is not a move from `heaps`. Out of line, and cold: a search inlines the play
/// of every move, and the messages would weigh on it.
#[cold]
#[inline(never)]
fn illegal_split(heaps: &[u64], split: &Split) -> Error {
    match heaps.get(split.heap) {
        None => Error::no_such_heap(split, split.heap, heaps.len()),
        Some(size) => Error::illegal(
            split,
            format!("a heap of {size} splits into two non-empty heaps of different sizes"),
        ),
    }
}

impl Game for GrundyGame {
    type Position = Vec<u64>;
    type Move = Split;

    /// Heap by heap, the smaller part growing.
    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Split> {
        heaps.iter().enumerate().flat_map(|(heap, &size)| {
            (1..size.div_ceil(2)).map(move |smaller| Split { heap, smaller })
        })
    }

    /// The moves from one of each run of equal heaps.
    fn representative_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Split> {
        distinct_heaps(heaps).flat_map(|(heap, size)| {
            (1..size.div_ceil(2)).map(move |smaller| Split { heap, smaller })
        })
    }

    /// Each non-empty heap alone: a split leaves heaps of their own, so a position is the sum
    /// of its heaps.
    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(heaps_as_parts(heaps))
    }

    heaps_in_any_order!(plays_in_place);
}

impl Hooks for GrundyGame {
    /// The stones (or pins) in play: what there is to search.
    #[inline]
    fn difficulty(&self, heaps: &Vec<u64>) -> u64 {
        heaps
            .iter()
            .fold(0, |total, &heap| total.saturating_add(heap))
    }

    /// The heaps of 1 to `size`.
    fn small_parts(&self, size: u64) -> impl Iterator<Item = Vec<u64>> {
        (1..=size).map(|heap| vec![heap])
    }
    heaps_packed!();

    #[inline]
    fn play_into(&self, heaps: &Vec<u64>, split: &Split, next: &mut Vec<u64>) -> Result<(), Error> {
        let larger = heaps
            .get(split.heap)
            .map(|&size| size.saturating_sub(split.smaller))
            .filter(|&larger| split.smaller != 0 && split.smaller < larger);
        let Some(larger) = larger else {
            return Err(illegal_split(heaps, split));
        };
        copy_heaps(heaps, next);
        next[split.heap] = split.smaller;
        next.push(larger);
        Ok(())
    }

    #[inline]
    fn packed_parts(&self, heaps: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        heap_part_words(heaps, words)
    }

    /// The size of a position of one heap.
    #[inline]
    fn dense_index(&self, word: u64) -> Option<usize> {
        heap_index(word)
    }

    /// For a position of one heap.
    #[inline]
    fn packs_option_parts(&self, word: u64) -> bool {
        one_heap(word).is_some()
    }

    /// The splits of one heap, the smaller part growing: the words of the two heaps, the
    /// smaller first. An option resumes after its smaller part.
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        mut visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let heap = one_heap(word)?;
        let mut smaller = resume.saturating_add(1);
        while smaller < heap.div_ceil(2) {
            // Both smaller than a heap that packs.
            let parts = [pack_heap(smaller)?, pack_heap(heap - smaller)?];
            if let Some(found) = visit(&parts, smaller) {
                return Some(found);
            }
            smaller += 1;
        }
        None
    }
}
