//! The terminal game as a player meets it: goats-to-win is asked at the
//! start, Perfect says what it plays with at every game, `quit` ends with the
//! session's tally, a tiger's placement and a step to a far point get true
//! reasons, and a capture names the goat eaten, with the last move marked
//! on the board.

mod binary;

use std::io::{BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

fn cache() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("game-{}-cache", std::process::id()))
}

/// The game's output for scripted input (the end of input quits).
fn play(args: &[&str], input: &str) -> String {
    binary::stdout_of_success(binary::run_with(args, &cache(), input))
}

#[test]
fn the_start_questions_offer_goats_to_win() {
    let out = play(&[], "g\ne\n3\nresign\nn\n");
    assert!(
        out.contains("Goats the tigers must eat to win? [3/4/5, default 5] "),
        "{out}"
    );
    assert!(out.contains("Eaten 0/3"), "{out}");
    // Enter takes the usual 5; a word that is no number is asked again.
    let out = play(&[], "g\ne\nmany\n\nresign\nn\n");
    assert!(out.contains("Answer a number from 1 to 20"), "{out}");
    assert!(out.contains("Eaten 0/5"), "{out}");
    // Given on the command line (or fixed by a table), it is not asked.
    let out = play(&["--goats-to-win", "4"], "g\ne\nresign\nn\n");
    assert!(!out.contains("Goats the tigers must eat"), "{out}");
    assert!(out.contains("Eaten 0/4"), "{out}");
    // Side and level given start the usual game at once, as before.
    let out = play(&["--side", "goats", "--level", "easy"], "resign\nn\n");
    assert!(!out.contains("Goats the tigers must eat"), "{out}");
    assert!(out.contains("Eaten 0/5"), "{out}");
}

#[test]
fn every_perfect_game_says_what_perfect_plays_with() {
    // No table in the cache, and not built (piped input is never asked): each
    // game still says so, not only the first.
    let out = play(
        &[
            "--side",
            "goats",
            "--level",
            "perfect",
            "--goats-to-win",
            "1",
        ],
        "resign\ny\nresign\nn\n",
    );
    // A line may follow the last game's prompt, "Another game? [y/n] ".
    let lines: Vec<&str> = out
        .lines()
        .filter_map(|l| l.find("Perfect: ").map(|at| &l[at..]))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0], lines[1]);
    assert!(lines[0].starts_with("Perfect: search only"), "{out}");
}

#[test]
fn quit_ends_with_the_sessions_tally() {
    for input in ["g\ne\n\nquit\n", "g\ne\n\nresign\ny\nquit\n", "g\n"] {
        let out = play(&[], input);
        assert!(
            out.trim_end().ends_with("lost."),
            "{input:?}: {}",
            &out[out.len().saturating_sub(300)..]
        );
        // After the prompt it answers ("Your move> "), in a pipe on the same line.
        let last = out.trim_end().lines().last().unwrap();
        assert!(last.contains("Session: "), "{input:?}: {last}");
    }
    let out = play(&[], "g\ne\n\nresign\ny\nquit\n");
    assert!(
        out.trim_end().ends_with("Session: 0 won, 0 drawn, 1 lost."),
        "{out}"
    );
}

#[test]
fn tigers_are_told_they_do_not_place_and_a_far_step_is_told_why() {
    let out = play(
        &["--side", "tigers", "--level", "easy", "--seed", "2"],
        "c3\nquit\n",
    );
    assert!(out.contains("c3: tigers do not place, they move"), "{out}");
    assert!(!out.contains("other side's turn"), "{out}");
    let out = play(&["--side", "goats", "--level", "easy"], "a1-a3\nquit\n");
    assert!(
        out.contains(
            "The points a1 and a3 are not neighbours: a step goes to a neighbouring point"
        ),
        "{out}"
    );
}

/// The game's output read line by line as it comes, so the test can answer
/// what the board shows.
struct Live {
    lines: mpsc::Receiver<String>,
    input: std::process::ChildStdin,
    child: std::process::Child,
    seen: String,
}

impl Live {
    /// Reads until a line (or the unfinished prompt) contains `what`.
    fn until(&mut self, what: &str) -> String {
        let mut got = String::new();
        loop {
            let piece = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no {what:?} after:\n{}", self.seen));
            got.push_str(&piece);
            self.seen.push_str(&piece);
            if piece.contains(what) {
                return got;
            }
        }
    }

    fn say(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
    }
}

/// Playing the goats with the first legal move each time against easy
/// tigers, who soon eat one: the bot's capture names the goat eaten, and the
/// board drawn after it marks the move, `(T)`, and the emptied point, `x`.
#[test]
fn a_capture_names_the_goat_and_the_board_marks_the_last_move() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args([
            "--side",
            "goats",
            "--level",
            "easy",
            "--seed",
            "7",
            "--goats-to-win",
            "5",
        ])
        .env("BAGHCHAL_CACHE", cache())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let (send, lines) = mpsc::channel();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    std::thread::spawn(move || {
        // Prompts end without a newline: pass them on as they come.
        let mut buf = Vec::new();
        let mut byte = [0u8; 1];
        while let Ok(1) = stdout.read(&mut byte) {
            buf.push(byte[0]);
            if byte[0] == b'\n' || buf.ends_with(b"> ") {
                let _ = send.send(String::from_utf8_lossy(&buf).into_owned());
                buf.clear();
            }
        }
    });
    let input = child.stdin.take().unwrap();
    let mut live = Live {
        lines,
        input,
        child,
        seen: String::new(),
    };
    let mut eaten = None;
    for _ in 0..100 {
        let shown = live.until("Your move> ");
        if let Some(line) = shown.lines().find(|l| l.contains(", eating the goat on ")) {
            eaten = Some((line.to_string(), shown));
            break;
        }
        live.say("moves");
        let listed = live.until("Legal moves:");
        let first = listed
            .lines()
            .find_map(|l| l.strip_prefix("Legal moves: "))
            .and_then(|l| l.split_whitespace().next())
            .unwrap()
            .to_string();
        live.until("Your move> ");
        live.say(&first);
    }
    let (line, shown) = eaten.unwrap_or_else(|| panic!("no capture:\n{}", live.seen));
    // "Bot plays a1xc3, eating the goat on b2": b2 lies between the ends.
    let rest = line
        .strip_prefix("Bot plays ")
        .unwrap_or_else(|| panic!("{line}"));
    let (jump, over) = rest.split_once(", eating the goat on ").unwrap();
    let (from, to) = (jump.as_bytes(), &jump.as_bytes()[3..]);
    assert_eq!(jump.as_bytes()[2], b'x', "{line}");
    let mid = |i: usize| (from[i] + to[i]) / 2;
    assert_eq!(over.trim().as_bytes(), [mid(0), mid(1)], "{line}");
    // The board after it: the tiger in brackets where it landed, x where the goat was.
    assert!(
        shown.contains(&format!(
            "(T): the last move, {jump}; x: the goat eaten on {}",
            over.trim()
        )),
        "{shown}"
    );
    let point = |name: &[u8]| {
        let row = shown
            .lines()
            .find(|l| l.starts_with(&format!(" {} ", name[1] as char)))
            .unwrap_or_else(|| panic!("{shown}"));
        let col = (name[0] - b'a') as usize;
        row[3 + 4 * col..].chars().take(3).collect::<String>()
    };
    assert_eq!(point(to), "(T)", "{shown}");
    assert_eq!(&point(over.trim().as_bytes())[1..2], "x", "{shown}");
    live.say("quit");
    let _ = live.child.wait();
}
