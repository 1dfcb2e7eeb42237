import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

extension SpecDecoding {
  static let snapKeys = [
    "to", "rule", "duration", "ease", "spring", "fling", "deceleration", "movesInput",
  ]
  package static let springForms: [(CompiledGraph.SpringSource.Form, [String])] = [
    (.response, ["response", "dampingFraction"]), (.physical, ["mass", "stiffness", "damping"]),
  ]
  /// `UIScrollView.DecelerationRate`'s named rates, per millisecond.
  static let decelerationRates = ["normal": 0.998, "fast": 0.99]

  /// A state's `snap`: targets, a rule, and a duration with an easing or a
  /// spring; optionally a fling speed, a deceleration rate and `movesInput`.
  mutating func decodeSnap(_ id: NodeID) -> SnapDecl? {
    guard let entries = reader.mapping(id, "'snap'") else { return nil }
    reader.checkKeys(entries, allowed: Self.snapKeys, in: "'snap'")
    let whole = reader.range(id)
    var targets: [SpecExpression] = []
    if let entry = reader.required(entries, "to", in: "'snap'", at: whole),
      let items = reader.sequence(entry.value, "'to'")
    {
      if items.isEmpty {
        reader.report(
          .invalidValue("'to' needs at least one snap target", at: reader.range(entry.value)))
      }
      targets = items.compactMap { reader.expression($0, "each snap target") }
      if targets.count != items.count { return nil }
    }
    let ruleEntry = reader.entry(entries, "rule")
    let rule = ruleEntry.flatMap {
      reader.choice($0.value, "'rule'", as: CompiledGraph.Snap.Rule.self)
    }
    let durationEntry = reader.entry(entries, "duration")
    let springEntry = reader.entry(entries, "spring")
    let easeEntry = reader.entry(entries, "ease")
    if let springEntry, let other = durationEntry ?? easeEntry {
      reader.report(
        .springWithDuration(other.key, at: other.keyRange, spring: springEntry.keyRange))
    } else if durationEntry == nil, springEntry == nil {
      reader.report(.snapWithoutTiming(at: whole))
    }
    let duration = durationEntry.flatMap { reader.duration($0.value, "'duration'") }
    let spring = springEntry.flatMap { decodeSpring($0.value) }
    let ease = easeEntry.flatMap { reader.easing($0.value) }
    let fling = reader.entry(entries, "fling").flatMap { reader.expression($0.value, "'fling'") }
    let decelerationEntry = reader.entry(entries, "deceleration")
    let deceleration = decelerationEntry.flatMap { decodeDeceleration($0.value) }
    if let decelerationEntry, rule != .projected {
      reader.report(
        .decelerationWithoutProjection(
          at: decelerationEntry.keyRange, rule: ruleEntry.map { reader.range($0.value) }))
    }
    let movesInput = reader.entry(entries, "movesInput").flatMap {
      reader.bool($0.value, "'movesInput'")
    }
    guard !targets.isEmpty, duration != nil || spring != nil else { return nil }
    let rate = Self.decelerationRates["normal"]!
    return SnapDecl(
      targets: targets, rule: rule ?? .midpoint,
      duration: duration ?? SpecExpression(text: "0", range: whole, tree: .number(0, at: whole)),
      ease: ease?.value ?? .easeInOut, spring: spring, fling: fling,
      deceleration: deceleration
        ?? (rule == .projected
          ? SpecExpression(text: "0.998", range: whole, tree: .number(rate, at: whole)) : nil),
      movesInput: movesInput ?? false, range: whole)
  }

  /// `spring: {response, dampingFraction}` or `{mass, stiffness, damping}`
  /// (a snap's or a transition's).
  mutating func decodeSpring(_ id: NodeID) -> SpringDecl? {
    guard let entries = reader.mapping(id, "'spring'") else { return nil }
    let allKeys = Self.springForms.flatMap(\.1)
    reader.checkKeys(entries, allowed: allKeys, in: "'spring'")
    let known = entries.filter { allKeys.contains($0.key) }
    let forms = Self.springForms.filter { form in known.contains { form.1.contains($0.key) } }
    guard forms.count == 1, let (form, keys) = forms.first else {
      reader.report(.invalidSpring(found: known.map(\.key), at: reader.range(id)))
      return nil
    }
    let missing = keys.filter { key in !known.contains { $0.key == key } }
    if !missing.isEmpty {
      reader.report(.invalidSpring(found: known.map(\.key), at: reader.range(id)))
      return nil
    }
    let parameters = keys.compactMap { key in
      // A response is seconds, as a duration is.
      reader.entry(entries, key).flatMap {
        key == "response"
          ? reader.duration($0.value, "'\(key)'") : reader.expression($0.value, "'\(key)'")
      }
    }
    guard parameters.count == keys.count else { return nil }
    return SpringDecl(form: form, parameters: parameters, range: reader.range(id))
  }

  /// A deceleration rate: an expression, or `normal` (0.998) or `fast` (0.99).
  private mutating func decodeDeceleration(_ id: NodeID) -> SpecExpression? {
    let node = reader.document[id]
    if node.kind == .scalar, case .string(let text) = node.value,
      let rate = Self.decelerationRates[text]
    {
      return SpecExpression(text: text, range: node.range, tree: .number(rate, at: node.range))
    }
    return reader.expression(id, "'deceleration'")
  }
}
