//! The tigers' won / drawn / lost count the tiger examples keep.

use baghchal::{Game, Side};

/// Games the tigers won, drew and lost.
#[derive(Default)]
pub struct Tally {
    /// Games the tigers won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games the tigers lost.
    pub lost: u32,
}

impl Tally {
    /// Counts the end of `game`, which is over, and names it for the
    /// tigers: `won`, `drawn` or `lost`.
    pub fn add(&mut self, game: &Game) -> &'static str {
        match game.outcome().and_then(|o| o.winner) {
            Some(Side::Tiger) => {
                self.won += 1;
                "won"
            }
            Some(Side::Goat) => {
                self.lost += 1;
                "lost"
            }
            None => {
                self.drawn += 1;
                "drawn"
            }
        }
    }
}
