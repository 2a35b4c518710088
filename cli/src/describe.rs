//! Positions, moves and numbers as a person reads and types them: heaps and rows numbered
//! from 1, moves worded as commands (`take 2 from heap 1`), counts with their nouns.

use impartial::games::tac_tix::Board;
use impartial::prelude::*;

use crate::failure::Failure;

/// Numbers joined by commas: `1,3,4`.
pub fn listed(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Numbers joined by spaces, as a position is typed: `3 4 5`.
pub fn spaced(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Amounts as a person says them: `1`, `1 or 3`, `1, 3 or 4`.
pub fn amounts(numbers: &[u64]) -> String {
    match numbers {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", spaced(init).replace(' ', ", ")),
    }
}

/// Names joined as a person lists them: `nim`, `bash and parity`, `nim, wythoff and codes`.
pub fn and_list(names: &[&str]) -> String {
    joined(names, "and")
}

/// Names joined as a person lists choices: `nim`, `nim or die`, `nim, wythoff or die`.
pub fn or_list(names: &[&str]) -> String {
    joined(names, "or")
}

fn joined(names: &[&str], conjunction: &str) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} {conjunction} {last}", init.join(", ")),
    }
}

/// `1 stone`, `2 stones`: a count with its noun.
pub fn count(number: u64, noun: &str) -> String {
    if number == 1 {
        format!("1 {noun}")
    } else {
        format!("{number} {noun}s")
    }
}

/// Reads a number of stones (or a heap, a row...) typed by a person, naming `what` it is.
pub fn number(text: &str, what: &str) -> Result<u64, Failure> {
    text.parse().map_err(|_| {
        Failure::Usage(format!(
            "`{text}` is not {what}: type a whole number, like 5"
        ))
    })
}

/// A Nim move: `take 2 from heap 1`.
pub fn nim_move(mv: &NimMove) -> String {
    format!("take {} from heap {}", mv.take, mv.heap + 1)
}

/// A move in a row of `rows` (Kayles, a line of line erasing, `noun`):
/// `take 2 from row 1 after the first 3, leaving 3 and 4`.
pub fn row_move(rows: &[u64], mv: &RowMove, noun: &str) -> String {
    let length = rows.get(mv.row).copied().unwrap_or(0);
    let right = length.saturating_sub(mv.start).saturating_sub(mv.count);
    let row = mv.row + 1;
    let count = mv.count;
    match (mv.start, right) {
        (0, 0) => format!("take all {count} of {noun} {row}"),
        (0, rest) => format!("take {count} from the start of {noun} {row}, leaving {rest}"),
        (rest, 0) => format!("take {count} from the end of {noun} {row}, leaving {rest}"),
        (left, right) => format!(
            "take {count} from {noun} {row} after the first {left}, leaving {left} and {right}"
        ),
    }
}

/// A take-and-break move, heaps (or rows: `noun`) numbered from 1: `take 1 from heap 2,
/// leaving 3 and 3`, `split heap 1 into 5 and 4`, `take all 3 from heap 1`.
pub fn break_move(mv: &BreakMove, noun: &str) -> String {
    let numbered = BreakMove {
        heap: mv.heap + 1,
        ..*mv
    };
    numbered.to_string().replace(" heap ", &format!(" {noun} "))
}

/// A circular Nim move, rows numbered from 1.
pub fn circular_move(position: &CircularPosition, mv: &CircularMove) -> String {
    match (mv, position) {
        (CircularMove::Row(row), CircularPosition::Rows(rows)) => row_move(rows, row, "row"),
        (other, _) => other.to_string(),
    }
}

/// A circular Nim position: `a circle of 12`, `rows 5 3`.
pub fn circular_position(position: &CircularPosition) -> String {
    match position {
        CircularPosition::Circle(stones) => format!("a circle of {stones}"),
        CircularPosition::Rows(rows) if rows.is_empty() => "no stones left".into(),
        CircularPosition::Rows(rows) if rows.len() == 1 => format!("a row of {}", rows[0]),
        CircularPosition::Rows(rows) => format!("rows {}", spaced(rows)),
    }
}

/// A Fibonacci Nim position: `20, up to 19 may be taken`.
pub fn fibonacci_position(position: &FibPosition) -> String {
    format!(
        "{}, up to {} may be taken",
        count(position.heap, "stone"),
        position.allowed()
    )
}

/// `odd` or `even`.
pub fn parity_word(odd: bool) -> &'static str {
    if odd { "odd" } else { "even" }
}

/// A parity game position: `27 stones; the mover holds an even number, the other an odd`.
pub fn parity_position(position: &ParityPosition) -> String {
    format!(
        "{} left; the player to move holds an {} number, the other an {} number",
        count(position.remaining, "stone"),
        parity_word(position.mover_odd),
        parity_word(position.opponent_odd)
    )
}

/// The stones of a Tac Tix move or board, by row and column from 1: `r1c1 r1c2`.
pub fn tac_tix_stones(game: TacTix, stones: u16) -> Vec<String> {
    let rows = rows_of(game);
    (0..rows)
        .flat_map(|row| (0..rows).map(move |column| (row, column)))
        .filter(|&(row, column)| game.stone(row, column).is_some_and(|bit| stones & bit != 0))
        .map(|(row, column)| format!("r{}c{}", row + 1, column + 1))
        .collect()
}

/// A Tac Tix move: `take r1c1 r1c2`.
pub fn tac_tix_move(game: TacTix, stones: u16) -> String {
    format!("take {}", tac_tix_stones(game, stones).join(" "))
}

fn rows_of(game: TacTix) -> usize {
    match game.board() {
        Board::Square => 4,
        Board::Triangle => 5,
    }
}

/// A Tac Tix board in one line, rows separated by `/`: `oooo/o.oo/oooo/oooo`.
pub fn tac_tix_board(game: TacTix, position: u16) -> String {
    let rows = rows_of(game);
    (0..rows)
        .map(|row| {
            (0..rows)
                .filter_map(|column| game.stone(row, column))
                .map(|stone| if position & stone == 0 { '.' } else { 'o' })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// Reads a Tac Tix board drawn as [`tac_tix_board`] writes it (`o` a stone, `.` none).
pub fn parse_tac_tix(game: TacTix, text: &str) -> Result<u16, Failure> {
    let rows: Vec<&str> = text.split('/').collect();
    let expected = tac_tix_board(game, game.start());
    let wrong_shape = || {
        Failure::Usage(format!(
            "`{text}` is not a board of this shape: draw each row with `o` for a stone and \
             `.` for none, rows separated by `/`, like `{expected}`"
        ))
    };
    if rows.len() != rows_of(game) {
        return Err(wrong_shape());
    }
    let mut board = 0;
    for (row, cells) in rows.iter().enumerate() {
        let cells: Vec<char> = cells.chars().collect();
        let width = (0..rows_of(game))
            .filter(|&column| game.stone(row, column).is_some())
            .count();
        if cells.len() != width {
            return Err(wrong_shape());
        }
        for (column, cell) in cells.into_iter().enumerate() {
            match cell {
                'o' | 'O' | 'x' | 'X' => board |= game.stone(row, column).unwrap_or(0),
                '.' | '_' | '-' => {}
                other => {
                    return Err(Failure::Usage(format!(
                        "`{other}` in the board `{text}` is neither a stone (`o`) nor an \
                         empty place (`.`)"
                    )));
                }
            }
        }
    }
    Ok(board)
}

/// Reads the numbers of a position, naming the place of one that does not read.
pub fn numbers(words: &[String], what: &str) -> Result<Vec<u64>, Failure> {
    words.iter().map(|word| number(word, what)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_as_commands() {
        assert_eq!(
            nim_move(&NimMove { heap: 0, take: 2 }),
            "take 2 from heap 1"
        );
        let mv = |start, count| RowMove {
            row: 0,
            start,
            count,
        };
        assert_eq!(
            row_move(&[7], &mv(3, 1), "row"),
            "take 1 from row 1 after the first 3, leaving 3 and 3"
        );
        assert_eq!(
            row_move(&[7], &mv(0, 2), "line"),
            "take 2 from the start of line 1, leaving 5"
        );
        assert_eq!(
            row_move(&[7], &mv(5, 2), "row"),
            "take 2 from the end of row 1, leaving 5"
        );
        assert_eq!(row_move(&[2], &mv(0, 2), "row"), "take all 2 of row 1");
        let split = BreakMove {
            heap: 0,
            take: 0,
            parts: [5, 4, 0],
        };
        assert_eq!(break_move(&split, "heap"), "split heap 1 into 5 and 4");
    }

    #[test]
    fn tac_tix_boards_read_back() {
        for game in [TacTix::square(), TacTix::triangle()] {
            let start = game.start();
            let drawn = tac_tix_board(game, start & !1);
            assert_eq!(parse_tac_tix(game, &drawn).unwrap(), start & !1);
        }
        assert_eq!(tac_tix_move(TacTix::square(), 0b11), "take r1c1 r1c2");
        assert!(parse_tac_tix(TacTix::square(), "ooo/oooo/oooo/oooo").is_err());
    }

    #[test]
    fn amounts_read_as_words() {
        assert_eq!(amounts(&[1, 3, 4]), "1, 3 or 4");
        assert_eq!(amounts(&[2, 5]), "2 or 5");
        assert_eq!(count(1, "stone"), "1 stone");
        assert_eq!(and_list(&["bash", "parity"]), "bash and parity");
        assert_eq!(
            and_list(&["nim", "wythoff", "codes"]),
            "nim, wythoff and codes"
        );
    }
}
