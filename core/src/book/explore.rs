//! Making a book: with the placement solve loaded, follow every line in
//! which the booked side plays the policy and the opponent plays every legal
//! move, and wherever the policy's move would lower the position's value,
//! record one that keeps it. The positions reached are the proof: none of
//! them may be lost for the booked side.
//!
//! The lines are followed a layer (goats placed, side to move) at a time,
//! each layer a sorted set of class keys, in parts of keys ([`PART`]). Every
//! finished part and layer is written to a work directory (its exceptions,
//! its tally, the keys it reaches), so a stopped run resumes at the first
//! unfinished part: a large layer takes hours.
//!
//! Where the policy searches exactly ([`Policy::exact_from`]) play stops: the
//! booked positions reached there are tallied (none may be lost) and a sample
//! of their exact moves is checked against the layers; no exception is
//! needed, as the exact search keeps every value.

use super::code::encode;
use super::exact::ExactSearch;
use super::frame::{key_of, position_of, Frame, Key};
use super::policy::{Policy, Thinker};
use crate::moves::MoveList;
use crate::position::Position;
use crate::side::{Phase, Side};
use crate::solve::verify::successor_value;
use crate::solve::{LayerId, Solution, Wdl};
use crate::tablebase::Tablebase;
use rayon::prelude::*;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Keys explored between two saves by default: minutes of a large layer.
pub const PART: usize = 1 << 21;

/// One position where the policy's move is not good enough, and the move to
/// play instead, in the canonical frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Exception {
    /// The position's class key.
    pub key: Key,
    /// The move's code ([`super::code`]).
    pub code: u16,
}

/// What one layer of the exploration reached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LayerTally {
    /// Classes reached.
    pub positions: u64,
    /// Of those, won / drawn / lost for the booked side.
    pub wins: u64,
    /// Drawn for the booked side.
    pub draws: u64,
    /// Lost for the booked side (the book is wrong if any).
    pub losses: u64,
    /// Exceptions recorded (booked side to move only).
    pub exceptions: u64,
    /// Of those, exceptions where the policy's move kept a draw but lost a win.
    pub win_exceptions: u64,
    /// Classes whose value the solve could not give (its layers incomplete).
    pub unknown: u64,
    /// Booked positions, from the policy's exact search on, whose exact move
    /// was checked against the layers (a sample: see [`Explorer::exact_check_every`]).
    pub exact_checked: u64,
    /// Of those, moves that lowered the value (the book is wrong if any).
    pub exact_wrong: u64,
}

impl LayerTally {
    /// Adds another tally's counts to this one.
    pub fn add(&mut self, b: &LayerTally) {
        self.positions += b.positions;
        self.wins += b.wins;
        self.draws += b.draws;
        self.losses += b.losses;
        self.exceptions += b.exceptions;
        self.win_exceptions += b.win_exceptions;
        self.unknown += b.unknown;
        self.exact_checked += b.exact_checked;
        self.exact_wrong += b.exact_wrong;
    }
}

/// A whole exploration for one booked side.
#[derive(Clone, Debug)]
pub struct Exploration {
    /// The side the book plays.
    pub side: Side,
    /// Each layer reached, in the order play reaches them.
    pub layers: Vec<(LayerId, LayerTally)>,
    /// Every exception, sorted by key.
    pub exceptions: Vec<Exception>,
}

impl Exploration {
    /// The sum of the layers' tallies.
    pub fn total(&self) -> LayerTally {
        let mut t = LayerTally::default();
        for (_, l) in &self.layers {
            t.add(l);
        }
        t
    }
}

/// The layer of a placement position.
pub fn layer_of(pos: &Position) -> LayerId {
    LayerId {
        placed: crate::position::TOTAL_GOATS - pos.goats_in_hand(),
        tigers_to_move: pos.to_move() == Side::Tiger,
    }
}

/// The layer play reaches after `id`, if still in placement.
fn next_layer(id: LayerId) -> Option<LayerId> {
    match (id.tigers_to_move, id.placed) {
        (true, p) => Some(LayerId {
            placed: p,
            tigers_to_move: false,
        }),
        (false, p) if p < 19 => Some(LayerId {
            placed: p + 1,
            tigers_to_move: true,
        }),
        _ => None,
    }
}

fn side_of(id: LayerId) -> Side {
    if id.tigers_to_move {
        Side::Tiger
    } else {
        Side::Goat
    }
}

/// What a worker found over a run of keys.
#[derive(Default)]
struct Batch {
    next: Vec<Key>,
    exceptions: Vec<Exception>,
    tally: LayerTally,
}

impl Batch {
    fn merge(mut self, other: Batch) -> Batch {
        self.next.extend(other.next);
        self.exceptions.extend(other.exceptions);
        self.tally.add(&other.tally);
        self
    }
}

/// The exploration's fixed inputs.
pub struct Explorer<'a> {
    /// The placement solve.
    pub solution: &'a Solution,
    /// The movement table of the same goats-to-win.
    pub table: &'a Tablebase,
    /// The policy the book corrects.
    pub policy: Policy,
    /// The side the book plays.
    pub side: Side,
    /// What the book keeps.
    pub keep: Keep,
    /// Keys explored between two saves (for example [`PART`]).
    pub part: usize,
    /// Where the policy searches exactly, one booked position in this many
    /// (picked by a hash of its key) has its exact move checked against the
    /// layers (1: all). Play stops there: the exact search keeps every value.
    pub exact_check_every: u64,
}

/// What the booked side's moves must keep.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The position's exact value: a win stays a win.
    Exact,
    /// At least a draw: a win may become a draw, never a loss.
    Draw,
}

impl Explorer<'_> {
    /// The value for the mover of `pos` after `m`, if known.
    fn after(&self, pos: &Position, m: crate::moves::Move) -> Option<Wdl> {
        let mut child = *pos;
        child.play_unchecked(m);
        Some(successor_value(self.solution, Some(self.table), &child)?.flip())
    }

    /// Records `child` for the next layer unless play leaves placement or ends there.
    fn push(&self, child: &Position, out: &mut Batch) {
        if child.phase() == Phase::Placement
            && child.captured() < self.solution.goats_to_win()
            && child.has_moves(true)
        {
            out.next.push(Frame::of(child).key());
        }
    }

    fn visit(&self, thinker: &mut Thinker, pos: &Position, out: &mut Batch) {
        out.tally.positions += 1;
        let Some(value) = self.solution.value(pos) else {
            out.tally.unknown += 1;
            return;
        };
        let booked = pos.to_move() == self.side;
        match if booked { value } else { value.flip() } {
            Wdl::Win => out.tally.wins += 1,
            Wdl::Draw => out.tally.draws += 1,
            Wdl::Loss => out.tally.losses += 1,
        }
        if !booked {
            let mut list = MoveList::new();
            pos.generate(true, &mut list);
            for &m in list.iter() {
                let mut child = *pos;
                child.play_unchecked(m);
                self.push(&child, out);
            }
            return;
        }
        if self.policy.is_exact_at(pos) {
            // A hash of the key, as its low bits are tiger points: an even spread.
            let mixed = key_of(pos).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
            if mixed % self.exact_check_every.max(1) == 0 {
                out.tally.exact_checked += 1;
                let chosen = ExactSearch::new(self.table).best_move(pos);
                if chosen.and_then(|m| self.after(pos, m)) != Some(value) {
                    out.tally.exact_wrong += 1;
                }
            }
            return;
        }
        let g = self.solution.goats_to_win();
        let Some(chosen) = thinker.choose_canonical(pos, g, Some(self.table)) else {
            return;
        };
        let good = |v: Option<Wdl>| match (self.keep, v) {
            (_, Some(v)) if v == value => true,
            (Keep::Draw, Some(Wdl::Draw)) => value == Wdl::Win,
            _ => false,
        };
        let policy_value = self.after(pos, chosen);
        let chosen = if good(policy_value) {
            chosen
        } else {
            if value == Wdl::Win && policy_value == Some(Wdl::Draw) {
                out.tally.win_exceptions += 1;
            }
            let mut list = MoveList::new();
            pos.generate(true, &mut list);
            let mut keeps = list
                .iter()
                .copied()
                .filter(|&m| self.after(pos, m) == Some(value));
            // Under a rule, its own best keeping move: lines that meet again.
            let better = match self.policy.formation {
                Some(rule) => keeps.min_by_key(|&m| rule.score(pos, m)),
                None => keeps.next(),
            };
            let Some(better) = better else {
                out.tally.unknown += 1;
                return;
            };
            out.tally.exceptions += 1;
            out.exceptions.push(Exception {
                key: key_of(pos),
                code: encode(better),
            });
            better
        };
        let mut child = *pos;
        child.play_unchecked(chosen);
        self.push(&child, out);
    }

    /// Explores one run of keys; its exceptions and next keys come back
    /// sorted, without repeats.
    fn run(&self, id: LayerId, keys: &[Key]) -> Batch {
        let mut found = keys
            .par_chunks(256)
            .map_init(
                || Thinker::new(self.policy),
                |thinker, chunk| {
                    let mut out = Batch::default();
                    for &key in chunk {
                        let pos = position_of(key, side_of(id)).expect("keys of this layer");
                        self.visit(thinker, &pos, &mut out);
                    }
                    out
                },
            )
            .reduce(Batch::default, Batch::merge);
        found.next.par_sort_unstable();
        found.next.dedup();
        found.exceptions.sort_unstable();
        found
    }

    /// Explores one layer's keys in parts of `self.part` keys, each kept in
    /// `work` once done (`part` names its files), so a stopped layer resumes
    /// at its first unfinished part. Returns the layer's tally, exceptions
    /// and the next layer's keys (sorted, without repeats).
    fn layer(
        &self,
        id: LayerId,
        keys: &[Key],
        part: &dyn Fn(usize, &str) -> PathBuf,
        progress: &(dyn Fn(&str) + Sync),
    ) -> io::Result<(LayerTally, Vec<Exception>, Vec<Key>)> {
        let start = Instant::now();
        let size = self.part.max(1);
        let parts = keys.len().div_ceil(size);
        let mut fresh = 0;
        for (i, run) in keys.chunks(size).enumerate() {
            if part(i, "tally").exists() {
                continue;
            }
            let found = self.run(id, run);
            write_atomic(&part(i, "keys"), &keys_bytes(&found.next))?;
            write_atomic(&part(i, "exceptions"), &exceptions_bytes(&found.exceptions))?;
            write_atomic(&part(i, "tally"), tally_line(&found.tally).as_bytes())?;
            fresh += run.len();
            let done = ((i + 1) * size).min(keys.len());
            let secs = start.elapsed().as_secs_f64();
            progress(&format!(
                "{id}: part {}/{parts}, {done}/{} positions, {} exceptions in this part, \
                 {:.0} s, about {:.0} s left",
                i + 1,
                keys.len(),
                found.tally.exceptions,
                secs,
                secs / fresh as f64 * (keys.len() - done) as f64
            ));
        }
        let mut all = Batch::default();
        for i in 0..parts {
            all = all.merge(Batch {
                next: read_keys(&part(i, "keys"))?,
                exceptions: read_exceptions(&part(i, "exceptions"))?,
                tally: read_tally(&part(i, "tally"))?,
            });
        }
        all.next.par_sort_unstable();
        all.next.dedup();
        all.exceptions.sort_unstable();
        Ok((all.tally, all.exceptions, all.next))
    }

    /// Explores from `root` (a placement position, for example the start),
    /// keeping each finished layer in `work` and resuming from what is there.
    pub fn explore(
        &self,
        root: &Position,
        work: &Path,
        progress: &(dyn Fn(&str) + Sync),
    ) -> io::Result<Exploration> {
        if root.phase() != Phase::Placement {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "the root has no goat in hand: a book covers the placement phase",
            ));
        }
        std::fs::create_dir_all(work)?;
        self.stamp(root, work)?;
        let name = |id: LayerId, what: &str| -> PathBuf {
            work.join(format!(
                "{}-p{:02}-{}.{what}",
                self.side.name(),
                id.placed,
                if id.tigers_to_move { "tigers" } else { "goats" }
            ))
        };
        let mut id = layer_of(root);
        let mut keys = vec![Frame::of(root).key()];
        let mut out = Exploration {
            side: self.side,
            layers: Vec::new(),
            exceptions: Vec::new(),
        };
        loop {
            let done = name(id, "tally");
            let (tally, exceptions, next) = if done.exists() {
                let tally = read_tally(&done)?;
                let exceptions = read_exceptions(&name(id, "exceptions"))?;
                let next = match next_layer(id) {
                    Some(n) if name(n, "tally").exists() => Vec::new(),
                    Some(n) => read_keys(&name(n, "keys"))?,
                    None => Vec::new(),
                };
                progress(&format!(
                    "{id}: finished before, {} positions",
                    tally.positions
                ));
                (tally, exceptions, next)
            } else {
                let part = |i: usize, what: &str| name(id, &format!("part{i:05}.{what}"));
                let (tally, exceptions, next) = self.layer(id, &keys, &part, progress)?;
                if let Some(n) = next_layer(id) {
                    write_atomic(&name(n, "keys"), &keys_bytes(&next))?;
                }
                write_atomic(&name(id, "exceptions"), &exceptions_bytes(&exceptions))?;
                write_atomic(&done, tally_line(&tally).as_bytes())?;
                for i in 0..keys.len().div_ceil(self.part.max(1)) {
                    for what in ["keys", "exceptions", "tally"] {
                        std::fs::remove_file(part(i, what))?;
                    }
                }
                progress(&format!(
                    "{id}: {} positions, {} exceptions, {} next",
                    tally.positions,
                    tally.exceptions,
                    next.len()
                ));
                (tally, exceptions, next)
            };
            out.layers.push((id, tally));
            out.exceptions.extend(exceptions);
            match next_layer(id) {
                Some(n) if !next.is_empty() || name(n, "tally").exists() => {
                    id = n;
                    keys = next;
                }
                _ => break,
            }
        }
        out.exceptions.sort_unstable();
        Ok(out)
    }
}

impl Explorer<'_> {
    /// What decides the exploration's layers: resuming under other inputs
    /// would mix two explorations into one wrong book.
    fn inputs(&self, root: &Position) -> String {
        let p = self.policy;
        format!(
            "goats-to-win {} keep {:?} root {} {:#x} nodes {} table-bytes {} seed {:#x} exact-from {}{}\n",
            self.solution.goats_to_win(),
            self.keep,
            root.to_move().name(),
            Frame::of(root).key(),
            p.nodes,
            p.table_bytes,
            p.seed,
            p.exact_from,
            p.formation.map_or(String::new(), |f| format!(
                " formation {:#x} captures-first {}",
                f.points, f.captures_first
            ))
        )
    }

    /// Records the inputs in `work` (`SIDE.inputs`) on its first use, and
    /// refuses a work dir explored under other inputs, or one holding this
    /// side's layers with no record of what made them.
    fn stamp(&self, root: &Position, work: &Path) -> io::Result<()> {
        let path = work.join(format!("{}.inputs", self.side.name()));
        let wanted = self.inputs(root);
        let refuse = |why: String| Err(io::Error::new(io::ErrorKind::InvalidInput, why));
        match std::fs::read_to_string(&path) {
            Ok(found) if found == wanted => Ok(()),
            Ok(found) => refuse(format!(
                "{} was explored with `{}`, not `{}`: use another work dir",
                work.display(),
                found.trim(),
                wanted.trim()
            )),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let prefix = format!("{}-p", self.side.name());
                for entry in std::fs::read_dir(work)? {
                    if entry?.file_name().to_string_lossy().starts_with(&prefix) {
                        return refuse(format!(
                            "{} holds {} layers but no {}: if they were made with `{}`, write that line there",
                            work.display(),
                            self.side.name(),
                            path.display(),
                            wanted.trim()
                        ));
                    }
                }
                write_atomic(&path, wanted.as_bytes())
            }
            Err(e) => Err(e),
        }
    }
}

fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}

fn keys_bytes(keys: &[Key]) -> Vec<u8> {
    keys.iter().flat_map(|k| k.to_le_bytes()).collect()
}

fn read_keys(path: &Path) -> io::Result<Vec<Key>> {
    let bytes = std::fs::read(path)?;
    Ok(bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect())
}

fn exceptions_bytes(list: &[Exception]) -> Vec<u8> {
    list.iter()
        .flat_map(|e| {
            let mut b = e.key.to_le_bytes().to_vec();
            b.extend_from_slice(&e.code.to_le_bytes());
            b
        })
        .collect()
}

fn read_exceptions(path: &Path) -> io::Result<Vec<Exception>> {
    let bytes = std::fs::read(path)?;
    Ok(bytes
        .chunks_exact(10)
        .map(|c| Exception {
            key: u64::from_le_bytes(c[..8].try_into().expect("8 bytes")),
            code: u16::from_le_bytes(c[8..].try_into().expect("2 bytes")),
        })
        .collect())
}

fn tally_line(t: &LayerTally) -> String {
    format!(
        "{} {} {} {} {} {} {} {} {}\n",
        t.positions,
        t.wins,
        t.draws,
        t.losses,
        t.exceptions,
        t.win_exceptions,
        t.unknown,
        t.exact_checked,
        t.exact_wrong
    )
}

fn read_tally(path: &Path) -> io::Result<LayerTally> {
    let text = std::fs::read_to_string(path)?;
    let n: Vec<u64> = text
        .split_whitespace()
        .map(|w| w.parse())
        .collect::<Result<_, _>>()
        .map_err(|e| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: {e}", path.display()),
            )
        })?;
    // Seven counts in files written before the exact search.
    let (counts, exact_checked, exact_wrong) = match n[..] {
        [ref c @ .., checked, wrong] if n.len() == 9 => (c, checked, wrong),
        ref c => (c, 0, 0),
    };
    let [positions, wins, draws, losses, exceptions, win_exceptions, unknown] = counts[..] else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{}: expected seven or nine counts", path.display()),
        ));
    };
    Ok(LayerTally {
        positions,
        wins,
        draws,
        losses,
        exceptions,
        win_exceptions,
        unknown,
        exact_checked,
        exact_wrong,
    })
}
