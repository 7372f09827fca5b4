//! The goats' book policy's search, frozen: the alpha-beta search, static
//! evaluation and transposition table the bot had when the shipped books
//! were made (`bot/search.rs`, `bot/eval.rs`, `bot/tt.rs` at commit
//! `6e949d1`), cut down to what the policy uses: a node limit, no clock, no
//! root restriction, a fixed seed and the default weights.
//!
//! Why a copy: a book lists only the positions where its policy's move falls
//! short, so the policy's every move is part of the book. While the policy
//! was the bot's own search, any change to the bot's evaluation, search or
//! move order changed those moves and voided every book (remaking one needs
//! the placement layers, 8.7 GB, and hours). The bot may now change freely;
//! this code must not. Nothing here names `crate::bot`, and nothing outside
//! `book/` reaches it (`core/tests/book_policy.rs` checks both).
//!
//! What changing it voids: every book whose policy has no formation rule
//! (the shipped `g5-goats.book` among them). `Book::check_policy` (and so
//! `loadBook`, `solve match`, `book load` and `core/tests/shipped_book.rs`)
//! then refuses those books, and `core/tests/book_policy.rs` finds the moves
//! it pins no longer played. It still rests on the rules (`Game`, the move
//! generator's order, `Position::hash`) and on `rand`'s `StdRng` and shuffle
//! as `Cargo.lock` pins them: a change there voids the books just the same.

mod eval;
mod search;
mod tt;

pub use search::best_move;
pub use tt::Table;
