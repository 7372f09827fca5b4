import BaghchalKit
import SwiftUI

/// The how-to-play page: every section of ``HowToPlay`` for the rules in force,
/// with its diagrams drawn by the board painter. Shown as a sheet from the set-up
/// page and from the table's menu.
struct HowToPlayScreen: View {
    let rules: RulesInForce
    let close: () -> Void

    @Environment(\.words) private var words

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 20) {
                    ForEach(Array(HowToPlay.sections(rules, words: words).enumerated()), id: \.offset) { _, section in
                        VStack(alignment: .leading, spacing: 8) {
                            Text(verbatim: section.title)
                                .font(.title3.bold())
                                .accessibilityAddTraits(.isHeader)
                            ForEach(Array(section.paragraphs.enumerated()), id: \.offset) { _, paragraph in
                                Text(verbatim: paragraph)
                                    .font(.body)
                                    .fixedSize(horizontal: false, vertical: true)
                            }
                            if let diagram = section.diagram {
                                DiagramView(diagram: diagram)
                                    .frame(maxWidth: 320)
                                    .frame(maxWidth: .infinity)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(words.text(.howTitle))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(words.text(.close), action: close)
                }
            }
        }
    }
}

/// One diagram: a square board painted by ``BoardPainter``, read by VoiceOver as one sentence.
private struct DiagramView: View {
    let diagram: BoardDiagram
    @Environment(\.words) private var words
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        GeometryReader { proxy in
            let painter = BoardPainter(geometry: BoardGeometry(size: proxy.size.width), palette: .forScheme(scheme))
            Canvas { context, _ in
                painter.paint(&context, diagram: diagram)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .accessibilityElement()
        .accessibilityLabel(words.description(of: diagram))
        .accessibilityAddTraits(.isImage)
    }
}
