//! A position a player enters by hand (an analysis board's set-up), checked
//! against the rules before it is played from.
//!
//! [`Position::new`] refuses the first impossible thing it meets, in words
//! for the engine protocol; a player entering a board wants to hear every
//! problem at once, each as a kind an app can translate. [`check`] lists them
//! and [`game_from_setup`] turns a set-up without any into a [`Game`].

use crate::game::Game;
use crate::position::{Position, TOTAL_GOATS, TOTAL_TIGERS};
use crate::settings::{Settings, SettingsProblem};
use crate::side::Side;
use crate::square::{Bitboard, Square};
use std::fmt;

/// Points on the board.
pub const POINTS: usize = 25;

/// What a player entered: a piece or nothing on each point (index
/// `row * 5 + column`, a1 = 0, e5 = 24), the side to move and the goat counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// What stands on each point; exactly 25 entries make a board.
    pub board: Vec<Option<Side>>,
    /// The side to move.
    pub to_move: Side,
    /// Goats still to be placed (the placement phase lasts while any are).
    pub goats_in_hand: u8,
    /// Goats the tigers have eaten.
    pub goats_eaten: u8,
}

/// One thing wrong with a set-up; [`fmt::Display`] says it in a player's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// The board has not 25 points (a caller's mistake rather than a player's).
    PointCount {
        /// Points given.
        points: usize,
    },
    /// Not exactly four tigers stand on the board.
    TigerCount {
        /// Tigers on the board.
        tigers: u8,
    },
    /// Goats on the board, in hand and eaten do not make 20.
    GoatCount {
        /// Goats standing on the board.
        on_board: u8,
        /// Goats in hand.
        in_hand: u8,
        /// Goats eaten.
        eaten: u8,
    },
    /// The tigers have eaten enough goats to have won already.
    TigersHaveWon {
        /// Goats eaten.
        eaten: u8,
        /// Goats eaten that win for the tigers under the settings.
        goats_to_win: u8,
    },
    /// Tigers to move with no goat on the board: the goats' last move, a
    /// placement or a step, would have left a goat there.
    NoGoatAfterGoatsMove,
    /// Goats eaten while goats are still in hand, under rules that allow no
    /// capture until every goat is placed.
    EatenDuringPlacement {
        /// Goats eaten.
        eaten: u8,
        /// Goats still in hand.
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

/// `n` and the noun, singular for one.
fn count(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::PointCount { points } => {
                write!(f, "{points} points given: the board has {POINTS}")
            }
            SetupProblem::TigerCount { tigers } => write!(
                f,
                "{}: exactly {TOTAL_TIGERS} are needed",
                count(*tigers, "tiger", "tigers")
            ),
            SetupProblem::GoatCount {
                on_board,
                in_hand,
                eaten,
            } => write!(
                f,
                "{} in all ({on_board} on the board, {in_hand} in hand, {eaten} eaten): \
                 there must be {TOTAL_GOATS}",
                count(
                    u32::from(*on_board) + u32::from(*in_hand) + u32::from(*eaten),
                    "goat",
                    "goats"
                )
            ),
            SetupProblem::TigersHaveWon {
                eaten,
                goats_to_win,
            } => write!(
                f,
                "{} eaten: the tigers win at {goats_to_win}, so the game is already over",
                count(*eaten, "goat", "goats")
            ),
            SetupProblem::NoGoatAfterGoatsMove => f.write_str(
                "tigers to move with no goat on the board: the goats' last move would have left one there",
            ),
            SetupProblem::EatenDuringPlacement { eaten, in_hand } => write!(
                f,
                "{} eaten with {in_hand} still in hand, but these rules allow no capture \
                 until every goat is placed",
                count(*eaten, "goat", "goats")
            ),
            SetupProblem::NoLegalMove { side } => write!(
                f,
                "the {} to move have no legal move, so the game is already decided",
                match side {
                    Side::Tiger => "tigers",
                    Side::Goat => "goats",
                }
            ),
            SetupProblem::BadSettings { problem } => write!(f, "the rules: {problem}"),
        }
    }
}

/// Every problem of a refused set-up, in the order [`check`] finds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupErrors(pub Vec<SetupProblem>);

impl fmt::Display for SetupErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SetupErrors {}

/// The tigers' and goats' points, if the board has 25 points.
fn sets(board: &[Option<Side>]) -> Option<(Bitboard, Bitboard)> {
    if board.len() != POINTS {
        return None;
    }
    let (mut tigers, mut goats) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for (sq, piece) in Square::all().zip(board) {
        match piece {
            Some(Side::Tiger) => tigers |= sq.bb(),
            Some(Side::Goat) => goats |= sq.bb(),
            None => {}
        }
    }
    Some((tigers, goats))
}

/// Every problem of `setup` under `settings`; empty if it can be played from.
///
/// Whether the side to move has a move is only asked of a set-up with no
/// other problem, as it needs a position the rules accept.
pub fn check(setup: &Setup, settings: &Settings) -> Vec<SetupProblem> {
    game_or_problems(setup, settings).err().unwrap_or_default()
}

/// The game that starts from `setup` under `settings`, or every problem with it.
pub fn game_from_setup(setup: &Setup, settings: &Settings) -> Result<Game, SetupErrors> {
    game_or_problems(setup, settings).map_err(SetupErrors)
}

/// Each setting out of range, as a set-up problem.
fn bad_settings(settings: &Settings) -> Vec<SetupProblem> {
    let problems = settings.problems().into_iter();
    problems
        .map(|problem| SetupProblem::BadSettings { problem })
        .collect()
}

fn game_or_problems(setup: &Setup, settings: &Settings) -> Result<Game, Vec<SetupProblem>> {
    let mut problems = bad_settings(settings);
    let settings_ok = problems.is_empty();
    let Some((tigers, goats)) = sets(&setup.board) else {
        problems.push(SetupProblem::PointCount {
            points: setup.board.len(),
        });
        return Err(problems);
    };
    let (in_hand, eaten) = (setup.goats_in_hand, setup.goats_eaten);
    let on_board = goats.count() as u8;
    if tigers.count() != TOTAL_TIGERS {
        problems.push(SetupProblem::TigerCount {
            tigers: tigers.count() as u8,
        });
    }
    if u32::from(on_board) + u32::from(in_hand) + u32::from(eaten) != u32::from(TOTAL_GOATS) {
        problems.push(SetupProblem::GoatCount {
            on_board,
            in_hand,
            eaten,
        });
    }
    if settings_ok && eaten >= settings.goats_to_win {
        problems.push(SetupProblem::TigersHaveWon {
            eaten,
            goats_to_win: settings.goats_to_win,
        });
    }
    if setup.to_move == Side::Tiger && on_board == 0 {
        problems.push(SetupProblem::NoGoatAfterGoatsMove);
    }
    if eaten > 0 && in_hand > 0 && !settings.placement_captures {
        problems.push(SetupProblem::EatenDuringPlacement { eaten, in_hand });
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    // Neither call below refuses here, and each refusal still maps to a typed
    // kind, never to the core's English. `Position::new` checks that no piece
    // is off the board or shares a point (a 25-point board cannot), the tiger
    // and goat counts (checked above), and that the tigers are not to move
    // before any goat is placed (with 20 goats in all, no goat on the board:
    // `NoGoatAfterGoatsMove`). `Game::from_position` refuses exactly when
    // `Settings::problems` lists one.
    let position = Position::new(tigers, goats, setup.to_move, in_hand, eaten)
        .map_err(|_| vec![SetupProblem::NoGoatAfterGoatsMove])?;
    let game = Game::from_position(*settings, position).map_err(|_| bad_settings(settings))?;
    if game.outcome().is_some() {
        return Err(vec![SetupProblem::NoLegalMove {
            side: setup.to_move,
        }]);
    }
    Ok(game)
}

impl Setup {
    /// The 25 points of a board given as its tigers' and goats' points (a1 first).
    pub fn points(tigers: Bitboard, goats: Bitboard) -> Vec<Option<Side>> {
        Square::all()
            .map(|sq| {
                if tigers.contains(sq) {
                    Some(Side::Tiger)
                } else if goats.contains(sq) {
                    Some(Side::Goat)
                } else {
                    None
                }
            })
            .collect()
    }

    /// The set-up of `position`, as a player would enter it.
    pub fn of(position: &Position) -> Setup {
        Setup {
            board: Square::all().map(|sq| position.piece_at(sq)).collect(),
            to_move: position.to_move(),
            goats_in_hand: position.goats_in_hand(),
            goats_eaten: position.captured(),
        }
    }
}
