import HeaderKitDiagnostics
@_spi(Generated) import HeaderKitRuntime

/// Allocates slots and emits instructions into the graph's code arrays,
/// folding constants and routing each instruction to the phase it needs.
///
/// It also keeps a *shadow* of every constant and set-up slot evaluated with
/// the default params, so the compiler can warn about values that are wrong
/// with the defaults (a zero divisor, a zero-width range) without running the graph.
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
  var listDefaults: [[Double]] = []

  /// A new slot, with its value under the default params if known.
  mutating func newSlot(shadow value: Double = 0) -> Int {
    slotCount += 1
    shadow.append(value)
    return slotCount - 1
  }

  mutating func setShadow(_ slot: Int, _ value: Double) { shadow[slot] = value }

  /// The slot of a constant, shared by every use of the same value.
  mutating func constant(_ value: Double) -> Operand {
    let value = ScalarOps.finite(value)
    if let slot = constantSlots[value.bitPattern] { return Operand(slot: slot, phase: .constant) }
    let slot = newSlot(shadow: value)
    constants.append(.init(slot: Int32(slot), value: value))
    constantSlots[value.bitPattern] = slot
    return Operand(slot: slot, phase: .constant)
  }

  /// Emits `op` over `operands` (slots, or a list first) in `context`, folding
  /// it when every operand is constant.
  mutating func emit(_ op: Opcode, _ operands: [Operand], context: Context, into dst: Int? = nil)
    -> Operand
  {
    let phase = operands.map(\.phase).max() ?? .constant
    let a = operands.count > 0 ? (operands[0].list ?? operands[0].slot) : 0
    let b = operands.count > 1 ? operands[1].slot : 0
    let c = operands.count > 2 ? operands[2].slot : 0
    if phase == .constant, dst == nil, operands.allSatisfy({ $0.list == nil }) {
      return constant(ScalarOps.apply(op, shadow[a], shadow[b], shadow[c]))
    }
    let target = dst ?? newSlot()
    append(Instruction(op, target, a, b, c), phase: phase, context: context)
    if phase <= .setup { shadow[target] = shadowValue(op, a, b, c) }
    return Operand(slot: target, phase: phase)
  }

  /// Adds an instruction to the code its phase and context call for.
  mutating func append(_ instruction: Instruction, phase: Phase, context: Context) {
    switch (context, phase) {
    case (.keyframe, _): keyframeCode.append(instruction)
    case (.setup, _), (.frame, .constant), (.frame, .setup), (.guards, .constant),
      (.guards, .setup):
      setupCode.append(instruction)
    case (.frame, .frame): frameCode.append(instruction)
    case (.guards, .frame): stateCode.append(instruction)
    }
  }

  private func shadowValue(_ op: Opcode, _ a: Int, _ b: Int, _ c: Int) -> Double {
    switch op {
    case .listCount: return Double(listDefaults[a].count)
    case .listSum: return listDefaults[a].reduce(0, +)
    case .listSumPrefix:
      let count = ScalarOps.index(shadow[b], count: listDefaults[a].count + 1)
      return listDefaults[a].prefix(count).reduce(0, +)
    case .listItem:
      let list = listDefaults[a]
      return list.isEmpty ? 0 : list[ScalarOps.index(shadow[b], count: list.count)]
    case .track: return 0
    default: return ScalarOps.apply(op, shadow[a], shadow[b], shadow[c])
    }
  }
}
