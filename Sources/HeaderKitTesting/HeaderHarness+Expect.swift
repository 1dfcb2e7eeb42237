public import HeaderKit
import HeaderKitDiagnostics

extension HeaderHarness {
  /// Expects one property to have `expected` (within `tolerance`) at a raw offset.
  ///
  /// A failure reads `twitter-profile: at offset 40, header.translateY expected -40,
  /// got -60 (tolerance 1e-06); off by -20` and points at the caller's line.
  public func expect(
    _ key: String, at offset: Double, equals expected: Double,
    tolerance: Double = TestCase.defaultTolerance,
    input: String? = nil, params: [String: HeaderParam] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    expect(
      [(key, expected)], kind: .offsets([Located(offset, at: Self.nowhere)]), tolerance: tolerance,
      input: input,
      params: params,
      at: HeaderTestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects several properties at a raw offset: `["header.translateY": -40, "avatar.scaleX": 0.5859]`.
  public func expect(
    _ expected: KeyValuePairs<String, Double>, at offset: Double,
    tolerance: Double = TestCase.defaultTolerance,
    input: String? = nil, params: [String: HeaderParam] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    expect(
      expected.map { ($0.key, $0.value) }, kind: .offsets([Located(offset, at: Self.nowhere)]),
      tolerance: tolerance,
      input: input, params: params,
      at: HeaderTestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects properties after the last event of a trace, e.g.
  /// `expect(["headerHeight.constant": 44], after: [.drag(50), .end, .wait(0.2)])`.
  /// `offset` checks the input's raw offset after any hand-off.
  public func expect(
    _ expected: KeyValuePairs<String, Double>, after events: [Trace.Event],
    tolerance: Double = TestCase.defaultTolerance, input: String? = nil,
    params: [String: HeaderParam] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let trace = Trace(events: events.map { Located($0, at: Self.nowhere) })
    expect(
      expected.map { ($0.key, $0.value) }, kind: .trace(trace, file: nil),
      tolerance: tolerance, input: input, params: params,
      at: HeaderTestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Builds a one-off test case and records each failure at `location`.
  private func expect(
    _ expected: [(String, Double)], kind: TestCase.Kind, tolerance: Double, input: String?,
    params: [String: HeaderParam], at location: HeaderTestLocation
  ) {
    var testCase = TestCase(
      name: Located(name, at: Self.nowhere), file: path, range: Self.nowhere, kind: kind)
    testCase.tolerance = tolerance
    testCase.input = input.map { Located($0, at: Self.nowhere) }
    testCase.params = params.sorted { $0.key < $1.key }.map {
      Located($0.value.override(named: $0.key), at: Self.nowhere)
    }
    testCase.expectations = expected.map {
      ValueExpectation(
        key: Located($0.0, at: Self.nowhere), values: .every(Located($0.1, at: Self.nowhere)))
    }
    let result = TestRunner.run(testCase, on: compiled)
    for diagnostic in result.diagnostics where diagnostic.severity == .error {
      let text = Self.text(of: diagnostic, file: nil)
      let prefixed = diagnostic.code == .expectationFailed ? text : "\(name): \(text)"
      FailureRecorder.record(prefixed, at: location)
    }
  }

  /// A diagnostic as a failure message: its text, its unlocated notes, and
  /// `path:line:col:` in front when it points into a file.
  static func text(of diagnostic: Diagnostic, file: String?) -> String {
    var text = diagnostic.message
    let notes = diagnostic.notes.filter { $0.range == nil }.map(\.message)
    if !notes.isEmpty { text += "; " + notes.joined(separator: "; ") }
    if let file {
      let start = diagnostic.location
      text = "\(file):\(start.line):\(start.column): \(text)"
    }
    return text
  }
}
