/// Evaluates a ``CompiledGraph``: set inputs and params, read every target property.
///
/// An evaluator is a value type that owns its buffers. Copying one copies its
/// state (copy-on-write); give each scroll view its own. After set-up — `init`
/// and param changes, which may allocate — setting an input, evaluating and
/// sending events allocate nothing.
///
/// Ownership across threads: the ``CompiledGraph`` it runs is immutable and
/// may back any number of evaluators on any threads. An evaluator is
/// `Sendable`: hand it to another thread or task, or give each thread its own
/// (a new one from the shared graph, or a copy). Like any `var`, one
/// evaluator must not be changed from two threads at once.
///
/// ```swift
/// var header = HeaderEvaluator(graph: graph)
/// let scroll = header.inputIndex(named: "scroll")!
/// header.setInput(scroll, raw: scrollView.contentOffset.y)
/// for output in 0..<header.outputCount { apply(header.value(at: output)) }
/// ```
public struct HeaderEvaluator: Sendable {
  /// The graph this evaluator runs.
  public let graph: CompiledGraph

  /// The graph's slots, each output's value, then each state's memory (see
  /// ``StateMemory``), a cache per track (see ``TrackCache``) and per
  /// tabulated group: all the state a frame or an event changes, in one
  /// buffer (see ``BufferLayout``).
  @usableFromInline var slots: [Double]
  /// Where output `i`'s value is in `slots`: `outputBase + i`.
  @usableFromInline let outputBase: Int
  /// How many inputs the graph has.
  @usableFromInline let inputCount: Int
  /// How many target properties the graph animates.
  public let outputCount: Int
  var listValues: [Double] = []
  var listStarts: [Int] = []
  var listCounts: [Int] = []
  var keyPositions: [Double] = []
  var keyValues: [Double] = []
  var keyCurves: [EasingCurve] = []
  var trackFirstKey: [Int]
  var trackKeyCount: [Int]
  /// Cursors for the set-up interpreter (set-up code evaluates no tracks).
  var trackCursors: [Int]
  /// The frame and guard code lowered for the current set-up.
  @usableFromInline var program = FrameProgram.empty
  /// The current value of each list param, by list index (set-up only).
  var lists: [[Double]]

  /// Seconds since the evaluator started, advanced only by ``advance(by:)``.
  public internal(set) var time: Double = 0

  /// Creates an evaluator with the graph's default params and every input at rest.
  /// - Precondition: `graph` is valid; graphs from the compiler or from
  ///   ``CompiledGraph/init(json:)`` are.
  public init(graph: CompiledGraph) {
    self.graph = graph
    outputBase = graph.slotCount
    outputCount = graph.outputs.count
    inputCount = graph.inputs.count
    slots = Array(repeating: 0, count: BufferLayout(graph: graph, groups: 0).size)
    for constant in graph.constants { slots[Int(constant.slot)] = constant.value }
    trackFirstKey = Array(repeating: 0, count: graph.tracks.count)
    trackKeyCount = Array(repeating: 0, count: graph.tracks.count)
    trackCursors = Array(repeating: 0, count: graph.tracks.count)
    let listCount = graph.params.filter(\.isList).count
    lists = Array(repeating: [], count: listCount)
    listStarts = Array(repeating: 0, count: listCount)
    listCounts = Array(repeating: 0, count: listCount)
    for param in graph.params { storeParam(param, param.defaultValues) }
    rebuildLists()
    runSetup()
    reset()
  }

  // MARK: Params

  /// The index of the param called `name`.
  public func paramIndex(named name: String) -> Int? {
    graph.params.firstIndex { $0.name == name }
  }

  /// The current value of a scalar param, or the first element of a list.
  public func paramValue(_ index: Int) -> [Double] {
    switch graph.params[index].storage {
    case .scalar(let slot): return [slots[Int(slot)]]
    case .list(let list):
      let start = listStarts[Int(list)]
      return Array(listValues[start..<start + listCounts[Int(list)]])
    }
  }

  /// Overrides a scalar param and re-runs set-up. NaN becomes 0 and
  /// infinities the largest finite magnitudes.
  /// - Complexity: set-up is O(graph size) and may allocate; do it outside
  ///   the per-frame path.
  public mutating func setParam(_ index: Int, to value: Double) {
    setParam(index, to: [value])
  }

  /// Overrides a param with a list (or, for a scalar param, one number) and
  /// re-runs set-up. A list param may change length: keyframes repeated over
  /// it are rebuilt.
  public mutating func setParam(_ index: Int, to values: [Double]) {
    storeParam(graph.params[index], values.map(ScalarOps.finite))
    rebuildLists()
    runSetup()
    evaluate()
  }

  /// Puts every param back to its default and re-runs set-up.
  public mutating func resetParams() {
    for param in graph.params { storeParam(param, param.defaultValues) }
    rebuildLists()
    runSetup()
    evaluate()
  }

  private mutating func storeParam(_ param: CompiledGraph.Param, _ values: [Double]) {
    switch param.storage {
    case .scalar(let slot): slots[Int(slot)] = values.first ?? 0
    case .list(let index): lists[Int(index)] = values
    }
  }

  /// Lays the list params out in one flat buffer for the interpreter.
  private mutating func rebuildLists() {
    listValues.removeAll(keepingCapacity: true)
    for (index, values) in lists.enumerated() {
      listStarts[index] = listValues.count
      listCounts[index] = values.count
      listValues.append(contentsOf: values)
    }
  }

  // MARK: Inputs

  /// The index of the input called `name`.
  public func inputIndex(named name: String) -> Int? {
    graph.inputs.firstIndex { $0.name == name }
  }

  /// The raw offset of an input, as last set (after any hand-off); finite
  /// whatever the graph, as ``value(at:)`` is.
  @inlinable
  public func rawInput(_ index: Int) -> Double {
    precondition(index >= 0 && index < inputCount, "input index out of range")
    // An input's slot is in range by construction: no second bounds check.
    return ScalarOps.finite(slots.withUnsafeBufferPointer { $0[program.inputs[index].raw] })
  }

  /// The raw offset at which an input rests: `-inset` unless the spec says
  /// otherwise; finite whatever the graph.
  public func restingInput(_ index: Int) -> Double {
    ScalarOps.finite(slots[Int(graph.inputs[index].initialSlot)])
  }

  /// Sets an input to a raw `contentOffset` component and evaluates.
  ///
  /// This is the stateless path: stateful values stay where they are. Use
  /// ``scroll(_:toRaw:)`` to let them react.
  /// - Complexity: O(frame code); no allocation.
  @inlinable
  public mutating func setInput(_ index: Int, raw: Double) {
    precondition(index >= 0 && index < inputCount, "input index out of range")
    withProgram { program, slots in program.frame(input: index, raw: raw, slots: slots) }
  }

  /// Stores a raw offset into an input (finite, and with the inset added into
  /// its value slot) without evaluating.
  mutating func storeInput(_ index: Int, raw: Double) {
    precondition(index >= 0 && index < graph.inputs.count, "input index out of range")
    withProgram { program, slots in program.store(input: index, raw: raw, slots: slots) }
  }

  // MARK: Outputs

  /// The current value of output `index` (see ``CompiledGraph/outputs``).
  ///
  /// Always finite, whatever the graph: NaN reads as 0 and infinities as the
  /// largest finite magnitudes (compiled specs already ensure this; graphs
  /// written by hand may not). An output that is a piecewise-linear function
  /// of one input or state is evaluated from tables built at set-up, within
  /// ``tabulationTolerance`` of the graph's instructions run one by one.
  @inlinable
  public func value(at index: Int) -> Double {
    precondition(index >= 0 && index < outputCount, "output index out of range")
    // The output area is in range by construction: no second bounds check.
    return slots.withUnsafeBufferPointer { $0[outputBase &+ index] }
  }

  /// Calls `body` with each output's index and value, in output order:
  /// the way to read every output of a frame.
  /// - Complexity: O(outputs); no allocation.
  @inlinable
  public func forEachValue(_ body: (Int, Double) throws -> Void) rethrows {
    // The output area is in range by construction: no bounds check per output.
    try slots.withUnsafeBufferPointer { buffer in
      for index in 0..<outputCount { try body(index, buffer[outputBase &+ index]) }
    }
  }

  /// How far a tabulated output may be from the graph's code run as
  /// written: `tabulationTolerance · max(1, |value|)`.
  public static let tabulationTolerance = FrameTables.tolerance

  /// The value of a slot, for tools that inspect the graph's nodes: inputs,
  /// params, set-up values, vars, outputs and states, as the graph's frame
  /// code computes them for the current inputs, params and states.
  ///
  /// A frame computes only what the outputs need, so a var that only feeds
  /// tabulated outputs is not kept: reading it runs the whole frame code on a
  /// copy (and allocates). Use ``slotValues()`` to read many slots.
  public func slotValue(_ slot: Int) -> Double {
    precondition(slot >= 0 && slot < graph.slotCount, "slot out of range")
    if program.live[slot] { return slots[Int(program.aliases[slot])] }
    return slotValues()[slot]
  }

  /// Every slot's value, as ``slotValue(_:)`` reads it: the whole frame code
  /// run once, on a copy. For tools; allocates.
  public func slotValues() -> [Double] {
    var copy = self
    copy.withProgram { program, slots in program.runWhole(slots: slots) }
    return (0..<graph.slotCount).map { copy.slots[Int(copy.program.aliases[$0])] }
  }

  // MARK: Passes

  /// Re-runs the frame code with the current inputs, params and states.
  /// - Complexity: O(frame code); no allocation.
  public mutating func evaluate() {
    withProgram { program, slots in program.runFrame(slots: slots) }
  }

  /// Runs `count` instructions of the state guard code from `start`.
  /// - Complexity: O(count); no allocation.
  mutating func runStateCode(start: Int, count: Int) {
    withProgram { program, slots in program.runState(start: start, count: count, slots: slots) }
  }

  /// Runs `body` with the lowered program and the slot buffer (unique, so
  /// writes do not reach copies of this evaluator). The program is not
  /// retained: the evaluator holds it for the whole call.
  @inlinable @inline(__always)
  mutating func withProgram(_ body: (FrameProgram, UnsafeMutablePointer<Double>) -> Void) {
    let program = Unmanaged.passUnretained(self.program)
    slots.withUnsafeMutableBufferPointer { slots in
      program._withUnsafeGuaranteedRef { body($0, slots.baseAddress!) }
    }
  }

  /// Computes everything that depends only on params: set-up code, then
  /// keyframes, then the frame code lowered for them.
  mutating func runSetup() {
    withInterpreter { interpreter, graph in
      graph.setupCode.withUnsafeBufferPointer { interpreter.run($0) }
    }
    buildKeyframes()
    program = FrameProgram(
      graph: graph, slots: Array(slots[0..<graph.slotCount]), keyframes: builtKeyframes,
      lists: FlatLists(values: listValues, starts: listStarts, counts: listCounts))
    // The number of tabulated groups, so the buffer's size, depends on params.
    let size = program.bufferSize
    if slots.count < size {
      slots.append(contentsOf: repeatElement(0, count: size - slots.count))
    } else if slots.count > size {
      slots.removeLast(slots.count - size)
    }
    // New keyframes and tables: every search starts over.
    withProgram { program, slots in program.install(slots: slots) }
  }

  /// The keyframes as the lowered program stores them.
  private var builtKeyframes: BuiltKeyframes {
    BuiltKeyframes(
      tracks: graph.tracks.indices.map {
        TrackSpan(
          first: trackFirstKey[$0], count: trackKeyCount[$0], before: graph.tracks[$0].before,
          after: graph.tracks[$0].after, positions: keyPositions, curves: keyCurves)
      },
      positions: keyPositions, values: keyValues, curves: keyCurves)
  }

  private mutating func buildKeyframes() {
    keyPositions.removeAll(keepingCapacity: true)
    keyValues.removeAll(keepingCapacity: true)
    keyCurves.removeAll(keepingCapacity: true)
    for (trackIndex, track) in graph.tracks.enumerated() {
      let first = keyPositions.count
      let sources = Int(track.firstSource)..<Int(track.firstSource + track.sourceCount)
      for source in graph.keyframeSources[sources] {
        let curve = EasingCurve(source.easing)
        let repeats = source.list < 0 ? 1 : listCounts[Int(source.list)]
        for element in 0..<repeats {
          if source.list >= 0 {
            slots[Int(source.indexSlot)] = Double(element)
            slots[Int(source.itemSlot)] = listValues[listStarts[Int(source.list)] + element]
          }
          runKeyframeCode(source)
          var position = ScalarOps.finite(slots[Int(source.atSlot)])
          // A keyframe before its predecessor moves to the predecessor's position,
          // so positions never decrease and the search stays valid.
          if keyPositions.count > first { position = max(position, keyPositions.last!) }
          keyPositions.append(position)
          keyValues.append(ScalarOps.finite(slots[Int(source.valueSlot)]))
          keyCurves.append(curve)
        }
      }
      trackFirstKey[trackIndex] = first
      trackKeyCount[trackIndex] = keyPositions.count - first
      trackCursors[trackIndex] = 0
    }
  }

  private mutating func runKeyframeCode(_ source: CompiledGraph.KeyframeSource) {
    withInterpreter { interpreter, graph in
      graph.keyframeCode.withUnsafeBufferPointer { code in
        let start = Int(source.codeStart)
        interpreter.run(UnsafeBufferPointer(rebasing: code[start..<start + Int(source.codeCount)]))
      }
    }
  }

  /// Runs `body` with an interpreter over this evaluator's buffers.
  @inline(__always)
  mutating func withInterpreter(_ body: (Interpreter, CompiledGraph) -> Void) {
    let graph = self.graph
    slots.withUnsafeMutableBufferPointer { slots in
      trackCursors.withUnsafeMutableBufferPointer { cursors in
        listValues.withUnsafeBufferPointer { listValues in
          listStarts.withUnsafeBufferPointer { listStarts in
            listCounts.withUnsafeBufferPointer { listCounts in
              graph.tracks.withUnsafeBufferPointer { tracks in
                keyPositions.withUnsafeBufferPointer { positions in
                  keyValues.withUnsafeBufferPointer { values in
                    keyCurves.withUnsafeBufferPointer { curves in
                      trackFirstKey.withUnsafeBufferPointer { firstKeys in
                        trackKeyCount.withUnsafeBufferPointer { keyCounts in
                          body(
                            Interpreter(
                              slots: slots, listValues: listValues, listStarts: listStarts,
                              listCounts: listCounts, tracks: tracks, keyPositions: positions,
                              keyValues: values, keyCurves: curves, trackFirstKey: firstKeys,
                              trackKeyCount: keyCounts, trackCursors: cursors),
                            graph)
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

extension HeaderEvaluator {
  /// A keyframe as built for the current params.
  public struct BuiltKeyframe: Hashable, Sendable {
    public var position: Double
    public var value: Double
  }

  /// The keyframes of a track as built for the current params, for tools
  /// (plots mark them, sweeps default to their span). Allocates.
  public func keyframes(ofTrack index: Int) -> [BuiltKeyframe] {
    let first = trackFirstKey[index]
    return (first..<first + trackKeyCount[index]).map {
      BuiltKeyframe(position: keyPositions[$0], value: keyValues[$0])
    }
  }
}
