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
}
