import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport

/// Runs Tiki traces through HeaderKit and through the seed-000 oracle, and compares them.
enum TikiHarness {
  /// Every comparison of the engine with the oracle allows this much error.
  static let tolerance = 1e-6

  /// The outputs the oracle reports, under the engine's names.
  static let keys = ["headerHeight.constant", "logo.alpha", "searchTrailing.constant"]

  /// The seed's six numbers, each a spec param of the same name.
  struct Params: CustomStringConvertible, Sendable {
    var maxHeight = 88.0
    var minHeight = 44.0
    var viewWidth = 375.0
    var chatButtonMinX = 327.0
    var contentHeight = 2200.0
    var screenHeight = 724.0

    /// `NAME=VALUE` for each param, as `--param` takes them.
    var assignments: [(String, Double)] {
      [
        ("maxHeight", maxHeight), ("minHeight", minHeight), ("viewWidth", viewWidth),
        ("chatButtonMinX", chatButtonMinX), ("contentHeight", contentHeight),
        ("screenHeight", screenHeight),
      ]
    }

    var description: String {
      assignments.map { "\($0)=\($1)" }.joined(separator: " ")
    }
  }

  /// `Specs/tiki-home.yaml`, compiled once.
  static let graph: CompiledGraph = {
    let path = Fixtures.spec("tiki-home.yaml").path
    guard let loaded = try? SpecLoader.load(path: path), let compiled = loaded.compiled else {
      fatalError("Specs/tiki-home.yaml does not compile")
    }
    return compiled.graph
  }()

  /// A fresh evaluator of the Tiki spec with `params` applied, at rest.
  static func evaluator(_ params: Params) -> HeaderEvaluator {
    var evaluator = HeaderEvaluator(graph: graph)
    for (name, value) in params.assignments {
      evaluator.setParam(evaluator.paramIndex(named: name)!, to: value)
    }
    evaluator.reset()
    return evaluator
  }

  /// The oracle's frames for `events`.
  static func oracle(_ events: [TikiEvent], _ params: Params) -> [TikiFrame] {
    TikiHomeSeed.run(
      events, maxHeight: params.maxHeight, minHeight: params.minHeight,
      viewWidth: params.viewWidth, chatButtonMinX: params.chatButtonMinX,
      contentHeight: params.contentHeight, screenHeight: params.screenHeight)
  }

  /// The trace HeaderKit reads for `events` (without source positions).
  static func trace(_ events: [TikiEvent]) -> Trace {
    let nowhere = SourceRange(line: 1, column: 1)
    return Trace(
      events: events.map { event in
        switch event {
        case .drag(let d): Located(.drag(d), at: nowhere)
        case .scroll(let y): Located(.scroll(y), at: nowhere)
        case .end: Located(.end, at: nowhere)
        case .wait(let s): Located(.wait(s), at: nowhere)
        }
      })
  }

  /// The engine's frames for `events`, through ``HeaderEvaluator/simulate(_:input:)``.
  static func engine(_ events: [TikiEvent], _ params: Params) -> FrameSeries {
    var evaluator = evaluator(params)
    let trace = trace(events)
    return evaluator.simulate(trace, input: evaluator.traceInput(trace)!)
  }

  /// `events` written as trace YAML, numbers in a form that reads back exactly.
  static func yaml(_ events: [TikiEvent]) -> String {
    var text = "input: scroll\nevents:\n"
    for event in events {
      switch event {
      case .drag(let d): text += "  - drag: \(d)\n"
      case .scroll(let y): text += "  - scroll: \(y)\n"
      case .end: text += "  - end\n"
      case .wait(let s): text += "  - wait: \(s)\n"
      }
    }
    return text
  }

  /// Every difference beyond ``tolerance`` between the engine's frames and the oracle's,
  /// described with the frame, the event and the params; empty when they agree.
  static func mismatches(
    _ series: FrameSeries, _ expected: [TikiFrame], events: [TikiEvent], params: Params
  ) -> [String] {
    guard series.frames.count == expected.count else {
      return ["\(series.frames.count) frames, expected \(expected.count)"]
    }
    guard series.keys.sorted() == keys.sorted() else { return ["keys \(series.keys)"] }
    var problems: [String] = []
    for (index, (frame, oracle)) in zip(series.frames, expected).enumerated() {
      func check(_ what: String, _ actual: Double?, _ wanted: Double?) {
        guard let actual, let wanted, abs(actual - wanted) <= tolerance else {
          problems.append(
            "frame \(index) after \(events[index]) [\(params)]: \(what) is \(actual.map(String.init(describing:)) ?? "missing"), oracle \(wanted.map(String.init(describing:)) ?? "missing")"
          )
          return
        }
      }
      check("time", frame.time, oracle.time)
      check("offset", frame.offset, oracle.offset)
      for key in keys {
        check(key, series.value(key, frame: index), oracle.values[key])
      }
    }
    return problems
  }

  /// Runs `events` through both and returns the differences.
  static func compare(_ events: [TikiEvent], _ params: Params = Params()) -> [String] {
    mismatches(engine(events, params), oracle(events, params), events: events, params: params)
  }
}
