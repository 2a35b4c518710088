//! Tac Tix: who wins from the full boards, and the symmetry-reduced search against a plain one.

use impartial::games::tac_tix::Board;
use impartial::prelude::*;
use proptest::prelude::*;

#[test]
fn the_square_is_a_second_player_win_in_both_conventions() {
    for game in [TacTix::square(), TacTix::square().misere()] {
        let solver = TacTixSolver::new(game);
        assert_eq!(solver.outcome(&game.start()), Outcome::Loss, "{game:?}");
        assert!(
            solver
                .winning_moves(&game.start())
                .collect::<Vec<_>>()
                .is_empty()
        );
        // Lost, so the best move takes a single stone.
        let best = solver.best_move(&game.start()).unwrap();
        assert_eq!(best.count_ones(), 1);
    }
}

#[test]
fn the_triangle_is_won_by_a_central_stone_under_normal_play() {
    let game = TacTix::triangle();
    let solver = TacTixSolver::new(game);
    let start = game.start();
    assert_eq!(solver.outcome(&start), Outcome::Win);
    let winning = solver.winning_moves(&start).collect::<Vec<_>>();
    // The stone in the middle of row 2, and those in the middle of row 3, are among them.
    for (row, column) in [(2, 1), (3, 1), (3, 2)] {
        let stone = game.stone(row, column).unwrap();
        assert!(winning.contains(&stone), "({row}, {column})");
    }
    let best = solver.best_move(&start).unwrap();
    assert_eq!(
        solver.outcome(&game.play(&start, &best).unwrap()),
        Outcome::Loss
    );
    // Under misère play the triangle goes to the second player.
    let misere = TacTix::triangle().misere();
    assert_eq!(
        TacTixSolver::new(misere).outcome(&misere.start()),
        Outcome::Loss
    );
}

#[test]
fn symmetry_reduction_pays() {
    let game = TacTix::square();
    let reduced = TacTixSolver::new(game);
    let plain = Search::new(game).without_symmetry();
    assert_eq!(reduced.outcome(&game.start()), plain.outcome(&game.start()));
    assert!(reduced.solved_positions() * 4 < plain.solved_positions());
}

thread_local! {
    static PLAIN: [Search<TacTix>; 4] = [
        Search::new(TacTix::square()),
        Search::new(TacTix::square().misere()),
        Search::new(TacTix::triangle()),
        Search::new(TacTix::triangle().misere()),
    ];
    static REDUCED: [TacTixSolver; 4] = [
        TacTixSolver::new(TacTix::square()),
        TacTixSolver::new(TacTix::square().misere()),
        TacTixSolver::new(TacTix::triangle()),
        TacTixSolver::new(TacTix::triangle().misere()),
    ];
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Boards up to symmetry answer as the plain search does, on random boards.
    #[test]
    fn symmetry_reduced_search_matches_the_plain_one(which in 0usize..4, bits in any::<u16>()) {
        PLAIN.with(|plain| REDUCED.with(|reduced| {
            let game = *reduced[which].game();
            let position = bits & game.start();
            prop_assert_eq!(reduced[which].outcome(&position), plain[which].outcome(&position));
            prop_assert_eq!(
                reduced[which].winning_moves(&position).collect::<Vec<_>>(),
                plain[which].winning_moves(&position).collect::<Vec<_>>()
            );
            Ok(())
        }))?;
    }
}

#[test]
fn moves_are_runs_in_a_line() {
    let square = TacTix::square();
    // A full row offers 4 single stones, 3 pairs, 2 triples and 1 run of four.
    assert_eq!(square.moves(&0b1111).count(), 10);
    // Stones 0 and 2 with a gap between them are not one move.
    assert_eq!(
        square.play(&0b1111, &0b0101).unwrap_err().to_string(),
        "illegal move (take stones 0, 2): a move takes one stone or adjacent stones in one line"
    );
    assert!(square.play(&0b1110, &0b0011).is_err()); // stone 0 is gone
    assert!(matches!(
        square.play(&0b1111, &0),
        Err(Error::TakesNothing { .. })
    ));
    assert_eq!(square.play(&0b1111, &0b0110), Ok(0b1001));
    assert_eq!(square.board(), Board::Square);
    // The triangle's lines run in three directions: a stone's neighbours in each.
    let triangle = TacTix::triangle();
    let corner = triangle.stone(0, 0).unwrap();
    let pair_down = corner | triangle.stone(1, 0).unwrap();
    let pair_across = corner | triangle.stone(1, 1).unwrap();
    assert!(triangle.play(&triangle.start(), &pair_down).is_ok());
    assert!(triangle.play(&triangle.start(), &pair_across).is_ok());
    assert_eq!(triangle.stone(2, 3), None);
}

#[test]
fn stones_far_off_the_board_are_none() {
    // Regression: the index was computed before the bounds test and overflowed.
    assert_eq!(TacTix::square().stone(usize::MAX, 0), None);
    assert_eq!(TacTix::square().stone(1, usize::MAX - 1), None);
    assert_eq!(TacTix::square().stone(0, usize::MAX), None);
    assert_eq!(TacTix::triangle().stone(1 << 32, 0), None);
    assert_eq!(TacTix::triangle().stone(usize::MAX, usize::MAX), None);
    assert_eq!(TacTix::triangle().stone(4, 4), Some(1 << 14));
}
