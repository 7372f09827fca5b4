//! Keeps a fuzzed engine session quick and inside its own files.
//!
//! The engine rightly accepts `perft 8`, `go depth 64` or `go level perfect`
//! (300 ms), and `tablebase load` or `book load` of any path; a fuzzer must not spend
//! minutes on one input or map `/dev/zero`. The guard rewrites only those
//! numbers and paths and passes every other line through unchanged, so the
//! parser still sees whatever the fuzzer wrote.

use std::path::Path;

/// Deepest `perft` a session may ask for.
pub const MAX_PERFT: u32 = 3;
/// Deepest `go depth` a session may ask for.
pub const MAX_DEPTH: u64 = 3;
/// Most nodes a `go nodes` may search.
pub const MAX_NODES: u64 = 3000;
/// Longest `go movetime`, in milliseconds.
pub const MAX_MOVETIME: u64 = 2;

/// The files a session's `tablebase load` and `book load` may open.
pub struct Files<'a> {
    /// The real `G = 1` table: `tablebase load real`.
    pub real: &'a Path,
    /// The input's own table file: `tablebase load fuzzed`.
    pub fuzzed: &'a Path,
    /// A real `G = 1` book: `book load real`.
    pub real_book: &'a Path,
    /// The input's own damaged copy of it: `book load fuzzed`.
    pub fuzzed_book: &'a Path,
    /// A path that does not exist, for every other name.
    pub missing: &'a Path,
}

/// The line the engine is given for `line`, with expensive numbers capped and
/// table paths mapped to the session's own files. Words are split as the
/// engine splits them, so the meaning is unchanged.
pub fn guard(line: &str, files: &Files) -> String {
    let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
    let cap = |word: &mut String, max: u64| {
        if let Ok(n) = word.parse::<u64>() {
            if n > max {
                *word = (n % (max + 1)).to_string();
            }
        }
    };
    match words.as_mut_slice() {
        [perft, depth] if perft == "perft" => cap(depth, u64::from(MAX_PERFT)),
        [go, what, n] if go == "go" && what == "depth" => cap(n, MAX_DEPTH),
        [go, what, n] if go == "go" && what == "nodes" => cap(n, MAX_NODES),
        [go, what, n] if go == "go" && what == "movetime" => cap(n, MAX_MOVETIME),
        [go, what, level, ..]
            if go == "go" && what == "level" && (level == "hard" || level == "perfect") =>
        {
            *level = "medium".into();
        }
        [tablebase, load, path] if tablebase == "tablebase" && load == "load" => {
            let file = match path.as_str() {
                "real" => files.real,
                "fuzzed" => files.fuzzed,
                _ => files.missing,
            };
            *path = file.display().to_string();
        }
        [book, load, path] if book == "book" && load == "load" => {
            let file = match path.as_str() {
                "real" => files.real_book,
                "fuzzed" => files.fuzzed_book,
                _ => files.missing,
            };
            *path = file.display().to_string();
        }
        // Placement layers are gigabytes; the target never opens real ones.
        [solve, load, path] if solve == "solve" && load == "load" => {
            *path = files.missing.display().to_string();
        }
        _ => {}
    }
    words.join(" ")
}
