/// One step of a compiled graph: `slots[dst] = op(slots[a], slots[b], slots[c])`.
///
/// Instructions address a flat array of `Double` slots by index. Params,
/// inputs, constants, vars and target properties all live in slots, so an
/// evaluation is a walk down an array of these plain values. List opcodes
/// read `a` as a list index and track opcodes as a track index; operands an
/// opcode does not use are ignored (see ``Opcode/slotOperands``).
package struct Instruction: Hashable, Sendable {
  package var op: Opcode
  package var dst: Int32
  package var a: Int32
  package var b: Int32
  package var c: Int32

  package init(_ op: Opcode, _ dst: Int, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0) {
    self.op = op
    self.dst = Int32(dst)
    self.a = Int32(a)
    self.b = Int32(b)
    self.c = Int32(c)
  }

  /// The slots this instruction reads as slots (not list or track indices);
  /// a track also reads its driver, which the graph knows.
  package var slotOperands: [Int32] {
    switch op.arity {
    case 0: []
    case 1: [a]
    case 2: [a, b]
    case 3: [a, b, c]
    default: [b]  // listSumPrefix and listItem: an index in b
    }
  }
}

/// The operations of ``Instruction``. Every one is total: for any operands the
/// result is a number, never a trap (division by zero gives 0); see
/// ``ScalarOps`` for each one's arithmetic.
package enum Opcode: String, Hashable, Sendable, CaseIterable, Codable {
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

  /// How many slot operands the opcode reads from `a`, `b`, `c`: 0 to 3;
  /// 4 means one, in `b` (a list element or prefix: `a` is the list).
  package var arity: Int {
    switch self {
    case .listCount, .listSum, .track: 0
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: 1
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or: 2
    case .clamp, .select, .lerp, .progress: 3
    case .listSumPrefix, .listItem: 4
    }
  }

  /// Whether operand `a` is a list index.
  package var readsList: Bool {
    switch self {
    case .listCount, .listSum, .listSumPrefix, .listItem: true
    default: false
    }
  }
}

/// Instructions are written compactly, as `["max", dst, a, b, c]`.
extension Instruction: Codable {
  package init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    try self.init(from: &container)
  }

  /// The instruction in `container`'s five elements.
  init(from container: inout any UnkeyedDecodingContainer) throws {
    // The opcode's name as a string, then its case: faster than a generic decode.
    let name = try container.decode(String.self)
    guard let op = Opcode(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown opcode '\(name)'")
    }
    self.op = op
    self.dst = try container.decode(Int32.self)
    a = try container.decode(Int32.self)
    b = try container.decode(Int32.self)
    c = try container.decode(Int32.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(op)
    for operand in [dst, a, b, c] { try container.encode(operand) }
  }
}
