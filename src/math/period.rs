//! [`Period`]: the certified period of a sequence of values, which the engines' nim-sequences
//! and the named games' closed forms report alike.

/// The period of a nim-sequence, proved: `G(n + period) = G(n)` for every
/// `n ≥ preperiod`, both the least such numbers.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let values = TakeAndBreak::dawsons_kayles().nim_sequence(1000)?;
/// assert_eq!(values.period(), Some(Period { preperiod: 53, period: 34 }));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Period {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
}

impl Period {
    /// The heap of the first repeating block whose value stands for `heap`'s, for a heap at
    /// or past the preperiod.
    pub(crate) fn heap_in_first_period(self, heap: u64) -> u64 {
        self.preperiod + (heap - self.preperiod) % self.period
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heap_past_the_preperiod_falls_in_the_first_block() {
        let period = Period {
            preperiod: 71,
            period: 12,
        };
        assert_eq!(period.heap_in_first_period(71), 71);
        assert_eq!(period.heap_in_first_period(83), 71);
        assert_eq!(
            period.heap_in_first_period(u64::MAX),
            71 + (u64::MAX - 71) % 12
        );
    }
}
