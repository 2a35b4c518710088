//! The genus of each heap of a take-and-break game by a memoized search over sums of heaps:
//! exact for any game, exponential in the heap.
//!
//! The genus of a game follows from its options' genera (see
//! [`genus_of_options`]), but the options of a heap are sums of heaps, whose genera do not
//! follow from their heaps' (a misère sum is not decided by its parts). So the search stores
//! the genus of every sum of heaps it meets, as the sorted list of its heaps. Three kinds
//! of heap leave the list, exactly: a heap with no move is the game 0; a heap whose every
//! move leaves no move is `*1`, and adding `*1` flips the last bit of every digit of a genus;
//! a heap whose options are exactly `0` and `*1` is `*2`, and adding `*2` shifts the `γ`s
//! by one ([`Genus::plus_star_one`], [`Genus::plus_stars_two`]).

use rustc_hash::FxHashMap;

use super::Genus;
use crate::Error;
use crate::limits::Meter;
use crate::math::mex::mex;
use crate::take_and_break::TakeAndBreak;

/// What a heap is, as a game, for the search: the three games it takes out of its lists,
/// or any other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HeapKind {
    /// No move: the game 0, left out of every sum.
    Zero,
    /// Every move leaves no move: `*1`.
    StarOne,
    /// Its options are `0` and `*1`, both and nothing else: `*2`.
    StarTwo,
    /// Any other heap, kept in the sums.
    Other,
}

/// A sum of heaps, reduced: the heaps of kind [`HeapKind::Other`], sorted, plus whether an
/// odd number of `*1`s and how many `*2`s.
#[derive(Debug, Clone, Default)]
struct Reduced {
    heaps: Vec<u64>,
    star_one: bool,
    stars_two: usize,
}

/// A genus with `*1`s and `*2`s added, read without writing it out: `g` and every `γj`
/// flipped in their last bit for an odd number of `*1`s, `g ⊕ 2` for an odd number of
/// `*2`s, and the `γ`s shifted by their number (as [`Genus::plus_star_one`] and
/// [`Genus::plus_stars_two`] would write them).
#[derive(Debug, Clone, Copy)]
struct Plus<'g> {
    genus: &'g Genus,
    star_one: bool,
    stars_two: usize,
}

impl Plus<'_> {
    fn normal(&self) -> u64 {
        self.genus.normal() ^ u64::from(self.star_one) ^ (2 * (self.stars_two as u64 % 2))
    }

    fn gamma(&self, j: usize) -> u64 {
        self.genus.gamma(j.saturating_add(self.stars_two)) ^ u64::from(self.star_one)
    }

    fn alternation_start(&self) -> usize {
        self.genus
            .alternation_start()
            .saturating_sub(self.stars_two)
    }
}

/// One sum whose genus is being found: its options, and how many of them are known.
#[derive(Debug)]
struct Frame {
    heaps: Box<[u64]>,
    options: Vec<Reduced>,
    next: usize,
}

/// The search: the kinds of the heaps seen, and the genera of the sums met.
struct GenusSearch<'a> {
    game: &'a TakeAndBreak,
    kinds: Vec<HeapKind>,
    genera: FxHashMap<Box<[u64]>, Genus>,
    meter: Meter<'a>,
    seen: Vec<bool>,
    /// The genus of the game with no move, `0^120`.
    zero: Genus,
}

fn out_of_memory(what: &str) -> Error {
    Error::out_of_memory(what)
}

impl<'a> GenusSearch<'a> {
    fn new(game: &'a TakeAndBreak, meter: Meter<'a>) -> Self {
        GenusSearch {
            game,
            kinds: Vec::new(),
            genera: FxHashMap::default(),
            meter,
            seen: Vec::new(),
            zero: Genus::zero(),
        }
    }

    /// The sum left by breaking one heap of `heaps` (index `at`) into `parts`, reduced.
    fn option(&self, heaps: &[u64], at: usize, parts: [u64; 3]) -> Result<Reduced, Error> {
        let mut option = Reduced::default();
        option
            .heaps
            .try_reserve(heaps.len() + 2)
            .map_err(|_| out_of_memory("a sum of heaps"))?;
        option
            .heaps
            .extend(heaps[..at].iter().chain(&heaps[at + 1..]));
        for part in parts.into_iter().filter(|&part| part > 0) {
            // Parts are smaller than the heap they come from, so their kinds are known.
            match self.kinds[part as usize] {
                HeapKind::Zero => {}
                HeapKind::StarOne => option.star_one = !option.star_one,
                HeapKind::StarTwo => option.stars_two += 1,
                HeapKind::Other => {
                    let place = option.heaps.partition_point(|&heap| heap < part);
                    option.heaps.insert(place, part);
                }
            }
        }
        Ok(option)
    }

    /// Every option of the sum `heaps` (sorted, every heap of kind `Other`), reduced: the
    /// moves of one heap of each size.
    fn options(&mut self, heaps: &[u64]) -> Result<Vec<Reduced>, Error> {
        let mut options = Vec::new();
        for at in 0..heaps.len() {
            if at > 0 && heaps[at] == heaps[at - 1] {
                continue;
            }
            for mv in self.game.heap_moves(at, heaps[at]) {
                self.meter.tick(self.genera.len())?;
                let option = self.option(heaps, at, mv.parts)?;
                options
                    .try_reserve(1)
                    .map_err(|_| out_of_memory("the options of a sum of heaps"))?;
                options.push(option);
            }
        }
        Ok(options)
    }

    /// The kind of heap `size`, from the kinds of smaller heaps.
    fn kind(&self, size: u64) -> Result<HeapKind, Error> {
        let (mut any, mut zero, mut star_one, mut other) = (false, false, false, false);
        for mv in self.game.heap_moves(0, size) {
            any = true;
            let option = self.option(&[size], 0, mv.parts)?;
            match (option.heaps.is_empty(), option.star_one, option.stars_two) {
                (true, false, 0) => zero = true,
                (true, true, 0) => star_one = true,
                _ => other = true,
            }
        }
        Ok(match (any, zero, star_one, other) {
            (false, ..) => HeapKind::Zero,
            (true, true, false, false) => HeapKind::StarOne,
            (true, true, true, false) => HeapKind::StarTwo,
            _ => HeapKind::Other,
        })
    }

    /// Finds the genus of the sum `heaps` and of every sum below it not yet known, by a
    /// walk with a stack of its own (no recursion, however long play goes on).
    fn solve(&mut self, heaps: Box<[u64]>) -> Result<(), Error> {
        if heaps.is_empty() || self.genera.contains_key(&heaps) {
            return Ok(());
        }
        let options = self.options(&heaps)?;
        let mut stack = vec![Frame {
            heaps,
            options,
            next: 0,
        }];
        while let Some(frame) = stack.last_mut() {
            let pending = frame.options[frame.next..]
                .iter()
                .position(|option| {
                    !option.heaps.is_empty() && !self.genera.contains_key(option.heaps.as_slice())
                })
                .map(|offset| frame.next + offset);
            if let Some(index) = pending {
                frame.next = index;
                let heaps: Box<[u64]> = frame.options[index].heaps.clone().into_boxed_slice();
                let options = self.options(&heaps)?;
                stack
                    .try_reserve(1)
                    .map_err(|_| out_of_memory("the stack of the genus search"))?;
                stack.push(Frame {
                    heaps,
                    options,
                    next: 0,
                });
                continue;
            }
            let Some(frame) = stack.pop() else { break };
            let (zero, genera) = (&self.zero, &self.genera);
            let options: Vec<Plus<'_>> = frame
                .options
                .iter()
                .map(|option| Plus {
                    genus: if option.heaps.is_empty() {
                        zero
                    } else {
                        &genera[option.heaps.as_slice()]
                    },
                    star_one: option.star_one,
                    stars_two: option.stars_two,
                })
                .collect();
            let genus = genus_of_options(&options, &mut self.seen);
            self.meter.room(self.genera.len())?;
            self.genera
                .try_reserve(1)
                .map_err(|_| out_of_memory("the genera of sums of heaps"))?;
            self.genera.insert(frame.heaps, genus);
        }
        Ok(())
    }

    /// The genus of one heap of `size`, every smaller heap's kind being known; records its
    /// kind.
    fn heap(&mut self, size: u64) -> Result<Genus, Error> {
        let kind = self.kind(size)?;
        self.kinds
            .try_reserve(1)
            .map_err(|_| out_of_memory("the kinds of heaps"))?;
        self.kinds.push(kind);
        let zero = Genus::zero();
        Ok(match kind {
            HeapKind::Zero => zero,
            HeapKind::StarOne => zero.plus_star_one(),
            HeapKind::StarTwo => zero.plus_stars_two(1),
            HeapKind::Other => {
                let heaps: Box<[u64]> = Box::new([size]);
                self.solve(heaps.clone())?;
                self.genera[&heaps].clone()
            }
        })
    }
}

/// The genus of a game with at least one option, from its options' genera.
///
/// `g` is the mex of the options' `g`, and `γ0` the mex of their `γ0`. For `j ≥ 1`, the
/// options of `G + j·*2` are `G' + j·*2` for the options `G'` of `G`, `G + (j − 1)·*2`,
/// and `G + (j − 1)·*2 + *1`, whose misère value is that of `G + (j − 1)·*2` with its last
/// bit flipped; so `γj` is the mex of the options' `γj` and of `γ(j − 1)` and
/// `γ(j − 1) ⊕ 1`.
///
/// Once every option alternates (`γ(j + 2) = γj` for `j ≥ k`), so does the game, from
/// `k + 2` on (taking `k ≥ 1`): there, `γj = f_j(γ(j − 1))` with `f_j` depending only on
/// the parity of `j`, and `f(x)` is either the mex `m` of the options' `γj` (when `x` is
/// not `m` or `m ⊕ 1`) or the mex `m'` of those and `m`, `m ⊕ 1`, which is not `m ⊕ 1`. A
/// map of the pair `{m, m'}` to itself made of two such steps cannot swap its two values
/// (a swap needs the one step to send `m` and `m'` to values on either side of the pair
/// `{m, m ⊕ 1}`, which forces the other step's mex into that pair and its other value out
/// of it, and then it sends both the same way), so it is settled after one application:
/// `γ(k + 4) = γ(k + 2)`, and all repeats from there. The search computes `γ0 … γ(k + 3)`.
fn genus_of_options(options: &[Plus<'_>], seen: &mut Vec<bool>) -> Genus {
    let mut values: Vec<u64> = options.iter().map(Plus::normal).collect();
    let normal = mex(&values, seen);
    let start = options
        .iter()
        .map(Plus::alternation_start)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut gammas = Vec::with_capacity(start + 4);
    values.clear();
    values.extend(options.iter().map(|option| option.gamma(0)));
    gammas.push(mex(&values, seen));
    for j in 1..start + 4 {
        let before = gammas[j - 1];
        values.clear();
        values.extend(options.iter().map(|option| option.gamma(j)));
        values.extend([before, before ^ 1]);
        gammas.push(mex(&values, seen));
    }
    Genus::from_gammas(normal, gammas)
}

/// The genus of each heap `0..limit` of `game`, by the memoized search over sums of heaps,
/// within `meter`'s limits (see [`TakeAndBreak::genus_sequence`]).
pub(super) fn genera_by_search(
    game: &TakeAndBreak,
    limit: u64,
    meter: Meter<'_>,
) -> Result<Vec<Genus>, Error> {
    let mut search = GenusSearch::new(game, meter);
    let mut genera = Vec::new();
    for size in 0..limit {
        // The heaps' genera count as stored, so that a game whose heaps are all `0`, `*1`
        // or `*2` (and store no sum) still stops at the limit.
        search
            .meter
            .room(search.genera.len().saturating_add(genera.len()))?;
        let genus = search.heap(size)?;
        genera
            .try_reserve(1)
            .map_err(|_| out_of_memory("the genera of the heaps"))?;
        genera.push(genus);
    }
    Ok(genera)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn genera_of_small_games_are_cgsuites() {
        // CGSuite's own checks (lib/core/src/test/scala/org/cgsuite/lang/
        // MisereCanonicalGameTestCase.scala): *[2#] = {*2} is 0^0 there (0^02 in full),
        // *[2#0] = {*2#, 0} is 1^2 (1^20 in full), *[2#1] = {*2#, *1} is 2^1420.
        let mut seen = Vec::new();
        let plus = |genus, star_one, stars_two| Plus {
            genus,
            star_one,
            stars_two,
        };
        let zero = Genus::zero();
        let two_sharp = genus_of_options(&[plus(&zero, false, 1)], &mut seen);
        assert_eq!(two_sharp.to_string(), "0^02");
        let restive = genus_of_options(
            &[plus(&two_sharp, false, 0), plus(&zero, false, 0)],
            &mut seen,
        );
        assert_eq!(restive.to_string(), "1^20");
        let restless = genus_of_options(
            &[plus(&two_sharp, false, 0), plus(&zero, true, 0)],
            &mut seen,
        );
        assert_eq!(restless.to_string(), "2^1420");
        assert!(!restless.is_tame());
    }
}
