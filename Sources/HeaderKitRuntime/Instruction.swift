/// One step of a compiled graph: `slots[dst] = op(slots[a], slots[b], slots[c])`.
///
/// Instructions address a flat array of `Double` slots by index. Params,
/// inputs, constants, vars and target properties all live in slots, so an
/// evaluation is a walk down an array of these plain values — no dictionary
/// look-ups, strings, closures or existential boxes.
public struct Instruction: Hashable, Sendable {
  public var op: Opcode
  public var dst: Int32
  public var a: Int32
  public var b: Int32
  public var c: Int32

  public init(_ op: Opcode, _ dst: Int, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0) {
    self.op = op
    self.dst = Int32(dst)
    self.a = Int32(a)
    self.b = Int32(b)
    self.c = Int32(c)
  }
}

/// The operations of ``Instruction``. Every one is total: for finite operands
/// the result is a number, never a trap (division by zero gives 0).
public enum Opcode: String, Hashable, Sendable, CaseIterable {
  /// dst = a
  case copy
  /// dst = -a
  case neg
  /// dst = |a|
  case abs
  case floor
  case ceil
  /// Rounds half away from zero.
  case round
  /// dst = √a, or 0 for negative a.
  case sqrt
  /// dst = 1 if a == 0, else 0.
  case not
  case add
  case sub
  case mul
  /// dst = a / b, or 0 when b is 0.
  case div
  /// dst = a − b·floor(a / b) (the result has b's sign), or 0 when b is 0.
  case mod
  case min
  case max
  /// Comparisons and logic give 1 for true, 0 for false.
  case lt, le, gt, ge, eq, ne
  case and, or
  /// dst = min(max(a, b), c): the upper bound wins when b > c; a NaN a gives b.
  case clamp
  /// dst = a != 0 ? b : c
  case select
  /// dst = a + (b − a)·c
  case lerp
  /// dst = the position of a within [b, c] as a fraction clamped to [0, 1];
  /// for a zero-width range, 0 before it and 1 from it on.
  case progress
  /// dst = the number of elements of list a.
  case listCount
  /// dst = the sum of list a's elements.
  case listSum
  /// dst = the sum of list a's first floor(b) elements (clamped to its count).
  case listSumPrefix
  /// dst = list a's element floor(b), the index clamped to the list; 0 for an empty list.
  case listItem
  /// Evaluates keyframe track a; writes dst only where the track is active.
  case track
  /// dst = a with NaN replaced by 0 and infinities by the largest finite magnitudes.
  case finite
}

extension Instruction {
  /// Whether operand `a` is a list index, a track index or a slot.
  var readsListA: Bool {
    switch op {
    case .listCount, .listSum, .listSumPrefix, .listItem: true
    default: false
    }
  }

  /// The slot operands this instruction reads. Scalar opcodes name three,
  /// used or not, because the interpreter loads all three.
  var slotOperands: [Int32] {
    switch op {
    case .listCount, .listSum, .track: []
    case .listSumPrefix, .listItem: [b]
    default: [a, b, c]
    }
  }
}
