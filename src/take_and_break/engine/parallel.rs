//! Consecutive heaps computed in blocks, on several threads.
//!
//! A heap's options come from splits whose parts are mostly far older than the heap. For
//! a block of heaps `first..first + count`, each heap's options from parts older than the
//! block depend on nothing in the block: the rare splits whose other part is older, the
//! moves that leave one older heap, and the walk over the splits whose two parts are older
//! (begun where a sequential walk would be, at the smallest such part, and stopped as it
//! would stop, once the mex is a common value). The threads share those out. Then, in
//! order, one thread adds what depends on the block (the moves that leave a heap of the
//! block, the rare splits with a part in it) and takes the mex; only when it is rare does
//! it walk on, first over the splits with a part in the block, then on from where the
//! threads stopped. Every value is the mex of every option, as one thread computes it,
//! and the engine's state is updated by the same steps in the same order, so the results
//! are those of one thread, whatever the number of threads.
//!
//! A change that a block cannot span (a mask chosen again, the sets grown, the
//! sparse-space method turned off) ends the block at the heap that made it; the next
//! block starts after it. A heap whose options need a value that is not held (a census
//! keeps only some) is computed again by the sequential engine, which says which.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError, RwLock};
use std::thread;

use super::{Engine, Halt, MOST_VALUE_BITS, Missing, Store, Stored, View};
use super::{extend, held, insert, mex, parity, rare_options};

/// Heaps a block holds for each thread.
const HEAPS_PER_THREAD: usize = 64;
/// The fewest and the most heaps a block holds.
const BLOCK_RANGE: (usize, usize) = (128, 1024);
/// Heaps a thread takes at a time from a block: few, so that the threads finish a block
/// together whatever the lengths of their walks.
const CHUNK: usize = 4;

/// The most heaps a block of `threads` threads holds.
fn most_block_heaps(threads: usize) -> usize {
    (HEAPS_PER_THREAD * threads).clamp(BLOCK_RANGE.0, BLOCK_RANGE.1)
}

/// Computes values until `store` holds `target` of them, on `threads` threads (the calling
/// one among them). Codes whose moves leave three heaps or have a repeating digit are
/// computed on one thread: their options reach every heap.
pub(crate) fn run<T, S>(
    engine: &mut Engine,
    store: &mut S,
    target: usize,
    threads: usize,
) -> Result<(), Halt>
where
    T: Stored + Send + Sync,
    S: Store<T> + Send + Sync,
{
    let block = most_block_heaps(threads);
    // Blocks start once every split's smaller part is well below the block, so that the
    // splits with a part in the block are the few with a small part.
    let most_taken = engine
        .classes
        .iter()
        .filter_map(|class| class.takes.last())
        .chain(engine.take_one.last())
        .copied()
        .max()
        .unwrap_or(0);
    let blocks_from = 2 * (block + most_taken) + 2;
    if threads <= 1 || engine.tail.is_some() || !engine.take_three.is_empty() {
        while store.view().len() < target {
            engine.step(store)?;
        }
        return Ok(());
    }
    while store.view().len() < target.min(blocks_from) {
        engine.step(store)?;
    }
    if store.view().len() >= target {
        return Ok(());
    }
    let crew = Crew::new(block);
    let state = RwLock::new(State {
        engine,
        store,
        block: Block::default(),
    });
    thread::scope(|scope| {
        let _quit = QuitOnDrop(&crew.quit);
        for _ in 1..threads {
            scope.spawn(|| work(&crew, &state));
        }
        lead(&crew, &state, target, block)
    })
}

/// A block: `count` heaps from `first`, each option set `words` words long, computed while
/// the engine's epoch is `epoch`.
#[derive(Debug, Clone, Copy, Default)]
struct Block {
    first: usize,
    count: usize,
    words: usize,
    epoch: u64,
}

/// The engine and its values, read by every thread while a block is shared out, and
/// changed by the leading thread alone between blocks.
struct State<'a, S> {
    engine: &'a mut Engine,
    store: &'a mut S,
    block: Block,
}

/// What the threads share: a counter that starts each block, the chunks of the block
/// taken and done, and their results.
struct Crew {
    generation: AtomicU64,
    taken: AtomicUsize,
    done: AtomicUsize,
    quit: AtomicBool,
    chunks: Vec<Mutex<Chunk>>,
}

impl Crew {
    fn new(block: usize) -> Crew {
        Crew {
            generation: AtomicU64::new(0),
            taken: AtomicUsize::new(0),
            done: AtomicUsize::new(0),
            quit: AtomicBool::new(false),
            chunks: (0..block.div_ceil(CHUNK))
                .map(|_| Mutex::new(Chunk::default()))
                .collect(),
        }
    }
}

/// Stops the other threads when the leading one is done, whatever way it leaves.
struct QuitOnDrop<'a>(&'a AtomicBool);

impl Drop for QuitOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// The options of a chunk's heaps from the parts older than the block.
#[derive(Debug, Default)]
struct Chunk {
    /// Each heap's option set, `words` bits… words long.
    words: Vec<u64>,
    /// Each heap's walk: where it stopped for each class, or `None` when the heap is left
    /// to the sequential engine.
    walked: Vec<Option<[(usize, usize); 2]>>,
}

/// Waits until `ready` holds, spinning a little, then giving the core away.
fn wait(mut ready: impl FnMut() -> bool) {
    let mut spins = 0u32;
    while !ready() {
        if spins < 256 {
            spins += 1;
            std::hint::spin_loop();
        } else {
            thread::yield_now();
        }
    }
}

/// A helping thread: computes chunks of each block as it starts, until told to quit.
fn work<S: Store<T> + Sync, T: Stored + Sync>(crew: &Crew, state: &RwLock<State<'_, S>>) {
    let mut seen = 0;
    let mut set = Vec::new();
    loop {
        wait(|| {
            crew.quit.load(Ordering::Acquire) || crew.generation.load(Ordering::Acquire) != seen
        });
        if crew.quit.load(Ordering::Acquire) {
            return;
        }
        seen = crew.generation.load(Ordering::Acquire);
        let state = state.read().unwrap_or_else(PoisonError::into_inner);
        share(crew, &state, &mut set);
    }
}

/// Takes chunks of the current block until none is left.
fn share<S: Store<T>, T: Stored>(crew: &Crew, state: &State<'_, S>, set: &mut Vec<u8>) {
    let block = state.block;
    let chunks = block.count.div_ceil(CHUNK);
    loop {
        let index = crew.taken.fetch_add(1, Ordering::AcqRel);
        if index >= chunks {
            return;
        }
        let mut chunk = crew.chunks[index]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let first = block.first + index * CHUNK;
        let heaps = first..(first + CHUNK).min(block.first + block.count);
        fill_chunk(
            state.engine,
            state.store.view(),
            block,
            heaps,
            &mut chunk,
            set,
        );
        drop(chunk);
        crew.done.fetch_add(1, Ordering::AcqRel);
    }
}

/// Computes the options from older parts for `heaps`, into `chunk`.
fn fill_chunk<T: Stored>(
    engine: &Engine,
    view: View<'_, T>,
    block: Block,
    heaps: std::ops::Range<usize>,
    chunk: &mut Chunk,
    set: &mut Vec<u8>,
) {
    let size = (1usize << engine.bits) + 1;
    let count = heaps.len();
    chunk.walked.clear();
    chunk.words.clear();
    let room = set.len() >= size
        || set
            .try_reserve(size - set.len())
            .map(|()| set.resize(size, 0))
            .is_ok();
    let room = room
        && chunk.walked.try_reserve(count).is_ok()
        && chunk.words.try_reserve(count * block.words).is_ok();
    if !room {
        // Without memory for its sets, each heap is left to the sequential engine, which
        // will say what it lacks.
        chunk
            .walked
            .resize(count.min(chunk.walked.capacity()), None);
        return;
    }
    for heap in heaps {
        if let Ok(walked) = older_options(engine, view, block.first, heap, set) {
            chunk.walked.push(Some(walked));
            pack(&set[..size], block.words, &mut chunk.words);
        } else {
            chunk.walked.push(None);
            chunk.words.extend(std::iter::repeat_n(0, block.words));
        }
    }
}

/// Appends the bits of the byte set `set` (each byte 0 or 1) as `words` words.
fn pack(set: &[u8], words: usize, out: &mut Vec<u64>) {
    // Eight bytes of 0 or 1 times this gather byte j's bit into bit 56 + j, with nothing
    // carried into them from the products below.
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let gather = |eight: u64| eight.wrapping_mul(GATHER) >> 56;
    let mut bytes = set.chunks_exact(8);
    for _ in 0..words {
        let mut word = 0u64;
        for (index, eight) in bytes.by_ref().take(8).enumerate() {
            let eight = u64::from_le_bytes(eight.try_into().unwrap_or([0; 8]));
            word |= gather(eight) << (8 * index);
        }
        out.push(word);
    }
    // The bytes past the last eight, in the last word.
    let rest = bytes.remainder();
    if !rest.is_empty() {
        let mut eight = [0u8; 8];
        eight[..rest.len()].copy_from_slice(rest);
        let bit = (set.len() - rest.len()) % 64;
        if let Some(last) = out.last_mut() {
            *last |= gather(u64::from_le_bytes(eight)) << bit;
        }
    }
}

/// The least `a` whose split of `heap − take` into `a` and the rest has both parts older
/// than the block at `first`.
fn first_older(heap: usize, first: usize, take: usize) -> usize {
    (heap - first + 1).saturating_sub(take).max(1)
}

/// Whether `candidate` is a common value for class `index` at `heap`: no split into two
/// common parts can reach it.
fn safe(engine: &Engine, candidate: u64, heap: usize, index: usize) -> bool {
    engine.sparse && parity(extend(candidate, (heap ^ index) & 1) & engine.classes[index].mask)
}

/// The options of `heap` from parts older than the block at `first` (every value of `view`
/// is), into `set`; the walk over the older splits stops where the sequential engine's
/// would, and where it stopped is returned.
fn older_options<T: Stored>(
    engine: &Engine,
    view: View<'_, T>,
    first: usize,
    heap: usize,
    set: &mut [u8],
) -> Result<[(usize, usize); 2], Missing> {
    let size = (1usize << engine.bits) + 1;
    set[..size].fill(0);
    if engine.take_all.contains(&heap) {
        insert(set, 0);
    }
    for &take in &engine.take_one {
        if take >= heap {
            break;
        }
        if heap - take < first {
            insert(set, held(view, heap - take)?);
        }
    }
    let unequal = engine.unequal;
    let position = heap - first;
    if engine.sparse {
        for class in &engine.classes {
            for &take in &class.takes {
                let Some(sum) = heap.checked_sub(take).filter(|&sum| sum >= 2) else {
                    break;
                };
                // The rare parts `r > position − take`, whose other part is older.
                let low = class
                    .rare
                    .partition_point(|&(small, _)| small + take <= position);
                let high = class.rare.partition_point(|&(small, _)| small < sum);
                if low < high {
                    rare_options(set, view, &class.rare[low..high], sum, unequal)?;
                }
            }
        }
    }
    // (index in takes, next smaller part; 0 for the take's first older one).
    let mut walked = [(0usize, 0usize); 2];
    loop {
        let unsafe_class = (0..2).find_map(|index| {
            if walked[index].0 < engine.classes[index].takes.len() {
                watched(engine, set, heap, index).map(|value| (index, value))
            } else {
                None
            }
        });
        let Some((index, mut watch)) = unsafe_class else {
            return Ok(walked);
        };
        let class = &engine.classes[index];
        let (mut take_index, mut small) = walked[index];
        'walk: while let Some(&take) = class.takes.get(take_index) {
            let Some(sum) = heap.checked_sub(take).filter(|&sum| sum >= 2) else {
                take_index = class.takes.len();
                break;
            };
            if small == 0 {
                small = first_older(heap, first, take);
            }
            let half = sum / 2 - usize::from(unequal && sum % 2 == 0);
            while small <= half {
                let (smaller, larger) = view.pairs(sum, small, half)?;
                let (walked, hit) = walk_bytes(set, smaller, larger, watch);
                small += walked;
                if hit {
                    match watched(engine, set, heap, index) {
                        Some(value) => watch = value,
                        None => break 'walk,
                    }
                }
            }
            take_index += 1;
            small = 0;
        }
        walked[index] = (take_index, small);
    }
}

/// Inserts the options of the splits into `smaller[k]` and the `larger` read backwards
/// until one is `watch`: how many splits were walked, and whether the last was `watch`.
/// Out of line, so that the loop keeps its counters in registers.
#[inline(never)]
fn walk_bytes<T: Stored>(set: &mut [u8], smaller: &[T], larger: &[T], watch: u64) -> (usize, bool) {
    let mut pairs = smaller.iter().zip(larger.iter().rev());
    let count = pairs.len();
    for (&a, &b) in &mut pairs {
        let option = a.into() ^ b.into();
        insert(set, option);
        if option == watch {
            return (count - pairs.len(), true);
        }
    }
    (count, false)
}

/// The mex of `set` when class `index` at `heap` must still rule it out (it is rare), or
/// `None` when it is common: no split into two common parts can reach it.
fn watched(engine: &Engine, set: &[u8], heap: usize, index: usize) -> Option<u64> {
    let candidate = mex(set);
    (!safe(engine, candidate, heap, index)).then_some(candidate)
}

/// The leading thread: shares out each block, then finishes it in order.
fn lead<S: Store<T>, T: Stored>(
    crew: &Crew,
    state: &RwLock<State<'_, S>>,
    target: usize,
    block_heaps: usize,
) -> Result<(), Halt> {
    let mut set = Vec::new();
    let mut words = Vec::new();
    loop {
        {
            let mut state = state.write().unwrap_or_else(PoisonError::into_inner);
            let first = state.store.view().len();
            if first >= target {
                return Ok(());
            }
            let size = (1usize << state.engine.bits) + 1;
            state.block = Block {
                first,
                count: block_heaps.min(target - first),
                words: size.div_ceil(64),
                epoch: state.engine.epoch,
            };
            crew.taken.store(0, Ordering::Release);
            crew.done.store(0, Ordering::Release);
        }
        crew.generation.fetch_add(1, Ordering::AcqRel);
        let chunks = {
            let state = state.read().unwrap_or_else(PoisonError::into_inner);
            share(crew, &state, &mut set);
            state.block.count.div_ceil(CHUNK)
        };
        wait(|| crew.done.load(Ordering::Acquire) >= chunks);
        let mut state = state.write().unwrap_or_else(PoisonError::into_inner);
        let state = &mut *state;
        finish_block(
            crew,
            state.engine,
            &mut *state.store,
            state.block,
            &mut words,
        )?;
    }
}

/// Finishes the heaps of `block` in order, until its end or a change it cannot span.
fn finish_block<S: Store<T>, T: Stored>(
    crew: &Crew,
    engine: &mut Engine,
    store: &mut S,
    block: Block,
    words: &mut Vec<u64>,
) -> Result<(), Halt> {
    for (index, chunk) in crew.chunks[..block.count.div_ceil(CHUNK)]
        .iter()
        .enumerate()
    {
        let chunk = chunk.lock().unwrap_or_else(PoisonError::into_inner);
        for (offset, walked) in chunk.walked.iter().enumerate() {
            if engine.epoch != block.epoch {
                return Ok(());
            }
            let heap = block.first + index * CHUNK + offset;
            let view = store.view();
            debug_assert_eq!(view.len(), heap);
            let start = offset * block.words;
            let value = match walked {
                Some(walked) => {
                    words.clear();
                    words.extend_from_slice(&chunk.words[start..start + block.words]);
                    match finish_heap(engine, view, block.first, *walked, words) {
                        Ok(value) => value,
                        Err(_) => engine.next_value(view).map_err(Halt::Missing)?,
                    }
                }
                None => engine.next_value(view).map_err(Halt::Missing)?,
            };
            if value >> MOST_VALUE_BITS != 0 {
                return Err(Halt::TooLarge);
            }
            let stored = T::try_from(value).map_err(|_| Halt::Widen(value))?;
            engine.record(view, value)?;
            store.push(stored)?;
        }
        // A chunk short of its heaps had no memory for them: the next is done alone, and
        // a new block starts after it.
        let expected = (block.count - index * CHUNK).min(CHUNK);
        if chunk.walked.len() < expected {
            return engine.step(store);
        }
    }
    Ok(())
}

fn set_bit(words: &mut [u64], value: u64) {
    // Every option is below 2^bits, which the words hold.
    words[(value >> 6) as usize] |= 1 << (value & 63);
}

/// The least value whose bit is not set.
fn mex_words(words: &[u64]) -> u64 {
    let mut base = 0;
    for &word in words {
        if word != u64::MAX {
            return base + u64::from(word.trailing_ones());
        }
        base += 64;
    }
    base
}

/// The value of `heap`, from `words`, its options from parts older than the block at
/// `first`: adds those with a part in the block, and walks on while the mex is rare, first
/// over the splits with a part in the block, then on from `walked`, where the threads
/// stopped.
fn finish_heap<T: Stored>(
    engine: &Engine,
    view: View<'_, T>,
    first: usize,
    walked: [(usize, usize); 2],
    words: &mut [u64],
) -> Result<u64, Missing> {
    let heap = view.len();
    let position = heap - first;
    for &take in &engine.take_one {
        if take >= heap {
            break;
        }
        if heap - take >= first {
            set_bit(words, held(view, heap - take)?);
        }
    }
    let unequal = engine.unequal;
    if engine.sparse {
        for class in &engine.classes {
            for &take in &class.takes {
                let Some(sum) = heap.checked_sub(take).filter(|&sum| sum >= 2) else {
                    break;
                };
                // The rare parts whose other part is in the block (`r ≤ position − take`,
                // the first few), and the rare heaps of the block (the last few).
                let rare = &class.rare;
                let older = rare.len()
                    - rare
                        .iter()
                        .rev()
                        .take_while(|&&(small, _)| small >= first)
                        .count();
                let near = rare[..older]
                    .iter()
                    .take_while(|&&(small, _)| small + take <= position);
                let new = rare[older..].iter().take_while(|&&(small, _)| small < sum);
                for &(small, small_value) in near.chain(new) {
                    if !(unequal && 2 * small == sum) {
                        set_bit(words, small_value ^ held(view, sum - small)?);
                    }
                }
            }
        }
    }
    let mut candidate = mex_words(words);
    // Each class's walk over the splits with a part in the block, and over the older ones
    // from where the threads stopped: (index in takes, next smaller part; 0 for the
    // take's first).
    let mut newer = [(0usize, 0usize); 2];
    let mut older = walked;
    loop {
        let unsafe_class = (0..2).find(|&index| {
            let takes = engine.classes[index].takes.len();
            (newer[index].0 < takes || older[index].0 < takes)
                && !safe(engine, candidate, heap, index)
        });
        let Some(index) = unsafe_class else {
            return Ok(candidate);
        };
        let walk = Walk {
            engine,
            heap,
            index,
        };
        walk.on(
            view,
            &mut newer[index],
            words,
            &mut candidate,
            |_| 1,
            |take, half| half.min(position.saturating_sub(take)),
        )?;
        if !safe(engine, candidate, heap, index) {
            walk.on(
                view,
                &mut older[index],
                words,
                &mut candidate,
                |take| first_older(heap, first, take),
                |_, half| half,
            )?;
        }
    }
}

/// The walk over the splits of one class of moves from one heap.
struct Walk<'a> {
    engine: &'a Engine,
    heap: usize,
    index: usize,
}

impl Walk<'_> {
    /// Walks the splits from `position` (index in takes, next smaller part; 0 for
    /// `from(take)`), each take's smaller parts up to `to(take, half)`, adding their
    /// options to `words`, until `candidate`, their mex, is common for the class or the
    /// takes run out; `position` is left where it stopped.
    fn on<T: Stored>(
        &self,
        view: View<'_, T>,
        position: &mut (usize, usize),
        words: &mut [u64],
        candidate: &mut u64,
        from: impl Fn(usize) -> usize,
        to: impl Fn(usize, usize) -> usize,
    ) -> Result<(), Missing> {
        let Walk {
            engine,
            heap,
            index,
        } = *self;
        let class = &engine.classes[index];
        let (mut take_index, mut small) = *position;
        'walk: while let Some(&take) = class.takes.get(take_index) {
            let Some(sum) = heap.checked_sub(take).filter(|&sum| sum >= 2) else {
                take_index = class.takes.len();
                break;
            };
            if small == 0 {
                small = from(take);
            }
            let half = sum / 2 - usize::from(engine.unequal && sum % 2 == 0);
            let last = to(take, half);
            while small <= last {
                let (smaller, larger) = view.pairs(sum, small, last)?;
                for (&a, &b) in smaller.iter().zip(larger.iter().rev()) {
                    let option = a.into() ^ b.into();
                    small += 1;
                    set_bit(words, option);
                    if option == *candidate {
                        *candidate = mex_words(words);
                        if safe(engine, *candidate, heap, index) {
                            break 'walk;
                        }
                    }
                }
            }
            take_index += 1;
            small = 0;
        }
        *position = (take_index, small);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_keeps_each_byte_as_a_bit() {
        let set: Vec<u8> = (0..150)
            .map(|i| u8::from(i % 3 == 0 || i % 7 == 2))
            .collect();
        let mut words = Vec::new();
        pack(&set, 3, &mut words);
        for (i, &byte) in set.iter().enumerate() {
            assert_eq!((words[i / 64] >> (i % 64)) & 1, u64::from(byte), "bit {i}");
        }
        assert_eq!(mex_words(&[u64::MAX, 0b1011]), 66);
    }
}
