import HeaderKitDiagnostics
import HeaderKitYAML

extension SpecDecoding {
  static let signalKeys = ["default", "latch"]
  static let latchKeys = ["when", "to"]

  /// A signal: its default alone (`refreshing: false`, `tab: 0`), or a
  /// mapping with `default` (required) and an optional `latch`
  /// (`{when: CONDITION, to: VALUE}`, `to` 1 unless given).
  mutating func decodeSignal(_ name: Located<String>, _ id: NodeID) -> SignalDecl? {
    let context = "signal '\(name.value)'"
    guard reader.document[id].kind == .mapping else {
      return signalDefault(id, context).map {
        SignalDecl(name: name, defaultValue: $0.value, isBoolean: $0.isBoolean)
      }
    }
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.signalKeys, in: context)
    let defaultValue = reader.required(entries, "default", in: context, at: reader.range(id))
      .flatMap { signalDefault($0.value, "the default of \(context)") }
    var latch: SignalDecl.Latch?
    var latchFailed = false
    if let entry = reader.entry(entries, "latch") {
      latch = decodeLatch(entry.value, "the latch of \(context)")
      latchFailed = latch == nil
    }
    guard let defaultValue, !latchFailed else { return nil }
    return SignalDecl(
      name: name, defaultValue: defaultValue.value, isBoolean: defaultValue.isBoolean,
      latch: latch)
  }

  /// A signal's default: a number, or `true` (1) or `false` (0).
  private mutating func signalDefault(_ id: NodeID, _ what: String)
    -> (value: Double, isBoolean: Bool)?
  {
    if case .bool(let value) = reader.document[id].value, reader.document[id].kind == .scalar {
      return (value ? 1 : 0, true)
    }
    guard let number = reader.number(id, what, expected: "a number, true or false") else {
      return nil
    }
    return (number, false)
  }

  private mutating func decodeLatch(_ id: NodeID, _ context: String) -> SignalDecl.Latch? {
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.latchKeys, in: context)
    let whole = reader.range(id)
    let when = reader.required(entries, "when", in: context, at: whole).flatMap {
      reader.expression($0.value, "'when'")
    }
    let to =
      reader.entry(entries, "to").map { reader.expression($0.value, "'to'") }
      ?? SpecExpression(text: "1", range: whole, tree: .number(1, at: whole))
    guard let when, let to else { return nil }
    return SignalDecl.Latch(when: when, to: to)
  }
}
