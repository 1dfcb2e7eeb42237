import HeaderKit
import HeaderKitRuntime
import PropertyBased
import Testing

/// Properties of random specs (``RandomSpec``), params and traces: every
/// output is finite; clamped values stay within their declared bounds; and
/// outputs built without jumps (no hold, steps, branches, comparisons,
/// rounding or division by a variable) are continuous, changing by at most
/// their slope bound times the step between samples.
@Suite struct PropertyTests {
  /// Offsets to sample: a grid across every keyframe and range the
  /// generator makes, and extremes.
  static let offsets = Array(stride(from: -900.0, through: 900, by: 2.9)) + RandomEvents.extremes

  static func evaluator(_ spec: RandomSpec) -> HeaderEvaluator? {
    let loaded = SpecLoader.load(bytes: Array(spec.text.utf8), path: "random.yaml")
    guard let graph = loaded.compiled?.graph else {
      Issue.record("a random spec is invalid: \(loaded.diagnostics.map(\.message))\n\(spec.text)")
      return nil
    }
    return HeaderEvaluator(graph: graph)
  }

  /// Checks every output of `header` and records the first problem.
  static func checkFinite(_ header: HeaderEvaluator, _ context: @autoclosure () -> String) -> Bool {
    var finite = header.time.isFinite && header.rawInput(0).isFinite
    header.forEachValue { _, value in finite = finite && value.isFinite }
    if !finite { Issue.record("not finite: \(header.allValues) \(context())") }
    return finite
  }

  /// Every param override the checks try, one at a time.
  static func overrides(_ spec: RandomSpec) -> [(String, [Double])] {
    spec.scalarParams.flatMap { name in RandomEvents.scalarOverrides.map { (name, $0) } }
      + spec.listParams.flatMap { name in RandomEvents.listOverrides.map { (name, $0) } }
  }

  @Test func everyOutputIsFinite() async {
    await propertyCheck(count: 40, input: RandomSpec.generator, RandomEvents.trace) { spec, trace in
      guard var header = Self.evaluator(spec) else { return }
      for (name, values) in [("", [])] + Self.overrides(spec) {
        if let index = header.paramIndex(named: name) { try? header.setParam(index, to: values) }
        for offset in Self.offsets {
          header.setInput(0, raw: offset)
          guard Self.checkFinite(header, "at \(offset) with \(name)=\(values)\n\(spec.text)") else {
            return
          }
        }
        header.reset()
        for event in trace {
          header.apply(event, input: 0)
          guard
            Self.checkFinite(
              header, "after \(event) of \(trace) with \(name)=\(values)\n\(spec.text)")
          else { return }
        }
        header.resetParams()
      }
    }
  }

  @Test func clampedValuesStayWithinTheirBounds() async {
    await propertyCheck(count: 40, input: RandomSpec.generator, RandomEvents.trace) { spec, trace in
      guard var header = Self.evaluator(spec) else { return }
      let bounded = spec.promises.compactMap { promise in
        promise.bounds.map {
          (index: header.graph.outputs.firstIndex { $0.key == promise.key }!, bounds: $0)
        }
      }
      guard !bounded.isEmpty else { return }
      func check(_ context: @autoclosure () -> String) -> Bool {
        for (index, bounds) in bounded {
          let value = header.value(at: index)
          // Interpolation rounds: allow an ulp or so beyond the bounds.
          let slack = 1e-12 * max(1, abs(bounds.lowerBound), abs(bounds.upperBound))
          guard value >= bounds.lowerBound - slack, value <= bounds.upperBound + slack else {
            Issue.record(
              "\(header.graph.outputs[index].key) = \(value) is outside \(bounds) \(context())\n\(spec.text)"
            )
            return false
          }
        }
        return true
      }
      for (name, values) in [("", [])] + Self.overrides(spec) {
        if let index = header.paramIndex(named: name) { try? header.setParam(index, to: values) }
        for offset in Self.offsets {
          header.setInput(0, raw: offset)
          guard check("at \(offset) with \(name)=\(values)") else { return }
        }
        header.reset()
        for event in trace {
          header.apply(event, input: 0)
          guard check("after \(event) of \(trace) with \(name)=\(values)") else { return }
        }
        header.resetParams()
      }
    }
  }

  @Test func smoothOutputsAreContinuous() async {
    await propertyCheck(count: 60, input: RandomSpec.generator) { spec in
      guard var header = Self.evaluator(spec) else { return }
      let smooth = spec.promises.compactMap { promise in
        promise.lipschitz.map {
          (index: header.graph.outputs.firstIndex { $0.key == promise.key }!, lipschitz: $0)
        }
      }
      guard !smooth.isEmpty else { return }
      let step = 0.25
      header.setInput(0, raw: -900)
      var previous = header.allValues
      for offset in stride(from: -900 + step, through: 900, by: step) {
        header.setInput(0, raw: offset)
        for (index, lipschitz) in smooth {
          let value = header.value(at: index)
          let jump = abs(value - previous[index])
          let allowed = lipschitz * step * (1 + 1e-9) + 1e-9 * max(1, abs(value))
          guard jump <= allowed else {
            Issue.record(
              "\(header.graph.outputs[index].key) jumps by \(jump) (at most \(allowed)) between \(offset - step) and \(offset)\n\(spec.text)"
            )
            return
          }
          previous[index] = value
        }
      }
    }
  }

  /// The generator itself: specs are valid and make promises worth checking.
  @Test func randomSpecsAreValidAndPromiseSomething() async {
    var promises = (bounds: 0, lipschitz: 0)
    await propertyCheck(count: 50, input: RandomSpec.generator) { spec in
      guard Self.evaluator(spec) != nil else { return }
      promises.bounds += spec.promises.filter { $0.bounds != nil }.count
      promises.lipschitz += spec.promises.filter { $0.lipschitz != nil }.count
    }
    #expect(promises.bounds > 20)
    #expect(promises.lipschitz > 20)
  }
}
