//! [`CensusOptions`]: the threads, the memory and the checkpoints of a census.

use std::path::{Path, PathBuf};
use std::time::Duration;

/// The memory a census holds by default: 48 MiB.
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
    /// in parallel ([`NimSequence::extend_on`](super::super::NimSequence::extend_on)).
    pub fn threads(self, threads: usize) -> Self {
        CensusOptions {
            threads: threads.max(1),
            ..self
        }
    }

    /// Holds at most `bytes` bytes: three quarters for values (two bytes each: the first
    /// heaps and a window of the most recent ones), the rest for the engine's sets, the
    /// counts and the rare heaps.
    pub fn memory(self, bytes: u64) -> Self {
        CensusOptions {
            memory: bytes,
            ..self
        }
    }

    /// Saves the census's state to `path` every [`checkpoint_every`](Self::checkpoint_every),
    /// when it is stopped by its progress callback or by a value it no longer holds, and at
    /// the end; [`Census::resume`](super::Census::resume) goes on from it.
    pub fn checkpoint(self, path: impl AsRef<Path>) -> Self {
        CensusOptions {
            checkpoint: Some(path.as_ref().to_path_buf()),
            ..self
        }
    }

    /// How often the checkpoint is saved (checked at each progress report).
    pub fn checkpoint_every(self, every: Duration) -> Self {
        CensusOptions { every, ..self }
    }

    /// The threads a census runs on.
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// The most bytes a census holds.
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        self.memory
    }

    /// Where the checkpoint is saved, if anywhere.
    #[must_use]
    pub fn checkpoint_path(&self) -> Option<&Path> {
        self.checkpoint.as_deref()
    }

    /// How often the checkpoint is saved.
    #[must_use]
    pub fn checkpoint_interval(&self) -> Duration {
        self.every
    }
}
