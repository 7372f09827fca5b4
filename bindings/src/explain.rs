//! Why a move is good or bad, from the endgame table: the core's typed
//! explanation (see `docs/explanations.md`) as records the apps word.

use crate::bot::CancelHandle;
use crate::error::BaghchalError;
use crate::game::Game;
use crate::tablebase::{value_of, Evaluation};
use crate::types::MoveInfo;
use baghchal::explain::{self, Cause, Event, Explanation, NotExplained, Place};
use baghchal::review::game_at;
use baghchal::tablebase::installed_for;
use baghchal::{Move, Square};
use std::sync::Arc;

/// The first decisive thing in a move's line. `at` counts half moves after
/// the explained move: the event is on `line[at - 1]`; 0 is the move itself.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum LineEvent {
    /// The tiger on `tiger` leaps and eats the goat on `goat`; `ends_game`
    /// when that capture wins.
    Capture {
        /// Half moves after the explained move.
        at: u32,
        /// Point of the eaten goat.
        goat: u8,
        /// Point the tiger leapt from.
        tiger: u8,
        /// Whether the capture wins the game for the tigers.
        ends_game: bool,
    },
    /// Every tiger is left without a move: the goats win.
    TigersTrapped {
        /// Half moves after the explained move.
        at: u32,
    },
    /// The goats are left without a move: the tigers win.
    GoatsBlocked {
        /// Half moves after the explained move.
        at: u32,
    },
    /// The position comes back (a draw): the one after `first` half moves,
    /// or (`first` is `None`) one from before the explained move.
    Repetition {
        /// Half moves after the explained move.
        at: u32,
        /// Where it stood first in the line, if it did.
        first: Option<u32>,
    },
    /// The half-move limit ends the line in a draw.
    MoveLimit {
        /// Half moves after the explained move.
        at: u32,
    },
}

/// Where a point lies, as the teaching speaks of tigers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum BoardPlace {
    /// A corner.
    Corner,
    /// An edge, not a corner.
    Edge,
    /// Inside the board.
    Inside,
}

/// The immediate cause of a slip, in the game's teaching terms.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SlipCause {
    /// The goat just moved to `goat` has the empty `landing` beyond it; the
    /// tiger on `tiger` leaps it next.
    GoatLeftOpen {
        /// The goat's point.
        goat: u8,
        /// The tiger's point.
        tiger: u8,
        /// The empty point beyond the goat.
        landing: u8,
    },
    /// The goat stepped out of a wall, leaving `landing` empty; the tiger on
    /// `tiger` leaps the goat on `goat` into it next.
    LeapOpenedBehind {
        /// The eaten goat's point.
        goat: u8,
        /// The tiger's point.
        tiger: u8,
        /// The point the moved goat left.
        landing: u8,
    },
    /// The tiger on `tiger`, which had no move, can now go to `point`, the
    /// point the goat left.
    TigerReleased {
        /// The tiger's point.
        tiger: u8,
        /// Corner, edge or inside.
        place: BoardPlace,
        /// The point the goat left.
        point: u8,
    },
    /// The capture landed the tiger on `tiger`, which stays there and is
    /// trapped with the rest at the end of the line.
    CaptureIntoTrap {
        /// The capturing tiger's point.
        tiger: u8,
    },
}

/// A move explained from the endgame table (movement) or the exact
/// placement search (placement from 12 goats placed).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MoveExplanation {
    /// The move explained.
    pub mv: MoveInfo,
    /// The position's value for the mover before it (its best move's value);
    /// in placement without a distance.
    pub before: Evaluation,
    /// The value the move keeps for the mover.
    pub after: Evaluation,
    /// Every move that keeps `before`.
    pub best: Vec<MoveInfo>,
    /// Best play after the move, the reply first, to the event.
    pub line: Vec<MoveInfo>,
    /// The line's first decisive event; `None` if the line was cut short.
    pub event: Option<LineEvent>,
    /// Why the move lost value, where a cause holds on the board.
    pub cause: Option<SlipCause>,
}

#[uniffi::export]
impl Game {
    /// The explanation of the legal move `notation` in the current position,
    /// or `None` where nothing loaded covers it (placement before 12 goats
    /// placed, other rules, no table of the game's goats-to-win). In
    /// placement `before` and `after` have no distance.
    ///
    /// In the movement phase a table probe per legal move for each half move
    /// of the line; in placement the exact search, as [`Game::move_values`]
    /// runs it, then along the line: call it off the UI thread. Works on a copy of the game;
    /// [`BaghchalError::Cancelled`] if `cancel` is cancelled before it returns.
    pub fn explain_move(
        &self,
        notation: String,
        cancel: Arc<CancelHandle>,
    ) -> Result<Option<MoveExplanation>, BaghchalError> {
        let m = Move::parse(&notation)?;
        let game = self.lock().clone();
        game.check(m)?;
        explained(&game, m, &cancel)
    }

    /// The explanation of the move played at 0-based log index `index`, as
    /// a review shows a slip; otherwise as [`Game::explain_move`]. An index
    /// past the log is a `BadSetting` error.
    pub fn explain_played_move(
        &self,
        index: u32,
        cancel: Arc<CancelHandle>,
    ) -> Result<Option<MoveExplanation>, BaghchalError> {
        let game = self.lock().clone();
        let played = game.moves().nth(index as usize);
        let (Some(m), Some(then)) = (played, game_at(&game, index)) else {
            return Err(BaghchalError::BadSetting {
                detail: format!(
                    "explain_played_move: the game has {} half moves, not {}",
                    game.half_moves(),
                    index + 1
                ),
            });
        };
        explained(&then, m, &cancel)
    }
}

/// Explains `m` in `game` with the installed table, as records.
fn explained(
    game: &baghchal::Game,
    m: Move,
    cancel: &CancelHandle,
) -> Result<Option<MoveExplanation>, BaghchalError> {
    let Some(table) = installed_for(game.settings().goats_to_win) else {
        return Ok(None);
    };
    let ex = match explain::explain(&table, game, m, &cancel.flag) {
        Ok(ex) => ex,
        Err(NotExplained::NotCovered) => return Ok(None),
        Err(NotExplained::Cancelled) => return Err(BaghchalError::Cancelled),
        // Checked before; a game that changed under us is the caller's to retry.
        Err(NotExplained::Illegal) => {
            return Err(game
                .check(m)
                .err()
                .map_or(BaghchalError::GameOver, Into::into))
        }
    };
    if cancel.is_cancelled() {
        return Err(BaghchalError::Cancelled);
    }
    Ok(Some(explanation_record(&ex)))
}

/// The core's explanation as the record the apps read.
pub(crate) fn explanation_record(ex: &Explanation) -> MoveExplanation {
    let mover = ex.mover;
    let line_side = |i: usize| if i % 2 == 0 { mover.opposite() } else { mover };
    let point = Square::index;
    let at = |at: usize| at as u32;
    MoveExplanation {
        mv: MoveInfo::new(ex.mv, mover),
        before: value_of(ex.before),
        after: value_of(ex.after),
        best: ex.best.iter().map(|&b| MoveInfo::new(b, mover)).collect(),
        line: ex
            .line
            .iter()
            .enumerate()
            .map(|(i, &l)| MoveInfo::new(l, line_side(i)))
            .collect(),
        event: ex.event.map(|e| match e {
            Event::Capture {
                at: a,
                goat,
                tiger,
                ends_game,
            } => LineEvent::Capture {
                at: at(a),
                goat: point(goat),
                tiger: point(tiger),
                ends_game,
            },
            Event::TigersTrapped { at: a } => LineEvent::TigersTrapped { at: at(a) },
            Event::GoatsBlocked { at: a } => LineEvent::GoatsBlocked { at: at(a) },
            Event::Repetition { at: a, first } => LineEvent::Repetition {
                at: at(a),
                first: first.map(at),
            },
            Event::MoveLimit { at: a } => LineEvent::MoveLimit { at: at(a) },
        }),
        cause: ex.cause.map(|c| match c {
            Cause::GoatLeftOpen {
                goat,
                tiger,
                landing,
            } => SlipCause::GoatLeftOpen {
                goat: point(goat),
                tiger: point(tiger),
                landing: point(landing),
            },
            Cause::LeapOpenedBehind {
                goat,
                tiger,
                landing,
            } => SlipCause::LeapOpenedBehind {
                goat: point(goat),
                tiger: point(tiger),
                landing: point(landing),
            },
            Cause::TigerReleased {
                tiger,
                place,
                point: p,
            } => SlipCause::TigerReleased {
                tiger: point(tiger),
                place: match place {
                    Place::Corner => BoardPlace::Corner,
                    Place::Edge => BoardPlace::Edge,
                    Place::Inside => BoardPlace::Inside,
                },
                point: point(p),
            },
            Cause::CaptureIntoTrap { tiger } => SlipCause::CaptureIntoTrap {
                tiger: point(tiger),
            },
        }),
    }
}
