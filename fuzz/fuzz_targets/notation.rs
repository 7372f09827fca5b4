//! Move notation: any text to the parser, and a parsed move tried on a
//! position reached by legal play.
//!
//! Input: the text up to the first newline, then bytes that choose the rules
//! and the moves leading to the position. Checked: a parsed move writes back
//! to exactly the text (the notation is strict); a refusal names the text and
//! a reason; the game accepts the move exactly when it is among the legal
//! moves, changes nothing when it refuses, and undo restores the position.
#![no_main]

use arbitrary::Unstructured;
use baghchal::{Game, Move};
use baghchal_fuzz::{games, seeds};
use libfuzzer_sys::fuzz_target;

fuzz_target!(init: seeds::write_if_asked("notation"), |data: &[u8]| {
    let split = data.iter().position(|&b| b == b'\n').unwrap_or(data.len());
    let (head, tail) = data.split_at(split);
    let text = String::from_utf8_lossy(head);
    let parsed = Move::parse(&text);
    assert_eq!(parsed, text.parse::<Move>(), "FromStr and parse agree");
    let m = match parsed {
        Ok(m) => {
            assert_eq!(m.to_string(), text, "a parsed move writes back to its text");
            m
        }
        Err(e) => {
            assert_eq!(e.input, text);
            assert!(!e.why.is_empty(), "a refusal gives a reason");
            assert!(e.to_string().contains(&*text));
            return;
        }
    };
    let mut u = Unstructured::new(tail.get(1..).unwrap_or(&[]));
    let settings = games::settings(&mut u);
    let mut game = Game::new(settings).expect("settings from the generator are valid");
    games::walk(&mut game, &mut u, 120);
    let legal = game.legal_moves_vec().contains(&m);
    let before = game.clone();
    let checked = game.check(m);
    match game.play(m) {
        Ok(()) => {
            assert!(legal, "{m} was played but is not among the legal moves");
            assert!(checked.is_ok());
            assert_eq!(game.last_move(), Some(m));
            assert_eq!(game.half_moves(), before.half_moves() + 1);
            assert_eq!(game.undo(), Some(m));
            assert_eq!(game.position(), before.position(), "undo restores the position");
            assert_eq!(game.to_json(), before.to_json());
        }
        Err(e) => {
            assert!(!legal, "{m} is legal but was refused: {e}");
            assert_eq!(checked, Err(e), "check and play agree");
            assert_eq!(game.position(), before.position(), "a refusal changes nothing");
            assert_eq!(game.to_json(), before.to_json());
        }
    }
});
