//! Fibonacci numbers and Zeckendorf digits, shared by Fibonacci Nim and Wythoff's game.
//!
//! Every positive integer is, in exactly one way, a sum of non-consecutive Fibonacci numbers
//! among F(2) = 1, F(3) = 2, F(4) = 3, F(5) = 5, ... (E. Zeckendorf, "Représentation des
//! nombres naturels par une somme de nombres de Fibonacci ou de nombres de Lucas", Bulletin
//! de la Société Royale des Sciences de Liège 41 (1972), 179–182). Everything here is exact
//! integer arithmetic.

/// F(0), F(1), ..., F(93): every Fibonacci number that fits in a `u64`, with F(0) = 0 and
/// F(1) = F(2) = 1. F(93) = 12,200,160,415,121,876,738 is the largest.
///
/// # Example
///
/// ```
/// use impartial::zeckendorf::FIBONACCI;
///
/// assert_eq!(&FIBONACCI[..8], &[0, 1, 1, 2, 3, 5, 8, 13]);
/// assert_eq!(FIBONACCI[93], 12_200_160_415_121_876_738);
/// assert!(FIBONACCI[93].checked_add(FIBONACCI[92]).is_none()); // F(94) does not fit
/// ```
pub const FIBONACCI: [u64; 94] = fibonacci_table();

/// Index of the largest Fibonacci number in [`FIBONACCI`].
const LARGEST_INDEX: usize = FIBONACCI.len() - 1;

const fn fibonacci_table() -> [u64; 94] {
    let mut table = [0; 94];
    table[1] = 1;
    let mut i = 2;
    while i < table.len() {
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
}

/// The Zeckendorf representation of a number: which Fibonacci numbers F(2), ..., F(93) it
/// is the sum of, no two consecutive.
///
/// Digit `i` (for F(`i`)) is stored as bit `i` of a `u128`, so the representation is `Copy`
/// and its operations are a few bit operations.
///
/// # Complexity
///
/// [`of`](Zeckendorf::of) is `O(log n)`; the others are `O(1)` or `O(number of terms)`.
///
/// # Example
///
/// ```
/// use impartial::zeckendorf::Zeckendorf;
///
/// let hundred = Zeckendorf::of(100);
/// assert_eq!(hundred.terms().collect::<Vec<_>>(), vec![3, 8, 89]); // 100 = 89 + 8 + 3
/// assert_eq!(hundred.indices().collect::<Vec<_>>(), vec![4, 6, 11]);
/// assert_eq!(hundred.smallest_term(), Some(3));
/// assert_eq!(hundred.trailing_zeros(), Some(2)); // digits for 1 and 2 are zero
/// assert_eq!(hundred.value(), Some(100));
/// // Each F(i) becomes F(i + 1): 100 = 89 + 8 + 3 becomes 144 + 13 + 5.
/// assert_eq!(hundred.shift_left().and_then(|z| z.value()), Some(162));
/// // And back: each F(i) becomes F(i - 1).
/// assert_eq!(hundred.shift_right().and_then(|z| z.value()), Some(55 + 5 + 2));
/// assert_eq!(Zeckendorf::of(4).shift_right(), None); // 4 = 3 + 1, and 1 cannot move down
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Zeckendorf {
    /// Bit `i` is set when F(i) is a term; only bits 2..=93 are ever set.
    digits: u128,
}

impl Zeckendorf {
    /// The representation of `n` (empty for 0), by the greedy rule: take the largest
    /// Fibonacci number that fits, and repeat on the rest.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// // 20 = 13 + 5 + 2: take 13, then 5 from the 7 left, then 2.
    /// assert_eq!(Zeckendorf::of(20).terms().collect::<Vec<_>>(), vec![2, 5, 13]);
    /// assert!(Zeckendorf::of(0).is_zero());
    /// ```
    #[must_use]
    pub fn of(n: u64) -> Self {
        let mut rest = n;
        let mut digits = 0u128;
        // The largest index with F(index) <= n; the greedy walk only goes down from it.
        let mut index = FIBONACCI.partition_point(|&f| f <= n).saturating_sub(1);
        while rest > 0 && index >= 2 {
            if FIBONACCI[index] <= rest {
                rest -= FIBONACCI[index];
                digits |= 1 << index;
                // The next term cannot be the neighbour.
                index = index.saturating_sub(1);
            }
            index -= 1;
        }
        Zeckendorf { digits }
    }

    /// Whether there are no terms (the representation of 0).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// assert!(Zeckendorf::of(0).is_zero());
    /// assert!(!Zeckendorf::of(1).is_zero());
    /// ```
    #[must_use]
    pub const fn is_zero(self) -> bool {
        self.digits == 0
    }

    /// The indices `i` of the terms F(`i`), smallest first.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// // 20 = 13 + 5 + 2 = F(7) + F(5) + F(3).
    /// assert_eq!(Zeckendorf::of(20).indices().collect::<Vec<_>>(), vec![3, 5, 7]);
    /// ```
    pub fn indices(self) -> impl Iterator<Item = usize> {
        let mut digits = self.digits;
        core::iter::from_fn(move || {
            if digits == 0 {
                return None;
            }
            let index = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            Some(index)
        })
    }

    /// The terms, smallest first.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// // 33 = 21 + 8 + 3 + 1, no two of them consecutive Fibonacci numbers.
    /// assert_eq!(Zeckendorf::of(33).terms().collect::<Vec<_>>(), vec![1, 3, 8, 21]);
    /// assert_eq!(Zeckendorf::of(0).terms().count(), 0);
    /// ```
    pub fn terms(self) -> impl Iterator<Item = u64> {
        self.indices().map(|index| FIBONACCI[index])
    }

    /// The smallest term, or `None` for 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// assert_eq!(Zeckendorf::of(10).smallest_term(), Some(2)); // 10 = 8 + 2
    /// assert_eq!(Zeckendorf::of(0).smallest_term(), None);
    /// ```
    #[must_use]
    pub fn smallest_term(self) -> Option<u64> {
        self.terms().next()
    }

    /// How many zero digits come below the smallest term, counting from the digit for
    /// F(2) = 1; `None` for 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// assert_eq!(Zeckendorf::of(10).trailing_zeros(), Some(1)); // 10 = 8 + 2: no 1
    /// assert_eq!(Zeckendorf::of(8).trailing_zeros(), Some(4)); // no 1, 2, 3 or 5
    /// assert_eq!(Zeckendorf::of(0).trailing_zeros(), None);
    /// ```
    #[must_use]
    pub fn trailing_zeros(self) -> Option<u32> {
        (!self.is_zero()).then(|| self.digits.trailing_zeros() - 2)
    }

    /// The number these digits stand for, or `None` when it exceeds `u64::MAX`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::{FIBONACCI, Zeckendorf};
    ///
    /// assert_eq!(Zeckendorf::of(12).value(), Some(12));
    /// // F(93) + F(91) + F(89): each digit fits, but the sum passes u64::MAX.
    /// let near = Zeckendorf::of(FIBONACCI[92] + FIBONACCI[90] + FIBONACCI[88]);
    /// assert_eq!(near.shift_left().unwrap().value(), None);
    /// ```
    #[must_use]
    pub fn value(self) -> Option<u64> {
        self.terms().try_fold(0u64, u64::checked_add)
    }

    /// The representation shifted one place to the left: each term F(`i`) replaced by
    /// F(`i + 1`). `None` when a term would pass F(93).
    ///
    /// Shifting the lower Wythoff number a(k) gives the upper one, b(k).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::{FIBONACCI, Zeckendorf};
    ///
    /// // 4 = 3 + 1 becomes 5 + 2 = 7: the Wythoff pair (4, 7).
    /// assert_eq!(Zeckendorf::of(4).shift_left().and_then(Zeckendorf::value), Some(7));
    /// assert_eq!(Zeckendorf::of(FIBONACCI[93]).shift_left(), None); // F(94) does not fit
    /// ```
    #[must_use]
    pub fn shift_left(self) -> Option<Self> {
        let shifted = self.digits << 1;
        (shifted >> (LARGEST_INDEX + 1) == 0).then_some(Zeckendorf { digits: shifted })
    }

    /// The representation shifted one place to the right: each term F(`i`) replaced by
    /// F(`i − 1`). `None` when the smallest term is F(2) = 1, which has no place below it.
    ///
    /// Shifting the upper Wythoff number b(k) gives the lower one, a(k).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::zeckendorf::Zeckendorf;
    ///
    /// // 7 = 5 + 2 becomes 3 + 1 = 4.
    /// assert_eq!(Zeckendorf::of(7).shift_right().and_then(Zeckendorf::value), Some(4));
    /// assert_eq!(Zeckendorf::of(4).shift_right(), None); // 4 = 3 + 1: 1 has no place below
    /// ```
    #[must_use]
    pub fn shift_right(self) -> Option<Self> {
        (self.digits & (1 << 2) == 0).then_some(Zeckendorf {
            digits: self.digits >> 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greedy_digits_are_non_consecutive_and_sum_back() {
        for n in (0..5000).chain([u64::MAX, u64::MAX - 1, FIBONACCI[93], FIBONACCI[93] - 1]) {
            let z = Zeckendorf::of(n);
            assert_eq!(z.value(), Some(n), "{n}");
            assert_eq!(z.digits & (z.digits >> 1), 0, "consecutive digits for {n}");
            assert_eq!(z.digits & 0b11, 0, "F(0) or F(1) used for {n}");
        }
    }

    #[test]
    fn shifting_past_the_largest_fibonacci_number_is_refused() {
        let top = Zeckendorf::of(FIBONACCI[93]);
        assert_eq!(top.shift_left(), None);
        assert_eq!(
            Zeckendorf::of(FIBONACCI[92]).shift_left(),
            Some(Zeckendorf::of(FIBONACCI[93]))
        );
        // Digits that fit can still sum past u64::MAX.
        let near_max = Zeckendorf::of(FIBONACCI[92] + FIBONACCI[90]);
        assert_eq!(
            near_max.shift_left().and_then(Zeckendorf::value),
            Some(FIBONACCI[93] + FIBONACCI[91])
        );
        assert_eq!(
            Zeckendorf::of(u64::MAX)
                .shift_left()
                .and_then(Zeckendorf::value),
            None
        );
    }
}
