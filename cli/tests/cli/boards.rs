//! The board games, Cram, Chomp and Node Kayles: `solve` against the library's search and
//! the published values, `--json` and `--misere`, boards refused with one line, and `play`
//! scripted to the end, with moves that do not read or are not allowed answered by a new
//! prompt.

use impartial::prelude::*;
use serde_json::Value;

use super::{run_with_input, scripted_game, stdout, usage_error};

/// `impartial solve` of `args`, as JSON.
fn solved(args: &[&str]) -> Value {
    let mut words = vec!["solve", "--json"];
    words.extend_from_slice(args);
    serde_json::from_str(&stdout(&words)).expect("one JSON object")
}

/// Dawson's chess, OEIS A002187: the values of the paths of 0, 1, 2, … vertices.
const DAWSONS_CHESS: [u64; 52] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
];

#[test]
fn cram_values_are_the_published_ones() {
    let text = stdout(&["solve", "cram", "4x5"]);
    assert!(
        text.starts_with("cram 4x5 ...../...../...../.....\n"),
        "{text}"
    );
    assert!(text.contains("grundy value:  2\n"), "{text}");
    assert!(text.contains("outcome:       win"), "{text}");
    // The winning moves are the library's, in its order, written as it writes them.
    let cram = Cram::new(4, 5).unwrap();
    let search = Search::new(cram);
    let winning: Vec<String> = search
        .winning_moves(&cram.start())
        .map(|domino| format!("  {domino}\n"))
        .collect();
    assert_eq!(winning.len(), 5);
    assert!(text.contains(&winning.concat()), "{text}");

    let three = solved(&["cram", "3x3"]);
    assert_eq!(three["outcome"], "loss");
    assert_eq!(three["grundy"], 0);
    assert_eq!(three["winning_move_count"], 0);
    // Even × even is lost and even × odd won, by symmetry.
    for (board, outcome) in [
        ("2x6", "loss"),
        ("4x4", "loss"),
        ("2x7", "win"),
        ("3x4", "win"),
    ] {
        assert_eq!(solved(&["cram", board])["outcome"], outcome, "{board}");
    }
}

#[test]
fn cram_positions_are_drawn_and_read_back() {
    // The answer's position after the best move is typed again as it is shown.
    let first = solved(&["cram", "3x4"]);
    let after = first["after_best_move"].as_str().unwrap();
    let (size, picture) = after.split_once(' ').unwrap();
    assert_eq!(size, "3x4");
    let second = solved(&["cram", size, picture]);
    assert_eq!(second["position"], after);
    assert_eq!(second["outcome"], "loss");
    let cram = Cram::new(3, 4).unwrap();
    let board = cram.position(picture).unwrap();
    assert_eq!(
        second["grundy"],
        Search::new(cram).try_grundy(&board).unwrap()
    );
    // `#` reads as `x`.
    assert_eq!(
        solved(&["cram", "3x4", &picture.replace('x', "#")])["position"],
        after
    );
}

#[test]
fn chomp_rectangles_are_first_player_wins() {
    for (rows, columns) in [(1, 2), (2, 2), (2, 5), (3, 4), (4, 6), (5, 5), (6, 7)] {
        let board = format!("{rows}x{columns}");
        let object = solved(&["chomp", &board]);
        assert_eq!(object["outcome"], "win", "{board}");
        let chomp = Chomp::new(rows, columns).unwrap();
        let value = Search::new(chomp).try_grundy(&chomp.start()).unwrap();
        assert_eq!(object["grundy"], value, "{board}");
        assert_ne!(value, 0);
    }
    // The square is won by leaving an L of equal arms; the whole bar is shown by its rows.
    let square = solved(&["chomp", "4x4"]);
    assert_eq!(square["position"], "4x4 4 4 4 4");
    assert_eq!(square["best_move"], "eat (1, 1)");
    assert_eq!(square["after_best_move"], "4x4 4 1 1 1");
    // A position given by its rows: the L is lost.
    let l = solved(&["chomp", "4x4", "4", "1", "1", "1"]);
    assert_eq!(l["outcome"], "loss");
    // The poison alone: no move, and lost.
    let poison = stdout(&["solve", "chomp", "3x3", "1"]);
    assert!(poison.contains("best move:     none"), "{poison}");
    assert!(poison.contains("outcome:       loss"), "{poison}");
}

#[test]
fn node_kayles_paths_are_dawsons_chess_and_grids_the_search() {
    for (n, &value) in DAWSONS_CHESS.iter().enumerate().skip(1).take(34) {
        let path = format!("1x{n}");
        let object = solved(&["node-kayles", &path]);
        assert_eq!(object["grundy"], value, "path of {n}");
    }
    let grid = NodeKayles::grid(3, 8).unwrap();
    let value = Search::new(grid.clone()).try_grundy(&grid.start()).unwrap();
    let object = solved(&["node-kayles", "3x8"]);
    assert_eq!(object["grundy"], value);
    assert_eq!(object["position"], "3x8 ......../......../........");
    // The corners of the 3×3 grid, drawn: four single vertices, worth 1 each.
    let corners = solved(&["node-kayles", "3x3", ".x./xxx/.x."]);
    assert_eq!(corners["outcome"], "loss");
    assert_eq!(corners["grundy"], 0);
    let text = stdout(&["solve", "node-kayles", "3x3"]);
    assert!(text.contains("  pick vertex 4\n"), "{text}");
}

#[test]
fn the_json_object_has_the_shape_of_every_game() {
    let object = solved(&["cram", "4x5"]);
    let keys: Vec<&str> = object
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "after_best_move",
            "best_move",
            "game",
            "grundy",
            "outcome",
            "position",
            "winning_move_count",
            "winning_moves"
        ]
    );
    assert_eq!(object["game"], "cram");
    assert_eq!(object["grundy"], 2);
    assert_eq!(object["winning_move_count"], 5);
    let moves = object["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 5);
    assert!(moves.iter().all(|mv| mv.as_str().unwrap().contains('-')));
    assert_eq!(object["best_move"], moves[0]);
    assert!(
        object["after_best_move"]
            .as_str()
            .unwrap()
            .starts_with("4x5 ")
    );
    // --max-moves shortens the list, not the count.
    let short = solved(&["cram", "4x5", "--max-moves", "2"]);
    assert_eq!(short["winning_moves"].as_array().unwrap().len(), 2);
    assert_eq!(short["winning_move_count"], 5);
}

#[test]
fn misere_play_is_searched_without_grundy_values() {
    for (args, game) in [
        (["cram", "3x4"], "cram"),
        (["chomp", "3x5"], "chomp"),
        (["node-kayles", "3x4"], "node-kayles"),
    ] {
        let mut misere = args.to_vec();
        misere.push("--misere");
        let object = solved(&misere);
        assert_eq!(object["grundy"], Value::Null, "{game}");
        assert_eq!(object["game"], game);
        let count = object["winning_move_count"].as_u64().unwrap();
        let expected = match game {
            "cram" => {
                let cram = Cram::new(3, 4).unwrap();
                Search::new(cram.misere())
                    .winning_moves(&cram.start())
                    .count()
            }
            "chomp" => {
                let chomp = Chomp::new(3, 5).unwrap();
                Search::new(chomp.misere())
                    .winning_moves(&chomp.start())
                    .count()
            }
            _ => {
                let grid = NodeKayles::grid(3, 4).unwrap();
                let start = grid.start();
                Search::new(grid.misere()).winning_moves(&start).count()
            }
        };
        assert_eq!(count, expected as u64, "{game}");
        let outcome = if expected > 0 { "win" } else { "loss" };
        assert_eq!(object["outcome"], outcome, "{game}");
    }
    let text = stdout(&["solve", "chomp", "1x2", "--misere"]);
    // Eating the one square besides the poison is the last square: it loses.
    assert!(text.contains("outcome:       loss"), "{text}");
    assert!(
        text.contains("grundy value:  none here (Grundy values are for normal play)"),
        "{text}"
    );
}

#[test]
fn bad_boards_are_one_line_with_status_2() {
    let cases: [(&[&str], &str); 12] = [
        (&["solve", "cram", "0x3"], "invalid board (0x3)"),
        (&["solve", "cram", "9x9"], "at most 64 cells"),
        (&["solve", "node-kayles", "0x3"], "invalid grid (0×3)"),
        (&["solve", "node-kayles", "9x9"], "at most 64 vertices"),
        (&["solve", "chomp", "0x3"], "invalid board (0×3)"),
        (
            &["solve", "chomp", "40x40"],
            "rows + columns must be at most 64",
        ),
        (&["solve", "cram", "5by7"], "`5by7` is not a board's size"),
        (&["solve", "cram"], "give the board's size"),
        (&["solve", "cram", "2x2", "../.o"], "`o` is neither"),
        (&["solve", "chomp", "2x3", "2", "3"], "do not grow"),
        (
            &["solve", "cram", "3x3", "--k", "2"],
            "--k does not apply to cram",
        ),
        (
            &["play", "cram", "--heaps", "3,4"],
            "--heaps does not apply to cram",
        ),
    ];
    for (args, expected) in cases {
        let message = usage_error(args);
        assert!(message.contains(expected), "{args:?}: {message}");
    }
    assert!(usage_error(&["play", "nim", "4x5"]).contains("nim is played on heaps"));
    assert!(usage_error(&["play", "chomp", "0x6"]).contains("invalid board (0×6)"));
}

/// The moves a person types for a whole game against the computer's best replies, playing
/// `solver`'s best move each time; the person moves first.
fn script<G: Game, S: Solver<G>>(solver: &S, start: G::Position) -> String {
    let game = solver.game();
    let mut lines = String::new();
    let mut position = start;
    let mut person = true;
    while game.moves(&position).next().is_some() {
        let mv = solver.best_move(&position).expect("a move");
        if person {
            lines.push_str(&mv.to_string());
            lines.push('\n');
        }
        position = game.play(&position, &mv).expect("a legal move");
        person = !person;
    }
    lines
}

#[test]
fn play_every_board_game_from_a_script() {
    // Even × odd: the first player wins, and the person moves first.
    let cram = Cram::new(3, 4).unwrap();
    let won = scripted_game(
        &["play", "cram", "3x4"],
        &script(&Search::new(cram), cram.start()),
    );
    assert!(won.ends_with("You win!\n"), "{won}");
    assert!(won.contains("    a b c d\n  1 . . . .\n"), "{won}");
    let misere = scripted_game(
        &["play", "cram", "3x4", "--misere"],
        &script(&Search::new(cram.misere()), cram.start()),
    );
    assert!(misere.starts_with("Cram on a 3×4 board"), "{misere}");
    assert!(
        misere.contains("whoever places the last domino loses"),
        "{misere}"
    );

    let chomp = Chomp::new(4, 6).unwrap();
    let won = scripted_game(
        &["play", "chomp"],
        &script(&Search::new(chomp), chomp.start()),
    );
    assert!(won.ends_with("You win!\n"), "{won}");
    scripted_game(
        &["play", "chomp", "3x5", "--misere"],
        &script(
            &Search::new(Chomp::new(3, 5).unwrap().misere()),
            Chomp::new(3, 5).unwrap().start(),
        ),
    );

    let grid = NodeKayles::grid(3, 8).unwrap();
    let start = grid.start();
    let text = scripted_game(
        &["play", "node-kayles"],
        &script(&Search::new(grid.clone()), start),
    );
    assert!(text.starts_with("Node Kayles on the 3×8 grid"), "{text}");
    // From a position drawn as for solve: the corners of the 3×3 grid are lost for the
    // person, who moves first.
    let corners = NodeKayles::grid(3, 3).unwrap();
    let position = NodeKaylesPosition(0b101_000_101);
    let lost = scripted_game(
        &["play", "node-kayles", "3x3", ".x./xxx/.x."],
        &script(&Search::new(corners), position),
    );
    assert!(lost.ends_with("The computer wins.\n"), "{lost}");
}

#[test]
fn bad_moves_get_a_reason_and_a_new_prompt() {
    let prompts = |text: &str| text.matches("Your move (").count();
    let output = run_with_input(&["play", "cram", "2x3"], "a1-c1\nhello\nc1-d1\na1\n\nq\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    for reason in [
        "Cannot read that: its cells a1 and c1 are not side by side.",
        "Cannot read that: write its two cells joined by `-`, like `a1-b1`.",
        "Not allowed: it does not fit the 2×3 board.",
        "Game abandoned.",
    ] {
        assert!(text.contains(reason), "{reason}: {text}");
    }
    assert_eq!(prompts(&text), 6, "{text}");

    let output = run_with_input(
        &["play", "chomp", "2x3"],
        "0 0\neat (5, 5)\neat (one, 2)\neat (1, 1)\n0 0\nq\n",
    );
    let text = String::from_utf8(output.stdout).unwrap();
    for reason in [
        "Not allowed: the poison is never eaten.",
        "Not allowed: no square is left at (5, 5): the rows, from the poison's up, hold 3 and 3 squares.",
        "Cannot read that: `one` is not a row: rows and columns are whole numbers from 0.",
    ] {
        assert!(text.contains(reason), "{reason}: {text}");
    }
    assert!(!text.contains('['), "{text}");

    let output = run_with_input(
        &["play", "node-kayles", "2x2"],
        "pick vertex 9\nvertex seven\n0\n",
    );
    let text = String::from_utf8(output.stdout).unwrap();
    for reason in [
        "Not allowed: the graph has vertices 0 to 3.",
        "Cannot read that: `seven` is not a vertex: write its number, like `pick vertex 7` or `7`.",
        // A 4-cycle: any vertex leaves the opposite one, which the computer picks.
        "The computer plays: pick vertex 3",
        "The computer wins.",
    ] {
        assert!(text.contains(reason), "{reason}: {text}");
    }
}
