//! Wythoff's game: two heaps; take from one heap, or the same from both.

use core::fmt;

use crate::math::zeckendorf::Zeckendorf;
use crate::search::Hooks;
use crate::{Error, Game, Misere, Outcome, Solver};

/// `⌊2^128 / φ⌋`, split into 64-bit words. The high word is `⌊2^64 / φ⌋`, the multiplier of
/// Fibonacci hashing.
const INVERSE_PHI_HIGH: u64 = 0x9e37_79b9_7f4a_7c15;
const INVERSE_PHI_LOW: u64 = 0xf39c_c060_5ced_c834;

/// `⌊x / φ⌋ = ⌊x(φ − 1)⌋` in 64.64 fixed point: its whole part, and the high word of its
/// fraction. Two 64 × 64 → 128-bit multiplications.
///
/// With `C = ⌊2^128 / φ⌋` and `ε = 2^128 / φ − C`, `0 < ε < 1`, the exact value is
/// `x·2^128 / φ = x·C + x·ε` with `0 ≤ x·ε < x < 2^64`. Write `x·C = w·2^128 + f`,
/// `0 ≤ f < 2^128`; then `x / φ = w + (f + x·ε) / 2^128`. When the fraction's high word
/// `⌊f / 2^64⌋` is not `u64::MAX`, `f + x·ε < (2^64 − 1)·2^64 + 2^64 = 2^128`, so
/// `⌊x / φ⌋ = w`. Otherwise it is `w` or `w + 1`.
///
/// No `u64` ever takes that branch: it needs `x / φ` within `2^−64` of an integer. The
/// continued fraction of `1/φ` is `[0; 1, 1, 1, ...]`, its convergents' denominators are the
/// Fibonacci numbers, and `|F(n) / φ − F(n − 1)| = φ^−n`; so every `0 < x < F(94)` (all of
/// `u64`) stays at least `φ^−92 ≈ 1.1·2^−64` from an integer, except `F(93)`, which is
/// `φ^−93 ≈ 0.68·2^−64` *above* `F(92)`, while its error term `x·ε / 2^128` is below
/// `F(93) / 2^128 ≈ 0.66·2^−64`; so its `f` is small, not near `2^128`. The closest call is
/// `x = F(92)`, whose fraction word is `u64::MAX − 1`; the tests check both. The fallback stays
/// all the same, so that exactness does not rest on this argument alone: it costs one
/// comparison, never taken.
#[inline]
fn over_phi_fixed_point(x: u64) -> (u64, u64) {
    let x = u128::from(x);
    let low = x * u128::from(INVERSE_PHI_LOW);
    // At most (2^64 − 1)² + 2^64 − 1 < 2^128: no overflow.
    let high = x * u128::from(INVERSE_PHI_HIGH) + (low >> 64);
    ((high >> 64) as u64, high as u64)
}

/// `⌊x / φ⌋`, exact for every `u64`: the fixed-point product, and when its fraction is too
/// close to 1 to tell, the exact integer test.
#[inline]
fn floor_over_phi(x: u64) -> u64 {
    match over_phi_fixed_point(x) {
        (whole, u64::MAX) => settle_floor_over_phi(x, whole),
        (whole, _) => whole,
    }
}

/// `⌊x / φ⌋`, given that it is `whole` or `whole + 1`, in exact integers: `1/φ` is the
/// positive root of `t² + t − 1`, so `m < x / φ` exactly when `m² + m·x < x²` (strict for
/// `x ≥ 1`: `x / φ` is irrational). Computed in `u128`: `m ≤ x / φ + 1 < 0.62·2^64`, so each
/// product fits, and a sum past `u128::MAX` exceeds `x² < 2^128`.
#[cold]
fn settle_floor_over_phi(x: u64, whole: u64) -> u64 {
    let next = u128::from(whole) + 1;
    let x = u128::from(x);
    let below = (next * next)
        .checked_add(next * x)
        .is_some_and(|value| value < x * x);
    whole + u64::from(below)
}

/// The lower Wythoff number `a_k = ⌊kφ⌋ = k + ⌊k / φ⌋`, in `u128` so that it never overflows.
#[inline]
fn lower_number(k: u64) -> u128 {
    u128::from(k) + u128::from(floor_over_phi(k))
}

/// The `k`-th pair of losing positions of Wythoff's game, `(a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋)`, with
/// `b_k = a_k + k`; `None` when `b_k` exceeds `u64::MAX`.
///
/// Exact integer arithmetic: `⌊kφ⌋ = k + ⌊k(φ − 1)⌋`, and `⌊k(φ − 1)⌋` is the whole part of
/// `k·⌊2^128 / φ⌋ / 2^128`, a 64 × 128-bit product in fixed point. Its error is below
/// `k·2^−128 < 2^−64`, and no `k` that fits in a `u64` has `k(φ − 1)` within `2^−64` of an
/// integer (the Fibonacci numbers come closest, by the theory of continued fractions), so the
/// whole part is always the floor; the code still checks the fraction, and would settle a
/// floor too close to call with an exact integer test. (Floating point is wrong already at
/// `k = 102,334,155`, the Fibonacci number F(40).)
///
/// The sequences are OEIS A000201 (lower Wythoff) and A001950 (upper Wythoff). The last pair
/// that fits is `k = 7,046,029,254,386,353,130`, whose `b_k` is exactly `u64::MAX`.
///
/// # Complexity
///
/// `O(1)`: two 64 × 64 → 128-bit multiplications.
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
    let lower = u64::try_from(lower_number(k)).ok()?;
    let upper = lower.checked_add(k)?;
    Some((lower, upper))
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
/// The lower numbers `a_1 < a_2 < ...` and the upper numbers `b_1 < b_2 < ...` together
/// hold every positive integer once (Beatty's theorem), and `a_j ≤ n` exactly when
/// `j < (n + 1) / φ`; so `k = ⌊(n + 1) / φ⌋` of them are at most `n`. Then either `n = a_k`
/// and its partner is `b_k = n + k`, or `n` is the upper number `b_{n − k}`, and its partner
/// is `a_{n − k} = n − (n − k) = k`. Both floors come from the fixed-point product of
/// [`pair`]. (The old texts' characterisation, that the lower numbers are those whose
/// Zeckendorf representation ends in an even number of zero digits and the upper number is
/// the lower one shifted left, gives the same partners; the tests check it.)
///
/// # Complexity
///
/// `O(1)`: four 64 × 64 → 128-bit multiplications.
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
    // ⌊2^64 / φ⌋ is the high word of ⌊2^128 / φ⌋.
    let k = n.checked_add(1).map_or(INVERSE_PHI_HIGH, floor_over_phi);
    if lower_number(k) == u128::from(n) {
        n.checked_add(k)
    } else {
        Some(k)
    }
}

/// Wythoff's game: two heaps of stones; a move takes any positive number of stones from one
/// heap, or the same positive number from both. Under [`Wythoff::normal`] play whoever takes
/// the last stone wins; under [`misere`](crate::MisereForm::misere) play whoever takes the last stone loses.
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
/// [`outcome`](Solver::outcome): `O(1)`, two 64 × 64 → 128-bit multiplications and no
/// branch on the heaps (under normal play). [`winning_moves`](Solver::winning_moves): `O(1)`,
/// ten such multiplications. Exact over the whole `u64` range.
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
/// let misere = Wythoff::normal().misere();
/// assert_eq!(misere.outcome(&(2, 2)), Outcome::Loss);
/// // (1, 2): leave (1, 0) or (0, 1); the opponent must take the last stone.
/// assert_eq!(
///     misere.winning_moves(&(1, 2)).collect::<Vec<_>>(),
///     vec![WythoffMove::Second(2), WythoffMove::Both(1)]
/// );
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Wythoff;

/// A move in [`Wythoff`]'s game: how many stones to take, and from which heap or heaps.
///
/// Displays as `take 3 from the first heap`, `take 2 from both heaps`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let mv = WythoffMove::Both(2);
/// assert_eq!(mv.to_string(), "take 2 from both heaps");
/// assert_eq!(Wythoff::normal().play(&(3, 5), &mv)?, (1, 3));
/// # Ok::<(), impartial::Error>(())
/// ```
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
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(WythoffMove::First(4).take(), 4);
    /// assert_eq!(WythoffMove::Both(2).take(), 2); // from each heap
    /// ```
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
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = Wythoff::normal();
    /// assert_eq!(game.outcome(&(0, 0)), Outcome::Loss); // no stone left to take
    /// assert_eq!(game.outcome(&(1, 2)), Outcome::Loss); // every move lets the opponent take all
    /// ```
    #[must_use]
    pub const fn normal() -> Self {
        Wythoff
    }
}

/// Wythoff's rule, under normal play or, when `misere`, under misère play.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rule {
    pub(crate) misere: bool,
}

impl Rule {
    /// Whether the player to move loses at `(x, y)`. Straight-line code: no branch depends on
    /// the heaps, so fresh positions cost no mispredictions.
    #[inline]
    pub(crate) fn is_loss(self, (x, y): (u64, u64)) -> bool {
        let (low, high) = (x.min(y), x.max(y));
        let normal = lower_number(high - low) == u128::from(low);
        // Misère play turns the losses (0, 0), (1, 2) into wins and the wins (0, 1), (2, 2)
        // into losses, and changes nothing else.
        let swapped = self.misere && matches!((low, high), (0, 0 | 1) | (1 | 2, 2));
        normal != swapped
    }

    /// The heap that makes `n` a losing position under this convention.
    fn partner(self, n: u64) -> Option<u64> {
        match (self.misere, n) {
            (true, 0) => Some(1),
            (true, 1) => Some(0),
            (true, 2) => Some(2),
            _ => partner(n),
        }
    }

    /// The winning moves from the first heap, from the second and from both, where they
    /// exist: down to the partner of the other heap, or along the diagonal to the losing pair
    /// with the same difference.
    fn winning_candidates(self, (first, second): (u64, u64)) -> [Option<WythoffMove>; 3] {
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
        [to_first_partner, to_second_partner, diagonal]
    }

    /// The losing position `(p, p + d)` under this convention.
    fn diagonal_pair(self, d: u64) -> Option<(u64, u64)> {
        match (self.misere, d) {
            (true, 0) => Some((2, 2)),
            (true, 1) => Some((0, 1)),
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
            return Err(Error::takes_nothing(mv));
        }
        let available = match mv {
            WythoffMove::First(_) => first,
            WythoffMove::Second(_) => second,
            WythoffMove::Both(_) => first.min(second),
        };
        if take > available {
            return Err(Error::takes_too_many(mv, take, available));
        }
        Ok(match mv {
            WythoffMove::First(_) => (first - take, second),
            WythoffMove::Second(_) => (first, second - take),
            WythoffMove::Both(_) => (first - take, second - take),
        })
    }
}

impl Hooks for Wythoff {
    /// Both heaps in 32 bits each, when they fit.
    fn pack(&self, &(first, second): &(u64, u64)) -> Option<u64> {
        let first = u32::try_from(first).ok()?;
        let second = u32::try_from(second).ok()?;
        Some(u64::from(first) << 32 | u64::from(second))
    }

    fn unpack(&self, word: u64, position: &mut (u64, u64)) {
        *position = (word >> 32, word & u64::from(u32::MAX));
    }
}

impl Solver<Wythoff> for Wythoff {
    fn game(&self) -> &Wythoff {
        self
    }

    // Inline, so that a caller's loop over many positions keeps the two multiplications in
    // its body instead of calling out for each.
    #[inline]
    fn outcome(&self, position: &(u64, u64)) -> Outcome {
        Rule::NORMAL.outcome(*position)
    }

    /// At most three: from the first heap, from the second, from both, in that order.
    fn winning_moves<'a>(&'a self, position: &'a (u64, u64)) -> impl Iterator<Item = WythoffMove> {
        Rule::NORMAL
            .winning_candidates(*position)
            .into_iter()
            .flatten()
    }

    /// A winning move when there is one; otherwise one stone from the first non-empty heap,
    /// which makes the game last.
    fn best_move(&self, position: &(u64, u64)) -> Option<WythoffMove> {
        Rule::NORMAL.best_move(*position)
    }
}

/// Misère Wythoff: the normal-play losses but for (0, 0) and (1, 2), which become wins,
/// and (0, 1) and (2, 2), which become losses.
///
/// ```
/// use impartial::prelude::*;
///
/// let game = Wythoff::normal().misere();
/// assert_eq!(game.outcome(&(0, 1)), Outcome::Loss); // the last stone must be taken
/// assert_eq!(game.outcome(&(1, 2)), Outcome::Win); // leave (0, 1) or (1, 0)
/// ```
impl Solver<Misere<Wythoff>> for Misere<Wythoff> {
    fn game(&self) -> &Misere<Wythoff> {
        self
    }

    #[inline]
    fn outcome(&self, position: &(u64, u64)) -> Outcome {
        Rule::MISERE.outcome(*position)
    }

    /// At most three: from the first heap, from the second, from both, in that order.
    fn winning_moves<'a>(&'a self, position: &'a (u64, u64)) -> impl Iterator<Item = WythoffMove> {
        Rule::MISERE
            .winning_candidates(*position)
            .into_iter()
            .flatten()
    }

    /// A winning move when there is one; otherwise one stone from the first non-empty heap,
    /// which makes the game last.
    fn best_move(&self, position: &(u64, u64)) -> Option<WythoffMove> {
        Rule::MISERE.best_move(*position)
    }
}

impl Rule {
    pub(crate) const NORMAL: Rule = Rule { misere: false };
    pub(crate) const MISERE: Rule = Rule { misere: true };

    #[inline]
    pub(crate) fn outcome(self, position: (u64, u64)) -> Outcome {
        if self.is_loss(position) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    fn best_move(self, position: (u64, u64)) -> Option<WythoffMove> {
        let winning = self
            .winning_candidates(position)
            .into_iter()
            .flatten()
            .next();
        winning.or(match position {
            (0, 0) => None,
            (0, _) => Some(WythoffMove::Second(1)),
            _ => Some(WythoffMove::First(1)),
        })
    }
}

#[cfg(test)]
mod tests {
    use proptest::test_runner::{RngAlgorithm, TestRng};
    use rand::Rng;

    use super::*;
    use crate::math::zeckendorf::FIBONACCI;

    /// The last k whose pair fits in a u64.
    const LAST_K: u64 = 7_046_029_254_386_353_130;

    /// The oracle for the outcome: whether `lower = a_d = ⌊dφ⌋`, without a square root:
    /// `lower < d(1 + √5)/2 < lower + 1` holds exactly when
    /// `(2·lower − d)² < 5d² < (2·lower − d + 2)²`, in exact 128-bit arithmetic (`5d²`
    /// irrational-rooted for `d ≥ 1`, so the inequalities are strict).
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

    /// The oracle for [`pair`]: `kφ = (k + √(5k²)) / 2`, and since `√(5k²)` is irrational for
    /// `k ≥ 1`, `⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋`, in `u128`.
    fn pair_by_square_root(k: u64) -> Option<(u64, u64)> {
        let k = u128::from(k);
        let root = k.checked_mul(k)?.checked_mul(5)?.isqrt();
        let lower = u64::try_from(u128::midpoint(k, root)).ok()?;
        let upper = lower.checked_add(u64::try_from(k).ok()?)?;
        Some((lower, upper))
    }

    /// The fast outcome, pair and partners against the integer oracles at `(a_k, b_k)` and every
    /// position within one stone of it on each heap, in both orders.
    fn check_around_pair(k: u64) {
        let expected = pair_by_square_root(k);
        assert_eq!(pair(k), expected, "k = {k}");
        let Some((a, b)) = expected else { return };
        assert_eq!(partner(a), Some(b), "k = {k}");
        assert_eq!(partner(b), Some(a), "k = {k}");
        let game = Rule::NORMAL;
        for x in [a.checked_sub(1), Some(a), a.checked_add(1)]
            .into_iter()
            .flatten()
        {
            for y in [b.checked_sub(1), Some(b), b.checked_add(1)]
                .into_iter()
                .flatten()
            {
                let lost = is_lower_of(x.min(y), x.max(y) - x.min(y));
                assert_eq!(game.is_loss((x, y)), lost, "({x}, {y})");
                assert_eq!(game.is_loss((y, x)), lost, "({y}, {x})");
            }
        }
    }

    /// `c² + c·2^128`, as a 256-bit number's high and low halves, or `None` when it reaches
    /// `2^256`.
    fn square_plus_shifted(c: u128) -> Option<(u128, u128)> {
        let (high, low) = (c >> 64, c & u128::from(u64::MAX));
        // c² = high²·2^128 + 2·high·low·2^64 + low².
        let cross = high * low;
        let (bottom, carry) = (low * low).overflowing_add(cross << 65);
        let top = (high * high)
            .checked_add(cross >> 63)?
            .checked_add(u128::from(carry))?
            .checked_add(c)?;
        Some((top, bottom))
    }

    #[test]
    fn the_constant_is_2_to_the_128_over_phi() {
        // C < 2^128/φ < C + 1, and t < 1/φ exactly when t² + t < 1: scaled by 2^256.
        let constant = u128::from(INVERSE_PHI_HIGH) << 64 | u128::from(INVERSE_PHI_LOW);
        assert!(square_plus_shifted(constant).is_some());
        assert!(square_plus_shifted(constant + 1).is_none());
        assert_eq!(square_plus_shifted(1), Some((1, 1)));
        assert_eq!(square_plus_shifted(1 << 64), Some(((1 << 64) + 1, 0)));
    }

    #[test]
    fn no_u64_comes_within_the_fallback_and_the_fallback_is_exact() {
        // The closest calls: F(92) one unit below the fallback's word, F(93) far from it.
        assert_eq!(over_phi_fixed_point(FIBONACCI[92]).1, u64::MAX - 1);
        assert_eq!(over_phi_fixed_point(FIBONACCI[93]).1, 0);
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        let near_fibonacci = FIBONACCI[2..].iter().flat_map(|&f| [f - 1, f, f + 1]);
        let samples = (0..10_000)
            .chain(near_fibonacci)
            .chain((0..100_000).map(|_| rng.random()))
            .chain([u64::MAX]);
        for x in samples {
            let (whole, fraction) = over_phi_fixed_point(x);
            assert_ne!(fraction, u64::MAX, "x = {x}");
            // Handed either candidate, the fallback finds the floor.
            assert_eq!(settle_floor_over_phi(x, whole), whole, "x = {x}");
            if whole > 0 {
                assert_eq!(settle_floor_over_phi(x, whole - 1), whole, "x = {x}");
            }
        }
        assert_eq!(
            settle_floor_over_phi(u64::MAX, INVERSE_PHI_HIGH),
            INVERSE_PHI_HIGH
        );
    }

    #[test]
    fn the_integer_oracle_agrees_with_pairs() {
        for k in (0..20_000).chain(LAST_K - 140..=LAST_K + 10) {
            let Some((a, _)) = pair_by_square_root(k) else {
                continue;
            };
            assert!(is_lower_of(a, k), "k = {k}");
            assert!(!is_lower_of(a + 1, k), "k = {k}");
            assert!(!is_lower_of(a.saturating_sub(1), k) || k == 0, "k = {k}");
        }
        assert!(!is_lower_of(u64::MAX, u64::MAX));
        assert!(!is_lower_of(u64::MAX, 1));
        assert!(!is_lower_of(u64::MAX, 0));
        assert!(!is_lower_of(0, 1));
    }

    #[test]
    fn fast_path_agrees_around_every_pair_up_to_a_million() {
        for k in 0..=1_000_000 {
            check_around_pair(k);
        }
    }

    #[test]
    fn fast_path_agrees_around_random_pairs_up_to_the_last() {
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for _ in 0..100_000 {
            check_around_pair(rng.random_range(0..=LAST_K));
        }
    }

    #[test]
    fn fast_path_agrees_at_the_u64_boundary() {
        for k in (LAST_K - 1000..=LAST_K + 1000).chain(u64::MAX - 10..=u64::MAX) {
            check_around_pair(k);
        }
        assert_eq!(pair(LAST_K).map(|(_, b)| b), Some(u64::MAX));
        assert_eq!(pair(LAST_K + 1), None);
    }

    #[test]
    fn fast_path_agrees_on_random_positions() {
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        let game = Rule::NORMAL;
        for _ in 0..1_000_000 {
            let (x, y): (u64, u64) = rng.random();
            let lost = is_lower_of(x.min(y), x.max(y) - x.min(y));
            assert_eq!(game.is_loss((x, y)), lost, "({x}, {y})");
        }
    }
}
