/// What tabulation knows of a slot at a point of the frame code.
enum Symbol {
  /// A number, exactly as the reference computes it.
  case constant(Double)
  /// A piecewise-linear function of one source slot, within its bounds.
  case linear(PiecewiseLinear)
  /// Anything else: evaluated by the frame code at run time.
  case opaque
}

/// Piecewise-linear tabulation: at set-up, when every set-up slot is a known
/// number, runs the graph's frame code symbolically to find which slots are
/// piecewise-linear functions of one source (an input's offset, a state's
/// value), with a bound on how far the reference's rounding may be from each
/// piece. A frame then evaluates such an output as `a + b·(x − origin)` on
/// the segment of the source value `x` (see ``FrameTables``).
///
/// Continuous operations (copy, negation, sums, products and quotients by
/// exact numbers, min, max, clamp, abs, `progress` and linear or
/// extrapolated track segments) combine pieces and grow their bounds.
/// Decisions (comparisons, logic, `select`, a zero-width `progress`, which
/// segment of a track applies, `hold` and `steps(n)`) switch where the
/// bounds decide the sign of a difference; within the rounding of the
/// threshold, the reference's own result is probed float by float, so
/// switches happen exactly where the reference switches. Anything else —
/// eased segments, floor, sqrt, products of two varying values, list
/// elements at a moving index — is opaque, and so is everything that reads it.
struct Tabulator {
  /// Floats probed per window (near 0 a window spans many subnormals),
  /// per instruction, and in all.
  static let maxWindowFloats = 4096
  static let maxInstructionProbes = 16384
  static let maxProbes = 100_000
  /// Keyframes and `steps(n)` beyond which a track is left to the frame code.
  static let maxTrackKeyframes = 4096
  static let maxSteps = 64
  /// Pieces the values built by the frame code may hold together. Set-up
  /// time and memory grow with them, and a spec within its limits could
  /// otherwise build thousands of values of thousands of pieces each; past
  /// the budget, values are left to the frame code. About a million: a
  /// thousand tracks of a thousand keyframes, or ten thousand of a hundred,
  /// are tabulated (and run as lanes, see ``FrameLanes``); a set-up then
  /// takes a second or two. Task-local so that tests can try the budget
  /// on small specs.
  @TaskLocal static var maxTotalPieces = 1 << 20

  let graph: CompiledGraph
  let slots: [Double]
  let keyframes: BuiltKeyframes
  let lists: FlatLists
  let probe: ReferenceProbe
  var symbols: [Symbol]
  /// Pieces built so far, against the budget (``maxTotalPieces`` when built).
  private(set) var totalPieces = 0
  let pieceBudget = Tabulator.maxTotalPieces

  init(graph: CompiledGraph, slots: [Double], keyframes: BuiltKeyframes, lists: FlatLists) {
    self.graph = graph
    self.slots = slots
    self.keyframes = keyframes
    self.lists = lists
    probe = ReferenceProbe(graph: graph, slots: slots, keyframes: keyframes, lists: lists)
    var dynamic = Array(repeating: false, count: graph.slotCount)
    for instruction in graph.frameCode + graph.stateCode { dynamic[Int(instruction.dst)] = true }
    var sources: [Int32] = []
    for input in graph.inputs { sources += [input.rawSlot, input.valueSlot] }
    for machine in graph.states { sources += [machine.modelSlot, machine.valueSlot] }
    symbols = (0..<graph.slotCount).map { slot in
      dynamic[slot] || !slots[slot].isFinite ? .opaque : .constant(slots[slot])
    }
    for source in sources where !dynamic[Int(source)] {
      symbols[Int(source)] = .linear(.identity(source))
    }
  }

  /// Every slot's symbol after the frame code.
  mutating func run() -> [Symbol] {
    for index in graph.frameCode.indices { step(index) }
    return symbols
  }

  /// Runs frame instruction `index` symbolically.
  mutating func step(_ index: Int) {
    let instruction = graph.frameCode[index]
    guard totalPieces <= pieceBudget else {
      symbols[Int(instruction.dst)] = .opaque
      return
    }
    var result = evaluate(instruction, at: index)
    if case .linear(let value) = result, instruction.op != .copy, instruction.op != .finite {
      // A copy shares its operand's pieces; anything else built new ones.
      totalPieces += value.pieces.count
      if totalPieces > pieceBudget { result = .opaque }
    }
    if case .constant(let value) = result, !value.isFinite {
      symbols[Int(instruction.dst)] = .opaque
    } else {
      symbols[Int(instruction.dst)] = result
    }
  }

  // MARK: Instructions

  /// The symbol of `slot`, or opaque for a number that is not a slot.
  private func symbol(_ slot: Int32) -> Symbol {
    symbols.indices.contains(Int(slot)) ? symbols[Int(slot)] : .opaque
  }

  private func evaluate(_ instruction: Instruction, at index: Int) -> Symbol {
    let op = instruction.op
    // Validation checks only the operands an operation reads as slots (a
    // track's `a` is a track, its `b` and `c` anything): read the rest safely.
    let a = instruction.readsListA ? Symbol.opaque : symbol(instruction.a)
    let b = symbol(instruction.b)
    let c = symbol(instruction.c)
    switch op {
    case .copy: return a
    case .finite:
      if case .constant(let value) = a { return .constant(ScalarOps.finite(value)) }
      // Linear values are tame: finite already.
      return a
    case .listCount, .listSum, .listSumPrefix, .listItem:
      return list(instruction)
    case .track:
      return track(instruction, at: index)
    default:
      break
    }
    let operands: [Symbol] =
      switch op {
      case .clamp, .select, .lerp, .progress: [a, b, c]
      case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
        [a, b]
      default: [a]
      }
    // Numbers only: the reference's own arithmetic.
    let numbers = operands.compactMap { symbol -> Double? in
      if case .constant(let value) = symbol { return value }
      return nil
    }
    if numbers.count == operands.count {
      return .constant(
        ScalarOps.apply(
          op, numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0))
    }
    guard let values = Self.linear(operands) else { return .opaque }
    let result: PiecewiseLinear?
    switch op {
    case .neg: result = PiecewiseLinear.combine(values) { -$0[0] }
    case .add: result = PiecewiseLinear.combine(values) { $0[0] + $0[1] }
    case .sub: result = PiecewiseLinear.combine(values) { $0[0] - $0[1] }
    case .mul: result = PiecewiseLinear.combine(values) { $0[0] * $0[1] }
    case .div:
      result = PiecewiseLinear.combine(values) { pieces in
        pieces[1].isExactConstant ? pieces[0].divided(by: pieces[1].a) : nil
      }
    case .min: result = PiecewiseLinear.extremum(values[0], values[1], maximum: false, exact: min)
    case .max: result = PiecewiseLinear.extremum(values[0], values[1], maximum: true, exact: max)
    case .abs:
      result = PiecewiseLinear.combine(values) { -$0[0] }.flatMap {
        PiecewiseLinear.extremum(values[0], $0, maximum: true) { first, _ in Swift.abs(first) }
      }
    case .clamp: result = Self.clamp(values[0], values[1], values[2])
    case .lerp:
      // a + (b − a)·c, as the reference computes it.
      result = PiecewiseLinear.combine(values) { pieces in
        ((pieces[1] - pieces[0]) * pieces[2]).map { pieces[0] + $0 }
      }
    case .lt, .le, .gt, .ge, .eq, .ne:
      result = compare(op, values[0], values[1], at: index)
    case .not, .and, .or:
      result = logic(op, values, at: index)
    case .select:
      result = select(values, at: index)
    case .progress:
      result = progress(operands, values, at: index)
    default:
      result = nil
    }
    guard let result else { return .opaque }
    if result.breaks.isEmpty, result.pieces[0].isExactConstant {
      return .constant(result.pieces[0].a)
    }
    return .linear(result)
  }

  /// Linear values of one source for `operands`, numbers included; nil if
  /// one is opaque or two have different sources.
  static func linear(_ operands: [Symbol]) -> [PiecewiseLinear]? {
    var source: Int32?
    for operand in operands {
      switch operand {
      case .opaque: return nil
      case .linear(let value):
        if let known = source, known != value.source { return nil }
        source = value.source
      case .constant: continue
      }
    }
    guard let source else { return nil }
    return operands.map { operand in
      switch operand {
      case .linear(let value): return value
      case .constant(let number): return .constant(number, source: source)
      case .opaque: fatalError("checked above")
      }
    }
  }

  /// `clamp`: `raised = x > low ? x : low`, then `raised < high ? raised : high`.
  static func clamp(_ x: PiecewiseLinear, _ low: PiecewiseLinear, _ high: PiecewiseLinear)
    -> PiecewiseLinear?
  {
    guard
      let raised = PiecewiseLinear.extremum(x, low, maximum: true, exact: { $0 > $1 ? $0 : $1 })
    else { return nil }
    return PiecewiseLinear.extremum(raised, high, maximum: false) { $0 < $1 ? $0 : $1 }
  }

  // MARK: Decisions

  private func compare(
    _ op: Opcode, _ left: PiecewiseLinear, _ right: PiecewiseLinear, at index: Int
  ) -> PiecewiseLinear? {
    guard let runs = signRuns(left, right) else { return nil }
    return resolve(index, source: left.source, decisions: [runs]) { signs, lo, hi, builder in
      builder.append(
        .constant(ScalarOps.apply(op, signs[0].number, 0, 0)), from: lo, to: hi)
      return true
    }
  }

  /// `not`, `and`, `or`: of step functions piece by piece; otherwise each
  /// operand's difference from 0 decides.
  private func logic(_ op: Opcode, _ values: [PiecewiseLinear], at index: Int)
    -> PiecewiseLinear?
  {
    if values.allSatisfy(\.isStep) {
      return PiecewiseLinear.combine(values) { pieces in
        .constant(ScalarOps.apply(op, pieces[0].a, pieces.count > 1 ? pieces[1].a : 0, 0))
      }
    }
    let zero = PiecewiseLinear.constant(0, source: values[0].source)
    var decisions: [SignRuns] = []
    for value in values {
      guard let runs = signRuns(value, zero) else { return nil }
      decisions.append(runs)
    }
    return resolve(index, source: values[0].source, decisions: decisions) {
      signs, lo, hi, builder in
      let result = ScalarOps.apply(
        op, signs[0].number, signs.count > 1 ? signs[1].number : 0, 0)
      builder.append(.constant(result), from: lo, to: hi)
      return true
    }
  }

  /// `select c, x, y`: where `c` is a step function, piece by piece;
  /// otherwise its difference from 0 decides.
  private func select(_ values: [PiecewiseLinear], at index: Int) -> PiecewiseLinear? {
    if values[0].isStep {
      return PiecewiseLinear.combine(values) { pieces in
        pieces[0].a != 0 ? pieces[1] : pieces[2]
      }
    }
    let zero = PiecewiseLinear.constant(0, source: values[0].source)
    guard let runs = signRuns(values[0], zero) else { return nil }
    return resolve(index, source: values[0].source, decisions: [runs]) {
      signs, lo, hi, builder in
      (signs[0] != .zero ? values[1] : values[2]).restrict(to: lo, hi, into: &builder)
      return true
    }
  }

  /// `progress x, from, to` for numbers `from` and `to`: a clamped ramp, or
  /// for a zero-width range a step at `from`.
  private func progress(
    _ operands: [Symbol], _ values: [PiecewiseLinear], at index: Int
  ) -> PiecewiseLinear? {
    guard case .constant(let from) = operands[1], case .constant(let to) = operands[2] else {
      return nil
    }
    let width = to - from
    let x = values[0]
    if width == 0 {
      guard let runs = signRuns(x, values[1]) else { return nil }
      return resolve(index, source: x.source, decisions: [runs]) { signs, lo, hi, builder in
        builder.append(.constant(signs[0] == .negative ? 0 : 1), from: lo, to: hi)
        return true
      }
    }
    let fraction = PiecewiseLinear.combine([x]) { ($0[0] - .constant(from)).divided(by: width) }
    guard let fraction else { return nil }
    let source = x.source
    return Self.clamp(fraction, .constant(0, source: source), .constant(1, source: source))
  }

  // MARK: Lists

  /// List opcodes at a number index: the reference's result; opaque otherwise.
  private func list(_ instruction: Instruction) -> Symbol {
    let list = Int(instruction.a)
    let start = lists.starts[list]
    let count = lists.counts[list]
    func sum(_ prefix: Int) -> Double {
      var total = 0.0
      for index in start..<start + min(prefix, count) { total += lists.values[index] }
      return total
    }
    switch instruction.op {
    case .listCount: return .constant(Double(count))
    case .listSum: return .constant(sum(count))
    case .listSumPrefix:
      guard case .constant(let at) = symbols[Int(instruction.b)] else { return .opaque }
      return .constant(sum(ScalarOps.index(at, count: count + 1)))
    default:
      guard case .constant(let at) = symbols[Int(instruction.b)] else { return .opaque }
      return .constant(count == 0 ? 0 : lists.values[start + ScalarOps.index(at, count: count)])
    }
  }
}
