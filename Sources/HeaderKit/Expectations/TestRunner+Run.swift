public import HeaderKitCompiler
public import HeaderKitDiagnostics
import HeaderKitRuntime

/// The outcome of one test case.
public struct CaseResult: Sendable {
  /// The case that ran.
  public var testCase: TestCase
  /// Failures and problems, located in the case's file (`TestCase.file`).
  public var diagnostics: [Diagnostic]
  /// Whether the case was not run because the budget it was given had too
  /// little work left (its diagnostic says so).
  public var outOfBudget = false

  /// Whether the case passed: none of its diagnostics is an error.
  public var passed: Bool { !diagnostics.hasErrors }
}

/// Runs test cases against a compiled spec.
///
/// Each case gets a fresh evaluator with its param overrides, so cases do not
/// affect each other: a copy of one evaluator with the default params, set
/// up once for all the cases, with the case's params set on it. A failing
/// expectation is reported once, at its first failing offset or event,
/// located where the expected value is written.
extension TestRunner {
  /// Checks the case's names against the spec, then runs it with a budget
  /// of its own. A wrong input or param stops the case; a wrong key is
  /// reported and the other keys are still checked.
  public static func run(_ testCase: TestCase, on compiled: CompiledSpec) -> CaseResult {
    var budget = EvaluationBudget(work: EvaluationBudget.testWork)
    return run(testCase, on: compiled, budget: &budget)
  }

  /// Runs the case, spending its set-up and evaluations from `budget`: a
  /// case that needs more than is left is not run, and says so.
  public static func run(
    _ testCase: TestCase, on compiled: CompiledSpec, budget: inout EvaluationBudget
  ) -> CaseResult {
    run(testCase, on: compiled, from: HeaderEvaluator(graph: compiled.graph), budget: &budget)
  }

  /// Runs the cases in order, each from one evaluator with the default
  /// params set up for all of them, spending from `budget`; stops after the
  /// first case the budget cannot pay for (its result says so).
  public static func run(
    _ cases: [TestCase], on compiled: CompiledSpec, budget: inout EvaluationBudget
  ) -> [CaseResult] {
    let base = HeaderEvaluator(graph: compiled.graph)
    var results: [CaseResult] = []
    for testCase in cases {
      results.append(run(testCase, on: compiled, from: base, budget: &budget))
      if results[results.count - 1].outOfBudget { break }
    }
    return results
  }

  /// Runs the case from `base` (the spec's evaluator with its default
  /// params), spending first its set-up, then its evaluations, from `budget`.
  ///
  /// Frames are checked as they are evaluated and not kept, so a long sweep
  /// needs no more memory than a short one.
  private static func run(
    _ testCase: TestCase, on compiled: CompiledSpec, from base: HeaderEvaluator,
    budget: inout EvaluationBudget
  ) -> CaseResult {
    let nameProblems = checkNames(testCase, against: compiled)
    let keyProblems = checkKeys(testCase, against: compiled)
    // Set up even when a name is wrong, so that every param's problem is
    // reported with it.
    if let problem = paySetup(testCase, compiled.graph, from: &budget) {
      return CaseResult(
        testCase: testCase, diagnostics: nameProblems + keyProblems + [problem], outOfBudget: true)
    }
    let (evaluator, paramProblems) = makeEvaluator(testCase, compiled, from: base)
    let setupProblems = nameProblems + paramProblems
    guard !setupProblems.hasErrors else {
      return CaseResult(testCase: testCase, diagnostics: setupProblems)
    }
    let problems = setupProblems + keyProblems
    var testCase = testCase
    let known = Set(compiled.graph.outputs.map(\.key) + [TestCase.offsetKey])
    testCase.expectations.removeAll { !known.contains($0.key.value) }
    testCase.bounds.removeAll { !known.contains($0.key.value) }
    testCase.monotonic.removeAll { !known.contains($0.key.value) }
    testCase.continuous.removeAll { !known.contains($0.key.value) }
    let run = CaseRun(testCase: testCase, graph: compiled.graph, evaluator: evaluator)
    guard let evaluations = run.evaluations else {
      return CaseResult(testCase: testCase, diagnostics: problems + [sweepTooLong(testCase)])
    }
    if let problem = pay(evaluations, of: testCase, compiled.graph, from: &budget) {
      return CaseResult(testCase: testCase, diagnostics: problems + [problem], outOfBudget: true)
    }
    return CaseResult(testCase: testCase, diagnostics: problems + run.failures())
  }

  /// Whether `actual` is within `tolerance` of `expected`.
  static func within(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
  }
}

/// The columns a case reads: every output, then the input's raw offset.
struct CaseOutputs {
  let keys: [String]

  init(graph: CompiledGraph) {
    keys = graph.outputs.map(\.key) + [TestCase.offsetKey]
  }

  func column(_ key: String) -> Int { keys.firstIndex(of: key) ?? 0 }

  func values(_ evaluator: HeaderEvaluator, input: Int) -> [Double] {
    evaluator.allValues + [evaluator.rawInput(input)]
  }
}

extension ValueExpectation {
  /// The expected value at frame `index`, or nil where none is given.
  func expected(at index: Int) -> Located<Double>? {
    switch values {
    case .every(let value): value
    case .each(let list): index < list.count ? list[index] : nil
    }
  }
}
