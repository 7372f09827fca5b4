//! A slow core for the benches: the process limited to a share of one CPU
//! core by a Linux cgroup's CPU bandwidth, so a phone core several times
//! slower than this machine's (and a phone busy with other work) can be
//! measured here.
//!
//! The quota is given over a 10 ms period rather than the kernel's default
//! 100 ms: with a third of a core, 100 ms periods run a search for 33 ms and
//! then stop it for 67 ms, which a clock-bound move feels as a stall, not as
//! a slower core. Both cgroup versions are handled: v2's `cpu.max` where the
//! unified hierarchy has the `cpu` controller, else v1's `cpu.cfs_quota_us`.
//! The group gets the kernel's highest weight, so it has its share whatever
//! else the machine runs: the slowness measured is the limit's, not the
//! machine's load. It needs root (or a delegated cgroup); anything else is
//! an error with the path that refused, never a silent full-speed run.

use std::fs;
use std::path::{Path, PathBuf};

/// The bandwidth period, in microseconds.
const PERIOD_US: u64 = 10_000;

/// The cgroup's weight against everything else on the machine, the
/// kernel's most (v2 `cpu.weight`, v1 `cpu.shares`): the group gets its
/// share of a core first, however busy the machine. A process's nice value
/// does not reach across cgroups, so at the default weight a group competes
/// as one ordinary task, and at a load of 4-7 from builds the benched moves
/// waited for the CPU (moves of 0.1 ms at 17 placed took 698 ms).
const MOST_WEIGHT_V2: u32 = 10_000;
/// The same highest weight under cgroup v1 (`cpu.shares`).
const MOST_SHARES_V1: u32 = 262_144;

/// The smallest share accepted: the kernel's quota floor is 1 ms.
const MIN_SHARE: f64 = 0.1;

/// A cgroup this process was moved into; removed (after moving the process
/// back to its parent) when dropped.
pub struct SlowCore {
    dir: PathBuf,
    parent_procs: PathBuf,
}

/// Parses a share of one core: `1/3`, `0.33` or `33%`.
pub fn parse_share(text: &str) -> Result<f64, String> {
    let bad = || format!("'{text}' is not a share of a core (for example 1/3, 0.5 or 25%)");
    let share = if let Some((n, d)) = text.split_once('/') {
        let n: f64 = n.trim().parse().map_err(|_| bad())?;
        let d: f64 = d.trim().parse().map_err(|_| bad())?;
        n / d
    } else if let Some(p) = text.strip_suffix('%') {
        p.trim().parse::<f64>().map_err(|_| bad())? / 100.0
    } else {
        text.trim().parse().map_err(|_| bad())?
    };
    if !(MIN_SHARE..=1.0).contains(&share) {
        return Err(format!(
            "a share of a core must be between {MIN_SHARE} and 1, not {text}"
        ));
    }
    Ok(share)
}

impl SlowCore {
    /// Moves this whole process (every thread) into a new cgroup that may
    /// use `share` of one core.
    pub fn limit(share: f64) -> Result<SlowCore, String> {
        let quota = ((PERIOD_US as f64) * share).round() as u64;
        let name = format!("baghchal-slow-core-{}", std::process::id());
        let (dir, parent) = match v2_root() {
            Some(root) => {
                let dir = root.join(&name);
                make(&dir)?;
                write(&dir.join("cpu.max"), &format!("{quota} {PERIOD_US}"))?;
                write(&dir.join("cpu.weight"), &MOST_WEIGHT_V2.to_string())?;
                (dir, root)
            }
            None => {
                let root = PathBuf::from("/sys/fs/cgroup/cpu");
                if !root.join("cpu.cfs_quota_us").exists() {
                    return Err(
                        "no cgroup CPU controller found (neither v2 cpu.max nor v1 cpu.cfs_quota_us)"
                            .to_string(),
                    );
                }
                let dir = root.join(&name);
                make(&dir)?;
                write(&dir.join("cpu.cfs_period_us"), &PERIOD_US.to_string())?;
                write(&dir.join("cpu.cfs_quota_us"), &quota.to_string())?;
                write(&dir.join("cpu.shares"), &MOST_SHARES_V1.to_string())?;
                (dir, root)
            }
        };
        let slow = SlowCore {
            parent_procs: parent.join("cgroup.procs"),
            dir,
        };
        write(
            &slow.dir.join("cgroup.procs"),
            &std::process::id().to_string(),
        )?;
        Ok(slow)
    }

    /// [`limit`](Self::limit) where a share is given, saying so on
    /// stdout; nothing where none is. The limit lasts while the value lives.
    pub fn limit_if(share: Option<f64>) -> Result<Option<SlowCore>, String> {
        let Some(share) = share else {
            return Ok(None);
        };
        let slow = SlowCore::limit(share)?;
        println!("{}", slow.describe(share));
        Ok(Some(slow))
    }

    /// What the limit is, for the report's first line.
    pub fn describe(&self, share: f64) -> String {
        format!(
            "slow core: {:.0} % of one core ({} us every {} us, cgroup {})",
            share * 100.0,
            ((PERIOD_US as f64) * share).round(),
            PERIOD_US,
            self.dir.display()
        )
    }
}

impl Drop for SlowCore {
    fn drop(&mut self) {
        // A cgroup with a process in it cannot be removed: move back first.
        let _ = fs::write(&self.parent_procs, std::process::id().to_string());
        let _ = fs::remove_dir(&self.dir);
    }
}

/// The unified (v2) hierarchy's root, if it offers the `cpu` controller to
/// its children.
fn v2_root() -> Option<PathBuf> {
    ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"]
        .into_iter()
        .map(PathBuf::from)
        .find(|root| {
            fs::read_to_string(root.join("cgroup.subtree_control"))
                .is_ok_and(|s| s.split_whitespace().any(|c| c == "cpu"))
        })
}

/// Makes the cgroup `dir`. One of that name left by a run that was killed
/// (no `Drop`) under a process id now reused is removed first: an empty
/// cgroup is removable, one with processes in it is not, so a live run's is
/// never touched.
fn make(dir: &Path) -> Result<(), String> {
    if dir.exists() {
        // Fails, and the error below says so, if a process is still in it.
        let _ = fs::remove_dir(dir);
    }
    fs::create_dir(dir).map_err(|e| format!("cannot make the cgroup {}: {e}", dir.display()))
}

fn write(file: &Path, text: &str) -> Result<(), String> {
    fs::write(file, text).map_err(|e| format!("cannot write '{text}' to {}: {e}", file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_are_read_in_three_forms_and_bounded() {
        assert_eq!(parse_share("1/2"), Ok(0.5));
        assert_eq!(parse_share("25%"), Ok(0.25));
        assert_eq!(parse_share("0.75"), Ok(0.75));
        assert!((parse_share("1/3").unwrap() - 1.0 / 3.0).abs() < 1e-12);
        for bad in ["0", "2", "1/0", "x", "-1/3", "5%"] {
            assert!(parse_share(bad).is_err(), "{bad} was accepted");
        }
    }
}
