//! Wythoff's game: two heaps; take from one heap, or the same from both.

use core::fmt;
use core::iter;

use num_integer::Roots;

use crate::zeckendorf::Zeckendorf;
use crate::{Convention, Error, Game, Outcome, Solver};

/// The `k`-th pair of losing positions of Wythoff's game, `(a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋)`, with
/// `b_k = a_k + k`; `None` when `b_k` exceeds `u64::MAX`.
///
/// Exact integer arithmetic: `kφ = (k + √(5k²)) / 2`, and since `√(5k²)` is irrational for
/// `k ≥ 1`, `⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋`, computed in `u128`. (Floating point is wrong
/// already at `k = 102,334,155`, the Fibonacci number F(40).)
///
/// The sequences are OEIS A000201 (lower Wythoff) and A001950 (upper Wythoff). The last pair
/// that fits is `k = 7,046,029,254,386,353,130`, whose `b_k` is exactly `u64::MAX`.
///
/// # Complexity
///
/// `O(1)`: one 128-bit integer square root.
///
/// # Example
///
/// ```
/// use impartial::games::wythoff::pair;
///
/// let first: Vec<_> = (0..5).filter_map(pair).collect();
/// assert_eq!(first, vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// assert_eq!(pair(102_334_155), Some((165_580_140, 267_914_295)));
/// assert_eq!(pair(7_046_029_254_386_353_130).map(|(_, b)| b), Some(u64::MAX));
/// assert_eq!(pair(7_046_029_254_386_353_131), None);
/// ```
#[must_use]
pub fn pair(k: u64) -> Option<(u64, u64)> {
    let k = u128::from(k);
    let root = k.checked_mul(k)?.checked_mul(5)?.sqrt();
    let lower = u64::try_from(u128::midpoint(k, root)).ok()?;
    let upper = lower.checked_add(u64::try_from(k).ok()?)?;
    Some((lower, upper))
}

/// Whether `lower = a_d = ⌊dφ⌋`, without a square root: `lower < d(1 + √5)/2 < lower + 1`
/// holds exactly when `(2·lower − d)² < 5d² < (2·lower − d + 2)²`, in exact 128-bit
/// arithmetic (`5d²` irrational-rooted for `d ≥ 1`, so the inequalities are strict).
fn is_lower_of(lower: u64, d: u64) -> bool {
    if d == 0 {
        return lower == 0;
    }
    let (lower, d) = (u128::from(lower), u128::from(d));
    // 2·lower − d must be positive: a_d exceeds d / 2.
    let Some(below) = (2 * lower).checked_sub(d) else {
        return false;
    };
    let Some(five_d_squared) = d.checked_mul(d).and_then(|square| square.checked_mul(5)) else {
        // d ≥ 8.25·10^18: a_d + d exceeds u64::MAX, so no pair of heaps has this difference.
        return false;
    };
    // A square too large for u128 is larger than 5d², which fits.
    let above = below + 2;
    below
        .checked_mul(below)
        .is_some_and(|square| square < five_d_squared)
        && above
            .checked_mul(above)
            .is_none_or(|square| five_d_squared < square)
}

/// The same pairs as [`pair`], from Zeckendorf digits alone (W. A. Wythoff, "A modification
/// of the game of Nim", *Nieuw Archief voor Wiskunde* 7 (1907), 199–202; the digit form is
/// from the later literature on the game).
///
/// With `k = Σ F(i)` its Zeckendorf representation, `kφ = Σ F(i + 1) − Σ ψ^i` by Binet's
/// formula (`ψ = −1/φ`). The error term lies strictly between −1 and 1 and has the sign of
/// its first term, so `a_k` is the left-shifted representation's value, less 1 when the
/// smallest index is even. Then `b_k` is `a_k` shifted left once more.
///
/// # Complexity
///
/// `O(log k)`.
///
/// # Example
///
/// ```
/// use impartial::games::wythoff::{pair, pair_from_zeckendorf};
///
/// assert_eq!(pair_from_zeckendorf(4), Some((6, 10)));
/// assert_eq!(pair_from_zeckendorf(1_000_000), pair(1_000_000));
/// ```
#[must_use]
pub fn pair_from_zeckendorf(k: u64) -> Option<(u64, u64)> {
    let digits = Zeckendorf::of(k);
    let Some(smallest) = digits.indices().next() else {
        return Some((0, 0));
    };
    let shifted = digits.shift_left()?.value()?;
    let lower = shifted - u64::from(smallest % 2 == 0);
    let upper = Zeckendorf::of(lower).shift_left()?.value()?;
    Some((lower, upper))
}

/// The heap `m` such that `(n, m)` is a losing position of Wythoff's game under normal play,
/// or `None` when that heap would exceed `u64::MAX`. Every `n` has exactly one partner, and
/// the partner of the partner is `n`.
///
/// The old texts' characterisation: the lower numbers `a_k` are those whose Zeckendorf
/// representation ends in an even number of zero digits, and the upper number `b_k` is `a_k`
/// shifted left one place; so a number with an odd number of trailing zeros is some `b_k`,
/// and its partner is it shifted right.
///
/// # Complexity
///
/// `O(log n)`.
///
/// # Example
///
/// ```
/// use impartial::games::wythoff::partner;
///
/// assert_eq!(partner(0), Some(0));
/// assert_eq!(partner(4), Some(7));
/// assert_eq!(partner(7), Some(4));
/// assert_eq!(partner(u64::MAX), Some(11_400_714_819_323_198_485));
/// assert_eq!(partner(11_400_714_819_323_198_487), None); // its partner exceeds u64::MAX
/// ```
#[must_use]
pub fn partner(n: u64) -> Option<u64> {
    let digits = Zeckendorf::of(n);
    match digits.trailing_zeros() {
        None => Some(0),
        Some(zeros) if zeros % 2 == 0 => digits.shift_left()?.value(),
        Some(_) => digits.shift_right()?.value(),
    }
}

/// Wythoff's game: two heaps of stones; a move takes any positive number of stones from one
/// heap, or the same positive number from both. Under [`Wythoff::normal`] play whoever takes
/// the last stone wins; under [`Wythoff::misere`] play whoever takes the last stone loses.
///
/// A position is a pair of heaps `(u64, u64)`, in either order; a move is a [`WythoffMove`].
///
/// # Closed form
///
/// W. A. Wythoff, "A modification of the game of Nim", *Nieuw Archief voor Wiskunde* 7
/// (1907): the losing positions are the pairs `(a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋)` of [`pair`] and
/// their mirror images: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), ... Each heap size
/// appears in exactly one pair, so with `x ≤ y` and `d = y − x` the only losing positions one
/// move away are: `(a_d, b_d)` by the diagonal move, `x` with its [`partner`] by reducing
/// `y`, and `y` with its partner by reducing `x`. Those are all the winning moves.
///
/// *Misère play*: the losing positions are those of normal play with (0, 0), (1, 2), (2, 1)
/// replaced by (0, 1), (1, 0), (2, 2).
///
/// # Complexity
///
/// [`outcome`](Solver::outcome): `O(1)`, a few 128-bit multiplications and no square root.
/// [`winning_moves`](Solver::winning_moves): `O(log n)`. Exact over the whole `u64` range.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = Wythoff::normal();
/// assert_eq!(game.outcome(&(3, 5)), Outcome::Loss);
/// assert_eq!(game.outcome(&(5, 3)), Outcome::Loss);
/// // From (4, 9): take 2 from the second heap (to (4, 7)), or 3 from both (to (1, 6))?
/// // Only the first leaves a losing position.
/// assert_eq!(game.winning_moves(&(4, 9)).collect::<Vec<_>>(), vec![WythoffMove::Second(2)]);
/// assert_eq!(game.play(&(4, 9), &WythoffMove::Both(3))?, (1, 6));
///
/// let misere = Wythoff::misere();
/// assert_eq!(misere.outcome(&(2, 2)), Outcome::Loss);
/// // (1, 2): leave (1, 0) or (0, 1); the opponent must take the last stone.
/// assert_eq!(
///     misere.winning_moves(&(1, 2)).collect::<Vec<_>>(),
///     vec![WythoffMove::Second(2), WythoffMove::Both(1)]
/// );
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Wythoff {
    convention: Convention,
}

/// A move in [`Wythoff`]'s game: how many stones to take, and from which heap or heaps.
///
/// Displays as `take 3 from the first heap`, `take 2 from both heaps`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WythoffMove {
    /// Take this many from the first heap.
    First(u64),
    /// Take this many from the second heap.
    Second(u64),
    /// Take this many from each heap.
    Both(u64),
}

impl WythoffMove {
    /// How many stones the move takes from each heap it touches.
    #[must_use]
    pub const fn take(self) -> u64 {
        match self {
            WythoffMove::First(take) | WythoffMove::Second(take) | WythoffMove::Both(take) => take,
        }
    }
}

impl fmt::Display for WythoffMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WythoffMove::First(take) => write!(f, "take {take} from the first heap"),
            WythoffMove::Second(take) => write!(f, "take {take} from the second heap"),
            WythoffMove::Both(take) => write!(f, "take {take} from both heaps"),
        }
    }
}

impl Wythoff {
    /// Wythoff's game under normal play: whoever takes the last stone wins.
    #[must_use]
    pub const fn normal() -> Self {
        Wythoff::new(Convention::Normal)
    }

    /// Wythoff's game under misère play: whoever takes the last stone loses.
    #[must_use]
    pub const fn misere() -> Self {
        Wythoff::new(Convention::Misere)
    }

    /// Wythoff's game under the given convention.
    #[must_use]
    pub const fn new(convention: Convention) -> Self {
        Wythoff { convention }
    }

    /// Which convention decides the last move.
    #[must_use]
    pub const fn convention(self) -> Convention {
        self.convention
    }

    /// Whether the player to move loses at `(x, y)`.
    fn is_loss(self, (x, y): (u64, u64)) -> bool {
        let (low, high) = (x.min(y), x.max(y));
        match (self.convention, low, high) {
            (Convention::Misere, 0, 1) | (Convention::Misere, 2, 2) => true,
            (Convention::Misere, 0, 0) | (Convention::Misere, 1, 2) => false,
            _ => is_lower_of(low, high - low),
        }
    }

    /// The heap that makes `n` a losing position under this convention.
    fn partner(self, n: u64) -> Option<u64> {
        match (self.convention, n) {
            (Convention::Misere, 0) => Some(1),
            (Convention::Misere, 1) => Some(0),
            (Convention::Misere, 2) => Some(2),
            _ => partner(n),
        }
    }

    /// The losing position `(p, p + d)` under this convention.
    fn diagonal_pair(self, d: u64) -> Option<(u64, u64)> {
        match (self.convention, d) {
            (Convention::Misere, 0) => Some((2, 2)),
            (Convention::Misere, 1) => Some((0, 1)),
            _ => pair(d),
        }
    }
}

impl Game for Wythoff {
    type Position = (u64, u64);
    type Move = WythoffMove;

    /// Taking 1, 2, ... from the first heap, then from the second, then from both.
    fn moves(&self, &(first, second): &(u64, u64)) -> impl Iterator<Item = WythoffMove> {
        (1..=first)
            .map(WythoffMove::First)
            .chain((1..=second).map(WythoffMove::Second))
            .chain((1..=first.min(second)).map(WythoffMove::Both))
    }

    fn play(&self, &(first, second): &(u64, u64), mv: &WythoffMove) -> Result<(u64, u64), Error> {
        let take = mv.take();
        if take == 0 {
            return Err(Error::TakesNothing { mv: mv.to_string() });
        }
        let available = match mv {
            WythoffMove::First(_) => first,
            WythoffMove::Second(_) => second,
            WythoffMove::Both(_) => first.min(second),
        };
        if take > available {
            return Err(Error::TakesTooMany {
                mv: mv.to_string(),
                take,
                available,
            });
        }
        Ok(match mv {
            WythoffMove::First(_) => (first - take, second),
            WythoffMove::Second(_) => (first, second - take),
            WythoffMove::Both(_) => (first - take, second - take),
        })
    }

    fn terminal_outcome(&self, _position: &(u64, u64)) -> Outcome {
        self.convention.terminal_outcome()
    }
}

impl Solver<Wythoff> for Wythoff {
    fn game(&self) -> &Wythoff {
        self
    }

    fn outcome(&self, position: &(u64, u64)) -> Outcome {
        if self.is_loss(*position) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// At most three: from the first heap, from the second, from both, in that order.
    fn winning_moves(&self, &(first, second): &(u64, u64)) -> impl Iterator<Item = WythoffMove> {
        let to_first_partner = self
            .partner(second)
            .filter(|&target| target < first)
            .map(|target| WythoffMove::First(first - target));
        let to_second_partner = self
            .partner(first)
            .filter(|&target| target < second)
            .map(|target| WythoffMove::Second(second - target));
        let (low, high) = (first.min(second), first.max(second));
        let diagonal = self
            .diagonal_pair(high - low)
            .filter(|&(target, _)| target < low)
            .map(|(target, _)| WythoffMove::Both(low - target));
        iter::empty()
            .chain(to_first_partner)
            .chain(to_second_partner)
            .chain(diagonal)
    }

    /// A winning move when there is one; otherwise one stone from the first non-empty heap,
    /// which makes the game last.
    fn best_move(&self, position: &(u64, u64)) -> Option<WythoffMove> {
        self.winning_move(position).or(match *position {
            (0, 0) => None,
            (0, _) => Some(WythoffMove::Second(1)),
            _ => Some(WythoffMove::First(1)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_test_agrees_with_pairs() {
        for k in (0..20_000).chain(7_046_029_254_386_353_000..=7_046_029_254_386_353_140) {
            let Some((a, _)) = pair(k) else { continue };
            assert!(is_lower_of(a, k), "k = {k}");
            assert!(!is_lower_of(a + 1, k), "k = {k}");
            assert!(!is_lower_of(a.saturating_sub(1), k) || k == 0, "k = {k}");
        }
        assert!(!is_lower_of(u64::MAX, u64::MAX));
        assert!(!is_lower_of(u64::MAX, 1));
        assert!(!is_lower_of(u64::MAX, 0));
        assert!(!is_lower_of(0, 1));
    }
}
