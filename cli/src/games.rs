//! The games the command line knows by name, the options that shape them, and the numbers
//! a person types for a position.

use clap::{Args, ValueEnum};
use impartial::prelude::*;

use crate::failure::Failure;

/// Every game name, as typed; a take-and-break code is anything that starts with a digit
/// or a point.
pub const NAMES: &str = "nim, wythoff, bash, subtraction, fibonacci, parity, die, \
                          kayles, line-erasing, circular-nim, grundy, \
                         tac-tix, or a take-and-break code such as 0.137";

/// A game named on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameName {
    Nim,
    Wythoff,
    Bash,
    Subtraction,
    Fibonacci,
    Parity,
    Die,
    Kayles,
    LineErasing,
    CircularNim,
    Grundy,
    TacTix,
    /// A take-and-break game given by its code.
    Code(TakeAndBreak),
}

impl GameName {
    /// Reads a game's name or a take-and-break code.
    pub fn parse(text: &str) -> Result<Self, Failure> {
        Ok(match text {
            "nim" => GameName::Nim,
            "wythoff" => GameName::Wythoff,
            "bash" => GameName::Bash,
            "subtraction" => GameName::Subtraction,
            "fibonacci" => GameName::Fibonacci,
            "parity" => GameName::Parity,
            "die" => GameName::Die,
            "kayles" => GameName::Kayles,
            "line-erasing" => GameName::LineErasing,
            "circular-nim" => GameName::CircularNim,
            "grundy" => GameName::Grundy,
            "tac-tix" => GameName::TacTix,
            code if code.starts_with(|c: char| c.is_ascii_digit() || c == '.') => {
                GameName::Code(TakeAndBreak::new(code).map_err(Failure::usage)?)
            }
            other if other.starts_with("misere-") => {
                let normal = &other["misere-".len()..];
                return Err(Failure::Usage(format!(
                    "unknown game `{other}`: misère play is `{normal} --misere`"
                )));
            }
            other => {
                return Err(Failure::Usage(format!(
                    "unknown game `{other}`: the games are {NAMES}"
                )));
            }
        })
    }

    /// The name as typed (a code as the library writes it).
    pub fn name(&self) -> String {
        match self {
            GameName::Nim => "nim".into(),
            GameName::Wythoff => "wythoff".into(),
            GameName::Bash => "bash".into(),
            GameName::Subtraction => "subtraction".into(),
            GameName::Fibonacci => "fibonacci".into(),
            GameName::Parity => "parity".into(),
            GameName::Die => "die".into(),
            GameName::Kayles => "kayles".into(),
            GameName::LineErasing => "line-erasing".into(),
            GameName::CircularNim => "circular-nim".into(),
            GameName::Grundy => "grundy".into(),
            GameName::TacTix => "tac-tix".into(),
            GameName::Code(code) => code.to_string(),
        }
    }
}

/// Which board Tac Tix is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BoardName {
    /// The 4×4 square of 16 stones.
    Square,
    /// The triangle of 15 stones in rows of 1 to 5.
    Triangle,
}

/// An option, whether it was given, the games it is for, and the test for them.
type OptionRule = (&'static str, bool, &'static str, fn(&GameName) -> bool);

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

impl GameOptions {
    /// Refuses every option given that `game` does not take.
    pub fn check(&self, game: &GameName) -> Result<(), Failure> {
        use GameName as G;
        let given: [OptionRule; 6] = [
            ("--k", self.k.is_some(), "bash and parity", |g| {
                matches!(g, G::Bash | G::Parity)
            }),
            ("--set", self.set.is_some(), "subtraction", |g| {
                matches!(g, G::Subtraction)
            }),
            ("--odd-wins", self.odd_wins, "parity", |g| {
                matches!(g, G::Parity)
            }),
            ("--even-wins", self.even_wins, "parity", |g| {
                matches!(g, G::Parity)
            }),
            (
                "--misere",
                self.misere,
                "nim, wythoff, bash, subtraction, tac-tix, grundy and codes",
                |g| {
                    matches!(
                        g,
                        G::Nim | G::Wythoff | G::Bash | G::Subtraction | G::TacTix
                    ) || matches!(g, G::Grundy | G::Code(_))
                },
            ),
            ("--board", self.board.is_some(), "tac-tix", |g| {
                matches!(g, G::TacTix)
            }),
        ];
        for (option, present, games, applies) in given {
            if present && !applies(game) {
                return Err(Failure::Usage(format!(
                    "{option} does not apply to {}: it is for {games}",
                    game.name()
                )));
            }
        }
        Ok(())
    }

    /// Nim, under `--misere` or normal play.
    pub fn nim(&self) -> Nim {
        if self.misere {
            Nim::misere()
        } else {
            Nim::normal()
        }
    }

    /// Wythoff's game, under `--misere` or normal play.
    pub fn wythoff(&self) -> Wythoff {
        let game = Wythoff::normal();
        if self.misere { game.misere() } else { game }
    }

    /// Bash's game with `--k` (3 by default).
    pub fn bash(&self) -> Result<Subtraction, Failure> {
        let game = Subtraction::bash(self.k.unwrap_or(3)).map_err(Failure::usage)?;
        Ok(if self.misere { game.misere() } else { game })
    }

    /// The subtraction game with `--set` (1, 3, 4 by default).
    pub fn subtraction(&self) -> Result<Subtraction, Failure> {
        let set = self.set.clone().unwrap_or_else(|| vec![1, 3, 4]);
        let game = Subtraction::new(&set).map_err(|error| match error {
            Error::InvalidParameter { reason, .. } => {
                Failure::Usage(format!("invalid --set {}: {reason}", listed(&set)))
            }
            other => Failure::usage(other),
        })?;
        Ok(if self.misere { game.misere() } else { game })
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

    /// Tac Tix on `--board`, under `--misere` or normal play.
    pub fn tac_tix(&self) -> TacTix {
        let game = match self.board.unwrap_or(BoardName::Square) {
            BoardName::Square => TacTix::square(),
            BoardName::Triangle => TacTix::triangle(),
        };
        if self.misere { game.misere() } else { game }
    }
}

/// Numbers joined by commas: `1,3,4`.
pub fn listed(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Numbers joined by spaces, as a position is typed: `3 4 5`.
pub fn spaced(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Amounts as a person says them: `1`, `1 or 3`, `1, 3 or 4`.
pub fn amounts(numbers: &[u64]) -> String {
    match numbers {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", spaced(init).replace(' ', ", ")),
    }
}

/// `1 stone`, `2 stones`: a count with its noun.
pub fn count(number: u64, noun: &str) -> String {
    if number == 1 {
        format!("1 {noun}")
    } else {
        format!("{number} {noun}s")
    }
}

/// Reads a number of stones (or a heap, a row...) typed by a person, naming `what` it is.
pub fn number(text: &str, what: &str) -> Result<u64, Failure> {
    text.parse().map_err(|_| {
        Failure::Usage(format!(
            "`{text}` is not {what}: type a whole number, like 5"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_codes_are_read() {
        assert_eq!(GameName::parse("nim").unwrap(), GameName::Nim);
        assert_eq!(
            GameName::parse(".137").unwrap(),
            GameName::Code(TakeAndBreak::dawsons_chess())
        );
        let unknown = GameName::parse("chess").unwrap_err().to_string();
        assert!(unknown.starts_with("unknown game `chess`"), "{unknown}");
        assert!(GameName::parse("0.7x").is_err());
        assert_eq!(
            GameName::parse("misere-nim").unwrap_err().to_string(),
            "unknown game `misere-nim`: misère play is `nim --misere`"
        );
    }

    #[test]
    fn options_are_refused_where_they_do_not_apply() {
        let options = GameOptions {
            k: Some(3),
            ..GameOptions::default()
        };
        assert!(options.check(&GameName::Bash).is_ok());
        assert_eq!(
            options.check(&GameName::Nim).unwrap_err().to_string(),
            "--k does not apply to nim: it is for bash and parity"
        );
    }

    #[test]
    fn amounts_read_as_words() {
        assert_eq!(amounts(&[1, 3, 4]), "1, 3 or 4");
        assert_eq!(amounts(&[2, 5]), "2 or 5");
        assert_eq!(count(1, "stone"), "1 stone");
    }
}
