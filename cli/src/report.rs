//! What `solve` finds out about a position, [`Report`], and the ways a game's answers are
//! had: from a closed form under either convention ([`closed_form`], [`either`]), or from
//! the memoized search within the command line's bounds ([`by_search`], [`searched`]).

use std::time::Duration;

use impartial::prelude::*;
use impartial::search::{Hooks, Play};
use impartial::{Limit, Limits};
use serde_json::json;

use crate::failure::Failure;

/// How many winning moves are counted before the count says "at least".
pub const MOST_COUNTED: usize = 1000;

/// The most positions a search of `solve` stores (about 100 MB), and the most sums of
/// heaps the genus search stores (about 250 MB for Kayles), unless `--max-positions` says
/// otherwise.
pub const SEARCH_POSITIONS: usize = 1 << 20;

/// The most time a search of `solve`, or the genus of heaps, may take.
pub const SEARCH_TIME: Duration = Duration::from_secs(20);

/// Why a misère position has no Grundy value.
pub const MISERE_NO_GRUNDY: &str = "Grundy values are for normal play";

/// Why a game whose values are not computed here has no Grundy value in the report.
pub const NO_CLOSED_FORM: &str = "no closed form is known for its Grundy values";

/// The Grundy value a report gives: the value, or why there is none.
pub type Value = Result<u64, &'static str>;

/// What `solve` finds out about a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The game, as named on the command line.
    pub game: String,
    /// The position, as a person reads it.
    pub position: String,
    /// Who wins, for the player to move.
    pub outcome: Outcome,
    /// The Grundy value, when there is one here.
    pub grundy: Option<u64>,
    /// Why there is no Grundy value, when there is none.
    pub no_grundy: &'static str,
    /// The first winning moves, worded.
    pub winning_moves: Vec<String>,
    /// How many winning moves there are, up to [`MOST_COUNTED`].
    pub winning_count: usize,
    /// Whether there are more than [`MOST_COUNTED`].
    pub more: bool,
    /// The move the computer would play, worded.
    pub best_move: Option<String>,
    /// The position after it.
    pub after_best_move: Option<String>,
    /// The genus of each heap, for a code under misère play: `Ok` with the heaps and their
    /// genera, or why they were not found; `None` for every other game.
    pub genera: Option<Result<Vec<(u64, Genus)>, String>>,
}

/// How a move from a position is worded.
type Describe<P, M> = Box<dyn Fn(&P, &M) -> String>;

/// How a position of one game is shown and a move from it worded.
pub struct Words<P, M> {
    /// The position, as a person reads it: `3 4 5`.
    pub show: Box<dyn Fn(&P) -> String>,
    /// A move from a position, as a command: `take 2 from heap 1`.
    pub describe: Describe<P, M>,
}

impl<P, M> Words<P, M> {
    /// The position shown by `show`, a move worded by `describe`.
    pub fn new(
        show: impl Fn(&P) -> String + 'static,
        describe: impl Fn(&P, &M) -> String + 'static,
    ) -> Self {
        Words {
            show: Box::new(show),
            describe: Box::new(describe),
        }
    }
}

/// The report of a position: where it is and who asks.
pub struct Asked<'a, P, M> {
    /// The game, as named on the command line.
    pub name: &'a str,
    /// The position.
    pub position: &'a P,
    /// How it is shown and its moves worded.
    pub words: &'a Words<P, M>,
    /// How many winning moves to word.
    pub shown: usize,
}

impl<P, M> Asked<'_, P, M> {
    /// The report from a solver's answers: the outcome, the winning moves (at most
    /// [`MOST_COUNTED`] + 1 of them), the best move and the position after it.
    fn report(
        &self,
        outcome: Outcome,
        winning: impl IntoIterator<Item = M>,
        best: Option<M>,
        after_best: Option<P>,
        grundy: Value,
    ) -> Report {
        let mut winning_moves = Vec::new();
        let mut winning_count = 0;
        for mv in winning.into_iter().take(MOST_COUNTED + 1) {
            if winning_moves.len() < self.shown {
                winning_moves.push((self.words.describe)(self.position, &mv));
            }
            winning_count += 1;
        }
        Report {
            game: self.name.to_string(),
            position: (self.words.show)(self.position),
            outcome,
            grundy: grundy.ok(),
            no_grundy: grundy.err().unwrap_or_default(),
            winning_moves,
            winning_count: winning_count.min(MOST_COUNTED),
            more: winning_count > MOST_COUNTED,
            best_move: best.map(|mv| (self.words.describe)(self.position, &mv)),
            after_best_move: after_best.map(|after| (self.words.show)(&after)),
            genera: None,
        }
    }
}

/// The report of a position by `solver`, a closed form that answers at once.
pub fn closed_form<G: Game, S: Solver<G>>(
    asked: &Asked<'_, G::Position, G::Move>,
    solver: &S,
    grundy: Value,
) -> Report {
    let position = asked.position;
    let best = solver.best_move(position);
    let after_best = best
        .as_ref()
        .and_then(|mv| solver.game().play(position, mv).ok());
    asked.report(
        solver.outcome(position),
        solver.winning_moves(position),
        best,
        after_best,
        grundy,
    )
}

/// The report of a position of `game` under normal play, or of `game.misere()` under
/// misère play, both closed forms; `grundy` gives the value under normal play.
pub fn either<G>(
    asked: &Asked<'_, G::Position, G::Move>,
    game: G,
    misere: bool,
    grundy: impl FnOnce(&G, &G::Position) -> Value,
) -> Report
where
    G: Game + Solver<G>,
    Misere<G>: Solver<Misere<G>>,
{
    if misere {
        closed_form(asked, &game.misere(), Err(MISERE_NO_GRUNDY))
    } else {
        let value = grundy(&game, asked.position);
        closed_form(asked, &game, value)
    }
}

/// The report of a position by `search`, within its limits: every answer is had by the
/// `try_` methods, so that a limit is an error, never a panic.
///
/// # Errors
///
/// The search's: [`Error::LimitReached`] past a limit, [`Error::OutOfMemory`].
pub fn searched<G: Hooks<P>, P: Play>(
    asked: &Asked<'_, G::Position, G::Move>,
    search: &Search<G, P>,
    grundy: Value,
) -> Result<Report, Error> {
    let position = asked.position;
    let outcome = search.try_outcome(position)?;
    let winning = search.try_winning_moves(position)?;
    let best = search.try_best_move(position)?;
    let after_best = match &best {
        Some(mv) => Some(search.game().play(position, mv)?),
        None => None,
    };
    Ok(asked.report(outcome, winning, best, after_best, grundy))
}

/// The limits of a search of `solve`: `positions` stored and [`SEARCH_TIME`].
pub fn search_limits(positions: usize) -> Limits {
    Limits::new().positions(positions).time(SEARCH_TIME)
}

/// The report of a position of `game` by the search, under normal play (with the Grundy
/// value) or misère play, within `limits`.
///
/// # Errors
///
/// [`Failure::Usage`] past a limit, naming it; [`Failure::Failed`] when memory runs out.
pub fn by_search<G: Hooks>(
    asked: &Asked<'_, G::Position, G::Move>,
    game: G,
    misere: bool,
    limits: &Limits,
) -> Result<Report, Failure> {
    let beyond = |error| beyond_search(error, asked, misere);
    if misere {
        let search = Search::new(game.misere()).with_limits(limits.clone());
        searched(asked, &search, Err(MISERE_NO_GRUNDY)).map_err(beyond)
    } else {
        let search = Search::new(game).with_limits(limits.clone());
        let grundy = search.try_grundy(asked.position).map_err(beyond)?;
        searched(asked, &search, Ok(grundy)).map_err(beyond)
    }
}

/// A search's error as the command line says it: past a limit, the position is beyond
/// what `solve` searches (bad usage: a smaller position, or a larger `--max-positions`);
/// out of memory, the work failed.
pub fn beyond_search<P, M>(error: Error, asked: &Asked<'_, P, M>, misere: bool) -> Failure {
    match error {
        Error::LimitReached { limit, allowed, .. } => {
            let what = match limit {
                Limit::Time => format!("{} seconds", allowed / 1000),
                _ => format!("{allowed} positions"),
            };
            let (kind, whole) = if misere {
                ("misère ", " (a misère position is searched whole)")
            } else {
                ("", "")
            };
            Failure::Usage(format!(
                "the {kind}position {} of {} is beyond what this command searches: it needs \
                 more than {what}{whole}",
                (asked.words.show)(asked.position),
                asked.name
            ))
        }
        other => Failure::usage(other),
    }
}

/// One heap's genus as JSON, for `genus --json` and `solve --misere --json`.
pub fn genus_json(heap: u64, genus: &Genus) -> serde_json::Value {
    json!({
        "heap": heap,
        "genus": genus.to_string(),
        "normal": genus.normal(),
        "gammas": genus.written_gammas(),
        "tame": genus.is_tame(),
    })
}
