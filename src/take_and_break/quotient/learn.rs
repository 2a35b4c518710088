//! The candidate quotient, learnt from outcomes, and how a failure refines it.
//!
//! The elements are named by *representatives*, positions no two of which have the same
//! outcomes when the *tests* (positions too) are added to them; a position belongs to the
//! representative whose outcomes with the tests it shares. Every representative but the
//! empty one is another plus one heap, so every element is the image of a position. The
//! candidate's product is the one the heaps give; when it is not commutative, or when the
//! verification ([`super::verify`]) finds a position it gets wrong, a new test separates
//! two positions the candidate confused (the counterexample step of Angluin's `L*`,
//! D. Angluin, "Learning regular sets from queries and counterexamples", *Information and
//! Computation* 75 (1987), in the form of R. L. Rivest and R. E. Schapire, *Information
//! and Computation* 103 (1993)), and the representatives grow. Outcomes are facts about
//! the game, so what is learnt for heaps `0..n` stays true for `0..=n`.

use rustc_hash::{FxHashMap, FxHashSet};

use super::monoid::Monoid;
use super::oracle::Oracle;
use super::verify::{GeneratorClass, verify};
use crate::{Error, Limit};

/// The learnt table: representatives, tests, and the outcomes of positions with the tests.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    representatives: Vec<Vec<u64>>,
    tests: Vec<Vec<u64>>,
    /// `rows[position][t]`: whether `position + tests[t]` is a P-position.
    rows: FxHashMap<Vec<u64>, Vec<bool>>,
}

/// A verified quotient: the monoid, and the element of each heap that has a move.
#[derive(Debug)]
pub(crate) struct Learnt {
    pub(crate) monoid: Monoid,
    /// `(heap, element)` for every heap with a move, in order.
    pub(crate) images: Vec<(u64, u32)>,
}

/// The sorted union of two sorted positions.
fn join(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut joined = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] <= b[j] {
            joined.push(a[i]);
            i += 1;
        } else {
            joined.push(b[j]);
            j += 1;
        }
    }
    joined.extend_from_slice(&a[i..]);
    joined.extend_from_slice(&b[j..]);
    joined
}

/// The error for a state the theorems rule out: reported rather than a panic.
fn contradiction(oracle: &Oracle<'_>, what: &str) -> Error {
    Error::InvalidParameter {
        parameter: "code",
        value: oracle.game().to_string(),
        reason: format!(
            "the misère quotient computation met a contradiction ({what}); this is a bug, please report it"
        ),
    }
}

impl Table {
    /// The table of the empty position alone, tested alone.
    pub(crate) fn new() -> Self {
        Table {
            representatives: vec![Vec::new()],
            tests: vec![Vec::new()],
            rows: FxHashMap::default(),
        }
    }

    /// Forgets the outcomes stored: after a heap, the oracle answers the positions of the
    /// heaps so far from their proved quotient, at once and exactly.
    pub(crate) fn forget_outcomes(&mut self) {
        self.rows.clear();
    }

    /// Adds tests until the representatives, named by the elements of `monoid` (which
    /// must be proved), have distinct outcomes with the tests: for two elements alike so
    /// far, the representative of an element `z` that tells them apart. Returns `false`,
    /// adding nothing, when two elements cannot be told apart: `monoid` is not reduced.
    pub(crate) fn separate(&mut self, monoid: &Monoid) -> bool {
        let order = monoid.order() as u32;
        let outcome = |x: u32, test: u32| monoid.in_p(monoid.product(x, test));
        // The tests as elements: the elements of the tests' positions are not at hand,
        // so start from the identity alone and add what is needed.
        let mut tests: Vec<u32> = vec![0];
        loop {
            let mut groups: FxHashMap<Vec<bool>, u32> = FxHashMap::default();
            let mut alike = None;
            for x in 0..order {
                let signature: Vec<bool> = tests.iter().map(|&t| outcome(x, t)).collect();
                if let Some(&y) = groups.get(&signature) {
                    alike = Some((y, x));
                    break;
                }
                groups.insert(signature, x);
            }
            let Some((x, y)) = alike else { break };
            let Some(z) = (0..order).find(|&z| outcome(x, z) != outcome(y, z)) else {
                return false;
            };
            tests.push(z);
        }
        for z in tests {
            let test = self.representatives[z as usize].clone();
            if !self.tests.contains(&test) {
                self.tests.push(test);
            }
        }
        true
    }

    /// The outcomes of `position` with every test.
    fn row(&mut self, oracle: &mut Oracle<'_>, position: &[u64]) -> Result<&[bool], Error> {
        if !self.rows.contains_key(position) {
            self.rows.insert(position.to_vec(), Vec::new());
        }
        let done = self.rows[position].len();
        for t in done..self.tests.len() {
            let outcome = oracle.is_p(&join(position, &self.tests[t]))?;
            if let Some(row) = self.rows.get_mut(position) {
                row.push(outcome);
            }
        }
        Ok(&self.rows[position])
    }

    /// Adds `test`, which must be new.
    fn add_test(&mut self, oracle: &Oracle<'_>, test: Vec<u64>) -> Result<(), Error> {
        if self.tests.contains(&test) {
            return Err(contradiction(oracle, "a test found twice"));
        }
        self.tests.push(test);
        Ok(())
    }

    /// The quotient of the positions of `heaps` (every heap with a move up to the oracle's
    /// newest, ascending), with at most `bound` elements, proved by [`verify`].
    pub(crate) fn learn(
        &mut self,
        oracle: &mut Oracle<'_>,
        heaps: &[u64],
        bound: usize,
    ) -> Result<Learnt, Error> {
        loop {
            let next = self.close(oracle, heaps, bound)?;
            if let Some(test) = self.inconsistency(oracle, heaps, &next)? {
                self.add_test(oracle, test)?;
                continue;
            }
            let monoid = self.monoid(oracle, heaps, &next)?;
            let classes = classes(oracle, heaps, &next);
            match verify(&monoid, &classes)? {
                None => {
                    let images = heaps
                        .iter()
                        .zip(&next)
                        .map(|(&heap, column)| (heap, column[0]))
                        .collect();
                    return Ok(Learnt { monoid, images });
                }
                Some(failure) => {
                    let test = self.counterexample(oracle, heaps, &next, &monoid, &failure)?;
                    self.add_test(oracle, test)?;
                }
            }
        }
    }

    /// Makes every representative plus every heap have the outcomes of a representative,
    /// adding representatives as needed; returns, for each heap, the element each element
    /// goes to when the heap is added.
    fn close(
        &mut self,
        oracle: &mut Oracle<'_>,
        heaps: &[u64],
        bound: usize,
    ) -> Result<Vec<Vec<u32>>, Error> {
        let mut named: FxHashMap<Vec<bool>, u32> = FxHashMap::default();
        for index in 0..self.representatives.len() {
            let representative = self.representatives[index].clone();
            let row = self.row(oracle, &representative)?.to_vec();
            if named.insert(row, index as u32).is_some() {
                return Err(contradiction(oracle, "two representatives alike"));
            }
        }
        let mut next = vec![Vec::new(); heaps.len()];
        let mut index = 0;
        while index < self.representatives.len() {
            for (column, &heap) in heaps.iter().enumerate() {
                let position = join(&self.representatives[index], &[heap]);
                let row = self.row(oracle, &position)?.to_vec();
                let element = if let Some(&element) = named.get(&row) {
                    element
                } else {
                    let element = self.representatives.len();
                    if element >= bound {
                        return Err(Error::LimitReached {
                            limit: Limit::Elements,
                            allowed: bound as u64,
                            reached: element as u64 + 1,
                        });
                    }
                    self.representatives.push(position);
                    named.insert(row, element as u32);
                    element as u32
                };
                next[column].push(element);
            }
            index += 1;
        }
        Ok(next)
    }

    /// A test that separates two positions the candidate confuses, if adding two heaps
    /// in either order does not give the same element; `None` when it always does.
    fn inconsistency(
        &mut self,
        oracle: &mut Oracle<'_>,
        heaps: &[u64],
        next: &[Vec<u32>],
    ) -> Result<Option<Vec<u64>>, Error> {
        let distinct = distinct_columns(next);
        for (i, &first) in distinct.iter().enumerate() {
            for &second in &distinct[i + 1..] {
                let (a, b) = (&next[first], &next[second]);
                let Some(x) = (0..a.len()).find(|&x| b[a[x] as usize] != a[b[x] as usize]) else {
                    continue;
                };
                let (one, two) = (heaps[first], heaps[second]);
                let (after_one, after_two) = (a[x], b[x]);
                let via_one = b[after_one as usize] as usize;
                let via_two = a[after_two as usize] as usize;
                let left = self.representatives[via_one].clone();
                let right = self.representatives[via_two].clone();
                let left_row = self.row(oracle, &left)?.to_vec();
                let right_row = self.row(oracle, &right)?.to_vec();
                let Some(t) = (0..left_row.len()).find(|&t| left_row[t] != right_row[t]) else {
                    return Err(contradiction(oracle, "two representatives alike"));
                };
                let test = self.tests[t].clone();
                let both = join(&join(&self.representatives[x], &[one, two]), &test);
                // `left` is what (x + one) + two is taken for, `right` (x + two) + one.
                return Ok(Some(if oracle.is_p(&both)? == left_row[t] {
                    join(&[one], &test)
                } else {
                    join(&[two], &test)
                }));
            }
        }
        Ok(None)
    }

    /// The candidate's multiplication table: `x·y` is `x` with the heaps of `y`'s
    /// representative added one by one.
    fn monoid(
        &mut self,
        oracle: &mut Oracle<'_>,
        heaps: &[u64],
        next: &[Vec<u32>],
    ) -> Result<Monoid, Error> {
        let column_of = column_lookup(heaps);
        let order = self.representatives.len();
        let mut in_p = Vec::new();
        in_p.try_reserve_exact(order)
            .map_err(|_| Error::OutOfMemory {
                what: format!("{order} elements"),
            })?;
        for index in 0..order {
            let representative = self.representatives[index].clone();
            in_p.push(self.row(oracle, &representative)?[0]);
        }
        let representatives = &self.representatives;
        Monoid::from_products(order, in_p, |x, y| {
            representatives[y]
                .iter()
                .fold(x as u32, |z, &heap| next[column_of(heap)][z as usize])
        })
    }

    /// A new test from a position where the candidate breaks the rule of misère play.
    fn counterexample(
        &mut self,
        oracle: &mut Oracle<'_>,
        heaps: &[u64],
        next: &[Vec<u32>],
        monoid: &Monoid,
        failure: &[u64],
    ) -> Result<Vec<u64>, Error> {
        let column_of = column_lookup(heaps);
        let image = |position: &[u64]| -> u32 {
            position
                .iter()
                .fold(0, |z, &heap| next[column_of(heap)][z as usize])
        };
        // The rule fails at `failure`: so the candidate is wrong about it or one of its
        // options (were it right about all of them, the rule would hold).
        let mut wrong = None;
        let mut candidates = vec![failure.to_vec()];
        for (index, &heap) in failure.iter().enumerate() {
            for mv in oracle.game().heap_moves(index, heap) {
                let mut option: Vec<u64> = failure[..index]
                    .iter()
                    .chain(&failure[index + 1..])
                    .copied()
                    .chain(
                        mv.parts
                            .iter()
                            .copied()
                            .filter(|&part| oracle.moves_in(part)),
                    )
                    .collect();
                option.sort_unstable();
                candidates.push(option);
            }
        }
        for position in candidates {
            if monoid.in_p(image(&position)) != oracle.is_p(&position)? {
                wrong = Some(position);
                break;
            }
        }
        let Some(wrong) = wrong else {
            return Err(contradiction(oracle, "a failure with nothing wrong"));
        };
        // Walk the heaps of `wrong`, replacing the prefix by its representative: the
        // outcome starts true and ends as the candidate says, so it changes at some step,
        // and there the rest of the heaps is a test that separates a representative plus
        // one heap from the representative the candidate took it for.
        let mut element = 0u32;
        let mut truth = oracle.is_p(&wrong)?;
        for (i, &heap) in wrong.iter().enumerate() {
            let after = next[column_of(heap)][element as usize];
            let rest = &wrong[i + 1..];
            let replaced = join(&self.representatives[after as usize], rest);
            let outcome = oracle.is_p(&replaced)?;
            if outcome != truth {
                return Ok(rest.to_vec());
            }
            truth = outcome;
            element = after;
        }
        Err(contradiction(
            oracle,
            "a counterexample that changes nothing",
        ))
    }
}

/// The index of each heap's column, by binary search in the ascending `heaps`.
fn column_lookup(heaps: &[u64]) -> impl Fn(u64) -> usize + '_ {
    move |heap| heaps.binary_search(&heap).unwrap_or(0)
}

/// One column of each kind: the first of each set of equal columns.
fn distinct_columns(next: &[Vec<u32>]) -> Vec<usize> {
    let mut seen: FxHashSet<&[u32]> = FxHashSet::default();
    (0..next.len())
        .filter(|&column| seen.insert(&next[column]))
        .collect()
}

/// The heaps grouped by what they do: their element and the elements of their options.
fn classes(oracle: &Oracle<'_>, heaps: &[u64], next: &[Vec<u32>]) -> Vec<GeneratorClass> {
    let column_of = column_lookup(heaps);
    let image = |position: &[u64]| -> u32 {
        position
            .iter()
            .fold(0, |z, &heap| next[column_of(heap)][z as usize])
    };
    let mut seen: FxHashSet<(u32, Vec<u32>)> = FxHashSet::default();
    let mut classes = Vec::new();
    for (column, &heap) in heaps.iter().enumerate() {
        let mut options: Vec<u32> = oracle
            .game()
            .heap_moves(0, heap)
            .map(|mv| {
                let parts: Vec<u64> = mv
                    .parts
                    .iter()
                    .copied()
                    .filter(|&part| oracle.moves_in(part))
                    .collect();
                image(&parts)
            })
            .collect();
        options.sort_unstable();
        options.dedup();
        let element = next[column][0];
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
