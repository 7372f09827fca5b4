//! Set-ups entered by a player (`setup::check`, `setup::game_from_setup`):
//! one test per kind of problem with its words, several at once, and a valid
//! set-up played from like any game.

use baghchal::setup::{check, game_from_setup, Setup, SetupProblem};
use baghchal::{Game, Position, Settings, SettingsProblem, Side};

/// A set-up from a board in the engine protocol's notation (rows 5 to 1).
fn setup(board: &str, to_move: Side, in_hand: u8, eaten: u8) -> Setup {
    let (tigers, goats) = Position::parse_board(board).expect("a board");
    Setup {
        board: Setup::points(tigers, goats),
        to_move,
        goats_in_hand: in_hand,
        goats_eaten: eaten,
    }
}

/// The only problem of `s` under the default rules, and its words.
fn only_problem(s: &Setup, settings: &Settings) -> (SetupProblem, String) {
    let problems = check(s, settings);
    assert_eq!(problems.len(), 1, "{problems:?}");
    let err = game_from_setup(s, settings).expect_err("refused");
    assert_eq!(err.0, problems, "both calls find the same");
    let text = problems[0].to_string();
    (problems[0].clone(), text)
}

/// Tigers on the corners and goats on c3 and c4.
const TWO_GOATS: &str = "T...T/..G../..G../...../T...T";

#[test]
fn a_valid_setup_is_played_from_like_any_game() {
    let s = setup(TWO_GOATS, Side::Goat, 16, 2);
    let settings = Settings::default();
    assert!(check(&s, &settings).is_empty());
    let mut game = game_from_setup(&s, &settings).expect("valid");
    assert_eq!(game.position().board_string(), TWO_GOATS);
    assert_eq!(game.position().goats_in_hand(), 16);
    assert_eq!(game.position().captured(), 2);
    let m = game.legal_moves_vec()[0];
    game.play(m).expect("a legal move");
    assert_eq!(game.position().goats_in_hand(), 15);
    assert_eq!(
        Setup::of(game.start_position()),
        s,
        "the set-up round-trips"
    );
}

#[test]
fn five_tigers() {
    let s = setup("TT..T/..G../..G../...../T...T", Side::Goat, 16, 2);
    let (p, text) = only_problem(&s, &Settings::default());
    assert_eq!(p, SetupProblem::TigerCount { tigers: 5 });
    assert_eq!(text, "5 tigers: exactly 4 are needed");
    let one = setup("T..../..G../..G../...../.....", Side::Goat, 16, 2);
    assert_eq!(
        only_problem(&one, &Settings::default()).1,
        "1 tiger: exactly 4 are needed"
    );
}

#[test]
fn twenty_one_goats_in_all() {
    let s = setup(TWO_GOATS, Side::Goat, 17, 2);
    let (p, text) = only_problem(&s, &Settings::default());
    assert_eq!(
        p,
        SetupProblem::GoatCount {
            on_board: 2,
            in_hand: 17,
            eaten: 2
        }
    );
    assert_eq!(
        text,
        "21 goats in all (2 on the board, 17 in hand, 2 eaten): there must be 20"
    );
}

#[test]
fn goats_eaten_at_goats_to_win() {
    let s = setup(TWO_GOATS, Side::Goat, 13, 5);
    let (p, text) = only_problem(&s, &Settings::default());
    assert_eq!(
        p,
        SetupProblem::TigersHaveWon {
            eaten: 5,
            goats_to_win: 5
        }
    );
    assert_eq!(
        text,
        "5 goats eaten: the tigers win at 5, so the game is already over"
    );
    // Under goats-to-win 6 the same board is a game.
    let six = Settings {
        goats_to_win: 6,
        ..Settings::default()
    };
    assert!(check(&s, &six).is_empty());
}

#[test]
fn tigers_to_move_with_no_goat_on_the_board() {
    let s = setup("T...T/...../...../...../T...T", Side::Tiger, 20, 0);
    let (p, text) = only_problem(&s, &Settings::default());
    assert_eq!(p, SetupProblem::NoGoatAfterGoatsMove);
    assert_eq!(
        text,
        "tigers to move with no goat on the board: the goats' last move would have left one there"
    );
    // The same board with the goats to move is the start.
    assert!(check(
        &setup("T...T/...../...../...../T...T", Side::Goat, 20, 0),
        &Settings::default()
    )
    .is_empty());
}

#[test]
fn goats_eaten_during_placement_when_captures_wait() {
    let s = setup(TWO_GOATS, Side::Goat, 16, 2);
    let no_placement_captures = Settings {
        placement_captures: false,
        ..Settings::default()
    };
    let (p, text) = only_problem(&s, &no_placement_captures);
    assert_eq!(
        p,
        SetupProblem::EatenDuringPlacement {
            eaten: 2,
            in_hand: 16
        }
    );
    assert_eq!(
        text,
        "2 goats eaten with 16 still in hand, but these rules allow no capture until every goat is placed"
    );
}

#[test]
fn a_side_to_move_with_no_legal_move_is_already_decided() {
    // Tigers on the corners, each shut in by goats two deep: no step, no jump.
    let board = "TGGGT/GG.GG/GGGGG/GG.GG/TGGGT";
    let s = setup(board, Side::Tiger, 0, 1);
    let (p, text) = only_problem(&s, &Settings::default());
    assert_eq!(p, SetupProblem::NoLegalMove { side: Side::Tiger });
    assert_eq!(
        text,
        "the tigers to move have no legal move, so the game is already decided"
    );
    // With the goats to move the game goes on.
    assert!(check(&setup(board, Side::Goat, 0, 1), &Settings::default()).is_empty());
}

#[test]
fn a_board_without_25_points() {
    let mut s = setup(TWO_GOATS, Side::Goat, 16, 2);
    s.board.pop();
    let (p, text) = only_problem(&s, &Settings::default());
    assert_eq!(p, SetupProblem::PointCount { points: 24 });
    assert_eq!(text, "24 points given: the board has 25");
}

#[test]
fn rules_out_of_range() {
    let s = setup(TWO_GOATS, Side::Goat, 16, 2);
    let bad = Settings {
        goats_to_win: 0,
        ..Settings::default()
    };
    let (p, text) = only_problem(&s, &bad);
    assert_eq!(
        p,
        SetupProblem::BadSettings {
            problem: SettingsProblem::GoatsToWin { goats_to_win: 0 }
        }
    );
    assert_eq!(text, "the rules: goats_to_win 0 is outside 1..=20");
}

#[test]
fn every_problem_is_reported_at_once() {
    let s = setup("TT..T/...../...../...../T...T", Side::Tiger, 15, 6);
    let problems = check(&s, &Settings::default());
    assert_eq!(
        problems,
        vec![
            SetupProblem::TigerCount { tigers: 5 },
            SetupProblem::GoatCount {
                on_board: 0,
                in_hand: 15,
                eaten: 6
            },
            SetupProblem::TigersHaveWon {
                eaten: 6,
                goats_to_win: 5
            },
            SetupProblem::NoGoatAfterGoatsMove,
        ]
    );
    let err = game_from_setup(&s, &Settings::default()).expect_err("refused");
    assert!(err
        .to_string()
        .starts_with("5 tigers: exactly 4 are needed; 21 goats in all"));
    // A game from a position the engine accepts is the same game.
    let ok = setup(TWO_GOATS, Side::Tiger, 16, 2);
    let pos = baghchal::protocol::parse_setup(TWO_GOATS, "tiger", "16", "2").expect("valid");
    let game = Game::from_position(Settings::default(), pos).expect("valid");
    assert_eq!(
        game_from_setup(&ok, &Settings::default())
            .expect("valid")
            .position(),
        game.position()
    );
}
