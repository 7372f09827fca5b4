//! Our game text: PGN-like tags (the rules, the set-up, the result) and the
//! moves in our notation with move numbers. See `docs/game-text.md`.

use super::error::{PositionPart, TextError, TextErrorKind, TextResult};
use super::movetext::{write_moves, Replay};
use super::position_line;
use crate::game::{EndReason, Game, IllegalMove};
use crate::moves::Move;
use crate::settings::Settings;
use crate::side::Side;
use crate::square::Square;

/// Tags kept as written and passed through: who played, where and when.
pub const INFO_TAGS: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "Goats",
    "Tigers",
    "Annotator",
];

/// The rule tags and the [`Settings::set`] key each sets.
const RULE_TAGS: &[(&str, &str)] = &[
    ("GoatsToWin", "goats_to_win"),
    ("Repetition", "repetition"),
    ("MaxHalfMoves", "max_half_moves"),
    ("NoCaptureLimit", "no_capture_limit"),
    ("PlacementCaptures", "placement_captures"),
];

/// The value the `Game` tag has.
const GAME_NAME: &str = "Baghchal";

/// A game read from our text, with the informational tags it carried.
#[derive(Clone, Debug)]
pub struct GameText {
    /// The game, replayed through its rules.
    pub game: Game,
    /// The [`INFO_TAGS`] the text had, in its order.
    pub info: Vec<(String, String)>,
}

/// The value of each rule tag for `settings`, in [`RULE_TAGS`] order.
fn rule_values(s: &Settings) -> [String; 5] {
    [
        s.goats_to_win.to_string(),
        s.repetition.name().to_string(),
        s.max_half_moves.to_string(),
        s.no_capture_limit.to_string(),
        if s.placement_captures { "on" } else { "off" }.to_string(),
    ]
}

/// A tag line, the value escaped as PGN does and kept on one line.
fn tag(name: &str, value: &str) -> String {
    let mut v = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                v.push('\\');
                v.push(c);
            }
            c if c.is_control() => v.push(' '),
            c => v.push(c),
        }
    }
    format!("[{name} \"{v}\"]")
}

/// `game` as our text; `info` adds [`INFO_TAGS`] (others are left out, as the reader would refuse them).
pub fn write(game: &Game, info: &[(String, String)]) -> String {
    let mut lines = vec![tag("Game", GAME_NAME)];
    for (name, value) in info {
        if INFO_TAGS.contains(&name.as_str()) {
            lines.push(tag(name, value));
        }
    }
    let values = rule_values(game.settings());
    for ((name, _), value) in RULE_TAGS.iter().zip(values) {
        lines.push(tag(name, &value));
    }
    let start = game.start_position();
    if *start != crate::position::Position::start() {
        lines.push(tag("SetUp", &position_line::setup_line(start)));
    }
    let outcome = game.outcome();
    let result = TextResult::of(outcome);
    lines.push(tag("Result", result.token()));
    if let Some(o) = outcome {
        lines.push(tag("Termination", o.reason.name()));
    }
    lines.push(String::new());
    let first = start.to_move();
    let sides = std::iter::successors(Some(first), |s| Some(s.opposite()));
    let moves = sides.zip(game.moves().map(|m| m.to_string()));
    lines.extend(write_moves(first, moves, " "));
    lines.push(result.token().to_string());
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// Reads one move in our notation; a step or jump between points not on
/// one line is a move that breaks a rule rather than an unreadable word.
fn read_move(word: &str, _side: Side) -> Option<Result<Move, IllegalMove>> {
    match Move::parse(word) {
        Ok(m) => Some(Ok(m)),
        Err(_) => {
            let shaped = word.len() == 5
                && word.is_ascii()
                && matches!(word.as_bytes()[2], b'-' | b'x')
                && word[0..2].parse::<Square>().is_ok()
                && word[3..5].parse::<Square>().is_ok();
            shaped.then_some(Err(IllegalMove::NotConnected))
        }
    }
}

/// `[Name "value"]` read, or `None` when the line is not a tag.
fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let name_len = inner
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let (name, rest) = inner.split_at(name_len);
    let quoted = rest.trim_start().strip_prefix('"')?;
    if name.is_empty() || rest.len() == rest.trim_start().len() {
        return None;
    }
    let mut value = String::new();
    let mut chars = quoted.chars();
    loop {
        let c = match chars.next()? {
            '\\' => chars.next()?,
            '"' => break,
            c => c,
        };
        // As the writer does, so a value reads back as it is written.
        value.push(if c.is_control() { ' ' } else { c });
    }
    chars
        .as_str()
        .trim()
        .is_empty()
        .then(|| (name.to_string(), value))
}

/// The ending named `name`.
fn end_reason(name: &str) -> Option<EndReason> {
    [
        EndReason::Captures,
        EndReason::TigersTrapped,
        EndReason::GoatsBlocked,
        EndReason::Repetition,
        EndReason::MoveLimit,
        EndReason::NoCaptureLimit,
        EndReason::Resigned,
    ]
    .into_iter()
    .find(|r| r.name() == name)
}

/// Reads our text: tags, then moves replayed under the tags' rules.
pub fn read(text: &str) -> Result<GameText, TextError> {
    let mut tags: Vec<(usize, String, String)> = Vec::new();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    let mut first_move_line = None;
    for (n, line) in lines.by_ref() {
        if line.is_empty() {
            continue;
        }
        if !line.starts_with('[') {
            first_move_line = Some((n, line));
            break;
        }
        let (name, value) = parse_tag(line).ok_or(TextError::new(n, TextErrorKind::TagSyntax))?;
        if tags.iter().any(|(_, other, _)| *other == name) {
            return Err(TextError::new(n, TextErrorKind::DuplicateTag { name }));
        }
        tags.push((n, name, value));
    }
    if tags.is_empty() && first_move_line.is_none() {
        return Err(TextError::new(0, TextErrorKind::Empty));
    }
    let bad_value = |n: usize, name: &str, value: &str| {
        TextError::new(
            n,
            TextErrorKind::BadTagValue {
                name: name.into(),
                value: value.into(),
            },
        )
    };
    let mut settings = Settings::default();
    let (mut setup, mut result, mut termination) = (None, None, None);
    let mut info = Vec::new();
    for (n, name, value) in &tags {
        let n = *n;
        if let Some((_, key)) = RULE_TAGS.iter().find(|(t, _)| t == name) {
            settings
                .set(key, value)
                .map_err(|_| bad_value(n, name, value))?;
            continue;
        }
        match name.as_str() {
            "Game" if value == GAME_NAME => {}
            "SetUp" => setup = Some((n, value)),
            "Result" => {
                let r = TextResult::parse(value).ok_or_else(|| bad_value(n, name, value))?;
                result = Some((r, n));
            }
            "Termination" => {
                let r = end_reason(value).ok_or_else(|| bad_value(n, name, value))?;
                termination = Some((r, n));
            }
            "Game" => return Err(bad_value(n, name, value)),
            _ if INFO_TAGS.contains(&name.as_str()) => info.push((name.clone(), value.clone())),
            _ => {
                return Err(TextError::new(
                    n,
                    TextErrorKind::UnknownTag { name: name.clone() },
                ))
            }
        }
    }
    let game = match setup {
        None => Game::new(settings).map_err(|_| {
            // Every rule tag was checked by `Settings::set`.
            bad_value(0, "GoatsToWin", &settings.goats_to_win.to_string())
        })?,
        Some((n, line)) => {
            let s = position_line::read_setup_line(line).map_err(|part: PositionPart| {
                TextError::new(n, TextErrorKind::BadPositionLine { part })
            })?;
            position_line::start(&s, &settings).map_err(|k| TextError::new(n, k))?
        }
    };
    let mut replay = Replay::new(game);
    for (n, line) in first_move_line.into_iter().chain(lines) {
        if line.starts_with('[') {
            return Err(TextError::new(n, TextErrorKind::TagAfterMoves));
        }
        replay.line(n, line, read_move, &mut |_, _| Ok(()))?;
    }
    let marker = replay.result;
    let mut game = replay.game;
    if let Some((EndReason::Resigned, n)) = termination {
        let winner = match result.or(marker).map(|(r, _)| r) {
            Some(TextResult::GoatsWin) => Side::Goat,
            Some(TextResult::TigersWin) => Side::Tiger,
            _ => return Err(bad_value(n, "Termination", EndReason::Resigned.name())),
        };
        if game.outcome().is_none() {
            game.resign(winner.opposite())
                .expect("an unfinished game takes a resignation");
        }
    }
    let replayed = TextResult::of(game.outcome());
    for (stated, n) in [result, marker].into_iter().flatten() {
        if stated != replayed {
            return Err(TextError::new(
                n,
                TextErrorKind::ResultDiffers { stated, replayed },
            ));
        }
    }
    if let Some((stated, n)) = termination {
        let replayed = game.outcome().map(|o| o.reason);
        if replayed != Some(stated) {
            return Err(TextError::new(
                n,
                TextErrorKind::TerminationDiffers { stated, replayed },
            ));
        }
    }
    Ok(GameText { game, info })
}
