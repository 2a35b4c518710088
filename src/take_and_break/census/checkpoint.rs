//! A census's state in a file: saved at an interval and when stopped, and read back with
//! the checks that make a damaged or forged file refused.
//!
//! The format is in [`Census::write_to`]'s docs. A file is refused whole when it is
//! truncated, goes on after its hash, or its hash does not match; then when what it holds
//! does not agree with itself (counts that do not add up to its heaps, a largest value
//! that is not the largest, rare heaps whose values are not those held, a state the engine
//! could not go on from); and, once the census is laid out again, when the values it holds
//! are not those the game's rules give: every value again when the file holds them all,
//! else the first heaps and the last ones of the window.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;

use super::report::Census;
use super::store::Held;
use crate::Error;
use crate::math::Period;
use crate::take_and_break::code::TakeAndBreak;
use crate::take_and_break::engine::{Engine, Reader};
use crate::take_and_break::file::{self, Hashing};

const MAGIC: &[u8; 17] = b"impartial census\n";
const VERSION: u8 = 1;
const UNEQUAL: u8 = 1;
/// Values are written this many at a time.
const CHUNK: usize = 1 << 16;

/// What a checkpoint holds, for the message of a failed read.
const READING: &str = "the census";

impl<R: Read> Reader for Hashing<R> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], Error> {
        Hashing::take(self)
    }
}

pub(super) fn corrupt(reason: impl Into<String>) -> Error {
    Error::CorruptFile {
        reason: reason.into(),
    }
}

fn read_error(error: io::Error) -> Error {
    file::read_error(error, READING)
}

fn write_error(error: io::Error) -> Error {
    Error::io("write the census", error)
}

/// A census as read from a file, before it is laid out in memory and checked against
/// the rules.
pub(super) struct Parts {
    pub(super) game: TakeAndBreak,
    pub(super) memory: u64,
    pub(super) heaps: u64,
    pub(super) next_check: usize,
    pub(super) period: Option<Period>,
    pub(super) largest: (u64, u64),
    pub(super) counts: Vec<u64>,
    pub(super) engine: Engine,
    pub(super) start: usize,
    pub(super) window: Vec<u16>,
}

impl Census {
    /// Writes the census (its game, counts, engine state and the values it holds but the
    /// first heaps, which are computed again when it is read) to `writer`;
    /// [`read_from`](Self::read_from) reads it back. A file that is short, long, damaged or
    /// whose contents disagree with themselves or with the game's rules is refused whole.
    ///
    /// The format, all integers little-endian:
    ///
    /// | bytes | what |
    /// |------:|------|
    /// | 17 | `impartial census\n` |
    /// | 1 | format version, 1 |
    /// | 1 | flags: bit 0 for unequal splits |
    /// | 2 | length of the code |
    /// | … | the code, as `TakeAndBreak::new` reads it |
    /// | 8 | the census's memory, in bytes |
    /// | 8 | heaps counted |
    /// | 8 | the length at which a period is checked next |
    /// | 1 + 16 | 1 and the preperiod and period when certified, else 0 and zeros |
    /// | 16 | the largest value and its first heap |
    /// | 8 + 8·k | `k`, and the count of each value from 0 |
    /// | … | the engine's state: masks, rare heaps, counts for the masks, sets |
    /// | 16 + 2·w | the window's first heap, `w`, and the `w` values of the window |
    /// | 8 | FNV-1a hash of every byte before it |
    ///
    /// # Complexity
    ///
    /// `O(w + k + r)` for a window of `w` heaps, `k` values and `r` rare heaps; the file
    /// takes about two bytes a heap of the window.
    ///
    /// # Errors
    ///
    /// [`Error::Io`] when writing fails.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::{Census, CensusOptions};
    ///
    /// let census = TakeAndBreak::officers().census(5000, &CensusOptions::default().memory(1 << 20))?;
    /// let mut file = Vec::new();
    /// census.write_to(&mut file)?;
    /// assert_eq!(Census::read_from(file.as_slice())?, census);
    /// file[100] ^= 1; // one flipped bit
    /// assert!(matches!(Census::read_from(file.as_slice()), Err(Error::CorruptFile { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn write_to(&self, writer: impl Write) -> Result<(), Error> {
        let mut out = Hashing::new(writer, READING);
        let code = self.game.to_string();
        let code = code.trim_end_matches('≠');
        let flags = if self.game.has_unequal_splits() {
            UNEQUAL
        } else {
            0
        };
        let mut head = Vec::new();
        head.extend_from_slice(MAGIC);
        head.extend_from_slice(&[VERSION, flags]);
        head.extend_from_slice(&(code.len() as u16).to_le_bytes());
        head.extend_from_slice(code.as_bytes());
        let put = |head: &mut Vec<u8>, value: u64| head.extend_from_slice(&value.to_le_bytes());
        put(&mut head, self.memory);
        put(&mut head, self.heaps);
        put(&mut head, self.next_check as u64);
        let (flag, preperiod, period) = match self.period {
            Some(period) => (1, period.preperiod, period.period),
            None => (0, 0, 0),
        };
        head.push(flag);
        put(&mut head, preperiod);
        put(&mut head, period);
        put(&mut head, self.held.largest.0);
        put(&mut head, self.held.largest.1);
        put(&mut head, self.held.counts.len() as u64);
        for &count in &self.held.counts {
            put(&mut head, count);
        }
        self.engine.write_state(&mut head);
        let (start, window) = self.held.window();
        put(&mut head, start as u64);
        put(&mut head, window.len() as u64);
        out.put(&head).map_err(write_error)?;
        let mut buffer = Vec::with_capacity(2 * CHUNK);
        for chunk in window.chunks(CHUNK) {
            buffer.clear();
            for &value in chunk {
                buffer.extend_from_slice(&value.to_le_bytes());
            }
            out.put(&buffer).map_err(write_error)?;
        }
        let hash = out.hash.to_le_bytes();
        out.inner
            .write_all(&hash)
            .and_then(|()| out.inner.flush())
            .map_err(write_error)
    }

    /// Reads a census written by [`write_to`](Self::write_to), lays it out in the memory it
    /// had (computing its first heaps again), and checks it. A file is refused whole when
    /// it is truncated, goes on after its hash, or its hash does not match; when what it
    /// holds disagrees with itself (counts that do not add up to its heaps, a largest value
    /// that is not the largest, rare heaps whose values are not those held, an engine state
    /// the engine could not go on from); and when its values are not the game's: every
    /// value is computed again when the file holds them all (a census that has dropped
    /// none), else its first heaps and the last 4,096 of its window. The census then goes
    /// on with [`extend`](Self::extend).
    ///
    /// # Complexity
    ///
    /// Computing the first heaps again, as many as its memory keeps (a fraction of a second
    /// for each million on one core); every heap when the file holds them all (a census
    /// that has not yet dropped a value).
    ///
    /// # Errors
    ///
    /// [`Error::CorruptFile`] for a file that is truncated, too long, damaged, not of this
    /// format, or whose contents are not a census of its game; [`Error::Io`] when reading
    /// fails; [`Error::OutOfMemory`] when it does not fit.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::{Census, CensusOptions};
    ///
    /// let census = TakeAndBreak::grundys_game().census(3000, &CensusOptions::default())?;
    /// let mut file = Vec::new();
    /// census.write_to(&mut file)?;
    /// let read = Census::read_from(file.as_slice())?;
    /// assert_eq!(read.game(), &TakeAndBreak::grundys_game()); // unequal splits kept
    /// let short = Census::read_from(&file[..file.len() - 1]); // truncated
    /// assert!(matches!(short, Err(Error::CorruptFile { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn read_from(reader: impl Read) -> Result<Census, Error> {
        Census::assemble(read_parts(reader)?)
    }

    /// Saves the census to `path`, as [`write_to`](Self::write_to): to a file beside it
    /// first, then renamed over it, so that a run stopped while saving keeps the checkpoint
    /// it had.
    ///
    /// # Errors
    ///
    /// [`Error::Io`] naming the file when it cannot be written or renamed.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::{Census, CensusOptions};
    ///
    /// let path = std::env::temp_dir().join(format!("officers-{}.census", std::process::id()));
    /// let census = TakeAndBreak::officers().census(2000, &CensusOptions::default())?;
    /// census.save(&path)?;
    /// assert_eq!(Census::resume(&path)?, census);
    /// std::fs::remove_file(&path).unwrap();
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn save(&self, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = path.as_ref();
        let mut partial = path.as_os_str().to_owned();
        partial.push(".partial");
        let partial = Path::new(&partial);
        let io_error = |action: String| move |error: io::Error| Error::io(action, error);
        let file =
            File::create(partial).map_err(io_error(format!("create {}", partial.display())))?;
        let mut writer = BufWriter::new(file);
        self.write_to(&mut writer)?;
        let file = writer.into_inner().map_err(|error| {
            io_error(format!("write {}", partial.display()))(error.into_error())
        })?;
        file.sync_all()
            .map_err(io_error(format!("write {}", partial.display())))?;
        std::fs::rename(partial, path).map_err(io_error(format!(
            "rename {} to {}",
            partial.display(),
            path.display()
        )))
    }

    /// Reads the census saved at `path` (by [`save`](Self::save), or as a checkpoint of
    /// [`CensusOptions::checkpoint`](super::CensusOptions::checkpoint)), as
    /// [`read_from`](Self::read_from); [`extend`](Self::extend) goes on from it, with the
    /// results it would have had without the stop.
    ///
    /// # Errors
    ///
    /// As [`read_from`](Self::read_from), and [`Error::Io`] naming the file when it cannot
    /// be opened.
    ///
    /// # Example
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use impartial::prelude::*;
    /// use impartial::take_and_break::{Census, CensusOptions};
    ///
    /// let path = std::env::temp_dir().join(format!("grundy-{}.census", std::process::id()));
    /// let options = CensusOptions::default().threads(2).checkpoint(&path);
    /// let grundy = TakeAndBreak::grundys_game();
    /// // Stopped at the first report (65,536 heaps): the checkpoint is saved.
    /// let stopped = grundy.census_with(200_000, &options, |_| ControlFlow::Break(()))?;
    /// assert_eq!(stopped.heaps(), 1 << 16);
    /// let mut resumed = Census::resume(&path)?;
    /// resumed.extend(200_000, &options, |_| ControlFlow::Continue(()))?;
    /// assert_eq!(resumed, grundy.census(200_000, &CensusOptions::default().threads(1))?);
    /// std::fs::remove_file(&path).unwrap();
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn resume(path: impl AsRef<Path>) -> Result<Census, Error> {
        let path = path.as_ref();
        let file = File::open(path)
            .map_err(|error| Error::io(format!("open {}", path.display()), error))?;
        Census::read_from(BufReader::new(file))
    }
}

/// Reads a file's parts, with the checks of the file alone.
fn read_parts(reader: impl Read) -> Result<Parts, Error> {
    let mut input = Hashing::new(reader, READING);
    if &input.take::<17>()? != MAGIC {
        return Err(corrupt("it is not a census file of impartial"));
    }
    let [version, flags] = input.take::<2>()?;
    if version != VERSION {
        return Err(corrupt(format!(
            "format version {version}, but this reads version {VERSION}"
        )));
    }
    if flags & !UNEQUAL != 0 {
        return Err(corrupt(format!(
            "unknown flags {flags:#04x}: this reads only bit 0, for unequal splits"
        )));
    }
    let length = usize::from(u16::from_le_bytes(input.take::<2>()?));
    let mut code = Vec::new();
    for _ in 0..length.min(4096) {
        code.push(input.u8()?);
    }
    let code = String::from_utf8(code).map_err(|_| corrupt("its code is not text"))?;
    let mut game = TakeAndBreak::new(&code)
        .map_err(|error| corrupt(format!("its code does not read: {error}")))?;
    if flags & UNEQUAL != 0 {
        game = game.unequal_splits();
    }
    let memory = input.u64()?;
    let heaps = input.u64()?;
    let next_check = input.count()?;
    let [has_period] = input.take::<1>()?;
    let (preperiod, period) = (input.u64()?, input.u64()?);
    let period = match (has_period, preperiod, period) {
        (0, 0, 0) => None,
        (1, preperiod, period) if period > 0 => Some(Period { preperiod, period }),
        _ => return Err(corrupt("its period is not one")),
    };
    let largest = (input.u64()?, input.u64()?);
    let values = input.count()?;
    let mut counts = Vec::new();
    for _ in 0..values {
        counts
            .try_reserve(1)
            .map_err(|_| Error::out_of_memory(format!("room for {values} counts")))?;
        counts.push(input.u64()?);
    }
    let engine_heaps_at_most = usize::try_from(heaps).unwrap_or(usize::MAX);
    let engine = Engine::read_state(&game, engine_heaps_at_most, &mut input)?;
    let start = input.count()?;
    let held = input.count()?;
    let mut window = Vec::new();
    while window.len() < held {
        let more = (held - window.len()).min(CHUNK);
        window
            .try_reserve(more)
            .map_err(|_| Error::out_of_memory(format!("room for {held} values")))?;
        for _ in 0..more {
            window.push(u16::from_le_bytes(input.take::<2>()?));
        }
    }
    let expected = input.hash;
    let mut stored = [0; 8];
    input.inner.read_exact(&mut stored).map_err(read_error)?;
    if u64::from_le_bytes(stored) != expected {
        return Err(corrupt("its hash does not match its contents"));
    }
    let mut extra = [0; 1];
    match input.inner.read(&mut extra) {
        Ok(0) => {}
        Ok(_) => return Err(corrupt("it goes on after its hash")),
        Err(error) => return Err(read_error(error)),
    }
    let parts = Parts {
        game,
        memory,
        heaps,
        next_check,
        period,
        largest,
        counts,
        engine,
        start,
        window,
    };
    check_parts(&parts)?;
    Ok(parts)
}

/// The checks of a file's parts against each other.
fn check_parts(parts: &Parts) -> Result<(), Error> {
    let computed = parts
        .start
        .checked_add(parts.window.len())
        .ok_or_else(|| corrupt("its window ends past the last heap"))?;
    let total = parts
        .counts
        .iter()
        .try_fold(0u64, |sum, &count| sum.checked_add(count));
    if total != Some(parts.heaps) {
        return Err(corrupt(format!(
            "its counts do not add up to its {} heaps",
            parts.heaps
        )));
    }
    if (computed as u64) > parts.heaps || (parts.period.is_none() && computed as u64 != parts.heaps)
    {
        return Err(corrupt(format!(
            "it holds values up to heap {computed}, but counts {} heaps",
            parts.heaps
        )));
    }
    let (largest, first) = parts.largest;
    let last = parts.counts.len().checked_sub(1);
    if parts.heaps > 0
        && (last != usize::try_from(largest).ok()
            || parts.counts.last() == Some(&0)
            || first >= computed as u64
            || parts.engine.largest_value() != largest)
    {
        return Err(corrupt(format!(
            "its largest value {largest}, first at heap {first}, is not the largest it counts"
        )));
    }
    if parts.heaps == 0 && (!parts.counts.is_empty() || largest != 0 || first != 0) {
        return Err(corrupt("it counts values but no heap"));
    }
    if let Some(period) = parts.period {
        let end = period.preperiod.checked_add(period.period);
        if parts.start != 0 || end.is_none_or(|end| end > computed as u64) {
            return Err(corrupt("its period is not within the values it holds"));
        }
    }
    if parts.start == 0 && parts.window.first().is_some_and(|&value| value != 0) {
        return Err(corrupt("heap 0 is given a value other than 0"));
    }
    for (offset, &value) in parts.window.iter().enumerate() {
        let heap = parts.start + offset;
        let count = parts.counts.get(usize::from(value)).copied().unwrap_or(0);
        if u64::from(value) > largest
            || count == 0
            || (u64::from(value) == largest && (heap as u64) < first)
        {
            return Err(corrupt(format!(
                "heap {heap} is given the value {value}, which its counts and largest value do not allow"
            )));
        }
    }
    let first_held = first
        .checked_sub(parts.start as u64)
        .and_then(|offset| parts.window.get(usize::try_from(offset).ok()?));
    if parts.heaps > 0 && first_held.is_some_and(|&value| u64::from(value) != largest) {
        return Err(corrupt(format!(
            "heap {first} is given as the first of the largest value {largest}, but holds another"
        )));
    }
    for &(heap, value) in parts.engine.rare_of_classes() {
        if heap >= computed {
            return Err(corrupt(format!(
                "its rare heap {heap} is past the heaps it computed"
            )));
        }
        let held = heap
            .checked_sub(parts.start)
            .and_then(|offset| parts.window.get(offset));
        if held.is_some_and(|&held| u64::from(held) != value) {
            return Err(corrupt(format!(
                "its rare heap {heap} is given the value {value}, which is not the value it holds"
            )));
        }
    }
    Ok(())
}

impl Held {
    /// A placeholder for a census being assembled.
    pub(super) fn counts_only(counts: Vec<u64>, largest: (u64, u64)) -> Held {
        let mut held = Held::new(
            super::store::Layout {
                capacity: 0,
                prefix: 0,
                window: 0,
            },
            false,
        );
        held.counts = counts;
        held.largest = largest;
        held
    }
}
