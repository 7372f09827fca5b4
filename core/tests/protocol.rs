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
    // Rules the game cannot have been played under are accepted all the
    // same (a client sets the next game's rules before its `position`): the
    // game gives way to the start position, and the answer says so.
    let answer = one(&mut e, "rules placement_captures=off goats_to_win=5");
    assert!(
        answer.starts_with(
            "ok startpos: the current game does not fit these rules (illegal move a1xc3"
        ),
        "{answer}"
    );
    let s = state(&mut e);
    assert_eq!(s["half_moves"], 0);
    assert_eq!(s["goats_in_hand"], 20);
    assert_eq!(s["result"], "ongoing");
    // The new rules hold for the next game.
    assert_eq!(one(&mut e, "position startpos moves b2"), "ok");
    assert!(!one(&mut e, "legal").contains('x'));
    assert!(one(&mut e, "position startpos moves b2 a1xc3").starts_with("error illegal move a1xc3"));
    // A finished game with more captures than the new goats-to-win gives way too.
    assert_eq!(
        one(
            &mut e,
            "position setup T...T/...../...../...../T...T goat 17 3 moves c3"
        ),
        "ok"
    );
    let answer = one(&mut e, "rules goats_to_win=3");
    assert!(answer.starts_with("ok startpos: "), "{answer}");
    let s = state(&mut e);
    assert_eq!(
        (s["captured"].clone(), s["goats_in_hand"].clone()),
        (0.into(), 20.into())
    );
    // So does a game with a repetition the new rule forbids.
    one(&mut e, "rules goats_to_win=5 repetition=draw3");
    assert_eq!(
        one(
            &mut e,
            "position setup TGGGT/.GGG./GGGGG/GGGGG/T...T goat 0 4 moves a3-a4 a1-b1 a4-a3 b1-a1"
        ),
        "ok"
    );
    assert_eq!(
        one(&mut e, "rules repetition=forbid"),
        "ok startpos: the current game does not fit these rules \
         (illegal move b1-a1: that move repeats a position)"
    );
    assert_eq!(state(&mut e)["half_moves"], 0);
    // Rules the game fits keep it, move for move.
    assert_eq!(one(&mut e, "position startpos moves b2 a1-a2"), "ok");
    assert_eq!(
        one(&mut e, "rules repetition=draw3 max_half_moves=300"),
        "ok"
    );
    assert_eq!(state(&mut e)["half_moves"], 2);
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

#[test]
fn a_router_stops_a_perft_and_at_the_end_every_go_queued() {
    let mut router = Router::new();
    let perft = router.route("perft 8").expect("perft is passed on");
    assert!(router.route("stop").is_none());
    assert!(perft.is_stopped(), "stop reaches a perft");
    // Two searches queued, then a perft: the end of input stops both
    // searches, each still to answer, and lets the perft count.
    let first = router.route("go depth 64").expect("go is passed on");
    let second = router.route("go depth 64").expect("go is passed on");
    let perft = router.route("perft 2").expect("perft is passed on");
    router.end_of_input();
    assert!(first.is_stopped() && second.is_stopped());
    assert!(!perft.is_stopped());
}

fn ask_stoppable(engine: &mut Engine, line: &str, stop: &StopFlag) -> Vec<String> {
    let mut out = Vec::new();
    let flow = engine.handle_stoppable(line, stop, &mut |l| out.push(l));
    assert_eq!(flow, Flow::Continue);
    out
}

#[test]
fn a_limit_of_zero_is_refused_with_the_reason() {
    let mut e = Engine::new();
    for (line, name) in [
        ("go depth 0", "depth"),
        ("go nodes 0", "nodes"),
        ("go movetime 0", "movetime"),
    ] {
        assert_eq!(
            ask(&mut e, line),
            [format!(
                "error {name} 0 leaves nothing to search: use 1 or more"
            )],
            "{line}"
        );
    }
    assert_eq!(
        one(&mut e, "go nodes -1"),
        "error nodes '-1' is not a whole number"
    );
    // One is the least that searches.
    for line in ["go depth 1", "go nodes 1", "go movetime 1"] {
        let out = ask(&mut e, line);
        assert!(
            out.last().unwrap().starts_with("bestmove "),
            "{line}: {out:?}"
        );
    }
}

/// The moves of an `info` line's principal variation.
fn pv(info: &str) -> Vec<&str> {
    let (_, line) = info
        .split_once(" pv ")
        .expect("an info line ends with its pv");
    line.split(' ').collect()
}

#[test]
fn the_last_info_line_is_the_line_of_the_move_played() {
    // Symmetric positions have many best moves, one played at random.
    let positions = [
        "startpos",
        "startpos moves c3",
        "startpos moves c3 a1-b2",
        "startpos moves b2 a1-a2 d4",
    ];
    let mut requests: Vec<String> = ["go depth 1", "go depth 2", "go depth 3", "go depth 4"]
        .map(String::from)
        .to_vec();
    // Node limits stop the search part-way through an iteration.
    requests.extend([50, 300, 2000, 7000].map(|n| format!("go nodes {n}")));
    requests.extend((0..8).map(|seed| format!("go level medium seed {seed}")));
    let mut compared = 0;
    for position in positions {
        let mut e = Engine::new();
        assert_eq!(one(&mut e, &format!("position {position}")), "ok");
        for request in &requests {
            let out = ask(&mut e, request);
            let (answer, infos) = out.split_last().unwrap();
            let played = answer.strip_prefix("bestmove ").expect("a bestmove");
            // A level's random turn reports no search.
            let Some(last) = infos.last() else { continue };
            assert_eq!(pv(last)[0], played, "{position}, {request}: {out:?}");
            compared += 1;
        }
    }
    assert!(compared >= 50, "only {compared} searches reported a line");
}

#[test]
fn perft_refuses_a_depth_that_cannot_finish_here_and_on_the_command_line() {
    let mut e = Engine::new();
    let refusal = baghchal::perft::parse_depth("9").unwrap_err();
    assert!(refusal.contains("from 0 to 8"), "{refusal}");
    assert_eq!(one(&mut e, "perft 9"), format!("error {refusal}"));
    assert_eq!(
        one(&mut e, "perft 12"),
        format!("error {}", baghchal::perft::parse_depth("12").unwrap_err())
    );
    assert_eq!(one(&mut e, "perft 0"), "perft 0 1");
    // The command line refuses with the same words, at once: before the
    // limit `perft 99` never ended, so the run is bounded and killed.
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(["perft", "99"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("baghchal perft 99 was still counting after a minute");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let refusal = baghchal::perft::parse_depth("99").unwrap_err();
    // clap names the value first; the words after it are the engine's.
    assert!(stderr.contains(&refusal), "{stderr}");
    assert!(out.stdout.is_empty());
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
