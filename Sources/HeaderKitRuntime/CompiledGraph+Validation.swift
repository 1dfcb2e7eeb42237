extension CompiledGraph {
  /// The most slots, instructions or list elements a loaded graph may have.
  public static let maxElements = 1 << 22

  /// Checks that every index in the graph is in range and every number is finite.
  ///
  /// The evaluator reads its buffers without bounds checks, so a graph from
  /// outside (a JSON file) is checked once here instead of on every frame.
  /// - Complexity: O(graph size).
  public func validate() throws(GraphLoadError) {
    func fail(_ message: String) -> GraphLoadError { GraphLoadError(description: message) }
    guard formatVersion == Self.currentFormatVersion else {
      throw fail(
        "graph format \(formatVersion) is not supported (expected \(Self.currentFormatVersion))")
    }
    guard (0...Self.maxElements).contains(slotCount) else {
      throw fail("slot count \(slotCount) out of range")
    }
    func slot(_ index: Int32, _ what: String) throws(GraphLoadError) {
      guard index >= 0, Int(index) < slotCount else {
        throw fail("\(what): slot \(index) out of range")
      }
    }

    var listCount = 0
    var totalListElements = 0
    for param in params {
      guard param.defaultValues.allSatisfy(\.isFinite) else {
        throw fail("param '\(param.name)' has a non-finite default")
      }
      switch param.storage {
      case .scalar(let index):
        try slot(index, "param '\(param.name)'")
        guard param.defaultValues.count == 1 else {
          throw fail("scalar param '\(param.name)' needs one default")
        }
      case .list(let index):
        guard Int(index) == listCount else {
          throw fail("list param '\(param.name)' has index \(index)")
        }
        listCount += 1
        totalListElements += param.defaultValues.count
      }
    }
    guard totalListElements <= Self.maxElements else { throw fail("lists are too long") }

    for input in inputs {
      for index in [input.rawSlot, input.valueSlot, input.insetSlot, input.initialSlot] {
        try slot(index, "input '\(input.name)'")
      }
      if let sweep = input.sweep, !sweep.lowerBound.isFinite || !sweep.upperBound.isFinite {
        throw fail("input '\(input.name)' has a non-finite sweep")
      }
    }
    for constant in constants {
      try slot(constant.slot, "constant")
      guard constant.value.isFinite else {
        throw fail("constant in slot \(constant.slot) is not finite")
      }
    }
    for (name, code) in [
      ("setup", setupCode), ("frame", frameCode), ("keyframe", keyframeCode), ("state", stateCode),
    ] {
      guard code.count <= Self.maxElements else { throw fail("\(name) code is too long") }
      for instruction in code {
        try slot(instruction.dst, "\(name) code")
        for operand in instruction.slotOperands { try slot(operand, "\(name) code") }
        if instruction.readsListA {
          guard instruction.a >= 0, Int(instruction.a) < listCount else {
            throw fail("\(name) code: list \(instruction.a) out of range")
          }
        }
        if instruction.op == .track {
          guard instruction.a >= 0, Int(instruction.a) < tracks.count else {
            throw fail("\(name) code: track \(instruction.a) out of range")
          }
          // Set-up and keyframe code run while keyframes are being rebuilt.
          guard name == "frame" || name == "state" else {
            throw fail("\(name) code cannot evaluate a track")
          }
        }
      }
    }
    func range(_ start: Int32, _ count: Int32, within total: Int, _ what: String)
      throws(GraphLoadError)
    {
      guard start >= 0, count >= 0, Int(start) + Int(count) <= total else {
        throw fail("\(what): range \(start)+\(count) out of bounds")
      }
    }
    for track in tracks {
      try slot(track.driverSlot, "track driver")
      try range(track.firstSource, track.sourceCount, within: keyframeSources.count, "track")
    }
    for source in keyframeSources {
      guard source.list >= -1, Int(source.list) < listCount else {
        throw fail("keyframe list \(source.list) out of range")
      }
      for index in [source.indexSlot, source.itemSlot, source.atSlot, source.valueSlot] {
        try slot(index, "keyframe")
      }
      try range(source.codeStart, source.codeCount, within: keyframeCode.count, "keyframe code")
    }
    for machine in states {
      guard machine.input >= 0, Int(machine.input) < inputs.count else {
        throw fail("state '\(machine.name)': input out of range")
      }
      for index in [
        machine.modelSlot, machine.valueSlot, machine.initialSlot, machine.minSlot, machine.maxSlot,
        machine.followSlot, machine.downSlot, machine.upSlot, machine.gateSlot,
        machine.positionSlot,
      ] {
        try slot(index, "state '\(machine.name)'")
      }
      try range(
        machine.guardStart, machine.guardCount, within: stateCode.count,
        "state '\(machine.name)' guard")
      if let limits = machine.limits {
        try slot(limits.lowerSlot, "state '\(machine.name)' limits")
        try slot(limits.upperSlot, "state '\(machine.name)' limits")
      }
      if let snap = machine.snap {
        try slot(snap.durationSlot, "snap duration")
        for target in snap.targetSlots { try slot(target, "snap target") }
      }
    }
    for output in outputs { try slot(output.slot, "output '\(output.key)'") }
    guard builtKeyframeCount() <= Self.maxBuiltKeyframes else {
      throw fail("more than \(Self.maxBuiltKeyframes) keyframes with the default params")
    }
  }
}
