//! The crate's one error type.

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
    /// A part of a [`MixedSum`](crate::sum::MixedSum) position that is not of the type its
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
    #[error("illegal move ({mv}): it takes {take} stones but the heap holds only {available}")]
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
    /// Reading or writing a file failed.
    #[error("could not {action}: {message}")]
    Io {
        /// What was being done, with the file's name.
        action: String,
        /// What the operating system said.
        message: String,
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
    /// A game whose values did not show a period that could be certified within the
    /// documented bound of positions, so no closed form could be built.
    #[error(
        "no period of {game} could be certified within its first {positions} positions, the most computed; Search answers single positions without one"
    )]
    PeriodNotFound {
        /// The game, as its constructor was given it.
        game: String,
        /// How many positions were computed.
        positions: usize,
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
        "the moves form a cycle: position {position} is reached again after {length} moves; LoopySearch solves games whose play can loop"
    )]
    Cycle {
        /// The repeated position, in `Debug` form.
        position: String,
        /// The number of moves from the position back to itself.
        length: usize,
    },
    /// A bounded piece of work reached its bound: `what` was exhausted, with `limit` allowed,
    /// and the work stopped when it counted `reached` (the first count over the limit).
    ///
    /// [`Search`](crate::Search) reports it past its position limit (`"positions stored"`) or
    /// its time limit (`"milliseconds"`), keeping what it solved before;
    /// [`LoopySearch`](crate::LoopySearch) when the positions it would have to store exceed
    /// its position limit (`"positions"`), the moves between them exceed the `u32` indices
    /// it stores them in (`"moves"`), or its exploration its time limit (`"milliseconds"`).
    /// Nothing half-done is kept: the solver answers as before.
    #[error("too many {what}: the limit is {limit}, and the work stopped at {reached}")]
    LimitReached {
        /// What ran out: `"positions stored"`, `"positions"`, `"moves"`, `"milliseconds"`.
        what: &'static str,
        /// How many were allowed.
        limit: u64,
        /// How many had been counted when the work stopped.
        reached: u64,
    },
    /// A search stopped by its [`CancelHandle`](crate::CancelHandle): what it solved
    /// before is kept ([`LoopySearch`](crate::LoopySearch) drops the exploration it
    /// stopped, and keeps what earlier questions explored).
    #[error("the search was cancelled, with {positions} positions stored")]
    Cancelled {
        /// How many positions the search had stored when it stopped.
        positions: u64,
    },
}

/// `1 heap`, `2 heaps`: a count with its noun.
pub(crate) fn count(number: usize, noun: &str) -> String {
    if number == 1 {
        format!("1 {noun}")
    } else {
        format!("{number} {noun}s")
    }
}
