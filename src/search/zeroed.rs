//! The transposition table's arrays: zeroed words, which the system backs by huge pages
//! (2 MiB) when it can.
//!
//! A table of a gigabyte read at random misses the processor's caches at every look-up,
//! and, in pages of 4 KiB, misses its translation buffer too: each look-up then walks the
//! page tables before it reads the slot. In pages of 2 MiB the buffer maps the whole table.
//! Linux gives those to a mapping that asks for them (`madvise(MADV_HUGEPAGE)`, the
//! "transparent huge pages" that most systems grant on request only), so a large array is
//! its own anonymous mapping with that advice; a small one, and any where the system maps
//! nothing, stays on the heap. Both start zeroed, as the system gives mapped memory.

use core::fmt;

use bytemuck::Pod;
use memmap2::MmapMut;

/// The smallest array that is mapped apart: one huge page.
const MAPPED_FROM: usize = 2 << 20;

/// An array of `T`, zeroed when made, on the heap or mapped apart.
pub(super) enum Zeroed<T> {
    Heap(Vec<T>),
    Mapped(MmapMut),
}

impl<T: Pod> Zeroed<T> {
    /// `len` zeroed values, or `None` when the memory cannot be had. Time: the system's
    /// (a mapping is zeroed as it is first touched), or `O(len)` on the heap.
    pub(super) fn new(len: usize) -> Option<Self> {
        let bytes = len.checked_mul(size_of::<T>())?;
        if bytes >= MAPPED_FROM {
            if let Ok(map) = MmapMut::map_anon(bytes) {
                // Advice only: without huge pages the array works alike, slower.
                #[cfg(target_os = "linux")]
                let _ = map.advise(memmap2::Advice::HugePage);
                return Some(Zeroed::Mapped(map));
            }
        }
        let mut heap = Vec::new();
        heap.try_reserve_exact(len).ok()?;
        heap.resize(len, T::zeroed());
        Some(Zeroed::Heap(heap))
    }
}

impl<T> Default for Zeroed<T> {
    fn default() -> Self {
        Zeroed::Heap(Vec::new())
    }
}

impl<T: Pod> core::ops::Deref for Zeroed<T> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        match self {
            Zeroed::Heap(heap) => heap,
            // A mapping starts at a page, and holds a whole number of `T`.
            Zeroed::Mapped(map) => bytemuck::cast_slice(map),
        }
    }
}

impl<T: Pod> core::ops::DerefMut for Zeroed<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            Zeroed::Heap(heap) => heap,
            Zeroed::Mapped(map) => bytemuck::cast_slice_mut(map),
        }
    }
}

/// A copy: mapped apart in its turn when it is large and the system maps it.
impl<T: Pod> Clone for Zeroed<T> {
    fn clone(&self) -> Self {
        match Zeroed::new(self.len()) {
            Some(mut copy) => {
                copy.copy_from_slice(self);
                copy
            }
            None => Zeroed::Heap(self.to_vec()),
        }
    }
}

impl<T: Pod> fmt::Debug for Zeroed<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = match self {
            Zeroed::Heap(_) => "heap",
            Zeroed::Mapped(_) => "mapped",
        };
        write!(f, "Zeroed({} values, {place})", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_arrays_stay_on_the_heap_and_large_ones_are_mapped_zeroed() {
        let small: Zeroed<u64> = Zeroed::new(1000).unwrap();
        assert!(matches!(small, Zeroed::Heap(_)));
        assert_eq!(small.len(), 1000);
        let mut large: Zeroed<[u64; 2]> = Zeroed::new(1 << 17).unwrap();
        assert_eq!(large.len(), 1 << 17);
        #[cfg(unix)]
        assert!(matches!(large, Zeroed::Mapped(_)));
        assert!(large.iter().all(|&pair| pair == [0, 0]));
        large[12_345] = [7, 9];
        let copy = large.clone();
        assert_eq!(
            (copy.len(), copy[12_345], copy[12_346]),
            (1 << 17, [7, 9], [0, 0])
        );
        // More bytes than a word counts is refused, not wrapped.
        assert!(Zeroed::<[u64; 2]>::new(usize::MAX / 8).is_none());
    }
}
