//! Puzzles for the apps' trainer: the shipped file, the judgement of each
//! move, the next puzzle for a player's level, and the player's progress.

use crate::error::BaghchalError;
use crate::game::Game;
use crate::tablebase::Verdict;
use crate::types::{MoveInfo, Side};
use baghchal::puzzle::file::{self, PuzzleSet as CoreSet};
use baghchal::puzzle::progress::Progress;
use baghchal::puzzle::trainer::{self, Answer, AnswerError};
use baghchal::puzzle::{Difficulty, Puzzle};
use baghchal::tablebase::{installed_for, Value};
use baghchal::Move;
use std::sync::Arc;

/// How hard a puzzle is: which bot level's search finds its first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleDifficulty {
    /// Easy's search (1 half move) finds it.
    Easy,
    /// Medium's search (3 half moves) finds it.
    Medium,
    /// Hard's search (5 half moves) finds it.
    Hard,
    /// Not even Hard's search finds it.
    Expert,
}

impl From<Difficulty> for PuzzleDifficulty {
    fn from(d: Difficulty) -> Self {
        match d {
            Difficulty::Easy => PuzzleDifficulty::Easy,
            Difficulty::Medium => PuzzleDifficulty::Medium,
            Difficulty::Hard => PuzzleDifficulty::Hard,
            Difficulty::Expert => PuzzleDifficulty::Expert,
        }
    }
}

/// One puzzle as the trainer shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleInfo {
    /// Its number in the set.
    pub index: u32,
    /// The side the player moves: the tigers win, or the goats trap the tigers.
    pub solver: Side,
    /// How hard it is.
    pub difficulty: PuzzleDifficulty,
    /// The table's distance of the win, in half moves.
    pub distance: u32,
    /// The solution: solver, defender, solver, … ending on a solver's move.
    pub line: Vec<MoveInfo>,
    /// Its level band, 1 (easiest) to 10, as [`PuzzleProgress::level`].
    pub level: u32,
}

/// What the player's move in a puzzle did.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleAnswer {
    /// The right move; `reply` is the defender's answer to play next, `None`
    /// when the puzzle is solved.
    Right {
        /// The defender's next move.
        reply: Option<MoveInfo>,
        /// The puzzle is solved.
        solved: bool,
    },
    /// A move that does not keep the win.
    Wrong {
        /// The position after it for the player, from the endgame table:
        /// `Draw` or `Loss`; `Unknown` when no table of the set's
        /// goats-to-win is loaded.
        verdict: Verdict,
        /// Half moves to the loss with best play; `None` otherwise.
        distance: Option<u32>,
        /// The opponent's best answer by the table, to show why; `None` when
        /// unknown or the game has ended.
        refutation: Option<MoveInfo>,
    },
}

/// A player's puzzle record, kept by the app between sessions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleProgress {
    /// Puzzles solved, with or without a hint.
    pub solved: u32,
    /// Puzzles failed (a wrong move played).
    pub failed: u32,
    /// Puzzles solved with a hint.
    pub hints: u32,
    /// Solved in a row since the last failure.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// The player's level, 1 to 10: the band the next puzzle comes from.
    pub level: u32,
    /// The puzzle played last, so the next one differs.
    pub last: Option<u32>,
}

impl From<Progress> for PuzzleProgress {
    fn from(p: Progress) -> Self {
        PuzzleProgress {
            solved: p.solved,
            failed: p.failed,
            hints: p.hints,
            streak: p.streak,
            best_streak: p.best_streak,
            level: p.level,
            last: p.last,
        }
    }
}

impl From<PuzzleProgress> for Progress {
    fn from(p: PuzzleProgress) -> Self {
        Progress {
            solved: p.solved,
            failed: p.failed,
            hints: p.hints,
            streak: p.streak,
            best_streak: p.best_streak,
            level: p.level,
            last: p.last,
        }
    }
}

/// The puzzles of one file, read and checked once.
#[derive(uniffi::Object)]
pub struct PuzzleSet {
    set: CoreSet,
    levels: Vec<u32>,
}

/// Reads the puzzle file at `path`, checked whole; a missing, damaged,
/// truncated or foreign file is refused with [`BaghchalError::BadPuzzles`].
/// Reads the whole file (56 KB for the shipped one): call it off the UI thread.
#[uniffi::export]
pub fn load_puzzles(path: String) -> Result<Arc<PuzzleSet>, BaghchalError> {
    let bad = |detail: String| BaghchalError::BadPuzzles {
        detail: format!("{path}: {detail}"),
    };
    let bytes = std::fs::read(&path).map_err(|e| bad(e.to_string()))?;
    let set = file::from_bytes(&bytes).map_err(|e| bad(e.to_string()))?;
    let levels = trainer::levels(&set);
    Ok(Arc::new(PuzzleSet { set, levels }))
}

impl PuzzleSet {
    fn get(&self, index: u32) -> Result<&Puzzle, BaghchalError> {
        self.set
            .puzzles
            .get(index as usize)
            .ok_or(BaghchalError::NoSuchPuzzle { index })
    }
}

#[uniffi::export]
impl PuzzleSet {
    /// The goats-to-win of the puzzles' rules.
    pub fn goats_to_win(&self) -> u8 {
        self.set.goats_to_win
    }

    /// How many puzzles the set holds.
    pub fn count(&self) -> u32 {
        self.set.puzzles.len() as u32
    }

    /// Puzzle number `index`.
    pub fn puzzle(&self, index: u32) -> Result<PuzzleInfo, BaghchalError> {
        let p = self.get(index)?;
        let mut side = p.solver();
        let line = p
            .line
            .iter()
            .map(|&m| {
                let info = MoveInfo::new(m, side);
                side = side.opposite();
                info
            })
            .collect();
        Ok(PuzzleInfo {
            index,
            solver: p.solver().into(),
            difficulty: p.difficulty().into(),
            distance: u32::from(p.distance),
            line,
            level: self.levels[index as usize],
        })
    }

    /// A new game at puzzle `index`'s position, under the set's rules (no
    /// move limit), for the board; its moves are judged by [`PuzzleSet::answer`].
    pub fn game(&self, index: u32) -> Result<Arc<Game>, BaghchalError> {
        let p = self.get(index)?;
        let game = trainer::game_at_step(p, self.set.goats_to_win, 0)
            .ok_or(BaghchalError::NoSuchPuzzle { index })?;
        Ok(Game::wrap(game))
    }

    /// Judges `mv`, the player's solver move number `step` (0 = the first)
    /// in puzzle `index`. A wrong move is valued with the loaded endgame
    /// table of the set's goats-to-win (a few table probes: well under a
    /// millisecond).
    pub fn answer(
        &self,
        index: u32,
        step: u32,
        mv: MoveInfo,
    ) -> Result<PuzzleAnswer, BaghchalError> {
        let p = self.get(index)?;
        let m = Move::parse(&mv.notation)?;
        let table = installed_for(self.set.goats_to_win);
        let answer = trainer::answer(p, self.set.goats_to_win, step as usize, m, table.as_deref())
            .map_err(|e| match e {
                AnswerError::NoSuchStep(_) => BaghchalError::NoSuchPuzzleStep { index, step },
                AnswerError::Illegal(e) => e.into(),
            })?;
        let solver = p.solver();
        Ok(match answer {
            Answer::Right { reply, solved } => PuzzleAnswer::Right {
                reply: reply.map(|r| MoveInfo::new(r, solver.opposite())),
                solved,
            },
            Answer::Wrong { value, refutation } => {
                let (verdict, distance) = match value {
                    None => (Verdict::Unknown, None),
                    Some(Value::Draw) => (Verdict::Draw, None),
                    Some(Value::Loss(d)) => (Verdict::Loss, Some(u32::from(d))),
                    Some(Value::Win(d)) => (Verdict::Win, Some(u32::from(d))),
                };
                PuzzleAnswer::Wrong {
                    verdict,
                    distance,
                    refutation: refutation.map(|r| MoveInfo::new(r, solver.opposite())),
                }
            }
        })
    }

    /// The next puzzle for `progress`: drawn by `seed` from the band of the
    /// player's level (the nearest band with one when it is empty), never
    /// the last one played when another exists. Pass a random seed.
    pub fn pick(&self, progress: PuzzleProgress, seed: u64) -> Result<u32, BaghchalError> {
        let last = progress.last.map(|l| l as usize);
        trainer::pick(&self.set, progress.level, last, seed)
            .map(|i| i as u32)
            .ok_or(BaghchalError::NoSuchPuzzle { index: 0 })
    }
}

/// A new player's progress: nothing solved, level 1.
#[uniffi::export]
pub fn puzzle_progress_new() -> PuzzleProgress {
    Progress::default().into()
}

/// The progress after puzzle `index` ended: `solved` with no wrong move,
/// `hinted` if a hint was used. A clean solve raises the level by one, a
/// solve with a hint keeps it, a failure lowers it by one and ends the streak.
#[uniffi::export]
pub fn puzzle_progress_after(
    progress: PuzzleProgress,
    index: u32,
    solved: bool,
    hinted: bool,
) -> PuzzleProgress {
    Progress::from(progress).after(index, solved, hinted).into()
}

/// The progress as one saved line (versioned, checksummed).
#[uniffi::export]
pub fn puzzle_progress_save(progress: PuzzleProgress) -> String {
    Progress::from(progress).save()
}

/// Reads a saved line; a damaged, foreign or newer one is refused with
/// [`BaghchalError::BadSave`] and its reason.
#[uniffi::export]
pub fn puzzle_progress_restore(text: String) -> Result<PuzzleProgress, BaghchalError> {
    Progress::restore(&text)
        .map(Into::into)
        .map_err(|e| BaghchalError::BadSave {
            detail: e.to_string(),
        })
}
