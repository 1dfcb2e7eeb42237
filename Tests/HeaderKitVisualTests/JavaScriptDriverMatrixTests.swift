import Foundation
import HeaderKit
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The driver matrix's JavaScript column: every driver kind drives every
/// property kind in the preview's evaluator, run in Node, to the values
/// worked by hand in ``DriverMatrix`` (its tolerance). DriverMatrixTests
/// holds the evaluator, `headerkit simulate` and the generated Swift to them.
@Suite(
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct JavaScriptDriverMatrixTests {
  /// Each driver's outputs after each event, by key, in the order of ``DriverMatrix/drivers``.
  static func frames() throws -> [[[String: Double]]] {
    let specs = try DriverMatrix.drivers.map { driver in
      let path = Fixtures.root.appendingPathComponent(driver.specPath).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      return try Load.spec(text, path: path)
    }
    let jobs = zip(DriverMatrix.drivers, specs).map { driver, spec in
      let events: [[String: Double]] = driver.events.map {
        switch $0 {
        case .scroll(let raw): ["scroll": raw]
        case .wait(let seconds): ["wait": seconds]
        case .signal(let name, let value):
          ["signal": Double(spec.graph.signalIndex(named: name) ?? -1), "value": value]
        }
      }
      return JavaScriptEvaluatorTests.Job(
        graph: spec.graph, scene: PreviewScene(compiled: spec), input: 0, params: [],
        events: events)
    }
    let results = try JavaScriptEvaluatorTests.runInNode(jobs)
    return zip(specs, results).map { spec, frames in
      frames.map { frame in
        Dictionary(
          uniqueKeysWithValues: zip(spec.graph.outputs.map(\.key), frame.values).map { ($0, $1) })
      }
    }
  }

  @Test func everyCell() throws {
    let frames = try Self.frames()
    try #require(frames.count == DriverMatrix.drivers.count)
    for cell in DriverMatrix.cases {
      let index = try #require(DriverMatrix.drivers.firstIndex { $0.kind == cell.driver.kind })
      let problems = cell.problems(in: frames[index])
      #expect(problems.isEmpty, "\(cell): \(problems.joined(separator: "; "))")
    }
  }
}
