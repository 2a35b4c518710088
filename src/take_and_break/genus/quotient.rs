//! The genus of each heap read off the misère quotient that keeps misère Grundy values:
//! polynomial in the heaps once the quotient is known, where the search over sums of heaps
//! is exponential.
//!
//! Two positions are one element of this quotient when adding any position to each leaves
//! two positions of the same misère Grundy value (module `quotient::verify` proves each
//! candidate); each element carries that value. The Nim heaps `*1` and `*2` are added to
//! the game's heaps (a heap of the game may be neither), so that `γj` of heap `n`, the value
//! of `n + j·*2`, is the label of `Φ(n)·Φ(*2)^j`.

use core::ops::ControlFlow;

use super::Genus;
use crate::limits::Meter;
use crate::take_and_break::TakeAndBreak;
use crate::take_and_break::quotient::{Computed, Rule, compute};
use crate::{Error, Limit};

/// The Nim heaps added before the game's heaps: `*1` and `*2`.
const NIM_HEAPS: u64 = 2;
/// The most elements the quotient may have here: past it, the search answers. A quotient
/// that small, where there is one, is found in a fraction of a second, and so is a failure.
pub(super) const MOST_ELEMENTS: usize = 256;
/// Heaps read between two looks at the clock and the cancel flag.
const LOOK_EVERY: u64 = 1 << 12;

/// The genus of each heap `0..limit` of `game`, from the quotient that keeps misère values,
/// within `meter`'s clock and cancel flag (each heap's genus counts as a stored position);
/// `None` when that quotient is beyond what it may hold (more than [`MOST_ELEMENTS`]
/// elements, too many candidates or kinds of position, or none found), for the search to
/// answer.
pub(super) fn genera_by_quotient(
    game: &TakeAndBreak,
    limit: u64,
    meter: &Meter<'_>,
) -> Result<Option<Vec<Genus>>, Error> {
    let Some(last) = limit.checked_sub(1) else {
        return Ok(Some(Vec::new()));
    };
    meter.room(usize::try_from(last).unwrap_or(usize::MAX))?;
    let normal = game.nim_sequence(limit)?;
    let mut stopped = None;
    let computed = compute(
        game,
        NIM_HEAPS,
        Rule::MisereValues,
        last,
        MOST_ELEMENTS,
        |_| match meter.look(0) {
            Ok(()) => ControlFlow::Continue(()),
            Err(error) => {
                stopped = Some(error);
                ControlFlow::Break(())
            }
        },
    );
    if let Some(error) = stopped {
        return Err(error);
    }
    let computed = match computed {
        Ok(computed) => computed,
        Err(
            Error::LimitReached {
                limit: Limit::Elements | Limit::Candidates | Limit::Positions,
                ..
            }
            | Error::QuotientNotFound { .. }
            | Error::OutOfMemory { .. },
        ) => return Ok(None),
        Err(error) => return Err(error),
    };
    let mut genera = Vec::new();
    genera
        .try_reserve_exact(usize::try_from(limit).unwrap_or(usize::MAX))
        .map_err(|_| Error::out_of_memory(format!("the genera of {limit} heaps")))?;
    // The γs of each element met, by element.
    let mut by_element: Vec<Option<Vec<u64>>> = vec![None; computed.monoid.order()];
    for heap in 0..limit {
        if heap % LOOK_EVERY == 0 {
            meter.look(heap as usize)?;
        }
        let (Some(element), Some(g)) = (element(&computed, heap), normal.value(heap)) else {
            return Ok(None);
        };
        let gammas = by_element[element as usize].get_or_insert_with(|| gammas(&computed, element));
        genera.push(Genus::from_gammas(g, gammas.clone()));
    }
    Ok(Some(genera))
}

/// The element of the game's heap `heap`: computed, or by the certified period.
fn element(computed: &Computed, heap: u64) -> Option<u32> {
    if heap == 0 {
        return Some(0);
    }
    let computed_heaps = (computed.images.len() as u64 - 1).saturating_sub(NIM_HEAPS);
    let heap = if heap <= computed_heaps {
        heap
    } else {
        computed.period?.heap_in_first_period(heap)
    };
    let number = usize::try_from(heap.checked_add(NIM_HEAPS)?).ok()?;
    computed.images.get(number).copied()
}

/// `γ0 … γ(k + 1)` of a game of `element`, `k` where the alternation starts: `γj` is the
/// label of `x·s^j`, `s` the element of `*2`. The powers `x·s^j` repeat from some `j = i`
/// with some period `L`, and the `γ`s with them; they are read a full two periods past
/// `i`, so that every shift by two inside the repeating part is compared, and
/// [`Genus::from_gammas`] cuts them where `γ(j + 2) = γj` holds from there to the end.
fn gammas(computed: &Computed, element: u32) -> Vec<u64> {
    let monoid = &computed.monoid;
    let star_two = computed.images[2];
    let mut powers = vec![element];
    let (first_repeat, period) = loop {
        let next = monoid.product(powers[powers.len() - 1], star_two);
        if let Some(at) = powers.iter().position(|&x| x == next) {
            break (at, powers.len() - at);
        }
        powers.push(next);
    };
    let count = first_repeat + 2 * period + 2;
    let gammas: Vec<u64> = (0..count)
        .map(|j| {
            let at = if j < powers.len() {
                j
            } else {
                first_repeat + (j - first_repeat) % period
            };
            u64::from(monoid.label(powers[at]))
        })
        .collect();
    Genus::from_gammas(0, gammas).written_gammas().to_vec()
}

#[cfg(test)]
mod tests {
    use super::super::search::genera_by_search;
    use super::*;
    use crate::Limits;

    /// Where the quotient answers, it answers as the search does, heap by heap; and it does
    /// answer for 0.75 and 0.71, whose quotients are small, to any heap.
    #[test]
    fn the_quotient_agrees_with_the_search() {
        let limits = Limits::new();
        let mut answered = Vec::new();
        for code in [
            "0.75", "0.71", "0.31", "0.51", "0.35", "0.53", "4.7", "0.72", "0.15",
        ] {
            let game = TakeAndBreak::new(code).unwrap();
            let Some(genera) = genera_by_quotient(&game, 40, &limits.meter()).unwrap() else {
                continue;
            };
            let searched = genera_by_search(&game, 40, limits.meter()).unwrap();
            assert_eq!(genera, searched, "{code}");
            answered.push(code);
        }
        assert!(
            answered.contains(&"0.75") && answered.contains(&"0.71"),
            "{answered:?}"
        );
        let far = genera_by_quotient(
            &TakeAndBreak::new("0.75").unwrap(),
            100_000,
            &limits.meter(),
        );
        assert_eq!(far.unwrap().unwrap()[99_999].to_string(), "1^13");
    }
}
