import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `Specs/compact-title.yaml` against a transcription of SwiftUI's spring
/// (`Animation.spring`, response 0.5 and dampingFraction 0.825 by default):
/// the damped oscillator's closed form and its derivative, written here with
/// Foundation's `exp`, `sin` and `cos`, and SwiftUI's retargeting, which
/// replaces a running spring "preserving velocity from one animation to the
/// next" — the new spring starts from the value and the velocity shown.
@Suite struct CompactTitleSpringTests {
  /// The runtime's `exp`, `sin` and `cos` are within a few units in the last
  /// place of Foundation's; values are at most a few points.
  static let tolerance = 1e-9

  /// The reference: a SwiftUI view whose `compact` flag animates with `.spring`.
  struct Bar {
    var largeTitleHeight = 52.0, slide = 8.0, response = 0.5, dampingFraction = 0.825
    var scroll = 0.0, time = 0.0
    var on = false, value = 0.0
    /// The running spring: its target, the displacement and velocity it
    /// started from, and the seconds since.
    var spring: (target: Double, x0: Double, v0: Double, elapsed: Double)?

    var omega: Double { 2 * Double.pi / response }
    var zeta: Double { dampingFraction }

    /// The displacement from the target and its velocity, `t` seconds after
    /// starting at `x0` with velocity `v0`:
    /// ζ < 1: x = e^(−ζωt)(x0 cos ω_d t + ((v0 + ζω x0) / ω_d) sin ω_d t);
    /// ζ = 1: x = e^(−ωt)(x0 + (v0 + ω x0) t).
    func motion(_ x0: Double, _ v0: Double, _ t: Double) -> (x: Double, v: Double) {
      if zeta < 1 {
        let decay = zeta * omega
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let (p, q) = (x0, (v0 + decay * x0) / damped)
        let envelope = exp(-decay * t)
        let (c, s) = (cos(damped * t), sin(damped * t))
        return (
          envelope * (p * c + q * s),
          envelope * ((q * damped - decay * p) * c - (p * damped + decay * q) * s)
        )
      }
      let q = v0 + omega * x0
      let envelope = exp(-omega * t)
      return (envelope * (x0 + q * t), envelope * (q - omega * (x0 + q * t)))
    }

    /// The documented settling rule (docs/states.md): the bound of |x| that
    /// only decreases is at most 0.001 (for ζ = 1, from t = 1/ω on).
    func settled(_ x0: Double, _ v0: Double, _ t: Double) -> Bool {
      if zeta < 1 {
        let decay = zeta * omega
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return exp(-decay * t) * (abs(x0) + abs((v0 + decay * x0) / damped)) <= 0.001
      }
      return t >= 1 / omega && exp(-omega * t) * (abs(x0) + abs(v0 + omega * x0) * t) <= 0.001
    }

    /// After each event: when `scroll > largeTitleHeight` changed, a new
    /// spring starts from the value and velocity shown.
    mutating func updateCondition() {
      let now = scroll > largeTitleHeight
      guard now != on else { return }
      on = now
      let target = on ? 1.0 : 0.0
      let velocity = spring.map { motion($0.x0, $0.v0, $0.elapsed).v } ?? 0
      let x0 = value - target
      spring = settled(x0, velocity, 0) ? nil : (target, x0, velocity, 0)
      if spring == nil { value = target }
    }

    mutating func wait(_ seconds: Double) {
      time += seconds
      guard var running = spring else { return }
      running.elapsed += seconds
      if settled(running.x0, running.v0, running.elapsed) {
        (value, spring) = (running.target, nil)
      } else {
        value = running.target + motion(running.x0, running.v0, running.elapsed).x
        spring = running
      }
    }

    mutating func handle(_ event: TikiEvent) -> ReferenceFrame {
      switch event {
      case .drag(let d): scroll += d
      case .scroll(let y): scroll = y
      case .end: break
      case .wait(let s): wait(max(0, s))
      }
      updateCondition()
      let shown = min(max(value, 0), 1)
      return ReferenceFrame(
        time: time, offset: scroll,
        values: [
          "largeTitle.translateY": -min(max(scroll, 0), largeTitleHeight),
          "largeTitle.alpha": 1 - min(max(scroll / largeTitleHeight, 0), 1),
          "compactTitle.alpha": shown, "compactTitle.translateY": (value - 1) * slide,
          "separator.alpha": shown,
        ])
    }
  }

  static let graph = StatefulSpecs.graph("compact-title.yaml")

  func compare(_ events: [TikiEvent], params: [String: Double] = [:]) throws -> [String] {
    var reference = Bar()
    for (name, value) in params {
      switch name {
      case "springResponse": reference.response = value
      case "springDamping": reference.dampingFraction = value
      case "largeTitleHeight": reference.largeTitleHeight = value
      default: Issue.record("no reference for \(name)")
      }
    }
    return try StatefulSpecs.differences(Self.graph, params, events, tolerance: Self.tolerance) {
      reference.handle($0)
    }
  }

  /// In, turned round at 0.2 s while still moving in, out, settled.
  @Test func interruptedMidWayKeepsItsVelocity() throws {
    let events: [TikiEvent] = [
      .scroll(60), .wait(0.1), .wait(0.1), .scroll(40), .wait(0.05), .wait(0.05), .wait(0.1),
      .wait(1.5),
    ]
    #expect(try compare(events) == [])
  }

  /// The hand-off is what makes the difference: 0.05 s after the turn, a
  /// spring restarted at rest would show 0.688163948 (worked out in
  /// compact-title.test.yaml), the one that keeps the velocity 0.768761026.
  @Test func theVelocityIsHandedOn() throws {
    let graph = try #require(Self.graph.graph)
    let frames = StatefulSpecs.run(
      graph, [:], [.scroll(60), .wait(0.2), .scroll(40), .wait(0.05)])
    let alpha = try #require(frames.value("compactTitle.alpha", frame: 3))
    #expect(abs(alpha - 0.768761026) <= 1e-9)
    // The same from the reference's formulas, and what a restart at rest gives.
    let bar = Bar()
    let (x, v) = bar.motion(-1, 0, 0.2)
    #expect(abs(bar.motion(1 + x, v, 0.05).x - alpha) <= Self.tolerance)
    #expect(abs(bar.motion(1 + x, 0, 0.05).x - 0.688163948) <= 1e-9)
  }

  @Test func otherSpringsAndThresholds() throws {
    let events: [TikiEvent] = [
      .drag(30), .drag(30), .wait(0.07), .drag(-20), .wait(0.03), .drag(20), .wait(0.2),
      .wait(0.5), .scroll(0), .wait(2),
    ]
    #expect(try compare(events, params: ["springDamping": 1]) == [])
    #expect(try compare(events, params: ["springDamping": 0.3, "springResponse": 0.25]) == [])
    #expect(try compare(events, params: ["largeTitleHeight": 20]) == [])
  }

  @Test func randomTracesAgreeWithTheReference() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var random = SplitMix64(seed: seed)
    for trial in 0..<150 {
      let events = StatefulSpecs.randomEvents(
        &random, drag: 60, scroll: 120, waitHundredths: 30)
      let problems = try compare(events)
      #expect(problems == [], "seed \(seed), trial \(trial): \(events)")
      if !problems.isEmpty { return }
    }
  }
}
