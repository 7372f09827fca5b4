//! Explanations: a move of a game reached by legal play, explained with the
//! real `G = 1` table (and, in placement, the exact search over it).
//!
//! Input: a byte choosing the start (the start position or a movement
//! set-up) and the rules (mostly the default, which the table covers,
//! sometimes fuzzed), the walk's bytes, then the move (a legal one by index,
//! or any placement, step or leap, legal or not) and whether the stop flag
//! is set before the call.
//! Checked against the analysis board's values and the board itself: an
//! explanation names the move and its mover; `after` is the move's value
//! and `before` the best, of the phase's kind (with a distance in the
//! movement phase, without in placement); `best` holds the move exactly
//! when it keeps `before`; a cause comes only with a slip; the line replays
//! legally and its event is on its last move (or the move itself ends the
//! game). `NotCovered` comes exactly where the analysis board knows no
//! value, `Illegal` exactly for an illegal move, `Cancelled` only when
//! stopped.
#![no_main]

use arbitrary::Unstructured;
use baghchal::analysis::{move_values, MoveValue};
use baghchal::bot::StopFlag;
use baghchal::explain::{explain, NotExplained, MAX_LINE};
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Move, Phase, Settings, Square};
use baghchal_fuzz::games::{movement_start, settings, walk};
use baghchal_fuzz::seeds;
use baghchal_fuzz::table::g1_bytes;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// The real `G = 1` table, opened once per process.
fn table() -> &'static Tablebase {
    static TABLE: OnceLock<Tablebase> = OnceLock::new();
    TABLE.get_or_init(|| Tablebase::from_bytes(g1_bytes().to_vec()).expect("G = 1 opens"))
}

/// A point from a byte.
fn square(b: u8) -> Square {
    Square::new(b % 25).expect("0..25 is a point")
}

fuzz_target!(init: seeds::write_if_asked("explain"), |data: &[u8]| {
    let mut u = Unstructured::new(data);
    let head = u.arbitrary::<u8>().unwrap_or(0);
    let rules = if head & 0b110 == 0 {
        Settings { goats_to_win: 1, ..settings(&mut u) }
    } else {
        Settings { goats_to_win: 1, ..Settings::default() }
    };
    let game = if head & 1 == 0 {
        Game::new(rules)
    } else {
        Game::from_position(rules, movement_start())
    };
    let Ok(mut game) = game else { return };
    let steps = usize::from(u.arbitrary::<u8>().unwrap_or(0) % 48);
    walk(&mut game, &mut u, steps);
    let legal = game.legal_moves_vec();
    let pick = u.arbitrary::<[u8; 3]>().unwrap_or_default();
    let mv = match pick[0] % 4 {
        0 => Move::Place { to: square(pick[1]) },
        1 => Move::Step { from: square(pick[1]), to: square(pick[2]) },
        2 => Move::Jump { from: square(pick[1]), to: square(pick[2]) },
        _ if legal.is_empty() => Move::Place { to: square(pick[1]) },
        _ => legal[usize::from(pick[1]) % legal.len()],
    };
    let stop = StopFlag::new();
    let stopped = u.arbitrary::<u8>().unwrap_or(0).is_multiple_of(16);
    if stopped {
        stop.stop();
    }
    let result = explain(table(), &game, mv, &stop);
    let values = move_values(&game, Some(table()), &StopFlag::new()).expect("not stopped");
    let known = values.iter().any(|&(_, v)| v != MoveValue::Unknown);
    let is_legal = legal.contains(&mv);
    let ex = match result {
        Err(NotExplained::Cancelled) => return assert!(stopped, "cancelled unasked"),
        Err(NotExplained::NotCovered) => return assert!(!known, "{mv}: covered, yet not explained"),
        Err(NotExplained::Illegal) => return assert!(known && !is_legal, "{mv}: legal: {is_legal}"),
        Ok(ex) => ex,
    };
    assert!(known && is_legal, "{mv} explained: covered {known}, legal {is_legal}");
    assert_eq!(ex.mv, mv);
    assert_eq!(ex.mover, game.position().to_move());
    let value_of = |m: Move| values.iter().find(|&&(x, _)| x == m).expect("a legal move").1;
    assert_eq!(ex.after, value_of(mv), "after is the analysis board's value");
    let best = values.iter().map(|&(_, v)| v).min_by_key(|v| v.rank());
    assert_eq!(Some(ex.before), best, "before is the best value");
    let placement = game.position().phase() == Phase::Placement;
    for v in [ex.before, ex.after] {
        assert_eq!(matches!(v, MoveValue::Outcome(_)), placement, "{v:?} in placement {placement}");
    }
    assert!(!ex.best.is_empty());
    assert!(ex.best.iter().all(|&m| value_of(m) == ex.before));
    assert_eq!(ex.best.contains(&mv), ex.after == ex.before);
    assert!(ex.cause.is_none() || ex.after.rank() > ex.before.rank(), "a cause of no slip");
    let mut after = game.clone();
    after.play(mv).expect("legal");
    let ended = after.outcome().is_some();
    for &m in &ex.line {
        assert!(after.outcome().is_none(), "the line goes on past the end");
        after.play(m).expect("the line replays legally");
    }
    match ex.event {
        Some(e) if ended => assert_eq!((e.at(), ex.line.len()), (0, 0)),
        Some(e) => assert_eq!(e.at(), ex.line.len(), "the event is on the last move"),
        None => assert!(!ended && ex.line.len() == MAX_LINE, "a line cut short"),
    }
});
