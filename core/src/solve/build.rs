//! The whole sweep: every layer from goats to move at 19 placed down to the
//! start, each written to its own file as soon as it is solved. A layer whose
//! file is already complete is not solved again, so a stopped run resumes.

use super::file::{self, LayerError};
use super::index::PlacementIndex;
use super::layer::{Layer, LayerId, Tally};
use super::movement::Movement;
use super::sweep::{solve_layer, Source};
use crate::tablebase::Tablebase;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What to build.
pub struct Options<'a> {
    /// Captures that win for the tigers; the table must be for the same.
    pub goats_to_win: u8,
    /// The movement table (its tiger-to-move values are read once).
    pub table: &'a Tablebase,
    /// Directory of the layer files (created if missing).
    pub out: &'a Path,
    /// Lowest goats-placed count to solve (0 for the whole sweep).
    pub lowest: u8,
    /// Seconds between progress lines while a layer is solved.
    pub progress_every: Duration,
}

/// How one layer went.
#[derive(Clone, Debug)]
pub struct LayerReport {
    /// Which layer.
    pub id: LayerId,
    /// Slots (classes and aliases).
    pub slots: u64,
    /// Win / draw / loss counts over its classes.
    pub tally: Tally,
    /// Whether its file was already complete (then no times are given).
    pub reused: bool,
    /// Wall time to solve and write it.
    pub wall: Duration,
    /// Processor time of the whole process meanwhile, if the system tells.
    pub cpu: Option<f64>,
}

/// The identity of a table: the checksum its file ends with.
pub fn table_sum(tb: &Tablebase) -> u64 {
    let bytes = tb.file_bytes();
    let tail = &bytes[bytes.len().saturating_sub(8)..];
    let mut word = [0u8; 8];
    word[..tail.len()].copy_from_slice(tail);
    u64::from_le_bytes(word)
}

/// Processor seconds (user + system) of this process, where `/proc` has them.
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    // Linux reports clock ticks of 1/100 s on every common configuration.
    Some((user + system) / 100.0)
}

/// Peak resident memory of this process in bytes, where `/proc` has it.
pub fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// A duration as `1h02m`, `3m04s` or `5.2s`.
pub fn short(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 3600.0 {
        format!("{}h{:02}m", s as u64 / 3600, s as u64 % 3600 / 60)
    } else if s >= 60.0 {
        format!("{}m{:02}s", s as u64 / 60, s as u64 % 60)
    } else {
        format!("{s:.1}s")
    }
}

/// Runs (or resumes) the sweep; `progress` hears a line now and then.
pub fn build(
    opts: &Options<'_>,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Vec<LayerReport>, LayerError> {
    let g = opts.goats_to_win;
    if !(1..=20).contains(&g) {
        return Err(LayerError(format!("goats_to_win {g} is outside 1..=20")));
    }
    if opts.table.goats_to_win() != g {
        return Err(LayerError(format!(
            "the movement table is for goats_to_win {}, the sweep for {g}",
            opts.table.goats_to_win()
        )));
    }
    std::fs::create_dir_all(opts.out)
        .map_err(|e| LayerError(format!("cannot create {}: {e}", opts.out.display())))?;
    let index = PlacementIndex::new();
    let classes = index.tiger_classes();
    let sum = table_sum(opts.table);
    let order: Vec<LayerId> = LayerId::sweep_order()
        .into_iter()
        .filter(|id| id.placed >= opts.lowest)
        .collect();
    let slots_of = |id: LayerId| -> u64 { id.captured(g).map(|c| id.slots(c, classes)).sum() };
    let mut left: u64 = order.iter().map(|&id| slots_of(id)).sum();
    let mut movement: Option<Movement> = None;
    let mut longest: Option<u16> = None;
    let mut prev: Option<Layer> = None;
    let mut reports = Vec::new();
    let started = Instant::now();
    let mut solved_slots = 0u64;
    for (k, &id) in order.iter().enumerate() {
        let path = opts.out.join(id.file_name());
        let slots = slots_of(id);
        match file::read_header(&path, classes) {
            Ok(h) if h.goats_to_win == g && h.table_sum == sum && h.id == id => {
                // Complete on disk: read it whole (every checksum) and keep it
                // as the next layer's source.
                match file::read(&path, classes) {
                    Ok((h, parts)) => {
                        progress(&format!("{id}: complete on disk, not solved again"));
                        longest = Some(h.longest);
                        reports.push(LayerReport {
                            id,
                            slots,
                            tally: h
                                .parts
                                .iter()
                                .fold(Tally::default(), |a, p| a.plus(p.tally)),
                            reused: true,
                            wall: Duration::ZERO,
                            cpu: None,
                        });
                        prev = Some(Layer { id, parts });
                        movement = None;
                        left -= slots;
                        continue;
                    }
                    Err(e) => progress(&format!("{id}: {e}; solving it again")),
                }
            }
            Ok(_) => {
                return Err(LayerError(format!(
                    "{} belongs to another sweep (other goats_to_win or movement table); \
                     use another --out directory",
                    path.display()
                )))
            }
            Err(e) if path.exists() => progress(&format!(
                "{id}: {} is unusable ({e}); solving it again",
                path.display()
            )),
            Err(_) => {}
        }
        let t0 = Instant::now();
        let cpu0 = cpu_seconds();
        if k == 0 {
            // Only the first layer (goats to move at 19) reads the table.
            progress("decoding the movement table's tiger-to-move values");
            let m = Movement::decode(opts.table, &index);
            longest = Some(m.longest);
            movement = Some(m);
        }
        let source = match (&movement, &prev) {
            (_, Some(layer)) => Source::Layer(layer),
            (Some(m), None) => Source::Movement(m),
            (None, None) => unreachable!("a source was prepared above"),
        };
        let done = AtomicU64::new(0);
        let stop = AtomicBool::new(false);
        let layer = std::thread::scope(|scope| {
            scope.spawn(|| {
                let mut last = Instant::now();
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(200));
                    if last.elapsed() < opts.progress_every {
                        continue;
                    }
                    last = Instant::now();
                    let d = done.load(Ordering::Relaxed);
                    let secs = t0.elapsed().as_secs_f64().max(1e-3);
                    let rate = d as f64 / secs;
                    let layer_left = (slots - d) as f64 / rate.max(1.0);
                    let sweep_left = (left - d) as f64 / rate.max(1.0);
                    progress(&format!(
                        "{id}: {:.1}/{:.1} M slots, {:.2} M/s, layer left {}, sweep left about {}",
                        d as f64 / 1e6,
                        slots as f64 / 1e6,
                        rate / 1e6,
                        short(Duration::from_secs_f64(layer_left)),
                        short(Duration::from_secs_f64(sweep_left))
                    ));
                }
            });
            // Stops the progress thread however the solve ends (a panic too,
            // or the scope would wait for that thread for ever).
            struct Stop<'a>(&'a AtomicBool);
            impl Drop for Stop<'_> {
                fn drop(&mut self) {
                    self.0.store(true, Ordering::Relaxed);
                }
            }
            let _stop = Stop(&stop);
            solve_layer(&index, g, id, source, &done)
        });
        let header = file::write(
            &path,
            g,
            id,
            sum,
            longest.unwrap_or(0),
            &layer.parts,
            classes,
        )?;
        let wall = t0.elapsed();
        let cpu = cpu0.zip(cpu_seconds()).map(|(a, b)| b - a);
        let tally = header
            .parts
            .iter()
            .fold(Tally::default(), |a, p| a.plus(p.tally));
        solved_slots += slots;
        left -= slots;
        let rate = slots as f64 / wall.as_secs_f64().max(1e-6);
        let overall = solved_slots as f64 / started.elapsed().as_secs_f64().max(1e-6);
        progress(&format!(
            "{id}: done, {slots} slots, {} classes (win {} draw {} loss {}), wall {}, cpu {}, {:.2} M slots/s, peak memory {}; sweep left about {}",
            tally.classes(),
            tally.wins,
            tally.draws,
            tally.losses,
            short(wall),
            cpu.map_or("?".into(), |c| format!("{c:.1}s")),
            rate / 1e6,
            peak_memory().map_or("?".into(), |b| format!("{:.2} GB", b as f64 / 1e9)),
            short(Duration::from_secs_f64(left as f64 / overall.max(1.0)))
        ));
        reports.push(LayerReport {
            id,
            slots,
            tally,
            reused: false,
            wall,
            cpu,
        });
        movement = None;
        prev = Some(layer);
    }
    Ok(reports)
}
