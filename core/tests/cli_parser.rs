//! One parser for every command: an unknown option, a typo, a missing
//! value, an extra word are worded one way everywhere and exit 2, with a
//! "did you mean" where a near name exists; `--help` and `--version` exit
//! 0; ranges are written as people write them; a negative seed is told so.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn baghchal(args: &[&str]) -> Output {
    let cache = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("parser-no-cache");
    Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(args)
        .env("BAGHCHAL_CACHE", cache)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The command's mistake: exit 2, nothing on stdout, stderr from the parser.
fn mistake(args: &[&str]) -> String {
    let out = baghchal(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: {}", text(&out.stdout));
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    err
}

/// Every command and subcommand, as its words.
const COMMANDS: &[&[&str]] = &[
    &["play"],
    &["engine"],
    &["perft"],
    &["match"],
    &["bench"],
    &["tablebase", "build"],
    &["tablebase", "slim"],
    &["tablebase", "stats"],
    &["tablebase", "verify"],
    &["tablebase", "bench"],
    &["tablebase", "match"],
    &["solve", "build"],
    &["solve", "stats"],
    &["solve", "verify"],
    &["solve", "book"],
    &["solve", "match"],
    &["puzzles", "build"],
    &["puzzles", "verify"],
    &["puzzles", "list"],
];

#[test]
fn an_unknown_option_is_worded_one_way_by_every_command() {
    for words in COMMANDS {
        let err = mistake(&[words, &["--bogus"][..]].concat());
        assert!(
            err.starts_with("error: unexpected argument '--bogus' found"),
            "{words:?}: {err}"
        );
        assert!(
            err.contains(&format!("Usage: baghchal {}", words.join(" "))),
            "{words:?}: {err}"
        );
    }
}

#[test]
fn typos_get_a_did_you_mean() {
    let err = mistake(&["tablebase", "build", "--one-sided", "--goats-to-win", "1"]);
    assert!(err.contains("'--one-sided'"), "{err}");
    assert!(
        err.contains("a similar argument exists: '--one-side'"),
        "{err}"
    );
    let err = mistake(&["tablebse", "stats", "x"]);
    assert!(
        err.contains("a similar subcommand exists: 'tablebase'"),
        "{err}"
    );
    let err = mistake(&["solve", "verfy", "x"]);
    assert!(
        err.contains("a similar subcommand exists: 'verify'"),
        "{err}"
    );
    let err = mistake(&["match", "easy", "hard", "--a-as", "tiger"]);
    assert!(err.contains("'tiger'"), "{err}");
    assert!(err.contains("tigers"), "{err}");
}

#[test]
fn missing_values_missing_arguments_and_extra_words_are_mistakes() {
    let err = mistake(&["play", "--seed"]);
    assert!(
        err.contains("a value is required for '--seed <N>'"),
        "{err}"
    );
    let err = mistake(&["tablebase", "build", "--goats-to-win", "1"]);
    assert!(err.contains("--out <FILE>"), "{err}");
    let err = mistake(&["perft"]);
    assert!(err.contains("<N>"), "{err}");
    for extra in [
        &["tablebase", "stats", "a.tb", "b.tb"][..],
        &["puzzles", "list", "a", "b"],
        &["perft", "2", "3"],
        &["engine", "now"],
        &["bench", "more"],
    ] {
        let err = mistake(extra);
        let last = extra.last().unwrap();
        assert!(
            err.contains(&format!("unexpected argument '{last}'")),
            "{extra:?}: {err}"
        );
    }
    // `help` takes commands only: another word is a mistake, not the help.
    let err = mistake(&["help", "play", "extra"]);
    assert!(err.contains("'extra'"), "{err}");
    // A command with subcommands and none given: its usage, exit 2.
    let out = baghchal(&["tablebase"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("Usage: baghchal tablebase build"));
}

#[test]
fn help_and_version_exit_0_on_stdout() {
    for args in [
        &["--help"][..],
        &["help"],
        &["help", "solve", "book"],
        &["solve", "book", "--help"],
    ] {
        let out = baghchal(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(text(&out.stdout).contains("Usage: baghchal"), "{args:?}");
        assert!(out.stderr.is_empty(), "{args:?}");
    }
    for flag in ["--version", "-V"] {
        let out = baghchal(&[flag]);
        assert_eq!(out.status.code(), Some(0));
        let line = text(&out.stdout);
        assert_eq!(
            line.trim(),
            format!("baghchal {}", env!("CARGO_PKG_VERSION")),
            "{flag}"
        );
    }
}

#[test]
fn ranges_are_written_as_people_write_them() {
    for args in [
        &["play", "--goats-to-win", "0"][..],
        &["--goats-to-win", "21"],
        &[
            "tablebase",
            "build",
            "--goats-to-win",
            "99",
            "--out",
            "x.tb",
        ],
        &[
            "solve",
            "build",
            "--goats-to-win",
            "0",
            "--table",
            "t",
            "--out",
            "d",
        ],
        &["match", "easy", "hard", "--goats-to-win", "0"],
    ] {
        let err = mistake(args);
        assert!(err.contains("from 1 to 20"), "{args:?}: {err}");
        assert!(!err.contains("..="), "{args:?}: {err}");
    }
    let err = mistake(&[
        "solve",
        "build",
        "--goats-to-win",
        "5",
        "--table",
        "t",
        "--out",
        "d",
        "--lowest",
        "20",
    ]);
    assert!(err.contains("from 0 to 19"), "{err}");
}

#[test]
fn a_negative_seed_is_told_it_is_negative() {
    for args in [
        &["play", "--seed", "-1"][..],
        &["--seed", "-1"],
        &["match", "easy", "hard", "--seed", "-1"],
        &[
            "puzzles", "build", "--table", "t", "--out", "o", "--seed", "-5",
        ],
    ] {
        let err = mistake(args);
        assert!(err.contains("'-"), "{args:?}: {err}");
        assert!(err.contains("not negative"), "{args:?}: {err}");
    }
}
