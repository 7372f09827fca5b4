//! Which tigers-to-move positions the tigers lose, one bit per slot, for the
//! two layers one and two captures short of goats-to-win. The goats win few
//! of those (3 % and 0.5 % of the slots at `G = 5`), and the exact placement
//! search asks of every last placement whether some goat move there wins:
//! these bits answer "no" without decoding a value per move.

/// One bit per slot number of one layer.
pub struct Layer {
    bits: Vec<u64>,
    len: usize,
}

impl Layer {
    /// A layer of `slots` slots, none set.
    pub fn new(slots: u64) -> Layer {
        let len = usize::try_from(slots).expect("a layer fits in memory");
        Layer {
            bits: vec![0; len.div_ceil(64)],
            len,
        }
    }

    /// Slots in the layer.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Marks slot `number` lost for the tigers.
    pub fn set(&mut self, number: usize) {
        self.bits[number / 64] |= 1 << (number % 64);
    }

    /// Whether slot `number` is lost for the tigers.
    #[inline]
    pub fn get(&self, number: usize) -> bool {
        self.bits[number / 64] >> (number % 64) & 1 == 1
    }
}

/// The indexed layers of one table, by goats captured.
pub struct Lost {
    layers: Vec<Option<Layer>>,
}

impl Lost {
    /// The index of `layers` (by goats captured; `None` where not indexed).
    pub fn new(layers: Vec<Option<Layer>>) -> Lost {
        Lost { layers }
    }

    /// The layer with `captured` goats eaten, if indexed.
    #[inline]
    pub fn layer(&self, captured: usize) -> Option<&Layer> {
        self.layers.get(captured)?.as_ref()
    }
}
