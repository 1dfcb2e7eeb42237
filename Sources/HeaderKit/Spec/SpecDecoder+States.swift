import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

extension SpecDecoding {
  static let stateKeys = [
    "input", "initial", "min", "max", "follow", "down", "up", "gate", "handoff", "snap",
  ]
  static let snapKeys = ["to", "rule", "duration", "ease"]

  mutating func decodeState(_ name: Located<String>, _ id: NodeID) -> StateDecl? {
    let context = "state '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.stateKeys, in: context)
    let whole = reader.range(id)
    func requiredExpression(_ key: String, _ decoding: inout SpecDecoding) -> SpecExpression? {
      decoding.reader.required(entries, key, in: context, at: whole).flatMap {
        decoding.reader.expression($0.value, "'\(key)'")
      }
    }
    func optionalExpression(_ key: String, _ decoding: inout SpecDecoding) -> SpecExpression? {
      decoding.reader.entry(entries, key).flatMap { decoding.reader.expression($0.value, "'\(key)'") }
    }
    let input = reader.required(entries, "input", in: context, at: whole).flatMap {
      reader.reference($0.value, "'input'")
    }
    let initial = requiredExpression("initial", &self)
    let minimum = requiredExpression("min", &self)
    let maximum = requiredExpression("max", &self)
    let follow =
      optionalExpression("follow", &self)
      ?? SpecExpression(text: "-1", range: whole, tree: .number(-1, at: whole))
    let down = optionalExpression("down", &self)
    let up = optionalExpression("up", &self)
    let gate = optionalExpression("gate", &self)
    let handoff = reader.entry(entries, "handoff").flatMap { reader.bool($0.value, "'handoff'") } ?? false
    let snap = reader.entry(entries, "snap").flatMap { decodeSnap($0.value) }
    guard let input, let initial, let minimum, let maximum else { return nil }
    return StateDecl(
      name: name, input: input, initial: initial, min: minimum, max: maximum, follow: follow,
      down: down, up: up, gate: gate, handoff: handoff, snap: snap, range: whole)
  }

  private mutating func decodeSnap(_ id: NodeID) -> SnapDecl? {
    guard let entries = reader.mapping(id, "'snap'") else { return nil }
    reader.checkKeys(entries, allowed: Self.snapKeys, in: "'snap'")
    let whole = reader.range(id)
    var targets: [SpecExpression] = []
    if let entry = reader.required(entries, "to", in: "'snap'", at: whole),
      let items = reader.sequence(entry.value, "'to'")
    {
      if items.isEmpty {
        reader.report(.invalidValue("'to' needs at least one snap target", at: reader.range(entry.value)))
      }
      targets = items.compactMap { reader.expression($0, "each snap target") }
      if targets.count != items.count { return nil }
    }
    let rule = reader.entry(entries, "rule").flatMap { reader.choice($0.value, "'rule'", as: CompiledGraph.Snap.Rule.self) }
    let duration = reader.required(entries, "duration", in: "'snap'", at: whole).flatMap {
      reader.expression($0.value, "'duration'")
    }
    let ease = reader.entry(entries, "ease").flatMap { reader.easing($0.value) }
    guard let duration, !targets.isEmpty else { return nil }
    return SnapDecl(
      targets: targets, rule: rule ?? .midpoint, duration: duration,
      ease: ease?.value ?? .easeInOut, range: whole)
  }
}

extension CompiledGraph.Snap.Rule: CaseIterable {
  public static let allCases: [CompiledGraph.Snap.Rule] = [.midpoint, .nearest]
}

extension CompiledGraph.Extrapolation: CaseIterable {
  public static let allCases: [CompiledGraph.Extrapolation] = [.clamp, .extend, .none]
}

extension CompiledGraph.Input.Axis: CaseIterable {
  public static let allCases: [CompiledGraph.Input.Axis] = [.vertical, .horizontal]
}
