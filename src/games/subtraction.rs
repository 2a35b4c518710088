//! Subtraction games: one heap, and a move takes an amount from a fixed set. Bash's game is
//! the set `1..=k`.

use core::fmt;
use core::iter::Copied;
use core::ops::RangeInclusive;
use core::slice;

use num_integer::Integer;

use crate::math::Period;
use crate::math::mex::Mex;
use crate::math::periodic::{Certificate, Periodic, certify};
use crate::search::Hooks;
use crate::search::heap_words::heap_is_its_word;
use crate::{Error, Game, Grundy, Misere, Outcome, Solver};

/// At most this many positions are computed when certifying the period of a general
/// subtraction set.
const MAX_POSITIONS: usize = 1 << 20;
/// At most this many (position, amount) pairs are examined for each table.
const MAX_WORK: usize = 1 << 26;

/// A subtraction game: one heap of stones; a move takes an amount allowed by the game's
/// subtraction set, at most the whole heap. Under normal play whoever takes the last stone
/// wins; under [`misere`](crate::MisereForm::misere) play the player who cannot move wins.
///
/// A position is the number of stones left (`u64`); a move is the number taken (`u64`).
///
/// * [`Subtraction::bash`]`(k)`: Bash's game, take 1 to `k`.
/// * [`Subtraction::new`]`(&[s1, s2, ...])`: take any amount in a finite set. A set of the
///   form `{1, 2, ..., k}` is Bash's game and is solved as one.
///
/// # Closed form
///
/// *Bash's game* (C. G. Bachet, *Problèmes plaisants et délectables*, 1612):
/// the player to move loses iff `n mod (k + 1) = 0`; misère iff `n mod (k + 1) = 1`. The
/// winning move takes `n mod (k + 1)` (misère `(n − 1) mod (k + 1)`) when that is not 0.
///
/// *Any finite set* `S`: the values of the positions (outcomes and Sprague–Grundy values) are
/// ultimately periodic (E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 4).
/// Each value depends only on the `max(S)` values before it, so when the values at `n` and
/// `n + p` agree for every `n` in `[n0, n0 + max(S))` they agree for every `n ≥ n0`. The
/// constructor computes the values until such a window certifies the least period `p` and
/// preperiod `n0`, and keeps one table up to `n0 + p` for normal play, one for misère play
/// and one of Grundy values.
///
/// # Complexity
///
/// Bash: `O(1)` per question, for every `u64`. A general set: construction
/// `O(L · |S|)` where `L` is the number of positions computed (a small multiple of
/// `max(S) + n0 + p`); then `O(1)` for [`outcome`](Solver::outcome) and `O(|S|)` for the
/// winning moves, for every `u64`.
///
/// # Errors
///
/// [`Error::InvalidParameter`] for `k = 0`, an empty set, a set containing 0, or one whose
/// largest amount, divided by the gcd of the set, is too large for a window within the
/// bound; and [`Error::PeriodNotFound`] when no period is certified within 2^20 positions
/// or 2^26 (position, amount) pairs per table. A set whose amounts share a divisor `d` is
/// solved as the set divided by `d`, read at `heap / d`: the one-amount set `{s}` has period
/// `2s` at once, whatever `s`.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // The "100 game": players add 1 to 10 to a running total; whoever reaches 100 wins.
/// // It is Bash's game with k = 10 on 100 stones: say 1, then 12, 23, ..., 89.
/// let hundred = Subtraction::bash(10)?;
/// assert_eq!(hundred.best_move(&100), Some(1));
/// assert_eq!(hundred.outcome(&(100 - 12)), Outcome::Loss);
///
/// // The "21 game": add 1 to 3; whoever says 21 loses. That is misère Bash with k = 3, and
/// // 21 ≡ 1 (mod 4): the second player wins by completing each round to 4.
/// let twenty_one = Subtraction::bash(3)?.misere();
/// assert_eq!(twenty_one.outcome(&21), Outcome::Loss);
/// assert_eq!(twenty_one.best_move(&(21 - 3)), Some(1));
///
/// // Losing positions of {1, 3, 4} are n ≡ 0 or 2 (mod 7).
/// let game = Subtraction::new(&[1, 3, 4])?;
/// assert_eq!(game.period(), Period { preperiod: 0, period: 7 });
/// assert_eq!(game.outcome(&(7 * 1_000_000_000_000 + 2)), Outcome::Loss);
/// assert_eq!(game.winning_moves(&3).collect::<Vec<_>>(), vec![1, 3]); // leave 2 or 0
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtraction {
    rule: Rule,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Rule {
    /// Take 1 to `k`.
    Bash { k: u64 },
    /// Take an amount in a set that is not of the form `1..=k`.
    Set(Tables),
}

/// A general set and its certified periodic tables.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Tables {
    /// The set, ascending, without repeats.
    set: Vec<u64>,
    /// The greatest common divisor of the set: the tables are those of the set divided by
    /// it, read at `heap / scale`.
    scale: u64,
    /// Whether each position is lost for the player to move, under normal play.
    normal_losses: Periodic<bool>,
    /// Whether each position is lost for the player to move, under misère play.
    misere_losses: Periodic<bool>,
    /// The Sprague–Grundy value of each position, under normal play.
    grundy: Periodic<u32>,
}

impl Subtraction {
    /// Bash's game: one heap, take 1 to `k` stones.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `k` is 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = Subtraction::bash(3)?;
    /// assert_eq!(game.outcome(&8), Outcome::Loss); // 8 mod 4 = 0
    /// assert_eq!(game.best_move(&10), Some(2)); // leave 8
    /// assert!(Subtraction::bash(0).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn bash(k: u64) -> Result<Self, Error> {
        if k == 0 {
            return Err(Error::invalid(
                "k",
                k,
                "Bash's game needs k ≥ 1: a move takes 1 to k stones",
            ));
        }
        Ok(Subtraction {
            rule: Rule::Bash { k },
        })
    }

    /// The subtraction game on `set`: a move takes an amount in the set. Order and repeats in
    /// `set` do not matter.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for an empty set or one containing 0;
    /// [`Error::PeriodNotFound`] when no period can be certified within the bound in the
    /// type's documentation.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = Subtraction::new(&[4, 1, 3, 1])?;
    /// assert_eq!(game.set(), Some(&[1, 3, 4][..]));
    /// // 9 is lost: taking 1, 3 or 4 leaves 8, 6 or 5, each a win for the opponent.
    /// assert_eq!(game.outcome(&9), Outcome::Loss);
    /// assert!(Subtraction::new(&[]).is_err());
    /// assert!(Subtraction::new(&[0, 2]).is_err());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(set: &[u64]) -> Result<Self, Error> {
        let mut sorted = set.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let invalid = |reason: &str| Error::invalid("subtraction set", format!("{set:?}"), reason);
        let Some(&largest) = sorted.last() else {
            return Err(invalid("a subtraction set needs at least one amount"));
        };
        if sorted[0] == 0 {
            return Err(invalid(
                "a move must take at least one stone, so 0 is not allowed",
            ));
        }
        if sorted.len() as u64 == largest {
            // Exactly 1, 2, ..., k.
            return Subtraction::bash(largest);
        }
        // A heap of q·d + r with d the gcd of the set is the heap q of the set divided by d:
        // every move takes a multiple of d, and r never changes.
        let scale = sorted.iter().fold(0, |gcd, &amount| gcd.gcd(&amount));
        let reduced: Vec<u64> = sorted.iter().map(|&amount| amount / scale).collect();
        let positions = Tables::position_limit(reduced.len());
        if reduced.last().is_none_or(|&most| most >= positions as u64) {
            return Err(invalid(
                "its largest amount (divided by the set's gcd) must be below 2^20 / |S| for a \
                 period to be certified; Search answers single positions without one",
            ));
        }
        let tables = Tables::certify(sorted, scale, &reduced, positions).ok_or_else(|| {
            Error::PeriodNotFound {
                game: format!("the subtraction game on {set:?}"),
                positions,
            }
        })?;
        Ok(Subtraction {
            rule: Rule::Set(tables),
        })
    }

    /// The allowed amounts, ascending, for a general set; `None` for Bash's game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Subtraction::new(&[5, 2])?.set(), Some(&[2, 5][..]));
    /// // {1, 2, 3} is Bash's game with k = 3.
    /// assert_eq!(Subtraction::new(&[1, 2, 3])?.set(), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn set(&self) -> Option<&[u64]> {
        match &self.rule {
            Rule::Bash { .. } => None,
            Rule::Set(tables) => Some(&tables.set),
        }
    }

    /// The largest amount a move may take: `k` for Bash's game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Subtraction::bash(5)?.max_take(), 5);
    /// assert_eq!(Subtraction::new(&[2, 7])?.max_take(), 7);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn max_take(&self) -> u64 {
        match &self.rule {
            Rule::Bash { k } => *k,
            Rule::Set(tables) => tables.set.last().copied().unwrap_or(0),
        }
    }

    /// The certified period of the outcomes under normal play: from
    /// `preperiod` on, the outcome of `n` equals that of `n + period` (as far as `u64`
    /// reaches), both the least such numbers; `k + 1` from 0 for Bash's game.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // {2, 4, 7}: 0 and 1 are lost (no move), then 6, 9, 12, ...: period 3 from heap 4.
    /// let game = Subtraction::new(&[2, 4, 7])?;
    /// assert_eq!(game.period(), Period { preperiod: 4, period: 3 });
    /// assert_eq!(game.outcome(&3), Outcome::Win);
    /// assert_eq!(game.outcome(&(3 + 3)), Outcome::Loss); // before the preperiod, no repeat
    /// assert_eq!(Subtraction::bash(4)?.period(), Period { preperiod: 0, period: 5 });
    /// // {2}: heaps 0 and 1 lose, 2 and 3 win, 4 and 5 lose, ...
    /// assert_eq!(Subtraction::new(&[2])?.period().period, 4);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn period(&self) -> Period {
        self.period_under(false)
    }

    /// The certified period of the outcomes, under misère play when `misere`.
    fn period_under(&self, misere: bool) -> Period {
        let preperiod = match &self.rule {
            // With k = u64::MAX every position but the first one or two is a win.
            Rule::Bash { k: u64::MAX } => 1 + u64::from(misere),
            Rule::Bash { .. } => 0,
            // Each value of the reduced set stands for `scale` heaps in a row.
            Rule::Set(tables) => {
                (tables.losses(misere).preperiod() as u64).saturating_mul(tables.scale)
            }
        };
        let period = match &self.rule {
            Rule::Bash { k } => k.checked_add(1).unwrap_or(1),
            // Stretched by `scale`, except a constant tail, which stays of period 1.
            Rule::Set(tables) => match tables.losses(misere).period() as u64 {
                1 => 1,
                period => period.saturating_mul(tables.scale),
            },
        };
        Period { preperiod, period }
    }

    /// The Sprague–Grundy value of `heap` under normal play.
    fn value(&self, heap: u64) -> u64 {
        match &self.rule {
            Rule::Bash { k } => bash_residue(heap, *k),
            Rule::Set(tables) => u64::from(tables.grundy.at(heap / tables.scale)),
        }
    }

    /// Whether `heap` is lost for the player to move, under misère play when `misere`.
    fn is_loss(&self, heap: u64, misere: bool) -> bool {
        match &self.rule {
            Rule::Bash { k } => bash_residue(heap, *k) == u64::from(misere),
            Rule::Set(tables) => tables.losses(misere).at(heap / tables.scale),
        }
    }

    /// The outcome of `heap`, under misère play when `misere`.
    fn outcome_under(&self, heap: u64, misere: bool) -> Outcome {
        if self.is_loss(heap, misere) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// The winning moves from `heap`, smallest first, under misère play when `misere`.
    fn winning_moves_under(&self, heap: u64, misere: bool) -> impl Iterator<Item = u64> + '_ {
        let bash = matches!(self.rule, Rule::Bash { .. });
        let bash_move = if bash {
            self.winning_move_under(heap, misere)
        } else {
            None
        };
        let set_moves = self
            .takes(if bash { 0 } else { heap })
            .filter(move |take| self.is_loss(heap - take, misere));
        bash_move.into_iter().chain(set_moves)
    }

    /// The smallest winning move from `heap`, under misère play when `misere`.
    fn winning_move_under(&self, heap: u64, misere: bool) -> Option<u64> {
        match &self.rule {
            Rule::Bash { k } if !misere => Some(bash_residue(heap, *k)).filter(|&take| take > 0),
            Rule::Bash { k } => {
                let take = heap.checked_sub(1).map(|rest| bash_residue(rest, *k))?;
                Some(take).filter(|&take| take > 0)
            }
            Rule::Set(_) => self
                .takes(heap)
                .find(|take| self.is_loss(heap - take, misere)),
        }
    }

    /// A winning move when there is one; otherwise the smallest amount allowed, which makes
    /// the game last longest.
    fn best_move_under(&self, heap: u64, misere: bool) -> Option<u64> {
        self.winning_move_under(heap, misere)
            .or_else(|| self.takes(heap).next())
    }

    /// The allowed amounts that fit in `heap`, ascending.
    #[inline]
    fn takes(&self, heap: u64) -> Takes<'_> {
        match &self.rule {
            Rule::Bash { k } => Takes::Bash(1..=heap.min(*k)),
            Rule::Set(tables) => {
                let fitting = tables.set.partition_point(|&take| take <= heap);
                Takes::Set(tables.set[..fitting].iter().copied())
            }
        }
    }
}

/// The allowed amounts that fit in a heap, ascending.
#[derive(Debug, Clone)]
enum Takes<'a> {
    Bash(RangeInclusive<u64>),
    Set(Copied<slice::Iter<'a, u64>>),
}

impl Iterator for Takes<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        match self {
            Takes::Bash(range) => range.next(),
            Takes::Set(amounts) => amounts.next(),
        }
    }
}

/// `heap mod (k + 1)`, also for `k = u64::MAX`.
fn bash_residue(heap: u64, k: u64) -> u64 {
    k.checked_add(1).map_or(heap, |modulus| heap % modulus)
}

impl Tables {
    fn position_limit(set_size: usize) -> usize {
        MAX_POSITIONS.min(MAX_WORK / set_size.max(1))
    }

    /// Certifies the tables of `set` (ascending, no repeats) within `limit` positions, from
    /// those of `reduced`, the set divided by `scale`, its gcd.
    fn certify(set: Vec<u64>, scale: u64, reduced: &[u64], limit: usize) -> Option<Tables> {
        let window = usize::try_from(*reduced.last()?).ok()?;
        if window >= limit {
            return None;
        }
        let fitting = |n: usize| {
            reduced
                .iter()
                .map(|&s| s as usize)
                .take_while(move |&s| s <= n)
        };
        let normal_losses = certify(Certificate::Window(window), limit, |lost: &[bool]| {
            let n = lost.len();
            !fitting(n).any(|s| lost[n - s])
        })?;
        let misere_losses = certify(Certificate::Window(window), limit, |lost: &[bool]| {
            let n = lost.len();
            reduced[0] as usize <= n && fitting(n).all(|s| !lost[n - s])
        })?;
        let mut mex = Mex::default();
        let grundy = certify(Certificate::Window(window), limit, |values: &[u32]| {
            let n = values.len();
            // A mex is at most the number of options, |S|, which the work bound keeps under
            // 2^26 whenever a table is built: it fits in u32.
            mex.of(|options| options.extend(fitting(n).map(|s| u64::from(values[n - s])))) as u32
        })?;
        Some(Tables {
            set,
            scale,
            normal_losses,
            misere_losses,
            grundy,
        })
    }

    /// The losses under misère play when `misere`, else under normal play.
    fn losses(&self, misere: bool) -> &Periodic<bool> {
        if misere {
            &self.misere_losses
        } else {
            &self.normal_losses
        }
    }
}

impl fmt::Display for Subtraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            Rule::Bash { k } => write!(f, "Bash's game (take 1 to {k})")?,
            Rule::Set(tables) => write!(f, "the subtraction game on {:?}", tables.set)?,
        }
        Ok(())
    }
}

impl Game for Subtraction {
    type Position = u64;
    type Move = u64;

    /// The allowed amounts that fit in the heap, smallest first.
    #[inline]
    fn moves<'a>(&'a self, heap: &'a u64) -> impl Iterator<Item = u64> {
        self.takes(*heap)
    }

    fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
        // Named only when refused: play is on the search's hot path.
        let mv = || format!("take {take}");
        if *take == 0 {
            return Err(Error::takes_nothing(mv()));
        }
        let allowed = match &self.rule {
            Rule::Bash { k } => take <= k,
            Rule::Set(tables) => tables.set.binary_search(take).is_ok(),
        };
        if !allowed {
            return Err(Error::illegal(
                mv(),
                format!("{self} does not allow taking {take}"),
            ));
        }
        heap.checked_sub(*take)
            .ok_or_else(|| Error::takes_too_many(mv(), *take, *heap))
    }
}

impl Hooks for Subtraction {
    heap_is_its_word!();
}

impl Solver<Subtraction> for Subtraction {
    fn game(&self) -> &Subtraction {
        self
    }

    fn outcome(&self, heap: &u64) -> Outcome {
        self.outcome_under(*heap, false)
    }

    /// Smallest first. Bash's game has at most one.
    fn winning_moves<'a>(&'a self, heap: &'a u64) -> impl Iterator<Item = u64> {
        self.winning_moves_under(*heap, false)
    }

    fn winning_move(&self, heap: &u64) -> Option<u64> {
        self.winning_move_under(*heap, false)
    }

    /// A winning move when there is one; otherwise the smallest amount allowed, which makes
    /// the game last longest.
    fn best_move(&self, heap: &u64) -> Option<u64> {
        self.best_move_under(*heap, false)
    }
}

/// The misère outcomes: `n mod (k + 1) = 1` loses Bash's game; a general set's misère
/// losses are certified periodic at construction, beside the normal ones.
///
/// ```
/// use impartial::prelude::*;
///
/// let game = Subtraction::bash(3)?.misere();
/// assert_eq!(game.outcome(&1), Outcome::Loss); // the last stone must be taken
/// assert_eq!(game.outcome(&5), Outcome::Loss); // 5 mod 4 = 1
/// assert_eq!(game.best_move(&4), Some(3)); // leave 1
/// # Ok::<(), impartial::Error>(())
/// ```
impl Solver<Misere<Subtraction>> for Misere<Subtraction> {
    fn game(&self) -> &Misere<Subtraction> {
        self
    }

    fn outcome(&self, heap: &u64) -> Outcome {
        self.normal_play().outcome_under(*heap, true)
    }

    /// Smallest first. Bash's game has at most one.
    fn winning_moves<'a>(&'a self, heap: &'a u64) -> impl Iterator<Item = u64> {
        self.normal_play().winning_moves_under(*heap, true)
    }

    fn winning_move(&self, heap: &u64) -> Option<u64> {
        self.normal_play().winning_move_under(*heap, true)
    }

    /// A winning move when there is one; otherwise the smallest amount allowed, which makes
    /// the game last longest.
    fn best_move(&self, heap: &u64) -> Option<u64> {
        self.normal_play().best_move_under(*heap, true)
    }
}

impl Misere<Subtraction> {
    /// The certified period of the misère outcomes: from `preperiod` on, the outcome of `n`
    /// equals that of `n + period`, both the least such numbers.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Misère Bash with k = 3: 1, 5, 9, ... lose.
    /// assert_eq!(Subtraction::bash(3)?.misere().period(), Period { preperiod: 0, period: 4 });
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn period(&self) -> Period {
        self.normal_play().period_under(true)
    }
}

/// The Sprague–Grundy value of a heap under normal play (misère play has none):
/// the Nim heap it is equivalent to. `heap mod (k + 1)` for Bash's game; the certified
/// periodic table for a general set. `O(1)` for every `u64`.
///
/// ```
/// use impartial::prelude::*;
///
/// assert_eq!(Subtraction::bash(3)?.grundy(&10), 2);
/// let game = Subtraction::new(&[1, 3, 4])?; // values 0 1 0 1 2 3 2, repeating
/// assert_eq!(game.grundy(&5), 3);
/// assert_eq!(game.grundy(&u64::MAX), game.grundy(&(u64::MAX % 7)));
/// # Ok::<(), impartial::Error>(())
/// ```
impl Grundy<Subtraction> for Subtraction {
    fn grundy(&self, heap: &u64) -> u64 {
        self.value(*heap)
    }

    /// Bash's game: the one amount `x ≤ k` with `(heap − x) mod (k + 1) = value`, if it fits.
    /// A general set: the amounts whose remainder has the value, smallest first.
    fn moves_to_value<'s, 'p>(&'s self, heap: &'p u64, value: u64) -> impl Iterator<Item = u64>
    where
        Subtraction: 's,
    {
        let heap = *heap;
        let bash_move = match &self.rule {
            Rule::Bash { k } => {
                let residue = bash_residue(heap, *k);
                // x ≡ heap − value (mod k + 1), computed without going below 0.
                let take = if value > *k || value == residue {
                    None
                } else if residue > value {
                    Some(residue - value)
                } else {
                    // residue < value ≤ k, so k + 1 does not overflow here.
                    Some(residue + (k - value) + 1)
                };
                take.filter(|&take| take <= heap.min(*k))
            }
            Rule::Set(_) => None,
        };
        let set_heap = if let Rule::Set(_) = self.rule {
            heap
        } else {
            0
        };
        let set_moves = self
            .takes(set_heap)
            .filter(move |take| self.value(set_heap - take) == value);
        bash_move.into_iter().chain(set_moves)
    }
}
