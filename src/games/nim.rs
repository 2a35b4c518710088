//! Nim, normal and misère, with its nim-sum core and the count of its losing positions.

use core::fmt;
use core::iter;
use core::ops::{Add, Mul};

use crate::heaps::{copy_heaps, heaps_as_parts, repeats_the_heap_before};
use crate::search::heap_words::{
    find_map_takes_from_one_heap, heap_part_words, heaps_in_any_order, heaps_packed,
};
use crate::search::{Hooks, PackedOption};
use crate::{Error, Game, Grundy, Misere, Outcome, Solver};

// The nim-sum lives in `math`, below the games and the sums that use it; this path stays.
pub use crate::math::nim_sum::nim_sum;

/// Nim: several heaps of stones; a move takes any positive number of stones from one heap.
/// Under [`Nim::normal`] play whoever takes the last stone wins; under [`Nim::misere`] play
/// (a [`Misere<Nim>`](Misere), whose closed form is its [`Solver`]) whoever takes the last
/// stone loses.
///
/// A position is a `Vec<u64>` of heap sizes: any number of heaps, empty heaps allowed, sizes
/// up to `u64::MAX`. A move is a [`NimMove`].
///
/// # Closed form
///
/// *Normal play* (C. L. Bouton, "Nim, a game with a complete mathematical theory",
/// Annals of Mathematics 3 (1901), 35–39): the player to move loses exactly when the
/// [`nim_sum`] `s` of the heaps is 0. Otherwise the winning moves reduce a heap `h` with
/// `h ^ s < h` to `h ^ s`.
///
/// *Misère play* (Bouton, same paper): while some heap holds two or more stones, the same
/// rule holds. When every heap holds at most one stone, the player to move loses exactly when
/// the number of 1-heaps is odd. So with exactly one heap of two or more, the winning move
/// reduces it to 0 or 1, whichever leaves an odd number of 1-heaps; with two or more such
/// heaps, the winning moves are the normal-play ones. The empty position is a win for the
/// player to move (the opponent took the last stone), who has no move.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome) and [`winning_move`](Solver::winning_move) read the heaps at
/// most twice, [`winning_moves`](Solver::winning_moves) likewise; none depends on the sizes.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let nim = Nim::normal();
/// let heaps = vec![3, 4, 5];
/// assert_eq!(nim.outcome(&heaps), Outcome::Win);
/// let mv = nim.best_move(&heaps).unwrap();
/// assert_eq!(mv, NimMove { heap: 0, take: 2 });
/// assert_eq!(nim.play(&heaps, &mv)?, vec![1, 4, 5]);
/// assert_eq!(nim.outcome(&vec![1, 4, 5]), Outcome::Loss);
///
/// // Misère: with one heap of two or more, leave an odd number of single stones.
/// let misere = Nim::misere();
/// let winning: Vec<NimMove> = misere.winning_moves(&vec![1, 1, 5]).collect();
/// assert_eq!(winning, vec![NimMove { heap: 2, take: 4 }]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Nim;

/// A move in [`Nim`]: take `take` stones from the heap at index `heap`.
///
/// Displays as `take 2 from heap 0`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let mv = NimMove { heap: 1, take: 2 };
/// assert_eq!(mv.to_string(), "take 2 from heap 1");
/// assert_eq!(Nim::normal().play(&vec![3, 4], &mv)?, vec![3, 2]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NimMove {
    /// Index of the heap in the position.
    pub heap: usize,
    /// How many stones to take: at least 1, at most the heap's size.
    pub take: u64,
}

impl fmt::Display for NimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {} from heap {}", self.take, self.heap)
    }
}

impl Nim {
    /// Nim under normal play: whoever takes the last stone wins.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = Nim::normal();
    /// assert_eq!(nim.outcome(&vec![]), Outcome::Loss); // no stone left to take
    /// assert_eq!(nim.outcome(&vec![2, 2]), Outcome::Loss); // the second player mirrors
    /// ```
    #[must_use]
    pub const fn normal() -> Self {
        Nim
    }

    /// Nim under misère play: whoever takes the last stone loses. The shorthand for
    /// `Nim::normal().misere()`: a [`Misere<Nim>`](Misere), whose [`Solver`] is Bouton's
    /// misère rule.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = Nim::misere();
    /// assert_eq!(nim, Nim::normal().misere());
    /// assert_eq!(nim.outcome(&vec![1]), Outcome::Loss); // the last stone must be taken
    /// assert_eq!(nim.outcome(&vec![]), Outcome::Win); // the opponent took it
    /// ```
    #[must_use]
    pub const fn misere() -> Misere<Self> {
        Misere::new(Nim)
    }
}

impl Game for Nim {
    type Position = Vec<u64>;
    type Move = NimMove;

    /// Heap by heap, taking 1, 2, ... up to the whole heap.
    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        NimMoves::new(heaps, false)
    }

    /// The moves from one of each run of equal heaps.
    fn representative_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        NimMoves::new(heaps, true)
    }

    /// Each non-empty heap alone: a position is the sum of its heaps.
    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(heaps_as_parts(heaps))
    }

    heaps_in_any_order!(plays_in_place);
}

impl Hooks for Nim {
    heaps_packed!();

    /// The stones (or pins) in play: what there is to search.
    #[inline]
    fn difficulty(&self, heaps: &Vec<u64>) -> u64 {
        heaps
            .iter()
            .fold(0, |total, &heap| total.saturating_add(heap))
    }

    #[inline]
    fn play_into(&self, heaps: &Vec<u64>, mv: &NimMove, next: &mut Vec<u64>) -> Result<(), Error> {
        match heaps.get(mv.heap) {
            Some(&size) if (1..=size).contains(&mv.take) => {
                copy_heaps(heaps, next);
                next[mv.heap] = size - mv.take;
                Ok(())
            }
            _ => Err(illegal_move(heaps, mv)),
        }
    }

    /// The words of the non-empty heaps.
    #[inline]
    fn packed_parts(&self, heaps: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        heap_part_words(heaps, words)
    }

    const PACKS_OPTIONS: bool = true;

    /// The heap's field of `word` lowered by the stones taken, from a loop over the heaps
    /// and one over the takes from a heap: `O(1)` an option, unless the heap was the only
    /// one as wide as the fields and gets narrower, when the heaps are packed again.
    /// `resume` holds the stones taken and, in its low 4 bits, the heap.
    #[inline]
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        find_map_takes_from_one_heap(word, resume, visit)
    }
}

/// Why `mv` is not a move from `heaps`. Out of line, and cold: a search inlines the play of
/// every move, and the messages would weigh on it.
#[cold]
#[inline(never)]
fn illegal_move(heaps: &[u64], mv: &NimMove) -> Error {
    match heaps.get(mv.heap) {
        None => Error::no_such_heap(mv, mv.heap, heaps.len()),
        Some(_) if mv.take == 0 => Error::takes_nothing(mv),
        Some(&size) => Error::takes_too_many(mv, mv.take, size),
    }
}

/// The moves of [`Nim::moves`]: heap by heap, taking 1, 2, ... up to the whole heap. Two
/// counters rather than nested iterators, so that a search resuming a position's moves skips
/// the examined ones a heap at a time.
struct NimMoves<'a> {
    heaps: &'a [u64],
    /// The move to yield next, if its heap has that many stones.
    next: NimMove,
    /// Whether to pass over a heap as large as the one before it.
    representative: bool,
}

impl<'a> NimMoves<'a> {
    fn new(heaps: &'a [u64], representative: bool) -> Self {
        NimMoves {
            heaps,
            next: NimMove { heap: 0, take: 1 },
            representative,
        }
    }

    /// The size of the heap of the next move, past the heaps passed over; `None` after the
    /// last heap.
    #[inline]
    fn heap_size(&mut self) -> Option<u64> {
        loop {
            let heap = self.next.heap;
            let size = *self.heaps.get(heap)?;
            if !self.representative || !repeats_the_heap_before(self.heaps, heap) {
                return Some(size);
            }
            self.next_heap();
        }
    }

    #[inline]
    fn next_heap(&mut self) {
        self.next = NimMove {
            heap: self.next.heap + 1,
            take: 1,
        };
    }
}

impl Iterator for NimMoves<'_> {
    type Item = NimMove;

    #[inline]
    fn next(&mut self) -> Option<NimMove> {
        loop {
            let size = self.heap_size()?;
            if self.next.take <= size {
                let mv = self.next;
                if mv.take == size {
                    // The heap's last move: no `take + 1`, which would overflow at `u64::MAX`.
                    self.next_heap();
                } else {
                    self.next.take += 1;
                }
                return Some(mv);
            }
            self.next_heap();
        }
    }

    /// A heap at a time: `O(heaps)`, not `O(n)`.
    #[inline]
    fn nth(&mut self, mut n: usize) -> Option<NimMove> {
        loop {
            let size = self.heap_size()?;
            // The moves left in this heap: from `take` up to `size`.
            let left = if self.next.take <= size {
                size - self.next.take + 1
            } else {
                0
            };
            match usize::try_from(left) {
                Ok(left) if left <= n => {
                    n -= left;
                    self.next_heap();
                }
                // `n` is below `left`, so the take stays within the heap.
                _ => {
                    self.next.take += n as u64;
                    return self.next();
                }
            }
        }
    }
}

/// The nim-sum of a position, and the moves it determines.
#[derive(Debug, Clone, Copy)]
struct NimSum(u64);

impl NimSum {
    /// Whether `size` can be reduced to `size ^ nim_sum`: the normal-play winning condition.
    fn reducible(self, size: u64) -> bool {
        size ^ self.0 < size
    }

    /// The normal-play move on the heap at `heap`, which must be reducible.
    fn normal_move(self, heap: usize, size: u64) -> NimMove {
        NimMove {
            heap,
            take: size - (size ^ self.0),
        }
    }

    /// With `size` the only heap of two or more: the move that leaves an odd number of
    /// 1-heaps. The other heaps are 0 or 1, so their nim-sum is the parity of their 1-heaps.
    fn lone_large_move(self, heap: usize, size: u64) -> NimMove {
        let even_ones_elsewhere = (self.0 ^ size) & 1 == 0;
        NimMove {
            heap,
            take: size - u64::from(even_ones_elsewhere),
        }
    }
}

/// Whether some heap holds two or more stones, which decides the misère rule. On most
/// positions the scan stops at the first heap.
fn has_large_heap(heaps: &[u64]) -> bool {
    heaps.iter().any(|&size| size > 1)
}

/// Bouton's rules, under normal play or, when `misere`, under misère play.
#[derive(Debug, Clone, Copy)]
struct Rule {
    misere: bool,
}

impl Rule {
    fn is_loss(self, heaps: &[u64]) -> bool {
        let sum = nim_sum(heaps);
        if self.misere && !has_large_heap(heaps) {
            sum & 1 == 1
        } else {
            sum == 0
        }
    }

    /// At most two passes: the nim-sum, then one scan that stops as soon as it knows the
    /// move.
    fn first_winning_move(self, heaps: &[u64]) -> Option<NimMove> {
        let sum = NimSum(nim_sum(heaps));
        let misere = self.misere;
        if !misere && sum.0 == 0 {
            return None;
        }
        let mut reducible = None;
        let mut first_one = None;
        let mut first_large = None;
        let mut several_large = false;
        for (heap, &size) in heaps.iter().enumerate() {
            if reducible.is_none() && sum.reducible(size) {
                reducible = Some((heap, size));
                if !misere {
                    break;
                }
            }
            if size == 1 {
                first_one.get_or_insert(heap);
            } else if size > 1 {
                several_large = several_large || first_large.is_some();
                first_large.get_or_insert((heap, size));
            }
            // With two large heaps misère play is normal play, and a nim-sum of 0 has no
            // winning move.
            if several_large && (reducible.is_some() || sum.0 == 0) {
                break;
            }
        }
        if !misere || several_large {
            return reducible.map(|(heap, size)| sum.normal_move(heap, size));
        }
        match first_large {
            // One heap of two or more: leave an odd number of 1-heaps.
            Some((heap, size)) => Some(sum.lone_large_move(heap, size)),
            // Every heap is 0 or 1: an even, non-zero number of 1-heaps wins by taking one.
            None if sum.0 & 1 == 0 => first_one.map(|heap| NimMove { heap, take: 1 }),
            None => None,
        }
    }

    /// Two passes: the nim-sum, then the heaps that can be reduced.
    fn all_winning_moves(self, heaps: &[u64]) -> impl Iterator<Item = NimMove> + '_ {
        let sum = NimSum(nim_sum(heaps));
        // Which moves win: the normal-play ones, the misère endgame's (a heap of one when
        // only heaps of one are left and their number is even), or the one move of a lone
        // large heap.
        let (mut normal, mut ones, mut lone) = (true, false, None);
        if self.misere {
            let mut large = heaps.iter().enumerate().filter(|&(_, &size)| size > 1);
            match (large.next(), large.next()) {
                (None, _) => (normal, ones) = (false, sum.0 & 1 == 0),
                (Some((heap, &size)), None) => {
                    (normal, lone) = (false, Some(sum.lone_large_move(heap, size)));
                }
                (Some(_), Some(_)) => {}
            }
        }
        let indexed = move || heaps.iter().enumerate();
        let normal_moves = indexed()
            .filter(move |&(_, &size)| normal && sum.reducible(size))
            .map(move |(heap, &size)| sum.normal_move(heap, size));
        let one_moves = indexed()
            .filter(move |&(_, &size)| ones && size == 1)
            .map(|(heap, _)| NimMove { heap, take: 1 });
        normal_moves.chain(one_moves).chain(lone)
    }
}

impl Solver<Nim> for Nim {
    fn game(&self) -> &Nim {
        self
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        Rule::NORMAL.outcome(heaps)
    }

    /// In heap order, lazily: one pass for the nim-sum, then one move per heap as they are
    /// walked.
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        Rule::NORMAL.all_winning_moves(heaps)
    }

    /// The first heap (in index order) on which a winning move exists.
    fn winning_move(&self, heaps: &Vec<u64>) -> Option<NimMove> {
        Rule::NORMAL.first_winning_move(heaps)
    }

    /// A winning move when there is one; otherwise one stone from the first non-empty heap,
    /// which makes the game last longest.
    fn best_move(&self, heaps: &Vec<u64>) -> Option<NimMove> {
        Rule::NORMAL.best_move(heaps)
    }
}

/// Misère Nim's closed form (Bouton): the normal-play rule while some heap holds two or
/// more stones, else lost exactly when the number of 1-heaps is odd.
///
/// ```
/// use impartial::prelude::*;
///
/// let misere = Nim::misere();
/// assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win);
/// assert_eq!(misere.winning_move(&vec![1, 1, 5]), Some(NimMove { heap: 2, take: 4 }));
/// ```
impl Solver<Misere<Nim>> for Misere<Nim> {
    fn game(&self) -> &Misere<Nim> {
        self
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        Rule::MISERE.outcome(heaps)
    }

    /// In heap order, lazily: one pass for the nim-sum, then one move per heap as they are
    /// walked.
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
        Rule::MISERE.all_winning_moves(heaps)
    }

    /// The first heap (in index order) on which a winning move exists.
    fn winning_move(&self, heaps: &Vec<u64>) -> Option<NimMove> {
        Rule::MISERE.first_winning_move(heaps)
    }

    /// A winning move when there is one; otherwise one stone from the first non-empty heap,
    /// which makes the game last longest.
    fn best_move(&self, heaps: &Vec<u64>) -> Option<NimMove> {
        Rule::MISERE.best_move(heaps)
    }
}

impl Rule {
    const NORMAL: Rule = Rule { misere: false };
    const MISERE: Rule = Rule { misere: true };

    fn outcome(self, heaps: &[u64]) -> Outcome {
        if self.is_loss(heaps) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    fn best_move(self, heaps: &[u64]) -> Option<NimMove> {
        self.first_winning_move(heaps).or_else(|| {
            let heap = heaps.iter().position(|&size| size > 0)?;
            Some(NimMove { heap, take: 1 })
        })
    }
}

/// The Grundy value of a Nim position is its nim-sum (normal play; misère Nim has none).
///
/// ```
/// use impartial::prelude::*;
///
/// let nim = Nim::normal();
/// assert_eq!(nim.grundy(&vec![3, 4, 5]), 2);
/// // To make the value 6: heap 4 becomes 4 ^ 2 ^ 6 = 0, or heap 5 becomes 1.
/// let moves: Vec<NimMove> = nim.moves_to_value(&vec![3, 4, 5], 6).collect();
/// assert_eq!(moves, vec![NimMove { heap: 1, take: 4 }, NimMove { heap: 2, take: 4 }]);
/// ```
impl Grundy<Nim> for Nim {
    fn grundy(&self, heaps: &Vec<u64>) -> u64 {
        nim_sum(heaps)
    }

    /// A heap `h` can only shrink, so it can reach the value `v` exactly when
    /// `h ^ grundy ^ v < h`.
    fn moves_to_value<'a>(
        &'a self,
        heaps: &'a Vec<u64>,
        value: u64,
    ) -> impl Iterator<Item = NimMove>
    where
        Nim: 'a,
    {
        let change = nim_sum(heaps) ^ value;
        heaps
            .iter()
            .enumerate()
            .filter(move |&(_, &size)| size ^ change < size)
            .map(move |(heap, &size)| NimMove {
                heap,
                take: size - (size ^ change),
            })
    }
}

/// The number of ordered Nim positions with `heaps` heaps, each holding between 1 and
/// `max_heap` stones, whose nim-sum is 0: the starts from which the second player wins
/// (under normal play).
///
/// Divided by `max_heap.pow(heaps)`, it is the exact chance that the second player wins from
/// a start dealt at random. For three heaps and `max_heap = 2^n − 1` it is
/// `(2^n − 1)(2^n − 2)`: the first two heaps are free as long as they differ, and the third
/// must equal their nim-sum.
///
/// # Method
///
/// A digit count over the bits of `max_heap`, from the top: heaps follow the bits of
/// `max_heap` until the first bit where some heap drops below it or an until-then empty heap
/// gains a stone; from there that heap's lower bits are free, which makes the nim-sum of the
/// lower bits uniform, and the count of the rest is a product. No subtraction is involved, so
/// every intermediate count is exact.
///
/// # Complexity
///
/// `O(heaps² · log max_heap)` for `heaps ≤ 82`; `O(1)` otherwise: with `max_heap ≥ 3`, the
/// positions on heaps of 1, 2 and 3 alone, `(3^heaps + 3·(−1)^heaps) / 4` of them, exceed
/// `u128::MAX` from 83 heaps on, and `max_heap ≤ 2` has a closed form.
///
/// # Errors
///
/// [`Error::Overflow`] when the count exceeds `u128::MAX`.
///
/// # Example
///
/// ```
/// use impartial::games::nim::count_p_positions;
///
/// // Heaps of 1 to 7: the second player wins 42 of the 343 starts.
/// assert_eq!(count_p_positions(3, 7)?, 7 * 6);
/// assert_eq!(count_p_positions(2, 10)?, 10); // two equal heaps
/// assert_eq!(count_p_positions(3, u64::MAX)?, ((1u128 << 64) - 1) * ((1u128 << 64) - 2));
/// assert!(count_p_positions(4, u64::MAX).is_err());
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn count_p_positions(heaps: usize, max_heap: u64) -> Result<u128, Error> {
    let count = match (heaps, max_heap) {
        (0, _) => Count::ONE,
        (_, 0) => Count::ZERO,
        // All heaps hold one stone.
        (_, 1) => Count::from(heaps % 2 == 0),
        // The 1s and the 2s must each come in even number: half of all subsets of the heaps.
        (_, 2) if heaps % 2 == 1 => Count::ZERO,
        (_, 2) => Count(
            u32::try_from(heaps - 1)
                .ok()
                .and_then(|shift| 1u128.checked_shl(shift)),
        ),
        (MAX_HEAPS_COUNTED.., _) => Count::TOO_LARGE,
        _ => count_by_digits(heaps, max_heap),
    };
    count.0.ok_or_else(|| Error::Overflow {
        quantity: format!("count_p_positions({heaps}, {max_heap})"),
        type_name: "u128",
    })
}

/// From this many heaps on, with `max_heap ≥ 3`, the count exceeds `u128::MAX`.
const MAX_HEAPS_COUNTED: usize = 83;

/// An exact count, or `None` for one that exceeds `u128::MAX`. Only sums and products of
/// non-negative counts are taken, so "too large" can only grow, except when multiplied by 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Count(Option<u128>);

impl Count {
    const ZERO: Count = Count(Some(0));
    const ONE: Count = Count(Some(1));
    const TOO_LARGE: Count = Count(None);
}

impl From<bool> for Count {
    fn from(value: bool) -> Self {
        Count(Some(u128::from(value)))
    }
}

impl From<u128> for Count {
    fn from(value: u128) -> Self {
        Count(Some(value))
    }
}

impl Add for Count {
    type Output = Count;
    fn add(self, other: Count) -> Count {
        match (self.0, other.0) {
            (Some(a), Some(b)) => Count(a.checked_add(b)),
            _ => Count::TOO_LARGE,
        }
    }
}

impl Mul for Count {
    type Output = Count;
    fn mul(self, other: Count) -> Count {
        match (self.0, other.0) {
            (Some(0), _) | (_, Some(0)) => Count::ZERO,
            (Some(a), Some(b)) => Count(a.checked_mul(b)),
            _ => Count::TOO_LARGE,
        }
    }
}

/// The digit count behind [`count_p_positions`], for `heaps ≥ 1` and `max_heap ≥ 2`.
///
/// Scanning bits from the top bit `T` of `max_heap` down, a heap is *tight* while it equals
/// `max_heap` on the bits seen, *zero* while it is 0 on them (it dropped at bit `T`), and
/// *free* once it is neither: its lower bits are then unconstrained. At bit `T` some `zeros`
/// heaps drop; the rest stay tight and must be even in number for bit `T` of the nim-sum to
/// vanish, which also keeps every lower bit that all tight heaps share. At the first bit `b`
/// where some heaps become free (tight ones dropping where `max_heap` has a 1, zero ones
/// gaining a 1), bit `b` of the nim-sum vanishes exactly when an even number changed; below
/// `b`, a tight heap has `(max_heap mod 2^b) + 1` completions, a zero heap `2^b − 1` (it must
/// not stay empty), a free heap `2^b`, and one free heap makes the lower nim-sum uniform, so
/// one of its factors `2^b` is dropped. Heaps that never change are all equal to `max_heap`.
fn count_by_digits(heaps: usize, max_heap: u64) -> Count {
    let top = u64::BITS - 1 - max_heap.leading_zeros();
    let binomials = binomial_row(heaps);
    let mut total = Count::from(heaps % 2 == 0);
    for (zeros, &ways) in binomials.iter().enumerate() {
        let tight = heaps - zeros;
        if tight % 2 == 1 {
            continue;
        }
        for bit in 0..top {
            let free = 1u128 << bit;
            let low_bits = u128::from(max_heap) & (free - 1);
            let changes = even_changes(
                (tight, Count::from(low_bits + 1), (max_heap >> bit) & 1 == 1),
                (zeros, Count::from(free - 1)),
                Count::from(free),
            );
            total = total + ways * changes;
        }
    }
    total
}

/// `C(n, 0), ..., C(n, n)`, built by Pascal's rule so that no intermediate is larger than
/// the row's largest entry.
fn binomial_row(n: usize) -> Vec<Count> {
    let mut row = vec![Count::ONE];
    for _ in 0..n {
        let mut next = Vec::with_capacity(row.len() + 1);
        next.push(Count::ONE);
        next.extend(row.windows(2).map(|pair| pair[0] + pair[1]));
        next.push(Count::ONE);
        row = next;
    }
    row
}

/// Sums, over every set of an even, non-zero number of changing heaps, the product of the
/// staying heaps' completions and `free` for each changing heap but one.
///
/// `tight` is `(count, completions when staying, may change)`; `zeros` is
/// `(count, completions when staying)`, and zero heaps may always change.
fn even_changes(tight: (usize, Count, bool), zeros: (usize, Count), free: Count) -> Count {
    let (tight_count, tight_stays, tight_may_change) = tight;
    let (zero_count, zero_stays) = zeros;
    // sums[parity of changes][whether any changed]
    let mut sums = [[Count::ONE, Count::ZERO], [Count::ZERO, Count::ZERO]];
    let heaps = iter::repeat_n((tight_stays, tight_may_change), tight_count)
        .chain(iter::repeat_n((zero_stays, true), zero_count));
    for (stays, may_change) in heaps {
        let mut next = [[Count::ZERO; 2]; 2];
        for parity in 0..2 {
            for any in 0..2 {
                let sum = sums[parity][any];
                next[parity][any] = next[parity][any] + sum * stays;
                if may_change {
                    let factor = if any == 1 { free } else { Count::ONE };
                    next[1 - parity][1] = next[1 - parity][1] + sum * factor;
                }
            }
        }
        sums = next;
    }
    sums[0][1]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The moves, listed as nested ranges: what `NimMoves` must yield.
    fn listed(heaps: &[u64]) -> Vec<NimMove> {
        heaps
            .iter()
            .enumerate()
            .flat_map(|(heap, &size)| (1..=size).map(move |take| NimMove { heap, take }))
            .collect()
    }

    #[test]
    fn moves_skip_to_every_move_as_a_listing_does() {
        for heaps in [vec![], vec![0], vec![3, 0, 2], vec![1, 1, 4, 4, 4, 0, 2]] {
            let all = listed(&heaps);
            let nim = Nim::normal();
            assert_eq!(nim.moves(&heaps).collect::<Vec<_>>(), all, "{heaps:?}");
            for skipped in 0..=all.len() + 1 {
                let mut moves = nim.moves(&heaps);
                assert_eq!(moves.nth(skipped), all.get(skipped).copied(), "{heaps:?}");
                let rest: Vec<NimMove> = moves.collect();
                assert_eq!(rest, all.get(skipped + 1..).unwrap_or(&[]), "{heaps:?}");
            }
        }
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn moves_end_at_the_whole_of_the_largest_heap() {
        let heaps = vec![u64::MAX, 1];
        let nim = Nim::normal();
        let mut moves = nim.moves(&heaps);
        let last_take = usize::try_from(u64::MAX - 1).expect("a 64-bit usize");
        assert_eq!(
            moves.nth(last_take),
            Some(NimMove {
                heap: 0,
                take: u64::MAX
            })
        );
        assert_eq!(moves.next(), Some(NimMove { heap: 1, take: 1 }));
        assert_eq!(moves.next(), None);
        let mut representative = nim.representative_moves(&heaps);
        assert_eq!(
            representative.nth(last_take + 1),
            Some(NimMove { heap: 1, take: 1 })
        );
    }

    /// Counts by listing every position.
    fn count_by_listing(heaps: usize, max_heap: u64) -> u128 {
        let mut count = 0;
        let mut position = vec![1; heaps];
        if max_heap == 0 {
            return u128::from(heaps == 0);
        }
        loop {
            if nim_sum(&position) == 0 {
                count += 1;
            }
            let Some(i) = position.iter().position(|&h| h < max_heap) else {
                return count;
            };
            position[i] += 1;
            position[..i].fill(1);
        }
    }

    #[test]
    fn digit_count_matches_listing() {
        for heaps in 1..=5 {
            for max_heap in 2..=13 {
                assert_eq!(
                    count_by_digits(heaps, max_heap),
                    Count::from(count_by_listing(heaps, max_heap)),
                    "heaps = {heaps}, max_heap = {max_heap}"
                );
            }
        }
    }

    #[test]
    fn closed_forms_for_small_max_heaps_match_the_digit_count() {
        for heaps in 1..=40 {
            assert_eq!(
                count_p_positions(heaps, 2).ok(),
                count_by_digits(heaps, 2).0,
                "heaps = {heaps}"
            );
        }
        for heaps in 0..=6 {
            for max_heap in 0..=1 {
                assert_eq!(
                    count_p_positions(heaps, max_heap),
                    Ok(count_by_listing(heaps, max_heap))
                );
            }
        }
    }

    #[test]
    fn heap_bound_is_where_heaps_of_at_most_three_overflow() {
        // (3^m + 3(-1)^m) / 4 positions use only heaps 1, 2, 3.
        assert!(count_by_digits(MAX_HEAPS_COUNTED - 1, 3).0.is_some());
        assert_eq!(count_by_digits(MAX_HEAPS_COUNTED, 3), Count::TOO_LARGE);
    }

    #[test]
    fn counts_never_shrink_once_too_large() {
        let huge = Count::TOO_LARGE;
        assert_eq!(huge + Count::ZERO, Count::TOO_LARGE);
        assert_eq!(huge * Count::ONE, Count::TOO_LARGE);
        assert_eq!(huge * Count::ZERO, Count::ZERO);
        assert_eq!(Count::from(u128::MAX) + Count::ONE, Count::TOO_LARGE);
        assert_eq!(
            Count::from(1u128 << 64) * Count::from(1u128 << 64),
            Count::TOO_LARGE
        );
    }

    #[test]
    fn nim_sum_moves_reduce_to_the_nim_sum() {
        let sum = NimSum(nim_sum(&[3, 4, 5]));
        assert!(sum.reducible(3) && !sum.reducible(4) && !sum.reducible(5));
        assert_eq!(sum.normal_move(0, 3), NimMove { heap: 0, take: 2 });
        // [1, 1, 6]: the others hold two 1-heaps, so keep one stone.
        assert_eq!(
            NimSum(6).lone_large_move(2, 6),
            NimMove { heap: 2, take: 5 }
        );
        assert_eq!(
            NimSum(7).lone_large_move(1, 6),
            NimMove { heap: 1, take: 6 }
        );
        assert!(has_large_heap(&[0, 1, 2]) && !has_large_heap(&[1, 0, 1]));
    }
}
