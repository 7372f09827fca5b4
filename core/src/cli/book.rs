//! `baghchal solve book`: the placement book made from a solve directory.

use super::open::{searched_table, solve_dir};
use super::options::{count, Exit, Failure};
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

/// What `solve book` is given.
#[derive(clap::Args, Debug)]
pub struct BookArgs {
    /// The folder of the solved layers
    #[arg(long, value_name = "DIR")]
    layers: String,
    /// The endgame table of the same goats-to-win
    #[arg(long, value_name = "FILE")]
    table: String,
    /// A folder for the exploration's work, kept to resume it
    #[arg(long, value_name = "DIR")]
    work: String,
    /// The book file to write
    #[arg(long, value_name = "BOOK")]
    out: Option<String>,
    /// The position the book starts from (default: the start)
    #[arg(long, value_name = "BOARD SIDE IN_HAND CAPTURED")]
    root: Option<String>,
    /// The side (or both) the book plays
    #[arg(long, value_name = "goat|tiger|both", default_value = "both", value_parser = ["goat", "tiger", "both"])]
    side: String,
    /// The policy's search nodes per move
    #[arg(long, value_name = "N", value_parser = nodes)]
    nodes: Option<u32>,
    /// Goats placed from which the policy searches exactly
    #[arg(long, value_name = "PLACED", value_parser = exact_from)]
    exact_from: Option<u8>,
    /// Which exceptions to keep: those that keep the exact value, or a draw
    #[arg(long, value_name = "exact|draw", default_value = "draw", value_parser = ["exact", "draw"])]
    keep: String,
    /// The tigers' formation rule: points, and optionally captures first
    #[arg(long, value_name = "POINTS[,captures-first]")]
    formation: Option<String>,
    /// Check one exact move in this many against the layers
    #[arg(long, value_name = "N", default_value_t = EXACT_CHECK_EVERY, value_parser = count)]
    exact_check_every: u64,
}

/// Search nodes, 1 or more.
fn nodes(text: &str) -> Result<u32, String> {
    count(text).and_then(|n| u32::try_from(n).map_err(|_| format!("at most {}", u32::MAX)))
}

/// Goats placed from which the exact search plays.
fn exact_from(text: &str) -> Result<u8, String> {
    text.parse()
        .ok()
        .filter(|n| (MIN_EXACT_FROM..=20).contains(n))
        .ok_or_else(|| format!("expected goats placed, {MIN_EXACT_FROM} to 20 (20: never)"))
}

/// Explores both sides (or one) and prints what each reached.
pub(super) fn run(args: BookArgs) -> Exit {
    let work = &args.work;
    let sides = match args.side.as_str() {
        "goat" => vec![Side::Goat],
        "tiger" => vec![Side::Tiger],
        _ => vec![Side::Goat, Side::Tiger],
    };
    let mut policy = DEFAULT_POLICY;
    if let Some(nodes) = args.nodes {
        policy.nodes = nodes;
    }
    if let Some(placed) = args.exact_from {
        policy.exact_from = placed;
    }
    if let Some(v) = &args.formation {
        if sides != [Side::Tiger] {
            return Err(Failure::Usage(
                "--formation is a rule for the tigers: give --side tiger".into(),
            ));
        }
        policy.formation = Some(parse_formation(v).map_err(Failure::Usage)?);
    }
    let exact_check_every = args.exact_check_every;
    let keep = match args.keep.as_str() {
        "exact" => Keep::Exact,
        _ => Keep::Draw,
    };
    let root = match &args.root {
        None => Position::start(),
        Some(text) => match text.split_whitespace().collect::<Vec<_>>()[..] {
            [board, side, in_hand, captured] => {
                baghchal::protocol::parse_setup(board, side, in_hand, captured)
                    .map_err(|e| Failure::Usage(format!("--root: {e}")))?
            }
            _ => {
                return Err(Failure::Usage(format!(
                    "--root \"{text}\": expected board, side, in hand, captured"
                )))
            }
        },
    };
    // Checked before hours of exploring: its folder made, a file creatable.
    let out = args.out.as_deref().map(Output::prepare).transpose()?;
    let start = Instant::now();
    let progress = |line: &str| eprintln!("[{:8.1}s] {line}", start.elapsed().as_secs_f64());
    let sol = solve_dir(&args.layers, false)?;
    let table = searched_table(&args.table)?;
    if table.goats_to_win() != sol.goats_to_win() {
        return Err(Failure::Plain(format!(
            "the table is for goats_to_win {}, the layers for {}",
            table.goats_to_win(),
            sol.goats_to_win()
        )));
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
