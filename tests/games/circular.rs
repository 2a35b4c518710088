//! Circular Nim: the circle by symmetry, the rows by search.

use impartial::games::circular::{CircularMove, CircularPosition};
use impartial::prelude::*;

#[test]
fn circles_of_four_or_more_are_lost_for_the_first_player() {
    let search = Search::new(CircularNim::new());
    for stones in 0..=14u64 {
        let circle = CircularPosition::Circle(stones);
        assert_eq!(
            Some(search.outcome(&circle)),
            CircularNim::new().known_outcome(&circle),
            "{stones}"
        );
        assert_eq!(
            search.winning_moves(&circle).collect::<Vec<_>>(),
            CircularNim::circle_winning_moves(stones),
            "{stones}"
        );
        let value = if stones <= 3 { stones } else { 0 };
        assert_eq!(search.grundy(&circle), value, "{stones}");
    }
    assert_eq!(
        CircularNim::new().known_outcome(&CircularPosition::Circle(u64::MAX)),
        Some(Outcome::Loss)
    );
}

#[test]
fn the_known_outcomes_of_rows_match_the_search() {
    let game = CircularNim::new();
    let search = Search::new(game);
    let mut known = 0;
    for a in 0..=12u64 {
        for b in 0..=12u64 {
            for rows in [vec![a], vec![a, b], vec![a, 0, b]] {
                let position = CircularPosition::Rows(rows);
                if let Some(outcome) = game.known_outcome(&position) {
                    assert_eq!(outcome, search.outcome(&position), "{position:?}");
                    known += 1;
                }
            }
        }
    }
    // One row, or two with one empty, is known; two non-empty rows are not.
    assert_eq!(known, 13 * 13 + 2 * 13 + 2 * 12);
    assert_eq!(
        game.known_outcome(&CircularPosition::Rows(vec![3, 3])),
        None
    );
}

#[test]
fn the_second_player_answers_in_the_middle() {
    let game = CircularNim::new();
    let search = Search::new(game);
    for take in 1..=3 {
        let row = game
            .play(&CircularPosition::Circle(13), &CircularMove::Circle(take))
            .unwrap();
        let CircularPosition::Rows(rows) = &row else {
            panic!("the circle breaks into a row");
        };
        let length = rows[0];
        // Take 1 or 2 from the middle, to leave two equal rows.
        let count = 2 - length % 2;
        let answer = CircularMove::Row(RowMove {
            row: 0,
            start: (length - count) / 2,
            count,
        });
        let after = game.play(&row, &answer).unwrap();
        assert_eq!(search.outcome(&after), Outcome::Loss, "after taking {take}");
    }
}

#[test]
fn row_values_match_the_search() {
    let values = CircularNim::row_values(25).unwrap();
    let search = Search::new(CircularNim::new());
    for (length, &value) in values.iter().enumerate() {
        let row = CircularPosition::Rows(vec![length as u64]);
        assert_eq!(search.grundy(&row), value, "row of {length}");
    }
    assert_eq!(&values[..8], &[0, 1, 2, 3, 4, 1, 6, 3]);
    assert!(CircularNim::row_values(1 << 20).is_err());
}

#[test]
fn illegal_moves_are_named() {
    let game = CircularNim::new();
    let circle = CircularPosition::Circle(5);
    assert_eq!(
        game.play(&circle, &CircularMove::Circle(4))
            .unwrap_err()
            .to_string(),
        "illegal move (take 4 from the circle): a move takes 1, 2 or 3 adjacent stones"
    );
    let row_move = CircularMove::Row(RowMove {
        row: 0,
        start: 0,
        count: 1,
    });
    assert!(game.play(&circle, &row_move).is_err());
    assert!(
        game.play(&CircularPosition::Rows(vec![3]), &CircularMove::Circle(1))
            .is_err()
    );
    assert!(matches!(
        game.play(&CircularPosition::Circle(2), &CircularMove::Circle(3)),
        Err(Error::TakesTooMany { .. })
    ));
    assert_eq!(
        game.play(&CircularPosition::Circle(3), &CircularMove::Circle(3)),
        Ok(CircularPosition::Rows(vec![]))
    );
}
