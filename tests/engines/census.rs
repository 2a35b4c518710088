//! The census: its histogram against `nim_sequence`'s values for random codes and lengths,
//! in memory small enough that it drops values (and stops, exactly, when it needs one it
//! dropped, going on with the memory it names); against M. Rogalski's published histograms
//! of 0.161 and 0.167; one thread against several, for the census and `nim_sequence`; its
//! checkpoints saved, resumed, and refused when damaged or forged.

use core::ops::ControlFlow;
use std::time::Duration;

use impartial::prelude::*;
use impartial::take_and_break::{Census, CensusOptions};
use proptest::prelude::*;

/// The count of each value of `values`, up to the largest.
fn histogram(values: impl Iterator<Item = u64>) -> Vec<u64> {
    let mut counts = Vec::new();
    for value in values {
        let value = value as usize;
        if counts.len() <= value {
            counts.resize(value + 1, 0);
        }
        counts[value] += 1;
    }
    counts
}

/// The histogram of heaps `0..heaps` of `game`, from its nim-sequence (and its period).
fn expected(game: &TakeAndBreak, heaps: u64) -> Vec<u64> {
    let values = game.nim_sequence(heaps).unwrap();
    histogram((0..heaps).map(|heap| values.value(heap).unwrap()))
}

/// Runs a census of `game` to `heaps` in `memory` bytes on `threads` threads, going on
/// with the memory each stop names: the census, and how many times it stopped.
fn census_going_on(
    game: &TakeAndBreak,
    heaps: u64,
    memory: u64,
    threads: usize,
) -> (Census, usize) {
    let mut options = CensusOptions::default().threads(threads).memory(memory);
    let mut stops = 0;
    let mut census = loop {
        match game.census(0, &options) {
            Ok(census) => break census,
            Err(Error::CensusMemory { enough, .. }) => {
                options = options.memory(enough);
                stops += 1;
            }
            Err(other) => panic!("{game}: {other}"),
        }
    };
    loop {
        match census.extend(heaps, &options, |_| ControlFlow::Continue(())) {
            Ok(()) => return (census, stops),
            Err(Error::CensusMemory { heap, enough, .. }) => {
                assert_eq!(
                    heap,
                    census.heaps(),
                    "{game}: the census keeps the heaps before its stop"
                );
                assert!(
                    enough > options.memory_bytes(),
                    "{game}: more memory is named"
                );
                options = options.memory(enough);
                stops += 1;
                assert!(stops < 20, "{game}: the memory named lets it go on");
            }
            Err(other) => panic!("{game}: {other}"),
        }
    }
}

/// Octal codes of up to four digits (a first digit of 4 splits without taking), some with
/// unequal splits, with up to how many heaps to count them: 20,000, or 120 for a
/// hexadecimal digit (whose moves to three heaps cost `O(n²)` a heap) and 1,000 for a
/// repeating digit.
fn codes() -> impl Strategy<Value = (TakeAndBreak, u64)> {
    (
        prop::sample::select(vec!["0", "0", "0", "4"]),
        prop::collection::vec(0u8..8, 1..=4),
        0u8..12,
    )
        .prop_filter_map("a code with a move", |(first, digits, kind)| {
            let mut code = format!("{first}.");
            code.extend(digits.iter().map(|digit| char::from(b'0' + digit)));
            let most = match kind {
                0 => {
                    code.push_str("[3]");
                    1000
                }
                1 => {
                    code.push_str("[4]");
                    1000
                }
                2 => {
                    code.push('8');
                    120
                }
                _ => 20_000,
            };
            let game = TakeAndBreak::new(&code).ok()?;
            Some((
                if kind == 3 {
                    game.unequal_splits()
                } else {
                    game
                },
                most,
            ))
        })
}

/// A code and a number of heaps to count it to.
fn code_and_heaps() -> impl Strategy<Value = (TakeAndBreak, u64)> {
    codes().prop_flat_map(|(game, most)| (Just(game), 0..=most))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// In memory that holds 11,000 to 22,000 values, a census drops values, and
    /// stops when one it dropped is needed; going on with the memory it names, it counts
    /// the values `nim_sequence` computes.
    #[test]
    fn the_census_counts_the_values_of_the_nim_sequence(
        (game, heaps) in code_and_heaps(),
        memory in 30_000u64..60_000,
        threads in 1usize..=3,
    ) {
        let (census, _) = census_going_on(&game, heaps, memory, threads);
        prop_assert_eq!(census.heaps(), heaps);
        let values = game.nim_sequence(heaps).unwrap();
        let counts = histogram((0..heaps).map(|heap| values.value(heap).unwrap()));
        prop_assert_eq!(census.histogram(), &counts[..], "{}", game);
        if heaps > 0 {
            let largest = counts.len() as u64 - 1;
            prop_assert_eq!(census.largest_value(), largest);
            let first = (0..heaps).find(|&heap| values.value(heap) == Some(largest)).unwrap();
            prop_assert_eq!(census.largest_value_heap(), first);
        }
        if census.period().is_some() {
            prop_assert_eq!(census.period(), values.period());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// One thread and several give the same census, and the same nim-sequence.
    #[test]
    fn one_thread_and_several_agree((game, heaps) in code_and_heaps(), memory in 30_000u64..100_000) {
        let run = |threads| game.census(heaps, &CensusOptions::default().threads(threads).memory(memory));
        let one = run(1);
        for threads in [2, 4] {
            prop_assert_eq!(&run(threads), &one, "{} on {} threads", game, threads);
        }
        let sequence = |threads| game.nim_sequence_on(heaps, threads, |_| ControlFlow::Continue(())).unwrap();
        prop_assert_eq!(sequence(3), sequence(1), "{}", game);
    }
}

/// M. Rogalski's published histogram of `code` at `n` (his file counts heaps `1..=n`).
fn rogalski(file: &str) -> Vec<u64> {
    file.lines()
        .enumerate()
        .map(|(index, line)| {
            let (value, count) = line.split_once(' ').expect("value count");
            assert_eq!(value.parse::<usize>(), Ok(index));
            count.parse().expect("a count")
        })
        .collect()
}

#[test]
fn the_census_gives_rogalskis_histograms_at_2_to_the_20() {
    for (code, file) in [
        ("0.161", include_str!("rogalski/0.161-1048576")),
        ("0.167", include_str!("rogalski/0.167-1048576")),
    ] {
        let game = TakeAndBreak::new(code).unwrap();
        // Heaps 0 to 2^20, in 1 MiB: the census drops values.
        let options = CensusOptions::default().threads(2).memory(1 << 20);
        let census = game.census((1 << 20) + 1, &options).unwrap();
        let mut counts = census.histogram().to_vec();
        counts[0] -= 1; // heap 0
        assert_eq!(counts, rogalski(file), "{code}");
    }
}

/// 0.167 in 50,000 bytes keeps its first 7,308 heaps; at heap 366,752 a walk needs the
/// value of heap 7,305... and so on: a census that drops a value it needs stops there.
#[test]
fn a_census_that_needs_a_value_it_dropped_stops_and_goes_on_with_more_memory() {
    let game = TakeAndBreak::new("0.167").unwrap();
    let small = CensusOptions::default().threads(2).memory(50_000);
    let error = game.census(400_000, &small).unwrap_err();
    let Error::CensusMemory {
        heap,
        ref reason,
        memory,
        enough,
    } = error
    else {
        panic!("{error}");
    };
    assert_eq!((heap, memory), (366_752, 50_000));
    assert!(
        reason.contains("it needs the value of heap 7305"),
        "{reason}"
    );
    assert!(enough > 50_000);
    let message = error.to_string();
    assert!(
        message.contains("heap 366752") && message.contains(&enough.to_string()),
        "{message}"
    );
    // From the heap it stopped at, with the memory it named.
    let mut census = game.census(0, &small).unwrap();
    assert!(
        census
            .extend(400_000, &small, |_| ControlFlow::Continue(()))
            .is_err()
    );
    assert_eq!(census.heaps(), 366_752);
    census
        .extend(400_000, &small.clone().memory(enough), |_| {
            ControlFlow::Continue(())
        })
        .unwrap();
    assert_eq!(census.heaps(), 400_000);
    assert_eq!(census.histogram(), &expected(&game, 400_000)[..]);
}

#[test]
fn a_period_counts_the_heaps_past_it() {
    let kayles = TakeAndBreak::kayles();
    let census = kayles.census(1 << 40, &CensusOptions::default()).unwrap();
    assert_eq!(
        census.period(),
        Some(Period {
            preperiod: 71,
            period: 12
        })
    );
    assert_eq!(census.histogram().iter().sum::<u64>(), 1 << 40);
    // Heaps 0 to 71 + 12k + r: the counts of heaps below 71 + 12 (k times the period) and
    // of the first r heaps of the period.
    let values = kayles.nim_sequence(1000).unwrap();
    let heaps: u64 = 1 << 40;
    let (cycles, rest) = ((heaps - 71) / 12, (heaps - 71) % 12);
    let mut expected = histogram((0..71).map(|heap| values.value(heap).unwrap()));
    expected.resize(census.histogram().len(), 0);
    for offset in 0..12 {
        let value = values.value(71 + offset).unwrap() as usize;
        expected[value] += cycles + u64::from(offset < rest);
    }
    assert_eq!(census.histogram(), &expected[..]);
}

#[test]
fn a_census_refuses_what_it_cannot_count() {
    // Too little memory for its sets: it stops at heap 0 and names the memory it needs.
    let error = TakeAndBreak::grundys_game()
        .census(10, &CensusOptions::default().memory(1000))
        .unwrap_err();
    assert!(
        matches!(
            error,
            Error::CensusMemory {
                heap: 0,
                memory: 1000,
                ..
            }
        ),
        "{error}"
    );
    // A code whose options reach every heap holds every value: in 8,000 bytes, 3,000.
    let splitting = TakeAndBreak::new("0.0[4]").unwrap();
    let error = splitting
        .census(5000, &CensusOptions::default().memory(8000))
        .unwrap_err();
    assert!(
        matches!(error, Error::CensusMemory { heap: 3000, .. }),
        "{error}"
    );
    assert!(
        error.to_string().contains("it must hold every value"),
        "{error}"
    );
}

/// A scratch folder, removed when dropped.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

#[test]
fn a_census_stopped_by_its_callback_is_saved_and_resumes_with_the_same_results() {
    let dir = scratch();
    let path = dir.path().join("0.161.census");
    let game = TakeAndBreak::new("0.161").unwrap();
    // Memory that drops values: the checkpoint holds a window.
    let options = CensusOptions::default()
        .threads(2)
        .memory(400_000)
        .checkpoint(&path);
    let mut reports = Vec::new();
    let stopped = game
        .census_with(200_000, &options, |progress| {
            reports.push(progress.clone());
            if progress.heaps >= 1 << 17 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert_eq!(stopped.heaps(), 1 << 17);
    assert_eq!(
        reports
            .iter()
            .map(|report| report.heaps)
            .collect::<Vec<_>>(),
        [1 << 16, 1 << 17]
    );
    assert!(
        reports
            .iter()
            .all(|report| report.limit == 200_000 && report.heaps_per_second > 0.0)
    );
    let mut resumed = Census::resume(&path).unwrap();
    assert_eq!(resumed, stopped);
    resumed
        .extend(200_000, &options.clone().threads(1), |_| {
            ControlFlow::Continue(())
        })
        .unwrap();
    let straight = game
        .census(200_000, &CensusOptions::default().threads(3))
        .unwrap();
    assert_eq!(resumed, straight);
    // Saved at the end too.
    assert_eq!(Census::resume(&path).unwrap(), straight);
}

#[test]
fn a_checkpoint_is_saved_at_its_interval() {
    let dir = scratch();
    let path = dir.path().join("0.167.census");
    let options = CensusOptions::default()
        .threads(2)
        .checkpoint(&path)
        .checkpoint_every(Duration::ZERO);
    let mut saved = Vec::new();
    TakeAndBreak::new("0.167")
        .unwrap()
        .census_with(150_000, &options, |progress| {
            // The checkpoint of the report before this one.
            saved.push(Census::resume(&path).map(|census| census.heaps()).ok());
            let _ = progress;
            ControlFlow::Continue(())
        })
        .unwrap();
    assert_eq!(saved, [None, Some(1 << 16), Some(1 << 17)]);
}

/// The FNV-1a hash the file ends with, of every byte before it.
fn rehash(file: &mut [u8]) {
    let end = file.len() - 8;
    let hash = file[..end]
        .iter()
        .fold(0xcbf2_9ce4_8422_2325u64, |hash, &byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        });
    file[end..].copy_from_slice(&hash.to_le_bytes());
}

#[test]
fn damaged_and_forged_checkpoints_are_refused() {
    let game = TakeAndBreak::new("0.161").unwrap();
    // One that holds every value, and one that dropped some (a window of the last).
    for memory in [4 << 20, 400_000] {
        let census = game
            .census(100_000, &CensusOptions::default().memory(memory))
            .unwrap();
        let mut file = Vec::new();
        census.write_to(&mut file).unwrap();
        assert_eq!(Census::read_from(file.as_slice()).unwrap(), census);
        let refused = |file: &[u8], what: &str| {
            let result = Census::read_from(file);
            assert!(
                matches!(result, Err(Error::CorruptFile { .. })),
                "{what}: {result:?}"
            );
        };
        // Truncated anywhere, or followed by more.
        for cut in [0, 5, 17, 40, file.len() / 2, file.len() - 9, file.len() - 1] {
            refused(&file[..cut], "truncated");
        }
        let mut longer = file.clone();
        longer.push(0);
        refused(&longer, "longer");
        // A bit flipped anywhere.
        for byte in (0..file.len()).step_by(file.len() / 97 + 1) {
            let mut flipped = file.clone();
            flipped[byte] ^= 4;
            refused(&flipped, "a flipped bit");
        }
        // Forged with its hash made again: a value of the window's last heaps, a count.
        let values = file.len() - 8;
        let mut forged = file.clone();
        forged[values - 2] ^= 1; // the last heap's value
        rehash(&mut forged);
        refused(&forged, "a forged value");
        let code = "0.161".len();
        let counts_at = 17 + 2 + 2 + code + 8 * 3 + 17 + 16 + 8;
        let mut forged = file.clone();
        forged[counts_at] ^= 1; // the count of value 0
        rehash(&mut forged);
        refused(&forged, "a forged count");
        // Another code's census is another census.
        let mut other = file.clone();
        other[17 + 2 + 2 + code - 1] = b'7'; // 0.167
        rehash(&mut other);
        refused(&other, "another code");
    }
}
