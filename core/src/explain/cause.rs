//! The immediate cause of a slip, found on the board from the move and its line.

use super::{Cause, Event, Place};
use crate::moves::Move;
use crate::position::Position;
use crate::side::Side;
use crate::square::Square;
use crate::tables::{adjacent, leaps};

/// Whether the tiger on `t` has a step or a leap in `pos`.
fn tiger_can_move(pos: &Position, t: Square) -> bool {
    let empty = pos.empty();
    !(adjacent(t) & empty).is_empty()
        || leaps(t)
            .iter()
            .any(|l| pos.goats().contains(l.over) && empty.contains(l.to))
}

/// The reply's leap, if the line begins with one: (tiger, landing, goat eaten).
fn reply_leap(line: &[Move]) -> Option<(Square, Square, Square)> {
    match line.first() {
        Some(&m @ Move::Jump { from, to }) => Some((from, to, m.captured()?)),
        _ => None,
    }
}

/// The immediate cause of a slip `mv` from `pos`, given its line and event.
pub(super) fn cause(
    pos: &Position,
    mv: Move,
    line: &[Move],
    event: Option<Event>,
) -> Option<Cause> {
    match (pos.to_move(), mv) {
        // A goat put down where the reply leaps it: the same fault as a step.
        (Side::Goat, Move::Place { to }) => reply_leap(line)
            .filter(|&(_, _, goat)| goat == to)
            .map(|(tiger, landing, goat)| Cause::GoatLeftOpen {
                goat,
                tiger,
                landing,
            }),
        (Side::Goat, Move::Step { from, to }) => {
            if let Some((tiger, landing, goat)) = reply_leap(line) {
                if goat == to {
                    return Some(Cause::GoatLeftOpen {
                        goat,
                        tiger,
                        landing,
                    });
                }
                if landing == from {
                    return Some(Cause::LeapOpenedBehind {
                        goat,
                        tiger,
                        landing,
                    });
                }
            }
            let mut after = *pos;
            after.play_unchecked(mv);
            pos.tigers()
                .find(|&t| {
                    !tiger_can_move(pos, t)
                        && (adjacent(t).contains(from)
                            || leaps(t)
                                .iter()
                                .any(|l| l.to == from && after.goats().contains(l.over)))
                })
                .map(|tiger| Cause::TigerReleased {
                    tiger,
                    place: Place::of(tiger),
                    point: from,
                })
        }
        (Side::Tiger, Move::Jump { to, .. }) => {
            let trapped = matches!(event, Some(Event::TigersTrapped { .. }));
            let stays = line.iter().all(|m| m.from() != Some(to));
            (trapped && stays).then_some(Cause::CaptureIntoTrap { tiger: to })
        }
        _ => None,
    }
}
