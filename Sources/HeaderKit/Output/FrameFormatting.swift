/// Renders ``FrameSeries`` as a terminal table, CSV or the JSON other tools read.
extension FrameSeries {
  /// A right-aligned table: one row per frame, one column per key.
  public func table() -> String {
    var header = time == nil ? ["offset"] : ["time", "offset"]
    header += keys
    var rows: [[String]] = []
    for frame in frames {
      var row: [String] = []
      if let time = frame.time { row.append(Self.compact(time)) }
      row.append(Self.compact(frame.offset))
      row += frame.values.map(Self.compact)
      rows.append(row)
    }
    let widths = header.indices.map { column in
      max(header[column].count, rows.map { $0[column].count }.max() ?? 0)
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }
    var out = line(header) + "\n"
    out += widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows { out += line(row) + "\n" }
    return out
  }

  /// CSV with a header row, numbers in full precision.
  public func csv() -> String {
    var header = time == nil ? ["offset"] : ["time", "offset"]
    header += keys
    var out = header.joined(separator: ",") + "\n"
    for frame in frames {
      var cells: [String] = []
      if let time = frame.time { cells.append(JSONValue.format(time)) }
      cells.append(JSONValue.format(frame.offset))
      cells += frame.values.map(JSONValue.format)
      out += cells.joined(separator: ",") + "\n"
    }
    return out
  }

  /// `{"spec", "input", "frames": [{"offset", "values": {key: value}}]}` for a
  /// sweep; `{"spec", "frames": [{"time", "offset", "values"}]}` for a simulation.
  public func json() -> JSONValue {
    var members: [(String, JSONValue)] = [("spec", .string(spec))]
    if let input { members.append(("input", .string(input))) }
    let frameValues = frames.map { frame -> JSONValue in
      var object: [(String, JSONValue)] = []
      if let time = frame.time { object.append(("time", .number(time))) }
      object.append(("offset", .number(frame.offset)))
      object.append(("values", .object(zip(keys, frame.values).map { ($0, .number($1)) })))
      return .object(object)
    }
    members.append(("frames", .array(frameValues)))
    return .object(members)
  }

  private var time: Double? { frames.first?.time }

  /// Up to four decimals, trailing zeros dropped, and no "-0".
  public static func compact(_ value: Double) -> String {
    guard abs(value) < 1e11 else { return JSONValue.format(value) }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format4: rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension String {
  /// A number with exactly four decimals, without Foundation.
  init(format4 value: Double) {
    let negative = value < 0
    let scaled = Int((abs(value) * 10_000).rounded())
    let whole = scaled / 10_000
    let fraction = String(scaled % 10_000)
    self =
      (negative ? "-" : "") + "\(whole)." + String(repeating: "0", count: 4 - fraction.count)
      + fraction
  }
}
