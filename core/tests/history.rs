//! The kept games: lines written and read back, the capacity, a damaged line
//! refused alone, and the statistics of a known set of games.

use baghchal::bot::Level;
use baghchal::history::{self, KeptError, KeptGame, PlayMode, PlayerResult, Statistics, Wdl};
use baghchal::{Game, Settings, Side};

const DAY: i64 = 86_400;
const NOW: i64 = 1_800_000_000;

/// A finished game: two half moves, then `loser` resigns, or a draw by the
/// half-move limit when `loser` is `None`.
fn finished(loser: Option<Side>) -> Game {
    let settings = Settings {
        max_half_moves: if loser.is_some() { 400 } else { 2 },
        ..Settings::default()
    };
    let mut game = Game::new(settings).unwrap();
    for _ in 0..2 {
        let m = game.legal_moves_vec()[0];
        game.play(m).unwrap();
    }
    if let Some(side) = loser {
        game.resign(side).unwrap();
    }
    assert!(game.outcome().is_some());
    game
}

/// A game against the bot that the player, on `side`, won, drew or lost.
fn played(side: Side, level: Level, result: PlayerResult, ended_at: i64) -> KeptGame {
    let loser = match result {
        PlayerResult::Won => Some(side.opposite()),
        PlayerResult::Lost => Some(side),
        PlayerResult::Drawn => None,
    };
    KeptGame::new(
        ended_at,
        PlayMode::Play,
        Some(side),
        Some(level),
        None,
        finished(loser),
    )
    .unwrap()
}

fn text_of(games: &[KeptGame]) -> String {
    games
        .iter()
        .fold(String::new(), |t, g| history::adding(&t, g))
}

#[test]
fn a_kept_game_reads_back_as_written() {
    let games = [
        played(Side::Tiger, Level::Hard, PlayerResult::Won, NOW - 5),
        KeptGame::new(
            NOW - 4,
            PlayMode::PassAndPlay,
            None,
            None,
            Some(77),
            finished(None),
        )
        .unwrap(),
        KeptGame::new(
            NOW - 3,
            PlayMode::Watch,
            None,
            Some(Level::Perfect),
            None,
            finished(Some(Side::Goat)),
        )
        .unwrap(),
    ];
    let (read, refused) = history::read(&text_of(&games));
    assert!(refused.is_empty(), "{refused:?}");
    assert_eq!(read.len(), 3);
    for (a, b) in games.iter().zip(&read) {
        assert_eq!(a.ended_at, b.ended_at);
        assert_eq!(a.mode, b.mode);
        assert_eq!(a.player_side, b.player_side);
        assert_eq!(a.level, b.level);
        assert_eq!(a.match_id, b.match_id);
        assert_eq!(a.game.to_json(), b.game.to_json());
        assert_eq!(a.to_line(), b.to_line());
    }
    assert_eq!(read[0].player_result(), Some(PlayerResult::Won));
    assert_eq!(read[1].player_result(), None);
}

#[test]
fn unfinished_games_and_seats_that_do_not_fit_are_refused() {
    let game = Game::new(Settings::default()).unwrap();
    let e = KeptGame::new(
        NOW,
        PlayMode::Play,
        Some(Side::Goat),
        Some(Level::Easy),
        None,
        game,
    );
    assert!(matches!(e, Err(KeptError::NotFinished)));
    let bad = [
        (PlayMode::Play, None, Some(Level::Easy)),
        (PlayMode::Play, Some(Side::Goat), None),
        (PlayMode::Watch, Some(Side::Goat), Some(Level::Easy)),
        (PlayMode::Watch, None, None),
        (PlayMode::PassAndPlay, None, Some(Level::Easy)),
        (PlayMode::PassAndPlay, Some(Side::Tiger), None),
    ];
    for (mode, side, level) in bad {
        let e = KeptGame::new(NOW, mode, side, level, None, finished(None));
        assert!(
            matches!(e, Err(KeptError::Seats(_))),
            "{mode:?} {side:?} {level:?}: {e:?}"
        );
    }
}

#[test]
fn the_oldest_games_go_past_the_capacity() {
    let game = played(Side::Goat, Level::Easy, PlayerResult::Won, 0);
    let mut text = String::new();
    for i in 0..=history::CAPACITY as i64 {
        let g = KeptGame {
            ended_at: i,
            ..game.clone()
        };
        text = history::adding(&text, &g);
    }
    let (games, refused) = history::read(&text);
    assert!(refused.is_empty());
    assert_eq!(games.len(), history::CAPACITY);
    assert_eq!(
        games.first().unwrap().ended_at,
        1,
        "game 0, the oldest, went first"
    );
    assert_eq!(games.last().unwrap().ended_at, history::CAPACITY as i64);
}

#[test]
fn a_damaged_line_is_refused_alone_and_kept() {
    let games: Vec<KeptGame> = (0..4)
        .map(|i| played(Side::Goat, Level::Medium, PlayerResult::Lost, NOW - 100 + i))
        .collect();
    let text = text_of(&games);
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // A tampered move (the record no longer replays), a cut line and a newer version.
    lines[1] = lines[1].replacen("\"moves\":[\"", "\"moves\":[\"e5", 1);
    let half = lines[2].len() / 2;
    lines[2].truncate(half);
    // Keys are written in order, so the kept line's own version is its last field.
    let at = lines[3].rfind("\"version\":1").unwrap();
    lines[3].replace_range(at.., "\"version\":9}");
    let damaged = lines.join("\n") + "\n";
    let (read, refused) = history::read(&damaged);
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].ended_at, NOW - 100);
    assert_eq!(
        refused.iter().map(|r| r.line).collect::<Vec<_>>(),
        [2, 3, 4]
    );
    assert!(
        matches!(refused[0].error, KeptError::Record(_)),
        "{:?}",
        refused[0]
    );
    assert!(
        matches!(refused[1].error, KeptError::Json(_)),
        "{:?}",
        refused[1]
    );
    assert!(
        matches!(refused[2].error, KeptError::NewerVersion(9)),
        "{:?}",
        refused[2]
    );
    // Adding a game keeps the damaged lines as they were.
    let more = history::adding(&damaged, &games[0]);
    assert!(more.starts_with(&damaged));
    assert_eq!(history::read(&more).1.len(), 3);
}

#[test]
fn nothing_in_a_line_crashes_the_reader() {
    let line = played(Side::Tiger, Level::Easy, PlayerResult::Drawn, NOW).to_line();
    // Every prefix, and every field removed or given a value of the wrong type.
    for cut in 0..line.len() {
        if line.is_char_boundary(cut) {
            let _ = history::read(&line[..cut]);
        }
    }
    for field in [
        "format",
        "version",
        "ended_at",
        "mode",
        "player_side",
        "level",
        "match_id",
        "record",
    ] {
        let mut v: serde_json::Value = serde_json::from_str(&line).unwrap();
        v.as_object_mut().unwrap().remove(field);
        let (games, refused) = history::read(&v.to_string());
        assert!(games.is_empty() && refused.len() == 1, "{field} removed");
        let wrong = match field {
            "ended_at" | "match_id" => serde_json::json!("12"),
            _ => serde_json::json!(12),
        };
        v.as_object_mut().unwrap().insert(field.into(), wrong);
        let (games, refused) = history::read(&v.to_string());
        assert!(
            games.is_empty() && refused.len() == 1,
            "{field} of the wrong type"
        );
    }
}

#[test]
fn statistics_of_a_known_set_of_games() {
    use PlayerResult::{Drawn, Lost, Won};
    let mut games = vec![
        // Past the chart and the 30 days: goats lost to Easy 100 days ago.
        played(Side::Goat, Level::Easy, Lost, NOW - 100 * DAY),
        // Old games (60 days ago): goats against Easy: won twice; tigers against Perfect: drawn.
        played(Side::Goat, Level::Easy, Won, NOW - 60 * DAY),
        played(Side::Goat, Level::Easy, Won, NOW - 60 * DAY + 1),
        played(Side::Tiger, Level::Perfect, Drawn, NOW - 59 * DAY),
        // Recent: goats won three in a row against Hard, then lost; tigers drew Perfect.
        played(Side::Goat, Level::Hard, Won, NOW - 20 * DAY),
        played(Side::Goat, Level::Hard, Won, NOW - 10 * DAY),
        played(Side::Goat, Level::Hard, Won, NOW - 8 * DAY),
        played(Side::Goat, Level::Hard, Lost, NOW - DAY),
        played(Side::Tiger, Level::Perfect, Drawn, NOW - 3600),
    ];
    // Not counted: two people, and the bot watched.
    games.push(
        KeptGame::new(
            NOW - 10,
            PlayMode::PassAndPlay,
            None,
            None,
            None,
            finished(None),
        )
        .unwrap(),
    );
    games.push(
        KeptGame::new(
            NOW - 9,
            PlayMode::Watch,
            None,
            Some(Level::Hard),
            None,
            finished(None),
        )
        .unwrap(),
    );
    // The order the games are given in does not matter.
    games.reverse();
    let s = Statistics::of(&games, NOW);
    assert_eq!(s.games_counted, 9);
    let wdl = |won, drawn, lost| Wdl { won, drawn, lost };
    assert_eq!(
        (
            s.sides[0].side,
            s.sides[0].all_time,
            s.sides[0].last_30_days
        ),
        (Side::Goat, wdl(5, 0, 2), wdl(3, 0, 1))
    );
    assert_eq!(
        (
            s.sides[1].side,
            s.sides[1].all_time,
            s.sides[1].last_30_days
        ),
        (Side::Tiger, wdl(0, 2, 0), wdl(0, 1, 0))
    );
    assert_eq!(s.levels.len(), 8);
    let row = |side, level| {
        s.levels
            .iter()
            .find(|l| l.side == side && l.level == level)
            .unwrap()
    };
    assert_eq!(
        (
            row(Side::Goat, Level::Easy).all_time,
            row(Side::Goat, Level::Easy).last_30_days
        ),
        (wdl(2, 0, 1), wdl(0, 0, 0))
    );
    assert_eq!(row(Side::Goat, Level::Hard).last_30_days, wdl(3, 0, 1));
    assert_eq!(row(Side::Goat, Level::Medium).all_time, wdl(0, 0, 0));
    assert_eq!(row(Side::Tiger, Level::Perfect).all_time, wdl(0, 2, 0));
    // Lost, won, won, drawn, won, won, won, lost, drawn in time order: the longest run is 3.
    assert_eq!(s.longest_winning_streak, 3);
    assert_eq!(s.perfect_held_to_draw, 2);
    // Weeks: 60 and 59 days ago are week 8, 20 days ago week 2, 10 and 8 days
    // ago week 1, the last two week 0; 100 days ago is past the chart.
    assert_eq!(s.weeks.len(), history::CHART_WEEKS);
    assert_eq!(
        s.weeks.iter().map(|w| w.weeks_ago).collect::<Vec<_>>(),
        (0..12).rev().collect::<Vec<_>>()
    );
    let week = |ago: u32| s.weeks.iter().find(|w| w.weeks_ago == ago).unwrap().results;
    assert_eq!(week(8), wdl(2, 1, 0));
    assert_eq!(week(2), wdl(1, 0, 0));
    assert_eq!(week(1), wdl(2, 0, 0));
    assert_eq!(week(0), wdl(0, 1, 1));
    assert_eq!(
        s.weeks.iter().map(|w| w.results.total()).sum::<u32>(),
        8,
        "100 days ago is past the chart"
    );
}

#[test]
fn a_game_dated_after_now_counts_all_time_only() {
    let s = Statistics::of(
        &[played(
            Side::Goat,
            Level::Easy,
            PlayerResult::Won,
            NOW + DAY,
        )],
        NOW,
    );
    assert_eq!(s.sides[0].all_time.won, 1);
    assert_eq!(s.sides[0].last_30_days.won, 0);
    assert_eq!(s.weeks.iter().map(|w| w.results.total()).sum::<u32>(), 0);
}
