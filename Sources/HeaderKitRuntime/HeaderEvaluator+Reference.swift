extension HeaderEvaluator {
  /// Re-runs the graph's frame code as written, instruction by instruction,
  /// instead of the lowered program: the reference that tests hold the
  /// lowered program to (it must give bit-identical values).
  mutating func evaluateAsWritten() {
    withInterpreter { interpreter, graph in
      graph.frameCode.withUnsafeBufferPointer { interpreter.run($0) }
    }
  }
}
