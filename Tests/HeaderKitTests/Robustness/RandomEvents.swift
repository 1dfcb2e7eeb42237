import HeaderKit
import PropertyBased

/// Random scroll traces and param overrides, including extreme values.
enum RandomEvents {
  static let extremes: [Double] = [
    -.greatestFiniteMagnitude, -1e308, -1e6, -0.0, 1e-300, 1e6, 1e308, .greatestFiniteMagnitude,
  ]

  static let trace = Generator<[Trace.Event], Shrink.None<[Trace.Event]>>(run: { rng in
    var dice = Dice(seed: rng.next())
    return (0..<dice.int(1...40)).map { _ in
      switch dice.int(0...9) {
      case 0...3: .drag(dice.chance(0.1) ? dice.pick(extremes) : dice.number(-80...80))
      case 4, 5: .scroll(dice.chance(0.1) ? dice.pick(extremes) : dice.number(-300...600))
      case 6, 7: .end
      default: .wait(dice.chance(0.1) ? 1e308 : dice.number(0...0.3))
      }
    }
  })

  /// Values to override a scalar param with.
  static let scalarOverrides: [[Double]] = [[0], [1e300], [-1e300], [1e-300], [-7.5]]
  /// Values to override a list param with.
  static let listOverrides: [[Double]] = [[], [0, 0, 0], [1e300, -1e300], [5, -5, 5, -5, 5, -5]]
}
