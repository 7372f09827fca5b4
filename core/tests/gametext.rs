//! Game texts: ours and the `baghchal` Python library's, written and read
//! back, and every kind of refusal with its line and move.

use baghchal::bot::{self, Level, Request, StopFlag};
use baghchal::gametext::library::{self, LibraryEnding, LibraryWriteError};
use baghchal::gametext::{
    self, ours, MoveAt, PositionPart, TextError, TextErrorKind, TextFormat, TextResult,
};
use baghchal::setup::SetupProblem;
use baghchal::{EndReason, Game, IllegalMove, Move, Position, Repetition, Settings, Side};

fn played(settings: Settings, moves: &str) -> Game {
    let mut game = Game::new(settings).unwrap();
    for m in moves.split_whitespace() {
        game.play(Move::parse(m).unwrap()).unwrap();
    }
    game
}

fn bot_game(level: Level, seed: u64) -> Game {
    let mut game = Game::new(Settings::default()).unwrap();
    let mut ply = 0;
    while game.outcome().is_none() {
        let answer = bot::think(
            &game,
            &Request::Level(level),
            seed * 1000 + ply,
            &StopFlag::new(),
            &mut |_| {},
        );
        game.play(answer.unwrap().best).unwrap();
        ply += 1;
    }
    game
}

fn same_game(a: &Game, b: &Game) {
    assert_eq!(a.settings(), b.settings());
    assert_eq!(a.start_position(), b.start_position());
    assert_eq!(a.moves().collect::<Vec<_>>(), b.moves().collect::<Vec<_>>());
    assert_eq!(a.outcome(), b.outcome());
    assert_eq!(a.resigned(), b.resigned());
}

fn refusal(text: &str) -> TextError {
    match gametext::read(text, &Settings::default()) {
        Ok(imported) => panic!(
            "read {text:?} as {:?}",
            imported.game.moves().collect::<Vec<_>>()
        ),
        Err(e) => e,
    }
}

const HEADER: &str = "[Game \"Baghchal\"]\n[GoatsToWin \"5\"]\n";

#[test]
fn a_short_game_is_written_as_the_docs_show() {
    let game = played(Settings::default(), "c3 a1-b2 d4 b2-b1");
    let info = [
        ("Date".to_string(), "2026.12.04".to_string()),
        ("Colour".to_string(), "x".to_string()),
    ];
    assert_eq!(
        ours::write(&game, &info),
        "[Game \"Baghchal\"]\n[Date \"2026.12.04\"]\n[GoatsToWin \"5\"]\n[Repetition \"draw3\"]\n\
         [MaxHalfMoves \"400\"]\n[NoCaptureLimit \"0\"]\n[PlacementCaptures \"on\"]\n[Result \"*\"]\n\n\
         1. c3 a1-b2 2. d4 b2-b1\n*\n"
    );
}

#[test]
fn bot_games_round_trip_through_our_text() {
    for (level, seed) in [
        (Level::Easy, 1),
        (Level::Easy, 2),
        (Level::Medium, 3),
        (Level::Hard, 4),
    ] {
        let game = bot_game(level, seed);
        let text = ours::write(&game, &[]);
        let read = gametext::read(&text, &Settings::default()).unwrap();
        assert_eq!(read.format, TextFormat::Ours);
        assert!(!read.position_only);
        same_game(&read.game, &game);
        assert_eq!(ours::write(&read.game, &[]), text, "writing is stable");
    }
}

#[test]
fn set_up_starts_resignations_and_other_rules_round_trip() {
    let settings = Settings {
        goats_to_win: 3,
        repetition: Repetition::Forbid,
        max_half_moves: 0,
        no_capture_limit: 50,
        placement_captures: false,
    };
    let start =
        baghchal::protocol::parse_setup("TG..T/...../...../...../T...T", "tiger", "19", "0")
            .unwrap();
    let mut game = Game::from_position(settings, start).unwrap();
    for m in ["a1-b2", "c3", "e5-d4"] {
        game.play(Move::parse(m).unwrap()).unwrap();
    }
    game.resign(Side::Goat).unwrap();
    let text = ours::write(&game, &[("Goats".into(), "Sita \"the \\ quick\"".into())]);
    assert!(
        text.contains("[SetUp \"TG..T/...../...../...../T...T tiger 19 0\"]"),
        "{text}"
    );
    assert!(text.contains("1... a1-b2 2. c3 e5-d4\n0-1\n"), "{text}");
    assert!(text.contains("[Termination \"resigned\"]"), "{text}");
    let read = gametext::read(&text, &Settings::default()).unwrap();
    same_game(&read.game, &game);
    assert_eq!(
        read.info,
        vec![("Goats".to_string(), "Sita \"the \\ quick\"".to_string())]
    );
}

#[test]
fn a_person_may_leave_out_the_tags_numbers_and_result() {
    let read = gametext::read("c3 a1-b2\nd4", &Settings::default()).unwrap();
    same_game(&read.game, &played(Settings::default(), "c3 a1-b2 d4"));
    let read = gametext::read("1.c3 a1-b2 2.d4 *", &Settings::default()).unwrap();
    same_game(&read.game, &played(Settings::default(), "c3 a1-b2 d4"));
}

#[test]
fn every_refusal_names_its_line_and_kind() {
    let at = |number, side, text: &str| MoveAt {
        number,
        side,
        text: text.into(),
    };
    let cases: Vec<(String, TextError)> = vec![
        (
            "  \n\n".into(),
            TextError {
                line: 0,
                kind: TextErrorKind::Empty,
            },
        ),
        (
            format!("{HEADER}[Result 0-1]\n"),
            TextError {
                line: 3,
                kind: TextErrorKind::TagSyntax,
            },
        ),
        (
            format!("{HEADER}[GoatToWin \"3\"]\n"),
            TextError {
                line: 3,
                kind: TextErrorKind::UnknownTag {
                    name: "GoatToWin".into(),
                },
            },
        ),
        (
            format!("{HEADER}[GoatsToWin \"3\"]\n"),
            TextError {
                line: 3,
                kind: TextErrorKind::DuplicateTag {
                    name: "GoatsToWin".into(),
                },
            },
        ),
        (
            "[GoatsToWin \"25\"]\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadTagValue {
                    name: "GoatsToWin".into(),
                    value: "25".into(),
                },
            },
        ),
        (
            "[Game \"Chess\"]\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadTagValue {
                    name: "Game".into(),
                    value: "Chess".into(),
                },
            },
        ),
        (
            format!("{HEADER}\n1. c3 a1-b2\n[Result \"*\"]\n"),
            TextError {
                line: 5,
                kind: TextErrorKind::TagAfterMoves,
            },
        ),
        (
            format!("{HEADER}\n1. c3 a1-b2\n2. d4 b2xd4\n"),
            TextError {
                line: 5,
                kind: TextErrorKind::IllegalMove {
                    at: at(2, Side::Tiger, "b2xd4"),
                    why: IllegalMove::Occupied,
                },
            },
        ),
        (
            "1. c3 a1-b2\n2. b2\n".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::IllegalMove {
                    at: at(2, Side::Goat, "b2"),
                    why: IllegalMove::Occupied,
                },
            },
        ),
        (
            "1. c3 a1-c1\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::IllegalMove {
                    at: at(1, Side::Tiger, "a1-c1"),
                    why: IllegalMove::NotConnected,
                },
            },
        ),
        (
            "1. c3 a1-b2 3. d4\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::WrongMoveNumber {
                    expected: 2,
                    side: Side::Goat,
                    found: "3.".into(),
                },
            },
        ),
        (
            "1. c3 1... a1-b2 2... d4\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::WrongMoveNumber {
                    expected: 2,
                    side: Side::Goat,
                    found: "2...".into(),
                },
            },
        ),
        (
            "1. c3 a1-b2 c3!\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::UnreadableWord { word: "c3!".into() },
            },
        ),
        (
            "1. c3 a1-b2 *\n2. d4\n".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::AfterResult { word: "2.".into() },
            },
        ),
        (
            "1. c3 a1-b2\n0-1\n".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::ResultDiffers {
                    stated: TextResult::TigersWin,
                    replayed: TextResult::Unfinished,
                },
            },
        ),
        (
            "[Result \"1-0\"]\n1. c3 a1-b2\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::ResultDiffers {
                    stated: TextResult::GoatsWin,
                    replayed: TextResult::Unfinished,
                },
            },
        ),
        (
            "[Result \"0-1\"]\n[Termination \"captures\"]\n1. c3 a1-b2\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::ResultDiffers {
                    stated: TextResult::TigersWin,
                    replayed: TextResult::Unfinished,
                },
            },
        ),
        (
            "[Result \"1/2-1/2\"]\n[Termination \"resigned\"]\n1. c3\n".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::BadTagValue {
                    name: "Termination".into(),
                    value: "resigned".into(),
                },
            },
        ),
        (
            "[MaxHalfMoves \"2\"]\n[Termination \"repetition\"]\n1. c3 a1-b2\n".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::TerminationDiffers {
                    stated: EndReason::Repetition,
                    replayed: Some(EndReason::MoveLimit),
                },
            },
        ),
        (
            "[MaxHalfMoves \"2\"]\n1. c3 a1-b2 2. d4\n".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::IllegalMove {
                    at: at(2, Side::Goat, "d4"),
                    why: IllegalMove::GameOver,
                },
            },
        ),
        (
            "[SetUp \"T...T/...../...../...../T...T tiger 20\"]\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadPositionLine {
                    part: PositionPart::WordCount,
                },
            },
        ),
        (
            "[SetUp \"TTT.T/...../...../...../T...T goat 20 0\"]\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadSetUp {
                    problems: vec![SetupProblem::TigerCount { tigers: 6 }],
                },
            },
        ),
        (
            "T...T/...../...../...../T...T goat 21 0".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadPositionLine {
                    part: PositionPart::Count,
                },
            },
        ),
        (
            "\nT..xT/...../...../...../T...T goat 20 0".into(),
            TextError {
                line: 2,
                kind: TextErrorKind::BadPositionLine {
                    part: PositionPart::Board,
                },
            },
        ),
        (
            "B3B/5/5/5/B3B B 0".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadSetUp {
                    problems: vec![SetupProblem::NoGoatAfterGoatsMove],
                },
            },
        ),
        (
            "B3B/5/5/5/B3B X 0".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadPositionLine {
                    part: PositionPart::SideToMove,
                },
            },
        ),
        (
            "B3B/6/5/5/B3B G 0".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::BadPositionLine {
                    part: PositionPart::Board,
                },
            },
        ),
        (
            "1. G33 B1133\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::IllegalMove {
                    at: at(1, Side::Tiger, "B1133"),
                    why: IllegalMove::NotConnected,
                },
            },
        ),
        (
            "1. G33 G44\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::IllegalMove {
                    at: at(1, Side::Tiger, "G44"),
                    why: IllegalMove::NotYourTurn,
                },
            },
        ),
        (
            "1. G33 B1122 2. G3344\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::IllegalMove {
                    at: at(2, Side::Goat, "G3344"),
                    why: IllegalMove::MustPlace,
                },
            },
        ),
        (
            "1. G33 B1122# 0-1\n".into(),
            TextError {
                line: 1,
                kind: TextErrorKind::ResultDiffers {
                    stated: TextResult::TigersWin,
                    replayed: TextResult::Unfinished,
                },
            },
        ),
    ];
    for (text, expected) in cases {
        let got = refusal(&text);
        assert_eq!(got, expected, "{text:?}");
        assert!(
            got.to_string().starts_with(&format!("line {}", got.line)) || got.line == 0,
            "{got}"
        );
    }
}

#[test]
fn no_truncation_or_deleted_byte_of_a_text_panics() {
    let text = ours::write(&bot_game(Level::Easy, 9), &[("Event".into(), "x".into())]);
    let pgn = library::write_pgn(&bot_game(Level::Easy, 9), LibraryEnding::MovesOnly).unwrap();
    for source in [text, pgn] {
        let bytes = source.as_bytes();
        for i in 0..bytes.len() {
            for cut in [&bytes[..i], &[&bytes[..i], &bytes[i + 1..]].concat()[..]] {
                let s = String::from_utf8_lossy(cut);
                if let Ok(read) = gametext::read(&s, &Settings::default()) {
                    let again =
                        gametext::read(&ours::write(&read.game, &read.info), &Settings::default())
                            .unwrap();
                    same_game(&again.game, &read.game);
                }
            }
        }
    }
}

/// Our a5-b4 is the library's `B1122`: its first digit counts rows from the top.
#[test]
fn the_library_pgn_is_written_and_read_in_its_coordinates() {
    let game = played(Settings::default(), "c3 a5-b4 d4 b4xd2");
    assert_eq!(
        library::write_pgn(&game, LibraryEnding::Refuse).unwrap(),
        "1. G33 B1122 2. G24 Bx2244"
    );
    let read = gametext::read("1.G33 B1122\n2.G24 Bx2244", &Settings::default()).unwrap();
    assert_eq!(read.format, TextFormat::LibraryPgn);
    assert_eq!(
        read.game.moves().collect::<Vec<_>>(),
        game.moves().collect::<Vec<_>>()
    );
    assert_eq!(*read.game.settings(), library::library_settings());
    let spread = gametext::read("1.\nG33 B1122\n\n2. G24", &Settings::default()).unwrap();
    assert_eq!(
        (spread.format, spread.game.half_moves()),
        (TextFormat::LibraryPgn, 3)
    );
    let fens = library::game_fens(&game);
    assert_eq!(fens[0], "B3B/5/5/5/B3B G 0");
    assert_eq!(fens[1], "B3B/5/2G2/5/B3B B 1");
    assert_eq!(fens[4], "4B/3G1/5/3B1/B3B G 2");
}

#[test]
fn a_finished_game_carries_the_library_result() {
    for seed in 1..6 {
        let game = bot_game(Level::Easy, seed);
        let Ok(pgn) = library::write_pgn(&game, LibraryEnding::Refuse) else {
            continue;
        };
        let token = TextResult::of(game.outcome()).token();
        assert!(pgn.ends_with(&format!("# {token}")), "{pgn}");
        let back = library::read_pgn(&pgn).unwrap();
        assert_eq!(
            back.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>()
        );
        assert_eq!(
            back.outcome().map(|o| o.winner),
            game.outcome().map(|o| o.winner)
        );
    }
}

/// Written by the library itself (random play, tigers never capturing when
/// they can step): after move 42 it draws, the board having come up a third
/// time with the other side to move once. Our rules go on, so we refuse.
const LIBRARY_REPETITION: &str = "1. G52 B5545 2. G44 B1524 3. G14 B2423 4. G43 B2322 5. G54 B2213 6. G34 B5141 7. G42 B1312 8. G24 B4131 9. G23 B3141 10. G22 B4151 11. G55 B5141 12. G25 B1213 13. G21 B1112 14. G51 B4131 15. G53 B3141 16. G33 B1211 17. G32 B1312 18. G13 B4535 19. G45 B4131 20. G15 B3141 21. G2131 B1121 22. G2211 B2122 23. G1121 B2211 24. G3222 Bx1232 25. G2322 B1112 26. G2423 B3524 27. G2535 B2425 28. G2111 B2524 29. G1121 B1211 30. G1525 B2415 31. G2524 B1525 32. G1312 B2515 33. G1413 B1525 34. G2415 B2524 35. G1525 B2415 36. G3424 B1514 37. G2434 B1415 38. G1324 B1514 39. G2515 B1413 40. G1525 B1314 41. G2313 B1415 42. G2423# 1/2-1/2";

#[test]
fn the_library_repetition_draw_is_refused_both_ways() {
    let e = library::read_pgn(LIBRARY_REPETITION).unwrap_err();
    assert_eq!(
        e.kind,
        TextErrorKind::LibraryRulesDiffer {
            at: MoveAt {
                number: 42,
                side: Side::Goat,
                text: "G2423".into()
            },
            library: TextResult::Draw,
            ours: TextResult::Unfinished,
        }
    );
    // The same moves under our rules: the library would end the game there.
    let cut = LIBRARY_REPETITION.replace("# 1/2-1/2", "");
    let words: Vec<&str> = cut
        .split_whitespace()
        .filter(|w| !w.ends_with('.'))
        .collect();
    let before_last = words[..words.len() - 1]
        .iter()
        .map(|w| format!("{w} "))
        .collect::<String>();
    let ours_game = library::read_pgn(&before_last).unwrap();
    let mut game = Game::new(Settings::default()).unwrap();
    for m in ours_game.moves() {
        game.play(m).unwrap();
    }
    game.play(Move::parse("d4-c4").unwrap()).unwrap();
    match library::write_pgn(&game, LibraryEnding::Refuse) {
        Err(LibraryWriteError::RulesDiffer { at, library, ours }) => {
            assert_eq!(
                (at.number, at.side, at.text.as_str()),
                (42, Side::Goat, "d4-c4")
            );
            assert_eq!((library, ours), (TextResult::Draw, TextResult::Unfinished));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn endings_and_starts_the_library_lacks_are_refused_or_dropped_on_request() {
    let limited = Settings {
        max_half_moves: 2,
        ..Settings::default()
    };
    let game = played(limited, "c3 a1-b2");
    assert_eq!(
        library::write_pgn(&game, LibraryEnding::Refuse),
        Err(LibraryWriteError::EndingNotInLibrary {
            reason: EndReason::MoveLimit
        })
    );
    assert_eq!(
        library::write_pgn(&game, LibraryEnding::MovesOnly).unwrap(),
        "1. G33 B5142"
    );
    let mut resigned = played(Settings::default(), "c3");
    resigned.resign(Side::Tiger).unwrap();
    assert!(matches!(
        library::write_pgn(&resigned, LibraryEnding::Refuse),
        Err(LibraryWriteError::EndingNotInLibrary {
            reason: EndReason::Resigned
        })
    ));
    let three = Settings {
        goats_to_win: 7,
        ..Settings::default()
    };
    let start =
        baghchal::protocol::parse_setup("TG..T/...../...../...../T...T", "tiger", "19", "0")
            .unwrap();
    let set_up = Game::from_position(three, start).unwrap();
    assert_eq!(
        library::write_pgn(&set_up, LibraryEnding::MovesOnly),
        Err(LibraryWriteError::SetUpStart)
    );
}

#[test]
fn a_position_alone_starts_a_game() {
    let read = gametext::read("B3B/5/2G2/5/B3B B 1\n", &Settings::default()).unwrap();
    assert_eq!(
        (read.format, read.position_only),
        (TextFormat::LibraryFen, true)
    );
    assert_eq!(
        read.game.position(),
        played(Settings::default(), "c3").position()
    );
    assert_eq!(read.game.half_moves(), 0);
    let rules = Settings {
        goats_to_win: 3,
        ..Settings::default()
    };
    let line = gametext::setup_line(read.game.position());
    assert_eq!(line, "T...T/...../..G../...../T...T tiger 19 0");
    let read = gametext::read(&format!("  {line}  "), &rules).unwrap();
    assert_eq!(
        (read.format, read.position_only),
        (TextFormat::SetupLine, true)
    );
    assert_eq!(*read.game.settings(), rules);
    // A FEN whose goat-move count leaves too many goats: every goat is counted.
    assert_eq!(
        refusal("B3B/GGGGG/GGGGG/GGGGG/B3B B 0").kind,
        TextErrorKind::BadSetUp {
            problems: vec![SetupProblem::GoatCount {
                on_board: 15,
                in_hand: 20,
                eaten: 0
            }]
        }
    );
    assert_eq!(*read.game.start_position(), *read.game.position());
    assert_ne!(*read.game.position(), Position::start());
}

/// Found by the fuzz target: a control character in a tag, plain or
/// escaped, is read as the space the writer puts there, so it reads back the same.
#[test]
fn control_characters_in_a_tag_read_back_as_written() {
    for text in [
        "[Date \"2026.12.\u{19}4\"]\n1. c3",
        "[Date \"x\\\u{0}y\"]\n1. c3",
    ] {
        let read = gametext::read(text, &Settings::default()).unwrap();
        let value = &read.info[0].1;
        assert!(!value.chars().any(char::is_control), "{value:?}");
        let again =
            gametext::read(&ours::write(&read.game, &read.info), &Settings::default()).unwrap();
        assert_eq!(again.info, read.info);
    }
}
