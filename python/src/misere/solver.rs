//! `MisereQuotientSolver`: misère outcomes, winning moves and play of positions of several
//! heaps, from a quotient.
//!
//! The winning moves are found here rather than by filtering every move of the position:
//! once the pretending function is periodic, a heap of 10^18 has some 10^18 moves, and a
//! scan of them would never end. The moves that split a heap of `n` tokens into `s` and
//! `n − t − s` win or lose, for `s` past the preperiod and `n` large, as `s` does modulo
//! the period, so the winning `s` are found among one period of them and the rest listed
//! by adding periods, in the game's order.

use std::sync::Arc;

use impartial::Game;
use impartial::take_and_break::BreakMove as RustMove;
use pyo3::prelude::*;

use super::quotient::MisereQuotient;
use crate::error::{Heaps, Whole, raise};
use crate::outcome::Outcome;
use crate::take_and_break::BreakMove;

/// The bit of a code's digit that lets a move leave one heap.
const LEAVE_ONE: u8 = 2;
/// The bit that lets a move leave two heaps.
const LEAVE_TWO: u8 = 4;

/// Positions of several heaps (lists of heap sizes) of a take-and-break game under misère
/// play, answered from its misère quotient: a position is lost for the player to move
/// exactly when the product of its heaps' elements is in `P`. A heap the quotient does not
/// cover raises `impartial.Error`.
#[pyclass(frozen, module = "impartial")]
#[derive(Debug, Clone)]
pub(crate) struct MisereQuotientSolver {
    quotient: Arc<impartial::MisereQuotient>,
}

impl MisereQuotientSolver {
    pub(crate) fn new(quotient: Arc<impartial::MisereQuotient>) -> Self {
        MisereQuotientSolver { quotient }
    }
}

#[pymethods]
impl MisereQuotientSolver {
    /// The quotient it answers from.
    #[getter]
    fn quotient(&self) -> MisereQuotient {
        MisereQuotient {
            quotient: Arc::clone(&self.quotient),
        }
    }

    /// Win or loss for the player to move, under misère play.
    fn outcome(&self, position: Heaps) -> PyResult<Outcome> {
        self.quotient
            .outcome(&position.0)
            .map(Outcome::from)
            .map_err(|error| raise(&error))
    }

    /// The winning moves (to a position whose element is in `P`), at most `most` of them,
    /// in the game's order: heap by heap, by tokens taken, then by the heaps left.
    #[pyo3(
        signature = (position, most = Whole(1000)),
        text_signature = "($self, position, most=1000)"
    )]
    fn winning_moves(
        &self,
        py: Python<'_>,
        position: Heaps,
        most: Whole,
    ) -> PyResult<Vec<BreakMove>> {
        let most = usize::try_from(most.0).unwrap_or(usize::MAX);
        let quotient = &self.quotient;
        py.detach(|| winning_moves(quotient, &position.0, most))
            .map(|moves| moves.into_iter().map(BreakMove::from).collect())
            .map_err(|error| raise(&error))
    }

    /// A winning move if there is one, else the first legal move, else `None`.
    fn best_move(&self, py: Python<'_>, position: Heaps) -> PyResult<Option<BreakMove>> {
        let quotient = &self.quotient;
        let heaps = position.0;
        let winning = py
            .detach(|| winning_moves(quotient, &heaps, 1))
            .map_err(|error| raise(&error))?;
        Ok(winning
            .into_iter()
            .next()
            .or_else(|| quotient.game().moves(&heaps).next())
            .map(BreakMove::from))
    }

    /// The position after `move`, for a position the quotient covers.
    #[pyo3(name = "play")]
    fn play_move(&self, position: Heaps, r#move: BreakMove) -> PyResult<Vec<u64>> {
        self.quotient
            .outcome(&position.0)
            .and_then(|_| self.quotient.game().play(&position.0, &r#move.into()))
            .map_err(|error| raise(&error))
    }

    fn __repr__(&self) -> String {
        format!(
            "<MisereQuotientSolver of {} from {} heaps>",
            self.quotient.game(),
            self.quotient.known_heaps()
        )
    }
}

/// The first `most` winning moves from `heaps`, in the game's order; none from a
/// P-position; [`impartial::Error::UnknownHeap`] for a heap the quotient does not cover.
fn winning_moves(
    quotient: &impartial::MisereQuotient,
    heaps: &[u64],
    most: usize,
) -> Result<Vec<RustMove>, impartial::Error> {
    if most == 0 || quotient.outcome(heaps)? == impartial::Outcome::Loss {
        return Ok(Vec::new());
    }
    // Every heap is covered: `outcome` said so.
    let elements: Vec<usize> = heaps
        .iter()
        .map(|&heap| quotient.element(heap).unwrap_or(0))
        .collect();
    let times = |x: usize, y: usize| quotient.product(x, y).unwrap_or(0);
    // `before[i]`: the product of the elements of the heaps before heap `i`; `after[i]`,
    // of those from heap `i` on.
    let mut before = vec![0; elements.len() + 1];
    let mut after = vec![0; elements.len() + 1];
    for (i, &element) in elements.iter().enumerate() {
        before[i + 1] = times(before[i], element);
    }
    for (i, &element) in elements.iter().enumerate().rev() {
        after[i] = times(element, after[i + 1]);
    }
    let mut found = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        let others = times(before[heap], after[heap + 1]);
        let wins = |parts: &[u64]| {
            parts
                .iter()
                .filter(|&&part| part > 0)
                .try_fold(others, |x, &part| {
                    quotient.product(x, quotient.element(part)?)
                })
                .is_some_and(|x| quotient.is_in_p(x))
        };
        if let Some(period) = periodic_splits(quotient, size) {
            heap_winning_moves(quotient, heap, size, period, &wins, most, &mut found);
        } else {
            let alone = vec![size];
            let moves = quotient.game().moves(&alone);
            found.extend(
                moves
                    .map(|mv| RustMove { heap, ..mv })
                    .filter(|mv| wins(&mv.parts))
                    .take(most - found.len()),
            );
        }
        if found.len() >= most {
            break;
        }
    }
    Ok(found)
}

/// `(base, period)` when the moves from a heap of `size` are listed by the period: the
/// pretending function is certified periodic (`Φ(n + period) = Φ(n)` for `n ≥ base`,
/// `base ≥ 1`), the code octal with finitely many digits, and `size` large enough that
/// every split leaves a heap of `base` or more beside the smaller part once the smaller
/// part passes `base + period`.
fn periodic_splits(quotient: &impartial::MisereQuotient, size: u64) -> Option<(u64, u64)> {
    let period = quotient.period()?;
    let game = quotient.game();
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
    (size >= threshold).then_some((base, period.period))
}

/// Appends to `found` the winning moves from heap `heap` of `size` tokens, at most `most`
/// in all, in the game's order, when [`periodic_splits`] gave `(base, period)`.
fn heap_winning_moves(
    quotient: &impartial::MisereQuotient,
    heap: usize,
    size: u64,
    (base, period): (u64, u64),
    wins: &dyn Fn(&[u64]) -> bool,
    most: usize,
    found: &mut Vec<RustMove>,
) {
    let game = quotient.game();
    // `periodic_splits` checked `most_taken` exists and `size` exceeds it.
    let most_taken = game.most_taken().unwrap_or(0);
    let unequal = game.has_unequal_splits();
    for take in 0..=most_taken {
        let digit = game.digit(take);
        let rest = size - take;
        let mut push = |parts: [u64; 3]| {
            if found.len() < most && wins(&parts) {
                found.push(RustMove { heap, take, parts });
            }
        };
        if digit & LEAVE_ONE != 0 && take > 0 {
            push([rest, 0, 0]);
        }
        if digit & LEAVE_TWO != 0 {
            let largest = rest / 2 - u64::from(unequal && rest % 2 == 0);
            // The smaller parts below one period past `base`, one by one.
            for small in 1..base + period {
                push([rest - small, small, 0]);
            }
            // Beyond, a smaller part wins as the one a whole number of periods below it.
            let residues: Vec<u64> = (base..base + period)
                .filter(|&small| wins(&[rest - small, small]))
                .collect();
            let mut shift = period;
            'periods: while found.len() < most {
                for &residue in &residues {
                    match residue.checked_add(shift) {
                        Some(small) if small <= largest => {
                            if found.len() >= most {
                                break 'periods;
                            }
                            found.push(RustMove {
                                heap,
                                take,
                                parts: [rest - small, small, 0],
                            });
                        }
                        _ => break 'periods,
                    }
                }
                if residues.is_empty() {
                    break;
                }
                match shift.checked_add(period) {
                    Some(next) => shift = next,
                    None => break,
                }
            }
        }
        if found.len() >= most {
            return;
        }
    }
}
