//! [`Hooks`]: the search's extension of [`Game`], every item optional, with
//! [`PackedOption`].

use super::play::{NormalPlay, Play};
use crate::{Error, Game};

/// What a game can tell a [`Search`](crate::Search) beyond its rules: the search's own
/// extension of [`Game`]. Every item has a default, so a game that gives none opts in with
/// one line, and [`Search::new`](crate::Search::new) takes any game that does:
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Hooks;
///
/// # struct MyGame;
/// # impl Game for MyGame {
/// #     type Position = u64;
/// #     type Move = u64;
/// #     fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> { (1..=*heap.min(&1)).map(|_| 1) }
/// #     fn play(&self, heap: &u64, _: &u64) -> Result<u64, Error> {
/// #         heap.checked_sub(1).ok_or_else(|| Error::illegal(1, "no stone"))
/// #     }
/// # }
/// impl Hooks for MyGame {} // no hooks: the search works from the rules alone
/// assert_eq!(Search::new(MyGame).outcome(&3), Outcome::Win);
/// ```
///
/// The hooks never change a search's answers when their laws hold, only its speed and size.
/// Every game of this crate gives those that serve it:
///
/// | method | tells the search | default |
/// |--------|------------------|---------|
/// | [`pack`](Hooks::pack), [`unpack`](Hooks::unpack) | a position fits one machine word: stored in 8 bytes, compared and hashed as a number | stored whole |
/// | [`play_into`](Hooks::play_into) | how to play into a buffer without allocating | [`play`](Game::play) |
/// | [`packed_parts`](Hooks::packed_parts) | the words of a position's [parts](Game::parts) | from `parts`, `canonicalize` and `pack` |
/// | [`PACKS_OPTIONS`](Hooks::PACKS_OPTIONS), [`find_map_packed_options`](Hooks::find_map_packed_options) | the words of a position's options, from its word | none |
/// | [`dense_index`](Hooks::dense_index) | a small position's number, to keep its Grundy value in an array | none |
/// | [`packs_option_parts`](Hooks::packs_option_parts), [`find_map_packed_option_parts`](Hooks::find_map_packed_option_parts) | the words of the parts of a position's options, from its word | none |
/// | [`difficulty`](Hooks::difficulty) | which options to search first (move ordering) | the order of `moves` |
/// | [`value_bounds`](Hooks::value_bounds) | cheap bounds on a part's Grundy value | none |
/// | [`small_parts`](Hooks::small_parts), [`END_TABLE_SIZE`](Hooks::END_TABLE_SIZE) | every small part, for an end table of their values | none |
///
/// # Convention
///
/// The type parameter `P` is the convention the search plays the game under:
/// [`NormalPlay`] (the default: `impl Hooks for MyGame {}`) or
/// [`MiserePlay`](super::MiserePlay), which only [`Misere<G>`](crate::Misere) has. A search
/// under normal play answers Grundy values as well as outcomes; one under misère play
/// answers outcomes and moves only, since misère play has no Grundy values.
///
/// # Laws
///
/// Besides [`Game`]'s laws, for every position `p` and move `m` of `moves(p)`:
///
/// 1. **One word, one position.** Two positions with the same `pack` word are equal, and
///    [`unpack`](Hooks::unpack) of `pack(p)` writes `p` back. A game that packs gives
///    `unpack`.
/// 2. **Playing into a buffer is playing.** `play_into(p, m, into)` writes `play(p, m)` over
///    `into`, whatever `into` held, or a position with the same
///    [`canonicalize`](Game::canonicalize)d form (the crate's row and take-and-break games
///    write the heaps sorted and without empty ones, the search's form, where `play` keeps
///    each heap in its place). It fails exactly when `play` does.
/// 3. **Packed parts are the parts.** When [`packed_parts`](Hooks::packed_parts) answers
///    `true`, its words are those of the canonical forms of [`parts(p)`](Game::parts), in
///    order.
/// 4. **Packed options are the options.** When [`PACKS_OPTIONS`](Hooks::PACKS_OPTIONS)
///    is `true` and `p` packs, [`find_map_packed_options`](Hooks::find_map_packed_options)
///    gives the words of `play(p, m)` for the moves `m` of `moves(p)`, in that order.
/// 5. **Packed option parts are the options' parts.** When
///    [`packs_option_parts`](Hooks::packs_option_parts) answers `true` for `pack(p)`,
///    [`find_map_packed_option_parts`](Hooks::find_map_packed_option_parts) gives the
///    words of the parts of the canonical form of `play(p, m)` for the moves `m` of
///    `representative_moves(p)`, in that order.
/// 6. **One number, one word.** Two words with the same [`dense_index`](Hooks::dense_index)
///    are the same word.
///
/// # Example
///
/// The game of [`Game`]'s example, whose heap is its own word:
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Hooks;
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
/// impl Hooks for TakeOneOrTwo {
///     fn pack(&self, heap: &u64) -> Option<u64> {
///         Some(*heap)
///     }
///
///     fn unpack(&self, word: u64, heap: &mut u64) {
///         *heap = word;
///     }
/// }
///
/// let search = Search::new(TakeOneOrTwo);
/// assert_eq!(search.outcome(&9_999), Outcome::Loss); // multiples of 3 lose
/// assert_eq!(search.best_move(&10), Some(1)); // leave 9
/// ```
///
/// A game of several heaps, a move taking a power of two stones from one: each heap is a
/// part, the heaps are sorted into one canonical form, and a position of one heap is its
/// size as a word (the others are stored whole):
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Hooks;
///
/// struct PowerHeaps;
///
/// impl Game for PowerHeaps {
///     type Position = Vec<u64>;
///     type Move = NimMove; // `take 2 from heap 0`
///
///     fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = NimMove> {
///         heaps.iter().enumerate().flat_map(|(heap, &size)| {
///             let takes = (0..u64::BITS).map(|bit| 1u64 << bit);
///             takes.take_while(move |&take| take <= size).map(move |take| NimMove { heap, take })
///         })
///     }
///
///     fn play(&self, heaps: &Vec<u64>, mv: &NimMove) -> Result<Vec<u64>, Error> {
///         let Some(&size) = heaps.get(mv.heap) else {
///             return Err(Error::no_such_heap(mv, mv.heap, heaps.len()));
///         };
///         if !mv.take.is_power_of_two() {
///             return Err(Error::illegal(mv, "a move takes a power of two"));
///         }
///         let left = size.checked_sub(mv.take);
///         let left = left.ok_or_else(|| Error::takes_too_many(mv, mv.take, size))?;
///         let mut next = heaps.clone();
///         next[mv.heap] = left;
///         Ok(next)
///     }
///
///     // Each heap is a game of its own, and their order does not matter.
///     fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
///         Some(heaps.iter().filter(|&&size| size > 0).map(|&size| vec![size]).collect())
///     }
///
///     fn canonicalize(&self, heaps: &mut Vec<u64>) {
///         heaps.retain(|&size| size > 0);
///         heaps.sort_unstable();
///     }
/// }
///
/// // A position of one heap is stored as the heap's size; the others are stored whole.
/// impl Hooks for PowerHeaps {
///     fn pack(&self, heaps: &Vec<u64>) -> Option<u64> {
///         match heaps[..] {
///             [size] if size < 1 << 32 => Some(size),
///             _ => None,
///         }
///     }
///
///     fn unpack(&self, word: u64, heaps: &mut Vec<u64>) {
///         heaps.clear();
///         heaps.push(word);
///     }
/// }
///
/// let search = Search::new(PowerHeaps);
/// // A heap is worth its size modulo 3, and a position the nim-sum of its heaps' values.
/// assert_eq!(search.grundy(&vec![1000]), 1);
/// assert_eq!(search.outcome(&vec![3, 4, 1000]), Outcome::Loss); // 0 ⊕ 1 ⊕ 1 = 0
/// assert_eq!(search.winning_move(&vec![5, 7, 1000]), Some(NimMove { heap: 0, take: 2 }));
/// ```
pub trait Hooks<P: Play = NormalPlay>: Game {
    /// `position` packed into one machine word, any `u64`, or `None` for a position that
    /// does not fit one (the default: every position is stored whole). A search stores a
    /// packed position in 8 bytes instead of a whole one, and compares and hashes it as a
    /// number. The crate's games of heaps pack up to 15 heaps whose sizes fit 50 bits
    /// together.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
    ///
    /// let nim = Nim::normal();
    /// let word = nim.pack(&vec![15, 15, 15, 15]).unwrap();
    /// let mut heaps = Vec::new();
    /// nim.unpack(word, &mut heaps);
    /// assert_eq!(heaps, vec![15, 15, 15, 15]);
    /// assert_eq!(nim.pack(&vec![u64::MAX]), None); // stored whole
    /// ```
    #[inline]
    fn pack(&self, position: &Self::Position) -> Option<u64> {
        let _ = position;
        None
    }

    /// Writes the position whose word is `word` (a word [`pack`](Hooks::pack) gave) over
    /// `into`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
    ///
    /// let wythoff = Wythoff::normal();
    /// let word = wythoff.pack(&(3, 5)).unwrap();
    /// let mut position = (0, 0);
    /// wythoff.unpack(word, &mut position);
    /// assert_eq!(position, (3, 5));
    /// ```
    #[inline]
    fn unpack(&self, word: u64, into: &mut Self::Position) {
        let _ = (word, into);
    }

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
    /// use impartial::search::Hooks;
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

    /// The words ([`pack`](Hooks::pack)) of the canonical forms
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
    /// use impartial::search::Hooks;
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

    /// A number of its own for the position whose word ([`pack`](Hooks::pack)) is `word`,
    /// when the game numbers it among a few small positions: a search keeps the Grundy values
    /// of such positions in an array by that number, a byte each, and finds a part's value
    /// there instead of hashing its word. The array grows to the largest number met, within
    /// the search's memory limit; a number of 2^28 or more, a value of 255 or more, or a
    /// number past the limit goes to the table instead. `None`, the default. The crate's
    /// games of heaps number a position of one heap by its size.
    ///
    /// # Laws
    ///
    /// Two words that `pack` gave and that have the same number are the same word.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
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
    /// ([`find_map_packed_options`](Hooks::find_map_packed_options)). `false`, the default.
    const PACKS_OPTIONS: bool = false;

    /// The first answer `visit` gives to the options of the position whose word
    /// ([`pack`](Hooks::pack)) is `word`, after the option that `resume` names (0: from the
    /// first), in the order of [`moves`](Game::moves): each option by its word, and by where
    /// to resume after it, found from the word alone. The default, for a game whose
    /// [`PACKS_OPTIONS`](Hooks::PACKS_OPTIONS) is `false`, gives none.
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
    /// use impartial::search::{Hooks, PackedOption};
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

    /// Whether the game gives the [parts](Hooks::packed_parts) of the options of the
    /// position whose word is `word` from the word alone
    /// ([`find_map_packed_option_parts`](Hooks::find_map_packed_option_parts)). `false`, the
    /// default. The crate's games of heaps that split give them for a position of one heap.
    #[inline]
    fn packs_option_parts(&self, word: u64) -> bool {
        let _ = word;
        false
    }

    /// The first answer `visit` gives to the options of the position whose word
    /// ([`pack`](Hooks::pack)) is `word`, one for each of its
    /// [representative moves](Game::representative_moves) in their order, after the option
    /// that `resume` names (0: from the first): each option by the words of its parts, as
    /// [`packed_parts`](Hooks::packed_parts) gives them for its canonical form, and by where
    /// to resume after it. The default gives none.
    ///
    /// A search that splits positions into parts and stores them by canonical form (the
    /// default view) then walks a position by its word alone: it plays no move, and builds
    /// no option, but looks up the parts the game gives.
    ///
    /// # Laws
    ///
    /// When [`packs_option_parts`](Hooks::packs_option_parts)`(word)` is `true` and `word`
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
    /// use impartial::search::Hooks;
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

    /// How hard `position` is to solve, in the game's own unit (the empty cells of a board,
    /// say): the search takes a position's options from the easiest on, so that the moves
    /// most likely to decide come first, and of an option made of several parts it computes
    /// the easier ones exactly and asks of the hardest only what it must (Beling and
    /// Rogalski's order, "smaller components first"). 0, the default, for every position:
    /// the options come in the order of [`moves`](Game::moves).
    ///
    /// # Laws
    ///
    /// Any number is right; the order never changes an answer, only the work.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
    ///
    /// // A row of Kayles is as hard as it is long.
    /// assert_eq!(Kayles::new().difficulty(&vec![7]), 7);
    /// ```
    #[inline]
    fn difficulty(&self, position: &Self::Position) -> u64 {
        let _ = position;
        0
    }

    /// Cheap bounds on the Grundy value of `position` under normal play, the least and the
    /// greatest it can be: a search asking whether the value lies in a set of values answers
    /// at once when none of them lies between the bounds, and takes the value when they
    /// meet. `(0, u64::MAX)`, the default, says nothing. (The search knows by itself that a
    /// value is at most the number of options.)
    ///
    /// # Laws
    ///
    /// The value of `position` lies between the two, both included.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
    ///
    /// /// Take any number of stones from one heap: Nim on a heap, which is worth itself.
    /// struct Heap;
    ///
    /// impl Game for Heap {
    ///     type Position = u64;
    ///     type Move = u64;
    ///
    ///     fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
    ///         1..=*heap
    ///     }
    ///
    ///     fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
    ///         heap.checked_sub(*take)
    ///             .filter(|_| *take > 0)
    ///             .ok_or_else(|| Error::takes_too_many(take, *take, *heap))
    ///     }
    /// }
    ///
    /// impl Hooks for Heap {
    ///     fn value_bounds(&self, heap: &u64) -> (u64, u64) {
    ///         (*heap, *heap)
    ///     }
    /// }
    ///
    /// // A heap of 2^40 stones, answered from the bounds without a move searched.
    /// let search = Search::new(Heap);
    /// assert_eq!(search.grundy(&(1 << 40)), 1 << 40);
    /// assert_eq!(search.outcome(&7), Outcome::Win);
    /// ```
    #[inline]
    fn value_bounds(&self, position: &Self::Position) -> (u64, u64) {
        let _ = position;
        (0, u64::MAX)
    }

    /// Whether the search finds a Grundy value by valuing every option exactly and taking
    /// the mex (`true`), rather than by Beling and Rogalski's pruned proof (`false`, the
    /// default). The plain mex suits a game whose search meets almost every position
    /// anyway and whose values are large, so that a pruned proof asks each position several
    /// questions: Chomp is one (`igs` solves it with the plain mex too). It changes the work,
    /// never the values.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
    ///
    /// // Chomp asks for the plain mex; 6 × 7 is worth 28 either way (as igs finds).
    /// assert!(<Chomp as Hooks>::PLAIN_MEX);
    /// let chomp = Chomp::new(6, 7)?;
    /// assert_eq!(Search::new(chomp).try_grundy(&chomp.start())?, 28);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    const PLAIN_MEX: bool = false;

    /// Every part of at most `size` (in the unit of
    /// [`difficulty`](Hooks::difficulty)) in its canonical form, each once: the positions of
    /// the end table a search builds ([`Search::with_end_table`](crate::Search::with_end_table)),
    /// whose Grundy values it then reads instead of searching them. None, the default.
    ///
    /// # Laws
    ///
    /// Each position yielded is its own [canonical form](Game::canonicalize) and one
    /// [part](Game::parts) (it does not split), and packs ([`pack`](Hooks::pack)); the
    /// positions yielded for a size are the same, in the same order, every time.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    /// use impartial::search::Hooks;
    ///
    /// // The rows of Kayles up to 3 pins.
    /// let rows: Vec<Vec<u64>> = Kayles::new().small_parts(3).collect();
    /// assert_eq!(rows, vec![vec![1], vec![2], vec![3]]);
    /// ```
    fn small_parts(&self, size: u64) -> impl Iterator<Item = Self::Position> {
        let _ = size;
        core::iter::empty()
    }

    /// The size up to which a search builds its end table of
    /// [`small_parts`](Hooks::small_parts) before its first question, unless told otherwise
    /// ([`Search::with_end_table`](crate::Search::with_end_table)). 0, the default: no table.
    const END_TABLE_SIZE: u64 = 0;
}

/// An option of a position, as [`Hooks::find_map_packed_options`] gives it: the word of the
/// position a move leads to, and where the options resume after it.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
/// use impartial::search::Hooks;
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
    /// The option's word ([`Hooks::pack`]).
    pub word: u64,
    /// Where to resume: [`Hooks::find_map_packed_options`] from it gives the options after
    /// this one.
    pub resume: u64,
}
