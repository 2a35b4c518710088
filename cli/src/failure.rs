//! Why a command stopped: bad usage (exit status 2) or a failure while working (1).

use core::fmt;

use impartial::Error;

/// Why a command stopped, in one line for stderr.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The command line or its input cannot be used: exit status 2.
    Usage(String),
    /// The work failed (a file, memory): exit status 1.
    Failed(String),
    /// Whoever reads the output closed it (`| head`): nothing more to say, status 0.
    Closed,
}

impl Failure {
    /// A library error, as bad usage or as a failure by its kind.
    #[allow(clippy::needless_pass_by_value)] // used as `map_err(Failure::usage)`
    pub fn usage(error: Error) -> Failure {
        match error {
            Error::Io { .. } | Error::OutOfMemory { .. } => Failure::Failed(error.to_string()),
            other => Failure::Usage(other.to_string()),
        }
    }

    /// A failure to read or write, naming what was being done.
    pub fn io(action: &str, error: &std::io::Error) -> Failure {
        Failure::Failed(format!("could not {action}: {error}"))
    }

    /// A failure to write the output: [`Failure::Closed`] when the reader went away.
    pub fn write(error: &std::io::Error) -> Failure {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            Failure::Closed
        } else {
            Failure::io("write the output", error)
        }
    }

    /// The exit status for this failure.
    pub fn status(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Failed(_) => 1,
            Failure::Closed => 0,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(message) | Failure::Failed(message) => f.write_str(message),
            Failure::Closed => f.write_str("the output was closed"),
        }
    }
}
