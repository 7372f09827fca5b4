//! The placement books the apps ship (`core/books/*.book`, copied into both
//! apps by their builds): each opens whole, is for the default game from the
//! start, and this build's policy still gives the answers it recorded, so a
//! change to the search that would void a shipped book fails here. The
//! moves a book carries chosen ahead of time (`solve choices`) are legal
//! moves of its exact layers or of its side's last move before them; that each keeps its position's value needs
//! the goats-to-win 5 table, so `solve choices` checks it as it writes
//! them, and `tests/prepared.rs` checks the same on goats-to-win 3.

use baghchal::book::code::decode;
use baghchal::book::frame::{class_position, position_of};
use baghchal::book::Book;
use baghchal::bot::prepared::read_preferred;
use baghchal::{Position, Settings};
use std::path::{Path, PathBuf};

fn shipped() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("books");
    let mut books: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "book"))
        .collect();
    books.sort();
    books
}

#[test]
fn every_shipped_book_opens_and_fits_this_builds_policy() {
    let books = shipped();
    assert!(
        !books.is_empty(),
        "core/books holds the shipped goats-to-win 5 book"
    );
    for path in books {
        let book = Book::open(&path).unwrap_or_else(|e| panic!("{e}"));
        let header = book.header();
        let start = Position::start();
        assert_eq!(
            header.root,
            (
                start.to_move(),
                baghchal::book::frame::Frame::of(&start).key()
            ),
            "{}: made from the start",
            path.display()
        );
        assert!(book.applies(&Settings {
            goats_to_win: book.goats_to_win(),
            ..Settings::default()
        }));
        // Without the table only the answers before the exact search are
        // compared: enough of them must be, or this would check nothing.
        let compared = header
            .answers
            .iter()
            .filter(|a| {
                let pos = position_of(a.key, a.side).expect("a recorded position");
                !header.policy.is_exact_at(&pos)
            })
            .count();
        assert!(
            compared >= 5,
            "{}: {compared} answers to compare",
            path.display()
        );
        book.check_policy(None)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

#[test]
fn every_choice_a_shipped_book_carries_is_a_move_where_a_book_may_choose() {
    let mut carried = 0;
    for path in shipped() {
        let book = Book::open(&path).unwrap_or_else(|e| panic!("{e}"));
        let policy = book.header().policy;
        for side in book.sides() {
            for c in book.choices(side) {
                let pos = class_position(c.key, side).expect("a position");
                assert!(
                    policy.may_choose_at(&pos),
                    "{}: a choice before the exact layer's last move at {}",
                    path.display(),
                    pos.board_string()
                );
                assert!(
                    decode(&pos, c.code).is_some(),
                    "{}: no legal move with code {} at {}",
                    path.display(),
                    c.code,
                    pos.board_string()
                );
            }
        }
        carried += book.choice_count();
        if path.ends_with("g5-tigers.book") {
            // `docs/books.md`: the tigers' moves chosen ahead of time for
            // the lines Medium's and Hard's searches walk, 13 to 19 placed.
            assert!(book.choice_count() > 1_000, "{}", book.choice_count());
        }
    }
    assert!(carried > 0, "the shipped books carry choices");
}

#[test]
fn every_preferred_move_committed_beside_a_book_is_one_it_carries() {
    // `BOOK.prefer` beside `BOOK.book`: the moves `solve choices --prefer`
    // was given when the book was made (`docs/books.md`).
    let mut checked = 0;
    for path in shipped() {
        let list = path.with_extension("prefer");
        let Ok(text) = std::fs::read_to_string(&list) else {
            continue;
        };
        let book = Book::open(&path).unwrap_or_else(|e| panic!("{e}"));
        let [side] = book.sides()[..] else {
            panic!("{}: a one-side book", path.display());
        };
        let preferred =
            read_preferred(&text, side).unwrap_or_else(|e| panic!("{}: {e}", list.display()));
        assert!(!preferred.is_empty(), "{}", list.display());
        let carried = book.choices(side);
        for p in &preferred {
            assert!(
                carried.contains(p),
                "{}: key {} is not carried as listed",
                list.display(),
                p.key
            );
        }
        checked += preferred.len();
    }
    assert!(checked > 0, "the goats-to-win 5 tigers' book has its list");
}
