//! Layer files: a checksummed header with the rules, the layer, the movement
//! table it was solved from and each part's tally, then the packed values.
//!
//! Layout (little-endian): `magic (8) | version u32 | rules length u16 |
//! rules | goats_to_win u8 | placed u8 | tigers_to_move u8 | tiger classes
//! u32 | table checksum u64 | longest movement distance u16 | parts u8 |
//! per part: captured u8, slots u64, wins u64, draws u64, losses u64, data
//! checksum u64 | header checksum u64 | data of each part`. The header
//! checksum covers every header byte before it; each part's data has its own,
//! so a loader can check a part while reading it.

use super::layer::{packed_len, LayerId, Tally};
use crate::tablebase::file::checksum;
use std::fmt;
use std::io::{Read, Write};
use std::path::Path;

/// First bytes of every layer file.
pub const MAGIC: &[u8; 8] = b"BAGHSOLV";
/// Format version this build reads and writes.
pub const VERSION: u32 = 1;
/// The rules the layers are solved under, as written in each header.
pub const RULES: &str = "baghchal placement phase: goats place one a move, tigers step or jump \
(captures during placement on); a capture reaching goats_to_win wins for tigers; side to move \
without a move loses; the twentieth placement takes the movement table's value; values are \
win/draw/loss for the side to move";

/// Why a layer file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayerError(pub String);

impl fmt::Display for LayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LayerError {}

/// One part (captured count) as the header describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartHeader {
    /// Goats captured.
    pub captured: u8,
    /// Slots (classes and aliases).
    pub slots: u64,
    /// Win / draw / loss counts over its classes.
    pub tally: Tally,
    /// Checksum of its packed bytes.
    pub sum: u64,
}

/// What a layer file's header says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Captures that win for the tigers.
    pub goats_to_win: u8,
    /// Which layer.
    pub id: LayerId,
    /// Checksum of the movement table the sweep started from.
    pub table_sum: u64,
    /// Longest distance in that table's tiger-to-move values (half moves).
    pub longest: u16,
    /// The parts, captured 0 up.
    pub parts: Vec<PartHeader>,
    /// Header bytes (where the data starts).
    pub len: usize,
}

impl Header {
    /// The header's bytes for an index of `tiger_classes`, its checksum last
    /// (`len` is not read: it is what the bytes' length becomes).
    pub fn to_bytes(&self, tiger_classes: u32) -> Vec<u8> {
        let mut out = Vec::with_capacity(128 + RULES.len() + 41 * self.parts.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(RULES.len() as u16).to_le_bytes());
        out.extend_from_slice(RULES.as_bytes());
        out.push(self.goats_to_win);
        out.push(self.id.placed);
        out.push(self.id.tigers_to_move as u8);
        out.extend_from_slice(&tiger_classes.to_le_bytes());
        out.extend_from_slice(&self.table_sum.to_le_bytes());
        out.extend_from_slice(&self.longest.to_le_bytes());
        out.push(self.parts.len() as u8);
        for p in &self.parts {
            out.push(p.captured);
            for x in [p.slots, p.tally.wins, p.tally.draws, p.tally.losses, p.sum] {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }
}

/// Writes a layer to `path` atomically: a temporary file, synced, renamed.
pub fn write(
    path: &Path,
    goats_to_win: u8,
    id: LayerId,
    table_sum: u64,
    longest: u16,
    parts: &[Vec<u8>],
    tiger_classes: usize,
) -> Result<Header, LayerError> {
    let mut header = Header {
        goats_to_win,
        id,
        table_sum,
        longest,
        parts: id
            .captured(goats_to_win)
            .zip(parts)
            .map(|(captured, data)| {
                let slots = id.slots(captured, tiger_classes);
                PartHeader {
                    captured,
                    slots,
                    tally: Tally::of(data, slots),
                    sum: checksum(data),
                }
            })
            .collect(),
        len: 0,
    };
    let head = header.to_bytes(tiger_classes as u32);
    header.len = head.len();
    let tmp = path.with_extension("tmp");
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(&head)?;
        for data in parts {
            f.write_all(data)?;
        }
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        // A half-written layer must not linger beside the finished ones.
        let _ = std::fs::remove_file(&tmp);
        return Err(LayerError(format!("cannot write {}: {e}", path.display())));
    }
    Ok(header)
}

/// Reads and checks a header from the start of a layer file's bytes;
/// `file_len` is the whole file's length, which must match the parts exactly.
pub fn parse_header(
    bytes: &[u8],
    file_len: u64,
    tiger_classes: usize,
) -> Result<Header, LayerError> {
    let err = |s: String| Err(LayerError(s));
    if bytes.len() < 8 || &bytes[..8] != MAGIC {
        return err("it is not a placement layer file (wrong file?)".into());
    }
    let mut cur = Cursor { bytes, at: 8 };
    let u64_of = |b: &[u8]| u64::from_le_bytes(b.try_into().expect("8 bytes"));
    let version = u32::from_le_bytes(cur.take(4)?.try_into().expect("4 bytes"));
    if version != VERSION {
        return err(format!(
            "format version {version}, this program reads version {VERSION}"
        ));
    }
    let rules_len = u16::from_le_bytes(cur.take(2)?.try_into().expect("2 bytes")) as usize;
    if cur.take(rules_len)? != RULES.as_bytes() {
        return err("it was solved under other rules".into());
    }
    let fixed = cur.take(3)?;
    let (goats_to_win, placed, side) = (fixed[0], fixed[1], fixed[2]);
    if !(1..=20).contains(&goats_to_win) || placed > 19 || side > 1 || (placed == 0 && side == 1) {
        return err("its layer is impossible (damaged header)".into());
    }
    let id = LayerId {
        placed,
        tigers_to_move: side == 1,
    };
    let classes = u32::from_le_bytes(cur.take(4)?.try_into().expect("4 bytes"));
    if classes as usize != tiger_classes {
        return err(format!(
            "it indexes {classes} tiger classes, this program {tiger_classes}"
        ));
    }
    let table_sum = u64_of(cur.take(8)?);
    let longest = u16::from_le_bytes(cur.take(2)?.try_into().expect("2 bytes"));
    let count = cur.take(1)?[0];
    let expected: Vec<u8> = id.captured(goats_to_win).collect();
    if count as usize != expected.len() {
        return err(format!(
            "it has {count} captured counts, the layer {} (damaged header)",
            expected.len()
        ));
    }
    let mut parts = Vec::new();
    for &captured in &expected {
        let c = cur.take(1)?[0];
        let mut x = [0u64; 5];
        for v in x.iter_mut() {
            *v = u64_of(cur.take(8)?);
        }
        let slots = id.slots(captured, tiger_classes);
        if c != captured || x[0] != slots {
            return err("its parts do not match the layer (damaged header)".into());
        }
        parts.push(PartHeader {
            captured,
            slots,
            tally: Tally {
                wins: x[1],
                draws: x[2],
                losses: x[3],
            },
            sum: x[4],
        });
    }
    let body_end = cur.at;
    let stored = u64_of(cur.take(8)?);
    if checksum(&bytes[..body_end]) != stored {
        return err("its header checksum does not match: the file is damaged".into());
    }
    let len = body_end + 8;
    let data: u64 = parts.iter().map(|p| packed_len(p.slots) as u64).sum();
    if file_len != len as u64 + data {
        return err(format!(
            "it has {file_len} bytes, the header promises {} (truncated or appended to)",
            len as u64 + data
        ));
    }
    Ok(Header {
        goats_to_win,
        id,
        table_sum,
        longest,
        parts,
        len,
    })
}

/// Reads a header front to back.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], LayerError> {
        let out = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or_else(|| LayerError("it is truncated inside its header".into()))?;
        self.at += n;
        Ok(out)
    }
}

/// Reads only the header of the layer file at `path`.
pub fn read_header(path: &Path, tiger_classes: usize) -> Result<Header, LayerError> {
    let io = |e: std::io::Error| LayerError(format!("cannot read {}: {e}", path.display()));
    let mut f = std::fs::File::open(path).map_err(io)?;
    let file_len = f.metadata().map_err(io)?.len();
    let mut head = Vec::new();
    Read::by_ref(&mut f)
        .take(4096)
        .read_to_end(&mut head)
        .map_err(io)?;
    parse_header(&head, file_len, tiger_classes)
}

/// Reads a whole layer file, checking its header and every part's checksum.
pub fn read(path: &Path, tiger_classes: usize) -> Result<(Header, Vec<Vec<u8>>), LayerError> {
    let header = read_header(path, tiger_classes)?;
    let io = |e: std::io::Error| LayerError(format!("cannot read {}: {e}", path.display()));
    let mut f = std::fs::File::open(path).map_err(io)?;
    let mut skip = vec![0u8; header.len];
    f.read_exact(&mut skip).map_err(io)?;
    let mut parts = Vec::new();
    for p in &header.parts {
        let mut data = vec![0u8; packed_len(p.slots)];
        f.read_exact(&mut data).map_err(io)?;
        if checksum(&data) != p.sum {
            return Err(LayerError(format!(
                "{}: the data of captured {} does not match its checksum: the file is damaged",
                path.display(),
                p.captured
            )));
        }
        parts.push(data);
    }
    Ok((header, parts))
}
