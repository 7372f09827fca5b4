//! Perfect's placement policy when a book is loaded: the book's own frozen
//! search (`book/frozen`, the bot's search as it was when the shipped
//! books were made) with a node limit and no clock, from a fixed seed, on
//! the canonical image of the position, with the movement table at the
//! leaves it reaches, or a fixed rule ([`Formation`]); from
//! [`Policy::exact_from`] goats placed on, the exact search to the table
//! ([`super::exact`]). The same position gives the same move on every
//! machine and in every later build, which is what lets a book list only
//! the positions where this move is not good enough. None of it is the
//! bot's: changing the bot cannot void a book.

use super::exact::ExactSearch;
use super::frozen;
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::settings::{Repetition, Settings};
use crate::stop::StopFlag;
use crate::tablebase::Tablebase;
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Instant;

/// The parameters that fix the policy's answers; a book records them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Policy {
    /// Search nodes per move.
    pub nodes: u32,
    /// Bytes of the policy's own transposition table.
    pub table_bytes: u32,
    /// Seed of the root-move shuffle and the tie-break.
    pub seed: u64,
    /// Goats placed from which the exact search plays (20: never). Its moves
    /// keep every value, so a book lists exceptions only before it.
    pub exact_from: u8,
    /// Where set, this rule plays instead of the node-limited search (whose
    /// `nodes`, `table_bytes` and `seed` then go unused).
    pub formation: Option<Formation>,
}

/// A rule instead of a search: move so that as many tigers as possible stand
/// on `points` (captures first, if asked), ties to the least tiger bitboard.
///
/// Why a rule: the search's move depends on every goat, so against every goat
/// reply the tigers' lines hardly ever meet again and a tigers' book would
/// need billions of positions. Under a rule that mostly depends on the
/// tigers alone, different goat orders lead to the same tigers, the lines
/// meet, and the book lists only the places where the rule would lose.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Formation {
    /// The points the tigers aim to stand on (a bitboard).
    pub points: u32,
    /// Whether a capture comes before the formation.
    pub captures_first: bool,
}

impl Formation {
    /// How much the rule likes `m` in `pos`: lower is better, and no two
    /// moves of one position score the same.
    pub fn score(&self, pos: &Position, m: Move) -> (u8, u32, u32) {
        let mut after = *pos;
        after.play_unchecked(m);
        let tigers = after.tigers().0;
        let capture = matches!(m, Move::Jump { .. });
        let not_capture = u8::from(self.captures_first && !capture);
        // Tigers differ after every tiger move; for goats the placed point does.
        let tie = m.to().index() as u32;
        (
            not_capture,
            (tigers & !self.points).count_ones(),
            tigers << 5 | tie,
        )
    }

    /// The rule's move in `pos`, if it has one.
    pub fn choose(&self, pos: &Position) -> Option<Move> {
        let mut list = crate::moves::MoveList::new();
        pos.generate(true, &mut list);
        list.iter().copied().min_by_key(|&m| self.score(pos, m))
    }
}

/// The policy the shipped books are made with (the tigers' with
/// [`TIGERS_FORMATION`] as its rule). The exact search takes over at 13
/// goats placed, where its move costs 18 ms (median; 141 ms at most over
/// 500 positions of the goats' exploration, on this project's 2-core
/// machine) and the node-limited search's exceptions grow fastest.
pub const DEFAULT_POLICY: Policy = Policy {
    nodes: 1_000,
    table_bytes: 1 << 20,
    seed: 0x6261_6768_6368_616c,
    exact_from: 13,
    formation: None,
};

/// The shipped tigers' book's rule: captures first, then the tigers on b2,
/// d2, b4 and d4, the inner strong points, where a tiger has eight lines.
/// Of the rules tried it needed the fewest exceptions (issue 16's note).
pub const TIGERS_FORMATION: Formation = Formation {
    points: 1 << 6 | 1 << 8 | 1 << 16 | 1 << 18,
    captures_first: true,
};

impl Policy {
    /// Whether the exact search, not the node-limited one, plays `pos`.
    pub fn is_exact_at(&self, pos: &Position) -> bool {
        crate::position::TOTAL_GOATS - pos.goats_in_hand() >= self.exact_from
    }

    /// Whether a book may carry a move chosen ahead of time at `pos`: in
    /// the exact layers, or at the last move before them, where the exact
    /// search values every reply and so can check that the move keeps the
    /// position's value (`bot::prepared`).
    pub fn may_choose_at(&self, pos: &Position) -> bool {
        crate::position::TOTAL_GOATS - pos.goats_in_hand() + 1 >= self.exact_from
    }
}

/// When Perfect's holding move and its win must be found
/// ([`Thinker::choose_holding_canonical`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Within {
    /// When the search for the holding move gives up (`None`: never).
    pub hold_by: Option<Instant>,
    /// When the search for a win gives up; the holding move is played then.
    pub win_by: Instant,
}

/// A policy with its transposition table, for move after move.
pub struct Thinker {
    policy: Policy,
    tt: frozen::Table,
    stop: StopFlag,
}

impl Thinker {
    /// A thinker for `policy` (allocates its table once).
    pub fn new(policy: Policy) -> Thinker {
        Thinker {
            policy,
            tt: frozen::Table::new(policy.table_bytes as usize),
            stop: StopFlag::new(),
        }
    }

    /// Makes its searches give up once `stop` is set (the bot's request was
    /// cancelled); a stopped search's move means nothing.
    pub fn set_stop(&mut self, stop: StopFlag) {
        self.stop = stop;
    }

    /// The policy's parameters.
    pub fn policy(&self) -> Policy {
        self.policy
    }

    /// For a book that keeps at least a draw, Perfect's move at the exact
    /// layer (`canonical` in its frame, `policy.is_exact_at` it) without
    /// the policy's move: a winning move if the exact search finds one by
    /// `by.win_by`, else the first move after which the opponent cannot
    /// win, found by `by.hold_by` if set, else with no limit but the stop
    /// flag. The latter is all the book's proof needs from the exact layer
    /// (every position there not lost, and no move that loses it), and it
    /// is the cheap question: whether the tigers win is what made the
    /// policy's search take up to 1 s on a core a third of this machine's.
    /// `None` where the position is lost, over, or the search gave up.
    pub fn choose_holding_canonical(
        &mut self,
        canonical: &Position,
        table: &Tablebase,
        by: Within,
    ) -> Option<Move> {
        let mut exact = ExactSearch::new(table).with_stop(&self.stop);
        if let Some(hold_by) = by.hold_by {
            exact = exact.with_deadline(hold_by);
        }
        let holding = exact.holding_move(canonical)?;
        // Asked last: once stopped by its deadline the search answers "no" to everything.
        let won = exact.with_deadline(by.win_by).winning_move(canonical);
        Some(won.unwrap_or(holding))
    }

    /// The policy's move in `canonical` (a position in its canonical frame)
    /// under the default rules with `goats_to_win`; `None` without a move.
    /// The table (if any) must be for `goats_to_win`; without one the
    /// node-limited search plays everywhere.
    pub fn choose_canonical(
        &mut self,
        canonical: &Position,
        goats_to_win: u8,
        table: Option<&Tablebase>,
    ) -> Option<Move> {
        if let Some(table) = table.filter(|_| self.policy.is_exact_at(canonical)) {
            return ExactSearch::new(table)
                .with_stop(&self.stop)
                .best_move(canonical);
        }
        if let Some(rule) = self.policy.formation {
            return rule.choose(canonical);
        }
        // The rules the books were made under, written out: a change to the
        // default settings must not change the policy's moves.
        let settings = Settings {
            goats_to_win,
            repetition: Repetition::Draw3,
            max_half_moves: 400,
            no_capture_limit: 0,
            placement_captures: true,
        };
        let game = Game::from_position(settings, *canonical).ok()?;
        if game.outcome().is_some() {
            return None;
        }
        let mut rng = StdRng::seed_from_u64(self.policy.seed);
        frozen::best_move(
            &game,
            &mut self.tt,
            &self.stop,
            self.policy.nodes as u64,
            table,
            &mut rng,
        )
    }
}
