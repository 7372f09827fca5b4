//! The line-based engine protocol behind `baghchal engine`.
//!
//! Every command gets one answer line (searches add `info` lines first);
//! anything malformed answers `error <message>` and changes nothing.

use crate::bot::{self, Level, Limits, Request, StopFlag};
use crate::game::Game;
use crate::moves::{Move, MoveList};
use crate::perft::perft;
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

/// Protocol state: the settings for the next `position`, and the current game.
#[derive(Clone, Debug)]
pub struct Engine {
    pending: Settings,
    game: Game,
    /// The endgame tables `tablebase load` opened, by goats-to-win, for
    /// `probe` and Perfect (each game uses the one of its goats-to-win).
    tables: BTreeMap<u8, Arc<Tablebase>>,
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
            solution: None,
        }
    }

    /// The current game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one input line, passing each output line to `out`.
    pub fn handle(&mut self, line: &str, out: &mut dyn FnMut(String)) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Flow::Continue;
        };
        let answer = match command {
            "quit" => return Flow::Quit,
            "rules" => self.rules(args),
            "position" => self.position(args),
            "legal" | "state" if !args.is_empty() => Err(format!("usage: {command}")),
            "legal" => Ok(self.legal()),
            "state" => Ok(self.state()),
            "perft" => self.perft(args),
            "go" => self.go(args, out),
            "tablebase" => self.tablebase(args),
            "solve" => self.solve(args),
            "probe" if !args.is_empty() => Err("usage: probe".into()),
            "probe" => Ok(self.probe()),
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
        self.pending = next;
        Ok("ok".into())
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
        let mut game = Game::from_position(self.pending, start).map_err(|e| e.to_string())?;
        for text in moves {
            let m = Move::parse(text).map_err(|e| e.to_string())?;
            game.play(m)
                .map_err(|e| format!("illegal move {text}: {e}"))?;
        }
        self.game = game;
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
        let g = table.goats_to_win();
        self.tables.insert(g, Arc::new(table));
        Ok(format!("ok tablebase goats_to_win={g}"))
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

    fn perft(&self, args: &[&str]) -> Result<String, String> {
        let [depth] = args else {
            return Err("usage: perft <depth>".into());
        };
        let depth: u32 = depth
            .parse()
            .ok()
            .filter(|d| *d <= 12)
            .ok_or(format!("depth '{depth}' must be a number 0..=12"))?;
        let mut game = self.game.clone();
        Ok(format!("perft {depth} {}", perft(&mut game, depth)))
    }

    fn go(&mut self, args: &[&str], out: &mut dyn FnMut(String)) -> Result<String, String> {
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
                    depth: Some(number(n)?.min(64) as u32),
                    ..Limits::default()
                }),
                0,
            ),
            ["movetime", ms] => (
                Request::Limits(Limits {
                    time: Some(Duration::from_millis(number(ms)?)),
                    ..Limits::default()
                }),
                0,
            ),
            ["nodes", n] => (
                Request::Limits(Limits {
                    nodes: Some(number(n)?),
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
        let answer = bot::think_with_table(
            self.table(),
            &self.game,
            &request,
            seed,
            &StopFlag::new(),
            &mut on_info,
        )
        .ok_or("game over")?;
        Ok(format!("bestmove {}", answer.best))
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
