import Foundation
import HeaderKit
@_spi(Generated) import HeaderKitRuntime
import Testing

/// Springs at the extremes of what a spec may write, through the compiler
/// and the evaluator: each shows a value of its own motion, worked out here
/// from the closed forms with Foundation's `cos` and `exp`. (Each used to
/// show ±1.797e308, once `cos` of its phase was taken for large arguments.)
@Suite struct ExtremeSpringTests {
  /// A spec whose transition `t` turns on past 50 with `spring`, and a snap
  /// on a state bounded to [0, 50] with the same spring, each shown as a
  /// translation (not clamped).
  static func spec(spring: String) -> String {
    """
    version: 1
    name: extreme
    inputs:
      scroll: { axis: vertical, bounds: [-100, 1000] }
    transitions:
      t:
        when: scroll > 50
        spring: \(spring)
    states:
      s:
        input: scroll
        initial: 0
        min: 0
        max: 50
        follow: 1
        snap: { to: [0, 50], rule: nearest, spring: \(spring) }
    targets:
      a:
        translateX: t
        translateY: s

    """
  }

  static func evaluator(spring: String) throws -> HeaderEvaluator {
    let loaded = SpecLoader.load(bytes: Array(spec(spring: spring).utf8), path: "extreme.yaml")
    let graph = try #require(loaded.compiled?.graph, "\(loaded.diagnostics.map(\.message))")
    return HeaderEvaluator(graph: graph)
  }

  /// mass 1, stiffness 10³⁰⁸, damping 1: ω = √10³⁰⁸, ζ = 1/(2ω) ≈ 5·10⁻¹⁵⁵,
  /// so from 0 at rest towards 1 the value is 1 − e^(−ζωt)·cos(ωt) (the sine
  /// term, ζ/√(1 − ζ²)·sin, is below 10⁻¹⁵⁴): 1.37 after 0.1 ms.
  @Test func aTransitionWithStiffness1e308() throws {
    var header = try Self.evaluator(spring: "{ mass: 1, stiffness: 1e308, damping: 1 }")
    header.scroll(0, toRaw: 60)
    header.advance(by: 0.0001)
    let omega = (1e308).squareRoot()
    let expected = 1 - exp(-0.5 * 0.0001) * cos(omega * 0.0001)
    #expect(abs(header.value("a.translateX") - expected) <= 1e-12)
    #expect(abs(expected - 1.3706239114315362) <= 1e-12)
  }

  /// response 0.5, dampingFraction 10⁻³⁰⁸: ω = 4π, ζω = 4π·10⁻³⁰⁸, all but
  /// undamped: 1 − e^(−ζωt)·cos(ωt) at any wait, 10³⁰⁰ s included.
  @Test(arguments: [0.1, 1e6, 1e20, 1e300])
  func aTransitionWithDampingFraction1eMinus308(wait: Double) throws {
    var header = try Self.evaluator(spring: "{ response: 0.5, dampingFraction: 1e-308 }")
    header.scroll(0, toRaw: 60)
    header.advance(by: wait)
    let omega = 6.283185307179586 / 0.5
    let expected = 1 - exp(-1e-308 * omega * wait) * cos(omega * wait)
    #expect(abs(header.value("a.translateX") - expected) <= 1e-12, "t = \(wait)")
    #expect(header.isAnimating(transition: 0))
  }

  /// The state, dragged from 0 to 30 and let go, snaps to its nearer target
  /// 50 with the stiff spring: 50 − 20·e^(−ζωt)·cos(ωt), within [30, 70]
  /// (its start ± its distance), though the state's own bounds are [0, 50].
  @Test func aSnapWithStiffness1e308() throws {
    var header = try Self.evaluator(spring: "{ mass: 1, stiffness: 1e308, damping: 1 }")
    header.drag(0, by: 30)
    header.endScrolling(0)
    let omega = (1e308).squareRoot()
    var elapsed = 0.0
    for wait in [0.0001, 0.001, 1] {
      header.advance(by: wait)
      elapsed += wait
      let expected = 50 - 20 * exp(-0.5 * elapsed) * cos(omega * elapsed)
      let shown = header.value("a.translateY")
      #expect(abs(shown - expected) <= 1e-9, "t = \(elapsed)")
      #expect(shown >= 30 && shown <= 70)
    }
  }

  /// 100,000 events turning the stiff and the undamped transitions round at
  /// random moments: a turn adds at most the distance between the sides (1)
  /// to the motion's amplitude and no wait adds any (SpringEnvelopeTests),
  /// so after n turns the value is within [−n, 1 + n]. The stiff one used to
  /// reach ±1.797e308.
  @Test(arguments: [
    "{ mass: 1, stiffness: 1e308, damping: 1 }", "{ response: 0.5, dampingFraction: 1e-308 }",
  ])
  func aLongTraceOfTurns(spring: String) throws {
    var header = try Self.evaluator(spring: spring)
    header.scroll(0, toRaw: 40)
    var turns = 0.0
    var largest = 0.0
    let waits = [1e-4, 4e-4, 0.013, 0.25, 1e-7, 0.01]
    for index in 0..<49_999 {
      header.drag(0, by: index % 2 == 0 ? 20 : -20)
      turns += 1
      header.advance(by: waits[(index * 7) % waits.count])
      let shown = header.value("a.translateX")
      #expect(shown >= -turns && shown <= 1 + turns, "after \(turns) turns: \(shown)")
      largest = max(largest, abs(shown))
    }
    #expect(largest < 1e4)
  }
}
