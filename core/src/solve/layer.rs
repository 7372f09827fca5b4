//! Which layers the placement phase has, in the order the sweep solves them,
//! and how their values are packed: 2 bits a slot, four slots a byte.

use super::index::per_class;
use std::fmt;

/// The side to move loses.
pub const LOSS: u8 = 0;
/// Neither side can force a result.
pub const DRAW: u8 = 1;
/// The side to move wins.
pub const WIN: u8 = 2;
/// A slot that no position ranks to (an alias of a symmetric class).
pub const ALIAS: u8 = 3;

/// Goats in a game.
const GOATS: u8 = 20;

/// One layer: goats placed so far and the side to move (all captured counts).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LayerId {
    /// Goats placed so far, 0..=19.
    pub placed: u8,
    /// Whether the tigers are to move.
    pub tigers_to_move: bool,
}

impl LayerId {
    /// Every layer in the order the sweep solves them: goats to move at 19,
    /// tigers to move at 19, goats at 18, ... tigers at 1, goats at 0. Each
    /// depends only on the one before it (the first on the movement table).
    pub fn sweep_order() -> Vec<LayerId> {
        let mut out = Vec::new();
        for placed in (0..GOATS).rev() {
            out.push(LayerId {
                placed,
                tigers_to_move: false,
            });
            if placed > 0 {
                out.push(LayerId {
                    placed,
                    tigers_to_move: true,
                });
            }
        }
        out
    }

    /// The captured counts this layer holds for `goats_to_win`: up to the
    /// goats placed (one fewer with tigers to move, as they have moved one
    /// time fewer) and below goats-to-win.
    pub fn captured(self, goats_to_win: u8) -> std::ops::RangeInclusive<u8> {
        let most = if self.tigers_to_move {
            self.placed - 1
        } else {
            self.placed
        };
        0..=most.min(goats_to_win - 1)
    }

    /// Slots of the part with `captured` goats eaten, for `classes` tiger classes.
    pub fn slots(self, captured: u8, classes: usize) -> u64 {
        classes as u64 * per_class((self.placed - captured) as usize)
    }

    /// The file name of this layer in a solve directory.
    pub fn file_name(self) -> String {
        format!(
            "p{:02}-{}.layer",
            self.placed,
            if self.tigers_to_move {
                "tigers"
            } else {
                "goats"
            }
        )
    }
}

impl fmt::Display for LayerId {
    /// `G12` (goats to move, 12 placed) or `T12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = if self.tigers_to_move { 'T' } else { 'G' };
        write!(f, "{side}{}", self.placed)
    }
}

/// Bytes needed for `slots` packed values.
pub fn packed_len(slots: u64) -> usize {
    slots.div_ceil(4) as usize
}

/// The packed value of slot `i`.
#[inline(always)]
pub fn get(bytes: &[u8], i: u64) -> u8 {
    (bytes[(i >> 2) as usize] >> ((i & 3) * 2)) & 3
}

/// Tally of one part (captured count) of a layer.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Won for the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost for the side to move.
    pub losses: u64,
}

impl Tally {
    /// Classes counted (aliases are not classes).
    pub fn classes(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Counts the first `slots` values of a packed run (the last byte's
    /// padding is not a slot).
    pub fn of(bytes: &[u8], slots: u64) -> Tally {
        let mut t = Tally::default();
        for (i, &b) in bytes.iter().enumerate() {
            let here = (slots - 4 * i as u64).min(4);
            for k in 0..here {
                match (b >> (2 * k)) & 3 {
                    LOSS => t.losses += 1,
                    DRAW => t.draws += 1,
                    WIN => t.wins += 1,
                    _ => {}
                }
            }
        }
        t
    }

    /// The sum of two tallies.
    pub fn plus(self, o: Tally) -> Tally {
        Tally {
            wins: self.wins + o.wins,
            draws: self.draws + o.draws,
            losses: self.losses + o.losses,
        }
    }
}

/// A solved layer in memory.
pub struct Layer {
    /// Which layer.
    pub id: LayerId,
    /// Per captured count from 0: the packed values (one entry per count in
    /// [`LayerId::captured`]).
    pub parts: Vec<Vec<u8>>,
}

impl Layer {
    /// The value of slot `i` of the part with `captured` goats eaten.
    #[inline(always)]
    pub fn get(&self, captured: u8, i: u64) -> u8 {
        get(&self.parts[captured as usize], i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sweep_visits_39_layers_each_after_what_it_needs() {
        let order = LayerId::sweep_order();
        assert_eq!(order.len(), 39);
        assert_eq!(order[0].to_string(), "G19");
        assert_eq!(order[1].to_string(), "T19");
        assert_eq!(order[38].to_string(), "G0");
        for pair in order.windows(2) {
            let (before, now) = (pair[0], pair[1]);
            // Tigers at p need goats at p; goats at p need tigers at p + 1.
            if now.tigers_to_move {
                assert_eq!((before.placed, before.tigers_to_move), (now.placed, false));
            } else {
                assert_eq!(
                    (before.placed, before.tigers_to_move),
                    (now.placed + 1, true)
                );
            }
        }
    }

    #[test]
    fn captured_counts_follow_the_moves_made() {
        let g = LayerId {
            placed: 3,
            tigers_to_move: false,
        };
        let t = LayerId {
            placed: 3,
            tigers_to_move: true,
        };
        assert_eq!(g.captured(5), 0..=3);
        assert_eq!(t.captured(5), 0..=2);
        assert_eq!(g.captured(2), 0..=1);
    }
}
