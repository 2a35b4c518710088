//! Misère quotients of take-and-break games: [`MisereQuotient`], computed by
//! [`TakeAndBreak::misere_quotient`], and [`MisereQuotientSolver`] on it.
//!
//! One file per part: the monoid and its table (`monoid`), the heaps' options and the
//! exact outcomes consulted when a recalibration needs them (`oracle`), the extension of
//! the quotient by a new generator and its recalibration (`extend`), the proof of each
//! candidate (`verify`), the computation heap by heap (`compute`), the presentation by
//! generators and relations (`presentation`), and the solver (`solver`).

mod compute;
mod extend;
mod monoid;
mod oracle;
mod presentation;
mod solver;
mod verify;

pub(crate) use compute::{Computed, compute};
pub use compute::{DEFAULT_ELEMENT_BOUND, QuotientProgress};
pub(crate) use monoid::Rule;
pub use solver::MisereQuotientSolver;

use self::monoid::Monoid;
use super::TakeAndBreak;
use crate::math::Period;
use crate::{Error, Outcome};

/// The misère quotient of a take-and-break game's positions made of heaps `0..n`
/// (T. E. Plambeck, "Taming the wild in impartial combinatorial games", *INTEGERS* 5
/// (2005) G05; T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games",
/// *J. Combin. Theory A* 115 (2008)).
///
/// Two positions `G` and `H` are *indistinguishable* when `G + X` and `H + X` have the same
/// misère outcome for every position `X`. The classes form a finite commutative monoid
/// `Q` under sums (when the quotient is finite, as here), and `P ⊆ Q` holds the classes of
/// the misère P-positions (lost by the player to move). Each heap `n` has its class
/// `Φ(n)`, the *pretending function*; a sum of heaps is a P-position exactly when the
/// product of their classes is in `P`. So once the quotient is known, any sum of heaps is
/// decided by multiplying in a table, in time linear in the number of heaps.
///
/// Elements are numbered `0..order()`, `0` the identity (the class of the empty
/// position); [`element`](Self::element) gives a heap's, [`name`](Self::name) writes one
/// as a word in the generators, and `Display` writes the presentation in the papers'
/// notation, `⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}`: the generators are the classes of
/// the heaps that the classes of smaller heaps do not generate, named `a, b, c, …` in
/// the order of their heaps; each element is written as its first word in breadth-first
/// order (fewest letters, earlier letters first); the relations are the least words that
/// are not the written forms, each equal to its element's written form.
///
/// # Complexity
///
/// [`outcome`](Self::outcome): `O(heaps)`; [`element`](Self::element),
/// [`product`](Self::product): `O(1)`; [`is_tame`](Self::is_tame): `O(|Q|³)`;
/// [`name`](Self::name) and `Display`: `O(|Q| · generators)`. The table takes
/// `4·|Q|²` bytes.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Misère Nim on heaps of 0 and 1 is T1: a heap of 1 is `a`, and two cancel.
/// let t1 = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(1)?;
/// assert_eq!((t1.order(), t1.p_count()), (2, 1));
/// assert_eq!(t1.to_string(), "⟨a | a² = 1⟩, P = {a}");
/// assert_eq!(t1.outcome(&[1, 1, 1])?, Outcome::Loss);
/// // Heaps beyond those computed are refused: Nim's code has no certified period.
/// assert!(matches!(t1.outcome(&[2]), Err(Error::UnknownQuotientHeap { heap: 0, size: 2, known: 2 })));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisereQuotient {
    game: TakeAndBreak,
    monoid: Monoid,
    /// The element of each heap `0..images.len()`.
    images: Vec<u32>,
    period: Option<Period>,
}

impl MisereQuotient {
    fn new(game: TakeAndBreak, monoid: Monoid, images: Vec<u32>, period: Option<Period>) -> Self {
        MisereQuotient {
            game,
            monoid,
            images,
            period,
        }
    }

    /// The game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let quotient = TakeAndBreak::kayles().misere().misere_quotient(5)?;
    /// assert_eq!(quotient.game(), &TakeAndBreak::kayles());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn game(&self) -> &TakeAndBreak {
        &self.game
    }

    /// `|Q|`, the number of elements.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Misère Nim on heaps 0 to 3 is T2, of order 6.
    /// assert_eq!(TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?.order(), 6);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn order(&self) -> usize {
        self.monoid.order()
    }

    /// `|P|`, the number of elements that are classes of P-positions.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?.p_count(), 2);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn p_count(&self) -> usize {
        self.monoid.p_count()
    }

    /// Whether the quotient is one of misère Nim's, so that the game is *tame*: the
    /// trivial quotient (no heap has a move), `T1 = ⟨a | a² = 1⟩` with `P = {a}`, or
    /// `Tₖ` (`k ≥ 2`) of order `2^k + 2`, the quotient of misère Nim on heaps below `2^k`
    /// (Plambeck and Siegel 2008: a game is tame exactly when its quotient is one of
    /// these). `Tₖ` is checked structurally: an element `a` with `a² = 1`, the other
    /// elements an elementary abelian 2-group `G` of order `2^k` with identity `e`, on
    /// which `a` acts as `a·e ≠ e`, and `P = {a, e}`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(TakeAndBreak::new("0.[3]")?.misere().misere_quotient(7)?.is_tame()); // T3
    /// assert!(!TakeAndBreak::kayles().misere().misere_quotient(20)?.is_tame()); // Kayles is wild
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_tame(&self) -> bool {
        self.monoid.is_nim_quotient()
    }

    /// The period of the pretending function, when the misère periodicity theorem
    /// (Plambeck and Siegel 2008) certifies it: `Φ(n + period) = Φ(n)` for every
    /// `n ≥ preperiod`, both the least the theorem proved, and the quotient is that of
    /// every heap. `None` for codes the theorem does not cover, or when not yet proved.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // 0.3 (one token at a time, or the last one): heaps alternate a, 1, a, 1, ...
    /// let quotient = TakeAndBreak::new("0.3")?.misere().misere_quotient(100)?;
    /// let period = quotient.period().unwrap();
    /// assert_eq!(period.period, 2);
    /// assert!(quotient.known_heaps() < 100); // certified before the limit
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// How many heaps were computed: heaps `0..known_heaps()`. With a certified
    /// [`period`](Self::period), every heap is covered all the same.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TakeAndBreak::dawsons_kayles().misere().misere_quotient(8)?.known_heaps(), 9);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn known_heaps(&self) -> u64 {
        self.images.len() as u64
    }

    /// `Φ(heap)`, the element of a heap of `heap` tokens: any heap once the period is
    /// certified, else heaps below [`known_heaps`](Self::known_heaps); `None` beyond.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// assert_eq!(nim.element(0), Some(0)); // the identity
    /// assert_eq!(nim.name(nim.element(3).unwrap()).as_deref(), Some("ab"));
    /// assert_eq!(nim.element(4), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn element(&self, heap: u64) -> Option<usize> {
        let known = self.known_heaps();
        let heap = if heap < known {
            heap
        } else {
            self.period?.heap_in_first_period(heap)
        };
        self.images
            .get(usize::try_from(heap).ok()?)
            .map(|&x| x as usize)
    }

    /// The pretending function over the heaps computed: `Φ(0), Φ(1), …`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// let names: Vec<String> = nim.elements().filter_map(|x| nim.name(x)).collect();
    /// assert_eq!(names, ["1", "a", "b", "ab"]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn elements(&self) -> impl Iterator<Item = usize> + '_ {
        self.images.iter().map(|&x| x as usize)
    }

    /// `x·y`, or `None` when either is not an element.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// let (a, b) = (nim.element(1).unwrap(), nim.element(2).unwrap());
    /// assert_eq!(nim.product(a, b), nim.element(3));
    /// assert_eq!(nim.product(a, a), Some(0)); // a² = 1
    /// assert_eq!(nim.product(a, 99), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn product(&self, x: usize, y: usize) -> Option<usize> {
        let order = self.order();
        (x < order && y < order).then(|| self.monoid.product(x as u32, y as u32) as usize)
    }

    /// Whether `element` is in `P`: the positions of this class are lost by the player to
    /// move. `false` for a number that is not an element.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// assert!(nim.is_in_p(nim.element(1).unwrap())); // a lone heap of 1 loses
    /// assert!(!nim.is_in_p(0)); // the empty position wins, under misère play
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_in_p(&self, element: usize) -> bool {
        element < self.order() && self.monoid.in_p(element as u32)
    }

    /// The misère outcome of the sum of `heaps`, for the player to move: multiply their
    /// elements, and look the product up in `P`.
    ///
    /// # Complexity
    ///
    /// `O(heaps.len())`.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownQuotientHeap`] naming the first heap the quotient does not cover (none,
    /// once the period is certified), and [`known_heaps`](Self::known_heaps).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = TakeAndBreak::kayles().misere().misere_quotient(20)?;
    /// assert_eq!(kayles.outcome(&[])?, Outcome::Win); // nobody can move: the mover wins
    /// assert_eq!(kayles.outcome(&[1])?, Outcome::Loss); // the last pin loses
    /// assert_eq!(kayles.outcome(&[2, 2])?, Outcome::Loss); // each move leaves a win
    /// assert!(matches!(kayles.outcome(&[4, 21]), Err(Error::UnknownQuotientHeap { heap: 1, .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn outcome(&self, heaps: &[u64]) -> Result<Outcome, Error> {
        let mut product = 0u32;
        for (index, &size) in heaps.iter().enumerate() {
            let element = self.element(size).ok_or(Error::UnknownQuotientHeap {
                heap: index,
                size,
                known: self.known_heaps(),
            })?;
            product = self.monoid.product(product, element as u32);
        }
        Ok(if self.monoid.in_p(product) {
            Outcome::Loss
        } else {
            Outcome::Win
        })
    }

    /// A solver for positions of several heaps, on this quotient.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let solver = TakeAndBreak::kayles().misere().misere_quotient(20)?.into_solver();
    /// let mv = solver.winning_move(&vec![5]).unwrap();
    /// let next = solver.play(&vec![5], &mv)?;
    /// assert_eq!(solver.outcome(&next), Outcome::Loss);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn into_solver(self) -> MisereQuotientSolver {
        MisereQuotientSolver::new(self)
    }
}
