//! What the placement tests share: a G = 3 movement table built once, the
//! last placement layers swept once per test binary, and a plain full-width
//! minimax that does not rest on the sweep's code.

#![allow(dead_code)]

use baghchal::solve::{self, Wdl};
use baghchal::tablebase::{Tablebase, Value};
use baghchal::{Bitboard, MoveList, Phase, Position, Side};
use rand::Rng;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// Goats to win for the check: captures lead to two further parts and the
/// third wins, and the sweep of the last two placements stays in seconds.
pub const G: u8 = 3;
/// Lowest goats placed the test sweeps.
pub const LOWEST: u8 = 18;

pub fn quiet(_: &str) {}

pub fn table() -> &'static Tablebase {
    shared_table()
}

/// The same table, shared for a bot.
pub fn shared_table() -> &'static Arc<Tablebase> {
    static TABLE: OnceLock<Arc<Tablebase>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let table = Tablebase::build(G, &quiet).expect("the G = 3 table builds");
        // As the apps load it: the exact search then reads the index at the
        // goats' last placement, which the minimax checks here exercise.
        table.index_outcomes();
        Arc::new(table)
    })
}

/// A fresh directory under the system's temporary one.
pub fn scratch(name: &str) -> PathBuf {
    // Under the target directory, which cargo clean clears, not the system temp dir.
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("solve-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

pub fn options<'a>(out: &'a Path) -> solve::Options<'a> {
    solve::Options {
        goats_to_win: G,
        table: table(),
        out,
        lowest: LOWEST,
        progress_every: Duration::from_secs(3600),
    }
}

/// The layers 19 and 18 placed, solved once per test binary.
pub fn swept() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = scratch("swept");
        solve::build(&options(&dir), &quiet).expect("the sweep runs");
        dir
    })
}

/// The value for the side to move by full-width search: placements, steps
/// and jumps from `Position::generate`, a capture reaching `G` wins, no move
/// loses, and the movement table's value once every goat is placed.
pub fn minimax(pos: &Position) -> Wdl {
    if pos.phase() == Phase::Movement {
        return match table().probe(pos).expect("the table covers it") {
            Value::Win(_) => Wdl::Win,
            Value::Loss(_) => Wdl::Loss,
            Value::Draw => Wdl::Draw,
        };
    }
    let mut list = MoveList::new();
    pos.generate(true, &mut list);
    let mut best = Wdl::Loss;
    for &m in list.iter() {
        let mut after = *pos;
        after.play_unchecked(m);
        let mine = if after.captured() >= G {
            Wdl::Win
        } else {
            minimax(&after).flip()
        };
        if mine == Wdl::Win {
            return Wdl::Win;
        }
        if mine == Wdl::Draw {
            best = Wdl::Draw;
        }
    }
    best
}

/// A random placement position with `placed` goats placed and `captured` eaten.
pub fn random_position(rng: &mut impl Rng, placed: u8, captured: u8, side: Side) -> Position {
    let mut points: Vec<u32> = (0..25).collect();
    for i in 0..25 {
        let j = rng.gen_range(i..25);
        points.swap(i, j);
    }
    let bits = |p: &[u32]| Bitboard(p.iter().map(|&i| 1 << i).sum());
    let goats = (placed - captured) as usize;
    Position::new(
        bits(&points[..4]),
        bits(&points[4..4 + goats]),
        side,
        20 - placed,
        captured,
    )
    .expect("a placement position")
}
