//! [`MisereQuotientSolver`]: misère outcomes and winning moves of positions of several
//! heaps, from a [`MisereQuotient`].

use std::rc::Rc;

use super::MisereQuotient;
use crate::search::{Hooks, MiserePlay};
use crate::take_and_break::BreakMove;
use crate::take_and_break::code::{LEAVE_ONE, LEAVE_TWO};
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
/// mistaken for one) and no winning move or best move; [`try_outcome`](Self::try_outcome)
/// says [`Error::UnknownQuotientHeap`], and so does [`play`](Game::play) for such a position,
/// which [`moves`](Game::moves) gives no move from.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome), [`best_move`](Solver::best_move) of a lost position and
/// [`moves`](Game::moves): `O(heaps)`; [`winning_moves`](Solver::winning_moves):
/// `O(heaps)` to start, then, lazily, `O(1)` per move of a heap examined (a heap past the
/// period: per period of its splits), so the first winning moves of heaps near `u64::MAX`
/// come at once.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let solver = TakeAndBreak::dawsons_kayles().misere().misere_quotient(12)?.into_solver();
/// let position = vec![3, 7, 9];
/// for mv in solver.winning_moves(&position) {
///     assert_eq!(solver.outcome(&solver.play(&position, &mv)?), Outcome::Loss);
/// }
/// assert_eq!(solver.terminal_outcome(&vec![]), Outcome::Win); // misère play
/// assert_eq!(solver.outcome(&vec![13]), Outcome::Draw); // heap 13 is not covered
/// assert_eq!(solver.moves(&vec![13]).next(), None); // which play would refuse
/// assert!(matches!(solver.try_outcome(&[13]), Err(Error::UnknownQuotientHeap { size: 13, .. })));
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
    /// let quotient = TakeAndBreak::kayles().misere().misere_quotient(10)?;
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
    /// let solver = TakeAndBreak::kayles().misere().misere_quotient(10)?.into_solver();
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
    /// [`Error::UnknownQuotientHeap`] for a heap the quotient does not cover.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::kayles().misere().misere_quotient(10)?.into_solver();
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

    /// The game's moves ([`TakeAndBreak`](crate::TakeAndBreak)'s) from a position the
    /// quotient covers; none from one it does not, whose every move [`play`](Game::play)
    /// refuses, so that the moves are exactly those `play` accepts (law 1 of [`Game`]).
    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = BreakMove> {
        let covered = self.quotient.outcome(heaps).is_ok();
        covered
            .then(|| self.quotient.game.moves(heaps))
            .into_iter()
            .flatten()
    }

    /// The game's [`play`](Game::play), for a position the quotient covers.
    fn play(&self, heaps: &Vec<u64>, mv: &BreakMove) -> Result<Vec<u64>, Error> {
        self.quotient.outcome(heaps)?;
        self.quotient.game.play(heaps, mv)
    }

    /// Misère play: whoever cannot move wins. A position the quotient does not cover, which
    /// has no moves here, is a [`Outcome::Draw`], as [`outcome`](Solver::outcome) says: a
    /// [`Search`](crate::Search) of this game answers it as the solver does, never as a win.
    fn terminal_outcome(&self, heaps: &Vec<u64>) -> Outcome {
        if self.quotient.outcome(heaps).is_ok() {
            Outcome::Win
        } else {
            Outcome::Draw
        }
    }

    /// The heaps sorted: their order does not matter.
    fn canonicalize(&self, heaps: &mut Vec<u64>) {
        heaps.sort_unstable();
    }
}

/// A misère game: its search answers outcomes, never Grundy values.
impl Hooks<MiserePlay> for MisereQuotientSolver {}

impl Solver<MisereQuotientSolver> for MisereQuotientSolver {
    fn game(&self) -> &MisereQuotientSolver {
        self
    }

    /// From the quotient; [`Outcome::Draw`] for a position it does not cover.
    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        self.quotient.outcome(heaps).unwrap_or(Outcome::Draw)
    }

    /// The moves to a position whose element is in `P`, heap by heap in the game's order;
    /// none from a position in `P` or one the quotient does not cover. A heap past the
    /// pretending function's period walks its splits by the period (the parts' elements
    /// repeat with it), so the first winning moves of a heap near `u64::MAX` come at once.
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = BreakMove> {
        let others = self.others(heaps).unwrap_or_default();
        others
            .into_iter()
            .enumerate()
            .flat_map(move |(heap, others)| self.heap_winning_moves(heap, heaps[heap], others))
    }
}

impl MisereQuotientSolver {
    /// For each heap, the element of the other heaps together; `None` when a heap is not
    /// covered or the position is in `P` (no winning move).
    fn others(&self, heaps: &[u64]) -> Option<Vec<u32>> {
        let quotient = &self.quotient;
        let elements: Vec<u32> = heaps
            .iter()
            .map(|&heap| quotient.element(heap).map(|x| x as u32))
            .collect::<Option<_>>()?;
        let times = |x: u32, y: u32| quotient.monoid.product(x, y);
        let mut after = vec![0u32; elements.len() + 1];
        for (index, &element) in elements.iter().enumerate().rev() {
            after[index] = times(element, after[index + 1]);
        }
        if quotient.monoid.in_p(after[0]) {
            return None;
        }
        let mut before = 0u32;
        let mut others = Vec::with_capacity(elements.len());
        for (index, &element) in elements.iter().enumerate() {
            others.push(times(before, after[index + 1]));
            before = times(before, element);
        }
        Some(others)
    }

    /// Whether breaking a heap into `parts`, beside other heaps of element `others`, leaves
    /// a position in `P`.
    fn wins(&self, others: u32, parts: &[u64]) -> bool {
        let quotient = &self.quotient;
        parts
            .iter()
            .filter(|&&part| part > 0)
            .try_fold(others, |x, &part| {
                Some(quotient.monoid.product(x, quotient.element(part)? as u32))
            })
            .is_some_and(|x| quotient.monoid.in_p(x))
    }

    /// The winning moves from heap `heap` of `size`, beside heaps of element `others`.
    fn heap_winning_moves(
        &self,
        heap: usize,
        size: u64,
        others: u32,
    ) -> Box<dyn Iterator<Item = BreakMove> + '_> {
        let game = &self.quotient.game;
        let Some((base, period, most_taken)) = self.periodic_splits(size) else {
            return Box::new(
                game.heap_moves(heap, size)
                    .filter(move |mv| self.wins(others, &mv.parts)),
            );
        };
        let unequal = game.has_unequal_splits();
        Box::new((0..=most_taken).flat_map(move |take| {
            let digit = game.digit(take);
            // `periodic_splits` saw that `size` exceeds every take.
            let rest = size - take;
            let one = (digit & LEAVE_ONE != 0 && take > 0 && self.wins(others, &[rest]))
                .then_some([rest, 0, 0]);
            let two_parts = digit & LEAVE_TWO != 0;
            let largest = rest / 2 - u64::from(unequal && rest % 2 == 0);
            let wins_with = move |small: u64| self.wins(others, &[rest - small, small]);
            // The smaller parts below one period past `base`, one by one; beyond, a smaller
            // part wins as the one a whole number of periods below it.
            let near = (1..base + period).filter(move |&small| two_parts && wins_with(small));
            // Shared by every period of `far` below, without a copy per period.
            let residues: Rc<[u64]> = (base..base + period)
                .filter(|&small| two_parts && wins_with(small))
                .collect();
            let far = (!residues.is_empty())
                .then(|| {
                    (1u64..)
                        .map_while(move |periods| periods.checked_mul(period))
                        .flat_map(move |shift| {
                            let residues = Rc::clone(&residues);
                            (0..residues.len()).map(move |at| residues[at].checked_add(shift))
                        })
                        .map_while(move |small| small.filter(|&small| small <= largest))
                })
                .into_iter()
                .flatten();
            one.into_iter()
                .chain(near.chain(far).map(move |small| [rest - small, small, 0]))
                .map(move |parts| BreakMove { heap, take, parts })
        }))
    }

    /// `(base, period, most taken)` when the moves from a heap of `size` can be walked by
    /// the period: it is certified (`Φ(n + period) = Φ(n)` from `base ≥ 1` on), the code
    /// is octal with a last digit, and `size` is large enough that every split whose
    /// smaller part reaches `base` leaves a larger part of `base` or more, past one period.
    fn periodic_splits(&self, size: u64) -> Option<(u64, u64, u64)> {
        let quotient = &self.quotient;
        let period = quotient.period()?;
        let game = &quotient.game;
        let most_taken = game.most_taken()?;
        if !game.is_octal() || period.period == 0 {
            return None;
        }
        let base = period.preperiod.max(1);
        let threshold = base
            .checked_add(period.period)?
            .checked_mul(2)?
            .checked_add(most_taken)?
            .checked_add(2)?;
        (size >= threshold).then_some((base, period.period, most_taken))
    }
}
