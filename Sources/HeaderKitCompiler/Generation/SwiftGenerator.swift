@_spi(Generated) public import HeaderKitRuntime

/// Swift source for one header, generated ahead of time from its compiled
/// graph: a struct with the evaluator's API whose frame, guards and
/// conditions are the graph's instructions written out as Swift statements.
///
/// An interpreter pays for its generality on every frame — reading opcodes
/// and slots from memory — and the hand-written code HeaderKit replaces does
/// not. Generated code is plain arithmetic on stored properties, with every
/// set-up value (params and what follows from them) a literal the compiler
/// folds. Everything else is the runtime's own code, shared through
/// `@_spi(Generated)`: the struct is a `HeaderCode`, whose events the
/// runtime's `HeaderEngine` runs as it runs the evaluator's; `ScalarOps` for
/// each opcode, `Keyframes` for tracks, `EasingCurve` for easing. So values
/// are the evaluator's, bit for bit.
///
/// Params are settable by default: the set-up code and the building of
/// keyframes are written out too, as a `setUp()` that writes stored
/// properties, which `setParam` re-runs (the frame then reads set-up values
/// from those properties). With `freezeParams`, every set-up value is a
/// literal instead, fixed when the source is generated.
public struct SwiftGenerator: Sendable {
  /// The evaluator whose set-up (params, keyframes, lists) is baked in, or
  /// gives the settable header its initial params.
  let evaluator: HeaderEvaluator
  let graph: CompiledGraph
  /// The name of the generated struct.
  public let typeName: String
  /// Whether set-up values are literals (params fixed) rather than computed
  /// by generated set-up code.
  public let freezeParams: Bool
  /// Every slot's value after set-up, with inputs and states at rest.
  let initialValues: [Double]
  /// Slots an event or a frame writes: stored properties. With frozen
  /// params every other slot is a set-up value, written as a literal.
  let dynamicSlots: Set<Int32>
  /// With settable params, the slots set-up writes (param slots, set-up and
  /// keyframe code, the element slots of `each` keyframes): stored
  /// properties too. Empty with frozen params.
  let setupSlots: Set<Int32>
  /// Slots the frame computes and uses within one frame: locals of `frame()`.
  let frameLocals: Set<Int32>
  /// Slots some frame instruction reads (a local nothing reads is `_`).
  let frameReads: Set<Int32>
  /// Output slots the frame leaves finite (its last write to them is
  /// `finite`, or gives a provably finite number).
  let finiteOutputs: Set<Int32>
  /// Frame instructions that are a `finite` of a provably finite number:
  /// written as plain copies.
  let redundantFinite: Set<Int>
  /// Tracks that give a value at every `x` (they have keyframes, and
  /// extrapolate beyond both ends), which the frame stores unconditionally.
  let alwaysWritingTracks: Set<Int>
  /// How the frame's tracks find their segments.
  let trackLocates: TrackLocates
  /// Swift names of the outputs, in output order.
  let outputNames: [String]
  /// Each list param's values, by list index.
  let lists: [[Double]]
  /// The lists the frame code reads element by element.
  let usedLists: Set<Int>

  /// Prepares to generate the header `evaluator` runs, with its current params.
  /// - Parameters:
  ///   - evaluator: An evaluator of the graph, its params set as the code
  ///     should start with them (or have them, when frozen).
  ///   - typeName: The struct's name; by default from the spec's name
  ///     (`tiki-home` gives `TikiHomeHeader`).
  ///   - freezeParams: Whether to write every set-up value as a literal
  ///     (no `setParam`) rather than generate set-up code.
  public init(evaluator: HeaderEvaluator, typeName: String? = nil, freezeParams: Bool = false) {
    var atRest = evaluator
    atRest.reset()
    self.evaluator = atRest
    let graph = atRest.graph
    self.graph = graph
    self.typeName = typeName ?? Self.typeName(forSpec: graph.name)
    self.freezeParams = freezeParams
    initialValues = atRest.slotValues()
    var dynamic = Set<Int32>()
    for input in graph.inputs { dynamic.formUnion([input.rawSlot, input.valueSlot]) }
    for state in graph.states { dynamic.formUnion([state.modelSlot, state.valueSlot]) }
    for transition in graph.transitions { dynamic.insert(transition.valueSlot) }
    for signal in graph.signals { dynamic.insert(signal.valueSlot) }
    for clock in graph.clocks { dynamic.insert(clock.valueSlot) }
    for instruction in graph.frameCode + graph.stateCode { dynamic.insert(instruction.dst) }
    dynamicSlots = dynamic
    let setup = freezeParams ? SetupFacts.none : SetupFacts(graph)
    setupSlots = setup.written
    let trackKeys = freezeParams ? graph.tracks.indices.map(atRest.keys(ofTrack:)) : nil
    let always = Self.alwaysWritingTracks(graph, keys: trackKeys)
    alwaysWritingTracks = always
    let facts = Self.frameFacts(graph, keep: setup.touched, alwaysWritingTracks: always)
    frameLocals = facts.locals
    frameReads = Set(graph.frameCode.flatMap { Self.slotsRead(by: $0, in: graph) })
    trackLocates = TrackLocates(
      graph, tracks: Self.usedTracks(graph), keys: trackKeys, easings: atRest.easings)
    outputNames = SwiftNames.outputNames(graph.outputs)
    lists = graph.params.indices.filter { graph.params[$0].isList }.map { atRest.paramValue($0) }
    usedLists = Set(
      graph.frameCode.filter { $0.op == .listItem || $0.op == .listSumPrefix }.map { Int($0.a) })
    // With settable params nothing set-up computes is known in advance.
    let ranges = Self.frameRanges(
      graph, initialValues: initialValues, unknown: setup.written,
      keys: trackKeys, alwaysWritingTracks: always, easings: atRest.easings,
      lists: freezeParams ? lists : nil)
    redundantFinite = ranges.redundantFinite
    finiteOutputs = facts.finiteOutputs.union(ranges.finiteSlots)
  }

  /// The slots `instruction` reads, a track's driver included.
  static func slotsRead(by instruction: Instruction, in graph: CompiledGraph) -> [Int32] {
    instruction.op == .track
      ? [graph.tracks[Int(instruction.a)].driverSlot] : instruction.slotOperands
  }

  /// How many keyframes track `index` has whatever the params: one per
  /// keyframe source, or nil when a list param's length decides (`each`).
  static func fixedKeyframeCount(_ index: Int, in graph: CompiledGraph) -> Int? {
    let track = graph.tracks[index]
    let first = Int(track.firstSource)
    let sources = graph.keyframeSources[first..<first + Int(track.sourceCount)]
    return sources.allSatisfy { $0.list < 0 } ? sources.count : nil
  }

  /// The tracks that have a value at every `x`: extrapolated beyond both
  /// ends, with keyframes (those built, `keys`, when params are frozen;
  /// else whatever the params, so no `each`).
  private static func alwaysWritingTracks(
    _ graph: CompiledGraph, keys: [[(position: Double, value: Double, curve: Int)]]?
  ) -> Set<Int> {
    Set(
      graph.tracks.indices.filter { index in
        let track = graph.tracks[index]
        guard track.before != .none, track.after != .none else { return false }
        let count = keys.map { $0[index].count } ?? fixedKeyframeCount(index, in: graph) ?? 0
        return count > 0
      })
  }

  /// Which slots can be locals of the frame — written once by it, before
  /// any read, and read nowhere else — and which outputs it leaves finite.
  /// `keep` lists slots set-up code reads or writes, which stay stored.
  private static func frameFacts(
    _ graph: CompiledGraph, keep: Set<Int32>, alwaysWritingTracks: Set<Int>
  ) -> (
    locals: Set<Int32>, finiteOutputs: Set<Int32>
  ) {
    var kept = keep.union(graph.outputs.map(\.slot))
    for input in graph.inputs { kept.formUnion([input.rawSlot, input.valueSlot]) }
    for state in graph.states {
      kept.formUnion([state.modelSlot, state.valueSlot, state.positionSlot])
    }
    for transition in graph.transitions { kept.insert(transition.valueSlot) }
    for signal in graph.signals { kept.insert(signal.valueSlot) }
    for clock in graph.clocks { kept.insert(clock.valueSlot) }
    for instruction in graph.stateCode {
      kept.insert(instruction.dst)
      kept.formUnion(slotsRead(by: instruction, in: graph))
    }
    var writes: [Int32: Int] = [:]
    var readBeforeWrite = Set<Int32>()
    var lastWrite: [Int32: Opcode] = [:]
    for instruction in graph.frameCode {
      // A track that may leave its slot as it was keeps the slot stored.
      if instruction.op == .track, !alwaysWritingTracks.contains(Int(instruction.a)) {
        kept.insert(instruction.dst)
      }
      for slot in slotsRead(by: instruction, in: graph) where writes[slot] == nil {
        readBeforeWrite.insert(slot)
      }
      writes[instruction.dst, default: 0] += 1
      lastWrite[instruction.dst] = instruction.op
    }
    var locals = Set(
      writes.filter { $0.value == 1 && !kept.contains($0.key) && !readBeforeWrite.contains($0.key) }
        .keys)
    // Locals only in a frame of at most 1,024 instructions: each `let` opens a
    // scope that every later name is looked up through, so the type checker's
    // work grows with the frame's length times its locals (10,000 custom
    // numbers, each a local, took it 5 minutes).
    if graph.frameCode.count > 1_024 { locals = [] }
    let finite = Set(graph.outputs.map(\.slot).filter { lastWrite[$0] == .finite })
    return (locals, finite)
  }

  /// The `finite` instructions of the frame code whose operand is always a
  /// finite number, and the slots the frame writes that it leaves finite, by
  /// a forward pass over the code with ``ValueRange``s. `unknown` slots, and
  /// lists and keyframes when nil, may hold anything (set-up values of
  /// settable params).
  private static func frameRanges(
    _ graph: CompiledGraph, initialValues: [Double], unknown: Set<Int32>,
    keys: [[(position: Double, value: Double, curve: Int)]]?, alwaysWritingTracks: Set<Int>,
    easings: [Easing], lists: [[Double]]?
  ) -> (redundantFinite: Set<Int>, finiteSlots: Set<Int32>) {
    // Where a frame starts: set-up values are known; inputs are stored finite;
    // everything else events or frames write may hold anything.
    var written = Set(graph.frameCode.map(\.dst)).union(graph.stateCode.map(\.dst)).union(unknown)
    for state in graph.states { written.formUnion([state.modelSlot, state.valueSlot]) }
    for transition in graph.transitions { written.insert(transition.valueSlot) }
    var ranges: [Int32: ValueRange] = [:]
    // Signals are stored finite, as inputs are.
    for signal in graph.signals where !written.contains(signal.valueSlot) {
      ranges[signal.valueSlot] = .finite
    }
    written.formUnion(graph.signals.map(\.valueSlot))
    written.formUnion(graph.clocks.map(\.valueSlot))
    for input in graph.inputs {
      for slot in [input.rawSlot, input.valueSlot] where !written.contains(slot) {
        ranges[slot] = .finite
      }
      written.formUnion([input.rawSlot, input.valueSlot])
    }
    func range(_ slot: Int32) -> ValueRange {
      if let known = ranges[slot] { return known }
      return written.contains(slot) ? .anything : .exactly(initialValues[Int(slot)])
    }
    func hull(_ values: [Double]) -> ValueRange {
      values.reduce(ValueRange.exactly(0)) { $0.union(.exactly($1)) }
    }
    var redundant = Set<Int>()
    for (index, instruction) in graph.frameCode.enumerated() {
      let result: ValueRange
      switch instruction.op {
      case .listCount, .listSum, .listSumPrefix, .listItem:
        guard let list = lists?[Int(instruction.a)] else {
          result = .anything
          break
        }
        switch instruction.op {
        case .listCount: result = .exactly(Double(list.count))
        case .listItem: result = hull(list)
        default: result = hull(ListValues(list).prefixSums)
        }
      case .track:
        // Settable params: any finite value (a track's always is).
        let value = keys.map { trackRange($0[Int(instruction.a)], easings: easings) } ?? .finite
        let always = alwaysWritingTracks.contains(Int(instruction.a))
        result = always ? value : range(instruction.dst).union(value)
      default:
        // Only the operands the opcode reads: the others may hold anything.
        let operands = instruction.slotOperands.map(range)
        func operand(_ at: Int) -> ValueRange { at < operands.count ? operands[at] : .exactly(0) }
        if instruction.op == .finite, operand(0).isFinite { redundant.insert(index) }
        result = ValueRange.apply(instruction.op, operand(0), operand(1), operand(2))
      }
      ranges[instruction.dst] = result
    }
    return (redundant, Set(ranges.filter { $0.value.isFinite }.keys))
  }

  /// What a track may write: between its values (linear, `hold` and `steps`
  /// segments ease within [0, 1]; interpolating two values may round a
  /// little past them), or any finite number for an eased curve that may
  /// overshoot (a track's value is always finite).
  private static func trackRange(
    _ keys: [(position: Double, value: Double, curve: Int)], easings: [Easing]
  ) -> ValueRange {
    let cubic = keys.contains { easings[$0.curve].mayLeaveItsEnds }
    guard !cubic else { return .finite }
    // `extend` continues a line and makes it finite: within the finite range anyway.
    let largest = keys.map { abs($0.value) }.max() ?? 0
    let bound = (2 * largest).nextUp
    return bound.isFinite ? ValueRange(low: -bound, high: bound, nan: false) : .anything
  }

  /// An output's value: its stored slot when the frame leaves it finite,
  /// else the finite copy the frame (or set-up) keeps (`outN`), or a set-up literal.
  func outputValue(_ index: Int) -> String {
    let slot = graph.outputs[index].slot
    // A set-up value of settable params: the finite copy set-up keeps.
    if setupSlots.contains(slot), !dynamicSlots.contains(slot) { return "out\(index)" }
    if !dynamicSlots.contains(slot) {
      return SwiftNames.literal(ScalarOps.finite(initialValues[Int(slot)]))
    }
    return finiteOutputs.contains(slot) ? stored(slot) : "out\(index)"
  }

  /// Type names a generated struct may not have: those the generated code
  /// uses (HeaderKitRuntime's public types, the standard library's it
  /// names) and Swift's keywords.
  public static var reservedTypeNames: Set<String> {
    SwiftNames.reservedTypeNames.union(SwiftNames.keywords)
  }

  /// Why `name` cannot be a generated struct's name, or nil when it can:
  /// it must be a Swift identifier of ASCII letters, digits and `_` that is
  /// not a keyword and hides no type the generated code uses.
  public static func typeNameProblem(_ name: String) -> String? {
    SwiftNames.typeNameProblem(name)
  }

  /// The struct name for a spec called `name`: its words in UpperCamelCase,
  /// then `Header` (`Spec` in front of a name that would not start with a
  /// letter or would hide a type the generated code uses).
  public static func typeName(forSpec name: String) -> String {
    let base = SwiftNames.camelCase(name, upperFirst: true)
    let typeName = (base.first?.isLetter == true ? base : "Spec" + base) + "Header"
    return SwiftNames.typeNameProblem(typeName) == nil ? typeName : "Spec" + typeName
  }

  /// The whole source file.
  /// - Parameter origin: Where the spec came from, for the file's header comment.
  public func source(origin: String) -> String {
    var writer = SwiftWriter()
    writeHeaderComment(&writer, origin: origin)
    writer.line("@_spi(Generated) import HeaderKitRuntime")
    writer.blank()
    writer.line(
      "/// The `\(SwiftNames.comment(graph.name))` header, generated by `headerkit generate`.")
    writer.open("public struct \(typeName): GeneratedHeader {")
    writeDeclarations(&writer)
    writeAPI(&writer)
    writeParamsAPI(&writer)
    writeEvents(&writer)
    if freezeParams {
      for index in usedTracks { writeTrack(&writer, index) }
    } else {
      writeSetUp(&writer)
    }
    writer.close("}")
    writeCode(&writer)
    return writer.text
  }

  private func writeHeaderComment(_ writer: inout SwiftWriter, origin: String) {
    // Formatters leave the file as the generator wrote it (a freshness test compares them).
    writer.line("// swift-format-ignore-file")
    writer.line(
      "// Generated by `headerkit generate` from \(SwiftNames.comment(origin)). Do not edit: generate it again."
    )
    let params = graph.params.enumerated().map { index, param in
      let values = evaluator.paramValue(index)
      let text =
        param.isList
        ? "[\(values.map(SwiftNames.number).joined(separator: ", "))]"
        : SwiftNames.number(values.first ?? 0)
      return "\(SwiftNames.comment(param.name)) = \(text)"
    }
    if !params.isEmpty {
      writer.line("//")
      writer.line(
        freezeParams
          ? "// Params, fixed in this code: \(params.joined(separator: ", "))."
          : "// Params at start (settable with setParam): \(params.joined(separator: ", ")).")
    }
    writer.blank()
  }

  /// A slot's value as an expression: its stored property, or its set-up value.
  func slot(_ slot: Int32) -> String {
    isStored(slot) ? stored(slot) : SwiftNames.literal(initialValues[Int(slot)])
  }

  /// Whether a slot is a stored property (or a frame local), not a literal.
  func isStored(_ slot: Int32) -> Bool {
    dynamicSlots.contains(slot) || setupSlots.contains(slot)
  }

  /// The property a dynamic slot is stored in.
  func stored(_ slot: Int32) -> String { "s\(slot)" }
}
