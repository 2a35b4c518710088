//! [`Packed`]: the search's extension of [`Game`] for speed, with [`PackedOption`]; and the
//! heap-packing helpers behind the crate's implementations of it for every game whose
//! position is a list of heaps (Nim, Kayles, line erasing, Grundy's game, the
//! take-and-break games).
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

use crate::{Error, Game};

/// A [`Game`] whose positions a [`Search`](crate::Search) can store as machine words and
/// play into reused buffers: the search's speed hooks, apart from the rules. A search uses
/// them when made by [`Search::packed`](crate::Search::packed); [`Search::new`](crate::Search::new)
/// takes any game and stores its positions whole.
///
/// A game need not implement it to be solved: it makes a search faster and smaller, never
/// changes its answers when its laws hold. The crate's games implement it; for a game of
/// heaps it makes the search several times faster than [`Search::new`](crate::Search::new)'s,
/// which stores each `Vec` whole and allocates one for every move. Only [`pack`](Packed::pack) and
/// [`unpack`](Packed::unpack) are required:
///
/// | method | tells the search | default |
/// |--------|------------------|---------|
/// | [`pack`](Packed::pack), [`unpack`](Packed::unpack) | a position fits one machine word | required |
/// | [`play_into`](Packed::play_into) | how to play into a buffer without allocating | [`play`](Game::play) |
/// | [`packed_parts`](Packed::packed_parts) | the words of a position's [parts](Game::parts) | from `parts`, `canonicalize` and `pack` |
/// | [`PACKS_OPTIONS`](Packed::PACKS_OPTIONS), [`find_map_packed_options`](Packed::find_map_packed_options) | the words of a position's options, from its word | none |
/// | [`dense_index`](Packed::dense_index) | a small position's number, to keep its Grundy value in an array | none |
/// | [`packs_option_parts`](Packed::packs_option_parts), [`find_map_packed_option_parts`](Packed::find_map_packed_option_parts) | the words of the parts of a position's options, from its word | none |
///
/// # Laws
///
/// Besides [`Game`]'s laws, for every position `p` and move `m` of `moves(p)`:
///
/// 1. **One word, one position.** Two positions with the same `pack` word are equal, and
///    [`unpack`](Packed::unpack) of `pack(p)` writes `p` back.
/// 2. **Playing into a buffer is playing.** `play_into(p, m, into)` writes `play(p, m)` over
///    `into`, whatever `into` held, or a position with the same
///    [`canonicalize`](Game::canonicalize)d form (the crate's row and take-and-break games
///    write the heaps sorted and without empty ones, the search's form, where `play` keeps
///    each heap in its place). It fails exactly when `play` does.
/// 3. **Packed parts are the parts.** When [`packed_parts`](Packed::packed_parts) answers
///    `true`, its words are those of the canonical forms of [`parts(p)`](Game::parts), in
///    order.
/// 4. **Packed options are the options.** When [`PACKS_OPTIONS`](Packed::PACKS_OPTIONS)
///    is `true` and `p` packs, [`find_map_packed_options`](Packed::find_map_packed_options)
///    gives the words of `play(p, m)` for the moves `m` of `moves(p)`, in that order.
/// 5. **Packed option parts are the options' parts.** When
///    [`packs_option_parts`](Packed::packs_option_parts) answers `true` for `pack(p)`,
///    [`find_map_packed_option_parts`](Packed::find_map_packed_option_parts) gives the
///    words of the parts of the canonical form of `play(p, m)` for the moves `m` of
///    `representative_moves(p)`, in that order.
/// 6. **One number, one word.** Two words with the same [`dense_index`](Packed::dense_index)
///    are the same word.
///
/// # Example
///
/// The game of [`Game`]'s example, whose heap is its own word:
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Packed;
///
/// struct TakeOneOrTwo;
///
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     type Move = u64;
///
///     fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
///         (1..=2).filter(move |take| take <= heap)
///     }
///
///     fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
///         if !(1..=2).contains(take) {
///             return Err(Error::illegal(take, "a move takes 1 or 2 stones"));
///         }
///         heap.checked_sub(*take).ok_or_else(|| Error::takes_too_many(take, *take, *heap))
///     }
/// }
///
/// impl Packed for TakeOneOrTwo {
///     fn pack(&self, heap: &u64) -> Option<u64> {
///         Some(*heap)
///     }
///
///     fn unpack(&self, word: u64, heap: &mut u64) {
///         *heap = word;
///     }
/// }
///
/// let search = Search::packed(TakeOneOrTwo);
/// assert_eq!(search.outcome(&9_999), Outcome::Loss); // multiples of 3 lose
/// assert_eq!(search.best_move(&10), Some(1)); // leave 9
/// ```
pub trait Packed: Game {
    /// `position` packed into one machine word, or `None` for a position too large. A
    /// search stores a packed position in 8 bytes instead of a whole one, and compares and
    /// hashes it as a number. The search stores a word below 2^60 as a word, and a position
    /// whose word is larger whole. The crate's games of heaps pack up to 15 heaps whose sizes
    /// fit 50 bits together.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Packed;
    ///
    /// let nim = Nim::normal();
    /// let word = nim.pack(&vec![15, 15, 15, 15]).unwrap();
    /// let mut heaps = Vec::new();
    /// nim.unpack(word, &mut heaps);
    /// assert_eq!(heaps, vec![15, 15, 15, 15]);
    /// assert_eq!(nim.pack(&vec![u64::MAX]), None); // stored whole
    /// ```
    fn pack(&self, position: &Self::Position) -> Option<u64>;

    /// Writes the position whose word is `word` (a word [`pack`](Packed::pack) gave) over
    /// `into`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Packed;
    ///
    /// let wythoff = Wythoff::normal();
    /// let word = wythoff.pack(&(3, 5)).unwrap();
    /// let mut position = (0, 0);
    /// wythoff.unpack(word, &mut position);
    /// assert_eq!(position, (3, 5));
    /// ```
    fn unpack(&self, word: u64, into: &mut Self::Position);

    /// The position `mv` leads to from `position`, written over `into`: what
    /// [`play`](Game::play) returns, without allocating when `into` has room. The default
    /// calls `play`; a game whose positions own memory (a `Vec` of heaps) overrides it, and
    /// the search then plays every move into the same buffer, with no allocation a move.
    ///
    /// # Errors
    ///
    /// As [`play`](Game::play); `into` is then left in some valid state of its type.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Packed;
    ///
    /// let nim = Nim::normal();
    /// let mut next = Vec::with_capacity(3);
    /// nim.play_into(&vec![3, 4, 5], &NimMove { heap: 0, take: 2 }, &mut next)?;
    /// assert_eq!(next, vec![1, 4, 5]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[inline]
    fn play_into(
        &self,
        position: &Self::Position,
        mv: &Self::Move,
        into: &mut Self::Position,
    ) -> Result<(), Error> {
        *into = self.play(position, mv)?;
        Ok(())
    }

    /// The words ([`pack`](Packed::pack)) of the canonical forms
    /// ([`canonicalize`](Game::canonicalize)) of the [`parts`](Game::parts) of `position`,
    /// written over `words`; `false` when the game does not split `position` or a part does
    /// not pack. The default computes it from those three methods, and answers `false` at
    /// once for a position that does not pack itself; a game of heaps, whose parts are its
    /// heaps, finds the words without building the parts. With it, the search splits an
    /// option into parts without allocating.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Packed;
    ///
    /// let kayles = Kayles::new();
    /// let mut words = Vec::new();
    /// assert!(kayles.packed_parts(&vec![4, 0, 7], &mut words));
    /// let rows = [kayles.pack(&vec![4]), kayles.pack(&vec![7])];
    /// assert_eq!(words, rows.map(Option::unwrap));
    /// ```
    fn packed_parts(&self, position: &Self::Position, words: &mut Vec<u64>) -> bool {
        if self.pack(position).is_none() {
            return false;
        }
        let Some(parts) = self.parts(position) else {
            return false;
        };
        words.clear();
        for mut part in parts {
            self.canonicalize(&mut part);
            let Some(word) = self.pack(&part) else {
                return false;
            };
            words.push(word);
        }
        true
    }

    /// A number of its own for the position whose word ([`pack`](Packed::pack)) is `word`,
    /// when the game numbers it among a few small positions: a search keeps the Grundy values
    /// of such positions in an array by that number, and finds a part's value there instead
    /// of hashing its word. `None`, the default. The crate's games of heaps number a
    /// position of one heap by its size.
    ///
    /// # Laws
    ///
    /// Two words that `pack` gave and that have the same number are the same word.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Packed;
    ///
    /// let kayles = Kayles::new();
    /// let row = kayles.pack(&vec![7]).unwrap();
    /// assert_eq!(kayles.dense_index(row), Some(7));
    /// let rows = kayles.pack(&vec![3, 4]).unwrap();
    /// assert_eq!(kayles.dense_index(rows), None);
    /// ```
    #[inline]
    fn dense_index(&self, word: u64) -> Option<usize> {
        let _ = word;
        None
    }

    /// Whether the game gives the words of a position's options from its word alone
    /// ([`find_map_packed_options`](Packed::find_map_packed_options)). `false`, the default.
    const PACKS_OPTIONS: bool = false;

    /// The first answer `visit` gives to the options of the position whose word
    /// ([`pack`](Packed::pack)) is `word`, after the option that `resume` names (0: from the
    /// first), in the order of [`moves`](Game::moves): each option by its word, and by where
    /// to resume after it, found from the word alone. The default, for a game whose
    /// [`PACKS_OPTIONS`](Packed::PACKS_OPTIONS) is `false`, gives none.
    ///
    /// A game whose move changes a few bits of the word (Nim lowers one heap's field) gives
    /// them, from its own loops, and a search that neither splits positions into parts nor
    /// stores them by canonical form (`without_decomposition().without_symmetry()`) then
    /// walks a position by its word alone: it writes out a position only where play ends,
    /// and plays no move.
    ///
    /// # Laws
    ///
    /// When `PACKS_OPTIONS` is `true` and `word` is `pack(p)`, `visit` is given, until it
    /// answers, the words `pack(play(p, mv))` for the moves `mv` of [`moves(p)`](Game::moves),
    /// in that order (every option of a position that packs packs too), starting after the
    /// option whose `resume` is `resume` (from the first for 0). For any other `word` or
    /// `resume`: finitely many options, and no panic.
    ///
    /// # Complexity
    ///
    /// A search takes one option for each move it examines; Nim gives each in `O(1)`, but
    /// for those that make every heap narrower than the word's fields, `O(heaps)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::{Packed, PackedOption};
    ///
    /// let nim = Nim::normal();
    /// let word = nim.pack(&vec![2, 1]).unwrap();
    /// let mut options: Vec<PackedOption> = Vec::new();
    /// nim.find_map_packed_options(word, 0, |option| {
    ///     options.push(option);
    ///     None::<()>
    /// });
    /// let words: Vec<u64> = options.iter().map(|option| option.word).collect();
    /// let after = [vec![1, 1], vec![0, 1], vec![2, 0]].map(|next| nim.pack(&next).unwrap());
    /// assert_eq!(words, after);
    /// // Resumed after the option that empties the first heap: the one left.
    /// let rest = nim.find_map_packed_options(word, options[1].resume, |option| Some(option.word));
    /// assert_eq!(rest, nim.pack(&vec![2, 0]));
    /// ```
    #[inline]
    fn find_map_packed_options<T>(
        &self,
        word: u64,
        resume: u64,
        visit: impl FnMut(PackedOption) -> Option<T>,
    ) -> Option<T> {
        let _ = (word, resume, visit);
        None
    }

    /// Whether the game gives the [parts](Packed::packed_parts) of the options of the
    /// position whose word is `word` from the word alone
    /// ([`find_map_packed_option_parts`](Packed::find_map_packed_option_parts)). `false`, the
    /// default. The crate's games of heaps that split give them for a position of one heap.
    #[inline]
    fn packs_option_parts(&self, word: u64) -> bool {
        let _ = word;
        false
    }

    /// The first answer `visit` gives to the options of the position whose word
    /// ([`pack`](Packed::pack)) is `word`, one for each of its
    /// [representative moves](Game::representative_moves) in their order, after the option
    /// that `resume` names (0: from the first): each option by the words of its parts, as
    /// [`packed_parts`](Packed::packed_parts) gives them for its canonical form, and by where
    /// to resume after it. The default gives none.
    ///
    /// A search that splits positions into parts and stores them by canonical form (the
    /// default view) then walks a position by its word alone: it plays no move, and builds
    /// no option, but looks up the parts the game gives.
    ///
    /// # Laws
    ///
    /// When [`packs_option_parts`](Packed::packs_option_parts)`(word)` is `true` and `word`
    /// is `pack(p)`, `visit` is given, until it answers, for each move `mv` of
    /// `representative_moves(p)` in that order, starting after the option whose `resume` is
    /// `resume` (from the first for 0), the words that `packed_parts` writes for the
    /// canonical form of `play(p, mv)`, which answers `true` for it; an option of one part is
    /// that part itself. For any other `word` or `resume`: finitely many options, and no
    /// panic.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Packed;
    ///
    /// let game = GrundyGame::new();
    /// let word = game.pack(&vec![6]).unwrap();
    /// assert!(game.packs_option_parts(word));
    /// let mut options = Vec::new();
    /// game.find_map_packed_option_parts(word, 0, |parts, _| {
    ///     options.push(parts.to_vec());
    ///     None::<()>
    /// });
    /// let words = |heaps: Vec<u64>| heaps.into_iter().map(|heap| game.pack(&vec![heap]).unwrap()).collect();
    /// let splits: Vec<Vec<u64>> = vec![words(vec![1, 5]), words(vec![2, 4])];
    /// assert_eq!(options, splits);
    /// ```
    #[inline]
    fn find_map_packed_option_parts<T>(
        &self,
        word: u64,
        resume: u64,
        visit: impl FnMut(&[u64], u64) -> Option<T>,
    ) -> Option<T> {
        let _ = (word, resume, visit);
        None
    }
}

/// An option of a position, as [`Packed::find_map_packed_options`] gives it: the word of the
/// position a move leads to, and where the options resume after it.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Packed;
///
/// let nim = Nim::normal();
/// let word = nim.pack(&vec![3]).unwrap();
/// let first = nim.find_map_packed_options(word, 0, Some).unwrap();
/// assert_eq!(first.word, nim.pack(&vec![2]).unwrap());
/// let second = nim.find_map_packed_options(word, first.resume, Some).unwrap();
/// assert_eq!(second.word, nim.pack(&vec![1]).unwrap());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PackedOption {
    /// The option's word ([`Packed::pack`]).
    pub word: u64,
    /// Where to resume: [`Packed::find_map_packed_options`] from it gives the options after
    /// this one.
    pub resume: u64,
}

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
/// [`Packed::find_map_packed_options`] gives it. An
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
/// [`Packed::dense_index`] gives it in the crate's games of heaps; `None` for a word of
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

/// Under the law of [`Packed::packed_parts`]: the word of each
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
/// [`Packed::play_into`] keeps every heap in its place: `play` by `play_into` into a new
/// `Vec`, and the heaps sorted as the canonical form. `heaps_in_any_order!(empty_heaps_gone)`,
/// for a game in which an empty heap is no heap: the non-empty heaps sorted.
macro_rules! heaps_in_any_order {
    (plays_in_place) => {
        /// The position after `mv`, by [`play_into`](crate::search::Packed::play_into) into a
        /// new `Vec`: every heap stays in its place.
        fn play(&self, heaps: &Vec<u64>, mv: &Self::Move) -> Result<Vec<u64>, $crate::Error> {
            let mut next = Vec::new();
            $crate::search::Packed::play_into(self, heaps, mv, &mut next)?;
            Ok(next)
        }

        $crate::search::packed::heaps_in_any_order!();
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

/// The [`Packed`] methods `pack` and `unpack` of a game whose position is a `Vec<u64>` of
/// heaps: the heaps packed into a word by [`pack_heaps`].
macro_rules! heaps_packed {
    () => {
        /// Up to 15 heaps whose sizes fit 50 bits together.
        #[inline]
        fn pack(&self, heaps: &Vec<u64>) -> Option<u64> {
            $crate::search::packed::pack_heaps(heaps)
        }

        #[inline]
        fn unpack(&self, word: u64, heaps: &mut Vec<u64>) {
            $crate::search::packed::unpack_heaps(word, heaps);
        }
    };
}

pub(crate) use heaps_packed;

/// The [`Packed`] methods of a game whose position is one `u64` heap: the heap is its own
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
