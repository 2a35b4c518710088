//! Sums of any games: each part a different game, known by its Grundy values.

use core::any::{Any, type_name};
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use crate::error::count;
use crate::solver::outcome_of_value;
use crate::sum::same::SumMove;
use crate::{Error, Game, Grundy, Outcome, Solver};

/// A position of one part of a [`MixedSum`], of whatever type its game takes.
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

/// A move in one part of a [`MixedSum`], of whatever type its game takes. It displays as
/// the move it holds.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let sum = MixedSum::new().and(Nim::normal());
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

/// One part of a [`MixedSum`]: a game and a solver that knows its Grundy values, behind a
/// trait object. Made by [`MixedSum::and`]; the game's positions and moves are wrapped in
/// [`AnyPosition`] and [`AnyMove`].
trait Part: fmt::Debug {
    /// The type of position the part takes, for messages.
    fn position_type(&self) -> &'static str;
    /// The Grundy value of `position`, if it is of the part's type.
    fn grundy(&self, position: &AnyPosition) -> Option<u64>;
    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a>;
    fn play(&self, position: &AnyPosition, mv: &AnyMove) -> Result<AnyPosition, Error>;
    fn moves_to_value<'a>(
        &'a self,
        position: &'a AnyPosition,
        value: u64,
    ) -> Box<dyn Iterator<Item = AnyMove> + 'a>;
}

/// A solver `S` of the game `G`, as a part.
struct Component<G, S> {
    solver: S,
    game: PhantomData<fn() -> G>,
}

impl<G, S: fmt::Debug> fmt::Debug for Component<G, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.solver.fmt(f)
    }
}

impl<G, S> Part for Component<G, S>
where
    G: Game + 'static,
    G::Position: Any,
    G::Move: Any,
    S: Grundy<G> + fmt::Debug,
{
    fn position_type(&self) -> &'static str {
        type_name::<G::Position>()
    }

    fn grundy(&self, position: &AnyPosition) -> Option<u64> {
        Some(self.solver.grundy(position.downcast_ref()?))
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        match position.downcast_ref::<G::Position>() {
            Some(position) => Box::new(self.solver.game().moves(position).map(AnyMove::new)),
            None => Box::new(core::iter::empty()),
        }
    }

    fn play(&self, position: &AnyPosition, mv: &AnyMove) -> Result<AnyPosition, Error> {
        let position =
            position
                .downcast_ref::<G::Position>()
                .ok_or_else(|| Error::PositionType {
                    expected: self.position_type(),
                })?;
        let mv = mv
            .downcast_ref::<G::Move>()
            .ok_or_else(|| Error::IllegalMove {
                mv: mv.to_string(),
                reason: format!("a move here is a {}", type_name::<G::Move>()),
            })?;
        Ok(AnyPosition::new(self.solver.game().play(position, mv)?))
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a AnyPosition,
        value: u64,
    ) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        match position.downcast_ref::<G::Position>() {
            Some(position) => Box::new(
                self.solver
                    .moves_to_value(position, value)
                    .map(AnyMove::new),
            ),
            None => Box::new(core::iter::empty()),
        }
    }
}

/// The disjunctive sum of any games under normal play: a Kayles row beside Nim heaps beside
/// a Grundy's-game heap beside a game of your own solved by [`Search`](crate::Search). Each
/// part is a solver that implements [`Grundy`], added with [`and`](MixedSum::and); a
/// position holds one [`AnyPosition`] per part, and a move is a [`SumMove`] of an
/// [`AnyMove`], which displays as `take 2 from heap 1 in part 3`.
///
/// [`Sum`](crate::sum::Sum) is the same sum for parts of one type: it keeps their
/// positions and moves as they are, with no box and no type check, so it is the faster path
/// when the parts are alike. `MixedSum` boxes each part's position and move to let any mix
/// in.
///
/// # Closed form
///
/// The Sprague–Grundy theorem (Sprague 1935, Grundy 1939): the sum is worth the nim-sum of
/// its parts' values, lost exactly when that is 0; the winning moves bring one part's value
/// `g` to `g ^ s`, `s` the nim-sum.
///
/// A position with the wrong number of parts, or a part of the wrong type, has no moves:
/// [`play`](Game::play) refuses every move from it ([`Error::WrongShape`],
/// [`Error::PositionType`]), [`try_grundy`](MixedSum::try_grundy) names what is wrong, and
/// the solver methods treat it as a position without moves.
///
/// # Complexity
///
/// [`outcome`](Solver::outcome): one Grundy value per part, at the parts' own cost.
/// [`winning_moves`](Solver::winning_moves): lazily, part by part, as each part's
/// [`moves_to_value`](Grundy::moves_to_value).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let grundy = TakeAndBreak::grundys_game().solver(100)?;
/// let sum = MixedSum::new()
///     .and(Kayles::new())
///     .and(Nim::normal())
///     .and(Subtraction::new(&[1, 3, 4])?)
///     .and(grundy.clone());
/// let position = vec![
///     AnyPosition::new(vec![5u64]),    // Kayles row of 5: worth 4
///     AnyPosition::new(vec![3u64, 5]), // Nim heaps: worth 6
///     AnyPosition::new(6u64),          // {1, 3, 4} on 6: worth 2
///     AnyPosition::new(grundy.position(vec![9])?), // Grundy's game heap of 9: worth 1
/// ];
/// assert_eq!(sum.grundy(&position), 4 ^ 6 ^ 2 ^ 1);
/// let mv = sum.winning_move(&position).unwrap(); // Nim's heaps to 2 and 5, worth 7
/// assert_eq!(mv.to_string(), "take 1 from heap 0 in part 1");
/// assert_eq!(sum.outcome(&sum.play(&position, &mv)?), Outcome::Loss);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct MixedSum {
    parts: Vec<Box<dyn Part>>,
}

impl MixedSum {
    /// A sum with no parts yet.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = MixedSum::new();
    /// assert!(sum.is_empty());
    /// // With no part there is no move: the player to move loses.
    /// assert_eq!(sum.outcome(&vec![]), Outcome::Loss);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        MixedSum { parts: Vec::new() }
    }

    /// The sum with one more part: `solver`, for the game `G` it solves. Its positions are
    /// `AnyPosition::new(p)` for a position `p` of `G`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = MixedSum::new().and(Nim::normal()).and(Kayles::new());
    /// assert_eq!(sum.len(), 2);
    /// // Nim heaps of 1 and 2 are worth 3, and so is a Kayles row of 3: nim-sum 0.
    /// let position = vec![AnyPosition::new(vec![1u64, 2]), AnyPosition::new(vec![3u64])];
    /// assert_eq!(sum.outcome(&position), Outcome::Loss);
    /// ```
    #[must_use]
    pub fn and<G, S>(mut self, solver: S) -> Self
    where
        G: Game + 'static,
        G::Position: Any,
        G::Move: Any,
        S: Grundy<G> + fmt::Debug + 'static,
    {
        self.parts.push(Box::new(Component {
            solver,
            game: PhantomData,
        }));
        self
    }

    /// How many parts the sum has.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(MixedSum::new().len(), 0);
    /// assert_eq!(MixedSum::new().and(Nim::normal()).and(Kayles::new()).len(), 2);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// Whether the sum has no parts.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(MixedSum::new().is_empty());
    /// assert!(!MixedSum::new().and(Kayles::new()).is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The Grundy value of `position`, or what is wrong with its shape.
    ///
    /// # Errors
    ///
    /// [`Error::WrongShape`] for the wrong number of parts; [`Error::InPart`] holding
    /// [`Error::PositionType`] for a part of the wrong type.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let sum = MixedSum::new().and(Nim::normal());
    /// assert_eq!(sum.try_grundy(&[AnyPosition::new(vec![5u64, 3])])?, 5 ^ 3);
    /// assert_eq!(sum.try_grundy(&[]), Err(Error::WrongShape { parts: 0, components: 1 }));
    /// // A Nim part holds a Vec<u64>, not a u64.
    /// let wrong = sum.try_grundy(&[AnyPosition::new(5u64)]);
    /// assert!(matches!(wrong, Err(Error::InPart { part: 0, .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn try_grundy(&self, position: &[AnyPosition]) -> Result<u64, Error> {
        self.check(position)?;
        Ok(self.grundy_of(position))
    }

    /// Whether `position` has one part per part of the sum, each of its type.
    fn check(&self, position: &[AnyPosition]) -> Result<(), Error> {
        if position.len() != self.parts.len() {
            return Err(Error::WrongShape {
                parts: position.len(),
                components: self.parts.len(),
            });
        }
        for (index, (part, held)) in self.parts.iter().zip(position).enumerate() {
            if part.grundy(held).is_none() {
                return Err(Error::InPart {
                    part: index,
                    error: Box::new(Error::PositionType {
                        expected: part.position_type(),
                    }),
                });
            }
        }
        Ok(())
    }

    /// The parts paired with the positions; none for a position of the wrong shape or type.
    fn paired<'a>(
        &'a self,
        position: &'a [AnyPosition],
    ) -> impl Iterator<Item = (usize, (&'a dyn Part, &'a AnyPosition))> {
        let position = if self.check(position).is_ok() {
            position
        } else {
            &[]
        };
        self.parts
            .iter()
            .map(|part| &**part)
            .zip(position)
            .enumerate()
    }

    fn grundy_of(&self, position: &[AnyPosition]) -> u64 {
        self.paired(position)
            .map(|(_, (part, held))| part.grundy(held).unwrap_or(0))
            .fold(0, |sum, value| sum ^ value)
    }

    /// The moves that change the nim-sum by `change`, lazily.
    fn moves_changing<'a>(
        &'a self,
        position: &'a [AnyPosition],
        change: u64,
    ) -> impl Iterator<Item = SumMove<AnyMove>> + 'a {
        self.paired(position)
            .flat_map(move |(component, (part, held))| {
                let value = part.grundy(held).unwrap_or(0);
                part.moves_to_value(held, value ^ change)
                    .map(move |mv| SumMove { component, mv })
            })
    }
}

impl Game for MixedSum {
    type Position = Vec<AnyPosition>;
    type Move = SumMove<AnyMove>;

    /// Part by part, each in its own order.
    fn moves<'a>(
        &'a self,
        position: &'a Vec<AnyPosition>,
    ) -> impl Iterator<Item = SumMove<AnyMove>> {
        self.paired(position).flat_map(|(component, (part, held))| {
            part.moves(held).map(move |mv| SumMove { component, mv })
        })
    }

    fn play(
        &self,
        position: &Vec<AnyPosition>,
        mv: &SumMove<AnyMove>,
    ) -> Result<Vec<AnyPosition>, Error> {
        self.check(position)?;
        let Some(part) = self.parts.get(mv.component) else {
            return Err(Error::IllegalMove {
                mv: mv.to_string(),
                reason: format!(
                    "there is no part {}: the sum has {}",
                    mv.component,
                    count(self.parts.len(), "part")
                ),
            });
        };
        let mut next = position.clone();
        next[mv.component] = part
            .play(&position[mv.component], &mv.mv)
            .map_err(|error| Error::InPart {
                part: mv.component,
                error: Box::new(error),
            })?;
        Ok(next)
    }
}

impl Solver<MixedSum> for MixedSum {
    fn game(&self) -> &MixedSum {
        self
    }

    fn outcome(&self, position: &Vec<AnyPosition>) -> Outcome {
        outcome_of_value(self.grundy_of(position))
    }

    /// Part by part, lazily.
    fn winning_moves<'a>(
        &'a self,
        position: &'a Vec<AnyPosition>,
    ) -> impl Iterator<Item = SumMove<AnyMove>> {
        let total = self.grundy_of(position);
        // With a nim-sum of 0 there is none: no move keeps a part's value.
        let position: &[AnyPosition] = if total == 0 { &[] } else { position };
        self.moves_changing(position, total)
    }

    /// A winning move when there is one; otherwise the first legal move.
    fn best_move(&self, position: &Vec<AnyPosition>) -> Option<SumMove<AnyMove>> {
        self.winning_move(position)
            .or_else(|| self.moves(position).next())
    }
}

impl Grundy<MixedSum> for MixedSum {
    /// The nim-sum of the parts' values.
    fn grundy(&self, position: &Vec<AnyPosition>) -> u64 {
        self.grundy_of(position)
    }

    fn moves_to_value<'a>(
        &'a self,
        position: &'a Vec<AnyPosition>,
        value: u64,
    ) -> impl Iterator<Item = SumMove<AnyMove>>
    where
        MixedSum: 'a,
    {
        self.moves_changing(position, self.grundy_of(position) ^ value)
    }
}
