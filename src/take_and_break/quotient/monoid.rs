//! The bipartite monoid `(Q, P)` of a misère quotient: a dense multiplication table of
//! element indices, and each element's label, `P` being the elements labelled 0.

use crate::Error;

/// What the labels of a quotient's elements record of their positions, each by misère
/// play's rule from whether a position has a move and its options' labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rule {
    /// 0 for a misère P-position (it has a move, and no option is labelled 0), 1 for any
    /// other: the misère quotient of Plambeck and Siegel.
    Outcomes,
    /// The misère Grundy value (the mex of the options' values, 1 with no move), which
    /// is 0 exactly at P-positions: the finer quotient the genus is read from, where two
    /// positions are one element when adding any position to each leaves the same value.
    MisereValues,
}

impl Rule {
    /// The label of a position from whether it has a move and its options' labels.
    pub(crate) fn label(self, has_move: bool, options: impl IntoIterator<Item = u32>) -> u32 {
        if !has_move {
            return 1;
        }
        let mut seen = 0u128;
        let mut large = Vec::new();
        for label in options {
            if label < 128 {
                seen |= 1 << label;
            } else {
                large.push(label);
            }
        }
        let mut mex = seen.trailing_ones();
        if mex == 128 {
            large.sort_unstable();
            for label in large {
                if label == mex {
                    mex += 1;
                }
            }
        }
        match self {
            Rule::Outcomes => mex.min(1),
            Rule::MisereValues => mex,
        }
    }
}

/// A finite commutative monoid with a label on each element (`P` those labelled 0), its
/// elements numbered `0..order`, `0` the identity; `table[x * order + y]` is `x·y`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Monoid {
    order: usize,
    table: Vec<u32>,
    labels: Vec<u32>,
    rule: Rule,
}

impl Monoid {
    /// The monoid of `order` elements whose products `product(x, y)` gives, with the labels
    /// `labels` given by `rule`.
    pub(crate) fn from_products(
        order: usize,
        labels: Vec<u32>,
        rule: Rule,
        mut product: impl FnMut(usize, usize) -> u32,
    ) -> Result<Self, Error> {
        let cells = order.checked_mul(order).ok_or_else(|| {
            Error::out_of_memory(format!("a multiplication table of {order} elements"))
        })?;
        let mut table = Vec::new();
        table.try_reserve_exact(cells).map_err(|_| {
            Error::out_of_memory(format!("a multiplication table of {order} elements"))
        })?;
        for x in 0..order {
            for y in 0..order {
                table.push(product(x, y));
            }
        }
        Ok(Monoid {
            order,
            table,
            labels,
            rule,
        })
    }

    /// `|Q|`.
    pub(crate) fn order(&self) -> usize {
        self.order
    }

    /// `x·y`. Both must be elements (below [`order`](Self::order)).
    #[inline]
    pub(crate) fn product(&self, x: u32, y: u32) -> u32 {
        self.table[x as usize * self.order + y as usize]
    }

    /// The element of the position `heaps`: the product of their elements, heap `h`'s
    /// being `images[h]`.
    #[inline]
    pub(crate) fn element_of(&self, images: &[u32], heaps: &[u64]) -> u32 {
        heaps
            .iter()
            .fold(0, |x, &heap| self.product(x, images[heap as usize]))
    }

    /// `x·y` for every `y`, in order.
    #[inline]
    pub(crate) fn row(&self, x: u32) -> &[u32] {
        &self.table[x as usize * self.order..(x as usize + 1) * self.order]
    }

    /// Whether `x` is in `P`.
    #[inline]
    pub(crate) fn in_p(&self, x: u32) -> bool {
        self.labels[x as usize] == 0
    }

    /// The label of `x`.
    #[inline]
    pub(crate) fn label(&self, x: u32) -> u32 {
        self.labels[x as usize]
    }

    /// The rule the labels follow.
    pub(crate) fn rule(&self) -> Rule {
        self.rule
    }

    /// `|P|`.
    pub(crate) fn p_count(&self) -> usize {
        self.labels.iter().filter(|&&label| label == 0).count()
    }

    /// How many labels the rule reads of options: only whether one is labelled 0 for
    /// outcomes, every label up to the largest for misère values.
    pub(crate) fn labels_read(&self) -> usize {
        match self.rule {
            Rule::Outcomes => 1,
            Rule::MisereValues => self
                .labels
                .iter()
                .max()
                .map_or(1, |&most| most as usize + 1),
        }
    }

    /// For each element `x`, the pairs `(v, z)` with `x·z` labelled `v` (for the labels
    /// read, [`labels_read`](Self::labels_read)), as bits: pair `(v, z)` is bit
    /// `v·order + z`, bit `i` being bit `i % 64` of word `i / 64`. For outcomes, the `z` with
    /// `x·z ∈ P`.
    pub(crate) fn reaching(&self) -> Vec<Vec<u64>> {
        let read = self.labels_read();
        let words = (read * self.order).div_ceil(64);
        (0..self.order as u32)
            .map(|x| {
                let mut set = vec![0; words];
                for z in 0..self.order {
                    let label = self.label(self.product(x, z as u32)) as usize;
                    if label < read {
                        let bit = label * self.order + z;
                        set[bit / 64] |= 1 << (bit % 64);
                    }
                }
                set
            })
            .collect()
    }

    /// Whether `(Q, P)` is one of the Nim quotients: the trivial monoid (no heap has a
    /// move), `T1 = ⟨a | a² = 1⟩` with `P = {a}`, or `Tₖ` (`k ≥ 2`, order `2^k + 2`):
    /// the identity, an element `a` with `a² = 1`, and an elementary abelian 2-group `G`
    /// of order `2^k` (identity `e`, every `x² = e`) on which `a` acts as the element
    /// `a·e ≠ e` of `G`, with `P = {a, e}` (Plambeck and Siegel 2008, §3: the quotient of
    /// misère Nim on heaps below `2^k`, by Conway's genus theory). Each condition is what
    /// `Tₖ` has, and together they fix `(Q, P)` up to isomorphism: `G ≅ Z₂^k` by an
    /// isomorphism sending `a·e` to the element of heap 1's parity.
    pub(crate) fn is_nim_quotient(&self) -> bool {
        let order = self.order;
        let identity = 0;
        match order {
            1 => !self.in_p(identity),
            2 => self.product(1, 1) == identity && self.in_p(1) && !self.in_p(identity),
            _ => {
                let group = order - 2;
                if !group.is_power_of_two() || group < 4 {
                    return false;
                }
                (1..order as u32).any(|a| self.product(a, a) == identity && self.group_with(a))
            }
        }
    }

    /// The rest of [`is_nim_quotient`](Self::is_nim_quotient) for `a`.
    fn group_with(&self, a: u32) -> bool {
        let order = self.order as u32;
        let rest = || (1..order).filter(move |&x| x != a);
        // The identity of G: the one idempotent of the rest.
        let Some(e) = rest().find(|&x| self.product(x, x) == x) else {
            return false;
        };
        let in_group = |x: u32| x != 0 && x != a;
        rest().all(|x| {
            self.product(e, x) == x
                && self.product(x, x) == e
                && in_group(self.product(a, x))
                && rest().all(|y| in_group(self.product(x, y)))
        }) && self.product(a, e) != e
            && (0..order).all(|x| self.in_p(x) == (x == a || x == e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `T2`: `1, a, b, ab, b², ab²` as `0..6`, from Nim's heaps `0, 1, 2, 3` by genus.
    fn t2() -> Monoid {
        // Elements: 0 = 1, 1 = a, and 2 + v for v in Z2^2 (v = 0 is b²).
        let as_vector = |x: usize| match x {
            0 => None,
            1 => Some(1),
            x => Some(x - 2),
        };
        Monoid::from_products(6, vec![1, 0, 0, 1, 1, 1], Rule::Outcomes, |x, y| {
            match (x, y) {
                (0, z) | (z, 0) => z as u32,
                (1, 1) => 0,
                _ => (2 + (as_vector(x).unwrap() ^ as_vector(y).unwrap())) as u32,
            }
        })
        .unwrap()
    }

    #[test]
    fn t2_is_a_nim_quotient_and_a_changed_p_is_not() {
        let t2 = t2();
        assert!(t2.is_nim_quotient());
        assert_eq!(t2.p_count(), 2);
        let mut other = t2.clone();
        other.labels[3] = 0;
        assert!(!other.is_nim_quotient());
    }
}
