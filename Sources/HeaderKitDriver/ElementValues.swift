/// What a header sets on one element target in a frame: each property the
/// spec binds, nil for the others (leave the view's own value alone).
public struct ElementValues: Sendable, Hashable {
  /// `alpha`.
  public var alpha: Double?
  /// `layer.zPosition`.
  public var zPosition: Double?
  /// `transform`: the target's translate, scale and rotation composed (see
  /// ``ViewTransform/init(translateX:translateY:scaleX:scaleY:rotation:)``);
  /// nil when the spec binds none of them.
  public var transform: ViewTransform?

  /// Values with the given properties set.
  public init(alpha: Double? = nil, zPosition: Double? = nil, transform: ViewTransform? = nil) {
    self.alpha = alpha
    self.zPosition = zPosition
    self.transform = transform
  }
}
