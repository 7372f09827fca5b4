//! Every claim of a move's explanation checked against the endgame table
//! itself, over thousands of random movement positions of the G = 3 table,
//! and against the exact placement search, asked afresh for each position,
//! over hundreds of placement positions from 12 goats placed.

use baghchal::analysis::{MoveValue, EXACT_FROM_PLACED};
use baghchal::book::exact::ExactSearch;
use baghchal::bot::endgame;
use baghchal::bot::StopFlag;
use baghchal::explain::{explain, Cause, Event, Explanation, NotExplained, Place};
use baghchal::solve::Wdl;
use baghchal::tablebase::Tablebase;
use baghchal::{Bitboard, EndReason, Game, Move, Phase, Position, Settings, Side, Square};
use std::collections::BTreeMap;
use std::sync::OnceLock;

const G: u8 = 3;

fn table() -> &'static Tablebase {
    static TABLE: OnceLock<Tablebase> = OnceLock::new();
    TABLE.get_or_init(|| Tablebase::build(G, &|_| {}).expect("the G = 3 table builds"))
}

fn settings() -> Settings {
    Settings {
        goats_to_win: G,
        max_half_moves: 0,
        ..Settings::default()
    }
}

/// A small deterministic generator, so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random movement position with fewer than G goats captured, not already over.
fn random_game(rng: &mut Rng) -> Option<Game> {
    let captured = rng.below(G as usize) as u8;
    let mut points: Vec<u8> = (0..25).collect();
    for i in (1..points.len()).rev() {
        points.swap(i, rng.below(i + 1));
    }
    let bb = |ps: &[u8]| {
        ps.iter()
            .fold(Bitboard(0), |b, &p| b | Square::new(p).unwrap().bb())
    };
    let tigers = bb(&points[..4]);
    let goats = bb(&points[4..24 - captured as usize]);
    let side = if rng.below(2) == 0 {
        Side::Goat
    } else {
        Side::Tiger
    };
    let pos = Position::new(tigers, goats, side, 0, captured).ok()?;
    let game = Game::from_position(settings(), pos).ok()?;
    (game.outcome().is_none()).then_some(game)
}

/// A random placement position with `placed` goats placed, reached by
/// random moves from the start, not already over.
fn random_placement(rng: &mut Rng, placed: u8) -> Option<Game> {
    let mut game = Game::new(settings()).ok()?;
    while 20 - game.position().goats_in_hand() < placed || game.position().to_move() != Side::Goat {
        let moves = game.legal_moves_vec();
        if game.outcome().is_some() || moves.is_empty() {
            return None;
        }
        game.play(moves[rng.below(moves.len())]).ok()?;
    }
    // Half the positions with the tigers to move.
    let moves = game.legal_moves_vec();
    if rng.below(2) == 0 && game.outcome().is_none() && !moves.is_empty() {
        game.play(moves[rng.below(moves.len())]).ok()?;
    }
    (game.outcome().is_none()).then_some(game)
}

/// Every legal move's value for the side to move, from the table in the
/// movement phase and in placement from a fresh exact search per move (not
/// the explanation's own memo).
fn rate(game: &Game) -> Vec<(Move, MoveValue)> {
    if game.position().phase() == Phase::Movement {
        let rated = endgame::rate_moves(table(), game).expect("a live movement position");
        return rated
            .into_iter()
            .map(|(m, v)| (m, MoveValue::Exact(v)))
            .collect();
    }
    let mover = game.position().to_move();
    let mut search = ExactSearch::new(table());
    game.legal_moves_vec()
        .into_iter()
        .map(|m| {
            let mut after = game.clone();
            after.play(m).unwrap();
            let wdl = match after.outcome() {
                Some(o) if o.winner == Some(mover) => Wdl::Win,
                Some(o) if o.winner.is_some() => Wdl::Loss,
                Some(_) => Wdl::Draw,
                None => search.value(after.position()).flip(),
            };
            (m, MoveValue::Outcome(wdl))
        })
        .collect()
}

/// The value of the game's position for the side to move: its best move's.
fn value(game: &Game) -> MoveValue {
    let v = rate(game)
        .into_iter()
        .map(|(_, v)| v)
        .min_by_key(|v| v.rank());
    v.expect("a live position has a move")
}

/// Checks every claim of `ex` on the board and against the table; returns
/// the kind of event and of cause, for the coverage count.
fn check(game: &Game, ex: &Explanation) -> (String, String) {
    let rated = rate(game);
    // Values before and after, and the best moves.
    assert_eq!(ex.before, value(game), "before is the position's value");
    let of = |m: Move| rated.iter().find(|&&(r, _)| r == m).unwrap().1;
    assert_eq!(ex.after, of(ex.mv), "after is the move's value");
    let mut kept: Vec<Move> = rated
        .iter()
        .filter(|&&(_, v)| v == ex.before)
        .map(|&(m, _)| m)
        .collect();
    let mut best = ex.best.clone();
    kept.sort_by_key(|m| format!("{m}"));
    best.sort_by_key(|m| format!("{m}"));
    assert_eq!(best, kept, "best are exactly the moves keeping the value");

    // The line is legal and each of its moves keeps the value.
    let mut g = game.clone();
    g.play(ex.mv).expect("the move is legal");
    let mut boards = vec![board(&g)];
    for (i, &m) in ex.line.iter().enumerate() {
        let v = value(&g);
        let r = rate(&g);
        let played = r
            .iter()
            .find(|&&(x, _)| x == m)
            .expect("line move is legal")
            .1;
        assert_eq!(played, v, "line move {i} ({m}) keeps the value {v:?}");
        g.play(m).unwrap();
        boards.push(board(&g));
        // Nothing decisive before the event: no capture, no end.
        if i + 1 < ex.line.len() {
            assert!(m.captured().is_none(), "capture before the event at {i}");
            assert!(g.outcome().is_none());
        }
    }

    // The event happens where it says.
    let Some(event) = ex.event else {
        assert_eq!(ex.after.outcome(), Some(Wdl::Draw), "a decided line ends");
        return ("none".into(), cause_kind(ex.cause));
    };
    assert_eq!(event.at(), ex.line.len(), "the line stops at its event");
    let on = |at: usize| if at == 0 { ex.mv } else { ex.line[at - 1] };
    let ends = |reason| g.outcome().is_some_and(|o| o.reason == reason);
    let kind = match event {
        Event::Capture {
            at,
            goat,
            tiger,
            ends_game,
        } => {
            let m = on(at);
            assert_eq!(m.captured(), Some(goat));
            assert_eq!(m.from(), Some(tiger));
            assert_eq!(ends_game, ends(EndReason::Captures));
            if ends_game {
                "capture ends"
            } else {
                "capture"
            }
        }
        Event::TigersTrapped { .. } => {
            assert!(ends(EndReason::TigersTrapped));
            assert_eq!(g.position().tigers_trapped(true), 4);
            "trapped"
        }
        Event::GoatsBlocked { .. } => {
            assert!(ends(EndReason::GoatsBlocked));
            "blocked"
        }
        Event::Repetition { at, first } => {
            let distinct: std::collections::HashSet<_> = boards[..at].iter().collect();
            assert_eq!(distinct.len(), at, "no earlier repetition in the line");
            match first {
                Some(first) => {
                    assert!(first < at);
                    assert_eq!(boards[at], boards[first]);
                }
                // Back to a position before the move: the game's draw3 ends it.
                None => assert!(ends(EndReason::Repetition)),
            }
            assert_eq!(
                ex.after.outcome(),
                Some(Wdl::Draw),
                "only a draw goes round"
            );
            "repetition"
        }
        Event::MoveLimit { .. } => panic!("no limit in these rules"),
    };
    // A game end comes for the side `after` names, and exactly at the
    // table's distance where there is one.
    if let Some(o) = g.outcome().filter(|o| o.winner.is_some()) {
        let mover_won = o.winner == Some(ex.mover);
        assert_eq!(mover_won, ex.after.outcome() == Some(Wdl::Win));
        assert_ne!(
            ex.after.outcome(),
            Some(Wdl::Draw),
            "a draw does not end won"
        );
        if let MoveValue::Exact(v) = ex.after {
            let d = v.distance().expect("a decided game was not a draw");
            assert_eq!(event.at() + 1, d as usize, "the end is at the distance");
        }
    }

    // The cause holds on the board, and only for a slip.
    if ex.cause.is_some() {
        assert!(ex.after.rank() > ex.before.rank(), "cause of a slip");
    }
    let pos = game.position();
    let mut after = *pos;
    after.play_unchecked(ex.mv);
    match ex.cause {
        None => {}
        Some(Cause::GoatLeftOpen {
            goat,
            tiger,
            landing,
        }) => {
            assert_eq!(ex.mv.to(), goat);
            assert!(pos.empty().contains(goat), "the goat was not there before");
            assert_eq!(
                ex.line[0],
                Move::Jump {
                    from: tiger,
                    to: landing
                }
            );
            assert!(after.empty().contains(landing));
        }
        Some(Cause::LeapOpenedBehind {
            goat,
            tiger,
            landing,
        }) => {
            assert_eq!(ex.mv.from(), Some(landing));
            assert!(pos.goats().contains(landing), "the point was walled");
            assert!(pos.goats().contains(goat) && goat != ex.mv.to());
            assert_eq!(
                ex.line[0],
                Move::Jump {
                    from: tiger,
                    to: landing
                }
            );
        }
        Some(Cause::TigerReleased {
            tiger,
            place,
            point,
        }) => {
            assert_eq!(place, Place::of(tiger));
            assert_eq!(ex.mv.from(), Some(point));
            assert!(tiger_moves(pos, tiger).is_empty(), "the tiger had no move");
            let opened = tiger_moves(&after, tiger)
                .into_iter()
                .all(|m| m.to() == point);
            assert!(opened && !tiger_moves(&after, tiger).is_empty());
        }
        Some(Cause::CaptureIntoTrap { tiger }) => {
            assert_eq!(ex.mv.to(), tiger);
            assert!(matches!(ex.mv, Move::Jump { .. }));
            assert!(matches!(event, Event::TigersTrapped { .. }));
            assert!(g.position().tigers().contains(tiger));
            assert!(ex.line.iter().all(|m| m.from() != Some(tiger)));
        }
    }
    (kind.into(), cause_kind(ex.cause))
}

/// The tiger on `t`'s moves in `pos`, as if the tigers were to move.
fn tiger_moves(pos: &Position, t: Square) -> Vec<Move> {
    let p = Position::new(pos.tigers(), pos.goats(), Side::Tiger, 0, pos.captured()).unwrap();
    let mut list = baghchal::MoveList::new();
    p.generate(true, &mut list);
    list.iter()
        .copied()
        .filter(|m| m.from() == Some(t))
        .collect()
}

fn board(g: &Game) -> (Bitboard, Bitboard, Side, u8) {
    let p = g.position();
    (p.tigers(), p.goats(), p.to_move(), p.goats_in_hand())
}

fn cause_kind(c: Option<Cause>) -> String {
    match c {
        None => "none",
        Some(Cause::GoatLeftOpen { .. }) => "left open",
        Some(Cause::LeapOpenedBehind { .. }) => "opened behind",
        Some(Cause::TigerReleased { .. }) => "released",
        Some(Cause::CaptureIntoTrap { .. }) => "capture into trap",
    }
    .into()
}

#[test]
fn every_claim_holds_against_the_table_over_thousands_of_moves() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut events = BTreeMap::<String, u32>::new();
    let mut causes = BTreeMap::<String, u32>::new();
    let mut explained = 0;
    while explained < 4000 {
        let Some(game) = random_game(&mut rng) else {
            continue;
        };
        let moves = game.legal_moves_vec();
        // Slips are what an explanation is for: try every move of some positions.
        let picks: Vec<Move> = if explained % 3 == 0 {
            moves
        } else {
            vec![moves[rng.below(moves.len())]]
        };
        for m in picks {
            let ex = explain(table(), &game, m, &StopFlag::new()).expect("covered");
            let (event, cause) = check(&game, &ex);
            *events.entry(event).or_default() += 1;
            *causes.entry(cause).or_default() += 1;
            explained += 1;
        }
    }
    eprintln!("events {events:?}\ncauses {causes:?}");
    // Each kind of claim was made, and so was checked.
    for kind in ["capture", "capture ends", "trapped", "repetition"] {
        assert!(events.contains_key(kind), "no {kind} event in {events:?}");
    }
    for kind in [
        "left open",
        "opened behind",
        "released",
        "capture into trap",
    ] {
        assert!(causes.contains_key(kind), "no {kind} cause in {causes:?}");
    }
}

/// Placement moves explained by the placement test.
const PLACEMENT_MOVES: usize = 1200;

#[test]
fn placement_claims_hold_against_the_exact_search() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut layers = BTreeMap::<u8, u32>::new();
    let mut events = BTreeMap::<String, u32>::new();
    let mut causes = BTreeMap::<String, u32>::new();
    let mut slips = BTreeMap::<String, u32>::new();
    let mut explained = 0;
    while explained < PLACEMENT_MOVES {
        let placed = EXACT_FROM_PLACED + rng.below(8) as u8;
        let Some(game) = random_placement(&mut rng, placed) else {
            continue;
        };
        if game.position().phase() != Phase::Placement {
            continue;
        }
        let moves = game.legal_moves_vec();
        // Three moves a position, so that slips come up as often as best moves.
        for _ in 0..3 {
            let m = moves[rng.below(moves.len())];
            let ex = explain(table(), &game, m, &StopFlag::new()).expect("covered from 12 placed");
            assert!(
                matches!(ex.before, MoveValue::Outcome(_)),
                "placement values have no distance"
            );
            let (event, cause) = check(&game, &ex);
            *events.entry(event).or_default() += 1;
            *causes.entry(cause).or_default() += 1;
            if ex.after.rank() > ex.before.rank() {
                *slips.entry(format!("{:?}", ex.mover)).or_default() += 1;
            }
            *layers
                .entry(20 - game.position().goats_in_hand())
                .or_default() += 1;
            explained += 1;
        }
    }
    eprintln!("layers {layers:?}\nevents {events:?}\ncauses {causes:?}\nslips {slips:?}");
    for placed in EXACT_FROM_PLACED..20 {
        assert!(layers.contains_key(&placed), "no move at {placed} placed");
    }
    for kind in ["capture", "capture ends", "repetition"] {
        assert!(events.contains_key(kind), "no {kind} event in {events:?}");
    }
    assert!(
        causes.contains_key("left open"),
        "no placed goat left open: {causes:?}"
    );
}

#[test]
fn a_move_the_table_cannot_explain_is_refused() {
    // Placement before the exact search's layers.
    let placement = Game::new(settings()).unwrap();
    let m = placement.legal_moves_vec()[0];
    assert_eq!(
        explain(table(), &placement, m, &StopFlag::new()),
        Err(NotExplained::NotCovered)
    );
    let mut rng = Rng(7);
    let game = loop {
        if let Some(g) = random_game(&mut rng) {
            break g;
        }
    };
    let illegal = Move::Place {
        to: Square::new(0).unwrap(),
    };
    assert_eq!(
        explain(table(), &game, illegal, &StopFlag::new()),
        Err(NotExplained::Illegal)
    );
    let stop = StopFlag::new();
    stop.stop();
    let m = game.legal_moves_vec()[0];
    let ex = explain(table(), &game, m, &stop);
    // A move that ends the game at once needs no line; anything else stops.
    assert!(matches!(ex, Err(NotExplained::Cancelled)) || ex.is_ok_and(|e| e.line.is_empty()));
}
