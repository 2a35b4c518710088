//! [`NimSequence`]: the values of single heaps, computed as far as asked, stored compactly,
//! with a certified period when there is one.

use core::ops::ControlFlow;

use super::code::TakeAndBreak;
use super::engine::{self, Engine, Halt, MOST_VALUE_BITS, Stored, most_options};
use super::period::certificate;
use crate::Error;
use crate::math::Period;
use crate::math::periodic::{check, next_checkpoint};

/// How many heaps are computed between two progress reports.
const REPORT_EVERY: usize = 1 << 16;

/// The values, two bytes each while they fit, then four, then eight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Values {
    Narrow(Vec<u16>),
    Medium(Vec<u32>),
    Wide(Vec<u64>),
}

impl Values {
    pub(crate) fn len(&self) -> usize {
        match self {
            Values::Narrow(values) => values.len(),
            Values::Medium(values) => values.len(),
            Values::Wide(values) => values.len(),
        }
    }

    pub(crate) fn get(&self, index: usize) -> Option<u64> {
        match self {
            Values::Narrow(values) => values.get(index).map(|&v| u64::from(v)),
            Values::Medium(values) => values.get(index).map(|&v| u64::from(v)),
            Values::Wide(values) => values.get(index).copied(),
        }
    }

    /// Bytes a value takes.
    pub(crate) fn width(&self) -> usize {
        match self {
            Values::Narrow(_) => 2,
            Values::Medium(_) => 4,
            Values::Wide(_) => 8,
        }
    }

    /// Makes room for `more` values, or says how many could not be had.
    fn reserve(&mut self, more: usize) -> Result<(), Error> {
        let result = match self {
            Values::Narrow(values) => values.try_reserve(more),
            Values::Medium(values) => values.try_reserve(more),
            Values::Wide(values) => values.try_reserve(more),
        };
        result.map_err(|_| {
            Error::out_of_memory(format!(
                "room for {} values of {} bytes",
                self.len().saturating_add(more),
                self.width()
            ))
        })
    }

    /// Computes values with `engine` on `threads` threads until there are `target` of
    /// them, widening as needed.
    fn run(&mut self, engine: &mut Engine, target: usize, threads: usize) -> Result<(), Error> {
        loop {
            let halt = match self {
                Values::Narrow(values) => engine::run(engine, values, target, threads),
                Values::Medium(values) => engine::run(engine, values, target, threads),
                Values::Wide(values) => engine::run(engine, values, target, threads),
            };
            match halt {
                Ok(()) => return Ok(()),
                Err(Halt::Widen(_)) => self.widen()?,
                Err(halt) => return Err(halt_error(halt, self.len())),
            }
        }
    }

    /// The engine's state after these values.
    fn engine(&self, game: &TakeAndBreak) -> Result<Engine, Error> {
        match self {
            Values::Narrow(values) => Engine::resume(game, values),
            Values::Medium(values) => Engine::resume(game, values),
            Values::Wide(values) => Engine::resume(game, values),
        }
        .map_err(|halt| halt_error(halt, self.len()))
    }

    fn widen(&mut self) -> Result<(), Error> {
        fn widened<T: Stored, U: From<T>>(values: &[T]) -> Result<Vec<U>, Error> {
            let mut wide = Vec::new();
            wide.try_reserve(values.len() + values.len() / 2)
                .map_err(|_| {
                    Error::out_of_memory(format!("room to widen {} values", values.len()))
                })?;
            wide.extend(values.iter().map(|&v| U::from(v)));
            Ok(wide)
        }
        let wider = match self {
            Values::Narrow(values) => Values::Medium(widened(values)?),
            Values::Medium(values) => Values::Wide(widened(values)?),
            // Eight bytes hold every value, so the engine never asks to widen them.
            Values::Wide(_) => return Ok(()),
        };
        *self = wider;
        Ok(())
    }

    /// Checks what the engine relies on, for values that did not come from it (a file):
    /// `G(0) = 0`, and every value below `2^30` (the engine's option sets) and no larger
    /// than its heap's options allow. A width wider than the values need is read as it is:
    /// the engine goes on in it.
    fn check_loaded(&self, game: &TakeAndBreak) -> Result<(), String> {
        for (heap, value) in (0..self.len()).filter_map(|i| Some((i as u64, self.get(i)?))) {
            if heap == 0 && value != 0 {
                return Err(format!(
                    "heap 0 is given the value {value}, but a heap of 0 has no move and is worth 0"
                ));
            }
            if value >> MOST_VALUE_BITS != 0 {
                return Err(format!(
                    "heap {heap} is given the value {value}, beyond the engine's {MOST_VALUE_BITS} bits"
                ));
            }
            let bound = most_options(game, heap);
            if value > bound {
                return Err(format!(
                    "heap {heap} is given the value {value}, but it has at most {bound} options, so its value is at most {bound}"
                ));
            }
        }
        Ok(())
    }

    fn check_period(&self, game: &TakeAndBreak) -> Result<Period, usize> {
        let certificate = certificate(game).ok_or(usize::MAX)?;
        let found = match self {
            Values::Narrow(values) => check(values, certificate),
            Values::Medium(values) => check(values, certificate),
            Values::Wide(values) => check(values, certificate),
        };
        found.map(|(preperiod, period)| Period {
            preperiod: preperiod as u64,
            period: period as u64,
        })
    }
}

/// The error for an engine's halt at heap `heap`.
fn halt_error(halt: Halt, heap: usize) -> Error {
    match halt {
        Halt::OutOfMemory => Error::out_of_memory(format!("the engine's sets at heap {heap}")),
        // The engine widens its storage itself: a halt to widen that reaches here, and a
        // value too large, are values its option sets cannot hold.
        Halt::TooLarge | Halt::Widen(_) | Halt::Missing(_) | Halt::RareLimit => Error::Overflow {
            quantity: format!("the value of heap {heap}"),
            type_name: "the engine's 30-bit option sets",
        },
    }
}

/// What a long computation reports as it goes: see
/// [`TakeAndBreak::nim_sequence_with`].
///
/// # Example
///
/// ```
/// use core::ops::ControlFlow;
/// use impartial::prelude::*;
///
/// let mut last = None;
/// TakeAndBreak::officers().nim_sequence_with(100, |progress| {
///     last = Some(*progress);
///     ControlFlow::Continue(())
/// })?;
/// // One report, at the end: heaps 0 to 99 are known, and the largest value is 8.
/// let last = last.unwrap();
/// assert_eq!((last.heaps, last.limit, last.largest_value), (100, 100, 8));
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// Heaps whose values are known: `0..heaps`.
    pub heaps: u64,
    /// The heaps asked for.
    pub limit: u64,
    /// The largest value so far.
    pub largest_value: u64,
    /// Heaps whose values the sparse-space method counts as rare: the splits it must walk.
    pub rare_heaps: u64,
}

/// The nim-sequence of a [`TakeAndBreak`] game: the Grundy values `G(0), G(1), …` of single
/// heaps, as far as computed, and a certified [`Period`] when one is proved.
///
/// Values take two bytes each while they fit, four or eight when they do not. Once a period
/// is certified, [`value`](NimSequence::value) answers every `u64` heap; before, only the
/// heaps computed. A sequence can be [saved](NimSequence::write_to) and
/// [read back](NimSequence::read_from), and [extended](NimSequence::extend) later.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let officers = TakeAndBreak::officers().nim_sequence(12)?;
/// assert_eq!(officers.len(), 12);
/// let first: Vec<u64> = officers.values().collect();
/// assert_eq!(first, [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4]); // OEIS A046695
/// assert_eq!(officers.period(), None); // none is known
/// assert_eq!(officers.value(12), None);
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimSequence {
    game: TakeAndBreak,
    values: Values,
    period: Option<Period>,
}

impl TakeAndBreak {
    /// The values of heaps `0..limit`, stopping early once a period is certified.
    ///
    /// # Complexity
    ///
    /// By the sparse-space method ([`engine`](super) docs): `O(n·(r + t))` for `n` heaps,
    /// `t` digits and `r` rare heaps, plus `O(n)` for each split walked when the mex is
    /// rare; `O(n²)` at worst, `O(n³)` for moves that leave three heaps. Memory: two bytes
    /// a heap while the values fit, and little more: the period check walks the values in
    /// place, and the engine's sets grow with the largest value, not with `n`.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfMemory`] when the values or the engine's sets do not fit in memory
    /// (every allocation that grows with `limit` is asked for, never assumed),
    /// [`Error::Overflow`] for values of `2^30` or more, and [`Error::NotNormalPlay`] for a
    /// game under [misère](crate::MisereForm::misere) play, which nim-values do not
    /// decide.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = TakeAndBreak::kayles().nim_sequence(1 << 20)?;
    /// assert!(kayles.len() < 1000); // certified long before the limit
    /// assert_eq!(kayles.value(1 << 40), kayles.value(71 + ((1 << 40) - 71) % 12));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn nim_sequence(&self, limit: u64) -> Result<NimSequence, Error> {
        self.nim_sequence_with(limit, |_| ControlFlow::Continue(()))
    }

    /// As [`nim_sequence`](Self::nim_sequence), reporting [`Progress`] every 65,536 heaps
    /// and at the end. Returning [`ControlFlow::Break`] stops the computation: the sequence
    /// computed so far is returned, and can be [extended](NimSequence::extend) later.
    ///
    /// # Errors
    ///
    /// As [`nim_sequence`](Self::nim_sequence).
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    ///
    /// let grundy = TakeAndBreak::grundys_game();
    /// let mut reports = 0;
    /// let mut values = grundy.nim_sequence_with(1 << 20, |progress| {
    ///     reports += 1;
    ///     if progress.heaps >= 1 << 17 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// })?;
    /// assert_eq!((values.len(), reports), (1 << 17, 2));
    /// values.extend(1 << 18, |_| ControlFlow::Continue(()))?; // resume
    /// assert_eq!(values.len(), 1 << 18);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn nim_sequence_with(
        &self,
        limit: u64,
        progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<NimSequence, Error> {
        self.nim_sequence_on(limit, 1, progress)
    }

    /// As [`nim_sequence_with`](Self::nim_sequence_with), on `threads` threads, with the
    /// same values for every number of threads: see [`NimSequence::extend_on`].
    /// [`available_parallelism`](std::thread::available_parallelism) gives the machine's
    /// cores.
    ///
    /// # Complexity
    ///
    /// As [`NimSequence::extend_on`].
    ///
    /// # Errors
    ///
    /// As [`nim_sequence`](Self::nim_sequence).
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    ///
    /// let game = TakeAndBreak::new("0.161")?;
    /// let on_three = game.nim_sequence_on(30_000, 3, |_| ControlFlow::Continue(()))?;
    /// assert_eq!(on_three, game.nim_sequence(30_000)?);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn nim_sequence_on(
        &self,
        limit: u64,
        threads: usize,
        progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<NimSequence, Error> {
        let mut sequence = NimSequence {
            game: self.clone(),
            values: Values::Narrow(Vec::new()),
            period: None,
        };
        sequence.extend_on(limit, threads, progress)?;
        Ok(sequence)
    }
}

/// As `{"code": "0.77", "unequal_splits": false, "values": [0, 1, …], "period": …}`.
#[cfg(feature = "serde")]
impl serde::Serialize for NimSequence {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let code = self.game.to_string();
        let mut fields = serializer.serialize_struct("NimSequence", 4)?;
        fields.serialize_field("code", code.trim_end_matches('≠'))?;
        fields.serialize_field("unequal_splits", &self.game.has_unequal_splits())?;
        fields.serialize_field("values", &self.values().collect::<Vec<u64>>())?;
        fields.serialize_field("period", &self.period)?;
        fields.end()
    }
}

/// From the code and the values, as serialized, checked as a file's are
/// ([`NimSequence::read_from`]); the period is certified again from the values, which
/// [`NimSequence::verify`] can check.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for NimSequence {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(serde::Deserialize)]
        struct Fields {
            code: String,
            #[serde(default)]
            unequal_splits: bool,
            values: Vec<u64>,
        }
        let fields = Fields::deserialize(deserializer)?;
        let mut game = TakeAndBreak::new(&fields.code).map_err(serde::de::Error::custom)?;
        if fields.unequal_splits {
            game = game.unequal_splits();
        }
        // The engine's option sets hold values of up to 30 bits.
        let largest = fields.values.iter().copied().max().unwrap_or(0);
        if largest >= 1 << 30 {
            return Err(serde::de::Error::custom(format!(
                "a value of {largest} is beyond the engine's 30 bits"
            )));
        }
        let values = if u16::try_from(largest).is_ok() {
            Values::Narrow(fields.values.iter().map(|&v| v as u16).collect())
        } else {
            Values::Medium(fields.values.iter().map(|&v| v as u32).collect())
        };
        NimSequence::from_values(game, values).map_err(serde::de::Error::custom)
    }
}

impl NimSequence {
    /// Builds a sequence from values that did not come from the engine (a file), checking
    /// what the engine relies on, and certifying its period if it has one.
    pub(crate) fn from_values(game: TakeAndBreak, values: Values) -> Result<NimSequence, String> {
        values.check_loaded(&game)?;
        let period = values.check_period(&game).ok();
        Ok(NimSequence {
            game,
            values,
            period,
        })
    }

    /// Checks every value against the game's rules, computing each again from those before
    /// it: a sequence [read](Self::read_from) from a file holds the file's values, and a
    /// period certified from them rests on them, hash or no hash.
    ///
    /// # Complexity
    ///
    /// As computing the values ([`TakeAndBreak::nim_sequence`]), with no memory beyond the
    /// engine's sets.
    ///
    /// # Errors
    ///
    /// [`Error::WrongValue`] naming the first heap whose value is not the game's;
    /// [`Error::OutOfMemory`] when the engine's sets do not fit.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let kayles = TakeAndBreak::kayles().nim_sequence(100)?;
    /// assert_eq!(kayles.verify(), Ok(()));
    /// // A file of Kayles' values forged as n mod 3, its hash recomputed: it reads, and a
    /// // period is certified from its values; but a row of 3 pins is worth 3, not 0.
    /// let forged = NimSequence::read_from(
    ///     forged_file(&TakeAndBreak::kayles(), &(0..400).map(|n| n % 3).collect::<Vec<_>>()).as_slice(),
    /// )?;
    /// assert_eq!(forged.period(), Some(Period { preperiod: 0, period: 3 })); // from the file
    /// assert!(matches!(forged.verify(), Err(Error::WrongValue { heap: 3, stored: 0, computed: 3 })));
    /// # fn forged_file(game: &TakeAndBreak, values: &[u64]) -> Vec<u8> {
    /// #     // The format of `write_to`, with its hash recomputed.
    /// #     let code = game.to_string();
    /// #     let mut file = b"impartial nim-sequence\n".to_vec();
    /// #     file.extend([1, 0]);
    /// #     file.extend((code.len() as u16).to_le_bytes());
    /// #     file.extend(code.as_bytes());
    /// #     file.push(2);
    /// #     file.extend((values.len() as u64).to_le_bytes());
    /// #     for &value in values { file.extend((value as u16).to_le_bytes()); }
    /// #     let hash = file.iter().fold(0xcbf2_9ce4_8422_2325u64, |hash, &byte| {
    /// #         (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    /// #     });
    /// #     file.extend(hash.to_le_bytes());
    /// #     file
    /// # }
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn verify(&self) -> Result<(), Error> {
        let mut engine = Engine::new(&self.game);
        let found = match &self.values {
            Values::Narrow(values) => engine.verify(values),
            Values::Medium(values) => engine.verify(values),
            Values::Wide(values) => engine.verify(values),
        };
        match found.map_err(|halt| halt_error(halt, self.values.len()))? {
            None => Ok(()),
            Some((heap, computed)) => Err(Error::WrongValue {
                heap: heap as u64,
                stored: self.values.get(heap).unwrap_or(0),
                computed,
            }),
        }
    }

    /// The game whose values these are.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::kayles().nim_sequence(10)?;
    /// assert_eq!(values.game(), &TakeAndBreak::kayles());
    /// assert_eq!(values.game().to_string(), "0.77");
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn game(&self) -> &TakeAndBreak {
        &self.game
    }

    /// How many heaps have been computed: `0..len()`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TakeAndBreak::officers().nim_sequence(20)?.len(), 20);
    /// // Kayles stops early, once its period is certified.
    /// assert!(TakeAndBreak::kayles().nim_sequence(1 << 20)?.len() < 1 << 20);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> u64 {
        self.values.len() as u64
    }

    /// Whether no heap has been computed.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(TakeAndBreak::kayles().nim_sequence(0)?.is_empty());
    /// assert!(!TakeAndBreak::kayles().nim_sequence(1)?.is_empty());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.len() == 0
    }

    /// The Grundy value of a heap of `heap`: for every `u64` once a period is certified,
    /// else `None` beyond [`len`](Self::len).
    ///
    /// # Complexity
    ///
    /// `O(1)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::dawsons_kayles().nim_sequence(1000)?;
    /// assert_eq!(values.value(9), Some(0));
    /// // Period 34 from 53: u64::MAX ≡ 85 (mod 34), and a heap of 85 is worth 5.
    /// assert_eq!(values.value(u64::MAX), Some(5));
    /// // Without a certified period, nothing is known beyond the heaps computed.
    /// assert_eq!(TakeAndBreak::officers().nim_sequence(10)?.value(10), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn value(&self, heap: u64) -> Option<u64> {
        if let Some(value) = usize::try_from(heap).ok().and_then(|i| self.values.get(i)) {
            return Some(value);
        }
        let reduced = self.period?.heap_in_first_period(heap);
        self.values.get(usize::try_from(reduced).ok()?)
    }

    /// The certified period, `None` when none is proved (yet, or for this kind of code).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let chess = TakeAndBreak::dawsons_chess();
    /// // 100 heaps are too few for Guy and Smith's theorem to certify period 34 from 52.
    /// assert_eq!(chess.nim_sequence(100)?.period(), None);
    /// assert_eq!(chess.nim_sequence(1000)?.period(), Some(Period { preperiod: 52, period: 34 }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The values computed, from heap 0.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::dawsons_kayles().nim_sequence(8)?;
    /// assert_eq!(values.values().collect::<Vec<_>>(), vec![0, 0, 1, 1, 2, 0, 3, 1]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn values(&self) -> impl Iterator<Item = u64> + '_ {
        (0..self.values.len()).filter_map(|index| self.values.get(index))
    }

    /// The largest value computed.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Kayles rows of 0 to 11 pins are worth 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
    /// assert_eq!(TakeAndBreak::kayles().nim_sequence(12)?.largest_value(), 6);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn largest_value(&self) -> u64 {
        self.values().max().unwrap_or(0)
    }

    /// Bytes each value takes in memory and on file: 2, 4 or 8.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Kayles' values are below 2^16: two bytes each.
    /// assert_eq!(TakeAndBreak::kayles().nim_sequence(1000)?.bytes_per_value(), 2);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn bytes_per_value(&self) -> usize {
        self.values.width()
    }

    pub(crate) fn stored(&self) -> &Values {
        &self.values
    }

    /// Computes on to `limit` heaps (resuming a stopped or saved computation), stopping
    /// early once a period is certified; nothing to do once it is. Reports [`Progress`] as
    /// [`TakeAndBreak::nim_sequence_with`] does, and stops when `progress` breaks, keeping
    /// every value computed.
    ///
    /// # Complexity
    ///
    /// As [`TakeAndBreak::nim_sequence`], plus `O(len)` to restore the engine's state (for
    /// a repeating digit, `O(len²)`).
    ///
    /// # Errors
    ///
    /// As [`TakeAndBreak::nim_sequence`]; the values computed before the error are kept.
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    ///
    /// let mut values = TakeAndBreak::officers().nim_sequence(8)?;
    /// values.extend(12, |_| ControlFlow::Continue(()))?;
    /// assert_eq!(values.len(), 12);
    /// assert_eq!(values.value(11), Some(4));
    /// // Once a period is certified there is nothing to do.
    /// let mut kayles = TakeAndBreak::kayles().nim_sequence(1000)?;
    /// let len = kayles.len();
    /// kayles.extend(1 << 20, |_| ControlFlow::Continue(()))?;
    /// assert_eq!(kayles.len(), len);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn extend(
        &mut self,
        limit: u64,
        progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        self.extend_on(limit, 1, progress)
    }

    /// As [`extend`](Self::extend), on `threads` threads (1 for 0): blocks of consecutive
    /// heaps are computed in parallel, the options from parts older than the block shared
    /// out, those from parts in it added in order (the `engine` module's docs). The values
    /// are those of one thread, for every code and every number of threads; codes whose
    /// moves leave three heaps or that have a repeating digit are computed on one thread.
    ///
    /// # Complexity
    ///
    /// As [`extend`](Self::extend), the work shared by the threads but for the options
    /// with a part in the current block (at most 128 heaps a thread, 2048 in all) and the
    /// mex, taken in order. Memory: an option set a thread, and one of `2^b` bits a heap of
    /// the block for values below `2^b`.
    ///
    /// # Errors
    ///
    /// As [`extend`](Self::extend).
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    ///
    /// let grundy = TakeAndBreak::grundys_game();
    /// let mut values = grundy.nim_sequence(0)?;
    /// values.extend_on(20_000, 2, |_| ControlFlow::Continue(()))?;
    /// assert_eq!(values, grundy.nim_sequence(20_000)?); // as on one thread
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn extend_on(
        &mut self,
        limit: u64,
        threads: usize,
        mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<(), Error> {
        let threads = threads.max(1);
        let limit_index = usize::try_from(limit).unwrap_or(usize::MAX);
        let certifiable = certificate(&self.game).is_some();
        if self.period.is_some() || self.values.len() >= limit_index {
            return Ok(());
        }
        let mut engine = self.values.engine(&self.game)?;
        let mut checkpoint = self.values.len().max(64);
        // Every sequence has been checked at its length: built empty, loaded, or extended.
        let mut checked_at = self.values.len();
        while self.period.is_none() && self.values.len() < limit_index {
            let len = self.values.len();
            let report_at = (len / REPORT_EVERY + 1) * REPORT_EVERY;
            let mut target = report_at.min(limit_index);
            if certifiable {
                target = target.min(checkpoint.max(len + 1));
            }
            self.values.reserve(target - len)?;
            self.values.run(&mut engine, target, threads)?;
            // A check at every checkpoint, and at the end whatever the length: the period
            // of the values computed is the one they show, as when read back.
            if certifiable && (target >= checkpoint || target == limit_index) {
                checked_at = target;
                match self.values.check_period(&self.game) {
                    Ok(period) => self.period = Some(period),
                    Err(needed) => checkpoint = next_checkpoint(target, needed),
                }
            }
            let done = self.period.is_some() || target == limit_index;
            if target == report_at || done {
                let report = Progress {
                    heaps: target as u64,
                    limit,
                    largest_value: engine.largest_value(),
                    rare_heaps: engine.rare_heaps(),
                };
                if progress(&report).is_break() {
                    break;
                }
            }
        }
        // Stopped by `progress` between checkpoints: a check there too.
        if certifiable && self.period.is_none() && checked_at != self.values.len() {
            self.period = self.values.check_period(&self.game).ok();
        }
        Ok(())
    }
}
