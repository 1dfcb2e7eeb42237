/// What a name may be — in a spec, and in a compiled graph however it was
/// loaded: the one rule the spec decoder and ``CompiledGraph``'s checks share.
///
/// A name is an identifier (a letter or `_`, then letters, digits and `_`,
/// ASCII only) of at most ``maxLength`` characters that is none of the
/// ``functionNames``, ``constantNames`` nor ``eachNames``, so it can be printed, written into
/// CSV, SVG, HTML and Swift, and read back in an expression.
public enum NameRule {
  /// The longest a name may be, in characters.
  public static let maxLength = 64

  /// The built-in functions of the expression language: a name cannot hide one.
  public static let functionNames = [
    "min", "max", "clamp", "abs", "floor", "ceil", "round", "sqrt", "if", "lerp", "progress",
    "count", "sum", "sin", "cos", "tan", "atan2", "pow", "exp", "log",
  ]

  /// The built-in constants of the expression language: a name cannot hide one.
  public static let constantNames = ["pi"]

  /// The names an `each` keyframe binds (the element's index and the element).
  public static let eachNames = ["index", "item"]

  /// Why `name` cannot be a name, or nil if it can.
  /// - Complexity: O(1) for a name longer than ``maxLength`` + 1 characters
  ///   (at most that many are looked at); else O(length).
  public static func problem(with name: String) -> NameProblem? {
    var count = 0
    for scalar in name.unicodeScalars {
      let letter = scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      guard letter || (count > 0 && ("0"..."9").contains(scalar)) else { return .characters }
      count += 1
      if count > maxLength { return .tooLong }
    }
    if count == 0 { return .characters }
    if functionNames.contains(name) { return .builtinFunction }
    if constantNames.contains(name) { return .builtinConstant }
    if eachNames.contains(name) { return .reservedForEach }
    return nil
  }
}

/// Why a name breaks ``NameRule``.
public enum NameProblem: Hashable, Sendable, CustomStringConvertible {
  /// Empty, or a character that is not an ASCII letter, digit or `_` (or a digit first).
  case characters
  /// Longer than ``NameRule/maxLength``.
  case tooLong
  /// A built-in function's name (``NameRule/functionNames``).
  case builtinFunction
  /// A name an `each` keyframe binds (``NameRule/eachNames``).
  case reservedForEach
  /// A built-in constant's name (``NameRule/constantNames``).
  case builtinConstant

  /// The reason, as a clause: "… cannot be used as a name: REASON".
  public var description: String {
    switch self {
    case .characters: "names start with a letter or '_' and contain only letters, digits and '_'"
    case .tooLong: "names are at most \(NameRule.maxLength) characters long"
    case .builtinFunction: "it is a built-in function"
    case .reservedForEach: "it is reserved for 'each' keyframes"
    case .builtinConstant: "it is a built-in constant"
    }
  }
}
