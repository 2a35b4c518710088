//! Chomp: every staircase of small bars against a plain recursion written here, under both
//! conventions; Gale's facts about rectangles, squares and two rows; the laws of the rules.

use std::collections::HashMap;

use impartial::prelude::*;
use proptest::prelude::*;

/// A staircase as rows from the poison's up, none empty.
type Rows = Vec<usize>;

/// The staircases of at most `rows` rows and `columns` columns (the poison's row not empty).
fn staircases(rows: usize, columns: usize) -> Vec<Rows> {
    fn grow(stairs: &mut Rows, rows: usize, most: usize, all: &mut Vec<Rows>) {
        if !stairs.is_empty() {
            all.push(stairs.clone());
        }
        if stairs.len() == rows {
            return;
        }
        for row in 1..=most {
            stairs.push(row);
            grow(stairs, rows, row, all);
            stairs.pop();
        }
    }
    let mut all = Vec::new();
    grow(&mut Vec::new(), rows, columns, &mut all);
    all
}

/// The moves of the rules, by hand: every square but the poison, each with what it leaves.
fn plain_moves(rows: &Rows) -> Vec<((usize, usize), Rows)> {
    let mut moves = Vec::new();
    for (row, &length) in rows.iter().enumerate() {
        for column in 0..length {
            if (row, column) == (0, 0) {
                continue;
            }
            let mut left: Rows = rows
                .iter()
                .enumerate()
                .map(|(at, &length)| {
                    if at >= row {
                        length.min(column)
                    } else {
                        length
                    }
                })
                .collect();
            left.retain(|&length| length > 0);
            moves.push(((row, column), left));
        }
    }
    moves
}

/// The Grundy value of a staircase by a plain mex recursion.
fn plain_grundy(rows: &Rows, memo: &mut HashMap<Rows, u64>) -> u64 {
    if let Some(&value) = memo.get(rows) {
        return value;
    }
    let values: Vec<u64> = plain_moves(rows)
        .into_iter()
        .map(|(_, left)| plain_grundy(&left, memo))
        .collect();
    let value = (0..=values.len() as u64)
        .find(|value| !values.contains(value))
        .unwrap();
    memo.insert(rows.clone(), value);
    value
}

/// Whether the player to move wins a staircase under misère play (the player left with the
/// poison alone wins), by a plain recursion.
fn plain_misere_win(rows: &Rows, memo: &mut HashMap<Rows, bool>) -> bool {
    if let Some(&win) = memo.get(rows) {
        return win;
    }
    let moves = plain_moves(rows);
    let win = moves.is_empty()
        || moves
            .into_iter()
            .any(|(_, left)| !plain_misere_win(&left, memo));
    memo.insert(rows.clone(), win);
    win
}

fn position(rows: &Rows) -> ChompPosition {
    ChompPosition::from_rows(rows).unwrap()
}

fn mv((row, column): (usize, usize)) -> ChompMove {
    ChompMove { row, column }
}

#[test]
fn every_staircase_up_to_4_by_5_against_a_plain_recursion() {
    let chomp = Chomp::new(4, 5).unwrap();
    let search = Search::new(chomp);
    let misere = Search::new(chomp.misere());
    let (mut values, mut misere_wins) = (HashMap::new(), HashMap::new());
    let all = staircases(4, 5);
    assert_eq!(all.len(), 125); // C(9, 4) − 1: every path but the empty bar's
    for rows in &all {
        let value = plain_grundy(rows, &mut values);
        let at = position(rows);
        assert_eq!(search.grundy(&at), value, "{rows:?}");
        let winning: Vec<ChompMove> = plain_moves(rows)
            .into_iter()
            .filter(|(_, left)| plain_grundy(left, &mut values) == 0)
            .map(|(square, _)| mv(square))
            .collect();
        assert_eq!(
            search.winning_moves(&at).collect::<Vec<_>>(),
            winning,
            "{rows:?}"
        );
        let win = plain_misere_win(rows, &mut misere_wins);
        let expected = if win { Outcome::Win } else { Outcome::Loss };
        assert_eq!(misere.outcome(&at), expected, "misère {rows:?}");
        let winning: Vec<ChompMove> = plain_moves(rows)
            .into_iter()
            .filter(|(_, left)| !plain_misere_win(left, &mut misere_wins))
            .map(|(square, _)| mv(square))
            .collect();
        assert_eq!(
            misere.winning_moves(&at).collect::<Vec<_>>(),
            winning,
            "misère {rows:?}"
        );
    }
    // The transposed bar, 5 × 4, by the same search: a staircase and its transpose agree.
    for rows in staircases(5, 4) {
        let value = plain_grundy(&rows, &mut values);
        assert_eq!(search.grundy(&position(&rows)), value, "{rows:?}");
    }
}

#[test]
fn every_rectangle_but_the_poison_is_a_first_player_win() {
    for rows in 1..=5 {
        for columns in 1..=6 {
            let chomp = Chomp::new(rows, columns).unwrap();
            let expected = if (rows, columns) == (1, 1) {
                Outcome::Loss
            } else {
                Outcome::Win
            };
            assert_eq!(
                Search::new(chomp).outcome(&chomp.start()),
                expected,
                "{rows}×{columns}"
            );
        }
    }
}

#[test]
fn a_square_is_won_by_leaving_an_l_of_equal_arms() {
    for side in 2..=7 {
        let chomp = Chomp::new(side, side).unwrap();
        let l = chomp.play(&chomp.start(), &mv((1, 1))).unwrap();
        let mut arms = vec![side];
        arms.extend(vec![1; side - 1]);
        assert_eq!(l, position(&arms));
        assert_eq!(Search::new(chomp).outcome(&l), Outcome::Loss, "{side}");
    }
}

#[test]
fn two_rows_are_won_by_leaving_rows_of_n_and_n_minus_1() {
    let search = Search::new(Chomp::new(2, 30).unwrap());
    for columns in 2..=30 {
        let start = position(&vec![columns; 2]);
        let left = Chomp::new(2, columns)
            .unwrap()
            .play(&start, &mv((1, columns - 1)))
            .unwrap();
        assert_eq!(left, position(&vec![columns, columns - 1]));
        assert_eq!(search.outcome(&left), Outcome::Loss, "2×{columns}");
        assert_eq!(
            search.winning_moves(&start).collect::<Vec<_>>(),
            vec![mv((1, columns - 1))],
            "2×{columns}"
        );
    }
}

#[test]
fn one_row_is_a_nim_heap_of_the_squares_besides_the_poison() {
    let chomp = Chomp::new(1, 40).unwrap();
    let search = Search::new(chomp);
    let misere = Search::new(chomp.misere());
    for columns in 1..=40 {
        let row = position(&vec![columns]);
        assert_eq!(search.grundy(&row), columns as u64 - 1, "{columns}");
        // Misère Nim on one heap: lost with one stone left to take, the square beside the
        // poison.
        let expected = if columns == 2 {
            Outcome::Loss
        } else {
            Outcome::Win
        };
        assert_eq!(misere.outcome(&row), expected, "misère {columns}");
    }
}

#[test]
fn the_pinned_calls_compile_and_answer() -> Result<(), Error> {
    let (r, c) = (3, 4);
    let value = Search::new(Chomp::new(r, c)?).try_grundy(&Chomp::new(r, c)?.start())?;
    let mut memo = HashMap::new();
    assert_eq!(value, plain_grundy(&vec![4, 4, 4], &mut memo));
    assert_ne!(value, 0);
    Ok(())
}

#[test]
fn bars_too_large_or_empty_are_refused() {
    for (rows, columns) in [(0, 1), (1, 0), (0, 0), (32, 33), (1, 64), (usize::MAX, 2)] {
        let error = Chomp::new(rows, columns).unwrap_err();
        assert!(
            matches!(error, Error::InvalidParameter { .. }),
            "{rows}×{columns}: {error}"
        );
    }
    assert_eq!(
        Chomp::new(0, 3).unwrap_err().to_string(),
        "invalid board (0×3): a bar of Chomp holds at least one row and one column: the poison"
    );
    for rows in 1..64 {
        assert!(Chomp::new(rows, 64 - rows).is_ok());
    }
}

#[test]
fn positions_and_moves_are_written_as_people_write_them() {
    let start = Chomp::new(3, 4).unwrap().start();
    assert_eq!(start.to_string(), "####\n####\nx###");
    assert_eq!(format!("{start:?}"), "ChompPosition([4, 4, 4])");
    assert_eq!(position(&vec![1]).to_string(), "x");
    assert_eq!(mv((2, 3)).to_string(), "eat (2, 3)");
    let chomp = Chomp::new(3, 4).unwrap();
    assert_eq!(
        chomp.play(&start, &mv((0, 0))).unwrap_err().to_string(),
        "illegal move (eat (0, 0)): the poison is never eaten: the game ends when it is left alone"
    );
    // The misère form refuses it alike, with no word of who has lost.
    let misere = chomp.misere().play(&start, &mv((0, 0))).unwrap_err();
    assert!(
        misere
            .to_string()
            .ends_with("the game ends when it is left alone"),
        "{misere}"
    );
    let error = chomp.play(&start, &mv((3, 0))).unwrap_err();
    assert!(matches!(error, Error::IllegalMove { .. }), "{error}");
    assert!(
        error
            .to_string()
            .starts_with("illegal move (eat (3, 0)): no square")
    );
}

/// A random staircase in a bar of up to 6 × 6.
fn small_staircase() -> impl Strategy<Value = Rows> {
    prop::collection::vec(1usize..=6, 1..=6).prop_map(|mut rows| {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        rows
    })
}

thread_local! {
    static PLAIN: Search<Chomp> = Search::new(Chomp::new(6, 6).unwrap())
        .without_symmetry()
        .without_decomposition();
    static REDUCED: Search<Chomp> = Search::new(Chomp::new(6, 6).unwrap());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every move is accepted by `play`, leaves what the rule says, and comes once; every
    /// other square is refused, whatever its row and column.
    #[test]
    fn play_accepts_exactly_the_moves(
        rows in small_staircase(),
        other in (0usize..8, 0usize..8),
        far in any::<(usize, usize)>(),
    ) {
        let chomp = Chomp::new(6, 6).unwrap();
        let at = position(&rows);
        let moves: Vec<ChompMove> = chomp.moves(&at).collect();
        let plain = plain_moves(&rows);
        prop_assert_eq!(moves.len(), plain.len());
        for (mv, (square, left)) in moves.iter().zip(&plain) {
            prop_assert_eq!((mv.row, mv.column), *square);
            prop_assert_eq!(chomp.play(&at, mv).unwrap(), position(left));
        }
        for (row, column) in [other, far] {
            let candidate = ChompMove { row, column };
            let legal = moves.contains(&candidate);
            let played = chomp.play(&at, &candidate);
            prop_assert_eq!(played.is_ok(), legal, "{}", candidate);
            if let Err(error) = played {
                let named = error.to_string().contains(&candidate.to_string());
                prop_assert!(named, "{}", error);
            }
        }
        // A symmetric staircase's representative moves are those on or below the diagonal.
        let symmetric = at.transpose() == at;
        let representative: Vec<ChompMove> = chomp.representative_moves(&at).collect();
        let expected: Vec<ChompMove> = moves
            .iter()
            .copied()
            .filter(|mv| !symmetric || mv.row <= mv.column)
            .collect();
        prop_assert_eq!(representative, expected);
    }

    /// The canonical form (the lesser of a staircase and its transpose) has the value of
    /// the staircase, by a search that uses no symmetry, and the reduced search agrees.
    #[test]
    fn canonical_forms_keep_the_value(rows in small_staircase()) {
        let chomp = Chomp::new(6, 6).unwrap();
        let at = position(&rows);
        let mut canonical = at;
        chomp.canonicalize(&mut canonical);
        prop_assert!(canonical == at || canonical == at.transpose());
        let mut again = canonical;
        chomp.canonicalize(&mut again);
        prop_assert_eq!(again, canonical);
        let value = PLAIN.with(|plain| plain.grundy(&at));
        prop_assert_eq!(PLAIN.with(|plain| plain.grundy(&canonical)), value);
        prop_assert_eq!(PLAIN.with(|plain| plain.grundy(&at.transpose())), value);
        prop_assert_eq!(REDUCED.with(|reduced| reduced.grundy(&at)), value);
        prop_assert_eq!(at.transpose().transpose(), at);
        prop_assert_eq!(at.transpose().squares(), at.squares());
    }
}
