//! Alpha-beta search: negamax with principal-variation windows, iterative
//! deepening, a transposition table, killer and history move ordering, and a
//! capture-only quiescence search for the tigers.
//!
//! The search plays on its own copy of the game, so the rules (repetition in
//! every mode, the move limits, the endings) are the game's own. Under `draw3`
//! a position that comes back a second time within the search counts as a
//! draw at once: the side that wants the draw can always repeat once more.

use super::endgame;
use super::eval::{evaluate_with, Weights};
use super::tt::{Bound, Table};
use super::{Info, StopFlag};
use crate::game::{Game, Outcome};
use crate::moves::{Move, MoveList};
use crate::settings::Repetition;
use crate::side::{Phase, Side};
use crate::tablebase::{Tablebase, Value};
use rand::seq::SliceRandom;
use rand::Rng;
use std::time::{Duration, Instant};

/// Score of a win at the root; a win `n` half moves away scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Larger than any score.
const INF: i32 = 32_000;
/// Scores beyond this are wins or losses at a known distance.
const MATE_BOUND: i32 = MATE - 1_000;
/// Deepest path the search follows, quiescence included.
const MAX_PLY: usize = 160;
/// Deepest iteration.
pub const MAX_DEPTH: u32 = 64;

/// How far and how long to search.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Iterations up to this depth ignore `time` (Perfect's "at least 7").
    pub min_depth: u32,
    /// Nodes at most.
    pub nodes: u64,
    /// Time, measured from the start of the search.
    pub time: Option<Duration>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Found {
    /// The move to play: one of the moves sharing the best score in the
    /// deepest iteration, drawn at random, and the first move of the last
    /// reported principal variation.
    pub best: Move,
    /// Their score for the side to move.
    pub score: i32,
    /// Deepest iteration completed (0 when stopped before depth 1 finished).
    pub depth: u32,
    /// Nodes searched, quiescence included.
    pub nodes: u64,
    /// Every move sharing the best score in the deepest iteration, `best`
    /// among them: what the search might have played under another seed.
    pub ties: Vec<Move>,
}

/// One search: its copy of the game, its tables and its counters.
pub struct Search<'a> {
    game: Game,
    tt: &'a mut Table,
    stop: &'a StopFlag,
    budget: Budget,
    weights: Weights,
    start: Instant,
    nodes: u64,
    aborted: bool,
    depth: u32,
    draw3: bool,
    /// Hash of every position since the game's start, then along the search path.
    keys: Vec<u64>,
    /// For each entry of `keys`, the first index a repeat of it could be at.
    since: Vec<usize>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Box<[[i32; 26 * 25]; 2]>,
    /// Exact values for positions of the movement phase, when a table covers the rules.
    table: Option<&'a Tablebase>,
    /// Only these moves are considered at the root, when set.
    root_moves: Option<Vec<Move>>,
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

/// Whether `score` is a win or loss the search has proven.
pub fn is_mate(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

impl<'a> Search<'a> {
    /// A search of `game` (copied) with `tt`, stoppable by `stop`.
    pub fn new(
        game: &Game,
        tt: &'a mut Table,
        stop: &'a StopFlag,
        budget: Budget,
        weights: Weights,
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
            budget,
            weights,
            start: Instant::now(),
            nodes: 0,
            aborted: false,
            depth: 0,
            draw3: game.settings().repetition == Repetition::Draw3,
            keys,
            since,
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[0; 26 * 25]; 2]),
            table: None,
            root_moves: None,
        }
    }

    /// Uses `table`'s exact values at every node in the movement phase
    /// (the caller has checked it covers the game's rules).
    pub fn with_tablebase(mut self, table: Option<&'a Tablebase>) -> Search<'a> {
        self.table = table;
        self
    }

    /// Considers only `moves` at the root (all legal moves when `None`).
    pub fn with_root_moves(mut self, moves: Option<Vec<Move>>) -> Search<'a> {
        self.root_moves = moves;
        self
    }

    /// The table's exact score for the current position, if a table is used
    /// and the position is in the movement phase.
    fn table_score(&self, ply: usize) -> Option<i32> {
        let table = self.table?;
        if self.game.position().phase() != Phase::Movement {
            return None;
        }
        Some(match endgame::value(table, &self.game)? {
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
        if self.nodes >= self.budget.nodes {
            self.aborted = true;
            return true;
        }
        self.nodes += 1;
        // Checking the clock every 1024 nodes keeps a stop well inside 10 ms.
        if self.nodes & 1023 == 0 {
            if self.stop.is_stopped() {
                self.aborted = true;
            } else if let Some(time) = self.budget.time {
                if self.depth > self.budget.min_depth && self.start.elapsed() >= time {
                    self.aborted = true;
                }
            }
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
        // The side to move is in the hash, so only every other position can match.
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
        let stand = evaluate_with(&self.game, &self.weights);
        let pos = *self.game.position();
        // Goats have no captures to resolve; their danger is in the evaluation.
        if ply >= MAX_PLY - 1 || pos.to_move() == Side::Goat || !self.game.jumps_allowed() {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut list = MoveList::new();
        // Jumps are never forbidden repeats, so the board's jumps are the legal ones.
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
            return evaluate_with(&self.game, &self.weights);
        }
        // No line from here can beat a win found nearer the root.
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
                // Late quiet moves rarely matter: look at them one half move
                // shallower first, and fully only if they surprise.
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

    /// One iteration at the root. Every move is scored exactly enough to tell
    /// which share the best score, so ties can be broken at random.
    /// Returns the best score and the tied moves, or `None` if stopped before
    /// the first move was searched.
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
                // Null window just below the best: does this move at least tie?
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

    /// The principal variation, read from the table.
    fn pv(&self, first: Move, depth: u32) -> Vec<Move> {
        let mut game = self.game.clone();
        let mut pv = vec![first];
        game.play_unchecked(first);
        while pv.len() < depth as usize && game.outcome().is_none() {
            let Some(m) = self.tt.probe(game.position().hash()).and_then(|h| h.best) else {
                break;
            };
            if game.play(m).is_err() {
                break;
            }
            pv.push(m);
        }
        pv
    }

    /// Searches deeper and deeper until a limit, a stop or a proven result.
    /// Root moves are shuffled first, so the seed also varies the search
    /// order; the next draw from `rng` breaks the tie among the best moves.
    /// Every report's principal variation starts with the move the search
    /// would play if it ended there, so the last one's is the played move's.
    pub fn run(
        mut self,
        rng: &mut (impl Rng + Clone),
        on_info: &mut dyn FnMut(&Info),
    ) -> Option<Found> {
        let mut list = MoveList::new();
        self.game.legal_moves(&mut list);
        let mut moves = list.to_vec();
        if let Some(only) = self.root_moves.take() {
            moves.retain(|m| only.contains(m));
        }
        if moves.is_empty() {
            return None;
        }
        moves.shuffle(rng);
        // The tie among `ties` that the draw at the end will break to: a
        // copy of the generator draws what the generator itself will.
        let pick = |ties: &[Move]| ties[rng.clone().gen_range(0..ties.len())];
        let mut scores = vec![0; moves.len()];
        // The moves sharing the best score, best-ordered first.
        let mut ties = vec![moves[0]];
        let mut score = 0;
        let mut completed = 0;
        for depth in 1..=self.budget.max_depth.clamp(1, MAX_DEPTH) {
            if let Some(time) = self.budget.time {
                // An iteration takes several times the last one: do not start what cannot finish.
                if depth > self.budget.min_depth.max(1) && self.start.elapsed() * 2 >= time {
                    break;
                }
            }
            self.depth = depth;
            let result = self.root(depth, &mut moves, &mut scores);
            match result {
                Some((best_score, best)) if !self.aborted => {
                    (ties, score, completed) = (best, best_score, depth);
                    self.report(depth, score, pick(&ties), on_info);
                }
                // Only a move that beat the last iteration's choice replaces
                // it, and is reported, as the line now played.
                Some((best_score, best)) if completed == 0 || best[0] != ties[0] => {
                    (ties, score) = (best, best_score);
                    self.report(depth, score, pick(&ties), on_info);
                }
                Some(_) => {}
                None => {}
            }
            if self.aborted {
                break;
            }
            // Next iteration: best first, then by this iteration's scores.
            let mut order: Vec<(i32, Move)> =
                scores.iter().copied().zip(moves.iter().copied()).collect();
            let top = ties[0];
            order.sort_by_key(|&(s, m)| (m != top, -s));
            for (i, (s, m)) in order.into_iter().enumerate() {
                moves[i] = m;
                scores[i] = s;
            }
            if is_mate(score) && (MATE - score.abs()) as u32 <= depth {
                break;
            }
        }
        let best = ties[rng.gen_range(0..ties.len())];
        Some(Found {
            best,
            score,
            depth: completed,
            nodes: self.nodes,
            ties,
        })
    }

    /// Tells `on_info` of an iteration at `depth` whose best move is `best`.
    fn report(&self, depth: u32, score: i32, best: Move, on_info: &mut dyn FnMut(&Info)) {
        on_info(&Info {
            depth,
            score,
            nodes: self.nodes,
            time: self.start.elapsed(),
            pv: self.pv(best, depth),
        });
    }
}
