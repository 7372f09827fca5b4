//! The `baghchal` binary's command line: every command and subcommand answers
//! `--help` with its usage, bad values are errors (exit 2) rather than
//! silent fallbacks, worded one way by the one parser, files are checked
//! before long work, and a reader that closes the output early ends the
//! program quietly.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn baghchal(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(args)
        .env("BAGHCHAL_CACHE", scratch("no-cache"))
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh folder under the target directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The commands and subcommands the summary lists, as `baghchal ...` words:
/// `["tablebase", "build"]`, `["perft"]`.
fn listed(summary: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for line in summary.lines() {
        let Some(rest) = line.trim_start().strip_prefix("baghchal ") else {
            continue;
        };
        let mut words = rest.split_whitespace();
        let mut found = vec![words.next().expect("a command").to_string()];
        if let Some(sub) = words.next() {
            if sub.chars().all(|c| c.is_ascii_lowercase()) {
                found.push(sub.to_string());
            }
        }
        out.push(found);
    }
    out
}

#[test]
fn every_command_and_subcommand_answers_help_with_its_usage() {
    let top = baghchal(&["--help"]);
    assert!(top.status.success());
    let summary = text(&top.stdout);
    assert_eq!(text(&baghchal(&["-h"]).stdout), summary);
    assert_eq!(text(&baghchal(&["help"]).stdout), summary);
    let commands = listed(&summary);
    for name in [
        "play",
        "engine",
        "perft",
        "match",
        "bench",
        "tablebase",
        "solve",
    ] {
        assert!(commands.iter().any(|c| c[0] == name), "{name}: {summary}");
    }
    for flag in [
        "--lowest",
        "--exact-from",
        "--formation",
        "--exact-check-every",
        "--table FILE",
        "--book FILE",
    ] {
        assert!(summary.contains(flag), "{flag}");
    }
    let subcommands = commands.iter().filter(|c| c.len() == 2).count();
    assert!(subcommands >= 11, "{commands:?}");
    for words in &commands {
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        for help in ["--help", "-h"] {
            let out = baghchal(&[&words[..], &[help]].concat());
            let usage = text(&out.stdout);
            assert!(
                out.status.success(),
                "{words:?} {help}: {}",
                text(&out.stderr)
            );
            assert!(
                usage
                    .lines()
                    .any(|l| l.starts_with(&format!("Usage: baghchal {}", words.join(" ")))),
                "{words:?} {help}: {usage}"
            );
        }
        // `help COMMAND [SUBCOMMAND]` prints the same.
        let out = baghchal(&[&["help"], &words[..]].concat());
        assert_eq!(
            text(&out.stdout),
            text(&baghchal(&[&words[..], &["--help"]].concat()).stdout)
        );
    }
    let unknown = baghchal(&["dance"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("unrecognized subcommand 'dance'"));
}

/// Every bad value named here is refused with exit 2 and a message naming
/// it, before any work.
#[test]
fn bad_values_are_errors_everywhere() {
    let cases: &[(&[&str], &str)] = &[
        (&["play", "--side", "lions"], "lions"),
        (&["--side", "lions"], "lions"),
        (&["play", "--level", "insane"], "insane"),
        (
            &["play", "--goats-to-win", "0"],
            "'0' for '--goats-to-win <G>'",
        ),
        (&["play", "--seed", "x"], "'x' for '--seed <N>'"),
        (
            &["play", "--sides", "goats"],
            "unexpected argument '--sides'",
        ),
        (
            &["match", "depth=1", "depth=1", "--games", "3"],
            "--games 3",
        ),
        (
            &["match", "depth=1", "depth=1", "--games", "0"],
            "'0' for '--games <N>'",
        ),
        (
            &["match", "depth=1", "depth=1", "--threads", "0"],
            "'0' for '--threads <N>'",
        ),
        (&["match", "depth=0", "depth=1"], "depth=0"),
        (&["perft", "2", "3"], "Usage: baghchal perft N"),
        (&["perft", "two"], "'two' for '<N>'"),
        (&["engine", "now"], "unexpected argument 'now'"),
        (
            &["tablebase", "bench", "x.tb", "--probes", "0"],
            "'0' for '--probes <N>'",
        ),
        (
            &["tablebase", "bench", "x.tb", "--positions", "0"],
            "'0' for '--positions <N>'",
        ),
        (
            &["tablebase", "match", "x.tb", "--games", "0"],
            "'0' for '--games <N>'",
        ),
        (
            &["tablebase", "match", "x.tb", "--threads", "0"],
            "'0' for '--threads <N>'",
        ),
        (
            &["solve", "match", "x.book", "--games", "0"],
            "'0' for '--games <N>'",
        ),
    ];
    for (args, says) in cases {
        let out = baghchal(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn a_match_for_one_side_plays_exactly_the_games_asked() {
    let out = baghchal(&[
        "match", "depth=1", "depth=1", "--games", "3", "--a-as", "tigers",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("3 games from 3 openings"),
        "{}",
        text(&out.stdout)
    );
}

/// `baghchal play ... | head`: the reader goes away while the game still
/// writes; the program ends without a panic message.
#[test]
fn a_closed_output_ends_the_program_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(["play", "--side", "goats", "--level", "easy", "--seed", "3"])
        .env("BAGHCHAL_CACHE", scratch("pipe-cache"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut first = [0u8; 64];
    let mut stdout = child.stdout.take().expect("piped");
    stdout.read_exact(&mut first).expect("the game prints");
    drop(stdout);
    // Each `moves` prints a line into the closed pipe. Writing may fail
    // once the program has ended: that is the point.
    let mut stdin = child.stdin.take().expect("piped");
    for _ in 0..200 {
        if stdin.write_all(b"moves\n").is_err() {
            break;
        }
    }
    drop(stdin);
    let out = child.wait_with_output().expect("it ends");
    let err = text(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.is_empty(), "{err}");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        // Ended by the pipe's signal, as `yes | head` is, or normally if
        // the input ran out first.
        assert!(
            out.status.signal() == Some(13) || out.status.success(),
            "{:?}",
            out.status
        );
    }
}

/// The folder of an output file is made, or found unusable, before the
/// work: a table build into a missing folder succeeds, one into a folder
/// that cannot exist fails before solving anything.
#[test]
fn output_folders_are_made_or_refused_before_the_work() {
    let dir = scratch("output");
    let deep = dir.join("new/deeper/g1.tb");
    let deep = deep.to_str().unwrap();
    let out = baghchal(&["tablebase", "build", "--goats-to-win", "1", "--out", deep]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::metadata(deep).unwrap().len() > 0);
    // No temporary file is left beside it.
    let names: Vec<_> = std::fs::read_dir(dir.join("new/deeper")).unwrap().collect();
    assert_eq!(names.len(), 1, "{names:?}");

    // A folder under a regular file cannot be made.
    let blocked = format!("{deep}/g1.tb");
    for args in [
        vec![
            "tablebase",
            "build",
            "--goats-to-win",
            "1",
            "--out",
            &blocked,
        ],
        vec!["tablebase", "slim", deep, &blocked],
        vec![
            "solve",
            "book",
            "--layers",
            "no-such-dir",
            "--table",
            deep,
            "--work",
            "w",
            "--out",
            &blocked,
        ],
    ] {
        let out = baghchal(&args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("cannot write {blocked}")),
            "{args:?}: {err}"
        );
        assert!(!err.contains("layer"), "the work started: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `match` limits of 0 are refused in the words of the engine's `go`.
#[test]
fn a_match_limit_of_zero_is_refused() {
    for (arg, name) in [("nodes=0", "nodes"), ("ms=0", "ms"), ("depth=0", "depth")] {
        let out = baghchal(&["match", arg, "depth=1", "--games", "2"]);
        assert_eq!(out.status.code(), Some(2), "{arg}");
        // clap names the value; the reason is the engine's.
        let expected =
            format!("'{arg}' for '<A>': {name} 0 leaves nothing to search: use 1 or more");
        assert!(
            text(&out.stderr).contains(&expected),
            "{arg}: {}",
            text(&out.stderr)
        );
        assert!(out.stdout.is_empty(), "{arg}: no game is played");
    }
}

/// `solve choices` refuses a movement look without the last placement's
/// lines before it prints anything else.
#[test]
fn a_refused_choices_run_prints_only_the_reason() {
    let dir = scratch("choices");
    let table = dir.join("g3.tb");
    let table = table.to_str().unwrap();
    let built = baghchal(&["tablebase", "build", "--goats-to-win", "3", "--out", table]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/books/g3-tigers.book");
    let out_book = dir.join("out.book");
    let out = baghchal(&[
        "solve",
        "choices",
        book,
        "--table",
        table,
        "--out",
        out_book.to_str().unwrap(),
        "--through",
        "13",
        "--look",
        "2",
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--through 19"), "{err}");
    assert_eq!(text(&out.stdout), "", "nothing but the reason");
    assert!(!out_book.exists(), "no book is written");
    std::fs::remove_dir_all(&dir).unwrap();
}
