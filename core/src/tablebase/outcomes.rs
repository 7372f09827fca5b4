//! The win, draw or loss of every tigers-to-move position of a table, two
//! bits per slot. The exact placement search reads them at the goats' last
//! placement instead of decoding a table value per placement.

use crate::solve::Wdl;

/// The outcomes of one layer, for the tigers to move, by slot number.
pub struct Layer {
    won: Vec<u64>,
    lost: Vec<u64>,
    len: usize,
}

impl Layer {
    /// A layer of `slots` slots, all drawn until set.
    pub fn new(slots: u64) -> Layer {
        let len = usize::try_from(slots).expect("a layer fits in memory");
        let words = len.div_ceil(64);
        Layer {
            won: vec![0; words],
            lost: vec![0; words],
            len,
        }
    }

    /// Slots in the layer.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Records the outcome of slot `number` for the tigers.
    pub fn set(&mut self, number: usize, outcome: Wdl) {
        let bit = 1 << (number % 64);
        match outcome {
            Wdl::Win => self.won[number / 64] |= bit,
            Wdl::Loss => self.lost[number / 64] |= bit,
            Wdl::Draw => {}
        }
    }

    /// The outcome of slot `number` for the tigers.
    #[inline]
    pub fn get(&self, number: usize) -> Wdl {
        let (word, shift) = (number / 64, number % 64);
        if self.won[word] >> shift & 1 == 1 {
            Wdl::Win
        } else if self.lost[word] >> shift & 1 == 1 {
            Wdl::Loss
        } else {
            Wdl::Draw
        }
    }
}

/// The indexed layers of one table, by goats captured.
pub struct Outcomes {
    layers: Vec<Option<Layer>>,
}

impl Outcomes {
    /// The index of `layers` (by goats captured; `None` where not indexed).
    pub fn new(layers: Vec<Option<Layer>>) -> Outcomes {
        Outcomes { layers }
    }

    /// The layer with `captured` goats eaten, if indexed.
    #[inline]
    pub fn layer(&self, captured: usize) -> Option<&Layer> {
        self.layers.get(captured)?.as_ref()
    }
}
