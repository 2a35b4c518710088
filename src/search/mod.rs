//! The generic search, [`Search`]: solves any [`Game`] from its rules alone; its extension
//! of `Game`, [`Hooks`], through which a game tells the search what makes it faster; and
//! the convention it plays under, [`NormalPlay`] or [`MiserePlay`].
//!
//! The search is made of rooms, each a file: the walk and its explicit stack (`walk`), the
//! nimber proof that decides whether a value lies in a set with as little work as it takes
//! (`nimber`, after Beling and Rogalski), the transposition table with its byte budget and
//! replacement policy (`table`), a small cache of the values positions were proved not to
//! have (`refutations`), the end table of small parts, built once and saved like a `.nims`
//! file (`end_table`), and the hooks a game may give (`hooks`).
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

mod end_table;
pub(crate) mod heap_words;
mod hooks;
mod nimber;
mod node;
mod play;
mod refutations;
mod remoteness;
mod table;
mod walk;
mod zeroed;

use core::cell::RefCell;
use core::fmt;
use core::marker::PhantomData;
use std::path::Path;
use std::sync::Arc;

pub use self::end_table::EndTable;
pub use self::hooks::{Hooks, PackedOption};
use self::node::Node;
pub use self::play::{MiserePlay, NormalPlay, Play};
use self::walk::{Answer, Engine, Goal, State};
#[cfg(doc)]
use crate::Solver;
use crate::fallible::{TrySolver, law_abiding};
use crate::limits::{Limited, Limits};
use crate::solver::{moves_keeping, outcome_of_value};
use crate::{Error, Game, Grundy, Outcome};

/// Solves any [`Game`] by searching its moves, remembering what it has proved in a
/// transposition table within a memory budget.
///
/// The walk keeps its own stack on the heap, so a game whose play can last ten million moves
/// is solved without overflowing the call stack. What is proved once is kept for later
/// questions, through `&self`, as long as the table has room; [`clear`](Search::clear)
/// forgets it.
///
/// Answers follow [`Solver`]'s laws: a position is a `Win` when some move leads to a `Loss`,
/// else a `Draw` when some move leads to a `Draw`, else a `Loss`; a position without moves
/// takes [`Game::terminal_outcome`].
///
/// # Nimbers by pruned search
///
/// A game that splits its positions into independent parts ([`Game::parts`], normal play
/// only) is solved by its parts' Grundy values (Sprague–Grundy): a position's value is the
/// nim-sum of its parts', and it is lost exactly when that is 0. A part's value is proved
/// with as little work as needed, by the method of P. Beling and M. Rogalski ("On pruning
/// search trees of impartial games", *Artificial Intelligence* 283 (2020) 103262): to know
/// whether `G + *k` is lost, the search asks whether `G`'s value is `k`, and each option is
/// asked only whether its value lies among the candidates still open, so that most options
/// never get an exact value. The value of a question's own part is found by their
/// *aspiration sets*: round `k` asks each of its options whose value is still unknown only
/// whether that value is `k`, and the first round that no option answers gives the value.
/// The outcome of a position of several parts asks of all parts but the hardest their
/// values, and of the hardest only whether it equals their nim-sum, by the same rounds up
/// to that sum. A game that does not split is searched for its outcome, a `Win` as soon as
/// one move reaches a `Loss`.
///
/// Before searching a position's options the search looks each up (an enhanced
/// transposition cut-off: a `Win` is found without a search when an option is known to be
/// lost), and it takes the rest from the easiest on, by the game's
/// [`difficulty`](Hooks::difficulty).
///
/// # Views
///
/// - **Independent parts** ([`Game::parts`]): each part is solved once: the heaps of Nim
///   from `[15, 15, 15, 15]` are 15 positions, not 65,536. Only games under normal play
///   split ([`Game::parts`] says why).
/// - **Symmetry** ([`Game::canonicalize`]): positions are stored by their canonical form
///   (heaps sorted, a board turned to the least of its images), one entry per class. The
///   walk then examines only the game's [representative moves](Game::representative_moves).
///
/// [`without_decomposition`](Search::without_decomposition) and
/// [`without_symmetry`](Search::without_symmetry) turn them off, to compare.
///
/// # Memory
///
/// The transposition table grows as positions are proved, up to the [memory
/// limit](Limits::memory) (by default [a quarter of the machine's](Limits::default_memory)),
/// and then replaces the entries whose proof took the least work: a position forgotten is
/// proved again when met, never guessed. A position the game [packs](Hooks::pack) into a
/// word takes a slot of 16 bytes and a tag byte; one stored whole, the `size_of` of its type,
/// 8 bytes and a tag byte; a part the game [numbers](Hooks::dense_index), a byte in an
/// array as long as its largest number. The line of play being searched, with the options
/// listed at each of its positions, counts against the same limit: a question whose line
/// would exceed it returns [`Error::LimitReached`] with
/// [`Limit::Memory`](crate::Limit::Memory), and one whose memory cannot be had
/// [`Error::OutOfMemory`]; the search never aborts. The [position limit](Limits::positions)
/// bounds the positions held, in the table, in the array and on the line together.
///
/// # Complexity
///
/// Time proportional to the options examined, at most the edges of the game graph reachable
/// from the position while the table holds what it proves; the pruning examines far fewer in
/// games whose positions split. Memory: within the memory limit.
///
/// # Panics
///
/// The [`Solver`] and [`Grundy`] methods panic, with the [`Error`]'s message, when the game
/// breaks the laws of [`Game`]: its moves form a cycle (the message names a position on it
/// and the cycle's length), or `play` rejects a move that `moves` gave; and
/// [`grundy`](Grundy::grundy) when the game ends in a position that is not lost; and past a
/// [position limit](Limited::with_position_limit), a [time limit](Limited::with_time_limit),
/// the memory limit or a [cancellation](Limited::cancel_handle). Each is the twin of the
/// `try_` method of the same name, which returns the same [`Error`] instead. They also
/// panic if the game's own methods call back into this `Search`.
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
    state: RefCell<State<G::Position>>,
    /// The end table: to be built up to a size, or built (or loaded).
    end: RefCell<EndSlot>,
    limits: Limits,
    view: PositionView,
    /// The convention: a type, no data (`fn() -> P`, so that `P` alone does not decide
    /// whether the search is `Send` or `Sync`).
    play: PhantomData<fn() -> P>,
}

/// A search's end table.
#[derive(Debug, Clone)]
enum EndSlot {
    /// To be built, before the first question, of the small parts up to this size (none
    /// for 0).
    Planned(u64),
    /// Built or loaded (none when planned of size 0).
    Ready(Option<Arc<EndTable>>),
}

/// How a search looks at positions: up to the game's symmetries, and split into the game's
/// independent parts.
#[derive(Debug, Clone, Copy)]
struct PositionView {
    symmetry: bool,
    parts: bool,
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
    /// A search over `game`, knowing nothing yet: positions stored as the words the game
    /// [packs](Hooks::pack) them into (whole where it gives none), moves played into reused
    /// buffers ([`Hooks::play_into`]), and an end table of the game's small parts up to its
    /// [`END_TABLE_SIZE`](Hooks::END_TABLE_SIZE), built before the first question.
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
            state: RefCell::new(State::default()),
            end: RefCell::new(EndSlot::Planned(G::END_TABLE_SIZE)),
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

    /// How many positions the search knows the outcome or Grundy value of, by any
    /// question: those its table and its array of [numbered](Hooks::dense_index) parts hold
    /// now.
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
        let state = self.state.borrow();
        state.table.solved() + state.dense_only
    }

    /// How many positions the transposition table and the array of
    /// [numbered](Hooks::dense_index) parts hold: what its memory grows with, up to the
    /// [memory limit](Limits::memory). They keep only positions solved (an outcome or a
    /// value), so this is [`solved_positions`](Self::solved_positions) too.
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
        let state = self.state.borrow();
        state.table.stored() + state.dense_only
    }

    /// Forgets everything found so far (the end table stays).
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
        *self.state.get_mut() = State::default();
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
    /// limit](Limited::with_position_limit), a [time limit](Limited::with_time_limit) or the
    /// [memory limit](Limits::memory), [`Error::OutOfMemory`] when memory cannot be had, and
    /// [`Error::Cancelled`] when a [cancel handle](Limited::cancel_handle) stops it. A
    /// position that splits into parts is valued by their Grundy values, so
    /// [`Error::NotNormalPlay`] when one of its lines ends in a position that is not lost.
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
        self.question(position, true, |engine, root| {
            let Some(whole) = root.whole else {
                return outcome_of_parts(engine, root.parts);
            };
            match engine.solve(whole, Goal::Outcome)? {
                Answer::Outcome(outcome) => Ok(outcome),
                Answer::Value(value) => Ok(outcome_of_value(value)),
                Answer::Not | Answer::Remoteness(_) => Ok(Outcome::Win),
            }
        })
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
        self.question(position, false, |engine, root| {
            let Some(whole) = root.whole else {
                return Ok(None);
            };
            match engine.solve(whole, Goal::Remoteness)? {
                Answer::Remoteness(code) => Ok(remoteness::decode(code)),
                _ => Ok(None),
            }
        })
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

    /// The same search, with an end table of the game's [small parts](Hooks::small_parts)
    /// up to `size`, built before the next question (0: none), in place of the game's
    /// [`END_TABLE_SIZE`](Hooks::END_TABLE_SIZE).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Every row of Kayles up to 20 pins, valued once; rows up to 20 are then read.
    /// let search = Search::new(Kayles::new()).with_end_table(20);
    /// assert_eq!(search.try_grundy(&vec![20])?, Kayles::new().grundy(&vec![20]));
    /// assert_eq!(search.end_table().map(|table| table.len()), Some(20));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn with_end_table(self, size: u64) -> Self {
        *self.end.borrow_mut() = EndSlot::Planned(size);
        self
    }

    /// The end table, once built or loaded.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Kayles::new()).with_end_table(5);
    /// assert!(search.end_table().is_none()); // built before the first question
    /// assert_eq!(search.try_outcome(&vec![5])?, Outcome::Win);
    /// assert_eq!(search.end_table().map(|table| table.size()), Some(5));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn end_table(&self) -> Option<Arc<EndTable>> {
        match &*self.end.borrow() {
            EndSlot::Ready(table) => table.clone(),
            EndSlot::Planned(_) => None,
        }
    }

    /// Writes the end table to `path` (building it first if it is not yet), so that a
    /// later search can [load](Search::with_end_table_file) it instead.
    ///
    /// # Errors
    ///
    /// [`Error::Io`] when the file cannot be written, and the errors of building the table
    /// (those of [`try_grundy`](Search::try_grundy)); [`Error::InvalidParameter`] when the
    /// search has no end table.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let folder = std::env::temp_dir().join(format!("impartial-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&folder).unwrap();
    /// let path = folder.join("kayles.end");
    /// Search::new(Kayles::new()).with_end_table(30).save_end_table(&path)?;
    /// let loaded = Search::new(Kayles::new()).with_end_table_file(&path)?;
    /// assert_eq!(loaded.end_table().map(|table| table.len()), Some(30));
    /// # std::fs::remove_dir_all(&folder).unwrap();
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn save_end_table(&self, path: impl AsRef<Path>) -> Result<(), Error> {
        let table = {
            let mut state = self.state.borrow_mut();
            self.prepared_end(&mut state)?
        };
        match table {
            Some(table) => table.save::<G>(path.as_ref()),
            None => Err(Error::invalid(
                "end table",
                "none",
                "the search has no end table to save: give it one with with_end_table",
            )),
        }
    }

    /// The same search, with the end table read from `path`, as
    /// [`save_end_table`](Search::save_end_table) wrote it.
    ///
    /// # Errors
    ///
    /// [`Error::Io`] when the file cannot be read (or is not a regular file), and
    /// [`Error::CorruptFile`] when it is not an end table of this game: a wrong header, a
    /// table of other parts than the game's [`small_parts`](Hooks::small_parts) of its size,
    /// a value the search finds wrong on a sample, a length or a hash that does not match.
    ///
    /// # Example
    ///
    /// See [`save_end_table`](Search::save_end_table).
    pub fn with_end_table_file(self, path: impl AsRef<Path>) -> Result<Self, Error> {
        let table = EndTable::load(&self.game, path.as_ref())?;
        {
            let mut state = self.state.borrow_mut();
            self.check_sample(&mut state, &table)?;
        }
        *self.end.borrow_mut() = EndSlot::Ready(Some(Arc::new(table)));
        Ok(self)
    }

    /// Asks `ask` about `position` with an engine for the question: the end table built
    /// first if planned, the position loaded, and taken whole in canonical form or, when
    /// `split` and the search splits it, as its parts.
    fn question<T>(
        &self,
        position: &G::Position,
        split: bool,
        ask: impl FnOnce(&mut Engine<'_, G, P>, Root<'_, G::Position>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let mut state = self.state.borrow_mut();
        let end = self.prepared_end(&mut state)?;
        let mut parts = core::mem::take(&mut state.roots);
        parts.clear();
        let whole = self.root(position, split, &mut state, &mut parts);
        let result = {
            let mut engine = self.engine(&mut state, end.as_deref(), position);
            ask(
                &mut engine,
                Root {
                    whole,
                    parts: &mut parts,
                },
            )
        };
        parts.clear();
        state.roots = parts;
        result
    }

    /// An engine for one question.
    fn engine<'a>(
        &'a self,
        state: &'a mut State<G::Position>,
        end: Option<&'a EndTable>,
        like: &'a G::Position,
    ) -> Engine<'a, G, P> {
        Engine {
            game: &self.game,
            state,
            end,
            meter: self.limits.meter(),
            view: self.view,
            listing_from: usize::MAX,
            like,
            entered: 0,
            play: PhantomData,
        }
    }

    /// Loads `position` into the workspace's buffer; writes its parts into `parts` when
    /// `split` and the search splits it, and returns `None`; else returns it whole, as one
    /// node in canonical form.
    fn root(
        &self,
        position: &G::Position,
        split: bool,
        state: &mut State<G::Position>,
        parts: &mut Vec<Node<G::Position>>,
    ) -> Option<Node<G::Position>> {
        state.seed(position);
        let game = &self.game;
        if split && self.view.parts && P::NORMAL {
            let words = state.work_words();
            if self.view.symmetry && game.packed_parts(position, words) {
                parts.extend(words.iter().map(|&word| Node::Word(word)));
                return None;
            }
            if let Some(split) = game.parts(position) {
                parts.extend(split.into_iter().map(|mut part| {
                    if self.view.symmetry {
                        game.canonicalize(&mut part);
                    }
                    Node::of(game, &part)
                }));
                return None;
            }
        }
        Some(state.seeded_node(game, self.view.symmetry, position))
    }

    /// The end table, built now if it is planned.
    fn prepared_end(&self, state: &mut State<G::Position>) -> Result<Option<Arc<EndTable>>, Error> {
        let planned = match &*self.end.borrow() {
            EndSlot::Ready(table) => return Ok(table.clone()),
            EndSlot::Planned(size) => *size,
        };
        let table = if planned == 0 || !P::NORMAL {
            None
        } else {
            Some(Arc::new(self.build_end(state, planned)?))
        };
        *self.end.borrow_mut() = EndSlot::Ready(table.clone());
        Ok(table)
    }

    /// Values every small part up to `size`, for the end table.
    fn build_end(&self, state: &mut State<G::Position>, size: u64) -> Result<EndTable, Error> {
        let mut table = EndTable::new(size);
        for part in self.game.small_parts(size) {
            let Some(word) = self.game.pack(&part) else {
                continue;
            };
            state.seed(&part);
            let mut engine = self.engine(state, None, &part);
            let Answer::Value(value) = engine.solve(Node::Word(word), Goal::Exact)? else {
                continue;
            };
            table.insert(word, value)?;
        }
        table.seal(&self.game);
        Ok(table)
    }

    /// Checks a sample of `table`'s values against the search's own.
    fn check_sample(&self, state: &mut State<G::Position>, table: &EndTable) -> Result<(), Error> {
        for (word, value) in table.sample() {
            let mut like = None;
            for part in self.game.small_parts(table.size()).take(1) {
                like = Some(part);
            }
            let Some(like) = like else {
                break;
            };
            state.seed(&like);
            let mut engine = self.engine(state, None, &like);
            let found = engine.solve(Node::Word(word), Goal::Exact)?;
            if found != Answer::Value(value) {
                return Err(Error::CorruptFile {
                    reason: format!(
                        "the end table gives {value} for a part whose value is not {value}"
                    ),
                });
            }
        }
        Ok(())
    }
}

/// A question's position, as the walk takes it: whole, or as its parts.
struct Root<'a, P> {
    whole: Option<Node<P>>,
    parts: &'a mut Vec<Node<P>>,
}

/// The outcome of a position of several `parts`: all but the hardest valued exactly, the
/// hardest asked only whether it equals their nim-sum.
fn outcome_of_parts<G: Hooks<P>, P: Play>(
    engine: &mut Engine<'_, G, P>,
    parts: &mut Vec<Node<G::Position>>,
) -> Result<Outcome, Error> {
    engine.put_hardest_last(parts);
    let Some(hardest) = parts.pop() else {
        return Ok(Outcome::Loss);
    };
    let mut sum = 0;
    for part in parts.drain(..) {
        match engine.solve(part, Goal::Exact)? {
            Answer::Value(value) => sum ^= value,
            _ => return Err(law_broken()),
        }
    }
    Ok(match engine.aspire(hardest, sum)? {
        Answer::Value(value) => outcome_of_value(value ^ sum),
        _ => Outcome::Win,
    })
}

/// The error for a walk that answered something it was not asked: never, for a game that
/// keeps the laws.
fn law_broken() -> Error {
    Error::invalid(
        "game",
        "its hooks",
        "they broke their laws: the search got an answer it did not ask for",
    )
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
        self.question(position, true, |engine, root| {
            if let Some(whole) = root.whole {
                root.parts.push(whole);
            }
            let mut sum = 0;
            for part in root.parts.drain(..) {
                sum ^= engine.value(part)?;
            }
            Ok(sum)
        })
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
        law_abiding(Search::try_grundy(self, position))
    }

    /// [`Search::try_grundy`]: a limit reached is an error, not a panic.
    fn try_grundy(&self, position: &G::Position) -> Result<u64, Error> {
        Search::try_grundy(self, position)
    }
}

impl<G: Game + Clone, P> Clone for Search<G, P> {
    fn clone(&self) -> Self {
        Search {
            game: self.game.clone(),
            state: RefCell::new(self.state.borrow().clone()),
            end: RefCell::new(self.end.borrow().clone()),
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
        match self.state.try_borrow() {
            Ok(state) => debug
                .field(
                    "solved_positions",
                    &(state.table.solved() + state.dense_only),
                )
                .field(
                    "stored_positions",
                    &(state.table.stored() + state.dense_only),
                ),
            Err(_) => debug.field("solved_positions", &format_args!("<being solved>")),
        };
        debug
            .field("limits", &self.limits)
            .field("view", &self.view)
            .finish_non_exhaustive()
    }
}
