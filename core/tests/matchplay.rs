//! The two-game match rule, every outcome and every refusal.

use baghchal::matchplay::{match_outcome, MatchDecision, MatchGame, MatchPlayer};
use baghchal::Side::{Goat, Tiger};

fn game(
    first_player_side: baghchal::Side,
    winner: Option<baghchal::Side>,
    captured: u8,
) -> MatchGame {
    MatchGame {
        first_player_side,
        winner,
        captured,
    }
}

#[test]
fn more_wins_take_the_match() {
    // First wins both.
    let o = match_outcome(&[game(Goat, Some(Goat), 4), game(Tiger, Some(Tiger), 5)]).unwrap();
    assert_eq!(
        (o.winner, o.decided_by),
        (Some(MatchPlayer::First), MatchDecision::MoreWins)
    );
    assert_eq!((o.first_wins, o.second_wins), (2, 0));
    // A win and a draw beat a draw and a loss, whatever was eaten.
    let o = match_outcome(&[game(Tiger, None, 0), game(Goat, Some(Tiger), 5)]).unwrap();
    assert_eq!(
        (o.winner, o.decided_by),
        (Some(MatchPlayer::Second), MatchDecision::MoreWins)
    );
    assert_eq!((o.first_wins, o.second_wins), (0, 1));
    assert_eq!((o.first_goats_eaten, o.second_goats_eaten), (5, 0));
}

#[test]
fn level_wins_go_to_the_player_whose_goats_were_eaten_less() {
    // Tigers won both games: one win each; first's goats were eaten 5, second's 3.
    let o = match_outcome(&[game(Goat, Some(Tiger), 5), game(Tiger, Some(Tiger), 3)]).unwrap();
    assert_eq!((o.first_wins, o.second_wins), (1, 1));
    assert_eq!((o.first_goats_eaten, o.second_goats_eaten), (5, 3));
    assert_eq!(
        (o.winner, o.decided_by),
        (Some(MatchPlayer::Second), MatchDecision::FewerGoatsEaten)
    );
    // Both drawn: first lost 1 goat, second 2.
    let o = match_outcome(&[game(Tiger, None, 2), game(Goat, None, 1)]).unwrap();
    assert_eq!(
        (o.winner, o.decided_by),
        (Some(MatchPlayer::First), MatchDecision::FewerGoatsEaten)
    );
    // Goats won both: one each again.
    let o = match_outcome(&[game(Goat, Some(Goat), 0), game(Tiger, Some(Goat), 2)]).unwrap();
    assert_eq!(
        (o.winner, o.decided_by),
        (Some(MatchPlayer::First), MatchDecision::FewerGoatsEaten)
    );
}

#[test]
fn everything_level_is_a_drawn_match() {
    let o = match_outcome(&[game(Goat, None, 3), game(Tiger, None, 3)]).unwrap();
    assert_eq!((o.winner, o.decided_by), (None, MatchDecision::Level));
    let o = match_outcome(&[game(Goat, Some(Tiger), 5), game(Tiger, Some(Tiger), 5)]).unwrap();
    assert_eq!((o.winner, o.decided_by), (None, MatchDecision::Level));
}

#[test]
fn anything_but_two_games_with_swapped_sides_is_refused() {
    assert!(match_outcome(&[]).is_err());
    assert!(match_outcome(&[game(Goat, None, 0)]).is_err());
    let three = [
        game(Goat, None, 0),
        game(Tiger, None, 0),
        game(Goat, None, 0),
    ];
    assert!(match_outcome(&three).is_err());
    let same_seat = match_outcome(&[game(Goat, None, 0), game(Goat, None, 0)]).unwrap_err();
    assert!(same_seat.0.contains("swap"), "{same_seat}");
}
