//! The end table: the Grundy value of every small part of a game, computed once per search
//! (or read from a file) and looked up instead of searched, as the end databases of game
//! programs are (igs builds one for Cram; chess programs have their endgame tablebases).
//!
//! # File format
//!
//! All numbers little-endian:
//!
//! | bytes | what |
//! |-------|------|
//! | 20 | `impartial end table` and a newline |
//! | 1 | the format's version, 1 |
//! | 2 + n | the game's type name, its length first |
//! | 8 | the size of the parts |
//! | 8 | how many parts |
//! | 8 | the hash of their words, in the order the game lists them |
//! | 12 each | each part: its word (8) and its value (4) |
//! | 8 | the FNV-1a hash of everything before |
//!
//! A file is refused whole when it is short or long, when its hash does not match, when it
//! names another game or size, or when its parts are not the game's small parts of that
//! size; a search that loads one also checks a sample of its values by searching them.

use core::any::type_name;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;

use rustc_hash::FxHashMap;

use super::hooks::Hooks;
use super::play::Play;
use crate::Error;

const MAGIC: &[u8; 20] = b"impartial end table\n";
const VERSION: u8 = 1;
/// How many values a search checks when it loads a table.
const SAMPLE: usize = 16;

/// The Grundy values of every small part of a game up to a size, read instead of searched:
/// built by a [`Search`](crate::Search) before its first question
/// ([`with_end_table`](crate::Search::with_end_table)), saved and loaded
/// ([`save_end_table`](crate::Search::save_end_table),
/// [`with_end_table_file`](crate::Search::with_end_table_file)).
///
/// # Complexity
///
/// A look-up is a hash-map probe; the table holds 12 bytes and a map slot a part.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Hooks;
///
/// let search = Search::new(Kayles::new()).with_end_table(10);
/// assert_eq!(search.try_outcome(&vec![10])?, Outcome::Win);
/// let table = search.end_table().unwrap();
/// assert_eq!((table.size(), table.len()), (10, 10));
/// let row = Kayles::new().pack(&vec![7]).unwrap();
/// assert_eq!(table.get(row), Some(2)); // Kayles' row of 7 is worth 2
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct EndTable {
    size: u64,
    values: FxHashMap<u64, u32>,
    /// The parts' words, in the order the game listed them.
    words: Vec<u64>,
}

impl EndTable {
    /// An empty table of the parts up to `size`.
    pub(super) fn new(size: u64) -> Self {
        EndTable {
            size,
            values: FxHashMap::default(),
            words: Vec::new(),
        }
    }

    /// Adds the part whose word is `word`, of value `value` (a value of 2^32 or more is
    /// left out: the search finds it when it needs it).
    pub(super) fn insert(&mut self, word: u64, value: u64) -> Result<(), Error> {
        let Ok(value) = u32::try_from(value) else {
            return Ok(());
        };
        self.words
            .try_reserve(1)
            .map_err(|_| full(self.words.len()))?;
        self.values
            .try_reserve(1)
            .map_err(|_| full(self.words.len()))?;
        if self.values.insert(word, value).is_none() {
            self.words.push(word);
        }
        Ok(())
    }

    /// Done adding: nothing to do but free the room left over.
    pub(super) fn seal<G>(&mut self, _game: &G) {
        self.words.shrink_to_fit();
    }

    /// The size of the parts it holds, in the unit of the game's
    /// [`difficulty`](super::Hooks::difficulty).
    ///
    /// # Example
    ///
    /// See [`EndTable`].
    #[must_use]
    pub fn size(&self) -> u64 {
        self.size
    }

    /// How many parts it holds.
    ///
    /// # Example
    ///
    /// See [`EndTable`].
    #[must_use]
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether it holds no part.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let search = Search::new(Kayles::new()).with_end_table(3);
    /// assert_eq!(search.try_outcome(&vec![])?, Outcome::Loss);
    /// assert!(!search.end_table().unwrap().is_empty());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The Grundy value of the part whose word is `word`, if it holds it.
    ///
    /// # Example
    ///
    /// See [`EndTable`].
    #[inline]
    #[must_use]
    pub fn get(&self, word: u64) -> Option<u64> {
        self.values.get(&word).map(|&value| u64::from(value))
    }

    /// A few of its entries, spread over it, for a search to check.
    pub(super) fn sample(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        let step = (self.words.len() / SAMPLE).max(1);
        self.words
            .iter()
            .step_by(step)
            .take(SAMPLE)
            .filter_map(|&word| self.get(word).map(|value| (word, value)))
    }

    /// Writes the table, of the game `G`, to `path`.
    pub(super) fn save<G>(&self, path: &Path) -> Result<(), Error> {
        let file = File::create(path).map_err(|error| io_error("create", path, error))?;
        let mut out = Fnv::new(BufWriter::new(file));
        let name = type_name::<G>().as_bytes();
        let write = |out: &mut Fnv<BufWriter<File>>| -> io::Result<()> {
            out.put(MAGIC)?;
            out.put(&[VERSION])?;
            out.put(&(name.len() as u16).to_le_bytes())?;
            out.put(name)?;
            out.put(&self.size.to_le_bytes())?;
            out.put(&(self.words.len() as u64).to_le_bytes())?;
            out.put(&fingerprint(self.words.iter().copied()).to_le_bytes())?;
            for &word in &self.words {
                out.put(&word.to_le_bytes())?;
                let value = self.values.get(&word).copied().unwrap_or(0);
                out.put(&value.to_le_bytes())?;
            }
            let hash = out.hash;
            out.inner.write_all(&hash.to_le_bytes())?;
            out.inner.flush()
        };
        write(&mut out).map_err(|error| io_error("write", path, error))
    }

    /// Reads the table `path` holds for `game`, checking everything but its values.
    pub(super) fn load<G: Hooks<P>, P: Play>(game: &G, path: &Path) -> Result<Self, Error> {
        let metadata = std::fs::metadata(path).map_err(|error| io_error("open", path, error))?;
        if !metadata.is_file() {
            return Err(Error::io(
                format!("read the end table {}", path.display()),
                io::Error::new(io::ErrorKind::InvalidInput, "it is not a regular file"),
            ));
        }
        let length = metadata.len();
        let file = File::open(path).map_err(|error| io_error("open", path, error))?;
        let mut input = Fnv::new(BufReader::new(file));
        let read = |error: io::Error| {
            if error.kind() == io::ErrorKind::UnexpectedEof {
                corrupt("it ends too soon (truncated)")
            } else {
                io_error("read", path, error)
            }
        };
        let magic: [u8; 20] = input.take().map_err(read)?;
        if &magic != MAGIC {
            return Err(corrupt("it is not an end table"));
        }
        let [version] = input.take().map_err(read)?;
        if version != VERSION {
            return Err(corrupt(&format!("its version is {version}, not {VERSION}")));
        }
        let name_length = u16::from_le_bytes(input.take().map_err(read)?);
        let mut name = vec![0; usize::from(name_length)];
        input.fill(&mut name).map_err(read)?;
        let expected = type_name::<G>();
        if name != expected.as_bytes() {
            return Err(corrupt(&format!(
                "it is the table of {}, not of {expected}",
                String::from_utf8_lossy(&name)
            )));
        }
        let size = u64::from_le_bytes(input.take().map_err(read)?);
        let count = u64::from_le_bytes(input.take().map_err(read)?);
        let stored_print = u64::from_le_bytes(input.take().map_err(read)?);
        // The parts must fit the file: a forged count meets its end before claiming memory.
        let header = 20 + 1 + 2 + u64::from(name_length) + 24;
        if count
            .checked_mul(12)
            .and_then(|entries| entries.checked_add(header + 8))
            != Some(length)
        {
            return Err(corrupt("its length does not match its count of parts"));
        }
        let mut table = EndTable::new(size);
        let count = usize::try_from(count).map_err(|_| corrupt("it holds too many parts"))?;
        table
            .words
            .try_reserve_exact(count)
            .map_err(|_| full(count))?;
        table.values.try_reserve(count).map_err(|_| full(count))?;
        for _ in 0..count {
            let word = u64::from_le_bytes(input.take().map_err(read)?);
            let value = u32::from_le_bytes(input.take().map_err(read)?);
            if table.values.insert(word, value).is_some() {
                return Err(corrupt("it holds a part twice"));
            }
            table.words.push(word);
        }
        let computed = input.hash;
        let mut stored = [0; 8];
        input.inner.read_exact(&mut stored).map_err(read)?;
        if u64::from_le_bytes(stored) != computed {
            return Err(corrupt("its hash does not match its contents"));
        }
        if fingerprint(table.words.iter().copied()) != stored_print {
            return Err(corrupt("its hash of parts does not match its parts"));
        }
        let parts = game.small_parts(size).filter_map(|part| game.pack(&part));
        if fingerprint(parts) != stored_print {
            return Err(corrupt(&format!(
                "its parts are not this game's small parts up to size {size}"
            )));
        }
        Ok(table)
    }
}

/// The hash of the words of a list of parts, in order.
fn fingerprint(words: impl Iterator<Item = u64>) -> u64 {
    let mut hash = Fnv::new(());
    for word in words {
        hash.absorb(&word.to_le_bytes());
    }
    hash.hash
}

/// FNV-1a, 64 bits, over what passes through.
struct Fnv<S> {
    inner: S,
    hash: u64,
}

impl<S> Fnv<S> {
    fn new(inner: S) -> Self {
        Fnv {
            inner,
            hash: 0xcbf2_9ce4_8422_2325,
        }
    }

    fn absorb(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.hash = (self.hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

impl<W: Write> Fnv<W> {
    fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.absorb(bytes);
        self.inner.write_all(bytes)
    }
}

impl<R: Read> Fnv<R> {
    fn take<const N: usize>(&mut self) -> io::Result<[u8; N]> {
        let mut bytes = [0; N];
        self.fill(&mut bytes)?;
        Ok(bytes)
    }

    fn fill(&mut self, bytes: &mut [u8]) -> io::Result<()> {
        self.inner.read_exact(bytes)?;
        self.absorb(bytes);
        Ok(())
    }
}

/// The error for a file that is not a sound end table.
fn corrupt(reason: &str) -> Error {
    Error::CorruptFile {
        reason: format!("end table: {reason}"),
    }
}

/// The error for an input or output that failed.
fn io_error(action: &str, path: &Path, error: io::Error) -> Error {
    Error::io(format!("{action} the end table {}", path.display()), error)
}

/// The error for a table whose memory cannot be had.
fn full(parts: usize) -> Error {
    Error::out_of_memory(format!("an end table of {parts} parts"))
}
