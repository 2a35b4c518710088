//! A game defined outside the crate is solved by `Search`, and can bring its own `Solver`.

use impartial::prelude::*;

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
        let root = take.isqrt();
        if *take == 0 || root * root != *take {
            return Err(Error::IllegalMove {
                mv: format!("take {take}"),
                reason: "a move takes a positive square number of stones".into(),
            });
        }
        if take > heap {
            return Err(Error::TakesTooMany {
                mv: format!("take {take}"),
                take: *take,
                available: *heap,
            });
        }
        Ok(heap - take)
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
