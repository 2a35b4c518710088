//! [`Misere::misere_quotient`]: the quotient computed heap by heap, each step proved.

use core::ops::ControlFlow;

use super::MisereQuotient;
use super::extend::{extend, option_images};
use super::monoid::{Monoid, Rule};
use super::oracle::Oracle;
use super::verify::{GeneratorClass, Walk, clash};
use crate::math::Period;
use crate::math::periodic::{Certificate, check};
use crate::take_and_break::TakeAndBreak;
use crate::take_and_break::period::certificate;
use crate::{Error, Limit, Misere};
use rustc_hash::FxHashSet;

/// The most elements [`Misere::misere_quotient`] lets a quotient have.
pub const DEFAULT_ELEMENT_BOUND: usize = 4096;

/// How far a misère quotient's computation has gone, reported after each heap by
/// [`Misere::misere_quotient_with`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotientProgress {
    /// Heaps covered so far: `0..heaps`.
    pub heaps: u64,
    /// The last heap asked for.
    pub limit: u64,
    /// The quotient's order so far.
    pub order: usize,
    /// Its `|P|` so far.
    pub p_count: usize,
}

impl Misere<TakeAndBreak> {
    /// The misère quotient of the positions made of heaps `0..=limit` (T. E. Plambeck,
    /// "Taming the wild in impartial combinatorial games", *INTEGERS* 5 (2005) G05;
    /// T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", *J.
    /// Combin. Theory A* 115 (2008)), stopping earlier once the pretending function's
    /// period is certified, with at most [`DEFAULT_ELEMENT_BOUND`] elements.
    ///
    /// Two positions are *indistinguishable* when adding any position to each gives two
    /// positions with the same misère outcome; the classes form a commutative monoid
    /// under sums, the quotient `Q`, with `P` the classes of P-positions, and each heap's
    /// class is its image under the *pretending function* `Φ`. See [`MisereQuotient`].
    ///
    /// # Algorithm
    ///
    /// Heap by heap, as A. N. Siegel's program `MisereSolver` does, every step proved. A
    /// heap that some element of the quotient so far fits (same element, the rule still
    /// holding) is given it. A heap that none fits becomes a new generator `x` with
    /// `x⁴ = x²`: the candidate lives in the direct sum of the quotient so far and that
    /// cyclic monoid, `P` is marked by misère play's rule at the first
    /// position that reaches each element (positions in an order where options come
    /// first), and the candidate is reduced (E. F. Moore's partition refinement merges the
    /// elements no position tells apart). Each candidate is then proved by checking the
    /// rule at every kind of position, finitely many (the theorem is in the module
    /// `verify`, resting on Plambeck and Siegel's definition). Where the rule fails, the
    /// failing position is followed down its options to one whose options pass, and the
    /// candidate is *recalibrated*: the fewest of that position's heaps are made free
    /// generators of their own cyclic monoids, long enough for their counts, until the
    /// candidate gets that position right (if none does, exact outcomes say which position
    /// it gets wrong). A proved, reduced candidate is the quotient.
    ///
    /// For an octal code with finitely many digits and `d0 = 0`, the **misère periodicity
    /// theorem** (Plambeck and Siegel 2008, the misère form of Guy and Smith's theorem)
    /// proves `Φ(n + p) = Φ(n)` for every `n ≥ n0`, and that the quotient of every heap is
    /// the one computed, once `Φ(n + p) = Φ(n)` for `n0 ≤ n < 2·n0 + p + t` in the
    /// quotient of the heaps computed (`t` the most a move takes); the computation stops
    /// there, and the quotient answers every heap.
    ///
    /// # Complexity
    ///
    /// A heap that some element fits costs one walk over the kinds of position per element
    /// that passes a quick test (no `z` puts both the element times `z` and an option's
    /// element times `z` in `P`), and no walk when an earlier heap had the same element and
    /// options. A heap that enlarges the quotient costs, per candidate, a pass over the
    /// elements of the direct sum that the heaps reach and a walk over the kinds of
    /// position, `O(kinds · heaps · |Q|)`; the candidates are few (tens for Dawson's
    /// Kayles' heap 33, where the quotient reaches 638 elements); the times are in
    /// BENCHMARKS.md.
    ///
    /// # Errors
    ///
    /// [`Error::LimitReached`] with [`Limit::Elements`](crate::Limit::Elements) when a
    /// candidate would have more than [`DEFAULT_ELEMENT_BOUND`] elements, with
    /// [`Limit::Candidates`](crate::Limit::Candidates) when one heap tries 400 candidates,
    /// or [`Limit::Positions`](crate::Limit::Positions) when a walk would visit more than
    /// 2^20 kinds of position (or the exact outcomes store more than 2^20 positions);
    /// [`Error::QuotientNotFound`] when no recalibration gets a failing position right;
    /// [`Error::OutOfMemory`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Misère Nim on heaps 0 to 3: Conway's T2, ⟨a, b | a² = 1, b³ = b⟩ with P = {a, b²}.
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// assert_eq!((nim.order(), nim.p_count(), nim.is_tame()), (6, 2, true));
    /// assert_eq!(nim.to_string(), "⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}");
    /// // Misère Kayles: the last pin loses, so a row of 3 is won (take two, leave one).
    /// let kayles = TakeAndBreak::kayles().misere().misere_quotient(20)?;
    /// assert_eq!(kayles.outcome(&[1])?, Outcome::Loss);
    /// assert_eq!(kayles.outcome(&[3])?, Outcome::Win);
    /// assert_eq!(kayles.outcome(&[1, 1, 1])?, Outcome::Loss);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn misere_quotient(&self, limit: u64) -> Result<MisereQuotient, Error> {
        self.misere_quotient_with(limit, DEFAULT_ELEMENT_BOUND, |_| ControlFlow::Continue(()))
    }

    /// As [`misere_quotient`](Self::misere_quotient), with at most `bound` elements, and
    /// reporting [`QuotientProgress`] after each heap, and, for a heap that enlarges the
    /// quotient, between the candidates tried and every few milliseconds while one is
    /// built (`heaps` is then the heaps done). Returning [`ControlFlow::Break`] stops the
    /// computation: the quotient of the heaps done so far is returned.
    ///
    /// A candidate is refused as soon as its reduction tells more than `bound` elements
    /// apart, before its multiplication table is built.
    ///
    /// # Errors
    ///
    /// As [`misere_quotient`](Self::misere_quotient), with `bound` in place of the default
    /// (a `bound` of 0 is reached at once: every quotient has the empty position's element).
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    /// use impartial::Limit;
    ///
    /// // Dawson's Kayles' quotient grows past 10 elements by heap 10.
    /// let dawson = TakeAndBreak::dawsons_kayles().misere();
    /// let error = dawson.misere_quotient_with(10, 10, |_| ControlFlow::Continue(()));
    /// assert!(matches!(error, Err(Error::LimitReached { limit: Limit::Elements, allowed: 10, .. })));
    /// // Stopped after heap 5: the quotient of heaps 0 to 5.
    /// let early = dawson.misere_quotient_with(100, 1000, |progress| {
    ///     if progress.heaps > 5 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// })?;
    /// assert_eq!(early.known_heaps(), 6);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn misere_quotient_with(
        &self,
        limit: u64,
        bound: usize,
        progress: impl FnMut(&QuotientProgress) -> ControlFlow<()>,
    ) -> Result<MisereQuotient, Error> {
        let computed = compute(
            self.normal_play(),
            0,
            Rule::Outcomes,
            limit,
            bound,
            progress,
        )?;
        Ok(MisereQuotient::new(
            self.normal_play().clone(),
            computed.monoid,
            computed.images,
            computed.period,
        ))
    }
}

/// A quotient as far as it was computed: the monoid, the element of each numbered heap
/// (as [`Oracle`] numbers them), and the certified period of the game's heaps' elements.
#[derive(Debug)]
pub(crate) struct Computed {
    pub(crate) monoid: Monoid,
    pub(crate) images: Vec<u32>,
    pub(crate) period: Option<Period>,
}

/// The quotient of the Nim heaps `*1 … *nim_heaps` and the game's heaps `0..=limit`, heap
/// by heap in that order (see [`Misere::misere_quotient`]), its labels by `rule`,
/// stopping once the game's heaps' period is certified or `progress` says so.
///
/// The misère periodicity theorem certifies the game's heaps here too: its proof rests on
/// one lemma, that a heap whose options have the elements of another heap's options may
/// take that heap's element, which holds for misère values as for outcomes (the value of
/// `G + X` is the mex of those of `G′ + X` and `G + X′`, by induction on `X`), and it
/// compares each heap's options with those of the heap a period before, which games added
/// beside every heap (closed under options, as the Nim heaps are) leave as it is.
pub(crate) fn compute(
    game: &TakeAndBreak,
    nim_heaps: u64,
    rule: Rule,
    limit: u64,
    bound: usize,
    mut progress: impl FnMut(&QuotientProgress) -> ControlFlow<()>,
) -> Result<Computed, Error> {
    let certifies = certificate(game).map(|certificate| match certificate {
        Certificate::Window(most_taken) | Certificate::Octal(most_taken) => {
            Certificate::Octal(most_taken)
        }
    });
    let mut oracle = Oracle::new(game, nim_heaps, rule);
    // The empty position has no move: labelled 1 by either rule.
    let mut monoid = Monoid::from_products(1, vec![1], rule, |_, _| 0)?;
    if monoid.order() > bound {
        // A bound of 0: no quotient has fewer elements than the one of the empty position.
        return Err(Error::LimitReached {
            limit: Limit::Elements,
            allowed: bound as u64,
            reached: monoid.order() as u64,
        });
    }
    let mut heaps = Vec::new();
    // The element of each numbered heap 0..=n, and of each of the game's heaps.
    let mut images: Vec<u32> = vec![0];
    let mut game_images: Vec<u32> = vec![0];
    let mut classes = Classes::new(&monoid);
    let mut period = None;
    let last = nim_heaps.saturating_add(limit);
    let mut n = 0u64;
    while n < last {
        n += 1;
        let game_heap = n.checked_sub(nim_heaps);
        for list in [&mut images, &mut game_images] {
            list.try_reserve(1).map_err(|_| {
                Error::out_of_memory(format!("the elements of {} heaps", list.len() + 1))
            })?;
        }
        if oracle.note_heap(n)? {
            heaps.push(n);
            let options = option_images(&oracle, &monoid, &images, n);
            if let Some(element) = existing_element(&monoid, &images, &mut classes, n, &options)? {
                images.push(element);
                classes.add(n, element, options);
            } else {
                oracle.advance(n, monoid.clone(), images.clone());
                // Between candidates, the game's heaps done so far.
                let so_far = QuotientProgress {
                    heaps: game_heap.unwrap_or(0),
                    limit,
                    order: monoid.order(),
                    p_count: monoid.p_count(),
                };
                let mut stop = || progress(&so_far).is_break();
                let Some(extension) = extend(&mut oracle, &monoid, &images, n, bound, &mut stop)?
                else {
                    return Ok(Computed {
                        monoid,
                        images,
                        period: None,
                    });
                };
                monoid = extension.monoid;
                images = extension.images;
                // The walk that proved the extension, kept for the heaps to come.
                classes = Classes::proved(extension.classes, extension.walk);
                // An extension may renumber every element: the game's heaps' too.
                let first = (nim_heaps + 1).min(n) as usize;
                game_images.truncate(1);
                game_images.extend_from_slice(&images[first..n as usize]);
            }
        } else {
            images.push(0);
        }
        let Some(game_heap) = game_heap.filter(|&heap| heap > 0) else {
            continue;
        };
        game_images.push(images[n as usize]);
        if let Some(certificate) = certifies {
            if let Ok((preperiod, length)) = check(&game_images, certificate) {
                period = Some(Period {
                    preperiod: preperiod as u64,
                    period: length as u64,
                });
            }
        }
        let report = QuotientProgress {
            heaps: game_heap + 1,
            limit,
            order: monoid.order(),
            p_count: monoid.p_count(),
        };
        let stop = progress(&report).is_break();
        if period.is_some() || stop {
            break;
        }
    }
    Ok(Computed {
        monoid,
        images,
        period,
    })
}

/// The heaps with a move, grouped by what they do (their element and their options'
/// elements): the generators the verification walks with.
#[derive(Debug)]
struct Classes {
    list: Vec<GeneratorClass>,
    seen: FxHashSet<(u32, Vec<u32>)>,
    /// The kinds of position the heaps so far reach, all checked.
    walk: Walk,
}

impl Classes {
    fn new(monoid: &Monoid) -> Self {
        Classes {
            list: Vec::new(),
            seen: FxHashSet::default(),
            walk: Walk::new(monoid),
        }
    }

    /// The classes of a proved quotient and the walk that proved it.
    fn proved(list: Vec<GeneratorClass>, walk: Walk) -> Self {
        let seen = list
            .iter()
            .map(|class| (class.element, class.options.clone()))
            .collect();
        Classes { list, seen, walk }
    }

    fn add(&mut self, heap: u64, element: u32, options: Vec<u32>) {
        if self.seen.insert((element, options.clone())) {
            self.list.push(GeneratorClass {
                heap,
                element,
                options,
            });
        }
    }
}

/// An element of the quotient of the heaps below `heap` that a heap of `heap` can be
/// given without changing the quotient, proved by the verification; `None` if none can.
///
/// At most one can: two elements that pass are indistinguishable, and the quotient is
/// reduced. The elements tried first are those of the heaps `p` before it, the shifts `p`
/// with which the elements so far have repeated longest first (a period's guess), then the
/// others; each must have the label the heap alone has by the rule, and an element with
/// the same options as a heap already proved needs no walk.
fn existing_element(
    monoid: &Monoid,
    images: &[u32],
    classes: &mut Classes,
    heap: u64,
    options: &[u32],
) -> Result<Option<u32>, Error> {
    let ruled = monoid
        .rule()
        .label(true, options.iter().map(|&x| monoid.label(x)));
    let reaching = monoid.reaching();
    let mut tried = vec![false; monoid.order()];
    // Shifts `p` by how long the elements have repeated with period `p` up to this heap,
    // longest first: the element `p` heaps back is the likeliest.
    let last = heap as usize - 1;
    let mut shifts: Vec<(usize, usize)> = (1..=last)
        .map(|p| {
            let run = (p..=last)
                .rev()
                .take_while(|&m| images[m] == images[m - p])
                .count();
            (run, p)
        })
        .collect();
    shifts.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let guesses = shifts
        .into_iter()
        .map(|(_, p)| images[heap as usize - p])
        .chain(0..monoid.order() as u32);
    for element in guesses {
        if core::mem::replace(&mut tried[element as usize], true) {
            continue;
        }
        if monoid.label(element) != ruled
            || clash(&reaching, monoid.order(), element, options).is_some()
        {
            continue;
        }
        if classes.seen.contains(&(element, options.to_vec())) {
            return Ok(Some(element));
        }
        let mut with = classes.list.clone();
        with.push(GeneratorClass {
            heap,
            element,
            options: options.to_vec(),
        });
        // The walk so far holds for the classes so far; walk on with the new one, keeping
        // what it reaches if the rule holds everywhere.
        if classes
            .walk
            .extend(monoid, &with, classes.list.len())?
            .is_none()
        {
            return Ok(Some(element));
        }
    }
    Ok(None)
}
