import HeaderKitRuntime

extension SpecTests {
  /// Checks everything the checks of compiled tests rely on, against their
  /// graph: each case drives one of its inputs by offsets or by events (one
  /// input each), sets its params and inputs by index with numbers that fit,
  /// and expects one value per frame of its outputs; each golden section
  /// has a row per frame, a value per key and a column per value. Numbers
  /// are finite, lines and columns positive. So no check of a loaded file
  /// reads past an array or compares with infinity.
  /// - Throws: ``SpecTestsError/malformed(at:_:)`` at the first problem,
  ///   with its key path (`cases[2].expect[0].values`).
  static func validate(cases: [Case], golden: Golden?, graph: CompiledGraph)
    throws(SpecTestsError)
  {
    let validator = Validator(graph: graph)
    for (index, testCase) in cases.enumerated() {
      try validator.check(testCase, at: "cases[\(index)]")
    }
    guard let golden else { return }
    try validator.finite(golden.tolerance, nonNegative: true, at: "golden.tolerance")
    for (index, section) in golden.sections.enumerated() {
      try validator.check(section, at: "golden.sections[\(index)]")
    }
  }
}

/// The checks of ``SpecTests/validate(cases:golden:graph:)``, each
/// throwing at the key path it is given.
private struct Validator {
  let graph: CompiledGraph
  /// What a case may expect: each output's key, and `offset`.
  let keys: Set<String>

  init(graph: CompiledGraph) {
    self.graph = graph
    keys = Set(graph.outputs.map(\.key) + ["offset"])
  }

  func fail(_ path: String, _ problem: String) -> SpecTestsError {
    .malformed(at: path, problem)
  }

  func check(_ testCase: SpecTests.Case, at path: String) throws(SpecTestsError) {
    try place(testCase.line, testCase.column, at: path)
    let frames = try drive(
      input: testCase.input, offsets: testCase.offsets, events: testCase.events,
      eventInputs: testCase.eventInputs, at: path)
    try setup(params: testCase.params, inputs: testCase.inputs, at: path)
    try finite(testCase.tolerance, nonNegative: true, at: "\(path).tolerance")
    for (index, expectation) in testCase.expect.enumerated() {
      let at = "\(path).expect[\(index)]"
      try key(expectation.key, at: at)
      guard expectation.values.count == frames else {
        throw fail(
          "\(at).values",
          "\(expectation.values.count) values for \(frames) frames (one per frame, null where none is checked)"
        )
      }
      for (frame, expected) in expectation.values.enumerated() {
        guard let expected else { continue }
        try finite(expected.value, at: "\(at).values[\(frame)].value")
        try place(expected.line, expected.column, at: "\(at).values[\(frame)]")
      }
    }
    let sweepChecks = testCase.bounds.count + testCase.monotonic.count + testCase.continuous.count
    guard testCase.events == nil || sweepChecks == 0 else {
      throw fail(path, "a trace has no bounds, monotonic or continuous checks (a sweep's)")
    }
    for (index, check) in testCase.bounds.enumerated() {
      let at = "\(path).bounds[\(index)]"
      try key(check.key, at: at)
      try finite(check.low, at: "\(at).low")
      try finite(check.high, at: "\(at).high")
      guard check.low <= check.high else { throw fail(at, "low is above high") }
      try place(check.line, check.column, at: at)
    }
    for (index, check) in testCase.monotonic.enumerated() {
      let at = "\(path).monotonic[\(index)]"
      try key(check.key, at: at)
      guard ["increasing", "decreasing"].contains(check.direction) else {
        throw fail("\(at).direction", "'\(check.direction)' is not increasing or decreasing")
      }
      try place(check.line, check.column, at: at)
    }
    for (index, check) in testCase.continuous.enumerated() {
      let at = "\(path).continuous[\(index)]"
      try key(check.key, at: at)
      try finite(check.maxJump, nonNegative: true, at: "\(at).maxJump")
      try place(check.line, check.column, at: at)
    }
  }

  func check(_ section: SpecTests.Section, at path: String) throws(SpecTestsError) {
    let frames = try drive(
      input: section.input, offsets: section.offsets, events: section.events,
      eventInputs: section.eventInputs, at: path)
    try setup(params: section.params, inputs: section.inputs, at: path)
    for (index, key) in section.keys.enumerated() where key != "time" {
      try self.key(key, at: "\(path).keys[\(index)]")
    }
    guard section.rows.count == frames else {
      throw fail("\(path).rows", "\(section.rows.count) rows for \(frames) frames (one per frame)")
    }
    for (index, row) in section.rows.enumerated() {
      let at = "\(path).rows[\(index)]"
      guard row.line >= 1 else { throw fail("\(at).line", "a line is 1 or more") }
      guard row.values.count == section.keys.count else {
        throw fail(
          "\(at).values", "\(row.values.count) values for \(section.keys.count) keys (one per key)")
      }
      guard row.columns.count == row.values.count else {
        throw fail(
          "\(at).columns",
          "\(row.columns.count) columns for \(row.values.count) values (one per value)")
      }
      for (column, value) in zip(row.columns, row.values) {
        guard column >= 1 else { throw fail("\(at).columns", "a column is 1 or more") }
        try finite(value, at: "\(at).values")
      }
    }
  }

  /// What drives a case or section: `input`, then offsets, or events with
  /// the input of each. Returns how many frames it makes.
  private func drive(
    input: Int, offsets: [Double]?, events: [SpecTests.Event]?, eventInputs: [Int]?,
    at path: String
  ) throws(SpecTestsError) -> Int {
    try self.input(input, at: "\(path).input")
    switch (offsets, events) {
    case (let offsets?, nil):
      guard eventInputs == nil else {
        throw fail("\(path).eventInputs", "offsets have no event inputs")
      }
      for (index, offset) in offsets.enumerated() {
        try finite(offset, at: "\(path).offsets[\(index)]")
      }
      return offsets.count
    case (nil, let events?):
      for (index, event) in events.enumerated() {
        try check(event, at: "\(path).events[\(index)]")
      }
      guard let eventInputs, eventInputs.count == events.count else {
        throw fail(
          "\(path).eventInputs",
          "\(eventInputs?.count ?? 0) event inputs for \(events.count) events (one per event)")
      }
      for (index, eventInput) in eventInputs.enumerated() {
        try self.input(eventInput, at: "\(path).eventInputs[\(index)]")
      }
      return events.count
    default:
      throw fail(path, "it needs either 'offsets' or 'events' (with 'eventInputs'), not both")
    }
  }

  private func check(_ event: SpecTests.Event, at path: String) throws(SpecTestsError) {
    switch event {
    case .drag(let value), .scroll(let value), .endWithVelocity(let value):
      try finite(value, at: path)
    case .wait(let seconds): try finite(seconds, nonNegative: true, at: path)
    case .end: break
    case .signal(let index, let value):
      guard graph.signals.indices.contains(index) else {
        throw fail(path, "the graph has no signal \(index)")
      }
      try finite(value, at: path)
    }
  }

  /// Params set by index with as many numbers as they take, and inputs held
  /// at finite offsets.
  private func setup(
    params: [SpecTests.ParamValue], inputs: [SpecTests.InputValue], at path: String
  ) throws(SpecTestsError) {
    for (index, value) in params.enumerated() {
      let at = "\(path).params[\(index)]"
      guard graph.params.indices.contains(value.param) else {
        throw fail("\(at).param", "the graph has no param \(value.param)")
      }
      guard graph.params[value.param].isList || value.values.count == 1 else {
        throw fail(
          "\(at).values",
          "param '\(graph.params[value.param].name)' is a number, not \(value.values.count) numbers"
        )
      }
      for (element, number) in value.values.enumerated() {
        try finite(number, at: "\(at).values[\(element)]")
      }
    }
    for (index, value) in inputs.enumerated() {
      try input(value.input, at: "\(path).inputs[\(index)].input")
      try finite(value.raw, at: "\(path).inputs[\(index)].raw")
    }
  }

  private func input(_ index: Int, at path: String) throws(SpecTestsError) {
    guard graph.inputs.indices.contains(index) else {
      throw fail(path, "the graph has no input \(index)")
    }
  }

  private func key(_ key: String, at path: String) throws(SpecTestsError) {
    guard keys.contains(key) else {
      throw fail(path, "'\(key)' is not an output of the graph (nor 'offset')")
    }
  }

  func finite(_ value: Double, nonNegative: Bool = false, at path: String) throws(SpecTestsError) {
    guard value.isFinite else { throw fail(path, "\(value) is not a finite number") }
    guard !nonNegative || value >= 0 else { throw fail(path, "\(value) is negative") }
  }

  private func place(_ line: Int, _ column: Int, at path: String) throws(SpecTestsError) {
    guard line >= 1, column >= 1 else {
      throw fail(path, "line \(line), column \(column): lines and columns are 1 or more")
    }
  }
}
