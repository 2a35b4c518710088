//! Positions of heaps packed into one machine word, for the search's memo: what
//! [`Game::pack`](crate::Game::pack) and [`Game::unpack`](crate::Game::unpack) do for every game
//! whose position is a list of heaps (Nim, Kayles, line erasing, Grundy's game, the
//! take-and-break games).
//!
//! A word holds, from its low bits up: the number of heaps (4 bits, so at most 15 heaps),
//! a width `w` (6 bits), then each heap in `w` bits, in order. The width is that of the
//! largest heap in bits rounded up to a multiple of four, or, when the heaps at that width
//! would need more than the 50 bits left, not rounded ([`width_of`]). It depends on the
//! heaps alone, so a list of heaps has exactly one word, and two lists with the same word
//! are the same list. A list whose heaps need more than 50 bits unrounded does not pack:
//! every word is below 2^60.
//!
//! The rounding is for the words after a move: taking from a heap lowers its field in place,
//! and the heaps are packed again only when the width changes, which, rounded, is when the
//! largest heap falls below a power of 16 (16, 256, ...), not of 2.

/// Bits that hold the number of heaps.
const COUNT_BITS: u32 = 4;
/// Bits that hold the width of a heap.
const WIDTH_BITS: u32 = 6;
/// Bits left for the heaps themselves, so that a word stays below 2^60, which the search
/// stores as a word rather than whole.
const HEAP_BITS: u32 = 60 - COUNT_BITS - WIDTH_BITS;

/// `heaps` packed into one word below 2^60, or `None` when there are more than 15 heaps or
/// their widths add up to more than 50 bits.
///
/// # Complexity
///
/// `O(heaps)`, no allocation.
#[inline]
pub(crate) fn pack_heaps(heaps: &[u64]) -> Option<u64> {
    pack_heap_sizes(heaps.iter().copied())
}

/// The width of a heap's field in the word of `count` heaps whose largest is `bits` wide:
/// `bits` rounded up to a multiple of four when the heaps fit 50 bits so, else `bits`
/// itself; `None` when they do not fit even so.
#[inline]
const fn width_of(count: u32, bits: u32) -> Option<u32> {
    let rounded = bits.next_multiple_of(4);
    if count * rounded <= HEAP_BITS {
        Some(rounded)
    } else if count * bits <= HEAP_BITS {
        Some(bits)
    } else {
        None
    }
}

/// The least a word's largest heap can be for its width to stay `width`: below it, the
/// heaps are packed at a smaller width. A rounded width (a multiple of four) holds while the
/// largest heap keeps more than `width − 4` bits, one not rounded while it keeps all of them.
#[inline]
const fn least_largest_heap(width: u64) -> u64 {
    let kept = if width % 4 == 0 { 4 } else { 1 };
    if width >= kept {
        1 << ((width - kept) & 63)
    } else {
        0
    }
}

/// [`pack_heaps`] of the heaps `sizes` yields, in order.
#[inline]
fn pack_heap_sizes(
    sizes: impl DoubleEndedIterator<Item = u64> + ExactSizeIterator + Clone,
) -> Option<u64> {
    let count = u32::try_from(sizes.len()).ok()?;
    if count >= 1 << COUNT_BITS {
        return None;
    }
    let largest = sizes.clone().fold(0, |largest, heap| largest | heap);
    let width = width_of(count, u64::BITS - largest.leading_zeros())?;
    let mut word = 0;
    for heap in sizes.rev() {
        // `width` is below 64 whenever a heap is stored (count · width ≤ 50).
        word = word << width | heap;
    }
    Some(word << (COUNT_BITS + WIDTH_BITS) | u64::from(width) << COUNT_BITS | u64::from(count))
}

/// The word of `heaps` with `take` stones taken from the heap at `index`, found from `word`,
/// the word [`pack_heaps`] gives for `heaps`, without writing the heaps out: the heap's field
/// lowered in place. Only when the heap was the only one at least as large as the width
/// needs ([`least_largest_heap`]) and falls below it are the heaps packed again, at their
/// new width. `None` when there is no heap at `index`, or when it has fewer than `take`
/// stones or `take` is 0. For a `word` that is not `heaps`' word: some word or `None`, and no
/// panic.
///
/// # Complexity
///
/// `O(1)` when the width stays, else `O(heaps)`; no allocation.
#[inline]
pub(crate) fn pack_heaps_after_taking(
    heaps: &[u64],
    word: u64,
    index: usize,
    take: u64,
) -> Option<u64> {
    let size = *heaps.get(index)?;
    if take == 0 || take > size {
        return None;
    }
    let left = size - take;
    let width = (word >> COUNT_BITS) & ((1 << WIDTH_BITS) - 1);
    let least = least_largest_heap(width);
    if left < least && size >= least {
        return packed_after_narrowing(heaps, word, index, take, least);
    }
    lowered(word, width, index, take)
}

/// `word` with `take` taken from the field of heap `index`, the fields `width` bits wide.
#[inline]
fn lowered(word: u64, width: u64, index: usize, take: u64) -> Option<u64> {
    let shift = u64::from(COUNT_BITS + WIDTH_BITS) + width.checked_mul(index as u64)?;
    word.checked_sub(take.checked_shl(u32::try_from(shift).ok()?)?)
}

/// [`pack_heaps_after_taking`] when the heap taken from falls below `least`: the heaps
/// packed again, unless another heap keeps the width. Out of line: it loops over the heaps.
#[inline(never)]
fn packed_after_narrowing(
    heaps: &[u64],
    word: u64,
    index: usize,
    take: u64,
    least: u64,
) -> Option<u64> {
    let width = (word >> COUNT_BITS) & ((1 << WIDTH_BITS) - 1);
    let mut others = heaps
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != index);
    if others.any(|(_, &heap)| heap >= least) {
        return lowered(word, width, index, take);
    }
    let left = heaps.get(index)?.checked_sub(take)?;
    let sizes = heaps.iter().enumerate();
    pack_heap_sizes(sizes.map(|(at, &heap)| if at == index { left } else { heap }))
}

/// The word of the one heap `heap`, as [`pack_heaps`] gives it for `[heap]`, found without
/// its loops: a search packs every part of every option so.
#[inline]
pub(crate) fn pack_heap(heap: u64) -> Option<u64> {
    let width = width_of(1, u64::BITS - heap.leading_zeros())?;
    Some(heap << (COUNT_BITS + WIDTH_BITS) | u64::from(width) << COUNT_BITS | 1)
}

/// Writes the heaps that [`pack_heaps`] packed into `word` into `heaps`, reusing its storage.
#[inline]
pub(crate) fn unpack_heaps(word: u64, heaps: &mut Vec<u64>) {
    let count = word & ((1 << COUNT_BITS) - 1);
    let width = (word >> COUNT_BITS) & ((1 << WIDTH_BITS) - 1);
    // Both below 64: `width` is 6 bits.
    let mask = (1u64 << width) - 1;
    let mut rest = word >> (COUNT_BITS + WIDTH_BITS);
    // In place, without a push's check for room, when the lengths agree (a search's
    // positions keep their number of heaps).
    heaps.resize(count as usize, 0);
    for heap in heaps.iter_mut() {
        *heap = rest & mask;
        rest >>= width;
    }
}

/// Under the law of [`Game::packed_parts`](crate::Game::packed_parts): the word of each
/// non-empty heap of `heaps` alone, into `words`; `false` when one does not pack.
#[inline]
pub(crate) fn heap_part_words(heaps: &[u64], words: &mut Vec<u64>) -> bool {
    words.clear();
    for &heap in heaps {
        if heap > 0 {
            let Some(word) = pack_heap(heap) else {
                return false;
            };
            words.push(word);
        }
    }
    true
}

/// The [`Game`](crate::Game) methods of a game whose position is a `Vec<u64>` of heaps that
/// can be put in any order, and which plays its moves by `play_into`: `play` into a new
/// `Vec`; sorting the heaps as the canonical form; and the heaps packed into a word by
/// [`pack_heaps`].
macro_rules! heaps_in_any_order {
    () => {
        /// The position after `mv`, by [`play_into`](crate::Game::play_into) into a new `Vec`.
        fn play(&self, heaps: &Vec<u64>, mv: &Self::Move) -> Result<Vec<u64>, $crate::Error> {
            let mut next = Vec::new();
            self.play_into(heaps, mv, &mut next)?;
            Ok(next)
        }

        /// The heaps sorted: their order does not matter.
        #[inline]
        fn canonicalize(&self, heaps: &mut Vec<u64>) {
            if !heaps.is_sorted() {
                heaps.sort_unstable();
            }
        }

        /// Up to 15 heaps whose sizes fit 50 bits together.
        #[inline]
        fn pack(&self, heaps: &Vec<u64>) -> Option<u64> {
            $crate::packing::pack_heaps(heaps)
        }

        #[inline]
        fn unpack(&self, word: u64, heaps: &mut Vec<u64>) {
            $crate::packing::unpack_heaps(word, heaps);
        }
    };
}

pub(crate) use heaps_in_any_order;

/// The [`Game`](crate::Game) methods of a game whose position is one `u64` heap: the heap is
/// its own word.
macro_rules! heap_is_its_word {
    () => {
        /// The heap itself.
        fn pack(&self, heap: &u64) -> Option<u64> {
            Some(*heap)
        }

        fn unpack(&self, word: u64, heap: &mut u64) {
            *heap = word;
        }
    };
}

pub(crate) use heap_is_its_word;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heaps_come_back_from_their_word() {
        let lists: [&[u64]; 7] = [
            &[],
            &[0],
            &[0, 0, 0],
            &[15, 15, 15, 15],
            &[1, 2, 3, 0, 7],
            &[(1 << 50) - 1],
            &[(1 << 25) - 1, 5],
        ];
        let mut heaps = vec![99];
        for list in lists {
            let word = pack_heaps(list).expect("fits");
            unpack_heaps(word, &mut heaps);
            assert_eq!(heaps, list);
        }
    }

    #[test]
    fn distinct_lists_have_distinct_words() {
        let lists: [&[u64]; 6] = [&[], &[0], &[0, 0], &[1], &[1, 0], &[0, 1]];
        let words: Vec<u64> = lists.iter().map(|list| pack_heaps(list).unwrap()).collect();
        for (i, a) in words.iter().enumerate() {
            for b in &words[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    /// The width field of the word of `heaps`.
    fn width(heaps: &[u64]) -> u64 {
        (pack_heaps(heaps).expect("the heaps pack") >> COUNT_BITS) & ((1 << WIDTH_BITS) - 1)
    }

    #[test]
    fn widths_round_up_to_four_bits_when_the_heaps_fit() {
        assert_eq!(width(&[]), 0);
        assert_eq!(width(&[0, 0]), 0);
        assert_eq!(width(&[1, 0, 15]), 4);
        assert_eq!(width(&[16]), 8);
        assert_eq!(width(&[255; 6]), 8);
        // Five heaps of 10 bits: 60 bits rounded, 50 not.
        assert_eq!(width(&[1023, 0, 0, 0, 0]), 10);
        assert_eq!(width(&[511, 0, 0, 0, 0]), 9);
        assert_eq!(width(&[(1 << 48) - 1]), 48);
        assert_eq!(width(&[(1 << 50) - 1]), 50);
        assert_eq!(pack_heap(1023), pack_heaps(&[1023]));
        assert_eq!(pack_heap((1 << 49) + 1), pack_heaps(&[(1 << 49) + 1]));
    }

    #[test]
    fn too_wide_or_too_many_heaps_do_not_pack() {
        assert_eq!(pack_heaps(&[1 << 50]), None);
        assert_eq!(pack_heaps(&[u64::MAX]), None);
        assert_eq!(pack_heaps(&[1 << 25, 1 << 25]), None);
        assert_eq!(pack_heaps(&[1; 16]), None);
        assert!(pack_heaps(&[1; 15]).is_some());
    }
}
