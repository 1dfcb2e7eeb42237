/// Lowers a graph's frame and guard code for one set-up (see ``FrameProgram``).
///
/// Rewrites of the frame code, each computing exactly what it replaces:
/// - `copy d, s; track d, t; finite d, d` (how the compiler writes a property
///   or var on tracks) becomes one track instruction with a fallback slot and
///   the `finite` flag; a track of two keyframes with a linear segment
///   becomes `trackLinear`, which skips the keyframe search;
/// - `op t, …; finite d, t`, where only that `finite` reads the temporary
///   `t`, becomes `op d, …` with the `finite` flag (dropped again when `op`
///   cannot produce a non-finite result from its finite operands);
/// - `finite d, s` or `copy d, s` of a value already finite is dropped, and
///   so is an instruction that repeats an earlier one whose operands have not
///   changed since (common subexpressions, such as the two halves of a
///   `scale` shorthand): readers of `d` — later instructions, outputs,
///   ``HeaderEvaluator/slotValue(_:)`` — read the earlier slot instead (an
///   *alias*), provided neither slot is written again in the frame.
///
/// Guard code is lowered one to one, keeping its indices.
struct ProgramLowering {
  let graph: CompiledGraph
  /// Slot values after set-up.
  let slots: [Double]
  let keyframes: BuiltKeyframes

  struct Result {
    var frame: [LoweredInstruction]
    var state: [LoweredInstruction]
    var guards: GuardCode
    var linearTracks: [LinearTrack]
    var inputs: [InputSlots]
    var outputs: [Int]
    var aliases: [Int32]
  }

  func lower() -> Result {
    let facts = SlotFacts(graph: graph, slots: slots)
    var linearTracks: [LinearTrack] = []
    let linearIndex = graph.tracks.indices.map { index -> Int32? in
      let span = keyframes.tracks[index]
      guard span.count == 2, keyframes.curves[span.first].kind == .linear else { return nil }
      linearTracks.append(
        LinearTrack(
          p0: keyframes.positions[span.first], p1: keyframes.positions[span.first + 1],
          v0: keyframes.values[span.first], v1: keyframes.values[span.first + 1],
          before: span.before, after: span.after))
      return Int32(linearTracks.count - 1)
    }
    /// A track instruction, specialised when its track is linear.
    func track(_ dst: Int32, _ index: Int32, fallback: Int32, driver: Int32) -> LoweredInstruction {
      if let linear = linearIndex[Int(index)] {
        let track = linearTracks[Int(linear)]
        // Clamped on both sides it always applies: x ≥ p1 gives v1 whether
        // x is the last keyframe or beyond it.
        let op: LoweredOp =
          track.before == .clamp && track.after == .clamp ? .trackLinearClamped : .trackLinear
        return LoweredInstruction(op, dst: dst, a: linear, b: fallback, c: driver)
      }
      return LoweredInstruction(.track, dst: dst, a: index, b: fallback, c: driver)
    }

    var pass = FusionPass(graph: graph, facts: facts)
    pass.run(makeTrack: track, isSafe: { trackIsSafe(Int($0)) })
    var cse = CommonSubexpressions(code: pass.frame, facts: facts)
    let frame = cse.run()
    let aliases = pass.alias.map { cse.alias[Int($0)] }

    let state = graph.stateCode.map { instruction -> LoweredInstruction in
      if instruction.op == .track {
        return track(
          instruction.dst, instruction.a, fallback: -1,
          driver: graph.tracks[Int(instruction.a)].driverSlot)
      }
      return LoweredInstruction(
        LoweredOp(instruction.op), dst: instruction.dst, a: instruction.a, b: instruction.b,
        c: instruction.c)
    }
    return Result(
      frame: frame, state: state, guards: GuardCode(graph: graph, facts: facts, state: state),
      linearTracks: linearTracks,
      inputs: graph.inputs.map {
        InputSlots(raw: Int($0.rawSlot), value: Int($0.valueSlot), inset: Int($0.insetSlot))
      },
      outputs: graph.outputs.map { Int(aliases[Int($0.slot)]) }, aliases: aliases)
  }

  /// Whether a track always applies and always gives a finite value: it has
  /// keyframes, extrapolates on both sides, its values are small enough that
  /// no interpolation overflows, and its easings stay within 0…1 (a cubic
  /// Bézier's need not).
  func trackIsSafe(_ index: Int) -> Bool {
    let span = keyframes.tracks[index]
    guard span.count > 0, span.before != .none, span.after != .none else { return false }
    let keys = span.first..<span.first + span.count
    return keyframes.values[keys].allSatisfy { abs($0) <= 1e307 }
      && keyframes.curves[keys].allSatisfy { $0.kind != .cubic }
  }

  /// Whether an instruction's result is finite whenever the operands it reads are.
  static func isFinite(_ instruction: LoweredInstruction, _ finite: [Bool]) -> Bool {
    let a = finite[Int(instruction.a)]
    let b = finite[Int(instruction.b)]
    let c = finite[Int(instruction.c)]
    switch instruction.op {
    case .not, .lt, .le, .gt, .ge, .eq, .ne, .and, .or, .listCount, .listItem, .finite: return true
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt: return a
    case .min, .max: return a && b
    case .clamp: return a && b && c
    case .select: return b && c
    // Sums, products and quotients of finite numbers can overflow.
    case .add, .sub, .mul, .div, .mod, .lerp, .progress, .listSum, .listSumPrefix: return false
    case .track, .trackLinear, .trackLinearClamped: return instruction.finite
    }
  }
}

/// The first pass: fuses tracks and `finite`, and drops copies of finite values.
struct FusionPass {
  let graph: CompiledGraph
  let facts: SlotFacts
  var frame: [LoweredInstruction] = []
  /// The slot each slot's readers read from here on.
  var alias: [Int32]
  /// Whether each slot holds a finite value at this point of the frame.
  var finite: [Bool]

  init(graph: CompiledGraph, facts: SlotFacts) {
    self.graph = graph
    self.facts = facts
    alias = Array(0..<Int32(graph.slotCount))
    finite = facts.initiallyFinite
  }

  private func read(_ slot: Int32) -> Int32 { alias[Int(slot)] }

  /// Whether `d`'s readers may read `s` instead, from the instruction at
  /// `position` on: nothing outside the frame sees `d`, nothing read it
  /// earlier in the frame, and neither is written again.
  private func canAlias(_ d: Int32, to s: Int32, at position: Int) -> Bool {
    facts.isPrivate(d) && facts.lastFrameWrite[Int(d)] == position
      && facts.firstFrameRead[Int(d)] >= position && facts.lastFrameWrite[Int(s)] <= position
      && !facts.guardWrites.contains(s)
  }

  mutating func run(
    makeTrack: (_ dst: Int32, _ track: Int32, _ fallback: Int32, _ driver: Int32) ->
      LoweredInstruction,
    isSafe: (_ track: Int32) -> Bool
  ) {
    let code = graph.frameCode
    var index = 0
    while index < code.count {
      let instruction = code[index]
      let dst = instruction.dst
      switch instruction.op {
      case .copy
      where index + 1 < code.count && code[index + 1].op == .track && code[index + 1].dst == dst:
        // A property or var on tracks: its base value, the track, then finite.
        let track = code[index + 1].a
        var lowered = makeTrack(
          dst, track, read(instruction.a), read(graph.tracks[Int(track)].driverSlot))
        index += 2
        if index < code.count, code[index].op == .finite, code[index].dst == dst,
          code[index].a == dst
        {
          lowered.finite = true
          index += 1
        }
        // (A NaN driver would give NaN, so the driver must be finite too.)
        if isSafe(track), finite[Int(lowered.c)] {
          // Always applies, always finite: no fallback, nothing to make finite.
          lowered.b = -1
          lowered.finite = false
          finite[Int(dst)] = true
        } else {
          finite[Int(dst)] = lowered.finite
        }
        frame.append(lowered)
        continue
      case .track:
        frame.append(
          makeTrack(dst, instruction.a, -1, read(graph.tracks[Int(instruction.a)].driverSlot)))
        finite[Int(dst)] = false
      case .finite, .copy:
        lowerCopy(instruction, at: index)
      default:
        let lowered = LoweredInstruction(
          LoweredOp(instruction.op), dst: dst,
          a: instruction.readsListA ? instruction.a : read(instruction.a),
          b: read(instruction.b), c: read(instruction.c))
        frame.append(lowered)
        finite[Int(dst)] = ProgramLowering.isFinite(lowered, finite)
      }
      index += 1
    }
  }

  /// Lowers `finite d, s` or `copy d, s`.
  private mutating func lowerCopy(_ instruction: Instruction, at index: Int) {
    let dst = instruction.dst
    let source = read(instruction.a)
    let isFinite = finite[Int(source)]
    if isFinite || instruction.op == .copy, canAlias(dst, to: source, at: index) {
      // Already finite (or a plain copy): read the source instead.
      alias[Int(dst)] = source
      finite[Int(dst)] = isFinite
    } else if instruction.op == .finite, let last = frame.last, last.dst == source, source != dst,
      facts.isTemporary(source)
    {
      // The temporary's only reader: its producer writes the result directly
      // (and still the temporary, for tools that read every slot).
      frame[frame.count - 1].dst = dst
      frame[frame.count - 1].raw = source
      frame[frame.count - 1].finite = !finite[Int(source)]
      finite[Int(dst)] = true
    } else if instruction.op == .finite, let last = frame.last, source == dst, last.dst == dst,
      last.b >= 0 || (last.op != .track && last.op != .trackLinear)
    {
      // In place, right after the instruction that wrote it (a track that
      // may leave it unchanged is not fused: the old value needs `finite` too).
      frame[frame.count - 1].finite = true
      finite[Int(dst)] = true
    } else {
      frame.append(
        LoweredInstruction(isFinite ? .copy : LoweredOp(instruction.op), dst: dst, a: source))
      finite[Int(dst)] = instruction.op == .finite || isFinite
    }
  }
}

/// The second pass: an instruction that repeats an earlier one, whose
/// operands have not been written since, reads the earlier result instead.
struct CommonSubexpressions {
  let code: [LoweredInstruction]
  let facts: SlotFacts
  var alias: [Int32]

  init(code: [LoweredInstruction], facts: SlotFacts) {
    self.code = code
    self.facts = facts
    alias = Array(0..<Int32(facts.lastFrameWrite.count))
  }

  private struct Key: Hashable {
    var op: LoweredOp
    var finite: Bool
    var a: Int32
    var b: Int32
    var c: Int32
  }

  mutating func run() -> [LoweredInstruction] {
    var writes = Array(repeating: 0, count: alias.count)
    var lastWrite = Array(repeating: -1, count: alias.count)
    var firstRead = Array(repeating: Int.max, count: alias.count)
    for (index, instruction) in code.enumerated() {
      for slot in Set([instruction.dst, instruction.raw]) {
        writes[Int(slot)] += 1
        lastWrite[Int(slot)] = index
      }
      for slot in instruction.reads where firstRead[Int(slot)] == Int.max {
        firstRead[Int(slot)] = index
      }
    }
    // The write count of each slot so far, to tell whether an operand changed.
    var version = Array(repeating: 0, count: alias.count)
    /// Whether `slot`, written only by the instruction at `index`, may read
    /// `earlier` instead, written only by an earlier one.
    func canShare(_ slot: Int32, _ earlier: Int32, at index: Int) -> Bool {
      version[Int(earlier)] == 1 && writes[Int(earlier)] == 1 && writes[Int(slot)] == 1
        && lastWrite[Int(slot)] == index && firstRead[Int(slot)] > index && facts.isPrivate(slot)
        && !facts.guardWrites.contains(earlier)
    }
    var seen: [Key: (dst: Int32, raw: Int32, versions: [Int])] = [:]
    var result: [LoweredInstruction] = []
    for (index, original) in code.enumerated() {
      var instruction = original
      let isList = [.listCount, .listSum, .listSumPrefix, .listItem].contains(instruction.op)
      if !isList { instruction.a = alias[Int(instruction.a)] }
      instruction.b = instruction.b >= 0 ? alias[Int(instruction.b)] : -1
      instruction.c = alias[Int(instruction.c)]
      let dst = instruction.dst
      // Tracks move their cursors; only plain arithmetic is shared.
      let isPure = ![.track, .trackLinear, .trackLinearClamped].contains(instruction.op)
      let key = Key(
        op: instruction.op, finite: instruction.finite, a: instruction.a, b: instruction.b,
        c: instruction.c)
      let operands =
        !isPure ? [] : isList ? [instruction.b] : [instruction.a, instruction.b, instruction.c]
      let versions = operands.map { version[Int($0)] }
      if isPure, let earlier = seen[key], earlier.versions == versions,
        canShare(dst, earlier.dst, at: index),
        instruction.raw == dst
          || (earlier.raw != earlier.dst && canShare(instruction.raw, earlier.raw, at: index))
      {
        alias[Int(dst)] = earlier.dst
        if instruction.raw != dst { alias[Int(instruction.raw)] = earlier.raw }
        continue
      }
      result.append(instruction)
      version[Int(dst)] += 1
      if instruction.raw != dst { version[Int(instruction.raw)] += 1 }
      if isPure, !operands.contains(dst), !operands.contains(instruction.raw) {
        seen[key] = (dst, instruction.raw, versions)
      }
    }
    return result
  }
}

extension LoweredInstruction {
  /// The slots this instruction reads.
  var reads: [Int32] {
    switch op {
    case .listCount, .listSum: return []
    case .listSumPrefix, .listItem: return [b]
    // A track without a fallback keeps its destination where it does not apply.
    case .track, .trackLinear: return b >= 0 ? [b, c] : [c, dst]
    case .trackLinearClamped: return [c]
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: return [a]
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
      return [a, b]
    case .clamp, .select, .lerp, .progress: return [a, b, c]
    }
  }
}

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
      for slot in Self.reads(instruction, graph) where firstFrameRead[Int(slot)] == Int.max {
        firstFrameRead[Int(slot)] = index
      }
    }
    for instruction in graph.frameCode + graph.stateCode {
      for slot in Self.reads(instruction, graph) { reads[Int(slot)] += 1 }
    }
    var externalSlots: [Int32] = []
    for input in graph.inputs {
      externalSlots += [input.rawSlot, input.valueSlot, input.insetSlot, input.initialSlot]
      dynamic[Int(input.rawSlot)] = true
      dynamic[Int(input.valueSlot)] = true
    }
    for machine in graph.states {
      externalSlots += [
        machine.modelSlot, machine.valueSlot, machine.initialSlot, machine.minSlot, machine.maxSlot,
        machine.followSlot, machine.downSlot, machine.upSlot, machine.gateSlot,
        machine.positionSlot,
      ]
      externalSlots += machine.limits.map { [$0.lowerSlot, $0.upperSlot] } ?? []
      externalSlots += machine.snap.map { $0.targetSlots + [$0.durationSlot] } ?? []
      dynamic[Int(machine.modelSlot)] = true
      dynamic[Int(machine.valueSlot)] = true
    }
    for source in graph.keyframeSources {
      externalSlots += [source.indexSlot, source.itemSlot, source.atSlot, source.valueSlot]
    }
    for instruction in graph.stateCode {
      externalSlots.append(instruction.dst)
      externalSlots += Self.reads(instruction, graph)
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

  /// The slots an instruction reads.
  static func reads(_ instruction: Instruction, _ graph: CompiledGraph) -> [Int32] {
    switch instruction.op {
    case .listCount, .listSum: return []
    case .listSumPrefix, .listItem: return [instruction.b]
    // A track reads its driver, and keeps its destination where it does not apply.
    case .track: return [graph.tracks[Int(instruction.a)].driverSlot, instruction.dst]
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: return [instruction.a]
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
      return [instruction.a, instruction.b]
    case .clamp, .select, .lerp, .progress: return [instruction.a, instruction.b, instruction.c]
    }
  }
}

/// Each state's guard code, with `finite` folded into the instruction that
/// produced its operand where that operand is a temporary (written and read
/// once, by nothing but the guard code), so `gt t, …; finite down, t` becomes
/// `gt down, …`. A comparison's result is finite: it needs no `finite` at all.
struct GuardCode {
  /// Where a state's lowered guard code is, and the graph's range it replaces.
  struct Span {
    var originalStart: Int
    var originalCount: Int
    var start: Int
    var count: Int
  }

  var code: [LoweredInstruction] = []
  var spans: [Span] = []
  /// For each index of the graph's state code, the span starting there, or -1.
  var lookup: [Int32]

  init(graph: CompiledGraph, facts: SlotFacts, state: [LoweredInstruction]) {
    lookup = Array(repeating: -1, count: graph.stateCode.count + 1)
    let count = graph.slotCount
    var writes = Array(repeating: 0, count: count)
    var computed = Array(repeating: false, count: count)
    for instruction in graph.stateCode {
      writes[Int(instruction.dst)] += 1
      if ![.finite, .copy, .track].contains(instruction.op) {
        computed[Int(instruction.dst)] = true
      }
    }
    // Slots the event code, tools or tracks read besides the guard code.
    var visible = Array(repeating: false, count: count)
    var visibleSlots: [Int32] = graph.outputs.map(\.slot) + graph.tracks.map(\.driverSlot)
    for input in graph.inputs {
      visibleSlots += [input.rawSlot, input.valueSlot, input.insetSlot, input.initialSlot]
    }
    for machine in graph.states {
      visibleSlots += [
        machine.modelSlot, machine.valueSlot, machine.initialSlot, machine.minSlot, machine.maxSlot,
        machine.followSlot, machine.downSlot, machine.upSlot, machine.gateSlot,
        machine.positionSlot,
      ]
      visibleSlots += machine.limits.map { [$0.lowerSlot, $0.upperSlot] } ?? []
      visibleSlots += machine.snap.map { $0.targetSlots + [$0.durationSlot] } ?? []
    }
    for source in graph.keyframeSources {
      visibleSlots += [source.indexSlot, source.itemSlot, source.atSlot, source.valueSlot]
    }
    for slot in visibleSlots { visible[Int(slot)] = true }
    func isTemporary(_ slot: Int32) -> Bool {
      let index = Int(slot)
      return computed[index] && writes[index] == 1 && facts.frameWrites[index] == 0
        && facts.reads[index] == 1 && !visible[index]
    }

    for machine in graph.states {
      let originalStart = Int(machine.guardStart)
      let originalCount = Int(machine.guardCount)
      guard lookup[originalStart] < 0 else { continue }
      let start = code.count
      for instruction in state[originalStart..<originalStart + originalCount] {
        if instruction.op == .finite, let last = code.last, code.count > start,
          last.dst == instruction.a, instruction.a != instruction.dst,
          last.op != .track, last.op != .trackLinear, last.op != .trackLinearClamped,
          isTemporary(instruction.a)
        {
          code[code.count - 1].dst = instruction.dst
          code[code.count - 1].raw = instruction.a
          code[code.count - 1].finite = !Self.isAlwaysFinite(last.op)
        } else {
          code.append(instruction)
        }
      }
      lookup[originalStart] = Int32(spans.count)
      spans.append(
        Span(
          originalStart: originalStart, originalCount: originalCount, start: start,
          count: code.count - start))
    }
  }

  /// Whether an operation's result is finite whatever its operands.
  private static func isAlwaysFinite(_ op: LoweredOp) -> Bool {
    switch op {
    case .not, .lt, .le, .gt, .ge, .eq, .ne, .and, .or, .listCount, .finite: true
    default: false
    }
  }
}
