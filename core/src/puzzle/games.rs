//! Puzzles gathered from bot-versus-bot games at mixed levels, so the
//! positions look like games rather than random boards.

use super::file::PuzzleSet;
use super::find::puzzle_at;
use super::Puzzle;
use crate::book::frame::Frame;
use crate::bot::{Bot, Level, Request, StopFlag};
use crate::game::Game;
use crate::settings::Settings;
use crate::side::{Phase, Side};
use crate::tablebase::Tablebase;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

/// The levels the games are played at (Perfect needs a clock, so it is left out).
pub const GAME_LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

/// Transposition-table size of the game bots.
const GAME_MEMORY: usize = 4 << 20;

/// What a build saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildCounts {
    /// Games played.
    pub games: u64,
    /// Movement positions met, repeats under symmetry counted once.
    pub positions: u64,
    /// Of those, positions won for the side to move.
    pub won: u64,
    /// Puzzles found.
    pub puzzles: u64,
}

/// Plays `games` games from `seed` under the table's rules and keeps every
/// distinct position that is a puzzle; `progress` hears after each game.
/// The same table, games and seed give the same puzzles in the same order:
/// easiest first (difficulty, then distance), then file order of discovery.
pub fn build(
    table: &Tablebase,
    games: u64,
    seed: u64,
    progress: &mut dyn FnMut(&BuildCounts),
) -> (PuzzleSet, BuildCounts) {
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let mut bot = Bot::with_memory(GAME_MEMORY);
    let mut seen = HashSet::new();
    let mut counts = BuildCounts::default();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for number in 0..games {
        let mut rng = StdRng::seed_from_u64(seed ^ number.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let goats = GAME_LEVELS[rng.gen_range(0..GAME_LEVELS.len())];
        let tigers = GAME_LEVELS[rng.gen_range(0..GAME_LEVELS.len())];
        let mut game = Game::new(settings).expect("default settings with the table's goats-to-win");
        while game.outcome().is_none() {
            let level = match game.position().to_move() {
                Side::Goat => goats,
                Side::Tiger => tigers,
            };
            let request = Request::Level(level);
            let Some(answer) = bot.think(&game, &request, rng.gen(), &StopFlag::new(), &mut |_| {})
            else {
                break;
            };
            game.play_unchecked(answer.best);
            let pos = *game.position();
            if game.outcome().is_some() || pos.phase() != Phase::Movement {
                continue;
            }
            if !seen.insert((Frame::of(&pos).key(), pos.to_move())) {
                continue;
            }
            counts.positions += 1;
            if matches!(table.probe(&pos), Some(crate::tablebase::Value::Win(_))) {
                counts.won += 1;
                if let Some(p) = puzzle_at(table, &pos) {
                    puzzles.push(p);
                }
            }
        }
        counts.games += 1;
        counts.puzzles = puzzles.len() as u64;
        progress(&counts);
    }
    puzzles.sort_by_key(Puzzle::rating);
    (
        PuzzleSet {
            goats_to_win: table.goats_to_win(),
            puzzles,
        },
        counts,
    )
}
