//! The frozen policy's search: the bot's alpha-beta at `6e949d1` (negamax
//! with principal-variation windows, iterative deepening, the table, killer
//! and history move ordering, late-move reductions, the tigers' capture-only
//! quiescence), without its clock, root restriction and progress reports,
//! which the policy never used. See [`super`] for why it must not change.

use super::eval::evaluate;
use super::tt::{Bound, Table};
use crate::game::{Game, Outcome};
use crate::moves::{Move, MoveList};
use crate::settings::Repetition;
use crate::side::{Phase, Side};
use crate::stop::StopFlag;
use crate::tablebase::{Tablebase, Value};
use rand::seq::SliceRandom;
use rand::Rng;

const MATE: i32 = 30_000;
const INF: i32 = 32_000;
const MATE_BOUND: i32 = MATE - 1_000;
const MAX_PLY: usize = 160;
const MAX_DEPTH: u32 = 64;

/// The policy's move in `game`: the first of the best-scored moves of the
/// deepest iteration within `nodes` nodes, root moves shuffled by `rng`
/// first; `None` without a legal move. With `table` (the caller has checked
/// it is exact under the game's rules) movement positions score its values.
/// A search stopped by `stop` gives a legal move that means nothing.
pub fn best_move(
    game: &Game,
    tt: &mut Table,
    stop: &StopFlag,
    nodes: u64,
    table: Option<&Tablebase>,
    rng: &mut impl Rng,
) -> Option<Move> {
    Search::new(game, tt, stop, nodes, table).run(rng)
}

struct Search<'a> {
    game: Game,
    tt: &'a mut Table,
    stop: &'a StopFlag,
    node_limit: u64,
    nodes: u64,
    aborted: bool,
    draw3: bool,
    /// Hash of every position since the game's start, then along the search path.
    keys: Vec<u64>,
    /// For each entry of `keys`, the first index a repeat of it could be at.
    since: Vec<usize>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Box<[[i32; 26 * 25]; 2]>,
    table: Option<&'a Tablebase>,
}

#[inline]
fn history_index(m: Move) -> usize {
    m.from().map_or(25, |f| f.index() as usize) * 25 + m.to().index() as usize
}

#[inline]
fn side_index(side: Side) -> usize {
    match side {
        Side::Goat => 0,
        Side::Tiger => 1,
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

fn is_mate(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// Half moves left before the game's half-move limit, if it has one.
fn remaining(game: &Game) -> Option<u32> {
    let limit = game.settings().max_half_moves;
    (limit > 0).then(|| limit.saturating_sub(game.half_moves()))
}

impl<'a> Search<'a> {
    fn new(
        game: &Game,
        tt: &'a mut Table,
        stop: &'a StopFlag,
        node_limit: u64,
        table: Option<&'a Tablebase>,
    ) -> Search<'a> {
        tt.new_search();
        let mut keys = Vec::with_capacity(game.half_moves() as usize + MAX_PLY + 1);
        let mut since = Vec::with_capacity(keys.capacity());
        let mut pos = *game.start_position();
        keys.push(pos.hash());
        since.push(0);
        for m in game.moves() {
            pos.play_unchecked(m);
            let start = match m {
                Move::Step { .. } => *since.last().expect("one entry at least"),
                _ => keys.len(),
            };
            keys.push(pos.hash());
            since.push(start);
        }
        Search {
            game: game.clone(),
            tt,
            stop,
            node_limit,
            nodes: 0,
            aborted: false,
            draw3: game.settings().repetition == Repetition::Draw3,
            keys,
            since,
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[0; 26 * 25]; 2]),
            table,
        }
    }

    /// The table's exact score for the current position, if a table is used,
    /// covers the rules and the position is in the movement phase.
    fn table_score(&self, ply: usize) -> Option<i32> {
        let table = self.table?;
        let game = &self.game;
        let settings = game.settings();
        if game.position().phase() != Phase::Movement
            || game.outcome().is_some()
            || table.goats_to_win() != settings.goats_to_win
            || !matches!(settings.repetition, Repetition::Draw3 | Repetition::Off)
            || settings.no_capture_limit != 0
        {
            return None;
        }
        let value = table.probe(game.position())?;
        // A value that cannot come true before the half-move limit is a draw.
        let value = match (value.distance(), remaining(game)) {
            (Some(d), Some(left)) if d as u32 > left => Value::Draw,
            _ => value,
        };
        Some(match value {
            Value::Win(d) => MATE - ply as i32 - d as i32,
            Value::Loss(d) => -(MATE - ply as i32 - d as i32),
            Value::Draw => 0,
        })
    }

    /// Counts a node; says whether the search must unwind now.
    #[inline]
    fn enter_node(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
            return true;
        }
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.stop.is_stopped() {
            self.aborted = true;
        }
        self.aborted
    }

    fn play(&mut self, m: Move) {
        self.game.play_unchecked(m);
        let start = match m {
            Move::Step { .. } => *self.since.last().expect("never empty"),
            _ => self.keys.len(),
        };
        self.keys.push(self.game.position().hash());
        self.since.push(start);
    }

    fn undo(&mut self) {
        self.game.undo();
        self.keys.pop();
        self.since.pop();
    }

    /// Under draw3: whether the current position occurred before since the last capture.
    fn repeated(&self) -> bool {
        if !self.draw3 || self.game.position().goats_in_hand() > 0 {
            return false;
        }
        let n = self.keys.len() - 1;
        let (key, from) = (self.keys[n], self.since[n]);
        let mut i = n;
        while i >= from + 2 {
            i -= 2;
            if self.keys[i] == key {
                return true;
            }
        }
        false
    }

    fn terminal(&self, outcome: Outcome, ply: usize) -> i32 {
        match outcome.winner {
            None => 0,
            Some(w) if w == self.game.position().to_move() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
        }
    }

    fn order(&self, list: &MoveList, scores: &mut [i32], tt_move: Option<Move>, ply: usize) {
        let side = side_index(self.game.position().to_move());
        let killers = self.killers[ply];
        for (i, &m) in list.iter().enumerate() {
            scores[i] = if Some(m) == tt_move {
                1 << 30
            } else if matches!(m, Move::Jump { .. }) {
                1 << 28
            } else if Some(m) == killers[0] {
                1 << 27
            } else if Some(m) == killers[1] {
                1 << 26
            } else {
                self.history[side][history_index(m)]
            };
        }
    }

    /// Moves the best-scored remaining move to `i` and returns it.
    #[inline]
    fn pick(list: &mut MoveList, scores: &mut [i32], i: usize) -> Move {
        let mut best = i;
        for j in i + 1..list.len() {
            if scores[j] > scores[best] {
                best = j;
            }
        }
        list.swap(i, best);
        scores.swap(i, best);
        list[i]
    }

    fn quiesce(&mut self, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if let Some(o) = self.game.outcome() {
            return self.terminal(o, ply);
        }
        if self.enter_node() {
            return 0;
        }
        let stand = evaluate(&self.game);
        let pos = *self.game.position();
        if ply >= MAX_PLY - 1 || pos.to_move() == Side::Goat || !self.game.jumps_allowed() {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut list = MoveList::new();
        pos.generate(true, &mut list);
        list.retain(|m| matches!(m, Move::Jump { .. }));
        for &m in list.iter() {
            self.play(m);
            let s = -self.quiesce(ply + 1, -beta, -alpha);
            self.undo();
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn negamax(&mut self, depth: i32, ply: usize, mut alpha: i32, mut beta: i32) -> i32 {
        if let Some(o) = self.game.outcome() {
            return self.terminal(o, ply);
        }
        if self.repeated() {
            return 0;
        }
        if let Some(exact) = self.table_score(ply) {
            return exact;
        }
        if depth <= 0 {
            return self.quiesce(ply, alpha, beta);
        }
        if self.enter_node() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.game);
        }
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let key = self.game.position().hash();
        let pv_node = beta - alpha > 1;
        let mut tt_move = None;
        if let Some(hit) = self.tt.probe(key) {
            tt_move = hit.best;
            if !pv_node && hit.depth >= depth {
                let s = from_tt(hit.score, ply);
                match hit.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut list = MoveList::new();
        self.game.legal_moves(&mut list);
        let mut scores = [0i32; MoveList::CAPACITY];
        self.order(&list, &mut scores, tt_move, ply);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..list.len() {
            let m = Self::pick(&mut list, &mut scores, i);
            self.play(m);
            let s = if i == 0 {
                -self.negamax(depth - 1, ply + 1, -beta, -alpha)
            } else {
                let quiet = !matches!(m, Move::Jump { .. }) && scores[i] < 1 << 26;
                let r = if depth >= 3 && i >= 3 && quiet {
                    1 + (i >= 10 && depth >= 5) as i32
                } else {
                    0
                };
                let mut s = -self.negamax(depth - 1 - r, ply + 1, -alpha - 1, -alpha);
                if r > 0 && s > alpha && !self.aborted {
                    s = -self.negamax(depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if s > alpha && s < beta && !self.aborted {
                    -self.negamax(depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            self.undo();
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(m);
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        if !matches!(m, Move::Jump { .. }) {
                            self.reward(m, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth, to_tt(best, ply), bound, best_move);
        best
    }

    fn reward(&mut self, m: Move, depth: i32, ply: usize) {
        let k = &mut self.killers[ply];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let side = side_index(self.game.position().to_move());
        let h = &mut self.history[side][history_index(m)];
        *h = (*h + depth * depth).min(1 << 24);
    }

    /// One iteration at the root: the best score and the moves sharing it,
    /// or `None` if stopped before the first move was searched.
    fn root(
        &mut self,
        depth: u32,
        moves: &mut [Move],
        scores: &mut [i32],
    ) -> Option<(i32, Vec<Move>)> {
        let d = depth as i32;
        let mut best = -INF;
        let mut ties = Vec::new();
        for (i, &m) in moves.iter().enumerate() {
            self.play(m);
            let s = if i == 0 {
                -self.negamax(d - 1, 1, -INF, INF)
            } else {
                let s = -self.negamax(d - 1, 1, -best, -best + 1);
                if s >= best && !self.aborted {
                    -self.negamax(d - 1, 1, -INF, -best + 1)
                } else {
                    s
                }
            };
            self.undo();
            if self.aborted {
                // A move that beat the previous best in a partial iteration is still better.
                return if ties.is_empty() {
                    None
                } else {
                    Some((best, vec![ties[0]]))
                };
            }
            scores[i] = s;
            if s > best {
                best = s;
                ties.clear();
                ties.push(m);
            } else if s == best {
                ties.push(m);
            }
        }
        let key = self.game.position().hash();
        self.tt
            .store(key, d, best, Bound::Exact, ties.first().copied());
        Some((best, ties))
    }

    /// Searches deeper and deeper until the node limit, a stop or a proven result.
    fn run(mut self, rng: &mut impl Rng) -> Option<Move> {
        let mut list = MoveList::new();
        self.game.legal_moves(&mut list);
        let mut moves = list.to_vec();
        if moves.is_empty() {
            return None;
        }
        moves.shuffle(rng);
        let mut scores = vec![0; moves.len()];
        let mut best = moves[0];
        let mut score = 0;
        let mut completed = 0;
        for depth in 1..=MAX_DEPTH {
            match self.root(depth, &mut moves, &mut scores) {
                Some((s, ties)) if !self.aborted => {
                    best = ties[0];
                    score = s;
                    completed = depth;
                }
                // Only a move that beat the last iteration's choice replaces it.
                Some((s, ties)) if completed == 0 || ties[0] != best => {
                    best = ties[0];
                    score = s;
                }
                Some(_) | None => {}
            }
            if self.aborted {
                break;
            }
            // Next iteration: best first, then by this iteration's scores.
            let mut order: Vec<(i32, Move)> =
                scores.iter().copied().zip(moves.iter().copied()).collect();
            order.sort_by_key(|&(s, m)| (m != best, -s));
            for (i, (s, m)) in order.into_iter().enumerate() {
                moves[i] = m;
                scores[i] = s;
            }
            if is_mate(score) && (MATE - score.abs()) as u32 <= depth {
                break;
            }
        }
        Some(best)
    }
}
