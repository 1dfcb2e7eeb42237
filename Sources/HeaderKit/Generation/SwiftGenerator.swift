public import HeaderKitRuntime

/// Swift source for one header, generated ahead of time from its compiled
/// graph: a struct with the evaluator's API whose frame and events are the
/// graph's instructions written out as Swift statements.
///
/// An interpreter pays for its generality on every event — reading opcodes,
/// plans and guards from memory — and the hand-written code HeaderKit
/// replaces does not. Generated code does what the seed's code does: plain
/// arithmetic on stored properties, with every set-up value (params and what
/// follows from them) a literal the compiler folds.
///
/// The arithmetic is the graph's as written, operation by operation
/// (``ScalarOps`` for every opcode, the evaluator's keyframe search and
/// easing, its event rules), so values are bit-identical to the graph's code
/// run one instruction at a time — the reference ``HeaderEvaluator`` is held
/// to. Params are baked in when the source is generated: generate again for
/// other params.
public struct SwiftGenerator: Sendable {
  /// The evaluator whose set-up (params, keyframes, lists) is baked in.
  let evaluator: HeaderEvaluator
  let graph: CompiledGraph
  /// The name of the generated struct.
  public let typeName: String
  /// Every slot's value after set-up, with inputs at rest.
  let initialValues: [Double]
  /// Slots an event or a frame writes: stored properties. Every other slot
  /// is a set-up value, written as a literal.
  let dynamicSlots: Set<Int32>
  /// Slots the frame computes and uses within one frame: locals of `frame()`.
  let frameLocals: Set<Int32>
  /// Slots the frame code reads.
  let frameReads: Set<Int32>
  /// Whether every event must run the frame: its code rewrites a slot
  /// events read or keep, or reads one the guard code writes (graphs written
  /// by hand may); otherwise it is a function of the inputs and states. The
  /// evaluator's rule (`EventReads`).
  let alwaysRunsFrame: Bool
  /// Output slots the frame leaves finite (its last write is `finite`).
  let finiteOutputs: Set<Int32>
  /// Frame instructions that are a `finite` of a provably finite number:
  /// written as plain copies.
  let redundantFinite: Set<Int>
  /// Swift names of the outputs, in output order.
  let outputNames: [String]
  /// Each track's keyframes as built for the params, with the easing of the
  /// segment each starts.
  let keyframes: [[Keyframe]]
  /// Each list param's values, by list index.
  let lists: [[Double]]
  /// The lists the frame code reads element by element.
  let usedLists: Set<Int>
  /// The curves the code keeps prepared: eased segments' of short tracks,
  /// and snaps'.
  let easings: [Easing]

  /// A keyframe of a track.
  struct Keyframe {
    var position: Double
    var value: Double
    var easing: Easing
  }

  /// Tracks with more keyframes than this search arrays; shorter ones are
  /// written out as comparisons with literals.
  static let maxUnrolledKeyframes = 12

  /// Prepares to generate the header `evaluator` runs, with its current params.
  /// - Parameters:
  ///   - evaluator: An evaluator of the graph, its params set as the code should have them.
  ///   - typeName: The struct's name; by default from the spec's name
  ///     (`tiki-home` gives `TikiHomeHeader`).
  public init(evaluator: HeaderEvaluator, typeName: String? = nil) {
    var atRest = evaluator
    atRest.reset()
    self.evaluator = atRest
    graph = atRest.graph
    self.typeName = typeName ?? Self.typeName(forSpec: graph.name)
    initialValues = atRest.slotValues()
    var dynamic = Set<Int32>()
    for input in graph.inputs { dynamic.formUnion([input.rawSlot, input.valueSlot]) }
    for machine in graph.states { dynamic.formUnion([machine.modelSlot, machine.valueSlot]) }
    for instruction in graph.frameCode + graph.stateCode { dynamic.insert(instruction.dst) }
    dynamicSlots = dynamic
    frameReads = Set(graph.frameCode.flatMap(graph.slotsRead(by:)))
    let eventSlots = Set(graph.eventSlots)
    alwaysRunsFrame =
      graph.frameCode.contains { eventSlots.contains($0.dst) }
      || !frameReads.isDisjoint(with: graph.stateCode.map(\.dst))
    (frameLocals, finiteOutputs) = Self.frameFacts(graph, initialValues: initialValues)
    outputNames = SwiftNames.outputNames(graph.outputs)
    var lists = [[Double]](repeating: [], count: graph.params.filter(\.isList).count)
    for (index, param) in graph.params.enumerated() {
      if case .list(let list) = param.storage { lists[Int(list)] = atRest.paramValue(index) }
    }
    self.lists = lists
    usedLists = Set(
      graph.frameCode.filter { $0.op == .listItem || $0.op == .listSumPrefix }.map { Int($0.a) })
    keyframes = graph.tracks.indices.map { Self.keyframes(ofTrack: $0, atRest, lists: lists) }
    var easings: [Easing] = []
    // Long tracks keep their curves in arrays of their own.
    for keys in keyframes where keys.count <= Self.maxUnrolledKeyframes {
      for key in keys where key.easing != .linear && !easings.contains(key.easing) {
        easings.append(key.easing)
      }
    }
    for machine in graph.states {
      if let easing = machine.snap?.easing, !easings.contains(easing) { easings.append(easing) }
    }
    self.easings = easings
    redundantFinite = Self.redundantFinite(
      graph, initialValues: initialValues, keyframes: keyframes, lists: lists)
  }

  /// A track's keyframes as `evaluator` built them, each with the easing
  /// of its source (a list source repeats it per element).
  private static func keyframes(
    ofTrack index: Int, _ evaluator: HeaderEvaluator, lists: [[Double]]
  ) -> [Keyframe] {
    let graph = evaluator.graph
    let track = graph.tracks[index]
    var curves: [Easing] = []
    let sources = graph.keyframeSources[
      Int(track.firstSource)..<Int(track.firstSource + track.sourceCount)]
    for source in sources {
      let repeats = source.list < 0 ? 1 : lists[Int(source.list)].count
      curves += repeatElement(source.easing, count: repeats)
    }
    return zip(evaluator.keyframes(ofTrack: index), curves).map {
      Keyframe(position: $0.position, value: $0.value, easing: $1)
    }
  }

  /// Which slots can be locals of the frame — written once by it, before
  /// any read, and read nowhere else — and which outputs it leaves finite.
  private static func frameFacts(_ graph: CompiledGraph, initialValues: [Double]) -> (
    locals: Set<Int32>, finiteOutputs: Set<Int32>
  ) {
    var kept = Set(graph.outputs.map(\.slot)).union(graph.eventSlots)
    for instruction in graph.stateCode {
      kept.insert(instruction.dst)
      kept.formUnion(graph.slotsRead(by: instruction))
    }
    var writes: [Int32: Int] = [:]
    var readBeforeWrite = Set<Int32>()
    var lastWrite: [Int32: Opcode] = [:]
    for instruction in graph.frameCode {
      if instruction.op == .track {
        // Tracks are functions of their own and may leave their slot as it was.
        kept.formUnion(graph.slotsRead(by: instruction))
      }
      for slot in graph.slotsRead(by: instruction) where writes[slot] == nil {
        readBeforeWrite.insert(slot)
      }
      writes[instruction.dst, default: 0] += 1
      lastWrite[instruction.dst] = instruction.op
    }
    let locals = Set(
      writes.filter { $0.value == 1 && !kept.contains($0.key) && !readBeforeWrite.contains($0.key) }
        .keys)
    let finite = Set(
      graph.outputs.map(\.slot).filter {
        lastWrite[$0] == .finite && initialValues[Int($0)].isFinite
      })
    return (locals, finite)
  }

  /// The `finite` instructions of the frame code whose operand is always a
  /// finite number, by a forward pass over the code with ``ValueRange``s.
  private static func redundantFinite(
    _ graph: CompiledGraph, initialValues: [Double], keyframes: [[Keyframe]], lists: [[Double]]
  ) -> Set<Int> {
    // Where a frame starts: set-up values are known; inputs are stored finite;
    // everything else events or frames write may hold anything.
    var written = Set(graph.frameCode.map(\.dst)).union(graph.stateCode.map(\.dst))
    for machine in graph.states { written.formUnion([machine.modelSlot, machine.valueSlot]) }
    var ranges: [Int32: ValueRange] = [:]
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
      case .listCount: result = .exactly(Double(lists[Int(instruction.a)].count))
      case .listSum: result = .exactly(lists[Int(instruction.a)].reduce(0, +))
      case .listItem: result = hull(lists[Int(instruction.a)])
      case .listSumPrefix:
        result = hull(lists[Int(instruction.a)].reduce(into: [0.0]) { $0.append($0.last! + $1) })
      case .track:
        result = range(instruction.dst).union(trackRange(keyframes[Int(instruction.a)]))
      default:
        if instruction.op == .finite, range(instruction.a).isFinite { redundant.insert(index) }
        result = ValueRange.apply(
          instruction.op, range(instruction.a), range(instruction.b), range(instruction.c))
      }
      ranges[instruction.dst] = result
    }
    return redundant
  }

  /// What a track may write: between its values (linear, `hold` and `steps`
  /// segments ease within [0, 1]; interpolating two values may round a
  /// little past them), or anything for an eased curve that may overshoot.
  private static func trackRange(_ keys: [Keyframe]) -> ValueRange {
    guard keys.allSatisfy({ if case .cubicBezier = $0.easing { false } else { true } }) else {
      return .anything
    }
    // `extend` continues a line and makes it finite: within the finite range anyway.
    let largest = keys.map { abs($0.value) }.max() ?? 0
    let bound = (2 * largest).nextUp
    return bound.isFinite ? ValueRange(low: -bound, high: bound, nan: false) : .anything
  }

  /// Whether the frame's outputs may change when any of `slots` does.
  func frameDepends(on slots: [Int32]) -> Bool {
    alwaysRunsFrame || slots.contains(where: frameReads.contains)
  }

  /// An output's value: its slot, made finite unless the frame already made it so.
  func outputValue(_ output: CompiledGraph.Output) -> String {
    finiteOutputs.contains(output.slot)
      ? slot(output.slot) : "ScalarOps.finite(\(slot(output.slot)))"
  }

  /// The index of `easing`'s prepared curve among ``easings``.
  func easingIndex(_ easing: Easing) -> Int { easings.firstIndex(of: easing)! }

  /// Type names the generated code uses besides its struct's.
  public static var reservedTypeNames: Set<String> { SwiftNames.reservedTypeNames }

  /// The struct name for a spec called `name`: its words in UpperCamelCase,
  /// then `Header`.
  public static func typeName(forSpec name: String) -> String {
    let base = SwiftNames.camelCase(name, upperFirst: true)
    let typeName = (base.first?.isLetter == true ? base : "Spec" + base) + "Header"
    return SwiftNames.reservedTypeNames.contains(typeName) ? "Spec" + typeName : typeName
  }

  /// The whole source file.
  /// - Parameter origin: Where the spec came from, for the file's header comment.
  public func source(origin: String) -> String {
    var writer = SwiftWriter()
    writeHeaderComment(&writer, origin: origin)
    writer.line("import HeaderKitRuntime")
    writer.blank()
    writer.line(
      "/// The `\(SwiftNames.comment(graph.name))` header, generated by `headerkit generate`.")
    writer.open("public struct \(typeName): GeneratedHeader {")
    writeDeclarations(&writer)
    writeAPI(&writer)
    writeEvents(&writer)
    writeFrame(&writer)
    writer.close("}")
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
      writer.line("// Params, fixed in this code: \(params.joined(separator: ", ")).")
    }
    writer.blank()
  }

  /// A slot's value as an expression: its stored property, or its set-up value.
  func slot(_ slot: Int32) -> String {
    dynamicSlots.contains(slot) ? "s\(slot)" : SwiftNames.literal(initialValues[Int(slot)])
  }

  /// The property a dynamic slot is stored in.
  func stored(_ slot: Int32) -> String { "s\(slot)" }
}
