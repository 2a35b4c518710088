//! The transposition table: what the search knows of the positions it has solved, in a table
//! that grows up to a byte budget and then replaces its least valuable entries.
//!
//! The table is a set of buckets of eight slots, a position's bucket chosen by its hash. A
//! slot holds the position (its word, or the position itself) and what is known of it: its
//! outcome or its Grundy value, and the work its proof took. What a value is not (a pruned
//! question's answer) is not kept: as in Beling and Rogalski's solvers, the table holds the
//! positions solved, and so a fraction of the positions met (on Cram, about a tenth). While a bucket has an empty slot a new position takes it; when none is left, the
//! table doubles as long as the budget allows, and past the budget the new position replaces
//! the slot whose proof took the least work (the replacement policy of chess programs' tables
//! that keep the costliest results, D. M. Breuker, J. W. H. M. Uiterwijk and H. J. van den
//! Herik, "Replacement schemes for transposition tables", *ICCA Journal* 17 (1994)). What
//! is lost is only ever computed again, never guessed: an entry is found by comparing the
//! whole position, not a hash of it. The arrays of a large table of words are mapped apart,
//! so that the system backs them by huge pages ([`Zeroed`]).

use core::mem::size_of;

use super::node::Node;
use super::zeroed::Zeroed;
use crate::{Error, Outcome};

const FIRST_BUCKETS: usize = 16;

/// What the table knows of a position's Grundy value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Grundy {
    /// Nothing.
    #[default]
    Unknown,
    /// The value.
    Exact(u64),
}

/// What the table knows of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Info {
    pub(super) outcome: Option<Outcome>,
    pub(super) grundy: Grundy,
}

impl Info {
    /// What a Grundy value tells: the value, and the outcome it decides.
    pub(super) fn value(value: u64) -> Self {
        Info {
            outcome: Some(if value == 0 {
                Outcome::Loss
            } else {
                Outcome::Win
            }),
            grundy: Grundy::Exact(value),
        }
    }

    /// What an outcome tells.
    pub(super) fn outcome(outcome: Outcome) -> Self {
        Info {
            outcome: Some(outcome),
            grundy: Grundy::Unknown,
        }
    }

    /// The Grundy value, when known: from the value itself, or from a `Loss` (value 0).
    pub(super) fn exact(self) -> Option<u64> {
        match (self.grundy, self.outcome) {
            (Grundy::Exact(value), _) => Some(value),
            (_, Some(Outcome::Loss)) => Some(0),
            _ => None,
        }
    }

    /// Both pieces of knowledge together.
    fn merged(self, other: Info) -> Info {
        let grundy = match (self.grundy, other.grundy) {
            (Grundy::Exact(value), _) | (_, Grundy::Exact(value)) => Grundy::Exact(value),
            (Grundy::Unknown, Grundy::Unknown) => Grundy::Unknown,
        };
        Info {
            outcome: other.outcome.or(self.outcome),
            grundy,
        }
    }

    /// Whether it decides an outcome or a value: a solved position, as the search counts
    /// them.
    fn solves(self) -> bool {
        self.outcome.is_some() || matches!(self.grundy, Grundy::Exact(_))
    }

    /// The 64 bits of a slot's data: occupied (bit 0), the outcome (bits 1–2), the kind of
    /// Grundy knowledge (bits 3–4), the work (bits 5–10), the value
    /// (bits 32–63). A value of 2^32 or more is not kept (its outcome is).
    fn encode(self, work: u8) -> u64 {
        let outcome = match self.outcome {
            None => 0,
            Some(Outcome::Win) => 1,
            Some(Outcome::Loss) => 2,
            Some(Outcome::Draw) => 3,
        };
        let (kind, payload) = match self.grundy {
            Grundy::Exact(value) => match u32::try_from(value) {
                Ok(value) => (1, value),
                Err(_) => (0, 0),
            },
            Grundy::Unknown => (0, 0),
        };
        1 | outcome << 1 | kind << 3 | u64::from(work & 63) << 5 | u64::from(payload) << 32
    }

    fn decode(data: u64) -> Info {
        let outcome = match (data >> 1) & 3 {
            1 => Some(Outcome::Win),
            2 => Some(Outcome::Loss),
            3 => Some(Outcome::Draw),
            _ => None,
        };
        let payload = (data >> 32) as u32;
        let grundy = match (data >> 3) & 3 {
            1 => Grundy::Exact(u64::from(payload)),
            _ => Grundy::Unknown,
        };
        Info { outcome, grundy }
    }
}

/// The work recorded in a slot's data.
fn work_of(data: u64) -> u8 {
    ((data >> 5) & 63) as u8
}

/// A slot of a table: a position and its data, 0 for an empty slot.
trait Slot: Sized {
    /// The position as the slot holds it.
    type Key: ?Sized;
    fn empty() -> Self;
    fn new(key: &Self::Key, data: u64) -> Self;
    fn data(&self) -> u64;
    fn data_mut(&mut self) -> &mut u64;
    /// Whether the slot is occupied by `key`.
    fn holds(&self, key: &Self::Key) -> bool;
    /// The hash of the slot's position.
    fn hash(&self) -> u64;
}

/// A slot of the table of words: the word, then its data; in memory the system may back by
/// huge pages (see [`Zeroed`]).
type WordSlot = [u64; 2];

/// An array of slots of one kind.
trait Slots: core::ops::DerefMut<Target = [Self::Slot]> + Sized {
    type Slot: Slot;
    /// `len` empty slots, or `None` when the memory cannot be had.
    fn empty_slots(len: usize) -> Option<Self>;
}

impl Slots for Zeroed<WordSlot> {
    type Slot = WordSlot;

    fn empty_slots(len: usize) -> Option<Self> {
        Zeroed::new(len)
    }
}

impl<P: Clone + Eq + core::hash::Hash> Slots for Vec<WholeSlot<P>> {
    type Slot = WholeSlot<P>;

    fn empty_slots(len: usize) -> Option<Self> {
        let mut slots = Vec::new();
        slots.try_reserve_exact(len).ok()?;
        slots.resize_with(len, WholeSlot::empty);
        Some(slots)
    }
}

impl Slot for WordSlot {
    type Key = u64;

    fn empty() -> Self {
        [0, 0]
    }

    fn new(&word: &u64, data: u64) -> Self {
        [word, data]
    }

    #[inline]
    fn data(&self) -> u64 {
        self[1]
    }

    fn data_mut(&mut self) -> &mut u64 {
        &mut self[1]
    }

    #[inline]
    fn holds(&self, &word: &u64) -> bool {
        self[0] == word && self[1] != 0
    }

    fn hash(&self) -> u64 {
        super::node::word_hash(self[0])
    }
}

/// A slot of the table of whole positions.
#[derive(Debug, Clone)]
struct WholeSlot<P> {
    position: Option<P>,
    data: u64,
}

impl<P: Clone + Eq + core::hash::Hash> Slot for WholeSlot<P> {
    type Key = P;

    fn empty() -> Self {
        WholeSlot {
            position: None,
            data: 0,
        }
    }

    fn new(position: &P, data: u64) -> Self {
        WholeSlot {
            position: Some(position.clone()),
            data,
        }
    }

    fn data(&self) -> u64 {
        self.data
    }

    fn data_mut(&mut self) -> &mut u64 {
        &mut self.data
    }

    fn holds(&self, position: &P) -> bool {
        self.data != 0 && self.position.as_ref() == Some(position)
    }

    fn hash(&self) -> u64 {
        self.position.as_ref().map_or(0, Node::<P>::hash_whole)
    }
}

/// Slots in a bucket: eight words and their data, two adjacent cache lines.
const WAYS: usize = 8;
/// The most residents moved to make room for one position.
const KICKS: usize = 32;

/// A table of slots: buckets of [`WAYS`] slots, a power of two of them, and two buckets a
/// position may take (chosen by two halves of its hash: "the power of two choices", with
/// cuckoo moves, fills such a table to some 90 % before it must grow). A position goes to
/// its first bucket while that has room, so a look-up of a position not stored reads one
/// bucket but when the first is full.
///
/// Beside each bucket, a word of *tags*, a byte a slot: 0 for an empty slot, else 8 bits of
/// its position's hash (never 0), as in the control bytes of Swiss tables (hashbrown). A
/// look-up reads the tags first, from an array an eighth of the slots' size that the
/// processor's caches keep, and reads a slot only where its tag matches: a position not
/// stored costs no read of the slots at all, most of the time.
#[derive(Debug, Clone, Default)]
struct Buckets<A> {
    slots: A,
    tags: Zeroed<u64>,
}

/// A byte in each of a word's eight.
const BYTES_LOW: u64 = 0x0101_0101_0101_0101;
/// The high bit of each of a word's eight bytes.
const BYTES_HIGH: u64 = 0x8080_8080_8080_8080;

/// The tag of a position of hash `hash`: bits the bucket's choice does not use, never 0.
#[inline]
fn tag_of(hash: u64) -> u8 {
    (hash >> 24) as u8 | 1
}

/// The high bits of the bytes of `tags` that may equal `tag` (every one that does, and
/// rarely one just above it: each is checked against its slot).
#[inline]
fn matching(tags: u64, tag: u8) -> u64 {
    let differ = tags ^ (BYTES_LOW * u64::from(tag));
    differ.wrapping_sub(BYTES_LOW) & !differ & BYTES_HIGH
}

/// Whether no byte of `tags` is 0: a full bucket.
#[inline]
fn full(tags: u64) -> bool {
    matching(tags, 0) == 0
}

/// What a [`Slots::put`] did to the counts of a table.
#[derive(Debug, Default)]
struct Change {
    stored: isize,
    solved: isize,
}

impl<A: Slots> Buckets<A> {
    /// The two buckets of `hash` (their first slots); `None` for an empty table.
    #[inline]
    fn buckets(&self, hash: u64) -> Option<[usize; 2]> {
        let buckets = self.slots.len() / WAYS;
        if buckets == 0 {
            return None;
        }
        let mask = buckets - 1;
        let first = (hash >> 32) as usize & mask;
        let second = (hash as usize).rotate_left(7) & mask;
        Some([first * WAYS, second * WAYS])
    }

    #[inline]
    fn get(&self, key: &<A::Slot as Slot>::Key, hash: u64) -> Option<u64> {
        let [first, second] = self.buckets(hash)?;
        let tag = tag_of(hash);
        if let Some(at) = self.find_in(first, key, tag) {
            return Some(self.slots[at].data());
        }
        if !full(self.tags[first / WAYS]) {
            // A position is in its second bucket only when its first is full.
            return None;
        }
        self.find_in(second, key, tag)
            .map(|at| self.slots[at].data())
    }

    /// The slot of the bucket at `bucket` that holds `key`, whose tag is `tag`.
    #[inline]
    fn find_in(&self, bucket: usize, key: &<A::Slot as Slot>::Key, tag: u8) -> Option<usize> {
        let mut candidates = matching(self.tags[bucket / WAYS], tag);
        while candidates != 0 {
            let at = bucket + candidates.trailing_zeros() as usize / 8;
            if self.slots[at].holds(key) {
                return Some(at);
            }
            candidates &= candidates - 1;
        }
        None
    }

    /// The first empty slot of the bucket at `bucket`.
    #[inline]
    fn free_in(&self, bucket: usize) -> Option<usize> {
        let empty = matching(self.tags[bucket / WAYS], 0);
        (empty != 0).then(|| bucket + empty.trailing_zeros() as usize / 8)
    }

    /// Writes `slot`, of tag `tag` (0 for an empty one), at `at`.
    #[inline]
    fn write(&mut self, at: usize, slot: A::Slot, tag: u8) -> A::Slot {
        let shift = (at % WAYS) * 8;
        let tags = &mut self.tags[at / WAYS];
        *tags = *tags & !(0xFF << shift) | u64::from(tag) << shift;
        core::mem::replace(&mut self.slots[at], slot)
    }

    /// The tag of the slot at `at`.
    #[inline]
    fn tag_at(&self, at: usize) -> u8 {
        (self.tags[at / WAYS] >> ((at % WAYS) * 8)) as u8
    }

    /// Swaps the slots at `a` and `b`, with their tags.
    fn swap(&mut self, a: usize, b: usize) {
        let (tag_a, tag_b) = (self.tag_at(a), self.tag_at(b));
        let slot_b = self.write(b, A::Slot::empty(), tag_a);
        let slot_a = self.write(a, slot_b, tag_b);
        self.write(b, slot_a, tag_a);
    }

    /// Records `info` about `key`, as [`Table::put`].
    fn put(
        &mut self,
        key: &<A::Slot as Slot>::Key,
        hash: u64,
        info: Info,
        work: u8,
        room: usize,
    ) -> Change {
        let mut change = Change::default();
        let tag = tag_of(hash);
        loop {
            if let Some([first, second]) = self.buckets(hash) {
                let held = self
                    .find_in(first, key, tag)
                    .or_else(|| self.find_in(second, key, tag));
                if let Some(at) = held {
                    let data = self.slots[at].data();
                    let old = Info::decode(data);
                    let merged = old.merged(info);
                    change.solved += isize::from(merged.solves() && !old.solves());
                    *self.slots[at].data_mut() = merged.encode(work.max(work_of(data)));
                    return change;
                }
                // The first bucket while it has room: see `get`.
                let free = self.free_in(first).or_else(|| self.free_in(second));
                if let Some(at) = free {
                    self.write(at, A::Slot::new(key, info.encode(work)), tag);
                    change.stored += 1;
                    change.solved += isize::from(info.solves());
                    return change;
                }
                // Both buckets full: make room by moving residents to their other buckets
                // (cuckoo hashing, R. Pagh and F. F. Rodler, *J. Algorithms* 51 (2004)).
                if let Some(at) = self.make_room(first) {
                    self.write(at, A::Slot::new(key, info.encode(work)), tag);
                    change.stored += 1;
                    change.solved += isize::from(info.solves());
                    return change;
                }
            }
            match self.grow(room) {
                Some(lost) => {
                    change.stored += lost.stored;
                    change.solved += lost.solved;
                }
                None => break,
            }
        }
        // Full, and no room to grow: the least valuable slot makes way, unless it is worth
        // more than the newcomer.
        let Some([first, second]) = self.buckets(hash) else {
            return change;
        };
        let victim = (first..first + WAYS)
            .chain(second..second + WAYS)
            .min_by_key(|&at| work_of(self.slots[at].data()))
            .unwrap_or(first);
        let data = self.slots[victim].data();
        if work_of(data) > work {
            return change;
        }
        change.solved -= isize::from(Info::decode(data).solves());
        change.solved += isize::from(info.solves());
        self.write(victim, A::Slot::new(key, info.encode(work)), tag);
        change
    }

    /// Frees a slot of the bucket at `bucket` by moving one resident to its other bucket,
    /// that one's resident to its other, and so on, up to [`KICKS`] moves: the slot freed,
    /// or `None` (nothing moved) when the chain is too long.
    fn make_room(&mut self, bucket: usize) -> Option<usize> {
        let mut path = [(0usize, 0usize); KICKS];
        let mut at = bucket;
        for kick in 0..KICKS {
            // The resident to move, in turn over the bucket's slots.
            let from = at + kick % WAYS;
            if path[..kick].iter().any(|&(moved, _)| moved == from) {
                // The chain came round to a slot it moves already.
                return None;
            }
            let [first, second] = self.buckets(self.slots[from].hash())?;
            let other = if first == at { second } else { first };
            path[kick] = (from, other);
            if let Some(free) = self.free_in(other) {
                // Move the chain back from the free slot to the start.
                let mut hole = free;
                for &(from, _) in path[..=kick].iter().rev() {
                    self.swap(from, hole);
                    hole = from;
                }
                return Some(hole);
            }
            at = other;
        }
        None
    }

    /// Doubles the table, if it then fits `room` bytes and the memory can be had: what
    /// doubling lost (a position whose two buckets overflow keeps the costlier entries), or
    /// `None` when it could not grow.
    #[cold]
    fn grow(&mut self, room: usize) -> Option<Change> {
        let slots = (self.slots.len() * 2).max(FIRST_BUCKETS * WAYS);
        let added = (slots - self.slots.len()) * (size_of::<A::Slot>() + 1);
        if self.bytes() + added > room {
            return None;
        }
        let grown = A::empty_slots(slots)?;
        let tags = Zeroed::new(slots / WAYS)?;
        let mut old = core::mem::replace(&mut self.slots, grown);
        self.tags = tags;
        let mut lost = Change::default();
        for slot in old.iter_mut().filter(|slot| slot.data() != 0) {
            let slot = core::mem::replace(slot, A::Slot::empty());
            let hash = slot.hash();
            let Some([first, second]) = self.buckets(hash) else {
                continue;
            };
            let free = self
                .free_in(first)
                .or_else(|| self.free_in(second))
                .or_else(|| self.make_room(first));
            let dropped = if let Some(at) = free {
                self.write(at, slot, tag_of(hash))
            } else {
                // Rare even then: the costlier of the newcomer and the cheapest resident
                // stays.
                let at = (first..first + WAYS)
                    .chain(second..second + WAYS)
                    .min_by_key(|&at| work_of(self.slots[at].data()))
                    .unwrap_or(first);
                if work_of(self.slots[at].data()) < work_of(slot.data()) {
                    self.write(at, slot, tag_of(hash))
                } else {
                    slot
                }
            };
            if dropped.data() != 0 {
                lost.stored -= 1;
                lost.solved -= isize::from(Info::decode(dropped.data()).solves());
            }
        }
        Some(lost)
    }

    fn bytes(&self) -> usize {
        self.slots.len() * size_of::<A::Slot>() + self.tags.len() * size_of::<u64>()
    }
}

/// The transposition table of a search of positions `P`: one table for the positions that
/// pack into words, one for those kept whole.
#[derive(Debug, Clone)]
pub(super) struct Table<P> {
    words: Buckets<Zeroed<WordSlot>>,
    wholes: Buckets<Vec<WholeSlot<P>>>,
    /// Occupied slots.
    stored: usize,
    /// Occupied slots whose position is solved (an outcome or a value).
    solved: usize,
}

impl<P> Default for Table<P> {
    fn default() -> Self {
        Table {
            words: Buckets::default(),
            wholes: Buckets::default(),
            stored: 0,
            solved: 0,
        }
    }
}

impl<P: Clone + Eq + core::hash::Hash> Table<P> {
    /// How many positions are stored.
    pub(super) fn stored(&self) -> usize {
        self.stored
    }

    /// How many stored positions are solved.
    pub(super) fn solved(&self) -> usize {
        self.solved
    }

    /// The bytes the table holds: its slots (a position kept whole counts its `size_of`, not
    /// what it owns on the heap).
    pub(super) fn bytes(&self) -> usize {
        self.words.bytes() + self.wholes.bytes()
    }

    /// What is known of `node`, whose hash is `hash`.
    #[inline]
    pub(super) fn get(&self, node: &Node<P>, hash: u64) -> Option<Info> {
        match node {
            Node::Word(word) => self.words.get(word, hash),
            Node::Whole(position) => self.wholes.get(position, hash),
        }
        .map(Info::decode)
    }

    /// Records `info` about `node` (hash `hash`), found with the work `cost` (its
    /// logarithm), merged with what was known. The table grows while it stays within `room` bytes and the
    /// memory can be had; past that, the least valuable entry of the two buckets makes way.
    pub(super) fn put(&mut self, node: &Node<P>, hash: u64, info: Info, cost: u8, room: usize) {
        let change = match node {
            Node::Word(word) => {
                let left = room.saturating_sub(self.wholes.bytes());
                self.words.put(word, hash, info, cost, left)
            }
            Node::Whole(position) => {
                let left = room.saturating_sub(self.words.bytes());
                self.wholes.put(position, hash, info, cost, left)
            }
        };
        self.stored = self.stored.saturating_add_signed(change.stored);
        self.solved = self.solved.saturating_add_signed(change.solved);
    }
}

/// The error when the memory for the search's own bookkeeping cannot be had.
pub(super) fn out_of_memory(what: &str, bytes: usize) -> Error {
    Error::out_of_memory(format!("{what} ({bytes} bytes)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_comes_back_from_its_encoding() {
        let cases = [
            Info::value(0),
            Info::value(7),
            Info::value(u64::from(u32::MAX)),
            Info::outcome(Outcome::Draw),
            Info::outcome(Outcome::Win),
        ];
        for info in cases {
            assert_eq!(Info::decode(info.encode(13)), info, "{info:?}");
            assert_eq!(work_of(info.encode(13)), 13);
        }
        // A value too large for 32 bits keeps its outcome only.
        let large = Info::decode(Info::value(1 << 40).encode(0));
        assert_eq!(large, Info::outcome(Outcome::Win));
    }

    #[test]
    fn a_table_fills_most_of_its_slots_before_it_grows() {
        let mut table: Table<Vec<u64>> = Table::default();
        for n in 0..1600u64 {
            let node = Node::Word(n.wrapping_mul(0x1234_5678_9abc_def1));
            table.put(&node, node.hash(), Info::value(n % 5), 1, usize::MAX);
        }
        // 1,600 positions in 2,048 slots (16 bytes and a tag each): 78 % full.
        assert_eq!(table.bytes(), 2048 * 17);
        for n in 0..1600u64 {
            let node = Node::Word(n.wrapping_mul(0x1234_5678_9abc_def1));
            assert_eq!(
                table.get(&node, node.hash()).and_then(Info::exact),
                Some(n % 5)
            );
        }
    }

    #[test]
    fn tags_match_every_equal_byte_and_a_full_bucket_has_none_empty() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Bytes from a few values, so that equal bytes and zeros are common.
            let tags = (0..8).fold(0u64, |tags, at| {
                tags | (((state >> (at * 3)) & 3) * 0x7F) << (at * 8)
            });
            for tag in [0u8, 0x7F, 0xFE, 0x7D] {
                let found = matching(tags, tag);
                for at in 0..8 {
                    let byte = (tags >> (at * 8)) as u8;
                    if byte == tag {
                        assert_ne!(found >> (at * 8 + 7) & 1, 0, "{tags:#x} {tag:#x}");
                    }
                }
                // Every byte flagged but the lowest is checked against its slot; the
                // lowest is a true match.
                if found != 0 {
                    let lowest = found.trailing_zeros() / 8;
                    assert_eq!((tags >> (lowest * 8)) as u8, tag, "{tags:#x} {tag:#x}");
                }
            }
            let any_empty = (0..8).any(|at| (tags >> (at * 8)) as u8 == 0);
            assert_eq!(full(tags), !any_empty, "{tags:#x}");
        }
        assert_ne!(tag_of(0), 0);
        assert_ne!(tag_of(u64::MAX), 0);
    }

    #[test]
    fn knowledge_merges() {
        let merged = Info::outcome(Outcome::Win).merged(Info::value(3));
        assert_eq!(merged.exact(), Some(3));
        assert_eq!(Info::outcome(Outcome::Loss).exact(), Some(0));
    }

    #[test]
    fn every_word_is_kept_apart_and_the_table_keeps_its_budget() {
        let mut table: Table<Vec<u64>> = Table::default();
        // Words that differ only in their top bits, which a shifted key would lose.
        let words: Vec<u64> = (0..1000u64)
            .map(|n| n << 60 | n)
            .chain([u64::MAX])
            .collect();
        for (value, &word) in (0..).zip(&words) {
            let node = Node::Word(word);
            table.put(&node, node.hash(), Info::value(value), 1, usize::MAX);
        }
        for (value, &word) in (0..).zip(&words) {
            let node = Node::Word(word);
            assert_eq!(
                table.get(&node, node.hash()).and_then(Info::exact),
                Some(value)
            );
        }
        assert_eq!(table.stored(), words.len());
        // A budget of 4 KiB holds at most 256 slots: the rest replace older entries.
        let mut small: Table<Vec<u64>> = Table::default();
        for (value, &word) in (0..).zip(&words) {
            let node = Node::Word(word);
            small.put(&node, node.hash(), Info::value(value), 1, 4096);
        }
        assert!(small.bytes() <= 4096);
        assert!(small.stored() <= 256);
        // What is kept is right.
        for (value, &word) in (0..).zip(&words) {
            let node = Node::Word(word);
            if let Some(info) = small.get(&node, node.hash()) {
                assert_eq!(info.exact(), Some(value));
            }
        }
    }
}
