//! A real placement book for the `G = 1` game, for engine sessions'
//! `book load`: small, quick to check, and accepted by this build.

use crate::table::g1_bytes;
use baghchal::book::explore::{Exception, Keep};
use baghchal::book::file;
use baghchal::book::frame::Frame;
use baghchal::book::loaded::policy_answers;
use baghchal::book::policy::Policy;
use baghchal::tablebase::Tablebase;
use baghchal::{Move, Position, Side};
use std::sync::OnceLock;

/// A policy that answers at once: few nodes, no exact search.
const QUICK: Policy = Policy {
    nodes: 8,
    table_bytes: 1 << 12,
    seed: 7,
    exact_from: 20,
    formation: None,
};

/// The bytes of a goats' `G = 1` book from the start, listing one move
/// there, with the answers this build's policy gives; built once per process.
pub fn g1_book_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let table = Tablebase::from_bytes(g1_bytes().to_vec()).expect("the real table");
        let start = Position::start();
        let frame = Frame::of(&start);
        let first = Move::parse("c3").expect("a move");
        let listed = [Exception {
            key: frame.key(),
            code: baghchal::book::code::encode(frame.to_canonical(first)),
        }];
        let answers = policy_answers(QUICK, 1, Some(&table));
        file::write(
            1,
            Keep::Draw,
            (Side::Goat, frame.key()),
            QUICK,
            &answers,
            &[(Side::Goat, &listed[..])],
        )
    })
}
