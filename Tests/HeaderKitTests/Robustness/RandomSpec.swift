import HeaderKit
import PropertyBased

/// A random spec, written as YAML, with what its structure promises about
/// each output: a bound it cannot leave, or a slope it cannot exceed.
///
/// Specs are built from random structure — params, a range, vars, tracks
/// with random keyframes, easings and extrapolations, a state, and
/// expressions from a small grammar — so the promises follow from how each
/// output was built, not from evaluating it.
struct RandomSpec: Sendable, CustomStringConvertible {
  /// An output and what its structure promises.
  struct Promise: Sendable {
    var key: String
    /// Every value lies in this range, whatever the offset and params.
    var bounds: ClosedRange<Double>?
    /// With the default params, |f(x) - f(y)| ≤ lipschitz · |x - y|.
    var lipschitz: Double?
  }

  var text: String
  var promises: [Promise] = []
  /// Scalar params, and list params, by name.
  var scalarParams: [String] = []
  var listParams: [String] = []

  var description: String { text }

  static let generator = Generator<RandomSpec, Shrink.None<RandomSpec>>(run: { rng in
    var dice = Dice(seed: rng.next())
    return RandomSpec.make(&dice)
  })
}

/// SplitMix64: a small, seedable source of random choices.
struct Dice {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double(next() % 1_000_000) / 1_000_000 < probability
  }

  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

  /// A number with one decimal in `range`.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    let low = (range.lowerBound * 10).rounded(.up)
    let steps = Int((range.upperBound * 10).rounded(.down) - low)
    return (low + Double(int(0...steps))) / 10
  }
}

extension RandomSpec {
  static func make(_ dice: inout Dice) -> RandomSpec {
    var spec = RandomSpec(text: "")
    var lines = ["version: 1", "name: random", "inputs:", "  scroll: {}"]

    // Params: scalars, perhaps zero, and perhaps a list.
    var params: [String] = []
    for index in 0..<dice.int(0...3) {
      let value = dice.chance(0.2) ? 0 : dice.number(-300...300)
      params.append("  p\(index): \(value)")
      spec.scalarParams.append("p\(index)")
    }
    if dice.chance(0.5) {
      let items = (0..<dice.int(0...4)).map { _ in "\(dice.number(-100...100))" }
      params.append("  l: [\(items.joined(separator: ", "))]")
      spec.listParams.append("l")
    }
    if !params.isEmpty { lines += ["params:"] + params }

    // A range, sometimes of zero width.
    let from = dice.number(-200...200)
    let width = dice.chance(0.2) ? 0 : dice.number(1...300) * (dice.chance(0.2) ? -1 : 1)
    lines += ["ranges:", "  r0: { input: scroll, from: \(from), to: \(from + width) }"]
    var grammar = Grammar(params: spec.scalarParams, lists: spec.listParams, rangeWidth: width)

    // Vars: one continuous, one anything.
    let v0 = grammar.continuous(&dice, depth: 3)
    grammar.v0Lipschitz = v0.lipschitz
    let v1 = grammar.anything(&dice, depth: 3)
    lines += ["vars:", "  v0: \(quoted(v0.text))", "  v1: \(quoted(v1))"]

    // A state, with its initial value and snap targets inside its bounds.
    var stateBounds: ClosedRange<Double>?
    if dice.chance(0.5) {
      let low = dice.number(-100...100)
      let bounds = low...(low + dice.number(0...200))
      stateBounds = bounds
      let initial = dice.number(bounds)
      lines += [
        "states:", "  s:", "    input: scroll", "    initial: \(initial)",
        "    min: \(bounds.lowerBound)", "    max: \(bounds.upperBound)",
        "    follow: \(dice.pick([-1, 1, 0.5, -2, 0]))",
      ]
      if dice.chance(0.5) { lines.append("    down: \(quoted(grammar.anything(&dice, depth: 2)))") }
      if dice.chance(0.5) { lines.append("    up: \(quoted(grammar.anything(&dice, depth: 2)))") }
      if dice.chance(0.3) { lines.append("    gate: \(quoted(grammar.anything(&dice, depth: 2)))") }
      if dice.chance(0.5) { lines.append("    handoff: true") }
      if dice.chance(0.6) {
        let targets = (0..<dice.int(1...3)).map { _ in "\(dice.number(bounds))" }
        lines += [
          "    snap:", "      to: [\(targets.joined(separator: ", "))]",
          "      rule: \(dice.pick(["midpoint", "nearest"]))",
          "      duration: \(dice.pick([0, 0.1, 0.25]))",
          "      ease: \(dice.pick(["linear", "easeIn", "easeOut", "easeInOut"]))",
        ]
      }
    }

    // Targets: each property is built to keep (or not) a promise.
    lines.append("targets:")
    let properties = [
      "alpha", "translateX", "translateY", "scaleX", "scaleY", "rotation", "zPosition",
    ]
    for target in 0..<dice.int(1...4) {
      lines.append("  t\(target):")
      for property in properties.shuffled(using: &dice).prefix(dice.int(1...3)) {
        let key = "t\(target).\(property)"
        let (binding, promise) = makeBinding(&dice, &grammar, key: key)
        lines.append("    \(property)" + binding[0])
        lines += binding.dropFirst().map { "    " + $0 }
        if let promise { spec.promises.append(promise) }
      }
    }
    if let stateBounds {
      lines += ["  state:", "    kind: constraint", "    constant: s"]
      spec.promises.append(Promise(key: "state.constant", bounds: stateBounds))
    }
    spec.text = lines.joined(separator: "\n") + "\n"
    return spec
  }

  /// A binding's YAML lines (the first continues the property's line) and its promise.
  private static func makeBinding(_ dice: inout Dice, _ grammar: inout Grammar, key: String)
    -> ([String], Promise?)
  {
    switch dice.int(0...5) {
    case 0:
      // A smooth track over the scroll: continuous, and clamped if both sides clamp.
      let track = Track.random(&dice, smooth: true, over: "scroll")
      let bounds = track.clamped ? track.valueRange : nil
      return (track.lines, Promise(key: key, bounds: bounds, lipschitz: track.lipschitz))
    case 1:
      // Any standard easing, clamped: within its keyframe values.
      var track = Track.random(&dice, smooth: false, over: "scroll")
      track.before = "clamp"
      track.after = "clamp"
      return (track.lines, Promise(key: key, bounds: track.valueRange))
    case 2:
      // A smooth track over the range or over v0: continuous through its driver.
      // Over a range, keyframes sit at from + (to - from) · at: a reversed
      // range puts them out of order, and they jump.
      let overRange = dice.chance(0.5)
      let driverLipschitz =
        overRange ? (grammar.rangeWidth > 0 ? 1 / grammar.rangeWidth : nil) : grammar.v0Lipschitz
      var track = Track.random(&dice, smooth: true, over: overRange ? "r0" : "v0")
      if overRange { track.positionsAsFractions() }
      let lipschitz = driverLipschitz.map { $0 * track.lipschitz }
      return (track.lines, Promise(key: key, bounds: nil, lipschitz: lipschitz))
    case 3:
      let expression = grammar.continuous(&dice, depth: 4)
      return ([": \(quoted(expression.text))"], Promise(key: key, lipschitz: expression.lipschitz))
    case 4:
      let low = dice.number(-50...50)
      let high = low + dice.number(0...100)
      let text = "clamp(\(grammar.anything(&dice, depth: 3)), \(low), \(high))"
      return ([": \(quoted(text))"], Promise(key: key, bounds: low...high))
    default:
      // Anything: only finiteness is promised.
      if dice.chance(0.5) {
        return ([": \(quoted(grammar.anything(&dice, depth: 4)))"], nil)
      }
      return (Track.wild(&dice, &grammar).lines, nil)
    }
  }

  static func quoted(_ text: String) -> String { "'\(text)'" }
}

/// A track's keyframes and settings, and the promises they make.
struct Track {
  var over: String
  var keyframes: [(at: String, value: Double, ease: String?)]
  var before = "clamp"
  var after = "clamp"
  /// Literal positions, when the track was built with them.
  var positions: [Double] = []
  /// Keyframe lines written as they are (`each` keyframes).
  var extraLines: [String] = []

  var clamped: Bool { before == "clamp" && after == "clamp" }

  var valueRange: ClosedRange<Double> {
    let values = keyframes.map(\.value)
    return values.min()!...values.max()!
  }

  /// The steepest slope: the steepest segment, times 2 for easing (1/0.58 ≈
  /// 1.72 is the steepest slope of easeIn, easeOut and easeInOut).
  var lipschitz: Double {
    var steepest = 0.0
    for index in positions.indices.dropLast() {
      let rise = abs(keyframes[index + 1].value - keyframes[index].value)
      steepest = max(steepest, rise / (positions[index + 1] - positions[index]))
    }
    return 2 * steepest
  }

  var lines: [String] {
    var lines = [
      ":", "      over: \(over)", "      before: \(before)", "      after: \(after)",
      "      keyframes:",
    ]
    for keyframe in keyframes {
      var line = "        - { at: \(RandomSpec.quoted(keyframe.at)), value: \(keyframe.value)"
      if let ease = keyframe.ease { line += ", ease: '\(ease)'" }
      lines.append(line + " }")
    }
    return lines + extraLines
  }

  /// Keyframes at increasing literal positions; smooth tracks use only
  /// continuous easings and clamp or extend.
  static func random(_ dice: inout Dice, smooth: Bool, over: String) -> Track {
    let easings =
      smooth
      ? ["linear", "easeIn", "easeOut", "easeInOut"]
      : ["linear", "hold", "steps(3)", "steps(1)", "easeIn", "easeOut", "easeInOut"]
    var position = dice.number(-300...100)
    var track = Track(over: over, keyframes: [])
    for _ in 0..<dice.int(1...5) {
      track.positions.append(position)
      track.keyframes.append(("\(position)", dice.number(-500...500), dice.pick(easings)))
      // Smooth tracks need distinct positions; others may share one (a jump).
      position += smooth ? dice.number(1...200) : dice.number(0...200)
    }
    if smooth {
      track.before = dice.pick(["clamp", "extend"])
      track.after = dice.pick(["clamp", "extend"])
    }
    return track
  }

  /// Rewrites literal positions as fractions of a range, keeping their order.
  mutating func positionsAsFractions() {
    guard let first = positions.first, let last = positions.last else { return }
    let span = max(last - first, 1)
    positions = positions.map { ($0 - first) / span }
    for index in keyframes.indices { keyframes[index].at = "\(positions[index])" }
  }

  /// Anything goes: positions and values computed from params, any easing,
  /// `none`, unsorted and repeated keyframes, `each` over a list.
  static func wild(_ dice: inout Dice, _ grammar: inout Grammar) -> Track {
    let over = dice.pick(["scroll", "r0", "v0", "v1"])
    var track = Track(
      over: over, keyframes: [],
      before: dice.pick(["clamp", "extend", "none"]), after: dice.pick(["clamp", "extend", "none"]))
    let easings = [
      "linear", "hold", "steps(2)", "easeIn", "easeOut", "easeInOut",
      "cubic-bezier(0.1, -2, 0.9, 3)", "cubic-bezier(0, 1e300, 1, -1e300)", "steps(10000)",
    ]
    for _ in 0..<dice.int(1...5) {
      // Over a range a literal position must be a fraction from 0 to 1.
      let at =
        over == "r0" ? "\(dice.number(0...1))" : grammar.anything(&dice, depth: 2, perFrame: false)
      track.keyframes.append((at, dice.number(-500...500), dice.pick(easings)))
    }
    if let list = grammar.lists.first, dice.chance(0.5) {
      let at =
        over == "r0"
        ? "index / 10" : grammar.anything(&dice, depth: 1, perFrame: false) + " + index * 10"
      track.extraLines.append("        - { each: \(list), at: '\(at)', value: 'item * 2' }")
    }
    return track
  }
}

/// Expressions from a small grammar: continuous ones with a known slope
/// bound, and anything at all.
struct Grammar {
  var params: [String]
  var lists: [String]
  /// The width of range r0; its progress is continuous unless it is 0.
  var rangeWidth: Double
  var v0Lipschitz: Double?

  var rangeLipschitz: Double? { rangeWidth == 0 ? nil : 1 / abs(rangeWidth) }

  init(params: [String], lists: [String], rangeWidth: Double) {
    self.params = params
    self.lists = lists
    self.rangeWidth = rangeWidth
  }

  /// A continuous expression and its Lipschitz constant in the scroll offset:
  /// params appear only as constants, divisors are nonzero literals, and
  /// nothing compares, rounds or branches.
  func continuous(_ dice: inout Dice, depth: Int) -> (text: String, lipschitz: Double) {
    if depth == 0 || dice.chance(0.25) {
      var leaves: [(String, Double)] = [("scroll", 1), ("\(dice.number(-50...50))", 0)]
      leaves += params.map { ($0, 0) }
      if let rangeLipschitz { leaves.append(("r0", rangeLipschitz)) }
      if let v0Lipschitz { leaves.append(("v0", v0Lipschitz)) }
      return dice.pick(leaves)
    }
    let a = continuous(&dice, depth: depth - 1)
    switch dice.int(0...8) {
    case 0:
      let b = continuous(&dice, depth: depth - 1)
      return ("(\(a.text) + \(b.text))", a.lipschitz + b.lipschitz)
    case 1:
      let b = continuous(&dice, depth: depth - 1)
      return ("(\(a.text) - \(b.text))", a.lipschitz + b.lipschitz)
    case 2:
      let factor = dice.number(-3...3)
      return ("\(factor) * \(a.text)", abs(factor) * a.lipschitz)
    case 3:
      let divisor = dice.pick([2.0, -4, 0.5, 10])
      return ("\(a.text) / \(divisor)", a.lipschitz / abs(divisor))
    case 4: return ("-\(a.text)", a.lipschitz)
    case 5:
      let b = continuous(&dice, depth: depth - 1)
      let name = dice.pick(["min", "max"])
      return ("\(name)(\(a.text), \(b.text))", max(a.lipschitz, b.lipschitz))
    case 6: return ("abs(\(a.text))", a.lipschitz)
    case 7:
      let low = dice.number(-100...100)
      return ("clamp(\(a.text), \(low), \(low + dice.number(0...100)))", a.lipschitz)
    default:
      let b = continuous(&dice, depth: depth - 1)
      let t = dice.number(0...1)
      return ("lerp(\(a.text), \(b.text), \(t))", (1 - t) * a.lipschitz + t * b.lipschitz)
    }
  }

  /// Any expression of the language, with extreme numbers, zero divisors,
  /// comparisons, branches, rounding and lists; with `perFrame` false, only
  /// params and numbers (for keyframes, which are built when params change).
  func anything(_ dice: inout Dice, depth: Int, perFrame: Bool = true) -> String {
    if depth == 0 || dice.chance(0.2) {
      var leaves = ["0", "1", "-1", "1e300", "-1e300", "0.5", "\(dice.number(-500...500))"]
      if perFrame { leaves += ["scroll", "r0", "v0"] }
      leaves += params
      leaves += lists.flatMap {
        ["count(\($0))", "sum(\($0))", "sum(\($0), 2)", "\($0)[1]", "\($0)[-3]"]
      }
      return dice.pick(leaves)
    }
    let a = anything(&dice, depth: depth - 1, perFrame: perFrame)
    let b = anything(&dice, depth: depth - 1, perFrame: perFrame)
    switch dice.int(0...5) {
    case 0, 1:
      let op = dice.pick(["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"])
      return "(\(a) \(op) \(b))"
    case 2: return dice.pick(["-", "!"]) + "(\(a))"
    case 3:
      let function = dice.pick(["abs", "floor", "ceil", "round", "sqrt"])
      return "\(function)(\(a))"
    case 4:
      let c = anything(&dice, depth: depth - 1, perFrame: perFrame)
      let function = dice.pick(["clamp", "if", "lerp", "progress"])
      return "\(function)(\(a), \(b), \(c))"
    default:
      return "\(dice.pick(["min", "max"]))(\(a), \(b))"
    }
  }
}

extension Dice: RandomNumberGenerator {}
