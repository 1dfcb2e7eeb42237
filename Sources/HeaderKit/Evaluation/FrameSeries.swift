public import HeaderKitRuntime

/// Evaluated frames: the values of every output at a series of offsets (a
/// sweep) or after a series of events (a simulation).
public struct FrameSeries: Sendable, Equatable {
  /// The value of every output at one offset, or after one event.
  public struct Frame: Sendable, Equatable {
    /// Seconds since the start, for simulations.
    public var time: Double?
    /// The raw offset of the input.
    public var offset: Double
    /// One value per key.
    public var values: [Double]

    /// A frame at the raw `offset` (and `time`, for simulations) with one
    /// value per key.
    public init(time: Double? = nil, offset: Double, values: [Double]) {
      self.time = time
      self.offset = offset
      self.values = values
    }
  }

  /// Another input and the raw offset a sweep holds it at.
  public struct HeldInput: Sendable, Equatable {
    /// The input's name.
    public var name: String
    /// Its raw offset throughout the sweep.
    public var raw: Double

    /// `name` held at the raw offset `raw`.
    public init(name: String, raw: Double) {
      self.name = name
      self.raw = raw
    }
  }

  /// The spec's name.
  public var spec: String
  /// The swept input, for sweeps.
  public var input: String?
  /// The states a sweep holds at the values they had when it started (it
  /// sets offsets directly, so nothing moves them); nil for a simulation.
  public var heldStates: [String]?
  /// Every other input and the raw offset a sweep holds it at (at rest
  /// unless set); nil for a simulation.
  public var otherInputs: [HeldInput]?
  /// `target.property` of each value, in output order.
  public var keys: [String]
  /// The frames in order: one per offset of a sweep, or per event of a
  /// simulation.
  public var frames: [Frame]

  /// A series of `frames` of the spec `spec`, their values keyed by `keys`.
  public init(
    spec: String, input: String?, heldStates: [String]? = nil, otherInputs: [HeldInput]? = nil,
    keys: [String], frames: [Frame]
  ) {
    self.spec = spec
    self.input = input
    self.heldStates = heldStates
    self.otherInputs = otherInputs
    self.keys = keys
    self.frames = frames
  }

  /// The value of `key` in frame `frame`, if the key exists.
  public func value(_ key: String, frame: Int) -> Double? {
    keys.firstIndex(of: key).map { frames[frame].values[$0] }
  }
}

extension HeaderEvaluator {
  /// Evaluates the graph with `input` at each raw offset in turn.
  ///
  /// This is the stateless path (`setInput(_:raw:)`); states and the other
  /// inputs keep their values.
  public mutating func sweep(input: Int, offsets: [Double]) -> FrameSeries {
    let frames = offsets.map { offset -> FrameSeries.Frame in
      setInput(input, raw: offset)
      return FrameSeries.Frame(offset: rawInput(input), values: allValues)
    }
    return FrameSeries(
      spec: graph.name, input: graph.inputs[input].name, heldStates: graph.states.map(\.name),
      otherInputs: otherInputs(than: input), keys: graph.outputs.map(\.key), frames: frames)
  }

  /// Every input but `input`, with its current raw offset.
  public func otherInputs(than input: Int) -> [FrameSeries.HeldInput] {
    graph.inputs.indices.filter { $0 != input }.map {
      FrameSeries.HeldInput(name: graph.inputs[$0].name, raw: rawInput($0))
    }
  }

  /// The most offsets ``offsets(from:to:step:limit:)`` gives by default,
  /// as many as a test case's sweep may have (`TestCase.maxOffsets`).
  public static let maxSweepOffsets = TestCase.maxOffsets

  /// Offsets from `from` to `to` by `step`, including `to` when a step lands on it.
  /// - Returns: nil when the bounds or the step are not finite, or when the
  ///   range holds more than `limit` offsets.
  /// - Complexity: O(*n*) in the offsets returned.
  public static func offsets(
    from: Double, to: Double, step: Double, limit: Int = maxSweepOffsets
  ) -> [Double]? {
    guard from.isFinite, to.isFinite, step.isFinite else { return nil }
    guard step > 0, from <= to else { return from == to ? [from] : [] }
    let steps = stepCount(from: from, to: to, step: step)
    guard steps + 1 <= Double(max(0, limit)) else { return nil }
    return (0...Int(steps)).map { from + Double($0) * step }
  }
}
