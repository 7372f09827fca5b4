//! Game texts: any bytes to the reader that takes whatever a player pastes
//! (our game text, the `baghchal` library's PGN and FEN, our set-up line).
//!
//! Checked: it refuses with a line inside the text and words, or reads a
//! game; a game read writes back as our text that reads again to the same
//! game, and, when the library's PGN can hold it, as that PGN, which reads
//! back to the same moves.
#![no_main]

use baghchal::gametext::{self, library, ours};
use baghchal::{Game, Settings};
use baghchal_fuzz::seeds;
use libfuzzer_sys::fuzz_target;

fn same_game(a: &Game, b: &Game) {
    assert_eq!(a.settings(), b.settings());
    assert_eq!(a.start_position(), b.start_position());
    assert!(a.moves().eq(b.moves()), "the same moves");
    assert_eq!(a.outcome(), b.outcome());
}

fuzz_target!(init: seeds::write_if_asked("gametext"), |data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let read = match gametext::read(&text, &Settings::default()) {
        Err(e) => {
            assert!(e.line <= text.lines().count(), "line {} of {}", e.line, text.lines().count());
            assert!(!e.to_string().is_empty());
            return;
        }
        Ok(read) => read,
    };
    let written = ours::write(&read.game, &read.info);
    let again = gametext::read(&written, &Settings::default()).expect("our own text reads back");
    same_game(&again.game, &read.game);
    assert_eq!(again.info, read.info);
    assert_eq!(ours::write(&again.game, &again.info), written, "writing is stable");
    if let Ok(pgn) = library::write_pgn(&read.game, library::LibraryEnding::MovesOnly) {
        if let Ok(back) = library::read_pgn(&pgn) {
            assert!(back.moves().eq(read.game.moves()), "the library's PGN holds the moves");
        }
    }
});
