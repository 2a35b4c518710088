//! The options that shape a game (`--k`, `--set`, `--odd-wins`, `--even-wins`, `--misere`,
//! `--board`), shared by `solve`, `values`, `plot`, `genus` and `play`, and the games they
//! make. Which game takes which option is said by the table of games ([`crate::games`]).

use clap::{Args, ValueEnum};
use impartial::prelude::*;

use crate::describe::listed;
use crate::failure::Failure;

/// Which board Tac Tix is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BoardName {
    /// The 4×4 square of 16 stones.
    Square,
    /// The triangle of 15 stones in rows of 1 to 5.
    Triangle,
}

/// The options that shape a game: each applies to some games only, and is an error with
/// the others.
#[derive(Debug, Clone, Default, Args)]
pub struct GameOptions {
    /// bash, parity: the most a move may take [default: 3 for bash, 4 for parity]
    #[arg(long, value_name = "K")]
    pub k: Option<u64>,
    /// subtraction: the amounts a move may take [default: 1,3,4]
    #[arg(long, value_name = "1,3,4", value_delimiter = ',')]
    pub set: Option<Vec<u64>>,
    /// parity: an odd holding wins at the end
    #[arg(long, conflicts_with = "even_wins")]
    pub odd_wins: bool,
    /// parity: an even holding wins at the end (the default)
    #[arg(long)]
    pub even_wins: bool,
    /// nim, wythoff, bash, subtraction, tac-tix, grundy, codes: whoever moves last loses
    #[arg(long)]
    pub misere: bool,
    /// tac-tix: the board [default: square]
    #[arg(long, value_enum, value_name = "BOARD")]
    pub board: Option<BoardName>,
}

/// One of the options of [`GameOptions`], as the table of games lists what each game takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `--k`.
    K,
    /// `--set`.
    Set,
    /// `--odd-wins` and `--even-wins`.
    Parity,
    /// `--misere`.
    Misere,
    /// `--board`.
    Board,
}

impl GameOptions {
    /// The options given, each with the shape it is: `--odd-wins` and `--even-wins` are
    /// both [`Shape::Parity`].
    pub fn given(&self) -> Vec<(&'static str, Shape)> {
        let flags = [
            ("--k", self.k.is_some(), Shape::K),
            ("--set", self.set.is_some(), Shape::Set),
            ("--odd-wins", self.odd_wins, Shape::Parity),
            ("--even-wins", self.even_wins, Shape::Parity),
            ("--misere", self.misere, Shape::Misere),
            ("--board", self.board.is_some(), Shape::Board),
        ];
        flags
            .into_iter()
            .filter(|&(_, present, _)| present)
            .map(|(flag, _, shape)| (flag, shape))
            .collect()
    }

    /// Bash's game with `--k` (3 by default), under normal play.
    pub fn bash(&self) -> Result<Subtraction, Failure> {
        Subtraction::bash(self.k.unwrap_or(3)).map_err(Failure::usage)
    }

    /// The subtraction game with `--set` (1, 3, 4 by default), under normal play.
    pub fn subtraction(&self) -> Result<Subtraction, Failure> {
        let set = self.subtraction_set();
        Subtraction::new(set).map_err(|error| match error {
            Error::InvalidParameter { reason, .. } => {
                Failure::Usage(format!("invalid --set {}: {reason}", listed(set)))
            }
            other => Failure::usage(other),
        })
    }

    /// The amounts of `--set`, 1, 3, 4 by default.
    pub fn subtraction_set(&self) -> &[u64] {
        self.set.as_deref().unwrap_or(&[1, 3, 4])
    }

    /// The parity game with `--k` (4 by default) and `--odd-wins` or `--even-wins`.
    pub fn parity(&self) -> Result<Parity, Failure> {
        let k = self.k.unwrap_or(4);
        if self.odd_wins {
            Parity::odd_wins(k)
        } else {
            Parity::even_wins(k)
        }
        .map_err(Failure::usage)
    }

    /// Tac Tix on `--board`, under normal play.
    pub fn tac_tix(&self) -> TacTix {
        match self.board.unwrap_or(BoardName::Square) {
            BoardName::Square => TacTix::square(),
            BoardName::Triangle => TacTix::triangle(),
        }
    }
}
