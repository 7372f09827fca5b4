//! The exact search's memo: what is known of each position searched, in one
//! flat table of eight-byte slots. It replaces a `HashMap`, whose look-ups
//! and growth were a third of the search's time (`perf` on the tigers'
//! positions at 13 placed).

/// Four bits of answers, kept beside a key below 2^60.
pub type Bits = u8;

/// Keys and their bits, open addressing with linear probing. A slot holds
/// `key << 4 | bits`; 0 is an empty slot, so key 0 cannot be stored (the
/// exact search's keys always have tigers in them).
pub struct Memo {
    slots: Vec<u64>,
    len: usize,
}

/// Slots of a new memo: a search from 13 placed fills tens of thousands.
const FIRST_SLOTS: usize = 1 << 15;

impl Default for Memo {
    fn default() -> Memo {
        Memo {
            slots: vec![0; FIRST_SLOTS],
            len: 0,
        }
    }
}

impl Memo {
    /// The slot where `key` is, or the empty one where it would go.
    fn find(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        // The high bits of a multiply mix every bit of the key.
        let mut i = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 || slot >> 4 == key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The bits stored for `key` (0 if none).
    pub fn get(&self, key: u64) -> Bits {
        (self.slots[self.find(key)] & 0xf) as Bits
    }

    /// Stores `bits` for `key` (nonzero, below 2^60), replacing what was there.
    pub fn set(&mut self, key: u64, bits: Bits) {
        debug_assert!(key != 0 && key >> 60 == 0);
        let i = self.find(key);
        if self.slots[i] == 0 {
            self.len += 1;
            // At most half full, so a probe ends soon.
            if self.len * 2 > self.slots.len() {
                self.grow();
                let i = self.find(key);
                self.slots[i] = key << 4 | u64::from(bits & 0xf);
                return;
            }
        }
        self.slots[i] = key << 4 | u64::from(bits & 0xf);
    }

    /// Positions stored.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.len
    }

    fn grow(&mut self) {
        let bigger = vec![0; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, bigger);
        for slot in old.into_iter().filter(|&s| s != 0) {
            let i = self.find(slot >> 4);
            self.slots[i] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn holds_what_a_hash_map_holds_through_growth() {
        let mut memo = Memo::default();
        let mut model = HashMap::new();
        let mut x = 0x1234_5678_9abc_def1u64;
        // Enough keys to grow the table several times, with repeats.
        for n in 0..200_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let key = x % (n / 3 + 2) + 1;
            let bits = (x & 0xf) as Bits;
            memo.set(key, bits);
            model.insert(key, bits);
        }
        assert_eq!(memo.len(), model.len());
        for (&key, &bits) in &model {
            assert_eq!(memo.get(key), bits, "key {key}");
        }
        assert_eq!(memo.get(u64::MAX >> 4), 0, "a key never stored");
    }
}
