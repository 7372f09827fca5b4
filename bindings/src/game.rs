//! The `Game` object: one game behind a mutex, shared by the UI and the bot's thread.

use crate::error::BaghchalError;
use crate::types::{GameResult, MoveInfo, Piece, Settings, Side, Snapshot, Target};
use baghchal::{Move, Square};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A game in progress or finished. Every call is quick except the bot's,
/// and all of them may be made from any thread.
#[derive(uniffi::Object)]
pub struct Game {
    inner: Mutex<baghchal::Game>,
}

impl Game {
    pub(crate) fn wrap(game: baghchal::Game) -> Arc<Game> {
        crate::logging::init();
        Arc::new(Game {
            inner: Mutex::new(game),
        })
    }

    /// Locks the game. A poisoned lock means a panic in an earlier call, which
    /// already reached the caller as an exception; the core changes its state
    /// only after checking a move, so the data is still a game and we go on
    /// rather than make every read fail for good.
    pub(crate) fn lock(&self) -> MutexGuard<'_, baghchal::Game> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `change` on the locked game and returns the snapshot after it.
    fn change(
        &self,
        change: impl FnOnce(&mut baghchal::Game) -> Result<(), BaghchalError>,
    ) -> Result<Snapshot, BaghchalError> {
        let mut game = self.lock();
        change(&mut game)?;
        Ok(snapshot_of(&game))
    }
}

/// The point with index `index`, or the error that names it.
fn square(index: u8) -> Result<Square, BaghchalError> {
    Square::new(index).ok_or(BaghchalError::BadPoint { index })
}

/// Plays `m`, turning the core's refusal into the FFI error.
fn play(game: &mut baghchal::Game, m: Move) -> Result<(), BaghchalError> {
    game.play(m)?;
    Ok(())
}

/// Who has won `game`, if anyone yet.
pub(crate) fn result_of(game: &baghchal::Game) -> GameResult {
    match game.outcome().map(|o| o.winner) {
        None => GameResult::Ongoing,
        Some(Some(baghchal::Side::Tiger)) => GameResult::TigersWin,
        Some(Some(baghchal::Side::Goat)) => GameResult::GoatsWin,
        Some(None) => GameResult::Draw,
    }
}

/// Everything a screen draws about `game`, copied out so no lock is held afterwards.
pub(crate) fn snapshot_of(game: &baghchal::Game) -> Snapshot {
    let pos = game.position();
    let outcome = game.outcome();
    let result = result_of(game);
    // The mover always stands on the arrival point right after its move.
    let last_move = game
        .last_move()
        .and_then(|m| pos.piece_at(m.to()).map(|side| MoveInfo::new(m, side)));
    Snapshot {
        board: Square::all()
            .map(|sq| Piece::from(pos.piece_at(sq)))
            .collect(),
        to_move: pos.to_move().into(),
        phase: pos.phase().into(),
        goats_in_hand: pos.goats_in_hand(),
        goats_on_board: pos.goats_on_board(),
        captured: pos.captured(),
        goats_to_win: game.settings().goats_to_win,
        tigers_trapped: game.tigers_trapped(),
        half_moves: game.half_moves(),
        result,
        reason: outcome.map(|o| o.reason.into()),
        last_move,
        move_log: game.moves().map(|m| m.to_string()).collect(),
        can_undo: game.half_moves() > 0,
    }
}

#[uniffi::export]
impl Game {
    /// A new game from the start position with `settings`.
    #[uniffi::constructor]
    pub fn new(settings: Settings) -> Result<Arc<Self>, BaghchalError> {
        Ok(Game::wrap(baghchal::Game::new(settings.into())?))
    }

    /// A game loaded from record JSON (as [`Game::record_json`] writes), replayed
    /// through the rules; a tampered or corrupted record is refused.
    #[uniffi::constructor]
    pub fn from_record(json: String) -> Result<Arc<Self>, BaghchalError> {
        Ok(Game::wrap(baghchal::Game::from_json(&json)?))
    }

    /// Everything a game screen draws, as it is now.
    pub fn snapshot(&self) -> Snapshot {
        snapshot_of(&self.lock())
    }

    /// The rules this game is played with.
    pub fn settings(&self) -> Settings {
        (*self.lock().settings()).into()
    }

    /// Points where a goat may be placed now, ascending; empty unless it is a placement turn.
    pub fn placement_targets(&self) -> Vec<u8> {
        let mut to: Vec<u8> = self
            .lock()
            .legal_moves_vec()
            .into_iter()
            .filter_map(|m| match m {
                Move::Place { to } => Some(to.index()),
                _ => None,
            })
            .collect();
        to.sort_unstable();
        to
    }

    /// Points holding a piece of the side to move that has a legal step or jump, ascending.
    pub fn movable_pieces(&self) -> Vec<u8> {
        let mut from: Vec<u8> = self
            .lock()
            .legal_moves_vec()
            .into_iter()
            .filter_map(|m| m.from().map(Square::index))
            .collect();
        from.sort_unstable();
        from.dedup();
        from
    }

    /// Legal destinations of the piece on `from`; empty if there is none, it
    /// is not its side's turn, or `from` is off the board.
    pub fn targets_from(&self, from: u8) -> Vec<Target> {
        self.lock()
            .legal_moves_vec()
            .into_iter()
            .filter(|m| m.from().map(Square::index) == Some(from))
            .map(|m| Target {
                to: m.to().index(),
                jump_over: m.captured().map(Square::index),
            })
            .collect()
    }

    /// Places a goat from the pen on point `to`.
    pub fn place(&self, to: u8) -> Result<Snapshot, BaghchalError> {
        let to = square(to)?;
        self.change(|game| play(game, Move::Place { to }))
    }

    /// Moves the piece on `from` to `to`: a step, or a tiger's jump when they are two points apart.
    pub fn move_piece(&self, from: u8, to: u8) -> Result<Snapshot, BaghchalError> {
        let (from, to) = (square(from)?, square(to)?);
        self.change(|game| {
            let m = game.move_between(from, to)?;
            play(game, m)
        })
    }

    /// Plays a move written in notation: `c3`, `b2-c3` or `a1xc3`.
    pub fn play_notation(&self, text: String) -> Result<Snapshot, BaghchalError> {
        let m = Move::parse(&text)?;
        self.change(|game| play(game, m))
    }

    /// Takes back one half move (and a resignation, if there was one).
    pub fn undo(&self) -> Result<Snapshot, BaghchalError> {
        self.change(|game| game.undo().map(|_| ()).ok_or(BaghchalError::NothingToUndo))
    }

    /// `side` gives up and the other side wins.
    pub fn resign(&self, side: Side) -> Result<Snapshot, BaghchalError> {
        self.change(|game| Ok(game.resign(side.into())?))
    }

    /// The game as record JSON, for saving; [`Game::from_record`] reads it back.
    pub fn record_json(&self) -> String {
        self.lock().to_json()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_poisoned_lock_still_serves_the_game() {
        let game = Game::new(crate::default_settings()).expect("default settings are valid");
        game.place(12).expect("c3 is free at the start");
        let poisoner = Arc::clone(&game);
        let joined = std::thread::spawn(move || {
            let _held = poisoner.lock();
            panic!("poison the lock on purpose");
        })
        .join();
        assert!(joined.is_err(), "the thread should have panicked");
        assert!(game.inner.is_poisoned());
        let snap = game.snapshot();
        assert_eq!(snap.move_log, vec!["c3".to_string()]);
        let after = game.move_piece(0, 1).expect("a1-b1 is legal");
        assert_eq!(after.half_moves, 2);
    }

    #[test]
    fn a_finished_game_is_game_over_for_every_change() {
        let game = Game::new(crate::default_settings()).expect("default settings are valid");
        game.resign(Side::Goat).expect("a new game can be resigned");
        assert_eq!(game.place(12), Err(BaghchalError::GameOver));
        // Off the lines: the finished game is still the reason given.
        assert_eq!(game.move_piece(0, 13), Err(BaghchalError::GameOver));
        assert_eq!(game.resign(Side::Tiger), Err(BaghchalError::GameOver));
    }
}
