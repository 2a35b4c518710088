//! The engine's state as bytes, for a census's checkpoint, read back with every check the
//! engine relies on; and what the state tells of the sparse-space method.

use super::{Class, Engine, MOST_VALUE_BITS, parity};
use crate::Error;
use crate::take_and_break::code::TakeAndBreak;

/// Where the bytes of a state come from: a checkpoint being read.
pub(crate) trait Reader {
    /// The next `N` bytes.
    fn take<const N: usize>(&mut self) -> Result<[u8; N], Error>;

    /// The next little-endian `u64`.
    fn u64(&mut self) -> Result<u64, Error> {
        self.take::<8>().map(u64::from_le_bytes)
    }

    /// The next byte.
    fn u8(&mut self) -> Result<u8, Error> {
        self.take::<1>().map(|[byte]| byte)
    }

    /// A count of things that must fit in memory, read as a `u64`.
    fn count(&mut self) -> Result<usize, Error> {
        usize::try_from(self.u64()?).map_err(|_| corrupt("a count beyond what memory can address"))
    }
}

fn corrupt(reason: impl Into<String>) -> Error {
    Error::CorruptFile {
        reason: reason.into(),
    }
}

/// Reads `count` things with `each`, growing the vector as they come, so that a corrupt
/// count meets the end of the file before it can claim memory.
fn read_list<T, R: Reader>(
    input: &mut R,
    count: usize,
    mut each: impl FnMut(&mut R) -> Result<T, Error>,
) -> Result<Vec<T>, Error> {
    let mut list = Vec::new();
    while list.len() < count {
        let more = (count - list.len()).min(1 << 12);
        list.try_reserve(more).map_err(|_| {
            Error::out_of_memory(format!("room for a list of {count} read from a checkpoint"))
        })?;
        for _ in 0..more {
            list.push(each(input)?);
        }
    }
    Ok(list)
}

impl Engine {
    /// The mask of each class that splits (`None` for one without moves that leave two
    /// heaps, or once the sparse-space method is off): value `v` of heap `n` is rare when
    /// `(v << 1) | (n & 1)` has even parity under the mask.
    pub(crate) fn masks(&self) -> [Option<u64>; 2] {
        let mask =
            |class: &Class| (self.sparse && !class.takes.is_empty()).then_some(class.mask as u64);
        [mask(&self.classes[0]), mask(&self.classes[1])]
    }

    /// Every heap rare in some class, ascending, with its value.
    pub(crate) fn rare_list(&self) -> Vec<(u64, u64)> {
        let [even, odd] = &self.classes;
        let mut merged: Vec<(u64, u64)> = Vec::with_capacity(even.rare.len() + odd.rare.len());
        let (mut i, mut j) = (0, 0);
        while i < even.rare.len() || j < odd.rare.len() {
            let next = match (even.rare.get(i), odd.rare.get(j)) {
                (Some(&a), Some(&b)) if a.0 == b.0 => {
                    i += 1;
                    j += 1;
                    a
                }
                (Some(&a), Some(&b)) if a.0 < b.0 => {
                    i += 1;
                    a
                }
                (Some(&a), None) => {
                    i += 1;
                    a
                }
                (_, Some(&b)) => {
                    j += 1;
                    b
                }
                (None, None) => break,
            };
            merged.push((next.0 as u64, next.1));
        }
        merged
    }

    /// Lets the classes list at most `limit` rare heaps together: past it, recording a
    /// heap halts with [`Halt::RareLimit`](super::Halt::RareLimit).
    pub(crate) fn limit_rare(&mut self, limit: usize) {
        self.rare_limit = limit;
    }

    /// How many rare heaps the classes list together.
    pub(crate) fn rare_listed(&self) -> usize {
        self.classes.iter().map(|class| class.rare.len()).sum()
    }

    /// The values are below `2^bits`.
    pub(crate) fn bits(&self) -> u32 {
        self.bits
    }

    /// The rare heaps of each class, as the census checks them against the values held.
    pub(crate) fn rare_of_classes(&self) -> impl Iterator<Item = &(usize, u64)> {
        self.classes.iter().flat_map(|class| &class.rare)
    }

    /// Keeps only the rare heaps below `heap`: the state's lists as they were when `heap`
    /// was next, for a census that computes the last heaps again to check them (its masks
    /// are frozen, so they were the same).
    pub(crate) fn forget_rare_from(&mut self, heap: usize) {
        for class in &mut self.classes {
            class
                .rare
                .truncate(class.rare.partition_point(|&(small, _)| small < heap));
        }
    }

    /// Whether the masks are frozen and the sparse-space method on: the state a census
    /// can go back from, by [`forget_rare_from`](Self::forget_rare_from).
    pub(crate) fn can_go_back(&self) -> bool {
        self.frozen && self.sparse && self.tail.is_none()
    }

    /// The most bytes the engine holds but its rare heaps, once its values need one more
    /// bit: the counts for the masks and the sets of the next bit.
    pub(crate) fn most_bytes_but_rare(&self) -> usize {
        let set = (2usize << self.bits) + 1;
        let sets = if self.tail.is_some() { 4 } else { 1 };
        16 * self.histogram.capacity().max(4 << self.bits) + sets * set + 1024
    }

    /// Writes the state, as [`read_state`](Self::read_state) reads it.
    pub(crate) fn write_state(&self, out: &mut Vec<u8>) {
        let put = |out: &mut Vec<u8>, value: u64| out.extend_from_slice(&value.to_le_bytes());
        out.extend_from_slice(&[
            self.bits as u8,
            u8::from(self.sparse),
            u8::from(self.frozen),
        ]);
        put(out, self.largest);
        put(out, self.epoch);
        put(out, self.histogram.len() as u64);
        for &count in &self.histogram {
            put(out, count);
        }
        for class in &self.classes {
            put(out, class.mask as u64);
            put(out, class.rechoose_at as u64);
            put(out, class.rare.len() as u64);
            for &(heap, value) in &class.rare {
                put(out, heap as u64);
                put(out, value);
            }
        }
        if let Some(tail) = &self.tail {
            put(out, tail.reached as u64);
            for set in [&tail.one, &tail.two, &tail.three] {
                out.extend_from_slice(set);
            }
        }
    }

    /// The state written by [`write_state`](Self::write_state) for `game`, after `heaps`
    /// heaps, checked for what the engine relies on: values below `2^bits` and `2^30`,
    /// sets of `2^bits + 1` entries of 0 or 1, masks within the counts, rare heaps
    /// ascending below `heaps`, each rare in its class.
    pub(crate) fn read_state<R: Reader>(
        game: &TakeAndBreak,
        heaps: usize,
        input: &mut R,
    ) -> Result<Engine, Error> {
        let mut engine = Engine::new(game);
        let [bits, sparse, frozen] = input.take::<3>()?;
        if u32::from(bits) > MOST_VALUE_BITS || sparse > 1 || frozen > 1 {
            return Err(corrupt(format!(
                "its engine's state is not one ({bits} bits, flags {sparse} and {frozen})"
            )));
        }
        engine.bits = u32::from(bits);
        engine.sparse = sparse == 1;
        engine.frozen = frozen == 1;
        engine.largest = input.u64()?;
        engine.epoch = input.u64()?;
        if engine.largest >> engine.bits != 0
            || (engine.bits > 0 && engine.largest >> (engine.bits - 1) == 0)
        {
            return Err(corrupt(format!(
                "its largest value {} does not need the {bits} bits its engine holds",
                engine.largest
            )));
        }
        let counts = input.count()?;
        if counts > (2 << engine.bits).max(2) || (engine.sparse && counts < 2) {
            return Err(corrupt(format!("its engine counts {counts} values")));
        }
        engine.histogram = read_list(input, counts, Reader::u64)?;
        engine.grow_sets(engine.bits).map_err(|_| {
            Error::out_of_memory(format!("the engine's sets for values of {bits} bits"))
        })?;
        for index in 0..2 {
            let mask = input.u64()?;
            let rechoose_at = input.count()?;
            let count = input.count()?;
            let rare = read_list(input, count, |input| Ok((input.count()?, input.u64()?)))?;
            let class = &mut engine.classes[index];
            // Once the method is off, the masks are no longer used.
            let mask = usize::try_from(mask).ok().filter(|&mask| {
                !engine.sparse || (mask < engine.histogram.len() && (index == 0 || mask % 2 == 0))
            });
            let Some(mask) = mask else {
                return Err(corrupt("its engine has a mask beyond its values"));
            };
            class.mask = mask;
            class.rechoose_at = rechoose_at;
            let ascending = rare.windows(2).all(|pair| pair[0].0 < pair[1].0);
            let fits = rare.iter().all(|&(heap, value)| {
                (1..heaps).contains(&heap)
                    && value >> engine.bits == 0
                    && !parity(super::extend(value, heap & 1) & mask)
            });
            if !ascending || !fits || (!engine.sparse && !rare.is_empty()) {
                return Err(corrupt(
                    "its engine's rare heaps are not ascending heaps with rare values",
                ));
            }
            class.rare = rare;
        }
        if let Some(tail) = &mut engine.tail {
            tail.reached = input.count()?;
            if tail.reached > heaps {
                return Err(corrupt("its engine's repeating digit has reached too far"));
            }
            let size = (1usize << engine.bits) + 1;
            for set in [&mut tail.one, &mut tail.two, &mut tail.three] {
                for entry in &mut set[..size] {
                    *entry = input.u8()?;
                    if *entry > 1 {
                        return Err(corrupt(
                            "its engine's sets hold something other than 0 or 1",
                        ));
                    }
                }
            }
        }
        Ok(engine)
    }
}
