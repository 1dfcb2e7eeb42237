import Foundation
public import HeaderKitRuntime

extension SpecTests {
  /// Runs every case on a copy of `header` (its params set as the case
  /// says, then reset) and returns each expectation's first failure, as
  /// `file:line:column: case: what failed`, in the order the cases write
  /// them; empty when all pass. The checks are `headerkit test`'s.
  public func failures(of header: some ScrollDrivenHeader) -> [String] {
    cases.flatMap { failures(of: $0, on: header) }
  }

  /// The failures of one case on a copy of `header`.
  public func failures(of testCase: Case, on header: some ScrollDrivenHeader) -> [String] {
    let prefix = "\(testCase.place): \(testCase.name)"
    var header = header
    let input: Int
    switch prepare(&header, params: testCase.params, input: testCase.input) {
    case .success(let index): input = index
    case .failure(let problem): return ["\(prefix): \(problem)"]
    }
    var frames = FrameChecks(testCase: testCase, prefix: prefix)
    var columns: [String: Int] = [:]
    for key in Set(testCase.expect.map(\.key) + frames.sweepKeys) {
      guard let column = column(of: key, in: header) else {
        return ["\(prefix): the header has no output '\(key)'"]
      }
      columns[key] = column
    }
    func read(_ key: String) -> Double {
      let column = columns[key] ?? -1
      return column < 0 ? header.rawInput(input) : header.value(at: column)
    }
    if let events = testCase.events {
      for (index, event) in events.enumerated() {
        event.apply(to: &header, input: input)
        frames.check(
          frame: index, at: "after event \(index + 1) of \(events.count) (\(event))", read)
      }
      return frames.failures(counting: "event")
    }
    for (index, offset) in (testCase.offsets ?? []).enumerated() {
      header.setInput(input, raw: offset)
      frames.check(frame: index, at: "at offset \(Self.shown(offset))", read)
      frames.checkSweep(offset: offset, read)
    }
    return frames.failures(counting: "offset")
  }

  /// Sets `params` on `header` and resets it; the header's index of
  /// `input`, or why the header cannot run this.
  func prepare(_ header: inout some ScrollDrivenHeader, params: [ParamValue], input: Int)
    -> Result<Int, Problem>
  {
    for value in params {
      guard graph.params.indices.contains(value.param) else {
        return .failure(Problem("param \(value.param) is not one of the spec's"))
      }
      let param = graph.params[value.param]
      guard let index = header.paramIndex(named: param.name) else {
        return .failure(
          Problem(
            "the header cannot set param '\(param.name)' (were its params frozen with --freeze-params?)"
          ))
      }
      if param.isList {
        do {
          try header.setParam(index, to: value.values)
        } catch {
          return .failure(Problem("param '\(param.name)': \(error)"))
        }
      } else {
        header.setParam(index, to: value.values.first ?? 0)
      }
    }
    header.reset()
    guard graph.inputs.indices.contains(input),
      let index = header.inputIndex(named: graph.inputs[input].name)
    else {
      return .failure(Problem("the header has no input '\(graph.inputs[input].name)'"))
    }
    return .success(index)
  }

  /// The output index of `key`, -1 for `offset`, nil when the header has no such output.
  func column(of key: String, in header: some ScrollDrivenHeader) -> Int? {
    key == "offset" ? -1 : header.outputIndex(named: key)
  }

  /// A number as failure messages show it: up to 9 significant digits.
  static func shown(_ value: Double) -> String {
    String(format: "%.9g", value)
  }

  /// Why a header cannot run a case or a section.
  struct Problem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
