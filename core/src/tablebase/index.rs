//! Ranking movement-phase positions, one slot per class under symmetry.
//!
//! A slot is (tiger class, empty points): the four tigers are brought to the
//! least image of their set under the eight symmetries, and the empty points
//! (one more than the goats captured) are ranked among the 21 points the
//! tigers leave, with the combinatorial number system. When the tiger set is
//! itself symmetric, the symmetries that keep it also pick the least ranking
//! of the empty points; the other slots of such a tiger set are aliases that
//! no position maps to, and are not counted as classes.

use super::symmetry::{self, map_bits};

/// Points on the board.
const POINTS: usize = 25;
/// Points not held by a tiger.
pub const FREE_POINTS: usize = 21;

/// Binomial coefficients up to 25 choose 25.
static BINOM: [[u64; 26]; 26] = build_binom();

const fn build_binom() -> [[u64; 26]; 26] {
    let mut out = [[0u64; 26]; 26];
    let mut n = 0;
    while n < 26 {
        out[n][0] = 1;
        let mut k = 1;
        while k <= n {
            out[n][k] = out[n - 1][k - 1] + if k < n { out[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    out
}

/// `n` choose `k` (0 when `k > n`), for `n <= 25`.
pub fn binom(n: usize, k: usize) -> u64 {
    if k > n {
        0
    } else {
        BINOM[n][k]
    }
}

/// The rank of a set of bit positions among sets of the same size, in
/// colexicographic order.
#[inline]
pub fn rank_set(mut bits: u32) -> u64 {
    let mut r = 0;
    let mut k = 1;
    while bits != 0 {
        let p = bits.trailing_zeros() as usize;
        r += BINOM[p][k];
        k += 1;
        bits &= bits - 1;
    }
    r
}

/// The set of `k` bit positions with colexicographic rank `rank`.
pub fn unrank_set(mut rank: u64, k: usize) -> u32 {
    let mut bits = 0u32;
    for i in (1..=k).rev() {
        let mut p = i - 1;
        while BINOM[p + 1][i] <= rank {
            p += 1;
        }
        rank -= BINOM[p][i];
        bits |= 1 << p;
    }
    bits
}

/// The tiger classes, and how to find one from a tiger set.
pub struct Index {
    /// Least image of each tiger class, in increasing order.
    tiger_sets: Vec<u32>,
    /// Per rank of a 4-point set: its class.
    class_of_rank: Vec<u16>,
    /// Per tiger class, the 21 points left free, ascending.
    free_points: Vec<[u8; FREE_POINTS]>,
    /// Per tiger class, whether a symmetry other than the identity keeps it.
    symmetric: Vec<bool>,
}

/// Where a position lives: its tiger class and the rank of its empty points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Tiger class.
    pub tiger_class: u32,
    /// Rank of the empty points among the free ones.
    pub empty_rank: u64,
}

impl Default for Index {
    fn default() -> Self {
        Index::new()
    }
}

impl Index {
    /// Enumerates the tiger classes.
    pub fn new() -> Index {
        let total = binom(POINTS, 4) as usize;
        let mut least = Vec::with_capacity(total);
        for r in 0..total {
            let set = unrank_set(r as u64, 4);
            let min = (0..symmetry::COUNT)
                .map(|s| map_bits(s, set))
                .min()
                .expect("eight symmetries");
            least.push(min);
        }
        let mut tiger_sets = least.clone();
        tiger_sets.sort_unstable();
        tiger_sets.dedup();
        let class_of_rank = least
            .iter()
            .map(|m| tiger_sets.binary_search(m).expect("listed") as u16)
            .collect();
        let free_points = tiger_sets
            .iter()
            .map(|&t| {
                let mut out = [0u8; FREE_POINTS];
                let mut n = 0;
                for p in 0..POINTS as u8 {
                    if t & (1 << p) == 0 {
                        out[n] = p;
                        n += 1;
                    }
                }
                out
            })
            .collect();
        let symmetric = tiger_sets
            .iter()
            .map(|&t| (1..symmetry::COUNT).any(|s| map_bits(s, t) == t))
            .collect();
        Index {
            tiger_sets,
            class_of_rank,
            free_points,
            symmetric,
        }
    }

    /// Number of tiger classes (1,661 on the 5x5 board).
    pub fn tiger_classes(&self) -> usize {
        self.tiger_sets.len()
    }

    /// Whether a symmetry other than the identity keeps the tiger set of `class`
    /// (only then can a slot of it be an alias).
    pub fn is_symmetric(&self, class: u32) -> bool {
        self.symmetric[class as usize]
    }

    /// Slots of one layer: tiger classes times the ways to choose `empties` free points.
    pub fn layer_slots(&self, empties: usize) -> u64 {
        self.tiger_sets.len() as u64 * binom(FREE_POINTS, empties)
    }

    /// The slot of the class holding tigers on `tigers` and the empty points `empty`.
    #[inline]
    pub fn slot(&self, tigers: u32, empty: u32) -> Slot {
        let class = self.class_of_rank[rank_set(tigers) as usize] as usize;
        let least = self.tiger_sets[class];
        let mut best = u64::MAX;
        for s in 0..symmetry::COUNT {
            if map_bits(s, tigers) == least {
                let r = rank_set(compress(map_bits(s, empty), least));
                best = best.min(r);
            }
        }
        Slot {
            tiger_class: class as u32,
            empty_rank: best,
        }
    }

    /// The representative position of a slot: (tigers, empty points).
    #[inline]
    pub fn position(&self, slot: Slot, empties: usize) -> (u32, u32) {
        let free = &self.free_points[slot.tiger_class as usize];
        let mut chosen = unrank_set(slot.empty_rank, empties);
        let mut empty = 0u32;
        while chosen != 0 {
            empty |= 1 << free[chosen.trailing_zeros() as usize];
            chosen &= chosen - 1;
        }
        (self.tiger_sets[slot.tiger_class as usize], empty)
    }
}

/// The points of `set` renumbered among the points outside `taken`.
#[inline]
fn compress(set: u32, taken: u32) -> u32 {
    let mut out = 0u32;
    let mut bits = set;
    while bits != 0 {
        let p = bits.trailing_zeros();
        let below = (taken & ((1u32 << p) - 1)).count_ones();
        out |= 1 << (p - below);
        bits &= bits - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_unranks_agree() {
        for k in 1..=5 {
            for r in 0..binom(FREE_POINTS, k) {
                let set = unrank_set(r, k);
                assert_eq!(set.count_ones() as usize, k);
                assert!(set < 1 << FREE_POINTS);
                assert_eq!(rank_set(set), r);
            }
        }
    }

    #[test]
    fn slots_round_trip_through_their_positions() {
        let index = Index::new();
        for class in 0..index.tiger_classes() as u32 {
            for empty_rank in [0, 5, 20] {
                let slot = Slot {
                    tiger_class: class,
                    empty_rank,
                };
                let (t, e) = index.position(slot, 1);
                let back = index.slot(t, e);
                assert_eq!(back.tiger_class, class);
                assert!(back.empty_rank <= empty_rank);
            }
        }
    }
}
