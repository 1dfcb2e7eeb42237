import HeaderKitDiagnostics
@_spi(Generated) import HeaderKitRuntime

/// Allocates slots and emits instructions into the graph's code arrays,
/// folding constants and routing each instruction to the phase it needs.
///
/// It also keeps a *shadow* of every constant and set-up slot evaluated with
/// the default params, so the compiler can warn about values that are wrong
/// with the defaults (a zero divisor, a zero-width range) without running the
/// graph; and the ``ValueRange`` of every slot for any params, so that a
/// `finite` of a number that is always finite is not emitted. Within frame
/// code, and within one state's guard code, an instruction that computes
/// what an earlier one already holds is not emitted again.
struct CodeBuilder {
  /// When a value can change: never, when params change, or every frame.
  enum Phase: Int, Comparable {
    case constant, setup, frame
    static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Where the instructions of the expression being compiled go.
  enum Context {
    /// Param-only values computed at set-up (range bounds, insets, state bounds).
    case setup
    /// Keyframe positions and values; `generator` when `index`/`item` vary.
    case keyframe(generator: Bool)
    /// Values computed every frame; their param-only parts go to set-up.
    case frame
    /// State guards, run on scroll events; their param-only parts go to set-up.
    case guards
  }

  /// A computed value: the slot holding it, or for a list param its list index.
  struct Operand {
    var slot: Int
    var phase: Phase
    var list: Int? = nil
  }

  private(set) var slotCount = 1
  private(set) var constants: [CompiledGraph.Constant] = [.init(slot: 0, value: 0)]
  private var constantSlots: [UInt64: Int] = [Double(0).bitPattern: 0]
  var setupCode: [Instruction] = []
  var frameCode: [Instruction] = []
  var keyframeCode: [Instruction] = []
  var stateCode: [Instruction] = []
  private(set) var shadow: [Double] = [0]
  /// What each slot may hold when it is read, for any params: as each
  /// instruction emitted so far leaves it.
  private(set) var ranges: [ValueRange] = [.exactly(0)]
  var listDefaults: [[Double]] = []
  /// Frame and guard instructions already emitted, by opcode and operands
  /// (each operand with how many times it had been written), with the slot
  /// holding their result and that slot's write count then.
  private var frameValues: [ValueKey: (slot: Int, writes: Int)] = [:]
  private var guardValues: [ValueKey: (slot: Int, writes: Int)] = [:]
  private var writes: [Int] = [0]

  private struct ValueKey: Hashable {
    let op: Opcode
    let a, aWrites, b, bWrites, c, cWrites: Int
  }

  /// A new slot, with its value under the default params if known, and what
  /// it may hold (anything, until code writes it).
  mutating func newSlot(shadow value: Double = 0, range: ValueRange = .anything) -> Int {
    slotCount += 1
    shadow.append(value)
    ranges.append(range)
    writes.append(0)
    return slotCount - 1
  }

  mutating func setShadow(_ slot: Int, _ value: Double) { shadow[slot] = value }

  /// The slot of a constant, shared by every use of the same value.
  mutating func constant(_ value: Double) -> Operand {
    let value = ScalarOps.finite(value)
    if let slot = constantSlots[value.bitPattern] { return Operand(slot: slot, phase: .constant) }
    let slot = newSlot(shadow: value, range: .exactly(value))
    constants.append(.init(slot: Int32(slot), value: value))
    constantSlots[value.bitPattern] = slot
    return Operand(slot: slot, phase: .constant)
  }

  /// Emits `op` over `operands` (slots, or a list first) in `context`, folding
  /// it when every operand is constant, and reusing the slot of the same
  /// frame or guard computation when it still holds it.
  mutating func emit(_ op: Opcode, _ operands: [Operand], context: Context, into dst: Int? = nil)
    -> Operand
  {
    let phase = operands.map(\.phase).max() ?? .constant
    let a = operands.count > 0 ? (operands[0].list ?? operands[0].slot) : 0
    let b = operands.count > 1 ? operands[1].slot : 0
    let c = operands.count > 2 ? operands[2].slot : 0
    if phase == .constant, dst == nil, operands.allSatisfy({ $0.list == nil }) {
      return constant(folded(op, a, b, c))
    }
    let key = ValueKey(
      op: op, a: a, aWrites: op.readsList ? 0 : writes[a], b: b, bWrites: writes[b], c: c,
      cWrites: writes[c])
    let reusable = dst == nil && phase == .frame
    if reusable, let known = known(key, context), writes[known.slot] == known.writes {
      return Operand(slot: known.slot, phase: .frame)
    }
    let target = dst ?? newSlot()
    append(Instruction(op, target, a, b, c), phase: phase, context: context)
    if phase <= .setup { shadow[target] = shadowValue(op, a, b, c) }
    if reusable { remember(key, at: target, context) }
    return Operand(slot: target, phase: phase)
  }

  /// `operand` made finite: itself when it is always a finite number, else a `finite` of it.
  mutating func finite(_ operand: Operand, context: Context) -> Operand {
    if operand.list == nil, ranges[operand.slot].isFinite { return operand }
    return emit(.finite, [operand], context: context)
  }

  /// Makes frame slot `slot` finite in place, unless it always is.
  mutating func makeFinite(_ slot: Int, context: Context) {
    guard !ranges[slot].isFinite else { return }
    append(Instruction(.finite, slot, slot), phase: .frame, context: context)
  }

  /// Emits track `track` into `slot`. Where the track does not apply, the
  /// slot holds `fallback`'s value (copied first, unless it is the slot);
  /// a track that `alwaysWrites` (it has a keyframe whatever the lists, and
  /// applies beyond both ends) needs none.
  mutating func emitTrack(
    _ track: Int, into slot: Int, fallback: Int, alwaysWrites: Bool, context: Context
  ) {
    if !alwaysWrites, fallback != slot {
      append(Instruction(.copy, slot, fallback), phase: .frame, context: context)
    }
    let before = ranges[slot]
    append(Instruction(.track, slot, track), phase: .frame, context: context)
    // A track's value is always finite; where it does not apply, the slot keeps its value.
    ranges[slot] = alwaysWrites ? .finite : before.union(.finite)
  }

  /// Forgets the guard computations of the previous state: each state's
  /// guard code runs on its own.
  mutating func startGuards() { guardValues = [:] }

  /// Adds an instruction to the code its phase and context call for, and
  /// records what its destination may hold.
  mutating func append(_ instruction: Instruction, phase: Phase, context: Context) {
    switch (context, phase) {
    case (.keyframe, _): keyframeCode.append(instruction)
    case (.setup, _), (.frame, .constant), (.frame, .setup), (.guards, .constant),
      (.guards, .setup):
      setupCode.append(instruction)
    case (.frame, .frame): frameCode.append(instruction)
    case (.guards, .frame): stateCode.append(instruction)
    }
    let dst = Int(instruction.dst)
    writes[dst] += 1
    ranges[dst] = range(of: instruction)
  }

  private func known(_ key: ValueKey, _ context: Context) -> (slot: Int, writes: Int)? {
    switch context {
    case .frame: frameValues[key]
    case .guards: guardValues[key]
    case .setup, .keyframe: nil
    }
  }

  private mutating func remember(_ key: ValueKey, at slot: Int, _ context: Context) {
    switch context {
    case .frame: frameValues[key] = (slot, writes[slot])
    case .guards: guardValues[key] = (slot, writes[slot])
    case .setup, .keyframe: break
    }
  }

  /// What `instruction` leaves in its destination, for any params. List
  /// elements are finite; their sums may overflow.
  private func range(of instruction: Instruction) -> ValueRange {
    let (a, b, c) = (Int(instruction.a), Int(instruction.b), Int(instruction.c))
    switch instruction.op {
    case .listCount, .listItem, .track: return .finite
    case .listSum, .listSumPrefix: return .anything
    default: return ValueRange.apply(instruction.op, ranges[a], ranges[b], ranges[c])
    }
  }

  private func shadowValue(_ op: Opcode, _ a: Int, _ b: Int, _ c: Int) -> Double {
    switch op {
    case .listCount: return ScalarOps.listCount(ListValues(listDefaults[a]))
    case .listSum: return ScalarOps.listSum(ListValues(listDefaults[a]))
    case .listSumPrefix: return ScalarOps.listSumPrefix(ListValues(listDefaults[a]), shadow[b])
    case .listItem: return ScalarOps.listItem(ListValues(listDefaults[a]), shadow[b])
    case .track: return 0
    default: return folded(op, a, b, c)
    }
  }

  /// A scalar opcode's value over the shadows of its operands: the runtime's
  /// arithmetic (``Opcode/apply(_:_:_:_:_:)``), into a scratch slot.
  private func folded(_ op: Opcode, _ a: Int, _ b: Int, _ c: Int) -> Double {
    var values = [shadow[a], shadow[b], shadow[c], 0]
    op.apply(&values, 3, 0, 1, 2)
    return values[3]
  }
}
