//! Fibonacci Nim: one heap, and each move may take at most twice the previous one.

use crate::math::zeckendorf::Zeckendorf;
use crate::search::Hooks;
use crate::{Error, Game, Outcome, Solver};

/// Fibonacci Nim (doubling Nim): one heap of stones. The first player may take any number
/// of stones but not the whole heap; after that each player takes at least one stone and at
/// most twice what the opponent just took. Whoever takes the last stone wins.
///
/// A position is a [`FibPosition`]: the stones left and the most the player to move may
/// take. A move is the number of stones taken (`u64`).
///
/// # Closed form
///
/// M. J. Whinihan, "Fibonacci Nim", *The Fibonacci Quarterly* 1 (1963), 9–13: write the heap
/// as a sum of non-consecutive Fibonacci numbers (its [`Zeckendorf`] representation) and let
/// `q` be the smallest term. The player to move wins exactly when `q ≤ max_take`, and taking
/// `q` wins. So the starts that lose are exactly the Fibonacci numbers 1, 2, 3, 5, 8, 13, ...
///
/// Every winning move is a sum of the smallest few Zeckendorf terms: if taking `t` leaves a
/// heap whose smallest term exceeds `2t`, the representations of `t` and of the rest are
/// separated by a gap, so together they are the heap's own. Taking the smallest `j` terms
/// wins when it is allowed and the next term exceeds twice their sum (or nothing is left).
///
/// # Complexity
///
/// `O(log heap)` per question, for every `u64` heap, with no floating point.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = FibonacciNim::new();
/// assert_eq!(game.outcome(&FibonacciNim::start(13)), Outcome::Loss); // a Fibonacci number
/// let start = FibonacciNim::start(100); // 100 = 89 + 8 + 3
/// assert_eq!(game.best_move(&start), Some(3));
/// assert_eq!(game.winning_moves(&start).collect::<Vec<_>>(), vec![3, 11]); // leave 97 or 89
/// let after = game.play(&start, &3)?;
/// assert_eq!(after, FibPosition { heap: 97, max_take: 6 });
/// assert_eq!(game.outcome(&after), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FibonacciNim;

/// A position of [`FibonacciNim`]: `heap` stones left, of which the player to move may take
/// at most `max_take` (a `max_take` above the heap means the whole heap).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = FibonacciNim::new();
/// // 10 = 8 + 2: taking 2 is allowed, and leaves 8, a Fibonacci number.
/// let position = FibPosition { heap: 10, max_take: 4 };
/// assert_eq!(game.outcome(&position), Outcome::Win);
/// let after = game.play(&position, &2)?;
/// assert_eq!(after, FibPosition { heap: 8, max_take: 4 });
/// assert_eq!(game.outcome(&after), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FibPosition {
    /// Stones left.
    pub heap: u64,
    /// The most the player to move may take.
    pub max_take: u64,
}

impl FibPosition {
    /// The most that may really be taken: `max_take`, capped by the heap.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(FibPosition { heap: 10, max_take: 4 }.allowed(), 4);
    /// assert_eq!(FibPosition { heap: 3, max_take: 6 }.allowed(), 3); // capped by the heap
    /// ```
    #[must_use]
    pub fn allowed(self) -> u64 {
        self.max_take.min(self.heap)
    }
}

impl FibonacciNim {
    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // The first move may take anything but the whole heap.
    /// let moves: Vec<u64> = FibonacciNim::new().moves(&FibonacciNim::start(4)).collect();
    /// assert_eq!(moves, vec![1, 2, 3]);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        FibonacciNim
    }

    /// The start with `heap` stones: the first player may take anything but the whole heap.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(FibonacciNim::start(4), FibPosition { heap: 4, max_take: 3 });
    /// // 4 = 3 + 1: the first player takes 1.
    /// assert_eq!(FibonacciNim::new().winning_move(&FibonacciNim::start(4)), Some(1));
    /// ```
    #[must_use]
    pub const fn start(heap: u64) -> FibPosition {
        FibPosition {
            heap,
            max_take: heap.saturating_sub(1),
        }
    }
}

impl Game for FibonacciNim {
    type Position = FibPosition;
    type Move = u64;

    /// Taking 1, 2, ... up to what is allowed.
    fn moves<'a>(&'a self, position: &'a FibPosition) -> impl Iterator<Item = u64> {
        1..=position.allowed()
    }

    /// The next player may take up to twice `take`, capped by what is left.
    fn play(&self, position: &FibPosition, take: &u64) -> Result<FibPosition, Error> {
        // Named only when refused: play is on the search's hot path.
        let mv = || format!("take {take}");
        if *take == 0 {
            return Err(Error::takes_nothing(mv()));
        }
        if *take > position.heap {
            return Err(Error::takes_too_many(mv(), *take, position.heap));
        }
        if *take > position.max_take {
            return Err(Error::illegal(
                mv(),
                format!("at most {} may be taken now", position.max_take),
            ));
        }
        let heap = position.heap - take;
        Ok(FibPosition {
            heap,
            max_take: take.saturating_mul(2).min(heap),
        })
    }
}

/// The heap and the most the mover may take, 32 bits each, when both fit.
impl Hooks for FibonacciNim {
    fn pack(&self, position: &FibPosition) -> Option<u64> {
        let heap = u32::try_from(position.heap).ok()?;
        let max_take = u32::try_from(position.max_take).ok()?;
        Some(u64::from(heap) << 32 | u64::from(max_take))
    }

    fn unpack(&self, word: u64, position: &mut FibPosition) {
        *position = FibPosition {
            heap: word >> 32,
            max_take: word & u64::from(u32::MAX),
        };
    }
}

impl Solver<FibonacciNim> for FibonacciNim {
    fn game(&self) -> &FibonacciNim {
        self
    }

    fn outcome(&self, position: &FibPosition) -> Outcome {
        match Zeckendorf::of(position.heap).smallest_term() {
            Some(smallest) if smallest <= position.allowed() => Outcome::Win,
            _ => Outcome::Loss,
        }
    }

    /// Smallest first.
    fn winning_moves<'a>(&'a self, position: &'a FibPosition) -> impl Iterator<Item = u64> {
        let allowed = position.allowed();
        let mut terms = Zeckendorf::of(position.heap).terms().peekable();
        let mut taken = 0u64;
        core::iter::from_fn(move || {
            while let Some(term) = terms.next() {
                // A sum of distinct terms of the heap never exceeds the heap.
                taken += term;
                if taken > allowed {
                    return None;
                }
                let leaves_a_loss = terms
                    .peek()
                    .is_none_or(|&next| next > taken.saturating_mul(2));
                if leaves_a_loss {
                    return Some(taken);
                }
            }
            None
        })
    }

    /// Whinihan's move: the smallest Zeckendorf term of the heap.
    fn winning_move(&self, position: &FibPosition) -> Option<u64> {
        Zeckendorf::of(position.heap)
            .smallest_term()
            .filter(|&smallest| smallest <= position.allowed())
    }

    /// A winning move when there is one; otherwise one stone, which makes the game last.
    fn best_move(&self, position: &FibPosition) -> Option<u64> {
        self.winning_move(position)
            .or((position.allowed() > 0).then_some(1))
    }
}
