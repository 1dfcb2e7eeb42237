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
          lowered.b = LoweredInstruction.alwaysApplies
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
