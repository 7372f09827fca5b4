//! The tables installed for the whole process: one per goats-to-win, so an
//! app can load, say, the 3, 4 and 5 tables and Perfect plays each game from
//! the one built for its rules.

use super::Tablebase;
use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

/// The installed tables by goats-to-win, and the goats-to-win installed last.
struct Slots {
    by_goats: BTreeMap<u8, Arc<Tablebase>>,
    last: Option<u8>,
}

static INSTALLED: RwLock<Slots> = RwLock::new(Slots {
    by_goats: BTreeMap::new(),
    last: None,
});

fn write() -> std::sync::RwLockWriteGuard<'static, Slots> {
    // A panic while holding the lock cannot leave the map half changed.
    INSTALLED.write().unwrap_or_else(|e| e.into_inner())
}

fn read() -> std::sync::RwLockReadGuard<'static, Slots> {
    INSTALLED.read().unwrap_or_else(|e| e.into_inner())
}

/// Installs `table` for every bot that has not been given one of its own,
/// beside the tables of other goats-to-win (it replaces one of its own
/// goats-to-win); `None` removes every installed table. Perfect uses the one
/// whose goats-to-win matches its game.
pub fn install(table: Option<Arc<Tablebase>>) {
    match table {
        Some(table) => {
            install_table(table);
        }
        None => uninstall_all(),
    }
}

/// Installs `table` beside the others, first building its index for the
/// exact search ([`Tablebase::index_outcomes`]: done here, where a table is
/// loaded, so that no move's clock pays for it); returns the table of the
/// same goats-to-win it replaces, if any.
pub fn install_table(table: Arc<Tablebase>) -> Option<Arc<Tablebase>> {
    table.index_outcomes();
    let g = table.goats_to_win();
    let mut slots = write();
    slots.last = Some(g);
    slots.by_goats.insert(g, table)
}

/// Removes every installed table.
pub fn uninstall_all() {
    let mut slots = write();
    slots.by_goats.clear();
    slots.last = None;
}

/// The table installed last, if any (callers that install one table at a
/// time see it as before; [`installed_for`] picks by goats-to-win).
pub fn installed() -> Option<Arc<Tablebase>> {
    let slots = read();
    slots.last.and_then(|g| slots.by_goats.get(&g).cloned())
}

/// The installed table for games won by the tigers at `goats_to_win` captures.
pub fn installed_for(goats_to_win: u8) -> Option<Arc<Tablebase>> {
    read().by_goats.get(&goats_to_win).cloned()
}

/// Every installed table, by increasing goats-to-win.
pub fn installed_all() -> Vec<Arc<Tablebase>> {
    read().by_goats.values().cloned().collect()
}
