//! Goats-to-move values of a one-side table, found from the stored
//! tigers-to-move values one half move on.
//!
//! Goats never capture, so every goat move leads to a tigers-to-move position
//! of the same layer, which the file stores. The goats win if some move leaves
//! the tigers lost (the quickest such win), draw if some move leaves a draw,
//! and otherwise lose as late as they can; a goat without a move loses at
//! once, as the rules say. That is the rule the solver itself applies, so the
//! derived value equals the one a full file stores.

use super::build::slot_of;
use super::{shared_index, verify, Tablebase, Value};

/// The goats-to-move value of the position with `tigers` and `empty` points.
#[inline]
pub fn goats_value(tb: &Tablebase, tigers: u32, empty: u32, captured: usize) -> Value {
    verify::derive(tb, tigers, empty, captured, false)
}

/// The goats-to-move value of a slot, from its representative position.
pub fn goats_slot_value(tb: &Tablebase, captured: usize, number: u64) -> Value {
    let empties = captured + 1;
    let (tigers, empty) = shared_index().position(slot_of(number, empties), empties);
    goats_value(tb, tigers, empty, captured)
}
