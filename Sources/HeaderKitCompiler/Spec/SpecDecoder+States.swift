import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

extension SpecDecoding {
  static let stateKeys = [
    "input", "initial", "min", "max", "follow", "down", "up", "gate", "position", "handoff",
    "limits", "snap",
  ]
  static let handoffKeys = ["down", "up"]

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
      decoding.reader.entry(entries, key).flatMap {
        decoding.reader.expression($0.value, "'\(key)'")
      }
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
    let position = optionalExpression("position", &self)
    let handoffEntry = reader.entry(entries, "handoff")
    let handoff = handoffEntry.map { decodeHandoff($0.value) } ?? CompiledGraph.Handoff(.none)
    let limits = reader.entry(entries, "limits").flatMap { expressionPair($0.value, "'limits'") }
    let snap = reader.entry(entries, "snap").flatMap { decodeSnap($0.value) }
    if let handoffEntry {
      checkHandoff(
        handoff, at: reader.range(handoffEntry.value), position: position, limits: limits)
    }
    guard let input, let initial, let minimum, let maximum else { return nil }
    return StateDecl(
      name: name, input: input, initial: initial, min: minimum, max: maximum, follow: follow,
      down: down, up: up, gate: gate, position: position, handoff: handoff, limits: limits,
      snap: snap, range: whole)
  }

  /// `handoff`: `true` (hold) or `false` (none), a mode for both directions, or
  /// a mapping with a mode for `down` and for `up` (a missing one is none).
  private mutating func decodeHandoff(_ id: NodeID) -> CompiledGraph.Handoff {
    let node = reader.document[id]
    if node.kind == .scalar, case .bool(let hold) = node.value {
      return CompiledGraph.Handoff(hold ? .hold : .none)
    }
    if node.kind == .mapping, let entries = reader.mapping(id, "'handoff'") {
      reader.checkKeys(entries, allowed: Self.handoffKeys, in: "'handoff'")
      func mode(_ key: String, _ decoding: inout SpecDecoding) -> CompiledGraph.Handoff.Mode {
        decoding.reader.entry(entries, key).flatMap {
          decoding.reader.choice($0.value, "'\(key)'", as: CompiledGraph.Handoff.Mode.self)
        } ?? .none
      }
      return CompiledGraph.Handoff(down: mode("down", &self), up: mode("up", &self))
    }
    let modes = CompiledGraph.Handoff.Mode.allCases.map(\.rawValue)
    if node.kind == .scalar, case .string(let text) = node.value,
      let mode = CompiledGraph.Handoff.Mode(rawValue: text)
    {
      return CompiledGraph.Handoff(mode)
    }
    let text = node.kind == .scalar ? node.text : ""
    reader.report(
      .invalidHandoff(
        found: reader.describe(id),
        suggestion: Suggestions.closest(to: text, in: modes + ["true", "false"]),
        at: reader.range(id)))
    return CompiledGraph.Handoff(.none)
  }

  /// Reports hand-offs that cannot work: `consume` and `overflow` move the
  /// content by the state's share, measured in the input's offset, so they
  /// take no `position`; `overflow` needs the limits it overflows.
  private mutating func checkHandoff(
    _ handoff: CompiledGraph.Handoff, at range: SourceRange, position: SpecExpression?,
    limits: [SpecExpression]?
  ) {
    let modes = [handoff.down, handoff.up]
    if let position, let mode = modes.first(where: { $0 == .consume || $0 == .overflow }) {
      reader.report(.positionWithHandoff(mode.rawValue, at: position.range, handoff: range))
    }
    if limits == nil, modes.contains(.overflow) {
      reader.report(.overflowWithoutLimits(at: range))
    }
  }
}

extension CompiledGraph.Snap.Rule: CaseIterable {
  public static let allCases: [CompiledGraph.Snap.Rule] = [.midpoint, .nearest, .projected]
}

extension CompiledGraph.Extrapolation: CaseIterable {
  public static let allCases: [CompiledGraph.Extrapolation] = [.clamp, .extend, .none]
}

extension CompiledGraph.Input.Axis: CaseIterable {
  public static let allCases: [CompiledGraph.Input.Axis] = [.vertical, .horizontal]
}
