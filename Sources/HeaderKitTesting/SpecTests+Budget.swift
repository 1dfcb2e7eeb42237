import HeaderKitRuntime

extension SpecTests {
  /// Checks that running the cases and the golden timeline stays within
  /// the work `headerkit test` may do for one spec
  /// (`EvaluationBudget.testWork`), counted as `test` and `compile --tests`
  /// count it: each case's set-up (`EvaluationBudget.caseSetupCost`) and
  /// frames in order, then each golden section's frames, a trace section's
  /// set-up too. `compile --tests` writes no file past it, so only a file
  /// edited or written by hand can be.
  /// - Throws: ``SpecTestsError/overBudget(at:work:)`` naming the first case
  ///   or section past it.
  static func checkBudget(
    cases: [Case], golden: Golden?, graph: CompiledGraph, work: Int = EvaluationBudget.testWork
  ) throws(SpecTestsError) {
    var budget = EvaluationBudget(work: work)
    func pay(_ params: [ParamValue], frames: Int, setUp: Bool, _ what: @autoclosure () -> String)
      throws(SpecTestsError)
    {
      let setup =
        setUp
        ? EvaluationBudget.caseSetupCost(
          of: graph,
          settingParams: params.map { value in
            (value.param, graph.params[value.param].isList ? value.values.count : nil)
          }) : 0
      guard budget.spend(work: setup), budget.spend(frames, of: graph) else {
        throw .overBudget(at: what(), work: budget.work)
      }
    }
    for testCase in cases {
      try pay(
        testCase.params, frames: testCase.frames, setUp: true,
        "case '\(testCase.name)' (\(testCase.place))")
    }
    for (index, section) in (golden?.sections ?? []).enumerated() {
      // The timeline sweeps each input from the header as it is; a trace
      // section sets its case's header up.
      try pay(
        section.params, frames: section.rows.count, setUp: section.events != nil,
        "section \(index + 1) of \(golden?.file ?? "the golden timeline")")
    }
  }
}

extension SpecTests.Case {
  /// How many frames the case evaluates: an offset's or an event's each.
  var frames: Int { events?.count ?? offsets?.count ?? 0 }
}
