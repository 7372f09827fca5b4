import BaghchalKit
import SwiftUI

/// The board's colours in light and dark mode, the same as the Android app's;
/// everything else uses the system's semantic colours.
struct Palette {
    let wood: Color
    let line: Color
    let goat: Color
    let goatEdge: Color
    let tiger: Color
    let tigerStripe: Color
    let hintDot: Color
    let target: Color
    let ring: Color
    let lastMove: Color
    /// A hint's diamonds.
    let hint: Color
    /// A marked move in the review's log.
    let slip: Color
    /// Counters and the tally box.
    let badge: Color

    /// The palette for `scheme`.
    static func forScheme(_ scheme: ColorScheme) -> Palette { scheme == .dark ? dark : light }

    static let light = Palette(
        wood: Color(rgb: 0xE8D2A6), line: Color(rgb: 0x5A3A1C),
        goat: Color(rgb: 0xFDFBF6), goatEdge: Color(rgb: 0x3B3B3B),
        tiger: Color(rgb: 0xE07B12), tigerStripe: Color(rgb: 0x2B1A0A),
        hintDot: Color(rgb: 0x5A3A1C, opacity: 0.4), target: Color(rgb: 0x1F6F5C),
        ring: Color(rgb: 0x0B5CAD), lastMove: Color(rgb: 0x8A4B0F, opacity: 0.2),
        hint: Color(rgb: 0x2E8B3A), slip: Color(rgb: 0xB3261E),
        badge: Color(rgb: 0xC9EDE0))

    static let dark = Palette(
        wood: Color(rgb: 0x3A2D20), line: Color(rgb: 0xD9B983),
        goat: Color(rgb: 0xF2EFE8), goatEdge: Color(rgb: 0x101010),
        tiger: Color(rgb: 0xF39A3A), tigerStripe: Color(rgb: 0x24160A),
        hintDot: Color(rgb: 0xD9B983, opacity: 0.5), target: Color(rgb: 0x6FD6B8),
        ring: Color(rgb: 0x8CC4FF), lastMove: Color(rgb: 0xFFB77A, opacity: 0.25),
        hint: Color(rgb: 0x8EE39A), slip: Color(rgb: 0xFFB4AB),
        badge: Color(rgb: 0x005142))
}

extension Palette {
    /// The colour of a how-to diagram's mark: the leap's three points and a wall's filled points.
    func diagramMark(_ mark: BoardDiagram.Mark) -> Color {
        switch mark {
        case .leaper: ring
        case .jumped: slip
        case .landing: target
        case .blocked: hint
        }
    }
}

extension Color {
    /// A colour from a `0xRRGGBB` literal, as design tools write them.
    init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            .sRGB,
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            opacity: opacity)
    }
}
