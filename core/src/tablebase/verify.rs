//! Re-deriving stored values from the values of the successors.
//!
//! A table whose every position agrees with its successors is exact: by
//! induction on the distance, every stored win and loss is right, and a
//! stored draw with a decided true value would disagree with a successor.
//! In a one-side table only the tigers-to-move positions are stored; their
//! goats-to-move successors are derived a half move further on, so each
//! stored value is checked against the stored values two half moves later.

use super::build::{captures, goats_of, is_class, slot_of};
use super::{shared_index, Tablebase, Value};
use crate::tables::ADJACENT;
use rayon::prelude::*;

/// A position whose stored value disagrees with its successors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inconsistency {
    /// Goats captured.
    pub captured: usize,
    /// Whether the tigers are to move.
    pub tigers_to_move: bool,
    /// The board (`T`, `G`, `.` rows from 5 down to 1).
    pub board: String,
    /// What the table says.
    pub stored: Value,
    /// What the successors say.
    pub derived: Value,
}

/// The value the successors give a position of the table.
pub fn derive(
    tb: &Tablebase,
    tigers: u32,
    empty: u32,
    captured: usize,
    tigers_to_move: bool,
) -> Value {
    let g = tb.goats_to_win() as usize;
    let mut any = false;
    let mut best_win: Option<u16> = None;
    let mut worst_loss: u16 = 0;
    let mut draw = false;
    let mut see = |v: Value| {
        any = true;
        match v {
            Value::Loss(d) => best_win = Some(best_win.map_or(d + 1, |w| w.min(d + 1))),
            Value::Win(d) => worst_loss = worst_loss.max(d + 1),
            Value::Draw => draw = true,
        }
    };
    let movers = if tigers_to_move {
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
            let t = if tigers_to_move {
                tigers ^ moved
            } else {
                tigers
            };
            see(tb.value_of(t, empty ^ moved, captured, !tigers_to_move));
        }
    }
    if tigers_to_move {
        captures(tigers, empty, |t, e| {
            if captured + 1 == g {
                see(Value::Loss(0));
            } else {
                see(tb.value_of(t, e, captured + 1, false));
            }
        });
    }
    match (any, best_win, draw) {
        (false, _, _) => Value::Loss(0),
        (true, Some(w), _) => Value::Win(w),
        (true, None, true) => Value::Draw,
        (true, None, false) => Value::Loss(worst_loss),
    }
}

/// Checks every class, or `sample` of them spread evenly over the table.
pub fn verify(tb: &Tablebase, sample: Option<u64>) -> Vec<Inconsistency> {
    let index = shared_index();
    let mut out = Vec::new();
    for captured in 0..tb.goats_to_win() as usize {
        let empties = captured + 1;
        let n = index.layer_slots(empties);
        let layers = 2 * tb.goats_to_win() as u64;
        let step = match sample {
            Some(s) if s > 0 => (n * layers / s).max(1),
            Some(_) => continue,
            None => 1,
        };
        for tigers_to_move in [false, true] {
            if tb.is_one_side() && !tigers_to_move {
                // Derived from the tigers' values by this very rule: nothing to check.
                continue;
            }
            let found: Vec<Inconsistency> = (0..n.div_ceil(step))
                .into_par_iter()
                .filter_map(|k| {
                    let number = k * step;
                    if !is_class(index, number, empties) {
                        return None;
                    }
                    let (t, e) = index.position(slot_of(number, empties), empties);
                    let stored = tb.slot_value(captured, tigers_to_move, number);
                    let derived = derive(tb, t, e, captured, tigers_to_move);
                    (stored != derived).then(|| Inconsistency {
                        captured,
                        tigers_to_move,
                        board: board_string(t, e),
                        stored,
                        derived,
                    })
                })
                .collect();
            out.extend(found);
        }
    }
    out
}

/// The board in the notation of [`crate::Position::parse_board`].
fn board_string(tigers: u32, empty: u32) -> String {
    let mut s = String::with_capacity(29);
    for row in (0..5).rev() {
        for col in 0..5 {
            let bit = 1u32 << (row * 5 + col);
            s.push(if tigers & bit != 0 {
                'T'
            } else if empty & bit != 0 {
                '.'
            } else {
                'G'
            });
        }
        if row > 0 {
            s.push('/');
        }
    }
    s
}
