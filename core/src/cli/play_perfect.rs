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
    table: Option<(String, Arc<Tablebase>)>,
    books: Vec<(String, Arc<Book>)>,
    /// `--build-table`: build a missing table without asking.
    build: bool,
    cache: Option<PathBuf>,
}

/// How Perfect asks the player a question (the game's prompt); `None` at
/// the end of input.
pub type Ask<'a> = &'a mut dyn FnMut(&str) -> Option<String>;

/// Where the games' goats-to-win comes from, so a file made for another
/// one is answered with a fix the command takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoatsFrom {
    /// `--goats-to-win` (the game): give that option.
    Flag,
    /// The table (`bench --perfect-placement`): give a book made for the table's.
    Table,
}

impl Given {
    /// Opens the `--table` and every `--book` file for games of
    /// `goats_to_win`; refuses, with the file and the reason, one that is
    /// damaged or made for another goats-to-win, and a cache folder that is a file.
    pub fn open(
        goats_to_win: u8,
        from: GoatsFrom,
        table: Option<&String>,
        books: &[String],
        build: bool,
        cache_flag: Option<&str>,
    ) -> Result<Given, String> {
        let other = |what: &str, path: &str, g: u8| {
            let fix = match from {
                GoatsFrom::Flag => format!("give --goats-to-win {g}"),
                GoatsFrom::Table => format!("give a {what} made for goats-to-win {goats_to_win}"),
            };
            let games = match from {
                GoatsFrom::Flag => "the game is",
                GoatsFrom::Table => "the games are",
            };
            format!(
                "--{what} {path}: made for goats-to-win {g}, but {games} played to {goats_to_win} \
                 ({fix})"
            )
        };
        let table = match table {
            None => None,
            Some(path) => {
                let tb = super::open::table(path).map_err(|e| format!("--table {e}"))?;
                if tb.goats_to_win() != goats_to_win {
                    return Err(other("table", path, tb.goats_to_win()));
                }
                Some((path.clone(), Arc::new(tb)))
            }
        };
        let mut opened = Vec::new();
        for path in books {
            let book = Book::open(path).map_err(|e| format!("--book {path}: {e}"))?;
            if book.goats_to_win() != goats_to_win {
                return Err(other("book", path, book.goats_to_win()));
            }
            opened.push((path.clone(), Arc::new(book)));
        }
        let cache = cache::folder(cache_flag);
        if let Some(folder) = cache.as_deref().filter(|f| f.exists() && !f.is_dir()) {
            let named = match cache_flag {
                Some(_) => "--cache",
                None => cache::CACHE_VARIABLE,
            };
            return Err(format!(
                "{named} {}: {}",
                folder.display(),
                baghchal::files::NOT_A_FOLDER
            ));
        }
        Ok(Given {
            table,
            books: opened,
            build,
            cache,
        })
    }

    /// Installs the table and books for Perfect, building the table into
    /// the cache if the player agrees (asked with `ask` when `interactive`)
    /// or gave `--build-table`; returns the one line that says what Perfect
    /// plays with in games of goats-to-win `g` (the given files are for
    /// it: [`Given::open`] checked them). A `--book` this program's policy
    /// would not play is an error.
    pub fn prepare(&self, g: u8, ask: Ask, interactive: bool) -> Result<String, String> {
        let (table, source) = match &self.table {
            Some((path, tb)) => (tb.clone(), path.clone()),
            None => match self.cached_or_built(g, ask, interactive)? {
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
    fn cached_or_built(&self, g: u8, ask: Ask, interactive: bool) -> Result<Found, String> {
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
        let build = self.build || (interactive && agrees(ask, g, &missing)?);
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

/// Whether the player wants the table built now. The default, and the end
/// of input, is a no: a stray Enter must not start a long build. Short
/// lines, the folder on one of its own, so a terminal never breaks a word.
fn agrees(ask: Ask, g: u8, missing: &str) -> Result<bool, String> {
    for line in build_offer(g, missing) {
        println!("{line}");
    }
    loop {
        match ask(BUILD_QUESTION).as_deref() {
            None | Some("") | Some("n") | Some("no") => return Ok(false),
            Some("y") | Some("yes") => return Ok(true),
            Some(_) => println!("Please answer y or n."),
        }
    }
}

/// The lines before the build question: why, what is missing, what it costs.
fn build_offer(g: u8, missing: &str) -> Vec<String> {
    vec![
        "Perfect plays the endgame exactly with an endgame table, as in the apps.".into(),
        format!("{}.", capital(missing)),
        "Building it takes, once:".into(),
        format!("  {}.", cache::cost(g)),
    ]
}

/// The question before a table build.
const BUILD_QUESTION: &str = "Build it now? [y/n, default n] ";

/// `text` with its first letter in capitals.
fn capital(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
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
        let given = Given::open(1, GoatsFrom::Flag, None, &[], false, dir.to_str()).unwrap();
        let line = given
            .prepare(1, &mut answers(&["maybe", "n"]), true)
            .unwrap();
        // Asked, so the line needs no hint about --build-table.
        assert_eq!(
            line,
            format!(
                "Perfect: search only (no table for goats-to-win 1 in {})",
                dir.display()
            )
        );
        assert!(!dir.exists());
        // The end of input is a no as well, and so is a bare Enter.
        let line = given.prepare(1, &mut answers(&[]), true).unwrap();
        assert!(line.starts_with("Perfect: search only"), "{line}");
        let line = given.prepare(1, &mut answers(&[""]), true).unwrap();
        assert!(line.starts_with("Perfect: search only"), "{line}");
        assert!(!dir.exists());
    }

    /// A terminal of 80 columns shows every line whole, but for the folder's name.
    #[test]
    fn the_build_offer_is_in_short_lines() {
        let folder = "/home/someone/.cache/baghchal";
        let missing = format!("no table for goats-to-win 5 in {folder}");
        for line in build_offer(5, &missing) {
            let width = line.replace(folder, "").chars().count();
            assert!(width <= 80, "{width}: {line}");
        }
        assert!(BUILD_QUESTION.len() <= 40 && BUILD_QUESTION.contains("default n"));
    }

    #[test]
    fn at_a_terminal_a_yes_builds_the_table_into_the_cache() {
        let dir = scratch("yes");
        let given = Given::open(1, GoatsFrom::Flag, None, &[], false, dir.to_str()).unwrap();
        let line = given.prepare(1, &mut answers(&["y"]), true).unwrap();
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
