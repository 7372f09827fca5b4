//! The two-game match rule, for the apps' match mode.

use crate::error::BaghchalError;
use crate::types::{GameResult, Side};
use baghchal::matchplay as core;

/// A match player: the one who had the first game's seat (in play mode the
/// person, in pass-and-play player 1), or the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum MatchPlayer {
    /// The player who had the first game's seat.
    First,
    /// The other player.
    Second,
}

/// What settled a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum MatchDecision {
    /// One player won more games.
    MoreWins,
    /// Wins were level; one player's goats were eaten fewer times.
    FewerGoatsEaten,
    /// Wins and goats eaten were level: the match is drawn.
    Level,
}

/// One finished game of a two-game match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct MatchGame {
    /// The side the first player had in this game.
    pub first_player_side: Side,
    /// How the game ended (not `Ongoing`).
    pub result: GameResult,
    /// Goats the tigers ate in this game.
    pub captured: u8,
}

/// A two-game match's result and the counts behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct MatchOutcome {
    /// Who took the match; `None` when it is drawn.
    pub winner: Option<MatchPlayer>,
    /// Which part of the rule decided it.
    pub decided_by: MatchDecision,
    /// Games the first player won.
    pub first_wins: u8,
    /// Games the second player won.
    pub second_wins: u8,
    /// Goats of the first player eaten, in the game where they had the goats.
    pub first_goats_eaten: u8,
    /// Goats of the second player eaten.
    pub second_goats_eaten: u8,
}

/// The match rule: more games won takes the match; with wins level (both
/// games to the same side, one each, or both drawn) the player whose goats
/// were eaten fewer times takes it; otherwise the match is drawn. A
/// `BadSetting` error for anything but two finished games with the sides
/// swapped between them.
#[uniffi::export]
pub fn match_outcome(games: Vec<MatchGame>) -> Result<MatchOutcome, BaghchalError> {
    let bad = |detail: String| BaghchalError::BadSetting {
        detail: format!("match: {detail}"),
    };
    let games = games
        .iter()
        .map(|g| {
            let winner = match g.result {
                GameResult::Ongoing => return Err(bad("a game is still going on".into())),
                GameResult::TigersWin => Some(baghchal::Side::Tiger),
                GameResult::GoatsWin => Some(baghchal::Side::Goat),
                GameResult::Draw => None,
            };
            Ok(core::MatchGame {
                first_player_side: g.first_player_side.into(),
                winner,
                captured: g.captured,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let o = core::match_outcome(&games).map_err(|e| bad(e.0))?;
    Ok(MatchOutcome {
        winner: o.winner.map(|w| match w {
            core::MatchPlayer::First => MatchPlayer::First,
            core::MatchPlayer::Second => MatchPlayer::Second,
        }),
        decided_by: match o.decided_by {
            core::MatchDecision::MoreWins => MatchDecision::MoreWins,
            core::MatchDecision::FewerGoatsEaten => MatchDecision::FewerGoatsEaten,
            core::MatchDecision::Level => MatchDecision::Level,
        },
        first_wins: o.first_wins,
        second_wins: o.second_wins,
        first_goats_eaten: o.first_goats_eaten,
        second_goats_eaten: o.second_goats_eaten,
    })
}
