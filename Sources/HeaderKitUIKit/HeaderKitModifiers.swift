#if canImport(SwiftUI) && canImport(UIKit)
import HeaderKitDriver
import HeaderKitRuntime
public import SwiftUI

@available(iOS 18, tvOS 18, visionOS 2, *)
extension View {
  /// Drives `model` from this `ScrollView`: offsets (`contentOffset.y`, or
  /// `.x` for a model made with `horizontal: true`) and scroll phases become
  /// the driver's callbacks, as a `UIScrollViewDelegate`'s would.
  public func headerKitScroll<Header>(_ model: HeaderKitModel<Header>) -> some View {
    let horizontal = model.horizontal
    return onScrollGeometryChange(for: Double.self) {
      Double(horizontal ? $0.contentOffset.x : $0.contentOffset.y)
    } action: { _, offset in
      model.send { _ = $0.didScroll(ScrollViewState(offset: offset)) }
    }
    .onScrollPhaseChange { old, new in
      model.send { $0.scrollPhaseChanged(from: ScrollViewPhase(old), to: ScrollViewPhase(new)) }
    }
  }

  /// Applies an element target's alpha, z-order and transform to this view;
  /// the transform turns and scales about the target's anchor, as UIKit's does.
  public func headerKitTarget<Header>(_ name: String, in model: HeaderKitModel<Header>)
    -> some View
  {
    // About the centre here; about the anchor once the view's size is known.
    let values = model.values(of: name, width: 0, height: 0)
    let target = model.plan.target(named: name)
    let (anchorX, anchorY) = (target?.anchorX ?? 0.5, target?.anchorY ?? 0.5)
    return opacity(values.alpha ?? 1)
      .zIndex(values.zPosition ?? 0)
      .visualEffect { content, geometry in
        let (width, height) = (Double(geometry.size.width), Double(geometry.size.height))
        let t = (values.transform ?? .identity)
          .about(anchorX: anchorX, anchorY: anchorY, width: width, height: height)
          .aboutTopLeft(width: width, height: height)
        return content.transformEffect(
          CGAffineTransform(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d),
            tx: CGFloat(t.tx), ty: CGFloat(t.ty)))
      }
  }
}

@available(iOS 18, tvOS 18, visionOS 2, *)
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
