//! The mex: the least non-negative integer not among a set of values.

/// The least value in `0..` that is not in `values`, which may repeat values. `seen` is
/// scratch space, reused between calls to save allocations.
pub(crate) fn mex(values: &[u64], seen: &mut Vec<bool>) -> u64 {
    // The mex of k values is at most k, so larger values cannot matter.
    seen.clear();
    seen.resize(values.len() + 1, false);
    for &value in values {
        if let Some(slot) = usize::try_from(value).ok().and_then(|v| seen.get_mut(v)) {
            *slot = true;
        }
    }
    seen.iter()
        .position(|&present| !present)
        .unwrap_or(values.len()) as u64
}

/// Reusable scratch space for taking the mex of a position's option values, one position
/// after another.
#[derive(Debug, Default)]
pub(crate) struct Mex {
    options: Vec<u64>,
    seen: Vec<bool>,
}

impl Mex {
    /// The mex of the option values that `fill` pushes.
    pub(crate) fn of(&mut self, fill: impl FnOnce(&mut Vec<u64>)) -> u64 {
        self.options.clear();
        fill(&mut self.options);
        mex(&self.options, &mut self.seen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_skips_repeats_and_large_values() {
        let mut seen = Vec::new();
        assert_eq!(mex(&[], &mut seen), 0);
        assert_eq!(mex(&[1, 2], &mut seen), 0);
        assert_eq!(mex(&[0, 0, 0], &mut seen), 1);
        assert_eq!(mex(&[2, 0, 1, 2, 0], &mut seen), 3);
        assert_eq!(mex(&[0, u64::MAX, 1], &mut seen), 2);
        assert_eq!(mex(&[3, 1, 0, 7, 1], &mut seen), 2);
    }

    #[test]
    fn scratch_is_cleared_between_positions() {
        let mut scratch = Mex::default();
        assert_eq!(scratch.of(|options| options.extend([0, 1, 2])), 3);
        assert_eq!(scratch.of(|options| options.push(1)), 0);
    }
}
