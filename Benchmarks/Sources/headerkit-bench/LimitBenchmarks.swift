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
  private static var scroll: [String: Any] {
    [
      "name": "scroll", "axis": "vertical", "rawSlot": 0, "valueSlot": 1, "insetSlot": 2,
      "initialSlot": 2,
    ]
  }

  /// An instruction as the graph's JSON writes it: its opcode and four operands.
  private static func instruction(_ op: String, _ dst: Int, _ a: Int, _ b: Int = 0) -> [Any] {
    [op, dst, a, b, 0]
  }

  /// A graph of one input and one output (slot `output` as target `a`'s
  /// alpha) with `parts`, read as an app reads one: through
  /// `CompiledGraph(json:)`, which checks it (the benchmark is another
  /// package, so it sees only the runtime's public API).
  private static func graph(_ name: String, output: Int, _ parts: [String: Any]) throws
    -> CompiledGraph
  {
    var json: [String: Any] = [
      "formatVersion": CompiledGraph.currentFormatVersion,
      "headerkitVersion": HeaderKitVersion.current,
      "name": name, "inputs": [scroll], "params": [], "constants": [], "setupCode": [],
      "frameCode": [], "tracks": [], "keyframeSources": [], "keyframeCode": [], "states": [],
      "stateCode": [], "outputs": [["target": "a", "property": "alpha", "slot": output]],
      "targets": [["name": "a", "anchor": [0.5, 0.5]]],
    ]
    json.merge(parts) { _, part in part }
    do {
      return try CompiledGraph(json: JSONSerialization.data(withJSONObject: json))
    } catch {
      throw BenchError("the \(name) graph does not load: \(error)")
    }
  }

  /// The most set-up work: a chain of set-up instructions over the most
  /// slots, then the most keyframes, repeated over the longest list.
  private static func work() throws -> CompiledGraph {
    let slots = GraphLimit.slots.limit
    let elements = GraphLimit.builtKeyframes.limit
    return try graph(
      "limits-work", output: 3,
      [
        "params": [
          [
            "name": "list", "storage": ["list": 0],
            "defaultValues": Array(repeating: 1, count: elements),
          ]
        ],
        "slotCount": slots,
        "setupCode": (0..<workSetupInstructions).map {
          instruction("add", 3 + $0 % (slots - 3), 2, 2)
        },
        "frameCode": [instruction("track", 3, 0), instruction("finite", 3, 3)],
        "tracks": [
          [
            "before": "clamp", "after": "clamp", "driverSlot": 1, "firstSource": 0,
            "sourceCount": 1,
          ]
        ],
        "keyframeSources": [
          [
            "list": 0, "indexSlot": 4, "itemSlot": 5, "codeStart": 0, "codeCount": 2,
            "atSlot": 6, "valueSlot": 7, "easing": "easeInOut",
          ]
        ],
        "keyframeCode": [instruction("add", 6, 4, 5), instruction("mul", 7, 5, 5)],
      ])
  }

  /// The most tracks, sharing the keyframes built.
  private static func tracks() throws -> CompiledGraph {
    let sources = (0..<4).map { key -> [String: Any] in
      [
        "list": -1, "indexSlot": 0, "itemSlot": 0, "codeStart": 0, "codeCount": 0,
        "atSlot": 3 + key, "valueSlot": 3 + key, "easing": key == 1 ? "easeIn" : "linear",
      ]
    }
    let track: [String: Any] = [
      "before": "clamp", "after": "extend", "driverSlot": 1, "firstSource": 0, "sourceCount": 4,
    ]
    return try graph(
      "limits-tracks", output: 7,
      [
        "slotCount": 8, "constants": (3..<7).map { ["slot": $0, "value": Double($0)] },
        "frameCode": [instruction("track", 7, 0)],
        "tracks": Array(repeating: track, count: GraphLimit.tracks.limit),
        "keyframeSources": sources,
      ])
  }

  /// The most states, each with its guard code, and as many snaps as a graph may have.
  private static func states() throws -> CompiledGraph {
    let count = GraphLimit.states.limit
    let snap: [String: Any] = [
      "rule": "midpoint", "easing": "easeInOut", "movesInput": false, "targetSlots": [4],
      "durationSlot": 5,
    ]
    let states = (0..<count).map { index -> [String: Any] in
      let model = 8 + 2 * index
      var state: [String: Any] = [
        "name": "s\(index)", "input": 0, "handoff": ["down": "none", "up": "none"],
        "modelSlot": model, "valueSlot": model + 1, "initialSlot": 3, "minSlot": 3, "maxSlot": 4,
        "followSlot": 5, "guardStart": 0, "guardCount": 16, "downSlot": 7, "upSlot": 7,
        "gateSlot": 7, "positionSlot": 0,
      ]
      if index < GraphLimit.snapTargets.limit { state["snap"] = snap }
      return state
    }
    return try graph(
      "limits-states", output: 9,
      [
        "slotCount": 8 + 2 * count,
        "constants": [
          ["slot": 4, "value": 100], ["slot": 5, "value": 0.2], ["slot": 7, "value": 1],
        ],
        "frameCode": [instruction("copy", 6, 9)],
        "states": states, "stateCode": Array(repeating: instruction("add", 6, 1, 6), count: 16),
      ])
  }
}
