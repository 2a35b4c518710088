//! [`Misere::genus_sequence`]: small questions by the search over sums of heaps, the
//! others read off the misère quotient that keeps values, and the search again where that
//! quotient is too large.

use super::{Genus, quotient, search};
use crate::take_and_break::TakeAndBreak;
use crate::{Error, Limit, Limits, Misere};

/// The most sums of heaps [`Misere::genus_sequence`] stores: about 250 MB for Kayles.
pub(crate) const DEFAULT_GENUS_POSITIONS: usize = 1 << 20;

/// The sums of heaps the search may store before the quotient is tried: a few
/// milliseconds' work.
const QUICK_POSITIONS: usize = 1 << 13;

impl Misere<TakeAndBreak> {
    /// The [`Genus`] of each single heap `0..limit` under misère play.
    ///
    /// # Algorithm
    ///
    /// A game's genus follows from its options' genera: `g` and `γ0` are mexes of theirs,
    /// and `γj` for `j ≥ 1` the mex of their `γj` and of `γ(j − 1)` and `γ(j − 1) ⊕ 1`
    /// (the move in a `*2` leaves `*1` or nothing, and adding `*1` flips the last bit of a
    /// misère value). Once the options' `γ`s alternate with period 2 from `j = k`, the
    /// game's do from `k + 2` on at the latest. That is the recursion `CGSuite` uses for
    /// games it cannot simplify. The options of a heap are sums of heaps, and the genus of
    /// a sum does not follow from its parts' genera (only for tame parts, *On Numbers and
    /// Games* chapter 12), so two methods share the work:
    ///
    /// - **The search** memoizes the genus of every sum of heaps it meets, with the heaps
    ///   that are `0`, `*1` or `*2` as games taken out (adding `*1` flips the last bit of
    ///   every digit, adding `*2` shifts the `γ`s by one). Exact for any game, exponential
    ///   in the heap; it answers first, within a few thousand sums.
    /// - **A misère quotient that keeps values** answers the rest: the positions of the
    ///   game's heaps and of the Nim heaps `*1` and `*2`, two of them one element when
    ///   adding any position to each leaves the same misère Grundy value, each element
    ///   labelled with that value. It is computed and proved heap by heap as
    ///   [`misere_quotient`](Self::misere_quotient) computes the quotient of outcomes (T. E.
    ///   Plambeck and A. N. Siegel, "Misère quotients for impartial games", *J. Combin.
    ///   Theory A* 115 (2008)), labels in place of `P`, periodicity certificate included;
    ///   then `γj` of heap `n`, the value of `n + j·*2`, is the label of `Φ(n)·Φ(*2)^j`,
    ///   read for `j` until the powers repeat. Where that quotient would pass 256 elements
    ///   (0.75's has 8; for Kayles and Dawson's Kayles the computation passes 256 at heap
    ///   20 or so), the search answers after all.
    ///
    /// # Complexity
    ///
    /// The search: exponential, the sums met below a heap of `n` being at worst all the
    /// multisets of heaps adding up to less than `n` (`e^(π√(2n/3))`), each costing its
    /// moves; Kayles' heaps `0..80` pass the default 2^20 sums (BENCHMARKS.md, in the
    /// repository, has the times). The quotient: its computation (see
    /// [`misere_quotient`](Self::misere_quotient)), then `O(|Q|)` for each element
    /// met and `O(1)` for each further heap, so any number of heaps once its period is
    /// certified.
    ///
    /// # Errors
    ///
    /// [`Error::LimitReached`] once more than 2^20 sums and heaps would be stored (about
    /// 250 MB for Kayles:
    /// [`genus_sequence_with`](Self::genus_sequence_with) sets other limits), and
    /// [`Error::OutOfMemory`] when memory runs out first; [`Error::Overflow`] for a normal
    /// value of `2^30` or more; [`Error::InvalidParameter`] naming the number of heaps for
    /// more than 2^20 heaps.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Dawson's Kayles, 0.07 (Winning Ways, chapter 13).
    /// let genera = TakeAndBreak::dawsons_kayles().misere().genus_sequence(8)?;
    /// let written: Vec<String> = genera.iter().map(ToString::to_string).collect();
    /// assert_eq!(written, ["0^120", "0^120", "1^031", "1^031", "2^20", "0^120", "3^31", "1^031"]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn genus_sequence(&self, limit: u64) -> Result<Vec<Genus>, Error> {
        self.genus_sequence_with(limit, &Limits::new().positions(DEFAULT_GENUS_POSITIONS))
    }

    /// As [`genus_sequence`](Self::genus_sequence), within `limits`: at most
    /// [`positions`](Limits::positions) sums of heaps stored, at most its
    /// [`time`](Limits::time), and stopped by its [`CancelHandle`](crate::CancelHandle).
    ///
    /// # Errors
    ///
    /// [`Error::LimitReached`] past a limit, [`Error::Cancelled`] when cancelled, and
    /// [`Error::OutOfMemory`]; [`Error::InvalidParameter`] naming the number of heaps when
    /// it is more than the position limit (each heap's genus is stored).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::{Limit, Limits};
    ///
    /// let kayles = TakeAndBreak::kayles().misere();
    /// let small = Limits::new().positions(100);
    /// assert!(kayles.genus_sequence_with(10, &small).is_ok());
    /// assert!(matches!(
    ///     kayles.genus_sequence_with(40, &small),
    ///     Err(Error::LimitReached { limit: Limit::Positions, allowed: 100, .. })
    /// ));
    /// ```
    pub fn genus_sequence_with(&self, limit: u64, limits: &Limits) -> Result<Vec<Genus>, Error> {
        let meter = limits.meter();
        let most = meter.position_limit();
        if !usize::try_from(limit).is_ok_and(|heaps| heaps <= most) {
            // Each heap's genus is stored beside the sums, so this many never fit.
            return Err(Error::invalid(
                "number of heaps",
                limit,
                format!(
                    "the genus of each heap is stored, and at most {most} positions may be \
                     (the position limit): ask for fewer heaps, or raise the limit"
                ),
            ));
        }
        let quick = meter.with_positions(QUICK_POSITIONS);
        let searched = match search::genera_by_search(self.normal_play(), limit, quick) {
            Err(
                error @ Error::LimitReached {
                    limit: Limit::Positions,
                    ..
                },
            ) => error,
            answer => return answer,
        };
        if let Some(genera) = quotient::genera_by_quotient(self.normal_play(), limit, &meter)? {
            return Ok(genera);
        }
        if meter.position_limit() <= QUICK_POSITIONS {
            // The search already ran into the caller's own limit.
            return Err(searched);
        }
        search::genera_by_search(self.normal_play(), limit, meter)
    }
}
