/// The part of the lowered frame code a tabulated frame still runs: what
/// the outputs left to the frame code (and the slots guard code reads)
/// need — a backward slice.
struct ResidualCode {
  /// The instructions to run, in order.
  var code: [LoweredInstruction]
  /// Slots that hold their final frame value after the residual code runs:
  /// the required ones, and those the code reads from the previous frame.
  var kept: Set<Int32>

  /// Slices `frame` for `required` slots. A slot the slice reads before
  /// writing it (a track that keeps its value where it does not apply)
  /// must hold last frame's final value, so it becomes required too, until
  /// no such slot is missing.
  init(frame: [LoweredInstruction], required: Set<Int32>) {
    let written = Self.written(frame)
    var required = required
    var marked: [Int] = []
    while true {
      var needed = required
      marked = []
      for index in frame.indices.reversed() {
        let instruction = frame[index]
        guard needed.contains(instruction.dst) || needed.contains(instruction.raw) else { continue }
        marked.append(index)
        needed.remove(instruction.dst)
        needed.remove(instruction.raw)
        needed.formUnion(instruction.reads)
      }
      let missing = needed.intersection(written).subtracting(required)
      if missing.isEmpty { break }
      required.formUnion(missing)
    }
    code = marked.reversed().map { frame[$0] }
    kept = required
  }

  /// The slots `frame` writes.
  static func written(_ frame: [LoweredInstruction]) -> Set<Int32> {
    var written = Set<Int32>()
    for instruction in frame {
      written.insert(instruction.dst)
      written.insert(instruction.raw)
    }
    return written
  }

  /// Slots whose frame value must be kept every frame whatever is
  /// tabulated: those the guard code reads before writing them (events use
  /// them), and those the frame code reads before writing them (they carry
  /// last frame's value, as a track that does not apply keeps its own).
  static func carried(graph: CompiledGraph, frame: [LoweredInstruction], aliases: [Int32])
    -> Set<Int32>
  {
    let written = Self.written(frame)
    var carried = Set<Int32>()
    for machine in graph.states {
      var assigned = Set<Int32>()
      let start = Int(machine.guardStart)
      for instruction in graph.stateCode[start..<start + Int(machine.guardCount)] {
        for slot in graph.slotsRead(by: instruction) where !assigned.contains(slot) {
          carried.insert(aliases[Int(slot)])
        }
        assigned.insert(instruction.dst)
      }
    }
    var assigned = Set<Int32>()
    for instruction in frame {
      for slot in instruction.reads where !assigned.contains(slot) { carried.insert(slot) }
      assigned.insert(instruction.dst)
      assigned.insert(instruction.raw)
    }
    return carried.intersection(written)
  }
}
