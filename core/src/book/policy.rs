//! Perfect's placement policy when a book is loaded: the engine's search
//! with a node limit and no clock, from a fixed seed, on the canonical image
//! of the position, with the movement table at the leaves it reaches; from
//! [`Policy::exact_from`] goats placed on, the exact search to the table
//! ([`super::exact`]). The same position gives the same move on every
//! machine, which is what lets a book list only the positions where this
//! move is not good enough.

use super::exact::ExactSearch;
use crate::bot::eval::DEFAULT_WEIGHTS;
use crate::bot::search::{Budget, Search, MAX_DEPTH};
use crate::bot::tt;
use crate::bot::StopFlag;
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::settings::Settings;
use crate::tablebase::Tablebase;
use rand::rngs::StdRng;
use rand::SeedableRng;

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
}

/// The policy the shipped books are made with. The exact search takes over
/// at 13 goats placed, where its move costs 18 ms (median; 141 ms at most
/// over 500 positions of the goats' exploration, on this project's 2-core
/// machine) and the node-limited search's exceptions grow fastest.
pub const DEFAULT_POLICY: Policy = Policy {
    nodes: 1_000,
    table_bytes: 1 << 20,
    seed: 0x6261_6768_6368_616c,
    exact_from: 13,
};

impl Policy {
    /// Whether the exact search, not the node-limited one, plays `pos`.
    pub fn is_exact_at(&self, pos: &Position) -> bool {
        crate::position::TOTAL_GOATS - pos.goats_in_hand() >= self.exact_from
    }
}

/// A policy with its transposition table, for move after move.
pub struct Thinker {
    policy: Policy,
    tt: tt::Table,
    stop: StopFlag,
}

impl Thinker {
    /// A thinker for `policy` (allocates its table once).
    pub fn new(policy: Policy) -> Thinker {
        Thinker {
            policy,
            tt: tt::Table::new(policy.table_bytes as usize),
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
        let settings = Settings {
            goats_to_win,
            ..Settings::default()
        };
        let game = Game::from_position(settings, *canonical).ok()?;
        if game.outcome().is_some() {
            return None;
        }
        let budget = Budget {
            max_depth: MAX_DEPTH,
            min_depth: 0,
            nodes: self.policy.nodes as u64,
            time: None,
        };
        let mut rng = StdRng::seed_from_u64(self.policy.seed);
        let found = Search::new(&game, &mut self.tt, &self.stop, budget, DEFAULT_WEIGHTS)
            .with_tablebase(table)
            .run(&mut rng, &mut |_| {})?;
        Some(found.best[0])
    }
}
