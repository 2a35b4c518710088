//! [`CensusOptions`]: the threads, the memory and the checkpoints of a census.

use std::path::{Path, PathBuf};
use std::time::Duration;

/// The memory a census holds by default: 48 MiB, about 19 million two-byte values, of
/// which some 8 million first heaps are kept for good once values are dropped.
///
/// # Example
///
/// ```
/// use impartial::take_and_break::{CensusOptions, DEFAULT_MEMORY};
///
/// assert_eq!(DEFAULT_MEMORY, 48 * 1024 * 1024);
/// assert_eq!(CensusOptions::default().memory_bytes(), DEFAULT_MEMORY);
/// ```
pub const DEFAULT_MEMORY: u64 = 48 << 20;

/// How a [`Census`](super::Census) runs: on how many threads, in how much memory, and
/// where and how often it saves its state.
///
/// The results do not depend on the options: the same census on any number of threads
/// counts the same values, and the memory only decides how far a census can go before it
/// needs a value it no longer holds (it then stops and says so; more memory goes on).
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use impartial::take_and_break::CensusOptions;
///
/// let options = CensusOptions::default()
///     .threads(2)
///     .memory(64 << 20)
///     .checkpoint("run.census")
///     .checkpoint_every(Duration::from_secs(600));
/// assert_eq!(options.thread_count(), 2);
/// assert_eq!(options.memory_bytes(), 64 << 20);
/// // By default: every core, 48 MiB, no checkpoint.
/// let default = CensusOptions::default();
/// assert!(default.thread_count() >= 1);
/// assert_eq!(default.memory_bytes(), 48 << 20);
/// assert_eq!(default.checkpoint_path(), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[must_use]
pub struct CensusOptions {
    threads: usize,
    memory: u64,
    checkpoint: Option<PathBuf>,
    every: Duration,
}

impl Default for CensusOptions {
    /// The machine's cores ([`available_parallelism`](std::thread::available_parallelism),
    /// 1 when it cannot tell), [`DEFAULT_MEMORY`], no checkpoint file, and a checkpoint
    /// every 10 minutes once one is named.
    fn default() -> Self {
        CensusOptions {
            threads: std::thread::available_parallelism().map_or(1, usize::from),
            memory: DEFAULT_MEMORY,
            checkpoint: None,
            every: Duration::from_secs(600),
        }
    }
}

impl CensusOptions {
    /// Runs on `threads` threads (0 counts as 1): blocks of consecutive heaps are computed
    /// in parallel ([`NimSequence::extend_on`](super::super::NimSequence::extend_on)), with
    /// the results of one thread.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// assert_eq!(CensusOptions::default().threads(4).thread_count(), 4);
    /// assert_eq!(CensusOptions::default().threads(0).thread_count(), 1);
    /// ```
    pub fn threads(self, threads: usize) -> Self {
        CensusOptions {
            threads: threads.max(1),
            ..self
        }
    }

    /// Holds at most `bytes` bytes: three quarters for values (two bytes each: the first
    /// heaps and a window of the most recent ones, a little longer), the rest for the
    /// engine's sets, the counts and the rare heaps. Each thread beyond the first holds an
    /// option set beside (`2^b` bytes for values below `2^b`, and a block's sets as bits:
    /// under 64 KiB for values below 2^10).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// assert_eq!(CensusOptions::default().memory(1 << 30).memory_bytes(), 1 << 30);
    /// ```
    pub fn memory(self, bytes: u64) -> Self {
        CensusOptions {
            memory: bytes,
            ..self
        }
    }

    /// Saves the census's state to `path` every [`checkpoint_every`](Self::checkpoint_every),
    /// when it is stopped by its progress callback or by a value it no longer holds, and at
    /// the end; [`Census::resume`](super::Census::resume) goes on from it.
    ///
    /// # Example
    ///
    /// ```
    /// use std::path::Path;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let options = CensusOptions::default().checkpoint("run.census");
    /// assert_eq!(options.checkpoint_path(), Some(Path::new("run.census")));
    /// ```
    pub fn checkpoint(self, path: impl AsRef<Path>) -> Self {
        CensusOptions {
            checkpoint: Some(path.as_ref().to_path_buf()),
            ..self
        }
    }

    /// How often the checkpoint is saved (checked at each progress report).
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let hourly = CensusOptions::default().checkpoint_every(Duration::from_secs(3600));
    /// assert_eq!(hourly.checkpoint_interval(), Duration::from_secs(3600));
    /// assert_eq!(CensusOptions::default().checkpoint_interval(), Duration::from_secs(600));
    /// ```
    pub fn checkpoint_every(self, every: Duration) -> Self {
        CensusOptions { every, ..self }
    }

    /// The threads a census runs on.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let cores = std::thread::available_parallelism().map_or(1, usize::from);
    /// assert_eq!(CensusOptions::default().thread_count(), cores);
    /// ```
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// The most bytes a census holds.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// assert_eq!(CensusOptions::default().memory(5_000_000).memory_bytes(), 5_000_000);
    /// ```
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        self.memory
    }

    /// Where the checkpoint is saved, if anywhere.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// assert_eq!(CensusOptions::default().checkpoint_path(), None);
    /// ```
    #[must_use]
    pub fn checkpoint_path(&self) -> Option<&Path> {
        self.checkpoint.as_deref()
    }

    /// How often the checkpoint is saved.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use impartial::take_and_break::CensusOptions;
    ///
    /// let often = CensusOptions::default().checkpoint_every(Duration::from_secs(60));
    /// assert_eq!(often.checkpoint_interval().as_secs(), 60);
    /// ```
    #[must_use]
    pub fn checkpoint_interval(&self) -> Duration {
        self.every
    }
}
