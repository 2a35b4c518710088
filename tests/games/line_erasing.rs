//! Line erasing: a line of n is worth a Nim heap of n.

use impartial::prelude::*;

#[test]
fn search_proves_a_line_of_n_is_worth_n_up_to_40() {
    let search = Search::new(LineErasing::new());
    for length in 0..=40u64 {
        assert_eq!(search.grundy(&vec![length]), length, "line of {length}");
    }
    // And two lines are worth the nim-sum of their lengths.
    for (a, b) in [(3, 5), (7, 7), (12, 9)] {
        assert_eq!(search.grundy(&vec![a, b]), a ^ b);
    }
}

#[test]
fn it_plays_like_nim() {
    let game = LineErasing::new();
    let nim = Nim::normal();
    for lines in [
        vec![3, 4, 5],
        vec![1, 2, 3],
        vec![7, 9, 12, 15],
        vec![u64::MAX, 12],
    ] {
        assert_eq!(game.outcome(&lines), nim.outcome(&lines), "{lines:?}");
    }
}

#[test]
fn every_winning_move_from_one_line() {
    let game = LineErasing::new();
    // From a line of 6 (value 6), a winning move leaves lines a and b with a ^ b = 0:
    // a = b, erasing 6 − 2a ≥ 1 segments: a = 0, 1 or 2.
    let moves = game.winning_moves(&vec![6]).collect::<Vec<_>>();
    assert_eq!(
        moves,
        vec![
            RowMove {
                row: 0,
                start: 0,
                count: 6
            },
            RowMove {
                row: 0,
                start: 1,
                count: 4
            },
            RowMove {
                row: 0,
                start: 2,
                count: 2
            },
        ]
    );
}

#[test]
fn lines_near_u64_max() {
    let game = LineErasing::new();
    let lines = vec![u64::MAX, u64::MAX - 1, 1 << 40];
    let mv = game.winning_move(&lines).unwrap();
    let after = game.play(&lines, &mv).unwrap();
    assert_eq!(game.outcome(&after), Outcome::Loss);
    assert_eq!(game.outcome(&vec![u64::MAX, u64::MAX]), Outcome::Loss);
    assert_eq!(
        game.best_move(&vec![u64::MAX, u64::MAX]),
        Some(RowMove {
            row: 0,
            start: 0,
            count: 1
        })
    );
}

#[test]
fn illegal_moves_are_named() {
    let game = LineErasing::new();
    assert_eq!(
        game.play(
            &vec![4],
            &RowMove {
                row: 1,
                start: 0,
                count: 1
            }
        )
        .unwrap_err()
        .to_string(),
        "illegal move (take 1 from row 1 at 0): there is no line 1: the position has 1 line"
    );
    assert!(
        game.play(
            &vec![4],
            &RowMove {
                row: 0,
                start: 3,
                count: 2
            }
        )
        .is_err()
    );
    assert_eq!(
        game.play(
            &vec![4],
            &RowMove {
                row: 0,
                start: 1,
                count: 2
            }
        ),
        Ok(vec![1, 1])
    );
}

#[test]
fn winning_moves_of_a_huge_line_come_at_once() {
    // Issue 28, defect 5: the splits were found by scanning a line up to its midpoint, so
    // this never returned. The nim-sum is 5, so the first line must be brought to value
    // 2^62: lines a and b with a ^ b = 2^62 and a + b ≤ 2^62 + 4, i.e. a's bits other than
    // bit 62 worth at most 2 (bit 62 in a or in b): six moves. The second line, worth
    // 2^62, cannot be raised to 2^62 + 5.
    let game = LineErasing::new();
    let lines = vec![(1 << 62) + 5, 1 << 62];
    let moves: Vec<RowMove> = game.winning_moves(&lines).take(100).collect();
    let lefts: Vec<u64> = moves.iter().map(|mv| mv.start).collect();
    assert_eq!(lefts, vec![0, 1, 2, 1 << 62, (1 << 62) + 1, (1 << 62) + 2]);
    for mv in &moves {
        assert_eq!(mv.row, 0);
        let after = game.play(&lines, mv).unwrap();
        assert_eq!(game.grundy(&after), 0, "{mv}");
    }
    // And as many as there are, each at once, from a line whose fits are spread out.
    let lines = vec![u64::MAX];
    let first: Vec<RowMove> = game.winning_moves(&lines).take(1000).collect();
    assert_eq!(first.len(), 1000);
    for (mv, left) in first.iter().zip(0..) {
        assert_eq!((mv.start, mv.count), (left, u64::MAX - 2 * left));
    }
}
