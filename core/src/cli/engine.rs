//! `baghchal engine`: the line protocol on stdin/stdout.
//!
//! One thread reads stdin and routes each line ([`Router`]): `stop` stops
//! the running `go` or `perft` at once, everything else queues, in order,
//! for this thread, which answers. So a `go` can be stopped while it
//! searches, and `isready` is answered once everything before it has been.
//! The end of input acts as `quit`: a client that dies leaves no search
//! running on for nobody.

use baghchal::bot::StopFlag;
use baghchal::protocol::{Engine, Flow, Router};
use std::io::{BufRead, ErrorKind, Write};
use std::sync::mpsc;

/// Answers protocol lines until `quit` or the end of input; either stops
/// the searches still to answer, which answer at once (if anyone still
/// reads) before the engine exits.
pub fn run() -> i32 {
    let (queue, lines) = mpsc::channel::<(String, StopFlag)>();
    // Never joined: after `quit` it may still wait on stdin, and the process ends anyway.
    std::thread::spawn(move || {
        let mut router = Router::new();
        for line in std::io::stdin().lock().lines() {
            let line = match line {
                Ok(line) => line,
                // Input that is not UTF-8 is answered like any other malformed line.
                Err(e) if e.kind() == ErrorKind::InvalidData => "\u{fffd}".to_string(),
                Err(_) => break,
            };
            if let Some(stop) = router.route(&line) {
                if queue.send((line, stop)).is_err() {
                    break;
                }
            }
        }
        // The queue closes as this thread ends: once the lines already
        // read are answered, the answering loop below ends too.
        router.end_of_input();
    });
    let mut engine = Engine::new();
    let mut stdout = std::io::stdout().lock();
    for (line, stop) in lines {
        let mut write = |text: String| {
            let _ = writeln!(stdout, "{text}");
        };
        let flow = engine.handle_stoppable(&line, &stop, &mut write);
        let _ = stdout.flush();
        if flow == Flow::Quit {
            break;
        }
    }
    0
}
