//! The `baghchal` command's modules (`core/src/cli/*.rs`) import one another
//! in one direction only: a helper two commands share lives in a module below
//! both, never in one of them. This reads the sources, collects each module's
//! `super::NAME` and `crate::cli::NAME` paths, and fails on any circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The module `mod.rs` is, in the graph.
const ROOT: &str = "cli";

/// Edges from each module of `sources` (file stem, text) to the modules it
/// names. In a child, `super::ITEM` where ITEM is no sibling module is an
/// item of `mod.rs`, so an edge to [`ROOT`]; in `mod.rs`, `NAME::` is an
/// edge to the child NAME. A glob (`super::*`, as a test module's) is skipped:
/// it names the file's own module.
fn edges(sources: &[(String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<&str> = sources
        .iter()
        .map(|(m, _)| m.as_str())
        .filter(|m| *m != "mod")
        .collect();
    let mut graph = BTreeMap::new();
    for (stem, text) in sources {
        let from = if stem == "mod" { ROOT } else { stem.as_str() };
        let mut to = BTreeSet::new();
        let code = without_comments(text);
        for prefix in ["super::", "crate::cli::"] {
            for (at, _) in code.match_indices(prefix) {
                for name in names_after(&code[at + prefix.len()..]) {
                    if modules.contains(name.as_str()) {
                        to.insert(name);
                    } else if name != "*" {
                        to.insert(ROOT.to_string());
                    }
                }
            }
        }
        if from == ROOT {
            for m in &modules {
                let called = format!("{m}::");
                let by_path = code.match_indices(&called).any(|(at, _)| {
                    !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':')
                });
                if by_path {
                    to.insert(m.to_string());
                }
            }
        }
        to.remove(from);
        graph.insert(from.to_string(), to);
    }
    graph
}

/// Source text with `//` comments removed (doc comments name modules in words).
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first path segment after `super::`: one name, or each name of a
/// `{a, b::c}` group.
fn names_after(rest: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '*')
            .collect()
    };
    if let Some(group) = rest.strip_prefix('{') {
        let inner = &group[..group.find('}').unwrap_or(group.len())];
        inner
            .split(',')
            .map(ident)
            .filter(|n| !n.is_empty())
            .collect()
    } else {
        vec![ident(rest)]
            .into_iter()
            .filter(|n| !n.is_empty())
            .collect()
    }
}

/// One circle of the graph, as the modules along it, if there is any.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|start| visit(start, graph, &mut Vec::new(), &mut done))
}

fn cli_sources() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("core/src/cli exists") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            out.push((stem, std::fs::read_to_string(&path).unwrap()));
        }
    }
    out.sort();
    out
}

#[test]
fn no_two_cli_modules_import_each_other() {
    let sources = cli_sources();
    assert!(sources.len() > 5, "the cli modules were found");
    let graph = edges(&sources);
    // The reader sees the dispatcher's edges: a graph without them would
    // pass whatever the children did.
    assert!(graph[ROOT].contains("play"), "{graph:?}");
    if let Some(found) = circle(&graph) {
        panic!(
            "the cli modules import one another in a circle: {} (move what they share to a module below both)",
            found.join(" -> ")
        );
    }
}

/// The reader and the circle finder on made-up sources: a circle through a
/// `{..}` group and one through an item of `mod.rs` are both found.
#[test]
fn the_reader_finds_circles_of_every_shape() {
    let src = |m: &str, t: &str| (m.to_string(), t.to_string());
    let grouped = [
        src("mod", "mod a; mod b; fn run() { a::run(); }"),
        src("a", "use super::{b, c::x};"),
        src("b", "fn f() { crate::cli::a::g(); }"),
        src("c", ""),
    ];
    let found = circle(&edges(&grouped)).expect("a -> b -> a");
    assert!(found.contains(&"a".into()) && found.contains(&"b".into()));
    let through_root = [
        src("mod", "fn run() { a::run(); }"),
        src("a", "fn f() { super::flag_number(); }"),
    ];
    assert!(circle(&edges(&through_root)).is_some());
    let clean = [
        src("mod", "fn run() { a::run(); b::run(); }"),
        src(
            "a",
            "use super::c::open; // super::b in a comment\n mod tests { use super::*; }",
        ),
        src("b", "use super::c;"),
        src("c", ""),
    ];
    assert_eq!(circle(&edges(&clean)), None, "{:?}", edges(&clean));
}
