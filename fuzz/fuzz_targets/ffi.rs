//! The bindings' `Game`, as the apps drive it: an arbitrary sequence of calls
//! with raw `u8` points.
//!
//! The real `G = 1` table is loaded for the process, so `evaluate` answers in
//! games to one capture. Checked after every call: a refusal is the typed
//! error the call documents and changes nothing; a move succeeds exactly when
//! the move hints offered it; the snapshot is consistent in itself, with the
//! moves the harness saw succeed, and with the game's record, which loads
//! back to the same snapshot. Review (`position_at`, `review_marks`) and the
//! match rule (`match_outcome`) are driven too.
#![no_main]

use arbitrary::Arbitrary;
use baghchal_ffi::{
    load_tablebase, match_outcome, BaghchalError, BotLimits, CancelHandle, Game, GameResult, Level,
    MatchDecision, MatchGame, Phase, Piece, RepetitionRule, Settings, Side, Snapshot, Verdict,
};
use baghchal_fuzz::seeds;
use baghchal_fuzz::table::{g1_bytes, scratch_path};
use libfuzzer_sys::fuzz_target;
use std::sync::Arc;

/// Calls per input, at most.
const MAX_CALLS: usize = 200;

/// Settings as the app could send them, `goats_to_win` unchecked.
#[derive(Arbitrary, Debug)]
struct RawSettings {
    goats_to_win: u8,
    repetition: u8,
    max_half_moves: u16,
    no_capture_limit: u8,
    placement_captures: bool,
}

impl RawSettings {
    fn settings(&self) -> Settings {
        Settings {
            goats_to_win: self.goats_to_win,
            repetition: match self.repetition % 4 {
                0 => RepetitionRule::Draw3,
                1 => RepetitionRule::Forbid,
                2 => RepetitionRule::Forbid3,
                _ => RepetitionRule::Off,
            },
            max_half_moves: self.max_half_moves.into(),
            no_capture_limit: self.no_capture_limit.into(),
            placement_captures: self.placement_captures,
        }
    }
}

/// Where a record to load comes from.
#[derive(Arbitrary, Debug)]
enum RecordText {
    /// The current game's own record.
    Own,
    /// The own record with `text` written over the characters from `at`.
    Edited { at: u16, text: String },
    /// Any text.
    Raw(String),
}

/// One call into the bindings.
#[derive(Arbitrary, Debug)]
enum Call {
    New(RawSettings),
    Place(u8),
    Move(u8, u8),
    /// A move the hints offer, the `n`th of them (wrapping).
    Hinted(u8),
    Notation(String),
    Undo,
    Resign(bool),
    FromRecord(RecordText),
    Evaluate,
    BotEasy(u8),
    BotLimited {
        depth: u8,
        nodes: Option<u16>,
        seed: u8,
    },
    /// Review: the snapshot after `n` half moves (wrapping just past the end).
    PositionAt(u16),
    ReviewMarks,
    /// The match rule on any list of (first player's side, result, captured).
    Match(Vec<(bool, u8, u8)>),
}

/// Every move the hints offer, as (from, to) with `from` `None` for a placement.
fn hinted_moves(game: &Game) -> Vec<(Option<u8>, u8)> {
    let mut moves: Vec<(Option<u8>, u8)> = game
        .placement_targets()
        .into_iter()
        .map(|to| (None, to))
        .collect();
    for from in game.movable_pieces() {
        moves.extend(
            game.targets_from(from)
                .into_iter()
                .map(|t| (Some(from), t.to)),
        );
    }
    moves
}

/// The snapshot is consistent in itself, with `log` and with the record.
fn check_consistent(game: &Game, log: &[String]) {
    let snap = game.snapshot();
    assert_eq!(snap.board.len(), 25);
    let count = |p: Piece| snap.board.iter().filter(|&&q| q == p).count();
    assert_eq!(count(Piece::Tiger), 4);
    assert_eq!(count(Piece::Goat), usize::from(snap.goats_on_board));
    assert_eq!(snap.goats_in_hand + snap.goats_on_board + snap.captured, 20);
    assert_eq!(snap.phase == Phase::Placement, snap.goats_in_hand > 0);
    assert_eq!(
        snap.move_log, log,
        "the log holds exactly the moves that succeeded"
    );
    assert_eq!(snap.half_moves as usize, snap.move_log.len());
    assert_eq!(snap.can_undo, snap.half_moves > 0);
    assert_eq!(
        snap.last_move.as_ref().map(|m| &m.notation),
        snap.move_log.last(),
        "the last move is the log's last"
    );
    assert_eq!(snap.result == GameResult::Ongoing, snap.reason.is_none());
    assert_eq!(snap.goats_to_win, game.settings().goats_to_win);
    let json = game.record_json();
    let record = baghchal::GameRecord::from_json(&json).expect("the own record parses");
    assert_eq!(record.moves, snap.move_log);
    let result = match snap.result {
        GameResult::Ongoing => "ongoing",
        GameResult::TigersWin => "tigers",
        GameResult::GoatsWin => "goats",
        GameResult::Draw => "draw",
    };
    assert_eq!(record.result, result);
    let reloaded = Game::from_record(json).expect("the own record loads");
    assert_eq!(
        reloaded.snapshot(),
        snap,
        "the record loads back to the same game"
    );
    assert_eq!(reloaded.settings(), game.settings());
}

/// A refused call changed nothing.
fn unchanged(game: &Game, before: &Snapshot) {
    assert_eq!(&game.snapshot(), before, "a refused call changed the game");
}

fn run(call: &Call, game: &mut Arc<Game>, log: &mut Vec<String>) {
    let before = game.snapshot();
    let over = before.result != GameResult::Ongoing;
    let moved = |result: Result<Snapshot, BaghchalError>, log: &mut Vec<String>| match result {
        Ok(after) => {
            assert!(!over, "a move was played in a finished game");
            assert_eq!(after.half_moves, before.half_moves + 1);
            log.push(after.move_log.last().expect("a move was logged").clone());
            true
        }
        Err(e) => {
            assert!(
                matches!(
                    e,
                    BaghchalError::IllegalMove { .. }
                        | BaghchalError::GameOver
                        | BaghchalError::BadPoint { .. }
                        | BaghchalError::BadNotation { .. }
                ),
                "a move was refused with {e:?}"
            );
            if matches!(e, BaghchalError::GameOver) {
                assert!(over, "an ongoing game refused a move as over");
            } else if over {
                // Only a point off the board or unreadable text is noticed first.
                assert!(
                    matches!(
                        e,
                        BaghchalError::BadPoint { .. } | BaghchalError::BadNotation { .. }
                    ),
                    "a finished game refused a move with {e:?}"
                );
            }
            false
        }
    };
    match call {
        Call::New(raw) => match Game::new(raw.settings()) {
            Ok(g) => {
                assert!((1..=20).contains(&raw.goats_to_win));
                *game = g;
                log.clear();
            }
            Err(e) => assert!(matches!(e, BaghchalError::BadSetting { .. }), "{e:?}"),
        },
        Call::Place(to) => {
            let offered = game.placement_targets().contains(to);
            let result = game.place(*to);
            if *to > 24 {
                assert_eq!(result, Err(BaghchalError::BadPoint { index: *to }));
            }
            assert_eq!(
                moved(result, log),
                offered,
                "place {to}: hints said {offered}"
            );
        }
        Call::Move(from, to) => {
            let offered = game.targets_from(*from).iter().any(|t| t.to == *to);
            let result = game.move_piece(*from, *to);
            if *from > 24 || *to > 24 {
                assert!(matches!(result, Err(BaghchalError::BadPoint { .. })));
            }
            assert_eq!(
                moved(result, log),
                offered,
                "move {from}-{to}: hints said {offered}"
            );
        }
        Call::Hinted(n) => {
            let moves = hinted_moves(game);
            if moves.is_empty() {
                assert!(over, "an ongoing game offers no move");
                return;
            }
            let result = match moves[usize::from(*n) % moves.len()] {
                (None, to) => game.place(to),
                (Some(from), to) => game.move_piece(from, to),
            };
            assert!(moved(result, log), "a hinted move was refused");
        }
        Call::Notation(text) => {
            let result = game.play_notation(text.clone());
            let parsed = baghchal::Move::parse(text);
            if parsed.is_err() {
                assert!(matches!(result, Err(BaghchalError::BadNotation { .. })));
            }
            if moved(result, log) {
                assert_eq!(log.last(), Some(text), "notation logs as written");
            }
        }
        Call::Undo => match game.undo() {
            Ok(after) => {
                assert!(before.half_moves > 0);
                assert_eq!(after.half_moves, before.half_moves - 1);
                assert_eq!(after.result, GameResult::Ongoing);
                log.pop();
            }
            Err(e) => {
                assert_eq!(e, BaghchalError::NothingToUndo);
                assert_eq!(before.half_moves, 0);
            }
        },
        Call::Resign(tiger) => {
            let side = if *tiger { Side::Tiger } else { Side::Goat };
            match game.resign(side) {
                Ok(after) => {
                    assert!(!over);
                    let winner = if *tiger {
                        GameResult::GoatsWin
                    } else {
                        GameResult::TigersWin
                    };
                    assert_eq!(after.result, winner);
                }
                Err(e) => {
                    assert_eq!(e, BaghchalError::GameOver);
                    assert!(over);
                }
            }
        }
        Call::FromRecord(source) => {
            let own = game.record_json();
            let text = match source {
                RecordText::Own => own,
                RecordText::Edited { at, text } => {
                    let chars: Vec<char> = own.chars().collect();
                    let at = usize::from(*at) % (chars.len() + 1);
                    let end = (at + text.chars().count()).min(chars.len());
                    let mut out: String = chars[..at].iter().collect();
                    out.push_str(text);
                    out.extend(&chars[end..]);
                    out
                }
                RecordText::Raw(text) => text.clone(),
            };
            match Game::from_record(text) {
                Ok(g) => {
                    if matches!(source, RecordText::Own) {
                        assert_eq!(g.snapshot(), before, "the own record loads as the game");
                    }
                    *log = g.snapshot().move_log;
                    *game = g;
                }
                Err(e) => {
                    assert!(matches!(e, BaghchalError::BadRecord { .. }), "{e:?}");
                    assert!(
                        !matches!(source, RecordText::Own),
                        "the own record was refused"
                    );
                }
            }
        }
        Call::Evaluate => {
            let eval = game.evaluate();
            let applies = !over
                && before.phase == Phase::Movement
                && before.goats_to_win == 1
                && matches!(
                    game.settings().repetition,
                    RepetitionRule::Draw3 | RepetitionRule::Off
                )
                && game.settings().no_capture_limit == 0;
            assert_eq!(eval.verdict != Verdict::Unknown, applies, "{eval:?}");
            match (eval.verdict, eval.distance) {
                (Verdict::Win, Some(d)) => assert_eq!(d % 2, 1, "a win has an odd distance"),
                (Verdict::Loss, Some(d)) => assert_eq!(d % 2, 0, "a loss has an even distance"),
                (Verdict::Draw | Verdict::Unknown, None) => {}
                other => panic!("evaluate gave {other:?}"),
            }
        }
        Call::PositionAt(n) => {
            let n = u32::from(*n) % (before.half_moves + 2);
            match game.position_at(n) {
                Ok(then) => {
                    assert!(n <= before.half_moves, "a snapshot past the end");
                    assert_eq!(then.half_moves, n);
                    assert_eq!(then.move_log[..], before.move_log[..n as usize]);
                    if n == before.half_moves {
                        assert_eq!(then, before, "the last position is the game's own");
                    }
                }
                Err(e) => {
                    assert!(matches!(e, BaghchalError::BadSetting { .. }), "{e:?}");
                    assert!(n > before.half_moves, "position_at({n}) refused: {e:?}");
                }
            }
        }
        Call::ReviewMarks => {
            let marks = game.review_marks();
            assert!(marks.windows(2).all(|w| w[0] < w[1]), "{marks:?}");
            assert!(marks.iter().all(|&i| i < before.half_moves), "{marks:?}");
            // Only the G = 1 table is loaded: other games have no marks.
            if before.goats_to_win != 1 {
                assert!(marks.is_empty(), "{marks:?}");
            }
        }
        Call::Match(raw) => {
            let games: Vec<MatchGame> = raw
                .iter()
                .map(|&(goats, result, captured)| MatchGame {
                    first_player_side: if goats { Side::Goat } else { Side::Tiger },
                    result: match result % 4 {
                        0 => GameResult::Ongoing,
                        1 => GameResult::TigersWin,
                        2 => GameResult::GoatsWin,
                        _ => GameResult::Draw,
                    },
                    captured,
                })
                .collect();
            match match_outcome(games.clone()) {
                Ok(o) => {
                    assert_eq!(games.len(), 2);
                    assert!(o.first_wins + o.second_wins <= 2);
                    assert_eq!(o.winner.is_none(), o.decided_by == MatchDecision::Level);
                }
                Err(e) => assert!(matches!(e, BaghchalError::BadSetting { .. }), "{e:?}"),
            }
        }
        Call::BotEasy(seed) => {
            let answer = game.bot_move(Level::Easy, (*seed).into(), CancelHandle::new());
            check_bot(game, over, answer);
        }
        Call::BotLimited { depth, nodes, seed } => {
            let limits = BotLimits {
                depth: Some(u32::from(depth % 3)),
                nodes: nodes.map(u64::from),
                millis: None,
            };
            let answer = game.bot_move_limited(limits, (*seed).into(), CancelHandle::new());
            if depth % 3 == 0 || *nodes == Some(0) {
                assert!(
                    matches!(answer, Err(BaghchalError::BadSetting { .. })),
                    "{answer:?}"
                );
            } else {
                check_bot(game, over, answer);
            }
        }
    }
    if game.snapshot().half_moves == before.half_moves {
        // Calls that played nothing: only resign and loading may change the game.
        if !matches!(call, Call::Resign(_) | Call::FromRecord(_) | Call::New(_)) {
            unchanged(game, &before);
        }
    }
}

/// A bot answer is a legal move, or game over when the game is finished.
fn check_bot(game: &Game, over: bool, answer: Result<baghchal_ffi::BotMove, BaghchalError>) {
    match answer {
        Ok(bot) => {
            assert!(!over);
            let legal = hinted_moves(game).contains(&(bot.mv.from, bot.mv.to));
            assert!(
                legal,
                "the bot chose {} which the hints do not offer",
                bot.mv.notation
            );
        }
        Err(e) => {
            assert_eq!(e, BaghchalError::GameOver);
            assert!(over);
        }
    }
}

fuzz_target!(
    init: {
        seeds::write_if_asked("ffi");
        let path = scratch_path("ffi-g1.tb");
        std::fs::write(&path, g1_bytes()).expect("the temp directory is writable");
        assert_eq!(load_tablebase(path.display().to_string()), Ok(1));
        let _ = std::fs::remove_file(&path);
    },
    |calls: Vec<Call>| {
        let mut game = Game::new(baghchal_ffi::default_settings()).expect("default settings");
        let mut log = Vec::new();
        for call in calls.iter().take(MAX_CALLS) {
            run(call, &mut game, &mut log);
            check_consistent(&game, &log);
        }
    }
);
