//! Puzzles from the solved game: movement positions from bot-versus-bot play
//! where the side to move wins by force and exactly one move keeps the win.
//!
//! [`find`] tests a position against the endgame table and makes its
//! solution line; [`games`] plays the games the positions come from; [`file`]
//! writes and reads the checked puzzle file; [`verify`] re-checks a file's
//! puzzles against the table; [`trainer`] judges a player's moves and picks
//! the next puzzle; [`progress`] keeps a player's record.
//!
//! The rule of a solution line: the solver plays its only winning move; the
//! defender answers with the table's longest resistance (the first such move
//! in notation order when several resist as long); the line goes on while the
//! solver again has exactly one winning move, and stops after the solver's
//! move that ends the game, after [`MAX_SOLVER_MOVES`] solver moves, or
//! before a solver turn with several winning moves (the win is kept and any
//! of them does). A line therefore always ends on a solver's move.

pub mod file;
pub mod find;
pub mod games;
pub mod progress;
pub mod trainer;
pub mod verify;

use crate::moves::Move;
use crate::position::Position;
use crate::side::Side;
use std::fmt;

/// Solver moves a line holds at most.
pub const MAX_SOLVER_MOVES: usize = 4;

/// How hard a puzzle is, from which bot level's fixed-depth search finds
/// the winning move (the seed fixed, no clock, no random turns).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// Easy's search (1 half move) finds it.
    Easy,
    /// Medium's search (3 half moves) finds it, Easy's does not.
    Medium,
    /// Hard's search (5 half moves) finds it, Medium's does not.
    Hard,
    /// Not even Hard's search finds it.
    Expert,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The difficulty for a move first found by a search `depth` half moves
    /// deep (`None`: not found up to Hard's depth).
    pub fn from_depth(depth: Option<u8>) -> Difficulty {
        match depth {
            Some(1) => Difficulty::Easy,
            Some(2..=3) => Difficulty::Medium,
            Some(4..=5) => Difficulty::Hard,
            _ => Difficulty::Expert,
        }
    }

    /// Its name in lower case, as `puzzles list` prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }
}

/// One puzzle: a position, its solution line and the facts of its difficulty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position to solve (movement phase, no goats in hand).
    pub position: Position,
    /// The solver's and the defender's moves in turn, starting and ending
    /// with a solver's move.
    pub line: Vec<Move>,
    /// The table's distance of the win, in half moves.
    pub distance: u8,
    /// The shallowest of the levels' search depths (1, 3, 5) that finds the
    /// first move, or `None` if none does.
    pub found_at_depth: Option<u8>,
}

impl Puzzle {
    /// The side that has to find the moves.
    pub fn solver(&self) -> Side {
        self.position.to_move()
    }

    /// How hard the puzzle is.
    pub fn difficulty(&self) -> Difficulty {
        Difficulty::from_depth(self.found_at_depth)
    }

    /// The task in words.
    pub fn task(&self) -> &'static str {
        match self.solver() {
            Side::Tiger => "Tigers to move and win",
            Side::Goat => "Goats to move and trap the tigers",
        }
    }

    /// Orders puzzles from easy to hard: difficulty, then distance.
    pub fn rating(&self) -> (Difficulty, u8) {
        (self.difficulty(), self.distance)
    }

    /// The position as the engine protocol's `position setup` arguments:
    /// board (rows 5 to 1), side to move, goats in hand, goats captured.
    pub fn setup_args(&self) -> String {
        let p = &self.position;
        format!(
            "{} {} {} {}",
            p.board_string(),
            p.to_move().name(),
            p.goats_in_hand(),
            p.captured()
        )
    }
}

impl fmt::Display for Puzzle {
    /// `difficulty | position setup ... | line`, as `puzzles list` prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: Vec<String> = self.line.iter().map(Move::to_string).collect();
        write!(
            f,
            "{} distance {} | position setup {} | {}",
            self.difficulty().name(),
            self.distance,
            self.setup_args(),
            line.join(" ")
        )
    }
}
