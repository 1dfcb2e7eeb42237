#if canImport(SwiftUI) && canImport(UIKit)
import HeaderKitDriver
import HeaderKitRuntime
public import SwiftUI

extension View {
  /// Applies an element target's alpha, z-order and transform to this view,
  /// the transform about the target's anchor for the view's size, as
  /// UIKit's. Observes only that target: the view is redrawn when its
  /// values change, not at every scroll frame.
  public func headerKitTarget<Header>(_ name: String, in model: HeaderKitModel<Header>)
    -> some View
  {
    modifier(TargetEffect(target: model.target(named: name)))
  }
}

/// A view built from one target's values — a constraint target's constant
/// for a `frame(height:)`, a colour, a custom number — redrawn when they
/// change, and only then.
///
/// ```swift
/// HeaderKitReader("headerHeight", in: header) { values in
///   Color.blue.frame(height: values.constant ?? 88)
/// }
/// ```
public struct HeaderKitReader<Content: View>: View {
  @ObservedObject private var target: HeaderKitTargetValues
  private let content: (TargetValues) -> Content

  /// A view that shows `content` for the target called `name` of `model`.
  public init<Header>(
    _ name: String, in model: HeaderKitModel<Header>,
    @ViewBuilder content: @escaping (TargetValues) -> Content
  ) {
    target = model.target(named: name)
    self.content = content
  }

  public var body: some View { content(target.values) }
}

/// `headerKitTarget`: observes one target, applies its values.
struct TargetEffect: ViewModifier {
  @ObservedObject var target: HeaderKitTargetValues

  func body(content: Content) -> some View {
    let values = target.values.view
    return
      content
      .opacity(values.alpha ?? 1)
      .zIndex(values.zPosition ?? 0)
      .modifier(
        AnchoredTransform(
          transform: values.transform ?? .identity, anchorX: target.target?.anchorX ?? 0.5,
          anchorY: target.target?.anchorY ?? 0.5))
  }
}

/// A target's transform about its anchor, given as SwiftUI draws: about the
/// view's top-left corner, for the size SwiftUI lays the view out at.
struct AnchoredTransform: GeometryEffect {
  let transform: ViewTransform
  let anchorX, anchorY: Double

  nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
    let (width, height) = (Double(size.width), Double(size.height))
    let t = transform.about(anchorX: anchorX, anchorY: anchorY, width: width, height: height)
      .aboutTopLeft(width: width, height: height)
    return ProjectionTransform(
      CGAffineTransform(
        a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx),
        ty: CGFloat(t.ty)))
  }
}
#endif
