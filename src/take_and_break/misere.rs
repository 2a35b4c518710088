//! Take-and-break games under misère play: the convention of a [`TakeAndBreak`], and the
//! refusal of what only normal play answers.

use super::code::TakeAndBreak;
use crate::games::MisereForm;
use crate::{Convention, Error};

impl TakeAndBreak {
    /// The same game under normal play: whoever cannot move loses. Every code is read as
    /// a normal-play game; this undoes [`misere`](MisereForm::misere).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = TakeAndBreak::kayles().misere().normal();
    /// assert_eq!(kayles, TakeAndBreak::kayles());
    /// assert_eq!(kayles.convention(), Convention::Normal);
    /// ```
    #[must_use]
    pub fn normal(self) -> Self {
        self.with_convention(Convention::Normal)
    }

    /// Which convention decides the last move: [`Normal`](Convention::Normal) for every
    /// code as read, [`Misere`](Convention::Misere) after [`misere`](MisereForm::misere).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TakeAndBreak::kayles().convention(), Convention::Normal);
    /// assert_eq!(TakeAndBreak::kayles().misere().convention(), Convention::Misere);
    /// ```
    #[must_use]
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// `Ok` under normal play; under misère play [`Error::NotNormalPlay`] naming the empty
    /// position, which has no move and is won by the player to move: what a nim-sequence,
    /// a period or a solver built on them would answer is normal play's, not this game's.
    pub(crate) fn require_normal_play(&self) -> Result<(), Error> {
        match self.convention() {
            Convention::Normal => Ok(()),
            Convention::Misere => Err(Error::NotNormalPlay {
                position: format!("{:?}", Vec::<u64>::new()),
            }),
        }
    }
}

impl MisereForm for TakeAndBreak {
    /// The same game under misère play: whoever makes the last move loses (the player who
    /// cannot move wins).
    ///
    /// [`Search`](crate::Search) then answers misère outcomes and winning moves of any
    /// position. It does not split a position into its heaps: a misère sum is not decided
    /// by its parts' nim-values (J. H. Conway, *On Numbers and Games*, chapter 12;
    /// *Winning Ways*, chapter 13). Two heaps of one stone have nim-sum 0, yet the player
    /// to move wins misère play. What rests on nim-values, the
    /// [nim-sequence](TakeAndBreak::nim_sequence) and the [solver](TakeAndBreak::solver),
    /// returns [`Error::NotNormalPlay`]; the [genus](TakeAndBreak::genus_sequence) of each
    /// heap is what misère play keeps of it.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = TakeAndBreak::kayles().misere();
    /// let search = Search::new(kayles.clone());
    /// assert_eq!(search.outcome(&vec![1]), Outcome::Loss); // the last pin must be taken
    /// assert_eq!(search.outcome(&vec![1, 1]), Outcome::Win); // nim-sum 0, yet a win
    /// assert_eq!(search.outcome(&vec![]), Outcome::Win);
    /// // From a row of 3 the one winning move knocks down two pins and leaves the last.
    /// let winning: Vec<BreakMove> = search.winning_moves(&vec![3]).collect();
    /// assert_eq!(winning, [BreakMove { heap: 0, take: 2, parts: [1, 0, 0] }]);
    /// assert!(matches!(kayles.nim_sequence(10), Err(Error::NotNormalPlay { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    fn misere(self) -> Self {
        self.with_convention(Convention::Misere)
    }
}
