//! A placement book: the positions where Perfect's deterministic placement
//! policy ([`policy`]) would lower the position's value, each with a move
//! that keeps it. From a set number of goats placed the policy is an exact
//! search to the movement table ([`exact`]), which needs no exceptions. It is made from the placement solve ([`explore`]), which
//! follows every line from a root with the opponent playing every move, so
//! from that root Perfect with the book never falls below what it keeps
//! ([`explore::Keep`]). Keys are canonical classes ([`frame`]), moves two
//! bytes ([`code`]), files checksummed ([`file`]); [`loaded::Book`] plays it.
//!
//! The policy is the book's own: a rule, or a search frozen in `frozen`
//! (the bot's search as it was when the shipped books were made), so no
//! change to the bot can change a policy move and void a book. The bot
//! uses the book; nothing here uses the bot (`core/tests/book_policy.rs`).

pub mod code;
pub mod exact;
pub mod explore;
pub mod file;
pub mod frame;
mod frozen;
pub mod installed;
pub mod loaded;
mod memo;
pub mod policy;

pub use file::BookError;
pub use loaded::Book;
