//! The endgame tables the terminal game builds for itself: where they are
//! kept (a per-user cache folder), what a build will cost, and the build with
//! a progress bar.

use super::output::Output;
use baghchal::tablebase::{layer_slots, Tablebase};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The environment variable that moves the cache folder (as `--cache` does).
pub const CACHE_VARIABLE: &str = "BAGHCHAL_CACHE";

/// CPU time the build spends per slot (both sides to move), from the
/// README's measured builds on a 2-core machine (0.7 µs at G = 5, 1.0 at G = 7).
const CPU_PER_SLOT: Duration = Duration::from_nanos(1000);

/// Peak memory per slot of one side (629 MB at G = 5, 3.4 GB at G = 7:
/// the working arrays of both sides of the largest layer, and the layers above).
const MEMORY_PER_SLOT: f64 = 13.6;

/// Bytes of the one-side file per slot of one side (11.7 MB at G = 5).
const FILE_PER_SLOT: f64 = 0.26;

/// The cache folder: `flag` (`--cache DIR`) if given, else
/// `$BAGHCHAL_CACHE`, else the system's per-user cache folder with
/// `baghchal` under it: `$XDG_CACHE_HOME` or `~/.cache` on Linux and other
/// Unix, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows.
pub fn folder(flag: Option<&str>) -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = flag {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = var(CACHE_VARIABLE) {
        return Some(PathBuf::from(dir));
    }
    let base = if cfg!(windows) {
        var("LOCALAPPDATA").map(PathBuf::from)
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|h| Path::new(&h).join("Library/Caches"))
    } else {
        // The XDG rule: a relative XDG_CACHE_HOME is ignored.
        var("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|h| Path::new(&h).join(".cache")))
    };
    base.map(|b| b.join("baghchal"))
}

/// Where the table of `goats_to_win` is kept in `folder`.
pub fn table_path(folder: &Path, goats_to_win: u8) -> PathBuf {
    folder.join(format!("g{goats_to_win}.tb"))
}

/// Slots of one side in each layer of the `goats_to_win` table, in the
/// order the build solves them (most captured first).
fn layers(goats_to_win: u8) -> Vec<u64> {
    (0..goats_to_win as usize).rev().map(layer_slots).collect()
}

/// What building the `goats_to_win` table will take here, in words: time on
/// this machine's cores with nothing else running (a busy machine takes
/// longer: 16 min for G = 5 at a load average of 14), memory and file size.
pub fn cost(goats_to_win: u8) -> String {
    let slots: u64 = layers(goats_to_win).iter().sum();
    format!(
        "about {} on {} idle cores, {} of memory, {} on disk",
        duration(estimate(slots)),
        rayon::current_num_threads(),
        bytes(slots as f64 * MEMORY_PER_SLOT),
        bytes(slots as f64 * FILE_PER_SLOT)
    )
}

/// Wall time for `slots` (of one side) on this machine's threads.
fn estimate(slots: u64) -> Duration {
    CPU_PER_SLOT * (2 * slots).min(u32::MAX as u64) as u32
        / rayon::current_num_threads().max(1) as u32
}

fn duration(d: Duration) -> String {
    match d.as_secs() {
        s if s < 60 => format!("{s} s"),
        s if s < 3600 => format!("{} min {} s", s / 60, s % 60),
        s => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

fn bytes(b: f64) -> String {
    if b >= 1e9 {
        format!("{:.1} GB", b / 1e9)
    } else {
        format!("{:.0} MB", (b / 1e6).max(1.0))
    }
}

/// How far a build has come: layers done, and when the current one began.
struct Bar {
    layers: Vec<u64>,
    done: AtomicUsize,
    started: Instant,
    /// Whether the bar is redrawn in place (a terminal) or printed a line per layer.
    live: bool,
    finished: AtomicBool,
}

impl Bar {
    /// The share of the work done, and the time left, from the layers done so
    /// far and the time spent; inside a layer the estimate moves the bar on,
    /// never past the end of that layer.
    fn state(&self) -> (f64, Duration) {
        let total: u64 = self.layers.iter().sum();
        let done = self.done.load(Ordering::Relaxed).min(self.layers.len());
        let finished: u64 = self.layers[..done].iter().sum();
        let elapsed = self.started.elapsed();
        let whole = if finished > 0 {
            // Measured: the rate so far (the first layer is the largest).
            elapsed.mul_f64(total as f64 / finished as f64)
        } else {
            estimate(total)
        };
        let current = self.layers.get(done).copied().unwrap_or(0);
        let by_time = elapsed.as_secs_f64() / whole.as_secs_f64().max(1e-9);
        let share = (by_time * total as f64).clamp(
            finished as f64,
            (finished as f64 + 0.95 * current as f64).max(finished as f64),
        ) / total.max(1) as f64;
        let left = whole.saturating_sub(elapsed);
        (share, left)
    }

    fn draw(&self, goats_to_win: u8) {
        let (share, left) = self.state();
        let left = if self.done.load(Ordering::Relaxed) >= self.layers.len() {
            format!("done in {}", duration(self.started.elapsed()))
        } else {
            format!("about {} left", duration(left))
        };
        let width = 30;
        let filled = ((share * width as f64) as usize).min(width);
        let line = format!(
            "building the goats-to-win {goats_to_win} table [{}{}] {:3.0}%  {left}",
            "#".repeat(filled),
            ".".repeat(width - filled),
            share * 100.0,
        );
        let mut err = std::io::stderr().lock();
        if self.live {
            let _ = write!(err, "\r{line}\x1b[K");
        } else {
            let _ = writeln!(err, "{line}");
        }
        let _ = err.flush();
    }
}

/// Builds the one-side table of `goats_to_win` (the variant the apps ship)
/// into `folder`, showing a bar on stderr; returns the file's path.
pub fn build(folder: &Path, goats_to_win: u8) -> Result<PathBuf, String> {
    let path = table_path(folder, goats_to_win);
    let output = Output::prepare(&path.to_string_lossy())?;
    let bar = Bar {
        layers: layers(goats_to_win),
        done: AtomicUsize::new(0),
        started: Instant::now(),
        live: std::io::stderr().is_terminal(),
        finished: AtomicBool::new(false),
    };
    let built = std::thread::scope(|scope| {
        if bar.live {
            scope.spawn(|| {
                while !bar.finished.load(Ordering::Relaxed) {
                    bar.draw(goats_to_win);
                    std::thread::sleep(Duration::from_millis(250));
                }
            });
        } else {
            bar.draw(goats_to_win);
        }
        let progress = |line: &str| {
            // The builder's line for the end of each layer.
            if line.starts_with("layer ") && line.contains(" captured: done") {
                bar.done.fetch_add(1, Ordering::Relaxed);
                if !bar.live {
                    bar.draw(goats_to_win);
                }
            }
        };
        let built = Tablebase::build_one_side_bytes(goats_to_win, &progress);
        bar.finished.store(true, Ordering::Relaxed);
        built
    });
    if bar.live {
        bar.draw(goats_to_win);
        eprintln!();
    }
    let bytes = built.map_err(|e| format!("the table could not be built: {e}"))?;
    output.commit(&bytes)?;
    eprintln!("wrote {} ({} bytes)", path.display(), bytes.len());
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bar(layers: Vec<u64>, done: usize, started_ago: Duration) -> Bar {
        Bar {
            layers,
            done: AtomicUsize::new(done),
            started: Instant::now() - started_ago,
            live: false,
            finished: AtomicBool::new(false),
        }
    }

    #[test]
    fn the_bar_stays_inside_the_current_layer_until_it_is_done() {
        // Far past the estimate, nothing done: at most 95% of the first layer.
        let (share, _) = bar(vec![70, 20, 10], 0, Duration::from_secs(3600)).state();
        assert!((0.6..=0.665).contains(&share), "{share}");
        // The first layer done: at least its share, and the time left from the rate so far.
        let (share, left) = bar(vec![70, 20, 10], 1, Duration::from_secs(7)).state();
        assert!((0.7..=0.7 + 0.95 * 0.2 + 1e-9).contains(&share), "{share}");
        assert!((2..=3).contains(&left.as_secs()), "{left:?}");
        let (share, left) = bar(vec![70, 20, 10], 3, Duration::from_secs(9)).state();
        assert_eq!((share, left), (1.0, Duration::ZERO));
    }

    #[test]
    fn the_cache_flag_comes_first() {
        assert_eq!(folder(Some("/x/y")), Some(PathBuf::from("/x/y")));
    }
}
