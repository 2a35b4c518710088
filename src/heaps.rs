//! Positions made of heaps (or rows): the helpers that Nim, the row games and the
//! take-and-break games share to split, copy and break them.

/// A position of heaps (or rows) as the sum of its non-empty heaps, one part each: how
/// Nim, the row games and the take-and-break games split their positions.
pub(crate) fn heaps_as_parts(heaps: &[u64]) -> Vec<Vec<u64>> {
    heaps
        .iter()
        .filter(|&&heap| heap > 0)
        .map(|&heap| vec![heap])
        .collect()
}

/// The heaps of `heaps` with their indices, but those as large as the heap before them:
/// in a game where a move changes one heap, such heaps have the same moves as that one, up
/// to the heaps' order. The [`Game::representative_moves`] of games of heaps come from these.
pub(crate) fn distinct_heaps(heaps: &[u64]) -> impl Iterator<Item = (usize, u64)> + '_ {
    heaps
        .iter()
        .enumerate()
        .filter(|&(index, _)| !repeats_the_heap_before(heaps, index))
        .map(|(index, &heap)| (index, heap))
}

/// Whether the heap at `index` is as large as the heap before it: the test of
/// [`distinct_heaps`], for move iterators that count their heaps themselves.
#[inline]
pub(crate) fn repeats_the_heap_before(heaps: &[u64], index: usize) -> bool {
    index > 0 && heaps.get(index - 1) == heaps.get(index)
}

/// Writes `heaps` over `into`: heap by heap when the two are as long, since a few heaps are
/// copied faster so than by the call to `memcpy` that `clone_from` makes.
#[inline]
pub(crate) fn copy_heaps(heaps: &[u64], into: &mut Vec<u64>) {
    if into.len() == heaps.len() {
        for (slot, &heap) in into.iter_mut().zip(heaps) {
            *slot = heap;
        }
    } else {
        into.clear();
        into.extend_from_slice(heaps);
    }
}

/// The position after a move that changes the heap at `index` into `parts` (in the move's
/// order; 0 for none), by the one rule of [`play`](crate::Game::play) in every game of
/// heaps: the first non-empty part takes the heap's place (an emptied heap stays, as 0), the
/// other parts go to the end, and every other heap keeps its place. So a heap's index names
/// the same heap before and after a move.
pub(crate) fn heaps_after(
    heaps: &[u64],
    index: usize,
    parts: impl IntoIterator<Item = u64>,
) -> Vec<u64> {
    let mut next = heaps.to_vec();
    let mut place = next.get_mut(index);
    let mut others = Vec::new();
    for part in parts.into_iter().filter(|&part| part > 0) {
        match place.take() {
            Some(slot) => *slot = part,
            None => others.push(part),
        }
    }
    if let Some(slot) = place {
        *slot = 0;
    }
    next.extend(others);
    next
}

/// Writes over `next` the heaps of `heaps` but the one at `index`, with `parts` in its
/// place, sorted and without empty heaps: the heaps of [`heaps_after`] in the search's
/// canonical form, which the row games and the take-and-break games'
/// [`play_into`](crate::search::Hooks::play_into) write.
#[inline]
pub(crate) fn break_heap(
    heaps: &[u64],
    index: usize,
    parts: impl IntoIterator<Item = u64>,
    next: &mut Vec<u64>,
) {
    next.clear();
    for (other, &heap) in heaps.iter().enumerate() {
        if other != index && heap > 0 {
            next.push(heap);
        }
    }
    for part in parts {
        if part > 0 {
            next.push(part);
        }
    }
    if !next.is_sorted() {
        next.sort_unstable();
    }
}
