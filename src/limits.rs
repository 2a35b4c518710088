//! The limits of a search, one type for every solver that walks a game
//! ([`Search`](crate::Search), [`LoopySearch`](crate::LoopySearch),
//! [`LoopySum`](crate::LoopySum)): the most positions it may store, the most memory it may
//! hold, the most time a question may take, and a handle that stops it from another thread.

use core::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::Error;

/// How many steps of a walk pass between two looks at the clock and the cancel flag.
const STEPS_BETWEEN_LOOKS: u32 = 1 << 10;

/// The most positions a search stores: it numbers them with a `u32`.
const MOST_POSITIONS: usize = u32::MAX as usize;

/// What ran out, in [`Error::LimitReached`].
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::Limit;
///
/// let search = Search::new(Nim::normal()).with_position_limit(10);
/// let error = search.try_outcome(&vec![u64::MAX]).unwrap_err();
/// assert!(matches!(error, Error::LimitReached { limit: Limit::Positions, .. }));
/// assert_eq!(Limit::Positions.to_string(), "position");
/// assert_eq!(Limit::Time.unit(), "milliseconds");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Limit {
    /// The positions a search may store: its [position limit](Limits::positions), or the
    /// most it can number (2^32 − 1 for [`Search`](crate::Search), 2^32 − 3 for
    /// [`LoopySearch`](crate::LoopySearch)). Counted in positions.
    Positions,
    /// The moves between explored positions that a [`LoopySearch`](crate::LoopySearch)
    /// can number: `u32::MAX`. Counted in moves.
    Moves,
    /// The time a question may take: the [time limit](Limits::time). Counted in
    /// milliseconds.
    Time,
    /// The elements a misère quotient may have: the bound given to
    /// [`Misere::misere_quotient_with`](crate::Misere::misere_quotient_with).
    /// Counted in elements.
    Elements,
    /// The candidate quotients one heap of a misère quotient may try before the
    /// computation gives up (400). Counted in candidates.
    Candidates,
    /// The memory a [`Search`](crate::Search) may hold: its [memory limit](Limits::memory),
    /// by default [a quarter of the machine's](Limits::default_memory). Counted in bytes.
    Memory,
}

impl Limit {
    /// The unit the limit is counted in, plural: `"positions"`, `"moves"`, `"milliseconds"`.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(impartial::Limit::Positions.unit(), "positions");
    /// ```
    #[must_use]
    pub const fn unit(self) -> &'static str {
        match self {
            Limit::Positions => "positions",
            Limit::Moves => "moves",
            Limit::Time => "milliseconds",
            Limit::Elements => "elements",
            Limit::Candidates => "candidates",
            Limit::Memory => "bytes",
        }
    }
}

impl Limit {
    /// The unit the limit is counted in, singular: `"position"`, `"millisecond"`, for "1
    /// position allowed" (every [`unit`](Limit::unit) is its singular and an `s`).
    pub(crate) fn noun(self) -> &'static str {
        let unit = self.unit();
        unit.strip_suffix('s').unwrap_or(unit)
    }
}

/// The limit's name, as in "position limit": `position`, `move`, `time`.
impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limit::Positions => "position",
            Limit::Moves => "move",
            Limit::Time => "time",
            Limit::Elements => "element",
            Limit::Candidates => "candidate",
            Limit::Memory => "memory",
        })
    }
}

/// Stops a search from another thread: the question it is working on (or the next one) of
/// a [`Search`](crate::Search), a [`LoopySearch`](crate::LoopySearch) or a
/// [`LoopySum`](crate::LoopySum) returns [`Error::Cancelled`], and the search stays usable.
///
/// Each search has one of its own, which its
/// [`cancel_handle`](Limited::cancel_handle) gives; cloned handles stop the same searches,
/// and [`Limits::cancelled_by`] makes several searches share one. A cancellation is spent
/// by the first question that meets it.
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
    /// A handle not yet tied to a search, with no cancellation pending: give it to searches
    /// with [`Limits::cancelled_by`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::{CancelHandle, Limits};
    ///
    /// let handle = CancelHandle::new();
    /// let limits = Limits::new().cancelled_by(&handle);
    /// let search = Search::new(Nim::normal()).with_limits(limits);
    /// handle.cancel();
    /// assert!(search.cancel_handle().is_cancelled());
    /// assert!(matches!(search.try_outcome(&vec![5, 6]), Err(Error::Cancelled { .. })));
    /// ```
    #[must_use]
    pub fn new() -> Self {
        CancelHandle(Arc::new(AtomicBool::new(false)))
    }

    /// Asks the searches it stops to stop.
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

/// A handle with no cancellation pending, as [`CancelHandle::new`].
impl Default for CancelHandle {
    fn default() -> Self {
        CancelHandle::new()
    }
}

/// The limits of a search: the most positions it may store, the most time each question
/// may take, and the [`CancelHandle`] that stops it. By default there are none: a search
/// stores every position it needs, for as long as it needs, and has a handle of its own.
///
/// Every solver that walks a game takes one through [`Limited`]:
/// `Search::new(game).with_limits(limits)`, or one limit at a time with
/// [`with_position_limit`](Limited::with_position_limit) and
/// [`with_time_limit`](Limited::with_time_limit). Past a limit its `try_` methods return
/// [`Error::LimitReached`] naming the [`Limit`], and a cancellation [`Error::Cancelled`].
///
/// A clone has the same limits and the same cancel handle: searches given clones of one
/// `Limits` are stopped by one handle.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use impartial::prelude::*;
/// use impartial::{Limit, Limits};
///
/// let limits = Limits::new().positions(1000).time(Duration::from_secs(10));
/// let search = Search::new(Nim::normal()).with_limits(limits.clone());
/// let loopy = LoopySearch::new(Subtraction::bash(2)?).with_limits(limits);
/// assert_eq!(search.limits().position_limit(), Some(1000));
/// assert!(matches!(
///     search.try_outcome(&vec![u64::MAX]),
///     Err(Error::LimitReached { limit: Limit::Positions, allowed: 1000, .. })
/// ));
/// assert!(matches!(
///     loopy.try_outcome(&u64::MAX),
///     Err(Error::LimitReached { limit: Limit::Positions, allowed: 1000, .. })
/// ));
/// // One handle stops both.
/// search.cancel_handle().cancel();
/// assert!(loopy.cancel_handle().is_cancelled());
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Clone, Default)]
pub struct Limits {
    positions: Option<usize>,
    memory: Option<u64>,
    time: Option<Duration>,
    cancel: CancelHandle,
}

/// The limits that are set and whether a cancellation is pending:
/// `Limits { positions: 50, cancelled: false }`.
impl fmt::Debug for Limits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut debug = f.debug_struct("Limits");
        if let Some(positions) = &self.positions {
            debug.field("positions", positions);
        }
        if let Some(memory) = &self.memory {
            debug.field("memory", memory);
        }
        if let Some(time) = &self.time {
            debug.field("time", time);
        }
        debug.field("cancelled", &self.cancel.is_cancelled());
        debug.finish()
    }
}

impl Limits {
    /// No limits, and a cancel handle of its own.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Limits;
    ///
    /// let limits = Limits::new();
    /// assert_eq!(limits.position_limit(), None);
    /// assert_eq!(limits.time_limit(), None);
    /// assert!(!limits.cancel_handle().is_cancelled());
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Limits::default()
    }

    /// The same limits, storing at most `most` positions: a question that needs more
    /// returns [`Error::LimitReached`] with [`Limit::Positions`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Limits;
    ///
    /// assert_eq!(Limits::new().positions(50).position_limit(), Some(50));
    /// ```
    #[must_use]
    pub fn positions(self, most: usize) -> Self {
        Limits {
            positions: Some(most),
            ..self
        }
    }

    /// The same limits, holding at most `bytes` of memory: a [`Search`](crate::Search) keeps
    /// its transposition table within them (the table grows up to them, then replaces its
    /// least valuable entries), and a question whose line of play needs more returns
    /// [`Error::LimitReached`] with [`Limit::Memory`]. Without it a search takes
    /// [`Limits::default_memory`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Limits;
    ///
    /// assert_eq!(Limits::new().memory(1 << 20).memory_limit(), Some(1 << 20));
    /// assert_eq!(Limits::new().memory_limit(), None);
    /// ```
    #[must_use]
    pub fn memory(self, bytes: u64) -> Self {
        Limits {
            memory: Some(bytes),
            ..self
        }
    }

    /// The memory a search holds when no [memory limit](Limits::memory) is set: a quarter
    /// of the machine's memory (`MemTotal` of `/proc/meminfo`), or of the process's
    /// address-space limit when that is smaller (`/proc/self/limits`), or 1 GiB where
    /// neither can be read. Read once, then kept.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Limits;
    ///
    /// assert!(Limits::default_memory() >= 1 << 20);
    /// ```
    #[must_use]
    pub fn default_memory() -> u64 {
        static DEFAULT: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
        *DEFAULT.get_or_init(|| {
            let machine = read_machine_memory();
            let address_space = read_address_space_limit();
            let whole = match (machine, address_space) {
                (Some(machine), Some(space)) => machine.min(space),
                (Some(bytes), None) | (None, Some(bytes)) => bytes,
                (None, None) => 4 << 30,
            };
            (whole / 4).max(1 << 20)
        })
    }

    /// The most memory a search may hold, if limited (else it holds
    /// [`Limits::default_memory`]).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal()).with_limits(impartial::Limits::new().memory(4096));
    /// assert_eq!(search.limits().memory_limit(), Some(4096));
    /// ```
    #[must_use]
    pub fn memory_limit(&self) -> Option<u64> {
        self.memory
    }

    /// The same limits, each question taking at most about `most` (the clock is read every
    /// 1,024 steps): past it a question returns [`Error::LimitReached`] with
    /// [`Limit::Time`], counted in milliseconds.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use impartial::Limits;
    ///
    /// let limits = Limits::new().time(Duration::from_millis(5));
    /// assert_eq!(limits.time_limit(), Some(Duration::from_millis(5)));
    /// ```
    #[must_use]
    pub fn time(self, most: Duration) -> Self {
        Limits {
            time: Some(most),
            ..self
        }
    }

    /// The same limits, stopped by `handle` (and by every clone of it) instead of the
    /// handle they had.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::{CancelHandle, Limits};
    ///
    /// let handle = CancelHandle::new();
    /// let limits = Limits::new().cancelled_by(&handle);
    /// handle.cancel();
    /// assert!(limits.cancel_handle().is_cancelled());
    /// ```
    #[must_use]
    pub fn cancelled_by(self, handle: &CancelHandle) -> Self {
        Limits {
            cancel: handle.clone(),
            ..self
        }
    }

    /// The most positions a search may store, if limited.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal()).with_position_limit(50);
    /// assert_eq!(search.limits().position_limit(), Some(50));
    /// ```
    #[must_use]
    pub fn position_limit(&self) -> Option<usize> {
        self.positions
    }

    /// The most time a question may take, if limited.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal()).with_time_limit(Duration::from_secs(1));
    /// assert_eq!(search.limits().time_limit(), Some(Duration::from_secs(1)));
    /// ```
    #[must_use]
    pub fn time_limit(&self) -> Option<Duration> {
        self.time
    }

    /// The handle that stops the searches given these limits.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Limits;
    ///
    /// let limits = Limits::new();
    /// limits.cancel_handle().cancel();
    /// assert!(limits.clone().cancel_handle().is_cancelled()); // clones share it
    /// ```
    #[must_use]
    pub fn cancel_handle(&self) -> CancelHandle {
        self.cancel.clone()
    }

    /// The same limits with a cancel handle of their own: for a clone of a search.
    pub(crate) fn with_own_cancel(&self) -> Self {
        Limits {
            cancel: CancelHandle::new(),
            ..self.clone()
        }
    }

    /// Starts measuring one question.
    pub(crate) fn meter(&self) -> Meter<'_> {
        Meter {
            limits: self,
            most_positions: self
                .positions
                .map_or(MOST_POSITIONS, |positions| positions.min(MOST_POSITIONS)),
            most_bytes: usize::try_from(self.memory.unwrap_or_else(Limits::default_memory))
                .unwrap_or(usize::MAX),
            started: self.time.map(|_| Instant::now()),
            // The first step looks, so a cancellation asked before the question stops it.
            steps: STEPS_BETWEEN_LOOKS - 1,
        }
    }
}

/// A solver that works within [`Limits`]: [`Search`](crate::Search),
/// [`LoopySearch`](crate::LoopySearch) and [`LoopySum`](crate::LoopySum). Each says in its
/// own documentation what a limit bounds and what a question that reaches one keeps.
///
/// It gives every such solver the same builders: [`with_limits`](Limited::with_limits) for
/// all the limits at once, [`with_position_limit`](Limited::with_position_limit) and
/// [`with_time_limit`](Limited::with_time_limit) for one, and
/// [`cancel_handle`](Limited::cancel_handle).
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use impartial::prelude::*;
///
/// // Any limited solver, bounded the same way.
/// fn bounded<S: Limited>(solver: S) -> S {
///     solver.with_position_limit(100).with_time_limit(Duration::from_secs(10))
/// }
/// let search = bounded(Search::new(Subtraction::bash(2)?));
/// let loopy = bounded(LoopySearch::new(Subtraction::bash(2)?));
/// assert_eq!(search.try_outcome(&99), Ok(Outcome::Loss));
/// assert_eq!(loopy.try_outcome(&99), Ok(Outcome::Loss));
/// assert!(search.try_outcome(&1000).is_err());
/// assert!(loopy.try_outcome(&1000).is_err());
/// # Ok::<(), impartial::Error>(())
/// ```
pub trait Limited: Sized {
    /// The limits it works within.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// assert_eq!(search.limits().position_limit(), None);
    /// ```
    fn limits(&self) -> &Limits;

    /// The same solver, working within `limits`, and stopped by their cancel handle: a
    /// handle taken from the solver before stops it no more, unless `limits` were
    /// [cancelled by](Limits::cancelled_by) it. (The one-limit builders keep the handle.)
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::{Limit, Limits};
    ///
    /// let search = Search::new(Nim::normal()).with_limits(Limits::new().positions(10));
    /// assert!(matches!(
    ///     search.try_outcome(&vec![u64::MAX]),
    ///     Err(Error::LimitReached { limit: Limit::Positions, allowed: 10, reached: 11 })
    /// ));
    /// ```
    #[must_use]
    fn with_limits(self, limits: Limits) -> Self;

    /// The same solver, storing at most `limit` positions: a question that needs more
    /// returns [`Error::LimitReached`] with [`Limit::Positions`] from the `try_` methods.
    ///
    /// Without a limit (the default) a solver stores every position it reaches: on a game
    /// with astronomically many positions (a Nim heap of `u64::MAX`), it grows until memory
    /// runs out. Set a limit, or a [time limit](Limited::with_time_limit), whenever the
    /// position comes from outside.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::Limit;
    ///
    /// let search = Search::new(Nim::normal()).with_position_limit(1000);
    /// let error = search.try_outcome(&vec![u64::MAX]).unwrap_err();
    /// assert_eq!(
    ///     error,
    ///     Error::LimitReached { limit: Limit::Positions, allowed: 1000, reached: 1001 }
    /// );
    /// assert_eq!(
    ///     error.to_string(),
    ///     "position limit reached: 1000 positions allowed, and the work stopped at 1001"
    /// );
    /// assert_eq!(search.try_outcome(&vec![3, 4, 5]), Ok(Outcome::Win)); // still usable
    /// ```
    #[must_use]
    fn with_position_limit(self, limit: usize) -> Self {
        let limits = self.limits().clone().positions(limit);
        self.with_limits(limits)
    }

    /// The same solver, each question taking at most about `limit` (the clock is read every
    /// 1,024 steps): past it the `try_` methods return [`Error::LimitReached`] with
    /// [`Limit::Time`], in milliseconds.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use impartial::prelude::*;
    /// use impartial::Limit;
    ///
    /// let search = Search::new(Subtraction::bash(1)?).with_time_limit(Duration::ZERO);
    /// let error = search.try_outcome(&u64::MAX).unwrap_err();
    /// assert!(matches!(error, Error::LimitReached { limit: Limit::Time, allowed: 0, .. }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    fn with_time_limit(self, limit: Duration) -> Self {
        let limits = self.limits().clone().time(limit);
        self.with_limits(limits)
    }

    /// A handle that stops this solver from another thread; see [`CancelHandle`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Subtraction::bash(1)?);
    /// search.cancel_handle().cancel();
    /// assert!(matches!(search.try_outcome(&1000), Err(Error::Cancelled { .. })));
    /// assert_eq!(search.try_outcome(&1000), Ok(Outcome::Loss)); // spent: the next one runs
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    fn cancel_handle(&self) -> CancelHandle {
        self.limits().cancel_handle()
    }
}

/// The limits of one question, as they are spent.
pub(crate) struct Meter<'a> {
    limits: &'a Limits,
    /// The position limit, at most the positions a search can number.
    most_positions: usize,
    /// The memory limit, in bytes.
    most_bytes: usize,
    /// When the question started, read only under a time limit (a question asked
    /// without one costs no look at the clock).
    started: Option<Instant>,
    steps: u32,
}

impl Meter<'_> {
    /// The memory a search may hold, in bytes.
    pub(crate) fn memory_limit(&self) -> usize {
        self.most_bytes
    }

    /// `Ok` while `held` bytes are within the memory limit.
    #[inline]
    pub(crate) fn memory_room(&self, held: usize) -> Result<(), Error> {
        if held <= self.most_bytes {
            Ok(())
        } else {
            Err(Error::LimitReached {
                limit: Limit::Memory,
                allowed: self.most_bytes as u64,
                reached: held as u64,
            })
        }
    }

    /// Whether one more position can be stored beside the `stored` ones: within the
    /// position limit, and below the 2^32 − 1 positions that a search numbers in a `u32`.
    #[inline]
    pub(crate) fn room(&self, stored: usize) -> Result<(), Error> {
        if stored < self.most_positions {
            Ok(())
        } else {
            Err(Self::full(self.most_positions, stored))
        }
    }

    /// The error of a search that has stored `stored` positions against `limit`, and needs
    /// one more.
    #[cold]
    #[inline(never)]
    fn full(limit: usize, stored: usize) -> Error {
        Error::LimitReached {
            limit: Limit::Positions,
            allowed: limit as u64,
            reached: (stored as u64).saturating_add(1),
        }
    }

    /// A meter for one phase of the same question: the same clock and cancel flag, at most
    /// `most` positions (and never more than this meter allows).
    pub(crate) fn with_positions(&self, most: usize) -> Self {
        Meter {
            most_positions: most.min(self.most_positions),
            steps: STEPS_BETWEEN_LOOKS - 1,
            ..*self
        }
    }

    /// The limit on positions.
    pub(crate) fn position_limit(&self) -> usize {
        self.most_positions
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
    pub(crate) fn look(&self, stored: usize) -> Result<(), Error> {
        if self.limits.cancel.0.swap(false, Ordering::Relaxed) {
            return Err(Error::Cancelled {
                positions: stored as u64,
            });
        }
        if let (Some(time), Some(started)) = (self.limits.time, self.started) {
            let spent = started.elapsed();
            if spent > time {
                return Err(Error::LimitReached {
                    limit: Limit::Time,
                    allowed: time.as_millis().try_into().unwrap_or(u64::MAX),
                    reached: spent.as_millis().try_into().unwrap_or(u64::MAX),
                });
            }
        }
        Ok(())
    }
}

/// The machine's memory, from `MemTotal` in `/proc/meminfo`, in bytes.
fn read_machine_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|line| line.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The process's address-space limit, from `Max address space` in `/proc/self/limits`, in
/// bytes; `None` when unlimited or unreadable.
fn read_address_space_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max address space"))?;
    // "Max address space  <soft>  <hard>  bytes": the soft limit is what allocations meet.
    let soft = line["Max address space".len()..]
        .split_whitespace()
        .next()?;
    soft.parse().ok()
}
