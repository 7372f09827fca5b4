//! How often Perfect's tigers beat Hard's goats when a fixed rule, not the
//! shipped book, plays their placement moves before 12 goats are placed:
//! the question a remade tigers' book would have to answer first (issue 41
//! asks for 90 % won against Hard). From 12 placed Perfect plays as the apps
//! have it without a book (the exact search, traps, the table). The rule
//! alone has no exceptions, so it can walk into a lost position: each game
//! says whether the tigers' position at 12 placed was lost (a book would
//! have needed an exception before it) and the totals count those games.
//!
//! Rules, each taking a capture first: `inner` (the shipped book's, tigers
//! to b2 d2 b4 d4), `ortho` (c2 b3 d3 c4), `threat` (the move that leaves
//! the most captures open, then `inner`), `mobile` (the move that leaves
//! the tigers the most moves, then `inner`). The goats are Hard, seeded per
//! game as `solve chances` seeds them; a fresh bot per game, so each game
//! can be replayed alone.
//!
//!   cargo run --release -p baghchal --example tiger_rules -- TABLE RULE [GAMES]

use baghchal::book::exact::ExactSearch;
use baghchal::book::policy::{Formation, TIGERS_FORMATION};
use baghchal::bot::{Bot, Level};
use baghchal::solve::Wdl;
use baghchal::tablebase::Tablebase;
use baghchal::{Game, Move, MoveList, Position, Settings, Side, Square, TOTAL_GOATS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;

#[path = "support/tally.rs"]
mod tally;

/// Goats placed from which Perfect plays instead of the rule.
const PERFECT_FROM: u8 = 12;

/// The rule's move for the tigers in `pos`.
fn rule_move(rule: &str, pos: &Position) -> Option<Move> {
    let formation = |names: [&str; 4]| Formation {
        points: names
            .iter()
            .map(|n| 1u32 << n.parse::<Square>().expect("a point").index())
            .fold(0, |all, bit| all | bit),
        captures_first: true,
    };
    let by_count = |count: &dyn Fn(&Position) -> u32| {
        let mut moves = MoveList::new();
        pos.generate(true, &mut moves);
        if let Some(&capture) = moves.iter().find(|m| matches!(m, Move::Jump { .. })) {
            return Some(capture);
        }
        moves.iter().copied().min_by_key(|&m| {
            let mut after = *pos;
            after.play_unchecked(m);
            (u32::MAX - count(&after), TIGERS_FORMATION.score(pos, m))
        })
    };
    match rule {
        "inner" => TIGERS_FORMATION.choose(pos),
        "ortho" => formation(["c2", "b3", "d3", "c4"]).choose(pos),
        "threat" => by_count(&|after| after.captures_open()),
        "mobile" => by_count(&|after| {
            let tigers_to_move = Position::new(
                after.tigers(),
                after.goats(),
                Side::Tiger,
                after.goats_in_hand(),
                after.captured(),
            );
            tigers_to_move.map_or(0, |p| p.count_moves(true))
        }),
        _ => None,
    }
}

fn main() {
    let usage = "usage: tiger_rules TABLE inner|ortho|threat|mobile [GAMES]";
    let mut args = std::env::args().skip(1);
    let table = Arc::new(Tablebase::open(args.next().expect(usage)).expect("the table opens"));
    let rule = args.next().expect(usage);
    let games: u64 = args
        .next()
        .map_or(60, |n| n.parse().expect("a number of games"));
    if rule_move(&rule, &Position::start()).is_none() {
        eprintln!("no rule {rule:?}; {usage}");
        std::process::exit(2);
    }
    let settings = Settings {
        goats_to_win: table.goats_to_win(),
        ..Settings::default()
    };
    let mut tally = tally::Tally::default();
    let mut lost_at_12 = 0;
    for n in 0..games {
        let seed = 1_000_003 + n;
        let mut rng = StdRng::seed_from_u64(seed);
        let mut perfect = Bot::new();
        perfect.set_tablebase(Some(table.clone()));
        perfect.set_book(None);
        let mut hard = Bot::new();
        let mut game = Game::new(settings).expect("default rules");
        let mut at_12 = None;
        while game.outcome().is_none() {
            let pos = *game.position();
            let placed = TOTAL_GOATS - pos.goats_in_hand();
            let m = match pos.to_move() {
                Side::Tiger if placed < PERFECT_FROM => rule_move(&rule, &pos),
                Side::Tiger => {
                    if placed == PERFECT_FROM && pos.goats_in_hand() > 0 {
                        at_12 = Some(ExactSearch::new(&table).value(&pos));
                    }
                    perfect.level_move(&game, Level::Perfect, seed)
                }
                Side::Goat => hard.level_move(&game, Level::Hard, rng.gen()),
            };
            game.play(m.expect("a move in an unfinished game"))
                .expect("a legal move");
        }
        let result = tally.add(&game);
        lost_at_12 += u32::from(at_12 == Some(Wdl::Loss));
        println!(
            "{rule} game {n}: {result} in {} half moves; at 12 placed {at_12:?}",
            game.half_moves()
        );
    }
    println!(
        "{rule}: {games} games, tigers won {}, drawn {}, lost {}; lost at 12 placed in {lost_at_12}",
        tally.won,
        tally.drawn,
        tally.lost
    );
}
