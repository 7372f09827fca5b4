//! The frozen policy's static evaluation: the bot's at `6e949d1` with its
//! default weights written in (see [`super`] for why it must not change).
//! Scores are in goat hundredths from the side to move's point of view.

use crate::game::Game;
use crate::side::Side;
use crate::square::Bitboard;
use crate::tables::adjacent;

const CAPTURE: i32 = 100;
const TRAPPED: i32 = 35;
const MOBILITY: i32 = 4;
const PRISE_TIGER_TO_MOVE: i32 = 70;
const PRISE_ONE: i32 = 15;
const PRISE_MANY: i32 = 60;
const THREAT2: i32 = 6;
/// A tiger's place, by the number of lines at its point (3, 4, 5 or 8).
const LINES: [i32; 9] = [0, 0, 0, -4, 2, 4, 0, 0, 10];
const CORNER: i32 = -8;

const CORNERS: u32 = 1 | 1 << 4 | 1 << 20 | 1 << 24;

/// Index step of each of the eight directions (E, W, N, S, NE, SW, NW, SE).
const DELTAS: [i32; 8] = [1, -1, 5, -5, 6, -6, 4, -4];

/// For each direction, the points with a line leaving them that way.
static FORWARD: [u32; 8] = build_forward();

const fn build_forward() -> [u32; 8] {
    let mut out = [0u32; 8];
    let mut d = 0;
    while d < 8 {
        let mut p = 0;
        while p < 25 {
            let q = p as i32 + DELTAS[d];
            if q >= 0 && q < 25 && crate::tables::ADJACENT[p].0 & (1 << q) != 0 {
                out[d] |= 1 << p;
            }
            p += 1;
        }
        d += 1;
    }
    out
}

/// The set moved one step in direction `d` (points must be in `FORWARD[d]`).
#[inline(always)]
fn shift(bb: u32, d: usize) -> u32 {
    let k = DELTAS[d];
    if k > 0 {
        (bb << k) & Bitboard::FULL.0
    } else {
        bb >> -k
    }
}

/// Evaluates the game's position for the side to move.
pub fn evaluate(game: &Game) -> i32 {
    let pos = game.position();
    let jumps = game.jumps_allowed();
    let empty = pos.empty().0;
    let goats = pos.goats().0;
    let tigers = pos.tigers().0;
    let mut score = CAPTURE * pos.captured() as i32;
    let mut attacked = 0u32;
    let mut movable = 0u32;
    let mut mobility = 0u32;
    let mut reach = 0u32;
    for (d, &f) in FORWARD.iter().enumerate() {
        let back = d ^ 1;
        let steps = shift(tigers & f, d) & empty;
        reach |= steps;
        let hit = shift(tigers & f, d) & goats & f & shift(empty, back);
        attacked |= hit;
        movable |= shift(steps, back);
        mobility += steps.count_ones();
        if jumps {
            movable |= shift(shift(hit, back), back);
            mobility += hit.count_ones();
        }
    }
    let mut attackable = 0u32;
    for (d, &f) in FORWARD.iter().enumerate() {
        attackable |= shift(reach & f, d) & goats & f & shift(empty, d ^ 1);
    }
    let trapped = (tigers & !movable).count_ones() as i32;
    score += MOBILITY * mobility as i32 - TRAPPED * trapped;
    for t in pos.tigers() {
        score += LINES[adjacent(t).count() as usize];
    }
    score += CORNER * (tigers & CORNERS).count_ones() as i32;
    if !jumps {
        attackable |= attacked;
        attacked = 0;
    }
    let n_attacked = attacked.count_ones();
    score += THREAT2 * (attackable & !attacked).count_ones() as i32;
    score += match (pos.to_move(), n_attacked) {
        (_, 0) => 0,
        (Side::Tiger, n) => PRISE_TIGER_TO_MOVE + 5 * (n as i32 - 1),
        (Side::Goat, 1) => PRISE_ONE,
        (Side::Goat, _) => PRISE_MANY,
    };
    match pos.to_move() {
        Side::Tiger => score,
        Side::Goat => -score,
    }
}
