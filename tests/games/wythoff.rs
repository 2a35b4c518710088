//! Wythoff's game: the published pairs, both ways of computing them, the old texts' rule for
//! partners, the u64 boundary.

use impartial::games::wythoff::{pair, pair_from_zeckendorf, partner};
use impartial::prelude::*;
use impartial::zeckendorf::Zeckendorf;
use proptest::prelude::*;

/// The last k whose pair fits in a u64, and its pair.
const LAST_K: u64 = 7_046_029_254_386_353_130;
const LAST_LOWER: u64 = 11_400_714_819_323_198_485;

#[test]
fn first_pairs_are_the_published_ones() {
    let published = [
        (0, 0),
        (1, 2),
        (3, 5),
        (4, 7),
        (6, 10),
        (8, 13),
        (9, 15),
        (11, 18),
        (12, 20),
    ];
    for (k, &expected) in published.iter().enumerate() {
        assert_eq!(pair(k as u64), Some(expected), "k = {k}");
        assert_eq!(pair_from_zeckendorf(k as u64), Some(expected), "k = {k}");
    }
    // OEIS A000201 and A001950, from k = 1.
    let lower = [
        1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32,
    ];
    let upper = [
        2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52,
    ];
    for k in 1..=20u64 {
        let (a, b) = pair(k).unwrap();
        assert_eq!(
            (a, b),
            (lower[k as usize - 1], upper[k as usize - 1]),
            "k = {k}"
        );
    }
}

#[test]
fn fixed_point_and_zeckendorf_methods_agree_on_the_first_10000_pairs() {
    for k in 0..10_000 {
        let (a, b) = pair(k).unwrap();
        assert_eq!(pair_from_zeckendorf(k), Some((a, b)), "k = {k}");
        assert_eq!(b - a, k);
        // The characterisation: a_k ends in an even number of zero digits, b_k in an odd one.
        if k > 0 {
            assert_eq!(Zeckendorf::of(a).trailing_zeros().map(|z| z % 2), Some(0));
            assert_eq!(Zeckendorf::of(b).trailing_zeros().map(|z| z % 2), Some(1));
        }
        assert_eq!(partner(a), Some(b));
        assert_eq!(partner(b), Some(a));
    }
}

/// The old texts' rule: a lower number's Zeckendorf digits end in an even number of zeros and
/// its partner is them shifted left; an upper number's partner is them shifted right.
fn partner_by_zeckendorf(n: u64) -> Option<u64> {
    let digits = Zeckendorf::of(n);
    match digits.trailing_zeros() {
        None => Some(0),
        Some(zeros) if zeros % 2 == 0 => digits.shift_left()?.value(),
        Some(_) => digits.shift_right()?.value(),
    }
}

#[test]
fn partners_follow_the_zeckendorf_rule_at_both_ends() {
    for n in (0..100_000).chain(u64::MAX - 100_000..=u64::MAX) {
        assert_eq!(partner(n), partner_by_zeckendorf(n), "n = {n}");
    }
    for k in LAST_K - 1000..=LAST_K {
        let (a, b) = pair(k).unwrap();
        for n in [a - 1, a, a + 1, b - 1, b] {
            assert_eq!(partner(n), partner_by_zeckendorf(n), "n = {n}");
        }
    }
}

#[test]
fn every_number_is_in_exactly_one_pair() {
    let mut seen = vec![0u8; 30_000];
    // a_k passes 30,000 before k = 18,600.
    for k in 0..18_600 {
        let (a, b) = pair(k).unwrap();
        for n in [a, b] {
            if let Some(count) = seen.get_mut(n as usize) {
                *count += 1;
            }
        }
    }
    // (0, 0) counts 0 twice; every other number up to 30,000 once.
    assert_eq!(seen[0], 2);
    assert!(seen[1..].iter().all(|&count| count == 1));
}

#[test]
fn floating_point_is_already_wrong_at_f40() {
    let k = 102_334_155; // F(40)
    assert_eq!(pair(k).map(|(a, _)| a), Some(165_580_140));
    assert_eq!(pair_from_zeckendorf(k).map(|(a, _)| a), Some(165_580_140));
    let phi = f64::midpoint(1.0, 5f64.sqrt()); // (1 + √5) / 2
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let with_f64 = (k as f64 * phi).floor() as u64;
    assert_eq!(with_f64, 165_580_141, "f64 rounds kφ up past the integer");
}

#[test]
fn the_u64_boundary() {
    use WythoffMove::{Both, First, Second};
    assert_eq!(pair(LAST_K), Some((LAST_LOWER, u64::MAX)));
    assert_eq!(pair_from_zeckendorf(LAST_K), Some((LAST_LOWER, u64::MAX)));
    assert_eq!(pair(LAST_K + 1), None);
    assert_eq!(pair_from_zeckendorf(LAST_K + 1), None);
    assert_eq!(pair(u64::MAX), None);
    assert_eq!(pair_from_zeckendorf(u64::MAX), None);
    assert_eq!(partner(u64::MAX), Some(LAST_LOWER));

    let game = Wythoff::normal();
    assert_eq!(game.outcome(&(LAST_LOWER, u64::MAX)), Outcome::Loss);
    assert_eq!(game.outcome(&(u64::MAX, LAST_LOWER)), Outcome::Loss);
    assert!(
        game.winning_moves(&(LAST_LOWER, u64::MAX))
            .collect::<Vec<_>>()
            .is_empty()
    );
    // One stone more or less, and the losing pair is one move away.
    for position in [
        (LAST_LOWER + 1, u64::MAX),
        (LAST_LOWER, u64::MAX - 1),
        (u64::MAX, u64::MAX),
        (u64::MAX - 1, u64::MAX),
        (0, u64::MAX),
        (1, u64::MAX),
    ] {
        assert_eq!(game.outcome(&position), Outcome::Win, "{position:?}");
        let winning = game.winning_moves(&position).collect::<Vec<_>>();
        assert!(!winning.is_empty(), "{position:?}");
        for mv in winning {
            let after = game.play(&position, &mv).unwrap();
            assert_eq!(game.outcome(&after), Outcome::Loss, "{position:?}, {mv}");
        }
    }
    // Either heap down to the partner of the other, or everything from both.
    assert_eq!(
        game.winning_moves(&(u64::MAX, u64::MAX))
            .collect::<Vec<_>>(),
        vec![First(LAST_K), Second(LAST_K), Both(u64::MAX)]
    );
    assert_eq!(
        Wythoff::normal()
            .misere()
            .winning_moves(&(u64::MAX, u64::MAX))
            .collect::<Vec<_>>(),
        vec![First(LAST_K), Second(LAST_K), Both(u64::MAX - 2)]
    );
}

#[test]
fn misere_swaps_the_three_smallest_losing_positions() {
    let (normal, misere) = (Wythoff::normal(), Wythoff::normal().misere());
    for first in 0..60 {
        for second in 0..60 {
            let position = (first, second);
            let special = [(0, 0), (1, 2), (2, 1), (0, 1), (1, 0), (2, 2)].contains(&position);
            let same = normal.outcome(&position) == misere.outcome(&position);
            assert_eq!(same, !special, "{position:?}");
        }
    }
    assert_eq!(misere.outcome(&(0, 0)), Outcome::Win);
    assert_eq!(misere.best_move(&(0, 0)), None);
    assert_eq!(misere.outcome(&(0, 1)), Outcome::Loss);
    assert_eq!(misere.best_move(&(0, 1)), Some(WythoffMove::Second(1)));
}

#[test]
fn illegal_moves_are_named() {
    let game = Wythoff::normal();
    assert_eq!(
        game.play(&(3, 5), &WythoffMove::Both(4))
            .unwrap_err()
            .to_string(),
        "illegal move (take 4 from both heaps): it takes 4 stones but the heap holds only 3"
    );
    assert!(matches!(
        game.play(&(3, 5), &WythoffMove::First(0)),
        Err(Error::TakesNothing { .. })
    ));
    assert!(game.play(&(3, 5), &WythoffMove::Second(6)).is_err());
    assert!(game.play(&(3, 5), &WythoffMove::First(4)).is_err());
    assert_eq!(game.play(&(3, 5), &WythoffMove::Second(5)), Ok((3, 0)));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn both_methods_agree_everywhere(k in 0..=LAST_K + 10) {
        prop_assert_eq!(pair(k), pair_from_zeckendorf(k));
    }

    #[test]
    fn partners_follow_the_zeckendorf_rule(n in any::<u64>()) {
        prop_assert_eq!(partner(n), partner_by_zeckendorf(n));
    }

    #[test]
    fn partner_is_an_involution(n in any::<u64>()) {
        if let Some(m) = partner(n) {
            prop_assert_eq!(partner(m), Some(n));
            prop_assert_eq!(Wythoff::normal().outcome(&(n, m)), Outcome::Loss);
        }
    }

    /// Far beyond the search: every winning move leads to a loss, and a position is a win
    /// exactly when it has one.
    #[test]
    fn closed_form_is_consistent_on_huge_heaps(
        first in any::<u64>(),
        second in any::<u64>(),
    ) {
        for_both!(game in [Wythoff::normal(), Wythoff::normal().misere()] {
        let position = (first, second);
            let winning = game.winning_moves(&position).collect::<Vec<_>>();
            prop_assert_eq!(!winning.is_empty(), game.outcome(&position) == Outcome::Win);
            for mv in winning {
                let after = game.play(&position, &mv).unwrap();
                prop_assert_eq!(game.outcome(&after), Outcome::Loss);
            }
        });
    }
}
