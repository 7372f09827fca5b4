//! Exact play for the last placements: a full-width search to the end of
//! placement, with the movement table's values at its leaves. Its values are
//! the game's (the table is exact under the default rules), so a move it
//! picks never lowers a position's value and a book needs no exception there.
//! From 13 goats placed it picks a move in tens of milliseconds (43 ms
//! median, 528 ms at most over 2,000 positions of the goats' book on this
//! project's 2-core machine; the tigers' 80 ms and 774 ms over 300).

use super::frame::Key;
use crate::bot::StopFlag;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::settings::{Repetition, Settings};
use crate::side::{Phase, Side};
use crate::solve::Wdl;
use crate::tablebase::{Tablebase, Value};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Whether the movement table's values are exact for the whole game under
/// `settings` (its goats-to-win apart): captures during placement, no
/// no-capture limit, repetitions drawn at the third time or not at all, and
/// room for the longest win after the last placement. Only then are the
/// exact search's values, and a book's, the game's.
pub fn rules_fit(settings: &Settings) -> bool {
    settings.placement_captures
        && matches!(settings.repetition, Repetition::Draw3 | Repetition::Off)
        && settings.no_capture_limit == 0
        && (settings.max_half_moves == 0 || settings.max_half_moves >= 400)
}

/// How many positions the search visits between two looks at its stop flag.
const STOP_EVERY: u64 = 1 << 10;

/// A search over one position's remaining placements; its memo lives as long
/// as the search, so asking several questions of one position is cheap.
pub struct ExactSearch<'a> {
    table: &'a Tablebase,
    stop: Option<&'a StopFlag>,
    stopped: bool,
    goats_to_win: u8,
    /// The answer to each question asked, per position searched.
    memo: Memo,
    nodes: u64,
}

/// What the search asks of a position, for its side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Question {
    /// Does it win?
    Wins,
    /// Does it avoid losing?
    Holds,
}

impl Question {
    /// The answer where the value is known.
    fn of(self, value: Wdl) -> bool {
        match self {
            Question::Wins => value == Wdl::Win,
            Question::Holds => value != Wdl::Loss,
        }
    }

    /// What a move must leave the other side unable to do for this answer to
    /// be yes: to win, leave it no hold; to hold, leave it no win.
    fn reply(self) -> Question {
        match self {
            Question::Wins => Question::Holds,
            Question::Holds => Question::Wins,
        }
    }
}

type Memo = HashMap<Key, bool, BuildHasherDefault<KeyHasher>>;

/// Positions are already well-mixed bit sets: one multiply spreads them.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ n >> 29).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// The memo's key: the position's sets, captures and side to move (not
/// canonical: framing every node would cost more than the repeats it finds),
/// and the question.
fn memo_key(pos: &Position, question: Question) -> Key {
    pos.tigers().0 as u64
        | (pos.goats().0 as u64) << 25
        | (pos.captured() as u64) << 50
        | ((pos.to_move() == Side::Tiger) as u64) << 58
        | ((question == Question::Wins) as u64) << 59
}

impl<'a> ExactSearch<'a> {
    /// A search under the default rules with the goats-to-win of `table`.
    pub fn new(table: &'a Tablebase) -> ExactSearch<'a> {
        ExactSearch {
            table,
            stop: None,
            stopped: false,
            goats_to_win: table.goats_to_win(),
            memo: Memo::default(),
            nodes: 0,
        }
    }

    /// The same search, giving up once `stop` is set (a player's take-back,
    /// leaving the table): [`best_move`](Self::best_move) then answers `None`.
    pub fn with_stop(mut self, stop: &'a StopFlag) -> ExactSearch<'a> {
        self.stop = Some(stop);
        self
    }

    /// Placement positions searched so far (each once per question).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The value of `pos` for its side to move.
    pub fn value(&mut self, pos: &Position) -> Wdl {
        if self.ask(pos, Question::Wins) {
            Wdl::Win
        } else if self.ask(pos, Question::Holds) {
            Wdl::Draw
        } else {
            Wdl::Loss
        }
    }

    /// The first move, in generation order, that keeps `pos`'s value for its
    /// side to move; `None` if the game is over there, it has no move, or the
    /// search was stopped.
    pub fn best_move(&mut self, pos: &Position) -> Option<Move> {
        if self.settled(pos).is_some() {
            return None;
        }
        let value = self.value(pos);
        let mut list = MoveList::new();
        pos.generate(true, &mut list);
        let found = list.iter().copied().find(|&m| {
            let mut after = *pos;
            after.play_unchecked(m);
            match value {
                Wdl::Win => !self.ask(&after, Question::Holds),
                Wdl::Draw => !self.ask(&after, Question::Wins),
                Wdl::Loss => true,
            }
        });
        // A stopped search's answers mean nothing.
        found.filter(|_| !self.stopped)
    }

    /// Counts a node; true once the stop flag is seen set.
    fn halted(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes % STOP_EVERY == 0 && self.stop.is_some_and(StopFlag::is_stopped) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The value for the side to move where no search is needed: a capture
    /// reached goats-to-win, or every goat is placed (the table's value). A
    /// side without a move needs no case of its own: with no move to try,
    /// every question is answered no, which is a loss.
    fn settled(&self, pos: &Position) -> Option<Wdl> {
        if pos.captured() >= self.goats_to_win {
            // The capture ended the game; the goats are to move.
            return Some(if pos.to_move() == Side::Goat {
                Wdl::Loss
            } else {
                Wdl::Win
            });
        }
        if pos.phase() == Phase::Movement {
            // The table covers every movement position with fewer captures than its goats-to-win.
            return Some(match self.table.probe(pos) {
                Some(Value::Win(_)) => Wdl::Win,
                Some(Value::Loss(_)) => Wdl::Loss,
                Some(Value::Draw) | None => Wdl::Draw,
            });
        }
        None
    }

    /// The answer to `question` for the side to move: yes if some move
    /// leaves the other side answering no to the reply.
    fn ask(&mut self, pos: &Position, question: Question) -> bool {
        if let Some(v) = self.settled(pos) {
            return question.of(v);
        }
        let key = memo_key(pos, question);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        if self.halted() {
            return false;
        }
        let reply = question.reply();
        let found = self.any_move(pos, |s, after| !s.ask(after, reply));
        self.memo.insert(key, found);
        found
    }

    /// Whether some move of `pos` reaches a position where `good` holds;
    /// the tigers' captures are tried first, as they settle most lines.
    fn any_move(&mut self, pos: &Position, good: impl Fn(&mut Self, &Position) -> bool) -> bool {
        let mut list = MoveList::new();
        pos.generate(true, &mut list);
        let jump = |m: &&Move| matches!(m, Move::Jump { .. });
        let mut order = list
            .iter()
            .filter(jump)
            .chain(list.iter().filter(|m| !jump(m)));
        order.any(|&m| {
            let mut after = *pos;
            after.play_unchecked(m);
            good(self, &after)
        })
    }
}
