// Messages of the spec structure: keys, types, names.

extension Diagnostic {
  /// Appends "; did you mean 'x'?" when there is a suggestion.
  public static func suggesting(_ message: String, _ suggestion: String?) -> String {
    guard let suggestion else { return message }
    return "\(message); did you mean '\(suggestion)'?"
  }

  public static func notAMapping(_ what: String, found: String, at range: SourceRange) -> Diagnostic
  {
    .error(.wrongType, "\(what) must be a mapping of keys to values, found \(found)", at: range)
  }

  public static func unsupportedVersion(_ found: String, at range: SourceRange) -> Diagnostic {
    .error(
      .unsupportedVersion, "spec version \(found) is not supported; this HeaderKit reads version 1",
      at: range)
  }

  public static func missingKey(_ key: String, in context: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(.missingKey, "\(context) needs the key '\(key)'", at: range)
  }

  /// A key that is not part of the format at its place, with the closest
  /// valid key when one is close and a note listing every valid key there.
  public static func unknownKey(
    _ key: String, in context: String, valid: [String], suggestion: String?,
    at range: SourceRange
  ) -> Diagnostic {
    .error(
      .unknownKey, suggesting("unknown key '\(key)' in \(context)", suggestion), at: range,
      notes: [Note("valid keys: \(valid.joined(separator: ", "))")])
  }

  /// A key's spelling from before 0.2, still read, that YAML 1.1 tools
  /// read as a boolean (PyYAML, yamllint, Go's yaml.v2 read `on:` as `true:`).
  public static func deprecatedKey(
    _ old: String, new: String, in context: String, at range: SourceRange
  ) -> Diagnostic {
    .warning(
      .deprecatedKey,
      "'\(old)' in \(context) is the old spelling of '\(new)': YAML 1.1 tools read '\(old)' as a boolean; write '\(new)'",
      at: range)
  }

  /// A mapping with both the old and the new spelling of one key.
  public static func keyWithOldSpelling(
    _ old: String, new: String, in context: String, at range: SourceRange, new newRange: SourceRange
  ) -> Diagnostic {
    .error(
      .duplicateKey,
      "'\(old)' and '\(new)' are one key in \(context) ('\(old)' is its old spelling); keep '\(new)'",
      at: range, notes: [Note("'\(new)' is here", at: newRange)])
  }

  public static func anchorOutsideTarget(at range: SourceRange) -> Diagnostic {
    .error(
      .unknownKey,
      "unknown key 'anchor' in 'preview'; an anchor is part of the spec: write 'anchor: [x, y]' in the target, beside its properties",
      at: range)
  }

  public static func wrongType(
    _ what: String, expected: String, found: String, at range: SourceRange
  ) -> Diagnostic {
    .error(.wrongType, "\(what) must be \(expected), found \(found)", at: range)
  }

  public static func nonFiniteNumber(_ what: String, at range: SourceRange) -> Diagnostic {
    .error(.nonFiniteNumber, "\(what) must be a finite number, not infinity or NaN", at: range)
  }

  public static func invalidValue(_ message: String, at range: SourceRange) -> Diagnostic {
    .error(.invalidValue, message, at: range)
  }

  /// A param whose `min` is above its `max`: no value meets both.
  public static func paramBoundsCrossed(
    _ name: String, minimum: Double, at range: SourceRange, maximum: Double,
    maximumAt maximumRange: SourceRange
  ) -> Diagnostic {
    boundsCrossed(
      "param '\(name)'", minimum: minimum, at: range, maximum: maximum,
      maximumAt: maximumRange, consequence: "no value meets both")
  }

  /// `what` (a param, a state) with its `min` above its `max`, and what follows.
  static func boundsCrossed(
    _ what: String, minimum: Double, at range: SourceRange, maximum: Double,
    maximumAt maximumRange: SourceRange, consequence: String
  ) -> Diagnostic {
    .error(
      .invalidValue,
      "\(what) has 'min' \(formatNumber(minimum)) above its 'max' \(formatNumber(maximum)): \(consequence)",
      at: range, notes: [Note("'max' is set here", at: maximumRange)])
  }

  /// A param's default (or an element of a list default) below its `min`
  /// (`bound` "min") or above its `max`.
  public static func paramDefaultOutOfBounds(
    _ name: String, _ value: Double, at range: SourceRange, bound: String, _ limit: Double,
    boundAt boundRange: SourceRange
  ) -> Diagnostic {
    .error(
      .invalidValue,
      "the default of param '\(name)', \(formatNumber(value)), is \(bound == "min" ? "below" : "above") its '\(bound)' \(formatNumber(limit)); an override of that value would be refused",
      at: range, notes: [Note("'\(bound)' is set here", at: boundRange)])
  }

  public static func invalidName(_ name: String, reason: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(.invalidName, "'\(name)' cannot be used as a name: \(reason)", at: range)
  }

  public static func duplicateName(
    _ name: String, kind: String, firstKind: String, at range: SourceRange, first: SourceRange
  ) -> Diagnostic {
    // A test case's name is free text, and each of a thousand cases may repeat it.
    let name = VisibleText.shortened(name)
    return .error(
      .duplicateName, "\(kind) '\(name)' has the same name as a \(firstKind)", at: range,
      notes: [Note("the \(firstKind) '\(name)' is declared here", at: first)])
  }

  public static func unknownName(
    _ name: String, expected: String, suggestion: String?, at range: SourceRange
  ) -> Diagnostic {
    .error(.unknownName, suggesting("unknown \(expected) '\(name)'", suggestion), at: range)
  }

  /// Added where an input is needed to a name declared as something else
  /// (`kind`: "param", "range", "var", "state" or "transition").
  public static func notAnInputNote(_ name: String, kind: String) -> Note {
    if kind == "param" {
      return Note(
        "'\(name)' is a param, not an input: a param does not change as the header scrolls")
    }
    return Note(
      "'\(name)' is a \(kind), not an input (a scroll view's offset); a track can run over it: 'over: \(name)'"
    )
  }

  public static func unknownProperty(
    _ key: String, kind: String, valid: [String], suggestion: String?, at range: SourceRange
  ) -> Diagnostic {
    let message = suggesting("'\(key)' is not a property of \(kind) targets", suggestion)
    return .error(
      .unknownProperty, message, at: range,
      notes: [Note("\(kind) properties: \(valid.joined(separator: ", "))")])
  }

  /// A key of a target that is neither a property (of either kind), `kind`
  /// nor `preview`: most likely a property under another platform's name.
  ///
  /// - Parameters:
  ///   - suggestion: The property (or key) it most likely means.
  ///   - otherKind: The kind of target that has the property it stands for,
  ///     and that property, when only the other kind has it (`height`).
  public static func unknownTargetKey(
    _ key: String, target: String, kind: String, properties: [String], suggestion: String?,
    otherKind: (kind: String, property: String)?, at range: SourceRange
  ) -> Diagnostic {
    var notes = [Note("\(kind) properties: \(properties.joined(separator: ", "))")]
    if let otherKind {
      notes.append(
        Note(
          "'\(otherKind.property)' is a property of \(otherKind.kind) targets (kind: \(otherKind.kind))"
        ))
    }
    return .error(
      .unknownKey, suggesting("unknown key '\(key)' in target '\(target)'", suggestion), at: range,
      notes: notes)
  }

  public static func invalidEasing(_ text: String, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    let hint = easingHint(text)
    return .error(
      .invalidEasing,
      suggesting(
        "'\(text)' is not an easing; use linear, hold, easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1 and x2 in [0, 1], steps(n) with n ≥ 1, an Android interpolator (accelerate, decelerate, accelerateDecelerate, overshoot, anticipate, anticipateOvershoot) or linear(...)",
        // A close spelling of another curve (easeInOutQuad → easeInOut) would change the motion.
        hint == nil ? suggestion : nil),
      at: range, notes: hint.map { [Note($0)] } ?? [])
  }

  /// An interpolator (`accelerate(1.3)`, `linear(0)`) whose arguments are
  /// not usable; `problem` says what the function takes.
  public static func invalidEasingArgument(_ text: String, problem: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(.invalidEasingArgument, "'\(text)' is not a usable easing: \(problem)", at: range)
  }

  /// What to write for an easing that another platform or library spells
  /// its own way: a function of control points, CSS's `ease`, a named
  /// curve of an animation library, a spring.
  static func easingHint(_ text: String) -> String? {
    let key = String(
      text.lowercased().unicodeScalars.filter { !" -_.".unicodeScalars.contains($0) })
    if let open = text.firstIndex(of: "("), let keyOpen = key.firstIndex(of: "(") {
      let name = key[..<keyOpen]
      let written = text[..<open].lowercased().filter { $0 != " " }
      // `cubic-bezier(...)` itself is refused for its numbers, which the message names.
      guard written != "cubic-bezier", name.hasSuffix("bezier") || name.hasSuffix("timingcurve")
      else { return nil }
      return "write the control points as cubic-bezier\(text[open...])"
    }
    if key == "ease" || key == "default" {
      return "CSS's 'ease' (Core Animation's default) is cubic-bezier(0.25, 0.1, 0.25, 1)"
    }
    if ["spring", "interpolatingspring", "bouncy", "snappy", "smooth"].contains(key) {
      return
        "an easing shapes a segment over scroll progress; springs animate in time: a state's snap or a transition takes 'spring: {response: 0.5, dampingFraction: 0.825}'"
    }
    let families = ["sine", "quad", "cubic", "quart", "quint", "expo", "circ", "back"]
    if key.hasPrefix("ease"), families.contains(where: key.hasSuffix) {
      return
        "'\(text)' is another library's curve: write its control points as cubic-bezier(x1, y1, x2, y2)"
    }
    if key.hasPrefix("ease"), key.hasSuffix("elastic") || key.hasSuffix("bounce") {
      return "'\(text)' has no cubic-bezier form: write its bounces as keyframes"
    }
    return nil
  }

  public static func emptyKeyframes(at range: SourceRange) -> Diagnostic {
    .error(.emptyKeyframes, "a track needs at least one keyframe", at: range)
  }

  public static func keyframeOutsideRange(
    _ fraction: Double, range name: String, at range: SourceRange
  )
    -> Diagnostic
  {
    .error(
      .keyframeOutsideRange,
      "keyframe at \(formatNumber(fraction)) is outside range '\(name)'; over a range, 'at' is a fraction from 0 to 1 or a percentage from 0% to 100%",
      at: range)
  }

  public static func percentWithoutRange(over driver: String, at range: SourceRange) -> Diagnostic {
    .error(
      .percentWithoutRange,
      "a percentage needs a range to be a percentage of, but this track runs over '\(driver)'; give 'at' in its units, or drive the track with a range",
      at: range)
  }

  public static func limitExceeded(_ what: String, limit: Int, at range: SourceRange) -> Diagnostic
  {
    .error(
      .limitExceeded, "more than \(limit) \(what); HeaderKit allows at most \(limit)", at: range)
  }

  public static func conflictingScale(at range: SourceRange, first: SourceRange) -> Diagnostic {
    .error(
      .duplicateName, "'scale' sets scaleX and scaleY; set either 'scale' or the axes, not both",
      at: range, notes: [Note("the other scale is set here", at: first)])
  }

  /// A binding listed before one that always applies (an expression, a
  /// colour), so the later one always wins and this one never shows.
  /// - Parameters:
  ///   - owner: The property as an output names it (`header.scale`).
  ///   - overriding: What overrides it: "expression" or "colour".
  ///   - axes: For `scale: [a, b]`, the two values, to suggest `scaleX` and `scaleY`.
  public static func overriddenBinding(
    _ owner: String, overriding: String, at range: SourceRange, overrider: SourceRange,
    axes: (x: String, y: String)? = nil
  ) -> Diagnostic {
    var notes = [
      Note(
        "this \(overriding) applies everywhere, so '\(owner)' is always its value", at: overrider)
    ]
    if let axes {
      notes.append(
        Note(
          "a list of two numbers is two bindings, not a pair; for \(axes.x) across and \(axes.y) down, write 'scaleX: \(axes.x)' and 'scaleY: \(axes.y)'"
        ))
    }
    return .warning(
      .overriddenBinding,
      "this binding of '\(owner)' never shows: the \(overriding) listed after it always applies, and the later binding wins",
      at: range, notes: notes)
  }
}

/// A number as a person writes it: `40`, `0.5`, `-1.25`.
public func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

// Messages of traces.
extension Diagnostic {
  public static func unknownEvent(_ name: String, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .unknownEvent,
      suggesting(
        "unknown event '\(name)'; events are drag: D, scroll: Y, end, wait: S and set: {SIGNAL: V}",
        suggestion),
      at: range)
  }

  public static func negativeWait(_ seconds: Double, at range: SourceRange) -> Diagnostic {
    .error(
      .negativeWait,
      "wait of \(formatNumber(seconds)) s goes back in time; waits must be 0 or more", at: range)
  }
}
