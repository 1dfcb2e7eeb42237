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
      let condition = compileCondition(
        clock.running, what: "the condition of clock '\(name)'", order: order)
      return CompiledGraph.Clock(
        name: name, valueSlot: Int32(clockSlots[index]), periodSlot: period,
        codeStart: condition.codeStart, codeCount: condition.codeCount,
        conditionSlot: condition.conditionSlot)
    }
  }
}
