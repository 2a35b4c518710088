//! Which take-and-break games have a period that can be certified, and the theorem each
//! one rests on. The [`Period`](crate::take_and_break::Period) itself lives in `math`, where
//! the named games' closed forms reach it too.

use super::code::{LEAVE_THREE, LEAVE_TWO, TakeAndBreak};
use crate::math::periodic::Certificate;

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
