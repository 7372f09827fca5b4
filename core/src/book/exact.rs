//! Exact play for the last placements: a full-width search to the end of
//! placement, with the movement table's values at its leaves. Its values are
//! the game's (the table is exact under the default rules), so a move it
//! picks never lowers a position's value and a book needs no exception there.
//! From 13 goats placed it picks a move in tens of milliseconds (200 random
//! positions a side, `examples/exact_cost`, on this project's 2-core
//! machine, nothing else running: goats to move 6 ms median, 32 ms at most;
//! tigers 8 and 63 ms).

use super::frame::Key;
use super::memo::Memo;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::position::{capture_landings, captures_open};
use crate::settings::{Repetition, Settings};
use crate::side::Side;
use crate::solve::Wdl;
use crate::square::Bitboard;
use crate::stop::StopFlag;
use crate::tablebase::{Tablebase, Value};
use crate::tables::{adjacent, leaps};
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

/// A placement position as the search sees it: its sets, captures, goats
/// in hand and side to move, without the [`Position`]'s hash, which the
/// search never needs (keeping and copying whole positions, and hashing
/// every move, cost more than a tenth of its time).
#[derive(Copy, Clone)]
struct Node {
    tigers: u32,
    goats: u32,
    captured: u8,
    in_hand: u8,
    tigers_to_move: bool,
}

impl Node {
    fn of(pos: &Position) -> Node {
        Node {
            tigers: pos.tigers().0,
            goats: pos.goats().0,
            captured: pos.captured(),
            in_hand: pos.goats_in_hand(),
            tigers_to_move: pos.to_move() == Side::Tiger,
        }
    }

    /// The memo's key: the sets, captures and side to move (not canonical:
    /// framing every node would cost more than the repeats it finds).
    fn key(&self) -> Key {
        self.tigers as u64
            | (self.goats as u64) << 25
            | (self.captured as u64) << 50
            | (self.tigers_to_move as u64) << 58
    }

    fn empty(&self) -> u32 {
        !(self.tigers | self.goats) & Bitboard::FULL.0
    }
}

/// What the search has learnt of the goats' placements, per goats in hand:
/// the last placement that answered a question yes (tried first, as one
/// placement often refutes many tiger moves) and how often each point did.
struct Hints {
    /// The point, or [`Hints::NONE`].
    last: [u8; 21],
    proved: [[u16; 25]; 21],
}

impl Hints {
    /// No placement has answered yet.
    const NONE: u8 = u8::MAX;

    /// Records that placing on point `to` with `in_hand` goats answered a question yes.
    fn proved(&mut self, in_hand: u8, to: u8) {
        let i = usize::from(in_hand);
        self.last[i] = to;
        let count = &mut self.proved[i][usize::from(to)];
        *count = count.saturating_add(1);
    }

    /// Where `child`, the position after move `i` (in generation order) of
    /// `node`, comes in the order the search tries the moves: lower first.
    /// For the goats, the placement that last refuted with as many goats
    /// in hand (a killer), then those that leave the tigers fewest captures,
    /// the points more often proved good (history) first among equals; for
    /// the tigers, captures first, then the steps that open the most
    /// captures. Other ties keep generation order: `i` is in the low bits.
    /// The order changes only how fast a question is answered, never the
    /// answer, nor which move [`ExactSearch::best_move`] plays (the first in
    /// generation order that keeps the value). Measured on 200 random
    /// positions a side at 12 and 13 placed (`G = 5`, 800 in all), the
    /// captures-based order searches a quarter to two fifths of the
    /// positions that capture-first order alone did, at the 99th percentile
    /// and at the most; the killer and history take off another 10-35% at
    /// the median and the most (tried for the tigers too, a killer searched
    /// more).
    fn rank(&self, node: &Node, child: &Node, i: usize) -> u32 {
        let open = captures_open(child.tigers, child.goats);
        let score = if node.tigers_to_move {
            if child.captured > node.captured {
                1
            } else {
                // At most 32 captures are open (4 tigers, 8 leaps each): steps come after the jumps.
                2 + (u32::from(u8::MAX) - open)
            }
        } else {
            let in_hand = usize::from(node.in_hand);
            // A placement adds one goat and takes none: the new bit is its point.
            let to = (child.goats ^ node.goats).trailing_zeros() as u8;
            if self.last[in_hand] == to {
                0
            } else {
                (1 + open) << 16 | u32::from(u16::MAX - self.proved[in_hand][usize::from(to)])
            }
        };
        score << 5 | i as u32
    }
}

/// The most moves a placement position has: 21 empty points for the goats;
/// for the tigers 8 a tiger, as a step and a jump along one line exclude each
/// other.
const MOST_MOVES: usize = 32;

/// The positions after each move of `node`, in generation order (that of
/// [`Position::generate`]).
fn children(node: &Node, after: &mut [Node; MOST_MOVES]) -> usize {
    let mut n = 0;
    let empty = node.empty();
    if node.tigers_to_move {
        for from in Bitboard(node.tigers) {
            for to in adjacent(from) & Bitboard(empty) {
                let child = &mut after[n];
                child.tigers ^= from.bb().0 | to.bb().0;
                child.tigers_to_move = false;
                n += 1;
            }
            for leap in leaps(from) {
                if node.goats & leap.over.bb().0 != 0 && empty & leap.to.bb().0 != 0 {
                    let child = &mut after[n];
                    child.tigers ^= from.bb().0 | leap.to.bb().0;
                    child.goats ^= leap.over.bb().0;
                    child.captured += 1;
                    child.tigers_to_move = false;
                    n += 1;
                }
            }
        }
    } else if node.in_hand > 0 {
        for to in Bitboard(empty) {
            let child = &mut after[n];
            child.goats |= to.bb().0;
            child.in_hand -= 1;
            child.tigers_to_move = true;
            n += 1;
        }
    }
    n
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
                last: [Hints::NONE; 21],
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
        let node = Node::of(pos);
        if self.ask(&node, Question::Wins) {
            Wdl::Win
        } else if self.ask(&node, Question::Holds) {
            Wdl::Draw
        } else {
            Wdl::Loss
        }
    }

    /// Whether the side to move in `pos` wins (a stopped search's answer
    /// means nothing: see [`gave_up`](Self::gave_up)).
    pub fn wins(&mut self, pos: &Position) -> bool {
        self.ask(&Node::of(pos), Question::Wins)
    }

    /// The first move, in generation order, that keeps `pos`'s value for its
    /// side to move; `None` if the game is over there, it has no move, or the
    /// search was stopped.
    pub fn best_move(&mut self, pos: &Position) -> Option<Move> {
        if self.settled(&Node::of(pos)).is_some() {
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
        if self.settled(&Node::of(pos)).is_some() {
            return None;
        }
        self.first_move_leaving(pos, Question::Wins)
    }

    /// The first move, in generation order, that wins `pos` for its side to
    /// move; `None` if it does not win, the game is over there, it has no
    /// move, or the search was stopped.
    pub fn winning_move(&mut self, pos: &Position) -> Option<Move> {
        if self.settled(&Node::of(pos)).is_some() || !self.wins(pos) {
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
            !self.ask(&Node::of(&after), question)
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
    fn settled(&mut self, node: &Node) -> Option<Wdl> {
        if node.captured >= self.goats_to_win {
            // The capture ended the game; the goats are to move.
            return Some(if node.tigers_to_move {
                Wdl::Win
            } else {
                Wdl::Loss
            });
        }
        if node.in_hand == 0 {
            // A leaf is reached from as many placements as it has goats, and
            // decoding the table is most of the search's cost: the memo keeps it.
            let key = node.key();
            if let Some(value) = Known(self.memo.get(key)).value() {
                return Some(value);
            }
            // The table covers every movement position with fewer captures than its goats-to-win.
            let value = match self.table.value_of(
                node.tigers,
                node.empty(),
                usize::from(node.captured),
                node.tigers_to_move,
            ) {
                Value::Win(_) => Wdl::Win,
                Value::Loss(_) => Wdl::Loss,
                Value::Draw => Wdl::Draw,
            };
            let known = Known::default()
                .with(Question::Wins, value == Wdl::Win)
                .with(Question::Holds, value != Wdl::Loss);
            self.memo.set(key, known.0);
            return Some(value);
        }
        None
    }

    /// The value for the side to move one capture short of goats-to-win,
    /// where an open capture decides it with no search and no table: the
    /// tigers to move take it and win; the goats to place lose if captures
    /// land on two points or more, as a placement closes only the captures
    /// landing where it goes and never opens a closed one. With this the
    /// analysis board's lists at 12 placed search a fifth fewer positions
    /// and look up two fifths fewer table values (`G = 5`, the 100 positions
    /// of `bench --analysis-values`: 30.7 to 24.7 million, 10.1 to 6.2
    /// million).
    fn threatened(&self, node: &Node) -> Option<Wdl> {
        if node.captured + 1 != self.goats_to_win {
            return None;
        }
        if node.tigers_to_move {
            (captures_open(node.tigers, node.goats) > 0).then_some(Wdl::Win)
        } else {
            let landings = capture_landings(node.tigers, node.goats);
            (node.in_hand > 0 && landings.count_ones() >= 2).then_some(Wdl::Loss)
        }
    }

    /// At the goats' last placement, the answer to `question` from the
    /// outcomes the table's index ([`Tablebase::index_outcomes`]) holds for
    /// the positions after it: the goats win if a placement leaves the
    /// tigers lost, hold if one leaves them not winning. `None` where the
    /// index does not hold them all, and the search goes on as without it.
    fn last_placement(&self, node: &Node, question: Question) -> Option<bool> {
        if node.tigers_to_move || node.in_hand != 1 {
            return None;
        }
        let empty = node.empty();
        let captured = usize::from(node.captured);
        let mut all_indexed = true;
        for point in Bitboard(empty) {
            let after = empty & !point.bb().0;
            match self.table.tigers_outcome(node.tigers, after, captured) {
                Some(tigers) if question.of(tigers.flip()) => return Some(true),
                Some(_) => {}
                None => all_indexed = false,
            }
        }
        all_indexed.then_some(false)
    }

    /// The answer to `question` for the side to move where the memo already
    /// holds it.
    fn recalled(&self, node: &Node, question: Question) -> Option<bool> {
        Known(self.memo.get(node.key())).get(question)
    }

    /// The answer to `question` for the side to move: yes if some move
    /// leaves the other side answering no to the reply.
    fn ask(&mut self, node: &Node, question: Question) -> bool {
        if let Some(v) = self.threatened(node).or_else(|| self.settled(node)) {
            return question.of(v);
        }
        let key = node.key();
        // No move leads back to a placement position (each adds a goat or
        // takes one), so what is known of it stays as read here until its
        // answer is written below.
        let known = Known(self.memo.get(key));
        if let Some(answer) = known.get(question) {
            return answer;
        }
        if self.halted() {
            return false;
        }
        if let Some(answer) = self.last_placement(node, question) {
            self.memo.set(key, known.with(question, answer).0);
            return answer;
        }
        let reply = question.reply();
        let mut after = [*node; MOST_MOVES];
        let count = children(node, &mut after);
        let after = &after[..count];
        // A move whose answer the memo holds settles the question without a
        // search (the table is not asked here: its look-ups cost more than
        // the searches they would save); only then are the moves searched,
        // most promising first (see [`Hints::rank`]). Of several such moves the
        // first in that order is the proof, as if they had been looked at
        // in it.
        let mut proof = None;
        for (i, child) in after.iter().enumerate() {
            if self.recalled(child, reply) == Some(false) {
                let rank = self.hints.rank(node, child, i);
                if proof.map_or(true, |(best, _)| rank < best) {
                    proof = Some((rank, i));
                }
            }
        }
        let mut proof = proof.map(|(_, i)| i);
        if proof.is_none() {
            proof = self.search_children(node, after, reply);
        }
        // A child cut short answered "no" without knowing: nothing is learnt
        // from it, so the memo keeps only finished answers and the search
        // can go on later ([`ExactSearch::resume`]).
        if self.stopped {
            return false;
        }
        if let Some(i) = proof.filter(|_| !node.tigers_to_move) {
            // A placement adds one goat and takes none: the new bit is its point.
            let placed = after[i].goats ^ node.goats;
            self.hints
                .proved(node.in_hand, placed.trailing_zeros() as u8);
        }
        let found = proof.is_some();
        self.memo.set(key, known.with(question, found).0);
        found
    }

    /// The first of `after`, the positions after each move of `node`, in
    /// the order of [`Hints::rank`], whose side to move answers no to `reply`.
    /// The moves that order puts first (the goats' killer, the tigers'
    /// captures) are searched before the others are scored: often one of
    /// them answers, and scoring is a good part of the search's cost.
    fn search_children(&mut self, node: &Node, after: &[Node], reply: Question) -> Option<usize> {
        // The moves searched first, one bit each.
        let mut first = 0u32;
        if node.tigers_to_move {
            for (i, child) in after.iter().enumerate() {
                if child.captured > node.captured {
                    if !self.ask(child, reply) {
                        return Some(i);
                    }
                    first |= 1 << i;
                }
            }
        } else {
            let killer = self.hints.last[usize::from(node.in_hand)];
            let empty = node.empty();
            if killer != Hints::NONE && empty >> killer & 1 == 1 {
                // The children come in the order of the empty points.
                let i = (empty & ((1 << killer) - 1)).count_ones() as usize;
                if !self.ask(&after[i], reply) {
                    return Some(i);
                }
                first |= 1 << i;
            }
        }
        let mut keys = [0u32; MOST_MOVES];
        let mut n = 0;
        for (i, child) in after.iter().enumerate() {
            if first >> i & 1 == 0 {
                keys[n] = self.hints.rank(node, child, i);
                n += 1;
            }
        }
        keys[..n].sort_unstable();
        keys[..n]
            .iter()
            .map(|&key| (key & 31) as usize)
            .find(|&i| !self.ask(&after[i], reply))
    }
}
