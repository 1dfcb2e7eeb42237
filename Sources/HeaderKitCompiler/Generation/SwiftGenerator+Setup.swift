@_spi(Generated) import HeaderKitRuntime

/// The slots the set-up of settable params writes, and those it reads or
/// writes (which must stay stored properties rather than frame locals).
struct SetupFacts {
  private(set) var written = Set<Int32>()
  private(set) var touched = Set<Int32>()

  /// Frozen params: nothing is computed at run time.
  static let none = SetupFacts()

  private init() {}

  init(_ graph: CompiledGraph) {
    for param in graph.params {
      if case .scalar(let slot) = param.storage { written.insert(slot) }
    }
    for instruction in graph.setupCode + graph.keyframeCode {
      written.insert(instruction.dst)
      touched.formUnion(instruction.slotOperands)
    }
    for source in graph.keyframeSources {
      if source.list >= 0 { written.formUnion([source.indexSlot, source.itemSlot]) }
      touched.formUnion([source.atSlot, source.valueSlot])
    }
    touched.formUnion(written)
  }
}

extension SwiftGenerator {
  /// The params' API: names, `paramIndex(named:)` and both `setParam`s,
  /// which store the new value, run `_setUp()` and the frame as the
  /// evaluator does. With frozen params there is none to set.
  func writeParamsAPI(_ writer: inout SwiftWriter) {
    let names = freezeParams ? [] : graph.params.map { SwiftNames.string($0.name) }
    writer.line("/// The settable params' names, in the order of their indices.")
    writer.line("public static let paramNames: [String] = [\(names.joined(separator: ", "))]")
    writer.blank()
    writer.line("/// The index of the param called `name`.")
    writer.line(
      "public func paramIndex(named name: String) -> Int? { Self.paramNames.firstIndex(of: name) }")
    writer.blank()
    writeSetScalarParam(&writer)
    writer.blank()
    writeSetListParam(&writer)
    writer.blank()
  }

  private func writeSetScalarParam(_ writer: inout SwiftWriter) {
    writer.line(
      "/// Overrides a scalar param (a list param becomes this one number) and re-runs set-up.")
    writer.open("public mutating func setParam(_ index: Int, to value: Double) {")
    if settableParams.isEmpty {
      writer.line(paramOutOfRange)
    } else {
      writer.line("switch index {")
      for (index, param) in settableParams {
        switch param.storage {
        case .scalar(let slot):
          writer.line("case \(index): \(stored(slot)) = ScalarOps.finite(value)")
        case .list:
          // A list of one builds no more than the list's default did, or one keyframe.
          writer.line("case \(index): try? setParam(\(index), to: [value]); return")
        }
      }
      writer.line("default: \(paramOutOfRange)")
      writer.line("}")
      // Only list params: every case has returned.
      if settableParams.contains(where: { !$0.param.isList }) { writeParamsChanged(&writer) }
    }
    writer.close()
  }

  private func writeSetListParam(_ writer: inout SwiftWriter) {
    writer.line("/// Overrides a param with a list (a scalar param takes its first number) and")
    writer.line("/// re-runs set-up; throws, and changes nothing, when set-up would cost too much.")
    writer.open(
      "public mutating func setParam(_ index: Int, to values: [Double]) throws(GraphError) {")
    if settableParams.isEmpty {
      writer.line(paramOutOfRange)
      writer.close()
      return
    }
    writer.line("let values = values.map(ScalarOps.finite)")
    writer.line("switch index {")
    for (index, param) in settableParams {
      switch param.storage {
      case .scalar(let slot): writer.line("case \(index): \(stored(slot)) = values.first ?? 0")
      case .list(let list):
        writer.line("case \(index):")
        writer.depthIn()
        let lengths = lists.indices.map {
          $0 == Int(list) ? "values.count" : "list\($0).elements.count"
        }
        writer.line(
          "try Self._listParamCost.check(listLengths: [\(lengths.joined(separator: ", "))])")
        writer.line("list\(list) = ListValues(values)")
        writer.depthOut()
      }
    }
    writer.line("default: \(paramOutOfRange)")
    writer.line("}")
    writeParamsChanged(&writer)
    writer.close()
  }

  /// What follows a param's change, as the evaluator's `paramsChanged`:
  /// set-up, then the engine's (each input's offset again, the frame).
  private func writeParamsChanged(_ writer: inout SwiftWriter) {
    writer.line("_setUp()")
    writer.line("HeaderEngine.paramsChanged(&self)")
  }

  /// The params `setParam` takes, with their indices: none when frozen.
  private var settableParams: [(index: Int, param: CompiledGraph.Param)] {
    freezeParams ? [] : Array(graph.params.enumerated().map { ($0.offset, $0.element) })
  }

  /// What `setParam` does for an index that is no settable param's: nothing,
  /// by the runtime's rule for indices (a frozen header has none to set).
  private var paramOutOfRange: String {
    freezeParams
      ? "// Frozen params: no index is a param's, and one out of range is ignored."
      : "return  // an index out of range is ignored (the runtime's rule)"
  }

  /// Stored lists of settable params, and what a new list may cost.
  func writeListDeclarations(_ writer: inout SwiftWriter) {
    for (index, list) in lists.enumerated() {
      writer.line("private var list\(index) = ListValues(\(literals(list)))")
    }
    guard !lists.isEmpty else { return }
    let cost = ListParamCost(graph)
    writer.line("/// What set-up costs: fixed, and per element of each list.")
    writer.line(
      "private static let _listParamCost = ListParamCost(keyframes: \(cost.keyframes), work: \(cost.work), keyframesPerElement: \(cost.keyframesPerElement), workPerElement: \(cost.workPerElement))"
    )
  }

  func sources(of track: CompiledGraph.Track) -> ArraySlice<CompiledGraph.KeyframeSource> {
    let first = Int(track.firstSource)
    return graph.keyframeSources[first..<first + Int(track.sourceCount)]
  }

  private func literals(_ values: [Double]) -> String {
    "[\(values.map(SwiftNames.literal).joined(separator: ", "))]"
  }

  /// Each slot's value before the first set-up, as the evaluator starts: a
  /// param's value, else a constant's (the last written), else 0 (absent).
  /// One pass over both (a scan per slot was quadratic in large specs).
  func valuesBeforeSetUp() -> [Int32: Double] {
    var values: [Int32: Double] = [:]
    for constant in graph.constants { values[constant.slot] = constant.value }
    // Reversed, so that the first param of a slot is the one kept.
    for (index, param) in graph.params.enumerated().reversed() {
      if case .scalar(let slot) = param.storage { values[slot] = evaluator.paramValue(index)[0] }
    }
    return values
  }

  /// `_setUp()`: the set-up code, then every track's keyframes (each
  /// keyframe's code, per element for `each`) — the evaluator's set-up as
  /// statements on stored properties.
  func writeSetUp(_ writer: inout SwiftWriter) {
    writer.blank()
    writer.line("/// Computes everything that depends only on params: set-up values, keyframes.")
    writer.open("private mutating func _setUp() {")
    for instruction in graph.setupCode { writer.line(statement(instruction)) }
    let used = usedTracks
    let curveOfSource = Self.curveIndices(graph)
    for (index, track) in graph.tracks.enumerated() {
      let keys = "keys\(index)"
      let empty = "KeyframeTrack(before: .\(track.before), after: .\(track.after))"
      if used.contains(index) {
        // A track without keyframes is never appended to: no variable.
        writer.line(track.sourceCount > 0 ? "var \(keys) = \(empty)" : "_track\(index) = \(empty)")
      }
      let first = Int(track.firstSource)
      for (offset, source) in sources(of: track).enumerated() {
        let append =
          used.contains(index)
          ? "\(keys).append(position: \(slot(source.atSlot)), value: \(slot(source.valueSlot)), curve: \(curveOfSource[first + offset]))"
          : nil
        let code = graph.keyframeCode[
          Int(source.codeStart)..<Int(source.codeStart) + Int(source.codeCount)]
        guard source.list >= 0 else {
          for instruction in code { writer.line(statement(instruction)) }
          if let append { writer.line(append) }
          continue
        }
        writer.open("for element in list\(source.list).elements.indices {")
        writer.line("\(stored(source.indexSlot)) = Double(element)")
        writer.line("\(stored(source.itemSlot)) = list\(source.list).elements[element]")
        for instruction in code { writer.line(statement(instruction)) }
        if let append { writer.line(append) }
        writer.close()
      }
      if used.contains(index), track.sourceCount > 0 { writer.line("_track\(index) = \(keys)") }
    }
    for (index, output) in graph.outputs.enumerated() where !dynamicSlots.contains(output.slot) {
      if outputValue(index).hasPrefix("out") {
        writer.line("out\(index) = ScalarOps.finite(\(stored(output.slot)))")
      }
    }
    writer.close()
  }

  /// The tracks the frame code evaluates.
  var usedTracks: [Int] { Self.usedTracks(graph) }

  /// The tracks the frame code of `graph` evaluates.
  static func usedTracks(_ graph: CompiledGraph) -> [Int] {
    Set(graph.frameCode.filter { $0.op == .track }.map { Int($0.a) }).sorted()
  }

  /// Each keyframe source's easing as an index into the curves (0 is
  /// linear), numbered in order of first use, as the evaluator numbers them.
  static func curveIndices(_ graph: CompiledGraph) -> [Int] {
    var index: [Easing: Int] = [.linear: 0]
    return graph.keyframeSources.map { source in
      if let known = index[source.easing] { return known }
      index[source.easing] = index.count
      return index.count - 1
    }
  }
}
