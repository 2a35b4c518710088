//! Certified periods of nim-sequences, and the theorem each one rests on.

use super::code::{LEAVE_THREE, LEAVE_TWO, TakeAndBreak};
use crate::math::periodic::Certificate;

/// The period of a nim-sequence, proved: `G(n + period) = G(n)` for every
/// `n ≥ preperiod`, both the least such numbers.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let values = TakeAndBreak::dawsons_kayles().nim_sequence(1000)?;
/// assert_eq!(values.period(), Some(Period { preperiod: 53, period: 34 }));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Period {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
}

impl Period {
    /// The heap of the first repeating block whose value stands for `heap`'s, for a heap at
    /// or past the preperiod.
    pub(crate) fn heap_in_first_period(self, heap: u64) -> u64 {
        self.preperiod + (heap - self.preperiod) % self.period
    }
}

/// The theorem that proves a period of `game` from finitely many values, if one does.
///
/// * A game whose moves never leave two heaps (a subtraction game in octal dress) has each
///   value a function of the `t` before it, `t` the most a move takes: values that agree
///   with period `p` over a window of `t` agree forever.
/// * An octal game with finitely many nonzero digits, `d0 = 0`, and moves that leave two
///   heaps: Guy and Smith's periodicity theorem (R. K. Guy and C. A. B. Smith, "The
///   G-values of various games", *Proc. Cambridge Philos. Soc.* 52 (1956); *Winning Ways*,
///   chapter 4): if `G(n + p) = G(n)` for `n0 ≤ n < 2·n0 + p + t`, then for every `n ≥ n0`.
///
/// Nothing is claimed for the rest: hexadecimal codes (arithmetic periodicity, with a
/// saltus, is proved there only game by game), codes with `d0 ≠ 0`, a repeating digit,
/// or unequal splits (Grundy's game): their sequences answer only as far as computed.
pub(crate) fn certificate(game: &TakeAndBreak) -> Option<Certificate> {
    let digits = game.digits();
    if game.tail().is_some() || game.has_unequal_splits() || digits[0] != 0 || !game.is_octal() {
        return None;
    }
    let most_taken = digits.len() - 1;
    if digits
        .iter()
        .any(|digit| digit & (LEAVE_TWO | LEAVE_THREE) != 0)
    {
        Some(Certificate::Octal(most_taken))
    } else {
        Some(Certificate::Window(most_taken))
    }
}

impl TakeAndBreak {
    /// Whether a period of this game's nim-sequence can be certified from finitely many
    /// values, and so whether [`nim_sequence`](Self::nim_sequence) stops early and answers
    /// every heap once it finds one: octal codes with finitely many digits and `d0 = 0`,
    /// without the restriction to unequal splits. Those that never split rest on their
    /// window (a value is a function of the `t` before it), the others on Guy and Smith's
    /// periodicity theorem (R. K. Guy and C. A. B. Smith, "The G-values of various games",
    /// *Proc. Cambridge Philos. Soc.* 52 (1956)). Hexadecimal codes, a repeating digit, a
    /// first digit other than 0 and Grundy's game are answered only as far as computed.
    ///
    /// # Complexity
    ///
    /// `O(digits)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(TakeAndBreak::kayles().can_certify_period()); // 0.77
    /// assert!(!TakeAndBreak::grundys_game().can_certify_period()); // unequal splits
    /// assert!(!TakeAndBreak::new("0.8")?.can_certify_period()); // hexadecimal
    /// assert!(!TakeAndBreak::line_erasing().can_certify_period()); // a repeating digit
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn can_certify_period(&self) -> bool {
        certificate(self).is_some()
    }
}
