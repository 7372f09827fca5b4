//! How often each drill was answered right, kept as text: one drill per line,
//! `GAME HALF_MOVE RIGHT`, after a `drills 1` header.

use super::slips::DrillKey;
use std::collections::BTreeMap;

/// Right answers after which a drill counts as learned.
pub const LEARNED: u32 = 2;

const HEADER: &str = "drills 1";

/// Right answers per drill; a drill never answered right is absent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    right: BTreeMap<DrillKey, u32>,
}

impl Progress {
    /// Right answers given for `key`.
    pub fn right(&self, key: DrillKey) -> u32 {
        self.right.get(&key).copied().unwrap_or(0)
    }

    /// Whether `key` was answered right [`LEARNED`] times.
    pub fn learned(&self, key: DrillKey) -> bool {
        self.right(key) >= LEARNED
    }

    /// The progress after an answer to `key`; a wrong answer changes nothing
    /// (the drill stays in the queue until answered right).
    pub fn after(mut self, key: DrillKey, right: bool) -> Progress {
        if right {
            *self.right.entry(key).or_insert(0) += 1;
        }
        self
    }

    /// Forgets the drills of games no longer kept (`keep` says which games
    /// are), so the text does not outgrow the history.
    pub fn retain_games(&mut self, keep: impl Fn(i64) -> bool) {
        self.right.retain(|k, _| keep(k.game));
    }

    /// The progress as text.
    pub fn save(&self) -> String {
        let mut out = String::from(HEADER);
        for (k, n) in &self.right {
            out.push_str(&format!("\n{} {} {n}", k.game, k.half_move));
        }
        out.push('\n');
        out
    }

    /// Reads [`Progress::save`]'s text. Empty text is no progress; a line
    /// that cannot be read is skipped alone and counted in the second value,
    /// as is a text without the header (every line then counts).
    pub fn restore(text: &str) -> (Progress, usize) {
        let mut lines = text.lines().filter(|l| !l.trim().is_empty());
        let mut progress = Progress::default();
        match lines.next() {
            None => return (progress, 0),
            Some(HEADER) => {}
            Some(_) => return (progress, 1 + lines.count()),
        }
        let mut refused = 0;
        for line in lines {
            let parts: Vec<&str> = line.split(' ').collect();
            let parsed = match parts[..] {
                [g, h, n] => g
                    .parse()
                    .ok()
                    .zip(h.parse().ok())
                    .zip(n.parse::<u32>().ok()),
                _ => None,
            };
            match parsed {
                Some(((game, half_move), n)) if n > 0 => {
                    progress.right.insert(DrillKey { game, half_move }, n);
                }
                _ => refused += 1,
            }
        }
        (progress, refused)
    }
}
