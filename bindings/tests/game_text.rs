//! Game texts across the FFI: written from a game, read back into one, and
//! every refusal a typed problem with its line, never a panic.

use baghchal_ffi::{
    default_settings, read_game_text, BaghchalError, EndReason, Game, IllegalReason,
    LibraryProblem, Settings, Side, TextFormat, TextMove, TextProblem, TextResult, TextTag,
};

fn played(moves: &[&str]) -> std::sync::Arc<Game> {
    let game = Game::new(default_settings()).unwrap();
    for m in moves {
        game.play_notation(m.to_string()).unwrap();
    }
    game
}

fn refusal(text: &str) -> (u32, TextProblem) {
    match read_game_text(text.into(), default_settings()) {
        Err(BaghchalError::BadText {
            line,
            problem,
            detail,
        }) => {
            assert!(!detail.is_empty());
            (line, problem)
        }
        Err(other) => panic!("{text:?}: {other:?}"),
        Ok(read) => panic!("{text:?} read as {:?}", read.format),
    }
}

#[test]
fn a_game_text_reads_back_to_the_same_game_and_tags() {
    let game = played(&["c3", "a1-b2", "d4", "b2-b1"]);
    let tags = vec![TextTag {
        name: "Date".into(),
        value: "2026.12.04".into(),
    }];
    let text = game.game_text(tags.clone());
    assert!(text.contains("1. c3 a1-b2 2. d4 b2-b1\n*"), "{text}");
    let read = read_game_text(text, default_settings()).unwrap();
    assert_eq!(
        (read.format, read.position_only),
        (TextFormat::GameText, false)
    );
    assert_eq!(read.tags, tags);
    assert_eq!(read.game.snapshot(), game.snapshot());
    assert_eq!(read.game.record_json(), game.record_json());
}

#[test]
fn the_library_texts_go_both_ways() {
    let game = played(&["c3", "a5-b4", "d4", "b4xd2"]);
    assert_eq!(
        game.library_pgn(false).unwrap(),
        "1. G33 B1122 2. G24 Bx2244"
    );
    assert_eq!(game.library_fen(), "4B/3G1/5/3B1/B3B G 2");
    let read = read_game_text("1. G33 B1122 2. G24 Bx2244".into(), default_settings()).unwrap();
    assert_eq!(read.format, TextFormat::LibraryPgn);
    assert_eq!(read.game.snapshot().board, game.snapshot().board);
    let position = read_game_text(game.library_fen(), default_settings()).unwrap();
    assert_eq!(
        (position.format, position.position_only),
        (TextFormat::LibraryFen, true)
    );
    assert_eq!(position.game.snapshot().board, game.snapshot().board);
    assert_eq!(position.game.setup_line(), game.setup_line());
}

#[test]
fn a_set_up_line_opens_under_the_rules_given() {
    let rules = Settings {
        goats_to_win: 3,
        ..default_settings()
    };
    let read = read_game_text("T...T/...../..G../...../T...T tiger 19 0".into(), rules).unwrap();
    assert_eq!(
        (read.format, read.position_only),
        (TextFormat::SetupLine, true)
    );
    assert_eq!(read.game.settings(), rules);
    assert_eq!(read.game.snapshot().to_move, Side::Tiger);
}

#[test]
fn refusals_are_typed_with_their_line() {
    assert_eq!(refusal(" \n"), (0, TextProblem::Empty));
    assert_eq!(
        refusal("[Game \"Baghchal\"]\n\n1. c3 a1-b2\n2. d4 b2xd4\n"),
        (
            4,
            TextProblem::IllegalMove {
                at: TextMove {
                    number: 2,
                    side: Side::Tiger,
                    text: "b2xd4".into()
                },
                reason: IllegalReason::Occupied,
            }
        )
    );
    assert_eq!(
        refusal("[MaxHalfMoves \"2\"]\n1. c3 a1-b2\n2. d4"),
        (
            3,
            TextProblem::MoveAfterEnd {
                at: TextMove {
                    number: 2,
                    side: Side::Goat,
                    text: "d4".into()
                }
            }
        )
    );
    assert_eq!(
        refusal("[Result \"0-1\"]\n[Termination \"captures\"]\n1. c3\n"),
        (
            1,
            TextProblem::ResultDiffers {
                stated: TextResult::TigersWin,
                replayed: TextResult::Unfinished
            }
        )
    );
    assert_eq!(
        refusal("[Result \"*\"]\n[Termination \"captures\"]\n1. c3\n"),
        (
            2,
            TextProblem::TerminationDiffers {
                stated: EndReason::Captures,
                replayed: None
            }
        )
    );
    assert!(matches!(
        refusal("TTTTT/...../...../...../..... goat 20 0"),
        (1, TextProblem::BadSetup { problems }) if !problems.is_empty()
    ));
}

#[test]
fn games_the_library_cannot_hold_are_refused_by_kind() {
    let game = played(&["c3"]);
    game.resign(Side::Tiger).unwrap();
    match game.library_pgn(false) {
        Err(BaghchalError::NotForLibrary { problem, .. }) => assert_eq!(
            problem,
            LibraryProblem::EndingNotInLibrary {
                reason: EndReason::Resigned
            }
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(game.library_pgn(true).unwrap(), "1. G33");
    let set_up = read_game_text(
        "T...T/...../..G../...../T...T tiger 19 0".into(),
        default_settings(),
    )
    .unwrap()
    .game;
    assert!(matches!(
        set_up.library_pgn(true),
        Err(BaghchalError::NotForLibrary {
            problem: LibraryProblem::SetupStart,
            ..
        })
    ));
}

#[test]
fn no_text_makes_a_call_panic() {
    let texts = [
        "\u{0}",
        "[",
        "[]",
        "[A \"",
        "[Game \"Baghchal\"",
        "1.",
        "1...",
        "99999999999999999999.",
        "1. c3 a1xc3",
        "Gx",
        "B",
        "G9",
        "Bx11",
        "G11223344",
        "B3B/5/5/5/B3B G 99999999999",
        "/ / / / /",
        "B3B/5/5/5/B3B",
        "Ｇ33",
        "1-0 1-0",
        "#",
        "1. G33#",
    ];
    for text in texts {
        let _ = read_game_text(text.into(), default_settings());
    }
}
