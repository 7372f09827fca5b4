//! The bot. PLACEHOLDER facade: plays a seeded random legal move until the
//! search lands (issue 3); the public signatures here are what callers use.

use crate::game::Game;
use crate::moves::{Move, MoveList};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The four difficulty levels of seed 000.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Looks 1 half move ahead, random on 55 turns in 100.
    Easy,
    /// Looks 3 ahead, random on 15 in 100.
    Medium,
    /// Looks 5 ahead, never random.
    Hard,
    /// At least 7 ahead, deeper while time allows.
    Perfect,
}

impl Level {
    /// The name used in the protocol.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Perfect => "perfect",
        }
    }

    /// Reads `easy`, `medium`, `hard` or `perfect`.
    pub fn parse(s: &str) -> Option<Level> {
        [Level::Easy, Level::Medium, Level::Hard, Level::Perfect]
            .into_iter()
            .find(|l| l.name() == s)
    }
}

/// Search limits; any that is set stops the search.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in half moves.
    pub depth: Option<u32>,
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// Time to search at most.
    pub time: Option<Duration>,
}

/// What the bot is asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Play at a difficulty level.
    Level(Level),
    /// Search with explicit limits.
    Limits(Limits),
}

/// A flag another thread sets to stop a search; cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag that is not set.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks the search to stop and return its best move so far.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Progress of a search after one iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Depth completed.
    pub depth: u32,
    /// Score for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub time: Duration,
    /// Principal variation.
    pub pv: Vec<Move>,
}

/// The bot's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The move to play.
    pub best: Move,
    /// Score for the side to move.
    pub score: i32,
    /// Depth completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// Chooses a move for the side to move; `None` when the game is over.
pub fn think(
    game: &Game,
    _request: &Request,
    seed: u64,
    _stop: &StopFlag,
    _on_info: &mut dyn FnMut(&Info),
) -> Option<Answer> {
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    if list.is_empty() {
        return None;
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let best = list[rng.gen_range(0..list.len())];
    Some(Answer {
        best,
        score: 0,
        depth: 0,
        nodes: 0,
    })
}
