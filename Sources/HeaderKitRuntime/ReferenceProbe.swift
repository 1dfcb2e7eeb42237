/// Evaluates one frame instruction as the graph's code computes it (the
/// reference ``Interpreter``), for a given value of a source slot, at set-up.
///
/// Tabulation needs exact values where its error bounds cannot decide a
/// switch (a comparison whose operands are within rounding of each other, a
/// `hold` segment's end): it asks the probe for the instruction's result at
/// each such source value. Only the instructions the probed one depends on
/// run (its backward slice in the frame code), on a scratch copy of the
/// set-up slots.
final class ReferenceProbe {
  private let graph: CompiledGraph
  private let base: [Double]
  private var scratch: [Double]
  private var slices: [Int: [Instruction]] = [:]
  /// Slots some probe wrote: every probe starts from the set-up values.
  private var dirty: Set<Int> = []
  private let keyframes: BuiltKeyframes
  private let lists: FlatLists
  private let firstKeys: [Int]
  private let keyCounts: [Int]
  private var cursors: [Int]
  /// Probes made so far: tabulation stops probing beyond a budget.
  private(set) var count = 0

  init(graph: CompiledGraph, slots: [Double], keyframes: BuiltKeyframes, lists: FlatLists) {
    self.graph = graph
    base = slots
    scratch = slots.isEmpty ? [0] : slots
    self.keyframes = keyframes
    self.lists = lists
    firstKeys = keyframes.tracks.map(\.first)
    keyCounts = keyframes.tracks.map(\.count)
    cursors = Array(repeating: 0, count: keyframes.tracks.count)
  }

  /// The value frame instruction `index` leaves in its destination when
  /// slot `source` holds `x` (and every slot that is not computed in the
  /// frame holds its set-up value).
  func value(of index: Int, source: Int32, at x: Double) -> Double {
    count += 1
    let slice = self.slice(index)
    for slot in dirty { scratch[slot] = base[slot] }
    for instruction in slice { dirty.insert(Int(instruction.dst)) }
    dirty.insert(Int(source))
    scratch[Int(source)] = x
    run(slice)
    return scratch[Int(graph.frameCode[index].dst)]
  }

  /// Frame instruction `index` and the earlier ones it depends on, in order.
  private func slice(_ index: Int) -> [Instruction] {
    if let slice = slices[index] { return slice }
    let code = graph.frameCode
    var needed = Set(SlotFacts.reads(code[index], graph))
    var marked = [index]
    for earlier in stride(from: index - 1, through: 0, by: -1)
    where needed.contains(code[earlier].dst) {
      marked.append(earlier)
      needed.remove(code[earlier].dst)
      needed.formUnion(SlotFacts.reads(code[earlier], graph))
    }
    let slice = marked.reversed().map { code[$0] }
    slices[index] = slice
    return slice
  }

  private func run(_ code: [Instruction]) {
    let tracks = graph.tracks
    scratch.withUnsafeMutableBufferPointer { slots in
      cursors.withUnsafeMutableBufferPointer { cursors in
        lists.values.withUnsafeBufferPointer { listValues in
          lists.starts.withUnsafeBufferPointer { listStarts in
            lists.counts.withUnsafeBufferPointer { listCounts in
              tracks.withUnsafeBufferPointer { tracks in
                keyframes.positions.withUnsafeBufferPointer { positions in
                  keyframes.values.withUnsafeBufferPointer { values in
                    keyframes.curves.withUnsafeBufferPointer { curves in
                      firstKeys.withUnsafeBufferPointer { firstKeys in
                        keyCounts.withUnsafeBufferPointer { keyCounts in
                          let interpreter = Interpreter(
                            slots: slots, listValues: listValues, listStarts: listStarts,
                            listCounts: listCounts, tracks: tracks, keyPositions: positions,
                            keyValues: values, keyCurves: curves, trackFirstKey: firstKeys,
                            trackKeyCount: keyCounts, trackCursors: cursors)
                          for instruction in code { interpreter.execute(instruction) }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
