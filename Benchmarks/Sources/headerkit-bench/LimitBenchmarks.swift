import Foundation
import HeaderKitRuntime
import MallocInterposerSwift

/// Set-up of the costliest graphs the runtime loads, at its limits
/// (`GraphLimit`): what bounds an app that loads a graph it did not write.
struct LimitResult {
  var name: String
  /// What the graph is made of, in words.
  var shape: String
  /// `HeaderEvaluator(graph:)`, in milliseconds.
  var setup: Summary
  /// Megabytes allocated during set-up (more than it ever holds at once),
  /// nil when the malloc interposer is not loaded.
  var megabytes: Double?
}

enum LimitBenchmarks {
  static func run(plan: Plan) throws -> [LimitResult] {
    try [
      measure(
        "set-up work",
        "\(count(workSetupInstructions)) set-up instructions, \(count(GraphLimit.builtKeyframes.limit)) keyframes built from a list, \(count(GraphLimit.slots.limit)) slots",
        work()),
      measure("tracks", "65,536 tracks of 4 keyframes each", tracks()),
      measure(
        "states", "65,536 states with 16 guard instructions, the first 1,000 with a snap target",
        states()),
    ]
  }

  private static func measure(_ name: String, _ shape: String, _ graph: CompiledGraph)
    -> LimitResult
  {
    var bytes = 0
    _ = AllocationCounter.count {
      Sink.consume(HeaderEvaluator(graph: graph).value(at: 0))
      bytes = MallocInterposerSwift.getStatistics().mallocBytesCount
    }
    let megabytes = AllocationCounter.isActive ? Double(bytes) / 1_048_576 : nil
    var times: [Double] = []
    for _ in 0..<5 {
      let start = Clock.now()
      let evaluator = HeaderEvaluator(graph: graph)
      times.append(Double(Clock.now() - start) / 1e6)
      Sink.consume(evaluator.value(at: 0))
    }
    return LimitResult(name: name, shape: shape, setup: Summary(times), megabytes: megabytes)
  }

  /// `value` with thousands separators, as the shapes are written.
  private static func count(_ value: Int) -> String {
    let digits = Array(String(value))
    return String(
      digits.enumerated().flatMap { index, digit in
        index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
      })
  }

  /// Set-up instructions of the costliest set-up: the work its keyframes
  /// (two instructions each, and one for the keyframe) leave.
  private static let workSetupInstructions =
    GraphLimit.setupWork.limit - GraphLimit.builtKeyframes.limit * 3

  /// One vertical input at slots 0 (raw), 1 (value) and 2 (inset, at rest -0).
  private static let scroll = CompiledGraph.Input(
    name: "scroll", axis: .vertical, rawSlot: 0, valueSlot: 1, insetSlot: 2, initialSlot: 2,
    sweep: nil)

  /// The most set-up work: a chain of set-up instructions over the most
  /// slots, then the most keyframes, repeated over the longest list.
  private static func work() throws -> CompiledGraph {
    let slots = GraphLimit.slots.limit
    let elements = GraphLimit.builtKeyframes.limit
    let setup = (0..<workSetupInstructions).map { Instruction(.add, 3 + $0 % (slots - 3), 2, 2) }
    return try CompiledGraph(
      name: "limits-work",
      inputs: [scroll],
      params: [
        .init(
          name: "list", storage: .list(index: 0),
          defaultValues: Array(repeating: 1, count: elements))
      ],
      slotCount: slots, constants: [], setupCode: setup,
      frameCode: [Instruction(.track, 3, 0), Instruction(.finite, 3, 3)],
      tracks: [.init(driverSlot: 1, firstSource: 0, sourceCount: 1, before: .clamp, after: .clamp)],
      keyframeSources: [
        .init(
          list: 0, indexSlot: 4, itemSlot: 5, codeStart: 0, codeCount: 2, atSlot: 6, valueSlot: 7,
          easing: .easeInOut)
      ],
      keyframeCode: [Instruction(.add, 6, 4, 5), Instruction(.mul, 7, 5, 5)], states: [],
      stateCode: [], outputs: [.init(target: "a", property: "alpha", slot: 3)])
  }

  /// The most tracks, sharing the keyframes built.
  private static func tracks() throws -> CompiledGraph {
    let count = GraphLimit.tracks.limit
    var sources: [CompiledGraph.KeyframeSource] = []
    for key in 0..<4 {
      let slot = Int32(3 + key)
      let easing: Easing = key == 1 ? .easeIn : .linear
      sources.append(
        CompiledGraph.KeyframeSource(
          list: -1, indexSlot: 0, itemSlot: 0, codeStart: 0, codeCount: 0, atSlot: slot,
          valueSlot: slot, easing: easing))
    }
    let track = CompiledGraph.Track(
      driverSlot: 1, firstSource: 0, sourceCount: 4, before: .clamp, after: .extend)
    let constants: [CompiledGraph.Constant] = (3..<7).map {
      CompiledGraph.Constant(slot: Int32($0), value: Double($0))
    }
    return try CompiledGraph(
      name: "limits-tracks",
      inputs: [scroll],
      params: [], slotCount: 8, constants: constants,
      setupCode: [], frameCode: [Instruction(.track, 7, 0)],
      tracks: Array(repeating: track, count: count),
      keyframeSources: sources, keyframeCode: [], states: [], stateCode: [],
      outputs: [.init(target: "a", property: "alpha", slot: 7)])
  }

  /// The most states, each with its guard code, and as many snaps as a graph may have.
  private static func states() throws -> CompiledGraph {
    let count = GraphLimit.states.limit
    let guardCode = Array(repeating: Instruction(.add, 6, 1, 6), count: 16)
    let snap = CompiledGraph.Snap(
      targetSlots: [4], rule: .midpoint, durationSlot: 5, easing: .easeInOut)
    var states: [CompiledGraph.StateMachine] = []
    for index in 0..<count {
      let model = Int32(8 + 2 * index)
      states.append(
        CompiledGraph.StateMachine(
          name: "s\(index)", input: 0, modelSlot: model, valueSlot: model + 1, initialSlot: 3,
          minSlot: 3, maxSlot: 4, followSlot: 5, guardStart: 0, guardCount: 16, downSlot: 7,
          upSlot: 7, gateSlot: 7, positionSlot: 0, handoff: CompiledGraph.Handoff(.none),
          limits: nil, snap: index < GraphLimit.snapTargets.limit ? snap : nil))
    }
    return try CompiledGraph(
      name: "limits-states",
      inputs: [scroll],
      params: [], slotCount: 8 + 2 * count,
      constants: [
        .init(slot: 4, value: 100), .init(slot: 5, value: 0.2), .init(slot: 7, value: 1),
      ],
      setupCode: [], frameCode: [Instruction(.copy, 6, 9)], tracks: [], keyframeSources: [],
      keyframeCode: [], states: states, stateCode: guardCode,
      outputs: [.init(target: "a", property: "alpha", slot: 9)])
  }
}
