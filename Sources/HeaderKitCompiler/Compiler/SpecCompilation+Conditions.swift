import HeaderKitRuntime

extension SpecCompilation {
  /// A condition compiled as a run of state code: where the run starts, how
  /// long it is, and the slots of the condition and of what it reads besides.
  struct ConditionCode {
    var codeStart: Int32
    var codeCount: Int32
    var conditionSlot: Int32
    var valueSlots: [Int32]
  }

  /// Compiles `condition` (made finite), then `values`, as one run of state
  /// code that runs after the states have moved — a transition's condition,
  /// a clock's, a signal's latch — so nothing a guard computed holds: the
  /// vars and ranges they read are emitted again (``emitEventDependencies``).
  /// - Parameter what: what the condition is, for diagnostics (`currentWhat`).
  mutating func compileCondition(
    _ condition: SpecExpression, values: [SpecExpression] = [], what: String,
    order: [DependencyNode]
  ) -> ConditionCode {
    let codeStart = builder.stateCode.count
    builder.startGuards()
    emitEventDependencies([condition] + values, guardOf: nil, order: order)
    currentWhat = what
    let conditionSlot = builder.finite(compile(condition, .guards), context: .guards).slot
    let valueSlots = values.map { Int32(compile($0, .guards).slot) }
    return ConditionCode(
      codeStart: Int32(codeStart), codeCount: Int32(builder.stateCode.count - codeStart),
      conditionSlot: Int32(conditionSlot), valueSlots: valueSlots)
  }
}
