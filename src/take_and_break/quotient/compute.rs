//! [`TakeAndBreak::misere_quotient`]: the quotient computed heap by heap, each step proved.

use core::ops::ControlFlow;

use super::MisereQuotient;
use super::learn::{Learnt, Table};
use super::monoid::Monoid;
use super::oracle::{Guess, Oracle};
use super::verify::{GeneratorClass, Walk};
use crate::Error;
use crate::math::periodic::{Certificate, check};
use crate::take_and_break::TakeAndBreak;
use crate::take_and_break::period::{Period, certificate};
use rustc_hash::FxHashSet;

/// The most elements [`TakeAndBreak::misere_quotient`] lets a quotient have.
pub const DEFAULT_ELEMENT_BOUND: usize = 4096;

/// How far a misère quotient's computation has gone, reported after each heap by
/// [`TakeAndBreak::misere_quotient_with`].
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

impl TakeAndBreak {
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
    /// Heap by heap. A candidate for the quotient of heaps `0..=n` is learnt from exact
    /// outcomes (positions without heap `n` from the quotient already proved for heaps
    /// below `n`, the others by their options), then proved by checking misère play's rule
    /// at every kind of position, finitely many (the theorem is in the module `verify`,
    /// resting on Plambeck and Siegel's definition); a position where the rule fails gives
    /// a test that splits an element of the candidate, and the candidate is learnt again.
    /// The result is reduced: any two elements are told apart by some position.
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
    /// A heap that some element of the quotient so far fits (the common case once the
    /// quotient stops growing) costs one walk over the kinds of position per element
    /// tried, elements of earlier heaps first, and no walk at all when an earlier heap
    /// had the same element and options. A heap that enlarges the quotient is learnt
    /// from outcomes: first guessed (a position `Y + k·n` answered by `k` and what the
    /// quotient below says of `Y`, which is right unless heap `n` splits a class of the
    /// quotient below; the proof catches a wrong guess), else exact, found by their
    /// options with memoization, which grows fast with the heaps involved and is bounded
    /// by 2^20 positions a heap (some 200 MB). Misère Kayles is certified at heap 167 in
    /// about 40 ms; Dawson's Kayles meets that bound at heap 25, where the guesses fail.
    ///
    /// # Errors
    ///
    /// [`Error::LimitReached`] with [`Limit::Elements`](crate::Limit::Elements) when the
    /// quotient would pass [`DEFAULT_ELEMENT_BOUND`] elements, or
    /// [`Limit::Positions`](crate::Limit::Positions) when one step would store more than
    /// 2^20 positions or kinds of position; [`Error::OutOfMemory`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Misère Nim on heaps 0 to 3: Conway's T2, ⟨a, b | a² = 1, b³ = b⟩ with P = {a, b²}.
    /// let nim = TakeAndBreak::new("0.[3]")?.misere_quotient(3)?;
    /// assert_eq!((nim.order(), nim.p_count(), nim.is_tame()), (6, 2, true));
    /// assert_eq!(nim.to_string(), "⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}");
    /// // Misère Kayles: the last pin loses, so a row of 3 is won (take two, leave one).
    /// let kayles = TakeAndBreak::kayles().misere_quotient(20)?;
    /// assert_eq!(kayles.outcome(&[1])?, Outcome::Loss);
    /// assert_eq!(kayles.outcome(&[3])?, Outcome::Win);
    /// assert_eq!(kayles.outcome(&[1, 1, 1])?, Outcome::Loss);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn misere_quotient(&self, limit: u64) -> Result<MisereQuotient, Error> {
        self.misere_quotient_with(limit, DEFAULT_ELEMENT_BOUND, |_| ControlFlow::Continue(()))
    }

    /// As [`misere_quotient`](Self::misere_quotient), with at most `bound` elements, and
    /// reporting [`QuotientProgress`] after each heap. Returning [`ControlFlow::Break`]
    /// stops the computation: the quotient of the heaps done so far is returned.
    ///
    /// # Errors
    ///
    /// As [`misere_quotient`](Self::misere_quotient), with `bound` in place of the default.
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    /// use impartial::Limit;
    ///
    /// // Dawson's Kayles' quotient grows past 10 elements by heap 10.
    /// let dawson = TakeAndBreak::dawsons_kayles();
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
        mut progress: impl FnMut(&QuotientProgress) -> ControlFlow<()>,
    ) -> Result<MisereQuotient, Error> {
        let certifies = certificate(self).map(|certificate| match certificate {
            Certificate::Window(most_taken) | Certificate::Octal(most_taken) => {
                Certificate::Octal(most_taken)
            }
        });
        let mut oracle = Oracle::new(self);
        let mut table = Table::new();
        let mut monoid = Monoid::from_products(1, vec![false], |_, _| 0)?;
        let mut heaps = Vec::new();
        // The element of each heap 0..=n.
        let mut images: Vec<u32> = vec![0];
        let mut classes = Classes::new(&monoid);
        let mut period = None;
        let mut n = 0u64;
        while n < limit {
            n += 1;
            images.try_reserve(1).map_err(|_| Error::OutOfMemory {
                what: format!("the elements of {} heaps", images.len() + 1),
            })?;
            if oracle.note_heap(n)? {
                heaps.push(n);
                let options = option_images(self, &oracle, &monoid, &images, n);
                if let Some(element) =
                    existing_element(&monoid, &images, &mut classes, n, &options)?
                {
                    images.push(element);
                    classes.add(n, element, options);
                } else {
                    oracle.advance(n, monoid.clone(), images.clone());
                    let learnt = learn(&mut table, &mut oracle, &heaps, bound.max(1))?;
                    monoid = learnt.monoid;
                    images.clear();
                    images.push(0);
                    let mut learnt_images = learnt.images.iter().peekable();
                    for heap in 1..=n {
                        let image = match learnt_images.peek() {
                            Some(&&(moving, image)) if moving == heap => {
                                learnt_images.next();
                                image
                            }
                            _ => 0,
                        };
                        images.push(image);
                    }
                    classes = Classes::new(&monoid);
                    for &heap in &heaps {
                        let options = option_images(self, &oracle, &monoid, &images, heap);
                        classes.add(heap, images[heap as usize], options);
                    }
                    if classes.walk.extend(&monoid, &classes.list, 0)?.is_some() {
                        return Err(contradiction(self));
                    }
                }
            } else {
                images.push(0);
            }
            if let Some(certificate) = certifies {
                if let Ok((preperiod, length)) = check(&images, certificate) {
                    period = Some(Period {
                        preperiod: preperiod as u64,
                        period: length as u64,
                    });
                }
            }
            let report = QuotientProgress {
                heaps: n + 1,
                limit,
                order: monoid.order(),
                p_count: monoid.p_count(),
            };
            let stop = progress(&report).is_break();
            if period.is_some() || stop {
                break;
            }
        }
        Ok(MisereQuotient::new(self.clone(), monoid, images, period))
    }
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

/// The elements of the options of a heap of `heap`, sorted, each once, in `monoid`
/// whose element of each smaller heap is in `images`.
fn option_images(
    game: &TakeAndBreak,
    oracle: &Oracle<'_>,
    monoid: &Monoid,
    images: &[u32],
    heap: u64,
) -> Vec<u32> {
    let mut options: Vec<u32> = game
        .heap_moves(0, heap)
        .map(|mv| {
            mv.parts
                .iter()
                .filter(|&&part| oracle.moves_in(part))
                .fold(0, |x, &part| monoid.product(x, images[part as usize]))
        })
        .collect();
    options.sort_unstable();
    options.dedup();
    options
}

/// An element of the quotient of the heaps below `heap` that a heap of `heap` can be
/// given without changing the quotient, proved by the verification; `None` if none can.
///
/// At most one can: two elements that pass are indistinguishable, and the quotient is
/// reduced. The elements tried first are those of the heaps `p` before it, the shifts `p`
/// with which the elements so far have repeated longest first (a period's guess), then the
/// others; each must be in `P` exactly when the heap alone is lost, and an element with
/// the same options as a heap already proved needs no walk.
fn existing_element(
    monoid: &Monoid,
    images: &[u32],
    classes: &mut Classes,
    heap: u64,
    options: &[u32],
) -> Result<Option<u32>, Error> {
    let alone_lost = options.iter().all(|&x| !monoid.in_p(x));
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
        if monoid.in_p(element) != alone_lost {
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

/// The quotient of the positions of `heaps`, learnt first from guessed outcomes (a
/// position `Y + k·n` answered by `k` and `Y`'s element in the quotient below, which is
/// right unless heap `n` splits an element of it), then, if the guesses lead nowhere or
/// to a quotient that is not reduced, from exact outcomes. Either way the quotient is
/// proved by the verification, and `table` is left with tests that tell its elements
/// apart.
fn learn(
    table: &mut Table,
    oracle: &mut Oracle<'_>,
    heaps: &[u64],
    bound: usize,
) -> Result<Learnt, Error> {
    let before = table.clone();
    for guess in [Guess::ByElement, Guess::ByKind] {
        oracle.guess(guess);
        let guessed = table.learn(oracle, heaps, bound);
        oracle.guess(Guess::Exact);
        if let Ok(learnt) = guessed {
            let mut separated = table.clone();
            if separated.separate(&learnt.monoid) {
                *table = separated;
                table.forget_outcomes();
                return Ok(learnt);
            }
        }
        *table = before.clone();
    }
    *table = before;
    let learnt = table.learn(oracle, heaps, bound)?;
    if !table.separate(&learnt.monoid) {
        return Err(contradiction(oracle.game()));
    }
    table.forget_outcomes();
    Ok(learnt)
}

/// The error for a state the theorems rule out: reported rather than a panic.
fn contradiction(game: &TakeAndBreak) -> Error {
    Error::InvalidParameter {
        parameter: "code",
        value: game.to_string(),
        reason: "the misère quotient computation met a contradiction (a quotient learnt from exact outcomes is not reduced); this is a bug, please report it".into(),
    }
}
