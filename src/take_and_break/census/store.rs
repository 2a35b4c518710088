//! The values a census holds: the first heaps and a window of the most recent ones, in
//! one buffer of a size set by the census's memory, and the count of each value.

use crate::take_and_break::engine::{Halt, Store, View};

/// The heaps more than the first ones that the window holds: the most a move takes (a
/// split's larger part is at most that much and the smaller part back from the heap),
/// and a block of heaps computed together, with room to spare.
pub(crate) fn window_extra(most_taken: usize) -> usize {
    most_taken + 2048
}

/// How the buffer is cut: `capacity` values, the first `prefix` heaps kept for good, and
/// a window of at least `window` recent heaps (the rest of the buffer lets it slide a
/// stretch at a time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) capacity: usize,
    pub(crate) prefix: usize,
    pub(crate) window: usize,
}

impl Layout {
    /// The layout of `capacity` values for a game whose moves take at most `most_taken`:
    /// the window is `extra` heaps longer than the prefix (so that it holds the larger
    /// part of every split whose smaller part is in the prefix), and an eighth more of the
    /// two lets it slide. `None` when not even one heap could be kept.
    pub(crate) fn new(capacity: usize, most_taken: usize) -> Option<Layout> {
        let extra = window_extra(most_taken);
        // capacity = (prefix + window)·9/8, window = prefix + extra.
        let prefix = (capacity / 9 * 8).checked_sub(extra)? / 2;
        (prefix > 0).then_some(Layout {
            capacity,
            prefix,
            window: prefix + extra,
        })
    }

    /// The values a layout needs to keep `prefix` first heaps.
    pub(crate) fn capacity_for(prefix: usize, most_taken: usize) -> usize {
        let both = prefix
            .saturating_mul(2)
            .saturating_add(window_extra(most_taken));
        both.saturating_add(both / 8).saturating_add(9)
    }
}

/// The values held and their tally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Held {
    /// While `prefix` is 0, heap `i` at `buf[i]`, every heap from 0; then the first heaps
    /// at `buf[..prefix]` and heaps `start..` at `buf[prefix..]`.
    buf: Vec<u16>,
    prefix: usize,
    start: usize,
    layout: Layout,
    /// Whether every value must be held (the options of the code reach every heap): the
    /// window never slides, and a full buffer stops the census.
    keep_all: bool,
    /// `counts[v]`: heaps whose value is `v`.
    pub(crate) counts: Vec<u64>,
    /// The largest value and the first heap that has it.
    pub(crate) largest: (u64, u64),
}

impl Held {
    /// Nothing held yet.
    pub(crate) fn new(layout: Layout, keep_all: bool) -> Held {
        Held {
            buf: Vec::new(),
            prefix: 0,
            start: 0,
            layout,
            keep_all,
            counts: Vec::new(),
            largest: (0, 0),
        }
    }

    /// The values of `counts` and `largest`, laid out for `layout`, from the first heaps
    /// `first` (heaps `0..first.len()`, at least one unless they reach the window) and the
    /// recent heaps `window` (of heaps `start..`): every value when the first heaps reach
    /// the window, else the first heaps, a gap, and as much of the window as fits.
    pub(crate) fn assembled(
        layout: Layout,
        keep_all: bool,
        counts: Vec<u64>,
        largest: (u64, u64),
        first: &[u16],
        start: usize,
        window: &[u16],
    ) -> Result<Held, Halt> {
        let len = start + window.len();
        let mut held = Held {
            buf: Vec::new(),
            prefix: 0,
            start: 0,
            layout,
            keep_all,
            counts,
            largest,
        };
        let value = |heap: usize| {
            if heap >= start {
                window[heap - start]
            } else {
                first[heap]
            }
        };
        if first.len() >= start && (keep_all || len <= layout.capacity) {
            held.buf
                .try_reserve_exact(len)
                .map_err(|_| Halt::OutOfMemory)?;
            held.buf.extend((0..len).map(value));
        } else if first.len() >= start {
            // Every value is known, more than the buffer holds: the first heaps and as
            // many of the last as the buffer holds.
            let recent = (layout.capacity - layout.prefix).min(len - layout.prefix);
            held.buf
                .try_reserve_exact(layout.prefix + recent)
                .map_err(|_| Halt::OutOfMemory)?;
            held.buf
                .extend((0..layout.prefix).chain(len - recent..len).map(value));
            held.prefix = layout.prefix;
            held.start = len - recent;
        } else {
            // The first heaps and as many of the window as the buffer holds beside them.
            let recent = layout
                .capacity
                .saturating_sub(first.len())
                .min(window.len());
            held.buf
                .try_reserve_exact(first.len() + recent)
                .map_err(|_| Halt::OutOfMemory)?;
            held.buf.extend_from_slice(first);
            held.buf.extend_from_slice(&window[window.len() - recent..]);
            held.prefix = first.len();
            held.start = len - recent;
        }
        Ok(held)
    }

    /// The heap of the first value of the window, and the window.
    pub(crate) fn window(&self) -> (usize, &[u16]) {
        if self.prefix == 0 {
            (0, &self.buf)
        } else {
            (self.start, &self.buf[self.prefix..])
        }
    }

    /// Every value from heap 0, in order, while every one is held.
    pub(crate) fn all(&self) -> Option<&[u16]> {
        (self.prefix == 0).then_some(&self.buf[..])
    }

    /// The values of heaps `0..count`, when held.
    pub(crate) fn first(&self, count: usize) -> Option<&[u16]> {
        let held = if self.prefix == 0 {
            self.buf.len()
        } else {
            self.prefix
        };
        (count <= held).then(|| &self.buf[..count])
    }

    /// Takes the tally, leaving it empty.
    pub(crate) fn take_tally(&mut self) -> (Vec<u64>, (u64, u64)) {
        (std::mem::take(&mut self.counts), self.largest)
    }

    /// How many heaps are known.
    pub(crate) fn len(&self) -> usize {
        self.view().len()
    }

    /// Whether every value must be held and the buffer holds as many as it can.
    pub(crate) fn full(&self) -> bool {
        self.keep_all && self.buf.len() >= self.layout.capacity
    }

    /// The layout.
    pub(crate) fn layout(&self) -> Layout {
        self.layout
    }

    /// Counts the heaps `from..to` of a sequence whose values repeat with `period`, from
    /// the values held (every one, from heap 0, up to the end of the first period).
    pub(crate) fn count_period(&mut self, period: (u64, u64), from: u64, to: u64) {
        let (preperiod, length) = period;
        let heaps = to.saturating_sub(from);
        let cycles = heaps / length;
        let first = (from - preperiod) % length;
        let value =
            |buf: &[u16], offset: u64| usize::from(buf[(preperiod + offset % length) as usize]);
        for offset in 0..length {
            let count = &mut self.counts[value(&self.buf, offset)];
            *count = count.saturating_add(cycles);
        }
        for offset in first..first + heaps % length {
            self.counts[value(&self.buf, offset)] += 1;
        }
    }

    /// Makes room for the value of the next heap: grows the buffer toward its capacity,
    /// or slides the window; `Err` when every value must be held and the buffer is full
    /// ([`full`](Self::full)), or the memory cannot be had.
    fn make_room(&mut self) -> Result<(), Halt> {
        let len = self.buf.len();
        if len < self.layout.capacity {
            if len == self.buf.capacity() {
                // Twice as much, up to the capacity: a census of few heaps takes little.
                let more = len.max(1024).min(self.layout.capacity - len);
                self.buf
                    .try_reserve_exact(more)
                    .map_err(|_| Halt::OutOfMemory)?;
            }
            return Ok(());
        }
        if self.keep_all {
            return Err(Halt::OutOfMemory);
        }
        // Keep the first heaps and the last window's worth; the rest goes.
        let window = self.layout.window;
        let from = len - window;
        if self.prefix == 0 {
            self.prefix = self.layout.prefix;
            self.start = from;
        } else {
            self.start += from - self.prefix;
        }
        self.buf.copy_within(from.., self.prefix);
        self.buf.truncate(self.prefix + window);
        Ok(())
    }
}

impl Store<u16> for Held {
    fn view(&self) -> View<'_, u16> {
        if self.prefix == 0 {
            View::full(&self.buf)
        } else {
            View {
                prefix: &self.buf[..self.prefix],
                window: &self.buf[self.prefix..],
                start: self.start,
            }
        }
    }

    fn push(&mut self, value: u16) -> Result<(), Halt> {
        let heap = self.len() as u64;
        self.make_room()?;
        let index = usize::from(value);
        if self.counts.len() <= index {
            self.counts
                .try_reserve(index + 1 - self.counts.len())
                .map_err(|_| Halt::OutOfMemory)?;
            self.counts.resize(index + 1, 0);
        }
        self.counts[index] += 1;
        if u64::from(value) > self.largest.0 || heap == 0 {
            self.largest = (u64::from(value), heap);
        }
        self.buf.push(value);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_slides_and_the_first_heaps_stay() {
        let layout = Layout {
            capacity: 40,
            prefix: 5,
            window: 20,
        };
        let mut held = Held::new(layout, false);
        for heap in 0..1000u16 {
            let view = held.view();
            assert_eq!(view.len(), usize::from(heap));
            if heap > 0 {
                assert_eq!(view.get(usize::from(heap) - 1), Some(u64::from(heap) - 1));
                // The first heaps, and at least a window's worth of recent ones.
                for back in 1..=20.min(heap) {
                    let h = usize::from(heap - back);
                    assert_eq!(view.get(h), Some(h as u64));
                }
                for h in 0..5.min(usize::from(heap)) {
                    assert_eq!(view.get(h), Some(h as u64));
                }
            }
            held.push(heap).unwrap();
        }
        assert!(held.buf.capacity() <= 40);
        assert_eq!(held.view().get(500), None);
        assert_eq!(held.largest, (999, 999));
    }
}
