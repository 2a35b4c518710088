//! Take-and-break games under misère play: the generic search's outcomes and winning moves
//! of misère Kayles and misère Nim against a brute force and Bouton's rule, and the genus
//! of every heap against a brute-force misère mex over explicit positions and published
//! values.

use std::collections::HashMap;

use impartial::prelude::*;
use impartial::{Limit, Limits};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------
// The rules of a code, read here, and the brute forces.
// ---------------------------------------------------------------------------------------

/// A code's rules as this test reads them (*Winning Ways*, chapter 4): `digits[k]` is
/// `dk` from `d0` (bit 1: take a whole heap of `k`; bit 2: leave one heap; bit 4: leave
/// two), and `unequal` forbids two equal heaps left by one move.
struct Rules {
    digits: Vec<u8>,
    unequal: bool,
}

impl Rules {
    fn new(digits: &[u8]) -> Rules {
        Rules {
            digits: digits.to_vec(),
            unequal: false,
        }
    }

    /// The heaps a heap of `n` can be broken into, one list per move.
    fn breaks(&self, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (k, &digit) in self.digits.iter().enumerate() {
            let k = k as u64;
            if k > n {
                break;
            }
            let rest = n - k;
            if k > 0 && digit & 1 != 0 && rest == 0 {
                out.push(vec![]);
            }
            if k > 0 && digit & 2 != 0 && rest > 0 {
                out.push(vec![rest]);
            }
            if digit & 4 != 0 {
                for small in 1..=rest / 2 {
                    if !(self.unequal && 2 * small == rest) {
                        out.push(vec![rest - small, small]);
                    }
                }
            }
        }
        out
    }

    /// Every position one move from `heaps`, sorted, empty heaps dropped.
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            for parts in self.breaks(heap) {
                let mut next: Vec<u64> =
                    heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend(parts);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut values: Vec<u64> = values.into_iter().collect();
    values.sort_unstable();
    values.dedup();
    values
        .iter()
        .zip(0..)
        .find(|&(&v, i)| v != i)
        .map_or(values.len() as u64, |(_, i)| i)
}

/// The misère outcome of a sorted list of heaps: lost exactly when every move leads to a
/// won position, and won with no move.
fn misere_outcome(rules: &Rules, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> Outcome {
    fn lost(rules: &Rules, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&lost) = memo.get(heaps) {
            return lost;
        }
        let options = rules.options(heaps);
        let lost = !options.is_empty() && options.iter().all(|next| !lost(rules, next, memo));
        memo.insert(heaps.to_vec(), lost);
        lost
    }
    if lost(rules, heaps, memo) {
        Outcome::Loss
    } else {
        Outcome::Win
    }
}

/// An explicit position of the genus brute force: heaps of the game, plus `ones` Nim heaps
/// of one and `twos` of two.
type Explicit = (Vec<u64>, u64, u64);

/// The misère Grundy value of an explicit position: 1 with no move, else the mex of the
/// options' values.
fn misere_value(rules: &Rules, at: &Explicit, memo: &mut HashMap<Explicit, u64>) -> u64 {
    if let Some(&value) = memo.get(at) {
        return value;
    }
    let (heaps, ones, twos) = at;
    let mut options: Vec<Explicit> = rules
        .options(heaps)
        .into_iter()
        .map(|next| (next, *ones, *twos))
        .collect();
    if *ones > 0 {
        options.push((heaps.clone(), ones - 1, *twos));
    }
    if *twos > 0 {
        options.push((heaps.clone(), ones + 1, twos - 1));
        options.push((heaps.clone(), *ones, twos - 1));
    }
    let value = if options.is_empty() {
        1
    } else {
        let values: Vec<u64> = options
            .iter()
            .map(|o| misere_value(rules, o, memo))
            .collect();
        mex(values)
    };
    memo.insert(at.clone(), value);
    value
}

/// The normal-play Grundy value of a list of heaps, by the mex.
fn normal_value(rules: &Rules, heaps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&value) = memo.get(heaps) {
        return value;
    }
    let values: Vec<u64> = rules
        .options(heaps)
        .iter()
        .map(|next| normal_value(rules, next, memo))
        .collect();
    let value = mex(values);
    memo.insert(heaps.to_vec(), value);
    value
}

/// Checks the genus of every heap `0..heaps` of `game` against the brute force: `g`, and
/// `γj` for every `j` up to four past the written digits (the alternation goes on).
fn genera_agree_with_brute_force(game: &TakeAndBreak, rules: &Rules, heaps: u64) {
    let genera = game.clone().misere().genus_sequence(heaps).unwrap();
    assert_eq!(genera.len() as u64, heaps);
    let (mut misere, mut normal) = (HashMap::new(), HashMap::new());
    for (n, genus) in (0..).zip(&genera) {
        let heap: Vec<u64> = if n == 0 { vec![] } else { vec![n] };
        assert_eq!(
            genus.normal(),
            normal_value(rules, &heap, &mut normal),
            "{game} heap {n}: g"
        );
        for j in 0..genus.written_gammas().len() + 4 {
            let brute = misere_value(rules, &(heap.clone(), 0, j as u64), &mut misere);
            assert_eq!(genus.gamma(j), brute, "{game} heap {n} ({genus}): γ{j}");
        }
        let last = genus.written_gammas().len();
        if last > 2 {
            // Written up to where the alternation starts, not further.
            assert_ne!(
                genus.gamma(last - 1),
                genus.gamma(last - 3),
                "{game} heap {n}: {genus}"
            );
        }
    }
}

/// Every sorted list of at most `count` heaps of at most `largest`.
fn small_positions(count: usize, largest: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    let mut frontier = vec![vec![]];
    for _ in 0..count {
        let mut next = Vec::new();
        for position in &frontier {
            let from = position.last().copied().unwrap_or(1);
            for heap in from..=largest {
                let mut longer: Vec<u64> = position.clone();
                longer.push(heap);
                next.push(longer);
            }
        }
        out.extend(next.iter().cloned());
        frontier = next;
    }
    out
}

// ---------------------------------------------------------------------------------------
// Misère positions.
// ---------------------------------------------------------------------------------------

#[test]
fn misere_kayles_outcomes_and_winning_moves_agree_with_brute_force() {
    let game = TakeAndBreak::kayles().misere();
    let rules = Rules::new(&[0, 7, 7]);
    let search = Search::new(game.clone());
    let packed = Search::new(game.clone()).without_symmetry();
    let mut memo = HashMap::new();
    for position in small_positions(3, 8) {
        let expected = misere_outcome(&rules, &position, &mut memo);
        assert_eq!(search.outcome(&position), expected, "{position:?}");
        assert_eq!(packed.outcome(&position), expected, "{position:?}");
        for mv in game.moves(&position) {
            let mut next = game.play(&position, &mv).unwrap();
            next.sort_unstable();
            let wins = misere_outcome(&rules, &next, &mut memo) == Outcome::Loss;
            let listed = search.winning_moves(&position).any(|winning| winning == mv);
            assert_eq!(listed, wins, "{position:?}: {mv}");
        }
    }
}

#[test]
fn misere_nim_as_a_code_follows_boutons_rule() {
    // 0.[3]: take any number from one heap, leaving it or nothing. Bouton: with a heap of
    // two or more, the player to move loses at nim-sum 0; with none, at an odd number of
    // heaps of one.
    let search = Search::new(TakeAndBreak::new("0.[3]").unwrap().misere());
    for position in small_positions(3, 7) {
        let ones = position.iter().filter(|&&heap| heap == 1).count();
        let lost = if position.iter().any(|&heap| heap >= 2) {
            position.iter().fold(0, |sum, heap| sum ^ heap) == 0
        } else {
            ones % 2 == 1
        };
        let expected = if lost { Outcome::Loss } else { Outcome::Win };
        assert_eq!(search.outcome(&position), expected, "{position:?}");
    }
}

#[test]
fn misere_play_is_the_normal_game_turned_round() {
    let misere = TakeAndBreak::dawsons_kayles().misere();
    assert_eq!(misere.parts(&vec![3, 4]), None);
    assert_eq!(misere.terminal_outcome(&vec![]), Outcome::Win);
    assert_eq!(
        misere.normal_play().terminal_outcome(&vec![]),
        Outcome::Loss
    );
    // The code reads and shows as it did, with the convention after it.
    assert_eq!(misere.normal_play().to_string(), "0.07");
    assert_eq!(misere.to_string(), "0.07, misère");
    let normal = misere.into_normal_play();
    assert_eq!(normal, TakeAndBreak::dawsons_kayles());
    assert_eq!(normal.parts(&vec![3, 4]), Some(vec![vec![3], vec![4]]));
    assert_eq!(normal.nim_sequence(10).unwrap().value(5), Some(0));
}

// ---------------------------------------------------------------------------------------
// Genus.
// ---------------------------------------------------------------------------------------

#[test]
fn kayles_dawsons_kayles_and_grundys_game_genera_agree_with_brute_force() {
    genera_agree_with_brute_force(&TakeAndBreak::kayles(), &Rules::new(&[0, 7, 7]), 21);
    genera_agree_with_brute_force(&TakeAndBreak::dawsons_kayles(), &Rules::new(&[0, 0, 7]), 21);
    let grundy = Rules {
        digits: vec![4],
        unequal: true,
    };
    genera_agree_with_brute_force(&TakeAndBreak::grundys_game(), &grundy, 21);
    // The convention does not change a heap's genus.
    assert_eq!(
        TakeAndBreak::kayles().misere().genus_sequence(21).unwrap(),
        TakeAndBreak::kayles().misere().genus_sequence(21).unwrap()
    );
}

#[test]
fn other_codes_genera_agree_with_brute_force() {
    for digits in [
        &[0, 1, 3, 7][..],
        &[0, 3, 1, 2],
        &[0, 6],
        &[0, 4, 5],
        &[0, 1, 5, 3],
        &[4, 1],
    ] {
        let code: String = digits[1..].iter().map(u8::to_string).collect();
        let game = TakeAndBreak::new(&format!("{}.{code}", digits[0])).unwrap();
        genera_agree_with_brute_force(&game, &Rules::new(digits), 16);
    }
}

#[test]
fn genera_hold_their_published_values() {
    let written = |game: TakeAndBreak, heaps: u64| -> Vec<String> {
        game.clone()
            .misere()
            .genus_sequence(heaps)
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    // Nim heaps (On Numbers and Games, chapter 12): 0^120, 1^031, and n^(n, n ⊕ 2) for a
    // heap of n ≥ 2, all tame.
    let nim = TakeAndBreak::new("0.[3]")
        .unwrap()
        .misere()
        .genus_sequence(13)
        .unwrap();
    assert_eq!(nim[0].to_string(), "0^120");
    assert_eq!(nim[1].to_string(), "1^031");
    for (n, genus) in (0..).zip(&nim).skip(2) {
        assert_eq!(
            (genus.normal(), genus.written_gammas()),
            (n, &[n, n ^ 2][..])
        );
        assert!(genus.is_tame());
    }
    assert_eq!(nim[12].to_string(), "12^(12,14)");
    // 0.312, heaps 1 to 6: T. E. Plambeck, "0.312", plambeck.org/oldhtml/mathematics/
    // games/misere/quaternary/0312 (1^{03131} there, written to where it alternates here).
    let published = ["1^031", "2^20", "0^02", "2^1420", "0^02", "1^13"];
    assert_eq!(
        written(TakeAndBreak::new("0.312").unwrap(), 7)[1..],
        published
    );
    // Kayles' first rows, Winning Ways chapter 13: 0^120 1^031 2^20 3^31 1^031 4^146.
    let kayles = ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"];
    assert_eq!(written(TakeAndBreak::kayles(), 6), kayles);
}

/// A genus as `CGSuite` writes it, read into `g` and a function giving every `γj`
/// (`lib/core/src/main/scala/org/cgsuite/core/misere/Genus.java`): `g` alone for a Nim heap
/// (`γ0 = 1 − g` for `g < 2`, else `g`, then alternating with `g ⊕ 2`); `g^d`, one digit, for
/// a tame or restive game (`γ0 = d`, then `g` and `g ⊕ 2` alternating from `γ1`, where every
/// `g^d` of the tables below has `d = g` and so reads the same either way); `g^γ0γ1…` or
/// `g^(γ0,γ1,…)` in full otherwise, the last two alternating for ever.
fn cgsuite_genus(written: &str) -> (u64, impl Fn(usize) -> u64) {
    let (g, sup) = written.split_once('^').unwrap_or((written, ""));
    let g: u64 = g.parse().unwrap();
    let digits: Vec<u64> = if sup.starts_with('(') {
        sup.trim_matches(['(', ')'])
            .split(',')
            .map(|d| d.parse().unwrap())
            .collect()
    } else {
        sup.chars()
            .map(|d| u64::from(d.to_digit(10).unwrap()))
            .collect()
    };
    let gamma = move |j: usize| -> u64 {
        match digits.len() {
            0 if j == 0 && g < 2 => 1 - g,
            0 | 1 if j >= digits.len() => g ^ (2 * (j as u64 & 1)),
            len if j < len => digits[j],
            len => digits[len - 2 + (j - (len - 2)) % 2],
        }
    };
    (g, gamma)
}

/// The items of a list written `a,b^(c,d),e`: split at the commas outside parentheses.
fn top_level_items(list: &str) -> Vec<&str> {
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (at, c) in list.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&list[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    items.push(&list[start..]);
    items
}

#[test]
fn genera_are_cgsuites() {
    // CGSuite's own expectations for heaps 0 to 20 (aaron-siegel/cgsuite, commit e909ab8,
    // lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, `rs.Genus`).
    let tables: [(TakeAndBreak, &str); 4] = [
        (
            TakeAndBreak::kayles(),
            "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,\
             1^031",
        ),
        (
            TakeAndBreak::dawsons_kayles(),
            "0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3",
        ),
        (
            TakeAndBreak::grundys_game(),
            "0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20",
        ),
        (
            TakeAndBreak::new("0.3F").unwrap(),
            "0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,\
             6^(1,9,10,8),7^075,8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)",
        ),
    ];
    for (game, table) in tables {
        let genera = game.clone().misere().genus_sequence(21).unwrap();
        let written = top_level_items(table);
        assert_eq!(written.len(), 21);
        for (n, (genus, written)) in genera.iter().zip(&written).enumerate() {
            let (g, gamma) = cgsuite_genus(written);
            assert_eq!(
                genus.normal(),
                g,
                "{game} heap {n}: {genus} against {written}"
            );
            for j in 0..genus.written_gammas().len() + 4 {
                assert_eq!(
                    genus.gamma(j),
                    gamma(j),
                    "{game} heap {n}: {genus} against {written}, γ{j}"
                );
            }
        }
    }
}

#[test]
fn genus_search_stops_at_its_limits() {
    let kayles = TakeAndBreak::kayles();
    let small = Limits::new().positions(50);
    let error = kayles
        .clone()
        .misere()
        .genus_sequence_with(40, &small)
        .unwrap_err();
    assert!(matches!(
        error,
        Error::LimitReached {
            limit: Limit::Positions,
            allowed: 50,
            ..
        }
    ));
    // A game whose heaps are all 0 or *1 stores no sum: the heaps count, and more heaps
    // than the limit allows are refused at once, as heaps (issue 37).
    let trivial = TakeAndBreak::new("0.1").unwrap();
    let error = trivial
        .clone()
        .misere()
        .genus_sequence_with(u64::MAX, &small)
        .unwrap_err();
    assert!(matches!(
        error,
        Error::InvalidParameter {
            parameter: "number of heaps",
            ..
        }
    ));
    assert_eq!(
        trivial
            .clone()
            .misere()
            .genus_sequence_with(50, &small)
            .map(|genera| genera.len()),
        Ok(50)
    );
    let cancelled = Limits::new();
    cancelled.cancel_handle().cancel();
    let error = kayles
        .clone()
        .misere()
        .genus_sequence_with(60, &cancelled)
        .unwrap_err();
    assert!(matches!(error, Error::Cancelled { .. }));
}

// ---------------------------------------------------------------------------------------
// Random codes.
// ---------------------------------------------------------------------------------------

/// An octal code `d0.d1d2d3` with some move: `d0` is 0 or 4.
fn small_code() -> impl Strategy<Value = Vec<u8>> {
    (
        prop_oneof![Just(0u8), Just(4u8)],
        proptest::collection::vec(0u8..8, 1..=3),
    )
        .prop_map(|(first, rest)| std::iter::once(first).chain(rest).collect::<Vec<u8>>())
        .prop_filter("some move", |digits| digits.iter().any(|&digit| digit != 0))
}

fn game_of(digits: &[u8]) -> TakeAndBreak {
    let rest: String = digits[1..].iter().map(u8::to_string).collect();
    TakeAndBreak::new(&format!("{}.{rest}", digits[0])).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any code's misère outcomes by `Search` are the brute force's, and its genera are the
    /// brute-force misère mex's.
    #[test]
    fn random_codes_agree_with_brute_force(
        digits in small_code(),
        positions in proptest::collection::vec(proptest::collection::vec(1u64..8, 0..=3), 8),
    ) {
        let game = game_of(&digits);
        let rules = Rules::new(&digits);
        let search = Search::new(game.clone().misere());
        let mut memo = HashMap::new();
        for mut position in positions {
            position.sort_unstable();
            let expected = misere_outcome(&rules, &position, &mut memo);
            prop_assert_eq!(search.outcome(&position), expected, "{} {:?}", game, position);
        }
        genera_agree_with_brute_force(&game, &rules, 11);
    }
}
