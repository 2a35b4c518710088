//! Whole games with scripted input, and the command line's checks.

use clap::Parser;
use impartial::prelude::*;

use super::*;

/// The person's moves for a whole game against the computer at level 10, whose replies
/// are its best moves, typed in the game's notation.
fn script<G: Playable + Solver<G>>(
    game: &G,
    start: G::Position,
    person_first: bool,
    person: impl Fn(&G::Position) -> G::Move,
) -> String {
    let mut lines = String::new();
    let mut position = start;
    let mut person_to_move = person_first;
    while game.moves(&position).next().is_some() {
        let mv = if person_to_move {
            let mv = person(&position);
            lines.push_str(&game.typed(&mv));
            lines.push('\n');
            mv
        } else {
            game.best_move(&position).expect("a move")
        };
        position = game.play(&position, &mv).expect("a legal move");
        person_to_move = !person_to_move;
    }
    lines
}

/// Plays `game` from `start` with the person typing the closed form's best moves.
fn best_play<G: Playable + Solver<G>>(
    game: &G,
    start: G::Position,
    person_first: bool,
) -> (Ending, String) {
    let best = |position: &G::Position| game.best_move(position).expect("a move");
    let input = script(game, start.clone(), person_first, best);
    session(game, start, person_first, &input)
}

#[test]
fn a_person_playing_best_moves_wins() {
    let nim = Nim::normal();
    let best = |heaps: &Vec<u64>| nim.best_move(heaps).expect("a move");
    let input = script(&nim, vec![3, 4, 5], true, best);
    assert!(input.starts_with("1 2\n")); // Bouton's move
    let (ending, output) = session(&nim, vec![3, 4, 5], true, &input);
    assert_eq!(ending, Ending::PersonWon);
    assert!(output.trim_end().ends_with("You win!"), "{output}");
    assert!(output.contains("  heap 1: ● 1"), "{output}");
    assert!(output.contains("Your move (heap and stones, like `1 2` to take 2 from heap 1"));
}

#[test]
fn a_person_taking_one_stone_at_a_time_loses() {
    let nim = Nim::normal();
    let timid = |heaps: &Vec<u64>| NimMove {
        heap: heaps.iter().position(|&h| h > 0).expect("a stone"),
        take: 1,
    };
    let input = script(&nim, vec![3, 4, 5], true, timid);
    let (ending, output) = session(&nim, vec![3, 4, 5], true, &input);
    assert_eq!(ending, Ending::ComputerWon);
    assert!(output.trim_end().ends_with("The computer wins."));
    assert!(
        output.contains("The computer plays: take 1 from heap 1 (it leaves nim-sum 0)."),
        "{output}"
    );
}

#[test]
fn refusals_name_the_heap_and_read_alike() {
    let (ending, output) = session(
        &Nim::normal(),
        vec![3, 4, 5],
        true,
        "1 9\nx 1\n4 1\n2 0\nq\n",
    );
    assert_eq!(ending, Ending::Abandoned);
    assert!(output.contains("Not allowed: heap 1 holds only 3 stones, so you cannot take 9."));
    assert!(output.contains("Cannot read that: `x` is not a heap number."));
    assert!(output.contains("Not allowed: there is no heap 4: the heaps are numbered 1 to 3."));
    assert!(output.contains("Not allowed: a move takes at least one stone."));
    assert_eq!(output.matches("Your move").count(), 5);
    assert!(output.trim_end().ends_with("Game abandoned."));

    let (_, output) = session(&Wythoff::normal(), (3, 9), true, "1 5\nb 4\n1 0\nq\n");
    assert!(
        output.contains("Not allowed: the first heap holds only 3 stones, so you cannot take 5.")
    );
    assert!(
        output.contains("Not allowed: the smaller heap holds only 3 stones, so you cannot take 4.")
    );
    assert!(
        output.contains("Not allowed: a move takes at least one stone."),
        "{output}"
    );

    let start = Die::position(20, 4).unwrap();
    let (_, output) = session(&Die::new(), start, true, "300\n4\n3\nq\n");
    assert!(
        output.contains("Not allowed: a die's faces are 1 to 6, not 300."),
        "{output}"
    );
    assert!(
        output.contains("Not allowed: 4 is already on top: tip to a side face."),
        "{output}"
    );
    assert!(output.contains("Not allowed: 3 is on the bottom, opposite 4: tip to a side face."));

    let set = Subtraction::new(&[1, 3, 4]).unwrap();
    let (_, output) = session(&set, 2, true, "2\n3\nq\n");
    assert!(
        output.contains("Not allowed: a move takes 1, 3 or 4 stones."),
        "{output}"
    );
    assert!(output.contains("Not allowed: the heap holds only 2 stones, so you cannot take 3."));
    assert!(
        output.contains("One heap: take 1, 3 or 4 stones;"),
        "{output}"
    );

    let (_, output) = session(
        &FibonacciNim::new(),
        FibonacciNim::start(20),
        true,
        "20\nq\n",
    );
    assert!(
        output
            .contains("Not allowed: the first move may not take the whole heap: take at most 19.")
    );
    let (_, output) = session(&Nim::normal(), vec![1, 5], true, "1 2\nq\n");
    assert!(output.contains("Not allowed: heap 1 holds only 1 stone, so you cannot take 2."));
}

#[test]
fn the_end_of_input_ends_the_game_cleanly() {
    let (ending, output) = session(&Nim::normal(), vec![3, 4, 5], true, "1 2\n");
    assert_eq!(ending, Ending::Abandoned);
    assert!(output.contains("The computer plays:"), "{output}");
    assert!(output.trim_end().ends_with("Game abandoned."));
}

#[test]
fn a_hint_is_a_command_and_what_to_type() {
    let (_, output) = session(&Nim::normal(), vec![3, 4, 5], true, "hint\n");
    assert!(
        output.contains("Hint: take 2 from heap 1 (type `1 2`): it leaves nim-sum 0."),
        "{output}"
    );
}

#[test]
fn a_forced_move_is_not_called_random() {
    let mut output = Vec::new();
    let settings = Settings {
        person_first: false,
        level: 0,
    };
    play(
        &Nim::normal(),
        vec![1],
        settings,
        &mut Rng::new(3),
        &mut "".as_bytes(),
        &mut output,
    )
    .unwrap();
    let output = String::from_utf8(output).unwrap();
    assert!(
        output.contains("The computer plays: take 1 from heap 1 (the only move)."),
        "{output}"
    );
}

#[test]
fn a_start_without_moves_says_so() {
    let (ending, output) = session(&Die::new(), Die::start(0), true, "");
    assert_eq!(ending, Ending::ComputerWon);
    assert!(output.contains("There is no legal move from this start: you are to move and cannot."));
    let (ending, _) = session(&Nim::misere(), vec![0, 0], true, "");
    assert_eq!(ending, Ending::PersonWon);
}

#[test]
fn fibonacci_shows_no_allowance_at_the_end() {
    let (_, output) = best_play(&FibonacciNim::new(), FibonacciNim::start(20), true);
    assert!(!output.contains("may take up to 0"), "{output}");
}

#[test]
fn every_game_plays_to_the_end() {
    let misere_bash = Subtraction::bash(3).unwrap().misere();
    let set = Subtraction::new(&[1, 3, 4]).unwrap();
    let parity = Parity::even_wins(4).unwrap();
    let endings = [
        best_play(&Wythoff::normal(), (5, 9), true),
        best_play(&Wythoff::normal().misere(), (5, 9), true),
        best_play(&Nim::misere(), vec![1, 1, 6], true),
        best_play(&misere_bash, 21, false),
        best_play(&set, 20, true),
        best_play(&FibonacciNim::new(), FibonacciNim::start(20), true),
        best_play(&parity, Parity::start(27), true),
        best_play(&Die::new(), Die::start(31), true),
    ];
    for (ending, output) in &endings {
        assert_eq!(*ending, Ending::PersonWon, "{output}");
        assert!(!output.contains('['), "debug formatting in {output}");
    }
    assert!(
        endings[6]
            .1
            .contains("you hold an even number; the computer holds an even number")
    );
    let (drawn, output) = best_play(&parity, Parity::start(26), true);
    assert_eq!(drawn, Ending::Draw);
    assert!(output.trim_end().ends_with("A draw: neither of you wins."));
}

/// `impartial play` with `line` as its arguments.
fn args(line: &str) -> PlayArgs {
    #[derive(Debug, clap::Parser)]
    struct Wrapper {
        #[command(flatten)]
        play: PlayArgs,
    }
    let words = std::iter::once("play").chain(line.split_whitespace());
    Wrapper::try_parse_from(words)
        .expect("arguments clap accepts")
        .play
}

fn usage_message(line: &str) -> String {
    match run_with(&args(line), &mut "".as_bytes(), &mut Vec::new()) {
        Err(Failure::Usage(message)) => message,
        other => panic!("{line}: expected a usage failure, got {other:?}"),
    }
}

#[test]
fn options_that_do_not_apply_are_errors() {
    assert!(usage_message("chess").starts_with("unknown game `chess`"));
    assert_eq!(
        usage_message("bash --k 0"),
        "invalid k (0): Bash's game needs k ≥ 1: a move takes 1 to k stones"
    );
    assert_eq!(
        usage_message("nim --k 3"),
        "--k does not apply to nim: it is for bash and parity"
    );
    assert_eq!(
        usage_message("die --odd-wins"),
        "--odd-wins does not apply to die: it is for parity"
    );
    assert!(usage_message("nim --heaps-count 3").starts_with("--heaps-count 3 needs --stones"));
    assert!(usage_message("bash --stones 9 --heaps-count 3").contains("one heap"));
    assert!(usage_message("subtraction --set 0,2").contains("0 is not allowed"));
    assert_eq!(
        usage_message("wythoff --heaps 1"),
        "wythoff is played on 2 heaps, not 1"
    );
    assert!(usage_message("kayles").contains("cannot be played here"));
    assert!(
        usage_message("nim --stones 2 --heaps-count 3").contains("2 stones cannot make 3 heaps")
    );
}

#[test]
fn deals_the_stones_into_non_empty_heaps() {
    let mut rng = Rng::new(1);
    for (stones, count) in [(20, 3), (5, 5), (1_000_000_000_000, 7), (1, 1)] {
        let heaps = deal(stones, count, &mut rng).unwrap();
        assert_eq!(heaps.len(), count);
        assert_eq!(heaps.iter().sum::<u64>(), stones);
        assert!(heaps.iter().all(|&heap| heap > 0));
    }
    assert!(deal(2, 3, &mut rng).is_err());
    assert!(deal(5, 0, &mut rng).is_err());
}

/// The rules shown agree with their counts in number (issue 28, defect 8).
#[test]
fn rules_name_their_stones_in_number() {
    let bash = |k| Subtraction::bash(k).unwrap();
    assert_eq!(
        bash(1).title(),
        "One heap: take 1 stone; whoever takes the last stone wins."
    );
    assert_eq!(bash(1).rule(&5, &2), "a move takes 1 stone");
    assert_eq!(bash(3).rule(&5, &4), "a move takes 1 to 3 stones");
    let set = |amounts: &[u64]| Subtraction::new(amounts).unwrap();
    assert_eq!(set(&[1]).rule(&5, &2), "a move takes 1 stone");
    assert_eq!(set(&[2]).rule(&5, &1), "a move takes 2 stones");
    assert_eq!(set(&[1, 3]).rule(&5, &2), "a move takes 1 or 3 stones");
    let parity = |k| Parity::even_wins(k).unwrap();
    assert_eq!(
        parity(1).rule(&Parity::start(5), &2),
        "a move takes 1 stone"
    );
    assert!(
        parity(1)
            .title()
            .starts_with("The parity game: take 1 stone and keep it;")
    );
    assert_eq!(
        parity(4).rule(&Parity::start(5), &5),
        "a move takes 1 to 4 stones"
    );
}
