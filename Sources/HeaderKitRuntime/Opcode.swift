/// The operations of ``Instruction``: the one definition of each opcode's
/// name (its case, which the graph's JSON spells), the operands it reads
/// (``arity``) and what it computes (``apply(_:_:_:_:_:)``, which names its
/// ``ScalarOps`` function). The interpreter and the compiler's constant
/// folding call ``apply(_:_:_:_:_:)``; generated code calls the function of the
/// same name (`ScalarOps.add(a, b)`); the preview's JavaScript is given the
/// names and arities from here (``javaScriptTable``).
///
/// Every one is total: for any operands the result is a number, never a
/// trap (division by zero gives 0, and a function's result that is not
/// finite is made finite as a var's is: NaN 0, ±∞ the largest magnitude).
package enum Opcode: String, Hashable, Sendable, CaseIterable, Encodable {
  case copy, neg, abs, floor, ceil, round, sqrt, not
  case add, sub, mul, div, mod, min, max
  case lt, le, gt, ge, eq, ne, and, or
  case clamp, select, lerp, progress
  /// dst = the number of elements of list a.
  case listCount
  /// dst = the sum of list a's elements.
  case listSum
  /// dst = the sum of list a's first floor(slots[b]) elements (clamped to its count).
  case listSumPrefix
  /// dst = list a's element floor(slots[b]), the index clamped to the list; 0 for an empty list.
  case listItem
  /// Evaluates keyframe track a; writes dst only where the track is active.
  case track
  case finite
  /// The expression language's functions, through ``PortableMath``.
  case sin, cos, tan, exp, log, pow, atan2

  /// How many slot operands the opcode reads from `a`, `b`, `c`: 0 to 3;
  /// 4 means one, in `b` (a list element or prefix: `a` is the list).
  package var arity: Int {
    switch self {
    case .listCount, .listSum, .track: 0
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: 1
    case .sin, .cos, .tan, .exp, .log: 1
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or: 2
    case .pow, .atan2: 2
    case .clamp, .select, .lerp, .progress: 3
    case .listSumPrefix, .listItem: 4
    }
  }

  /// Whether operand `a` is a list index (the opcode reads a list param).
  package var readsList: Bool {
    switch self {
    case .listCount, .listSum, .listSumPrefix, .listItem: true
    default: false
    }
  }

  /// Whether the opcode computes from its slot operands alone (not a list
  /// or a track): ``apply(_:_:_:_:_:)`` gives its value.
  package var isScalar: Bool { !readsList && self != .track }

  /// Computes a scalar opcode into `slots[dst]`, reading the operands it
  /// uses at indices `a`, `b`, `c` (one it does not use may be any index);
  /// list and track opcodes, which read more than slots, write nothing.
  @inline(__always)
  package func apply(_ slots: inout [Double], _ dst: Int, _ a: Int, _ b: Int, _ c: Int) {
    switch self {
    case .copy: slots[dst] = ScalarOps.copy(slots[a])
    case .neg: slots[dst] = ScalarOps.neg(slots[a])
    case .abs: slots[dst] = ScalarOps.abs(slots[a])
    case .floor: slots[dst] = ScalarOps.floor(slots[a])
    case .ceil: slots[dst] = ScalarOps.ceil(slots[a])
    case .round: slots[dst] = ScalarOps.round(slots[a])
    case .sqrt: slots[dst] = ScalarOps.sqrt(slots[a])
    case .not: slots[dst] = ScalarOps.not(slots[a])
    case .add: slots[dst] = ScalarOps.add(slots[a], slots[b])
    case .sub: slots[dst] = ScalarOps.sub(slots[a], slots[b])
    case .mul: slots[dst] = ScalarOps.mul(slots[a], slots[b])
    case .div: slots[dst] = ScalarOps.div(slots[a], slots[b])
    case .mod: slots[dst] = ScalarOps.mod(slots[a], slots[b])
    case .min: slots[dst] = ScalarOps.min(slots[a], slots[b])
    case .max: slots[dst] = ScalarOps.max(slots[a], slots[b])
    case .lt: slots[dst] = ScalarOps.lt(slots[a], slots[b])
    case .le: slots[dst] = ScalarOps.le(slots[a], slots[b])
    case .gt: slots[dst] = ScalarOps.gt(slots[a], slots[b])
    case .ge: slots[dst] = ScalarOps.ge(slots[a], slots[b])
    case .eq: slots[dst] = ScalarOps.eq(slots[a], slots[b])
    case .ne: slots[dst] = ScalarOps.ne(slots[a], slots[b])
    case .and: slots[dst] = ScalarOps.and(slots[a], slots[b])
    case .or: slots[dst] = ScalarOps.or(slots[a], slots[b])
    case .clamp: slots[dst] = ScalarOps.clamp(slots[a], slots[b], slots[c])
    case .select: slots[dst] = ScalarOps.select(slots[a], slots[b], slots[c])
    case .lerp: slots[dst] = ScalarOps.lerp(slots[a], slots[b], slots[c])
    case .progress: slots[dst] = ScalarOps.progress(slots[a], slots[b], slots[c])
    case .finite: slots[dst] = ScalarOps.finite(slots[a])
    case .sin: slots[dst] = ScalarOps.sin(slots[a])
    case .cos: slots[dst] = ScalarOps.cos(slots[a])
    case .tan: slots[dst] = ScalarOps.tan(slots[a])
    case .exp: slots[dst] = ScalarOps.exp(slots[a])
    case .log: slots[dst] = ScalarOps.log(slots[a])
    case .pow: slots[dst] = ScalarOps.pow(slots[a], slots[b])
    case .atan2: slots[dst] = ScalarOps.atan2(slots[a], slots[b])
    case .listCount, .listSum, .listSumPrefix, .listItem, .track: break
    }
  }

  /// Every opcode in order, as a JavaScript array literal of
  /// `{name, arity, kind}` (kind: `scalar`, `list` or `track`): the preview's
  /// table of opcodes, derived from this enum rather than copied.
  package static var javaScriptTable: String {
    let entries = allCases.map { op in
      let kind = op.isScalar ? "scalar" : op.readsList ? "list" : "track"
      return "{ name: \"\(op.rawValue)\", arity: \(op.arity), kind: \"\(kind)\" }"
    }
    return "[\n  " + entries.joined(separator: ",\n  ") + "\n]"
  }
}
