// apple-typecheck: platforms ios macos
// Stub of SwiftUI, as much as HeaderKit uses, for scripts/apple-typecheck. Written from Apple's
// documentation:
//   https://developer.apple.com/documentation/swiftui/view
//   https://developer.apple.com/documentation/swiftui/view/opacity(_:)
//   https://developer.apple.com/documentation/swiftui/view/zindex(_:)
//   https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)
//   https://developer.apple.com/documentation/swiftui/visualeffect
//   https://developer.apple.com/documentation/swiftui/emptyvisualeffect
//   https://developer.apple.com/documentation/swiftui/geometryproxy
//   https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
//   https://developer.apple.com/documentation/swiftui/scrollgeometry
//   https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
//   https://developer.apple.com/documentation/swiftui/scrollphase
//   https://developer.apple.com/documentation/swiftui/viewbuilder
//   https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
//   https://developer.apple.com/documentation/swiftui/viewmodifier
//   https://developer.apple.com/documentation/swiftui/modifiedcontent
//   https://developer.apple.com/documentation/swiftui/view/modifier(_:)
//   https://developer.apple.com/documentation/swiftui/anyview
//   https://developer.apple.com/documentation/swiftui/color/clear
//   https://developer.apple.com/documentation/swiftui/dynamicproperty
//   https://developer.apple.com/documentation/swiftui/observedobject
//   https://developer.apple.com/documentation/swiftui/state
//   https://developer.apple.com/documentation/swiftui/binding
//   https://developer.apple.com/documentation/swiftui/environment
//   https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
//   https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
//   https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
//   https://developer.apple.com/documentation/swiftui/alignment
//   https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
//   https://developer.apple.com/documentation/swiftui/geometryreader
//   https://developer.apple.com/documentation/swiftui/geometryproxy
//   https://developer.apple.com/documentation/swiftui/coordinatespace
//   https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
//   https://developer.apple.com/documentation/swiftui/preferencekey
//   https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
//   https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
//   https://developer.apple.com/documentation/swiftui/animatable
//   https://developer.apple.com/documentation/swiftui/vectorarithmetic
//   https://developer.apple.com/documentation/swiftui/emptyanimatabledata
//   https://developer.apple.com/documentation/swiftui/geometryeffect
//   https://developer.apple.com/documentation/swiftui/geometryeffect/effectvalue(size:)
//   https://developer.apple.com/documentation/swiftui/projectiontransform
//   https://developer.apple.com/documentation/swiftui/edgeinsets
//   https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
//   https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
//   https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity
//   https://developer.apple.com/documentation/swiftui/unitpoint
//   https://developer.apple.com/documentation/swiftui/scrollposition
//   https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:)
//   https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:)
//   https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:)
//   https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
//   https://developer.apple.com/documentation/swiftui/transaction
//   https://developer.apple.com/documentation/swiftui/transaction/scrollpositionupdatepreservesvelocity
//   https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
// Bodies are placeholders: only the declarations matter to a type-check.
@_exported import Combine
@_exported import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @MainActor @preconcurrency var body: Self.Body { get }
}

// What a stub's `some View` placeholder body (fatalError()) returns, as in SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VisualEffect: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VisualEffect {
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    EmptyVisualEffect()
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint { fatalError() }
  public var contentInsets: EdgeInsets { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollPhaseChangeContext {
  public var velocity: CGVector? { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@frozen public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
  nonisolated public func zIndex(_ value: Double) -> some View { fatalError() }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View { fatalError() }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View { fatalError() }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase) -> Void
  ) -> some View { fatalError() }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> some View { fatalError() }

  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }

  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    fatalError()
  }

  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 10.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { fatalError() }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { fatalError() }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { fatalError() }

  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  { fatalError() }

  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable { fatalError() }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  )
    -> some View
  { fatalError() }
}

// MARK: Building views

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
  public func body(content: Self.Content) -> Self.Body { fatalError() }
}

/// The content a modifier's `body(content:)` receives.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: View, Hashable, Sendable {
  public static let clear = Color()
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let topLeading = Alignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
}

// MARK: Data flow

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  public mutating func update() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }
  @MainActor @preconcurrency public var wrappedValue: ObjectType
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  public var accessibilityReduceMotion: Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  public init() {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  public var scrollPositionUpdatePreservesVelocity: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{ fatalError() }

// MARK: Geometry and preferences

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GeometryReader<Content: View>: View {
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  case global, local
  case named(AnyHashable)
  public static func named<T: Hashable>(_ name: T) -> CoordinateSpace { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { fatalError() }
  public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
  public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ProjectionTransform {
  public init(_ m: CGAffineTransform) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

// MARK: Scroll position

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollPosition {
  public init(idType: (some Hashable & Sendable).Type = Never.self) { fatalError() }
  public mutating func scrollTo(x: CGFloat) { fatalError() }
  public mutating func scrollTo(y: CGFloat) { fatalError() }
}
