import Foundation
public import HeaderKitRuntime

extension SpecTests {
  /// The first frame where `header` differs from the golden timeline (each
  /// value as the golden file writes it, to 6 decimals, within the golden's
  /// tolerance), as `file:line:column: what differs`; nil when it agrees,
  /// or when there is no golden timeline (``golden`` is nil).
  public func goldenFailure(of header: some ScrollDrivenHeader) -> String? {
    guard let golden else { return nil }
    for (number, section) in golden.sections.enumerated() {
      var header = header
      let setup: Setup
      do {
        setup = try prepare(
          &header, params: section.params, input: section.input, inputs: section.inputs,
          events: section.events, eventInputs: section.eventInputs)
      } catch {
        return "\(golden.file): section \(number + 1): \(error)"
      }
      let input = setup.input
      var columns: [Int] = []
      for key in section.keys {
        guard let column = key == "time" ? -2 : column(of: key, in: header) else {
          return "\(golden.file): section \(number + 1): the header has no output '\(key)'"
        }
        columns.append(column)
      }
      var values = [Double](repeating: 0, count: columns.count)
      let frames = section.events?.count ?? section.offsets?.count ?? 0
      for (frame, row) in section.rows.prefix(frames).enumerated() {
        if let events = section.events {
          events[frame].apply(to: &header, input: setup.eventInputs[frame])
        } else {
          header.setInput(input, raw: section.offsets?[frame] ?? 0)
        }
        Self.read(columns, of: header, input: input, into: &values)
        // A row has a value and a column per key (checked on load; a row
        // changed since compares what it has).
        for (index, (recorded, place)) in zip(row.values, row.columns).enumerated()
        where index < columns.count {
          let now = Self.fixed(values[index])
          guard
            !GoldenValue.matches(Double(now) ?? .nan, golden: recorded, tolerance: golden.tolerance)
          else { continue }
          let when: String
          if let events = section.events {
            let text = describe(
              events[frame], input: section.eventInputs?[frame], driven: section.input)
            when = "event \(frame + 1) (\(text))"
          } else {
            when = "offset \(Self.shown(section.offsets?[frame] ?? 0))"
          }
          return
            "\(golden.file):\(row.line):\(place): the timeline of '\(graph.name)' first differs from its golden timeline at \(when) of section \(number + 1): \(section.keys[index]) is now \(now), the golden timeline has \(Self.fixed(recorded))"
        }
      }
    }
    return nil
  }

  /// A value as the golden file writes it: 6 decimals, `-0.000000` as `0.000000`.
  static func fixed(_ value: Double) -> String {
    let text = String(format: "%.6f", value)
    return text == "-0.000000" ? "0.000000" : text
  }
}
