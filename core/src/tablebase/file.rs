//! The table file: a header naming the rules, one byte per slot, a checksum.
//!
//! Layout (little-endian):
//! `magic (8) | version u32 | rules length u16 | rules text | goats_to_win u8 |
//! tiger classes u32 | data length u64 | data | checksum u64`.
//! Data holds, for each goats-captured layer from 0 up and each side to move
//! (goats, then tigers), one stream; a one-side file ([`VERSION_ONE_SIDE`])
//! holds only the tigers-to-move stream of each layer. A stream is `code lengths (256 bytes) | blocks u32 |
//! stream bytes u64 | block starts (u32 bit offsets) | stream`. A slot's value
//! (0 a draw, otherwise the distance in half moves plus one) is coded with the
//! stream's canonical Huffman code ([`super::codec`]). The checksum covers
//! every byte before it.

use std::fmt;

/// First bytes of every table file.
pub const MAGIC: &[u8; 8] = b"BAGHCHTB";
/// Format version of a file with both sides to move (the full table).
pub const VERSION: u32 = 2;
/// Format version of a file with only the tigers-to-move positions (the slim
/// table); readers of [`VERSION`] alone refuse it by its number.
pub const VERSION_ONE_SIDE: u32 = 3;
/// The rules a table is solved under, as written in its header.
pub const RULES: &str = "baghchal movement phase: capture reaching goats_to_win wins for tigers; \
side to move without a move loses; positions neither side can force are draws (repetition); \
no move limits";

/// Why a table file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a usable endgame table: {}", self.0)
    }
}

impl std::error::Error for FormatError {}

/// What the header of a good file says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Captures that win for the tigers.
    pub goats_to_win: u8,
    /// Whether only the tigers-to-move positions are stored ([`VERSION_ONE_SIDE`]).
    pub one_side: bool,
    /// Where the data starts.
    pub data_offset: usize,
    /// Bytes of data.
    pub data_len: usize,
}

/// A 64-bit checksum of `bytes` (word-wise multiply-rotate; catches any damage in practice).
pub fn checksum(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut lanes = [K, K ^ 1, K ^ 2, K ^ 3];
    let mut chunks = bytes.chunks_exact(32);
    for chunk in &mut chunks {
        for (i, lane) in lanes.iter_mut().enumerate() {
            let w = u64::from_le_bytes(chunk[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
            *lane = (*lane ^ w).wrapping_mul(K).rotate_left(31);
        }
    }
    let mut h = lanes.iter().fold(bytes.len() as u64, |h, &l| {
        (h ^ l).wrapping_mul(K).rotate_left(27)
    });
    for &b in chunks.remainder() {
        h = (h ^ b as u64).wrapping_mul(K).rotate_left(13);
    }
    h ^ (h >> 32)
}

/// The header bytes for a full table of `goats_to_win` with `data_len` bytes of data.
pub fn header(goats_to_win: u8, tiger_classes: u32, data_len: u64) -> Vec<u8> {
    header_of(VERSION, goats_to_win, tiger_classes, data_len)
}

/// The header bytes for a table file of format `version` ([`VERSION`] or
/// [`VERSION_ONE_SIDE`]).
pub fn header_of(version: u32, goats_to_win: u8, tiger_classes: u32, data_len: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + RULES.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&(RULES.len() as u16).to_le_bytes());
    out.extend_from_slice(RULES.as_bytes());
    out.push(goats_to_win);
    out.extend_from_slice(&tiger_classes.to_le_bytes());
    out.extend_from_slice(&data_len.to_le_bytes());
    out
}

/// Checks a whole file (header, length, checksum) and reads its header;
/// `tiger_classes` is the index's count.
pub fn check(bytes: &[u8], tiger_classes: u32) -> Result<Header, FormatError> {
    let err = |s: &str| Err(FormatError(s.to_string()));
    if bytes.len() < 8 || &bytes[..8] != MAGIC {
        return err("it does not start with the Baghchal table mark (wrong file?)");
    }
    let mut at = 8;
    let mut take = |n: usize| -> Result<&[u8], FormatError> {
        let out = bytes
            .get(at..at + n)
            .ok_or_else(|| FormatError("the file is truncated inside its header".into()))?;
        at += n;
        Ok(out)
    };
    let version = u32::from_le_bytes(take(4)?.try_into().expect("4 bytes"));
    if version != VERSION && version != VERSION_ONE_SIDE {
        return Err(FormatError(format!(
            "format version {version}, this program reads versions {VERSION} and {VERSION_ONE_SIDE}"
        )));
    }
    let rules_len = u16::from_le_bytes(take(2)?.try_into().expect("2 bytes")) as usize;
    let rules = take(rules_len)?;
    if rules != RULES.as_bytes() {
        // The file's own words, escaped and cut short: they may be anything.
        let text = String::from_utf8_lossy(rules);
        let shown: String = text
            .chars()
            .take(120)
            .flat_map(char::escape_debug)
            .collect();
        let more = if text.chars().count() > 120 {
            "..."
        } else {
            ""
        };
        return Err(FormatError(format!(
            "it was built for other rules: '{shown}{more}'"
        )));
    }
    let goats_to_win = take(1)?[0];
    if !(1..=20).contains(&goats_to_win) {
        return Err(FormatError(format!(
            "goats_to_win {goats_to_win} is outside 1..=20"
        )));
    }
    let classes = u32::from_le_bytes(take(4)?.try_into().expect("4 bytes"));
    if classes != tiger_classes {
        return Err(FormatError(format!(
            "it indexes {classes} tiger classes, this program {tiger_classes}"
        )));
    }
    let data_len = u64::from_le_bytes(take(8)?.try_into().expect("8 bytes"));
    let data_offset = at;
    // A damaged length must not overflow: a panic in debug builds, a wrap in release.
    let Some(total) = data_len.checked_add(data_offset as u64 + 8) else {
        return Err(FormatError(format!(
            "its data length {data_len} is impossible (damaged header)"
        )));
    };
    if (bytes.len() as u64) < total {
        return Err(FormatError(format!(
            "the file is truncated: {} bytes, expected {total}",
            bytes.len()
        )));
    }
    if bytes.len() as u64 > total {
        return Err(FormatError(format!(
            "the file has {} bytes, expected {total} (something appended?)",
            bytes.len()
        )));
    }
    let body = &bytes[..bytes.len() - 8];
    let stored = u64::from_le_bytes(bytes[bytes.len() - 8..].try_into().expect("8 bytes"));
    if checksum(body) != stored {
        return err("its checksum does not match: the file is damaged");
    }
    Ok(Header {
        goats_to_win,
        one_side: version == VERSION_ONE_SIDE,
        data_offset,
        data_len: data_len as usize,
    })
}
