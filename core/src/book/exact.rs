//! Exact play for the last placements: a full-width search to the end of
//! placement, with the movement table's values at its leaves. Its values are
//! the game's (the table is exact under the default rules), so a move it
//! picks never lowers a position's value and a book needs no exception there.
//! From 13 goats placed it picks a move in tens of milliseconds (200 random
//! positions a side, `examples/exact_cost`, on this project's 2-core
//! machine, nothing else running: goats to move 7 ms median, 41 ms at most;
//! tigers 8 and 74 ms).

use super::frame::Key;
use super::memo::Memo;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::settings::{Repetition, Settings};
use crate::side::{Phase, Side};
use crate::solve::Wdl;
use crate::square::Square;
use crate::stop::StopFlag;
use crate::tablebase::{Tablebase, Value};
use std::time::Instant;

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

/// How many positions the search visits between two looks at its stop flag and clock.
const STOP_EVERY: u64 = 1 << 10;

/// A search over one position's remaining placements; its memo lives as long
/// as the search, so asking several questions of one position is cheap.
pub struct ExactSearch<'a> {
    table: &'a Tablebase,
    stop: Option<&'a StopFlag>,
    /// When the search gives up, as if stopped.
    deadline: Option<Instant>,
    stopped: bool,
    goats_to_win: u8,
    /// The answer to each question asked, per position searched.
    memo: Memo,
    /// What the search has learnt of the goats' placements.
    hints: Hints,
    nodes: u64,
    /// Positions after which the search gives up, as if stopped.
    node_limit: u64,
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

/// What is known of one position: for each question, whether it is answered
/// and the answer. One entry holds both, so one look-up serves either.
#[derive(Copy, Clone, Default)]
struct Known(u8);

impl Known {
    fn bits(question: Question) -> u8 {
        match question {
            Question::Wins => 0,
            Question::Holds => 2,
        }
    }

    fn get(self, question: Question) -> Option<bool> {
        let b = Known::bits(question);
        (self.0 >> b & 1 == 1).then_some(self.0 >> (b + 1) & 1 == 1)
    }

    /// The value, once both questions are answered.
    fn value(self) -> Option<Wdl> {
        match (self.get(Question::Wins)?, self.get(Question::Holds)?) {
            (true, _) => Some(Wdl::Win),
            (false, true) => Some(Wdl::Draw),
            (false, false) => Some(Wdl::Loss),
        }
    }

    /// Records an answer and what it implies: a win is a hold, and a
    /// position that cannot be held is not won.
    fn with(self, question: Question, answer: bool) -> Known {
        let set = |k: u8, q: Question, a: bool| k | (1 | (a as u8) << 1) << Known::bits(q);
        let known = set(self.0, question, answer);
        Known(match (question, answer) {
            (Question::Wins, true) => set(known, Question::Holds, true),
            (Question::Holds, false) => set(known, Question::Wins, false),
            _ => known,
        })
    }
}

/// The memo's key: the position's sets, captures and side to move (not
/// canonical: framing every node would cost more than the repeats it finds).
fn memo_key(pos: &Position) -> Key {
    pos.tigers().0 as u64
        | (pos.goats().0 as u64) << 25
        | (pos.captured() as u64) << 50
        | ((pos.to_move() == Side::Tiger) as u64) << 58
}

/// What the search has learnt of the goats' placements, per goats in hand:
/// the last placement that answered a question yes (tried first, as one
/// placement often refutes many tiger moves) and how often each point did.
struct Hints {
    last: [Option<Square>; 21],
    proved: [[u16; 25]; 21],
}

impl Hints {
    /// Records that placing on `to` with `in_hand` goats answered a question yes.
    fn proved(&mut self, in_hand: u8, to: Square) {
        let i = usize::from(in_hand);
        self.last[i] = Some(to);
        let count = &mut self.proved[i][to.index() as usize];
        *count = count.saturating_add(1);
    }
}

/// The most moves a placement position has: 21 empty points for the goats;
/// for the tigers 8 a tiger, as a step and a jump along one line exclude each
/// other.
const MOST_MOVES: usize = 32;

/// The positions after each move of `pos`, in the order the search tries
/// them: for the goats, the placement that last refuted with as many goats
/// in hand (a killer, [`Hints`]), then those that leave the tigers fewest
/// captures, the points more often proved good (history) first among
/// equals; for the tigers, captures first, then the steps that open the most
/// captures. Other ties keep generation order. The order changes only how
/// fast a question is answered, never the answer, nor which move
/// [`ExactSearch::best_move`] plays (the first in generation order that
/// keeps the value). Measured on 200 random positions a side at 12 and 13
/// placed (`G = 5`, 800 in all), the captures-based order searches a quarter
/// to two fifths of the positions that capture-first order alone did, at the
/// 99th percentile and at the most; the killer and history take off another
/// 10-35% at the median and the most (tried for the tigers too, a killer
/// searched more).
fn children(pos: &Position, hints: &Hints) -> ([Position; MOST_MOVES], usize) {
    let mut list = MoveList::new();
    pos.generate(true, &mut list);
    let in_hand = usize::from(pos.goats_in_hand());
    let mut after = [*pos; MOST_MOVES];
    // Each key holds the order's score above the move's index, so one sort
    // of plain numbers keeps ties in generation order.
    let mut keys = [0u32; MOST_MOVES];
    for (i, &m) in list.iter().enumerate() {
        after[i].play_unchecked(m);
        let open = after[i].captures_open();
        let score = match m {
            Move::Place { to } if hints.last[in_hand] == Some(to) => 0,
            Move::Place { to } => {
                (1 + open) << 16 | u32::from(u16::MAX - hints.proved[in_hand][to.index() as usize])
            }
            Move::Jump { .. } => 1,
            // At most 32 captures are open (4 tigers, 8 leaps each): steps come after the jumps.
            _ => 2 + (u32::from(u8::MAX) - open),
        };
        keys[i] = score << 5 | i as u32;
    }
    let keys = &mut keys[..list.len()];
    keys.sort_unstable();
    let mut ordered = [*pos; MOST_MOVES];
    for (slot, &key) in ordered.iter_mut().zip(keys.iter()) {
        *slot = after[(key & 31) as usize];
    }
    (ordered, list.len())
}

impl<'a> ExactSearch<'a> {
    /// A search under the default rules with the goats-to-win of `table`.
    pub fn new(table: &'a Tablebase) -> ExactSearch<'a> {
        ExactSearch {
            table,
            stop: None,
            deadline: None,
            stopped: false,
            goats_to_win: table.goats_to_win(),
            memo: Memo::default(),
            hints: Hints {
                last: [None; 21],
                proved: [[0; 25]; 21],
            },
            nodes: 0,
            node_limit: u64::MAX,
        }
    }

    /// The same search, giving up once `stop` is set (a player's take-back,
    /// leaving the table): [`best_move`](Self::best_move) then answers `None`.
    pub fn with_stop(mut self, stop: &'a StopFlag) -> ExactSearch<'a> {
        self.stop = Some(stop);
        self
    }

    /// The same search, giving up at `deadline` (looked at as often as the
    /// stop flag), so that Perfect's move keeps to its time on any machine:
    /// [`best_move`](Self::best_move) then answers `None`.
    pub fn with_deadline(mut self, deadline: Instant) -> ExactSearch<'a> {
        self.deadline = Some(deadline);
        self
    }

    /// The same search, giving up after `nodes` positions searched, so that
    /// a position too deep for a phone falls back to the engine's search:
    /// [`best_move`](Self::best_move) then answers `None`.
    pub fn with_node_limit(mut self, nodes: u64) -> ExactSearch<'a> {
        self.node_limit = nodes;
        self
    }

    /// Lets a search that gave up at its node limit go on with `nodes` more
    /// positions (`u64::MAX`: no limit). Its memo holds only the answers it
    /// finished, so what it learnt before is kept and is right. A stop flag
    /// or deadline that ended it ends it again at its next look.
    pub fn resume(&mut self, nodes: u64) {
        self.stopped = false;
        self.node_limit = self.nodes.saturating_add(nodes);
    }

    /// Whether the search gave up (stopped, past its deadline or its node
    /// limit): its answers since mean nothing.
    pub fn gave_up(&self) -> bool {
        self.stopped
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

    /// Whether the side to move in `pos` wins (a stopped search's answer
    /// means nothing: see [`gave_up`](Self::gave_up)).
    pub fn wins(&mut self, pos: &Position) -> bool {
        self.ask(pos, Question::Wins)
    }

    /// The first move, in generation order, that keeps `pos`'s value for its
    /// side to move; `None` if the game is over there, it has no move, or the
    /// search was stopped.
    pub fn best_move(&mut self, pos: &Position) -> Option<Move> {
        if self.settled(pos).is_some() {
            return None;
        }
        match self.value(pos) {
            Wdl::Win => self.first_move_leaving(pos, Question::Holds),
            Wdl::Draw => self.first_move_leaving(pos, Question::Wins),
            Wdl::Loss => {
                let mut list = MoveList::new();
                pos.generate(true, &mut list);
                // A stopped search's answers mean nothing.
                list.iter().next().copied().filter(|_| !self.stopped)
            }
        }
    }

    /// The first move, in generation order, after which the opponent cannot
    /// win; `None` if the side to move loses, the game is over there, it
    /// has no move, or the search was stopped. It asks only the question a
    /// "cannot lose" guarantee needs, not whether the side to move wins,
    /// which is the costly one for the tigers.
    pub fn holding_move(&mut self, pos: &Position) -> Option<Move> {
        if self.settled(pos).is_some() {
            return None;
        }
        self.first_move_leaving(pos, Question::Wins)
    }

    /// The first move, in generation order, that wins `pos` for its side to
    /// move; `None` if it does not win, the game is over there, it has no
    /// move, or the search was stopped.
    pub fn winning_move(&mut self, pos: &Position) -> Option<Move> {
        if self.settled(pos).is_some() || !self.ask(pos, Question::Wins) {
            return None;
        }
        self.first_move_leaving(pos, Question::Holds)
    }

    /// The first move, in generation order, after which the opponent's
    /// answer to `question` is no; `None` if there is none or the search
    /// was stopped (a stopped search's answers mean nothing).
    fn first_move_leaving(&mut self, pos: &Position, question: Question) -> Option<Move> {
        let mut list = MoveList::new();
        pos.generate(true, &mut list);
        let found = list.iter().copied().find(|&m| {
            let mut after = *pos;
            after.play_unchecked(m);
            !self.ask(&after, question)
        });
        found.filter(|_| !self.stopped)
    }

    /// Counts a node; true once the stop flag is seen set.
    fn halted(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.node_limit
            || self.nodes % STOP_EVERY == 0
                && (self.stop.is_some_and(StopFlag::is_stopped)
                    || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The value for the side to move where no search is needed: a capture
    /// reached goats-to-win, or every goat is placed (the table's value). A
    /// side without a move needs no case of its own: with no move to try,
    /// every question is answered no, which is a loss.
    fn settled(&mut self, pos: &Position) -> Option<Wdl> {
        if pos.captured() >= self.goats_to_win {
            // The capture ended the game; the goats are to move.
            return Some(if pos.to_move() == Side::Goat {
                Wdl::Loss
            } else {
                Wdl::Win
            });
        }
        if pos.phase() == Phase::Movement {
            // A leaf is reached from as many placements as it has goats, and
            // decoding the table is most of the search's cost: the memo keeps it.
            let key = memo_key(pos);
            if let Some(value) = Known(self.memo.get(key)).value() {
                return Some(value);
            }
            // The table covers every movement position with fewer captures than its goats-to-win.
            let value = match self.table.probe(pos) {
                Some(Value::Win(_)) => Wdl::Win,
                Some(Value::Loss(_)) => Wdl::Loss,
                Some(Value::Draw) | None => Wdl::Draw,
            };
            let known = Known::default()
                .with(Question::Wins, value == Wdl::Win)
                .with(Question::Holds, value != Wdl::Loss);
            self.memo.set(key, known.0);
            return Some(value);
        }
        None
    }

    /// The answer to `question` for the side to move where the memo already
    /// holds it.
    fn recalled(&self, pos: &Position, question: Question) -> Option<bool> {
        Known(self.memo.get(memo_key(pos))).get(question)
    }

    /// The answer to `question` for the side to move: yes if some move
    /// leaves the other side answering no to the reply.
    fn ask(&mut self, pos: &Position, question: Question) -> bool {
        if let Some(v) = self.settled(pos) {
            return question.of(v);
        }
        if let Some(known) = self.recalled(pos, question) {
            return known;
        }
        if self.halted() {
            return false;
        }
        let reply = question.reply();
        let (after, count) = children(pos, &self.hints);
        let after = &after[..count];
        // A move whose answer the memo holds settles the question without a
        // search (the table is not asked here: its look-ups cost more than
        // the searches they would save); only then are the moves searched,
        // most promising first (see `children`).
        let proof = after
            .iter()
            .find(|child| self.recalled(child, reply) == Some(false))
            .or_else(|| after.iter().find(|child| !self.ask(child, reply)));
        // A child cut short answered "no" without knowing: nothing is learnt
        // from it, so the memo keeps only finished answers and the search
        // can go on later ([`ExactSearch::resume`]).
        if self.stopped {
            return false;
        }
        if let Some(child) = proof.filter(|_| pos.to_move() == Side::Goat) {
            // A placement adds one goat and takes none: the new bit is its point.
            let placed = child.goats().0 ^ pos.goats().0;
            if let Some(to) = Square::new(placed.trailing_zeros() as u8) {
                self.hints.proved(pos.goats_in_hand(), to);
            }
        }
        let found = proof.is_some();
        let key = memo_key(pos);
        self.memo
            .set(key, Known(self.memo.get(key)).with(question, found).0);
        found
    }
}
