//! The games the command line knows by name: one [`Entry`] each in the table
//! ([`table::GAMES`]), which says the options the game takes, how `solve` answers a
//! position typed as words, how `play` plays it, and its take-and-break code for `values`,
//! `plot` and `genus`. A game joins the command line by its entry there; the subcommands
//! only look games up ([`Chosen::parse`]).

mod position;
mod table;

use impartial::prelude::*;

use crate::describe::{and_list, or_list};
use crate::failure::Failure;
use crate::options::{GameOptions, Shape};
use crate::report::{Asked, Report, Words};
use crate::session::{Ending, Session};

/// One game of the command line.
#[derive(Debug)]
pub struct Entry {
    /// Its name, as typed.
    pub name: &'static str,
    /// The options that shape it; any other is refused.
    pub options: &'static [Shape],
    /// How `solve` answers a position of it.
    pub solve: fn(&Solving<'_>) -> Result<Report, Failure>,
    /// How `play` plays it; `None` when it cannot be played here.
    pub play: Option<Playing>,
    /// Its take-and-break code under normal play, for `values`, `plot` and `genus`; `None`
    /// when its values are not a nim-sequence of single heaps.
    pub code: Option<Code>,
}

/// How a game's take-and-break code is made from the options given.
pub type Code = fn(&Chosen, &GameOptions) -> Result<TakeAndBreak, Failure>;

/// How `play` plays a game against a person.
#[derive(Debug)]
pub struct Playing {
    /// How many heaps it is played on (`--heaps`, `--stones`): `None` for any number.
    pub heaps: Option<usize>,
    /// Its start when neither `--heaps` nor `--stones` is given.
    pub start: &'static [u64],
    /// Plays one game from the heaps given.
    pub play: fn(&GameOptions, &[u64], &mut Session<'_>) -> Result<Ending, Failure>,
}

/// A game named on the command line: its entry, and the code when it was named by one.
#[derive(Debug, Clone)]
pub struct Chosen {
    /// The game's entry in the table.
    pub entry: &'static Entry,
    /// The take-and-break game of a code (`0.137`); `None` for a game named by its name.
    pub code: Option<TakeAndBreak>,
}

/// What `solve` asks of a game: the position typed, the options, and its bounds.
#[derive(Debug)]
pub struct Solving<'a> {
    /// The game.
    pub game: &'a Chosen,
    /// Its name, as [`Chosen::name`] gives it.
    pub name: String,
    /// The options given.
    pub options: &'a GameOptions,
    /// The position, as typed.
    pub words: &'a [String],
    /// How many winning moves to word.
    pub shown: usize,
    /// How many heaps of a code to look in for a certified period (`--period-search`).
    pub period_search: u64,
    /// The most positions a search stores (`--max-positions`).
    pub max_positions: usize,
}

impl Chosen {
    /// Reads a game's name or a take-and-break code (anything that starts with a digit or
    /// a point).
    pub fn parse(text: &str) -> Result<Self, Failure> {
        if let Some(entry) = table::GAMES.iter().find(|entry| entry.name == text) {
            return Ok(Chosen { entry, code: None });
        }
        if text.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            let code = TakeAndBreak::new(text).map_err(Failure::usage)?;
            return Ok(Chosen {
                entry: &table::CODE,
                code: Some(code),
            });
        }
        if let Some(normal) = text.strip_prefix("misere-") {
            return Err(Failure::Usage(format!(
                "unknown game `{text}`: misère play is `{normal} --misere`"
            )));
        }
        Err(Failure::Usage(format!(
            "unknown game `{text}`: the games are {}, or a take-and-break code such as 0.137",
            table::GAMES
                .iter()
                .map(|entry| entry.name)
                .collect::<Vec<_>>()
                .join(", ")
        )))
    }

    /// The name as typed (a code as the library writes it).
    pub fn name(&self) -> String {
        match &self.code {
            Some(code) => code.to_string(),
            None => self.entry.name.into(),
        }
    }

    /// Refuses every option given that the game does not take.
    pub fn check(&self, options: &GameOptions) -> Result<(), Failure> {
        for (flag, shape) in options.given() {
            if !self.entry.options.contains(&shape) {
                let games = named(|entry| entry.options.contains(&shape));
                return Err(Failure::Usage(format!(
                    "{flag} does not apply to {}: it is for {}",
                    self.name(),
                    and_list(&games)
                )));
            }
        }
        Ok(())
    }

    /// How `play` plays it, or why it cannot.
    pub fn playing(&self) -> Result<&'static Playing, Failure> {
        self.entry.play.as_ref().ok_or_else(|| {
            let games = named(|entry| entry.play.is_some());
            Failure::Usage(format!(
                "{} cannot be played here: play takes {}",
                self.name(),
                or_list(&games)
            ))
        })
    }

    /// Its take-and-break code under normal play, for `values`, `plot` and `genus`, or why
    /// it has none.
    pub fn code(&self, options: &GameOptions) -> Result<TakeAndBreak, Failure> {
        if let Some(code) = self.entry.code {
            return code(self, options);
        }
        let games = named(|entry| entry.code.is_some() && entry.name != table::CODE.name);
        Err(Failure::Usage(format!(
            "{} is not a game of single heaps with a nim-sequence: values and plot take {} or \
             a take-and-break code",
            self.name(),
            games.join(", ")
        )))
    }
}

/// The names of the games of the table (with `codes` last) that `takes`.
fn named(takes: impl Fn(&Entry) -> bool) -> Vec<&'static str> {
    table::GAMES
        .iter()
        .chain([&table::CODE])
        .filter(|entry| takes(entry))
        .map(|entry| entry.name)
        .collect()
}

impl Solving<'_> {
    /// What is asked of `position`, shown and worded by `words`.
    pub fn asked<'a, P, M>(&'a self, position: &'a P, words: &'a Words<P, M>) -> Asked<'a, P, M> {
        Asked {
            name: &self.name,
            position,
            words,
            shown: self.shown,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named_game(name: &str) -> &'static Entry {
        Chosen::parse(name).unwrap().entry
    }

    #[test]
    fn names_and_codes_are_read() {
        assert_eq!(named_game("nim").name, "nim");
        let code = Chosen::parse(".137").unwrap();
        assert_eq!(code.code, Some(TakeAndBreak::dawsons_chess()));
        assert_eq!(code.name(), "0.137");
        let unknown = Chosen::parse("chess").unwrap_err().to_string();
        assert!(unknown.starts_with("unknown game `chess`"), "{unknown}");
        assert!(Chosen::parse("0.7x").is_err());
        assert_eq!(
            Chosen::parse("misere-nim").unwrap_err().to_string(),
            "unknown game `misere-nim`: misère play is `nim --misere`"
        );
    }

    #[test]
    fn options_are_refused_where_they_do_not_apply() {
        let options = GameOptions {
            k: Some(3),
            ..GameOptions::default()
        };
        assert!(Chosen::parse("bash").unwrap().check(&options).is_ok());
        assert_eq!(
            Chosen::parse("nim")
                .unwrap()
                .check(&options)
                .unwrap_err()
                .to_string(),
            "--k does not apply to nim: it is for bash and parity"
        );
    }
}
