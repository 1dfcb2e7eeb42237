// Messages of the limits on what one command does: values printed, frames
// drawn, evaluations made. Each says which limit was met.

extension Diagnostic {
  /// A trace whose frames would print more values than a command prints at once.
  ///
  /// - Parameters:
  ///   - frames: The trace's events, one frame each.
  ///   - values: Values per frame (the time, the offset and every property).
  public static func tooManyValues(frames: Int, of values: Int, limit: Int, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .limitExceeded,
      "\(frames) frames of \(values) values each are more than the \(limit) values HeaderKit prints at once; the frames from this event on would pass the limit",
      at: range, notes: [Note("shorten the trace, or split the header into smaller specs")])
  }
}

extension Diagnostic {
  /// A test case that would pass the evaluation work all cases of one spec
  /// may do together; `compiling` for `compile --tests`, which compiles no
  /// case `headerkit test` would not run.
  public static func testBudgetExceeded(
    _ testCase: String, evaluations: Int, work: Int, compiling: Bool = false,
    at range: SourceRange
  ) -> Diagnostic {
    .error(
      .limitExceeded,
      "\(VisibleText.shortened(testCase)): its \(evaluations) evaluations would pass the work the cases of one spec may do together (\(work) frame instructions); \(notDone(compiling))",
      at: range,
      notes: [
        Note(
          "each evaluation costs the header's frame instructions and outputs; use fewer offsets, coarser sweeps or shorter traces"
        )
      ])
  }

  /// A test case whose set-up (its params set, the header put at rest)
  /// would pass the work all cases of one spec may do together.
  public static func testSetupBudgetExceeded(
    _ testCase: String, params: Int, work: Int, compiling: Bool = false, at range: SourceRange
  ) -> Diagnostic {
    let with = params == 0 ? "" : " with its \(params) param\(params == 1 ? "" : "s")"
    return .error(
      .limitExceeded,
      "\(VisibleText.shortened(testCase)): setting the header up\(with) would pass the work the cases of one spec may do together (\(work) frame instructions); \(notDone(compiling))",
      at: range,
      notes: [
        Note(
          "each case costs a frame that puts the header at rest, and each param it sets a set-up of the header (its set-up code, and every keyframe built again); set fewer params, or write fewer cases"
        )
      ])
  }

  /// What becomes of a case past the budget: `headerkit test` does not run
  /// it, `compile --tests` does not compile it (HeaderKitTesting would
  /// refuse the compiled tests).
  private static func notDone(_ compiling: Bool) -> String {
    compiling
      ? "it was not compiled, as HeaderKitTesting refuses compiled tests that pass the work"
      : "it was not run"
  }

  /// Compiled tests that would pass the most bytes HeaderKitTesting reads:
  /// at the case whose JSON passes them, or the spec's name when the graph
  /// or the golden timeline does.
  public static func compiledTestsTooLarge(_ what: String, limit: Int, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .limitExceeded,
      "\(VisibleText.shortened(what)): the compiled tests would pass the \(limit) bytes of JSON HeaderKitTesting reads; they were not written",
      at: range,
      notes: [
        Note(
          "each offset and event is written, and each expected value once per frame it checks; use fewer offsets, coarser sweeps, shorter traces or fewer expected values, or split the cases between specs"
        )
      ])
  }
}

extension Diagnostic {
  /// A golden timeline that would be too long to record or compare.
  public static func goldenTooLarge(_ spec: String, reason: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .limitExceeded,
      "the golden timeline of '\(spec)' cannot be recorded or compared: \(reason)", at: range,
      notes: [Note("use fewer or shorter trace cases, or split the header into smaller specs")])
  }
}

extension Diagnostic {
  /// An input lint did not sample at all: sampling it would pass lint's budget.
  /// One warning stands for every input skipped: `others` names those after
  /// the first (a spec of thousands of inputs gets one warning, not thousands).
  public static func lintSkipped(
    input: String, samples: Int, of total: Int, others: [String] = [], range: SourceRange
  ) -> Diagnostic {
    var notes: [Note] = []
    if !others.isEmpty {
      let named = others.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      notes.append(
        Note(
          "so \(others.count == 1 ? "was" : "were") \(others.count) more input\(others.count == 1 ? "" : "s") after it: \(named)\(others.count > 3 ? ", …" : "")"
        ))
    }
    notes.append(
      Note(
        "the spec is too large to lint every input; split the header into smaller specs, or pin its properties with expectations in a test"
      ))
    return .warning(
      .lintIncomplete,
      "lint skipped '\(input)': sampling \(total) propert\(total == 1 ? "y" : "ies") at \(samples) offsets would pass lint's budget, so none was checked for jumps or alpha against it",
      at: range, notes: notes)
  }
}

extension Diagnostic {
  /// Something a plot leaves out to stay within its limits (a warning: the
  /// plot is still written, and says so in its notes).
  ///
  /// - Parameter what: a sentence saying what, ending with a period.
  public static func plotIncomplete(_ what: String, at range: SourceRange?) -> Diagnostic {
    var sentence = what.prefix(1).lowercased() + what.dropFirst()
    if sentence.hasSuffix(".") { sentence.removeLast() }
    return .warning(.plotIncomplete, "the plot is incomplete: \(sentence)", at: range)
  }

  /// A filmstrip that would draw more boxes than one filmstrip may.
  public static func tooManyBoxes(frames: Int, elements: Int, limit: Int, at range: SourceRange?)
    -> Diagnostic
  {
    .error(
      .limitExceeded,
      "\(frames) frames of \(elements) elements each are more than the \(limit) boxes one filmstrip draws",
      at: range, notes: [Note("draw fewer frames (--at), or split the header into smaller specs")])
  }
}
