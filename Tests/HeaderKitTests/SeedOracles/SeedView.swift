/// A stand-in for `UIView`: a frame, an alpha that may be animated, and a layer.
///
/// Transforms live on the layer and never change the frame here; the seeds read only the
/// untransformed geometry.
final class SeedView {
  var frame: SeedRect
  let layer = SeedLayer()
  private let alphaValue: SeedAnimatableValue

  init(frame: SeedRect, animator: SeedAnimator? = nil) {
    self.frame = frame
    alphaValue = SeedAnimatableValue(1, animator: animator)
  }

  /// The frame's size at the origin.
  var bounds: SeedRect { SeedRect(x: 0, y: 0, width: frame.width, height: frame.height) }

  /// The model alpha, stored unclamped as `UIView` stores it.
  var alpha: Double {
    get { alphaValue.model }
    set { alphaValue.model = newValue }
  }

  /// The alpha as the screen presents it.
  var presentedAlpha: Double { alphaValue.presented }

  /// Frames here are resolved from the constraints on every read, so no layout is pending.
  func layoutIfNeeded() {}
}
