//! The misère form of a game: one way to ask for it, on the game under normal play.

/// A game that has a misère form: the same moves, but whoever makes the last move loses
/// (the player who cannot move wins).
///
/// Every such game in the crate gets it the same way: [`misere`](MisereForm::misere) on the
/// game, usually built under normal play. `Nim::misere()` stays as a shorthand for
/// `Nim::normal().misere()`.
///
/// # Laws
///
/// `game.misere()` has the moves of `game`, and its
/// [`convention`](crate::Convention) is [`Misere`](crate::Convention::Misere).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(Nim::normal().misere(), Nim::misere());
/// let game = Wythoff::normal().misere();
/// assert_eq!(game.convention(), Convention::Misere);
/// assert_eq!(game.outcome(&(0, 1)), Outcome::Loss); // the last stone must be taken
/// let bash = Subtraction::bash(3)?.misere();
/// assert_eq!(bash.outcome(&5), Outcome::Loss); // 5 mod 4 = 1
/// # Ok::<(), impartial::Error>(())
/// ```
pub trait MisereForm: Sized {
    /// The same game under misère play: whoever takes the last stone loses.
    #[must_use]
    fn misere(self) -> Self;
}
