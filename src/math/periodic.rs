//! Ultimately periodic sequences whose period is certified by a finite check.
//!
//! Two certificates are used:
//!
//! * **A window.** If each value is a function of the `window` values before it, and the
//!   values at `n` and `n + p` agree for every `n` in `[n0, n0 + window)`, then they agree
//!   for every `n ≥ n0`: the next value on each side is computed by the same function from
//!   values that agree. (Subtraction games.)
//! * **Guy and Smith's periodicity theorem** for octal games whose moves remove at most `t`
//!   stones (R. K. Guy, C. A. B. Smith, "The G-values of various games", *Proc. Cambridge
//!   Philos. Soc.* 52 (1956)): if `G(n + p) = G(n)` for every `n` in `[n0, 2·n0 + p + t)`,
//!   then for every `n ≥ n0`. (Kayles.)
//!
//! Either way a finite table up to the end of one period answers every position.

use std::rc::Rc;

/// A sequence that repeats with period `period` from index `preperiod` on, stored as its
/// first `preperiod + period` values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Periodic<T> {
    values: Vec<T>,
    preperiod: usize,
    period: usize,
}

impl<T: Copy> Periodic<T> {
    /// The value at index `n`, for any `n`.
    pub(crate) fn at(&self, n: u64) -> T {
        let index = match usize::try_from(n) {
            Ok(n) if n < self.preperiod => n,
            // The table is in memory, so its lengths fit in u64.
            _ => self.preperiod + ((n - self.preperiod as u64) % self.period as u64) as usize,
        };
        self.values[index]
    }

    pub(crate) fn preperiod(&self) -> usize {
        self.preperiod
    }

    pub(crate) fn period(&self) -> usize {
        self.period
    }
}

/// Why agreement over a finite stretch proves a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Certificate {
    /// Each value depends only on this many values before it.
    Window(usize),
    /// The values of an octal game whose moves remove at most this many stones.
    Octal(usize),
}

impl Certificate {
    /// How many values a period `period` whose agreement starts at `start` must have been
    /// computed to for this certificate to prove it. A start of 0 is taken as 1: the theorem
    /// is applied from 1 on, and the value at 0 is compared directly. ([`check`] computes
    /// the same in its loop.)
    #[cfg(test)]
    pub(crate) fn length_needed(self, start: usize, period: usize) -> usize {
        let start = start.max(1);
        match self {
            Certificate::Window(window) => start + period + window,
            Certificate::Octal(most_taken) => 2 * start + 2 * period + most_taken,
        }
    }

    /// A first checkpoint long enough to hold a certificate for a short period.
    fn first_checkpoint(self) -> usize {
        match self {
            Certificate::Window(window) | Certificate::Octal(window) => (4 * window).max(64),
        }
    }
}

/// Computes a sequence value by value with `next`, which is given the values so far and
/// returns the next one, and which must keep the terms of `certificate`. Returns the
/// sequence with its least period and least preperiod once a period is certified, or `None`
/// if none is within `limit` values.
///
/// Each check costs time linear in the values computed so far; see [`next_checkpoint`].
pub(crate) fn certify<T: Copy + Eq>(
    certificate: Certificate,
    limit: usize,
    mut next: impl FnMut(&[T]) -> T,
) -> Option<Periodic<T>> {
    let mut values = Vec::new();
    let mut checkpoint = certificate.first_checkpoint().min(limit);
    loop {
        while values.len() < checkpoint {
            let value = next(&values);
            values.push(value);
        }
        match check(&values, certificate) {
            Ok((preperiod, period)) => {
                values.truncate(preperiod + period);
                return Some(Periodic {
                    values,
                    preperiod,
                    period,
                });
            }
            Err(_) if checkpoint == limit => return None,
            Err(needed) => checkpoint = next_checkpoint(checkpoint, needed).min(limit),
        }
    }
}

/// The length at which to check again, after a check at `len` found that nothing can be
/// certified before `needed` values: `needed`, unless that is so close that checks would
/// come too often, at most one every `len / 64` values.
pub(crate) fn next_checkpoint(len: usize, needed: usize) -> usize {
    needed.max(len + len / 64).max(len + 1)
}

/// The least period the certificate proves over `values`, with the least preperiod for it
/// (the first index from which `values[n] == values[n + p]` holds up to the end); or, when
/// none is proved, the least number of values at which one could be.
///
/// Each period `p` is tried in turn by comparing `values[n]` with `values[n + p]` from the
/// end backwards, down to the mismatch or to the first index the certificate needs; no
/// memory is allocated. A period that is a multiple of the one with the longest agreement so
/// far agrees from the same index (the values repeat with both), which is known without a
/// walk: a long preperiod before a short period costs one walk, not one a multiple.
///
/// # Complexity
///
/// `O(Σ a(p))` time for `a(p)` the length of agreement at shift `p` (walked only until the
/// certificate's bound), and `O(1)` memory; `O(values.len())` for the sequences of games.
pub(crate) fn check<T: Eq>(
    values: &[T],
    certificate: Certificate,
) -> Result<(usize, usize), usize> {
    let len = values.len();
    // length_needed(start, p) = scale·(max(start, 1) + p) + extra, written out so that the
    // loop over periods does no more than it must.
    let (scale_shift, extra) = match certificate {
        Certificate::Window(window) => (0, window),
        Certificate::Octal(most_taken) => (1, most_taken),
    };
    let needed_for = |start: usize, period: usize| ((start.max(1) + period) << scale_shift) + extra;
    // The first index from which values[n] == values[n + period] holds up to the end,
    // walking back no further than `floor`.
    let agreement_start = |period: usize, floor: usize| {
        let mut start = len - period;
        while start > floor && values[start - 1] == values[start - 1 + period] {
            start -= 1;
        }
        start
    };
    let mut needed = needed_for(len, len);
    // The period with the longest agreement so far, where its agreement starts, and its
    // next multiple.
    let (mut longest, mut longest_start, mut next_multiple) = (0, 0, 0);
    // Most shifts disagree at the last value: those are settled without a walk, unless
    // an empty agreement proves a period (a window of 0).
    let last_value = values.last();
    let settled_at_once = scale_shift + extra > 0;
    let before_last = values.iter().rev().skip(1);
    for (period, value) in (1..len).zip(before_last) {
        if needed_for(0, period) >= needed {
            // No start makes this period or any longer one certifiable sooner.
            break;
        }
        if settled_at_once && longest != 0 && period != next_multiple && Some(value) != last_value {
            needed = needed.min(needed_for(len - period, period));
            continue;
        }
        // The latest start from which `period` is proved, if any.
        let latest = (len.saturating_sub((period << scale_shift) + extra) >> scale_shift)
            .checked_sub(1)
            .map(|latest| latest + 1);
        let start = if period == next_multiple && longest_start + period <= len {
            // values[s - 1] ≠ values[s - 1 + q] = values[s - 1 + period] for the longest
            // agreement q, which divides period: the values agree from s at both shifts.
            next_multiple += longest;
            longest_start
        } else {
            if period == next_multiple {
                next_multiple += longest;
            }
            agreement_start(period, latest.unwrap_or(0))
        };
        if latest.is_some_and(|latest| start <= latest) {
            // Certified. Every period is a multiple of the least one, and from its start
            // on the values repeat a block of `period`: the least period is the least
            // divisor of `period` that the block repeats with cyclically.
            let start = agreement_start(period, 0);
            let block = &values[start..start + period];
            let least = (1..=period)
                .filter(|d| period % d == 0)
                .find(|&d| (0..period).all(|i| block[i] == block[(i + d) % period]))
                .unwrap_or(period);
            return Ok((agreement_start(least, 0), least));
        }
        needed = needed.min(needed_for(start, period));
        if longest == 0 || len - period - start > len - longest - longest_start {
            (longest, longest_start, next_multiple) = (period, start, 2 * period);
        }
    }
    Err(needed)
}

/// Every `a` in `lowest..=highest` with `value(a) ^ value(sum − a) = wanted`, ascending and
/// lazily, where `value` is a sequence that repeats with `period` from `preperiod` on (pass
/// `None` for a sequence with no known period: every `a` is then tried).
///
/// Where both `a` and `sum − a` lie in the periodic range, `value(a) ^ value(sum − a)`
/// depends only on `a` modulo the period: the fits of one period are found once and repeated,
/// so the walk never spends more than one period between two fits, and skips that range
/// entirely when a period holds none. `sum` must be at least `highest`.
pub(crate) fn splits<'a>(
    value: impl Fn(u64) -> u64 + Clone + 'a,
    period: Option<(u64, u64)>,
    (lowest, highest): (u64, u64),
    sum: u64,
    wanted: u64,
) -> impl Iterator<Item = u64> + 'a {
    let fits = {
        let value = value.clone();
        move |a: u64| value(a) ^ value(sum - a) == wanted
    };
    // The range where both parts repeat: [preperiod, sum − preperiod], within the bounds.
    let middle = period.and_then(|(preperiod, period)| {
        let low = lowest.max(preperiod);
        let high = highest.min(sum.checked_sub(preperiod)?);
        (low <= high && period > 0).then_some((low, high, period))
    });
    let (before, after) = match middle {
        Some((low, high, _)) => (
            lowest..low,
            high.saturating_add(1)..highest.saturating_add(1),
        ),
        None => (lowest..highest.saturating_add(1), 0..0),
    };
    let repeating = middle.into_iter().flat_map({
        let fits = fits.clone();
        move |(low, high, period)| {
            let offsets: Rc<[u64]> = (0..period.min(high - low + 1))
                .filter(|&offset| fits(low + offset))
                .collect();
            let blocks = if offsets.is_empty() {
                0
            } else {
                ((high - low) / period).saturating_add(1)
            };
            (0..blocks).flat_map(move |block| {
                let offsets = Rc::clone(&offsets);
                // block · period ≤ high − low, so only the offset can pass `high`.
                (0..offsets.len()).filter_map(move |index| {
                    (low + block * period)
                        .checked_add(offsets[index])
                        .filter(|&a| a <= high)
                })
            })
        }
    });
    let fits_before = fits.clone();
    before
        .filter(move |&a| fits_before(a))
        .chain(repeating)
        .chain(after.filter(move |&a| fits(a)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `z[i]` is the length of the longest common prefix of `s` and `s[i..]` (`z[0] = s.len()`).
    fn z_function<T: Eq>(s: &[T]) -> Vec<usize> {
        let n = s.len();
        let mut z = vec![0; n];
        if n == 0 {
            return z;
        }
        z[0] = n;
        // [left, right) is the rightmost window known to match a prefix of `s`.
        let (mut left, mut right) = (0, 0);
        for i in 1..n {
            let mut length = if i < right {
                z[i - left].min(right - i)
            } else {
                0
            };
            while i + length < n && s[length] == s[i + length] {
                length += 1;
            }
            z[i] = length;
            if i + length > right {
                (left, right) = (i, i + length);
            }
        }
        z
    }

    /// The check as it was, by the z-function of the reversed values: two vectors of a
    /// word a value. The reference for the walk that replaced it.
    fn check_by_z_function<T: Eq>(
        values: &[T],
        certificate: Certificate,
    ) -> Result<(usize, usize), usize> {
        let len = values.len();
        let reversed: Vec<&T> = values.iter().rev().collect();
        let matches = z_function(&reversed);
        let start = |p: usize| len - p - matches[p];
        let mut needed = certificate.length_needed(len, len);
        for period in 1..len {
            let length = certificate.length_needed(start(period), period);
            if length <= len {
                let block = &values[start(period)..start(period) + period];
                let least = (1..=period)
                    .filter(|d| period % d == 0)
                    .find(|&d| (0..period).all(|i| block[i] == block[(i + d) % period]))
                    .unwrap_or(period);
                return Ok((start(least), least));
            }
            needed = needed.min(length);
        }
        Err(needed)
    }

    #[test]
    fn the_walk_agrees_with_the_z_function() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(28);
        for round in 0..20_000 {
            let len = rng.random_range(0..120);
            let alphabet = rng.random_range(1..4u8);
            // A random preperiod, then a random block repeated, sometimes broken once.
            let preperiod = rng.random_range(0..=len);
            let period = rng.random_range(1..=8);
            let block: Vec<u8> = (0..period).map(|_| rng.random_range(0..alphabet)).collect();
            let mut values: Vec<u8> = (0..len)
                .map(|n| {
                    if n < preperiod {
                        rng.random_range(0..alphabet)
                    } else {
                        block[(n - preperiod) % period]
                    }
                })
                .collect();
            if len > 0 && rng.random_bool(0.3) {
                let at = rng.random_range(0..len);
                values[at] = rng.random_range(0..alphabet);
            }
            for certificate in [
                Certificate::Window(round % 4),
                Certificate::Octal(round % 5),
            ] {
                assert_eq!(
                    check(&values, certificate),
                    check_by_z_function(&values, certificate),
                    "{values:?} {certificate:?}"
                );
            }
        }
    }

    #[test]
    fn z_function_matches_its_definition() {
        let s = b"aabxaabxcaabxaabxay";
        let z = z_function(s);
        for (i, &length) in z.iter().enumerate() {
            let expected = s[i..].iter().zip(s).take_while(|(a, b)| a == b).count();
            assert_eq!(length, expected, "z[{i}]");
        }
    }

    #[test]
    fn finds_least_period_and_preperiod() {
        // 5, 6, then 1, 2, 3 repeating; each value depends on the 3 before it.
        let sequence = [5, 6, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
        assert_eq!(check(&sequence, Certificate::Window(3)), Ok((2, 3)));
        // Too short a run of agreement certifies nothing.
        assert_eq!(check(&sequence[..7], Certificate::Window(3)).ok(), None);
        // Guy and Smith need agreement up to 2·n0 + p + t: here 2·2 + 3 + 1 = 8 values past
        // the period's start, which 14 values hold.
        assert_eq!(check(&sequence, Certificate::Octal(1)).ok(), Some((2, 3)));
        assert_eq!(check(&sequence[..10], Certificate::Octal(1)).ok(), None);
    }

    #[test]
    fn certifies_a_recurrence_and_answers_far_out() {
        // Fibonacci numbers mod 10 repeat with the Pisano period 60.
        let fib_mod_10 = certify(Certificate::Window(2), 1000, |v: &[u8]| match v.len() {
            0 => 0,
            1 => 1,
            n => (v[n - 1] + v[n - 2]) % 10,
        })
        .unwrap();
        assert_eq!((fib_mod_10.preperiod(), fib_mod_10.period()), (0, 60));
        assert_eq!(fib_mod_10.at(93), 8); // F(93) = 12200160415121876738
        assert_eq!(fib_mod_10.at(u64::MAX), fib_mod_10.at(u64::MAX % 60));
    }

    #[test]
    fn reduces_a_certified_period_to_the_least() {
        // Period 2 from the start; a window of 1 certifies 2 only, and 4 is never chosen.
        let alternating = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        for certificate in [Certificate::Window(1), Certificate::Octal(2)] {
            assert_eq!(check(&alternating, certificate).ok(), Some((0, 2)));
        }
    }

    #[test]
    fn splits_skip_through_the_periodic_range() {
        // Period 3 from 2: 5, 6, then 1, 2, 3 repeating.
        let value = |n: u64| {
            if n < 2 {
                [5, 6][n as usize]
            } else {
                [1, 2, 3][(n - 2) as usize % 3]
            }
        };
        for sum in [0u64, 7, 20, 31] {
            for wanted in 0..8 {
                let plain: Vec<u64> = (0..=sum)
                    .filter(|&a| value(a) ^ value(sum - a) == wanted)
                    .collect();
                let skipped: Vec<u64> =
                    splits(value, Some((2, 3)), (0, sum), sum, wanted).collect();
                assert_eq!(skipped, plain, "sum {sum}, wanted {wanted}");
            }
        }
        // Far out, the first fits come at once.
        let huge = u64::MAX - 1;
        let first: Vec<u64> = splits(value, Some((2, 3)), (0, huge), huge, 0)
            .take(3)
            .collect();
        assert!(first.iter().all(|&a| value(a) == value(huge - a)));
    }

    #[test]
    fn gives_up_at_the_limit() {
        let mut counter = 0u32;
        let never_periodic = certify(Certificate::Window(1), 500, |_: &[u32]| {
            counter += 1;
            counter
        });
        assert_eq!(never_periodic, None);
        assert_eq!(counter, 500);
    }
}
