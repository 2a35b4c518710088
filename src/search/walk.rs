//! The walk: the search's one explicit stack of frames, each a position and the question
//! asked of it, so that a line of play of ten million moves needs no call stack.
//!
//! A frame is entered with a [`Goal`]: an outcome, whether a Grundy value lies in a set of
//! values ([`nimber`](super::nimber)'s pruned proof), the value itself, or the remoteness.
//! Entering it looks the position up first (the transposition table, the end table, the
//! array of small parts' values), then lists its options once, each as the parts it splits
//! into, with those already known folded in at once (an *enhanced transposition cut-off*:
//! an option known to decide settles the frame before any is searched). The options left
//! are ordered by the game's [`difficulty`](super::Hooks::difficulty), and taken one at a
//! time: an option of several parts has all but its hardest part valued exactly, and the
//! hardest asked only what the frame needs to know.
//!
//! Every position a question holds counts against its limits: the table, the frames and the
//! options listed on the line, within the position limit and the memory limit, and every
//! allocation that grows with the search is fallible.

mod aspiration;

use core::marker::PhantomData;
use core::mem::size_of;

use hashbrown::HashTable;
use rustc_hash::FxHashMap;

use super::PositionView;
use super::end_table::EndTable;
use super::hooks::Hooks;
use super::nimber::{Candidates, EVERY_SMALL_VALUE, largest, shifted};
use super::node::Node;
use super::play::Play;
use super::refutations::Refutations;
use super::remoteness;
use super::table::{Grundy, Info, Table};
use crate::limits::Meter;
use crate::{Error, Game, Outcome};

/// What a frame is asked of its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Goal {
    /// Its outcome, under the game's own rules: a `Win` once an option is a `Loss`.
    Outcome,
    /// Whether its Grundy value lies among these values (bits of 0 to 63).
    Decide(u64),
    /// Its Grundy value: decided among the values below 64, and by the plain mex of every
    /// option's value when it is larger.
    Exact,
    /// Its remoteness, coded with its outcome.
    Remoteness,
}

/// The answer to a goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Answer {
    Outcome(Outcome),
    /// The Grundy value.
    Value(u64),
    /// The Grundy value is none of the values asked about.
    Not,
    /// The remoteness, coded with the outcome.
    Remoteness(u64),
}

/// What a frame waits for from the frame above it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Waiting {
    /// An option's answer to the frame's own question.
    Option,
    /// The exact value of one of the easier parts of the option being taken.
    Part,
    /// The answer of the option's hardest part to the request.
    Main,
}

/// An option not known when its frame was entered: its parts not yet known, the hardest
/// last, and the nim-sum of those known.
#[derive(Debug, Clone, Copy)]
struct Opt {
    /// Where its parts start in the workspace's parts.
    parts: u32,
    /// How many parts are not known.
    len: u32,
    /// How many of them have been valued since.
    done: u32,
    /// The nim-sum of the values of its parts known so far.
    known: u64,
    /// How hard it is: the sum of its unknown parts' difficulties.
    difficulty: u64,
}

/// A position on the line, and how far its question has got.
#[derive(Debug)]
struct Frame<P> {
    node: Node<P>,
    hash: u64,
    goal: Goal,
    /// Its options not known at entry: `options[first..end]`, the next one at `next`.
    first: u32,
    next: u32,
    end: u32,
    /// Where its parts and values start in the workspace, to be given back when it settles.
    parts_mark: u32,
    values_mark: u32,
    /// For a Grundy value: the candidates, and whether every option was valued exactly.
    candidates: Candidates,
    exact: bool,
    /// For an exact value: whether it is now taken by the plain mex.
    mex: bool,
    /// For an outcome: whether an option draws.
    saw_draw: bool,
    waiting: Waiting,
    /// The frames entered in the question before this one: its work is the count since.
    entered: u64,
}

/// The buffers a search keeps from one question to the next.
#[derive(Debug)]
pub(super) struct Workspace<P> {
    frames: Vec<Frame<P>>,
    options: Vec<Opt>,
    parts: Vec<Node<P>>,
    values: Vec<u64>,
    /// The frames on the line, by the hash of their position.
    path: HashTable<u32>,
    /// The position being expanded, a move played from it, and a part.
    position: Option<P>,
    scratch: Option<P>,
    part: Option<P>,
    words: Vec<u64>,
    /// Scratch bits for a mex.
    seen: Vec<u64>,
}

impl<P> Default for Workspace<P> {
    fn default() -> Self {
        Workspace {
            frames: Vec::new(),
            options: Vec::new(),
            parts: Vec::new(),
            values: Vec::new(),
            path: HashTable::new(),
            position: None,
            scratch: None,
            part: None,
            words: Vec::new(),
            seen: Vec::new(),
        }
    }
}

impl<P> Workspace<P> {
    /// The bytes its buffers hold.
    fn bytes(&self) -> usize {
        self.frames.capacity() * size_of::<Frame<P>>()
            + self.options.capacity() * size_of::<Opt>()
            + self.parts.capacity() * size_of::<Node<P>>()
            + (self.values.capacity() + self.seen.capacity() + self.words.capacity()) * 8
            + self.path.capacity() * (size_of::<u32>() + 1)
    }
}

/// What a search knows between questions: the transposition table, the remoteness of the
/// positions asked, the values of the small parts the game numbers, and the buffers.
#[derive(Debug)]
pub(super) struct State<P> {
    pub(super) table: Table<P>,
    /// The parts of a question's position, a buffer kept between questions.
    pub(super) roots: Vec<Node<P>>,
    pub(super) remote: FxHashMap<Node<P>, u64>,
    /// `dense[index]`: the Grundy value of the part the game numbers `index`
    /// ([`Hooks::dense_index`]), or [`NO_VALUE`].
    pub(super) dense: Vec<DenseValue>,
    /// The positions whose value `dense` holds and the table does not: positions the
    /// search holds, as the table's are.
    pub(super) dense_only: usize,
    /// The values packed positions are known not to have.
    pub(super) refuted: Refutations,
    pub(super) work: Workspace<P>,
}

impl<P> Default for State<P> {
    fn default() -> Self {
        State {
            table: Table::default(),
            roots: Vec::new(),
            remote: FxHashMap::default(),
            dense: Vec::new(),
            dense_only: 0,
            refuted: Refutations::default(),
            work: Workspace::default(),
        }
    }
}

impl<P: Clone> Clone for State<P> {
    fn clone(&self) -> Self {
        State {
            table: self.table.clone(),
            roots: Vec::new(),
            remote: self.remote.clone(),
            dense: self.dense.clone(),
            dense_only: self.dense_only,
            refuted: self.refuted.clone(),
            work: Workspace::default(),
        }
    }
}

/// A value in `dense`: a byte, so that the array of a board's parts stays in the
/// processor's caches; a larger value goes to the table.
type DenseValue = u8;
/// A `dense` slot with no value.
const NO_VALUE: DenseValue = DenseValue::MAX;
/// The numbers `dense` keeps values for are below it.
const DENSE: usize = 1 << 28;

impl<P: Clone> State<P> {
    /// Loads `position` into the workspace's buffer, the first position a question looks
    /// at: the buffer words are unpacked into.
    pub(super) fn seed(&mut self, position: &P) {
        match &mut self.work.position {
            Some(buffer) => buffer.clone_from(position),
            slot @ None => *slot = Some(position.clone()),
        }
    }

    /// The buffer of words, for a question's parts.
    pub(super) fn work_words(&mut self) -> &mut Vec<u64> {
        &mut self.work.words
    }

    /// The node of `position`, which was [seeded](Self::seed), turned to its canonical
    /// form in place when `symmetry`.
    pub(super) fn seeded_node<G: Hooks<Pl, Position = P>, Pl: Play>(
        &mut self,
        game: &G,
        symmetry: bool,
        position: &P,
    ) -> Node<P>
    where
        P: core::hash::Hash,
    {
        let buffer = self.work.position.get_or_insert_with(|| position.clone());
        if symmetry {
            game.canonicalize(buffer);
        }
        Node::of(game, buffer)
    }
}

impl<P> State<P> {
    /// The bytes held besides the table.
    fn side_bytes(&self) -> usize {
        self.work.bytes()
            + self.dense.capacity() * size_of::<DenseValue>()
            + self.remote.capacity() * (size_of::<Node<P>>() + 9)
            + self.refuted.bytes()
    }
}

/// One question's walk over a game `G` under the convention `Pl`.
pub(super) struct Engine<'a, G: Game, Pl> {
    pub(super) game: &'a G,
    pub(super) state: &'a mut State<G::Position>,
    pub(super) end: Option<&'a EndTable>,
    pub(super) meter: Meter<'a>,
    pub(super) view: PositionView,
    /// Where the options of the position being listed start in the parts.
    pub(super) listing_from: usize,
    /// A position of the game, the question's: what buffers are made from.
    pub(super) like: &'a G::Position,
    /// Frames entered so far in the question.
    pub(super) entered: u64,
    pub(super) play: PhantomData<Pl>,
}

/// What the walk does next.
enum Step {
    /// A frame was pushed.
    Descended,
    /// The top frame has its answer.
    Settled(Answer),
}

impl<G: Hooks<Pl>, Pl: Play> Engine<'_, G, Pl> {
    /// Answers `goal` for `node` (in canonical form).
    pub(super) fn solve(&mut self, node: Node<G::Position>, goal: Goal) -> Result<Answer, Error> {
        let result = self.walk(node, goal);
        if result.is_err() {
            self.abandon();
        }
        result
    }

    fn walk(&mut self, node: Node<G::Position>, goal: Goal) -> Result<Answer, Error> {
        if let Some(answer) = self.enter(node, goal)? {
            return Ok(answer);
        }
        loop {
            let mut answer = match self.advance()? {
                Step::Descended => continue,
                Step::Settled(answer) => answer,
            };
            loop {
                self.settle(answer);
                if self.state.work.frames.is_empty() {
                    return Ok(answer);
                }
                match self.deliver(answer)? {
                    Some(decided) => answer = decided,
                    None => break,
                }
            }
        }
    }

    /// Drops the line after an error: what was solved stays in the table.
    fn abandon(&mut self) {
        let work = &mut self.state.work;
        work.frames.clear();
        work.options.clear();
        work.parts.clear();
        work.values.clear();
        work.path.clear();
    }

    /// The Grundy value of `node`: by the plain mex for a game that asks for it, else by
    /// [aspiration](Self::aspire), one value a round.
    pub(super) fn value(&mut self, node: Node<G::Position>) -> Result<u64, Error> {
        let goal = if G::PLAIN_MEX {
            self.solve(node, Goal::Exact)?
        } else {
            self.aspire(node, u64::MAX)?
        };
        match goal {
            Answer::Value(found) => Ok(found),
            _ => Err(super::law_broken()),
        }
    }

    /// Moves the hardest of `parts` (by the game's [`difficulty`](Hooks::difficulty)) last.
    pub(super) fn put_hardest_last(&mut self, parts: &mut [Node<G::Position>]) {
        let Some(like) = self.state.work.position.as_ref() else {
            return;
        };
        let part = self.state.work.part.get_or_insert_with(|| like.clone());
        let mut hardest = (0, 0);
        for (at, node) in parts.iter().enumerate() {
            node.load(self.game, part);
            let difficulty = self.game.difficulty(part);
            if difficulty >= hardest.1 {
                hardest = (at, difficulty);
            }
        }
        if let Some(last) = parts.len().checked_sub(1) {
            parts.swap(hardest.0, last);
        }
    }

    // -------------------------------------------------------------------------------------
    // Entering a position.
    // -------------------------------------------------------------------------------------

    /// Enters `node` with `goal`: its answer when known at once, else `None` with its frame
    /// pushed.
    fn enter(&mut self, node: Node<G::Position>, goal: Goal) -> Result<Option<Answer>, Error> {
        let hash = node.hash();
        let mut goal = goal;
        if let Some(answer) = self.known(&node, hash, &mut goal) {
            return Ok(Some(answer));
        }
        if let Some(on_line) = self.on_line(&node, hash) {
            return Err(self.cycle(on_line));
        }
        self.entered += 1;
        self.meter.tick(self.held() + 1)?;
        self.load(&node);
        if let Goal::Decide(_) | Goal::Exact = goal {
            if let Some(answer) = self.bounded(&mut goal) {
                self.record(&node, hash, goal, answer, 0);
                return Ok(Some(answer));
            }
        }
        let marks = self.marks();
        self.listing_from = marks.parts;
        let split = self.view.parts && matches!(goal, Goal::Decide(_) | Goal::Exact);
        let expanded = self.expand(&node, goal, split)?;
        self.listing_from = usize::MAX;
        let start = self.entered;
        let decided = match goal {
            Goal::Outcome if expanded.count == 0 => Some(Answer::Outcome(self.terminal())),
            Goal::Outcome if expanded.loss => Some(Answer::Outcome(Outcome::Win)),
            Goal::Outcome if marks.options == self.state.work.options.len() => {
                Some(Answer::Outcome(if expanded.draw {
                    Outcome::Draw
                } else {
                    Outcome::Loss
                }))
            }
            Goal::Remoteness if expanded.count == 0 => {
                Some(Answer::Remoteness(remoteness::terminal(self.terminal())))
            }
            Goal::Remoteness if marks.options == self.state.work.options.len() => Some(
                Answer::Remoteness(remoteness::combine(&self.state.work.values[marks.values..])),
            ),
            Goal::Decide(_) | Goal::Exact if expanded.count == 0 => {
                self.normal_play_end()?;
                Some(Answer::Value(0))
            }
            Goal::Decide(_) if expanded.cut => Some(Answer::Not),
            _ => None,
        };
        let mut frame = Frame {
            node,
            hash,
            goal,
            first: marks.options as u32,
            next: marks.options as u32,
            end: self.state.work.options.len() as u32,
            parts_mark: marks.parts as u32,
            values_mark: marks.values as u32,
            candidates: Candidates::new(expanded.count),
            exact: true,
            mex: G::PLAIN_MEX && goal == Goal::Exact,
            saw_draw: expanded.draw,
            waiting: Waiting::Option,
            entered: start,
        };
        if let Some(answer) = decided {
            self.give_back(&marks);
            self.record(&frame.node, hash, goal, answer, 0);
            return Ok(Some(answer));
        }
        if let Goal::Decide(_) | Goal::Exact = goal {
            if !frame.mex {
                // The plain mex takes the values themselves.
                let values = &self.state.work.values[marks.values..];
                for &value in values {
                    frame.candidates.remove(Some(value));
                }
            }
            if let Goal::Decide(_) = goal {
                // The known values are spent; an exact value keeps them for the mex.
                self.state.work.values.truncate(marks.values);
            }
            if frame.first == frame.end {
                if let Some(answer) = self.concluded(&mut frame) {
                    self.give_back(&marks);
                    self.record(&frame.node, hash, goal, answer, 0);
                    return Ok(Some(answer));
                }
            } else if let Goal::Decide(wanted) = goal {
                if !frame.candidates.meets(wanted) {
                    self.give_back(&marks);
                    self.record(&frame.node, hash, goal, Answer::Not, 0);
                    return Ok(Some(Answer::Not));
                }
            }
        }
        if !frame.mex {
            // Every option of a plain mex is valued: their order is no matter.
            self.order(frame.first as usize, frame.end as usize);
        }
        self.push(frame)?;
        Ok(None)
    }

    /// The answer to `goal` for `node` from what is known, or `None`; a set of values asked
    /// about loses those known not to hold, and an empty one is answered.
    fn known(&self, node: &Node<G::Position>, hash: u64, goal: &mut Goal) -> Option<Answer> {
        if *goal == Goal::Remoteness {
            return self
                .state
                .remote
                .get(node)
                .map(|&code| Answer::Remoteness(code));
        }
        if let Some(value) = self.side_value(node) {
            return Some(match *goal {
                Goal::Outcome => Answer::Outcome(outcome_of(value)),
                _ => Answer::Value(value),
            });
        }
        let info = self.state.table.get(node, hash);
        if let Goal::Decide(wanted) = goal {
            if let Some(info) = info {
                if let Some(value) = info.exact() {
                    return Some(Answer::Value(value));
                }
                if info.outcome == Some(Outcome::Win) {
                    *wanted &= !1;
                }
            }
            if let Node::Word(word) = node {
                *wanted &= !self.state.refuted.excluded(*word, hash);
            }
            return (*wanted == 0).then_some(Answer::Not);
        }
        let info = info?;
        match goal {
            Goal::Outcome => info.outcome.map(Answer::Outcome),
            Goal::Exact => info.exact().map(Answer::Value),
            Goal::Decide(_) | Goal::Remoteness => None,
        }
    }

    /// The Grundy value of `node` from the array of numbered parts or the end table.
    #[inline]
    fn side_value(&self, node: &Node<G::Position>) -> Option<u64> {
        let Node::Word(word) = node else {
            return None;
        };
        let dense = self
            .game
            .dense_index(*word)
            .and_then(|index| self.state.dense.get(index))
            .filter(|&&value| value != NO_VALUE);
        if let Some(&value) = dense {
            return Some(u64::from(value));
        }
        self.end.and_then(|end| end.get(*word))
    }

    /// Narrows a question about a Grundy value by the game's bounds on it: the answer when
    /// they settle it.
    fn bounded(&self, goal: &mut Goal) -> Option<Answer> {
        let position = self.state.work.position.as_ref()?;
        let (least, most) = self.game.value_bounds(position);
        if least == most {
            return Some(Answer::Value(least));
        }
        if let Goal::Decide(wanted) = goal {
            let mut within = *wanted;
            if least >= 64 {
                within = 0;
            } else {
                within &= !((1u64 << least) - 1);
            }
            if most < 63 {
                within &= (1u64 << (most + 1)) - 1;
            }
            *wanted = within;
            if within == 0 {
                return Some(Answer::Not);
            }
        }
        None
    }

    /// Where the frame's options, parts and values start.
    fn marks(&self) -> Marks {
        Marks {
            options: self.state.work.options.len(),
            parts: self.state.work.parts.len(),
            values: self.state.work.values.len(),
        }
    }

    /// Gives back what a frame listed.
    fn give_back(&mut self, marks: &Marks) {
        let work = &mut self.state.work;
        work.options.truncate(marks.options);
        work.parts.truncate(marks.parts);
        work.values.truncate(marks.values);
    }

    /// Loads the position of `node` into the workspace's position buffer (made from the
    /// question's position the first time).
    fn load(&mut self, node: &Node<G::Position>) {
        let buffer = self
            .state
            .work
            .position
            .get_or_insert_with(|| self.like.clone());
        node.load(self.game, buffer);
    }

    /// The terminal outcome of the position being expanded.
    fn terminal(&self) -> Outcome {
        match &self.state.work.position {
            Some(position) => self.game.terminal_outcome(position),
            None => Outcome::Loss,
        }
    }

    /// `Ok` when the position being expanded, which has no move, ends normal play: a loss
    /// for the player to move. Else a Grundy value is asked of a game that is not played
    /// under normal play.
    fn normal_play_end(&self) -> Result<(), Error> {
        match &self.state.work.position {
            Some(position) if self.game.terminal_outcome(position) != Outcome::Loss => {
                Err(Error::NotNormalPlay {
                    position: format!("{position:?}"),
                })
            }
            _ => Ok(()),
        }
    }

    /// The frame on the line whose position is `node`, if any.
    fn on_line(&self, node: &Node<G::Position>, hash: u64) -> Option<usize> {
        let frames = &self.state.work.frames;
        self.state
            .work
            .path
            .find(hash, |&index| frames[index as usize].node == *node)
            .map(|&index| index as usize)
    }

    /// The error for meeting again the position of the frame at `depth`.
    fn cycle(&self, depth: usize) -> Error {
        let frames = &self.state.work.frames;
        let like = self.state.work.position.as_ref();
        let position = match (&frames[depth].node, like) {
            (Node::Whole(position), _) => format!("{position:?}"),
            (node @ Node::Word(_), Some(like)) => {
                format!("{:?}", node.position(self.game, like))
            }
            (Node::Word(word), None) => format!("{word}"),
        };
        Error::Cycle {
            position,
            length: frames.len() - depth,
        }
    }

    /// The positions the question holds: those in the table, those on the line, and the
    /// options of the position being listed, which the position limit bounds together.
    fn held(&self) -> usize {
        let work = &self.state.work;
        let listing = work.parts.len().saturating_sub(self.listing_from);
        self.state.table.stored() + self.state.dense_only + work.frames.len() + listing
    }

    /// Pushes `frame` on the line.
    fn push(&mut self, frame: Frame<G::Position>) -> Result<(), Error> {
        self.meter.room(self.held())?;
        self.reserve(Buffer::Frames, 1)?;
        if self.state.work.path.len() == self.state.work.path.capacity() {
            let more = self.state.work.path.capacity().max(16);
            let held = self.state.table.bytes() + self.state.side_bytes() + more * 5;
            self.meter.memory_room(held)?;
            let Workspace { path, frames, .. } = &mut self.state.work;
            path.try_reserve(more, |&index| frames[index as usize].hash)
                .map_err(|_| super::table::out_of_memory("the line of play", more * 5))?;
        }
        let Workspace { path, frames, .. } = &mut self.state.work;
        let index = frames.len() as u32;
        let hash = frame.hash;
        frames.push(frame);
        path.insert_unique(hash, index, |&index| frames[index as usize].hash);
        Ok(())
    }

    /// Makes room for `more` items in a buffer, within the memory limit and the memory to be
    /// had.
    #[inline]
    fn reserve(&mut self, buffer: Buffer, more: usize) -> Result<(), Error> {
        let work = &self.state.work;
        let (len, capacity, size) = match buffer {
            Buffer::Frames => (
                work.frames.len(),
                work.frames.capacity(),
                size_of::<Frame<G::Position>>(),
            ),
            Buffer::Options => (
                work.options.len(),
                work.options.capacity(),
                size_of::<Opt>(),
            ),
            Buffer::Parts => (
                work.parts.len(),
                work.parts.capacity(),
                size_of::<Node<G::Position>>(),
            ),
            Buffer::Values => (work.values.len(), work.values.capacity(), 8),
        };
        if len + more <= capacity {
            return Ok(());
        }
        self.grow_buffer(buffer, len, capacity, size, more)
    }

    /// [`reserve`](Self::reserve)'s growth, when the buffer is full.
    #[cold]
    fn grow_buffer(
        &mut self,
        buffer: Buffer,
        len: usize,
        capacity: usize,
        size: usize,
        more: usize,
    ) -> Result<(), Error> {
        let grown = (len + more).max(capacity * 2).max(16);
        let added = (grown - capacity) * size;
        let held = self.state.table.bytes() + self.state.side_bytes() + added;
        self.meter.memory_room(held)?;
        let work = &mut self.state.work;
        let extra = grown - len;
        let reserved = match buffer {
            Buffer::Frames => work.frames.try_reserve_exact(extra),
            Buffer::Options => work.options.try_reserve_exact(extra),
            Buffer::Parts => work.parts.try_reserve_exact(extra),
            Buffer::Values => work.values.try_reserve_exact(extra),
        };
        reserved.map_err(|_| super::table::out_of_memory("the line of play", added))
    }

    // -------------------------------------------------------------------------------------
    // Listing the options.
    // -------------------------------------------------------------------------------------

    /// Lists the options of the position in the position buffer (of `node`) for `goal`,
    /// split into parts when `split`: those known go to the values (a Grundy value) or are
    /// noted (an outcome), the others to the options.
    fn expand(
        &mut self,
        node: &Node<G::Position>,
        goal: Goal,
        split: bool,
    ) -> Result<Expanded, Error> {
        let mut expanded = Expanded::default();
        let by_parts = split && self.view.symmetry;
        let word = match node {
            Node::Word(word) => Some(*word),
            Node::Whole(_) => None,
        };
        if let (Some(word), true) = (word, by_parts) {
            if self.game.packs_option_parts(word) {
                let mut failed = None;
                let game = self.game;
                game.find_map_packed_option_parts(word, 0, |parts, _| {
                    let nodes = parts.iter().map(|&part| Node::Word(part));
                    match self.take_option(nodes, goal, &mut expanded) {
                        Ok(true) => Some(()),
                        Ok(false) => None,
                        Err(error) => {
                            failed = Some(error);
                            Some(())
                        }
                    }
                });
                return failed.map_or(Ok(expanded), Err);
            }
        }
        if let (Some(word), false, false) = (word, split || self.view.parts, self.view.symmetry) {
            if G::PACKS_OPTIONS {
                let mut failed = None;
                let game = self.game;
                game.find_map_packed_options(word, 0, |option| {
                    let nodes = core::iter::once(Node::Word(option.word));
                    match self.take_option(nodes, goal, &mut expanded) {
                        Ok(true) => Some(()),
                        Ok(false) => None,
                        Err(error) => {
                            failed = Some(error);
                            Some(())
                        }
                    }
                });
                return failed.map_or(Ok(expanded), Err);
            }
        }
        self.expand_by_moves(goal, split, &mut expanded)?;
        Ok(expanded)
    }

    /// [`expand`](Self::expand) by playing every move of the position buffer.
    fn expand_by_moves(
        &mut self,
        goal: Goal,
        split: bool,
        expanded: &mut Expanded,
    ) -> Result<(), Error> {
        let game = self.game;
        let Some(position) = self.state.work.position.take() else {
            return Ok(());
        };
        let result = if self.view.symmetry {
            self.take_moves(
                game.representative_moves(&position),
                &position,
                goal,
                split,
                expanded,
            )
        } else {
            self.take_moves(game.moves(&position), &position, goal, split, expanded)
        };
        self.state.work.position = Some(position);
        result
    }

    /// Plays each of `moves` from `position` and takes the option it leads to.
    fn take_moves(
        &mut self,
        moves: impl Iterator<Item = G::Move>,
        position: &G::Position,
        goal: Goal,
        split: bool,
        expanded: &mut Expanded,
    ) -> Result<(), Error> {
        let game = self.game;
        let mut scratch = self.state.work.scratch.take();
        let mut words = core::mem::take(&mut self.state.work.words);
        let symmetry = self.view.symmetry;
        let result = (|| {
            for mv in moves {
                let next = match &mut scratch {
                    Some(next) => {
                        game.play_into(position, &mv, next)?;
                        next
                    }
                    None => scratch.insert(game.play(position, &mv)?),
                };
                if symmetry {
                    game.canonicalize(next);
                }
                let stop = if split && symmetry && game.packed_parts(next, &mut words) {
                    self.take_option(words.iter().map(|&word| Node::Word(word)), goal, expanded)?
                } else if let Some(parts) = split.then(|| game.parts(next)).flatten() {
                    let nodes = parts.into_iter().map(|mut part| {
                        if symmetry {
                            game.canonicalize(&mut part);
                        }
                        Node::of(game, &part)
                    });
                    self.take_option(nodes, goal, expanded)?
                } else {
                    self.take_option(core::iter::once(Node::of(game, next)), goal, expanded)?
                };
                if stop {
                    break;
                }
            }
            Ok(())
        })();
        self.state.work.scratch = scratch;
        self.state.work.words = words;
        result
    }

    /// Takes one option, the parts `nodes`: known, it goes to the values (or decides an
    /// outcome: `true` to stop listing); else to the options. Counts it, and looks at the
    /// limits now and then, so that a position with a great many moves is stopped where the
    /// work is.
    fn take_option(
        &mut self,
        nodes: impl Iterator<Item = Node<G::Position>>,
        goal: Goal,
        expanded: &mut Expanded,
    ) -> Result<bool, Error> {
        expanded.count += 1;
        if expanded.count % 1024 == 0 {
            self.meter.tick(self.held())?;
        }
        let start = self.state.work.parts.len();
        let mut known = 0u64;
        for node in nodes {
            match goal {
                Goal::Outcome | Goal::Remoteness => {
                    let mut asked = goal;
                    match self.known(&node, node.hash(), &mut asked) {
                        Some(Answer::Outcome(Outcome::Loss)) => {
                            expanded.loss = true;
                            return Ok(true);
                        }
                        Some(Answer::Outcome(Outcome::Draw)) => {
                            expanded.draw = true;
                            return Ok(false);
                        }
                        Some(Answer::Outcome(Outcome::Win)) => return Ok(false),
                        Some(Answer::Remoteness(code)) => {
                            self.reserve(Buffer::Values, 1)?;
                            self.state.work.values.push(code);
                            return Ok(false);
                        }
                        _ => {}
                    }
                }
                Goal::Decide(_) | Goal::Exact => {
                    let value = self.side_value(&node).or_else(|| {
                        self.state
                            .table
                            .get(&node, node.hash())
                            .and_then(Info::exact)
                    });
                    if let Some(value) = value {
                        known ^= value;
                        continue;
                    }
                }
            }
            self.meter.room(self.held())?;
            self.reserve(Buffer::Parts, 1)?;
            self.state.work.parts.push(node);
        }
        if matches!(goal, Goal::Decide(_) | Goal::Exact) && self.state.work.parts.len() > start + 1
        {
            cancel_pairs(&mut self.state.work.parts, start);
        }
        let len = self.state.work.parts.len() - start;
        if len == 0 {
            // Every part known: the option's value is their nim-sum.
            self.reserve(Buffer::Values, 1)?;
            self.state.work.values.push(known);
            if let Goal::Decide(wanted) = goal {
                if known < 64 {
                    expanded.values |= 1 << known;
                }
                // An enhanced transposition cut-off: every value asked about is an
                // option's, so the position's value is none of them (each removes its
                // candidate, and a value wanted stays a candidate while options are left).
                if wanted & !expanded.values == 0 {
                    expanded.cut = true;
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        self.reserve(Buffer::Options, 1)?;
        self.state.work.options.push(Opt {
            parts: start as u32,
            len: len as u32,
            done: 0,
            known,
            difficulty: 0,
        });
        Ok(false)
    }

    /// Orders the options `first..end`: the easiest first, the hardest part of each last,
    /// by the game's [`difficulty`](Hooks::difficulty).
    fn order(&mut self, first: usize, end: usize) {
        let worth_it = end - first > 1
            || self.state.work.options[first..end]
                .iter()
                .any(|option| option.len > 1);
        if !worth_it {
            return;
        }
        let game = self.game;
        let work = &mut self.state.work;
        let Some(like) = work.position.as_ref() else {
            return;
        };
        let part = work.part.get_or_insert_with(|| like.clone());
        let mut any = false;
        for option in &mut work.options[first..end] {
            let parts =
                &mut work.parts[option.parts as usize..(option.parts + option.len) as usize];
            let mut hardest = (0, 0);
            let mut total = 0u64;
            for (at, node) in parts.iter().enumerate() {
                node.load(game, part);
                let difficulty = game.difficulty(part);
                total = total.saturating_add(difficulty);
                if difficulty >= hardest.1 {
                    hardest = (at, difficulty);
                }
            }
            let last = parts.len() - 1;
            parts.swap(hardest.0, last);
            option.difficulty = total;
            any |= total > 0;
        }
        if any {
            work.options[first..end].sort_by_key(|option| option.difficulty);
        }
    }

    // -------------------------------------------------------------------------------------
    // Taking the options.
    // -------------------------------------------------------------------------------------

    /// Takes the top frame's options until one must be searched (pushed) or the frame has
    /// its answer.
    fn advance(&mut self) -> Result<Step, Error> {
        loop {
            let work = &mut self.state.work;
            let Some(frame) = work.frames.last_mut() else {
                return Ok(Step::Settled(Answer::Not));
            };
            if frame.next != frame.end {
                match frame.goal {
                    Goal::Decide(wanted) if !frame.candidates.meets(wanted) => {
                        return Ok(Step::Settled(Answer::Not));
                    }
                    Goal::Exact if !frame.mex && !frame.candidates.meets(EVERY_SMALL_VALUE) => {
                        // Every candidate left is 64 or more: on to the plain mex.
                        frame.mex = true;
                        frame.next = frame.first;
                        continue;
                    }
                    _ => {}
                }
            }
            if frame.next == frame.end {
                if let Some(answer) = self.concluded_top() {
                    return Ok(Step::Settled(answer));
                }
                continue;
            }
            let option = work.options[frame.next as usize];
            let (child, goal, waiting) = match frame.goal {
                Goal::Outcome | Goal::Remoteness => {
                    let node = work.parts[option.parts as usize].clone();
                    (node, frame.goal, Waiting::Option)
                }
                Goal::Exact if frame.mex => {
                    let node = work.parts[(option.parts + option.done) as usize].clone();
                    (node, Goal::Exact, Waiting::Part)
                }
                Goal::Decide(_) | Goal::Exact => {
                    let wanted = match frame.goal {
                        Goal::Decide(wanted) => wanted,
                        _ => EVERY_SMALL_VALUE,
                    };
                    let request = frame.candidates.request(wanted);
                    if request == 0 {
                        // Whatever its value, it removes the largest candidate.
                        frame.candidates.remove(None);
                        frame.exact = false;
                        frame.next += 1;
                        continue;
                    }
                    if option.done + 1 < option.len {
                        let node = work.parts[(option.parts + option.done) as usize].clone();
                        (node, Goal::Exact, Waiting::Part)
                    } else {
                        let node = work.parts[(option.parts + option.len - 1) as usize].clone();
                        let goal = if option.known < 64 {
                            Goal::Decide(shifted(request, option.known))
                        } else {
                            Goal::Exact
                        };
                        (node, goal, Waiting::Main)
                    }
                }
            };
            frame.waiting = waiting;
            match self.enter(child, goal)? {
                None => return Ok(Step::Descended),
                Some(answer) => {
                    if let Some(decided) = self.deliver(answer)? {
                        return Ok(Step::Settled(decided));
                    }
                }
            }
        }
    }

    /// Gives `answer`, from the option (or part) the top frame waits for, to the top frame:
    /// `Some` of the frame's own answer when that decides it at once.
    fn deliver(&mut self, answer: Answer) -> Result<Option<Answer>, Error> {
        if let Goal::Remoteness | Goal::Exact = self
            .state
            .work
            .frames
            .last()
            .map_or(Goal::Outcome, |frame| frame.goal)
        {
            self.reserve(Buffer::Values, 1)?;
        }
        let work = &mut self.state.work;
        let Some(frame) = work.frames.last_mut() else {
            return Ok(None);
        };
        let index = frame.next as usize;
        match (frame.goal, frame.waiting) {
            (Goal::Outcome, _) => {
                match answer {
                    Answer::Outcome(Outcome::Loss) => {
                        return Ok(Some(Answer::Outcome(Outcome::Win)));
                    }
                    Answer::Outcome(Outcome::Draw) => frame.saw_draw = true,
                    _ => {}
                }
                frame.next += 1;
            }
            (Goal::Remoteness, _) => {
                if let Answer::Remoteness(code) = answer {
                    work.values.push(code);
                }
                frame.next += 1;
            }
            (_, Waiting::Part) => {
                let option = &mut work.options[index];
                if let Answer::Value(value) = answer {
                    option.known ^= value;
                }
                option.done += 1;
                if frame.mex && option.done == option.len {
                    work.values.push(option.known);
                    frame.next += 1;
                }
            }
            (_, Waiting::Main | Waiting::Option) => {
                let option = work.options[index];
                if let Answer::Value(value) = answer {
                    frame.candidates.remove(Some(value ^ option.known));
                } else {
                    frame.candidates.remove(None);
                    frame.exact = false;
                }
                frame.next += 1;
            }
        }
        Ok(None)
    }

    /// The top frame's answer once its options are all taken, or `None` when it goes on: an
    /// exact value of 64 or more starts over by the mex.
    fn concluded_top(&mut self) -> Option<Answer> {
        // Taken off the line for a moment, so that it and the workspace are borrowed apart;
        // put back in the room it left.
        let mut frame = self.state.work.frames.pop()?;
        let answer = self.concluded(&mut frame);
        self.state.work.frames.push(frame);
        answer
    }

    /// The answer of `frame`, whose options are all taken; `None` when it goes on by the
    /// mex (its options taken again from the first).
    fn concluded(&mut self, frame: &mut Frame<G::Position>) -> Option<Answer> {
        let work = &mut self.state.work;
        match frame.goal {
            Goal::Outcome => Some(Answer::Outcome(if frame.saw_draw {
                Outcome::Draw
            } else {
                Outcome::Loss
            })),
            Goal::Remoteness => Some(Answer::Remoteness(remoteness::combine(
                &work.values[frame.values_mark as usize..],
            ))),
            Goal::Decide(wanted) => Some(match frame.candidates.last() {
                Some(last) if last <= largest(wanted) || frame.exact => Answer::Value(last),
                _ => Answer::Not,
            }),
            Goal::Exact if frame.mex => Some(Answer::Value(mex(
                &work.values[frame.values_mark as usize..],
                &mut work.seen,
            ))),
            Goal::Exact => {
                if let Some(last) = frame.candidates.last() {
                    return Some(Answer::Value(last));
                }
                // A value of 64 or more: every option's value, by the plain mex.
                frame.mex = true;
                frame.next = frame.first;
                None
            }
        }
    }

    /// Pops the top frame, which answered `answer`, records it and gives back what it held.
    fn settle(&mut self, answer: Answer) {
        let work = &mut self.state.work;
        let Some(frame) = work.frames.pop() else {
            return;
        };
        let index = work.frames.len() as u32;
        if let Ok(entry) = work.path.find_entry(frame.hash, |&on| on == index) {
            entry.remove();
        }
        work.options.truncate(frame.first as usize);
        work.parts.truncate(frame.parts_mark as usize);
        work.values.truncate(frame.values_mark as usize);
        let work_done = self.entered - frame.entered;
        let log = (u64::BITS - work_done.leading_zeros()) as u8;
        self.record(&frame.node, frame.hash, frame.goal, answer, log);
    }

    /// Records what `answer` to `goal` tells of `node`.
    fn record(
        &mut self,
        node: &Node<G::Position>,
        hash: u64,
        goal: Goal,
        answer: Answer,
        work: u8,
    ) {
        let info = match (goal, answer) {
            (_, Answer::Outcome(outcome)) => Info::outcome(outcome),
            (_, Answer::Value(value)) => match self.keep_dense(node, value) {
                // The array alone holds a value the table does not know of at all.
                Kept::New if self.state.table.get(node, hash).is_none() => {
                    self.state.dense_only += 1;
                    return;
                }
                Kept::Already => return,
                Kept::New | Kept::No => Info::value(value),
            },
            (Goal::Decide(wanted), Answer::Not) => {
                if let Node::Word(word) = node {
                    let room = self
                        .room()
                        .saturating_sub(self.state.table.bytes() + self.state.side_bytes());
                    self.state.refuted.add(*word, hash, wanted, room);
                }
                return;
            }
            (_, Answer::Not) => return,
            (_, Answer::Remoteness(code)) => {
                let room = self.room();
                let entry = size_of::<Node<G::Position>>() + 9;
                if self.state.table.bytes() + self.state.side_bytes() + entry > room {
                    // Past the budget, the remoteness known is forgotten, to be found again.
                    self.state.remote.clear();
                }
                if self.state.remote.try_reserve(1).is_ok() {
                    self.state.remote.insert(node.clone(), code);
                }
                Info::outcome(remoteness::outcome(code))
            }
        };
        if info.grundy == Grundy::Unknown && self.side_value(node).is_some() {
            // The array or the end table has its value, which tells its outcome too.
            return;
        }
        if self.held() >= self.meter.position_limit() {
            // At the position limit the table takes no more: the next position the line
            // needs trips it.
            return;
        }
        let room = self.room().saturating_sub(self.state.side_bytes());
        self.state.table.put(node, hash, info, work, room);
    }

    /// Keeps `value` in the array of numbered parts, when the game numbers `node`.
    fn keep_dense(&mut self, node: &Node<G::Position>, value: u64) -> Kept {
        let Node::Word(word) = node else {
            return Kept::No;
        };
        let (Some(index), Ok(value)) = (self.game.dense_index(*word), DenseValue::try_from(value))
        else {
            return Kept::No;
        };
        if index >= DENSE || value == NO_VALUE {
            return Kept::No;
        }
        if self.state.dense.len() <= index {
            let grown = (index + 1).max(2 * self.state.dense.len()).min(DENSE);
            let added = (grown - self.state.dense.len()) * size_of::<DenseValue>();
            if self.state.table.bytes() + self.state.side_bytes() + added > self.room() {
                // Past the budget the value goes to the table alone.
                return Kept::No;
            }
            let dense = &mut self.state.dense;
            if dense.try_reserve_exact(grown - dense.len()).is_err() {
                return Kept::No;
            }
            dense.resize(grown, NO_VALUE);
        }
        let slot = &mut self.state.dense[index];
        let kept = if *slot == NO_VALUE {
            Kept::New
        } else {
            Kept::Already
        };
        *slot = value;
        kept
    }

    /// The memory the search may hold.
    fn room(&self) -> usize {
        self.meter.memory_limit()
    }
}

/// Whether [`Engine::keep_dense`] kept a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kept {
    /// In a slot that had none.
    New,
    /// In a slot that had it already.
    Already,
    /// Not: the game does not number the position, or the array has no room.
    No,
}

/// What listing a position's options found.
#[derive(Debug, Default)]
struct Expanded {
    /// How many options.
    count: u64,
    /// The values below 64 of the options known (a question about a Grundy value).
    values: u64,
    /// Whether every value asked about is a known option's: the position's value is none
    /// of them, and listing stopped there.
    cut: bool,
    /// Whether a known option is a `Loss` (an outcome is then a `Win`).
    loss: bool,
    /// Whether a known option draws.
    draw: bool,
}

/// Where a frame's options, parts and values start.
struct Marks {
    options: usize,
    parts: usize,
    values: usize,
}

/// A buffer of the workspace.
#[derive(Debug, Clone, Copy)]
enum Buffer {
    Frames,
    Options,
    Parts,
    Values,
}

/// Removes from `parts[start..]` every pair of equal parts: a part and its copy are worth
/// `G ⊕ G = 0` together (Sprague–Grundy), whatever `G` is, so neither needs a value.
fn cancel_pairs<P: PartialEq>(parts: &mut Vec<Node<P>>, start: usize) {
    let mut at = start;
    while at < parts.len() {
        if let Some(twin) = (at + 1..parts.len()).find(|&other| parts[other] == parts[at]) {
            parts.swap_remove(twin);
            parts.swap_remove(at);
        } else {
            at += 1;
        }
    }
}

/// The outcome of a position of Grundy value `value`.
fn outcome_of(value: u64) -> Outcome {
    if value == 0 {
        Outcome::Loss
    } else {
        Outcome::Win
    }
}

/// The mex of `values`, with `seen` for scratch bits.
fn mex(values: &[u64], seen: &mut Vec<u64>) -> u64 {
    // The mex of k values is at most k.
    let words = values.len() / 64 + 1;
    seen.clear();
    if seen.try_reserve(words).is_err() {
        // Without room for the bits, count up instead: slower, never wrong.
        return (0..=values.len() as u64)
            .find(|candidate| !values.contains(candidate))
            .unwrap_or(0);
    }
    seen.resize(words, 0);
    for &value in values {
        if let Ok(at) = usize::try_from(value) {
            if at < words * 64 {
                seen[at / 64] |= 1 << (at % 64);
            }
        }
    }
    let (word, bits) = seen
        .iter()
        .enumerate()
        .find(|(_, bits)| **bits != u64::MAX)
        .unwrap_or((words, &0));
    (word * 64) as u64 + u64::from(bits.trailing_ones())
}
