//! The computer's dice: `SplitMix64` (G. Steele, D. Lea, C. Flood, "Fast splittable
//! pseudorandom number generators", OOPSLA 2014), seeded so that a game can be replayed.
//!
//! Random moves need nothing stronger, and a dozen lines here spare the command line the
//! crates of a random-number library.

use std::time::{SystemTime, UNIX_EPOCH};

/// A seeded stream of pseudorandom numbers.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The stream of `seed`: the same seed, the same numbers.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A seed from the clock and the process, different for every game.
    pub fn fresh_seed() -> u64 {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos() as u64);
        let mut rng = Rng::new(nanos ^ u64::from(std::process::id()).rotate_left(32));
        // Small seeds are easier to type when replaying.
        rng.next_u64() % 1_000_000
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `low..=high` (`low` when the range is empty).
    pub fn between(&mut self, low: u64, high: u64) -> u64 {
        if high <= low {
            return low;
        }
        let span = high - low;
        match span.checked_add(1) {
            // Lemire's multiply-and-shift: the high word of a 64×64-bit product.
            Some(size) => low + ((u128::from(self.next_u64()) * u128::from(size)) >> 64) as u64,
            None => self.next_u64(),
        }
    }

    /// An index below `len` (0 when `len` is 0).
    pub fn index(&mut self, len: usize) -> usize {
        self.between(0, len.saturating_sub(1) as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `SplitMix64`'s published outputs from seed 0 (the reference implementation by
    /// S. Vigna, `splitmix64.c`).
    #[test]
    fn the_stream_is_splitmix64() {
        let mut rng = Rng::new(0);
        let outputs: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            outputs,
            [
                0xE220_A839_7B1D_CDAF,
                0x6E78_9E6A_A1B9_65F4,
                0x06C4_5D18_8009_454F
            ]
        );
    }

    #[test]
    fn numbers_stay_in_range() {
        let mut rng = Rng::new(7);
        for _ in 0..1000 {
            let n = rng.between(3, 9);
            assert!((3..=9).contains(&n));
        }
        assert_eq!(rng.between(5, 5), 5);
        let _ = rng.between(0, u64::MAX);
    }
}
