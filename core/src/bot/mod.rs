//! The bot: four difficulty levels over an alpha-beta search.
//!
//! [`think`] is the simple entry point; [`Bot`] owns a transposition table of
//! a size the caller chooses and can be reused move after move. Either way the
//! search runs on its own copy of the game, honours a [`StopFlag`] set from
//! another thread, and is deterministic for a given seed unless a time limit
//! cuts it short.

mod chances;
pub mod endgame;
pub mod eval;
mod level;
pub mod prepared;
pub mod search;
pub mod tt;

pub use crate::stop::StopFlag;
pub use level::PERFECT_TIME;

use crate::book::exact::{self, ExactSearch};
use crate::book::policy::{Thinker, Within};
use crate::book::{installed::installed_book_for, Book};
use crate::game::Game;
use crate::moves::Move;
use crate::position::TOTAL_GOATS;
use crate::side::Phase;
use crate::solve::Wdl;
use crate::tablebase::{self, Tablebase, Value};
use rand::rngs::StdRng;
use rand::SeedableRng;
use search::{Budget, Search, MAX_DEPTH};
use std::cell::RefCell;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Default transposition-table size: 32 MB.
pub const DEFAULT_MEMORY: usize = 32 << 20;

/// Goats placed from which Perfect with a table and no book tries the exact
/// search to the end of placement: one placement before the book's policy,
/// as most of these searches fit a move's time (tigers at 12 placed: 66,031
/// positions median, 613,889 at most over 200 positions, `examples/exact_cost`).
const EXACT_FROM: u8 = 12;

/// Positions the exact search may visit for one of Perfect's moves before it
/// gives up and the engine's search plays in the time left of
/// [`PERFECT_TIME`]: about 0.2 s here, enough for more than nine in ten of
/// the tigers' positions at 12 placed (221,772 at the 90th percentile,
/// 360,977 at the 99th) and for every one of the 400 measured at 13
/// (`examples/exact_cost`). The same count gives the same move on any
/// machine; on a slower one [`EXACT_SHARE`] of the time ends the search first.
pub const EXACT_NODES: u64 = 350_000;

/// The part of Perfect's time the exact search may use before it gives up,
/// whatever its count of positions: the engine's search needs the rest for
/// its depth 7 (30 ms at most here, measured for this choice over 1,200
/// random positions at 12-14 placed).
const EXACT_SHARE: f64 = 0.75;

/// The depth Perfect's engine search must complete in placement after the
/// exact search gave up, whatever the clock: Hard's.
const EXACT_FALLBACK_DEPTH: u32 = Level::Hard.depth();

/// Time Perfect leaves unused so that its move is answered within its time:
/// a search looks at its clock only every 1,024 positions, and on a slow,
/// shared core the scheduler can hold the process for a few milliseconds
/// after it looked. On a third of a core, 10 ms left moves 2-8 ms over;
/// 25 ms left a move 27 ms past its search's deadline once in about
/// 200,000 (302 ms, at load 3) and many 15-19 ms past (`docs/books.md`).
const CLOCK_MARGIN: Duration = Duration::from_millis(40);

/// Goats placed from which Perfect looks for traps in a drawn placement
/// position: the books' exact layer, so the books' own moves before it stay
/// as proved.
const EXACT_TRAPS_FROM: u8 = 13;

/// The part of Perfect's time, from the move's start, by which its trap
/// search in a drawn placement position must be done (else the book's or
/// the exact search's own move is played): the rest is slack for a busy,
/// slow core. Run to the move's deadline, the search put the tigers' median
/// at 13 placed on their book's lines at 278 ms on a third of a core, and
/// moves there went 5-56 ms over 300 ms at load 4-7 (`docs/books.md`).
const TRAPS_SHARE: f64 = 0.6;

/// The part of Perfect's time a drawn movement move may spend looking for
/// traps ([`chances`]) before the engine's search picks among the moves found.
const CHANCES_SHARE: f64 = 0.5;

/// The four difficulty levels of the app's set-up page.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Looks 1 half move ahead, random on 55 turns in 100.
    Easy,
    /// Looks 3 ahead, random on 15 in 100.
    Medium,
    /// Looks 5 ahead, never random.
    Hard,
    /// At least 7 ahead, deeper while time allows.
    Perfect,
}

impl Level {
    /// The name used in the protocol.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Perfect => "perfect",
        }
    }

    /// Reads `easy`, `medium`, `hard` or `perfect`.
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// Search limits; any that is set stops the search.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in half moves.
    pub depth: Option<u32>,
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// Time to search at most.
    pub time: Option<Duration>,
}

/// `text` as the search limit `name` (a depth, a node count, a time in
/// milliseconds): a whole number 1 or more, since a limit of 0 leaves
/// nothing to search. The engine's `go` and `baghchal match` refuse with
/// these words.
pub fn parse_limit(name: &str, text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err(format!("{name} 0 leaves nothing to search: use 1 or more")),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("{name} '{text}' is not a whole number")),
    }
}

/// What the bot is asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Play at a difficulty level.
    Level(Level),
    /// Search with explicit limits.
    Limits(Limits),
}

/// Progress of a search after one iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Depth completed; in the last report of a search stopped part-way
    /// through an iteration that had found a better move than the last
    /// one's, the depth of that iteration.
    pub depth: u32,
    /// Score for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub time: Duration,
    /// Principal variation: the line of the move the search would play if
    /// it ended now, so the last report's starts with the move played.
    pub pv: Vec<Move>,
}

/// The bot's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The move to play.
    pub best: Move,
    /// Score for the side to move (0 for a random move).
    pub score: i32,
    /// Depth completed (0 for a random move).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether this was one of the level's random turns rather than a searched move.
    pub random: bool,
}

impl Answer {
    /// A move chosen without a search (a random turn, the book, the exact
    /// placement search): no score, depth or nodes to report.
    fn unsearched(best: Move, random: bool) -> Answer {
        Answer {
            best,
            score: 0,
            depth: 0,
            nodes: 0,
            random,
        }
    }
}

/// Which endgame table a bot's Perfect level plays from.
#[derive(Clone, Debug)]
enum TableChoice {
    /// Whatever [`tablebase::installed_for`] the game's goats-to-win holds at
    /// the time of the move.
    Installed,
    /// This table, or none at all.
    Fixed(Option<Arc<Tablebase>>),
}

/// Which placement book a bot's Perfect level plays from.
#[derive(Clone, Debug)]
enum BookChoice {
    /// Whatever [`crate::book::installed::installed_book_for`] the game's
    /// goats-to-win holds at the time of the move.
    Installed,
    /// This book, or none at all.
    Fixed(Option<Arc<Book>>),
}

/// A bot with its own transposition table, for reuse move after move.
pub struct Bot {
    tt: tt::Table,
    perfect_time: Duration,
    weights: eval::Weights,
    table: TableChoice,
    book: BookChoice,
    /// The book's policy, made on first use.
    thinker: Option<Thinker>,
    /// The cap on Perfect's exact placement search, in positions.
    exact_nodes: u64,
    /// Whether Perfect sets traps in drawn positions ([`chances`]).
    chances: bool,
    /// The opponent model's replies its looks for traps have found.
    replies: chances::ReplyMemo,
}

impl Default for Bot {
    fn default() -> Self {
        Bot::new()
    }
}

impl Bot {
    /// A bot with the default 32 MB table.
    pub fn new() -> Bot {
        Bot::with_memory(DEFAULT_MEMORY)
    }

    /// A bot whose table takes at most `bytes` (it is rounded down to a power of two entries).
    pub fn with_memory(bytes: usize) -> Bot {
        Bot {
            tt: tt::Table::new(bytes),
            perfect_time: PERFECT_TIME,
            exact_nodes: EXACT_NODES,
            weights: eval::DEFAULT_WEIGHTS,
            table: TableChoice::Installed,
            book: BookChoice::Installed,
            thinker: None,
            chances: true,
            replies: chances::ReplyMemo::default(),
        }
    }

    /// Gives Perfect this placement book (or, with `None`, no book at all)
    /// instead of the process-wide one from
    /// [`crate::book::installed::install_book`].
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = BookChoice::Fixed(book);
    }

    /// The book Perfect would play `game` from: one for its rules and the
    /// side to move, with the movement table the book's policy needs.
    fn book_for(&self, game: &Game) -> Option<Arc<Book>> {
        let book = match &self.book {
            BookChoice::Installed => {
                installed_book_for(game.settings().goats_to_win, game.position().to_move())
            }
            BookChoice::Fixed(b) => b.clone(),
        }?;
        book.applies(game.settings()).then_some(book)
    }

    /// The book's move in a placement position, if a book and table cover it.
    fn book_move(
        &mut self,
        game: &Game,
        table: &Tablebase,
        stop: &StopFlag,
        by: Within,
    ) -> Option<Move> {
        let book = self.book_for(game)?;
        let policy = book.header().policy;
        let thinker = match &mut self.thinker {
            Some(t) if t.policy() == policy => t,
            slot => slot.insert(Thinker::new(policy)),
        };
        thinker.set_stop(stop.clone());
        book.choose_within(game, table, thinker, Some(by))
    }

    /// The move Perfect chose ahead of time for `game` ([`prepared`]), where
    /// its book carries one and Perfect plays for the win (the moves are
    /// those of its trap search with no clock). In the movement phase only
    /// where `table` still says it keeps the draw and it brings back no
    /// position of this game: the book's key is the position alone, and a
    /// game that came another way could draw by repeating it.
    fn prepared_move(&self, game: &Game, table: &Tablebase) -> Option<Move> {
        if !self.chances {
            return None;
        }
        let m = self.book_for(game)?.choice(game)?;
        let placing = game.position().phase() == Phase::Placement;
        (placing || prepared::playable_in_movement(game, table, m)).then_some(m)
    }

    /// Gives Perfect this endgame table (or, with `None`, no table at all)
    /// instead of the process-wide one from [`tablebase::install`].
    pub fn set_tablebase(&mut self, table: Option<Arc<Tablebase>>) {
        self.table = TableChoice::Fixed(table);
    }

    /// The table Perfect would use for `game`, if one covers its rules.
    pub fn tablebase_for(&self, game: &Game) -> Option<Arc<Tablebase>> {
        let table = match &self.table {
            TableChoice::Installed => tablebase::installed_for(game.settings().goats_to_win),
            TableChoice::Fixed(t) => t.clone(),
        }?;
        endgame::applies(&table, game.settings()).then_some(table)
    }

    /// Bytes the transposition table takes: the bound [`Bot::with_memory`]
    /// sets. Perfect's memo of the model's replies is apart from it (at
    /// most 40,000 entries, about 3 MB).
    pub fn memory(&self) -> usize {
        self.tt.bytes()
    }

    /// Perfect's thinking time per move, beyond its guaranteed depth 7.
    pub fn set_perfect_time(&mut self, time: Duration) {
        self.perfect_time = time;
    }

    /// Caps the exact search of Perfect's placement moves at `nodes`
    /// positions ([`EXACT_NODES`] by default); past it the engine's search plays.
    pub fn set_exact_nodes(&mut self, nodes: u64) {
        self.exact_nodes = nodes;
    }

    /// Whether Perfect plays for the win in drawn positions by setting traps
    /// (the default), or, off, holds the draw as it did before, so that a
    /// match can set the two side by side.
    pub fn set_chances(&mut self, on: bool) {
        self.chances = on;
    }

    /// Evaluation weights, for tuning by self-play (`baghchal match --tune-a`).
    pub fn set_weights(&mut self, weights: eval::Weights) {
        self.weights = weights;
    }

    /// The move `level` plays for the side to move, as a match or a test asks
    /// for it: never stopped, nothing reported along the way; `None` when
    /// the game is over.
    pub fn level_move(&mut self, game: &Game, level: Level, seed: u64) -> Option<Move> {
        self.think(
            game,
            &Request::Level(level),
            seed,
            &StopFlag::new(),
            &mut |_| {},
        )
        .map(|answer| answer.best)
    }

    /// Chooses a move for the side to move; `None` when the game is over.
    ///
    /// `on_info` hears about every completed iteration. With the same seed,
    /// position and request (without a time limit) and a table of the same
    /// size the answer is the same, whatever the table held before (a table of
    /// another size can, on rare moves, choose differently).
    pub fn think(
        &mut self,
        game: &Game,
        request: &Request,
        seed: u64,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&Info),
    ) -> Option<Answer> {
        if game.outcome().is_some() {
            return None;
        }
        let mut rng = StdRng::seed_from_u64(seed);
        let budget = match *request {
            Request::Level(level) => {
                if level::rolls_random(level, &mut rng) {
                    let (best, random) = level::random_move(game, level, &mut rng)?;
                    return Some(Answer::unsearched(best, random));
                }
                if level == Level::Perfect {
                    if let Some(table) = self.tablebase_for(game) {
                        if let Some(best) = self.prepared_move(game, &table) {
                            return Some(Answer::unsearched(best, false));
                        }
                        // The turn's clock starts here: the book's search
                        // counts against the time of the search after it.
                        let started = Instant::now();
                        let by = Within {
                            hold_by: Some(started + self.perfect_time.mul_f64(EXACT_SHARE)),
                            win_by: started + self.search_time(),
                        };
                        if let Some(best) = self.book_move(game, &table, stop, by) {
                            let best = self
                                .placement_trap(game, &table, started, stop)
                                .unwrap_or(best);
                            return Some(Answer::unsearched(best, false));
                        }
                        return self
                            .think_with_table(game, &table, started, &mut rng, stop, on_info);
                    }
                }
                match level {
                    Level::Perfect => Budget {
                        max_depth: MAX_DEPTH,
                        min_depth: level.depth(),
                        nodes: u64::MAX,
                        time: Some(self.perfect_time),
                    },
                    _ => Budget {
                        max_depth: level.depth(),
                        min_depth: 0,
                        nodes: u64::MAX,
                        time: None,
                    },
                }
            }
            Request::Limits(limits) => Budget {
                max_depth: limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
                min_depth: 0,
                nodes: limits.nodes.unwrap_or(u64::MAX),
                time: limits.time,
            },
        };
        self.search(game, budget, None, None, &mut rng, stop, on_info)
    }

    /// How long Perfect's searches may run: its time per move less the
    /// margin kept for a slow or busy core.
    fn search_time(&self) -> Duration {
        self.perfect_time.saturating_sub(CLOCK_MARGIN)
    }

    /// Perfect with an endgame table: exact play in the movement phase and,
    /// under rules where the table is exact for the whole game, from
    /// [`EXACT_FROM`] goats placed where the exact search fits its cap;
    /// elsewhere, exact values at the leaves that reach the table.
    fn think_with_table(
        &mut self,
        game: &Game,
        table: &Tablebase,
        started: Instant,
        rng: &mut StdRng,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&Info),
    ) -> Option<Answer> {
        let time = self.search_time();
        let budget = Budget {
            max_depth: MAX_DEPTH,
            min_depth: Level::Perfect.depth(),
            nodes: u64::MAX,
            time: Some(time),
        };
        let pos = game.position();
        if pos.phase() == Phase::Placement {
            let mut floor = budget.min_depth;
            // The exact search knows only win, draw or loss: a lost position is
            // left to the engine's search, which makes the win hardest to find,
            // and so is the last placement, where that search's first ply reaches
            // the table's distances.
            if TOTAL_GOATS - pos.goats_in_hand() >= EXACT_FROM
                && pos.goats_in_hand() > 1
                && exact::rules_fit(game.settings())
            {
                let exact_by = started + self.perfect_time.mul_f64(EXACT_SHARE);
                let mut exact = ExactSearch::new(table)
                    .with_stop(stop)
                    .with_node_limit(self.exact_nodes)
                    .with_deadline(exact_by);
                // The book's search may have used the exact search's share.
                let late = Instant::now() >= exact_by;
                if !late && exact.value(pos) != Wdl::Loss {
                    if let Some(best) = exact.best_move(pos) {
                        let best = self
                            .placement_trap(game, table, started, stop)
                            .unwrap_or(best);
                        return Some(Answer::unsearched(best, false));
                    }
                }
                if late || exact.gave_up() {
                    // It gave up with up to EXACT_SHARE of the time gone: on a
                    // slow core depth 7 no longer fits the rest (goats at 13
                    // placed took 414 ms on a third of a core), so only Hard's
                    // depth is owed, and the search deepens while time allows.
                    floor = EXACT_FALLBACK_DEPTH;
                }
            }
            // The search gets what the exact search left of the move's time.
            let budget = Budget {
                time: Some(time.saturating_sub(started.elapsed())),
                min_depth: floor,
                ..budget
            };
            return self.search(game, budget, Some(table), None, rng, stop, on_info);
        }
        let (value, best) = endgame::best_of(table, game)?;
        let exact = |best: Move| Answer {
            best,
            score: table_score(value),
            depth: 0,
            nodes: 0,
            random: false,
        };
        if value != Value::Draw || best.len() == 1 {
            return Some(exact(best[rand::Rng::gen_range(rng, 0..best.len())]));
        }
        // Every drawing move holds the draw: prefer those that set a trap,
        // then let the search pick among them.
        let root = if self.chances {
            let scan_by = started + time.mul_f64(CHANCES_SHARE);
            let mut rated = chances::rate(
                game,
                table,
                &best,
                &mut self.replies,
                &mut self.tt,
                self.weights,
                stop,
                scan_by,
            );
            // Moves the clock left unrated stay in the running, as no trap.
            rated.extend(best[rated.len()..].iter().map(|&mv| chances::Chance {
                mv,
                fooled: 0.0,
                later: 0.0,
                repeats: false,
            }));
            chances::choose(&rated)
        } else {
            best.clone()
        };
        if root.len() == 1 {
            return Some(exact(root[0]));
        }
        let budget = Budget {
            time: Some(time.saturating_sub(started.elapsed())),
            ..budget
        };
        let answer = self.search(game, budget, None, Some(root.clone()), rng, stop, on_info);
        Some(Answer {
            score: 0,
            ..answer.unwrap_or_else(|| exact(root[0]))
        })
    }

    /// Where Perfect plays for the win in a drawn placement position (from
    /// [`EXACT_TRAPS_FROM`] goats placed, under the rules the exact search
    /// is exact for): a move that keeps the draw and sets a trap, or else
    /// leads the line the opponent's model expects into a board with losing
    /// moves for it, found by [`TRAPS_SHARE`] of the time of the move
    /// `started` then ([`chances::placement_trap`]); `None` to play as
    /// before.
    fn placement_trap(
        &mut self,
        game: &Game,
        table: &Tablebase,
        started: Instant,
        stop: &StopFlag,
    ) -> Option<Move> {
        let pos = game.position();
        let placed = TOTAL_GOATS - pos.goats_in_hand();
        if !self.chances
            || pos.phase() != Phase::Placement
            || placed < EXACT_TRAPS_FROM
            || !exact::rules_fit(game.settings())
        {
            return None;
        }
        let deadline = started + self.perfect_time.mul_f64(TRAPS_SHARE);
        chances::placement_trap(game, table, &mut self.tt, self.weights, stop, deadline)
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        game: &Game,
        budget: Budget,
        table: Option<&Tablebase>,
        root_moves: Option<Vec<Move>>,
        rng: &mut StdRng,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&Info),
    ) -> Option<Answer> {
        let found = Search::new(game, &mut self.tt, stop, budget, self.weights)
            .with_tablebase(table)
            .with_root_moves(root_moves)
            .run(rng, on_info)?;
        Some(Answer {
            best: found.best,
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
            random: false,
        })
    }
}

/// The search score of an exact table value at the root.
fn table_score(value: Value) -> i32 {
    match value {
        Value::Win(d) => search::MATE - d as i32,
        Value::Loss(d) => -(search::MATE - d as i32),
        Value::Draw => 0,
    }
}

thread_local! {
    /// One table per thread for [`think`]; allocated on first use.
    static BOT: RefCell<Bot> = RefCell::new(Bot::new());
}

/// Chooses a move for the side to move with this thread's bot (32 MB table);
/// `None` when the game is over. See [`Bot::think`].
pub fn think(
    game: &Game,
    request: &Request,
    seed: u64,
    stop: &StopFlag,
    on_info: &mut dyn FnMut(&Info),
) -> Option<Answer> {
    with_thread_bot(|bot| bot.think(game, request, seed, stop, on_info))
}

/// [`think`] with `table` for Perfect instead of the installed one
/// (`None`: the installed one, as [`think`] does).
pub fn think_with_table(
    table: Option<Arc<Tablebase>>,
    game: &Game,
    request: &Request,
    seed: u64,
    stop: &StopFlag,
    on_info: &mut dyn FnMut(&Info),
) -> Option<Answer> {
    think_with(table, None, game, request, seed, stop, on_info)
}

/// [`think`] with `table` and the placement `book` for Perfect instead of
/// the installed ones (`None`: the installed one, as [`think`] does).
#[allow(clippy::too_many_arguments)]
pub fn think_with(
    table: Option<Arc<Tablebase>>,
    book: Option<Arc<Book>>,
    game: &Game,
    request: &Request,
    seed: u64,
    stop: &StopFlag,
    on_info: &mut dyn FnMut(&Info),
) -> Option<Answer> {
    if table.is_none() && book.is_none() {
        return think(game, request, seed, stop, on_info);
    }
    with_thread_bot(|bot| {
        let saved_table =
            table.map(|t| std::mem::replace(&mut bot.table, TableChoice::Fixed(Some(t))));
        let saved_book = book.map(|b| std::mem::replace(&mut bot.book, BookChoice::Fixed(Some(b))));
        let answer = bot.think(game, request, seed, stop, on_info);
        if let Some(t) = saved_table {
            bot.table = t;
        }
        if let Some(b) = saved_book {
            bot.book = b;
        }
        answer
    })
}

/// Runs `f` on this thread's bot or, when re-entered from inside `on_info`,
/// on a fresh bot with a table of the same size, so the answer is the one the
/// thread's bot would give.
fn with_thread_bot<R>(f: impl FnOnce(&mut Bot) -> R) -> R {
    BOT.with(|bot| match bot.try_borrow_mut() {
        Ok(mut bot) => f(&mut bot),
        Err(_) => f(&mut Bot::new()),
    })
}
