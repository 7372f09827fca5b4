//! A solve directory opened for look-ups: each layer file memory-mapped and
//! checked, so any placement position of a solved layer has its value.

use super::file::{self, Header, LayerError};
use super::index::{per_class, PlacementIndex};
use super::layer::{get, packed_len, LayerId, DRAW, LOSS, WIN};
use crate::game::Game;
use crate::position::Position;
use crate::settings::Repetition;
use crate::side::{Phase, Side};
use crate::tablebase::file::checksum;
use std::fmt;
use std::path::Path;

/// Win, draw or loss for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Wdl {
    /// The side to move can force a win.
    Win,
    /// Neither side can force a result.
    Draw,
    /// The side to move loses against best play.
    Loss,
}

impl Wdl {
    /// The value from a stored code (`None` for an alias slot).
    pub fn from_code(code: u8) -> Option<Wdl> {
        match code {
            WIN => Some(Wdl::Win),
            DRAW => Some(Wdl::Draw),
            LOSS => Some(Wdl::Loss),
            _ => None,
        }
    }

    /// The same result seen by the other side.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }
}

impl fmt::Display for Wdl {
    /// `win`, `draw` or `loss`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        })
    }
}

/// One mapped layer file.
struct Mapped {
    header: Header,
    map: memmap2::Mmap,
    /// Byte offset of each part's data.
    starts: Vec<usize>,
}

/// The layers found in a solve directory.
pub struct Solution {
    index: PlacementIndex,
    goats_to_win: u8,
    /// Per goats placed, per side to move (goats, tigers).
    layers: Vec<[Option<Mapped>; 2]>,
}

impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solution")
            .field("goats_to_win", &self.goats_to_win)
            .field("layers", &self.layer_ids())
            .finish()
    }
}

impl Solution {
    /// Opens every layer file in `dir`, checking each header and, when
    /// `check_data`, every part's checksum (reads every byte). Layers must
    /// share one goats-to-win and one movement table; a directory with no
    /// layer is refused.
    pub fn open(dir: &Path, check_data: bool) -> Result<Solution, LayerError> {
        let index = PlacementIndex::new();
        let classes = index.tiger_classes();
        let mut layers: Vec<[Option<Mapped>; 2]> = (0..20).map(|_| [None, None]).collect();
        let mut identity: Option<(u8, u64)> = None;
        for id in LayerId::sweep_order() {
            let path = dir.join(id.file_name());
            if !path.exists() {
                continue;
            }
            let io = |e: std::io::Error| LayerError(format!("cannot read {}: {e}", path.display()));
            let f = std::fs::File::open(&path).map_err(io)?;
            // SAFETY: read-only mapping of a finished layer (written to a
            // temporary name and renamed); nothing writes it while mapped.
            let map = unsafe { memmap2::Mmap::map(&f) }.map_err(io)?;
            let named = |e: LayerError| LayerError(format!("{}: {e}", path.display()));
            let header = file::parse_header(&map, map.len() as u64, classes).map_err(named)?;
            if header.id != id {
                return Err(named(LayerError(format!(
                    "it holds layer {}, not {id}",
                    header.id
                ))));
            }
            match identity {
                None => identity = Some((header.goats_to_win, header.table_sum)),
                Some(x) if x != (header.goats_to_win, header.table_sum) => {
                    return Err(named(LayerError(
                        "it belongs to another sweep than the other layers".into(),
                    )))
                }
                Some(_) => {}
            }
            let mut starts = Vec::new();
            let mut at = header.len;
            for p in &header.parts {
                let len = packed_len(p.slots);
                if check_data && checksum(&map[at..at + len]) != p.sum {
                    return Err(named(LayerError(format!(
                        "the data of captured {} does not match its checksum: the file is damaged",
                        p.captured
                    ))));
                }
                starts.push(at);
                at += len;
            }
            layers[id.placed as usize][id.tigers_to_move as usize] = Some(Mapped {
                header,
                map,
                starts,
            });
        }
        let Some((goats_to_win, _)) = identity else {
            return Err(LayerError(format!(
                "{} holds no placement layer",
                dir.display()
            )));
        };
        Ok(Solution {
            index,
            goats_to_win,
            layers,
        })
    }

    /// Captures that win for the tigers in the layers' rules.
    pub fn goats_to_win(&self) -> u8 {
        self.goats_to_win
    }

    /// The longest distance of the movement table the layers were solved from.
    pub fn longest_movement(&self) -> u16 {
        self.headers().map(|h| h.longest).max().unwrap_or(0)
    }

    /// The layers present, in sweep order.
    pub fn layer_ids(&self) -> Vec<LayerId> {
        self.headers().map(|h| h.id).collect()
    }

    /// The headers of the layers present, in sweep order.
    pub fn headers(&self) -> impl Iterator<Item = &Header> {
        LayerId::sweep_order().into_iter().filter_map(|id| {
            self.layers[id.placed as usize][id.tigers_to_move as usize]
                .as_ref()
                .map(|m| &m.header)
        })
    }

    /// The stored code of a slot, if its layer is present.
    pub fn code(&self, id: LayerId, captured: u8, slot: u64) -> Option<u8> {
        let m = self.layers.get(id.placed as usize)?[id.tigers_to_move as usize].as_ref()?;
        let part = m.header.parts.iter().position(|p| p.captured == captured)?;
        if slot >= m.header.parts[part].slots {
            return None;
        }
        Some(get(&m.map[m.starts[part]..], slot))
    }

    /// The value of a placement position for its side to move, if its layer
    /// is present: goats still in hand and fewer captured than goats-to-win.
    pub fn value(&self, pos: &Position) -> Option<Wdl> {
        if pos.phase() != Phase::Placement || pos.captured() >= self.goats_to_win {
            return None;
        }
        let placed = crate::position::TOTAL_GOATS - pos.goats_in_hand();
        let id = LayerId {
            placed,
            tigers_to_move: pos.to_move() == Side::Tiger,
        };
        let (class, rank) = self.index.slot(pos.tigers().0, pos.goats().0);
        let goats = pos.goats_on_board() as usize;
        let code = self.code(
            id,
            pos.captured(),
            class as u64 * per_class(goats) + rank as u64,
        )?;
        // A damaged layer may hold the alias code here: no value, not a panic.
        Wdl::from_code(code)
    }

    /// The value of a game's position for the side to move, if the layers
    /// hold it and are exact for the game's rules: same goats-to-win, tigers
    /// capture during placement, repetition `draw3` or `off` (as the movement
    /// table assumes), no no-capture limit, and a half-move limit (if any)
    /// that leaves room for the rest of the placement (at most 40 half moves)
    /// and the movement table's longest line.
    pub fn value_in(&self, game: &Game) -> Option<Wdl> {
        let settings = game.settings();
        let room = settings.max_half_moves == 0
            || game.half_moves() + 40 + self.longest_movement() as u32 <= settings.max_half_moves;
        let exact = settings.goats_to_win == self.goats_to_win
            && settings.placement_captures
            && matches!(settings.repetition, Repetition::Draw3 | Repetition::Off)
            && settings.no_capture_limit == 0
            && room;
        if !exact || game.outcome().is_some() {
            return None;
        }
        self.value(game.position())
    }

    /// The placement index the layers use.
    pub fn index(&self) -> &PlacementIndex {
        &self.index
    }
}
