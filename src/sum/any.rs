//! [`AnyGame`]: a component of a sum of different games, its game and its positions and
//! moves of erased types ([`AnyPosition`], [`AnyMove`]).

use core::any::{Any, type_name};
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use std::rc::Rc;

use crate::search::Hooks;
use crate::solver::outcome_of_value;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// A position of an [`AnyGame`], one part of a sum of different games, of whatever type its
/// game takes.
///
/// Two are equal when they hold equal values of the same type.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let heaps = AnyPosition::new(vec![3u64, 4]);
/// assert_eq!(heaps.downcast_ref::<Vec<u64>>(), Some(&vec![3, 4]));
/// assert_eq!(heaps, AnyPosition::new(vec![3u64, 4]));
/// assert_ne!(heaps, AnyPosition::new(7u64));
/// ```
pub struct AnyPosition(Box<dyn DynValue>);

/// A move of an [`AnyGame`], in one part of a sum of different games, of whatever type its
/// game takes. It displays as the move it holds.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let sum = Sum::mixed().and(Nim::normal());
/// let position = vec![AnyPosition::new(vec![3u64, 4])];
/// let mv = SumMove { component: 0, mv: AnyMove::new(NimMove { heap: 1, take: 2 }) };
/// assert_eq!(mv.to_string(), "take 2 from heap 1 in part 0");
/// assert_eq!(sum.play(&position, &mv)?, vec![AnyPosition::new(vec![3u64, 2])]);
/// # Ok::<(), impartial::Error>(())
/// ```
pub struct AnyMove(Box<dyn DynMove>);

/// What `AnyPosition` needs of the value it holds.
trait DynValue: Any + fmt::Debug {
    fn clone_box(&self) -> Box<dyn DynValue>;
    fn equals(&self, other: &dyn Any) -> bool;
    fn hash_into(&self, state: &mut dyn Hasher);
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Clone + Eq + Hash + fmt::Debug> DynValue for T {
    fn clone_box(&self) -> Box<dyn DynValue> {
        Box::new(self.clone())
    }

    fn equals(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }

    fn hash_into(&self, mut state: &mut dyn Hasher) {
        self.hash(&mut state);
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What `AnyMove` needs of the move it holds.
trait DynMove: Any + fmt::Debug + fmt::Display {
    fn clone_box(&self) -> Box<dyn DynMove>;
    fn equals(&self, other: &dyn Any) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Clone + Eq + fmt::Debug + fmt::Display> DynMove for T {
    fn clone_box(&self) -> Box<dyn DynMove> {
        Box::new(self.clone())
    }

    fn equals(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl AnyPosition {
    /// Wraps a position of any game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let heap = AnyPosition::new(5u64);
    /// assert_eq!(heap.downcast_ref::<u64>(), Some(&5));
    /// assert_ne!(heap, AnyPosition::new(5u32)); // the same number, of another type
    /// ```
    #[must_use]
    pub fn new<P: Any + Clone + Eq + Hash + fmt::Debug>(position: P) -> Self {
        AnyPosition(Box::new(position))
    }

    /// The position, if it is a `P`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let rows = AnyPosition::new(vec![2u64, 5]);
    /// assert_eq!(rows.downcast_ref::<Vec<u64>>(), Some(&vec![2, 5]));
    /// assert_eq!(rows.downcast_ref::<u64>(), None);
    /// ```
    #[must_use]
    pub fn downcast_ref<P: Any>(&self) -> Option<&P> {
        self.0.as_any().downcast_ref()
    }
}

impl Clone for AnyPosition {
    fn clone(&self) -> Self {
        AnyPosition(self.0.clone_box())
    }
}

impl PartialEq for AnyPosition {
    fn eq(&self, other: &Self) -> bool {
        self.0.equals(other.0.as_any())
    }
}

impl Eq for AnyPosition {}

impl Hash for AnyPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash_into(state);
    }
}

impl fmt::Debug for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl AnyMove {
    /// Wraps a move of any game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mv = AnyMove::new(NimMove { heap: 0, take: 3 });
    /// assert_eq!(mv.to_string(), "take 3 from heap 0");
    /// assert_eq!(mv, AnyMove::new(NimMove { heap: 0, take: 3 }));
    /// ```
    #[must_use]
    pub fn new<M: Any + Clone + Eq + fmt::Debug + fmt::Display>(mv: M) -> Self {
        AnyMove(Box::new(mv))
    }

    /// The move, if it is an `M`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let mv = AnyMove::new(WythoffMove::Both(2));
    /// assert_eq!(mv.downcast_ref::<WythoffMove>(), Some(&WythoffMove::Both(2)));
    /// assert_eq!(mv.downcast_ref::<NimMove>(), None);
    /// ```
    #[must_use]
    pub fn downcast_ref<M: Any>(&self) -> Option<&M> {
        self.0.as_any().downcast_ref()
    }
}

impl Clone for AnyMove {
    fn clone(&self) -> Self {
        AnyMove(self.0.clone_box())
    }
}

impl PartialEq for AnyMove {
    fn eq(&self, other: &Self) -> bool {
        self.0.equals(other.0.as_any())
    }
}

impl Eq for AnyMove {}

impl fmt::Debug for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// One component of a sum of different games: a game and the solver that knows its Grundy
/// values, their positions and moves wrapped in [`AnyPosition`] and [`AnyMove`]. Made by
/// [`Sum::and`](crate::sum::Sum::and), which checks the type of every part a position holds
/// for it.
///
/// It plays its game under normal play, as a sum does, whatever the game's own convention:
/// a position without moves is lost, and its outcome is that of its Grundy value. A position
/// of another type than its game's has no moves and is worth 0, and
/// [`play`](Game::play) refuses every move from it with [`Error::PositionType`].
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let sum = Sum::mixed().and(Nim::normal()).and(Search::new(Wythoff::normal()));
/// let nim = &sum.components()[0];
/// assert_eq!(nim.position_type(), core::any::type_name::<Vec<u64>>());
/// assert_eq!(nim.grundy(&AnyPosition::new(vec![3u64, 5])), 6);
/// let wythoff = &sum.components()[1];
/// assert_eq!(wythoff.grundy(&AnyPosition::new((2u64, 2u64))), 1);
/// assert_eq!(wythoff.check(&AnyPosition::new(7u64)), Err(Error::PositionType {
///     expected: core::any::type_name::<(u64, u64)>(),
/// }));
/// ```
#[derive(Clone)]
pub struct AnyGame(Rc<dyn Part>);

/// What an [`AnyGame`] holds: a game and its solver, behind a trait object. Each method is
/// the game's or the solver's, for a position of the game's type.
trait Part {
    /// The type of position the game takes, for messages.
    fn position_type(&self) -> &'static str;
    /// Whether `position` is of the game's type.
    fn fits(&self, position: &AnyPosition) -> bool;
    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a>;
    fn play(&self, position: &AnyPosition, mv: &AnyMove) -> Result<AnyPosition, Error>;
    fn parts(&self, position: &AnyPosition) -> Option<Vec<AnyPosition>>;
    fn canonicalize(&self, position: &mut AnyPosition);
    /// The Grundy value of `position`; 0 for a position of another type.
    fn grundy(&self, position: &AnyPosition) -> u64;
    /// The solver's fallible Grundy value of `position`;
    /// [`Error::PositionType`] for a position of another type.
    fn try_grundy(&self, position: &AnyPosition) -> Result<u64, Error>;
    fn moves_to_value<'a>(
        &'a self,
        position: &'a AnyPosition,
        value: u64,
    ) -> Box<dyn Iterator<Item = AnyMove> + 'a>;
    /// The solver's best move; none from a position of another type.
    fn best_move(&self, position: &AnyPosition) -> Option<AnyMove>;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// A solver `S` of the game `G`, as a [`Part`].
struct Erased<G, S> {
    solver: S,
    game: PhantomData<fn() -> G>,
}

/// `position` as a position of `G`, if it is one.
fn typed<G: Game>(position: &AnyPosition) -> Option<&G::Position>
where
    G::Position: Any,
{
    position.downcast_ref()
}

impl<G, S> Part for Erased<G, S>
where
    G: Game,
    G::Position: Any,
    G::Move: Any,
    S: Grundy<G> + fmt::Debug,
{
    fn position_type(&self) -> &'static str {
        type_name::<G::Position>()
    }

    fn fits(&self, position: &AnyPosition) -> bool {
        typed::<G>(position).is_some()
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        match typed::<G>(position) {
            Some(position) => Box::new(self.solver.game().moves(position).map(AnyMove::new)),
            None => Box::new(core::iter::empty()),
        }
    }

    fn play(&self, position: &AnyPosition, mv: &AnyMove) -> Result<AnyPosition, Error> {
        let position = typed::<G>(position).ok_or_else(|| Error::PositionType {
            expected: self.position_type(),
        })?;
        let mv = mv.downcast_ref::<G::Move>().ok_or_else(|| {
            Error::illegal(mv, format!("a move here is a {}", type_name::<G::Move>()))
        })?;
        Ok(AnyPosition::new(self.solver.game().play(position, mv)?))
    }

    fn parts(&self, position: &AnyPosition) -> Option<Vec<AnyPosition>> {
        let parts = self.solver.game().parts(typed::<G>(position)?)?;
        Some(parts.into_iter().map(AnyPosition::new).collect())
    }

    fn canonicalize(&self, position: &mut AnyPosition) {
        if let Some(typed) = typed::<G>(position) {
            let mut canonical = typed.clone();
            self.solver.game().canonicalize(&mut canonical);
            *position = AnyPosition::new(canonical);
        }
    }

    fn grundy(&self, position: &AnyPosition) -> u64 {
        typed::<G>(position).map_or(0, |position| self.solver.grundy(position))
    }

    fn try_grundy(&self, position: &AnyPosition) -> Result<u64, Error> {
        let position = typed::<G>(position).ok_or_else(|| Error::PositionType {
            expected: self.position_type(),
        })?;
        self.solver.try_grundy(position)
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a AnyPosition,
        value: u64,
    ) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        match typed::<G>(position) {
            Some(position) => Box::new(
                self.solver
                    .moves_to_value(position, value)
                    .map(AnyMove::new),
            ),
            None => Box::new(core::iter::empty()),
        }
    }

    fn best_move(&self, position: &AnyPosition) -> Option<AnyMove> {
        let position = typed::<G>(position)?;
        self.solver.best_move(position).map(AnyMove::new)
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.solver.fmt(f)
    }
}

impl AnyGame {
    /// The game that `solver` solves, with its values from `solver`.
    pub(crate) fn new<G, S>(solver: S) -> Self
    where
        G: Game + 'static,
        G::Position: Any,
        G::Move: Any,
        S: Grundy<G> + fmt::Debug + 'static,
    {
        AnyGame(Rc::new(Erased {
            solver,
            game: PhantomData,
        }))
    }

    /// The name of the type of position its game takes (as [`core::any::type_name`] gives
    /// it).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::mixed().and(Subtraction::bash(3)?);
    /// assert_eq!(sum.components()[0].position_type(), "u64");
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn position_type(&self) -> &'static str {
        self.0.position_type()
    }

    /// Whether `position` is of the type its game takes.
    ///
    /// # Errors
    ///
    /// [`Error::PositionType`] naming the type it takes, when `position` is of another.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = Sum::mixed().and(Kayles::new());
    /// let kayles = &sum.components()[0];
    /// assert_eq!(kayles.check(&AnyPosition::new(vec![4u64])), Ok(()));
    /// assert!(matches!(kayles.check(&AnyPosition::new(4u64)), Err(Error::PositionType { .. })));
    /// ```
    pub fn check(&self, position: &AnyPosition) -> Result<(), Error> {
        if self.0.fits(position) {
            Ok(())
        } else {
            Err(Error::PositionType {
                expected: self.position_type(),
            })
        }
    }
}

impl fmt::Debug for AnyGame {
    /// As its solver.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}

/// The game's rules, on positions of its type.
impl Game for AnyGame {
    type Position = AnyPosition;
    type Move = AnyMove;

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> impl Iterator<Item = AnyMove> {
        self.0.moves(position)
    }

    fn play(&self, position: &AnyPosition, mv: &AnyMove) -> Result<AnyPosition, Error> {
        self.0.play(position, mv)
    }

    /// The game's own parts; `None` for a position of another type.
    fn parts(&self, position: &AnyPosition) -> Option<Vec<AnyPosition>> {
        self.0.parts(position)
    }

    fn canonicalize(&self, position: &mut AnyPosition) {
        self.0.canonicalize(position);
    }
}

impl Hooks for AnyGame {}

/// Under normal play, from the Grundy values.
impl Solver<AnyGame> for AnyGame {
    fn game(&self) -> &AnyGame {
        self
    }

    fn outcome(&self, position: &AnyPosition) -> Outcome {
        outcome_of_value(self.grundy(position))
    }

    /// The moves to a position worth 0.
    fn winning_moves<'a>(&'a self, position: &'a AnyPosition) -> impl Iterator<Item = AnyMove> {
        self.moves_to_value(position, 0)
    }

    /// The solver's own [`best_move`](Solver::best_move): a closed form's rule, at once
    /// for a lost position of any size.
    fn best_move(&self, position: &AnyPosition) -> Option<AnyMove> {
        self.0.best_move(position)
    }
}

/// The solver's values.
impl Grundy<AnyGame> for AnyGame {
    fn grundy(&self, position: &AnyPosition) -> u64 {
        self.0.grundy(position)
    }

    /// The solver's [`try_grundy`](Grundy::try_grundy); [`Error::PositionType`] for a
    /// position of another type than its game's.
    fn try_grundy(&self, position: &AnyPosition) -> Result<u64, Error> {
        self.0.try_grundy(position)
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a AnyPosition,
        value: u64,
    ) -> impl Iterator<Item = AnyMove>
    where
        AnyGame: 'a,
    {
        self.0.moves_to_value(position, value)
    }
}
