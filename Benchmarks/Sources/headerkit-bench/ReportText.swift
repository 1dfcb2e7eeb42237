import Foundation

/// The default report: tables that read well in a terminal.
enum ReportText {
  static func full(_ results: BenchResults) -> String {
    var out = "HeaderKit benchmark — \(results.machine.summary)\n"
    if let load = results.machine.loadAverage {
      out += "load average \(f(load)) at start, \(results.loadAverageAtEnd.map(f) ?? "?") at end; "
    }
    out +=
      "\(f(results.seconds)) s; medians of \(results.seeds.first?.continuous.headerKit.count ?? 0) runs, "
    out += "spread = interquartile range / median\n\n"

    out += "Per frame (ns): HeaderKit's evaluator and generated code vs hand-written\n"
    out += row(
      [
        "spec", "mode", "evaluator", "spread", "hand-written", "spread", "ratio", "generated",
        "ratio", "allocs",
      ])
    for seed in results.seeds {
      for (mode, comparison) in [("continuous", seed.continuous), ("jumps", seed.jumps)] {
        out += row([seed.name, mode] + cells(comparison) + [allocation(seed.allocationsPerFrame)])
      }
    }
    let tiki = results.tiki
    out += "\nTiki header per event (ns): evaluator and generated code vs hand-written seed 000\n"
    out += row(
      [
        "event", "", "evaluator", "spread", "hand-written", "spread", "ratio", "generated", "ratio",
        "",
      ])
    for (name, comparison) in [
      ("drag", tiki.drag), ("end", tiki.end), ("animation frame", tiki.animationFrame),
    ] {
      out += row([name, ""] + cells(comparison) + [""])
    }
    out += "allocations per event: "
    out += tiki.allocationsPerEvent.map { "\($0.kind) \(allocation($0.allocations))" }.joined(
      separator: ", ")
    out +=
      "\n\nLoad (µs): spec = read + parse + validate + compile; graph = compiled JSON; set-up = evaluator\n"
    out += row(["spec", "spec", "graph", "set-up", "", "", "", ""])
    for (name, load) in results.seeds.map({ ($0.name, $0.load) }) + [("tiki-home", tiki.load)] {
      out += row([
        name, f(load.spec.median), f(load.graph.median), f(load.setup.median), "", "", "", "",
      ])
    }
    out += "\nLists of elements (µs per frame)\n"
    for result in results.elements {
      out += "  \(result.elements) elements × 5 tracks (\(result.tracks) tracks, \(result.ease)): "
      out += "\(f(result.continuous.median)) continuous, \(f(result.jumps.median)) jumps\n"
    }
    out += "\nGraphs at the runtime's limits: set-up (ms), and MB allocated by it\n"
    for limit in results.limits {
      let megabytes = limit.megabytes.map { "\(f($0)) MB" } ?? "not counted"
      out += "  \(limit.name) (\(limit.shape)): \(f(limit.setup.median)) ms, \(megabytes)\n"
    }
    out += "\nScaling (ns per track per frame)\n"
    let keyframes = Array(Set(results.scaling.map(\.keyframes))).sorted()
    out += row(["tracks", "mode"] + keyframes.map { "\($0) keys" })
    for tracks in Array(Set(results.scaling.map(\.tracks))).sorted() {
      for mode in ["continuous", "jumps"] {
        let cells = keyframes.map { count in
          results.scaling.first { $0.tracks == tracks && $0.keyframes == count && $0.mode == mode }
            .map { f($0.nanosecondsPerTrack) } ?? "-"
        }
        out += row(["\(tracks)", mode] + cells)
      }
    }
    out += "\nAllocations after set-up (every spec in the specs directory)\n"
    out += allocations(results.allocations)
    out += "\nTargets\n"
    for check in results.targets {
      out +=
        "  [\(check.met ? "met" : "MISSED")] \(check.name): \(check.value) (\(check.requirement))\n"
    }
    return out
  }

  static func allocations(_ reports: [AllocationReport]) -> String {
    guard AllocationCounter.isActive else {
      return "  not counted: the malloc interposer is not loaded\n"
    }
    var out = ""
    for report in reports {
      let events = report.events.map { "\($0.kind) \($0.allocations)/\($0.operations)" }
      out += "  \(report.name): frames \(report.frames.allocations)/\(report.frames.operations); "
      out += events.joined(separator: ", ") + "\n"
    }
    let firstUse = reports.map { $0.frames.firstUse + $0.events.reduce(0) { $0 + $1.firstUse } }
      .reduce(0, +)
    out += "  (allocations/operations after the first of each kind; the first ones made \(firstUse)"
    out += " allocations, the Swift runtime's one-time metadata set-up)\n"
    return out
  }

  private static func cells(_ comparison: Comparison) -> [String] {
    [
      f(comparison.headerKit.median), percent(comparison.headerKit.relativeSpread),
      f(comparison.handwritten.median), percent(comparison.handwritten.relativeSpread),
      "\(f(comparison.ratio))×", f(comparison.generated.median),
      "\(f(comparison.generatedRatio))×",
    ]
  }

  private static func allocation(_ value: Double) -> String {
    AllocationCounter.isActive ? f(value) : "n/a"
  }

  private static func percent(_ value: Double) -> String { "±\(Int((value * 100).rounded()))%" }

  private static func f(_ value: Double) -> String { Targets.format(value) }

  private static func row(_ cells: [String]) -> String {
    let widths = [18, 11] + Array(repeating: 12, count: max(0, cells.count - 2))
    var line = ""
    for (index, cell) in cells.enumerated() {
      let width = widths[min(index, widths.count - 1)]
      line +=
        index < 2
        ? cell.padding(toLength: width, withPad: " ", startingAt: 0)
        : String(repeating: " ", count: max(1, width - cell.count)) + cell
    }
    return "  " + line + "\n"
  }
}
