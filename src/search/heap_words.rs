//! The word of a list of heaps: the format in which the crate's games of heaps (Nim, Kayles,
//! line erasing, Grundy's game, the take-and-break games) give a search their positions
//! ([`Hooks::pack`](super::Hooks::pack)), and the helpers behind their [`Hooks`](super::Hooks).
//!
//! A word of heaps holds, from its low bits up: the number of heaps (4 bits, so at most 15
//! heaps), a width `w` (6 bits), then each heap in `w` bits, in order. The width is that of
//! the largest heap in bits rounded up to a multiple of four, or, when the heaps at that
//! width would need more than the 50 bits left, not rounded ([`width_of`]). It depends on
//! the heaps alone, so a list of heaps has exactly one word, and two lists with the same
//! word are the same list. A list whose heaps need more than 50 bits unrounded does not
//! pack: every word is below 2^60.
//!
//! The rounding is for the words after a move ([`find_map_takes_from_one_heap`]): taking
//! from a heap lowers its field in place, and the heaps are packed again only when the
//! width changes, which, rounded, is when the largest heap falls below a power of 16 (16,
//! 256, ...), not of 2.

use super::PackedOption;

/// Bits that hold the number of heaps.
const COUNT_BITS: u32 = 4;
/// Bits that hold the width of a heap.
const WIDTH_BITS: u32 = 6;
/// Bits left for the heaps themselves, so that a word stays below 2^60, which the search
/// stores as a word rather than whole.
const HEAP_BITS: u32 = 60 - COUNT_BITS - WIDTH_BITS;
/// The bits of a word that hold the number of heaps.
const COUNT_MASK: u64 = (1 << COUNT_BITS) - 1;
/// The bits of a word, shifted down, that hold the width of a heap.
const WIDTH_MASK: u64 = (1 << WIDTH_BITS) - 1;

/// `heaps` packed into one word below 2^60, or `None` when there are more than 15 heaps or
/// their widths add up to more than 50 bits.
///
/// # Complexity
///
/// `O(heaps)`, no allocation.
#[inline]
pub(crate) fn pack_heaps(heaps: &[u64]) -> Option<u64> {
    let count = u32::try_from(heaps.len()).ok()?;
    if count >= 1 << COUNT_BITS {
        return None;
    }
    let largest = heaps.iter().fold(0, |largest, &heap| largest | heap);
    let width = width_of(count, u64::BITS - largest.leading_zeros())?;
    let mut word = 0;
    for &heap in heaps.iter().rev() {
        // `width` is below 64 whenever a heap is stored (count · width ≤ 50).
        word = word << width | heap;
    }
    Some(word << (COUNT_BITS + WIDTH_BITS) | u64::from(width) << COUNT_BITS | u64::from(count))
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
const fn least_largest_heap(width: u64) -> u64 {
    let kept = if width % 4 == 0 { 4 } else { 1 };
    if width >= kept {
        1 << ((width - kept) & 63)
    } else {
        0
    }
}

/// `WIDE_BITS[width][count]`: the bits of the word of `count` heaps `width` bits wide that a
/// heap at least [`least_largest_heap`]`(width)` sets in its field. The word of a list of
/// heaps sets one of them, and a word lowered in place stays the word of its heaps while
/// it does. 0 for a width and count that no word has.
static WIDE_BITS: [[u64; 1 << COUNT_BITS]; 1 << WIDTH_BITS] = {
    let mut table = [[0; 1 << COUNT_BITS]; 1 << WIDTH_BITS];
    let mut width: u64 = 1;
    while width < 1 << WIDTH_BITS {
        let field = ((1 << width) - 1) & !(least_largest_heap(width) - 1);
        let mut count: u64 = 1;
        while count < 1 << COUNT_BITS && count * width <= HEAP_BITS as u64 {
            let (row, at) = (width as usize, count as usize);
            table[row][at] = table[row][at - 1] | field << field_shift(width, count - 1);
            count += 1;
        }
        width += 1;
    }
    table
};

/// The options of the heaps packed in `word` when a move takes 1, 2, ... up to the whole
/// heap from one heap, heap by heap in order (Nim's moves), after the option that `resume`
/// names, given to `visit` until it answers: the first answer, as
/// [`Hooks::find_map_packed_options`] gives it. An
/// option resumes after the stones it took, shifted past the heap's index (4 bits).
///
/// An option's word is found from the word without writing the heaps out: the heap's field
/// lowered in place. Only when no heap is left as wide as the fields need
/// ([`least_largest_heap`]) are the heaps packed again, at their new width. For a word that
/// [`pack_heaps`] did not give: at most 15 heaps' worth of options, and no panic.
///
/// Two loops, the heaps and the takes from one: from one option to the next, only the
/// take, the heap, the word, where the field starts and [`WIDE_BITS`] are live, fewer than
/// an iterator's `next` keeps live at each option.
///
/// # Complexity
///
/// `O(1)` an option, but `O(heaps)` for one packed again; no allocation.
#[inline]
pub(crate) fn find_map_takes_from_one_heap<T>(
    word: u64,
    resume: u64,
    mut visit: impl FnMut(PackedOption) -> Option<T>,
) -> Option<T> {
    let count = word & COUNT_MASK;
    let width = (word >> COUNT_BITS) & WIDTH_MASK;
    let wide_bits = WIDE_BITS[width as usize][count as usize];
    let mut index = resume & COUNT_MASK;
    let mut take = (resume >> COUNT_BITS) + 1;
    while index < count {
        let shift = field_shift(width, index);
        let heap = field(word, width, index);
        while take <= heap {
            // The heap is the field at `shift`, below 64, so `take << shift` is at most the
            // word.
            let lowered = word - (take << shift);
            let option = if lowered & wide_bits == 0 {
                repacked(word, width, index, take)
            } else {
                lowered
            };
            if let Some(found) = visit(PackedOption {
                word: option,
                resume: take << COUNT_BITS | index,
            }) {
                return Some(found);
            }
            take += 1;
        }
        index += 1;
        take = 1;
    }
    None
}

/// Where the field of heap `index` starts in a word whose fields are `width` bits wide;
/// 64 or more for a field past the word.
#[inline]
const fn field_shift(width: u64, index: u64) -> u64 {
    (COUNT_BITS + WIDTH_BITS) as u64 + width * index
}

/// The heap at `index` of a word whose fields are `width` bits wide (0 past the word).
#[inline]
fn field(word: u64, width: u64, index: u64) -> u64 {
    let shift = u32::try_from(field_shift(width, index)).unwrap_or(u32::MAX);
    let mask = (1 << width) - 1;
    word.checked_shr(shift).unwrap_or(0) & mask
}

/// [`find_map_takes_from_one_heap`]'s option when no heap is left as wide as the word's
/// `width` needs: the heaps, with `take` taken from the one at `index`, packed again. Out of
/// line: it loops over the heaps.
#[inline(never)]
fn repacked(word: u64, width: u64, index: u64, take: u64) -> u64 {
    let count = word & COUNT_MASK;
    let mut heaps = [0; 1 << COUNT_BITS];
    let heaps = &mut heaps[..count as usize];
    for (at, heap) in (0..).zip(heaps.iter_mut()) {
        *heap = field(word, width, at);
    }
    // `take` is at most the heap, as the caller found it.
    heaps[index as usize] -= take;
    // Narrower heaps fit where the wider ones did.
    pack_heaps(heaps).unwrap_or(word)
}

/// The word of the one heap `heap`, as [`pack_heaps`] gives it for `[heap]`, found without
/// its loops: a search packs every part of every option so.
#[inline]
pub(crate) fn pack_heap(heap: u64) -> Option<u64> {
    let width = width_of(1, u64::BITS - heap.leading_zeros())?;
    Some(heap << (COUNT_BITS + WIDTH_BITS) | u64::from(width) << COUNT_BITS | 1)
}

/// The heap of a word of one heap, as [`pack_heap`] gives it: the number
/// [`Hooks::dense_index`] gives it in the crate's games of heaps; `None` for a word of
/// another number of heaps.
#[inline]
pub(crate) fn heap_index(word: u64) -> Option<usize> {
    one_heap(word).and_then(|heap| usize::try_from(heap).ok())
}

/// The heap of a word of one heap, as [`pack_heap`] gives it; `None` for a word of another
/// number of heaps.
#[inline]
pub(crate) fn one_heap(word: u64) -> Option<u64> {
    // The one field is the top of the word: nothing lies above the heap.
    (word & COUNT_MASK == 1).then_some(word >> (COUNT_BITS + WIDTH_BITS))
}

/// Writes the heaps that [`pack_heaps`] packed into `word` into `heaps`, reusing its storage.
#[inline]
pub(crate) fn unpack_heaps(word: u64, heaps: &mut Vec<u64>) {
    let count = word & COUNT_MASK;
    let width = (word >> COUNT_BITS) & WIDTH_MASK;
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

/// Under the law of [`Hooks::packed_parts`]: the word of each
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

/// The [`Game`] methods of a game whose position is a `Vec<u64>` of heaps that can be put
/// in any order. `heaps_in_any_order!(plays_in_place)`, for a game whose
/// [`Hooks::play_into`] keeps every heap in its place: `play` by `play_into` into a new
/// `Vec`, and the heaps sorted as the canonical form. `heaps_in_any_order!(empty_heaps_gone)`,
/// for a game in which an empty heap is no heap: the non-empty heaps sorted.
macro_rules! heaps_in_any_order {
    (plays_in_place) => {
        /// The position after `mv`, by [`play_into`](crate::search::Hooks::play_into) into a
        /// new `Vec`: every heap stays in its place.
        fn play(&self, heaps: &Vec<u64>, mv: &Self::Move) -> Result<Vec<u64>, $crate::Error> {
            let mut next = Vec::new();
            $crate::search::Hooks::play_into(self, heaps, mv, &mut next)?;
            Ok(next)
        }

        $crate::search::heap_words::heaps_in_any_order!();
    };
    (empty_heaps_gone) => {
        /// The non-empty heaps, sorted: their order does not matter, and an empty heap
        /// has no move.
        #[inline]
        fn canonicalize(&self, heaps: &mut Vec<u64>) {
            if !heaps.is_sorted() {
                heaps.sort_unstable();
            }
            // Sorted, the empty heaps come first.
            if heaps.first() == Some(&0) {
                heaps.retain(|&heap| heap > 0);
            }
        }
    };
    () => {
        /// The heaps sorted: their order does not matter.
        #[inline]
        fn canonicalize(&self, heaps: &mut Vec<u64>) {
            if !heaps.is_sorted() {
                heaps.sort_unstable();
            }
        }
    };
}

pub(crate) use heaps_in_any_order;

/// The [`Hooks`] methods `pack` and `unpack` of a game whose position is a `Vec<u64>` of
/// heaps: the heaps packed into a word by [`pack_heaps`].
macro_rules! heaps_packed {
    () => {
        /// Up to 15 heaps whose sizes fit 50 bits together.
        #[inline]
        fn pack(&self, heaps: &Vec<u64>) -> Option<u64> {
            $crate::search::heap_words::pack_heaps(heaps)
        }

        #[inline]
        fn unpack(&self, word: u64, heaps: &mut Vec<u64>) {
            $crate::search::heap_words::unpack_heaps(word, heaps);
        }
    };
}

pub(crate) use heaps_packed;

/// The [`Hooks`] methods of a game whose position is one `u64` heap: the heap is its own
/// word.
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
        (pack_heaps(heaps).expect("the heaps pack") >> COUNT_BITS) & WIDTH_MASK
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
