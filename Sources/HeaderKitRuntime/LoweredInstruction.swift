/// What a lowered instruction does.
enum LoweredOp: UInt8 {
  // The scalar opcodes, with the meaning ``ScalarOps/apply(_:_:_:_:)`` gives them.
  case copy, neg, abs, floor, ceil, round, sqrt, not, add, sub, mul, div, mod, min, max
  case lt, le, gt, ge, eq, ne, and, or, clamp, select, lerp, progress, finite
  case listCount, listSum, listSumPrefix, listItem
  /// Track `a` at driver slot `c`; where it does not apply, slot `b`, or with
  /// `b` = -1 the destination unchanged.
  case track
  /// Two-keyframe linear track `a` (an index into the linear tracks) at
  /// driver slot `c`, with the same fallback `b`.
  case trackLinear
  /// A `trackLinear` that clamps on both sides: it always applies.
  case trackLinearClamped

  /// The lowered form of a graph opcode.
  init(_ op: Opcode) {
    switch op {
    case .copy: self = .copy
    case .neg: self = .neg
    case .abs: self = .abs
    case .floor: self = .floor
    case .ceil: self = .ceil
    case .round: self = .round
    case .sqrt: self = .sqrt
    case .not: self = .not
    case .add: self = .add
    case .sub: self = .sub
    case .mul: self = .mul
    case .div: self = .div
    case .mod: self = .mod
    case .min: self = .min
    case .max: self = .max
    case .lt: self = .lt
    case .le: self = .le
    case .gt: self = .gt
    case .ge: self = .ge
    case .eq: self = .eq
    case .ne: self = .ne
    case .and: self = .and
    case .or: self = .or
    case .clamp: self = .clamp
    case .select: self = .select
    case .lerp: self = .lerp
    case .progress: self = .progress
    case .finite: self = .finite
    case .listCount: self = .listCount
    case .listSum: self = .listSum
    case .listSumPrefix: self = .listSumPrefix
    case .listItem: self = .listItem
    case .track: self = .track
    }
  }
}

/// One lowered instruction over slots, its result optionally made finite.
struct LoweredInstruction: Hashable {
  /// The fallback operand `b` of a track that always applies (it has
  /// keyframes and extrapolates on both sides): it neither needs a fallback
  /// nor reads its destination.
  static let alwaysApplies: Int32 = -2

  var op: LoweredOp
  /// Whether the result goes through ``ScalarOps/finite(_:)`` before it is stored.
  var finite: Bool
  var dst: Int32
  var a: Int32
  var b: Int32
  var c: Int32
  /// Where the result is first stored, before it is made finite: `dst`
  /// itself, or the temporary slot of an instruction `finite` was folded
  /// into, kept up to date because tools read every slot
  /// (``HeaderEvaluator/slotValue(_:)``).
  var raw: Int32

  init(_ op: LoweredOp, finite: Bool = false, dst: Int32, a: Int32 = 0, b: Int32 = 0, c: Int32 = 0)
  {
    self.op = op
    self.finite = finite
    self.dst = dst
    self.raw = dst
    self.a = a
    self.b = b
    self.c = c
  }
}

extension LoweredInstruction: CustomStringConvertible {
  /// `op dst, a, b, c` with `!` after the op when the result is made finite.
  var description: String {
    "\(op)\(finite ? "!" : "") \(dst)\(raw != dst ? "(\(raw))" : ""), \(a), \(b), \(c)"
  }
}

extension LoweredInstruction {
  /// The slots this instruction reads.
  var reads: [Int32] {
    switch op {
    case .listCount, .listSum: return []
    case .listSumPrefix, .listItem: return [b]
    // A track without a fallback keeps its destination where it does not apply.
    case .track, .trackLinear:
      return b >= 0 ? [b, c] : (b == Self.alwaysApplies ? [c] : [c, dst])
    case .trackLinearClamped: return [c]
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: return [a]
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
      return [a, b]
    case .clamp, .select, .lerp, .progress: return [a, b, c]
    }
  }
}
