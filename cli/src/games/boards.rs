//! The board games as `solve` and `play` read them: the board's size, `ROWSxCOLUMNS`, then
//! what is left of it when it is not the start (a picture for Cram and Node Kayles, the
//! rows of Chomp), shown back the same way so that an answer can be typed again; and their
//! answers by the long search, with a progress bar on a terminal.

use impartial::prelude::*;
use impartial::search::Hooks;

use super::Solving;
use crate::describe::{grid_shape, number, spaced};
use crate::failure::Failure;
use crate::progress::Bar;
use crate::report::{Report, Words, by_long_search, long_search_limits};

/// Reads a board's size, `5x7`: its rows, then its columns (`X` and `×` read as `x`).
pub fn size(word: &str) -> Result<(usize, usize), Failure> {
    let not_a_size = || {
        Failure::Usage(format!(
            "`{word}` is not a board's size: type its rows and columns, like `5x7`"
        ))
    };
    let (rows, columns) = word.split_once(['x', 'X', '×']).ok_or_else(not_a_size)?;
    let side = |text: &str| text.parse::<usize>().map_err(|_| not_a_size());
    Ok((side(rows)?, side(columns)?))
}

/// The size and the one word after it that draws the board, when there is one.
fn size_and_picture<'a>(
    words: &'a [String],
    example: &str,
) -> Result<(&'a str, Option<&'a str>), Failure> {
    match words {
        [size] => Ok((size, None)),
        [size, picture] => Ok((size, Some(picture))),
        _ => Err(Failure::Usage(format!(
            "give the board's size, then what is left of it in one word (rows split by `/`), \
             like `{example}`"
        ))),
    }
}

/// Cram on the board of the size typed, and the position drawn after it (the empty board
/// when none is): `.` an empty cell, `x` or `#` a filled one, rows split by `/`.
pub fn cram(words: &[String]) -> Result<(Cram, CramBoard), Failure> {
    let (board, picture) = size_and_picture(words, "cram 3x4 x.../x.../....")?;
    let (rows, columns) = size(board)?;
    let game = Cram::new(rows, columns).map_err(Failure::usage)?;
    let position = match picture {
        None => game.start(),
        Some(picture) => game.position(picture).map_err(Failure::usage)?,
    };
    Ok((game, position))
}

/// A Cram board as it is typed: its size, then its rows split by `/`, `.` an empty cell and
/// `x` a filled one (not the library's `#`, which would start a comment in a shell).
pub fn cram_board(game: &Cram, board: &CramBoard) -> String {
    let rows: Vec<String> = (0..game.rows())
        .map(|row| {
            (0..game.cols())
                .map(|column| {
                    if board.is_empty(row, column) {
                        '.'
                    } else {
                        'x'
                    }
                })
                .collect()
        })
        .collect();
    format!("{}x{} {}", game.rows(), game.cols(), rows.join("/"))
}

/// Chomp on the bar of the size typed, and the rows left after it (the whole bar when none
/// are given): the squares of each row, the poison's row first.
pub fn chomp(words: &[String]) -> Result<(Chomp, ChompPosition), Failure> {
    let [bar, rows @ ..] = words else {
        return Err(Failure::Usage(
            "give the bar's size, then the squares left in each row from the poison's up, \
             like `chomp 4x6 6 6 3 1`"
                .into(),
        ));
    };
    let (height, width) = size(bar)?;
    let game = Chomp::new(height, width).map_err(Failure::usage)?;
    if rows.is_empty() {
        return Ok((game, game.start()));
    }
    let rows = rows
        .iter()
        .map(|row| number(row, "a number of squares").map(|squares| squares as usize))
        .collect::<Result<Vec<usize>, Failure>>()?;
    let position = ChompPosition::from_rows(&rows).map_err(Failure::usage)?;
    let left = position.rows();
    if left.len() > height || left.first().is_some_and(|&first| first > width) {
        return Err(Failure::Usage(format!(
            "the rows {} do not fit the {height}x{width} bar: at most {height} rows of at \
             most {width} squares",
            spaced(&rows.iter().map(|&row| row as u64).collect::<Vec<_>>())
        )));
    }
    Ok((game, position))
}

/// A Chomp position as it is typed: the bar's size, then the squares of each row left, the
/// poison's row first.
pub fn chomp_rows(game: &Chomp, position: ChompPosition) -> String {
    let rows: Vec<u64> = position.rows().iter().map(|&row| row as u64).collect();
    format!("{}x{} {}", game.rows(), game.columns(), spaced(&rows))
}

/// Node Kayles on the grid of the size typed (`1xN` is the path of `N` vertices), and the
/// position drawn after it (every vertex when none is): `.` a vertex left, `x` or `#` one
/// removed, rows split by `/`.
pub fn node_kayles(words: &[String]) -> Result<(NodeKayles, NodeKaylesPosition), Failure> {
    let (grid, picture) = size_and_picture(words, "node-kayles 3x3 x.x/.../x.x")?;
    let (rows, columns) = size(grid)?;
    let game = NodeKayles::grid(rows, columns).map_err(Failure::usage)?;
    let Some(picture) = picture else {
        let start = game.start();
        return Ok((game, start));
    };
    let wrong = |reason: String| {
        Failure::Usage(format!(
            "`{picture}` is not a position of the {rows}x{columns} grid: {reason}; draw each \
             row with `.` for a vertex left and `x` for one removed, rows split by `/`"
        ))
    };
    let lines: Vec<&str> = picture.split('/').collect();
    if lines.len() != rows {
        return Err(wrong(format!("it has {} rows, not {rows}", lines.len())));
    }
    let mut left = 0u64;
    for (row, line) in lines.iter().enumerate() {
        let cells: Vec<char> = line.chars().collect();
        if cells.len() != columns {
            return Err(wrong(format!(
                "row {} has {} cells, not {columns}",
                row + 1,
                cells.len()
            )));
        }
        for (column, cell) in cells.into_iter().enumerate() {
            match cell {
                '.' => left |= game.vertex_at(row, column).map_or(0, |vertex| 1 << vertex),
                'x' | 'X' | '#' => {}
                other => return Err(wrong(format!("`{other}` is neither `.` nor `x`"))),
            }
        }
    }
    Ok((game, NodeKaylesPosition(left)))
}

/// A Node Kayles position as it is typed: the grid's size, then its rows split by `/`, `.`
/// a vertex left and `x` one removed (the vertices as a set on a graph that is no grid).
pub fn node_kayles_grid(game: &NodeKayles, position: NodeKaylesPosition) -> String {
    let Some((rows, columns)) = grid_shape(game) else {
        return position.to_string();
    };
    let lines: Vec<String> = (0..rows)
        .map(|row| {
            (0..columns)
                .map(|column| match game.vertex_at(row, column) {
                    Some(vertex) if position.contains(vertex) => '.',
                    _ => 'x',
                })
                .collect()
        })
        .collect();
    format!("{rows}x{columns} {}", lines.join("/"))
}

/// Cram, answered by the long search.
pub fn solve_cram(s: &Solving<'_>) -> Result<Report, Failure> {
    let (game, position) = cram(s.words)?;
    let words = Words::new(
        move |board: &CramBoard| cram_board(&game, board),
        |_, domino: &Domino| domino.to_string(),
    );
    long_search(s, game, &position, &words)
}

/// Chomp, answered by the long search.
pub fn solve_chomp(s: &Solving<'_>) -> Result<Report, Failure> {
    let (game, position) = chomp(s.words)?;
    let words = Words::new(
        move |position: &ChompPosition| chomp_rows(&game, *position),
        |_, mv: &ChompMove| mv.to_string(),
    );
    long_search(s, game, &position, &words)
}

/// Node Kayles on a grid, answered by the long search.
pub fn solve_node_kayles(s: &Solving<'_>) -> Result<Report, Failure> {
    let (game, position) = node_kayles(s.words)?;
    let shown = game.clone();
    let words = Words::new(
        move |position: &NodeKaylesPosition| node_kayles_grid(&shown, *position),
        |_, mv: &NodeKaylesMove| mv.to_string(),
    );
    long_search(s, game, &position, &words)
}

/// The report of `position` by [`by_long_search`], with a bar named after the game and its
/// board, within `--max-positions` when given.
fn long_search<G: Hooks>(
    s: &Solving<'_>,
    game: G,
    position: &G::Position,
    words: &Words<G::Position, G::Move>,
) -> Result<Report, Failure> {
    let asked = s.asked(position, words);
    let board = s.words.first().map_or("", String::as_str);
    let convention = if s.options.misere { "misère " } else { "" };
    let bar = Bar::moves(
        game.moves(position).count(),
        &format!("{convention}{} {board}", s.name),
    );
    by_long_search(
        &asked,
        game,
        s.options.misere,
        &long_search_limits(s.max_positions),
        &bar,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn sizes_read_rows_then_columns() {
        assert_eq!(size("5x7").unwrap(), (5, 7));
        assert_eq!(size("5X7").unwrap(), (5, 7));
        assert_eq!(size("5×7").unwrap(), (5, 7));
        for bad in ["5", "5x", "x7", "5x7x2", "-1x3", "fivexseven"] {
            let error = size(bad).unwrap_err().to_string();
            assert!(error.contains("is not a board's size"), "{bad}: {error}");
        }
    }

    #[test]
    fn positions_are_shown_as_they_are_typed() {
        let (game, start) = cram(&words("3x4")).unwrap();
        assert_eq!(cram_board(&game, &start), "3x4 ..../..../....");
        let typed = words("3x4 x.../x.../....");
        let (game, board) = cram(&typed).unwrap();
        assert_eq!(board.empty_cells(), 10);
        assert_eq!(cram_board(&game, &board), typed.join(" "));
        // `#` is read as filled too, as the library draws it.
        assert_eq!(cram(&words("3x4 #.../#.../....")).unwrap().1, board);

        let typed = words("4x6 6 6 3 1");
        let (game, position) = chomp(&typed).unwrap();
        assert_eq!(position.rows(), vec![6, 6, 3, 1]);
        assert_eq!(chomp_rows(&game, position), typed.join(" "));
        assert_eq!(chomp_rows(&game, game.start()), "4x6 6 6 6 6");

        let typed = words("3x3 x.x/.../x.x");
        let (game, position) = node_kayles(&typed).unwrap();
        assert_eq!(position, NodeKaylesPosition(0b010_111_010));
        assert_eq!(node_kayles_grid(&game, position), typed.join(" "));
        assert_eq!(grid_shape(&game), Some((3, 3)));
        let (path, start) = node_kayles(&words("1x20")).unwrap();
        assert_eq!(grid_shape(&path), Some((1, 20)));
        assert_eq!(start.len(), 20);
        let graph = NodeKayles::new(3, &[(0, 1)]).unwrap();
        assert_eq!(grid_shape(&graph), None);
        assert_eq!(node_kayles_grid(&graph, graph.start()), "{0, 1, 2}");
    }

    #[test]
    fn bad_boards_are_refused_with_what_is_wrong() {
        let refused = |result: Result<(), Failure>| result.unwrap_err().to_string();
        let cram_error = |text: &str| refused(cram(&words(text)).map(|_| ()));
        assert!(cram_error("0x3").contains("invalid board (0x3)"));
        assert!(cram_error("9x9").contains("at most 64 cells"));
        assert!(cram_error("3x3 .../...").contains("it has 2 rows, not 3"));
        assert!(cram_error("3x3 .../.o./...").contains("`o` is neither"));
        assert!(cram_error("3x3 ... ...").contains("in one word"));
        assert!(cram_error("").contains("in one word"));

        let chomp_error = |text: &str| refused(chomp(&words(text)).map(|_| ()));
        assert!(chomp_error("0x3").contains("invalid board (0×3)"));
        assert!(chomp_error("40x40").contains("at most 64"));
        assert!(chomp_error("2x3 3 4").contains("do not grow"));
        assert!(chomp_error("2x3 3 3 3").contains("do not fit the 2x3 bar"));
        assert!(chomp_error("2x3 4").contains("do not fit the 2x3 bar"));
        assert!(chomp_error("2x3 three").contains("`three` is not a number of squares"));
        assert!(chomp_error("").contains("give the bar's size"));

        let grid_error = |text: &str| refused(node_kayles(&words(text)).map(|_| ()));
        assert!(grid_error("0x3").contains("invalid grid (0×3)"));
        assert!(grid_error("9x9").contains("at most 64 vertices"));
        assert!(grid_error("2x2 ../..x").contains("row 2 has 3 cells, not 2"));
        assert!(grid_error("2x2 ../.o").contains("`o` is neither"));
    }
}
