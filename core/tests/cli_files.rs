//! Files the commands are given or write: nothing is replaced by itself,
//! a file of other rules is one line and exit 2, a path of the wrong kind is
//! named as such everywhere, a fix that is suggested exists, and the
//! leftovers of an interrupted build are cleared by the next one.

mod binary;

use std::path::{Path, PathBuf};
use std::process::Output;

fn baghchal_in(args: &[&str], cache: &Path, input: &str) -> Output {
    binary::run_with(args, cache, input)
}

fn baghchal(args: &[&str]) -> Output {
    baghchal_in(args, &scratch("no-cache"), "")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("files-{}-{name}", std::process::id()))
}

/// A fresh, empty folder.
fn folder(name: &str) -> PathBuf {
    let dir = scratch(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A full goats-to-win `g` table in `dir`, built by the binary.
fn table(dir: &Path, g: u8) -> String {
    let path = dir.join(format!("g{g}.tb")).to_str().unwrap().to_string();
    let out = baghchal(&[
        "tablebase",
        "build",
        "--goats-to-win",
        &g.to_string(),
        "--out",
        &path,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    path
}

/// Exit 2 and the message, which is no panic.
fn refused(out: &Output) -> String {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{}{err}", text(&out.stdout));
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn slim_refuses_to_write_over_the_table_it_reads() {
    let dir = folder("slim");
    let full = table(&dir, 1);
    let before = std::fs::read(&full).unwrap();
    // The same file, and the same file spelled another way.
    let other_spelling = dir.join(".").join("g1.tb").to_str().unwrap().to_string();
    for out in [&full, &other_spelling] {
        let err = refused(&baghchal(&["tablebase", "slim", &full, out]));
        assert!(err.contains("is the table being read"), "{err}");
        assert_eq!(
            std::fs::read(&full).unwrap(),
            before,
            "the table was replaced"
        );
    }
    // Another file is written as before.
    let slim = dir.join("slim.tb").to_str().unwrap().to_string();
    let out = baghchal(&["tablebase", "slim", &full, &slim]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn puzzles_against_a_table_of_other_rules_are_one_line_and_exit_2() {
    let dir = folder("puzzles");
    let g1 = table(&dir, 1);
    let puzzles = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/g5.puzzles");
    let out = baghchal(&["puzzles", "verify", puzzles, "--table", &g1]);
    let err = refused(&out);
    assert_eq!(
        err.trim_end(),
        format!("--table {g1}: the puzzles are for goats-to-win 5, the table for 1")
    );
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_folder_given_as_a_file_and_a_file_as_a_folder_are_named_everywhere() {
    let dir = folder("kinds");
    let not_a_table = dir.join("tables");
    std::fs::create_dir_all(&not_a_table).unwrap();
    let d = not_a_table.to_str().unwrap();
    let cache = dir.join("cache");
    for args in [
        &["tablebase", "stats", d][..],
        &["tablebase", "verify", d],
        &["play", "--table", d],
        &["puzzles", "list", d],
        &["play", "--goats-to-win", "5", "--book", d],
    ] {
        let err = refused(&baghchal_in(args, &cache, ""));
        assert!(
            err.contains("it is a folder, not a file"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("os error"), "{args:?}: {err}");
    }
    // The engine's `tablebase load` says the same.
    let out = baghchal_in(&["engine"], &cache, &format!("tablebase load {d}\nquit\n"));
    let said = text(&out.stdout);
    assert!(said.contains("it is a folder, not a file"), "{said}");

    // A cache that is a file, given or from the environment.
    let file = dir.join("a-file");
    std::fs::write(&file, b"x").unwrap();
    let f = file.to_str().unwrap();
    let play = [
        "play",
        "--side",
        "goats",
        "--level",
        "perfect",
        "--goats-to-win",
        "1",
    ];
    let err = refused(&baghchal_in(
        &[&play[..], &["--cache", f]].concat(),
        &cache,
        "",
    ));
    assert_eq!(
        err.trim_end(),
        format!("--cache {f}: it is a file, not a folder")
    );
    let err = refused(&baghchal_in(&play, &file, ""));
    assert_eq!(
        err.trim_end(),
        format!("BAGHCHAL_CACHE {f}: it is a file, not a folder")
    );
    // A folder where the cached table would be.
    std::fs::create_dir_all(cache.join("g1.tb")).unwrap();
    let out = baghchal_in(&play, &cache, "resign\nn\n");
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}{}", text(&out.stderr));
    assert!(said.contains("it is a folder, not a file"), "{said}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_placement_bench_names_a_fix_it_takes_for_a_book_of_other_rules() {
    let dir = folder("bench-book");
    let g1 = table(&dir, 1);
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/books/g5-goats.book");
    let err = refused(&baghchal(&[
        "bench",
        "--perfect-placement",
        "--table",
        &g1,
        "--book",
        book,
    ]));
    assert!(
        err.contains("made for goats-to-win 5, but the games are played to 1"),
        "{err}"
    );
    assert!(err.contains("give a book made for goats-to-win 1"), "{err}");
    // The fix must be one bench takes: it has no --goats-to-win.
    assert!(!err.contains("--goats-to-win"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A build killed before it finished (Ctrl-C, or the machine out of memory)
/// leaves `NAME.partial-PID`; the next build into that folder removes the
/// ones whose process is gone, and leaves those of a running one.
#[test]
fn the_leftovers_of_an_interrupted_build_are_cleared_by_the_next() {
    let dir = folder("partials");
    // No process has this number (above any system's largest).
    let dead = dir.join("g1.tb.partial-2000000000");
    let other = dir.join("book.partial-1999999999");
    // This test's own process is running.
    let alive = dir.join(format!("g1.tb.partial-{}", std::process::id()));
    let unrelated = dir.join("notes.partial-soon");
    for f in [&dead, &other, &alive, &unrelated] {
        std::fs::write(f, b"").unwrap();
    }
    table(&dir, 1);
    assert!(!dead.exists() && !other.exists(), "stale partials stay");
    assert!(alive.exists(), "a running build's partial was removed");
    assert!(unrelated.exists(), "a file not named by a PID was removed");
    assert!(dir.join("g1.tb").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
