//! The board games at the play loop: Cram, Chomp and Node Kayles, each drawn with the names
//! of its cells, its moves typed as the library writes them (`a1-b1`, `eat (1, 2)`, `pick
//! vertex 7`) and refused with the library's reason. Their computer plays by the memoized
//! search ([`Session::searched`](super::Session::searched)).

use impartial::prelude::*;

use super::playable::{MiserePlayable, Playable, Refusal, Side};
use super::rng::Rng;
use crate::describe::{and_list, grid_shape};

/// Why a position left by the computer is lost under normal play: no closed form says more.
const LOST: &str = "it leaves a position of Grundy value 0: every reply loses";

/// Why a position is lost under misère play.
const MISERE_LOST: &str = "it leaves a position lost under misère play: every reply loses";

/// A move typed as the game reads it, or why it does not read: the library's reason.
fn parsed<M: core::str::FromStr<Err = Error>>(text: &str) -> Result<M, Refusal> {
    text.parse().map_err(|error: Error| match error {
        Error::InvalidParameter { reason, .. } => Refusal::Unreadable(reason),
        other => Refusal::Unreadable(other.to_string()),
    })
}

/// Why the rules refuse a move: the library's reason, else `rule`.
fn refused(error: &Error, rule: String) -> String {
    match error {
        Error::IllegalMove { reason, .. } => reason.clone(),
        _ => rule,
    }
}

/// One of `moves`, at random.
fn any<M: Clone>(moves: &[M], rng: &mut Rng) -> Option<M> {
    moves.get(rng.index(moves.len())).cloned()
}

/// The letters of a column (from 0) as Cram's moves name it: `a` … `z`, then `aa`, ….
fn column_letters(column: usize) -> String {
    let mut letters = Vec::new();
    let mut rest = column + 1;
    while rest > 0 {
        rest -= 1;
        letters.push(char::from(b'a' + (rest % 26) as u8));
        rest /= 26;
    }
    letters.iter().rev().collect()
}

/// `text` padded on the left to `width`.
fn padded(text: &str, width: usize) -> String {
    format!("{text:>width$}")
}

/// "whoever cannot …" or, under misère play, "whoever … last".
fn ending(misere: bool, cannot: &str, last: &str) -> String {
    if misere {
        format!("whoever {last} loses")
    } else {
        format!("whoever cannot {cannot} loses")
    }
}

fn cram_title(game: &Cram, misere: bool) -> String {
    format!(
        "Cram on a {}×{} board: place a domino on two empty cells side by side, across or \
         down; {}.",
        game.rows(),
        game.cols(),
        ending(misere, "place one", "places the last domino")
    )
}

impl Playable for Cram {
    fn title(&self) -> String {
        cram_title(self, false)
    }

    fn notation(&self) -> &'static str {
        "its two cells, like `a1-b1` across or `a1-a2` down"
    }

    fn parse_move(&self, text: &str, _board: &CramBoard) -> Result<Domino, Refusal> {
        parsed(text)
    }

    fn command(&self, domino: &Domino) -> String {
        domino.to_string()
    }

    fn typed(&self, domino: &Domino) -> String {
        domino.to_string()
    }

    fn heap_of(&self, _domino: &Domino) -> String {
        "the board".into()
    }

    /// The board, columns named by letters above and rows by numbers from 1 beside it: `.`
    /// an empty cell, `#` a filled one.
    fn render(&self, board: &CramBoard, _to_move: Side) -> String {
        let names: Vec<String> = (0..self.cols()).map(column_letters).collect();
        let cell = names.iter().map(String::len).max().unwrap_or(1);
        let margin = self.rows().to_string().len();
        let header: Vec<String> = names.iter().map(|name| padded(name, cell)).collect();
        let mut lines = vec![format!("  {} {}", " ".repeat(margin), header.join(" "))];
        for row in 0..self.rows() {
            let cells: Vec<String> = (0..self.cols())
                .map(|column| {
                    padded(
                        if board.is_empty(row, column) {
                            "."
                        } else {
                            "#"
                        },
                        cell,
                    )
                })
                .collect();
            lines.push(format!(
                "  {} {}",
                padded(&(row + 1).to_string(), margin),
                cells.join(" ")
            ));
        }
        lines.join("\n")
    }

    fn why_lost(&self, _board: &CramBoard) -> String {
        LOST.into()
    }

    fn random_move(&self, board: &CramBoard, rng: &mut Rng) -> Option<Domino> {
        any(&self.moves(board).collect::<Vec<_>>(), rng)
    }

    fn rule(&self, _board: &CramBoard, _domino: &Domino) -> String {
        "a domino covers two empty cells side by side".into()
    }

    fn refusal(&self, board: &CramBoard, domino: &Domino, error: &Error) -> String {
        refused(error, self.rule(board, domino))
    }
}

impl MiserePlayable for Cram {
    fn misere_title(&self) -> String {
        cram_title(self, true)
    }

    fn misere_why_lost(&self, _board: &CramBoard) -> String {
        MISERE_LOST.into()
    }
}

fn chomp_title(game: &Chomp, misere: bool) -> String {
    format!(
        "Chomp on a {}×{} bar: eat a square and every square above it and to its right, \
         never the poison x; {}.",
        game.rows(),
        game.columns(),
        ending(misere, "eat one", "eats the last square besides the poison")
    )
}

impl Playable for Chomp {
    fn title(&self) -> String {
        chomp_title(self, false)
    }

    fn notation(&self) -> &'static str {
        "the square's row and column, like `eat (1, 2)` or `1 2`"
    }

    fn parse_move(&self, text: &str, _position: &ChompPosition) -> Result<ChompMove, Refusal> {
        parsed(text)
    }

    fn command(&self, mv: &ChompMove) -> String {
        mv.to_string()
    }

    fn typed(&self, mv: &ChompMove) -> String {
        mv.to_string()
    }

    fn heap_of(&self, _mv: &ChompMove) -> String {
        "the bar".into()
    }

    /// The bar, the top row first, rows numbered up from the poison's (0) and columns
    /// right from it: `x` the poison, `#` every other square.
    fn render(&self, position: &ChompPosition, _to_move: Side) -> String {
        let rows = position.rows();
        let widest = rows.first().copied().unwrap_or(1);
        let cell = (widest - 1).to_string().len();
        let margin = (rows.len().max(1) - 1).to_string().len();
        let mut lines = Vec::new();
        for (row, &squares) in rows.iter().enumerate().rev() {
            let cells: Vec<String> = (0..squares)
                .map(|column| {
                    let square = if row == 0 && column == 0 { "x" } else { "#" };
                    padded(square, cell)
                })
                .collect();
            lines.push(format!(
                "  {} {}",
                padded(&row.to_string(), margin),
                cells.join(" ")
            ));
        }
        let columns: Vec<String> = (0..widest)
            .map(|column| padded(&column.to_string(), cell))
            .collect();
        lines.push(format!("  {} {}", " ".repeat(margin), columns.join(" ")));
        lines.join("\n")
    }

    fn why_lost(&self, _position: &ChompPosition) -> String {
        LOST.into()
    }

    fn random_move(&self, position: &ChompPosition, rng: &mut Rng) -> Option<ChompMove> {
        any(&self.moves(position).collect::<Vec<_>>(), rng)
    }

    /// The poison is never eaten; any other square must be left. (The library's own
    /// reasons say who loses by the poison, under normal play, and list the rows as a
    /// vector.)
    fn rule(&self, position: &ChompPosition, mv: &ChompMove) -> String {
        if mv.row == 0 && mv.column == 0 {
            return "the poison is never eaten".into();
        }
        let rows: Vec<String> = position.rows().iter().map(usize::to_string).collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        format!(
            "no square is left at ({}, {}): the rows, from the poison's up, hold {} squares",
            mv.row,
            mv.column,
            and_list(&rows)
        )
    }
}

impl MiserePlayable for Chomp {
    fn misere_title(&self) -> String {
        chomp_title(self, true)
    }

    fn misere_why_lost(&self, _position: &ChompPosition) -> String {
        MISERE_LOST.into()
    }
}

fn node_kayles_title(game: &NodeKayles, misere: bool) -> String {
    let graph = match grid_shape(game) {
        Some((1, columns)) => format!("a path of {columns} vertices"),
        Some((rows, columns)) => format!("the {rows}×{columns} grid"),
        None => format!("a graph of {} vertices", game.vertices()),
    };
    format!(
        "Node Kayles on {graph}: pick a vertex, which goes with its neighbours; {}.",
        ending(misere, "pick one", "picks the last vertex")
    )
}

impl Playable for NodeKayles {
    fn title(&self) -> String {
        node_kayles_title(self, false)
    }

    fn notation(&self) -> &'static str {
        "a vertex, like `pick vertex 7` or `7`"
    }

    fn parse_move(
        &self,
        text: &str,
        _position: &NodeKaylesPosition,
    ) -> Result<NodeKaylesMove, Refusal> {
        parsed(text)
    }

    fn command(&self, mv: &NodeKaylesMove) -> String {
        mv.to_string()
    }

    fn typed(&self, mv: &NodeKaylesMove) -> String {
        mv.to_string()
    }

    fn heap_of(&self, _mv: &NodeKaylesMove) -> String {
        "the graph".into()
    }

    /// A grid as the numbers of its vertices left, row by row, `.` for one removed; any
    /// other graph as the set of its vertices left.
    fn render(&self, position: &NodeKaylesPosition, _to_move: Side) -> String {
        let Some((rows, columns)) = grid_shape(self) else {
            return format!("  vertices left: {position}");
        };
        let cell = self.vertices().saturating_sub(1).to_string().len();
        (0..rows)
            .map(|row| {
                let cells: Vec<String> = (0..columns)
                    .map(|column| match self.vertex_at(row, column) {
                        Some(vertex) if position.contains(vertex) => {
                            padded(&vertex.to_string(), cell)
                        }
                        _ => padded(".", cell),
                    })
                    .collect();
                format!("  {}", cells.join(" "))
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn why_lost(&self, _position: &NodeKaylesPosition) -> String {
        LOST.into()
    }

    fn random_move(&self, position: &NodeKaylesPosition, rng: &mut Rng) -> Option<NodeKaylesMove> {
        any(&self.moves(position).collect::<Vec<_>>(), rng)
    }

    fn rule(&self, _position: &NodeKaylesPosition, _mv: &NodeKaylesMove) -> String {
        "pick a vertex that is left".into()
    }

    fn refusal(&self, position: &NodeKaylesPosition, mv: &NodeKaylesMove, error: &Error) -> String {
        refused(error, self.rule(position, mv))
    }
}

impl MiserePlayable for NodeKayles {
    fn misere_title(&self) -> String {
        node_kayles_title(self, true)
    }

    fn misere_why_lost(&self, _position: &NodeKaylesPosition) -> String {
        MISERE_LOST.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_named_as_the_library_names_them() {
        for column in 0..63u8 {
            let domino = Domino::across(0, column).to_string();
            let first = domino.split('1').next().unwrap_or_default();
            assert_eq!(column_letters(usize::from(column)), first, "{domino}");
        }
    }

    #[test]
    fn boards_are_drawn_with_the_names_of_their_cells() {
        let cram = Cram::new(2, 3).unwrap();
        let board = cram.play(&cram.start(), &Domino::down(0, 1)).unwrap();
        assert_eq!(
            cram.render(&board, Side::Person),
            "    a b c\n  1 . # .\n  2 . # ."
        );
        let chomp = Chomp::new(3, 4).unwrap();
        let eaten = ChompPosition::from_rows(&[4, 2, 1]).unwrap();
        assert_eq!(
            chomp.render(&eaten, Side::Person),
            "  2 #\n  1 # #\n  0 x # # #\n    0 1 2 3"
        );
        let grid = NodeKayles::grid(2, 6).unwrap();
        let left = grid
            .play(&grid.start(), &NodeKaylesMove { vertex: 0 })
            .unwrap();
        assert_eq!(
            grid.render(&left, Side::Person),
            "   .  .  2  3  4  5\n   .  7  8  9 10 11"
        );
        assert_eq!(
            grid.title(),
            "Node Kayles on the 2×6 grid: pick a vertex, which goes with its neighbours; \
             whoever cannot pick one loses."
        );
    }

    #[test]
    fn bad_moves_are_refused_with_the_librarys_reason() {
        let cram = Cram::new(2, 2).unwrap();
        let start = cram.start();
        assert_eq!(
            cram.parse_move("a1-c1", &start),
            Err(Refusal::Unreadable(
                "its cells a1 and c1 are not side by side".into()
            ))
        );
        let off = "c1-d1".parse::<Domino>().unwrap();
        let error = cram.play(&start, &off).unwrap_err();
        assert_eq!(
            cram.refusal(&start, &off, &error),
            "it does not fit the 2×2 board"
        );
        let chomp = Chomp::new(2, 2).unwrap();
        let start = chomp.start();
        for (mv, reason) in [
            ((0, 0), "the poison is never eaten"),
            (
                (2, 1),
                "no square is left at (2, 1): the rows, from the poison's up, hold 2 and 2 squares",
            ),
        ] {
            let mv = ChompMove {
                row: mv.0,
                column: mv.1,
            };
            let error = chomp.play(&start, &mv).unwrap_err();
            assert_eq!(chomp.refusal(&start, &mv, &error), reason);
        }
        assert!(matches!(
            NodeKayles::path(3)
                .unwrap()
                .parse_move("vertex seven", &NodeKaylesPosition(0b111)),
            Err(Refusal::Unreadable(_))
        ));
    }
}
