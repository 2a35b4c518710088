//! The tipping-die game: a heap of stones and a die; each move tips the die a quarter turn
//! and takes the number on top.

use core::fmt;

use num_integer::Integer;

use crate::math::Period;
use crate::search::Hooks;
use crate::{Error, Game, Outcome, Solver};

/// The tipping-die game: a heap of stones and a standard die (opposite faces sum to 7). Each
/// turn the player to move tips the die a quarter turn, onto one of the four faces next to
/// the face on top (never the top face itself, never the face opposite it), and removes as
/// many stones as the new top face shows. A face larger than the heap cannot be chosen; a
/// player who cannot move loses.
///
/// A position is a [`DiePosition`]: the stones left and the face on top, if the die has been
/// placed. A move is the new top face, `1..=6`.
///
/// # Closed form
///
/// The value has period 9 in the heap for every top face, with one exception at heap 1:
///
/// | top face | lost for the player to move when `remaining mod 9` is |
/// |----------|--------------------------------------------------------|
/// | 1 or 6 | 0 (and also `remaining = 1`, where no face next to 1 or 6 fits) |
/// | 2 or 5 | 0 or 5 |
/// | 3 or 4 | 0, 3, 4 or 8 |
/// | none yet (any face may be chosen first) | 0 |
///
/// Each value depends only on the 6 heaps below it, so the unit tests certify the table by
/// computing the game from its rules over a window of `9 + 2·6` heaps past the exception.
/// With the first move free, the first player loses only on a multiple of 9. This is the die
/// form of the old race to 31 (its card form is "The Thirty-one Game", no. 79 in H. E.
/// Dudeney, *The Canterbury Puzzles*, 1907).
///
/// # Complexity
///
/// `O(1)` per question, for every `u64` heap.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // The race to 31: add the face tipped to a running total, never passing 31; whoever
/// // reaches 31 wins. The first player wins only by opening with 4, leaving 27 with 4 on top.
/// let game = Die::new();
/// let start = Die::start(31);
/// assert_eq!(game.winning_moves(&start).collect::<Vec<_>>(), vec![4]);
/// let after = game.play(&start, &4)?;
/// assert_eq!((after.remaining(), after.top()), (27, Some(4)));
/// assert_eq!(game.outcome(&after), Outcome::Loss);
/// // From 4 on top, the die can show 1, 2, 5 or 6 next, never 3 or 4.
/// assert_eq!(game.moves(&after).collect::<Vec<_>>(), vec![1, 2, 5, 6]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Die;

/// A position of the [`Die`] game: the stones left and the face on top.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let position = Die::position(10, 3)?;
/// assert_eq!(position.to_string(), "10 stones, 3 on top");
/// // Neither 3 (on top) nor 4 (below it) can come up next.
/// assert_eq!(Die::new().moves(&position).collect::<Vec<_>>(), vec![1, 2, 5, 6]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "DieFields"))]
pub struct DiePosition {
    remaining: u64,
    /// The face on top, or 0 before the first move.
    top: u8,
}

/// A [`DiePosition`] as read, checked before it becomes one: the face on top is 0 to 6.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct DieFields {
    remaining: u64,
    top: u8,
}

#[cfg(feature = "serde")]
impl TryFrom<DieFields> for DiePosition {
    type Error = Error;

    fn try_from(fields: DieFields) -> Result<Self, Error> {
        match fields.top {
            0 => Ok(Die::start(fields.remaining)),
            top => Die::position(fields.remaining, top),
        }
    }
}

impl DiePosition {
    /// Stones left in the heap.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let after = Die::new().play(&Die::start(10), &6)?;
    /// assert_eq!(after.remaining(), 4);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn remaining(self) -> u64 {
        self.remaining
    }

    /// The face on top, or `None` before the first move, when any face may be chosen.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Die::start(10).top(), None);
    /// assert_eq!(Die::new().play(&Die::start(10), &6)?.top(), Some(6));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn top(self) -> Option<u8> {
        if self.top == 0 { None } else { Some(self.top) }
    }
}

impl fmt::Display for DiePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.top() {
            Some(top) => write!(
                f,
                "{}, {top} on top",
                crate::error::count(self.remaining, "stone")
            ),
            None => write!(
                f,
                "{}, die not yet placed",
                crate::error::count(self.remaining, "stone")
            ),
        }
    }
}

/// An exact probability: `numerator / denominator`, in lowest terms.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::games::die::Fraction;
///
/// // With 10 stones, rolling 1 or 5 leaves a loss (9 with 1 on top, 5 with 5 on top): 2 in 6.
/// let chance = Die::roller_win_chance(10);
/// assert_eq!(chance, Some(Fraction { numerator: 1, denominator: 3 }));
/// assert_eq!(chance.unwrap().to_string(), "1/3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fraction {
    /// The numerator.
    pub numerator: u64,
    /// The denominator, never 0.
    pub denominator: u64,
}

impl Fraction {
    fn reduced(numerator: u64, denominator: u64) -> Self {
        let common = numerator.gcd(&denominator).max(1);
        Fraction {
            numerator: numerator / common,
            denominator: denominator / common,
        }
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

impl Die {
    /// The game, with a standard die.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Before the first move any face that fits may be chosen.
    /// assert_eq!(Die::new().moves(&Die::start(3)).collect::<Vec<_>>(), vec![1, 2, 3]);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Die
    }

    /// The period of the outcomes in the heap, for every face on top: 9 from heap 2 on
    /// (heap 1 is the one exception, lost with 1 or 6 on top). See the type's closed form.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = Die::new();
    /// let Period { preperiod, period } = game.period();
    /// assert_eq!((preperiod, period), (2, 9));
    /// for top in 1..=6 {
    ///     for remaining in preperiod..200 {
    ///         let here = game.outcome(&Die::position(remaining, top)?);
    ///         assert_eq!(here, game.outcome(&Die::position(remaining + period, top)?));
    ///     }
    /// }
    /// // The exception: 1 stone with 1 on top is lost (no face next to 1 fits), 10 is won.
    /// assert_eq!(game.outcome(&Die::position(1, 1)?), Outcome::Loss);
    /// assert_eq!(game.outcome(&Die::position(10, 1)?), Outcome::Win);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub const fn period(&self) -> Period {
        Period {
            preperiod: 2,
            period: 9,
        }
    }

    /// The position with `remaining` stones and `top` on top.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `top` is not a face, `1..=6`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 5 stones with 2 on top: lost for the player to move (5 mod 9 is 5).
    /// let position = Die::position(5, 2)?;
    /// assert_eq!((position.remaining(), position.top()), (5, Some(2)));
    /// assert_eq!(Die::new().outcome(&position), Outcome::Loss);
    /// assert!(Die::position(5, 7).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn position(remaining: u64, top: u8) -> Result<DiePosition, Error> {
        if !(1..=6).contains(&top) {
            return Err(Error::invalid("top face", top, "a die's faces are 1 to 6"));
        }
        Ok(DiePosition { remaining, top })
    }

    /// The position before the first move: any face that fits may be chosen (Dudeney's
    /// version).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let start = Die::start(9);
    /// assert_eq!((start.remaining(), start.top()), (9, None));
    /// // A multiple of 9: the first player loses, whatever face they choose.
    /// assert_eq!(Die::new().outcome(&start), Outcome::Loss);
    /// ```
    #[must_use]
    pub const fn start(remaining: u64) -> DiePosition {
        DiePosition { remaining, top: 0 }
    }

    /// The old texts' start: the first player rolls the die and removes what it shows, then
    /// play goes on by tipping. For each face `1..=6`: `None` when it does not fit in the
    /// heap, else whether the roller, having removed it, wins.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // With 14 stones, rolling 5 leaves 9 (a multiple of 9) with 5 on top: a win.
    /// let wins = Die::first_roll_wins(14);
    /// assert_eq!(wins[4], Some(true));
    /// assert_eq!(Die::first_roll_wins(3)[3], None); // a 4 does not fit
    /// ```
    #[must_use]
    pub fn first_roll_wins(remaining: u64) -> [Option<bool>; 6] {
        core::array::from_fn(|index| {
            let face = index as u8 + 1;
            let rest = remaining.checked_sub(u64::from(face))?;
            Some(is_loss(rest, face))
        })
    }

    /// The roller's exact chance of winning from [`first_roll_wins`](Die::first_roll_wins),
    /// counting only the rolls that fit in the heap (a roll that does not fit is rolled
    /// again). `None` for an empty heap, where no roll fits.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let chance = Die::roller_win_chance(14).unwrap();
    /// assert_eq!((chance.numerator, chance.denominator), (1, 6));
    /// assert_eq!(Die::roller_win_chance(0), None);
    /// ```
    #[must_use]
    pub fn roller_win_chance(remaining: u64) -> Option<Fraction> {
        let rolls = Die::first_roll_wins(remaining);
        let fitting = rolls.iter().flatten().count() as u64;
        let wins = rolls.iter().flatten().filter(|&&wins| wins).count() as u64;
        (fitting > 0).then(|| Fraction::reduced(wins, fitting))
    }
}

/// The faces the die can be tipped onto from `top` (any face before the first move).
fn faces_after(top: u8) -> impl Iterator<Item = u8> {
    (1..=6).filter(move |&face| top == 0 || (face != top && face != 7 - top))
}

/// Whether `remaining` stones with `top` on top are lost for the player to move: the table
/// in [`Die`]'s documentation.
fn is_loss(remaining: u64, top: u8) -> bool {
    let residue = remaining % 9;
    match top {
        0 => residue == 0,
        1 | 6 => residue == 0 || remaining == 1,
        2 | 5 => matches!(residue, 0 | 5),
        _ => matches!(residue, 0 | 3 | 4 | 8),
    }
}

impl Game for Die {
    type Position = DiePosition;
    type Move = u8;

    /// The faces next to the top face that fit in the heap, smallest first.
    fn moves<'a>(&'a self, position: &'a DiePosition) -> impl Iterator<Item = u8> {
        let remaining = position.remaining;
        faces_after(position.top).filter(move |&face| u64::from(face) <= remaining)
    }

    fn play(&self, position: &DiePosition, face: &u8) -> Result<DiePosition, Error> {
        let mv = || format!("tip to {face}");
        if !(1..=6).contains(face) {
            return Err(Error::illegal(mv(), "a die's faces are 1 to 6"));
        }
        if !faces_after(position.top).any(|next| next == *face) {
            let reason = if *face == position.top {
                format!("{face} is already on top")
            } else {
                format!("{face} is opposite {}, on the bottom", position.top)
            };
            return Err(Error::illegal(mv(), reason));
        }
        let remaining = position
            .remaining
            .checked_sub(u64::from(*face))
            .ok_or_else(|| Error::takes_too_many(mv(), u64::from(*face), position.remaining))?;
        Ok(DiePosition {
            remaining,
            top: *face,
        })
    }
}

/// The stones left and the face on top in one word, for counts below 2^61.
impl Hooks for Die {
    fn pack(&self, position: &DiePosition) -> Option<u64> {
        (position.remaining < 1 << 61).then(|| position.remaining << 3 | u64::from(position.top))
    }

    fn unpack(&self, word: u64, position: &mut DiePosition) {
        *position = DiePosition {
            remaining: word >> 3,
            top: (word & 7) as u8,
        };
    }
}

impl Solver<Die> for Die {
    fn game(&self) -> &Die {
        self
    }

    fn outcome(&self, position: &DiePosition) -> Outcome {
        if is_loss(position.remaining, position.top) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// Smallest face first.
    fn winning_moves<'a>(&'a self, position: &'a DiePosition) -> impl Iterator<Item = u8> {
        let remaining = position.remaining;
        self.moves(position)
            .filter(move |&face| is_loss(remaining - u64::from(face), face))
    }

    /// A winning move when there is one; otherwise the smallest face that fits, which makes
    /// the game last.
    fn best_move(&self, position: &DiePosition) -> Option<u8> {
        self.winning_move(position)
            .or_else(|| self.moves(position).next())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_certified_by_the_rules() {
        // Values computed from the rules alone, for every top face (0: not yet placed).
        let len = 1 + 9 + 2 * 6 + 9;
        let mut lost = vec![[false; 7]; len];
        for n in 0..len {
            for top in 0..=6u8 {
                let winning = faces_after(top)
                    .filter(|&face| usize::from(face) <= n)
                    .any(|face| lost[n - usize::from(face)][usize::from(face)]);
                lost[n][usize::from(top)] = !winning;
                // Each value depends only on the 6 heaps below it, so agreement on a window
                // of 9 + 6 heaps past the exception at heap 1 holds for every heap.
                assert_eq!(is_loss(n as u64, top), !winning, "heap {n}, top {top}");
            }
        }
    }

    #[test]
    fn opposite_faces_are_never_next() {
        for top in 1..=6 {
            let next: Vec<u8> = faces_after(top).collect();
            assert_eq!(next.len(), 4);
            assert!(!next.contains(&top) && !next.contains(&(7 - top)));
        }
    }
}
