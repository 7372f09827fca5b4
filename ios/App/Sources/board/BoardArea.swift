import BaghchalKit
import SwiftUI

/// The board: one `Canvas` turned and zoomed as a whole, the touch gestures,
/// and one VoiceOver element per point. Touches are turned into points by
/// ``BoardGeometry`` and handed to `input` (the table's model or the puzzle
/// trainer), which decides what they mean.
struct BoardArea: View {
    let input: any BoardInput
    let table: TableState
    /// The hint's move, marked on the board, if one is shown.
    let suggestion: HintMove?
    /// How fast the last move slides in.
    let speed: Speed
    /// How the player has turned and zoomed the board (only the view, never the game); nil for
    /// a fixed straight board, whose only gestures are taps and piece drags (issue 37).
    let view: Binding<ViewTransform>?
    /// The analysis board's value marks: a point and the value of the best move it stands for.
    var marks: [Int: Evaluation.Outcome] = [:]
    /// While a set-up is entered: what a tap on any point does, for VoiceOver (every point takes it).
    var editAction: String?

    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme
    /// Where the dragged piece is under the finger (screen coordinates).
    @State private var finger: CGPoint?
    /// What the current one-finger drag does, decided where it starts.
    @State private var drag: DragRole?
    /// The finger's previous position while a drag turns the board.
    @State private var turnedFrom: CGPoint?
    /// The current pinch's magnification, nil when there is none. The board is shown
    /// at `view` pinched by it, and `view` takes it only when the pinch ends; SwiftUI
    /// resets it when a pinch is cancelled (a call, a system gesture), which simply
    /// leaves the board as it was before the pinch, with nothing stale kept.
    @GestureState private var pinchScale: Double?
    /// True while a one-finger drag is under way. SwiftUI resets it when the gesture
    /// ends or is cancelled; a cancel (a system pull-down, a call) runs no `onEnded`.
    @GestureState private var dragActive = false
    /// Follows the table's move serial; animating it slides the last move in. Nil until
    /// this board has shown one (``MoveSlide/slides(from:animated:)``).
    @State private var shownSerial: Double?

    private enum DragRole {
        case piece(start: CGPoint)
        case turn(start: CGPoint)
        /// On a fixed board: a drag that moves no piece does nothing.
        case nothing(start: CGPoint)

        var start: CGPoint {
            switch self {
            case .piece(let start), .turn(let start), .nothing(let start): start
            }
        }
    }

    /// The player's view, or straight on a fixed board.
    private var playerView: ViewTransform { view?.wrappedValue ?? .straight }

    /// The view as shown: the player's, with any pinch under way.
    private var shownView: ViewTransform { playerView.pinched(by: pinchScale ?? 1) }

    var body: some View {
        GeometryReader { proxy in
            let screen = BoardGeometry(size: proxy.size.width, view: shownView)
            ZStack {
                BoardPicture(
                    table: table,
                    painter: BoardPainter(geometry: BoardGeometry(size: proxy.size.width), palette: .forScheme(scheme)),
                    serial: table.moveSerial,
                    shownSerial: shownSerial ?? Double(table.moveSerial),
                    animated: table.animateLast,
                    dragged: table.dragging ? finger.map(screen.toBoard) : nil,
                    suggestion: suggestion,
                    marks: marks
                )
                // Zoom and turn commute about the centre; BoardGeometry.toScreen does the same.
                .scaleEffect(screen.view.zoom)
                .rotationEffect(.degrees(screen.view.rotation))
                .accessibilityHidden(true)

                ForEach(Points.all, id: \.self) { point in
                    pointElement(point, screen)
                }
            }
            .contentShape(Rectangle())
            .gesture(tap(screen))
            .simultaneousGesture(dragGesture(screen))
            .simultaneousGesture(pinch)
        }
        .aspectRatio(1, contentMode: .fit)
        .clipped()
        .accessibilityElement(children: .contain)
        .accessibilityLabel(words.text(.boardDescription))
        .onChange(of: table.moveSerial, initial: true) { _, serial in
            if MoveSlide.slides(from: shownSerial, animated: table.animateLast) {
                withAnimation(.linear(duration: MoveSlide.seconds(speed.moveAnimation))) {
                    shownSerial = Double(serial)
                }
            } else {
                shownSerial = Double(serial)
            }
        }
        .onChange(of: dragActive) { _, active in
            // `onEnded` has already cleared `drag` after a normal end; still set, the
            // drag was cancelled: the model puts the piece back down.
            guard !active, drag != nil else { return }
            if case .piece = drag { input.endDrag(at: nil) }
            drag = nil
            finger = nil
            turnedFrom = nil
        }
    }

    /// What VoiceOver reads and does for `point`: an element the size of the point's
    /// cell, placed where the point is drawn. `position` comes last: a positioned view
    /// fills its parent, so an element made after it would cover the whole board.
    private func pointElement(_ point: Int, _ screen: BoardGeometry) -> some View {
        let about = words.accessibility(
            of: point, in: table, hint: suggestion, mark: marks[point], freeBoard: input.isFreeBoard)
        let action = editAction ?? about.action
        return Color.clear
            .frame(width: screen.pointCellSide, height: screen.pointCellSide)
            .contentShape(Rectangle())
            // Touches go to the board's gestures underneath; this is for VoiceOver only.
            .allowsHitTesting(false)
            .accessibilityElement()
            .accessibilityLabel(about.label)
            .accessibilityValue(about.value)
            .accessibilityHint(action ?? "")
            .accessibilityAddTraits(action == nil ? [] : .isButton)
            .accessibilityAction {
                // Double tap: the model ignores a tap that does nothing here, as on screen.
                input.tap(point)
            }
            .accessibilityActions {
                // The same, by name in VoiceOver's actions, where there is something to do.
                if let action {
                    Button(action) { input.tap(point) }
                }
            }
            .position(screen.position(of: point))
    }

    private func tap(_ screen: BoardGeometry) -> some Gesture {
        SpatialTapGesture()
            .onEnded { value in
                if let point = screen.point(at: value.location) {
                    input.tap(point)
                } else {
                    input.tapOutside()
                }
            }
    }

    /// One finger: a piece of the player's that can move follows it; from anywhere
    /// else it turns the board about its centre.
    private func dragGesture(_ screen: BoardGeometry) -> some Gesture {
        DragGesture()
            .updating($dragActive) { _, active, _ in active = true }
            .onChanged { value in
                // A new start means a new drag, even if the last one was cancelled without ending.
                if drag?.start != value.startLocation {
                    if let point = screen.point(at: value.startLocation), input.beginDrag(at: point) {
                        drag = .piece(start: value.startLocation)
                    } else if view != nil {
                        drag = .turn(start: value.startLocation)
                        turnedFrom = value.startLocation
                    } else {
                        drag = .nothing(start: value.startLocation)
                    }
                }
                switch drag {
                case .piece:
                    finger = value.location
                case .turn:
                    // Two fingers zoom; they do not also turn.
                    if pinchScale == nil, let from = turnedFrom {
                        view?.wrappedValue = playerView.rotated(by: screen.rotation(from: from, to: value.location))
                    }
                    turnedFrom = value.location
                case .nothing, nil:
                    break
                }
            }
            .onEnded { value in
                if case .piece = drag { input.endDrag(at: screen.point(at: value.location)) }
                drag = nil
                finger = nil
                turnedFrom = nil
            }
    }

    /// Two fingers zoom (not a fixed board). Only a pinch that ends changes `view`; see `pinchScale`.
    private var pinch: some Gesture {
        MagnifyGesture()
            .updating($pinchScale) { value, scale, _ in
                if view != nil { scale = Double(value.magnification) }
            }
            .onEnded { value in view?.wrappedValue = playerView.pinched(by: Double(value.magnification)) }
    }
}

/// The painted board. Animatable in the shown move serial, so SwiftUI's
/// animation drives the last move's slide frame by frame.
private struct BoardPicture: View, Animatable {
    let table: TableState
    let painter: BoardPainter
    let serial: Int
    var shownSerial: Double
    /// False when the serial changed without a slide (take back, new game, restore):
    /// then the new position is drawn at once, not first at the move's start for the
    /// frame before `onChange` catches `shownSerial` up.
    let animated: Bool
    let dragged: CGPoint?
    let suggestion: HintMove?
    let marks: [Int: Evaluation.Outcome]

    // Animatable is not tied to the main actor, while a View is.
    nonisolated var animatableData: Double {
        get { shownSerial }
        set { shownSerial = newValue }
    }

    var body: some View {
        let progress = MoveSlide.progress(serial: serial, shownSerial: shownSerial, animated: animated)
        Canvas { context, _ in
            painter.paint(
                &context, table: table, progress: progress, dragged: dragged, suggestion: suggestion, marks: marks)
        }
    }
}
