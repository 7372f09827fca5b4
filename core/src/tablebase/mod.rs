//! The endgame table: every movement-phase position solved exactly.
//!
//! For a given goats-to-win `G`, the table holds each position with all goats
//! placed and fewer than `G` captured, under the board's eight symmetries,
//! with its result and its distance in half moves (the quickest forced win
//! for the winner, the longest resistance for the loser). It is built by
//! retrograde analysis ([`build`]), written to a checked file ([`file`]) and
//! read back, memory-mapped, by [`Tablebase::open`].
//!
//! A win always ends on the winner's own move, so a win has an odd distance
//! and a loss an even one: the file stores only "draw" or the distance.
//!
//! A one-side ("slim") file stores only the tigers-to-move positions; a
//! goats-to-move value is found by playing each goat move and taking the best
//! of the stored results ([`one_side`]). Every reader takes both variants.

pub mod build;
pub mod codec;
pub mod file;
pub mod index;
mod installed;
mod one_side;
mod outcomes;
pub mod symmetry;
mod verify;

pub use installed::{
    install, install_table, installed, installed_all, installed_for, uninstall_all,
};

pub use file::FormatError;
pub use verify::Inconsistency;

use crate::position::Position;
use crate::side::{Phase, Side};
use crate::solve::Wdl;
use build::{is_class, slot_number};
use index::{binom, Index, FREE_POINTS};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

/// The exact value of a position for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many half moves (odd).
    Win(u16),
    /// The side to move loses in this many half moves at the latest (even).
    Loss(u16),
    /// Neither side can force a result.
    Draw,
}

impl Value {
    /// Reads a stored code: 0 a draw, otherwise distance + 1.
    pub fn from_code(code: u16) -> Value {
        match code {
            0 => Value::Draw,
            c if (c - 1) % 2 == 1 => Value::Win(c - 1),
            c => Value::Loss(c - 1),
        }
    }

    /// The stored code of this value.
    pub fn code(self) -> u16 {
        match self {
            Value::Draw => 0,
            Value::Win(d) | Value::Loss(d) => d + 1,
        }
    }

    /// The value one half move earlier, for the side that moved into this position.
    pub fn before(self) -> Value {
        match self {
            Value::Draw => Value::Draw,
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
        }
    }

    /// The distance, if the position is decided.
    pub fn distance(self) -> Option<u16> {
        match self {
            Value::Draw => None,
            Value::Win(d) | Value::Loss(d) => Some(d),
        }
    }
}

impl fmt::Display for Value {
    /// `win 7`, `loss 4` or `draw 0`, as the engine protocol answers a probe.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(d) => write!(f, "win {d}"),
            Value::Loss(d) => write!(f, "loss {d}"),
            Value::Draw => write!(f, "draw 0"),
        }
    }
}

/// The shared index of tiger classes (built once, in microseconds).
pub fn shared_index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(Index::new)
}

/// Where the bytes of a table live.
enum Storage {
    Owned(Vec<u8>),
    Mapped(memmap2::Mmap),
}

impl Storage {
    fn bytes(&self) -> &[u8] {
        match self {
            Storage::Owned(v) => v,
            Storage::Mapped(m) => m,
        }
    }
}

/// Where one stream (a layer and side to move) lies in the file.
#[derive(Clone, Debug)]
struct Stream {
    /// The whole stream as written (code lengths to last bit), for copying.
    whole: std::ops::Range<usize>,
    decoder: codec::Decoder,
    /// Byte offset of the block starts (u32 each).
    starts_at: usize,
    /// Byte range of the coded bits.
    bits: std::ops::Range<usize>,
}

/// A loaded table, checked against its header and checksum.
pub struct Tablebase {
    storage: Storage,
    goats_to_win: u8,
    /// Per layer, per side to move (goats, tigers); a one-side file has no
    /// goats-to-move streams.
    streams: Vec<[Option<Stream>; 2]>,
    /// Every stored value decoded, for whole-table passes (`stats`, `verify`);
    /// the goats-to-move side is empty in a one-side table.
    plain: Option<Vec<[Vec<u8>; 2]>>,
    /// The outcomes of the tigers-to-move positions, once
    /// [`Tablebase::index_outcomes`] has built them.
    outcomes: OnceLock<outcomes::Outcomes>,
}

impl fmt::Debug for Tablebase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tablebase")
            .field("goats_to_win", &self.goats_to_win)
            .field("one_side", &self.is_one_side())
            .field("bytes", &self.storage.bytes().len())
            .finish()
    }
}

/// Why a table could not be opened.
#[derive(Debug)]
pub enum OpenError {
    /// The file could not be read.
    Io(std::io::Error),
    /// The file is not a good table for these rules.
    Format(FormatError),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::Io(e) => write!(f, "cannot read the endgame table: {e}"),
            OpenError::Format(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for OpenError {}

impl Tablebase {
    /// Solves the table for `goats_to_win` in memory; `progress` hears how it goes.
    pub fn build(
        goats_to_win: u8,
        progress: &(dyn Fn(&str) + Sync),
    ) -> Result<Tablebase, FormatError> {
        Tablebase::from_bytes(Tablebase::build_bytes(goats_to_win, progress)?)
    }

    /// Solves the table for `goats_to_win` and returns the bytes of its file;
    /// refuses a `goats_to_win` outside 1..=20 and a table whose distances
    /// would not fit a byte (none up to 7 comes close: the longest is 137).
    pub fn build_bytes(
        goats_to_win: u8,
        progress: &(dyn Fn(&str) + Sync),
    ) -> Result<Vec<u8>, FormatError> {
        if !(1..=20).contains(&goats_to_win) {
            return Err(FormatError(format!(
                "goats_to_win {goats_to_win} is outside 1..=20"
            )));
        }
        let solved = build::solve(goats_to_win, progress);
        let mut data = Vec::new();
        for layer in &solved.layers {
            for side in layer {
                let values = side
                    .iter()
                    .map(|&v| u8::try_from(v))
                    .collect::<Result<Vec<u8>, _>>()
                    .map_err(|_| {
                        FormatError(
                            "a distance above 254 half moves does not fit the format".into(),
                        )
                    })?;
                let enc = codec::encode(&values);
                data.extend_from_slice(&enc.lengths);
                data.extend_from_slice(&(enc.block_starts.len() as u32).to_le_bytes());
                data.extend_from_slice(&(enc.bytes.len() as u64).to_le_bytes());
                for start in &enc.block_starts {
                    data.extend_from_slice(&start.to_le_bytes());
                }
                data.extend_from_slice(&enc.bytes);
            }
        }
        let header = file::header(
            goats_to_win,
            shared_index().tiger_classes() as u32,
            data.len() as u64,
        );
        Ok(sealed(header, &data))
    }

    /// Solves the table for `goats_to_win` and returns the bytes of its
    /// one-side file (tigers to move only; see [`Tablebase::one_side_bytes`]).
    pub fn build_one_side_bytes(
        goats_to_win: u8,
        progress: &(dyn Fn(&str) + Sync),
    ) -> Result<Vec<u8>, FormatError> {
        Tablebase::from_bytes(Tablebase::build_bytes(goats_to_win, progress)?)?.one_side_bytes()
    }

    /// The bytes of the one-side file of this table: its tigers-to-move
    /// streams copied as they are, under a [`file::VERSION_ONE_SIDE`] header.
    /// A one-side table gives its own file back.
    pub fn one_side_bytes(&self) -> Result<Vec<u8>, FormatError> {
        let bytes = self.storage.bytes();
        let mut data = Vec::new();
        for [_, tigers] in &self.streams {
            let tigers = tigers
                .as_ref()
                .ok_or_else(|| FormatError("a layer has no tigers-to-move stream".into()))?;
            data.extend_from_slice(&bytes[tigers.whole.clone()]);
        }
        let header = file::header_of(
            file::VERSION_ONE_SIDE,
            self.goats_to_win,
            shared_index().tiger_classes() as u32,
            data.len() as u64,
        );
        Ok(sealed(header, &data))
    }

    /// Reads a table from the bytes of its file, checking everything.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Tablebase, FormatError> {
        Tablebase::from_storage(Storage::Owned(bytes))
    }

    /// Opens a table file, memory-mapped, checking header and checksum.
    pub fn open(path: impl AsRef<Path>) -> Result<Tablebase, OpenError> {
        let f = crate::files::open(path.as_ref()).map_err(OpenError::Io)?;
        // SAFETY: the mapping is read-only; a table file is not expected to change
        // while loaded, and its checksum is checked once here.
        let map = unsafe { memmap2::Mmap::map(&f) }.map_err(OpenError::Io)?;
        Tablebase::from_storage(Storage::Mapped(map)).map_err(OpenError::Format)
    }

    fn from_storage(storage: Storage) -> Result<Tablebase, FormatError> {
        let index = shared_index();
        let header = file::check(storage.bytes(), index.tiger_classes() as u32)?;
        let bytes = storage.bytes();
        let end = header.data_offset + header.data_len;
        let mut at = header.data_offset;
        // The variant is named, so a file labelled as the other one says so.
        let variant = if header.one_side {
            "one-side table"
        } else {
            "full table"
        };
        let bad =
            |what: &str| FormatError(format!("its data is malformed for a {variant}: {what}"));
        let mut take = |n: u64| -> Result<std::ops::Range<usize>, FormatError> {
            let n = usize::try_from(n).map_err(|_| bad("a length is too large"))?;
            let r = at..at
                .checked_add(n)
                .ok_or_else(|| bad("a length is too large"))?;
            if r.end > end {
                return Err(bad("a stream runs past the data"));
            }
            at = r.end;
            Ok(r)
        };
        let mut streams = Vec::new();
        for captured in 0..header.goats_to_win as usize {
            let n = index.layer_slots(captured + 1);
            let mut pair = Vec::new();
            for side in 0..2 {
                if header.one_side && side == 0 {
                    pair.push(None);
                    continue;
                }
                let code = take(256)?;
                let first = code.start;
                let lengths: [u8; 256] = bytes[code].try_into().expect("256 bytes");
                let decoder =
                    codec::Decoder::new(&lengths).ok_or_else(|| bad("a code is invalid"))?;
                let blocks = u32::from_le_bytes(bytes[take(4)?].try_into().expect("4 bytes"));
                if blocks as u64 != n.div_ceil(codec::BLOCK as u64) {
                    return Err(bad("a stream has the wrong number of blocks"));
                }
                let len = u64::from_le_bytes(bytes[take(8)?].try_into().expect("8 bytes"));
                let starts = take(4 * blocks as u64)?;
                let bits = take(len)?;
                let limit = 8 * len;
                let mut prev = 0;
                for k in 0..blocks as usize {
                    let s = starts.start + 4 * k;
                    let v = u32::from_le_bytes(bytes[s..s + 4].try_into().expect("4 bytes")) as u64;
                    if v < prev || v > limit {
                        return Err(bad("block starts are out of order"));
                    }
                    prev = v;
                }
                pair.push(Some(Stream {
                    whole: first..bits.end,
                    decoder,
                    starts_at: starts.start,
                    bits,
                }));
            }
            let [goats, tigers]: [Option<Stream>; 2] = pair.try_into().expect("two sides");
            streams.push([goats, tigers]);
        }
        if at != end {
            return Err(bad("bytes are left after the last stream"));
        }
        Ok(Tablebase {
            storage,
            goats_to_win: header.goats_to_win,
            streams,
            plain: None,
            outcomes: OnceLock::new(),
        })
    }

    /// Decodes every value into memory (about one byte per slot), which makes
    /// whole-table passes ([`Tablebase::stats`], [`Tablebase::verify`]) fast.
    pub fn decode_all(&mut self) -> Result<(), FormatError> {
        self.plain = Some(self.decoded()?);
        Ok(())
    }

    fn decoded(&self) -> Result<Vec<[Vec<u8>; 2]>, FormatError> {
        let index = shared_index();
        let mut plain = Vec::new();
        for (captured, pair) in self.streams.iter().enumerate() {
            let n = index.layer_slots(captured + 1) as usize;
            let mut sides = Vec::new();
            for stream in pair {
                let Some(stream) = stream else {
                    sides.push(Vec::new());
                    continue;
                };
                let mut values = Vec::with_capacity(n);
                self.decode_stream(stream, n, |_, v| values.push(v))?;
                sides.push(values);
            }
            let [g, t]: [Vec<u8>; 2] = sides.try_into().expect("two sides");
            plain.push([g, t]);
        }
        Ok(plain)
    }

    /// Gives `each` the first `n` values of `stream` with their slot numbers.
    fn decode_stream(
        &self,
        stream: &Stream,
        n: usize,
        each: impl FnMut(usize, u8),
    ) -> Result<(), FormatError> {
        let bits = &self.storage.bytes()[stream.bits.clone()];
        stream
            .decoder
            .decode_each(bits, n, each)
            .ok_or_else(|| FormatError("a stream does not decode".into()))
    }

    /// Builds, once, the index [`Tablebase::tigers_outcome`] reads: each
    /// tigers-to-move slot's win, draw or loss in two bits (11.0 MB for
    /// `G = 5`; a quarter of a second on this project's machine, so call it
    /// where the table is loaded, off any clock). A stream that does not
    /// decode leaves its layer out.
    pub fn index_outcomes(&self) {
        self.outcomes.get_or_init(|| {
            let layers = (0..self.streams.len())
                .map(|captured| {
                    let stream = self.streams[captured][1].as_ref()?;
                    let mut layer = outcomes::Layer::new(layer_slots(captured));
                    self.decode_stream(stream, layer.len(), |number, code| {
                        let outcome = match Value::from_code(u16::from(code)) {
                            Value::Win(_) => Wdl::Win,
                            Value::Loss(_) => Wdl::Loss,
                            Value::Draw => Wdl::Draw,
                        };
                        layer.set(number, outcome);
                    })
                    .ok()?;
                    Some(layer)
                })
                .collect();
            outcomes::Outcomes::new(layers)
        });
    }

    /// The win, draw or loss for the tigers to move of the position with
    /// `tigers` and `empty` points and `captured` goats eaten; `None` unless
    /// [`Tablebase::index_outcomes`] has indexed its layer.
    #[inline]
    pub fn tigers_outcome(&self, tigers: u32, empty: u32, captured: usize) -> Option<Wdl> {
        let layer = self.outcomes.get()?.layer(captured)?;
        let slot = shared_index().slot(tigers, empty);
        Some(layer.get(slot_number(slot, captured + 1) as usize))
    }

    /// Runs `f` on this table with every value decoded in memory.
    fn with_plain<R>(&self, f: impl FnOnce(&Tablebase) -> R) -> R {
        if self.plain.is_some() {
            return f(self);
        }
        match self.decoded() {
            Ok(plain) => f(&Tablebase {
                storage: Storage::Owned(Vec::new()),
                goats_to_win: self.goats_to_win,
                streams: self.streams.clone(),
                plain: Some(plain),
                outcomes: OnceLock::new(),
            }),
            Err(_) => f(self),
        }
    }

    /// Captures that win for the tigers in the table's rules.
    pub fn goats_to_win(&self) -> u8 {
        self.goats_to_win
    }

    /// Whether only the tigers-to-move positions are stored (a slim file);
    /// goats-to-move values are then derived at probe time, with the same result.
    pub fn is_one_side(&self) -> bool {
        self.streams
            .first()
            .is_some_and(|[goats, _]| goats.is_none())
    }

    /// Bytes of the table (as in its file).
    pub fn size(&self) -> usize {
        self.storage.bytes().len()
    }

    /// The bytes of the file this table was read from.
    pub fn file_bytes(&self) -> &[u8] {
        self.storage.bytes()
    }

    /// The value of one slot: layer `captured`, `tigers_to_move`, slot number.
    /// Either side works with either variant; in a one-side table a
    /// goats-to-move slot is derived from its representative position (an
    /// alias slot, which no position maps to, gets its class's value).
    #[inline]
    pub fn slot_value(&self, captured: usize, tigers_to_move: bool, number: u64) -> Value {
        let Some(stream) = &self.streams[captured][tigers_to_move as usize] else {
            return one_side::goats_slot_value(self, captured, number);
        };
        if let Some(plain) = &self.plain {
            return Value::from_code(
                plain[captured][tigers_to_move as usize][number as usize] as u16,
            );
        }
        let bytes = self.storage.bytes();
        let block = number as usize / codec::BLOCK;
        let s = stream.starts_at + 4 * block;
        let start = u32::from_le_bytes(bytes[s..s + 4].try_into().expect("4 bytes"));
        // Only a file forged with a matching checksum could fail to decode.
        let code = stream
            .decoder
            .value_at(
                &bytes[stream.bits.clone()],
                start as u64,
                number as usize % codec::BLOCK,
            )
            .unwrap_or(0);
        Value::from_code(code as u16)
    }

    /// The value of the position with `tigers` and `empty` points, `captured`
    /// goats eaten and the given side to move; `captured` must be below goats-to-win.
    #[inline]
    pub fn value_of(
        &self,
        tigers: u32,
        empty: u32,
        captured: usize,
        tigers_to_move: bool,
    ) -> Value {
        if self.streams[captured][tigers_to_move as usize].is_none() {
            return one_side::goats_value(self, tigers, empty, captured);
        }
        let slot = shared_index().slot(tigers, empty);
        self.slot_value(captured, tigers_to_move, slot_number(slot, captured + 1))
    }

    /// The exact value of a position for its side to move, if the table covers it:
    /// all goats placed and fewer captured than goats-to-win.
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        if pos.phase() != Phase::Movement || pos.captured() >= self.goats_to_win {
            return None;
        }
        let captured = pos.captured() as usize;
        Some(self.value_of(
            pos.tigers().0,
            pos.empty().0,
            captured,
            pos.to_move() == Side::Tiger,
        ))
    }

    /// Counts per layer and side to move (see [`LayerStats`]).
    pub fn stats(&self) -> Vec<LayerStats> {
        self.with_plain(Tablebase::stats_plain)
    }

    fn stats_plain(&self) -> Vec<LayerStats> {
        use rayon::prelude::*;
        let index = shared_index();
        let mut out = Vec::new();
        for captured in 0..self.goats_to_win as usize {
            let empties = captured + 1;
            for tigers_to_move in [false, true] {
                let n = index.layer_slots(empties);
                let s = (0..n)
                    .into_par_iter()
                    .fold(LayerStats::default, |mut s, number| {
                        if is_class(index, number, empties) {
                            s.add(
                                self.slot_value(captured, tigers_to_move, number),
                                tigers_to_move,
                            );
                        }
                        s
                    })
                    .reduce(LayerStats::default, LayerStats::merge);
                out.push(LayerStats {
                    captured,
                    tigers_to_move,
                    ..s
                });
            }
        }
        out
    }

    /// Re-derives positions from their successors and lists every disagreement:
    /// all classes, or `sample` of them spread evenly.
    pub fn verify(&self, sample: Option<u64>) -> Vec<Inconsistency> {
        self.with_plain(|t| verify::verify(t, sample))
    }
}

/// Number of slots of one side of one layer.
pub fn layer_slots(captured: usize) -> u64 {
    shared_index().tiger_classes() as u64 * binom(FREE_POINTS, captured + 1)
}

/// What one layer and side to move of a table hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LayerStats {
    /// Goats captured.
    pub captured: usize,
    /// Whether the tigers are to move.
    pub tigers_to_move: bool,
    /// Positions distinct under symmetry.
    pub classes: u64,
    /// Won for the tigers.
    pub tiger_wins: u64,
    /// Won for the goats.
    pub goat_wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Longest win for the side to move (half moves), 0 if none.
    pub longest_win: u16,
    /// Longest loss for the side to move (half moves), 0 if none.
    pub longest_loss: u16,
}

impl LayerStats {
    fn add(&mut self, v: Value, tigers_to_move: bool) {
        self.classes += 1;
        match v {
            Value::Draw => self.draws += 1,
            Value::Win(d) => {
                self.longest_win = self.longest_win.max(d);
                if tigers_to_move {
                    self.tiger_wins += 1
                } else {
                    self.goat_wins += 1
                }
            }
            Value::Loss(d) => {
                self.longest_loss = self.longest_loss.max(d);
                if tigers_to_move {
                    self.goat_wins += 1
                } else {
                    self.tiger_wins += 1
                }
            }
        }
    }

    fn merge(a: LayerStats, b: LayerStats) -> LayerStats {
        LayerStats {
            captured: a.captured,
            tigers_to_move: a.tigers_to_move,
            classes: a.classes + b.classes,
            tiger_wins: a.tiger_wins + b.tiger_wins,
            goat_wins: a.goat_wins + b.goat_wins,
            draws: a.draws + b.draws,
            longest_win: a.longest_win.max(b.longest_win),
            longest_loss: a.longest_loss.max(b.longest_loss),
        }
    }
}

/// A whole table file: `header`, then `data`, then the checksum of both.
fn sealed(mut header: Vec<u8>, data: &[u8]) -> Vec<u8> {
    header.extend_from_slice(data);
    let sum = file::checksum(&header);
    header.extend_from_slice(&sum.to_le_bytes());
    header
}
