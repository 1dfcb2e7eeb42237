import Foundation
@_spi(Generated) import HeaderKitRuntime
import Testing

/// A transition's spring in the graph and the runtime: loaded from
/// `compact-title`'s compiled graph, refused where an older layout or a
/// broken one would be misread, and handing its velocity on when turned round.
@Suite struct TransitionSpringGraphTests {
  /// SwiftUI's spring(response: 0.5, dampingFraction: 0.825) from 0 to 1, at
  /// rest: 1 + e^(−ζωt)(−cos ω_d t − (ζω / ω_d) sin ω_d t), ω = 4π.
  static func swiftUISpring(at t: Double) -> Double {
    let omega = 4 * Double.pi
    let decay = 0.825 * omega
    let damped = omega * (1 - 0.825 * 0.825).squareRoot()
    return 1 + exp(-decay * t) * (-cos(damped * t) - decay / damped * sin(damped * t))
  }

  @Test func theCompiledSpringMovesTheTransition() throws {
    let graph = try GraphFixtures.graph("compact-title")
    let spring = try #require(graph.transitions.first?.spring)
    #expect(spring.form == .response)
    var evaluator = HeaderEvaluator(graph: graph)
    evaluator.scroll(0, toRaw: 60)
    #expect(evaluator.isAnimating(transition: 0))
    evaluator.advance(by: 0.1)
    // 1e-9: PortableMath is within a few units in the last place of Foundation.
    let alpha = try #require(evaluator.value("compactTitle.alpha"))
    #expect(abs(alpha - Self.swiftUISpring(at: 0.1)) <= 1e-9)
    #expect(abs(alpha - 0.39360772) <= 1e-8)
  }

  /// A format 3 runtime would read the transition's duration slot and jump:
  /// graphs with springs on transitions are format 4, and this runtime
  /// refuses format 3 rather than guess.
  @Test func anOlderLayoutIsRefused() throws {
    var object = try GraphFixtures.object("compact-title")
    #expect(object["formatVersion"] as? Int == 4)
    object["formatVersion"] = 3
    HostileGraphTests.expectRefused(object, .unsupportedFormat(3))
  }

  @Test func aSpringOfTheWrongSizeIsRefused() throws {
    var object = try GraphFixtures.object("compact-title")
    var transitions = object["transitions"] as! [[String: Any]]
    var spring = transitions[0]["spring"] as! [String: Any]
    spring["slots"] = [(spring["slots"] as! [Any])[0]]
    transitions[0]["spring"] = spring
    object["transitions"] = transitions
    HostileGraphTests.expectRefused(object, .indexOutOfRange(.transition, element: 0, index: 1))
  }

  /// Turned round mid-way, the value and its velocity carry on unbroken
  /// (within 1e-9 of the velocity before, by the closed forms' derivatives),
  /// for each of the three regimes.
  @Test(arguments: [(0.5, 0.3), (0.4, 1.0), (0.3, 2.5)])
  func aTurnKeepsValueAndVelocity(response: Double, dampingFraction: Double) throws {
    let spring = try #require(Spring(response: response, dampingFraction: dampingFraction))
    var animation = TransitionAnimation()
    // A spring's step is the value to show (a duration's is a progress to ease).
    func advance(by seconds: Double) -> Double? {
      guard case .value(let value) = animation.advance(by: seconds) else { return nil }
      return value
    }
    var value = animation.update(on: true, presented: 0, target: 10, spring: spring)
    value = try #require(advance(by: 0.07))
    let before = animation.velocity
    #expect(before > 1)
    let turned = animation.update(on: false, presented: value, target: 0, spring: spring)
    #expect(turned == value)
    #expect(abs(animation.velocity - before) <= 1e-9 * abs(before))
    // A finite difference of the new spring's first millisecond agrees too.
    let next = try #require(advance(by: 0.000_001))
    #expect(abs((next - value) / 0.000_001 - before) <= 1e-3 * abs(before))
  }
}
