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
// Bodies are placeholders: only the declarations matter to a type-check.
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
}
