//! The parity game: players keep the stones they take, and the parity of the final holding
//! decides.

use crate::search::Hooks;
use crate::{Error, Game, Outcome, Solver};

/// The parity game ("odd wins" / "even wins"): one heap; players alternately take 1 to `k`
/// stones and keep them. When the heap is empty, the player holding an odd number of stones
/// wins ([`Parity::odd_wins`]), or the one holding an even number ([`Parity::even_wins`]).
/// When both hold the same parity, which happens exactly when the stones in play are even
/// in number, the game is a [`Draw`](Outcome::Draw).
///
/// A position is a [`ParityPosition`]: what is left, and the parities of what the player to
/// move and the opponent hold. A move is the number of stones taken (`u64`).
///
/// # Closed form
///
/// The parity of *all* the stones, `remaining + mover's + opponent's`, never changes, and the
/// two holdings end with the same parity exactly when it is even: every such position is a
/// draw. With an odd total, write `a` for the parity of the mover's holding under "odd wins"
/// (under "even wins" the game is the same with both holdings' parities flipped, so `a` is
/// flipped). Taking stones hands the move to the opponent, whose parity is unchanged, so the
/// value depends on `n = remaining` and `a` alone, periodically in `n` with period `P`:
///
/// | `k` | `P` | lost when `a` = 0 (even) | lost when `a` = 1 (odd) |
/// |-----|-----|--------------------------|-------------------------|
/// | even | `k + 2` | `n mod P ∈ {0, P − 1}` | `n mod P = 1` |
/// | odd | `2(k + 1)` | `n mod P ∈ {0, k + 2}` | `n mod P ∈ {1, k + 1}` |
///
/// Proof: the `k` moves from `n` reach the `k` heaps below it, which miss exactly `P − k`
/// consecutive residues mod `P` (`r, r + 1, ...` for `n ≡ r`); the losing residues for the
/// opponent's parity are all missed exactly in the rows above. The unit tests also certify
/// the table for every `k ≤ 64` by computing the game over a window of `P + 2k` heaps: each
/// value depends only on the `k` before it, so agreement there is agreement for every `n`.
/// (The puzzle of 27 matches with `k = 4` is in B. A. Kordemsky, *The Moscow Puzzles*.)
///
/// # Complexity
///
/// `O(1)` per question for every `u64` heap and every `k`; at most two winning moves.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Kordemsky: 27 matches, take 1 to 4, an even holding wins.
/// // The first player wins, and only by taking 2.
/// let game = Parity::even_wins(4)?;
/// let start = Parity::start(27);
/// assert_eq!(game.outcome(&start), Outcome::Win);
/// assert_eq!(game.winning_moves(&start).collect::<Vec<_>>(), vec![2]);
///
/// // With an even number of matches, nobody can win.
/// assert_eq!(game.outcome(&Parity::start(26)), Outcome::Draw);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Parity {
    k: u64,
    odd_wins: bool,
}

/// A position of the [`Parity`] game.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let game = Parity::odd_wins(2)?;
/// // One stone left and nobody holds any: take it, and hold an odd number.
/// let position = ParityPosition { remaining: 1, mover_odd: false, opponent_odd: false };
/// assert_eq!(game.outcome(&position), Outcome::Win);
/// let after = game.play(&position, &1)?;
/// assert_eq!(after, ParityPosition { remaining: 0, mover_odd: false, opponent_odd: true });
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ParityPosition {
    /// Stones left in the heap.
    pub remaining: u64,
    /// Whether the player to move holds an odd number of stones.
    pub mover_odd: bool,
    /// Whether the opponent holds an odd number of stones.
    pub opponent_odd: bool,
}

impl Parity {
    /// The game where the player holding an odd number of stones at the end wins; a move
    /// takes 1 to `k` stones.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `k` is 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 3 stones, take 1 to 3: taking all 3 leaves the first player holding an odd number.
    /// let game = Parity::odd_wins(3)?;
    /// assert_eq!(game.winning_moves(&Parity::start(3)).collect::<Vec<_>>(), vec![3]);
    /// assert!(Parity::odd_wins(0).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn odd_wins(k: u64) -> Result<Self, Error> {
        Parity::new(k, true)
    }

    /// The game where the player holding an even number of stones at the end wins; a move
    /// takes 1 to `k` stones.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `k` is 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 3 stones, take 1 to 3: take 2, and the opponent must take the last one.
    /// let game = Parity::even_wins(3)?;
    /// assert_eq!(game.winning_moves(&Parity::start(3)).collect::<Vec<_>>(), vec![2]);
    /// assert!(Parity::even_wins(0).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn even_wins(k: u64) -> Result<Self, Error> {
        Parity::new(k, false)
    }

    fn new(k: u64, odd_wins: bool) -> Result<Self, Error> {
        if k == 0 {
            return Err(Error::invalid(
                "k",
                k,
                "the parity game needs k ≥ 1: a move takes 1 to k stones",
            ));
        }
        Ok(Parity { k, odd_wins })
    }

    /// The start with `remaining` stones: nobody holds any.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let start = Parity::start(4);
    /// assert_eq!(start, ParityPosition { remaining: 4, mover_odd: false, opponent_odd: false });
    /// // An even number of stones in play: the holdings end with the same parity, a draw.
    /// assert_eq!(Parity::odd_wins(2)?.outcome(&start), Outcome::Draw);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn start(remaining: u64) -> ParityPosition {
        ParityPosition {
            remaining,
            mover_odd: false,
            opponent_odd: false,
        }
    }

    /// The most a move may take.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = Parity::odd_wins(4)?;
    /// assert_eq!(game.k(), 4);
    /// assert_eq!(game.moves(&Parity::start(10)).count(), 4);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn k(self) -> u64 {
        self.k
    }

    /// Whether an odd holding wins (else an even one).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(Parity::odd_wins(2)?.odd_holding_wins());
    /// assert!(!Parity::even_wins(2)?.odd_holding_wins());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn odd_holding_wins(self) -> bool {
        self.odd_wins
    }

    /// The period `P` of the outcomes in the heap size, for fixed holdings: `k + 2` for even
    /// `k`, `2(k + 1)` for odd `k`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = Parity::odd_wins(4)?;
    /// assert_eq!(game.period(), 6); // k even: k + 2
    /// // From the start the first player loses with 5, 11, 17, ... stones (n mod 6 = P − 1).
    /// assert_eq!(game.outcome(&Parity::start(5)), Outcome::Loss);
    /// assert_eq!(game.outcome(&Parity::start(5 + 6)), Outcome::Loss);
    /// assert_eq!(Parity::odd_wins(3)?.period(), 8); // k odd: 2(k + 1)
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn period(self) -> u128 {
        let k = self.k as u128;
        if k % 2 == 0 { k + 2 } else { 2 * (k + 1) }
    }

    /// The residues mod [`period`](Parity::period) of the heaps that are lost, with an odd
    /// total, for a mover whose holding has parity `odd` (under "odd wins").
    fn losing_residues(self, odd: bool) -> [Option<u128>; 2] {
        let (k, period) = (u128::from(self.k), self.period());
        match (self.k % 2 == 0, odd) {
            (true, false) => [Some(0), Some(period - 1)],
            (true, true) => [Some(1), None],
            (false, false) => [Some(0), Some(k + 2)],
            (false, true) => [Some(1), Some(k + 1)],
        }
    }

    /// The mover's parity as the "odd wins" table reads it.
    fn table_parity(self, odd: bool) -> bool {
        odd == self.odd_wins
    }

    /// Whether the stones in play are even in number, which makes every end a draw.
    fn drawn(position: &ParityPosition) -> bool {
        (position.remaining % 2 == 1) == (position.mover_odd != position.opponent_odd)
    }

    fn is_loss(self, position: &ParityPosition) -> bool {
        let residue = u128::from(position.remaining) % self.period();
        !Parity::drawn(position)
            && self
                .losing_residues(self.table_parity(position.mover_odd))
                .contains(&Some(residue))
    }
}

impl Game for Parity {
    type Position = ParityPosition;
    type Move = u64;

    /// Taking 1, 2, ... up to `k` or the whole heap.
    fn moves<'a>(&'a self, position: &'a ParityPosition) -> impl Iterator<Item = u64> {
        1..=position.remaining.min(self.k)
    }

    /// The taker's holding changes parity with an odd take, and the opponent moves next.
    fn play(&self, position: &ParityPosition, take: &u64) -> Result<ParityPosition, Error> {
        let mv = || format!("take {take}");
        if *take == 0 {
            return Err(Error::takes_nothing(mv()));
        }
        if *take > self.k {
            return Err(Error::illegal(
                mv(),
                format!(
                    "a move takes at most {}",
                    crate::error::count(self.k, "stone")
                ),
            ));
        }
        let remaining = position
            .remaining
            .checked_sub(*take)
            .ok_or_else(|| Error::takes_too_many(mv(), *take, position.remaining))?;
        Ok(ParityPosition {
            remaining,
            mover_odd: position.opponent_odd,
            opponent_odd: position.mover_odd != (take % 2 == 1),
        })
    }

    /// Whoever alone holds the winning parity wins; equal parities draw.
    fn terminal_outcome(&self, position: &ParityPosition) -> Outcome {
        let mover_wins = position.mover_odd == self.odd_wins;
        let opponent_wins = position.opponent_odd == self.odd_wins;
        match (mover_wins, opponent_wins) {
            (true, false) => Outcome::Win,
            (false, true) => Outcome::Loss,
            _ => Outcome::Draw,
        }
    }
}

/// The heap and both holdings' parities in one word, for heaps below 2^62.
impl Hooks for Parity {
    fn pack(&self, position: &ParityPosition) -> Option<u64> {
        (position.remaining < 1 << 62).then(|| {
            position.remaining << 2
                | u64::from(position.mover_odd) << 1
                | u64::from(position.opponent_odd)
        })
    }

    fn unpack(&self, word: u64, position: &mut ParityPosition) {
        *position = ParityPosition {
            remaining: word >> 2,
            mover_odd: word & 2 != 0,
            opponent_odd: word & 1 != 0,
        };
    }
}

impl Solver<Parity> for Parity {
    fn game(&self) -> &Parity {
        self
    }

    fn outcome(&self, position: &ParityPosition) -> Outcome {
        if Parity::drawn(position) {
            Outcome::Draw
        } else if self.is_loss(position) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// Smallest first; at most two. The opponent moves next with an unchanged holding, so a
    /// winning move leaves a heap in the opponent's losing residues, within `k` below.
    fn winning_moves<'a>(&'a self, position: &'a ParityPosition) -> impl Iterator<Item = u64> {
        let n = position.remaining;
        let mut takes = [None; 2];
        if n > 0 && !Parity::drawn(position) {
            let period = self.period();
            let lowest = u128::from(n.saturating_sub(self.k));
            let highest = u128::from(n) - 1;
            takes = self
                .losing_residues(self.table_parity(position.opponent_odd))
                .map(|residue| {
                    let left = highest - (highest - residue.filter(|&r| r <= highest)?) % period;
                    (left >= lowest).then(|| (u128::from(n) - left) as u64)
                });
        }
        // None sorts first, so the moves come out smallest first.
        takes.sort_unstable();
        takes.into_iter().flatten()
    }

    /// A winning move when there is one; otherwise one stone: every move keeps a draw
    /// drawn, and a lost game lasts longest that way.
    fn best_move(&self, position: &ParityPosition) -> Option<u64> {
        self.winning_moves(position)
            .next()
            .or((position.remaining > 0).then_some(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The outcome of every heap `0..len` for both holdings, with an odd total, computed
    /// from the rules alone.
    fn computed(game: Parity, len: usize) -> Vec<[Outcome; 2]> {
        let mut values: Vec<[Outcome; 2]> = Vec::with_capacity(len);
        for n in 0..len as u64 {
            let value = [false, true].map(|mover_odd| {
                // An odd total fixes the opponent's parity.
                let position = ParityPosition {
                    remaining: n,
                    mover_odd,
                    opponent_odd: (n % 2 == 0) != mover_odd,
                };
                if n == 0 {
                    return game.terminal_outcome(&position);
                }
                let lost_child = (1..=n.min(game.k)).any(|take| {
                    let child = game.play(&position, &take).expect("a legal move");
                    values[child.remaining as usize][usize::from(child.mover_odd)] == Outcome::Loss
                });
                if lost_child {
                    Outcome::Win
                } else {
                    Outcome::Loss
                }
            });
            values.push(value);
        }
        values
    }

    #[test]
    fn table_is_certified_for_every_k_up_to_64() {
        for k in 1..=64u64 {
            for game in [Parity::odd_wins(k).unwrap(), Parity::even_wins(k).unwrap()] {
                // Each value depends only on the k before it: agreement on a window of P
                // heaps past the first k proves agreement for every heap.
                let len = (game.period() as usize) + 2 * k as usize;
                for (n, value) in computed(game, len).iter().enumerate() {
                    for (index, mover_odd) in [false, true].into_iter().enumerate() {
                        let position = ParityPosition {
                            remaining: n as u64,
                            mover_odd,
                            opponent_odd: (n % 2 == 0) != mover_odd,
                        };
                        assert_eq!(
                            game.outcome(&position),
                            value[index],
                            "{game:?} {position:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn periods_are_even() {
        // Draws alternate with the heap's parity, so an odd period would break them.
        for k in [1, 2, 3, u64::MAX - 1, u64::MAX] {
            assert_eq!(Parity::odd_wins(k).unwrap().period() % 2, 0);
        }
    }
}
