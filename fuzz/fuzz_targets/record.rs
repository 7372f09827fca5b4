//! Game records: any bytes to the reader.
//!
//! Checked: the reader refuses with a reason or loads a game; a game that
//! loads writes back a record equal to the one read (a set-up that is the
//! standard start may be written as no set-up), which loads again to the same
//! game; and the record parser and the game loader agree.
#![no_main]

use baghchal::{Game, GameRecord, Position, Side};
use baghchal_fuzz::seeds;
use libfuzzer_sys::fuzz_target;

fuzz_target!(init: seeds::write_if_asked("record"), |data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let parsed = GameRecord::from_json(&text);
    let loaded = Game::from_json(&text);
    let (record, game) = match (parsed, loaded) {
        (Err(e), Err(again)) => {
            assert_eq!(e, again, "the loader reports the parser's refusal");
            assert!(!e.to_string().is_empty());
            return;
        }
        (Ok(record), Err(e)) => {
            assert!(!e.to_string().is_empty());
            assert_eq!(Game::from_record(&record).err(), Some(e));
            return;
        }
        (Err(e), Ok(_)) => panic!("the parser refused ({e}) but the game loaded"),
        (Ok(record), Ok(game)) => (record, game),
    };
    let written = game.to_record();
    assert_eq!(written.format, record.format);
    assert_eq!(written.version, record.version);
    assert_eq!(written.settings, record.settings);
    assert_eq!(written.moves, record.moves, "moves write back as read");
    assert_eq!(written.resigned, record.resigned);
    assert_eq!(written.result, record.result);
    assert_eq!(written.reason, record.reason);
    match (&written.setup, &record.setup) {
        (Some(w), Some(r)) => assert_eq!(w, r, "a set-up writes back as read"),
        (None, None) => {}
        (None, Some(r)) => {
            let (tigers, goats) = Position::parse_board(&r.board).expect("it loaded");
            let side = Side::parse(&r.to_move).expect("it loaded");
            let start = Position::new(tigers, goats, side, r.goats_in_hand, r.captured);
            assert_eq!(start, Ok(Position::start()), "only the standard start is dropped");
        }
        (Some(w), None) => panic!("a record without set-up wrote one: {w:?}"),
    }
    let json = game.to_json();
    let again = Game::from_json(&json).expect("a written record loads");
    assert_eq!(again.to_json(), json, "writing is stable");
    assert_eq!(again.position(), game.position());
    assert_eq!(again.outcome(), game.outcome());
});
