//! Ranking placement positions, one slot per class under the 8 symmetries.
//!
//! A layer (goats placed `p`, captured `c`, side to move) holds `g = p - c`
//! goats on the board. Its slots are (tiger class, goat set): the tigers are
//! the least image of their set (the movement table's tiger classes, from
//! [`crate::tablebase::index`]), and the goats are ranked, colexicographically,
//! among the 21 points those tigers leave free, in ascending order. When a
//! symmetry keeps the tiger set, the least rank over those symmetries is the
//! class's slot; the other slots of such a goat set are aliases.
//!
//! Sets of free points are 21-bit masks in that compressed frame throughout.

use crate::tablebase::index::{binom, rank_set, unrank_set, Index, FREE_POINTS};
use crate::tablebase::symmetry::{self, map_bits, map_index};

/// Mask of the 21 free points of a frame.
pub const FREE_MASK: u32 = (1 << FREE_POINTS) - 1;

/// Colexicographic ranks of 21-bit sets in three table look-ups.
///
/// The rank of a set is the sum, over its bits in ascending order, of
/// `binom(point, i + 1)` for the `i`-th bit: a chunk's share depends only
/// on its own bits and how many bits lie below it.
pub struct Ranker {
    low: [u32; 128],
    mid: [[u32; 128]; 8],
    high: [[u32; 128]; 15],
}

impl Ranker {
    fn new() -> Ranker {
        let share = |chunk: usize, below: usize, bits: usize| -> u32 {
            let mut r = 0;
            let mut i = below;
            for j in 0..7 {
                if bits & (1 << j) != 0 {
                    r += binom(chunk * 7 + j, i + 1) as u32;
                    i += 1;
                }
            }
            r
        };
        let mut out = Ranker {
            low: [0; 128],
            mid: [[0; 128]; 8],
            high: [[0; 128]; 15],
        };
        for b in 0..128 {
            out.low[b] = share(0, 0, b);
            for below in 0..8 {
                out.mid[below][b] = share(1, below, b);
            }
            for below in 0..15 {
                out.high[below][b] = share(2, below, b);
            }
        }
        out
    }

    /// The colexicographic rank of `set` among sets of its size.
    #[inline(always)]
    pub fn rank(&self, set: u32) -> u32 {
        let low = set & 127;
        let two = set & 0x3fff;
        self.low[low as usize]
            + self.mid[low.count_ones() as usize][(two >> 7) as usize]
            + self.high[two.count_ones() as usize][(set >> 14) as usize & 127]
    }
}

/// Where the free points of one frame go in another under one symmetry, as
/// three tables of seven points each (points that leave the free set vanish).
#[derive(Clone)]
pub struct FrameMap([[u32; 128]; 3]);

impl FrameMap {
    /// The map taking free points of `from` (tiger set) through symmetry `s`
    /// to free points of `to`; the board points in `drop` map to nothing.
    fn new(from: &[u8; FREE_POINTS], s: usize, to: u32, drop: u32) -> FrameMap {
        let mut single = [0u32; FREE_POINTS];
        for (i, &point) in from.iter().enumerate() {
            if drop & (1 << point) != 0 {
                continue;
            }
            let image = map_index(s, point) as u32;
            if to & (1 << image) == 0 {
                single[i] = compress_point(image, to);
            }
        }
        let mut out = [[0u32; 128]; 3];
        for (chunk, table) in out.iter_mut().enumerate() {
            for (b, entry) in table.iter_mut().enumerate() {
                for (j, &bit) in single[chunk * 7..chunk * 7 + 7].iter().enumerate() {
                    if b & (1 << j) != 0 {
                        *entry |= bit;
                    }
                }
            }
        }
        FrameMap(out)
    }

    /// The image of a set of free points.
    #[inline(always)]
    pub fn apply(&self, set: u32) -> u32 {
        self.0[0][(set & 127) as usize]
            | self.0[1][((set >> 7) & 127) as usize]
            | self.0[2][((set >> 14) & 127) as usize]
    }
}

/// The bit of board point `point` in the frame of tiger set `tigers`.
fn compress_point(point: u32, tigers: u32) -> u32 {
    1 << (point - (tigers & ((1 << point) - 1)).count_ones())
}

/// A set of board points (outside `tigers`) in the frame of `tigers`.
pub fn compress(board: u32, tigers: u32) -> u32 {
    let mut out = 0;
    let mut bits = board;
    while bits != 0 {
        out |= compress_point(bits.trailing_zeros(), tigers);
        bits &= bits - 1;
    }
    out
}

/// A set of free points of `free` back on the board.
pub fn expand(set: u32, free: &[u8; FREE_POINTS]) -> u32 {
    let mut out = 0;
    let mut bits = set;
    while bits != 0 {
        out |= 1 << free[bits.trailing_zeros() as usize];
        bits &= bits - 1;
    }
    out
}

/// One move of the tigers from a tiger class, prepared for whole layers.
pub struct TigerMove {
    /// The landing point, in the mover's frame: it must be empty.
    pub to: u32,
    /// The goat jumped over, in the mover's frame (0 for a step).
    pub over: u32,
    /// Tiger class after the move.
    pub class: u32,
    /// Maps of the goats into that class's frame, one per symmetry that
    /// brings the new tiger set to its least image.
    pub maps: Vec<FrameMap>,
}

/// Everything the sweep needs about one tiger class.
pub struct TigerClass {
    /// The least image of the tiger set.
    pub tigers: u32,
    /// The 21 points it leaves free, ascending.
    pub free: [u8; FREE_POINTS],
    /// Maps of its own frame under each symmetry other than the identity
    /// that keeps the tiger set (empty for most classes).
    pub stabiliser: Vec<FrameMap>,
    /// Steps, then jumps.
    pub moves: Vec<TigerMove>,
    /// How many of `moves` are steps.
    pub steps: usize,
}

/// The placement index: tiger classes with their symmetries and moves.
pub struct PlacementIndex {
    /// Per tiger class.
    pub classes: Vec<TigerClass>,
    /// Per rank of a four-point set: its class and the symmetries that
    /// bring it to the least image.
    of_rank: Vec<(u32, Vec<u8>)>,
    /// Colexicographic ranks.
    pub ranker: Ranker,
}

impl PlacementIndex {
    /// Builds the index (tiger classes from the movement table's index).
    pub fn new() -> PlacementIndex {
        let base = Index::new();
        let n = base.tiger_classes();
        let sets: Vec<u32> = (0..n as u32)
            .map(|class| {
                let slot = crate::tablebase::index::Slot {
                    tiger_class: class,
                    empty_rank: 0,
                };
                base.position(slot, 0).0
            })
            .collect();
        let of_rank: Vec<(u32, Vec<u8>)> = (0..binom(25, 4))
            .map(|r| {
                let set = unrank_set(r, 4);
                let class = base.slot(set, 0).tiger_class;
                let least = sets[class as usize];
                let syms = (0..symmetry::COUNT as u8)
                    .filter(|&s| map_bits(s as usize, set) == least)
                    .collect();
                (class, syms)
            })
            .collect();
        let free_of = |t: u32| {
            let mut free = [0u8; FREE_POINTS];
            let mut k = 0;
            for p in 0..25u8 {
                if t & (1 << p) == 0 {
                    free[k] = p;
                    k += 1;
                }
            }
            free
        };
        let classes = sets
            .iter()
            .map(|&tigers| {
                let free = free_of(tigers);
                let stabiliser = (1..symmetry::COUNT)
                    .filter(|&s| map_bits(s, tigers) == tigers)
                    .map(|s| FrameMap::new(&free, s, tigers, 0))
                    .collect();
                let mut moves = Vec::new();
                let prepare = |from: u32, to: u32, over: u32| {
                    let after = tigers ^ (1 << from) ^ (1 << to);
                    let (class, syms) = &of_rank[rank_set(after) as usize];
                    let least = sets[*class as usize];
                    let drop = if over < 25 { 1 << over } else { 0 };
                    TigerMove {
                        to: compress_point(to, tigers),
                        over: if over < 25 {
                            compress_point(over, tigers)
                        } else {
                            0
                        },
                        class: *class,
                        maps: syms
                            .iter()
                            .map(|&s| FrameMap::new(&free, s as usize, least, drop))
                            .collect(),
                    }
                };
                let tiger_points: Vec<u32> = (0..25).filter(|p| tigers & (1 << p) != 0).collect();
                for &from in &tiger_points {
                    let mut tos = crate::tables::ADJACENT[from as usize].0 & !tigers;
                    while tos != 0 {
                        let to = tos.trailing_zeros();
                        tos &= tos - 1;
                        moves.push(prepare(from, to, 25));
                    }
                }
                let steps = moves.len();
                for &from in &tiger_points {
                    for leap in crate::tables::LEAPS[from as usize].as_slice() {
                        let (over, to) = (leap.over.index() as u32, leap.to.index() as u32);
                        if tigers & ((1 << over) | (1 << to)) == 0 {
                            moves.push(prepare(from, to, over));
                        }
                    }
                }
                TigerClass {
                    tigers,
                    free,
                    stabiliser,
                    moves,
                    steps,
                }
            })
            .collect();
        PlacementIndex {
            classes,
            of_rank,
            ranker: Ranker::new(),
        }
    }

    /// Number of tiger classes.
    pub fn tiger_classes(&self) -> usize {
        self.classes.len()
    }

    /// The least rank of `set` (free points of `class`) over the symmetries
    /// keeping the class's tiger set: the rank of its class's slot.
    #[inline(always)]
    pub fn canonical_rank(&self, class: &TigerClass, set: u32) -> u32 {
        let mut best = self.ranker.rank(set);
        for map in &class.stabiliser {
            best = best.min(self.ranker.rank(map.apply(set)));
        }
        best
    }

    /// The slot of a position given as board sets: (tiger class, rank of the
    /// goats in its frame). `goats` must not meet `tigers`, which has 4 points.
    pub fn slot(&self, tigers: u32, goats: u32) -> (u32, u32) {
        let (class, syms) = &self.of_rank[rank_set(tigers) as usize];
        let least = self.classes[*class as usize].tigers;
        let rank = syms
            .iter()
            .map(|&s| {
                self.ranker
                    .rank(compress(map_bits(s as usize, goats), least))
            })
            .min()
            .expect("a symmetry brings every set to its least image");
        (*class, rank)
    }
}

impl Default for PlacementIndex {
    fn default() -> Self {
        PlacementIndex::new()
    }
}

/// Slots per tiger class in a layer with `goats` goats on the board.
pub fn per_class(goats: usize) -> u64 {
    binom(FREE_POINTS, goats)
}

/// The goat set (in the frame) with rank `rank` among sets of `goats` points.
pub fn unrank(rank: u64, goats: usize) -> u32 {
    unrank_set(rank, goats)
}

/// The next set of the same size in colexicographic order (the next larger
/// integer with as many bits); `set` must not be empty.
#[inline(always)]
pub fn next_set(set: u32) -> u32 {
    let low = set & set.wrapping_neg();
    let ripple = set + low;
    ripple | (((set ^ ripple) >> 2) / low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_match_the_plain_count_and_follow_the_next_set() {
        let ranker = Ranker::new();
        for k in [0usize, 1, 5, 10, 17, 21] {
            let mut set = unrank(0, k);
            for r in 0..per_class(k) {
                assert_eq!(ranker.rank(set) as u64, r, "k {k}");
                assert_eq!(rank_set(set), r);
                if r + 1 < per_class(k) {
                    set = next_set(set);
                }
            }
        }
    }

    #[test]
    fn slots_of_images_agree_and_moves_land_in_the_right_class() {
        let index = PlacementIndex::new();
        assert_eq!(index.tiger_classes(), 1666);
        let mut x = 99u64;
        for _ in 0..2000 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mut points: Vec<u32> = (0..25).collect();
            for i in 0..25 {
                let j = i + ((x >> (i + 10)) as usize % (25 - i));
                points.swap(i, j);
            }
            let goats_n = (x >> 3) as usize % 19;
            let tigers: u32 = points[..4].iter().map(|p| 1 << p).sum();
            let goats: u32 = points[4..4 + goats_n].iter().map(|p| 1 << p).sum();
            let slot = index.slot(tigers, goats);
            for s in 0..symmetry::COUNT {
                assert_eq!(index.slot(map_bits(s, tigers), map_bits(s, goats)), slot);
            }
            let class = &index.classes[slot.0 as usize];
            let frame_goats = unrank(slot.1 as u64, goats_n);
            assert_eq!(index.canonical_rank(class, frame_goats), slot.1);
            for m in &class.moves {
                if frame_goats & m.to != 0 || (m.over != 0 && frame_goats & m.over == 0) {
                    continue;
                }
                let rank = m
                    .maps
                    .iter()
                    .map(|map| index.ranker.rank(map.apply(frame_goats)))
                    .min()
                    .unwrap();
                // The same move played on the board, then ranked from scratch.
                let board_goats = expand(frame_goats & !m.over, &class.free);
                let to = class.free[m.to.trailing_zeros() as usize] as u32;
                let mut after = None;
                for from in 0..25 {
                    if class.tigers & (1 << from) == 0 {
                        continue;
                    }
                    let t2 = class.tigers ^ (1 << from) ^ (1 << to);
                    let cand = index.slot(t2, board_goats);
                    if cand == (m.class, rank) {
                        after = Some(cand);
                    }
                }
                assert!(after.is_some(), "a move lands where the board says");
            }
        }
    }
}
