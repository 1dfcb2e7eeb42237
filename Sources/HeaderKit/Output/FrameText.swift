import HeaderKitDiagnostics

/// What every frame of a series has: the spec, the swept input, the keys,
/// and whether frames carry a time (simulations do, sweeps do not).
public struct FrameColumns: Sendable {
  /// The spec's name.
  public var spec: String
  /// The swept input, for sweeps.
  public var input: String?
  /// The states a sweep holds still (``FrameSeries/heldStates``), for sweeps.
  public var heldStates: [String]?
  /// The other inputs and their raw offsets (``FrameSeries/otherInputs``), for sweeps.
  public var otherInputs: [FrameSeries.HeldInput]?
  /// `target.property` of each value, in output order.
  public var keys: [String]
  /// Whether each frame has a time (a simulation's frames do).
  public var timed: Bool

  /// The columns of frames of `spec`: sweeps of `input` (holding
  /// `heldStates` and `otherInputs` still), or timed simulations.
  public init(
    spec: String, input: String?, heldStates: [String]? = nil,
    otherInputs: [FrameSeries.HeldInput]? = nil, keys: [String], timed: Bool
  ) {
    self.spec = spec
    self.input = input
    self.heldStates = heldStates
    self.otherInputs = otherInputs
    self.keys = keys
    self.timed = timed
  }

  /// The header cells: `time` (when timed), `offset`, then the keys.
  var names: [String] { (timed ? ["time", "offset"] : ["offset"]) + keys }

  /// The values printed per frame.
  public var valuesPerFrame: Int { keys.count + (timed ? 2 : 1) }
}

/// Frames as text, one at a time, so that a long sweep or simulation is
/// written as it is evaluated instead of held in memory: a right-aligned
/// table (whose column widths are measured over the frames first), CSV with
/// a header row, or the JSON other tools read.
///
/// Names are escaped wherever they land: the table shows control characters
/// visibly (`VisibleText`); CSV quotes cells as RFC 4180 says and starts a
/// name that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab,
/// CR) with a `'`; JSON escapes as JSON does. Numbers are never altered.
public struct FrameText: Sendable {
  /// The text form and what it needs.
  public enum Style: Sendable {
    /// A table with these column widths (``TableWidths``).
    case table([Int])
    /// CSV with a header row, numbers in full precision.
    case csv
    /// `{"formatVersion", "headerkitVersion", "spec", "input", "heldStates", "otherInputs", "frames": [...]}`,
    /// as ``FrameSeries/json()`` gives it.
    case json
  }

  /// The form written.
  public let style: Style
  /// What every frame has.
  public let columns: FrameColumns
  private var count = 0

  /// The layout version of the JSON of `eval` and `simulate`, its first
  /// member: it changes when a key is removed, renamed or changes meaning.
  public static let formatVersion = 1

  /// The members every JSON series starts with: `formatVersion` and the
  /// `headerkitVersion` that wrote it.
  static let versionMembers = JSONValue.versionMembers(formatVersion: formatVersion)

  /// The most values (frames × values per frame) one `eval` or `simulate`
  /// prints: about 100 MB of CSV, written in seconds.
  public static let maxValues = 10_000_000

  /// Each key as a JSON member's start, `,\n        "key": `.
  private let jsonKeys: [String]

  /// A writer of frames with `columns` in `style`; nothing is written yet.
  public init(_ style: Style, columns: FrameColumns) {
    self.style = style
    self.columns = columns
    guard case .json = style else {
      jsonKeys = []
      return
    }
    jsonKeys = columns.keys.enumerated().map { index, key in
      (index == 0 ? "" : ",") + "\n        " + JSONValue.string(key).text() + ": "
    }
  }

  /// The text before the first frame.
  public func opening() -> String {
    switch style {
    case .table(let widths):
      let header = columns.names.map { VisibleText.escaped($0) }
      return Self.line(header, widths) + "\n"
        + widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ") + "\n"
    case .csv:
      return columns.names.map(Self.csvName).joined(separator: ",") + "\n"
    case .json:
      var text = "{"
      for (key, value) in Self.versionMembers {
        text += "\n  " + JSONValue.string(key).text() + ": " + value.text() + ","
      }
      text += "\n  \"spec\": " + JSONValue.string(columns.spec).text()
      if let input = columns.input { text += ",\n  \"input\": " + JSONValue.string(input).text() }
      if let held = columns.heldStates {
        text +=
          ",\n  \"heldStates\": " + JSONValue.array(held.map(JSONValue.string)).text(indent: 1)
      }
      if let others = columns.otherInputs {
        text += ",\n  \"otherInputs\": " + FrameSeries.json(others).text(indent: 1)
      }
      return text + ",\n  \"frames\": ["
    }
  }

  /// The text of the next frame.
  public mutating func frame(_ frame: FrameSeries.Frame) -> String {
    defer { count += 1 }
    switch style {
    case .table(let widths):
      return Self.line(Self.cells(frame, columns, FrameSeries.compact), widths) + "\n"
    case .csv:
      return Self.cells(frame, columns, JSONValue.format).joined(separator: ",") + "\n"
    case .json:
      // The text JSONValue writes for {"time", "offset", "values": {...}}
      // at the third level, without building the value.
      var text = count == 0 ? "\n    {" : ",\n    {"
      if columns.timed { text += "\n      \"time\": " + JSONValue.format(frame.time ?? 0) + "," }
      text += "\n      \"offset\": " + JSONValue.format(frame.offset) + ",\n      \"values\": {"
      for (index, value) in frame.values.enumerated() {
        text += jsonKeys[index] + JSONValue.format(value)
      }
      return text + (frame.values.isEmpty ? "}" : "\n      }") + "\n    }"
    }
  }

  /// The text after the last frame.
  public func closing() -> String {
    switch style {
    case .table, .csv: ""
    case .json: (count == 0 ? "" : "\n  ") + "]\n}\n"
    }
  }

  /// The cells of a frame: its time (when timed), offset and values.
  static func cells(
    _ frame: FrameSeries.Frame, _ columns: FrameColumns, _ format: (Double) -> String
  ) -> [String] {
    var cells: [String] = []
    cells.reserveCapacity(columns.valuesPerFrame)
    if columns.timed { cells.append(format(frame.time ?? 0)) }
    cells.append(format(frame.offset))
    for value in frame.values { cells.append(format(value)) }
    return cells
  }

  /// Cells right-aligned in their widths, two spaces apart.
  static func line(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).map { cell, width in
      String(repeating: " ", count: max(0, width - cell.count)) + cell
    }.joined(separator: "  ")
  }

  /// A name as a CSV cell: control characters other than tab, CR and LF
  /// escaped visibly; a leading `=`, `+`, `-`, `@`, tab or CR neutralised
  /// with `'`; quoted when it holds a comma, quote, CR or LF (RFC 4180).
  static func csvName(_ name: String) -> String {
    var text = ""
    for scalar in name.unicodeScalars {
      if VisibleText.isHidden(scalar), !["\t", "\r", "\n"].contains(scalar) {
        text += VisibleText.escape(scalar)
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
      text = "'" + text
    }
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
      return text
    }
    return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
  }
}

/// The column widths of a table: the widest of each column's header and
/// cells, measured frame by frame.
public struct TableWidths: Sendable {
  /// The width of each column so far, in characters.
  public private(set) var widths: [Int]

  /// The widths of the header cells alone.
  public init(_ columns: FrameColumns) {
    widths = columns.names.map { VisibleText.escaped($0).count }
  }

  /// Widens the columns to fit one frame's cells.
  public mutating func measure(_ frame: FrameSeries.Frame, _ columns: FrameColumns) {
    for (column, cell) in FrameText.cells(frame, columns, FrameSeries.compact).enumerated() {
      widths[column] = max(widths[column], cell.count)
    }
  }
}

extension String {
  /// Every `target` replaced, without Foundation.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
