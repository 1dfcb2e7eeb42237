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
    var eventReads: EventReads
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
      outputs: graph.outputs.map { Int(aliases[Int($0.slot)]) }, aliases: aliases,
      eventReads: EventReads(graph: graph, facts: facts))
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
