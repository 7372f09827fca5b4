//! A loaded book and Perfect's placement move from it.

use super::code::{decode, encode};
use super::explore::{Exception, Keep};
use super::file::{self, Answer, BookError, Header};
use super::frame::{position_of, Frame};
use super::policy::{Policy, Thinker, Within};
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::settings::Settings;
use crate::side::{Phase, Side};
use crate::tablebase::Tablebase;
use std::path::Path;

/// A checked book held in memory.
#[derive(Debug)]
pub struct Book {
    header: Header,
    bytes: Vec<u8>,
}

/// Each side's list as the file writer takes it.
fn slices(lists: &[(Side, Vec<Exception>)]) -> Vec<(Side, &[Exception])> {
    lists
        .iter()
        .map(|(side, l)| (*side, l.as_slice()))
        .collect()
}

/// Positions whose policy answers a book records: the start and every first
/// placement (goats to move, then tigers to move), and two later boards.
pub fn answer_positions() -> Vec<Position> {
    let mut out = vec![Position::start()];
    let mut list = crate::moves::MoveList::new();
    Position::start().generate(true, &mut list);
    for &m in list.iter() {
        let mut p = Position::start();
        p.play_unchecked(m);
        if !out
            .iter()
            .any(|q| Frame::of(q).key() == Frame::of(&p).key() && q.to_move() == p.to_move())
        {
            out.push(p);
        }
    }
    for (board, side, in_hand) in [
        (".GG.T/.T.../....G/.T.../.GG.T", Side::Tiger, 15),
        ("GGGGG/GGGTG/G.T.G/G...T/TGG..", Side::Goat, 6),
    ] {
        let (t, g) = Position::parse_board(board).expect("a fixed board");
        out.push(Position::new(t, g, side, in_hand, 0).expect("a fixed position"));
    }
    out
}

/// The policy's answers on [`answer_positions`], for a book's header.
pub fn policy_answers(policy: Policy, goats_to_win: u8, table: Option<&Tablebase>) -> Vec<Answer> {
    let mut thinker = Thinker::new(policy);
    answer_positions()
        .iter()
        .filter_map(|pos| {
            let frame = Frame::of(pos);
            let m = thinker.choose_canonical(&frame.canonical, goats_to_win, table)?;
            Some(Answer {
                side: pos.to_move(),
                key: frame.key(),
                code: encode(m),
            })
        })
        .collect()
}

impl Book {
    /// A book from a file's bytes, checked whole.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Book, BookError> {
        let header = file::check(&bytes)?;
        Ok(Book { header, bytes })
    }

    /// Reads and checks the book file at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<Book, BookError> {
        let path = path.as_ref();
        let bytes = crate::files::read(path)
            .map_err(|e| BookError(format!("cannot read {}: {e}", path.display())))?;
        Book::from_bytes(bytes)
    }

    /// Checks that this build's policy, with `table`, gives the answers the
    /// book recorded; a book made by another policy would be wrong here.
    /// Without a table the answers where the policy searches exactly are
    /// skipped: that search needs the table, and its moves need no book.
    pub fn check_policy(&self, table: Option<&Tablebase>) -> Result<(), BookError> {
        let mut thinker = Thinker::new(self.header.policy);
        for a in &self.header.answers {
            let pos = position_of(a.key, a.side)
                .ok_or_else(|| BookError("a recorded answer is not a position".into()))?;
            if table.is_none() && self.header.policy.is_exact_at(&pos) {
                continue;
            }
            let ours = thinker.choose_canonical(&pos, self.header.goats_to_win, table);
            if ours.map(encode) != Some(a.code) {
                return Err(BookError(format!(
                    "this program's placement policy plays otherwise at {}: the book was made by another version",
                    pos.board_string()
                )));
            }
        }
        Ok(())
    }

    /// The header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Captures that win for the tigers in the book's games.
    pub fn goats_to_win(&self) -> u8 {
        self.header.goats_to_win
    }

    /// What the booked side keeps.
    pub fn keep(&self) -> Keep {
        self.header.keep
    }

    /// The sides the book plays.
    pub fn sides(&self) -> Vec<Side> {
        self.header.sections.iter().map(|s| s.side).collect()
    }

    /// Bytes the book takes.
    pub fn size(&self) -> usize {
        self.bytes.len()
    }

    /// How many moves chosen ahead of time the book carries, all sides.
    pub fn choice_count(&self) -> usize {
        self.header.choices.iter().map(|s| s.count as usize).sum()
    }

    /// Every move chosen ahead of time for `side` (its class key and its
    /// move's code in the canonical frame), in key order.
    pub fn choices(&self, side: Side) -> Vec<Exception> {
        self.header
            .choices
            .iter()
            .filter(|s| s.side == side)
            .flat_map(|s| file::records_of(&self.bytes, s))
            .collect()
    }

    /// The move Perfect chose ahead of time for `game`'s position, where
    /// the book carries one: from the booked side's last move before the
    /// exact layer through the first turns of the movement phase, for the
    /// positions a model opponent reaches on the book's lines
    /// (`bot::prepared`), the move Perfect plays there for the win with no
    /// clock, or one that won more games played out. `None` where it
    /// carries none, or for other rules, another goats-to-win, or a game
    /// that is over. Each was checked, when chosen, to keep the position's
    /// value.
    pub fn choice(&self, game: &Game) -> Option<Move> {
        if game.outcome().is_some() || !self.applies(game.settings()) {
            return None;
        }
        self.choice_at(game.position())
    }

    /// The move chosen ahead of time for `pos`, whatever the rules.
    fn choice_at(&self, pos: &Position) -> Option<Move> {
        let section = self
            .header
            .choices
            .iter()
            .find(|s| s.side == pos.to_move())?;
        let frame = Frame::of(pos);
        let code = file::find(&self.bytes, section, frame.key())?;
        decode(&frame.canonical, code).map(|m| frame.to_original(m))
    }

    /// This book's bytes with `choices` (per side, class keys and canonical
    /// move codes) in place of the ones it carries; its header, policy and
    /// exceptions unchanged.
    pub fn with_choices(&self, choices: &[(Side, Vec<Exception>)]) -> Vec<u8> {
        let h = &self.header;
        let exceptions: Vec<(Side, Vec<Exception>)> = h
            .sections
            .iter()
            .map(|s| (s.side, file::records_of(&self.bytes, s).collect()))
            .collect();
        file::write_with_choices(
            h.goats_to_win,
            h.keep,
            h.root,
            h.policy,
            &h.answers,
            &slices(&exceptions),
            &slices(choices),
        )
    }

    /// Whether the book's guarantee holds in games under `settings`: its
    /// goats-to-win, captures during placement, repetition `draw3` or `off`,
    /// no no-capture limit, and no half-move limit short enough to matter.
    pub fn applies(&self, settings: &Settings) -> bool {
        settings.goats_to_win == self.header.goats_to_win && super::exact::rules_fit(settings)
    }

    /// The move the book plays in `game`: its exception if it lists the
    /// position, the policy's move otherwise. `None` outside placement, for a
    /// side or rules the book does not cover, or when the game is over; for
    /// a book whose policy is a rule ([`super::policy::Formation`]), also
    /// off the book's lines ([`Book::on_its_lines`]), where the rule alone
    /// would be no player at all. `table` must be the movement table of the
    /// book's goats-to-win.
    pub fn choose(&self, game: &Game, table: &Tablebase, thinker: &mut Thinker) -> Option<Move> {
        self.choose_within(game, table, thinker, None)
    }

    /// [`choose`](Self::choose) as Perfect plays it: where the book keeps at
    /// least a draw ([`Keep::Draw`]) and the exact search takes over, with
    /// `by` set, the holding move its proof needs, or a win found in time
    /// ([`Thinker::choose_holding_canonical`]), instead of the policy's
    /// uncapped value-keeping move. The holding move is searched for until
    /// `by.hold_by`, then, on the book's lines ([`Book::on_its_lines`],
    /// where the guarantee needs it), to the end; off them the search gives
    /// up with `None`, leaving the move to the bot. A book that keeps
    /// exactly (the tigers' win at goats-to-win 3) plays its policy as ever.
    pub fn choose_within(
        &self,
        game: &Game,
        table: &Tablebase,
        thinker: &mut Thinker,
        by: Option<Within>,
    ) -> Option<Move> {
        let pos = game.position();
        if game.outcome().is_some()
            || pos.phase() != Phase::Placement
            || !self.applies(game.settings())
            || table.goats_to_win() != self.header.goats_to_win
            || thinker.policy() != self.header.policy
        {
            return None;
        }
        let section = self
            .header
            .sections
            .iter()
            .find(|s| s.side == pos.to_move())?;
        if self.header.policy.formation.is_some() && !self.on_its_lines(game, table, thinker) {
            return None;
        }
        let by =
            by.filter(|_| self.header.keep == Keep::Draw && self.header.policy.is_exact_at(pos));
        let Some(by) = by else {
            return self.move_at(pos, section, table, thinker, None);
        };
        let found = self.move_at(pos, section, table, thinker, Some(by));
        if found.is_some() || by.hold_by.is_none() || !self.on_its_lines(game, table, thinker) {
            return found;
        }
        let uncapped = Within {
            hold_by: None,
            ..by
        };
        self.move_at(pos, section, table, thinker, Some(uncapped))
    }

    /// Whether `game` began at the book's root and its booked side has
    /// played the book's move (or a symmetric twin) at every position
    /// before the exact search: only such games stay on the lines the
    /// book was explored on. A move chosen ahead of time counts as the
    /// book's: one is carried before the exact layer only at its last move
    /// there, checked with the exact search to keep the value
    /// ([`Policy::may_choose_at`]).
    pub fn on_its_lines(&self, game: &Game, table: &Tablebase, thinker: &mut Thinker) -> bool {
        let mut pos = *game.start_position();
        if (pos.to_move(), Frame::of(&pos).key()) != self.header.root {
            return false;
        }
        let class_after = |pos: &Position, m: Move| {
            let mut after = *pos;
            after.play_unchecked(m);
            Frame::of(&after).key()
        };
        for played in game.moves() {
            let booked = self
                .header
                .sections
                .iter()
                .find(|s| s.side == pos.to_move());
            if let Some(section) = booked {
                if pos.phase() == Phase::Placement && !self.header.policy.is_exact_at(&pos) {
                    let played = Some(class_after(&pos, played));
                    let ours = self.move_at(&pos, section, table, thinker, None);
                    if ours.map(|m| class_after(&pos, m)) != played
                        && self.choice_at(&pos).map(|m| class_after(&pos, m)) != played
                    {
                        return false;
                    }
                }
            }
            pos.play_unchecked(played);
        }
        true
    }

    /// The book's move at `pos` for `section`'s side: listed, or the policy's.
    fn move_at(
        &self,
        pos: &Position,
        section: &file::Section,
        table: &Tablebase,
        thinker: &mut Thinker,
        by: Option<Within>,
    ) -> Option<Move> {
        let frame = Frame::of(pos);
        let listed = file::find(&self.bytes, section, frame.key())
            .and_then(|code| decode(&frame.canonical, code));
        let m = match listed {
            Some(m) => m,
            None => match by {
                Some(by) => thinker.choose_holding_canonical(&frame.canonical, table, by)?,
                None => thinker.choose_canonical(
                    &frame.canonical,
                    self.header.goats_to_win,
                    Some(table),
                )?,
            },
        };
        Some(frame.to_original(m))
    }
}
