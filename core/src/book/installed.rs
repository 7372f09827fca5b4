//! The books loaded for the whole process, one per goats-to-win and booked
//! side, as the endgame tables are ([`crate::tablebase::install_table`]):
//! the goats' and the tigers' books are made with different policies, so
//! they come as two files.

use super::Book;
use crate::side::Side;
use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

type Shelf = BTreeMap<(u8, bool), Arc<Book>>;

static BOOKS: RwLock<Shelf> = RwLock::new(BTreeMap::new());

fn slot(goats_to_win: u8, side: Side) -> (u8, bool) {
    (goats_to_win, side == Side::Tiger)
}

/// Makes `book` the one Perfect plays from in games of its goats-to-win, for
/// each side it books, replacing any book of the same goats-to-win for that
/// side; returns the books replaced.
pub fn install_book(book: Arc<Book>) -> Vec<Arc<Book>> {
    // A panic while holding the lock cannot leave the map half changed.
    let mut books = BOOKS.write().unwrap_or_else(|e| e.into_inner());
    book.sides()
        .into_iter()
        .filter_map(|side| books.insert(slot(book.goats_to_win(), side), book.clone()))
        .collect()
}

/// Unloads every book.
pub fn uninstall_books() {
    BOOKS.write().unwrap_or_else(|e| e.into_inner()).clear();
}

/// The book loaded for `side` in games of `goats_to_win`, if any.
pub fn installed_book_for(goats_to_win: u8, side: Side) -> Option<Arc<Book>> {
    let books = BOOKS.read().unwrap_or_else(|e| e.into_inner());
    books.get(&slot(goats_to_win, side)).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::explore::Keep;
    use crate::book::file;
    use crate::book::policy::DEFAULT_POLICY;

    fn book(goats_to_win: u8, sides: &[Side]) -> Arc<Book> {
        let sections: Vec<_> = sides.iter().map(|&s| (s, &[][..])).collect();
        let root = (Side::Goat, 0);
        let bytes = file::write(
            goats_to_win,
            Keep::Draw,
            root,
            DEFAULT_POLICY,
            &[],
            &sections,
        );
        Arc::new(Book::from_bytes(bytes).expect("a book just written"))
    }

    #[test]
    fn a_goats_and_a_tigers_book_of_one_goats_to_win_stay_side_by_side() {
        // A goats-to-win no other test installs: the shelf is process-wide.
        let g = 17;
        let goats = book(g, &[Side::Goat]);
        let tigers = book(g, &[Side::Tiger]);
        assert!(install_book(goats.clone()).is_empty());
        assert!(install_book(tigers.clone()).is_empty());
        let found = |side| installed_book_for(g, side).expect("installed");
        assert!(Arc::ptr_eq(&found(Side::Goat), &goats));
        assert!(Arc::ptr_eq(&found(Side::Tiger), &tigers));
        // A book for both sides replaces both, and says so.
        let both = book(g, &[Side::Goat, Side::Tiger]);
        assert_eq!(install_book(both.clone()).len(), 2);
        assert!(Arc::ptr_eq(&found(Side::Goat), &both));
        assert!(Arc::ptr_eq(&found(Side::Tiger), &both));
        assert!(installed_book_for(g + 1, Side::Goat).is_none());
    }
}
