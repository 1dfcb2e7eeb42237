#if canImport(SwiftUI) && canImport(UIKit)
import HeaderKitDriver
import HeaderKitRuntime
public import SwiftUI

extension View {
  /// Drives `model` from this `ScrollView`: its offsets along the model's
  /// axis, and from iOS 18 its scroll phases, become the driver's
  /// callbacks, as a `UIScrollViewDelegate`'s would.
  ///
  /// The offset is the distance the content has scrolled from its rest
  /// position: 0 at rest, positive towards the end (a `UIScrollView`'s
  /// `contentOffset` plus its `adjustedContentInset`, so a spec for SwiftUI
  /// needs no `inset:`). What each iOS version gives:
  ///
  /// | | iOS 16 and 17 | iOS 18 and later |
  /// |---|---|---|
  /// | offsets | read by ``headerKitScrollContent(_:)`` on the content (the content's top edge in the scroll view, through a preference key): every move is a scroll | `onScrollGeometryChange`: moves under a finger or while coasting are drags |
  /// | end of a gesture, snaps | none: SwiftUI reports no gesture, so snaps never start | `onScrollPhaseChange`, mapped by `ScrollDriver.scrollPhaseChanged(from:to:velocity:)` |
  /// | release velocity | none | `ScrollPhaseChangeContext.velocity`, read as points per second |
  /// | hand-off (`hold`, `consume`, `overflow`), snaps that move the content | not written back: the content goes on scrolling | written through a `ScrollPosition` in a transaction that keeps the scroll's velocity |
  /// | Reduce Motion | `accessibilityReduceMotion` | the same |
  ///
  /// SwiftUI applies a `ScrollPosition` after the callback returns, not
  /// inside it as UIKit applies `contentOffset`; none of this runs in
  /// HeaderKit's CI, which type-checks it only. For a spec with a hand-off,
  /// `HeaderViewBinding` on a `UIScrollView` is the tested path.
  public func headerKitScroll<Header>(_ model: HeaderKitModel<Header>) -> some View {
    modifier(HeaderKitScroll(model: model))
  }

  /// Reports this scroll view content's offset to ``headerKitScroll(_:)``
  /// before iOS 18 (which reads the scroll view's geometry itself): put it
  /// on the `ScrollView`'s content.
  ///
  /// ```swift
  /// ScrollView { rows.headerKitScrollContent(header) }.headerKitScroll(header)
  /// ```
  public func headerKitScrollContent<Header>(_ model: HeaderKitModel<Header>) -> some View {
    modifier(ContentOffsetReader(horizontal: model.horizontal))
  }
}

/// `headerKitScroll`: the geometry and phases from iOS 18, the content's
/// offset before; Reduce Motion from the environment on both.
struct HeaderKitScroll<Header: ScrollDrivenHeader>: ViewModifier {
  let model: HeaderKitModel<Header>
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    driven(content)
      .onAppear { model.systemReducesMotion = reduceMotion }
      .onChange(of: reduceMotion) { model.systemReducesMotion = $0 }
  }

  private func driven(_ content: Content) -> AnyView {
    if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
      return AnyView(content.modifier(ScrollGeometryDriver(model: model)))
    }
    return AnyView(
      content.coordinateSpace(name: ContentOffsetKey.space)
        .onPreferenceChange(ContentOffsetKey.self) { offset in
          // Main-actor code whether or not the SDK marks this closure
          // @Sendable (Xcode 16.2's did).
          MainActor.assumeIsolated {
            if let offset { model.didScroll(to: offset) }
          }
        })
  }
}

/// The content's offset in the scroll view, before iOS 18: how far its
/// leading or top edge has moved up or left of the scroll view's.
struct ContentOffsetKey: PreferenceKey {
  /// The coordinate space `headerKitScroll` names on the scroll view.
  static let space = "HeaderKitScrollView"

  static var defaultValue: Double? { nil }

  static func reduce(value: inout Double?, nextValue: () -> Double?) {
    value = value ?? nextValue()
  }
}

/// `headerKitScrollContent`: reports the content's offset through
/// ``ContentOffsetKey``.
struct ContentOffsetReader: ViewModifier {
  let horizontal: Bool

  func body(content: Content) -> some View {
    content.background(alignment: .topLeading) {
      GeometryReader { geometry in
        Color.clear.preference(key: ContentOffsetKey.self, value: offset(of: geometry))
      }
    }
  }

  private func offset(of geometry: GeometryProxy) -> Double {
    let space: CoordinateSpace = .named(ContentOffsetKey.space)
    let frame = geometry.frame(in: space)
    return -Double(horizontal ? frame.minX : frame.minY)
  }
}

/// iOS 18: offsets and phases from the scroll view itself, and write-backs
/// through a `ScrollPosition` that keeps the scroll going.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
struct ScrollGeometryDriver<Header: ScrollDrivenHeader>: ViewModifier {
  let model: HeaderKitModel<Header>
  @State private var position = ScrollPosition()

  func body(content: Content) -> some View {
    let horizontal = model.horizontal
    return
      content
      .scrollPosition($position)
      .onScrollGeometryChange(for: Double.self) { geometry in
        horizontal
          ? Double(geometry.contentOffset.x) + Double(geometry.contentInsets.leading)
          : Double(geometry.contentOffset.y) + Double(geometry.contentInsets.top)
      } action: { _, offset in
        model.didScroll(to: offset)
      }
      .onScrollPhaseChange { old, new, context in
        let velocity = context.velocity.map { Double(horizontal ? $0.dx : $0.dy) } ?? 0
        model.scrollPhaseChanged(
          from: ScrollViewPhase(old), to: ScrollViewPhase(new), velocity: velocity)
      }
      .onAppear {
        model.scrollWriter = { [position = $position] offset in
          // An offset from rest, as the offsets above are: ScrollPosition's
          // scrollTo is taken to measure from the same place (Apple
          // documents only that it clamps to the content), not verified here.
          var transaction = Transaction()
          transaction.scrollPositionUpdatePreservesVelocity = true
          withTransaction(transaction) {
            if horizontal {
              position.wrappedValue.scrollTo(x: CGFloat(offset))
            } else {
              position.wrappedValue.scrollTo(y: CGFloat(offset))
            }
          }
        }
      }
  }
}

@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
extension ScrollViewPhase {
  /// The driver's name for SwiftUI's phase (`ScrollPhase` is frozen: these
  /// five cases are all).
  init(_ phase: ScrollPhase) {
    switch phase {
    case .idle: self = .idle
    case .tracking: self = .tracking
    case .interacting: self = .interacting
    case .decelerating: self = .decelerating
    case .animating: self = .animating
    }
  }
}
#endif
