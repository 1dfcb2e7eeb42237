/// A stand-in for `UIEdgeInsets`.
struct SeedEdgeInsets: Equatable {
  var top: Double
  var left: Double
  var bottom: Double
  var right: Double

  /// No inset on any edge.
  static let zero = SeedEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
