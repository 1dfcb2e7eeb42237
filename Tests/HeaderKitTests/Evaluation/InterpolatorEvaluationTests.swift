import Foundation
import GeneratedHeaders
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Android's interpolators and CSS `linear(...)` over keyframes
/// (`Tests/Fixtures/generator/interpolators.yaml`, each curve from 0 at 0 to
/// 1 at 100), in the evaluator and the generated Swift, at t = 0.25, 0.5
/// and 0.75 against the platforms' formulas worked here (within 1e-14: the
/// cosine is the portable one, not libm's, and the keyframes' interpolation
/// rounds on its own). GeneratedHeaderTests and
/// JavaScriptEvaluatorTests hold the generated Swift and the preview's
/// JavaScript to the evaluator bit for bit on the same spec.
@Suite struct InterpolatorEvaluationTests {
  static let spec = "generator/interpolators.yaml"

  /// Each output's curve, from its platform's formula.
  static let formulas: [(String, @Sendable (Double) -> Double)] = [
    ("curves.alpha", { $0 * $0 }),  // accelerate: t^(2·1)
    ("curves.translateX", { pow($0, 3) }),  // accelerate(1.5)
    ("curves.translateY", { 1 - pow(1 - $0, 4) }),  // decelerate(2)
    ("curves.rotation", { cos(($0 + 1) * Double.pi) / 2 + 0.5 }),  // accelerateDecelerate
    ("curves.scaleX", { t in (t - 1) * (t - 1) * (3 * (t - 1) + 2) + 1 }),  // overshoot, T = 2
    ("curves.scaleY", { t in t * t * (4 * t - 3) }),  // anticipate(3)
    (
      "curves.zPosition",  // anticipateOvershoot: s = 2 × 1.5
      { t in
        t < 0.5
          ? 0.5 * (2 * t) * (2 * t) * (4 * 2 * t - 3)
          : 0.5 * ((2 * t - 2) * (2 * t - 2) * (4 * (2 * t - 2) + 3) + 2)
      }
    ),
    // linear(0, 0.25 75%, 1).
    ("curves.cornerRadius", { t in t < 0.75 ? t / 3 : 0.25 + (t - 0.75) * 3 }),
    // linear(0, 0.5 25% 50%, 0.4, 1.2 90%, 1): points at 0, 25%, 50%, 70%
    // (spread between 50% and 90%), 90% and 100%; 0.5 held from 25% to 50%.
    (
      "curves.shadowRadius",
      { t in
        t < 0.25
          ? t * 2
          : t < 0.5
            ? 0.5
            : t < 0.7
              ? 0.5 - (t - 0.5) / 0.2 * 0.1
              : t < 0.9
                ? 0.4 + (t - 0.7) / 0.2 * 0.8 : 1.2 - (t - 0.9) / 0.1 * 0.2
      }
    ),
  ]

  static func check(_ header: some ScrollDrivenHeader, _ what: String) {
    var header = header
    for offset in [25.0, 50, 75, 60, 95] {
      header.setInput(0, raw: offset)
      for (key, formula) in formulas {
        guard let index = header.outputIndex(named: key) else {
          Issue.record("\(what): no output \(key)")
          continue
        }
        let (value, expected) = (header.value(at: index), formula(offset / 100))
        #expect(
          abs(value - expected) <= 1e-14, "\(what) \(key) at \(offset): \(value) ≠ \(expected)")
      }
    }
  }

  @Test func theEvaluator() throws {
    Self.check(
      HeaderEvaluator(graph: try SpecEvaluation.graph(path: Fixtures.fixture(Self.spec).path)),
      "evaluator")
  }

  @Test func generatedSwift() {
    Self.check(InterpolatorsHeader(), "generated")
    Self.check(FrozenInterpolatorsHeader(), "generated, frozen")
  }

  /// A transition eased by interpolators, each way: overshoot to 1 (past
  /// it at 0.3 of 0.4 s), then anticipate-overshoot (1, 2) back.
  @Test func aTransitionEasedByInterpolators() throws {
    var header = HeaderEvaluator(
      graph: try SpecEvaluation.graph(path: Fixtures.fixture(Self.spec).path))
    let bar = try #require(header.outputIndex(named: "bar.alpha"))
    header.scroll(0, toRaw: 70)
    header.advance(by: 0.3)
    // overshoot at 0.75 (T = 2): 1.078125.
    #expect(abs(header.value(at: bar) - 1.078125) <= 1e-14)
    header.scroll(0, toRaw: 0)
    header.advance(by: 0.1)
    // Back from 1.078125 at 0.25 of the way, s = 2: u = 0.5, a = 0.25 × (1.5 − 2) = −0.125, e = −0.0625.
    let eased = -0.0625
    #expect(abs(header.value(at: bar) - 1.078125 * (1 - eased)) <= 1e-14)
  }
}
