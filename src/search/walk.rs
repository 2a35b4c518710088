//! The depth-first walks, with their explicit stacks.

use core::fmt;
use core::marker::PhantomData;

use super::PositionView;
use super::memo::{Key, Mark, Memo, Stored, ValueMark};
use super::option_values::OptionValue;
use super::storage::sealed::Store;
use crate::limits::Meter;
use crate::{Error, Game, Outcome};

/// A position on the line of play being walked, and how far its moves have been examined.
pub(super) struct Frame {
    pub(super) id: usize,
    /// How many of the position's moves, in the game's order, have been examined; for a
    /// position taken by its word, not a count: above 0 once any option has been.
    pub(super) examined: usize,
    /// Where the game's [packed options](crate::search::Hooks::find_map_packed_options)
    /// resume, when the walk takes the position by its word.
    pub(super) cursor: u64,
    pub(super) saw_draw: bool,
}

/// What examining a position's moves led to.
pub(super) enum Step {
    /// The position's value is known.
    Settled(Outcome),
    /// A move leads to the position with this id, not yet solved: solve it first.
    Descend(usize),
}

/// A move's result that is not solved yet.
pub(super) enum Unsolved<P> {
    Seen(usize),
    New(u64, Stored<P>),
}

/// The positions a walk works on, in buffers it reuses, so that examining a move allocates
/// nothing for a game that plays [into](crate::search::Hooks::play_into) a buffer and packs
/// its positions.
pub(super) struct Positions<P> {
    /// `line[depth]` holds the position of the frame at `depth` on the line of play; the
    /// buffers past the line's end wait to be reused.
    pub(super) line: Vec<P>,
    /// Where moves are played.
    pub(super) scratch: Scratch<P>,
}

/// The buffers a search keeps from one question to the next, so that a question about a
/// packed position allocates nothing once the first has made them.
pub(super) struct Workspace<P> {
    /// The walk's positions; `None` until the first question brings a position to copy.
    pub(super) positions: Option<Positions<P>>,
    pub(super) frames: Vec<Frame>,
    pub(super) value_frames: Vec<FoldFrame>,
    pub(super) values: Vec<u64>,
    pub(super) seen: Vec<bool>,
    /// The words of the parts of a position asked about.
    pub(super) words: Vec<u64>,
}

impl<P> Default for Workspace<P> {
    fn default() -> Self {
        Workspace {
            positions: None,
            frames: Vec::new(),
            value_frames: Vec::new(),
            values: Vec::new(),
            seen: Vec::new(),
            words: Vec::new(),
        }
    }
}

/// Where a walk plays the move it examines, and splits the position it leads to.
pub(super) struct Scratch<P> {
    /// The position the move leads to; `None` until the first move is played.
    pub(super) next: Option<P>,
    /// The words of its parts.
    pub(super) words: Vec<u64>,
}

impl<P: Clone> Positions<P> {
    /// The buffers in `kept`, made the first time, for a walk from `position` of `game`:
    /// the line's first position is `position` in its canonical form, when `view` uses
    /// symmetry.
    pub(super) fn start<'k, G: Game<Position = P>>(
        kept: &'k mut Option<Self>,
        game: &G,
        position: &P,
        view: PositionView,
    ) -> &'k mut Self {
        let positions = match kept {
            Some(positions) => {
                positions.line[0].clone_from(position);
                positions
            }
            None => kept.insert(Positions {
                line: vec![position.clone()],
                scratch: Scratch {
                    next: None,
                    words: Vec::new(),
                },
            }),
        };
        if view.symmetry {
            game.canonicalize(&mut positions.line[0]);
        }
        positions
    }

    /// Makes room for the frame at `depth` and loads the position `id` of `memo` there (the
    /// root's is there already), unless the walk takes the position by its `word`: then the
    /// room holds some other position until the end of play ([`Positions::ended`]).
    fn enter<G: Game<Position = P>, S: Store<G>>(
        &mut self,
        game: &G,
        memo: &Memo<P>,
        id: usize,
        depth: usize,
        word: Option<u64>,
    ) where
        P: core::hash::Hash + Eq + fmt::Debug,
    {
        if depth == 0 {
            return;
        }
        if self.line.len() <= depth {
            let buffer = self.line[0].clone();
            self.line.resize(depth + 1, buffer);
        }
        if word.is_none() {
            memo.load::<G, S>(game, id, &mut self.line[depth]);
        }
    }

    /// The position `id` of the frame at `depth`, which has no moves: loaded now if the walk
    /// took it by its `word`.
    #[cold]
    fn ended<G: Game<Position = P>, S: Store<G>>(
        &mut self,
        game: &G,
        memo: &Memo<P>,
        id: usize,
        depth: usize,
        word: Option<u64>,
    ) -> &P
    where
        P: core::hash::Hash + Eq + fmt::Debug,
    {
        if depth > 0 && word.is_some() {
            memo.load::<G, S>(game, id, &mut self.line[depth]);
        }
        &self.line[depth]
    }
}

/// Plays `mv` from `position` into the position in `slot`, reusing it, and returns it.
// Measured: left to the compiler, the play of a move is a call, and the search of Nim's
// `[15; 4]` spends a tenth of its time on it.
#[allow(clippy::inline_always)]
#[inline(always)]
pub(super) fn play_in_slot<'s, G: Game, S: Store<G>>(
    slot: &'s mut Option<G::Position>,
    game: &G,
    position: &G::Position,
    mv: &G::Move,
) -> Result<&'s mut G::Position, Error> {
    match slot {
        Some(next) => {
            S::play_into(game, position, mv, next)?;
            Ok(next)
        }
        None => Ok(slot.insert(game.play(position, mv)?)),
    }
}

/// One depth-first walk from a root position, with its explicit stack.
///
/// A frame keeps only the number of moves it has examined: when the walk comes back to it,
/// its moves are generated again and the examined ones skipped. So memory grows with the
/// length of the line of play, not with the number of moves along it.
pub(super) struct Walk<'a, G: Game, S> {
    pub(super) game: &'a G,
    pub(super) memo: &'a mut Memo<G::Position>,
    /// The line of play from the root to the position being examined (the last frame).
    pub(super) line: &'a mut Vec<Frame>,
    pub(super) positions: &'a mut Positions<G::Position>,
    pub(super) meter: Meter<'a>,
    pub(super) view: PositionView,
    /// How the positions are stored.
    pub(super) storage: PhantomData<S>,
}

impl<G: Game, S: Store<G>> Walk<'_, G, S> {
    /// Solves the position `root`, which is in the memo, not solved, and the first of the
    /// walk's positions.
    pub(super) fn solve(&mut self, root: usize) -> Result<Outcome, Error> {
        self.enter(root);
        loop {
            self.meter.tick(self.memo.len())?;
            let mut outcome = match self.examine()? {
                Step::Descend(next) => {
                    self.enter(next);
                    continue;
                }
                Step::Settled(outcome) => outcome,
            };
            // Record the settled position and hand its value to its parent, which settles
            // at once when its child is a `Loss`.
            loop {
                let Some(settled) = self.line.pop() else {
                    return Ok(outcome);
                };
                self.memo.settle(settled.id, outcome);
                let Some(parent) = self.line.last_mut() else {
                    return Ok(outcome);
                };
                match outcome {
                    Outcome::Loss => outcome = Outcome::Win,
                    Outcome::Draw => {
                        parent.saw_draw = true;
                        break;
                    }
                    Outcome::Win => break,
                }
            }
        }
    }

    /// Puts the position `id` on the line.
    // Always inlined: as a call, it saves and restores registers at every position.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn enter(&mut self, id: usize) {
        let word = self.view.word::<G, S>(self.game, self.memo, id);
        self.positions
            .enter::<G, S>(self.game, self.memo, id, self.line.len(), word);
        self.memo.set_mark(id, Mark::OnPath);
        self.line.push(Frame {
            id,
            examined: 0,
            cursor: 0,
            saw_draw: false,
        });
    }

    /// Examines the last frame's unexamined moves until one leads to an unsolved position
    /// or the frame's value is known.
    fn examine(&mut self) -> Result<Step, Error> {
        let depth = self.line.len().saturating_sub(1);
        let Some(frame) = self.line.last_mut() else {
            return Ok(Step::Settled(Outcome::Loss));
        };
        let memo = &*self.memo;
        let position = &self.positions.line[depth];
        let word = self.view.word::<G, S>(self.game, memo, frame.id);
        let saw_draw = &mut frame.saw_draw;
        let found = examine_moves::<G, S>(
            self.game,
            memo,
            position,
            word,
            &mut frame.examined,
            &mut frame.cursor,
            self.view,
            &mut self.positions.scratch,
            // A `Win`, the child nearly every move meets, told by one comparison; the rest
            // out of line.
            |_, mark| {
                if mark == Mark::Win {
                    Child::Known(0)
                } else {
                    judge_rest(mark, saw_draw)
                }
            },
            |_| {},
        )?;
        Ok(match found {
            Examined::Decisive => Step::Settled(Outcome::Win),
            // The outcome walk's view does not split.
            Examined::Descend(Unsolved::Seen(id)) | Examined::DescendPart(Unsolved::Seen(id)) => {
                Step::Descend(id)
            }
            Examined::Descend(Unsolved::New(hash, next))
            | Examined::DescendPart(Unsolved::New(hash, next)) => {
                self.meter.room(self.memo.len())?;
                Step::Descend(self.memo.add(hash, next, Mark::OnPath))
            }
            Examined::Repeated(id) => return Err(self.cycle_error(id)),
            Examined::AllKnown if frame.examined == 0 => {
                let id = frame.id;
                let position = self
                    .positions
                    .ended::<G, S>(self.game, self.memo, id, depth, word);
                Step::Settled(self.game.terminal_outcome(position))
            }
            Examined::AllKnown if frame.saw_draw => Step::Settled(Outcome::Draw),
            Examined::AllKnown => Step::Settled(Outcome::Loss),
        })
    }

    fn cycle_error(&self, id: usize) -> Error {
        cycle_error(
            self.line.iter().map(|frame| frame.id),
            id,
            self.memo
                .describe::<G, S>(self.game, id, &self.positions.line[0]),
        )
    }

    /// Marks the positions on the line unsolved after an error, so that a later walk
    /// starts them afresh.
    pub(super) fn abandon(&mut self) {
        for frame in self.line.drain(..) {
            self.memo.set_mark(frame.id, Mark::Unsolved);
        }
    }
}

/// What the outcome walk makes of a child from its mark: a `Win` is known and a `Loss`
/// decides, a `Draw` is noted and the walk goes on, an unsolved child is solved first, and
/// one on the line is a cycle. The walk asks it only of marks other than a `Win`, which it
/// tells by one comparison.
// Out of line and without the `Win`: with it in the same `match`, the marks compiled to an
// indirect jump at every move. Inlined, the `match` could become one again.
#[inline(never)]
fn judge_rest(mark: Mark, saw_draw: &mut bool) -> Child {
    match mark {
        Mark::Win => Child::Known(0),
        Mark::Loss => Child::Decisive,
        Mark::Draw => {
            *saw_draw = true;
            Child::Known(0)
        }
        Mark::Unsolved => Child::Unsolved,
        Mark::OnPath => Child::OnPath,
    }
}

/// The error for meeting the position `id`, shown as `position`, again while it is on the
/// line of play, whose ids are `line`.
pub(super) fn cycle_error(
    line: impl DoubleEndedIterator<Item = usize> + ExactSizeIterator,
    id: usize,
    position: String,
) -> Error {
    let length = line.len();
    let from_end = line
        .rev()
        .position(|on_line| on_line == id)
        .unwrap_or(length);
    Error::Cycle {
        position,
        length: from_end + 1,
    }
}

/// What a walk makes of a solved or seen child.
pub(super) enum Child {
    /// Its value (its number, in a fold walk) is known and the parent goes on examining.
    Known(u64),
    /// Its value settles the parent at once (a `Loss`, in the outcome walk).
    Decisive,
    /// Not solved yet: solve it first.
    Unsolved,
    /// On the line of play: a cycle.
    OnPath,
}

/// What examining a frame's moves found.
pub(super) enum Examined<P> {
    /// Every remaining move leads to a known value.
    AllKnown,
    /// A move settles the frame.
    Decisive,
    /// A move leads to a position to solve first.
    Descend(Unsolved<P>),
    /// A move leads to a sum of parts, and this one is to be solved first; the move is
    /// examined again then.
    DescendPart(Unsolved<P>),
    /// A move leads back to a position on the line.
    Repeated(usize),
}

/// What the parts of a move's position come to: the nim-sum of their numbers, or the first
/// part to solve before it.
pub(super) enum PartsSum<P> {
    Known(u64),
    Stop(Examined<P>),
}

/// Examines the moves from `position` after the first `examined`, counting them (or, by
/// word, the options after `cursor`, moving it on, and `examined` above 0 once any option
/// has been), until a child is decisive, unsolved, new, or on the line; `judge` says what a
/// seen child is from
/// its id and the mark its lookup read (no second load of its entry), and `accept` takes
/// the number of each known child. Through `view`, a child is taken in its canonical form,
/// and a child that splits is known when all its parts are, its number the nim-sum of
/// theirs.
///
/// The moves examined are the game's [representative moves](Game::representative_moves)
/// when `view` stores positions by their canonical forms, else all its moves. Each move is
/// played into `scratch` by the storage `S`; a game that plays into a buffer, packs its
/// positions and [packs its parts](crate::search::Hooks::packed_parts) is walked without
/// an allocation. When `word` is given (as [`PositionView::word`] gives it), the position
/// is taken by it alone: no move is played, and each option is the word the game
/// [gives](crate::search::Hooks::find_map_packed_options), resumed from `cursor`;
/// `position` then is only a buffer to copy.
#[allow(clippy::too_many_arguments)]
pub(super) fn examine_moves<G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    position: &G::Position,
    word: Option<u64>,
    examined: &mut usize,
    cursor: &mut u64,
    view: PositionView,
    scratch: &mut Scratch<G::Position>,
    mut judge: impl FnMut(usize, Mark) -> Child,
    mut accept: impl FnMut(u64),
) -> Result<Examined<G::Position>, Error> {
    // One loop for each kind of moves, chosen once, not at every move.
    if let (Some(word), true) = (word, view.parts) {
        return Ok(examine_option_parts::<G, S>(
            game, memo, position, word, examined, cursor, scratch, judge, accept,
        ));
    }
    if let Some(word) = word {
        // No count kept on the way: `examined` goes up at each child the frame stops at,
        // and, when the first look knows every option, once if there is any: counting every
        // option costs more than it tells.
        let found = S::find_map_packed_options(game, word, *cursor, |option| {
            let key = match Key::of_word(option.word) {
                Some(key) => key,
                None => unpacked::<G, S>(game, option.word, position, &mut scratch.next),
            };
            look_up(memo, key, &mut judge, &mut accept).map(|found| (found, option.resume))
        });
        if let Some((found, resume)) = found {
            *examined += 1;
            *cursor = resume;
            return Ok(found);
        }
        if *examined == 0 && has_packed_options::<G, S>(game, word) {
            *examined = 1;
        }
    } else if view.symmetry {
        for mv in game.representative_moves(position).skip(*examined) {
            let found = examine_move::<G, S>(
                game,
                memo,
                position,
                &mv,
                examined,
                view,
                scratch,
                &mut judge,
                &mut accept,
            )?;
            if let Some(found) = found {
                return Ok(found);
            }
        }
    } else {
        for mv in after_examined(game.moves(position), *examined) {
            let found = examine_move::<G, S>(
                game,
                memo,
                position,
                &mv,
                examined,
                view,
                scratch,
                &mut judge,
                &mut accept,
            )?;
            if let Some(found) = found {
                return Ok(found);
            }
        }
    }
    Ok(Examined::AllKnown)
}

/// [`examine_moves`] of a position taken by its `word` in a view that splits options into
/// parts and takes them in canonical form: each option is the words of its parts, as the game
/// [gives](crate::search::Hooks::find_map_packed_option_parts) them from `word`, resumed
/// from `cursor`. An option of one part is looked up as itself; one of several is known when
/// all its parts are. `examined` goes up once a look finds any option.
#[allow(clippy::too_many_arguments)]
#[inline]
fn examine_option_parts<G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    position: &G::Position,
    word: u64,
    examined: &mut usize,
    cursor: &mut u64,
    scratch: &mut Scratch<G::Position>,
    mut judge: impl FnMut(usize, Mark) -> Child,
    mut accept: impl FnMut(u64),
) -> Examined<G::Position> {
    // Where the option being looked at starts: a move whose part is to be solved first is
    // examined again from there.
    let mut at = *cursor;
    let mut any = false;
    let found = S::find_map_packed_option_parts(game, word, *cursor, |parts, resume| {
        any = true;
        let found = if let [part] = *parts {
            if let Some(value) = kept_part_value::<G, S>(game, memo, part) {
                accept(value);
                None
            } else {
                let key = match Key::of_word(part) {
                    Some(key) => key,
                    None => unpacked::<G, S>(game, part, position, &mut scratch.next),
                };
                look_up(memo, key, &mut judge, &mut accept)
            }
        } else {
            match sum_of_words::<G, S>(game, memo, parts, &mut judge) {
                PartsSum::Known(sum) => {
                    accept(sum);
                    None
                }
                PartsSum::Stop(stop) => Some(stop),
            }
        };
        if found.is_none() {
            at = resume;
        }
        found.map(|found| (found, at, resume))
    });
    *examined += usize::from(any);
    match found {
        Some((found, at, resume)) => {
            *cursor = if matches!(found, Examined::DescendPart(_)) {
                at
            } else {
                resume
            };
            found
        }
        None => Examined::AllKnown,
    }
}

/// Whether the position whose word is `word` has an option: asked once a position, when
/// the first look at its options knew every one.
// Out of line: inlined, its copy of the game's loop over options changed how the compiler
// kept the loop that looks them up, for the worse.
#[inline(never)]
fn has_packed_options<G: Game, S: Store<G>>(game: &G, word: u64) -> bool {
    S::find_map_packed_options(game, word, 0, |_| Some(())).is_some()
}

/// `moves` past the first `examined`: as `skip`, which tests on every move whether it
/// has skipped yet.
// Not `skip`, which tests on every move whether it has skipped yet. The loop over
// representative moves keeps `skip`: with this in both loops, the compiler inlines less of
// the other.
#[allow(clippy::inline_always)]
#[inline(always)]
fn after_examined<I: Iterator>(mut moves: I, examined: usize) -> I {
    if let Some(last) = examined.checked_sub(1) {
        moves.nth(last);
    }
    moves
}

/// Examines the move `mv` from `position` for [`examine_moves`]: what it found, or `None`
/// to go on to the next move.
#[allow(clippy::too_many_arguments)]
// Measured: as a call, or with the loop in a function of its own, the search of Nim's
// `[15; 4]` takes twice as long.
#[allow(clippy::inline_always)]
#[inline(always)]
fn examine_move<G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    position: &G::Position,
    mv: &G::Move,
    examined: &mut usize,
    view: PositionView,
    scratch: &mut Scratch<G::Position>,
    judge: &mut impl FnMut(usize, Mark) -> Child,
    accept: &mut impl FnMut(u64),
) -> Result<Option<Examined<G::Position>>, Error> {
    Ok(
        match play_and_split::<G, S>(game, memo, position, mv, view, scratch, judge)? {
            Played::Whole(key) => {
                *examined += 1;
                look_up(memo, key, judge, accept)
            }
            Played::Parts(PartsSum::Known(sum)) => {
                *examined += 1;
                accept(sum);
                None
            }
            // The move is examined again once the part is solved.
            Played::Parts(PartsSum::Stop(stop)) => Some(stop),
        },
    )
}

/// The key of the position whose word is `word`, too large to be filed by it: the position,
/// unpacked into `slot` (made from `position` the first time).
#[cold]
fn unpacked<'s, G: Game, S: Store<G>>(
    game: &G,
    word: u64,
    position: &G::Position,
    slot: &'s mut Option<G::Position>,
) -> Key<'s, G::Position> {
    let next = slot.get_or_insert_with(|| position.clone());
    S::unpack(game, word, next);
    Key::Whole(next)
}

/// Looks up the option filed under `key` for [`examine_move`]: what it found, or `None` to
/// go on to the next move.
#[allow(clippy::inline_always)]
#[inline(always)]
fn look_up<P: Clone + core::hash::Hash + Eq + fmt::Debug>(
    memo: &Memo<P>,
    key: Key<'_, P>,
    judge: &mut impl FnMut(usize, Mark) -> Child,
    accept: &mut impl FnMut(u64),
) -> Option<Examined<P>> {
    let hash = key.hash();
    let Some((id, mark)) = memo.find(hash, key) else {
        return Some(Examined::Descend(Unsolved::New(hash, key.stored())));
    };
    match judge(id, mark) {
        Child::Known(value) => {
            accept(value);
            None
        }
        Child::Decisive => Some(Examined::Decisive),
        Child::Unsolved => Some(Examined::Descend(Unsolved::Seen(id))),
        Child::OnPath => Some(Examined::Repeated(id)),
    }
}

/// What playing a move led to: a position to take whole, filed under its key, or a sum of
/// parts.
enum Played<'s, P> {
    Whole(Key<'s, P>),
    Parts(PartsSum<P>),
}

/// Plays `mv` from `position` into `scratch` for [`examine_move`], and takes the position it
/// leads to through `view`: in canonical form, and split into its parts, whose numbers
/// `judge` reads, when it splits.
// Inlined as `examine_move` is, of which it was a part until moves could be looked up
// unplayed; not measured as a call.
#[allow(clippy::inline_always)]
#[inline(always)]
fn play_and_split<'s, G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    position: &G::Position,
    mv: &G::Move,
    view: PositionView,
    scratch: &'s mut Scratch<G::Position>,
    judge: &mut impl FnMut(usize, Mark) -> Child,
) -> Result<Played<'s, G::Position>, Error> {
    let Scratch { next: slot, words } = scratch;
    let next = play_in_slot::<G, S>(slot, game, position, mv)?;
    if view.symmetry {
        game.canonicalize(next);
    }
    if view.parts {
        let sum = if view.symmetry && S::packed_parts(game, next, words) {
            // One part, with the position's own word: the position itself.
            let itself = matches!(*words.as_slice(), [part] if S::pack(game, next) == Some(part));
            (!itself).then(|| sum_of_words::<G, S>(game, memo, words, judge))
        } else {
            view.split(game, next).map(|parts| {
                let canonical = parts.into_iter().map(|mut part| {
                    if view.symmetry {
                        game.canonicalize(&mut part);
                    }
                    part
                });
                let parts: Vec<G::Position> = canonical.collect();
                let keys = parts.iter().map(|part| Key::of::<G, S>(game, part));
                sum_of_parts(memo, keys, judge)
            })
        };
        if let Some(sum) = sum {
            return Ok(Played::Parts(sum));
        }
    }
    Ok(Played::Whole(Key::of::<G, S>(game, next)))
}

/// The nim-sum of the numbers of the parts filed under `keys`, when all are known.
pub(super) fn sum_of_parts<'p, P: Clone + core::hash::Hash + Eq + fmt::Debug + 'p>(
    memo: &Memo<P>,
    keys: impl Iterator<Item = Key<'p, P>>,
    judge: &mut impl FnMut(usize, Mark) -> Child,
) -> PartsSum<P> {
    let mut sum = 0;
    for key in keys {
        let hash = key.hash();
        let Some((id, mark)) = memo.find(hash, key) else {
            return PartsSum::Stop(Examined::DescendPart(Unsolved::New(hash, key.stored())));
        };
        match judge(id, mark) {
            Child::Known(value) => sum ^= value,
            Child::Unsolved => return PartsSum::Stop(Examined::DescendPart(Unsolved::Seen(id))),
            // A part is smaller than the position it is part of: neither can happen in a
            // game that keeps the laws, and both would be a cycle.
            Child::Decisive | Child::OnPath => return PartsSum::Stop(Examined::Repeated(id)),
        }
    }
    PartsSum::Known(sum)
}

/// The nim-sum of the Grundy values of the parts whose words are `words`, when all are
/// known, as [`sum_of_parts`] finds it, but a part the game numbers
/// ([`Hooks::dense_index`](crate::search::Hooks::dense_index)) read from the memo's array
/// of part values first. Only the Grundy value walk splits positions, so a part's number is
/// its Grundy value.
// Always inlined, the array read in the walk's loop; a part not in it goes out of line.
#[allow(clippy::inline_always)]
#[inline(always)]
fn sum_of_words<G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    words: &[u64],
    judge: &mut impl FnMut(usize, Mark) -> Child,
) -> PartsSum<G::Position> {
    let mut sum = 0;
    for (at, &word) in words.iter().enumerate() {
        match kept_part_value::<G, S>(game, memo, word) {
            Some(value) => sum ^= value,
            None => return sum_of_words_in_memo::<G, S>(game, memo, sum, &words[at..], judge),
        }
    }
    PartsSum::Known(sum)
}

/// The Grundy value of the part whose word is `word`, when the game numbers it
/// ([`Hooks::dense_index`](crate::search::Hooks::dense_index)) and the memo's array of
/// part values keeps it.
#[allow(clippy::inline_always)]
#[inline(always)]
fn kept_part_value<G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    word: u64,
) -> Option<u64> {
    S::dense_index(game, word).and_then(|index| memo.part_value(index))
}

/// [`sum_of_words`] from the first part not in the memo's array of part values on, `sum`
/// the nim-sum of the parts before it: each part read from the array or found in the memo.
#[inline(never)]
fn sum_of_words_in_memo<G: Game, S: Store<G>>(
    game: &G,
    memo: &Memo<G::Position>,
    mut sum: u64,
    words: &[u64],
    judge: &mut impl FnMut(usize, Mark) -> Child,
) -> PartsSum<G::Position> {
    for &word in words {
        if let Some(value) = kept_part_value::<G, S>(game, memo, word) {
            sum ^= value;
            continue;
        }
        match sum_of_parts(memo, core::iter::once(Key::Word(word)), judge) {
            PartsSum::Known(value) => sum ^= value,
            stop @ PartsSum::Stop(_) => return stop,
        }
    }
    PartsSum::Known(sum)
}

/// A position on the line of a fold walk: how far its moves have been examined, and where
/// its options' numbers start on the walk's value stack.
pub(super) struct FoldFrame {
    pub(super) id: usize,
    pub(super) examined: usize,
    pub(super) cursor: u64,
    pub(super) values_start: usize,
    /// Whether it was entered as a part of a sum, not as an option.
    pub(super) part: bool,
}

/// One depth-first walk computing the numbers of a [`OptionValue`] `F`, with its explicit stack.
pub(super) struct ValueWalk<'a, G: Game, F, S> {
    pub(super) game: &'a G,
    pub(super) memo: &'a mut Memo<G::Position>,
    pub(super) line: &'a mut Vec<FoldFrame>,
    pub(super) positions: &'a mut Positions<G::Position>,
    /// The numbers of the options examined so far, for every frame on the line in order.
    pub(super) values: &'a mut Vec<u64>,
    /// Scratch space for `F::combine`.
    pub(super) seen: &'a mut Vec<bool>,
    pub(super) fold: PhantomData<F>,
    pub(super) meter: Meter<'a>,
    pub(super) view: PositionView,
    /// How the positions are stored.
    pub(super) storage: PhantomData<S>,
}

/// What examining a position's moves in a fold walk led to.
pub(super) enum FoldStep<P> {
    Settled(u64),
    /// Solve this first; `true` when it is a part, whose number the move is examined again
    /// for rather than taking it as an option's.
    Descend(Unsolved<P>, bool),
}

impl<G: Game, F: OptionValue, S: Store<G>> ValueWalk<'_, G, F, S> {
    pub(super) fn solve(&mut self, root: usize) -> Result<u64, Error> {
        self.enter(root, false);
        loop {
            self.meter.tick(self.memo.len())?;
            match self.examine()? {
                FoldStep::Descend(Unsolved::Seen(id), part) => self.enter(id, part),
                FoldStep::Descend(Unsolved::New(hash, next), part) => {
                    self.meter.room(self.memo.len())?;
                    let id = self.memo.add(hash, next, Mark::Unsolved);
                    self.enter(id, part);
                }
                FoldStep::Settled(value) => {
                    let Some(settled) = self.line.pop() else {
                        return Ok(value);
                    };
                    self.memo
                        .set_value_mark(F::COLUMN, settled.id, ValueMark::Value(value));
                    if F::SPLITS {
                        self.keep_part_value(settled.id, value);
                    }
                    // Every end met had the outcome the fold checked, so the number
                    // decides the outcome too.
                    self.memo.settle(settled.id, F::outcome(value));
                    self.values.truncate(settled.values_start);
                    if self.line.is_empty() {
                        return Ok(value);
                    }
                    if !settled.part {
                        self.values.push(value);
                    }
                }
            }
        }
    }

    /// Keeps the Grundy value of the position `id` in the memo's array of part values, when
    /// the game numbers it ([`Hooks::dense_index`](crate::search::Hooks::dense_index)).
    #[inline]
    fn keep_part_value(&mut self, id: usize, value: u64) {
        let index = self
            .memo
            .word(id)
            .and_then(|word| S::dense_index(self.game, word));
        if let Some(index) = index {
            self.memo.set_part_value(index, value);
        }
    }

    fn enter(&mut self, id: usize, part: bool) {
        let word = self.view.word::<G, S>(self.game, self.memo, id);
        self.positions
            .enter::<G, S>(self.game, self.memo, id, self.line.len(), word);
        self.memo.set_value_mark(F::COLUMN, id, ValueMark::OnPath);
        self.line.push(FoldFrame {
            id,
            examined: 0,
            cursor: 0,
            values_start: self.values.len(),
            part,
        });
    }

    fn examine(&mut self) -> Result<FoldStep<G::Position>, Error> {
        let depth = self.line.len().saturating_sub(1);
        let Some(frame) = self.line.last_mut() else {
            return Ok(FoldStep::Settled(0));
        };
        let memo = &*self.memo;
        let position = &self.positions.line[depth];
        let word = self.view.word::<G, S>(self.game, memo, frame.id);
        let values = &mut *self.values;
        let found = examine_moves::<G, S>(
            self.game,
            memo,
            position,
            word,
            &mut frame.examined,
            &mut frame.cursor,
            self.view,
            &mut self.positions.scratch,
            |id, _| match memo.value_mark(F::COLUMN, id) {
                ValueMark::Value(value) => Child::Known(value),
                ValueMark::Unknown => Child::Unsolved,
                ValueMark::OnPath => Child::OnPath,
            },
            |value| values.push(value),
        )?;
        match found {
            Examined::Descend(unsolved) => Ok(FoldStep::Descend(unsolved, false)),
            Examined::DescendPart(unsolved) => Ok(FoldStep::Descend(unsolved, true)),
            Examined::Repeated(id) => {
                let line = self.line.iter().map(|frame| frame.id);
                let shown = memo.describe::<G, S>(self.game, id, position);
                Err(cycle_error(line, id, shown))
            }
            Examined::AllKnown | Examined::Decisive if frame.examined == 0 => {
                let id = frame.id;
                let position = self
                    .positions
                    .ended::<G, S>(self.game, self.memo, id, depth, word);
                F::terminal(self.game.terminal_outcome(position), position).map(FoldStep::Settled)
            }
            Examined::AllKnown | Examined::Decisive => {
                let options = &self.values[frame.values_start..];
                Ok(FoldStep::Settled(F::combine(options, self.seen)))
            }
        }
    }

    /// Forgets the line's marks after an error.
    pub(super) fn abandon(&mut self) {
        for frame in self.line.drain(..) {
            self.memo
                .set_value_mark(F::COLUMN, frame.id, ValueMark::Unknown);
        }
    }
}
