import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// A graph written as JSON and loaded by the runtime alone evaluates bit for bit
/// as the graph the compiler made.
@Suite struct CompiledGraphRoundTripTests {
  static let specNames = [
    "twitter-profile.yaml", "fade-top-view.yaml", "pinterest-pager.yaml", "tiki-home.yaml",
  ]

  /// The param overrides each spec is also tried with.
  static let overrides: [String: [ParamOverride]] = [
    "twitter-profile.yaml": [ParamOverride(name: "headerStop", value: 64.5)],
    "fade-top-view.yaml": [ParamOverride(name: "minVisibleHeight", value: 44)],
    "pinterest-pager.yaml": [
      ParamOverride(name: "tabWidths", list: [30, 60, 90, 120, 150, 180, 210])
    ],
    "tiki-home.yaml": [ParamOverride(name: "minHeight", value: 50)],
  ]

  @Test(arguments: specNames)
  func loadedGraphEqualsTheCompiledOne(name: String) throws {
    let graph = try SpecEvaluation.graph(name)
    let loaded = try CompiledGraph(json: graph.jsonData())
    #expect(loaded == graph)
  }

  /// `==` counts −0.0 and 0.0 as equal; the bits of every constant and
  /// default tell them apart. Both writers — the runtime's `jsonData()` and
  /// the text `headerkit compile` writes — keep them.
  @Test(arguments: specNames)
  func everyNumberReadsBackToTheSameBits(name: String) throws {
    let graph = try SpecEvaluation.graph(name)
    let compileText = try JSONValue(encoding: graph).text(signedZeros: true)
    for json in [graph.jsonData(), Data(compileText.utf8)] {
      let loaded = try CompiledGraph(json: json)
      #expect(Self.numberBits(of: loaded) == Self.numberBits(of: graph))
    }
  }

  @Test func twitterProfileHasANegativeZeroConstant() throws {
    // What keeps the test above from passing on graphs without one.
    let graph = try SpecEvaluation.graph("twitter-profile.yaml")
    #expect(graph.constants.contains { $0.value == 0 && $0.value.sign == .minus })
  }

  /// The bit patterns of a graph's constants and param defaults, in order.
  private static func numberBits(of graph: CompiledGraph) -> [UInt64] {
    graph.constants.map(\.value.bitPattern)
      + graph.params.flatMap { $0.defaultValues.map(\.bitPattern) }
  }

  @Test(arguments: specNames)
  func sweepsAreBitIdentical(name: String) throws {
    let graph = try SpecEvaluation.graph(name)
    let loaded = try CompiledGraph(json: graph.jsonData())
    for params in [[], Self.overrides[name] ?? []] {
      var original = try SpecEvaluation.evaluator(graph, params: params)
      var reloaded = try SpecEvaluation.evaluator(loaded, params: params)
      for input in graph.inputs.indices {
        for raw in sweepOffsets(from: -600, to: 2000, step: 0.25, extra: [-1e9, 1e9]) {
          original.setInput(input, raw: raw)
          reloaded.setInput(input, raw: raw)
          for output in 0..<original.outputCount {
            let (a, b) = (original.value(at: output), reloaded.value(at: output))
            if a.bitPattern != b.bitPattern {
              Issue.record("\(name) \(graph.outputs[output].key) at \(raw): \(a) vs \(b)")
              return
            }
          }
        }
      }
    }
  }

  @Test(arguments: specNames)
  func eventsAreBitIdentical(name: String) throws {
    let graph = try SpecEvaluation.graph(name)
    var original = HeaderEvaluator(graph: graph)
    var reloaded = HeaderEvaluator(graph: try CompiledGraph(json: graph.jsonData()))
    // Drags down and up, stops, snaps: the stateful paths of every input.
    let drags = [10.0, 10, 10, 25, -5, -40, 3, 60, 120, -300, 7]
    for input in graph.inputs.indices {
      for delta in drags {
        original.drag(input, by: delta)
        reloaded.drag(input, by: delta)
        #expect(original.allValues.map(\.bitPattern) == reloaded.allValues.map(\.bitPattern))
        #expect(original.rawInput(input) == reloaded.rawInput(input))
      }
      original.endScrolling(input)
      reloaded.endScrolling(input)
      for _ in 0..<12 {
        original.advance(by: 1.0 / 60)
        reloaded.advance(by: 1.0 / 60)
        #expect(original.allValues.map(\.bitPattern) == reloaded.allValues.map(\.bitPattern))
      }
    }
  }
}
