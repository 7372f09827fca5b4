import Testing
@testable import BaghchalKit

@Test func pointNames() {
    #expect(Points.name(12) == "c3")
}
