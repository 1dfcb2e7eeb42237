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
  /// For each slot, the frame instructions that write it, in order.
  private let writers: [Int32: [Int]]
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
    var writers: [Int32: [Int]] = [:]
    for (index, instruction) in graph.frameCode.enumerated() {
      writers[instruction.dst, default: []].append(index)
    }
    self.writers = writers
  }

  /// The value frame instruction `index` leaves in its destination when
  /// slot `source` holds `x` (and every slot that is not computed in the
  /// frame holds its set-up value).
  func value(of index: Int, source: Int32, at x: Double) -> Double {
    count += 1
    let slice = self.slice(index)
    // Every slot the slice reads is written by it first, is the source, or
    // is one the frame code never writes: earlier probes cannot leak in.
    // (The slice's own slots start from set-up values all the same.)
    for instruction in slice { scratch[Int(instruction.dst)] = base[Int(instruction.dst)] }
    scratch[Int(source)] = x
    run(slice)
    return scratch[Int(graph.frameCode[index].dst)]
  }

  /// Frame instruction `index` and the earlier ones it depends on, in order:
  /// for each slot read, its last writer before the reader, transitively.
  /// - Complexity: O(*s* log *w*) for a slice of *s* instructions.
  private func slice(_ index: Int) -> [Instruction] {
    if let slice = slices[index] { return slice }
    let code = graph.frameCode
    var marked: Set<Int> = [index]
    var pending = [index]
    while let reader = pending.popLast() {
      for slot in graph.slotsRead(by: code[reader]) {
        guard let list = writers[slot] else { continue }
        // The last writer before the reader.
        var low = 0
        var high = list.count
        while low < high {
          let middle = (low + high) / 2
          if list[middle] < reader { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { continue }
        let writer = list[low - 1]
        if marked.insert(writer).inserted { pending.append(writer) }
      }
    }
    let slice = marked.sorted().map { code[$0] }
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
