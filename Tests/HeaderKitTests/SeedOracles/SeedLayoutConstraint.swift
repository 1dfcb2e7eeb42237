/// A stand-in for `NSLayoutConstraint`: only its `constant`, which may be animated.
final class SeedLayoutConstraint {
  private let constantValue: SeedAnimatableValue

  init(constant: Double, animator: SeedAnimator? = nil) {
    constantValue = SeedAnimatableValue(constant, animator: animator)
  }

  /// The model constant.
  var constant: Double {
    get { constantValue.model }
    set { constantValue.model = newValue }
  }

  /// The constant as the screen presents it (the laid-out geometry mid-animation).
  var presentedConstant: Double { constantValue.presented }
}
