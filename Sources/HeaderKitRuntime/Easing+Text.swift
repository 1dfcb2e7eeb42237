extension Easing: CustomStringConvertible {
  /// The spec spelling: `linear`, `hold`, `easeIn`, `easeOut`, `easeInOut`,
  /// `cubic-bezier(x1, y1, x2, y2)` or `steps(n)`.
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .hold: return "hold"
    case .steps(let count): return "steps(\(count))"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      if self == .easeIn { return "easeIn" }
      if self == .easeOut { return "easeOut" }
      if self == .easeInOut { return "easeInOut" }
      let numbers = [x1, y1, x2, y2].map(Self.format).joined(separator: ", ")
      return "cubic-bezier(\(numbers))"
    default: return interpolatorDescription
    }
  }

  /// The easing a spec spelling names, or nil if it names none or its
  /// arguments are out of range (`x1`, `x2` outside [0, 1], `n` < 1).
  public init?(_ text: String) {
    if let interpolator = Self.interpolator(text) {
      guard case .success(let easing) = interpolator else { return nil }
      self = easing
      return
    }
    let text = text.filter { !$0.isWhitespace }
    switch text {
    case "linear": self = .linear
    case "hold": self = .hold
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInOut": self = .easeInOut
    default:
      if let arguments = Self.arguments(of: text, function: "cubic-bezier"), arguments.count == 4 {
        let numbers = arguments.compactMap(Double.init)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), (0...1).contains(numbers[0]),
          (0...1).contains(numbers[2])
        else { return nil }
        self = .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
      } else if let arguments = Self.arguments(of: text, function: "steps"), arguments.count == 1,
        let count = Int(arguments[0]), count >= 1, count <= 10_000
      {
        self = .steps(count)
      } else {
        return nil
      }
    }
  }

  static func arguments(of text: String, function: String) -> [String]? {
    guard text.hasPrefix(function + "("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst(function.count + 1).dropLast()
    return inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
