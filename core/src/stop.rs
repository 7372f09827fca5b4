//! A flag one thread sets to stop another's search: the bot's, the book's
//! policy and its exact search all honour it. It lives apart from both so
//! that the book need not reach into the bot for it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A flag another thread sets to stop a search; cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag that is not set.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks the search to stop and return its best move so far.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Whether a clone of this flag is held elsewhere: once the search it
    /// was handed to has dropped it, stopping it can stop nothing.
    pub fn is_shared(&self) -> bool {
        Arc::strong_count(&self.0) > 1
    }
}
