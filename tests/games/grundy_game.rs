//! Grundy's game: the published values, against the search.

use impartial::games::grundy_game::Split;
use impartial::prelude::*;

/// OEIS A002188, from a heap of 0.
const PUBLISHED: [u64; 105] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
];

#[test]
fn values_are_oeis_a002188() {
    assert_eq!(GrundyGame::values(PUBLISHED.len()).unwrap(), PUBLISHED);
}

#[test]
fn the_search_agrees_on_single_heaps_and_sums() {
    let search = Search::new(GrundyGame::new());
    for heap in 0..=22u64 {
        assert_eq!(
            search.grundy(&vec![heap]),
            PUBLISHED[heap as usize],
            "heap {heap}"
        );
    }
    // A position of several heaps is worth the nim-sum of theirs.
    let heaps = vec![5, 9, 13];
    let expected = PUBLISHED[5] ^ PUBLISHED[9] ^ PUBLISHED[13];
    assert_eq!(search.grundy(&heaps), expected);
    assert_eq!(search.outcome(&vec![7]), Outcome::Loss);
    assert_eq!(search.outcome(&vec![8]), Outcome::Win);
}

#[test]
fn errors() {
    assert!(GrundyGame::values((1 << 24) + 1).is_err());
    let game = GrundyGame::new();
    assert_eq!(
        game.play(
            &vec![6],
            &Split {
                heap: 0,
                smaller: 3
            }
        )
        .unwrap_err()
        .to_string(),
        "illegal move (split heap 0, one part 3): a heap of 6 splits into two non-empty heaps of different sizes"
    );
    assert!(
        game.play(
            &vec![6],
            &Split {
                heap: 0,
                smaller: 0
            }
        )
        .is_err()
    );
    assert!(
        game.play(
            &vec![6],
            &Split {
                heap: 0,
                smaller: 9
            }
        )
        .is_err()
    );
    assert!(matches!(
        game.play(
            &vec![6],
            &Split {
                heap: 1,
                smaller: 1
            }
        ),
        Err(Error::NoSuchHeap { .. })
    ));
    assert_eq!(
        game.play(
            &vec![6, 2],
            &Split {
                heap: 0,
                smaller: 2
            }
        ),
        Ok(vec![2, 2, 4])
    );
    assert_eq!(game.moves(&vec![1, 2]).count(), 0);
}
