// Messages of the expression language and the graph.

extension Diagnostic {
  public static func expressionSyntax(_ problem: String, at range: SourceRange) -> Diagnostic {
    .error(.expressionSyntax, "invalid expression: \(problem)", at: range)
  }

  public static func expressionTooComplex(_ problem: String, at range: SourceRange) -> Diagnostic {
    .error(.expressionTooComplex, "expression \(problem); split it into vars", at: range)
  }

  public static func unknownFunction(_ name: String, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    var notes = [
      Note(
        "functions: min, max, clamp, abs, floor, ceil, round, sqrt, if, lerp, progress, count, sum, "
          + "sin, cos, tan, atan2, pow, exp, log")
    ]
    if let hint = functionHint(name) { notes.append(Note(hint)) }
    return .error(
      .unknownFunction, suggesting("unknown function '\(name)'", suggestion), at: range,
      notes: notes)
  }

  /// What to write for a function of another language that the expression
  /// language has no name for.
  static func functionHint(_ name: String) -> String? {
    switch name.lowercased() {
    case "power", "powf": "xʸ is written pow(x, y)"
    case "mix": "mix(a, b, t) is written lerp(a, b, t)"
    case "invlerp", "inverselerp", "unlerp":
      "the fraction of the way from a to b is progress(x, a, b), clamped to [0, 1]"
    case "map", "remap", "maprange", "rangemap", "interpolate", "linearinterpolation":
      "to map x from [a, b] onto [c, d], write lerp(c, d, progress(x, a, b)), or use a track"
    case "saturate", "clamp01": "write clamp(x, 0, 1)"
    case "smoothstep", "smootherstep", "ease", "easeinout":
      "for an eased value, use a track with an easing (ease: easeInOut) over a range"
    case "ln": "the natural logarithm is written log(x)"
    case "log10", "log2": "write log(x) / log(\(name.dropFirst(3))) (log is the natural logarithm)"
    case "atan", "arctan": "atan(x) is written atan2(x, 1)"
    case "asin", "arcsin": "asin(x) is written atan2(x, sqrt(1 - x * x))"
    case "acos", "arccos": "acos(x) is written atan2(sqrt(1 - x * x), x)"
    default: nil
    }
  }

  public static func wrongArity(
    _ name: String, signature: String, expected: String, found: Int, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .wrongArity,
      "\(name)() takes \(expected), found \(found): \(signature)", at: range)
  }

  public static func listAsNumber(_ name: String, at range: SourceRange) -> Diagnostic {
    .error(
      .listMisuse,
      "'\(name)' is a list; use count(\(name)), sum(\(name)) or an element such as \(name)[0]",
      at: range)
  }

  public static func numberAsList(_ what: String, at range: SourceRange) -> Diagnostic {
    .error(.listMisuse, "\(what) needs a list param, found a number", at: range)
  }

  public static func notConstant(
    _ what: String, dependsOn name: String, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .notConstant,
      "\(what) can use only params (such values are computed when params change), but '\(name)' changes as the header scrolls",
      at: range)
  }

  public static func cycle(_ members: [(name: String, range: SourceRange)]) -> Diagnostic {
    if members.count == 1 {
      return .error(.cycle, "'\(members[0].name)' depends on itself", at: members[0].range)
    }
    let names = members.map { "'\($0.name)'" }
    let list = names.dropLast().joined(separator: ", ") + " and " + names.last!
    return .error(
      .cycle, "\(list) depend on each other in a cycle", at: members[0].range,
      notes: members.dropFirst().map { Note("'\($0.name)' is part of the cycle", at: $0.range) })
  }

  public static func stateDependency(
    _ what: String, dependsOn name: String, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .stateDependency,
      "\(what) cannot use '\(name)', which depends on a state: guards run while states update",
      at: range)
  }

  /// Where a `%` ends an operand (`50% * x`): the remainder operator, not a percentage.
  public static func percentInExpression(at range: SourceRange) -> Note {
    Note(
      "'%' in an expression is the remainder operator; a percentage is only a keyframe's position over a range ('at: 50%'); elsewhere write a fraction, 0.5",
      at: range)
  }

  public static func zeroWidthRange(_ name: String, at value: Double, range: SourceRange)
    -> Diagnostic
  {
    .warning(
      .zeroWidthRange,
      "range '\(name)' has zero width (from and to are both \(formatNumber(value))) with the default params",
      at: range,
      notes: [Note("its progress is 0 before \(formatNumber(value)) and 1 from there on")])
  }

  public static func divisionByZero(at range: SourceRange) -> Diagnostic {
    .warning(
      .divisionByZero, "this divisor is 0 with the default params; the division gives 0",
      at: range)
  }

  public static func keyframesOutOfOrder(
    position: Double, previous: Double, at range: SourceRange, previousRange: SourceRange
  ) -> Diagnostic {
    .warning(
      .keyframesOutOfOrder,
      "keyframe at \(formatNumber(position)) comes after one at \(formatNumber(previous)); keyframes must not go backwards, so it is moved to \(formatNumber(previous))",
      at: range, notes: [Note("the previous keyframe is here", at: previousRange)])
  }
}
