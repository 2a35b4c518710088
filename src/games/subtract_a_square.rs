//! Subtract-a-square: one heap, and a move takes a positive square number of stones. No
//! closed form is known; its losing heaps (OEIS A030193) come from a table built by a
//! segmented sieve.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::ControlFlow;
use std::sync::Arc;

use crate::search::Hooks;
use crate::search::heap_words::heap_is_its_word;
use crate::{Error, Game, Outcome, Solver};

/// Heaps per block of the sieve: 2^17 bits, a 16 KiB slice of the table, which stays in the
/// L1 cache while every loss found so far marks its wins in it.
const BLOCK: u64 = 1 << 17;

/// Subtract-a-square (take-a-square): one heap of stones; a move takes a positive square
/// number of stones, 1, 4, 9, 16, ..., at most the whole heap. Whoever takes the last stone
/// wins (normal play).
///
/// A position is the number of stones left (`u64`); a move is the number taken (`u64`).
///
/// # No closed form
///
/// S. W. Golomb ("A mathematical investigation of games of 'take-away'", *Journal of
/// Combinatorial Theory* 1 (1966), 443–458), who credits the game to R. A. Epstein, proved
/// that infinitely many heaps are lost, and no formula for them is known. The losing heaps,
/// 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, ... (OEIS A030193), are the greedy sequence
/// in which no two terms differ by a square, so by the Furstenberg–Sárközy theorem they have
/// density zero; experimentally about `n^0.69` of the heaps below `n` are lost (D. Eppstein,
/// "A better-behaved subtraction game", 2016, and "Faster evaluation of subtraction games",
/// FUN 2018).
///
/// So the game is solved by a table: [`solver`](SubtractASquare::solver)`(limit)` computes
/// the outcome of every heap below `limit` by a sieve, and answers from it (see
/// [`SubtractASquareSolver`]). [`Search`](crate::Search) solves the rules directly, and
/// gives the Sprague–Grundy values, which the table does not keep.
///
/// # Complexity
///
/// [`moves`](Game::moves) is lazy: the squares up to the heap, `O(1)` each.
/// [`play`](Game::play): `O(1)`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = SubtractASquare::new();
/// assert_eq!(game.moves(&10).collect::<Vec<_>>(), vec![1, 4, 9]);
/// assert_eq!(game.play(&10, &9)?, 1);
/// assert!(game.play(&10, &3).is_err()); // not a square
///
/// // From 13, take 1: the opponent faces 12, a losing heap.
/// let search = Search::new(game);
/// assert_eq!(search.winning_moves(&13).collect::<Vec<_>>(), vec![1]);
/// assert_eq!(search.outcome(&12), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SubtractASquare;

impl SubtractASquare {
    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(SubtractASquare::new().moves(&17).collect::<Vec<_>>(), vec![1, 4, 9, 16]);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        SubtractASquare
    }

    /// A solver knowing the outcome of every heap below `limit`: see
    /// [`SubtractASquareSolver`].
    ///
    /// # Complexity
    ///
    /// The sieve's: `O(n + P·√n)` time for `n = limit` heaps and `P` losses among them, and
    /// `n / 8` bytes (see [`SubtractASquareSolver`]). To bound a long run, use
    /// [`solver_with`](SubtractASquare::solver_with), which can stop it.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfMemory`] when the table, `limit / 8` bytes, cannot be allocated.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquare::new().solver(1_000)?;
    /// let first: Vec<u64> = solver.losses().take(12).collect();
    /// assert_eq!(first, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39]); // OEIS A030193
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn solver(self, limit: u64) -> Result<SubtractASquareSolver, Error> {
        self.solver_with(limit, |_| ControlFlow::Continue(()))
    }

    /// As [`solver`](SubtractASquare::solver), calling `progress` with the number of heaps
    /// whose outcomes are known every 2^17 heaps and at the end. Returning
    /// [`ControlFlow::Break`] stops the sieve: the solver then knows the heaps done so far.
    ///
    /// # Complexity
    ///
    /// As [`solver`](SubtractASquare::solver), plus one call of `progress` per 2^17 heaps.
    ///
    /// # Errors
    ///
    /// As [`solver`](SubtractASquare::solver).
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquare::new().solver_with(1 << 30, |heaps| {
    ///     if heaps >= 1 << 18 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// })?;
    /// assert_eq!(solver.len(), 1 << 18);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn solver_with(
        self,
        limit: u64,
        progress: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<SubtractASquareSolver, Error> {
        Ok(SubtractASquareSolver {
            table: Arc::new(LossTable::sieve(limit, progress)?),
        })
    }
}

/// The positive squares up to `heap`, ascending. `isqrt(heap)² ≤ heap`, so none overflows.
fn squares_up_to(heap: u64) -> impl Iterator<Item = u64> {
    (1..=heap.isqrt()).map(|root| root * root)
}

/// The name of a move, for error messages.
fn move_name(take: u64) -> String {
    format!("take {take}")
}

impl Game for SubtractASquare {
    type Position = u64;
    type Move = u64;

    /// The squares up to the heap, smallest first.
    fn moves<'a>(&'a self, heap: &'a u64) -> impl Iterator<Item = u64> {
        squares_up_to(*heap)
    }

    fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
        let take = *take;
        if take == 0 {
            return Err(Error::takes_nothing(move_name(take)));
        }
        let root = take.isqrt();
        if root * root != take {
            return Err(Error::illegal(
                move_name(take),
                format!(
                    "{take} is not a square: a move takes 1, 4, 9, 16, ... stones \
                     ({root}² = {} and {}² = {} are the nearest)",
                    root * root,
                    root + 1,
                    u128::from(root + 1) * u128::from(root + 1),
                ),
            ));
        }
        heap.checked_sub(take)
            .ok_or_else(|| Error::takes_too_many(move_name(take), take, *heap))
    }
}

impl Hooks for SubtractASquare {
    heap_is_its_word!();
}

/// The outcomes of heaps `0..len`: bit `n` of `lost` is set when heap `n` is lost for the
/// player to move.
struct LossTable {
    len: u64,
    lost: Vec<u64>,
}

/// A loss found by the sieve, and the root of the next square it marks.
struct Marker {
    loss: u64,
    root: u64,
}

impl LossTable {
    /// The sieve (D. Eppstein, "Shaving a superpolylog from subtract-a-square", 2016, in the
    /// manner of Eratosthenes): a heap is lost exactly when no square leads from it to a
    /// losing heap, so walking the heaps upwards, each heap that no loss has marked is a
    /// loss, and marks `loss + s²` for every `s ≥ 1` as a win. Segmented: the heaps go by
    /// blocks of 2^17, and each block first takes the marks of every earlier loss, then is
    /// scanned; every mark and every scan stays within a block that fits in the L1 cache.
    ///
    /// Time `O(n + P·√n + P·n / 2^17)` for `n = limit` and `P` losses below it; memory
    /// `n / 8` bytes for the table and 16 bytes a loss while sieving.
    fn sieve(limit: u64, mut progress: impl FnMut(u64) -> ControlFlow<()>) -> Result<Self, Error> {
        let out_of_memory = || {
            Error::out_of_memory(format!(
                "a table of the outcomes of {} of subtract-a-square ({})",
                crate::error::count(limit, "heap"),
                crate::error::count(limit.div_ceil(8), "byte")
            ))
        };
        let words = usize::try_from(limit.div_ceil(64)).map_err(|_| out_of_memory())?;
        // The marks are wins; they are turned into losses at the end, in place.
        let mut marks: Vec<u64> = Vec::new();
        marks
            .try_reserve_exact(words)
            .map_err(|_| out_of_memory())?;
        marks.resize(words, 0);
        let mut markers: Vec<Marker> = Vec::new();
        let mut done = 0;
        while done < limit {
            let end = done.saturating_add(BLOCK).min(limit);
            for marker in &mut markers {
                marker.root = mark_wins(&mut marks, marker.loss, marker.root, end);
            }
            let mut from = done;
            while let Some(loss) = next_unmarked(&marks, from, end) {
                let root = mark_wins(&mut marks, loss, 1, end);
                markers.try_reserve(1).map_err(|_| out_of_memory())?;
                markers.push(Marker { loss, root });
                from = loss + 1;
            }
            done = end;
            if progress(done).is_break() {
                break;
            }
        }
        // Keep the heaps done: losses are the unmarked bits below `done`.
        let kept = usize::try_from(done.div_ceil(64)).unwrap_or(words);
        marks.truncate(kept);
        marks.shrink_to_fit();
        for word in &mut marks {
            *word = !*word;
        }
        if done % 64 != 0 {
            if let Some(last) = marks.last_mut() {
                *last &= (1 << (done % 64)) - 1;
            }
        }
        Ok(LossTable {
            len: done,
            lost: marks,
        })
    }

    /// Whether `heap` is lost; `false` beyond the table, which a [`KnownHeap`] never is.
    fn is_loss(&self, heap: u64) -> bool {
        usize::try_from(heap / 64)
            .ok()
            .and_then(|word| self.lost.get(word))
            .is_some_and(|&word| word >> (heap % 64) & 1 == 1)
    }

    /// The losing heaps, ascending.
    fn losses(&self) -> impl Iterator<Item = u64> + '_ {
        self.lost.iter().zip(0u64..).flat_map(|(&word, index)| {
            let mut rest = word;
            core::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let bit = u64::from(rest.trailing_zeros());
                rest &= rest - 1;
                Some(index * 64 + bit)
            })
        })
    }
}

/// Marks `loss + root², loss + (root + 1)², ...` below `end` as wins, and returns the root
/// of the first square it did not mark.
#[inline]
fn mark_wins(marks: &mut [u64], loss: u64, mut root: u64, end: u64) -> u64 {
    loop {
        let Some(target) = root
            .checked_mul(root)
            .and_then(|square| square.checked_add(loss))
        else {
            // Past u64::MAX: no heap of the table is ever marked from here.
            return root;
        };
        if target >= end {
            return root;
        }
        // target < end ≤ 64 · marks.len().
        if let Some(word) = marks.get_mut((target / 64) as usize) {
            *word |= 1 << (target % 64);
        }
        root += 1;
    }
}

/// The first heap in `from..end` that no loss has marked.
#[inline]
fn next_unmarked(marks: &[u64], from: u64, end: u64) -> Option<u64> {
    let mut heap = from;
    while heap < end {
        let word = marks.get((heap / 64) as usize)?;
        let unmarked = !word >> (heap % 64);
        if unmarked != 0 {
            let found = heap + u64::from(unmarked.trailing_zeros());
            return (found < end).then_some(found);
        }
        // The next word; `heap | 63` is below `end`, so adding 1 cannot overflow.
        heap = (heap | 63) + 1;
    }
    None
}

impl fmt::Debug for LossTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LossTable")
            .field("len", &self.len)
            .finish_non_exhaustive()
    }
}

/// Answers subtract-a-square from a table of the outcomes of heaps `0..len`, computed by
/// [`SubtractASquare::solver`].
///
/// # Positions it knows
///
/// No formula gives the outcome of a heap beyond the table, and the solver never guesses: its
/// positions are [`KnownHeap`]s, made by [`position`](Self::position), which refuses a heap
/// at or beyond [`len`](Self::len) with [`Error::UnknownHeap`]. Every move leads to a smaller
/// heap, so every position a `KnownHeap` leads to is known too. A `KnownHeap` keeps the table
/// that checked it, so the [`Solver`] methods answer any position they are given, from any
/// solver of this game, without panicking.
///
/// # Method
///
/// A heap is lost exactly when no square leads to a lost heap. The sieve walks the heaps
/// upwards: a heap that no earlier loss has marked is lost, and marks every heap a square
/// above it as won (D. Eppstein, "Shaving a superpolylog from subtract-a-square", blog post,
/// 2016). Where the textbook table looks back from every heap at each of its `√n` moves, the
/// sieve looks forward from the losses only, which are sparse; and it goes by blocks of 2^17
/// heaps (16 KiB of table), so that every mark lands in the L1 cache.
///
/// # Complexity
///
/// Building: `O(n + P·√n)` time for `n` heaps and `P` losses among them (`P ≈ n^0.69`
/// experimentally, so about `n^1.19`), `n / 8` bytes (BENCHMARKS.md, in the repository, has
/// its times); the sieve reports progress and can be stopped
/// ([`SubtractASquare::solver_with`]). Then [`outcome`](Solver::outcome): `O(1)`;
/// [`winning_moves`](Solver::winning_moves): lazily, `O(1)` for each of the `√heap` squares.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let solver = SubtractASquare::new().solver(1 << 20)?;
/// let heap = solver.position(13)?;
/// assert_eq!(solver.outcome(&heap), Outcome::Win);
/// assert_eq!(solver.winning_moves(&heap).collect::<Vec<_>>(), vec![1]); // leave 12
/// assert_eq!(solver.outcome(&solver.play(&heap, &1)?), Outcome::Loss);
/// assert_eq!(solver.try_outcome(1_000_000)?, Outcome::Win);
///
/// // Beyond the table, nothing is guessed.
/// assert!(matches!(solver.position(1 << 20), Err(Error::UnknownHeap { .. })));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct SubtractASquareSolver {
    table: Arc<LossTable>,
}

/// A heap of subtract-a-square whose outcome a [`SubtractASquareSolver`] knows, with the
/// table that knows it. Made by [`SubtractASquareSolver::position`].
///
/// Two `KnownHeap`s are equal when they hold the same number of stones, whichever table
/// checked them: the game is the same.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let small = SubtractASquareSolver::new(100)?;
/// let large = SubtractASquareSolver::new(1_000)?;
/// assert_eq!(small.position(42)?, large.position(42)?);
/// assert_eq!(small.position(42)?.heap(), 42);
/// assert_eq!(format!("{:?}", small.position(42)?), "KnownHeap(42)");
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Clone)]
pub struct KnownHeap {
    heap: u64,
    table: Arc<LossTable>,
}

impl KnownHeap {
    /// The number of stones.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquareSolver::new(10)?;
    /// let heap = solver.position(7)?;
    /// assert_eq!(heap.heap(), 7);
    /// assert_eq!(solver.play(&heap, &4)?.heap(), 3);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn heap(&self) -> u64 {
        self.heap
    }
}

impl fmt::Debug for KnownHeap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("KnownHeap").field(&self.heap).finish()
    }
}

impl PartialEq for KnownHeap {
    fn eq(&self, other: &Self) -> bool {
        self.heap == other.heap
    }
}

impl Eq for KnownHeap {}

impl Hash for KnownHeap {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.heap.hash(state);
    }
}

impl SubtractASquareSolver {
    /// A solver knowing the outcome of every heap below `limit`: the same as
    /// [`SubtractASquare::solver`], with its complexity.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfMemory`] when the table cannot be allocated.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquareSolver::new(1_000)?;
    /// assert_eq!((solver.len(), solver.is_empty()), (1_000, false));
    /// assert_eq!(solver.try_outcome(34)?, Outcome::Loss);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(limit: u64) -> Result<Self, Error> {
        SubtractASquare::new().solver(limit)
    }

    /// How many heaps the table knows: heaps `0..len`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquareSolver::new(50)?;
    /// assert_eq!(solver.len(), 50);
    /// assert!(solver.position(49).is_ok() && solver.position(50).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> u64 {
        self.table.len
    }

    /// Whether the table knows no heap at all (it was built with limit 0, or stopped before
    /// its first block).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(SubtractASquareSolver::new(0)?.is_empty());
    /// assert!(!SubtractASquareSolver::new(1)?.is_empty());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.table.len == 0
    }

    /// The position of `heap` stones, checked against the table.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownHeap`] when `heap` is not below [`len`](Self::len).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquareSolver::new(100)?;
    /// // 5 is lost: taking 1 or 4 leaves 4 or 1, and the opponent takes it all.
    /// assert_eq!(solver.outcome(&solver.position(5)?), Outcome::Loss);
    /// assert_eq!(
    ///     solver.position(100),
    ///     Err(Error::UnknownHeap { heap: 0, size: 100, known: 100 })
    /// );
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn position(&self, heap: u64) -> Result<KnownHeap, Error> {
        if heap >= self.table.len {
            return Err(Error::UnknownHeap {
                heap: 0,
                size: heap,
                known: self.table.len,
            });
        }
        Ok(KnownHeap {
            heap,
            table: Arc::clone(&self.table),
        })
    }

    /// The outcome of `heap` stones, or the error of [`position`](Self::position).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownHeap`] as [`position`](Self::position).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = SubtractASquareSolver::new(100)?;
    /// assert_eq!(solver.try_outcome(2)?, Outcome::Loss); // taking 1 leaves 1, a win
    /// assert_eq!(solver.try_outcome(3)?, Outcome::Win); // take 1, leave 2
    /// assert!(solver.try_outcome(100).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_outcome(&self, heap: u64) -> Result<Outcome, Error> {
        Ok(self.outcome(&self.position(heap)?))
    }

    /// The losing heaps below [`len`](Self::len), ascending: OEIS A030193.
    ///
    /// # Complexity
    ///
    /// `O(1)` a loss, plus `O(1)` for every 64 heaps passed.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // No two losing heaps differ by a square: else the larger could move to the smaller.
    /// let solver = SubtractASquareSolver::new(2_000)?;
    /// let losses: Vec<u64> = solver.losses().collect();
    /// for (i, &a) in losses.iter().enumerate() {
    ///     for &b in &losses[..i] {
    ///         assert_ne!((a - b).isqrt().pow(2), a - b);
    ///     }
    /// }
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn losses(&self) -> impl Iterator<Item = u64> + '_ {
        self.table.losses()
    }
}

impl Game for SubtractASquareSolver {
    type Position = KnownHeap;
    type Move = u64;

    /// As [`SubtractASquare`]'s: the squares up to the heap, smallest first.
    fn moves<'a>(&'a self, position: &'a KnownHeap) -> impl Iterator<Item = u64> {
        squares_up_to(position.heap)
    }

    /// As [`SubtractASquare`]'s; the heap left is smaller, so known too.
    fn play(&self, position: &KnownHeap, take: &u64) -> Result<KnownHeap, Error> {
        Ok(KnownHeap {
            heap: SubtractASquare.play(&position.heap, take)?,
            table: Arc::clone(&position.table),
        })
    }
}

impl Hooks for SubtractASquareSolver {}

impl Solver<SubtractASquareSolver> for SubtractASquareSolver {
    fn game(&self) -> &SubtractASquareSolver {
        self
    }

    fn outcome(&self, position: &KnownHeap) -> Outcome {
        if position.table.is_loss(position.heap) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// Smallest first, lazily: each square is looked up as the iterator reaches it.
    fn winning_moves<'a>(&'a self, position: &'a KnownHeap) -> impl Iterator<Item = u64> {
        let heap = position.heap;
        squares_up_to(heap).filter(move |&take| position.table.is_loss(heap - take))
    }

    /// A winning move when there is one; otherwise a single stone, which makes the game last
    /// longest.
    fn best_move(&self, position: &KnownHeap) -> Option<u64> {
        self.winning_move(position)
            .or_else(|| (position.heap > 0).then_some(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The textbook table: each heap looks back at every square.
    fn losses_by_looking_back(limit: u64) -> Vec<u64> {
        let mut lost = Vec::new();
        for heap in 0..limit {
            lost.push(!squares_up_to(heap).any(|take| lost[(heap - take) as usize]));
        }
        (0..limit).filter(|&heap| lost[heap as usize]).collect()
    }

    #[test]
    fn the_sieve_agrees_with_looking_back_across_blocks() {
        // Several blocks, and limits that end inside a word and on a word's edge.
        for limit in [0, 1, 2, 63, 64, 65, 1000, BLOCK - 1, BLOCK, 3 * BLOCK + 17] {
            let table = LossTable::sieve(limit, |_| ControlFlow::Continue(())).unwrap();
            assert_eq!(table.len, limit);
            let found: Vec<u64> = table.losses().collect();
            assert_eq!(found, losses_by_looking_back(limit), "limit {limit}");
        }
    }

    #[test]
    fn stopping_keeps_whole_blocks() {
        let mut reports = Vec::new();
        let table = LossTable::sieve(5 * BLOCK, |heaps| {
            reports.push(heaps);
            if heaps >= 2 * BLOCK {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
        assert_eq!(reports, [BLOCK, 2 * BLOCK]);
        assert_eq!(table.len, 2 * BLOCK);
        let found: Vec<u64> = table.losses().collect();
        assert_eq!(found, losses_by_looking_back(2 * BLOCK));
        assert!(!table.is_loss(2 * BLOCK) && !table.is_loss(u64::MAX));
    }

    #[test]
    fn marks_stop_at_the_end_and_at_overflow() {
        let mut marks = vec![0u64; 2];
        assert_eq!(mark_wins(&mut marks, 0, 1, 10), 4); // 1, 4, 9 marked
        assert_eq!(marks[0], 1 << 1 | 1 << 4 | 1 << 9);
        assert_eq!(mark_wins(&mut marks, u64::MAX - 1, 1, u64::MAX), 1);
        assert_eq!(mark_wins(&mut marks, 5, 1 << 32, u64::MAX), 1 << 32);
        assert_eq!(next_unmarked(&marks, 0, 10), Some(0));
        assert_eq!(next_unmarked(&marks, 1, 10), Some(2));
        assert_eq!(next_unmarked(&[u64::MAX, u64::MAX], 0, 128), None);
        assert_eq!(next_unmarked(&[u64::MAX, 0], 0, 64), None);
    }

    #[test]
    fn a_table_too_large_for_memory_is_refused() {
        let error = LossTable::sieve(u64::MAX, |_| ControlFlow::Continue(())).unwrap_err();
        assert!(matches!(error, Error::OutOfMemory { .. }), "{error}");
    }
}
