import HeaderKitRuntime

/// Edits a compiled graph's indices, counts, opcodes and numbers, as a
/// corrupted or hostile JSON file would, to test that
/// ``CompiledGraph/validate()`` rejects every graph the evaluator cannot run.
enum GraphMutator {
  /// The graph after the edits in `bytes`, three bytes per edit: which field,
  /// which element, and which value.
  static func apply(edits bytes: [UInt8], to seed: CompiledGraph) -> CompiledGraph {
    var graph = seed
    var index = 0
    while index + 2 < bytes.count, index < 3 * 32 {
      edit(
        &graph, field: Int(bytes[index]), element: Int(bytes[index + 1]),
        choice: Int(bytes[index + 2]))
      index += 3
    }
    return graph
  }

  /// Integers worth trying for an index or a count in `graph`.
  private static func integer(_ choice: Int, _ graph: CompiledGraph, count: Int) -> Int32 {
    let values: [Int] = [
      -1, 0, 1, 2, 3, graph.slotCount - 1, graph.slotCount, graph.slotCount + 1, count - 1, count,
      count + 1, Int(Int32.max), Int(Int32.min), 7, 100,
    ]
    return Int32(truncatingIfNeeded: values[choice % values.count])
  }

  private static let doubles: [Double] = [
    0, -0.0, 1, -1, 1e308, -1e308, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    .leastNonzeroMagnitude,
  ]

  private static func edit(_ graph: inout CompiledGraph, field: Int, element: Int, choice: Int) {
    let n = { (count: Int) in count == 0 ? 0 : element % count }
    switch field % 24 {
    case 0...4:
      // An instruction field in one of the four code arrays.
      let which = element % 4
      var code = codeArray(graph, which)
      guard !code.isEmpty else { return }
      let at = (element / 4) % code.count
      switch field % 24 {
      case 0: code[at].op = Opcode.allCases[choice % Opcode.allCases.count]
      case 1: code[at].dst = integer(choice, graph, count: graph.slotCount)
      case 2:
        code[at].a = integer(choice, graph, count: max(graph.tracks.count, graph.params.count))
      case 3: code[at].b = integer(choice, graph, count: graph.slotCount)
      default: code[at].c = integer(choice, graph, count: graph.slotCount)
      }
      setCodeArray(&graph, which, code)
    case 5:
      // Move an instruction into another code array.
      let from = codeArray(graph, element % 4)
      guard !from.isEmpty else { return }
      var to = codeArray(graph, choice % 4)
      to.insert(from[(element / 4) % from.count], at: (choice / 4) % (to.count + 1))
      setCodeArray(&graph, choice % 4, to)
    case 6:
      guard !graph.tracks.isEmpty else { return }
      graph.tracks[n(graph.tracks.count)].driverSlot = integer(
        choice, graph, count: graph.slotCount)
    case 7:
      guard !graph.tracks.isEmpty else { return }
      graph.tracks[n(graph.tracks.count)].firstSource = integer(
        choice, graph, count: graph.keyframeSources.count)
    case 8:
      guard !graph.tracks.isEmpty else { return }
      graph.tracks[n(graph.tracks.count)].sourceCount = integer(
        choice, graph, count: graph.keyframeSources.count)
    case 9:
      guard !graph.tracks.isEmpty else { return }
      let modes: [CompiledGraph.Extrapolation] = [.clamp, .extend, .none]
      graph.tracks[n(graph.tracks.count)].before = modes[choice % 3]
      graph.tracks[n(graph.tracks.count)].after = modes[(choice / 3) % 3]
    case 10:
      guard !graph.keyframeSources.isEmpty else { return }
      let at = n(graph.keyframeSources.count)
      switch choice % 6 {
      case 0: graph.keyframeSources[at].list = integer(choice / 6, graph, count: graph.params.count)
      case 1:
        graph.keyframeSources[at].indexSlot = integer(choice / 6, graph, count: graph.slotCount)
      case 2:
        graph.keyframeSources[at].itemSlot = integer(choice / 6, graph, count: graph.slotCount)
      case 3: graph.keyframeSources[at].atSlot = integer(choice / 6, graph, count: graph.slotCount)
      case 4:
        graph.keyframeSources[at].valueSlot = integer(choice / 6, graph, count: graph.slotCount)
      default:
        graph.keyframeSources[at].codeStart = integer(
          choice / 6, graph, count: graph.keyframeCode.count)
      }
    case 11:
      guard !graph.keyframeSources.isEmpty else { return }
      graph.keyframeSources[n(graph.keyframeSources.count)].codeCount = integer(
        choice, graph, count: graph.keyframeCode.count)
    case 12:
      guard !graph.keyframeSources.isEmpty else { return }
      let easings: [Easing] = [
        .linear, .hold, .steps(1), .steps(10_000), .easeInOut, .cubicBezier(0, 1e308, 1, -1e308),
      ]
      graph.keyframeSources[n(graph.keyframeSources.count)].easing = easings[choice % easings.count]
    case 13:
      guard !graph.states.isEmpty else { return }
      let at = n(graph.states.count)
      let value = integer(choice / 8, graph, count: graph.slotCount)
      switch choice % 8 {
      case 0: graph.states[at].input = integer(choice / 8, graph, count: graph.inputs.count)
      case 1: graph.states[at].modelSlot = value
      case 2: graph.states[at].valueSlot = value
      case 3: graph.states[at].guardStart = integer(choice / 8, graph, count: graph.stateCode.count)
      case 4: graph.states[at].guardCount = integer(choice / 8, graph, count: graph.stateCode.count)
      case 5: graph.states[at].gateSlot = value
      case 6: graph.states[at].followSlot = value
      default: graph.states[at].minSlot = value
      }
    case 14:
      guard !graph.states.isEmpty, graph.states[n(graph.states.count)].snap != nil else { return }
      let at = n(graph.states.count)
      if choice % 2 == 0 {
        graph.states[at].snap!.durationSlot = integer(choice / 2, graph, count: graph.slotCount)
      } else {
        graph.states[at].snap!.targetSlots.append(
          integer(choice / 2, graph, count: graph.slotCount))
      }
    case 15:
      guard !graph.outputs.isEmpty else { return }
      graph.outputs[n(graph.outputs.count)].slot = integer(choice, graph, count: graph.slotCount)
    case 16:
      guard !graph.params.isEmpty else { return }
      let at = n(graph.params.count)
      if choice % 2 == 0 {
        graph.params[at].storage = .scalar(slot: integer(choice / 2, graph, count: graph.slotCount))
      } else {
        graph.params[at].storage = .list(
          index: integer(choice / 2, graph, count: graph.params.count))
      }
    case 17:
      guard !graph.params.isEmpty else { return }
      let at = n(graph.params.count)
      if choice % 3 == 0 {
        graph.params[at].defaultValues = []
      } else {
        graph.params[at].defaultValues.append(doubles[choice % doubles.count])
      }
    case 18:
      graph.slotCount = Int(integer(choice, graph, count: graph.slotCount))
    case 19:
      guard !graph.constants.isEmpty else { return }
      let at = n(graph.constants.count)
      if choice % 2 == 0 {
        graph.constants[at].value = doubles[(choice / 2) % doubles.count]
      } else {
        graph.constants[at].slot = integer(choice / 2, graph, count: graph.slotCount)
      }
    case 20:
      guard !graph.inputs.isEmpty else { return }
      let at = n(graph.inputs.count)
      let value = integer(choice / 4, graph, count: graph.slotCount)
      switch choice % 4 {
      case 0: graph.inputs[at].rawSlot = value
      case 1: graph.inputs[at].valueSlot = value
      case 2: graph.inputs[at].insetSlot = value
      default: graph.inputs[at].initialSlot = value
      }
    case 21:
      guard !graph.inputs.isEmpty else { return }
      let low = doubles[choice % doubles.count]
      let high = doubles[(choice / 11) % doubles.count]
      graph.inputs[n(graph.inputs.count)].sweep = low <= high ? low...high : nil
    case 22:
      // Duplicate a keyframe source, as a longer track would have.
      guard !graph.keyframeSources.isEmpty else { return }
      graph.keyframeSources.append(graph.keyframeSources[n(graph.keyframeSources.count)])
    default:
      graph.formatVersion = choice % 3
    }
  }

  private static func codeArray(_ graph: CompiledGraph, _ which: Int) -> [Instruction] {
    switch which {
    case 0: graph.setupCode
    case 1: graph.frameCode
    case 2: graph.keyframeCode
    default: graph.stateCode
    }
  }

  private static func setCodeArray(
    _ graph: inout CompiledGraph, _ which: Int, _ code: [Instruction]
  ) {
    switch which {
    case 0: graph.setupCode = code
    case 1: graph.frameCode = code
    case 2: graph.keyframeCode = code
    default: graph.stateCode = code
    }
  }
}
