//! Tac Tix: who wins from the full boards, and the symmetry-reduced search against a plain one.

use impartial::prelude::*;
use impartial::search::MiserePlay;
use proptest::prelude::*;

#[test]
fn the_square_is_a_second_player_win_in_both_conventions() {
    let start = TacTix::square().start();
    for_both!(game in [TacTix::square(), TacTix::square().misere()] {
        let solver = Search::new(game);
        assert_eq!(solver.outcome(&start), Outcome::Loss, "{game:?}");
        assert!(solver.winning_moves(&start).collect::<Vec<_>>().is_empty());
        // Lost, so the best move takes a single stone.
        let best = solver.best_move(&start).unwrap();
        assert_eq!(best.count_ones(), 1);
    });
}

#[test]
fn the_triangle_is_won_by_a_central_stone_under_normal_play() {
    let game = TacTix::triangle();
    let solver = Search::new(game);
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
    assert_eq!(Search::new(game.misere()).outcome(&start), Outcome::Loss);
}

#[test]
fn symmetry_reduction_pays() {
    let game = TacTix::square();
    let reduced = Search::new(game);
    let plain = Search::new(game).without_symmetry();
    assert_eq!(reduced.outcome(&game.start()), plain.outcome(&game.start()));
    assert!(reduced.solved_positions() * 4 < plain.solved_positions());
}

/// A search of misère Tac Tix.
type MisereSearch = Search<Misere<TacTix>, MiserePlay>;

thread_local! {
    // Each board searched as it is, and up to symmetry.
    static NORMAL: [(Search<TacTix>, Search<TacTix>); 2] =
        [TacTix::square(), TacTix::triangle()].map(|game| (Search::new(game).without_symmetry(), Search::new(game)));
    static MISERE: [(MisereSearch, MisereSearch); 2] =
        [TacTix::square(), TacTix::triangle()]
            .map(|game| (Search::new(game.misere()).without_symmetry(), Search::new(game.misere())));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Boards up to symmetry answer as the plain search does, on random boards.
    #[test]
    fn symmetry_reduced_search_matches_the_plain_one(which in 0usize..2, misere in any::<bool>(), bits in any::<u16>()) {
        let start = [TacTix::square(), TacTix::triangle()][which].start();
        let position = bits & start;
        if misere {
            MISERE.with(|searches| {
                let (plain, reduced) = &searches[which];
                prop_assert_eq!(reduced.outcome(&position), plain.outcome(&position));
                prop_assert_eq!(
                    reduced.winning_moves(&position).collect::<Vec<_>>(),
                    plain.winning_moves(&position).collect::<Vec<_>>()
                );
                Ok(())
            })?;
        } else {
            NORMAL.with(|searches| {
                let (plain, reduced) = &searches[which];
                prop_assert_eq!(reduced.outcome(&position), plain.outcome(&position));
                prop_assert_eq!(reduced.grundy(&position), plain.grundy(&position));
                prop_assert_eq!(
                    reduced.winning_moves(&position).collect::<Vec<_>>(),
                    plain.winning_moves(&position).collect::<Vec<_>>()
                );
                Ok(())
            })?;
        }
    }
}
