//! The memo: every position a search has seen, and what it knows of each.

use core::fmt;
use core::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use super::storage::sealed::Store;
use crate::{Game, Outcome};

/// What the memo knows of a position's outcome, as the code its entry holds.
// Flat, not `Solved(Outcome)`: a walk tells a `Win` from the rest by one comparison of the
// code, which the nested enum made longer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Mark {
    /// Seen, but not solved: left behind by a walk that ended in an error.
    Unsolved = 0,
    /// On the line of play being walked now: meeting it again is a cycle.
    OnPath = 1,
    /// Solved: a `Win`.
    Win = 2,
    /// Solved: a `Loss`.
    Loss = 3,
    /// Solved: a `Draw`.
    Draw = 4,
}

impl Mark {
    /// The bits of an entry that hold its mark's code.
    const BITS: u64 = 0b111;

    /// The mark of a solved position.
    pub(super) const fn solved(outcome: Outcome) -> Self {
        match outcome {
            Outcome::Win => Mark::Win,
            Outcome::Loss => Mark::Loss,
            Outcome::Draw => Mark::Draw,
        }
    }

    /// The outcome, when solved.
    pub(super) const fn outcome(self) -> Option<Outcome> {
        match self {
            Mark::Win => Some(Outcome::Win),
            Mark::Loss => Some(Outcome::Loss),
            Mark::Draw => Some(Outcome::Draw),
            Mark::Unsolved | Mark::OnPath => None,
        }
    }

    const fn encode(self) -> u64 {
        self as u64
    }

    /// The mark whose code `entry`'s low bits hold.
    // A table, not a `match`: the match compiled to an indirect jump in the hot loop.
    #[inline]
    const fn decode(entry: u64) -> Self {
        const MARKS: [Mark; 8] = [
            Mark::Unsolved,
            Mark::OnPath,
            Mark::Win,
            Mark::Loss,
            Mark::Draw,
            Mark::Draw,
            Mark::Draw,
            Mark::Draw,
        ];
        MARKS[(entry & Mark::BITS) as usize]
    }
}

/// A position as the memo files it: its word, when the search's storage
/// [packs](crate::search::Hooks::pack) it, else the position itself.
pub(super) enum Key<'p, P> {
    Word(u64),
    Whole(&'p P),
}

impl<P> Clone for Key<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Key<'_, P> {}

impl<'p, P: Clone + core::hash::Hash> Key<'p, P> {
    /// How the memo files `position` of `game`, stored by `S`.
    pub(super) fn of<G: Game<Position = P>, S: Store<G>>(game: &G, position: &'p P) -> Self {
        S::pack(game, position)
            .and_then(Key::of_word)
            .unwrap_or(Key::Whole(position))
    }

    /// How the memo files the position whose word is `word`: by the word, when it is below
    /// 2^60; `None` when the position is to be filed whole.
    #[inline]
    pub(super) fn of_word(word: u64) -> Option<Self> {
        (word < 1 << (u64::BITS - Memo::<P>::KEY_SHIFT)).then_some(Key::Word(word))
    }

    pub(super) fn hash(self) -> u64 {
        match self {
            Key::Word(word) => word_hash(word),
            Key::Whole(position) => FxBuildHasher.hash_one(position),
        }
    }

    /// What the memo stores for it: the word, or a copy of the position.
    pub(super) fn stored(self) -> Stored<P> {
        match self {
            Key::Word(word) => Stored::Word(word),
            Key::Whole(position) => Stored::Whole(position.clone()),
        }
    }
}

/// The hash of a position filed by its word: the 128-bit product of the word and 2^64 over
/// the golden ratio, its halves xored (a folded multiply, as in wyhash and foldhash), so that
/// every bit of the word moves both the low bits that pick a bucket of the table and the top
/// bits of its tag. `FxHash` (one multiply, rotated) leaves a word's bits above 38 out of
/// both, and words of many heaps differ there.
#[inline]
fn word_hash(word: u64) -> u64 {
    let product = u128::from(word) * 0x9E37_79B9_7F4A_7C15;
    // Truncation meant: the halves of the product.
    #[allow(clippy::cast_possible_truncation)]
    let (low, high) = (product as u64, (product >> 64) as u64);
    low ^ high
}

/// A position to store in the memo, as [`Key`] files it.
pub(super) enum Stored<P> {
    Word(u64),
    Whole(P),
}

/// Every position seen, stored once and known by its index (its id) in `entries`: as a
/// word when the game packs it into 60 bits, else whole.
///
/// A packed position costs 8 bytes for its entry (its word and its mark), and a hash-table
/// slot of 4 bytes and a control byte, the table being between seven-sixteenths and
/// seven-eighths full: the entries grow by half at a time, so from 13.7 to 23.4 bytes. A
/// Grundy value or a remoteness adds 4 to 6 bytes.
#[derive(Clone)]
pub(super) struct Memo<P> {
    /// `entries[id]`: the position's key (its word, or its index in `wholes` when it is
    /// stored whole) shifted by [`Memo::KEY_SHIFT`], [`Memo::WHOLE`] when it is stored whole,
    /// and the code of its [`Mark`].
    entries: Vec<u64>,
    /// The positions that do not pack, in the order of their ids.
    wholes: Vec<P>,
    /// Finds a position's id from its key. Ids fit a `u32`: the budget's
    /// [`room`](Meter::room) stops a search before more.
    ids: HashTable<u32>,
    /// How many marks are `Solved`.
    pub(super) solved: usize,
    /// `value_columns[F::COLUMN][id]` encodes a [`ValueMark`] for the [`OptionValue`] `F` in 32 bits;
    /// shorter than `entries` until its numbers are asked for, the missing ones unknown.
    value_columns: [Vec<u32>; 2],
    /// The numbers too large for a value column's 32 bits, by column and id.
    large_values: hashbrown::HashMap<(usize, usize), u64, FxBuildHasher>,
    /// `part_values[index]`: the Grundy value of the solved position that the game numbers
    /// `index` ([`Hooks::dense_index`](crate::search::Hooks::dense_index)), or
    /// [`Memo::NO_PART_VALUE`]; read by index, where finding it in `ids` hashes its word.
    part_values: Vec<u32>,
}

/// What the memo knows of a position's number under a [`OptionValue`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ValueMark {
    Unknown,
    OnPath,
    Value(u64),
}

impl ValueMark {
    const UNKNOWN: u32 = u32::MAX;
    const ON_PATH: u32 = u32::MAX - 1;
    /// The code of a number at or above it, which is kept aside.
    const LARGE: u32 = u32::MAX - 2;
}

impl<P> Default for Memo<P> {
    fn default() -> Self {
        Memo {
            entries: Vec::new(),
            wholes: Vec::new(),
            ids: HashTable::new(),
            solved: 0,
            value_columns: [Vec::new(), Vec::new()],
            large_values: hashbrown::HashMap::default(),
            part_values: Vec::new(),
        }
    }
}

impl<P> Memo<P> {
    /// The flag of an entry stored whole.
    const WHOLE: u64 = 1 << 3;
    /// Where an entry's key starts.
    const KEY_SHIFT: u32 = 4;
    /// A [`Memo::part_values`] slot with no value.
    const NO_PART_VALUE: u32 = u32::MAX;
    /// The numbers [`Memo::part_values`] keeps values for are below it, so that the array
    /// stays small whatever numbers the game gives.
    const PART_VALUES: usize = 1 << 16;

    /// The hash of the key of `entry`, the positions stored whole being `wholes`.
    fn entry_hash(entry: u64, wholes: &[P]) -> u64
    where
        P: core::hash::Hash,
    {
        let key = entry >> Self::KEY_SHIFT;
        if entry & Self::WHOLE != 0 {
            FxBuildHasher.hash_one(&wholes[key as usize])
        } else {
            word_hash(key)
        }
    }
}

impl<P: Clone + core::hash::Hash + Eq + fmt::Debug> Memo<P> {
    /// How many positions are stored.
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    fn is_whole(&self, id: usize) -> bool {
        self.entries[id] & Self::WHOLE != 0
    }

    /// The key of the stored position `id`.
    fn key(&self, id: usize) -> Key<'_, P> {
        let key = self.entries[id] >> Self::KEY_SHIFT;
        if self.is_whole(id) {
            Key::Whole(&self.wholes[key as usize])
        } else {
            Key::Word(key)
        }
    }

    /// The id of the position filed under `key`, whose hash is `hash`, if it has been seen,
    /// and its mark, read from the entry the search compared.
    // Always inlined: left to the compiler, it can become a call at every move.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn find(&self, hash: u64, key: Key<'_, P>) -> Option<(usize, Mark)> {
        let found = match key {
            Key::Word(word) => {
                // The word in place, no flag: one comparison of the entry without its mark.
                let wanted = word << Self::KEY_SHIFT;
                self.ids.find(hash, |&id| {
                    self.entries[id as usize] & !Mark::BITS == wanted
                })
            }
            Key::Whole(position) => self.ids.find(hash, |&id| {
                let entry = self.entries[id as usize];
                entry & Self::WHOLE != 0
                    && self.wholes[(entry >> Self::KEY_SHIFT) as usize] == *position
            }),
        };
        found.map(|&id| (id as usize, self.mark(id as usize)))
    }

    /// Stores a position not seen before, whose key's hash is `hash`, with `mark` for its
    /// outcome, and returns its id.
    pub(super) fn add(&mut self, hash: u64, stored: Stored<P>, mark: Mark) -> usize {
        let id = self.entries.len();
        if id == self.entries.capacity() {
            // Half as much again, not twice: a full memo takes at most 24 bytes a position.
            self.entries.reserve_exact((id / 2).max(16));
        }
        let entry = match stored {
            Stored::Word(word) => word << Self::KEY_SHIFT,
            Stored::Whole(position) => {
                self.wholes.push(position);
                ((self.wholes.len() - 1) as u64) << Self::KEY_SHIFT | Self::WHOLE
            }
        };
        self.entries.push(entry | mark.encode());
        if self.ids.len() == self.ids.capacity() {
            self.grow_ids();
        }
        let (entries, wholes) = (&self.entries, &self.wholes);
        self.ids.insert_unique(hash, id as u32, |&known| {
            Self::entry_hash(entries[known as usize], wholes)
        });
        id
    }

    /// Makes room for twice as many ids: a new table, filled in the order of the ids.
    // Ours, not hashbrown's: its growth takes the ids in the order of its buckets, and reads
    // the entries at random to hash them.
    #[cold]
    #[inline(never)]
    fn grow_ids(&mut self) {
        let room = (self.ids.capacity() * 2).max(16);
        let mut ids = HashTable::with_capacity(room);
        let (entries, wholes) = (&self.entries, &self.wholes);
        let hash = |id: u32| Self::entry_hash(entries[id as usize], wholes);
        for (id, &entry) in (0..).zip(&entries[..self.ids.len()]) {
            ids.insert_unique(Self::entry_hash(entry, wholes), id, |&known| hash(known));
        }
        self.ids = ids;
    }

    /// The word of the stored position `id`, when it is stored as a word.
    #[inline]
    pub(super) fn word(&self, id: usize) -> Option<u64> {
        let entry = self.entries[id];
        (entry & Self::WHOLE == 0).then_some(entry >> Self::KEY_SHIFT)
    }

    /// What is known of the outcome of position `id`.
    pub(super) fn mark(&self, id: usize) -> Mark {
        Mark::decode(self.entries[id])
    }

    pub(super) fn set_mark(&mut self, id: usize, mark: Mark) {
        self.entries[id] = self.entries[id] & !Mark::BITS | mark.encode();
    }

    /// Records the outcome of position `id`, counting it if it was not known.
    pub(super) fn settle(&mut self, id: usize, outcome: Outcome) {
        if self.mark(id).outcome().is_none() {
            self.solved += 1;
        }
        self.set_mark(id, Mark::solved(outcome));
    }

    /// Writes the position `id` over `into`; `S` unpacks a word.
    pub(super) fn load<G: Game<Position = P>, S: Store<G>>(
        &self,
        game: &G,
        id: usize,
        into: &mut P,
    ) {
        match self.key(id) {
            Key::Whole(position) => into.clone_from(position),
            Key::Word(word) => S::unpack(game, word, into),
        }
    }

    /// The position `id`, shown for a message; `buffer` is any position, to unpack into.
    pub(super) fn describe<G: Game<Position = P>, S: Store<G>>(
        &self,
        game: &G,
        id: usize,
        buffer: &P,
    ) -> String {
        let mut position = buffer.clone();
        self.load::<G, S>(game, id, &mut position);
        format!("{position:?}")
    }

    /// After a walk that failed, forgets the positions it stored last (from id `start` on)
    /// that nothing is known of, so that a limit it hit does not stay spent on them.
    /// Positions it solved stay, and so does everything stored before them.
    pub(super) fn forget_unsolved_since(&mut self, start: usize) {
        while self.entries.len() > start {
            let id = self.entries.len() - 1;
            let known = self.mark(id).outcome().is_some()
                || (0..self.value_columns.len())
                    .any(|column| self.value_mark(column, id) != ValueMark::Unknown);
            if known {
                break;
            }
            let hash = Self::entry_hash(self.entries[id], &self.wholes);
            if let Ok(entry) = self.ids.find_entry(hash, |&stored| stored as usize == id) {
                entry.remove();
            }
            if self.is_whole(id) {
                self.wholes.pop();
            }
            self.entries.pop();
            for column in &mut self.value_columns {
                column.truncate(id);
            }
        }
        let kept = self.entries.len();
        if !self.large_values.is_empty() {
            self.large_values.retain(|&(_, id), _| id < kept);
        }
    }

    /// The Grundy value of the solved position numbered `index`
    /// ([`Hooks::dense_index`](crate::search::Hooks::dense_index)), when it is kept.
    #[inline]
    pub(super) fn part_value(&self, index: usize) -> Option<u64> {
        match self.part_values.get(index) {
            Some(&value) if value != Self::NO_PART_VALUE => Some(u64::from(value)),
            _ => None,
        }
    }

    /// Keeps `value`, the Grundy value of the solved position numbered `index`, when both
    /// are small enough.
    pub(super) fn set_part_value(&mut self, index: usize, value: u64) {
        let Ok(value) = u32::try_from(value) else {
            return;
        };
        if index >= Self::PART_VALUES || value == Self::NO_PART_VALUE {
            return;
        }
        if self.part_values.len() <= index {
            let room = (index + 1)
                .max(2 * self.part_values.len())
                .min(Self::PART_VALUES);
            self.part_values.resize(room, Self::NO_PART_VALUE);
        }
        self.part_values[index] = value;
    }

    pub(super) fn value_mark(&self, column: usize, id: usize) -> ValueMark {
        match self.value_columns[column].get(id).copied() {
            None | Some(ValueMark::UNKNOWN) => ValueMark::Unknown,
            Some(ValueMark::ON_PATH) => ValueMark::OnPath,
            Some(ValueMark::LARGE) => self
                .large_values
                .get(&(column, id))
                .map_or(ValueMark::Unknown, |&value| ValueMark::Value(value)),
            Some(value) => ValueMark::Value(u64::from(value)),
        }
    }

    pub(super) fn set_value_mark(&mut self, column: usize, id: usize, mark: ValueMark) {
        let folded = &mut self.value_columns[column];
        if folded.len() <= id {
            // The column grows with the entries, as much as they have room for.
            folded.reserve_exact(self.entries.capacity() - folded.len());
            folded.resize(self.entries.len(), ValueMark::UNKNOWN);
        }
        if folded[id] == ValueMark::LARGE {
            self.large_values.remove(&(column, id));
        }
        folded[id] = match mark {
            ValueMark::Unknown => ValueMark::UNKNOWN,
            ValueMark::OnPath => ValueMark::ON_PATH,
            ValueMark::Value(value) => match u32::try_from(value) {
                Ok(small) if small < ValueMark::LARGE => small,
                _ => {
                    self.large_values.insert((column, id), value);
                    ValueMark::LARGE
                }
            },
        };
    }
}
