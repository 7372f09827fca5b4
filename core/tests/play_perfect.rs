//! The terminal game's Perfect plays with the apps' endgame table and
//! books: given with `--table` and `--book`, or the table built once into the
//! cache folder; one line says what it plays with, and damaged or foreign
//! files are refused with the reason. Small goats-to-win (1 and 2) keep the
//! tables quick to build.

mod binary;

use baghchal::book::explore::Keep;
use baghchal::book::file;
use baghchal::book::frame::Frame;
use baghchal::book::loaded::policy_answers;
use baghchal::book::policy::DEFAULT_POLICY;
use baghchal::tablebase::Tablebase;
use baghchal::{Position, Side};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// One game, resigned at once, at Perfect with these extra arguments and
/// this cache folder.
fn play(args: &[&str], cache: &Path) -> Output {
    let game = [
        "play", "--side", "goats", "--level", "perfect", "--seed", "1",
    ];
    binary::run_with(&[&game[..], args].concat(), cache, "resign\nn\n")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The line that says what Perfect plays with.
fn perfect_line(out: &Output) -> String {
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let line = stdout
        .lines()
        .find(|l| l.starts_with("Perfect: "))
        .unwrap_or_else(|| panic!("no Perfect line: {stdout}"));
    assert!(stdout.contains("You lose: the goats resigned."), "{stdout}");
    line.to_string()
}

fn refused(out: &Output) -> String {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{}{err}", text(&out.stdout));
    assert!(!err.contains("panicked"), "{err}");
    err
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("play-perfect-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A goats-to-win `g` one-side table file, built by the binary.
fn table_file(dir: &Path, g: u8) -> PathBuf {
    let path = dir.join(format!("t{g}.tb"));
    let out = Command::new(env!("CARGO_BIN_EXE_baghchal"))
        .args(["tablebase", "build", "--one-side", "--goats-to-win"])
        .arg(g.to_string())
        .arg("--out")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    path
}

/// A goats' book for goats-to-win 2 from the start, with this build's
/// policy (its exceptions do not matter here).
fn book_file(dir: &Path, table: &Path) -> PathBuf {
    let tb = Tablebase::open(table).unwrap();
    let answers = policy_answers(DEFAULT_POLICY, 2, Some(&tb));
    let root = (Side::Goat, Frame::of(&Position::start()).key());
    let bytes = file::write(
        2,
        Keep::Draw,
        root,
        DEFAULT_POLICY,
        &answers,
        &[(Side::Goat, &[])],
    );
    let path = dir.join("g2-mine.book");
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn play_help_prints_the_usage() {
    for help in ["--help", "-h"] {
        let out = Command::new(env!("CARGO_BIN_EXE_baghchal"))
            .args(["play", "--level", "perfect", help])
            .output()
            .unwrap();
        assert!(out.status.success());
        let usage = text(&out.stdout);
        assert!(usage.contains("\nUsage: baghchal play [--side"), "{usage}");
        for flag in [
            "--table FILE",
            "--book FILE",
            "--build-table",
            "--cache DIR",
        ] {
            assert!(usage.contains(flag), "{flag}: {usage}");
        }
    }
}

#[test]
fn the_line_names_the_given_table_and_book() {
    let dir = scratch("given");
    let cache = dir.join("cache");
    let table = table_file(&dir, 2);
    let book = book_file(&dir, &table);
    let (t, b) = (table.to_str().unwrap(), book.to_str().unwrap());
    let line = perfect_line(&play(
        &["--goats-to-win", "2", "--table", t, "--book", b],
        &cache,
    ));
    assert_eq!(line, format!("Perfect: table g2 ({t}), books {b}"));
    // Without a book for its goats-to-win it says so; nothing was built.
    let line = perfect_line(&play(&["--goats-to-win", "2", "--table", t], &cache));
    assert_eq!(
        line,
        format!("Perfect: table g2 ({t}), no book for goats-to-win 2 (placement by search)")
    );
    assert!(!cache.exists());
    // A book without its table cannot play: the line says so.
    let line = perfect_line(&play(&["--goats-to-win", "2", "--book", b], &cache));
    assert!(
        line.starts_with("Perfect: search only (no table for goats-to-win 2 in "),
        "{line}"
    );
    assert!(line.ends_with("; --book needs the table)"), "{line}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn damaged_and_foreign_tables_and_books_are_refused_with_the_reason() {
    let dir = scratch("refused");
    let cache = dir.join("cache");
    let table = table_file(&dir, 2);
    let book = book_file(&dir, &table);
    let (t, b) = (table.to_str().unwrap(), book.to_str().unwrap());

    let mut bytes = std::fs::read(&table).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    let damaged = dir.join("damaged.tb");
    std::fs::write(&damaged, &bytes).unwrap();
    let err = refused(&play(
        &["--goats-to-win", "2", "--table", damaged.to_str().unwrap()],
        &cache,
    ));
    assert!(
        err.starts_with(&format!("--table {}: ", damaged.display())),
        "{err}"
    );
    assert!(err.contains("checksum"), "{err}");

    // The game is played to 5 unless told otherwise.
    let err = refused(&play(&["--table", t], &cache));
    assert!(
        err.contains("made for goats-to-win 2, but the game is played to 5"),
        "{err}"
    );
    let err = refused(&play(
        &["--goats-to-win", "2", "--table", t, "--table", t],
        &cache,
    ));
    assert!(
        err.contains("'--table <FILE>' cannot be used multiple times"),
        "{err}"
    );

    let not_a_book = dir.join("notes.book");
    std::fs::write(&not_a_book, b"not a book at all").unwrap();
    let err = refused(&play(
        &[
            "--goats-to-win",
            "2",
            "--book",
            not_a_book.to_str().unwrap(),
        ],
        &cache,
    ));
    assert!(
        err.starts_with(&format!("--book {}: ", not_a_book.display())),
        "{err}"
    );
    let err = refused(&play(&["--book", b], &cache));
    assert!(err.contains("made for goats-to-win 2"), "{err}");
    let err = refused(&play(
        &["--goats-to-win", "2", "--book", "missing.book"],
        &cache,
    ));
    assert!(err.contains("missing.book"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Without `--table`: the cached table if there is one; else, piped (not a
/// terminal), no question, a line saying how to build it; with
/// `--build-table` it is built into the cache, then found there; a damaged
/// cached table is named and not used.
#[test]
fn the_table_is_built_once_into_the_cache_and_found_there() {
    let dir = scratch("cache");
    let cache = dir.join("cache");
    let cached = cache.join("g1.tb");
    let shown = cached.display();

    let line = perfect_line(&play(&["--goats-to-win", "1"], &cache));
    assert!(
        line.starts_with(&format!(
            "Perfect: search only (no table for goats-to-win 1 in {}; --build-table builds it once, about ",
            cache.display()
        )),
        "{line}"
    );
    assert!(!cache.exists(), "nothing is built without being asked");

    let out = play(&["--goats-to-win", "1", "--build-table"], &cache);
    let line = perfect_line(&out);
    assert_eq!(
        line,
        format!(
            "Perfect: table g1 (built now into {shown}), no book for goats-to-win 1 (placement by search)"
        )
    );
    let bar = text(&out.stderr);
    assert!(bar.contains("building the goats-to-win 1 table ["), "{bar}");
    assert!(bar.contains("100%"), "{bar}");
    assert!(Tablebase::open(&cached).unwrap().is_one_side());

    // The second game finds it; `--cache` overrides the environment.
    let elsewhere = dir.join("elsewhere");
    let line = perfect_line(&play(
        &["--goats-to-win", "1", "--cache", cache.to_str().unwrap()],
        &elsewhere,
    ));
    assert!(
        line.starts_with(&format!("Perfect: table g1 (cache {shown})")),
        "{line}"
    );

    std::fs::write(&cached, b"half a table").unwrap();
    let line = perfect_line(&play(&["--goats-to-win", "1"], &cache));
    assert!(
        line.starts_with(&format!(
            "Perfect: search only (the cached table {shown} is unusable: "
        )),
        "{line}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
