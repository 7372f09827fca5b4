import Foundation
import Testing

@testable import BaghchalKit

/// What VoiceOver hears as the table changes, the Hint button that keeps its focus,
/// and the fading note's clock.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AnnouncementTests {
    @Test func aChangedTurnAndVerdictAreAnnouncedTogether() throws {
        for language in AppLanguage.allCases {
            let words = try catalogWords(language)
            let goats = words.text(.turnGoatsMove)
            let tigers = words.text(.turnTigersMove)
            let draw = words.text(.verdictDraw)
            let win = words.plural(.verdictTigersWin, count: 7)
            let line = { (turn: String, verdict: String?) in StatusLines(turn: turn, verdict: verdict, isReview: false) }
            // The turn alone; the verdict alone (the switch turned on, a table loaded); both at once in one announcement.
            #expect(words.statusAnnouncement(from: line(goats, draw), to: line(tigers, draw)) == tigers)
            #expect(words.statusAnnouncement(from: line(goats, nil), to: line(goats, draw)) == draw)
            #expect(
                words.statusAnnouncement(from: line(goats, draw), to: line(tigers, win))
                    == words.text(.statusAnnouncement, .text(tigers), .text(win)))
            // A verdict that goes away, or nothing changed: nothing to say.
            #expect(words.statusAnnouncement(from: line(goats, draw), to: line(goats, nil)) == nil)
            #expect(words.statusAnnouncement(from: line(goats, draw), to: line(goats, draw)) == nil)
            #expect(words.statusAnnouncement(from: line(goats, draw), to: line(tigers, nil)) == tigers)
            // Review says its own steps; opening and closing it announces nothing here.
            let reviewed = StatusLines(turn: tigers, verdict: nil, isReview: true)
            #expect(words.statusAnnouncement(from: line(goats, draw), to: reviewed) == nil)
            #expect(words.statusAnnouncement(from: reviewed, to: line(goats, draw)) == nil)
        }
        let en = try catalogWords(.english)
        #expect(en.text(.statusAnnouncement, "Tigers to move", "Drawn with best play") == "Tigers to move. Drawn with best play")
    }

    @Test func theStatusLinesOfATableWithTheVerdictOn() async throws {
        try await loadG3Table()
        let engine = try #require(try ratedPositions()[.win])
        let side = engine.snapshot().toMove
        let storage = savedTable(
            engine, setup: TableSetup(mode: .play, side: side == .goat ? .goats : .tigers, goatsToWin: 3), humans: [side])
        let h = Harness(storage: storage)
        defer { h.kill() }
        let en = try catalogWords(.english)
        let off = en.statusLines(try h.table, mode: .play)
        #expect(off.verdict == nil && !off.isReview)
        #expect(off.turn == en.turn(try h.table, mode: .play))
        h.model.updatePreferences { $0.showVerdict = true }
        let on = en.statusLines(try h.table, mode: .play)
        let distance = try #require(engine.evaluate().distance)
        #expect(on.verdict == en.plural(.verdictYouWin, count: distance))
        // Switching the verdict on is heard: only the new line.
        #expect(en.statusAnnouncement(from: off, to: on) == on.verdict)
    }

    @Test func theHintButtonStaysFromTheRequestUntilTheSuggestionIsShown() async throws {
        let h = await seated(playGoats)
        defer { h.kill() }
        #expect(h.model.hintOffer == .ready && h.model.canHint)
        h.model.requestHint()
        // The same button, disabled, while Perfect searches: VoiceOver's focus has somewhere to stay.
        #expect(h.model.hintOffer == .searching && !h.model.canHint)
        await h.idle()
        #expect(h.model.hints.shown != nil)
        #expect(h.model.hintOffer == .shown && !h.model.canHint)
        // The player plays; the bot's turn offers no hint.
        let hint = try #require(h.model.hints.shown)
        h.model.tap(hint.to)
        #expect(h.model.hintOffer == .none)
        await h.idle()
        #expect(h.model.hintOffer == .ready)
        // The menu open: no button.
        h.model.setMenuOpen(true)
        #expect(h.model.hintOffer == .none)
        h.model.setMenuOpen(false)
        // Watching: never.
        let w = Harness()
        defer { w.kill() }
        w.model.updateSetup { $0 = TableSetup(mode: .watch, level: .easy) }
        w.model.startTable()
        #expect(w.model.hintOffer == .none)
    }

    @Test func aSecondRefusedRepeatKeepsItsNoteItsFullTime() async throws {
        var dice = Dice(7)
        let engine = try Engine(goatsToWin: 5, repetition: .forbid)
        try playIntoMovement(engine, &dice)
        let storage = savedTable(engine, setup: TableSetup(mode: .passAndPlay, repetition: .forbid), humans: [.goat, .tiger])
        let h = Harness(storage: storage)
        defer { h.kill() }
        let refused = try refuseARepeat(h, engine)
        let first = try h.table.noteSerial
        #expect(try h.table.note == .repeatForbidden)
        // The view waits out the first note's time; a second refusal cancels that wait (the
        // view's task restarts for the new serial), which must not take the new note away.
        let firstWait = Task { await h.model.noteTimeIsUp(first, after: .seconds(3600)) }
        await Task.yield()
        h.model.tap(refused.from)
        h.model.tap(refused.to)
        let second = try h.table.noteSerial
        #expect(second == first + 1)
        firstWait.cancel()
        #expect(await firstWait.value == false, "a cancelled wait lets nothing fade")
        #expect(try h.table.note == .repeatForbidden)
        // A wait that ran out for an older note lets nothing fade either.
        #expect(await h.model.noteTimeIsUp(first, after: .zero) == false)
        #expect(try h.table.note == .repeatForbidden)
        // The second note's own wait running out lets it fade.
        #expect(await h.model.noteTimeIsUp(second, after: .zero))
        h.model.dismissNote()
        #expect(await h.model.noteTimeIsUp(second, after: .zero) == false, "no note left to fade")
    }

    @Test func aCancelledWaitLetsNothingFadeEvenForTheSameNote() async throws {
        var dice = Dice(7)
        let engine = try Engine(goatsToWin: 5, repetition: .forbid)
        try playIntoMovement(engine, &dice)
        let storage = savedTable(engine, setup: TableSetup(mode: .passAndPlay, repetition: .forbid), humans: [.goat, .tiger])
        let h = Harness(storage: storage)
        defer { h.kill() }
        try refuseARepeat(h, engine)
        let serial = try h.table.noteSerial
        let wait = Task { await h.model.noteTimeIsUp(serial, after: .seconds(3600)) }
        wait.cancel()
        #expect(await wait.value == false)
        #expect(try h.table.note == .repeatForbidden)
    }

    /// Under `forbid`, a goat and a tiger step out and the goat steps back; the tiger's
    /// step back would bring a position back, so the core refuses it with a note.
    /// Returns that refused step, to try again.
    @discardableResult
    private func refuseARepeat(_ h: Harness, _ engine: Engine) throws -> (from: Int, to: Int) {
        let shuttle = try #require(try findShuttle(engine))
        for (from, to) in [shuttle.goat, shuttle.tiger, (shuttle.goat.to, shuttle.goat.from)] {
            h.model.tap(from)
            h.model.tap(to)
        }
        let refused = (from: shuttle.tiger.to, to: shuttle.tiger.from)
        h.model.tap(refused.from)
        h.model.tap(refused.to)
        return refused
    }
}
