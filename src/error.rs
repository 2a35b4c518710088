//! The crate's one error type.

use std::io;
use std::sync::Arc;

use crate::limits::Limit;

/// Everything that can go wrong in `impartial`: an illegal move, a count too large for its
/// type, a game whose moves loop where they may not, or a limit reached.
///
/// Each message names the offending value, so it can be shown to a person as it is.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let nim = Nim::normal();
/// let error = nim.play(&vec![3, 4], &NimMove { heap: 1, take: 9 }).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "illegal move (take 9 from heap 1): it takes 9 stones but the heap holds only 4"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A move names a heap that the position does not have.
    #[error("illegal move ({mv}): there is no heap {heap}, the position has {}", count(*heaps, "heap"))]
    NoSuchHeap {
        /// The move, in the game's own notation.
        mv: String,
        /// The heap index the move names.
        heap: usize,
        /// How many heaps the position has.
        heaps: usize,
    },
    /// A position of the wrong shape for its game: a sum's position with a different number
    /// of parts than the sum has components.
    #[error(
        "wrong shape: the position has {}, but the sum has {}",
        count(*parts, "part"),
        count(*components, "component")
    )]
    WrongShape {
        /// How many parts the position has.
        parts: usize,
        /// How many components the sum has.
        components: usize,
    },
    /// A part of a [mixed](crate::sum::Sum::mixed) sum's position that is not of the type its
    /// game takes.
    #[error("a position of this part is a {expected}")]
    PositionType {
        /// The type the part's game takes.
        expected: &'static str,
    },
    /// An error in one part of a sum, with the part it came from.
    #[error("in part {part}: {error}")]
    InPart {
        /// Index of the part (the sum's component).
        part: usize,
        /// What went wrong there.
        error: Box<Error>,
    },
    /// A move that takes nothing: every move must take at least one stone.
    #[error("illegal move ({mv}): a move must take at least one stone")]
    TakesNothing {
        /// The move, in the game's own notation.
        mv: String,
    },
    /// A move that takes more stones than its heap holds.
    #[error(
        "illegal move ({mv}): it takes {} but the heap holds only {available}",
        count(*take, "stone")
    )]
    TakesTooMany {
        /// The move, in the game's own notation.
        mv: String,
        /// How many stones the move takes.
        take: u64,
        /// How many stones the heap holds.
        available: u64,
    },
    /// A move the rules forbid for a reason of the game's own, such as an amount that the
    /// game does not allow.
    #[error("illegal move ({mv}): {reason}")]
    IllegalMove {
        /// The move, in the game's own notation.
        mv: String,
        /// What the rules require instead.
        reason: String,
    },
    /// A game parameter the rules cannot work with.
    #[error("invalid {parameter} ({value}): {reason}")]
    InvalidParameter {
        /// The parameter's name.
        parameter: &'static str,
        /// The value given.
        value: String,
        /// What the parameter must be, or what is wrong with it.
        reason: String,
    },
    /// A position holds a heap beyond the values a solver has computed, for a game whose
    /// values have no certified period: the answer is not known.
    #[error(
        "heap {heap} holds {size}, but the values are known only for heaps below {known}: compute the nim-sequence further"
    )]
    UnknownHeap {
        /// Index of the heap in the position.
        heap: usize,
        /// Its size.
        size: u64,
        /// How many values are known: heaps `0..known`.
        known: u64,
    },
    /// A position holds a heap beyond those a [`MisereQuotient`](crate::MisereQuotient)
    /// covers, for a quotient whose period is not certified: the outcome is not known.
    #[error(
        "heap {heap} holds {size}, but the quotient covers only heaps below {known}: compute the quotient further, with misere_quotient(n) for an n of {size} or more"
    )]
    UnknownQuotientHeap {
        /// Index of the heap in the position.
        heap: usize,
        /// Its size.
        size: u64,
        /// How many heaps the quotient covers: heaps `0..known`.
        known: u64,
    },
    /// Reading or writing a file failed. The operating system's error is kept whole: its
    /// [`kind`](IoError::kind), its message, and this error's
    /// [`source`](std::error::Error::source).
    #[error("could not {action}: {source}")]
    Io {
        /// What was being done, with the file's name.
        action: String,
        /// What the operating system said.
        source: IoError,
    },
    /// A saved file is truncated, corrupt, or not a file of this kind: no value is read from it.
    #[error("corrupt file: {reason}")]
    CorruptFile {
        /// What is wrong with it.
        reason: String,
    },
    /// A stored nim-sequence holds a value that is not its game's: the first such heap,
    /// found by [`NimSequence::verify`](crate::take_and_break::NimSequence::verify).
    #[error(
        "heap {heap} is stored as worth {stored}, but its value is {computed}: the values were not computed by the game's rules"
    )]
    WrongValue {
        /// The heap.
        heap: u64,
        /// The value stored.
        stored: u64,
        /// The value by the game's rules.
        computed: u64,
    },
    /// A computation needed more memory than could be had; nothing was lost, and the work
    /// done so far is kept where the method says so.
    #[error("out of memory: {what}")]
    OutOfMemory {
        /// What could not be allocated.
        what: String,
    },
    /// A [census](crate::take_and_break::Census) stopped because what it must hold does not
    /// fit in its memory: the value of a heap it no longer holds (a first heap it did not
    /// keep, or one the window has left), or its sets, counts and rare heaps. It keeps the
    /// heaps before `heap`, and goes on with at least `enough` bytes (it may stop again
    /// further on, asking for more).
    #[error(
        "the census stopped at heap {heap}: {reason} in its {memory} bytes; go on with at least {enough} bytes"
    )]
    CensusMemory {
        /// The heap it stopped at: heaps `0..heap` are counted.
        heap: u64,
        /// What it needed.
        reason: String,
        /// The memory it had, in bytes.
        memory: u64,
        /// The memory that holds what it needed, in bytes.
        enough: u64,
    },
    /// A game whose values did not show a period that could be certified within the
    /// documented bound of positions, so no closed form could be built.
    #[error(
        "no period of {game} could be certified within its first {}, the most computed; Search answers single positions without one",
        count(*positions, "position")
    )]
    PeriodNotFound {
        /// The game, as its constructor was given it.
        game: String,
        /// How many positions were computed.
        positions: usize,
    },
    /// A misère quotient's computation found no candidate for a heap that enlarges the
    /// quotient: no recalibration of the failing candidate (A. N. Siegel's method, which
    /// [`Misere::misere_quotient`](crate::Misere::misere_quotient) follows) gets
    /// the failing position right. The quotient of the heaps below `heap` can still be
    /// asked for; the game's quotient may be infinite.
    #[error(
        "no misère quotient of {code} was found at heap {heap}: no recalibrated candidate gets the position where the last one failed right"
    )]
    QuotientNotFound {
        /// The game's code.
        code: String,
        /// The heap that enlarges the quotient.
        heap: u64,
    },
    /// An exact result that does not fit in the type that returns it.
    #[error("{quantity} does not fit in {type_name}")]
    Overflow {
        /// What was being computed, with its arguments.
        quantity: String,
        /// The type it would have to fit in.
        type_name: &'static str,
    },
    /// A Grundy value was asked of a game that is not played under normal play: a position
    /// without moves is not lost for the player to move.
    #[error(
        "no Grundy value: position {position} has no moves but is not lost for the player to move, so the game is not played under normal play"
    )]
    NotNormalPlay {
        /// The position without moves, in `Debug` form.
        position: String,
    },
    /// The generic search met a position again on the path that led to it: play can go on for
    /// ever, which [`Search`](crate::Search) cannot solve; [`LoopySearch`](crate::LoopySearch)
    /// can.
    #[error(
        "the moves form a cycle: position {position} is reached again after {}; LoopySearch solves games whose play can loop",
        count(*length, "move")
    )]
    Cycle {
        /// The repeated position, in `Debug` form.
        position: String,
        /// The number of moves from the position back to itself.
        length: usize,
    },
    /// A bounded piece of work reached its bound: `limit` ran out, with `allowed` of its
    /// unit allowed, and the work stopped when it counted `reached` (the first count over
    /// what is allowed, for positions and moves).
    ///
    /// [`Search`](crate::Search) reports it past its position limit or the 2^32 − 1
    /// positions it can number ([`Limit::Positions`]), or its time limit ([`Limit::Time`]),
    /// keeping what it solved before; [`LoopySearch`](crate::LoopySearch) and
    /// [`LoopySum`](crate::LoopySum) when the positions they would have to store exceed the
    /// position limit ([`Limit::Positions`]), the moves between them exceed the `u32`
    /// indices they are stored in ([`Limit::Moves`]), or the exploration the time limit
    /// ([`Limit::Time`]); nothing half-done is kept. Either way the solver answers as before.
    #[error(
        "{limit} limit reached: {} allowed, and the work stopped at {reached}",
        count(*allowed, limit.noun())
    )]
    LimitReached {
        /// What ran out.
        limit: Limit,
        /// How many were allowed, in the limit's [unit](Limit::unit).
        allowed: u64,
        /// How many had been counted when the work stopped.
        reached: u64,
    },
    /// A search stopped by its [`CancelHandle`](crate::CancelHandle): what it solved
    /// before is kept ([`LoopySearch`](crate::LoopySearch) and [`LoopySum`](crate::LoopySum)
    /// drop the exploration it stopped, and keep what earlier questions explored).
    #[error("the search was cancelled, with {} stored", count(*positions, "position"))]
    Cancelled {
        /// How many positions the search had stored when it stopped.
        positions: u64,
    },
}

/// Constructors for the errors every game's [`play`](crate::Game::play) and constructors
/// write, so that a game's checks read as its rules: `return Err(Error::illegal(mv, "..."))`.
/// They are `#[cold]`: a check inlined in a search's loop keeps its error off the hot path.
impl Error {
    /// An [`Error::IllegalMove`]: the rules forbid `mv` (shown by its `Display`) for
    /// `reason`, which says what they require instead.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Error;
    ///
    /// let error = Error::illegal("take 3", "a move takes 1 or 2 stones");
    /// assert_eq!(error.to_string(), "illegal move (take 3): a move takes 1 or 2 stones");
    /// assert!(matches!(error, Error::IllegalMove { .. }));
    /// ```
    #[cold]
    #[must_use]
    pub fn illegal(mv: impl core::fmt::Display, reason: impl Into<String>) -> Self {
        Error::IllegalMove {
            mv: mv.to_string(),
            reason: reason.into(),
        }
    }

    /// An [`Error::TakesTooMany`]: `mv` (shown by its `Display`) takes `take` stones from a
    /// heap of `available`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Error;
    ///
    /// let error = Error::takes_too_many("take 5", 5, 3);
    /// assert_eq!(
    ///     error.to_string(),
    ///     "illegal move (take 5): it takes 5 stones but the heap holds only 3"
    /// );
    /// ```
    #[cold]
    #[must_use]
    pub fn takes_too_many(mv: impl core::fmt::Display, take: u64, available: u64) -> Self {
        Error::TakesTooMany {
            mv: mv.to_string(),
            take,
            available,
        }
    }

    /// An [`Error::TakesNothing`]: `mv` (shown by its `Display`) takes no stone.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Error;
    ///
    /// let error = Error::takes_nothing("take 0");
    /// assert_eq!(
    ///     error.to_string(),
    ///     "illegal move (take 0): a move must take at least one stone"
    /// );
    /// ```
    #[cold]
    #[must_use]
    pub fn takes_nothing(mv: impl core::fmt::Display) -> Self {
        Error::TakesNothing { mv: mv.to_string() }
    }

    /// An [`Error::NoSuchHeap`]: `mv` (shown by its `Display`) names heap `heap` of a
    /// position of `heaps` heaps.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Error;
    ///
    /// let error = Error::no_such_heap("take 1 from heap 4", 4, 2);
    /// assert_eq!(
    ///     error.to_string(),
    ///     "illegal move (take 1 from heap 4): there is no heap 4, the position has 2 heaps"
    /// );
    /// ```
    #[cold]
    #[must_use]
    pub fn no_such_heap(mv: impl core::fmt::Display, heap: usize, heaps: usize) -> Self {
        Error::NoSuchHeap {
            mv: mv.to_string(),
            heap,
            heaps,
        }
    }
    /// An [`Error::InvalidParameter`]: `value` (shown by its `Display`) is not a value of the
    /// game's `parameter`, for `reason`, which says what the parameter must be.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Error;
    ///
    /// let error = Error::invalid("k", 0, "a move takes 1 to k stones");
    /// assert_eq!(error.to_string(), "invalid k (0): a move takes 1 to k stones");
    /// assert!(matches!(error, Error::InvalidParameter { parameter: "k", .. }));
    /// ```
    #[cold]
    #[must_use]
    pub fn invalid(
        parameter: &'static str,
        value: impl core::fmt::Display,
        reason: impl Into<String>,
    ) -> Self {
        Error::InvalidParameter {
            parameter,
            value: value.to_string(),
            reason: reason.into(),
        }
    }

    /// An [`Error::OutOfMemory`]: `what` could not be allocated.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::Error;
    ///
    /// let error = Error::out_of_memory("room for 10 values");
    /// assert_eq!(error.to_string(), "out of memory: room for 10 values");
    /// ```
    #[cold]
    #[must_use]
    pub fn out_of_memory(what: impl Into<String>) -> Self {
        Error::OutOfMemory { what: what.into() }
    }

    /// An [`Error::Io`]: `error` happened while the program tried to `action` (a verb and
    /// the file's name: `open kayles.nims`).
    ///
    /// # Example
    ///
    /// ```
    /// use std::io;
    /// use impartial::Error;
    ///
    /// let denied = io::Error::new(io::ErrorKind::PermissionDenied, "permission denied");
    /// let error = Error::io("create values.nims", denied);
    /// assert_eq!(error.to_string(), "could not create values.nims: permission denied");
    /// let Error::Io { source, .. } = &error else { panic!("an Io error") };
    /// assert_eq!(source.kind(), io::ErrorKind::PermissionDenied);
    /// ```
    #[cold]
    #[must_use]
    pub fn io(action: impl Into<String>, error: io::Error) -> Self {
        Error::Io {
            action: action.into(),
            source: IoError::from(error),
        }
    }
}

/// An operating system's input or output error, as [`Error::Io`] keeps it: the
/// [`io::Error`] itself, shared so that [`Error`] stays `Clone`, and compared by its kind and
/// message so that [`Error`] stays `PartialEq`.
///
/// Its `Display` and [`source`](std::error::Error::source) are the `io::Error`'s own.
///
/// # Example
///
/// ```
/// use std::error::Error as _;
/// use std::io;
/// use impartial::prelude::*;
///
/// let missing = std::env::temp_dir().join(format!("missing-{}.nims", std::process::id()));
/// let error = NimSequence::load(&missing).unwrap_err();
/// let Error::Io { source, .. } = &error else { panic!("an Io error") };
/// assert_eq!(source.kind(), io::ErrorKind::NotFound);
/// // The chain of sources leads to the operating system's error.
/// let cause = error.source().unwrap().downcast_ref::<impartial::IoError>().unwrap();
/// assert_eq!(cause.as_ref().kind(), io::ErrorKind::NotFound);
/// ```
#[derive(Debug, Clone)]
pub struct IoError(Arc<io::Error>);

impl IoError {
    /// The error's kind: [`io::ErrorKind::NotFound`] for a missing file, and so on.
    ///
    /// # Example
    ///
    /// ```
    /// use std::io;
    /// use impartial::IoError;
    ///
    /// let error = IoError::from(io::Error::from(io::ErrorKind::NotFound));
    /// assert_eq!(error.kind(), io::ErrorKind::NotFound);
    /// ```
    #[must_use]
    pub fn kind(&self) -> io::ErrorKind {
        self.0.kind()
    }
}

impl From<io::Error> for IoError {
    fn from(error: io::Error) -> Self {
        IoError(Arc::new(error))
    }
}

impl AsRef<io::Error> for IoError {
    fn as_ref(&self) -> &io::Error {
        &self.0
    }
}

/// Two errors are equal when their kinds and messages are.
impl PartialEq for IoError {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
            || (self.kind() == other.kind() && self.0.to_string() == other.0.to_string())
    }
}

impl Eq for IoError {}

impl core::fmt::Display for IoError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for IoError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

/// `1 heap`, `2 heaps`: a count with its noun, which agrees with it in number (the noun's
/// plural is made with an `s`).
pub(crate) fn count<N: Copy + core::fmt::Display + PartialEq + From<u8>>(
    number: N,
    noun: &str,
) -> String {
    if number == N::from(1) {
        format!("1 {noun}")
    } else {
        format!("{number} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message with a count agrees with its noun in number (issue 28, defect 8).
    #[test]
    fn counts_agree_in_number() {
        let cycle = |length| Error::Cycle {
            position: "7".into(),
            length,
        };
        assert!(cycle(1).to_string().contains("again after 1 move;"));
        assert!(cycle(2).to_string().contains("again after 2 moves;"));
        let cancelled = |positions| Error::Cancelled { positions };
        assert!(cancelled(1).to_string().ends_with("with 1 position stored"));
        assert!(
            cancelled(0)
                .to_string()
                .ends_with("with 0 positions stored")
        );
        let no_period = |positions| Error::PeriodNotFound {
            game: "0.6".into(),
            positions,
        };
        assert!(no_period(1).to_string().contains("its first 1 position,"));
        assert!(no_period(9).to_string().contains("its first 9 positions,"));
        let too_many = |take| Error::TakesTooMany {
            mv: "take".into(),
            take,
            available: 0,
        };
        assert!(too_many(1).to_string().contains("takes 1 stone but"));
        assert!(too_many(2).to_string().contains("takes 2 stones but"));
        let limit = |allowed| Error::LimitReached {
            limit: Limit::Elements,
            allowed,
            reached: allowed + 1,
        };
        assert!(limit(1).to_string().contains(": 1 element allowed,"));
        assert!(limit(2).to_string().contains(": 2 elements allowed,"));
        let shape = Error::WrongShape {
            parts: 1,
            components: 2,
        };
        assert_eq!(
            shape.to_string(),
            "wrong shape: the position has 1 part, but the sum has 2 components"
        );
    }

    #[test]
    fn count_takes_any_unsigned_count() {
        assert_eq!(count(1usize, "heap"), "1 heap");
        assert_eq!(count(0u64, "heap"), "0 heaps");
        assert_eq!(count(u64::MAX, "heap"), format!("{} heaps", u64::MAX));
    }
}
