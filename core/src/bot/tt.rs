//! The transposition table: a fixed-size array of entries keyed by Zobrist hash.
//!
//! Entries carry the number of the search that wrote them, and a search only
//! reads its own entries, so a reused table never changes what a search
//! decides (the same seed, position and level give the same move) and the
//! table never needs clearing between moves.

use crate::moves::Move;
use crate::square::Square;

/// How a stored score relates to the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a cut-off).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

/// What a probe finds.
#[derive(Copy, Clone, Debug)]
pub struct Hit {
    /// Depth the score was searched to.
    pub depth: i32,
    /// Score, relative to the node (mate scores already adjusted by the caller).
    pub score: i32,
    /// How the score bounds the value.
    pub bound: Bound,
    /// Best or refuting move, if any.
    pub best: Option<Move>,
}

#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    /// score:16 | depth:8 | bound:2 | move:12 | generation:16
    data: u64,
}

/// Bytes one entry takes.
pub const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

/// A transposition table of at most a given number of bytes.
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
    /// A table using at most `bytes` of memory (at least one entry).
    pub fn new(bytes: usize) -> Table {
        let wanted = (bytes / ENTRY_BYTES).max(1);
        // Largest power of two that fits, so indexing is a mask.
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Table {
            // Zeroed memory comes from the allocator untouched, so an unused
            // table costs address space rather than resident memory.
            entries: vec![Entry::default(); len],
            mask: len - 1,
            generation: 0,
        }
    }

    /// Bytes the entries take.
    pub fn bytes(&self) -> usize {
        self.entries.len() * ENTRY_BYTES
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the table has no entries (never: it holds at least one).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Starts a new search: entries of earlier searches become invisible.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // After 65535 searches stale generations would match again.
            self.entries.fill(Entry::default());
            self.generation = 1;
        }
    }

    /// Looks up `key` among this search's entries.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
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
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<Move>) {
        let slot = &mut self.entries[key as usize & self.mask];
        let old_gen = (slot.data >> 48) as u16;
        let old_depth = ((slot.data >> 16) & 0xff) as i32;
        if old_gen == self.generation && slot.key != key && old_depth > depth + 2 {
            return;
        }
        // Keep the old move when a shallower pass found none for the same node.
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

    #[test]
    fn stores_and_forgets_across_searches() {
        let mut t = Table::new(1 << 16);
        t.new_search();
        let m = Move::parse("b2-c3").unwrap();
        t.store(12345, 5, -29990, Bound::Lower, Some(m));
        let hit = t.probe(12345).unwrap();
        assert_eq!(
            (hit.depth, hit.score, hit.bound, hit.best),
            (5, -29990, Bound::Lower, Some(m))
        );
        t.new_search();
        assert!(t.probe(12345).is_none());
    }

    #[test]
    fn entries_stay_forgotten_when_the_search_counter_wraps() {
        let mut t = Table::new(1 << 10);
        t.new_search();
        t.store(777, 3, 10, Bound::Exact, None);
        // 65536 more searches bring the 16-bit counter back to the same value.
        for _ in 0..1 << 16 {
            t.new_search();
            assert!(t.probe(777).is_none());
        }
    }

    #[test]
    fn size_is_bounded() {
        for bytes in [1, 1000, 1 << 20, 3 << 20, 32 << 20] {
            let t = Table::new(bytes);
            assert!(t.bytes() <= bytes.max(ENTRY_BYTES));
            assert!(t.bytes() * 2 > bytes || t.len() == 1);
        }
    }
}
