//! The play loop: a person against the computer, over any input and output streams, at a
//! game that says how a person types its moves and sees its positions ([`Playable`]), with
//! the solver that finds the computer's moves.

mod playable;
mod rng;

use std::io::{self, BufRead, Write};

use impartial::prelude::*;

pub use self::playable::{MiserePlayable, Playable};
use self::playable::{Refusal, Side};
pub use self::rng::Rng;
use crate::failure::Failure;

/// How the computer plays, and who starts.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Whether the person makes the first move.
    pub person_first: bool,
    /// 10: always the best move; each level below makes a random legal move one time in ten
    /// more often (0: always random).
    pub level: u8,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    PersonWon,
    ComputerWon,
    Draw,
    /// The person typed `q`, or the input ended.
    Abandoned,
}

/// Where one game is played: the settings, the computer's dice, the person's input and
/// the output.
pub struct Session<'a> {
    /// Who starts, and how well the computer plays.
    pub settings: Settings,
    /// The computer's dice.
    pub rng: &'a mut Rng,
    /// What the person types.
    pub input: &'a mut dyn BufRead,
    /// Where the game is shown.
    pub output: &'a mut dyn Write,
}

impl Session<'_> {
    /// Plays `game` from `start` under normal play, the game being its own solver.
    pub fn normal<G: Playable + Solver<G>>(
        &mut self,
        game: &G,
        start: G::Position,
    ) -> Result<Ending, Failure> {
        self.play(game, start)
    }

    /// Plays `game` from `start` under normal play, or its misère form under `misere`,
    /// each form being its own solver.
    pub fn either<G>(
        &mut self,
        game: G,
        misere: bool,
        start: G::Position,
    ) -> Result<Ending, Failure>
    where
        G: MiserePlayable + Solver<G>,
        Misere<G>: Solver<Misere<G>>,
    {
        if misere {
            self.play(&game.misere(), start)
        } else {
            self.play(&game, start)
        }
    }

    /// Plays the game of `solver` from `start`.
    pub fn play<G: Playable, S: Solver<G>>(
        &mut self,
        solver: &S,
        start: G::Position,
    ) -> Result<Ending, Failure> {
        play(
            solver,
            start,
            self.settings,
            self.rng,
            self.input,
            self.output,
        )
        .map_err(|error| Failure::write(&error))
    }
}

/// Plays one game of `solver`'s game from `start`, reading the person's moves from `input`
/// and writing everything to `output`.
pub fn play<G: Playable, S: Solver<G>>(
    solver: &S,
    start: G::Position,
    settings: Settings,
    rng: &mut Rng,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Ending> {
    let game = solver.game();
    writeln!(output, "{}", game.title())?;
    let mut position = start;
    let mut to_move = if settings.person_first {
        Side::Person
    } else {
        Side::Computer
    };
    let mut first_turn = true;
    loop {
        writeln!(output)?;
        writeln!(output, "{}", game.render(&position, to_move))?;
        if game.moves(&position).next().is_none() {
            if first_turn {
                let who = match to_move {
                    Side::Person => "you are to move and cannot",
                    Side::Computer => "the computer is to move and cannot",
                };
                writeln!(output, "There is no legal move from this start: {who}.")?;
            }
            let ending = ending(game.terminal_outcome(&position), to_move);
            writeln!(output, "{}", farewell(ending))?;
            return Ok(ending);
        }
        first_turn = false;
        let next = match to_move {
            Side::Person => person_moves(solver, &position, input, output)?,
            Side::Computer => Some(computer_moves(
                solver,
                &position,
                settings.level,
                rng,
                output,
            )?),
        };
        let Some(next) = next else {
            writeln!(output, "{}", farewell(Ending::Abandoned))?;
            return Ok(Ending::Abandoned);
        };
        position = next;
        to_move = to_move.other();
    }
}

/// Who won, from the value of the final position for `to_move`.
fn ending(outcome: Outcome, to_move: Side) -> Ending {
    match (outcome, to_move) {
        (Outcome::Draw, _) => Ending::Draw,
        (Outcome::Win, Side::Person) | (Outcome::Loss, Side::Computer) => Ending::PersonWon,
        (Outcome::Win, Side::Computer) | (Outcome::Loss, Side::Person) => Ending::ComputerWon,
    }
}

fn farewell(ending: Ending) -> &'static str {
    match ending {
        Ending::PersonWon => "You win!",
        Ending::ComputerWon => "The computer wins.",
        Ending::Draw => "A draw: neither of you wins.",
        Ending::Abandoned => "Game abandoned.",
    }
}

/// Asks until the person types a legal move (the position after it), `q`, or the input
/// ends (`None`).
fn person_moves<G: Playable, S: Solver<G>>(
    solver: &S,
    position: &G::Position,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<G::Position>> {
    let game = solver.game();
    loop {
        write!(
            output,
            "Your move ({}; `hint`, `q` to quit): ",
            game.notation()
        )?;
        output.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(output)?;
            return Ok(None);
        }
        let text = line.trim();
        match text {
            "q" | "quit" => return Ok(None),
            "hint" => {
                if let Some(best) = solver.best_move(position) {
                    let why = reason(solver, position, &best, None);
                    writeln!(
                        output,
                        "Hint: {} (type `{}`): {why}.",
                        game.command(&best),
                        game.typed(&best)
                    )?;
                }
                continue;
            }
            _ => {}
        }
        let refusal = match game.parse_move(text, position) {
            Ok(mv) => match game.play(position, &mv) {
                Ok(next) => return Ok(Some(next)),
                Err(error) => Refusal::NotAllowed(game.refusal(position, &mv, &error)),
            },
            Err(refusal) => refusal,
        };
        match refusal {
            Refusal::Unreadable(message) => writeln!(output, "Cannot read that: {message}.")?,
            Refusal::NotAllowed(message) => writeln!(output, "Not allowed: {message}.")?,
        }
    }
}

/// The computer's move: the best one, or at lower levels sometimes a random one; says what
/// it did and why.
fn computer_moves<G: Playable, S: Solver<G>>(
    solver: &S,
    position: &G::Position,
    level: u8,
    rng: &mut Rng,
    output: &mut dyn Write,
) -> io::Result<G::Position> {
    let game = solver.game();
    let random = rng.between(0, 9) >= u64::from(level);
    let chosen = if random {
        game.random_move(position, rng)
    } else {
        solver.best_move(position)
    };
    let (mv, next) = chosen
        .and_then(|mv| game.play(position, &mv).ok().map(|next| (mv, next)))
        .or_else(|| {
            // A position with a move always has a best move that `play` accepts.
            let mv = solver.best_move(position)?;
            let next = game.play(position, &mv).ok()?;
            Some((mv, next))
        })
        .ok_or_else(|| io::Error::other("the computer found no legal move"))?;
    let why = reason(solver, position, &mv, random.then_some(level));
    writeln!(output, "The computer plays: {} ({why}).", game.command(&mv))?;
    Ok(next)
}

/// Why `mv` was chosen from `position`, in one line.
fn reason<G: Playable, S: Solver<G>>(
    solver: &S,
    position: &G::Position,
    mv: &G::Move,
    random: Option<u8>,
) -> String {
    let game = solver.game();
    if game.moves(position).nth(1).is_none() {
        return "the only move".into();
    }
    if let Some(level) = random {
        return format!("a random move, at level {level}");
    }
    let Ok(next) = game.play(position, mv) else {
        return "an illegal move".into();
    };
    if game.moves(&next).next().is_none() {
        return "it ends the game".into();
    }
    match solver.outcome(&next) {
        Outcome::Loss => game.why_lost(&next),
        Outcome::Draw => "best play draws from here; this keeps the draw".into(),
        Outcome::Win => "no move wins from here; this one makes the game last".into(),
    }
}
