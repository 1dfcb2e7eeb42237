import HeaderKitDiagnostics
import HeaderKitRuntime

extension SpecCompilation {
  /// Compiles every signal: its slot, and a latch's condition and value as
  /// code in state code, which runs at ends of scrolling after the states
  /// have moved (so, as a transition's condition, it recomputes the vars it
  /// reads and reads states and transitions as they are).
  mutating func compileSignals(order: [DependencyNode]) -> [CompiledGraph.Signal] {
    spec.signals.enumerated().map { index, signal in
      let latch = signal.latch.map { latch in
        let code = compileCondition(
          latch.when, values: [latch.to], what: "the latch of signal '\(signal.name.value)'",
          order: order)
        return CompiledGraph.Latch(
          codeStart: code.codeStart, codeCount: code.codeCount,
          conditionSlot: code.conditionSlot, valueSlot: code.valueSlots[0])
      }
      return CompiledGraph.Signal(
        name: signal.name.value, defaultValue: signal.defaultValue, isBoolean: signal.isBoolean,
        valueSlot: Int32(signalSlots[index]), latch: latch)
    }
  }
}
