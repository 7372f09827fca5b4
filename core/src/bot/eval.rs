//! The static evaluation: what a position is worth without searching it.
//!
//! Scores are in "goat hundredths": one eaten goat is worth [`Weights::capture`].
//! The terms follow the How to play page's advice: goats eaten, tigers stuck, tiger room,
//! goats that can be eaten next move, walls whose far points are not filled,
//! and tigers on strong points rather than corners and edges.

use crate::game::Game;
use crate::side::Side;
use crate::square::Bitboard;
use crate::tables::adjacent;

/// The weights of the evaluation terms, all from the tigers' point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Each goat eaten.
    pub capture: i32,
    /// Each tiger with no move (short of all four, which ends the game).
    pub trapped: i32,
    /// Each tiger move (steps and jumps) available.
    pub mobility: i32,
    /// Tigers to move with a capture ready.
    pub prise_tiger_to_move: i32,
    /// Goats to move with one goat attacked.
    pub prise_one: i32,
    /// Goats to move with two or more goats attacked.
    pub prise_many: i32,
    /// Each goat a tiger could attack after one step (a wall with an open far point).
    pub threat2: i32,
    /// A tiger's place, indexed by the number of lines at its point (3, 4, 5 or 8).
    pub lines: [i32; 9],
    /// Extra for a tiger in a corner, where tigers die.
    pub corner: i32,
}

/// The weights the bot plays with.
pub const DEFAULT_WEIGHTS: Weights = Weights {
    capture: 100,
    trapped: 35,
    mobility: 4,
    prise_tiger_to_move: 70,
    prise_one: 15,
    prise_many: 60,
    threat2: 6,
    lines: [0, 0, 0, -4, 2, 4, 0, 0, 10],
    corner: -8,
};

const CORNERS: u32 = 1 | 1 << 4 | 1 << 20 | 1 << 24;

/// Evaluates the game's position for the side to move, with the default weights.
#[inline]
pub fn evaluate(game: &Game) -> i32 {
    evaluate_with(game, &DEFAULT_WEIGHTS)
}

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
            // Every neighbour of a point sits at a distinct index step, so an
            // adjacent point at this step lies in this direction.
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
pub fn evaluate_with(game: &Game, w: &Weights) -> i32 {
    let pos = game.position();
    let jumps = game.jumps_allowed();
    let empty = pos.empty().0;
    let goats = pos.goats().0;
    let tigers = pos.tigers().0;
    let mut score = w.capture * pos.captured() as i32;
    let mut attacked = 0u32;
    let mut movable = 0u32;
    let mut mobility = 0u32;
    let mut reach = 0u32;
    for (d, &f) in FORWARD.iter().enumerate() {
        let back = d ^ 1;
        let steps = shift(tigers & f, d) & empty;
        reach |= steps;
        // Goats with a tiger behind them and an empty point ahead, in direction d.
        let hit = shift(tigers & f, d) & goats & f & shift(empty, back);
        attacked |= hit;
        movable |= shift(steps, back);
        mobility += steps.count_ones();
        if jumps {
            movable |= shift(shift(hit, back), back);
            mobility += hit.count_ones();
        }
    }
    // Goats a tiger could attack after one step: walls whose far point is open.
    let mut attackable = 0u32;
    for (d, &f) in FORWARD.iter().enumerate() {
        attackable |= shift(reach & f, d) & goats & f & shift(empty, d ^ 1);
    }
    let trapped = (tigers & !movable).count_ones() as i32;
    score += w.mobility * mobility as i32 - w.trapped * trapped;
    for t in pos.tigers() {
        score += w.lines[adjacent(t).count() as usize];
    }
    score += w.corner * (tigers & CORNERS).count_ones() as i32;
    if !jumps {
        // Placement without captures: attacks become real only when placement
        // ends, so they count as walls to mend.
        attackable |= attacked;
        attacked = 0;
    }
    let n_attacked = attacked.count_ones();
    score += w.threat2 * (attackable & !attacked).count_ones() as i32;
    score += match (pos.to_move(), n_attacked) {
        (_, 0) => 0,
        (Side::Tiger, n) => w.prise_tiger_to_move + 5 * (n as i32 - 1),
        (Side::Goat, 1) => w.prise_one,
        (Side::Goat, _) => w.prise_many,
    };
    match pos.to_move() {
        Side::Tiger => score,
        Side::Goat => -score,
    }
}

impl Weights {
    /// Sets one weight by name (`lines` takes the value for 8-line points); for tuning.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        match name {
            "capture" => self.capture = value,
            "trapped" => self.trapped = value,
            "mobility" => self.mobility = value,
            "prise_tiger_to_move" => self.prise_tiger_to_move = value,
            "prise_one" => self.prise_one = value,
            "prise_many" => self.prise_many = value,
            "threat2" => self.threat2 = value,
            "lines" => self.lines[8] = value,
            "corner" => self.corner = value,
            _ => return Err(format!("unknown weight '{name}'")),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Settings};

    fn game(board: &str, side: Side, in_hand: u8, captured: u8) -> Game {
        let (t, g) = Position::parse_board(board).unwrap();
        let pos = Position::new(t, g, side, in_hand, captured).unwrap();
        Game::from_position(Settings::default(), pos).unwrap()
    }

    /// The bitboard attack sets agree with a plain walk over the leap tables.
    #[test]
    fn bitboard_attacks_match_the_leap_tables() {
        use crate::tables::leaps;
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for _ in 0..2000 {
            let mut cells: Vec<u8> = (0..25).collect();
            let mut tigers = 0u32;
            let mut goats = 0u32;
            for i in 0..4 {
                let j = rng.gen_range(i..25);
                cells.swap(i, j);
                tigers |= 1 << cells[i];
            }
            for &c in &cells[4..] {
                if rng.gen_bool(0.5) {
                    goats |= 1 << c;
                }
            }
            let empty = !(tigers | goats) & Bitboard::FULL.0;
            let mut naive = 0u32;
            let mut naive_mob = 0u32;
            for t in Bitboard(tigers) {
                naive_mob += (adjacent(t).0 & empty).count_ones();
                for l in leaps(t) {
                    if goats & l.over.bb().0 != 0 && empty & l.to.bb().0 != 0 {
                        naive |= l.over.bb().0;
                        naive_mob += 1;
                    }
                }
            }
            let mut fast = 0u32;
            let mut fast_mob = 0u32;
            for (d, &f) in FORWARD.iter().enumerate() {
                let steps = shift(tigers & f, d) & empty;
                let hit = shift(tigers & f, d) & goats & f & shift(empty, d ^ 1);
                fast |= hit;
                fast_mob += steps.count_ones() + hit.count_ones();
            }
            assert_eq!(fast, naive);
            assert_eq!(fast_mob, naive_mob);
        }
    }

    #[test]
    fn an_eaten_goat_is_bad_for_goats() {
        let a = game("T...T/...../...../...../T...T", Side::Goat, 20, 0);
        let b = game("T...T/...../...../...../T...T", Side::Goat, 19, 1);
        assert!(evaluate(&b) < evaluate(&a));
    }

    #[test]
    fn a_centre_tiger_beats_a_corner_tiger() {
        let corner = game("T...T/...../...../...../T...T", Side::Tiger, 19, 1);
        let centre = game("....T/...../..T../...../T...T", Side::Tiger, 19, 1);
        assert!(evaluate(&centre) > evaluate(&corner));
    }

    #[test]
    fn an_attacked_goat_counts_against_the_goats() {
        let safe = game("T...T/...../..G../...../T...T", Side::Goat, 19, 0);
        let attacked = game("T...T/G..../...../...../T...T", Side::Goat, 19, 0);
        assert!(evaluate(&attacked) < evaluate(&safe));
    }
}
