//! The line that follows a move with best play, to its first decisive event.

use super::{Event, NotExplained, MAX_LINE};
use crate::analysis::{value_after, MoveValue};
use crate::book::exact::ExactSearch;
use crate::bot::endgame::{self, best_moves};
use crate::bot::StopFlag;
use crate::game::{EndReason, Game};
use crate::moves::Move;
use crate::position::Position;
use crate::side::{Phase, Side};
use crate::solve::Wdl;
use crate::square::Square;
use crate::tablebase::Tablebase;

/// Best play from `game` (just after `mv`, whose value for its mover is
/// `after`) to the first event: the table's best move in the movement phase
/// (the quickest win, the longest loss, the first drawing move), the exact
/// search's in placement (`search`, which must be given there).
pub(super) fn best_line(
    tb: &Tablebase,
    game: &Game,
    mv: Move,
    after: MoveValue,
    mut search: Option<&mut ExactSearch>,
    stop: &StopFlag,
) -> Result<(Vec<Move>, Option<Event>), NotExplained> {
    let mut game = game.clone();
    // The explained move itself may end the game; a capture it makes is what
    // it does, not what follows, so only a game end counts at 0.
    if game.outcome().is_some() {
        return Ok((Vec::new(), ending(&game, mv, 0)));
    }
    let mut seen = vec![key(game.position())];
    let mut line = Vec::new();
    // The side to move's value, kept by every move of the line.
    let mut value = after.outcome().ok_or(NotExplained::NotCovered)?.flip();
    while line.len() < MAX_LINE {
        if stop.is_stopped() {
            return Err(NotExplained::Cancelled);
        }
        let m = match game.position().phase() {
            Phase::Movement => table_move(tb, &game)?,
            Phase::Placement => {
                let search = search.as_deref_mut().ok_or(NotExplained::NotCovered)?;
                // The reply punishes the explained goat itself where it can.
                let target = line.is_empty().then(|| mv.to());
                exact_move(&game, search, target, value, stop)?
            }
        };
        value = value.flip();
        game.play_unchecked(m);
        line.push(m);
        let at = line.len();
        let k = key(game.position());
        if let Some(first) = seen.iter().position(|&s| s == k) {
            let first = Some(first);
            return Ok((line, Some(Event::Repetition { at, first })));
        }
        if let Some(event) = ending(&game, m, at) {
            return Ok((line, Some(event)));
        }
        seen.push(k);
    }
    Ok((line, None))
}

/// The table's best move: the first of those with the best exact value.
fn table_move(tb: &Tablebase, game: &Game) -> Result<Move, NotExplained> {
    let rated = endgame::rate_moves(tb, game).ok_or(NotExplained::NotCovered)?;
    let (_, moves) = best_moves(&rated).ok_or(NotExplained::NotCovered)?;
    Ok(moves[0])
}

/// The exact search's move keeping `value`, the side to move's: a capture
/// of the goat on `target` first, then any capture (the line then shows what
/// the value rests on), else the first in generation order. Each capture
/// tried costs one search; the rest one question a move until one keeps
/// the value, as Perfect's own placement search asks them.
/// Without distances a win's line need not be the quickest, nor a loss's
/// the longest; every move of it still keeps the value, and placement ends
/// within twenty goats.
fn exact_move(
    game: &Game,
    search: &mut ExactSearch,
    target: Option<Square>,
    value: Wdl,
    stop: &StopFlag,
) -> Result<Move, NotExplained> {
    let mover = game.position().to_move();
    let mut captures: Vec<Move> = game
        .legal_moves_vec()
        .into_iter()
        .filter(|m| m.captured().is_some())
        .collect();
    captures.sort_by_key(|m| target.is_none() || m.captured() != target);
    let mut after = game.clone();
    for m in captures {
        after.play_unchecked(m);
        let kept = value_after(&after, mover, search) == value;
        after.undo();
        if stop.is_stopped() {
            return Err(NotExplained::Cancelled);
        }
        if kept {
            return Ok(m);
        }
    }
    let best = search.best_move(game.position());
    if stop.is_stopped() {
        return Err(NotExplained::Cancelled);
    }
    best.ok_or(NotExplained::NotCovered)
}

/// The event a move that ends the game makes, if it does.
pub(super) fn ending(game: &Game, m: Move, at: usize) -> Option<Event> {
    let capture = |ends_game| Event::Capture {
        at,
        goat: m.captured().expect("a capture is a jump"),
        tiger: m.from().expect("a jump has a start"),
        ends_game,
    };
    match game.outcome().map(|o| o.reason) {
        Some(EndReason::Captures) => Some(capture(true)),
        Some(EndReason::TigersTrapped) => Some(Event::TigersTrapped { at }),
        Some(EndReason::GoatsBlocked) => Some(Event::GoatsBlocked { at }),
        Some(EndReason::MoveLimit) => Some(Event::MoveLimit { at }),
        // A repetition within the line is found before this; this one goes
        // back to the game before the explained move.
        Some(EndReason::Repetition) => Some(Event::Repetition { at, first: None }),
        // Table rules have no no-capture limit.
        _ => m.captured().map(|_| capture(false)),
    }
}

/// What identifies a position for repetition: board, side to move and the
/// goats still to place (so no placement position equals a later one).
fn key(pos: &Position) -> (u32, u32, Side, u8) {
    (
        pos.tigers().0,
        pos.goats().0,
        pos.to_move(),
        pos.goats_in_hand(),
    )
}
