/// Renders ``FrameSeries`` as a terminal table, CSV or the JSON other tools read.
extension FrameSeries {
  /// A right-aligned table: one row per frame, one column per key.
  public func table() -> String {
    var widths = TableWidths(columns)
    for frame in frames { widths.measure(frame, columns) }
    return text(.table(widths.widths))
  }

  /// CSV with a header row, numbers in full precision.
  public func csv() -> String { text(.csv) }

  /// `{"formatVersion", "headerkitVersion", "spec", "input", "heldStates", "otherInputs", "frames":
  /// [{"offset", "values": {key: value}}]}` for a sweep; `{"formatVersion",
  /// "headerkitVersion", "spec", "frames": [{"time", "offset", "values"}]}` for a simulation.
  public func json() -> JSONValue {
    var members = FrameText.versionMembers + [("spec", .string(spec))]
    if let input { members.append(("input", .string(input))) }
    if let heldStates { members.append(("heldStates", .array(heldStates.map(JSONValue.string)))) }
    if let otherInputs { members.append(("otherInputs", Self.json(otherInputs))) }
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

  /// The columns every frame has.
  public var columns: FrameColumns {
    FrameColumns(
      spec: spec, input: input, heldStates: heldStates, otherInputs: otherInputs, keys: keys,
      timed: frames.first?.time != nil)
  }

  /// `{"name": raw, ...}`, in input order.
  static func json(_ inputs: [HeldInput]) -> JSONValue {
    .object(inputs.map { ($0.name, .number($0.raw)) })
  }

  private func text(_ style: FrameText.Style) -> String {
    var writer = FrameText(style, columns: columns)
    var out = writer.opening()
    for frame in frames { out += writer.frame(frame) }
    return out + writer.closing()
  }

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
