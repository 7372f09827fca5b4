//! The frozen policy's transposition table: the bot's at `6e949d1` (see
//! [`super`] for why it must not change). Its size, its slot for a key and
//! what it keeps when two positions meet all decide the policy's moves.
//! A search reads only its own entries, so a table reused move after move
//! never changes a move.

use crate::moves::Move;
use crate::square::Square;

/// How a stored score relates to the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

/// What a probe finds.
#[derive(Copy, Clone, Debug)]
pub(super) struct Hit {
    pub depth: i32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<Move>,
}

#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    /// score:16 | depth:8 | bound:2 | move:12 | generation:16
    data: u64,
}

const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

/// The policy's transposition table, of at most a given number of bytes.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u16,
}

fn encode_move(m: Option<Move>) -> u64 {
    let Some(m) = m else { return 0 };
    let (kind, from) = match m {
        Move::Place { .. } => (1, 0),
        Move::Step { from, .. } => (2, from.index() as u64),
        Move::Jump { from, .. } => (3, from.index() as u64),
    };
    kind | from << 2 | (m.to().index() as u64) << 7
}

fn decode_move(bits: u64) -> Option<Move> {
    let to = Square::new(((bits >> 7) & 31) as u8)?;
    let from = Square::new(((bits >> 2) & 31) as u8);
    match bits & 3 {
        1 => Some(Move::Place { to }),
        2 => Some(Move::Step { from: from?, to }),
        3 => Some(Move::Jump { from: from?, to }),
        _ => None,
    }
}

impl Table {
    /// A table of at most `bytes` (a power of two entries, one at least).
    pub fn new(bytes: usize) -> Table {
        let wanted = (bytes / ENTRY_BYTES).max(1);
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Table {
            entries: vec![Entry::default(); len],
            mask: len - 1,
            generation: 0,
        }
    }

    /// Starts a new search: entries of earlier searches become invisible.
    pub(super) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.entries.fill(Entry::default());
            self.generation = 1;
        }
    }

    /// Looks up `key` among this search's entries.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Hit> {
        let e = self.entries[key as usize & self.mask];
        if e.key != key || (e.data >> 48) as u16 != self.generation {
            return None;
        }
        let d = e.data;
        let bound = match (d >> 24) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            score: (d & 0xffff) as u16 as i16 as i32,
            depth: ((d >> 16) & 0xff) as i32,
            bound,
            best: decode_move((d >> 26) & 0xfff),
        })
    }

    /// Stores a result, preferring deeper results of this search.
    #[inline]
    pub(super) fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        best: Option<Move>,
    ) {
        let slot = &mut self.entries[key as usize & self.mask];
        let old_gen = (slot.data >> 48) as u16;
        let old_depth = ((slot.data >> 16) & 0xff) as i32;
        if old_gen == self.generation && slot.key != key && old_depth > depth + 2 {
            return;
        }
        let best = if best.is_none() && slot.key == key && old_gen == self.generation {
            decode_move((slot.data >> 26) & 0xfff)
        } else {
            best
        };
        let bound_bits = match bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let score = score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64;
        slot.key = key;
        slot.data = score
            | (depth.clamp(0, 255) as u64) << 16
            | bound_bits << 24
            | encode_move(best) << 26
            | (self.generation as u64) << 48;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_the_encoding() {
        for text in ["c3", "b2-c3", "a1xc3", "e5-d4", "a1"] {
            let m = Move::parse(text).unwrap();
            assert_eq!(decode_move(encode_move(Some(m))), Some(m));
        }
        assert_eq!(decode_move(encode_move(None)), None);
    }
}
