//! The engine: the nim-sequence of a take-and-break game, heap after heap, by the mex rule
//! made fast with the sparse-space method.
//!
//! # The sparse-space method
//!
//! A move that leaves two heaps `a + b = s` is worth `G(a) ^ G(b)`, and there are about
//! `s / 2` of them: taken plainly, the values of heaps `0..n` cost `O(n²)`. For many octal
//! games most values fall in a *common* class `C` with `C ^ C` disjoint from `C`, and the
//! few heaps whose value is *rare* can be listed (T. Plambeck and A. Gangolli, "A note on
//! periodicity in some octal games", *Int. J. Game Theory* 18 (1989); A. Flammenkamp's
//! computations of octal games and of Grundy's game). Then a split into two common heaps can
//! never be worth a common value, so:
//!
//! 1. the options from every split with a rare part are collected (`O(rare heaps)` a move),
//!    with the options of the moves that leave fewer heaps;
//! 2. their mex `m` is the heap's value if `m` is common: no split into two common heaps can
//!    reach it, and nothing below it is missing;
//! 3. only when `m` is rare are the other splits walked, stopping as soon as the mex is
//!    common again.
//!
//! The other splits may be walked in any order: a mex that is common once some of them
//! are in is the heap's value, and the mex of them all. So a census, which holds only
//! some values, walks past the splits whose parts it no longer holds, and needs one only
//! when the mex of all the others is rare for that split's class: a fact of the values
//! held, not of the order of the walk (one thread's, or that of blocks on several).
//!
//! The classes here are the two sides of a parity: `v` is common when the bits of
//! `(v << 1) | (s & 1)` under a mask have odd parity, so `C ^ C` lands in the even side.
//! The heap's parity in the lowest bit lets a class depend on it (the idea of the `ogs`
//! crate's `RC2Solver`); moves that take an even and an odd number of tokens keep a mask each.
//! The mask is the one that makes the fewest heaps rare, found for all masks at once by a
//! Walsh–Hadamard transform of the count of each value, and chosen again as rare heaps
//! accumulate. Values of `2^15` and more turn the method off (every split is walked).
//!
//! Moves that leave three heaps (hexadecimal digits) are walked plainly, `O(s²)` a move;
//! a repeating last digit keeps the options of every shorter remainder in running sets, so
//! each heap adds the splits of one more remainder.

use super::code::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, TakeAndBreak};

mod parallel;
mod state;

pub(crate) use parallel::run;
pub(crate) use state::Reader;

/// Values this large or larger turn the sparse-space method off.
const SPARSE_VALUES: u64 = 1 << 15;
/// The largest bit length of a value the option sets can hold (a set takes a byte a value).
pub(crate) const MOST_VALUE_BITS: u32 = 30;

/// A stored value: `u16`, `u32` or `u64`.
pub(crate) trait Stored: Copy + Into<u64> + TryFrom<u64> {}
impl Stored for u16 {}
impl Stored for u32 {}
impl Stored for u64 {}

/// Why the engine could not go on to its next heap: what [`Engine::step`] and
/// [`Engine::resume`] return.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Halt {
    /// This value, of the next heap, does not fit the storage type.
    Widen(u64),
    /// Values need more than [`MOST_VALUE_BITS`] bits.
    TooLarge,
    /// The rare heaps would be more than the engine's limit (a census's memory).
    RareLimit,
    /// The memory for the engine's sets or lists could not be had.
    OutOfMemory,
    /// A value the next heap needs is not held (a census keeps only some).
    Missing(Missing),
}

/// A heap whose value the next heap needs, and the first heaps a census must keep to hold
/// it: `needs` is not held, and a census that keeps heaps `0..cover` (and a window of
/// recent heaps at least as long) holds every value this need comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Missing {
    /// The heap whose value is needed.
    pub(crate) needs: usize,
    /// How many first heaps a census must keep for it.
    pub(crate) cover: usize,
}

/// The values an engine reads: every heap below [`len`](View::len), or, for a census,
/// the first heaps (`prefix`) and a window of the most recent ones (heaps `start..` in
/// `window`). For all values, both are the same slice and `start` is 0.
#[derive(Debug, Clone, Copy)]
pub(crate) struct View<'a, T> {
    /// Heaps `0..prefix.len()`.
    pub(crate) prefix: &'a [T],
    /// Heaps `start..start + window.len()`, the last heaps known.
    pub(crate) window: &'a [T],
    /// The heap of `window[0]`.
    pub(crate) start: usize,
}

impl<'a, T: Stored> View<'a, T> {
    /// Every value, from heap 0.
    pub(crate) fn full(values: &'a [T]) -> Self {
        View {
            prefix: values,
            window: values,
            start: 0,
        }
    }

    /// How many heaps are known: `0..len`.
    pub(crate) fn len(&self) -> usize {
        self.start + self.window.len()
    }

    /// The value of `heap`, if held.
    pub(crate) fn get(&self, heap: usize) -> Option<u64> {
        if heap >= self.start {
            self.window.get(heap - self.start).map(|&v| v.into())
        } else {
            self.prefix.get(heap).map(|&v| v.into())
        }
    }

    /// Whether every heap below `len` is held.
    pub(crate) fn holds_all(&self) -> bool {
        self.start <= self.prefix.len()
    }

    /// Every value from heap 0, when [`holds_all`](Self::holds_all).
    fn all(&self) -> impl Iterator<Item = u64> + '_ {
        let before = &self.prefix[..self.start.min(self.prefix.len())];
        before.iter().chain(self.window).map(|&v| v.into())
    }

    /// The longest run of splits of `sum` from the smaller part `small` up to `half` whose
    /// parts are held in two slices: the smaller parts ascending, and the larger parts
    /// (`sum − small` down) as a slice to read backwards; or the value missing.
    #[inline]
    fn pairs(&self, sum: usize, small: usize, half: usize) -> Result<(&'a [T], &'a [T]), Missing> {
        let prefix = self.prefix.len();
        let start = self.start;
        // The smaller part from the prefix and the larger from the window: the census's
        // common case, and the only one for all values.
        if small < prefix && sum - small >= start {
            let end = half.min(prefix - 1).min(sum - start);
            return Ok((
                &self.prefix[small..=end],
                &self.window[sum - end - start..=sum - small - start],
            ));
        }
        if small >= start {
            // Both parts are recent (the larger is at least the smaller).
            return Ok((
                &self.window[small - start..=half - start],
                &self.window[sum - half - start..=sum - small - start],
            ));
        }
        if small < prefix && sum - small < prefix {
            // Both parts among the first heaps.
            return Ok((
                &self.prefix[small..=half],
                &self.prefix[sum - half..=sum - small],
            ));
        }
        let needs = if small < prefix { sum - small } else { small };
        Err(Missing {
            needs,
            cover: small + 1,
        })
    }

    /// The least smaller part from `small` whose split of `sum` has both parts held, or
    /// one past `half` when none up to `half` has: the dropped heaps lie between the first
    /// ones and the window, so a part leaves them by rising to the window's start (the
    /// smaller) or falling into the first heaps (the larger).
    fn next_held(&self, sum: usize, mut small: usize, half: usize) -> usize {
        let dropped = self.prefix.len()..self.start;
        while small <= half {
            if dropped.contains(&small) {
                small = self.start;
            } else if dropped.contains(&(sum - small)) {
                small = sum - self.prefix.len() + 1;
            } else {
                return small;
            }
        }
        half + 1
    }
}

/// The options of a repeating last digit: the values reachable from every remainder up to
/// `reached`, one set for each number of heaps left.
#[derive(Debug, Clone)]
struct Tail {
    from: usize,
    digit: u8,
    reached: usize,
    one: Vec<u8>,
    two: Vec<u8>,
    three: Vec<u8>,
}

/// The splits of one parity of tokens taken.
#[derive(Debug, Clone, Default)]
struct Class {
    /// The amounts taken, ascending, by moves that leave two heaps.
    takes: Vec<usize>,
    /// The mask that defines the common values.
    mask: usize,
    /// The heaps (from 1) whose values are rare, ascending, with their values.
    rare: Vec<(usize, u64)>,
    /// Choose the mask again when this many heaps are rare.
    rechoose_at: usize,
}

/// The state of a computation: the rules as lists, the option set, the sparse-space classes.
#[derive(Debug, Clone)]
pub(crate) struct Engine {
    take_all: Vec<usize>,
    take_one: Vec<usize>,
    take_three: Vec<usize>,
    unequal: bool,
    tail: Option<Tail>,
    classes: [Class; 2],
    /// `histogram[(v << 1) | (n & 1)]`: how many heaps `n ≥ 1` have value `v`; empty once
    /// the sparse method is off.
    histogram: Vec<u64>,
    sparse: bool,
    /// Every value so far is below `2^bits`.
    bits: u32,
    /// The largest value so far.
    largest: u64,
    /// `options[v]` is 1 when some option is worth `v`: a byte a value, so that marking
    /// one is a plain store, with no read of the word before it.
    options: Vec<u8>,
    /// The masks are no longer chosen again: a census dropped values they would be chosen
    /// from.
    frozen: bool,
    /// Counts the changes that blocks computed in parallel cannot span: a mask chosen
    /// again, the sets grown, the sparse-space method turned off.
    epoch: u64,
    /// The most rare heaps the classes may list together.
    rare_limit: usize,
}

impl Engine {
    /// An engine for `game` that has computed nothing.
    pub(crate) fn new(game: &TakeAndBreak) -> Self {
        let mut engine = Engine {
            take_all: Vec::new(),
            take_one: Vec::new(),
            take_three: Vec::new(),
            unequal: game.has_unequal_splits(),
            tail: game.tail().map(|(from, digit)| Tail {
                from,
                digit,
                reached: 0,
                // Sized for the values below 2^0 and their mex, as `grow_sets` keeps them.
                one: vec![0; 2],
                two: vec![0; 2],
                three: vec![0; 2],
            }),
            classes: [Class::default(), Class::default()],
            histogram: vec![0; 2],
            sparse: true,
            bits: 0,
            largest: 0,
            options: vec![0; 2],
            frozen: false,
            epoch: 0,
            rare_limit: usize::MAX,
        };
        for (take, &digit) in game.digits().iter().enumerate() {
            if digit & LEAVE_NONE != 0 && take > 0 {
                engine.take_all.push(take);
            }
            if digit & LEAVE_ONE != 0 && take > 0 {
                engine.take_one.push(take);
            }
            if digit & LEAVE_TWO != 0 {
                engine.classes[take & 1].takes.push(take);
            }
            if digit & LEAVE_THREE != 0 {
                engine.take_three.push(take);
            }
        }
        engine
    }

    /// An engine that continues after `values`, with the state it would have had; the
    /// values must be below `2^MOST_VALUE_BITS` (a loaded file's are checked).
    pub(crate) fn resume<T: Stored>(game: &TakeAndBreak, values: &[T]) -> Result<Self, Halt> {
        let mut engine = Engine::new(game);
        for (heap, &value) in values.iter().enumerate() {
            let value = value.into();
            if value >> MOST_VALUE_BITS != 0 {
                return Err(Halt::TooLarge);
            }
            engine.record(View::full(&values[..heap]), value)?;
        }
        Ok(engine)
    }

    /// Computes every value of `values` again from those before it, as [`run`](Self::run)
    /// would: `Ok(None)` when all agree, else the first heap that does not, with its value.
    /// The values must be below `2^MOST_VALUE_BITS`.
    pub(crate) fn verify<T: Stored>(&mut self, values: &[T]) -> Result<Option<(usize, u64)>, Halt> {
        for (heap, &stored) in values.iter().enumerate() {
            let view = View::full(&values[..heap]);
            let value = self.next_value(view).map_err(Halt::Missing)?;
            if value != stored.into() {
                return Ok(Some((heap, value)));
            }
            self.record(view, value)?;
        }
        Ok(None)
    }

    /// Computes the value of the next heap of `store` and adds it.
    pub(crate) fn step<T: Stored, S: Store<T>>(&mut self, store: &mut S) -> Result<(), Halt> {
        let view = store.view();
        let value = self.next_value(view).map_err(Halt::Missing)?;
        if value >> MOST_VALUE_BITS != 0 {
            return Err(Halt::TooLarge);
        }
        let stored = T::try_from(value).map_err(|_| Halt::Widen(value))?;
        self.record(view, value)?;
        store.push(stored)
    }

    /// The largest value so far.
    pub(crate) fn largest_value(&self) -> u64 {
        self.largest
    }

    /// How many heaps the sparse-space method counts as rare (the larger count of the two
    /// classes); 0 once the method is off.
    pub(crate) fn rare_heaps(&self) -> u64 {
        self.classes
            .iter()
            .map(|class| class.rare.len() as u64)
            .max()
            .unwrap_or(0)
    }

    /// Updates the state for the value of heap `values.len()`.
    pub(crate) fn record<T: Stored>(
        &mut self,
        values: View<'_, T>,
        value: u64,
    ) -> Result<(), Halt> {
        let heap = values.len();
        // Whatever memory the value needs is had before the state changes: a census that
        // stops here goes on later from the state before it.
        if value >> self.bits != 0 {
            let mut bits = self.bits;
            while value >> bits != 0 {
                bits += 1;
            }
            self.grow_sets(bits)?;
            self.bits = bits;
            self.epoch += 1;
        }
        self.largest = self.largest.max(value);
        if heap == 0 {
            return Ok(());
        }
        if !values.holds_all() {
            // A census dropped values: no mask can be chosen again from them.
            self.frozen = true;
        }
        if self.sparse && value >= SPARSE_VALUES {
            self.sparse = false;
            self.epoch += 1;
            self.histogram = Vec::new();
            for class in &mut self.classes {
                class.rare = Vec::new();
            }
        }
        if !self.sparse {
            return Ok(());
        }
        let extended = extend(value, heap & 1);
        if self.histogram.len() <= extended {
            let size = 2 << self.bits;
            self.histogram
                .try_reserve(size - self.histogram.len())
                .map_err(|_| Halt::OutOfMemory)?;
            self.histogram.resize(size, 0);
        }
        let listed: usize = self.classes.iter().map(|class| class.rare.len()).sum();
        for class in &mut self.classes {
            if !class.takes.is_empty() && !parity(extended & class.mask) {
                if listed >= self.rare_limit {
                    return Err(Halt::RareLimit);
                }
                class.rare.try_reserve(1).map_err(|_| Halt::OutOfMemory)?;
            }
        }
        self.histogram[extended] += 1;
        for index in 0..2 {
            let class = &mut self.classes[index];
            if class.takes.is_empty() || parity(extended & class.mask) {
                continue;
            }
            // The rare heaps grow with the limit: their memory was asked for above.
            class.rare.push((heap, value));
            if class.rare.len() >= class.rechoose_at && !self.frozen {
                if values.holds_all() {
                    self.choose_mask(index, values, value);
                } else {
                    // The values a mask is chosen from are gone: this one stays.
                    self.frozen = true;
                }
            }
        }
        Ok(())
    }

    /// Chooses the mask of class `index` that makes the fewest heaps rare, and lists them;
    /// `values` and `value` are the heaps so far.
    fn choose_mask<T: Stored>(&mut self, index: usize, values: View<'_, T>, value: u64) {
        let mut transform: Vec<i64> = self
            .histogram
            .iter()
            .map(|&count| i64::try_from(count).unwrap_or(i64::MAX))
            .collect();
        walsh_hadamard(&mut transform);
        // W(mask) = common·(−1) + rare·(+1) summed: the fewest rare heaps at the least W.
        // Moves that take an odd number cannot use the heap's parity (its bit would flip
        // between a heap and its options), so they keep to even masks.
        let step = if index == 1 { 2 } else { 1 };
        let class = &self.classes[index];
        let current = transform[class.mask];
        let best = (0..transform.len())
            .step_by(step)
            .skip(1)
            .min_by_key(|&mask| transform[mask])
            .filter(|&mask| transform[mask] < current);
        let class = &mut self.classes[index];
        if let Some(mask) = best {
            class.mask = mask;
            class.rare.clear();
            self.epoch += 1;
            let heaps = values.all().chain([value]);
            for (heap, value) in heaps.enumerate().skip(1) {
                if !parity(extend(value, heap & 1) & mask) {
                    class.rare.push((heap, value));
                }
            }
        }
        class.rechoose_at = class.rare.len() + class.rare.len() / 4 + 16;
    }

    /// The value of heap `values.len()`, or the value it needs that `values` does not
    /// hold.
    pub(crate) fn next_value<T: Stored>(&mut self, values: View<'_, T>) -> Result<u64, Missing> {
        let heap = values.len();
        // Every option is below 2^bits, and the mex at most 2^bits: `record` has grown the
        // sets to this size.
        let size = (1usize << self.bits) + 1;
        self.options[..size].fill(0);
        if self.take_all.contains(&heap) {
            insert(&mut self.options, 0);
        }
        for &take in &self.take_one {
            if take >= heap {
                break;
            }
            insert(&mut self.options, held(values, heap - take)?);
        }
        for &take in &self.take_three {
            if take + 3 > heap {
                break;
            }
            triple_options(&mut self.options, values, heap - take)?;
        }
        self.tail_options(values)?;
        self.split_options(values)
    }

    /// Grows the option sets to hold every value below `2^bits` and their mex, asking for
    /// the memory first (`self.bits` is set after).
    fn grow_sets(&mut self, bits: u32) -> Result<(), Halt> {
        let size = (1usize << bits) + 1;
        let tail = self
            .tail
            .iter_mut()
            .flat_map(|tail| [&mut tail.one, &mut tail.two, &mut tail.three]);
        for set in [&mut self.options].into_iter().chain(tail) {
            if set.len() < size {
                set.try_reserve(size - set.len())
                    .map_err(|_| Halt::OutOfMemory)?;
                set.resize(size, 0);
            }
        }
        Ok(())
    }

    /// Adds the options of the repeating digit.
    fn tail_options<T: Stored>(&mut self, values: View<'_, T>) -> Result<(), Missing> {
        let heap = values.len();
        let unequal = self.unequal;
        let Some(tail) = &mut self.tail else {
            return Ok(());
        };
        if heap < tail.from {
            return Ok(());
        }
        if tail.digit & LEAVE_NONE != 0 {
            insert(&mut self.options, 0);
        }
        while tail.reached < heap - tail.from {
            let sum = tail.reached + 1;
            if tail.digit & LEAVE_ONE != 0 {
                insert(&mut tail.one, held(values, sum)?);
            }
            if tail.digit & LEAVE_TWO != 0 {
                for small in 1..=sum / 2 {
                    if !(unequal && 2 * small == sum) {
                        insert(
                            &mut tail.two,
                            held(values, small)? ^ held(values, sum - small)?,
                        );
                    }
                }
            }
            if tail.digit & LEAVE_THREE != 0 {
                triple_options(&mut tail.three, values, sum)?;
            }
            // Counted once all its options are in: a remainder left half-done by a missing
            // value is done again whole.
            tail.reached = sum;
        }
        for set in [&tail.one, &tail.two, &tail.three] {
            for (option, &reached) in self.options.iter_mut().zip(set) {
                *option |= reached;
            }
        }
        Ok(())
    }

    /// Adds the options of the moves that leave two heaps, by the sparse-space method, and
    /// returns the mex of all options.
    fn split_options<T: Stored>(&mut self, values: View<'_, T>) -> Result<u64, Missing> {
        let heap = values.len();
        let unequal = self.unequal;
        let Engine {
            classes,
            options,
            sparse,
            ..
        } = self;
        if *sparse {
            for class in classes.iter() {
                for &take in &class.takes {
                    let Some(sum) = heap.checked_sub(take).filter(|&sum| sum >= 2) else {
                        break;
                    };
                    let rare = &class.rare[..class.rare.partition_point(|&(small, _)| small < sum)];
                    rare_options(options, values, rare, sum, unequal)?;
                }
            }
        }
        let mut candidate = mex(options);
        // Where each class's walk over all splits has got to: (index in takes, next small).
        let mut walked = [(0usize, 1usize); 2];
        // The first value each class's walk went past, not held: such a class is done
        // only once the candidate is common for it, whatever order the splits are walked in.
        let mut skipped: [Option<Missing>; 2] = [None; 2];
        loop {
            let unsafe_class = (0..2).find(|&index| {
                let class = &classes[index];
                (walked[index].0 < class.takes.len() || skipped[index].is_some())
                    && !(*sparse && parity(extend(candidate, (heap ^ index) & 1) & class.mask))
            });
            let Some(index) = unsafe_class else {
                return Ok(candidate);
            };
            let class = &classes[index];
            if let (true, Some(needs)) = (walked[index].0 == class.takes.len(), skipped[index]) {
                // Every split walked but those not held, and one of them may be worth the
                // candidate.
                return Err(needs);
            }
            let (mut take_index, mut small) = walked[index];
            'walk: while let Some(&take) = class.takes.get(take_index) {
                let Some(sum) = heap.checked_sub(take).filter(|&sum| sum >= 2) else {
                    take_index = class.takes.len();
                    break;
                };
                // The smaller part runs up to half the remainder, short of it when the two
                // parts would be equal and must not be.
                let half = sum / 2 - usize::from(unequal && sum % 2 == 0);
                while small <= half {
                    let (smaller, larger) = match values.pairs(sum, small, half) {
                        Ok(pairs) => pairs,
                        Err(needs) => {
                            // Walked past: the candidate may still turn common without it.
                            skipped[index].get_or_insert(needs);
                            small = values.next_held(sum, small, half);
                            continue;
                        }
                    };
                    for (&a, &b) in smaller.iter().zip(larger.iter().rev()) {
                        let option = a.into() ^ b.into();
                        small += 1;
                        insert(options, option);
                        if option == candidate {
                            candidate = mex(options);
                            if *sparse && parity(extend(candidate, (heap ^ index) & 1) & class.mask)
                            {
                                break 'walk;
                            }
                        }
                    }
                }
                take_index += 1;
                small = 1;
            }
            walked[index] = (take_index, small);
        }
    }
}

/// The value of `heap`, or that it is not held.
fn held<T: Stored>(values: View<'_, T>, heap: usize) -> Result<u64, Missing> {
    values.get(heap).ok_or(Missing {
        needs: heap,
        cover: heap + 1,
    })
}

/// Adds the options `G(r) ^ G(sum − r)` of the splits of `sum` with a rare part `r`, for
/// the rare heaps `rare` (each below `sum`), skipping equal parts when `unequal`.
#[inline]
pub(crate) fn rare_options<T: Stored>(
    options: &mut [u8],
    values: View<'_, T>,
    rare: &[(usize, u64)],
    sum: usize,
    unequal: bool,
) -> Result<(), Missing> {
    let skip_half = unequal && sum % 2 == 0;
    // The other part, `sum − r`, is in the window while `r ≤ sum − start`: the rare heaps
    // are ascending, so those come first.
    let recent = match sum.checked_sub(values.start) {
        // Every value held: every other part is in the window.
        Some(_) if values.start == 0 => rare.len(),
        Some(base) => rare.partition_point(|&(small, _)| small <= base),
        None => 0,
    };
    let (near, far) = rare.split_at(recent);
    // The window up to the heap of `sum` (excluded): each rare part is at least 1.
    let base = sum.wrapping_sub(values.start);
    let parts = &values.window[..base.min(values.window.len())];
    if skip_half {
        for &(small, small_value) in near {
            if 2 * small != sum {
                insert(options, small_value ^ parts[base - small].into());
            }
        }
    } else {
        for &(small, small_value) in near {
            insert(options, small_value ^ parts[base - small].into());
        }
    }
    for &(small, small_value) in far {
        if skip_half && 2 * small == sum {
            continue;
        }
        let other = values.prefix.get(sum - small).ok_or(Missing {
            needs: sum - small,
            cover: small + 1,
        })?;
        insert(options, small_value ^ (*other).into());
    }
    Ok(())
}

/// Adds the options of the moves that leave three heaps adding up to `sum`.
fn triple_options<T: Stored>(
    options: &mut [u8],
    values: View<'_, T>,
    sum: usize,
) -> Result<(), Missing> {
    for a in 1..=sum / 3 {
        let first = held(values, a)?;
        for b in a..=(sum - a) / 2 {
            insert(
                options,
                first ^ held(values, b)? ^ held(values, sum - a - b)?,
            );
        }
    }
    Ok(())
}

/// The values an engine adds to as it computes: all of them (a nim-sequence), or the
/// first heaps and a window (a census).
pub(crate) trait Store<T: Stored> {
    /// The values held.
    fn view(&self) -> View<'_, T>;
    /// Adds the value of the next heap.
    fn push(&mut self, value: T) -> Result<(), Halt>;
    /// How many values can be added before one held now is dropped: the heaps that read
    /// the values as they are now.
    fn adds_before_drop(&self) -> usize {
        usize::MAX
    }
}

impl<T: Stored> Store<T> for Vec<T> {
    fn view(&self) -> View<'_, T> {
        View::full(self)
    }

    /// The room is asked for beforehand (`NimSequence` reserves each stretch).
    fn push(&mut self, value: T) -> Result<(), Halt> {
        if self.len() == self.capacity() {
            self.try_reserve(1).map_err(|_| Halt::OutOfMemory)?;
        }
        Vec::push(self, value);
        Ok(())
    }
}

/// `(value << 1) | parity`, the value that the classes split. A mask is a linear form, so
/// it judges any value, even one above every value counted so far.
fn extend(value: u64, parity: usize) -> usize {
    // Values stay below 2^MOST_VALUE_BITS, so this fits.
    ((value as usize) << 1) | parity
}

/// Whether `bits` has an odd number of ones.
fn parity(bits: usize) -> bool {
    bits.count_ones() & 1 == 1
}

/// The most options a heap of `heap` can have in `game`, a bound on its value (the mex of
/// `k` options is at most `k`): a move that takes `t` leaves one heap one way, two heaps at
/// most `heap / 2` ways, three at most `heap²` ways.
pub(crate) fn most_options(game: &TakeAndBreak, heap: u64) -> u64 {
    let count = |leave: u8| {
        let finite = game
            .digits()
            .iter()
            .skip(1)
            .filter(|&&digit| digit & leave != 0)
            .count() as u64;
        let repeating = game.tail().is_some_and(|(_, digit)| digit & leave != 0);
        finite.saturating_add(if repeating { heap } else { 0 })
    };
    // Two heaps may also be left by taking nothing (a digit d0 of 4 splits a heap).
    let splits = count(LEAVE_TWO) + u64::from(game.digits()[0] & LEAVE_TWO != 0);
    let triples = count(LEAVE_THREE) + u64::from(game.digits()[0] & LEAVE_THREE != 0);
    1u64.saturating_add(count(LEAVE_ONE))
        .saturating_add(splits.saturating_mul(heap / 2))
        .saturating_add(triples.saturating_mul(heap.saturating_mul(heap)))
}

fn insert(set: &mut [u8], value: u64) {
    // Every option is below 2^bits, which the set holds.
    set[value as usize] = 1;
}

/// The least value not in `set`, eight bytes at a time.
fn mex(set: &[u8]) -> u64 {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    let mut chunks = set.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([1; 8]));
        if word != ONES {
            // The bytes are 0 or 1: the first byte that is 0 is the first nonzero of this.
            return base + u64::from((word ^ ONES).trailing_zeros() / 8);
        }
        base += 8;
    }
    let rest = chunks.remainder();
    base + rest
        .iter()
        .position(|&seen| seen == 0)
        .unwrap_or(rest.len()) as u64
}

/// The Walsh–Hadamard transform in place: `w[m] = Σ h[e]·(−1)^{popcount(e & m)}`.
fn walsh_hadamard(values: &mut [i64]) {
    let mut half = 1;
    while half < values.len() {
        for block in values.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values by the plain mex rule, from the moves of `game` itself.
    fn plain(game: &TakeAndBreak, count: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for heap in 0..count as u64 {
            let mut options: Vec<u64> = game
                .heap_moves(0, heap)
                .map(|mv| {
                    mv.parts
                        .iter()
                        .map(|&part| values[part as usize])
                        .fold(0, |a, b| a ^ b)
                })
                .collect();
            options.sort_unstable();
            options.dedup();
            let value = options
                .iter()
                .enumerate()
                .find(|&(i, &v)| i as u64 != v)
                .map_or(options.len() as u64, |(i, _)| i as u64);
            values.push(value);
        }
        values
    }

    fn engine_values(game: &TakeAndBreak, count: usize) -> Vec<u64> {
        let mut engine = Engine::new(game);
        let mut values: Vec<u64> = Vec::new();
        run(&mut engine, &mut values, count, 1).unwrap();
        values
    }

    #[test]
    fn values_stay_within_the_count_of_options() {
        for code in [
            "0.77", "0.6", "4.", "0.137", "0.[7]", "0.f", "4.07", "0.8", "0.[8]",
        ] {
            let game = TakeAndBreak::new(code).unwrap();
            let values = plain(&game, 200);
            for (heap, &value) in values.iter().enumerate() {
                let moves = game.heap_moves(0, heap as u64).count() as u64;
                let bound = most_options(&game, heap as u64);
                assert!(
                    moves <= bound,
                    "{code}: heap {heap} has {moves} > {bound} moves"
                );
                assert!(value <= bound, "{code}: G({heap}) = {value} > {bound}");
            }
        }
    }

    #[test]
    fn verify_finds_the_first_forged_value() {
        let game = TakeAndBreak::new("0.77").unwrap();
        let mut values: Vec<u16> = plain(&game, 100).iter().map(|&v| v as u16).collect();
        assert_eq!(Engine::new(&game).verify(&values), Ok(None));
        values[57] ^= 1;
        let right = u64::from(values[57] ^ 1);
        assert_eq!(Engine::new(&game).verify(&values), Ok(Some((57, right))));
    }

    #[test]
    fn engine_agrees_with_the_plain_mex_rule() {
        for code in [
            "0.77", "0.16", "0.6", "4.", "0.137", "0.[7]", "0.7[3]", "8.", "0.f", "0.4[6]", "4.07",
        ] {
            let game = TakeAndBreak::new(code).unwrap();
            assert_eq!(engine_values(&game, 300), plain(&game, 300), "{code}");
        }
        let grundy = TakeAndBreak::grundys_game();
        assert_eq!(engine_values(&grundy, 300), plain(&grundy, 300));
    }

    #[test]
    fn next_held_finds_the_next_split_whose_parts_are_held() {
        // Heaps 0..5 and 20..40 held, 5..20 dropped.
        let values: Vec<u16> = (0..40).collect();
        let view = View {
            prefix: &values[..5],
            window: &values[20..],
            start: 20,
        };
        for sum in 2..40 {
            let half = sum / 2;
            for small in 1..=half + 1 {
                let held = |part: usize| view.get(part).is_some();
                let expected = (small..=half)
                    .find(|&part| held(part) && held(sum - part))
                    .unwrap_or(half + 1);
                assert_eq!(view.next_held(sum, small, half), expected, "{sum} {small}");
                if expected <= half {
                    assert!(view.pairs(sum, expected, half).is_ok(), "{sum} {small}");
                }
            }
        }
    }

    #[test]
    fn the_transform_counts_parities() {
        let mut values = vec![3, 0, 1, 5];
        walsh_hadamard(&mut values);
        assert_eq!(values, vec![9, -1, -3, 7]); // 3+0+1+5, 3-0+1-5, 3+0-1-5, 3-0-1+5
    }
}
