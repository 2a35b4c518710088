//! Budgets for a search ([`Search`](crate::Search), [`LoopySearch`](crate::LoopySearch)): the
//! most positions it may store, the most time a question may take, and a handle that stops
//! it from another thread.

use core::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::Error;

/// How many steps of a walk pass between two looks at the clock and the cancel flag.
const STEPS_BETWEEN_LOOKS: u32 = 1 << 10;

/// Stops a [`Search`](crate::Search), a [`LoopySearch`](crate::LoopySearch) or a
/// [`LoopySum`](crate::LoopySum) from another thread: the question it is working on (or the
/// next one) returns [`Error::Cancelled`], and the search stays usable. Made by each one's
/// `cancel_handle`; cloned handles stop the same search.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let search = Search::new(Subtraction::bash(1)?);
/// let handle = search.cancel_handle();
/// std::thread::spawn(move || handle.cancel()).join().unwrap();
/// assert!(matches!(search.try_outcome(&1_000_000), Err(Error::Cancelled { .. })));
/// // The cancellation is spent: the next question runs.
/// assert_eq!(search.try_outcome(&10), Ok(Outcome::Loss));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct CancelHandle(Arc<AtomicBool>);

impl CancelHandle {
    /// A handle not yet tied to a search, with no cancellation pending.
    pub(crate) fn fresh() -> Self {
        CancelHandle(Arc::new(AtomicBool::new(false)))
    }

    /// Asks the search to stop.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// let handle = search.cancel_handle();
    /// handle.cancel();
    /// assert!(matches!(search.try_outcome(&vec![5, 6]), Err(Error::Cancelled { .. })));
    /// ```
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether a cancellation is pending (asked, and not yet met by a question).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// let handle = search.cancel_handle();
    /// assert!(!handle.is_cancelled());
    /// handle.cancel();
    /// assert!(handle.is_cancelled());
    /// let _ = search.try_outcome(&vec![5, 6]); // meets the cancellation, and spends it
    /// assert!(!handle.is_cancelled());
    /// ```
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The most positions a search stores: it numbers them with a `u32`.
const MOST_POSITIONS: usize = u32::MAX as usize;

/// The limits of a search. By default there are none: a search stores every position it
/// needs, for as long as it needs.
pub(crate) struct Budget {
    positions: usize,
    time: Option<Duration>,
    cancel: Arc<AtomicBool>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            positions: usize::MAX,
            time: None,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// The limits that are set and whether a cancellation is pending:
/// `Budget { positions: 50, cancelled: false }`.
impl fmt::Debug for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut debug = f.debug_struct("Budget");
        if self.positions != usize::MAX {
            debug.field("positions", &self.positions);
        }
        if let Some(time) = &self.time {
            debug.field("time", time);
        }
        debug.field("cancelled", &self.cancel.load(Ordering::Relaxed));
        debug.finish()
    }
}

/// A clone has the same limits and a cancel flag of its own.
impl Clone for Budget {
    fn clone(&self) -> Self {
        Budget {
            positions: self.positions,
            time: self.time,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl Budget {
    pub(crate) fn with_positions(self, positions: usize) -> Self {
        Budget { positions, ..self }
    }

    pub(crate) fn with_time(self, time: Duration) -> Self {
        Budget {
            time: Some(time),
            ..self
        }
    }

    /// The same limits, stopped by `handle` (and by every clone of it).
    pub(crate) fn cancelled_by(self, handle: &CancelHandle) -> Self {
        Budget {
            cancel: Arc::clone(&handle.0),
            ..self
        }
    }

    /// The most positions it may store.
    pub(crate) fn positions(&self) -> usize {
        self.positions
    }

    /// The most time a question may take, if limited.
    pub(crate) fn time(&self) -> Option<Duration> {
        self.time
    }

    pub(crate) fn cancel_handle(&self) -> CancelHandle {
        CancelHandle(Arc::clone(&self.cancel))
    }

    /// Starts measuring one question.
    pub(crate) fn meter(&self) -> Meter<'_> {
        Meter {
            budget: self,
            started: Instant::now(),
            // The first step looks, so a cancellation asked before the question stops it.
            steps: STEPS_BETWEEN_LOOKS - 1,
        }
    }
}

/// The budget of one question, as it is spent.
pub(crate) struct Meter<'a> {
    budget: &'a Budget,
    started: Instant,
    steps: u32,
}

impl Meter<'_> {
    /// Whether one more position can be stored beside the `stored` ones: within the
    /// position limit, and below the 2^32 − 1 positions that a search numbers in a `u32`.
    #[inline]
    pub(crate) fn room(&self, stored: usize) -> Result<(), Error> {
        let limit = self.budget.positions.min(MOST_POSITIONS);
        if stored < limit {
            Ok(())
        } else {
            Err(Self::full(limit, stored))
        }
    }

    /// The error of a search that has stored `stored` positions against `limit`.
    #[cold]
    #[inline(never)]
    fn full(limit: usize, stored: usize) -> Error {
        Error::LimitReached {
            what: "positions stored",
            limit: limit as u64,
            reached: stored as u64,
        }
    }

    /// One step of a walk: every so often, a look at the clock and the cancel flag. A
    /// cancellation is spent when it is met. `stored` is how many positions are stored.
    #[inline]
    pub(crate) fn tick(&mut self, stored: usize) -> Result<(), Error> {
        self.steps += 1;
        if self.steps < STEPS_BETWEEN_LOOKS {
            return Ok(());
        }
        self.steps = 0;
        self.look(stored)
    }

    /// The clock and the cancel flag, now.
    #[cold]
    #[inline(never)]
    fn look(&self, stored: usize) -> Result<(), Error> {
        if self.budget.cancel.swap(false, Ordering::Relaxed) {
            return Err(Error::Cancelled {
                positions: stored as u64,
            });
        }
        if let Some(time) = self.budget.time {
            let spent = self.started.elapsed();
            if spent > time {
                return Err(Error::LimitReached {
                    what: "milliseconds",
                    limit: time.as_millis().try_into().unwrap_or(u64::MAX),
                    reached: spent.as_millis().try_into().unwrap_or(u64::MAX),
                });
            }
        }
        Ok(())
    }
}
