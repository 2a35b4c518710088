//! A game defined outside the crate, with only `moves` and `play` (and an empty
//! `impl Hooks`), is solved by `Search`; it can bring its own `Solver`, and give the
//! search's `Hooks` to be stored by words.

use impartial::prelude::*;
use impartial::search::Hooks;

/// Subtract-a-square: one heap; a move takes a positive square number of stones.
#[derive(Debug, Clone, Copy)]
struct SubtractASquare;

impl Game for SubtractASquare {
    type Position = u64;
    type Move = u64;

    fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
        let heap = *heap;
        (1..)
            .map(|root: u64| root * root)
            .take_while(move |&square| square <= heap)
    }

    fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
        let mv = format_args!("take {take}");
        if *take == 0 || take.isqrt().pow(2) != *take {
            return Err(Error::illegal(
                mv,
                "a move takes a positive square number of stones",
            ));
        }
        heap.checked_sub(*take)
            .ok_or_else(|| Error::takes_too_many(mv, *take, *heap))
    }
}

/// No hooks: the search works from the rules alone, positions stored whole.
impl Hooks for SubtractASquare {}

/// The same game, whose heap is its own word: all a game needs for a search by words.
#[derive(Debug, Clone, Copy)]
struct PackedSubtractASquare;

impl Game for PackedSubtractASquare {
    type Position = u64;
    type Move = u64;

    fn moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
        SubtractASquare.moves(heap).collect::<Vec<_>>().into_iter()
    }

    fn play(&self, heap: &u64, take: &u64) -> Result<u64, Error> {
        SubtractASquare.play(heap, take)
    }
}

impl Hooks for PackedSubtractASquare {
    fn pack(&self, heap: &u64) -> Option<u64> {
        Some(*heap)
    }

    fn unpack(&self, word: u64, heap: &mut u64) {
        *heap = word;
    }
}

#[test]
fn search_solves_a_game_it_has_never_seen() {
    // The losing positions of subtract-a-square, OEIS A030193.
    let published = [
        0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65,
    ];
    let search = Search::new(SubtractASquare);
    let losses: Vec<u64> = (0..=65)
        .filter(|heap| search.outcome(heap) == Outcome::Loss)
        .collect();
    assert_eq!(losses, published);
    assert_eq!(search.winning_moves(&11).collect::<Vec<_>>(), vec![1, 4, 9]); // to 10, 7 and 2
    assert_eq!(search.best_move(&10), Some(1));
    assert_eq!(
        SubtractASquare.play(&10, &3).unwrap_err().to_string(),
        "illegal move (take 3): a move takes a positive square number of stones"
    );
    assert_eq!(
        SubtractASquare.play(&3, &4).unwrap_err(),
        Error::TakesTooMany {
            mv: "take 4".into(),
            take: 4,
            available: 3
        }
    );
}

#[test]
fn a_search_by_words_answers_as_one_of_whole_positions() {
    let whole = Search::new(SubtractASquare);
    let words = Search::new(PackedSubtractASquare);
    // From the top down, so that the first question walks down through every heap.
    for heap in (0..=500).rev() {
        assert_eq!(words.outcome(&heap), whole.outcome(&heap), "heap {heap}");
        assert_eq!(words.grundy(&heap), whole.grundy(&heap), "heap {heap}");
    }
    assert_eq!(words.stored_positions(), whole.stored_positions());
}

/// A user's own closed form for subtract-a-square, from a table.
struct TableSolver {
    losses: Vec<u64>,
}

impl Solver<SubtractASquare> for TableSolver {
    fn game(&self) -> &SubtractASquare {
        &SubtractASquare
    }

    fn outcome(&self, heap: &u64) -> Outcome {
        if self.losses.contains(heap) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    fn winning_moves(&self, heap: &u64) -> impl Iterator<Item = u64> {
        SubtractASquare
            .moves(heap)
            .filter(move |take| self.losses.contains(&(heap - take)))
    }
}

#[test]
fn a_user_solver_gets_winning_and_best_moves_for_free() {
    let solver = TableSolver {
        losses: vec![0, 2, 5, 7, 10, 12, 15, 17, 20, 22],
    };
    assert_eq!(solver.winning_move(&6), Some(1));
    assert_eq!(solver.best_move(&6), Some(1));
    assert_eq!(solver.best_move(&7), Some(1)); // lost: the first legal move
    assert_eq!(solver.best_move(&0), None);
}
