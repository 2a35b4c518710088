//! The take-and-break engine: the named classics against their published values and
//! periods, random codes against a brute-force mex written here from the rules of the
//! code, certified periods re-checked far past their certificates, saved and resumed
//! sequences, bad codes, positions of several heaps against the generic search, and the
//! laws of `Game` for the codes' own rules.

use crate::common;

use core::ops::ControlFlow;
use std::collections::BTreeSet;
use std::sync::OnceLock;

use impartial::prelude::*;
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------
// The rules of a code, read by the test itself, and the brute-force mex.
// ---------------------------------------------------------------------------------------

/// A code's rules as this test reads them (*Winning Ways*, chapter 4), independent of the
/// crate's parser and engine: `digits[k]` is `dk` from `d0`, `tail` repeats for every
/// `k ≥ digits.len()`, and `unequal` forbids two equal heaps left by one move.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Rules {
    digits: Vec<u8>,
    tail: Option<u8>,
    unequal: bool,
    /// Write `.77` rather than `0.77`.
    no_leading_zero: bool,
}

impl Rules {
    fn octal(digits: &[u8]) -> Rules {
        Rules {
            digits: digits.to_vec(),
            tail: None,
            unequal: false,
            no_leading_zero: false,
        }
    }

    fn digit(&self, k: u64) -> u8 {
        match usize::try_from(k).ok().and_then(|k| self.digits.get(k)) {
            Some(&digit) => digit,
            None => self.tail.unwrap_or(0),
        }
    }

    /// The code as written: `d0.d1d2…[t]`.
    fn code(&self) -> String {
        let hex = |digit: u8| char::from_digit(u32::from(digit), 16).expect("a hex digit");
        let mut code = String::new();
        if !(self.no_leading_zero && self.digits[0] == 0) {
            code.push(hex(self.digits[0]));
        }
        code.push('.');
        code.extend(self.digits[1..].iter().map(|&digit| hex(digit)));
        if let Some(digit) = self.tail {
            code.push('[');
            code.push(hex(digit));
            code.push(']');
        }
        code
    }

    /// The crate's game for this code, read from the code's text.
    fn game(&self) -> TakeAndBreak {
        let game = TakeAndBreak::new(&self.code()).expect("a valid code");
        if self.unequal {
            game.unequal_splits()
        } else {
            game
        }
    }

    /// Calls `f(take, parts)` for every move from one heap of `n`, parts largest first,
    /// `0` for no heap.
    fn each_move(&self, n: u64, mut f: impl FnMut(u64, [u64; 3])) {
        let most = if self.tail.is_some() {
            n
        } else {
            n.min(self.digits.len() as u64 - 1)
        };
        for k in 0..=most {
            let digit = self.digit(k);
            let rest = n - k;
            // Bit 1: take the whole heap, of exactly k (k ≥ 1).
            if digit & 1 != 0 && k >= 1 && rest == 0 {
                f(k, [0, 0, 0]);
            }
            // Bit 2: leave one nonempty heap.
            if digit & 2 != 0 && k >= 1 && rest >= 1 {
                f(k, [rest, 0, 0]);
            }
            // Bit 4: leave two nonempty heaps.
            if digit & 4 != 0 {
                for small in 1..=rest / 2 {
                    let large = rest - small;
                    if !(self.unequal && small == large) {
                        f(k, [large, small, 0]);
                    }
                }
            }
            // Bit 8: leave three nonempty heaps.
            if digit & 8 != 0 {
                for small in 1..=rest / 3 {
                    for middle in small..=(rest - small) / 2 {
                        f(k, [rest - small - middle, middle, small]);
                    }
                }
            }
        }
    }

    /// The Grundy values of heaps `0..count`, by the plain mex over every move.
    fn values(&self, count: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(count);
        let mut largest = 0;
        for n in 0..count as u64 {
            let value = {
                let known = &values;
                mex_of(largest, |mark| {
                    self.each_move(n, |_, parts| {
                        mark(parts.iter().fold(0, |sum, &part| {
                            sum ^ if part == 0 { 0 } else { known[part as usize] }
                        }));
                    });
                })
            };
            largest = largest.max(value);
            values.push(value);
        }
        values
    }

    /// The mex at heap `n` of the options valued by `sequence` itself (every part is below
    /// `n`, so this checks `G(n)` against the values the sequence claims below it).
    fn mex_from(&self, sequence: &NimSequence, n: u64) -> u64 {
        let value = |part: u64| sequence.value(part).expect("a known heap");
        mex_of(sequence.largest_value(), |mark| {
            self.each_move(n, |_, parts| {
                mark(value(parts[0]) ^ value(parts[1]) ^ value(parts[2]));
            });
        })
    }
}

/// The least value not marked by `options`, given that every marked value is a nim-sum of
/// values at most `largest`.
fn mex_of(largest: u64, options: impl FnOnce(&mut dyn FnMut(u64))) -> u64 {
    // A nim-sum of values below 2^b is below 2^b, and the mex is at most 2^b.
    let size = (largest + 1).next_power_of_two() as usize + 1;
    let mut seen = vec![false; size];
    options(&mut |value| seen[value as usize] = true);
    seen.iter().position(|&marked| !marked).unwrap_or(size) as u64
}

/// Octal codes: `d0` of 0 or 4, one to four digits after the point, some move possible.
fn octal_rules() -> impl Strategy<Value = Rules> {
    (
        prop_oneof![3 => Just(0u8), 1 => Just(4u8)],
        prop::collection::vec(0u8..=7, 1..=4),
        any::<bool>(),
    )
        .prop_filter("some digit must allow a move", |(d0, after, _)| {
            *d0 != 0 || after.iter().any(|&digit| digit != 0)
        })
        .prop_map(|(d0, after, no_leading_zero)| {
            let mut digits = vec![d0];
            digits.extend(after);
            Rules {
                digits,
                tail: None,
                unequal: false,
                no_leading_zero,
            }
        })
}

/// Octal codes that Guy and Smith's theorem covers: `d0 = 0`, finitely many digits.
fn certifiable_rules() -> impl Strategy<Value = Rules> {
    prop::collection::vec(0u8..=7, 1..=3)
        .prop_filter("some digit must allow a move", |after| {
            after.iter().any(|&digit| digit != 0)
        })
        .prop_map(|after| {
            let mut digits = vec![0];
            digits.extend(after);
            Rules::octal(&digits)
        })
}

/// Hexadecimal codes: `d0` of 0, 4, 8 or c, one to three digits 0–f after the point.
fn hexadecimal_rules() -> impl Strategy<Value = Rules> {
    (
        prop::sample::select(vec![0u8, 4, 8, 12]),
        prop::collection::vec(0u8..=15, 1..=3),
    )
        .prop_filter("some digit must allow a move", |(d0, after)| {
            *d0 != 0 || after.iter().any(|&digit| digit != 0)
        })
        .prop_map(|(d0, after)| {
            let mut digits = vec![d0];
            digits.extend(after);
            Rules::octal(&digits)
        })
}

/// Codes with a repeating last digit: `d0.d1d2[t]`, zero to two digits before the tail.
fn repeating_rules() -> impl Strategy<Value = Rules> {
    (
        prop_oneof![3 => Just(0u8), 1 => Just(4u8)],
        prop::collection::vec(0u8..=7, 0..=2),
        1u8..=7,
    )
        .prop_map(|(d0, after, tail)| {
            let mut digits = vec![d0];
            digits.extend(after);
            Rules {
                digits,
                tail: Some(tail),
                unequal: false,
                no_leading_zero: false,
            }
        })
}

/// Octal codes whose moves may not leave two equal heaps.
fn unequal_rules() -> impl Strategy<Value = Rules> {
    octal_rules().prop_map(|rules| Rules {
        unequal: true,
        ..rules
    })
}

/// Every kind of code, small enough for the search.
fn any_rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        3 => octal_rules(),
        1 => hexadecimal_rules(),
        1 => repeating_rules(),
        1 => unequal_rules(),
    ]
}

// ---------------------------------------------------------------------------------------
// The named classics, against published values and periods.
// ---------------------------------------------------------------------------------------

/// Kayles, 0.77: OEIS A002186, from a row of 0.
const KAYLES: [u64; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// Dawson's chess, 0.137: OEIS A002187, from a heap of 0.
const DAWSONS_CHESS: [u64; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// Double Kayles, 0.7777: OEIS A071074, from a row of 0.
const DOUBLE_KAYLES: [u64; 90] = [
    0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 4, 5, 12, 13, 9, 8, 2, 3, 4, 5, 15,
    14, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 16, 17, 10, 11, 8, 9,
    14, 15, 5, 4, 3, 2, 16, 17, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 14, 15, 5, 4,
    3, 2,
];

/// Officers, 0.6: OEIS A046695 (Couples-are-Forever, octal games .6, .601, …), from 0.
const OFFICERS: [u64; 102] = [
    0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2, 0, 1,
    2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4,
    2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4,
    2, 3, 0, 2, 3, 4,
];

/// Grundy's game: OEIS A002188, from a heap of 0.
const GRUNDY: [u64; 105] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
];

/// Grundy's game beyond A002188: values of the sparse class listed on A. Flammenkamp's
/// page "Sprague-Grundy Values of Grundy's Game" (wwwhomes.uni-bielefeld.de/achim/grundy.html).
const GRUNDY_SPARSE: [(u64, u64); 17] = [
    (146, 6),
    (149, 6),
    (152, 6),
    (158, 11),
    (161, 11),
    (164, 11),
    (167, 11),
    (176, 7),
    (179, 7),
    (181, 12),
    (182, 7),
    (185, 7),
    (188, 7),
    (190, 12),
    (193, 12),
    (196, 10),
    (231, 10),
];

/// 0.177: OEIS A071435, from a heap of 1.
const OCTAL_177: [u64; 102] = [
    1, 1, 2, 2, 3, 1, 1, 4, 4, 3, 2, 2, 1, 1, 4, 2, 2, 6, 4, 4, 1, 1, 2, 2, 7, 1, 1, 4, 4, 3, 2, 2,
    1, 1, 4, 8, 2, 7, 4, 4, 1, 1, 2, 2, 7, 8, 1, 4, 4, 7, 2, 2, 1, 1, 4, 4, 2, 7, 7, 4, 1, 1, 2, 2,
    7, 7, 1, 1, 4, 7, 2, 2, 1, 1, 4, 4, 6, 2, 7, 4, 1, 1, 2, 2, 8, 8, 5, 1, 4, 7, 2, 2, 1, 1, 8, 8,
    6, 7, 7, 4, 1, 1,
];

/// 0.117: OEIS A071453, from a heap of 1.
const OCTAL_117: [u64; 105] = [
    1, 1, 1, 0, 2, 2, 1, 3, 4, 0, 1, 1, 1, 3, 2, 2, 2, 3, 4, 0, 1, 5, 4, 3, 2, 2, 2, 3, 1, 0, 1, 0,
    4, 3, 2, 2, 2, 0, 1, 0, 1, 0, 4, 3, 2, 5, 4, 0, 1, 0, 1, 0, 2, 3, 2, 3, 4, 0, 1, 0, 1, 3, 2, 3,
    2, 3, 4, 0, 1, 0, 4, 3, 2, 3, 2, 3, 1, 0, 1, 0, 4, 3, 2, 3, 2, 0, 1, 0, 1, 0, 4, 3, 2, 3, 4, 0,
    1, 0, 1, 0, 2, 3, 2, 3, 4,
];

/// Published periods of octal games, as `(code, preperiod, period)`. Where the source gives
/// the last exceptional heap `e`, the preperiod is `e + 1`.
const PUBLISHED_PERIODS: [(&str, u64, u64); 16] = [
    // OEIS A002186: periodic with period 12 from 71.
    ("0.77", 71, 12),
    // OEIS A002187: period 34, last exception at 51.
    ("0.137", 52, 34),
    // Dawson's Kayles takes A002187 shifted by one: last exception at 52.
    ("0.07", 53, 34),
    // OEIS A071074: period 24, last exception at 141.
    ("0.7777", 142, 24),
    // OEIS A071435: period 20, last exception at 496.
    ("0.177", 497, 20),
    // OEIS A071434: period 24, last exception at 140.
    ("0.1377", 141, 24),
    // OEIS A071453: period 48, exceptions up to 46.
    ("0.117", 47, 48),
    // OEIS A071452: period 32, last exception at 186.
    ("0.11377", 187, 32),
    // OEIS A071451: period 36, last exception at 210.
    ("0.113377", 211, 36),
    // OEIS A125829: period 14, the only exception at 0.
    ("0.115", 1, 14),
    // OEIS A125912: period 11, last exception at 13.
    ("0.141", 14, 11),
    // T. Czajka, "Solving octal games", SolvedGames.md (github.com/tczajka/octal-games),
    // confirming A. Flammenkamp's tables: prefix and period.
    ("0.45", 498, 20),
    ("0.156", 3479, 349),
    ("0.356", 7315, 142),
    ("0.644", 3256, 442),
    ("0.165", 5181, 1550),
];

/// The rules of a plain octal code `0.d1d2…`, read by the test.
fn rules_of(code: &str) -> Rules {
    let (before, after) = code.split_once('.').expect("a point");
    let mut digits = vec![before.parse::<u8>().unwrap_or(0)];
    digits.extend(after.chars().map(|c| c.to_digit(8).expect("octal") as u8));
    Rules::octal(&digits)
}

/// The sequence of `code` up to `limit` heaps, which must certify `expected`.
fn certified(code: &str, limit: u64, expected: Period) -> NimSequence {
    let values = TakeAndBreak::new(code)
        .unwrap()
        .nim_sequence(limit)
        .unwrap();
    assert_eq!(values.period(), Some(expected), "period of {code}");
    assert!(values.len() < limit, "{code} stopped at its certificate");
    values
}

/// Checks `values` against the plain mex up to `far` heaps (through the period beyond
/// `len()`), the least preperiod and period on that plain sequence, and `u64::MAX`.
fn recheck_far(rules: &Rules, values: &NimSequence, far: usize) {
    let code = rules.code();
    let period = values.period().expect("a certified period");
    let plain = rules.values(far);
    for (n, &value) in plain.iter().enumerate() {
        assert_eq!(values.value(n as u64), Some(value), "{code}, heap {n}");
    }
    let (preperiod, length) = (period.preperiod as usize, period.period as usize);
    assert!(preperiod + length <= values.len() as usize, "{code}");
    if far >= preperiod + 2 * length {
        // The preperiod and the period are the least the plain values allow.
        if preperiod > 0 {
            assert_ne!(
                plain[preperiod - 1],
                plain[preperiod - 1 + length],
                "{code}: the preperiod is least"
            );
        }
        for divisor in (1..length).filter(|divisor| length % divisor == 0) {
            assert!(
                (preperiod..far - divisor).any(|n| plain[n] != plain[n + divisor]),
                "{code}: the period {length} is least, not {divisor}"
            );
        }
    }
    // Far heaps take the value of their place in the period: from the plain values when
    // they reach it, else from the stored values (sampled against the mex by the caller).
    for heap in [u64::MAX, u64::MAX - 1, 1 << 63, 1_000_000_000_007] {
        let reduced = preperiod as u64 + (heap - preperiod as u64) % length as u64;
        let expected = match plain.get(reduced as usize) {
            Some(&value) => value,
            None => values
                .values()
                .nth(reduced as usize)
                .expect("a stored value"),
        };
        assert_eq!(values.value(heap), Some(expected), "{code}, heap {heap}");
    }
}

#[test]
fn kayles_is_oeis_a002186_with_period_12_from_71() {
    let game = TakeAndBreak::kayles();
    assert_eq!(game, TakeAndBreak::new("0.77").unwrap());
    let values = certified(
        "0.77",
        1 << 20,
        Period {
            preperiod: 71,
            period: 12,
        },
    );
    let first: Vec<u64> = values.values().take(KAYLES.len()).collect();
    assert_eq!(first, KAYLES);
    recheck_far(
        &Rules::octal(&[0, 7, 7]),
        &values,
        3 * values.len() as usize,
    );
}

#[test]
fn dawsons_chess_is_oeis_a002187_and_dawsons_kayles_the_same_shifted() {
    assert_eq!(
        TakeAndBreak::dawsons_chess(),
        TakeAndBreak::new("0.137").unwrap()
    );
    assert_eq!(
        TakeAndBreak::dawsons_kayles(),
        TakeAndBreak::new("0.07").unwrap()
    );
    let chess = certified(
        "0.137",
        1 << 20,
        Period {
            preperiod: 52,
            period: 34,
        },
    );
    let first: Vec<u64> = chess.values().take(DAWSONS_CHESS.len()).collect();
    assert_eq!(first, DAWSONS_CHESS);
    recheck_far(
        &Rules::octal(&[0, 1, 3, 7]),
        &chess,
        3 * chess.len() as usize,
    );

    let kayles = certified(
        "0.07",
        1 << 20,
        Period {
            preperiod: 53,
            period: 34,
        },
    );
    recheck_far(
        &Rules::octal(&[0, 0, 7]),
        &kayles,
        3 * kayles.len() as usize,
    );
    // OEIS A002187: "Octal game .07 (Dawson's Kayles) has values a(n-1)".
    for n in (0..5000).chain([u64::MAX - 1, 1 << 62, 123_456_789_012]) {
        assert_eq!(kayles.value(n + 1), chess.value(n), "heap {n}");
    }
    assert_eq!(kayles.value(0), Some(0));
}

#[test]
fn double_kayles_is_oeis_a071074_kayles_doubled() {
    assert_eq!(
        TakeAndBreak::double_kayles(),
        TakeAndBreak::new("0.7777").unwrap()
    );
    let double = certified(
        "0.7777",
        1 << 20,
        Period {
            preperiod: 142,
            period: 24,
        },
    );
    let first: Vec<u64> = double.values().take(DOUBLE_KAYLES.len()).collect();
    assert_eq!(first, DOUBLE_KAYLES);
    recheck_far(
        &Rules::octal(&[0, 7, 7, 7, 7]),
        &double,
        3 * double.len() as usize,
    );

    // The formula of A071074, with b = A002186 (Kayles): a(2n) and a(2n+1) are 2·b(n) and
    // 2·b(n) + 1, in this order when b(n) is one of 0, 2, 5, 7 and n is even, or b(n) is
    // one of 1, 3, 4, 6, 8 and n is odd; in the other order otherwise.
    let kayles = TakeAndBreak::kayles().nim_sequence(1 << 20).unwrap();
    for n in (0..5000u64).chain([(u64::MAX >> 1) - 3, 1 << 61, 987_654_321]) {
        let b = kayles.value(n).unwrap();
        let in_order = matches!(b, 0 | 2 | 5 | 7) == (n % 2 == 0);
        let (even, odd) = if in_order {
            (2 * b, 2 * b + 1)
        } else {
            (2 * b + 1, 2 * b)
        };
        assert_eq!(double.value(2 * n), Some(even), "heap {}", 2 * n);
        assert_eq!(double.value(2 * n + 1), Some(odd), "heap {}", 2 * n + 1);
    }
}

#[test]
fn officers_is_oeis_a046695_and_claims_no_period() {
    assert_eq!(TakeAndBreak::officers(), TakeAndBreak::new("0.6").unwrap());
    let limit = 20_000;
    let values = TakeAndBreak::officers().nim_sequence(limit).unwrap();
    assert_eq!(values.len(), limit);
    // None is known (OEIS A046695 lists none; Officers is the one unsolved single-digit
    // octal game): the engine must not claim one.
    assert_eq!(values.period(), None);
    assert_eq!(values.value(limit), None);
    let first: Vec<u64> = values.values().take(OFFICERS.len()).collect();
    assert_eq!(first, OFFICERS);
    let plain = Rules::octal(&[0, 6]).values(3000);
    assert!(plain.iter().zip(values.values()).all(|(a, b)| *a == b));
}

#[test]
fn circular_nim_rows_claim_no_period_within_4000() {
    assert_eq!(
        TakeAndBreak::circular_nim_rows(),
        TakeAndBreak::new("0.777").unwrap()
    );
    let values = TakeAndBreak::circular_nim_rows()
        .nim_sequence(4000)
        .unwrap();
    assert_eq!((values.len(), values.period()), (4000, None));
    // No published table was found: the values are checked against the plain mex.
    let plain = Rules::octal(&[0, 7, 7, 7]).values(4000);
    assert_eq!(values.values().collect::<Vec<_>>(), plain);
}

#[test]
fn grundys_game_is_oeis_a002188_and_flammenkamps_sparse_values() {
    let game = TakeAndBreak::grundys_game();
    assert_eq!(game, TakeAndBreak::new("4.").unwrap().unequal_splits());
    assert!(game.has_unequal_splits());
    let limit = 3000;
    let values = game.nim_sequence(limit).unwrap();
    assert_eq!((values.len(), values.period()), (limit, None));
    let first: Vec<u64> = values.values().take(GRUNDY.len()).collect();
    assert_eq!(first, GRUNDY);
    for (heap, value) in GRUNDY_SPARSE {
        assert_eq!(values.value(heap), Some(value), "heap {heap}");
    }
    let rules = Rules {
        unequal: true,
        ..Rules::octal(&[4])
    };
    assert_eq!(
        values.values().collect::<Vec<_>>(),
        rules.values(limit as usize)
    );
}

#[test]
fn octal_games_with_published_tables_of_values() {
    // OEIS A071435 (0.177) and A071453 (0.117) start at a heap of 1.
    for (code, published) in [("0.177", &OCTAL_177[..]), ("0.117", &OCTAL_117[..])] {
        let values = TakeAndBreak::new(code)
            .unwrap()
            .nim_sequence(1 << 20)
            .unwrap();
        let first: Vec<u64> = (1..=published.len() as u64)
            .map(|n| values.value(n).unwrap())
            .collect();
        assert_eq!(first, published, "{code}");
    }
    // A071434: a(2n-1) = a(2n) = A002186(n) for 0.1377; A071451: a(3n-2) = a(3n-1) = a(3n)
    // = A002186(n) for 0.113377.
    let kayles = TakeAndBreak::kayles().nim_sequence(1 << 20).unwrap();
    let halves = TakeAndBreak::new("0.1377")
        .unwrap()
        .nim_sequence(1 << 20)
        .unwrap();
    let thirds = TakeAndBreak::new("0.113377")
        .unwrap()
        .nim_sequence(1 << 20)
        .unwrap();
    for n in (1..3000u64).chain([1 << 40, 99_999_999_977]) {
        let b = kayles.value(n);
        assert_eq!(
            (halves.value(2 * n - 1), halves.value(2 * n)),
            (b, b),
            "{n}"
        );
        for heap in 3 * n - 2..=3 * n {
            assert_eq!(thirds.value(heap), b, "{heap}");
        }
    }
}

/// Games whose values OEIS gives as those of another, shifted: `(code, of, shift)` for
/// `G_code(n + shift) = G_of(n)`.
const SHIFTED: [(&str, &str, u64); 47] = [
    // A002186 (Kayles): "octal games .77 and .771"; "Octal games 4.4, 4.41, 4.42, 4.43,
    // 4.6, 4.61, 4.62 and 4.63 have values a(n-1)".
    ("0.771", "0.77", 0),
    ("4.4", "0.77", 1),
    ("4.41", "0.77", 1),
    ("4.42", "0.77", 1),
    ("4.43", "0.77", 1),
    ("4.6", "0.77", 1),
    ("4.61", "0.77", 1),
    ("4.62", "0.77", 1),
    ("4.63", "0.77", 1),
    // A002187 (Dawson's chess): "Octal game .07 (Dawson's Kayles) has values a(n-1).
    // Octal games .4, .401, .402, .403, .42, .421, .422 and .423 have values a(n-2)".
    ("0.07", "0.137", 1),
    ("0.4", "0.137", 2),
    ("0.401", "0.137", 2),
    ("0.402", "0.137", 2),
    ("0.403", "0.137", 2),
    ("0.42", "0.137", 2),
    ("0.421", "0.137", 2),
    ("0.422", "0.137", 2),
    ("0.423", "0.137", 2),
    // A046695 (Officers): "octal games .6, .601, .61, .611, .62, .621, .63, .631".
    ("0.601", "0.6", 0),
    ("0.61", "0.6", 0),
    ("0.611", "0.6", 0),
    ("0.62", "0.6", 0),
    ("0.621", "0.6", 0),
    ("0.63", "0.6", 0),
    ("0.631", "0.6", 0),
    // A071434 (.1377): "Octal games .074-.077 have values a(n-1). Octal games .440-.443
    // and .460-.463 have values a(n-2)".
    ("0.074", "0.1377", 1),
    ("0.077", "0.1377", 1),
    ("0.44", "0.1377", 2),
    ("0.443", "0.1377", 2),
    ("0.46", "0.1377", 2),
    ("0.463", "0.1377", 2),
    // A071435 (.177): "Octal games .450-.453 and .470-.473 have values a(n-1)".
    ("0.45", "0.177", 1),
    ("0.451", "0.177", 1),
    ("0.453", "0.177", 1),
    ("0.47", "0.177", 1),
    ("0.472", "0.177", 1),
    ("0.473", "0.177", 1),
    // A071451 (.113377): "Octal game .01377 has values a(n-1). Octal game .0077 has values
    // a(n-2). Octal game .044 and .046 have values a(n-3)".
    ("0.01377", "0.113377", 1),
    ("0.0077", "0.113377", 2),
    ("0.044", "0.113377", 3),
    ("0.046", "0.113377", 3),
    // A071452 (.11377): "Octal game .0177 has values a(n-1). Octal games .045 and .047
    // has values a(n-2)".
    ("0.0177", "0.11377", 1),
    ("0.045", "0.11377", 2),
    ("0.047", "0.11377", 2),
    // A071453 (.117): "Octal games .051 and .053 have values a(n-1)".
    ("0.051", "0.117", 1),
    ("0.053", "0.117", 1),
    // A071509 (.1777): "octal games .1777 and .17771".
    ("0.17771", "0.1777", 0),
];

#[test]
fn games_oeis_lists_as_the_same_values_shifted() {
    let limit = 3000;
    for (code, of, shift) in SHIFTED {
        let values = TakeAndBreak::new(code)
            .unwrap()
            .nim_sequence(limit)
            .unwrap();
        let base = TakeAndBreak::new(of).unwrap().nim_sequence(limit).unwrap();
        for n in 1..limit - shift {
            assert_eq!(
                values.value(n + shift),
                base.value(n),
                "{code} at {}",
                n + shift
            );
        }
        if values.period().is_some() && base.period().is_some() {
            for n in [u64::MAX - shift, 1 << 62, 77_777_777_777] {
                assert_eq!(
                    values.value(n + shift),
                    base.value(n),
                    "{code} at {}",
                    n + shift
                );
            }
        }
    }
}

#[test]
fn published_periods_are_certified_and_hold_far_beyond() {
    for (code, preperiod, period) in PUBLISHED_PERIODS {
        let values = certified(code, 1 << 20, Period { preperiod, period });
        let rules = rules_of(code);
        // The plain mex is quadratic: three times the certificate, or 6000 heaps.
        let far = (3 * values.len() as usize).min(6000);
        recheck_far(&rules, &values, far);
        // Past the plain values, each sampled heap's value is the mex of its options as
        // valued by the sequence itself, up to three times the certificate.
        let len = values.len();
        for i in 0..40u64 {
            let n = len + (i * 7919 + i * i * 104_729) % (2 * len);
            assert_eq!(
                values.value(n),
                Some(rules.mex_from(&values, n)),
                "{code}, {n}"
            );
        }
    }
}

/// 0.16, computed once for the tests that use it.
fn octal_16() -> &'static NimSequence {
    static VALUES: OnceLock<NimSequence> = OnceLock::new();
    VALUES.get_or_init(|| {
        TakeAndBreak::new("0.16")
            .unwrap()
            .nim_sequence(1 << 21)
            .unwrap()
    })
}

#[test]
fn octal_16_has_preperiod_105351_and_period_149459() {
    // Gangolli and Plambeck (1989); T. Czajka's SolvedGames.md (github.com/tczajka/
    // octal-games): prefix 105351, period 149459, largest value 23 first at 229790; rare
    // values by the mask 1e, the last of them at 13935.
    let values = octal_16();
    assert_eq!(
        values.period(),
        Some(Period {
            preperiod: 105_351,
            period: 149_459
        })
    );
    assert_eq!(values.largest_value(), 23);
    assert_eq!(values.value(229_790), Some(23));
    assert!((0..229_790).all(|n| values.value(n) < Some(23)));
    let rare = |n: &u64| (values.value(*n).unwrap() & 0x1e).count_ones() % 2 == 0;
    // 53 rare heaps, counting the heap of 0 as Flammenkamp's lists do, the last at 13935.
    assert_eq!((0..values.len()).filter(rare).count(), 53);
    assert_eq!((0..values.len()).filter(rare).max(), Some(13_935));

    let rules = rules_of("0.16");
    let plain = rules.values(4000);
    assert!(plain.iter().zip(values.values()).all(|(a, b)| *a == b));
    // Sampled heaps in the stored range and up to three times the certificate: each value
    // is the mex of its options as valued by the sequence.
    let len = values.len();
    for i in 0..12u64 {
        let n = 4000 + (i * 1_000_003) % (3 * len - 4000);
        assert_eq!(values.value(n), Some(rules.mex_from(values, n)), "heap {n}");
    }
    let reduced = 105_351 + (u64::MAX - 105_351) % 149_459;
    assert_eq!(values.value(u64::MAX), values.value(reduced));
}

#[test]
fn line_erasing_nim_and_subtraction_codes() {
    let line = TakeAndBreak::line_erasing();
    assert_eq!(line, TakeAndBreak::new("0.[7]").unwrap());
    let values = line.nim_sequence(300).unwrap();
    assert_eq!(values.period(), None);
    assert!(values.values().eq(0..300));
    let nim = TakeAndBreak::new("0.[3]")
        .unwrap()
        .nim_sequence(300)
        .unwrap();
    assert!(nim.values().eq(0..300));

    let game = TakeAndBreak::subtraction(&[1, 3, 4]).unwrap();
    assert_eq!(game, TakeAndBreak::new("0.3033").unwrap());
    let values = game.nim_sequence(1000).unwrap();
    recheck_far(&Rules::octal(&[0, 3, 0, 3, 3]), &values, 1000);
    // No move leaves two heaps: each value depends on the four before it, so the period
    // is certified within a few windows.
    assert!(values.len() < 100, "{}", values.len());
    for (set, reason) in [
        (&[][..], "at least one amount"),
        (&[0, 1][..], "1 to 255"),
        (&[3, 256][..], "1 to 255"),
    ] {
        match TakeAndBreak::subtraction(set) {
            Err(Error::InvalidParameter { reason: got, .. }) => {
                assert!(got.contains(reason), "{set:?}: {got}");
            }
            other => panic!("{set:?}: {other:?}"),
        }
    }
    assert_eq!(
        TakeAndBreak::subtraction(&[255]).unwrap().most_taken(),
        Some(255)
    );
}

// ---------------------------------------------------------------------------------------
// Random codes against the brute force.
// ---------------------------------------------------------------------------------------

/// The engine's values of `rules` up to `limit` heaps equal the plain mex, through the
/// period beyond `len()` when one is certified.
fn agrees_with_brute_force(rules: &Rules, limit: u64) -> Result<(), TestCaseError> {
    let game = rules.game();
    let values = game.nim_sequence(limit).unwrap();
    prop_assert!(
        values.len() == limit || (values.period().is_some() && values.len() < limit),
        "{}: {} values",
        rules.code(),
        values.len()
    );
    let plain = rules.values(limit as usize);
    for (n, &value) in plain.iter().enumerate() {
        prop_assert_eq!(
            values.value(n as u64),
            Some(value),
            "{}, heap {}",
            rules.code(),
            n
        );
    }
    prop_assert_eq!(values.largest_value(), values.values().max().unwrap_or(0));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn octal_codes_match_the_brute_force(rules in octal_rules()) {
        agrees_with_brute_force(&rules, 200)?;
    }

    #[test]
    fn codes_with_unequal_splits_match_the_brute_force(rules in unequal_rules()) {
        let values = rules.game().nim_sequence(200).unwrap();
        prop_assert_eq!(values.period(), None);
        agrees_with_brute_force(&rules, 200)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn hexadecimal_codes_match_the_brute_force(rules in hexadecimal_rules()) {
        agrees_with_brute_force(&rules, 90)?;
    }

    #[test]
    fn repeating_codes_match_the_brute_force(rules in repeating_rules()) {
        let values = rules.game().nim_sequence(150).unwrap();
        prop_assert_eq!(values.period(), None);
        agrees_with_brute_force(&rules, 150)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Octal codes that certify a period within 2000 heaps keep it up to three times the
    /// certificate (at most 4500 heaps) and at `u64::MAX`.
    #[test]
    fn certified_periods_hold_far_beyond_their_certificate(rules in certifiable_rules()) {
        let values = rules.game().nim_sequence(2000).unwrap();
        if values.period().is_some() {
            recheck_far(&rules, &values, (3 * values.len() as usize).clamp(600, 4500));
        } else {
            prop_assert_eq!(values.len(), 2000);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Stopping, saving, resuming, and corrupt files.
// ---------------------------------------------------------------------------------------

#[test]
fn a_stopped_computation_resumes_from_its_file_to_the_same_values() {
    let game = TakeAndBreak::new("0.16").unwrap();
    let mut reports = Vec::new();
    let stopped = game
        .nim_sequence_with(1 << 21, |progress| {
            reports.push(*progress);
            ControlFlow::Break(())
        })
        .unwrap();
    assert_eq!(stopped.len(), 1 << 16);
    assert_eq!(stopped.period(), None);
    assert_eq!(reports.len(), 1);
    assert_eq!((reports[0].heaps, reports[0].limit), (1 << 16, 1 << 21));
    assert_eq!(reports[0].largest_value, stopped.largest_value());

    let mut file = Vec::new();
    stopped.write_to(&mut file).unwrap();
    let mut resumed = NimSequence::read_from(file.as_slice()).unwrap();
    assert_eq!(resumed, stopped);
    assert_eq!(resumed.game(), &game);

    let mut heaps = Vec::new();
    resumed
        .extend(1 << 21, |progress| {
            heaps.push(progress.heaps);
            ControlFlow::Continue(())
        })
        .unwrap();
    let whole = octal_16();
    assert_eq!(&resumed, whole);
    // Reports come every 65,536 heaps, and once at the end (the certificate).
    assert_eq!(heaps.last(), Some(&whole.len()));
    assert!(
        heaps[..heaps.len() - 1]
            .iter()
            .all(|heaps| heaps % (1 << 16) == 0)
    );
    assert!(heaps.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(heaps[0], 1 << 17);

    // Nothing more to do once certified, nor below the length.
    resumed.extend(1 << 30, |_| panic!("no work")).unwrap();
    assert_eq!(&resumed, whole);
    let mut short = stopped.clone();
    short.extend(100, |_| panic!("no work")).unwrap();
    assert_eq!(short, stopped);
}

#[test]
fn an_interrupted_uncertified_run_resumes_exactly() {
    // Grundy's game: unequal splits and no certificate, stopped and resumed twice.
    let game = TakeAndBreak::grundys_game();
    let whole = game.nim_sequence(100_000).unwrap();
    let mut part = game
        .nim_sequence_with(100_000, |progress| {
            if progress.heaps >= 1 << 16 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert_eq!(part.len(), 1 << 16);
    let mut file = Vec::new();
    part.write_to(&mut file).unwrap();
    part = NimSequence::read_from(file.as_slice()).unwrap();
    assert!(part.game().has_unequal_splits());
    part.extend(80_000, |_| ControlFlow::Continue(())).unwrap();
    assert_eq!(part.len(), 80_000);
    part.extend(100_000, |_| ControlFlow::Continue(())).unwrap();
    assert_eq!(part, whole);
}

#[test]
fn save_and_load_through_a_file() {
    for game in [
        TakeAndBreak::kayles(),
        TakeAndBreak::grundys_game(),
        TakeAndBreak::new("8.f[3]").unwrap(),
        TakeAndBreak::line_erasing(),
    ] {
        let values = game.nim_sequence(500).unwrap();
        let file = tempfile::NamedTempFile::new().unwrap();
        values.save(file.path()).unwrap();
        let loaded = NimSequence::load(file.path()).unwrap();
        assert_eq!(loaded, values, "{game}");
        assert_eq!(loaded.period(), values.period(), "{game}");
        assert_eq!(loaded.game(), &game);
        assert_eq!(loaded.bytes_per_value(), 2);
        let length = std::fs::metadata(file.path()).unwrap().len();
        let code = game.to_string().trim_end_matches('≠').len() as u64;
        assert_eq!(length, 23 + 2 + 2 + code + 1 + 8 + 2 * values.len() + 8);
    }
    let folder = tempfile::tempdir().unwrap();
    let missing = folder.path().join("missing");
    assert!(matches!(NimSequence::load(&missing), Err(Error::Io { .. })));
    let unwritable = folder.path().join("no such folder").join("values");
    let values = TakeAndBreak::kayles().nim_sequence(10).unwrap();
    assert!(matches!(values.save(&unwritable), Err(Error::Io { .. })));
}

/// `Error::Io` keeps the operating system's error: its kind, its message, and the error
/// itself as the source, through clones and comparisons.
#[test]
fn io_errors_keep_the_operating_systems_error() {
    let folder = tempfile::tempdir().unwrap();
    let missing = folder.path().join("missing");
    let error = NimSequence::load(&missing).unwrap_err();
    let Error::Io { action, source } = &error else {
        panic!("{error:?}")
    };
    assert_eq!(action, &format!("open {}", missing.display()));
    assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
    let os_error = std::io::Error::from(std::io::ErrorKind::NotFound);
    assert_eq!(source.as_ref().kind(), os_error.kind());
    assert_eq!(
        error.to_string(),
        format!("could not open {}: {}", missing.display(), source.as_ref())
    );
    let cause = std::error::Error::source(&error).expect("a source");
    let cause = cause
        .downcast_ref::<impartial::IoError>()
        .expect("the io error");
    assert_eq!(cause, source);
    // A clone is equal, and so is the same error built again; another kind is not.
    assert_eq!(error.clone(), error);
    assert_eq!(NimSequence::load(&missing).unwrap_err(), error);
    let denied = std::io::Error::new(std::io::ErrorKind::PermissionDenied, "no");
    assert_ne!(Error::io(action.clone(), denied), error);
}

fn is_corrupt(bytes: &[u8]) -> bool {
    matches!(
        NimSequence::read_from(bytes),
        Err(Error::CorruptFile { .. })
    )
}

#[test]
fn short_limits_and_empty_sequences() {
    let kayles = TakeAndBreak::kayles();
    let none = kayles.nim_sequence(0).unwrap();
    assert!(none.is_empty());
    assert_eq!(
        (none.len(), none.largest_value(), none.value(0)),
        (0, 0, None)
    );
    let mut file = Vec::new();
    none.write_to(&mut file).unwrap();
    let mut read = NimSequence::read_from(file.as_slice()).unwrap();
    assert_eq!(read, none);
    read.extend(10, |_| ControlFlow::Continue(())).unwrap();
    assert!(read.values().eq(KAYLES[..10].iter().copied()));
    // Before its certificate (2·71 + 2·12 + 2 values), Kayles claims no period.
    let early = kayles.nim_sequence(100).unwrap();
    assert_eq!(
        (early.len(), early.period(), early.value(100)),
        (100, None, None)
    );
    assert_eq!(early.value(99), Some(KAYLES[99]));
}

#[test]
fn corrupt_files_are_refused_whole() {
    let values = TakeAndBreak::officers().nim_sequence(300).unwrap();
    let mut file = Vec::new();
    values.write_to(&mut file).unwrap();
    assert_eq!(NimSequence::read_from(file.as_slice()).unwrap(), values);

    // Every truncation.
    for length in 0..file.len() {
        assert!(is_corrupt(&file[..length]), "truncated to {length}");
    }
    // Every flipped bit.
    for byte in 0..file.len() {
        for bit in 0..8 {
            let mut flipped = file.clone();
            flipped[byte] ^= 1 << bit;
            assert!(is_corrupt(&flipped), "bit {bit} of byte {byte}");
        }
    }
    // Anything after the end.
    for extra in [&[0u8][..], &[1, 2, 3], &file[..]] {
        let mut longer = file.clone();
        longer.extend_from_slice(extra);
        assert!(is_corrupt(&longer), "{} extra bytes", extra.len());
    }
    // Another file's magic, and no file at all.
    let mut magic = file.clone();
    magic[..9].copy_from_slice(b"something");
    assert!(is_corrupt(&magic));
    assert!(is_corrupt(b"impartial nim-sequence\n"));
    assert!(is_corrupt(b""));
}

/// FNV-1a, 64 bits, as the file format documents it.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A file in the documented format, written here: magic, version, flags, code, width,
/// count, values, hash.
fn craft_file(version: u8, flags: u8, code: &[u8], width: u8, values: &[u64]) -> Vec<u8> {
    let mut file = b"impartial nim-sequence\n".to_vec();
    file.extend([version, flags]);
    file.extend((code.len() as u16).to_le_bytes());
    file.extend(code);
    file.push(width);
    file.extend((values.len() as u64).to_le_bytes());
    for &value in values {
        file.extend(&value.to_le_bytes()[..usize::from(width)]);
    }
    file.extend(fnv1a(&file).to_le_bytes());
    file
}

#[test]
fn files_follow_the_documented_format() {
    let officers = TakeAndBreak::officers().nim_sequence(300).unwrap();
    let mut written = Vec::new();
    officers.write_to(&mut written).unwrap();
    let values: Vec<u64> = officers.values().collect();
    assert_eq!(written, craft_file(1, 0, b"0.6", 2, &values));
    let grundy = TakeAndBreak::grundys_game().nim_sequence(300).unwrap();
    let mut written = Vec::new();
    grundy.write_to(&mut written).unwrap();
    let values: Vec<u64> = grundy.values().collect();
    assert_eq!(written, craft_file(1, 1, b"4.", 2, &values));

    // Wider values read, keep their width, and resume to the same sequence.
    let kayles = TakeAndBreak::kayles().nim_sequence(1 << 20).unwrap();
    for width in [4, 8] {
        let file = craft_file(1, 0, b"0.77", width, &KAYLES[..50]);
        let mut read = NimSequence::read_from(file.as_slice()).unwrap();
        assert_eq!(read.bytes_per_value(), usize::from(width));
        assert!(read.values().eq(KAYLES[..50].iter().copied()));
        let mut again = Vec::new();
        read.write_to(&mut again).unwrap();
        assert_eq!(again, file);
        read.extend(1 << 20, |_| ControlFlow::Continue(())).unwrap();
        assert_eq!(read.period(), kayles.period());
        assert!(read.values().eq(kayles.values()));
    }
    // A file whose values already hold a certificate is certified on reading.
    let full: Vec<u64> = kayles.values().collect();
    let read = NimSequence::read_from(craft_file(1, 0, b"0.77", 2, &full).as_slice()).unwrap();
    assert_eq!(read.period(), kayles.period());

    // Sound hashes over bad contents are still refused, each for its reason.
    let refused = |file: Vec<u8>, reason: &str| match NimSequence::read_from(file.as_slice()) {
        Err(Error::CorruptFile { reason: got }) => assert!(got.contains(reason), "{got}"),
        other => panic!("{reason}: {other:?}"),
    };
    refused(craft_file(2, 0, b"0.77", 2, &[0, 1]), "version 2");
    refused(craft_file(1, 0, b"0.77", 3, &[0, 1]), "3 bytes");
    refused(craft_file(1, 0, b"0.7x", 2, &[0, 1]), "does not read");
    refused(craft_file(1, 0, b"0.\xff", 2, &[0, 1]), "not text");
}

// ---------------------------------------------------------------------------------------
// Bad codes.
// ---------------------------------------------------------------------------------------

/// The reason given for refusing `code`, checking the error's other fields.
fn refusal(code: &str, octal: bool) -> String {
    let result = if octal {
        TakeAndBreak::octal(code)
    } else {
        TakeAndBreak::new(code)
    };
    match result {
        Err(error @ Error::InvalidParameter { .. }) => {
            let message = error.to_string();
            let Error::InvalidParameter {
                parameter,
                value,
                reason,
            } = error
            else {
                unreachable!()
            };
            assert_eq!(parameter, "code");
            assert_eq!(value, code);
            assert_eq!(message, format!("invalid code ({code}): {reason}"));
            reason
        }
        other => panic!("{code:?} gave {other:?}"),
    }
}

#[test]
fn bad_codes_name_the_character_and_its_place() {
    let named = [
        ("0.7x7", "`x` at place 4"),
        ("0.7 7", "` ` at place 4"),
        ("0.-1", "`-` at place 3"),
        ("0.7é", "`é` at place 4"),
        ("0.", "`.` at place 2"),
        (".", "`.` at place 1"),
        ("0.7.7", "`.` at place 4"),
        ("0..7", "`.` at place 3"),
        ("07.7", "`7` at place 2"),
        ("0.[0]", "`0` at place 4"),
        ("0.7[", "`[` at place 4"),
        ("0.[77]", "`7` at place 5"),
        ("0.[7", "`[` at place 3"),
        ("0.[7]7", "`7` at place 6"),
        ("0.[]", "`]` at place 4"),
        ("[7]", "`[` at place 1"),
        ("0.7g", "`g` at place 4"),
    ];
    for (code, fragment) in named {
        for octal in [false, true] {
            let reason = refusal(code, octal);
            assert!(reason.contains(fragment), "{code:?}: {reason}");
        }
    }
    // Hexadecimal digits where an octal code is meant; the same codes are fine in `new`.
    for (code, fragment) in [
        ("0.8", "`8` at place 3"),
        ("0.7f", "`f` at place 4"),
        ("0.7[9]", "`9` at place 5"),
        ("c.7", "`c` at place 1"),
        (".17A", "`A` at place 4"),
    ] {
        let reason = refusal(code, true);
        assert!(reason.contains(fragment), "{code:?}: {reason}");
        assert!(reason.contains("octal"), "{code:?}: {reason}");
        assert!(TakeAndBreak::new(code).is_ok(), "{code:?}");
    }
    assert_eq!(TakeAndBreak::new("0.8").unwrap().digit(1), 8);
}

#[test]
fn codes_with_no_move_or_a_bad_first_digit_are_refused() {
    for code in ["", "   ", "\t\n"] {
        assert!(refusal(code, false).contains("empty"), "{code:?}");
    }
    for code in ["0.000", "0.0", ".0", "00.0"] {
        let reason = refusal(code, false);
        assert!(
            reason.contains("every digit is 0") || reason.contains("second digit"),
            "{code:?}: {reason}"
        );
    }
    assert!(refusal("0.000", false).contains("every digit is 0"));
    assert!(refusal("77", false).contains("point"));
    // d0 with bit 1 or 2 would take nothing and leave the heap as it was.
    for d0 in ['1', '2', '3', '5', '6', '7', '9', 'a', 'b', 'd', 'e', 'f'] {
        let code = format!("{d0}.7");
        let reason = refusal(&code, false);
        assert!(
            reason.contains(&format!("`{d0}` at place 1")),
            "{code}: {reason}"
        );
        assert!(reason.contains("before the point"), "{code}: {reason}");
    }
    // Places count in the code as given, spaces before it included.
    assert!(refusal("  0.7x7", true).contains("`x` at place 6"));
    for code in ["4.", "8.", "c.", "4.000", "0.[1]", " 0.77 "] {
        assert!(TakeAndBreak::new(code).is_ok(), "{code:?}");
    }
    assert_eq!(TakeAndBreak::new(" 0.77 ").unwrap(), TakeAndBreak::kayles());
    assert_eq!(TakeAndBreak::new(".77").unwrap(), TakeAndBreak::kayles());
    assert_eq!(TakeAndBreak::new("0.770").unwrap(), TakeAndBreak::kayles());
    assert_eq!(
        "0.07".parse::<TakeAndBreak>(),
        Ok(TakeAndBreak::dawsons_kayles())
    );
}

#[test]
fn codes_take_at_most_255_digits_after_the_point() {
    let longest = format!("0.{}", "7".repeat(255));
    let game = TakeAndBreak::new(&longest).unwrap();
    assert_eq!(game.most_taken(), Some(255));
    assert_eq!(game.to_string(), longest);
    assert!(TakeAndBreak::new(&format!("0.{}[3]", "7".repeat(255))).is_ok());

    let reason = refusal(&format!("0.{}", "7".repeat(256)), false);
    assert!(reason.contains("`7` at place 258"), "{reason}");
    assert!(reason.contains("255"), "{reason}");
    let reason = refusal(&format!(".{}", "1".repeat(300)), true);
    assert!(reason.contains("`1` at place 257"), "{reason}");
}

// ---------------------------------------------------------------------------------------
// Positions of several heaps: the solver against the search.
// ---------------------------------------------------------------------------------------

/// Whether `a` and `b` hold the same moves.
fn same_moves(a: &[BreakMove], b: &[BreakMove]) -> bool {
    a.len() == b.len() && a.iter().collect::<BTreeSet<_>>() == b.iter().collect::<BTreeSet<_>>()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn the_solver_agrees_with_the_search(
        rules in any_rules(),
        heaps in prop::collection::vec(0u64..=12, 1..=3),
    ) {
        let game = rules.game();
        let search = Search::new(game.clone());
        let solver = game.solver(64).unwrap();
        let position = solver.position(heaps.clone()).unwrap();
        prop_assert_eq!(&*position, heaps.as_slice());

        let outcome = search.outcome(&heaps);
        let value = search.grundy(&heaps);
        prop_assert_eq!(solver.outcome(&position), outcome);
        prop_assert_eq!(solver.grundy(&position), value);
        prop_assert_eq!(solver.try_grundy(&heaps), Ok(value));

        let winning = solver.winning_moves(&position).collect::<Vec<_>>();
        prop_assert!(same_moves(&winning, &search.winning_moves(&heaps).collect::<Vec<_>>()), "{:?}", winning);
        for mv in &winning {
            let after = solver.play(&position, mv).unwrap();
            prop_assert_eq!(solver.outcome(&after), Outcome::Loss, "{}", mv);
            prop_assert_eq!(search.outcome(&game.play(&heaps, mv).unwrap()), Outcome::Loss);
        }
        let one = solver.winning_move(&position);
        prop_assert_eq!(one.is_some(), outcome == Outcome::Win);
        if let Some(mv) = one {
            prop_assert!(winning.contains(&mv), "{}", mv);
        }
        let best = solver.best_move(&position);
        prop_assert_eq!(best.is_some(), game.moves(&heaps).next().is_some());
        if let (Some(best), Outcome::Win) = (best, outcome) {
            prop_assert!(winning.contains(&best), "{}", best);
        }
        for target in 0..=value + 2 {
            let claimed = solver.moves_to_value(&position, target).collect::<Vec<_>>();
            let found: Vec<BreakMove> = game
                .moves(&heaps)
                .filter(|mv| search.grundy(&game.play(&heaps, mv).unwrap()) == target)
                .collect();
            prop_assert!(same_moves(&claimed, &found), "to {}: {:?} vs {:?}", target, claimed, found);
        }
    }
}

#[test]
fn heaps_beyond_the_values_are_unknown_without_a_period() {
    let solver = TakeAndBreak::grundys_game().solver(100).unwrap();
    assert_eq!(solver.sequence().len(), 100);
    assert!(solver.position(vec![5, 99, 0]).is_ok());
    assert_eq!(
        solver.position(vec![5, 100, 200]).unwrap_err(),
        Error::UnknownHeap {
            heap: 1,
            size: 100,
            known: 100
        }
    );
    assert_eq!(
        solver.position(vec![u64::MAX]).unwrap_err(),
        Error::UnknownHeap {
            heap: 0,
            size: u64::MAX,
            known: 100
        }
    );
    assert!(matches!(
        solver.try_grundy(&[1, 2, 3, 1000]),
        Err(Error::UnknownHeap {
            heap: 3,
            size: 1000,
            known: 100
        })
    ));
    // Kayles before its certificate knows no more than Grundy's game.
    let early = TakeAndBreak::kayles().solver(50).unwrap();
    assert_eq!(early.sequence().period(), None);
    assert_eq!(
        early.position(vec![60]).unwrap_err(),
        Error::UnknownHeap {
            heap: 0,
            size: 60,
            known: 50
        }
    );
}

#[test]
fn certified_games_answer_heaps_up_to_u64_max() {
    let huge = [
        vec![u64::MAX],
        vec![u64::MAX, u64::MAX - 1],
        vec![u64::MAX - 3, 1_000_000_000_007, 13],
        vec![1 << 63, 1 << 62, 5],
        vec![u64::MAX, u64::MAX],
        vec![u64::MAX - 12, 0, 7, 1 << 40],
    ];
    for code in ["0.77", "0.07", "0.137", "0.7777", "0.45", "0.3033", "0.156"] {
        let game = TakeAndBreak::new(code).unwrap();
        let solver = game.solver(1 << 20).unwrap();
        let sequence = solver.sequence();
        assert!(sequence.period().is_some(), "{code}");
        for heaps in &huge {
            let position = solver.position(heaps.clone()).unwrap();
            let value = heaps
                .iter()
                .fold(0, |sum, &heap| sum ^ sequence.value(heap).unwrap());
            assert_eq!(solver.grundy(&position), value, "{code} {heaps:?}");
            match solver.winning_move(&position) {
                Some(mv) => {
                    assert_eq!(solver.outcome(&position), Outcome::Win, "{code} {heaps:?}");
                    let after = solver.play(&position, &mv).unwrap();
                    assert_eq!(
                        solver.outcome(&after),
                        Outcome::Loss,
                        "{code} {heaps:?} {mv}"
                    );
                    assert_eq!(game.play(heaps, &mv).unwrap(), after.into_vec());
                }
                None => assert_eq!(solver.outcome(&position), Outcome::Loss, "{code} {heaps:?}"),
            }
        }
        // Two equal heaps are lost for the player to move.
        let twins = solver.position(vec![u64::MAX, u64::MAX]).unwrap();
        assert_eq!(solver.winning_move(&twins), None, "{code}");
    }
}

// ---------------------------------------------------------------------------------------
// The laws of `Game` for the codes' own rules.
// ---------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn moves_are_the_codes_moves_and_play_refuses_all_others(
        rules in any_rules(),
        heaps in prop::collection::vec(0u64..=10, 0..=3),
        candidates in prop::collection::vec(
            (0usize..=3, 0u64..=11, [0u64..=11, 0u64..=11, 0u64..=11]),
            64,
        ),
    ) {
        let game = rules.game();
        common::moves_are_legal_and_distinct(&game, &heaps)?;

        // The moves are exactly those the test reads from the code.
        let moves: Vec<BreakMove> = game.moves(&heaps).collect();
        let mut expected = Vec::new();
        for (heap, &size) in heaps.iter().enumerate() {
            rules.each_move(size, |take, parts| expected.push(BreakMove { heap, take, parts }));
        }
        prop_assert!(same_moves(&moves, &expected), "{}: {:?} vs {:?}", rules.code(), moves, expected);

        // Each leads to the other heaps in their places, the first part left in the heap's
        // (0 when none is left), and the other parts at the end.
        for mv in &moves {
            let mut next = heaps.clone();
            next[mv.heap] = mv.parts[0];
            next.extend(mv.parts[1..].iter().filter(|&&part| part > 0));
            prop_assert_eq!(game.play(&heaps, mv).unwrap(), next);
        }

        // Every other move is refused, naming the move: random ones, and every move whose
        // take and parts add up to its heap, in any order, with any gaps.
        let mut tried = candidates;
        for (heap, &size) in heaps.iter().enumerate() {
            for take in 0..=size {
                let rest = size - take;
                for first in 0..=rest {
                    for second in 0..=rest - first {
                        tried.push((heap, take, [first, second, rest - first - second]));
                    }
                }
            }
        }
        for (heap, take, parts) in tried {
            let mv = BreakMove { heap, take, parts };
            match game.play(&heaps, &mv) {
                Ok(_) => prop_assert!(moves.contains(&mv), "{} accepted {:?}", rules.code(), mv),
                Err(error) => {
                    prop_assert!(!moves.contains(&mv), "{} refused {:?}", rules.code(), mv);
                    let is_named = matches!(
                        error,
                        Error::IllegalMove { .. } | Error::NoSuchHeap { .. }
                    );
                    prop_assert!(is_named, "{:?}", error);
                    prop_assert!(error.to_string().contains(&mv.to_string()), "{}", error);
                }
            }
        }
    }

    #[test]
    fn the_game_reads_its_code_back(rules in any_rules()) {
        let game = rules.game();
        for k in 0..300u64 {
            prop_assert_eq!(game.digit(k), rules.digit(k), "d{}", k);
        }
        let most = if rules.tail.is_some() {
            None
        } else {
            rules.digits.iter().rposition(|&digit| digit != 0).map(|k| k as u64)
        };
        prop_assert_eq!(game.most_taken(), most);
        prop_assert_eq!(game.is_octal(), rules.digits.iter().chain(&rules.tail).all(|&d| d < 8));
        prop_assert_eq!(game.has_unequal_splits(), rules.unequal);
        if !rules.unequal {
            prop_assert_eq!(TakeAndBreak::new(&game.to_string()), Ok(game));
        }
    }
}

#[test]
fn play_refuses_moves_the_code_does_not_allow() {
    let kayles = TakeAndBreak::kayles();
    let heaps = vec![5, 3];
    let refused = |game: &TakeAndBreak, heaps: &Vec<u64>, heap, take, parts| {
        let mv = BreakMove { heap, take, parts };
        match game.play(heaps, &mv) {
            Err(Error::IllegalMove { mv: named, reason }) => {
                assert_eq!(named, mv.to_string());
                reason
            }
            other => panic!("{game} {heaps:?} {mv:?}: {other:?}"),
        }
    };
    // A take the code forbids.
    assert!(refused(&kayles, &heaps, 0, 3, [2, 0, 0]).contains("does not let"));
    // Parts not adding up to the heap.
    assert!(refused(&kayles, &heaps, 0, 1, [2, 1, 0]).contains("add up"));
    assert!(refused(&kayles, &heaps, 0, u64::MAX, [1, 0, 0]).contains("add up"));
    // Parts not largest first, or a gap before a part.
    assert!(refused(&kayles, &heaps, 0, 1, [1, 3, 0]).contains("largest first"));
    assert!(refused(&kayles, &heaps, 0, 2, [2, 0, 1]).contains("largest first"));
    // Three heaps from an octal code, or taking nothing without a split.
    assert!(refused(&kayles, &heaps, 0, 1, [2, 1, 1]).contains("does not let"));
    assert!(refused(&kayles, &heaps, 0, 0, [3, 2, 0]).contains("does not let"));
    // Grundy's game: equal parts, and a split that leaves one heap.
    let grundy = TakeAndBreak::grundys_game();
    assert!(refused(&grundy, &vec![6], 0, 0, [3, 3, 0]).contains("differ"));
    assert!(refused(&grundy, &vec![6], 0, 0, [6, 0, 0]).contains("does not let"));
    assert_eq!(
        grundy.play(
            &vec![6],
            &BreakMove {
                heap: 0,
                take: 0,
                parts: [4, 2, 0]
            }
        ),
        Ok(vec![4, 2])
    );
    // Dawson's chess: take 1 only as a whole heap; take 2 leaving one heap, not two.
    let chess = TakeAndBreak::dawsons_chess();
    assert!(refused(&chess, &vec![4], 0, 1, [3, 0, 0]).contains("does not let"));
    assert!(refused(&chess, &vec![4], 0, 2, [1, 1, 0]).contains("does not let"));
    assert_eq!(
        chess.play(
            &vec![1],
            &BreakMove {
                heap: 0,
                take: 1,
                parts: [0; 3]
            }
        ),
        Ok(vec![0]) // the emptied heap stays in its place
    );
    // A heap the position does not have.
    assert!(matches!(
        kayles.play(
            &heaps,
            &BreakMove {
                heap: 2,
                take: 1,
                parts: [0; 3]
            }
        ),
        Err(Error::NoSuchHeap {
            heap: 2,
            heaps: 2,
            ..
        })
    ));
}

// ---------------------------------------------------------------------------------------
// Crafted files, forged values, periods at any length, and memory (issue 28).
// ---------------------------------------------------------------------------------------

/// The reason a crafted file is refused, or `None` when it reads.
fn refused_because(file: &[u8]) -> Option<String> {
    match NimSequence::read_from(file) {
        Ok(_) => None,
        Err(Error::CorruptFile { reason }) => Some(reason),
        Err(other) => panic!("not a corrupt file but {other:?}"),
    }
}

#[test]
fn crafted_files_with_sound_hashes_cannot_break_the_engine() {
    // Each of these read before, and then made `extend` loop, panic, abort on a 2 TB
    // allocation, or the solver answer a position with a nonzero value and no winning move.
    let crafted: [(&[u8], u8, &[u64], &str); 8] = [
        (b"0.6", 8, &[0, 0, 1, u64::MAX], "engine's 30 bits"),
        (b"0.6", 8, &[0, 0, 1, 1 << 40], "engine's 30 bits"),
        (b"0.6", 8, &[0, 0, 1, 1 << 31, 5], "engine's 30 bits"),
        // A heap of 3 has at most 3 options (the bound counts one move of each kind more
        // than it has).
        (b"0.6", 4, &[0, 0, 1, 1 << 29, 5], "at most 3 options"),
        (b"0.6", 2, &[0, 0, 1, 4], "at most 3 options"),
        (b"0.77", 2, &[1, 1, 2], "heap 0"),
        (b"4.", 2, &[0, 0, 0, 40], "at most"),
        (b"0.[7]", 2, &[0, 1, 2, 3, 2000], "at most"),
    ];
    for (code, width, values, reason) in crafted {
        let file = craft_file(1, 0, code, width, values);
        let got = refused_because(&file).unwrap_or_else(|| panic!("{values:?} read"));
        assert!(got.contains(reason), "{values:?}: {got}");
    }
    // Flags the format does not define.
    for flags in [2, 0x80, 0xff] {
        let got = refused_because(&craft_file(1, flags, b"0.77", 2, &KAYLES[..20]));
        assert!(
            got.is_some_and(|reason| reason.contains("flags")),
            "{flags}"
        );
    }
    // Values that keep within their bounds read, and the engine goes on from them without
    // harm, even when they are wrong: a file of the largest value each heap allows.
    for code in ["0.6", "0.77", "4.", "0.f", "0.[7]", "8.f[3]"] {
        let largest: Vec<u64> = (0..40u64)
            .map(|heap| if heap == 0 { 0 } else { heap.min(20) })
            .collect();
        let file = craft_file(1, 0, code.as_bytes(), 2, &largest);
        let Ok(mut read) = NimSequence::read_from(file.as_slice()) else {
            continue;
        };
        read.extend(300, |_| ControlFlow::Continue(())).unwrap();
        assert!(read.len() >= 40);
        assert!(read.verify().is_err(), "{code}");
    }
}

#[test]
fn verify_refuses_forged_values_and_passes_the_engines() {
    // Kayles' values forged as n mod 3 for 400 heaps: the hash is sound, and a period is
    // certified from the forged values, which is what `verify` is for.
    let forged: Vec<u64> = (0..400).map(|n| n % 3).collect();
    let read = NimSequence::read_from(craft_file(1, 0, b"0.77", 2, &forged).as_slice()).unwrap();
    assert_eq!(
        read.period(),
        Some(Period {
            preperiod: 0,
            period: 3
        })
    );
    assert_eq!(
        read.verify(),
        Err(Error::WrongValue {
            heap: 3,
            stored: 0,
            computed: 3
        })
    );
    // The engine's own values verify, for every kind of code.
    for game in [
        TakeAndBreak::kayles(),
        TakeAndBreak::officers(),
        TakeAndBreak::grundys_game(),
        TakeAndBreak::new("8.f[3]").unwrap(),
        TakeAndBreak::line_erasing(),
        TakeAndBreak::new("0.f").unwrap(),
    ] {
        let values = game.nim_sequence(400).unwrap();
        assert_eq!(values.verify(), Ok(()), "{game}");
    }
    // One value changed anywhere, within what its heap allows, is found where it is.
    let rules = rules_of("0.137");
    let right = rules.values(300);
    for heap in [1, 2, 5, 77, 150, 299] {
        let mut wrong = right.clone();
        wrong[heap] = if right[heap] == 0 { 1 } else { right[heap] - 1 };
        let read =
            NimSequence::read_from(craft_file(1, 0, b"0.137", 2, &wrong).as_slice()).unwrap();
        assert_eq!(
            read.verify(),
            Err(Error::WrongValue {
                heap: heap as u64,
                stored: wrong[heap],
                computed: right[heap]
            })
        );
    }
    let read = NimSequence::read_from(craft_file(1, 0, b"0.137", 2, &right).as_slice()).unwrap();
    assert_eq!(read.verify(), Ok(()));
}

/// The least period that the theorem of `rules` proves over `values`, found here by
/// trying every period and preperiod: for a game that never splits, agreement over a
/// window of the most taken; else Guy and Smith's `2·n0 + p + t`, with `n0` taken as at
/// least 1 (the heap of 0 is compared directly).
fn certified_by_brute_force(rules: &Rules, values: &[u64]) -> Option<Period> {
    // The crate drops trailing zeros: the most taken is the last nonzero digit's place.
    let most_taken = rules
        .digits
        .iter()
        .rposition(|&digit| digit != 0)
        .unwrap_or(0);
    let splits = rules.digits.iter().any(|digit| digit & 4 != 0);
    let len = values.len();
    let agree_from = |period: usize| {
        (0..len - period)
            .rev()
            .find(|&n| values[n] != values[n + period])
            .map_or(0, |n| n + 1)
    };
    (1..len).find_map(|period| {
        let start = agree_from(period);
        let needed = if splits {
            2 * start.max(1) + 2 * period + most_taken
        } else {
            start.max(1) + period + most_taken
        };
        (needed <= len).then_some(Period {
            preperiod: start as u64,
            period: period as u64,
        })
    })
}

#[test]
fn the_period_does_not_depend_on_the_length_asked() {
    let zero_seven = TakeAndBreak::new("0.7").unwrap().nim_sequence(23).unwrap();
    assert_eq!(
        zero_seven.period(),
        Some(Period {
            preperiod: 0,
            period: 2
        })
    );
    let one = TakeAndBreak::new("0.1").unwrap().nim_sequence(28).unwrap();
    assert_eq!(
        one.period(),
        Some(Period {
            preperiod: 2,
            period: 1
        })
    );
    assert_eq!(one.len(), 28);
    // Ten values already certify it, and stop the computation there.
    let ten = TakeAndBreak::new("0.7").unwrap().nim_sequence(10).unwrap();
    assert_eq!(ten.period(), zero_seven.period());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// At every length, the period is the one the values show (the least certified, found
    /// by brute force here), and a round trip through a file gives an equal sequence.
    #[test]
    fn a_sequence_reads_back_equal_at_any_length(rules in certifiable_rules(), limit in 0u64..160) {
        let values = rules.game().nim_sequence(limit).unwrap();
        let computed: Vec<u64> = values.values().collect();
        prop_assert_eq!(&computed[..], &rules.values(computed.len())[..]);
        prop_assert_eq!(values.period(), certified_by_brute_force(&rules, &computed));
        let mut file = Vec::new();
        values.write_to(&mut file).unwrap();
        prop_assert_eq!(NimSequence::read_from(file.as_slice()).unwrap(), values);
    }
}

/// Set in the child process of the memory test.
const UNDER_A_CAP: &str = "IMPARTIAL_TEST_UNDER_AN_ADDRESS_SPACE_CAP";

/// A code whose period is checked as it goes, to `u64::MAX` heaps under a 24 MB
/// address-space cap: `Error::OutOfMemory`, not an abort (the period check allocated 16
/// bytes a value without asking, and aborted at a million heaps). The test runs itself
/// again as a child process under `ulimit -v`, and the child does the computation. The
/// code is `0.1777`, which runs into the cap within seconds; Officers (`0.6`), as slow as
/// its values are large, would take minutes to fill even this much.
#[test]
fn running_out_of_memory_is_an_error_not_an_abort() {
    if std::env::var_os(UNDER_A_CAP).is_some() {
        let result = TakeAndBreak::new("0.1777").unwrap().nim_sequence(u64::MAX);
        assert!(
            matches!(result, Err(Error::OutOfMemory { .. })),
            "{result:?}"
        );
        return;
    }
    // The test's name in this binary: its module path without the binary's name.
    let name = "running_out_of_memory_is_an_error_not_an_abort";
    let this_test = match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::{name}"),
        None => name.to_string(),
    };
    let child = std::process::Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -v 24576 && exec "$0" "$@""#)
        .arg(std::env::current_exe().unwrap())
        .args(["--exact", &this_test, "--test-threads=1", "--nocapture"])
        .env(UNDER_A_CAP, "1")
        // One malloc arena: glibc reserves 64 MB of address space for each thread's.
        .env("MALLOC_ARENA_MAX", "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&child.stdout);
    assert!(
        child.status.success() && stdout.contains("1 passed"),
        "{:?}\n{stdout}\n{}",
        child.status,
        String::from_utf8_lossy(&child.stderr)
    );
}
