import HeaderKitDiagnostics
import HeaderKitRuntime

extension SpecCompilation {
  /// Compiles every clock: its slot, its period at set-up, and its
  /// condition as code in state code, checked after every event once the
  /// transitions are (so it reads them updated, and vars it reads again).
  mutating func compileClocks(order: [DependencyNode]) -> [CompiledGraph.Clock] {
    spec.clocks.enumerated().map { index, clock in
      let name = clock.name.value
      let period = clock.period.map { period -> Int32 in
        currentWhat = "the period of clock '\(name)'"
        return Int32(compile(period, .setup).slot)
      }
      let codeStart = builder.stateCode.count
      builder.startGuards()
      emitEventDependencies([clock.running], guardOf: nil, order: order)
      currentWhat = "the condition of clock '\(name)'"
      let condition = builder.finite(compile(clock.running, .guards), context: .guards)
      return CompiledGraph.Clock(
        name: name, valueSlot: Int32(clockSlots[index]), periodSlot: period,
        codeStart: Int32(codeStart), codeCount: Int32(builder.stateCode.count - codeStart),
        conditionSlot: Int32(condition.slot))
    }
  }
}
