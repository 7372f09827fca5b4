//! The placement book for the whole process: with it and the endgame table
//! of the same goats-to-win, Perfect plays the placement phase from the book.

use crate::error::BaghchalError;
use crate::types::Side;
use baghchal::book::explore::Keep;
use baghchal::book::frame::Frame;
use baghchal::book::installed::{install_book, uninstall_books};
use baghchal::book::Book;
use baghchal::tablebase::installed_for;
use baghchal::Position;
use std::sync::Arc;

/// What a loaded book covers.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BookInfo {
    /// The goats-to-win of the games it plays.
    pub goats_to_win: u8,
    /// The sides it plays.
    pub sides: Vec<Side>,
    /// Whether it keeps the exact value (`false`: at least a draw).
    pub keeps_exact_value: bool,
    /// Whether its guarantee starts from the first move.
    pub from_start: bool,
    /// Bytes it takes in memory.
    pub bytes: u64,
}

/// Loads the placement book at `path` for every bot in the process, checked
/// whole, including that this build's policy still gives the answers the
/// book recorded; Perfect plays from it in placement when the endgame table
/// of its goats-to-win is loaded too (load the table first). A book of the
/// same goats-to-win for the same side is replaced (the goats' and the
/// tigers' books are two files and both stay); a missing, damaged or foreign file is
/// refused and the book loaded before stays. Reads the whole file: call it
/// off the UI thread.
#[uniffi::export]
pub fn load_book(path: String) -> Result<BookInfo, BaghchalError> {
    let bad = |e: baghchal::book::BookError| BaghchalError::BadBook {
        detail: format!("{path}: {e}"),
    };
    let book = Book::open(&path).map_err(bad)?;
    let table = installed_for(book.goats_to_win());
    book.check_policy(table.as_deref()).map_err(bad)?;
    let header = book.header();
    let start = Position::start();
    let info = BookInfo {
        goats_to_win: book.goats_to_win(),
        sides: book.sides().into_iter().map(Side::from).collect(),
        keeps_exact_value: book.keep() == Keep::Exact,
        from_start: header.root == (start.to_move(), Frame::of(&start).key()),
        bytes: book.size() as u64,
    };
    install_book(Arc::new(book));
    Ok(info)
}

/// Unloads every placement book; Perfect searches in placement as without one.
#[uniffi::export]
pub fn unload_books() {
    uninstall_books();
}
