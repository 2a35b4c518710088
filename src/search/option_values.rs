//! The numbers a walk folds from the numbers of a position's options.

use core::fmt;

use crate::math::mex::mex;
use crate::solver::outcome_of_value;
use crate::{Error, Outcome};

/// A number that a position takes from the numbers of all its options: its Grundy value, its
/// remoteness. Each has a column of the memo.
pub(super) trait OptionValue {
    /// The memo column that holds it.
    const COLUMN: usize;

    /// The number of `position`, which has no moves and the terminal outcome `outcome`.
    fn terminal<P: fmt::Debug>(outcome: Outcome, position: &P) -> Result<u64, Error>;

    /// The number of a position whose options have the numbers `options`; `seen` is scratch.
    fn combine(options: &[u64], seen: &mut Vec<bool>) -> u64;

    /// The outcome of a position with the number `value`.
    fn outcome(value: u64) -> Outcome;

    /// Whether a sum's number is the nim-sum of its parts' (Grundy values), so positions
    /// may be split ([`Game::parts`]).
    const SPLITS: bool;
}

/// The Sprague–Grundy value: the mex of the options' values.
pub(super) struct GrundyValue;

impl OptionValue for GrundyValue {
    const COLUMN: usize = 0;
    const SPLITS: bool = true;

    fn terminal<P: fmt::Debug>(outcome: Outcome, position: &P) -> Result<u64, Error> {
        if outcome == Outcome::Loss {
            Ok(0)
        } else {
            Err(Error::NotNormalPlay {
                position: format!("{position:?}"),
            })
        }
    }

    fn combine(options: &[u64], seen: &mut Vec<bool>) -> u64 {
        mex(options, seen)
    }

    /// Every end the walk met was a loss for the player to move (it checks), so a value of
    /// 0 is a loss and any other a win.
    fn outcome(value: u64) -> Outcome {
        outcome_of_value(value)
    }
}

/// The outcome with Smith's remoteness, coded as `remoteness << 2 | outcome`.
pub(super) struct Remoteness;

impl Remoteness {
    const WIN: u64 = 0;
    const LOSS: u64 = 1;
    const DRAW: u64 = 2;

    pub(super) fn decode(code: u64) -> Option<u64> {
        (code & 3 != Remoteness::DRAW).then_some(code >> 2)
    }
}

impl OptionValue for Remoteness {
    const COLUMN: usize = 1;
    const SPLITS: bool = false;

    fn terminal<P: fmt::Debug>(outcome: Outcome, _: &P) -> Result<u64, Error> {
        Ok(match outcome {
            Outcome::Win => Remoteness::WIN,
            Outcome::Loss => Remoteness::LOSS,
            Outcome::Draw => Remoteness::DRAW,
        })
    }

    /// A `Win` hurries to its nearest `Loss`; a `Loss` delays to its farthest `Win`.
    fn combine(options: &[u64], _: &mut Vec<bool>) -> u64 {
        let nearest_loss = options
            .iter()
            .filter(|&&code| code & 3 == Remoteness::LOSS)
            .map(|&code| code >> 2)
            .min();
        if let Some(nearest) = nearest_loss {
            (nearest + 1) << 2 | Remoteness::WIN
        } else if options.iter().any(|&code| code & 3 == Remoteness::DRAW) {
            Remoteness::DRAW
        } else {
            let farthest = options.iter().map(|&code| code >> 2).max().unwrap_or(0);
            (farthest + 1) << 2 | Remoteness::LOSS
        }
    }

    fn outcome(code: u64) -> Outcome {
        match code & 3 {
            Remoteness::WIN => Outcome::Win,
            Remoteness::LOSS => Outcome::Loss,
            _ => Outcome::Draw,
        }
    }
}
