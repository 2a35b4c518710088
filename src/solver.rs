//! The questions every solver answers: [`Solver`] (outcomes and winning moves) and
//! [`Grundy`] (Sprague–Grundy values).

use crate::{Error, Game, Outcome};

/// Something that knows the value of every position of a game `G` and can name the moves
/// that keep it: each game's closed form, and the generic [`Search`](crate::Search).
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // The closed form and the search, through the same trait.
/// fn first_winning_move<G: Game>(solver: &impl Solver<G>, at: &G::Position) -> Option<G::Move> {
///     solver.winning_move(at)
/// }
/// let heaps = vec![3, 4, 5];
/// let by_formula = first_winning_move(&Nim::normal(), &heaps);
/// let by_search = first_winning_move(&Search::new(Nim::normal()), &heaps);
/// assert_eq!(by_formula, Some(NimMove { heap: 0, take: 2 }));
/// assert_eq!(by_search, by_formula);
/// ```
///
/// # Laws
///
/// For every position `p` of the game:
///
/// 1. `outcome(p)` is the value the rules give `p` (the value [`Search`](crate::Search)
///    computes): [`Outcome::Win`] if some move leads to a `Loss`, else [`Outcome::Draw`] if
///    some move leads to a `Draw`, else [`Outcome::Loss`]; for a position without moves,
///    `game().terminal_outcome(p)`. When play can loop these rules still hold, but a cycle
///    of positions could satisfy them in more than one way: the value is then the one
///    [`LoopySearch`](crate::LoopySearch) computes, a `Win` or a `Loss` only when the win can
///    be forced in finitely many moves, and a `Draw` otherwise.
/// 2. `winning_moves(p)` yields exactly the moves from `p` that lead to a `Loss`, each once.
/// 3. `winning_move(p)` is `Some` exactly when `winning_moves(p)` yields a move, which is
///    exactly when `p` is a `Win` that has a move, and then it is one of them.
/// 4. `best_move(p)` is a winning move when there is one, else a move to a `Draw` when there
///    is one, else a legal move; it is `None` only when `p` has no move at all.
pub trait Solver<G: Game> {
    /// The game whose positions this solves.
    fn game(&self) -> &G;

    /// The value of `position` for the player to move.
    #[must_use]
    fn outcome(&self, position: &G::Position) -> Outcome;

    /// Every move from `position` that leaves the opponent in a `Loss`, lazily: like
    /// [`Game::moves`], a position with astronomically many winning moves costs nothing
    /// until they are walked, and `winning_moves(p).next()` costs what
    /// [`winning_move`](Solver::winning_move) does.
    fn winning_moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move>;

    /// One winning move from `position`, or `None` when there is none.
    ///
    /// The default takes the first of [`winning_moves`](Solver::winning_moves).
    #[must_use]
    fn winning_move(&self, position: &G::Position) -> Option<G::Move> {
        self.winning_moves(position).next()
    }

    /// The move to make from `position`: a winning move when there is one, else a move that
    /// keeps a draw, else a legal move. `None` only when there is no legal move.
    ///
    /// The default asks the position's [`outcome`](Solver::outcome) first. A `Win` takes
    /// [`winning_move`](Solver::winning_move). A `Loss` has no move to a `Loss` or a `Draw`,
    /// so the first move [`Game::moves`] gives is as good as any, and no move is looked at
    /// further: a lost position of a game without draws is answered at once, however many
    /// moves it has. Only a `Draw` walks the moves, in the order of [`Game::moves`], for the
    /// first that keeps the draw. Closed forms replace it with a rule that needs no walk over
    /// the moves; when the position is lost, they take as little as the rules allow, to make
    /// the game last.
    #[must_use]
    fn best_move(&self, position: &G::Position) -> Option<G::Move> {
        let game = self.game();
        match self.outcome(position) {
            // A `Win` without a winning move is a position without moves (its terminal
            // outcome), or a solver that breaks law 1: then any legal move.
            Outcome::Win => self
                .winning_move(position)
                .or_else(|| game.moves(position).next()),
            Outcome::Loss => game.moves(position).next(),
            Outcome::Draw => {
                let mut first_legal = None;
                for mv in game.moves(position) {
                    let leads_to_draw = game
                        .play(position, &mv)
                        .is_ok_and(|next| self.outcome(&next) == Outcome::Draw);
                    if leads_to_draw {
                        return Some(mv);
                    }
                    first_legal.get_or_insert(mv);
                }
                first_legal
            }
        }
    }
}

/// The moves from `position`, in the order of [`Game::moves`], to the positions that `keep`
/// accepts.
pub(crate) fn moves_keeping<G: Game>(
    game: &G,
    position: &G::Position,
    mut keep: impl FnMut(&G::Position) -> Result<bool, Error>,
) -> Result<Vec<G::Move>, Error> {
    let mut kept = Vec::new();
    for mv in game.moves(position) {
        if keep(&game.play(position, &mv)?)? {
            kept.push(mv);
        }
    }
    Ok(kept)
}

/// The outcome under normal play of a position whose Grundy value is `value`.
pub(crate) const fn outcome_of_value(value: u64) -> Outcome {
    if value == 0 {
        Outcome::Loss
    } else {
        Outcome::Win
    }
}

/// A solver that knows the Sprague–Grundy value of every position: the size of the Nim heap
/// the position is equivalent to under normal play.
///
/// Every finite impartial game under normal play is equivalent to a Nim heap (R. P. Sprague,
/// *Tôhoku Mathematical Journal* 41 (1935–36); P. M. Grundy, *Eureka* 2 (1939)), and a sum of
/// games to the nim-sum of their heaps: that is what lets [`Sum`](crate::sum::Sum) decide
/// any sum of games from its parts.
///
/// Every game under normal play has a solver that implements it:
///
/// | game | solver | cost |
/// |------|--------|------|
/// | Nim, subtraction games, line erasing, Kayles | the game itself (closed form) | `O(heaps)`, any `u64` |
/// | any take-and-break code, Grundy's game, circular Nim's rows | [`TakeAndBreakSolver`](crate::TakeAndBreakSolver) ([`GrundyGame::solver`](crate::games::GrundyGame::solver), [`CircularNim::row_solver`](crate::games::CircularNim::row_solver)) | the nim-sequence once, then `O(heaps)` |
/// | sums, of one game or of different games | [`Sum`](crate::sum::Sum) | one value per part |
/// | Tac Tix | [`Search`](crate::Search) (it searches up to symmetry) | milliseconds |
/// | Wythoff, Fibonacci Nim, the die game, any game of yours | [`Search`](crate::Search) | every position below the one asked: `O(x·y)` for Wythoff's `(x, y)`, `O(n²)` for a Fibonacci heap of `n`, `O(n)` for the die |
///
/// No closed form is known for the values of Wythoff's game and Fibonacci Nim; the parity
/// game has draws, so it has none at all.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// // Kayles' closed form and the search agree; a position worth more than 0 can move to 0.
/// let rows = vec![4, 9];
/// let by_formula = Kayles::new().grundy(&rows);
/// assert_eq!(by_formula, Kayles::new().grundy(&vec![4]) ^ Kayles::new().grundy(&vec![9]));
/// assert_eq!(Search::new(Kayles::new()).grundy(&rows), by_formula);
/// assert_eq!(Kayles::new().moves_to_value(&rows, 0).count() > 0, by_formula != 0);
/// ```
///
/// # Laws
///
/// For every position `p`, played under normal play:
///
/// 1. `grundy(p)` is the least value that no move from `p` leads to (the *mex* of the
///    options' values); 0 for a position without moves.
/// 2. So `p` is lost for the player to move exactly when `grundy(p) = 0`. (A game played
///    under misère rules still has these normal-play values, but they do not decide it.)
/// 3. `moves_to_value(p, v)` yields exactly the moves from `p` to a position of value `v`,
///    each once.
/// 4. `try_grundy(p)` is `Ok(grundy(p))` wherever `grundy(p)` answers; where `grundy` would
///    panic (a solver past its limits), it returns the error instead.
pub trait Grundy<G: Game>: Solver<G> {
    /// The Sprague–Grundy value of `position` under normal play.
    #[must_use]
    fn grundy(&self, position: &G::Position) -> u64;

    /// The Sprague–Grundy value of `position`, or why it cannot be had: the fallible twin of
    /// [`grundy`](Grundy::grundy), through which a [`Sum`](crate::sum::Sum) asks its
    /// components, so that a component that fails makes the sum's
    /// [`try_grundy`](crate::sum::Sum::try_grundy) fail rather than panic.
    ///
    /// The default answers [`grundy`](Grundy::grundy)'s value: right for every solver that
    /// cannot fail, such as a closed form. A solver that can fail overrides it.
    ///
    /// # Errors
    ///
    /// The solver's own: [`Error::LimitReached`] or [`Error::Cancelled`] for a solver with
    /// [`Limits`](crate::Limits), say. The default never fails.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(Grundy::try_grundy(&Nim::normal(), &vec![3, 5]), Ok(3 ^ 5));
    /// ```
    fn try_grundy(&self, position: &G::Position) -> Result<u64, Error> {
        Ok(self.grundy(position))
    }

    /// Every move from `position` to a position whose Grundy value is `value`, lazily, like
    /// [`winning_moves`](Solver::winning_moves).
    ///
    /// The default tries every move; closed forms go straight to them. (An implementation
    /// that overrides it repeats the signature with its lifetime `'a` and `where G: 'a`,
    /// which the default needs to hold the game in the iterator it returns.)
    fn moves_to_value<'a>(
        &'a self,
        position: &'a G::Position,
        value: u64,
    ) -> impl Iterator<Item = G::Move>
    where
        G: 'a,
    {
        let game = self.game();
        game.moves(position).filter(move |mv| {
            game.play(position, mv)
                .is_ok_and(|next| self.grundy(&next) == value)
        })
    }
}
