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
        let codeStart = builder.stateCode.count
        builder.startGuards()
        emitEventDependencies([latch.when, latch.to], guardOf: nil, order: order)
        currentWhat = "the latch of signal '\(signal.name.value)'"
        let condition = builder.finite(compile(latch.when, .guards), context: .guards)
        let value = compile(latch.to, .guards)
        return CompiledGraph.Latch(
          codeStart: Int32(codeStart), codeCount: Int32(builder.stateCode.count - codeStart),
          conditionSlot: Int32(condition.slot), valueSlot: Int32(value.slot))
      }
      return CompiledGraph.Signal(
        name: signal.name.value, defaultValue: signal.defaultValue, isBoolean: signal.isBoolean,
        valueSlot: Int32(signalSlots[index]), latch: latch)
    }
  }
}
