import Foundation
import GeneratedHeaders
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `limits` hold while a snap moves the content (issue 34: an over-shooting
/// spring took the content to 106.26 with limits [0, 100]). The content
/// waits at the limit while the state's spring overshoots, unchanged, and
/// follows it again once it comes back (docs/states.md); the evaluator, the
/// generated Swift and `headerkit simulate` against the spring's closed form
/// worked here.
@Suite struct SnapLimitsTests {
  static let spec = "generator/snap-limits.yaml"
  /// Seconds after the end at which the frames are read.
  static let times = [0.1, 0.25, 0.6]

  /// The state's value `t` seconds after the end: scrolled to 70 (the
  /// state follows by 1), the end picks 100 (70 is past the midpoint 50),
  /// and the spring (response 0.5, damping fraction 0.5) starts at rest:
  /// D = −30, ω = 4π, ζ = 0.5, ω_d = ω√(1 − ζ²),
  /// x = e^(−ζωt)·(D·cos(ω_d·t) + (ζωD/ω_d)·sin(ω_d·t)).
  static func value(at t: Double) -> Double {
    let (d, omega, zeta) = (-30.0, 4 * Double.pi, 0.5)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 100
      + exp(-zeta * omega * t)
      * (d * cos(damped * t) + zeta * omega * d / damped * sin(damped * t))
  }

  /// The hand-worked frames: (raw offset, bar.translateY) at each time. The
  /// content offset is the value (the snap moves it from 70 by the value's
  /// change) within [0, 100].
  static var expected: [(raw: Double, translateY: Double)] {
    times.map { (min(100, value(at: $0)), -value(at: $0)) }
  }

  /// The hand computation is the case the test is about: at 0.25 s the
  /// spring is past 100 (by 4.22), at 0.1 s and 0.6 s below it.
  @Test func theSpringOvershootsTheLimit() {
    #expect(abs(Self.value(at: 0.25) - 104.22) < 0.01)
    #expect(Self.value(at: 0.1) < 100 && Self.value(at: 0.6) < 100)
  }

  /// Runs the events on `header`: scroll to 70, end, then waits to each time.
  static func frames(_ header: some ScrollDrivenHeader, output: Int) -> [(Double, Double)] {
    var header = header
    header.scroll(0, toRaw: 70)
    header.endScrolling(0)
    var elapsed = 0.0
    return times.map { time in
      header.advance(by: time - elapsed)
      elapsed = time
      return (header.rawInput(0), header.value(at: output))
    }
  }

  static func check(_ frames: [(Double, Double)], _ what: String) {
    for ((raw, value), (expectedRaw, expectedValue)) in zip(frames, expected) {
      #expect(raw <= 100, "\(what): the content left its limits: \(raw)")
      #expect(abs(raw - expectedRaw) <= 1e-9, "\(what): raw offset \(raw), expected \(expectedRaw)")
      #expect(
        abs(value - expectedValue) <= 1e-9,
        "\(what): bar.translateY \(value), expected \(expectedValue)")
    }
  }

  @Test func theEvaluator() throws {
    let graph = try SpecEvaluation.graph(path: Fixtures.fixture(Self.spec).path)
    Self.check(Self.frames(HeaderEvaluator(graph: graph), output: 0), "evaluator")
  }

  @Test func generatedSwift() {
    Self.check(Self.frames(SnapLimitsHeader(), output: 0), "generated")
    Self.check(Self.frames(FrozenSnapLimitsHeader(), output: 0), "generated, frozen")
  }

  @Test func simulate() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("limits.trace.yaml")
    try """
    input: scroll
    events: [{ scroll: 70 }, end, { wait: 0.1 }, { wait: 0.15 }, { wait: 0.35 }]
    """.write(to: trace, atomically: true, encoding: .utf8)
    let result = try CLI.run(
      ["simulate", Fixtures.fixture(Self.spec).path, "--trace", trace.path, "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    try #require(frames.count == 5)
    Self.check(
      try frames.suffix(3).map {
        let values = try #require($0["values"] as? [String: Double])
        return (try #require($0["offset"] as? Double), try #require(values["bar.translateY"]))
      }, "simulate")
  }
}
