//! What a census holds at its peak: at most the memory its options give it, whatever the
//! number of heaps, on one thread; on several, the option sets of the threads beside.

use core::ops::ControlFlow;

use impartial::prelude::*;
use impartial::take_and_break::CensusOptions;

use super::alone;

/// The result of `work` and the most bytes in use while it ran, counted by a profiler that
/// runs only while it works.
fn peak<T>(work: impl FnOnce() -> T) -> (T, u64) {
    let _profiler = dhat::Profiler::builder().testing().build();
    let result = work();
    (result, dhat::HeapStats::get().max_bytes as u64)
}

#[test]
fn a_census_holds_at_most_its_memory() {
    let _alone = alone();
    let memory = 1 << 19;
    for (code, heaps) in [("0.161", 1 << 18), ("4.≠", 1 << 16), ("0.6", 1 << 16)] {
        let game = TakeAndBreak::new(code).unwrap();
        let options = CensusOptions::default().threads(1).memory(memory);
        let (census, most) = peak(|| game.census(heaps, &options).unwrap());
        assert_eq!(census.heaps(), heaps);
        // Past 196,608 values (three eighths of its memory) it keeps the first heaps and a
        // window: 0.161 drops values here, the others when extended.
        assert!(most <= memory, "{code}: {most} bytes at most, in {memory}");
        // Four times the heaps, the same bound (the census copied within it).
        let ((), most) = peak(|| {
            let mut census = census.clone();
            census
                .extend(4 * heaps, &options, |_| ControlFlow::Continue(()))
                .unwrap();
        });
        assert!(
            most <= memory,
            "{code}: {most} bytes at most going on, in {memory}"
        );
    }
    // On two threads: a set of 2^9 bytes each, and a block's sets as bits, beside.
    let game = TakeAndBreak::new("0.161").unwrap();
    let options = CensusOptions::default().threads(2).memory(memory);
    let (_, most) = peak(|| game.census(1 << 18, &options).unwrap());
    assert!(most <= memory + (1 << 16), "{most} bytes on two threads");
}
