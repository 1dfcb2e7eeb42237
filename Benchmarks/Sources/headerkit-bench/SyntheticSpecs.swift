/// Generated specs for the scaling benchmarks, as YAML text that goes through
/// the same loader as any spec.
enum SyntheticSpecs {
  /// The scroll range every synthetic spec's keyframes span.
  static let span = 0.0...1000.0
  /// What the benchmarks scroll over: the span and a little beyond both ends.
  static let scrollRange = -50.0...1050.0
  /// The element properties each synthetic target animates: five tracks.
  static let properties = ["alpha", "translateX", "translateY", "scaleX", "rotation"]

  /// The name of the scaling specs' list param of keyframe positions.
  static let positionsParam = "positions"

  /// `keyframes` positions spanning 0…1000.
  static func positions(keyframes: Int) -> [Double] {
    let spacing = (span.upperBound - span.lowerBound) / Double(max(1, keyframes - 1))
    return (0..<keyframes).map { Double($0) * spacing }
  }

  /// `tracks` tracks (five per target) of `keyframes` linear keyframes each
  /// over the scroll input. The keyframes repeat over a list param of
  /// positions spanning 0…1000, shifted a little per track so that tracks
  /// change segment at different offsets.
  ///
  /// The param's default has two positions: a spec may build at most
  /// 100,000 keyframes with its defaults (`SpecLimits`), so the benchmark
  /// sets the param to ``positions(keyframes:)`` on the evaluator, as an
  /// app may (the runtime builds any number).
  static func scaling(tracks: Int, keyframes: Int) -> String {
    let spacing = (span.upperBound - span.lowerBound) / Double(max(1, keyframes - 1))
    var text = header(name: "scaling-\(tracks)x\(keyframes)")
    text += "params:\n  \(positionsParam): [0, 1000]\n"
    text += "targets:\n"
    for track in 0..<tracks {
      if track % properties.count == 0 { text += "  t\(track / properties.count):\n" }
      let shift = number(spacing * fraction(track))
      let slope = number(1 + Double(track % 7))
      // One flow-style line per track keeps 10,000 tracks under the 1 MiB
      // a spec may have.
      text += "    \(properties[track % properties.count]): "
      text +=
        "{ over: scroll, keyframes: [{ each: positions, at: item + \(shift), value: index * \(slope) }] }\n"
    }
    return text
  }

  /// A list of `count` elements, each with five properties on tracks of
  /// three written keyframes: a staggered reveal as the list scrolls, the
  /// figure for the "1,000 elements in 1% of a frame" target.
  static func elements(_ count: Int, ease: String = "linear") -> String {
    var text = header(name: "elements-\(count)")
    text += "targets:\n"
    for element in 0..<count {
      let start = 800 * Double(element) / Double(max(1, count))
      text += "  e\(element):\n"
      for (index, property) in properties.enumerated() {
        let from = number(Double(index))
        let to = number(Double(index) + 1 + fraction(element))
        text += "    \(property):\n"
        text += "      over: scroll\n"
        text += "      ease: \(ease)\n"
        text += "      keyframes:\n"
        text += "        - { at: \(number(start)), value: \(from) }\n"
        text += "        - { at: \(number(start + 100)), value: \(to) }\n"
        text += "        - { at: \(number(start + 200)), value: \(from) }\n"
      }
    }
    return text
  }

  private static func header(name: String) -> String {
    """
    version: 1
    name: \(name)
    inputs:
      scroll:
        axis: vertical
        bounds: [\(number(scrollRange.lowerBound)), \(number(scrollRange.upperBound))]

    """
  }

  /// A well-spread fraction in [0, 1) for the `n`th track (golden-ratio sequence).
  private static func fraction(_ n: Int) -> Double {
    let value = Double(n) * 0.618_033_988_749_895
    return value - value.rounded(.down)
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format3(value))
  }

  private static func format3(_ value: Double) -> String {
    String((value * 1000).rounded() / 1000)
  }
}
