//! A book's policy belongs to the book: the goats' policy is the book's own
//! frozen search (`core/src/book/frozen`), so tuning the bot (its evaluation
//! weights, search or move order) cannot change a policy move and void a
//! book. Checked two ways: the library's module graph, read from the
//! sources, has no path from `book` to `bot`, so no code the policy runs can
//! see the bot's weights; and the frozen policy still plays the moves the
//! bot's search gave before the copy was made, on 1,412 positions.

use baghchal::book::policy::{Policy, Thinker, DEFAULT_POLICY};
use baghchal::{Move, Position, Side};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A source file's text with comments, string and character literals
/// blanked, so only code is searched for paths.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !ident_char(prev(&chars, i))
        {
            // A raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && (chars.get(i + 2) == Some(&'\'') || next == Some('\\')) {
            // A character literal ('x' or an escape); a lifetime has no closing quote.
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn prev(chars: &[char], i: usize) -> char {
    if i == 0 {
        ' '
    } else {
        chars[i - 1]
    }
}

fn ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The code as tokens: identifiers, `::` and single punctuation characters.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if ident_char(c) {
            let start = i;
            while i < chars.len() && ident_char(chars[i]) {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

/// The library's module path of a source file under `src` (`book/policy.rs`
/// is `["book", "policy"]`, `book/mod.rs` is `["book"]`, `lib.rs` is `[]`),
/// or `None` for the binary's files (`main.rs`, `cli/`), which are another crate.
fn module_of(relative: &Path) -> Option<Vec<String>> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if parts.first().is_some_and(|p| p == "main.rs" || p == "cli") {
        return None;
    }
    let last = parts.pop()?;
    match last.as_str() {
        "lib.rs" | "mod.rs" => {}
        file => parts.push(file.strip_suffix(".rs")?.to_string()),
    }
    Some(parts)
}

/// The first module (under the crate root) of every path in `tokens` that
/// starts at the crate root or climbs to it with `super`, for a file in
/// module `module`. In the crate root itself every `use` path counts too.
fn crate_modules_named(module: &[String], tokens: &[String]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let add_path_start = |at: usize, base: &[String], out: &mut BTreeSet<String>| {
        // `base` is the module the path is relative to; `tokens[at]` its next segment.
        let mut group = Vec::new();
        if tokens.get(at).map(String::as_str) == Some("{") {
            // A group: the first identifier of each item at depth 1.
            let mut depth = 0;
            let mut expect = true;
            for t in &tokens[at..] {
                match t.as_str() {
                    "{" => {
                        depth += 1;
                        expect = depth == 1;
                    }
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "," if depth == 1 => expect = true,
                    t if expect && depth == 1 => {
                        group.push(t.to_string());
                        expect = false;
                    }
                    _ => {}
                }
            }
        } else if let Some(t) = tokens.get(at) {
            group.push(t.clone());
        }
        for name in group {
            if name == "self" || name == "*" {
                if let Some(first) = base.first() {
                    out.insert(first.clone());
                }
            } else if let Some(first) = base.first() {
                out.insert(first.clone());
            } else {
                out.insert(name);
            }
        }
    };
    for i in 0..tokens.len() {
        let t = tokens[i].as_str();
        let after_path = i > 0 && tokens[i - 1] == "::";
        if after_path || tokens.get(i + 1).map(String::as_str) != Some("::") {
            continue;
        }
        match t {
            "crate" => add_path_start(i + 2, &[], &mut out),
            "super" => {
                let mut base = module.to_vec();
                let mut j = i;
                while tokens.get(j).map(String::as_str) == Some("super")
                    && tokens.get(j + 1).map(String::as_str) == Some("::")
                {
                    base.pop();
                    j += 2;
                }
                add_path_start(j, &base, &mut out);
            }
            name if module.is_empty() && i > 0 && tokens[i - 1] == "use" => {
                out.insert(name.to_string());
            }
            _ => {}
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// For each module under the library's root (`""` for the root itself), the
/// other such modules its files name.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in files {
        let relative = path.strip_prefix(&src).expect("under src");
        let Some(module) = module_of(relative) else {
            continue;
        };
        let text = std::fs::read_to_string(&path).expect("a readable source file");
        let named = crate_modules_named(&module, &tokens(&code_only(&text)));
        let top = module.first().cloned().unwrap_or_default();
        let edges = graph.entry(top.clone()).or_default();
        edges.extend(named.into_iter().filter(|m| *m != top));
    }
    graph
}

/// Every module reachable from `from` (itself included), through the crate
/// root's re-exports too.
fn reachable(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::from([from.to_string()]);
    let mut todo = vec![from.to_string()];
    while let Some(m) = todo.pop() {
        // A name that is no module (`crate::Position`) is one of the root's re-exports.
        let next = match graph.get(&m) {
            Some(edges) => edges.clone(),
            None => graph.get("").cloned().unwrap_or_default(),
        };
        for n in next {
            if seen.insert(n.clone()) {
                todo.push(n);
            }
        }
    }
    seen
}

#[test]
fn the_reader_of_sources_finds_the_paths_it_looks_for() {
    let tokens_of = |module: &[&str], text: &str| {
        let module: Vec<String> = module.iter().map(|s| s.to_string()).collect();
        crate_modules_named(&module, &tokens(&code_only(text)))
    };
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(
        tokens_of(
            &["book", "policy"],
            "use crate::{game::Game, bot::eval};\nuse super::super::tablebase::X;\nlet s = \"crate::solve\"; // crate::review\nfn f<'a>(c: char) { let q = '\\''; crate::zobrist::GOAT; }"
        ),
        names(&["bot", "game", "tablebase", "zobrist"])
    );
    assert_eq!(
        tokens_of(&["book", "policy"], "use super::frame::Key;"),
        names(&["book"])
    );
    assert_eq!(
        tokens_of(&[], "pub use game::{Game, Outcome};"),
        names(&["game"])
    );
    // The binary's files are another crate.
    assert_eq!(module_of(Path::new("cli/engine.rs")), None);
    assert_eq!(
        module_of(Path::new("book/frozen/mod.rs")),
        Some(vec!["book".to_string(), "frozen".to_string()])
    );
}

#[test]
fn nothing_the_book_runs_can_see_the_bot() {
    let graph = module_graph();
    // The graph is read, not empty: the bot plays the book, the book reads the table.
    assert!(graph["bot"].contains("book"), "{graph:?}");
    assert!(graph["book"].contains("tablebase"), "{graph:?}");
    let from_book = reachable(&graph, "book");
    assert!(
        !from_book.contains("bot"),
        "the book reaches the bot (so a change to the bot's evaluation, search or move order \
         could change a book policy's moves and void every book): reachable from book: \
         {from_book:?}; graph: {graph:?}"
    );
}

/// The positions and moves pinned in `tests/pinned/frozen_policy_moves.txt`.
fn pinned() -> Vec<(u8, Position, Move)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pinned/frozen_policy_moves.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let w: Vec<&str> = line.split_whitespace().collect();
            let [g, board, side, in_hand, captured, m] = w[..] else {
                panic!("a pinned line has six words: {line}");
            };
            let (tigers, goats) = Position::parse_board(board).expect("a pinned board");
            let side = Side::parse(side).expect("a pinned side");
            let pos = Position::new(
                tigers,
                goats,
                side,
                in_hand.parse().expect("goats in hand"),
                captured.parse().expect("goats captured"),
            )
            .expect("a pinned position");
            (
                g.parse().expect("goats to win"),
                pos,
                Move::parse(m).expect("a pinned move"),
            )
        })
        .collect()
}

#[test]
fn the_frozen_policy_plays_the_moves_the_bots_search_played_when_the_books_were_made() {
    let pinned = pinned();
    assert!(pinned.len() >= 1_000, "{} pinned positions", pinned.len());
    // The node-limited search everywhere (no exact search, no table), as pinned.
    let mut thinker = Thinker::new(Policy {
        exact_from: 20,
        ..DEFAULT_POLICY
    });
    let differ: Vec<String> = pinned
        .iter()
        .filter_map(|&(g, pos, pinned_move)| {
            let ours = thinker.choose_canonical(&pos, g, None);
            (ours != Some(pinned_move)).then(|| {
                format!(
                    "G={g} {} {} {}: pinned {pinned_move}, now {ours:?}",
                    pos.board_string(),
                    pos.to_move().name(),
                    pos.goats_in_hand()
                )
            })
        })
        .collect();
    assert!(
        differ.is_empty(),
        "the frozen policy plays otherwise at {} of {} positions (every book made with it is void): {:#?}",
        differ.len(),
        pinned.len(),
        &differ[..differ.len().min(10)]
    );
}
