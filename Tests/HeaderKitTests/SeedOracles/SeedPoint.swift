/// A stand-in for `CGPoint`.
struct SeedPoint: Equatable {
  var x: Double
  var y: Double

  /// The origin.
  static let zero = SeedPoint(x: 0, y: 0)
}
