//! The engine protocol, driven line by line as another program would.

use baghchal::bot::StopFlag;
use baghchal::protocol::{Engine, Flow, Router};
use serde_json::Value;

fn ask(engine: &mut Engine, line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let flow = engine.handle(line, &mut |l| out.push(l));
    assert_eq!(flow, Flow::Continue);
    out
}

fn one(engine: &mut Engine, line: &str) -> String {
    let out = ask(engine, line);
    assert_eq!(out.len(), 1, "{line}: {out:?}");
    out[0].clone()
}

fn state(engine: &mut Engine) -> Value {
    serde_json::from_str(&one(engine, "state")).unwrap()
}

#[test]
fn state_has_exactly_the_protocol_keys() {
    let mut e = Engine::new();
    let s = state(&mut e);
    let mut keys: Vec<&str> = s.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "board",
            "captured",
            "goats_in_hand",
            "goats_on_board",
            "half_moves",
            "phase",
            "reason",
            "result",
            "tigers_trapped",
            "to_move"
        ]
    );
    assert_eq!(s["board"], "T...T/...../...../...../T...T");
    assert_eq!(s["to_move"], "goat");
    assert_eq!(s["phase"], "placement");
    assert_eq!(s["result"], "ongoing");
    assert_eq!(s["reason"], Value::Null);
}

#[test]
fn legal_is_sorted_by_byte_order() {
    let mut e = Engine::new();
    assert_eq!(one(&mut e, "position startpos moves b2"), "ok");
    let answer = one(&mut e, "legal");
    let moves: Vec<&str> = answer.split(' ').skip(1).collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert!(moves.contains(&"a1xc3"));
    assert_eq!(moves.len(), 12);
}

#[test]
fn position_with_moves_and_setup() {
    let mut e = Engine::new();
    assert_eq!(one(&mut e, "position startpos moves b2 a1xc3"), "ok");
    let s = state(&mut e);
    assert_eq!(s["captured"], 1);
    assert_eq!(s["half_moves"], 2);
    assert_eq!(
        one(
            &mut e,
            "position setup TTGG./TTGG./GGG../GG.G./..... goat 0 10"
        ),
        "ok"
    );
    let s = state(&mut e);
    assert_eq!(s["result"], "tigers", "10 eaten with goats_to_win 5");
    assert_eq!(s["reason"], "captures");
    assert_eq!(s["tigers_trapped"], 4);
    assert_eq!(one(&mut e, "legal"), "legal");
    assert_eq!(one(&mut e, "go depth 2"), "error game over");
}

#[test]
fn errors_keep_the_position() {
    let mut e = Engine::new();
    one(&mut e, "position startpos moves c3");
    let before = state(&mut e);
    for bad in [
        "position startpos moves c3 c3",
        "position startpos moves c3 a1-c3",
        "position startpos moves zz",
        "position startpos c3",
        "position",
        "position setup TTT../...../...../...../..... goat 20 0",
        "position setup T...T/...../...../...../T...T goat 19 0",
        "position setup T...T/...../...../...../T...T tiger 20 0",
        "position setup T...T/...../...../...../T...T cow 20 0",
        "position setup T...T/...../...../...../T...T goat x 0",
        "position setup T...T/.....",
        "rules goats_to_win=0",
        "rules repetition=maybe",
        "rules placement_captures=yes",
        "rules nonsense",
        "rules colour=red",
        "perft",
        "perft -1",
        "perft 99",
        "go",
        "go level impossible",
        "go depth many",
        "frobnicate",
        "legal moves",
        "state now",
        "\u{fffd}\u{0}",
    ] {
        let answer = one(&mut e, bad);
        assert!(answer.starts_with("error "), "{bad}: {answer}");
        assert_eq!(state(&mut e), before, "{bad} changed the position");
    }
}

#[test]
fn rules_apply_to_the_current_game_at_once() {
    let mut e = Engine::new();
    one(&mut e, "position startpos moves b2 a1xc3");
    assert_eq!(state(&mut e)["result"], "ongoing");
    // The game already played is replayed under the new rules: one capture now wins.
    assert_eq!(
        one(
            &mut e,
            "rules goats_to_win=1 repetition=forbid max_half_moves=0 no_capture_limit=30 placement_captures=on"
        ),
        "ok"
    );
    let s = state(&mut e);
    assert_eq!(s["result"], "tigers");
    assert_eq!(s["half_moves"], 2);
    // Rules under which the game cannot have been played are refused, and
    // change neither the game nor the rules.
    let answer = one(&mut e, "rules placement_captures=off goats_to_win=5");
    assert!(
        answer.starts_with("error illegal move a1xc3") && answer.contains("send 'position' first"),
        "{answer}"
    );
    assert_eq!(state(&mut e)["result"], "tigers");
    // They still hold for the next position, and apply to the new game.
    one(&mut e, "position startpos moves b2");
    assert!(one(&mut e, "legal").contains('x'));
    one(&mut e, "position startpos");
    assert_eq!(
        one(&mut e, "rules placement_captures=off goats_to_win=5"),
        "ok"
    );
    one(&mut e, "position startpos moves b2");
    assert!(!one(&mut e, "legal").contains('x'));
    assert!(one(&mut e, "position startpos moves b2 a1xc3").starts_with("error illegal move a1xc3"));
    // At once, not only at the next position: the half-move limit ends this game now.
    one(&mut e, "position startpos moves b2 a1-a2");
    assert_eq!(one(&mut e, "rules max_half_moves=2"), "ok");
    assert_eq!(state(&mut e)["result"], "draw");
}

#[test]
fn isready_and_stop_when_no_search_runs() {
    let mut e = Engine::new();
    assert_eq!(one(&mut e, "isready"), "readyok");
    assert!(ask(&mut e, "stop").is_empty(), "stop answers nothing");
    assert_eq!(one(&mut e, "stop now"), "error usage: stop");
    assert_eq!(one(&mut e, "isready now"), "error usage: isready");
}

#[test]
fn a_router_stops_the_last_go_it_read() {
    let mut e = Engine::new();
    let mut router = Router::new();
    let first = router.route("go depth 64").expect("go is passed on");
    assert!(!first.is_stopped());
    assert!(router.route("isready").is_some());
    assert!(
        router.route("stop").is_none(),
        "stop is handled by the router"
    );
    assert!(first.is_stopped());
    // The stopped go still answers a legal move, at once (depth 64 would take hours).
    let out = ask_stoppable(&mut e, "go depth 64", &first);
    let mv = out
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .expect("a bestmove");
    assert!(one(&mut e, "legal").split(' ').any(|m| m == mv));
    // A later go gets a fresh flag; quit stops it too.
    let second = router.route("go nodes 10").expect("go is passed on");
    assert!(!second.is_stopped());
    assert!(router.route("quit").is_some());
    assert!(second.is_stopped());
}

fn ask_stoppable(engine: &mut Engine, line: &str, stop: &StopFlag) -> Vec<String> {
    let mut out = Vec::new();
    let flow = engine.handle_stoppable(line, stop, &mut |l| out.push(l));
    assert_eq!(flow, Flow::Continue);
    out
}

#[test]
fn perft_answers_counts() {
    let mut e = Engine::new();
    assert_eq!(one(&mut e, "perft 1"), "perft 1 21");
    assert_eq!(one(&mut e, "perft 2"), "perft 2 252");
    assert_eq!(one(&mut e, "perft 3"), "perft 3 5052");
}

#[test]
fn go_answers_a_legal_bestmove_and_quit_quits() {
    let mut e = Engine::new();
    one(&mut e, "position startpos moves c3");
    let out = ask(&mut e, "go depth 2");
    let last = out.last().unwrap();
    let mv = last.strip_prefix("bestmove ").expect(last);
    assert!(one(&mut e, "legal").split(' ').any(|m| m == mv));
    for info in &out[..out.len() - 1] {
        assert!(info.starts_with("info depth "), "{info}");
    }
    let mut lines = Vec::new();
    assert_eq!(e.handle("quit", &mut |l| lines.push(l)), Flow::Quit);
    assert!(lines.is_empty());
    assert!(ask(&mut e, "   ").is_empty(), "blank lines are ignored");
}

#[test]
fn the_binary_speaks_the_protocol_on_stdin_and_survives_garbage() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(
            b"perft 2\n\xff\xfe\x00bad bytes\nposition startpos moves b2\nlegal\nquit\nperft 1\n",
        )
        .unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(lines[0], "perft 2 252");
    assert!(lines[1].starts_with("error "));
    assert_eq!(lines[2], "ok");
    assert!(lines[3].starts_with("legal a1-a2"));
}

#[test]
fn answers_stay_on_one_line_whatever_they_quote() {
    // Found by the protocol fuzz target: refusing a table file quoted its
    // rules text with a newline in it, which split the answer in two. Words
    // can hold other control characters too (an escape sequence, say).
    let mut e = Engine::new();
    let answer = one(&mut e, "position startpos moves c3\u{1b}[2J");
    assert!(answer.starts_with("error "), "{answer}");
    assert!(!answer.contains(char::is_control), "{answer:?}");
    assert!(
        answer.contains("\\u{1b}"),
        "the character is shown escaped: {answer}"
    );

    let path = std::env::temp_dir().join(format!(
        "baghchal-protocol-one-line-{}.tb",
        std::process::id()
    ));
    let mut file = baghchal::tablebase::file::MAGIC.to_vec();
    file.extend_from_slice(&baghchal::tablebase::file::VERSION.to_le_bytes());
    file.extend_from_slice(&12u16.to_le_bytes());
    file.extend_from_slice(b"made\nup\rrule");
    std::fs::write(&path, &file).unwrap();
    let out = ask(&mut e, &format!("tablebase load {}", path.display()));
    std::fs::remove_file(&path).unwrap();
    assert_eq!(out.len(), 1, "{out:?}");
    assert!(out[0].starts_with("error "), "{}", out[0]);
    assert!(!out[0].contains(char::is_control), "{:?}", out[0]);
}
