/// A stand-in for `CGRect`, with the accessors the seeds read.
struct SeedRect: Equatable {
  var origin: SeedPoint
  var size: SeedSize

  init(x: Double, y: Double, width: Double, height: Double) {
    origin = SeedPoint(x: x, y: y)
    size = SeedSize(width: width, height: height)
  }

  /// The empty rectangle at the origin.
  static let zero = SeedRect(x: 0, y: 0, width: 0, height: 0)

  var minX: Double { origin.x }
  var minY: Double { origin.y }
  var width: Double { size.width }
  var height: Double { size.height }
}
