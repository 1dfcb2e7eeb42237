extension HeaderEvaluator {
  /// Re-runs the graph's frame code as written, instruction by instruction,
  /// instead of the lowered program: the reference that tests hold the
  /// lowered program to (bit-identical values, or within
  /// ``tabulationTolerance`` for outputs evaluated from tables).
  mutating func evaluateAsWritten() {
    withInterpreter { interpreter, graph in
      graph.frameCode.withUnsafeBufferPointer { interpreter.run($0) }
    }
  }
}

extension HeaderEvaluator {
  /// Runs state `index`'s guard code as written: the reference for the lowered guards.
  mutating func runGuardsAsWritten(of index: Int) {
    let machine = graph.states[index]
    withInterpreter { interpreter, graph in
      graph.stateCode.withUnsafeBufferPointer { code in
        let start = Int(machine.guardStart)
        interpreter.run(
          UnsafeBufferPointer(rebasing: code[start..<start + Int(machine.guardCount)]))
      }
    }
  }
}
