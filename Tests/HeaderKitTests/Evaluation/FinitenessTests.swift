import HeaderKit
import HeaderKitRuntime
import Testing

/// Every output is finite for every input: huge and tiny offsets, params that
/// make divisors zero, zero-width segments, and even non-finite inputs.
@Suite struct FinitenessTests {
  static let offsets: [Double] = [
    0, -0.0, 1e-308, -1e-308, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e15, -1e15,
    1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
    .nan,
  ]

  /// Param sets that zero divisors or push values to the limits of Double.
  static let degenerateParams: [String: [[ParamOverride]]] = [
    "twitter-profile.yaml": [
      [ParamOverride(name: "headerHeight", value: 0)],
      [ParamOverride(name: "avatarSize", value: 0)],
      [ParamOverride(name: "labelDistance", value: 0)],
      ["headerHeight", "headerStop", "avatarSize", "labelOffset", "labelDistance"].map {
        ParamOverride(name: $0, value: 0)
      },
      [
        ParamOverride(name: "headerHeight", value: 1e-308),
        ParamOverride(name: "headerStop", value: 1e308),
      ],
      [
        ParamOverride(name: "avatarSize", value: -1e-308),
        ParamOverride(name: "labelOffset", value: -1e308),
      ],
    ],
    "fade-top-view.yaml": [
      [
        ParamOverride(name: "headerHeight", value: 100),
        ParamOverride(name: "minVisibleHeight", value: 100),
      ],
      [ParamOverride(name: "headerHeight", value: 0)],
      [
        ParamOverride(name: "headerHeight", value: 1e308),
        ParamOverride(name: "minVisibleHeight", value: -1e308),
      ],
    ],
    "pinterest-pager.yaml": [
      [ParamOverride(name: "pageWidth", value: 0)],
      [ParamOverride(name: "tabWidths", list: [])],
      [
        ParamOverride(name: "pageWidth", value: 1e-308),
        ParamOverride(name: "tabWidths", list: [1e308, 1e308, 1e308]),
      ],
      [
        ParamOverride(name: "pageWidth", value: -375),
        ParamOverride(name: "tabSpacing", value: 1e308),
      ],
    ],
    "tiki-home.yaml": [
      [ParamOverride(name: "maxHeight", value: 44)],
      [
        ParamOverride(name: "maxHeight", value: 1e308),
        ParamOverride(name: "minHeight", value: -1e308),
      ],
      [
        ParamOverride(name: "contentHeight", value: 0),
        ParamOverride(name: "screenHeight", value: 0),
      ],
    ],
  ]

  static let specNames = [
    "twitter-profile.yaml", "fade-top-view.yaml", "pinterest-pager.yaml", "tiki-home.yaml",
  ]

  func expectFinite(
    _ evaluator: HeaderEvaluator, _ context: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    evaluator.forEachValue { index, value in
      #expect(
        value.isFinite, "\(evaluator.graph.outputs[index].key) = \(value) \(context())",
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: specNames)
  func sweepsStayFinite(name: String) throws {
    let graph = try SpecEvaluation.graph(name)
    for params in [[]] + (Self.degenerateParams[name] ?? []) {
      var evaluator = try SpecEvaluation.evaluator(graph, params: params)
      expectFinite(evaluator, "at rest with \(params.map(\.name))")
      for input in graph.inputs.indices {
        for offset in Self.offsets + Self.offsets.reversed() {
          evaluator.setInput(input, raw: offset)
          expectFinite(evaluator, "at \(offset) with \(params)")
        }
      }
    }
  }

  @Test(arguments: specNames)
  func eventsStayFinite(name: String) throws {
    let graph = try SpecEvaluation.graph(name)
    for params in [[]] + (Self.degenerateParams[name] ?? []) {
      var evaluator = try SpecEvaluation.evaluator(graph, params: params)
      for input in graph.inputs.indices {
        for offset in Self.offsets {
          evaluator.scroll(input, toRaw: offset)
          expectFinite(evaluator, "scrolled to \(offset) with \(params)")
          evaluator.drag(input, by: offset)
          expectFinite(evaluator, "dragged by \(offset) with \(params)")
          evaluator.endScrolling(input)
          evaluator.advance(by: offset)
          expectFinite(evaluator, "after waiting \(offset) with \(params)")
          #expect(evaluator.rawInput(input).isFinite)
        }
      }
    }
  }

  @Test func nonFiniteParamsAreTreatedAsFinite() throws {
    let graph = try SpecEvaluation.graph("twitter-profile.yaml")
    var evaluator = HeaderEvaluator(graph: graph)
    for value in [Double.nan, .infinity, -.infinity] {
      evaluator.setParam(evaluator.paramIndex(named: "headerHeight")!, to: value)
      for offset in Self.offsets {
        evaluator.setInput(0, raw: offset)
        expectFinite(evaluator, "headerHeight \(value) at \(offset)")
      }
    }
  }

  @Test func zeroWidthSegmentsAndHugeValuesStayFinite() throws {
    let spec = """
      version: 1
      name: degenerate
      inputs:
        scroll: {}
      targets:
        box:
          translateY:
            over: scroll
            before: extend
            after: extend
            keyframes:
              - { at: 0, value: 0 }
              - { at: 0, value: 1e308, ease: easeInOut }
              - { at: 1e-300, value: -1e308, ease: steps(3) }
              - { at: 1e-300, value: 5 }
              - { at: 1e300, value: 1e308 }
              - { at: 1e300, value: -1e308 }
          translateX:
            over: scroll
            before: extend
            after: extend
            keyframes:
              - { at: -1e308, value: -1e308 }
              - { at: 1e308, value: 1e308 }
          alpha: 1e308 * scroll + 1e308 / scroll - scroll / 0

      """
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: spec))
    for offset in Self.offsets + [1e-300, 5e-301, 1e300, 2e300] {
      evaluator.setInput(0, raw: offset)
      expectFinite(evaluator, "at \(offset)")
    }
  }
}
