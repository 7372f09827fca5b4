//! Notation and game records: round trips and every kind of bad input.

use baghchal::{Game, GameRecord, Move, RecordError, Repetition, Settings, Side};
use serde_json::Value;

fn played(moves: &str) -> Game {
    let mut game = Game::new(Settings::default()).unwrap();
    for m in moves.split_whitespace() {
        game.play(Move::parse(m).unwrap()).unwrap();
    }
    game
}

#[test]
fn notation_round_trips() {
    for text in [
        "c3", "a1", "e5", "b2-c3", "a1-a2", "a1xc3", "e5xc3", "c1xa3", "c3xc5",
    ] {
        assert_eq!(Move::parse(text).unwrap().to_string(), text);
    }
    assert_eq!(
        Move::parse("a1xc3")
            .unwrap()
            .captured()
            .map(|s| s.to_string()),
        Some("b2".to_string())
    );
}

#[test]
fn notation_is_strict_and_says_what_is_wrong() {
    let cases = [
        ("", "empty"),
        ("c", "expected"),
        ("C3", "not a point"),
        ("f3", "not a point"),
        ("c0", "not a point"),
        ("c3 ", "expected"),
        ("b2c3", "expected"),
        ("b2_c3", "'-' (step) or 'x'"),
        ("a1-c3", "a1 and c3 are not neighbours"),
        ("a2-b1", "a2 and b1 are not neighbours"),
        ("a1xb3", "a jump lands"),
        ("b1xc3", "a jump lands"),
        ("a1xa1", "a jump lands"),
        ("ক৩", "a1..e5"),
        ("a1-a2-a3", "expected"),
    ];
    for (text, hint) in cases {
        let err = Move::parse(text).expect_err(text);
        assert!(
            err.to_string().contains(hint),
            "{text:?}: '{err}' should mention '{hint}'"
        );
    }
}

#[test]
fn records_round_trip() {
    let game = played("b2 a1xc3 d4 c3-c2 a3");
    let json = game.to_json();
    let back = Game::from_json(&json).unwrap();
    assert_eq!(back.to_json(), json);
    assert_eq!(back.position(), game.position());
    assert_eq!(back.half_moves(), 5);
    let record: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(record["format"], "baghchal-record");
    assert_eq!(record["version"], 1);
    assert_eq!(record["moves"][1], "a1xc3");
    assert_eq!(record["result"], "ongoing");
}

#[test]
fn records_keep_settings_setup_resignation_and_result() {
    let settings = Settings {
        goats_to_win: 3,
        repetition: Repetition::Forbid3,
        max_half_moves: 99,
        no_capture_limit: 30,
        placement_captures: false,
    };
    let (t, g) = baghchal::Position::parse_board("T...T/...../..G../...../T...T").unwrap();
    let start = baghchal::Position::new(t, g, Side::Tiger, 17, 2).unwrap();
    let mut game = Game::from_position(settings, start).unwrap();
    game.play(Move::parse("a1-b2").unwrap()).unwrap();
    game.resign(Side::Goat).unwrap();
    let back = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(back.settings(), &settings);
    assert_eq!(back.start_position(), &start);
    assert_eq!(back.outcome(), game.outcome());
    assert_eq!(back.resigned(), Some(Side::Goat));
}

fn load_err(json: &str) -> RecordError {
    Game::from_json(json).expect_err("the record must be refused")
}

fn edited(edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&played("b2 a1xc3 d4").to_json()).unwrap();
    edit(&mut v);
    v.to_string()
}

#[test]
fn truncated_records_are_refused() {
    let json = played("b2 a1xc3 d4").to_json();
    for cut in [0, 1, json.len() / 2, json.len() - 1] {
        assert!(
            matches!(load_err(&json[..cut]), RecordError::Json(_)),
            "cut at {cut}"
        );
    }
    assert!(matches!(load_err("[1,2]"), RecordError::Json(_)));
    assert!(matches!(load_err("\u{0}garbage"), RecordError::Json(_)));
}

#[test]
fn newer_versions_are_refused() {
    let json = edited(|v| v["version"] = 2.into());
    assert_eq!(load_err(&json), RecordError::NewerVersion(2));
    assert!(load_err(&json).to_string().contains("newer"));
}

#[test]
fn bad_fields_are_named() {
    let field = |edit: fn(&mut Value)| match load_err(&edited(edit)) {
        RecordError::Field { field, why } => format!("{field}: {why}"),
        other => panic!("expected a field error, got {other:?}"),
    };
    assert!(field(|v| v["format"] = "chess".into()).starts_with("format"));
    assert!(field(|v| v["version"] = "one".into()).starts_with("version"));
    assert!(field(|v| v["version"] = 0.into()).starts_with("version"));
    assert!(field(|v| {
        v.as_object_mut().unwrap().remove("moves");
    })
    .starts_with("moves: missing"));
    assert!(field(|v| v["moves"] = 7.into()).starts_with("moves"));
    assert!(field(|v| v["settings"]["goats_to_win"] = 0.into()).starts_with("settings"));
    assert!(field(|v| v["settings"]["goats_to_win"] = 300.into()).starts_with("settings"));
    assert!(field(|v| v["settings"]["repetition"] = "sometimes".into()).starts_with("settings"));
    assert!(field(|v| v["settings"]["extra"] = 1.into()).starts_with("settings"));
    assert!(field(|v| v["surprise"] = 1.into()).starts_with("surprise: unknown"));
    assert!(field(|v| v["setup"] =
        serde_json::json!({"board": "TTTTT/...../...../...../.....", "to_move": "goat", "goats_in_hand": 20, "captured": 0}))
    .starts_with("setup"));
    assert!(field(|v| v["setup"] =
        serde_json::json!({"board": "T...T/...../...../...../T...T", "to_move": "cow", "goats_in_hand": 20, "captured": 0}))
    .starts_with("setup.to_move"));
    assert!(field(|v| v["resigned"] = "cow".into()).starts_with("resigned"));
}

#[test]
fn replaying_names_the_first_bad_move() {
    let moves = |edit: fn(&mut Value)| match load_err(&edited(edit)) {
        RecordError::Move { index, .. } => index,
        other => panic!("expected a move error, got {other:?}"),
    };
    // b2 holds a goat, so a tiger cannot step there.
    assert_eq!(moves(|v| v["moves"][1] = "a1-b2".into()), 1);
    assert_eq!(moves(|v| v["moves"][0] = "q9".into()), 0);
}

#[test]
fn tampered_records_name_the_first_bad_move_or_the_result() {
    let err = |edit: fn(&mut Value)| load_err(&edited(edit));
    assert_eq!(
        err(|v| v["moves"][1] = "a1xb3".into()),
        RecordError::Move {
            index: 1,
            text: "a1xb3".into(),
            why: "a jump lands two points along one line".into()
        }
    );
    match err(|v| v["moves"][2] = "c3".into()) {
        RecordError::Move { index, why, .. } => {
            assert_eq!(index, 2);
            assert_eq!(why, "that point is taken");
        }
        other => panic!("{other:?}"),
    }
    match err(|v| v["result"] = "tigers".into()) {
        RecordError::Field { field, .. } => assert_eq!(field, "result"),
        other => panic!("{other:?}"),
    }
    match err(|v| v["reason"] = "captures".into()) {
        RecordError::Field { field, .. } => assert_eq!(field, "result"),
        other => panic!("{other:?}"),
    }
    // Moves after the end of the game.
    let mut won = Game::new(Settings {
        goats_to_win: 1,
        ..Settings::default()
    })
    .unwrap();
    for m in ["b2", "a1xc3"] {
        won.play(Move::parse(m).unwrap()).unwrap();
    }
    let mut v: Value = serde_json::from_str(&won.to_json()).unwrap();
    v["moves"].as_array_mut().unwrap().push("d4".into());
    assert!(matches!(
        load_err(&v.to_string()),
        RecordError::Move { index: 2, .. }
    ));
}

#[test]
fn record_struct_parses_what_it_writes() {
    let game = played("c3 a1-a2");
    let record = game.to_record();
    assert_eq!(GameRecord::from_json(&record.to_json()).unwrap(), record);
}
