//! The engine protocol: a whole session of arbitrary lines.
//!
//! Input: the session's text, then optionally a NUL byte and bytes that make
//! the table file `tablebase load fuzzed` opens (`tablebase load real` opens
//! the real `G = 1` table) and say how `book load fuzzed` damages the real
//! `G = 1` book (`book load real` opens it whole). Searches and perft are
//! capped by the guard. Lines pass through the engine's [`Router`] as in
//! `baghchal engine`; a `go` followed by `stop` runs with its stop already
//! set, as when the stop arrives before the search begins.
//! Checked: every command but `stop` and `quit` gets exactly one answer
//! line, after any `info` lines, of the form its command promises; an
//! `error` answer leaves the game as it was; `legal` lists the game's legal
//! moves in byte order; `state` is JSON; `go` answers a legal move, stopped
//! or not; `explain` names the move asked for and its line replays legally; `isready` answers `readyok`; the real book loads and a damaged
//! one is refused; the last `info` line's pv starts with the `bestmove`;
//! rules the game does not fit start a new game from the start position.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use baghchal::protocol::{Engine, Flow, Router};
use baghchal::Move;
use baghchal_fuzz::book::g1_book_bytes;
use baghchal_fuzz::guard::{guard, Files};
use baghchal_fuzz::seeds;
use baghchal_fuzz::table::{g1_bytes, scratch_path, TableFile};
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

/// Lines of one session, at most.
const MAX_LINES: usize = 64;

/// The real table's file, written once per process.
fn real_table() -> &'static PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let path = scratch_path("real.tb");
        std::fs::write(&path, g1_bytes()).expect("the temp directory is writable");
        path
    })
}

/// The real book's file, written once per process.
fn real_book() -> &'static PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let path = scratch_path("real.book");
        std::fs::write(&path, g1_book_bytes()).expect("the temp directory is writable");
        path
    })
}

/// The real book damaged as `tail` says: one byte changed, or the file cut
/// short. Every such file must be refused (checksums and lengths cover all).
fn damaged_book(tail: &[u8]) -> Vec<u8> {
    let mut bytes = g1_book_bytes().to_vec();
    let word = |i: usize| tail.get(i).copied().unwrap_or(0);
    let at = u32::from_le_bytes([word(0), word(1), word(2), word(3)]) as usize % bytes.len();
    if word(4) == 0 {
        bytes.truncate(at);
    } else {
        bytes[at] ^= word(4);
    }
    bytes
}

/// Whether `line` is the `stop` command (handled by the router, unanswered).
fn is_stop(line: &str) -> bool {
    line.split_whitespace().eq(["stop"])
}

/// Checks `answer`, the reply to `line` after the `infos` lines, against
/// what the command promises.
fn check_answer(engine: &Engine, line: &str, answer: &str, infos: &[String]) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let reply: Vec<&str> = answer.split(' ').collect();
    match words[0] {
        "position" => assert_eq!(answer, "ok"),
        // Rules the game does not fit start a game from the start, saying so.
        "rules" if answer != "ok" => {
            assert!(answer.starts_with("ok startpos: "), "{answer}");
            assert!(engine.game().moves().next().is_none());
            assert_eq!(engine.game().start_position(), &baghchal::Position::start());
        }
        "rules" => {}
        "legal" => {
            assert_eq!(reply[0], "legal");
            let moves = &reply[1..];
            assert!(moves.windows(2).all(|w| w[0] < w[1]), "sorted, no repeats");
            let mut legal = engine.game().legal_moves_vec();
            assert_eq!(moves.len(), legal.len());
            for text in moves {
                let m = Move::parse(text).expect("legal writes notation");
                legal.retain(|&l| l != m);
            }
            assert!(legal.is_empty(), "every legal move is listed");
        }
        "state" => {
            let value: serde_json::Value = serde_json::from_str(answer).expect("state is JSON");
            assert!(value.is_object());
        }
        "perft" => {
            assert_eq!(reply.len(), 3);
            assert_eq!(reply[0], "perft");
            assert!(reply[2].parse::<u64>().is_ok() || reply[2] == "stopped");
        }
        "go" => {
            assert_eq!(reply.len(), 2);
            assert_eq!(reply[0], "bestmove");
            let m = Move::parse(reply[1]).expect("bestmove writes notation");
            assert!(
                engine.game().legal_moves_vec().contains(&m),
                "go answers a legal move"
            );
            if let Some(last) = infos.last() {
                let pv = last
                    .split(" pv ")
                    .nth(1)
                    .expect("an info line ends with its pv");
                assert_eq!(
                    pv.split(' ').next(),
                    Some(reply[1]),
                    "the pv is the played move's"
                );
            }
        }
        "tablebase" => assert!(answer.starts_with("ok tablebase goats_to_win=")),
        "book" => {
            assert_eq!(answer, "ok book goats_to_win=1 sides=goat keep=draw");
            assert!(line.ends_with(&*real_book().display().to_string()));
        }
        "isready" => assert_eq!(answer, "readyok"),
        "probe" => {
            let ok = answer == "probe none"
                || answer == "probe draw 0"
                || matches!(reply.as_slice(), ["probe", "win" | "loss", n] if n.parse::<u16>().is_ok());
            assert!(ok, "probe answered '{answer}'");
        }
        "explain" => {
            // The move explained is the one asked for, and its line replays.
            assert_eq!(reply.get(1), line.split_whitespace().nth(1).as_ref());
            let list = answer
                .split(" line ")
                .nth(1)
                .and_then(|rest| rest.split(' ').next())
                .expect("an explanation has a line");
            let mut game = engine.game().clone();
            game.play(Move::parse(reply[1]).expect("notation"))
                .expect("legal");
            for m in list.split(',') {
                if m != "-" {
                    game.play(Move::parse(m).expect("notation"))
                        .expect("the line is legal");
                }
            }
        }
        other => panic!("'{other}' was answered '{answer}' instead of an error"),
    }
}

fuzz_target!(init: seeds::write_if_asked("protocol"), |data: &[u8]| {
    let split = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let (head, tail) = data.split_at(split);
    let text = String::from_utf8_lossy(head);
    let fuzzed_path = scratch_path("fuzzed.tb");
    let fuzzed_book = scratch_path("fuzzed.book");
    let missing = scratch_path("missing.tb");
    let files = Files {
        real: real_table(),
        fuzzed: &fuzzed_path,
        real_book: real_book(),
        fuzzed_book: &fuzzed_book,
        missing: &missing,
    };
    let mut fuzzed_written = false;
    let mut book_written = false;
    let mut engine = Engine::new();
    let mut router = Router::new();
    let lines: Vec<String> = text
        .split('\n')
        .take(MAX_LINES)
        .map(|line| guard(line, &files))
        .collect();
    for (i, line) in lines.iter().enumerate() {
        let line = line.as_str();
        if line.ends_with(&*fuzzed_path.display().to_string()) && !fuzzed_written {
            let u = Unstructured::new(tail.get(1..).unwrap_or(&[]));
            let file = TableFile::arbitrary_take_rest(u).unwrap_or(TableFile::Raw {
                bytes: Vec::new(),
                reseal: false,
            });
            std::fs::write(&fuzzed_path, file.bytes()).expect("the temp directory is writable");
            fuzzed_written = true;
        }
        if line.ends_with(&*fuzzed_book.display().to_string()) && !book_written {
            let bytes = damaged_book(tail.get(1..).unwrap_or(&[]));
            std::fs::write(&fuzzed_book, bytes).expect("the temp directory is writable");
            book_written = true;
        }
        let before = engine.game().to_json();
        let mut out = Vec::new();
        let flow = match router.route(line) {
            // `stop` goes to the router alone, as in `baghchal engine`.
            None => Flow::Continue,
            Some(stop) => {
                // A stop read next may reach the search before it begins.
                if lines.get(i + 1).is_some_and(|next| is_stop(next)) {
                    router.route("stop");
                }
                engine.handle_stoppable(line, &stop, &mut |l| out.push(l))
            }
        };
        let silent = line.trim().is_empty() || is_stop(line);
        if silent || flow == Flow::Quit {
            assert!(out.is_empty(), "'{line}' needs no answer, got {out:?}");
            if flow == Flow::Quit {
                break;
            }
            continue;
        }
        let (answer, infos) = out.split_last().expect("every command is answered");
        assert!(
            infos.iter().all(|l| l.starts_with("info ")),
            "'{line}': only info lines come before the answer: {out:?}"
        );
        assert!(!answer.contains('\n'), "one line per answer");
        if let Some(why) = answer.strip_prefix("error ") {
            assert!(!why.is_empty());
            assert_eq!(engine.game().to_json(), before, "'{line}' failed but changed the game");
        } else {
            assert!(
                !line.ends_with(&*fuzzed_book.display().to_string()),
                "a damaged book was loaded: '{answer}'"
            );
            check_answer(&engine, line, answer, infos);
        }
    }
    if fuzzed_written {
        let _ = std::fs::remove_file(&fuzzed_path);
    }
    if book_written {
        let _ = std::fs::remove_file(&fuzzed_book);
    }
});
