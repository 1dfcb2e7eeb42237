/// The built-in functions of the expression language.
struct Builtin: Sendable {
  var name: String
  /// How it is written, for messages and the reference.
  var signature: String
  var arity: ClosedRange<Int>
  /// Whether the first argument is a list param.
  var takesList: Bool = false

  static let all: [Builtin] = [
    Builtin(name: "min", signature: "min(a, b, ...)", arity: 2...Int.max),
    Builtin(name: "max", signature: "max(a, b, ...)", arity: 2...Int.max),
    Builtin(name: "clamp", signature: "clamp(x, low, high)", arity: 3...3),
    Builtin(name: "abs", signature: "abs(x)", arity: 1...1),
    Builtin(name: "floor", signature: "floor(x)", arity: 1...1),
    Builtin(name: "ceil", signature: "ceil(x)", arity: 1...1),
    Builtin(name: "round", signature: "round(x)", arity: 1...1),
    Builtin(name: "sqrt", signature: "sqrt(x)", arity: 1...1),
    Builtin(name: "if", signature: "if(condition, then, else)", arity: 3...3),
    Builtin(name: "lerp", signature: "lerp(a, b, t)", arity: 3...3),
    Builtin(name: "progress", signature: "progress(x, from, to)", arity: 3...3),
    Builtin(name: "count", signature: "count(list)", arity: 1...1, takesList: true),
    Builtin(name: "sum", signature: "sum(list) or sum(list, n)", arity: 1...2, takesList: true),
    Builtin(name: "sin", signature: "sin(radians)", arity: 1...1),
    Builtin(name: "cos", signature: "cos(radians)", arity: 1...1),
    Builtin(name: "tan", signature: "tan(radians)", arity: 1...1),
    Builtin(name: "atan2", signature: "atan2(y, x)", arity: 2...2),
    Builtin(name: "pow", signature: "pow(base, exponent)", arity: 2...2),
    Builtin(name: "exp", signature: "exp(x)", arity: 1...1),
    Builtin(name: "log", signature: "log(x)", arity: 1...1),
  ]

  static func named(_ name: String) -> Builtin? { all.first { $0.name == name } }

  /// The built-in constants, by name (``NameRule/constantNames``).
  static let constants: [String: Double] = ["pi": Double.pi]
}
