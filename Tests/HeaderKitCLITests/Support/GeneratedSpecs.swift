/// Large specs written by code, so that the tests of HeaderKit's limits need
/// no megabyte fixtures.
enum GeneratedSpecs {
  /// `count` targets, each with `alpha: scroll`.
  static func manyTargets(_ count: Int, name: String = "many") -> String {
    var lines = ["version: 1", "name: \(name)", "inputs:", "  scroll: {}", "targets:"]
    for index in 0..<count { lines.append("  t\(index): {alpha: scroll}") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A chain of `count` vars, each a track over the one before, and a
  /// target reading every tenth of them.
  static func chain(_ count: Int) -> String {
    var lines = ["version: 1", "name: chain", "inputs:", "  scroll: {bounds: [0, 100]}", "vars:"]
    var previous = "scroll"
    for index in 0..<count {
      lines += [
        "  v\(index):", "    over: \(previous)",
        "    keyframes: [{at: 0, value: 0}, {at: 100, value: 100}]",
      ]
      previous = "v\(index)"
    }
    lines += ["targets:", "  last: {translateY: \(previous)}"]
    for index in stride(from: 0, to: count, by: 10) {
      lines.append("  u\(index): {translateX: v\(index)}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `targets` targets whose alpha is a track with one `each` keyframe over
  /// the list param `xs` (one element by default).
  static func listTracks(_ targets: Int) -> String {
    var lines = [
      "version: 1", "name: list-tracks", "inputs:", "  scroll: {bounds: [0, 1000]}", "params:",
      "  xs: [1]", "targets:",
    ]
    for index in 0..<targets {
      lines += [
        "  t\(index):", "    alpha:", "      over: scroll",
        "      keyframes: [{each: xs, at: index * 0.1 + \(index) * 0.001, value: item}]",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A state that snaps to `count` targets.
  static func snapTargets(_ count: Int) -> String {
    """
    version: 1
    name: snaps
    inputs:
      scroll: {bounds: [0, 1000]}
    states:
      height:
        input: scroll
        initial: 0
        min: 0
        max: \(count)
        follow: 1
        snap:
          to: [\((0..<count).map(String.init).joined(separator: ", "))]
          duration: 0.2
    targets:
      box: {translateY: height}

    """
  }

  /// A trace of `count` events.
  static func trace(events count: Int, event: String = "end") -> String {
    "events:\n" + String(repeating: "- \(event)\n", count: count)
  }
}
