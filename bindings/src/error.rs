//! The one error type every fallible call returns, with typed kinds the UI can match on.

use crate::gametext::{LibraryProblem, TextProblem};
use crate::setup::SetupProblem;
use crate::types::IllegalReason;

/// Why a call failed. Each kind carries data to show, never a string to parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum BaghchalError {
    /// The move breaks a rule; `detail` is a short English explanation.
    #[error("illegal move ({reason:?}): {detail}")]
    IllegalMove {
        /// Which rule the move breaks.
        reason: IllegalReason,
        /// A short explanation for players.
        detail: String,
    },
    /// The game has ended, so no move, resignation or bot search is possible.
    #[error("the game is over")]
    GameOver,
    /// No half move has been played, so there is nothing to take back.
    #[error("there is nothing to take back")]
    NothingToUndo,
    /// A saved record could not be loaded: not JSON, a newer version, a bad field or a move that does not replay.
    #[error("bad record: {detail}")]
    BadRecord {
        /// What is wrong, naming the first bad field or move.
        detail: String,
    },
    /// A setting or bot limit is outside its range.
    #[error("bad setting: {detail}")]
    BadSetting {
        /// Which setting and why.
        detail: String,
    },
    /// Text that is not a move in notation (`c3`, `b2-c3`, `a1xc3`).
    #[error("bad notation: {detail}")]
    BadNotation {
        /// The text and why it cannot be read.
        detail: String,
    },
    /// A point index outside 0..=24.
    #[error("no point has index {index}")]
    BadPoint {
        /// The index given.
        index: u8,
    },
    /// An endgame table file could not be used: missing, damaged, truncated or for other rules.
    #[error("bad endgame table: {detail}")]
    BadTablebase {
        /// The file and what is wrong with it.
        detail: String,
    },
    /// A placement book file could not be used: missing, damaged, for other
    /// rules, or made by a policy this build does not play.
    #[error("bad placement book: {detail}")]
    BadBook {
        /// The file and what is wrong with it.
        detail: String,
    },
    /// A set-up position cannot be played from; every problem is listed.
    #[error("bad set-up: {detail}")]
    BadSetup {
        /// Every problem, in a fixed order, for the app to put in its own words.
        problems: Vec<SetupProblem>,
        /// The problems in English, separated by "; ".
        detail: String,
    },
    /// A search (the bot's, or [`crate::Game::move_values`]) was cancelled
    /// through its [`crate::CancelHandle`].
    #[error("the search was cancelled")]
    Cancelled,
    /// A puzzle file could not be used: missing, damaged, truncated or foreign.
    #[error("bad puzzle file: {detail}")]
    BadPuzzles {
        /// The file and what is wrong with it.
        detail: String,
    },
    /// The puzzle set has no puzzle with this number (or none at all).
    #[error("no puzzle number {index}")]
    NoSuchPuzzle {
        /// The number asked for.
        index: u32,
    },
    /// The puzzle's line has no solver move with this number.
    #[error("puzzle {index} has no move number {step}")]
    NoSuchPuzzleStep {
        /// The puzzle.
        index: u32,
        /// The solver move number asked for (0 = the first).
        step: u32,
    },
    /// A saved state (such as the puzzle progress) was refused: damaged,
    /// foreign or newer than this app.
    #[error("bad save: {detail}")]
    BadSave {
        /// What is wrong with it.
        detail: String,
    },
    /// A game text or position that cannot be read: the first bad line and what is wrong there.
    #[error("bad game text: {detail}")]
    BadText {
        /// The line, from 1 (0: the text as a whole).
        line: u32,
        /// What is wrong, for the app to put in its own words.
        problem: TextProblem,
        /// The same in English.
        detail: String,
    },
    /// A game the `baghchal` library's PGN cannot hold as it is.
    #[error("not for the baghchal library: {detail}")]
    NotForLibrary {
        /// Why, for the app to put in its own words.
        problem: LibraryProblem,
        /// The same in English.
        detail: String,
    },
}

/// The rule `e` breaks, or `None` for a game already over (a kind of its own).
pub(crate) fn illegal_reason(e: baghchal::IllegalMove) -> Option<IllegalReason> {
    use baghchal::IllegalMove as I;
    Some(match e {
        I::GameOver => return None,
        I::NotYourTurn => IllegalReason::NotYourTurn,
        I::NoPiece => IllegalReason::NoPiece,
        I::NotYourPiece => IllegalReason::NotYourPiece,
        I::Occupied => IllegalReason::Occupied,
        I::NotConnected => IllegalReason::NotConnected,
        I::MustPlace => IllegalReason::MustPlace,
        I::NothingToPlace => IllegalReason::NothingToPlace,
        I::GoatCannotJump => IllegalReason::GoatCannotJump,
        I::NothingToJump => IllegalReason::NothingToJump,
        I::CaptureNotAllowedYet => IllegalReason::CaptureNotAllowedYet,
        I::RepetitionForbidden => IllegalReason::RepetitionForbidden,
    })
}

impl From<baghchal::IllegalMove> for BaghchalError {
    fn from(e: baghchal::IllegalMove) -> Self {
        // A finished game is its own kind, whichever call noticed it.
        let Some(reason) = illegal_reason(e) else {
            return BaghchalError::GameOver;
        };
        BaghchalError::IllegalMove {
            reason,
            detail: e.explain().to_string(),
        }
    }
}

impl From<baghchal::SettingsError> for BaghchalError {
    fn from(e: baghchal::SettingsError) -> Self {
        BaghchalError::BadSetting { detail: e.0 }
    }
}

impl From<baghchal::RecordError> for BaghchalError {
    fn from(e: baghchal::RecordError) -> Self {
        BaghchalError::BadRecord {
            detail: e.to_string(),
        }
    }
}

impl From<baghchal::NotationError> for BaghchalError {
    fn from(e: baghchal::NotationError) -> Self {
        BaghchalError::BadNotation {
            detail: e.to_string(),
        }
    }
}
