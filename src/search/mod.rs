//! The generic memoized search, [`Search`]: solves any [`Game`] from its rules alone; its
//! extension of `Game`, [`Hooks`], through which a game tells the search what makes it
//! faster (positions as machine words, moves played into reused buffers); and the
//! convention it plays under, [`NormalPlay`] or [`MiserePlay`].
//!
//! # Example
//!
//! ```
//! use impartial::prelude::*;
//! use impartial::search::Hooks;
//!
//! // The crate's games give their hooks: Nim's positions are stored as words.
//! assert!(Nim::normal().pack(&vec![3, 4, 5]).is_some());
//! assert_eq!(Search::new(Nim::normal()).outcome(&vec![3, 4, 5]), Outcome::Win);
//! ```

pub(crate) mod heap_words;
mod hooks;
mod memo;
mod option_values;
mod play;
mod storage;
mod walk;

use core::cell::RefCell;
use core::fmt;
use core::marker::PhantomData;

pub use self::hooks::{Hooks, PackedOption};
use self::memo::{Key, Mark, Memo, ValueMark};
use self::option_values::{GrundyValue, OptionValue, Remoteness};
pub use self::play::{MiserePlay, NormalPlay, Play};
use self::storage::Hooked;
use self::storage::sealed::Store;
use self::walk::{Positions, ValueWalk, Walk, Workspace};
#[cfg(doc)]
use crate::Solver;
use crate::fallible::{TrySolver, law_abiding};
use crate::limits::{Limited, Limits};
use crate::solver::{moves_keeping, outcome_of_value};
use crate::{Error, Game, Grundy, Outcome};

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
///   sorted, a Tac Tix board turned to the least of its images), one entry per class. The
///   walk then examines only the game's [representative moves](Game::representative_moves),
///   which reach every option up to canonical form: one of each pair of mirror-image Kayles
///   moves, say.
///
/// [`without_decomposition`](Search::without_decomposition) and
/// [`without_symmetry`](Search::without_symmetry) turn them off, to compare.
///
/// # Complexity
///
/// Time proportional to the moves examined, at most the number of edges of the game graph
/// reachable from the position, plus one more generation of a position's moves for each child
/// that had to be solved first. Memory: each position reached is stored once. A position
/// that the game [packs](Hooks::pack) into a word takes at most 24 bytes with its outcome
/// (13.7 to 23.4, as the tables fill), 4 to 6 more with its Grundy value; another is
/// stored whole, with 13.7 to 23.4 bytes beside it. The line of play being walked costs a
/// position and four words a move.
///
/// Examining a move allocates nothing when the game's [`Hooks`] play
/// [into](Hooks::play_into) a buffer, pack its positions, and, for a Grundy value, [pack
/// its parts](Hooks::packed_parts): the walk plays every move into one scratch position,
/// and keeps the positions on its line in buffers it reuses. The crate's games of heaps do
/// all three. A search that neither splits positions nor stores them by canonical form
/// walks a position by its word alone when the game gives the words of its options from it
/// ([`Hooks::find_map_packed_options`], which Nim does): it plays no move, and writes out
/// a position only where play ends. A search that does both walks by its word a position
/// whose options' parts the game gives from it ([`Hooks::find_map_packed_option_parts`],
/// which Grundy's game and the row games do for one heap), and reads the Grundy value of a
/// part the game numbers ([`Hooks::dense_index`]) from an array, not the memo's table.
///
/// # Panics
///
/// The [`Solver`] and [`Grundy`] methods panic, with the [`Error`]'s message, when the game
/// breaks the laws of [`Game`]: its moves form a cycle (the message names a position on it
/// and the cycle's length), or `play` rejects a move that `moves` gave; and
/// [`grundy`](Grundy::grundy) when the game is not played under normal play; and past a
/// [position limit](Limited::with_position_limit), a [time limit](Limited::with_time_limit)
/// or a [cancellation](Limited::cancel_handle). Each is the twin of the `try_` method of
/// the same name, which returns the same [`Error`] instead. They also panic if the game's
/// own methods call back into this `Search`.
///
/// # Which games
///
/// [`Search::new`] takes any game that implements the search's [`Hooks`], every one of
/// which is optional: a game of your own opts in with `impl Hooks for MyGame {}`, and
/// every game of this crate gives the hooks that make it fast. The second type parameter,
/// `P`, is the convention the game is played under ([`Play`]): [`NormalPlay`], or
/// [`MiserePlay`] for a [`Misere`](crate::Misere) game, whose search answers outcomes and
/// moves but no Grundy values.
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
/// // Misère Nim, by the same search.
/// assert_eq!(Search::new(Nim::misere()).outcome(&vec![1, 1]), Outcome::Win);
/// ```
pub struct Search<G: Game, P = NormalPlay> {
    game: G,
    memo: RefCell<Memo<G::Position>>,
    workspace: RefCell<Workspace<G::Position>>,
    limits: Limits,
    view: PositionView,
    /// The convention: a type, no data (`fn() -> P`, so that `P` alone does not decide
    /// whether the search is `Send` or `Sync`).
    play: PhantomData<fn() -> P>,
}

/// How a search looks at positions: up to the game's symmetries, and split into the game's
/// independent parts.
#[derive(Debug, Clone, Copy)]
struct PositionView {
    symmetry: bool,
    parts: bool,
}

impl PositionView {
    /// The parts of `position` when the search splits positions and the game splits this
    /// one into other positions than itself.
    fn split<G: Game>(self, game: &G, position: &G::Position) -> Option<Vec<G::Position>> {
        if !self.parts {
            return None;
        }
        game.parts(position)
            .filter(|parts| parts.len() != 1 || parts[0] != *position)
    }

    /// The word of the stored position `id`, for a walk to take the position by: finding its
    /// options' words from it ([`Hooks::find_map_packed_options`]) when the storage `S`
    /// does and the view takes positions as they are, neither split nor in canonical form;
    /// or the words of its options' parts ([`Hooks::find_map_packed_option_parts`]) when
    /// the game gives them for this word and the view takes both. Only a position stored as
    /// a word.
    #[inline]
    fn word<G: Game, S: Store<G>>(
        self,
        game: &G,
        memo: &Memo<G::Position>,
        id: usize,
    ) -> Option<u64> {
        if S::PACKS_OPTIONS && !self.symmetry && !self.parts {
            memo.word(id)
        } else if S::PACKS_OPTION_PARTS && self.symmetry && self.parts {
            memo.word(id)
                .filter(|&word| S::packs_option_parts(game, word))
        } else {
            None
        }
    }
}

impl Default for PositionView {
    fn default() -> Self {
        PositionView {
            symmetry: true,
            parts: true,
        }
    }
}

impl<G: Hooks<P>, P: Play> Search<G, P> {
    /// A search over `game`, knowing no values yet: positions stored as the words the game
    /// [packs](Hooks::pack) them into (whole where it gives none), moves played into reused
    /// buffers ([`Hooks::play_into`]).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Kayles::new());
    /// assert_eq!(search.grundy(&vec![4, 9]), Kayles::new().grundy(&vec![4, 9]));
    /// let misere = Search::new(Kayles::new().misere());
    /// assert_eq!(misere.outcome(&vec![1, 1]), Outcome::Win);
    /// ```
    #[must_use]
    pub fn new(game: G) -> Self {
        Search {
            game,
            memo: RefCell::new(Memo::default()),
            workspace: RefCell::new(Workspace::default()),
            limits: Limits::new(),
            view: PositionView::default(),
            play: PhantomData,
        }
    }

    /// The same search, storing positions as they are rather than by
    /// [`Game::canonicalize`]: one entry per position instead of one per class of symmetric
    /// positions. For comparing the two; the answers are the same.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let by_class = Search::new(Nim::normal()).without_decomposition();
    /// let plain = Search::new(Nim::normal()).without_decomposition().without_symmetry();
    /// assert_eq!(by_class.outcome(&vec![3, 1, 2]), plain.outcome(&vec![3, 1, 2]));
    /// // [1, 2, 3] and [3, 2, 1] are one entry by class, two plain.
    /// assert!(by_class.stored_positions() < plain.stored_positions());
    /// ```
    #[must_use]
    pub fn without_symmetry(self) -> Self {
        Search {
            view: PositionView {
                symmetry: false,
                ..self.view
            },
            ..self
        }
    }

    /// The same search, solving every position whole rather than by the Grundy values of
    /// its [`Game::parts`]. For comparing the two; the answers are the same.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let split = Search::new(Nim::normal());
    /// let whole = Search::new(Nim::normal()).without_decomposition();
    /// assert_eq!(split.grundy(&vec![5, 6]), 5 ^ 6);
    /// assert_eq!(whole.grundy(&vec![5, 6]), 5 ^ 6);
    /// assert_eq!(split.solved_positions(), 6); // the heaps of 1 to 6
    /// assert!(whole.solved_positions() > 6);
    /// ```
    #[must_use]
    pub fn without_decomposition(self) -> Self {
        Search {
            view: PositionView {
                parts: false,
                ..self.view
            },
            ..self
        }
    }

    /// How many positions have been solved and remembered so far, by any question: an
    /// outcome, or a Grundy value (which decides the outcome too).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take 1 or 2: 9 is a loss, and proving it solves every heap below it.
    /// let search = Search::new(Subtraction::bash(2)?);
    /// assert_eq!(search.outcome(&9), Outcome::Loss);
    /// assert_eq!(search.solved_positions(), 10);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn solved_positions(&self) -> usize {
        self.memo.borrow().solved
    }

    /// How many positions are stored, solved or not: what the memory of the search grows
    /// with (see [`Search`]'s complexity), and what a [position
    /// limit](Limited::with_position_limit) bounds.
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
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mut search = Search::new(Subtraction::bash(2)?);
    /// assert_eq!(search.outcome(&9), Outcome::Loss);
    /// search.clear();
    /// assert_eq!(search.solved_positions(), 0);
    /// assert_eq!(search.outcome(&8), Outcome::Win);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn clear(&mut self) {
        *self.memo.get_mut() = Memo::default();
        *self.workspace.get_mut() = Workspace::default();
    }

    /// The game being searched, given back.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Subtraction::bash(3)?);
    /// assert_eq!(search.into_game().max_take(), 3);
    /// # Ok::<(), impartial::Error>(())
    /// ```
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
    /// [`Game::moves`] gave; [`Error::LimitReached`] past a [position
    /// limit](Limited::with_position_limit) or a [time limit](Limited::with_time_limit), and
    /// [`Error::Cancelled`] when a [cancel handle](Limited::cancel_handle) stops it.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// assert_eq!(search.try_outcome(&vec![1, 2, 3]), Ok(Outcome::Loss));
    /// let bounded = Search::new(Nim::normal()).without_decomposition().with_position_limit(10);
    /// let error = bounded.try_outcome(&vec![9, 9, 9]).unwrap_err();
    /// assert!(matches!(error, Error::LimitReached { allowed: 10, .. }));
    /// ```
    pub fn try_outcome(&self, position: &G::Position) -> Result<Outcome, Error> {
        if P::NORMAL && self.view.parts && self.splits(position) {
            // A game that splits is played under normal play: the value decides.
            return self
                .try_option_value::<GrundyValue>(position)
                .map(outcome_of_value);
        }
        let mut workspace = self.workspace.borrow_mut();
        let Workspace {
            positions, frames, ..
        } = &mut *workspace;
        let positions = Positions::start(positions, &self.game, position, self.view);
        let meter = self.limits.meter();
        let mut memo = self.memo.borrow_mut();
        let stored = memo.len();
        let key = Key::of::<G, Hooked<P>>(&self.game, &positions.line[0]);
        let hash = key.hash();
        let root_id = if let Some((id, mark)) = memo.find(hash, key) {
            match mark.outcome() {
                Some(outcome) => return Ok(outcome),
                None => id,
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
            view: PositionView {
                parts: false,
                ..self.view
            },
            storage: PhantomData::<Hooked<P>>,
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
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// assert_eq!(search.try_winning_moves(&vec![1, 2])?, vec![NimMove { heap: 1, take: 1 }]);
    /// assert!(search.try_winning_moves(&vec![2, 2])?.is_empty());
    /// # Ok::<(), impartial::Error>(())
    /// ```
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
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// assert_eq!(search.try_best_move(&vec![1, 2])?, Some(NimMove { heap: 1, take: 1 }));
    /// // A loss: the first legal move.
    /// assert_eq!(search.try_best_move(&vec![2, 2])?, Some(NimMove { heap: 0, take: 1 }));
    /// assert_eq!(search.try_best_move(&vec![0, 0])?, None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
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
        self.try_option_value::<Remoteness>(position)
            .map(Remoteness::decode)
    }

    /// The remoteness of `position`, as [`try_remoteness`](Search::try_remoteness) gives it.
    ///
    /// # Panics
    ///
    /// As the [`Solver`] methods: see [`Search`].
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Take exactly one: the game lasts as many moves as there are stones.
    /// let search = Search::new(Subtraction::bash(1)?);
    /// assert_eq!(search.remoteness(&5), Some(5));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn remoteness(&self, position: &G::Position) -> Option<u64> {
        law_abiding(self.try_remoteness(position))
    }

    /// Whether the game splits `position` into parts (it is then played under normal play),
    /// found without building the parts when they pack.
    fn splits(&self, position: &G::Position) -> bool {
        let words = &mut self.workspace.borrow_mut().words;
        Hooked::<P>::packed_parts(&self.game, position, words)
            || self.game.parts(position).is_some()
    }

    /// Whether `position` is, without a doubt, its own one part: its parts pack into one word,
    /// its own. Then the search need not build its parts to find so.
    fn is_one_part(&self, position: &G::Position) -> bool {
        let words = &mut self.workspace.borrow_mut().words;
        self.view.parts
            && self.view.symmetry
            && Hooked::<P>::packed_parts(&self.game, position, words)
            && words.len() == 1
            && Hooked::<P>::pack(&self.game, position) == Some(words[0])
    }

    /// The number `F` gives `position`, found by a walk that folds every option's number.
    fn try_option_value<F: OptionValue>(&self, position: &G::Position) -> Result<u64, Error> {
        if F::SPLITS && !self.is_one_part(position) {
            if let Some(parts) = self.view.split(&self.game, position) {
                return parts
                    .iter()
                    .try_fold(0, |sum, part| Ok(sum ^ self.try_option_value::<F>(part)?));
            }
        }
        let mut workspace = self.workspace.borrow_mut();
        let Workspace {
            positions,
            value_frames,
            values,
            seen,
            ..
        } = &mut *workspace;
        values.clear();
        let positions = Positions::start(positions, &self.game, position, self.view);
        let meter = self.limits.meter();
        let mut memo = self.memo.borrow_mut();
        let stored = memo.len();
        let key = Key::of::<G, Hooked<P>>(&self.game, &positions.line[0]);
        let hash = key.hash();
        let root_id = if let Some((id, _)) = memo.find(hash, key) {
            match memo.value_mark(F::COLUMN, id) {
                ValueMark::Value(value) => return Ok(value),
                ValueMark::Unknown | ValueMark::OnPath => id,
            }
        } else {
            meter.room(stored)?;
            memo.add(hash, key.stored(), Mark::Unsolved)
        };
        let mut walk = ValueWalk {
            game: &self.game,
            memo: &mut memo,
            line: value_frames,
            positions,
            values,
            seen,
            fold: PhantomData::<F>,
            meter,
            view: PositionView {
                parts: self.view.parts && F::SPLITS,
                ..self.view
            },
            storage: PhantomData::<Hooked<P>>,
        };
        let result = walk.solve(root_id);
        if result.is_err() {
            walk.abandon();
            memo.forget_unsolved_since(stored);
        }
        result
    }
}

impl<G: Hooks> Search<G> {
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
    /// move (a game whose [`terminal_outcome`](Game::terminal_outcome) is not always
    /// `Loss`), and the errors of [`try_outcome`](Search::try_outcome). A
    /// [`Misere`](crate::Misere) game's search has no `try_grundy` at all.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Nim::normal());
    /// assert_eq!(search.try_grundy(&vec![3, 5])?, 3 ^ 5);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_grundy(&self, position: &G::Position) -> Result<u64, Error> {
        self.try_option_value::<GrundyValue>(position)
    }
}

/// The [`Solver`] methods are the `try_` methods, panicking on an error.
impl<G: Hooks<P>, P: Play> TrySolver for Search<G, P> {
    type Game = G;

    fn rules(&self) -> &G {
        &self.game
    }

    fn try_outcome(&self, position: &G::Position) -> Result<Outcome, Error> {
        Search::try_outcome(self, position)
    }

    fn try_best_move(&self, position: &G::Position) -> Result<Option<G::Move>, Error> {
        Search::try_best_move(self, position)
    }
}

/// A search stores at most its position limit, and at most 2^32 − 1 positions whatever
/// the limit (it numbers them in 32 bits); a question that needs more, or more than the
/// time limit, returns [`Error::LimitReached`], keeps what was solved before it, and leaves
/// the search usable for positions within the limits.
impl<G: Hooks<P>, P: Play> Limited for Search<G, P> {
    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn with_limits(self, limits: Limits) -> Self {
        Search { limits, ..self }
    }
}

impl<G: Hooks> Grundy<G> for Search<G> {
    fn grundy(&self, position: &G::Position) -> u64 {
        law_abiding(self.try_grundy(position))
    }
}

impl<G: Game + Clone, P> Clone for Search<G, P> {
    fn clone(&self) -> Self {
        Search {
            game: self.game.clone(),
            memo: self.memo.clone(),
            workspace: RefCell::new(Workspace::default()),
            limits: self.limits.with_own_cancel(),
            view: self.view,
            play: PhantomData,
        }
    }
}

impl<G: Game + fmt::Debug, P> fmt::Debug for Search<G, P> {
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
            .field("limits", &self.limits)
            .field("view", &self.view)
            .finish_non_exhaustive()
    }
}
