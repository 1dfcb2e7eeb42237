/// A stand-in for `CALayer`, holding the two properties the seeds set.
final class SeedLayer {
  var transform = CATransform3DIdentity
  var zPosition = 0.0
}
