//! What the search has proved a position's Grundy value is *not*: the answers "not in
//! these values" of the nimber proof ([`nimber`](super::nimber)), which the transposition
//! table does not keep.
//!
//! Most positions the proof enters are asked whether their value is one value, and most
//! answer "no" after a few options (an enhanced transposition cut-off). The same question
//! comes back often (a third of them on Cram's boards, by transposition), and answering it
//! again costs the listing of those options again. Keeping every such answer in the table
//! would multiply its entries several times over; a small cache, direct-mapped and
//! overwritten at will, keeps those of the part of the tree being searched, within the
//! processor's second-level cache, where a look-up costs less than the listing it saves.
//! An answer overwritten is found again when it is asked again, never guessed.

/// A direct-mapped cache of the values each packed position is known not to have.
#[derive(Debug, Clone, Default)]
pub(super) struct Refutations {
    /// `[word, values]`: the position of that word has none of `values` (a bit a value
    /// below 64) as its Grundy value; `values == 0` marks a free slot.
    slots: Vec<[u64; 2]>,
}

/// The most slots: 256 KiB, which a second-level cache holds.
const SLOTS: usize = 1 << 14;

/// The fewest slots worth a cache.
const FEWEST: usize = 1 << 6;

impl Refutations {
    /// The values the position of `word` (of hash `hash`) is known not to have, as bits.
    /// `O(1)`.
    #[inline]
    pub(super) fn excluded(&self, word: u64, hash: u64) -> u64 {
        match self.slots.get(self.slot(hash)) {
            Some(&[held, values]) if held == word => values,
            _ => 0,
        }
    }

    /// Keeps that the position of `word` (of hash `hash`) has none of `values`: with what
    /// its slot knows of it already, or in place of another position's. The first time,
    /// takes its slots, as many as fit an eighth of `room` bytes (none when fewer than 64
    /// fit or the memory cannot be had). `O(1)`, but the first time.
    #[inline]
    pub(super) fn add(&mut self, word: u64, hash: u64, values: u64, room: usize) {
        if values == 0 {
            return;
        }
        if self.slots.is_empty() && !self.take_slots(room) {
            return;
        }
        let at = self.slot(hash);
        let slot = &mut self.slots[at];
        if slot[0] == word && slot[1] != 0 {
            slot[1] |= values;
        } else {
            *slot = [word, values];
        }
    }

    /// The bytes its slots take.
    pub(super) fn bytes(&self) -> usize {
        self.slots.capacity() * size_of::<[u64; 2]>()
    }

    /// The slot of a position of hash `hash`: bits of the hash the table's buckets use
    /// little (`slots` is a power of two, or empty).
    #[inline]
    fn slot(&self, hash: u64) -> usize {
        (hash >> 16) as usize & self.slots.len().wrapping_sub(1)
    }

    /// Takes the slots (see [`add`](Self::add)): whether it has them.
    #[cold]
    fn take_slots(&mut self, room: usize) -> bool {
        let mut slots = SLOTS;
        while slots >= FEWEST && slots * size_of::<[u64; 2]>() > room / 8 {
            slots /= 2;
        }
        if slots < FEWEST || self.slots.try_reserve_exact(slots).is_err() {
            return false;
        }
        self.slots.resize(slots, [0, 0]);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_keeps_one_position_and_gathers_its_values() {
        let mut refuted = Refutations::default();
        assert_eq!(refuted.excluded(7, 0), 0);
        refuted.add(7, 0, 0b001, 1 << 30);
        refuted.add(7, 0, 0b100, 1 << 30);
        assert_eq!(refuted.excluded(7, 0), 0b101);
        // Another position of the same slot takes it over; one of another slot does not.
        refuted.add(9, 0, 0b010, 1 << 30);
        assert_eq!((refuted.excluded(7, 0), refuted.excluded(9, 0)), (0, 0b010));
        refuted.add(11, 1 << 16, 0b1, 1 << 30);
        assert_eq!(
            (refuted.excluded(9, 0), refuted.excluded(11, 1 << 16)),
            (0b010, 0b1)
        );
        assert_eq!(refuted.bytes(), SLOTS * 16);
    }

    #[test]
    fn its_slots_fit_an_eighth_of_the_room() {
        let mut small = Refutations::default();
        small.add(1, 0, 1, 64 << 10);
        assert_eq!(small.bytes(), 8 << 10);
        assert_eq!(small.excluded(1, 0), 1);
        let mut none = Refutations::default();
        none.add(1, 0, 1, 1 << 10);
        assert_eq!((none.bytes(), none.excluded(1, 0)), (0, 0));
    }
}
