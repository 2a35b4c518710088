//! Saving a nim-sequence to a file and reading it back, so a long computation can span
//! several sittings.
//!
//! The format is in [`NimSequence::write_to`]'s docs.
//!
//! A file that is short, long, or whose hash does not match is refused whole, and so is one
//! whose values the engine could not go on from. The hash catches accidents, not forgeries:
//! [`NimSequence::verify`] checks the values themselves.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;

use super::code::TakeAndBreak;
use super::sequence::{NimSequence, Values};
use crate::Error;

const MAGIC: &[u8; 23] = b"impartial nim-sequence\n";
const VERSION: u8 = 1;
const UNEQUAL: u8 = 1;
/// Values are read and written this many at a time.
const CHUNK: usize = 1 << 16;

/// What a `.nims` file holds, for the message of a failed read.
const READING: &str = "the nim-sequence";

/// FNV-1a, 64 bits: a hash of everything written or read, to catch a corrupt file.
pub(super) struct Hashing<S> {
    pub(super) inner: S,
    pub(super) hash: u64,
    /// What is read, for the message of a failed read ("the nim-sequence").
    reading: &'static str,
}

impl<S> Hashing<S> {
    /// FNV-1a over `inner`, whose contents are `reading` (named when a read fails).
    pub(super) fn new(inner: S, reading: &'static str) -> Self {
        Hashing {
            inner,
            hash: 0xcbf2_9ce4_8422_2325,
            reading,
        }
    }

    fn absorb(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.hash = (self.hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

impl<W: Write> Hashing<W> {
    pub(super) fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.absorb(bytes);
        self.inner.write_all(bytes)
    }
}

impl<R: Read> Hashing<R> {
    pub(super) fn take<const N: usize>(&mut self) -> Result<[u8; N], Error> {
        let mut bytes = [0; N];
        self.fill(&mut bytes)?;
        Ok(bytes)
    }

    pub(super) fn fill(&mut self, bytes: &mut [u8]) -> Result<(), Error> {
        let reading = self.reading;
        self.inner
            .read_exact(bytes)
            .map_err(|error| read_error(error, reading))?;
        self.absorb(bytes);
        Ok(())
    }
}

/// Reads `count` values of `size_of::<T>()` bytes each, growing the vector as they come, so
/// a corrupt count meets the end of the file before it can claim memory.
fn read_values<T, R: Read>(
    input: &mut Hashing<R>,
    count: usize,
    decode: impl Fn(&[u8]) -> T,
) -> Result<Vec<T>, Error> {
    let width = size_of::<T>();
    let mut values = Vec::new();
    let mut buffer = vec![0; CHUNK * width];
    while values.len() < count {
        let chunk = (count - values.len()).min(CHUNK);
        values
            .try_reserve(chunk)
            .map_err(|_| Error::out_of_memory(format!("room for {count} values")))?;
        input.fill(&mut buffer[..chunk * width])?;
        values.extend(buffer[..chunk * width].chunks_exact(width).map(&decode));
    }
    Ok(values)
}

fn corrupt(reason: impl Into<String>) -> Error {
    Error::CorruptFile {
        reason: reason.into(),
    }
}

/// A failed read of `reading`: a file that ends too soon is corrupt, not an I/O failure.
pub(super) fn read_error(error: io::Error, reading: &str) -> Error {
    if error.kind() == io::ErrorKind::UnexpectedEof {
        corrupt("it ends too soon (truncated)")
    } else {
        Error::io(format!("read {reading}"), error)
    }
}

/// `Ok` unless `path` names something other than a regular file (a link to one is one):
/// then [`Error::Io`] naming the path and what it is. Opening a FIFO blocks
/// until another program opens its other end, and a device may never end, so neither is
/// read or written. A path that names nothing, or cannot be looked at, is left to opening
/// the file, whose error names it.
fn regular_file(path: &Path) -> Result<(), Error> {
    match std::fs::metadata(path) {
        Ok(metadata) => of_regular_file(path, metadata.file_type()),
        Err(_) => Ok(()),
    }
}

/// `Ok` when `file_type`, the type of what `path` names, is a regular file's; else the
/// error of [`regular_file`].
fn of_regular_file(path: &Path, file_type: std::fs::FileType) -> Result<(), Error> {
    if file_type.is_file() {
        return Ok(());
    }
    Err(Error::io(
        format!("open {}", path.display()),
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "it is {}, not a regular file: only a regular file is read or written",
                kind_of(file_type)
            ),
        ),
    ))
}

/// What a file that is not a regular file is, for a message: `a directory`, `a FIFO`.
fn kind_of(file_type: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if file_type.is_socket() {
            return "a socket";
        }
        if file_type.is_block_device() || file_type.is_char_device() {
            return "a device";
        }
    }
    if file_type.is_dir() {
        "a directory"
    } else {
        "something else"
    }
}

fn write_error(error: io::Error) -> Error {
    Error::io("write the nim-sequence", error)
}

impl NimSequence {
    /// Writes the sequence (the game's code and every value computed) to `writer`;
    /// [`read_from`](Self::read_from) reads it back. A file that is short, long, or whose
    /// hash does not match is refused whole.
    ///
    /// The format, all integers little-endian:
    ///
    /// | bytes | what |
    /// |------:|------|
    /// | 23 | `impartial nim-sequence\n` |
    /// | 1 | format version, 1 |
    /// | 1 | flags: bit 0 for unequal splits |
    /// | 2 | length of the code |
    /// | … | the code, as `TakeAndBreak::new` reads it |
    /// | 1 | bytes a value: 2, 4 or 8 |
    /// | 8 | number of values |
    /// | … | the values |
    /// | 8 | FNV-1a hash of every byte before it |
    ///
    /// # Complexity
    ///
    /// `O(len)`; the file takes [`bytes_per_value`](Self::bytes_per_value) a value.
    ///
    /// # Errors
    ///
    /// [`Error::Io`] when writing fails.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::officers().nim_sequence(1000)?;
    /// let mut file = Vec::new();
    /// values.write_to(&mut file)?;
    /// assert_eq!(NimSequence::read_from(file.as_slice())?, values);
    /// file[100] ^= 1; // one flipped bit
    /// assert!(matches!(NimSequence::read_from(file.as_slice()), Err(Error::CorruptFile { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn write_to(&self, writer: impl Write) -> Result<(), Error> {
        let mut out = Hashing::new(writer, READING);
        let code = self.game().to_string();
        let code = code.trim_end_matches('≠');
        let flags = if self.game().has_unequal_splits() {
            UNEQUAL
        } else {
            0
        };
        let values = self.stored();
        let header = (|| {
            out.put(MAGIC)?;
            out.put(&[VERSION, flags])?;
            out.put(&(code.len() as u16).to_le_bytes())?;
            out.put(code.as_bytes())?;
            out.put(&[values.width() as u8])?;
            out.put(&(values.len() as u64).to_le_bytes())
        })();
        header.map_err(write_error)?;
        let mut buffer = Vec::with_capacity(CHUNK * 8);
        for start in (0..values.len()).step_by(CHUNK) {
            buffer.clear();
            for index in start..values.len().min(start + CHUNK) {
                let value = values.get(index).unwrap_or(0);
                buffer.extend_from_slice(&value.to_le_bytes()[..values.width()]);
            }
            out.put(&buffer).map_err(write_error)?;
        }
        let hash = out.hash.to_le_bytes();
        out.inner
            .write_all(&hash)
            .and_then(|()| out.inner.flush())
            .map_err(write_error)
    }

    /// Reads a sequence written by [`write_to`](Self::write_to), and certifies its period
    /// again if it has one.
    ///
    /// The file is checked for everything the engine relies on to go on from it: its hash,
    /// known flags, `G(0) = 0`, every value no larger than its heap's options allow and below
    /// `2^30`. Its values are not
    /// computed again: a period certified from them rests on them, so a file from elsewhere
    /// should be checked with [`verify`](Self::verify) first.
    ///
    /// # Complexity
    ///
    /// `O(len)`.
    ///
    /// # Errors
    ///
    /// [`Error::CorruptFile`] for a file that is truncated, too long, not of this format,
    /// whose hash does not match, or whose values the engine could not go on from (no
    /// value is kept then); [`Error::Io`] when reading
    /// fails; [`Error::OutOfMemory`] when the values do not fit.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::grundys_game().nim_sequence(10)?;
    /// let mut file = Vec::new();
    /// values.write_to(&mut file)?;
    /// let read = NimSequence::read_from(file.as_slice())?;
    /// assert_eq!(read.game(), &TakeAndBreak::grundys_game()); // unequal splits kept
    /// assert_eq!(read.value(9), Some(1));
    /// let short = NimSequence::read_from(&file[..file.len() - 1]); // truncated
    /// assert!(matches!(short, Err(Error::CorruptFile { .. })));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn read_from(reader: impl Read) -> Result<NimSequence, Error> {
        let mut input = Hashing::new(reader, READING);
        if &input.take::<23>()? != MAGIC {
            return Err(corrupt("it is not a nim-sequence file of impartial"));
        }
        let [version, flags] = input.take::<2>()?;
        if version != VERSION {
            return Err(corrupt(format!(
                "format version {version}, but this reads version {VERSION}"
            )));
        }
        let mut code = vec![0; usize::from(u16::from_le_bytes(input.take::<2>()?))];
        input.fill(&mut code)?;
        let code = String::from_utf8(code).map_err(|_| corrupt("its code is not text"))?;
        let mut game = TakeAndBreak::new(&code)
            .map_err(|error| corrupt(format!("its code does not read: {error}")))?;
        if flags & !UNEQUAL != 0 {
            return Err(corrupt(format!(
                "unknown flags {flags:#04x}: this reads only bit 0, for unequal splits"
            )));
        }
        if flags & UNEQUAL != 0 {
            game = game.unequal_splits();
        }
        let [width] = input.take::<1>()?;
        if ![2, 4, 8].contains(&width) {
            return Err(corrupt(format!("values of {width} bytes")));
        }
        let count = usize::try_from(u64::from_le_bytes(input.take::<8>()?))
            .map_err(|_| corrupt("more values than memory can address"))?;
        let values = match width {
            2 => Values::Narrow(read_values(&mut input, count, |b| {
                u16::from_le_bytes([b[0], b[1]])
            })?),
            4 => Values::Medium(read_values(&mut input, count, |b| {
                u32::from_le_bytes([b[0], b[1], b[2], b[3]])
            })?),
            _ => Values::Wide(read_values(&mut input, count, |b| {
                u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
            })?),
        };
        let expected = input.hash;
        let mut stored = [0; 8];
        input
            .inner
            .read_exact(&mut stored)
            .map_err(|error| read_error(error, READING))?;
        if u64::from_le_bytes(stored) != expected {
            return Err(corrupt("its hash does not match its contents"));
        }
        let mut extra = [0; 1];
        match input.inner.read(&mut extra) {
            Ok(0) => {}
            Ok(_) => return Err(corrupt("it goes on after its hash")),
            Err(error) => return Err(read_error(error, READING)),
        }
        NimSequence::from_values(game, values).map_err(corrupt)
    }

    /// Saves the sequence to the file at `path`, as [`write_to`](Self::write_to).
    ///
    /// # Errors
    ///
    /// [`Error::Io`] naming the file when it cannot be created or written;
    /// [`Error::Io`] naming the path, too, when it names something other than a
    /// regular file (a FIFO, whose opening would wait for a reader, a device, a directory).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let path = std::env::temp_dir().join(format!("officers-{}.nims", std::process::id()));
    /// let values = TakeAndBreak::officers().nim_sequence(100)?;
    /// values.save(&path)?;
    /// // 39 bytes of header with the code `0.6`, 2 bytes a value, and the 8-byte hash.
    /// assert_eq!(std::fs::metadata(&path).unwrap().len(), 39 + 2 * 100 + 8);
    /// assert_eq!(NimSequence::load(&path)?, values);
    /// std::fs::remove_file(&path).unwrap();
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn save(&self, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = path.as_ref();
        regular_file(path)?;
        let file = File::create(path)
            .map_err(|error| Error::io(format!("create {}", path.display()), error))?;
        self.write_to(BufWriter::new(file))
    }

    /// Loads a sequence saved with [`save`](Self::save).
    ///
    /// # Errors
    ///
    /// As [`read_from`](Self::read_from), and [`Error::Io`] naming the file when it cannot be
    /// opened, or when it is not a regular file (a
    /// FIFO, whose opening would wait for a writer forever, a device, a directory), checked
    /// before it is opened and again once it is.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let path = std::env::temp_dir().join(format!("kayles-{}.nims", std::process::id()));
    /// TakeAndBreak::kayles().nim_sequence(1000)?.save(&path)?;
    /// let loaded = NimSequence::load(&path)?;
    /// // The period is certified again from the values read.
    /// assert_eq!(loaded.period(), Some(Period { preperiod: 71, period: 12 }));
    /// std::fs::remove_file(&path).unwrap();
    /// assert!(matches!(NimSequence::load(&path), Err(Error::Io { .. }))); // no such file now
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn load(path: impl AsRef<Path>) -> Result<NimSequence, Error> {
        let path = path.as_ref();
        regular_file(path)?;
        let file = File::open(path)
            .map_err(|error| Error::io(format!("open {}", path.display()), error))?;
        // The path may have been replaced between the look and the opening.
        if let Ok(metadata) = file.metadata() {
            of_regular_file(path, metadata.file_type())?;
        }
        NimSequence::read_from(BufReader::new(file))
    }
}
