import Foundation
import HeaderKit
import HeaderKitDiagnostics
@_spi(Generated) import HeaderKitRuntime
import Testing

/// Springs, velocities, fling speeds, projected targets and snaps that move
/// their input, on small specs with every expected value worked out by hand
/// (the closed forms of motion-facts.md, computed here with Foundation), and
/// the diagnostics of the new snap keys.
@Suite struct SnapSpringTests {
  /// A spec with one state `s` (0 at rest, between 0 and 100, following the
  /// content) whose snap keys are `snap`.
  func spec(_ snap: String, position: String = "max(scroll, 0)") -> String {
    """
    version: 1
    name: toy
    inputs:
      scroll: {axis: vertical}
    states:
      s:
        input: scroll
        initial: 0
        min: 0
        max: 100
        follow: 1
        position: \(position)
        snap:
    \(snap.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
    targets:
      t:
        translateY: s

    """
  }

  func load(_ yaml: String) -> LoadedSpec {
    SpecLoader.load(bytes: Array(yaml.utf8), path: "toy.yaml")
  }

  func evaluator(_ yaml: String) throws -> HeaderEvaluator {
    let loaded = load(yaml)
    let graph = try #require(loaded.compiled?.graph, "\(loaded.diagnostics.map(\.message))")
    return HeaderEvaluator(graph: graph)
  }

  func rendered(_ yaml: String) -> String {
    let loaded = load(yaml)
    return DiagnosticRenderer(colors: false).render(loaded.diagnostics, source: loaded.source)
  }

  // MARK: Springs

  /// SwiftUI's spring(response: 0.4, dampingFraction: 0.6) from 30 at rest to
  /// 0: ω = 2π/0.4, ζ = 0.6, ω_d = ω·0.8, so
  /// s(t) = 30·e^(−0.6ωt)·(cos(ω_d t) + (0.6ω/ω_d)·sin(ω_d t)) (motion-facts).
  @Test func anUnderDampedSnapFollowsTheClosedForm() throws {
    var header = try evaluator(
      spec("to: [0, 100]\nspring: {response: 0.4, dampingFraction: 0.6}"))
    header.drag(0, by: 30)
    header.endScrolling(0)
    let omega = 2 * Double.pi / 0.4
    let damped = omega * 0.8
    var elapsed = 0.0
    for _ in 0..<40 {
      header.advance(by: 1.0 / 60)
      elapsed += 1.0 / 60
      let expected =
        30 * exp(-0.6 * omega * elapsed)
        * (cos(damped * elapsed) + (0.6 * omega / damped) * sin(damped * elapsed))
      #expect(abs(header.value(at: 0) - expected) < 1e-9, "t = \(elapsed)")
    }
    // It overshoots below 0 (ζ < 1): at t = π/ω_d, −30·e^(−0.6ω·π/ω_d) = −30·e^(−0.75π) = −2.84.
    var probe = try evaluator(spec("to: [0, 100]\nspring: {response: 0.4, dampingFraction: 0.6}"))
    probe.drag(0, by: 30)
    probe.endScrolling(0)
    probe.advance(by: Double.pi / damped)
    #expect(abs(probe.value(at: 0) - -30 * exp(-0.75 * Double.pi)) < 1e-9)
  }

  /// Core Animation's mass 1, stiffness 100, damping 25: ω = 10, ζ = 25/20 =
  /// 1.25 (over-damped), roots −5 and −20: from 30 at rest to 0,
  /// s(t) = 40·e^(−5t) − 10·e^(−20t) (A + B = 30, −5A − 20B = 0).
  @Test func anOverDampedSnapIsASumOfTwoExponentials() throws {
    var header = try evaluator(spec("to: [0, 100]\nspring: {mass: 1, stiffness: 100, damping: 25}"))
    header.drag(0, by: 30)
    header.endScrolling(0)
    header.advance(by: 0.1)
    #expect(abs(header.value(at: 0) - (40 * exp(-0.5) - 10 * exp(-2))) < 1e-9)
    header.advance(by: 0.2)
    #expect(abs(header.value(at: 0) - (40 * exp(-1.5) - 10 * exp(-6))) < 1e-9)
  }

  /// A spring settles exactly on its target once e^(−ωt)(|D| + |u + ωD|·t)
  /// ≤ 0.001 (critically damped, t ≥ 1/ω): ω = 2π/0.5 = 12.566, D = 30,
  /// u = 0: at t = 1 the displacement itself is 30·e^(−12.566)·(1 + 12.566)
  /// = 1.42e-3 (not yet); at t = 1.2, e^(−15.08)·(30 + 452.4) = 1.36e-4 (settled).
  @Test func aSpringSettlesOnItsTargetWithinTheStatedEpsilon() throws {
    var header = try evaluator(spec("to: [0, 100]\nspring: {response: 0.5, dampingFraction: 1}"))
    header.drag(0, by: 30)
    header.endScrolling(0)
    header.advance(by: 1)
    #expect(header.isAnimating(state: 0))
    let omega = 2 * Double.pi / 0.5
    #expect(abs(header.value(at: 0) - 30 * exp(-omega) * (1 + omega)) < 1e-12)
    #expect(header.value(at: 0) > Spring.settleEpsilon)
    header.advance(by: 0.2)
    #expect(!header.isAnimating(state: 0))
    #expect(header.value(at: 0) == 0)
  }

  /// The value at a time does not depend on how the clock got there.
  @Test func aSpringDependsOnlyOnTheElapsedTime() throws {
    let yaml = spec("to: [0, 100]\nspring: {response: 0.3, dampingFraction: 0.7}")
    var once = try evaluator(yaml)
    var steps = try evaluator(yaml)
    for header in [0, 1] {
      var h = header == 0 ? once : steps
      h.drag(0, by: 40)
      h.endScrolling(0, velocity: -900)
      if header == 0 { once = h } else { steps = h }
    }
    once.advance(by: 0.25)
    for _ in 0..<4 { steps.advance(by: 0.0625) }
    #expect(once.value(at: 0) == steps.value(at: 0))
  }

  // MARK: Velocity rules

  /// From 30 (below the midpoint 50): at rest, and under the fling speed,
  /// the midpoint rule goes to 0; at the fling speed, to 100; a fling back
  /// from 70 goes to 0.
  @Test func aFlingGoesToTheNextTargetItsWay() throws {
    let yaml = spec("to: [0, 100]\nfling: 500\nduration: 0")
    for (velocity, target) in [(0.0, 0.0), (499, 0), (500, 100), (-2_000, 0)] {
      var header = try evaluator(yaml)
      header.drag(0, by: 30)
      header.endScrolling(0, velocity: velocity)
      #expect(header.value(at: 0) == target, "velocity \(velocity)")
    }
    var back = try evaluator(yaml)
    back.drag(0, by: 70)
    back.endScrolling(0, velocity: -500)
    #expect(back.value(at: 0) == 0)
    // Past the last target the way it points: that target.
    var past = try evaluator(spec("to: [0, 40]\nfling: 500\nduration: 0"))
    past.drag(0, by: 60)
    past.endScrolling(0, velocity: 800)
    #expect(past.value(at: 0) == 40)
  }

  /// UIScrollView's projection with `.normal` (0.998): (v/1000)·0.998/0.002 =
  /// 0.499·v, so 1,000 pt/s travels 499 pt (motion-facts); with `.fast`
  /// (0.99), 0.099·v. Targets 0, 200, 400, 600, from 10.
  @Test func projectedTargetsFollowUIScrollViewsDeceleration() throws {
    let cases: [(rate: String, velocity: Double, target: Double)] = [
      ("normal", 1_000, 600),  // 10 + 499 = 509: nearest 600 (91 away; 400 is 109 away)
      ("normal", 300, 200),  // 10 + 149.7 = 159.7: nearest 200
      ("normal", 150, 0),  // 10 + 74.85 = 84.85: nearest 0
      ("fast", 1_000, 200),  // 10 + 99 = 109: nearest 200 (91 away; 0 is 109 away)
      ("fast", -1_000, 0),  // 10 − 99 = −89: nearest 0
    ]
    for (rate, velocity, expected) in cases {
      var header = try evaluator(
        spec("to: [0, 200, 400, 600]\nrule: projected\ndeceleration: \(rate)\nduration: 0")
          .replacingOccurrences(of: "max: 100", with: "max: 600"))
      header.drag(0, by: 10)
      header.endScrolling(0, velocity: velocity)
      #expect(header.value(at: 0) == expected, "\(rate) \(velocity)")
    }
  }

  /// The velocity a spring starts with is the state's (follow × the
  /// input's), and none at a bound it points past: from 100 (the max) a
  /// flick on does not overshoot.
  @Test func noVelocityIsHandedPastABound() throws {
    var header = try evaluator(spec("to: [0, 100]\nspring: {response: 0.3, dampingFraction: 0.5}"))
    header.drag(0, by: 150)
    header.endScrolling(0, velocity: 3_000)
    #expect(!header.isAnimating(state: 0))
    header.advance(by: 0.05)
    #expect(header.value(at: 0) == 100)
  }

  // MARK: Snaps that move their input

  /// iOS's large title: the collapse follows the offset within [0, 52]; at
  /// the end it settles open or closed and the content offset with it
  /// (offset − collapse stays what it was: 0), over 0.2 s linearly.
  @Test func aSnapMovesTheContentOffsetWithTheState() throws {
    var header = try evaluator(
      spec(
        "to: [0, 52]\nduration: 0.2\nease: linear\nmovesInput: true",
        position: "clamp(scroll, 0, 52)"))
    header.drag(0, by: 30)  // collapse 30 > 26: to 52
    header.endScrolling(0)
    #expect(header.rawInput(0) == 30)
    header.advance(by: 0.1)
    #expect(header.value(at: 0) == 41)  // 30 + 22 × 0.5
    #expect(header.rawInput(0) == 41)
    header.advance(by: 0.1)
    #expect(header.value(at: 0) == 52)
    #expect(header.rawInput(0) == 52)
    // The snap's own motion is no move: a drag from there moves by the drag only.
    header.drag(0, by: -10)
    #expect(header.value(at: 0) == 42)
    #expect(header.rawInput(0) == 42)
  }

  /// A finger on the content stops a snap that moves it, where it is.
  @Test func aDragTakesTheContentFromTheSnap() throws {
    var header = try evaluator(
      spec(
        "to: [0, 52]\nduration: 0.2\nease: linear\nmovesInput: true",
        position: "clamp(scroll, 0, 52)"))
    header.drag(0, by: 20)  // 20 <= 26: to 0
    header.endScrolling(0)
    header.advance(by: 0.1)  // 20 − 20 × 0.5 = 10, the content at 10
    header.drag(0, by: 5)  // from 10 to 15: the state follows, 10 + 5
    #expect(!header.isAnimating(state: 0))
    #expect(header.value(at: 0) == 15)
    #expect(header.rawInput(0) == 15)
  }

  // MARK: Diagnostics

  @Test func aSnapTakesADurationOrASpring() {
    #expect(
      rendered(spec("to: [0, 100]\nduration: 0.2\nspring: {response: 0.3, dampingFraction: 1}"))
        == """
        toy.yaml:15:7: error: a snap with a 'spring' takes no 'duration': the spring's parameters decide how long it moves and how; remove 'duration' or the spring [snap-timing]
           15 |       duration: 0.2
              |       ^~~~~~~~
        toy.yaml:16:7: note: the spring is set here
           16 |       spring: {response: 0.3, dampingFraction: 1}
              |       ^~~~~~

        """)
    #expect(
      rendered(spec("to: [0, 100]")) == """
        toy.yaml:14:7: error: 'snap' needs a 'duration' (seconds, with an optional 'ease') or a 'spring', such as 'spring: {response: 0.3, dampingFraction: 1}' [snap-timing]
           14 |       to: [0, 100]
              |       ^~~~~~~~~~~~

        """)
    #expect(
      load(spec("to: [0, 100]\nease: linear\nspring: {response: 0.3, dampingFraction: 1}"))
        .diagnostics.map(\.code) == [.snapTiming])
  }

  @Test func aSpringIsOneCompleteForm() {
    #expect(
      rendered(spec("to: [0, 100]\nspring: {response: 0.3, stiffness: 100}")) == """
        toy.yaml:15:15: error: 'spring' takes either 'response' and 'dampingFraction' (SwiftUI) or 'mass', 'stiffness' and 'damping' (Core Animation), all of one form; found 'response', 'stiffness' [invalid-spring]
           15 |       spring: {response: 0.3, stiffness: 100}
              |               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
    #expect(
      load(spec("to: [0, 100]\nspring: {mass: 1, stiffness: 100}")).diagnostics.map(\.code)
        == [.invalidSpring])
    #expect(
      load(spec("to: [0, 100]\nspring: {respons: 0.3, dampingFraction: 1}")).diagnostics.map(
        \.code) == [.unknownKey, .invalidSpring])
    #expect(
      load(spec("to: [0, 100]\nspring: {response: scroll, dampingFraction: 1}")).diagnostics.map(
        \.code) == [.notConstant])
  }

  @Test func decelerationNeedsTheProjectedRule() {
    #expect(
      rendered(spec("to: [0, 100]\nduration: 0.2\ndeceleration: fast")) == """
        toy.yaml:16:7: error: 'deceleration' is used only by 'rule: projected'; set the rule or remove 'deceleration' [invalid-value]
           16 |       deceleration: fast
              |       ^~~~~~~~~~~~

        """)
    #expect(
      load(spec("to: [0, 100]\nrule: projected\nduration: 0.2\ndeceleration: 0.995")).diagnostics
        .isEmpty)
  }

  /// The lint: with the default params, a damping fraction of 0 makes no
  /// spring (it would never settle), so the snap jumps.
  @Test func aSpringThatMakesNoMotionIsLinted() throws {
    let yaml = spec("to: [0, 100]\nspring: {response: 0.3, dampingFraction: 0}")
    let loaded = load(yaml)
    let compiled = try #require(loaded.compiled)
    let warnings = Linter.lint(compiled).filter { $0.code == .springMakesNoMotion }
    #expect(
      DiagnosticRenderer(colors: false).render(warnings, source: loaded.source) == """
        toy.yaml:15:15: warning: this spring's parameters (response 0.3, dampingFraction 0) make no spring: each must be positive, so the snap will set its target at once [spring-makes-no-motion]
           15 |       spring: {response: 0.3, dampingFraction: 0}
              |               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
    var header = HeaderEvaluator(graph: compiled.graph)
    header.drag(0, by: 60)
    header.endScrolling(0)
    #expect(header.value(at: 0) == 100 && !header.isAnimating(state: 0))
    // A valid spring draws no such warning.
    let valid = try #require(
      load(spec("to: [0, 100]\nspring: {mass: 1, stiffness: 9, damping: 6}")).compiled)
    #expect(!Linter.lint(valid).contains { $0.code == .springMakesNoMotion })
  }
}
