//! The laws of the search's speed hooks ([`Packed`]) and of [`Game`]'s symmetry facts, for
//! every game of the crate: `play_into` plays as `play` does (up to canonical form), `pack` and `unpack` give a
//! position back from its word and never give two positions one word, `canonicalize` is
//! idempotent and keeps the value, `packed_parts` are the words of the canonical parts,
//! `representative_moves` are moves that reach every option up to canonical form, and
//! `find_map_packed_options` gives the words of the positions the moves lead to, in order,
//! each resuming where it left, `find_map_packed_option_parts` the words of the parts of
//! the positions the representative moves lead to, and `dense_index` numbers no two words
//! alike. The search relies on each; and a search by words answers as one that stores
//! positions whole.

use std::collections::HashSet;

use impartial::prelude::*;
use impartial::search::{Hooks, PackedOption, Play};
use proptest::prelude::*;

/// How many moves are played from one position.
const WALK: usize = 64;

/// The most moves a position may have for its representative moves to be checked against
/// all of them.
const COMPARED: usize = 300;

/// The laws at `position`, with `buffer` (any other position) as the space to play and
/// unpack into, so that a hook that leaves a trace of what was there is caught.
fn check_hooks<G: Hooks<P>, P: Play>(
    game: &G,
    position: &G::Position,
    buffer: &G::Position,
) -> Result<(), TestCaseError> {
    let word = game.pack(position);
    if let Some(word) = word {
        let mut unpacked = buffer.clone();
        game.unpack(word, &mut unpacked);
        prop_assert_eq!(&unpacked, position, "unpack(pack(p)) is p");
    }

    let mut canonical = position.clone();
    game.canonicalize(&mut canonical);
    let mut again = canonical.clone();
    game.canonicalize(&mut again);
    prop_assert_eq!(&again, &canonical, "the canonical form is its own");

    let mut options_words = Vec::new();
    for mv in game.moves(position).take(WALK) {
        let played = game.play(position, &mv);
        let mut into = buffer.clone();
        let played_into = game.play_into(position, &mv, &mut into);
        prop_assert_eq!(played.is_ok(), played_into.is_ok(), "{}", mv);
        let Ok(next) = played else {
            continue;
        };
        let (mut into_canonical, mut next_canonical) = (into.clone(), next.clone());
        game.canonicalize(&mut into_canonical);
        game.canonicalize(&mut next_canonical);
        prop_assert_eq!(
            into_canonical,
            next_canonical,
            "play_into {} plays as play does",
            mv
        );
        options_words.push(game.pack(&next));
        // Two positions have one word only when they are one position, and one number.
        if let (Some(word), Some(next_word)) = (word, game.pack(&next)) {
            prop_assert_eq!(word == next_word, *position == next);
            if let (Some(index), Some(next_index)) =
                (game.dense_index(word), game.dense_index(next_word))
            {
                prop_assert_eq!(index == next_index, word == next_word);
            }
        }
    }
    if let Some(word) = word.filter(|_| G::PACKS_OPTIONS) {
        packed_options_are_the_moves_words(game, word, &options_words)?;
    }

    if let Some(word) = word.filter(|&word| game.packs_option_parts(word)) {
        packed_option_parts_are_the_options_parts(game, position, word)?;
    }

    representative_moves_reach_every_option(game, position)?;

    let mut words = vec![u64::MAX];
    if game.packed_parts(position, &mut words) {
        let parts = game.parts(position).expect("packed parts are parts");
        let expected: Vec<u64> = parts
            .into_iter()
            .map(|mut part| {
                game.canonicalize(&mut part);
                game.pack(&part).expect("a packed part packs")
            })
            .collect();
        prop_assert_eq!(words, expected, "the words of the canonical parts");
    }
    Ok(())
}

/// The options `find_map_packed_option_parts` gives from `word` after `resume`, up to `most`
/// of them, each as its parts' words and where it resumes.
fn option_parts_of<G: Hooks<P>, P: Play>(
    game: &G,
    word: u64,
    resume: u64,
    most: usize,
) -> Vec<(Vec<u64>, u64)> {
    let mut options = Vec::new();
    game.find_map_packed_option_parts(word, resume, |parts, resume| {
        options.push((parts.to_vec(), resume));
        (options.len() >= most).then_some(())
    });
    options
}

/// The law of `find_map_packed_option_parts` at `position`, whose word is `word`: its first
/// options (the first [`WALK`], or all) are the words `packed_parts` gives for the canonical
/// forms of the positions the representative moves lead to, in order; from each option's
/// `resume`, the option after it comes.
fn packed_option_parts_are_the_options_parts<G: Hooks<P>, P: Play>(
    game: &G,
    position: &G::Position,
    word: u64,
) -> Result<(), TestCaseError> {
    let mut expected = Vec::new();
    for mv in game.representative_moves(position).take(WALK) {
        let mut next = game.play(position, &mv).expect("a move plays");
        game.canonicalize(&mut next);
        let mut words = Vec::new();
        prop_assert!(
            game.packed_parts(&next, &mut words),
            "the parts of {:?} pack",
            next
        );
        expected.push(words);
    }
    let options = option_parts_of(game, word, 0, WALK);
    let parts: Vec<Vec<u64>> = options.iter().map(|(parts, _)| parts.clone()).collect();
    prop_assert_eq!(
        parts,
        expected,
        "the options' parts of {:?}, in order",
        position
    );
    for pair in options.windows(2) {
        let resumed = option_parts_of(game, word, pair[0].1, 1);
        prop_assert_eq!(&resumed[..], &pair[1..], "resumed after {:?}", pair[0]);
    }
    if let Some((_, last)) = options.last().filter(|_| options.len() < WALK) {
        prop_assert!(
            option_parts_of(game, word, *last, 1).is_empty(),
            "none after the last"
        );
    }
    Ok(())
}

/// The options `find_map_packed_options` gives from `word` after `resume`, up to `most` of
/// them: the visit stops at the `most`-th.
fn options_of<G: Hooks<P>, P: Play>(
    game: &G,
    word: u64,
    resume: u64,
    most: usize,
) -> Vec<PackedOption> {
    let mut options = Vec::new();
    game.find_map_packed_options(word, resume, |option| {
        options.push(option);
        (options.len() >= most).then_some(())
    });
    options
}

/// The law of `find_map_packed_options` from `word`, when its first moves lead to the
/// positions whose words are `moves_words` (the first [`WALK`] moves, or all): its first
/// options are those words, each `Some`, in order; from each option's `resume`, the options
/// after it come; and when there are fewer moves than `WALK`, no more options.
fn packed_options_are_the_moves_words<G: Hooks<P>, P: Play>(
    game: &G,
    word: u64,
    moves_words: &[Option<u64>],
) -> Result<(), TestCaseError> {
    let options = options_of(game, word, 0, WALK + 1);
    let words: Vec<Option<u64>> = options.iter().map(|option| Some(option.word)).collect();
    let compared = moves_words.len().min(words.len());
    prop_assert_eq!(
        &words[..compared],
        moves_words,
        "the options' words, in order"
    );
    if moves_words.len() < WALK {
        prop_assert_eq!(words.len(), moves_words.len(), "as many options as moves");
    }
    find_map_stops_at_its_answer(game, word, 0)?;
    for option in [
        options.first(),
        options.get(options.len() / 2),
        options.last(),
    ]
    .into_iter()
    .flatten()
    {
        find_map_stops_at_its_answer(game, word, option.resume)?;
    }
    for (at, option) in options.iter().enumerate() {
        let resumed = options_of(game, word, option.resume, 2);
        let expected: Vec<PackedOption> = options.iter().skip(at + 1).take(2).copied().collect();
        if expected.len() == 2 || options.len() <= WALK {
            prop_assert_eq!(resumed, expected, "resumed after option {}", at);
        }
    }
    Ok(())
}

/// `find_map_packed_options` from `word` and `resume`, for the visits that stop at the
/// first, the second, the `WALK`-th and the next option (which, when there are fewer, never
/// stop: a word not packed by the game may have ever so many): each is given the same
/// options in the same order, none past the one it answers, and the answer is that
/// option's.
fn find_map_stops_at_its_answer<G: Hooks<P>, P: Play>(
    game: &G,
    word: u64,
    resume: u64,
) -> Result<(), TestCaseError> {
    let options = options_of(game, word, resume, WALK + 1);
    for stop_at in [1, 2, WALK, WALK + 1] {
        let mut visited = Vec::new();
        let found = game.find_map_packed_options(word, resume, |option| {
            visited.push(option);
            (visited.len() == stop_at).then_some(option.resume)
        });
        let given = stop_at.min(options.len());
        prop_assert_eq!(&visited[..], &options[..given]);
        prop_assert_eq!(found, options.get(stop_at - 1).map(|option| option.resume));
        if found.is_some() {
            prop_assert_eq!(visited.len(), stop_at, "no option visited past the answer");
        }
    }
    Ok(())
}

/// The law of `representative_moves` at `position`, when it has at most [`COMPARED`] moves:
/// each is a move, yielded once, and their positions' canonical forms are those of all the
/// moves'.
fn representative_moves_reach_every_option<G: Game>(
    game: &G,
    position: &G::Position,
) -> Result<(), TestCaseError> {
    let all: Vec<G::Move> = game.moves(position).take(COMPARED + 1).collect();
    if all.len() > COMPARED {
        return Ok(());
    }
    let representative: Vec<G::Move> = game.representative_moves(position).collect();
    for (index, mv) in representative.iter().enumerate() {
        prop_assert!(all.contains(mv), "{} is not a move", mv);
        prop_assert!(!representative[..index].contains(mv), "{} twice", mv);
    }
    let canonical_options = |moves: &[G::Move]| -> HashSet<G::Position> {
        moves
            .iter()
            .map(|mv| {
                let mut next = game.play(position, mv).expect("a move plays");
                game.canonicalize(&mut next);
                next
            })
            .collect()
    };
    prop_assert_eq!(
        canonical_options(&representative),
        canonical_options(&all),
        "the options of {:?} up to canonical form",
        position
    );
    Ok(())
}

/// Canonical forms have the value of their position, by a search that stores positions
/// whole (which does not use them).
fn canonical_keeps_the_outcome<G: Hooks<P> + Clone, P: Play>(
    game: &G,
    position: &G::Position,
) -> Result<(), TestCaseError> {
    let mut canonical = position.clone();
    game.canonicalize(&mut canonical);
    let plain = Search::new(game.clone())
        .without_symmetry()
        .without_decomposition();
    prop_assert_eq!(plain.outcome(&canonical), plain.outcome(position));
    Ok(())
}

/// Up to five heaps: small ones, and ones too large to pack.
fn heaps() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(
        prop_oneof![
            4 => 0u64..=9,
            1 => (1u64 << 24)..(1 << 26),
            1 => (u64::MAX - 3)..=u64::MAX,
        ],
        0..=5,
    )
}

/// Up to 16 heaps of at most 3, around the 15 heaps a word holds.
fn many_heaps() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0u64..=3, 13..=17)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn heap_games(position in heaps(), buffer in heaps()) {
                check_hooks(&Nim::normal(), &position, &buffer)?;
        check_hooks(&Nim::misere(), &position, &buffer)?;
        check_hooks(&Kayles::new(), &position, &buffer)?;
        check_hooks(&LineErasing::new(), &position, &buffer)?;
        check_hooks(&GrundyGame::new(), &position, &buffer)?;
                check_hooks(&EveryHeapNim::normal(), &position, &buffer)?;
        check_hooks(&EveryHeapNim::normal().misere(), &position, &buffer)?;
        for code in ["0.137", "4.", "0.[7]", "0.16"] {
            check_hooks(&TakeAndBreak::new(code).expect("a valid code"), &position, &buffer)?;
        }
        if let Some(word) = Nim::normal().pack(&position) {
            prop_assert!(word < 1 << 60, "the search keeps words below 2^60");
        }
    }

    /// Nim gives the words of all the options of a position from its word: the words of
    /// the positions its moves lead to, in order, each resuming where it left. The heaps are
    /// small or just past a power of 16, so that a move often changes the width of the
    /// fields (rounded to four bits); or five heaps about 2^9, whose fields are too wide for
    /// 50 bits rounded, so that their width is not rounded, and narrows from 10 bits to 9.
    #[test]
    fn nim_packs_every_option(
        heaps in prop_oneof![
            prop::collection::vec(prop_oneof![0u64..=17, 30u64..=34, 250u64..=260, 4090u64..=4100], 0..=3),
            prop::collection::vec(prop_oneof![0u64..=17, 500u64..=520], 5),
        ],
    ) {
        let nim = Nim::normal();
        let word = nim.pack(&heaps).expect("small heaps pack");
        let options = options_of(&nim, word, 0, usize::MAX);
        let played: Vec<Vec<u64>> = nim
            .moves(&heaps)
            .map(|mv| nim.play(&heaps, &mv).expect("a move plays"))
            .collect();
        let played_words: Vec<u64> =
            played.iter().map(|next| nim.pack(next).expect("an option packs")).collect();
        let words: Vec<u64> = options.iter().map(|option| option.word).collect();
        prop_assert_eq!(words, played_words);
        for pair in options.windows(2) {
            let next = nim.find_map_packed_options(word, pair[0].resume, Some);
            prop_assert_eq!(next, Some(pair[1]));
        }
        if let Some(last) = options.last() {
            prop_assert_eq!(nim.find_map_packed_options(word, last.resume, Some), None);
        }
    }

    /// Given any word and any place to resume, `find_map_packed_options` answers without
    /// panicking, and stops at its answer.
    #[test]
    fn nim_packed_options_take_any_word(word in any::<u64>(), resume in any::<u64>()) {
        find_map_stops_at_its_answer(&Nim::normal(), word, resume)?;
    }

    /// Positions of one heap, whose options' parts the games that split give from the word.
    #[test]
    fn one_heap_option_parts(heap in prop_oneof![0u64..=300, (1u64 << 31)..(1 << 33)]) {
        let buffer = vec![4, 4];
        check_hooks(&Kayles::new(), &vec![heap], &buffer)?;
        check_hooks(&LineErasing::new(), &vec![heap], &buffer)?;
        check_hooks(&GrundyGame::new(), &vec![heap], &buffer)?;
    }

    #[test]
    fn many_heaps_pack_up_to_fifteen(position in many_heaps(), buffer in many_heaps()) {
        check_hooks(&Nim::normal(), &position, &buffer)?;
        prop_assert_eq!(Nim::normal().pack(&position).is_some(), position.len() <= 15);
    }

    #[test]
    fn heap_canonical_forms_keep_the_outcome(
        position in prop::collection::vec(0u64..=4, 0..=3),
    ) {
        canonical_keeps_the_outcome(&Nim::normal(), &position)?;
        canonical_keeps_the_outcome(&Nim::misere(), &position)?;
        canonical_keeps_the_outcome(&Kayles::new(), &position)?;
        canonical_keeps_the_outcome(&GrundyGame::new(), &position)?;
        canonical_keeps_the_outcome(&EveryHeapNim::normal(), &position)?;
    }

    #[test]
    fn one_heap_games(heap in prop_oneof![0u64..=200, any::<u64>()], buffer in any::<u64>()) {
        check_hooks(&Subtraction::new(&[1, 3, 4]).expect("a valid set"), &heap, &buffer)?;
        check_hooks(&SubtractASquare::new(), &heap, &buffer)?;
        check_hooks(&PutBack::new(&[2, 3], &[1], 50).expect("valid amounts"), &heap, &buffer)?;
    }

    #[test]
    fn wythoff(
        first in prop_oneof![0u64..=30, any::<u64>()],
        second in prop_oneof![0u64..=30, any::<u64>()],
        buffer in any::<(u64, u64)>(),
    ) {
        check_hooks(&Wythoff::normal(), &(first, second), &buffer)?;
        prop_assert_eq!(
            Wythoff::normal().pack(&(first, second)).is_some(),
            u32::try_from(first).is_ok() && u32::try_from(second).is_ok()
        );
    }

    #[test]
    fn tac_tix(board in any::<u16>(), buffer in any::<u16>(), triangle in any::<bool>()) {
        let game = if triangle { TacTix::triangle() } else { TacTix::square() };
        check_hooks(&game, &board, &buffer)?;
        let small = board & 0x0777;
        canonical_keeps_the_outcome(&game, &small)?;
    }

    /// A search of a game's hooks (words, buffers) answers as one of the same rules with no
    /// hook ([`Unhooked`], positions stored whole): outcomes, Grundy values under normal
    /// play, and remoteness, split and by symmetry or plain.
    #[test]
    fn words_and_whole_agree(
        position in prop::collection::vec(0u64..=6, 0..=3),
        plain in any::<bool>(),
    ) {
        agree(Nim::normal(), &position, plain)?;
        agree_misere(Nim::normal(), &position, plain)?;
        agree(Kayles::new(), &position, plain)?;
        agree(GrundyGame::new(), &position, plain)?;
        agree(TakeAndBreak::new("0.137").expect("a valid code"), &position, plain)?;
        agree_misere(TakeAndBreak::new("0.137").expect("a valid code"), &position, plain)?;
        agree(EveryHeapNim::normal(), &position, plain)?;
        agree_misere(EveryHeapNim::normal(), &position, plain)?;
        let heap = position.iter().sum::<u64>() * 7;
        agree(Subtraction::new(&[1, 3, 4]).expect("a valid set"), &heap, plain)?;
        agree(SubtractASquare::new(), &heap, plain)?;
        let pair = (position.first().copied().unwrap_or(0), heap % 11);
        agree(Wythoff::normal(), &pair, plain)?;
    }
}

/// A game's rules without its storage hooks: the search stores its positions whole and
/// plays its moves by `play`. It keeps the game's order of options and bounds, so that both
/// searches walk the same tree.
#[derive(Debug, Clone)]
struct Unhooked<G>(G);

impl<G: Game> Game for Unhooked<G> {
    type Position = G::Position;
    type Move = G::Move;

    fn moves<'a>(&'a self, position: &'a G::Position) -> impl Iterator<Item = G::Move> {
        self.0.moves(position)
    }

    fn play(&self, position: &G::Position, mv: &G::Move) -> Result<G::Position, Error> {
        self.0.play(position, mv)
    }

    fn representative_moves<'a>(
        &'a self,
        position: &'a G::Position,
    ) -> impl Iterator<Item = G::Move> {
        self.0.representative_moves(position)
    }

    fn terminal_outcome(&self, position: &G::Position) -> Outcome {
        self.0.terminal_outcome(position)
    }

    fn parts(&self, position: &G::Position) -> Option<Vec<G::Position>> {
        self.0.parts(position)
    }

    fn canonicalize(&self, position: &mut G::Position) {
        self.0.canonicalize(position);
    }
}

impl<G: Hooks> Hooks for Unhooked<G> {
    fn difficulty(&self, position: &G::Position) -> u64 {
        self.0.difficulty(position)
    }

    fn value_bounds(&self, position: &G::Position) -> (u64, u64) {
        self.0.value_bounds(position)
    }
}

/// Checks that a search of `game` by its hooks and one of whole positions answer alike at
/// `position`: both `plain` (neither split nor by symmetry) or both not.
fn agree<G: Hooks + Clone>(
    game: G,
    position: &G::Position,
    plain: bool,
) -> Result<(), TestCaseError> {
    let (words, whole) = searches(game.clone(), Unhooked(game), plain);
    prop_assert_eq!(words.try_grundy(position), whole.try_grundy(position));
    outcomes_agree(&words, &whole, position, plain)
}

/// As [`agree`], for the misère form of `game`.
fn agree_misere<G: Hooks + Clone>(
    game: G,
    position: &G::Position,
    plain: bool,
) -> Result<(), TestCaseError> {
    let (words, whole) = searches(game.clone().misere(), Unhooked(game).misere(), plain);
    outcomes_agree(&words, &whole, position, plain)
}

/// Searches of `hooked` and `unhooked`, both plain or both not.
fn searches<A: Hooks<P>, B: Hooks<P>, P: Play>(
    hooked: A,
    unhooked: B,
    plain: bool,
) -> (Search<A, P>, Search<B, P>) {
    if plain {
        (
            Search::new(hooked)
                .without_decomposition()
                .without_symmetry(),
            Search::new(unhooked)
                .without_decomposition()
                .without_symmetry(),
        )
    } else {
        (Search::new(hooked), Search::new(unhooked))
    }
}

/// The outcomes and remoteness of `position` by both searches agree.
fn outcomes_agree<A: Hooks<P>, B: Hooks<P, Position = A::Position>, P: Play>(
    words: &Search<A, P>,
    whole: &Search<B, P>,
    position: &A::Position,
    plain: bool,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(words.try_outcome(position), whole.try_outcome(position));
    prop_assert_eq!(
        words.try_remoteness(position),
        whole.try_remoteness(position)
    );
    if !plain {
        // By symmetry both store canonical forms, and solve about the same positions: a
        // word that is not the canonical form's would solve several times as many. Not
        // exactly the same: the search keeps the values a position by its word was proved
        // not to have (a cache of refutations, overwritten at will), and one walked whole
        // works them out again, which can solve a position more or less. Without symmetry
        // the whole positions keep the order `play` leaves (and, in a row or take-and-break
        // game, its empty heaps), while `play_into` writes them sorted: the same answers
        // from more positions.
        let (by_words, by_whole) = (words.solved_positions(), whole.solved_positions());
        prop_assert!(
            by_words <= by_whole + by_whole / 10 + 2 && by_whole <= by_words + by_words / 10 + 2,
            "{} positions solved by words, {} whole",
            by_words,
            by_whole
        );
    }
    Ok(())
}

/// Kayles whose words use their top bits, as a user packing a board with its size might: a
/// row of `n` pins (up to 15) is the word `n << 60`, and several rows are 4 bits a row below
/// 2^60. A search must keep every word apart (it once filed words by their low 60 bits, and
/// gave rows 5 and 7 to 12 wrong values).
#[derive(Debug, Clone, Copy)]
struct TopBitKayles(Kayles);

impl Game for TopBitKayles {
    type Position = Vec<u64>;
    type Move = RowMove;

    fn moves<'a>(&'a self, rows: &'a Vec<u64>) -> impl Iterator<Item = RowMove> {
        self.0.moves(rows)
    }

    fn play(&self, rows: &Vec<u64>, mv: &RowMove) -> Result<Vec<u64>, Error> {
        self.0.play(rows, mv)
    }

    fn parts(&self, rows: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        Some(
            rows.iter()
                .filter(|&&row| row > 0)
                .map(|&row| vec![row])
                .collect(),
        )
    }

    fn canonicalize(&self, rows: &mut Vec<u64>) {
        rows.retain(|&row| row > 0);
        rows.sort_unstable();
    }
}

impl Hooks for TopBitKayles {
    fn pack(&self, rows: &Vec<u64>) -> Option<u64> {
        let mut canonical = rows.clone();
        self.canonicalize(&mut canonical);
        if canonical.len() > 15 || canonical.iter().any(|&row| row > 15) {
            return None;
        }
        Some(match canonical.as_slice() {
            [row] => row << 60,
            rows => rows
                .iter()
                .enumerate()
                .fold(0, |word, (at, &row)| word | row << (4 * at)),
        })
    }

    fn unpack(&self, word: u64, rows: &mut Vec<u64>) {
        rows.clear();
        if word >> 60 != 0 {
            rows.push(word >> 60);
        } else {
            let mut rest = word;
            while rest != 0 {
                rows.push(rest & 15);
                rest >>= 4;
            }
        }
    }

    fn packed_parts(&self, rows: &Vec<u64>, words: &mut Vec<u64>) -> bool {
        if rows.iter().any(|&row| row > 15) {
            return false;
        }
        words.clear();
        words.extend(rows.iter().filter(|&&row| row > 0).map(|&row| row << 60));
        true
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Positions whose words differ only in their top bits get their own values.
    #[test]
    fn words_with_their_top_bits_set_keep_their_values(
        rows in prop::collection::vec(0u64..=15, 0..=4),
    ) {
        let search = Search::new(TopBitKayles(Kayles::new()));
        prop_assert_eq!(search.try_grundy(&rows), Ok(Kayles::new().grundy(&rows)));
        for row in 0..=15 {
            prop_assert_eq!(search.try_grundy(&vec![row]), Ok(Kayles::new().grundy(&vec![row])));
        }
        prop_assert_eq!(
            search.try_outcome(&rows),
            Ok(Kayles::new().outcome(&rows))
        );
    }
}

/// A staircase of Chomp in a bar of up to 7 × 7, as rows from the poison's up.
fn chomp_staircase() -> impl Strategy<Value = ChompPosition> {
    prop::collection::vec(1usize..=7, 1..=7).prop_map(|mut rows| {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        ChompPosition::from_rows(&rows).expect("a staircase")
    })
}

/// The graphs of Node Kayles whose hooks are checked: paths, grids square and not, up to
/// 64 vertices, and graphs without symmetry.
fn node_kayles_games() -> Vec<NodeKayles> {
    let mut pseudo_random = 0x9E37_79B9_7F4A_7C15_u64;
    let mut edges = Vec::new();
    for _ in 0..90 {
        pseudo_random ^= pseudo_random << 13;
        pseudo_random ^= pseudo_random >> 7;
        pseudo_random ^= pseudo_random << 17;
        let (from, to) = (
            (pseudo_random % 40) as usize,
            (pseudo_random >> 32) as usize % 40,
        );
        if from != to {
            edges.push((from, to));
        }
    }
    vec![
        NodeKayles::path(9).expect("a path"),
        NodeKayles::path(64).expect("a path"),
        NodeKayles::grid(4, 4).expect("a grid"),
        NodeKayles::grid(3, 5).expect("a grid"),
        NodeKayles::grid(8, 8).expect("a grid"),
        NodeKayles::grid(5, 12).expect("a grid"),
        NodeKayles::new(40, &edges).expect("a graph"),
        NodeKayles::new(6, &[(0, 1), (1, 2), (3, 4)]).expect("a graph"),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Chomp's words, options from the word, representative moves and canonical forms,
    /// under both conventions; and its search by words against one by whole positions.
    #[test]
    fn chomp(position in chomp_staircase(), buffer in chomp_staircase(), plain in any::<bool>()) {
        let chomp = Chomp::new(7, 7).expect("a bar");
        check_hooks(&chomp, &position, &buffer)?;
        check_hooks(&chomp.misere(), &position, &buffer)?;
        if position.squares() <= 20 {
            canonical_keeps_the_outcome(&chomp, &position)?;
            canonical_keeps_the_outcome(&chomp.misere(), &position)?;
            agree(chomp, &position, plain)?;
            agree_misere(chomp, &position, plain)?;
        }
    }

    /// Given any word and any place to resume, Chomp's and Node Kayles' packed options
    /// answer without panicking, and stop at their answer.
    #[test]
    fn board_packed_options_take_any_word(word in any::<u64>(), resume in any::<u64>(), which in 0usize..8) {
        find_map_stops_at_its_answer(&Chomp::new(7, 7).expect("a bar"), word, resume)?;
        let game = &node_kayles_games()[which];
        find_map_stops_at_its_answer(game, word, resume)?;
        let mut count = 0;
        game.find_map_packed_option_parts(word, resume, |_, _| {
            count += 1;
            None::<()>
        });
        prop_assert!(count <= 64);
    }

    /// Node Kayles' words, parts, options' parts from the word, representative moves and
    /// canonical forms, on any set of bits (those for no vertex included); and its search by
    /// words against one by whole positions.
    #[test]
    fn node_kayles(
        which in 0usize..8,
        bits in any::<u64>(),
        buffer in any::<u64>(),
        keep in 0u32..64,
        plain in any::<bool>(),
    ) {
        let game = &node_kayles_games()[which];
        // Sparse positions too, whose options split into many parts.
        let position = NodeKaylesPosition(if keep < 32 { bits } else { bits & bits >> 1 & bits >> 7 });
        check_hooks(game, &position, &NodeKaylesPosition(buffer))?;
        check_hooks(&game.clone().misere(), &position, &NodeKaylesPosition(buffer))?;
        let small = NodeKaylesPosition(position.0 & game.start().0 & (u64::MAX >> keep.max(48)));
        canonical_keeps_the_outcome(game, &small)?;
        agree(game.clone(), &small, plain)?;
        agree_misere(game.clone(), &small, plain)?;
    }
}

/// A Cram board of up to 6 × 7 after up to 12 dominoes, each chosen by an index into the
/// moves left.
fn cram_position() -> impl Strategy<Value = (Cram, CramBoard)> {
    (
        1usize..=6,
        1usize..=7,
        prop::collection::vec(any::<usize>(), 0..=12),
    )
        .prop_map(|(rows, cols, picks)| {
            let cram = Cram::new(rows, cols).expect("a board of at most 42 cells");
            let mut board = cram.start();
            for pick in picks {
                let moves: Vec<Domino> = cram.moves(&board).collect();
                if moves.is_empty() {
                    break;
                }
                board = cram
                    .play(&board, &moves[pick % moves.len()])
                    .expect("a listed move");
            }
            (cram, board)
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Cram's words, parts (reduced: extra tufts and bridges gone), options' parts from the
    /// word in the middle-first order, and canonical forms, under both conventions; and its
    /// search by words against one by whole positions.
    #[test]
    fn cram((cram, board) in cram_position(), (_, buffer) in cram_position(), plain in any::<bool>()) {
        check_hooks(&cram, &board, &buffer)?;
        check_hooks(&cram.misere(), &board, &buffer)?;
        if board.empty_cells() <= 18 {
            canonical_keeps_the_outcome(&cram, &board)?;
            canonical_keeps_the_outcome(&cram.misere(), &board)?;
            agree(cram, &board, plain)?;
            agree_misere(cram, &board, plain)?;
        }
    }
}
