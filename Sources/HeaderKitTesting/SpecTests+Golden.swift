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
      func read(_ column: Int) -> Double {
        switch column {
        case -2: header.time
        case -1: header.rawInput(input)
        default: header.value(at: column)
        }
      }
      let frames = section.events?.count ?? section.offsets?.count ?? 0
      for (frame, row) in section.rows.prefix(frames).enumerated() {
        let when: String
        if let events = section.events {
          events[frame].apply(to: &header, input: setup.eventInputs[frame])
          let text = describe(
            events[frame], input: section.eventInputs?[frame], driven: section.input)
          when = "event \(frame + 1) (\(text))"
        } else {
          let offset = section.offsets?[frame] ?? 0
          header.setInput(input, raw: offset)
          when = "offset \(Self.shown(offset))"
        }
        for (index, (key, column)) in zip(section.keys, columns).enumerated()
        where index < row.values.count {
          let now = Self.fixed(read(column))
          let recorded = row.values[index]
          let nowValue = Double(now) ?? .nan
          guard !GoldenValue.matches(nowValue, golden: recorded, tolerance: golden.tolerance)
          else { continue }
          return
            "\(golden.file):\(row.line):\(row.columns[index]): the timeline of '\(graph.name)' first differs from its golden timeline at \(when) of section \(number + 1): \(key) is now \(now), the golden timeline has \(Self.fixed(recorded))"
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
