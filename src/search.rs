//! The generic memoized search: solves any [`Game`] from its rules alone.

use core::cell::RefCell;
use core::fmt;
use core::hash::BuildHasher;
use core::marker::PhantomData;
use std::time::Duration;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use crate::budget::{Budget, CancelHandle, Meter};
use crate::game::{moves_keeping, outcome_of_value};
use crate::mex::mex;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// Solves any [`Game`] by walking its moves, remembering the value of every position it has
/// solved.
///
/// The walk keeps its own stack on the heap, so a game whose play can last ten million moves
/// is solved without overflowing the call stack. A value found once is kept for later
/// questions, through `&self`; [`clear`](Search::clear) forgets them.
///
/// Values follow [`Solver`]'s laws: a position is a `Win` when some move leads to a `Loss`,
/// else a `Draw` when some move leads to a `Draw`, else a `Loss`; a position without moves
/// takes [`Game::terminal_outcome`]. The walk stops looking at a position's moves as soon as
/// one leads to a `Loss`, trying them in the order [`Game::moves`] gives, so a game that lists
/// its likely winning moves first is solved faster.
///
/// Two views of a position make it smaller, when the game offers them:
///
/// - **Independent parts** ([`Game::parts`]): a position that is a sum of parts (Nim's
///   heaps, Kayles' rows, a take-and-break game's heaps) is solved by its parts' Grundy
///   values and their nim-sum (Sprague–Grundy), and so is every option met on the way. Each
///   part is solved once: the heaps of Nim from `[15, 15, 15, 15]` are 15 positions, not
///   65,536. Only games under normal play split ([`Game::parts`] says why).
/// - **Symmetry** ([`Game::canonicalize`]): positions are stored by their canonical form (heaps
///   sorted, a Tac Tix board turned to the least of its images), one entry per class.
///
/// [`without_decomposition`](Search::without_decomposition) and
/// [`without_symmetry`](Search::without_symmetry) turn them off, to compare.
///
/// # Complexity
///
/// Time proportional to the moves examined, at most the number of edges of the game graph
/// reachable from the position, plus one more generation of a position's moves for each child
/// that had to be solved first. Memory: each position reached is stored once. A position
/// that the game [packs](Game::pack) into a word takes at most 24 bytes with its outcome
/// (13.7 to 23.4, as the tables fill), 4 to 6 more with its Grundy value; another is
/// stored whole, with 13.7 to 23.4 bytes beside it. The line of play being walked costs a
/// position and three words a move.
///
/// Examining a move allocates nothing when the game plays [into](Game::play_into) a buffer,
/// packs its positions, and, for a Grundy value, [packs its parts](Game::packed_parts): the
/// walk plays every move into one scratch position, and keeps the positions on its line in
/// buffers it reuses. The crate's games of heaps do all three.
///
/// # Panics
///
/// The [`Solver`] and [`Grundy`] methods panic, with the [`Error`]'s message, when the game
/// breaks the laws of [`Game`]: its moves form a cycle (the message names a position on it
/// and the cycle's length), or `play` rejects a move that `moves` gave; and
/// [`grundy`](Grundy::grundy) when the game is not played under normal play; and past a
/// [position limit](Search::with_position_limit), a [time limit](Search::with_time_limit)
/// or a [cancellation](Search::cancel_handle). The `try_` methods return the same [`Error`]
/// instead. They also panic if the game's own methods call back into this `Search`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let search = Search::new(Nim::normal());
/// assert_eq!(search.outcome(&vec![3, 4, 5]), Outcome::Win);
/// let winning: Vec<NimMove> = search.winning_moves(&vec![3, 4, 5]).collect();
/// assert_eq!(winning, vec![NimMove { heap: 0, take: 2 }]);
/// assert_eq!(search.try_outcome(&vec![1, 2, 3]), Ok(Outcome::Loss));
/// ```
pub struct Search<G: Game> {
    game: G,
    memo: RefCell<Memo<G::Position>>,
    workspace: RefCell<Workspace<G::Position>>,
    budget: Budget,
    lens: Lens,
}

/// How a search looks at positions: up to the game's symmetries, and split into the game's
/// independent parts.
#[derive(Debug, Clone, Copy)]
struct Lens {
    symmetry: bool,
    parts: bool,
}

impl Lens {
    /// The parts of `position` when the search splits positions and the game splits this
    /// one into other positions than itself.
    fn split<G: Game>(self, game: &G, position: &G::Position) -> Option<Vec<G::Position>> {
        if !self.parts {
            return None;
        }
        game.parts(position)
            .filter(|parts| parts.len() != 1 || parts[0] != *position)
    }
}

impl Default for Lens {
    fn default() -> Self {
        Lens {
            symmetry: true,
            parts: true,
        }
    }
}

impl<G: Game> Search<G> {
    /// A search over `game`, knowing no values yet.
    #[must_use]
    pub fn new(game: G) -> Self {
        Search {
            game,
            memo: RefCell::new(Memo::default()),
            workspace: RefCell::new(Workspace::default()),
            budget: Budget::default(),
            lens: Lens::default(),
        }
    }

    /// The same search, storing positions as they are rather than by
    /// [`Game::canonicalize`]: one entry per position instead of one per class of symmetric
    /// positions. For comparing the two; the answers are the same.
    #[must_use]
    pub fn without_symmetry(self) -> Self {
        Search {
            lens: Lens {
                symmetry: false,
                ..self.lens
            },
            ..self
        }
    }

    /// The same search, solving every position whole rather than by the Grundy values of
    /// its [`Game::parts`]. For comparing the two; the answers are the same.
    #[must_use]
    pub fn without_decomposition(self) -> Self {
        Search {
            lens: Lens {
                parts: false,
                ..self.lens
            },
            ..self
        }
    }

    /// The same search, storing at most `limit` positions: a question that needs more
    /// returns [`Error::LimitReached`] from the `try_` methods, keeps what was solved before
    /// it, and leaves the search usable for positions within the limit.
    ///
    /// Without a limit (the default) a search stores every position it reaches: on a game
    /// with astronomically many positions below the one asked (a Nim heap of `u64::MAX`), it
    /// grows until memory runs out. Set a limit, or a [time limit](Search::with_time_limit),
    /// whenever the position comes from outside. Whatever the limit, a search numbers its
    /// positions in 32 bits, and stops at 2^32 − 1 of them with the same error.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal()).with_position_limit(1000);
    /// let error = search.try_outcome(&vec![u64::MAX]).unwrap_err();
    /// assert_eq!(
    ///     error,
    ///     Error::LimitReached { what: "positions stored", limit: 1000, reached: 1000 }
    /// );
    /// assert_eq!(search.try_outcome(&vec![3, 4, 5]), Ok(Outcome::Win)); // still usable
    /// ```
    #[must_use]
    pub fn with_position_limit(self, limit: usize) -> Self {
        Search {
            budget: self.budget.with_positions(limit),
            ..self
        }
    }

    /// The same search, each question taking at most about `limit` (the clock is read every
    /// 1,024 steps): past it the `try_` methods return [`Error::LimitReached`] in
    /// milliseconds, and keep what was solved.
    #[must_use]
    pub fn with_time_limit(self, limit: Duration) -> Self {
        Search {
            budget: self.budget.with_time(limit),
            ..self
        }
    }

    /// A handle that stops this search from another thread; see [`CancelHandle`].
    #[must_use]
    pub fn cancel_handle(&self) -> CancelHandle {
        self.budget.cancel_handle()
    }

    /// How many positions have been solved and remembered so far, by any question: an
    /// outcome, or a Grundy value (which decides the outcome too).
    #[must_use]
    pub fn solved_positions(&self) -> usize {
        self.memo.borrow().solved
    }

    /// How many positions are stored, solved or not: what the memory of the search grows
    /// with (see [`Search`]'s complexity), and what a [position
    /// limit](Search::with_position_limit) bounds.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 2: the walk from 10 goes down to 0, one stone at a time.
    /// let search = Search::new(Subtraction::bash(2)?);
    /// assert_eq!(search.outcome(&10), Outcome::Win);
    /// assert_eq!(search.stored_positions(), 11);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn stored_positions(&self) -> usize {
        self.memo.borrow().len()
    }

    /// Forgets every value found so far.
    pub fn clear(&mut self) {
        *self.memo.get_mut() = Memo::default();
        *self.workspace.get_mut() = Workspace::default();
    }

    /// The game being searched, given back.
    #[must_use]
    pub fn into_game(self) -> G {
        self.game
    }

    /// The value of `position` for the player to move.
    ///
    /// # Errors
    ///
    /// [`Error::Cycle`] when the moves from `position` can return to a position already on
    /// the line of play, and the error from [`Game::play`] when it rejects a move that
    /// [`Game::moves`] gave.
    pub fn try_outcome(&self, position: &G::Position) -> Result<Outcome, Error> {
        if self.lens.parts && self.splits(position) {
            // A game that splits is played under normal play: the value decides.
            return self.try_grundy(position).map(outcome_of_value);
        }
        let mut workspace = self.workspace.borrow_mut();
        let Workspace {
            positions, frames, ..
        } = &mut *workspace;
        let positions = Positions::start(positions, &self.game, position, self.lens);
        let meter = self.budget.meter();
        let mut memo = self.memo.borrow_mut();
        let stored = memo.len();
        let key = Key::of(&self.game, &positions.line[0]);
        let hash = key.hash();
        let root_id = if let Some(id) = memo.find(hash, key) {
            match memo.mark(id) {
                Mark::Solved(outcome) => return Ok(outcome),
                Mark::Unsolved | Mark::OnPath => id,
            }
        } else {
            meter.room(stored)?;
            memo.add(hash, key.stored(), Mark::OnPath)
        };
        let mut walk = Walk {
            game: &self.game,
            memo: &mut memo,
            line: frames,
            positions,
            meter,
            // The outcome walk has no values to add up: it takes positions whole.
            lens: Lens {
                parts: false,
                ..self.lens
            },
        };
        let result = walk.solve(root_id);
        if result.is_err() {
            walk.abandon();
            memo.forget_unsolved_since(stored);
        }
        result
    }

    /// Every move from `position` that leaves the opponent in a `Loss`, in the order of
    /// [`Game::moves`].
    ///
    /// # Errors
    ///
    /// As [`try_outcome`](Search::try_outcome).
    pub fn try_winning_moves(&self, position: &G::Position) -> Result<Vec<G::Move>, Error> {
        moves_keeping(&self.game, position, |next| {
            Ok(self.try_outcome(next)? == Outcome::Loss)
        })
    }

    /// The first move, in the order of [`Game::moves`], that wins; else the first that
    /// draws; else the first legal move; `None` when there is no move.
    ///
    /// # Errors
    ///
    /// As [`try_outcome`](Search::try_outcome).
    pub fn try_best_move(&self, position: &G::Position) -> Result<Option<G::Move>, Error> {
        let mut first_draw = None;
        let mut first_legal = None;
        for mv in self.game.moves(position) {
            let next = self.game.play(position, &mv)?;
            match self.try_outcome(&next)? {
                Outcome::Loss => return Ok(Some(mv)),
                Outcome::Draw if first_draw.is_none() => first_draw = Some(mv),
                _ if first_legal.is_none() => first_legal = Some(mv),
                _ => {}
            }
        }
        Ok(first_draw.or(first_legal))
    }

    /// The Sprague–Grundy value of `position` under normal play: the mex of its options'
    /// values, 0 for a position without moves.
    ///
    /// Like the outcome walk, it keeps its stack on the heap and remembers every value it
    /// finds. It examines every move of every position it meets (no move can be skipped),
    /// and holds the values of the options of each position on the current line of play.
    ///
    /// # Errors
    ///
    /// [`Error::NotNormalPlay`] when a position without moves is not lost for the player to
    /// move (`terminal_outcome` is not `Loss`), and the errors of
    /// [`try_outcome`](Search::try_outcome).
    pub fn try_grundy(&self, position: &G::Position) -> Result<u64, Error> {
        self.try_fold::<GrundyValue>(position)
    }

    /// The remoteness of `position` (C. A. B. Smith, "Graphs and composite games", J. Combin.
    /// Theory 1 (1966)): how many moves the game lasts when the winner hurries and the loser
    /// delays; `None` for a draw.
    ///
    /// A position without moves has remoteness 0, whatever its terminal outcome. A `Win` has
    /// one more than the least remoteness among its moves to a `Loss`; a `Loss` one more than
    /// the greatest among its moves, all to `Win`s. Under normal play a `Win`'s remoteness is
    /// odd and a `Loss`'s even. Like [`try_grundy`](Search::try_grundy), the walk examines
    /// every move of every position it meets and remembers every remoteness it finds.
    ///
    /// # Errors
    ///
    /// As [`try_outcome`](Search::try_outcome).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 2: the loser at 6 takes one at a time, the winner two: 6, 5, 3, 2, 0.
    /// let search = Search::new(Subtraction::bash(2)?);
    /// assert_eq!(search.try_remoteness(&6), Ok(Some(4)));
    /// assert_eq!(search.try_remoteness(&7), Ok(Some(5)));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_remoteness(&self, position: &G::Position) -> Result<Option<u64>, Error> {
        self.try_fold::<Remoteness>(position)
            .map(Remoteness::decode)
    }

    /// The remoteness of `position`, as [`try_remoteness`](Search::try_remoteness) gives it.
    ///
    /// # Panics
    ///
    /// As the [`Solver`] methods: see [`Search`].
    #[must_use]
    pub fn remoteness(&self, position: &G::Position) -> Option<u64> {
        law_abiding(self.try_remoteness(position))
    }

    /// Whether the game splits `position` into parts (it is then played under normal play),
    /// found without building the parts when they pack.
    fn splits(&self, position: &G::Position) -> bool {
        let words = &mut self.workspace.borrow_mut().words;
        self.game.packed_parts(position, words) || self.game.parts(position).is_some()
    }

    /// Whether `position` is, without a doubt, its own one part: its parts pack into one word,
    /// its own. Then the search need not build its parts to find so.
    fn is_one_part(&self, position: &G::Position) -> bool {
        let words = &mut self.workspace.borrow_mut().words;
        self.lens.parts
            && self.lens.symmetry
            && self.game.packed_parts(position, words)
            && words.len() == 1
            && self.game.pack(position) == Some(words[0])
    }

    /// The number `F` gives `position`, found by a walk that folds every option's number.
    fn try_fold<F: Fold>(&self, position: &G::Position) -> Result<u64, Error> {
        if F::SPLITS && !self.is_one_part(position) {
            if let Some(parts) = self.lens.split(&self.game, position) {
                return parts
                    .iter()
                    .try_fold(0, |sum, part| Ok(sum ^ self.try_fold::<F>(part)?));
            }
        }
        let mut workspace = self.workspace.borrow_mut();
        let Workspace {
            positions,
            fold_frames,
            values,
            seen,
            ..
        } = &mut *workspace;
        values.clear();
        let positions = Positions::start(positions, &self.game, position, self.lens);
        let meter = self.budget.meter();
        let mut memo = self.memo.borrow_mut();
        let stored = memo.len();
        let key = Key::of(&self.game, &positions.line[0]);
        let hash = key.hash();
        let root_id = if let Some(id) = memo.find(hash, key) {
            match memo.fold_mark(F::COLUMN, id) {
                FoldMark::Value(value) => return Ok(value),
                FoldMark::Unknown | FoldMark::OnPath => id,
            }
        } else {
            meter.room(stored)?;
            memo.add(hash, key.stored(), Mark::Unsolved)
        };
        let mut walk = FoldWalk {
            game: &self.game,
            memo: &mut memo,
            line: fold_frames,
            positions,
            values,
            seen,
            fold: PhantomData::<F>,
            meter,
            lens: Lens {
                parts: self.lens.parts && F::SPLITS,
                ..self.lens
            },
        };
        let result = walk.solve(root_id);
        if result.is_err() {
            walk.abandon();
            memo.forget_unsolved_since(stored);
        }
        result
    }
}

/// The moves from `position` to positions that `outcome` finds lost, lazily, for the
/// searches' [`Solver::winning_moves`]; an error panics as [`law_abiding`] says.
pub(crate) fn moves_to_losses<'a, G: Game>(
    game: &'a G,
    position: &'a G::Position,
    outcome: impl Fn(&G::Position) -> Result<Outcome, Error> + 'a,
) -> impl Iterator<Item = G::Move> + 'a {
    game.moves(position).filter(move |mv| {
        let next = law_abiding(game.play(position, mv));
        law_abiding(outcome(&next)) == Outcome::Loss
    })
}

/// Unwraps a search result for the infallible [`Solver`] and [`Grundy`] methods; see
/// `Search`'s `# Panics`.
pub(crate) fn law_abiding<T>(result: Result<T, Error>) -> T {
    result.unwrap_or_else(|error| panic!("the search cannot answer: {error}"))
}

impl<G: Game> Solver<G> for Search<G> {
    fn game(&self) -> &G {
        &self.game
    }

    fn outcome(&self, position: &G::Position) -> Outcome {
        law_abiding(self.try_outcome(position))
    }

    /// In the order of [`Game::moves`], lazily: each move is played and its outcome solved
    /// as the iterator reaches it.
    fn winning_moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move> {
        moves_to_losses(&self.game, position, |next| self.try_outcome(next))
    }

    fn best_move(&self, position: &G::Position) -> Option<G::Move> {
        law_abiding(self.try_best_move(position))
    }
}

impl<G: Game> Grundy<G> for Search<G> {
    fn grundy(&self, position: &G::Position) -> u64 {
        law_abiding(self.try_grundy(position))
    }
}

impl<G: Game + Clone> Clone for Search<G> {
    fn clone(&self) -> Self {
        Search {
            game: self.game.clone(),
            memo: self.memo.clone(),
            workspace: RefCell::new(Workspace::default()),
            budget: self.budget.clone(),
            lens: self.lens,
        }
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for Search<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut debug = f.debug_struct("Search");
        debug.field("game", &self.game);
        match self.memo.try_borrow() {
            Ok(memo) => debug
                .field("solved_positions", &memo.solved)
                .field("stored_positions", &memo.len()),
            Err(_) => debug.field("solved_positions", &format_args!("<being solved>")),
        };
        // The workspace holds only buffers kept between questions.
        debug
            .field("budget", &self.budget)
            .field("lens", &self.lens)
            .finish_non_exhaustive()
    }
}

/// What the memo knows of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    /// Seen, but not solved: left behind by a walk that ended in an error.
    Unsolved,
    /// On the line of play being walked now: meeting it again is a cycle.
    OnPath,
    /// Solved.
    Solved(Outcome),
}

impl Mark {
    /// The bits of an entry that hold its mark's code.
    const BITS: u64 = 0b111;

    const fn encode(self) -> u64 {
        match self {
            Mark::Unsolved => 0,
            Mark::OnPath => 1,
            Mark::Solved(Outcome::Win) => 2,
            Mark::Solved(Outcome::Loss) => 3,
            Mark::Solved(Outcome::Draw) => 4,
        }
    }

    const fn decode(entry: u64) -> Self {
        match entry & Mark::BITS {
            0 => Mark::Unsolved,
            1 => Mark::OnPath,
            2 => Mark::Solved(Outcome::Win),
            3 => Mark::Solved(Outcome::Loss),
            _ => Mark::Solved(Outcome::Draw),
        }
    }
}

/// A position as the memo files it: its word, when the game [packs](Game::pack) it, else
/// the position itself.
enum Key<'p, P> {
    Word(u64),
    Whole(&'p P),
}

impl<P> Clone for Key<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Key<'_, P> {}

impl<'p, P: Clone + core::hash::Hash> Key<'p, P> {
    /// How the memo files `position` of `game`.
    fn of<G: Game<Position = P>>(game: &G, position: &'p P) -> Self {
        match game.pack(position) {
            Some(word) if word < 1 << (u64::BITS - Memo::<P>::KEY_SHIFT) => Key::Word(word),
            _ => Key::Whole(position),
        }
    }

    fn hash(self) -> u64 {
        match self {
            Key::Word(word) => FxBuildHasher.hash_one(word),
            Key::Whole(position) => FxBuildHasher.hash_one(position),
        }
    }

    /// What the memo stores for it: the word, or a copy of the position.
    fn stored(self) -> Stored<P> {
        match self {
            Key::Word(word) => Stored::Word(word),
            Key::Whole(position) => Stored::Whole(position.clone()),
        }
    }
}

/// A position to store in the memo, as [`Key`] files it.
enum Stored<P> {
    Word(u64),
    Whole(P),
}

/// Every position seen, stored once and known by its index (its id) in `entries`: as a
/// word when the game packs it into 60 bits, else whole.
///
/// A packed position costs 8 bytes for its entry (its word and its mark), and a hash-table
/// slot of 4 bytes and a control byte, the table being between seven-sixteenths and
/// seven-eighths full: the entries grow by half at a time, so from 13.7 to 23.4 bytes. A
/// Grundy value or a remoteness adds 4 to 6 bytes.
#[derive(Clone)]
struct Memo<P> {
    /// `entries[id]`: the position's key (its word, or its index in `wholes` when it is
    /// stored whole) shifted by [`Memo::KEY_SHIFT`], [`Memo::WHOLE`] when it is stored whole,
    /// and the code of its [`Mark`].
    entries: Vec<u64>,
    /// The positions that do not pack, in the order of their ids.
    wholes: Vec<P>,
    /// Finds a position's id from its key. Ids fit a `u32`: the budget's
    /// [`room`](Meter::room) stops a search before more.
    ids: HashTable<u32>,
    /// How many marks are `Solved`.
    solved: usize,
    /// `folds[F::COLUMN][id]` encodes a [`FoldMark`] for the [`Fold`] `F` in 32 bits;
    /// shorter than `entries` until its numbers are asked for, the missing ones unknown.
    folds: [Vec<u32>; 2],
    /// The numbers too large for a fold's 32 bits, by column and id.
    large_folds: hashbrown::HashMap<(usize, usize), u64, FxBuildHasher>,
}

/// What the memo knows of a position's number under a [`Fold`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FoldMark {
    Unknown,
    OnPath,
    Value(u64),
}

impl FoldMark {
    const UNKNOWN: u32 = u32::MAX;
    const ON_PATH: u32 = u32::MAX - 1;
    /// The code of a number at or above it, which is kept aside.
    const LARGE: u32 = u32::MAX - 2;
}

/// A number that a position takes from the numbers of all its options: its Grundy value, its
/// remoteness. Each has a column of the memo.
trait Fold {
    /// The memo column that holds it.
    const COLUMN: usize;

    /// The number of `position`, which has no moves and the terminal outcome `outcome`.
    fn terminal<P: fmt::Debug>(outcome: Outcome, position: &P) -> Result<u64, Error>;

    /// The number of a position whose options have the numbers `options`; `seen` is scratch.
    fn combine(options: &[u64], seen: &mut Vec<bool>) -> u64;

    /// The outcome of a position with the number `value`.
    fn outcome(value: u64) -> Outcome;

    /// Whether a sum's number is the nim-sum of its parts' (Grundy values), so positions
    /// may be split ([`Game::parts`]).
    const SPLITS: bool;
}

/// The Sprague–Grundy value: the mex of the options' values.
struct GrundyValue;

impl Fold for GrundyValue {
    const COLUMN: usize = 0;
    const SPLITS: bool = true;

    fn terminal<P: fmt::Debug>(outcome: Outcome, position: &P) -> Result<u64, Error> {
        if outcome == Outcome::Loss {
            Ok(0)
        } else {
            Err(Error::NotNormalPlay {
                position: format!("{position:?}"),
            })
        }
    }

    fn combine(options: &[u64], seen: &mut Vec<bool>) -> u64 {
        mex(options, seen)
    }

    /// Every end the walk met was a loss for the player to move (it checks), so a value of
    /// 0 is a loss and any other a win.
    fn outcome(value: u64) -> Outcome {
        outcome_of_value(value)
    }
}

/// The outcome with Smith's remoteness, coded as `remoteness << 2 | outcome`.
struct Remoteness;

impl Remoteness {
    const WIN: u64 = 0;
    const LOSS: u64 = 1;
    const DRAW: u64 = 2;

    fn decode(code: u64) -> Option<u64> {
        (code & 3 != Remoteness::DRAW).then_some(code >> 2)
    }
}

impl Fold for Remoteness {
    const COLUMN: usize = 1;
    const SPLITS: bool = false;

    fn terminal<P: fmt::Debug>(outcome: Outcome, _: &P) -> Result<u64, Error> {
        Ok(match outcome {
            Outcome::Win => Remoteness::WIN,
            Outcome::Loss => Remoteness::LOSS,
            Outcome::Draw => Remoteness::DRAW,
        })
    }

    /// A `Win` hurries to its nearest `Loss`; a `Loss` delays to its farthest `Win`.
    fn combine(options: &[u64], _: &mut Vec<bool>) -> u64 {
        let nearest_loss = options
            .iter()
            .filter(|&&code| code & 3 == Remoteness::LOSS)
            .map(|&code| code >> 2)
            .min();
        if let Some(nearest) = nearest_loss {
            (nearest + 1) << 2 | Remoteness::WIN
        } else if options.iter().any(|&code| code & 3 == Remoteness::DRAW) {
            Remoteness::DRAW
        } else {
            let farthest = options.iter().map(|&code| code >> 2).max().unwrap_or(0);
            (farthest + 1) << 2 | Remoteness::LOSS
        }
    }

    fn outcome(code: u64) -> Outcome {
        match code & 3 {
            Remoteness::WIN => Outcome::Win,
            Remoteness::LOSS => Outcome::Loss,
            _ => Outcome::Draw,
        }
    }
}

impl<P> Default for Memo<P> {
    fn default() -> Self {
        Memo {
            entries: Vec::new(),
            wholes: Vec::new(),
            ids: HashTable::new(),
            solved: 0,
            folds: [Vec::new(), Vec::new()],
            large_folds: hashbrown::HashMap::default(),
        }
    }
}

impl<P> Memo<P> {
    /// The flag of an entry stored whole.
    const WHOLE: u64 = 1 << 3;
    /// Where an entry's key starts.
    const KEY_SHIFT: u32 = 4;
}

impl<P: Clone + core::hash::Hash + Eq + fmt::Debug> Memo<P> {
    /// How many positions are stored.
    fn len(&self) -> usize {
        self.entries.len()
    }

    fn is_whole(&self, id: usize) -> bool {
        self.entries[id] & Self::WHOLE != 0
    }

    /// The key of the stored position `id`.
    fn key(&self, id: usize) -> Key<'_, P> {
        let key = self.entries[id] >> Self::KEY_SHIFT;
        if self.is_whole(id) {
            Key::Whole(&self.wholes[key as usize])
        } else {
            Key::Word(key)
        }
    }

    /// The id of the position filed under `key`, whose hash is `hash`, if it has been seen.
    #[inline]
    fn find(&self, hash: u64, key: Key<'_, P>) -> Option<usize> {
        let found = match key {
            Key::Word(word) => {
                // The word in place, no flag: one comparison of the entry without its mark.
                let wanted = word << Self::KEY_SHIFT;
                self.ids.find(hash, |&id| {
                    self.entries[id as usize] & !Mark::BITS == wanted
                })
            }
            Key::Whole(position) => self.ids.find(hash, |&id| {
                let entry = self.entries[id as usize];
                entry & Self::WHOLE != 0
                    && self.wholes[(entry >> Self::KEY_SHIFT) as usize] == *position
            }),
        };
        found.map(|&id| id as usize)
    }

    /// Stores a position not seen before, whose key's hash is `hash`, with `mark` for its
    /// outcome, and returns its id.
    fn add(&mut self, hash: u64, stored: Stored<P>, mark: Mark) -> usize {
        let id = self.entries.len();
        if id == self.entries.capacity() {
            // Half as much again, not twice: a full memo takes at most 24 bytes a position.
            self.entries.reserve_exact((id / 2).max(16));
        }
        let entry = match stored {
            Stored::Word(word) => word << Self::KEY_SHIFT,
            Stored::Whole(position) => {
                self.wholes.push(position);
                ((self.wholes.len() - 1) as u64) << Self::KEY_SHIFT | Self::WHOLE
            }
        };
        self.entries.push(entry | mark.encode());
        let (entries, wholes) = (&self.entries, &self.wholes);
        self.ids.insert_unique(hash, id as u32, |&known| {
            let entry = entries[known as usize];
            let key = entry >> Self::KEY_SHIFT;
            if entry & Self::WHOLE != 0 {
                FxBuildHasher.hash_one(&wholes[key as usize])
            } else {
                FxBuildHasher.hash_one(key)
            }
        });
        id
    }

    /// What is known of the outcome of position `id`.
    fn mark(&self, id: usize) -> Mark {
        Mark::decode(self.entries[id])
    }

    fn set_mark(&mut self, id: usize, mark: Mark) {
        self.entries[id] = self.entries[id] & !Mark::BITS | mark.encode();
    }

    /// Records the outcome of position `id`, counting it if it was not known.
    fn settle(&mut self, id: usize, outcome: Outcome) {
        if !matches!(self.mark(id), Mark::Solved(_)) {
            self.solved += 1;
        }
        self.set_mark(id, Mark::Solved(outcome));
    }

    /// Writes the position `id` over `into`.
    fn load<G: Game<Position = P>>(&self, game: &G, id: usize, into: &mut P) {
        match self.key(id) {
            Key::Whole(position) => into.clone_from(position),
            Key::Word(word) => game.unpack(word, into),
        }
    }

    /// The position `id`, shown for a message; `buffer` is any position, to unpack into.
    fn describe<G: Game<Position = P>>(&self, game: &G, id: usize, buffer: &P) -> String {
        let mut position = buffer.clone();
        self.load(game, id, &mut position);
        format!("{position:?}")
    }

    /// After a walk that failed, forgets the positions it stored last (from id `start` on)
    /// that nothing is known of, so that a limit it hit does not stay spent on them.
    /// Positions it solved stay, and so does everything stored before them.
    fn forget_unsolved_since(&mut self, start: usize) {
        while self.entries.len() > start {
            let id = self.entries.len() - 1;
            let known = matches!(self.mark(id), Mark::Solved(_))
                || (0..self.folds.len())
                    .any(|column| self.fold_mark(column, id) != FoldMark::Unknown);
            if known {
                break;
            }
            let hash = self.key(id).hash();
            if let Ok(entry) = self.ids.find_entry(hash, |&stored| stored as usize == id) {
                entry.remove();
            }
            if self.is_whole(id) {
                self.wholes.pop();
            }
            self.entries.pop();
            for column in &mut self.folds {
                column.truncate(id);
            }
        }
        let kept = self.entries.len();
        if !self.large_folds.is_empty() {
            self.large_folds.retain(|&(_, id), _| id < kept);
        }
    }

    fn fold_mark(&self, column: usize, id: usize) -> FoldMark {
        match self.folds[column].get(id).copied() {
            None | Some(FoldMark::UNKNOWN) => FoldMark::Unknown,
            Some(FoldMark::ON_PATH) => FoldMark::OnPath,
            Some(FoldMark::LARGE) => self
                .large_folds
                .get(&(column, id))
                .map_or(FoldMark::Unknown, |&value| FoldMark::Value(value)),
            Some(value) => FoldMark::Value(u64::from(value)),
        }
    }

    fn set_fold_mark(&mut self, column: usize, id: usize, mark: FoldMark) {
        let folded = &mut self.folds[column];
        if folded.len() <= id {
            // The column grows with the entries, as much as they have room for.
            folded.reserve_exact(self.entries.capacity() - folded.len());
            folded.resize(self.entries.len(), FoldMark::UNKNOWN);
        }
        if folded[id] == FoldMark::LARGE {
            self.large_folds.remove(&(column, id));
        }
        folded[id] = match mark {
            FoldMark::Unknown => FoldMark::UNKNOWN,
            FoldMark::OnPath => FoldMark::ON_PATH,
            FoldMark::Value(value) => match u32::try_from(value) {
                Ok(small) if small < FoldMark::LARGE => small,
                _ => {
                    self.large_folds.insert((column, id), value);
                    FoldMark::LARGE
                }
            },
        };
    }
}

/// A position on the line of play being walked, and how far its moves have been examined.
struct Frame {
    id: usize,
    /// How many of the position's moves, in the game's order, have been examined.
    examined: usize,
    saw_draw: bool,
}

/// What examining a position's moves led to.
enum Step {
    /// The position's value is known.
    Settled(Outcome),
    /// A move leads to the position with this id, not yet solved: solve it first.
    Descend(usize),
}

/// A move's result that is not solved yet.
enum Unsolved<P> {
    Seen(usize),
    New(u64, Stored<P>),
}

/// The positions a walk works on, in buffers it reuses, so that examining a move allocates
/// nothing for a game that plays [into](Game::play_into) a buffer and packs its positions.
struct Positions<P> {
    /// `line[depth]` holds the position of the frame at `depth` on the line of play; the
    /// buffers past the line's end wait to be reused.
    line: Vec<P>,
    /// Where moves are played.
    scratch: Scratch<P>,
}

/// The buffers a search keeps from one question to the next, so that a question about a
/// packed position allocates nothing once the first has made them.
struct Workspace<P> {
    /// The walk's positions; `None` until the first question brings a position to copy.
    positions: Option<Positions<P>>,
    frames: Vec<Frame>,
    fold_frames: Vec<FoldFrame>,
    values: Vec<u64>,
    seen: Vec<bool>,
    /// The words of the parts of a position asked about.
    words: Vec<u64>,
}

impl<P> Default for Workspace<P> {
    fn default() -> Self {
        Workspace {
            positions: None,
            frames: Vec::new(),
            fold_frames: Vec::new(),
            values: Vec::new(),
            seen: Vec::new(),
            words: Vec::new(),
        }
    }
}

/// Where a walk plays the move it examines, and splits the position it leads to.
struct Scratch<P> {
    /// The position the move leads to; `None` until the first move is played.
    next: Option<P>,
    /// The words of its parts.
    words: Vec<u64>,
}

impl<P: Clone> Positions<P> {
    /// The buffers in `kept`, made the first time, for a walk from `position` of `game`:
    /// the line's first position is `position` in its canonical form, when `lens` uses
    /// symmetry.
    fn start<'k, G: Game<Position = P>>(
        kept: &'k mut Option<Self>,
        game: &G,
        position: &P,
        lens: Lens,
    ) -> &'k mut Self {
        let positions = match kept {
            Some(positions) => {
                positions.line[0].clone_from(position);
                positions
            }
            None => kept.insert(Positions {
                line: vec![position.clone()],
                scratch: Scratch {
                    next: None,
                    words: Vec::new(),
                },
            }),
        };
        if lens.symmetry {
            game.canonicalize(&mut positions.line[0]);
        }
        positions
    }

    /// Loads the position `id` of `memo` for the frame at `depth` (the root's is there).
    fn enter<G: Game<Position = P>>(&mut self, game: &G, memo: &Memo<P>, id: usize, depth: usize)
    where
        P: core::hash::Hash + Eq + fmt::Debug,
    {
        if depth == 0 {
            return;
        }
        if self.line.len() <= depth {
            let buffer = self.line[0].clone();
            self.line.resize(depth + 1, buffer);
        }
        memo.load(game, id, &mut self.line[depth]);
    }
}

/// Plays `mv` from `position` into the position in `slot`, reusing it, and returns it.
#[inline]
fn play_in_slot<'s, G: Game>(
    slot: &'s mut Option<G::Position>,
    game: &G,
    position: &G::Position,
    mv: &G::Move,
) -> Result<&'s mut G::Position, Error> {
    match slot {
        Some(next) => {
            game.play_into(position, mv, next)?;
            Ok(next)
        }
        None => Ok(slot.insert(game.play(position, mv)?)),
    }
}

/// One depth-first walk from a root position, with its explicit stack.
///
/// A frame keeps only the number of moves it has examined: when the walk comes back to it,
/// its moves are generated again and the examined ones skipped. So memory grows with the
/// length of the line of play, not with the number of moves along it.
struct Walk<'a, G: Game> {
    game: &'a G,
    memo: &'a mut Memo<G::Position>,
    /// The line of play from the root to the position being examined (the last frame).
    line: &'a mut Vec<Frame>,
    positions: &'a mut Positions<G::Position>,
    meter: Meter<'a>,
    lens: Lens,
}

impl<G: Game> Walk<'_, G> {
    /// Solves the position `root`, which is in the memo, not solved, and the first of the
    /// walk's positions.
    fn solve(&mut self, root: usize) -> Result<Outcome, Error> {
        self.enter(root);
        loop {
            self.meter.tick(self.memo.len())?;
            let mut outcome = match self.examine()? {
                Step::Descend(next) => {
                    self.enter(next);
                    continue;
                }
                Step::Settled(outcome) => outcome,
            };
            // Record the settled position and hand its value to its parent, which settles
            // at once when its child is a `Loss`.
            loop {
                let Some(settled) = self.line.pop() else {
                    return Ok(outcome);
                };
                self.memo.settle(settled.id, outcome);
                let Some(parent) = self.line.last_mut() else {
                    return Ok(outcome);
                };
                match outcome {
                    Outcome::Loss => outcome = Outcome::Win,
                    Outcome::Draw => {
                        parent.saw_draw = true;
                        break;
                    }
                    Outcome::Win => break,
                }
            }
        }
    }

    /// Puts the position `id` on the line.
    fn enter(&mut self, id: usize) {
        self.positions
            .enter(self.game, self.memo, id, self.line.len());
        self.memo.set_mark(id, Mark::OnPath);
        self.line.push(Frame {
            id,
            examined: 0,
            saw_draw: false,
        });
    }

    /// Examines the last frame's unexamined moves until one leads to an unsolved position
    /// or the frame's value is known.
    fn examine(&mut self) -> Result<Step, Error> {
        let depth = self.line.len().saturating_sub(1);
        let Some(frame) = self.line.last_mut() else {
            return Ok(Step::Settled(Outcome::Loss));
        };
        let memo = &*self.memo;
        let position = &self.positions.line[depth];
        let resumed = frame.examined > 0;
        let saw_draw = &mut frame.saw_draw;
        let found = examine_moves(
            self.game,
            memo,
            position,
            &mut frame.examined,
            self.lens,
            &mut self.positions.scratch,
            |id| match memo.mark(id) {
                Mark::Solved(Outcome::Loss) => Child::Decisive,
                Mark::Solved(Outcome::Draw) => {
                    *saw_draw = true;
                    Child::Known(0)
                }
                Mark::Solved(Outcome::Win) => Child::Known(0),
                Mark::Unsolved => Child::Unsolved,
                Mark::OnPath => Child::OnPath,
            },
            |_| {},
        )?;
        Ok(match found {
            Examined::Decisive => Step::Settled(Outcome::Win),
            // The outcome walk's lens does not split.
            Examined::Descend(Unsolved::Seen(id)) | Examined::DescendPart(Unsolved::Seen(id)) => {
                Step::Descend(id)
            }
            Examined::Descend(Unsolved::New(hash, next))
            | Examined::DescendPart(Unsolved::New(hash, next)) => {
                self.meter.room(self.memo.len())?;
                Step::Descend(self.memo.add(hash, next, Mark::OnPath))
            }
            Examined::Repeated(id) => return Err(self.cycle_error(id)),
            Examined::AllKnown if !resumed && frame.examined == 0 => {
                Step::Settled(self.game.terminal_outcome(position))
            }
            Examined::AllKnown if frame.saw_draw => Step::Settled(Outcome::Draw),
            Examined::AllKnown => Step::Settled(Outcome::Loss),
        })
    }

    fn cycle_error(&self, id: usize) -> Error {
        cycle_error(
            self.line.iter().map(|frame| frame.id),
            id,
            self.memo.describe(self.game, id, &self.positions.line[0]),
        )
    }

    /// Marks the positions on the line unsolved after an error, so that a later walk
    /// starts them afresh.
    fn abandon(&mut self) {
        for frame in self.line.drain(..) {
            self.memo.set_mark(frame.id, Mark::Unsolved);
        }
    }
}

/// The error for meeting the position `id`, shown as `position`, again while it is on the
/// line of play, whose ids are `line`.
fn cycle_error(
    line: impl DoubleEndedIterator<Item = usize> + ExactSizeIterator,
    id: usize,
    position: String,
) -> Error {
    let length = line.len();
    let from_end = line
        .rev()
        .position(|on_line| on_line == id)
        .unwrap_or(length);
    Error::Cycle {
        position,
        length: from_end + 1,
    }
}

/// What a walk makes of a solved or seen child.
enum Child {
    /// Its value (its number, in a fold walk) is known and the parent goes on examining.
    Known(u64),
    /// Its value settles the parent at once (a `Loss`, in the outcome walk).
    Decisive,
    /// Not solved yet: solve it first.
    Unsolved,
    /// On the line of play: a cycle.
    OnPath,
}

/// What examining a frame's moves found.
enum Examined<P> {
    /// Every remaining move leads to a known value.
    AllKnown,
    /// A move settles the frame.
    Decisive,
    /// A move leads to a position to solve first.
    Descend(Unsolved<P>),
    /// A move leads to a sum of parts, and this one is to be solved first; the move is
    /// examined again then.
    DescendPart(Unsolved<P>),
    /// A move leads back to a position on the line.
    Repeated(usize),
}

/// What the parts of a move's position come to: the nim-sum of their numbers, or the first
/// part to solve before it.
enum PartsSum<P> {
    Known(u64),
    Stop(Examined<P>),
}

/// Examines the moves from `position` after the first `examined`, counting them, until a
/// child is decisive, unsolved, new, or on the line; `judge` says what a seen child is, and
/// `accept` takes the number of each known child. Through `lens`, a child is taken in its
/// canonical form, and a child that splits is known when all its parts are, its number the
/// nim-sum of theirs.
///
/// Each move is played into `scratch`; a game that plays into a buffer, packs its positions
/// and [packs its parts](Game::packed_parts) is walked without an allocation.
#[allow(clippy::too_many_arguments)]
fn examine_moves<G: Game>(
    game: &G,
    memo: &Memo<G::Position>,
    position: &G::Position,
    examined: &mut usize,
    lens: Lens,
    scratch: &mut Scratch<G::Position>,
    mut judge: impl FnMut(usize) -> Child,
    mut accept: impl FnMut(u64),
) -> Result<Examined<G::Position>, Error> {
    let Scratch { next: slot, words } = scratch;
    for mv in game.moves(position).skip(*examined) {
        let next = play_in_slot(slot, game, position, &mv)?;
        if lens.symmetry {
            game.canonicalize(next);
        }
        if lens.parts {
            let sum = if lens.symmetry && game.packed_parts(next, words) {
                // One part, with the position's own word: the position itself.
                let itself = matches!(*words.as_slice(), [part] if game.pack(next) == Some(part));
                (!itself).then(|| {
                    sum_of_parts(memo, words.iter().map(|&word| Key::Word(word)), &mut judge)
                })
            } else {
                lens.split(game, next).map(|parts| {
                    let canonical = parts.into_iter().map(|mut part| {
                        if lens.symmetry {
                            game.canonicalize(&mut part);
                        }
                        part
                    });
                    let parts: Vec<G::Position> = canonical.collect();
                    sum_of_parts(
                        memo,
                        parts.iter().map(|part| Key::of(game, part)),
                        &mut judge,
                    )
                })
            };
            match sum {
                Some(PartsSum::Known(sum)) => {
                    *examined += 1;
                    accept(sum);
                    continue;
                }
                Some(PartsSum::Stop(stop)) => return Ok(stop),
                None => {}
            }
        }
        *examined += 1;
        let key = Key::of(game, next);
        let hash = key.hash();
        let Some(id) = memo.find(hash, key) else {
            return Ok(Examined::Descend(Unsolved::New(hash, key.stored())));
        };
        match judge(id) {
            Child::Known(value) => accept(value),
            Child::Decisive => return Ok(Examined::Decisive),
            Child::Unsolved => return Ok(Examined::Descend(Unsolved::Seen(id))),
            Child::OnPath => return Ok(Examined::Repeated(id)),
        }
    }
    Ok(Examined::AllKnown)
}

/// The nim-sum of the numbers of the parts filed under `keys`, when all are known.
fn sum_of_parts<'p, P: Clone + core::hash::Hash + Eq + fmt::Debug + 'p>(
    memo: &Memo<P>,
    keys: impl Iterator<Item = Key<'p, P>>,
    judge: &mut impl FnMut(usize) -> Child,
) -> PartsSum<P> {
    let mut sum = 0;
    for key in keys {
        let hash = key.hash();
        let Some(id) = memo.find(hash, key) else {
            return PartsSum::Stop(Examined::DescendPart(Unsolved::New(hash, key.stored())));
        };
        match judge(id) {
            Child::Known(value) => sum ^= value,
            Child::Unsolved => return PartsSum::Stop(Examined::DescendPart(Unsolved::Seen(id))),
            // A part is smaller than the position it is part of: neither can happen in a
            // game that keeps the laws, and both would be a cycle.
            Child::Decisive | Child::OnPath => return PartsSum::Stop(Examined::Repeated(id)),
        }
    }
    PartsSum::Known(sum)
}

/// A position on the line of a fold walk: how far its moves have been examined, and where
/// its options' numbers start on the walk's value stack.
struct FoldFrame {
    id: usize,
    examined: usize,
    values_start: usize,
    /// Whether it was entered as a part of a sum, not as an option.
    part: bool,
}

/// One depth-first walk computing the numbers of a [`Fold`] `F`, with its explicit stack.
struct FoldWalk<'a, G: Game, F> {
    game: &'a G,
    memo: &'a mut Memo<G::Position>,
    line: &'a mut Vec<FoldFrame>,
    positions: &'a mut Positions<G::Position>,
    /// The numbers of the options examined so far, for every frame on the line in order.
    values: &'a mut Vec<u64>,
    /// Scratch space for `F::combine`.
    seen: &'a mut Vec<bool>,
    fold: PhantomData<F>,
    meter: Meter<'a>,
    lens: Lens,
}

/// What examining a position's moves in a fold walk led to.
enum FoldStep<P> {
    Settled(u64),
    /// Solve this first; `true` when it is a part, whose number the move is examined again
    /// for rather than taking it as an option's.
    Descend(Unsolved<P>, bool),
}

impl<G: Game, F: Fold> FoldWalk<'_, G, F> {
    fn solve(&mut self, root: usize) -> Result<u64, Error> {
        self.enter(root, false);
        loop {
            self.meter.tick(self.memo.len())?;
            match self.examine()? {
                FoldStep::Descend(Unsolved::Seen(id), part) => self.enter(id, part),
                FoldStep::Descend(Unsolved::New(hash, next), part) => {
                    self.meter.room(self.memo.len())?;
                    let id = self.memo.add(hash, next, Mark::Unsolved);
                    self.enter(id, part);
                }
                FoldStep::Settled(value) => {
                    let Some(settled) = self.line.pop() else {
                        return Ok(value);
                    };
                    self.memo
                        .set_fold_mark(F::COLUMN, settled.id, FoldMark::Value(value));
                    // Every end met had the outcome the fold checked, so the number
                    // decides the outcome too.
                    self.memo.settle(settled.id, F::outcome(value));
                    self.values.truncate(settled.values_start);
                    if self.line.is_empty() {
                        return Ok(value);
                    }
                    if !settled.part {
                        self.values.push(value);
                    }
                }
            }
        }
    }

    fn enter(&mut self, id: usize, part: bool) {
        self.positions
            .enter(self.game, self.memo, id, self.line.len());
        self.memo.set_fold_mark(F::COLUMN, id, FoldMark::OnPath);
        self.line.push(FoldFrame {
            id,
            examined: 0,
            values_start: self.values.len(),
            part,
        });
    }

    fn examine(&mut self) -> Result<FoldStep<G::Position>, Error> {
        let depth = self.line.len().saturating_sub(1);
        let Some(frame) = self.line.last_mut() else {
            return Ok(FoldStep::Settled(0));
        };
        let memo = &*self.memo;
        let position = &self.positions.line[depth];
        let resumed = frame.examined > 0;
        let values = &mut *self.values;
        let found = examine_moves(
            self.game,
            memo,
            position,
            &mut frame.examined,
            self.lens,
            &mut self.positions.scratch,
            |id| match memo.fold_mark(F::COLUMN, id) {
                FoldMark::Value(value) => Child::Known(value),
                FoldMark::Unknown => Child::Unsolved,
                FoldMark::OnPath => Child::OnPath,
            },
            |value| values.push(value),
        )?;
        match found {
            Examined::Descend(unsolved) => Ok(FoldStep::Descend(unsolved, false)),
            Examined::DescendPart(unsolved) => Ok(FoldStep::Descend(unsolved, true)),
            Examined::Repeated(id) => {
                let line = self.line.iter().map(|frame| frame.id);
                let shown = memo.describe(self.game, id, position);
                Err(cycle_error(line, id, shown))
            }
            Examined::AllKnown | Examined::Decisive if !resumed && frame.examined == 0 => {
                F::terminal(self.game.terminal_outcome(position), position).map(FoldStep::Settled)
            }
            Examined::AllKnown | Examined::Decisive => {
                let options = &self.values[frame.values_start..];
                Ok(FoldStep::Settled(F::combine(options, self.seen)))
            }
        }
    }

    /// Forgets the line's marks after an error.
    fn abandon(&mut self) {
        for frame in self.line.drain(..) {
            self.memo
                .set_fold_mark(F::COLUMN, frame.id, FoldMark::Unknown);
        }
    }
}
