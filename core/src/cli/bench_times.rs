//! `bench --perfect-placement --times FILE`: every timed move written as it
//! is measured, so a run of hours can stop (a session's end, a reboot) and
//! go on later from the first game it had not finished.
//!
//! The file is text: a header naming the run, then per game one `move` line
//! per timed move and a closing `game N UNIX_SECONDS LOAD` line (the time it
//! ended and the machine's one-minute load average then, so that games timed
//! on a busy machine can be told apart later; older files have `game N`). On resume only whole games are
//! read back; a game cut off part-way is dropped from the file and played
//! again (its moves come from the same seed).

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::time::Duration;

/// The first word of the file's first line.
const MAGIC: &str = "baghchal-bench-times";

/// One timed move as the file keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Timed {
    /// `goat` or `tiger`.
    pub side: String,
    /// Goats placed before the move.
    pub placed: u8,
    /// `on` or `off` the books' lines.
    pub kind: String,
    /// How long the move took.
    pub took: Duration,
    /// The position, as the report's slowest line names it.
    pub position: String,
}

/// The checkpoint file of one run, open for appending.
pub struct Checkpoint {
    file: File,
}

impl Checkpoint {
    /// Opens `path` for the run `header` names (created if missing) and
    /// returns the whole games already in it, in order. A file of another
    /// run (another table, seed, kinds or core share) is refused.
    pub fn open(path: &str, header: &str) -> Result<(Checkpoint, Vec<Vec<Timed>>), String> {
        let first = format!("{MAGIC} {header}");
        let (games, keep) = match File::open(path) {
            Ok(f) => read(BufReader::new(f), &first).map_err(|e| format!("{path}: {e}"))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Vec::new(), 0),
            Err(e) => return Err(format!("{path}: {e}")),
        };
        let mut file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .read(true)
            .write(true)
            .open(path)
            .map_err(|e| format!("{path}: {e}"))?;
        if keep == 0 {
            file.set_len(0).map_err(|e| format!("{path}: {e}"))?;
            writeln!(file, "{first}").map_err(|e| format!("{path}: {e}"))?;
        } else {
            // A game cut off part-way is played again, so its lines go.
            file.set_len(keep).map_err(|e| format!("{path}: {e}"))?;
        }
        file.sync_all().map_err(|e| format!("{path}: {e}"))?;
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| format!("{path}: {e}"))?;
        Ok((Checkpoint { file }, games))
    }

    /// Writes one finished game's moves and its closing line.
    pub fn game(&mut self, number: usize, moves: &[Timed]) -> Result<(), String> {
        let mut text = String::new();
        for m in moves {
            text += &format!(
                "move {} {} {} {} {}\n",
                m.side,
                m.placed,
                m.kind,
                m.took.as_micros(),
                m.position
            );
        }
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        text += &format!("game {number} {now} {}\n", load_average());
        self.file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.flush())
            .map_err(|e| format!("the times file: {e}"))
    }
}

/// The one-minute load average, as `/proc/loadavg` gives it; `-` where
/// there is none.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "-".into())
}

/// Reads the whole games of a times file whose first line must be `first`;
/// also returns the byte length up to the last whole game.
fn read(reader: impl BufRead, first: &str) -> Result<(Vec<Vec<Timed>>, u64), String> {
    let mut games = Vec::new();
    let mut open = Vec::new();
    let mut bytes = 0u64;
    let mut keep = 0u64;
    for (i, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        bytes += line.len() as u64 + 1;
        if i == 0 {
            if line != first {
                return Err(format!(
                    "written by another run (\"{line}\", this one is \"{first}\"): name another file"
                ));
            }
            keep = bytes;
            continue;
        }
        let words: Vec<&str> = line.splitn(6, ' ').collect();
        match words.as_slice() {
            ["game", n, ..] if n.parse::<usize>() == Ok(games.len()) => {
                games.push(std::mem::take(&mut open));
                keep = bytes;
            }
            ["move", side, placed, kind, micros, position] => {
                let bad = || format!("line {}: a damaged move line", i + 1);
                open.push(Timed {
                    side: side.to_string(),
                    placed: placed.parse().map_err(|_| bad())?,
                    kind: kind.to_string(),
                    took: Duration::from_micros(micros.parse().map_err(|_| bad())?),
                    position: position.to_string(),
                });
            }
            // A line cut short by a stop mid-write ends the file's whole games.
            _ => break,
        }
    }
    Ok((games, keep))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timed(ms: u64) -> Timed {
        Timed {
            side: "goat".into(),
            placed: 13,
            kind: "off".into(),
            took: Duration::from_millis(ms),
            position: "T...T/...../...../...../T...T goat 7 0".into(),
        }
    }

    #[test]
    fn a_run_goes_on_from_its_last_whole_game() {
        let dir = std::env::temp_dir().join(format!("bench-times-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("times.txt");
        let path = path.to_str().unwrap();
        let (mut c, games) = Checkpoint::open(path, "g=3 seed=1").unwrap();
        assert!(games.is_empty());
        c.game(0, &[timed(5), timed(7)]).unwrap();
        c.game(1, &[timed(9)]).unwrap();
        drop(c);
        // A game cut off mid-line is dropped, the whole ones kept.
        let mut f = OpenOptions::new().append(true).open(path).unwrap();
        write!(f, "move goat 14 off 12").unwrap();
        drop(f);
        let (mut c, games) = Checkpoint::open(path, "g=3 seed=1").unwrap();
        assert_eq!(games, vec![vec![timed(5), timed(7)], vec![timed(9)]]);
        c.game(2, &[timed(11)]).unwrap();
        drop(c);
        let (_, games) = Checkpoint::open(path, "g=3 seed=1").unwrap();
        assert_eq!(games.len(), 3);
        assert_eq!(games[2], vec![timed(11)]);
        // Another run's file is refused and left as it was.
        let before = std::fs::read(path).unwrap();
        let refused = Checkpoint::open(path, "g=4 seed=1").err().unwrap();
        assert!(refused.contains("another run"), "{refused}");
        assert_eq!(std::fs::read(path).unwrap(), before);
        // Each game's closing line names its time and load; an older file without them reads.
        let text = String::from_utf8(before).unwrap();
        assert!(text
            .lines()
            .any(|l| l.starts_with("game 2 ") && l.split(' ').count() == 4));
        let old = dir.join("old.txt");
        std::fs::write(
            &old,
            "baghchal-bench-times g=3 seed=1\nmove goat 13 off 5000 T...T/...../...../...../T...T goat 7 0\ngame 0\n",
        )
        .unwrap();
        let (_, games) = Checkpoint::open(old.to_str().unwrap(), "g=3 seed=1").unwrap();
        assert_eq!(games, vec![vec![timed(5)]]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
