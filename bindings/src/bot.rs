//! The bot's calls: they search a copy of the game so the UI can keep reading it.

use crate::error::BaghchalError;
use crate::game::Game;
use crate::types::{Level, MoveInfo};
use baghchal::bot::{Bot, Limits, Request, StopFlag};
use std::sync::{Arc, LazyLock, Mutex, TryLockError};
use std::time::{Duration, Instant};

/// One bot for the whole process, so its table (32 MB) is allocated once and
/// memory stays bounded however many threads the app searches from.
static SHARED_BOT: LazyLock<Mutex<Bot>> = LazyLock::new(|| Mutex::new(Bot::new()));

/// Table size for a search that finds the shared bot busy with another one.
const SPARE_MEMORY: usize = 1 << 20;

/// How long a search waits for the shared bot before taking a spare table.
/// A cancelled search lets go within 10 ms, so the usual case (the player
/// takes back while the bot thinks, and a new search starts) still gets the
/// shared table, whose size is part of what makes a seed's move repeatable.
const WAIT_FOR_SHARED: Duration = Duration::from_millis(50);

/// Runs one search on the shared bot; if another search keeps it busy for
/// longer than [`WAIT_FOR_SHARED`], on a small spare bot instead.
fn search(
    game: &baghchal::Game,
    request: &Request,
    seed: u64,
    stop: &StopFlag,
) -> Option<baghchal::bot::Answer> {
    let mut no_info = |_: &baghchal::bot::Info| {};
    let deadline = Instant::now() + WAIT_FOR_SHARED;
    loop {
        match SHARED_BOT.try_lock() {
            Ok(mut bot) => return bot.think(game, request, seed, stop, &mut no_info),
            // A panic mid-search left the table in some state; entries are only
            // hints checked against the position, so it is still safe to use.
            Err(TryLockError::Poisoned(poisoned)) => {
                return poisoned
                    .into_inner()
                    .think(game, request, seed, stop, &mut no_info)
            }
            Err(TryLockError::WouldBlock) if Instant::now() < deadline && !stop.is_stopped() => {
                std::thread::sleep(Duration::from_millis(1));
            }
            Err(TryLockError::WouldBlock) => {
                return Bot::with_memory(SPARE_MEMORY).think(
                    game,
                    request,
                    seed,
                    stop,
                    &mut no_info,
                )
            }
        }
    }
}

/// Stops a bot search from another thread. One handle serves one search:
/// once cancelled it stays cancelled, and a search started with it returns
/// [`BaghchalError::Cancelled`] at once.
#[derive(uniffi::Object)]
pub struct CancelHandle {
    pub(crate) flag: StopFlag,
}

#[uniffi::export]
impl CancelHandle {
    /// A handle that is not cancelled.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(CancelHandle {
            flag: StopFlag::new(),
        })
    }

    /// Asks the search using this handle to stop soon; safe from any thread.
    pub fn cancel(&self) {
        self.flag.stop();
    }

    /// Whether [`CancelHandle::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.flag.is_stopped()
    }
}

/// Limits for a search; any that is set stops it, and at least one must be set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct BotLimits {
    /// Deepest iteration, in half moves.
    pub depth: Option<u32>,
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// Milliseconds to search at most.
    pub millis: Option<u64>,
}

/// The bot's choice; the move is not played.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotMove {
    /// The move to play.
    pub mv: MoveInfo,
    /// Score for the side to move, as the search saw it.
    pub score: i32,
    /// Depth the search completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

impl Game {
    /// Copies the game under the lock and searches the copy without it, so
    /// other threads can read and change the game while the bot thinks.
    fn think(
        &self,
        request: Request,
        seed: u64,
        cancel: &CancelHandle,
    ) -> Result<BotMove, BaghchalError> {
        let game = self.lock().clone();
        if game.outcome().is_some() {
            return Err(BaghchalError::GameOver);
        }
        if cancel.is_cancelled() {
            return Err(BaghchalError::Cancelled);
        }
        let side = game.position().to_move();
        let answer = search(&game, &request, seed, &cancel.flag);
        // A cancelled search may still name a move; the caller asked not to have it.
        if cancel.is_cancelled() {
            return Err(BaghchalError::Cancelled);
        }
        let answer = answer.ok_or(BaghchalError::GameOver)?;
        Ok(BotMove {
            mv: MoveInfo::new(answer.best, side),
            score: answer.score,
            depth: answer.depth,
            nodes: answer.nodes,
        })
    }
}

#[uniffi::export]
impl Game {
    /// The bot's move for the side to move at `level`. Blocks while it
    /// searches: call it off the UI thread. `seed` makes its random choices
    /// repeatable. Does not play the move.
    pub fn bot_move(
        &self,
        level: Level,
        seed: u64,
        cancel: Arc<CancelHandle>,
    ) -> Result<BotMove, BaghchalError> {
        self.think(Request::Level(level.into()), seed, &cancel)
    }

    /// Like [`Game::bot_move`], with explicit search limits instead of a level.
    pub fn bot_move_limited(
        &self,
        limits: BotLimits,
        seed: u64,
        cancel: Arc<CancelHandle>,
    ) -> Result<BotMove, BaghchalError> {
        if limits.depth.is_none() && limits.nodes.is_none() && limits.millis.is_none() {
            // An unlimited search would block its thread until cancelled.
            return Err(BaghchalError::BadSetting {
                detail: "bot limits: set at least one of depth, nodes, millis".to_string(),
            });
        }
        if limits.depth == Some(0) || limits.nodes == Some(0) {
            return Err(BaghchalError::BadSetting {
                detail: "bot limits: depth and nodes must be at least 1".to_string(),
            });
        }
        let limits = Limits {
            depth: limits.depth,
            nodes: limits.nodes,
            time: limits.millis.map(Duration::from_millis),
        };
        self.think(Request::Limits(limits), seed, &cancel)
    }
}
