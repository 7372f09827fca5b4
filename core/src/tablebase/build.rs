//! Retrograde analysis of the movement phase, one capture layer at a time.
//!
//! Layers are solved from `G - 1` captured down to 0; a capture leads into the
//! layer above, already solved (or, at `G`, won). Within a layer positions are
//! settled in increasing distance with a bucket queue. Because a class with a
//! symmetric representative is reached by several raw moves, each position
//! counts its *distinct successor classes*, and a settled win decrements each
//! *distinct predecessor class* once; the two counts then match exactly.

use super::index::{binom, Index, Slot, FREE_POINTS};
use crate::tables::{ADJACENT, LEAPS};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU16, AtomicU8, Ordering};

/// Values of one side to move in one layer: 0 = draw, otherwise distance + 1.
pub type Values = Vec<u16>;

/// Settled (as opposed to tentative) flag in the working value.
const FINAL: u16 = 0x8000;
/// Counter of a position that cannot lose (a capture leads to a draw or a win).
const CANNOT_LOSE: u8 = u8::MAX;
/// Most distinct successors or predecessors of one position (5 empty points,
/// 8 lines each, plus room).
const MAX_NEIGHBOURS: usize = 64;

/// A solved table in memory: `layers[c][side]`, side 0 = goats to move, 1 = tigers.
pub struct Solved {
    /// Captures that win for the tigers.
    pub goats_to_win: u8,
    /// Per goats captured, per side to move, the value of every slot.
    pub layers: Vec<[Values; 2]>,
}

/// The goats on a board given the tigers and the empty points.
#[inline]
pub fn goats_of(tigers: u32, empty: u32) -> u32 {
    !(tigers | empty) & ((1 << 25) - 1)
}

/// Slot number within one side of a layer.
#[inline]
pub fn slot_number(slot: Slot, empties: usize) -> u64 {
    slot.tiger_class as u64 * binom(FREE_POINTS, empties) + slot.empty_rank
}

/// The slot of a slot number.
#[inline]
pub fn slot_of(number: u64, empties: usize) -> Slot {
    let per = binom(FREE_POINTS, empties);
    Slot {
        tiger_class: (number / per) as u32,
        empty_rank: number % per,
    }
}

/// Whether the slot is the one its position ranks to (not an alias).
#[inline]
pub fn is_class(index: &Index, number: u64, empties: usize) -> bool {
    let slot = slot_of(number, empties);
    if !index.is_symmetric(slot.tiger_class) {
        return true;
    }
    let (t, e) = index.position(slot, empties);
    index.slot(t, e) == slot
}

/// Adds `x` to a small set kept in a buffer.
#[inline]
fn add_distinct(buf: &mut [u64; MAX_NEIGHBOURS], len: &mut usize, x: u64) {
    if !buf[..*len].contains(&x) {
        buf[*len] = x;
        *len += 1;
    }
}

/// The distinct slots reached by one step of a piece of the side to move;
/// `tigers_move` says which side steps. Returns how many were written.
#[inline]
pub fn step_successors(
    index: &Index,
    tigers: u32,
    empty: u32,
    tigers_move: bool,
    empties: usize,
    buf: &mut [u64; MAX_NEIGHBOURS],
) -> usize {
    let mut len = 0;
    let movers = if tigers_move {
        tigers
    } else {
        goats_of(tigers, empty)
    };
    let mut pieces = movers;
    while pieces != 0 {
        let from = pieces.trailing_zeros() as usize;
        pieces &= pieces - 1;
        let mut tos = ADJACENT[from].0 & empty;
        while tos != 0 {
            let to = tos.trailing_zeros();
            tos &= tos - 1;
            let moved = (1u32 << from) | (1 << to);
            let t = if tigers_move { tigers ^ moved } else { tigers };
            let slot = index.slot(t, empty ^ moved);
            add_distinct(buf, &mut len, slot_number(slot, empties));
        }
    }
    len
}

/// Every capture of the tigers to move: the tigers and empty points after it.
#[inline]
pub fn captures(tigers: u32, empty: u32, mut f: impl FnMut(u32, u32)) {
    let goats = goats_of(tigers, empty);
    let mut pieces = tigers;
    while pieces != 0 {
        let from = pieces.trailing_zeros() as usize;
        pieces &= pieces - 1;
        for leap in LEAPS[from].as_slice() {
            let over = 1u32 << leap.over.index();
            let to = 1u32 << leap.to.index();
            if goats & over != 0 && empty & to != 0 {
                f(tigers ^ (1 << from) ^ to, empty ^ to ^ (1 << from) ^ over);
            }
        }
    }
}

/// Solves every layer for `goats_to_win`; `progress` hears a line now and then.
pub fn solve(goats_to_win: u8, progress: &(dyn Fn(&str) + Sync)) -> Solved {
    assert!((1..=20).contains(&goats_to_win), "goats to win is 1..=20");
    let index = Index::new();
    let g = goats_to_win as usize;
    let mut layers: Vec<Option<[Values; 2]>> = (0..g).map(|_| None).collect();
    for c in (0..g).rev() {
        let above = if c + 1 < g {
            layers[c + 1].as_ref()
        } else {
            None
        };
        let solved = solve_layer(&index, c, g, above, progress);
        layers[c] = Some(solved);
    }
    Solved {
        goats_to_win,
        layers: layers
            .into_iter()
            .map(|l| l.expect("every layer solved"))
            .collect(),
    }
}

/// Solves the layer with `c` goats captured, given the layer above.
fn solve_layer(
    index: &Index,
    c: usize,
    g: usize,
    above: Option<&[Values; 2]>,
    progress: &(dyn Fn(&str) + Sync),
) -> [Values; 2] {
    let empties = c + 1;
    let n = index.layer_slots(empties) as usize;
    progress(&format!(
        "layer {c} captured: {n} slots per side to move, setting up"
    ));
    // Working arrays for both sides: id = side * n + slot number, side 0 = goats to move.
    let val: Vec<AtomicU16> = (0..2 * n).map(|_| AtomicU16::new(0)).collect();
    let cnt: Vec<AtomicU8> = (0..2 * n).map(|_| AtomicU8::new(CANNOT_LOSE)).collect();
    let capmax: Vec<AtomicU16> = (0..n).map(|_| AtomicU16::new(0)).collect();

    (0..2 * n).into_par_iter().for_each(|id| {
        let tiger_side = id >= n;
        let number = (id % n) as u64;
        let slot = slot_of(number, empties);
        let (t, e) = index.position(slot, empties);
        if index.slot(t, e) != slot {
            return; // an alias: never reached, never settled
        }
        let mut buf = [0u64; MAX_NEIGHBOURS];
        let steps = step_successors(index, t, e, tiger_side, empties, &mut buf);
        let mut any_capture = false;
        let mut cannot_lose = false;
        let mut best_win = u16::MAX; // distance of the quickest capture win
        let mut worst = 0u16; // longest goat win after a capture
        if tiger_side {
            captures(t, e, |t2, e2| {
                any_capture = true;
                let d = if c + 1 == g {
                    Some(0)
                } else {
                    let s2 = index.slot(t2, e2);
                    let v = above.expect("layer above solved")[0]
                        [slot_number(s2, empties + 1) as usize];
                    v.checked_sub(1)
                };
                match d {
                    None => cannot_lose = true,
                    Some(d) if d % 2 == 0 => {
                        cannot_lose = true;
                        best_win = best_win.min(d + 1);
                    }
                    Some(d) => worst = worst.max(d),
                }
            });
        }
        if best_win != u16::MAX {
            val[id].store(best_win + 1, Ordering::Relaxed);
        }
        if cannot_lose {
            return;
        }
        if tiger_side {
            capmax[number as usize].store(worst, Ordering::Relaxed);
        }
        cnt[id].store(steps as u8, Ordering::Relaxed);
        if steps == 0 {
            let d = if any_capture { worst + 1 } else { 0 };
            val[id].store(d + 1, Ordering::Relaxed);
        }
    });

    let mut buckets: Vec<Vec<u32>> = Vec::new();
    for (id, v) in val.iter().enumerate() {
        let v = v.load(Ordering::Relaxed);
        if v != 0 {
            push(&mut buckets, (v - 1) as usize, id as u32);
        }
    }

    let mut b = 0;
    while b < buckets.len() {
        let entries = std::mem::take(&mut buckets[b]);
        let settled: Vec<u32> = entries
            .into_iter()
            .filter(|&id| {
                let v = &val[id as usize];
                let cur = v.load(Ordering::Relaxed);
                if cur == b as u16 + 1 {
                    v.store(cur | FINAL, Ordering::Relaxed);
                    true
                } else {
                    false
                }
            })
            .collect();
        if !settled.is_empty() && (b < 4 || b % 16 == 0) {
            progress(&format!(
                "layer {c} captured: distance {b}, {} positions",
                settled.len()
            ));
        }
        let pushes: Vec<(u16, u32)> = settled
            .par_iter()
            .fold(Vec::new, |mut out, &id| {
                settle_predecessors(
                    index,
                    id as usize,
                    n,
                    empties,
                    b as u16,
                    &val,
                    &cnt,
                    &capmax,
                    &mut out,
                );
                out
            })
            .reduce(Vec::new, |mut a, mut b| {
                a.append(&mut b);
                a
            });
        for (d, id) in pushes {
            push(&mut buckets, d as usize, id);
        }
        b += 1;
    }

    let take = |side: usize| -> Values {
        val[side * n..(side + 1) * n]
            .par_iter()
            .map(|v| {
                let v = v.load(Ordering::Relaxed);
                if v & FINAL != 0 {
                    v & !FINAL
                } else {
                    0
                }
            })
            .collect()
    };
    let out = [take(0), take(1)];
    progress(&format!(
        "layer {c} captured: done, longest distance {}",
        buckets.len().saturating_sub(1)
    ));
    out
}

fn push(buckets: &mut Vec<Vec<u32>>, d: usize, id: u32) {
    if buckets.len() <= d {
        buckets.resize_with(d + 1, Vec::new);
    }
    buckets[d].push(id);
}

/// Passes a settled position's value to its predecessors in the layer.
#[allow(clippy::too_many_arguments)]
fn settle_predecessors(
    index: &Index,
    id: usize,
    n: usize,
    empties: usize,
    b: u16,
    val: &[AtomicU16],
    cnt: &[AtomicU8],
    capmax: &[AtomicU16],
    out: &mut Vec<(u16, u32)>,
) {
    let tiger_side = id >= n;
    let slot = slot_of((id % n) as u64, empties);
    let (t, e) = index.position(slot, empties);
    // The move into this position was made by the other side: step its pieces back.
    let mut buf = [0u64; MAX_NEIGHBOURS];
    let len = step_successors(index, t, e, !tiger_side, empties, &mut buf);
    let pred_side = if tiger_side { 0 } else { 1 };
    for &number in &buf[..len] {
        let p = pred_side * n + number as usize;
        let pv = &val[p];
        if pv.load(Ordering::Relaxed) & FINAL != 0 {
            continue;
        }
        if b % 2 == 0 {
            // This position is lost for its mover: the predecessor wins in b + 1.
            let want = b + 2;
            let mut cur = pv.load(Ordering::Relaxed);
            while cur == 0 || cur > want {
                match pv.compare_exchange_weak(cur, want, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) => {
                        out.push((b + 1, p as u32));
                        break;
                    }
                    Err(now) => cur = now,
                }
            }
        } else if cnt[p].fetch_sub(1, Ordering::Relaxed) == 1 {
            let cap = if pred_side == 1 {
                capmax[number as usize].load(Ordering::Relaxed)
            } else {
                0
            };
            let d = b.max(cap) + 1;
            pv.store(d + 1, Ordering::Relaxed);
            out.push((d, p as u32));
        }
    }
}
