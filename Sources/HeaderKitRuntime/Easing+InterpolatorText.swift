extension Easing {
  /// The spec spelling of an interpolator: `accelerate(f)`, `decelerate(f)`,
  /// `accelerateDecelerate`, `overshoot(T)`, `anticipate(T)`,
  /// `anticipateOvershoot(T, E)` (the name alone for Android's defaults) or
  /// `linear(OUTPUT [PERCENT%], …)`.
  var interpolatorDescription: String {
    func call(_ name: String, _ numbers: [Double], defaults: [Double]) -> String {
      numbers == defaults ? name : "\(name)(\(numbers.map(Self.format).joined(separator: ", ")))"
    }
    switch self {
    case .accelerate(let factor): return call("accelerate", [factor], defaults: [1])
    case .decelerate(let factor): return call("decelerate", [factor], defaults: [1])
    case .accelerateDecelerate: return "accelerateDecelerate"
    case .overshoot(let tension): return call("overshoot", [tension], defaults: [2])
    case .anticipate(let tension): return call("anticipate", [tension], defaults: [2])
    case .anticipateOvershoot(let tension, let extra):
      return call("anticipateOvershoot", [tension, extra], defaults: [2, 1.5])
    case .linearStops(let outputs, let percents):
      let points = zip(outputs, percents).map { output, percent in
        Self.format(output) + (percent.map { " \(Self.format($0))%" } ?? "")
      }
      return "linear(\(points.joined(separator: ", ")))"
    default: return ""
    }
  }

  /// The most points `linear(...)` may have (set-up keeps them; each frame
  /// of a segment searches them).
  public static let maxLinearPoints = 256

  /// An interpolator the text names: the easing, or what is wrong with its
  /// arguments (a sentence for the diagnostic); nil when the text names no
  /// interpolator (another easing, or none).
  public static func interpolator(_ text: String) -> Result<Easing, InterpolatorProblem>? {
    let trimmed = String(
      text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    if let inner = arguments(of: trimmed, function: "linear") {
      return linearStops(inner)
    }
    let text = text.filter { !$0.isWhitespace }
    let forms: [(String, [Double], (([Double]) -> Easing))] = [
      ("accelerate", [1], { .accelerate($0[0]) }),
      ("decelerate", [1], { .decelerate($0[0]) }),
      ("accelerateDecelerate", [], { _ in .accelerateDecelerate }),
      ("overshoot", [2], { .overshoot($0[0]) }),
      ("anticipate", [2], { .anticipate($0[0]) }),
      ("anticipateOvershoot", [2, 1.5], { .anticipateOvershoot($0[0], $0[1]) }),
    ]
    for (name, defaults, make) in forms {
      if text == name { return .success(make(defaults)) }
      guard let written = arguments(of: text, function: name) else { continue }
      let numbers = written.compactMap(Double.init).filter(\.isFinite)
      guard numbers.count == written.count, (1...max(1, defaults.count)).contains(numbers.count),
        !defaults.isEmpty
      else {
        return .failure(
          InterpolatorProblem(
            "\(name) takes \(defaults.count == 2 ? "1 or 2 numbers" : defaults.isEmpty ? "no arguments" : "1 number")"
          ))
      }
      let values = numbers + defaults.dropFirst(numbers.count)
      if let problem = problem(of: name, values) { return .failure(problem) }
      return .success(make(values))
    }
    return nil
  }

  /// What is wrong with an interpolator's numbers, if anything.
  private static func problem(of name: String, _ values: [Double]) -> InterpolatorProblem? {
    switch name {
    case "accelerate", "decelerate":
      let power = 2 * values[0]
      guard power >= 1, power <= 20, power == power.rounded() else {
        return InterpolatorProblem(
          "the factor of \(name) must be 0.5, 1, 1.5, … up to 10: t is raised to 2 × factor, which must be a whole number from 1 to 20"
        )
      }
    default:
      let what = ["the tension", "the extra tension"]
      for (index, value) in values.enumerated() where !(0...100).contains(value) {
        return InterpolatorProblem("\(what[index]) of \(name) must be from 0 to 100")
      }
    }
    return nil
  }

  /// `linear(...)`'s points: each an output with up to two input
  /// percentages (`0.5 25% 75%` is two points), 2 to ``maxLinearPoints``.
  private static func linearStops(_ parts: [String]) -> Result<Easing, InterpolatorProblem> {
    var (outputs, percents): ([Double], [Double?]) = ([], [])
    let shape = InterpolatorProblem(
      "linear(...) takes points separated by commas, each a number with up to two percentages (`0`, `0.25 75%`, `1 50% 60%`)"
    )
    for part in parts {
      let words = part.split(whereSeparator: \.isWhitespace).map(String.init)
      guard (1...3).contains(words.count), let output = Double(words[0]), output.isFinite
      else { return .failure(shape) }
      var inputs: [Double] = []
      for word in words.dropFirst() {
        guard word.hasSuffix("%"), let percent = Double(word.dropLast()), percent.isFinite
        else { return .failure(shape) }
        inputs.append(percent)
      }
      for input in inputs.isEmpty ? [nil] : inputs.map(Optional.some) {
        outputs.append(output)
        percents.append(input)
      }
    }
    guard (2...maxLinearPoints).contains(outputs.count) else {
      return .failure(
        InterpolatorProblem(
          "linear(...) takes 2 to \(maxLinearPoints) points, found \(outputs.count)"))
    }
    return .success(.linearStops(outputs, percents))
  }
}

/// Why an interpolator's arguments are not usable: a sentence for the
/// `invalid-easing-argument` diagnostic.
public struct InterpolatorProblem: Error, Hashable, Sendable {
  /// What is wrong, as a sentence the diagnostic shows.
  public let message: String
  init(_ message: String) { self.message = message }
}
