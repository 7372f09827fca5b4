// A declaration-only stand-in for Apple's SwiftUI, so that the app's sources
// (ios/App/Sources) can be type-checked on Linux (.ci/typecheck-ios-app.sh).
// It declares only what the app uses, with the signatures of Apple's documentation
// (developer.apple.com, the iOS 18/26 SDKs: `@MainActor @preconcurrency` views,
// `@MainActor` button actions, `@isolated(any) @Sendable` binding closures; where
// the newest documentation writes `@ContentBuilder`, earlier SDKs and this file
// have `@ViewBuilder`, which builds the same views for the app). Nothing
// here runs: every body is a `fatalError()` stub, and modifiers return a content-free
// `some View`. It is NOT SwiftUI: no layout, no state, no rendering, no environment
// propagation; it says nothing about how the app looks or behaves.
// Types are `nonisolated` as Apple's are (a `Path` or `Color` is not tied to the main
// actor although it is a view). Where a signature is simplified or was not checked
// against Apple's, the comment says "Guess" or "Simplified". When the app starts using something new, add it
// here with Apple's declaration.

@_exported import Foundation
// Apple's SwiftUI re-exports Observation (an app can write @Observable importing SwiftUI only).
@_exported import Observation

// MARK: - Views and builders

/// A part of the user interface.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View, Scene, Gesture, ToolbarContent {
    public typealias Body = Never
    public typealias Value = Never
    // An explicit return: View, Scene and ToolbarContent each name a builder for `body`.
    public var body: Never { return fatalError() }
}

/// The builder of view content (`@ViewBuilder`).
@available(iOS 13.0, *)
@resultBuilder
nonisolated public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// What a `@ViewBuilder` closure of several views builds.
@available(iOS 13.0, *)
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// What an `if`/`else` in a `@ViewBuilder` builds.
@available(iOS 13.0, *)
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// What every modifier of this stand-in returns, behind `some View`: Apple's are
/// `ModifiedContent` values or opaque types, which the app never names either.
@available(iOS 13.0, *)
nonisolated public struct _ModifiedView<Content>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

/// A property SwiftUI updates before a view's body is read.
@available(iOS 13.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - Apps and scenes

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, *)
extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
@resultBuilder
nonisolated public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@available(iOS 14.0, *)
nonisolated public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - State and environment

@available(iOS 13.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, *)
extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

@available(iOS 13.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The closures take the actor of the context they are written in (a view's
    /// body: the main actor); `@_inheritActorContext` is in Apple's interface,
    /// though not in its documentation.
    @preconcurrency public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}
@available(iOS 13.0, *)
extension Binding: DynamicProperty {}

@available(iOS 13.0, *)
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public init(wrappedValue: Value, resetTransaction: Transaction) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { fatalError() }
}

@available(iOS 13.0, *)
extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {}
}

@available(iOS 13.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, *)
public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set {}
    }
}

@available(iOS 14.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

@available(iOS 14.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

@available(iOS 15.0, *)
public enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct Transaction {
    public init() {}
}

// MARK: - Animation

@available(iOS 13.0, *)
nonisolated public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static var easeInOut: Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static var linear: Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
}

@available(iOS 13.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

@available(iOS 13.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

@available(iOS 13.0, *)
extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, *)
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { fatalError() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { fatalError() }
}

/// A type whose `animatableData` SwiftUI interpolates. Not tied to the main actor.
@available(iOS 13.0, *)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { fatalError() }
        set {}
    }
}

@available(iOS 13.0, *)
nonisolated public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
}

// MARK: - Geometry and layout values

@available(iOS 13.0, *)
nonisolated public struct Angle: Hashable, Sendable {
    public init(degrees: Double) {}
    public init(radians: Double) {}
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static func radians(_ radians: Double) -> Angle { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct UnitPoint: Hashable, Sendable {
    public init(x: CGFloat, y: CGFloat) {}
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
}

@available(iOS 13.0, *)
nonisolated public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

@available(iOS 13.0, *)
nonisolated public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

@available(iOS 13.0, *)
nonisolated public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

@available(iOS 13.0, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

@available(iOS 13.0, *)
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

@available(iOS 13.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

@available(iOS 13.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

@available(iOS 13.0, *)
nonisolated public struct GeometryProxy {
    public var size: CGSize { fatalError() }
}

@available(iOS 14.0, *)
nonisolated public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

@available(iOS 14.0, *)
nonisolated public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

@available(iOS 14.0, *)
nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// MARK: - Colours, fonts and styles

/// A colour, a style and a view.
@available(iOS 13.0, *)
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable {
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public static let secondary = Color(red: 0, green: 0, blue: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public var body: Never { fatalError() }
}

/// `.red` where a shape style is wanted (Apple: `ShapeStyle where Self == Color`, iOS 15).
@available(iOS 13.0, *)
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
}

@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 15.0, *)
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

@available(iOS 15.0, *)
nonisolated public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

@available(iOS 15.0, *)
nonisolated public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thin = Material()
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thinMaterial: Material { .thin }
}

@available(iOS 13.0, *)
nonisolated public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    @available(iOS 14.0, *)
    public static let title2 = Font()
    @available(iOS 14.0, *)
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    @available(iOS 14.0, *)
    public static let caption2 = Font()

    public func bold() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    @available(iOS 15.0, *)
    public func monospacedDigit() -> Font { fatalError() }

    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

@available(iOS 15.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

@available(iOS 15.0, *)
nonisolated public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

@available(iOS 15.0, *)
nonisolated public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
}

@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}
@available(iOS 15.0, *)
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
}
@available(iOS 15.0, *)
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
}
@available(iOS 13.0, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol PickerStyle {}
@available(iOS 13.0, *)
nonisolated public struct SegmentedPickerStyle: PickerStyle {
    nonisolated public init() {}
}
@available(iOS 14.0, *)
nonisolated public struct InlinePickerStyle: PickerStyle {
    nonisolated public init() {}
}
@available(iOS 14.0, *)
nonisolated public struct MenuPickerStyle: PickerStyle {
    nonisolated public init() {}
}
@available(iOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
@available(iOS 14.0, *)
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
@available(iOS 14.0, *)
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol LabelStyle {}
@available(iOS 14.0, *)
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
}
@available(iOS 14.0, *)
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
}
@available(iOS 14.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
@available(iOS 14.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

@available(iOS 16.0, *)
nonisolated public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
}

@available(iOS 13.0, *)
nonisolated public struct NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

@available(iOS 16.0, *)
nonisolated public struct NavigationPath {
    public init() {}
}

// MARK: - Accessibility values

@available(iOS 13.0, *)
nonisolated public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits()
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        fatalError()
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

@available(iOS 13.0, *)
nonisolated public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
}

// MARK: - Text, images and controls

/// Text never needs a localization key here: the app shows its own words verbatim.
@available(iOS 13.0, *)
nonisolated public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

@available(iOS 13.0, *)
nonisolated public struct Text: View, Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public var body: Never { fatalError() }
}

/// Text's own modifiers return `Text`, so styled pieces can still be joined with `+`.
@available(iOS 13.0, *)
extension Text {
    nonisolated public func font(_ font: Font?) -> Text { self }
    @available(iOS 16.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    nonisolated public func bold() -> Text { self }
    @available(iOS 15.0, *)
    nonisolated public func monospacedDigit() -> Text { self }
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

@available(iOS 13.0, *)
nonisolated public struct Image: View, Equatable, Sendable {
    public init(systemName: String) {}
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
nonisolated public struct Label<Title: View, Icon: View>: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

@available(iOS 13.0, *)
nonisolated public struct Toggle<Label: View>: View {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

/// CoreTransferable's, which SwiftUI re-exports: what a share link sends or a paste button takes.
/// Simplified: Apple's requires `static var transferRepresentation`; only the conformances the app
/// relies on are declared.
@available(iOS 16.0, *)
public protocol Transferable {}
@available(iOS 16.0, *)
extension String: Transferable {}
@available(iOS 16.0, *)
extension Never: Transferable {}

/// The system share sheet behind a button (iOS 16). Only the text item with a label, the app's one use.
@available(iOS 16.0, *)
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    @preconcurrency nonisolated public init(
        item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<String> {}
}

/// The system's paste button (iOS 16): it reads the pasteboard when tapped, with no prompt.
@available(iOS 16.0, *)
nonisolated public struct PasteButton: View {
    @preconcurrency nonisolated public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

@available(iOS 13.0, *)
nonisolated public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

// MARK: - Containers

@available(iOS 13.0, *)
nonisolated public struct VStack<Content: View>: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct HStack<Content: View>: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct ZStack<Content: View>: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
nonisolated public struct LazyVStack<Content: View>: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
nonisolated public struct LazyVGrid<Content: View>: View {
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct Group<Content> {}

@available(iOS 13.0, *)
extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

@available(iOS 13.0, *)
nonisolated public struct ScrollView<Content: View>: View {
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
nonisolated public struct ScrollViewReader<Content: View>: View {
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct GeometryReader<Content: View>: View {
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) {}
}

@available(iOS 13.0, *)
nonisolated public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - Toolbars

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

@available(iOS 14.0, *)
@resultBuilder
nonisolated public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

@available(iOS 14.0, *)
nonisolated public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
}

@available(iOS 14.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: - Shapes and drawing

@available(iOS 13.0, *)
public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, *)
extension Shape {
    public var body: _ShapeView<Self> { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct _ShapeView<Content: Shape>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}

@available(iOS 13.0, *)
nonisolated public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Rectangle { fatalError() }
}

@available(iOS 13.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

@available(iOS 13.0, *)
nonisolated public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> RoundedRectangle { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Capsule { fatalError() }
}

/// CoreGraphics's line ends and joins, which Apple's SwiftUI re-exports.
@available(iOS 2.0, *)
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

@available(iOS 2.0, *)
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

@available(iOS 13.0, *)
nonisolated public struct Path: Shape, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(ellipseIn rect: CGRect) {}
    public func path(in rect: CGRect) -> Path { self }
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func closeSubpath() {}
}

@available(iOS 13.0, *)
nonisolated public struct StrokeStyle: Equatable, Sendable {
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {}
}

@available(iOS 13.0, *)
nonisolated public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

@available(iOS 13.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// What a `Canvas` draws into.
@available(iOS 15.0, *)
nonisolated public struct GraphicsContext {
    public var opacity: Double

    public struct Shading: Sendable {
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
    }

    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {}
}

@available(iOS 15.0, *)
nonisolated public struct Canvas<Symbols: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Canvas where Symbols == EmptyView {
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

// MARK: - Gestures

@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

@available(iOS 13.0, *)
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
}

@available(iOS 13.0, *)
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// Simplified: Apple's (iOS 17) takes `coordinateSpace: some CoordinateSpaceProtocol = .local`.
@available(iOS 16.0, *)
nonisolated public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
    public var body: Never { fatalError() }
}

/// Main-actor isolated, as Apple declares it (so it is built on the main actor).
/// Simplified: Apple's (iOS 17) takes `coordinateSpace: some CoordinateSpaceProtocol = .local`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { fatalError() }
        public var velocity: CGSize { fatalError() }
        public var predictedEndLocation: CGPoint { fatalError() }
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public var body: Never { fatalError() }
}

@available(iOS 17.0, *)
nonisolated public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Gesture {
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
    /// Main-actor isolated, as Apple declares it.
    @MainActor @preconcurrency public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> { fatalError() }
}

@available(iOS 13.0, *)
extension Gesture where Self.Value: Equatable {
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

// MARK: - Modifiers

@available(iOS 13.0, *)
extension View {
    // Text and colour
    nonisolated public func font(_ font: Font?) -> some View { _ModifiedView<Self>() }
    @available(iOS 16.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _ModifiedView<Self>() }
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize { _ModifiedView<Self>() }
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _ModifiedView<Self>() }

    // Layout
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView<Self>() }
    nonisolated public func padding(_ length: CGFloat) -> some View { _ModifiedView<Self>() }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _ModifiedView<Self>()
    }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _ModifiedView<Self>() }
    nonisolated public func fixedSize() -> some View { _ModifiedView<Self>() }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _ModifiedView<Self>() }
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _ModifiedView<Self>()
    }
    nonisolated public func position(_ position: CGPoint) -> some View { _ModifiedView<Self>() }
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _ModifiedView<Self>() }
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _ModifiedView<Self>() }
    nonisolated public func clipped(antialiased: Bool = false) -> some View { _ModifiedView<Self>() }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _ModifiedView<Self>() }

    // Backgrounds and overlays
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle, T: InsettableShape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView<Self>()
    }
    @available(iOS 15.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView<Self>()
    }

    // Interaction
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _ModifiedView<Self>() }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _ModifiedView<Self>() }
    nonisolated public func disabled(_ disabled: Bool) -> some View { _ModifiedView<Self>() }
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _ModifiedView<Self>()
    }
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _ModifiedView<Self>()
    }
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _ModifiedView<Self>()
    }

    // Life cycle and changes
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { _ModifiedView<Self>() }
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _ModifiedView<Self>()
    }
    // Guess: `@_inheritActorContext` as on Binding's closures (not in the documentation).
    @available(iOS 15.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { _ModifiedView<Self>() }
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _ModifiedView<Self>() }
    nonisolated public func transition(_ t: AnyTransition) -> some View { _ModifiedView<Self>() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _ModifiedView<Self>()
    }

    // Presentation and navigation
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 16.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _ModifiedView<Self>()
    }
    @available(iOS 14.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _ModifiedView<Self>()
    }
    @available(iOS 14.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _ModifiedView<Self>() }

    // Controls and lists
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
    nonisolated public func labelsHidden() -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, *)
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { _ModifiedView<Self>() }
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView<Self>() }
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { _ModifiedView<Self>() }

    // Accessibility
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _ModifiedView<Self>()
    }
    @_disfavoredOverload
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { _ModifiedView<Self>() }
    @_disfavoredOverload
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { _ModifiedView<Self>() }
    @_disfavoredOverload
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _ModifiedView<Self>() }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { _ModifiedView<Self>() }
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { _ModifiedView<Self>() }
    /// Not used by the app: the iOS 18 modifier the type-check's self-test writes into an
    /// app file, to show that a declaration newer than the deployment target fails.
    @available(iOS 18.0, *)
    nonisolated public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 16.0, *)
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _ModifiedView<Self>()
    }
}

// MARK: - VoiceOver focus and wrapping rows

/// The first of its children that fits the space offered, along `axes`.
@available(iOS 16.0, *)
nonisolated public struct ViewThatFits<Content: View>: View {
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Where VoiceOver's focus is, as a value a view sets to move it.
@available(iOS 15.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// The binding ``View/accessibilityFocused(_:)`` takes.
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
    }
    /// As Apple's, which also has `init<T>() where Value == T?`.
    public init() where Value == Bool {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
}

@available(iOS 15.0, *)
extension View {
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        _ModifiedView<Self>()
    }
}
