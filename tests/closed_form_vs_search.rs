//! Every closed form against the generic search, on random small positions.

mod common;

use common::{
    agrees_with_search, grundy_agrees_with_search, moves_are_legal_and_distinct,
    small_die_position, small_fib_position, small_nim_position, small_parity_position, small_rows,
    small_subtraction_set, small_sum,
};
use impartial::prelude::*;
use proptest::prelude::*;

thread_local! {
    // One search per convention, shared by the cases, so each position is solved once. The
    // games that split into parts are searched whole: the search is the brute force the
    // closed forms answer to, and must not rest on the Sprague–Grundy theorem they use.
    static NORMAL_NIM: Search<Nim> = Search::new(Nim::normal()).without_decomposition();
    static MISERE_NIM: Search<Nim> = Search::new(Nim::misere());
    static FIBONACCI_NIM: Search<FibonacciNim> = Search::new(FibonacciNim::new());
    static DIE: Search<Die> = Search::new(Die::new());
    static KAYLES: Search<Kayles> = Search::new(Kayles::new()).without_decomposition();
    static LINE_ERASING: Search<LineErasing> =
        Search::new(LineErasing::new()).without_decomposition();
}

fn with_convention(game: Subtraction, misere: bool) -> Subtraction {
    if misere { game.misere() } else { game }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn normal_nim_matches_search(heaps in small_nim_position()) {
        NORMAL_NIM.with(|search| agrees_with_search(&Nim::normal(), search, &heaps))?;
    }

    #[test]
    fn misere_nim_matches_search(heaps in small_nim_position()) {
        MISERE_NIM.with(|search| agrees_with_search(&Nim::misere(), search, &heaps))?;
    }

    #[test]
    fn nim_moves_keep_the_laws(heaps in small_nim_position()) {
        moves_are_legal_and_distinct(&Nim::normal(), &heaps)?;
    }

    /// Every position up to several periods past the preperiod.
    #[test]
    fn subtraction_sets_match_search(set in small_subtraction_set(), misere in any::<bool>()) {
        let game = with_convention(Subtraction::new(&set).unwrap(), misere);
        let search = Search::new(game.clone());
        let end = game.period().preperiod + 3 * game.period().period + game.max_take();
        for heap in 0..=end {
            agrees_with_search(&game, &search, &heap)?;
            moves_are_legal_and_distinct(&game, &heap)?;
        }
    }

    #[test]
    fn bash_matches_search(k in 1u64..=10, misere in any::<bool>(), heap in 0u64..=80) {
        let game = with_convention(Subtraction::bash(k).unwrap(), misere);
        agrees_with_search(&game, &Search::new(game.clone()), &heap)?;
    }

    /// Outcomes with draws, and winning moves, for every k from 1 to 8 in both variants.
    #[test]
    fn parity_game_matches_search(
        k in 1u64..=8,
        odd_wins in any::<bool>(),
        position in small_parity_position(),
    ) {
        let game = if odd_wins { Parity::odd_wins(k) } else { Parity::even_wins(k) }.unwrap();
        agrees_with_search(&game, &Search::new(game), &position)?;
        moves_are_legal_and_distinct(&game, &position)?;
    }

    #[test]
    fn die_game_matches_search(position in small_die_position()) {
        DIE.with(|search| agrees_with_search(&Die::new(), search, &position))?;
        moves_are_legal_and_distinct(&Die::new(), &position)?;
    }

    #[test]
    fn fibonacci_nim_matches_search(position in small_fib_position()) {
        FIBONACCI_NIM.with(|search| agrees_with_search(&FibonacciNim::new(), search, &position))?;
        moves_are_legal_and_distinct(&FibonacciNim::new(), &position)?;
    }
}

/// Every position of up to three heaps of up to 7, not only the sampled ones.
#[test]
fn nim_matches_search_on_every_small_position() {
    for nim in [Nim::normal(), Nim::misere()] {
        let search = Search::new(nim).without_decomposition();
        for size in 0..=3 {
            let mut heaps = vec![0; size];
            loop {
                agrees_with_search(&nim, &search, &heaps).unwrap();
                let Some(i) = heaps.iter().position(|&h| h < 7) else {
                    break;
                };
                heaps[i] += 1;
                heaps[..i].fill(0);
            }
        }
    }
}

/// Every Wythoff position up to 40 × 40, in both conventions.
#[test]
fn wythoff_matches_search_up_to_40_by_40() {
    for game in [Wythoff::normal(), Wythoff::normal().misere()] {
        let search = Search::new(game);
        for first in 0..=40 {
            for second in 0..=40 {
                agrees_with_search(&game, &search, &(first, second)).unwrap();
            }
        }
        moves_are_legal_and_distinct(&game, &(7, 4)).unwrap();
    }
}

/// Every parity-game position up to 30 stones, for every k from 1 to 8, both variants.
#[test]
fn parity_game_matches_search_everywhere_small() {
    for k in 1..=8 {
        for game in [Parity::odd_wins(k).unwrap(), Parity::even_wins(k).unwrap()] {
            let search = Search::new(game);
            for remaining in 0..=30 {
                for (mover_odd, opponent_odd) in
                    [(false, false), (false, true), (true, false), (true, true)]
                {
                    let position = ParityPosition {
                        remaining,
                        mover_odd,
                        opponent_odd,
                    };
                    agrees_with_search(&game, &search, &position).unwrap();
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Grundy values, and moves to each value, of every closed form that has them.
    #[test]
    fn nim_grundy_values_match_search(heaps in small_nim_position()) {
        NORMAL_NIM.with(|search| grundy_agrees_with_search(&Nim::normal(), search, &heaps))?;
    }

    #[test]
    fn subtraction_grundy_values_match_search(
        set in small_subtraction_set(),
        k in 1u64..=6,
        heap in 0u64..=60,
    ) {
        let game = Subtraction::new(&set).unwrap();
        grundy_agrees_with_search(&game, &Search::new(game.clone()), &heap)?;
        let bash = Subtraction::bash(k).unwrap();
        grundy_agrees_with_search(&bash, &Search::new(bash.clone()), &heap)?;
    }

    #[test]
    fn kayles_matches_search(rows in small_rows(9)) {
        KAYLES.with(|search| {
            agrees_with_search(&Kayles::new(), search, &rows)?;
            grundy_agrees_with_search(&Kayles::new(), search, &rows)
        })?;
        moves_are_legal_and_distinct(&Kayles::new(), &rows)?;
    }

    #[test]
    fn line_erasing_matches_search(lines in small_rows(7)) {
        LINE_ERASING.with(|search| {
            agrees_with_search(&LineErasing::new(), search, &lines)?;
            grundy_agrees_with_search(&LineErasing::new(), search, &lines)
        })?;
        moves_are_legal_and_distinct(&LineErasing::new(), &lines)?;
    }

    /// The nim-sum rule against the search on whole sums.
    #[test]
    fn sums_match_search((sum, heaps) in small_sum()) {
        let search = Search::new(sum.clone());
        agrees_with_search(&sum, &search, &heaps)?;
        grundy_agrees_with_search(&sum, &search, &heaps)?;
        moves_are_legal_and_distinct(&sum, &heaps)?;
    }
}
