//! A heap that no element fits, added as a free generator: the candidate is built in a
//! direct sum of the quotient so far and small cyclic monoids, `P` marked by the rule at
//! the first position that reaches each element, reduced, proved, and recalibrated where
//! the proof fails (the method of A. N. Siegel's program `MisereSolver`, the reference
//! program of T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", *J.
//! Combin. Theory A* 115 (2008), learnt from its source in `CGSuite`; the proof is ours, in
//! the module `verify`).
//!
//! No outcome is searched, except when no recalibration fits and the exact outcomes of a
//! failing position and its options must say which one the candidate gets wrong: a heap
//! that enlarges the quotient costs a few passes over the candidates' elements, where
//! learning the quotient from outcomes needs those of many positions of large heaps.

use rustc_hash::{FxHashMap, FxHashSet};

use super::monoid::{Monoid, Rule};
use super::oracle::Oracle;
use super::verify::{GeneratorClass, Walk, verify};
use crate::{Error, Limit};

/// The most elements a direct sum may have: beyond it a candidate is not tried.
const MOST_SUM_ELEMENTS: usize = 1 << 24;
/// The most elements of a direct sum that a candidate may reach.
const MOST_REACHED: usize = 1 << 21;
/// The most candidates tried for one heap before giving up.
const MOST_CANDIDATES: usize = 400;
/// The most choices of heaps to free that one recalibration tries.
const MOST_CHOICES: usize = 256;
/// The steps of a candidate's construction (positions marked, elements generated, elements
/// refined) between two questions to `stop`: a few milliseconds' work.
const STEPS_BETWEEN_ASKS: u32 = 1 << 14;

/// Why no candidate came out of a construction.
enum Halt {
    /// The direct sum, or what the heaps reach in it, is too large to try.
    TooLarge,
    /// `stop` said to stop.
    Stopped,
    /// An error: the bound on elements passed, or memory.
    Failed(Error),
}

impl From<Error> for Halt {
    fn from(error: Error) -> Self {
        Halt::Failed(error)
    }
}

/// Asks `stop` every [`STEPS_BETWEEN_ASKS`] steps of a candidate's construction, so that
/// a construction of millions of steps still hears a [`Break`](core::ops::ControlFlow)
/// from the progress callback.
struct Pace<'s> {
    stop: &'s mut dyn FnMut() -> bool,
    steps: u32,
}

impl<'s> Pace<'s> {
    fn new(stop: &'s mut dyn FnMut() -> bool) -> Self {
        Pace { stop, steps: 0 }
    }

    /// One step: every so often, `stop` asked, and [`Halt::Stopped`] if it says so.
    fn step(&mut self) -> Result<(), Halt> {
        self.steps += 1;
        if self.steps < STEPS_BETWEEN_ASKS {
            return Ok(());
        }
        self.steps = 0;
        self.ask()
    }

    /// `stop` asked now.
    fn ask(&mut self) -> Result<(), Halt> {
        if (self.stop)() {
            Err(Halt::Stopped)
        } else {
            Ok(())
        }
    }
}

/// A direct sum of a dense monoid and cyclic monoids `⟨x | x^(i+2) = x^i⟩`, its elements
/// numbered in mixed radix: the base element first, then each exponent.
struct DirectSum<'m> {
    base: &'m Monoid,
    /// The index `i` of each cyclic part: exponents run over `0..i + 2`.
    indices: Vec<usize>,
}

impl<'m> DirectSum<'m> {
    fn new(base: &'m Monoid, indices: Vec<usize>) -> Option<Self> {
        let size = indices
            .iter()
            .try_fold(base.order(), |size, &index| size.checked_mul(index + 2))?;
        (size <= MOST_SUM_ELEMENTS).then_some(DirectSum { base, indices })
    }

    /// The element of the `part`-th cyclic part's generator.
    fn generator(&self, part: usize) -> usize {
        self.base.order()
            * self.indices[..part]
                .iter()
                .map(|&index| index + 2)
                .product::<usize>()
    }

    /// `x·y`, part by part.
    fn product(&self, x: usize, y: usize) -> usize {
        let order = self.base.order();
        let mut result = self.base.product((x % order) as u32, (y % order) as u32) as usize;
        let (mut x, mut y, mut stride) = (x / order, y / order, order);
        for &index in &self.indices {
            let radix = index + 2;
            let exponent = x % radix + y % radix;
            // Past the top, powers alternate: x^(i+2) = x^i.
            let exponent = if exponent < radix {
                exponent
            } else {
                index + (exponent - index) % 2
            };
            result += exponent * stride;
            stride *= radix;
            x /= radix;
            y /= radix;
        }
        result
    }
}

/// A candidate quotient of heaps `0..=n`: a reduced monoid and each heap's element.
struct Candidate {
    monoid: Monoid,
    /// The element of each heap `0..=n` (0 for a heap without a move).
    images: Vec<u32>,
}

impl Candidate {
    /// The element of `position`.
    fn element_of(&self, position: &[u64]) -> u32 {
        self.monoid.element_of(&self.images, position)
    }

    /// The label the candidate gives `position` (for outcomes, 0 when lost).
    fn claims(&self, position: &[u64]) -> u32 {
        self.monoid.label(self.element_of(position))
    }
}

/// A proved quotient of heaps `0..=n`, with what proved it.
pub(crate) struct Extension {
    pub(crate) monoid: Monoid,
    /// The element of each heap `0..=n` (0 for a heap without a move).
    pub(crate) images: Vec<u32>,
    /// The heaps grouped as the proof walked them.
    pub(crate) classes: Vec<GeneratorClass>,
    /// The walk over the kinds of position that proved it.
    pub(crate) walk: Walk,
}

/// The quotient of heaps `0..=newest` when heap `newest` enlarges the quotient `below` of
/// the smaller heaps (whose elements are `images`; `oracle` must have been advanced to
/// `newest` with them), found by extension and recalibration, and proved; `None` when
/// `stop` says to stop. It is asked before each candidate's proof, and every
/// [`STEPS_BETWEEN_ASKS`] steps while a candidate is built.
///
/// # Errors
///
/// [`Error::LimitReached`] with [`Limit::Elements`] when a candidate has more than `bound`
/// elements (or its direct sum reaches more than [`MOST_REACHED`]), or [`Limit::Candidates`]
/// after [`MOST_CANDIDATES`] candidates; [`Limit::Positions`] from the walk or the exact
/// outcomes;
/// [`Error::QuotientNotFound`] when no recalibration fits a failure.
pub(crate) fn extend(
    oracle: &mut Oracle<'_>,
    below: &Monoid,
    images: &[u32],
    newest: u64,
    bound: usize,
    stop: &mut dyn FnMut() -> bool,
) -> Result<Option<Extension>, Error> {
    let mut pace = Pace::new(stop);
    match extend_paced(oracle, below, images, newest, bound, &mut pace) {
        Ok(extension) => Ok(Some(extension)),
        Err(Halt::Stopped) => Ok(None),
        Err(Halt::Failed(error)) => Err(error),
        // Every construction's `TooLarge` is turned into an error or another try below.
        Err(Halt::TooLarge) => Err(too_many_reached()),
    }
}

/// The error of a first candidate whose direct sum, or what its heaps reach in it, is too
/// large to try.
fn too_many_reached() -> Error {
    Error::LimitReached {
        limit: Limit::Elements,
        allowed: MOST_REACHED as u64,
        reached: MOST_REACHED as u64 + 1,
    }
}

/// [`extend`], asking `pace` as it goes.
fn extend_paced(
    oracle: &mut Oracle<'_>,
    below: &Monoid,
    images: &[u32],
    newest: u64,
    bound: usize,
    pace: &mut Pace<'_>,
) -> Result<Extension, Halt> {
    let heaps: Vec<u64> = (1..=newest).filter(|&heap| oracle.moves_in(heap)).collect();
    let mut base_images = images.to_vec();
    base_images.push(0);
    let code = oracle.game().to_string();
    let not_found = || Error::QuotientNotFound {
        code: code.clone(),
        heap: newest,
    };
    // The first candidate: the new heap free, `x⁴ = x²`.
    let mut candidate = match trial(
        oracle,
        below,
        &base_images,
        &[(newest, 2)],
        &heaps,
        bound,
        pace,
    ) {
        Err(Halt::TooLarge) => return Err(too_many_reached().into()),
        built => built?,
    };
    for _ in 0..MOST_CANDIDATES {
        pace.ask()?;
        let classes = generator_classes(oracle, &candidate.monoid, &candidate.images, &heaps);
        let failure = match verify(&candidate.monoid, &classes)? {
            Ok(walk) => {
                return Ok(Extension {
                    monoid: candidate.monoid,
                    images: candidate.images,
                    classes,
                    walk,
                });
            }
            Err(failure) => failure,
        };
        let (least, ruled) = least_failure(oracle, &candidate, failure);
        candidate = match recalibrate(oracle, &candidate, &least, ruled, &heaps, bound, pace)? {
            Some(next) => next,
            // The candidate may be wrong about an option of `least` (about a smaller
            // position that passes the rule): ask the exact outcomes which one it gets wrong.
            None => match wrong_position(oracle, &candidate, &least)? {
                Some((wrong, truth)) => {
                    recalibrate(oracle, &candidate, &wrong, truth, &heaps, bound, pace)?
                        .ok_or_else(not_found)?
                }
                None => return Err(not_found().into()),
            },
        };
    }
    Err(Error::LimitReached {
        limit: Limit::Candidates,
        allowed: MOST_CANDIDATES as u64,
        reached: MOST_CANDIDATES as u64 + 1,
    }
    .into())
}

/// What misère play's rule says of `position` from the candidate's word on its options:
/// for outcomes, lost when it has a move and every option is won.
fn ruled(oracle: &Oracle<'_>, candidate: &Candidate, position: &[u64]) -> u32 {
    let options = oracle.options_of(position);
    candidate.monoid.rule().label(
        !position.is_empty(),
        options.iter().map(|option| candidate.claims(option)),
    )
}

/// A failure of the rule none of whose options fails it, found by descending from
/// `failure`, with what the rule says of it. Were the candidate right about the options
/// (as it is when it is right about every smaller position, the usual case), this is the
/// position's outcome; the proof of the next candidate checks it either way.
fn least_failure(oracle: &Oracle<'_>, candidate: &Candidate, failure: Vec<u64>) -> (Vec<u64>, u32) {
    let fails = |position: &[u64]| candidate.claims(position) != ruled(oracle, candidate, position);
    let mut least = failure;
    while let Some(option) = oracle
        .options_of(&least)
        .into_iter()
        .find(|option| fails(option))
    {
        least = option;
    }
    let label = ruled(oracle, candidate, &least);
    (least, label)
}

/// A position whose label the candidate gets wrong, with its label, from the exact
/// labels: `failure` itself or one of its options (were the candidate right about all
/// of them, the rule would hold at `failure`). `None` when the exact outcomes would store
/// more positions than the oracle may.
fn wrong_position(
    oracle: &mut Oracle<'_>,
    candidate: &Candidate,
    failure: &[u64],
) -> Result<Option<(Vec<u64>, u32)>, Error> {
    let mut positions = vec![failure.to_vec()];
    positions.extend(oracle.options_of(failure));
    for position in positions {
        match oracle.label(&position) {
            Ok(truth) if truth != candidate.claims(&position) => {
                return Ok(Some((position, truth)));
            }
            Ok(_) => {}
            Err(Error::LimitReached { .. }) => return Ok(None),
            Err(error) => return Err(error),
        }
    }
    Ok(None)
}

/// A candidate that says `truth` of `wrong`: the heaps of `wrong` (fewest first, then in
/// order, at most [`MOST_CHOICES`] choices) are made free generators of cyclic parts long enough for their counts in `wrong`, the
/// other heaps keep their elements in `candidate`; `None` if no choice works.
///
/// # Errors
///
/// The error of the last choice that reached `bound` elements, if one did and none works;
/// [`Error::OutOfMemory`]; [`Halt::Stopped`] when `pace` says to stop.
fn recalibrate(
    oracle: &Oracle<'_>,
    candidate: &Candidate,
    wrong: &[u64],
    truth: u32,
    heaps: &[u64],
    bound: usize,
    pace: &mut Pace<'_>,
) -> Result<Option<Candidate>, Halt> {
    let mut too_large = None;
    let mut involved: Vec<(u64, usize)> = Vec::new();
    for &heap in wrong {
        match involved.last_mut() {
            Some((last, count)) if *last == heap => *count += 1,
            _ => involved.push((heap, 1)),
        }
    }
    let choices = (1..=involved.len())
        .flat_map(|size| subsets(involved.len(), size))
        .take(MOST_CHOICES);
    for chosen in choices {
        let free: Vec<(u64, usize)> = chosen
            .iter()
            .map(|&i| {
                let (heap, count) = involved[i];
                let index = power_index(&candidate.monoid, candidate.images[heap as usize]);
                (heap, index.max(count).max(2))
            })
            .collect();
        let next = trial(
            oracle,
            &candidate.monoid,
            &candidate.images,
            &free,
            heaps,
            bound,
            pace,
        );
        match next {
            Ok(next) if next.claims(wrong) == truth => return Ok(Some(next)),
            Ok(_) | Err(Halt::TooLarge) => {}
            Err(Halt::Failed(error @ Error::LimitReached { .. })) => too_large = Some(error),
            Err(halt) => return Err(halt),
        }
    }
    too_large.map_or(Ok(None), |error| Err(error.into()))
}

/// The subsets of `0..n` of `size` elements, in lexicographic order, lazily.
fn subsets(n: usize, size: usize) -> impl Iterator<Item = Vec<usize>> {
    let first = (size <= n).then(|| (0..size).collect::<Vec<usize>>());
    core::iter::successors(first, move |current| {
        let i = (0..size).rev().find(|&i| current[i] < n - size + i)?;
        let mut next = current.clone();
        next[i] += 1;
        for j in i + 1..size {
            next[j] = next[j - 1] + 1;
        }
        Some(next)
    })
}

/// The least `i` with `x^i = x^(i+2)`: the cyclic part that can stand for `x`.
fn power_index(monoid: &Monoid, x: u32) -> usize {
    let mut powers = vec![0u32];
    for i in 0..=monoid.order() + 2 {
        let next = monoid.product(powers[i], x);
        powers.push(next);
        if i >= 1 && powers[i + 1] == powers[i - 1] {
            return i - 1;
        }
    }
    monoid.order()
}

/// The candidate in the direct sum of `base` and one cyclic part per heap of `free`
/// (`(heap, index)`): the other heaps keep their element in `base` (`base_images`), `P`
/// is marked by the rule at the first position reaching each element, and the result is
/// reduced.
///
/// # Errors
///
/// [`Halt::TooLarge`] when the sum or what the heaps reach in it is too large; as
/// [`reduce`].
fn trial(
    oracle: &Oracle<'_>,
    base: &Monoid,
    base_images: &[u32],
    free: &[(u64, usize)],
    heaps: &[u64],
    bound: usize,
    pace: &mut Pace<'_>,
) -> Result<Candidate, Halt> {
    let Some(sum) = DirectSum::new(base, free.iter().map(|&(_, index)| index).collect()) else {
        return Err(Halt::TooLarge);
    };
    let newest = heaps.last().copied().unwrap_or(0) as usize;
    let mut phi = vec![0usize; newest + 1];
    for &heap in heaps {
        phi[heap as usize] = match free.iter().position(|&(free_heap, _)| free_heap == heap) {
            Some(part) => sum.generator(part),
            None => base_images[heap as usize] as usize,
        };
    }
    // The elements of each heap's options.
    let options: Vec<Vec<usize>> = heaps
        .iter()
        .map(|&heap| {
            oracle.option_elements(heap, |parts| {
                parts
                    .iter()
                    .fold(0, |x, &part| sum.product(x, phi[part as usize]))
            })
        })
        .collect();
    let generators: Vec<usize> = heaps.iter().map(|&heap| phi[heap as usize]).collect();
    let marked = mark(&sum, base.rule(), &generators, &options, pace)?;
    reduce(&sum, &generators, &marked, &phi, bound, pace)
}

/// Labels marked by the rule at the first position that reaches each element: positions
/// are visited with the largest heap's count outermost, so a position's options come before
/// it (a move replaces a heap by smaller ones), and a count stops growing when it reaches
/// an element already marked. An option whose element is not marked is left out.
/// [`Halt::TooLarge`] past [`MOST_REACHED`] visits or marks.
fn mark(
    sum: &DirectSum<'_>,
    rule: Rule,
    generators: &[usize],
    options: &[Vec<usize>],
    pace: &mut Pace<'_>,
) -> Result<FxHashMap<usize, u32>, Halt> {
    let mut marking = Marking {
        sum,
        rule,
        generators,
        options,
        marked: FxHashMap::default(),
        visits: 0,
    };
    marking.visit(generators.len(), 0, &[], false, pace)?;
    Ok(marking.marked)
}

/// The walk of [`mark`]: the heaps' elements and their options' elements in `sum`, and
/// what is marked so far.
struct Marking<'a> {
    sum: &'a DirectSum<'a>,
    rule: Rule,
    generators: &'a [usize],
    options: &'a [Vec<usize>],
    marked: FxHashMap<usize, u32>,
    visits: usize,
}

impl Marking<'_> {
    /// The positions whose counts of the heaps from `level` on are fixed (element `x`,
    /// option elements `reached`, `has_move`), heaps below `level` added, largest first.
    /// [`Halt::TooLarge`] past [`MOST_REACHED`] visits or marks.
    fn visit(
        &mut self,
        level: usize,
        x: usize,
        reached: &[usize],
        has_move: bool,
        pace: &mut Pace<'_>,
    ) -> Result<(), Halt> {
        self.visits += 1;
        if self.visits > MOST_REACHED || self.marked.len() > MOST_REACHED {
            return Err(Halt::TooLarge);
        }
        pace.step()?;
        if level == 0 {
            if !self.marked.contains_key(&x) {
                let options = reached.iter().filter_map(|z| self.marked.get(z).copied());
                let label = self.rule.label(has_move, options);
                self.marked.insert(x, label);
            }
            return Ok(());
        }
        let heap = level - 1;
        let g = self.generators[heap];
        let (mut x, mut reached, mut has_move) = (x, reached.to_vec(), has_move);
        loop {
            self.visit(heap, x, &reached, has_move, pace)?;
            let next = self.sum.product(x, g);
            if self.marked.contains_key(&next) {
                return Ok(());
            }
            let mut next_reached: Vec<usize> = reached
                .iter()
                .map(|&z| self.sum.product(z, g))
                .chain(self.options[heap].iter().map(|&s| self.sum.product(x, s)))
                .collect();
            next_reached.sort_unstable();
            next_reached.dedup();
            x = next;
            reached = next_reached;
            has_move = true;
        }
    }
}

/// The reduced candidate: the elements the heaps generate in `sum`, two merged when no
/// element tells them apart, labelled as `marked` says (an element not marked is labelled
/// 1, not in `P`).
///
/// # Errors
///
/// [`Halt::TooLarge`] when the heaps reach too many elements of `sum`, or the classes do
/// not form a monoid; [`Error::LimitReached`] with [`Limit::Elements`] as soon as the
/// refinement tells more than `bound` classes apart (the reduced candidate has at least
/// as many), before the candidate is built; [`Error::OutOfMemory`].
fn reduce(
    sum: &DirectSum<'_>,
    generators: &[usize],
    marked: &FxHashMap<usize, u32>,
    phi: &[usize],
    bound: usize,
    pace: &mut Pace<'_>,
) -> Result<Candidate, Halt> {
    let mut distinct: Vec<usize> = generators.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let (elements, index, step) = generated(sum, &distinct, pace)?;
    let labels: Vec<u32> = elements
        .iter()
        .map(|x| marked.get(x).copied().unwrap_or(1))
        .collect();
    let class = coarsest_congruence(&step, &labels, bound, pace)?;
    let quotient =
        quotient_monoid(&class, &step, &labels, sum.base.rule(), bound)?.ok_or(Halt::TooLarge)?;
    let images = phi
        .iter()
        .map(|&element| index.get(&element).map(|&at| class[at as usize]))
        .collect::<Option<Vec<u32>>>()
        .ok_or(Halt::TooLarge)?;
    Ok(Candidate {
        monoid: quotient,
        images,
    })
}

/// The elements `distinct` generates in `sum`, breadth first from the identity, their
/// indices, and each one's index times each generator; [`Halt::TooLarge`] past
/// [`MOST_REACHED`].
#[allow(clippy::type_complexity)]
fn generated(
    sum: &DirectSum<'_>,
    distinct: &[usize],
    pace: &mut Pace<'_>,
) -> Result<(Vec<usize>, FxHashMap<usize, u32>, Vec<Vec<u32>>), Halt> {
    let mut elements = vec![0usize];
    let mut index: FxHashMap<usize, u32> = FxHashMap::default();
    index.insert(0, 0);
    let mut step = Vec::new();
    let mut at = 0;
    while at < elements.len() {
        pace.step()?;
        let x = elements[at];
        let mut row = Vec::with_capacity(distinct.len());
        for &g in distinct {
            let y = sum.product(x, g);
            let next = elements.len() as u32;
            let known = *index.entry(y).or_insert(next);
            if known == next {
                if elements.len() >= MOST_REACHED {
                    return Err(Halt::TooLarge);
                }
                elements.push(y);
            }
            row.push(known);
        }
        step.push(row);
        at += 1;
    }
    Ok((elements, index, step))
}

/// The coarsest partition of the elements that separates different labels and that
/// multiplying by a generator respects (E. F. Moore's partition refinement): two elements
/// share a class exactly when no element tells them apart. Classes are numbered in order
/// of their first element, so the identity's is 0.
///
/// Each round splits classes and never merges them, so the classes of a round are at most
/// the final ones: the refinement stops with [`Error::LimitReached`] as soon as a round
/// tells more than `bound` apart, without the rounds that would follow.
fn coarsest_congruence(
    step: &[Vec<u32>],
    labels: &[u32],
    bound: usize,
    pace: &mut Pace<'_>,
) -> Result<Vec<u32>, Halt> {
    let mut class: Vec<u32> = labels.to_vec();
    let mut classes = 0;
    loop {
        let mut names: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        let mut next: Vec<u32> = Vec::with_capacity(class.len());
        for x in 0..class.len() {
            pace.step()?;
            let signature: Vec<u32> = core::iter::once(class[x])
                .chain(step[x].iter().map(|&y| class[y as usize]))
                .collect();
            let fresh = names.len() as u32;
            next.push(*names.entry(signature).or_insert(fresh));
        }
        class = next;
        if names.len() > bound {
            return Err(Error::LimitReached {
                limit: Limit::Elements,
                allowed: bound as u64,
                reached: names.len() as u64,
            }
            .into());
        }
        if names.len() == classes {
            return Ok(class);
        }
        classes = names.len();
    }
}

/// The monoid of the classes of `class` (a congruence, numbered from the identity's 0 in
/// order of first element), labelled from `labels` by `rule`. `None` if the classes do
/// not form one.
///
/// # Errors
///
/// [`Error::LimitReached`] with [`Limit::Elements`] past `bound` classes;
/// [`Error::OutOfMemory`].
fn quotient_monoid(
    class: &[u32],
    step: &[Vec<u32>],
    labels: &[u32],
    rule: Rule,
    bound: usize,
) -> Result<Option<Monoid>, Error> {
    let classes = class.iter().max().map_or(0, |&c| c as usize + 1);
    if classes > bound {
        return Err(Error::LimitReached {
            limit: Limit::Elements,
            allowed: bound as u64,
            reached: classes as u64,
        });
    }
    // Each class's first element, and the class of it times each generator.
    let mut first = vec![usize::MAX; classes];
    for (x, &c) in class.iter().enumerate() {
        if first[c as usize] == usize::MAX {
            first[c as usize] = x;
        }
    }
    let class_step: Vec<Vec<u32>> = first
        .iter()
        .map(|&x| step[x].iter().map(|&y| class[y as usize]).collect())
        .collect();
    // Each class as its parent class times a generator, breadth first from the identity.
    let mut parent = vec![(0u32, 0usize); classes];
    let mut order = vec![0u32];
    let mut seen = vec![false; classes];
    seen[0] = true;
    let mut at = 0;
    while at < order.len() {
        let c = order[at];
        for (g, &next) in class_step[c as usize].iter().enumerate() {
            if !seen[next as usize] {
                seen[next as usize] = true;
                parent[next as usize] = (c, g);
                order.push(next);
            }
        }
        at += 1;
    }
    if order.len() != classes {
        return Ok(None);
    }
    // Row by row: `a·c = (a·parent(c))·g`, in breadth-first order of `c`.
    let cells = classes * classes;
    let mut rows: Vec<u32> = Vec::new();
    rows.try_reserve_exact(cells).map_err(|_| {
        Error::out_of_memory(format!("a multiplication table of {classes} elements"))
    })?;
    rows.resize(cells, 0);
    for a in 0..classes {
        let row = &mut rows[a * classes..(a + 1) * classes];
        row[0] = a as u32;
        for &c in &order[1..] {
            let (p, g) = parent[c as usize];
            row[c as usize] = class_step[row[p as usize] as usize][g];
        }
    }
    let labels_of = first.iter().map(|&x| labels[x]).collect();
    Monoid::from_products(classes, labels_of, rule, |a, b| rows[a * classes + b]).map(Some)
}

/// The elements of the options of a heap of `heap`, sorted, each once, in `monoid`
/// whose element of each smaller heap is in `images`.
pub(crate) fn option_images(
    oracle: &Oracle<'_>,
    monoid: &Monoid,
    images: &[u32],
    heap: u64,
) -> Vec<u32> {
    oracle.option_elements(heap, |parts| monoid.element_of(images, parts))
}

/// The heaps grouped by element and options' elements, as the verification walks them.
fn generator_classes(
    oracle: &Oracle<'_>,
    monoid: &Monoid,
    images: &[u32],
    heaps: &[u64],
) -> Vec<GeneratorClass> {
    let mut seen: FxHashSet<(u32, Vec<u32>)> = FxHashSet::default();
    let mut classes = Vec::new();
    for &heap in heaps {
        let options = option_images(oracle, monoid, images, heap);
        let element = images[heap as usize];
        if seen.insert((element, options.clone())) {
            classes.push(GeneratorClass {
                heap,
                element,
                options,
            });
        }
    }
    classes
}
