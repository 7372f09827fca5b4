//! The two-game match: each player takes each side once, and this rule says
//! who took the match.

use crate::side::Side;
use std::fmt;

/// One finished game of a match, seen from the match's first player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchGame {
    /// The side the first player had in this game.
    pub first_player_side: Side,
    /// The side that won, or `None` for a draw.
    pub winner: Option<Side>,
    /// Goats the tigers ate in this game.
    pub captured: u8,
}

/// A player of the match.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatchPlayer {
    /// The player who had the first game's seat.
    First,
    /// The other player.
    Second,
}

/// What settled the match.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatchDecision {
    /// One player won more games.
    MoreWins,
    /// Wins were level; one player's goats were eaten fewer times.
    FewerGoatsEaten,
    /// Wins and goats eaten were level: the match is drawn.
    Level,
}

/// The result of a two-game match, with the counts that decided it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchOutcome {
    /// Who took the match; `None` when it is drawn.
    pub winner: Option<MatchPlayer>,
    /// Which part of the rule decided it.
    pub decided_by: MatchDecision,
    /// Games the first player won.
    pub first_wins: u8,
    /// Games the second player won.
    pub second_wins: u8,
    /// Goats of the first player eaten (in the game where they had the goats).
    pub first_goats_eaten: u8,
    /// Goats of the second player eaten.
    pub second_goats_eaten: u8,
}

/// Two games that do not make a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchError(pub String);

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MatchError {}

/// Applies the match rule: more games won takes the match; with wins level
/// (both games to the same side, one each, or both drawn) the player whose
/// goats were eaten fewer times takes it; otherwise the match is drawn.
/// The two games must have the first player on different sides.
pub fn match_outcome(games: &[MatchGame]) -> Result<MatchOutcome, MatchError> {
    let [a, b] = games else {
        return Err(MatchError(format!(
            "a match has exactly two games, not {}",
            games.len()
        )));
    };
    if a.first_player_side == b.first_player_side {
        return Err(MatchError(
            "the players must swap sides between the two games".to_string(),
        ));
    }
    let mut first_wins = 0;
    let mut second_wins = 0;
    let mut first_goats_eaten = 0u8;
    let mut second_goats_eaten = 0u8;
    for g in [a, b] {
        match g.winner {
            Some(side) if side == g.first_player_side => first_wins += 1,
            Some(_) => second_wins += 1,
            None => {}
        }
        if g.first_player_side == Side::Goat {
            first_goats_eaten = first_goats_eaten.saturating_add(g.captured);
        } else {
            second_goats_eaten = second_goats_eaten.saturating_add(g.captured);
        }
    }
    let (winner, decided_by) = if first_wins != second_wins {
        let w = if first_wins > second_wins {
            MatchPlayer::First
        } else {
            MatchPlayer::Second
        };
        (Some(w), MatchDecision::MoreWins)
    } else if first_goats_eaten != second_goats_eaten {
        let w = if first_goats_eaten < second_goats_eaten {
            MatchPlayer::First
        } else {
            MatchPlayer::Second
        };
        (Some(w), MatchDecision::FewerGoatsEaten)
    } else {
        (None, MatchDecision::Level)
    };
    Ok(MatchOutcome {
        winner,
        decided_by,
        first_wins,
        second_wins,
        first_goats_eaten,
        second_goats_eaten,
    })
}
