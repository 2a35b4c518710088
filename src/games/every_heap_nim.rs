//! The Nim of the old texts in which a move may also take the same number from every heap:
//! Wythoff's game on any number of heaps, solved by the search.

use core::fmt;

use crate::games::wythoff::Rule as WythoffRule;
use crate::search::Hooks;
use crate::search::heap_words::{heaps_in_any_order, heaps_packed};
use crate::{Error, Game, Misere, Outcome, nim_sum};

/// Nim in which a move takes any positive number of stones from one heap, *or the same
/// positive number from every heap*. Under [`EveryHeapNim::normal`] play whoever takes the
/// last stone wins; under [`misere`](crate::MisereForm::misere) play whoever takes the last stone loses.
///
/// A position is a `Vec<u64>` of heap sizes, any number of them; a move is an
/// [`EveryHeapMove`]. The move on every heap needs every heap, empty ones included, to hold
/// at least the amount taken.
///
/// # What is known
///
/// * *One heap*: Nim; the player to move wins exactly when the heap is not empty.
/// * *Two heaps*: Wythoff's game (W. A. Wythoff, "A modification of the game of Nim",
///   *Nieuw Archief voor Wiskunde* 7 (1907), 199–202), whose losing positions are
///   `(⌊kφ⌋, ⌊kφ²⌋)`: see [`Wythoff`](crate::games::Wythoff). The tests check that the two
///   agree.
/// * *A position with an empty heap*: no move can take from every heap again (heaps only
///   shrink), so it is Nim on the same heaps, lost exactly when the nim-sum is 0 (C. L.
///   Bouton, *Annals of Mathematics* 3 (1901); misère: Bouton's misère rule).
/// * *An odd number of heaps*: the outcomes are Nim's, under both conventions. Taking
///   `t = 2^j·u` (`u` odd) from a heap leaves its bits below `j` alone and flips bit `j`;
///   from every heap, it flips bit `j` of an odd number of heaps, so it never leaves a
///   nim-sum of 0 from a nim-sum of 0, and Bouton's moves do the rest. Under misère play
///   the move on every heap cannot end on heaps of 0 and 1 with a nim-sum of 0 either
///   (an odd number of heaps, all `t` or `t + 1`). This simple argument is ours, not from
///   a source; the tests check it against a brute force.
/// * *An even number of heaps, four or more, none empty*: no closed form is known to us. The
///   losing positions of four heaps, (1, 1, 1, 2), (1, 1, 3, 4), (1, 2, 2, 2), ..., have no
///   nim-sum of 0 among them. The game is the generalisation of Wythoff's game that keeps
///   only the main diagonal; it differs both from Fraenkel's n-heap generalisation, whose
///   second kind of move takes amounts of nim-sum 0 from any heaps (see X. Sun and D.
///   Zeilberger, "On Fraenkel's N-heap Wythoff's conjectures", *Annals of Combinatorics*),
///   and from the three-heap game of Project Euler 260, which also allows the same amount
///   from any two heaps.
///
/// [`known_outcome`](EveryHeapNim::known_outcome) answers from these closed forms wherever
/// they apply. Every position is solved by [`Search`](crate::Search):
/// `Search::new(EveryHeapNim::normal())` gives outcomes, winning moves, best moves and
/// (under normal play) Grundy values, which are not Nim's even where the outcomes are.
///
/// # Symmetry
///
/// The rules do not care about the order of the heaps, so the search stores each position
/// sorted ([`canonicalize`](Game::canonicalize)): it meets each position once up to the
/// order of its heaps, instead of once for each order (up to `k!` times fewer positions for
/// `k` heaps). [`play`](Game::play) keeps every heap in its place, as in every game of heaps
/// ([`games`](crate::games)), so the moves from a position name its heaps by their index in it.
///
/// # Complexity
///
/// [`moves`](Game::moves) is lazy. [`play`](Game::play): `O(k)` for `k` heaps (a clone,
/// then the one changed heap slid into place; a full sort when the position given was not
/// sorted). The search from heaps `h_1 ≤ ... ≤ h_k` visits at most the sorted positions
/// below them, about `Π(h_i + 1) / k!` when the heaps are close, and examines up to
/// `Σ h_i + h_1` moves at each.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = EveryHeapNim::normal();
/// let search = Search::new(game);
/// // Two heaps: Wythoff's losing pairs.
/// assert_eq!(search.outcome(&vec![3, 5]), Outcome::Loss);
/// // Three heaps: Nim's outcomes, with more winning moves: from (1, 1, 1), any one heap,
/// // or one stone from every heap.
/// assert_eq!(search.winning_moves(&vec![1, 1, 1]).count(), 4);
/// assert!(search.winning_moves(&vec![1, 1, 1]).any(|mv| mv == EveryHeapMove::Every { take: 1 }));
/// assert_eq!(search.outcome(&vec![1, 2, 3]), Outcome::Loss);
/// assert_eq!(game.known_outcome(&[1, 2, 3]), Some(Outcome::Loss));
/// // Four heaps: no closed form; (1, 1, 1, 2) is lost, though its nim-sum is 1.
/// assert_eq!(search.outcome(&vec![1, 1, 1, 2]), Outcome::Loss);
/// assert_eq!(game.known_outcome(&[1, 1, 1, 2]), None);
///
/// // Every heap stays in its place.
/// assert_eq!(game.play(&vec![5, 1, 3], &EveryHeapMove::One { heap: 0, take: 3 })?, vec![2, 1, 3]);
/// assert_eq!(game.play(&vec![5, 1, 3], &EveryHeapMove::Every { take: 1 })?, vec![4, 0, 2]);
/// let error = game.play(&vec![5, 1, 3], &EveryHeapMove::Every { take: 2 }).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "illegal move (take 2 from every heap): heap 1 holds only 1 stone"
/// );
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct EveryHeapNim;

/// A move in [`EveryHeapNim`]: take from one heap, or the same from every heap.
///
/// Displays as `take 3 from heap 1`, `take 2 from every heap`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(EveryHeapMove::One { heap: 1, take: 3 }.to_string(), "take 3 from heap 1");
/// assert_eq!(EveryHeapMove::Every { take: 2 }.to_string(), "take 2 from every heap");
/// assert_eq!(EveryHeapMove::Every { take: 2 }.take(), 2);
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EveryHeapMove {
    /// Take `take` stones from the heap at index `heap`.
    One {
        /// Index of the heap in the position.
        heap: usize,
        /// How many stones to take: at least 1, at most the heap's size.
        take: u64,
    },
    /// Take `take` stones from each heap.
    Every {
        /// How many stones to take from each heap: at least 1, at most the smallest heap.
        take: u64,
    },
}

impl EveryHeapMove {
    /// How many stones the move takes from each heap it touches.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(EveryHeapMove::One { heap: 2, take: 3 }.take(), 3);
    /// assert_eq!(EveryHeapMove::Every { take: 1 }.take(), 1);
    /// ```
    #[must_use]
    pub const fn take(self) -> u64 {
        match self {
            EveryHeapMove::One { take, .. } | EveryHeapMove::Every { take } => take,
        }
    }
}

impl fmt::Display for EveryHeapMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EveryHeapMove::One { heap, take } => write!(f, "take {take} from heap {heap}"),
            EveryHeapMove::Every { take } => write!(f, "take {take} from every heap"),
        }
    }
}

impl EveryHeapNim {
    /// The game under normal play: whoever takes the last stone wins.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(EveryHeapNim::normal());
    /// // Unlike in Nim, two equal heaps are a win: take both at once, or leave (1, 2).
    /// assert_eq!(search.outcome(&vec![2, 2]), Outcome::Win);
    /// assert_eq!(search.winning_moves(&vec![2, 2]).count(), 3);
    /// ```
    #[must_use]
    pub const fn normal() -> Self {
        EveryHeapNim
    }

    /// The outcome of `heaps` for the player to move, where a closed form gives it (see the
    /// type's documentation): Nim's rule for an odd number of heaps, for any position with
    /// an empty heap and for no heaps at all; Wythoff's for two heaps. `None` for an even
    /// number of heaps, four or more, none of them empty: ask [`Search`](crate::Search).
    ///
    /// # Complexity
    ///
    /// `O(k)` for `k` heaps; `O(1)` for two.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = EveryHeapNim::normal();
    /// assert_eq!(game.known_outcome(&[1, 4, 5]), Some(Outcome::Loss)); // nim-sum 0
    /// assert_eq!(game.known_outcome(&[u64::MAX, 7, 9, 0]), Some(Outcome::Win)); // Nim
    /// assert_eq!(game.known_outcome(&[4, 7]), Some(Outcome::Loss)); // Wythoff's (4, 7)
    /// assert_eq!(game.known_outcome(&[2, 2, 3, 4]), None);
    /// assert_eq!(Search::new(game).outcome(&vec![2, 2, 3, 4]), Outcome::Loss);
    /// ```
    #[must_use]
    pub fn known_outcome(self, heaps: &[u64]) -> Option<Outcome> {
        known_outcome(heaps, false)
    }
}

impl Misere<EveryHeapNim> {
    /// The misère outcome of `heaps` for the player to move, where a closed form gives it:
    /// misère Nim's rule for an odd number of heaps, for any position with an empty heap
    /// and for no heaps at all; misère Wythoff's for two heaps. `None` otherwise: ask
    /// [`Search`](crate::Search).
    ///
    /// # Complexity
    ///
    /// `O(k)` for `k` heaps; `O(1)` for two.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = EveryHeapNim::normal().misere();
    /// assert_eq!(game.known_outcome(&[1, 1, 1]), Some(Outcome::Loss));
    /// assert_eq!(game.known_outcome(&[]), Some(Outcome::Win)); // the opponent took the last stone
    /// assert_eq!(game.known_outcome(&[0, 1]), Some(Outcome::Loss)); // misère Wythoff's (0, 1)
    /// assert_eq!(game.known_outcome(&[2, 2, 3, 4]), None);
    /// ```
    #[must_use]
    pub fn known_outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        known_outcome(heaps, true)
    }
}

/// The outcome of `heaps` where a closed form gives it, under misère play when `misere`.
fn known_outcome(heaps: &[u64], misere: bool) -> Option<Outcome> {
    match *heaps {
        [first, second] => Some(WythoffRule { misere }.outcome((first, second))),
        // No every-heap move is possible, now or later, or it never matters.
        _ if heaps.len() % 2 == 1 || heaps.contains(&0) || heaps.is_empty() => {
            Some(nim_outcome(heaps, misere))
        }
        _ => None,
    }
}

/// Nim's outcome of `heaps`, under misère play when `misere`, without copying them.
fn nim_outcome(heaps: &[u64], misere: bool) -> Outcome {
    let sum = nim_sum(heaps);
    // Under misère play with only heaps of 0 and 1: lost when the number of 1s, whose
    // parity is the nim-sum, is odd.
    let lost = if misere && heaps.iter().all(|&size| size <= 1) {
        sum == 1
    } else {
        sum == 0
    };
    if lost { Outcome::Loss } else { Outcome::Win }
}

impl Game for EveryHeapNim {
    type Position = Vec<u64>;
    type Move = EveryHeapMove;

    /// Heap by heap, taking 1, 2, ... up to the whole heap; then 1, 2, ... up to the smallest
    /// heap from every heap (none when there are no heaps).
    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = EveryHeapMove> {
        let smallest = heaps.iter().copied().min().unwrap_or(0);
        heaps
            .iter()
            .enumerate()
            .flat_map(|(heap, &size)| (1..=size).map(move |take| EveryHeapMove::One { heap, take }))
            .chain((1..=smallest).map(|take| EveryHeapMove::Every { take }))
    }

    heaps_in_any_order!(plays_in_place);
}

impl Hooks for EveryHeapNim {
    heaps_packed!();

    /// The heaps after the move, each in its place.
    fn play_into(
        &self,
        heaps: &Vec<u64>,
        mv: &EveryHeapMove,
        next: &mut Vec<u64>,
    ) -> Result<(), Error> {
        if mv.take() == 0 {
            return Err(Error::takes_nothing(mv));
        }
        match *mv {
            EveryHeapMove::One { heap, take } => {
                let Some(&size) = heaps.get(heap) else {
                    return Err(Error::no_such_heap(mv, heap, heaps.len()));
                };
                if take > size {
                    return Err(Error::takes_too_many(mv, take, size));
                }
                next.clone_from(heaps);
                next[heap] = size - take;
                Ok(())
            }
            EveryHeapMove::Every { take } => {
                if heaps.is_empty() {
                    return Err(Error::illegal(mv, "the position has no heaps"));
                }
                if let Some((heap, &size)) =
                    heaps.iter().enumerate().find(|&(_, &size)| size < take)
                {
                    let stones = if size == 1 { "stone" } else { "stones" };
                    return Err(Error::illegal(
                        mv,
                        format!("heap {heap} holds only {size} {stones}"),
                    ));
                }
                // Every heap holds at least `take`: no subtraction goes below 0.
                next.clear();
                next.extend(heaps.iter().map(|&size| size - take));
                Ok(())
            }
        }
    }
}
