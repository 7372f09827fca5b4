//! Set-ups a player enters on an analysis board: checked by the core, every
//! problem a typed kind an app can put in its own words (English ones come
//! with [`setup_problem_text`]), and a game started from a valid one.

use crate::error::BaghchalError;
use crate::game::Game;
use crate::types::{Piece, Settings, Side};
use baghchal::setup::{self, SetupProblem as CoreProblem};
use baghchal::SettingsProblem as CoreSettingsProblem;
use std::sync::Arc;

/// A position as a player enters it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Setup {
    /// What stands on each point, by index (a1 = 0 … e5 = 24): 25 entries.
    pub board: Vec<Piece>,
    /// The side to move.
    pub to_move: Side,
    /// Goats still to be placed; placement lasts while any are.
    pub goats_in_hand: u8,
    /// Goats the tigers have eaten.
    pub goats_eaten: u8,
}

/// One thing wrong with a [`Setup`].
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SetupProblem {
    /// The board does not have 25 points.
    PointCount {
        /// Points given.
        points: u32,
    },
    /// Not exactly four tigers stand on the board.
    TigerCount {
        /// Tigers on the board.
        tigers: u8,
    },
    /// Goats on the board, in hand and eaten do not make 20.
    GoatCount {
        /// Goats on the board.
        on_board: u8,
        /// Goats in hand.
        in_hand: u8,
        /// Goats eaten.
        eaten: u8,
    },
    /// As many goats eaten as win for the tigers: the game is already over.
    TigersHaveWon {
        /// Goats eaten.
        eaten: u8,
        /// Goats eaten that win under the settings.
        goats_to_win: u8,
    },
    /// Tigers to move with no goat on the board, which the goats' last move would have left.
    NoGoatAfterGoatsMove,
    /// Goats eaten while goats are in hand, under rules without captures during placement.
    EatenDuringPlacement {
        /// Goats eaten.
        eaten: u8,
        /// Goats in hand.
        in_hand: u8,
    },
    /// The side to move has no legal move, so the game is already decided.
    NoLegalMove {
        /// The side to move.
        side: Side,
    },
    /// A setting is out of range.
    BadSettings {
        /// Which setting, as a kind of its own.
        problem: SettingsProblem,
    },
}

/// One setting out of its range, with the range, so an app can say it in its own words.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SettingsProblem {
    /// Goats to win is outside `lowest..=highest`.
    GoatsToWin {
        /// The value given.
        goats_to_win: u8,
        /// The smallest value allowed.
        lowest: u8,
        /// The largest value allowed.
        highest: u8,
    },
}

impl From<CoreSettingsProblem> for SettingsProblem {
    fn from(p: CoreSettingsProblem) -> Self {
        match p {
            CoreSettingsProblem::GoatsToWin { goats_to_win } => SettingsProblem::GoatsToWin {
                goats_to_win,
                lowest: *baghchal::GOATS_TO_WIN.start(),
                highest: *baghchal::GOATS_TO_WIN.end(),
            },
        }
    }
}

impl From<SettingsProblem> for CoreSettingsProblem {
    fn from(p: SettingsProblem) -> Self {
        match p {
            // The range is the core's own; only the value travels back.
            SettingsProblem::GoatsToWin { goats_to_win, .. } => {
                CoreSettingsProblem::GoatsToWin { goats_to_win }
            }
        }
    }
}

impl From<CoreProblem> for SetupProblem {
    fn from(p: CoreProblem) -> Self {
        match p {
            CoreProblem::PointCount { points } => SetupProblem::PointCount {
                points: u32::try_from(points).unwrap_or(u32::MAX),
            },
            CoreProblem::TigerCount { tigers } => SetupProblem::TigerCount { tigers },
            CoreProblem::GoatCount {
                on_board,
                in_hand,
                eaten,
            } => SetupProblem::GoatCount {
                on_board,
                in_hand,
                eaten,
            },
            CoreProblem::TigersHaveWon {
                eaten,
                goats_to_win,
            } => SetupProblem::TigersHaveWon {
                eaten,
                goats_to_win,
            },
            CoreProblem::NoGoatAfterGoatsMove => SetupProblem::NoGoatAfterGoatsMove,
            CoreProblem::EatenDuringPlacement { eaten, in_hand } => {
                SetupProblem::EatenDuringPlacement { eaten, in_hand }
            }
            CoreProblem::NoLegalMove { side } => SetupProblem::NoLegalMove { side: side.into() },
            CoreProblem::BadSettings { problem } => SetupProblem::BadSettings {
                problem: problem.into(),
            },
        }
    }
}

impl From<SetupProblem> for CoreProblem {
    fn from(p: SetupProblem) -> Self {
        match p {
            SetupProblem::PointCount { points } => CoreProblem::PointCount {
                points: points as usize,
            },
            SetupProblem::TigerCount { tigers } => CoreProblem::TigerCount { tigers },
            SetupProblem::GoatCount {
                on_board,
                in_hand,
                eaten,
            } => CoreProblem::GoatCount {
                on_board,
                in_hand,
                eaten,
            },
            SetupProblem::TigersHaveWon {
                eaten,
                goats_to_win,
            } => CoreProblem::TigersHaveWon {
                eaten,
                goats_to_win,
            },
            SetupProblem::NoGoatAfterGoatsMove => CoreProblem::NoGoatAfterGoatsMove,
            SetupProblem::EatenDuringPlacement { eaten, in_hand } => {
                CoreProblem::EatenDuringPlacement { eaten, in_hand }
            }
            SetupProblem::NoLegalMove { side } => CoreProblem::NoLegalMove { side: side.into() },
            SetupProblem::BadSettings { problem } => CoreProblem::BadSettings {
                problem: problem.into(),
            },
        }
    }
}

/// The core's set-up.
fn core_setup(s: &Setup) -> setup::Setup {
    setup::Setup {
        board: s
            .board
            .iter()
            .map(|p| match p {
                Piece::Empty => None,
                Piece::Goat => Some(baghchal::Side::Goat),
                Piece::Tiger => Some(baghchal::Side::Tiger),
            })
            .collect(),
        to_move: s.to_move.into(),
        goats_in_hand: s.goats_in_hand,
        goats_eaten: s.goats_eaten,
    }
}

/// Every problem of `setup` under `settings`, in a fixed order; empty if a
/// game can start from it. Quick (microseconds), so a set-up screen can ask
/// after every tap.
#[uniffi::export]
pub fn check_setup(setup: Setup, settings: Settings) -> Vec<SetupProblem> {
    setup::check(&core_setup(&setup), &settings.into())
        .into_iter()
        .map(SetupProblem::from)
        .collect()
}

/// `problem` in English words for a player, e.g. "5 tigers: exactly 4 are needed".
#[uniffi::export]
pub fn setup_problem_text(problem: SetupProblem) -> String {
    CoreProblem::from(problem).to_string()
}

#[uniffi::export]
impl Game {
    /// A game from a position the player entered, played from like any game
    /// (its record starts from the set-up). A set-up with problems is refused
    /// with [`BaghchalError::BadSetup`], which lists every one.
    #[uniffi::constructor]
    pub fn from_setup(setup: Setup, settings: Settings) -> Result<Arc<Self>, BaghchalError> {
        let game = setup::game_from_setup(&core_setup(&setup), &settings.into()).map_err(|e| {
            BaghchalError::BadSetup {
                detail: e.to_string(),
                problems: e.0.into_iter().map(SetupProblem::from).collect(),
            }
        })?;
        Ok(Game::wrap(game))
    }
}
