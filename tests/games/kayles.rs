//! Kayles: the published values, the period, rows near `u64::MAX`.

use impartial::prelude::*;

/// The value of a single row of `length` pins, by Kayles' closed form.
fn row_value(length: u64) -> u64 {
    Kayles::new().grundy(&vec![length])
}

/// OEIS A002186, from a row of 0.
const PUBLISHED: [u64; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

#[test]
fn row_values_are_oeis_a002186() {
    let values: Vec<u64> = (0..PUBLISHED.len() as u64).map(row_value).collect();
    assert_eq!(values, PUBLISHED);
}

#[test]
fn values_repeat_with_period_12_from_71() {
    assert_eq!(
        Kayles::new().period(),
        Period {
            preperiod: 71,
            period: 12
        }
    );
    // The last exception: 70 differs from 82.
    assert_ne!(row_value(70), row_value(82));
    for n in 71..2000 {
        assert_eq!(row_value(n), row_value(n + 12), "{n}");
    }
    for n in [u64::MAX, u64::MAX - 5, 1 << 63] {
        let reduced = 71 + (n - 71) % 12;
        assert_eq!(row_value(n), row_value(reduced), "{n}");
    }
}

#[test]
fn search_confirms_single_rows() {
    let search = Search::new(Kayles::new());
    for length in 0..=20u64 {
        assert_eq!(search.grundy(&vec![length]), row_value(length), "{length}");
    }
}

#[test]
fn the_mirror_strategy() {
    let kayles = Kayles::new();
    // Any single row is won by knocking down its middle and mirroring.
    for length in 1..=40u64 {
        assert_eq!(kayles.outcome(&vec![length]), Outcome::Win, "{length}");
    }
    for length in 1..=40u64 {
        assert_eq!(
            kayles.outcome(&vec![length, length]),
            Outcome::Loss,
            "{length}"
        );
    }
}

#[test]
fn rows_near_u64_max_answer_quickly_and_correctly() {
    let kayles = Kayles::new();
    for rows in [
        vec![u64::MAX],
        vec![u64::MAX, u64::MAX - 1],
        vec![u64::MAX - 3, 1_000_000_000_007, 13],
        vec![1 << 63, 1 << 62],
    ] {
        let outcome = kayles.outcome(&rows);
        match kayles.winning_move(&rows) {
            Some(mv) => {
                assert_eq!(outcome, Outcome::Win);
                let after = kayles.play(&rows, &mv).unwrap();
                assert_eq!(kayles.outcome(&after), Outcome::Loss, "{rows:?} {mv}");
            }
            None => assert_eq!(outcome, Outcome::Loss),
        }
        assert!(kayles.best_move(&rows).is_some());
    }
}

#[test]
fn illegal_moves_are_named() {
    let kayles = Kayles::new();
    let rows = vec![5, 3];
    assert_eq!(
        kayles
            .play(
                &rows,
                &RowMove {
                    row: 0,
                    start: 1,
                    count: 3
                }
            )
            .unwrap_err()
            .to_string(),
        "illegal move (take 3 from row 0 at 1): a move takes at most 2 adjacent pins"
    );
    assert_eq!(
        kayles
            .play(
                &rows,
                &RowMove {
                    row: 1,
                    start: 2,
                    count: 2
                }
            )
            .unwrap_err()
            .to_string(),
        "illegal move (take 2 from row 1 at 2): row 1 holds 3 pins, so taking 2 from 2 on goes past its end"
    );
    // Regression: a move far past the end named the heap's "0" left, not the row's 5 pins.
    assert_eq!(
        kayles
            .play(
                &rows,
                &RowMove {
                    row: 0,
                    start: 10,
                    count: 1
                }
            )
            .unwrap_err()
            .to_string(),
        "illegal move (take 1 from row 0 at 10): row 0 holds 5 pins, so taking 1 from 10 on goes past its end"
    );
    assert!(
        kayles
            .play(
                &rows,
                &RowMove {
                    row: 2,
                    start: 0,
                    count: 1
                }
            )
            .is_err()
    );
    assert!(matches!(
        kayles.play(
            &rows,
            &RowMove {
                row: 0,
                start: 0,
                count: 0
            }
        ),
        Err(Error::TakesNothing { .. })
    ));
    assert_eq!(
        kayles.play(
            &rows,
            &RowMove {
                row: 0,
                start: 1,
                count: 2
            }
        ),
        Ok(vec![1, 3, 2]) // 1 left in the row's place, 2 right at the end
    );
}

#[test]
fn winning_moves_of_a_huge_row_are_lazy() {
    // Regression: `winning_moves(&vec![u64::MAX])` built a vector of every winning move and
    // ran out of memory; now the first few cost no more than `winning_move`.
    let kayles = Kayles::new();
    for rows in [
        vec![u64::MAX],
        vec![1 << 24],
        vec![u64::MAX, u64::MAX - 7, 5],
    ] {
        let first: Vec<RowMove> = kayles.winning_moves(&rows).take(20).collect();
        assert_eq!(first.first(), kayles.winning_move(&rows).as_ref());
        for mv in &first {
            let after = kayles.play(&rows, mv).unwrap();
            assert_eq!(kayles.outcome(&after), Outcome::Loss, "{rows:?} {mv}");
        }
    }
    let line = LineErasing::new();
    let first: Vec<RowMove> = line.winning_moves(&vec![u64::MAX, 3]).take(20).collect();
    assert_eq!(first.len(), 20);
    assert!(
        first
            .iter()
            .all(|mv| line.outcome(&line.play(&vec![u64::MAX, 3], mv).unwrap()) == Outcome::Loss)
    );
}

/// Rows and pins in messages agree with their counts in number (issue 28, defect 8).
#[test]
fn messages_name_rows_and_pins_in_number() {
    let kayles = Kayles::new();
    let past_the_end = |rows: Vec<u64>, start| {
        kayles
            .play(
                &rows,
                &RowMove {
                    row: 0,
                    start,
                    count: 1,
                },
            )
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        past_the_end(vec![1], 1),
        "illegal move (take 1 from row 0 at 1): row 0 holds 1 pin, so taking 1 from 1 on goes past its end"
    );
    assert_eq!(
        past_the_end(vec![2], 2),
        "illegal move (take 1 from row 0 at 2): row 0 holds 2 pins, so taking 1 from 2 on goes past its end"
    );
    let no_row = |rows: Vec<u64>| {
        kayles
            .play(
                &rows,
                &RowMove {
                    row: 2,
                    start: 0,
                    count: 1,
                },
            )
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        no_row(vec![3]),
        "illegal move (take 1 from row 2 at 0): there is no row 2: the position has 1 row"
    );
    assert_eq!(
        no_row(vec![3, 3]),
        "illegal move (take 1 from row 2 at 0): there is no row 2: the position has 2 rows"
    );
}
