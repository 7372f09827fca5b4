//! Solving one layer from the layer it depends on.
//!
//! Every slot is settled from its successors' values ("pull"), so the slots
//! are independent and the work splits into chunks over the cores. A goat
//! placement keeps the tiger set, so its successors lie in the same tiger
//! class and need only that class's own symmetries (none for most); a tiger
//! move lands in another class, through maps prepared once per class and move.

use super::index::{next_set, per_class, unrank, PlacementIndex, TigerClass, FREE_MASK};
use super::layer::{packed_len, Layer, LayerId, ALIAS, DRAW, LOSS, WIN};
use super::movement::Movement;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// Bytes of output one task fills (four slots a byte).
const CHUNK_BYTES: usize = 1 << 14;

/// What a layer's successors are read from.
pub enum Source<'a> {
    /// The movement table (goats to move with 19 placed).
    Movement(&'a Movement),
    /// The layer solved just before.
    Layer(&'a Layer),
}

/// Solves layer `id` for `goats_to_win`; `done` counts slots as they are settled.
pub fn solve_layer(
    index: &PlacementIndex,
    goats_to_win: u8,
    id: LayerId,
    source: Source<'_>,
    done: &AtomicU64,
) -> Layer {
    let parts = id
        .captured(goats_to_win)
        .map(|captured| {
            let part = Part {
                index,
                goats_to_win,
                id,
                captured,
                goats: (id.placed - captured) as usize,
                source: &source,
            };
            part.solve(done)
        })
        .collect();
    Layer { id, parts }
}

/// One captured count of a layer being solved.
struct Part<'a> {
    index: &'a PlacementIndex,
    goats_to_win: u8,
    id: LayerId,
    captured: u8,
    goats: usize,
    source: &'a Source<'a>,
}

impl Part<'_> {
    fn solve(&self, done: &AtomicU64) -> Vec<u8> {
        let per = per_class(self.goats);
        let slots = self.id.slots(self.captured, self.index.tiger_classes());
        let mut out = vec![0u8; packed_len(slots)];
        out.par_chunks_mut(CHUNK_BYTES)
            .enumerate()
            .for_each(|(k, bytes)| {
                let first = (k * CHUNK_BYTES * 4) as u64;
                let end = (first + bytes.len() as u64 * 4).min(slots);
                let mut class = first / per;
                let mut rank = first % per;
                let mut set = unrank(rank, self.goats);
                for i in first..end {
                    let tc = &self.index.classes[class as usize];
                    let v = if !tc.stabiliser.is_empty()
                        && self.index.canonical_rank(tc, set) != rank as u32
                    {
                        ALIAS
                    } else if self.id.tigers_to_move {
                        self.tiger_value(tc, set)
                    } else {
                        self.goat_value(class, tc, set)
                    };
                    let at = (i - first) as usize;
                    bytes[at >> 2] |= v << ((at & 3) * 2);
                    rank += 1;
                    if rank == per {
                        rank = 0;
                        class += 1;
                        set = unrank(0, self.goats);
                    } else {
                        set = next_set(set);
                    }
                }
                done.fetch_add(end - first, Ordering::Relaxed);
            });
        out
    }

    /// Goats to move: each empty point is a placement, tigers to move after.
    #[inline(always)]
    fn goat_value(&self, class: u64, tc: &TigerClass, set: u32) -> u8 {
        let mut empty = !set & FREE_MASK;
        let mut draw = false;
        while empty != 0 {
            let x = empty & empty.wrapping_neg();
            empty ^= x;
            let after = set | x;
            let v = match self.source {
                Source::Movement(m) => {
                    let rest = !after & FREE_MASK;
                    let i = class * per_class(rest.count_ones() as usize)
                        + self.index.ranker.rank(rest) as u64;
                    m.get(self.captured, i)
                }
                Source::Layer(next) => {
                    let i = class * per_class(self.goats + 1)
                        + self.index.canonical_rank(tc, after) as u64;
                    next.get(self.captured, i)
                }
            };
            debug_assert_ne!(v, ALIAS, "a successor is read at its class's slot");
            if v == LOSS {
                return WIN;
            }
            draw |= v == DRAW;
        }
        if draw {
            DRAW
        } else {
            LOSS
        }
    }

    /// Tigers to move: jumps first (a capture reaching goats-to-win wins at
    /// once), then steps; with no move at all the tigers are trapped and lose.
    #[inline(always)]
    fn tiger_value(&self, tc: &TigerClass, set: u32) -> u8 {
        let Source::Layer(goats_layer) = self.source else {
            unreachable!("tigers to move read the goats' layer");
        };
        let mut draw = false;
        let (steps, jumps) = tc.moves.split_at(tc.steps);
        for (capture, moves) in [(true, jumps), (false, steps)] {
            for m in moves {
                if set & m.to != 0 || (capture && set & m.over == 0) {
                    continue;
                }
                let (captured, goats) = if capture {
                    if self.captured + 1 == self.goats_to_win {
                        return WIN;
                    }
                    (self.captured + 1, self.goats - 1)
                } else {
                    (self.captured, self.goats)
                };
                let mut rank = u32::MAX;
                for map in &m.maps {
                    rank = rank.min(self.index.ranker.rank(map.apply(set)));
                }
                let v = goats_layer.get(captured, m.class as u64 * per_class(goats) + rank as u64);
                debug_assert_ne!(v, ALIAS, "a successor is read at its class's slot");
                if v == LOSS {
                    return WIN;
                }
                draw |= v == DRAW;
            }
        }
        if draw {
            DRAW
        } else {
            LOSS
        }
    }
}
