//! Kept-game histories: any bytes as the text an app stored.
//!
//! Checked: reading never fails as a whole; every line is either a game or
//! refused alone, with its own line number; a game read writes back as a line
//! that reads again to the same game; adding a game keeps every line that
//! was there (up to the capacity) and lists the new game last.
#![no_main]

use baghchal::history::{self, KeptGame};
use baghchal_fuzz::seeds;
use libfuzzer_sys::fuzz_target;

fuzz_target!(init: seeds::write_if_asked("history"), |data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (games, refused) = history::read(&text);
    let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
    assert_eq!(games.len() + refused.len(), lines, "each line a game or refused");
    let total = text.lines().count();
    for r in &refused {
        assert!((1..=total).contains(&r.line), "line {} of {total}", r.line);
        assert!(!r.error.to_string().is_empty());
    }
    for g in &games {
        let line = g.to_line();
        let again = KeptGame::from_line(&line).expect("a written line reads");
        assert_eq!(again.to_line(), line, "writing is stable");
        assert_eq!(again.game.position(), g.game.position());
    }
    if let Some(last) = games.first() {
        let more = history::adding(&text, last);
        let (after, refused_after) = history::read(&more);
        assert_eq!(after.len() + refused_after.len(), (lines + 1).min(history::CAPACITY));
        assert_eq!(after.last().map(KeptGame::to_line), Some(last.to_line()));
    }
});
