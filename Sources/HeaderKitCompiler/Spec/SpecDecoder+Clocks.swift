import HeaderKitDiagnostics
import HeaderKitYAML

extension SpecDecoding {
  static let clockKeys = ["while", "period"]

  /// A clock: `while` (required) and `period` (optional).
  mutating func decodeClock(_ name: Located<String>, _ id: NodeID) -> ClockDecl? {
    let context = "clock '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.clockKeys, in: context)
    let running = reader.required(entries, "while", in: context, at: reader.range(id)).flatMap {
      reader.expression($0.value, "'while'")
    }
    var period: SpecExpression?
    if let entry = reader.entry(entries, "period") {
      guard let expression = reader.duration(entry.value, "'period'") else { return nil }
      period = expression
    }
    guard let running else { return nil }
    return ClockDecl(name: name, running: running, period: period)
  }
}
