//! A game: settings, the position, its history, repetition and the result.

use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::settings::{Repetition, Settings, SettingsError};
use crate::side::Side;
use crate::square::Square;
use crate::tables;
use std::fmt;

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The tigers ate enough goats.
    Captures,
    /// The tigers, to move, had no legal move.
    TigersTrapped,
    /// The goats, to move, had no legal move.
    GoatsBlocked,
    /// A position came up for the third time (draw3).
    Repetition,
    /// The half-move limit was reached.
    MoveLimit,
    /// The no-capture limit was reached.
    NoCaptureLimit,
    /// A side resigned.
    Resigned,
}

impl EndReason {
    /// The name used in the protocol and records.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Captures => "captures",
            EndReason::TigersTrapped => "tigers_trapped",
            EndReason::GoatsBlocked => "goats_blocked",
            EndReason::Repetition => "repetition",
            EndReason::MoveLimit => "move_limit",
            EndReason::NoCaptureLimit => "no_capture_limit",
            EndReason::Resigned => "resigned",
        }
    }
}

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winning side, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// `tigers`, `goats` or `draw`, as in the protocol's `result`.
    pub const fn result_name(self) -> &'static str {
        match self.winner {
            Some(Side::Tiger) => "tigers",
            Some(Side::Goat) => "goats",
            None => "draw",
        }
    }
}

/// Why a move may not be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IllegalMove {
    /// The game has ended.
    GameOver,
    /// It is the other side's turn (tigers never place).
    NotYourTurn,
    /// There is no piece on the starting point.
    NoPiece,
    /// The piece on the starting point belongs to the other side.
    NotYourPiece,
    /// The target point is taken.
    Occupied,
    /// No line joins the two points that way.
    NotConnected,
    /// Goats remain in hand, so the goat turn is a placement.
    MustPlace,
    /// Every goat has been placed.
    NothingToPlace,
    /// Goats never jump.
    GoatCannotJump,
    /// The jump passes over no goat.
    NothingToJump,
    /// Captures are off while goats are being placed.
    CaptureNotAllowedYet,
    /// The move would repeat a position the repetition rule forbids.
    RepetitionForbidden,
}

impl IllegalMove {
    /// A short explanation for players and protocol errors.
    pub const fn explain(self) -> &'static str {
        match self {
            IllegalMove::GameOver => "the game is over",
            IllegalMove::NotYourTurn => "it is the other side's turn",
            IllegalMove::NoPiece => "there is no piece on that point",
            IllegalMove::NotYourPiece => "that piece belongs to the other side",
            IllegalMove::Occupied => "that point is taken",
            IllegalMove::NotConnected => "no line joins those points that way",
            IllegalMove::MustPlace => "goats remain in the pen: place one",
            IllegalMove::NothingToPlace => "every goat has been placed",
            IllegalMove::GoatCannotJump => "goats never jump",
            IllegalMove::NothingToJump => "a jump must pass over a goat",
            IllegalMove::CaptureNotAllowedYet => "no captures until every goat is placed",
            IllegalMove::RepetitionForbidden => "that move repeats a position",
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.explain())
    }
}

impl std::error::Error for IllegalMove {}

/// What undo needs to restore one half move.
#[derive(Copy, Clone, Debug)]
struct Ply {
    mv: Move,
    before: Position,
    since_capture: u32,
    since_irreversible: u32,
}

/// A game in progress or finished: position plus record, with the rules applied.
#[derive(Clone, Debug)]
pub struct Game {
    settings: Settings,
    start: Position,
    pos: Position,
    plies: Vec<Ply>,
    /// Hash of every position reached; `keys[0]` is the start.
    keys: Vec<u64>,
    since_capture: u32,
    /// Half moves since the last capture or placement: older positions cannot recur.
    since_irreversible: u32,
    resigned: Option<Side>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the start position.
    pub fn new(settings: Settings) -> Result<Game, SettingsError> {
        Game::from_position(settings, Position::start())
    }

    /// A game from a set-up position; the endings are checked at once.
    pub fn from_position(settings: Settings, start: Position) -> Result<Game, SettingsError> {
        settings.validate()?;
        let mut game = Game {
            settings,
            start,
            pos: start,
            // Enough for the default move limit, so play rarely allocates.
            plies: Vec::with_capacity(512),
            keys: Vec::with_capacity(513),
            since_capture: 0,
            since_irreversible: 0,
            resigned: None,
            outcome: None,
        };
        game.keys.push(start.hash());
        game.outcome = game.compute_outcome();
        Ok(game)
    }

    /// The rule settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Half moves played.
    pub fn half_moves(&self) -> u32 {
        self.plies.len() as u32
    }

    /// Half moves since the last capture (or the start).
    pub fn half_moves_since_capture(&self) -> u32 {
        self.since_capture
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.plies.iter().map(|p| p.mv)
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        self.plies.last().map(|p| p.mv)
    }

    /// The side that resigned, if one did.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }

    /// Whether tigers may capture right now.
    pub fn jumps_allowed(&self) -> bool {
        self.settings.placement_captures || self.pos.goats_in_hand() == 0
    }

    /// Tigers with no step or allowed jump right now.
    pub fn tigers_trapped(&self) -> u8 {
        self.pos.tigers_trapped(self.jumps_allowed())
    }

    /// Whether the repetition rule can take moves away here: a forbid mode in
    /// the movement phase. Otherwise the board alone decides what is legal.
    fn filters_repeats(&self) -> bool {
        matches!(
            self.settings.repetition,
            Repetition::Forbid | Repetition::Forbid3
        ) && self.pos.goats_in_hand() == 0
    }

    /// How often `hash` occurs among the last `window` positions.
    fn occurrences(&self, hash: u64, window: u32) -> u32 {
        let from = self.keys.len().saturating_sub(window as usize);
        self.keys[from..].iter().filter(|&&k| k == hash).count() as u32
    }

    /// How often the current position has occurred since the last placement
    /// or capture, this time included (3 ends the game under `draw3`).
    pub fn times_seen(&self) -> u32 {
        self.occurrences(self.pos.hash(), self.since_irreversible + 1)
    }

    /// Whether the repetition rule forbids `m`; says nothing about whether the board allows it.
    pub fn is_forbidden_repeat(&self, m: Move) -> bool {
        // Placements and captures can never bring back an earlier position.
        if !self.filters_repeats() || !matches!(m, Move::Step { .. }) {
            return false;
        }
        let seen = self.occurrences(self.pos.hash_after(m), self.since_irreversible + 1);
        match self.settings.repetition {
            Repetition::Forbid => seen >= 1,
            _ => seen >= 2,
        }
    }

    /// Fills `list` with every legal move (none once the game has ended).
    pub fn legal_moves(&self, list: &mut MoveList) {
        list.clear();
        if self.outcome.is_some() {
            return;
        }
        self.pos.generate(self.jumps_allowed(), list);
        if self.filters_repeats() {
            list.retain(|m| !self.is_forbidden_repeat(m));
        }
    }

    /// The legal moves as a vector, for callers off the hot path.
    pub fn legal_moves_vec(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.to_vec()
    }

    /// Number of legal moves, counted without listing where the rules allow.
    pub fn count_legal_moves(&self) -> u32 {
        if self.outcome.is_some() {
            return 0;
        }
        if !self.filters_repeats() {
            return self.pos.count_moves(self.jumps_allowed());
        }
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.len() as u32
    }

    fn has_legal_move(&self) -> bool {
        if !self.filters_repeats() {
            return self.pos.has_moves(self.jumps_allowed());
        }
        let mut list = MoveList::new();
        self.pos.generate(self.jumps_allowed(), &mut list);
        list.iter().any(|&m| !self.is_forbidden_repeat(m))
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        let end = |winner, reason| Some(Outcome { winner, reason });
        if let Some(side) = self.resigned {
            return end(Some(side.opposite()), EndReason::Resigned);
        }
        if self.pos.captured() >= self.settings.goats_to_win {
            return end(Some(Side::Tiger), EndReason::Captures);
        }
        if !self.has_legal_move() {
            return match self.pos.to_move() {
                Side::Tiger => end(Some(Side::Goat), EndReason::TigersTrapped),
                Side::Goat => end(Some(Side::Tiger), EndReason::GoatsBlocked),
            };
        }
        if self.settings.repetition == Repetition::Draw3
            && self.pos.goats_in_hand() == 0
            && self.occurrences(self.pos.hash(), self.since_irreversible + 1) >= 3
        {
            return end(None, EndReason::Repetition);
        }
        let limit_hit = |limit: u32, count: u32| limit > 0 && count >= limit;
        if limit_hit(self.settings.max_half_moves, self.half_moves()) {
            return end(None, EndReason::MoveLimit);
        }
        if limit_hit(self.settings.no_capture_limit, self.since_capture) {
            return end(None, EndReason::NoCaptureLimit);
        }
        None
    }

    /// Why `m` is illegal here, or `Ok` if it may be played.
    pub fn check(&self, m: Move) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let jumps = self.jumps_allowed();
        if !self.pos.allows(m, jumps) {
            return Err(self.diagnose(m));
        }
        if self.is_forbidden_repeat(m) {
            return Err(IllegalMove::RepetitionForbidden);
        }
        Ok(())
    }

    /// Names the first rule `m` breaks; only called for moves the board refuses.
    fn diagnose(&self, m: Move) -> IllegalMove {
        let pos = &self.pos;
        let to_move = pos.to_move();
        let occupied = pos.piece_at(m.to()).is_some();
        let Some(from) = m.from() else {
            return if to_move == Side::Tiger {
                IllegalMove::NotYourTurn
            } else if pos.goats_in_hand() == 0 {
                IllegalMove::NothingToPlace
            } else {
                IllegalMove::Occupied
            };
        };
        // On a placement turn nothing on the board may move, whatever stands
        // on `from`: saying so helps a player more than naming the point.
        if to_move == Side::Goat && pos.goats_in_hand() > 0 {
            return IllegalMove::MustPlace;
        }
        match pos.piece_at(from) {
            None => return IllegalMove::NoPiece,
            Some(side) if side != to_move => return IllegalMove::NotYourPiece,
            _ => {}
        }
        match m {
            Move::Jump { to, .. } => {
                if to_move == Side::Goat {
                    IllegalMove::GoatCannotJump
                } else if tables::leap_over(from, to).is_none() {
                    IllegalMove::NotConnected
                } else if m.captured().and_then(|o| pos.piece_at(o)) != Some(Side::Goat) {
                    IllegalMove::NothingToJump
                } else if occupied {
                    IllegalMove::Occupied
                } else {
                    IllegalMove::CaptureNotAllowedYet
                }
            }
            _ if !tables::adjacent(from).contains(m.to()) => IllegalMove::NotConnected,
            _ => IllegalMove::Occupied,
        }
    }

    /// The step or jump from `from` to `to`, as a UI's from-to gesture means it.
    pub fn move_between(&self, from: Square, to: Square) -> Result<Move, IllegalMove> {
        // Two points that are neither a step nor a leap apart are checked as a
        // step, so the reason follows the same order as for any other move
        // (game over, then placement turn, then the piece, then the lines).
        let m = if tables::leap_over(from, to).is_some() {
            Move::Jump { from, to }
        } else {
            Move::Step { from, to }
        };
        self.check(m)?;
        Ok(m)
    }

    /// Plays a legal move, or says why it is illegal and changes nothing.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays a move known to be legal (from [`Game::legal_moves`]); for search and perft.
    pub fn play_unchecked(&mut self, m: Move) {
        self.plies.push(Ply {
            mv: m,
            before: self.pos,
            since_capture: self.since_capture,
            since_irreversible: self.since_irreversible,
        });
        self.pos.play_unchecked(m);
        match m {
            Move::Jump { .. } => {
                self.since_capture = 0;
                self.since_irreversible = 0;
            }
            Move::Place { .. } => {
                self.since_capture += 1;
                self.since_irreversible = 0;
            }
            Move::Step { .. } => {
                self.since_capture += 1;
                self.since_irreversible += 1;
            }
        }
        self.keys.push(self.pos.hash());
        self.outcome = self.compute_outcome();
    }

    /// Takes back the last half move (and any resignation); `None` if none was played.
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.plies.pop()?;
        self.keys.pop();
        self.pos = ply.before;
        self.since_capture = ply.since_capture;
        self.since_irreversible = ply.since_irreversible;
        self.resigned = None;
        // A move is only ever played from an unfinished position.
        self.outcome = None;
        Some(ply.mv)
    }

    /// `side` gives up; the other side wins.
    pub fn resign(&mut self, side: Side) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.resigned = Some(side);
        self.outcome = self.compute_outcome();
        Ok(())
    }
}
