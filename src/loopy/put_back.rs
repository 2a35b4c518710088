//! Take-away with put-back: a subtraction game whose moves may also add stones, so that play
//! can loop.

use core::fmt;

use crate::search::Hooks;
use crate::search::heap_words::heap_is_its_word;
use crate::{Error, Game};

/// A take-away game in which a move may also put stones back: one heap; a move takes an
/// amount in `take` (no more than the heap holds) or, from a heap that is not empty, puts back
/// an amount in `put_back`, as long as the heap then holds at most `cap` stones. Whoever
/// cannot move loses (normal play): the player facing an empty heap, or a heap smaller than
/// every amount in `take`.
///
/// It is the loopy variant of the [`Subtraction`](crate::games::Subtraction) games and of
/// [`Nim`](crate::games::Nim): a stone put back can be taken again, so play can go round for
/// ever, and [`LoopySearch`](crate::LoopySearch) solves it where [`Search`](crate::Search)
/// reports [`Error::Cycle`]. Putting stones back is the move of Poker Nim (E. R. Berlekamp,
/// J. H. Conway, R. K. Guy, *Winning Ways*), where a player may add only stones taken
/// earlier, which keeps play finite and changes nothing: the winner takes the added stones
/// away again. Here the additions are bounded only by the cap, and they change a great deal.
///
/// A position is the heap (`u64`); a move is a [`PutBackMove`]. A heap above the cap may
/// be played, but never grows. From a heap `n`, at most `max(n, cap) + 1` heaps can be reached.
///
/// # Values
///
/// The generalised Sprague–Grundy values (see [`LoopyValue`](crate::LoopyValue)), as the
/// tests check them against a brute force for small caps:
///
/// - **Take 1 or 3, put back 1** (`PutBack::new(&[1, 3], &[1], cap)`, any cap): an even heap
///   is worth 0 and an odd heap 1, as in the game without put-back. A stone put back on an
///   even heap is answered by taking 3, which leaves an even heap 2 smaller than before, so
///   putting back only delays the loss. (These values with the counter `c(n) = n` satisfy
///   Fraenkel and Yesha's conditions, which have one solution.)
/// - **Bash's game with put-back**, take 1 to `k`, put back 1, with `cap ≥ k + 2`: 0 is
///   worth 0 (lost), 1 to `k` are worth `∞_{0}` (won by taking the heap), and every heap
///   above `k` is worth `∞`: a draw, for from any heap above `k` a player can move to another
///   (take one, or put one back below the cap), and so never has to leave 1 to `k`.
/// - **Nim with put-back** ([`PutBack::nim`], take any amount, put back any amount), with
///   `cap ≥ 2`: 0 is worth 0, every other heap `∞_{0}`. One heap alone is won by taking it
///   all, but by Smith's rule `∞ + ∞` is a draw: with two or more heaps that are not empty,
///   the player to move can always keep two of them non-empty (put a stone back, or take one
///   from a full heap). Nim sums mean nothing here.
///
/// # Complexity
///
/// `O(1)` a move; the moves from a heap come lazily.
///
/// # Example
///
/// ```
/// use std::collections::BTreeSet;
/// use impartial::prelude::*;
///
/// // Take 1 or 2, put back 1, never more than 10 stones.
/// let game = PutBack::new(&[1, 2], &[1], 10)?;
/// assert_eq!(
///     game.moves(&5).collect::<Vec<_>>(),
///     vec![PutBackMove::Take(1), PutBackMove::Take(2), PutBackMove::Add(1)]
/// );
/// let search = LoopySearch::new(game.clone());
/// assert_eq!(search.outcome(&2), Outcome::Win);
/// assert_eq!(search.outcome(&3), Outcome::Draw); // without put-back, a loss
/// assert_eq!(search.generalized_grundy(&2), LoopyValue::Infinite(BTreeSet::from([0])));
/// assert!(matches!(Search::new(game).try_outcome(&3), Err(Error::Cycle { .. })));
///
/// // Nim with put-back: one heap wins, two heaps draw.
/// let nim = LoopySum::new(Sum::new(vec![PutBack::nim(5); 2]));
/// assert_eq!(nim.outcome(&vec![3, 0]), Outcome::Win);
/// assert_eq!(nim.outcome(&vec![3, 3]), Outcome::Draw);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PutBack {
    take: Amounts,
    add: Amounts,
    cap: u64,
}

/// The amounts a move may take or put back.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Amounts {
    /// These, ascending, each once.
    Set(Vec<u64>),
    /// Any positive amount.
    Any,
}

/// A move in [`PutBack`]: take stones from the heap, or add stones to it.
///
/// Displays as `take 2` and `put back 1`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = PutBack::new(&[2], &[1], 4)?;
/// assert_eq!(game.play(&3, &PutBackMove::Take(2))?, 1);
/// assert_eq!(game.play(&3, &PutBackMove::Add(1))?, 4);
/// assert_eq!(PutBackMove::Add(1).to_string(), "put back 1");
/// # Ok::<(), impartial::Error>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PutBackMove {
    /// Take this many stones.
    Take(u64),
    /// Put this many stones back.
    Add(u64),
}

impl fmt::Display for PutBackMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PutBackMove::Take(amount) => write!(f, "take {amount}"),
            PutBackMove::Add(amount) => write!(f, "put back {amount}"),
        }
    }
}

impl Amounts {
    fn set(amounts: &[u64], parameter: &'static str) -> Result<Self, Error> {
        if amounts.contains(&0) {
            return Err(Error::invalid(
                parameter,
                format!("{amounts:?}"),
                "every amount must be at least 1",
            ));
        }
        let mut set = amounts.to_vec();
        set.sort_unstable();
        set.dedup();
        Ok(Amounts::Set(set))
    }

    /// The amounts from 1 up to `most`, ascending.
    fn up_to(&self, most: u64) -> impl Iterator<Item = u64> + '_ {
        let (set, any) = match self {
            Amounts::Set(set) => (set.as_slice(), 0),
            Amounts::Any => (&[][..], most),
        };
        let listed = set
            .iter()
            .copied()
            .take_while(move |&amount| amount <= most);
        listed.chain(1..=any)
    }

    fn contains(&self, amount: u64) -> bool {
        match self {
            Amounts::Set(set) => set.binary_search(&amount).is_ok(),
            Amounts::Any => amount > 0,
        }
    }
}

impl PutBack {
    /// The game where a move takes an amount in `take` or puts back an amount in `put_back`,
    /// never leaving more than `cap` stones. With `put_back` empty, it is the subtraction game
    /// on `take`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `take` is empty or either set contains 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Without put-back, the subtraction game on {1, 2}: multiples of 3 lose.
    /// let game = PutBack::new(&[1, 2], &[], 10)?;
    /// assert_eq!(LoopySearch::new(game).outcome(&3), Outcome::Loss);
    /// assert!(PutBack::new(&[], &[1], 10).is_err());
    /// assert!(PutBack::new(&[1], &[0], 10).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(take: &[u64], put_back: &[u64], cap: u64) -> Result<Self, Error> {
        if take.is_empty() {
            return Err(Error::invalid(
                "take",
                "[]",
                "a move must be able to take some amount",
            ));
        }
        Ok(PutBack {
            take: Amounts::set(take, "take")?,
            add: Amounts::set(put_back, "put_back")?,
            cap,
        })
    }

    /// Nim with put-back: a move takes any number of stones, or puts back any number, never
    /// leaving more than `cap`. Its moves from a heap number about `cap`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = PutBack::nim(3);
    /// // From 2: take 1 or 2, or put back 1 (up to the cap of 3).
    /// let moves: Vec<PutBackMove> = game.moves(&2).collect();
    /// assert_eq!(moves, vec![PutBackMove::Take(1), PutBackMove::Take(2), PutBackMove::Add(1)]);
    /// assert_eq!(game.moves(&0).count(), 0); // no stone goes back on an empty heap
    /// ```
    #[must_use]
    pub const fn nim(cap: u64) -> Self {
        PutBack {
            take: Amounts::Any,
            add: Amounts::Any,
            cap,
        }
    }

    /// The most stones a move may leave.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = PutBack::nim(3);
    /// assert_eq!(game.cap(), 3);
    /// assert!(game.play(&3, &PutBackMove::Add(1)).is_err()); // 4 would pass the cap
    /// ```
    #[must_use]
    pub const fn cap(&self) -> u64 {
        self.cap
    }

    /// The most stones that can be put back on `heap`.
    fn room(&self, heap: u64) -> u64 {
        if heap == 0 {
            0
        } else {
            self.cap.saturating_sub(heap)
        }
    }
}

impl Game for PutBack {
    type Position = u64;
    type Move = PutBackMove;

    /// The takes, ascending, then the put-backs, ascending.
    fn moves(&self, heap: &u64) -> impl Iterator<Item = PutBackMove> {
        let takes = self.take.up_to(*heap).map(PutBackMove::Take);
        let adds = self.add.up_to(self.room(*heap)).map(PutBackMove::Add);
        takes.chain(adds)
    }

    fn play(&self, heap: &u64, mv: &PutBackMove) -> Result<u64, Error> {
        let (allowed, result) = match *mv {
            PutBackMove::Take(amount) => {
                let left = heap
                    .checked_sub(amount)
                    .ok_or_else(|| Error::takes_too_many(mv, amount, *heap))?;
                (self.take.contains(amount), left)
            }
            PutBackMove::Add(amount) => {
                if amount > self.room(*heap) {
                    return Err(Error::illegal(
                        mv,
                        format!(
                            "stones go back only on a heap that is not empty, up to {} in all; \
                             the heap holds {heap}",
                            self.cap
                        ),
                    ));
                }
                (self.add.contains(amount), heap + amount)
            }
        };
        if allowed {
            Ok(result)
        } else {
            Err(Error::illegal(
                mv,
                format!(
                    "the amounts are {} to take and {} to put back",
                    self.take, self.add
                ),
            ))
        }
    }
}

impl Hooks for PutBack {
    heap_is_its_word!();
}

impl fmt::Display for Amounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Amounts::Set(set) => write!(f, "{set:?}"),
            Amounts::Any => f.write_str("any"),
        }
    }
}
