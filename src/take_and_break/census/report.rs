//! [`Census`]: what a census has found, and [`CensusProgress`]: what it reports as it goes.

use std::time::Duration;

use super::store::Held;
use crate::math::Period;
use crate::take_and_break::code::TakeAndBreak;
use crate::take_and_break::engine::Engine;

/// The statistics of a nim-sequence, computed in bounded memory: the count of each value
/// over heaps `0..heaps()`, the largest value and its first heap, the rare heaps of the
/// sparse-space method and its masks, and the period when one is certified; the figures
/// published tables of octal games give (A. Flammenkamp's, M. Rogalski's).
///
/// A census keeps only what later heaps can need: the first heaps (the rare heaps and the
/// small parts of splits are among them) and a window of the most recent ones, in the
/// memory its [`CensusOptions`](super::CensusOptions) give it. Every value is proved as
/// [`nim_sequence`](TakeAndBreak::nim_sequence) proves it; a heap that needs a value the
/// census no longer holds stops it with [`Error::CensusMemory`](crate::Error::CensusMemory),
/// naming the heap and the memory that holds the value, and the census goes on from there
/// ([`extend`](Self::extend)) with more.
///
/// It is also its own checkpoint: [`save`](Self::save) writes it, and
/// [`resume`](Self::resume) reads it back and goes on.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::take_and_break::CensusOptions;
///
/// // Officers (0.6) to 10,000 heaps, in 1 MiB.
/// let officers = TakeAndBreak::officers();
/// let census = officers.census(10_000, &CensusOptions::default().memory(1 << 20))?;
/// let values = officers.nim_sequence(10_000)?;
/// let mut histogram = vec![0u64; values.largest_value() as usize + 1];
/// for value in values.values() {
///     histogram[value as usize] += 1;
/// }
/// assert_eq!(census.histogram(), &histogram[..]);
/// assert_eq!(census.largest_value(), values.largest_value());
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Census {
    pub(super) game: TakeAndBreak,
    /// Heaps counted: `0..heaps`, those past `held.len()` from the period.
    pub(super) heaps: u64,
    pub(super) period: Option<Period>,
    /// The length at which a period is checked for next.
    pub(super) next_check: usize,
    pub(super) engine: Engine,
    pub(super) held: Held,
    pub(super) memory: u64,
}

/// Two censuses are equal when they report the same: the game, the heaps, the counts,
/// the largest value and its heap, the rare heaps, the masks and the period (not the
/// memory they ran in).
impl PartialEq for Census {
    fn eq(&self, other: &Census) -> bool {
        self.game == other.game
            && self.heaps == other.heaps
            && self.computed() == other.computed()
            && self.histogram() == other.histogram()
            && self.held.largest == other.held.largest
            && self.period == other.period
            && self.masks() == other.masks()
            && self.rare_heaps() == other.rare_heaps()
    }
}

impl Eq for Census {}

impl Census {
    /// The game counted.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::kayles().census(100, &CensusOptions::default())?;
    /// assert_eq!(census.game(), &TakeAndBreak::kayles());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn game(&self) -> &TakeAndBreak {
        &self.game
    }

    /// Heaps counted: `0..heaps()`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::officers().census(1000, &CensusOptions::default())?;
    /// assert_eq!(census.heaps(), 1000);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn heaps(&self) -> u64 {
        self.heaps
    }

    /// Heaps whose values the engine computed: all of them, or fewer once a period is
    /// certified (the period counts the rest).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// // Kayles' period is certified long before a trillion heaps.
    /// let census = TakeAndBreak::kayles().census(1 << 40, &CensusOptions::default())?;
    /// assert_eq!(census.heaps(), 1 << 40);
    /// assert!(census.computed() < 1000);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn computed(&self) -> u64 {
        self.held.len() as u64
    }

    /// The count of each value over heaps `0..heaps()`: `histogram()[v]` heaps have value
    /// `v`, up to the largest value.
    ///
    /// # Complexity
    ///
    /// `O(1)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// // Dawson's Kayles from heap 0: 0, 0, 1, 1, 2, 0, 3, 1.
    /// let census = TakeAndBreak::dawsons_kayles().census(8, &CensusOptions::default())?;
    /// assert_eq!(census.histogram(), &[3, 3, 1, 1]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn histogram(&self) -> &[u64] {
        &self.held.counts
    }

    /// The largest value among heaps `0..heaps()`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::kayles().census(12, &CensusOptions::default())?;
    /// assert_eq!(census.largest_value(), 6); // a row of 11 pins
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn largest_value(&self) -> u64 {
        self.held.largest.0
    }

    /// The first heap whose value is [`largest_value`](Self::largest_value).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::kayles().census(12, &CensusOptions::default())?;
    /// assert_eq!(census.largest_value_heap(), 11);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn largest_value_heap(&self) -> u64 {
        self.held.largest.1
    }

    /// The heaps the sparse-space method counts as rare, ascending, with their values:
    /// the heaps whose value is rare under the mask of a class of moves that split
    /// ([`masks`](Self::masks)), among the heaps computed. Empty once values of `2^15` or
    /// more turn the method off.
    ///
    /// # Complexity
    ///
    /// `O(r)` for `r` rare heaps (the two classes' lists are merged).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::new("0.161")?.census(1 << 16, &CensusOptions::default())?;
    /// let rare = census.rare_heaps();
    /// assert!(!rare.is_empty() && rare.len() < 1000); // a few hundred of 65,536
    /// assert!(rare.windows(2).all(|pair| pair[0].0 < pair[1].0));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn rare_heaps(&self) -> Vec<(u64, u64)> {
        self.engine.rare_list()
    }

    /// The masks of the sparse-space method: for the moves that split after taking an even
    /// number of tokens, then an odd number; `None` for a class with no such move, or once
    /// the method is off. The value `v` of heap `n` is rare in a class when
    /// `(v << 1) | (n % 2)` has an even number of ones under its mask: bit 0 of a mask is
    /// the heap's parity, bit `k + 1` bit `k` of the value (T. Plambeck and A. Gangolli's
    /// common and rare values; the `engine` docs).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// // Grundy's game splits without taking: only the first class.
    /// let census = TakeAndBreak::grundys_game().census(10_000, &CensusOptions::default())?;
    /// let [even, odd] = census.masks();
    /// assert!(even.is_some() && odd.is_none());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn masks(&self) -> [Option<u64>; 2] {
        self.engine.masks()
    }

    /// The certified period, when one is: checked as [`nim_sequence`](TakeAndBreak::nim_sequence)
    /// checks it (Guy and Smith's theorem, for the codes where it applies), while the census
    /// holds every value from heap 0. Once certified, the period counts the heaps past the
    /// ones computed.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::kayles().census(1000, &CensusOptions::default())?;
    /// assert_eq!(census.period(), Some(Period { preperiod: 71, period: 12 }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The memory the census holds at most, in bytes (its options' when it last ran).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let census = TakeAndBreak::kayles().census(100, &CensusOptions::default().memory(1 << 20))?;
    /// assert_eq!(census.memory(), 1 << 20);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn memory(&self) -> u64 {
        self.memory
    }
}

/// What a census reports as it goes: every 65,536 heaps and at the end (see
/// [`TakeAndBreak::census_with`]).
///
/// # Example
///
/// ```
/// use core::ops::ControlFlow;
/// use impartial::prelude::*;
/// use impartial::take_and_break::CensusOptions;
///
/// let mut last = None;
/// TakeAndBreak::officers().census_with(100, &CensusOptions::default(), |progress| {
///     last = Some(progress.clone());
///     ControlFlow::Continue(())
/// })?;
/// let last = last.unwrap();
/// assert_eq!((last.heaps, last.limit, last.largest_value), (100, 100, 8));
/// assert_eq!(last.eta, Some(std::time::Duration::ZERO));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct CensusProgress {
    /// Heaps counted: `0..heaps`.
    pub heaps: u64,
    /// The heaps asked for.
    pub limit: u64,
    /// The largest value so far.
    pub largest_value: u64,
    /// Heaps the sparse-space method counts as rare (the larger count of its two classes).
    pub rare_heaps: u64,
    /// Heaps computed a second since this run began.
    pub heaps_per_second: f64,
    /// The time left at that rate, when it can be told.
    pub eta: Option<Duration>,
}
