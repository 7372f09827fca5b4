//! Opening what the commands read: an endgame table, a solve directory.

use baghchal::solve::Solution;
use baghchal::tablebase::Tablebase;
use std::path::Path;

/// The table at `path`, or why it cannot be used, naming the file.
pub fn table(path: &str) -> Result<Tablebase, String> {
    Tablebase::open(path).map_err(|e| format!("{path}: {e}"))
}

/// The table at `path`; without one, the message says a table file is
/// required, ended by `usage`.
pub fn table_arg(path: Option<&String>, usage: &str) -> Result<Tablebase, String> {
    let path = path.ok_or_else(|| format!("a table file is required. {usage}"))?;
    table(path)
}

/// The variant of a table, in words.
pub fn variant(tb: &Tablebase) -> &'static str {
    if tb.is_one_side() {
        "one-side: tigers to move stored, goats to move derived"
    } else {
        "full: both sides to move stored"
    }
}

/// The solve directory `dir` (its layers' data checked too with
/// `check_data`); without one, the message says one is required, ended by `usage`.
pub fn solve_dir(dir: Option<&String>, check_data: bool, usage: &str) -> Result<Solution, String> {
    let dir = dir.ok_or_else(|| format!("a solve directory is required. {usage}"))?;
    Solution::open(Path::new(dir), check_data).map_err(|e| e.to_string())
}
