import HeaderKitTestSupport

/// Pseudo-random scroll traces of drags, programmatic scrolls, ends and waits.
///
/// The mix favours what exercises the rules: small drags both ways (the header moves and the
/// list holds), large ones (the header saturates), scrolls past both ends (bounces), ends
/// followed by waits that stop short of, on, and past the snap's duration, and drags during a
/// snap.
enum RandomTraces {
  /// A trace of `count` events for an input whose content ends near `bottom`.
  static func events(count: Int, bottom: Double, using generator: inout SplitMix64)
    -> [TikiEvent]
  {
    var events: [TikiEvent] = []
    for _ in 0..<count {
      let roll = Double.random(in: 0..<1, using: &generator)
      switch roll {
      case ..<0.40:
        events.append(.drag(Double.random(in: -25...25, using: &generator)))
      case ..<0.50:
        events.append(.drag(Double.random(in: -300...300, using: &generator)))
      case ..<0.55:
        // Whole points, as UIKit often reports, so exact ties with bounds happen.
        events.append(.drag(Double(Int.random(in: -30...30, using: &generator))))
      case ..<0.65:
        events.append(.scroll(Double.random(in: -80...(bottom + 80), using: &generator)))
      case ..<0.68:
        events.append(.scroll([-40, 0, bottom, bottom + 30].randomElement(using: &generator)!))
      case ..<0.80:
        events.append(.end)
      default:
        let waits = [0.0, 0.05, 0.1, 0.2, 0.25]
        if Bool.random(using: &generator) {
          events.append(.wait(waits.randomElement(using: &generator)!))
        } else {
          events.append(.wait(Double.random(in: 0...0.3, using: &generator)))
        }
      }
    }
    return events
  }

  /// Tiki params: the defaults half the time, otherwise a random plausible device and content.
  static func tikiParams(using generator: inout SplitMix64) -> TikiHarness.Params {
    guard Bool.random(using: &generator) else { return TikiHarness.Params() }
    let minHeight = Double.random(in: 20...80, using: &generator).rounded()
    let maxHeight = minHeight + Double.random(in: 10...150, using: &generator).rounded()
    let viewWidth = Double.random(in: 320...430, using: &generator).rounded()
    let screenHeight = Double.random(in: 480...932, using: &generator).rounded()
    // Sometimes too short to collapse, sometimes just long enough, mostly long.
    let contentHeight: Double
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: contentHeight = Double.random(in: 0...(screenHeight - minHeight), using: &generator)
    case 1:
      contentHeight = screenHeight - minHeight + Double.random(in: 0.5...60, using: &generator)
    default: contentHeight = Double.random(in: screenHeight...5000, using: &generator)
    }
    return TikiHarness.Params(
      maxHeight: maxHeight, minHeight: minHeight, viewWidth: viewWidth,
      chatButtonMinX: viewWidth - Double.random(in: 30...90, using: &generator).rounded(),
      contentHeight: contentHeight.rounded(), screenHeight: screenHeight)
  }
}
