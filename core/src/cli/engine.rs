//! `baghchal engine`: the line protocol on stdin/stdout.

use baghchal::protocol::{Engine, Flow};
use std::io::{BufRead, Write};

/// Answers protocol lines until `quit` or end of input.
pub fn run() -> i32 {
    let mut engine = Engine::new();
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        // Input that is not UTF-8 is answered like any other malformed line.
        let line = line.unwrap_or_else(|_| "\u{fffd}".to_string());
        let mut write = |text: String| {
            let _ = writeln!(stdout, "{text}");
        };
        let flow = engine.handle(&line, &mut write);
        let _ = stdout.flush();
        if flow == Flow::Quit {
            break;
        }
    }
    0
}
