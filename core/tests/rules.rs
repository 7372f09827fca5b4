//! Every rule and ending of the game, one test each.

use baghchal::{
    EndReason, Game, IllegalMove, Move, Outcome, Phase, Position, Repetition, Settings, Side,
};

fn mv(s: &str) -> Move {
    Move::parse(s).unwrap()
}

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn setup(board: &str, side: Side, in_hand: u8, captured: u8, settings: Settings) -> Game {
    let (tigers, goats) = Position::parse_board(board).unwrap();
    let pos = Position::new(tigers, goats, side, in_hand, captured).unwrap();
    Game::from_position(settings, pos).unwrap()
}

fn legal(game: &Game) -> Vec<String> {
    let mut v: Vec<String> = game
        .legal_moves_vec()
        .iter()
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn won(winner: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(winner),
        reason,
    })
}

fn drawn(reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
    })
}

#[test]
fn start_position() {
    let game = Game::new(Settings::default()).unwrap();
    let pos = game.position();
    assert_eq!(pos.board_string(), "T...T/...../...../...../T...T");
    assert_eq!(pos.to_move(), Side::Goat);
    assert_eq!(pos.goats_in_hand(), 20);
    assert_eq!(pos.phase(), Phase::Placement);
    assert_eq!(legal(&game).len(), 21);
    assert!(
        legal(&game).iter().all(|m| m.len() == 2),
        "goats only place"
    );
}

#[test]
fn tigers_may_eat_on_their_first_move() {
    let mut game = Game::new(Settings::default()).unwrap();
    play_all(&mut game, "b2");
    assert!(legal(&game).contains(&"a1xc3".to_string()));
    play_all(&mut game, "a1xc3");
    assert_eq!(game.position().captured(), 1);
    assert_eq!(game.position().goats_on_board(), 0);
    assert_eq!(game.position().goats_in_hand(), 19);
}

#[test]
fn a_leap_needs_a_goat_in_the_middle_and_an_empty_point_beyond() {
    // c3 is a goat, e5 a tiger: a1xc3... over b2 (goat) lands on c3 (taken): no leap.
    let mut game = Game::new(Settings::default()).unwrap();
    play_all(&mut game, "b2 e5-d5 c3");
    assert_eq!(
        game.check(mv("a1xc3")),
        Err(IllegalMove::Occupied),
        "far point taken"
    );
    // Over an empty point.
    assert_eq!(game.check(mv("e1xc3")), Err(IllegalMove::NothingToJump));
    // Over a tiger.
    let tigers_only = setup(
        "....T/...../...../.T.../T...T",
        Side::Tiger,
        19,
        1,
        Settings::default(),
    );
    assert_eq!(
        tigers_only.check(mv("a1xc3")),
        Err(IllegalMove::NothingToJump)
    );
}

#[test]
fn one_capture_per_turn_and_never_compulsory() {
    let mut game = Game::new(Settings::default()).unwrap();
    play_all(&mut game, "b2");
    let moves = legal(&game);
    assert!(moves.contains(&"a1xc3".to_string()));
    assert!(
        moves.contains(&"a1-a2".to_string()),
        "a step is allowed beside a leap"
    );
    play_all(&mut game, "a1xc3");
    assert_eq!(
        game.position().to_move(),
        Side::Goat,
        "the turn ends after one leap"
    );
}

#[test]
fn goats_cannot_move_during_placement_or_jump_ever() {
    let mut game = Game::new(Settings::default()).unwrap();
    play_all(&mut game, "c3 a1-a2");
    assert_eq!(game.check(mv("c3-c4")), Err(IllegalMove::MustPlace));
    let mut game = setup(
        "T...T/...../.GG../...../T...T",
        Side::Goat,
        0,
        18,
        Settings {
            goats_to_win: 20,
            ..Settings::default()
        },
    );
    assert_eq!(game.check(mv("b3xd3")), Err(IllegalMove::GoatCannotJump));
    assert_eq!(game.check(mv("c4")), Err(IllegalMove::NothingToPlace));
    game.play(mv("c3-d3")).unwrap();
}

#[test]
fn twentieth_placement_hands_the_movement_phase_to_the_tigers() {
    // 19 goats on the board, one in hand, goats to move.
    let mut game = setup(
        "T.GGT/GGGGG/GGGGG/GGGGG/TGG.T",
        Side::Goat,
        1,
        0,
        Settings::default(),
    );
    play_all(&mut game, "d1");
    let pos = game.position();
    assert_eq!(pos.goats_in_hand(), 0);
    assert_eq!(pos.phase(), Phase::Movement);
    assert_eq!(pos.to_move(), Side::Tiger, "tigers move first in movement");
}

#[test]
fn illegal_moves_say_why_and_change_nothing() {
    let mut game = Game::new(Settings::default()).unwrap();
    let before = game.to_json();
    assert_eq!(game.play(mv("a1")), Err(IllegalMove::Occupied));
    // On a placement turn, any step is answered with "place a goat".
    assert_eq!(game.play(mv("a1-a2")), Err(IllegalMove::MustPlace));
    assert_eq!(game.play(mv("c3-c4")), Err(IllegalMove::MustPlace));
    assert_eq!(game.to_json(), before);
    play_all(&mut game, "c3");
    assert_eq!(game.play(mv("d4")), Err(IllegalMove::NotYourTurn));
    assert_eq!(game.play(mv("c3-c4")), Err(IllegalMove::NotYourPiece));
    assert_eq!(game.play(mv("b1-c1")), Err(IllegalMove::NoPiece));
    assert_eq!(game.play(mv("a1-a2")), Ok(()));
    play_all(&mut game, "b3");
    let (a2, b1, a3) = (
        "a2".parse().unwrap(),
        "b1".parse().unwrap(),
        "a3".parse().unwrap(),
    );
    // a2 to b1 is a diagonal from a weak point: no such line.
    assert_eq!(game.move_between(a2, b1), Err(IllegalMove::NotConnected));
    assert_eq!(
        game.check(Move::Step { from: a2, to: b1 }),
        Err(IllegalMove::NotConnected)
    );
    assert_eq!(game.move_between(a2, a3), Ok(mv("a2-a3")));
    // A from-to gesture is judged in the same order as any move.
    let e5 = "e5".parse().unwrap();
    let start = Game::new(Settings::default()).unwrap();
    assert_eq!(start.move_between(a2, e5), Err(IllegalMove::MustPlace));
    let mut over = start.clone();
    over.resign(Side::Goat).unwrap();
    assert_eq!(over.move_between(a2, e5), Err(IllegalMove::GameOver));
    play_all(&mut game, "e5-d5 d4");
    assert_eq!(game.play(mv("d5-d4")), Err(IllegalMove::Occupied));
}

#[test]
fn captures_reaching_the_target_win_even_if_tigers_are_then_stuck() {
    // Four eaten, tiger to move with a leap that eats the fifth.
    let mut game = setup(
        "T...T/...../...../.G.../T...T",
        Side::Tiger,
        15,
        4,
        Settings::default(),
    );
    play_all(&mut game, "a1xc3");
    assert_eq!(game.outcome(), won(Side::Tiger, EndReason::Captures));
    // The capture count is checked before the trap: tigers trapped at 5 eaten still win.
    let game = setup(
        "TTGG./TTGG./GGG../GG.G./.....",
        Side::Tiger,
        0,
        10,
        Settings::default(),
    );
    assert_eq!(game.tigers_trapped(), 4);
    assert_eq!(game.outcome(), won(Side::Tiger, EndReason::Captures));
    assert!(legal(&game).is_empty(), "a finished game has no moves");
}

#[test]
fn goats_win_when_a_goat_move_seals_the_last_tiger() {
    let settings = Settings {
        goats_to_win: 20,
        ..Settings::default()
    };
    let mut game = setup("TTGG./TTGG./GGG../.G.G./.....", Side::Goat, 11, 0, settings);
    assert_eq!(game.tigers_trapped(), 3, "a4 can still leap a3");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "a2");
    assert_eq!(game.tigers_trapped(), 4);
    assert_eq!(game.outcome(), won(Side::Goat, EndReason::TigersTrapped));
}

#[test]
fn stuck_tigers_do_not_lose_while_it_is_the_goats_turn() {
    let settings = Settings {
        goats_to_win: 20,
        ..Settings::default()
    };
    // All four tigers stuck, goats to move in the movement phase.
    let mut game = setup("TTGG./TTGG./GGG../GG.G./.....", Side::Goat, 0, 10, settings);
    assert_eq!(game.tigers_trapped(), 4);
    assert_eq!(game.outcome(), None);
    // A careless goat step opens a leap again.
    play_all(&mut game, "a2-a1");
    assert_eq!(game.outcome(), None);
    assert!(legal(&game).contains(&"a4xa2".to_string()));
}

#[test]
fn goats_with_no_move_lose() {
    let game = setup(
        "GGGGT/GGGGG/GGGGG/TTGGG/.TGGG",
        Side::Goat,
        0,
        0,
        Settings::default(),
    );
    assert_eq!(game.outcome(), won(Side::Tiger, EndReason::GoatsBlocked));
}

/// A shuttle: the tiger on e1 can only step e1-e2 and back, three tigers are
/// stuck, and the goat on a1 steps to b1 and back. Goats to move.
fn shuttle(repetition: Repetition) -> Game {
    shuttle_with(Settings {
        repetition,
        ..Settings::default()
    })
}

fn shuttle_with(settings: Settings) -> Game {
    let settings = Settings {
        goats_to_win: 20,
        ..settings
    };
    setup("TTGG./TGG.G/GGG.G/G.GG./G.GGT", Side::Goat, 0, 5, settings)
}

const SHUTTLE: &str = "a1-b1 e1-e2 b1-a1 e2-e1";

#[test]
fn draw3_draws_on_the_third_occurrence() {
    let mut game = shuttle(Repetition::Draw3);
    play_all(&mut game, SHUTTLE);
    assert_eq!(game.outcome(), None, "second occurrence");
    play_all(&mut game, "a1-b1 e1-e2 b1-a1");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "e2-e1");
    assert_eq!(game.outcome(), drawn(EndReason::Repetition));
    assert_eq!(game.half_moves(), 8);
}

#[test]
fn forbid_makes_the_repeating_move_illegal_and_a_side_with_none_left_loses() {
    let mut game = shuttle(Repetition::Forbid);
    play_all(&mut game, "a1-b1 e1-e2 b1-a1");
    // e2-e1 would recreate the start: the tigers' only move is forbidden.
    assert_eq!(game.outcome(), won(Side::Goat, EndReason::TigersTrapped));
    game.undo();
    assert_eq!(game.check(mv("b1-a1")), Ok(()));
    // With another goat reply, the tiger's step back is a new position and legal.
    play_all(&mut game, "b1-b2");
    assert_eq!(legal(&game), vec!["e2-e1".to_string()]);
}

#[test]
fn forbid3_allows_a_second_occurrence_but_not_a_third() {
    let mut game = shuttle(Repetition::Forbid3);
    play_all(&mut game, SHUTTLE);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "a1-b1 e1-e2 b1-a1");
    assert_eq!(game.outcome(), won(Side::Goat, EndReason::TigersTrapped));
    game.undo();
    assert_eq!(game.check(mv("b1-a1")), Ok(()));
    assert_eq!(
        {
            let mut g = game.clone();
            g.play(mv("b1-b2")).unwrap();
            g.check(mv("e2-e1"))
        },
        Ok(())
    );
}

#[test]
fn repetition_off_never_ends_or_forbids() {
    let mut game = shuttle(Repetition::Off);
    for _ in 0..5 {
        play_all(&mut game, SHUTTLE);
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn placement_positions_never_count_as_repetitions() {
    let settings = Settings {
        goats_to_win: 20,
        repetition: Repetition::Forbid,
        ..Settings::default()
    };
    // Placement, one goat in hand, tigers to move.
    let board = "T...T/...../...../.G.../T...T";
    let mut game = setup(board, Side::Tiger, 1, 18, settings);
    // Eat b2, place the last goat on b2, then walk back: the same board with
    // the tigers to move, now in the movement phase. Not a position seen before.
    play_all(&mut game, "a1xc3 b2 c3-b3 b2-b1 b3-b2 b1-c1 b2-a1");
    assert_eq!(game.check(mv("c1-b2")), Ok(()));
    play_all(&mut game, "c1-b2");
    assert_eq!(game.position().board_string(), board);
    assert_eq!(game.position().to_move(), Side::Tiger);
    assert_eq!(game.outcome(), None);
}

#[test]
fn asking_about_a_move_the_board_refuses_is_not_a_repeat() {
    let game = shuttle(Repetition::Forbid);
    for m in ["c3", "a1xc3", "e1xc3"] {
        assert!(!game.is_forbidden_repeat(mv(m)), "{m}");
    }
}

#[test]
fn half_move_limit_draws() {
    let mut game = Game::new(Settings {
        max_half_moves: 6,
        ..Settings::default()
    })
    .unwrap();
    play_all(&mut game, "c3 a1-a2 c4 a2-a1 d3");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "a1-a2");
    assert_eq!(game.outcome(), drawn(EndReason::MoveLimit));
}

#[test]
fn default_half_move_limit_is_400() {
    let mut game = shuttle(Repetition::Off);
    for _ in 0..99 {
        play_all(&mut game, SHUTTLE);
    }
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "a1-b1 e1-e2 b1-a1");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "e2-e1");
    assert_eq!(game.half_moves(), 400);
    assert_eq!(game.outcome(), drawn(EndReason::MoveLimit));
}

#[test]
fn no_capture_limit_draws_and_a_capture_resets_it() {
    let settings = Settings {
        no_capture_limit: 4,
        ..Settings::default()
    };
    let mut game = Game::new(settings).unwrap();
    play_all(&mut game, "c3 a1-a2 c4");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "a2-a1");
    assert_eq!(game.half_moves_since_capture(), 4);
    assert_eq!(game.outcome(), drawn(EndReason::NoCaptureLimit));

    let mut reset = Game::new(settings).unwrap();
    play_all(&mut reset, "b2 a1xc3");
    assert_eq!(reset.half_moves_since_capture(), 0);
    play_all(&mut reset, "d4 c3-c2 d3");
    assert_eq!(reset.outcome(), None, "only 3 since the capture");
    play_all(&mut reset, "c2-c3");
    assert_eq!(reset.outcome(), drawn(EndReason::NoCaptureLimit));
}

#[test]
fn goats_to_win_setting() {
    let mut game = Game::new(Settings {
        goats_to_win: 1,
        ..Settings::default()
    })
    .unwrap();
    play_all(&mut game, "b2 a1xc3");
    assert_eq!(game.outcome(), won(Side::Tiger, EndReason::Captures));
    assert!(Game::new(Settings {
        goats_to_win: 0,
        ..Settings::default()
    })
    .is_err());
    assert!(Game::new(Settings {
        goats_to_win: 21,
        ..Settings::default()
    })
    .is_err());
}

#[test]
fn endings_that_coincide_are_judged_in_the_issue_order() {
    let limited = |repetition, limit| {
        shuttle_with(Settings {
            repetition,
            max_half_moves: limit,
            no_capture_limit: limit,
            ..Settings::default()
        })
    };
    // A side with no legal move loses before any draw.
    let mut game = limited(Repetition::Forbid, 3);
    play_all(&mut game, "a1-b1 e1-e2 b1-a1");
    assert_eq!(game.outcome(), won(Side::Goat, EndReason::TigersTrapped));
    // Repetition comes before the limits.
    let mut game = limited(Repetition::Draw3, 8);
    play_all(&mut game, SHUTTLE);
    play_all(&mut game, SHUTTLE);
    assert_eq!(game.outcome(), drawn(EndReason::Repetition));
    // The half-move limit comes before the no-capture limit.
    let mut game = limited(Repetition::Off, 8);
    play_all(&mut game, SHUTTLE);
    play_all(&mut game, SHUTTLE);
    assert_eq!(game.outcome(), drawn(EndReason::MoveLimit));
}

#[test]
fn placement_captures_off_forbids_leaps_until_every_goat_is_down() {
    let settings = Settings {
        placement_captures: false,
        ..Settings::default()
    };
    let mut game = Game::new(settings).unwrap();
    play_all(&mut game, "b2");
    assert_eq!(
        game.check(mv("a1xc3")),
        Err(IllegalMove::CaptureNotAllowedYet)
    );
    assert!(!legal(&game).iter().any(|m| m.contains('x')));
    // Movement phase: leaps come back.
    let movement = Settings {
        goats_to_win: 20,
        ..settings
    };
    let game = setup(
        "T...T/.G.../...../...../T...T",
        Side::Tiger,
        0,
        19,
        movement,
    );
    assert!(legal(&game).contains(&"a5xc3".to_string()));
    // A tiger whose only moves are leaps counts as trapped while leaps are off.
    let game = setup(
        "TG..T/GG.../...../...../T...T",
        Side::Tiger,
        17,
        0,
        settings,
    );
    assert_eq!(game.tigers_trapped(), 1);
    let on = setup(
        "TG..T/GG.../...../...../T...T",
        Side::Tiger,
        17,
        0,
        Settings::default(),
    );
    assert_eq!(on.tigers_trapped(), 0);
}

#[test]
fn resignation_ends_the_game_for_the_other_side() {
    let mut game = Game::new(Settings::default()).unwrap();
    play_all(&mut game, "c3");
    game.resign(Side::Tiger).unwrap();
    assert_eq!(game.outcome(), won(Side::Goat, EndReason::Resigned));
    assert_eq!(game.play(mv("a1-a2")), Err(IllegalMove::GameOver));
    assert_eq!(game.resign(Side::Goat), Err(IllegalMove::GameOver));
    // Taking back the last move also takes back the resignation.
    assert_eq!(game.undo(), Some(mv("c3")));
    assert_eq!(game.outcome(), None);
}

#[test]
fn take_back_restores_the_previous_state() {
    let mut game = Game::new(Settings::default()).unwrap();
    assert_eq!(game.undo(), None);
    play_all(&mut game, "b2");
    let before = (*game.position(), game.to_json());
    play_all(&mut game, "a1xc3");
    assert_eq!(game.undo(), Some(mv("a1xc3")));
    assert_eq!((*game.position(), game.to_json()), before);
}

#[test]
fn setups_are_checked() {
    let bad = |board: &str, in_hand: u8, captured: u8| {
        let (t, g) = Position::parse_board(board).unwrap();
        Position::new(t, g, Side::Goat, in_hand, captured).is_err()
    };
    assert!(bad("TTT../...../...../...../.....", 20, 0), "three tigers");
    assert!(bad("TTTTT/...../...../...../.....", 20, 0), "five tigers");
    assert!(
        bad("T...T/...../...../...../T...T", 19, 0),
        "19 goats in all"
    );
    assert!(
        bad("T...T/...../...../...../T...T", 20, 1),
        "21 goats in all"
    );
    assert!(Position::parse_board("T...T/...../...../.....").is_err());
    assert!(Position::parse_board("T...T/...../..X../...../T...T").is_err());
    assert!(Position::parse_board("T...T/....../...../...../T...T").is_err());
}
