//! Positions of take-and-break games: answered under normal play from the code's
//! nim-sequence (computed here, to a bound, or certified periodic), and under misère play
//! by the search of the whole position, with each heap's genus.

use impartial::prelude::*;
use impartial::take_and_break::Heaps;

use crate::describe::{self, spaced};
use crate::failure::Failure;
use crate::progress::{self, Files};
use crate::report::{
    Asked, MISERE_NO_GRUNDY, Report, SEARCH_TIME, Words, beyond_search, closed_form, search_limits,
    searched,
};

/// The most heaps of a take-and-break code computed to answer a position, when the code has
/// no certified period.
pub const MOST_HEAPS: u64 = 1 << 22;

/// The heaps searched for a period, unless `--period-search` says otherwise, to answer a heap
/// of [`MOST_HEAPS`] or more, which only a certified period answers: a fraction of a second
/// for any code, and enough for most certificates (Kayles after a few hundred heaps);
/// the long ones known need `--period-search 1048576` (0.16 after 509,622 heaps, 0.56
/// after 653,570).
pub const PERIOD_SEARCH: u64 = 1 << 16;

/// Why a heap of `code` (called `name`) is beyond this command: `searched` heaps gave no
/// certified period, or the code has no certificate at all (`None`).
fn beyond(name: &str, heap: u64, searched: Option<u64>) -> Failure {
    let why = match searched {
        Some(heaps) => format!(
            "no period was certified in its first {heaps} heaps (--period-search N looks in \
             the first N)"
        ),
        None => "it has no certified period".into(),
    };
    Failure::Usage(format!(
        "heap {heap} is beyond what this command computes for {name}: {why}, and values are \
         computed for heaps below {MOST_HEAPS} (2^22)"
    ))
}

/// How many heaps of `code` to compute to answer `heaps`, decided before any is computed:
/// to the largest heap below [`MOST_HEAPS`] (fewer once a period is certified); for a
/// larger heap, `period_search` heaps (at most [`MOST_HEAPS`]) to look for a period when
/// the code can have a certified one, and a refusal naming the heap when it cannot.
///
/// # Errors
///
/// [`Failure::Usage`] for a heap of [`MOST_HEAPS`] or more of a code without a certificate.
pub fn heaps_to_compute(
    name: &str,
    code: &TakeAndBreak,
    heaps: &[u64],
    period_search: u64,
) -> Result<u64, Failure> {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    if largest < MOST_HEAPS {
        Ok(largest + 1)
    } else if code.can_certify_period() {
        Ok(period_search.clamp(1, MOST_HEAPS))
    } else {
        Err(beyond(name, largest, None))
    }
}

/// The solver of `code` for `heaps`: values computed as [`heaps_to_compute`] says.
pub fn code_solver(
    name: &str,
    code: &TakeAndBreak,
    heaps: &[u64],
    period_search: u64,
) -> Result<TakeAndBreakSolver, Failure> {
    let limit = heaps_to_compute(name, code, heaps, period_search)?;
    let values = progress::sequence(name, code, limit, Files::default())?;
    let solver = TakeAndBreakSolver::new(values);
    match solver.position(heaps.to_vec()) {
        Ok(_) => Ok(solver),
        Err(Error::UnknownHeap { size, .. }) => Err(beyond(name, size, Some(limit))),
        Err(other) => Err(Failure::usage(other)),
    }
}

/// The report of `heaps` of `code` (called `name`) under normal play, from its
/// nim-sequence; moves name the heaps `noun`s (rows, for circular Nim's rows).
pub fn normal_report(
    name: &str,
    code: &TakeAndBreak,
    heaps: Vec<u64>,
    noun: &'static str,
    shown: usize,
    period_search: u64,
) -> Result<Report, Failure> {
    let solver = code_solver(name, code, &heaps, period_search)?;
    let position = solver.position(heaps).map_err(Failure::usage)?;
    let words = Words::new(
        |heaps: &Heaps| spaced(heaps),
        move |_, mv: &BreakMove| describe::break_move(mv, noun),
    );
    let asked = Asked {
        name,
        position: &position,
        words: &words,
        shown,
    };
    Ok(closed_form(&asked, &solver, Ok(solver.grundy(&position))))
}

/// The report of `heaps` of `code` (called `name`) under misère play: searched whole by
/// [`Search`] within `most_positions` and [`SEARCH_TIME`] (refused past them), with the
/// genus of each heap when the genus search finishes within the same bounds.
pub fn misere_report(
    name: &str,
    code: &TakeAndBreak,
    heaps: &[u64],
    shown: usize,
    most_positions: usize,
) -> Result<Report, Failure> {
    let position = heaps.to_vec();
    let limits = search_limits(most_positions);
    let words = Words::new(
        |heaps: &Vec<u64>| spaced(heaps),
        |_, mv: &BreakMove| describe::break_move(mv, "heap"),
    );
    let asked = Asked {
        name,
        position: &position,
        words: &words,
        shown,
    };
    let misere = code.clone().misere();
    let search = Search::new(misere.clone()).with_limits(limits.clone());
    let mut report = searched(&asked, &search, Err(MISERE_NO_GRUNDY))
        .map_err(|error| beyond_search(error, &asked, true))?;
    let largest = heaps.iter().copied().max().unwrap_or(0);
    report.genera = Some(
        misere
            .genus_sequence_with(largest.saturating_add(1), &limits)
            .map(|genera| {
                heaps
                    .iter()
                    .map(|&heap| (heap, genera[heap as usize].clone()))
                    .collect()
            })
            .map_err(|error| match error {
                Error::LimitReached { .. } => format!(
                    "not found within {most_positions} sums of heaps and {} seconds",
                    SEARCH_TIME.as_secs()
                ),
                other => other.to_string(),
            }),
    );
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heap beyond what is computed is refused before any value is computed when the code
    /// has no certificate, and only a period search of `PERIOD_SEARCH` heaps is made when
    /// it has one (issue 28, defect 6: `solve 0.6 5000000` computed 2^22 values first).
    #[test]
    fn far_heaps_are_decided_before_computing() {
        let far = [5, 5_000_000];
        let grundy = heaps_to_compute("grundy", &TakeAndBreak::grundys_game(), &far, PERIOD_SEARCH);
        let refusal = grundy.unwrap_err().to_string();
        assert!(refusal.starts_with("heap 5000000 is beyond"), "{refusal}");
        assert!(refusal.contains("it has no certified period"), "{refusal}");
        let six = TakeAndBreak::new("0.6").unwrap();
        let search = PERIOD_SEARCH;
        assert_eq!(
            heaps_to_compute("0.6", &six, &far, search),
            Ok(PERIOD_SEARCH)
        );
        const { assert!(PERIOD_SEARCH < MOST_HEAPS / 16) };
        assert_eq!(heaps_to_compute("0.6", &six, &far, 1 << 20), Ok(1 << 20));
        assert_eq!(
            heaps_to_compute("0.6", &six, &far, u64::MAX),
            Ok(MOST_HEAPS)
        );
        assert_eq!(heaps_to_compute("0.6", &six, &[3, 100], search), Ok(101));
        assert_eq!(
            heaps_to_compute("0.6", &six, &[MOST_HEAPS - 1], search),
            Ok(MOST_HEAPS)
        );
        assert_eq!(heaps_to_compute("0.6", &six, &[], search), Ok(1));
    }
}
