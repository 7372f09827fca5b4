import Testing

@testable import BaghchalKit

@MainActor
private final class RecordingFeedback: Feedback {
    var events: [String] = []
    func moved(captured: Bool) { events.append(captured ? "eat" : "move") }
    func picked() { events.append("pick") }
    func gameOver() { events.append("over") }
}

/// What the board draws and what the phone clicks and buzzes for, decided by the model.
@MainActor
@Suite(.serialized)
struct FeedbackTests {
    @Test func clicksAndHapticsFollowTheGame() throws {
        let feedback = RecordingFeedback()
        let model = TableModel(storage: MemoryStorage(), feedback: feedback, timing: .instant, seed: 1)
        model.updateSetup { $0 = passAndPlay }
        model.startTable()
        #expect(feedback.events.isEmpty, "sitting down plays no sound")
        model.tap(b1)
        model.tap(a1)
        model.tap(c1)  // the a1 tiger leaps over b1
        #expect(feedback.events == ["move", "pick", "eat"])
        model.tap(99)
        model.tap(c1)  // the goats place, and the tiger stands there now
        #expect(feedback.events.count == 3, "illegal touches are silent")
        model.resign()
        #expect(feedback.events == ["move", "pick", "eat", "over"], "resigning is no move: only the end sounds")
    }

    @Test func hintsComeFromTheModel() async throws {
        let h = await seated(passAndPlay)
        var hints = try h.table.hints
        #expect(hints.dots == (try h.table.placeHints))
        #expect(hints.dots.count == 21)
        #expect(hints.discs.isEmpty && hints.ring == nil && hints.trail == nil)
        h.model.tap(c3)
        hints = try h.table.hints
        #expect(hints.trail == BoardHints.Trail(from: nil, to: c3, eaten: nil))
        #expect(hints.dots.isEmpty, "the tigers do not place")
        h.model.tap(a1)
        hints = try h.table.hints
        #expect(hints.ring == a1)
        #expect(hints.discs == Set(try h.table.targets.map(\.to)))
    }

    @Test func speedShortensTheBotsPauseAndTheAnimation() {
        #expect(Speed.x1.moveAnimation == .milliseconds(320))
        #expect(Speed.x2.moveAnimation == .milliseconds(160))
        #expect(Speed.x4.moveAnimation == .milliseconds(80))
        #expect(Speed.allCases.map(\.factor) == [1, 2, 4])
        #expect(Timing.standard.botPause(at: .x1) == .milliseconds(700))
        #expect(Timing.standard.botPause(at: .x4) == .milliseconds(175))
        #expect(Timing.standard.nextGame(at: .x2) == .milliseconds(1500))
    }
}
