//! `baghchal solve book`: the placement book made from a solve directory.

use super::open::{solve_dir, table as open_table};
use super::options::{find, pairs};
use super::output::Output;
use baghchal::book::explore::{Exploration, Explorer, Keep, PART};
use baghchal::book::file::{self, MIN_EXACT_FROM};
use baghchal::book::frame::Frame;
use baghchal::book::loaded::policy_answers;
use baghchal::book::policy::{Formation, DEFAULT_POLICY};
use baghchal::solve::Wdl;
use baghchal::{Position, Side, Square};
use std::path::Path;
use std::time::Instant;

/// One booked position in this many, where the policy searches exactly, has
/// its exact move checked against the layers by default (G = 5, 13 placed:
/// about 16,000 for the goats' book).
const EXACT_CHECK_EVERY: u64 = 1024;

fn usage() -> String {
    super::usage::form("solve", "book")
}

/// Explores both sides (or one) and prints what each reached.
pub(super) fn run(args: &[String]) -> Result<i32, String> {
    let usage = usage();
    let opts = pairs(
        args,
        &[
            "--layers",
            "--table",
            "--work",
            "--out",
            "--root",
            "--side",
            "--nodes",
            "--exact-from",
            "--keep",
            "--formation",
            "--exact-check-every",
        ],
        &usage,
    )?;
    let need = |flag: &str| find(&opts, flag).ok_or_else(|| format!("{flag} is required. {usage}"));
    let work = need("--work")?;
    let sides = match find(&opts, "--side").map(String::as_str) {
        None | Some("both") => vec![Side::Goat, Side::Tiger],
        Some("goat") => vec![Side::Goat],
        Some("tiger") => vec![Side::Tiger],
        Some(other) => return Err(format!("--side {other}: use goat, tiger or both")),
    };
    let mut policy = DEFAULT_POLICY;
    if let Some(v) = find(&opts, "--nodes") {
        policy.nodes = v
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("--nodes {v}: expected a number of nodes, 1 or more"))?;
    }
    if let Some(v) = find(&opts, "--exact-from") {
        policy.exact_from = v
            .parse()
            .ok()
            .filter(|n| (MIN_EXACT_FROM..=20).contains(n))
            .ok_or_else(|| {
                format!(
                    "--exact-from {v}: expected goats placed, {MIN_EXACT_FROM} to 20 (20: never)"
                )
            })?;
    }
    if let Some(v) = find(&opts, "--formation") {
        if sides != [Side::Tiger] {
            return Err("--formation is a rule for the tigers: give --side tiger".into());
        }
        policy.formation = Some(parse_formation(v)?);
    }
    let exact_check_every = match find(&opts, "--exact-check-every") {
        None => EXACT_CHECK_EVERY,
        Some(v) => v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
            format!("--exact-check-every {v}: expected a number of positions, 1 or more")
        })?,
    };
    let keep = match find(&opts, "--keep").map(String::as_str) {
        Some("exact") => Keep::Exact,
        None | Some("draw") => Keep::Draw,
        Some(other) => return Err(format!("--keep {other}: use exact or draw")),
    };
    let root = match find(&opts, "--root") {
        None => Position::start(),
        Some(text) => match text.split_whitespace().collect::<Vec<_>>()[..] {
            [board, side, in_hand, captured] => {
                baghchal::protocol::parse_setup(board, side, in_hand, captured)
                    .map_err(|e| format!("--root: {e}"))?
            }
            _ => {
                return Err(format!(
                    "--root \"{text}\": expected board, side, in hand, captured"
                ))
            }
        },
    };
    // Checked before hours of exploring: its folder made, a file creatable.
    let out = find(&opts, "--out")
        .map(|o| Output::prepare(o))
        .transpose()?;
    let start = Instant::now();
    let progress = |line: &str| eprintln!("[{:8.1}s] {line}", start.elapsed().as_secs_f64());
    let sol = solve_dir(Some(need("--layers")?), false, &usage)?;
    let table = open_table(need("--table")?)?;
    if table.goats_to_win() != sol.goats_to_win() {
        return Err(format!(
            "the table is for goats_to_win {}, the layers for {}",
            table.goats_to_win(),
            sol.goats_to_win()
        ));
    }
    let mut explored = Vec::new();
    for side in sides {
        let root_value = sol
            .value(&root)
            .map(|v| if root.to_move() == side { v } else { v.flip() });
        if root_value == Some(Wdl::Loss) {
            println!("the {}s lose from the root: no book for them", side.name());
            continue;
        }
        let explorer = Explorer {
            solution: &sol,
            table: &table,
            policy,
            side,
            keep,
            part: PART,
            exact_check_every,
        };
        let found = explorer
            .explore(&root, Path::new(work), &progress)
            .map_err(|e| format!("{work}: {e}"))?;
        print_exploration(&found);
        explored.push(found);
    }
    if explored.is_empty() {
        println!("no side to book: no book written");
        return Ok(1);
    }
    let sound = explored.iter().all(|e| {
        let t = e.total();
        t.losses == 0 && t.unknown == 0 && t.exact_wrong == 0
    });
    if !sound {
        println!("a booked side reaches a lost or unsolved position: no book written");
        return Ok(1);
    }
    if let Some(out) = out {
        let answers = policy_answers(policy, sol.goats_to_win(), Some(&table));
        let sections: Vec<_> = explored
            .iter()
            .map(|e| (e.side, e.exceptions.as_slice()))
            .collect();
        let root_key = (root.to_move(), Frame::of(&root).key());
        let bytes = file::write(
            sol.goats_to_win(),
            keep,
            root_key,
            policy,
            &answers,
            &sections,
        );
        let shown = out.path().display().to_string();
        out.commit(&bytes)?;
        println!("book written to {shown}: {} bytes", bytes.len());
    }
    Ok(0)
}

/// A formation from `b2,d2,b4,d4` (the points), optionally ending in
/// `,captures-first`.
fn parse_formation(text: &str) -> Result<Formation, String> {
    let mut rule = Formation {
        points: 0,
        captures_first: false,
    };
    for word in text.split(',') {
        if word == "captures-first" {
            rule.captures_first = true;
        } else {
            let sq: Square = word.parse().map_err(|e| {
                format!("--formation {text}: {word}: {e} (expected points such as b2,d2,b4,d4)")
            })?;
            rule.points |= sq.bb().0;
        }
    }
    if rule.points == 0 {
        return Err(format!("--formation {text}: name at least one point"));
    }
    Ok(rule)
}

fn print_exploration(found: &Exploration) {
    println!("book for the {}s", found.side.name());
    println!(
        "{:>6} {:>6} {:>12} {:>12} {:>12} {:>8} {:>10}",
        "placed", "move", "positions", "wins", "draws", "losses", "exceptions"
    );
    for (id, t) in &found.layers {
        println!(
            "{:>6} {:>6} {:>12} {:>12} {:>12} {:>8} {:>10}",
            id.placed,
            if id.tigers_to_move { "tiger" } else { "goat" },
            t.positions,
            t.wins,
            t.draws,
            t.losses,
            t.exceptions
        );
    }
    let t = found.total();
    println!(
        "total {} positions ({} wins, {} draws, {} losses for the {}s, {} unknown), {} exceptions ({} keep a win the policy would draw)",
        t.positions,
        t.wins,
        t.draws,
        t.losses,
        found.side.name(),
        t.unknown,
        t.exceptions,
        t.win_exceptions
    );
    if t.exact_checked > 0 {
        println!(
            "exact search: {} of its moves checked against the layers, {} lowered the value",
            t.exact_checked, t.exact_wrong
        );
    }
}
