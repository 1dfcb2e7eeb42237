import HeaderKitRuntime
import Testing

/// A random param change, applied alike to a generated header and an
/// evaluator: a number or a list (of 0 to 12 elements, or one far past the
/// limits now and then), extremes included, through either `setParam`.
enum ParamChange: CustomStringConvertible {
  case number(Int, Double)
  case list(Int, [Double])

  static func random(_ graph: CompiledGraph, using random: inout some RandomNumberGenerator)
    -> ParamChange
  {
    let index = Int.random(in: 0..<graph.params.count, using: &random)
    let base = graph.params[index].defaultValues.first ?? 10
    func value() -> Double {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: [.nan, .infinity, -.infinity, -0.0, 0, 1e308][Int.random(in: 0..<6, using: &random)]
      case 1...4: base * Double.random(in: -2...3, using: &random)
      default: Double.random(in: -400...400, using: &random).rounded() / 2
      }
    }
    // Mostly the form the param has; now and then the other one.
    let asList = graph.params[index].isList != (Int.random(in: 0..<5, using: &random) == 0)
    guard asList else { return .number(index, value()) }
    let count =
      Int.random(in: 0..<50, using: &random) == 0
      ? 2_000_000 : Int.random(in: 0...12, using: &random)
    return .list(index, (0..<count).map { _ in count > 100 ? 1 : value() })
  }

  /// Sets the param on both; a list either throws the same error on both
  /// (changing neither) or succeeds on both.
  func apply(
    to header: inout some ScrollDrivenHeader, _ evaluator: inout HeaderEvaluator,
    _ context: String
  ) throws {
    switch self {
    case .number(let index, let value):
      header.setParam(index, to: value)
      evaluator.setParam(index, to: value)
    case .list(let index, let values):
      let generated = Result { () throws(GraphError) in try header.setParam(index, to: values) }
      let evaluated = Result { () throws(GraphError) in try evaluator.setParam(index, to: values) }
      try #require(
        "\(generated)" == "\(evaluated)", "\(context): setParam gives \(generated), \(evaluated)")
    }
  }

  var description: String {
    switch self {
    case .number(let index, let value): "setParam(\(index), to: \(value))"
    case .list(let index, let values):
      "setParam(\(index), to: \(values.count > 20 ? "\(values.count) elements" : "\(values)"))"
    }
  }
}
