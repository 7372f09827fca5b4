//! The line-based engine protocol behind `baghchal engine`.
//!
//! Every command gets one answer line (searches add `info` lines first);
//! anything malformed answers `error <message>` and changes nothing. Two
//! commands have no answer of their own: `quit`, and `stop`, which makes a
//! running `go` answer at once with its best move so far, or a running
//! `perft` with `stopped` (and does nothing when neither runs). A program
//! that reads commands while a `go` searches hands each line to a [`Router`]
//! first, which is how `stop` reaches the search; [`Engine::handle`] answers
//! the rest in order, so `isready`'s `readyok` comes once every command
//! before it has been answered.

use crate::book::explore::Keep;
use crate::book::Book;
use crate::bot::search::MAX_DEPTH;
use crate::bot::{self, Level, Limits, Request, StopFlag};
use crate::explain::{self, Cause, Event, Explanation, NotExplained};
use crate::game::Game;
use crate::moves::{Move, MoveList};
use crate::perft;
use crate::position::Position;
use crate::settings::Settings;
use crate::side::Side;
use crate::solve::Solution;
use crate::tablebase::Tablebase;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

/// What the caller should do after a command.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// `quit` was received.
    Quit,
}

/// Protocol state: the rules, the current game, and what was loaded.
#[derive(Clone, Debug)]
pub struct Engine {
    /// The rules of the current game and of the next `position`.
    pending: Settings,
    game: Game,
    /// The endgame tables `tablebase load` opened, by goats-to-win, for
    /// `probe` and Perfect (each game uses the one of its goats-to-win).
    tables: BTreeMap<u8, Arc<Tablebase>>,
    /// The placement books `book load` opened, by goats-to-win and whether
    /// they book the tigers, for Perfect (with the table of the same goats-to-win).
    books: BTreeMap<(u8, bool), Arc<Book>>,
    /// The placement layers `solve load` opened, for `probe`.
    solution: Option<Arc<Solution>>,
}

/// The `state` answer; field order is the protocol's.
#[derive(Serialize)]
struct StateView<'a> {
    to_move: &'a str,
    phase: &'a str,
    goats_in_hand: u8,
    goats_on_board: u8,
    captured: u8,
    tigers_trapped: u8,
    half_moves: u32,
    result: &'a str,
    reason: Option<&'a str>,
    board: String,
}

/// `text` with its control characters written as escapes (`\n`), so an
/// answer that quotes outside text, such as a table file's header, stays one line.
fn one_line(text: &str) -> String {
    if !text.contains(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine at the start position with default settings.
    pub fn new() -> Engine {
        let pending = Settings::default();
        Engine {
            pending,
            game: Game::new(pending).expect("default settings are valid"),
            tables: BTreeMap::new(),
            books: BTreeMap::new(),
            solution: None,
        }
    }

    /// The current game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one input line, passing each output line to `out`.
    pub fn handle(&mut self, line: &str, out: &mut dyn FnMut(String)) -> Flow {
        self.handle_stoppable(line, &StopFlag::new(), out)
    }

    /// Handles one input line as [`Engine::handle`] does; a `go` among
    /// them stops as soon as another thread sets `stop` and answers its best
    /// move so far (see [`Router`]).
    pub fn handle_stoppable(
        &mut self,
        line: &str,
        stop: &StopFlag,
        out: &mut dyn FnMut(String),
    ) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Flow::Continue;
        };
        let answer = match command {
            "quit" => return Flow::Quit,
            // Here no search runs: a stop that came too late has nothing to stop.
            "stop" if args.is_empty() => return Flow::Continue,
            "stop" | "isready" if !args.is_empty() => Err(format!("usage: {command}")),
            "isready" => Ok("readyok".into()),
            "rules" => self.rules(args),
            "position" => self.position(args),
            "legal" | "state" if !args.is_empty() => Err(format!("usage: {command}")),
            "legal" => Ok(self.legal()),
            "state" => Ok(self.state()),
            "perft" => self.perft(args, stop),
            "go" => self.go(args, stop, out),
            "tablebase" => self.tablebase(args),
            "book" => self.book(args),
            "solve" => self.solve(args),
            "probe" if !args.is_empty() => Err("usage: probe".into()),
            "probe" => Ok(self.probe()),
            "explain" => self.explain(args),
            other => Err(format!("unknown command '{other}'")),
        };
        out(one_line(&answer.unwrap_or_else(|e| format!("error {e}"))));
        Flow::Continue
    }

    fn rules(&mut self, args: &[&str]) -> Result<String, String> {
        let mut next = self.pending;
        for arg in args {
            let (key, value) = arg
                .split_once('=')
                .ok_or_else(|| format!("'{arg}' is not key=value"))?;
            next.set(key, value).map_err(|e| e.to_string())?;
        }
        // The rules apply at once: the current game is replayed under them.
        // A client sets the next game's rules before its `position`, so a
        // game they do not fit gives way to the start position, not an error.
        let (game, answer) = match replay(next, self.game.start_position(), self.game.moves()) {
            Ok(game) => (game, "ok".to_string()),
            Err(why) => (
                Game::new(next).map_err(|e| e.to_string())?,
                format!("ok startpos: the current game does not fit these rules ({why})"),
            ),
        };
        self.pending = next;
        self.game = game;
        Ok(answer)
    }

    fn position(&mut self, args: &[&str]) -> Result<String, String> {
        let (start, rest) = match args {
            ["startpos", rest @ ..] => (Position::start(), rest),
            ["setup", board, side, in_hand, captured, rest @ ..] => {
                (parse_setup(board, side, in_hand, captured)?, rest)
            }
            ["setup", ..] => {
                return Err(
                    "usage: position setup <board> <goat|tiger> <in_hand> <captured>".into(),
                )
            }
            _ => return Err("usage: position startpos|setup ... [moves ...]".into()),
        };
        let moves = match rest {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            [other, ..] => return Err(format!("expected 'moves', found '{other}'")),
        };
        let moves = moves
            .iter()
            .map(|text| Move::parse(text).map_err(|e| e.to_string()))
            .collect::<Result<Vec<Move>, String>>()?;
        self.game = replay(self.pending, &start, moves)?;
        Ok("ok".into())
    }

    fn legal(&self) -> String {
        let mut list = MoveList::new();
        self.game.legal_moves(&mut list);
        let mut names: Vec<String> = list.iter().map(|m| m.to_string()).collect();
        names.sort();
        let mut answer = String::from("legal");
        for name in names {
            answer.push(' ');
            answer.push_str(&name);
        }
        answer
    }

    fn state(&self) -> String {
        let pos = self.game.position();
        let outcome = self.game.outcome();
        let view = StateView {
            to_move: pos.to_move().name(),
            phase: pos.phase().name(),
            goats_in_hand: pos.goats_in_hand(),
            goats_on_board: pos.goats_on_board(),
            captured: pos.captured(),
            tigers_trapped: self.game.tigers_trapped(),
            half_moves: self.game.half_moves(),
            result: outcome.map_or("ongoing", |o| o.result_name()),
            reason: outcome.map(|o| o.reason.name()),
            board: pos.board_string(),
        };
        serde_json::to_string(&view).expect("state always serialises")
    }

    fn tablebase(&mut self, args: &[&str]) -> Result<String, String> {
        let ["load", path] = args else {
            return Err("usage: tablebase load <file>".into());
        };
        let table = Tablebase::open(path).map_err(|e| format!("{path}: {e}"))?;
        // Built at load, not on the first move's clock.
        table.index_outcomes();
        let g = table.goats_to_win();
        self.tables.insert(g, Arc::new(table));
        Ok(format!("ok tablebase goats_to_win={g}"))
    }

    /// Opens a placement book for Perfect, checked whole and against this
    /// build's policy (with the loaded table of its goats-to-win, if any),
    /// replacing any book of the same goats-to-win for the sides it books.
    fn book(&mut self, args: &[&str]) -> Result<String, String> {
        let ["load", path] = args else {
            return Err("usage: book load <file>".into());
        };
        let book = Book::open(path).map_err(|e| format!("{path}: {e}"))?;
        let g = book.goats_to_win();
        let table = self
            .tables
            .get(&g)
            .cloned()
            .or_else(|| crate::tablebase::installed_for(g));
        book.check_policy(table.as_deref())
            .map_err(|e| format!("{path}: {e}"))?;
        let sides: Vec<&str> = book.sides().iter().map(|s| s.name()).collect();
        let keep = match book.keep() {
            Keep::Exact => "exact",
            Keep::Draw => "draw",
        };
        let answer = format!(
            "ok book goats_to_win={g} sides={} keep={keep}",
            sides.join(",")
        );
        let book = Arc::new(book);
        for side in book.sides() {
            self.books.insert((g, side == Side::Tiger), book.clone());
        }
        Ok(answer)
    }

    /// The loaded book for the current game's goats-to-win and side to move, if any.
    fn book_for_game(&self) -> Option<Arc<Book>> {
        let key = (
            self.game.settings().goats_to_win,
            self.game.position().to_move() == Side::Tiger,
        );
        self.books.get(&key).cloned()
    }

    /// The loaded table for the current game's goats-to-win, if any.
    fn table(&self) -> Option<Arc<Tablebase>> {
        self.tables.get(&self.game.settings().goats_to_win).cloned()
    }

    fn solve(&mut self, args: &[&str]) -> Result<String, String> {
        let ["load", dir] = args else {
            return Err("usage: solve load <directory>".into());
        };
        let solution =
            Solution::open(std::path::Path::new(dir), true).map_err(|e| format!("{dir}: {e}"))?;
        let answer = format!(
            "ok solve goats_to_win={} layers={}",
            solution.goats_to_win(),
            solution.layer_ids().len()
        );
        self.solution = Some(Arc::new(solution));
        Ok(answer)
    }

    /// `probe win 7` from the movement table; `probe win` (no distance: the
    /// layers keep none) from the placement layers; else `probe none`.
    fn probe(&self) -> String {
        if let Some(v) = self
            .table()
            .as_deref()
            .and_then(|t| bot::endgame::value(t, &self.game))
        {
            return format!("probe {v}");
        }
        match self
            .solution
            .as_deref()
            .and_then(|s| s.value_in(&self.game))
        {
            Some(v) => format!("probe {v}"),
            None => "probe none".into(),
        }
    }

    /// `explain MOVE`: the move's explanation from the loaded table (and the
    /// exact search over it in placement from 12 placed), in the
    /// words of [`explanation_words`].
    fn explain(&self, args: &[&str]) -> Result<String, String> {
        let [text] = args else {
            return Err("usage: explain <move>".into());
        };
        let mv = Move::parse(text).map_err(|e| e.to_string())?;
        let table = self
            .table()
            .ok_or("explain: no endgame table of these goats-to-win is loaded")?;
        explain::explain(&table, &self.game, mv, &StopFlag::new())
            .map(|ex| explanation_words(&ex))
            .map_err(|e| match e {
                NotExplained::NotCovered => {
                    "explain: the table does not cover this position and rules".into()
                }
                NotExplained::Illegal => format!("explain: {text} is not legal here"),
                NotExplained::Cancelled => "explain: stopped".into(),
            })
    }

    /// `perft 5 1304788`, or `perft 8 stopped` when a `stop` ended it first.
    fn perft(&self, args: &[&str], stop: &StopFlag) -> Result<String, String> {
        let [depth] = args else {
            return Err("usage: perft <depth>".into());
        };
        let depth = perft::parse_depth(depth)?;
        let mut game = self.game.clone();
        Ok(match perft::perft_stoppable(&mut game, depth, stop) {
            Some(count) => format!("perft {depth} {count}"),
            None => format!("perft {depth} stopped"),
        })
    }

    fn go(
        &mut self,
        args: &[&str],
        stop: &StopFlag,
        out: &mut dyn FnMut(String),
    ) -> Result<String, String> {
        if self.game.outcome().is_some() {
            return Err("game over".into());
        }
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("'{v}' is not a whole number"))
        };
        let (request, seed) = match args {
            ["level", level, rest @ ..] => {
                let level = Level::parse(level).ok_or(format!(
                    "level '{level}': use easy, medium, hard or perfect"
                ))?;
                let seed = match rest {
                    [] => 0,
                    ["seed", n] => number(n)?,
                    _ => return Err("usage: go level <level> [seed N]".into()),
                };
                (Request::Level(level), seed)
            }
            ["depth", n] => (
                Request::Limits(Limits {
                    // Deeper than the search goes is as deep as it goes.
                    depth: Some(bot::parse_limit("depth", n)?.min(MAX_DEPTH.into()) as u32),
                    ..Limits::default()
                }),
                0,
            ),
            ["movetime", ms] => (
                Request::Limits(Limits {
                    time: Some(Duration::from_millis(bot::parse_limit("movetime", ms)?)),
                    ..Limits::default()
                }),
                0,
            ),
            ["nodes", n] => (
                Request::Limits(Limits {
                    nodes: Some(bot::parse_limit("nodes", n)?),
                    ..Limits::default()
                }),
                0,
            ),
            _ => {
                return Err(
                    "usage: go level <level> [seed N] | depth N | movetime MS | nodes N".into(),
                )
            }
        };
        let mut on_info = |info: &bot::Info| {
            let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
            let nps = (info.nodes as f64 / info.time.as_secs_f64().max(1e-6)) as u64;
            out(format!(
                "info depth {} score {} nodes {} nps {nps} time {} pv {}",
                info.depth,
                info.score,
                info.nodes,
                info.time.as_millis(),
                pv.join(" ")
            ));
        };
        let answer = bot::think_with(
            self.table(),
            self.book_for_game(),
            &self.game,
            &request,
            seed,
            stop,
            &mut on_info,
        )
        .ok_or("game over")?;
        Ok(format!("bestmove {}", answer.best))
    }
}

/// The game from `start` with `moves` under `settings`, or why not.
fn replay(
    settings: Settings,
    start: &Position,
    moves: impl IntoIterator<Item = Move>,
) -> Result<Game, String> {
    let mut game = Game::from_position(settings, *start).map_err(|e| e.to_string())?;
    for m in moves {
        game.play(m).map_err(|e| format!("illegal move {m}: {e}"))?;
    }
    Ok(game)
}

/// Where a line goes in a program that reads commands while a `go` or a
/// `perft` runs (`baghchal engine` reads on one thread and answers on
/// another): `stop` is handled here at once, by setting the stop flag of the
/// last `go` or `perft` read; every other line goes, in order, to
/// [`Engine::handle_stoppable`] with the flag that stops it. A `stop` read
/// after a `go` thus stops that `go` whether it is already searching or
/// still waiting its turn, and stops nothing once it has answered.
///
/// `quit` and the end of input ([`Router::end_of_input`]) stop every `go`
/// not yet answered, so the engine ends at once however many were queued;
/// each still answers a legal move. They let a `perft` finish: a stopped
/// one would answer no count, and its depth limit
/// ([`crate::perft::MAX_PERFT_DEPTH`]) ends it within seconds.
#[derive(Debug, Default)]
pub struct Router {
    /// The flag of the last `go` or `perft` read: the one `stop` stops.
    last: StopFlag,
    /// The flags of the `go` commands read: the last one, and those before
    /// it still held by a search not yet answered.
    searches: Vec<StopFlag>,
}

impl Router {
    /// A router that has seen no `go` or `perft`.
    pub fn new() -> Router {
        Router::default()
    }

    /// `None` when `line` was a `stop` (handled here, no answer); else the
    /// flag to hand [`Engine::handle_stoppable`] with it. `quit` also stops
    /// every `go` not yet answered, which answer before the engine quits.
    pub fn route(&mut self, line: &str) -> Option<StopFlag> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["stop"] => {
                self.last.stop();
                None
            }
            ["go", ..] => {
                // Flags no search holds any more have nothing left to stop.
                self.searches.retain(StopFlag::is_shared);
                self.last = StopFlag::new();
                self.searches.push(self.last.clone());
                Some(self.last.clone())
            }
            ["perft", ..] => {
                self.last = StopFlag::new();
                Some(self.last.clone())
            }
            ["quit", ..] => {
                self.end_of_input();
                Some(StopFlag::new())
            }
            _ => Some(StopFlag::new()),
        }
    }

    /// Input has ended: as `quit` does, stops every `go` not yet answered,
    /// so that an engine whose client has gone answers at once and exits
    /// rather than searching on for nobody.
    pub fn end_of_input(&mut self) {
        for flag in self.searches.drain(..) {
            flag.stop();
        }
    }
}

/// A position from the words of `position setup`: board (rows 5 to 1),
/// `goat` or `tiger` to move, goats in hand, goats captured.
pub fn parse_setup(
    board: &str,
    side: &str,
    in_hand: &str,
    captured: &str,
) -> Result<Position, String> {
    let (tigers, goats) = Position::parse_board(board).map_err(|e| e.to_string())?;
    let side = Side::parse(side).ok_or(format!("'{side}' is not goat or tiger"))?;
    let count = |what: &str, v: &str| {
        v.parse::<u8>()
            .map_err(|_| format!("{what} '{v}' is not a number 0..=20"))
    };
    let (in_hand, captured) = (
        count("goats_in_hand", in_hand)?,
        count("captured", captured)?,
    );
    Position::new(tigers, goats, side, in_hand, captured).map_err(|e| e.to_string())
}

/// An explanation on one line, machine-readable:
/// `explain MOVE before V after V best M,M line M,M event KIND ... cause KIND ...`,
/// values as `probe` gives them (`win`, `draw`, `loss` without a distance in
/// placement), `-` for an empty list (see docs/explanations.md).
pub fn explanation_words(ex: &Explanation) -> String {
    let list = |moves: &[Move]| {
        if moves.is_empty() {
            "-".to_string()
        } else {
            moves
                .iter()
                .map(Move::to_string)
                .collect::<Vec<_>>()
                .join(",")
        }
    };
    let event = match ex.event {
        None => "none".to_string(),
        Some(Event::Capture {
            at,
            goat,
            tiger,
            ends_game,
        }) => format!(
            "capture at {at} goat {goat} tiger {tiger} ends {}",
            ends_game as u8
        ),
        Some(Event::TigersTrapped { at }) => format!("tigers_trapped at {at}"),
        Some(Event::GoatsBlocked { at }) => format!("goats_blocked at {at}"),
        Some(Event::Repetition { at, first }) => match first {
            Some(first) => format!("repetition at {at} first {first}"),
            None => format!("repetition at {at} first game"),
        },
        Some(Event::MoveLimit { at }) => format!("move_limit at {at}"),
    };
    let cause = match ex.cause {
        None => "none".to_string(),
        Some(Cause::GoatLeftOpen {
            goat,
            tiger,
            landing,
        }) => format!("goat_left_open goat {goat} tiger {tiger} landing {landing}"),
        Some(Cause::LeapOpenedBehind {
            goat,
            tiger,
            landing,
        }) => format!("leap_opened_behind goat {goat} tiger {tiger} landing {landing}"),
        Some(Cause::TigerReleased {
            tiger,
            place,
            point,
        }) => format!(
            "tiger_released tiger {tiger} place {} point {point}",
            format!("{place:?}").to_lowercase()
        ),
        Some(Cause::CaptureIntoTrap { tiger }) => format!("capture_into_trap tiger {tiger}"),
    };
    format!(
        "explain {} before {} after {} best {} line {} event {event} cause {cause}",
        ex.mv,
        ex.before,
        ex.after,
        list(&ex.best),
        list(&ex.line),
    )
}
