//! The books loaded for the whole process, one per goats-to-win, as the
//! endgame tables are ([`crate::tablebase::install_table`]).

use super::Book;
use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

static BOOKS: RwLock<BTreeMap<u8, Arc<Book>>> = RwLock::new(BTreeMap::new());

/// Makes `book` the one Perfect plays from in games of its goats-to-win,
/// replacing one of the same goats-to-win; returns the one replaced.
pub fn install_book(book: Arc<Book>) -> Option<Arc<Book>> {
    // A panic while holding the lock cannot leave the map half changed.
    let mut books = BOOKS.write().unwrap_or_else(|e| e.into_inner());
    books.insert(book.goats_to_win(), book)
}

/// Unloads every book.
pub fn uninstall_books() {
    BOOKS.write().unwrap_or_else(|e| e.into_inner()).clear();
}

/// The book loaded for `goats_to_win`, if any.
pub fn installed_book_for(goats_to_win: u8) -> Option<Arc<Book>> {
    let books = BOOKS.read().unwrap_or_else(|e| e.into_inner());
    books.get(&goats_to_win).cloned()
}
