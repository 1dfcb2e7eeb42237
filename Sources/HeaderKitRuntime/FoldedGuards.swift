/// A state's guards folded at set-up: with every set-up slot a known number,
/// a guard's comparison is between two affine functions of the few slots the
/// event changes (the input's offset, the state's model value), so it is the
/// sign of one affine *margin* `c0 + Σ cᵢ·vᵢ` — Tiki's gate
/// `contentHeight > (screenHeight − height) + height − minHeight` folds to
/// `1520 + 0·height > 0`.
///
/// Folding changes rounding, so a margin carries a bound on how far the
/// reference's difference of the compared values may be from it (and the
/// event's own rounding of the margin). Where the margin is beyond its
/// bound, the comparison's outcome is certain and is the reference's; within
/// it (a few ulps from the threshold), the event runs the state's guard code
/// as written. Guards are therefore exactly the reference's, always.
struct FoldedGuard {
  /// The most slots a margin may read.
  static let maxTerms = 4
  /// Slots whose magnitude exceeds this make the event run the guard code:
  /// the bounds assume no intermediate value overflows.
  static let maxMagnitude = 0x1p52

  /// The guard slot written.
  var slot: Int
  /// The comparison's result for a negative, zero and positive margin.
  var outcomes: (negative: Double, zero: Double, positive: Double)
  var c0: Double
  var e0: Double
  var count: Int
  var slots: (Int, Int, Int, Int)
  var coefficients: (Double, Double, Double, Double)
  var errors: (Double, Double, Double, Double)
  /// Whether the margin is computed exactly (a slot against a number): its
  /// sign, zero included, is the reference's.
  var exact: Bool
  /// The guard's value whatever the slots (within ``maxMagnitude``), when
  /// its margin is a number beyond its largest bound, as Tiki's gate is.
  var constant: Double?

  /// The value of the guard at `folded`, or nil where the bound cannot
  /// decide it or a slot it reads is beyond ``maxMagnitude``.
  ///
  /// Through a pointer, field by field: copying the whole record costs more
  /// than the work.
  @inline(__always)
  static func value(_ folded: UnsafePointer<FoldedGuard>, _ slots: UnsafeMutablePointer<Double>)
    -> Double?
  {
    if folded.pointee.exact {
      // `fl(v − c)` has the sign of v − c for every finite v: no bound, no limit.
      let margin = folded.pointee.c0 + folded.pointee.coefficients.0 * slots[folded.pointee.slots.0]
      if margin > 0 { return folded.pointee.outcomes.positive }
      if margin < 0 { return folded.pointee.outcomes.negative }
      return margin == 0 ? folded.pointee.outcomes.zero : nil
    }
    let count = folded.pointee.count
    if let constant = folded.pointee.constant {
      // Decided for every slot within the magnitude limit: only that to check.
      var largest = 0.0
      if count > 0 { largest = abs(slots[folded.pointee.slots.0]) }
      if count > 1 { largest = max(largest, abs(slots[folded.pointee.slots.1])) }
      if count > 2 { largest = max(largest, abs(slots[folded.pointee.slots.2])) }
      if count > 3 { largest = max(largest, abs(slots[folded.pointee.slots.3])) }
      return largest <= maxMagnitude ? constant : nil
    }
    // Term by term, written out: a local function capturing the sums would
    // box them on the heap in unoptimised builds.
    var margin = folded.pointee.c0
    var bound = folded.pointee.e0
    var largest = 0.0
    if count > 0 {
      let v = slots[folded.pointee.slots.0]
      largest = abs(v)
      margin += folded.pointee.coefficients.0 * v
      bound += folded.pointee.errors.0 * abs(v)
    }
    if count > 1 {
      let v = slots[folded.pointee.slots.1]
      largest = max(largest, abs(v))
      margin += folded.pointee.coefficients.1 * v
      bound += folded.pointee.errors.1 * abs(v)
    }
    if count > 2 {
      let v = slots[folded.pointee.slots.2]
      largest = max(largest, abs(v))
      margin += folded.pointee.coefficients.2 * v
      bound += folded.pointee.errors.2 * abs(v)
    }
    if count > 3 {
      let v = slots[folded.pointee.slots.3]
      largest = max(largest, abs(v))
      margin += folded.pointee.coefficients.3 * v
      bound += folded.pointee.errors.3 * abs(v)
    }
    // The bounds assume that no intermediate value overflows.
    guard largest <= maxMagnitude else { return nil }
    if margin > bound { return folded.pointee.outcomes.positive }
    if margin < -bound { return folded.pointee.outcomes.negative }
    return nil
  }
}

/// An affine function of a few slots, as guard folding computes it.
struct AffineForm {
  var c0: Double
  var e0: Double
  /// Slot, coefficient and error bound per slot.
  var terms: [(slot: Int32, coefficient: Double, error: Double)]

  static func constant(_ value: Double) -> AffineForm { AffineForm(c0: value, e0: 0, terms: []) }
  static func slot(_ slot: Int32) -> AffineForm {
    AffineForm(c0: 0, e0: 0, terms: [(slot, 1, 0)])
  }

  var isExactConstant: Bool { terms.isEmpty && e0 == 0 }

  /// Whether this is an exact number or a slot's value itself.
  var isPlain: Bool {
    if isExactConstant { return true }
    guard c0 == 0, e0 == 0, terms.count == 1 else { return false }
    return terms[0].coefficient == 1 && terms[0].error == 0
  }

  func coefficient(of slot: Int32) -> (coefficient: Double, error: Double) {
    terms.first { $0.slot == slot }.map { ($0.coefficient, $0.error) } ?? (0, 0)
  }

  /// The reference's `r1 + r2`: the one-variable rules of ``AffinePiece``, per slot.
  static func + (p: AffineForm, q: AffineForm) -> AffineForm {
    if p.isExactConstant, q.isExactConstant { return .constant(p.c0 + q.c0) }
    if q.isExactConstant, q.c0 == 0 { return p }
    if p.isExactConstant, p.c0 == 0 { return q }
    let u = AffinePiece.unit
    let c0 = p.c0 + q.c0
    var result = AffineForm(
      c0: c0,
      e0: ((p.e0 + q.e0) * (1 + u) + 2 * u * abs(c0)) * AffinePiece.slack
        + 2 * AffinePiece.underflow, terms: [])
    for slot in Set(p.terms.map(\.slot) + q.terms.map(\.slot)).sorted() {
      let (pc, pe) = p.coefficient(of: slot)
      let (qc, qe) = q.coefficient(of: slot)
      let coefficient = pc + qc
      result.terms.append(
        (slot, coefficient, ((pe + qe) * (1 + u) + 2 * u * abs(coefficient)) * AffinePiece.slack))
    }
    return result
  }

  static prefix func - (p: AffineForm) -> AffineForm {
    AffineForm(c0: -p.c0, e0: p.e0, terms: p.terms.map { ($0.slot, -$0.coefficient, $0.error) })
  }

  /// The reference's `r · c` (or `r / c` with `divide`) for an exact constant `c`.
  func scaled(by c: Double, divide: Bool = false) -> AffineForm {
    if c == 0 { return .constant(0) }
    if isExactConstant { return .constant(divide ? c0 / c : c0 * c) }
    let u = AffinePiece.unit
    let factor = divide ? 1 / abs(c) : abs(c)
    func apply(_ x: Double) -> Double { divide ? x / c : x * c }
    let c0 = apply(self.c0)
    return AffineForm(
      c0: c0,
      e0: (factor * e0 * (1 + u) + 2 * u * abs(c0)) * AffinePiece.slack + 2 * AffinePiece.underflow,
      terms: terms.map { term in
        let coefficient = apply(term.coefficient)
        return (
          term.slot, coefficient,
          (factor * term.error * (1 + u) + 2 * u * abs(coefficient)) * AffinePiece.slack
        )
      })
  }
}

extension FoldedGuard {
  /// Folds each state's guards; nil for a state whose guards are not all
  /// comparisons of affine values (or numbers), or whose position is computed.
  static func fold(graph: CompiledGraph, slots: [Double]) -> [[FoldedGuard]?] {
    var frameWritten = Set<Int32>()
    for instruction in graph.frameCode { frameWritten.insert(instruction.dst) }
    let guardWritten = Set(graph.stateCode.map(\.dst))
    return graph.states.map { machine in
      let start = Int(machine.guardStart)
      let code = graph.stateCode[start..<start + Int(machine.guardCount)]
      let writes = Set(code.map(\.dst))
      guard !writes.contains(machine.positionSlot) else { return nil }
      var forms: [Int32: AffineForm] = [:]
      var comparisons: [Int32: (Opcode, AffineForm)] = [:]
      var assigned = Set<Int32>()
      var exactMargins = Set<Int32>()
      func form(_ slot: Int32) -> AffineForm? {
        // Computed here: affine, or not foldable.
        if assigned.contains(slot) { return forms[slot] }
        // Guard code elsewhere computes it: a folded event would not.
        if guardWritten.contains(slot) { return nil }
        // A slot the event changes or the frame keeps (exactly), or a set-up number.
        if frameWritten.contains(slot) || isDynamic(slot, graph) { return .slot(slot) }
        let value = slots[Int(slot)]
        return value.isFinite ? .constant(value) : nil
      }
      for instruction in code {
        let (dst, a, b) = (instruction.dst, instruction.a, instruction.b)
        var result: AffineForm?
        var comparison: (Opcode, AffineForm)?
        switch instruction.op {
        case .copy, .finite:
          if assigned.contains(a), let known = comparisons[a] {
            comparison = known
            if exactMargins.contains(a) { exactMargins.insert(dst) }
          } else {
            // Finite: the magnitude guard keeps every value far from overflow.
            result = form(a)
          }
        case .neg: result = form(a).map { -$0 }
        case .add:
          if let p = form(a), let q = form(b) { result = p + q }
        case .sub:
          if let p = form(a), let q = form(b) { result = p + -q }
        case .mul:
          if let p = form(a), let q = form(b) {
            if q.isExactConstant {
              result = p.scaled(by: q.c0)
            } else if p.isExactConstant {
              result = q.scaled(by: p.c0)
            }
          }
        case .div:
          if let p = form(a), let q = form(b), q.isExactConstant {
            result = p.scaled(by: q.c0, divide: true)
          }
        case .lt, .le, .gt, .ge, .eq, .ne:
          // The margin is r1 − r2 exactly: the operands' bounds, no rounding of its own.
          if let p = form(a), let q = form(b) {
            comparison = (instruction.op, p + -q)
            // A slot against a number (or a slot): `fl(v − c)` has the sign of v − c.
            if p.isPlain, q.isPlain, p.terms.count + q.terms.count == 1 {
              exactMargins.insert(dst)
            }
          }
        default:
          break
        }
        forms[dst] = result
        comparisons[dst] = comparison
        if comparison == nil { exactMargins.remove(dst) }
        assigned.insert(dst)
      }
      var folded: [FoldedGuard] = []
      for slot in [machine.downSlot, machine.upSlot, machine.gateSlot] where writes.contains(slot) {
        guard let (op, margin) = comparisons[slot], margin.terms.count <= maxTerms,
          let guardValue = FoldedGuard(
            slot: slot, op: op, margin: margin, exact: exactMargins.contains(slot))
        else { return nil }
        folded.append(guardValue)
      }
      return folded
    }
  }

  /// Whether an event (not set-up) changes `slot`: inputs and states.
  private static func isDynamic(_ slot: Int32, _ graph: CompiledGraph) -> Bool {
    graph.inputs.contains { $0.rawSlot == slot || $0.valueSlot == slot }
      || graph.states.contains { $0.modelSlot == slot || $0.valueSlot == slot }
  }

  /// A guard from its comparison's margin, with the event's own rounding of
  /// the margin (one product and one sum per term) added to the bound.
  init?(slot: Int32, op: Opcode, margin: AffineForm, exact: Bool) {
    let terms = margin.terms.filter { $0.coefficient != 0 || $0.error != 0 }
    guard terms.count <= Self.maxTerms else { return nil }
    let u = AffinePiece.unit
    let roundings = Double(2 * terms.count + 2)
    self.slot = Int(slot)
    outcomes = (
      ScalarOps.apply(op, -1, 0, 0), ScalarOps.apply(op, 0, 0, 0), ScalarOps.apply(op, 1, 0, 0)
    )
    c0 = margin.c0
    e0 =
      (margin.e0 + roundings * u * abs(margin.c0)) * AffinePiece.slack + 8 * AffinePiece.underflow
    count = terms.count
    var slots = [0, 0, 0, 0]
    var coefficients = [0.0, 0, 0, 0]
    var errors = [0.0, 0, 0, 0]
    for (index, term) in terms.enumerated() {
      slots[index] = Int(term.slot)
      coefficients[index] = term.coefficient
      errors[index] = (term.error + roundings * u * abs(term.coefficient)) * AffinePiece.slack
    }
    self.slots = (slots[0], slots[1], slots[2], slots[3])
    self.coefficients = (coefficients[0], coefficients[1], coefficients[2], coefficients[3])
    self.errors = (errors[0], errors[1], errors[2], errors[3])
    // A number beyond its bound for every slot within the magnitude limit.
    constant = nil
    if terms.allSatisfy({ $0.coefficient == 0 }) {
      let worst = terms.reduce(e0) { $0 + $1.error * Self.maxMagnitude * (1 + 4 * u) }
      if margin.c0 > worst {
        constant = outcomes.positive
      } else if margin.c0 < -worst {
        constant = outcomes.negative
      }
    }
    self.exact = exact && terms.count == 1
    if self.exact {
      // `fl(v − c)` is v − c's sign exactly: no bound.
      e0 = 0
      self.errors = (0, 0, 0, 0)
    }
  }
}

/// Where a state's folded guards are in ``FrameProgram/foldedGuards``;
/// `count` is -1 for a state whose guard code runs as written.
struct GuardSpan {
  var start: Int
  var count: Int
}

/// A state's guards for one event, each read when the event needs it: a
/// folded guard from its margin where that decides it, otherwise from the
/// state's guard code as written, which then runs once and leaves every
/// guard in its slot (exactly the reference's outcome either way).
///
/// A drag down reads the gate and the down guard only; a guard the event
/// does not read keeps its slot's last value, which nothing else reads.
struct StateGuards {
  // Not retained: the event holds the program for the whole call.
  private unowned(unsafe) let program: FrameProgram
  private let state: Int
  private let slots: UnsafeMutablePointer<Double>
  /// Whether the folded guards may be used: false once the guard code ran.
  private var folded: Bool

  /// Runs the state's guard code now unless its guards are folded (as the
  /// state's plan has it).
  @inline(__always)
  init(program: FrameProgram, state: Int, folded: Bool, slots: UnsafeMutablePointer<Double>) {
    self.program = program
    self.state = state
    self.slots = slots
    self.folded = folded
    if !folded { program.runGuardCode(of: state, slots: slots) }
  }

  /// Whether the guard in `slot` holds; `folded` is its index among the
  /// program's folded guards, or -1 when the guard code does not write it.
  @inline(__always)
  mutating func value(_ folded: Int, slot: Int) -> Bool {
    if self.folded, folded >= 0 {
      let guardValue = program.foldedGuards.baseAddress.unsafelyUnwrapped + folded
      if let value = FoldedGuard.value(guardValue, slots) {
        slots[slot] = value
        return value != 0
      }
      program.runGuardCode(of: state, slots: slots)
      self.folded = false
    }
    return slots[slot] != 0
  }
}
