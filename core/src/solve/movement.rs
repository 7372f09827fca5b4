//! The movement table's tiger-to-move values, decoded once into memory in
//! the placement frame, for the twentieth placement's successors.

use super::index::{expand, next_set, per_class, unrank, PlacementIndex};
use super::layer::{DRAW, LOSS, WIN};
use crate::tablebase::{Tablebase, Value};
use rayon::prelude::*;

/// Win / draw / loss for the tigers to move, per captured count, at
/// `class * binom(21, captured + 1) + rank of the empty points`. Every slot
/// holds its position's value (aliases too), so a look-up needs no symmetry.
pub struct Movement {
    parts: Vec<Vec<u8>>,
    /// The longest distance (half moves) of any value read.
    pub longest: u16,
}

impl Movement {
    /// Reads every tiger-to-move value below `goats_to_win` captures from `tb`.
    pub fn decode(tb: &Tablebase, index: &PlacementIndex) -> Movement {
        let mut longest = 0;
        let parts = (0..tb.goats_to_win() as usize)
            .map(|captured| {
                let empties = captured + 1;
                let per = per_class(empties);
                let chunks: Vec<(Vec<u8>, u16)> = index
                    .classes
                    .par_iter()
                    .map(|class| {
                        let mut out = Vec::with_capacity(per as usize);
                        let mut most = 0;
                        let mut set = unrank(0, empties);
                        for r in 0..per {
                            let v =
                                tb.value_of(class.tigers, expand(set, &class.free), captured, true);
                            most = most.max(v.distance().unwrap_or(0));
                            out.push(match v {
                                Value::Win(_) => WIN,
                                Value::Loss(_) => LOSS,
                                Value::Draw => DRAW,
                            });
                            if r + 1 < per {
                                set = next_set(set);
                            }
                        }
                        (out, most)
                    })
                    .collect();
                let mut part = Vec::with_capacity(per as usize * chunks.len());
                for (chunk, most) in chunks {
                    part.extend_from_slice(&chunk);
                    longest = longest.max(most);
                }
                part
            })
            .collect();
        Movement { parts, longest }
    }

    /// The value for the tigers to move with `captured` eaten, in slot `i`.
    #[inline(always)]
    pub fn get(&self, captured: u8, i: u64) -> u8 {
        self.parts[captured as usize][i as usize]
    }
}
