//! Smith's remoteness, coded with the outcome it goes with.

use crate::Outcome;

const WIN: u64 = 0;
const LOSS: u64 = 1;
const DRAW: u64 = 2;

/// The code of a position without moves, whose outcome is `outcome`: remoteness 0.
pub(super) fn terminal(outcome: Outcome) -> u64 {
    match outcome {
        Outcome::Win => WIN,
        Outcome::Loss => LOSS,
        Outcome::Draw => DRAW,
    }
}

/// The code of a position whose options have the codes `options` (at least one): a `Win`
/// hurries to its nearest `Loss`, a `Loss` delays to its farthest `Win`, and a position
/// with no move to a `Loss` but one to a `Draw` draws (C. A. B. Smith, "Graphs and
/// composite games", *J. Combin. Theory* 1 (1966)).
pub(super) fn combine(options: &[u64]) -> u64 {
    let nearest_loss = options
        .iter()
        .filter(|&&code| code & 3 == LOSS)
        .map(|&code| code >> 2)
        .min();
    if let Some(nearest) = nearest_loss {
        nearest.saturating_add(1) << 2 | WIN
    } else if options.iter().any(|&code| code & 3 == DRAW) {
        DRAW
    } else {
        let farthest = options.iter().map(|&code| code >> 2).max().unwrap_or(0);
        farthest.saturating_add(1) << 2 | LOSS
    }
}

/// The outcome a code goes with.
pub(super) fn outcome(code: u64) -> Outcome {
    match code & 3 {
        WIN => Outcome::Win,
        LOSS => Outcome::Loss,
        _ => Outcome::Draw,
    }
}

/// The remoteness of a code; `None` for a draw.
pub(super) fn decode(code: u64) -> Option<u64> {
    (code & 3 != DRAW).then_some(code >> 2)
}
