//! What Perfect plays with in the terminal game, so that it is the apps'
//! Perfect: the endgame table of the game's goats-to-win (given with
//! `--table`, found in the cache, or built into it once) and the placement
//! books (given with `--book`, and the committed ones built into the binary).

use super::cache;
use baghchal::book::installed::install_book;
use baghchal::book::Book;
use baghchal::tablebase::{install_table, Tablebase};
use baghchal::Side;
use std::path::PathBuf;
use std::sync::Arc;

/// The committed books (`core/books/*.book`), by file stem, built into the
/// binary by `build.rs`: they play wherever the binary is, with the policy
/// of the source they were committed with.
const BUILT_IN: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/books.rs"));

/// The tables and books given on the command line, opened and checked.
pub struct Given {
    goats_to_win: u8,
    table: Option<(String, Arc<Tablebase>)>,
    books: Vec<(String, Arc<Book>)>,
    /// `--build-table`: build a missing table without asking.
    build: bool,
    cache: Option<PathBuf>,
}

/// How Perfect asks the player a question (the game's prompt); `None` at
/// the end of input.
pub type Ask<'a> = &'a mut dyn FnMut(&str) -> Option<String>;

impl Given {
    /// Opens every `--table` and `--book` file for a game of `goats_to_win`;
    /// refuses, with the file and the reason, one that is damaged or made
    /// for another goats-to-win, and a second table.
    pub fn open(
        goats_to_win: u8,
        tables: &[String],
        books: &[String],
        build: bool,
        cache_flag: Option<&str>,
    ) -> Result<Given, String> {
        let other = |what: &str, path: &str, g: u8| {
            format!(
                "--{what} {path}: made for goats-to-win {g}, but the game is played to {goats_to_win} \
                 (give --goats-to-win {g})"
            )
        };
        let table = match tables {
            [] => None,
            [path] => {
                let tb = super::open::table(path).map_err(|e| format!("--table {e}"))?;
                if tb.goats_to_win() != goats_to_win {
                    return Err(other("table", path, tb.goats_to_win()));
                }
                Some((path.clone(), Arc::new(tb)))
            }
            _ => return Err("--table is given twice: the game has one goats-to-win".into()),
        };
        let mut opened = Vec::new();
        for path in books {
            let book = Book::open(path).map_err(|e| format!("--book {path}: {e}"))?;
            if book.goats_to_win() != goats_to_win {
                return Err(other("book", path, book.goats_to_win()));
            }
            opened.push((path.clone(), Arc::new(book)));
        }
        Ok(Given {
            goats_to_win,
            table,
            books: opened,
            build,
            cache: cache::folder(cache_flag),
        })
    }

    /// Installs the table and books for Perfect, building the table into
    /// the cache if the player agrees (asked with `ask` when `interactive`)
    /// or gave `--build-table`; returns the one line that says what Perfect
    /// plays with. A `--book` this program's policy would not play is an error.
    pub fn prepare(&self, ask: Ask, interactive: bool) -> Result<String, String> {
        let g = self.goats_to_win;
        let (table, source) = match &self.table {
            Some((path, tb)) => (tb.clone(), path.clone()),
            None => match self.cached_or_built(ask, interactive)? {
                Found::Table(tb, source) => (tb, source),
                Found::None(why) => {
                    // A book's moves need the table: say so rather than drop them silently.
                    let books = if self.books.is_empty() {
                        ""
                    } else {
                        "; --book needs the table"
                    };
                    return Ok(format!("Perfect: search only ({why}{books})"));
                }
            },
        };
        install_table(table.clone());
        let mut names = Vec::new();
        let mut booked: Vec<Side> = Vec::new();
        for (path, book) in &self.books {
            book.check_policy(Some(&table))
                .map_err(|e| format!("--book {path}: {e}"))?;
            install_book(book.clone());
            booked.extend(book.sides());
            names.push(path.clone());
        }
        let mut notes = Vec::new();
        for (name, bytes) in BUILT_IN {
            let Ok(book) = Book::from_bytes(bytes.to_vec()) else {
                notes.push(format!("built-in book {name} is damaged"));
                continue;
            };
            // A given book for a side replaces the built-in one.
            if book.goats_to_win() != g || book.sides().iter().all(|s| booked.contains(s)) {
                continue;
            }
            if let Err(e) = book.check_policy(Some(&table)) {
                notes.push(format!("built-in book {name} not used: {e}"));
                continue;
            }
            let book = Arc::new(book);
            install_book(book.clone());
            booked.extend(book.sides());
            names.push(format!("{name} (built in)"));
        }
        let books = if names.is_empty() {
            format!("no book for goats-to-win {g} (placement by search)")
        } else {
            format!("books {}", names.join(", "))
        };
        let mut line = format!("Perfect: table g{g} ({source}), {books}");
        for note in notes {
            line.push_str(&format!("; {note}"));
        }
        Ok(line)
    }

    /// The cached table, or one built now, or why there is none.
    fn cached_or_built(&self, ask: Ask, interactive: bool) -> Result<Found, String> {
        let g = self.goats_to_win;
        let Some(folder) = &self.cache else {
            return Ok(Found::None(format!(
                "no table for goats-to-win {g}, and no cache folder: give --table FILE or --cache DIR"
            )));
        };
        let path = cache::table_path(folder, g);
        let shown = path.display().to_string();
        let unusable = if path.exists() {
            match Tablebase::open(&path) {
                Ok(tb) if tb.goats_to_win() == g => {
                    return Ok(Found::Table(Arc::new(tb), format!("cache {shown}")))
                }
                Ok(tb) => format!("is for goats-to-win {}", tb.goats_to_win()),
                Err(e) => format!("is unusable: {e}"),
            }
        } else {
            String::new()
        };
        let missing = if unusable.is_empty() {
            format!("no table for goats-to-win {g} in {}", folder.display())
        } else {
            format!("the cached table {shown} {unusable}")
        };
        let build = self.build || (interactive && agrees(ask, g, &missing, folder)?);
        if !build {
            let how = if interactive {
                String::new()
            } else {
                format!("; --build-table builds it once, {}", cache::cost(g))
            };
            return Ok(Found::None(format!("{missing}{how}")));
        }
        let built = cache::build(folder, g)?;
        let tb = Tablebase::open(&built).map_err(|e| format!("{}: {e}", built.display()))?;
        Ok(Found::Table(
            Arc::new(tb),
            format!("built now into {}", built.display()),
        ))
    }
}

/// A table for Perfect and where it came from, or, without one, why not
/// and what the player can do about it.
enum Found {
    Table(Arc<Tablebase>, String),
    None(String),
}

/// Whether the player wants the table built now; the end of input is a no.
fn agrees(ask: Ask, g: u8, missing: &str, folder: &std::path::Path) -> Result<bool, String> {
    println!(
        "Perfect plays the endgame exactly with the endgame table, as in the apps: {missing}."
    );
    let question = format!(
        "Build it now into {} ({}; once)? [y/n, default y] ",
        folder.display(),
        cache::cost(g)
    );
    loop {
        match ask(&question).as_deref() {
            None | Some("n") | Some("no") => return Ok(false),
            Some("") | Some("y") | Some("yes") => return Ok(true),
            Some(_) => println!("Please answer y or n."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("baghchal-pp-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// The player's answers, in order, then the end of input.
    fn answers(list: &[&str]) -> impl FnMut(&str) -> Option<String> {
        let mut left: Vec<String> = list.iter().rev().map(|s| s.to_string()).collect();
        move |_prompt| left.pop()
    }

    #[test]
    fn at_a_terminal_the_player_is_asked_and_a_no_builds_nothing() {
        let dir = scratch("no");
        let given = Given::open(1, &[], &[], false, dir.to_str()).unwrap();
        let line = given.prepare(&mut answers(&["maybe", "n"]), true).unwrap();
        // Asked, so the line needs no hint about --build-table.
        assert_eq!(
            line,
            format!(
                "Perfect: search only (no table for goats-to-win 1 in {})",
                dir.display()
            )
        );
        assert!(!dir.exists());
        // The end of input is a no as well.
        let line = given.prepare(&mut answers(&[]), true).unwrap();
        assert!(line.starts_with("Perfect: search only"), "{line}");
    }

    #[test]
    fn at_a_terminal_a_yes_builds_the_table_into_the_cache() {
        let dir = scratch("yes");
        let given = Given::open(1, &[], &[], false, dir.to_str()).unwrap();
        // An empty answer takes the default, yes.
        let line = given.prepare(&mut answers(&[""]), true).unwrap();
        let built = cache::table_path(&dir, 1);
        assert!(
            line.starts_with(&format!(
                "Perfect: table g1 (built now into {})",
                built.display()
            )),
            "{line}"
        );
        assert_eq!(Tablebase::open(&built).unwrap().goats_to_win(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
