@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// Stored properties: the dynamic slots, finite copies of outputs, each
  /// state's memory, the keyframes and lists.
  func writeDeclarations(_ writer: inout SwiftWriter) {
    writer.line("/// `target.property` of each output, in the order of `value(at:)`.")
    writer.line(
      "public static let outputKeys: [String] = [\(graph.outputs.map { SwiftNames.string($0.key) }.joined(separator: ", "))]"
    )
    writer.line("/// The inputs' names, in the order of their indices.")
    writer.line(
      "public static let inputNames: [String] = [\(graph.inputs.map { SwiftNames.string($0.name) }.joined(separator: ", "))]"
    )
    writer.blank()
    writer.line("/// Seconds since the header started, advanced only by `advance(by:)`.")
    writer.line("public private(set) var time = 0.0")
    writer.blank()
    writer.line("// The graph's slots that events and frames change; outputs and inputs are")
    writer.line("// read by inlinable accessors.")
    let published = Set(graph.outputs.map(\.slot) + graph.inputs.map(\.rawSlot))
    let beforeSetUp = freezeParams ? [:] : valuesBeforeSetUp()
    for slot in dynamicSlots.union(setupSlots).subtracting(frameLocals).sorted() {
      let access = published.contains(slot) ? "@usableFromInline var" : "private var"
      // Settable params: as the evaluator starts, before `init` runs set-up.
      let initial = freezeParams ? initialValues[Int(slot)] : beforeSetUp[slot] ?? 0
      writer.line("\(access) \(stored(slot)) = \(SwiftNames.literal(initial))")
    }
    for (index, output) in graph.outputs.enumerated() where outputValue(index).hasPrefix("out") {
      let initial = ScalarOps.finite(initialValues[Int(output.slot)])
      writer.line(
        "@usableFromInline var out\(index) = \(SwiftNames.literal(initial))  // `\(SwiftNames.comment(output.key))`, made finite"
      )
    }
    for (index, state) in graph.states.enumerated() {
      writer.line(
        "/// State `\(SwiftNames.comment(state.name))`: what it remembers between events.")
      writer.line("private var state\(index) = StateMemory()")
      if let snap = state.snap {
        writer.line(
          "private let _snapEasing\(index) = EasingCurve(\(Self.spelling(of: snap.easing)))")
      }
    }
    for (index, transition) in graph.transitions.enumerated() {
      writer.line(
        "/// Transition `\(SwiftNames.comment(transition.name))`: its condition and animation, and its curves."
      )
      writer.line("private var transition\(index) = TransitionAnimation()")
      writer.line(
        "private let _transitionOn\(index) = EasingCurve(\(Self.spelling(of: transition.easeOn)))")
      writer.line(
        "private let _transitionOff\(index) = EasingCurve(\(Self.spelling(of: transition.easeOff)))"
      )
    }
    for (index, clock) in graph.clocks.enumerated() {
      writer.line("/// Whether clock `\(SwiftNames.comment(clock.name))` runs.")
      writer.line("private var clock\(index)Running = false")
    }
    let tracks = usedTracks
    // Frozen, a track that shares another's lookup, or whose lookup counts
    // positions, remembers no segment of its own.
    let remembering = tracks.filter {
      !freezeParams || (trackLocates.owner[$0] == $0 && !trackLocates.counting.contains($0))
    }
    if !tracks.isEmpty {
      let curves = evaluator.easings.map { "EasingCurve(\(Self.spelling(of: $0)))" }
      if remembering.isEmpty {
        writer.line("// The curves keyframes ease with (0 is linear).")
      } else {
        writer.line("// The curves keyframes ease with (0 is linear), and each track's remembered")
        writer.line("// segment (see `Keyframes.segment(at:cursor:)`).")
      }
      writer.line("private let curves: [EasingCurve] = [\(curves.joined(separator: ", "))]")
    }
    for index in remembering {
      let track = graph.tracks[index]
      writer.line(
        freezeParams
          ? "private var cursor\(index) = 0"
          : "private var _track\(index) = KeyframeTrack(before: .\(track.before), after: .\(track.after))"
      )
    }
    if !freezeParams {
      writeListDeclarations(&writer)
    }
    for list in usedLists.sorted() where freezeParams {
      writer.line(
        "private static let list\(list) = ListValues([\(lists[list].map(SwiftNames.literal).joined(separator: ", "))])"
      )
    }
    writer.blank()
  }

  /// What a public read gives for an index out of range: 0, by the
  /// runtime's rule for indices (an index out of range never traps).
  static let readOutOfRange = "return 0  // an index out of range reads 0 (the runtime's rule)"

  /// The public API, as ``HeaderEvaluator``'s.
  func writeAPI(_ writer: inout SwiftWriter) {
    writer.line("/// A header with every input at rest and every state at its initial value.")
    writer.open("public init() {")
    if !freezeParams { writer.line("_setUp()") }
    writer.line("reset()")
    writer.close()
    writer.blank()
    writer.line("/// The current value of output `index` (see `outputKeys`).")
    writer.line("@inlinable")
    writer.open("public func value(at index: Int) -> Double {")
    writer.line("switch index {")
    for index in graph.outputs.indices {
      writer.line("case \(index): return \(outputValue(index))")
    }
    writer.line("default: \(Self.readOutOfRange)")
    writer.line("}")
    writer.close()
    for (index, output) in graph.outputs.enumerated() {
      writer.blank()
      writer.line("/// `\(SwiftNames.comment(output.key))`.")
      writer.line("@inlinable public var \(outputNames[index]): Double { \(outputValue(index)) }")
    }
    writer.blank()
    writer.line("/// Calls `body` with each output's index and value, in output order.")
    writer.line("@inlinable")
    writer.open("public func forEachValue(_ body: (Int, Double) throws -> Void) rethrows {")
    for index in graph.outputs.indices { writer.line("try body(\(index), \(outputValue(index)))") }
    writer.close()
    writer.blank()
    writer.line("/// The raw offset of an input, as last set (after any hand-off).")
    writer.line("@inlinable")
    writer.open("public func rawInput(_ input: Int) -> Double {")
    writeInputSwitch(&writer, otherwise: Self.readOutOfRange) { _, input in
      "return \(slot(input.rawSlot))"
    }
    writer.close()
    writer.blank()
    writer.line("/// How many states the header has.")
    writer.line("public var stateCount: Int { \(graph.states.count) }")
    writer.blank()
    writer.line("/// Whether state `index` is animating towards a snap target.")
    writer.line(
      "public func isAnimating(state index: Int) -> Bool { HeaderEngine.isAnimating(state: index, in: self) }"
    )
    writer.blank()
    writer.line("/// How many transitions the header has.")
    writer.line("public var transitionCount: Int { \(graph.transitions.count) }")
    writer.blank()
    if !graph.transitions.isEmpty {
      writer.line("/// Whether transition `index` is on its way between its two values.")
      writer.line(
        "public func isAnimating(transition index: Int) -> Bool { HeaderEngine.isAnimating(transition: index, in: self) }"
      )
      writer.blank()
    }
    writeTargets(&writer)
    writeSignalAPI(&writer)
    writeClockAPI(&writer)
    writer.line("/// The index of the input called `name`.")
    writer.line(
      "public func inputIndex(named name: String) -> Int? { Self.inputNames.firstIndex(of: name) }")
    writer.blank()
    writer.line("/// The index of the output whose key (`target.property`) is `key`.")
    writer.line(
      "public func outputIndex(named key: String) -> Int? { Self.outputKeys.firstIndex(of: key) }")
    writer.blank()
  }

  /// The events, each the runtime's engine over this header's code. Without
  /// states or transitions a scroll is setting the input, one body for
  /// both: two identical ones would be merged into a third behind two jumps
  /// (on random offsets, fade-top-view's frame took 1.7x hand-written).
  func writeEvents(_ writer: inout SwiftWriter) {
    let stateless = graph.states.isEmpty && graph.transitions.isEmpty && graph.clocks.isEmpty
    let events: [(doc: String, signature: String, call: String)] = [
      (
        "Sets an input to a raw offset and evaluates; states stay where they are.",
        "setInput(_ input: Int, raw: Double)", "setInput(input, raw: raw, in: &self)"
      ),
      (
        "Puts every input at rest, every state at its initial value, and the clock at 0.",
        "reset()", "reset(&self)"
      ),
      (
        stateless
          ? "Scrolls an input to a raw offset, as `setContentOffset` does: without states, `setInput`."
          : "Scrolls an input to a raw offset, as `setContentOffset` does; states react.",
        "scroll(_ input: Int, toRaw raw: Double)", "scroll(input, toRaw: raw, in: &self)"
      ),
      (
        "Moves an input by a delta from where the last event left it, as a finger drag does.",
        "drag(_ input: Int, by delta: Double)", "drag(input, by: delta, in: &self)"
      ),
      (
        "Dragging and deceleration of an input have stopped: snaps start.",
        "endScrolling(_ input: Int)", "endScrolling(input, velocity: 0, in: &self)"
      ),
      (
        "As `endScrolling(_:)`, the finger having left at `velocity` points per second.",
        "endScrolling(_ input: Int, velocity: Double)",
        "endScrolling(input, velocity: velocity, in: &self)"
      ),
      (
        "Advances the clock; snaps and transitions move on. Negative durations count as 0.",
        "advance(by seconds: Double)", "advance(by: seconds, in: &self)"
      ),
      (
        "Puts every running snap and transition at its end at once; the clock stays.",
        "finishAnimations()", "finishAnimations(&self)"
      ),
    ]
    for (index, event) in events.enumerated() {
      if index > 0 { writer.blank() }
      writer.line("/// \(event.doc)")
      if stateless, event.signature.hasPrefix("setInput") { writer.line("@inline(never)") }
      let body =
        stateless && event.signature.hasPrefix("scroll")
        ? "setInput(input, raw: raw)" : "HeaderEngine.\(event.call)"
      writer.line("public mutating func \(event.signature) { \(body) }")
    }
  }

  /// `switch input { case i: … }` over the inputs, trapping on others
  /// (the engine asks only for inputs below the count) unless `otherwise`
  /// says what they do.
  func writeInputSwitch(
    _ writer: inout SwiftWriter,
    otherwise: String = "Swift.preconditionFailure(\"input index out of range\")",
    _ body: (Int, CompiledGraph.Input) -> String
  ) {
    writer.line("switch input {")
    for (index, input) in graph.inputs.enumerated() {
      writer.line("case \(index): \(body(index, input))")
    }
    writer.line("default: \(otherwise)")
    writer.line("}")
  }

  /// The targets, with their anchors and the output of each property,
  /// appended one statement each, their properties and outputs as two
  /// literals of one type each. The type checker reads one literal as one
  /// expression: an array of 2,000 targets took it past 4 GB, and one
  /// target's list of 2,000 `(String, Int)` pairs 762 MB.
  private func writeTargets(_ writer: inout SwiftWriter) {
    writer.line("/// The targets, with their anchors and the output of each property.")
    writer.line("public static let targets: [HeaderTarget] = _targets()")
    writer.blank()
    writer.line("/// The targets, one statement each.")
    writer.open("private static func _targets() -> [HeaderTarget] {")
    writer.line("var targets: [HeaderTarget] = []")
    writer.line("targets.reserveCapacity(\(graph.headerTargets.count))")
    // Each target's outputs, grouped in one pass (a filter per target was
    // quadratic: a minute at the limit of 10,000 targets).
    var outputsOfTarget: [String: (properties: [String], indices: [String])] = [:]
    for (index, output) in graph.outputs.enumerated() {
      outputsOfTarget[output.target, default: ([], [])].properties.append(
        SwiftNames.string(output.property))
      outputsOfTarget[output.target, default: ([], [])].indices.append(String(index))
    }
    for target in graph.headerTargets {
      let outputs = outputsOfTarget[target.name] ?? ([], [])
      writer.line(
        "targets.append(HeaderTarget(name: \(SwiftNames.string(target.name)), anchorX: \(SwiftNames.literal(target.anchorX)), anchorY: \(SwiftNames.literal(target.anchorY)), properties: [\(outputs.properties.joined(separator: ", "))], outputs: [\(outputs.indices.joined(separator: ", "))]))"
      )
    }
    writer.line("return targets")
    writer.close()
    writer.blank()
    writer.line("/// The targets (`Self.targets`).")
    writer.line("public var targets: [HeaderTarget] { Self.targets }")
    writer.blank()
  }

  /// How a generated file spells `easing`.
  static func spelling(of easing: Easing) -> String {
    switch easing {
    case .linear: ".linear"
    case .hold: ".hold"
    case .steps(let count): ".steps(\(count))"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      ".cubicBezier(\([x1, y1, x2, y2].map(SwiftNames.literal).joined(separator: ", ")))"
    case .accelerate(let factor): ".accelerate(\(SwiftNames.literal(factor)))"
    case .decelerate(let factor): ".decelerate(\(SwiftNames.literal(factor)))"
    case .accelerateDecelerate: ".accelerateDecelerate"
    case .overshoot(let tension): ".overshoot(\(SwiftNames.literal(tension)))"
    case .anticipate(let tension): ".anticipate(\(SwiftNames.literal(tension)))"
    case .anticipateOvershoot(let tension, let extra):
      ".anticipateOvershoot(\(SwiftNames.literal(tension)), \(SwiftNames.literal(extra)))"
    case .linearStops(let outputs, let percents):
      ".linearStops([\(outputs.map(SwiftNames.literal).joined(separator: ", "))], [\(percents.map { $0.map(SwiftNames.literal) ?? "nil" }.joined(separator: ", "))])"
    }
  }
}
