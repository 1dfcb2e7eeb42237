import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

/// Turns a YAML document into a ``Spec``, reporting every structural mistake:
/// unknown keys (with suggestions), wrong types, missing keys, bad values.
///
/// Names used in expressions are checked afterwards by ``SpecCompiler``, once
/// every declaration is known.
public enum SpecDecoder {
  /// The keys a spec may have at its top level.
  package static let topLevelKeys = [
    "version", "name", "description", "inputs", "params", "ranges", "vars", "states",
    "transitions", "signals", "clocks", "targets", "preview", "tests",
  ]

  /// Decodes a spec; the spec is nil when its required top-level keys are unusable.
  public static func decode(_ document: YAMLDocument, limits: SpecLimits = .default)
    -> (spec: Spec?, diagnostics: [Diagnostic])
  {
    var reader = YAMLReader(document: document)
    reader.maxExpressionNodes = limits.maxExpressionNodes
    var decoding = SpecDecoding(reader: reader, limits: limits)
    let spec = decoding.decodeSpec(document.root)
    return (spec, decoding.reader.diagnostics)
  }
}

/// The state of one decoding pass.
package struct SpecDecoding {
  typealias NodeID = YAMLDocument.NodeID
  typealias Entry = YAMLReader.Entry

  var reader: YAMLReader
  let limits: SpecLimits
  /// Inputs, params, signals, ranges, vars, states and transitions declared so far, for ``SpecLimits/maxNames``.
  var declaredNames = 0

  mutating func decodeSpec(_ root: NodeID) -> Spec? {
    guard let entries = reader.mapping(root, "the top level of a spec") else { return nil }
    reader.checkKeys(entries, allowed: SpecDecoder.topLevelKeys, in: "the spec")
    let whole = reader.range(root)
    let versionEntry = reader.required(entries, "version", in: "a spec", at: whole)
    let version = versionEntry.flatMap { decodeVersion($0) }
    if let versionEntry, version == nil,
      case .number = reader.document[versionEntry.value].value
    {
      return nil  // another version's keys would only produce noise
    }
    var name: Located<String>?
    if let entry = reader.required(entries, "name", in: "a spec", at: whole),
      let text = reader.string(entry.value, "'name'")
    {
      if text.isEmpty {
        reader.report(.invalidValue("'name' must not be empty", at: reader.range(entry.value)))
      }
      // The name becomes a title, file names and a Swift type's name; the
      // compiled graph holds it to the same limit.
      let maxLength = GraphLimit.nameLength.limit
      if text.unicodeScalars.count > maxLength {
        reader.report(
          .limitExceeded("characters in 'name'", limit: maxLength, at: reader.range(entry.value)))
      }
      name = Located(text, at: reader.range(entry.value))
    }
    var spec = Spec(version: version ?? 1, name: name ?? Located("", at: whole))
    if let entry = reader.entry(entries, "description") {
      spec.description = reader.string(entry.value, "'description'")
    }
    if let entry = reader.required(entries, "inputs", in: "a spec", at: whole) {
      spec.inputs = namedSection(entry, "inputs") { $0.decodeInput($1, $2) }
      if spec.inputs.isEmpty, reader.document[entry.value].kind == .mapping {
        reader.report(.missingKey("an input", in: "'inputs'", at: reader.range(entry.value)))
      }
    }
    if let entry = reader.entry(entries, "params") {
      spec.params = namedSection(entry, "params") { $0.decodeParam($1, $2) }
    }
    if let entry = reader.entry(entries, "signals") {
      spec.signals = namedSection(entry, "signals") { $0.decodeSignal($1, $2) }
    }
    if let entry = reader.entry(entries, "clocks") {
      spec.clocks = namedSection(entry, "clocks") { $0.decodeClock($1, $2) }
    }
    if let entry = reader.entry(entries, "ranges") {
      spec.ranges = namedSection(entry, "ranges") { $0.decodeRange($1, $2) }
    }
    if let entry = reader.entry(entries, "vars") {
      spec.vars = namedSection(entry, "vars") { $0.decodeVar($1, $2) }
    }
    if let entry = reader.entry(entries, "states") {
      spec.states = namedSection(entry, "states") { $0.decodeState($1, $2) }
    }
    if let entry = reader.entry(entries, "transitions") {
      spec.transitions = namedSection(entry, "transitions") { $0.decodeTransition($1, $2) }
    }
    if let entry = reader.required(entries, "targets", in: "a spec", at: whole) {
      spec.targets = namedSection(entry, "targets", limit: limits.maxTargets) {
        $0.decodeTarget($1, $2)
      }
    }
    if let entry = reader.entry(entries, "preview") {
      spec.preview = decodeScreenPreview(entry.value)
    }
    guard version != nil, name != nil else { return nil }
    return spec
  }

  private mutating func decodeVersion(_ entry: Entry) -> Int? {
    let node = reader.document[entry.value]
    guard case .number(let value) = node.value, node.kind == .scalar else {
      reader.report(
        .wrongType(
          "'version'", expected: "the number 1", found: reader.describe(entry.value),
          at: node.range))
      return nil
    }
    guard value == 1 else {
      reader.report(.unsupportedVersion(node.text, at: node.range))
      return nil
    }
    return 1
  }

  /// Decodes a mapping of declarations, in order, skipping bad names.
  ///
  /// Without a `limit` of its own, a section counts towards
  /// ``SpecLimits/maxNames``, which its names share with the other sections.
  mutating func namedSection<Declaration>(
    _ entry: Entry, _ section: String, limit: Int? = nil,
    _ decode: (inout SpecDecoding, Located<String>, NodeID) -> Declaration?
  ) -> [Declaration] {
    guard let entries = reader.mapping(entry.value, "'\(section)'") else { return [] }
    if let limit, entries.count > limit {
      reader.report(.limitExceeded(section, limit: limit, at: entries[limit].keyRange))
      return []
    }
    if limit == nil {
      let allowed = max(0, limits.maxNames - declaredNames)
      if entries.count > allowed {
        reader.report(
          .limitExceeded(
            "names (inputs, params, signals, clocks, ranges, vars, states and transitions together)",
            limit: limits.maxNames,
            at: entries[allowed].keyRange))
        return []
      }
      declaredNames += entries.count
    }
    var declarations: [Declaration] = []
    for item in entries {
      guard let name = reader.declaredName(item) else { continue }
      if let declaration = decode(&self, name, item.value) { declarations.append(declaration) }
    }
    return declarations
  }

  // MARK: Inputs, params, ranges

  static let inputKeys = ["axis", "inset", "rest", "bounds"]

  mutating func decodeInput(_ name: Located<String>, _ id: NodeID) -> InputDecl? {
    let context = "input '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.inputKeys, in: context)
    var input = InputDecl(name: name, axis: .vertical)
    if let entry = reader.entry(entries, "axis") {
      input.axis = reader.choice(entry.value, "'axis'") ?? .vertical
    }
    if let entry = reader.entry(entries, "inset") {
      input.inset = reader.expression(entry.value, "'inset'")
    }
    if let entry = reader.entry(entries, "rest") {
      input.rest = reader.expression(entry.value, "'rest'")
    }
    if let entry = reader.entry(entries, "bounds") {
      input.bounds = expressionPair(entry.value, "'bounds'")
    }
    return input
  }

  /// Two expressions written as a list, e.g. `[-200, 400]`.
  mutating func expressionPair(_ id: NodeID, _ what: String) -> [SpecExpression]? {
    guard let items = reader.sequence(id, what) else { return nil }
    guard items.count == 2 else {
      reader.report(
        .wrongType(
          what, expected: "a list of two values [low, high]",
          found: items.count == 1 ? "1 value" : "\(items.count) values",
          at: reader.range(id)))
      return nil
    }
    let pair = items.compactMap { reader.expression($0, "each element of \(what)") }
    return pair.count == 2 ? pair : nil
  }

  static let paramKeys = ["default", "description", "min", "max"]

  mutating func decodeParam(_ name: Located<String>, _ id: NodeID) -> ParamDecl? {
    let context = "param '\(name.value)'"
    let node = reader.document[id]
    switch node.kind {
    case .scalar:
      guard let value = reader.number(id, context) else { return nil }
      return ParamDecl(name: name, value: Located(.number(value), at: node.range))
    case .sequence:
      guard let values = paramList(id, context) else { return nil }
      return ParamDecl(name: name, value: Located(.list(values), at: node.range))
    case .mapping:
      guard let entries = reader.mapping(id, context) else { return nil }
      reader.checkKeys(entries, allowed: Self.paramKeys, in: context)
      guard let entry = reader.required(entries, "default", in: context, at: node.range) else {
        return nil
      }
      let defaultNode = reader.document[entry.value]
      let value: ParamDecl.Value?
      if defaultNode.kind == .sequence {
        value = paramList(entry.value, "the default of \(context)").map { .list($0) }
      } else {
        value = reader.number(entry.value, "the default of \(context)").map { .number($0) }
      }
      var param = ParamDecl(name: name, value: Located(value ?? .number(0), at: defaultNode.range))
      if let entry = reader.entry(entries, "description") {
        param.description = reader.string(entry.value, "'description'")
      }
      let minimum = reader.entry(entries, "min").flatMap { entry in
        reader.number(entry.value, "'min'").map { Located($0, at: reader.range(entry.value)) }
      }
      let maximum = reader.entry(entries, "max").flatMap { entry in
        reader.number(entry.value, "'max'").map { Located($0, at: reader.range(entry.value)) }
      }
      (param.minimum, param.maximum) = (minimum?.value, maximum?.value)
      guard let value else { return nil }
      checkBounds(of: name.value, value, at: entry.value, minimum: minimum, maximum: maximum)
      return param
    }
  }

  /// Reports bounds that no value meets (`min` above `max`), and a default
  /// (every element of a list) outside them: `--param` refuses such values,
  /// so the spec's own default would be one it could not be set back to.
  mutating func checkBounds(
    of name: String, _ value: ParamDecl.Value, at id: NodeID, minimum: Located<Double>?,
    maximum: Located<Double>?
  ) {
    if let minimum, let maximum, minimum.value > maximum.value {
      reader.report(
        .paramBoundsCrossed(
          name, minimum: minimum.value, at: minimum.range, maximum: maximum.value,
          maximumAt: maximum.range))
      return
    }
    let located: [Located<Double>]
    switch value {
    case .number(let number): located = [Located(number, at: reader.range(id))]
    case .list(let values):
      located = zip(values, reader.document.items(of: id)).map {
        Located($0, at: reader.range($1))
      }
    }
    for element in located {
      if let minimum, element.value < minimum.value {
        reader.report(
          .paramDefaultOutOfBounds(
            name, element.value, at: element.range, bound: "min", minimum.value,
            boundAt: minimum.range))
      } else if let maximum, element.value > maximum.value {
        reader.report(
          .paramDefaultOutOfBounds(
            name, element.value, at: element.range, bound: "max", maximum.value,
            boundAt: maximum.range))
      }
    }
  }

  private mutating func paramList(_ id: NodeID, _ what: String) -> [Double]? {
    guard let items = reader.sequence(id, what) else { return nil }
    if items.count > limits.maxKeyframes {
      reader.report(
        .limitExceeded("elements in \(what)", limit: limits.maxKeyframes, at: reader.range(id)))
      return nil
    }
    return reader.numbers(id, what)
  }

  static let rangeKeys = ["input", "from", "to"]

  mutating func decodeRange(_ name: Located<String>, _ id: NodeID) -> RangeDecl? {
    let context = "range '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.rangeKeys, in: context)
    let whole = reader.range(id)
    let input = reader.required(entries, "input", in: context, at: whole).flatMap {
      reader.reference($0.value, "'input'")
    }
    let from = reader.required(entries, "from", in: context, at: whole).flatMap {
      reader.expression($0.value, "'from'")
    }
    let to = reader.required(entries, "to", in: context, at: whole).flatMap {
      reader.expression($0.value, "'to'")
    }
    guard let input, let from, let to else { return nil }
    return RangeDecl(name: name, input: input, from: from, to: to)
  }

  // MARK: Vars and tracks

  mutating func decodeVar(_ name: Located<String>, _ id: NodeID) -> VarDecl? {
    let context = "var '\(name.value)'"
    if reader.document[id].kind == .mapping {
      return decodeTrack(id, context).map { VarDecl(name: name, definition: .track($0)) }
    }
    return reader.expression(id, context).map { VarDecl(name: name, definition: .expression($0)) }
  }

  static let trackKeys = ["over", "keyframes", "ease", "before", "after"]

  mutating func decodeTrack(_ id: NodeID, _ context: String) -> TrackDecl? {
    guard let parts = trackParts(id, context, keyframe: { $0.decodeKeyframe($1) }) else {
      return nil
    }
    return TrackDecl(
      over: parts.over, keyframes: parts.keyframes, ease: parts.ease, before: parts.before,
      after: parts.after, range: parts.range)
  }

  /// A track of a colour property: its keyframes' values are colours.
  mutating func decodeColorTrack(_ id: NodeID, _ context: String) -> ColorTrackDecl? {
    guard let parts = trackParts(id, context, keyframe: { $0.decodeColorKeyframe($1) }) else {
      return nil
    }
    return ColorTrackDecl(
      over: parts.over, keyframes: parts.keyframes, ease: parts.ease, before: parts.before,
      after: parts.after, range: parts.range)
  }

  /// What every track has, whatever its keyframes' values are.
  private struct TrackParts<Keyframe> {
    var over: Located<String>
    var keyframes: [Keyframe]
    var ease: Located<Easing>?
    var before, after: CompiledGraph.Extrapolation
    var range: SourceRange
  }

  private mutating func trackParts<Keyframe>(
    _ id: NodeID, _ context: String, keyframe decode: (inout SpecDecoding, NodeID) -> Keyframe?
  ) -> TrackParts<Keyframe>? {
    if let conditional = reader.conditionalMapping(id) {
      reader.report(conditional)
      return nil
    }
    guard let entries = reader.mapping(id, context) else { return nil }
    reader.checkKeys(entries, allowed: Self.trackKeys, in: "the track of \(context)")
    let whole = reader.range(id)
    let over = reader.required(entries, "over", in: "a track", at: whole).flatMap {
      reader.reference($0.value, "'over'")
    }
    let ease = reader.entry(entries, "ease").flatMap { reader.easing($0.value) }
    var before = CompiledGraph.Extrapolation.clamp
    var after = CompiledGraph.Extrapolation.clamp
    if let entry = reader.entry(entries, "before") {
      before = reader.choice(entry.value, "'before'") ?? .clamp
    }
    if let entry = reader.entry(entries, "after") {
      after = reader.choice(entry.value, "'after'") ?? .clamp
    }
    var keyframes: [Keyframe] = []
    if let entry = reader.required(entries, "keyframes", in: "a track", at: whole),
      let items = reader.sequence(entry.value, "'keyframes'")
    {
      if items.isEmpty { reader.report(.emptyKeyframes(at: reader.range(entry.value))) }
      if items.count > limits.maxKeyframes {
        reader.report(
          .limitExceeded(
            "keyframes in a track", limit: limits.maxKeyframes, at: reader.range(entry.value)))
        return nil
      }
      keyframes = items.compactMap { decode(&self, $0) }
      guard keyframes.count == items.count, !items.isEmpty else { return nil }
    }
    guard let over, !keyframes.isEmpty else { return nil }
    return TrackParts(
      over: over, keyframes: keyframes, ease: ease, before: before, after: after, range: whole)
  }

  static let keyframeKeys = ["at", "value", "ease", "each"]

  mutating func decodeKeyframe(_ id: NodeID) -> KeyframeDecl? {
    keyframeParts(id) { $0.reader.expression($1, "'value'") }.map {
      KeyframeDecl(each: $0.each, at: $0.at, value: $0.value, ease: $0.ease, range: $0.range)
    }
  }

  mutating func decodeColorKeyframe(_ id: NodeID) -> ColorKeyframeDecl? {
    keyframeParts(id) { $0.color($1, "'value'") }.map {
      ColorKeyframeDecl(each: $0.each, at: $0.at, color: $0.value, ease: $0.ease, range: $0.range)
    }
  }

  /// A keyframe's keys, its value read by `decode`.
  private mutating func keyframeParts<Value>(
    _ id: NodeID, value decode: (inout SpecDecoding, NodeID) -> Value?
  ) -> (
    each: Located<String>?, at: KeyframeDecl.Position, value: Value, ease: Located<Easing>?,
    range: SourceRange
  )? {
    guard let entries = reader.mapping(id, "a keyframe") else { return nil }
    reader.checkKeys(entries, allowed: Self.keyframeKeys, in: "a keyframe")
    let whole = reader.range(id)
    let at = reader.required(entries, "at", in: "a keyframe", at: whole).flatMap {
      decodePosition($0.value)
    }
    let value = reader.required(entries, "value", in: "a keyframe", at: whole).flatMap {
      decode(&self, $0.value)
    }
    let ease = reader.entry(entries, "ease").flatMap { reader.easing($0.value) }
    let each = reader.entry(entries, "each").flatMap { reader.reference($0.value, "'each'") }
    guard let at, let value else { return nil }
    return (each, at, value, ease, whole)
  }

  /// `at`: an expression, or a percentage such as `50%`.
  private mutating func decodePosition(_ id: NodeID) -> KeyframeDecl.Position? {
    let node = reader.document[id]
    if node.kind == .scalar, case .string(let text) = node.value, text.hasSuffix("%") {
      let number = text.dropLast().trimmingSpaces
      guard let percent = Double(number), percent.isFinite else {
        reader.report(
          .invalidValue(
            "'\(text)' is not a percentage; write a number followed by %, like 50%", at: node.range)
        )
        return nil
      }
      return .percent(percent, node.range)
    }
    return reader.expression(id, "'at'").map { .expression($0) }
  }
}

extension Substring {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
