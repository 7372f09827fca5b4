//! The plain values that cross the boundary, and their translation from the core's types.
//!
//! Points are indices 0..=24: `row * 5 + column`, column 0..=4 = a..e from the
//! left, row 0..=4 = ranks 1..5 from the bottom (a1 = 0, c3 = 12, e5 = 24).

use baghchal::{Move, Square};

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Side {
    /// Twenty goats; they move first.
    Goat,
    /// Four tigers.
    Tiger,
}

/// What stands on a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Piece {
    /// Nothing.
    Empty,
    /// A goat.
    Goat,
    /// A tiger.
    Tiger,
}

/// Whether goats are still being placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Phase {
    /// Goats remain in hand; a goat turn is a placement.
    Placement,
    /// Every goat is placed; goats step.
    Movement,
}

/// Who won, if anyone yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum GameResult {
    /// The game goes on.
    Ongoing,
    /// The tigers won.
    TigersWin,
    /// The goats won.
    GoatsWin,
    /// Nobody won.
    Draw,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
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

/// How repeated positions in the movement phase are treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum RepetitionRule {
    /// The same position for the third time is a draw.
    Draw3,
    /// A move that recreates a position already seen is illegal.
    Forbid,
    /// A move that would create a position for the third time is illegal.
    Forbid3,
    /// Repetition has no effect.
    Off,
}

/// The bot's difficulty levels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Level {
    /// Looks one half move ahead and often plays at random.
    Easy,
    /// Looks a few half moves ahead, sometimes at random.
    Medium,
    /// Looks deeper and never plays at random.
    Hard,
    /// The strongest search the time allows.
    Perfect,
}

/// Which rule a move breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum IllegalReason {
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
    /// A jump must pass over a goat.
    NothingToJump,
    /// Captures are off while goats are being placed.
    CaptureNotAllowedYet,
    /// The move would repeat a position the repetition rule forbids.
    RepetitionForbidden,
}

/// The rules a game is played with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Settings {
    /// Captures that win for the tigers, 1..=20 (default 5).
    pub goats_to_win: u8,
    /// Repetition rule (default draw3).
    pub repetition: RepetitionRule,
    /// Half moves after which the game is drawn; 0 = no limit (default 400).
    pub max_half_moves: u32,
    /// Half moves without a capture after which the game is drawn; 0 = no limit (default 0).
    pub no_capture_limit: u32,
    /// Whether tigers may capture while goats are still being placed (default true).
    pub placement_captures: bool,
}

/// One half move as a UI shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MoveInfo {
    /// Notation: `c3` (placement), `b2-c3` (step), `a1xc3` (jump).
    pub notation: String,
    /// The side that played it.
    pub side: Side,
    /// The point the piece left; `None` for a placement.
    pub from: Option<u8>,
    /// The point the piece arrived on.
    pub to: u8,
    /// The point of the goat a jump ate.
    pub captured: Option<u8>,
}

/// A legal destination of a piece, for drawing move hints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Target {
    /// The point the piece can go to.
    pub to: u8,
    /// The goat eaten on the way, if the move is a jump.
    pub jump_over: Option<u8>,
}

/// Everything a game screen draws, taken at one moment.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    /// What stands on each point, 25 entries by point index.
    pub board: Vec<Piece>,
    /// The side to move.
    pub to_move: Side,
    /// Placement or movement.
    pub phase: Phase,
    /// Goats not yet placed.
    pub goats_in_hand: u8,
    /// Goats on the board.
    pub goats_on_board: u8,
    /// Goats the tigers have eaten.
    pub captured: u8,
    /// Captures that win for the tigers.
    pub goats_to_win: u8,
    /// Tigers with no legal step or jump right now.
    pub tigers_trapped: u8,
    /// Half moves played.
    pub half_moves: u32,
    /// Who won, if the game has ended.
    pub result: GameResult,
    /// Why the game ended; `None` while it goes on.
    pub reason: Option<EndReason>,
    /// The last half move, if any.
    pub last_move: Option<MoveInfo>,
    /// Every half move so far, in notation, oldest first.
    pub move_log: Vec<String>,
    /// Whether a half move can be taken back.
    pub can_undo: bool,
}

impl From<baghchal::Side> for Side {
    fn from(s: baghchal::Side) -> Self {
        match s {
            baghchal::Side::Goat => Side::Goat,
            baghchal::Side::Tiger => Side::Tiger,
        }
    }
}

impl From<Side> for baghchal::Side {
    fn from(s: Side) -> Self {
        match s {
            Side::Goat => baghchal::Side::Goat,
            Side::Tiger => baghchal::Side::Tiger,
        }
    }
}

impl From<Option<baghchal::Side>> for Piece {
    fn from(s: Option<baghchal::Side>) -> Self {
        match s {
            None => Piece::Empty,
            Some(baghchal::Side::Goat) => Piece::Goat,
            Some(baghchal::Side::Tiger) => Piece::Tiger,
        }
    }
}

impl From<baghchal::Phase> for Phase {
    fn from(p: baghchal::Phase) -> Self {
        match p {
            baghchal::Phase::Placement => Phase::Placement,
            baghchal::Phase::Movement => Phase::Movement,
        }
    }
}

impl From<baghchal::EndReason> for EndReason {
    fn from(r: baghchal::EndReason) -> Self {
        match r {
            baghchal::EndReason::Captures => EndReason::Captures,
            baghchal::EndReason::TigersTrapped => EndReason::TigersTrapped,
            baghchal::EndReason::GoatsBlocked => EndReason::GoatsBlocked,
            baghchal::EndReason::Repetition => EndReason::Repetition,
            baghchal::EndReason::MoveLimit => EndReason::MoveLimit,
            baghchal::EndReason::NoCaptureLimit => EndReason::NoCaptureLimit,
            baghchal::EndReason::Resigned => EndReason::Resigned,
        }
    }
}

impl From<baghchal::Repetition> for RepetitionRule {
    fn from(r: baghchal::Repetition) -> Self {
        match r {
            baghchal::Repetition::Draw3 => RepetitionRule::Draw3,
            baghchal::Repetition::Forbid => RepetitionRule::Forbid,
            baghchal::Repetition::Forbid3 => RepetitionRule::Forbid3,
            baghchal::Repetition::Off => RepetitionRule::Off,
        }
    }
}

impl From<RepetitionRule> for baghchal::Repetition {
    fn from(r: RepetitionRule) -> Self {
        match r {
            RepetitionRule::Draw3 => baghchal::Repetition::Draw3,
            RepetitionRule::Forbid => baghchal::Repetition::Forbid,
            RepetitionRule::Forbid3 => baghchal::Repetition::Forbid3,
            RepetitionRule::Off => baghchal::Repetition::Off,
        }
    }
}

impl From<Level> for baghchal::bot::Level {
    fn from(l: Level) -> Self {
        match l {
            Level::Easy => baghchal::bot::Level::Easy,
            Level::Medium => baghchal::bot::Level::Medium,
            Level::Hard => baghchal::bot::Level::Hard,
            Level::Perfect => baghchal::bot::Level::Perfect,
        }
    }
}

impl From<baghchal::bot::Level> for Level {
    fn from(l: baghchal::bot::Level) -> Self {
        match l {
            baghchal::bot::Level::Easy => Level::Easy,
            baghchal::bot::Level::Medium => Level::Medium,
            baghchal::bot::Level::Hard => Level::Hard,
            baghchal::bot::Level::Perfect => Level::Perfect,
        }
    }
}

impl From<baghchal::Settings> for Settings {
    fn from(s: baghchal::Settings) -> Self {
        Settings {
            goats_to_win: s.goats_to_win,
            repetition: s.repetition.into(),
            max_half_moves: s.max_half_moves,
            no_capture_limit: s.no_capture_limit,
            placement_captures: s.placement_captures,
        }
    }
}

impl From<Settings> for baghchal::Settings {
    fn from(s: Settings) -> Self {
        baghchal::Settings {
            goats_to_win: s.goats_to_win,
            repetition: s.repetition.into(),
            max_half_moves: s.max_half_moves,
            no_capture_limit: s.no_capture_limit,
            placement_captures: s.placement_captures,
        }
    }
}

impl MoveInfo {
    /// Describes `m`, played (or to be played) by `side`.
    pub(crate) fn new(m: Move, side: baghchal::Side) -> MoveInfo {
        MoveInfo {
            notation: m.to_string(),
            side: side.into(),
            from: m.from().map(Square::index),
            to: m.to().index(),
            captured: m.captured().map(Square::index),
        }
    }
}

/// The rules the app plays by unless the player changes them.
#[uniffi::export]
pub fn default_settings() -> Settings {
    baghchal::Settings::default().into()
}

/// The name of point `index`, e.g. `c3` for 12; `?` for an index off the board.
#[uniffi::export]
pub fn point_name(index: u8) -> String {
    Square::new(index).map_or_else(|| "?".to_string(), |sq| sq.to_string())
}
