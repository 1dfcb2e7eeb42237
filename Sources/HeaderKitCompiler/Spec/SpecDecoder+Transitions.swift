import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

extension SpecDecoding {
  static let transitionKeys = ["when", "from", "to", "duration", "ease", "spring"]
  static let transitionEaseKeys = ["forward", "back"]
  /// The spellings of `forward` and `back` before 0.2, which YAML 1.1 tools
  /// read as `true` and `false`; still read, with a warning.
  static let oldTransitionEaseKeys = ["on", "off"]

  /// A transition: `when` and a timing (`duration`, or `spring` instead of
  /// `duration` and `ease`) are required; `from` is 0 and `to` is 1 unless
  /// given; `ease` is one easing for both directions or
  /// `{forward: EASING, back: EASING}` (a missing one is `easeInOut`);
  /// `duration` and `spring` one for both directions or
  /// `{forward: …, back: …}`, both given.
  mutating func decodeTransition(_ name: Located<String>, _ id: NodeID) -> TransitionDecl? {
    let context = "transition '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.transitionKeys, in: context)
    let whole = reader.range(id)
    func optional(_ key: String, default value: Double, _ decoding: inout SpecDecoding)
      -> SpecExpression?
    {
      guard let entry = decoding.reader.entry(entries, key) else {
        return SpecExpression(text: "\(Int(value))", range: whole, tree: .number(value, at: whole))
      }
      return decoding.reader.expression(entry.value, "'\(key)'")
    }
    let when = reader.required(entries, "when", in: context, at: whole).flatMap {
      reader.expression($0.value, "'when'")
    }
    let from = optional("from", default: 0, &self)
    let to = optional("to", default: 1, &self)
    let springEntry = reader.entry(entries, "spring")
    var (easeOn, easeOff) = (Easing.easeInOut, Easing.easeInOut)
    var duration: (forward: SpecExpression, back: SpecExpression)?
    var spring: (forward: SpringDecl, back: SpringDecl)?
    if let springEntry {
      // The spring decides how long and how the value moves.
      for key in ["duration", "ease"] {
        guard let other = reader.entry(entries, key) else { continue }
        reader.report(
          .transitionSpringWithTiming(key, at: other.keyRange, spring: springEntry.keyRange))
      }
      spring = perDirection(springEntry) { $0.decodeSpring($1) }
      let zero = SpecExpression(text: "0", range: whole, tree: .number(0, at: whole))
      duration = (zero, zero)
    } else {
      duration = reader.required(entries, "duration", in: context, at: whole).flatMap {
        perDirection($0) { $0.reader.duration($1, "'duration'") }
      }
      if let entry = reader.entry(entries, "ease") {
        (easeOn, easeOff) = decodeTransitionEase(entry.value)
      }
    }
    guard let when, let from, let to, let duration, springEntry == nil || spring != nil
    else { return nil }
    return TransitionDecl(
      name: name, when: when, from: from, to: to, duration: duration.forward, easeOn: easeOn,
      easeOff: easeOff, spring: spring?.forward, range: whole,
      backDuration: springEntry == nil && duration.back != duration.forward ? duration.back : nil,
      backSpring: spring.flatMap { $0.back != $0.forward ? $0.back : nil })
  }

  /// A transition's `duration` or `spring`, by `decode`: one value for both
  /// directions, or a mapping `{forward: …, back: …}` with both (a mapping
  /// with a direction key is one; `on` and `off`, which `ease` once took,
  /// are refused here, naming the keys to write).
  private mutating func perDirection<Value>(
    _ entry: YAMLReader.Entry, _ decode: (inout SpecDecoding, NodeID) -> Value?
  ) -> (forward: Value, back: Value)? {
    let document = reader.document
    let directions = Self.transitionEaseKeys + Self.oldTransitionEaseKeys
    guard document[entry.value].kind == .mapping,
      document.pairs(of: entry.value).contains(where: {
        directions.contains(document[$0.key].text)
      }),
      let entries = reader.mapping(entry.value, "'\(entry.key)'")
    else { return decode(&self, entry.value).map { ($0, $0) } }
    let old = entries.filter { Self.oldTransitionEaseKeys.contains($0.key) }
    for written in old {
      reader.report(.perDirectionTiming(entry.key, oldKey: written.key, at: written.keyRange))
    }
    guard old.isEmpty else { return nil }
    reader.checkKeys(
      entries.filter { !Self.oldTransitionEaseKeys.contains($0.key) },
      allowed: Self.transitionEaseKeys, in: "'\(entry.key)'")
    let range = reader.range(entry.value)
    let context = "a per-direction '\(entry.key)'"
    let forward = reader.required(entries, "forward", in: context, at: range).flatMap {
      decode(&self, $0.value)
    }
    let back = reader.required(entries, "back", in: context, at: range).flatMap {
      decode(&self, $0.value)
    }
    guard let forward, let back else { return nil }
    return (forward, back)
  }

  /// One easing for both directions, or a mapping with `forward` (towards
  /// `to`) and `back` (or their old spellings, `on` and `off`).
  private mutating func decodeTransitionEase(_ id: NodeID) -> (on: Easing, off: Easing) {
    guard reader.document[id].kind == .mapping else {
      let easing = reader.easing(id)?.value ?? .easeInOut
      return (easing, easing)
    }
    guard let written = reader.mapping(id, "'ease'") else { return (.easeInOut, .easeInOut) }
    let entries = reader.readingOldKeys(
      written, Array(zip(Self.oldTransitionEaseKeys, Self.transitionEaseKeys)), in: "'ease'")
    reader.checkKeys(entries, allowed: Self.transitionEaseKeys, in: "'ease'")
    func easing(_ key: String, _ decoding: inout SpecDecoding) -> Easing {
      decoding.reader.entry(entries, key).flatMap { decoding.reader.easing($0.value)?.value }
        ?? .easeInOut
    }
    return (easing("forward", &self), easing("back", &self))
  }
}
