import HeaderKitRuntime

/// A stand-in for a `UIView`: the properties a header sets on one.
public final class StandInView {
  /// `alpha`.
  public var alpha = 1.0
  /// `layer.zPosition`.
  public var zPosition = 0.0
  /// `transform`, about the view's centre.
  public var transform = ViewTransform.identity
  /// `bounds.size`: a transform about an anchor other than the centre depends on it.
  public var width = 0.0, height = 0.0

  /// A view at rest: opaque, untransformed.
  public init() {}

  /// Writes what the header sets, as HeaderKitUIKit writes a `UIView`.
  func apply(_ values: ViewValues) {
    if let alpha = values.alpha { self.alpha = alpha }
    if let zPosition = values.zPosition { self.zPosition = zPosition }
    if let transform = values.transform { self.transform = transform }
  }
}

/// A stand-in for an `NSLayoutConstraint`.
public final class StandInConstraint {
  /// `constant`.
  public var constant = 0.0

  /// A constraint with a constant of 0.
  public init() {}
}
