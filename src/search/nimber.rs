//! The nimber proof: deciding whether a position's Grundy value lies in a set of wanted
//! values with as little work as that takes.
//!
//! # The method
//!
//! This is the pruning of P. Beling and M. Rogalski, "On pruning search trees of impartial
//! games", *Artificial Intelligence* 283 (2020) 103262, as this crate writes it. A position
//! `G` with `n` options has a value `g` in `0..=n`, the mex of its options' values. To decide
//! whether `g` lies in a set `S` of wanted values, the search keeps the *candidates* `C`,
//! at first `0..=n`, and takes the options one at a time. Each option removes one
//! candidate: its value, when it is known and still a candidate; otherwise the largest
//! candidate. An option is asked only whether its value lies in `R`, the candidates but the
//! largest, up to the largest wanted value: an option whose value lies outside `R` can only
//! be the largest candidate or no candidate at all, and removing the largest is right in
//! either case. When `R` is empty the option need not be asked at all.
//!
//! Two facts make this a proof (each by counting: `|C|` is one more than the options left,
//! and every candidate removed was an option's value or the largest then):
//!
//! 1. **While options are left,** a wanted `g` is still a candidate. So once no candidate
//!    is wanted, `g` is not: the position answers *not in `S`*, however many options are
//!    left — the cut-off that saves most of the work.
//! 2. **Once every option is taken,** one candidate `x` is left. If `x` is at most the
//!    largest wanted value, then `g = x`; otherwise `g` exceeds every wanted value. When
//!    every option was answered with its value, `g = x` in any case.
//!
//! The candidates below 64 are kept as bits, and of those above only their count: the
//! wanted values are below 64, so the requests never reach them, and the largest candidate
//! is one of them while any is left.

/// The candidates for a position's Grundy value: [`nimber`](self)'s `C`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Candidates {
    /// The candidates below 64, as bits.
    low: u64,
    /// How many candidates are 64 or more.
    high: u64,
}

/// All the values below 64: what an exact value asks for.
pub(super) const EVERY_SMALL_VALUE: u64 = u64::MAX;

impl Candidates {
    /// The candidates of a position with `options` options: `0..=options`.
    pub(super) fn new(options: u64) -> Self {
        let low = if options >= 63 {
            u64::MAX
        } else {
            (1 << (options + 1)) - 1
        };
        Candidates {
            low,
            high: options.saturating_sub(63),
        }
    }

    /// Removes an option's value, `Some` when it is known, else the largest candidate.
    #[inline]
    pub(super) fn remove(&mut self, value: Option<u64>) {
        match value {
            Some(value) if value < 64 && self.low & 1 << value != 0 => self.low &= !(1 << value),
            // A value of 64 or more, a candidate or not, leaves one candidate fewer above 63;
            // which one does not matter to any request.
            _ => self.remove_largest(),
        }
    }

    fn remove_largest(&mut self) {
        if self.high > 0 {
            self.high -= 1;
        } else if self.low != 0 {
            self.low &= !(1 << self.low.ilog2());
        }
    }

    /// Whether some candidate is wanted (`wanted` as bits of values below 64).
    #[inline]
    pub(super) fn meets(&self, wanted: u64) -> bool {
        self.low & wanted != 0
    }

    /// What to ask the next option: whether its value lies among these, the candidates but
    /// the largest, up to the largest wanted value. Empty when the option need not be asked.
    #[inline]
    pub(super) fn request(&self, wanted: u64) -> u64 {
        let but_largest = if self.high > 0 || self.low == 0 {
            self.low
        } else {
            self.low & !(1 << self.low.ilog2())
        };
        but_largest & up_to(largest(wanted))
    }

    /// The one candidate left once every option is taken, when it is below 64.
    pub(super) fn last(&self) -> Option<u64> {
        (self.high == 0 && self.low != 0).then(|| u64::from(self.low.trailing_zeros()))
    }
}

/// The largest value of a non-empty set of values below 64.
#[inline]
pub(super) fn largest(values: u64) -> u64 {
    u64::from(63 - values.leading_zeros().min(63))
}

/// The values up to `most` (below 64), as bits.
#[inline]
pub(super) fn up_to(most: u64) -> u64 {
    if most >= 63 {
        u64::MAX
    } else {
        (1 << (most + 1)) - 1
    }
}

/// `{v ^ change : v in values}`, for values below 64 and a change below 64.
#[inline]
pub(super) fn shifted(values: u64, change: u64) -> u64 {
    let mut rest = values;
    let mut shifted = 0;
    while rest != 0 {
        let value = u64::from(rest.trailing_zeros());
        rest &= rest - 1;
        shifted |= 1 << (value ^ change);
    }
    shifted
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mex of `values`.
    fn mex(values: &[u64]) -> u64 {
        (0..=values.len() as u64)
            .find(|v| !values.contains(v))
            .unwrap_or(0)
    }

    /// Decides whether the mex of `values` lies in `wanted` as the search does, each option
    /// answering exactly when its value is requested: `Some(g)` or `None` for "not in".
    fn decide(values: &[u64], wanted: u64) -> Option<u64> {
        let mut candidates = Candidates::new(values.len() as u64);
        let mut exact = true;
        for &value in values {
            if !candidates.meets(wanted) {
                return None;
            }
            let request = candidates.request(wanted);
            if value < 64 && request & 1 << value != 0 {
                candidates.remove(Some(value));
            } else {
                exact = false;
                candidates.remove(None);
            }
        }
        match candidates.last() {
            Some(last) if last <= largest(wanted) || exact => Some(last),
            _ => None,
        }
    }

    #[test]
    fn the_proof_agrees_with_the_mex_on_every_small_case() {
        // Every list of up to 5 option values in 0..6, every wanted set of 0..7.
        let mut values = Vec::new();
        for length in 0..=5u32 {
            for code in 0..6u64.pow(length) {
                values.clear();
                let mut rest = code;
                for _ in 0..length {
                    values.push(rest % 6);
                    rest /= 6;
                }
                let g = mex(&values);
                for wanted in 1..1u64 << 7 {
                    match decide(&values, wanted) {
                        Some(found) => assert_eq!(found, g, "{values:?} {wanted:#b}"),
                        None => assert!(wanted & 1 << g == 0, "{values:?} {wanted:#b}"),
                    }
                    if wanted & 1 << g != 0 {
                        assert_eq!(decide(&values, wanted), Some(g), "{values:?} {wanted:#b}");
                    }
                }
            }
        }
    }

    #[test]
    fn many_options_keep_their_count_above_63() {
        let mut candidates = Candidates::new(100);
        assert_eq!(candidates.request(EVERY_SMALL_VALUE), u64::MAX);
        for value in 0..64 {
            candidates.remove(Some(value));
        }
        assert!(!candidates.meets(EVERY_SMALL_VALUE));
        assert_eq!(candidates.last(), None);
    }

    #[test]
    fn sets_shift_by_a_nim_sum() {
        assert_eq!(shifted(0b1011, 1), 0b0111);
        assert_eq!(shifted(1 << 63 | 1, 63), 1 << 63 | 1);
        assert_eq!(up_to(0), 1);
        assert_eq!(largest(0b10010), 4);
    }
}
