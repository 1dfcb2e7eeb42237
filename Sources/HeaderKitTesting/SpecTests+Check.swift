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
    let setup: Setup
    do {
      setup = try prepare(
        &header, params: testCase.params, input: testCase.input, inputs: testCase.inputs,
        events: testCase.events, eventInputs: testCase.eventInputs)
    } catch {
      return ["\(prefix): \(error)"]
    }
    let input = setup.input
    // Each key's output, found once (-1 is the input's raw offset), and
    // where its value is in the buffer each frame is read into.
    var columns: [Int] = []
    var slots: [String: Int] = [:]
    for key in FrameChecks.keys(of: testCase) where slots[key] == nil {
      guard let column = column(of: key, in: header) else {
        return ["\(prefix): the header has no output '\(key)'"]
      }
      slots[key] = columns.firstIndex(of: column) ?? columns.count
      if !columns.contains(column) { columns.append(column) }
    }
    var frames = FrameChecks(testCase: testCase, slots: slots)
    var values = [Double](repeating: 0, count: columns.count)
    if let events = testCase.events {
      for index in events.indices {
        let event = events[index]
        event.apply(to: &header, input: setup.eventInputs[index])
        Self.read(columns, of: header, input: input, into: &values)
        frames.check(frame: index, values) {
          let text = describe(event, input: testCase.eventInputs?[index], driven: testCase.input)
          return "after event \(index + 1) of \(events.count) (\(text))"
        }
      }
      return frames.failures(counting: "event")
    }
    let offsets = testCase.offsets ?? []
    for index in offsets.indices {
      let offset = offsets[index]
      header.setInput(input, raw: offset)
      Self.read(columns, of: header, input: input, into: &values)
      frames.check(frame: index, values) { "at offset \(Self.shown(offset))" }
      frames.checkSweep(offset: offset, values)
    }
    return frames.failures(counting: "offset")
  }

  /// Reads the values of `columns` (outputs, -1 the input's raw offset)
  /// into `values`: borrowed, so that no frame copies the header.
  static func read(
    _ columns: [Int], of header: borrowing some ScrollDrivenHeader, input: Int,
    into values: inout [Double]
  ) {
    for index in columns.indices {
      let column = columns[index]
      values[index] =
        switch column {
        case -2: header.time
        case -1: header.rawInput(input)
        default: header.value(at: column)
        }
    }
  }

  /// The header's indices of the input a case or a section drives and of
  /// each event's input.
  struct Setup {
    var input: Int
    var eventInputs: [Int]
  }

  /// Sets `params` on `header`, resets it, then holds `inputs` where they
  /// say — with `setInput` for offsets, with `scroll` before a trace's first
  /// event (as `headerkit test` does) — and finds the header's inputs.
  /// - Throws: why the header cannot run this.
  func prepare(
    _ header: inout some ScrollDrivenHeader, params: [ParamValue], input: Int,
    inputs: [InputValue], events: [Event]?, eventInputs: [Int]?
  ) throws(Problem) -> Setup {
    for value in params {
      guard graph.params.indices.contains(value.param) else {
        throw Problem("param \(value.param) is not one of the spec's")
      }
      let param = graph.params[value.param]
      guard let index = header.paramIndex(named: param.name) else {
        throw Problem(
          "the header cannot set param '\(param.name)' (were its params frozen with --freeze-params?)"
        )
      }
      if param.isList {
        do {
          try header.setParam(index, to: value.values)
        } catch {
          throw Problem("param '\(param.name)': \(error)")
        }
      } else {
        header.setParam(index, to: value.values.first ?? 0)
      }
    }
    header.reset()
    let driven = try headerInput(input, of: header)
    for value in inputs {
      let index = try headerInput(value.input, of: header)
      if events == nil {
        header.setInput(index, raw: value.raw)
      } else {
        header.scroll(index, toRaw: value.raw)
      }
    }
    guard let events else { return Setup(input: driven, eventInputs: []) }
    guard let eventInputs, eventInputs.count == events.count else {
      throw Problem(
        "the compiled tests give \(eventInputs?.count ?? 0) event inputs for \(events.count) events"
      )
    }
    var perEvent: [Int] = []
    for graphInput in eventInputs { perEvent.append(try headerInput(graphInput, of: header)) }
    return Setup(input: driven, eventInputs: perEvent)
  }

  /// The header's index of the graph's input `input`.
  private func headerInput(_ input: Int, of header: some ScrollDrivenHeader) throws(Problem) -> Int
  {
    guard graph.inputs.indices.contains(input) else {
      throw Problem("input \(input) is not one of the spec's")
    }
    guard let index = header.inputIndex(named: graph.inputs[input].name) else {
      throw Problem("the header has no input '\(graph.inputs[input].name)'")
    }
    return index
  }

  /// An event as failure messages show it, with the input it drives when
  /// that is not `driven`: `drag: 10 (gallery)`.
  func describe(_ event: Event, input: Int?, driven: Int) -> String {
    guard let input, input != driven, graph.inputs.indices.contains(input) else {
      return "\(event)"
    }
    return "\(event) (\(graph.inputs[input].name))"
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
