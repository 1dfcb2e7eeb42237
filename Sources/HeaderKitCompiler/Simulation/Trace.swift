public import HeaderKitDiagnostics
import HeaderKitYAML

/// A scripted scroll: what a finger and the clock do, event by event.
///
/// ```yaml
/// input: scroll      # optional; the first input with a state, else the first input
/// events:
///   - drag: 10       # the content moves by 10 points, then the header reacts
///   - scroll: 120    # the content offset is set to 120, then the header reacts
///   - end            # dragging and deceleration have stopped
///   - wait: 0.05     # 0.05 s pass
///   - { scroll: 750, input: gallery }   # an event of another input
///   - { end, input: gallery }
///   - { end, velocity: -1200 }          # the finger left at 1200 pt/s upward
///   - set: { refreshing: true }         # the app sets a signal
/// ```
public struct Trace: Sendable, Hashable {
  /// One event of a trace.
  public enum Event: Sendable, Hashable {
    /// `drag: D`: the finger moves the content by D points, then the header
    /// reacts (a hand-off may hold the content back).
    case drag(Double)
    /// `scroll: Y`: the content offset is set to the raw offset Y
    /// (`setContentOffset`), then the header reacts.
    case scroll(Double)
    /// `end`: dragging and deceleration have stopped, so snaps start.
    case end
    /// `{end, velocity: V}`: as `end`, the finger having left the content
    /// moving at V points per second (positive as the offset grows), which
    /// fling rules, projections and springs use.
    case endWithVelocity(Double)
    /// `wait: S`: S seconds pass, so snap animations move on.
    case wait(Double)
    /// `set: {NAME: VALUE}`: the app sets signal NAME to VALUE (a number,
    /// or 1 for `true` and 0 for `false`).
    case signal(String, Double)
  }

  /// The input the trace drives, when it names one.
  public var input: Located<String>?
  /// The events in order, each located where it is written.
  public var events: [Located<Event>]
  /// The inputs that events name themselves (`input:` beside the event), by
  /// the event's index; every other event drives the trace's input.
  public var eventInputs: [Int: Located<String>] = [:]

  /// A trace of `events` that drives `input`, or the default input when nil.
  public init(
    input: Located<String>? = nil, events: [Located<Event>],
    eventInputs: [Int: Located<String>] = [:]
  ) {
    self.input = input
    self.events = events
    self.eventInputs = eventInputs
  }

  /// The event kinds, as a trace writes them.
  package static let eventNames = ["drag", "scroll", "end", "wait", "set"]
  static let keys = ["input", "events"]

  /// Each input an event names that `inputs` (the graph's input names)
  /// lacks, as `unknown-name` located at the name, then each signal a `set`
  /// names that `signals` lacks, located at the event.
  public func nameProblems(inputs: [String], signals: [String]) -> [Diagnostic] {
    inputProblems(inputs: inputs) + signalProblems(signals: signals)
  }

  private func inputProblems(inputs: [String]) -> [Diagnostic] {
    eventInputs.sorted { $0.key < $1.key }.compactMap { _, name in
      inputs.contains(name.value)
        ? nil
        : .unknownName(
          name.value, expected: "input",
          suggestion: Suggestions.closest(to: name.value, in: inputs), at: name.range)
    }
  }

  private func signalProblems(signals: [String]) -> [Diagnostic] {
    events.compactMap { event in
      guard case .signal(let name, _) = event.value, !signals.contains(name) else { return nil }
      return .unknownName(
        name, expected: "signal", suggestion: Suggestions.closest(to: name, in: signals),
        at: event.range)
    }
  }

  /// Event `index` as a trace writes it, with the input it names:
  /// `drag: 10`, `end (gallery)`.
  public func describe(event index: Int) -> String {
    let text = events[index].value.text
    return eventInputs[index].map { "\(text) (\($0.value))" } ?? text
  }
  /// The most events one trace may hold.
  public static let maxEvents = 100_000
}

/// Reads traces, reporting every malformed event with its location.
public enum TraceDecoder {
  /// Parses and decodes trace YAML.
  public static func decode(bytes: [UInt8]) -> (trace: Trace?, diagnostics: [Diagnostic]) {
    let parsed = YAMLParser.parse(bytes)
    guard let document = parsed.document else {
      return (nil, parsed.diagnostics(ifEmpty: .emptyTraceDocument()))
    }
    var reader = YAMLReader(document: document)
    reader.diagnostics = parsed.diagnostics
    let trace = decode(document.root, reader: &reader, context: "a trace")
    return (reader.diagnostics.hasErrors ? nil : trace, reader.diagnostics)
  }

  /// Decodes a trace mapping (a whole file, or a test case's `trace`).
  static func decode(
    _ id: YAMLDocument.NodeID, reader: inout YAMLReader, context: String
  ) -> Trace? {
    if reader.document[id].kind == .sequence {
      return events(id, reader: &reader).map { Trace(events: $0.events, eventInputs: $0.inputs) }
    }
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Trace.keys, in: context)
    let input = reader.entry(entries, "input").flatMap { reader.reference($0.value, "'input'") }
    guard let entry = reader.required(entries, "events", in: context, at: reader.range(id)),
      let events = events(entry.value, reader: &reader)
    else { return nil }
    return Trace(input: input, events: events.events, eventInputs: events.inputs)
  }

  private static func events(
    _ id: YAMLDocument.NodeID, reader: inout YAMLReader
  ) -> (events: [Located<Trace.Event>], inputs: [Int: Located<String>])? {
    guard let items = reader.sequence(id, "'events'") else { return nil }
    // One frame per event: a trace without events shows nothing, which is
    // more likely a mistake than a wish.
    if items.isEmpty {
      reader.report(.emptyTrace(at: reader.range(id)))
      return nil
    }
    if items.count > Trace.maxEvents {
      reader.report(.limitExceeded("events", limit: Trace.maxEvents, at: reader.range(id)))
      return nil
    }
    var events: [Located<Trace.Event>] = []
    var inputs: [Int: Located<String>] = [:]
    for item in items {
      guard let event = event(item, reader: &reader) else { continue }
      if let input = event.input { inputs[events.count] = input }
      events.append(event.event)
    }
    return (events, inputs)
  }

  private static func event(
    _ id: YAMLDocument.NodeID, reader: inout YAMLReader
  ) -> (event: Located<Trace.Event>, input: Located<String>?)? {
    let node = reader.document[id]
    let range = node.range
    if node.kind == .scalar {
      let name = node.text
      if name == "end" { return (Located(.end, at: range), nil) }
      if Trace.eventNames.contains(name) {
        reader.report(
          .wrongType(
            "'\(name)'", expected: "written as '\(name): NUMBER'", found: "no number", at: range))
      } else {
        reader.report(
          .unknownEvent(
            name, suggestion: Suggestions.closest(to: name, in: Trace.eventNames), at: range))
      }
      return nil
    }
    guard let all = reader.mapping(id, "an event") else { return nil }
    // An event may name its input beside its one key: { drag: 10, input: gallery };
    // an end may carry the finger's velocity: { end, velocity: -1200 }.
    let inputEntry = all.first { $0.key == "input" }
    let velocityEntry = all.first { $0.key == "velocity" }
    let entries = all.filter { $0.key != "input" && $0.key != "velocity" }
    guard entries.count == 1, let entry = entries.first else {
      if velocityEntry != nil, entries.isEmpty {
        reader.report(.missingKey("end", in: "an event with a 'velocity'", at: range))
      } else {
        reader.report(
          .invalidValue(
            "an event has exactly one key, such as 'drag: 10', and may name its 'input'",
            at: range))
      }
      return nil
    }
    var input: Located<String>?
    if let inputEntry {
      guard let name = reader.reference(inputEntry.value, "'input'") else { return nil }
      input = name
    }
    if let velocityEntry {
      return endWithVelocity(entry, velocityEntry, input: input, at: range, reader: &reader)
    }
    if entry.key == "end", inputEntry != nil, case .null = reader.document[entry.value].value {
      return (Located(.end, at: range), input)
    }
    if entry.key == "set" {
      if let inputEntry {
        reader.report(
          .invalidValue(
            "setting a signal is the app's, not an input's: it takes no 'input'",
            at: inputEntry.keyRange))
        return nil
      }
      return setSignal(entry.value, reader: &reader).map { (Located($0, at: range), nil) }
    }
    guard Trace.eventNames.contains(entry.key), entry.key != "end" else {
      if entry.key == "end" {
        reader.report(
          .invalidValue(
            "'end' takes no value; write '- end', '- { end, input: NAME }' for another input, or '- { end, velocity: V }' with V in points per second",
            at: entry.keyRange))
      } else {
        reader.report(
          .unknownEvent(
            entry.key, suggestion: Suggestions.closest(to: entry.key, in: Trace.eventNames),
            at: entry.keyRange))
      }
      return nil
    }
    let value =
      entry.key == "wait"
      ? reader.seconds(entry.value, "'wait'") : reader.number(entry.value, "'\(entry.key)'")
    guard let value else { return nil }
    switch entry.key {
    case "drag": return (Located(.drag(value), at: range), input)
    case "scroll": return (Located(.scroll(value), at: range), input)
    default:
      guard value >= 0 else {
        reader.report(.negativeWait(value, at: reader.range(entry.value)))
        return nil
      }
      if let inputEntry {
        reader.report(
          .invalidValue(
            "a wait moves the clock, which every input shares: it takes no 'input'",
            at: inputEntry.keyRange))
        return nil
      }
      return (Located(.wait(value), at: range), nil)
    }
  }

  /// `set: {NAME: VALUE}`: one signal, to a number, `true` or `false`.
  private static func setSignal(_ id: YAMLDocument.NodeID, reader: inout YAMLReader)
    -> Trace.Event?
  {
    guard let entries = reader.mapping(id, "'set'") else { return nil }
    guard entries.count == 1, let entry = entries.first else {
      reader.report(
        .invalidValue(
          "'set' sets one signal: write '- set: { NAME: VALUE }'", at: reader.range(id)))
      return nil
    }
    if case .bool(let value) = reader.document[entry.value].value,
      reader.document[entry.value].kind == .scalar
    {
      return .signal(entry.key, value ? 1 : 0)
    }
    return reader.number(
      entry.value, "the value of signal '\(entry.key)'", expected: "a number, true or false"
    )
    .map { .signal(entry.key, $0) }
  }

  /// `{end, velocity: V}` (`end` without a value, a finite velocity), maybe
  /// with an `input`.
  private static func endWithVelocity(
    _ entry: YAMLReader.Entry, _ velocityEntry: YAMLReader.Entry, input: Located<String>?,
    at range: SourceRange, reader: inout YAMLReader
  ) -> (event: Located<Trace.Event>, input: Located<String>?)? {
    guard entry.key == "end", case .null = reader.document[entry.value].value else {
      reader.report(
        .invalidValue(
          entry.key == "end"
            ? "'end' takes no value; write '- { end, velocity: V }'"
            : "'velocity' goes with an 'end' only: write '- { end, velocity: V }'",
          at: entry.key == "end" ? reader.range(entry.value) : velocityEntry.keyRange))
      return nil
    }
    guard let velocity = reader.number(velocityEntry.value, "'velocity'") else { return nil }
    return (Located(.endWithVelocity(velocity), at: range), input)
  }
}
