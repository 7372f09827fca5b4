//! Every call that takes caller data must answer, never panic, whatever the
//! data: a panic would reach the app as an untyped internal exception.

use baghchal_ffi::{
    default_settings, point_name, BotLimits, CancelHandle, Game, RepetitionRule, Settings, Side,
};
use std::sync::Arc;

/// A start game, one in the movement phase, and a finished one.
fn games() -> Vec<Arc<Game>> {
    let start = Game::new(default_settings()).expect("default settings are valid");
    let movement = Game::from_record(setup("T...T/..G../..G../...../T...T", "goat", 0, 18))
        .expect("a valid set-up record");
    let finished = Game::new(default_settings()).expect("default settings are valid");
    finished
        .resign(Side::Goat)
        .expect("a new game can be resigned");
    vec![start, movement, finished]
}

/// A record starting from a set-up board.
fn setup(board: &str, to_move: &str, in_hand: i64, captured: i64) -> String {
    format!(
        r#"{{"format":"baghchal-record","version":1,"settings":{{"goats_to_win":20,"repetition":"draw3","max_half_moves":400,"no_capture_limit":0,"placement_captures":true}},"setup":{{"board":"{board}","to_move":"{to_move}","goats_in_hand":{in_hand},"captured":{captured}}},"moves":[],"resigned":null,"result":"ongoing","reason":null}}"#
    )
}

#[test]
fn every_point_index_answers() {
    for (g, game) in games().into_iter().enumerate() {
        let before = game.snapshot();
        let placed = (0..=u8::MAX).filter(|&a| {
            let ok = game.place(a).is_ok();
            if ok {
                game.undo().expect("a placement can be taken back");
            }
            ok
        });
        // The calls that play must accept exactly what the hints offer.
        assert_eq!(
            placed.count(),
            game.placement_targets().len(),
            "game {g}: placements"
        );
        for a in 0..=u8::MAX {
            point_name(a);
            let moved = (0..=u8::MAX).filter(|&b| {
                let ok = game.move_piece(a, b).is_ok();
                if ok {
                    game.undo().expect("a move can be taken back");
                }
                ok
            });
            assert_eq!(
                moved.count(),
                game.targets_from(a).len(),
                "game {g}: moves from {a}"
            );
        }
        assert_eq!(
            before,
            game.snapshot(),
            "game {g}: every move was taken back"
        );
    }
}

#[test]
fn any_settings_answer() {
    for goats_to_win in [0, 1, 20, 21, u8::MAX] {
        for limit in [0, 1, u32::MAX] {
            let settings = Settings {
                goats_to_win,
                repetition: RepetitionRule::Forbid3,
                max_half_moves: limit,
                no_capture_limit: limit,
                placement_captures: false,
            };
            if let Ok(game) = Game::new(settings) {
                game.place(12).expect("c3 is free at the start");
            }
        }
    }
}

#[test]
fn odd_set_ups_are_refused_or_played() {
    let boards = [
        "T...T/..G../..G../...../T...T",
        "TTTTT/...../...../...../.....",
        "...../...../...../...../.....",
        "GGGGG/GGGGG/GGGGG/GGGGG/GGGGT",
        "T...T/..G../..G../...../T...",
        "T...T/..G../..G../...../T...TT",
        "T...T/..é../..G../...../T...T",
        "T...T/..G../..G../...../T...T/",
        "ééééé/ééééé/ééééé/ééééé/ééééé",
        "",
    ];
    for board in boards {
        for to_move in ["goat", "tiger", "nobody"] {
            for (in_hand, captured) in [
                (0, 0),
                (20, 0),
                (0, 18),
                (21, 0),
                (0, 21),
                (-1, 0),
                (255, 255),
                (1 << 40, 0),
            ] {
                if let Ok(game) = Game::from_record(setup(board, to_move, in_hand, captured)) {
                    game.snapshot();
                    game.movable_pieces();
                    game.placement_targets();
                    game.record_json();
                }
            }
        }
    }
}

#[test]
fn every_damaged_record_answers() {
    let game = Game::new(default_settings()).expect("default settings are valid");
    for m in ["b2", "a1xc3", "a1", "c3-c2", "b2"] {
        game.play_notation(m.to_string()).expect("a legal opening");
    }
    game.resign(Side::Tiger)
        .expect("an ongoing game can be resigned");
    let good = game.record_json();
    let chars: Vec<char> = good.chars().collect();
    let (mut loaded, mut refused) = (0, 0);
    let mut load = |text: String| match Game::from_record(text) {
        Ok(g) => {
            g.snapshot();
            loaded += 1;
        }
        Err(_) => refused += 1,
    };
    for i in 0..chars.len() {
        let cut: String = chars[..i].iter().collect();
        let dropped: String = chars
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, c)| c)
            .collect();
        for replacement in ['9', '"', 'é', '-', 'x', '{', ']'] {
            let mut changed = chars.clone();
            changed[i] = replacement;
            load(changed.into_iter().collect());
        }
        load(cut);
        load(dropped);
    }
    load(good);
    // Some damage is harmless (a digit in a detail string), most is not.
    assert!(
        loaded > 0 && refused > loaded,
        "loaded {loaded}, refused {refused}"
    );
}

#[test]
fn any_notation_answers() {
    let game = Game::new(default_settings()).expect("default settings are valid");
    let alphabet = [
        'a', 'c', 'e', 'f', '0', '1', '3', '5', '6', '-', 'x', 'é', ' ',
    ];
    for len in 0..=5 {
        let mut idx = vec![0usize; len];
        loop {
            let text: String = idx.iter().map(|&i| alphabet[i]).collect();
            if game.play_notation(text).is_ok() {
                game.undo().expect("a move can be taken back");
            }
            let mut k = 0;
            while k < len && idx[k] + 1 == alphabet.len() {
                idx[k] = 0;
                k += 1;
            }
            if k == len {
                break;
            }
            idx[k] += 1;
        }
    }
}

#[test]
fn extreme_bot_limits_answer() {
    let game = Game::new(default_settings()).expect("default settings are valid");
    let limits = [
        (Some(u32::MAX), Some(1), None),
        (Some(1), None, Some(u64::MAX)),
        (None, Some(1), Some(u64::MAX)),
        (None, None, Some(0)),
        (Some(1), Some(u64::MAX), Some(u64::MAX)),
    ];
    for (depth, nodes, millis) in limits {
        let limits = BotLimits {
            depth,
            nodes,
            millis,
        };
        let answer = game.bot_move_limited(limits, u64::MAX, CancelHandle::new());
        let mv = answer.unwrap_or_else(|e| panic!("{limits:?}: {e}")).mv;
        assert!(
            game.placement_targets().contains(&mv.to),
            "{limits:?}: {mv:?}"
        );
    }
}
