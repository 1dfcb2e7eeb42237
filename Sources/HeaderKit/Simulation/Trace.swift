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
  }

  /// The input the trace drives, when it names one.
  public var input: Located<String>?
  /// The events in order, each located where it is written.
  public var events: [Located<Event>]

  /// A trace of `events` that drives `input`, or the default input when nil.
  public init(input: Located<String>? = nil, events: [Located<Event>]) {
    self.input = input
    self.events = events
  }

  /// The event kinds, as a trace writes them.
  package static let eventNames = ["drag", "scroll", "end", "wait"]
  static let keys = ["input", "events"]
  /// The most events one trace may hold.
  public static let maxEvents = 100_000
}

/// Reads traces, reporting every malformed event with its location.
public enum TraceDecoder {
  /// Parses and decodes trace YAML.
  public static func decode(bytes: [UInt8]) -> (trace: Trace?, diagnostics: [Diagnostic]) {
    let parsed = YAMLParser.parse(bytes)
    guard let document = parsed.document else { return (nil, parsed.diagnostics) }
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
      return events(id, reader: &reader).map { Trace(events: $0) }
    }
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Trace.keys, in: context)
    let input = reader.entry(entries, "input").flatMap { reader.reference($0.value, "'input'") }
    guard let entry = reader.required(entries, "events", in: context, at: reader.range(id)),
      let events = events(entry.value, reader: &reader)
    else { return nil }
    return Trace(input: input, events: events)
  }

  private static func events(
    _ id: YAMLDocument.NodeID, reader: inout YAMLReader
  ) -> [Located<Trace.Event>]? {
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
    for item in items {
      if let event = event(item, reader: &reader) { events.append(event) }
    }
    return events
  }

  private static func event(
    _ id: YAMLDocument.NodeID, reader: inout YAMLReader
  ) -> Located<Trace.Event>? {
    let node = reader.document[id]
    let range = node.range
    if node.kind == .scalar {
      let name = node.text
      if name == "end" { return Located(.end, at: range) }
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
    if node.kind == .mapping, let entries = reader.mapping(id, "an event"),
      entries.contains(where: { $0.key == "velocity" })
    {
      return endWithVelocity(entries, at: range, reader: &reader)
    }
    guard let entries = reader.mapping(id, "an event"), entries.count == 1,
      let entry = entries.first
    else {
      if node.kind == .mapping {
        reader.report(.invalidValue("an event has exactly one key, such as 'drag: 10'", at: range))
      }
      return nil
    }
    guard Trace.eventNames.contains(entry.key), entry.key != "end" else {
      if entry.key == "end" {
        reader.report(
          .invalidValue(
            "'end' takes no value; write '- end', or '- {end, velocity: V}' with V in points per second",
            at: entry.keyRange))
      } else {
        reader.report(
          .unknownEvent(
            entry.key, suggestion: Suggestions.closest(to: entry.key, in: Trace.eventNames),
            at: entry.keyRange))
      }
      return nil
    }
    guard let value = reader.number(entry.value, "'\(entry.key)'") else { return nil }
    switch entry.key {
    case "drag": return Located(.drag(value), at: range)
    case "scroll": return Located(.scroll(value), at: range)
    default:
      guard value >= 0 else {
        reader.report(.negativeWait(value, at: reader.range(entry.value)))
        return nil
      }
      return Located(.wait(value), at: range)
    }
  }

  /// `{end, velocity: V}` (`end` with no value, and a finite velocity).
  private static func endWithVelocity(
    _ entries: [YAMLReader.Entry], at range: SourceRange, reader: inout YAMLReader
  ) -> Located<Trace.Event>? {
    reader.checkKeys(entries, allowed: ["end", "velocity"], in: "an end with a velocity")
    guard let end = reader.entry(entries, "end") else {
      reader.report(.missingKey("end", in: "an event with a 'velocity'", at: range))
      return nil
    }
    guard case .null = reader.document[end.value].value else {
      reader.report(
        .invalidValue(
          "'end' takes no value; write '- {end, velocity: V}'", at: reader.range(end.value)))
      return nil
    }
    guard
      let velocity = reader.entry(entries, "velocity").flatMap({
        reader.number($0.value, "'velocity'")
      })
    else { return nil }
    return Located(.endWithVelocity(velocity), at: range)
  }
}
