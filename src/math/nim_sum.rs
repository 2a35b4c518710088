//! [`nim_sum`]: the bitwise exclusive or of heap sizes, the value of a Nim position and of
//! any sum of games from its parts' values.

/// The nim-sum of `heaps`: their bitwise exclusive or, the Sprague–Grundy value of a Nim
/// position.
///
/// A Nim position is lost for the player to move exactly when its nim-sum is 0.
///
/// # Complexity
///
/// One pass over `heaps`, as fast as reading them (BENCHMARKS.md, "The nim-sum").
///
/// # Example
///
/// ```
/// use impartial::nim_sum;
///
/// assert_eq!(nim_sum(&[3, 4, 5]), 2);
/// assert_eq!(nim_sum(&[1, 2, 3]), 0);
/// assert_eq!(nim_sum(&[]), 0);
/// ```
#[must_use]
pub fn nim_sum(heaps: &[u64]) -> u64 {
    // Eight independent lanes: the loop body then does enough work per iteration that its
    // speed does not hang on how the loop happens to be aligned in the binary.
    const LANES: usize = 8;
    let mut lanes = [0u64; LANES];
    let mut chunks = heaps.chunks_exact(LANES);
    for chunk in &mut chunks {
        for (lane, &heap) in lanes.iter_mut().zip(chunk) {
            *lane ^= heap;
        }
    }
    lanes
        .iter()
        .chain(chunks.remainder())
        .fold(0, |sum, &heap| sum ^ heap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lane_and_the_remainder_count() {
        let heaps: Vec<u64> = (1..=19).map(|k| 1 << k).collect();
        assert_eq!(
            nim_sum(&heaps),
            heaps.iter().fold(0, |sum, &heap| sum ^ heap)
        );
        assert_eq!(nim_sum(&[u64::MAX; 9]), u64::MAX);
    }
}
