//! Opening what the commands read: an endgame table, a solve directory.

use baghchal::solve::Solution;
use baghchal::tablebase::Tablebase;
use std::path::Path;

/// The table at `path`, or why it cannot be used, naming the file.
pub fn table(path: &str) -> Result<Tablebase, String> {
    Tablebase::open(path).map_err(|e| format!("{path}: {e}"))
}

/// [`table`] with its index for the exact search built
/// ([`Tablebase::index_outcomes`]), for a command that searches with it
/// without installing it: built here, before any clock starts. (An
/// installed table is indexed by `install_table`.)
pub fn searched_table(path: &str) -> Result<Tablebase, String> {
    let table = table(path)?;
    table.index_outcomes();
    Ok(table)
}

/// The variant of a table, in words.
pub fn variant(tb: &Tablebase) -> &'static str {
    if tb.is_one_side() {
        "one-side: tigers to move stored, goats to move derived"
    } else {
        "full: both sides to move stored"
    }
}

/// The solve directory `dir` (its layers' data checked too with `check_data`).
pub fn solve_dir(dir: &str, check_data: bool) -> Result<Solution, String> {
    Solution::open(Path::new(dir), check_data).map_err(|e| e.to_string())
}

/// Whether `a` and `b` name one file that exists (through a link, another
/// spelling of the path or, on Unix, a hard link).
pub fn same_file(a: &str, b: &str) -> bool {
    let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if (x.dev(), x.ino()) == (y.dev(), y.ino()) {
            return true;
        }
    }
    let _ = (x, y);
    matches!(
        (std::fs::canonicalize(a), std::fs::canonicalize(b)),
        (Ok(p), Ok(q)) if p == q
    )
}
