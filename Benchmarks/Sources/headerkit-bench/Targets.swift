import Foundation

/// One of the benchmark's targets, checked against a run's figures.
struct TargetCheck {
  var name: String
  var requirement: String
  var value: String
  var met: Bool
}

/// The targets, read from the report (never asserted by tests: timing is noisy).
enum Targets {
  /// The evaluator's time per frame or event over the hand-written code's:
  /// a guard, not a goal (the evaluator is one plain interpreter; generated
  /// code is the fast path).
  static let evaluatorRatio = 10.0
  /// Generated code's time over the hand-written code's: the fast path's goal.
  static let generatedRatio = 1.25
  /// 1,000 elements × 5 tracks, per frame, linear or eased.
  static let elementsMicroseconds = 40.0
  /// `HeaderEvaluator(graph:)` of a seed spec.
  static let setupMicroseconds = 20.0
  /// `CompiledGraph(json:)` of a seed spec's compiled graph, read from a file.
  static let graphLoadMicroseconds = 100.0
  /// Set-up of the costliest graphs the runtime loads.
  static let limitMilliseconds = 100.0
  static let limitMegabytes = 100.0

  /// "`subject` within `limit`× of hand-written", met when every ratio is.
  private static func ratioCheck(
    _ subject: String, limit: Double, per: String, _ ratios: [(what: String, ratio: Double)]
  ) -> TargetCheck {
    TargetCheck(
      name: "\(subject) within \(format(limit))× of hand-written",
      requirement: "ratio ≤ \(format(limit)) \(per)",
      value: ratios.map { "\(format($0.ratio))× \($0.what)" }.joined(separator: ", "),
      met: ratios.allSatisfy { $0.ratio <= limit })
  }

  /// A figure per item under a limit, met when every one is.
  private static func limitCheck(
    _ name: String, requirement: String, unit: String, limit: Double,
    _ figures: [(what: String, value: Double)]
  ) -> TargetCheck {
    TargetCheck(
      name: name, requirement: "\(requirement) < \(format(limit)) \(unit)",
      value: figures.map { "\($0.what) \(format($0.value)) \(unit)" }.joined(separator: ", "),
      met: !figures.isEmpty && figures.allSatisfy { $0.value < limit })
  }

  static func check(_ results: BenchResults) -> [TargetCheck] {
    var checks: [TargetCheck] = []
    let tiki = results.tiki
    // The evaluator's ratios, then the generated code's: the same checks.
    let ways: [(name: String, limit: Double, ratio: (Comparison) -> Double)] = [
      ("evaluator", evaluatorRatio, \.ratio), ("generated code", generatedRatio, \.generatedRatio),
    ]
    for way in ways {
      for seed in results.seeds {
        checks.append(
          ratioCheck(
            "\(seed.name) \(way.name)", limit: way.limit, per: "per frame",
            [("continuous", way.ratio(seed.continuous)), ("jumps", way.ratio(seed.jumps))]))
      }
      checks.append(
        ratioCheck(
          "tiki-home \(way.name)", limit: way.limit, per: "per event",
          [
            ("drag", way.ratio(tiki.drag)), ("end", way.ratio(tiki.end)),
            ("animation frame", way.ratio(tiki.animationFrame)),
          ]))
    }

    let active = AllocationCounter.isActive
    let frameAllocations =
      results.seeds.map(\.allocationsPerFrame).reduce(0, +)
      + Double(results.allocations.map(\.frames.allocations).reduce(0, +))
    let eventAllocations =
      tiki.allocationsPerEvent.map(\.allocations).reduce(0, +)
      + Double(results.allocations.flatMap(\.events).map(\.allocations).reduce(0, +))
    checks.append(
      TargetCheck(
        name: "no allocations per frame or event",
        requirement: "0 allocations",
        value: active
          ? "\(format(frameAllocations)) per frame, \(format(eventAllocations)) per event"
          : "not counted (the malloc interposer is not loaded)",
        met: active && frameAllocations == 0 && eventAllocations == 0))

    for elements in results.elements {
      checks.append(
        limitCheck(
          "\(elements.elements) elements × 5 \(elements.ease) tracks", requirement: "per frame",
          unit: "µs", limit: elementsMicroseconds,
          [("continuous", elements.continuous.median), ("jumps", elements.jumps.median)]))
    }

    let loads = results.seeds.map { ($0.name, $0.load) } + [("tiki-home", tiki.load)]
    checks.append(
      limitCheck(
        "seed specs set up fast", requirement: "HeaderEvaluator(graph:)", unit: "µs",
        limit: setupMicroseconds, loads.map { ($0.0, $0.1.setup.median) }))
    checks.append(
      limitCheck(
        "seed graphs load fast", requirement: "CompiledGraph(json:) of the file", unit: "µs",
        limit: graphLoadMicroseconds, loads.map { ($0.0, $0.1.graph.median) }))
    checks.append(
      limitCheck(
        "graphs at the limits set up in bounded time", requirement: "set-up", unit: "ms",
        limit: limitMilliseconds, results.limits.map { ($0.name, $0.setup.median) }))
    checks.append(
      limitCheck(
        "graphs at the limits set up in bounded memory", requirement: "allocated by set-up",
        unit: "MB", limit: limitMegabytes,
        results.limits.compactMap { limit in limit.megabytes.map { (limit.name, $0) } }))
    return checks
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
    return String(format: value < 10 ? "%.2f" : "%.1f", value)
  }
}
