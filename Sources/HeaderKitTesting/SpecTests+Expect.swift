public import HeaderKitRuntime

extension SpecTests {
  /// Runs the spec's cases on `header` (a generated header, or
  /// `HeaderEvaluator(graph: tests.graph)`) and records each failure at the
  /// caller's line. Compiled tests without cases are a failure: the spec
  /// probably lost its sidecar.
  public func expectSpecTests(
    _ header: some ScrollDrivenHeader, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = HeaderTestLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard !cases.isEmpty else {
      FailureRecorder.record(
        "\(spec): the compiled tests have no cases (no 'tests:' in the spec and no sidecar NAME.test.yaml beside it)",
        at: location)
      return
    }
    for failure in failures(of: header) { FailureRecorder.record(failure, at: location) }
  }

  /// Compares `header` with the spec's golden timeline and records the first
  /// difference at the caller's line; a spec without a golden timeline is a
  /// failure (record one with `headerkit test --record`, then compile the
  /// tests again).
  public func expectGoldenTimeline(
    _ header: some ScrollDrivenHeader, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = HeaderTestLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard golden != nil else {
      FailureRecorder.record(
        "\(spec): no golden timeline was compiled with the tests; record one with 'headerkit test --record', then compile the tests again",
        at: location)
      return
    }
    if let failure = goldenFailure(of: header) { FailureRecorder.record(failure, at: location) }
  }
}
