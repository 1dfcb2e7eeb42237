/// What lowering needs to know about every slot.
struct SlotFacts {
  /// The last index in the frame code that writes each slot, or -1.
  var lastFrameWrite: [Int]
  /// The first index in the frame code that reads each slot, or `Int.max`.
  var firstFrameRead: [Int]
  /// Slots the frame code writes with something other than `finite`, `copy`
  /// or `track` (a var or property is always written by one of those).
  var computed: [Bool]
  var frameWrites: [Int]
  /// How many times the frame and guard code read each slot.
  var reads: [Int]
  var guardWrites: Set<Int32>
  /// Slots seen outside the frame code: inputs, states, snaps, keyframes,
  /// guard code and the drivers of tracks guard code evaluates. (Outputs are
  /// read through the alias table.)
  var external: [Bool]
  var isOutput: [Bool]
  /// Slots known to hold a finite value before the frame code runs: set-up
  /// slots with finite values, and the inputs (the evaluator stores them finite).
  var initiallyFinite: [Bool]

  init(graph: CompiledGraph, slots: [Double]) {
    let count = graph.slotCount
    lastFrameWrite = Array(repeating: -1, count: count)
    firstFrameRead = Array(repeating: Int.max, count: count)
    computed = Array(repeating: false, count: count)
    frameWrites = Array(repeating: 0, count: count)
    reads = Array(repeating: 0, count: count)
    guardWrites = Set(graph.stateCode.map(\.dst))
    external = Array(repeating: false, count: count)
    isOutput = Array(repeating: false, count: count)
    for output in graph.outputs { isOutput[Int(output.slot)] = true }

    var dynamic = Array(repeating: false, count: count)
    for (index, instruction) in graph.frameCode.enumerated() {
      let dst = Int(instruction.dst)
      lastFrameWrite[dst] = index
      frameWrites[dst] += 1
      dynamic[dst] = true
      if ![.finite, .copy, .track].contains(instruction.op) { computed[dst] = true }
    }
    for (index, instruction) in graph.frameCode.enumerated() {
      for slot in graph.slotsRead(by: instruction) where firstFrameRead[Int(slot)] == Int.max {
        firstFrameRead[Int(slot)] = index
      }
    }
    for instruction in graph.frameCode + graph.stateCode {
      for slot in graph.slotsRead(by: instruction) { reads[Int(slot)] += 1 }
    }
    var externalSlots = graph.eventSlots + Self.keyframeSlots(graph)
    for input in graph.inputs {
      dynamic[Int(input.rawSlot)] = true
      dynamic[Int(input.valueSlot)] = true
    }
    for machine in graph.states {
      dynamic[Int(machine.modelSlot)] = true
      dynamic[Int(machine.valueSlot)] = true
    }
    for instruction in graph.stateCode {
      externalSlots.append(instruction.dst)
      externalSlots += graph.slotsRead(by: instruction)
      dynamic[Int(instruction.dst)] = true
    }
    for slot in externalSlots { external[Int(slot)] = true }

    initiallyFinite = (0..<count).map { !dynamic[$0] && slots[$0].isFinite }
    for input in graph.inputs {
      initiallyFinite[Int(input.rawSlot)] = true
      initiallyFinite[Int(input.valueSlot)] = true
    }
  }

  /// Whether only the frame code sees `slot`, so that it may alias another.
  func isPrivate(_ slot: Int32) -> Bool { !external[Int(slot)] }

  /// Whether `slot` is an intermediate value, written once and read once.
  func isTemporary(_ slot: Int32) -> Bool {
    let index = Int(slot)
    return computed[index] && frameWrites[index] == 1 && reads[index] == 1 && !external[index]
      && !isOutput[index]
  }

  /// The slots set-up writes and reads while it builds keyframes.
  static func keyframeSlots(_ graph: CompiledGraph) -> [Int32] {
    graph.keyframeSources.flatMap { [$0.indexSlot, $0.itemSlot, $0.atSlot, $0.valueSlot] }
  }
}
