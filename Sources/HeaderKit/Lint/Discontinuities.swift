import HeaderKitDiagnostics
import HeaderKitRuntime

/// The discontinuity lint: an output that jumps between two neighbouring
/// samples is narrowed down by bisection; if the jump survives down to a
/// width of about 1e-9 it is real, and unless a deliberate switch explains it
/// (see ``FrameDependencies``) or it cannot be seen, it is reported with its size.
///
/// A jump cannot be seen when both its sides are off any screen (at least
/// ``offScreen`` from 0), or when it is a colour channel's and the channel
/// times the colour's alpha, what the colour adds to the screen, does not
/// jump: a transparent colour's channels may jump freely.
///
/// Narrowing evaluates the whole frame at each step, so its cost grows with
/// the properties times the frame's size; a budget of evaluations keeps lint
/// fast on any spec, and when it runs out the check says so
/// (`lint-incomplete`) rather than passing silently.
struct Discontinuities {
  let context: LintContext
  let samples: InputSamples
  /// The intervals where outputs change, from the samples.
  let scan: SampleScan
  private let dependencies: FrameDependencies
  /// Evaluations narrowing may still make, shared by every input of a spec.
  private(set) var remaining: Int

  init(_ context: LintContext, samples: InputSamples, scan: SampleScan, budget: Int) {
    self.context = context
    self.samples = samples
    self.scan = scan
    dependencies = FrameDependencies(context: context)
    remaining = budget
  }

  /// Evaluations narrowing may make for a graph: a fixed amount of work,
  /// measured in frame instructions, and never fewer than a seed needs.
  static func budget(for graph: CompiledGraph, work: Int) -> Int {
    max(1_000, work / EvaluationBudget.cost(of: graph))
  }

  /// The smallest jump reported, by property: half a point for positions,
  /// 0.01 for alpha, scales and rotations (radians).
  static func threshold(_ property: String) -> Double {
    switch property {
    case "translateX", "translateY", "constant", "zPosition", "cornerRadius", "borderWidth",
      "shadowRadius", "blurRadius":
      0.5
    default: 0.01
    }
  }

  /// Values at least this far from 0 are off any screen: 2^53 (about 9e15),
  /// where neighbouring doubles are 2 apart, so that no position, angle or
  /// scale there can still move smoothly. It is far beyond any screen, so
  /// jumps of ordinary sizes are all reported; it keeps out values pinned
  /// near ±1.8e308 (an overflow), whose differences may not even be finite.
  static let offScreen = 0x1p53

  /// How many jumps of one output are examined at most, so that a fine
  /// `steps(n)` cannot make lint slow.
  static let maxJumps = 256

  mutating func diagnostics() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let budget = remaining
    for (output, descriptor) in context.graph.outputs.enumerated() {
      // Intervals of the outputs from the cutoff on were dropped to bound memory.
      guard output < scan.cutoff else {
        diagnostics.append(incomplete(evaluations: budget, examined: output))
        return diagnostics
      }
      let threshold = Self.threshold(descriptor.property)
      var closure: [Int]?
      var found: [Double] = []
      var jumps = 0
      for candidate in scan.candidates[output] where jumps < Self.maxJumps {
        let index = Int(candidate.sample)
        let (before, after) = (candidate.before, candidate.after)
        guard
          let jump = narrow(
            output, samples.offsets[index], samples.offsets[index + 1], before, after, threshold)
        else {
          diagnostics.append(incomplete(evaluations: budget, examined: output))
          return diagnostics
        }
        guard abs(jump.after - jump.before) > threshold else { continue }
        jumps += 1
        guard abs(jump.before) < Self.offScreen || abs(jump.after) < Self.offScreen else {
          continue
        }
        // Telling a deliberate switch or a transparent colour evaluates twice more.
        guard remaining >= 2 else {
          diagnostics.append(incomplete(evaluations: budget, examined: output))
          return diagnostics
        }
        remaining -= 2
        let ends = frames(at: jump)
        guard !transparent(jump, output, ends, threshold) else { continue }
        let dependsOn = closure ?? dependencies.closure(of: Int(descriptor.slot))
        closure = dependsOn
        guard
          !dependencies.switched(dependsOn, before: ends.low.allSlots, after: ends.high.allSlots)
        else { continue }
        let boundary = boundary(near: jump, closure: dependsOn)
        let raw = boundary?.raw ?? Self.rounded(jump.high)
        if found.contains(where: { abs($0 - raw) <= 1e-6 * max(1, abs(raw)) }) { continue }
        found.append(raw)
        diagnostics.append(report(output, jump, raw: raw, boundary: boundary))
      }
    }
    return diagnostics
  }

  /// The check stopped in output `examined`, at the input's declaration.
  private func incomplete(evaluations: Int, examined: Int) -> Diagnostic {
    let input = context.graph.inputs[samples.input].name
    let declaration = context.compiled.spec.inputs.first { $0.name.value == input }
    return .lintIncomplete(
      input: input, evaluations: evaluations, examined: examined,
      of: context.graph.outputs.count,
      range: declaration?.name.range ?? context.compiled.outputRanges[examined])
  }

  /// A jump narrowed to a tiny interval [low, high].
  struct Jump {
    var low: Double
    var high: Double
    var before: Double
    var after: Double
  }

  /// Bisects towards the larger change. A jump larger than `threshold` stays
  /// in one half, so once the change falls to `threshold` the output is
  /// continuous there and bisecting stops early. Nil when the budget runs
  /// out first.
  private mutating func narrow(
    _ output: Int, _ low: Double, _ high: Double, _ before: Double, _ after: Double,
    _ threshold: Double
  ) -> Jump? {
    var jump = Jump(low: low, high: high, before: before, after: after)
    var evaluator = context.base
    for _ in 0..<200 where abs(jump.after - jump.before) > threshold {
      let middle = (jump.low + jump.high) / 2
      if jump.high - jump.low <= 1e-9 * max(1, abs(jump.low)) || middle <= jump.low
        || middle >= jump.high
      {
        break
      }
      guard remaining > 0 else { return nil }
      remaining -= 1
      evaluator.setInput(samples.input, raw: middle)
      let value = evaluator.value(at: output)
      if abs(value - jump.before) >= abs(jump.after - value) {
        jump.high = middle
        jump.after = value
      } else {
        jump.low = middle
        jump.before = value
      }
    }
    return jump
  }

  /// Whether `output` is a colour channel whose jump the colour's alpha hides:
  /// what a colour adds to the screen is each channel times the alpha, so a
  /// channel's jump shows only as far as that product jumps (not at all
  /// where the alpha is 0, as a colour fading in from transparent has it).
  private func transparent(
    _ jump: Jump, _ output: Int, _ ends: (low: HeaderEvaluator, high: HeaderEvaluator),
    _ threshold: Double
  ) -> Bool {
    guard let alpha = context.colorAlphas[output] else { return false }
    let before = jump.before * ends.low.value(at: alpha)
    let after = jump.after * ends.high.value(at: alpha)
    return abs(after - before) <= threshold
  }

  /// The frame at each end of a narrowed jump.
  private func frames(at jump: Jump) -> (low: HeaderEvaluator, high: HeaderEvaluator) {
    var low = context.base
    low.setInput(samples.input, raw: jump.low)
    var high = context.base
    high.setInput(samples.input, raw: jump.high)
    return (low, high)
  }

  /// The keyframe or range boundary at the jump, preferring a keyframe of a
  /// track the output depends on.
  private func boundary(near jump: Jump, closure: [Int]) -> InputSamples.Boundary? {
    let tolerance = 1e-6 * max(1, abs(jump.high))
    let near = samples.boundaries(from: jump.low - tolerance, to: jump.high + tolerance)
    let code = context.graph.frameCode
    let tracks = Set(closure.filter { code[$0].op == .track }.map { Int(code[$0].a) })
    // Of coincident keyframes, the last is the one whose value applies from there.
    return near.last { $0.track.map(tracks.contains) ?? false } ?? near.first
  }

  /// `value` to 6 decimals, where jumps found by narrowing sit at round
  /// numbers; values of 2^52 or more have no fraction (and would overflow).
  static func rounded(_ value: Double) -> Double {
    abs(value) < 0x1p52 ? (value * 1e6).rounded() / 1e6 : value
  }

  private func report(_ output: Int, _ jump: Jump, raw: Double, boundary: InputSamples.Boundary?)
    -> Diagnostic
  {
    let property = context.compiled.outputRanges[output]
    var range = property
    if let boundary, let track = boundary.track, let keyframe = boundary.keyframe {
      range = context.range(ofKeyframe: keyframe, track: track)
    }
    let inset = context.inset(samples.input)
    return .discontinuity(
      context.graph.outputs[output].key, by: abs(jump.after - jump.before), from: jump.before,
      to: jump.after,
      input: context.graph.inputs[samples.input].name, at: samples.position(raw, context),
      raw: inset == 0 ? nil : raw,
      range: range, property: property)
  }
}
