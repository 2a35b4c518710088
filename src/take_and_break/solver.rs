//! [`TakeAndBreakSolver`]: positions of several heaps, answered from the nim-sequence.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;
use std::sync::Arc;

use super::code::TakeAndBreak;
use super::rules::BreakMove;
use super::sequence::NimSequence;
use crate::math::periodic;
use crate::search::Hooks;
use crate::solver::outcome_of_value;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// Answers positions of several heaps of a [`TakeAndBreak`] game from its [`NimSequence`]:
/// a position's Grundy value is the nim-sum of its heaps' values (Sprague–Grundy), and the
/// winning moves are the moves that bring one heap's value to the nim-sum of the others.
///
/// # Positions it knows
///
/// The solver answers a position only for heaps whose values it knows: every heap once the
/// sequence's period is certified, else heaps below [`NimSequence::len`]. So its positions
/// are [`Heaps`], made by [`position`](Self::position), which refuses an unknown heap with
/// [`Error::UnknownHeap`]; every move from a known position leads to a known position. A
/// `Heaps` keeps the sequence that checked it, so the [`Solver`] and [`Grundy`] methods
/// answer every position they can be given, by the game and values that made it, without
/// panicking and without guessing.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome), [`grundy`](Grundy::grundy): `O(heaps)`.
/// [`winning_moves`](Solver::winning_moves) and [`winning_move`](Solver::winning_move):
/// lazily, heap by heap; for the moves leaving two heaps, once the period is certified, the
/// fits repeat with the period where both parts are in the periodic range, so the walk
/// finds the fits of one period and then steps from fit to fit: the first winning move
/// costs `O(heaps · t · (preperiod + period))` for any `u64` heaps, and each further one
/// `O(1)` on average.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let solver = TakeAndBreak::dawsons_chess().solver(1000)?;
/// let position = solver.position(vec![20, 31, 7])?;
/// let value = |heap| solver.sequence().value(heap).unwrap();
/// assert_eq!(solver.grundy(&position), value(20) ^ value(31) ^ value(7));
/// assert_eq!(solver.outcome(&solver.position(vec![20, 20])?), Outcome::Loss); // mirror
/// let far = solver.position(vec![u64::MAX, 7])?; // certified: every heap is known
/// let mv = solver.winning_move(&far).unwrap();
/// assert_eq!(solver.outcome(&solver.play(&far, &mv)?), Outcome::Loss);
///
/// // Grundy's game has no certified period: a heap beyond the values is refused.
/// let grundy = TakeAndBreak::grundys_game().solver(100)?;
/// assert!(matches!(grundy.position(vec![5, 100]), Err(Error::UnknownHeap { heap: 1, .. })));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct TakeAndBreakSolver {
    known: Arc<NimSequence>,
}

/// A position of a [`TakeAndBreakSolver`]: heap sizes whose values the solver knows, with the
/// sequence that knows them. Dereferences to the heap sizes.
///
/// Two `Heaps` are equal when they hold the same heaps (in the same order) of the same game.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let solver = TakeAndBreak::kayles().solver(1000)?;
/// let position = solver.position(vec![3, 5])?;
/// assert_eq!(&position[..], &[3, 5]); // it dereferences to the heaps
/// assert_eq!(solver.grundy(&position), 3 ^ 4);
/// // Knock down the middle pin of the row of 5: a row of 2 in its place, one at the end.
/// let next = solver.play(&position, &BreakMove { heap: 1, take: 1, parts: [2, 2, 0] })?;
/// assert_eq!(next.into_vec(), vec![3, 2, 2]);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Clone)]
pub struct Heaps {
    heaps: Vec<u64>,
    known: Arc<NimSequence>,
}

impl Heaps {
    /// The heap sizes.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::grundys_game().solver(10)?;
    /// assert_eq!(solver.position(vec![7, 4])?.into_vec(), vec![7, 4]); // in the order given
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn into_vec(self) -> Vec<u64> {
        self.heaps
    }

    /// The nim-sum of the values of `parts`.
    fn nim_sum_of(&self, parts: &[u64]) -> u64 {
        parts.iter().fold(0, |sum, &part| sum ^ self.value(part))
    }

    fn value(&self, heap: u64) -> u64 {
        // A Heaps holds only heaps below its sequence's length or covered by its period,
        // and every heap a move leaves is smaller than the heap it came from.
        self.known.value(heap).unwrap_or(0)
    }
}

impl Deref for Heaps {
    type Target = [u64];

    fn deref(&self) -> &[u64] {
        &self.heaps
    }
}

impl fmt::Debug for Heaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Heaps").field(&self.heaps).finish()
    }
}

impl PartialEq for Heaps {
    fn eq(&self, other: &Self) -> bool {
        self.heaps == other.heaps
            && (Arc::ptr_eq(&self.known, &other.known) || self.known.game() == other.known.game())
    }
}

impl Eq for Heaps {}

impl Hash for Heaps {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.heaps.hash(state);
    }
}

impl TakeAndBreak {
    /// A solver for positions of several heaps, from the nim-sequence up to `limit` heaps
    /// (every heap, once a period is certified before it).
    ///
    /// # Errors
    ///
    /// As [`nim_sequence`](Self::nim_sequence).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::dawsons_kayles().solver(1000)?;
    /// // A row of 5 is worth 0: knocking down 2 pins leaves 3 (worth 1) or 1 and 2 (0 ^ 1).
    /// assert_eq!(solver.outcome(&solver.position(vec![5])?), Outcome::Loss);
    /// // The period is certified: every heap is known.
    /// assert!(solver.position(vec![u64::MAX]).is_ok());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn solver(&self, limit: u64) -> Result<TakeAndBreakSolver, Error> {
        Ok(TakeAndBreakSolver::new(self.nim_sequence(limit)?))
    }
}

impl TakeAndBreakSolver {
    /// A solver that answers from `sequence`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreakSolver::new(TakeAndBreak::officers().nim_sequence(12)?);
    /// assert_eq!(solver.try_grundy(&[3, 7])?, 2 ^ 3);
    /// assert!(solver.position(vec![12]).is_err()); // no period: heaps 0 to 11 only
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn new(sequence: NimSequence) -> Self {
        TakeAndBreakSolver {
            known: Arc::new(sequence),
        }
    }

    /// The values it answers from.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::officers().solver(12)?;
    /// assert_eq!(solver.sequence().len(), 12);
    /// assert_eq!(solver.sequence().value(11), Some(4));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn sequence(&self) -> &NimSequence {
        &self.known
    }

    /// The position of `heaps`, checked against the values known.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownHeap`] naming the first heap whose value is not known, and how far
    /// the values go.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::grundys_game().solver(20)?;
    /// let position = solver.position(vec![5, 7])?;
    /// assert_eq!(solver.grundy(&position), 2 ^ 0);
    /// assert_eq!(
    ///     solver.position(vec![5, 20, 30]),
    ///     Err(Error::UnknownHeap { heap: 1, size: 20, known: 20 })
    /// );
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn position(&self, heaps: Vec<u64>) -> Result<Heaps, Error> {
        if let Some((heap, &size)) = heaps
            .iter()
            .enumerate()
            .find(|&(_, &size)| self.known.value(size).is_none())
        {
            return Err(Error::UnknownHeap {
                heap,
                size,
                known: self.known.len(),
            });
        }
        Ok(Heaps {
            heaps,
            known: Arc::clone(&self.known),
        })
    }

    /// The Grundy value of `heaps`, or the error of [`position`](Self::position).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownHeap`] as [`position`](Self::position).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::grundys_game().solver(10)?;
    /// assert_eq!(solver.try_grundy(&[5, 6])?, 2 ^ 1);
    /// assert!(matches!(solver.try_grundy(&[10]), Err(Error::UnknownHeap { size: 10, .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_grundy(&self, heaps: &[u64]) -> Result<u64, Error> {
        Ok(self.grundy(&self.position(heaps.to_vec())?))
    }

    /// Every move from the heap at index `heap` that leaves heaps of nim-sum `wanted`,
    /// lazily. Once the period is certified, the splits into two heaps with both parts in
    /// the periodic range fit or not by the smaller part modulo the period, so the walk
    /// finds the fits of one period and repeats them.
    fn heap_moves_to(
        position: &Heaps,
        heap: usize,
        wanted: u64,
    ) -> impl Iterator<Item = BreakMove> {
        let period = position
            .known
            .period()
            .map(|period| (period.preperiod, period.period));
        let value = move |heap: u64| position.value(heap);
        position
            .known
            .game()
            .heap_moves_splitting(heap, position.heaps[heap], move |rest, largest| {
                periodic::splits(value, period, (1, largest), rest, wanted)
            })
            .filter(move |mv| mv.heaps_left() == 2 || position.nim_sum_of(&mv.parts) == wanted)
    }
}

impl TakeAndBreakSolver {
    /// The moves in the first `heaps` heaps that change the nim-sum by `change`, lazily.
    fn moves_changing(
        position: &Heaps,
        change: u64,
        heaps: usize,
    ) -> impl Iterator<Item = BreakMove> {
        (0..heaps).flat_map(move |heap| {
            let wanted = position.value(position.heaps[heap]) ^ change;
            Self::heap_moves_to(position, heap, wanted)
        })
    }
}

impl Game for TakeAndBreakSolver {
    type Position = Heaps;
    type Move = BreakMove;

    /// As the game's [`moves`](Game::moves).
    fn moves<'a>(&'a self, position: &'a Heaps) -> impl Iterator<Item = BreakMove> {
        position.known.game().moves(&position.heaps)
    }

    /// As the game's [`play`](Game::play); the heaps left are known too.
    fn play(&self, position: &Heaps, mv: &BreakMove) -> Result<Heaps, Error> {
        Ok(Heaps {
            heaps: position.known.game().play(&position.heaps, mv)?,
            known: Arc::clone(&position.known),
        })
    }

    /// The non-empty heaps, sorted, as the game's own
    /// [`canonicalize`](Game::canonicalize).
    fn canonicalize(&self, position: &mut Heaps) {
        position.known.game().canonicalize(&mut position.heaps);
    }
}

impl Hooks for TakeAndBreakSolver {}

impl Solver<TakeAndBreakSolver> for TakeAndBreakSolver {
    fn game(&self) -> &TakeAndBreakSolver {
        self
    }

    fn outcome(&self, position: &Heaps) -> Outcome {
        outcome_of_value(self.grundy(position))
    }

    /// Heap by heap, lazily (see the type's complexity).
    fn winning_moves<'a>(&'a self, position: &'a Heaps) -> impl Iterator<Item = BreakMove> {
        let heaps = if self.grundy(position) == 0 {
            0
        } else {
            position.heaps.len()
        };
        Self::moves_changing(position, self.grundy(position), heaps)
    }

    fn winning_move(&self, position: &Heaps) -> Option<BreakMove> {
        let total = self.grundy(position);
        if total == 0 {
            return None;
        }
        (0..position.heaps.len()).find_map(|heap| {
            let value = position.value(position.heaps[heap]);
            // A heap can be brought to a larger value too, but one whose value has the
            // total's top bit always has a move that lowers it.
            (value ^ total < value)
                .then(|| Self::heap_moves_to(position, heap, value ^ total).next())
                .flatten()
        })
    }

    /// A winning move when there is one; otherwise the first move of the game's order.
    fn best_move(&self, position: &Heaps) -> Option<BreakMove> {
        self.winning_move(position)
            .or_else(|| self.moves(position).next())
    }
}

impl Grundy<TakeAndBreakSolver> for TakeAndBreakSolver {
    fn grundy(&self, position: &Heaps) -> u64 {
        position.nim_sum_of(&position.heaps)
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a Heaps,
        value: u64,
    ) -> impl Iterator<Item = BreakMove>
    where
        TakeAndBreakSolver: 'a,
    {
        Self::moves_changing(
            position,
            self.grundy(position) ^ value,
            position.heaps.len(),
        )
    }
}
