/// One animatable scalar (a constraint constant, a view's alpha): a model value and what the
/// screen presents.
///
/// Without an animator the presented value is the model value.
final class SeedAnimatableValue {
  private weak var animator: SeedAnimator?
  private var storedModel: Double

  init(_ model: Double, animator: SeedAnimator?) {
    storedModel = model
    self.animator = animator
  }

  /// The model value; setting it tells the animator first, so it can read the presented value
  /// from before the change.
  var model: Double {
    get { storedModel }
    set {
      animator?.modelWillChange(self)
      storedModel = newValue
    }
  }

  /// The value on screen now.
  var presented: Double { animator?.presentedValue(of: self) ?? storedModel }
}
