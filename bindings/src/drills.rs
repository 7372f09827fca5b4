//! The player's slips as drills: found in the kept games with the loaded
//! tables, judged exactly, and their progress kept as one text the app
//! stores under one key.

use crate::bot::CancelHandle;
use crate::error::BaghchalError;
use crate::explain::{explanation_record, MoveExplanation};
use crate::game::Game;
use crate::types::Side;
use baghchal::drills::{self as core, DrillKey, Goal, Progress};
use baghchal::explain::NotExplained;
use baghchal::history;
use baghchal::review::game_at;
use baghchal::tablebase::installed_for;
use baghchal::Move;
use std::sync::Arc;

/// What a drill asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum DrillGoal {
    /// The position was won: find a move that keeps the win.
    KeepWin,
    /// The position was drawn: find a move that keeps the draw.
    KeepDraw,
}

/// One of the player's slips, as a drill.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Drill {
    /// The kept game's `ended_at`: with `half_move`, what names the drill.
    pub game_ended_at: i64,
    /// 0-based index of the slip in the game's move log; the drill's
    /// position is the game after this many half moves.
    pub half_move: u32,
    /// The side that slipped, who answers.
    pub mover: Side,
    /// What a right answer keeps.
    pub goal: DrillGoal,
    /// The move played in the game, in notation.
    pub played: String,
    /// The kept game's record.
    pub record_json: String,
    /// Right answers given so far.
    pub right_answers: u32,
    /// Answered right twice.
    pub learned: bool,
}

/// The drills of a history.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Drills {
    /// Every slip of the player's in the kept games, oldest first.
    pub all: Vec<Drill>,
    /// The slips not yet answered right, oldest first: "Practise my slips".
    pub to_practise: Vec<Drill>,
    /// Lines of the progress text that could not be read (skipped alone).
    pub progress_refused: u32,
}

/// An answer to a drill, judged.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct DrillJudgement {
    /// Whether the move keeps what the drill asks for (a slower win is still a win).
    pub right: bool,
    /// The move explained; for a wrong answer its line is the refutation to play.
    pub explanation: MoveExplanation,
}

/// The drills in `history_text` (see `read_history`) with the progress in
/// `progress_text`. Games whose tables are not loaded give none. Never fails.
/// A table probe per move of every kept game: call it off the UI thread.
#[uniffi::export]
pub fn history_drills(history_text: String, progress_text: String) -> Drills {
    let (games, _) = history::read(&history_text);
    let (progress, refused) = Progress::restore(&progress_text);
    let mut all = Vec::new();
    let mut found = Vec::new();
    for kept in &games {
        let Some(table) = installed_for(kept.game.settings().goats_to_win) else {
            continue;
        };
        let slips = core::slips(&table, kept);
        if slips.is_empty() {
            continue;
        }
        // One record per game, however many slips it holds.
        let record = kept.game.to_json();
        for slip in slips {
            found.push(slip);
            all.push(drill(slip, record.clone(), &progress));
        }
    }
    all.sort_by_key(|d| (d.game_ended_at, d.half_move));
    let queue = core::practise(&found, &progress);
    let to_practise = queue
        .iter()
        .filter_map(|s| all.iter().find(|d| key_of(d) == s.key).cloned())
        .collect();
    Drills {
        all,
        to_practise,
        progress_refused: refused as u32,
    }
}

/// The progress text after an answer to `drill`: a right answer counts, a
/// wrong one changes nothing. Drills of games no longer in `history_text`
/// are forgotten, and unreadable lines dropped, so the text stays small.
#[uniffi::export]
pub fn drill_progress_after(
    progress_text: String,
    history_text: String,
    drill: Drill,
    right: bool,
) -> String {
    let (games, _) = history::read(&history_text);
    let (progress, _) = Progress::restore(&progress_text);
    let mut progress = progress.after(key_of(&drill), right);
    progress.retain_games(|g| games.iter().any(|k| k.ended_at == g));
    progress.save()
}

#[uniffi::export]
impl Game {
    /// This game as it stood after its first `half_moves` half moves, as a
    /// game of its own to play on (a drill's position, a review's position
    /// opened for analysis). Past the end is a `BadSetting` error.
    pub fn game_at(&self, half_moves: u32) -> Result<Arc<Game>, BaghchalError> {
        let game = self.lock().clone();
        game_at(&game, half_moves)
            .map(Game::wrap)
            .ok_or_else(|| BaghchalError::BadSetting {
                detail: format!(
                    "game_at: the game has {} half moves, not {half_moves}",
                    game.half_moves()
                ),
            })
    }

    /// Judges the legal move `notation` in this game's position as an answer
    /// to a drill with `goal`. `None` where no loaded table covers the
    /// position. Call it off the UI thread; `Cancelled` if `cancel` is.
    pub fn judge_drill(
        &self,
        goal: DrillGoal,
        notation: String,
        cancel: Arc<CancelHandle>,
    ) -> Result<Option<DrillJudgement>, BaghchalError> {
        let m = Move::parse(&notation)?;
        let game = self.lock().clone();
        game.check(m)?;
        let Some(table) = installed_for(game.settings().goats_to_win) else {
            return Ok(None);
        };
        let goal = match goal {
            DrillGoal::KeepWin => Goal::KeepWin,
            DrillGoal::KeepDraw => Goal::KeepDraw,
        };
        match core::judge(&table, &game, goal, m, &cancel.flag) {
            Ok(j) if !cancel.is_cancelled() => Ok(Some(DrillJudgement {
                right: j.right,
                explanation: explanation_record(&j.explanation),
            })),
            Ok(_) | Err(NotExplained::Cancelled) => Err(BaghchalError::Cancelled),
            Err(NotExplained::NotCovered) => Ok(None),
            Err(NotExplained::Illegal) => Err(BaghchalError::GameOver),
        }
    }
}

fn key_of(d: &Drill) -> DrillKey {
    DrillKey {
        game: d.game_ended_at,
        half_move: d.half_move,
    }
}

fn drill(slip: core::Slip, record_json: String, progress: &Progress) -> Drill {
    Drill {
        game_ended_at: slip.key.game,
        half_move: slip.key.half_move,
        mover: slip.mover.into(),
        goal: match slip.goal {
            Goal::KeepWin => DrillGoal::KeepWin,
            Goal::KeepDraw => DrillGoal::KeepDraw,
        },
        played: slip.played.to_string(),
        record_json,
        right_answers: progress.right(slip.key),
        learned: progress.learned(slip.key),
    }
}
