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
  /// `{forward: EASING, back: EASING}` (a missing one is `easeInOut`).
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
    let duration: SpecExpression?
    var spring: SpringDecl?
    if let springEntry {
      // The spring decides how long and how the value moves, both ways.
      for key in ["duration", "ease"] {
        guard let other = reader.entry(entries, key) else { continue }
        reader.report(
          .transitionSpringWithTiming(key, at: other.keyRange, spring: springEntry.keyRange))
      }
      spring = refusesPerDirection(springEntry) ? nil : decodeSpring(springEntry.value)
      duration = SpecExpression(text: "0", range: whole, tree: .number(0, at: whole))
    } else if let entry = reader.entry(entries, "duration"), refusesPerDirection(entry) {
      duration = nil
    } else {
      duration = reader.required(entries, "duration", in: context, at: whole).flatMap {
        reader.duration($0.value, "'duration'")
      }
      if let entry = reader.entry(entries, "ease") {
        (easeOn, easeOff) = decodeTransitionEase(entry.value)
      }
    }
    guard let when, let from, let to, let duration, springEntry == nil || spring != nil
    else { return nil }
    return TransitionDecl(
      name: name, when: when, from: from, to: to, duration: duration, easeOn: easeOn,
      easeOff: easeOff, spring: spring, range: whole)
  }

  /// Whether `entry`, a transition's `duration` or `spring`, is a mapping
  /// of directions (`{forward: …, back: …}`), which is reported: only `ease`
  /// may differ per direction.
  private mutating func refusesPerDirection(_ entry: YAMLReader.Entry) -> Bool {
    let document = reader.document
    let directions = Self.transitionEaseKeys + Self.oldTransitionEaseKeys
    guard document[entry.value].kind == .mapping,
      document.pairs(of: entry.value).contains(where: {
        directions.contains(document[$0.key].text)
      })
    else { return false }
    reader.report(.perDirectionTiming(entry.key, at: reader.range(entry.value)))
    return true
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
