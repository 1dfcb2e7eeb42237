public import HeaderKitRuntime

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
  /// `layer.cornerRadius`, `borderWidth`, `shadowOpacity` and `shadowRadius`.
  public var cornerRadius, borderWidth, shadowOpacity, shadowRadius: Double?
  /// A blur radius in points, for the app to apply (UIKit has no such view property).
  public var blurRadius: Double?
  /// `backgroundColor`, `tintColor`, a label's or text view's `textColor`,
  /// `layer.borderColor` and `layer.shadowColor`.
  public var backgroundColor, tintColor, textColor, borderColor, shadowColor: HeaderColor?

  /// Values with the given properties set.
  public init(alpha: Double? = nil, zPosition: Double? = nil, transform: ViewTransform? = nil) {
    self.alpha = alpha
    self.zPosition = zPosition
    self.transform = transform
  }
}
