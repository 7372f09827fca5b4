//! A player's puzzle progress and its saved form: one line, versioned and
//! checksummed, so a damaged save is refused with the reason instead of
//! quietly resetting or inventing a streak.

use super::trainer::LEVELS;
use std::fmt;

/// The first word of a saved progress line.
const TAG: &str = "baghchal-puzzle-progress";
/// The version this program writes and reads.
const VERSION: u32 = 1;

/// What a player has done in puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved (with or without a hint).
    pub solved: u32,
    /// Puzzles failed (a wrong move played).
    pub failed: u32,
    /// Puzzles solved with a hint.
    pub hints: u32,
    /// Puzzles solved in a row since the last failure.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// The player's level, 1..=[`LEVELS`]: the band puzzles are picked from.
    pub level: u32,
    /// The puzzle played last, so the next pick is another one.
    pub last: Option<u32>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            solved: 0,
            failed: 0,
            hints: 0,
            streak: 0,
            best_streak: 0,
            level: 1,
            last: None,
        }
    }
}

impl Progress {
    /// The progress after puzzle `index` ended: `solved` with no wrong move,
    /// `hinted` if a hint was used. A clean solve raises the level, a solve
    /// with a hint keeps it, a failure lowers it.
    pub fn after(self, index: u32, solved: bool, hinted: bool) -> Progress {
        let mut p = self;
        // A progress made elsewhere (the apps pass it back through the bindings) may be out of range.
        p.level = p.level.clamp(1, LEVELS);
        p.last = Some(index);
        if solved {
            p.solved = p.solved.saturating_add(1);
            p.streak = p.streak.saturating_add(1);
            p.best_streak = p.best_streak.max(p.streak);
            if hinted {
                p.hints = p.hints.saturating_add(1);
            } else {
                p.level = (p.level + 1).min(LEVELS);
            }
        } else {
            p.failed = p.failed.saturating_add(1);
            p.streak = 0;
            p.level = p.level.saturating_sub(1).max(1);
        }
        p
    }

    /// The saved line, for [`Progress::restore`].
    pub fn save(&self) -> String {
        let body = self.body();
        format!("{body} sum={:08x}", checksum(&body))
    }

    /// Reads a line [`Progress::save`] wrote; a damaged, foreign or newer
    /// line is refused with the reason.
    pub fn restore(text: &str) -> Result<Progress, ProgressError> {
        let text = text.trim_end_matches(['\n', '\r']);
        let (body, sum) = text
            .rsplit_once(" sum=")
            .ok_or_else(|| ProgressError("no checksum".into()))?;
        let mut words = body.split(' ');
        if words.next() != Some(TAG) {
            return Err(ProgressError("not a puzzle progress save".into()));
        }
        match words.next().map(str::parse::<u32>) {
            Some(Ok(VERSION)) => {}
            Some(Ok(v)) => {
                return Err(ProgressError(format!(
                    "version {v}, this app reads {VERSION}"
                )))
            }
            _ => return Err(ProgressError("no version".into())),
        }
        if u32::from_str_radix(sum, 16).ok() != Some(checksum(body)) || sum.len() != 8 {
            return Err(ProgressError(
                "the checksum does not match: the save is damaged".into(),
            ));
        }
        let mut p = Progress::default();
        let mut seen = Vec::new();
        for word in words {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| ProgressError(format!("'{word}' is not key=value")))?;
            if seen.contains(&key) {
                return Err(ProgressError(format!("'{key}' twice")));
            }
            seen.push(key);
            let number = || {
                value
                    .parse::<u32>()
                    .map_err(|_| ProgressError(format!("'{key}' is not a count: '{value}'")))
            };
            match key {
                "solved" => p.solved = number()?,
                "failed" => p.failed = number()?,
                "hints" => p.hints = number()?,
                "streak" => p.streak = number()?,
                "best" => p.best_streak = number()?,
                "level" => p.level = number()?,
                "last" if value == "-" => p.last = None,
                "last" => p.last = Some(number()?),
                _ => return Err(ProgressError(format!("unknown field '{key}'"))),
            }
        }
        if seen.len() != 7 {
            return Err(ProgressError("a field is missing".into()));
        }
        if !(1..=LEVELS).contains(&p.level) {
            return Err(ProgressError(format!(
                "level {} is outside 1..={LEVELS}",
                p.level
            )));
        }
        if p.streak > p.best_streak || p.best_streak > p.solved || p.hints > p.solved {
            return Err(ProgressError("the counts contradict each other".into()));
        }
        Ok(p)
    }

    /// The line without its checksum.
    fn body(&self) -> String {
        let last = self.last.map_or("-".to_string(), |l| l.to_string());
        format!(
            "{TAG} {VERSION} solved={} failed={} hints={} streak={} best={} level={} last={last}",
            self.solved, self.failed, self.hints, self.streak, self.best_streak, self.level
        )
    }
}

/// Why a progress save was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressError(pub String);

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle progress refused: {}", self.0)
    }
}

impl std::error::Error for ProgressError {}

/// FNV-1a, 32 bits: enough to tell a damaged line from a good one.
fn checksum(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}
