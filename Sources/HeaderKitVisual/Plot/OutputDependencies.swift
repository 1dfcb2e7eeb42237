import HeaderKitRuntime

/// Which tracks an output depends on, directly or through vars: a backward
/// slice of the graph's frame code from the output's slot.
enum OutputDependencies {
  /// The indices of the tracks whose values can reach output `output`, in track order.
  /// - Complexity: O(frame code).
  static func tracks(feeding output: Int, in graph: CompiledGraph) -> [Int] {
    var needed: Set<Int32> = [graph.outputs[output].slot]
    var found: Set<Int> = []
    for instruction in graph.frameCode.reversed() where needed.contains(instruction.dst) {
      switch instruction.op {
      case .track:
        let track = Int(instruction.a)
        found.insert(track)
        needed.insert(graph.tracks[track].driverSlot)
      case .listCount, .listSum:
        break
      case .listSumPrefix, .listItem:
        needed.insert(instruction.b)
      case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite:
        needed.insert(instruction.a)
      case .sin, .cos, .tan, .exp, .log:
        needed.insert(instruction.a)
      case .pow, .atan2:
        needed.formUnion([instruction.a, instruction.b])
      case .clamp, .select, .lerp, .progress:
        needed.formUnion([instruction.a, instruction.b, instruction.c])
      case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
        needed.formUnion([instruction.a, instruction.b])
      }
    }
    return found.sorted()
  }
}
