//! The `impartial` binary driven end to end: every subcommand, its `--help`, bad input
//! with its exit status, `--json` parsed back, a plot that is an SVG with its series, and a
//! scripted game of `play` for every game.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use impartial::prelude::*;
use serde_json::Value;

#[path = "cli/boards.rs"]
mod boards;
#[path = "cli/census.rs"]
mod census;

/// Runs the binary with `args` and `input` on stdin.
fn run_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_impartial"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("a stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the binary ends")
}

fn run(args: &[&str]) -> Output {
    run_with_input(args, "")
}

/// The standard output of a run that must succeed, with nothing on stderr.
fn stdout(args: &[&str]) -> String {
    let output = run(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{args:?}: {stderr}");
    assert!(stderr.is_empty(), "{args:?} wrote to stderr: {stderr}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The one line of a run that must fail with bad usage.
fn usage_error(args: &[&str]) -> String {
    let output = run(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    stderr
}

#[test]
fn every_subcommand_has_help_with_examples() {
    let top = stdout(&["--help"]);
    for subcommand in [
        "tour", "solve", "values", "plot", "genus", "play", "quotient", "census",
    ] {
        assert!(top.contains(subcommand), "{top}");
        let help = stdout(&[subcommand, "--help"]);
        assert!(help.contains("Examples:"), "{subcommand}: {help}");
        assert!(help.contains(&format!("impartial {subcommand}")), "{help}");
    }
    assert!(stdout(&["--version"]).starts_with("impartial "));
}

#[test]
fn the_tour_runs_without_debug_formatting() {
    let tour = stdout(&["tour"]);
    assert!(tour.contains("From 3-4-5: take 2 from heap 1, leaving 1-4-5 (nim-sum 0)."));
    assert!(tour.contains("== Tac Tix =="));
    for debug in ["[", "Some(", "Rows(", "Square", "Misere"] {
        assert!(!tour.contains(debug), "`{debug}` in the tour");
    }
}

#[test]
fn solve_answers_in_text() {
    let nim = stdout(&["solve", "nim", "3", "4", "5"]);
    assert!(nim.contains("outcome:       win"), "{nim}");
    assert!(nim.contains("  take 2 from heap 1\n"), "{nim}");
    assert!(nim.contains("grundy value:  2"), "{nim}");
    let wythoff = stdout(&["solve", "wythoff", "1000000", "1618034"]);
    assert!(wythoff.contains("outcome:       loss"), "{wythoff}");
    let games = [
        "nim --misere 1 1 6",
        "wythoff --misere 2 2",
        "bash --k 3 --misere 21",
        "subtraction --set 2,5,6 100",
        "fibonacci 100 6",
        "parity --k 4 --odd-wins 27",
        "die 31 4",
        "kayles 7 12",
        "line-erasing 6 9",
        "circular-nim 12",
        "circular-nim rows 5 3",
        "grundy 9 20",
        "tac-tix --board triangle",
        "4.7 10 11",
    ];
    for game in games {
        let words: Vec<&str> = std::iter::once("solve")
            .chain(game.split_whitespace())
            .collect();
        let text = stdout(&words);
        assert!(text.contains("best move:"), "{game}: {text}");
    }
}

#[test]
fn solve_json_parses_back() {
    let object: Value =
        serde_json::from_str(&stdout(&["solve", "--json", "0.137", "20", "31"])).unwrap();
    assert_eq!(object["outcome"], "win");
    assert_eq!(object["game"], "0.137");
    let count = object["winning_move_count"].as_u64().unwrap();
    let shown = object["winning_moves"].as_array().unwrap();
    assert_eq!((count, shown.len()), (17, 10));
    assert!(object["grundy"].as_u64().is_some());
    assert!(object["best_move"].as_str().unwrap().starts_with("take "));

    let far: Value = serde_json::from_str(&stdout(&[
        "solve",
        "--json",
        "nim",
        &u64::MAX.to_string(),
        "1",
    ]))
    .unwrap();
    assert_eq!(
        far["winning_moves"][0],
        format!("take {} from heap 1", u64::MAX - 1)
    );

    let lost: Value =
        serde_json::from_str(&stdout(&["solve", "--json", "wythoff", "3", "5"])).unwrap();
    assert_eq!(lost["outcome"], "loss");
    assert_eq!(lost["winning_move_count"], 0);
    assert_eq!(lost["grundy"], Value::Null);

    // Thousands of winning moves are counted up to a cap.
    let many: Vec<String> = std::iter::repeat_n("1".to_string(), 1500).collect();
    let mut args = vec!["solve", "--json", "nim", "--misere"];
    args.extend(many.iter().map(String::as_str));
    let capped: Value = serde_json::from_str(&stdout(&args)).unwrap();
    assert_eq!(capped["winning_move_count"], "at least 1000");
}

#[test]
fn bad_input_is_one_line_and_status_2() {
    let cases: [(&[&str], &str); 14] = [
        (&["solve", "nim", "3", "x"], "`x` is not a heap size"),
        (&["solve", "chess", "1"], "unknown game `chess`"),
        (
            &["solve", "misere-nim", "1"],
            "misère play is `nim --misere`",
        ),
        (&["solve", "0.7x7", "1"], "invalid code (0.7x7)"),
        (
            &["solve", "nim", "--k", "3", "3"],
            "--k does not apply to nim",
        ),
        (&["solve", "wythoff", "1"], "needs 2 numbers"),
        (&["solve", "grundy", "5", "5000000"], "no certified period"),
        (&["solve", "die", "31", "7"], "a die's faces are 1 to 6"),
        (&["solve"], "required"),
        (
            &["values", "wythoff", "--to", "10"],
            "not a game of single heaps",
        ),
        (
            &["values", "kayles"],
            "required arguments were not provided: --to <N>",
        ),
        (
            &["plot", "kayles", "--to", "10", "-o", "kayles.png"],
            "SVG only",
        ),
        (
            &["play", "nim", "--odd-wins"],
            "--odd-wins does not apply to nim",
        ),
        (&["bogus"], "unrecognized subcommand"),
    ];
    for (args, expected) in cases {
        let message = usage_error(args);
        assert!(message.contains(expected), "{args:?}: {message}");
    }
    assert!(usage_error(&[]).contains("a subcommand is needed"));
}

#[test]
fn values_as_csv_json_and_text() {
    let csv = stdout(&["values", "0.137", "--to", "100", "--format", "csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 102);
    assert_eq!(&lines[..4], ["heap,value", "0,0", "1,1", "2,1"]);
    assert_eq!(lines[101], "100,7");

    let json: Value = serde_json::from_str(&stdout(&[
        "values", "kayles", "--to", "1000", "--format", "json",
    ]))
    .unwrap();
    assert_eq!(json["code"], "0.77");
    assert_eq!(json["period"]["period"], 12);
    assert_eq!(json["period"]["preperiod"], 71);
    let values = json["values"].as_array().unwrap();
    assert_eq!(values.len(), 1001);
    let expected = Kayles::new().grundy(&vec![1000]);
    assert_eq!(values[1000], expected);

    let text = stdout(&["values", "subtraction", "--set", "1,3,4", "--to", "100"]);
    assert!(text.contains("period 7 from heap 0"), "{text}");
    assert!(text.starts_with("nim-sequence of subtraction (0.3033), heaps 0 to 100:"));
}

#[test]
fn values_resume_from_a_saved_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("grundy.nims");
    let file = file.to_str().unwrap();
    let first = stdout(&[
        "values", "grundy", "--to", "999", "--save", file, "--format", "csv",
    ]);
    assert_eq!(first.lines().count(), 1001);
    let resumed = stdout(&[
        "values", "grundy", "--to", "1999", "--resume", file, "--format", "csv",
    ]);
    let fresh = stdout(&["values", "grundy", "--to", "1999", "--format", "csv"]);
    assert_eq!(resumed, fresh);
    let wrong = usage_error(&["values", "kayles", "--to", "10", "--resume", file]);
    assert!(wrong.contains("holds the values of 4."), "{wrong}");
}

/// A file of Kayles' values forged as `n mod 3` for 400 heaps, with its hash recomputed,
/// in the format of `NimSequence::write_to`.
fn forged_kayles_file() -> Vec<u8> {
    let mut file = b"impartial nim-sequence\n".to_vec();
    file.extend([1, 0]);
    file.extend(4u16.to_le_bytes());
    file.extend(b"0.77");
    file.push(2);
    file.extend(400u64.to_le_bytes());
    for n in 0..400u16 {
        file.extend((n % 3).to_le_bytes());
    }
    let hash = file.iter().fold(0xcbf2_9ce4_8422_2325u64, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    file.extend(hash.to_le_bytes());
    file
}

#[test]
fn values_say_a_period_rests_on_an_unverified_file_and_verify_refuses_a_forged_one() {
    let dir = tempfile::tempdir().unwrap();
    let forged = dir.path().join("forged.nims");
    std::fs::write(&forged, forged_kayles_file()).unwrap();
    let forged = forged.to_str().unwrap();
    let said = stdout(&["values", "0.77", "--to", "10", "--resume", forged]);
    assert!(
        said.contains("period 3 from heap 0, certified after 400 heaps from the values of")
            && said.contains("which were not verified: the period rests on them"),
        "{said}"
    );
    let refused = run(&[
        "values", "0.77", "--to", "10", "--resume", forged, "--verify",
    ]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("does not verify: heap 3 is stored as worth 0, but its value is 3"),
        "{stderr}"
    );
    // The engine's own file verifies, and its period is then said plainly.
    let genuine = dir.path().join("kayles.nims");
    let genuine = genuine.to_str().unwrap();
    stdout(&["values", "kayles", "--to", "400", "--save", genuine]);
    let said = stdout(&[
        "values", "kayles", "--to", "500", "--resume", genuine, "--verify",
    ]);
    assert!(
        said.contains("period 12 from heap 71, certified after"),
        "{said}"
    );
    assert!(!said.contains("not verified"), "{said}");
    assert!(usage_error(&["values", "kayles", "--to", "5", "--verify"]).contains("--resume"));
}

#[test]
fn crafted_files_are_refused_by_values_resume() {
    // The values [0, 0, 1, u64::MAX] for 0.6, 8 bytes each, with a sound hash: before,
    // `--resume` hung or aborted on them.
    let mut file = b"impartial nim-sequence\n".to_vec();
    file.extend([1, 0]);
    file.extend(3u16.to_le_bytes());
    file.extend(b"0.6");
    file.push(8);
    file.extend(4u64.to_le_bytes());
    for value in [0, 0, 1, u64::MAX] {
        file.extend(value.to_le_bytes());
    }
    let hash = file.iter().fold(0xcbf2_9ce4_8422_2325u64, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    file.extend(hash.to_le_bytes());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crafted.nims");
    std::fs::write(&path, file).unwrap();
    let error = usage_error(&[
        "values",
        "0.6",
        "--to",
        "10",
        "--resume",
        path.to_str().unwrap(),
    ]);
    assert!(error.contains("corrupt file"), "{error}");
}

#[test]
fn plot_writes_an_svg_with_one_dot_per_heap() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kayles.svg");
    let said = stdout(&[
        "plot",
        "kayles",
        "--to",
        "200",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert!(said.contains("period 12 from heap 71"), "{said}");
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<svg").count(), 1);
    // One dot per heap, in the series of common values or of rare ones.
    let series = |id: &str| {
        let start = svg.find(&format!("<g id=\"{id}\"")).expect(id);
        let end = start + svg[start..].find("</g>").expect("the series ends");
        svg[start..end].matches("<circle").count()
    };
    assert_eq!(series("values") + series("rare"), 201);
    assert!(svg.contains("<rect id=\"period\""));
    assert!(svg.contains("period 12 from heap 71"));
}

/// The moves a person types for a whole game, playing the best move when there is one,
/// against the computer's best replies; the person moves first.
fn script<G: Game + Solver<G>>(
    game: &G,
    start: G::Position,
    typed: impl Fn(&G::Move) -> String,
) -> String {
    let mut lines = String::new();
    let mut position = start;
    let mut person = true;
    while game.moves(&position).next().is_some() {
        let mv = game.best_move(&position).expect("a move");
        if person {
            lines.push_str(&typed(&mv));
            lines.push('\n');
        }
        position = game.play(&position, &mv).expect("a legal move");
        person = !person;
    }
    lines
}

/// Plays `args` with `input` typed, and checks the game ended with a winner or a draw.
fn scripted_game(args: &[&str], input: &str) -> String {
    let output = run_with_input(args, input);
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(output.status.success(), "{args:?}: {text}");
    let last = text.trim_end().lines().last().unwrap_or_default();
    assert!(
        [
            "You win!",
            "The computer wins.",
            "A draw: neither of you wins."
        ]
        .contains(&last),
        "{args:?} ended with {last:?}:\n{text}"
    );
    assert!(!text.contains('['), "debug formatting: {text}");
    text
}

#[test]
fn play_every_game_from_a_script() {
    let number = |take: &u64| take.to_string();
    let nim_typed = |mv: &NimMove| format!("{} {}", mv.heap + 1, mv.take);
    let wythoff_typed = |mv: &WythoffMove| match mv {
        WythoffMove::First(take) => format!("1 {take}"),
        WythoffMove::Second(take) => format!("2 {take}"),
        WythoffMove::Both(take) => format!("b {take}"),
    };
    let won = scripted_game(&["play"], &script(&Nim::normal(), vec![3, 4, 5], nim_typed));
    assert!(won.ends_with("You win!\n"), "{won}");
    scripted_game(
        &["play", "nim", "--misere", "--heaps", "1,1,6"],
        &script(&Nim::misere(), vec![1, 1, 6], nim_typed),
    );
    scripted_game(
        &["play", "wythoff", "--heaps", "5,9"],
        &script(&Wythoff::normal(), (5, 9), wythoff_typed),
    );
    scripted_game(
        &["play", "wythoff", "--misere", "--heaps", "4,6"],
        &script(&Wythoff::normal().misere(), (4, 6), wythoff_typed),
    );
    let bash = Subtraction::bash(3).unwrap();
    scripted_game(
        &["play", "bash", "--k", "3", "--heaps", "22"],
        &script(&bash, 22, number),
    );
    let set = Subtraction::new(&[1, 3, 4]).unwrap();
    scripted_game(
        &["play", "subtraction", "--set", "1,3,4", "--heaps", "20"],
        &script(&set, 20, number),
    );
    let fibonacci = FibonacciNim::new();
    let text = scripted_game(
        &["play", "fibonacci", "--heaps", "20"],
        &script(&fibonacci, FibonacciNim::start(20), number),
    );
    assert!(!text.contains("may take up to 0"), "{text}");
    let parity = Parity::even_wins(4).unwrap();
    scripted_game(
        &["play", "parity", "--k", "4", "--heaps", "27"],
        &script(&parity, Parity::start(27), number),
    );
    let die_typed = |face: &u8| face.to_string();
    scripted_game(
        &["play", "die", "--heaps", "31"],
        &script(&Die::new(), Die::start(31), die_typed),
    );
    // The computer first, at a lower level, replayable by its seed.
    let output = run_with_input(&["play", "--second", "--level", "0", "--seed", "7"], "q\n");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.starts_with("Level 0 (seed 7: replay with --seed 7)."),
        "{text}"
    );
    assert!(text.contains("The computer plays:"), "{text}");
}

// ---------------------------------------------------------------------------------------
// Issue 28, defect 6: exit statuses for failures of the work, and a far heap refused early.
// ---------------------------------------------------------------------------------------

/// The one line of a run that must fail because the work failed (a file, memory): status 1.
fn work_failure(output: &Output, args: &[&str]) -> String {
    assert_eq!(output.status.code(), Some(1), "{args:?}");
    let stderr = String::from_utf8(output.stderr.clone()).expect("UTF-8");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: could not "), "{stderr}");
    stderr
}

#[test]
fn files_that_cannot_be_read_or_written_exit_with_status_1() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing");
    let save = missing.join("kayles.nims");
    let args = [
        "values",
        "kayles",
        "--to",
        "10",
        "--save",
        save.to_str().unwrap(),
    ];
    let line = work_failure(&run(&args), &args);
    assert!(line.contains("kayles.nims"), "{line}");

    let args = [
        "values",
        "kayles",
        "--to",
        "10",
        "--resume",
        dir.path().to_str().unwrap(),
    ];
    work_failure(&run(&args), &args);

    let svg = missing.join("kayles.svg");
    let args = ["plot", "kayles", "--to", "10", "-o", svg.to_str().unwrap()];
    let line = work_failure(&run(&args), &args);
    assert!(line.contains("kayles.svg"), "{line}");

    if std::path::Path::new("/dev/full").exists() {
        let args = ["values", "kayles", "--to", "10"];
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_impartial"))
            .args(args)
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("the binary runs");
        let line = work_failure(&output, &args);
        assert!(line.contains("write the output"), "{line}");
        let args = ["values", "kayles", "--to", "10", "--save", "/dev/full"];
        work_failure(&run(&args), &args);
    }
    // Bad input stays status 2, a file included: one that is not a saved nim-sequence.
    let text = dir.path().join("text.nims");
    std::fs::write(&text, "not a nim-sequence").unwrap();
    usage_error(&[
        "values",
        "kayles",
        "--to",
        "10",
        "--resume",
        text.to_str().unwrap(),
    ]);
}

#[test]
fn the_long_help_states_the_exit_statuses() {
    let help = stdout(&["--help"]);
    let section = help
        .split("Exit status:")
        .nth(1)
        .expect("an exit status section");
    for status in ["0  done", "1  the work failed", "2  bad usage or bad input"] {
        assert!(section.contains(status), "{section}");
    }
}

/// A heap of 2^22 or more: refused without computing for a code that has no certificate,
/// and after a search of 2^16 heaps, not 2^22, for one that has, unless `--period-search`
/// asks for more (issue 28, defect 6).
#[test]
fn a_far_heap_is_refused_with_one_line_that_names_it() {
    let grundy = usage_error(&["solve", "grundy", "5", "5000000"]);
    assert!(
        grundy.contains("heap 5000000 is beyond") && grundy.contains("no certified period"),
        "{grundy}"
    );
    let searched = usage_error(&["solve", "0.454", "5000000"]);
    assert!(searched.contains("heap 5000000 is beyond"), "{searched}");
    assert!(
        searched.contains("no period was certified in its first 65536 heaps"),
        "{searched}"
    );
    let further = usage_error(&["solve", "0.454", "5000000", "--period-search", "100000"]);
    assert!(further.contains("in its first 100000 heaps"), "{further}");
    // 0.16's period is certified after 509,622 heaps: only a longer search finds it.
    let short = usage_error(&["solve", "0.16", "5000000"]);
    assert!(short.contains("in its first 65536 heaps"), "{short}");
    let long = stdout(&["solve", "0.16", "5000000", "--period-search", "1048576"]);
    assert!(long.starts_with("0.16 5000000\n"), "{long}");
    // Below 2^22 the values are computed, and a period answers any heap.
    assert!(stdout(&["solve", "0.454", "5000"]).starts_with("0.454 5000\n"));
    assert!(stdout(&["solve", "0.137", "5000000"]).starts_with("0.137 5000000\n"));
}

#[test]
fn the_period_line_names_its_heaps_in_number() {
    let one = stdout(&["values", "kayles", "--to", "0"]);
    assert!(
        one.ends_with("no period certified in the 1 heap computed\n"),
        "{one}"
    );
    let two = stdout(&["values", "kayles", "--to", "1"]);
    assert!(
        two.ends_with("no period certified in the 2 heaps computed\n"),
        "{two}"
    );
}

/// `solve CODE --misere`: misère outcomes and winning moves by the search, and each heap's
/// genus; refused past its position limit, with one line.
#[test]
fn solve_a_code_under_misere_play_with_each_heaps_genus() {
    let text = stdout(&["solve", "0.77", "5", "7", "--misere"]);
    assert!(text.starts_with("0.77 5 7\noutcome:       win"), "{text}");
    assert!(text.contains("grundy value:  none here (Grundy values are for normal play)"));
    assert!(text.contains("winning moves: 2\n  take 1 from heap 1, leaving 3 and 1\n"));
    assert!(text.contains("genus of each heap:\n  5: 4^146 (not tame)\n  7: 2^20 (tame)"));
    // A single pin loses under misère play, and wins under normal play.
    assert!(stdout(&["solve", "kayles", "1"]).contains("outcome:       win"));
    assert!(stdout(&["solve", "0.77", "1", "--misere"]).contains("outcome:       loss"));
    let json: Value =
        serde_json::from_str(&stdout(&["solve", "--json", "0.07", "4", "5", "--misere"])).unwrap();
    assert_eq!(json["misere"], true);
    assert_eq!(json["grundy"], Value::Null);
    assert_eq!(json["genera"][0]["genus"], "2^20");
    assert_eq!(json["genera"][1]["genus"], "0^120");
    assert_eq!(json["genera"][1]["tame"], true);
    let grundy = stdout(&["solve", "grundy", "7", "--misere"]);
    assert!(grundy.contains("genus of each heap:\n  7: 0^"), "{grundy}");
    let refused = usage_error(&[
        "solve",
        "0.77",
        "20",
        "20",
        "--misere",
        "--max-positions",
        "100",
    ]);
    assert!(
        refused.contains("the misère position 20 20 of 0.77 is beyond what this command searches")
            && refused.contains("more than 100 positions"),
        "{refused}"
    );
    let no_misere = usage_error(&["solve", "kayles", "5", "--misere"]);
    assert!(no_misere.contains("--misere"), "{no_misere}");
}

/// `genus GAME --to N`, in text and JSON, and refused past its limit.
#[test]
fn genus_lists_each_heaps_genus() {
    let text = stdout(&["genus", "0.07", "--to", "12"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "genus of 0.07 (0.07), heaps 0 to 12");
    assert_eq!(lines.len(), 14);
    assert_eq!(lines[1], "    0  0^120  (tame)");
    assert_eq!(lines[5], "    4  2^20  (tame)");
    assert_eq!(lines[11], "   10  3^1431  (not tame)");
    let json: Value =
        serde_json::from_str(&stdout(&["genus", "kayles", "--to", "5", "--json"])).unwrap();
    assert_eq!(json["code"], "0.77");
    let genera = json["genera"].as_array().unwrap();
    assert_eq!(genera.len(), 6);
    assert_eq!(genera[5]["genus"], "4^146");
    assert_eq!(genera[5]["gammas"], serde_json::json!([1, 4, 6]));
    assert_eq!(genera[5]["tame"], false);
    let refused = usage_error(&["genus", "0.77", "--to", "60", "--max-positions", "1000"]);
    assert!(
        refused.contains("the genera of 0.77 to heap 60 need more than 1000 sums"),
        "{refused}"
    );
    let unknown = usage_error(&["genus", "wythoff", "--to", "3"]);
    assert!(unknown.contains("wythoff"), "{unknown}");
}

#[test]
fn quotient_writes_the_presentation_the_pretending_function_and_the_period() {
    let text = stdout(&["quotient", "0.75", "--to", "60"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "misère quotient of 0.75, heaps 0 to 21");
    assert_eq!(lines[1], "order 8, |P| = 2, wild");
    assert_eq!(
        lines[2],
        "⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}"
    );
    assert_eq!(lines[4], "     0: 1 a b a b c b c b ab²");
    assert!(text.ends_with("period 2 from heap 8, certified by the misère periodicity theorem: every heap is covered\n"), "{text}");
    // The same from the library.
    let quotient = TakeAndBreak::new("0.75")
        .unwrap()
        .misere()
        .misere_quotient(60)
        .unwrap();
    assert_eq!(lines[2], quotient.to_string());

    let json: Value =
        serde_json::from_str(&stdout(&["quotient", "0.[3]", "--to", "3", "--json"])).unwrap();
    assert_eq!(json["order"], 6);
    assert_eq!(json["p_count"], 2);
    assert_eq!(json["tame"], true);
    assert_eq!(json["presentation"], "⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}");
    assert_eq!(
        json["pretending_function"],
        serde_json::json!(["1", "a", "b", "ab"])
    );
    assert_eq!(json["period"], Value::Null);

    let wild = stdout(&["quotient", "0.77", "--to", "12"]);
    assert!(
        wild.contains(", wild\n") && wild.ends_with("no certified period: heaps 0 to 12 only\n"),
        "{wild}"
    );

    // Past the bound: the work stops, with status 1; a bad code is bad usage.
    let output = run(&["quotient", "0.07", "--to", "30", "--bound", "10"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("element limit reached: 10 elements allowed")
    );
    assert!(usage_error(&["quotient", "0.7x", "--to", "5"]).contains("invalid code"));
}

// ---------------------------------------------------------------------------------------
// Issue 37, point 8: a misère search that its limits bound.
// ---------------------------------------------------------------------------------------

/// `solve grundy 18446744073709551615 --misere` answers, or fails with one line and its
/// exit status (2 past a limit, 1 out of memory), under a 4 GB address-space cap, within
/// its 20 seconds: it peaked at 7.4 GB and died of SIGABRT under 4 GB, as the misère
/// search's line of play grew past its position limit. The command line passes its limits
/// (2^20 positions, 20 s); the search must count its line within them.
#[test]
fn a_misere_search_of_a_huge_heap_fails_cleanly_under_a_memory_cap() {
    let output = Command::new("sh")
        .args(["-c", "ulimit -v 4000000 && exec \"$@\"", "sh"])
        .arg(env!("CARGO_BIN_EXE_impartial"))
        .args(["solve", "grundy", "18446744073709551615", "--misere"])
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    match output.status.code() {
        Some(0) => assert!(stderr.is_empty(), "{stderr}"),
        Some(1 | 2) => {
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            assert!(stderr.starts_with("error: "), "{stderr}");
        }
        other => panic!("exit status {other:?}, {:?}: {stderr}", output.status),
    }
}

/// Every `$ impartial …` line in the README's text blocks (bar the interactive `play`)
/// prints what the README shows under it, so the README cannot drift from the binary.
#[test]
fn the_readme_shows_what_the_binary_prints() {
    let readme = include_str!("../README.md");
    let mut checked = 0;
    for block in readme.split("```text\n").skip(1) {
        let block = block.split("```").next().expect("a closed block");
        if !block.starts_with("$ impartial ") {
            continue; // a transcript of `play`, not a command
        }
        for example in block.split("\n$ ").map(|e| e.trim_start_matches("$ ")) {
            let (command, shown) = example.split_once('\n').expect("a command and its output");
            let (command, head) = match command.split_once(" | head -") {
                Some((command, lines)) => (command, lines.parse::<usize>().ok()),
                None => (command, None),
            };
            let args: Vec<&str> = command.split_whitespace().skip(1).collect();
            if args.first() == Some(&"play") {
                continue;
            }
            let printed = stdout(&args);
            let printed: Vec<&str> = printed.lines().take(head.unwrap_or(usize::MAX)).collect();
            let shown: Vec<&str> = shown.trim_end().lines().collect();
            assert_eq!(printed, shown, "`{command}` in cli/README.md");
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} examples found");
}
