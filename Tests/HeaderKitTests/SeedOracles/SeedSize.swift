/// A stand-in for `CGSize`.
struct SeedSize: Equatable {
  var width: Double
  var height: Double

  /// The empty size.
  static let zero = SeedSize(width: 0, height: 0)
}
