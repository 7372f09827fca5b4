//! Book files: a checksummed header naming the rules, goats-to-win, what the
//! book keeps and the policy's exact parameters, a few of the policy's own
//! answers (so a build whose policy plays differently refuses the book),
//! then per booked side its exceptions sorted by key, and (from version 4)
//! per side the moves Perfect chose ahead of time in the exact layers
//! (`bot::prepared`), sorted the same way.
//!
//! Layout (little-endian): `magic (8) | version u32 | rules length u16 |
//! rules | goats_to_win u8 | keep u8 (0 exact, 1 at least a draw) | root
//! side u8 | root key u64 | nodes u32
//! | table bytes u32 | seed u64 | exact from u8 | rule u8 (0 none, 1 a
//! formation: then its points u32 and captures first u8) | answers u8 | per
//! answer: side u8, key u64,
//! move code u16 | sections u8 | per section: side u8, count u32, data
//! checksum u64 | choices u8 | per choice section: the same | header
//! checksum u64 | per section, then per choice section: count records of
//! key (7 bytes) and move code (2 bytes)`. Version 2, before rules, had no
//! rule byte, and version 3 no choices; both are still read.

use super::explore::{Exception, Keep};
use super::frame::Key;
use super::policy::{Formation, Policy};
use crate::side::Side;
use crate::tablebase::file::checksum;
use std::fmt;

/// First bytes of every book file.
pub const MAGIC: &[u8; 8] = b"BAGHBOOK";
/// Format version this build writes (2: the policy's exact search; 3: a rule
/// instead of the search, [`Formation`]; 4: choices made ahead of time).
pub const VERSION: u32 = 4;
/// The oldest format version this build still reads.
pub const OLDEST_VERSION: u32 = 2;
/// The rules a book is made under, as written in its header.
pub const RULES: &str = "baghchal placement book: default rules (tigers capture during \
placement, draw3 or no repetition rule, no no-capture limit); keys are canonical \
(tigers, goats, captured) under the 8 symmetries; moves are the policy's unless listed";
/// Bytes of one record: a 7-byte key and a 2-byte move code.
pub const RECORD: usize = 9;
/// The most search nodes a book's policy may ask for.
pub const MAX_NODES: u32 = 10_000_000;
/// The largest transposition table a book's policy may ask for.
pub const MAX_TABLE_BYTES: u32 = 64 << 20;
/// The fewest goats placed from which a book's policy may search exactly:
/// earlier, one exact search can take seconds (the tigers' at ten placed: up
/// to 13 s on this project's machine).
pub const MIN_EXACT_FROM: u8 = 12;

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError(pub String);

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BookError {}

/// One of the policy's answers, kept to recognise the policy.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The side to move.
    pub side: Side,
    /// The position's class key.
    pub key: Key,
    /// The policy's move there, in the canonical frame.
    pub code: u16,
}

/// One booked side's records: its exceptions, or its choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The side the book plays.
    pub side: Side,
    /// Its records.
    pub count: u32,
    /// Where its records start in the file.
    pub start: usize,
}

/// What a book's header says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Captures that win for the tigers.
    pub goats_to_win: u8,
    /// What the booked side keeps.
    pub keep: Keep,
    /// The position the exploration started from (side to move, class key):
    /// the book's guarantee holds in games through it.
    pub root: (Side, Key),
    /// The policy the exceptions correct.
    pub policy: Policy,
    /// Some of the policy's answers.
    pub answers: Vec<Answer>,
    /// The booked sides.
    pub sections: Vec<Section>,
    /// Per side, the moves Perfect chose ahead of time in the exact layers,
    /// where it plays for the win ([`write_with_choices`]); none before
    /// version 4.
    pub choices: Vec<Section>,
}

fn side_byte(side: Side) -> u8 {
    match side {
        Side::Goat => 0,
        Side::Tiger => 1,
    }
}

/// The bytes of a book with no choices.
pub fn write(
    goats_to_win: u8,
    keep: Keep,
    root: (Side, Key),
    policy: Policy,
    answers: &[Answer],
    sections: &[(Side, &[Exception])],
) -> Vec<u8> {
    write_with_choices(goats_to_win, keep, root, policy, answers, sections, &[])
}

/// The records of each list, sorted by key, as the file holds them.
fn records(lists: &[(Side, &[Exception])]) -> Vec<Vec<u8>> {
    lists
        .iter()
        .map(|(_, list)| {
            let mut sorted = list.to_vec();
            sorted.sort_unstable();
            sorted
                .iter()
                .flat_map(|e| {
                    let mut r = e.key.to_le_bytes()[..7].to_vec();
                    r.extend_from_slice(&e.code.to_le_bytes());
                    r
                })
                .collect()
        })
        .collect()
}

/// Each list's side, count and checksum, as the header holds them.
fn list_headers(out: &mut Vec<u8>, lists: &[(Side, &[Exception])], data: &[Vec<u8>]) {
    out.push(lists.len() as u8);
    for ((side, list), bytes) in lists.iter().zip(data) {
        out.push(side_byte(*side));
        out.extend_from_slice(&(list.len() as u32).to_le_bytes());
        out.extend_from_slice(&checksum(bytes).to_le_bytes());
    }
}

/// The bytes of a book whose `choices` list, per side, the moves Perfect
/// plays in the exact layers where it chose them ahead of time.
pub fn write_with_choices(
    goats_to_win: u8,
    keep: Keep,
    root: (Side, Key),
    policy: Policy,
    answers: &[Answer],
    sections: &[(Side, &[Exception])],
    choices: &[(Side, &[Exception])],
) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(RULES.len() as u16).to_le_bytes());
    out.extend_from_slice(RULES.as_bytes());
    out.push(goats_to_win);
    out.push(match keep {
        Keep::Exact => 0,
        Keep::Draw => 1,
    });
    out.push(side_byte(root.0));
    out.extend_from_slice(&root.1.to_le_bytes());
    out.extend_from_slice(&policy.nodes.to_le_bytes());
    out.extend_from_slice(&policy.table_bytes.to_le_bytes());
    out.extend_from_slice(&policy.seed.to_le_bytes());
    out.push(policy.exact_from);
    match policy.formation {
        None => out.push(0),
        Some(f) => {
            out.push(1);
            out.extend_from_slice(&f.points.to_le_bytes());
            out.push(u8::from(f.captures_first));
        }
    }
    out.push(answers.len() as u8);
    for a in answers {
        out.push(side_byte(a.side));
        out.extend_from_slice(&a.key.to_le_bytes());
        out.extend_from_slice(&a.code.to_le_bytes());
    }
    let data = records(sections);
    let chosen = records(choices);
    list_headers(&mut out, sections, &data);
    list_headers(&mut out, choices, &chosen);
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    for bytes in data.iter().chain(&chosen) {
        out.extend_from_slice(bytes);
    }
    out
}

/// Reads the fields of a header in order, refusing a short file.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], BookError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| BookError("the file is cut short: not a whole book".into()))?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }
    fn u8(&mut self) -> Result<u8, BookError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, BookError> {
        Ok(u16::from_le_bytes(
            self.take(2)?.try_into().expect("2 bytes"),
        ))
    }
    fn u32(&mut self) -> Result<u32, BookError> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }
    fn u64(&mut self) -> Result<u64, BookError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }
    /// A list's side, count and checksum per section.
    fn list_headers(&mut self) -> Result<Vec<(Side, u32, u64)>, BookError> {
        let mut parts = Vec::new();
        for _ in 0..self.u8()? {
            parts.push((self.side()?, self.u32()?, self.u64()?));
        }
        Ok(parts)
    }

    /// The sections `parts` describe, each checked against its checksum;
    /// `what` names their records in an error.
    fn sections(
        &mut self,
        parts: Vec<(Side, u32, u64)>,
        what: &str,
    ) -> Result<Vec<Section>, BookError> {
        let mut sections = Vec::new();
        for (side, count, sum) in parts {
            if sections.iter().any(|s: &Section| s.side == side) {
                return Err(BookError(format!(
                    "two sections of {what} for the {}s",
                    side.name()
                )));
            }
            let start = self.at;
            // A forged count must not wrap on a 32-bit phone.
            let len = (count as usize)
                .checked_mul(RECORD)
                .ok_or_else(|| BookError(format!("{count} {what}: more than a book can hold")))?;
            let data = self.take(len)?;
            if checksum(data) != sum {
                return Err(BookError(format!(
                    "the {}s' {what} do not match their checksum: the file is damaged",
                    side.name()
                )));
            }
            sections.push(Section { side, count, start });
        }
        Ok(sections)
    }

    fn side(&mut self) -> Result<Side, BookError> {
        match self.u8()? {
            0 => Ok(Side::Goat),
            1 => Ok(Side::Tiger),
            b => Err(BookError(format!(
                "side byte {b} is neither goats (0) nor tigers (1)"
            ))),
        }
    }
}

/// Checks a whole book (header, its checksum, every section's checksum and
/// length) and returns its header.
pub fn check(bytes: &[u8]) -> Result<Header, BookError> {
    let mut r = Reader { bytes, at: 0 };
    if r.take(8).ok() != Some(&MAGIC[..]) {
        return Err(BookError("not a Baghchal book file".into()));
    }
    let version = r.u32()?;
    if !(OLDEST_VERSION..=VERSION).contains(&version) {
        return Err(BookError(format!(
            "book format version {version}, this program reads versions {OLDEST_VERSION} to {VERSION}"
        )));
    }
    let rules_len = r.u16()? as usize;
    let rules = r.take(rules_len)?;
    if rules != RULES.as_bytes() {
        let text: String = String::from_utf8_lossy(rules).chars().take(120).collect();
        return Err(BookError(format!(
            "the book is for other rules: {}",
            text.escape_default()
        )));
    }
    let goats_to_win = r.u8()?;
    if !(1..=20).contains(&goats_to_win) {
        return Err(BookError(format!(
            "goats_to_win {goats_to_win} is outside 1..=20"
        )));
    }
    let keep = match r.u8()? {
        0 => Keep::Exact,
        1 => Keep::Draw,
        b => return Err(BookError(format!("unknown keep byte {b}"))),
    };
    let root = (r.side()?, r.u64()?);
    let mut policy = Policy {
        nodes: r.u32()?,
        table_bytes: r.u32()?,
        seed: r.u64()?,
        exact_from: r.u8()?,
        formation: None,
    };
    if version >= 3 {
        policy.formation = match r.u8()? {
            0 => None,
            1 => Some(Formation {
                points: r.u32()?,
                captures_first: match r.u8()? {
                    0 => false,
                    1 => true,
                    b => return Err(BookError(format!("unknown captures-first byte {b}"))),
                },
            }),
            b => return Err(BookError(format!("unknown policy rule byte {b}"))),
        };
        if policy.formation.is_some_and(|f| f.points >> 25 != 0) {
            return Err(BookError("the formation names points off the board".into()));
        }
    }
    // A forged header must not make the loader search for minutes or
    // allocate a huge table on a phone.
    if policy.nodes == 0
        || policy.nodes > MAX_NODES
        || policy.table_bytes > MAX_TABLE_BYTES
        || !(MIN_EXACT_FROM..=20).contains(&policy.exact_from)
    {
        return Err(BookError(format!(
            "the policy's parameters are out of range ({} nodes, {} table bytes, exact from {} placed)",
            policy.nodes, policy.table_bytes, policy.exact_from
        )));
    }
    let mut answers = Vec::new();
    for _ in 0..r.u8()? {
        answers.push(Answer {
            side: r.side()?,
            key: r.u64()?,
            code: r.u16()?,
        });
    }
    let parts = r.list_headers()?;
    let choice_parts = if version >= 4 {
        r.list_headers()?
    } else {
        Vec::new()
    };
    let header_end = r.at;
    if r.u64()? != checksum(&bytes[..header_end]) {
        return Err(BookError(
            "the header does not match its checksum: the file is damaged".into(),
        ));
    }
    let sections = r.sections(parts, "moves")?;
    let choices = r.sections(choice_parts, "choices")?;
    if r.at != bytes.len() {
        return Err(BookError(format!(
            "{} bytes after the last section: not a book this program wrote",
            bytes.len() - r.at
        )));
    }
    Ok(Header {
        goats_to_win,
        keep,
        root,
        policy,
        answers,
        sections,
        choices,
    })
}

/// Record `i` of a section: its key and move code.
fn record(bytes: &[u8], section: &Section, i: usize) -> (Key, u16) {
    let at = section.start + i * RECORD;
    let mut k = [0u8; 8];
    k[..7].copy_from_slice(&bytes[at..at + 7]);
    (
        u64::from_le_bytes(k),
        u16::from_le_bytes([bytes[at + 7], bytes[at + 8]]),
    )
}

/// Every record of a section, in the file's order (by key).
pub fn records_of<'a>(
    bytes: &'a [u8],
    section: &'a Section,
) -> impl Iterator<Item = Exception> + 'a {
    (0..section.count as usize).map(move |i| {
        let (key, code) = record(bytes, section, i);
        Exception { key, code }
    })
}

/// The move code listed for `key` in a section's records, if any.
pub fn find(bytes: &[u8], section: &Section, key: Key) -> Option<u16> {
    let (mut lo, mut hi) = (0usize, section.count as usize);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let (k, code) = record(bytes, section, mid);
        match k.cmp(&key) {
            std::cmp::Ordering::Equal => return Some(code),
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
        }
    }
    None
}
