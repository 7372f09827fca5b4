//! `baghchal engine` as another program drives it: `stop` ends a running
//! `go` with a legal move and a running `perft`, the end of input ends a
//! search and the engine, `isready` answers `readyok` once everything
//! before it is answered, `book load` opens books (refusing damaged ones with
//! the reason) and Perfect then plays the book's move. Waits are generous
//! bounds for a loaded machine, never timings under test.

use baghchal::book::code::encode;
use baghchal::book::explore::{Exception, Keep};
use baghchal::book::file;
use baghchal::book::frame::Frame;
use baghchal::book::loaded::policy_answers;
use baghchal::book::policy::DEFAULT_POLICY;
use baghchal::book::Book;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Move, Position, Settings, Side};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long an answer may take on a busy machine before the test gives up.
const PATIENCE: Duration = Duration::from_secs(120);

/// How long a stopped search or perft may take to answer, and the engine to
/// exit after its input ends: they take milliseconds, and the searches the
/// tests stop would run for ten minutes or for ever.
const PROMPTLY: Duration = Duration::from_secs(30);

/// A running `baghchal engine`, its input (until closed) and its output lines.
struct Session {
    child: Child,
    input: Option<ChildStdin>,
    output: Receiver<String>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_baghchal"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (send, output) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            input: Some(input),
            output,
        }
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("the input is open");
        writeln!(input, "{line}").expect("the engine reads its input");
        input.flush().expect("the engine reads its input");
    }

    /// Ends the engine's input, as a client that exits or dies does.
    fn close_input(&mut self) {
        self.input = None;
    }

    /// The next output line.
    fn next(&self) -> String {
        self.output
            .recv_timeout(PATIENCE)
            .unwrap_or_else(|e| panic!("no answer within {PATIENCE:?}: {e}"))
    }

    /// The next line that is not an `info` line (a search that keeps
    /// reporting but never answers fails too).
    fn answer(&self) -> String {
        self.answer_within(PATIENCE)
    }

    /// [`Session::answer`], waiting at most `bound`.
    fn answer_within(&self, bound: Duration) -> String {
        let deadline = Instant::now() + bound;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .output
                .recv_timeout(left)
                .unwrap_or_else(|e| panic!("no answer within {bound:?}: {e}"));
            if !line.starts_with("info ") {
                return line;
            }
        }
    }

    /// Waits, at most `bound`, for the engine to exit, and checks it exited well.
    fn exits_within(&mut self, bound: Duration) {
        let deadline = Instant::now() + bound;
        loop {
            if let Some(status) = self.child.try_wait().expect("the child can be waited on") {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the engine still ran {bound:?} later"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.answer()
    }

    /// The move of a `bestmove` answer, checked legal in the current position.
    fn legal_bestmove(&mut self, answer: &str) -> Move {
        let text = answer
            .strip_prefix("bestmove ")
            .unwrap_or_else(|| panic!("not a bestmove: {answer}"));
        let legal = self.ask("legal");
        assert!(
            legal.split(' ').skip(1).any(|m| m == text),
            "{text} is not among the legal moves: {legal}"
        );
        Move::parse(text).expect("bestmove writes notation")
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "baghchal-engine-session-{}-{name}",
        std::process::id()
    ))
}

#[test]
fn stop_ends_a_long_go_with_a_legal_move() {
    let mut s = Session::start();
    assert_eq!(s.ask("position startpos moves c3 a1-b2"), "ok");
    s.send("go movetime 3600000");
    // Once it reports an iteration it is searching; then stop it.
    let first = s.next();
    assert!(first.starts_with("info depth "), "{first}");
    s.send("stop");
    let answer = s.answer();
    s.legal_bestmove(&answer);
    // The engine goes on answering.
    assert_eq!(s.ask("isready"), "readyok");
}

#[test]
fn a_stop_read_before_its_go_began_still_stops_it() {
    let mut s = Session::start();
    // Both lines reach the engine at once: the stop may come before the
    // search has begun, and must still stop it.
    s.send("go depth 64\nstop");
    let answer = s.answer();
    s.legal_bestmove(&answer);
}

#[test]
fn isready_answers_after_everything_before_it() {
    let mut s = Session::start();
    assert_eq!(s.ask("isready"), "readyok");
    // A stop with no search running answers nothing: the next line is readyok.
    s.send("stop");
    assert_eq!(s.ask("isready"), "readyok");
    s.send("go movetime 3600000");
    s.send("isready");
    s.send("stop");
    let answer = s.answer();
    assert!(
        answer.starts_with("bestmove "),
        "the go answers first: {answer}"
    );
    assert_eq!(s.next(), "readyok");
    assert_eq!(s.ask("isready extra"), "error usage: isready");
}

#[test]
fn quit_during_a_search_answers_it_and_ends() {
    let mut s = Session::start();
    s.send("go movetime 3600000");
    let first = s.next();
    assert!(first.starts_with("info depth "), "{first}");
    s.send("quit");
    let answer = s.answer();
    assert!(answer.starts_with("bestmove "), "{answer}");
    s.exits_within(PATIENCE);
}

#[test]
fn the_end_of_input_ends_a_search_and_the_engine() {
    // A client that dies mid-search leaves no engine searching on for
    // nobody: the search answers, and the engine exits. Before, these ran
    // for ten minutes and for ever.
    for go in ["go movetime 600000", "go depth 64"] {
        let mut s = Session::start();
        assert_eq!(s.ask("position startpos moves c3"), "ok");
        s.send(go);
        let first = s.next();
        assert!(first.starts_with("info depth "), "{go}: {first}");
        s.close_input();
        let answer = s.answer_within(PROMPTLY);
        assert!(answer.starts_with("bestmove "), "{go}: {answer}");
        s.exits_within(PROMPTLY);
    }
    // Searches queued behind the running one answer at once too.
    let mut s = Session::start();
    s.send("go depth 64\nisready\ngo movetime 600000");
    s.close_input();
    assert!(s.answer_within(PROMPTLY).starts_with("bestmove "));
    assert_eq!(s.answer_within(PROMPTLY), "readyok");
    assert!(s.answer_within(PROMPTLY).starts_with("bestmove "));
    s.exits_within(PROMPTLY);
}

#[test]
fn stop_ends_a_perft_and_isready_answers_after_it() {
    let mut s = Session::start();
    // Depth 8 from the start takes many seconds: the stop comes first.
    // Before, `stop` did not reach a perft, which counted to the end.
    s.send("perft 8\nisready\nstop");
    assert_eq!(s.answer_within(PROMPTLY), "perft 8 stopped");
    assert_eq!(s.answer_within(PROMPTLY), "readyok");
    assert_eq!(s.ask("perft 3"), "perft 3 5052", "the next perft counts");
}

#[test]
fn a_go_whose_input_stays_open_searches_to_its_depth() {
    let mut s = Session::start();
    s.send("go depth 3");
    for depth in 1..=3 {
        let info = s.next();
        assert!(
            info.starts_with(&format!("info depth {depth} score ")),
            "{info}"
        );
    }
    let answer = s.next();
    s.legal_bestmove(&answer);
}

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("books")
        .join(name)
}

#[test]
fn book_load_opens_the_shipped_books_and_refuses_damaged_ones_with_the_reason() {
    let mut s = Session::start();
    let goats = shipped("g5-goats.book");
    let tigers = shipped("g5-tigers.book");
    assert_eq!(
        s.ask(&format!("book load {}", goats.display())),
        "ok book goats_to_win=5 sides=goat keep=draw"
    );
    assert_eq!(
        s.ask(&format!("book load {}", tigers.display())),
        "ok book goats_to_win=5 sides=tiger keep=draw"
    );

    let bytes = std::fs::read(&goats).expect("the shipped book");
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    let cases: [(&str, Vec<u8>, &str); 3] = [
        ("flipped.book", flipped, "checksum"),
        ("truncated.book", bytes[..bytes.len() / 2].to_vec(), ""),
        (
            "garbage.book",
            b"not a book at all".to_vec(),
            "not a Baghchal book",
        ),
    ];
    for (name, content, reason) in cases {
        let path = scratch(name);
        std::fs::write(&path, content).expect("the temp directory is writable");
        let answer = s.ask(&format!("book load {}", path.display()));
        std::fs::remove_file(&path).expect("written above");
        let prefix = format!("error {}: ", path.display());
        let why = answer
            .strip_prefix(&prefix)
            .unwrap_or_else(|| panic!("{name}: {answer}"));
        assert!(!why.is_empty() && why.contains(reason), "{name}: {answer}");
    }
    let missing = scratch("missing.book");
    assert!(s
        .ask(&format!("book load {}", missing.display()))
        .starts_with(&format!("error {}: cannot read", missing.display())));
    assert_eq!(s.ask("book load"), "error usage: book load <file>");
    // Still running, and the books loaded before still there to replace.
    assert_eq!(s.ask("isready"), "readyok");
    assert_eq!(
        s.ask(&format!("book load {}", goats.display())),
        "ok book goats_to_win=5 sides=goat keep=draw"
    );
}

/// Goats-to-win of the small game the book-play test uses (its table
/// builds in seconds; the shipped books' `G = 5` table takes minutes).
const G: u8 = 3;

fn table_file() -> &'static (Tablebase, PathBuf) {
    static TABLE: OnceLock<(Tablebase, PathBuf)> = OnceLock::new();
    TABLE.get_or_init(|| {
        let table = Tablebase::build(G, &|_| {}).expect("the G = 3 table builds");
        let path = scratch("g3.tb");
        std::fs::write(&path, table.file_bytes()).expect("the temp directory is writable");
        (table, path)
    })
}

/// A goats' book for `G` from the start with the shipped policy whose only
/// exception is `first` at the start, written to a file.
fn book_with_first_move(first: &str) -> (PathBuf, Book) {
    let (table, _) = table_file();
    let start = Position::start();
    let frame = Frame::of(&start);
    let m = Move::parse(first).expect("a move");
    // The exception is written in the start's canonical frame.
    let listed = [Exception {
        key: frame.key(),
        code: encode(frame.to_canonical(m)),
    }];
    let answers = policy_answers(DEFAULT_POLICY, G, Some(table));
    let bytes = file::write(
        G,
        Keep::Draw,
        (Side::Goat, frame.key()),
        DEFAULT_POLICY,
        &answers,
        &[(Side::Goat, &listed[..])],
    );
    let path = scratch(&format!("first-{first}.book"));
    std::fs::write(&path, &bytes).expect("the temp directory is writable");
    (path, Book::from_bytes(bytes).expect("a book just written"))
}

#[test]
fn after_book_load_perfect_plays_the_books_move() {
    let (table, table_path) = table_file();
    let mut s = Session::start();
    assert_eq!(
        s.ask(&format!("tablebase load {}", table_path.display())),
        format!("ok tablebase goats_to_win={G}")
    );
    assert_eq!(s.ask(&format!("rules goats_to_win={G}")), "ok");
    // Two books that differ only in their first move: Perfect plays each
    // one's, so the move comes from the book, not from its own search.
    for first in ["b1", "d5"] {
        let (path, book) = book_with_first_move(first);
        assert_eq!(
            s.ask(&format!("book load {}", path.display())),
            format!("ok book goats_to_win={G} sides=goat keep=draw")
        );
        std::fs::remove_file(&path).expect("written above");
        let game = Game::new(Settings {
            goats_to_win: G,
            ..Settings::default()
        })
        .expect("valid rules");
        let mut thinker = baghchal::book::policy::Thinker::new(DEFAULT_POLICY);
        let booked = book
            .choose(&game, table, &mut thinker)
            .expect("the book plays the start");
        assert_eq!(booked.to_string(), first);
        assert_eq!(s.ask("position startpos"), "ok");
        let answer = s.ask("go level perfect");
        assert_eq!(answer, format!("bestmove {first}"));
        // Off the booked side (tigers to move) Perfect plays without it.
        assert_eq!(s.ask(&format!("position startpos moves {first}")), "ok");
        let answer = s.ask("go level perfect");
        s.legal_bestmove(&answer);
    }
}
