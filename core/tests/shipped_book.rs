//! The placement books the apps ship (`core/books/*.book`, copied into both
//! apps by their builds): each opens whole, is for the default game from the
//! start, and this build's policy still gives the answers it recorded, so a
//! change to the search that would void a shipped book fails here.

use baghchal::book::frame::position_of;
use baghchal::book::Book;
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
