import Foundation
import Testing

@testable import BaghchalKit

/// Issue 42 §4: the player's slips as drills, through the real core and the goats-to-win 3
/// table: listed from a known history, judged right and wrong (the refutation played on the
/// board), progress counted and learned after two right answers, a damaged progress text
/// skipped without touching the kept games, "Practise this slip" from a kept game's review,
/// and the words in both languages.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct DrillTests {
    /// A goats-to-win 3 game with slips the table knows of (seeded moves to its end) and its marks.
    private func gameWithSlips() async throws -> (record: String, marks: [Int]) {
        try await loadG3Table()
        for seed in UInt64(1)...UInt64(12) {
            var dice = Dice(seed)
            let engine = try Engine(goatsToWin: 3, repetition: .draw3)
            try playIntoMovement(engine, &dice)
            for _ in 0..<80 { guard try playOneMove(engine, &dice) else { break } }
            if !engine.snapshot().isOver { try engine.resign(engine.snapshot().toMove) }
            let marks = await engine.reviewMarks()
            if marks.count >= 2 { return (engine.record(), marks.sorted()) }
        }
        throw CancellationError()
    }

    private let endedAt = Date(timeIntervalSince1970: 1_796_000_000)

    /// A history holding `record`, kept in `mode` with `side` as the player's.
    private func history(_ record: String, mode: Mode = .passAndPlay, side: Side? = nil) throws -> String {
        try Engine.history(
            "",
            adding: FinishedGame(
                endedAt: endedAt, mode: mode, playerSide: side, level: mode == .passAndPlay ? nil : .hard, matchId: nil,
                record: record))
    }

    /// A harness on the "Your games" page over `storage`, with the drills read.
    private func onGamesPage(_ storage: MemoryStorage) async -> Harness {
        let h = Harness(storage: storage)
        h.model.openGames()
        await h.model.games.waitUntilRead()
        await h.model.drills.waitUntilRead()
        return h
    }

    /// The board points of `notation` played in `drill`'s position.
    private func points(of notation: String, in drill: SlipDrill) throws -> (from: Int, to: Int) {
        let position = try #require(Engine.drillPosition(drill))
        let move = try #require(try position.play(notation: notation).lastMove)
        return (try #require(move.from), move.to)
    }

    /// Answers the drill on screen with `notation` by touch and waits for the judgement (and refutation).
    private func answer(_ trainer: DrillTrainer, _ notation: String) async throws {
        let drill = try #require(trainer.drill)
        let move = try points(of: notation, in: drill)
        trainer.tap(move.from)
        trainer.tap(move.to)
        #expect(trainer.stage == .judging, "judged off the main actor")
        await trainer.waitUntilSettled()
    }

    @Test func theSlipsOfAKnownHistoryAreListedOldestFirstAsReviewMarksThem() async throws {
        let (record, marks) = try await gameWithSlips()
        // Between two people both sides' slips are drills.
        let both = Engine.slipDrills(history: try history(record), progress: "")
        #expect(both.all.map(\.halfMove) == marks, "every slip review marks")
        #expect(both.toPractise == both.all && both.progressRefused == 0)
        #expect(both.all.allSatisfy { $0.rightAnswers == 0 && !$0.learned && $0.gameEndedAt == endedAt })
        let game = try Engine(record: record)
        for drill in both.all {
            #expect(drill.played == game.snapshot().moveLog[drill.halfMove], "the move played in the game")
            #expect(drill.mover == (drill.halfMove % 2 == 0 ? .goat : .tiger))
            let position = try #require(Engine.drillPosition(drill)).snapshot()
            #expect(position.board == (try game.position(at: drill.halfMove)).board && position.toMove == drill.mover)
        }
        // Against the bot only the player's side's; none in a watched game.
        let goats = Engine.slipDrills(history: try history(record, mode: .play, side: .goat), progress: "")
        #expect(goats.all.map(\.halfMove) == marks.filter { $0 % 2 == 0 })
        #expect(Engine.slipDrills(history: try history(record, mode: .watch), progress: "").all.isEmpty)
    }

    @Test func aGameJustKeptIsAmongTheDrillsWhenTheGamesPageOpensAtOnce() async throws {
        let (record, marks) = try await gameWithSlips()
        let h = Harness(storage: MemoryStorage())
        // The keep runs on its own queue; the page opens before it is written.
        h.model.games.keep(
            FinishedGame(endedAt: endedAt, mode: .passAndPlay, playerSide: nil, level: nil, matchId: nil, record: record))
        h.model.openGames()
        await h.model.drills.waitUntilRead()
        #expect(h.model.drills.drills.all.map(\.halfMove) == marks)
        #expect(h.model.drills.isRead && h.model.practiseSlips())
    }

    @Test func aWrongAnswerPlaysTheRefutationAndARightOneCountsUntilLearned() async throws {
        let (record, _) = try await gameWithSlips()
        let storage = MemoryStorage([YourGames.key: try history(record)])
        let h = await onGamesPage(storage)
        let trainer = h.model.drills
        let first = try #require(trainer.drills.toPractise.first)
        #expect(h.model.practiseSlips())
        #expect(h.model.screen == .drills && trainer.drill == first && trainer.stage == .solving)
        #expect(try #require(trainer.table).movable.isEmpty == false, "the slipping side's pieces can be picked up")
        // The slip itself, answered again: wrong, and its refutation played move by move.
        try await answer(trainer, first.played)
        #expect(trainer.stage == .wrong)
        let wrong = try #require(trainer.verdict)
        #expect(!wrong.right && wrong.move.notation == first.played && !wrong.line.isEmpty && !wrong.best.isEmpty)
        #expect(trainer.replayed == wrong.line.count)
        // Played as a LineReplay (issue 43): to its end, the decisive event marked when it is the last step.
        let refutation = try #require(trainer.refutation)
        #expect(refutation.moves == wrong.line && refutation.step == wrong.line.count && refutation.kind == .line)
        #expect(refutation.eventStep == wrong.event?.at)
        #expect(trainer.table?.marked == refutation.marks && trainer.table?.game == refutation.board)
        let log = try #require(trainer.table).game.moveLog
        #expect(Array(log.suffix(wrong.line.count + 1)) == [first.played] + wrong.line.map(\.notation))
        #expect(storage.read(DrillTrainer.progressKey) == nil, "a wrong answer counts nothing")
        let words = try catalogWords(.english)
        #expect(words.drillStatus(trainer).contains(wrong.line[0].notation))
        // Again from the position, with a move that keeps the goal: right, counted and saved.
        trainer.retry()
        #expect(trainer.stage == .solving && trainer.table?.game.moveLog.count == first.halfMove)
        let right = try #require(wrong.best.first { $0.notation != first.played })
        try await answer(trainer, right.notation)
        #expect(trainer.stage == .right && trainer.verdict?.right == true)
        #expect(trainer.drill?.rightAnswers == 1 && trainer.drill?.learned == false)
        #expect(storage.read(DrillTrainer.progressKey) != nil)
        #expect(!trainer.drills.toPractise.contains { $0.id == first.id }, "answered right: no longer to practise")
        #expect(words.drillProgress(try #require(trainer.drill)) == words.text(.drillRightTimes, .number(1), .number(2)))
        // A second right answer marks it learned.
        trainer.retry()
        try await answer(trainer, right.notation)
        #expect(trainer.drill?.rightAnswers == 2 && trainer.drill?.learned == true)
        #expect(words.drillProgress(try #require(trainer.drill)) == words.text(.drillLearned))
        // The progress outlives the app: read afresh, the drill is still learned.
        let again = Engine.slipDrills(
            history: try #require(storage.read(YourGames.key)), progress: try #require(storage.read(DrillTrainer.progressKey)))
        #expect(again.all.first { $0.id == first.id }?.learned == true)
        // "Next slip" walks the rest, oldest first; back to the page.
        trainer.next()
        #expect(trainer.drill?.id == trainer.drills.all.dropFirst().first?.id || trainer.stage == .finished)
        h.model.closeDrills()
        #expect(h.model.screen == .games && trainer.drill == nil)
    }

    @Test func aDamagedProgressTextIsSkippedAloneAndTheKeptGamesAreUntouched() async throws {
        let (record, marks) = try await gameWithSlips()
        let kept = try history(record)
        // One good line (the second slip answered right once) and one the core cannot read.
        let good = "1796000000 \(marks[1]) 1"
        let storage = MemoryStorage([YourGames.key: kept, DrillTrainer.progressKey: "drills 1\n\(good)\nnot a drill\n"])
        let h = await onGamesPage(storage)
        let trainer = h.model.drills
        #expect(trainer.drills.progressRefused == 1, "the bad line skipped alone")
        #expect(trainer.drills.all.map(\.halfMove) == marks, "every drill still listed")
        #expect(trainer.drills.all.map(\.rightAnswers) == marks.map { $0 == marks[1] ? 1 : 0 }, "the good line still counts")
        let words = try catalogWords(.english)
        #expect(words.drillsRefused(trainer.drills) == words.text(.drillProgressUnreadable))
        #expect(h.model.practiseSlips())
        let drill = try #require(trainer.drill)
        try await answer(trainer, drill.played)
        let right = try #require(trainer.verdict?.best.first)
        trainer.retry()
        try await answer(trainer, right.notation)
        #expect(trainer.stage == .right)
        #expect(storage.read(YourGames.key) == kept, "the kept games are only read")
        let saved = try #require(storage.read(DrillTrainer.progressKey))
        #expect(!saved.contains("not a drill"), "the next save drops the damaged line")
        #expect(saved.contains(good), "and keeps the good one")
        #expect(Engine.slipDrills(history: kept, progress: saved).progressRefused == 0)
    }

    @Test func leavingWhileAnAnswerIsJudgedCancelsItAndCountsNothing() async throws {
        let (record, _) = try await gameWithSlips()
        let storage = MemoryStorage([YourGames.key: try history(record)])
        let handles = Handles()
        let trainer = DrillTrainer(
            storage: storage, feedback: NoFeedback(), stepPause: .zero, makeCancelHandle: { handles.make() })
        trainer.refresh()
        await trainer.waitUntilRead()
        #expect(trainer.start(trainer.drills.toPractise))
        let drill = try #require(trainer.drill)
        let move = try points(of: drill.played, in: drill)
        trainer.tap(move.from)
        trainer.tap(move.to)
        #expect(trainer.stage == .judging && handles.all.count == 1)
        trainer.close()
        #expect(handles.all[0].isCancelled, "the judgement is stopped")
        await trainer.waitUntilSettled()
        #expect(trainer.drill == nil && trainer.verdict == nil && storage.read(DrillTrainer.progressKey) == nil)
    }

    @Test func closingTheModelStopsADrillBeingJudged() async throws {
        let (record, _) = try await gameWithSlips()
        let h = await onGamesPage(MemoryStorage([YourGames.key: try history(record)]))
        let trainer = h.model.drills
        #expect(trainer.start(trainer.drills.toPractise))
        let drill = try #require(trainer.drill)
        let move = try points(of: drill.played, in: drill)
        trainer.tap(move.from)
        trainer.tap(move.to)
        #expect(trainer.stage == .judging)
        h.model.close()
        await trainer.waitUntilSettled()
        #expect(trainer.drill == nil && trainer.verdict == nil, "the drill closed with the model")
    }

    @Test func theRefutationIsPlayedOneMoveAtATimeAndARetryStopsIt() async throws {
        let (record, _) = try await gameWithSlips()
        let storage = MemoryStorage([YourGames.key: try history(record)])
        let trainer = DrillTrainer(storage: storage, feedback: NoFeedback(), stepPause: .milliseconds(300))
        trainer.refresh()
        await trainer.waitUntilRead()
        #expect(trainer.start(trainer.drills.toPractise))
        let drill = try #require(trainer.drill)
        let move = try points(of: drill.played, in: drill)
        trainer.tap(move.from)
        trainer.tap(move.to)
        for _ in 0..<2_000 where trainer.stage == .judging { try await Task.sleep(for: .milliseconds(5)) }
        #expect(trainer.stage == .wrong)
        let line = try #require(trainer.verdict?.line)
        #expect(trainer.replayed == 0, "the refutation waits a step before its first move")
        #expect(trainer.table?.game.moveLog.last == drill.played)
        await trainer.waitUntilSettled()
        #expect(trainer.replayed == line.count, "then it is played to its end")
        // Again, and "Try again" during the pause: nothing more is played on the fresh position.
        trainer.retry()
        trainer.tap(move.from)
        trainer.tap(move.to)
        for _ in 0..<2_000 where trainer.stage == .judging { try await Task.sleep(for: .milliseconds(5)) }
        trainer.retry()
        await trainer.waitUntilSettled()
        #expect(trainer.stage == .solving && trainer.replayed == 0)
        #expect(trainer.table?.game.moveLog.count == drill.halfMove, "the drill's position, untouched")
    }

    @Test func withoutATableTheAnswerIsNotJudgedAndSaysSoClearly() async throws {
        // A goats-to-win 5 game: no table for it is loaded in the tests.
        var dice = Dice(3)
        let engine = try Engine(goatsToWin: 5, repetition: .draw3)
        try playIntoMovement(engine, &dice, captures: 0)
        let half = engine.snapshot().moveLog.count
        for _ in 0..<4 { guard try playOneMove(engine, &dice) else { break } }
        try #require(engine.snapshot().moveLog.count > half, "a move played in the movement phase")
        if !engine.snapshot().isOver { try engine.resign(engine.snapshot().toMove) }
        let record = engine.record()
        let played = engine.snapshot().moveLog[half]
        let drill = SlipDrill(
            gameEndedAt: endedAt, halfMove: half, mover: half % 2 == 0 ? .goat : .tiger, goal: .keepDraw, played: played,
            record: record, rightAnswers: 0, learned: false)
        let storage = MemoryStorage()
        let trainer = DrillTrainer(storage: storage, feedback: NoFeedback(), stepPause: .zero)
        #expect(trainer.start([drill]))
        try await answer(trainer, played)
        #expect(trainer.stage == .unjudged && trainer.verdict == nil)
        let words = try catalogWords(.english)
        #expect(words.drillStatus(trainer) == words.text(.drillNotCovered))
        #expect(storage.contents.isEmpty, "nothing counted or saved")
        trainer.retry()
        #expect(trainer.stage == .solving)
    }

    @Test func practiseThisSlipIsOfferedOnThePlayersSlipsInAKeptGamesReview() async throws {
        let (record, marks) = try await gameWithSlips()
        // Kept as a game against the bot by the side of the first slip: only that side's slips are the player's.
        let parity = marks[0] % 2
        let side: Side = parity == 0 ? .goat : .tiger
        let storage = MemoryStorage([YourGames.key: try history(record, mode: .play, side: side)])
        let h = await onGamesPage(storage)
        let row = try #require(h.model.games.listing?.rows.first)
        #expect(h.model.openKeptGame(row))
        let review = h.model.review
        await review.waitForMarks()
        #expect(h.model.slipToPractise == nil, "at the end of the game, not on a slip")
        for mark in marks {
            review.first()
            for _ in 0...mark { review.forward() }
            let offered = h.model.slipToPractise
            #expect((offered != nil) == (mark % 2 == parity), "move \(mark): offered only on the player's slips")
            #expect(offered.map { $0.halfMove == mark } ?? true)
        }
        review.first()
        for _ in 0...marks[0] { review.forward() }
        #expect(h.model.practiseThisSlip())
        #expect(h.model.screen == .drills && h.model.drills.drill?.halfMove == marks[0])
        h.model.closeDrills()
        #expect(h.model.screen == .table && review.isOpen && review.step == marks[0] + 1, "back to the review where it stood")
        // Off a slip (the start of the game), nothing is offered.
        review.first()
        #expect(h.model.slipToPractise == nil && !h.model.practiseThisSlip())
    }

    @Test func theDrillWordsInEnglishAndNepali() throws {
        let drill = SlipDrill(
            gameEndedAt: endedAt, halfMove: 30, mover: .tiger, goal: .keepWin, played: "a1-b1", record: "",
            rightAnswers: 1, learned: false)
        let learned = SlipDrill(
            gameEndedAt: endedAt, halfMove: 30, mover: .goat, goal: .keepDraw, played: "a1-b1", record: "",
            rightAnswers: 2, learned: true)
        let two = SlipDrills(all: [drill, drill], toPractise: [drill, drill], progressRefused: 0)
        let answered = SlipDrills(all: [learned], toPractise: [], progressRefused: 1)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let en = try catalogWords(.english)
        #expect(en.drillTask(drill) == "Tigers to move: find a move that keeps the win")
        #expect(en.drillTask(learned) == "Goats to move: find a move that keeps the draw")
        #expect(en.drillPractiseLabel(two) == "Practise my slips (2)" && en.drillNoneLine(two) == nil)
        #expect(en.drillPractiseLabel(answered) == nil && en.drillNoneLine(answered) == en.text(.drillAllAnswered))
        #expect(en.drillNoneLine(SlipDrills.none) == en.text(.drillNoneFound))
        #expect(en.drillsRefused(answered) == en.text(.drillProgressUnreadable) && en.drillsRefused(two) == nil)
        #expect(en.drillSource(drill, in: utc) == "Your game of 2026-11-30, move 31. Played then: a1-b1.")
        #expect(en.drillProgress(drill) == "Answered right 1 of 2 times.")
        #expect(en.drillProgress(learned) == "Learned: answered right twice.")
        let ne = try catalogWords(.nepali)
        #expect(ne.drillTask(drill) == "बाघको पालो: जित नगुमाउने चाल खोज्नुहोस्")
        #expect(ne.drillPractiseLabel(two) == "मेरा भूलहरूको अभ्यास (२)")
        #expect(ne.drillSource(drill, in: utc) == "२०२६-११-३० को तपाईंको खेल, चाल ३१। त्यतिबेला चलिएको चाल: a1-b1।")
        #expect(ne.drillProgress(drill) == "२ मध्ये १ पटक सही चाल।")
        #expect(ne.drillNoneLine(SlipDrills.none) == "अभ्यास गर्ने भूल छैन: राखिएका खेलहरूमा अहिलेसम्म कुनै भूल भेटिएको छैन।")
    }
}

/// The cancel handles a trainer was given, kept so a test can see them cancelled.
@MainActor
private final class Handles {
    private(set) var all: [CancelHandle] = []

    func make() -> CancelHandle {
        let handle = CancelHandle()
        all.append(handle)
        return handle
    }
}
