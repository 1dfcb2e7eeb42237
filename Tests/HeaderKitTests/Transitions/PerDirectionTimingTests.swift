import Foundation
import GeneratedHeaders
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// A transition's `duration` and `spring` per direction
/// (`Tests/Fixtures/generator/per-direction-timing.yaml`): each change
/// starts with its direction's timing, in the evaluator and the generated
/// Swift, against values worked here (the preview's JavaScript is held to
/// the evaluator bit for bit by JavaScriptEvaluatorTests, which runs every
/// generator fixture).
@Suite struct PerDirectionTimingTests {
  static let spec = "generator/per-direction-timing.yaml"

  enum Event { case scroll(Double), wait(Double) }

  /// Runs `events` on `header`, reading `output` after each.
  static func run(_ header: some ScrollDrivenHeader, _ events: [Event], output: Int) -> [Double] {
    var header = header
    return events.map { event in
      switch event {
      case .scroll(let raw): header.scroll(0, toRaw: raw)
      case .wait(let seconds): header.advance(by: seconds)
      }
      return header.value(at: output)
    }
  }

  /// The headers the values are checked on.
  static func headers() throws -> [(String, any ScrollDrivenHeader)] {
    let graph = try SpecEvaluation.graph(path: Fixtures.fixture(spec).path)
    return [
      ("evaluator", HeaderEvaluator(graph: graph)), ("generated", PerDirectionTimingHeader()),
      ("generated, frozen", FrozenPerDirectionTimingHeader()),
    ]
  }

  static func check(_ actual: [Double], _ expected: [Double], _ what: String) {
    #expect(actual.count == expected.count)
    for (index, (value, wanted)) in zip(actual, expected).enumerated() {
      #expect(
        abs(value - wanted) <= 1e-9, "\(what), event \(index + 1): \(value), expected \(wanted)")
    }
  }

  /// Forward in 0.15 s, back in 0.25 s, both linear: after 0.05 s a third
  /// of the way in, in at 0.15 s; turned off there, back from 1 at 0.1 s is
  /// 1 − 0.1 / 0.25 = 0.6, and 0 at 0.25 s (not at 0.15 s, the forward time).
  @Test func aDurationPerDirection() throws {
    let events: [Event] = [
      .scroll(20), .wait(0.05), .wait(0.1), .scroll(0), .wait(0.1), .wait(0.05), .wait(0.1),
    ]
    let expected = [0, 0.05 / 0.15, 1, 1, 1 - 0.1 / 0.25, 1 - 0.15 / 0.25, 0]
    for (what, header) in try Self.headers() {
      Self.check(Self.run(header, events, output: 0), expected, what)
    }
  }

  /// In with the critically damped spring (response 0.3: ω = 2π/0.3, from
  /// 0 to 10 at rest, x = e^(−ωt)·(D + ωD·t), velocity −ω²·D·t·e^(−ωt));
  /// turned off after 0.05 s, out with the soft one (mass 1, stiffness 100,
  /// damping 10: ω = 10, ζ = 0.5) from the value and velocity shown.
  @Test func aSpringPerDirection() throws {
    let omega = 2 * Double.pi / 0.3
    let t = 0.05
    let d = -10.0
    let shown = 10 + exp(-omega * t) * (d + omega * d * t)
    let velocity = -omega * omega * d * t * exp(-omega * t)
    // Back towards 0: D = shown, u = velocity, under-damped.
    let (back, zeta) = (10.0, 0.5)
    let damped = back * (1 - zeta * zeta).squareRoot()
    func out(_ s: Double) -> Double {
      exp(-zeta * back * s)
        * (shown * cos(damped * s) + (velocity + zeta * back * shown) / damped * sin(damped * s))
    }
    let events: [Event] = [.scroll(50), .wait(t), .scroll(0), .wait(0.1), .wait(0.1)]
    // bar.translateY is −lifted.
    let expected = [0, -shown, -shown, -out(0.1), -out(0.2)]
    for (what, header) in try Self.headers() {
      Self.check(Self.run(header, events, output: 1), expected, what)
    }
  }
}
