//! A position alone on one line: our set-up line, as the engine protocol's
//! `position setup` takes it (`T...T/...../...../...../T...T goat 20 0`).

use super::error::{PositionPart, TextErrorKind};
use crate::game::Game;
use crate::position::{Position, TOTAL_GOATS};
use crate::settings::Settings;
use crate::setup::{self, Setup};
use crate::side::Side;

/// `position` as a set-up line: board (rows 5 to 1), side to move, goats in hand, goats eaten.
pub fn setup_line(position: &Position) -> String {
    format!(
        "{} {} {} {}",
        position.board_string(),
        position.to_move().name(),
        position.goats_in_hand(),
        position.captured()
    )
}

/// A goat count 0..=20.
fn count(word: &str) -> Result<u8, PositionPart> {
    word.parse::<u8>()
        .ok()
        .filter(|&n| n <= TOTAL_GOATS)
        .ok_or(PositionPart::Count)
}

/// Reads a set-up line into what a player would enter, unchecked against the rules.
pub(crate) fn read_setup_line(line: &str) -> Result<Setup, PositionPart> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [board, side, in_hand, eaten] = words[..] else {
        return Err(PositionPart::WordCount);
    };
    let (tigers, goats) = Position::parse_board(board).map_err(|_| PositionPart::Board)?;
    let to_move = Side::parse(side).ok_or(PositionPart::SideToMove)?;
    Ok(Setup {
        board: Setup::points(tigers, goats),
        to_move,
        goats_in_hand: count(in_hand)?,
        goats_eaten: count(eaten)?,
    })
}

/// The game that starts from `setup` under `settings`, or every problem as the set-up screen names them.
pub(crate) fn start(setup: &Setup, settings: &Settings) -> Result<Game, TextErrorKind> {
    setup::game_from_setup(setup, settings).map_err(|e| TextErrorKind::BadSetUp { problems: e.0 })
}
