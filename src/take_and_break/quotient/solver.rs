//! [`MisereQuotientSolver`]: misère outcomes and winning moves of positions of several
//! heaps, from a [`MisereQuotient`].

use super::MisereQuotient;
use crate::take_and_break::BreakMove;
use crate::{Error, Game, Outcome, Solver};

/// A take-and-break game under misère play (whoever cannot move wins), solved from its
/// [`MisereQuotient`]: a position (`Vec<u64>` of heaps) is lost for the player to move
/// exactly when the product of its heaps' elements is in `P`, and the winning moves are
/// the moves to such positions.
///
/// # Positions it covers
///
/// The quotient covers every heap once its period is certified, else the heaps below
/// [`MisereQuotient::known_heaps`]; a move from covered heaps leaves covered heaps. For a
/// position with a heap it does not cover, the [`Solver`] methods, which cannot return an
/// error, answer [`Outcome::Draw`] (never the outcome of a finite impartial game, so never
/// mistaken for one) and no winning move; [`try_outcome`](Self::try_outcome) says
/// [`Error::UnknownHeap`], and so does [`play`](Game::play) for such a position.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome): `O(heaps)`; [`winning_moves`](Solver::winning_moves):
/// `O(heaps)` per move of the position, lazily.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let solver = TakeAndBreak::dawsons_kayles().misere_quotient(12)?.into_solver();
/// let position = vec![3, 7, 9];
/// for mv in solver.winning_moves(&position) {
///     assert_eq!(solver.outcome(&solver.play(&position, &mv)?), Outcome::Loss);
/// }
/// assert_eq!(solver.terminal_outcome(&vec![]), Outcome::Win); // misère play
/// assert_eq!(solver.outcome(&vec![13]), Outcome::Draw); // heap 13 is not covered
/// assert!(matches!(solver.try_outcome(&[13]), Err(Error::UnknownHeap { size: 13, .. })));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisereQuotientSolver {
    quotient: MisereQuotient,
}

impl MisereQuotientSolver {
    /// The solver on `quotient`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let quotient = TakeAndBreak::kayles().misere_quotient(10)?;
    /// let solver = MisereQuotientSolver::new(quotient.clone());
    /// assert_eq!(solver.quotient(), &quotient);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn new(quotient: MisereQuotient) -> Self {
        MisereQuotientSolver { quotient }
    }

    /// The quotient it answers from.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::kayles().misere_quotient(10)?.into_solver();
    /// assert_eq!(solver.quotient().known_heaps(), 11);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn quotient(&self) -> &MisereQuotient {
        &self.quotient
    }

    /// The misère outcome of `heaps`, as [`MisereQuotient::outcome`].
    ///
    /// # Errors
    ///
    /// [`Error::UnknownHeap`] for a heap the quotient does not cover.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::kayles().misere_quotient(10)?.into_solver();
    /// assert_eq!(solver.try_outcome(&[2, 2])?, Outcome::Loss);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_outcome(&self, heaps: &[u64]) -> Result<Outcome, Error> {
        self.quotient.outcome(heaps)
    }
}

impl Game for MisereQuotientSolver {
    type Position = Vec<u64>;
    type Move = BreakMove;

    /// The game's moves ([`TakeAndBreak`](crate::TakeAndBreak)'s).
    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = BreakMove> {
        self.quotient.game.moves(heaps)
    }

    /// The game's [`play`](Game::play), for a position the quotient covers.
    fn play(&self, heaps: &Vec<u64>, mv: &BreakMove) -> Result<Vec<u64>, Error> {
        self.quotient.outcome(heaps)?;
        self.quotient.game.play(heaps, mv)
    }

    /// Misère play: whoever cannot move wins.
    fn terminal_outcome(&self, _heaps: &Vec<u64>) -> Outcome {
        Outcome::Win
    }

    /// The heaps sorted: their order does not matter.
    fn canonicalize(&self, heaps: &mut Vec<u64>) {
        heaps.sort_unstable();
    }
}

impl Solver<MisereQuotientSolver> for MisereQuotientSolver {
    fn game(&self) -> &MisereQuotientSolver {
        self
    }

    /// From the quotient; [`Outcome::Draw`] for a position it does not cover.
    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        self.quotient.outcome(heaps).unwrap_or(Outcome::Draw)
    }

    /// The moves to a position whose element is in `P`, in the game's order.
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = BreakMove> {
        let covered = self.quotient.image(heaps).is_some();
        self.quotient
            .game
            .moves(heaps)
            .filter(move |_| covered)
            .filter(move |mv| {
                self.quotient
                    .game
                    .play(heaps, mv)
                    .ok()
                    .and_then(|next| self.quotient.image(&next))
                    .is_some_and(|x| self.quotient.monoid.in_p(x))
            })
    }
}
