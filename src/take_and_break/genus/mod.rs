//! [`Genus`]: what misère play keeps of a game's value, and
//! [`TakeAndBreak::genus_sequence`](super::TakeAndBreak::genus_sequence): each heap's, by a
//! search over sums of heaps (`search`) or read off a misère quotient (`quotient`).

mod quotient;
mod search;
mod sequence;

use core::fmt;

use crate::Outcome;

/// The genus of a game `G` (J. H. Conway, *On Numbers and Games*, chapter 12; *Winning
/// Ways*, chapter 13): `g^γ0γ1γ2…`, where `g` is the normal-play Grundy value of `G` and
/// `γj` the misère Grundy value of `G + j·*2` (`j` Nim heaps of two added).
///
/// The misère Grundy value is the mex of the options' misère values, except that a game
/// with no move has the value 1; a game is lost for the player to move under misère play
/// exactly when its value is 0. The genus does not decide misère sums in general, but it
/// does decide sums of tame games (see [`is_tame`](Genus::is_tame)), and its `γ0` is the
/// misère outcome of the game alone.
///
/// The `γ` sequence ends alternating with period 2 (`γ(j + 2) = γj` from some `j` on:
/// see [`Misere::genus_sequence`](crate::Misere::genus_sequence) for why), and
/// is written up to where the alternation starts: `γ0 … γ(k + 1)` for the least `k` with
/// `γ(j + 2) = γj` for every `j ≥ k`, so always at least two digits.
///
/// # Display
///
/// *Winning Ways*' form as plain text, as `CGSuite` writes it: `g^` followed by the
/// written `γ`s, as digits run together (`0^120`, `1^031`, `2^20`, `4^146`), or, when one
/// of them exceeds 9, in parentheses separated by commas (`12^(12,14)`). (`CGSuite` writes
/// a game it knows to be a Nim heap as `g` alone; here every genus is written in full.)
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Kayles: rows of 0, 1, 2, 3 and 5 pins (Winning Ways, chapter 13).
/// let genera = TakeAndBreak::kayles().misere().genus_sequence(6)?;
/// let written: Vec<String> = genera.iter().map(ToString::to_string).collect();
/// assert_eq!(written, ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]);
/// let five = &genera[5];
/// assert_eq!((five.normal(), five.gamma(0), five.gamma(1), five.gamma(2)), (4, 1, 4, 6));
/// assert_eq!(five.gamma(1_000), 6); // the alternation 4, 6 goes on
/// assert_eq!(five.misere_outcome(), Outcome::Win);
/// assert!(!five.is_tame()); // 4^146 is no Nim position's genus
/// assert!(genera[4].is_tame()); // 1^031, as a heap of one
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Genus {
    /// `g`, the normal-play Grundy value.
    normal: u64,
    /// `γ0 … γ(k + 1)`: at least two, the last two alternating for ever, and no shorter
    /// list would do (`γ[len − 1] ≠ γ[len − 3]`).
    gammas: Vec<u64>,
}

impl Genus {
    /// The genus of the game with no move, `0^120`.
    pub(crate) fn zero() -> Self {
        Genus {
            normal: 0,
            gammas: vec![1, 2, 0],
        }
    }

    /// A genus from `g` and `γ0 … γm`, where `γ(j + 2) = γj` for every `j ≥ m − 1`:
    /// shortened to where the alternation starts. `gammas` has at least two.
    pub(crate) fn from_gammas(normal: u64, mut gammas: Vec<u64>) -> Self {
        debug_assert!(gammas.len() >= 2);
        while gammas.len() > 2 && gammas[gammas.len() - 1] == gammas[gammas.len() - 3] {
            gammas.pop();
        }
        Genus { normal, gammas }
    }

    /// The index `k` from which `γ(j + 2) = γj` for every `j ≥ k`.
    pub(crate) fn alternation_start(&self) -> usize {
        self.gammas.len() - 2
    }

    /// `g`: the normal-play Grundy value, the Nim heap the game is worth in a normal-play
    /// sum.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let genera = TakeAndBreak::kayles().misere().genus_sequence(6)?;
    /// let normal: Vec<u64> = genera.iter().map(Genus::normal).collect();
    /// assert_eq!(normal, [0, 1, 2, 3, 1, 4]); // Kayles' nim-values
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn normal(&self) -> u64 {
        self.normal
    }

    /// `γj`: the misère Grundy value of the game plus `j` Nim heaps of two, for every `j`
    /// (past the written digits, the final alternation goes on). `γ0` is the misère Grundy
    /// value of the game alone.
    ///
    /// # Complexity
    ///
    /// `O(1)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let empty = &TakeAndBreak::kayles().misere().genus_sequence(1)?[0]; // 0^120
    /// let gammas: Vec<u64> = (0..6).map(|j| empty.gamma(j)).collect();
    /// assert_eq!(gammas, [1, 2, 0, 2, 0, 2]);
    /// assert_eq!(empty.gamma(usize::MAX), 2);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn gamma(&self, j: usize) -> u64 {
        let start = self.alternation_start();
        match self.gammas.get(j) {
            Some(&gamma) => gamma,
            None => self.gammas[start + (j - start) % 2],
        }
    }

    /// The `γ`s as written: `γ0` up to the first two of the final alternation.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let genera = TakeAndBreak::kayles().misere().genus_sequence(3)?;
    /// assert_eq!(genera[0].written_gammas(), [1, 2, 0]); // 0^120
    /// assert_eq!(genera[2].written_gammas(), [2, 0]); // 2^20
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn written_gammas(&self) -> &[u64] {
        &self.gammas
    }

    /// The misère outcome of the game alone, for the player to move: a loss exactly when
    /// `γ0` is 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let genera = TakeAndBreak::kayles().misere().genus_sequence(3)?;
    /// assert_eq!(genera[0].misere_outcome(), Outcome::Win); // nobody can move: a win
    /// assert_eq!(genera[1].misere_outcome(), Outcome::Loss); // the last pin must go
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn misere_outcome(&self) -> Outcome {
        if self.gammas[0] == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// Whether this is a tame genus: the genus of some position of Nim. Those are `0^120`
    /// (an even number of heaps of one, none larger), `1^031` (an odd number), and
    /// `g^g(g⊕2)` for every `g` (a position with a heap of two or more: `0^02`, `1^13`,
    /// `2^20`, `3^31`, …, `12^(12,14)`), where misère values are normal ones.
    ///
    /// *Winning Ways* (chapter 13) and *On Numbers and Games* (chapter 12) call a *game*
    /// tame when its genus is tame and its options are tame too (all the way down, up to
    /// reversible moves); such games add as the Nim positions of the same genus. The genus
    /// alone cannot tell that: this says only that the first condition holds, so a game
    /// whose genus is not tame is certainly not tame (it is *wild*, or *restive*).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let genera = TakeAndBreak::kayles().misere().genus_sequence(6)?;
    /// let tame: Vec<bool> = genera.iter().map(Genus::is_tame).collect();
    /// assert_eq!(tame, [true, true, true, true, true, false]); // 4^146 is not
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_tame(&self) -> bool {
        let g = self.normal;
        let nim = [g, g ^ 2];
        match g {
            0 => self.gammas == [1, 2, 0] || self.gammas == nim,
            1 => self.gammas == [0, 3, 1] || self.gammas == nim,
            _ => self.gammas == nim,
        }
    }

    /// The genus of this game plus a Nim heap of one: every digit, `g` included, with its
    /// last bit flipped (the misère value of `G + *1` is that of `G` with its last bit
    /// flipped, as the normal value is).
    pub(crate) fn plus_star_one(&self) -> Self {
        Genus {
            normal: self.normal ^ 1,
            gammas: self.gammas.iter().map(|gamma| gamma ^ 1).collect(),
        }
    }

    /// The genus of this game plus `count` Nim heaps of two: `g ⊕ 2` for an odd count, and
    /// the `γ`s shifted by `count` (`γj` of the sum is `γ(j + count)` of the game).
    pub(crate) fn plus_stars_two(&self, count: usize) -> Self {
        let normal = if count % 2 == 1 {
            self.normal ^ 2
        } else {
            self.normal
        };
        let start = self.alternation_start().saturating_sub(count);
        let gammas = (0..start + 2).map(|j| self.gamma(j + count)).collect();
        Genus::from_gammas(normal, gammas)
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^", self.normal)?;
        if self.gammas.iter().all(|&gamma| gamma < 10) {
            for gamma in &self.gammas {
                write!(f, "{gamma}")?;
            }
            Ok(())
        } else {
            let written: Vec<String> = self.gammas.iter().map(u64::to_string).collect();
            write!(f, "({})", written.join(","))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_heaps_have_their_genera() {
        let zero = Genus::zero();
        assert_eq!(zero.to_string(), "0^120");
        assert_eq!(zero.plus_star_one().to_string(), "1^031");
        assert_eq!(zero.plus_stars_two(1).to_string(), "2^20");
        assert_eq!(zero.plus_stars_two(2).to_string(), "0^02");
        assert_eq!(zero.plus_star_one().plus_stars_two(1).to_string(), "3^31");
        let big = Genus::from_gammas(12, vec![12, 14, 12, 14]);
        assert_eq!(big.to_string(), "12^(12,14)");
        assert!(big.is_tame());
        assert!(!Genus::from_gammas(4, vec![1, 4, 6]).is_tame());
    }
}
