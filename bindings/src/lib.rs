//! UniFFI wrapper that exports the Baghchal core to Kotlin and Swift.
//!
//! The core (`baghchal`) knows nothing of FFI; this crate translates its types
//! and errors into a small API shaped for a game screen: a [`Game`] object with
//! snapshots, move hints, moves, take-back, records and a cancellable bot.
//! Panics unwind (see the workspace profiles) so UniFFI turns them into
//! exceptions instead of aborting the app.

uniffi::setup_scaffolding!("baghchal");

mod analysis;
mod book;
mod bot;
mod drills;
mod error;
mod explain;
mod game;
mod gametext;
mod history;
mod logging;
mod matchplay;
mod puzzle;
mod review;
mod setup;
mod tablebase;
mod types;

pub use analysis::{MoveValue, MoveValueSink};
pub use book::{load_book, unload_books, BookInfo};
pub use bot::{BotLimits, BotMove, CancelHandle};
pub use drills::{drill_progress_after, history_drills, Drill, DrillGoal, DrillJudgement, Drills};
pub use error::BaghchalError;
pub use explain::{BoardPlace, LineEvent, MoveExplanation, SlipCause};
pub use game::Game;
pub use gametext::{
    read_game_text, ImportedText, LibraryProblem, PositionPart, TextFormat, TextMove, TextProblem,
    TextResult, TextTag,
};
pub use history::{
    history_adding, history_capacity, history_statistics, read_history, GameListing, History,
    KeptGame, LevelStats, PlayMode, PlayerResult, RefusedGame, SideStats, Statistics, Wdl,
    WeekResults,
};
pub use matchplay::{match_outcome, MatchDecision, MatchGame, MatchOutcome, MatchPlayer};
pub use puzzle::{
    load_puzzles, puzzle_progress_after, puzzle_progress_new, puzzle_progress_restore,
    puzzle_progress_save, PuzzleAnswer, PuzzleDifficulty, PuzzleInfo, PuzzleProgress, PuzzleSet,
};
pub use setup::{check_setup, setup_problem_text, SettingsProblem, Setup, SetupProblem};
pub use tablebase::{load_tablebase, unload_tablebase, Evaluation, Verdict};
pub use types::{
    default_settings, point_name, EndReason, GameResult, IllegalReason, Level, MoveInfo, Phase,
    Piece, RepetitionRule, Settings, Side, Snapshot, Target,
};

/// Test-only: panics inside Rust, to prove a panic arrives in Kotlin/Swift as an exception.
///
/// Declared fallible because Swift only turns a panic into a thrown error for
/// throwing functions; a non-throwing one would stop the app instead.
#[uniffi::export]
pub fn debug_force_panic() -> Result<(), BaghchalError> {
    panic!("forced panic for the FFI test");
}
